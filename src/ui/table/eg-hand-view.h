/* eg-hand-view.h — a hand of cards: face up as buttons, or face down
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-types.h"

G_BEGIN_DECLS

#define EG_TYPE_HAND_VIEW (eg_hand_view_get_type ())

G_DECLARE_FINAL_TYPE (EgHandView, eg_hand_view, EG, HAND_VIEW, GtkWidget)

void        eg_hand_view_set_owner      (EgHandView   *self,
                                         const char   *name);
/* Face up: @counts holds the number of cards of each value, index 0 unused. */
void        eg_hand_view_set_cards      (EgHandView   *self,
                                         const guint8 *counts);
/* Face down: only the number of cards is shown, never their values. */
void        eg_hand_view_set_face_down  (EgHandView   *self,
                                         guint         n_cards);
void        eg_hand_view_set_selection  (EgHandView   *self,
                                         const guint8 *selected);
/* Bit v set: value v has a legal use; others are dimmed. 0 = no marking. */
void        eg_hand_view_set_playable   (EgHandView   *self,
                                         guint32       values);
/* Bit v set: cards of value v decided something (a round's end). */
void        eg_hand_view_set_highlighted (EgHandView  *self,
                                         guint32       values);
void        eg_hand_view_set_interactive (EgHandView  *self,
                                         gboolean      interactive);
void        eg_hand_view_set_compact    (EgHandView   *self,
                                         gboolean      compact);
gboolean    eg_hand_view_is_face_up     (EgHandView   *self);
guint       eg_hand_view_get_n_cards    (EgHandView   *self);
/* The value of each card shown, in order (0 for a face-down card). */
guint       eg_hand_view_get_value      (EgHandView   *self,
                                         guint         index);
GtkWidget  *eg_hand_view_get_card       (EgHandView   *self,
                                         guint         index);

/* "A 4, 4, 5" style list of a hand, as the interface writes it. */
char       *eg_hand_describe            (const guint8 *counts);

/* Puts the focus on a card, unless one has it: the first of a value in
 * @playable (bits 1 << value; 0: any), else the first. A card keeps the
 * focus while the hand may not play. FALSE: no card. */
gboolean    eg_hand_view_focus_card     (EgHandView   *self,
                                         guint32       playable);

G_END_DECLS
