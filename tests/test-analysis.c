/* test-analysis.c — EgAnalysis: every action of a match, rated
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "eg-ai-private.h"
#include "eg-analysis.h"
#include "eg-match-log.h"
#include "eg-test-utils.h"

static EgMatch *
load_example (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  EgMatch *match = eg_match_log_load_file (file, NULL, &error);

  g_assert_no_error (error);
  return match;
}

static EgMatch *
new_match (EgVariant variant)
{
  g_autoptr(EgPlayer) left = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) right = eg_player_new ("Bob", EG_PLAYER_HUMAN, NULL);

  return eg_match_new (variant, 5, EG_SIDE_LEFT, left, right);
}

/* A new match whose one round replays the first @n_actions of round 1 of
 * @source, which must still be going on there. */
static EgMatch *
replay_prefix (EgMatch *source,
               guint    n_actions)
{
  const EgRoundRecord *record = eg_match_get_round_record (source, 0);
  g_autoptr(EgPlayer) left = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) right = eg_player_new ("Bob", EG_PLAYER_HUMAN, NULL);
  g_autoptr(GError) error = NULL;
  EgMatch *match = eg_match_new (eg_match_get_variant (source), 5, record->starter, left, right);

  eg_match_begin_round (match, record->deck, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_actions; i++)
    {
      eg_match_apply (match, &g_array_index (record->actions, EgAction, i), &error);
      g_assert_no_error (error);
    }
  return match;
}

static void
assert_same_entry (const EgAnalysisEntry *a,
                   const EgAnalysisEntry *b)
{
  g_assert_cmpuint (a->round_index, ==, b->round_index);
  g_assert_cmpuint (a->action_index, ==, b->action_index);
  g_assert_true (eg_action_equal (&a->action, &b->action));
  g_assert_true (eg_action_equal (&a->best, &b->best));
  g_assert_cmpuint (a->n_choices, ==, b->n_choices);
  g_assert_cmpfloat (a->win_before, ==, b->win_before);
  g_assert_cmpfloat (a->win_after, ==, b->win_after);
  g_assert_cmpfloat (a->loss, ==, b->loss);
  g_assert_cmpint (a->mark, ==, b->mark);
}

typedef struct
{
  GMainLoop *loop;
  guint      n_steps;
  guint      next_index;
  guint      n_progress;
  guint      n_done;
} Watch;

static void
on_step (EgAnalysis *analysis,
         guint       index,
         Watch      *watch)
{
  /* in play order, each once, readable as soon as announced */
  g_assert_cmpuint (index, ==, watch->next_index);
  g_assert_nonnull (eg_analysis_get_entry (analysis, index));
  watch->next_index++;
  watch->n_steps++;
}

static void
on_progress (EgAnalysis *analysis,
             GParamSpec *pspec,
             Watch      *watch)
{
  watch->n_progress++;
}

static void
on_done (EgAnalysis *analysis,
         Watch      *watch)
{
  watch->n_done++;
  if (watch->loop != NULL)
    g_main_loop_quit (watch->loop);
}

static void
watch_connect (Watch      *watch,
               EgAnalysis *analysis)
{
  g_signal_connect (analysis, "step-analysed", G_CALLBACK (on_step), watch);
  g_signal_connect (analysis, "notify::progress", G_CALLBACK (on_progress), watch);
  g_signal_connect (analysis, "done", G_CALLBACK (on_done), watch);
}

static void
run_to_end (EgAnalysis *analysis,
            Watch      *watch)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

  watch->loop = loop;
  eg_analysis_start (analysis);
  if (!eg_analysis_is_complete (analysis))
    g_main_loop_run (loop);
  watch->loop = NULL;
  g_assert_true (eg_analysis_is_complete (analysis));
  g_assert_cmpfloat (eg_analysis_get_progress (analysis), ==, 1.0);
}

