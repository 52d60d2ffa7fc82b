/* eg-table-play.c — the table in play: the board's targets, each move shown,
 * the action area (the hand, the pass screen, the round's end)
 *
 * The board offers the legal actions of the person to act as targets (all
 * of them with no card chosen, those of the cards chosen, those a dragged
 * card starts), as the turn lists them. Each action applied is shown,
 * as the turn announces it (EgTurn::show) before anything else changes:
 * its cards fly from the hand to the discard pile, the fencer slides,
 * lunges, parries, is hit, new cards fly in; once all that is over the
 * table tells the turn (eg_turn_action_shown()), and only then does the
 * computer's next action start, after the reading time of the speed.
 * The action area below the track keeps its size whatever it holds: the
 * hand and its options, the hot-seat pass screen (only once the move has
 * been seen), or the round's end with its explanation and, at the
 * match's end, its summary. Under the hand, the options of the cards
 * chosen, as buttons, and what they allow or a notice.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-action.h"
#include "eg-board-targets.h"
#include "eg-card.h"
#include "eg-describe.h"
#include "eg-knowledge.h"
#include "eg-lesson.h"
#include "eg-reasons.h"
#include "eg-round-summary.h"
#include "eg-ui-utils.h"
#include "eg-table-private.h"

/* ---- the selected cards and what they allow ---- */

static void
option_clicked (GtkButton *button,
                EgTable   *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "eg-option"));
  guint n_options;
  const EgAction *options = eg_turn_get_options (self->turn, &n_options);

  if (index < n_options)
    eg_turn_play (self->turn, &options[index]);
}

static GtkWidget *
option_button (EgTable        *self,
               const EgAction *option,
               guint           index,
               gboolean        chosen)
{
  g_autofree char *label = eg_describe_option (option, TRUE);
  g_autofree char *spoken = eg_describe_option (option, FALSE);
  const char *key = eg_describe_option_key (option);
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_set_tooltip_text (button, key);
  /* a screen reader says the move, not the arrow drawn beside it */
  eg_ui_set_accessible (button, spoken, key);
  gtk_widget_add_css_class (button, "option");
  gtk_widget_add_css_class (button, "pill");
  if (chosen)
    gtk_widget_add_css_class (button, "suggested-action");
  g_object_set_data (G_OBJECT (button), "eg-option", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", G_CALLBACK (option_clicked), self);
  return button;
}

/* Under a hint, why: what sets its action apart, from the viewer's own
 * view (the analysis' words, no search), whole, right of the hand (the
 * table places it: action_overlay_position_cb()). Any other notice (an
 * answer to a key: more than one move, a card not held, a refusal) in
 * the same place, so that it never makes the action area taller and
 * moves the track. In a lesson that room is the hand's: the lesson's
 * panel says why, and a notice stays under the options. */
static void
show_hint_reason (EgTable *self)
{
  const EgAction *hint = eg_turn_get_hint (self->turn);
  const char *notice = eg_turn_get_notice (self->turn);
  EgSide viewer = eg_turn_get_viewer (self->turn);
  g_autofree char *reason = NULL;
  gboolean beside = eg_lesson_panel_get_lesson (self->lesson_panel) == NULL && eg_turn_can_act (self->turn);
  EgView view;

  if (beside && hint != NULL && eg_knowledge_get_live_view (self->match, viewer, &view))
    reason = eg_reasons_describe_hint (&view, hint, eg_match_get_name (self->match, EG_OPPONENT (viewer)));
  else if (beside && hint == NULL && notice != NULL)
    reason = g_strdup (notice);
  gtk_label_set_label (self->hint_reason, reason != NULL ? reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_reason), reason != NULL);
  eg_ui_set_css_class (GTK_WIDGET (self->hint_reason), "dim-label", hint != NULL);
  eg_ui_set_css_class (GTK_WIDGET (self->hint_reason), "notice", hint == NULL);
}

/* A lesson whose script has been played: the panel offers the ways on,
 * and nothing on the table invites a move (the lesson would refuse it). */
static gboolean
lesson_done (EgTable *self)
{
  return eg_lesson_panel_get_done (self->lesson_panel);
}

