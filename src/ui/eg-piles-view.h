/* eg-piles-view.h — the draw pile and the discard pile, on the table
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define EG_TYPE_PILES_VIEW (eg_piles_view_get_type ())

G_DECLARE_FINAL_TYPE (EgPilesView, eg_piles_view, EG, PILES_VIEW, GtkWidget)

GtkWidget *eg_piles_view_new  (void);
/* @discard_top: the value of the discard pile's top card, 0 if empty. */
void       eg_piles_view_show (EgPilesView *self,
                               guint        pile_count,
                               guint        discard_top);

G_END_DECLS
