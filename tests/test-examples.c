/* test-examples.c — the hand-checked example rounds, replayed by the engine
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "eg-test-utils.h"

static void
replay_example (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(EgTestRound) example = eg_test_read_example (path);
  EgRound round;

  g_assert_true (eg_deck_is_valid (example->deck, EG_DECK_SIZE));
  eg_round_init (&round, example->deck, example->variant, example->starter);

  for (guint i = 0; i < example->actions->len; i++)
    {
      g_assert_false (eg_round_is_over (&round));
      eg_test_assert_legal (&round, g_array_index (example->actions, EgAction, i));
    }

  g_assert_true (example->has_result);
  g_assert_true (eg_round_is_over (&round));
  g_assert_cmpint (round.winner, ==, example->winner);
  g_assert_cmpint (round.reason, ==, example->reason);
}

/* The invalid examples whose fault is in the play: the engine refuses the
 * action named, or finds a different result. */
static EgTestRound *
read_invalid (const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "invalid", file, NULL);

  return eg_test_read_example (path);
}

/* Every action but the last is legal; the engine refuses the last. */
static void
assert_last_refused (const char *file,
                     EgIllegal   expected)
{
  g_autoptr(EgTestRound) example = read_invalid (file);
  EgRound round;
  guint last = example->actions->len - 1;

  eg_round_init (&round, example->deck, example->variant, example->starter);
  for (guint i = 0; i < last; i++)
    g_assert_cmpint (eg_round_apply (&round, &g_array_index (example->actions, EgAction, i)),
                     ==, EG_ILLEGAL_NONE);
  g_assert_cmpint (eg_round_apply (&round, &g_array_index (example->actions, EgAction, last)),
                   ==, expected);
}

static void
test_invalid_move_onto_or_past (void)
{
  assert_last_refused ("move-onto-or-past-opponent.engarde", EG_ILLEGAL_BLOCKED);
}

static void
test_invalid_retreat_after_direct (void)
{
  assert_last_refused ("retreat-after-direct-attack.engarde", EG_ILLEGAL_RETREAT_DIRECT);
}

static void
test_invalid_result_disagrees (void)
{
  g_autoptr(EgTestRound) example = read_invalid ("result-disagrees.engarde");
  EgRound round;

  eg_round_init (&round, example->deck, example->variant, example->starter);
  for (guint i = 0; i < example->actions->len; i++)
    g_assert_cmpint (eg_round_apply (&round, &g_array_index (example->actions, EgAction, i)),
                     ==, EG_ILLEGAL_NONE);
  g_assert_true (eg_round_is_over (&round));
  g_assert_cmpint (round.reason, ==, EG_REASON_HIT);
  g_assert_cmpint (example->reason, !=, round.reason);
}

static void
test_invalid_deck (void)
{
  g_autoptr(EgTestRound) example = read_invalid ("deck-not-five-of-each.engarde");

  g_assert_false (eg_deck_is_valid (example->deck, EG_DECK_SIZE));
}

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  eg_test_add_examples ("/en-garde/examples", replay_example);

  g_test_add_func ("/en-garde/examples/invalid/move-onto-or-past-opponent", test_invalid_move_onto_or_past);
  g_test_add_func ("/en-garde/examples/invalid/retreat-after-direct-attack", test_invalid_retreat_after_direct);
  g_test_add_func ("/en-garde/examples/invalid/result-disagrees", test_invalid_result_disagrees);
  g_test_add_func ("/en-garde/examples/invalid/deck-not-five-of-each", test_invalid_deck);

  return g_test_run ();
}
