/* eg-ai-heuristic.c — a card-counting sparring partner, without search
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ai"

#include "config.h"

#include <string.h>

#include "eg-ai-hand.h"
#include "eg-ai-private.h"

/* What a careful player reckons from the table alone: the cards it has
 * not seen (the opponent's hand and the pile) and, by the exact
 * hypergeometric law, how likely the opponent holds so many of a value.
 * It attacks when a parry is unlikely, steps where a hit is unlikely, and
 * counts cards and ground once the pile runs out. A measuring stick for
 * the search levels, independent of their rules of thumb. */

typedef struct
{
  const EgView *view;
  EgSide        side;
  EgSide        other;
  guint8        unseen[EG_N_VALUES + 1];
  guint         n_unseen;
  guint         opponent_cards;
} Reckoning;

/* The chance that the opponent holds at least @k cards of @value. */
static double
p_at_least (const Reckoning *r,
            guint            value,
            guint            k)
{
  return eg_ai_hand_at_least (r->n_unseen, r->unseen[value], r->opponent_cards, k);
}

/* The chance that the opponent holds none of the values in 1..@up_to. */
static double
p_none_up_to (const Reckoning *r,
              guint            up_to)
{
  guint small = 0;

  for (guint v = 1; v <= MIN (up_to, EG_N_VALUES); v++)
    small += r->unseen[v];
  return eg_ai_hand_none_of (r->n_unseen, small, r->opponent_cards);
}

static guint
room_behind (EgSide side,
             guint  position)
{
  return side == EG_SIDE_LEFT ? position - 1 : EG_TRACK_LENGTH - position;
}

/* The chance to win a round that ends with the pile exhausted, holding
 * @mine of the final distance: the engine scores each count the opponent
 * may hold. */
static double
p_win_at_end (const Reckoning *r,
              const guint8     pos[2],
              guint            mine,
              gboolean         compare_cards)
{
  guint distance = (guint) pos[EG_SIDE_RIGHT] - pos[EG_SIDE_LEFT];
  gboolean counted = compare_cards && distance <= EG_N_VALUES;
  double sum = 0;

  for (guint theirs = 0; theirs <= (counted ? EG_CARDS_PER_VALUE : 0); theirs++)
    {
      double p = counted ? p_at_least (r, distance, theirs) - p_at_least (r, distance, theirs + 1) : 1;
      guint8 cards[2];
      EgSide winner;

      if (p <= 0)
        continue;
      cards[r->side] = (guint8) mine;
      cards[r->other] = (guint8) theirs;
      winner = eg_score_exhausted (pos, cards, counted, NULL);
      sum += p * (winner == r->side ? 1.0 : winner == EG_SIDE_NONE ? 0.5 : 0.0);
    }
  return sum;
}

/* How good a step of @card squares looks (a move, or a retreat): the
 * chance of being hit at once from the new distance, ground, and cards of
 * the new distance to answer with. */
static double
rate_step (const Reckoning *r,
           guint            card,
           gboolean         forward,
           gboolean         retreat)
{
  const EgView *view = r->view;
  guint8 pos[2] = { view->pos[0], view->pos[1] };
  guint8 mine[EG_N_VALUES + 1];
  gboolean towards_right = (r->side == EG_SIDE_LEFT) == forward;
  guint refill = EG_HAND_SIZE - (view->hand_size - 1);
  guint distance;
  double danger = 0;

  memcpy (mine, view->hand, sizeof mine);
  mine[card]--;
  pos[r->side] = (guint8) (towards_right ? pos[r->side] + card : pos[r->side] - card);
  distance = (guint) pos[EG_SIDE_RIGHT] - pos[EG_SIDE_LEFT];

  if (retreat && view->final_attack)
    return p_win_at_end (r, pos, 0, FALSE);
  if (refill >= view->pile_count)
    return p_win_at_end (r, pos, distance <= EG_N_VALUES ? mine[distance] : 0, TRUE);

  if (distance <= EG_N_VALUES)
    danger = p_at_least (r, distance, mine[distance] + 1);

  /* Within reach of an indirect attack and nowhere to retreat to. */
  if (view->variant == EG_VARIANT_ADVANCED && distance > 1 && distance <= 2 * EG_N_VALUES &&
      room_behind (r->side, pos[r->side]) == 0)
    danger = MAX (danger, 0.5);

  return (1 - danger) * (0.5 + 0.01 * (forward ? (int) card : -(int) card) +
                         (distance <= EG_N_VALUES && mine[distance] > 0 ? 0.05 : 0) +
                         (distance > EG_N_VALUES && distance <= EG_N_VALUES + 2 ? 0.03 : 0));
}

