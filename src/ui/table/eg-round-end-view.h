/* eg-round-end-view.h — how a round ended, and how the match went
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-hand-view.h"
#include "eg-match.h"

G_BEGIN_DECLS

#define EG_TYPE_ROUND_END_VIEW (eg_round_end_view_get_type ())

G_DECLARE_FINAL_TYPE (EgRoundEndView, eg_round_end_view, EG, ROUND_END_VIEW, GtkWidget)

/* The round of @match that has just ended: what decided it, with
 * figures, both hands face up (but in the table), the cards that counted
 * highlighted. */
void        eg_round_end_view_show_round   (EgRoundEndView *self,
                                            EgMatch        *match);
/* A finished match: the score, each round and how it ended. */
void        eg_round_end_view_show_match   (EgRoundEndView *self,
                                            EgMatch        *match);
/* A match not yet started: who plays, to how many points. */
void        eg_round_end_view_show_start   (EgRoundEndView *self,
                                            EgMatch        *match);
/* The main button: its label (with a mnemonic) and action. */
void        eg_round_end_view_set_primary  (EgRoundEndView *self,
                                            const char     *label,
                                            const char     *action_name);
/* The Watch the Replay button's action; NULL hides it. */
void        eg_round_end_view_set_replay_action (EgRoundEndView *self,
                                            const char     *action_name);
/* In the table the players' panels show the hands and the status line
 * says who won the match: the view does not say it twice. */
void        eg_round_end_view_set_in_table (EgRoundEndView *self,
                                            gboolean        in_table);

/* The focus on its first button (Next Round, New Match…). */
gboolean    eg_round_end_view_focus_primary (EgRoundEndView *self);

G_END_DECLS
