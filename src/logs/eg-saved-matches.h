/* eg-saved-matches.h — the saved matches of a folder, read once and kept
 * current, for Recent Matches to show without reading them again
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-match-index.h"

G_BEGIN_DECLS

#define EG_TYPE_SAVED_MATCHES (eg_saved_matches_get_type ())

G_DECLARE_FINAL_TYPE (EgSavedMatches, eg_saved_matches, EG, SAVED_MATCHES, GObject)

EgSavedMatches *eg_saved_matches_new            (GFile           *dir);
GFile          *eg_saved_matches_get_dir        (EgSavedMatches  *self);
GPtrArray      *eg_saved_matches_get_list       (EgSavedMatches  *self);
gboolean        eg_saved_matches_is_current     (EgSavedMatches  *self);
void            eg_saved_matches_file_changed   (EgSavedMatches  *self,
                                                 GFile           *file);
void            eg_saved_matches_refresh_async  (EgSavedMatches  *self,
                                                 GCancellable    *cancellable,
                                                 GAsyncReadyCallback callback,
                                                 gpointer         user_data);
gboolean        eg_saved_matches_refresh_finish (EgSavedMatches  *self,
                                                 GAsyncResult    *result,
                                                 GError         **error);

G_END_DECLS
