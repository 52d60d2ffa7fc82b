/* eg-computer.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include "eg-ai.h"
#include "eg-computer.h"

struct _EgComputer
{
  GObject       parent_instance;

  EgMatch      *match;
  guint         pause_ms;

  GCancellable *cancellable;     /* set from the search's start to the move */
  struct Job   *job;             /* the search's, while cancellable is set */
  guint         timeout_id;      /* the pause before the move is played */
  gboolean      thinking;        /* a level that thinks for a time searches */
  EgAction      action;
  /* the position searched: a move for another one is not played */
  guint         round;
  guint         n_actions;
};

G_DEFINE_FINAL_TYPE (EgComputer, eg_computer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BUSY,
  PROP_THINKING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SUGGESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A search, shared by the thread that runs it and the computer that
 * shows its progress (an atomic reference-counted box). */
typedef struct Job
{
  EgAiLevel level;
  EgView    view;
  guint64   seed;
  gint64    started;
  gboolean  hint;
  gint      progress;            /* per mille of the level's time, atomic */
  EgAction  action;
  gboolean  scripted;  /* a lesson's answer: no search */
} Job;

static void
job_release (gpointer job)
{
  g_atomic_rc_box_release (job);
}

static gboolean
position_unchanged (EgComputer *self)
{
  return self->match != NULL && eg_match_get_round_number (self->match) == self->round &&
         eg_match_get_round_actions (self->match, NULL) == self->n_actions;
}

static void
set_thinking (EgComputer *self,
              gboolean    thinking)
{
  if (self->thinking == thinking)
    return;
  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

/* Cancels the search under way and its move waiting to be played, if
 * any; @cancellable (owned) is that of the next search, NULL for none. */
static void
replace_search (EgComputer   *self,
                GCancellable *cancellable)
{
  gboolean was_busy = self->cancellable != NULL;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_pointer (&self->job, job_release);
  self->cancellable = cancellable;
  if (was_busy != (cancellable != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  set_thinking (self, FALSE);
}

static void
search_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Job *job = task_data;

  if (job->scripted)
    g_task_return_boolean (task, TRUE);
  else if (eg_ai_choose_watched (job->level, &job->view, job->seed, cancellable, &job->progress, &job->action))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
}

static gboolean
play_move (gpointer data)
{
  EgComputer *self = data;
  EgAction action = self->action;
  g_autoptr(GError) error = NULL;

  self->timeout_id = 0;
  replace_search (self, NULL);
  if (position_unchanged (self) && !eg_match_apply (self->match, &action, &error))
    g_warning ("The computer’s move was refused: %s", error->message);
  return G_SOURCE_REMOVE;
}

static void
search_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  EgComputer *self = EG_COMPUTER (source);
  GTask *task = G_TASK (result);
  Job *job = g_task_get_task_data (task);
  gint64 elapsed_ms;

  if (!g_task_propagate_boolean (task, NULL) || g_task_get_cancellable (task) != self->cancellable)
    return;

  if (!position_unchanged (self))
    {
      replace_search (self, NULL);
      eg_computer_update (self);
      return;
    }

  if (job->hint)
    {
      replace_search (self, NULL);
      g_signal_emit (self, signals[SUGGESTED], 0, &job->action);
      return;
    }

  /* chosen: the thinking is over, the move waits for the pause */
  set_thinking (self, FALSE);
  /* the pause counts from the start of the search */
  self->action = job->action;
  elapsed_ms = (g_get_monotonic_time () - job->started) / 1000;
  self->timeout_id = g_timeout_add (elapsed_ms >= self->pause_ms ? 0 : self->pause_ms - elapsed_ms,
                                    play_move, self);
}

static void
start (EgComputer *self,
       EgSide      side,
       EgAiLevel   level,
       gboolean    hint)
{
  g_autoptr(GTask) task = NULL;
  Job *job = g_atomic_rc_box_new0 (Job);

  job->level = level;
  job->hint = hint;
  job->started = g_get_monotonic_time ();
  job->seed = ((guint64) g_random_int () << 32) | g_random_int ();
  eg_match_get_view (self->match, side, &job->view);
  /* a lesson's move: its script's, and the hint is the move it asks for */
  job->scripted = eg_match_get_scripted_action (self->match, &job->action);

  /* "busy" and "thinking" are told once the search they stand for is
   * in place: a view asking then how far it is thinking gets an answer */
  g_object_freeze_notify (G_OBJECT (self));
  replace_search (self, g_cancellable_new ());
  self->job = g_atomic_rc_box_acquire (job);
  set_thinking (self, !hint && !job->scripted && eg_ai_level_thinks (level));
  g_object_thaw_notify (G_OBJECT (self));
  self->round = eg_match_get_round_number (self->match);
  self->n_actions = eg_match_get_round_actions (self->match, NULL);

  task = g_task_new (self, self->cancellable, search_done, NULL);
  g_task_set_source_tag (task, start);
  g_task_set_task_data (task, job, job_release);
  g_task_run_in_thread (task, search_thread);
}

static EgAiLevel
level_of (EgComputer *self,
          EgSide      side)
{
  EgAiLevel level;

  if (eg_ai_level_from_string (eg_player_get_level (eg_match_get_player (self->match, side)), &level))
    return level;
  return EG_AI_MEDIUM;
}

static void
eg_computer_dispose (GObject *object)
{
  EgComputer *self = EG_COMPUTER (object);

  replace_search (self, NULL);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (eg_computer_parent_class)->dispose (object);
}

static void
eg_computer_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  EgComputer *self = EG_COMPUTER (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, eg_computer_get_busy (self));
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_computer_class_init (EgComputerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = eg_computer_dispose;
  object_class->get_property = eg_computer_get_property;

  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * EgComputer::suggested:
   * @action: (type gpointer): the EgAction suggested
   *
   * A search of eg_computer_suggest() found its move, for the position
   * it was asked in.
   */
  signals[SUGGESTED] =
    g_signal_new ("suggested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
eg_computer_init (EgComputer *self)
{
}

EgComputer *
eg_computer_new (void)
{
  return g_object_new (EG_TYPE_COMPUTER, NULL);
}

void
eg_computer_set_match (EgComputer *self,
                       EgMatch    *match)
{
  g_return_if_fail (EG_IS_COMPUTER (self));
  g_return_if_fail (match == NULL || EG_IS_MATCH (match));

  eg_computer_cancel (self);
  g_set_object (&self->match, match);
}

void
eg_computer_set_pause (EgComputer *self,
                       guint       pause_ms)
{
  g_return_if_fail (EG_IS_COMPUTER (self));
  self->pause_ms = pause_ms;
}

gboolean
eg_computer_get_busy (EgComputer *self)
{
  g_return_val_if_fail (EG_IS_COMPUTER (self), FALSE);
  return self->cancellable != NULL;
}

gboolean
eg_computer_get_thinking (EgComputer *self)
{
  g_return_val_if_fail (EG_IS_COMPUTER (self), FALSE);
  return self->thinking;
}

double
eg_computer_get_thought (EgComputer *self)
{
  g_return_val_if_fail (EG_IS_COMPUTER (self), -1);

  if (!self->thinking)
    return -1;
  return g_atomic_int_get (&self->job->progress) / 1000.0;
}

void
eg_computer_update (EgComputer *self)
{
  EgSide to_act;

  g_return_if_fail (EG_IS_COMPUTER (self));

  if (self->match == NULL || !eg_match_is_round_in_progress (self->match))
    return;
  to_act = eg_match_get_side_to_act (self->match);
  if (eg_player_is_human (eg_match_get_player (self->match, to_act)))
    return;
  if (self->cancellable != NULL && position_unchanged (self))
    return;
  /* a lesson's computer plays its script or nothing */
  if (eg_match_is_scripted (self->match) && !eg_match_get_scripted_action (self->match, &(EgAction) { 0 }))
    return;

  start (self, to_act, level_of (self, to_act), FALSE);
}

void
eg_computer_suggest (EgComputer *self,
                     EgSide      side)
{
  g_return_if_fail (EG_IS_COMPUTER (self));
  g_return_if_fail (self->match != NULL);

  start (self, side, EG_AI_N_LEVELS - 1, TRUE);
}

void
eg_computer_cancel (EgComputer *self)
{
  g_return_if_fail (EG_IS_COMPUTER (self));
  replace_search (self, NULL);
}
