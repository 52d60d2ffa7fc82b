/* eg-card.h — one playing card, face up (value, pips) or face down
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define EG_TYPE_CARD (eg_card_get_type ())

G_DECLARE_FINAL_TYPE (EgCard, eg_card, EG, CARD, GtkWidget)

typedef enum
{
  EG_CARD_PLAIN       = 0,
  EG_CARD_SELECTED    = 1 << 0,  /* chosen to be played */
  EG_CARD_HIGHLIGHTED = 1 << 1,  /* it decided something (round end) */
} EgCardMarks;

/* @value 1..5, or 0 for a card face down. */
GtkWidget *eg_card_new        (guint        value);
void       eg_card_set_value  (EgCard      *self,
                               guint        value);
void       eg_card_set_marks  (EgCard      *self,
                               EgCardMarks  marks);

/* Draws a card of @value in @bounds with @widget's colours: the flying
 * cards of the table draw through the same code. */
void       eg_card_paint      (GtkWidget             *widget,
                               GtkSnapshot           *snapshot,
                               const graphene_rect_t *bounds,
                               guint                  value,
                               EgCardMarks            marks);

G_END_DECLS
