/* eg-board.h — the fencing track: 23 squares and the two fencers
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-types.h"

G_BEGIN_DECLS

#define EG_TYPE_BOARD (eg_board_get_type ())

G_DECLARE_FINAL_TYPE (EgBoard, eg_board, EG, BOARD, GtkWidget)

/* Bit n of a square mask stands for square n (1..23). */
#define EG_BOARD_SQUARE_BIT(n) (1u << (n))

GtkWidget  *eg_board_new                (void);
void        eg_board_set_names          (EgBoard    *self,
                                         const char *left_name,
                                         const char *right_name);
void        eg_board_set_positions      (EgBoard    *self,
                                         guint       left,
                                         guint       right,
                                         gboolean    animate);
guint       eg_board_get_position       (EgBoard    *self,
                                         EgSide      side);
void        eg_board_set_highlight      (EgBoard    *self,
                                         guint32     reachable,
                                         guint       chosen_square,
                                         EgSide      attacked);
guint32     eg_board_get_reachable      (EgBoard    *self);
guint       eg_board_get_chosen_square  (EgBoard    *self);
EgSide      eg_board_get_attacked       (EgBoard    *self);
void        eg_board_set_animation_duration (EgBoard *self,
                                         guint       milliseconds);
gboolean    eg_board_is_animating       (EgBoard    *self);
const char *eg_board_get_description    (EgBoard    *self);

G_END_DECLS
