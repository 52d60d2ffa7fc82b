/* eg-match.c — a match: its rounds, players, score and legal actions
 * (what it keeps of its past, undo and origin: eg-match-history.c; a
 * lesson's scripted round: eg-match-script.c)
 *
 * src/model/ owns the match and its turn (EgMatch, EgTurn, EgPlayer,
 * EgComputer, the pace) and the words: eg-describe says every sentence
 * about the game, eg-round-summary what decided a round. It includes
 * engine/ and ai/; never GTK, logs/, analysis/ or above.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "eg-describe.h"
#include "eg-match-private.h"
#include "eg-shown-text.h"

G_DEFINE_FINAL_TYPE (EgMatch, eg_match, G_TYPE_OBJECT)

G_DEFINE_QUARK (eg-match-error-quark, eg_match_error)

enum {
  PROP_0,
  PROP_VARIANT,
  PROP_TARGET_SCORE,
  PROP_FIRST_STARTER,
  PROP_LEFT_PLAYER,
  PROP_RIGHT_PLAYER,
  PROP_LEFT_SCORE,
  PROP_RIGHT_SCORE,
  PROP_ROUND_NUMBER,
  PROP_PHASE,
  PROP_SIDE_TO_ACT,
  PROP_LEFT_POSITION,
  PROP_RIGHT_POSITION,
  PROP_DISTANCE,
  PROP_PILE_COUNT,
  PROP_LAST_ACTION,
  PROP_WINNER,
  PROP_STARTED,
  N_PROPS
};

enum {
  ROUND_STARTED,
  ACTION_APPLIED,
  ROUND_FINISHED,
  MATCH_FINISHED,
  UNDONE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
round_record_free (gpointer data)
{
  EgRoundRecord *record = data;

  g_array_unref (record->actions);
  g_array_unref (record->times);
  g_free (record);
}

EgRoundRecord *
eg_match_current_record (EgMatch *self)
{
  g_assert (self->records->len > 0);
  return g_ptr_array_index (self->records, self->records->len - 1);
}

static void
take_snapshot (EgMatch  *self,
               Snapshot *snapshot)
{
  snapshot->score[0] = self->score.score[0];
  snapshot->score[1] = self->score.score[1];
  snapshot->round_number = self->records->len;
  snapshot->phase = self->round_started ? self->round.phase : EG_PHASE_OVER;
  snapshot->side_to_act = self->round_started ? self->round.to_act : EG_SIDE_NONE;
  snapshot->position[0] = self->round.pos[0];
  snapshot->position[1] = self->round.pos[1];
  snapshot->pile_count = self->round_started ? eg_round_get_pile_count (&self->round) : 0;
  snapshot->n_actions = self->round_started ? eg_match_current_record (self)->actions->len : 0;
  snapshot->winner = self->score.winner;
}

/* Notifies the properties whose values changed since the last call. */
void
eg_match_notify_changes (EgMatch *self)
{
  GObject *object = G_OBJECT (self);
  Snapshot now;
  Snapshot *was = &self->shown;

  take_snapshot (self, &now);
  g_object_freeze_notify (object);

  if (now.score[0] != was->score[0])
    g_object_notify_by_pspec (object, properties[PROP_LEFT_SCORE]);
  if (now.score[1] != was->score[1])
    g_object_notify_by_pspec (object, properties[PROP_RIGHT_SCORE]);
  if (now.round_number != was->round_number)
    g_object_notify_by_pspec (object, properties[PROP_ROUND_NUMBER]);
  if (now.phase != was->phase)
    g_object_notify_by_pspec (object, properties[PROP_PHASE]);
  if (now.side_to_act != was->side_to_act)
    g_object_notify_by_pspec (object, properties[PROP_SIDE_TO_ACT]);
  if (now.position[0] != was->position[0])
    g_object_notify_by_pspec (object, properties[PROP_LEFT_POSITION]);
  if (now.position[1] != was->position[1])
    g_object_notify_by_pspec (object, properties[PROP_RIGHT_POSITION]);
  if (now.position[1] - now.position[0] != was->position[1] - was->position[0])
    g_object_notify_by_pspec (object, properties[PROP_DISTANCE]);
  if (now.pile_count != was->pile_count)
    g_object_notify_by_pspec (object, properties[PROP_PILE_COUNT]);
  if (now.n_actions != was->n_actions || now.round_number != was->round_number)
    g_object_notify_by_pspec (object, properties[PROP_LAST_ACTION]);
  if (now.winner != was->winner)
    g_object_notify_by_pspec (object, properties[PROP_WINNER]);

  *was = now;
  g_object_thaw_notify (object);
}

