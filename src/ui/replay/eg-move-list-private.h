/* eg-move-list-private.h — what only the tests may call
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-move-list.h"

G_BEGIN_DECLS

/* For the tests only: what they check and cannot reach through a
 * property, an action, visible text or an accessible attribute. */
EgAnalysisMark eg_move_list_get_mark (EgMoveList     *self,
                                      guint           step);
/* The row selected: the replay's step, GTK_INVALID_LIST_POSITION if none. */
guint      eg_move_list_get_selected (EgMoveList *self);

G_END_DECLS
