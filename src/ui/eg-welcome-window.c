/* eg-welcome-window.c
 *
 * The first launch's page: what the game is, Play, and Learn the Rules
 * (app.learn-rules: the lessons, played on the table).
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include "eg-welcome-window.h"

struct _EgWelcomeWindow
{
  AdwWindow parent_instance;

  gboolean        played;

  GtkWidget      *play_button;
  GtkWidget      *learn_button;
};

G_DEFINE_FINAL_TYPE (EgWelcomeWindow, eg_welcome_window, ADW_TYPE_WINDOW)

enum {
  PLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
play (EgWelcomeWindow *self)
{
  if (self->played)
    return;
  self->played = TRUE;
  g_signal_emit (self, signals[PLAY], 0);
}

static gboolean
eg_welcome_window_close_request (GtkWindow *window)
{
  play (EG_WELCOME_WINDOW (window));
  return GTK_WINDOW_CLASS (eg_welcome_window_parent_class)->close_request (window);
}

static void
play_clicked_cb (EgWelcomeWindow *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

/* The first lesson, on the game's window (app.learn-rules, reached
 * through it: this page is not one of the app's windows); the page goes. */
static void
learn_clicked_cb (EgWelcomeWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "app.learn-rules", NULL);
  gtk_window_close (GTK_WINDOW (self));
}

static void
eg_welcome_window_class_init (EgWelcomeWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  window_class->close_request = eg_welcome_window_close_request;

  /**
   * EgWelcomeWindow::play:
   *
   * The person is ready to play (or to learn): the window closes.
   */
  signals[PLAY] =
    g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-welcome-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, learn_button);
  gtk_widget_class_bind_template_callback (widget_class, play_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, learn_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
eg_welcome_window_init (EgWelcomeWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->play_button);
}

EgWelcomeWindow *
eg_welcome_window_new (GtkWindow *parent)
{
  return g_object_new (EG_TYPE_WELCOME_WINDOW, "transient-for", parent, NULL);
}
