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

/* A language switch is safe by construction while other threads
 * translate (a GTask worker reading a log translates its errors):
 *
 * - The environment is never added to or taken from once a thread may
 *   exist. eg_i18n_init(), called from main() before any thread, makes
 *   sure LANGUAGE exists (empty when the process started without it:
 *   glibc's gettext and GLib both take an empty LANGUAGE as unset), and a
 *   switch only replaces its value. glibc's setenv() then swaps one
 *   pointer in the array and never frees a value it replaced, so a
 *   reader in another thread sees the old value or the new one, both
 *   valid; adding or removing a variable would move the array under it.
 * - The locale is set once, in eg_i18n_init(). A switch does not call
 *   setlocale(), which frees the old locale names under a reader; it
 *   tells gettext that its cached translations are stale by bumping the
 *   catalog counter that glibc's gettext compares with each cached entry
 *   (_nl_msg_cat_cntr, which GNU gettext's own configure script uses).
 *   Elsewhere setlocale() does that job, and the switch is then only safe
 *   without other threads.
 *
 * tests/test-i18n-stress.c switches thousands of times while threads
 * translate in our domain, GLib's and GTK's (sanitizer run). */
#ifdef __GLIBC__
extern int _nl_msg_cat_cntr;
#endif

/* LANGUAGE as the process found it ("" when unset), to go back to "the
 * system's language". */
static gsize init_once;
static char *started_language;

/* The language last chosen: one of languages[], or "" for the system's. */
static const char *current = "";

/* glibc ignores LANGUAGE under the C and POSIX locales, which are the
 * only ones some machines have; C.UTF-8 honours it. */
static void
fix_messages_locale (void)
{
  const char *messages = setlocale (LC_MESSAGES, NULL);

  if (messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX"))
    setlocale (LC_MESSAGES, "C.UTF-8");
}

/**
 * eg_i18n_init:
 *
 * Sets up the messages of the process: LANGUAGE made to exist, the
 * messages locale fixed, our catalogs bound. Call once from main(),
 * after setlocale (LC_ALL, "") and before any thread is started or GTK
 * is initialised (the game disables GTK's own setlocale(): see main.c);
 * later calls do nothing. textdomain() is deliberately not called: see
 * TOOLCHAIN.md, it would freeze GLib's decision to translate.
 */
void
eg_i18n_init (void)
{
  if (g_once_init_enter (&init_once))
    {
      const char *value = g_getenv ("LANGUAGE");
      const char *localedir = g_getenv ("EN_GARDE_LOCALEDIR");

      started_language = g_strdup (value != NULL ? value : "");
      if (value == NULL)
        g_setenv ("LANGUAGE", "", TRUE);
      fix_messages_locale ();
      bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      g_once_init_leave (&init_once, 1);
    }
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
 * language: whoever shows them rebuilds them. Safe while other threads
 * translate (see above); call it from one thread at a time, after
 * eg_i18n_init().
 *
 * Returns: %FALSE (and changes nothing) if @code is not a language the
 *   game knows
 */
gboolean
eg_i18n_set_language (const char *code)
{
  if (!eg_i18n_is_language (code))
    return FALSE;

  eg_i18n_init ();
  if (code == NULL || code[0] == '\0')
    current = "";
  else
    for (guint i = 0; languages[i] != NULL; i++)
      if (g_str_equal (languages[i], code))
        current = languages[i];

  /* replaced, never added or removed */
  g_setenv ("LANGUAGE", current[0] != '\0' ? current : started_language, TRUE);
#ifdef __GLIBC__
  g_atomic_int_inc (&_nl_msg_cat_cntr);
#else
  setlocale (LC_MESSAGES, "");
  fix_messages_locale ();
#endif
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
