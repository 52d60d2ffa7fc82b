/* eg-analysis.c — every action of a played match, rated in the background
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-analysis"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-analysis.h"
#include "eg-reasons.h"

/* The marks, in round-win chance lost against the best action. A round
 * is one point and most are decided by a single hit or by the last cards,
 * so these read as a twentieth, a tenth and a fifth of a point given away;
 * the steps follow Lichess, whose 10/20/30 on a −1..1 scale are 5, 10 and
 * 15 points of winning chance, with the blunder set wider because an En
 * Garde round turns on fewer choices than a chess game. The smallest is
 * the judge's margin: an action is only marked when the judge proves its
 * loss beyond its own uncertainty (eg_ai_judge_loss()), so the noise of
 * sampling never marks a sound choice, nor the shorter thinking of the
 * hint or of master. */
#define LOSS_INACCURACY EG_AI_JUDGE_MARGIN
#define LOSS_MISTAKE    0.10
#define LOSS_BLUNDER    0.20

/* Finished analyses kept for the process: reopening a replay is instant. */
#define CACHE_SIZE 8

/* The action to rate and what its player saw just before it. */
typedef struct
{
  EgView   view;
  EgAction action;
  guint    round_index;
  guint    action_index;
} Item;

/* Shared by the object and its workers: the object clears @self in
 * dispose; both sides touch it in the main context only. */
typedef struct
{
  EgAnalysis *self;
} Link;

struct _EgAnalysis
{
  GObject        parent_instance;

  GArray        *items;        /* Item, immutable once built */
  GArray        *entries;      /* EgAnalysisEntry, by item */
  guint8        *rated;        /* by item */
  guint          n_rated;
  gboolean       complete;
  char          *key;          /* of the cache */
  Link          *link;
  GCancellable  *cancellable;
};

G_DEFINE_FINAL_TYPE (EgAnalysis, eg_analysis, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_PROGRESS,
  PROP_COMPLETE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  STEP_ANALYSED,
  DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_LOCK_DEFINE_STATIC (cache);
static GHashTable *cache;       /* key → GArray of EgAnalysisEntry */
static GQueue cache_order = G_QUEUE_INIT;

/* ---- the worker ---- */

typedef struct
{
  GArray       *items;
  Link         *link;
  GMainContext *context;
  guint         start;
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  g_array_unref (job->items);
  g_atomic_rc_box_release (job->link);
  g_main_context_unref (job->context);
  g_free (job);
}

typedef struct
{
  Link           *link;
  guint           index;
  EgAnalysisEntry entry;
} Rated;

static void
rated_free (gpointer data)
{
  Rated *rated = data;

  g_atomic_rc_box_release (rated->link);
  g_free (rated);
}

guint
eg_analysis_rate_actions (const EgView    *view,
                          guint            index,
                          GCancellable    *cancellable,
                          EgAiActionValue  out[EG_MAX_ACTIONS])
{
  /* The same action always gets the same rating. */
  return eg_ai_judge_rate (view, G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (index + 1),
                           cancellable, out);
}

EgAnalysisMark
eg_analysis_mark_for (double loss,
                      double error)
{
  if (!eg_ai_judge_beyond (loss, error))
    return EG_ANALYSIS_MARK_NONE;
  if (loss >= LOSS_BLUNDER)
    return EG_ANALYSIS_MARK_BLUNDER;
  if (loss >= LOSS_MISTAKE)
    return EG_ANALYSIS_MARK_MISTAKE;
  return EG_ANALYSIS_MARK_INACCURACY;
}

gboolean
eg_analysis_judge_mark (const EgView          *view,
                        const EgAiActionValue *values,
                        guint                  n,
                        guint                  index,
                        GCancellable          *cancellable,
                        EgAnalysisMark        *mark)
{
  guint best;
  double loss, error;

  g_return_val_if_fail (view != NULL && values != NULL && index < n && mark != NULL, FALSE);

  best = eg_ai_judge_best (values, n, index);
  *mark = eg_analysis_mark_for (values[best].value - values[index].value, values[index].loss_error);
  if (*mark == EG_ANALYSIS_MARK_NONE)
    return TRUE;
  if (!eg_ai_judge_loss (view, values, n, index, cancellable, &loss, &error))
    return FALSE;
  /* Marked no worse than the figures shown, nor than the proof. */
  *mark = MIN (*mark, eg_analysis_mark_for (loss, error));
  return TRUE;
}

/* Rates one action; FALSE if cancelled. */
static gboolean
rate (const Item      *item,
      guint            index,
      GCancellable    *cancellable,
      EgAnalysisEntry *entry)
{
  EgAiActionValue values[EG_MAX_ACTIONS];
  guint best, played = 0;
  guint n;

  n = eg_analysis_rate_actions (&item->view, index, cancellable, values);
  if (n == 0)
    return FALSE;

  for (guint i = 0; i < n; i++)
    if (eg_action_equal (&values[i].action, &item->action))
      played = i;
  /* An action as good as the one played is not shown as better. */
  best = eg_ai_judge_best (values, n, played);

  entry->round_index = item->round_index;
  entry->action_index = item->action_index;
  entry->action = item->action;
  entry->best = values[best].action;
  entry->n_choices = n;
  entry->win_before = values[best].value;
  entry->win_after = values[played].value;
  entry->loss = values[best].value - values[played].value;
  if (!eg_analysis_judge_mark (&item->view, values, n, played, cancellable, &entry->mark))
    return FALSE;
  /* Unproved, the better action is no better than the one played: the
   * figures say so too, or they would contradict the missing mark. */
  if (entry->mark == EG_ANALYSIS_MARK_NONE && eg_ai_judge_beyond (entry->loss, values[played].loss_error))
    {
      entry->best = entry->action;
      entry->win_before = entry->win_after;
      entry->loss = 0;
    }
  eg_reasons_find (&item->view, &entry->action, &entry->best,
                   entry->mark != EG_ANALYSIS_MARK_NONE,
                   entry->win_after, entry->win_before, &entry->reasons);
  return TRUE;
}

static void store (EgAnalysis *self, guint index, const EgAnalysisEntry *entry);

static gboolean
deliver (gpointer data)
{
  Rated *rated = data;

  if (rated->link->self != NULL)
    store (rated->link->self, rated->index, &rated->entry);
  return G_SOURCE_REMOVE;
}

static void
analysis_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Job *job = task_data;

  for (guint i = job->start; i < job->items->len; i++)
    {
      Rated *rated = g_new0 (Rated, 1);
      GSource *source;

      if (!rate (&g_array_index (job->items, Item, i), i, cancellable, &rated->entry))
        {
          g_free (rated);
          break;
        }
      rated->index = i;
      rated->link = g_atomic_rc_box_acquire (job->link);
      /* A source, not g_main_context_invoke_full(): when the caller's
       * context is the global default and free at that moment, invoke
       * runs @deliver here, in the worker, touching the caller's objects
       * (and a replay view's widgets) from this thread. */
      source = g_idle_source_new ();
      g_source_set_priority (source, G_PRIORITY_DEFAULT);
      g_source_set_callback (source, deliver, rated, rated_free);
      g_source_attach (source, job->context);
      g_source_unref (source);
    }

  g_task_return_boolean (task, TRUE);
}

