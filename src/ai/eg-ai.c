/* eg-ai.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ai"

#include "config.h"

#include <string.h>

#include "eg-ai.h"

static const char *level_names[EG_AI_N_LEVELS] = { "random" };

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

static EgAction
choose_random (const EgView *view,
               guint64       seed)
{
  EgAction actions[EG_MAX_ACTIONS];
  guint n = eg_view_legal_actions (view, actions);
  EgRng rng;

  g_return_val_if_fail (n > 0, (EgAction) { 0 });

  eg_rng_init (&rng, seed);
  return actions[eg_rng_below (&rng, n)];
}

EgAction
eg_ai_choose (EgAiLevel     level,
              const EgView *view,
              guint64       seed)
{
  g_return_val_if_fail (view != NULL, (EgAction) { 0 });
  g_return_val_if_fail (view->to_act == view->side, (EgAction) { 0 });

  switch (level)
    {
    case EG_AI_RANDOM:
    default:
      return choose_random (view, seed);
    }
}
