/* eg-replay-analysis.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-analysis"

#include "config.h"

#include "eg-ai.h"
#include "eg-replay-analysis.h"
#include "eg-replay-private.h"

/* The search of a position no action follows, once done. */
typedef struct
{
  gboolean done;
  EgAction best;
  double   win_chance;
} Position;

struct _EgReplayAnalysis
{
  GObject       parent_instance;

  EgReplay     *replay;
  EgAnalysis   *rating;
  GArray       *positions;     /* Position, by step */
  GCancellable *cancellable;   /* of the position being searched */
  guint         running_step;
};

G_DEFINE_FINAL_TYPE (EgReplayAnalysis, eg_replay_analysis, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PROGRESS,
  PROP_COMPLETE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  STEP_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The step of the action rated as @entry: its round's deal, then one
 * step per action. */
static guint
step_of (EgReplayAnalysis      *self,
         const EgAnalysisEntry *entry)
{
  return eg_replay_step_for (self->replay, entry->round_index, entry->action_index + 1);
}

/* The action played right after @step, if the match has one. */
static const EgAnalysisEntry *
next_entry (EgReplayAnalysis *self,
            guint             step)
{
  const EgReplayStep *state = eg_replay_get_full_state_at (self->replay, step);
  int index = eg_analysis_find (self->rating, state->round_index, state->action_index);

  return index < 0 ? NULL : eg_analysis_get_entry (self->rating, index);
}

static gboolean
has_next_action (EgReplayAnalysis *self,
                 guint             step)
{
  const EgReplayStep *state = eg_replay_get_full_state_at (self->replay, step);

  return eg_analysis_find (self->rating, state->round_index, state->action_index) >= 0;
}

static void
rated_cb (EgReplayAnalysis *self,
          guint             index)
{
  guint step = step_of (self, eg_analysis_get_entry (self->rating, index));

  /* the action played at @step, and the position before it */
  g_signal_emit (self, signals[STEP_CHANGED], 0, step);
  g_signal_emit (self, signals[STEP_CHANGED], 0, step - 1);
}

static void
progress_cb (EgReplayAnalysis *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
}

static void
complete_cb (EgReplayAnalysis *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
}

/* ---- the search of a position no action follows ---- */

typedef struct
{
  EgView   view;
  guint    step;
  guint64  seed;
  EgAction best;
  double   win_chance;
} Job;

static void
search_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Job *job = task_data;

  if (eg_ai_analyse (&job->view, job->seed, cancellable, &job->best, &job->win_chance))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
}

static void
search_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  EgReplayAnalysis *self = EG_REPLAY_ANALYSIS (source);
  GTask *task = G_TASK (result);
  Job *job = g_task_get_task_data (task);
  Position *position;

  if (!g_task_propagate_boolean (task, NULL) || g_task_get_cancellable (task) != self->cancellable)
    return;
  g_clear_object (&self->cancellable);

  position = &g_array_index (self->positions, Position, job->step);
  position->done = TRUE;
  position->best = job->best;
  position->win_chance = job->win_chance;
  g_signal_emit (self, signals[STEP_CHANGED], 0, job->step);
}

static void
cancel_search (EgReplayAnalysis *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
}

/* ---- life cycle ---- */

