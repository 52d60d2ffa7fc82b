/* eg-score.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-engine"

#include "config.h"

#include "eg-score.h"

void
eg_score_init (EgScore   *score,
               EgVariant  variant,
               guint      target,
               EgSide     first_starter)
{
  g_return_if_fail (score != NULL);
  g_return_if_fail (target >= 1 && target <= EG_MAX_TARGET_SCORE);
  g_return_if_fail (first_starter == EG_SIDE_LEFT || first_starter == EG_SIDE_RIGHT);

  score->variant = variant;
  score->target = target;
  score->score[EG_SIDE_LEFT] = 0;
  score->score[EG_SIDE_RIGHT] = 0;
  score->first_starter = first_starter;
  score->winner = EG_SIDE_NONE;
  score->rounds_played = 0;
}

EgSide
eg_score_starter (const EgScore *score,
                  guint          number)
{
  g_return_val_if_fail (number >= 1, EG_SIDE_NONE);

  return number % 2 == 1 ? score->first_starter : EG_OPPONENT (score->first_starter);
}

gboolean
eg_score_record_round (EgScore *score,
                       EgSide   winner)
{
  g_return_val_if_fail (!eg_score_is_over (score), FALSE);

  score->rounds_played++;
  if (winner == EG_SIDE_NONE)
    return FALSE;

  if (++score->score[winner] >= score->target)
    {
      score->winner = winner;
      return TRUE;
    }

  return FALSE;
}
