/* eg-types.h — the vocabulary of the rules: sides, phases, actions, results
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define EG_TRACK_LENGTH      23
#define EG_CENTRE_SQUARE     12
#define EG_N_VALUES          5
#define EG_CARDS_PER_VALUE   5
#define EG_DECK_SIZE         25
#define EG_HAND_SIZE         5
/* 10 moves + 5 direct attacks + 4 × 5 indirect attacks bounds the act phase;
 * a defence offers one parry and at most 5 retreats. */
#define EG_MAX_ACTIONS       40

typedef enum
{
  EG_SIDE_LEFT,
  EG_SIDE_RIGHT,
  EG_SIDE_NONE,
} EgSide;

#define EG_OPPONENT(side) ((EgSide) (1 - (side)))

typedef enum
{
  EG_VARIANT_ADVANCED,
  EG_VARIANT_CLASSIC,
} EgVariant;

typedef enum
{
  EG_PHASE_ACT,      /* the side to act moves or attacks */
  EG_PHASE_DEFEND,   /* the side to act answers the pending attack */
  EG_PHASE_OVER,     /* the round has ended */
} EgPhase;

typedef enum
{
  EG_ACTION_MOVE,
  EG_ACTION_ATTACK,
  EG_ACTION_INDIRECT_ATTACK,
  EG_ACTION_PARRY,
  EG_ACTION_RETREAT,
} EgActionType;

typedef enum
{
  EG_DIRECTION_FORWARD,
  EG_DIRECTION_BACKWARD,
} EgDirection;

typedef enum
{
  EG_REASON_NONE,
  EG_REASON_HIT,
  EG_REASON_NO_LEGAL_ACTION,
  EG_REASON_CARDS,
  EG_REASON_ADVANCEMENT,
  EG_REASON_DRAW,
} EgReason;

/* Why an action was refused; EG_ILLEGAL_NONE means it is legal. */
typedef enum
{
  EG_ILLEGAL_NONE,
  EG_ILLEGAL_MALFORMED,        /* a value out of 1..5, a count of 0 … */
  EG_ILLEGAL_ROUND_OVER,       /* the round has already ended */
  EG_ILLEGAL_WRONG_SIDE,       /* not this side's turn */
  EG_ILLEGAL_MUST_DEFEND,      /* a move or attack while an attack is pending */
  EG_ILLEGAL_NOTHING_TO_ANSWER,/* a parry or retreat with no attack pending */
  EG_ILLEGAL_CARDS_NOT_HELD,   /* the hand lacks the cards played */
  EG_ILLEGAL_OFF_TRACK,        /* the fencer would leave the track */
  EG_ILLEGAL_BLOCKED,          /* onto or past the opponent */
  EG_ILLEGAL_NOT_DISTANCE,     /* an attack whose value is not the distance */
  EG_ILLEGAL_CLASSIC,          /* an indirect attack or retreat in the classic variant */
  EG_ILLEGAL_RETREAT_DIRECT,   /* a retreat answering a direct attack */
  EG_ILLEGAL_PARRY_MISMATCH,   /* a parry of another value or count */
} EgIllegal;

/* One action, in the log's vocabulary. Six bytes so that search can copy
 * and compare them freely. */
typedef struct
{
  guint8 type;       /* EgActionType */
  guint8 side;       /* EgSide */
  guint8 card;       /* move, indirect attack (the forward move), retreat */
  guint8 direction;  /* move */
  guint8 value;      /* attack, indirect attack, parry */
  guint8 count;      /* attack, indirect attack, parry */
} EgAction;

static inline gboolean
eg_action_equal (const EgAction *a,
                 const EgAction *b)
{
  return a->type == b->type && a->side == b->side && a->card == b->card &&
         a->direction == b->direction && a->value == b->value &&
         a->count == b->count;
}

EgAction     eg_action_move            (EgSide       side,
                                        guint        card,
                                        EgDirection  direction);
EgAction     eg_action_attack          (EgSide       side,
                                        guint        value,
                                        guint        count);
EgAction     eg_action_indirect_attack (EgSide       side,
                                        guint        card,
                                        guint        value,
                                        guint        count);
EgAction     eg_action_parry           (EgSide       side,
                                        guint        value,
                                        guint        count);
EgAction     eg_action_retreat         (EgSide       side,
                                        guint        card);

/* Names as written in match logs ("left", "indirect-attack", "no-legal-action"…);
 * the *_from_string functions return FALSE for an unknown name. */
const char  *eg_side_to_string         (EgSide        side);
gboolean     eg_side_from_string       (const char   *str,
                                        EgSide       *side);
const char  *eg_variant_to_string      (EgVariant     variant);
gboolean     eg_variant_from_string    (const char   *str,
                                        EgVariant    *variant);
const char  *eg_action_type_to_string  (EgActionType  type);
gboolean     eg_action_type_from_string(const char   *str,
                                        EgActionType *type);
const char  *eg_direction_to_string    (EgDirection   direction);
gboolean     eg_direction_from_string  (const char   *str,
                                        EgDirection  *direction);
const char  *eg_reason_to_string       (EgReason      reason);
gboolean     eg_reason_from_string     (const char   *str,
                                        EgReason     *reason);

G_END_DECLS
