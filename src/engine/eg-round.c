/* eg-round.c — the rules of En Garde, for one round
 *
 * src/engine/, the lowest layer, owns the rules: the cards and the
 * track (eg-types), a round's state, its legal actions and applying
 * them (eg-round, eg-action), the score, the deck and its random numbers.
 * Plain C on GLib types; it includes only itself: no GObject signals,
 * no GTK.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-engine"

#include "config.h"

#include <string.h>

#include "eg-action.h"
#include "eg-round.h"

gboolean
eg_deck_is_valid (const guint8 *deck,
                  gsize         n_cards)
{
  guint counts[EG_N_VALUES + 1] = { 0 };

  if (deck == NULL || n_cards != EG_DECK_SIZE)
    return FALSE;

  for (gsize i = 0; i < n_cards; i++)
    {
      if (deck[i] < 1 || deck[i] > EG_N_VALUES)
        return FALSE;
      if (++counts[deck[i]] > EG_CARDS_PER_VALUE)
        return FALSE;
    }

  return TRUE;
}

/* The deck in order, 1 1 1 1 1 2 … 5: the start of every shuffle. */
static const guint8 sorted_deck[EG_DECK_SIZE] = {
  1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5,
};

void
eg_deck_shuffle (guint8  deck[EG_DECK_SIZE],
                 EgRng  *rng)
{
  /* in registers: the deck's bytes could alias the generator's state */
  EgRng local = *rng;

  memcpy (deck, sorted_deck, EG_DECK_SIZE);

  /* Fisher–Yates, from the last card down; each step's bound is a
   * constant once unrolled, which makes eg_rng_below() a multiply. */
#pragma GCC unroll 24
  for (guint i = EG_DECK_SIZE - 1; i > 0; i--)
    {
      guint j = eg_rng_below (&local, i + 1);
      guint8 tmp = deck[i];

      deck[i] = deck[j];
      deck[j] = tmp;
    }

  *rng = local;
}

static inline void
draw (EgRound *round,
      EgSide   side)
{
  while (round->hand_size[side] < EG_HAND_SIZE && round->next_card < EG_DECK_SIZE)
    {
      round->hand[side][round->deck[round->next_card++]]++;
      round->hand_size[side]++;
    }
}

static inline void
play_cards (EgRound *round,
            EgSide   side,
            guint    value,
            guint    count)
{
  round->hand[side][value] -= count;
  round->hand_size[side] -= count;
  round->discard[value] += count;
  round->discard_top = value;
}

/* eg_round_init() for a deck known to be valid. */
static inline void
deal (EgRound      *round,
      EgVariant     variant,
      EgSide        starter)
{
  EgSide other = EG_OPPONENT (starter);
  const guint8 *deck = round->deck;

  memset (round->hand, 0, sizeof round->hand);
  memset (round->discard, 0, sizeof round->discard);
  round->discard_top = 0;
  round->variant = variant;
  round->starter = starter;
  round->to_act = starter;
  round->phase = EG_PHASE_ACT;
  round->final_attack = FALSE;
  round->winner = EG_SIDE_NONE;
  round->reason = EG_REASON_NONE;
  round->pending = (EgAction) { 0 };
  round->n_actions = 0;
  round->pos[EG_SIDE_LEFT] = 1;
  round->pos[EG_SIDE_RIGHT] = EG_TRACK_LENGTH;

  /* Deal order ruling: the starter takes cards 1–5, the other player 6–10. */
  for (guint i = 0; i < EG_HAND_SIZE; i++)
    round->hand[starter][deck[i]]++;
  for (guint i = EG_HAND_SIZE; i < 2 * EG_HAND_SIZE; i++)
    round->hand[other][deck[i]]++;
  round->hand_size[EG_SIDE_LEFT] = EG_HAND_SIZE;
  round->hand_size[EG_SIDE_RIGHT] = EG_HAND_SIZE;
  round->next_card = 2 * EG_HAND_SIZE;

  /* Five cards can always move the starter forward from square 1 or 23, so
   * a fresh round never ends before its first action. */
}

