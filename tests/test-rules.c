/* test-rules.c — every rule and ruling of RULES.md, by name
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "eg-round.h"
#include "eg-score.h"
#include "eg-test-utils.h"

#define L EG_SIDE_LEFT
#define R EG_SIDE_RIGHT

static void
add_cards (guint8     *counts,
           const char *cards)
{
  for (const char *p = cards; *p; p++)
    if (*p >= '1' && *p <= '5')
      counts[*p - '0']++;
}

/* A mid-round position: @to_act acts, fencers on @left_pos and @right_pos,
 * hands as given, the draw pile @pile top first; every other card of the
 * 25 is on the discard pile. */
static EgRound
position (EgVariant   variant,
          EgSide      to_act,
          guint       left_pos,
          guint       right_pos,
          const char *left_hand,
          const char *right_hand,
          const char *pile)
{
  EgRound round;
  guint8 pile_counts[EG_N_VALUES + 1] = { 0 };
  guint n_pile = 0;
  guint i = 0;

  memset (&round, 0, sizeof round);
  round.variant = variant;
  round.starter = to_act;
  round.to_act = to_act;
  round.phase = EG_PHASE_ACT;
  round.winner = EG_SIDE_NONE;
  round.pos[L] = left_pos;
  round.pos[R] = right_pos;
  add_cards (round.hand[L], left_hand);
  add_cards (round.hand[R], right_hand);
  add_cards (pile_counts, pile);
  for (guint v = 1; v <= EG_N_VALUES; v++)
    {
      round.hand_size[L] += round.hand[L][v];
      round.hand_size[R] += round.hand[R][v];
      n_pile += pile_counts[v];
      g_assert_cmpuint (round.hand[L][v] + round.hand[R][v] + pile_counts[v], <=, EG_CARDS_PER_VALUE);
      round.discard[v] = EG_CARDS_PER_VALUE - round.hand[L][v] - round.hand[R][v] - pile_counts[v];
      for (int k = 0; k < round.discard[v] + round.hand[L][v] + round.hand[R][v]; k++)
        round.deck[i++] = v;
    }
  round.next_card = i;
  g_assert_cmpuint (i + n_pile, ==, EG_DECK_SIZE);
  for (const char *p = pile; *p; p++)
    if (*p >= '1' && *p <= '5')
      round.deck[i++] = *p - '0';

  eg_test_check_invariants (&round);
  return round;
}

static gboolean
is_listed (const EgRound *round,
           EgAction       action)
{
  EgAction legal[EG_MAX_ACTIONS];
  guint n = eg_round_legal_actions (round, legal);

  for (guint i = 0; i < n; i++)
    if (eg_action_equal (&legal[i], &action))
      return TRUE;
  return FALSE;
}

static void
assert_refused (const EgRound *round,
                EgAction       action,
                EgIllegal      why)
{
  EgRound copy = *round;

  g_assert_false (is_listed (round, action));
  g_assert_cmpint (eg_round_apply (&copy, &action), ==, why);
  g_assert_cmpmem (&copy, sizeof copy, round, sizeof *round);
}

static void
assert_over (const EgRound *round,
             EgSide         winner,
             EgReason       reason)
{
  g_assert_cmpint (round->phase, ==, EG_PHASE_OVER);
  g_assert_cmpint (round->winner, ==, winner);
  g_assert_cmpint (round->reason, ==, reason);
}

