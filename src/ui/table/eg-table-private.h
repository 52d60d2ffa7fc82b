/* eg-table-private.h — the parts of the table, for the window that plays on it
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-board.h"
#include "eg-flight-layer.h"
#include "eg-hand-view.h"
#include "eg-lesson-panel.h"
#include "eg-live-moves.h"
#include "eg-piles-view.h"
#include "eg-round-end-view.h"
#include "eg-table.h"

G_BEGIN_DECLS

/* Each a child of the template, by its id in eg-table.ui. The window
 * (eg-window.c, eg-window-table.c) still sets them from the match and
 * the turn: that logic is to move into EgTable (issue 31). */
struct _EgTable
{
  AdwBin          parent_instance;

  AdwToastOverlay *toasts;
  EgFlightLayer  *flights;
  GtkLabel       *left_name_label;
  GtkLabel       *right_name_label;
  GtkLabel       *left_kind_label;
  GtkLabel       *right_kind_label;
  GtkBox         *left_pips;
  GtkBox         *right_pips;
  EgHandView     *left_hand;
  EgHandView     *right_hand;
  GtkLabel       *round_label;
  EgPilesView    *piles;
  GtkWidget      *moves_panel;
  EgLiveMoves    *live_moves;
  EgLiveMoves    *recent_moves;    /* the strip under the piste */
  GtkLabel       *status_label;
  GtkProgressBar *thinking_bar;    /* fills with master's thinking time */
  GtkStack       *action_stack;
  GtkWidget      *hand_area;
  GtkLabel       *hand_title;
  EgHandView     *hand_view;
  GtkFlowBox     *options_box;
  GtkLabel       *pass_detail;
  GtkButton      *pass_button;
  EgRoundEndView *round_end;
  GtkOverlay     *action_overlay;  /* the hint's reason and a lesson's panel over the action area */
  GtkLabel       *hint_reason;
  EgLessonPanel  *lesson_panel;
  EgBoard        *board;
};

G_END_DECLS
