/* eg-round.c — the rules of RULES.md, for one round
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-engine"

#include "config.h"

#include <string.h>

#include "eg-action.h"
#include "eg-round.h"

gboolean
eg_deck_is_valid (const guint8 *deck,
                  gsize         n_cards)
{
  guint counts[EG_N_VALUES + 1] = { 0 };

  if (deck == NULL || n_cards != EG_DECK_SIZE)
    return FALSE;

  for (gsize i = 0; i < n_cards; i++)
    {
      if (deck[i] < 1 || deck[i] > EG_N_VALUES)
        return FALSE;
      if (++counts[deck[i]] > EG_CARDS_PER_VALUE)
        return FALSE;
    }

  return TRUE;
}

void
eg_deck_shuffle (guint8  deck[EG_DECK_SIZE],
                 EgRng  *rng)
{
  for (guint i = 0; i < EG_DECK_SIZE; i++)
    deck[i] = (guint8) (1 + i / EG_CARDS_PER_VALUE);

  /* Fisher–Yates */
  for (guint i = EG_DECK_SIZE - 1; i > 0; i--)
    {
      guint j = eg_rng_below (rng, i + 1);
      guint8 tmp = deck[i];

      deck[i] = deck[j];
      deck[j] = tmp;
    }
}

static inline void
draw (EgRound *round,
      EgSide   side)
{
  while (round->hand_size[side] < EG_HAND_SIZE && round->next_card < EG_DECK_SIZE)
    {
      round->hand[side][round->deck[round->next_card++]]++;
      round->hand_size[side]++;
    }
}

static inline void
play_cards (EgRound *round,
            EgSide   side,
            guint    value,
            guint    count)
{
  round->hand[side][value] -= count;
  round->hand_size[side] -= count;
  round->discard[value] += count;
  round->discard_top = value;
}

void
eg_round_init (EgRound      *round,
               const guint8  deck[EG_DECK_SIZE],
               EgVariant     variant,
               EgSide        starter)
{
  EgSide other = EG_OPPONENT (starter);

  g_return_if_fail (round != NULL);
  g_return_if_fail (eg_deck_is_valid (deck, EG_DECK_SIZE));
  g_return_if_fail (starter == EG_SIDE_LEFT || starter == EG_SIDE_RIGHT);

  memset (round, 0, sizeof *round);
  memcpy (round->deck, deck, EG_DECK_SIZE);
  round->variant = variant;
  round->starter = starter;
  round->to_act = starter;
  round->phase = EG_PHASE_ACT;
  round->winner = EG_SIDE_NONE;
  round->reason = EG_REASON_NONE;
  round->pos[EG_SIDE_LEFT] = 1;
  round->pos[EG_SIDE_RIGHT] = EG_TRACK_LENGTH;

  /* Deal order ruling: the starter takes cards 1–5, the other player 6–10. */
  for (guint i = 0; i < EG_HAND_SIZE; i++)
    round->hand[starter][deck[i]]++;
  for (guint i = EG_HAND_SIZE; i < 2 * EG_HAND_SIZE; i++)
    round->hand[other][deck[i]]++;
  round->hand_size[EG_SIDE_LEFT] = EG_HAND_SIZE;
  round->hand_size[EG_SIDE_RIGHT] = EG_HAND_SIZE;
  round->next_card = 2 * EG_HAND_SIZE;

  /* Five cards can always move the starter forward from square 1 or 23, so
   * a fresh round never ends before its first action. */
}

/* The one generator behind both the full state and a side's view: legal
 * actions depend only on what the acting side can see. */
