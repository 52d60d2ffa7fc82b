/* test-round-state.c — a round started from a set position (lessons)
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "eg-action.h"
#include "eg-round.h"
#include "eg-test-utils.h"

#define L EG_SIDE_LEFT
#define R EG_SIDE_RIGHT

static const guint8 left_hand[] = { 0, 0, 0, 2, 1, 2 };   /* 3 3 4 5 5 */
static const guint8 right_hand[] = { 0, 1, 1, 1, 0, 1 };  /* 1 2 3 5 */
static const guint8 pile[] = { 4, 1, 2 };

static void
test_position (void)
{
  EgRound round;

  g_assert_true (eg_round_init_from_state (&round, EG_VARIANT_ADVANCED, R, 8, 13,
                                           left_hand, right_hand, pile, G_N_ELEMENTS (pile)));
  eg_test_check_invariants (&round);
  g_assert_cmpuint (eg_round_get_position (&round, L), ==, 8);
  g_assert_cmpuint (eg_round_get_position (&round, R), ==, 13);
  g_assert_cmpint (eg_round_get_side_to_act (&round), ==, R);
  g_assert_cmpuint (round.phase, ==, EG_PHASE_ACT);
  g_assert_cmpmem (round.hand[L], EG_N_VALUES + 1, left_hand, sizeof left_hand);
  g_assert_cmpmem (round.hand[R], EG_N_VALUES + 1, right_hand, sizeof right_hand);
  g_assert_cmpuint (eg_round_get_hand_size (&round, R), ==, 4);
  g_assert_cmpuint (eg_round_get_pile_count (&round), ==, 3);
  g_assert_true (eg_deck_is_valid (round.deck, EG_DECK_SIZE));
  /* the cards out of the hands and the pile were played: 1 1 1 1 2 2 2 2 … */
  g_assert_cmpuint (round.discard[1], ==, 3);
  g_assert_cmpuint (round.discard[5], ==, 2);
  g_assert_cmpuint (eg_round_get_discard_top (&round), ==, 5);
}

/* the pile is drawn in the order given, and the round ends with it */
static void
test_draws_pile (void)
{
  EgRound round;
  EgAction move = eg_action_move (R, 1, EG_DIRECTION_FORWARD);

  g_assert_true (eg_round_init_from_state (&round, EG_VARIANT_ADVANCED, R, 8, 13,
                                           left_hand, right_hand, pile, 1));
  g_assert_cmpint (eg_round_apply (&round, &move), ==, EG_ILLEGAL_NONE);
  /* right played its 1 and drew the pile's only card, the 4: the last one */
  g_assert_cmpuint (round.hand[R][4], ==, 1);
  g_assert_cmpuint (round.hand[R][1], ==, 0);
  g_assert_true (eg_round_is_over (&round));
}

static void
test_refuses_impossible (void)
{
  static const guint8 six[] = { 0, 2, 2, 2, 0, 0 };
  static const guint8 fives[] = { 0, 0, 0, 0, 0, 4 };
  static const guint8 bad_pile[] = { 6 };
  EgRound round, before;

  memset (&round, 0x5a, sizeof round);
  before = round;
  /* a fencer on or past the other, off the track */
  g_assert_false (eg_round_init_from_state (&round, EG_VARIANT_ADVANCED, L, 13, 13,
                                            left_hand, right_hand, NULL, 0));
  g_assert_false (eg_round_init_from_state (&round, EG_VARIANT_ADVANCED, L, 0, 13,
                                            left_hand, right_hand, NULL, 0));
  g_assert_false (eg_round_init_from_state (&round, EG_VARIANT_ADVANCED, L, 3, 24,
                                            left_hand, right_hand, NULL, 0));
  /* a hand of six, six 5s in all, a card of value 6, nobody to act */
  g_assert_false (eg_round_init_from_state (&round, EG_VARIANT_ADVANCED, L, 3, 9,
                                            six, right_hand, NULL, 0));
  g_assert_false (eg_round_init_from_state (&round, EG_VARIANT_ADVANCED, L, 3, 9,
                                            left_hand, fives, NULL, 0));
  g_assert_false (eg_round_init_from_state (&round, EG_VARIANT_ADVANCED, L, 3, 9,
                                            left_hand, right_hand, bad_pile, 1));
  g_assert_false (eg_round_init_from_state (&round, EG_VARIANT_ADVANCED, EG_SIDE_NONE, 3, 9,
                                            left_hand, right_hand, NULL, 0));
  g_assert_cmpmem (&round, sizeof round, &before, sizeof before);
}

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/round-state/position", test_position);
  g_test_add_func ("/en-garde/round-state/draws-pile", test_draws_pile);
  g_test_add_func ("/en-garde/round-state/refuses-impossible", test_refuses_impossible);

  return g_test_run ();
}