void
eg_round_init (EgRound      *round,
               const guint8  deck[EG_DECK_SIZE],
               EgVariant     variant,
               EgSide        starter)
{
  g_return_if_fail (round != NULL);
  g_return_if_fail (eg_deck_is_valid (deck, EG_DECK_SIZE));
  g_return_if_fail (starter == EG_SIDE_LEFT || starter == EG_SIDE_RIGHT);

  memset (round, 0, sizeof *round);
  memcpy (round->deck, deck, EG_DECK_SIZE);
  deal (round, variant, starter);
}

void
eg_round_init_shuffled (EgRound   *round,
                        EgRng     *rng,
                        EgVariant  variant,
                        EgSide     starter)
{
  g_return_if_fail (round != NULL);
  g_return_if_fail (starter == EG_SIDE_LEFT || starter == EG_SIDE_RIGHT);

  /* A shuffle of the sorted deck is valid by construction: no check. */
  eg_deck_shuffle (round->deck, rng);
  deal (round, variant, starter);
}

/* Whether the cards of a set position fit in one deck: no hand over
 * five cards, no value more than five times. */
static gboolean
state_cards_fit (const guint8 *hands[2],
                 const guint8 *pile,
                 gsize         n_pile,
                 guint8        counts[EG_N_VALUES + 1])
{
  memset (counts, 0, EG_N_VALUES + 1);
  if (n_pile > EG_DECK_SIZE || (n_pile > 0 && pile == NULL))
    return FALSE;
  for (gsize i = 0; i < n_pile; i++)
    {
      if (pile[i] < 1 || pile[i] > EG_N_VALUES)
        return FALSE;
      counts[pile[i]]++;
    }
  for (guint side = 0; side < 2; side++)
    {
      guint size = 0;

      for (guint v = 1; v <= EG_N_VALUES; v++)
        {
          size += hands[side][v];
          counts[v] += hands[side][v];
        }
      if (size > EG_HAND_SIZE)
        return FALSE;
    }
  for (guint v = 1; v <= EG_N_VALUES; v++)
    if (counts[v] > EG_CARDS_PER_VALUE)
      return FALSE;
  return TRUE;
}

gboolean
eg_round_init_from_state (EgRound      *round,
                          EgVariant     variant,
                          EgSide        to_act,
                          guint         left_pos,
                          guint         right_pos,
                          const guint8  left_hand[EG_N_VALUES + 1],
                          const guint8  right_hand[EG_N_VALUES + 1],
                          const guint8 *pile,
                          gsize         n_pile)
{
  const guint8 *hands[2] = { left_hand, right_hand };
  guint8 in_play[EG_N_VALUES + 1];
  guint n = 0;

  g_return_val_if_fail (round != NULL, FALSE);
  g_return_val_if_fail (left_hand != NULL && right_hand != NULL, FALSE);

  if ((to_act != EG_SIDE_LEFT && to_act != EG_SIDE_RIGHT) ||
      (variant != EG_VARIANT_CLASSIC && variant != EG_VARIANT_ADVANCED) ||
      left_pos < 1 || right_pos > EG_TRACK_LENGTH || left_pos >= right_pos ||
      !state_cards_fit (hands, pile, n_pile, in_play))
    return FALSE;

  memset (round, 0, sizeof *round);
  /* the deck as it would have been: the cards already drawn (played or
   * held), then the pile */
  for (guint v = 1; v <= EG_N_VALUES; v++)
    {
      guint drawn = EG_CARDS_PER_VALUE - in_play[v] + left_hand[v] + right_hand[v];

      round->hand[EG_SIDE_LEFT][v] = left_hand[v];
      round->hand[EG_SIDE_RIGHT][v] = right_hand[v];
      round->hand_size[EG_SIDE_LEFT] += left_hand[v];
      round->hand_size[EG_SIDE_RIGHT] += right_hand[v];
      round->discard[v] = EG_CARDS_PER_VALUE - in_play[v];
      if (round->discard[v] > 0)
        round->discard_top = v;
      for (guint k = 0; k < drawn; k++)
        round->deck[n++] = v;
    }
  round->next_card = n;
  memcpy (round->deck + n, pile, n_pile);

  round->variant = variant;
  round->starter = to_act;
  round->to_act = to_act;
  round->phase = EG_PHASE_ACT;
  round->winner = EG_SIDE_NONE;
  round->reason = EG_REASON_NONE;
  round->pos[EG_SIDE_LEFT] = left_pos;
  round->pos[EG_SIDE_RIGHT] = right_pos;
  return TRUE;
}

