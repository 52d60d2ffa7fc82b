/* eg-flight-layer.h — cards travelling across the table
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-animation.h"

G_BEGIN_DECLS

#define EG_TYPE_FLIGHT_LAYER (eg_flight_layer_get_type ())

G_DECLARE_FINAL_TYPE (EgFlightLayer, eg_flight_layer, EG, FLIGHT_LAYER, GtkWidget)

/* Put it over the table (a GtkOverlay's overlay): it takes no input. */

/* A card of @value (0: face down) flies from @from's place to @to's,
 * after @delay_ms, for @kind's time at @speed. Nothing flies with
 * animation off or reduced motion, or if a widget is not on the table. */
void       eg_flight_layer_fly          (EgFlightLayer *self,
                                         GtkWidget     *from,
                                         GtkWidget     *to,
                                         guint          value,
                                         EgAnimation    kind,
                                         EgSpeed        speed,
                                         guint          delay_ms);
void       eg_flight_layer_deliver      (EgFlightLayer *self,
                                         GtkWidget     *from,
                                         GtkWidget     *to,
                                         EgAnimation    kind,
                                         EgSpeed        speed,
                                         guint          delay_ms);
gboolean   eg_flight_layer_is_animating (EgFlightLayer *self);
/* Every card lands at once, where it was going. */
void       eg_flight_layer_finish       (EgFlightLayer *self);

G_END_DECLS
