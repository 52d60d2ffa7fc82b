/* eg-match-index-private.h — what the files of the index share, and
 * what its tests may count
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-match-index.h"

G_BEGIN_DECLS

/* Steps eg_match_index_group() has taken in this process, in all: the
 * work of grouping, counted rather than timed. */
guint64  eg_match_index_get_group_steps (void);

/* Says once, in @said, that the log of @entry cannot be resumed
 * (eg-match-resume.c); the index notes it. */
void     eg_match_index_report_refused  (GFile              *dir,
                                         const EgMatchEntry *entry,
                                         const GError       *error,
                                         GError            **said);

G_END_DECLS
