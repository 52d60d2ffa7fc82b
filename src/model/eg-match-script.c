/* eg-match-script.c — a lesson's round on EgMatch: set up rather than
 * dealt, and played to the lesson's script, which may refuse a legal
 * action (in its own words) and gives the next one (eg-lesson.c holds
 * the scripts)
 *
 * The rest of EgMatch is in eg-match.c and eg-match-history.c; they
 * share eg-match-private.h.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "eg-match-private.h"

/**
 * eg_match_begin_scripted_round:
 * @state: the position the round starts from (eg_round_init_from_state())
 * @script: what the lesson allows and answers; @data is handed to it and
 *   freed with @destroy along with the match
 *
 * Starts a lesson's round, in place of a dealt one, in a match that has
 * played none: the first round of a match that stays a lesson. Its moves
 * cannot be taken back (the round has no deal to replay from).
 */
gboolean
eg_match_begin_scripted_round (EgMatch              *self,
                               const EgRound        *state,
                               const EgMatchScript  *script,
                               gpointer              data,
                               GDestroyNotify        destroy,
                               GError              **error)
{
  EgRoundRecord *record;

  g_return_val_if_fail (EG_IS_MATCH (self), FALSE);
  g_return_val_if_fail (state != NULL && script != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->records->len > 0 || eg_round_is_over (state))
    {
      g_set_error_literal (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ROUND_IN_PROGRESS,
                           _("A lesson starts a match of its own."));
      return FALSE;
    }

  self->started = g_date_time_new_now_utc ();
  record = g_new0 (EgRoundRecord, 1);
  memcpy (record->deck, state->deck, EG_DECK_SIZE);
  record->starter = eg_round_get_starter (state);
  record->actions = g_array_sized_new (FALSE, FALSE, sizeof (EgAction), 8);
  record->times = g_array_sized_new (FALSE, FALSE, sizeof (gint64), 8);
  record->winner = EG_SIDE_NONE;
  record->reason = EG_REASON_NONE;
  g_ptr_array_add (self->records, record);

  self->round = *state;
  self->round.variant = self->score.variant;
  self->round_started = TRUE;
  self->scripted = TRUE;
  self->script = *script;
  self->script_data = data;
  self->script_destroy = destroy;

  eg_match_notify_changes (self);
  eg_match_emit_round_started (self, 1);
  return TRUE;
}

/* Whether the match is a lesson (eg_match_begin_scripted_round()). */
gboolean
eg_match_is_scripted (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), FALSE);
  return self->scripted;
}

/**
 * eg_match_get_scripted_action:
 * @action: (out): the lesson's next action: the computer's answer, or
 *   the person's move it asks for (the hint)
 *
 * Returns: whether the lesson scripts a next action
 */
gboolean
eg_match_get_scripted_action (EgMatch  *self,
                              EgAction *action)
{
  g_return_val_if_fail (EG_IS_MATCH (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!self->scripted || !eg_match_is_round_in_progress (self))
    return FALSE;
  return self->script.next (&self->round, action, self->script_data);
}

/* The lesson's refusal of an action the rules allow, as an error
 * (eg_match_apply()). */
gboolean
eg_match_script_allows (EgMatch         *self,
                        const EgAction  *action,
                        GError         **error)
{
  g_autofree char *reason = NULL;

  if (!self->scripted || eg_round_check (&self->round, action) != EG_ILLEGAL_NONE)
    return TRUE;
  reason = self->script.refuse (&self->round, action, self->script_data);
  if (reason == NULL)
    return TRUE;
  g_set_error_literal (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ILLEGAL_ACTION, reason);
  return FALSE;
}
