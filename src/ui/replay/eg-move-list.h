/* eg-move-list.h — every step of a match in words, round by round
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-analysis.h"
#include "eg-replay.h"

G_BEGIN_DECLS

#define EG_TYPE_MOVE_LIST (eg_move_list_get_type ())

G_DECLARE_FINAL_TYPE (EgMoveList, eg_move_list, EG, MOVE_LIST, GtkWidget)

/* "replay": one row per step of its match: a heading at each deal, then each action
 * as the interface words it, a round's result under its last action. The
 * list follows the replay's step (the row selected and scrolled to) and a
 * click on a row moves the replay there. */
void       eg_move_list_set_replay   (EgMoveList *self,
                                      EgReplay   *replay);
/* The analysis' mark of the move played at @step, shown after it. */
void       eg_move_list_set_mark     (EgMoveList     *self,
                                      guint           step,
                                      EgAnalysisMark  mark);

G_END_DECLS
