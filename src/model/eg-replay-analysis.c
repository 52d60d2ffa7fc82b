/* eg-replay-analysis.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include "eg-ai.h"
#include "eg-replay-analysis.h"

/* The analysis of one step, once computed. */
typedef struct
{
  gboolean done;
  EgAction best;
  double   win_chance;
} Analysis;

struct _EgReplayAnalysis
{
  GObject       parent_instance;

  EgReplay     *replay;
  GArray       *steps;         /* Analysis, by step */
  GCancellable *cancellable;   /* of the step being computed */
  guint         running_step;
};

G_DEFINE_FINAL_TYPE (EgReplayAnalysis, eg_replay_analysis, G_TYPE_OBJECT)

enum {
  READY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  EgView   view;
  guint    step;
  guint64  seed;
  EgAction best;
  double   win_chance;
} Job;

static void
analysis_thread (GTask        *task,
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
analysis_done (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  EgReplayAnalysis *self = EG_REPLAY_ANALYSIS (source);
  GTask *task = G_TASK (result);
  Job *job = g_task_get_task_data (task);
  Analysis *analysis;

  if (!g_task_propagate_boolean (task, NULL) || g_task_get_cancellable (task) != self->cancellable)
    return;
  g_clear_object (&self->cancellable);

  analysis = &g_array_index (self->steps, Analysis, job->step);
  analysis->done = TRUE;
  analysis->best = job->best;
  analysis->win_chance = job->win_chance;
  g_signal_emit (self, signals[READY], 0, job->step);
}

static void
eg_replay_analysis_dispose (GObject *object)
{
  EgReplayAnalysis *self = EG_REPLAY_ANALYSIS (object);

  eg_replay_analysis_cancel (self);
  g_clear_object (&self->replay);
  G_OBJECT_CLASS (eg_replay_analysis_parent_class)->dispose (object);
}

static void
eg_replay_analysis_finalize (GObject *object)
{
  EgReplayAnalysis *self = EG_REPLAY_ANALYSIS (object);

  g_clear_pointer (&self->steps, g_array_unref);
  G_OBJECT_CLASS (eg_replay_analysis_parent_class)->finalize (object);
}

static void
eg_replay_analysis_class_init (EgReplayAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = eg_replay_analysis_dispose;
  object_class->finalize = eg_replay_analysis_finalize;

  /**
   * EgReplayAnalysis::ready:
   * @step: the step whose analysis has arrived
   */
  signals[READY] =
    g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
eg_replay_analysis_init (EgReplayAnalysis *self)
{
  self->steps = g_array_new (FALSE, TRUE, sizeof (Analysis));
}

/**
 * eg_replay_analysis_new:
 *
 * Returns: (transfer full): an analysis of @replay's steps, none computed yet
 */
EgReplayAnalysis *
eg_replay_analysis_new (EgReplay *replay)
{
  EgReplayAnalysis *self;

  g_return_val_if_fail (EG_IS_REPLAY (replay), NULL);

  self = g_object_new (EG_TYPE_REPLAY_ANALYSIS, NULL);
  self->replay = g_object_ref (replay);
  g_array_set_size (self->steps, eg_replay_get_n_steps (replay));
  return self;
}

void
eg_replay_analysis_cancel (EgReplayAnalysis *self)
{
  g_return_if_fail (EG_IS_REPLAY_ANALYSIS (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
}

void
eg_replay_analysis_request (EgReplayAnalysis *self,
                            guint             step)
{
  const EgReplayStep *state;
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (EG_IS_REPLAY_ANALYSIS (self));
  g_return_if_fail (step < self->steps->len);

  if (g_array_index (self->steps, Analysis, step).done ||
      (self->cancellable != NULL && self->running_step == step))
    return;
  eg_replay_analysis_cancel (self);

  state = eg_replay_get_state_at (self->replay, step);
  /* a round over has nobody to act */
  g_return_if_fail (!eg_round_is_over (&state->round));

  job = g_new0 (Job, 1);
  job->step = step;
  /* the same step gets the same analysis, run after run */
  job->seed = 0x9e3779b97f4a7c15ull ^ step;
  eg_round_get_view (&state->round, state->round.to_act, &job->view);

  self->running_step = step;
  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, analysis_done, NULL);
  g_task_set_source_tag (task, eg_replay_analysis_request);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, analysis_thread);
}

gboolean
eg_replay_analysis_lookup (EgReplayAnalysis *self,
                           guint             step,
                           EgAction         *best,
                           double           *win_chance)
{
  const Analysis *analysis;

  g_return_val_if_fail (EG_IS_REPLAY_ANALYSIS (self), FALSE);

  if (step >= self->steps->len)
    return FALSE;
  analysis = &g_array_index (self->steps, Analysis, step);
  if (!analysis->done)
    return FALSE;
  if (best != NULL)
    *best = analysis->best;
  if (win_chance != NULL)
    *win_chance = analysis->win_chance;
  return TRUE;
}