static guint
generate (EgVariant       variant,
          EgPhase         phase,
          EgSide          side,
          const guint8    pos[2],
          const guint8   *hand,
          const EgAction *pending,
          EgAction       *out)
{
  guint distance = (guint) pos[EG_SIDE_RIGHT] - pos[EG_SIDE_LEFT];
  guint here = pos[side];
  guint n = 0;

  if (phase == EG_PHASE_ACT)
    {
      for (guint v = 1; v <= EG_N_VALUES; v++)
        {
          if (hand[v] == 0)
            continue;
          if (v < distance)
            out[n++] = (EgAction) { EG_ACTION_MOVE, side, v, EG_DIRECTION_FORWARD, 0, 0 };
          if (eg_can_step_back (side, here, v))
            out[n++] = (EgAction) { EG_ACTION_MOVE, side, v, EG_DIRECTION_BACKWARD, 0, 0 };
        }

      if (distance <= EG_N_VALUES)
        for (guint c = 1; c <= hand[distance]; c++)
          out[n++] = (EgAction) { EG_ACTION_ATTACK, side, 0, 0, distance, c };

      if (variant == EG_VARIANT_ADVANCED)
        for (guint v = 1; v < distance && v <= EG_N_VALUES; v++)
          {
            guint held = eg_indirect_attack_count (hand, v, distance);

            for (guint c = 1; c <= held; c++)
              out[n++] = (EgAction) { EG_ACTION_INDIRECT_ATTACK, side, v, 0, distance - v, c };
          }
    }
  else if (phase == EG_PHASE_DEFEND)
    {
      if (hand[pending->value] >= pending->count)
        out[n++] = (EgAction) { EG_ACTION_PARRY, side, 0, 0, pending->value, pending->count };

      if (pending->type == EG_ACTION_INDIRECT_ATTACK)
        for (guint v = 1; v <= EG_N_VALUES; v++)
          if (hand[v] > 0 && eg_can_step_back (side, here, v))
            out[n++] = (EgAction) { EG_ACTION_RETREAT, side, v, 0, 0, 0 };
    }

  g_assert (n <= EG_MAX_ACTIONS);
  return n;
}

guint
eg_round_legal_actions (const EgRound *round,
                        EgAction       actions[EG_MAX_ACTIONS])
{
  if (round->phase == EG_PHASE_OVER)
    return 0;

  return generate (round->variant, round->phase, round->to_act, round->pos,
                   round->hand[round->to_act], &round->pending, actions);
}

static gboolean
can_act (EgVariant     variant,
         EgPhase       phase,
         EgSide        side,
         const guint8  pos[2],
         const guint8 *hand,
         const EgAction *pending)
{
  guint distance = (guint) pos[EG_SIDE_RIGHT] - pos[EG_SIDE_LEFT];

  if (phase == EG_PHASE_ACT)
    {
      /* An indirect attack starts with a forward move, so moves and direct
       * attacks are enough to decide. */
      if (distance <= EG_N_VALUES && hand[distance] > 0)
        return TRUE;
      for (guint v = 1; v <= EG_N_VALUES; v++)
        if (hand[v] > 0 && (v < distance || eg_can_step_back (side, pos[side], v)))
          return TRUE;
      return FALSE;
    }

  if (phase == EG_PHASE_DEFEND)
    {
      if (hand[pending->value] >= pending->count)
        return TRUE;
      if (pending->type == EG_ACTION_INDIRECT_ATTACK && variant == EG_VARIANT_ADVANCED)
        return eg_can_retreat (side, pos[side], hand);
    }

  return FALSE;
}

gboolean
eg_round_has_legal_action (const EgRound *round)
{
  return can_act (round->variant, round->phase, round->to_act, round->pos,
                  round->hand[round->to_act], &round->pending);
}

