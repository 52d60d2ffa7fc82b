/* eg-recent-matches.h — the saved matches, newest first, to replay one
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-saved-matches.h"

G_BEGIN_DECLS

#define EG_TYPE_RECENT_MATCHES (eg_recent_matches_get_type ())

G_DECLARE_FINAL_TYPE (EgRecentMatches, eg_recent_matches, EG, RECENT_MATCHES, AdwWindow)

/* Lists the matches saved in @dir (NULL: where the autosave writes them)
 * as the application keeps them, or read in a thread from an index.
 * Each row resumes an unfinished match (through the application of
 * @parent) other than the one being played, replays one (emits "file-chosen"
 * (GFile *), then closes) or deletes one, with Undo in a toast: the
 * actions recent.resume, recent.replay, recent.delete and
 * recent.undo-delete, each with the log's path. */
EgRecentMatches *eg_recent_matches_new       (GtkWindow       *parent,
                                              GFile           *dir);
EgRecentMatches *eg_recent_matches_new_for_matches (GtkWindow      *parent,
                                                    EgSavedMatches *matches);

G_END_DECLS
