/* eg-board-targets.h — legal actions as places on the board
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-board.h"
#include "eg-describe.h"
#include "eg-round.h"

G_BEGIN_DECLS

/* Replaces the board's targets by @actions, each with its index as id
 * and its words (eg_describe_action with @name) as description. */
void  eg_board_targets_show       (EgBoard        *board,
                                   const EgAction *actions,
                                   guint           n_actions,
                                   const guint8    pos[2],
                                   const char     *name);
/* Marks @move on the board, in the words of eg_describe_last_move(). */
void  eg_board_targets_show_last_move (EgBoard        *board,
                                   const EgLastMove *move,
                                   const char     *left_name,
                                   const char     *right_name);
/* Shows @better, an action of @name's not played, as the board's ghost
 * (eg_board_set_ghost()), from the fencers on @pos, in the words of
 * eg_describe_best_play(). */
void  eg_board_targets_show_ghost (EgBoard        *board,
                                   const EgAction *better,
                                   const guint8    pos[2],
                                   const char     *name);

G_END_DECLS
