/* eg-ai-policy.c — rules of thumb for one action of a determinized round
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ai"

#include "config.h"

#include <string.h>

#include "eg-ai-private.h"

enum
{
  SCORE_THREATENED = 0,
  SCORE_SAFE = 1000,
  SCORE_DRAWN_END = 1500,
  SCORE_WON_END = 3000,
};

/* Whether @side, on @position and holding @hand, could retreat from an
 * indirect attack. */
static gboolean
can_retreat (const EgRound *round,
             EgSide         side,
             guint          position,
             const guint8  *hand)
{
  return round->variant == EG_VARIANT_ADVANCED && eg_can_retreat (side, position, hand);
}

/* Whether a side holding @att, to act at @distance, has an attack that a
 * side holding @def can neither parry nor (when @def_can_retreat) retreat
 * from. On success @out, if not NULL, is that attack, played with every
 * card that helps. */
static gboolean
find_winning_attack (const guint8 *att,
                     const guint8 *def,
                     guint         distance,
                     gboolean      indirect_allowed,
                     gboolean      def_can_retreat,
                     EgSide        side,
                     EgAction     *out)
{
  if (distance <= EG_N_VALUES && att[distance] > def[distance])
    {
      if (out != NULL)
        *out = eg_action_attack (side, distance, att[distance]);
      return TRUE;
    }

  if (!indirect_allowed || def_can_retreat)
    return FALSE;

  for (guint v = 1; v < distance && v <= EG_N_VALUES; v++)
    {
      guint held = eg_indirect_attack_count (att, v, distance);

      /* held > 0: the value, distance - v, is a card's */
      if (held > 0 && held > def[distance - v])
        {
          if (out != NULL)
            *out = eg_action_indirect_attack (side, v, distance - v, held);
          return TRUE;
        }
    }

  return FALSE;
}

/* Who wins a round that ends now with these hands and squares. */
static int
score_end (const EgRound *round,
           EgSide         side,
           const guint8  *mine,
           const guint8   pos[2],
           gboolean       compare_cards)
{
  EgSide other = EG_OPPONENT (side);
  guint distance = (guint) pos[EG_SIDE_RIGHT] - pos[EG_SIDE_LEFT];
  guint a, b;

  if (compare_cards && distance <= EG_N_VALUES && mine[distance] != round->hand[other][distance])
    return mine[distance] > round->hand[other][distance] ? SCORE_WON_END : SCORE_THREATENED;

  a = eg_advancement (side, pos[side]);
  b = eg_advancement (other, pos[other]);
  if (a == b)
    return SCORE_DRAWN_END;
  return a > b ? SCORE_WON_END : SCORE_THREATENED;
}

/* How good it looks for @side to play @card as a step (a move, or a
 * retreat) and hand the turn over: the hand is refilled from the known
 * pile, then can the opponent hit at once? */
static int
score_step (const EgRound *round,
            EgSide         side,
            guint          card,
            gboolean       forward,
            gboolean       retreat)
{
  EgSide other = EG_OPPONENT (side);
  guint8 mine[EG_N_VALUES + 1];
  guint8 pos[2] = { round->pos[0], round->pos[1] };
  guint size = round->hand_size[side] - 1;
  guint next = round->next_card;
  gboolean towards_right = (side == EG_SIDE_LEFT) == forward;
  guint distance;
  int score;

  memcpy (mine, round->hand[side], sizeof mine);
  mine[card]--;
  pos[side] = (guint8) (towards_right ? pos[side] + card : pos[side] - card);
  distance = (guint) pos[EG_SIDE_RIGHT] - pos[EG_SIDE_LEFT];

  while (size < EG_HAND_SIZE && next < EG_DECK_SIZE)
    {
      mine[round->deck[next++]]++;
      size++;
    }

  if (retreat && round->final_attack)
    return score_end (round, side, mine, pos, FALSE);
  if (next == EG_DECK_SIZE)
    return score_end (round, side, mine, pos, TRUE);

  if (find_winning_attack (round->hand[other], mine, distance,
                           round->variant == EG_VARIANT_ADVANCED,
                           can_retreat (round, side, pos[side], mine), other, NULL))
    score = SCORE_THREATENED;
  else
    score = SCORE_SAFE;

  /* Ground gained counts at the end of the round; holding cards of the
   * distance keeps the opponent from standing still. */
  score += forward ? 2 * (int) card : -2 * (int) card;
  if (distance <= EG_N_VALUES && mine[distance] > 0)
    score += 3;
  return score;
}

