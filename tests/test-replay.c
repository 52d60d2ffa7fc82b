/* test-replay.c — EgReplay: a cursor over a played match
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "eg-match-log.h"
#include "eg-replay-analysis.h"
#include "eg-replay-private.h"
#include "eg-test-logs.h"
#include "eg-test-utils.h"

static void
assert_step_matches_engine (EgReplay *replay,
                            guint     step)
{
  EgMatch *match = eg_replay_get_match (replay);
  const EgReplayStep *state = eg_replay_get_state_at (replay, step);
  const EgRoundRecord *record = eg_match_get_round_record (match, state->round_index);
  EgRound round;
  EgScore score;

  /* the engine, from scratch */
  eg_score_init (&score, eg_match_get_variant (match), eg_match_get_target_score (match),
                 eg_match_get_first_starter (match));
  for (guint r = 0; r < state->round_index; r++)
    eg_score_record_round (&score, eg_match_get_round_record (match, r)->winner);
  eg_round_init (&round, record->deck, eg_match_get_variant (match), record->starter);
  for (guint i = 0; i < state->action_index; i++)
    g_assert_cmpint (eg_round_apply (&round, &g_array_index (record->actions, EgAction, i)),
                     ==, EG_ILLEGAL_NONE);
  if (eg_round_is_over (&round))
    eg_score_record_round (&score, round.winner);

  eg_test_assert_same_round (&state->round, &round);
  g_assert_cmpmem (state->score.score, 2, score.score, 2);
  g_assert_cmpuint (state->score.winner, ==, score.winner);
  g_assert_cmpint (state->has_action, ==, state->action_index > 0);
  if (state->has_action)
    g_assert_true (eg_action_equal (&state->action,
                                    &g_array_index (record->actions, EgAction, state->action_index - 1)));
  g_assert_cmpuint (eg_replay_step_for (replay, state->round_index, state->action_index), ==, step);
}

static void
test_example (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = eg_match_log_load_file (file, NULL, &error);
  g_autoptr(EgReplay) replay = NULL;
  const EgRoundRecord *record;
  const EgReplayStep *state;
  guint n;

  g_assert_no_error (error);
  replay = eg_replay_new (match);
  record = eg_match_get_round_record (match, 0);
  n = eg_replay_get_n_steps (replay);
  g_assert_cmpuint (n, ==, record->actions->len + 1);

  /* step 0: the deal */
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 0);
  state = eg_replay_get_state (replay);
  g_assert_false (state->has_action);
  g_assert_cmpuint (state->round.pos[EG_SIDE_LEFT], ==, 1);
  g_assert_cmpuint (state->round.pos[EG_SIDE_RIGHT], ==, EG_TRACK_LENGTH);
  g_assert_cmpuint (eg_round_get_pile_count (&state->round), ==, 15);
  g_assert_false (eg_replay_previous (replay));

  /* forward to the end */
  for (guint step = 0; step < n; step++)
    {
      g_assert_cmpuint (eg_replay_get_step (replay), ==, step);
      assert_step_matches_engine (replay, step);
      g_assert_cmpint (eg_replay_next (replay), ==, step + 1 < n);
    }
  state = eg_replay_get_state (replay);
  g_assert_true (eg_round_is_over (&state->round));
  g_assert_cmpint (state->round.winner, ==, record->winner);
  g_assert_cmpint (state->round.reason, ==, record->reason);

  /* and back to the start */
  for (guint step = n - 1; step > 0; step--)
    {
      g_assert_true (eg_replay_previous (replay));
      g_assert_cmpuint (eg_replay_get_step (replay), ==, step - 1);
      assert_step_matches_engine (replay, step - 1);
    }
  g_assert_false (eg_replay_previous (replay));

  g_assert_true (eg_replay_last (replay));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, n - 1);
  g_assert_false (eg_replay_last (replay));
  g_assert_true (eg_replay_first (replay));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 0);
}

