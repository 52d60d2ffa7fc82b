/* main.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde"

#include "config.h"

#include "eg-application.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(EgApplication) app = eg_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
