/* test-turn.c — EgTurn without a display: who sees, what the cards allow, playing
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include "eg-action.h"
#include "eg-pace.h"
#include "eg-test-utils.h"
#include "eg-turn.h"

#define L EG_SIDE_LEFT
#define R EG_SIDE_RIGHT
#define SQUARE(n) (1u << (n))

/* parry-then-continue.engarde: Ada holds 4 4 5 1 2, Bob 5 2 4 3 2 */
static const guint8 deck_parry[EG_DECK_SIZE] = {
  4, 4, 5, 1, 2, 5, 2, 4, 3, 2, 3, 5, 1, 1, 4, 1, 2, 5, 5, 3, 3, 2, 1, 4, 3
};

typedef struct
{
  EgMatch *match;
  EgTurn  *turn;
  guint    changed;
  guint    selection_changed;
  guint    viewer_notified;
  guint    passing_notified;
  guint    status_notified;
} Fixture;

static void
count (guint *counter)
{
  (*counter)++;
}

static void
fixture_set_up (Fixture    *f,
                gboolean    right_human,
                gboolean    hide_hands)
{
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) bob = eg_player_new ("Bob", right_human ? EG_PLAYER_HUMAN : EG_PLAYER_COMPUTER,
                                           right_human ? NULL : "random");
  g_autoptr(GError) error = NULL;

  memset (f, 0, sizeof *f);
  f->match = eg_match_new (EG_VARIANT_ADVANCED, 5, L, ada, bob);
  f->turn = eg_turn_new (f->match);
  eg_turn_set_hide_hands (f->turn, hide_hands);
  g_signal_connect_swapped (f->turn, "changed", G_CALLBACK (count), &f->changed);
  g_signal_connect_swapped (f->turn, "selection-changed", G_CALLBACK (count), &f->selection_changed);
  g_signal_connect_swapped (f->turn, "notify::viewer", G_CALLBACK (count), &f->viewer_notified);
  g_signal_connect_swapped (f->turn, "notify::passing", G_CALLBACK (count), &f->passing_notified);
  g_signal_connect_swapped (f->turn, "notify::status", G_CALLBACK (count), &f->status_notified);
  g_assert_true (eg_match_begin_round (f->match, deck_parry, &error));
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f)
{
  g_clear_object (&f->turn);
  g_clear_object (&f->match);
}

/* Clicks the cards of @action in the hand, one by one. */
static void
select_cards (EgTurn         *turn,
              const EgAction *action)
{
  guint8 cards[EG_N_VALUES + 1];
  guint steps = action->type == EG_ACTION_MOVE || action->type == EG_ACTION_RETREAT ||
                action->type == EG_ACTION_INDIRECT_ATTACK;

  eg_action_get_cards (action, cards);
  for (guint v = 1; v <= EG_N_VALUES; v++)
    for (guint k = 0; k < cards[v]; k++)
      eg_turn_toggle_card (turn, v, FALSE);
  /* the step's card and the striking ones, reckoned apart */
  g_assert_cmpuint (eg_turn_get_n_selected (turn), ==, steps + action->count);
  if (steps)
    g_assert_cmpuint (eg_turn_get_selection (turn)[action->card], >=, 1);
  if (action->count > 0)
    g_assert_cmpuint (eg_turn_get_selection (turn)[action->value], >=, action->count);
}

static gboolean
offered (EgTurn         *turn,
         const EgAction *action)
{
  guint n;
  const EgAction *options = eg_turn_get_options (turn, &n);

  for (guint i = 0; i < n; i++)
    if (eg_action_equal (&options[i], action))
      return TRUE;
  return FALSE;
}

/* Two people, hands hidden: the screen asks to be passed before each
 * player's turn, and shows no one's cards meanwhile. */
