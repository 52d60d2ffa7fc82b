/* eg-reasons.c — the facts that decide an action, from what its player knew
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads an EgView and nothing else: the facts are what the acting player
 * could work out at the table. Chances are exact, over every hand the
 * opponent may hold (at most 126 of them), so they cost microseconds.
 * The facts of one action are found here; eg-reasons-choice.c sets them
 * against the other actions.
 * Includes the engine and the model's words header; no GTK.
 */

#define G_LOG_DOMAIN "en-garde-analysis"

#include "config.h"

#include <math.h>
#include <string.h>

#include "eg-ai-hand.h"
#include "eg-reasons-private.h"

/* ---- chances over the opponent's hand ---- */

double
eg_reasons_chance (const EgView  *view,
                   EgHandScore    score,
                   gconstpointer  data)
{
  guint8 unseen[EG_N_VALUES + 1];

  g_return_val_if_fail (view != NULL && score != NULL, 0.0);

  eg_view_unseen (view, unseen);
  return eg_ai_hand_chance (unseen, view->opponent_hand_size, score, data);
}

/* ---- the position after the action ---- */


void
eg_reasons_after_init (EgReasonsAfter *after,
                       const EgView   *view,
                       const EgAction *action)
{
  guint8 played[EG_N_VALUES + 1];

  after->view = view;
  after->side = (EgSide) view->side;
  after->opponent = EG_OPPONENT (after->side);
  eg_action_get_cards (action, played);
  after->n_kept = 0;
  for (guint v = 0; v <= EG_N_VALUES; v++)
    {
      after->kept[v] = view->hand[v] - played[v];
      after->n_kept += after->kept[v];
    }
  after->pos[0] = view->pos[0];
  after->pos[1] = view->pos[1];
  after->pos[after->side] = (guint8) eg_action_get_landing (action, view->pos[after->side]);
  after->distance = (guint) after->pos[EG_SIDE_RIGHT] - after->pos[EG_SIDE_LEFT];
  after->lead = (int) eg_advancement (after->side, after->pos[after->side]) -
                (int) eg_advancement (after->opponent, after->pos[after->opponent]);
  eg_view_unseen (view, after->unseen);
}

guint8
eg_reasons_percent_of (double chance)
{
  long percent = lround (100 * chance);

  /* 0 and 100 are kept for what is certain. */
  if (chance > 0 && percent == 0)
    percent = 1;
  if (chance < 1 && percent == 100)
    percent = 99;
  return (guint8) CLAMP (percent, 0, 100);
}

static void
add_fact (EgFacts      *facts,
          const EgFact *fact)
{
  guint i;

  g_assert (facts->n_facts < EG_FACTS_MAX);

  /* Kept sorted, the most deciding first; ties keep their order. */
  for (i = facts->n_facts; i > 0 && fabs (facts->facts[i - 1].weight) < fabs (fact->weight); i--)
    facts->facts[i] = facts->facts[i - 1];
  facts->facts[i] = *fact;
  facts->n_facts++;
}

EgFact
eg_reasons_fact_new (EgFactKind   kind,
          const EgReasonsAfter *after)
{
  EgFact fact = { 0 };

  fact.kind = kind;
  fact.distance = (guint8) after->distance;
  fact.lead = after->lead;
  return fact;
}

/* ---- scores of the opponent's hand ---- */


double
eg_reasons_holds (const guint8  hand[EG_N_VALUES + 1],
       gconstpointer data)
{
  const EgReasonsNeed *need = data;

  return hand[need->value] >= need->count;
}

typedef struct
{
  EgReasonsNeed need;
  EgSide        side;
  guint         position;
} Answer;

/* A parry of the attack, or a retreat from it. */
static double
answers (const guint8  hand[EG_N_VALUES + 1],
         gconstpointer data)
{
  const Answer *answer = data;

  return hand[answer->need.value] >= answer->need.count ||
         (answer->position != 0 && eg_can_retreat (answer->side, answer->position, hand));
}

/* A direct attack at the distance left, with more cards than the actor
 * keeps to parry it. */
static gboolean
outnumbers (const guint8          hand[EG_N_VALUES + 1],
            const EgReasonsAfter *after)
{
  guint d = after->distance;

  return d <= EG_N_VALUES && hand[d] > after->kept[d];
}