EgIllegal
eg_round_check (const EgRound  *round,
                const EgAction *action)
{
  EgSide side = action->side;
  const guint8 *hand;
  guint distance = eg_round_get_distance (round);

  if (round->phase == EG_PHASE_OVER)
    return EG_ILLEGAL_ROUND_OVER;
  if (side != EG_SIDE_LEFT && side != EG_SIDE_RIGHT)
    return EG_ILLEGAL_MALFORMED;
  if (side != round->to_act)
    return EG_ILLEGAL_WRONG_SIDE;

  hand = round->hand[side];

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      if (action->card < 1 || action->card > EG_N_VALUES ||
          action->direction > EG_DIRECTION_BACKWARD)
        return EG_ILLEGAL_MALFORMED;
      if (round->phase == EG_PHASE_DEFEND)
        return EG_ILLEGAL_MUST_DEFEND;
      if (hand[action->card] == 0)
        return EG_ILLEGAL_CARDS_NOT_HELD;
      if (action->direction == EG_DIRECTION_FORWARD)
        return action->card < distance ? EG_ILLEGAL_NONE : EG_ILLEGAL_BLOCKED;
      return eg_can_step_back (side, round->pos[side], action->card)
             ? EG_ILLEGAL_NONE : EG_ILLEGAL_OFF_TRACK;

    case EG_ACTION_ATTACK:
      if (action->value < 1 || action->value > EG_N_VALUES || action->count < 1)
        return EG_ILLEGAL_MALFORMED;
      if (round->phase == EG_PHASE_DEFEND)
        return EG_ILLEGAL_MUST_DEFEND;
      if (action->value != distance)
        return EG_ILLEGAL_NOT_DISTANCE;
      return hand[action->value] >= action->count
             ? EG_ILLEGAL_NONE : EG_ILLEGAL_CARDS_NOT_HELD;

    case EG_ACTION_INDIRECT_ATTACK:
      if (action->card < 1 || action->card > EG_N_VALUES ||
          action->value < 1 || action->value > EG_N_VALUES || action->count < 1)
        return EG_ILLEGAL_MALFORMED;
      if (round->variant == EG_VARIANT_CLASSIC)
        return EG_ILLEGAL_CLASSIC;
      if (round->phase == EG_PHASE_DEFEND)
        return EG_ILLEGAL_MUST_DEFEND;
      if (hand[action->card] == 0)
        return EG_ILLEGAL_CARDS_NOT_HELD;
      if (action->card >= distance)
        return EG_ILLEGAL_BLOCKED;
      if (action->value != distance - action->card)
        return EG_ILLEGAL_NOT_DISTANCE;
      return eg_indirect_attack_count (hand, action->card, distance) >= action->count
             ? EG_ILLEGAL_NONE : EG_ILLEGAL_CARDS_NOT_HELD;

    case EG_ACTION_PARRY:
      if (action->value < 1 || action->value > EG_N_VALUES || action->count < 1)
        return EG_ILLEGAL_MALFORMED;
      if (round->phase != EG_PHASE_DEFEND)
        return EG_ILLEGAL_NOTHING_TO_ANSWER;
      if (action->value != round->pending.value || action->count != round->pending.count)
        return EG_ILLEGAL_PARRY_MISMATCH;
      return hand[action->value] >= action->count
             ? EG_ILLEGAL_NONE : EG_ILLEGAL_CARDS_NOT_HELD;

    case EG_ACTION_RETREAT:
      if (action->card < 1 || action->card > EG_N_VALUES)
        return EG_ILLEGAL_MALFORMED;
      if (round->variant == EG_VARIANT_CLASSIC)
        return EG_ILLEGAL_CLASSIC;
      if (round->phase != EG_PHASE_DEFEND)
        return EG_ILLEGAL_NOTHING_TO_ANSWER;
      if (round->pending.type != EG_ACTION_INDIRECT_ATTACK)
        return EG_ILLEGAL_RETREAT_DIRECT;
      if (hand[action->card] == 0)
        return EG_ILLEGAL_CARDS_NOT_HELD;
      return eg_can_step_back (side, round->pos[side], action->card)
             ? EG_ILLEGAL_NONE : EG_ILLEGAL_OFF_TRACK;

    default:
      return EG_ILLEGAL_MALFORMED;
    }
}

static inline void
finish (EgRound  *round,
        EgSide    winner,
        EgReason  reason)
{
  round->phase = EG_PHASE_OVER;
  round->to_act = EG_SIDE_NONE;
  round->winner = winner;
  round->reason = reason;
}

/* The draw pile is exhausted: cards of the final distance (unless the 2015
 * ruling skips them), then advancement, then a draw. */
static void
finish_exhausted (EgRound  *round,
                  gboolean  compare_cards)
{
  guint distance = eg_round_get_distance (round);
  guint left, right;

  if (compare_cards && distance <= EG_N_VALUES)
    {
      left = round->hand[EG_SIDE_LEFT][distance];
      right = round->hand[EG_SIDE_RIGHT][distance];
      if (left != right)
        {
          finish (round, left > right ? EG_SIDE_LEFT : EG_SIDE_RIGHT, EG_REASON_CARDS);
          return;
        }
    }

  left = eg_advancement (EG_SIDE_LEFT, round->pos[EG_SIDE_LEFT]);
  right = eg_advancement (EG_SIDE_RIGHT, round->pos[EG_SIDE_RIGHT]);
  if (left != right)
    finish (round, left > right ? EG_SIDE_LEFT : EG_SIDE_RIGHT, EG_REASON_ADVANCEMENT);
  else
    finish (round, EG_SIDE_NONE, EG_REASON_DRAW);
}