static void
test_hot_seat_hiding (void)
{
  Fixture f;
  EgAction move = eg_action_move (L, 5, EG_DIRECTION_FORWARD);

  fixture_set_up (&f, TRUE, TRUE);

  g_assert_true (eg_turn_get_passing (f.turn));
  g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, EG_SIDE_NONE);
  g_assert_false (eg_turn_can_act (f.turn));
  g_assert_cmpstr (eg_turn_get_status (f.turn), ==, "Pass to Ada");
  /* a card cannot be chosen through the pass screen */
  eg_turn_toggle_card (f.turn, 4, FALSE);
  g_assert_cmpuint (eg_turn_get_n_selected (f.turn), ==, 0);
  g_assert_false (eg_turn_confirm (f.turn));
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 0);

  f.changed = f.viewer_notified = f.passing_notified = f.status_notified = 0;
  eg_turn_reveal (f.turn);
  g_assert_false (eg_turn_get_passing (f.turn));
  g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, L);
  g_assert_true (eg_turn_can_act (f.turn));
  g_assert_cmpstr (eg_turn_get_status (f.turn), ==, "Ada’s turn: move or attack");
  g_assert_cmpstr (eg_turn_get_last_line (f.turn), ==, "Round 1: Ada starts");
  g_assert_cmpuint (f.changed, ==, 1);
  g_assert_cmpuint (f.viewer_notified, ==, 1);
  g_assert_cmpuint (f.passing_notified, ==, 1);
  g_assert_cmpuint (f.status_notified, ==, 1);
  /* revealing again changes nothing */
  eg_turn_reveal (f.turn);
  g_assert_cmpuint (f.changed, ==, 1);

  select_cards (f.turn, &move);
  g_assert_true (eg_turn_confirm (f.turn));
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 1);
  g_assert_true (eg_turn_get_passing (f.turn));
  g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, EG_SIDE_NONE);
  g_assert_cmpuint (eg_turn_get_n_selected (f.turn), ==, 0);
  g_assert_cmpstr (eg_turn_get_status (f.turn), ==, "Pass to Bob");
  g_assert_cmpuint (f.viewer_notified, ==, 2);

  eg_turn_reveal (f.turn);
  g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, R);

  /* showing the hands again: the side to act sees its cards at once */
  eg_turn_set_hide_hands (f.turn, FALSE);
  g_assert_false (eg_turn_get_passing (f.turn));
  g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, R);

  fixture_tear_down (&f);
}

/* The cards chosen select the legal actions that use exactly them; the
 * keys pick among them. */
static void
test_options (void)
{
  Fixture f;
  guint n, chosen_square;
  guint32 reach;
  EgSide attacked;
  const EgAction *options;
  EgAction forward = eg_action_move (L, 5, EG_DIRECTION_FORWARD);
  EgAction four = eg_action_move (L, 4, EG_DIRECTION_FORWARD);

  fixture_set_up (&f, TRUE, FALSE);
  g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, L);
  g_assert_cmpint (eg_turn_get_prompt (f.turn), ==, EG_PROMPT_CHOOSE);
  /* at the start every card of Ada's moves her forward */
  g_assert_cmphex (eg_turn_get_playable (f.turn), ==, (1u << 1) | (1u << 2) | (1u << 4) | (1u << 5));

  /* a value not held: refused with a notice */
  g_assert_false (eg_turn_cycle_card (f.turn, 3));
  g_assert_cmpstr (eg_turn_get_notice (f.turn), ==, "You hold no 3.");

  g_assert_true (eg_turn_cycle_card (f.turn, 4));
  g_assert_null (eg_turn_get_notice (f.turn));
  options = eg_turn_get_options (f.turn, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_true (eg_action_equal (&options[0], &four));
  eg_turn_get_highlight (f.turn, TRUE, &reach, &chosen_square, &attacked);
  g_assert_cmphex (reach, ==, SQUARE (5));
  g_assert_cmpuint (chosen_square, ==, 0);
  /* from square 1 there is no way back (to the left) */
  g_assert_false (eg_turn_choose (f.turn, EG_TURN_CHOOSE_LEFT));
  g_assert_true (eg_turn_choose (f.turn, EG_TURN_CHOOSE_RIGHT));
  eg_turn_get_highlight (f.turn, FALSE, &reach, &chosen_square, &attacked);
  g_assert_cmphex (reach, ==, 0);
  g_assert_cmpuint (chosen_square, ==, 5);

  /* two 4s allow nothing at distance 22 */
  g_assert_true (eg_turn_cycle_card (f.turn, 4));
  g_assert_cmpuint (eg_turn_get_n_selected (f.turn), ==, 2);
  eg_turn_get_options (f.turn, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_null (eg_turn_get_chosen (f.turn));
  g_assert_cmpint (eg_turn_get_prompt (f.turn), ==, EG_PROMPT_NO_PLAY);
  g_assert_false (eg_turn_confirm (f.turn));
  /* the key wraps to none */
  g_assert_true (eg_turn_cycle_card (f.turn, 4));
  g_assert_cmpuint (eg_turn_get_n_selected (f.turn), ==, 0);

  /* a click on a selected card takes it back */
  eg_turn_toggle_card (f.turn, 5, FALSE);
  eg_turn_toggle_card (f.turn, 5, FALSE);
  g_assert_cmpuint (eg_turn_get_n_selected (f.turn), ==, 1);   /* one 5 held */
  eg_turn_toggle_card (f.turn, 5, TRUE);
  g_assert_cmpuint (eg_turn_get_n_selected (f.turn), ==, 0);

  /* the only option plays on confirm; Bob's side is then shown */
  select_cards (f.turn, &forward);
  g_assert_true (eg_turn_confirm (f.turn));
  g_assert_true (eg_action_equal (eg_match_get_last_action (f.match), &forward));
  g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, R);
  g_assert_cmpstr (eg_turn_get_last_line (f.turn), ==, "Ada moves 5 forward");

  fixture_tear_down (&f);
}

