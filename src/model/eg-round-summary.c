/* eg-round-summary.c — why a round ended, and what a player may count
 *
 * A round lost at an empty draw pile with only "Bob has advanced further"
 * taught nothing: the sentences here give the figures that decided it,
 * from the finished round's state, which holds both hands.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe.h"
#include "eg-round-summary.h"

/* "no 5", "one 5", "two 5s": how many of a value a hand holds. */
static char *
held (guint value,
      guint count)
{
  if (count == 0)
    /* Translators: a hand holding no card of a value, e.g. "no 5" */
    return g_strdup_printf (_("no %u"), value);
  return eg_describe_counted (value, count, EG_COUNTED_HELD);
}

guint32
eg_round_summary_decisive_values (const EgRound  *round,
                                  const EgAction *last)
{
  guint distance;

  g_return_val_if_fail (round != NULL, 0);

  if (!eg_round_is_over (round))
    return 0;
  distance = eg_round_get_distance (round);
  switch (round->reason)
    {
    case EG_REASON_HIT:
      return 1u << round->pending.value;
    case EG_REASON_CARDS:
    case EG_REASON_ADVANCEMENT:
    case EG_REASON_DRAW:
      if (distance <= EG_N_VALUES && !eg_round_summary_cards_skipped (round, last))
        return 1u << distance;
      return 0;
    case EG_REASON_NO_LEGAL_ACTION:
    case EG_REASON_NONE:
    default:
      return 0;
    }
}

/* The last action of @match's current round, or NULL. */
static const EgAction *
last_of (EgMatch *match)
{
  const EgAction *actions = NULL;
  guint n = eg_match_get_round_actions (match, &actions);

  return n > 0 ? &actions[n - 1] : NULL;
}

char *
eg_round_summary_explain_match (EgMatch *match)
{
  g_return_val_if_fail (EG_IS_MATCH (match), NULL);
  return eg_round_summary_explain (eg_match_get_round_state (match), last_of (match),
                                   eg_match_get_name (match, EG_SIDE_LEFT),
                                   eg_match_get_name (match, EG_SIDE_RIGHT));
}

guint32
eg_round_summary_decisive_match (EgMatch *match)
{
  g_return_val_if_fail (EG_IS_MATCH (match), 0);
  return eg_round_summary_decisive_values (eg_match_get_round_state (match), last_of (match));
}

gboolean
eg_round_summary_cards_skipped (const EgRound  *round,
                                const EgAction *last)
{
  g_return_val_if_fail (round != NULL, FALSE);

  return round->phase == EG_PHASE_OVER && round->final_attack && last != NULL &&
         last->type == EG_ACTION_RETREAT &&
         (round->reason == EG_REASON_ADVANCEMENT || round->reason == EG_REASON_DRAW);
}

/* The cards' part of a round ended by the draw pile. */
static char *
explain_cards (const EgRound *round,
               const char    *names[2])
{
  guint distance = eg_round_get_distance (round);
  guint left, right;
  g_autofree char *left_held = NULL;
  g_autofree char *right_held = NULL;

  if (distance > EG_N_VALUES)
    /* Translators: no card has the value of a distance over 5 */
    return g_strdup_printf (_("Distance %u — no card is worth it: the cards cannot decide."), distance);

  left = round->hand[EG_SIDE_LEFT][distance];
  right = round->hand[EG_SIDE_RIGHT][distance];
  left_held = held (distance, left);
  right_held = held (distance, right);
  if (left == right)
    /* Translators: e.g. "Distance 5 — Ada holds one 5, Bob one 5: tied.";
     * %3$s and %5$s may also be "no 5" (both hands without one) */
    return g_strdup_printf (_("Distance %1$u — %2$s holds %3$s, %4$s %5$s: tied."),
                            distance, names[EG_SIDE_LEFT], left_held,
                            names[EG_SIDE_RIGHT], right_held);
  /* Translators: e.g. "Distance 3 — Ada holds two 3s, Bob one 3: Ada wins.";
   * %3$s or %5$s may also be "no 3" ("Ada holds no 3, Bob one 3") */
  return g_strdup_printf (_("Distance %1$u — %2$s holds %3$s, %4$s %5$s: %6$s wins."),
                          distance, names[EG_SIDE_LEFT], left_held,
                          names[EG_SIDE_RIGHT], right_held,
                          names[left > right ? EG_SIDE_LEFT : EG_SIDE_RIGHT]);
}