/* The status line: the turn's, or, once a lesson is done, what to do
 * instead of a move. */
const char *
eg_table_get_status_text (EgTable *self)
{
  g_return_val_if_fail (EG_IS_TABLE (self), NULL);

  if (lesson_done (self))
    return eg_lesson_describe_done ();
  return self->turn != NULL ? eg_turn_get_status (self->turn) : NULL;
}

/* Below the options: a notice, or what the cards chosen allow. */
static GtkWidget *
prompt_label (EgTable *self)
{
  const char *notice = eg_turn_get_notice (self->turn);
  EgPrompt prompt = eg_turn_get_prompt (self->turn);
  GtkWidget *label;

  if (!eg_turn_can_act (self->turn) || lesson_done (self))
    return NULL;

  /* a hint in a lesson: its option is chosen, and the panel says why */
  if (notice != NULL && eg_turn_get_hint (self->turn) != NULL &&
      eg_lesson_panel_get_lesson (self->lesson_panel) != NULL)
    return NULL;
  /* any other notice outside a lesson is beside the hand
   * (show_hint_reason()): here the prompt it answers stays */
  if (notice != NULL && eg_turn_get_hint (self->turn) == NULL &&
      eg_lesson_panel_get_lesson (self->lesson_panel) == NULL)
    notice = NULL;
  if (notice != NULL)
    {
      label = gtk_label_new (notice);
      /* a long suggestion wraps rather than widening the window */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      /* at least a few words a line: the window's smallest height is
       * measured at the label's smallest width */
      gtk_label_set_width_chars (GTK_LABEL (label), 30);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_widget_add_css_class (label, "notice");
      return label;
    }

  /* in a lesson, its panel says which cards to choose: under the hand
   * the options alone, in one row beside the panel */
  if (prompt == EG_PROMPT_NONE ||
      (prompt != EG_PROMPT_NO_PLAY && eg_lesson_panel_get_lesson (self->lesson_panel) != NULL))
    return NULL;
  label = gtk_label_new (eg_describe_prompt (prompt));
  gtk_widget_add_css_class (label, "dim-label");
  if (prompt == EG_PROMPT_INDIRECT)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_width_chars (GTK_LABEL (label), 30);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
    }
  else
    {
      /* about the hand's width, and in a lesson the column beside its
       * panel (eg_table_place_lesson()) */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_label_set_width_chars (GTK_LABEL (label), 30);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
    }
  return label;
}

void
eg_table_show_selection (EgTable *self)
{
  gboolean hints = g_settings_get_boolean (self->settings, "move-hints");
  const EgAction *chosen;
  const EgAction *options;
  guint n_options, chosen_square;
  guint32 reach;
  EgSide attacked;
  GtkWidget *child, *prompt;

  g_return_if_fail (EG_IS_TABLE (self));

  if (self->turn == NULL)
    return;
  chosen = eg_turn_get_chosen (self->turn);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box))) != NULL)
    gtk_flow_box_remove (self->options_box, child);

  eg_hand_view_set_playable (self->hand_view, hints && !lesson_done (self) ? eg_turn_get_playable (self->turn) : 0);

  options = eg_turn_get_options (self->turn, &n_options);
  for (guint i = 0; i < n_options; i++)
    eg_ui_flow_box_append (self->options_box,
                           option_button (self, &options[i], i,
                                          chosen != NULL && eg_action_equal (&options[i], chosen)));
  prompt = prompt_label (self);
  if (prompt != NULL)
    eg_ui_flow_box_append (self->options_box, prompt);
  show_hint_reason (self);

  eg_turn_get_highlight (self->turn, hints, &reach, &chosen_square, &attacked);
  if (lesson_done (self))
    {
      reach = 0;
      chosen_square = 0;
      attacked = EG_SIDE_NONE;
    }
  eg_board_set_highlight (self->board, reach, chosen_square, attacked);
  eg_hand_view_set_selection (self->hand_view, eg_turn_get_selection (self->turn));
  eg_table_update_targets (self);
}

/* ---- the board's targets ---- */