/* The log's round, played through the turn: a move of each kind, the
 * prompts and board squares of each, the status lines, the result. */
static void
test_whole_round (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "parry-then-continue.engarde", NULL);
  g_autoptr(EgTestRound) round = eg_test_read_example (path);
  Fixture f;
  guint played_kinds = 0;

  fixture_set_up (&f, TRUE, FALSE);

  for (guint i = 0; i < round->actions->len; i++)
    {
      const EgAction *action = &g_array_index (round->actions, EgAction, i);
      const EgAction *chosen;
      guint before = eg_match_get_round_actions (f.match, NULL);
      guint changed = f.changed;
      guint n_options, chosen_square;
      guint32 reach;
      EgSide attacked;
      EgTurnChoice choice;

      g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, action->side);
      select_cards (f.turn, action);
      g_assert_true (offered (f.turn, action));
      eg_turn_get_options (f.turn, &n_options);

      switch (action->type)
        {
        case EG_ACTION_ATTACK:
        case EG_ACTION_INDIRECT_ATTACK:
          choice = EG_TURN_CHOOSE_ATTACK;
          break;
        case EG_ACTION_PARRY:
          choice = EG_TURN_CHOOSE_PARRY;
          break;
        case EG_ACTION_RETREAT:
          choice = EG_TURN_CHOOSE_RETREAT;
          break;
        default:
          choice = (action->side == L) == (action->direction == EG_DIRECTION_FORWARD)
                   ? EG_TURN_CHOOSE_RIGHT : EG_TURN_CHOOSE_LEFT;
        }
      /* the keys cycle through the options of the kind */
      for (guint k = 0; k < n_options; k++)
        {
          g_assert_true (eg_turn_choose (f.turn, choice));
          chosen = eg_turn_get_chosen (f.turn);
          if (eg_action_equal (chosen, action))
            break;
        }
      g_assert_true (eg_action_equal (eg_turn_get_chosen (f.turn), action));
      eg_turn_get_highlight (f.turn, TRUE, &reach, &chosen_square, &attacked);

      /* what a few of these steps show, worked out by hand */
      switch (i)
        {
        case 4:   /* Ada on 8, Bob on 16: a step of 4, then a 4 */
          g_assert_cmpstr (eg_turn_get_status (f.turn), ==, "Ada’s turn: move or attack");
          g_assert_cmpuint (chosen_square, ==, 12);
          g_assert_cmpint (attacked, ==, R);
          break;
        case 5:   /* Bob, attacked, holds 5 2 4 3 1: a 4 parries, any card retreats */
          g_assert_cmpstr (eg_turn_get_status (f.turn), ==,
                           "Ada steps 4 forward and attacks with a 4 — Bob, parry or retreat");
          g_assert_cmpstr (eg_turn_get_last_line (f.turn), ==, "");
          g_assert_cmpuint (chosen_square, ==, 19);
          g_assert_cmpint (attacked, ==, R);
          break;
        case 6:   /* Ada on 12, Bob on 19: a 4 and a 3 make two indirect attacks */
          g_assert_cmpuint (n_options, ==, 2);
          g_assert_cmphex (reach, ==, SQUARE (15) | SQUARE (16));
          g_assert_cmpuint (chosen_square, ==, 16);
          break;
        case 10:  /* Ada's parry: she plays on at once */
          g_assert_cmpuint (chosen_square, ==, 0);
          break;
        case 11:
          g_assert_cmpstr (eg_turn_get_status (f.turn), ==, "Ada parried: play on — move or attack");
          break;
        default:
          break;
        }

      g_assert_true (eg_turn_confirm (f.turn));
      g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, before + 1);
      g_assert_true (eg_action_equal (eg_match_get_last_action (f.match), action));
      /* one change per action: the end of the round too */
      g_assert_cmpuint (f.changed, ==, changed + 1);
      g_assert_cmpuint (eg_turn_get_n_selected (f.turn), ==, 0);
      played_kinds |= 1u << action->type;
    }

  g_assert_cmphex (played_kinds, ==, (1u << EG_ACTION_MOVE) | (1u << EG_ACTION_ATTACK) |
                                     (1u << EG_ACTION_INDIRECT_ATTACK) | (1u << EG_ACTION_PARRY) |
                                     (1u << EG_ACTION_RETREAT));
  g_assert_false (eg_match_is_round_in_progress (f.match));
  g_assert_false (eg_turn_can_act (f.turn));
  g_assert_cmpstr (eg_turn_get_status (f.turn), ==, "Ada cannot parry: Bob wins the round.");
  g_assert_cmpstr (eg_turn_get_last_line (f.turn), ==, "Bob attacks with a 2");

  eg_turn_begin_round (f.turn);
  g_assert_cmpuint (eg_match_get_round_number (f.match), ==, 2);
  g_assert_true (eg_turn_can_act (f.turn));

  fixture_tear_down (&f);
}