/* Legal actions come from three small tables rather than loops over
 * values: a 5-bit mask of the values held, masked by the values that may
 * step forward (below the distance) and back (within the room behind),
 * spread so that value v's forward move is bit 2(v−1) and its backward
 * move the bit after. Listing the set bits in order gives the moves in
 * the order the rules have always listed them. */
static const guint16 spread_bits[32] = {
  0x000, 0x001, 0x004, 0x005, 0x010, 0x011, 0x014, 0x015,
  0x040, 0x041, 0x044, 0x045, 0x050, 0x051, 0x054, 0x055,
  0x100, 0x101, 0x104, 0x105, 0x110, 0x111, 0x114, 0x115,
  0x140, 0x141, 0x144, 0x145, 0x150, 0x151, 0x154, 0x155,
};

/* Values v < distance, by distance 0..22. */
static const guint8 below_mask[EG_TRACK_LENGTH] = {
  0x00, 0x00, 0x01, 0x03, 0x07, 0x0f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f,
  0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f,
};

/* Values v that step the fencer of a side back from a square (1..23)
 * and keep it on the track. */
static const guint8 back_mask[2][EG_TRACK_LENGTH + 1] = {
  { 0x00, 0x00, 0x01, 0x03, 0x07, 0x0f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f,
    0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f },
  { 0x00, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f,
    0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x1f, 0x0f, 0x07, 0x03, 0x01, 0x00 },
};

/* Bits 0..4: the values 1..5 that @hand holds. Values 1..4 are tested
 * four at a time as the bytes of one word: a count is at most 5, so adding
 * 0x7f sets a byte's top bit exactly when it is not zero, without a carry
 * into the next byte; one multiplication gathers the four top bits. */
static inline guint
held_mask (const guint8 *hand)
{
  guint32 word;

  memcpy (&word, hand + 1, sizeof word);
  word = ((word + 0x7f7f7f7fu) & 0x80808080u) >> 7;
  return ((word * 0x01020408u) >> 24 & 0xfu) | ((hand[5] + 0x7fu) & 0x80u) >> 3;
}

static const guint8 popcount5[32] = {
  0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
  1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
};

/* Moves as actions, by side and bit (see spread_bits). */
#define MOVE_ACTION(side, bit) { EG_ACTION_MOVE, side, (bit) / 2 + 1, (bit) & 1, 0, 0 }
static const EgAction move_actions[2][2 * EG_N_VALUES] = {
  { MOVE_ACTION (EG_SIDE_LEFT, 0), MOVE_ACTION (EG_SIDE_LEFT, 1), MOVE_ACTION (EG_SIDE_LEFT, 2),
    MOVE_ACTION (EG_SIDE_LEFT, 3), MOVE_ACTION (EG_SIDE_LEFT, 4), MOVE_ACTION (EG_SIDE_LEFT, 5),
    MOVE_ACTION (EG_SIDE_LEFT, 6), MOVE_ACTION (EG_SIDE_LEFT, 7), MOVE_ACTION (EG_SIDE_LEFT, 8),
    MOVE_ACTION (EG_SIDE_LEFT, 9) },
  { MOVE_ACTION (EG_SIDE_RIGHT, 0), MOVE_ACTION (EG_SIDE_RIGHT, 1), MOVE_ACTION (EG_SIDE_RIGHT, 2),
    MOVE_ACTION (EG_SIDE_RIGHT, 3), MOVE_ACTION (EG_SIDE_RIGHT, 4), MOVE_ACTION (EG_SIDE_RIGHT, 5),
    MOVE_ACTION (EG_SIDE_RIGHT, 6), MOVE_ACTION (EG_SIDE_RIGHT, 7), MOVE_ACTION (EG_SIDE_RIGHT, 8),
    MOVE_ACTION (EG_SIDE_RIGHT, 9) },
};
#undef MOVE_ACTION

