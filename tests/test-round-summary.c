/* test-round-summary.c — round-end explanations, the last-card warning
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "eg-round-summary.h"
#include "eg-test-utils.h"

#define L EG_SIDE_LEFT
#define R EG_SIDE_RIGHT

/* A round in the act phase: @left and @right are the hands as digits,
 * @pile the cards left to draw, the last ones @last_cards, the others
 * taken from what remains; the rest is on the discard pile, so that the
 * 25 cards add up. The engine does the rest. */
static EgRound
state (EgVariant   variant,
       guint       left_pos,
       guint       right_pos,
       const char *left,
       const char *right,
       guint       pile,
       const char *last_cards,
       EgSide      to_act)
{
  EgRound round = eg_test_round_from ("1234512345123451234512345", variant, L);
  const char *hands[2] = { left, right };
  guint avail[EG_N_VALUES + 1] = { 0, 5, 5, 5, 5, 5 };
  guint n_last = last_cards != NULL ? strlen (last_cards) : 0;
  guint side, i, v;

  round.pos[L] = left_pos;
  round.pos[R] = right_pos;
  for (side = 0; side < 2; side++)
    {
      memset (round.hand[side], 0, sizeof round.hand[side]);
      round.hand_size[side] = strlen (hands[side]);
      for (i = 0; hands[side][i] != '\0'; i++)
        {
          v = hands[side][i] - '0';
          round.hand[side][v]++;
          g_assert_cmpuint (avail[v], >, 0);
          avail[v]--;
        }
    }
  round.next_card = EG_DECK_SIZE - pile;
  for (i = 0; i < pile; i++)
    {
      guint at = round.next_card + i;

      if (i >= pile - n_last)
        v = last_cards[i - (pile - n_last)] - '0';
      else
        for (v = EG_N_VALUES; avail[v] == 0; v--)
          ;
      g_assert_cmpuint (avail[v], >, 0);
      avail[v]--;
      round.deck[at] = v;
    }
  round.discard_top = 0;
  for (v = 1; v <= EG_N_VALUES; v++)
    {
      round.discard[v] = avail[v];
      if (avail[v] > 0)
        round.discard_top = v;
    }
  round.to_act = to_act;
  round.phase = EG_PHASE_ACT;
  eg_test_check_invariants (&round);
  return round;
}

static char *
play_out (EgRound  *round,
          EgAction  action)
{
  eg_test_assert_legal (round, action);
  g_assert_true (eg_round_is_over (round));
  return eg_round_summary_explain (round, &action, "Ada", "Bob");
}

static void
test_cards_tied (void)
{
  /* Ada steps 1 forward to distance 5 and draws the last card, a 2 */
  EgRound round = state (EG_VARIANT_ADVANCED, 7, 13, "12345", "11335", 1, "2", L);
  g_autofree char *text = play_out (&round, eg_action_move (L, 1, EG_DIRECTION_FORWARD));

  g_assert_cmpint (round.reason, ==, EG_REASON_ADVANCEMENT);
  g_assert_cmpint (round.winner, ==, R);
  g_assert_cmpstr (text, ==, "Distance 5 — Ada holds one 5, Bob one 5: tied. "
                             "Bob advanced 10 squares, Ada 7: Bob wins.");
  /* the 5s counted, though tied */
  g_assert_cmphex (eg_round_summary_decisive_values (&round, NULL), ==, 1u << 5);
}

static void
test_cards_decide (void)
{
  EgRound round = state (EG_VARIANT_ADVANCED, 7, 13, "12345", "11355", 1, "2", L);
  g_autofree char *text = play_out (&round, eg_action_move (L, 1, EG_DIRECTION_FORWARD));

  g_assert_cmpint (round.reason, ==, EG_REASON_CARDS);
  g_assert_cmpstr (text, ==, "Distance 5 — Ada holds one 5, Bob two 5s: Bob wins.");
}

static void
test_far_and_draw (void)
{
  /* distance 7 after Bob's move back; both advanced 7 */
  EgRound round = state (EG_VARIANT_ADVANCED, 8, 15, "12345", "12345", 1, "3", R);
  g_autofree char *text = play_out (&round, eg_action_move (R, 1, EG_DIRECTION_BACKWARD));

  g_assert_cmpint (round.reason, ==, EG_REASON_DRAW);
  /* no card is worth distance 8 */
  g_assert_cmphex (eg_round_summary_decisive_values (&round, NULL), ==, 0);
  g_assert_cmpstr (text, ==, "Distance 8 — no card is worth it: the cards cannot decide. "
                             "Ada advanced 7 squares, Bob 7: the round is a draw.");
}

