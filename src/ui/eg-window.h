/* eg-window.h — the game window: a view of the match and the turn flow
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-application.h"
#include "eg-match.h"
#include "eg-replay-view.h"

G_BEGIN_DECLS

#define EG_TYPE_WINDOW (eg_window_get_type ())

G_DECLARE_FINAL_TYPE (EgWindow, eg_window, EG, WINDOW, AdwApplicationWindow)

/* The window shows @match and plays it through the match's API; it does
 * not own the match beyond a reference, so a window can be rebuilt (for a
 * language switch) without losing it. @application may be NULL (tests). */
EgWindow   *eg_window_new               (EgApplication *application,
                                         EgMatch       *match);
void        eg_window_set_match         (EgWindow      *self,
                                         EgMatch       *match);

/* Replay mode: a played match step by step in place of the live game,
 * which is left as it was. Opening a file shows a dialog, and changes
 * nothing, when it is not a valid match log. */
void          eg_window_open_replay     (EgWindow      *self,
                                         EgMatch       *match);
void          eg_window_close_replay    (EgWindow      *self);
void          eg_window_open_file       (EgWindow      *self,
                                         GFile         *file);

/* Without a match the window shows the welcome page, or, once offered,
 * the offer to resume a match (@detail says which: players, score,
 * when; NULL withdraws it); a match shown replaces either. */
void          eg_window_offer_resume    (EgWindow      *self,
                                         const char    *detail);

/* A short message over the game: saved, resumed, taken back. */
void          eg_window_add_toast       (EgWindow      *self,
                                         AdwToast      *toast);

/* A language switch: a new window for the same application and match,
 * built in the current language, showing what @self shows (the replay
 * and its step, the hot-seat screen passed or not, the size). The cards
 * selected are dropped; a computer move being computed in @self is
 * cancelled and started again in the new window. The caller presents
 * the new window and destroys @self. */
EgWindow     *eg_window_rebuild         (EgWindow      *self);

G_END_DECLS
