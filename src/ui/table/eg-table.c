/* eg-table.c — the game window's table: board, hands, piles, moves, status
 *
 * A composite widget of its own template (eg-table.ui), made when the
 * window first shows a match and again, translated, on a language
 * switch. The window gives it the match, the turn (a binding of its
 * "turn" property), the screen reader's announcer and the layout its
 * width decides; the table shows them and plays on them (eg-table-play.c),
 * and says through its "busy" property when it is still again.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-describe.h"
#include "eg-knowledge.h"
#include "eg-round-summary.h"
#include "eg-table-private.h"

G_DEFINE_FINAL_TYPE (EgTable, eg_table, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_TURN,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
name_of (EgTable *self,
         EgSide   side)
{
  return eg_match_get_name (self->match, side);
}

/* ---- the players and their hands ---- */

static void
update_pips (EgTable *self,
             GtkBox  *box,
             EgSide   side)
{
  guint target = eg_match_get_target_score (self->match);
  guint score = eg_match_get_score (self->match, side);
  g_autofree char *text = NULL;
  GtkWidget *child;
  guint i;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);

  if (target <= 12)
    for (i = 0; i < target; i++)
      {
        GtkWidget *pip = gtk_label_new (NULL);

        gtk_widget_add_css_class (pip, "pip");
        if (i < score)
          gtk_widget_add_css_class (pip, "won");
        gtk_accessible_update_state (GTK_ACCESSIBLE (pip), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
        gtk_box_append (box, pip);
      }

  text = eg_describe_score (score, target);
  if (target > 12)
    {
      GtkWidget *label = gtk_label_new (text);

      gtk_box_append (box, label);
    }
  gtk_widget_set_tooltip_text (GTK_WIDGET (box), text);
  eg_ui_set_accessible (GTK_WIDGET (box), _("Score"), text);
}

/* A player's panel shows their hand face up where the model says anyone
 * may see it (a round that has ended: the cards explain it); @reveal
 * (TRUE) then. */
static gboolean
update_side_hand (EgTable    *self,
                  EgHandView *hand,
                  EgSide      side)
{
  guint8 cards[EG_N_VALUES + 1];

  eg_hand_view_set_owner (hand, name_of (self, side));
  eg_hand_view_set_compact (hand, TRUE);
  eg_hand_view_set_interactive (hand, FALSE);

  if (eg_match_get_round_number (self->match) > 0 &&
      eg_knowledge_get_live_hand (self->match, EG_SIDE_NONE, side, cards))
    {
      eg_hand_view_set_cards (hand, cards);
      /* the cards that decided (those of the final distance, or of the
       * attack nobody could parry) stand out */
      eg_hand_view_set_playable (hand, 0);
      eg_hand_view_set_highlighted (hand, eg_round_summary_decisive_match (self->match));
      gtk_widget_set_visible (GTK_WIDGET (hand), TRUE);
      return TRUE;
    }
  eg_hand_view_set_highlighted (hand, 0);

  /* the size of a hand is public */
  eg_hand_view_set_face_down (hand, eg_match_get_round_number (self->match) > 0
                                    ? eg_round_get_hand_size (eg_match_get_round_state (self->match), side)
                                    : 0);
  gtk_widget_set_visible (GTK_WIDGET (hand), side != eg_turn_get_viewer (self->turn));
  return FALSE;
}

static void
update_hand (EgTable  *self,
             gboolean  reveal_all)
{
  EgSide viewer = eg_turn_get_viewer (self->turn);
  guint8 cards[EG_N_VALUES + 1];

  /* When the cards decide, both hands are face up in the players' panels:
   * the viewer's large hand would show the same cards twice. */
  if (viewer != EG_SIDE_NONE && eg_match_get_round_number (self->match) > 0 && !reveal_all &&
      eg_knowledge_get_live_hand (self->match, viewer, viewer, cards))
    {
      g_autofree char *title = NULL;

      eg_hand_view_set_owner (self->hand_view, name_of (self, viewer));
      eg_hand_view_set_cards (self->hand_view, cards);
      eg_hand_view_set_interactive (self->hand_view, eg_turn_can_act (self->turn));
      /* Translators: above the hand of cards at the bottom */
      title = g_strdup_printf (_("%s’s cards"), name_of (self, viewer));
      gtk_label_set_label (self->hand_title, title);
      gtk_widget_set_visible (self->hand_area, TRUE);
    }
  else
    {
      eg_hand_view_set_face_down (self->hand_view, 0);
      gtk_widget_set_visible (self->hand_area, FALSE);
    }
}

