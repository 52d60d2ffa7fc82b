/* eg-test-statistics.h — figures for the statistics' tests and pictures
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-statistics.h"

G_BEGIN_DECLS

/* Each counts in @stats what the game counts when a person playing the
 * computer at @level finishes a round (@won, by @reason), finishes the
 * match, or takes an action back: @stats follows a new match of a
 * person against that computer, which says so by its own signal, as
 * EgMatch does at that point of play (test-statistics plays whole
 * matches through the same path). */
void     eg_statistics_record_round (EgStatistics *stats,
                                     const char   *level,
                                     gboolean      won,
                                     EgReason      reason);
void     eg_statistics_record_match (EgStatistics *stats,
                                     const char   *level,
                                     gboolean      won);
void     eg_statistics_record_undo  (EgStatistics *stats,
                                     const char   *level);

/* No figure for any computer level, real or practice. */
gboolean eg_statistics_is_empty     (EgStatistics *stats);

G_END_DECLS