static void
eg_match_finalize (GObject *object)
{
  EgMatch *self = (EgMatch *) object;

  g_clear_object (&self->players[0]);
  g_clear_object (&self->players[1]);
  g_clear_pointer (&self->records, g_ptr_array_unref);
  g_clear_pointer (&self->started, g_date_time_unref);
  g_clear_pointer (&self->log_name, g_free);
  for (guint side = 0; side < 2; side++)
    {
      g_clear_pointer (&self->shown_names[side], g_free);
      g_clear_pointer (&self->shown_from[side], g_free);
    }
  g_clear_pointer (&self->origin.log_name, g_free);
  if (self->script_destroy != NULL)
    g_clear_pointer (&self->script_data, self->script_destroy);

  G_OBJECT_CLASS (eg_match_parent_class)->finalize (object);
}

static void
eg_match_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  EgMatch *self = EG_MATCH (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_enum (value, self->score.variant);
      break;
    case PROP_TARGET_SCORE:
      g_value_set_uint (value, self->score.target);
      break;
    case PROP_FIRST_STARTER:
      g_value_set_enum (value, self->score.first_starter);
      break;
    case PROP_LEFT_PLAYER:
      g_value_set_object (value, self->players[EG_SIDE_LEFT]);
      break;
    case PROP_RIGHT_PLAYER:
      g_value_set_object (value, self->players[EG_SIDE_RIGHT]);
      break;
    case PROP_LEFT_SCORE:
      g_value_set_uint (value, self->score.score[EG_SIDE_LEFT]);
      break;
    case PROP_RIGHT_SCORE:
      g_value_set_uint (value, self->score.score[EG_SIDE_RIGHT]);
      break;
    case PROP_ROUND_NUMBER:
      g_value_set_uint (value, eg_match_get_round_number (self));
      break;
    case PROP_PHASE:
      g_value_set_enum (value, eg_match_get_phase (self));
      break;
    case PROP_SIDE_TO_ACT:
      g_value_set_enum (value, eg_match_get_side_to_act (self));
      break;
    case PROP_LEFT_POSITION:
      g_value_set_uint (value, self->round.pos[EG_SIDE_LEFT]);
      break;
    case PROP_RIGHT_POSITION:
      g_value_set_uint (value, self->round.pos[EG_SIDE_RIGHT]);
      break;
    case PROP_DISTANCE:
      g_value_set_uint (value, eg_match_get_distance (self));
      break;
    case PROP_PILE_COUNT:
      g_value_set_uint (value, eg_match_get_pile_count (self));
      break;
    case PROP_LAST_ACTION:
      g_value_set_boxed (value, eg_match_get_last_action (self));
      break;
    case PROP_WINNER:
      g_value_set_enum (value, self->score.winner);
      break;
    case PROP_STARTED:
      g_value_set_boxed (value, self->started);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_match_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  EgMatch *self = EG_MATCH (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      self->score.variant = g_value_get_enum (value);
      break;
    case PROP_TARGET_SCORE:
      self->score.target = g_value_get_uint (value);
      break;
    case PROP_FIRST_STARTER:
      self->score.first_starter = g_value_get_enum (value);
      break;
    case PROP_LEFT_PLAYER:
      self->players[EG_SIDE_LEFT] = g_value_dup_object (value);
      break;
    case PROP_RIGHT_PLAYER:
      self->players[EG_SIDE_RIGHT] = g_value_dup_object (value);
      break;
    case PROP_STARTED:
      eg_match_set_started (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_match_constructed (GObject *object)
{
  EgMatch *self = (EgMatch *) object;

  G_OBJECT_CLASS (eg_match_parent_class)->constructed (object);

  if (self->players[EG_SIDE_LEFT] == NULL)
    self->players[EG_SIDE_LEFT] = eg_player_new (_("Left"), EG_PLAYER_HUMAN, NULL);
  if (self->players[EG_SIDE_RIGHT] == NULL)
    self->players[EG_SIDE_RIGHT] = eg_player_new (_("Right"), EG_PLAYER_HUMAN, NULL);

  eg_score_init (&self->score, self->score.variant, self->score.target,
                 self->score.first_starter);
  take_snapshot (self, &self->shown);
}

static void
eg_match_class_init (EgMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags co = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = eg_match_finalize;
  object_class->constructed = eg_match_constructed;
  object_class->get_property = eg_match_get_property;
  object_class->set_property = eg_match_set_property;

  properties[PROP_VARIANT] =
    g_param_spec_enum ("variant", NULL, NULL, EG_TYPE_VARIANT, EG_VARIANT_ADVANCED, co);
  properties[PROP_TARGET_SCORE] =
    g_param_spec_uint ("target-score", NULL, NULL, 1, EG_MAX_TARGET_SCORE,
                       EG_DEFAULT_TARGET_SCORE, co);
  properties[PROP_FIRST_STARTER] =
    g_param_spec_enum ("first-starter", NULL, NULL, EG_TYPE_SIDE, EG_SIDE_LEFT, co);
  properties[PROP_LEFT_PLAYER] =
    g_param_spec_object ("left-player", NULL, NULL, EG_TYPE_PLAYER, co);
  properties[PROP_RIGHT_PLAYER] =
    g_param_spec_object ("right-player", NULL, NULL, EG_TYPE_PLAYER, co);
  properties[PROP_LEFT_SCORE] =
    g_param_spec_uint ("left-score", NULL, NULL, 0, EG_MAX_TARGET_SCORE, 0, ro);
  properties[PROP_RIGHT_SCORE] =
    g_param_spec_uint ("right-score", NULL, NULL, 0, EG_MAX_TARGET_SCORE, 0, ro);
  properties[PROP_ROUND_NUMBER] =
    g_param_spec_uint ("round-number", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, EG_TYPE_PHASE, EG_PHASE_OVER, ro);
  properties[PROP_SIDE_TO_ACT] =
    g_param_spec_enum ("side-to-act", NULL, NULL, EG_TYPE_SIDE, EG_SIDE_NONE, ro);
  properties[PROP_LEFT_POSITION] =
    g_param_spec_uint ("left-position", NULL, NULL, 0, EG_TRACK_LENGTH, 0, ro);
  properties[PROP_RIGHT_POSITION] =
    g_param_spec_uint ("right-position", NULL, NULL, 0, EG_TRACK_LENGTH, 0, ro);
  properties[PROP_DISTANCE] =
    g_param_spec_uint ("distance", NULL, NULL, 0, EG_TRACK_LENGTH, 0, ro);
  properties[PROP_PILE_COUNT] =
    g_param_spec_uint ("pile-count", NULL, NULL, 0, EG_DECK_SIZE, 0, ro);
  properties[PROP_LAST_ACTION] =
    g_param_spec_boxed ("last-action", NULL, NULL, EG_TYPE_ACTION, ro);
  properties[PROP_WINNER] =
    g_param_spec_enum ("winner", NULL, NULL, EG_TYPE_SIDE, EG_SIDE_NONE, ro);
  properties[PROP_STARTED] =
    g_param_spec_boxed ("started", NULL, NULL, G_TYPE_DATE_TIME,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * EgMatch::round-started:
   * @number: the round's number, from 1
   */
  signals[ROUND_STARTED] =
    g_signal_new ("round-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * EgMatch::action-applied:
   * @action: the #EgAction just applied
   */
  signals[ACTION_APPLIED] =
    g_signal_new ("action-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  EG_TYPE_ACTION | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * EgMatch::round-finished:
   * @winner: the winning side, or %EG_SIDE_NONE for a draw
   * @reason: why the round ended
   */
  signals[ROUND_FINISHED] =
    g_signal_new ("round-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, EG_TYPE_SIDE, EG_TYPE_REASON);
  /**
   * EgMatch::match-finished:
   * @winner: the side that reached the target score
   */
  signals[MATCH_FINISHED] =
    g_signal_new ("match-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, EG_TYPE_SIDE);
  /**
   * EgMatch::undone:
   * @n_actions: how many actions were taken back
   *
   * eg_match_undo() took actions back: the round is as it was before them.
   */
  signals[UNDONE] =
    g_signal_new ("undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
eg_match_init (EgMatch *self)
{
  self->records = g_ptr_array_new_with_free_func (round_record_free);
  self->score.variant = EG_VARIANT_ADVANCED;
  self->score.target = EG_DEFAULT_TARGET_SCORE;
  self->score.first_starter = EG_SIDE_LEFT;
  self->round.phase = EG_PHASE_OVER;
  self->round.to_act = EG_SIDE_NONE;
  eg_rng_init (&self->rng, g_random_int () | ((guint64) g_random_int () << 32));
}

/**
 * eg_match_new:
 * @left: (nullable): the left player, or %NULL for a default human
 * @right: (nullable): the right player, or %NULL for a default human
 *
 * Returns: (transfer full): a match with no round dealt yet
 */
EgMatch *
eg_match_new (EgVariant  variant,
              guint      target_score,
              EgSide     first_starter,
              EgPlayer  *left,
              EgPlayer  *right)
{
  g_return_val_if_fail (target_score >= 1 && target_score <= EG_MAX_TARGET_SCORE, NULL);
  g_return_val_if_fail (first_starter == EG_SIDE_LEFT || first_starter == EG_SIDE_RIGHT, NULL);

  return g_object_new (EG_TYPE_MATCH,
                       "variant", variant,
                       "target-score", target_score,
                       "first-starter", first_starter,
                       "left-player", left,
                       "right-player", right,
                       NULL);
}

/* Makes the shuffles of later rounds repeatable (tests, benchmarks). */
void
eg_match_set_seed (EgMatch *self,
                   guint64  seed)
{
  g_return_if_fail (EG_IS_MATCH (self));

  eg_rng_init (&self->rng, seed);
}

EgVariant
eg_match_get_variant (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), EG_VARIANT_ADVANCED);
  return self->score.variant;
}

guint
eg_match_get_target_score (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), 0);
  return self->score.target;
}

EgSide
eg_match_get_first_starter (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), EG_SIDE_LEFT);
  return self->score.first_starter;
}

/**
 * eg_match_get_player:
 *
 * Returns: (transfer none): the player on @side
 */
EgPlayer *
eg_match_get_player (EgMatch *self,
                     EgSide   side)
{
  g_return_val_if_fail (EG_IS_MATCH (self), NULL);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, NULL);
  return self->players[side];
}

/* The name to show for @side: the player's, or "Left"/"Right" when empty;
 * control characters (a log may hold any) escaped, eg_shown_text(). */
const char *
eg_match_get_name (EgMatch *self,
                   EgSide   side)
{
  const char *name;

  g_return_val_if_fail (EG_IS_MATCH (self), NULL);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, NULL);

  name = eg_player_get_name (self->players[side]);
  if (name == NULL || *name == '\0')
    return side == EG_SIDE_LEFT ? _("Left") : _("Right");
  if (!eg_shown_text_needs_escape (name))
    return name;
  if (g_strcmp0 (self->shown_from[side], name) != 0)
    {
      g_free (self->shown_from[side]);
      g_free (self->shown_names[side]);
      self->shown_from[side] = g_strdup (name);
      self->shown_names[side] = eg_shown_text (name);
    }
  return self->shown_names[side];
}

guint
eg_match_get_score (EgMatch *self,
                    EgSide   side)
{
  g_return_val_if_fail (EG_IS_MATCH (self), 0);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, 0);
  return self->score.score[side];
}

guint
eg_match_get_round_number (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), 0);
  return self->records->len;
}