/* ---- the object, in the main context ---- */

static void
cache_insert (const char *key,
              GArray     *entries)
{
  G_LOCK (cache);
  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_array_unref);
  if (!g_hash_table_contains (cache, key))
    {
      char *owned = g_strdup (key);

      g_hash_table_insert (cache, owned, g_array_ref (entries));
      g_queue_push_tail (&cache_order, owned);
      if (g_queue_get_length (&cache_order) > CACHE_SIZE)
        g_hash_table_remove (cache, g_queue_pop_head (&cache_order));
    }
  G_UNLOCK (cache);
}

static GArray *
cache_lookup (const char *key)
{
  GArray *entries = NULL;

  G_LOCK (cache);
  if (cache != NULL && (entries = g_hash_table_lookup (cache, key)) != NULL)
    g_array_ref (entries);
  G_UNLOCK (cache);
  return entries;
}

static void
finish_if_complete (EgAnalysis *self)
{
  if (self->complete || self->n_rated < self->items->len)
    return;
  self->complete = TRUE;
  g_clear_object (&self->cancellable);
  cache_insert (self->key, self->entries);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
  g_signal_emit (self, signals[DONE], 0);
}

static void
store (EgAnalysis            *self,
       guint                  index,
       const EgAnalysisEntry *entry)
{
  g_assert (index < self->items->len);

  /* A worker cancelled and then resumed may rate an action twice. */
  if (self->rated[index])
    return;
  self->rated[index] = TRUE;
  self->n_rated++;
  g_array_index (self->entries, EgAnalysisEntry, index) = *entry;

  g_signal_emit (self, signals[STEP_ANALYSED], 0, index);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
  finish_if_complete (self);
}

/* Replays @match into the views each player acted on, and a key that
 * names exactly these actions for the cache. */