static void
test_setup_deal_order (void)
{
  EgRound round = eg_test_round_from ("1 1 1 1 2  3 3 3 3 4  5 5 5 5 5 2 2 2 2 4 4 4 4 1 3",
                                      EG_VARIANT_ADVANCED, R);

  /* The starter (right) takes cards 1–5, the other player 6–10. */
  g_assert_cmpuint (round.hand[R][1], ==, 4);
  g_assert_cmpuint (round.hand[R][2], ==, 1);
  g_assert_cmpuint (round.hand[L][3], ==, 4);
  g_assert_cmpuint (round.hand[L][4], ==, 1);
  g_assert_cmpuint (round.pos[L], ==, 1);
  g_assert_cmpuint (round.pos[R], ==, 23);
  g_assert_cmpuint (eg_round_get_pile_count (&round), ==, 15);
  g_assert_cmpint (round.to_act, ==, R);
  g_assert_cmpint (round.phase, ==, EG_PHASE_ACT);

  /* The pile is drawn from card 11 onwards. */
  eg_test_assert_legal (&round, eg_action_move (R, 1, EG_DIRECTION_FORWARD));
  g_assert_cmpuint (round.hand[R][5], ==, 1);
  g_assert_cmpuint (round.hand_size[R], ==, 5);
}

static void
test_shuffle_deterministic (void)
{
  guint8 a[EG_DECK_SIZE], b[EG_DECK_SIZE], c[EG_DECK_SIZE];
  EgRng r1, r2, r3;

  eg_rng_init (&r1, 42);
  eg_rng_init (&r2, 42);
  eg_rng_init (&r3, 43);
  eg_deck_shuffle (a, &r1);
  eg_deck_shuffle (b, &r2);
  eg_deck_shuffle (c, &r3);
  g_assert_true (eg_deck_is_valid (a, EG_DECK_SIZE));
  g_assert_cmpmem (a, sizeof a, b, sizeof b);
  g_assert_true (memcmp (a, c, sizeof a) != 0);
}

static void
test_deck_validity (void)
{
  guint8 deck[EG_DECK_SIZE];

  for (guint i = 0; i < EG_DECK_SIZE; i++)
    deck[i] = 1 + i / 5;
  g_assert_true (eg_deck_is_valid (deck, EG_DECK_SIZE));
  g_assert_false (eg_deck_is_valid (deck, EG_DECK_SIZE - 1));
  deck[0] = 2;
  g_assert_false (eg_deck_is_valid (deck, EG_DECK_SIZE));
  deck[0] = 0;
  g_assert_false (eg_deck_is_valid (deck, EG_DECK_SIZE));
  deck[0] = 6;
  g_assert_false (eg_deck_is_valid (deck, EG_DECK_SIZE));
}

static void
test_move_forward_backward (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 5, 15, "1234", "12345", "5555");

  eg_test_assert_legal (&round, eg_action_move (L, 3, EG_DIRECTION_FORWARD));
  g_assert_cmpuint (round.pos[L], ==, 8);
  g_assert_cmpint (round.to_act, ==, R);
  eg_test_assert_legal (&round, eg_action_move (R, 4, EG_DIRECTION_BACKWARD));
  g_assert_cmpuint (round.pos[R], ==, 19);
  eg_test_assert_legal (&round, eg_action_move (L, 4, EG_DIRECTION_BACKWARD));
  g_assert_cmpuint (round.pos[L], ==, 4);
}

static void
test_move_not_onto_or_past (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 10, 13, "345", "12345", "1111");

  assert_refused (&round, eg_action_move (L, 3, EG_DIRECTION_FORWARD), EG_ILLEGAL_BLOCKED);
  assert_refused (&round, eg_action_move (L, 4, EG_DIRECTION_FORWARD), EG_ILLEGAL_BLOCKED);
  g_assert_true (is_listed (&round, eg_action_move (L, 4, EG_DIRECTION_BACKWARD)));
}

static void
test_move_not_off_track (void)
{
  EgRound left = position (EG_VARIANT_ADVANCED, L, 3, 20, "2345", "1234", "5555");
  EgRound right = position (EG_VARIANT_ADVANCED, R, 3, 20, "2345", "1234", "5555");

  g_assert_true (is_listed (&left, eg_action_move (L, 2, EG_DIRECTION_BACKWARD)));
  assert_refused (&left, eg_action_move (L, 3, EG_DIRECTION_BACKWARD), EG_ILLEGAL_OFF_TRACK);
  g_assert_true (is_listed (&right, eg_action_move (R, 3, EG_DIRECTION_BACKWARD)));
  assert_refused (&right, eg_action_move (R, 4, EG_DIRECTION_BACKWARD), EG_ILLEGAL_OFF_TRACK);
}

