/* eg-round.h — the state of one round and the rules that change it
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "eg-rng.h"
#include "eg-types.h"

G_BEGIN_DECLS

/* A round, as plain bytes: about 70 of them, copied by assignment. Hands,
 * the discard pile and the unseen cards are multisets of values, kept as
 * counts indexed by value (index 0 unused), so that legal-action generation
 * is a handful of comparisons. */
typedef struct
{
  guint8   deck[EG_DECK_SIZE];         /* the round's deck, top first */
  guint8   next_card;                  /* index in deck of the next draw */
  guint8   pos[2];                     /* squares 1..23, by EgSide */
  guint8   hand[2][EG_N_VALUES + 1];   /* cards held, by side and value */
  guint8   hand_size[2];
  guint8   discard[EG_N_VALUES + 1];   /* cards played, by value */
  guint8   discard_top;                /* 0 while nothing was played */
  guint8   variant;                    /* EgVariant */
  guint8   starter;                    /* EgSide */
  guint8   to_act;                     /* EgSide; EG_SIDE_NONE once over */
  guint8   phase;                      /* EgPhase */
  guint8   final_attack;               /* the pending attack drew the last card */
  guint8   winner;                     /* EgSide, once over */
  guint8   reason;                     /* EgReason, once over */
  EgAction pending;                    /* the attack to answer, in EG_PHASE_DEFEND */
  guint16  n_actions;
} EgRound;

/* What one side is entitled to see: its own hand and everything public.
 * The opponent's cards and the order of the draw pile are not in it. */
typedef struct
{
  guint8   side;                       /* whose view this is */
  guint8   variant;
  guint8   to_act;
  guint8   phase;
  guint8   pos[2];
  guint8   hand[EG_N_VALUES + 1];      /* this side's cards */
  guint8   hand_size;
  guint8   opponent_hand_size;
  guint8   pile_count;
  guint8   discard[EG_N_VALUES + 1];
  guint8   discard_top;
  guint8   final_attack;
  guint8   winner;
  guint8   reason;
  EgAction pending;
} EgView;

gboolean   eg_deck_is_valid          (const guint8   *deck,
                                      gsize           n_cards);
void       eg_deck_shuffle           (guint8          deck[EG_DECK_SIZE],
                                      EgRng          *rng);

void       eg_round_init             (EgRound        *round,
                                      const guint8    deck[EG_DECK_SIZE],
                                      EgVariant       variant,
                                      EgSide          starter);
/* The same as shuffling a deck with eg_deck_shuffle() and dealing it
 * with eg_round_init(), without checking a deck that is valid by
 * construction: for search and random play. */
void       eg_round_init_shuffled    (EgRound        *round,
                                      EgRng          *rng,
                                      EgVariant       variant,
                                      EgSide          starter);
/* A round in progress from a set position, for a lesson: @to_act acts
 * (moves or attacks), the fencers stand on @left_pos and @right_pos, the
 * hands hold the counts given (by value, index 0 unused), the draw pile
 * is @pile (top first) and every other card of the deck has been played.
 * FALSE, and @round untouched, for a position the rules cannot reach. */
gboolean   eg_round_init_from_state  (EgRound        *round,
                                      EgVariant       variant,
                                      EgSide          to_act,
                                      guint           left_pos,
                                      guint           right_pos,
                                      const guint8    left_hand[EG_N_VALUES + 1],
                                      const guint8    right_hand[EG_N_VALUES + 1],
                                      const guint8   *pile,
                                      gsize           n_pile);
guint      eg_round_legal_actions    (const EgRound  *round,
                                      EgAction        actions[EG_MAX_ACTIONS]);
/* A uniformly random legal action of a round in progress: exactly
 * actions[eg_rng_below (rng, n)] of the n that eg_round_legal_actions()
 * lists, the same number drawn, without listing them all. */
void       eg_round_random_action    (const EgRound  *round,
                                      EgRng          *rng,
                                      EgAction       *action);
EgIllegal  eg_round_check            (const EgRound  *round,
                                      const EgAction *action);
EgIllegal  eg_round_apply            (EgRound        *round,
                                      const EgAction *action);
void       eg_round_play             (EgRound        *round,
                                      const EgAction *action);
/* Plays eg_round_random_action() after eg_round_random_action() until
 * the round ends: random play at full speed, for benchmarks and playouts. */
void       eg_round_play_out_random  (EgRound        *round,
                                      EgRng          *rng);
void       eg_round_get_view         (const EgRound  *round,
                                      EgSide          side,
                                      EgView         *view);

guint      eg_view_legal_actions     (const EgView   *view,
                                      EgAction        actions[EG_MAX_ACTIONS]);
void       eg_view_unseen            (const EgView   *view,
                                      guint8          unseen[EG_N_VALUES + 1]);