static void
build_items (EgAnalysis *self,
             EgMatch    *match)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  EgVariant variant = eg_match_get_variant (match);
  guint8 header[2] = { (guint8) variant, EG_AI_JUDGE_SAMPLES & 0xff };

  g_checksum_update (checksum, header, sizeof header);

  for (guint r = 0; r < eg_match_get_n_rounds (match); r++)
    {
      const EgRoundRecord *record = eg_match_get_round_record (match, r);
      guint8 starter = (guint8) record->starter;
      EgRound round;

      eg_round_init (&round, record->deck, variant, record->starter);
      g_checksum_update (checksum, record->deck, EG_DECK_SIZE);
      g_checksum_update (checksum, &starter, 1);

      for (guint a = 0; a < record->actions->len; a++)
        {
          const EgAction *action = &g_array_index (record->actions, EgAction, a);
          Item item;

          /* A match's records only hold actions the engine accepted. */
          g_assert (eg_round_check (&round, action) == EG_ILLEGAL_NONE);

          eg_round_get_view (&round, action->side, &item.view);
          item.action = *action;
          item.round_index = r;
          item.action_index = a;
          g_array_append_val (self->items, item);
          g_checksum_update (checksum, (const guint8 *) action, sizeof *action);

          eg_round_play (&round, action);
        }
    }

  self->key = g_strdup (g_checksum_get_string (checksum));
}

static void
eg_analysis_dispose (GObject *object)
{
  EgAnalysis *self = EG_ANALYSIS (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->link != NULL)
    {
      self->link->self = NULL;
      g_clear_pointer (&self->link, g_atomic_rc_box_release);
    }

  G_OBJECT_CLASS (eg_analysis_parent_class)->dispose (object);
}

static void
eg_analysis_finalize (GObject *object)
{
  EgAnalysis *self = EG_ANALYSIS (object);

  g_clear_pointer (&self->items, g_array_unref);
  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->rated, g_free);
  g_clear_pointer (&self->key, g_free);

  G_OBJECT_CLASS (eg_analysis_parent_class)->finalize (object);
}