EgPhase
eg_match_get_phase (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), EG_PHASE_OVER);
  return self->round_started ? self->round.phase : EG_PHASE_OVER;
}

EgSide
eg_match_get_side_to_act (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), EG_SIDE_NONE);
  return self->round_started ? self->round.to_act : EG_SIDE_NONE;
}

guint
eg_match_get_position (EgMatch *self,
                       EgSide   side)
{
  g_return_val_if_fail (EG_IS_MATCH (self), 0);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, 0);
  return self->round.pos[side];
}

guint
eg_match_get_distance (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), 0);
  return self->round_started ? eg_round_get_distance (&self->round) : 0;
}

guint
eg_match_get_pile_count (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), 0);
  return self->round_started ? eg_round_get_pile_count (&self->round) : 0;
}

EgSide
eg_match_get_round_starter (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), EG_SIDE_NONE);
  return self->round_started ? self->round.starter : EG_SIDE_NONE;
}

EgReason
eg_match_get_round_reason (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), EG_REASON_NONE);
  return self->round_started && eg_round_is_over (&self->round) ? self->round.reason : EG_REASON_NONE;
}

EgSide
eg_match_get_round_winner (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), EG_SIDE_NONE);
  return self->round_started && eg_round_is_over (&self->round) ? self->round.winner : EG_SIDE_NONE;
}

