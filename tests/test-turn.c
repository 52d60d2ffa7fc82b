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

  /* hands shown again: not in this match, where one person could turn
   * it off on their own turn (issue 29), but from the next one */
  eg_turn_set_hide_hands (f.turn, FALSE);
  g_assert_false (eg_turn_get_hands_open (f.turn));
  g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, R);
  {
    const EgAction *hint = NULL;
    EgAction legal[EG_MAX_ACTIONS];

    g_assert_cmpuint (eg_match_get_legal_actions (f.match, legal), >, 0);
    g_assert_true (eg_match_apply (f.match, &legal[0], NULL));
    (void) hint;
  }
  if (eg_match_is_round_in_progress (f.match))
    {
      g_assert_true (eg_turn_get_passing (f.turn));
      g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, EG_SIDE_NONE);
    }
  {
    g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
    g_autoptr(EgPlayer) bob = eg_player_new ("Bob", EG_PLAYER_HUMAN, NULL);
    g_autoptr(EgMatch) next = eg_match_new (EG_VARIANT_ADVANCED, 5, L, ada, bob);

    eg_turn_set_match (f.turn, next);
    g_assert_true (eg_match_begin_round (next, NULL, NULL));
    g_assert_true (eg_turn_get_hands_open (f.turn));
    g_assert_false (eg_turn_get_passing (f.turn));
    g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, L);
    /* turned on again: at once */
    eg_turn_set_hide_hands (f.turn, TRUE);
    g_assert_false (eg_turn_get_hands_open (f.turn));
    g_assert_cmpint (eg_turn_get_viewer (f.turn), ==, EG_SIDE_NONE);
    eg_turn_set_match (f.turn, NULL);
  }
  /* nor by quitting and resuming: a hot-seat match read back from its
   * log with moves played keeps its hands hidden */
  {
    EgAction legal[EG_MAX_ACTIONS];

    eg_turn_set_hide_hands (f.turn, FALSE);
    if (eg_match_is_round_in_progress (f.match) && !eg_match_is_over (f.match))
      {
        eg_match_set_log_name (f.match, "resumed.engarde");
        eg_turn_set_match (f.turn, f.match);
        g_assert_false (eg_turn_get_hands_open (f.turn));
        g_assert_true (eg_turn_get_passing (f.turn));
        g_assert_cmpuint (eg_match_get_legal_actions (f.match, legal), >, 0);
      }
  }

  fixture_tear_down (&f);
}

/* A language switch: the turn goes on (the cards chosen too); the
 * notice, said in the old language, goes, and the view hears of it. */
static void
test_retranslate (void)
{
  Fixture f;
  g_autofree char *status = NULL;

  fixture_set_up (&f, TRUE, FALSE);
  g_assert_true (eg_turn_cycle_card (f.turn, 4));
  g_assert_false (eg_turn_cycle_card (f.turn, 3));
  g_assert_nonnull (eg_turn_get_notice (f.turn));
  status = g_strdup (eg_turn_get_status (f.turn));
  f.changed = 0;

  eg_turn_retranslate (f.turn);
  g_assert_null (eg_turn_get_notice (f.turn));
  g_assert_cmpuint (eg_turn_get_n_selected (f.turn), ==, 1);
  g_assert_cmpuint (eg_turn_get_selection (f.turn)[4], ==, 1);
  g_assert_cmpstr (eg_turn_get_status (f.turn), ==, status);
  g_assert_cmpuint (f.changed, ==, 1);
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

  eg_turn_begin_round (f.turn);
  g_assert_cmpuint (eg_match_get_round_number (f.match), ==, 2);
  g_assert_true (eg_turn_can_act (f.turn));

  fixture_tear_down (&f);
}

/* The last move after each action of the log's round, worked out by
 * hand from its squares: what the board marks and what it says. */