static void
test_ruling_2015 (void)
{
  /* Ada steps 3 forward (8, distance 5) and attacks with a 5, drawing the
   * last two cards; Bob holds no 5 and retreats 1. Ada then holds two 5s
   * at distance 6 — irrelevant: the cards do not count. */
  EgRound round = state (EG_VARIANT_ADVANCED, 5, 13, "13555", "12244", 2, "11", L);
  EgAction attack = eg_action_indirect_attack (L, 3, 5, 1);
  EgAction retreat = eg_action_retreat (R, 1);
  g_autofree char *text = NULL;

  eg_test_assert_legal (&round, attack);
  g_assert_true (round.final_attack);
  text = play_out (&round, retreat);
  g_assert_true (eg_round_summary_cards_skipped (&round, &retreat));
  /* the 2015 ruling: no card counted */
  g_assert_cmphex (eg_round_summary_decisive_values (&round, &retreat), ==, 0);
  g_assert_cmpint (round.winner, ==, R);
  g_assert_cmpstr (text, ==, "Bob retreated from the last attack: cards do not count. "
                             "Bob advanced 9 squares, Ada 7: Bob wins.");
}

static void
test_retreat_draws_last (void)
{
  /* the attack left one card; the retreat draws it: cards count */
  EgRound round = state (EG_VARIANT_ADVANCED, 5, 13, "13555", "12244", 3, "111", L);
  EgAction retreat = eg_action_retreat (R, 1);
  g_autofree char *text = NULL;

  eg_test_assert_legal (&round, eg_action_indirect_attack (L, 3, 5, 1));
  g_assert_false (round.final_attack);
  text = play_out (&round, retreat);
  g_assert_false (eg_round_summary_cards_skipped (&round, &retreat));
  g_assert_true (g_str_has_prefix (text, "Distance 6 — no card is worth it: the cards cannot decide. Bob advanced 9"));
}

static void
test_hit (void)
{
  EgRound round = state (EG_VARIANT_ADVANCED, 9, 13, "14445", "11235", 10, NULL, L);
  g_autofree char *text = play_out (&round, eg_action_attack (L, 4, 1));

  g_assert_cmpint (round.reason, ==, EG_REASON_HIT);
  g_assert_cmpstr (text, ==, "Ada attacks with a 4: no 4 left in Bob’s hand to parry. Ada wins.");
  /* the attack's value: the 4s Bob lacked */
  g_assert_cmphex (eg_round_summary_decisive_values (&round, NULL), ==, 1u << 4);

  round = state (EG_VARIANT_CLASSIC, 9, 13, "14445", "11234", 10, NULL, L);
  g_clear_pointer (&text, g_free);
  text = play_out (&round, eg_action_attack (L, 4, 2));
  g_assert_cmpstr (text, ==, "Ada attacks with two 4s: Bob holds only one 4 to parry. Ada wins.");
}

static void
test_indirect_hit (void)
{
  /* Bob on 23 cannot step back */
  EgRound round = state (EG_VARIANT_ADVANCED, 17, 23, "22445", "11335", 10, NULL, L);
  g_autofree char *text = play_out (&round, eg_action_indirect_attack (L, 2, 4, 1));

  g_assert_cmpint (round.reason, ==, EG_REASON_HIT);
  g_assert_cmpstr (text, ==, "Ada steps 2 forward and attacks with a 4: no 4 left in Bob’s hand, "
                             "and no card lets Bob retreat on the track. Ada wins.");
}

static void
test_last_card (void)
{
  EgRound round = state (EG_VARIANT_ADVANCED, 9, 13, "12445", "11335", 1, NULL, L);
  EgView view;
  g_autofree char *text = NULL;

  eg_round_get_view (&round, L, &view);
  g_assert_cmpuint (eg_round_summary_cards_to_empty (&view), ==, 1);
  /* Ada's own turn, seen by Ada: this turn, not a next one */
  text = eg_round_summary_last_card (&view, "Ada");
  g_assert_cmpstr (text, ==, "This turn draws the last card.");
  g_clear_pointer (&text, g_free);
  /* the same turn seen by Bob names whose it is */
  eg_round_get_view (&round, R, &view);
  text = eg_round_summary_last_card (&view, "Ada");
  g_assert_cmpstr (text, ==, "Ada’s turn draws the last card.");
  g_clear_pointer (&text, g_free);

  /* two to draw: only an attack with both 4s would */
  round = state (EG_VARIANT_ADVANCED, 9, 13, "12445", "11335", 2, NULL, L);
  eg_round_get_view (&round, L, &view);
  text = eg_round_summary_last_card (&view, "Ada");
  g_assert_cmpstr (text, ==, "This turn draws the last card if you play 2 cards or more.");
  g_clear_pointer (&text, g_free);

  /* three to draw: no legal play of Ada's uses three cards */
  round = state (EG_VARIANT_ADVANCED, 9, 13, "12445", "11335", 3, NULL, L);
  eg_round_get_view (&round, L, &view);
  g_assert_cmpuint (eg_round_summary_cards_to_empty (&view), ==, 0);
  g_assert_null (eg_round_summary_last_card (&view, "Ada"));

  /* seen by Bob, Ada's hand is unknown: it may hold three cards to play */
  eg_round_get_view (&round, R, &view);
  g_assert_cmpuint (eg_round_summary_cards_to_empty (&view), ==, 3);
  text = eg_round_summary_last_card (&view, "Ada");
  g_assert_cmpstr (text, ==, "Ada’s turn draws the last card if Ada plays 3 cards or more.");
  g_clear_pointer (&text, g_free);

  /* the attack drew the last card: the answer ends the round */
  round = state (EG_VARIANT_ADVANCED, 9, 13, "14445", "11244", 1, NULL, L);
  eg_test_assert_legal (&round, eg_action_attack (L, 4, 1));
  eg_round_get_view (&round, R, &view);
  text = eg_round_summary_last_card (&view, "Bob");
  g_assert_cmpstr (text, ==, "The draw pile is empty: the round ends with Bob’s answer.");
}

