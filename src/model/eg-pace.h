/* eg-pace.h — one table of durations for everything that moves, by the
 * "animation-speed" setting
 *
 * The board, the hands, the piles, the flying cards, the replay and the
 * computer's pause before it plays all take their timing from here, so a
 * speed setting means the same wherever it is read. GTK-free: the model's
 * computer pause needs it too; reduced motion is the interface's business
 * (eg-animation.h).
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The "animation-speed" setting's values, in the schema's order. */
typedef enum
{
  EG_SPEED_OFF,
  EG_SPEED_SLOW,
  EG_SPEED_NORMAL,
  EG_SPEED_FAST,
  EG_N_SPEEDS
} EgSpeed;

typedef enum
{
  EG_ANIMATION_SLIDE,   /* a fencer moves along the track */
  EG_ANIMATION_LUNGE,   /* an attack */
  EG_ANIMATION_PARRY,   /* the blade that blocks it */
  EG_ANIMATION_HIT,     /* the attack that lands */
  EG_ANIMATION_CARD,    /* a card travels from a hand to the discard pile */
  EG_ANIMATION_DEAL,    /* one card dealt at a round's start */
  EG_ANIMATION_DRAW,    /* one card drawn into a hand */
  EG_ANIMATION_READ,    /* the least time one action stays on show */
  EG_N_ANIMATIONS
} EgAnimation;

/* Milliseconds for @kind at @speed; 0 at EG_SPEED_OFF. */
guint eg_pace_duration (EgAnimation kind,
                        EgSpeed     speed);

G_END_DECLS