static void
update_players (EgTable *self)
{
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    {
      g_autofree char *kind = eg_describe_player_kind (self->match, side);

      gtk_label_set_label (side == EG_SIDE_LEFT ? self->left_name_label : self->right_name_label,
                           name_of (self, side));
      gtk_label_set_label (side == EG_SIDE_LEFT ? self->left_kind_label : self->right_kind_label, kind);
      update_pips (self, side == EG_SIDE_LEFT ? self->left_pips : self->right_pips, side);
    }
}

void
eg_table_show_position (EgTable *self)
{
  EgMatch *match;
  gboolean in_progress, reveal_all;
  g_autofree char *round_text = NULL;

  g_return_if_fail (EG_IS_TABLE (self));

  match = self->match;
  if (match == NULL || self->turn == NULL)
    return;
  in_progress = eg_match_is_round_in_progress (match);

  update_players (self);
  round_text = eg_describe_round_heading (eg_match_get_round_number (match), eg_match_get_target_score (match));
  gtk_label_set_label (self->round_label, round_text);

  eg_board_set_names (self->board, name_of (self, EG_SIDE_LEFT), name_of (self, EG_SIDE_RIGHT));
  eg_board_set_positions (self->board,
                          eg_match_get_position (match, EG_SIDE_LEFT),
                          eg_match_get_position (match, EG_SIDE_RIGHT),
                          in_progress && eg_match_get_round_actions (match, NULL) > 0);

  /* both hands face up where the model says anyone may see them */
  reveal_all = update_side_hand (self, self->left_hand, EG_SIDE_LEFT);
  reveal_all = update_side_hand (self, self->right_hand, EG_SIDE_RIGHT) && reveal_all;
  update_hand (self, reveal_all);

  eg_table_show_selection (self);
}

static void
hand_card_activated_cb (EgHandView *hand,
                        guint       value,
                        gboolean    selected,
                        EgTable    *self)
{
  eg_turn_toggle_card (self->turn, value, selected);
}

/* ---- the status line and the thinking bar ---- */

void
eg_table_show_status (EgTable *self)
{
  if (self->turn != NULL)
    gtk_label_set_label (self->status_label, eg_table_get_status_text (self));
}

/* The bar fills with master's thinking time. The model tells when the
 * thinking starts and when master has chosen; in between libadwaita
 * runs the bar evenly (time passes evenly: linear) from where master is
 * to the end over the rest of its budget. Master may choose before the
 * bar is full: the bar is then completed at once, and stays full until
 * the move is played; on a busy machine it may think on with the bar
 * full. So the bar only grows while it shows, whatever the machine's
 * speed. With reduced motion libadwaita ends the animation as it
 * starts: the bar stands full while master thinks. */
static void
thinking_value (double   value,
                gpointer user_data)
{
  EgTable *self = user_data;

  gtk_progress_bar_set_fraction (self->thinking_bar, value);
}

static void
computer_thinking_changed (EgTable *self)
{
  AdwTimedAnimation *fill = ADW_TIMED_ANIMATION (self->thinking_animation);
  GtkWidget *bar = GTK_WIDGET (self->thinking_bar);
  double thought;

  if (self->turn != NULL && eg_turn_get_computer_thinking (self->turn))
    {
      /* from the search's start, or where it is when the table comes */
      thought = CLAMP (eg_turn_get_thinking (self->turn), 0, 1);
      adw_animation_reset (self->thinking_animation);
      adw_timed_animation_set_value_from (fill, thought);
      adw_timed_animation_set_duration (fill, MAX (1, (guint) ((1 - thought) * EG_AI_MASTER_BUDGET_MS)));
      gtk_progress_bar_set_fraction (self->thinking_bar, thought);
      gtk_widget_set_opacity (bar, 1);
      adw_animation_play (self->thinking_animation);
    }
  else if (gtk_widget_get_opacity (bar) > 0)
    {
      /* chosen, early or late: full until the move is played */
      adw_animation_skip (self->thinking_animation);
      gtk_progress_bar_set_fraction (self->thinking_bar, 1);
    }
}

static void
computer_busy_changed (EgTable *self)
{
  if (self->turn != NULL && eg_turn_get_computer_busy (self->turn))
    return;
  /* the move is played (or the search given up): the bar goes */
  gtk_widget_set_opacity (GTK_WIDGET (self->thinking_bar), 0);
  adw_animation_reset (self->thinking_animation);
  gtk_progress_bar_set_fraction (self->thinking_bar, 0);
}

