/* eg-round-summary.h — why a round ended, and what a player may count
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "eg-match.h"
#include "eg-round.h"

G_BEGIN_DECLS

/* Every string returned is translated and newly allocated. */

/* What decided a finished round, with its figures: "Distance 5 — Ada
 * holds one 5, Bob one 5: tied. Bob advanced 9 squares, Ada 7: Bob wins."
 * @last is the round's last action (it tells a retreat from the final
 * attack, after which the 2015 ruling skips the cards). */
char     *eg_round_summary_explain        (const EgRound  *round,
                                           const EgAction *last,
                                           const char     *left_name,
                                           const char     *right_name);

/* Whether the 2015 ruling decided @round: the defender retreated from
 * the attack that drew the last card, so the cards did not count. */
gboolean  eg_round_summary_cards_skipped  (const EgRound  *round,
                                           const EgAction *last);

/* The values whose cards decided @round (bits 1 << value): those of the
 * final distance, unless the 2015 ruling skipped them; the attack's
 * nobody could parry. 0 for a round not over or decided otherwise. */
guint32   eg_round_summary_decisive_values (const EgRound *round,
                                           const EgAction *last);

/* The same two of the round of @match that has just ended, with its
 * players' names: what the round's end shows. */
char     *eg_round_summary_explain_match  (EgMatch        *match);
guint32   eg_round_summary_decisive_match (EgMatch        *match);

/* "Round 3 — Ada, by a hit": one line of a match summary, for a
 * finished round (@reason is not EG_REASON_NONE). */
char     *eg_round_summary_line           (guint           number,
                                           EgSide          winner,
                                           EgReason        reason,
                                           const char     *left_name,
                                           const char     *right_name);

/* The fewest cards the side to act can play so that its refill draws
 * the last card of the pile; 0 when its next turn cannot draw it. */
guint     eg_round_summary_cards_to_empty (const EgView   *view);

/* A warning when the turn being played may draw the last card (seen
 * from @view's side: "This turn…" for its own, else @to_act_name names
 * the side to act), else NULL. */
char     *eg_round_summary_last_card      (const EgView   *view,
                                           const char     *to_act_name);

/* "three 1s, no 2, one 5": the unseen tally (or any counts by value) in
 * words, for a screen reader. */
char     *eg_round_summary_counts         (const guint8    counts[EG_N_VALUES + 1]);

G_END_DECLS
