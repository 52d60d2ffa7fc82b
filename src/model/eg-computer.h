/* eg-computer.h — the computer's moves and hints, searched off the main thread
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-match.h"

G_BEGIN_DECLS

#define EG_TYPE_COMPUTER (eg_computer_get_type ())

G_DECLARE_FINAL_TYPE (EgComputer, eg_computer, EG, COMPUTER, GObject)

EgComputer *eg_computer_new       (void);
void        eg_computer_set_match (EgComputer *self,
                                   EgMatch    *match);
/* How long a computer's move waits, from the start of its search, before
 * it is played: long enough for a person to follow the play. */
void        eg_computer_set_pause (EgComputer *self,
                                   guint       pause_ms);
/* Whether a search (or the pause after it) is under way. */
gboolean    eg_computer_get_busy  (EgComputer *self);
/* Whether a level that thinks for a time (see eg_ai_level_thinks())
 * searches for its move: notified as "thinking" when the search starts
 * and once it has chosen (or is cancelled); "busy" lasts until the move
 * is played. Not for a hint, nor a lesson's scripted move. */
gboolean    eg_computer_get_thinking (EgComputer *self);
/* How much of its thinking time it has used so far, 0..1, or -1 when it
 * is not thinking. Changes without notification: read it where a view
 * starts to show the thinking, not once a frame. */
double      eg_computer_get_thought  (EgComputer *self);

/* When a computer is to act, starts its search, unless one already runs
 * for this very position; the move is then played on the match. */
void        eg_computer_update    (EgComputer *self);
/* Searches a move for @side (a person to act) at the strongest level; the
 * "suggested" signal hands it over. */
void        eg_computer_suggest   (EgComputer *self,
                                   EgSide      side);
void        eg_computer_cancel    (EgComputer *self);

G_END_DECLS