static void
test_last_move (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "parry-then-continue.engarde", NULL);
  g_autoptr(EgTestRound) round = eg_test_read_example (path);
  static const struct
  {
    guint from, to;
    EgSide attacker;
    guint attack_from, attack_to, attacked, value, count;
    const char *said;
  } expected[] = {
    { 1, 6, EG_SIDE_NONE, 0, 0, 0, 0, 0, "Last move: Ada moved from square 1 to 6." },
    { 23, 18, EG_SIDE_NONE, 0, 0, 0, 0, 0, NULL },
    { 6, 8, EG_SIDE_NONE, 0, 0, 0, 0, 0, NULL },
    { 18, 16, EG_SIDE_NONE, 0, 0, 0, 0, 0, NULL },
    { 8, 12, L, 8, 12, 16, 4, 1,
      "Last move: Ada stepped from square 8 to 12 and attacked Bob on square 16 with a 4." },
    { 16, 19, L, 8, 12, 16, 4, 1,
      "Last move: Bob retreated from square 16 to 19, away from the attack with a 4." },
    { 12, 16, L, 12, 16, 19, 3, 1, NULL },
    { 19, 20, L, 12, 16, 19, 3, 1, NULL },
    { 16, 17, EG_SIDE_NONE, 0, 0, 0, 0, 0, NULL },
    { 20, 20, R, 20, 20, 17, 3, 1, "Last move: Bob attacked Ada on square 17 with a 3." },
    { 17, 17, R, 20, 20, 17, 3, 1, "Last move: Ada parried the attack with a 3 on square 17." },
    { 17, 18, EG_SIDE_NONE, 0, 0, 0, 0, 0, NULL },
    /* the round is over: its last move stays until the next deal */
    { 20, 20, R, 20, 20, 18, 2, 1, "Last move: Bob attacked Ada on square 18 with a 2." },
  };
  EgLastMove move;
  Fixture f;

  fixture_set_up (&f, TRUE, FALSE);
  eg_turn_get_last_move (f.turn, &move);
  g_assert_cmpint (move.side, ==, EG_SIDE_NONE);
  g_assert_cmpuint (round->actions->len, ==, G_N_ELEMENTS (expected));

  for (guint i = 0; i < round->actions->len; i++)
    {
      const EgAction *action = &g_array_index (round->actions, EgAction, i);
      g_autofree char *said = NULL;

      g_assert_true (eg_turn_play (f.turn, action));
      eg_turn_get_last_move (f.turn, &move);
      g_assert_cmpint (move.side, ==, action->side);
      g_assert_cmpint (move.type, ==, action->type);
      g_assert_cmpuint (move.from, ==, expected[i].from);
      g_assert_cmpuint (move.to, ==, expected[i].to);
      g_assert_cmpint (move.attacker, ==, expected[i].attacker);
      g_assert_cmpuint (move.attack_from, ==, expected[i].attack_from);
      g_assert_cmpuint (move.attack_to, ==, expected[i].attack_to);
      g_assert_cmpuint (move.attacked, ==, expected[i].attacked);
      g_assert_cmpuint (move.value, ==, expected[i].value);
      g_assert_cmpuint (move.count, ==, expected[i].count);
      said = eg_describe_last_move (&move, "Ada", "Bob");
      if (expected[i].said != NULL)
        g_assert_cmpstr (said, ==, expected[i].said);
      else
        g_assert_true (g_str_has_prefix (said, "Last move: "));
    }
  g_assert_false (eg_match_is_round_in_progress (f.match));

  /* a new round has no last move */
  eg_turn_begin_round (f.turn);
  eg_turn_get_last_move (f.turn, &move);
  g_assert_cmpint (move.side, ==, EG_SIDE_NONE);

  fixture_tear_down (&f);
}

static void
take_show (EgTurn         *turn,
           const EgAction *action,
           gboolean       *shown)
{
  *shown = FALSE;
  eg_turn_hold_show (turn);
}

/* While a view shows the hit that ends the round, the status says the
 * hit, not whose turn it was nor yet the result; once shown, the result. */
static void
test_status_while_shown (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "parry-then-continue.engarde", NULL);
  g_autoptr(EgTestRound) round = eg_test_read_example (path);
  gboolean shown = TRUE;
  Fixture f;

  fixture_set_up (&f, TRUE, FALSE);
  g_signal_connect (f.turn, "show", G_CALLBACK (take_show), &shown);
  for (guint i = 0; i < round->actions->len; i++)
    {
      g_assert_true (shown);
      g_assert_true (eg_turn_play (f.turn, &g_array_index (round->actions, EgAction, i)));
      g_assert_false (shown);
      if (i + 1 == round->actions->len)
        break;
      eg_turn_action_shown (f.turn);
      shown = TRUE;
    }

  g_assert_false (eg_match_is_round_in_progress (f.match));
  g_assert_cmpstr (eg_turn_get_status (f.turn), ==, "Bob attacks with a 2");
  f.status_notified = 0;
  eg_turn_action_shown (f.turn);
  g_assert_cmpuint (f.status_notified, ==, 1);
  g_assert_cmpstr (eg_turn_get_status (f.turn), ==, "Ada cannot parry: Bob wins the round.");

  fixture_tear_down (&f);
}

