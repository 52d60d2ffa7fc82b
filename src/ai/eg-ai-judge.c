/* eg-ai-judge.c — the one judgement of a position
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Below the model, so that master and the hint (model/) and the analysis,
 * practice and reasons (analysis/) all quote it. See eg-ai.h.
 */

#define G_LOG_DOMAIN "en-garde-ai"

#include "config.h"

#include "eg-ai-private.h"

guint
eg_ai_judge_rate (const EgView    *view,
                  guint64          seed,
                  GCancellable    *cancellable,
                  EgAiActionValue  out[EG_MAX_ACTIONS])
{
  return eg_ai_evaluate_actions (view, seed, EG_AI_JUDGE_SAMPLES, cancellable, out);
}

guint
eg_ai_judge_best (const EgAiActionValue *values,
                  guint                  n,
                  guint                  prefer)
{
  guint best = prefer;

  g_return_val_if_fail (values != NULL && prefer < n, 0);

  for (guint i = 0; i < n; i++)
    if (values[i].value > values[best].value)
      best = i;
  return best;
}

gboolean
eg_ai_judge_beyond (double loss,
                    double error)
{
  return loss >= EG_AI_JUDGE_MARGIN && loss > 2 * error;
}

/* A seed that depends on what @view shows and nothing else (FNV-1a). */
static guint64
view_seed (const EgView *view)
{
  guint8 bytes[64];
  guint n = 0;
  guint64 hash = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  bytes[n++] = view->side;
  bytes[n++] = view->variant;
  bytes[n++] = view->to_act;
  bytes[n++] = view->phase;
  bytes[n++] = view->pos[0];
  bytes[n++] = view->pos[1];
  for (guint v = 0; v <= EG_N_VALUES; v++)
    {
      bytes[n++] = view->hand[v];
      bytes[n++] = view->discard[v];
    }
  bytes[n++] = view->opponent_hand_size;
  bytes[n++] = view->pile_count;
  bytes[n++] = view->final_attack;
  bytes[n++] = view->pending.type;
  bytes[n++] = view->pending.side;
  bytes[n++] = view->pending.card;
  bytes[n++] = view->pending.direction;
  bytes[n++] = view->pending.value;
  bytes[n++] = view->pending.count;
  g_assert (n <= sizeof bytes);

  for (guint i = 0; i < n; i++)
    hash = (hash ^ bytes[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  return hash;
}

gboolean
eg_ai_judge_loss (const EgView          *view,
                  const EgAiActionValue *values,
                  guint                  n,
                  guint                  index,
                  GCancellable          *cancellable,
                  double                *loss,
                  double                *error)
{
  EgAction actions[EG_MAX_ACTIONS];
  EgAiActionValue deeper[EG_MAX_ACTIONS];
  guint best, k = 0;

  g_return_val_if_fail (view != NULL && values != NULL && index < n, FALSE);
  g_return_val_if_fail (loss != NULL && error != NULL, FALSE);

  best = eg_ai_judge_best (values, n, index);
  *loss = values[best].value - values[index].value;
  *error = values[index].loss_error;
  if (!eg_ai_judge_beyond (*loss, *error))
    return TRUE;

  /* The action first, then every one the rating puts beyond it. */
  actions[k++] = values[index].action;
  for (guint i = 0; i < n; i++)
    if (i != index && values[i].value - values[index].value >= EG_AI_JUDGE_MARGIN)
      actions[k++] = values[i].action;
  if (!eg_ai_evaluate_some (view, actions, k, view_seed (view),
                            eg_ai_judge_guesses (0), cancellable, deeper))
    return FALSE;

  best = 0;
  for (guint i = 1; i < k; i++)
    if (deeper[i].value > deeper[best].value)
      best = i;
  /* eg_ai_evaluate_some() pairs each error against the best it rated. */
  *loss = deeper[best].value - deeper[0].value;
  *error = deeper[0].loss_error;
  return TRUE;
}

guint
eg_ai_judge_guesses (guint budget_ms)
{
  guint full = EG_AI_JUDGE_SAMPLES * EG_AI_JUDGE_DEEPER;

  if (budget_ms == 0 || budget_ms >= EG_AI_JUDGE_FULL_BUDGET_MS)
    return full;
  return MAX (EG_AI_JUDGE_LEAST_GUESSES, full * budget_ms / EG_AI_JUDGE_FULL_BUDGET_MS);
}

guint
eg_ai_judge_deeper (const EgView    *view,
                    guint            guesses,
                    GCancellable    *cancellable,
                    EgAiActionValue  out[EG_MAX_ACTIONS])
{
  g_return_val_if_fail (view != NULL && guesses > 0, 0);

  /* The first guesses are the same whatever their number: a smaller
   * search is the start of the full one (eg_ai_evaluate_some()). */
  return eg_ai_evaluate_actions (view, view_seed (view), guesses, cancellable, out);
}

void
eg_ai_judge_settle (const EgAiActionValue *deeper,
                    guint                  n,
                    EgAction              *action)
{
  guint best, chosen = G_MAXUINT;

  g_return_if_fail (deeper != NULL && action != NULL);

  for (guint i = 0; i < n; i++)
    if (eg_action_equal (&deeper[i].action, action))
      chosen = i;
  g_return_if_fail (chosen < n);

  /* Kept unless the deeper search proves it worse than its best as the
   * analysis proves a mark: by the margin and beyond twice the error
   * (each guess's difference lies in [-1, 1], so with the full 4,096
   * guesses the error is at most 1/sqrt (4095) < 0.016 and that is the
   * margin alone). A smaller search's noise never overrules the tree. */
  best = eg_ai_judge_best (deeper, n, chosen);
  if (eg_ai_judge_beyond (deeper[best].value - deeper[chosen].value, deeper[chosen].loss_error))
    *action = deeper[best].action;
}
