/* eg-card-private.h — what only the tests may call
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-card.h"

G_BEGIN_DECLS

/* For the tests only: what they check and cannot reach through a
 * property, an action, visible text or an accessible attribute. */
EgCardMarks eg_card_get_marks (EgCard      *self);

G_END_DECLS