/* A computer answering an attack: the status says it thinks, so the
 * strip of the last actions above it names the attack. */
static void
test_computer_answers_words (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "parry-then-continue.engarde", NULL);
  g_autoptr(EgTestRound) round = eg_test_read_example (path);
  g_autofree char *status = NULL;
  g_autofree char *last = NULL;
  Fixture f;

  fixture_set_up (&f, FALSE, FALSE);
  g_clear_object (&f.turn);
  /* Ada's indirect attack, the fifth action */
  for (guint i = 0; i < 5; i++)
    g_assert_true (eg_match_apply (f.match, &g_array_index (round->actions, EgAction, i), NULL));
  g_assert_cmpint (eg_match_get_phase (f.match), ==, EG_PHASE_DEFEND);

  status = eg_describe_status (f.match, TRUE, TRUE);
  g_assert_cmpstr (status, ==, "Bob is thinking…");
  /* the strip of the last lines (EgLiveMoves) words it so */
  last = eg_describe_action (eg_match_get_last_action (f.match), "Ada");
  g_assert_cmpstr (last, ==, "Ada steps 4 forward and attacks with a 4");

  fixture_tear_down (&f);
}

/* A move back, Enter before a direction is chosen, and a refusal that
 * becomes the notice. */
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
  /* Enter before choosing one: nothing played, the notice says how */
  g_assert_false (eg_turn_confirm (f.turn));
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 2);
  g_assert_cmpstr (eg_turn_get_notice (f.turn), ==, eg_describe_choose_option ());
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

static gboolean
is_kind (const EgAction *action,
         EgTurnChoice    choice)
{
  if (choice == EG_TURN_CHOOSE_ATTACK)
    return eg_action_is_attack (action);
  return action->type == (choice == EG_TURN_CHOOSE_PARRY ? EG_ACTION_PARRY : EG_ACTION_RETREAT);
}

/* The one legal action of @choice's kind among @n @actions, or NULL. */
static const EgAction *
only_of_kind (const EgAction *actions,
              guint           n,
              EgTurnChoice    choice)
{
  const EgAction *only = NULL;

  for (guint i = 0; i < n; i++)
    if (is_kind (&actions[i], choice))
      {
        if (only != NULL)
          return NULL;
        only = &actions[i];
      }
  return only;
}

/* A, P and R (eg_turn_act()): the only action of the kind is played at
 * once, with no card chosen or with the cards chosen; none, and nothing
 * is played. Over random rounds until each case was met. */
static void
test_act (void)
{
  static const EgTurnChoice kinds[] = { EG_TURN_CHOOSE_ATTACK, EG_TURN_CHOOSE_PARRY, EG_TURN_CHOOSE_RETREAT };
  Fixture f;
  guint played_alone = 0, played_chosen = 0, refused = 0, rounds = 0;

  fixture_set_up (&f, TRUE, FALSE);
  eg_match_set_seed (f.match, 2026);
  while ((played_alone < 3 || played_chosen < 3 || refused < 3) && rounds < 200)
    {
      guint n, before = eg_match_get_round_actions (f.match, NULL);
      const EgAction *targets = eg_turn_get_targets (f.turn, 0, &n);
      gboolean acted = FALSE;

      if (eg_match_is_over (f.match))
        {
          fixture_tear_down (&f);
          fixture_set_up (&f, TRUE, FALSE);
          eg_match_set_seed (f.match, 2026 + rounds);
          continue;
        }
      if (!eg_match_is_round_in_progress (f.match))
        {
          g_assert_true (eg_match_begin_round (f.match, NULL, NULL));
          rounds++;
          continue;
        }
      for (guint k = 0; k < G_N_ELEMENTS (kinds) && !acted; k++)
        {
          const EgAction *only = only_of_kind (targets, n, kinds[k]);
          EgAction expected;
          gboolean with_cards = (before % 2) == 1;

          if (only == NULL)
            {
              guint i;

              for (i = 0; i < n && !is_kind (&targets[i], kinds[k]); i++)
                ;
              if (i == n)
                {
                  /* none of that kind: nothing is played */
                  g_assert_false (eg_turn_act (f.turn, kinds[k]));
                  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, before);
                  refused++;
                }
              continue;
            }
          expected = *only;
          if (with_cards)
            select_cards (f.turn, &expected);
          g_assert_true (eg_turn_act (f.turn, kinds[k]));
          g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, before + 1);
          g_assert_true (eg_action_equal (eg_match_get_last_action (f.match), &expected));
          if (with_cards)
            played_chosen++;
          else
            played_alone++;
          acted = TRUE;
        }
      if (!acted)
        {
          targets = eg_turn_get_targets (f.turn, 0, &n);
          g_assert_true (eg_turn_play (f.turn, &targets[before % n]));
        }
    }
  g_assert_cmpuint (played_alone, >=, 3);
  g_assert_cmpuint (played_chosen, >=, 3);
  g_assert_cmpuint (refused, >=, 3);
  fixture_tear_down (&f);
}

