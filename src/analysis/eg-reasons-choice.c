/* eg-reasons-choice.c — what sets an action apart from the others
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The facts of eg-reasons.c set against the other legal actions of the
 * view, or against the best one for a mark, and the fact that decides.
 * Reads an EgView and nothing else. Includes the engine and the model's
 * words header; no GTK.
 */

#define G_LOG_DOMAIN "en-garde-analysis"

#include "config.h"

#include <string.h>

#include "eg-reasons-private.h"

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

/* The chance that the opponent's hand, after @action (a step), holds
 * what @punishes asks (eg_reasons_endangers(): a hit or a retreat
 * forced; eg_reasons_hits(): a hit); 0 after one that ends the round
 * (the last card drawn, or a retreat from the last attack): nothing can
 * punish it. */
static double
chance_after (const EgView   *view,
              const EgAction *action,
              EgHandScore     punishes,
              guint          *distance)
{
  EgReasonsAfter after;

  eg_reasons_after_init (&after, view, action);
  *distance = after.distance;
  if (eg_reasons_after_ends_pile (&after) || view->final_attack)
    return 0;
  return eg_reasons_chance (view, punishes, &after);
}

/* Whether @action, a step, leaves the opponent less to punish (what
 * @punishes asks: eg_reasons_endangers(), a hit or a retreat forced, or
 * eg_reasons_hits(), a hit) than @other does (a mark: by the smallest
 * mark), or than every other move and retreat (@other NULL: a hint, by
 * a point at least; with @less_given, every one that gives up less
 * ground: what a step back keeps away): then said as a fact of @kind. */
static EgFact
find_safer (const EgView   *view,
            const EgAction *action,
            const EgAction *other,
            gboolean        less_given,
            EgHandScore     punishes,
            EgFactKind      kind)
{
  EgAction actions[EG_MAX_ACTIONS];
  EgFact fact = { 0 };
  double mine, least = 1, sum = 0;
  guint n, n_steps = 0, distance, unused;

  /* against the steps that give up less ground: a step back's plan */
  if (!is_step (action) || (less_given && given_up (action) == 0))
    return fact;
  mine = chance_after (view, action, punishes, &distance);
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
      danger = chance_after (view, &actions[i], punishes, &unused);
      least = MIN (least, danger);
      sum += danger;
      n_steps++;
    }
  if (n_steps == 0 || eg_reasons_percent_of (mine) >= eg_reasons_percent_of (least) ||
      (other != NULL && sum / n_steps - mine < EG_REASONS_MIN_GAP))
    return fact;

  fact.kind = kind;
  fact.distance = (guint8) distance;
  fact.percent = eg_reasons_percent_of (mine);
  fact.other = eg_reasons_percent_of (least);
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
  fact.weight = eg_reasons_ground_weight (view->pile_count) * (least - mine);
  return fact;
}

/* A move forward that ends out of the opponent's reach, whatever it
 * holds: the plan of gaining ground in safety. */
static EgFact
find_approach (const EgView   *view,
               const EgAction *action)
{
  EgFact fact = { 0 };
  EgReasonsAfter after;

  if (action->type != EG_ACTION_MOVE || action->direction != EG_DIRECTION_FORWARD)
    return fact;
  eg_reasons_after_init (&after, view, action);
  if (eg_reasons_after_ends_pile (&after) || after.distance <= EG_N_VALUES ||
      eg_reasons_chance (view, eg_reasons_reaches, &after) > 0)
    return fact;
  fact = eg_reasons_fact_new (EG_FACT_APPROACH, &after);
  fact.ground = (int) action->card;
  fact.weight = EG_REASONS_LONG_GROUND_WEIGHT * action->card;
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
  EgReasonsNeed back;
  EgReasonsAfter after;

  if (!is_step (action) || view->final_attack)
    return fact;
  eg_reasons_after_init (&after, view, action);
  d = after.distance;
  if (eg_reasons_after_ends_pile (&after))
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
  countered = eg_reasons_chance (view, eg_reasons_holds, &back);

  fact = eg_reasons_fact_new (EG_FACT_NEXT_THREAT, &after);
  fact.value = (guint8) back.value;
  fact.count = (guint8) best;
  fact.ground = (int) best_step;
  fact.percent = eg_reasons_percent_of (countered);
  fact.weight = EG_REASONS_MIN_GAP * (1 - countered);
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
  EgReasonsAfter after;

  if (!is_step (action) || view->final_attack || view->variant != EG_VARIANT_ADVANCED)
    return fact;
  eg_reasons_after_init (&after, view, action);
  if (eg_reasons_after_ends_pile (&after) || after.distance <= EG_N_VALUES ||
      eg_advancement (after.side, after.pos[after.side]) == 0 ||
      eg_reasons_chance (view, eg_reasons_reaches, &after) == 0)
    return fact;
  fact = eg_reasons_fact_new (EG_FACT_BEYOND_DIRECT, &after);
  return fact;
}

/* Cards left to draw after @action's refill, or 0 when it ends the
 * round or refills nothing now (a parry: its player acts again). */
static guint
pile_after (const EgView   *view,
            const EgAction *action)
{
  EgReasonsAfter after;

  if (action->type == EG_ACTION_PARRY || view->final_attack)
    return 0;
  eg_reasons_after_init (&after, view, action);
  return eg_reasons_after_pile_left (&after);
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
  fact.weight = EG_REASONS_MIN_GAP;
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
  EgReasonsAfter after;

  if (action->type != EG_ACTION_MOVE || ground_of (action) <= 0)
    return fact;
  for (guint i = 0; i < n; i++)
    if (is_step (&actions[i]) && !eg_action_equal (&actions[i], action) &&
        ground_of (&actions[i]) >= ground_of (action))
      return fact;
  eg_reasons_after_init (&after, view, action);
  if (eg_reasons_after_ends_pile (&after))
    return fact;
  fact = eg_reasons_fact_new (view->pile_count > EG_REASONS_SHORT_PILE ? EG_FACT_LEAD : EG_FACT_GROUND,
                              &after);
  fact.ground = ground_of (action);
  fact.pile = view->pile_count;
  fact.weight = eg_reasons_ground_weight (view->pile_count) * fact.ground;
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
  return fact->weight <= -EG_REASONS_MIN_GAP;
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
      double found_gap = EG_REASONS_MIN_GAP;

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
  reasons->win_action = eg_reasons_percent_of (CLAMP (win_action, 0.0, 1.0));
  reasons->win_best = eg_reasons_percent_of (CLAMP (win_best, 0.0, 1.0));

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
        reasons->better = find_safer (view, action, NULL, FALSE, eg_reasons_endangers, EG_FACT_SAFER);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_forced (view);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_kept_ground (view, action);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_safer (view, action, NULL, TRUE, eg_reasons_endangers, EG_FACT_SAFER_GROUND);
      if (reasons->better.kind == EG_FACT_NONE)
        reasons->better = find_safer (view, action, NULL, TRUE, eg_reasons_hits, EG_FACT_KEPT_AWAY);
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
    reasons->better = find_safer (view, best, action, FALSE, eg_reasons_endangers, EG_FACT_SAFER_THAN);
  if (reasons->worse.kind == EG_FACT_NONE && reasons->better.kind == EG_FACT_NONE)
    reasons->better = find_safer (view, best, action, FALSE, eg_reasons_hits, EG_FACT_KEPT_AWAY_THAN);
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
