/* eg-describe-practice.c — the puzzles of practice, in the game's words
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe.h"
#include "eg-describe-practice.h"

const char *
eg_practice_state_get_label (EgPracticeState state)
{
  switch (state)
    {
    /* Translators: a puzzle of practice never tried */
    case EG_PRACTICE_NEW:    return C_("practice", "New");
    /* Translators: a puzzle of practice tried and not solved yet */
    case EG_PRACTICE_RETRY:  return C_("practice", "To Retry");
    /* Translators: a puzzle of practice solved */
    case EG_PRACTICE_SOLVED: return C_("practice", "Solved");
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
eg_describe_puzzle_title (gboolean blunder,
                          guint    round_number,
                          guint    move_number)
{
  if (blunder)
    /* Translators: a puzzle of practice, e.g. "Blunder in round 2, move 7" */
    return g_strdup_printf (_("Blunder in round %1$u, move %2$u"), round_number, move_number);
  /* Translators: a puzzle of practice, e.g. "Mistake in round 2, move 7" */
  return g_strdup_printf (_("Mistake in round %1$u, move %2$u"), round_number, move_number);
}

char *
eg_describe_puzzle_match (const char *opponent)
{
  /* Translators: where a puzzle of practice comes from: a match against %s */
  return g_strdup_printf (_("Against %s"), opponent);
}

char *
eg_describe_puzzle_question (const EgAction *played,
                             const char     *player)
{
  g_autofree char *action = eg_describe_action (played, player);

  /* Translators: %s is an action, e.g. "Ada moves 3 forward"; the puzzle
   * shows the table as that player saw it then */
  return g_strdup_printf (_("Here, %s. Find a better move."), action);
}

char *
eg_describe_puzzle_verdict (gboolean    played_again,
                            gboolean    solved,
                            const char *why)
{
  if (played_again)
    /* Translators: the move tried is the mistake itself; %s says why it is bad */
    return g_strdup_printf (_("That is the move that was played. %s"), why);
  if (solved)
    /* Translators: a puzzle solved; %s says why the move is good */
    return g_strdup_printf (_("Solved: the analysis finds this move sound. %s"), why);
  /* Translators: a move that does not solve the puzzle; %s says why */
  return g_strdup_printf (_("Not this one: it loses too much as well. %s"), why);
}

char *
eg_describe_puzzle_played (const char *why)
{
  /* Translators: %s says why, e.g. "Your chance to win the round was 70% with …" */
  return g_strdup_printf (_("Why the move played was a mistake: %s"), why);
}

char *
eg_describe_practice_unreadable (const char *name,
                                 const char *why)
{
  /* Translators: %1$s is a file, %2$s why it could not be read */
  return g_strdup_printf (_("Your practice progress in %1$s could not be read (%2$s). It starts again from nothing."),
                          name, why);
}
