/* eg-ai.c — the computer levels
 *
 * src/ai/ owns the computer opponents: the levels, their searches over
 * guesses of the hidden cards, and the chance a position gives. It sees
 * only what a player's view shows and includes engine/ alone, no GTK.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai-private.h"

/* Budgets count simulated rounds, not time, so that a level plays the same
 * on any machine and the honesty test is exact; only master thinks for a
 * time, and stops at a number of iterations as well. */
#define MEDIUM_SAMPLES      24    /* guesses of the hidden cards, each action tried on all */
#define HARD_ITERATIONS   6000    /* tree search iterations */
#define MASTER_ITERATIONS 250000  /* an upper bound (12 MB of tree): over a second here */

/* Master stops this long before the most a player waits, for the last
 * iterations and for choosing among the actions. */
#define WALL_MARGIN_MS 50

/* Easy plays one action in this many at random. */
#define EASY_EXPLORE_ONE_IN 16

/* The one table of levels: names for logs and the command line, labels
 * for people. */
static const struct
{
  const char *name;
  const char *label;
} levels[EG_AI_N_ALL_LEVELS] = {
  /* Translators: the name of a computer opponent's level */
  { "random", NC_("computer level", "Random") },
  /* Translators: the name of a computer opponent's level */
  { "easy", NC_("computer level", "Easy") },
  /* Translators: the name of a computer opponent's level */
  { "medium", NC_("computer level", "Medium") },
  /* Translators: the name of a computer opponent's level */
  { "hard", NC_("computer level", "Hard") },
  /* Translators: the name of a computer opponent's level, above Hard */
  { "master", NC_("computer level", "Master") },
  /* Translators: a computer player of the command line that plays by
   * rules of thumb, counting the cards seen */
  { "heuristic", NC_("computer level", "Heuristic") },
};

const char *
eg_ai_level_to_string (EgAiLevel level)
{
  g_return_val_if_fail ((guint) level < EG_AI_N_ALL_LEVELS, NULL);
  return levels[level].name;
}

gboolean
eg_ai_level_from_string (const char *str,
                         EgAiLevel  *level)
{
  for (guint i = 0; i < EG_AI_N_ALL_LEVELS; i++)
    if (g_strcmp0 (str, levels[i].name) == 0)
      {
        *level = (EgAiLevel) i;
        return TRUE;
      }
  return FALSE;
}

const char *
eg_ai_offered_level (const char *str)
{
  EgAiLevel level;

  if (!eg_ai_level_from_string (str, &level) || level >= EG_AI_N_LEVELS)
    return NULL;
  return levels[level].name;
}

const char *
eg_ai_level_get_label (EgAiLevel level)
{
  g_return_val_if_fail ((guint) level < EG_AI_N_ALL_LEVELS, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "computer level", levels[level].label);
}

static EgAction
choose_random (const EgAction *actions,
               guint           n,
               guint64         seed)
{
  EgRng rng;

  eg_rng_init (&rng, seed);
  return actions[eg_rng_below (&rng, n)];
}

/* The rules of thumb, applied to one guess of the hidden cards: sensible,
 * often wrong about the opponent, never looking further than one turn. */
static EgAction
choose_easy (const EgView *view,
             guint64       seed)
{
  EgAiSampler sampler;
  EgRound guess;
  EgRng rng;

  eg_ai_sampler_init (&sampler, view);
  eg_rng_init (&rng, seed);
  eg_ai_sampler_sample (&sampler, &rng, &guess);
  return eg_ai_policy_choose (&guess, EASY_EXPLORE_ONE_IN, &rng);
}

void
eg_ai_master_limits (guint             budget_ms,
                     guint             iterations,
                     gint             *progress,
                     EgAiSearchLimits *limits)
{
  /* The tree search of hard, with a model of the opponent closer to a
   * real one: half of the time the opponent in the tree, and both sides
   * in every simulation, play by counting the cards they can see rather
   * than by looking at both hands. The last three cards of each
   * simulation are solved exactly. Measured on 500 rounds against hard,
   * at hard's number of iterations: 55 % of the decided rounds instead
   * of 50 %. */
  *limits = (EgAiSearchLimits) {
    .iterations = iterations,
    /* The budget counts the processor time the search gets, so that it
     * thinks as well on a busy machine; the clock still stops it at the
     * most a player waits. */
    .cpu_deadline = budget_ms > 0
                    ? eg_ai_thread_cpu_time () + (gint64) budget_ms * G_TIME_SPAN_MILLISECOND : 0,
    .deadline = budget_ms > 0
                ? g_get_monotonic_time () + (EG_AI_MASTER_MAX_BUDGET_MS - WALL_MARGIN_MS) * G_TIME_SPAN_MILLISECOND
                : 0,
    /* it thinks for its whole budget unless one action is clearly best */
    .stop_when_clear = budget_ms > 0,
    .progress = progress,
    .solve_pile = 3,
    .opponent_policy_one_in = 2,
    .honest_playouts = TRUE,
    .honest_opponent = TRUE,
  };
}

