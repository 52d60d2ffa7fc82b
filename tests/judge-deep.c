/* judge-deep.c — master's disputed choices, judged at a high budget
 *
 *   judge-deep [--samples N] FILE…
 *                        in every match log FILE, each action of a
 *                        `master` player that is a direct attack with a
 *                        single card, or an answer to an indirect attack
 *                        (a retreat or a parry), is rated again with the
 *                        judge's evaluator on N guesses of the hidden
 *                        cards (default 16 times the analysis' 1,024),
 *                        from master's view only; prints how often
 *                        another action was better by the judge's margin
 *                        and beyond twice the paired error
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-judge-deep"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "eg-ai.h"
#include "eg-describe.h"
#include "eg-match-log.h"

typedef struct
{
  guint  n;
  guint  worse;       /* another action better beyond the margin */
  double loss;        /* summed loss against the best */
} Tally;

static void
judge (const EgView   *view,
       const EgAction *action,
       guint           samples,
       Tally          *tally,
       const char     *what)
{
  EgAiActionValue values[EG_MAX_ACTIONS];
  guint n = eg_ai_evaluate_actions (view, G_GUINT64_CONSTANT (0x2545f4914f6cdd1d), samples, NULL, values);
  guint best = 0, played = 0;
  double loss, error;

  for (guint i = 0; i < n; i++)
    {
      if (eg_action_equal (&values[i].action, action))
        played = i;
      if (values[i].value > values[best].value)
        best = i;
    }
  loss = values[best].value - values[played].value;
  /* the paired error of played against best, as eg_ai_evaluate_actions()
   * gives it against its own best */
  error = values[played].loss_error;
  tally->n++;
  tally->loss += loss;
  if (eg_ai_judge_beyond (loss, error))
    {
      g_autofree char *a = eg_describe_option (action, FALSE);
      g_autofree char *b = eg_describe_option (&values[best].action, FALSE);

      tally->worse++;
      printf ("%s: %s %.1f %% < %s %.1f %% (error %.1f)\n", what, a, 100 * values[played].value, b,
              100 * values[best].value, 100 * error);
    }
}

int
main (int    argc,
      char **argv)
{
  guint samples = EG_AI_JUDGE_SAMPLES * 16;
  Tally single = { 0 }, retreat = { 0 }, parry = { 0 };
  int first = 1;

  if (argc > 2 && g_str_equal (argv[1], "--samples"))
    {
      samples = (guint) atoi (argv[2]);
      first = 3;
    }
  if (argc <= first || samples == 0)
    {
      fprintf (stderr, "usage: judge-deep [--samples N] FILE…\n");
      return 2;
    }

  for (int f = first; f < argc; f++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (argv[f]);
      g_autoptr(GError) error = NULL;
      g_autoptr(EgMatch) match = eg_match_log_load_file (file, NULL, &error);

      if (match == NULL)
        {
          fprintf (stderr, "%s: %s\n", argv[f], error->message);
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
              EgPlayer *player = eg_match_get_player (match, action->side);
              EgView view;

              eg_round_get_view (&round, action->side, &view);
              if (g_strcmp0 (eg_player_get_level (player), "master") == 0)
                {
                  if (action->type == EG_ACTION_ATTACK && action->count == 1)
                    judge (&view, action, samples, &single, "single-card attack");
                  else if (view.phase == EG_PHASE_DEFEND &&
                           view.pending.type == EG_ACTION_INDIRECT_ATTACK &&
                           action->type == EG_ACTION_RETREAT)
                    judge (&view, action, samples, &retreat, "retreat from an indirect attack");
                  else if (view.phase == EG_PHASE_DEFEND &&
                           view.pending.type == EG_ACTION_INDIRECT_ATTACK &&
                           action->type == EG_ACTION_PARRY)
                    judge (&view, action, samples, &parry, "parry of an indirect attack");
                }
              eg_round_play (&round, action);
            }
        }
    }

  printf ("%u guesses a position\n", samples);
  printf ("single-card direct attacks: %u, worse beyond the margin %u, mean loss %.1f points\n",
          single.n, single.worse, 100 * single.loss / MAX (single.n, 1));
  printf ("retreats from indirect attacks: %u, worse %u, mean loss %.1f points\n",
          retreat.n, retreat.worse, 100 * retreat.loss / MAX (retreat.n, 1));
  printf ("parries of indirect attacks: %u, worse %u, mean loss %.1f points\n",
          parry.n, parry.worse, 100 * parry.loss / MAX (parry.n, 1));
  return 0;
}
