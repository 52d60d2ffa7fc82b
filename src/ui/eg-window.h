/* eg-window.h — the game window: a view of the match and the turn flow
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-match.h"
#include "eg-replay-view.h"

G_BEGIN_DECLS

#define EG_TYPE_WINDOW (eg_window_get_type ())

G_DECLARE_FINAL_TYPE (EgWindow, eg_window, EG, WINDOW, AdwApplicationWindow)

/* The window shows @match and plays it through the match's API; it does
 * not own the match beyond a reference. @application may be NULL (tests);
 * the window asks it as an EgMatchKeeper, never by its type. */
EgWindow   *eg_window_new               (GtkApplication *application,
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

/* A language switch: the window builds its widgets again in the
 * current language, in place (the same window, at the same place and
 * size), showing what it showed: the match and the turn (the cards
 * chosen, the hot-seat screen passed or not, a computer's search going
 * on), the replay, its step and its analysis page, the lesson. A
 * notice and a toast, said in the old language, go, and so does what
 * was moving: it is shown where it ends. */
void          eg_window_retranslate     (EgWindow      *self);

G_END_DECLS
