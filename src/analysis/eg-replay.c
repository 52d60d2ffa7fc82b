/* eg-replay.c — a finished or saved match, step by step
 *
 * src/analysis/ owns looking back at a match: the replay, the analysis
 * of each action and the reasons behind a rating. It includes engine/,
 * ai/ and model/; not logs/ (its neighbour: a replay is given a match,
 * however it was read), ui/, cli/ or GTK.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-analysis"

#include "config.h"

#include <string.h>

#include "eg-replay-private.h"

/* Every step is kept, about 90 bytes each: a 500-round match is some
 * 15,000 steps, 1.3 MB, and any jump is a lookup, never a replay. */
struct _EgReplay
{
  GObject   parent_instance;

  EgMatch  *match;
  GArray   *steps;          /* EgReplayStep, every card */
  GArray   *shown;          /* EgReplayStep, as the entitled side may see it */
  GArray   *round_starts;   /* guint: the step of each round's deal */
  guint     step;
};

G_DEFINE_FINAL_TYPE (EgReplay, eg_replay, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_N_STEPS,
  PROP_STEP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The steps handed out: in a round whose cards are still secret, the
 * hands the entitled side may not see and the deck are blanked (the
 * hands' sizes and the pile's count stay: they are public). */
static void
build_shown (EgReplay *self)
{
  EgSide viewer = eg_knowledge_get_viewer (self->match);

  g_array_set_size (self->shown, 0);
  g_array_append_vals (self->shown, self->steps->data, self->steps->len);
  for (guint i = 0; i < self->shown->len; i++)
    {
      EgReplayStep *step = &g_array_index (self->shown, EgReplayStep, i);
      guint8 pile[EG_DECK_SIZE];
      guint n_pile;

      if (!eg_knowledge_is_round_secret (self->match, step->round_index))
        continue;
      for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
        if (!eg_knowledge_get_hand (self->match, step->round_index, step->action_index,
                                    viewer, side, step->round.hand[side]))
          memset (step->round.hand[side], 0, sizeof step->round.hand[side]);
      if (!eg_knowledge_get_pile (self->match, step->round_index, step->action_index,
                                  viewer, pile, &n_pile))
        memset (step->round.deck, 0, sizeof step->round.deck);
    }
}

static void
build_steps (EgReplay *self)
{
  EgScore score;
  guint n_rounds = eg_match_get_n_rounds (self->match);

  eg_score_init (&score, eg_match_get_variant (self->match),
                 eg_match_get_target_score (self->match),
                 eg_match_get_first_starter (self->match));

  for (guint r = 0; r < n_rounds; r++)
    {
      const EgRoundRecord *record = eg_match_get_round_record (self->match, r);
      EgReplayStep step = { 0 };
      guint start = self->steps->len;

      g_array_append_val (self->round_starts, start);

      step.round_index = r;
      eg_round_init (&step.round, record->deck, score.variant, record->starter);
      step.score = score;
      g_array_append_val (self->steps, step);

      for (guint i = 0; i < record->actions->len; i++)
        {
          step.action = g_array_index (record->actions, EgAction, i);
          step.has_action = TRUE;
          step.action_index = i + 1;
          /* The match accepted these actions: they cannot be illegal. */
          if (eg_round_apply (&step.round, &step.action) != EG_ILLEGAL_NONE)
            g_assert_not_reached ();
          if (eg_round_is_over (&step.round) && !eg_score_is_over (&score))
            eg_score_record_round (&score, step.round.winner);
          step.score = score;
          g_array_append_val (self->steps, step);
        }
    }
  build_shown (self);
}

static void
eg_replay_constructed (GObject *object)
{
  EgReplay *self = (EgReplay *) object;

  G_OBJECT_CLASS (eg_replay_parent_class)->constructed (object);

  g_assert (self->match != NULL);
  build_steps (self);
}

static void
eg_replay_finalize (GObject *object)
{
  EgReplay *self = (EgReplay *) object;

  g_clear_object (&self->match);
  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_pointer (&self->shown, g_array_unref);
  g_clear_pointer (&self->round_starts, g_array_unref);

  G_OBJECT_CLASS (eg_replay_parent_class)->finalize (object);
}

static void
eg_replay_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  EgReplay *self = EG_REPLAY (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_N_STEPS:
      g_value_set_uint (value, self->steps->len);
      break;
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_replay_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  EgReplay *self = EG_REPLAY (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      self->match = g_value_dup_object (value);
      break;
    case PROP_STEP:
      eg_replay_set_step (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_replay_class_init (EgReplayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = eg_replay_constructed;
  object_class->finalize = eg_replay_finalize;
  object_class->get_property = eg_replay_get_property;
  object_class->set_property = eg_replay_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, EG_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_STEPS] =
    g_param_spec_uint ("n-steps", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
eg_replay_init (EgReplay *self)
{
  self->steps = g_array_new (FALSE, FALSE, sizeof (EgReplayStep));
  self->shown = g_array_new (FALSE, FALSE, sizeof (EgReplayStep));
  self->round_starts = g_array_new (FALSE, FALSE, sizeof (guint));
}

/**
 * eg_replay_new:
 * @match: a played match, usually loaded from a log; it is not changed
 *
 * Returns: (transfer full): a replay at step 0, the deal of round 1
 */
EgReplay *
eg_replay_new (EgMatch *match)
{
  g_return_val_if_fail (EG_IS_MATCH (match), NULL);

  return g_object_new (EG_TYPE_REPLAY, "match", match, NULL);
}

/**
 * eg_replay_get_match:
 *
 * Returns: (transfer none): the match replayed
 */
EgMatch *
eg_replay_get_match (EgReplay *self)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), NULL);
  return self->match;
}

/* 0 for a match with no round dealt. */
guint
eg_replay_get_n_steps (EgReplay *self)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), 0);
  return self->steps->len;
}

