/* eg-animation.c — motion on screen
 *
 * The durations are the model's one table (eg-pace.c); here the reduced
 * motion setting acts on all of them alike.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <math.h>

#include "eg-animation.h"

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
  return eg_pace_duration (kind, speed);
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
