/* eg-reasons.c — the facts that decide an action, from what its player knew
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads an EgView and nothing else: the facts are what the acting player
 * could work out at the table. Chances are exact, over every hand the
 * opponent may hold (at most 126 of them), so they cost microseconds.
 * Includes the engine and the model's words header; no GTK.
 */

#define G_LOG_DOMAIN "en-garde-analysis"

#include "config.h"

#include <math.h>
#include <string.h>

#include "eg-action.h"
#include "eg-ai-hand.h"
#include "eg-reasons.h"

/* A fact must shift the chance of the round by this much between the
 * action and the best one to be named as what decides it: the smallest
 * mark (an inaccuracy), so a reason is never about a smaller difference
 * than the one that marked the action. */
#define MIN_GAP 0.05

/* The pile is short from here on: two or three turns of refills. */
#define SHORT_PILE 8
#define GROUND_WEIGHT 0.1
/* With a long pile ground still counts, less surely: a lead kept to the
 * end of the pile wins whenever the cards of the distance tie, and the
 * opponent pushed back has less room to retreat. A square more or less
 * is a difference worth naming (over MIN_GAP). */
#define LONG_GROUND_WEIGHT 0.06

/* What a forced retreat is worth to the attacker against a hit: the
 * ground it costs the defender, a third of a hit by the analysis of
 * typical endings (a retreat of 2 to 4 squares). */
#define RETREAT_WEIGHT 0.3

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

typedef struct
{
  const EgView *view;
  EgSide        side;
  EgSide        opponent;
  guint8        kept[EG_N_VALUES + 1];   /* the actor's cards after it */
  guint         n_kept;
  guint8        pos[2];
  guint         distance;
  int           lead;                    /* the actor's advancement minus the opponent's */
  guint8        unseen[EG_N_VALUES + 1];
} After;