/* The turn's targets, by their index as the board's ids. */
static const EgAction *
targets (EgTable  *self,
         guint    *n)
{
  *n = 0;
  if (self->match == NULL || !self->playing || lesson_done (self))
    return NULL;
  return eg_turn_get_targets (self->turn, self->drag_value, n);
}

void
eg_table_update_targets (EgTable *self)
{
  guint n;
  const EgAction *actions = targets (self, &n);
  guint8 pos[2];

  if (n == 0)
    {
      eg_board_clear_targets (self->board);
      return;
    }
  pos[EG_SIDE_LEFT] = eg_match_get_position (self->match, EG_SIDE_LEFT);
  pos[EG_SIDE_RIGHT] = eg_match_get_position (self->match, EG_SIDE_RIGHT);
  eg_board_targets_show (self->board, actions, n, pos,
                         eg_match_get_name (self->match, eg_match_get_side_to_act (self->match)));
}

static void
board_target_activated_cb (EgBoard  *board,
                           guint     id,
                           EgTable  *self)
{
  guint n;
  const EgAction *actions = targets (self, &n);
  EgAction action;

  if (id >= n)
    return;
  action = actions[id];
  self->drag_value = 0;
  eg_turn_play (self->turn, &action);
}

static void
hand_drag_begin_cb (EgHandView *hand,
                    guint       value,
                    EgTable    *self)
{
  self->drag_value = value;
  eg_table_update_targets (self);
}

static void
hand_drag_end_cb (EgHandView *hand,
                  EgTable    *self)
{
  if (self->drag_value == 0)
    return;
  self->drag_value = 0;
  eg_table_update_targets (self);
}

/* ---- what each action shows ---- */

gboolean
eg_table_get_busy (EgTable *self)
{
  g_return_val_if_fail (EG_IS_TABLE (self), FALSE);

  return eg_board_is_animating (self->board) || eg_flight_layer_is_animating (self->flights);
}

/* The hand a side's cards are seen in: the large one of the person at
 * the screen, else the side's panel. */
static EgHandView *
hand_of (EgTable  *self,
         EgSide    side)
{
  if (side == eg_turn_get_viewer (self->turn))
    return self->hand_view;
  return side == EG_SIDE_LEFT ? self->left_hand : self->right_hand;
}

/* A card of @value in @hand, not yet taken (face down: any card). */
static GtkWidget *
card_in (EgHandView *hand,
         guint       value,
         guint8     *taken)
{
  guint i, n = eg_hand_view_get_n_cards (hand);

  for (i = 0; i < n; i++)
    if (!taken[i] && (!eg_hand_view_is_face_up (hand) || eg_hand_view_get_value (hand, i) == value))
      {
        taken[i] = TRUE;
        return eg_hand_view_get_card (hand, i);
      }
  return NULL;
}

/* The turn announces @action before the window shows the new position:
 * the hand still holds the cards played, where they fly from. */
