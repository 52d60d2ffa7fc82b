/* eg-live-moves.h — the match's moves so far, in the replay's words
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-match.h"

G_BEGIN_DECLS

#define EG_TYPE_LIVE_MOVES (eg_live_moves_get_type ())

G_DECLARE_FINAL_TYPE (EgLiveMoves, eg_live_moves, EG, LIVE_MOVES, GtkWidget)

/* Follows @match: a line per round's start, per action, per round's end
 * (the strip of :n-recent lines leaves the rounds' ends out). */
void       eg_live_moves_set_match (EgLiveMoves *self,
                                    EgMatch     *match);

G_END_DECLS