/* The advancement's part: the further advanced first. */
static char *
explain_advancement (const EgRound *round,
                     const char    *names[2])
{
  guint advanced[2];
  EgSide first;

  advanced[EG_SIDE_LEFT] = eg_advancement (EG_SIDE_LEFT, round->pos[EG_SIDE_LEFT]);
  advanced[EG_SIDE_RIGHT] = eg_advancement (EG_SIDE_RIGHT, round->pos[EG_SIDE_RIGHT]);

  if (advanced[EG_SIDE_LEFT] == advanced[EG_SIDE_RIGHT])
    /* Translators: e.g. "Ada advanced 8 squares, Bob 8: the round is a draw." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%1$s advanced %2$u square, %3$s %4$u: the round is a draw.",
                                         "%1$s advanced %2$u squares, %3$s %4$u: the round is a draw.",
                                         advanced[EG_SIDE_LEFT]),
                            names[EG_SIDE_LEFT], advanced[EG_SIDE_LEFT],
                            names[EG_SIDE_RIGHT], advanced[EG_SIDE_RIGHT]);

  first = advanced[EG_SIDE_LEFT] > advanced[EG_SIDE_RIGHT] ? EG_SIDE_LEFT : EG_SIDE_RIGHT;
  /* Translators: e.g. "Bob advanced 9 squares, Ada 7: Bob wins." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%1$s advanced %2$u square, %3$s %4$u: %1$s wins.",
                                       "%1$s advanced %2$u squares, %3$s %4$u: %1$s wins.",
                                       advanced[first]),
                          names[first], advanced[first],
                          names[EG_OPPONENT (first)], advanced[EG_OPPONENT (first)]);
}

static char *
explain_hit (const EgRound *round,
             const char    *names[2])
{
  const EgAction *attack = &round->pending;
  EgSide attacker = attack->side;
  EgSide defender = EG_OPPONENT (attacker);
  guint holds = round->hand[defender][attack->value];
  g_autofree char *action = eg_describe_action (attack, names[attacker]);
  g_autofree char *why = NULL;

  if (holds == 0)
    /* Translators: why an attack could not be parried, e.g. "no 4 left in Bob’s hand" */
    why = g_strdup_printf (_("no %1$u left in %2$s’s hand"), attack->value, names[defender]);
  else
    {
      g_autofree char *cards = held (attack->value, holds);

      /* Translators: e.g. "Bob holds only one 4" */
      why = g_strdup_printf (_("%1$s holds only %2$s"), names[defender], cards);
    }

  if (attack->type == EG_ACTION_INDIRECT_ATTACK && round->variant == EG_VARIANT_ADVANCED)
    /* Translators: %1$s is an attack ("Ada steps 2 forward and attacks
     * with a 4"), %2$s why it cannot be parried ("no 4 left in Bob’s
     * hand"), %3$s the defender, %4$s the winner */
    return g_strdup_printf (_("%1$s: %2$s, and no card lets %3$s retreat on the track. %4$s wins."),
                            action, why, names[defender], names[attacker]);
  /* Translators: %1$s is an attack ("Ada attacks with two 4s"), %2$s why
   * it cannot be parried ("no 4 left in Bob’s hand"), %3$s the winner */
  return g_strdup_printf (_("%1$s: %2$s to parry. %3$s wins."), action, why, names[attacker]);
}

char *
eg_round_summary_explain (const EgRound  *round,
                          const EgAction *last,
                          const char     *left_name,
                          const char     *right_name)
{
  const char *names[2] = { left_name, right_name };
  g_autofree char *cards = NULL;
  g_autofree char *advancement = NULL;

  g_return_val_if_fail (round != NULL, NULL);

  switch (round->phase == EG_PHASE_OVER ? round->reason : EG_REASON_NONE)
    {
    case EG_REASON_HIT:
      return explain_hit (round, names);

    case EG_REASON_NO_LEGAL_ACTION:
      {
        EgSide loser = EG_OPPONENT (round->winner);
        g_autofree char *hand = NULL;
        GString *list = g_string_new (NULL);
        guint v, i;

        for (v = 1; v <= EG_N_VALUES; v++)
          for (i = 0; i < round->hand[loser][v]; i++)
            {
              if (list->len > 0)
                g_string_append (list, _(", "));
              g_string_append_printf (list, "%u", v);
            }
        hand = g_string_free (list, FALSE);
        /* Translators: %2$s lists the cards held, e.g. "1, 1, 5";
         * %3$u is the distance */
        return g_strdup_printf (_("%1$s holds %2$s at distance %3$u: no move and no attack. %4$s wins."),
                                names[loser], hand, eg_round_get_distance (round),
                                names[round->winner]);
      }

    case EG_REASON_CARDS:
      return explain_cards (round, names);

    case EG_REASON_ADVANCEMENT:
    case EG_REASON_DRAW:
      advancement = explain_advancement (round, names);
      if (eg_round_summary_cards_skipped (round, last))
        /* Translators: the 2015 rule change; %1$s retreated, %2$s is the
         * advancement sentence ("Bob advanced 9 squares, Ada 7: Bob wins.") */
        return g_strdup_printf (_("%1$s retreated from the last attack: cards do not count. %2$s"),
                                names[last->side], advancement);
      cards = explain_cards (round, names);
      return g_strdup_printf ("%s %s", cards, advancement);

    case EG_REASON_NONE:
    default:
      return g_strdup ("");
    }
}

