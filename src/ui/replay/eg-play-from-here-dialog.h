/* eg-play-from-here-dialog.h — who plays each side of a match continued
 * from a replay's step
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-knowledge.h"
#include "eg-match.h"

G_BEGIN_DECLS

#define EG_TYPE_PLAY_FROM_HERE_DIALOG (eg_play_from_here_dialog_get_type ())

G_DECLARE_FINAL_TYPE (EgPlayFromHereDialog, eg_play_from_here_dialog, EG, PLAY_FROM_HERE_DIALOG,
                      AdwMessageDialog)

/* Its responses are "cancel" and "play"; each side starts as @match's own
 * player: a person stays a person, a computer keeps its level. */
EgPlayFromHereDialog *eg_play_from_here_dialog_new        (GtkWindow            *parent,
                                                           EgMatch              *match);
/* The player chosen for @side, named as in the match. */
EgPlayer             *eg_play_from_here_dialog_dup_player (EgPlayFromHereDialog *self,
                                                           EgSide                side);

void                  eg_play_from_here_dialog_set_fork   (EgPlayFromHereDialog *self,
                                                           EgKnowledgeFork       fork);

G_END_DECLS
