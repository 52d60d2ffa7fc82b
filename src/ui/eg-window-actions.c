/* eg-window-actions.c — the game window's actions and keys
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-knowledge.h"
#include "eg-recent-matches.h"
#include "eg-replay-view.h"
#include "eg-window-private.h"

void
eg_window_update_actions (EgWindow *self)
{
  EgTurn *turn = self->turn;
  gboolean can_act = eg_turn_can_act (turn);
  gboolean passing = eg_turn_get_passing (turn);
  gboolean between = self->match != NULL && !eg_match_is_round_in_progress (self->match);
  gboolean match_over = self->match != NULL && eg_match_is_over (self->match);
  guint n_selected = eg_turn_get_n_selected (turn);
  guint n_options;

  eg_turn_get_options (turn, &n_options);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.select-card", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.direction", can_act && n_selected == 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.attack", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.parry", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.retreat", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel", can_act && n_selected > 0);
  /* the pass screen comes once the move has been seen */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.reveal", passing && !(self->table != NULL && eg_table_get_busy (self->table)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-round", between && !match_over);
  /* Return plays; it never shows the next player's cards */
  /* with more than one move allowed, Enter says how to pick one */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.confirm",
                                 between || (can_act && (eg_turn_get_chosen (turn) != NULL || n_options > 0)));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 !self->replaying && eg_turn_get_undo_side (turn) != EG_SIDE_NONE);

  /* A replay takes the keys: the live game's are let through to it. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.close-replay", self->replaying);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.replay-key", self->replaying);
  if (self->replaying)
    {
      static const char * const game_actions[] = {
        "win.select-card", "win.direction", "win.attack", "win.parry", "win.retreat",
        "win.hint", "win.cancel", "win.reveal", "win.next-round", "win.confirm",
      };

      for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
        gtk_widget_action_set_enabled (GTK_WIDGET (self), game_actions[i], FALSE);
    }
}

/* ---- playing ---- */

/* Ctrl+Z: the person's last move and the computer's reply are taken back
 * (the application writes the log again). */
static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  gboolean was_practice;

  if (eg_turn_get_undo_side (self->turn) == EG_SIDE_NONE)
    return;
  was_practice = eg_knowledge_is_practice (self->match);
  if (!eg_turn_undo (self->turn, &error))
    {
      gtk_widget_error_bell (widget);
      return;
    }
  /* the model made it practice: said once, then the table shows it */
  if (!was_practice && eg_knowledge_is_practice (self->match))
    eg_window_add_toast (self, adw_toast_new (_("Move taken back: you had seen more, "
                                                "so this match is practice now")));
  else
    eg_window_add_toast (self, adw_toast_new (_("Move taken back")));
}

static void
select_card_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  EgTurn *turn = EG_WINDOW (widget)->turn;

  if (eg_turn_can_act (turn) && !eg_turn_cycle_card (turn, g_variant_get_int32 (parameter)))
    gtk_widget_error_bell (widget);
}

/* Chooses the next option of that kind; a bell when there is none. */
static void
choose (GtkWidget    *widget,
        EgTurnChoice  choice)
{
  if (!eg_turn_choose (EG_WINDOW (widget)->turn, choice))
    gtk_widget_error_bell (widget);
}

static void
direction_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  gboolean right = g_str_equal (g_variant_get_string (parameter, NULL), "right");

  choose (widget, right ? EG_TURN_CHOOSE_RIGHT : EG_TURN_CHOOSE_LEFT);
}

/* A, P, R: the only action of that kind is played at once (see
 * eg_turn_act()); a bell when there is none. */
static void
act (GtkWidget    *widget,
     EgTurnChoice  choice)
{
  if (!eg_turn_act (EG_WINDOW (widget)->turn, choice))
    gtk_widget_error_bell (widget);
}

static void
attack_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  act (widget, EG_TURN_CHOOSE_ATTACK);
}

static void
parry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  act (widget, EG_TURN_CHOOSE_PARRY);
}

static void
retreat_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  act (widget, EG_TURN_CHOOSE_RETREAT);
}

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  eg_turn_reveal (EG_WINDOW (widget)->turn);
}

static void
next_round_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  eg_turn_begin_round (EG_WINDOW (widget)->turn);
}

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);

  if (eg_turn_get_passing (self->turn))
    return;
  if (!eg_match_is_round_in_progress (self->match))
    {
      if (eg_match_is_over (self->match))
        gtk_widget_activate_action (widget, "app.new-match", NULL);
      else
        eg_turn_begin_round (self->turn);
    }
  else
    eg_turn_confirm (self->turn);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  eg_turn_clear_selection (EG_WINDOW (widget)->turn);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  eg_turn_hint (EG_WINDOW (widget)->turn);
}

/* ---- replay mode, files ---- */

