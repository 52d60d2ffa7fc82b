/* eg-ai-sample.c — guesses of the hidden cards, drawn from a view
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ai"

#include "config.h"

#include <string.h>

#include "eg-ai-private.h"

/* Fills @sampler from @view; returns FALSE when the view cannot come from a
 * real round (the counts of cards do not add up), or when it is not
 * view->side's turn. Nothing hidden is read: only the view exists here. */
gboolean
eg_ai_sampler_init (EgAiSampler  *sampler,
                    const EgView *view)
{
  EgSide side = view->side;
  EgSide other;
  guint8 unseen[EG_N_VALUES + 1];
  guint n_unseen = 0;
  guint held = 0;

  if (side != EG_SIDE_LEFT && side != EG_SIDE_RIGHT)
    return FALSE;
  if (view->phase == EG_PHASE_OVER || view->to_act != side)
    return FALSE;
  if (view->pile_count > EG_DECK_SIZE - 2 * EG_HAND_SIZE ||
      view->opponent_hand_size > EG_HAND_SIZE || view->hand_size > EG_HAND_SIZE)
    return FALSE;
  if (view->pos[EG_SIDE_LEFT] < 1 || view->pos[EG_SIDE_LEFT] >= view->pos[EG_SIDE_RIGHT] ||
      view->pos[EG_SIDE_RIGHT] > EG_TRACK_LENGTH)
    return FALSE;
  if (view->phase == EG_PHASE_DEFEND &&
      (view->pending.value < 1 || view->pending.value > EG_N_VALUES || view->pending.count < 1 ||
       (view->pending.type != EG_ACTION_ATTACK && view->pending.type != EG_ACTION_INDIRECT_ATTACK)))
    return FALSE;

  for (guint v = 1; v <= EG_N_VALUES; v++)
    {
      if (view->hand[v] + view->discard[v] > EG_CARDS_PER_VALUE)
        return FALSE;
      held += view->hand[v];
    }
  if (held != view->hand_size)
    return FALSE;

  eg_view_unseen (view, unseen);
  for (guint v = 1; v <= EG_N_VALUES; v++)
    for (guint i = 0; i < unseen[v]; i++)
      sampler->unseen[n_unseen++] = (guint8) v;
  if (n_unseen != (guint) view->opponent_hand_size + view->pile_count)
    return FALSE;

  other = EG_OPPONENT (side);
  memset (&sampler->base, 0, sizeof sampler->base);
  sampler->side = side;
  sampler->n_unseen = (guint8) n_unseen;

  /* Cards before next_card have been dealt or played: the engine never
   * reads them again, so they stay zero. */
  sampler->base.next_card = (guint8) (EG_DECK_SIZE - view->pile_count);
  sampler->base.pos[0] = view->pos[0];
  sampler->base.pos[1] = view->pos[1];
  memcpy (sampler->base.hand[side], view->hand, sizeof view->hand);
  sampler->base.hand_size[side] = view->hand_size;
  sampler->base.hand_size[other] = view->opponent_hand_size;
  memcpy (sampler->base.discard, view->discard, sizeof view->discard);
  sampler->base.discard_top = view->discard_top;
  sampler->base.variant = view->variant;
  sampler->base.starter = side;
  sampler->base.to_act = view->to_act;
  sampler->base.phase = view->phase;
  sampler->base.final_attack = view->final_attack;
  sampler->base.winner = EG_SIDE_NONE;
  sampler->base.reason = EG_REASON_NONE;
  sampler->base.pending = view->pending;

  return TRUE;
}

void
eg_ai_sampler_sample (const EgAiSampler *sampler,
                      EgRng             *rng,
                      EgRound           *round)
{
  guint8 cards[EG_DECK_SIZE];
  guint n = sampler->n_unseen;
  EgSide other = EG_OPPONENT (sampler->side);
  guint in_hand = sampler->base.hand_size[other];

  memcpy (cards, sampler->unseen, n);

  /* Fisher–Yates: a uniform arrangement of the unseen cards; the first
   * ones make the opponent's hand, the rest the pile, top first. */
  for (guint i = n; i > 1; i--)
    {
      guint j = eg_rng_below (rng, i);
      guint8 tmp = cards[i - 1];

      cards[i - 1] = cards[j];
      cards[j] = tmp;
    }

  *round = sampler->base;
  for (guint i = 0; i < in_hand; i++)
    round->hand[other][cards[i]]++;
  memcpy (round->deck + round->next_card, cards + in_hand, n - in_hand);
}