/**
 * eg_match_get_round_actions:
 * @actions: (out) (optional) (transfer none): the actions played so far
 *   in the current round (the last round, once it is over), in order
 *
 * Returns: how many actions the current round has had
 */
guint
eg_match_get_round_actions (EgMatch         *self,
                            const EgAction **actions)
{
  EgRoundRecord *record;

  g_return_val_if_fail (EG_IS_MATCH (self), 0);

  if (actions != NULL)
    *actions = NULL;
  if (self->records->len == 0)
    return 0;
  record = eg_match_current_record (self);
  if (actions != NULL)
    *actions = (const EgAction *) record->actions->data;
  return record->actions->len;
}

/* The last action of the current round, or %NULL before its first. */
const EgAction *
eg_match_get_last_action (EgMatch *self)
{
  const EgAction *actions;
  guint n;

  g_return_val_if_fail (EG_IS_MATCH (self), NULL);

  n = eg_match_get_round_actions (self, &actions);
  return n > 0 ? &actions[n - 1] : NULL;
}

EgSide
eg_match_get_winner (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), EG_SIDE_NONE);
  return self->score.winner;
}

gboolean
eg_match_is_over (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), FALSE);
  return eg_score_is_over (&self->score);
}

gboolean
eg_match_is_round_in_progress (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), FALSE);
  return self->round_started && self->round.phase != EG_PHASE_OVER;
}

