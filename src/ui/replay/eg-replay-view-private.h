/* eg-replay-view-private.h — what the replay view's files share, and
 * what the tests read
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-analysis-view.h"
#include "eg-move-list.h"
#include "eg-piles-view.h"
#include "eg-replay-analysis.h"
#include "eg-replay-view.h"
#include "eg-win-graph.h"

G_BEGIN_DECLS

struct _EgReplayView
{
  GtkWidget           parent_instance;

  GSettings          *settings;
  EgMatch            *match;
  EgReplay           *replay;
  EgReplayAnalysis   *analysis;
  GSignalGroup       *replay_signals;
  GSignalGroup       *analysis_signals;
  EgSide              perspective;
  gboolean            playing;
  guint               play_id;
  gboolean            syncing;        /* the view follows the replay: ignore the widgets' echoes */
  gboolean            syncing_perspective;
  gboolean            choices_shown;  /* the perspective drop-down has its choices */
  gboolean            choices_secret; /* … those of a round not over */
  guint               shown_step;
  gboolean            shown_any;
  char               *status_text;

  gboolean            analysis_enabled;
  guint               analysis_timeout_id;

  /* template widgets */
  AdwFlap            *flap;
  GtkWidget          *sidebar;
  GtkToggleButton    *moves_button;
  GtkLabel           *title_label;
  GtkDropDown        *perspective_dropdown;
  GtkLabel           *left_name_label;
  GtkLabel           *right_name_label;
  GtkLabel           *left_score_label;
  GtkLabel           *right_score_label;
  EgHandView         *left_hand;
  EgHandView         *right_hand;
  GtkLabel           *round_label;
  EgPilesView        *piles;
  EgBoard            *board;
  GtkLabel           *action_label;
  GtkLabel           *status_label;
  GtkScale           *scrubber;
  GtkAdjustment      *adjustment;
  GtkLabel           *step_label;
  GtkWidget          *first_button;
  GtkWidget          *previous_round_button;
  GtkWidget          *previous_button;
  GtkWidget          *play_button;
  GtkWidget          *next_button;
  GtkWidget          *next_round_button;
  GtkWidget          *last_button;
  GtkDropDown        *speed_dropdown;
  EgMoveList         *move_list;
  GtkWidget          *analysis_box;
  EgWinGraph         *graph;
  GtkLabel           *graph_caption;
  GtkProgressBar     *rating_progress;
  GtkLabel           *chance_label;
  GtkLevelBar        *chance_bar;
  GtkLabel           *best_label;
  GtkToggleButton    *analysis_button;
  GtkStack           *board_stack;
  EgAnalysisView     *analysis_view;
};

/* eg-replay-view-actions.c: the replay.* actions, the keys, autoplay */
void        eg_replay_view_class_init_actions (GtkWidgetClass *widget_class);
void        eg_replay_view_add_keys          (EgReplayView   *self);
void        eg_replay_view_update_actions    (EgReplayView   *self);
void        eg_replay_view_restart_autoplay  (EgReplayView   *self);
void        eg_replay_view_update_play_button (EgReplayView  *self);
void        eg_replay_view_speed_changed_cb  (EgReplayView   *self);
void        eg_replay_view_moves_shown_cb    (EgReplayView   *self);

/* eg-replay-view.c: whether @side's hand shows at @step (its cards in
 * @hand, may be NULL): what the model lets the person replaying see,
 * and, in a round over, the perspective chosen */
gboolean    eg_replay_view_hand_shown_at     (EgReplayView   *self,
                                              guint           step,
                                              EgSide          side,
                                              guint8         *hand);

/* eg-replay-view-analysis.c: the analysis in the side panel, the graph,
 * the move list's marks and the analysis page */
void        eg_replay_view_update_analysis   (EgReplayView   *self);
void        eg_replay_view_show_all_ratings  (EgReplayView   *self);
void        eg_replay_view_update_progress   (EgReplayView   *self);
void        eg_replay_view_update_rating_work (EgReplayView  *self);
void        eg_replay_view_analysis_step_changed (EgReplayView *self,
                                              guint           step);
void        eg_replay_view_analysis_toggled_cb (EgReplayView *self);
void        eg_replay_view_analysis_entry_activated (EgReplayView *self,
                                              guint           step);
void        eg_replay_view_analysis_play_from_here (EgReplayView *self,
                                              EgMatch        *match);

/* The hard computer's analysis of each step, computed in a thread; on
 * by default, tests switch it off (eg_replay_view_copy_state() keeps it). */
void        eg_replay_view_set_analysis     (EgReplayView *self,
                                             gboolean      enabled);

G_END_DECLS