static void
test_move_card_not_held (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 5, 15, "1234", "12345", "5555");

  assert_refused (&round, eg_action_move (L, 5, EG_DIRECTION_FORWARD), EG_ILLEGAL_CARDS_NOT_HELD);
  assert_refused (&round, eg_action_move (R, 1, EG_DIRECTION_FORWARD), EG_ILLEGAL_WRONG_SIDE);
}

static void
test_refill_after_turn (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 5, 15, "11234", "12345", "5525");

  eg_test_assert_legal (&round, eg_action_move (L, 1, EG_DIRECTION_FORWARD));
  g_assert_cmpuint (round.hand_size[L], ==, 5);
  g_assert_cmpuint (round.hand[L][5], ==, 1);
  g_assert_cmpuint (eg_round_get_pile_count (&round), ==, 3);
  g_assert_cmpuint (round.discard_top, ==, 1);
}

static void
test_direct_attack_value_is_distance (void)
{
  /* Worked check: left on 8, right on 13, distance 5: one or two 5s. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 8, 13, "55123", "12355", "1234");

  g_assert_cmpuint (eg_round_get_distance (&round), ==, 5);
  g_assert_true (is_listed (&round, eg_action_attack (L, 5, 1)));
  g_assert_true (is_listed (&round, eg_action_attack (L, 5, 2)));
  assert_refused (&round, eg_action_attack (L, 5, 3), EG_ILLEGAL_CARDS_NOT_HELD);
  assert_refused (&round, eg_action_attack (L, 3, 1), EG_ILLEGAL_NOT_DISTANCE);
  eg_test_assert_legal (&round, eg_action_attack (L, 5, 1));
  g_assert_cmpuint (round.pos[L], ==, 8);   /* the attacker does not move */
  g_assert_cmpint (round.phase, ==, EG_PHASE_DEFEND);
  g_assert_cmpint (round.to_act, ==, R);
}

static void
test_indirect_attack (void)
{
  /* Worked check: distance 8, left plays a 3 forward and two 5s. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 5, 13, "3551", "12345", "1234");

  g_assert_true (is_listed (&round, eg_action_indirect_attack (L, 3, 5, 2)));
  assert_refused (&round, eg_action_indirect_attack (L, 3, 4, 1), EG_ILLEGAL_NOT_DISTANCE);
  assert_refused (&round, eg_action_indirect_attack (L, 3, 5, 3), EG_ILLEGAL_CARDS_NOT_HELD);
  eg_test_assert_legal (&round, eg_action_indirect_attack (L, 3, 5, 2));
  g_assert_cmpuint (round.pos[L], ==, 8);
  g_assert_cmpint (round.phase, ==, EG_PHASE_DEFEND);
  /* Right may retreat with any card that keeps it on the track. */
  g_assert_true (is_listed (&round, eg_action_retreat (R, 5)));
  g_assert_false (is_listed (&round, eg_action_parry (R, 5, 2)));
}

static void
test_indirect_attack_same_value (void)
{
  /* Distance 4: a 2 forward, then the other 2 attacks; one 2 cannot do both. */
  EgRound two = position (EG_VARIANT_ADVANCED, L, 5, 9, "2213", "1345", "1234");
  EgRound one = position (EG_VARIANT_ADVANCED, L, 5, 9, "2113", "1345", "1234");

  g_assert_true (is_listed (&two, eg_action_indirect_attack (L, 2, 2, 1)));
  assert_refused (&two, eg_action_indirect_attack (L, 2, 2, 2), EG_ILLEGAL_CARDS_NOT_HELD);
  assert_refused (&one, eg_action_indirect_attack (L, 2, 2, 1), EG_ILLEGAL_CARDS_NOT_HELD);
}

