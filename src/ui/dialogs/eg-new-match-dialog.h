/* eg-new-match-dialog.h — players, rules and target of a new match
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-match.h"

G_BEGIN_DECLS

#define EG_TYPE_NEW_MATCH_DIALOG (eg_new_match_dialog_get_type ())

G_DECLARE_FINAL_TYPE (EgNewMatchDialog, eg_new_match_dialog, EG, NEW_MATCH_DIALOG, AdwWindow)

/* Emits "match-created" (EgMatch *) when the player starts the match; the
 * choices are remembered in GSettings for next time. */
EgNewMatchDialog *eg_new_match_dialog_new (GtkWindow *parent);

char             *eg_new_match_default_name (EgSide      side,
                                             const char *player,
                                             const char *other_player);

/* The name of the person at the screen, as New Match would fill it in:
 * the name last given to a person's side, else the default name. */
char             *eg_new_match_person_name (GSettings   *settings);

void              eg_new_match_mark_default_name (EgPlayer *player);
gboolean          eg_new_match_has_default_name  (EgPlayer *player);

G_END_DECLS
