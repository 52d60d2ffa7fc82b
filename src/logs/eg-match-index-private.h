/* eg-match-index-private.h — what the tests of the index may count
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Steps eg_match_index_group() has taken in this process, in all: the
 * work of grouping, counted rather than timed. */
guint64  eg_match_index_get_group_steps (void);

G_END_DECLS
