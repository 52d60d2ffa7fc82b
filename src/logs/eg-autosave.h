/* eg-autosave.h — a match written to disk after every action, and the
 * list of saved matches to resume or review
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-match.h"

G_BEGIN_DECLS

#define EG_TYPE_AUTOSAVE (eg_autosave_get_type ())

G_DECLARE_FINAL_TYPE (EgAutosave, eg_autosave, EG, AUTOSAVE, GObject)

EgAutosave *eg_autosave_new          (EgMatch     *match,
                                      GFile       *dir);
EgAutosave *eg_autosave_new_for_file (EgMatch     *match,
                                      GFile       *file);
GFile      *eg_autosave_get_file     (EgAutosave  *self);
gboolean    eg_autosave_save_now     (EgAutosave  *self,
                                      GError     **error);

GFile      *eg_autosave_default_dir  (void);

/* Temporary files that a crash left behind: one that holds a complete
 * match extending its log (the same match, played on), or standing for a
 * log that is missing or broken, takes the log's place; the others are
 * removed, at once, whatever their age. A file still being written by a
 * running game is told apart by the folder's lock, which a save holds
 * (only where the folder cannot be locked, files written in the last
 * 30 s are left to their writer). Returns how many were removed or
 * recovered. */
guint         eg_saved_match_tidy     (GFile              *dir);
gboolean      eg_saved_match_is_leftover (const char       *name);

G_END_DECLS
