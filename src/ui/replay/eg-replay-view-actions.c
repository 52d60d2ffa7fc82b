/* eg-replay-view-actions.c — the replay's actions, its keys and autoplay
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-play-from-here-dialog.h"
#include "eg-replay-view-private.h"
#include "eg-ui-utils.h"

/* Autoplay: ms per step for the speeds of the drop-down. */
static const guint autoplay_ms[] = { 2000, 1000, 500, 200 };

static guint
n_steps (EgReplayView *self)
{
  return self->replay != NULL ? eg_replay_get_n_steps (self->replay) : 0;
}

void
eg_replay_view_update_actions (EgReplayView *self)
{
  guint n = n_steps (self);
  guint step = self->replay != NULL ? eg_replay_get_step (self->replay) : 0;
  const EgReplayStep *state = self->replay != NULL ? eg_replay_get_state (self->replay) : NULL;
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "replay.first", n > 0 && step > 0);
  gtk_widget_action_set_enabled (widget, "replay.previous", n > 0 && step > 0);
  gtk_widget_action_set_enabled (widget, "replay.previous-round", n > 0 && step > 0);
  gtk_widget_action_set_enabled (widget, "replay.next", n > 0 && step + 1 < n);
  gtk_widget_action_set_enabled (widget, "replay.next-round", n > 0 && step + 1 < n);
  gtk_widget_action_set_enabled (widget, "replay.last", n > 0 && step + 1 < n);
  gtk_widget_action_set_enabled (widget, "replay.playing", n > 1);
  /* nothing is left to play once the match was decided */
  gtk_widget_action_set_enabled (widget, "replay.play-from-here",
                                 state != NULL && !eg_score_is_over (&state->score));
}

/* ---- autoplay ---- */

static gboolean
autoplay_tick (gpointer data)
{
  EgReplayView *self = data;

  if (self->replay != NULL && eg_replay_next (self->replay) &&
      eg_replay_get_step (self->replay) + 1 < n_steps (self))
    return G_SOURCE_CONTINUE;

  self->play_id = 0;
  eg_replay_view_set_playing (self, FALSE);
  return G_SOURCE_REMOVE;
}

void
eg_replay_view_restart_autoplay (EgReplayView *self)
{
  guint speed = MIN (gtk_drop_down_get_selected (self->speed_dropdown), G_N_ELEMENTS (autoplay_ms) - 1);

  g_clear_handle_id (&self->play_id, g_source_remove);
  if (self->playing)
    self->play_id = g_timeout_add (autoplay_ms[speed], autoplay_tick, self);
}

void
eg_replay_view_speed_changed_cb (EgReplayView *self)
{
  eg_replay_view_restart_autoplay (self);
}

void
eg_replay_view_update_play_button (EgReplayView *self)
{
  gtk_button_set_icon_name (GTK_BUTTON (self->play_button),
                            self->playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (self->play_button, self->playing ? _("Pause (Space)") : _("Play (Space)"));
  eg_ui_set_accessible (self->play_button, self->playing ? _("Pause") : _("Play"), NULL);
}

/* ---- actions ---- */

static void
navigate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  EgReplayView *self = EG_REPLAY_VIEW (widget);

  if (self->replay == NULL)
    return;
  if (g_str_equal (action_name, "replay.first"))
    eg_replay_first (self->replay);
  else if (g_str_equal (action_name, "replay.previous"))
    eg_replay_previous (self->replay);
  else if (g_str_equal (action_name, "replay.next"))
    eg_replay_next (self->replay);
  else if (g_str_equal (action_name, "replay.last"))
    eg_replay_last (self->replay);
  else if (g_str_equal (action_name, "replay.previous-round"))
    eg_replay_previous_round (self->replay);
  else if (g_str_equal (action_name, "replay.next-round"))
    eg_replay_next_round (self->replay);
}

/* The dialog was answered: a live match at the step shown, for the
 * players chosen, goes to whoever shows the live game. */
static void
play_dialog_response (EgPlayFromHereDialog *dialog,
                      const char           *response,
                      EgReplayView         *self)
{
  g_autoptr(EgPlayer) left = NULL;
  g_autoptr(EgPlayer) right = NULL;
  g_autoptr(EgMatch) match = NULL;

  if (!g_str_equal (response, "play") || self->replay == NULL)
    return;
  left = eg_play_from_here_dialog_dup_player (dialog, EG_SIDE_LEFT);
  right = eg_play_from_here_dialog_dup_player (dialog, EG_SIDE_RIGHT);
  match = eg_replay_new_match_from_step (self->replay, left, right);
  if (match == NULL)
    return;
  eg_replay_view_set_playing (self, FALSE);
  g_signal_emit_by_name (self, "play-from-here", match);
}