gboolean
eg_ai_master_choose (const EgView *view,
                     guint64       seed,
                     guint         budget_ms,
                     guint         iterations,
                     GCancellable *cancellable,
                     gint         *progress,
                     EgAction     *out_action)
{
  EgAiActionValue deeper[EG_MAX_ACTIONS];
  EgAiSearchLimits limits;
  EgAction action;
  guint n;

  /* The budget counts from here: the judge's part comes out of it. */
  eg_ai_master_limits (budget_ms, iterations, progress, &limits);
  if (progress != NULL)
    g_atomic_int_set (progress, 0);
  n = eg_ai_judge_deeper (view, eg_ai_judge_guesses (budget_ms), cancellable, deeper);
  if (n == 0 || !eg_ai_tree_search_limited (view, seed, &limits, cancellable, &action, NULL))
    return FALSE;
  /* Master plays what its analysis would play: never an action the
   * judge proves worse than another. */
  eg_ai_judge_settle (deeper, n, &action);
  *out_action = action;
  return TRUE;
}

gboolean
eg_ai_choose_full (EgAiLevel     level,
                   const EgView *view,
                   guint64       seed,
                   GCancellable *cancellable,
                   EgAction     *out_action)
{
  return eg_ai_choose_budget (level, view, seed, EG_AI_MASTER_BUDGET_MS, cancellable, out_action);
}

static gboolean
choose (EgAiLevel     level,
        const EgView *view,
        guint64       seed,
        guint         budget_ms,
        GCancellable *cancellable,
        gint         *progress,
        EgAction     *out_action)
{
  EgAction actions[EG_MAX_ACTIONS];
  EgAiSampler sampler;
  guint n;

  g_return_val_if_fail ((guint) level < EG_AI_N_ALL_LEVELS, FALSE);
  g_return_val_if_fail (view != NULL, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (out_action != NULL, FALSE);
  if (!eg_ai_sampler_init (&sampler, view))
    g_return_val_if_reached (FALSE);

  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;

  n = eg_view_legal_actions (view, actions);
  g_return_val_if_fail (n > 0, FALSE);

  if (n == 1)
    {
      /* a forced action: nothing to think about */
      if (progress != NULL)
        g_atomic_int_set (progress, 1000);
      *out_action = actions[0];
      return TRUE;
    }

  switch (level)
    {
    case EG_AI_RANDOM:
      *out_action = choose_random (actions, n, seed);
      return TRUE;

    case EG_AI_EASY:
      *out_action = choose_easy (view, seed);
      return TRUE;

    case EG_AI_MEDIUM:
      return eg_ai_flat_search (view, seed, MEDIUM_SAMPLES, cancellable, out_action, NULL);

    case EG_AI_HARD:
      return eg_ai_tree_search (view, seed, HARD_ITERATIONS, cancellable, out_action, NULL);

    case EG_AI_MASTER:
      return eg_ai_master_choose (view, seed, CLAMP (budget_ms, 1, EG_AI_MASTER_MAX_BUDGET_MS),
                                  MASTER_ITERATIONS, cancellable, progress, out_action);

    case EG_AI_HEURISTIC:
    default:
      *out_action = eg_ai_heuristic_choose (view);
      return TRUE;
    }
}

gboolean
eg_ai_choose_budget (EgAiLevel     level,
                     const EgView *view,
                     guint64       seed,
                     guint         budget_ms,
                     GCancellable *cancellable,
                     EgAction     *out_action)
{
  return choose (level, view, seed, budget_ms, cancellable, NULL, out_action);
}

gboolean
eg_ai_choose_watched (EgAiLevel     level,
                      const EgView *view,
                      guint64       seed,
                      GCancellable *cancellable,
                      gint         *progress,
                      EgAction     *out_action)
{
  return choose (level, view, seed, EG_AI_MASTER_BUDGET_MS, cancellable, progress, out_action);
}

gboolean
eg_ai_level_thinks (EgAiLevel level)
{
  return level == EG_AI_MASTER;
}

EgAction
eg_ai_choose (EgAiLevel     level,
              const EgView *view,
              guint64       seed)
{
  EgAction action = { 0 };

  eg_ai_choose_full (level, view, seed, NULL, &action);
  return action;
}

gboolean
eg_ai_analyse (const EgView *view,
               guint64       seed,
               GCancellable *cancellable,
               EgAction     *best,
               double       *win_chance)
{
  EgAiActionValue values[EG_MAX_ACTIONS];
  guint n, i;

  g_return_val_if_fail (view != NULL, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);

  /* The last step of a replayed round: nothing left to analyse. */
  if (view->phase == EG_PHASE_OVER)
    return FALSE;

  n = eg_ai_judge_rate (view, seed, cancellable, values);
  if (n == 0)
    return FALSE;
  i = eg_ai_judge_best (values, n, 0);

  if (best != NULL)
    *best = values[i].action;
  if (win_chance != NULL)
    *win_chance = values[i].value;
  return TRUE;
}
