/* test-i18n-stress.c — the language switch while other threads translate
 *
 * Worker threads look messages up in our domain, GLib's and GTK's (as a
 * GTask reading a log translates its errors) while the main thread
 * switches the language thousands of times. Every lookup must give one
 * of the message's own translations, and the sanitizer run must see no
 * use of freed memory: eg-i18n never adds or removes an environment
 * variable once threads exist and never calls setlocale() in a switch.
 * Reads the build's catalogs (EN_GARDE_LOCALEDIR) and the system's for
 * GLib and GTK; a message whose catalogs are missing is still looked up.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-i18n.h"
#include "eg-test-utils.h"

#define N_WORKERS 4
#define N_SWITCHES 4000

static const char * const codes[] = { "nl", "fr", "de", "en", "" };
#define N_CODES G_N_ELEMENTS (codes)

/* a message of each domain: ours, GLib's, GTK's */
static const struct
{
  const char *domain, *msgid;
} messages[] = {
  { GETTEXT_PACKAGE, "%s moves %u forward" },
  { GETTEXT_PACKAGE, "_Hint" },
  { "glib20", "Unknown option %s" },
  { "gtk40", "_Cancel" },
};
#define N_MESSAGES G_N_ELEMENTS (messages)

/* what each message reads in each language, looked up before the race */
static const char *expected[N_MESSAGES][N_CODES];

typedef struct
{
  gint     stop;
  guint    lookups;
  guint    wrong;
  char    *first_wrong;
} Worker;

static gboolean
is_expected (guint       message,
             const char *text)
{
  for (guint i = 0; i < N_CODES; i++)
    if (g_str_equal (expected[message][i], text))
      return TRUE;
  return FALSE;
}

static gpointer
translate (gpointer data)
{
  Worker *worker = data;

  while (!g_atomic_int_get (&worker->stop))
    for (guint i = 0; i < N_MESSAGES; i++)
      {
        const char *text = g_dgettext (messages[i].domain, messages[i].msgid);
        const char * const *names = g_get_language_names ();

        /* the list GLib makes from LANGUAGE: never empty */
        g_assert_nonnull (names[0]);
        if (!is_expected (i, text))
          {
            if (worker->wrong++ == 0)
              worker->first_wrong = g_strdup (text);
          }
        worker->lookups++;
      }
  return NULL;
}

static void
test_switch_while_translating (void)
{
  Worker workers[N_WORKERS] = { 0 };
  GThread *threads[N_WORKERS];
  guint distinct = 0;

  for (guint c = 0; c < N_CODES; c++)
    {
      g_assert_true (eg_i18n_set_language (codes[c]));
      for (guint i = 0; i < N_MESSAGES; i++)
        expected[i][c] = g_intern_string (g_dgettext (messages[i].domain, messages[i].msgid));
    }
  /* the catalogs are there: the switch does change what is read */
  for (guint c = 1; c < N_CODES; c++)
    distinct += expected[0][c] != expected[0][0];
  g_assert_cmpuint (distinct, >, 0);

  for (guint w = 0; w < N_WORKERS; w++)
    threads[w] = g_thread_new ("translate", translate, &workers[w]);
  for (guint s = 0; s < N_SWITCHES; s++)
    {
      g_assert_true (eg_i18n_set_language (codes[s % N_CODES]));
      /* the environment stays whole under the readers */
      g_assert_nonnull (g_getenv ("LANGUAGE"));
      if (s % 64 == 0)
        g_thread_yield ();
    }
  for (guint w = 0; w < N_WORKERS; w++)
    {
      g_atomic_int_set (&workers[w].stop, TRUE);
      g_thread_join (threads[w]);
      g_test_message ("worker %u: %u lookups", w, workers[w].lookups);
      g_assert_cmpuint (workers[w].lookups, >, 0);
      if (workers[w].wrong > 0)
        g_error ("worker %u read “%s”, no translation of its message (%u such reads)",
                 w, workers[w].first_wrong, workers[w].wrong);
    }

  /* after the race, each switch still takes effect at once */
  for (guint c = 0; c < N_CODES; c++)
    {
      g_assert_true (eg_i18n_set_language (codes[c]));
      for (guint i = 0; i < N_MESSAGES; i++)
        g_assert_cmpstr (g_dgettext (messages[i].domain, messages[i].msgid), ==, expected[i][c]);
    }
  g_assert_true (eg_i18n_set_language (""));
}

/* A process that started without LANGUAGE has it, empty, from
 * eg_i18n_init() on, and the system's language keeps it so: a switch only
 * ever replaces the value. */
static void
test_language_never_removed (void)
{
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "");
  g_assert_true (eg_i18n_set_language ("fr"));
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "fr");
  g_assert_true (eg_i18n_set_language (NULL));
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "");
  /* and gettext reads the empty value as unset: English */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "_Hint"), ==, "_Hint");
}

int
main (int    argc,
      char **argv)
{
  /* the system's language is English and LANGUAGE unset, as on many
   * desktops: the case where a switch back used to remove it */
  g_unsetenv ("LANGUAGE");
  eg_test_init (&argc, &argv);
  bind_textdomain_codeset ("glib20", "UTF-8");
  bind_textdomain_codeset ("gtk40", "UTF-8");

  g_test_add_func ("/en-garde/i18n/stress/never-removed", test_language_never_removed);
  g_test_add_func ("/en-garde/i18n/stress/switch-while-translating", test_switch_while_translating);

  return g_test_run ();
}
