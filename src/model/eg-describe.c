/* eg-describe.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe.h"

const char *
eg_describe_count (guint count)
{
  switch (count)
    {
    /* Translators: how many cards of one value, as in "two 4s" */
    case 1: return C_("count", "one");
    case 2: return C_("count", "two");
    case 3: return C_("count", "three");
    case 4: return C_("count", "four");
    case 5: return C_("count", "five");
    default: return "";
    }
}

char *
eg_describe_cards (guint value,
                   guint count)
{
  if (count == 1)
    /* Translators: one card of a value, e.g. "a 4" */
    return g_strdup_printf (_("a %u"), value);

  /* Translators: several cards of one value: %1$s is a count word ("two"),
   * %2$u the card value; e.g. "two 4s" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s %2$u", "%1$s %2$us", count),
                          eg_describe_count (count), value);
}

char *
eg_describe_action (const EgAction *action,
                    const char     *name)
{
  g_autofree char *cards = NULL;

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      if (action->direction == EG_DIRECTION_FORWARD)
        /* Translators: a move, e.g. "Ada moves 3 forward" */
        return g_strdup_printf (_("%s moves %u forward"), name, action->card);
      /* Translators: a move, e.g. "Ada moves 3 back" */
      return g_strdup_printf (_("%s moves %u back"), name, action->card);

    case EG_ACTION_ATTACK:
      cards = eg_describe_cards (action->value, action->count);
      /* Translators: a direct attack, e.g. "Bob attacks with two 4s" */
      return g_strdup_printf (_("%s attacks with %s"), name, cards);

    case EG_ACTION_INDIRECT_ATTACK:
      cards = eg_describe_cards (action->value, action->count);
      /* Translators: an indirect attack, e.g. "Bob steps 2 forward and attacks with a 4" */
      return g_strdup_printf (_("%s steps %u forward and attacks with %s"),
                              name, action->card, cards);

    case EG_ACTION_PARRY:
      cards = eg_describe_cards (action->value, action->count);
      /* Translators: e.g. "Ada parries with two 4s" */
      return g_strdup_printf (_("%s parries with %s"), name, cards);

    case EG_ACTION_RETREAT:
      /* Translators: e.g. "Bob retreats 2" */
      return g_strdup_printf (_("%s retreats %u"), name, action->card);

    default:
      return g_strdup ("");
    }
}

