/* eg-play-from-here-dialog.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe-matches.h"
#include "eg-play-from-here-dialog.h"
#include "eg-ui-utils.h"

struct _EgPlayFromHereDialog
{
  AdwMessageDialog  parent_instance;

  EgMatch          *match;

  GtkLabel         *left_label;
  GtkDropDown      *left_drop_down;
  GtkLabel         *right_label;
  GtkDropDown      *right_drop_down;
};

G_DEFINE_FINAL_TYPE (EgPlayFromHereDialog, eg_play_from_here_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* Return plays, as in any dialog, where a drop-down would open its
 * list (Space still does). */
static gboolean
drop_down_key_pressed (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       AdwMessageDialog      *self)
{
  GtkWidget *button = gtk_window_get_default_widget (GTK_WINDOW (self));

  if ((state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return FALSE;
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  if (!GTK_IS_BUTTON (button) || !gtk_widget_is_sensitive (button))
    return FALSE;
  /* the default response's button, clicked: it answers and closes */
  g_signal_emit_by_name (button, "clicked");
  return TRUE;
}

/* As wide as its widest choice: the dialog keeps its width when a
 * choice changes. */
static void
fit_widest_choice (GtkDropDown *drop_down)
{
  guint selected = gtk_drop_down_get_selected (drop_down);
  guint n = g_list_model_get_n_items (gtk_drop_down_get_model (drop_down));
  int widest = 0;

  for (guint i = 0; i < n; i++)
    {
      int natural;

      gtk_drop_down_set_selected (drop_down, i);
      gtk_widget_measure (GTK_WIDGET (drop_down), GTK_ORIENTATION_HORIZONTAL, -1,
                          NULL, &natural, NULL, NULL);
      widest = MAX (widest, natural);
    }
  gtk_drop_down_set_selected (drop_down, selected);
  gtk_widget_set_size_request (GTK_WIDGET (drop_down), widest, -1);
}

static void
set_up_side (EgPlayFromHereDialog *self,
             EgSide                side,
             GtkLabel             *label,
             GtkDropDown          *drop_down)
{
  g_autoptr(GListModel) choices = eg_ui_player_choices_new ();
  EgPlayer *player = eg_match_get_player (self->match, side);
  g_autofree char *text = NULL;
  const char *name = eg_match_get_name (self->match, side);

  gtk_drop_down_set_model (drop_down, choices);
  /* a computer of a level this version does not know stays the computer */
  gtk_drop_down_set_selected (drop_down, eg_ui_player_choice_find (eg_player_is_human (player) ? "human"
                                                                   : eg_player_get_level (player)));

  /* Translators: in the "Play From Here" dialog; %s is a player's name */
  text = g_strdup_printf (side == EG_SIDE_LEFT ? _("%s (white fencer)") : _("%s (black fencer)"), name);
  gtk_label_set_label (label, text);
  eg_ui_set_accessible (GTK_WIDGET (drop_down), text, NULL);
  fit_widest_choice (drop_down);
}

static void
eg_play_from_here_dialog_dispose (GObject *object)
{
  EgPlayFromHereDialog *self = EG_PLAY_FROM_HERE_DIALOG (object);

  g_clear_object (&self->match);
  G_OBJECT_CLASS (eg_play_from_here_dialog_parent_class)->dispose (object);
}

static void
eg_play_from_here_dialog_class_init (EgPlayFromHereDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_play_from_here_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-play-from-here-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, EgPlayFromHereDialog, left_label);
  gtk_widget_class_bind_template_child (widget_class, EgPlayFromHereDialog, left_drop_down);
  gtk_widget_class_bind_template_child (widget_class, EgPlayFromHereDialog, right_label);
  gtk_widget_class_bind_template_child (widget_class, EgPlayFromHereDialog, right_drop_down);
}

static void
eg_play_from_here_dialog_init (EgPlayFromHereDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *drop_down = GTK_WIDGET (i == 0 ? self->left_drop_down : self->right_drop_down);
      GtkEventController *keys = gtk_event_controller_key_new ();

      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      g_signal_connect_object (keys, "key-pressed", G_CALLBACK (drop_down_key_pressed), self, 0);
      gtk_widget_add_controller (drop_down, keys);
    }
}

EgPlayFromHereDialog *
eg_play_from_here_dialog_new (GtkWindow *parent,
                              EgMatch   *match)
{
  EgPlayFromHereDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (EG_IS_MATCH (match), NULL);

  self = g_object_new (EG_TYPE_PLAY_FROM_HERE_DIALOG, "transient-for", parent, NULL);
  self->match = g_object_ref (match);
  set_up_side (self, EG_SIDE_LEFT, self->left_label, self->left_drop_down);
  set_up_side (self, EG_SIDE_RIGHT, self->right_label, self->right_drop_down);
  return self;
}

/**
 * eg_play_from_here_dialog_dup_player:
 *
 * Returns: (transfer full): a new player for @side, as chosen
 */
EgPlayer *
eg_play_from_here_dialog_dup_player (EgPlayFromHereDialog *self,
                                     EgSide                side)
{
  GtkDropDown *drop_down;
  EgPlayer *original;
  const char *player;

  g_return_val_if_fail (EG_IS_PLAY_FROM_HERE_DIALOG (self), NULL);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, NULL);

  drop_down = side == EG_SIDE_LEFT ? self->left_drop_down : self->right_drop_down;
  original = eg_match_get_player (self->match, side);
  player = eg_ui_player_choice_get (gtk_drop_down_get_selected (drop_down));
  if (g_str_equal (player, "human"))
    return eg_player_new (eg_player_get_name (original), EG_PLAYER_HUMAN, NULL);
  return eg_player_new (eg_player_get_name (original), EG_PLAYER_COMPUTER, player);
}

/**
 * eg_play_from_here_dialog_set_fork:
 * @fork: how the match would go on from the step shown (eg_replay_get_fork())
 *
 * Says what playing from here does to the cards, or why it cannot be
 * done: then the dialog only closes.
 */
void
eg_play_from_here_dialog_set_fork (EgPlayFromHereDialog *self,
                                   EgKnowledgeFork       fork)
{
  g_autofree char *text = NULL;
  gboolean refused;

  g_return_if_fail (EG_IS_PLAY_FROM_HERE_DIALOG (self));

  refused = fork == EG_KNOWLEDGE_FORK_DECIDED || fork == EG_KNOWLEDGE_FORK_CANNOT_DEAL;
  text = eg_describe_fork (fork);
  if (!refused)
    {
      g_autofree char *told = g_steal_pointer (&text);

      text = g_strconcat (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (self)), "\n\n", told, NULL);
    }
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), text);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "play", !refused);
  gtk_widget_set_visible (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (self)), !refused);
  if (refused)
    adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self), "cancel");
}
