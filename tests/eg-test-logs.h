/* eg-test-logs.h — random matches and match comparison for the log tests
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-match.h"
#include "eg-match-log.h"

G_BEGIN_DECLS

/* A match between random players (names with markup, quotes, tabs, new
 * lines and emoji; computer levels), played with uniformly random legal
 * actions. It stops after @max_actions actions, or at its end. */
EgMatch *eg_test_random_match       (guint64   seed,
                                     guint     max_actions);
/* Plays one random legal action, dealing a round first when needed;
 * FALSE once the match is over. */
gboolean eg_test_random_step        (EgMatch  *match,
                                     EgRng    *rng,
                                     gint64    time_us);
/* Same players, settings, rounds, decks, actions, times, results and
 * live state (hands, pile, side to act). */
void     eg_test_assert_same_match  (EgMatch  *a,
                                     EgMatch  *b);

/* Text surgery on logs */
guint    eg_test_line_at            (const char *text,
                                     const char *at);
char    *eg_test_replace_once       (const char *text,
                                     const char *old,
                                     const char *new);
/* Asserts that @data is refused with @code, @message in its message, at
 * @line (0: none). */
void     eg_test_assert_log_refused (const char      *data,
                                     gsize            length,
                                     EgMatchLogError  code,
                                     guint            line,
                                     const char      *message);

G_END_DECLS

G_BEGIN_DECLS

/* An unfinished match of @n_rounds random rounds to 99 points: enough
 * drawn rounds are kept to go past the 197 rounds a decided match can
 * have. For the benchmarks of 500-round logs. */
EgMatch *eg_test_long_match         (guint     n_rounds,
                                     guint64   seed);
/* A match of @n_rounds rounds, every one drawn: it never ends, and it is
 * the longest log the rules allow for its rounds. */
EgMatch *eg_test_drawn_match        (guint     n_rounds,
                                     guint64   seed);

G_END_DECLS