/**
 * eg_match_get_started:
 *
 * Returns: (transfer none) (nullable): when the match was created
 */
GDateTime *
eg_match_get_started (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), NULL);
  return self->started;
}

void
eg_match_set_started (EgMatch   *self,
                      GDateTime *started)
{
  g_return_if_fail (EG_IS_MATCH (self));

  if (self->started == started ||
      (self->started != NULL && started != NULL && g_date_time_equal (self->started, started)))
    return;

  g_clear_pointer (&self->started, g_date_time_unref);
  if (started != NULL)
    self->started = g_date_time_ref (started);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STARTED]);
}

/**
 * eg_match_begin_round:
 * @deck: (nullable) (array fixed-size=25): the deck, top first, or %NULL
 *   to shuffle one
 *
 * Deals the next round. Fails while a round is in progress, once the match
 * is over, or for a deck that is not five cards of each value.
 */
gboolean
eg_match_begin_round (EgMatch       *self,
                      const guint8  *deck,
                      GError       **error)
{
  EgRoundRecord *record;
  guint8 shuffled[EG_DECK_SIZE];
  guint number;

  g_return_val_if_fail (EG_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (eg_match_is_over (self))
    {
      g_set_error_literal (error, EG_MATCH_ERROR, EG_MATCH_ERROR_MATCH_OVER,
                           _("The match is over: no further round can be played."));
      return FALSE;
    }
  if (eg_match_is_round_in_progress (self))
    {
      g_set_error_literal (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ROUND_IN_PROGRESS,
                           _("The current round has not ended yet."));
      return FALSE;
    }
  if (deck == NULL)
    {
      eg_deck_shuffle (shuffled, &self->rng);
      deck = shuffled;
    }
  else if (!eg_deck_is_valid (deck, EG_DECK_SIZE))
    {
      g_set_error_literal (error, EG_MATCH_ERROR, EG_MATCH_ERROR_INVALID_DECK,
                           _("The deck must hold five cards of each value from 1 to 5."));
      return FALSE;
    }

  if (self->started == NULL)
    self->started = g_date_time_new_now_utc ();

  number = self->records->len + 1;
  record = g_new0 (EgRoundRecord, 1);
  memcpy (record->deck, deck, EG_DECK_SIZE);
  record->starter = eg_score_starter (&self->score, number);
  record->actions = g_array_sized_new (FALSE, FALSE, sizeof (EgAction), 32);
  record->times = g_array_sized_new (FALSE, FALSE, sizeof (gint64), 32);
  record->winner = EG_SIDE_NONE;
  record->reason = EG_REASON_NONE;
  g_ptr_array_add (self->records, record);

  eg_round_init (&self->round, deck, self->score.variant, record->starter);
  self->round_started = TRUE;

  eg_match_notify_changes (self);
  g_signal_emit (self, signals[ROUND_STARTED], 0, number);

  return TRUE;
}

/**
 * eg_match_get_legal_actions:
 * @actions: (out caller-allocates) (array fixed-size=40): filled with the
 *   actions the side to act may play
 *
 * Returns: how many actions were written
 */
guint
eg_match_get_legal_actions (EgMatch  *self,
                            EgAction  actions[EG_MAX_ACTIONS])
{
  g_return_val_if_fail (EG_IS_MATCH (self), 0);

  if (!self->round_started)
    return 0;
  return eg_round_legal_actions (&self->round, actions);
}

gboolean
eg_match_apply (EgMatch         *self,
                const EgAction  *action,
                GError         **error)
{
  return eg_match_apply_at (self, action, g_get_real_time (), error);
}

/**
 * eg_match_apply_at:
 * @time_us: when the action was played, in µs since the epoch, or 0 when
 *   unknown (a log without times)
 *
 * Applies @action for its side. An illegal action changes nothing and
 * fails with %EG_MATCH_ERROR_ILLEGAL_ACTION and a message that says why.
 */
gboolean
eg_match_apply_at (EgMatch         *self,
                   const EgAction  *action,
                   gint64           time_us,
                   GError         **error)
{
  EgRoundRecord *record;
  EgIllegal illegal;

  g_return_val_if_fail (EG_IS_MATCH (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!self->round_started)
    {
      g_set_error_literal (error, EG_MATCH_ERROR, EG_MATCH_ERROR_NO_ROUND,
                           _("No round has been dealt yet."));
      return FALSE;
    }
  if (!eg_match_script_allows (self, action, error))
    return FALSE;

  illegal = eg_round_apply (&self->round, action);
  if (illegal != EG_ILLEGAL_NONE)
    {
      EgSide side = action->side <= EG_SIDE_RIGHT ? action->side : EG_SIDE_LEFT;
      g_autofree char *message =
        eg_describe_illegal (&self->round, action, illegal,
                             eg_match_get_name (self, side),
                             eg_match_get_name (self, EG_OPPONENT (side)));

      g_set_error_literal (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ILLEGAL_ACTION, message);
      return FALSE;
    }

  record = eg_match_current_record (self);
  g_array_append_val (record->actions, *action);
  g_array_append_val (record->times, time_us);

  if (eg_round_is_over (&self->round))
    {
      record->winner = self->round.winner;
      record->reason = self->round.reason;
      eg_score_record_round (&self->score, self->round.winner);
    }

  eg_match_notify_changes (self);
  g_signal_emit (self, signals[ACTION_APPLIED], 0, action);

  if (eg_round_is_over (&self->round))
    {
      g_signal_emit (self, signals[ROUND_FINISHED], 0,
                     (EgSide) self->round.winner, (EgReason) self->round.reason);
      if (eg_match_is_over (self))
        g_signal_emit (self, signals[MATCH_FINISHED], 0, self->score.winner);
    }

  return TRUE;
}

/**
 * eg_match_get_view:
 * @view: (out caller-allocates): what @side may see of the current round
 *
 * The interface and the computer players read the round through this: it
 * holds @side's own hand and the public information, never the opponent's
 * cards or the order of the draw pile.
 */
void
eg_match_get_view (EgMatch *self,
                   EgSide   side,
                   EgView  *view)
{
  g_return_if_fail (EG_IS_MATCH (self));
  g_return_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT);
  g_return_if_fail (view != NULL);

  eg_round_get_view (&self->round, side, view);
  if (!self->round_started)
    view->phase = EG_PHASE_OVER;
}

/**
 * eg_match_get_round_state:
 *
 * The full state of the current round, hidden cards included: for logs,
 * replay and tests. Live play reads eg_match_get_view() instead.
 *
 * Returns: (transfer none): the round
 */
const EgRound *
eg_match_get_round_state (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), NULL);
  return &self->round;
}

const EgScore *
eg_match_get_score_state (EgMatch *self)
{
  g_return_val_if_fail (EG_IS_MATCH (self), NULL);
  return &self->score;
}

/* For eg-match-script.c, which starts a lesson's round. */
void
eg_match_emit_round_started (EgMatch *self,
                             guint    number)
{
  g_signal_emit (self, signals[ROUND_STARTED], 0, number);
}

/* For eg-match-history.c, which takes moves back. */
void
eg_match_emit_undone (EgMatch *self,
                      guint    removed)
{
  g_signal_emit (self, signals[UNDONE], 0, removed);
}