static void
show_action (EgTable        *self,
             const EgAction *action)
{
  EgMatch *match = self->match;
  guint pile_count = eg_match_get_pile_count (match);
  guint left = eg_match_get_position (match, EG_SIDE_LEFT);
  guint right = eg_match_get_position (match, EG_SIDE_RIGHT);
  EgHandView *hand = hand_of (self, action->side);
  GtkWidget *discard = eg_piles_view_get_discard_pile (self->piles);
  guint8 taken[EG_DECK_SIZE] = { 0 };
  guint8 cards[EG_N_VALUES + 1];
  guint values[EG_HAND_SIZE], n_played = 0, drawn, first, i;
  guint card_ms = eg_animation_duration_for (GTK_WIDGET (self), EG_ANIMATION_CARD, self->speed);
  guint flight_ms = 0, stagger = card_ms / 4;

  /* the cards the action plays, the first one (a move's card) first */
  eg_action_get_cards (action, cards);
  first = eg_action_get_first_card (action);
  values[n_played++] = first;
  cards[first]--;
  for (i = 1; i <= EG_N_VALUES; i++)
    for (; cards[i] > 0 && n_played < EG_HAND_SIZE; cards[i]--)
      values[n_played++] = i;

  /* the cards played, face up on their way to the discard pile */
  for (i = 0; i < n_played; i++)
    {
      GtkWidget *card = card_in (hand, values[i], taken);

      if (card != NULL)
        eg_flight_layer_fly (self->flights, card, discard, values[i], EG_ANIMATION_CARD, self->speed, i * stagger);
    }
  if (n_played > 0)
    flight_ms = card_ms + (n_played - 1) * stagger;

  /* the cards drawn, face down, once those are down: they fly to their
   * own places once the hand shows them (fly_draws()) */
  drawn = self->pile_count > pile_count ? self->pile_count - pile_count : 0;
  self->draw_side = drawn > 0 ? action->side : EG_SIDE_NONE;
  self->draw_count = (guint8) drawn;
  self->draw_delay = flight_ms;
  self->draw_kept_known = eg_hand_view_is_face_up (hand);
  memset (self->draw_kept, 0, sizeof self->draw_kept);
  for (i = 0; self->draw_kept_known && i < eg_hand_view_get_n_cards (hand); i++)
    if (!taken[i])
      self->draw_kept[eg_hand_view_get_value (hand, i)]++;
  self->pile_count = pile_count;

  /* the fencers: a step, then the blade */
  if (eg_board_get_position (self->board, EG_SIDE_LEFT) != left ||
      eg_board_get_position (self->board, EG_SIDE_RIGHT) != right)
    eg_board_set_positions (self->board, left, right, TRUE);
  if (eg_action_is_attack (action))
    {
      if (eg_match_get_round_reason (match) == EG_REASON_HIT)
        eg_board_play_effect (self->board, EG_BOARD_EFFECT_HIT, EG_OPPONENT (action->side));
      else
        eg_board_play_effect (self->board, EG_BOARD_EFFECT_LUNGE, action->side);
    }
  else if (action->type == EG_ACTION_PARRY)
    eg_board_play_effect (self->board, EG_BOARD_EFFECT_PARRY, action->side);
}

/* The turn announces an action played or, with @action NULL, a round
 * dealt: the table shows it, and tells the turn once it is still again
 * (report_shown()). A deal waits for the hands to show the new round
 * (after the window's refresh, in eg_table_show_action_area()). */
void
eg_table_turn_show_cb (EgTurn         *turn,
                       const EgAction *action,
                       EgTable        *self)
{
  if (action != NULL)
    {
      show_action (self, action);
      if (self->announcer != NULL)
        eg_announcer_action (self->announcer, self->match, action);
    }
  else
    {
      self->pile_count = eg_match_get_pile_count (self->match);
      self->deal_pending = TRUE;
      if (self->announcer != NULL)
        eg_announcer_reset (self->announcer);
    }
  self->show_pending = TRUE;
  eg_turn_hold_show (turn);
}

/* What the turn announced has been shown once nothing moves: the
 * computer's next action may start. */
static void
report_shown (EgTable *self)
{
  if (!self->show_pending || eg_table_get_busy (self))
    return;
  self->show_pending = FALSE;
  eg_turn_action_shown (self->turn);
}

/* The cards an action drew, from the pile to the places they take in
 * the hand now shown: in a hand face up the cards that were not there
 * before, else the last ones. */
static void
fly_draws (EgTable *self)
{
  EgHandView *hand = hand_of (self, self->draw_side);
  GtkWidget *pile = eg_piles_view_get_draw_pile (self->piles);
  guint stagger = eg_animation_duration_for (GTK_WIDGET (self), EG_ANIMATION_CARD, self->speed) / 4;
  guint n = eg_hand_view_get_n_cards (hand);
  gboolean face_up = self->draw_kept_known && eg_hand_view_is_face_up (hand);
  guint8 kept[EG_N_VALUES + 1];
  guint i, k = 0;

  memcpy (kept, self->draw_kept, sizeof kept);
  for (i = 0; i < n && k < self->draw_count; i++)
    {
      guint value = face_up ? eg_hand_view_get_value (hand, i) : 0;

      /* a card that stayed: the first ones of each value, or all but
       * the last ones face down */
      if (face_up ? kept[value] > 0 : i < n - self->draw_count)
        {
          if (face_up)
            kept[value]--;
          continue;
        }
      eg_flight_layer_deliver (self->flights, pile, eg_hand_view_get_card (hand, i),
                               EG_ANIMATION_DRAW, self->speed, self->draw_delay + k++ * stagger);
    }
  self->draw_side = EG_SIDE_NONE;
}

