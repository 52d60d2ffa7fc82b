/* eg-bench-window.c — the start-up and memory reference: the smallest
 * GTK 4 application that shows a window, as large as en-garde’s first one
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-bench"

#include "config.h"

#include <gtk/gtk.h>

static void
activate (GApplication *app,
          gpointer      data)
{
  GtkWidget *window = gtk_application_window_new (GTK_APPLICATION (app));

  gtk_window_set_title (GTK_WINDOW (window), "Reference window");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("Reference window"));
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GtkApplication) app =
    gtk_application_new ("io.github.engarde.BenchWindow", G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
