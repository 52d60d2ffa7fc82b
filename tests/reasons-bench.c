/* reasons-bench.c — what the reasons add to the analysis of a match
 *
 *   reasons-bench FILE   rates every action of the match log FILE as the
 *                        analysis does (the judge's sample count and the
 *                        analysis' seeds), then finds and words the
 *                        reasons of each; prints the CPU time of the
 *                        thread for both parts, which a loaded machine
 *                        does not inflate, and the most any action's
 *                        reasons took
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-reasons-bench"

#include "config.h"

#include <stdio.h>
#include <time.h>

#include "eg-ai.h"
#include "eg-match-log.h"
#include "eg-reasons.h"

static double
thread_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

typedef struct
{
  guint  n_actions;
  double rating;
  double reasons;
  double worst;
} Times;

/* Rates @action from @view like the analysis, then gives its reasons. */
static void
measure (const EgView   *view,
         const EgAction *action,
         guint           index,
         Times          *times)
{
  EgAiActionValue values[EG_MAX_ACTIONS];
  g_autofree char *words = NULL;
  guint n, best = 0, played = 0;
  EgReasons reasons;
  double start, rated, done;

  start = thread_seconds ();
  n = eg_ai_evaluate_actions (view, G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (index + 1),
                              EG_AI_JUDGE_SAMPLES, NULL, values);
  rated = thread_seconds ();
  for (guint i = 0; i < n; i++)
    if (eg_action_equal (&values[i].action, action))
      played = best = i;
  for (guint i = 0; i < n; i++)
    if (values[i].value > values[best].value)
      best = i;
  eg_reasons_find (view, action, &values[best].action, best != played,
                   values[played].value, values[best].value, &reasons);
  words = eg_describe_reasons (&reasons, "Computer");
  done = thread_seconds ();

  times->n_actions++;
  times->rating += rated - start;
  times->reasons += done - rated;
  times->worst = MAX (times->worst, done - rated);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  Times times = { 0 };

  if (argc != 2)
    {
      fprintf (stderr, "usage: reasons-bench FILE\n");
      return 2;
    }
  file = g_file_new_for_commandline_arg (argv[1]);
  match = eg_match_log_load_file (file, NULL, &error);
  if (match == NULL)
    {
      fprintf (stderr, "%s: %s\n", argv[1], error->message);
      return 1;
    }

  for (guint r = 0; r < eg_match_get_n_rounds (match); r++)
    {
      const EgRoundRecord *record = eg_match_get_round_record (match, r);
      EgRound round;

      eg_round_init (&round, record->deck, eg_match_get_variant (match), record->starter);
      for (guint a = 0; a < record->actions->len; a++)
        {
          const EgAction *action = &g_array_index (record->actions, EgAction, a);
          EgView view;

          eg_round_get_view (&round, action->side, &view);
          measure (&view, action, times.n_actions, &times);
          eg_round_play (&round, action);
        }
    }

  printf ("%u rounds, %u actions\n", eg_match_get_n_rounds (match), times.n_actions);
  printf ("analysis without reasons: %.3f s CPU\n", times.rating);
  printf ("analysis with reasons:    %.3f s CPU\n", times.rating + times.reasons);
  printf ("reasons: %.1f µs CPU per action on average, %.1f µs at most\n",
          1e6 * times.reasons / MAX (times.n_actions, 1), 1e6 * times.worst);
  return 0;
}
