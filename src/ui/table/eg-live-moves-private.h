/* eg-live-moves-private.h — what only the tests may call
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-live-moves.h"

G_BEGIN_DECLS

/* For the tests only: what they check and cannot reach through a
 * property, an action, visible text or an accessible attribute. */
/* The lines shown, first to last. */
GPtrArray *eg_live_moves_get_lines (EgLiveMoves *self);

G_END_DECLS
