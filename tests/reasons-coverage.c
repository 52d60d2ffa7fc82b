/* reasons-coverage.c — how often the coach can say why
 *
 *   reasons-coverage [--verbose] FILE…
 *                        analyses every match log FILE as `en-garde-cli
 *                        analyse` does, and counts the marked actions
 *                        whose reasons fall back to "No single card
 *                        decides it"; then asks the command line's hint
 *                        (eg_analysis_hint()) on every position where the
 *                        side to act had a choice, and counts the hints
 *                        without a reason (eg_reasons_describe_hint()).
 *                        With --verbose, one line per case, so that the
 *                        fallbacks can be grouped, each silent hint's
 *                        legal actions with their facts, and the hints
 *                        counted by the kind of fact (EgFactKind) that
 *                        gives their reason.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-reasons-coverage"

#include "config.h"

#include <stdio.h>

#include "eg-ai.h"
#include "eg-analysis.h"
#include "eg-describe.h"
#include "eg-match-log.h"
#include "eg-reasons.h"

typedef struct
{
  guint marked;
  guint fallback;
  guint hints;
  guint hints_without;
  guint by_kind[EG_FACT_TEMPO + 1];      /* hints by the kind of their reason */
} Counts;

static gboolean verbose;

static void
print_position (const EgView *view)
{
  g_autofree char *pending = view->phase == EG_PHASE_DEFEND
                             ? eg_describe_option (&view->pending, FALSE) : NULL;

  printf ("  %s pos %u-%u pile %u hand %u%u%u%u%u seen %u%u%u%u%u%s%s%s\n",
          view->side == EG_SIDE_LEFT ? "left" : "right",
          view->pos[0], view->pos[1], view->pile_count,
          view->hand[1], view->hand[2], view->hand[3], view->hand[4], view->hand[5],
          view->discard[1], view->discard[2], view->discard[3], view->discard[4], view->discard[5],
          pending != NULL ? " defending against " : "", pending != NULL ? pending : "",
          view->final_attack ? " (the last card)" : "");
}

/* Every legal action of @view with the judge's deeper rating and its facts: kind, percent, weight. */
static void
print_facts (const EgView *view)
{
  EgAiActionValue values[EG_MAX_ACTIONS];
  guint n = eg_ai_judge_deeper (view, eg_ai_judge_guesses (0), NULL, values);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *option = eg_describe_option (&values[i].action, FALSE);
      EgFacts facts;

      eg_reasons_find_facts (view, &values[i].action, &facts);
      printf ("    %s (%.0f %%):", option, 100 * values[i].value);
      for (guint f = 0; f < facts.n_facts; f++)
        printf (" [%u %u%% %+.2f]", facts.facts[f].kind, facts.facts[f].percent,
                facts.facts[f].weight);
      printf ("\n");
    }
}

/* The view of the side to act before action @a of round @r of @match. */
static void
get_view (EgMatch *match,
          guint    r,
          guint    a,
          EgView  *view)
{
  const EgRoundRecord *record = eg_match_get_round_record (match, r);
  EgRound round;

  eg_round_init (&round, record->deck, eg_match_get_variant (match), record->starter);
  for (guint i = 0; i < a; i++)
    eg_round_play (&round, &g_array_index (record->actions, EgAction, i));
  eg_round_get_view (&round, g_array_index (record->actions, EgAction, a).side, view);
}

static void
on_done (EgAnalysis *analysis,
         gpointer    user_data)
{
  g_main_loop_quit (user_data);
}

