/* eg-pace.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include "eg-pace.h"

/* ms, by kind and speed: off, slow, normal, fast */
static const guint durations[EG_N_ANIMATIONS][EG_N_SPEEDS] = {
  [EG_ANIMATION_SLIDE] = { 0, 650, 380, 200 },
  [EG_ANIMATION_LUNGE] = { 0, 700, 420, 240 },
  [EG_ANIMATION_PARRY] = { 0, 800, 480, 280 },
  [EG_ANIMATION_HIT]   = { 0, 1300, 900, 600 },
  [EG_ANIMATION_CARD]  = { 0, 600, 360, 200 },
  [EG_ANIMATION_DEAL]  = { 0, 260, 150, 90 },
  [EG_ANIMATION_DRAW]  = { 0, 500, 300, 170 },
  /* not motion: the time to read what the computer did */
  [EG_ANIMATION_READ]  = { 0, 1800, 1100, 600 },
};

guint
eg_pace_duration (EgAnimation kind,
                  EgSpeed     speed)
{
  g_return_val_if_fail (kind < EG_N_ANIMATIONS, 0);

  return durations[kind][MIN (speed, EG_N_SPEEDS - 1)];
}