guint
eg_replay_get_step (EgReplay *self)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), 0);
  return self->step;
}

void
eg_replay_set_step (EgReplay *self,
                    guint     step)
{
  g_return_if_fail (EG_IS_REPLAY (self));
  g_return_if_fail (step < self->steps->len || (step == 0 && self->steps->len == 0));

  if (self->step == step)
    return;
  self->step = step;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

/**
 * eg_replay_get_state:
 *
 * Returns: (transfer none) (nullable): the state at the current step as
 *   the entitled side may see it (eg_replay_get_state_at()), or %NULL
 *   when the match has no round
 */
const EgReplayStep *
eg_replay_get_state (EgReplay *self)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), NULL);

  if (self->steps->len == 0)
    return NULL;
  return &g_array_index (self->shown, EgReplayStep, self->step);
}

/**
 * eg_replay_get_state_at:
 *
 * Returns: (transfer none): the state at @step, e.g. for a move list: in
 *   a round still secret, with no card the entitled side may not see (its
 *   hands are empty, its deck all 0); eg_replay_get_hand() says which
 */
const EgReplayStep *
eg_replay_get_state_at (EgReplay *self,
                        guint     step)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), NULL);
  g_return_val_if_fail (step < self->steps->len, NULL);

  return &g_array_index (self->shown, EgReplayStep, step);
}

/**
 * eg_replay_get_full_state_at: (skip)
 *
 * Every card at @step, for the analysis and the tests: see
 * eg-replay-private.h.
 */
const EgReplayStep *
eg_replay_get_full_state_at (EgReplay *self,
                             guint     step)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), NULL);
  g_return_val_if_fail (step < self->steps->len, NULL);

  return &g_array_index (self->steps, EgReplayStep, step);
}

/* The step after @action_index actions of round @round_index (both from
 * 0); an index past the end of the round gives its last step. */
guint
eg_replay_step_for (EgReplay *self,
                    guint     round_index,
                    guint     action_index)
{
  const EgRoundRecord *record;
  guint start;

  g_return_val_if_fail (EG_IS_REPLAY (self), 0);
  g_return_val_if_fail (round_index < self->round_starts->len, 0);

  start = g_array_index (self->round_starts, guint, round_index);
  record = eg_match_get_round_record (self->match, round_index);
  return start + MIN (action_index, record->actions->len);
}

static gboolean
move_to (EgReplay *self,
         guint     step)
{
  if (self->steps->len == 0 || step == self->step)
    return FALSE;
  eg_replay_set_step (self, step);
  return TRUE;
}

gboolean
eg_replay_next (EgReplay *self)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), FALSE);

  if (self->step + 1 >= self->steps->len)
    return FALSE;
  return move_to (self, self->step + 1);
}

gboolean
eg_replay_previous (EgReplay *self)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), FALSE);

  if (self->step == 0)
    return FALSE;
  return move_to (self, self->step - 1);
}

gboolean
eg_replay_first (EgReplay *self)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), FALSE);
  return move_to (self, 0);
}

gboolean
eg_replay_last (EgReplay *self)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), FALSE);

  if (self->steps->len == 0)
    return FALSE;
  return move_to (self, self->steps->len - 1);
}

