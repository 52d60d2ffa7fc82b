/* eg-turn.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <string.h>

#include "eg-action.h"
#include "eg-computer.h"
#include "eg-turn-private.h"


G_DEFINE_FINAL_TYPE (EgTurn, eg_turn, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_HIDE_HANDS,
  PROP_VIEWER,
  PROP_PASSING,
  PROP_COMPUTER_BUSY,
  PROP_COMPUTER_THINKING,
  PROP_STATUS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SHOW,
  CHANGED,
  SELECTION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
is_human (EgTurn *self,
          EgSide  side)
{
  return eg_player_is_human (eg_match_get_player (self->match, side));
}

static guint
n_humans (EgTurn *self)
{
  return is_human (self, EG_SIDE_LEFT) + is_human (self, EG_SIDE_RIGHT);
}

static gboolean
in_progress (EgTurn *self)
{
  return self->match != NULL && eg_match_is_round_in_progress (self->match);
}

/* The computer is thinking, or is to act once the last change is shown. */
static void
update_busy (EgTurn *self)
{
  gboolean busy = eg_computer_get_busy (self->computer) ||
                  (self->holds > 0 && in_progress (self) &&
                   !is_human (self, eg_match_get_side_to_act (self->match)));

  if (busy == self->busy)
    return;
  self->busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_BUSY]);
}

/* The computer's next move starts, unless a view still shows the last change. */
static void
update_computer (EgTurn *self)
{
  if (self->holds == 0)
    eg_computer_update (self->computer);
  update_busy (self);
}

static gboolean
compute_passing (EgTurn *self)
{
  return in_progress (self) && self->hiding && n_humans (self) == 2 &&
         eg_match_get_side_to_act (self->match) != self->revealed;
}

static EgSide
compute_viewer (EgTurn *self)
{
  EgSide to_act;

  if (self->match == NULL)
    return EG_SIDE_NONE;

  switch (n_humans (self))
    {
    case 1:
      return is_human (self, EG_SIDE_LEFT) ? EG_SIDE_LEFT : EG_SIDE_RIGHT;
    case 2:
      if (!in_progress (self))
        return self->viewer;
      to_act = eg_match_get_side_to_act (self->match);
      if (self->hiding)
        return self->revealed == to_act ? to_act : EG_SIDE_NONE;
      return to_act;
    default:
      return EG_SIDE_NONE;
    }
}

static void
set_string (EgTurn      *self,
            char       **field,
            char        *text,
            GParamSpec  *pspec)
{
  if (g_strcmp0 (*field, text) == 0)
    {
      g_free (text);
      return;
    }
  g_free (*field);
  *field = text;
  if (pspec != NULL)
    g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

/* Every change of the notice goes through here, so that it is known
 * whether it is a hint, and which (eg_turn_get_hint()). */
void
eg_turn_set_notice (EgTurn         *self,
                    char           *text,
                    const EgAction *hint)
{
  set_string (self, &self->notice, text, NULL);
  self->has_hint = hint != NULL;
  if (hint != NULL)
    self->hint = *hint;
}

void
eg_turn_reset_selection (EgTurn *self)
{
  memset (self->selection, 0, sizeof self->selection);
  self->has_chosen = FALSE;
  eg_turn_set_notice (self, NULL, NULL);
}

static void
update_status (EgTurn *self)
{
  gboolean parry = FALSE, retreat = FALSE;
  char *status;

  if (self->match == NULL)
    return;

  for (guint i = 0; i < self->n_legal; i++)
    {
      parry |= self->legal[i].type == EG_ACTION_PARRY;
      retreat |= self->legal[i].type == EG_ACTION_RETREAT;
    }
  status = eg_describe_status (self->match, parry, retreat);
  /* the action that ended the round, while a view still shows it: the
   * result comes once it has (eg_turn_action_shown()) */
  if (self->holds > 0 && !in_progress (self) && eg_match_get_last_action (self->match) != NULL)
    {
      const EgAction *action = eg_match_get_last_action (self->match);

      g_free (status);
      status = eg_describe_action (action, eg_match_get_name (self->match, action->side));
    }

  /* the hot-seat screen's title stands for the status */
  if (self->passing)
    {
      g_autofree char *detail = NULL;
      g_autofree char *button = NULL;

      g_free (status);
      eg_describe_pass_screen (self->match, &status, &detail, &button);
    }
  set_string (self, &self->status, status, properties[PROP_STATUS]);
}

static void
list_legal (EgTurn *self)
{
  guint round, n_actions;

  if (!in_progress (self) || !is_human (self, eg_match_get_side_to_act (self->match)))
    {
      self->n_legal = 0;
      self->legal_listed = FALSE;
      return;
    }

  round = eg_match_get_round_number (self->match);
  n_actions = eg_match_get_round_actions (self->match, NULL);
  if (self->legal_listed && round == self->legal_round && n_actions == self->legal_n_actions)
    return;
  self->n_legal = eg_match_get_legal_actions (self->match, self->legal);
  self->legal_listed = TRUE;
  self->legal_round = round;
  self->legal_n_actions = n_actions;
}

/* The match changed: who sees and acts, what is legal, what is said. */
static void
update_position (EgTurn *self)
{
  EgSide viewer = compute_viewer (self);
  gboolean passing = compute_passing (self);

  g_object_freeze_notify (G_OBJECT (self));

  if (viewer != self->viewer)
    {
      self->viewer = viewer;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
    }
  if (passing != self->passing)
    {
      self->passing = passing;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PASSING]);
    }

  list_legal (self);
  eg_turn_update_options (self);
  update_status (self);
  update_computer (self);

  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The selection, the choice or the notice changed, not the match. */
