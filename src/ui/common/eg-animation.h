/* eg-animation.h — motion on screen: durations and reduced motion
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

G_END_DECLS
