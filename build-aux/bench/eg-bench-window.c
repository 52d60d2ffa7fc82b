/* eg-bench-window.c — the start-up and memory reference: the smallest
 * GTK 4 application that shows a window, as large as en-garde’s first one
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-bench"

#include "config.h"

#ifdef EG_BENCH_ADW
#include <adwaita.h>
#else
#include <gtk/gtk.h>
#endif

static void
activate (GApplication *app,
          gpointer      data)
{
#ifdef EG_BENCH_ADW
  /* the same on libadwaita, the game's platform: its window, a header
   * bar, and the style sheets AdwApplication loads */
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Reference window"));
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
#else
  GtkWidget *window = gtk_application_window_new (GTK_APPLICATION (app));

  gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("Reference window"));
#endif
  gtk_window_set_title (GTK_WINDOW (window), "Reference window");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
#ifdef EG_BENCH_ADW
  g_autoptr(AdwApplication) app =
    adw_application_new ("io.github.engarde.BenchAdwWindow", G_APPLICATION_DEFAULT_FLAGS);
#else
  g_autoptr(GtkApplication) app =
    gtk_application_new ("io.github.engarde.BenchWindow", G_APPLICATION_DEFAULT_FLAGS);
#endif

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