void
eg_turn_selection_changed (EgTurn *self)
{
  eg_turn_update_options (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

/* Tells the views first that the match moved on by @action (NULL: a
 * deal); the computer waits for one that takes time to show it. */
static void
announce (EgTurn         *self,
          const EgAction *action)
{
  /* each view that takes time holds it (eg_turn_hold_show()) */
  self->holds = 0;
  g_signal_emit (self, signals[SHOW], 0, action);
}

static void
round_started (EgTurn *self)
{
  self->revealed = EG_SIDE_NONE;
  eg_turn_reset_selection (self);
  announce (self, NULL);
  update_position (self);
}

static void
action_applied (EgTurn         *self,
                const EgAction *action)
{
  eg_turn_reset_selection (self);
  announce (self, action);
  /* the end of a round is told once, by "round-finished" */
  if (in_progress (self))
    update_position (self);
}

/* Moves taken back (eg_match_undo()): the position is an earlier one. */
static void
undone (EgTurn *self)
{
  /* what was being shown is taken back */
  self->holds = 0;
  self->legal_listed = FALSE;
  eg_turn_reset_selection (self);
  update_position (self);
}

static void
computer_suggested (EgTurn         *self,
                    const EgAction *action)
{
  eg_action_get_cards (action, self->selection);
  self->chosen = *action;
  self->has_chosen = TRUE;
  eg_turn_set_notice (self, eg_describe_suggestion (action), action);
  eg_turn_selection_changed (self);
}

static void
computer_busy_changed (EgTurn *self)
{
  update_busy (self);
}

/* Busy is brought up to date first, whichever of the computer's two
 * notifications comes first: a view told that the computer thinks
 * finds it busy. */
static void
computer_thinking_changed (EgTurn *self)
{
  update_busy (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_THINKING]);
}

static void
eg_turn_dispose (GObject *object)
{
  EgTurn *self = EG_TURN (object);

  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);
  if (self->computer != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->computer, self);
      eg_computer_cancel (self->computer);
    }
  g_clear_object (&self->computer);
  G_OBJECT_CLASS (eg_turn_parent_class)->dispose (object);
}

static void
eg_turn_finalize (GObject *object)
{
  EgTurn *self = EG_TURN (object);

  g_free (self->status);
  g_free (self->notice);
  G_OBJECT_CLASS (eg_turn_parent_class)->finalize (object);
}