static void
assert_same_live_state (EgMatch            *live,
                        const EgReplayStep *state)
{
  const EgScore *score = eg_match_get_score_state (live);

  eg_test_assert_same_round (eg_match_get_round_state (live), &state->round);
  g_assert_cmpmem (score->score, 2, state->score.score, 2);
  g_assert_cmpuint (score->winner, ==, state->score.winner);
  g_assert_cmpuint (eg_match_get_n_rounds (live), ==, state->round_index + 1);
  g_assert_cmpint (eg_match_get_side_to_act (live), ==,
                   eg_round_is_over (&state->round) ? EG_SIDE_NONE : state->round.to_act);
}

/* Every step of random matches, reached by jumps in a random order; play
 * from here gives a live match in exactly that state. */
static void
test_random (void)
{
  guint n_matches = g_getenv ("EG_TEST_QUICK") != NULL ? 5 : 40;

  for (guint m = 0; m < n_matches; m++)
    {
      g_autoptr(EgMatch) match = eg_test_random_match (m + 100, G_MAXUINT);
      g_autoptr(EgReplay) replay = eg_replay_new (match);
      guint n = eg_replay_get_n_steps (replay);

      for (guint i = 0; i < n; i++)
        {
          guint step = (guint) g_test_rand_int_range (0, (gint32) n);
          g_autoptr(EgMatch) live = NULL;

          eg_replay_set_step (replay, step);
          assert_step_matches_engine (replay, step);

          live = eg_replay_new_match_from_step (replay, NULL, NULL);
          /* nothing is left to play once the match was decided */
          if (eg_score_is_over (&eg_replay_get_state (replay)->score))
            {
              g_assert_cmpint (eg_replay_get_fork (replay), ==, EG_KNOWLEDGE_FORK_DECIDED);
              g_assert_null (live);
              continue;
            }
          /* every round of a finished match is known: its deal stays */
          g_assert_cmpint (eg_replay_get_fork (replay), ==, EG_KNOWLEDGE_FORK_AS_IS);
          assert_same_live_state (live, eg_replay_get_state (replay));
          g_assert_true (eg_match_is_fork (live));
          g_assert_false (eg_match_get_origin (live)->dealt_afresh);
          g_assert_true (eg_match_get_player (live, EG_SIDE_LEFT) != eg_match_get_player (match, EG_SIDE_LEFT));
          g_assert_cmpstr (eg_match_get_name (live, EG_SIDE_LEFT), ==, eg_match_get_name (match, EG_SIDE_LEFT));
        }

      /* the last step is the end of the match */
      eg_replay_last (replay);
      g_assert_cmpuint (eg_replay_get_state (replay)->score.winner, ==, eg_match_get_winner (match));
    }
}

/* Play from here keeps who plays each side unless told otherwise: a
 * computer stays the computer at its level, a person stays a person. */
static void
test_players_kept (void)
{
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) hal = eg_player_new ("HAL", EG_PLAYER_COMPUTER, "hard");
  g_autoptr(EgPlayer) zoe = eg_player_new ("Zoe", EG_PLAYER_COMPUTER, "easy");
  g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, ada, hal);
  g_autoptr(EgReplay) replay = NULL;
  g_autoptr(EgMatch) kept = NULL;
  g_autoptr(EgMatch) changed = NULL;
  EgAction legal[EG_MAX_ACTIONS];

  g_assert_true (eg_match_begin_round (match, NULL, NULL));
  for (guint i = 0; i < 3; i++)
    g_assert_true (eg_match_apply (match, &legal[eg_match_get_legal_actions (match, legal) - 1], NULL));
  replay = eg_replay_new (match);
  eg_replay_last (replay);

  kept = eg_replay_new_match_from_step (replay, NULL, NULL);
  g_assert_true (eg_player_is_human (eg_match_get_player (kept, EG_SIDE_LEFT)));
  g_assert_false (eg_player_is_human (eg_match_get_player (kept, EG_SIDE_RIGHT)));
  g_assert_cmpstr (eg_player_get_level (eg_match_get_player (kept, EG_SIDE_RIGHT)), ==, "hard");
  g_assert_cmpstr (eg_match_get_name (kept, EG_SIDE_RIGHT), ==, "HAL");
  g_assert_nonnull (eg_match_get_started (kept));

  changed = eg_replay_new_match_from_step (replay, NULL, zoe);
  g_assert_true (eg_player_is_human (eg_match_get_player (changed, EG_SIDE_LEFT)));
  g_assert_cmpstr (eg_player_get_level (eg_match_get_player (changed, EG_SIDE_RIGHT)), ==, "easy");
  g_assert_cmpuint (eg_match_get_round_record (changed, 0)->actions->len, ==, 3);
}

