/* eg-describe-reasons.c — the reasons of a rating, in the game's words
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe.h"
#include "eg-describe-reasons.h"

EgFactAbout
eg_fact_get_about (EgFactKind kind)
{
  switch (kind)
    {
    case EG_FACT_THREAT:
    case EG_FACT_CORNERED:
    case EG_FACT_REACH:
    case EG_FACT_SAFE:
    case EG_FACT_SAFER:
    case EG_FACT_SAFER_THAN:
    case EG_FACT_SAFER_GROUND:
    case EG_FACT_APPROACH:
    case EG_FACT_KEPT_AWAY:
    case EG_FACT_KEPT_AWAY_THAN:
    case EG_FACT_BEYOND_DIRECT:
      return EG_FACT_ABOUT_DANGER;
    case EG_FACT_TEMPO:
    case EG_FACT_NEXT_THREAT:
    case EG_FACT_FORCED:
    case EG_FACT_KEEPS_GROUND:
    case EG_FACT_LEAST_GROUND:
    case EG_FACT_END:
    case EG_FACT_FINAL_RETREAT:
    case EG_FACT_FINAL_ATTACK:
    case EG_FACT_GROUND:
    case EG_FACT_LEAD:
      return EG_FACT_ABOUT_END;
    case EG_FACT_NONE:
    case EG_FACT_HIT_SURE:
    case EG_FACT_ATTACK:
    case EG_FACT_PARRIED:
    case EG_FACT_COUNTER:
    default:
      return EG_FACT_ABOUT_ATTACK;
    }
}

static char *
describe_attack (const EgFact *fact,
                 const char   *opponent)
{
  g_autofree char *cards = eg_describe_cards (fact->value, fact->count, EG_COUNTED_HELD);
  g_autofree char *with = eg_describe_cards (fact->value, fact->count, EG_COUNTED_WITH);

  if (fact->kind == EG_FACT_HIT_SURE)
    {
      if (fact->indirect)
        /* Translators: %1$s is the opponent, %2$s cards such as "two 4s" */
        return g_strdup_printf (_("%1$s cannot hold %2$s to parry and has no room to retreat: "
                                  "the attack hits."), opponent, cards);
      /* Translators: %1$s is the opponent, %2$s cards such as "two 4s" */
      return g_strdup_printf (_("%1$s cannot hold %2$s to parry: the attack hits."),
                              opponent, cards);
    }
  if (fact->indirect && fact->percent == 0 && fact->forced >= 100)
    /* Translators: %1$s is the opponent, %2$s cards such as "two 4s"; an
     * indirect attack the opponent cannot parry, only retreat from */
    return g_strdup_printf (_("%1$s cannot hold %2$s to parry and must retreat."), opponent, cards);
  if (fact->indirect && fact->percent == 0)
    /* Translators: %1$s is the opponent, %2$s cards such as "two 4s", %3$u a
     * percentage; an indirect attack that only a parry or a retreat answers */
    return g_strdup_printf (_("%1$s must parry with %2$s or retreat: the chance that %1$s "
                              "cannot parry is %3$u%%."), opponent, with, fact->forced);
  if (fact->indirect)
    /* Translators: %1$s is the opponent, %2$s cards such as "two 4s", %3$u a
     * percentage; the attack is an indirect one, so a retreat answers it too */
    return g_strdup_printf (_("The attack hits unless %1$s parries with %2$s or retreats: "
                              "the chance that it hits is %3$u%%."), opponent, with, fact->percent);
  /* Translators: %1$s is the opponent, %2$s cards such as "two 4s", %3$u a
   * percentage */
  return g_strdup_printf (_("The attack hits unless %1$s holds %2$s to parry: the chance that "
                            "it hits is %3$u%%."), opponent, cards, fact->percent);
}