/* ---- what the window gives ---- */

static void
set_turn (EgTable *self,
          EgTurn  *turn)
{
  if (!g_set_object (&self->turn, turn))
    return;
  g_signal_group_set_target (self->turn_signals, turn);
  eg_table_show_status (self);
  computer_busy_changed (self);
  computer_thinking_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
}

void
eg_table_set_match (EgTable *self,
                    EgMatch *match)
{
  g_return_if_fail (EG_IS_TABLE (self));
  g_return_if_fail (match == NULL || EG_IS_MATCH (match));

  g_set_object (&self->match, match);
  self->draw_side = EG_SIDE_NONE;
  self->deal_pending = FALSE;
  self->show_pending = FALSE;
  self->focus_page = NULL;
  eg_live_moves_set_match (self->live_moves, match);
  eg_live_moves_set_match (self->recent_moves, match);
  if (match == NULL)
    return;
  self->pile_count = eg_match_get_pile_count (match);
  /* the fencers stand where they are, they do not walk there */
  eg_board_set_positions (self->board,
                          eg_match_get_position (match, EG_SIDE_LEFT),
                          eg_match_get_position (match, EG_SIDE_RIGHT),
                          FALSE);
}

void
eg_table_set_announcer (EgTable     *self,
                        EgAnnouncer *announcer)
{
  g_return_if_fail (EG_IS_TABLE (self));

  g_set_object (&self->announcer, announcer);
}

void
eg_table_set_playing (EgTable  *self,
                      gboolean  playing)
{
  g_return_if_fail (EG_IS_TABLE (self));

  self->playing = playing;
}

/* The moves beside the board, never over it: shown, in a narrow window
 * too, they take a column of the board's width, so that no fencer is
 * ever under them. */
void
eg_table_set_layout (EgTable  *self,
                     gboolean  moves_shown,
                     gboolean  lesson_centred)
{
  g_return_if_fail (EG_IS_TABLE (self));

  self->moves_shown = moves_shown;
  self->lesson_centred = lesson_centred;
  gtk_widget_set_visible (self->moves_panel, moves_shown);
  if (moves_shown)
    gtk_widget_add_css_class (GTK_WIDGET (self->board), "beside-moves");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->board), "beside-moves");
  eg_table_place_lesson (self);
}

void
eg_table_set_lesson (EgTable  *self,
                     EgLesson *lesson)
{
  g_return_if_fail (EG_IS_TABLE (self));

  eg_lesson_panel_set_lesson (self->lesson_panel, lesson);
  eg_table_place_lesson (self);
  /* a lesson's panel says which cards to choose: no prompt under the hand */
  eg_table_show_selection (self);
}

gboolean
eg_table_focus_hand (EgTable *self)
{
  g_return_val_if_fail (EG_IS_TABLE (self), FALSE);

  return gtk_widget_grab_focus (GTK_WIDGET (self->hand_view));
}

