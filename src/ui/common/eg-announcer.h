/* eg-announcer.h — what a screen reader says of the game
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-turn.h"

G_BEGIN_DECLS

#define EG_TYPE_ANNOUNCER (eg_announcer_get_type ())

G_DECLARE_FINAL_TYPE (EgAnnouncer, eg_announcer, EG, ANNOUNCER, GObject)

/* Speaks through @root's focus: the sentences are the description of
 * the focused widget while it keeps the focus (see eg-announcer.c). */
EgAnnouncer *eg_announcer_new        (GtkRoot        *root);
/* @action was just played on @match (EgTurn::show): its sentence; when
 * it ended the round, every action since the viewer's turn began (said
 * or not: the focus moves) and the round's result. */
void         eg_announcer_action     (EgAnnouncer    *self,
                                      EgMatch        *match,
                                      const EgAction *action);
/* The table is still: the hand of a viewer whose turn begins joins what
 * is waiting, and all of it is said. */
void         eg_announcer_flush      (EgAnnouncer    *self,
                                      EgTurn         *turn,
                                      EgMatch        *match);
/* A new match or round: what waits is dropped, the hand will be said. */
void         eg_announcer_reset      (EgAnnouncer    *self);

G_END_DECLS