static void
eg_analysis_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  EgAnalysis *self = EG_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_PROGRESS:
      g_value_set_double (value, eg_analysis_get_progress (self));
      break;

    case PROP_COMPLETE:
      g_value_set_boolean (value, eg_analysis_is_complete (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_analysis_class_init (EgAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = eg_analysis_dispose;
  object_class->finalize = eg_analysis_finalize;
  object_class->get_property = eg_analysis_get_property;

  properties[PROP_PROGRESS] =
    g_param_spec_double ("progress", NULL, NULL, 0.0, 1.0, 0.0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* EgAnalysis::step-analysed (index): action @index was just rated. */
  signals[STEP_ANALYSED] =
    g_signal_new ("step-analysed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* EgAnalysis::done: every action is rated. */
  signals[DONE] =
    g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
eg_analysis_init (EgAnalysis *self)
{
  self->items = g_array_new (FALSE, FALSE, sizeof (Item));
  self->link = g_atomic_rc_box_new0 (Link);
  self->link->self = self;
}

EgAnalysis *
eg_analysis_new (EgMatch *match)
{
  EgAnalysis *self;

  g_return_val_if_fail (EG_IS_MATCH (match), NULL);

  self = g_object_new (EG_TYPE_ANALYSIS, NULL);
  build_items (self, match);
  self->entries = g_array_sized_new (FALSE, TRUE, sizeof (EgAnalysisEntry), self->items->len);
  g_array_set_size (self->entries, self->items->len);
  self->rated = g_new0 (guint8, MAX (self->items->len, 1));
  return self;
}

void
eg_analysis_start (EgAnalysis *self)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GArray) cached = NULL;
  Job *job;
  guint start = 0;

  g_return_if_fail (EG_IS_ANALYSIS (self));

  if (self->cancellable != NULL || eg_analysis_is_complete (self))
    return;

  cached = cache_lookup (self->key);
  if (cached != NULL)
    {
      g_assert (cached->len == self->items->len);
      for (guint i = 0; i < cached->len; i++)
        store (self, i, &g_array_index (cached, EgAnalysisEntry, i));
      finish_if_complete (self);
      return;
    }

  if (self->items->len == 0)
    {
      finish_if_complete (self);
      return;
    }

  while (start < self->items->len && self->rated[start])
    start++;

  self->cancellable = g_cancellable_new ();
  job = g_new0 (Job, 1);
  job->items = g_array_ref (self->items);
  job->link = g_atomic_rc_box_acquire (self->link);
  job->context = g_main_context_ref_thread_default ();
  job->start = start;

  task = g_task_new (NULL, self->cancellable, NULL, NULL);
  g_task_set_source_tag (task, eg_analysis_start);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, analysis_thread);
}

void
eg_analysis_cancel (EgAnalysis *self)
{
  g_return_if_fail (EG_IS_ANALYSIS (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
}

double
eg_analysis_get_progress (EgAnalysis *self)
{
  g_return_val_if_fail (EG_IS_ANALYSIS (self), 0.0);

  if (self->items->len == 0)
    return self->complete ? 1.0 : 0.0;
  return (double) self->n_rated / self->items->len;
}

gboolean
eg_analysis_is_complete (EgAnalysis *self)
{
  g_return_val_if_fail (EG_IS_ANALYSIS (self), FALSE);

  return self->complete;
}

guint
eg_analysis_get_n_entries (EgAnalysis *self)
{
  g_return_val_if_fail (EG_IS_ANALYSIS (self), 0);

  return self->items->len;
}

const EgAnalysisEntry *
eg_analysis_get_entry (EgAnalysis *self,
                       guint       index)
{
  g_return_val_if_fail (EG_IS_ANALYSIS (self), NULL);

  if (index >= self->items->len || !self->rated[index])
    return NULL;
  return &g_array_index (self->entries, EgAnalysisEntry, index);
}

int
eg_analysis_find (EgAnalysis *self,
                  guint       round_index,
                  guint       action_index)
{
  g_return_val_if_fail (EG_IS_ANALYSIS (self), -1);

  /* Actions are in play order: a binary search on (round, action). */
  for (guint lo = 0, hi = self->items->len; lo < hi;)
    {
      guint mid = lo + (hi - lo) / 2;
      const Item *item = &g_array_index (self->items, Item, mid);

      if (item->round_index == round_index && item->action_index == action_index)
        return (int) mid;
      if (item->round_index < round_index ||
          (item->round_index == round_index && item->action_index < action_index))
        lo = mid + 1;
      else
        hi = mid;
    }
  return -1;
}

gboolean
eg_analysis_hint (const EgView *view,
                  guint64       seed,
                  GCancellable *cancellable,
                  EgReasons    *reasons)
{
  EgAiActionValue values[EG_MAX_ACTIONS], deeper[EG_MAX_ACTIONS];
  EgAction action;
  guint n, best;

  g_return_val_if_fail (view != NULL && reasons != NULL, FALSE);

  n = eg_ai_judge_rate (view, seed, cancellable, values);
  if (n == 0 || eg_ai_judge_deeper (view, eg_ai_judge_guesses (0), cancellable, deeper) != n)
    return FALSE;
  best = eg_ai_judge_best (values, n, 0);
  /* Master's hint is settled so; this one too, or the analysis could
   * prove it worse. */
  action = values[best].action;
  eg_ai_judge_settle (deeper, n, &action);
  for (guint i = 0; i < n; i++)
    if (eg_action_equal (&values[i].action, &action))
      best = i;
  eg_reasons_find (view, &values[best].action, &values[best].action, FALSE,
                   values[best].value, values[best].value, reasons);
  return TRUE;
}

const char *
eg_analysis_mark_to_string (EgAnalysisMark mark)
{
  switch (mark)
    {
    case EG_ANALYSIS_MARK_INACCURACY: return "inaccuracy";
    case EG_ANALYSIS_MARK_MISTAKE:    return "mistake";
    case EG_ANALYSIS_MARK_BLUNDER:    return "blunder";
    case EG_ANALYSIS_MARK_NONE:
    default:
      return NULL;
    }
}

const char *
eg_analysis_mark_get_label (EgAnalysisMark mark)
{
  switch (mark)
    {
    /* Translators: an action that lost a little of the chance to win the round */
    case EG_ANALYSIS_MARK_INACCURACY: return C_("analysis", "Inaccuracy");
    /* Translators: an action that lost a good part of the chance to win the round */
    case EG_ANALYSIS_MARK_MISTAKE:    return C_("analysis", "Mistake");
    /* Translators: an action that threw away much of the chance to win the round */
    case EG_ANALYSIS_MARK_BLUNDER:    return C_("analysis", "Blunder");
    case EG_ANALYSIS_MARK_NONE:
    default:
      return NULL;
    }
}

char *
eg_analysis_describe_place (const EgAnalysisEntry *entry)
{
  g_return_val_if_fail (entry != NULL, NULL);

  /* Translators: where a rated action was played; both numbers from 1 */
  return g_strdup_printf (_("Round %1$u, move %2$u"), entry->round_index + 1, entry->action_index + 1);
}
