/* eg-replay-analysis.h — the analysis of a replay, step by step
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-analysis.h"
#include "eg-replay.h"

G_BEGIN_DECLS

#define EG_TYPE_REPLAY_ANALYSIS (eg_replay_analysis_get_type ())

G_DECLARE_FINAL_TYPE (EgReplayAnalysis, eg_replay_analysis, EG, REPLAY_ANALYSIS, GObject)

/* Every action of the replayed match rated in the background (EgAnalysis),
 * read by step; and the position where an unfinished round stopped,
 * which no action follows, searched on request. "step-changed" (guint
 * step) tells that something about @step arrived: the rating of its
 * action, or the analysis of its position; notify::progress and
 * notify::complete follow the match's rating. Results are kept for the
 * life of the object, finished ratings for the process (EgAnalysis). */
EgReplayAnalysis      *eg_replay_analysis_new          (EgReplay         *replay);
/* (transfer none): the replay whose match is rated. */
EgReplay              *eg_replay_analysis_get_replay   (EgReplayAnalysis *self);
/* Starts or resumes the rating of the match's actions. */
void                   eg_replay_analysis_start        (EgReplayAnalysis *self);
/* Stops both the rating and the search; what arrived is kept. */
void                   eg_replay_analysis_cancel       (EgReplayAnalysis *self);
double                 eg_replay_analysis_get_progress (EgReplayAnalysis *self);
gboolean               eg_replay_analysis_is_complete  (EgReplayAnalysis *self);

/* The rating of the action played at @step; NULL at a deal or until it
 * is rated. */
const EgAnalysisEntry *eg_replay_analysis_get_entry    (EgReplayAnalysis *self,
                                                        guint             step);
/* The position at @step for the side to act: its chance of winning the
 * round with the best action, and that action. FALSE until known, and
 * where eg_replay_get_analysis_access() does not allow it (nor is it
 * searched then). */
gboolean               eg_replay_analysis_lookup       (EgReplayAnalysis *self,
                                                        guint             step,
                                                        EgAction         *best,
                                                        double           *win_chance);
/* The one chance of @step, wherever it shows (the graph, its tooltip,
 * the side panel): the chance of the action played at @step as its player
 * judged it (the rating's win_after, the figure the list's reasons
 * quote); at a deal, or where an unfinished round stopped, the chance of
 * the side to act with its best action (eg_replay_analysis_lookup()).
 * @side is whose chance. FALSE until known, and where not shown. */
gboolean               eg_replay_analysis_get_figure   (EgReplayAnalysis *self,
                                                        guint             step,
                                                        EgSide           *side,
                                                        double           *chance);
/* Searches the position at @step when no action follows it in the
 * match (others come from the rating); cancels any other search. */
void                   eg_replay_analysis_request      (EgReplayAnalysis *self,
                                                        guint             step);

G_END_DECLS
