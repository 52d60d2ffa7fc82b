/* eg-analysis-view.h — a match's analysis at full size: the graph and the
 * list of its inaccuracies, mistakes and blunders
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-board.h"
#include "eg-replay-analysis.h"

G_BEGIN_DECLS

#define EG_TYPE_ANALYSIS_VIEW (eg_analysis_view_get_type ())

G_DECLARE_FINAL_TYPE (EgAnalysisView, eg_analysis_view, EG, ANALYSIS_VIEW, GtkWidget)

/* A page of the replay: it follows "analysis" (an EgReplayAnalysis) as
 * the ratings arrive (the replay view runs the analysis). Activating a
 * row moves the analysis' replay to the position where the action was
 * chosen, shows the better move on "board" as a ghost until the replay
 * moves on, and emits
 * "entry-activated". Its "Try It" asks who plays on, as Play From Here
 * does, and emits "play-from-here" (EgMatch *) with the fork, the better
 * move played. "Practise These Mistakes" activates app.practise with
 * the match log's URI (eg_analysis_view_set_log_file()), shown when a
 * person's action is marked. */
void        eg_analysis_view_set_analysis (EgAnalysisView   *self,
                                           EgReplayAnalysis *analysis);
/* The log the match was read from, NULL for none known. */
void        eg_analysis_view_set_log_file (EgAnalysisView   *self,
                                           GFile            *file);
GFile      *eg_analysis_view_get_log_file (EgAnalysisView   *self);

G_END_DECLS
