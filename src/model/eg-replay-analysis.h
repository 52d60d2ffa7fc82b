/* eg-replay-analysis.h — the hard computer's analysis of a replay's steps
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-replay.h"

G_BEGIN_DECLS

#define EG_TYPE_REPLAY_ANALYSIS (eg_replay_analysis_get_type ())

G_DECLARE_FINAL_TYPE (EgReplayAnalysis, eg_replay_analysis, EG, REPLAY_ANALYSIS, GObject)

/* One step at a time, on request, in a worker thread; each result is kept
 * for the life of the object. "ready" (guint step) tells that a step's
 * result has arrived, in the thread-default main context of the request. */
EgReplayAnalysis *eg_replay_analysis_new     (EgReplay         *replay);
/* Starts on @step unless it is known or running; cancels any other. */
void              eg_replay_analysis_request (EgReplayAnalysis *self,
                                              guint             step);
void              eg_replay_analysis_cancel  (EgReplayAnalysis *self);
/* FALSE until the result of @step has arrived. */
gboolean          eg_replay_analysis_lookup  (EgReplayAnalysis *self,
                                              guint             step,
                                              EgAction         *best,
                                              double           *win_chance);

G_END_DECLS