static void
play_from_here_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  EgReplayView *self = EG_REPLAY_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  EgPlayFromHereDialog *dialog;

  if (self->replay == NULL)
    return;

  eg_replay_view_set_playing (self, FALSE);
  dialog = eg_play_from_here_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, self->match);
  eg_play_from_here_dialog_set_fork (dialog, eg_replay_get_fork (self->replay));
  g_signal_connect_object (dialog, "response", G_CALLBACK (play_dialog_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
eg_replay_view_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "replay.first", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.previous", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.next", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.last", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.previous-round", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.next-round", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.play-from-here", NULL, play_from_here_action);
  gtk_widget_class_install_property_action (widget_class, "replay.perspective", "perspective");
  gtk_widget_class_install_property_action (widget_class, "replay.playing", "playing");
}

/* ---- the side panel folded over the board, in a narrow window ---- */

static gboolean
moves_over_board (EgReplayView *self)
{
  return adw_flap_get_folded (self->flap) && adw_flap_get_reveal_flap (self->flap);
}

/* Shown over the board, the panel takes the focus; hidden again, the
 * focus stays in reach, on the toggle. */
void
eg_replay_view_moves_shown_cb (EgReplayView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (!adw_flap_get_folded (self->flap))
    return;
  if (moves_over_board (self))
    gtk_widget_grab_focus (GTK_WIDGET (self->move_list));
  else if (focus != NULL && gtk_widget_is_ancestor (focus, self->sidebar))
    gtk_widget_grab_focus (GTK_WIDGET (self->moves_button));
}

static gboolean
close_moves_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  EgReplayView *self = user_data;

  if (!moves_over_board (self))
    return FALSE;
  adw_flap_set_reveal_flap (self->flap, FALSE);
  return TRUE;
}

/* M: the moves over the board, in a window too narrow for the side panel */
static gboolean
toggle_moves_cb (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  EgReplayView *self = user_data;

  if (!adw_flap_get_folded (self->flap))
    return FALSE;
  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
  return TRUE;
}

/* ---- keys ---- */

static void
add_key (GtkShortcutController *controller,
         guint                  keyval,
         const char            *action)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                                          gtk_named_action_new (action)));
}

static void
add_callback_key (GtkShortcutController *controller,
                  guint                  keyval,
                  GtkShortcutFunc        callback,
                  EgReplayView          *self)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                                          gtk_callback_action_new (callback, self, NULL)));
}

/* The one key map of replay mode, for the view and for the window
 * around it: each key names one of the "replay." actions. */
static const struct
{
  guint       keyval;
  const char *name;
} replay_keys[] = {
  { GDK_KEY_Left, "previous" },
  { GDK_KEY_KP_Left, "previous" },
  { GDK_KEY_Right, "next" },
  { GDK_KEY_KP_Right, "next" },
  { GDK_KEY_Home, "first" },
  { GDK_KEY_KP_Home, "first" },
  { GDK_KEY_End, "last" },
  { GDK_KEY_KP_End, "last" },
  { GDK_KEY_Page_Up, "previous-round" },
  { GDK_KEY_KP_Page_Up, "previous-round" },
  { GDK_KEY_Page_Down, "next-round" },
  { GDK_KEY_KP_Page_Down, "next-round" },
  { GDK_KEY_space, "playing" },
};

void
eg_replay_view_add_key_map (GtkShortcutController *controller,
                            const char            *action)
{
  g_return_if_fail (GTK_IS_SHORTCUT_CONTROLLER (controller));

  for (guint i = 0; i < G_N_ELEMENTS (replay_keys); i++)
    {
      g_autofree char *name = g_strconcat ("replay.", replay_keys[i].name, NULL);
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (replay_keys[i].keyval, 0),
                                                gtk_named_action_new (action != NULL ? action : name));

      if (action != NULL)
        gtk_shortcut_set_arguments (shortcut, g_variant_new_string (replay_keys[i].name));
      gtk_shortcut_controller_add_shortcut (controller, shortcut);
    }
}

/* Caught before the focused widget: the arrows step the replay wherever
 * the focus is (a focused scale or list would otherwise take them). */
void
eg_replay_view_add_keys (EgReplayView *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);

  gtk_event_controller_set_name (controller, "eg-replay-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  eg_replay_view_add_key_map (shortcuts, NULL);
  /* Escape first closes the moves shown over the board */
  add_callback_key (shortcuts, GDK_KEY_Escape, close_moves_cb, self);
  add_key (shortcuts, GDK_KEY_Escape, "win.close-replay");
  add_callback_key (shortcuts, GDK_KEY_m, toggle_moves_cb, self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
