/* eg-win-graph.h — the chance of winning across a whole match
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-analysis.h"
#include "eg-replay.h"

G_BEGIN_DECLS

#define EG_TYPE_WIN_GRAPH (eg_win_graph_get_type ())

G_DECLARE_FINAL_TYPE (EgWinGraph, eg_win_graph, EG, WIN_GRAPH, GtkWidget)

/* "replay": one point per action of its match, at the step it was played:
 * the left player's chance of winning the round after it, rounds drawn
 * apart, marked actions as dots; a line at the replay's step. A click
 * moves the replay to the step under the pointer. Colours are the
 * theme's (CSS). */
void       eg_win_graph_set_replay (EgWinGraph     *self,
                                    EgReplay       *replay);
/* The point of @step: @left_chance in 0..1, or NAN for none. */
void       eg_win_graph_set_point  (EgWinGraph     *self,
                                    guint           step,
                                    double          left_chance,
                                    EgAnalysisMark  mark);
/* Detailed (the analysis view's large graph): each round's number, the
 * marks' signs (?! ? ??), and the point under the pointer — else at the
 * replay's step — told in its tooltip and below; it takes the keyboard
 * focus. Either way "point-description" and the accessible description
 * tell the point of the replay's step (or the one hovered) in words. */
void       eg_win_graph_set_detailed (EgWinGraph   *self,
                                      gboolean      detailed);
/* The step under @x, in the widget's coordinates. */
guint      eg_win_graph_step_at    (EgWinGraph     *self,
                                    double          x);

G_END_DECLS