/* The hot-seat screen's words on what comes next; returns whether they
 * are about an attack to answer. */
static gboolean
assert_pass_screen_words (EgMatch *match)
{
  gboolean defend = eg_match_get_phase (match) == EG_PHASE_DEFEND;
  const char *name = eg_match_get_name (match, eg_match_get_side_to_act (match));
  g_autofree char *expected = g_strdup_printf (defend ? " %s must answer the attack." : " %s plays next.", name);
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *button = NULL;

  eg_describe_pass_screen (match, &title, &detail, &button);
  g_assert_true (g_str_has_suffix (detail, expected));
  return defend;
}

/* The hot-seat screen says what comes next in the words a player reads:
 * a turn to play, or an attack to answer. */
static void
test_pass_screen_words (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (24);
  gboolean seen[2] = { FALSE, FALSE };
  Fixture f;

  fixture_set_up (&f, TRUE, TRUE);
  /* the rounds after the first are dealt from the match's seed: the same
   * every run */
  eg_match_set_seed (f.match, 24);
  while (!seen[0] || !seen[1] || eg_match_get_round_number (f.match) < 2)
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n;

      if (!eg_match_is_round_in_progress (f.match))
        {
          const EgRound *over = eg_match_get_round_state (f.match);

          /* the accessors the views read a round's end through */
          g_assert_cmpint (eg_match_get_round_winner (f.match), ==, over->winner);
          g_assert_cmpint (eg_match_get_round_reason (f.match), ==, over->reason);
          g_assert_cmpint (eg_match_get_round_reason (f.match), !=, EG_REASON_NONE);
          eg_turn_begin_round (f.turn);
          g_assert_cmpint (eg_match_get_round_starter (f.match), ==, eg_match_get_side_to_act (f.match));
          g_assert_cmpint (eg_match_get_round_reason (f.match), ==, EG_REASON_NONE);
          g_assert_cmpint (eg_match_get_round_winner (f.match), ==, EG_SIDE_NONE);
          g_assert_cmpuint (eg_match_get_round_number (f.match), <, 20);
        }
      g_assert_true (eg_turn_get_passing (f.turn));
      seen[assert_pass_screen_words (f.match)] = TRUE;
      eg_turn_reveal (f.turn);
      n = eg_match_get_legal_actions (f.match, legal);
      g_assert_true (eg_turn_play (f.turn, &legal[g_rand_int_range (rand, 0, n)]));
    }

  fixture_tear_down (&f);
}

static void
quit_when_idle (gpointer loop)
{
  g_main_loop_quit (loop);
}

/* The board's targets: every legal action with no card chosen, those of
 * the cards chosen, those a dragged card starts; none for a viewer who
 * may not act. */