/* An attack the opponent can parry: they lose the cards and must act
 * without refilling. */
static int
score_parried_attack (const EgRound *round,
                      EgSide         side,
                      guint          value,
                      guint          count)
{
  EgSide other = EG_OPPONENT (side);
  guint8 mine[EG_N_VALUES + 1];
  guint8 theirs[EG_N_VALUES + 1];
  guint size = round->hand_size[side] - count;
  guint next = round->next_card;
  guint distance = eg_round_get_distance (round);

  memcpy (mine, round->hand[side], sizeof mine);
  memcpy (theirs, round->hand[other], sizeof theirs);
  mine[value] -= count;
  theirs[value] -= count;

  while (size < EG_HAND_SIZE && next < EG_DECK_SIZE)
    {
      mine[round->deck[next++]]++;
      size++;
    }

  if (next == EG_DECK_SIZE)
    {
      EgRound after = *round;

      memcpy (after.hand[other], theirs, sizeof theirs);
      return score_end (&after, side, mine, round->pos, TRUE);
    }

  if (find_winning_attack (theirs, mine, distance,
                           round->variant == EG_VARIANT_ADVANCED,
                           can_retreat (round, side, round->pos[side], mine), other, NULL))
    return SCORE_THREATENED;
  return SCORE_SAFE + 6;
}

static EgAction
choose_defence (const EgRound *round)
{
  EgSide side = round->to_act;
  const guint8 *hand = round->hand[side];
  const EgAction *pending = &round->pending;
  EgAction best = { 0 };
  int best_score = G_MININT;

  if (hand[pending->value] >= pending->count)
    return eg_action_parry (side, pending->value, pending->count);

  for (guint v = 1; v <= EG_N_VALUES; v++)
    if (hand[v] > 0 && eg_can_step_back (side, round->pos[side], v))
      {
        int score = score_step (round, side, v, FALSE, TRUE);

        if (score > best_score)
          {
            best_score = score;
            best = eg_action_retreat (side, v);
          }
      }

  return best;
}

static EgAction
choose_act (const EgRound *round,
            EgRng         *rng)
{
  EgSide side = round->to_act;
  EgSide other = EG_OPPONENT (side);
  const guint8 *hand = round->hand[side];
  guint distance = eg_round_get_distance (round);
  EgAction best = { 0 };
  int best_score = G_MININT;

  if (find_winning_attack (hand, round->hand[other], distance,
                           round->variant == EG_VARIANT_ADVANCED,
                           can_retreat (round, other, round->pos[other], round->hand[other]),
                           side, &best))
    return best;

  for (guint v = 1; v <= EG_N_VALUES; v++)
    {
      if (hand[v] == 0)
        continue;
      for (guint forward = 0; forward < 2; forward++)
        {
          int score;

          if (forward ? v >= distance : !eg_can_step_back (side, round->pos[side], v))
            continue;
          score = score_step (round, side, v, forward, FALSE) + (int) eg_rng_below (rng, 4);
          if (score > best_score)
            {
              best_score = score;
              best = eg_action_move (side, v, forward ? EG_DIRECTION_FORWARD : EG_DIRECTION_BACKWARD);
            }
        }
    }

  if (distance <= EG_N_VALUES && hand[distance] > 0)
    {
      int score = score_parried_attack (round, side, distance, hand[distance]) +
                  (int) eg_rng_below (rng, 4);

      if (score > best_score)
        best = eg_action_attack (side, distance, hand[distance]);
    }

  return best;
}

EgAction
eg_ai_policy_choose (const EgRound *round,
                     guint          explore_one_in,
                     EgRng         *rng)
{
  g_assert (!eg_round_is_over (round));

  if (explore_one_in > 0 && eg_rng_below (rng, explore_one_in) == 0)
    {
      EgAction action;

      eg_round_random_action (round, rng, &action);
      return action;
    }

  if (round->phase == EG_PHASE_DEFEND)
    return choose_defence (round);
  return choose_act (round, rng);
}
