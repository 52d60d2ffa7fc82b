/* eg-describe-practice.h — the puzzles of practice, in the game's words
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "eg-action.h"

G_BEGIN_DECLS

/* Where a person stands with a puzzle (src/analysis/eg-practice.c keeps
 * it); here because its words belong to the model, which does not see
 * the analysis. */
typedef enum
{
  EG_PRACTICE_NEW,      /* never tried */
  EG_PRACTICE_RETRY,    /* tried, not solved yet */
  EG_PRACTICE_SOLVED,
} EgPracticeState;

/* "New", "To Retry", "Solved" */
const char *eg_practice_state_get_label   (EgPracticeState  state);

/* Translated and newly allocated. */
/* "Blunder in round 2, move 7" (a mistake otherwise); numbers from 1 */
char       *eg_describe_puzzle_title      (gboolean         blunder,
                                           guint            round_number,
                                           guint            move_number);
/* "Against Bob": the match a puzzle comes from. */
char       *eg_describe_puzzle_match      (const char      *opponent);
/* What @player played there, and the question. */
char       *eg_describe_puzzle_question   (const EgAction  *played,
                                           const char      *player);
/* The verdict on a move tried: the very move played (@played_again),
 * one that solves the puzzle, or another; @why says why. */
char       *eg_describe_puzzle_verdict    (gboolean         played_again,
                                           gboolean         solved,
                                           const char      *why);
/* Why the action played was a mistake, @why being the reasons. */
char       *eg_describe_puzzle_played     (const char      *why);
/* The progress kept in the file @name could not be read, for @why. */
char       *eg_describe_practice_unreadable (const char    *name,
                                             const char    *why);

G_END_DECLS
