/* eg-types.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-engine"

#include "config.h"

#include <string.h>

#include "eg-types.h"

EgAction
eg_action_move (EgSide      side,
                guint       card,
                EgDirection direction)
{
  return (EgAction) { EG_ACTION_MOVE, side, card, direction, 0, 0 };
}

EgAction
eg_action_attack (EgSide side,
                  guint  value,
                  guint  count)
{
  return (EgAction) { EG_ACTION_ATTACK, side, 0, 0, value, count };
}

EgAction
eg_action_indirect_attack (EgSide side,
                           guint  card,
                           guint  value,
                           guint  count)
{
  return (EgAction) { EG_ACTION_INDIRECT_ATTACK, side, card, 0, value, count };
}

EgAction
eg_action_parry (EgSide side,
                 guint  value,
                 guint  count)
{
  return (EgAction) { EG_ACTION_PARRY, side, 0, 0, value, count };
}

EgAction
eg_action_retreat (EgSide side,
                   guint  card)
{
  return (EgAction) { EG_ACTION_RETREAT, side, card, 0, 0, 0 };
}

static const char *side_names[] = { "left", "right", "none" };
static const char *variant_names[] = { "advanced", "classic" };
static const char *action_names[] = { "move", "attack", "indirect-attack", "parry", "retreat" };
static const char *direction_names[] = { "forward", "backward" };
static const char *reason_names[] = { NULL, "hit", "no-legal-action", "cards", "advancement", "draw" };

static gboolean
lookup (const char  *str,
        const char **names,
        guint        n_names,
        guint       *index)
{
  if (str == NULL)
    return FALSE;

  for (guint i = 0; i < n_names; i++)
    if (names[i] != NULL && strcmp (str, names[i]) == 0)
      {
        *index = i;
        return TRUE;
      }

  return FALSE;
}

#define DEFINE_NAMES(type_name, TypeName, names)                             \
  const char *                                                               \
  eg_##type_name##_to_string (TypeName value)                                \
  {                                                                          \
    g_return_val_if_fail ((guint) value < G_N_ELEMENTS (names), NULL);       \
    return names[value];                                                     \
  }                                                                          \
                                                                             \
  gboolean                                                                   \
  eg_##type_name##_from_string (const char *str,                             \
                                TypeName   *value)                           \
  {                                                                          \
    guint index;                                                             \
                                                                             \
    if (!lookup (str, names, G_N_ELEMENTS (names), &index))                  \
      return FALSE;                                                          \
    *value = (TypeName) index;                                               \
    return TRUE;                                                             \
  }

DEFINE_NAMES (side, EgSide, side_names)
DEFINE_NAMES (variant, EgVariant, variant_names)
DEFINE_NAMES (action_type, EgActionType, action_names)
DEFINE_NAMES (direction, EgDirection, direction_names)
DEFINE_NAMES (reason, EgReason, reason_names)