char *
eg_describe_illegal (const EgRound  *round,
                     const EgAction *action,
                     EgIllegal       illegal,
                     const char     *name,
                     const char     *opponent)
{
  g_autofree char *cards = NULL;
  guint distance = eg_round_get_distance (round);

  switch (illegal)
    {
    case EG_ILLEGAL_NONE:
      return g_strdup ("");

    case EG_ILLEGAL_ROUND_OVER:
      return g_strdup (_("The round is already over: nobody can play in it any more."));

    case EG_ILLEGAL_WRONG_SIDE:
      /* Translators: %1$s tried to play, %2$s is the player whose turn it is */
      return g_strdup_printf (_("%1$s cannot play now: it is %2$s’s turn."), name, opponent);

    case EG_ILLEGAL_MUST_DEFEND:
      /* Only an indirect attack (advanced rules) can be retreated from. */
      if (round->pending.type != EG_ACTION_INDIRECT_ATTACK)
        /* Translators: %1$s must answer, %2$s attacked */
        return g_strdup_printf (_("%1$s must first answer %2$s’s attack by parrying."),
                                name, opponent);
      return g_strdup_printf (_("%1$s must first answer %2$s’s attack by parrying or retreating."),
                              name, opponent);

    case EG_ILLEGAL_NOTHING_TO_ANSWER:
      return g_strdup_printf (_("%1$s cannot parry or retreat: %2$s has not attacked."),
                              name, opponent);

    case EG_ILLEGAL_CARDS_NOT_HELD:
      return g_strdup_printf (_("%s does not hold the cards played."), name);

    case EG_ILLEGAL_OFF_TRACK:
      if (action->type == EG_ACTION_RETREAT)
        return g_strdup_printf (_("%s cannot retreat %u: that leaves the track."),
                                name, action->card);
      return g_strdup_printf (_("%s cannot move %u back: that leaves the track."),
                              name, action->card);

    case EG_ILLEGAL_BLOCKED:
      if (action->card == distance)
        /* Translators: e.g. "Ada cannot move 4 forward: that lands on Bob." */
        return g_strdup_printf (_("%1$s cannot move %2$u forward: that lands on %3$s."),
                                name, action->card, opponent);
      /* Translators: e.g. "Ada cannot move 4 forward: that passes Bob." */
      return g_strdup_printf (_("%1$s cannot move %2$u forward: that passes %3$s."),
                              name, action->card, opponent);

    case EG_ILLEGAL_NOT_DISTANCE:
      if (action->type == EG_ACTION_INDIRECT_ATTACK && action->card < distance)
        distance -= action->card;
      /* Translators: %2$u is the card value played, %3$u the distance */
      return g_strdup_printf (_("%1$s cannot attack with a %2$u: the distance is %3$u."),
                              name, action->value, distance);

    case EG_ILLEGAL_CLASSIC:
      return g_strdup (_("Indirect attacks and retreats are not part of the classic rules."));

    case EG_ILLEGAL_RETREAT_DIRECT:
      return g_strdup_printf (_("%s cannot retreat from a direct attack: only parrying answers it."),
                              name);

    case EG_ILLEGAL_PARRY_MISMATCH:
      cards = eg_describe_cards (round->pending.value, round->pending.count);
      /* Translators: %2$s is e.g. "two 4s" */
      return g_strdup_printf (_("%1$s must parry with exactly %2$s."), name, cards);

    case EG_ILLEGAL_MALFORMED:
    default:
      return g_strdup (_("That is not a valid action."));
    }
}

const char *
eg_describe_reason (EgReason reason)
{
  switch (reason)
    {
    case EG_REASON_HIT: return _("Hit");
    case EG_REASON_NO_LEGAL_ACTION: return _("No legal action");
    case EG_REASON_CARDS: return _("Cards");
    case EG_REASON_ADVANCEMENT: return _("Advancement");
    case EG_REASON_DRAW: return _("Draw");
    case EG_REASON_NONE:
    default: return "";
    }
}

char *
eg_describe_result (const EgRound *round,
                    const char    *left_name,
                    const char    *right_name)
{
  const char *names[2] = { left_name, right_name };
  const char *winner;
  const char *loser;

  if (round->phase != EG_PHASE_OVER)
    return g_strdup ("");

  if (round->reason == EG_REASON_DRAW)
    return g_strdup (_("Draw pile empty, equal cards, equal advancement: the round is a draw."));

  winner = names[round->winner];
  loser = names[EG_OPPONENT (round->winner)];

  switch (round->reason)
    {
    case EG_REASON_HIT:
      if (round->pending.type == EG_ACTION_INDIRECT_ATTACK)
        /* Translators: %1$s is hit, %2$s wins */
        return g_strdup_printf (_("%1$s can neither parry nor retreat: %2$s wins the round."),
                                loser, winner);
      return g_strdup_printf (_("%1$s cannot parry: %2$s wins the round."), loser, winner);

    case EG_REASON_NO_LEGAL_ACTION:
      return g_strdup_printf (_("%1$s can neither move nor attack: %2$s wins the round."),
                              loser, winner);

    case EG_REASON_CARDS:
      /* Translators: e.g. "Draw pile empty: Ada holds more 3s and wins the round." */
      return g_strdup_printf (_("Draw pile empty: %1$s holds more %2$us and wins the round."),
                              winner, eg_round_get_distance (round));

    case EG_REASON_ADVANCEMENT:
      return g_strdup_printf (_("Draw pile empty: %s has advanced further and wins the round."),
                              winner);

    default:
      return g_strdup ("");
    }
}
