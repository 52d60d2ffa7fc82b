/* eg-table-private.h — what the files of the table share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-announcer.h"
#include "eg-board.h"
#include "eg-flight-layer.h"
#include "eg-hand-view.h"
#include "eg-lesson-panel.h"
#include "eg-live-moves.h"
#include "eg-piles-view.h"
#include "eg-round-end-view.h"
#include "eg-pace.h"
#include "eg-table.h"
#include "eg-turn.h"
#include "eg-ui-utils.h"

G_BEGIN_DECLS

struct _EgTable
{
  AdwBin          parent_instance;

  /* what it shows, from the window (eg_table_set_match(), EgTable:turn) */
  EgMatch        *match;
  EgTurn         *turn;
  GSignalGroup   *turn_signals;
  EgAnnouncer    *announcer;       /* the window's: what a screen reader says */
  GSettings      *settings;
  gboolean        playing;         /* the page played, not behind a replay */
  gboolean        moves_shown;     /* the moves' column beside the board */
  gboolean        lesson_centred;  /* room for a lesson's panel left of the hand */
  int             lesson_panel_width; /* beside the hand, as its page was last laid out */
  AdwAnimation   *thinking_animation;   /* the bar's fill: master's thinking time */

  /* what the board offers, what moves (eg-table-play.c) */
  guint           drag_value;      /* a card being dragged, or 0 */
  gboolean        show_pending;    /* the turn waits: see report_shown() */
  EgSpeed         speed;
  guint           pile_count;      /* as last shown, for the draws */
  guint           calm_pile;       /* the piles shown while cards fly */
  guint           calm_top;
  gboolean        deal_pending;    /* a round began: deal when shown */
  guint8          draw_side;       /* EgSide whose drawn cards fly in when shown */
  guint8          draw_count;
  guint8          draw_kept[EG_N_VALUES + 1]; /* the cards of that hand that stayed */
  gboolean        draw_kept_known; /* … when the hand is face up */
  guint           draw_delay;      /* ms: the draws start once the played cards are down */
  const char     *focus_page;      /* the action area's page the focus was put on */
  gboolean        return_down;     /* Return (or Space) is held */
  gboolean        pass_armed;      /* the pass screen's button may take a key */
  gint64          pass_shown_us;   /* monotonic time the pass screen came */
  GtkEventController *key;         /* on the window: keys and clicks end the animations */
  GtkEventController *click;

  /* the template's children, by their ids in eg-table.ui */
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
  GtkWidget      *hand_page;       /* the hand and its options, in their column */
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

/* eg-table-play.c */
void            eg_table_update_targets   (EgTable        *self);
void            eg_table_show_status      (EgTable        *self);
const char     *eg_table_get_status_text  (EgTable        *self);
void            eg_table_class_add_play   (GtkWidgetClass *widget_class);
/* The turn announces an action (NULL: a round dealt), before it shows. */
void            eg_table_turn_show_cb     (EgTurn         *turn,
                                           const EgAction *action,
                                           EgTable        *self);

/* eg-table-lesson.c */
void            eg_table_place_lesson     (EgTable        *self);
void            eg_table_init_lesson      (EgTable        *self);
void            eg_table_class_add_lesson (GtkWidgetClass *widget_class);

G_END_DECLS
