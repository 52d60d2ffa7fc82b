/* eg-animation.c — one table of durations for everything that moves
 *
 * The board, the hands, the piles and the flying cards all take their
 * timing from here, so that the speed preference and reduced motion act
 * on all of them alike, and a computer's turn can wait for the longest.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <math.h>

#include "eg-animation.h"

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
eg_animation_duration (EgAnimation kind,
                       EgSpeed     speed)
{
  g_return_val_if_fail (kind < EG_N_ANIMATIONS, 0);

  return durations[kind][MIN (speed, EG_N_SPEEDS - 1)];
}

gboolean
eg_animation_enabled (GtkWidget *widget)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (widget), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

guint
eg_animation_duration_for (GtkWidget   *widget,
                           EgAnimation  kind,
                           EgSpeed      speed)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), 0);

  if (kind != EG_ANIMATION_READ && !eg_animation_enabled (widget))
    return 0;
  return eg_animation_duration (kind, speed);
}

double
eg_animation_progress (GdkFrameClock *clock,
                       gint64         start,
                       guint          duration_ms)
{
  double t;

  if (duration_ms == 0)
    return 1.0;
  t = (gdk_frame_clock_get_frame_time (clock) - start) / (duration_ms * 1000.0);
  return CLAMP (t, 0.0, 1.0);
}

double
eg_ease_out (double t)
{
  return 1 - pow (1 - t, 3);
}

double
eg_ease_in_out (double t)
{
  return t < 0.5 ? 4 * t * t * t : 1 - pow (-2 * t + 2, 3) / 2;
}