static void
eg_turn_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  EgTurn *self = EG_TURN (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_HIDE_HANDS:
      g_value_set_boolean (value, self->hide_hands);
      break;
    case PROP_VIEWER:
      g_value_set_enum (value, self->viewer);
      break;
    case PROP_PASSING:
      g_value_set_boolean (value, self->passing);
      break;
    case PROP_COMPUTER_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    case PROP_COMPUTER_THINKING:
      g_value_set_boolean (value, eg_computer_get_thinking (self->computer));
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_turn_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  EgTurn *self = EG_TURN (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      eg_turn_set_match (self, g_value_get_object (value));
      break;
    case PROP_HIDE_HANDS:
      eg_turn_set_hide_hands (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_turn_class_init (EgTurnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = eg_turn_dispose;
  object_class->finalize = eg_turn_finalize;
  object_class->get_property = eg_turn_get_property;
  object_class->set_property = eg_turn_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, EG_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIDE_HANDS] =
    g_param_spec_boolean ("hide-hands", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWER] =
    g_param_spec_enum ("viewer", NULL, NULL, EG_TYPE_SIDE, EG_SIDE_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PASSING] =
    g_param_spec_boolean ("passing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPUTER_BUSY] =
    g_param_spec_boolean ("computer-busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPUTER_THINKING] =
    g_param_spec_boolean ("computer-thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * EgTurn::show:
   * @action: (type gpointer) (nullable): the EgAction just played, or
   *   %NULL for a round just dealt
   *
   * The match moved on. Emitted before anything else of the turn changes
   * (before #EgTurn::changed), while the views still show the position
   * before. Every listener hears it. A view that takes time to show it
   * calls eg_turn_hold_show() from its handler and eg_turn_action_shown()
   * once it has: the computer's next move waits until every view that
   * held it has said so.
   */
  signals[SHOW] =
    g_signal_new ("show", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * EgTurn::changed:
   *
   * The position changed (an action, a round, a player, the screen
   * passed): everything shown may have; the selection was cleared.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * EgTurn::selection-changed:
   *
   * The cards chosen, the option chosen or the notice changed.
   */
  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
eg_turn_init (EgTurn *self)
{
  self->viewer = EG_SIDE_NONE;
  self->revealed = EG_SIDE_NONE;
  self->match_signals = g_signal_group_new (EG_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "round-started", G_CALLBACK (round_started), self);
  g_signal_group_connect_swapped (self->match_signals, "action-applied", G_CALLBACK (action_applied), self);
  g_signal_group_connect_swapped (self->match_signals, "undone", G_CALLBACK (undone), self);
  g_signal_group_connect_swapped (self->match_signals, "round-finished", G_CALLBACK (update_position), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::left-player", G_CALLBACK (update_position), self);
  g_signal_group_connect_swapped (self->match_signals, "notify::right-player", G_CALLBACK (update_position), self);
  self->computer = eg_computer_new ();
  g_signal_connect_swapped (self->computer, "suggested", G_CALLBACK (computer_suggested), self);
  g_signal_connect_swapped (self->computer, "notify::busy", G_CALLBACK (computer_busy_changed), self);
  g_signal_connect_swapped (self->computer, "notify::thinking", G_CALLBACK (computer_thinking_changed), self);
}

EgTurn *
eg_turn_new (EgMatch *match)
{
  return g_object_new (EG_TYPE_TURN, "match", match, NULL);
}

void
eg_turn_set_match (EgTurn  *self,
                   EgMatch *match)
{
  g_return_if_fail (EG_IS_TURN (self));
  g_return_if_fail (match == NULL || EG_IS_MATCH (match));

  if (self->match == match)
    return;

  g_set_object (&self->match, match);
  g_signal_group_set_target (self->match_signals, match);
  eg_computer_set_match (self->computer, match);

  self->revealed = EG_SIDE_NONE;
  self->viewer = EG_SIDE_NONE;
  self->legal_listed = FALSE;
  self->holds = 0;
  /* The preference as it is now holds for the whole match. A hot-seat
   * match read back from its log to go on (resumed) keeps its hands
   * hidden: the log does not say whether they were, and quitting and
   * resuming must not be the way around the rule above. */
  self->hiding = self->hide_hands ||
                 (match != NULL && n_humans (self) == 2 && !eg_match_is_over (match) &&
                  eg_match_count_actions (match) > 0 && eg_match_get_log_name (match) != NULL);
  eg_turn_reset_selection (self);
  update_position (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

/* A match of two people under way: its privacy is fixed. */
static gboolean
hot_seat_under_way (EgTurn *self)
{
  return self->match != NULL && n_humans (self) == 2 && !eg_match_is_over (self->match);
}

void
eg_turn_set_hide_hands (EgTurn   *self,
                        gboolean  hide_hands)
{
  g_return_if_fail (EG_IS_TURN (self));

  hide_hands = !!hide_hands;
  if (self->hide_hands == hide_hands)
    return;
  self->hide_hands = hide_hands;
  /* Hiding starts at once; showing waits for the next match: in a
   * hot-seat match one person could otherwise turn it off on their own
   * turn and see the other's cards. */
  if (hide_hands || !hot_seat_under_way (self))
    {
      self->hiding = hide_hands;
      update_position (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIDE_HANDS]);
}

/**
 * eg_turn_get_hands_open:
 *
 * Returns: whether this is a match of two people whose hands are not
 *   hidden between turns (what the table says)
 */
gboolean
eg_turn_get_hands_open (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), FALSE);
  return self->match != NULL && n_humans (self) == 2 && !self->hiding;
}

void
eg_turn_set_computer_pause (EgTurn *self,
                            guint   pause_ms)
{
  g_return_if_fail (EG_IS_TURN (self));
  eg_computer_set_pause (self->computer, pause_ms);
}

void
eg_turn_hold_show (EgTurn *self)
{
  g_return_if_fail (EG_IS_TURN (self));
  self->holds++;
}

void
eg_turn_action_shown (EgTurn *self)
{
  g_return_if_fail (EG_IS_TURN (self));

  /* a view that did not hold, or what was held was taken back */
  if (self->holds == 0)
    return;
  if (--self->holds > 0)
    return;
  /* the round's end, shown: now its result is said */
  if (self->match != NULL && !in_progress (self) && eg_match_get_round_number (self->match) > 0)
    update_position (self);
  else
    update_computer (self);
}

EgSide
eg_turn_get_viewer (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), EG_SIDE_NONE);
  return self->viewer;
}

gboolean
eg_turn_get_passing (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), FALSE);
  return self->passing;
}

gboolean
eg_turn_get_computer_busy (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), FALSE);
  return self->busy;
}

gboolean
eg_turn_get_computer_thinking (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), FALSE);
  return eg_computer_get_thinking (self->computer);
}

double
eg_turn_get_thinking (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), -1);
  return eg_computer_get_thought (self->computer);
}