/* Five cards each, one at a time, the starter first, face down. */
static void
deal (EgTable *self)
{
  EgSide starter = eg_match_get_round_starter (self->match);
  GtkWidget *pile = eg_piles_view_get_draw_pile (self->piles);
  guint deal_ms = eg_animation_duration_for (GTK_WIDGET (self), EG_ANIMATION_DEAL, self->speed);
  guint k, j;

  for (k = 0; k < EG_HAND_SIZE; k++)
    for (j = 0; j < 2; j++)
      {
        EgSide side = j == 0 ? starter : EG_OPPONENT (starter);
        EgHandView *hand = hand_of (self, side);

        if (k < eg_hand_view_get_n_cards (hand))
          eg_flight_layer_deliver (self->flights, pile, eg_hand_view_get_card (hand, k),
                                   EG_ANIMATION_DRAW, self->speed, (2 * k + j) * deal_ms);
      }
}

/* ---- the action area ---- */

static void
update_pass_screen (EgTable *self)
{
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *button = NULL;

  /* the title ("Pass to Bob") is the status line's, just above */
  eg_describe_pass_screen (self->match, &title, &detail, &button);
  gtk_label_set_label (self->pass_detail, detail);
  gtk_button_set_label (self->pass_button, button);
}

static void
update_round_end (EgTable *self)
{
  EgMatch *match = self->match;

  if (eg_match_is_over (match))
    {
      eg_round_end_view_show_match (self->round_end, match);
      /* a lesson's end offers the next lesson, in the lesson's panel */
      if (eg_knowledge_is_lesson (match))
        eg_round_end_view_set_primary (self->round_end, NULL, NULL);
      else
        eg_round_end_view_set_primary (self->round_end, _("_New Match"), "app.new-match");
      eg_round_end_view_set_replay_action (self->round_end,
                                           eg_knowledge_is_lesson (match) ? NULL : "win.watch-replay");
    }
  else if (eg_match_get_round_number (match) == 0)
    {
      eg_round_end_view_show_start (self->round_end, match);
      eg_round_end_view_set_primary (self->round_end, _("_Start the Match"), "win.next-round");
      eg_round_end_view_set_replay_action (self->round_end, NULL);
    }
  else
    {
      eg_round_end_view_show_round (self->round_end, match);
      eg_round_end_view_set_primary (self->round_end, _("_Next Round"), "win.next-round");
      eg_round_end_view_set_replay_action (self->round_end, NULL);
    }
}

/* What a player may count: the whole discard pile, the values not seen
 * by the person at the screen (a setting), the last card coming. While
 * cards are in the air the piles show what they showed before: the card
 * lands, then the pile has it. */
static void
update_piles (EgTable *self)
{
  EgSide viewer = eg_turn_get_viewer (self->turn);
  gboolean in_progress = eg_match_is_round_in_progress (self->match);
  gboolean started = eg_match_get_round_number (self->match) > 0;
  g_autofree char *warning = NULL;
  EgView view;

  /* the public part of the view; with nobody at the screen, no hand */
  eg_knowledge_get_live_view (self->match, viewer, &view);
  if (!eg_flight_layer_is_animating (self->flights))
    {
      self->calm_pile = view.pile_count;
      self->calm_top = started ? view.discard_top : 0;
    }
  eg_piles_view_show (self->piles, self->calm_pile, self->calm_top);
  eg_piles_view_set_discards (self->piles, view.discard);

  if (viewer != EG_SIDE_NONE && started && g_settings_get_boolean (self->settings, "count-cards"))
    {
      guint8 unseen[EG_N_VALUES + 1];

      eg_view_unseen (&view, unseen);
      /* at the round's end, a hand shown is seen: what is left unseen
       * is the pile */
      if (!in_progress)
        {
          guint8 theirs[EG_N_VALUES + 1];

          if (eg_knowledge_get_live_hand (self->match, viewer, EG_OPPONENT (viewer), theirs))
            for (guint v = 1; v <= EG_N_VALUES; v++)
              unseen[v] -= theirs[v];
        }
      eg_piles_view_set_unseen (self->piles, unseen);
    }
  else
    eg_piles_view_set_unseen (self->piles, NULL);

  if (in_progress)
    warning = eg_round_summary_last_card (&view, eg_match_get_name (self->match, eg_match_get_side_to_act (self->match)));
  eg_piles_view_set_warning (self->piles, warning);
}