/* The moves of an act phase, as bits (see spread_bits). */
static inline guint
move_bits (EgSide        side,
           const guint8  pos[2],
           guint         held)
{
  guint distance = (guint) pos[EG_SIDE_RIGHT] - pos[EG_SIDE_LEFT];

  return spread_bits[held & below_mask[distance]] |
         (guint) spread_bits[held & back_mask[side][pos[side]]] << 1;
}

static inline EgAction
move_from_bit (EgSide side,
               guint  bit)
{
  return move_actions[side][bit];
}

/* The positions of the set bits of a 5-bit mask, in order, three bits
 * each. */
static const guint16 set_bits5[32] = {
  0x0000, 0x0000, 0x0001, 0x0008, 0x0002, 0x0010, 0x0011, 0x0088,
  0x0003, 0x0018, 0x0019, 0x00c8, 0x001a, 0x00d0, 0x00d1, 0x0688,
  0x0004, 0x0020, 0x0021, 0x0108, 0x0022, 0x0110, 0x0111, 0x0888,
  0x0023, 0x0118, 0x0119, 0x08c8, 0x011a, 0x08d0, 0x08d1, 0x4688,
};

/* The @k-th (from 0) set bit of @bits, below 2^10. */
static inline guint
nth_bit (guint bits,
         guint k)
{
  guint low = bits & 0x1f;
  guint n_low = popcount5[low];

  if (k < n_low)
    return set_bits5[low] >> (3 * k) & 7;
  return 5 + (set_bits5[bits >> 5] >> (3 * (k - n_low)) & 7);
}

/* The one generator behind both the full state and a side's view: legal
 * actions depend only on what the acting side can see. The order is part
 * of the engine's behaviour (random play and search pick by index): moves
 * by value, forward first; direct attacks by count; indirect attacks by
 * their move, then count. Parries before retreats by value. */
static inline guint
generate (EgVariant       variant,
          EgPhase         phase,
          EgSide          side,
          const guint8    pos[2],
          const guint8   *hand,
          const EgAction *pending,
          EgAction       *out)
{
  guint distance = (guint) pos[EG_SIDE_RIGHT] - pos[EG_SIDE_LEFT];
  guint n = 0;

  if (phase == EG_PHASE_ACT)
    {
      guint bits = move_bits (side, pos, held_mask (hand));

      for (; bits != 0; bits &= bits - 1)
        out[n++] = move_from_bit (side, (guint) __builtin_ctz (bits));

      if (distance <= EG_N_VALUES)
        for (guint c = 1; c <= hand[distance]; c++)
          out[n++] = (EgAction) { EG_ACTION_ATTACK, side, 0, 0, distance, c };

      /* the move and the attack are values 1..5: only within 10 squares */
      if (variant == EG_VARIANT_ADVANCED && distance <= 2 * EG_N_VALUES)
        for (guint v = distance > EG_N_VALUES ? distance - EG_N_VALUES : 1;
             v < distance && v <= EG_N_VALUES; v++)
          {
            guint held = eg_indirect_attack_count (hand, v, distance);

            for (guint c = 1; c <= held; c++)
              out[n++] = (EgAction) { EG_ACTION_INDIRECT_ATTACK, side, v, 0, distance - v, c };
          }
    }
  else if (phase == EG_PHASE_DEFEND)
    {
      if (hand[pending->value] >= pending->count)
        out[n++] = (EgAction) { EG_ACTION_PARRY, side, 0, 0, pending->value, pending->count };

      if (pending->type == EG_ACTION_INDIRECT_ATTACK)
        {
          guint bits = held_mask (hand) & back_mask[side][pos[side]];

          for (; bits != 0; bits &= bits - 1)
            out[n++] = (EgAction) { EG_ACTION_RETREAT, side, (guint) __builtin_ctz (bits) + 1, 0, 0, 0 };
        }
    }

  return n;
}

guint
eg_round_legal_actions (const EgRound *round,
                        EgAction       actions[EG_MAX_ACTIONS])
{
  if (round->phase == EG_PHASE_OVER)
    return 0;

  return generate (round->variant, round->phase, round->to_act, round->pos,
                   round->hand[round->to_act], &round->pending, actions);
}