static char *
describe_parried (const EgFact *fact,
                  const char   *opponent)
{
  g_autofree char *cards = eg_describe_cards (fact->value, fact->count, EG_COUNTED_WITH);

  /* Translators: %1$s is the opponent, %2$s cards such as "two 4s", %3$u a
   * percentage; after a parry the parrying player acts at once */
  return g_strdup_printf (_("If %1$s parries with %2$s, %1$s can strike back with more of "
                            "them than you can parry: the chance is %3$u%%."),
                          opponent, cards, fact->percent);
}

static char *
describe_counter (const EgFact *fact,
                  const char   *opponent)
{
  g_autofree char *cards = eg_describe_cards (fact->value, fact->held, EG_COUNTED_HELD);

  if (fact->percent == 0)
    /* Translators: %1$s is cards such as "two 4s", %2$s the opponent */
    return g_strdup_printf (_("After the parry you still hold %1$s to attack with, and %2$s "
                              "cannot hold as many to parry: the round is yours."),
                            cards, opponent);
  /* Translators: %1$s is cards such as "two 4s", %2$s the opponent, %3$u a
   * percentage */
  return g_strdup_printf (_("After the parry you still hold %1$s to attack with; the chance "
                            "that %2$s can parry it is %3$u%%."), cards, opponent, fact->percent);
}

static char *
describe_danger (const EgFact *fact,
                 const char   *opponent)
{
  g_autofree char *need = eg_describe_cards (fact->value, fact->held + 1, EG_COUNTED_HELD);
  g_autofree char *held = NULL;

  switch (fact->kind)
    {
    case EG_FACT_THREAT:
      if (fact->held == 0)
        /* Translators: %1$u is the distance and also the card value that
         * attacks at it, %2$s the opponent, %3$u a percentage; e.g. "You end
         * at distance 4: the chance that Computer holds a 4 is 62%, and you
         * have no 4 left to parry." */
        return g_strdup_printf (_("You end at distance %1$u: the chance that %2$s holds a %1$u "
                                  "is %3$u%%, and you have no %1$u left to parry."),
                                fact->distance, opponent, fact->percent);
      held = eg_describe_counted (fact->value, fact->held, EG_COUNTED_HELD);
      /* Translators: %1$u is the distance, %2$s the opponent, %3$s cards
       * such as "two 4s", %4$u a percentage, %5$s the player's own cards
       * such as "one 4" */
      return g_strdup_printf (_("You end at distance %1$u: the chance that %2$s holds %3$s, "
                                "more than your %5$s can parry, is %4$u%%."),
                              fact->distance, opponent, need, fact->percent, held);

    case EG_FACT_CORNERED:
      /* Translators: %1$u is the distance, %2$s the opponent, %3$u a
       * percentage; "step in" is an indirect attack: a step forward, then
       * an attack */
      return g_strdup_printf (_("You end at distance %1$u with no room to retreat: the chance "
                                "that %2$s can step in and hit you is %3$u%%."),
                              fact->distance, opponent, fact->percent);

    case EG_FACT_REACH:
      /* Translators: %1$u is the distance, %2$s the opponent, %3$u a
       * percentage; "step in" is an indirect attack */
      return g_strdup_printf (_("You end at distance %1$u: the chance that %2$s can step in "
                                "and attack with more cards than you can parry is %3$u%%, "
                                "and you would have to retreat."),
                              fact->distance, opponent, fact->percent);

    case EG_FACT_SAFE:
    default:
      if (fact->distance <= EG_N_VALUES)
        /* Translators: %1$u is the distance, %2$s the opponent, %3$s cards
         * such as "two 4s" */
        return g_strdup_printf (_("You end at distance %1$u, and %2$s cannot hold %3$s to hit "
                                  "you there."), fact->distance, opponent, need);
      /* Translators: %1$u is the distance, %2$s the opponent */
      return g_strdup_printf (_("You end at distance %1$u, out of %2$s’s reach."),
                              fact->distance, opponent);
    }
}