static void
test_every_action (void)
{
  g_autoptr(EgMatch) match = load_example ("unparryable-triple.engarde");
  g_autoptr(EgAnalysis) analysis = eg_analysis_new (match);
  const EgRoundRecord *record = eg_match_get_round_record (match, 0);
  const EgAnalysisEntry *last;
  Watch watch = { 0 };

  g_assert_cmpuint (eg_analysis_get_n_entries (analysis), ==, record->actions->len);
  g_assert_null (eg_analysis_get_entry (analysis, 0));
  g_assert_cmpfloat (eg_analysis_get_progress (analysis), ==, 0.0);

  watch_connect (&watch, analysis);
  run_to_end (analysis, &watch);
  g_assert_cmpuint (watch.n_steps, ==, record->actions->len);
  g_assert_cmpuint (watch.n_progress, ==, record->actions->len);
  g_assert_cmpuint (watch.n_done, ==, 1);

  for (guint i = 0; i < record->actions->len; i++)
    {
      const EgAnalysisEntry *entry = eg_analysis_get_entry (analysis, i);

      g_assert_cmpuint (entry->round_index, ==, 0);
      g_assert_cmpuint (entry->action_index, ==, i);
      g_assert_true (eg_action_equal (&entry->action, &g_array_index (record->actions, EgAction, i)));
      g_assert_cmpuint (entry->best.side, ==, entry->action.side);
      g_assert_cmpuint (entry->n_choices, >=, 1);
      g_assert_cmpfloat (entry->win_before, <=, 1.0);
      g_assert_cmpfloat (entry->win_after, >=, 0.0);
      g_assert_cmpfloat_with_epsilon (entry->loss, entry->win_before - entry->win_after, 1e-9);
      g_assert_cmpfloat (entry->loss, >=, 0.0);
      g_assert_cmpint (eg_analysis_find (analysis, 0, i), ==, (int) i);
    }
  g_assert_cmpint (eg_analysis_find (analysis, 1, 0), ==, -1);

  /* Left's three 5s at distance 5 cannot be parried: a sure win, taken. */
  last = eg_analysis_get_entry (analysis, record->actions->len - 1);
  g_assert_cmpfloat (last->win_before, ==, 1.0);
  g_assert_cmpfloat (last->win_after, ==, 1.0);
  g_assert_cmpint (last->mark, ==, EG_ANALYSIS_MARK_NONE);
  g_assert_cmpfloat (eg_analysis_entry_left_after (last), ==, 1.0);
}