/* How many attacks an act phase at @distance (at most 10) offers: the
 * direct ones, then the indirect ones. For a first move v (held) the
 * indirect attacks number hand[d − v], less one when d − v = v; the sum
 * over v is the coefficient of x^d in N(x)·H(x), where byte v of N is 1
 * when value v is held and byte v of H counts it. The coefficients are at
 * most 25, so one 64-bit multiplication computes them all without carries
 * (shifted by three values beyond 7 squares, where v ≥ 3). */
static inline guint
count_attacks (EgVariant     variant,
               const guint8 *hand,
               guint         distance)
{
  guint n = distance <= EG_N_VALUES ? hand[distance] : 0;
  guint32 word;
  guint64 counts, held;

  if (variant != EG_VARIANT_ADVANCED)
    return n;

  memcpy (&word, hand + 1, sizeof word);
  counts = (guint64) word << 8 | (guint64) hand[5] << 40;
  held = (counts | counts >> 1 | counts >> 2) & G_GUINT64_CONSTANT (0x010101010101);
  if (distance <= 7)
    n += (guint) ((held * counts) >> (8 * distance)) & 0xff;
  else
    n += (guint) (((held >> 24) * counts) >> (8 * (distance - 3))) & 0xff;
  if (distance % 2 == 0 && hand[distance / 2] > 0)
    n--;
  return n;
}

/* The attacks of an act phase within 10 squares, listed in generate()'s
 * order: stores the @k-th of them in @out. */
static void
nth_attack (EgVariant     variant,
            EgSide        side,
            const guint8 *hand,
            guint         distance,
            guint         k,
            EgAction     *out)
{
  guint n = 0;

  if (distance <= EG_N_VALUES)
    {
      if (k < hand[distance])
        {
          *out = (EgAction) { EG_ACTION_ATTACK, side, 0, 0, distance, k + 1 };
          return;
        }
      n += hand[distance];
    }

  if (variant == EG_VARIANT_ADVANCED)
    for (guint v = distance > EG_N_VALUES ? distance - EG_N_VALUES : 1;
         v < distance && v <= EG_N_VALUES; v++)
      {
        guint held = eg_indirect_attack_count (hand, v, distance);

        if (k - n < held)
          {
            *out = (EgAction) { EG_ACTION_INDIRECT_ATTACK, side, v, 0, distance - v, k - n + 1 };
            return;
          }
        n += held;
      }

  g_assert_not_reached ();
}

/* Draws as eg_rng_below (rng, n) over the n actions generate() lists,
 * but counts them instead of listing them. Returns the bit of the move
 * picked (see spread_bits), or G_MAXUINT when it picked another action,
 * then stored in @out. */
static inline guint
pick_random (const EgRound *round,
             EgSide         side,
             EgRng         *rng,
             EgAction      *out)
{
  const guint8 *hand = round->hand[side];
  guint held = held_mask (hand);
  guint back = held & back_mask[side][round->pos[side]];
  guint distance = eg_round_get_distance (round);
  guint bits, k;

  if (round->phase == EG_PHASE_ACT)
    {
      guint forward = held & below_mask[distance];
      guint n_moves = popcount5[forward] + popcount5[back];
      guint n_attacks = 0;

      /* beyond 10 squares no attack reaches */
      if (distance <= 2 * EG_N_VALUES)
        n_attacks = count_attacks (round->variant, hand, distance);

      k = eg_rng_below (rng, n_moves + n_attacks);
      if (k >= n_moves)
        {
          nth_attack (round->variant, side, hand, distance, k - n_moves, out);
          return G_MAXUINT;
        }
      bits = spread_bits[forward] | (guint) spread_bits[back] << 1;
      return nth_bit (bits, k);
    }
  else
    {
      const EgAction *pending = &round->pending;
      guint parry = hand[pending->value] >= pending->count;

      bits = pending->type == EG_ACTION_INDIRECT_ATTACK ? back : 0;
      k = eg_rng_below (rng, parry + popcount5[bits]);
      if (parry && k-- == 0)
        *out = (EgAction) { EG_ACTION_PARRY, side, 0, 0, pending->value, pending->count };
      else
        *out = (EgAction) { EG_ACTION_RETREAT, side, nth_bit (bits, k) + 1, 0, 0, 0 };
      return G_MAXUINT;
    }
}