/* A key of replay mode, handed to the replay view's action of that name. */
static void
replay_key_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);
  g_autofree char *name = g_strconcat ("replay.", g_variant_get_string (parameter, NULL), NULL);

  if (self->replaying)
    gtk_widget_activate_action (GTK_WIDGET (self->replay_view), name, NULL);
}

static void
close_replay_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  eg_window_close_replay (EG_WINDOW (widget));
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         EgWindow      *self)
{
  GFile *file = NULL;

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));

      file = files != NULL ? files->data : NULL;
      g_slist_free (files);
    }
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    file = g_value_get_object (value);

  if (file == NULL)
    return FALSE;
  eg_window_open_file (self, file);
  return TRUE;
}

void
eg_window_add_drop_target (EgWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };

  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

static void
recent_match_chosen (EgRecentMatches *dialog,
                     GFile           *file,
                     EgWindow        *self)
{
  eg_window_open_file (self, file);
}

/* The saved matches, autosaved ones included: one opens in replay mode. */
static void
recent_matches_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  EgRecentMatches *dialog = eg_recent_matches_new (GTK_WINDOW (widget), NULL);

  g_signal_connect_object (dialog, "file-chosen", G_CALLBACK (recent_match_chosen), widget, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* GTK 4.8 writes a key without a translated name by its key name:
 * "Page_Up", where a keyboard says "Page Up". */
static void
plain_key_names (GtkWidget *widget,
                 gboolean   in_keys)
{
  if (in_keys && GTK_IS_LABEL (widget) && strchr (gtk_label_get_label (GTK_LABEL (widget)), '_') != NULL)
    {
      g_autofree char *text = g_strdup (gtk_label_get_label (GTK_LABEL (widget)));

      gtk_label_set_label (GTK_LABEL (widget), g_strdelimit (text, "_", ' '));
    }
  in_keys = in_keys || GTK_IS_SHORTCUT_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    plain_key_names (child, in_keys);
}

/* The shortcuts window is built when asked for, not with every window
 * as GtkApplication does for gtk/help-overlay.ui: start-up stays lean. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/eg-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  plain_key_names (GTK_WIDGET (shortcuts), FALSE);
  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

static void
add_key (GtkShortcutController *controller,
         guint                  keyval,
         const char            *action,
         GVariant              *argument)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                            gtk_named_action_new (action));

  if (argument != NULL)
    gtk_shortcut_set_arguments (shortcut, argument);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

/* The game keys are caught before the focused widget sees them, so that
 * digits and arrows play rather than move the focus; actions that cannot
 * apply are disabled, which lets the key through. */
void
eg_window_add_game_keys (EgWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);
  int v;

  gtk_event_controller_set_name (controller, "eg-game-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (v = 1; v <= EG_N_VALUES; v++)
    {
      add_key (shortcuts, GDK_KEY_0 + v, "win.select-card", g_variant_new_int32 (v));
      add_key (shortcuts, GDK_KEY_KP_0 + v, "win.select-card", g_variant_new_int32 (v));
    }
  add_key (shortcuts, GDK_KEY_Left, "win.direction", g_variant_new_string ("left"));
  add_key (shortcuts, GDK_KEY_KP_Left, "win.direction", g_variant_new_string ("left"));
  add_key (shortcuts, GDK_KEY_Right, "win.direction", g_variant_new_string ("right"));
  add_key (shortcuts, GDK_KEY_KP_Right, "win.direction", g_variant_new_string ("right"));
  add_key (shortcuts, GDK_KEY_a, "win.attack", NULL);
  add_key (shortcuts, GDK_KEY_p, "win.parry", NULL);
  add_key (shortcuts, GDK_KEY_r, "win.retreat", NULL);
  add_key (shortcuts, GDK_KEY_h, "win.hint", NULL);
  add_key (shortcuts, GDK_KEY_Return, "win.confirm", NULL);
  add_key (shortcuts, GDK_KEY_KP_Enter, "win.confirm", NULL);
  add_key (shortcuts, GDK_KEY_Escape, "win.cancel", NULL);
  /* replay mode's keys, wherever the focus is (the header bar…) */
  eg_replay_view_add_key_map (shortcuts, "win.replay-key");
  add_key (shortcuts, GDK_KEY_Escape, "win.close-replay", NULL);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

void
eg_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.select-card", "i", select_card_action);
  gtk_widget_class_install_action (widget_class, "win.direction", "s", direction_action);
  gtk_widget_class_install_action (widget_class, "win.attack", NULL, attack_action);
  gtk_widget_class_install_action (widget_class, "win.parry", NULL, parry_action);
  gtk_widget_class_install_action (widget_class, "win.retreat", NULL, retreat_action);
  gtk_widget_class_install_action (widget_class, "win.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "win.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "win.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "win.next-round", NULL, next_round_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.close-replay", NULL, close_replay_action);
  gtk_widget_class_install_action (widget_class, "win.replay-key", "s", replay_key_action);
  gtk_widget_class_install_action (widget_class, "win.recent-matches", NULL, recent_matches_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.recent-matches", NULL);
}