static void
test_parry_then_continue (void)
{
  /* Worked check: right attacks at distance 2 with two 2s; left parries
   * and holds the fifth 2, attacks at once, and right cannot parry. */
  EgRound round = position (EG_VARIANT_ADVANCED, R, 10, 12, "22214", "22135", "13345");

  eg_test_assert_legal (&round, eg_action_attack (R, 2, 2));
  g_assert_true (is_listed (&round, eg_action_parry (L, 2, 2)));
  eg_test_assert_legal (&round, eg_action_parry (L, 2, 2));
  /* No refill for the parrying player, who acts again at once. */
  g_assert_cmpuint (round.hand_size[L], ==, 3);
  g_assert_cmpint (round.to_act, ==, L);
  g_assert_cmpint (round.phase, ==, EG_PHASE_ACT);
  eg_test_assert_legal (&round, eg_action_attack (L, 2, 1));
  assert_over (&round, L, EG_REASON_HIT);
}

static void
test_parry_must_match (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 10, 13, "33124", "33315", "1245");

  eg_test_assert_legal (&round, eg_action_attack (L, 3, 2));
  assert_refused (&round, eg_action_parry (R, 3, 1), EG_ILLEGAL_PARRY_MISMATCH);
  assert_refused (&round, eg_action_parry (R, 1, 2), EG_ILLEGAL_PARRY_MISMATCH);
  assert_refused (&round, eg_action_move (R, 1, EG_DIRECTION_BACKWARD), EG_ILLEGAL_MUST_DEFEND);
  assert_refused (&round, eg_action_attack (R, 3, 1), EG_ILLEGAL_MUST_DEFEND);
  g_assert_true (is_listed (&round, eg_action_parry (R, 3, 2)));
}

static void
test_parry_refill_at_end_of_turn (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 10, 13, "31245", "34512", "12345");

  eg_test_assert_legal (&round, eg_action_attack (L, 3, 1));
  eg_test_assert_legal (&round, eg_action_parry (R, 3, 1));
  g_assert_cmpuint (round.hand_size[R], ==, 4);
  eg_test_assert_legal (&round, eg_action_move (R, 5, EG_DIRECTION_BACKWARD));
  g_assert_cmpuint (round.hand_size[R], ==, 5);
}

static void
test_retreat_only_indirect (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 10, 13, "31245", "34512", "12345");

  assert_refused (&round, eg_action_retreat (L, 1), EG_ILLEGAL_NOTHING_TO_ANSWER);
  assert_refused (&round, eg_action_parry (L, 3, 1), EG_ILLEGAL_NOTHING_TO_ANSWER);
  eg_test_assert_legal (&round, eg_action_attack (L, 3, 1));
  assert_refused (&round, eg_action_retreat (R, 1), EG_ILLEGAL_RETREAT_DIRECT);
}

static void
test_retreat_whole_turn (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 5, 13, "3551", "12344", "21234");

  eg_test_assert_legal (&round, eg_action_indirect_attack (L, 3, 5, 1));
  eg_test_assert_legal (&round, eg_action_retreat (R, 2));
  g_assert_cmpuint (round.pos[R], ==, 15);
  g_assert_cmpuint (round.hand_size[R], ==, 5);   /* refilled */
  g_assert_cmpint (round.to_act, ==, L);          /* the opponent is next */
  g_assert_cmpint (round.phase, ==, EG_PHASE_ACT);
}

static void
test_retreat_stays_on_track (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 10, 20, "43551", "12344", "21234");

  eg_test_assert_legal (&round, eg_action_indirect_attack (L, 5, 5, 1));
  g_assert_true (is_listed (&round, eg_action_retreat (R, 3)));
  assert_refused (&round, eg_action_retreat (R, 4), EG_ILLEGAL_OFF_TRACK);
}

static void
test_defence_is_a_choice (void)
{
  /* Both defences possible: the defender chooses; being hit is not offered. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 5, 13, "3551", "51234", "21234");
  EgAction legal[EG_MAX_ACTIONS];
  guint n;

  eg_test_assert_legal (&round, eg_action_indirect_attack (L, 3, 5, 1));
  n = eg_round_legal_actions (&round, legal);
  g_assert_cmpuint (n, ==, 6);   /* one parry, five retreats */
  g_assert_true (is_listed (&round, eg_action_parry (R, 5, 1)));
  for (guint v = 1; v <= 5; v++)
    g_assert_true (is_listed (&round, eg_action_retreat (R, v)));
}