/* An indirect attack the actor cannot parry, and no direct one. */
static double
steps_in (const guint8  hand[EG_N_VALUES + 1],
          gconstpointer data)
{
  const EgReasonsAfter *after = data;
  guint d = after->distance;

  if (outnumbers (hand, after))
    return 0;
  for (guint c = 1; c < d && c <= EG_N_VALUES; c++)
    {
      guint count = eg_indirect_attack_count (hand, c, d);

      if (count > 0 && count > after->kept[d - c])
        return 1;
    }
  return 0;
}

/* An attack the actor cannot parry: a hit, or (an indirect one) a
 * retreat forced. */
double
eg_reasons_endangers (const guint8  hand[EG_N_VALUES + 1],
                      gconstpointer data)
{
  const EgReasonsAfter *after = data;

  if (outnumbers (hand, after))
    return 1;
  return after->view->variant == EG_VARIANT_ADVANCED ? steps_in (hand, data) : 0;
}

/* An attack that hits the actor: a direct one it cannot parry, or a
 * step in with no room left to retreat. */
double
eg_reasons_hits (const guint8  hand[EG_N_VALUES + 1],
                 gconstpointer data)
{
  const EgReasonsAfter *after = data;

  if (outnumbers (hand, after))
    return 1;
  return after->view->variant == EG_VARIANT_ADVANCED &&
         eg_advancement (after->side, after->pos[after->side]) == 0 ? steps_in (hand, data) : 0;
}

/* Any attack at all, however it may be answered. */
double
eg_reasons_reaches (const guint8  hand[EG_N_VALUES + 1],
         gconstpointer data)
{
  const EgReasonsAfter *after = data;
  guint d = after->distance;

  if (d <= EG_N_VALUES && hand[d] > 0)
    return 1;
  if (after->view->variant == EG_VARIANT_CLASSIC)
    return 0;
  for (guint c = 1; c < d && c <= EG_N_VALUES; c++)
    if (eg_indirect_attack_count (hand, c, d) > 0)
      return 1;
  return 0;
}

/* The value for the actor of the end of the pile at @pos, holding
 * @mine cards of the final distance against the opponent's @theirs: the
 * engine scores it. */
static double
end_value (const EgReasonsAfter *after,
           const guint8          pos[2],
           guint                 mine,
           guint                 theirs,
           gboolean              compare_cards)
{
  guint8 cards[2];
  EgSide winner;

  cards[after->side] = (guint8) mine;
  cards[after->opponent] = (guint8) theirs;
  winner = eg_score_exhausted (pos, cards, compare_cards, NULL);
  return winner == after->side ? 1.0 : winner == EG_SIDE_NONE ? 0.5 : 0.0;
}

/* The round ends with the actor drawing the rest of the pile. */
static double
wins_at_end (const guint8  hand[EG_N_VALUES + 1],
             gconstpointer data)
{
  const EgReasonsAfter *after = data;
  guint d = after->distance;

  if (d > EG_N_VALUES)
    return end_value (after, after->pos, 0, 0, TRUE);
  return end_value (after, after->pos, after->kept[d] + after->unseen[d] - hand[d], hand[d], TRUE);
}

typedef struct
{
  const EgReasonsAfter *after;
  const EgAction       *action;
} LastAttack;

/* An attack that draws the last card ends the round whatever the answer:
 * not answered, it hits; parried, the cards of the distance decide (the
 * actor drew the rest of the pile); retreated from, ground alone (the
 * 2015 ruling). The opponent answers as suits it best. */
static double
wins_last_attack (const guint8  hand[EG_N_VALUES + 1],
                  gconstpointer data)
{
  const LastAttack *last = data;
  const EgReasonsAfter *after = last->after;
  guint v = last->action->value;
  guint count = last->action->count;
  double value = 1.0;

  if (hand[v] >= count)
    value = end_value (after, after->pos, after->kept[v] + after->unseen[v] - hand[v], hand[v] - count,
                       TRUE);
  if (last->action->type == EG_ACTION_INDIRECT_ATTACK)
    for (guint c = 1; c <= EG_N_VALUES; c++)
      if (hand[c] > 0 && eg_can_step_back (after->opponent, after->pos[after->opponent], c))
        {
          guint8 pos[2] = { after->pos[0], after->pos[1] };

          pos[after->opponent] = (guint8) (after->opponent == EG_SIDE_LEFT ? pos[after->opponent] - c
                                                                            : pos[after->opponent] + c);
          value = MIN (value, end_value (after, pos, 0, 0, FALSE));
        }
  return value;
}

