/* eg-ai.h — computer players: choose an action from a side's view
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "eg-round.h"

G_BEGIN_DECLS

typedef enum
{
  EG_AI_RANDOM,   /* uniformly random legal actions: a baseline */
} EgAiLevel;

#define EG_AI_N_LEVELS (EG_AI_RANDOM + 1)

const char *eg_ai_level_to_string   (EgAiLevel     level);
gboolean    eg_ai_level_from_string (const char   *str,
                                     EgAiLevel    *level);

/* Chooses an action for view->side, which must be the side to act. The
 * computer sees only @view: honest by construction. The same @view and
 * @seed give the same action. */
EgAction    eg_ai_choose            (EgAiLevel     level,
                                     const EgView *view,
                                     guint64       seed);

G_END_DECLS
