/* test-i18n-language.c — eg_i18n_set_language(): switching and back
 *
 * Reads the build's catalogs (EN_GARDE_LOCALEDIR); the checks that need
 * a translation skip when they are not built.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <locale.h>

#include "eg-describe.h"
#include "eg-i18n.h"
#include "eg-test-utils.h"

/* What the process started with, set in main() before eg_test_init(). */
#define STARTED_WITH "nl:de"

static const char *msgid = "%s moves %u forward";

static gboolean
catalog_built (const char *code)
{
  const char *dir = g_getenv ("EN_GARDE_LOCALEDIR");
  g_autofree char *mo = NULL;

  if (dir == NULL)
    return FALSE;
  mo = g_build_filename (dir, code, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  return g_file_test (mo, G_FILE_TEST_IS_REGULAR);
}

/* Each language in turn, then the system's: LANGUAGE as it was. */
static void
test_round_trip (void)
{
  static const char * const codes[] = { "fr", "en", "de", "nl", "fr" };
  g_autofree char *english = g_strdup (msgid);
  g_autofree char *started = NULL;

  g_assert_cmpstr (eg_i18n_get_language (), ==, "");
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, STARTED_WITH);
  started = g_strdup (g_dgettext (GETTEXT_PACKAGE, msgid));

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      const char *messages;

      g_assert_true (eg_i18n_set_language (codes[i]));
      g_assert_cmpstr (eg_i18n_get_language (), ==, codes[i]);
      g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, codes[i]);
      /* LANGUAGE is only honoured under a locale other than C/POSIX */
      messages = setlocale (LC_MESSAGES, NULL);
      g_assert_cmpstr (messages, !=, "C");
      g_assert_cmpstr (messages, !=, "POSIX");

      if (g_str_equal (codes[i], "en"))
        g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, msgid), ==, english);
      else if (catalog_built (codes[i]))
        g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, msgid), !=, english);
    }

  /* the system's language: the LANGUAGE the process started with */
  g_assert_true (eg_i18n_set_language (NULL));
  g_assert_cmpstr (eg_i18n_get_language (), ==, "");
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, STARTED_WITH);
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, msgid), ==, started);
  if (catalog_built ("nl"))
    g_assert_cmpstr (started, !=, english);

  g_assert_true (eg_i18n_set_language ("de"));
  g_assert_true (eg_i18n_set_language (""));
  g_assert_cmpstr (eg_i18n_get_language (), ==, "");
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, STARTED_WITH);
}

/* Codes the game does not know change nothing. */
static void
test_unknown (void)
{
  static const char * const bad[] = { "xx", "EN", "fr_FR", "C", "nl:de", " fr" };

  g_assert_true (eg_i18n_set_language ("fr"));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (eg_i18n_is_language (bad[i]));
      g_assert_false (eg_i18n_set_language (bad[i]));
      g_assert_cmpstr (eg_i18n_get_language (), ==, "fr");
      g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "fr");
    }
  g_assert_true (eg_i18n_is_language (NULL));
  g_assert_true (eg_i18n_is_language (""));
  g_assert_true (eg_i18n_set_language (""));
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, STARTED_WITH);
}

/* "two 4s" has a case: German says "mit zwei 4ern" but "Bob hat nur
 * eine 4" and "zwei 1er, keine 2"; English keeps one phrase for both. */
static void
test_counted_case (void)
{
  static const struct
  {
    guint       value, count;
    EgCounted   use;
    const char *en, *de;
  } cases[] = {
    { 4, 2, EG_COUNTED_WITH, "two 4s", "zwei 4ern" },
    { 4, 2, EG_COUNTED_HELD, "two 4s", "zwei 4er" },
    { 4, 1, EG_COUNTED_HELD, "one 4", "eine 4" },
    { 1, 3, EG_COUNTED_HELD, "three 1s", "drei 1er" },
  };

  g_assert_true (eg_i18n_set_language ("en"));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = eg_describe_counted (cases[i].value, cases[i].count, cases[i].use);

      g_assert_cmpstr (text, ==, cases[i].en);
    }

  g_assert_true (eg_i18n_set_language ("de"));
  if (!catalog_built ("de"))
    {
      g_assert_true (eg_i18n_set_language (""));
      g_test_skip ("the German catalog is not built");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = eg_describe_counted (cases[i].value, cases[i].count, cases[i].use);

      g_assert_cmpstr (text, ==, cases[i].de);
    }
  g_assert_true (eg_i18n_set_language (""));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", STARTED_WITH, TRUE);
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/i18n/language/round-trip", test_round_trip);
  g_test_add_func ("/en-garde/i18n/language/unknown", test_unknown);
  g_test_add_func ("/en-garde/i18n/language/counted-case", test_counted_case);

  return g_test_run ();
}