static void
eg_replay_analysis_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  EgReplayAnalysis *self = EG_REPLAY_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_PROGRESS:
      g_value_set_double (value, eg_replay_analysis_get_progress (self));
      break;
    case PROP_COMPLETE:
      g_value_set_boolean (value, eg_replay_analysis_is_complete (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_replay_analysis_dispose (GObject *object)
{
  EgReplayAnalysis *self = EG_REPLAY_ANALYSIS (object);

  cancel_search (self);
  if (self->rating != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->rating, self);
      eg_analysis_cancel (self->rating);
    }
  g_clear_object (&self->rating);
  g_clear_object (&self->replay);
  G_OBJECT_CLASS (eg_replay_analysis_parent_class)->dispose (object);
}

static void
eg_replay_analysis_finalize (GObject *object)
{
  EgReplayAnalysis *self = EG_REPLAY_ANALYSIS (object);

  g_clear_pointer (&self->positions, g_array_unref);
  G_OBJECT_CLASS (eg_replay_analysis_parent_class)->finalize (object);
}

static void
eg_replay_analysis_class_init (EgReplayAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = eg_replay_analysis_get_property;
  object_class->dispose = eg_replay_analysis_dispose;
  object_class->finalize = eg_replay_analysis_finalize;

  properties[PROP_PROGRESS] =
    g_param_spec_double ("progress", NULL, NULL, 0, 1, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * EgReplayAnalysis::step-changed:
   * @step: the step whose rating or analysis arrived
   */
  signals[STEP_CHANGED] =
    g_signal_new ("step-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
eg_replay_analysis_init (EgReplayAnalysis *self)
{
  self->positions = g_array_new (FALSE, TRUE, sizeof (Position));
}

/**
 * eg_replay_analysis_new:
 *
 * Returns: (transfer full): the analysis of @replay's match, not started
 */
EgReplayAnalysis *
eg_replay_analysis_new (EgReplay *replay)
{
  EgReplayAnalysis *self;

  g_return_val_if_fail (EG_IS_REPLAY (replay), NULL);

  self = g_object_new (EG_TYPE_REPLAY_ANALYSIS, NULL);
  self->replay = g_object_ref (replay);
  self->rating = eg_analysis_new (eg_replay_get_match (replay));
  g_array_set_size (self->positions, eg_replay_get_n_steps (replay));
  g_signal_connect_swapped (self->rating, "step-analysed", G_CALLBACK (rated_cb), self);
  g_signal_connect_swapped (self->rating, "notify::progress", G_CALLBACK (progress_cb), self);
  g_signal_connect_swapped (self->rating, "notify::complete", G_CALLBACK (complete_cb), self);
  return self;
}

EgReplay *
eg_replay_analysis_get_replay (EgReplayAnalysis *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_ANALYSIS (self), NULL);
  return self->replay;
}

void
eg_replay_analysis_start (EgReplayAnalysis *self)
{
  g_return_if_fail (EG_IS_REPLAY_ANALYSIS (self));

  if (!eg_analysis_is_complete (self->rating))
    eg_analysis_start (self->rating);
}

void
eg_replay_analysis_cancel (EgReplayAnalysis *self)
{
  g_return_if_fail (EG_IS_REPLAY_ANALYSIS (self));

  cancel_search (self);
  eg_analysis_cancel (self->rating);
}

double
eg_replay_analysis_get_progress (EgReplayAnalysis *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_ANALYSIS (self), 0);
  return eg_analysis_get_progress (self->rating);
}

gboolean
eg_replay_analysis_is_complete (EgReplayAnalysis *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_ANALYSIS (self), FALSE);
  return eg_analysis_is_complete (self->rating);
}

/* The rating of the action played at @state tells the hand of who played
 * it: it shows where that hand may (eg_knowledge_get_analysis()). */
static gboolean
rating_shown (EgReplayAnalysis   *self,
              const EgReplayStep *state)
{
  EgMatch *match = eg_replay_get_match (self->replay);

  return eg_knowledge_get_analysis (match, state->round_index, state->action_index - 1,
                                    eg_replay_get_entitled_side (self->replay),
                                    state->action.side) == EG_KNOWLEDGE_ANALYSIS_SHOWN;
}

/* The rating of the action played at @step; NULL at a deal, until it is
 * rated, and where it would tell a hand the person replaying may not see. */
const EgAnalysisEntry *
eg_replay_analysis_get_entry (EgReplayAnalysis *self,
                              guint             step)
{
  const EgReplayStep *state;
  int index;

  g_return_val_if_fail (EG_IS_REPLAY_ANALYSIS (self), NULL);
  g_return_val_if_fail (step < self->positions->len, NULL);

  state = eg_replay_get_full_state_at (self->replay, step);
  if (!state->has_action || !rating_shown (self, state))
    return NULL;
  index = eg_analysis_find (self->rating, state->round_index, state->action_index - 1);
  return index < 0 ? NULL : eg_analysis_get_entry (self->rating, index);
}

gboolean
eg_replay_analysis_lookup (EgReplayAnalysis *self,
                           guint             step,
                           EgAction         *best,
                           double           *win_chance)
{
  const EgAnalysisEntry *entry;
  const Position *position;

  g_return_val_if_fail (EG_IS_REPLAY_ANALYSIS (self), FALSE);

  if (step >= self->positions->len ||
      eg_replay_get_analysis_access (self->replay, step) != EG_KNOWLEDGE_ANALYSIS_SHOWN)
    return FALSE;
  if (has_next_action (self, step))
    {
      if ((entry = next_entry (self, step)) == NULL)
        return FALSE;
      if (best != NULL)
        *best = entry->best;
      if (win_chance != NULL)
        *win_chance = entry->win_before;
      return TRUE;
    }

  position = &g_array_index (self->positions, Position, step);
  if (!position->done)
    return FALSE;
  if (best != NULL)
    *best = position->best;
  if (win_chance != NULL)
    *win_chance = position->win_chance;
  return TRUE;
}

gboolean
eg_replay_analysis_get_figure (EgReplayAnalysis *self,
                               guint             step,
                               EgSide           *side,
                               double           *chance)
{
  const EgReplayStep *state;
  const EgAnalysisEntry *entry;
  double value;

  g_return_val_if_fail (EG_IS_REPLAY_ANALYSIS (self), FALSE);
  g_return_val_if_fail (side != NULL && chance != NULL, FALSE);

  if (step >= self->positions->len)
    return FALSE;
  state = eg_replay_get_state_at (self->replay, step);
  if (state->has_action)
    {
      if ((entry = eg_replay_analysis_get_entry (self, step)) == NULL)
        return FALSE;
      *side = entry->action.side;
      *chance = entry->win_after;
      return TRUE;
    }
  if (eg_round_is_over (&state->round) || !eg_replay_analysis_lookup (self, step, NULL, &value))
    return FALSE;
  *side = eg_round_get_side_to_act (&state->round);
  *chance = value;
  return TRUE;
}

void
eg_replay_analysis_request (EgReplayAnalysis *self,
                            guint             step)
{
  const EgReplayStep *state;
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (EG_IS_REPLAY_ANALYSIS (self));
  g_return_if_fail (step < self->positions->len);

  state = eg_replay_get_full_state_at (self->replay, step);
  if (eg_replay_get_analysis_access (self->replay, step) != EG_KNOWLEDGE_ANALYSIS_SHOWN ||
      has_next_action (self, step) || eg_round_is_over (&state->round) ||
      g_array_index (self->positions, Position, step).done ||
      (self->cancellable != NULL && self->running_step == step))
    return;
  cancel_search (self);

  job = g_new0 (Job, 1);
  job->step = step;
  /* the same step gets the same analysis, run after run */
  job->seed = 0x9e3779b97f4a7c15ull ^ step;
  eg_round_get_view (&state->round, state->round.to_act, &job->view);

  self->running_step = step;
  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, search_done, NULL);
  g_task_set_source_tag (task, eg_replay_analysis_request);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, search_thread);
}
