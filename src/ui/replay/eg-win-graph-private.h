/* eg-win-graph-private.h — what only the tests may call
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-win-graph.h"

G_BEGIN_DECLS

/* For the tests only: what they check and cannot reach through a
 * property, an action, visible text or an accessible attribute. */
guint      eg_win_graph_get_n_points (EgWinGraph   *self);
/* The number of points drawn; the point of @step, NAN for none. */
double     eg_win_graph_get_point  (EgWinGraph     *self,
                                    guint           step);

/* The pointer over @step's point, as a motion there would put it. */
void       eg_win_graph_hover      (EgWinGraph     *self,
                                    guint           step);

G_END_DECLS
