/* eg-animation.h — motion on screen: reduced motion, progress, easing
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-pace.h"

G_BEGIN_DECLS

/* Milliseconds for @kind at @speed from the model's table (eg-pace.h),
 * and 0 for motion when @widget's settings ask for reduced motion
 * (gtk-enable-animations off); reading time stays. */
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