static void
after_init (After          *after,
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

/* The cards left to draw after the refill at the end of this turn. */
static guint
after_pile_left (const After *after)
{
  guint refill = EG_HAND_SIZE - after->n_kept;

  return after->view->pile_count > refill ? after->view->pile_count - refill : 0;
}

/* Whether the refill at the end of this turn draws the last card. */
static gboolean
after_ends_pile (const After *after)
{
  return after_pile_left (after) == 0;
}

static guint8
percent_of (double chance)
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

static EgFact
fact_new (EgFactKind   kind,
          const After *after)
{
  EgFact fact = { 0 };

  fact.kind = kind;
  fact.distance = (guint8) after->distance;
  fact.lead = after->lead;
  return fact;
}

/* ---- scores of the opponent's hand ---- */

typedef struct
{
  guint value;
  guint count;
} Need;

static double
holds (const guint8  hand[EG_N_VALUES + 1],
       gconstpointer data)
{
  const Need *need = data;

  return hand[need->value] >= need->count;
}

typedef struct
{
  Need   need;
  EgSide side;
  guint  position;
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

/* An indirect attack the actor cannot parry, and no direct one. */
static double
steps_in (const guint8  hand[EG_N_VALUES + 1],
          gconstpointer data)
{
  const After *after = data;
  guint d = after->distance;

  if (d <= EG_N_VALUES && hand[d] > after->kept[d])
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
static double
endangers (const guint8  hand[EG_N_VALUES + 1],
           gconstpointer data)
{
  const After *after = data;
  guint d = after->distance;

  if (d <= EG_N_VALUES && hand[d] > after->kept[d])
    return 1;
  return after->view->variant == EG_VARIANT_ADVANCED ? steps_in (hand, data) : 0;
}

/* An attack that hits the actor: a direct one it cannot parry, or a
 * step in with no room left to retreat. */
static double
hits (const guint8  hand[EG_N_VALUES + 1],
      gconstpointer data)
{
  const After *after = data;
  guint d = after->distance;

  if (d <= EG_N_VALUES && hand[d] > after->kept[d])
    return 1;
  return after->view->variant == EG_VARIANT_ADVANCED &&
         eg_advancement (after->side, after->pos[after->side]) == 0 ? steps_in (hand, data) : 0;
}

/* Any attack at all, however it may be answered. */
static double
reaches (const guint8  hand[EG_N_VALUES + 1],
         gconstpointer data)
{
  const After *after = data;
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
end_value (const After  *after,
           const guint8  pos[2],
           guint         mine,
           guint         theirs,
           gboolean      compare_cards)
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
  const After *after = data;
  guint d = after->distance;

  if (d > EG_N_VALUES)
    return end_value (after, after->pos, 0, 0, TRUE);
  return end_value (after, after->pos, after->kept[d] + after->unseen[d] - hand[d], hand[d], TRUE);
}

typedef struct
{
  const After    *after;
  const EgAction *action;
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
  const After *after = last->after;
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
find_end (const After *after,
          EgFacts     *facts)
{
  EgFact fact = fact_new (EG_FACT_END, after);
  double chance = eg_reasons_chance (after->view, wins_at_end, after);

  fact.percent = percent_of (chance);
  fact.weight = 2 * chance - 1;
  add_fact (facts, &fact);
}

static void
find_danger (const After *after,
             EgFacts     *facts)
{
  guint d = after->distance;
  double direct = 0, stepping = 0;
  gboolean advanced = after->view->variant == EG_VARIANT_ADVANCED;
  gboolean cornered = advanced && eg_advancement (after->side, after->pos[after->side]) == 0;

  if (d <= EG_N_VALUES)
    {
      Need need = { d, after->kept[d] + 1 };

      direct = eg_reasons_chance (after->view, holds, &need);
    }
  if (advanced)
    stepping = eg_reasons_chance (after->view, steps_in, after);

  if (direct > 0)
    {
      EgFact fact = fact_new (EG_FACT_THREAT, after);

      fact.value = (guint8) d;
      fact.held = after->kept[d];
      fact.count = fact.held + 1;
      fact.percent = percent_of (direct);
      fact.weight = -direct;
      add_fact (facts, &fact);
    }
  /* No room to retreat: only the end square leaves none, whatever is
   * drawn. Elsewhere a retreat answers, at a cost in ground. */
  if (stepping > 0)
    {
      EgFact fact = fact_new (cornered ? EG_FACT_CORNERED : EG_FACT_REACH, after);

      fact.percent = percent_of (stepping);
      fact.weight = -(cornered ? 1 : RETREAT_WEIGHT) * stepping;
      add_fact (facts, &fact);
    }
  if (direct == 0 && (stepping == 0 || !cornered) &&
      (d <= EG_N_VALUES || eg_reasons_chance (after->view, reaches, after) == 0))
    {
      EgFact fact = fact_new (EG_FACT_SAFE, after);

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
find_ground (const After *after,
             EgFacts     *facts)
{
  int ground = (int) eg_advancement (after->side, after->pos[after->side]) -
               (int) eg_advancement (after->side, after->view->pos[after->side]);
  EgFact fact;

  gboolean long_pile = after->view->pile_count > SHORT_PILE;
  gboolean threatened = FALSE;

  for (guint i = 0; i < facts->n_facts; i++)
    threatened |= facts->facts[i].kind == EG_FACT_THREAT || facts->facts[i].kind == EG_FACT_CORNERED;
  /* a lead is a plan only for a fencer not under a threat: into one, the
   * threat is what counts */
  if (ground == 0 || (long_pile && threatened))
    return;
  fact = fact_new (long_pile ? EG_FACT_LEAD : EG_FACT_GROUND, after);
  fact.ground = ground;
  fact.pile = after->view->pile_count;
  fact.weight = CLAMP ((fact.pile > SHORT_PILE ? LONG_GROUND_WEIGHT : GROUND_WEIGHT) * ground, -1.0, 1.0);
  add_fact (facts, &fact);
}

/* A move, or a retreat that is not from the last attack. */
static void
find_step (const After *after,
           EgFacts     *facts)
{
  if (after_ends_pile (after))
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
find_parried (const After    *after,
              const EgAction *action,
              EgFacts        *facts)
{
  Need back = { action->value, action->count + after->kept[action->value] + 1 };
  double countered = eg_reasons_chance (after->view, holds, &back);
  EgFact fact;

  if (countered == 0)
    return;
  fact = fact_new (EG_FACT_PARRIED, after);
  fact.value = action->value;
  fact.count = action->count;
  fact.held = after->kept[action->value];
  fact.percent = percent_of (countered);
  fact.weight = -countered;
  add_fact (facts, &fact);
}

static void
find_attack (const After    *after,
             const EgAction *action,
             EgFacts        *facts)
{
  gboolean indirect = action->type == EG_ACTION_INDIRECT_ATTACK;
  EgFact fact = fact_new (EG_FACT_ATTACK, after);
  Answer answer = { { action->value, action->count }, after->opponent, 0 };
  double chance, parried = 0;

  /* The attack that draws the last card: the round ends at once, and
   * the chance that it hits says little (a parry may still lose). */
  if (after_ends_pile (after))
    {
      LastAttack last = { after, action };

      fact.kind = EG_FACT_FINAL_ATTACK;
      fact.value = action->value;
      fact.count = action->count;
      fact.indirect = indirect;
      chance = eg_reasons_chance (after->view, wins_last_attack, &last);
      fact.percent = percent_of (chance);
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
  fact.percent = percent_of (1 - chance);
  fact.forced = percent_of (1 - parried);
  fact.weight = 1 - chance;
  if (indirect)
    fact.weight += RETREAT_WEIGHT * (chance - parried);
  if (chance == 0)
    fact.kind = EG_FACT_HIT_SURE;
  add_fact (facts, &fact);
  find_parried (after, action, facts);
}

static void
find_parry (const After *after,
            EgFacts     *facts)
{
  guint d = after->distance;
  Need need = { d, after->kept[d] };
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

  chance = eg_reasons_chance (after->view, holds, &need);
  fact = fact_new (EG_FACT_COUNTER, after);
  fact.value = (guint8) d;
  fact.held = after->kept[d];
  fact.count = fact.held;
  fact.percent = percent_of (chance);
  fact.weight = 1 - chance;
  add_fact (facts, &fact);
}

static void
find_retreat (const After *after,
              EgFacts     *facts)
{
  EgFact fact;
  double value;

  if (!after->view->final_attack)
    {
      find_step (after, facts);
      return;
    }
  fact = fact_new (EG_FACT_FINAL_RETREAT, after);
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
  After after;

  g_return_if_fail (view != NULL && action != NULL && facts != NULL);

  memset (facts, 0, sizeof *facts);
  facts->action = *action;
  after_init (&after, view, action);

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

/* ---- facts set against the other actions ---- */

static gboolean is_strength (const EgFact *fact);

static gboolean
is_step (const EgAction *action)
{
  return action->type == EG_ACTION_MOVE || action->type == EG_ACTION_RETREAT;
}

/* Squares @action moves its fencer towards the opponent (negative:
 * away), whichever side it is. */
static int
ground_of (const EgAction *action)
{
  return action->side == EG_SIDE_LEFT ? eg_action_get_shift (action) : -eg_action_get_shift (action);
}

/* Squares @action gives up: a retreat's or a move back's, else 0. */
static guint
given_up (const EgAction *action)
{
  if (action->type == EG_ACTION_RETREAT ||
      (action->type == EG_ACTION_MOVE && action->direction == EG_DIRECTION_BACKWARD))
    return action->card;
  return 0;
}

/* The chance that the opponent can hit the actor or force a retreat
 * after @action, a step; 0 after one that ends the round (the last card
 * drawn, or a retreat from the last attack): nothing can punish it. */
static double
danger_after (const EgView   *view,
              const EgAction *action,
              guint          *distance)
{
  After after;

  after_init (&after, view, action);
  *distance = after.distance;
  if (after_ends_pile (&after) || view->final_attack)
    return 0;
  return eg_reasons_chance (view, endangers, &after);
}

/* Whether @action, a step, leaves the opponent less to punish than
 * @other does (a mark: by the smallest mark), or than every other move
 * and retreat (@other NULL: a hint, by a point at least; with
 * @less_given, every one that gives up less ground): then said as a
 * fact. */
static EgFact
find_safer (const EgView   *view,
            const EgAction *action,
            const EgAction *other,
            gboolean        less_given)
{
  EgAction actions[EG_MAX_ACTIONS];
  EgFact fact = { 0 };
  double mine, least = 1, sum = 0;
  guint n, n_steps = 0, distance, unused;

  /* against the steps that give up less ground: a step back's plan */
  if (!is_step (action) || (less_given && given_up (action) == 0))
    return fact;
  mine = danger_after (view, action, &distance);
  if (other != NULL)
    {
      actions[0] = *other;
      n = 1;
    }
  else
    n = eg_view_legal_actions (view, actions);
  for (guint i = 0; i < n; i++)
    {
      double danger;

      if (!is_step (&actions[i]) || eg_action_equal (&actions[i], action))
        continue;
      if (less_given && ground_of (&actions[i]) <= ground_of (action))
        continue;
      danger = danger_after (view, &actions[i], &unused);
      least = MIN (least, danger);
      sum += danger;
      n_steps++;
    }
  if (n_steps == 0 || percent_of (mine) >= percent_of (least) ||
      (other != NULL && sum / n_steps - mine < MIN_GAP))
    return fact;

  fact.kind = other != NULL ? EG_FACT_SAFER_THAN : less_given ? EG_FACT_SAFER_GROUND : EG_FACT_SAFER;
  fact.distance = (guint8) distance;
  fact.percent = percent_of (mine);
  fact.other = percent_of (least);
  fact.weight = sum / n_steps - mine;
  return fact;
}

/* A parry keeps the ground every retreat gives up; a retreat or a move
 * back may give up less than any other: a hint's plan of ground. */
static EgFact
find_kept_ground (const EgView   *view,
                  const EgAction *action)
{
  EgAction actions[EG_MAX_ACTIONS];
  guint n = eg_view_legal_actions (view, actions);
  guint mine = given_up (action), least = G_MAXUINT;
  EgFact fact = { 0 };

  if (action->type != EG_ACTION_PARRY && mine == 0)
    return fact;
  for (guint i = 0; i < n; i++)
    if (!eg_action_equal (&actions[i], action) && given_up (&actions[i]) > 0)
      least = MIN (least, given_up (&actions[i]));
  if (least == G_MAXUINT || mine >= least)
    return fact;

  fact.kind = action->type == EG_ACTION_PARRY ? EG_FACT_KEEPS_GROUND : EG_FACT_LEAST_GROUND;
  fact.ground = action->type == EG_ACTION_PARRY ? (int) least : (int) mine;
  fact.pile = view->pile_count;
  fact.weight = (view->pile_count > SHORT_PILE ? LONG_GROUND_WEIGHT : GROUND_WEIGHT) * (least - mine);
  return fact;
}

/* A move forward that ends out of the opponent's reach, whatever it
 * holds: the plan of gaining ground in safety. */
static EgFact
find_approach (const EgView   *view,
               const EgAction *action)
{
  EgFact fact = { 0 };
  After after;

  if (action->type != EG_ACTION_MOVE || action->direction != EG_DIRECTION_FORWARD)
    return fact;
  after_init (&after, view, action);
  if (after_ends_pile (&after) || after.distance <= EG_N_VALUES ||
      eg_reasons_chance (view, reaches, &after) > 0)
    return fact;
  fact = fact_new (EG_FACT_APPROACH, &after);
  fact.ground = (int) action->card;
  fact.weight = LONG_GROUND_WEIGHT * action->card;
  return fact;
}

/* The attack @action, a step, leaves the actor's kept cards for the
 * next turn at the distance it ends at: the direct one with every card
 * of the distance, else the step and attack with the most cards. */
static EgFact
find_next_threat (const EgView   *view,
                  const EgAction *action)
{
  EgFact fact = { 0 };
  guint d, best = 0, best_step = 0;
  double countered;
  Need back;
  After after;

  if (!is_step (action) || view->final_attack)
    return fact;
  after_init (&after, view, action);
  d = after.distance;
  if (after_ends_pile (&after))
    return fact;
  if (d <= EG_N_VALUES && after.kept[d] > 0)
    best = after.kept[d];
  else if (view->variant == EG_VARIANT_ADVANCED)
    for (guint c = 1; c < d && c <= EG_N_VALUES; c++)
      {
        guint v = d - c;
        guint count;

        if (v > EG_N_VALUES || after.kept[c] == 0)
          continue;
        count = after.kept[v] - (c == v ? 1 : 0);
        if (count > best)
          {
            best = count;
            best_step = c;
          }
      }
  if (best == 0)
    return fact;
  /* The opponent parries with as many and strikes back at once with
   * more of that value than the actor has left. */
  back.value = d - best_step;
  back.count = after.kept[back.value] - (best_step == back.value ? 1 : 0) + 1;
  countered = eg_reasons_chance (view, holds, &back);

  fact = fact_new (EG_FACT_NEXT_THREAT, &after);
  fact.value = (guint8) back.value;
  fact.count = (guint8) best;
  fact.ground = (int) best_step;
  fact.percent = percent_of (countered);
  fact.weight = MIN_GAP * (1 - countered);
  return fact;
}

/* The chance that the opponent can hit the actor on its next turn after
 * @action, a step; 0 after one that ends the round. */
static double
hit_after (const EgView   *view,
           const EgAction *action,
           guint          *distance)
{
  After after;

  after_init (&after, view, action);
  *distance = after.distance;
  if (after_ends_pile (&after) || view->final_attack)
    return 0;
  return eg_reasons_chance (view, hits, &after);
}

/* What a retreat or a move back keeps out of reach: the chance of a hit
 * after it, below the least after every step that gives up less ground. */
static EgFact
find_kept_away (const EgView   *view,
                const EgAction *action)
{
  EgAction actions[EG_MAX_ACTIONS];
  guint n = eg_view_legal_actions (view, actions);
  guint distance, unused, n_steps = 0;
  double mine, least = 1;
  EgFact fact = { 0 };

  if (!is_step (action) || given_up (action) == 0)
    return fact;
  mine = hit_after (view, action, &distance);
  for (guint i = 0; i < n; i++)
    if (is_step (&actions[i]) && ground_of (&actions[i]) > ground_of (action))
      {
        least = MIN (least, hit_after (view, &actions[i], &unused));
        n_steps++;
      }
  if (n_steps == 0 || percent_of (mine) >= percent_of (least))
    return fact;

  fact.kind = EG_FACT_KEPT_AWAY;
  fact.distance = (guint8) distance;
  fact.percent = percent_of (mine);
  fact.other = percent_of (least);
  fact.weight = least - mine;
  return fact;
}

/* For a mark: @best, a step after which the opponent can hit the actor
 * less often than after @action, a step, by the smallest mark at least. */
static EgFact
find_kept_away_than (const EgView   *view,
                     const EgAction *best,
                     const EgAction *action)
{
  EgFact fact = { 0 };
  guint distance, unused;
  double mine, theirs;

  if (!is_step (best) || !is_step (action))
    return fact;
  mine = hit_after (view, best, &distance);
  theirs = hit_after (view, action, &unused);
  if (theirs - mine < MIN_GAP)
    return fact;
  fact.kind = EG_FACT_KEPT_AWAY_THAN;
  fact.distance = (guint8) distance;
  fact.percent = percent_of (mine);
  fact.other = percent_of (theirs);
  fact.weight = theirs - mine;
  return fact;
}

/* A step beyond every direct attack, with room to retreat from a step
 * in: what a step back keeps out of reach when nothing else sets it
 * apart. */
static EgFact
find_beyond_direct (const EgView   *view,
                    const EgAction *action)
{
  EgFact fact = { 0 };
  After after;

  if (!is_step (action) || view->final_attack || view->variant != EG_VARIANT_ADVANCED)
    return fact;
  after_init (&after, view, action);
  if (after_ends_pile (&after) || after.distance <= EG_N_VALUES ||
      eg_advancement (after.side, after.pos[after.side]) == 0 ||
      eg_reasons_chance (view, reaches, &after) == 0)
    return fact;
  fact = fact_new (EG_FACT_BEYOND_DIRECT, &after);
  return fact;
}

/* Cards left to draw after @action's refill, or 0 when it ends the
 * round or refills nothing now (a parry: its player acts again). */
static guint
pile_after (const EgView   *view,
            const EgAction *action)
{
  After after;

  if (action->type == EG_ACTION_PARRY || view->final_attack)
    return 0;
  after_init (&after, view, action);
  return after_pile_left (&after);
}

/* The tempo of the pile: the last card kept for the actor's next turn
 * by @action, a step that leaves two to draw (the opponent, refilled to
 * five, draws the last only by playing two cards at once; an attack
 * would not do, as a parry lets the opponent act and refill more),
 * where @other (or, for a hint, some other legal action) leaves one,
 * which the opponent's next answer or action draws whatever it plays. */
static EgFact
find_tempo (const EgView   *view,
            const EgAction *action,
            const EgAction *other)
{
  EgFact fact = { 0 };
  EgAction actions[EG_MAX_ACTIONS];
  guint n = 0;
  gboolean gives_away = FALSE;

  if (!is_step (action) || pile_after (view, action) != 2)
    return fact;
  if (other != NULL)
    actions[n++] = *other;
  else
    n = eg_view_legal_actions (view, actions);
  for (guint i = 0; i < n; i++)
    gives_away |= pile_after (view, &actions[i]) == 1;
  if (!gives_away)
    return fact;
  fact.kind = EG_FACT_TEMPO;
  fact.pile = 2;
  fact.weight = MIN_GAP;
  return fact;
}

/* A move forward that gains more ground than any other step: the plan
 * of a lead in ground, said even into a threat when nothing else sets
 * the move apart. */
static EgFact
find_most_ground (const EgView   *view,
                  const EgAction *action)
{
  EgAction actions[EG_MAX_ACTIONS];
  guint n = eg_view_legal_actions (view, actions);
  EgFact fact = { 0 };
  After after;

  if (action->type != EG_ACTION_MOVE || ground_of (action) <= 0)
    return fact;
  for (guint i = 0; i < n; i++)
    if (is_step (&actions[i]) && !eg_action_equal (&actions[i], action) &&
        ground_of (&actions[i]) >= ground_of (action))
      return fact;
  after_init (&after, view, action);
  if (after_ends_pile (&after))
    return fact;
  fact = fact_new (view->pile_count > SHORT_PILE ? EG_FACT_LEAD : EG_FACT_GROUND, &after);
  fact.ground = ground_of (action);
  fact.pile = view->pile_count;
  fact.weight = (view->pile_count > SHORT_PILE ? LONG_GROUND_WEIGHT : GROUND_WEIGHT) * fact.ground;
  return fact;
}

/* The first strength of @action's own facts, however many of the other
 * actions share it, or its chance at the end of the pile when it has
 * one (said as a chance, not as a weakness): what a hint says when
 * nothing sets it apart. */
static EgFact
own_strength (const EgView   *view,
              const EgAction *action)
{
  EgFact none = { 0 };
  EgFacts facts;

  eg_reasons_find_facts (view, action, &facts);
  for (guint i = 0; i < facts.n_facts; i++)
    if (is_strength (&facts.facts[i]) ||
        ((facts.facts[i].kind == EG_FACT_END || facts.facts[i].kind == EG_FACT_FINAL_ATTACK) &&
         facts.facts[i].percent > 0))
      return facts.facts[i];
  return none;
}

/* The result of the round after @action when no hand of the opponent
 * can change it: 1 won, 0 lost; -1 when it is not certain. */
static double
certain_result (const EgView   *view,
                const EgAction *action)
{
  EgFacts facts;

  eg_reasons_find_facts (view, action, &facts);
  for (guint i = 0; i < facts.n_facts; i++)
    {
      const EgFact *fact = &facts.facts[i];

      if ((fact->kind == EG_FACT_END || fact->kind == EG_FACT_FINAL_RETREAT ||
           fact->kind == EG_FACT_FINAL_ATTACK) && (fact->percent == 0 || fact->percent == 100))
        return fact->percent / 100.0;
    }
  return -1;
}

/* Every legal action of @view ends the round with the same certain
 * result: what a hint says when no action can do better than another. */
static EgFact
find_forced (const EgView *view)
{
  EgAction actions[EG_MAX_ACTIONS];
  guint n = eg_view_legal_actions (view, actions);
  EgFact fact = { 0 };
  double result = n > 0 ? certain_result (view, &actions[0]) : -1;

  if (result < 0)
    return fact;
  for (guint i = 1; i < n; i++)
    if (certain_result (view, &actions[i]) != result)
      return fact;
  fact.kind = EG_FACT_FORCED;
  fact.percent = (guint8) (100 * result);
  fact.weight = 2 * result - 1;
  return fact;
}

/* ---- choosing what decides ---- */

/* A fact worded as a strength of its action. */
static gboolean
is_strength (const EgFact *fact)
{
  return fact->kind == EG_FACT_SAFE || fact->weight > 0 ||
         (eg_fact_get_about (fact->kind) == EG_FACT_ABOUT_END && fact->weight == 0);
}

/* A fact worded as a weakness: one at least as large as the smallest
 * mark, or it would name a 1 % risk as what lost a fifth of the round. */
static gboolean
is_weakness (const EgFact *fact)
{
  return fact->weight <= -MIN_GAP;
}

#define N_ABOUT (EG_FACT_ABOUT_END + 1)

/* What the facts of an action weigh together, by what they are about. */
static void
weigh (const EgFacts *facts,
       double         weights[N_ABOUT])
{
  for (guint a = 0; a < N_ABOUT; a++)
    weights[a] = 0;
  for (guint i = 0; i < facts->n_facts; i++)
    weights[eg_fact_get_about (facts->facts[i].kind)] += facts->facts[i].weight;
}

/* What the other legal actions of @view weigh on average, @action left
 * out: what a hint's action is set against. */
static void
weigh_alternatives (const EgView   *view,
                    const EgAction *action,
                    double          weights[N_ABOUT])
{
  EgAction actions[EG_MAX_ACTIONS];
  guint n = eg_view_legal_actions (view, actions);
  guint n_other = 0;

  for (guint a = 0; a < N_ABOUT; a++)
    weights[a] = 0;
  for (guint i = 0; i < n; i++)
    {
      double other[N_ABOUT];
      EgFacts facts;

      if (eg_action_equal (&actions[i], action))
        continue;
      eg_reasons_find_facts (view, &actions[i], &facts);
      weigh (&facts, other);
      for (guint a = 0; a < N_ABOUT; a++)
        weights[a] += other[a];
      n_other++;
    }
  for (guint a = 0; a < N_ABOUT; a++)
    weights[a] /= MAX (n_other, 1);
}

/* The fact of @facts that sets its action furthest apart from @other
 * (the weights of what it is compared with), weakness or strength. */
static EgFact
most_deciding (const EgFacts *facts,
               const double   other[N_ABOUT],
               gboolean       weakness)
{
  EgFact found = { 0 };

  /* A lead in ground with a long pile is a plan, not a card: it decides
   * only where no card does. */
  for (guint pass = 0; pass < 2 && found.kind == EG_FACT_NONE; pass++)
    {
      double found_gap = MIN_GAP;

      for (guint i = 0; i < facts->n_facts; i++)
        {
          const EgFact *fact = &facts->facts[i];
          double other_weight = other[eg_fact_get_about (fact->kind)];
          double gap = weakness ? other_weight - fact->weight : fact->weight - other_weight;

          if ((fact->kind == EG_FACT_LEAD) != (pass == 1))
            continue;
          if ((weakness ? is_weakness (fact) : is_strength (fact)) && gap >= found_gap)
            {
              found = *fact;
              found_gap = gap;
            }
        }
    }
  return found;
}

void
eg_reasons_find (const EgView   *view,
                 const EgAction *action,
                 const EgAction *best,
                 gboolean        compare,
                 double          win_action,
                 double          win_best,
                 EgReasons      *reasons)
{
  EgFacts facts, best_facts;
  double weights[N_ABOUT];

  g_return_if_fail (view != NULL && action != NULL && best != NULL && reasons != NULL);

  memset (reasons, 0, sizeof *reasons);
  reasons->action = *action;
  reasons->best = *best;
  reasons->compared = compare && !eg_action_equal (action, best);
  reasons->win_action = percent_of (CLAMP (win_action, 0.0, 1.0));
  reasons->win_best = percent_of (CLAMP (win_best, 0.0, 1.0));

  eg_reasons_find_facts (view, action, &facts);
  if (!reasons->compared)
    {
      /* A strength every other action shares decides nothing. */
      weigh_alternatives (view, action, weights);
      reasons->better = most_deciding (&facts, weights, FALSE);
      /* Where no fact of its own sets it apart: the least danger of the
       * steps, a result no choice changes, the least ground given, the
       * least danger for the ground, ground gained out of reach, the
       * attack it leaves for the next turn, or its own strength. */
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_safer (view, action, NULL, FALSE);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_forced (view);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_kept_ground (view, action);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_safer (view, action, NULL, TRUE);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_kept_away (view, action);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_approach (view, action);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_next_threat (view, action);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_tempo (view, action, NULL);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_beyond_direct (view, action);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = own_strength (view, action);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_most_ground (view, action);
      return;
    }

  eg_reasons_find_facts (view, best, &best_facts);
  weigh (&best_facts, weights);
  reasons->worse = most_deciding (&facts, weights, TRUE);
  weigh (&facts, weights);
  reasons->better = most_deciding (&best_facts, weights, FALSE);
  /* Two sentences on one fact (ground given and ground gained) say it
   * twice: the better action's says it with the comparison. */
  if (reasons->worse.kind == reasons->better.kind)
    reasons->worse.kind = EG_FACT_NONE;
  if (reasons->worse.kind == EG_FACT_NONE && reasons->better.kind == EG_FACT_NONE)
    reasons->better = find_safer (view, best, action, FALSE);
  if (reasons->worse.kind == EG_FACT_NONE && reasons->better.kind == EG_FACT_NONE)
    reasons->better = find_kept_away_than (view, best, action);
  /* the better step leaves an attack for the next turn, the action none */
  if (reasons->worse.kind == EG_FACT_NONE && reasons->better.kind == EG_FACT_NONE &&
      find_next_threat (view, action).kind == EG_FACT_NONE)
    reasons->better = find_next_threat (view, best);
  /* the better action keeps the last card, the action gives it away */
  if (reasons->worse.kind == EG_FACT_NONE && reasons->better.kind == EG_FACT_NONE)
    reasons->better = find_tempo (view, best, action);
}

char *
eg_reasons_describe_hint (const EgView   *view,
                          const EgAction *action,
                          const char     *opponent)
{
  EgReasons reasons;

  g_return_val_if_fail (view != NULL && action != NULL && opponent != NULL, NULL);

  eg_reasons_find (view, action, action, FALSE, 0.0, 0.0, &reasons);
  if (reasons.better.kind == EG_FACT_NONE)
    return NULL;
  return eg_describe_reasons (&reasons, opponent);
}