/* No peeking: the round not over is secret, and only the one person's
 * hand may show in it; the rounds over show both. */
static void
test_secret_round (void)
{
  static const EgPlayerKind kinds[][2] = {
    { EG_PLAYER_HUMAN, EG_PLAYER_COMPUTER },
    { EG_PLAYER_COMPUTER, EG_PLAYER_HUMAN },
    { EG_PLAYER_HUMAN, EG_PLAYER_HUMAN },
    { EG_PLAYER_COMPUTER, EG_PLAYER_COMPUTER },
  };
  static const EgSide entitled[] = { EG_SIDE_LEFT, EG_SIDE_RIGHT, EG_SIDE_NONE, EG_SIDE_NONE };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(EgPlayer) left = eg_player_new ("Ada", kinds[k][0], kinds[k][0] == EG_PLAYER_HUMAN ? NULL : "easy");
      g_autoptr(EgPlayer) right = eg_player_new ("Bob", kinds[k][1], kinds[k][1] == EG_PLAYER_HUMAN ? NULL : "easy");
      g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, left, right);
      g_autoptr(EgReplay) replay = NULL;
      EgAction legal[EG_MAX_ACTIONS];
      guint first_round_steps;

      /* round 1 played out, round 2 begun */
      g_assert_true (eg_match_begin_round (match, NULL, NULL));
      while (eg_match_is_round_in_progress (match))
        {
          g_assert_cmpuint (eg_match_get_legal_actions (match, legal), >, 0);
          g_assert_true (eg_match_apply (match, &legal[0], NULL));
        }
      first_round_steps = eg_match_get_round_record (match, 0)->actions->len + 1;
      g_assert_true (eg_match_begin_round (match, NULL, NULL));
      eg_match_get_legal_actions (match, legal);
      g_assert_true (eg_match_apply (match, &legal[0], NULL));

      replay = eg_replay_new (match);
      g_assert_cmpint (eg_replay_get_entitled_side (replay), ==, entitled[k]);
      for (guint step = 0; step < eg_replay_get_n_steps (replay); step++)
        {
          gboolean secret = step >= first_round_steps;

          g_assert_cmpint (eg_replay_is_step_secret (replay, step), ==, secret);
          for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
            {
              const EgReplayStep *shown = eg_replay_get_state_at (replay, step);
              const EgReplayStep *full = eg_replay_get_full_state_at (replay, step);
              gboolean may = !secret || entitled[k] == side;
              guint8 hand[EG_N_VALUES + 1];
              guint8 none[EG_N_VALUES + 1] = { 0 };

              g_assert_cmpint (eg_replay_get_hand (replay, step, side, hand), ==, may);
              /* the hand handed out is the real one, or nothing */
              g_assert_cmpmem (hand, sizeof hand, may ? full->round.hand[side] : none, sizeof none);
              g_assert_cmpmem (shown->round.hand[side], sizeof hand, hand, sizeof hand);
              g_assert_cmpuint (shown->round.hand_size[side], ==, full->round.hand_size[side]);
            }
        }
    }

  /* a finished match has no secret */
  {
    g_autoptr(EgMatch) match = eg_test_random_match (3, G_MAXUINT);
    g_autoptr(EgReplay) replay = eg_replay_new (match);

    g_assert_true (eg_match_is_over (match));
    for (guint step = 0; step < eg_replay_get_n_steps (replay); step++)
      g_assert_false (eg_replay_is_step_secret (replay, step));
  }
}

