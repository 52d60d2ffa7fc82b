/* eg-describe-matches.c — sentences about saved matches
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe-matches.h"

/* What "Play From Here" does from a position, or why it cannot. */
char *
eg_describe_fork (EgKnowledgeFork fork)
{
  switch (fork)
    {
    case EG_KNOWLEDGE_FORK_AS_IS:
      return g_strdup (_("Every card here is known: the match goes on with the same cards, as practice."));
    case EG_KNOWLEDGE_FORK_DEAL_AFRESH:
      return g_strdup (_("This round is not over: the cards you could not see here, the hidden hand and "
                         "the draw pile, are dealt afresh. The match counts as practice."));
    case EG_KNOWLEDGE_FORK_DECIDED:
      return g_strdup (_("The match was decided here: nothing is left to play."));
    case EG_KNOWLEDGE_FORK_CANNOT_DEAL:
      return g_strdup (_("The hidden cards cannot be dealt afresh here without changing the moves "
                         "already played: choose an earlier step, or one after the round."));
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The line a match played on with fresh hidden cards says at its start. */
const char *
eg_describe_dealt_afresh (void)
{
  return _("Hidden cards dealt afresh");
}

/* Under a fork in a list: where it was played from. @origin_title is
 * how the list names the origin, e.g. "Ada 3–2 Computer (Hard)";
 * @action_index counts the moves of the round played before the fork.
 * The move named is the first one the fork plays, counted from 1 as
 * the analysis and the practice name a move: Try It on "Round 1, move
 * 4" is practice from move 4. */
char *
eg_describe_fork_origin (const char *origin_title,
                         guint       round_number,
                         guint       action_index)
{
  guint move = action_index + 1;

  if (origin_title == NULL)
    /* Translators: a practice match played from a step of a match no
     * longer saved; %1$u is a round number, %2$u the number of the
     * first move played differently, both from 1 */
    return g_strdup_printf (_("Practice from round %1$u, move %2$u"), round_number, move);
  /* Translators: a practice match played from a step of another; %1$s
   * names that match, %2$u is a round number, %3$u the number of the
   * first move played differently, both from 1 */
  return g_strdup_printf (_("Practice from %1$s, round %2$u, move %3$u"),
                          origin_title, round_number, move);
}

/* "10 minutes ago", "3 hours ago", "yesterday", or a date. */
char *
eg_describe_ago (GDateTime *then,
                 GDateTime *now)
{
  GTimeSpan span = g_date_time_difference (now, then);
  gint64 minutes = MAX (span, 0) / G_TIME_SPAN_MINUTE;
  gint64 hours = minutes / 60;
  gint64 days = hours / 24;

  if (minutes < 1)
    return g_strdup (_("just now"));
  if (hours < 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u minute ago", "%u minutes ago",
                                         (gulong) minutes), (guint) minutes);
  if (days < 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u hour ago", "%u hours ago",
                                         (gulong) hours), (guint) hours);
  if (days < 30)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u day ago", "%u days ago",
                                         (gulong) days), (guint) days);
  {
    g_autoptr(GDateTime) local = g_date_time_to_local (then);

    /* Translators: a date and time, in the format of g_date_time_format() */
    return g_date_time_format (local, _("on %Y-%m-%d"));
  }
}

/**
 * eg_describe_resume:
 * @practice: the match was played on from a step of another: the page
 *   names it so, apart from its origin
 * @level_label: (nullable): the computer's level, e.g. "Hard"; %NULL for
 *   a person
 * @ago: when the last move was played, from eg_describe_ago()
 *
 * Which match the resume question is about.
 */
char *
eg_describe_resume (gboolean    practice,
                    const char *opponent,
                    const char *level_label,
                    guint       own_score,
                    guint       opponent_score,
                    const char *ago)
{
  if (practice && level_label != NULL)
    /* Translators: which practice match (played on from a step of
     * another) resumes; %1$s is the opponent, %2$s the computer's level,
     * %3$u–%4$u the score (yours first), %5$s e.g. "10 minutes ago" */
    return g_strdup_printf (_("Practice game against %1$s (%2$s), %3$u–%4$u, last played %5$s."),
                            opponent, level_label, own_score, opponent_score, ago);
  if (practice)
    /* Translators: which practice match resumes; %1$s is the opponent,
     * %2$u–%3$u the score (yours first), %4$s e.g. "10 minutes ago" */
    return g_strdup_printf (_("Practice game against %1$s, %2$u–%3$u, last played %4$s."),
                            opponent, own_score, opponent_score, ago);
  if (level_label != NULL)
    /* Translators: which match resumes; %1$s is the opponent, %2$s the
     * computer's level, %3$u–%4$u the score (yours first), %5$s e.g.
     * "10 minutes ago" */
    return g_strdup_printf (_("Against %1$s (%2$s), %3$u–%4$u, last played %5$s."),
                            opponent, level_label, own_score, opponent_score, ago);
  /* Translators: which match resumes; %1$s is the opponent, %2$u–%3$u
   * the score (yours first), %4$s e.g. "10 minutes ago" */
  return g_strdup_printf (_("Against %1$s, %2$u–%3$u, last played %4$s."),
                          opponent, own_score, opponent_score, ago);
}
