/* eg-score.h — a match: rounds scored to a target, starters alternating
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "eg-types.h"

G_BEGIN_DECLS

#define EG_DEFAULT_TARGET_SCORE 5
#define EG_MAX_TARGET_SCORE     99

typedef struct
{
  guint8 variant;        /* EgVariant */
  guint8 target;         /* points needed to win the match */
  guint8 score[2];       /* by EgSide */
  guint8 first_starter;  /* EgSide starting round 1 */
  guint8 winner;         /* EgSide; EG_SIDE_NONE while the match goes on */
  guint16 rounds_played; /* finished rounds, draws included */
} EgScore;

void     eg_score_init         (EgScore   *score,
                                EgVariant  variant,
                                guint      target,
                                EgSide     first_starter);
/* Who starts round @number (1-based): the starter alternates every round. */
EgSide   eg_score_starter      (const EgScore *score,
                                guint          number);
/* Records a finished round won by @winner (EG_SIDE_NONE for a draw);
 * returns TRUE when that round decides the match. */
gboolean eg_score_record_round (EgScore   *score,
                                EgSide     winner);

static inline gboolean
eg_score_is_over (const EgScore *score)
{
  return score->winner != EG_SIDE_NONE;
}

G_END_DECLS
