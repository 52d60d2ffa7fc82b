/* eg-match-history.c — what a match keeps of its past: the record of
 * each round, moves taken back (undo), and where the match is kept and
 * where a fork came from
 *
 * The rest of EgMatch (its properties, signals, rounds and actions) is in
 * eg-match.c; the two share eg-match-private.h.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "eg-match-private.h"

guint
eg_match_get_n_rounds (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), 0);
  return self->records->len;
}

/**
 * eg_match_get_round_record:
 * @index: from 0
 *
 * Returns: (transfer none): the deck, actions and result of a round
 */
const EgRoundRecord *
eg_match_get_round_record (EgMatch *self,
                           guint    index)
{
  g_return_val_if_fail (EG_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->records->len, NULL);
  return g_ptr_array_index (self->records, index);
}

/* The last action @side played in the round in progress, or -1. */
static int
last_action_of (EgMatch *self,
                EgSide   side)
{
  EgRoundRecord *record;

  if (!eg_match_is_round_in_progress (self))
    return -1;
  record = eg_match_current_record (self);
  for (int i = (int) record->actions->len - 1; i >= 0; i--)
    if (g_array_index (record->actions, EgAction, i).side == side)
      return i;
  return -1;
}

/**
 * eg_match_can_undo:
 * @side: the person's side
 *
 * Whether eg_match_undo() may take back @side's last action: only a
 * person playing against the computer, and only in the round in progress.
 */
gboolean
eg_match_can_undo (EgMatch *self,
                   EgSide   side)
{
  g_return_val_if_fail (EG_IS_MATCH (self), FALSE);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, FALSE);

  if (self->scripted ||
      eg_player_get_kind (self->players[side]) != EG_PLAYER_HUMAN ||
      eg_player_get_kind (self->players[EG_OPPONENT (side)]) != EG_PLAYER_COMPUTER)
    return FALSE;
  return last_action_of (self, side) >= 0;
}

/**
 * eg_match_undo:
 * @side: the person's side
 *
 * Takes back @side's last action in the round in progress and everything
 * played after it (the computer's reply): the round is as it was, with
 * @side to act. Counts one undo and emits #EgMatch::undone.
 *
 * The position comes back exactly (an undo mends a misclick), but one
 * that takes back something the person has seen since — a card drawn,
 * the computer's action — lets them play again knowing it: the match is
 * practice from then on (eg_knowledge_is_practice()), a fork of its own
 * deal, and so counts apart. An undo within the person's own turn,
 * before anything new was shown, keeps it a real match.
 */
gboolean
eg_match_undo (EgMatch  *self,
               EgSide    side,
               GError  **error)
{
  EgRoundRecord *record;
  int keep;
  guint removed;
  gboolean seen = FALSE;
  guint drawn_before;

  g_return_val_if_fail (EG_IS_MATCH (self), FALSE);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!eg_match_can_undo (self, side))
    {
      g_set_error_literal (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ILLEGAL_ACTION,
                           _("There is no move of yours to take back in this round."));
      return FALSE;
    }

  keep = last_action_of (self, side);
  record = eg_match_current_record (self);
  removed = record->actions->len - keep;
  for (guint i = keep; i < record->actions->len; i++)
    seen |= g_array_index (record->actions, EgAction, i).side != side;
  drawn_before = self->round.next_card;
  g_array_set_size (record->actions, keep);
  g_array_set_size (record->times, keep);

  /* the round again from its deal: the engine has no way back */
  eg_round_init (&self->round, record->deck, self->score.variant, record->starter);
  for (guint i = 0; i < record->actions->len; i++)
    {
      G_GNUC_UNUSED EgIllegal illegal = eg_round_apply (&self->round, &g_array_index (record->actions, EgAction, i));

      g_assert (illegal == EG_ILLEGAL_NONE);
    }
  self->n_undos++;
  seen |= self->round.next_card != drawn_before;
  if (seen && !self->origin.is_fork)
    {
      /* played on from its own deal: every move its own, kept as such */
      EgOrigin own_deal = { TRUE, NULL, 0, 0, FALSE };

      eg_match_set_origin (self, &own_deal);
    }

  eg_match_notify_changes (self);
  eg_match_emit_undone (self, removed);
  return TRUE;
}

/**
 * eg_match_get_n_undos:
 *
 * Returns: how many times eg_match_undo() took a move back in this match
 */
guint
eg_match_get_n_undos (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), 0);
  return self->n_undos;
}

/**
 * eg_match_set_n_undos:
 *
 * Restores the count of a resumed match: a log does not keep it.
 */
void
eg_match_set_n_undos (EgMatch *self,
                      guint    n_undos)
{
  g_return_if_fail (EG_IS_MATCH (self));
  self->n_undos = n_undos;
}

/* ---- where the match is kept, and where a fork came from ---- */

/**
 * eg_match_set_log_name:
 * @log_name: (nullable): the basename of the log the match was read from
 *   or is saved to
 *
 * What a match played from one of its steps names as its origin.
 */
void
eg_match_set_log_name (EgMatch    *self,
                       const char *log_name)
{
  g_return_if_fail (EG_IS_MATCH (self));

  if (g_strcmp0 (self->log_name, log_name) == 0)
    return;
  g_free (self->log_name);
  self->log_name = g_strdup (log_name);
}

const char *
eg_match_get_log_name (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), NULL);
  return self->log_name;
}

/**
 * eg_match_set_origin:
 * @origin: (nullable): where this match was played from, or %NULL for a
 *   match played from the deal
 *
 * Makes the match a fork ("Play From Here") of @origin's match.
 */
void
eg_match_set_origin (EgMatch        *self,
                     const EgOrigin *origin)
{
  g_return_if_fail (EG_IS_MATCH (self));

  g_clear_pointer (&self->origin.log_name, g_free);
  if (origin == NULL)
    {
      memset (&self->origin, 0, sizeof self->origin);
      return;
    }
  self->origin = *origin;
  self->origin.is_fork = TRUE;
  self->origin.log_name = g_strdup (origin->log_name);
}

/**
 * eg_match_get_origin:
 *
 * Returns: (transfer none) (nullable): where this fork came from, or
 *   %NULL for a match played from the deal
 */
const EgOrigin *
eg_match_get_origin (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), NULL);
  return self->origin.is_fork ? &self->origin : NULL;
}

gboolean
eg_match_is_fork (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), FALSE);
  return self->origin.is_fork;
}

/* Every action of every round. */
guint
eg_match_count_actions (EgMatch *self)
{
  guint n = 0;

  g_return_val_if_fail (EG_IS_MATCH (self), 0);

  for (guint r = 0; r < self->records->len; r++)
    n += ((EgRoundRecord *) g_ptr_array_index (self->records, r))->actions->len;
  return n;
}

/**
 * eg_match_has_own_action:
 *
 * Whether an action was played in this match: for a fork, one after the
 * step it was played from. A match without one is not worth keeping.
 */
gboolean
eg_match_has_own_action (EgMatch *self)
{
  guint inherited = 0;

  g_return_val_if_fail (EG_IS_MATCH (self), FALSE);

  if (self->origin.is_fork)
    {
      for (guint r = 0; r < self->origin.round_index && r < self->records->len; r++)
        inherited += ((EgRoundRecord *) g_ptr_array_index (self->records, r))->actions->len;
      inherited += self->origin.action_index;
    }
  return eg_match_count_actions (self) > inherited;
}