/* A move back, and a refusal that becomes the notice. */
static void
test_move_back (void)
{
  Fixture f;
  EgAction back = eg_action_move (L, 2, EG_DIRECTION_BACKWARD);
  EgAction stale = eg_action_move (L, 1, EG_DIRECTION_FORWARD);
  guint n, chosen_square;
  guint32 reach;
  EgSide attacked;

  fixture_set_up (&f, TRUE, FALSE);
  eg_turn_cycle_card (f.turn, 5);
  g_assert_true (eg_turn_confirm (f.turn));
  eg_turn_cycle_card (f.turn, 5);
  g_assert_true (eg_turn_confirm (f.turn));

  /* Ada on 6, Bob on 18: a 2 goes either way */
  eg_turn_cycle_card (f.turn, 2);
  eg_turn_get_options (f.turn, &n);
  g_assert_cmpuint (n, ==, 2);
  eg_turn_get_highlight (f.turn, TRUE, &reach, &chosen_square, &attacked);
  g_assert_cmphex (reach, ==, SQUARE (4) | SQUARE (8));
  g_assert_cmpint (attacked, ==, EG_SIDE_NONE);
  g_assert_true (eg_turn_choose (f.turn, EG_TURN_CHOOSE_LEFT));
  g_assert_true (eg_action_equal (eg_turn_get_chosen (f.turn), &back));
  eg_turn_get_highlight (f.turn, FALSE, &reach, &chosen_square, &attacked);
  g_assert_cmpuint (chosen_square, ==, 4);
  g_assert_false (eg_turn_choose (f.turn, EG_TURN_CHOOSE_PARRY));
  g_assert_true (eg_turn_confirm (f.turn));
  g_assert_cmpuint (eg_match_get_position (f.match, L), ==, 4);

  /* Bob's turn: a move of Ada's is refused, and said */
  g_assert_false (eg_turn_play (f.turn, &stale));
  g_assert_cmpstr (eg_turn_get_notice (f.turn), ==, "Ada cannot play now: it is Bob’s turn.");
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 3);

  fixture_tear_down (&f);
}

