/* test-random.c — invariants over many random rounds, both variants
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "eg-test-utils.h"

#define N_ROUNDS 100000
#define N_ROUNDS_QUICK 5000   /* under valgrind: EG_TEST_QUICK is set */

static void
play_random_rounds (gconstpointer data)
{
  EgVariant variant = GPOINTER_TO_UINT (data);
  guint reasons[EG_REASON_DRAW + 1] = { 0 };
  guint n_rounds = g_getenv ("EG_TEST_QUICK") ? N_ROUNDS_QUICK : N_ROUNDS;
  EgRng rng;

  eg_rng_init (&rng, 20261122 + variant);

  for (guint i = 0; i < n_rounds; i++)
    {
      guint8 deck[EG_DECK_SIZE];
      EgAction actions[EG_MAX_ACTIONS];
      EgRound round;

      eg_deck_shuffle (deck, &rng);
      eg_round_init (&round, deck, variant, i & 1);
      eg_test_check_invariants (&round);

      while (!eg_round_is_over (&round))
        {
          guint n = eg_round_legal_actions (&round, actions);
          const EgAction *action = &actions[eg_rng_below (&rng, n)];
          EgSide side = round.to_act;
          EgIllegal illegal;

          g_assert_cmpuint (n, >, 0);
          for (guint k = 0; k < n; k++)
            {
              g_assert_cmpint (actions[k].side, ==, side);
              g_assert_cmpint (eg_round_check (&round, &actions[k]), ==, EG_ILLEGAL_NONE);
              if (variant == EG_VARIANT_CLASSIC)
                g_assert_true (actions[k].type != EG_ACTION_INDIRECT_ATTACK &&
                               actions[k].type != EG_ACTION_RETREAT);
            }

          illegal = eg_round_apply (&round, action);
          g_assert_cmpint (illegal, ==, EG_ILLEGAL_NONE);
          eg_test_check_invariants (&round);
        }

      reasons[round.reason]++;
    }

  /* Random play reaches every way a round can end. */
  for (EgReason r = EG_REASON_HIT; r <= EG_REASON_DRAW; r++)
    g_assert_cmpuint (reasons[r], >, 0);
  g_test_message ("hit %u, no legal action %u, cards %u, advancement %u, draw %u",
                  reasons[EG_REASON_HIT], reasons[EG_REASON_NO_LEGAL_ACTION],
                  reasons[EG_REASON_CARDS], reasons[EG_REASON_ADVANCEMENT],
                  reasons[EG_REASON_DRAW]);
}

/* The checksum of every action and result of these random rounds, as the
 * engine played them before it was made faster: any change to the rules,
 * to the order in which legal actions are listed or to the random stream
 * changes it. Both variants, alternating starters, as the benchmark plays. */
#define CHECKSUM_ROUNDS        1000000
#define CHECKSUM               G_GUINT64_CONSTANT (0xedf92ff94f172347)
#define CHECKSUM_ROUNDS_QUICK  20000
#define CHECKSUM_QUICK         G_GUINT64_CONSTANT (0xf364119336588b7a)

static inline guint64
fnv1a (guint64       hash,
       const guint8 *bytes,
       gsize         n)
{
  for (gsize i = 0; i < n; i++)
    hash = (hash ^ bytes[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  return hash;
}

/* @fast: shuffled and played by eg_round_init_shuffled() and
 * eg_round_random_action(), which must play the very same rounds as a
 * shuffled deck dealt by eg_round_init() and a pick among the actions
 * eg_round_legal_actions() lists; eg_round_play_out_random() must end
 * each round as they do, leaving the same random stream behind. */
static void
test_checksum (gconstpointer data)
{
  gboolean fast = GPOINTER_TO_INT (data);
  gboolean quick = g_getenv ("EG_TEST_QUICK") != NULL;
  guint n_rounds = quick ? CHECKSUM_ROUNDS_QUICK : CHECKSUM_ROUNDS;
  guint64 hash = G_GUINT64_CONSTANT (0xcbf29ce484222325);
  EgRng rng;

  eg_rng_init (&rng, 15);

  for (guint i = 0; i < n_rounds; i++)
    {
      guint8 deck[EG_DECK_SIZE];
      EgAction actions[EG_MAX_ACTIONS];
      EgRound round;
      guint8 result[3];

      EgVariant variant = (i >> 1) & 1 ? EG_VARIANT_CLASSIC : EG_VARIANT_ADVANCED;

      EgRound played_out;
      EgRng played_out_rng;

      if (fast)
        eg_round_init_shuffled (&round, &rng, variant, i & 1);
      else
        {
          eg_deck_shuffle (deck, &rng);
          eg_round_init (&round, deck, variant, i & 1);
        }
      played_out = round;
      played_out_rng = rng;

      while (!eg_round_is_over (&round))
        {
          EgAction action;

          if (fast)
            eg_round_random_action (&round, &rng, &action);
          else
            {
              guint n = eg_round_legal_actions (&round, actions);

              action = actions[eg_rng_below (&rng, n)];
            }
          hash = fnv1a (hash, (const guint8 *) &action, sizeof action);
          eg_round_play (&round, &action);
        }

      if (fast)
        {
          eg_round_play_out_random (&played_out, &played_out_rng);
          eg_test_assert_same_round (&played_out, &round);
          g_assert_cmpmem (&played_out_rng, sizeof played_out_rng, &rng, sizeof rng);
        }
      result[0] = round.winner;
      result[1] = round.reason;
      result[2] = (guint8) round.n_actions;
      hash = fnv1a (hash, result, sizeof result);
    }

  g_test_message ("checksum of %u rounds: 0x%016" G_GINT64_MODIFIER "x", n_rounds, hash);
  g_assert_cmphex (hash, ==, quick ? CHECKSUM_QUICK : CHECKSUM);
}

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  g_test_add_data_func ("/en-garde/random/advanced", GUINT_TO_POINTER (EG_VARIANT_ADVANCED),
                        play_random_rounds);
  g_test_add_data_func ("/en-garde/random/classic", GUINT_TO_POINTER (EG_VARIANT_CLASSIC),
                        play_random_rounds);

  g_test_add_data_func ("/en-garde/random/checksum", GINT_TO_POINTER (FALSE), test_checksum);
  g_test_add_data_func ("/en-garde/random/checksum-fast", GINT_TO_POINTER (TRUE), test_checksum);

  return g_test_run ();
}