static void
test_hit_when_no_defence (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 10, 13, "33124", "11245", "12345");

  eg_test_assert_legal (&round, eg_action_attack (L, 3, 1));
  assert_over (&round, L, EG_REASON_HIT);
}

static void
test_unparryable_triple (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 10, 13, "33312", "33124", "1245");

  eg_test_assert_legal (&round, eg_action_attack (L, 3, 3));
  assert_over (&round, L, EG_REASON_HIT);
}

static void
test_indirect_hit_when_cornered (void)
{
  /* Right on its end square cannot retreat, and cannot parry. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 15, 23, "3551", "12344", "21234");

  eg_test_assert_legal (&round, eg_action_indirect_attack (L, 3, 5, 1));
  assert_over (&round, L, EG_REASON_HIT);
}

static void
test_no_legal_action_at_turn_start (void)
{
  /* After left's move, right on 23 at distance 2 holds only 3s, 4s, 5s. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 18, 23, "33111", "34455", "21");

  eg_test_assert_legal (&round, eg_action_move (L, 3, EG_DIRECTION_FORWARD));
  g_assert_cmpuint (round.pos[L], ==, 21);
  assert_over (&round, L, EG_REASON_NO_LEGAL_ACTION);
}

static void
test_no_legal_action_after_parry_loses (void)
{
  /* Left on 3, right on 6: right attacks with a 3; left parries with its
   * only 3 and holds four 5s, which can neither move it forward (too
   * close) nor back (off the track), nor attack. */
  EgRound round = position (EG_VARIANT_ADVANCED, R, 3, 6, "35555", "33124", "1244");

  eg_test_assert_legal (&round, eg_action_attack (R, 3, 1));
  eg_test_assert_legal (&round, eg_action_parry (L, 3, 1));
  assert_over (&round, R, EG_REASON_NO_LEGAL_ACTION);
}