void
eg_table_add_toast (EgTable  *self,
                    AdwToast *toast)
{
  g_return_if_fail (EG_IS_TABLE (self));

  /* a word said, then out of the way: at the foot of the table, where
   * on the pass screen and at a round's end it may stand over the
   * button that goes on, briefly */
  adw_toast_set_timeout (toast, g_strcmp0 (gtk_stack_get_visible_child_name (self->action_stack), "hand") == 0
                                ? 3 : 1);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

void
eg_table_carry_over (EgTable *self,
                     EgTable *old)
{
  g_return_if_fail (EG_IS_TABLE (self));
  g_return_if_fail (EG_IS_TABLE (old));

  /* the old one hears the turn no more: the new one reports the show */
  set_turn (old, NULL);
  self->show_pending = old->show_pending;
  self->pile_count = old->pile_count;
  self->calm_pile = old->calm_pile;
  self->calm_top = old->calm_top;
  self->deal_pending = old->deal_pending;
  self->draw_side = old->draw_side;
  self->draw_count = old->draw_count;
  memcpy (self->draw_kept, old->draw_kept, sizeof self->draw_kept);
  self->draw_kept_known = old->draw_kept_known;
  self->draw_delay = old->draw_delay;
  self->return_down = old->return_down;
  self->pass_armed = old->pass_armed;
  self->pass_shown_us = old->pass_shown_us;
}

/* ---- settings ---- */

static void
speed_changed (EgTable *self)
{
  self->speed = g_settings_get_enum (self->settings, "animation-speed");
  eg_board_set_speed (self->board, self->speed);
}

/* ---- the class ---- */

static void
eg_table_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  EgTable *self = EG_TABLE (object);

  switch (prop_id)
    {
    case PROP_TURN:
      g_value_set_object (value, self->turn);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, eg_table_get_busy (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_table_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  EgTable *self = EG_TABLE (object);

  switch (prop_id)
    {
    case PROP_TURN:
      set_turn (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_table_dispose (GObject *object)
{
  EgTable *self = EG_TABLE (object);

  if (self->thinking_animation != NULL)
    adw_animation_reset (self->thinking_animation);
  g_clear_object (&self->thinking_animation);
  g_signal_group_set_target (self->turn_signals, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), EG_TYPE_TABLE);
  g_clear_object (&self->turn);
  g_clear_object (&self->match);
  g_clear_object (&self->announcer);
  G_OBJECT_CLASS (eg_table_parent_class)->dispose (object);
}

static void
eg_table_finalize (GObject *object)
{
  EgTable *self = EG_TABLE (object);

  g_clear_object (&self->turn_signals);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (eg_table_parent_class)->finalize (object);
}

static void
eg_table_class_init (EgTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = eg_table_get_property;
  object_class->set_property = eg_table_set_property;
  object_class->dispose = eg_table_dispose;
  object_class->finalize = eg_table_finalize;

  properties[PROP_TURN] =
    g_param_spec_object ("turn", NULL, NULL, EG_TYPE_TURN,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (EG_TYPE_BOARD);
  g_type_ensure (EG_TYPE_FLIGHT_LAYER);
  g_type_ensure (EG_TYPE_HAND_VIEW);
  g_type_ensure (EG_TYPE_LESSON_PANEL);
  g_type_ensure (EG_TYPE_LIVE_MOVES);
  g_type_ensure (EG_TYPE_PILES_VIEW);
  g_type_ensure (EG_TYPE_ROUND_END_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-table.ui");
#define BIND(field) gtk_widget_class_bind_template_child (widget_class, EgTable, field)
  BIND (toasts);
  BIND (flights);
  BIND (left_name_label);
  BIND (right_name_label);
  BIND (left_kind_label);
  BIND (right_kind_label);
  BIND (left_pips);
  BIND (right_pips);
  BIND (left_hand);
  BIND (right_hand);
  BIND (round_label);
  BIND (piles);
  BIND (moves_panel);
  BIND (live_moves);
  BIND (recent_moves);
  BIND (status_label);
  BIND (thinking_bar);
  BIND (action_stack);
  BIND (hand_page);
  BIND (hand_area);
  BIND (hand_title);
  BIND (hand_view);
  BIND (options_box);
  BIND (pass_detail);
  BIND (pass_button);
  BIND (round_end);
  BIND (action_overlay);
  BIND (hint_reason);
  BIND (lesson_panel);
  BIND (board);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, hand_card_activated_cb);
  eg_table_class_add_play (widget_class);
  eg_table_class_add_lesson (widget_class);
}

static void
eg_table_init (EgTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->draw_side = EG_SIDE_NONE;
  self->playing = TRUE;

  /* the players' panels show both hands at a round's end */
  eg_round_end_view_set_in_table (self->round_end, TRUE);
  eg_ui_hide_stack_pages (self->action_stack);
  eg_table_init_lesson (self);

  self->thinking_animation =
    adw_timed_animation_new (GTK_WIDGET (self->thinking_bar), 0, 1, EG_AI_MASTER_BUDGET_MS,
                             adw_callback_animation_target_new (thinking_value, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->thinking_animation), ADW_LINEAR);

  self->turn_signals = g_signal_group_new (EG_TYPE_TURN);
  g_signal_group_connect_object (self->turn_signals, "show", G_CALLBACK (eg_table_turn_show_cb), self, 0);
  g_signal_group_connect_object (self->turn_signals, "notify::status", G_CALLBACK (eg_table_show_status), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->turn_signals, "notify::computer-busy", G_CALLBACK (computer_busy_changed),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->turn_signals, "notify::computer-thinking",
                                 G_CALLBACK (computer_thinking_changed), self, G_CONNECT_SWAPPED);

  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::animation-speed", G_CALLBACK (speed_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::count-cards", G_CALLBACK (eg_table_show_action_area), self,
                           G_CONNECT_SWAPPED);
  speed_changed (self);
  eg_table_set_layout (self, FALSE, FALSE);
}

EgTable *
eg_table_new (void)
{
  return g_object_new (EG_TYPE_TABLE, NULL);
}
