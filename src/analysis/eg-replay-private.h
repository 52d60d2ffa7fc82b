/* eg-replay-private.h — every card of a replay, for src/analysis/ and tests
 *
 * The analysis of a position needs the hands behind it; it decides what
 * it may show through eg-knowledge. Nothing in src/ui/ or src/cli/
 * includes this (tests/layers-check.py).
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-replay.h"

G_BEGIN_DECLS

const EgReplayStep *eg_replay_get_full_state_at (EgReplay *self,
                                                 guint     step);

G_END_DECLS
