/* eg-board-targets.c — legal actions as places on the board
 *
 * The board knows no rules, the model no squares to click: here a legal
 * action becomes a target on the square it leads to, in the words the
 * move list uses. Each square reached by a move is reached by one card
 * value only, so a click there needs no card chosen first; attacks and
 * parries share the fencer's square and the board offers the choice.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include "eg-action.h"
#include "eg-board-targets.h"
#include "eg-describe.h"

static EgBoardTargetKind
kind_of (const EgAction *action)
{
  switch (action->type)
    {
    case EG_ACTION_MOVE:
      return EG_BOARD_TARGET_MOVE;
    case EG_ACTION_RETREAT:
      return EG_BOARD_TARGET_RETREAT;
    case EG_ACTION_ATTACK:
    case EG_ACTION_INDIRECT_ATTACK:
      return EG_BOARD_TARGET_ATTACK;
    case EG_ACTION_PARRY:
    default:
      return EG_BOARD_TARGET_PARRY;
    }
}

void
eg_board_targets_show (EgBoard        *board,
                       const EgAction *actions,
                       guint           n_actions,
                       const guint8    pos[2],
                       const char     *name)
{
  guint i;

  g_return_if_fail (EG_IS_BOARD (board));

  eg_board_clear_targets (board);
  for (i = 0; i < n_actions; i++)
    {
      g_autofree char *words = eg_describe_action (&actions[i], name);
      guint square = eg_action_get_square (&actions[i], pos);

      g_return_if_fail (square >= 1 && square <= EG_TRACK_LENGTH);
      eg_board_add_target (board, i, kind_of (&actions[i]), actions[i].side, square, words);
    }
}

void
eg_board_targets_show_last_move (EgBoard          *board,
                                 const EgLastMove *move,
                                 const char       *left_name,
                                 const char       *right_name)
{
  g_autofree char *description = eg_describe_last_move (move, left_name, right_name);
  EgBoardLastMove marks = { 0 };

  if (move->side == EG_SIDE_LEFT || move->side == EG_SIDE_RIGHT)
    {
      marks.left[move->side] = move->from;
      marks.reached[move->side] = move->to;
      if (move->type == EG_ACTION_PARRY)
        marks.parried = move->to;
    }
  /* an indirect attack's step, when an answer is the last move */
  if (move->attacker != EG_SIDE_NONE && move->attacker != move->side)
    {
      marks.left[move->attacker] = move->attack_from;
      marks.reached[move->attacker] = move->attack_to;
    }
  /* a fencer that stayed leaves no square */
  for (int side = 0; side < 2; side++)
    if (marks.left[side] == marks.reached[side])
      marks.left[side] = marks.reached[side] = 0;
  if (move->attacker != EG_SIDE_NONE)
    {
      marks.attacked = move->attacked;
      marks.attack_value = move->value;
      marks.attack_count = move->count;
    }
  eg_board_set_last_move (board, &marks, description);
}

void
eg_board_targets_show_ghost (EgBoard        *board,
                             const EgAction *better,
                             const guint8    pos[2],
                             const char     *name)
{
  g_autofree char *words = NULL;

  g_return_if_fail (EG_IS_BOARD (board));
  g_return_if_fail (better != NULL);

  words = eg_describe_best_play (better, name, FALSE);
  /* a step and an attack: the fencer lunges from the step's square */
  eg_board_set_ghost (board, kind_of (better), better->side, eg_action_get_square (better, pos),
                      eg_action_get_landing (better, pos[better->side]), words);
}