/* The last action, marked on the board until the next: the model says
 * what it did and what to say of it. */
static void
update_last_move (EgTable *self)
{
  EgLastMove move;

  eg_turn_get_last_move (self->turn, &move);
  eg_board_targets_show_last_move (self->board, &move, eg_match_get_name (self->match, EG_SIDE_LEFT),
                                   eg_match_get_name (self->match, EG_SIDE_RIGHT));
}

/* ---- the focus ---- */

/* The keyboard focus says where the player is: on the pass screen its
 * button, at a round's end its first button, else a card of the hand
 * (the first the player can play). It is put there when the action area
 * shows another page, and whenever it rests nowhere or on the piles
 * (where GTK puts it first, and Return would open the discard pile);
 * a player's own choice on the board, the options or a menu stays. */
static gboolean
focus_misplaced (EgTable *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || !gtk_widget_get_mapped (focus))
    return TRUE;
  if (gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return FALSE;
  return gtk_widget_is_ancestor (focus, GTK_WIDGET (self->piles)) || focus == GTK_WIDGET (root);
}

/* A lesson's ways on (Next Lesson, Try Again) took the focus with the
 * explanation: the round's end under them does not take it back. */
static gboolean
focus_in_lesson (EgTable *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_get_mapped (focus) &&
         gtk_widget_is_ancestor (focus, GTK_WIDGET (self->lesson_panel));
}

static void
place_focus (EgTable    *self,
             const char *page)
{
  /* before the window is shown, GTK would give the focus to its own
   * choice: the focus is placed once it is mapped */
  if (!self->playing || focus_in_lesson (self) || g_str_equal (page, "wait") || !gtk_widget_get_mapped (GTK_WIDGET (self)) ||
      (g_strcmp0 (page, self->focus_page) == 0 && !focus_misplaced (self)))
    return;
  /* the buttons' actions say whether they may take the focus: the
   * window enables them before (EgTable:busy, its refresh) */
  if (g_str_equal (page, "pass") ? gtk_widget_grab_focus (GTK_WIDGET (self->pass_button)) :
      g_str_equal (page, "end") ? eg_round_end_view_focus_primary (self->round_end) :
      eg_hand_view_focus_card (self->hand_view, eg_turn_get_playable (self->turn)))
    self->focus_page = page;
}

/* The pass screen's button takes Return and Space, but not from the
 * press that played the move: when the screen comes while that key is
 * still held (its auto-repeat, or a release still to come), the button
 * waits for the key to be let go. That alone is not enough: a key (or
 * click) that skips the move's animation brings the screen at once, and
 * the next press of a quick player, aimed at the table, lands on it. So
 * for a moment after the screen comes no press reaches its button, from
 * the keyboard or the pointer: only a deliberate one shows a hand. */
#define PASS_GUARD_US (600 * G_TIME_SPAN_MILLISECOND)

static gboolean
pass_guarded (EgTable *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->action_stack), "pass") == 0 &&
         g_get_monotonic_time () - self->pass_shown_us < PASS_GUARD_US;
}

static gboolean
is_activate_key (guint keyval)
{
  return keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter ||
         keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space;
}