static char *
describe_end (const EgFact *fact,
              const char   *opponent)
{
  guint squares = (guint) ABS (fact->lead);

  if (fact->distance <= EG_N_VALUES)
    /* Translators: the draw pile runs out; %1$u is the distance and the
     * card value that counts at it, %2$u a percentage */
    return g_strdup_printf (_("The round ends after this turn: whoever holds more %1$us wins, "
                              "ground breaks a tie, and your chance is %2$u%%."),
                            fact->distance, fact->percent);
  if (fact->lead < 0)
    /* Translators: the draw pile runs out; %1$u is the distance, %2$s the
     * opponent, %3$u squares of advancement */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The round ends after this turn at distance %1$u, "
                                         "where no card counts: ground decides, and %2$s is "
                                         "%3$u square ahead.",
                                         "The round ends after this turn at distance %1$u, "
                                         "where no card counts: ground decides, and %2$s is "
                                         "%3$u squares ahead.", squares),
                            fact->distance, opponent, squares);
  if (fact->lead > 0)
    /* Translators: the draw pile runs out; %1$u is the distance, %2$u
     * squares of advancement */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The round ends after this turn at distance %1$u, "
                                         "where no card counts: ground decides, and you are "
                                         "%2$u square ahead.",
                                         "The round ends after this turn at distance %1$u, "
                                         "where no card counts: ground decides, and you are "
                                         "%2$u squares ahead.", squares),
                            fact->distance, squares);
  /* Translators: the draw pile runs out; %u is the distance */
  return g_strdup_printf (_("The round ends after this turn at distance %u, where no card "
                            "counts, and you have advanced as far as your opponent: a draw."),
                          fact->distance);
}

/* The 2015 ruling: a retreat from the attack that drew the last card
 * leaves advancement alone to decide. */
static char *
describe_final (const EgFact *fact,
                const char   *opponent)
{
  guint squares = (guint) ABS (fact->lead);

  if (fact->kind == EG_FACT_FINAL_ATTACK)
    {
      if (fact->percent == 100)
        /* Translators: %s is the opponent; the attack draws the last card,
         * so a hit, a parry or a retreat each ends the round */
        return g_strdup_printf (_("This attack draws the last card: whatever %s answers, the "
                                  "round ends now and you win it."), opponent);
      if (fact->percent == 0)
        /* Translators: %s is the opponent; the attack draws the last card,
         * so a hit, a parry or a retreat each ends the round */
        return g_strdup_printf (_("This attack draws the last card: %s can answer it and win "
                                  "the round at once."), opponent);
      /* Translators: %u is a percentage; the attack draws the last card,
       * so a hit, a parry or a retreat each ends the round */
      return g_strdup_printf (_("This attack draws the last card: hit, parried or retreated "
                                "from, the round ends now, and your chance is %u%%."),
                              fact->percent);
    }

  if (fact->lead > 0)
    /* Translators: %u squares of advancement */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "After a retreat from the last attack only ground "
                                         "counts (the 2015 rule), and you are then %u square "
                                         "ahead.",
                                         "After a retreat from the last attack only ground "
                                         "counts (the 2015 rule), and you are then %u squares "
                                         "ahead.", squares), squares);
  if (fact->lead < 0)
    /* Translators: %1$s is the opponent, %2$u squares of advancement */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "After a retreat from the last attack only ground "
                                         "counts (the 2015 rule), and %1$s is then %2$u square "
                                         "ahead.",
                                         "After a retreat from the last attack only ground "
                                         "counts (the 2015 rule), and %1$s is then %2$u squares "
                                         "ahead.", squares), opponent, squares);
  return g_strdup (_("After a retreat from the last attack only ground counts (the 2015 rule), "
                     "and you have then advanced as far as your opponent: a draw."));
}