gboolean
eg_replay_next_round (EgReplay *self)
{
  const EgReplayStep *state;

  g_return_val_if_fail (EG_IS_REPLAY (self), FALSE);

  state = eg_replay_get_state (self);
  if (state == NULL)
    return FALSE;
  if (state->round_index + 1 < self->round_starts->len)
    return move_to (self, g_array_index (self->round_starts, guint, state->round_index + 1));
  return eg_replay_last (self);
}

gboolean
eg_replay_previous_round (EgReplay *self)
{
  const EgReplayStep *state;

  g_return_val_if_fail (EG_IS_REPLAY (self), FALSE);

  state = eg_replay_get_state (self);
  if (state == NULL)
    return FALSE;
  if (state->action_index > 0)
    return move_to (self, g_array_index (self->round_starts, guint, state->round_index));
  if (state->round_index > 0)
    return move_to (self, g_array_index (self->round_starts, guint, state->round_index - 1));
  return FALSE;
}

static EgPlayer *
copy_player (EgPlayer *player)
{
  return eg_player_new (eg_player_get_name (player), eg_player_get_kind (player),
                        eg_player_get_level (player));
}

/* The position of @step, for the rules of eg-knowledge.c; callers
 * checked @step. */
static const EgReplayStep *
step_state (EgReplay *self,
            guint     step)
{
  g_assert (step < self->steps->len);
  return &g_array_index (self->steps, EgReplayStep, step);
}

/**
 * eg_replay_get_fork:
 *
 * How "Play From Here" may go on from the current step, for the person
 * replaying (eg_knowledge_get_fork()).
 */
EgKnowledgeFork
eg_replay_get_fork (EgReplay *self)
{
  const EgReplayStep *state;

  g_return_val_if_fail (EG_IS_REPLAY (self), EG_KNOWLEDGE_FORK_DECIDED);

  state = eg_replay_get_state (self);
  if (state == NULL)
    return EG_KNOWLEDGE_FORK_DECIDED;
  return eg_knowledge_get_fork (self->match, state->round_index, state->action_index,
                                eg_replay_get_entitled_side (self));
}

/* Round @round_index of @match as played to @n actions, from @deck. */
static void
copy_round (EgMatch             *match,
            const EgRoundRecord *record,
            const guint8        *deck,
            guint                n)
{
  if (!eg_match_begin_round (match, deck, NULL))
    g_assert_not_reached ();
  for (guint i = 0; i < n; i++)
    if (!eg_match_apply_at (match, &g_array_index (record->actions, EgAction, i),
                            g_array_index (record->times, gint64, i), NULL))
      g_assert_not_reached ();
}

/**
 * eg_replay_new_match_from_step:
 * @left: (nullable): who plays the left side from here; %NULL keeps the
 *   match's own player, a person stays a person, a computer keeps its level
 * @right: (nullable): the same for the right side
 *
 * A live match at the current step — same rounds, score, side to act and
 * every card the person replaying could see — for "play from here". In
 * a round not over, the cards that person could not see are dealt afresh
 * (eg_knowledge_deal_afresh()). It is a new match, a fork of this one
 * (eg_match_get_origin()): it starts now, deals its next rounds from a
 * new seed and is saved under its own name once a move is played in it.
 *
 * Returns: (transfer full) (nullable): the new match, or %NULL where
 *   eg_replay_get_fork() refuses
 */
EgMatch *
eg_replay_new_match_from_step (EgReplay *self,
                               EgPlayer *left,
                               EgPlayer *right)
{
  g_autoptr(EgPlayer) left_copy = NULL;
  g_autoptr(EgPlayer) right_copy = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  const EgReplayStep *state;
  EgKnowledgeFork fork;
  EgOrigin origin = { 0 };
  guint8 deck[EG_DECK_SIZE];
  EgMatch *match;

  g_return_val_if_fail (EG_IS_REPLAY (self), NULL);
  g_return_val_if_fail (left == NULL || EG_IS_PLAYER (left), NULL);
  g_return_val_if_fail (right == NULL || EG_IS_PLAYER (right), NULL);

  state = eg_replay_get_state (self);
  fork = eg_replay_get_fork (self);
  if (state == NULL || fork == EG_KNOWLEDGE_FORK_DECIDED || fork == EG_KNOWLEDGE_FORK_CANNOT_DEAL)
    return NULL;
  memcpy (deck, eg_match_get_round_record (self->match, state->round_index)->deck, EG_DECK_SIZE);
  if (fork == EG_KNOWLEDGE_FORK_DEAL_AFRESH &&
      !eg_knowledge_deal_afresh (self->match, state->round_index, state->action_index,
                                 eg_replay_get_entitled_side (self),
                                 ((guint64) g_random_int () << 32) | g_random_int (), deck))
    return NULL;

  if (left == NULL)
    left = left_copy = copy_player (eg_match_get_player (self->match, EG_SIDE_LEFT));
  if (right == NULL)
    right = right_copy = copy_player (eg_match_get_player (self->match, EG_SIDE_RIGHT));
  match = eg_match_new (eg_match_get_variant (self->match),
                        eg_match_get_target_score (self->match),
                        eg_match_get_first_starter (self->match), left, right);

  for (guint r = 0; r <= state->round_index; r++)
    {
      const EgRoundRecord *record = eg_match_get_round_record (self->match, r);

      if (r < state->round_index)
        copy_round (match, record, record->deck, record->actions->len);
      else
        copy_round (match, record, deck, state->action_index);
    }

  origin.log_name = (char *) eg_match_get_log_name (self->match);
  origin.round_index = state->round_index;
  origin.action_index = state->action_index;
  origin.dealt_afresh = fork == EG_KNOWLEDGE_FORK_DEAL_AFRESH;
  eg_match_set_origin (match, &origin);
  eg_match_set_seed (match, ((guint64) g_random_int () << 32) | g_random_int ());
  eg_match_set_started (match, now);
  return match;
}

