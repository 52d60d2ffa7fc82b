/* eg-action.h — what an action does: the cards it uses, where it puts the fencer
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-types.h"

G_BEGIN_DECLS

/* The cards @action takes from the hand, counted by value (index 0 unused). */
void      eg_action_get_cards (const EgAction *action,
                               guint8          cards[EG_N_VALUES + 1]);

/* Squares the acting fencer moves along the track: positive towards
 * square 23 (the left fencer's forward), 0 for an action that does not
 * move it. Inline: eg_round_play() runs it on search's hottest path. */
static inline int
eg_action_get_shift (const EgAction *action)
{
  int forward = action->side == EG_SIDE_LEFT ? 1 : -1;

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      return action->direction == EG_DIRECTION_FORWARD ? forward * action->card
                                                       : -forward * action->card;
    case EG_ACTION_INDIRECT_ATTACK:
      return forward * action->card;
    case EG_ACTION_RETREAT:
      return -forward * action->card;
    default:
      return 0;
    }
}

/* Where @action puts its fencer, standing on @from: @from itself when it
 * does not move it. */
static inline guint
eg_action_get_landing (const EgAction *action,
                       guint           from)
{
  return (guint) ((int) from + eg_action_get_shift (action));
}

static inline gboolean
eg_action_is_attack (const EgAction *action)
{
  return action->type == EG_ACTION_ATTACK || action->type == EG_ACTION_INDIRECT_ATTACK;
}

/* The square an action is aimed at, given where the fencers stand: the
 * landing square of a move or a retreat, the opponent's square for an
 * attack, the defender's own for a parry. */
static inline guint
eg_action_get_square (const EgAction *action,
                      const guint8    pos[2])
{
  if (eg_action_is_attack (action))
    return pos[EG_OPPONENT (action->side)];
  if (action->type == EG_ACTION_PARRY)
    return pos[action->side];
  return eg_action_get_landing (action, pos[action->side]);
}

/* The value of the first card an action plays: the moving card of a
 * move, a retreat or an indirect attack; the value of an attack or a
 * parry. */
static inline guint
eg_action_get_first_card (const EgAction *action)
{
  switch (action->type)
    {
    case EG_ACTION_MOVE:
    case EG_ACTION_RETREAT:
    case EG_ACTION_INDIRECT_ATTACK:
      return action->card;
    default:
      return action->value;
    }
}

G_END_DECLS