static void
test_targets (void)
{
  EgAction legal[EG_MAX_ACTIONS];
  EgAction five = eg_action_move (L, 5, EG_DIRECTION_FORWARD);
  const EgAction *targets;
  guint n, n_legal;
  Fixture f;

  fixture_set_up (&f, TRUE, FALSE);
  n_legal = eg_match_get_legal_actions (f.match, legal);
  targets = eg_turn_get_targets (f.turn, 0, &n);
  g_assert_cmpuint (n, ==, n_legal);
  for (guint i = 0; i < n; i++)
    g_assert_true (eg_action_equal (&targets[i], &legal[i]));

  /* Ada's 4 dragged: only the move it starts */
  targets = eg_turn_get_targets (f.turn, 4, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (eg_action_get_first_card (&targets[0]), ==, 4);
  /* a value she does not hold starts nothing */
  eg_turn_get_targets (f.turn, 3, &n);
  g_assert_cmpuint (n, ==, 0);

  /* a 5 chosen: its options */
  g_assert_true (eg_turn_cycle_card (f.turn, 5));
  targets = eg_turn_get_targets (f.turn, 0, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_true (eg_action_equal (&targets[0], &five));

  /* Bob's turn, the screen to be passed: nothing to offer */
  g_assert_true (eg_turn_confirm (f.turn));
  eg_turn_get_targets (f.turn, 0, &n);
  g_assert_cmpuint (n, >, 0);
  eg_turn_set_hide_hands (f.turn, TRUE);
  g_assert_true (eg_turn_get_passing (f.turn));
  eg_turn_get_targets (f.turn, 0, &n);
  g_assert_cmpuint (n, ==, 0);

  fixture_tear_down (&f);
}

typedef struct
{
  GString *events;
  gboolean hold;          /* the view takes time to show */
  guint    n_actions;     /* the match's, as "show" is told */
} ShowWatch;

static void
note_show (EgTurn         *turn,
           const EgAction *action,
           ShowWatch      *watch)
{
  g_autoptr(EgMatch) match = NULL;

  g_object_get (turn, "match", &match, NULL);
  g_string_append (watch->events, action != NULL ? "show " : "deal ");
  watch->n_actions = eg_match_get_round_actions (match, NULL);
  if (watch->hold)
    eg_turn_hold_show (turn);
}

static void
note_changed (ShowWatch *watch)
{
  g_string_append (watch->events, "changed ");
}

/* Spins the main loop a while: long enough for a computer free to play
 * (no pause, the random level) to have done it. */
static void
spin (void)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

  g_timeout_add_once (300, quit_when_idle, loop);
  g_main_loop_run (loop);
}

/* Each action and deal is told by "show" before anything else changes;
 * a view that takes time to show it holds the computer's next move until
 * it says it has: an explicit step, not the order handlers were
 * connected in. */
static void
test_show_step (void)
{
  ShowWatch watch = { g_string_new (NULL), TRUE, 0 };
  Fixture f;
  guint n;

  fixture_set_up (&f, FALSE, FALSE);
  eg_turn_set_computer_pause (f.turn, 0);
  g_signal_connect (f.turn, "show", G_CALLBACK (note_show), &watch);
  g_signal_connect_swapped (f.turn, "changed", G_CALLBACK (note_changed), &watch);

  eg_turn_cycle_card (f.turn, 5);
  g_assert_true (eg_turn_confirm (f.turn));
  /* told first, with the action already played on the match */
  g_assert_cmpstr (watch.events->str, ==, "show changed ");
  g_assert_cmpuint (watch.n_actions, ==, 1);

  /* the computer waits for the view, busy meanwhile */
  g_assert_true (eg_turn_get_computer_busy (f.turn));
  spin ();
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 1);
  g_assert_true (eg_turn_get_computer_busy (f.turn));

  /* shown: now it plays */
  eg_turn_action_shown (f.turn);
  while (eg_match_get_round_actions (f.match, NULL) < 2)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (eg_match_get_last_action (f.match)->side, ==, R);
  g_assert_cmpstr (watch.events->str, ==, "show changed show changed ");
  g_assert_true (eg_turn_can_act (f.turn));

  /* with no view holding it, the computer answers by itself */
  watch.hold = FALSE;
  g_assert_true (eg_turn_play (f.turn, eg_turn_get_targets (f.turn, 0, &n)));
  while (eg_match_is_round_in_progress (f.match) && eg_match_get_round_actions (f.match, NULL) < 4)
    g_main_context_iteration (NULL, TRUE);

  g_signal_handlers_disconnect_by_data (f.turn, &watch);
  g_string_free (watch.events, TRUE);
  fixture_tear_down (&f);
}

/* Two views that take time (the table and, say, a second window on the
 * same turn) both hear "show", and the computer waits for both. */
