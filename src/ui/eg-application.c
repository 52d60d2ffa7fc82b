/* eg-application.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-application.h"
#include "eg-i18n.h"
#include "eg-window.h"

struct _EgApplication
{
  GtkApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (EgApplication, eg_application, GTK_TYPE_APPLICATION)

static void
eg_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (eg_application_parent_class)->startup (app);

  /* gtk_init() has run setlocale (LC_ALL, "") by now. */
  eg_i18n_init ();
  g_set_application_name (_("En Garde"));
}

static void
eg_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (eg_window_new (EG_APPLICATION (app)));
  gtk_window_present (window);
}

static void
eg_application_class_init (EgApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = eg_application_startup;
  app_class->activate = eg_application_activate;
}

static void
eg_application_init (EgApplication *self)
{
}

EgApplication *
eg_application_new (void)
{
  return g_object_new (EG_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "resource-base-path", RESOURCE_PREFIX,
                       NULL);
}