/* ---- the facts of each kind of action ---- */

static void
find_end (const EgReasonsAfter *after,
          EgFacts              *facts)
{
  EgFact fact = eg_reasons_fact_new (EG_FACT_END, after);
  double chance = eg_reasons_chance (after->view, wins_at_end, after);

  fact.percent = eg_reasons_percent_of (chance);
  fact.weight = 2 * chance - 1;
  add_fact (facts, &fact);
}

static void
find_danger (const EgReasonsAfter *after,
             EgFacts              *facts)
{
  guint d = after->distance;
  double direct = 0, stepping = 0;
  gboolean advanced = after->view->variant == EG_VARIANT_ADVANCED;
  gboolean cornered = advanced && eg_advancement (after->side, after->pos[after->side]) == 0;

  if (d <= EG_N_VALUES)
    {
      EgReasonsNeed need = { d, after->kept[d] + 1 };

      direct = eg_reasons_chance (after->view, eg_reasons_holds, &need);
    }
  if (advanced)
    stepping = eg_reasons_chance (after->view, steps_in, after);

  if (direct > 0)
    {
      EgFact fact = eg_reasons_fact_new (EG_FACT_THREAT, after);

      fact.value = (guint8) d;
      fact.held = after->kept[d];
      fact.count = fact.held + 1;
      fact.percent = eg_reasons_percent_of (direct);
      fact.weight = -direct;
      add_fact (facts, &fact);
    }
  /* No room to retreat: only the end square leaves none, whatever is
   * drawn. Elsewhere a retreat answers, at a cost in ground. */
  if (stepping > 0)
    {
      EgFact fact = eg_reasons_fact_new (cornered ? EG_FACT_CORNERED : EG_FACT_REACH, after);

      fact.percent = eg_reasons_percent_of (stepping);
      fact.weight = -(cornered ? 1 : EG_REASONS_RETREAT_WEIGHT) * stepping;
      add_fact (facts, &fact);
    }
  if (direct == 0 && (stepping == 0 || !cornered) &&
      (d <= EG_N_VALUES || eg_reasons_chance (after->view, eg_reasons_reaches, after) == 0))
    {
      EgFact fact = eg_reasons_fact_new (EG_FACT_SAFE, after);

      fact.value = (guint8) MIN (d, EG_N_VALUES);
      fact.held = d <= EG_N_VALUES ? after->kept[d] : 0;
      fact.count = fact.held + 1;
      add_fact (facts, &fact);
    }
}

/* Ground: a step weighs by its squares, a tenth of the round each once
 * the pile is short (the end of the pile decides by advancement whenever
 * the cards of the distance tie, 0–0 included), less before. */
static void
find_ground (const EgReasonsAfter *after,
             EgFacts              *facts)
{
  int ground = (int) eg_advancement (after->side, after->pos[after->side]) -
               (int) eg_advancement (after->side, after->view->pos[after->side]);
  EgFact fact;

  gboolean long_pile = after->view->pile_count > EG_REASONS_SHORT_PILE;
  gboolean threatened = FALSE;

  for (guint i = 0; i < facts->n_facts; i++)
    threatened |= facts->facts[i].kind == EG_FACT_THREAT || facts->facts[i].kind == EG_FACT_CORNERED;
  /* a lead is a plan only for a fencer not under a threat: into one, the
   * threat is what counts */
  if (ground == 0 || (long_pile && threatened))
    return;
  fact = eg_reasons_fact_new (long_pile ? EG_FACT_LEAD : EG_FACT_GROUND, after);
  fact.ground = ground;
  fact.pile = after->view->pile_count;
  fact.weight = CLAMP (eg_reasons_ground_weight (fact.pile) * ground, -1.0, 1.0);
  add_fact (facts, &fact);
}

/* A move, or a retreat that is not from the last attack. */
static void
find_step (const EgReasonsAfter *after,
           EgFacts              *facts)
{
  if (eg_reasons_after_ends_pile (after))
    {
      find_end (after, facts);
      return;
    }
  find_danger (after, facts);
  find_ground (after, facts);
}

/* A parry gives the defender the next action at once, at the distance
 * of the attack, with the cards of its value the defender has left: more
 * than the attacker keeps, and the attacker is hit. */
