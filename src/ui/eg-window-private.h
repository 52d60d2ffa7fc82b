/* eg-window-private.h — what the files of the game window share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-board.h"
#include "eg-hand-view.h"
#include "eg-piles-view.h"
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
  guint          large_idle_id;       /* switches the "large" style */
  gboolean       leave_approved;      /* closing, the person agreed */

  /* template widgets */
  GtkWidget     *header_bar;
  AdwToastOverlay *toasts;
  GtkStack      *stack;
  GtkWidget     *hint_button;
  GtkMenuButton *menu_button;
  GMenuModel    *primary_menu;
  GtkLabel      *left_name_label;
  GtkLabel      *right_name_label;
  GtkLabel      *left_kind_label;
  GtkLabel      *right_kind_label;
  GtkBox        *left_pips;
  GtkBox        *right_pips;
  EgHandView    *left_hand;
  EgHandView    *right_hand;
  GtkLabel      *round_label;
  EgPilesView   *piles;
  EgBoard       *board;
  GtkLabel      *last_action_label;
  GtkLabel      *status_label;
  GtkWidget     *hand_area;
  GtkLabel      *hand_title;
  EgHandView    *hand_view;
  GtkFlowBox    *options_box;
  GtkButton     *continue_button;
  GtkButton     *replay_button;
  GtkLabel      *pass_title;
  GtkLabel      *pass_detail;
  GtkButton     *pass_button;

  /* replay mode: a page of the stack, made when first needed */
  EgReplayView  *replay_view;
  gboolean       replaying;
};

/* eg-window-actions.c: the win.* actions, the game keys, dropped files */
void        eg_window_class_add_actions (GtkWidgetClass *widget_class);
void        eg_window_add_game_keys     (EgWindow       *self);
void        eg_window_add_drop_target   (EgWindow       *self);
void        eg_window_update_actions    (EgWindow       *self);
EgSide      eg_window_get_undo_side     (EgWindow       *self);

/* eg-window.c: shows everything of the match, or only the option chosen
 * and the cards selected */
void        eg_window_refresh           (EgWindow       *self);
void        eg_window_update_selection  (EgWindow       *self);

/* For the tests: the turn (who sees, what is chosen, the status line)
 * and the widgets that show the game. */
EgTurn       *eg_window_get_turn          (EgWindow     *self);
EgBoard      *eg_window_get_board         (EgWindow     *self);
EgHandView   *eg_window_get_hand_view     (EgWindow     *self);
EgHandView   *eg_window_get_side_hand_view (EgWindow    *self,
                                           EgSide        side);
/* The option buttons for the selected cards: GtkButton children. */
GtkWidget    *eg_window_get_options_box   (EgWindow     *self);
EgReplayView *eg_window_get_replay_view   (EgWindow     *self);

G_END_DECLS
