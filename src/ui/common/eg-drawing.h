/* eg-drawing.h — what the drawn widgets (cards, board, graph) share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A named colour of style.css (@define-color), so that light, dark and
 * high contrast can change it; @fallback when the sheet lacks it. */
void eg_drawing_lookup_color (GtkWidget  *widget,
                              const char *name,
                              const char *fallback,
                              GdkRGBA    *color);
void eg_drawing_rounded_rect (cairo_t    *cr,
                              double      x,
                              double      y,
                              double      width,
                              double      height,
                              double      radius);

G_END_DECLS
