/* eg-pace.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include "eg-pace.h"

/* By the settings enum: off, slow, normal, fast. */
static const EgPace paces[] = {
  { 0, 0 },
  { 650, 1400 },
  { 350, 800 },
  { 180, 400 },
};

const EgPace *
eg_pace_get (guint speed)
{
  return &paces[MIN (speed, G_N_ELEMENTS (paces) - 1)];
}