static void
arm_pass_screen (EgTable    *self,
                 const char *page,
                 const char *previous)
{
  if (!g_str_equal (page, "pass"))
    self->pass_armed = FALSE;
  else if (g_strcmp0 (previous, "pass") != 0)
    {
      self->pass_armed = !self->return_down;
      self->pass_shown_us = g_get_monotonic_time ();
    }
}

/* The page of the action area: a pass screen or a round's end comes
 * only once the table is still, so the move is seen first. */
void
eg_table_show_action_area (EgTable *self)
{
  const char *page = "hand", *previous;

  g_return_if_fail (EG_IS_TABLE (self));

  if (self->match == NULL || self->turn == NULL)
    return;

  update_piles (self);
  update_last_move (self);
  if (self->deal_pending && eg_match_is_round_in_progress (self->match))
    {
      self->deal_pending = FALSE;
      deal (self);
    }
  if (self->draw_side != EG_SIDE_NONE)
    fly_draws (self);

  if (!eg_match_is_round_in_progress (self->match))
    {
      update_round_end (self);
      page = eg_table_get_busy (self) ? "wait" : "end";
    }
  else if (eg_turn_get_passing (self->turn))
    {
      update_pass_screen (self);
      page = eg_table_get_busy (self) ? "wait" : "pass";
    }
  previous = gtk_stack_get_visible_child_name (self->action_stack);
  arm_pass_screen (self, page, previous);
  gtk_stack_set_visible_child_name (self->action_stack, page);
  place_focus (self, page);
  if (!eg_table_get_busy (self) && self->announcer != NULL)
    eg_announcer_flush (self->announcer, self->turn, self->match);
  report_shown (self);
}

/* The window hears it first (its actions, as the buttons' sensitivity
 * the focus needs), then the table shows what waited for the stillness. */
static void
animating_cb (GObject    *object,
              GParamSpec *pspec,
              EgTable    *self)
{
  g_object_notify (G_OBJECT (self), "busy");
  if (!eg_table_get_busy (self))
    {
      eg_table_show_status (self);
      eg_table_show_action_area (self);
    }
}

/* ---- the window's keys and clicks ---- */

/* Any key or click while the table moves ends its animations at once:
 * no one waits for the computer's move to finish playing. The event
 * then does what it does. */
static void
finish_animations (EgTable *self)
{
  if (!eg_table_get_busy (self))
    return;
  eg_board_finish_animations (self->board);
  eg_flight_layer_finish (self->flights);
}

/**
 * eg_table_key_pressed:
 *
 * See eg-table.h: the window's key controller, in its capture phase.
 */
gboolean
eg_table_key_pressed (EgTable *self,
                      guint    keyval)
{
  g_return_val_if_fail (EG_IS_TABLE (self), FALSE);

  /* held before the animation is cut short: a pass screen it brings
   * waits for the key to be let go */
  if (is_activate_key (keyval))
    self->return_down = TRUE;
  finish_animations (self);
  if (!is_activate_key (keyval))
    return FALSE;
  /* the key that played the move, still held, never passes the screen,
   * nor a press just after it came */
  return (!self->pass_armed || pass_guarded (self)) && gtk_widget_has_focus (GTK_WIDGET (self->pass_button));
}

void
eg_table_key_released (EgTable *self,
                       guint    keyval)
{
  g_return_if_fail (EG_IS_TABLE (self));

  if (!is_activate_key (keyval))
    return;
  self->return_down = FALSE;
  self->pass_armed = TRUE;
}

gboolean
eg_table_click_pressed (EgTable   *self,
                        GtkWidget *target)
{
  g_return_val_if_fail (EG_IS_TABLE (self), FALSE);

  finish_animations (self);
  /* a click just after the pass screen came (or that brought it) was
   * aimed at the table: claimed, it never reaches the button */
  return pass_guarded (self) && target != NULL &&
         (target == GTK_WIDGET (self->pass_button) ||
          gtk_widget_is_ancestor (target, GTK_WIDGET (self->pass_button)));
}

/* The handlers eg-table.ui names. */
void
eg_table_class_add_play (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, board_target_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, hand_drag_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, hand_drag_end_cb);
  gtk_widget_class_bind_template_callback (widget_class, animating_cb);
}
