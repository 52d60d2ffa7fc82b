/* eg-describe-reasons.h — why an action was good or bad, in the game's words
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "eg-types.h"

G_BEGIN_DECLS

/* The facts that can decide an action, found by src/analysis/eg-reasons.c
 * from what the acting player could know (their hand, the public cards,
 * the unseen-card counts). They are plain values here because the words
 * belong to the model and the model does not see the analysis. */
typedef enum
{
  EG_FACT_NONE,
  EG_FACT_HIT_SURE,       /* an attack the opponent cannot answer: it hits */
  EG_FACT_ATTACK,         /* an attack that may be answered: it hits with
                           * chance @percent; the opponent cannot parry an
                           * indirect one, and must retreat, with chance @forced */
  EG_FACT_PARRIED,        /* the opponent parries the attack of @count cards of
                           * @value and strikes back with more of them than
                           * the actor's @held: chance @percent */
  EG_FACT_COUNTER,        /* after a parry, @held cards of @value strike back;
                           * the opponent parries them with chance @percent */
  EG_FACT_THREAT,         /* at @distance the opponent holds more @value cards
                           * than the @held left to parry, with chance @percent */
  EG_FACT_CORNERED,       /* at @distance, no room to retreat: the opponent can
                           * step in and hit, with chance @percent */
  EG_FACT_REACH,          /* at @distance the opponent can step in and attack
                           * with more cards than the actor can parry, with
                           * chance @percent: a retreat would be forced */
  EG_FACT_SAFE,           /* at @distance the opponent cannot hit at all */
  EG_FACT_END,            /* the round ends after this turn at @distance; the
                           * actor wins with chance @percent, @lead squares ahead */
  EG_FACT_FINAL_RETREAT,  /* a retreat from the last attack: the 2015 ruling,
                           * ground alone decides, @lead squares ahead */
  EG_FACT_FINAL_ATTACK,   /* an attack that draws the last card: hit, parried or
                           * retreated from, the round ends at once; the actor
                           * wins it with chance @percent */
  EG_FACT_GROUND,         /* a step of @ground squares (negative: back) with
                           * only @pile cards left to draw */
  EG_FACT_LEAD,           /* a step of @ground squares (negative: back) with a
                           * long pile: the plan of holding a lead in ground */
  EG_FACT_SAFER,          /* a step to @distance, where the opponent can hit
                           * the actor or force a retreat with chance
                           * @percent, and with at least @other after any
                           * other move or retreat (a hint) */
  EG_FACT_SAFER_THAN,     /* the same against one action, a step after which
                           * the chance is @other (a mark) */
  EG_FACT_SAFER_GROUND,   /* the same against the moves and retreats that give
                           * up less ground: at least @other after each (a hint) */
  EG_FACT_APPROACH,       /* a move of @ground squares forward to @distance, out
                           * of the opponent's reach (a hint) */
  EG_FACT_NEXT_THREAT,    /* a step to @distance, from where the actor's cards
                           * attack on the next turn: @count cards of @value,
                           * after a step of @ground squares if not 0; the
                           * opponent holds the cards to parry that attack
                           * and strike back with chance @percent */
  EG_FACT_KEEPS_GROUND,   /* a parry, where the shortest retreat would give up
                           * @ground squares (a hint) */
  EG_FACT_LEAST_GROUND,   /* a retreat or a move back of @ground squares, fewer
                           * than any other of them (a hint) */
  EG_FACT_FORCED,         /* every legal action ends the round with the same
                           * certain result, whatever the opponent holds:
                           * won if @percent is 100, lost if 0 */
  EG_FACT_KEPT_AWAY,      /* a retreat or a move back to @distance, where the
                           * opponent can hit the actor on its next turn with
                           * chance @percent, and with at least @other after
                           * each move or retreat that gives up less ground */
  EG_FACT_KEPT_AWAY_THAN, /* the same against one action, a step after which
                           * the chance is @other (a mark) */
  EG_FACT_BEYOND_DIRECT,  /* at @distance no direct attack reaches; the
                           * opponent can only step in and attack, and the
                           * actor has room to retreat */
  EG_FACT_TEMPO,          /* two cards are left to draw after a step's
                           * refill (@pile): the actor's next turn draws the
                           * last one unless the opponent plays two cards at
                           * once, where another action would leave one, for
                           * the opponent's next action to draw */
} EgFactKind;

/* What a fact is about, for comparing two actions. */
typedef enum
{
  EG_FACT_ABOUT_ATTACK,   /* hitting now */
  EG_FACT_ABOUT_DANGER,   /* being hit on the opponent's turn */
  EG_FACT_ABOUT_END,      /* the end of the pile */
} EgFactAbout;

typedef struct
{
  EgFactKind kind;
  guint8     value;      /* the card value concerned */
  guint8     count;      /* cards of @value: the attack's or the opponent's need */
  guint8     held;       /* cards of @value the actor keeps after the action */
  guint8     distance;   /* after the action */
  guint8     percent;    /* 0..100; never 0 or 100 unless certain */
  guint8     forced;     /* 0..100, the same: see EG_FACT_ATTACK */
  guint8     other;      /* 0..100, the same: see EG_FACT_SAFER */
  guint8     pile;       /* cards left to draw */
  int        ground;     /* squares stepped towards the opponent */
  gboolean   indirect;   /* an indirect attack (it can be retreated from) */
  int        lead;       /* actor's advancement minus the opponent's, after it */
  double     weight;     /* what the fact does to the actor's chance of
                          * winning the round, −1 (loses) .. 1 (wins) */
} EgFact;

#define EG_FACTS_MAX 4

/* The facts of one action, the most deciding (largest |weight|) first. */
typedef struct
{
  EgAction action;
  guint    n_facts;
  EgFact   facts[EG_FACTS_MAX];
} EgFacts;

/* Why an action was rated as it was. With @compared, @worse is the
 * deciding weakness of the action against @best and @better the deciding
 * strength of @best against it; without, @better is what sets the action
 * apart from the other legal ones (a hint, or an action that lost nothing
 * worth a mark).
 * Either may be EG_FACT_NONE; @win_action and @win_best (percent) then
 * carry the sentence. */
typedef struct
{
  EgAction action;
  EgAction best;
  gboolean compared;
  EgFact   worse;
  EgFact   better;
  guint8   win_action;
  guint8   win_best;
} EgReasons;

EgFactAbout  eg_fact_get_about    (EgFactKind       kind);

/* One or two sentences, translated, addressed to the acting player
 * ("you"); @opponent names the other side. Newly allocated. */
char        *eg_describe_reasons  (const EgReasons *reasons,
                                   const char      *opponent);
/* The sentence of one fact, translated; newly allocated. */
char        *eg_describe_fact     (const EgFact    *fact,
                                   const char      *opponent);

G_END_DECLS
