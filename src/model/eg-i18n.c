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

/* Binds the message catalogs. Call after setlocale (LC_ALL, "") — which
 * gtk_init() does. textdomain() is deliberately not called: see
 * TOOLCHAIN.md, it would freeze GLib's decision to translate. */
void
eg_i18n_init (void)
{
  const char *messages = setlocale (LC_MESSAGES, NULL);
  const char *localedir = g_getenv ("EN_GARDE_LOCALEDIR");

  /* glibc ignores LANGUAGE under the C and POSIX locales, which are the
   * only ones some machines have; C.UTF-8 honours it. */
  if (messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX"))
    setlocale (LC_MESSAGES, "C.UTF-8");

  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
}