static void
test_counts_and_lines (void)
{
  const guint8 counts[EG_N_VALUES + 1] = { 0, 3, 0, 1, 2, 5 };
  g_autofree char *text = eg_round_summary_counts (counts);
  g_autofree char *line = eg_round_summary_line (3, R, EG_REASON_HIT, "Ada", "Bob");
  g_autofree char *draw = eg_round_summary_line (4, EG_SIDE_NONE, EG_REASON_DRAW, "Ada", "Bob");

  g_assert_cmpstr (text, ==, "three 1s, no 2, one 3, two 4s, five 5s");
  g_assert_cmpstr (line, ==, "Round 3 — Bob, by a hit");
  g_assert_cmpstr (draw, ==, "Round 4 — a draw");
}

/* Random rounds played out: every ending is explained, naming the winner
 * the engine chose, and an unfinished round has no explanation. */
static void
test_random_rounds (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);
  guint n;

  for (n = 0; n < 300; n++)
    {
      guint8 deck[EG_DECK_SIZE];
      EgRound round;
      EgAction actions[EG_MAX_ACTIONS];
      EgAction last = { 0 };
      g_autofree char *text = NULL;
      g_autofree char *unfinished = NULL;
      guint i;

      for (i = 0; i < EG_DECK_SIZE; i++)
        deck[i] = i / EG_CARDS_PER_VALUE + 1;
      for (i = EG_DECK_SIZE - 1; i > 0; i--)
        {
          guint j = g_rand_int_range (rand, 0, i + 1);
          guint8 t = deck[i];

          deck[i] = deck[j];
          deck[j] = t;
        }
      eg_round_init (&round, deck, n % 2 ? EG_VARIANT_CLASSIC : EG_VARIANT_ADVANCED, n % 2);
      unfinished = eg_round_summary_explain (&round, NULL, "Ada", "Bob");
      g_assert_cmpstr (unfinished, ==, "");
      g_assert_cmphex (eg_round_summary_decisive_values (&round, NULL), ==, 0);
      while (!eg_round_is_over (&round))
        {
          guint k = eg_round_legal_actions (&round, actions);

          last = actions[g_rand_int_range (rand, 0, k)];
          eg_round_play (&round, &last);
        }
      text = eg_round_summary_explain (&round, &last, "Ada", "Bob");
      /* one value at most decided it; an unparried attack, its own */
      g_assert_cmpuint (g_bit_nth_lsf (eg_round_summary_decisive_values (&round, &last), -1), ==,
                        g_bit_nth_msf (eg_round_summary_decisive_values (&round, &last), -1));
      if (round.reason == EG_REASON_HIT)
        g_assert_cmphex (eg_round_summary_decisive_values (&round, &last), ==, 1u << round.pending.value);
      if (round.reason == EG_REASON_DRAW)
        g_assert_true (g_str_has_suffix (text, "the round is a draw."));
      else
        {
          g_autofree char *wins = g_strdup_printf ("%s wins.", round.winner == L ? "Ada" : "Bob");

          g_assert_true (g_str_has_suffix (text, wins));
        }
    }
}

int
main (int    argc,
      char **argv)
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/round-summary/cards-tied", test_cards_tied);
  g_test_add_func ("/en-garde/round-summary/cards-decide", test_cards_decide);
  g_test_add_func ("/en-garde/round-summary/far-and-draw", test_far_and_draw);
  g_test_add_func ("/en-garde/round-summary/ruling-2015", test_ruling_2015);
  g_test_add_func ("/en-garde/round-summary/retreat-draws-last", test_retreat_draws_last);
  g_test_add_func ("/en-garde/round-summary/hit", test_hit);
  g_test_add_func ("/en-garde/round-summary/indirect-hit", test_indirect_hit);
  g_test_add_func ("/en-garde/round-summary/last-card", test_last_card);
  g_test_add_func ("/en-garde/round-summary/counts-and-lines", test_counts_and_lines);
  g_test_add_func ("/en-garde/round-summary/random-rounds", test_random_rounds);

  return g_test_run ();
}