static void
count_marks (const char *name,
             EgMatch    *match,
             Counts     *counts)
{
  g_autoptr(EgAnalysis) analysis = eg_analysis_new (match);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

  g_signal_connect (analysis, "done", G_CALLBACK (on_done), loop);
  eg_analysis_start (analysis);
  if (!eg_analysis_is_complete (analysis))
    g_main_loop_run (loop);

  for (guint i = 0; i < eg_analysis_get_n_entries (analysis); i++)
    {
      const EgAnalysisEntry *entry = eg_analysis_get_entry (analysis, i);
      gboolean fallback;

      if (entry->mark == EG_ANALYSIS_MARK_NONE)
        continue;
      counts->marked++;
      fallback = entry->reasons.worse.kind == EG_FACT_NONE &&
                 entry->reasons.better.kind == EG_FACT_NONE;
      counts->fallback += fallback;
      if (verbose && fallback)
        {
          g_autofree char *played = eg_describe_option (&entry->action, FALSE);
          g_autofree char *best = eg_describe_option (&entry->best, FALSE);

          EgView view;

          printf ("fallback %s r%u a%u: %s (%.0f %%) | best %s (%.0f %%)\n", name,
                  entry->round_index + 1, entry->action_index + 1, played,
                  100 * entry->win_after, best, 100 * entry->win_before);
          get_view (match, entry->round_index, entry->action_index, &view);
          print_position (&view);
          print_facts (&view);
        }
    }
}

static void
count_hints (const char *name,
             EgMatch    *match,
             Counts     *counts)
{
  guint index = 0;

  for (guint r = 0; r < eg_match_get_n_rounds (match); r++)
    {
      const EgRoundRecord *record = eg_match_get_round_record (match, r);
      EgRound round;

      eg_round_init (&round, record->deck, eg_match_get_variant (match), record->starter);
      for (guint a = 0; a < record->actions->len; a++, index++)
        {
          const EgAction *action = &g_array_index (record->actions, EgAction, a);
          EgAction actions[EG_MAX_ACTIONS];
          EgReasons reasons;
          EgView view;

          eg_round_get_view (&round, action->side, &view);
          if (eg_view_legal_actions (&view, actions) > 1 &&
              eg_analysis_hint (&view, index, NULL, &reasons))
            {
              counts->hints++;
              counts->by_kind[MIN (reasons.better.kind, EG_FACT_TEMPO)]++;
              if (reasons.better.kind == EG_FACT_NONE)
                {
                  counts->hints_without++;
                  if (verbose)
                    {
                      g_autofree char *hint = eg_describe_option (&reasons.action, FALSE);

                      printf ("no reason %s r%u a%u: hint %s (%u %%)\n", name, r + 1, a + 1,
                              hint, reasons.win_action);
                      print_position (&view);
                      print_facts (&view);
                    }
                }
            }
          eg_round_play (&round, action);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  Counts counts = { 0 };
  int first = 1;

  if (argc > 1 && g_str_equal (argv[1], "--verbose"))
    {
      verbose = TRUE;
      first = 2;
    }
  if (argc <= first)
    {
      fprintf (stderr, "usage: reasons-coverage [--verbose] FILE…\n");
      return 2;
    }

  for (int i = first; i < argc; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (argv[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(EgMatch) match = eg_match_log_load_file (file, NULL, &error);
      g_autofree char *name = g_path_get_basename (argv[i]);

      if (match == NULL)
        {
          fprintf (stderr, "%s: %s\n", argv[i], error->message);
          return 1;
        }
      count_marks (name, match, &counts);
      count_hints (name, match, &counts);
    }

  printf ("%d logs\n", argc - first);
  printf ("marked actions with the fallback: %u of %u (%.1f %%)\n", counts.fallback,
          counts.marked, 100.0 * counts.fallback / MAX (counts.marked, 1));
  printf ("hints with a reason: %u of %u (%.1f %%)\n", counts.hints - counts.hints_without,
          counts.hints, 100.0 * (counts.hints - counts.hints_without) / MAX (counts.hints, 1));
  if (verbose)
    for (guint k = 0; k < G_N_ELEMENTS (counts.by_kind); k++)
      if (counts.by_kind[k] > 0)
        printf ("  hints by the fact of kind %u: %u\n", k, counts.by_kind[k]);
  return 0;
}
