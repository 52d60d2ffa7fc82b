/* eg-reasons-private.h — what the facts of one action and their choice share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * eg-reasons.c finds the facts of one action; eg-reasons-choice.c sets
 * them against the other actions and chooses what decides. Both reckon
 * with the position after an action and the scores of the opponent's
 * hand declared here.
 */

#pragma once

#include "eg-action.h"
#include "eg-reasons.h"

G_BEGIN_DECLS

/* A fact must shift the chance of the round by this much between the
 * action and the best one to be named as what decides it: the smallest
 * mark (an inaccuracy), so a reason is never about a smaller difference
 * than the one that marked the action. */
#define EG_REASONS_MIN_GAP 0.05

/* The pile is short from here on: two or three turns of refills. */
#define EG_REASONS_SHORT_PILE 8
#define EG_REASONS_GROUND_WEIGHT 0.1
/* With a long pile ground still counts, less surely: a lead kept to the
 * end of the pile wins whenever the cards of the distance tie, and the
 * opponent pushed back has less room to retreat. A square more or less
 * is a difference worth naming (over EG_REASONS_MIN_GAP). */
#define EG_REASONS_LONG_GROUND_WEIGHT 0.06

/* What a square of ground weighs with @pile cards left to draw. */
static inline double
eg_reasons_ground_weight (guint pile)
{
  return pile > EG_REASONS_SHORT_PILE ? EG_REASONS_LONG_GROUND_WEIGHT : EG_REASONS_GROUND_WEIGHT;
}

/* What a forced retreat is worth to the attacker against a hit: the
 * ground it costs the defender, a third of a hit by the analysis of
 * typical endings (a retreat of 2 to 4 squares). */
#define EG_REASONS_RETREAT_WEIGHT 0.3

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
} EgReasonsAfter;

/* The cards left to draw after the refill at the end of this turn. */
static inline guint
eg_reasons_after_pile_left (const EgReasonsAfter *after)
{
  guint refill = EG_HAND_SIZE - after->n_kept;

  return after->view->pile_count > refill ? after->view->pile_count - refill : 0;
}

/* Whether the refill at the end of this turn draws the last card. */
static inline gboolean
eg_reasons_after_ends_pile (const EgReasonsAfter *after)
{
  return eg_reasons_after_pile_left (after) == 0;
}

/* The position after @action, legal for view->side, the side to act. */
void     eg_reasons_after_init (EgReasonsAfter       *after,
                                const EgView         *view,
                                const EgAction       *action);

/* @chance (0..1) as a percentage: 0 and 100 only when certain. */
guint8   eg_reasons_percent_of (double                chance);

/* A fact of @kind at the distance and lead after the action. */
EgFact   eg_reasons_fact_new   (EgFactKind            kind,
                                const EgReasonsAfter *after);

/* ---- scores of the opponent's hand (EgHandScore) ---- */

/* Cards of a value the opponent would need. */
typedef struct
{
  guint value;
  guint count;
} EgReasonsNeed;

/* The hand holds @data's need (an EgReasonsNeed). */
double   eg_reasons_holds      (const guint8          hand[EG_N_VALUES + 1],
                                gconstpointer         data);
/* After @data (an EgReasonsAfter), an attack the actor cannot parry: a
 * hit or (an indirect one) a retreat forced. */
double   eg_reasons_endangers  (const guint8          hand[EG_N_VALUES + 1],
                                gconstpointer         data);
/* After @data (an EgReasonsAfter), an attack that hits the actor: a
 * direct one it cannot parry, or a step in with no room to retreat. */
double   eg_reasons_hits       (const guint8          hand[EG_N_VALUES + 1],
                                gconstpointer         data);
/* After @data (an EgReasonsAfter), any attack at all, however it may be
 * answered. */
double   eg_reasons_reaches    (const guint8          hand[EG_N_VALUES + 1],
                                gconstpointer         data);

G_END_DECLS