char *
eg_round_summary_line (guint        number,
                       EgSide       winner,
                       EgReason     reason,
                       const char  *left_name,
                       const char  *right_name)
{
  const char *names[2] = { left_name, right_name };

  g_return_val_if_fail (reason != EG_REASON_NONE, NULL);

  switch (reason)
    {
    case EG_REASON_HIT:
      /* Translators: one round of a match summary: the winner and how */
      return g_strdup_printf (_("Round %1$u — %2$s, by a hit"), number, names[winner]);
    case EG_REASON_NO_LEGAL_ACTION:
      /* Translators: the loser could neither move nor attack */
      return g_strdup_printf (_("Round %1$u — %2$s, the other stuck"), number, names[winner]);
    case EG_REASON_CARDS:
      /* Translators: the draw pile ran out, the cards of the distance decided */
      return g_strdup_printf (_("Round %1$u — %2$s, on cards"), number, names[winner]);
    case EG_REASON_ADVANCEMENT:
      /* Translators: the draw pile ran out, advancement decided */
      return g_strdup_printf (_("Round %1$u — %2$s, on advancement"), number, names[winner]);
    case EG_REASON_DRAW:
    default:
      return g_strdup_printf (_("Round %u — a draw"), number);
    }
}

guint
eg_round_summary_cards_to_empty (const EgView *view)
{
  EgAction actions[EG_MAX_ACTIONS];
  guint hand_size, refill, fewest, most = 0, n, i;

  g_return_val_if_fail (view != NULL, 0);

  if (view->phase == EG_PHASE_OVER || view->pile_count == 0)
    return 0;

  hand_size = view->to_act == view->side ? view->hand_size : view->opponent_hand_size;
  /* a turn ends with a refill to five: the cards played plus the gap */
  refill = EG_HAND_SIZE - MIN (hand_size, EG_HAND_SIZE);
  fewest = view->pile_count > refill ? view->pile_count - refill : 1;

  if (view->to_act == view->side && view->phase == EG_PHASE_ACT)
    {
      /* our own hand is known: only what can be played counts */
      n = eg_view_legal_actions (view, actions);
      for (i = 0; i < n; i++)
        {
          guint played = actions[i].type == EG_ACTION_ATTACK ? actions[i].count
                         : actions[i].type == EG_ACTION_INDIRECT_ATTACK ? actions[i].count + 1
                         : 1;
          most = MAX (most, played);
        }
    }
  else
    /* an unknown hand, or a parry followed by a turn: any card may go */
    most = hand_size;

  return fewest <= most ? fewest : 0;
}

char *
eg_round_summary_last_card (const EgView *view,
                            const char   *to_act_name)
{
  guint fewest;

  g_return_val_if_fail (view != NULL, NULL);

  if (view->phase == EG_PHASE_OVER)
    return NULL;
  if (view->phase == EG_PHASE_DEFEND && view->pile_count == 0)
    /* Translators: the last card was drawn by the attack being answered */
    return g_strdup_printf (_("The draw pile is empty: the round ends with %s’s answer."), to_act_name);

  fewest = eg_round_summary_cards_to_empty (view);
  if (fewest == 0)
    return NULL;
  /* the viewer's own turn is the one being played, not a next one */
  if (view->to_act == view->side)
    {
      if (fewest == 1)
        return g_strdup (_("This turn draws the last card."));
      /* Translators: said to the player whose turn it is */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "This turn draws the last card if you play %u card or more.",
                                           "This turn draws the last card if you play %u cards or more.",
                                           fewest),
                              fewest);
    }
  if (fewest == 1)
    /* Translators: %s is the player whose turn it is, seen by the other */
    return g_strdup_printf (_("%s’s turn draws the last card."), to_act_name);
  /* Translators: e.g. "Bob’s turn draws the last card if Bob plays 2 cards or more." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%1$s’s turn draws the last card if %1$s plays %2$u card or more.",
                                       "%1$s’s turn draws the last card if %1$s plays %2$u cards or more.",
                                       fewest),
                          to_act_name, fewest);
}

char *
eg_round_summary_counts (const guint8 counts[EG_N_VALUES + 1])
{
  GString *text = g_string_new (NULL);
  guint v;

  for (v = 1; v <= EG_N_VALUES; v++)
    {
      g_autofree char *part = held (v, counts[v]);

      if (text->len > 0)
        /* Translators: separates the parts of a list: "three 1s, no 2" */
        g_string_append (text, _(", "));
      g_string_append (text, part);
    }
  return g_string_free (text, FALSE);
}
