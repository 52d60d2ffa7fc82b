/* eg-window-table.c — the window's side of its table (EgTable)
 *
 * The table is made on first use and again on a language switch; the
 * window gives it the match, the turn, the announcer and the layout its
 * width decides, hears when it is still ("busy") and passes it the keys
 * and clicks that end its animations. The moves' button of the header
 * bar and the replay of a match just ended are the window's.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-knowledge.h"
#include "eg-ui-utils.h"
#include "eg-window-private.h"

gboolean
eg_window_has_table (EgWindow *self)
{
  return self->table != NULL;
}

/* The table still again: the actions its buttons need first, then it
 * shows what waited (EgTable:busy). */
static void
table_busy_changed (EgWindow *self)
{
  eg_window_update_actions (self);
}

static void
table_layout (EgWindow *self)
{
  if (self->table != NULL)
    eg_table_set_layout (self->table, self->wide || gtk_toggle_button_get_active (self->moves_button),
                         gtk_widget_get_width (GTK_WIDGET (self)) >= EG_LESSON_CENTRED_WIDTH);
}

/**
 * eg_window_ensure_table:
 *
 * Makes the table (EgTable, the stack's "game" page) if it is not made
 * yet: a window that opens on the welcome or resume page, or on a
 * replay, does not make, style or measure it before its first frame.
 */
void
eg_window_ensure_table (EgWindow *self)
{
  GtkWidget *table;

  if (eg_window_has_table (self))
    return;

  self->table = eg_table_new ();
  table = GTK_WIDGET (self->table);
  /* its title is its accessible name (a page without one is a
   * "GtkStackPage panel" to a screen reader) */
  gtk_stack_add_titled (self->stack, table, "game", C_("page", "Table"));
  /* hidden from a screen reader until it is the page shown (eg_ui_hide_stack_pages()) */
  gtk_accessible_update_state (GTK_ACCESSIBLE (table), GTK_ACCESSIBLE_STATE_HIDDEN,
                               gtk_stack_get_visible_child (self->stack) != table, -1);
  eg_table_set_announcer (self->table, self->announcer);
  eg_table_set_match (self->table, self->match);
  g_object_bind_property (self, "turn", table, "turn", G_BINDING_SYNC_CREATE);
  eg_table_set_lesson (self->table, self->lesson);
  eg_table_set_playing (self->table, !self->replaying);
  g_signal_connect_object (table, "notify::busy", G_CALLBACK (table_busy_changed), self, G_CONNECT_SWAPPED);
  table_layout (self);
}

/* ---- the moves ---- */

void
eg_window_table_layout (EgWindow *self,
                        int       width)
{
  /* wide, the moves always have their column; narrow, M or the header
   * button shows it */
  self->wide = width >= EG_WINDOW_WIDE_WIDTH;
  gtk_widget_set_visible (GTK_WIDGET (self->moves_button), !self->wide && self->match != NULL);
  if (self->table != NULL)
    eg_table_set_layout (self->table, self->wide || gtk_toggle_button_get_active (self->moves_button),
                         width >= EG_LESSON_CENTRED_WIDTH);
}

static void
toggle_moves_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);

  if (!self->wide)
    gtk_toggle_button_set_active (self->moves_button, !gtk_toggle_button_get_active (self->moves_button));
}

static void
watch_replay_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);

  if (self->match != NULL && eg_match_is_over (self->match) && !eg_knowledge_is_lesson (self->match))
    eg_window_open_replay (self, self->match);
}

void
eg_window_class_add_table (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, EgWindow, moves_button);

  gtk_widget_class_install_action (widget_class, "win.watch-replay", NULL, watch_replay_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-moves", NULL, toggle_moves_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, 0, "win.toggle-moves", NULL);
}

/* ---- the keys and clicks that end the table's animations ---- */

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                EgWindow              *self)
{
  if (self->table != NULL && eg_table_key_pressed (self->table, keyval))
    return GDK_EVENT_STOP;
  return GDK_EVENT_PROPAGATE;
}

static void
key_released_cb (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 EgWindow              *self)
{
  if (self->table != NULL)
    eg_table_key_released (self->table, keyval);
}

/* Also: GTK shows focus rings once a key has moved the focus and keeps
 * them through what the pointer does next (4.8); a press of the pointer
 * hides them (a browser's :focus-visible), the next key brings them back. */
static void
click_pressed_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  EgWindow        *self)
{
  GtkWidget *target;

  gtk_window_set_focus_visible (GTK_WINDOW (self), FALSE);
  if (self->table == NULL)
    return;
  target = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);
  if (eg_table_click_pressed (self->table, target))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
window_mapped (EgWindow *self)
{
  if (self->table != NULL)
    eg_table_show_action_area (self->table);
}

/* The table's part of the window that stays for its whole life: the
 * keys and clicks that end the animations. */
void
eg_window_table_init (EgWindow *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect_object (key, "key-pressed", G_CALLBACK (key_pressed_cb), self, 0);
  g_signal_connect_object (key, "key-released", G_CALLBACK (key_released_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
  /* any button, and never claimed: the click goes on to its widget */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect_object (click, "pressed", G_CALLBACK (click_pressed_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  self->announcer = eg_announcer_new (GTK_ROOT (self));
  g_signal_connect (self, "map", G_CALLBACK (window_mapped), NULL);
}

/* The table's hold on the window template's widgets: once at start, and
 * on the new ones a language switch builds (eg_window_retranslate()). */
void
eg_window_table_init_window (EgWindow *self)
{
  eg_ui_hide_stack_pages (self->stack);
  g_signal_connect_object (self->moves_button, "toggled", G_CALLBACK (table_layout), self, G_CONNECT_SWAPPED);
  eg_window_table_layout (self, gtk_widget_get_width (GTK_WIDGET (self)));
}