void
eg_round_random_action (const EgRound *round,
                        EgRng         *rng,
                        EgAction      *action)
{
  guint bit;

  g_assert (!eg_round_is_over (round));

  bit = pick_random (round, round->to_act, rng, action);
  if (bit != G_MAXUINT)
    *action = move_from_bit (round->to_act, bit);
}

static inline gboolean
can_act (EgVariant       variant,
         EgPhase         phase,
         EgSide          side,
         const guint8    pos[2],
         const guint8   *hand,
         const EgAction *pending)
{
  guint distance = (guint) pos[EG_SIDE_RIGHT] - pos[EG_SIDE_LEFT];

  if (phase == EG_PHASE_ACT)
    {
      /* An indirect attack starts with a forward move, so moves and direct
       * attacks are enough to decide. */
      if (distance <= EG_N_VALUES && hand[distance] > 0)
        return TRUE;
      return (held_mask (hand) &
              (below_mask[distance] | back_mask[side][pos[side]])) != 0;
    }

  if (phase == EG_PHASE_DEFEND)
    {
      if (hand[pending->value] >= pending->count)
        return TRUE;
      if (pending->type == EG_ACTION_INDIRECT_ATTACK && variant == EG_VARIANT_ADVANCED)
        return (held_mask (hand) & back_mask[side][pos[side]]) != 0;
    }

  return FALSE;
}

EgIllegal
eg_round_check (const EgRound  *round,
                const EgAction *action)
{
  EgSide side = action->side;
  const guint8 *hand;
  guint distance = eg_round_get_distance (round);

  if (round->phase == EG_PHASE_OVER)
    return EG_ILLEGAL_ROUND_OVER;
  if (side != EG_SIDE_LEFT && side != EG_SIDE_RIGHT)
    return EG_ILLEGAL_MALFORMED;
  if (side != round->to_act)
    return EG_ILLEGAL_WRONG_SIDE;

  hand = round->hand[side];

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      if (action->card < 1 || action->card > EG_N_VALUES ||
          action->direction > EG_DIRECTION_BACKWARD)
        return EG_ILLEGAL_MALFORMED;
      if (round->phase == EG_PHASE_DEFEND)
        return EG_ILLEGAL_MUST_DEFEND;
      if (hand[action->card] == 0)
        return EG_ILLEGAL_CARDS_NOT_HELD;
      if (action->direction == EG_DIRECTION_FORWARD)
        return action->card < distance ? EG_ILLEGAL_NONE : EG_ILLEGAL_BLOCKED;
      return eg_can_step_back (side, round->pos[side], action->card)
             ? EG_ILLEGAL_NONE : EG_ILLEGAL_OFF_TRACK;

    case EG_ACTION_ATTACK:
      if (action->value < 1 || action->value > EG_N_VALUES || action->count < 1)
        return EG_ILLEGAL_MALFORMED;
      if (round->phase == EG_PHASE_DEFEND)
        return EG_ILLEGAL_MUST_DEFEND;
      if (action->value != distance)
        return EG_ILLEGAL_NOT_DISTANCE;
      return hand[action->value] >= action->count
             ? EG_ILLEGAL_NONE : EG_ILLEGAL_CARDS_NOT_HELD;

    case EG_ACTION_INDIRECT_ATTACK:
      if (action->card < 1 || action->card > EG_N_VALUES ||
          action->value < 1 || action->value > EG_N_VALUES || action->count < 1)
        return EG_ILLEGAL_MALFORMED;
      if (round->variant == EG_VARIANT_CLASSIC)
        return EG_ILLEGAL_CLASSIC;
      if (round->phase == EG_PHASE_DEFEND)
        return EG_ILLEGAL_MUST_DEFEND;
      if (hand[action->card] == 0)
        return EG_ILLEGAL_CARDS_NOT_HELD;
      if (action->card >= distance)
        return EG_ILLEGAL_BLOCKED;
      if (action->value != distance - action->card)
        return EG_ILLEGAL_NOT_DISTANCE;
      return eg_indirect_attack_count (hand, action->card, distance) >= action->count
             ? EG_ILLEGAL_NONE : EG_ILLEGAL_CARDS_NOT_HELD;

    case EG_ACTION_PARRY:
      if (action->value < 1 || action->value > EG_N_VALUES || action->count < 1)
        return EG_ILLEGAL_MALFORMED;
      if (round->phase != EG_PHASE_DEFEND)
        return EG_ILLEGAL_NOTHING_TO_ANSWER;
      if (action->value != round->pending.value || action->count != round->pending.count)
        return EG_ILLEGAL_PARRY_MISMATCH;
      return hand[action->value] >= action->count
             ? EG_ILLEGAL_NONE : EG_ILLEGAL_CARDS_NOT_HELD;

    case EG_ACTION_RETREAT:
      if (action->card < 1 || action->card > EG_N_VALUES)
        return EG_ILLEGAL_MALFORMED;
      if (round->variant == EG_VARIANT_CLASSIC)
        return EG_ILLEGAL_CLASSIC;
      if (round->phase != EG_PHASE_DEFEND)
        return EG_ILLEGAL_NOTHING_TO_ANSWER;
      if (round->pending.type != EG_ACTION_INDIRECT_ATTACK)
        return EG_ILLEGAL_RETREAT_DIRECT;
      if (hand[action->card] == 0)
        return EG_ILLEGAL_CARDS_NOT_HELD;
      return eg_can_step_back (side, round->pos[side], action->card)
             ? EG_ILLEGAL_NONE : EG_ILLEGAL_OFF_TRACK;

    default:
      return EG_ILLEGAL_MALFORMED;
    }
}

