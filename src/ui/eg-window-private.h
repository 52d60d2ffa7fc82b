/* eg-window-private.h — what the files of the game window share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-announcer.h"
#include "eg-table.h"
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
  GtkToggleButton *moves_button;
  gboolean       wide;                /* the moves beside the board */
  EgTable       *table;               /* the "game" page, NULL until built */
  EgLesson      *lesson;              /* the lesson played, or NULL */
  EgAnnouncer   *announcer;           /* what a screen reader says */

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

/* eg-window-table.c: the table made on first use, the layout the
 * window's width decides, the keys and clicks that end its animations */
void        eg_window_class_add_table   (GtkWidgetClass *widget_class);
void        eg_window_table_init        (EgWindow       *self);
void        eg_window_table_init_window (EgWindow       *self);
void        eg_window_table_layout      (EgWindow       *self,
                                         int             width);

/* eg-window.c: shows everything of the match, or only the option chosen
 * and the cards selected; the page: replay, game or start page */
void        eg_window_refresh           (EgWindow       *self);
void        eg_window_update_page       (EgWindow       *self);
/* The table (EgTable, the "game" page) is made when a match is first
 * shown: before that self->table is NULL. */
gboolean    eg_window_has_table         (EgWindow       *self);
void        eg_window_ensure_table      (EgWindow       *self);

/* The lesson played on the table, shown in its panel (NULL: none). */
void          eg_window_set_lesson        (EgWindow     *self,
                                           EgLesson     *lesson);

G_END_DECLS