const char *
eg_turn_get_status (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), NULL);
  return self->status;
}

void
eg_turn_get_last_move (EgTurn     *self,
                       EgLastMove *move)
{
  const EgAction *actions = NULL;
  guint8 pos[2];
  guint n;

  g_return_if_fail (EG_IS_TURN (self));
  g_return_if_fail (move != NULL);

  n = self->match != NULL ? eg_match_get_round_actions (self->match, &actions) : 0;
  if (n == 0)
    {
      eg_last_move_init (move, NULL, NULL, NULL);
      return;
    }
  pos[EG_SIDE_LEFT] = eg_match_get_position (self->match, EG_SIDE_LEFT);
  pos[EG_SIDE_RIGHT] = eg_match_get_position (self->match, EG_SIDE_RIGHT);
  eg_last_move_init (move, &actions[n - 1], n > 1 ? &actions[n - 2] : NULL, pos);
}

gboolean
eg_turn_can_act (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), FALSE);
  return self->viewer != EG_SIDE_NONE && in_progress (self) &&
         eg_match_get_side_to_act (self->match) == self->viewer && !self->passing;
}

void
eg_turn_reveal (EgTurn *self)
{
  g_return_if_fail (EG_IS_TURN (self));

  if (!self->passing)
    return;
  self->revealed = eg_match_get_side_to_act (self->match);
  eg_turn_reset_selection (self);
  update_position (self);
}

void
eg_turn_begin_round (EgTurn *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (EG_IS_TURN (self));

  if (self->match == NULL || in_progress (self) || eg_match_is_over (self->match))
    return;
  if (!eg_match_begin_round (self->match, NULL, &error))
    set_string (self, &self->status, g_strdup (error->message), properties[PROP_STATUS]);
}

void
eg_turn_hint (EgTurn *self)
{
  g_return_if_fail (EG_IS_TURN (self));

  if (!eg_turn_can_act (self))
    return;
  eg_turn_set_notice (self, g_strdup (eg_describe_looking ()), NULL);
  eg_turn_selection_changed (self);
  eg_computer_suggest (self->computer, self->viewer);
}

void
eg_turn_cancel_computer (EgTurn *self)
{
  g_return_if_fail (EG_IS_TURN (self));
  eg_computer_cancel (self->computer);
}

EgSide
eg_turn_get_undo_side (EgTurn *self)
{
  g_return_val_if_fail (EG_IS_TURN (self), EG_SIDE_NONE);

  if (self->match == NULL)
    return EG_SIDE_NONE;
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    if (eg_match_can_undo (self->match, side))
      return side;
  return EG_SIDE_NONE;
}

gboolean
eg_turn_undo (EgTurn  *self,
              GError **error)
{
  EgSide side;

  g_return_val_if_fail (EG_IS_TURN (self), FALSE);
  g_return_val_if_fail (self->match != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  side = eg_turn_get_undo_side (self);
  /* with nothing to take back, the match refuses in its own words */
  if (side == EG_SIDE_NONE)
    return eg_match_undo (self->match, EG_SIDE_LEFT, error);
  /* the computer's reply being thought out goes first */
  eg_computer_cancel (self->computer);
  return eg_match_undo (self->match, side, error);
}

void
eg_turn_retranslate (EgTurn *self)
{
  g_return_if_fail (EG_IS_TURN (self));

  /* a hint on screen is said again in the new language; any other
   * notice answered a key and goes */
  if (self->has_hint)
    {
      EgAction hint = self->hint;

      eg_turn_set_notice (self, eg_describe_suggestion (&hint), &hint);
    }
  else
    eg_turn_set_notice (self, NULL, NULL);
  update_status (self);
  g_signal_emit (self, signals[CHANGED], 0);
}
