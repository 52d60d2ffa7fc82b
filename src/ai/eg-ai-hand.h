/* eg-ai-hand.h — what the opponent's hand may hold, by the one law of it
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "eg-types.h"

G_BEGIN_DECLS

/* Every arrangement of the cards a side has not seen is equally likely,
 * so the opponent's hand follows the multivariate hypergeometric law over
 * them. The computer's rules of thumb and the reasons of the analysis
 * both reckon with these functions, so they never disagree on a chance. */

/* A score of one hand the opponent may hold (cards by value, index 0
 * unused), 0..1. */
typedef double (*EgHandScore) (const guint8  hand[EG_N_VALUES + 1],
                               gconstpointer data);

/* What @score averages to over every hand of @hand_size cards dealt from
 * @unseen (by value), each weighted by its chance. With a score of 0 or 1,
 * the chance that the opponent holds such a hand. Exact: at most 126
 * hands, microseconds. */
double eg_ai_hand_chance   (const guint8  unseen[EG_N_VALUES + 1],
                            guint         hand_size,
                            EgHandScore   score,
                            gconstpointer data);

/* The chance that a hand of @hand_size cards dealt from @n_unseen cards,
 * @of_value of them of one value, holds at least @k of that value. From a
 * table filled once: search asks it millions of times. */
double eg_ai_hand_at_least (guint         n_unseen,
                            guint         of_value,
                            guint         hand_size,
                            guint         k);

/* The chance that such a hand holds none of @n_of cards (of several
 * values together). */
double eg_ai_hand_none_of  (guint         n_unseen,
                            guint         n_of,
                            guint         hand_size);

G_END_DECLS