/* Ground with a long pile: the plan of a lead kept to its end. */
static char *
describe_lead (const EgFact *fact,
               const char   *opponent)
{
  guint squares = (guint) ABS (fact->ground);

  if (fact->ground > 0)
    /* Translators: %1$u squares, %2$s the opponent */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "This gains %1$u square of ground: a lead in ground "
                                         "wins when the pile runs out with the cards tied, "
                                         "and %2$s has less room to retreat.",
                                         "This gains %1$u squares of ground: a lead in ground "
                                         "wins when the pile runs out with the cards tied, "
                                         "and %2$s has less room to retreat.", squares),
                            squares, opponent);
  /* Translators: %u squares */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "This gives up %u square of ground: a lead in ground "
                                       "wins when the pile runs out with the cards tied, and "
                                       "you keep less room to retreat.",
                                       "This gives up %u squares of ground: a lead in ground "
                                       "wins when the pile runs out with the cards tied, and "
                                       "you keep less room to retreat.", squares),
                          squares);
}

static char *
describe_ground (const EgFact *fact)
{
  guint squares = (guint) ABS (fact->ground);

  if (fact->ground > 0)
    /* Translators: %1$u cards (always 2 or more), %2$u squares */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Only %1$u cards are left to draw, and this gains "
                                         "%2$u square of ground.",
                                         "Only %1$u cards are left to draw, and this gains "
                                         "%2$u squares of ground.", squares),
                            fact->pile, squares);
  /* Translators: %1$u cards (always 2 or more), %2$u squares */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Only %1$u cards are left to draw, and this gives up "
                                       "%2$u square of ground.",
                                       "Only %1$u cards are left to draw, and this gives up "
                                       "%2$u squares of ground.", squares),
                          fact->pile, squares);
}

/* A step that leaves the opponent less to punish than the others. */
static char *
describe_safer (const EgFact *fact,
                const char   *opponent)
{
  if (fact->kind == EG_FACT_SAFER)
    /* Translators: %1$u is the distance, %2$s the opponent, %3$u and %4$u
     * percentages; "force you to retreat": an indirect attack you cannot
     * parry */
    return g_strdup_printf (_("You end at distance %1$u, where the chance that %2$s can hit you "
                              "or force you to retreat is %3$u%%; after any other move or "
                              "retreat it is at least %4$u%%."),
                            fact->distance, opponent, fact->percent, fact->other);
  if (fact->kind == EG_FACT_SAFER_GROUND)
    /* Translators: %1$u is the distance, %2$s the opponent, %3$u and %4$u
     * percentages; "force you to retreat": an indirect attack you cannot
     * parry */
    return g_strdup_printf (_("You end at distance %1$u, where the chance that %2$s can hit you "
                              "or force you to retreat is %3$u%%; after each move or retreat "
                              "that gives up less ground it is at least %4$u%%."),
                            fact->distance, opponent, fact->percent, fact->other);
  /* Translators: %1$u is the distance, %2$s the opponent, %3$u and %4$u
   * percentages; "your action" is the one played, set against a better
   * one named just before */
  return g_strdup_printf (_("You end at distance %1$u, where the chance that %2$s can hit you "
                            "or force you to retreat is %3$u%%, against %4$u%% after your action."),
                          fact->distance, opponent, fact->percent, fact->other);
}

/* What a step back keeps out of reach. */
static char *
describe_kept_away (const EgFact *fact,
                    const char   *opponent)
{
  if (fact->kind == EG_FACT_BEYOND_DIRECT)
    /* Translators: %1$u is the distance (6 or more), %2$s the opponent;
     * "step in" is an indirect attack: a step forward, then an attack */
    return g_strdup_printf (_("You end at distance %1$u, where no direct attack reaches you: "
                              "%2$s can only step in and attack."), fact->distance, opponent);
  if (fact->kind == EG_FACT_KEPT_AWAY_THAN)
    /* Translators: %1$u is the distance, %2$s the opponent, %3$u and %4$u
     * percentages; "your action" is the one played, set against a better
     * one named just before */
    return g_strdup_printf (_("You end at distance %1$u, where the chance that %2$s can hit you on "
                              "the next turn is %3$u%%, against %4$u%% after your action."),
                            fact->distance, opponent, fact->percent, fact->other);
  if (fact->percent == 0)
    /* Translators: %1$u is the distance, %2$s the opponent, %3$u a
     * percentage */
    return g_strdup_printf (_("You end at distance %1$u, where %2$s cannot hit you on the next "
                              "turn; after each move or retreat that gives up less ground the "
                              "chance that %2$s can is at least %3$u%%."),
                            fact->distance, opponent, fact->other);
  /* Translators: %1$u is the distance, %2$s the opponent, %3$u and %4$u
   * percentages */
  return g_strdup_printf (_("You end at distance %1$u, where the chance that %2$s can hit you on "
                            "the next turn is %3$u%%; after each move or retreat that gives up "
                            "less ground it is at least %4$u%%."),
                          fact->distance, opponent, fact->percent, fact->other);
}