typedef struct
{
  GThread *main_thread;
  guint    calls;
  guint    elsewhere;
} Arrivals;

static void
step_changed (EgReplayAnalysis *analysis,
              guint             step,
              Arrivals         *arrivals)
{
  arrivals->calls++;
  if (g_thread_self () != arrivals->main_thread)
    arrivals->elsewhere++;
}

/* The ratings arrive in the main context that asked for them, never in
 * the worker, even while that context sits idle and free: a replay view
 * draws them. Every move of the match is rated, each step told. */
static void
test_analysis_arrivals (void)
{
  g_autoptr(EgMatch) match = eg_test_random_match (7, G_MAXUINT);
  g_autoptr(EgReplay) replay = eg_replay_new (match);
  g_autoptr(EgReplayAnalysis) analysis = eg_replay_analysis_new (replay);
  Arrivals arrivals = { g_thread_self (), 0, 0 };
  /* a bound, not a timing: under valgrind on a loaded machine the
   * analysis took 75 s (ci40); meson's own timeout stops it sooner */
  gint64 end = g_get_monotonic_time () + 300 * G_USEC_PER_SEC;
  guint rated = 0;

  g_signal_connect (analysis, "step-changed", G_CALLBACK (step_changed), &arrivals);
  eg_replay_analysis_start (analysis);
  /* the main context free, as between two frames */
  g_usleep (300 * 1000);
  g_assert_cmpuint (arrivals.elsewhere, ==, 0);
  while (!eg_replay_analysis_is_complete (analysis) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (eg_replay_analysis_is_complete (analysis));
  g_assert_cmpuint (arrivals.elsewhere, ==, 0);
  g_assert_cmpfloat (eg_replay_analysis_get_progress (analysis), ==, 1.0);

  for (guint step = 0; step < eg_replay_get_n_steps (replay); step++)
    {
      const EgReplayStep *state = eg_replay_get_state_at (replay, step);
      const EgAnalysisEntry *entry = eg_replay_analysis_get_entry (analysis, step);

      g_assert_cmpint (entry != NULL, ==, state->has_action);
      if (entry == NULL)
        continue;
      rated++;
      g_assert_true (eg_action_equal (&entry->action, &state->action));
      g_assert_cmpfloat (entry->win_after, >=, 0.0);
      g_assert_cmpfloat (entry->win_after, <=, 1.0);
    }
  /* each move told twice: for its step and the position before it */
  g_assert_cmpuint (arrivals.calls, >=, rated);
}

static void
test_rounds (void)
{
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(EgReplay) replay = NULL;
  guint n_rounds;

  /* a match of a few rounds */
  for (guint64 seed = 1; ; seed++)
    {
      g_clear_object (&match);
      match = eg_test_random_match (seed, G_MAXUINT);
      if (eg_match_get_n_rounds (match) >= 3)
        break;
    }
  replay = eg_replay_new (match);
  n_rounds = eg_match_get_n_rounds (match);

  for (guint r = 1; r < n_rounds; r++)
    {
      g_assert_true (eg_replay_next_round (replay));
      g_assert_cmpuint (eg_replay_get_state (replay)->round_index, ==, r);
      g_assert_cmpuint (eg_replay_get_state (replay)->action_index, ==, 0);
    }
  /* from the last round, to the last step; then nowhere */
  g_assert_true (eg_replay_next_round (replay));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, eg_replay_get_n_steps (replay) - 1);
  g_assert_false (eg_replay_next_round (replay));

  /* back: the deal of this round, then the deal of the one before */
  g_assert_true (eg_replay_previous_round (replay));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, eg_replay_step_for (replay, n_rounds - 1, 0));
  g_assert_true (eg_replay_previous_round (replay));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, eg_replay_step_for (replay, n_rounds - 2, 0));

  /* step_for clamps an action index past the end of the round */
  g_assert_cmpuint (eg_replay_step_for (replay, 0, 10000), ==, eg_replay_step_for (replay, 1, 0) - 1);

  eg_replay_first (replay);
  g_assert_false (eg_replay_previous_round (replay));
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           guint      *count)
{
  (*count)++;
}

