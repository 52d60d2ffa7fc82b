/* eg-recent-matches.h — the saved matches, newest first, to replay one
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define EG_TYPE_RECENT_MATCHES (eg_recent_matches_get_type ())

G_DECLARE_FINAL_TYPE (EgRecentMatches, eg_recent_matches, EG, RECENT_MATCHES, GtkWindow)

/* Lists the matches saved in @dir (NULL: where the autosave writes them),
 * read in a thread; emits "file-chosen" (GFile *) when the person picks
 * one, then closes. */
EgRecentMatches *eg_recent_matches_new       (GtkWindow       *parent,
                                              GFile           *dir);
gboolean         eg_recent_matches_is_loading (EgRecentMatches *self);
/* The rows shown: GtkListBoxRow, newest match first. */
GtkListBoxRow   *eg_recent_matches_get_row   (EgRecentMatches *self,
                                              guint            index);

G_END_DECLS
