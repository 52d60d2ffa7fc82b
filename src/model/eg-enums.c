/* eg-enums.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include "eg-enums.h"

G_DEFINE_ENUM_TYPE (EgSide, eg_side,
  G_DEFINE_ENUM_VALUE (EG_SIDE_LEFT, "left"),
  G_DEFINE_ENUM_VALUE (EG_SIDE_RIGHT, "right"),
  G_DEFINE_ENUM_VALUE (EG_SIDE_NONE, "none"))

G_DEFINE_ENUM_TYPE (EgVariant, eg_variant,
  G_DEFINE_ENUM_VALUE (EG_VARIANT_ADVANCED, "advanced"),
  G_DEFINE_ENUM_VALUE (EG_VARIANT_CLASSIC, "classic"))

G_DEFINE_ENUM_TYPE (EgPhase, eg_phase,
  G_DEFINE_ENUM_VALUE (EG_PHASE_ACT, "act"),
  G_DEFINE_ENUM_VALUE (EG_PHASE_DEFEND, "defend"),
  G_DEFINE_ENUM_VALUE (EG_PHASE_OVER, "over"))

G_DEFINE_ENUM_TYPE (EgReason, eg_reason,
  G_DEFINE_ENUM_VALUE (EG_REASON_NONE, "none"),
  G_DEFINE_ENUM_VALUE (EG_REASON_HIT, "hit"),
  G_DEFINE_ENUM_VALUE (EG_REASON_NO_LEGAL_ACTION, "no-legal-action"),
  G_DEFINE_ENUM_VALUE (EG_REASON_CARDS, "cards"),
  G_DEFINE_ENUM_VALUE (EG_REASON_ADVANCEMENT, "advancement"),
  G_DEFINE_ENUM_VALUE (EG_REASON_DRAW, "draw"))

G_DEFINE_BOXED_TYPE (EgAction, eg_action, eg_action_copy, eg_action_free)

EgAction *
eg_action_copy (const EgAction *action)
{
  return g_memdup2 (action, sizeof *action);
}

void
eg_action_free (EgAction *action)
{
  g_free (action);
}