static EgAction
choose_defence (const Reckoning *r)
{
  const EgView *view = r->view;
  EgAction best = { 0 };
  double best_rate = -1;

  if (view->hand[view->pending.value] >= view->pending.count)
    return eg_action_parry (r->side, view->pending.value, view->pending.count);

  for (guint v = 1; v <= EG_N_VALUES; v++)
    if (view->hand[v] > 0 && eg_can_step_back (r->side, view->pos[r->side], v))
      {
        double rate = rate_step (r, v, FALSE, TRUE);

        if (rate > best_rate)
          {
            best_rate = rate;
            best = eg_action_retreat (r->side, v);
          }
      }
  return best;
}

static EgAction
choose_act (const Reckoning *r)
{
  const EgView *view = r->view;
  const guint8 *hand = view->hand;
  guint distance = (guint) view->pos[EG_SIDE_RIGHT] - view->pos[EG_SIDE_LEFT];
  EgAction best = { 0 };
  double best_rate = -1;

  if (distance <= EG_N_VALUES && hand[distance] > 0)
    {
      double parried = p_at_least (r, distance, hand[distance]);

      /* a parried attack leaves the opponent to act on a short hand */
      best_rate = (1 - parried) + parried * 0.4;
      best = eg_action_attack (r->side, distance, hand[distance]);
      if (parried == 0)
        return best;
    }

  if (view->variant == EG_VARIANT_ADVANCED)
    for (guint v = 1; v < distance && v <= EG_N_VALUES; v++)
      {
        guint count = eg_indirect_attack_count (hand, v, distance);
        guint value = distance - v;
        guint room;
        double defended, rate;

        if (count == 0)
          continue;
        room = room_behind (r->other, view->pos[r->other]);
        /* parried, or retreated from (with any card that fits behind) */
        defended = 1 - (1 - p_at_least (r, value, count)) * p_none_up_to (r, room);
        rate = (1 - defended) + defended * 0.45;
        if (rate > best_rate)
          {
            best_rate = rate;
            best = eg_action_indirect_attack (r->side, v, value, count);
          }
      }

  for (guint v = 1; v <= EG_N_VALUES; v++)
    {
      if (hand[v] == 0)
        continue;
      for (guint forward = 0; forward < 2; forward++)
        {
          double rate;

          if (forward ? v >= distance : !eg_can_step_back (r->side, view->pos[r->side], v))
            continue;
          rate = rate_step (r, v, forward, FALSE);
          if (rate > best_rate)
            {
              best_rate = rate;
              best = eg_action_move (r->side, v, forward ? EG_DIRECTION_FORWARD : EG_DIRECTION_BACKWARD);
            }
        }
    }

  return best;
}

EgAction
eg_ai_heuristic_choose (const EgView *view)
{
  Reckoning r = { view, view->side, EG_OPPONENT (view->side), { 0 }, 0, view->opponent_hand_size };

  eg_view_unseen (view, r.unseen);
  for (guint v = 1; v <= EG_N_VALUES; v++)
    r.n_unseen += r.unseen[v];

  if (view->phase == EG_PHASE_DEFEND)
    return choose_defence (&r);
  return choose_act (&r);
}
