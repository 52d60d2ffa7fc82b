/* eg-replay-view.h — a played match, step by step: board, hands, move list
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-board.h"
#include "eg-hand-view.h"
#include "eg-match.h"
#include "eg-replay.h"

G_BEGIN_DECLS

#define EG_TYPE_REPLAY_VIEW (eg_replay_view_get_type ())

G_DECLARE_FINAL_TYPE (EgReplayView, eg_replay_view, EG, REPLAY_VIEW, GtkWidget)

/* The view emits "play-from-here" (EgMatch *) with a live match at the
 * step shown, its first round(s) already played, the players chosen by
 * the person; whoever shows the live game takes it from there. Keys:
 * Left/Right step, Home/End, Page Up/Page Down by round, Space plays, M
 * shows the side panel (moves, analysis) over the board when it is
 * folded away, Escape hides it or leaves the replay. */
GtkWidget  *eg_replay_view_new              (void);
/* Shows @match from its first step; NULL empties the view. */
void        eg_replay_view_set_match        (EgReplayView *self,
                                             EgMatch      *match);
EgMatch    *eg_replay_view_get_match        (EgReplayView *self);
/* The log the match was read from (NULL: none known), for the analysis
 * page's "Practise These Mistakes". */
void        eg_replay_view_set_log_file     (EgReplayView *self,
                                             GFile        *file);
void        eg_replay_view_set_step         (EgReplayView *self,
                                             guint         step);

/* EG_SIDE_NONE shows both hands; a side shows the match as it saw it.
 * In a round not over, only the hand its person was entitled to see
 * shows (eg_replay_get_hand()), whatever the perspective. */
void        eg_replay_view_set_perspective  (EgReplayView *self,
                                             EgSide        side);
void        eg_replay_view_set_playing      (EgReplayView *self,
                                             gboolean      playing);
void        eg_replay_view_copy_state       (EgReplayView *self,
                                             EgReplayView *from);
/* Adds replay mode's keys (the one map: arrows, Home, End, Page Up/Down,
 * their keypad twins, Space) to @controller: each activates its
 * "replay." action, or, with @action, @action with the replay action's
 * name ("next", "first"…) as its string argument. */
void        eg_replay_view_add_key_map      (GtkShortcutController *controller,
                                             const char   *action);

G_END_DECLS
