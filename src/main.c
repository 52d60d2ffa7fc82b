/* main.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde"

#include "config.h"

#include <locale.h>

#include <gtk/gtk.h>

#include "eg-application.h"
#include "eg-i18n.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(EgApplication) app = NULL;
  const char *seed = g_getenv ("EN_GARDE_TEST_SEED");

  /* For tests only (tests/a11y): the same deals and computer moves on
   * every run; GLib's generator makes both. */
  if (seed != NULL)
    g_random_set_seed ((guint32) g_ascii_strtoull (seed, NULL, 10));
  /* The locale and LANGUAGE are set up here, once, before any thread:
   * a language switch later only replaces LANGUAGE's value (eg-i18n.c).
   * So gtk_init() must not call setlocale() again. */
  setlocale (LC_ALL, "");
  eg_i18n_init ();
  gtk_disable_setlocale ();
  app = eg_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