static void
quit_when_idle (gpointer loop)
{
  g_main_loop_quit (loop);
}

/* Against the computer: it plays its moves on the match by itself after
 * the pause; the status says it is thinking meanwhile. */
static void
test_computer (void)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Fixture f;
  guint busy_notified = 0;

  fixture_set_up (&f, FALSE, TRUE);
  g_signal_connect_swapped (f.turn, "notify::computer-busy", G_CALLBACK (count), &busy_notified);
  /* a computer opponent: nothing to hide */
  g_assert_false (eg_turn_get_passing (f.turn));
  g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, L);

  eg_turn_cycle_card (f.turn, 5);
  g_assert_true (eg_turn_confirm (f.turn));
  g_assert_true (eg_turn_get_computer_busy (f.turn));
  g_assert_cmpstr (eg_turn_get_status (f.turn), ==, "Bob is thinking…");
  g_assert_false (eg_turn_can_act (f.turn));
  g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, L);

  while (eg_turn_get_computer_busy (f.turn))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 2);
  g_assert_cmpint (eg_match_get_last_action (f.match)->side, ==, R);
  g_assert_cmpuint (busy_notified, ==, 2);
  g_assert_true (eg_turn_can_act (f.turn));

  /* a hint chooses the cards and the move; confirming plays it */
  eg_turn_hint (f.turn);
  g_assert_cmpstr (eg_turn_get_notice (f.turn), ==, "Looking for a good move…");
  while (eg_turn_get_computer_busy (f.turn))
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (eg_turn_get_chosen (f.turn));
  g_assert_true (g_str_has_prefix (eg_turn_get_notice (f.turn), "Hint: "));
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 2);
  g_assert_true (eg_turn_confirm (f.turn));
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 3);

  /* a search cancelled plays nothing */
  g_assert_true (eg_turn_get_computer_busy (f.turn));
  eg_turn_cancel_computer (f.turn);
  g_assert_false (eg_turn_get_computer_busy (f.turn));
  g_idle_add_once (quit_when_idle, loop);
  g_main_loop_run (loop);
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 3);

  fixture_tear_down (&f);
}

/* The one table of durations: nothing moves or waits with the speed
 * off, and each faster setting is quicker for every kind of motion and
 * for the computer's pause (reading time). */
static void
test_pace (void)
{
  for (EgAnimation kind = 0; kind < EG_N_ANIMATIONS; kind++)
    {
      g_assert_cmpuint (eg_pace_duration (kind, EG_SPEED_OFF), ==, 0);
      g_assert_cmpuint (eg_pace_duration (kind, EG_SPEED_SLOW), >, eg_pace_duration (kind, EG_SPEED_NORMAL));
      g_assert_cmpuint (eg_pace_duration (kind, EG_SPEED_NORMAL), >, eg_pace_duration (kind, EG_SPEED_FAST));
      g_assert_cmpuint (eg_pace_duration (kind, EG_SPEED_FAST), >, 0);
      /* beyond the last setting: the fastest, as the settings clamp */
      g_assert_cmpuint (eg_pace_duration (kind, EG_N_SPEEDS), ==, eg_pace_duration (kind, EG_SPEED_FAST));
    }
  /* the computer waits at least as long as the longest motion */
  for (EgSpeed speed = EG_SPEED_SLOW; speed < EG_N_SPEEDS; speed++)
    g_assert_cmpuint (eg_pace_duration (EG_ANIMATION_READ, speed), >=,
                      eg_pace_duration (EG_ANIMATION_HIT, speed));
}

int
main (int    argc,
      char **argv)
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/turn/hot-seat-hiding", test_hot_seat_hiding);
  g_test_add_func ("/en-garde/turn/options", test_options);
  g_test_add_func ("/en-garde/turn/whole-round", test_whole_round);
  g_test_add_func ("/en-garde/turn/move-back", test_move_back);
  g_test_add_func ("/en-garde/turn/computer", test_computer);
  g_test_add_func ("/en-garde/turn/pace", test_pace);

  return g_test_run ();
}