static void
test_exhausted_cards (void)
{
  /* Worked check: pile exhausted at distance 2, left holds two 2s and
   * right one: left wins by cards. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 16, 19, "22115", "23345", "4");

  eg_test_assert_legal (&round, eg_action_move (L, 1, EG_DIRECTION_FORWARD));
  assert_over (&round, L, EG_REASON_CARDS);
}

static void
test_exhausted_advancement (void)
{
  /* Distance 9 after the last draw: no card has that value (0–0), so
   * advancement decides: left advanced 7, right 6. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 9, 17, "11234", "23345", "5");

  eg_test_assert_legal (&round, eg_action_move (L, 1, EG_DIRECTION_BACKWARD));
  g_assert_cmpuint (eg_round_get_distance (&round), ==, 9);
  assert_over (&round, L, EG_REASON_ADVANCEMENT);
}

static void
test_exhausted_cards_tied_then_advancement (void)
{
  /* Distance 3, one 3 each: cards tie, right advanced further. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 8, 12, "13245", "13245", "5");

  eg_test_assert_legal (&round, eg_action_move (L, 1, EG_DIRECTION_FORWARD));
  g_assert_cmpuint (eg_round_get_distance (&round), ==, 3);
  assert_over (&round, R, EG_REASON_ADVANCEMENT);
}

static void
test_exhausted_draw (void)
{
  /* Left ends on 8 and right on 16: both advanced 7, distance 8. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 7, 16, "11234", "23345", "5");
  eg_test_assert_legal (&round, eg_action_move (L, 1, EG_DIRECTION_FORWARD));
  g_assert_cmpuint (round.pos[L], ==, 8);
  assert_over (&round, EG_SIDE_NONE, EG_REASON_DRAW);
}

static void
test_final_attack_defender_answers (void)
{
  /* The attack draws the last card; the defender cannot parry: a hit. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 10, 13, "31245", "12445", "5");

  eg_test_assert_legal (&round, eg_action_attack (L, 3, 1));
  assert_over (&round, L, EG_REASON_HIT);
}

static void
test_final_attack_parried_ends_at_once (void)
{
  /* The attack draws the last card; the parry ends the round at once and
   * the cards of the distance decide: right keeps two 3s to left's one,
   * although left advanced further. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 12, 15, "33124", "33312", "4");

  eg_test_assert_legal (&round, eg_action_attack (L, 3, 1));
  g_assert_cmpint (round.phase, ==, EG_PHASE_DEFEND);
  g_assert_true (round.final_attack);
  eg_test_assert_legal (&round, eg_action_parry (R, 3, 1));
  assert_over (&round, R, EG_REASON_CARDS);
}

static void
test_ruling_2015_final_retreat (void)
{
  /* Worked check: left's final indirect attack, right retreats: left on 10
   * (advanced 9) and right on 15 (advanced 8): left wins by advancement,
   * although right holds more cards of the distance. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 8, 13, "21334", "22355", "11");

  eg_test_assert_legal (&round, eg_action_indirect_attack (L, 2, 3, 1));
  g_assert_true (round.final_attack);
  eg_test_assert_legal (&round, eg_action_retreat (R, 2));
  g_assert_cmpuint (round.pos[L], ==, 10);
  g_assert_cmpuint (round.pos[R], ==, 15);
  g_assert_cmpuint (round.hand[R][5], >, round.hand[L][5]);
  assert_over (&round, L, EG_REASON_ADVANCEMENT);
}

static void
test_ruling_retreat_draws_last_card (void)
{
  /* The pile still had a card after the attack; the retreat draws it: an
   * ordinary last turn, so cards come first — and at distance 7 no card
   * counts, so advancement decides. */
  EgRound round = position (EG_VARIANT_ADVANCED, L, 8, 13, "21334", "45512", "1344");

  eg_test_assert_legal (&round, eg_action_indirect_attack (L, 2, 3, 2));
  g_assert_false (round.final_attack);
  eg_test_assert_legal (&round, eg_action_retreat (R, 4));
  g_assert_cmpuint (eg_round_get_pile_count (&round), ==, 0);
  g_assert_cmpuint (eg_round_get_distance (&round), ==, 7);
  assert_over (&round, L, EG_REASON_ADVANCEMENT);

  /* Retreating 2 instead leaves distance 5: right holds two 5s to left's
   * none and wins by cards, though left advanced further (9 against 8). */

  round = position (EG_VARIANT_ADVANCED, L, 8, 13, "21334", "25512", "1344");
  eg_test_assert_legal (&round, eg_action_indirect_attack (L, 2, 3, 2));
  eg_test_assert_legal (&round, eg_action_retreat (R, 2));
  g_assert_cmpuint (eg_round_get_distance (&round), ==, 5);
  g_assert_cmpuint (round.hand[R][5], >, round.hand[L][5]);
  assert_over (&round, R, EG_REASON_CARDS);
}

static void
test_classic_variant (void)
{
  EgRound round = position (EG_VARIANT_CLASSIC, L, 5, 13, "3551", "12345", "1234");
  EgAction legal[EG_MAX_ACTIONS];
  guint n = eg_round_legal_actions (&round, legal);

  for (guint i = 0; i < n; i++)
    g_assert_cmpint (legal[i].type, ==, EG_ACTION_MOVE);
  assert_refused (&round, eg_action_indirect_attack (L, 3, 5, 1), EG_ILLEGAL_CLASSIC);

  round = position (EG_VARIANT_CLASSIC, L, 8, 13, "55123", "51234", "1234");
  eg_test_assert_legal (&round, eg_action_attack (L, 5, 1));
  assert_refused (&round, eg_action_retreat (R, 1), EG_ILLEGAL_CLASSIC);
  n = eg_round_legal_actions (&round, legal);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (legal[0].type, ==, EG_ACTION_PARRY);
}

