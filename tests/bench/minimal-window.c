/* minimal-window.c — the reference for the start-up benchmark: an empty
 * GTK 4 window that prints "first-frame" once its first frame is painted
 * and exits, as en-garde does with EN_GARDE_EXIT_AFTER_FIRST_FRAME set.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-bench"

#include "config.h"

#include <gtk/gtk.h>

static gboolean done;

static void
after_paint (GdkFrameClock *clock,
             gpointer       user_data)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint, user_data);
  g_print ("first-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  done = TRUE;
}

static void
mapped (GtkWidget *window,
        gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (after_paint), NULL);
}

int
main (int    argc,
      char **argv)
{
  GtkWidget *window;

  gtk_init ();
  window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), "Minimal");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  g_signal_connect (window, "map", G_CALLBACK (mapped), NULL);
  gtk_window_present (GTK_WINDOW (window));

  while (!done)
    g_main_context_iteration (NULL, TRUE);

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
