/* eg-ai.c — the computer levels
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai-private.h"

/* Budgets count simulated rounds, not time, so that a level plays the same
 * on any machine and the honesty test is exact. */
#define MEDIUM_SAMPLES      24    /* guesses of the hidden cards, each action tried on all */
#define HARD_ITERATIONS   6000    /* tree search iterations */

/* Easy plays one action in this many at random. */
#define EASY_EXPLORE_ONE_IN 16

static const char *level_names[EG_AI_N_LEVELS] = { "random", "easy", "medium", "hard" };

const char *
eg_ai_level_to_string (EgAiLevel level)
{
  g_return_val_if_fail ((guint) level < EG_AI_N_LEVELS, NULL);
  return level_names[level];
}

gboolean
eg_ai_level_from_string (const char *str,
                         EgAiLevel  *level)
{
  for (guint i = 0; i < EG_AI_N_LEVELS; i++)
    if (g_strcmp0 (str, level_names[i]) == 0)
      {
        *level = (EgAiLevel) i;
        return TRUE;
      }
  return FALSE;
}

const char *
eg_ai_level_get_label (EgAiLevel level)
{
  switch (level)
    {
    /* Translators: the name of a computer opponent's level */
    case EG_AI_RANDOM: return C_("computer level", "Random");
    /* Translators: the name of a computer opponent's level */
    case EG_AI_EASY:   return C_("computer level", "Easy");
    /* Translators: the name of a computer opponent's level */
    case EG_AI_MEDIUM: return C_("computer level", "Medium");
    /* Translators: the name of a computer opponent's level */
    case EG_AI_HARD:   return C_("computer level", "Hard");
    default:
      g_return_val_if_reached (NULL);
    }
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

gboolean
eg_ai_choose_full (EgAiLevel     level,
                   const EgView *view,
                   guint64       seed,
                   GCancellable *cancellable,
                   EgAction     *out_action)
{
  EgAction actions[EG_MAX_ACTIONS];
  EgAiSampler sampler;
  guint n;

  g_return_val_if_fail ((guint) level < EG_AI_N_LEVELS, FALSE);
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
    default:
      return eg_ai_tree_search (view, seed, HARD_ITERATIONS, cancellable, out_action, NULL);
    }
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
  EgAction action;
  double value;

  g_return_val_if_fail (view != NULL, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);

  /* The last step of a replayed round: nothing left to analyse. */
  if (view->phase == EG_PHASE_OVER)
    return FALSE;

  if (!eg_ai_tree_search (view, seed, HARD_ITERATIONS, cancellable, &action, &value))
    return FALSE;

  if (best != NULL)
    *best = action;
  if (win_chance != NULL)
    *win_chance = CLAMP (value, 0.0, 1.0);
  return TRUE;
}
