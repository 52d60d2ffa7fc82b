/* eg-round-end-view-private.h — what only the tests may call
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-round-end-view.h"

G_BEGIN_DECLS

/* For the tests only: what they check and cannot reach through a
 * property, an action, visible text or an accessible attribute. */
EgHandView *eg_round_end_view_get_hand     (EgRoundEndView *self,
                                            EgSide          side);

G_END_DECLS
