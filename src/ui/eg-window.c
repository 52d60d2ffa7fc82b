/* eg-window.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-window.h"

struct _EgWindow
{
  GtkApplicationWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (EgWindow, eg_window, GTK_TYPE_APPLICATION_WINDOW)

static void
eg_window_class_init (EgWindowClass *klass)
{
}

static void
eg_window_init (EgWindow *self)
{
  gtk_window_set_title (GTK_WINDOW (self), _("En Garde"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1000, 700);
}

EgWindow *
eg_window_new (EgApplication *application)
{
  return g_object_new (EG_TYPE_WINDOW, "application", application, NULL);
}