/* Hand the turn to @side; a player who must act and cannot loses. */
static inline void
give_turn (EgRound *round,
           EgSide   side,
           EgPhase  phase)
{
  round->to_act = side;
  round->phase = phase;
  if (!can_act (round->variant, phase, side, round->pos, round->hand[side], &round->pending))
    finish (round, EG_OPPONENT (side),
            phase == EG_PHASE_DEFEND ? EG_REASON_HIT : EG_REASON_NO_LEGAL_ACTION);
}

/* Applies an action already known to be legal: one that
 * eg_round_legal_actions() listed for this very state. Search and random
 * play generate their actions, so checking them again would be wasted work
 * on the hottest path; everything else calls eg_round_apply(). */
void
eg_round_play (EgRound        *round,
               const EgAction *action)
{
  EgSide side = action->side;
  EgSide other = EG_OPPONENT (side);

  round->n_actions++;

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      play_cards (round, side, action->card, 1);
      round->pos[side] += eg_action_get_shift (action);
      draw (round, side);
      if (round->next_card == EG_DECK_SIZE)
        finish_exhausted (round, TRUE);
      else
        give_turn (round, other, EG_PHASE_ACT);
      break;

    case EG_ACTION_INDIRECT_ATTACK:
      play_cards (round, side, action->card, 1);
      round->pos[side] += eg_action_get_shift (action);
      G_GNUC_FALLTHROUGH;

    case EG_ACTION_ATTACK:
      play_cards (round, side, action->value, action->count);
      draw (round, side);
      round->pending = *action;
      round->final_attack = round->next_card == EG_DECK_SIZE;
      give_turn (round, other, EG_PHASE_DEFEND);
      break;

    case EG_ACTION_PARRY:
      play_cards (round, side, action->value, action->count);
      round->pending = (EgAction) { 0 };
      if (round->final_attack)
        finish_exhausted (round, TRUE);
      else
        give_turn (round, side, EG_PHASE_ACT);   /* no refill: the parrying player plays on */
      break;

    case EG_ACTION_RETREAT:
      play_cards (round, side, action->card, 1);
      round->pos[side] += eg_action_get_shift (action);
      round->pending = (EgAction) { 0 };
      draw (round, side);
      if (round->final_attack)
        finish_exhausted (round, FALSE);       /* the 2015 ruling */
      else if (round->next_card == EG_DECK_SIZE)
        finish_exhausted (round, TRUE);        /* the retreat drew the last card */
      else
        give_turn (round, other, EG_PHASE_ACT);
      break;

    default:
      g_assert_not_reached ();
    }

}

EgIllegal
eg_round_apply (EgRound        *round,
                const EgAction *action)
{
  EgIllegal illegal = eg_round_check (round, action);

  if (illegal == EG_ILLEGAL_NONE)
    eg_round_play (round, action);
  return illegal;
}

void
eg_round_get_view (const EgRound *round,
                   EgSide         side,
                   EgView        *view)
{
  g_return_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT);

  memset (view, 0, sizeof *view);
  view->side = side;
  view->variant = round->variant;
  view->to_act = round->to_act;
  view->phase = round->phase;
  view->pos[0] = round->pos[0];
  view->pos[1] = round->pos[1];
  memcpy (view->hand, round->hand[side], sizeof view->hand);
  view->hand_size = round->hand_size[side];
  view->opponent_hand_size = round->hand_size[EG_OPPONENT (side)];
  view->pile_count = (guint8) eg_round_get_pile_count (round);
  memcpy (view->discard, round->discard, sizeof view->discard);
  view->discard_top = round->discard_top;
  view->final_attack = round->final_attack;
  view->winner = round->winner;
  view->reason = round->reason;
  view->pending = round->pending;
}

guint
eg_view_legal_actions (const EgView *view,
                       EgAction      actions[EG_MAX_ACTIONS])
{
  if (view->phase == EG_PHASE_OVER || view->to_act != view->side)
    return 0;

  return generate (view->variant, view->phase, view->side, view->pos,
                   view->hand, &view->pending, actions);
}

void
eg_view_unseen (const EgView *view,
                guint8        unseen[EG_N_VALUES + 1])
{
  unseen[0] = 0;
  for (guint v = 1; v <= EG_N_VALUES; v++)
    unseen[v] = EG_CARDS_PER_VALUE - view->hand[v] - view->discard[v];
}

void
eg_round_unseen (const EgRound *round,
                 EgSide         side,
                 guint8         unseen[EG_N_VALUES + 1])
{
  EgView view;

  eg_round_get_view (round, side, &view);
  eg_view_unseen (&view, unseen);
}