/* Who draws the last card of the pile. */
static char *
describe_tempo (const EgFact *fact,
                const char   *opponent)
{
  /* Translators: %s is the opponent; the draw pile holds two cards after
   * this turn's refill */
  return g_strdup_printf (_("After this two cards are left to draw: unless %s plays two cards at "
                            "once, your next turn draws the last one and ends the round."),
                          opponent);
}

/* A move forward that stays out of reach. */
static char *
describe_approach (const EgFact *fact,
                   const char   *opponent)
{
  /* Translators: %1$u squares, %2$u the distance, %3$s the opponent */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "This gains %1$u square of ground and ends at distance "
                                       "%2$u, out of %3$s’s reach.",
                                       "This gains %1$u squares of ground and ends at distance "
                                       "%2$u, out of %3$s’s reach.", (guint) fact->ground),
                          (guint) fact->ground, fact->distance, opponent);
}

/* What a step lets the actor attack with on the next turn, and the
 * chance that the opponent holds the parry and the counter to it. */
static char *
describe_next_threat (const EgFact *fact,
                      const char   *opponent)
{
  EgAction attack = fact->ground > 0
                    ? eg_action_indirect_attack (EG_SIDE_LEFT, (guint) fact->ground, fact->value, fact->count)
                    : eg_action_attack (EG_SIDE_LEFT, fact->value, fact->count);
  g_autofree char *option = eg_describe_option (&attack, FALSE);

  if (fact->percent > 0)
    /* Translators: %1$u is the distance, %2$s an attack as its button says
     * it, such as "Attack with two 4s", %3$s the opponent, %4$u a
     * percentage; after a parry the parrying player acts at once */
    return g_strdup_printf (_("From distance %1$u your cards threaten “%2$s” on your next turn; "
                              "the chance that %3$s holds the cards to parry it and strike back "
                              "is %4$u%%."), fact->distance, option, opponent, fact->percent);
  /* Translators: %1$u is the distance, %2$s an attack as its button says
   * it, such as "Attack with two 4s" */
  return g_strdup_printf (_("From distance %1$u your cards threaten “%2$s” on your next turn."),
                          fact->distance, option);
}

/* Ground a hint keeps against the other ways back. */
static char *
describe_kept_ground (const EgFact *fact)
{
  guint squares = (guint) ABS (fact->ground);

  if (fact->kind == EG_FACT_KEEPS_GROUND)
    /* Translators: %u squares; the hint is a parry */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The parry keeps your ground, where even the shortest "
                                         "retreat would give up %u square.",
                                         "The parry keeps your ground, where even the shortest "
                                         "retreat would give up %u squares.", squares),
                            squares);
  /* Translators: %u squares; the hint is a retreat or a move back */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Of your retreats and moves back, this one gives up the "
                                       "least ground: %u square.",
                                       "Of your retreats and moves back, this one gives up the "
                                       "least ground: %u squares.", squares),
                          squares);
}

static char *
describe_forced (const EgFact *fact,
                 const char   *opponent)
{
  if (fact->percent == 100)
    /* Translators: %s is the opponent; every legal action wins the round,
     * whatever cards the opponent holds */
    return g_strdup_printf (_("Every choice you have wins the round, whatever %s holds."), opponent);
  /* Translators: %s is the opponent; every legal action loses the round,
   * whatever cards the opponent holds */
  return g_strdup_printf (_("Every choice you have loses the round, whatever %s holds."), opponent);
}