static void
test_blunder (void)
{
  g_autoptr(EgMatch) source = load_example ("unparryable-triple.engarde");
  const EgRoundRecord *record = eg_match_get_round_record (source, 0);
  g_autoptr(EgMatch) match = replay_prefix (source, record->actions->len - 1);
  g_autoptr(EgAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  EgAction actions[EG_MAX_ACTIONS];
  const EgAnalysisEntry *entry;
  EgAction retreat = { 0 };
  guint n = eg_match_get_legal_actions (match, actions);
  Watch watch = { 0 };

  /* Instead of the winning triple, left steps back. */
  for (guint i = 0; i < n; i++)
    if (actions[i].type == EG_ACTION_MOVE && actions[i].direction == EG_DIRECTION_BACKWARD)
      retreat = actions[i];
  g_assert_cmpuint (retreat.type, ==, EG_ACTION_MOVE);
  eg_match_apply (match, &retreat, &error);
  g_assert_no_error (error);

  analysis = eg_analysis_new (match);
  watch_connect (&watch, analysis);
  run_to_end (analysis, &watch);

  entry = eg_analysis_get_entry (analysis, record->actions->len - 1);
  g_assert_true (eg_action_equal (&entry->action, &retreat));
  /* an attack with the 5s wins for sure (the three of them, or fewer) */
  g_assert_cmpuint (entry->best.type, ==, EG_ACTION_ATTACK);
  g_assert_cmpuint (entry->best.value, ==, 5);
  g_assert_cmpfloat (entry->win_before, ==, 1.0);
  g_assert_cmpfloat (entry->loss, >=, 0.2);
  g_assert_cmpint (entry->mark, ==, EG_ANALYSIS_MARK_BLUNDER);
  g_assert_cmpstr (eg_analysis_mark_to_string (entry->mark), ==, "blunder");
  g_assert_nonnull (eg_analysis_mark_get_label (entry->mark));
}

/* Rated from what the player knew: the same first hand and a different
 * opponent's hand and pile give the first action the same rating. */
static void
test_actor_view_only (void)
{
  const char *decks[2] = {
    "1 2 3 4 5 1 2 3 4 5 1 2 3 4 5 1 2 3 4 5 1 2 3 4 5",
    "1 2 3 4 5 5 5 5 5 4 4 4 4 3 3 3 3 2 2 2 2 1 1 1 1",
  };
  EgAnalysisEntry first[2];

  for (guint d = 0; d < 2; d++)
    {
      EgRound round = eg_test_round_from (decks[d], EG_VARIANT_ADVANCED, EG_SIDE_LEFT);
      g_autoptr(EgMatch) match = new_match (EG_VARIANT_ADVANCED);
      g_autoptr(EgAnalysis) analysis = NULL;
      g_autoptr(GError) error = NULL;
      EgAction action = eg_action_move (EG_SIDE_LEFT, 3, EG_DIRECTION_FORWARD);
      Watch watch = { 0 };

      eg_match_begin_round (match, round.deck, &error);
      g_assert_no_error (error);
      eg_match_apply (match, &action, &error);
      g_assert_no_error (error);

      analysis = eg_analysis_new (match);
      watch_connect (&watch, analysis);
      run_to_end (analysis, &watch);
      first[d] = *eg_analysis_get_entry (analysis, 0);
    }

  assert_same_entry (&first[0], &first[1]);
}

static void
test_cancel_resume_cache (void)
{
  g_autoptr(EgMatch) match = load_example ("parry-then-continue.engarde");
  g_autoptr(EgMatch) other = load_example ("retreat-midround.engarde");
  g_autoptr(EgAnalysis) analysis = eg_analysis_new (match);
  g_autoptr(EgAnalysis) again = eg_analysis_new (match);
  EgAnalysis *dropped = eg_analysis_new (other);
  guint n = eg_analysis_get_n_entries (analysis);
  Watch watch = { 0 };
  Watch watch_again = { 0 };
  gint64 deadline;

  watch_connect (&watch, analysis);
  eg_analysis_start (analysis);
  eg_analysis_cancel (analysis);
  g_assert_false (eg_analysis_is_complete (analysis));

  /* resumed, it finishes; each action announced once */
  run_to_end (analysis, &watch);
  g_assert_cmpuint (watch.n_steps, ==, n);
  g_assert_cmpuint (watch.n_done, ==, 1);

  /* the same actions again: from the cache, at once */
  watch_connect (&watch_again, again);
  eg_analysis_start (again);
  g_assert_true (eg_analysis_is_complete (again));
  g_assert_cmpuint (watch_again.n_steps, ==, n);
  g_assert_cmpuint (watch_again.n_done, ==, 1);
  for (guint i = 0; i < n; i++)
    assert_same_entry (eg_analysis_get_entry (analysis, i), eg_analysis_get_entry (again, i));

  /* dropped while its worker runs: the worker's results go nowhere */
  eg_analysis_start (dropped);
  g_object_unref (dropped);
  deadline = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
  while (g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
}

/* Positions where the side to act has a choice, met in rounds both sides
 * play by the card-counting rules (a plausible opponent), both variants. */
#define N_JUDGED 24

static GArray *
judged_positions (void)
{
  GArray *views = g_array_new (FALSE, FALSE, sizeof (EgView));
  EgRng rng;

  eg_rng_init (&rng, 30);
  for (guint r = 0; views->len < N_JUDGED; r++)
    {
      EgRound round;
      guint step = 0;

      eg_round_init_shuffled (&round, &rng, r % 2 ? EG_VARIANT_CLASSIC : EG_VARIANT_ADVANCED,
                              eg_rng_below (&rng, 2));
      while (!eg_round_is_over (&round) && views->len < N_JUDGED)
        {
          EgAction actions[EG_MAX_ACTIONS];
          EgAction action;
          EgView view;

          eg_round_get_view (&round, round.to_act, &view);
          if (eg_round_legal_actions (&round, actions) > 1 && step++ % 3 == 0)
            g_array_append_val (views, view);
          action = eg_ai_heuristic_choose (&view);
          eg_round_play (&round, &action);
        }
    }
  return views;
}

/* The analysis' mark of @action on @view, rated as the @index-th action
 * of a match. */
static EgAnalysisMark
mark_of (const EgView   *view,
         guint           index,
         const EgAction *action)
{
  EgAiActionValue values[EG_MAX_ACTIONS];
  EgAnalysisMark mark = EG_ANALYSIS_MARK_BLUNDER;
  guint n = eg_analysis_rate_actions (view, index, NULL, values);

  for (guint i = 0; i < n; i++)
    if (eg_action_equal (&values[i].action, action))
      g_assert_true (eg_analysis_judge_mark (view, values, n, i, NULL, &mark));
  return mark;
}

/* One judge: master's choice (the hint of the game) and the hint of the
 * command line, found with less thinking than the analysis, are never
 * marked by it, wherever in a match the analysis meets them. */
static void
test_master_unmarked (void)
{
  g_autoptr(GArray) views = judged_positions ();

  for (guint i = 0; i < views->len; i++)
    {
      const EgView *view = &g_array_index (views, EgView, i);
      EgAction action;
      EgReasons reasons;

      g_assert_true (eg_ai_master_choose (view, i, 0, 2000, NULL, NULL, &action));
      g_assert_cmpint (mark_of (view, i, &action), ==, EG_ANALYSIS_MARK_NONE);
      g_assert_cmpint (mark_of (view, 7 * i + 3, &action), ==, EG_ANALYSIS_MARK_NONE);

      g_assert_true (eg_analysis_hint (view, i + 1, NULL, &reasons));
      g_assert_cmpint (mark_of (view, i, &reasons.action), ==, EG_ANALYSIS_MARK_NONE);
    }
}

int
main (int    argc,
      char **argv)
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/analysis/every-action", test_every_action);
  g_test_add_func ("/en-garde/analysis/blunder", test_blunder);
  g_test_add_func ("/en-garde/analysis/actor-view-only", test_actor_view_only);
  g_test_add_func ("/en-garde/analysis/cancel-resume-cache", test_cancel_resume_cache);
  g_test_add_func ("/en-garde/analysis/master-unmarked", test_master_unmarked);

  return g_test_run ();
}
