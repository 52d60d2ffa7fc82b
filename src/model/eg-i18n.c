/* eg-i18n.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <locale.h>

#include <glib/gi18n-lib.h>

#include "eg-i18n.h"

/* The languages the interface can be switched to, besides the system's. */
static const char * const languages[] = { "en", "nl", "fr", "de", NULL };

/* LANGUAGE as the process found it, to go back to "the system's
 * language"; read before the first change. */
static gsize started_once;
static char *started_language;
static gboolean started_with_language;

/* The language last chosen: one of languages[], or "" for the system's. */
static const char *current = "";

static void
remember_start (void)
{
  if (g_once_init_enter (&started_once))
    {
      const char *value = g_getenv ("LANGUAGE");

      started_with_language = value != NULL;
      started_language = g_strdup (value);
      g_once_init_leave (&started_once, 1);
    }
}

/* glibc ignores LANGUAGE under the C and POSIX locales, which are the
 * only ones some machines have; C.UTF-8 honours it. */
static void
fix_messages_locale (void)
{
  const char *messages = setlocale (LC_MESSAGES, NULL);

  if (messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX"))
    setlocale (LC_MESSAGES, "C.UTF-8");
}

/* Binds the message catalogs. Call after setlocale (LC_ALL, "") — which
 * gtk_init() does. textdomain() is deliberately not called: see
 * TOOLCHAIN.md, it would freeze GLib's decision to translate. */
void
eg_i18n_init (void)
{
  const char *localedir = g_getenv ("EN_GARDE_LOCALEDIR");

  remember_start ();
  fix_messages_locale ();

  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
}

/**
 * eg_i18n_is_language:
 * @code: (nullable): a language code
 *
 * Returns: %TRUE if @code is a language eg_i18n_set_language() accepts:
 *   NULL or "" (the system's), "en", "nl", "fr" or "de"
 */
gboolean
eg_i18n_is_language (const char *code)
{
  return code == NULL || code[0] == '\0' || g_strv_contains (languages, code);
}

/**
 * eg_i18n_set_language:
 * @code: (nullable): "en", "nl", "fr", "de", or NULL or "" for the
 *   language of the system (the LANGUAGE the process started with)
 *
 * Switches the messages of the whole process — ours, GTK's, GLib's —
 * to @code from the next lookup on. Strings already shown keep their
 * language: whoever shows them rebuilds them. Main thread only, like
 * setlocale().
 *
 * Returns: %FALSE (and changes nothing) if @code is not a language the
 *   game knows
 */
gboolean
eg_i18n_set_language (const char *code)
{
  if (!eg_i18n_is_language (code))
    return FALSE;

  remember_start ();
  if (code == NULL || code[0] == '\0')
    {
      current = "";
      if (started_with_language)
        g_setenv ("LANGUAGE", started_language, TRUE);
      else
        g_unsetenv ("LANGUAGE");
    }
  else
    {
      for (guint i = 0; languages[i] != NULL; i++)
        if (g_str_equal (languages[i], code))
          current = languages[i];
      g_setenv ("LANGUAGE", current, TRUE);
    }

  /* A new LC_MESSAGES (even the same one) tells gettext that its cached
   * translations are stale; then the C.UTF-8 fallback again. */
  setlocale (LC_MESSAGES, "");
  fix_messages_locale ();
  return TRUE;
}

/**
 * eg_i18n_get_language:
 *
 * Returns: the language set by eg_i18n_set_language(): "en", "nl", "fr",
 *   "de", or "" for the system's
 */
const char *
eg_i18n_get_language (void)
{
  return current;
}