/**
 * eg_replay_new_match_trying:
 * @better: the action to play from the current step instead of the one
 *   played (the analysis's best), for the side to act
 *
 * The fork of eg_replay_new_match_from_step(), with @better already
 * played in it: its origin is the current step, its last action
 * @better. A fresh deal keeps the hand of the side to act when the
 * person replaying could see it, which the analysis requires.
 *
 * Returns: (transfer full) (nullable): the new match, or %NULL where
 *   eg_replay_get_fork() refuses or @better is not legal there
 */
EgMatch *
eg_replay_new_match_trying (EgReplay       *self,
                            const EgAction *better,
                            EgPlayer       *left,
                            EgPlayer       *right)
{
  g_autoptr(EgMatch) match = NULL;

  g_return_val_if_fail (EG_IS_REPLAY (self), NULL);
  g_return_val_if_fail (better != NULL, NULL);

  match = eg_replay_new_match_from_step (self, left, right);
  if (match == NULL || !eg_match_apply (match, better, NULL))
    return NULL;
  return g_steal_pointer (&match);
}

/* ---- no peeking: the rules are eg-knowledge.c's ---- */

/* Whose hidden cards the person replaying may know (eg_knowledge_get_viewer()). */
EgSide
eg_replay_get_entitled_side (EgReplay *self)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), EG_SIDE_NONE);
  return eg_knowledge_get_viewer (self->match);
}

/* TRUE while the round of @step has not ended in the match. */
gboolean
eg_replay_is_step_secret (EgReplay *self,
                          guint     step)
{
  g_return_val_if_fail (EG_IS_REPLAY (self), FALSE);
  g_return_val_if_fail (step < self->steps->len, FALSE);

  return eg_knowledge_is_round_secret (self->match, step_state (self, step)->round_index);
}

/**
 * eg_replay_get_hand:
 * @hand: (out): the cards of @side at @step; all 0 when hidden
 *
 * Returns: whether the person replaying may see that hand
 *   (eg_knowledge_get_hand() for the entitled side)
 */
gboolean
eg_replay_get_hand (EgReplay *self,
                    guint     step,
                    EgSide    side,
                    guint8    hand[EG_N_VALUES + 1])
{
  const EgReplayStep *state;

  g_return_val_if_fail (EG_IS_REPLAY (self), FALSE);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, FALSE);
  g_return_val_if_fail (step < self->steps->len, FALSE);

  state = step_state (self, step);
  return eg_knowledge_get_hand (self->match, state->round_index, state->action_index,
                                eg_replay_get_entitled_side (self), side, hand);
}

/* Whether the analysis of the position at @step (for its side to act) may
 * be shown to the person replaying. */
EgKnowledgeAnalysis
eg_replay_get_analysis_access (EgReplay *self,
                               guint     step)
{
  const EgReplayStep *state;

  g_return_val_if_fail (EG_IS_REPLAY (self), EG_KNOWLEDGE_ANALYSIS_HIDDEN_HAND);
  g_return_val_if_fail (step < self->steps->len, EG_KNOWLEDGE_ANALYSIS_HIDDEN_HAND);

  state = step_state (self, step);
  return eg_knowledge_get_analysis (self->match, state->round_index, state->action_index,
                                    eg_replay_get_entitled_side (self), state->round.to_act);
}
