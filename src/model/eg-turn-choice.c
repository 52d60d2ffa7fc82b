/* eg-turn-choice.c — the person's choice on EgTurn: the cards selected,
 * the actions they allow, the one chosen, where each lands, and playing it
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <string.h>

#include "eg-action.h"
#include "eg-turn-private.h"

/* The options of the selection, from the legal actions already listed. */
void
eg_turn_update_options (EgTurn *self)
{
  self->n_options = 0;
  if (eg_turn_can_act (self))
    for (guint i = 0; i < self->n_legal; i++)
      {
        guint8 cards[EG_N_VALUES + 1];

        eg_action_get_cards (&self->legal[i], cards);
        if (memcmp (cards, self->selection, sizeof cards) == 0)
          self->options[self->n_options++] = self->legal[i];
      }

  if (self->has_chosen)
    {
      gboolean still = FALSE;

      for (guint i = 0; i < self->n_options; i++)
        still |= eg_action_equal (&self->options[i], &self->chosen);
      self->has_chosen = still;
    }
}

const guint8 *
eg_turn_get_selection (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), NULL);
  return self->selection;
}

guint
eg_turn_get_n_selected (EgTurn *self)
{
  guint n = 0;

  g_return_val_if_fail (EG_IS_TURN (self), 0);
  for (guint v = 1; v <= EG_N_VALUES; v++)
    n += self->selection[v];
  return n;
}

const EgAction *
eg_turn_get_options (EgTurn *self,
                     guint  *n_options)
{
  g_return_val_if_fail (EG_IS_TURN (self), NULL);
  g_return_val_if_fail (n_options != NULL, NULL);
  *n_options = self->n_options;
  return self->options;
}

const EgAction *
eg_turn_get_chosen (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), NULL);
  return self->has_chosen ? &self->chosen : NULL;
}

const char *
eg_turn_get_notice (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), NULL);
  return self->notice;
}

/**
 * eg_turn_get_hint:
 *
 * Returns: (nullable): the action the notice suggests, while the notice
 *   is a hint (eg_turn_hint()); %NULL otherwise
 */
const EgAction *
eg_turn_get_hint (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), NULL);
  return self->has_hint ? &self->hint : NULL;
}

EgPrompt
eg_turn_get_prompt (EgTurn *self)
{
  guint n_selected;

  g_return_val_if_fail (EG_IS_TURN (self), EG_PROMPT_NONE);

  if (!eg_turn_can_act (self))
    return EG_PROMPT_NONE;
  n_selected = eg_turn_get_n_selected (self);
  if (n_selected == 0)
    return eg_match_get_phase (self->match) == EG_PHASE_DEFEND ? EG_PROMPT_CHOOSE_DEFENCE
                                                               : EG_PROMPT_CHOOSE;
  /* a single card also may start an indirect attack */
  if (n_selected == 1)
    for (guint i = 0; i < self->n_legal; i++)
      if (self->legal[i].type == EG_ACTION_INDIRECT_ATTACK &&
          self->selection[self->legal[i].card] == 1)
        return EG_PROMPT_INDIRECT;
  return self->n_options == 0 ? EG_PROMPT_NO_PLAY : EG_PROMPT_NONE;
}

guint32
eg_turn_get_playable (EgTurn *self)
{
  guint32 playable = 0;

  g_return_val_if_fail (EG_IS_TURN (self), 0);

  if (!eg_turn_can_act (self))
    return 0;
  for (guint i = 0; i < self->n_legal; i++)
    {
      guint8 cards[EG_N_VALUES + 1];

      eg_action_get_cards (&self->legal[i], cards);
      for (guint v = 1; v <= EG_N_VALUES; v++)
        if (cards[v] > 0)
          playable |= 1u << v;
    }
  return playable;
}

const EgAction *
eg_turn_get_targets (EgTurn *self,
                     guint   dragged,
                     guint  *n_targets)
{
  g_return_val_if_fail (EG_IS_TURN (self), NULL);
  g_return_val_if_fail (n_targets != NULL, NULL);

  *n_targets = 0;
  if (!eg_turn_can_act (self))
    return self->targets;
  if (dragged != 0)
    {
      for (guint i = 0; i < self->n_legal; i++)
        if (eg_action_get_first_card (&self->legal[i]) == dragged)
          self->targets[(*n_targets)++] = self->legal[i];
      return self->targets;
    }
  /* a hint's cards are a suggestion, not the player's choice: every
   * square the hand reaches still plays what it shows */
  if (eg_turn_get_n_selected (self) > 0 && !self->has_hint)
    {
      *n_targets = self->n_options;
      return self->options;
    }
  *n_targets = self->n_legal;
  return self->legal;
}

void
eg_turn_get_highlight (EgTurn   *self,
                       gboolean  hints,
                       guint32  *reach,
                       guint    *chosen_square,
                       EgSide   *attacked)
{
  g_return_if_fail (EG_IS_TURN (self));

  *reach = 0;
  *chosen_square = 0;
  *attacked = EG_SIDE_NONE;
  if (self->match == NULL)
    return;

  if (hints && eg_turn_can_act (self) && eg_turn_get_n_selected (self) == 1)
    for (guint i = 0; i < self->n_legal; i++)
      {
        const EgAction *action = &self->legal[i];

        /* the square an indirect attack would step to */
        if (action->type == EG_ACTION_INDIRECT_ATTACK && self->selection[action->card] == 1)
          *reach |= 1u << eg_action_get_landing (action, eg_match_get_position (self->match, action->side));
      }

  for (guint i = 0; i < self->n_options; i++)
    {
      const EgAction *option = &self->options[i];
      guint target = eg_action_get_shift (option) != 0
                     ? eg_action_get_landing (option, eg_match_get_position (self->match, option->side))
                     : 0;

      if (hints && target != 0)
        *reach |= 1u << target;
      if (eg_action_is_attack (option) && (hints || (self->has_chosen && eg_action_equal (option, &self->chosen))))
        *attacked = EG_OPPONENT (option->side);
      if (self->has_chosen && eg_action_equal (option, &self->chosen))
        *chosen_square = target;
    }

  /* during a defence the attacked fencer is the one at risk */
  if (*attacked == EG_SIDE_NONE && eg_match_get_phase (self->match) == EG_PHASE_DEFEND)
    *attacked = eg_match_get_side_to_act (self->match);
}

