/* eg-window-private.h — what the files of the game window share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-announcer.h"
#include "eg-lesson-panel.h"
#include "eg-table-private.h"
#include "eg-turn.h"
#include "eg-window.h"

G_BEGIN_DECLS

struct _EgWindow
{
  AdwApplicationWindow parent_instance;

  GSettings     *settings;
  EgMatch       *match;
  /* who sees and acts, the cards chosen, the computer's moves */
  EgTurn        *turn;

  /* without a match: the welcome page, or the offer to resume one */
  gboolean       resume_offered;
  const char    *page;                /* the stack's page, a static string */

  /* template widgets, and the table from eg_window_ensure_table() on */
  GtkWidget     *header_bar;
  AdwWindowTitle *window_title;            /* its subtitle: practice, hands not hidden */
  GtkWidget     *new_button;
  GtkWidget     *open_button;
  AdwStatusPage *resume_page;
  GtkWidget     *resume_button;
  GtkWidget     *welcome_new_button;
  AdwToast      *toast;               /* the one shown, or NULL */
  GtkStack      *stack;
  GtkWidget     *hint_button;
  GtkMenuButton *menu_button;
  GMenuModel    *primary_menu;
  guint          thinking_tick_id;
  GtkToggleButton *moves_button;
  EgTable       *table;               /* the "game" page, NULL until built */
  EgLesson      *lesson;              /* the lesson played, or NULL */

  /* the table (eg-window-table.c): what the board offers, what moves */
  guint          drag_value;               /* a card being dragged, or 0 */
  gboolean       show_pending;             /* the turn waits: see report_shown() */
  EgSpeed        speed;
  guint          pile_count;               /* as last shown, for the draws */
  guint          calm_pile;                /* the piles shown while cards fly */
  guint          calm_top;
  gboolean       deal_pending;             /* a round began: deal when shown */
  guint8         draw_side;                /* EgSide whose drawn cards fly in when shown */
  guint8         draw_count;
  guint8         draw_kept[EG_N_VALUES + 1]; /* the cards of that hand that stayed */
  gboolean       draw_kept_known;          /* … when the hand is face up */
  guint          draw_delay;               /* ms: the draws start once the played cards are down */
  gboolean       wide;                     /* the moves beside the board */
  EgAnnouncer   *announcer;                /* what a screen reader says */
  const char    *focus_page;               /* the action area's page the focus was put on */
  gboolean       return_down;              /* Return (or Space) is held */
  gboolean       pass_armed;               /* the pass screen's button may take a key */
  gint64         pass_shown_us;            /* monotonic time the pass screen came */

  GCancellable  *open_cancellable;         /* the log being read, if any */

  /* replay mode: a page of the stack, made when first needed */
  EgReplayView  *replay_view;
  gboolean       replaying;
};

/* eg-window-actions.c: the win.* actions, the game keys, dropped files */
void        eg_window_class_add_actions (GtkWidgetClass *widget_class);
void        eg_window_add_game_keys     (EgWindow       *self);
void        eg_window_add_drop_target   (EgWindow       *self);
void        eg_window_update_actions    (EgWindow       *self);

/* Wider than this, the moves stand beside the board; narrower, they come
 * over it on demand (the M key, the header's button). */
#define EG_WINDOW_WIDE_WIDTH 1024

/* From this width on a lesson's panel has room enough left of the hand
 * in the middle (the "large" size class begins here too). */
#define EG_LESSON_CENTRED_WIDTH 1500

/* eg-window-table.c: the board's targets, the animations of each action,
 * the computer's pace, the action area (hand, pass screen, round's end) */
void        eg_window_class_add_table   (GtkWidgetClass *widget_class);
void        eg_window_table_init        (EgWindow       *self);
void        eg_window_table_init_window (EgWindow       *self);
void        eg_window_table_init_widgets (EgWindow      *self);
void        eg_window_table_set_match   (EgWindow       *self);
void        eg_window_table_set_speed   (EgWindow       *self,
                                         EgSpeed         speed);
void        eg_window_table_update_targets (EgWindow    *self);
void        eg_window_table_update      (EgWindow       *self);
gboolean    eg_window_table_is_busy     (EgWindow       *self);
void        eg_window_show_status       (EgWindow       *self);
void        eg_window_table_layout      (EgWindow       *self,
                                         int             width);
/* Where a lesson's panel lies on the action area, beside the hand or
 * over it, and where the hand stands (eg_window_set_lesson()). */
void        eg_window_table_place_lesson (EgWindow      *self);

/* eg-window.c: shows everything of the match, or only the option chosen
 * and the cards selected; the page: replay, game or start page */
void        eg_window_refresh           (EgWindow       *self);
void        eg_window_update_page       (EgWindow       *self);
void        eg_window_update_selection  (EgWindow       *self);
/* The table (EgTable, the "game" page) is made when a match is first
 * shown: before that self->table is NULL. */
gboolean    eg_window_has_table         (EgWindow       *self);
void        eg_window_ensure_table      (EgWindow       *self);

/* For the tests: the turn (who sees, what is chosen, the status line).
 * The table's parts are its template children (eg-table.ui). */
EgTurn       *eg_window_get_turn          (EgWindow     *self);
/* The lesson played on the table, shown in its panel (NULL: none). */
void          eg_window_set_lesson        (EgWindow     *self,
                                           EgLesson     *lesson);
/* The lesson's panel, on the table's action area. */
EgLessonPanel *eg_window_get_lesson_panel (EgWindow     *self);

G_END_DECLS
