/* eg-action.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-engine"

#include "config.h"

#include <string.h>

#include "eg-action.h"

void
eg_action_get_cards (const EgAction *action,
                     guint8          cards[EG_N_VALUES + 1])
{
  memset (cards, 0, EG_N_VALUES + 1);
  switch (action->type)
    {
    case EG_ACTION_MOVE:
    case EG_ACTION_RETREAT:
      cards[action->card]++;
      break;
    case EG_ACTION_INDIRECT_ATTACK:
      cards[action->card]++;
      cards[action->value] += action->count;
      break;
    case EG_ACTION_ATTACK:
    case EG_ACTION_PARRY:
      cards[action->value] += action->count;
      break;
    default:
      break;
    }
}
