/* eg-animation.h — one table of durations for everything that moves
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The "animation-speed" setting's values. */
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

/* Milliseconds for @kind at @speed, from the table alone. */
guint    eg_animation_duration     (EgAnimation  kind,
                                    EgSpeed      speed);
/* The same, and 0 for motion when @widget's settings ask for reduced
 * motion (gtk-enable-animations off); reading time stays. */
guint    eg_animation_duration_for (GtkWidget   *widget,
                                    EgAnimation  kind,
                                    EgSpeed      speed);
gboolean eg_animation_enabled      (GtkWidget   *widget);

/* Progress 0..1 of an animation started at @start (µs, frame time). */
double   eg_animation_progress     (GdkFrameClock *clock,
                                    gint64         start,
                                    guint          duration_ms);
double   eg_ease_out               (double       t);
double   eg_ease_in_out            (double       t);

G_END_DECLS