void
eg_turn_toggle_card (EgTurn   *self,
                     guint     value,
                     gboolean  selected)
{
  EgView view;

  g_return_if_fail (EG_IS_TURN (self));

  if (!eg_turn_can_act (self) || value < 1 || value > EG_N_VALUES)
    return;

  eg_match_get_view (self->match, self->viewer, &view);
  if (selected && self->selection[value] > 0)
    self->selection[value]--;
  else if (self->selection[value] < view.hand[value])
    self->selection[value]++;
  self->has_chosen = FALSE;
  eg_turn_set_notice (self, NULL, NULL);
  eg_turn_selection_changed (self);
}

gboolean
eg_turn_cycle_card (EgTurn *self,
                    guint   value)
{
  gboolean held;
  EgView view;

  g_return_val_if_fail (EG_IS_TURN (self), FALSE);

  if (!eg_turn_can_act (self) || value < 1 || value > EG_N_VALUES)
    return FALSE;

  eg_match_get_view (self->match, self->viewer, &view);
  held = view.hand[value] > 0;
  if (!held)
    eg_turn_set_notice (self, eg_describe_not_held (value), NULL);
  else
    {
      /* pressing a value again adds another card of it, then wraps to none */
      self->selection[value] = self->selection[value] < view.hand[value] ? self->selection[value] + 1 : 0;
      eg_turn_set_notice (self, NULL, NULL);
    }
  self->has_chosen = FALSE;
  eg_turn_selection_changed (self);
  return held;
}

void
eg_turn_clear_selection (EgTurn *self)
{
  g_return_if_fail (EG_IS_TURN (self));
  eg_turn_reset_selection (self);
  eg_turn_selection_changed (self);
}

static gboolean
matches_choice (const EgAction *action,
                EgTurnChoice    choice)
{
  switch (choice)
    {
    case EG_TURN_CHOOSE_ATTACK:
      return eg_action_is_attack (action);
    case EG_TURN_CHOOSE_PARRY:
      return action->type == EG_ACTION_PARRY;
    case EG_TURN_CHOOSE_RETREAT:
      return action->type == EG_ACTION_RETREAT;
    case EG_TURN_CHOOSE_LEFT:
    case EG_TURN_CHOOSE_RIGHT:
      if (action->type != EG_ACTION_MOVE && action->type != EG_ACTION_RETREAT)
        return FALSE;
      return (eg_action_get_shift (action) > 0) == (choice == EG_TURN_CHOOSE_RIGHT);
    default:
      return FALSE;
    }
}

gboolean
eg_turn_choose (EgTurn       *self,
                EgTurnChoice  choice)
{
  guint start = 0;

  g_return_val_if_fail (EG_IS_TURN (self), FALSE);

  if (self->has_chosen)
    for (guint i = 0; i < self->n_options; i++)
      if (eg_action_equal (&self->options[i], &self->chosen))
        start = i + 1;

  for (guint i = 0; i < self->n_options; i++)
    {
      const EgAction *option = &self->options[(start + i) % self->n_options];

      if (matches_choice (option, choice))
        {
          self->chosen = *option;
          self->has_chosen = TRUE;
          eg_turn_set_notice (self, NULL, NULL);
          eg_turn_selection_changed (self);
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
eg_turn_act (EgTurn       *self,
             EgTurnChoice  choice)
{
  const EgAction *pool, *only = NULL;
  guint n_pool, n_kind = 0;

  g_return_val_if_fail (EG_IS_TURN (self), FALSE);

  if (!eg_turn_can_act (self))
    return FALSE;
  if (eg_turn_get_n_selected (self) > 0)
    pool = eg_turn_get_options (self, &n_pool);
  else
    pool = eg_turn_get_targets (self, 0, &n_pool);
  for (guint i = 0; i < n_pool; i++)
    if (matches_choice (&pool[i], choice))
      {
        only = &pool[i];
        n_kind++;
      }
  if (n_kind == 1)
    {
      EgAction action = *only;

      return eg_turn_play (self, &action);
    }
  return eg_turn_choose (self, choice);
}

gboolean
eg_turn_play (EgTurn         *self,
              const EgAction *action)
{
  g_autoptr(GError) error = NULL;
  EgAction copy = *action;

  g_return_val_if_fail (EG_IS_TURN (self), FALSE);
  g_return_val_if_fail (self->match != NULL, FALSE);

  eg_turn_reset_selection (self);
  if (!eg_match_apply (self->match, &copy, &error))
    {
      eg_turn_set_notice (self, g_strdup (error->message), NULL);
      eg_turn_selection_changed (self);
      return FALSE;
    }
  return TRUE;
}

gboolean
eg_turn_confirm (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), FALSE);

  if (!eg_turn_can_act (self))
    return FALSE;
  if (self->has_chosen)
    return eg_turn_play (self, &self->chosen);
  if (self->n_options == 1)
    return eg_turn_play (self, &self->options[0]);
  if (self->n_options > 1)
    {
      /* Enter with more than one move allowed: say how to pick one */
      eg_turn_set_notice (self, g_strdup (eg_describe_choose_option ()), NULL);
      eg_turn_selection_changed (self);
    }
  return FALSE;
}