static inline void
finish (EgRound  *round,
        EgSide    winner,
        EgReason  reason)
{
  round->phase = EG_PHASE_OVER;
  round->to_act = EG_SIDE_NONE;
  round->winner = winner;
  round->reason = reason;
}

/* The draw pile is exhausted: cards of the final distance (unless the 2015
 * ruling skips them), then advancement, then a draw. */
static void
finish_exhausted (EgRound  *round,
                  gboolean  compare_cards)
{
  guint distance = eg_round_get_distance (round);
  guint8 cards[2] = { 0, 0 };
  EgReason reason;
  EgSide winner;

  if (distance <= EG_N_VALUES)
    {
      cards[EG_SIDE_LEFT] = round->hand[EG_SIDE_LEFT][distance];
      cards[EG_SIDE_RIGHT] = round->hand[EG_SIDE_RIGHT][distance];
    }
  winner = eg_score_exhausted (round->pos, cards, compare_cards, &reason);
  finish (round, winner, reason);
}

/* Hand the turn to @side; a player who must act and cannot loses. */
static inline void
give_turn (EgRound *round,
           EgSide   side,
           EgPhase  phase)
{
  round->to_act = side;
  round->phase = phase;
  /* the common case: any card steps forward when no attack reaches */
  if (phase == EG_PHASE_ACT && eg_round_get_distance (round) > EG_N_VALUES &&
      round->hand_size[side] > 0)
    return;
  if (!can_act (round->variant, phase, side, round->pos, round->hand[side], &round->pending))
    finish (round, EG_OPPONENT (side),
            phase == EG_PHASE_DEFEND ? EG_REASON_HIT : EG_REASON_NO_LEGAL_ACTION);
}

/* A move of @card squares, towards the opponent when @forward. */
static inline void
play_move (EgRound  *round,
           EgSide    side,
           guint     card,
           int       shift)
{
  play_cards (round, side, card, 1);
  round->pos[side] += shift;
  draw (round, side);
  if (round->next_card == EG_DECK_SIZE)
    finish_exhausted (round, TRUE);
  else
    give_turn (round, EG_OPPONENT (side), EG_PHASE_ACT);
}

/* Applies an action already known to be legal: one that
 * eg_round_legal_actions() listed for this very state. Search and random
 * play generate their actions, so checking them again would be wasted work
 * on the hottest path; everything else calls eg_round_apply(). */
