/* eg-match-index-private.h — what the files of the index share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-match-index.h"

G_BEGIN_DECLS

/* Says once, in @said, that the log of @entry cannot be resumed
 * (eg-match-resume.c); the index notes it. */
void     eg_match_index_report_refused  (GFile              *dir,
                                         const EgMatchEntry *entry,
                                         const GError       *error,
                                         GError            **said);

G_END_DECLS