static void
test_round_over_refuses (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 10, 13, "33312", "33124", "1245");

  eg_test_assert_legal (&round, eg_action_attack (L, 3, 3));
  assert_refused (&round, eg_action_move (R, 1, EG_DIRECTION_BACKWARD), EG_ILLEGAL_ROUND_OVER);
}

static void
test_malformed_refused (void)
{
  EgRound round = position (EG_VARIANT_ADVANCED, L, 10, 13, "33312", "33124", "1245");
  EgAction bad = eg_action_move (L, 0, EG_DIRECTION_FORWARD);

  assert_refused (&round, bad, EG_ILLEGAL_MALFORMED);
  bad = eg_action_move (L, 6, EG_DIRECTION_FORWARD);
  assert_refused (&round, bad, EG_ILLEGAL_MALFORMED);
  bad = eg_action_attack (L, 3, 0);
  assert_refused (&round, bad, EG_ILLEGAL_MALFORMED);
  bad.type = 9;
  assert_refused (&round, bad, EG_ILLEGAL_MALFORMED);
}

static void
test_view_hides_hidden_cards (void)
{
  EgRound round = eg_test_round_from ("1 1 1 1 2 3 3 3 3 4 5 5 5 5 5 2 2 2 2 4 4 4 4 1 3",
                                      EG_VARIANT_ADVANCED, L);
  EgRound other = round;
  EgView a, b;

  /* Change what left may not see: right's hand and the pile order. */
  memcpy (other.deck + 10, (guint8[]) { 3, 5, 5, 5, 5, 5, 2, 2, 2, 2, 4, 4, 4, 1, 4 }, 15);
  other.hand[R][3]--;
  other.hand[R][4]++;
  eg_round_get_view (&round, L, &a);
  eg_round_get_view (&other, L, &b);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
  g_assert_cmpuint (a.opponent_hand_size, ==, 5);
  g_assert_cmpuint (a.pile_count, ==, 15);
  g_assert_cmpuint (a.hand[1], ==, 4);
}

static void
test_match_scoring (void)
{
  EgScore score;

  eg_score_init (&score, EG_VARIANT_ADVANCED, 2, R);
  g_assert_cmpint (eg_score_starter (&score, 1), ==, R);
  g_assert_cmpint (eg_score_starter (&score, 2), ==, L);
  g_assert_cmpint (eg_score_starter (&score, 3), ==, R);
  g_assert_false (eg_score_record_round (&score, R));
  g_assert_false (eg_score_record_round (&score, EG_SIDE_NONE));  /* a draw scores nothing */
  g_assert_cmpuint (score.score[L] + score.score[R], ==, 1);
  g_assert_false (eg_score_record_round (&score, L));
  g_assert_true (eg_score_record_round (&score, L));
  g_assert_cmpint (score.winner, ==, L);
  g_assert_cmpuint (score.rounds_played, ==, 4);
}