static inline guint
eg_round_get_distance (const EgRound *round)
{
  return (guint) round->pos[EG_SIDE_RIGHT] - round->pos[EG_SIDE_LEFT];
}

static inline guint
eg_round_get_pile_count (const EgRound *round)
{
  return EG_DECK_SIZE - round->next_card;
}

static inline gboolean
eg_round_is_over (const EgRound *round)
{
  return round->phase == EG_PHASE_OVER;
}

static inline guint
eg_round_get_position (const EgRound *round,
                       EgSide         side)
{
  return round->pos[side];
}

/* The side to act; EG_SIDE_NONE once the round is over. */
static inline EgSide
eg_round_get_side_to_act (const EgRound *round)
{
  return (EgSide) round->to_act;
}

static inline EgSide
eg_round_get_starter (const EgRound *round)
{
  return (EgSide) round->starter;
}

static inline guint
eg_round_get_hand_size (const EgRound *round,
                        EgSide         side)
{
  return round->hand_size[side];
}

/* The value of the card on top of the discard pile; 0 while it is empty. */
static inline guint
eg_round_get_discard_top (const EgRound *round)
{
  return round->discard_top;
}

/* The fencer at risk: the one who must answer an attack, or the one an
 * attack has hit; EG_SIDE_NONE otherwise. */
static inline EgSide
eg_round_get_attacked (const EgRound *round)
{
  if (round->phase == EG_PHASE_DEFEND)
    return (EgSide) round->to_act;
  if (round->phase == EG_PHASE_OVER && round->reason == EG_REASON_HIT)
    return EG_OPPONENT ((EgSide) round->winner);
  return EG_SIDE_NONE;
}

/* Squares a fencer has advanced from its own end square. */
static inline guint
eg_advancement (EgSide side,
                guint  position)
{
  return side == EG_SIDE_LEFT ? position - 1 : EG_TRACK_LENGTH - position;
}

/* The end of the pile, scored: the winner of a round whose draw pile runs
 * out with the fencers on @pos (by EgSide) and @cards[side] cards of the
 * final distance in each hand (read only when @compare_cards and the
 * distance is a card value). Cards decide, then advancement, then a draw
 * (EG_SIDE_NONE); without @compare_cards (the 2015 ruling, a retreat from
 * the final attack) advancement alone. @reason, if not NULL, says which.
 * The engine scores real rounds with it; the analysis asks it about
 * hands it imagines. */
static inline EgSide
eg_score_exhausted (const guint8  pos[2],
                    const guint8  cards[2],
                    gboolean      compare_cards,
                    EgReason     *reason)
{
  guint distance = (guint) pos[EG_SIDE_RIGHT] - pos[EG_SIDE_LEFT];
  guint left, right;
  EgReason why = EG_REASON_DRAW;
  EgSide winner = EG_SIDE_NONE;

  if (compare_cards && distance <= EG_N_VALUES && cards[EG_SIDE_LEFT] != cards[EG_SIDE_RIGHT])
    {
      why = EG_REASON_CARDS;
      winner = cards[EG_SIDE_LEFT] > cards[EG_SIDE_RIGHT] ? EG_SIDE_LEFT : EG_SIDE_RIGHT;
    }
  else
    {
      left = eg_advancement (EG_SIDE_LEFT, pos[EG_SIDE_LEFT]);
      right = eg_advancement (EG_SIDE_RIGHT, pos[EG_SIDE_RIGHT]);
      if (left != right)
        {
          why = EG_REASON_ADVANCEMENT;
          winner = left > right ? EG_SIDE_LEFT : EG_SIDE_RIGHT;
        }
    }
  if (reason != NULL)
    *reason = why;
  return winner;
}

/* Whether the fencer of @side on @position can step @steps squares back
 * and stay on the track. */
static inline gboolean
eg_can_step_back (EgSide side,
                  guint  position,
                  guint  steps)
{
  return side == EG_SIDE_LEFT ? position > steps
                              : position + steps <= EG_TRACK_LENGTH;
}

/* Whether @hand holds a card that steps the fencer of @side on @position
 * back on the track: a retreat from an indirect attack is possible. */
static inline gboolean
eg_can_retreat (EgSide        side,
                guint         position,
                const guint8 *hand)
{
  for (guint v = 1; v <= EG_N_VALUES; v++)
    if (hand[v] > 0 && eg_can_step_back (side, position, v))
      return TRUE;
  return FALSE;
}

/* The most cards an indirect attack at @distance that first moves @card
 * squares can strike with, from @hand (0: no such attack). */
static inline guint
eg_indirect_attack_count (const guint8 *hand,
                          guint         card,
                          guint         distance)
{
  guint value = distance - card;

  if (card >= distance || hand[card] == 0 || value > EG_N_VALUES)
    return 0;
  return hand[value] - (value == card);
}

G_END_DECLS