void
eg_round_play (EgRound        *round,
               const EgAction *action)
{
  EgSide side = action->side;
  EgSide other = EG_OPPONENT (side);

  round->n_actions++;

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      play_move (round, side, action->card, eg_action_get_shift (action));
      break;

    case EG_ACTION_INDIRECT_ATTACK:
      play_cards (round, side, action->card, 1);
      round->pos[side] += eg_action_get_shift (action);
      G_GNUC_FALLTHROUGH;

    case EG_ACTION_ATTACK:
      play_cards (round, side, action->value, action->count);
      draw (round, side);
      round->pending = *action;
      round->final_attack = round->next_card == EG_DECK_SIZE;
      give_turn (round, other, EG_PHASE_DEFEND);
      break;

    case EG_ACTION_PARRY:
      play_cards (round, side, action->value, action->count);
      round->pending = (EgAction) { 0 };
      if (round->final_attack)
        finish_exhausted (round, TRUE);
      else
        give_turn (round, side, EG_PHASE_ACT);   /* no refill: the parrying player plays on */
      break;

    case EG_ACTION_RETREAT:
      play_cards (round, side, action->card, 1);
      round->pos[side] += eg_action_get_shift (action);
      round->pending = (EgAction) { 0 };
      draw (round, side);
      if (round->final_attack)
        finish_exhausted (round, FALSE);       /* the 2015 ruling */
      else if (round->next_card == EG_DECK_SIZE)
        finish_exhausted (round, TRUE);        /* the retreat drew the last card */
      else
        give_turn (round, other, EG_PHASE_ACT);
      break;

    default:
      g_assert_not_reached ();
    }

}

static inline void
play_random_step (EgRound *round,
                  EgSide   side,
                  EgRng   *rng)
{
  EgAction action;
  guint bit = pick_random (round, side, rng, &action);

  /* Moves, most of a round, are played without building the action. */
  if (bit == G_MAXUINT)
    eg_round_play (round, &action);
  else
    {
      int card = (int) (bit / 2 + 1);
      int forward = side == EG_SIDE_LEFT ? card : -card;

      round->n_actions++;
      play_move (round, side, (guint) card, (bit & 1) == EG_DIRECTION_FORWARD ? forward : -forward);
    }
}

void
eg_round_play_out_random (EgRound *round,
                          EgRng   *rng)
{
  /* A copy the compiler can keep in registers: the round's bytes could
   * otherwise alias the generator's state. */
  EgRng local = *rng;

  /* Each side's steps are compiled apart, with the side a constant. */
  while (!eg_round_is_over (round))
    if (round->to_act == EG_SIDE_LEFT)
      play_random_step (round, EG_SIDE_LEFT, &local);
    else
      play_random_step (round, EG_SIDE_RIGHT, &local);

  *rng = local;
}

EgIllegal
eg_round_apply (EgRound        *round,
                const EgAction *action)
{
  EgIllegal illegal = eg_round_check (round, action);

  if (illegal == EG_ILLEGAL_NONE)
    eg_round_play (round, action);
  return illegal;
}

void
eg_round_get_view (const EgRound *round,
                   EgSide         side,
                   EgView        *view)
{
  g_return_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT);

  memset (view, 0, sizeof *view);
  view->side = side;
  view->variant = round->variant;
  view->to_act = round->to_act;
  view->phase = round->phase;
  view->pos[0] = round->pos[0];
  view->pos[1] = round->pos[1];
  memcpy (view->hand, round->hand[side], sizeof view->hand);
  view->hand_size = round->hand_size[side];
  view->opponent_hand_size = round->hand_size[EG_OPPONENT (side)];
  view->pile_count = (guint8) eg_round_get_pile_count (round);
  memcpy (view->discard, round->discard, sizeof view->discard);
  view->discard_top = round->discard_top;
  view->final_attack = round->final_attack;
  view->winner = round->winner;
  view->reason = round->reason;
  view->pending = round->pending;
}

guint
eg_view_legal_actions (const EgView *view,
                       EgAction      actions[EG_MAX_ACTIONS])
{
  if (view->phase == EG_PHASE_OVER || view->to_act != view->side)
    return 0;

  return generate (view->variant, view->phase, view->side, view->pos,
                   view->hand, &view->pending, actions);
}

void
eg_view_unseen (const EgView *view,
                guint8        unseen[EG_N_VALUES + 1])
{
  unseen[0] = 0;
  for (guint v = 1; v <= EG_N_VALUES; v++)
    unseen[v] = EG_CARDS_PER_VALUE - view->hand[v] - view->discard[v];
}