static void
test_show_two_views (void)
{
  ShowWatch first = { g_string_new (NULL), TRUE, 0 };
  ShowWatch second = { g_string_new (NULL), TRUE, 0 };
  Fixture f;

  fixture_set_up (&f, FALSE, FALSE);
  eg_turn_set_computer_pause (f.turn, 0);
  g_signal_connect (f.turn, "show", G_CALLBACK (note_show), &first);
  g_signal_connect (f.turn, "show", G_CALLBACK (note_show), &second);

  eg_turn_cycle_card (f.turn, 5);
  g_assert_true (eg_turn_confirm (f.turn));
  g_assert_cmpstr (first.events->str, ==, "show ");
  g_assert_cmpstr (second.events->str, ==, "show ");

  /* one view has shown it: the computer still waits for the other */
  eg_turn_action_shown (f.turn);
  spin ();
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 1);
  g_assert_true (eg_turn_get_computer_busy (f.turn));

  eg_turn_action_shown (f.turn);
  while (eg_match_get_round_actions (f.match, NULL) < 2)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (second.events->str, ==, "show show ");

  g_signal_handlers_disconnect_by_data (f.turn, &first);
  g_signal_handlers_disconnect_by_data (f.turn, &second);
  g_string_free (first.events, TRUE);
  g_string_free (second.events, TRUE);
  fixture_tear_down (&f);
}

/* Ctrl+Z goes through the turn: the person's move and the computer's
 * reply are taken back; with nothing to take back, a refusal. */
