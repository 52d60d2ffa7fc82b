/* eg-animation.c — motion on screen
 *
 * The durations are the model's one table (eg-pace.c); here the reduced
 * motion setting acts on all of them alike. The motion itself is
 * libadwaita's (AdwTimedAnimation and its easings: the board's steps,
 * the cards in flight, the thinking bar); the two frame callbacks left
 * are no motion: the replay's list scrolls again until its rows have
 * their heights, and the practice window scrolls to a verdict in the
 * frame after its rows are placed.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

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