static void
test_names_round_trip (void)
{
  for (EgReason r = EG_REASON_HIT; r <= EG_REASON_DRAW; r++)
    {
      EgReason back;
      g_assert_true (eg_reason_from_string (eg_reason_to_string (r), &back));
      g_assert_cmpint (back, ==, r);
    }
  for (EgActionType t = EG_ACTION_MOVE; t <= EG_ACTION_RETREAT; t++)
    {
      EgActionType back;
      g_assert_true (eg_action_type_from_string (eg_action_type_to_string (t), &back));
      g_assert_cmpint (back, ==, t);
    }
  g_assert_cmpstr (eg_reason_to_string (EG_REASON_NO_LEGAL_ACTION), ==, "no-legal-action");
  g_assert_cmpstr (eg_action_type_to_string (EG_ACTION_INDIRECT_ATTACK), ==, "indirect-attack");
  {
    EgReason r;
    g_assert_false (eg_reason_from_string ("none", &r));
    g_assert_false (eg_reason_from_string (NULL, &r));
  }
}

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/rules/setup/deal-order", test_setup_deal_order);
  g_test_add_func ("/en-garde/rules/setup/shuffle-deterministic", test_shuffle_deterministic);
  g_test_add_func ("/en-garde/rules/setup/deck-five-of-each", test_deck_validity);
  g_test_add_func ("/en-garde/rules/move/forward-and-backward", test_move_forward_backward);
  g_test_add_func ("/en-garde/rules/move/not-onto-or-past-opponent", test_move_not_onto_or_past);
  g_test_add_func ("/en-garde/rules/move/not-off-track", test_move_not_off_track);
  g_test_add_func ("/en-garde/rules/move/cards-held-and-turn", test_move_card_not_held);
  g_test_add_func ("/en-garde/rules/turn/refill-to-five", test_refill_after_turn);
  g_test_add_func ("/en-garde/rules/attack/direct-value-is-distance", test_direct_attack_value_is_distance);
  g_test_add_func ("/en-garde/rules/attack/indirect", test_indirect_attack);
  g_test_add_func ("/en-garde/rules/attack/indirect-same-value", test_indirect_attack_same_value);
  g_test_add_func ("/en-garde/rules/defence/parry-then-continue", test_parry_then_continue);
  g_test_add_func ("/en-garde/rules/defence/parry-must-match", test_parry_must_match);
  g_test_add_func ("/en-garde/rules/defence/parry-refills-at-end-of-turn", test_parry_refill_at_end_of_turn);
  g_test_add_func ("/en-garde/rules/defence/retreat-only-indirect", test_retreat_only_indirect);
  g_test_add_func ("/en-garde/rules/defence/retreat-is-whole-turn", test_retreat_whole_turn);
  g_test_add_func ("/en-garde/rules/defence/retreat-stays-on-track", test_retreat_stays_on_track);
  g_test_add_func ("/en-garde/rules/defence/ruling-defence-is-a-choice", test_defence_is_a_choice);
  g_test_add_func ("/en-garde/rules/end/hit", test_hit_when_no_defence);
  g_test_add_func ("/en-garde/rules/end/unparryable-triple", test_unparryable_triple);
  g_test_add_func ("/en-garde/rules/end/indirect-hit-when-cornered", test_indirect_hit_when_cornered);
  g_test_add_func ("/en-garde/rules/end/no-legal-action-at-turn-start", test_no_legal_action_at_turn_start);
  g_test_add_func ("/en-garde/rules/end/no-legal-action-after-parry", test_no_legal_action_after_parry_loses);
  g_test_add_func ("/en-garde/rules/end/exhausted-cards", test_exhausted_cards);
  g_test_add_func ("/en-garde/rules/end/exhausted-advancement", test_exhausted_advancement);
  g_test_add_func ("/en-garde/rules/end/exhausted-cards-tied-advancement", test_exhausted_cards_tied_then_advancement);
  g_test_add_func ("/en-garde/rules/end/exhausted-draw", test_exhausted_draw);
  g_test_add_func ("/en-garde/rules/end/final-attack-defender-answers", test_final_attack_defender_answers);
  g_test_add_func ("/en-garde/rules/end/final-attack-parried-ends-at-once", test_final_attack_parried_ends_at_once);
  g_test_add_func ("/en-garde/rules/end/ruling-2015-final-retreat-advancement-only", test_ruling_2015_final_retreat);
  g_test_add_func ("/en-garde/rules/end/ruling-retreat-draws-last-card", test_ruling_retreat_draws_last_card);
  g_test_add_func ("/en-garde/rules/variant/classic", test_classic_variant);
  g_test_add_func ("/en-garde/rules/refuse/round-over", test_round_over_refuses);
  g_test_add_func ("/en-garde/rules/refuse/malformed", test_malformed_refused);
  g_test_add_func ("/en-garde/rules/view/hides-hidden-cards", test_view_hides_hidden_cards);
  g_test_add_func ("/en-garde/rules/match/scoring-and-starter", test_match_scoring);
  g_test_add_func ("/en-garde/rules/names/log-vocabulary", test_names_round_trip);

  return g_test_run ();
}