char *
eg_describe_fact (const EgFact *fact,
                  const char   *opponent)
{
  g_return_val_if_fail (fact != NULL, NULL);
  g_return_val_if_fail (opponent != NULL, NULL);

  switch (fact->kind)
    {
    case EG_FACT_HIT_SURE:
    case EG_FACT_ATTACK:
      return describe_attack (fact, opponent);
    case EG_FACT_PARRIED:
      return describe_parried (fact, opponent);
    case EG_FACT_COUNTER:
      return describe_counter (fact, opponent);
    case EG_FACT_THREAT:
    case EG_FACT_CORNERED:
    case EG_FACT_REACH:
    case EG_FACT_SAFE:
      return describe_danger (fact, opponent);
    case EG_FACT_END:
      return describe_end (fact, opponent);
    case EG_FACT_FINAL_RETREAT:
    case EG_FACT_FINAL_ATTACK:
      return describe_final (fact, opponent);
    case EG_FACT_GROUND:
      return describe_ground (fact);
    case EG_FACT_LEAD:
      return describe_lead (fact, opponent);
    case EG_FACT_SAFER:
    case EG_FACT_SAFER_THAN:
    case EG_FACT_SAFER_GROUND:
      return describe_safer (fact, opponent);
    case EG_FACT_APPROACH:
      return describe_approach (fact, opponent);
    case EG_FACT_NEXT_THREAT:
      return describe_next_threat (fact, opponent);
    case EG_FACT_KEPT_AWAY:
    case EG_FACT_KEPT_AWAY_THAN:
    case EG_FACT_BEYOND_DIRECT:
      return describe_kept_away (fact, opponent);
    case EG_FACT_TEMPO:
      return describe_tempo (fact, opponent);
    case EG_FACT_FORCED:
      return describe_forced (fact, opponent);
    case EG_FACT_KEEPS_GROUND:
    case EG_FACT_LEAST_GROUND:
      return describe_kept_ground (fact);
    case EG_FACT_NONE:
    default:
      return g_strdup ("");
    }
}

/* When no fact separates the two actions, the chances still do. */
static char *
describe_chances (const EgReasons *reasons)
{
  g_autofree char *best = NULL;

  if (!reasons->compared)
    /* Translators: %u is a percentage */
    return g_strdup_printf (_("No single card decides it: with this, your chance to win the "
                              "round is %u%%."), reasons->win_action);
  best = eg_describe_option (&reasons->best, FALSE);
  /* Translators: %1$s is a better action, such as "Attack with two 4s"; %2$u
   * and %3$u are percentages */
  return g_strdup_printf (_("No single card decides it: your chance to win the round was "
                            "%2$u%% with “%1$s”, %3$u%% with this action."),
                          best, reasons->win_best, reasons->win_action);
}

char *
eg_describe_reasons (const EgReasons *reasons,
                     const char      *opponent)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (reasons != NULL, NULL);
  g_return_val_if_fail (opponent != NULL, NULL);

  if (reasons->worse.kind == EG_FACT_NONE && reasons->better.kind == EG_FACT_NONE)
    return describe_chances (reasons);

  if (reasons->worse.kind != EG_FACT_NONE)
    {
      g_autofree char *worse = eg_describe_fact (&reasons->worse, opponent);

      g_string_append (text, worse);
    }
  if (reasons->better.kind != EG_FACT_NONE)
    {
      g_autofree char *better = eg_describe_fact (&reasons->better, opponent);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      if (reasons->compared)
        {
          g_autofree char *best = eg_describe_option (&reasons->best, FALSE);
          g_autofree char *lead = NULL;

          /* Translators: introduces the better action, such as "Attack with
           * two 4s"; a sentence on why it is better follows */
          lead = g_strdup_printf (_("Better: “%s”."), best);
          g_string_append_printf (text, "%s ", lead);
        }
      g_string_append (text, better);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