static void
find_parried (const EgReasonsAfter *after,
              const EgAction       *action,
              EgFacts              *facts)
{
  EgReasonsNeed back = { action->value, action->count + after->kept[action->value] + 1 };
  double countered = eg_reasons_chance (after->view, eg_reasons_holds, &back);
  EgFact fact;

  if (countered == 0)
    return;
  fact = eg_reasons_fact_new (EG_FACT_PARRIED, after);
  fact.value = action->value;
  fact.count = action->count;
  fact.held = after->kept[action->value];
  fact.percent = eg_reasons_percent_of (countered);
  fact.weight = -countered;
  add_fact (facts, &fact);
}

static void
find_attack (const EgReasonsAfter *after,
             const EgAction       *action,
             EgFacts              *facts)
{
  gboolean indirect = action->type == EG_ACTION_INDIRECT_ATTACK;
  EgFact fact = eg_reasons_fact_new (EG_FACT_ATTACK, after);
  Answer answer = { { action->value, action->count }, after->opponent, 0 };
  double chance, parried = 0;

  /* The attack that draws the last card: the round ends at once, and
   * the chance that it hits says little (a parry may still lose). */
  if (eg_reasons_after_ends_pile (after))
    {
      LastAttack last = { after, action };

      fact.kind = EG_FACT_FINAL_ATTACK;
      fact.value = action->value;
      fact.count = action->count;
      fact.indirect = indirect;
      chance = eg_reasons_chance (after->view, wins_last_attack, &last);
      fact.percent = eg_reasons_percent_of (chance);
      fact.weight = 2 * chance - 1;
      add_fact (facts, &fact);
      return;
    }

  if (indirect)
    {
      Answer parry = answer;

      answer.position = after->pos[after->opponent];
      parried = eg_reasons_chance (after->view, answers, &parry);
    }
  chance = eg_reasons_chance (after->view, answers, &answer);

  fact.value = action->value;
  fact.count = action->count;
  fact.held = after->kept[action->value];
  fact.indirect = indirect;
  /* The chance to win the round at once; what a parry costs the
   * attacker is a fact of its own (find_parried). */
  fact.percent = eg_reasons_percent_of (1 - chance);
  fact.forced = eg_reasons_percent_of (1 - parried);
  fact.weight = 1 - chance;
  if (indirect)
    fact.weight += EG_REASONS_RETREAT_WEIGHT * (chance - parried);
  if (chance == 0)
    fact.kind = EG_FACT_HIT_SURE;
  add_fact (facts, &fact);
  find_parried (after, action, facts);
}

static void
find_parry (const EgReasonsAfter *after,
            EgFacts              *facts)
{
  guint d = after->distance;
  EgReasonsNeed need = { d, after->kept[d] };
  EgFact fact;
  double chance;

  /* A parry of the attack that drew the last card ends the round. */
  if (after->view->final_attack)
    {
      find_end (after, facts);
      return;
    }
  if (after->kept[d] == 0)
    return;

  chance = eg_reasons_chance (after->view, eg_reasons_holds, &need);
  fact = eg_reasons_fact_new (EG_FACT_COUNTER, after);
  fact.value = (guint8) d;
  fact.held = after->kept[d];
  fact.count = fact.held;
  fact.percent = eg_reasons_percent_of (chance);
  fact.weight = 1 - chance;
  add_fact (facts, &fact);
}

static void
find_retreat (const EgReasonsAfter *after,
              EgFacts              *facts)
{
  EgFact fact;
  double value;

  if (!after->view->final_attack)
    {
      find_step (after, facts);
      return;
    }
  fact = eg_reasons_fact_new (EG_FACT_FINAL_RETREAT, after);
  value = end_value (after, after->pos, 0, 0, FALSE);
  fact.weight = 2 * value - 1;
  fact.percent = (guint8) (100 * value);
  add_fact (facts, &fact);
}

void
eg_reasons_find_facts (const EgView   *view,
                       const EgAction *action,
                       EgFacts        *facts)
{
  EgReasonsAfter after;

  g_return_if_fail (view != NULL && action != NULL && facts != NULL);

  memset (facts, 0, sizeof *facts);
  facts->action = *action;
  eg_reasons_after_init (&after, view, action);

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      find_step (&after, facts);
      break;
    case EG_ACTION_ATTACK:
    case EG_ACTION_INDIRECT_ATTACK:
      find_attack (&after, action, facts);
      break;
    case EG_ACTION_PARRY:
      find_parry (&after, facts);
      break;
    case EG_ACTION_RETREAT:
      find_retreat (&after, facts);
      break;
    default:
      g_return_if_reached ();
    }
}