static void
test_notify (void)
{
  g_autoptr(EgMatch) match = eg_test_random_match (5, G_MAXUINT);
  g_autoptr(EgReplay) replay = eg_replay_new (match);
  guint count = 0;
  guint n = 0;

  g_signal_connect (replay, "notify::step", G_CALLBACK (on_notify), &count);
  eg_replay_set_step (replay, 0);
  g_assert_cmpuint (count, ==, 0);
  eg_replay_next (replay);
  g_assert_cmpuint (count, ==, 1);
  g_object_set (replay, "step", 3, NULL);
  g_assert_cmpuint (count, ==, 2);
  g_object_get (replay, "n-steps", &n, NULL);
  g_assert_cmpuint (n, ==, eg_replay_get_n_steps (replay));
}

static void
test_empty (void)
{
  g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, NULL, NULL);
  g_autoptr(EgReplay) replay = eg_replay_new (match);
  g_autoptr(EgMatch) live = NULL;

  g_assert_cmpuint (eg_replay_get_n_steps (replay), ==, 0);
  g_assert_null (eg_replay_get_state (replay));
  g_assert_false (eg_replay_next (replay));
  g_assert_false (eg_replay_last (replay));
  g_assert_false (eg_replay_next_round (replay));
  g_assert_false (eg_replay_previous_round (replay));
  live = eg_replay_new_match_from_step (replay, NULL, NULL);
  g_assert_null (live);
}

/* A 500-round log: it loads, and any jump (first, last, anywhere) lands
 * on the step asked for with its state. How fast a jump is, against the
 * 16 ms of a frame, is a figure of build-aux/dev bench ("replay: worst
 * single step"), not a verdict here. */
static void
test_long_500 (void)
{
  g_autoptr(EgMatch) built = eg_test_long_match (500, 1);
  g_autofree char *text = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(EgReplay) replay = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  guint n;

  text = eg_match_log_to_string (built, &length);
  match = eg_test_load_log (text, length, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (eg_match_get_n_rounds (match), ==, 500);

  replay = eg_replay_new (match);
  n = eg_replay_get_n_steps (replay);
  g_assert_cmpuint (n, >, 500);

  for (guint i = 0; i < 2000; i++)
    {
      guint target = i % 4 == 0 ? 0 : i % 4 == 1 ? n - 1 : (guint) g_test_rand_int_range (0, (gint32) n);

      eg_replay_set_step (replay, target);
      g_assert_nonnull (eg_replay_get_state (replay));
      g_assert_cmpuint (eg_replay_get_step (replay), ==, target);
    }
}

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  eg_test_add_examples ("/en-garde/replay/example", test_example);
  g_test_add_func ("/en-garde/replay/random", test_random);
  g_test_add_func ("/en-garde/replay/players-kept", test_players_kept);
  g_test_add_func ("/en-garde/replay/secret-round", test_secret_round);
  g_test_add_func ("/en-garde/replay/analysis-arrivals", test_analysis_arrivals);
  g_test_add_func ("/en-garde/replay/rounds", test_rounds);
  g_test_add_func ("/en-garde/replay/notify", test_notify);
  g_test_add_func ("/en-garde/replay/empty", test_empty);
  g_test_add_func ("/en-garde/replay/long-500", test_long_500);

  return g_test_run ();
}