static void
test_undo (void)
{
  g_autoptr(GError) error = NULL;
  Fixture f;

  fixture_set_up (&f, FALSE, FALSE);
  g_assert_cmpint (eg_turn_get_undo_side (f.turn), ==, EG_SIDE_NONE);
  g_assert_false (eg_turn_undo (f.turn, &error));
  g_assert_error (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);

  eg_turn_cycle_card (f.turn, 5);
  g_assert_true (eg_turn_confirm (f.turn));
  while (eg_turn_get_computer_busy (f.turn))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 2);
  g_assert_cmpint (eg_turn_get_undo_side (f.turn), ==, L);

  g_assert_true (eg_turn_undo (f.turn, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 0);
  g_assert_true (eg_turn_can_act (f.turn));
  g_assert_cmpint (eg_turn_get_undo_side (f.turn), ==, EG_SIDE_NONE);

  /* taken back while the computer thinks: its reply never comes */
  eg_turn_cycle_card (f.turn, 5);
  g_assert_true (eg_turn_confirm (f.turn));
  g_assert_true (eg_turn_get_computer_busy (f.turn));
  g_assert_true (eg_turn_undo (f.turn, &error));
  g_assert_false (eg_turn_get_computer_busy (f.turn));
  spin ();
  g_assert_cmpuint (eg_match_get_round_actions (f.match, NULL), ==, 0);

  fixture_tear_down (&f);
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
  /* a language switch says it again, the same move */
  {
    EgAction hint = *eg_turn_get_hint (f.turn);
    g_autofree char *notice = g_strdup (eg_turn_get_notice (f.turn));

    eg_turn_retranslate (f.turn);
    g_assert_nonnull (eg_turn_get_hint (f.turn));
    g_assert_true (eg_action_equal (eg_turn_get_hint (f.turn), &hint));
    g_assert_cmpstr (eg_turn_get_notice (f.turn), ==, notice);
    g_assert_true (eg_action_equal (eg_turn_get_chosen (f.turn), &hint));
  }
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

/* What "computer-thinking" said each time it was notified. */
static void
note_thinking (EgTurn     *turn,
               GParamSpec *pspec,
               GString    *events)
{
  EgMatch *match = NULL;

  g_object_get (turn, "match", &match, NULL);
  g_string_append_printf (events, "%s%s%s after %u; ",
                          eg_turn_get_computer_thinking (turn) ? "thinks" : "chose",
                          eg_turn_get_computer_busy (turn) ? ", busy" : "",
                          eg_turn_get_thinking (turn) >= 0 ? ", how far" : "",
                          eg_match_get_round_actions (match, NULL));
  g_object_unref (match);
}

/* Master thinks for a time: the turn says when it starts and when it
 * has chosen, while its move still waits to be played (busy), so that a
 * view can fill and complete a bar with it; a level that counts
 * simulated rounds, a hint (though by master's search) and a search
 * given up say nothing more. */
static void
test_computer_thinking (void)
{
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) master = eg_player_new ("Bob", EG_PLAYER_COMPUTER, "master");
  g_autoptr(EgPlayer) hard = eg_player_new ("Bob", EG_PLAYER_COMPUTER, "hard");
  g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, L, ada, master);
  g_autoptr(EgTurn) turn = eg_turn_new (match);
  g_autoptr(GString) events = g_string_new (NULL);

  g_assert_true (eg_match_begin_round (match, deck_parry, NULL));
  eg_turn_set_computer_pause (turn, 0);
  g_signal_connect (turn, "notify::computer-thinking", G_CALLBACK (note_thinking), events);
  g_assert_false (eg_turn_get_computer_thinking (turn));
  g_assert_cmpfloat (eg_turn_get_thinking (turn), ==, -1);

  eg_turn_cycle_card (turn, 5);
  g_assert_true (eg_turn_confirm (turn));
  g_assert_true (eg_turn_get_computer_thinking (turn));
  while (eg_turn_get_computer_busy (turn))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (eg_match_get_round_actions (match, NULL), ==, 2);
  g_assert_cmpstr (events->str, ==, "thinks, busy, how far after 1; chose, busy after 1; ");
  g_assert_cmpfloat (eg_turn_get_thinking (turn), ==, -1);

  /* a hint searches without thinking for a time */
  g_string_truncate (events, 0);
  eg_turn_hint (turn);
  g_assert_true (eg_turn_get_computer_busy (turn));
  while (eg_turn_get_computer_busy (turn))
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (eg_turn_get_chosen (turn));
  g_assert_cmpstr (events->str, ==, "");

  /* given up: no longer thinking, nothing played */
  g_assert_true (eg_turn_confirm (turn));
  g_assert_true (eg_turn_get_computer_thinking (turn));
  eg_turn_cancel_computer (turn);
  g_assert_false (eg_turn_get_computer_thinking (turn));
  g_assert_cmpstr (events->str, ==, "thinks, busy, how far after 3; chose after 3; ");

  g_signal_handlers_disconnect_by_data (turn, events);

  /* hard counts simulated rounds: busy, never thinking for a time */
  g_string_truncate (events, 0);
  g_clear_object (&turn);
  g_clear_object (&match);
  match = eg_match_new (EG_VARIANT_ADVANCED, 5, L, ada, hard);
  g_assert_true (eg_match_begin_round (match, deck_parry, NULL));
  turn = eg_turn_new (match);
  eg_turn_set_computer_pause (turn, 0);
  g_signal_connect (turn, "notify::computer-thinking", G_CALLBACK (note_thinking), events);
  eg_turn_cycle_card (turn, 5);
  g_assert_true (eg_turn_confirm (turn));
  g_assert_true (eg_turn_get_computer_busy (turn));
  while (eg_turn_get_computer_busy (turn))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (eg_match_get_round_actions (match, NULL), ==, 2);
  g_assert_cmpstr (events->str, ==, "");
  g_signal_handlers_disconnect_by_data (turn, events);
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
  g_test_add_func ("/en-garde/turn/retranslate", test_retranslate);
  g_test_add_func ("/en-garde/turn/whole-round", test_whole_round);
  g_test_add_func ("/en-garde/turn/last-move", test_last_move);
  g_test_add_func ("/en-garde/turn/status-while-shown", test_status_while_shown);
  g_test_add_func ("/en-garde/turn/computer-answers-words", test_computer_answers_words);
  g_test_add_func ("/en-garde/turn/move-back", test_move_back);
  g_test_add_func ("/en-garde/turn/act", test_act);
  g_test_add_func ("/en-garde/turn/computer", test_computer);
  g_test_add_func ("/en-garde/turn/computer-thinking", test_computer_thinking);
  g_test_add_func ("/en-garde/turn/pass-screen-words", test_pass_screen_words);
  g_test_add_func ("/en-garde/turn/targets", test_targets);
  g_test_add_func ("/en-garde/turn/show-step", test_show_step);
  g_test_add_func ("/en-garde/turn/show-two-views", test_show_two_views);
  g_test_add_func ("/en-garde/turn/undo", test_undo);
  g_test_add_func ("/en-garde/turn/pace", test_pace);

  return g_test_run ();
}
