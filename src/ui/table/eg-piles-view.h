/* eg-piles-view.h — the draw pile, the discard pile and the card count
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-types.h"

G_BEGIN_DECLS

#define EG_TYPE_PILES_VIEW (eg_piles_view_get_type ())

G_DECLARE_FINAL_TYPE (EgPilesView, eg_piles_view, EG, PILES_VIEW, GtkWidget)

/* @discard_top: the value of the discard pile's top card, 0 if empty. */
void       eg_piles_view_show         (EgPilesView  *self,
                                       guint         pile_count,
                                       guint         discard_top);
/* The whole discard pile, by value (index 0 unused), for its popover. */
void       eg_piles_view_set_discards (EgPilesView  *self,
                                       const guint8 *discard);
/* The values the player has not seen, by value; NULL hides the tally. */
void       eg_piles_view_set_unseen   (EgPilesView  *self,
                                       const guint8 *unseen);
/* A warning under the piles (the last card may be drawn), or NULL. */
void       eg_piles_view_set_warning  (EgPilesView  *self,
                                       const char   *warning);
/* Where cards fly from and to. */
GtkWidget *eg_piles_view_get_draw_pile    (EgPilesView *self);
GtkWidget *eg_piles_view_get_discard_pile (EgPilesView *self);

G_END_DECLS
