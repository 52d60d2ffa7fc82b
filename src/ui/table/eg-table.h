/* eg-table.h — the game window's table: board, hands, piles, moves, status
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-announcer.h"
#include "eg-lesson.h"
#include "eg-match.h"

G_BEGIN_DECLS

#define EG_TYPE_TABLE (eg_table_get_type ())

G_DECLARE_FINAL_TYPE (EgTable, eg_table, EG, TABLE, AdwBin)

/* The table shows the match and plays on it through the turn (its
 * "turn" property: who sees and acts, EgTurn::show); "busy" is TRUE
 * while something on it moves, and what waits for the table to be still
 * (the pass screen, a round's end, the computer's next move) waits. */
EgTable    *eg_table_new                (void);
void        eg_table_set_match          (EgTable      *self,
                                         EgMatch      *match);
gboolean    eg_table_get_busy           (EgTable      *self);
/* The window's, told what the table shows. */
void        eg_table_set_announcer      (EgTable      *self,
                                         EgAnnouncer  *announcer);
/* FALSE while a replay stands in front of the table: nothing offered,
 * the focus left alone. */
void        eg_table_set_playing        (EgTable      *self,
                                         gboolean      playing);
/* As the window's width decides: the moves' column beside the board,
 * and room for a lesson's panel left of a hand in the middle. */
void        eg_table_set_layout         (EgTable      *self,
                                         gboolean      moves_shown,
                                         gboolean      lesson_centred);
void        eg_table_set_lesson         (EgTable      *self,
                                         EgLesson     *lesson);

/* Everything shown of the position (eg_window_refresh()): the players,
 * the board, the hands, the cards chosen; then, once the window shows
 * the table and its actions are current, the action area. */
void        eg_table_show_position      (EgTable      *self);
void        eg_table_show_action_area   (EgTable      *self);
/* The cards chosen and what they allow, as the turn says. */
void        eg_table_show_selection     (EgTable      *self);
/* The focus on the hand, where a key from the header bar would land. */
gboolean    eg_table_focus_hand         (EgTable      *self);
/* A word said at the foot of the table. */
void        eg_table_add_toast          (EgTable      *self,
                                         AdwToast     *toast);
/* A language switch builds a new table: what only the old one knew (a
 * show the turn waits for, a key held, the cards' flight) goes on. */
void        eg_table_carry_over         (EgTable      *self,
                                         EgTable      *old);

/* The window's keys and clicks, in its capture phase: each ends the
 * animations. A key press returns TRUE where the pass screen's button
 * is not to take it; a click, where it is claimed away from it. */
gboolean    eg_table_key_pressed        (EgTable      *self,
                                         guint         keyval);
void        eg_table_key_released       (EgTable      *self,
                                         guint         keyval);
gboolean    eg_table_click_pressed      (EgTable      *self,
                                         GtkWidget    *target);

G_END_DECLS
