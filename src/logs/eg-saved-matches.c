/* eg-saved-matches.c — the saved matches of a folder, kept current
 *
 * Changes by another process are learnt from a GFileMonitor on the
 * folder where one can be had; where not (or with
 * EN_GARDE_NO_FILE_MONITOR set, for a file system whose notifications
 * are not to be trusted), from the times of the folder and its index.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-logs"

#include "config.h"

#include <glib/gstdio.h>

#include "eg-saved-matches.h"

/* The folder as last seen: any log written, renamed or removed in it
 * changes its time, and the index is rewritten in place of the old. */
typedef struct
{
  gint64 dir_mtime;     /* nanoseconds, -1: no folder */
  gint64 index_mtime;   /* nanoseconds, -1: no index */
  gint64 index_size;
} Stamp;

/* A file's time is that of the kernel's coarse clock (a few
 * milliseconds): a change in the same tick as a stamp leaves the stamp
 * as it was. A stamp this close to its folder's last change is checked
 * again by listing once more, a little later (as Git does with its
 * index), unless the folder's monitor reports such a change. */
#define RACY_NS (50 * G_GINT64_CONSTANT (1000000))
#define RECHECK_MS 1000

#define SUFFIX ".engarde"
#define INDEX_NAME ".index"

/* A log as this object last knew it: read by a refresh, or written or
 * deleted by this process. A log not known is one that does not exist. */
typedef struct
{
  gint64 mtime;         /* nanoseconds */
  gint64 size;
} Seen;

struct _EgSavedMatches
{
  GObject     parent_instance;

  GFile      *dir;
  GPtrArray  *all;          /* EgMatchEntry, every log, newest first; NULL until read */
  GPtrArray  *grouped;      /* as a list shows them */
  GHashTable *dirty;        /* names of logs this process wrote or deleted since */
  Stamp       stamp;
  gboolean    trusted;      /* the stamp is older than a tick of the file clock */
  gboolean    running;      /* a refresh is under way */
  gboolean    running_all;  /* … reading the whole folder, taking its own stamp */
  GPtrArray  *waiting;      /* GTask: the callers of that refresh and those since */
  guint       recheck_id;
  GFileMonitor *monitor;    /* NULL: none could be had, the stamp alone tells */
  gboolean    monitor_tried;
  gboolean    stale;        /* the monitor saw another process change a log */
  GHashTable *seen;         /* name → Seen: the logs as the list knows them */
  GHashTable *pending;      /* names the monitor reported while a refresh ran */
};

G_DEFINE_FINAL_TYPE (EgSavedMatches, eg_saved_matches, G_TYPE_OBJECT)

static gint64
mtime_ns (const GStatBuf *buf)
{
  return (gint64) buf->st_mtim.tv_sec * 1000000000 + buf->st_mtim.tv_nsec;
}

static void
take_stamp (GFile *dir,
            Stamp *stamp)
{
  g_autofree char *path = g_file_get_path (dir);
  g_autofree char *index = g_build_filename (path, ".index", NULL);
  GStatBuf buf;

  stamp->dir_mtime = g_stat (path, &buf) == 0 ? mtime_ns (&buf) : -1;
  if (g_stat (index, &buf) == 0)
    {
      stamp->index_mtime = mtime_ns (&buf);
      stamp->index_size = buf.st_size;
    }
  else
    stamp->index_mtime = stamp->index_size = -1;
}

static GHashTable *
seen_table_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

/* Notes what @dir/@name is now in @seen (absent: not in it). */
static void
see (GHashTable *seen,
     GFile      *dir,
     const char *name)
{
  g_autofree char *path = g_build_filename (g_file_peek_path (dir), name, NULL);
  GStatBuf buf;

  if (g_stat (path, &buf) == 0)
    {
      Seen *it = g_new (Seen, 1);

      it->mtime = mtime_ns (&buf);
      it->size = buf.st_size;
      g_hash_table_insert (seen, g_strdup (name), it);
    }
  else
    g_hash_table_remove (seen, name);
}

/* Every log of @dir as it is now. Taken before the listing: a log
 * changed during it differs from what is noted, and is read again. */
static GHashTable *
see_all (GFile *dir)
{
  GHashTable *seen = seen_table_new ();
  g_autoptr(GDir) folder = g_dir_open (g_file_peek_path (dir), 0, NULL);
  const char *name;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    if (g_str_has_suffix (name, SUFFIX))
      see (seen, dir, name);
  return seen;
}

static gboolean
stamp_equal (const Stamp *a,
             const Stamp *b)
{
  return a->dir_mtime == b->dir_mtime && a->index_mtime == b->index_mtime && a->index_size == b->index_size;
}

/* Whether the stamp was taken over a tick after the last change it saw. */
static gboolean
stamp_settled (const Stamp *stamp)
{
  gint64 now = g_get_real_time () * 1000;

  return now - stamp->dir_mtime > RACY_NS && now - stamp->index_mtime > RACY_NS;
}

/* ---- a refresh, in a thread ---- */

typedef struct
{
  GFile      *dir;
  GPtrArray  *base;       /* the list to bring up to date, NULL: read all */
  GStrv       changed;    /* the names to read again in it */
  GPtrArray  *all;
  GPtrArray  *grouped;
  Stamp       stamp;
  GHashTable *seen;       /* with all: the logs as they were before it */
} Job;

static void
job_free (Job *job)
{
  g_clear_object (&job->dir);
  g_clear_pointer (&job->base, g_ptr_array_unref);
  g_clear_pointer (&job->changed, g_strfreev);
  g_clear_pointer (&job->all, g_ptr_array_unref);
  g_clear_pointer (&job->grouped, g_ptr_array_unref);
  g_clear_pointer (&job->seen, g_hash_table_unref);
  g_free (job);
}

static gboolean
is_named (const EgMatchEntry *entry,
          GStrv               names)
{
  g_autofree char *name = g_file_get_basename (entry->file);

  return g_strv_contains ((const char * const *) names, name);
}

/* The logs this process wrote or deleted, read again into a copy of
 * the list: the rest of the folder is as the stamp last saw it. */
static GPtrArray *
update_list (Job *job)
{
  GPtrArray *all = g_ptr_array_new_full (job->base->len + 1, (GDestroyNotify) eg_match_entry_free);

  for (guint i = 0; i < job->base->len; i++)
    if (!is_named (g_ptr_array_index (job->base, i), job->changed))
      g_ptr_array_add (all, eg_match_entry_copy (g_ptr_array_index (job->base, i)));
  for (guint i = 0; job->changed[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_get_child (job->dir, job->changed[i]);
      EgMatchEntry *entry = eg_match_entry_read (file, NULL);

      if (entry == NULL)
        continue;
      /* the moves taken back are in the index only */
      for (guint j = 0; j < job->base->len; j++)
        {
          const EgMatchEntry *old = g_ptr_array_index (job->base, j);

          if (g_file_equal (old->file, file))
            entry->n_undos = old->n_undos;
        }
      g_ptr_array_add (all, entry);
    }
  eg_match_index_sort (all);
  return all;
}

static void
refresh_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(GError) error = NULL;

  if (job->base != NULL)
    job->all = update_list (job);
  else
    {
      Stamp after;

      /* before the listing: a change during it shows as a new stamp */
      take_stamp (job->dir, &job->stamp);
      job->seen = see_all (job->dir);
      job->all = eg_match_index_list (job->dir, &error);
      if (job->all == NULL)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      /* the listing may have written the index: that change is its own */
      take_stamp (job->dir, &after);
      if (after.index_mtime != job->stamp.index_mtime)
        job->stamp = after;
    }
  job->grouped = eg_match_index_group (job->all);
  g_task_return_boolean (task, TRUE);
}

static void start_refresh (EgSavedMatches *self);

/* ---- what the monitor reports ---- */

/* Whether @name in the folder is still as the list knows it: a change
 * this process made is known already (eg_saved_matches_file_changed()),
 * so only another's makes the list stale. */
static gboolean
is_known (EgSavedMatches *self,
          const char     *name)
{
  g_autoptr(GHashTable) now = seen_table_new ();
  const Seen *was = g_hash_table_lookup (self->seen, name);
  const Seen *is;

  if (g_str_equal (name, INDEX_NAME))
    {
      Stamp stamp;

      take_stamp (self->dir, &stamp);
      return stamp.index_mtime == self->stamp.index_mtime && stamp.index_size == self->stamp.index_size;
    }
  see (now, self->dir, name);
  is = g_hash_table_lookup (now, name);
  if (was == NULL || is == NULL)
    return was == is;
  return was->mtime == is->mtime && was->size == is->size;
}

static void
check_name (EgSavedMatches *self,
            const char     *name)
{
  if (self->all != NULL && !self->stale && !is_known (self, name))
    self->stale = TRUE;
}

static void
folder_changed (GFileMonitor      *monitor,
                GFile             *file,
                GFile             *other_file,
                GFileMonitorEvent  event,
                EgSavedMatches    *self)
{
  GFile *files[] = { file, other_file };

  /* the folder itself gone: read again (and found empty) */
  if (g_file_equal (file, self->dir))
    {
      if (event == G_FILE_MONITOR_EVENT_DELETED || event == G_FILE_MONITOR_EVENT_MOVED_OUT ||
          event == G_FILE_MONITOR_EVENT_UNMOUNTED)
        self->stale = self->all != NULL;
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *name = NULL;

      if (files[i] == NULL || !g_file_has_parent (files[i], self->dir))
        continue;
      name = g_file_get_basename (files[i]);
      /* temporary files of a save are not logs: their rename is */
      if (!g_str_has_suffix (name, SUFFIX) && !g_str_equal (name, INDEX_NAME))
        continue;
      /* the refresh under way may or may not have seen it: told after */
      if (self->running)
        g_hash_table_add (self->pending, g_steal_pointer (&name));
      else
        check_name (self, name);
    }
}

/* Before the first listing, so that it misses no change after it. */
static void
start_monitor (EgSavedMatches *self)
{
  g_autoptr(GError) error = NULL;

  if (self->monitor_tried)
    return;
  self->monitor_tried = TRUE;
  if (g_getenv ("EN_GARDE_NO_FILE_MONITOR") != NULL)
    return;
  self->monitor = g_file_monitor_directory (self->dir, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);
  if (self->monitor == NULL)
    {
      g_debug ("%s is not monitored, its times tell its changes: %s",
               g_file_peek_path (self->dir), error->message);
      return;
    }
  g_signal_connect_object (self->monitor, "changed", G_CALLBACK (folder_changed), self, 0);
}

static gboolean
recheck (gpointer data)
{
  EgSavedMatches *self = data;

  self->recheck_id = 0;
  if (!self->running)
    start_refresh (self);
  return G_SOURCE_REMOVE;
}

static void
refresh_done (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  EgSavedMatches *self = EG_SAVED_MATCHES (source);
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) waiting = g_steal_pointer (&self->waiting);

  self->running = self->running_all = FALSE;
  self->waiting = g_ptr_array_new_with_free_func (g_object_unref);
  if (g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_clear_pointer (&self->all, g_ptr_array_unref);
      g_clear_pointer (&self->grouped, g_ptr_array_unref);
      self->all = g_steal_pointer (&job->all);
      self->grouped = g_steal_pointer (&job->grouped);
      if (job->base == NULL)
        {
          GHashTableIter iter;
          gpointer name;

          self->stamp = job->stamp;
          g_clear_pointer (&self->seen, g_hash_table_unref);
          self->seen = g_steal_pointer (&job->seen);
          /* the logs this process wrote during the listing */
          g_hash_table_iter_init (&iter, self->dirty);
          while (g_hash_table_iter_next (&iter, &name, NULL))
            see (self->seen, self->dir, name);
          /* a change in the stamp's tick is one the monitor reports */
          self->trusted = self->monitor != NULL || stamp_settled (&self->stamp);
          if (!self->trusted && self->recheck_id == 0)
            self->recheck_id = g_timeout_add (RECHECK_MS, recheck, self);
        }
    }
  {
    g_autofree gpointer *names = g_hash_table_get_keys_as_array (self->pending, NULL);

    g_hash_table_steal_all (self->pending);
    for (guint i = 0; names[i] != NULL; i++)
      {
        check_name (self, names[i]);
        g_free (names[i]);
      }
  }

  /* a log written during the refresh: once more for those waiting */
  if (error == NULL && waiting->len > 0 && g_hash_table_size (self->dirty) > 0)
    {
      g_ptr_array_extend_and_steal (self->waiting, g_steal_pointer (&waiting));
      start_refresh (self);
      return;
    }
  for (guint i = 0; i < waiting->len; i++)
    {
      GTask *task = g_ptr_array_index (waiting, i);

      if (error != NULL)
        g_task_return_error (task, g_error_copy (error));
      else
        g_task_return_boolean (task, TRUE);
    }
}

static void
start_refresh (EgSavedMatches *self)
{
  g_autoptr(GTask) task = g_task_new (self, NULL, refresh_done, NULL);
  Job *job = g_new0 (Job, 1);
  Stamp now;

  start_monitor (self);
  job->dir = g_object_ref (self->dir);
  take_stamp (self->dir, &now);
  /* only this process wrote since the list was read: only its logs are
   * read again */
  if (self->all != NULL && self->trusted && !self->stale && stamp_equal (&now, &self->stamp))
    {
      /* the keys are the table's: copied before it lets them go */
      g_autofree gpointer *names = g_hash_table_get_keys_as_array (self->dirty, NULL);

      job->base = g_ptr_array_ref (self->all);
      job->changed = g_strdupv ((GStrv) names);
    }
  g_hash_table_remove_all (self->dirty);
  self->running = TRUE;
  self->running_all = job->base == NULL;
  /* the listing sees all changes to here; the monitor reports later ones */
  if (self->running_all)
    self->stale = FALSE;
  g_task_set_source_tag (task, start_refresh);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, refresh_thread);
}

/* ---- the object ---- */

static void
eg_saved_matches_dispose (GObject *object)
{
  EgSavedMatches *self = EG_SAVED_MATCHES (object);

  g_clear_handle_id (&self->recheck_id, g_source_remove);
  if (self->monitor != NULL)
    g_file_monitor_cancel (self->monitor);
  g_clear_object (&self->monitor);
  G_OBJECT_CLASS (eg_saved_matches_parent_class)->dispose (object);
}

static void
eg_saved_matches_finalize (GObject *object)
{
  EgSavedMatches *self = EG_SAVED_MATCHES (object);

  g_clear_object (&self->dir);
  g_clear_pointer (&self->all, g_ptr_array_unref);
  g_clear_pointer (&self->grouped, g_ptr_array_unref);
  g_clear_pointer (&self->dirty, g_hash_table_unref);
  g_clear_pointer (&self->waiting, g_ptr_array_unref);
  g_clear_pointer (&self->seen, g_hash_table_unref);
  g_clear_pointer (&self->pending, g_hash_table_unref);
  G_OBJECT_CLASS (eg_saved_matches_parent_class)->finalize (object);
}

static void
eg_saved_matches_class_init (EgSavedMatchesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = eg_saved_matches_dispose;
  object_class->finalize = eg_saved_matches_finalize;
}

static void
eg_saved_matches_init (EgSavedMatches *self)
{
  self->dirty = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->waiting = g_ptr_array_new_with_free_func (g_object_unref);
  self->seen = seen_table_new ();
  self->pending = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/**
 * eg_saved_matches_new:
 * @dir: the folder of the saved matches
 *
 * Nothing is read until the first eg_saved_matches_refresh_async().
 *
 * Returns: (transfer full): the saved matches of @dir
 */
EgSavedMatches *
eg_saved_matches_new (GFile *dir)
{
  EgSavedMatches *self;

  g_return_val_if_fail (G_IS_FILE (dir), NULL);

  self = g_object_new (EG_TYPE_SAVED_MATCHES, NULL);
  self->dir = g_object_ref (dir);
  return self;
}

GFile *
eg_saved_matches_get_dir (EgSavedMatches *self)
{
  g_return_val_if_fail (EG_IS_SAVED_MATCHES (self), NULL);
  return self->dir;
}

/**
 * eg_saved_matches_get_list:
 *
 * The matches as a list shows them (eg_match_index_group()), as last
 * read. The array is never changed: a refresh replaces it, so a caller
 * may keep a reference.
 *
 * Returns: (transfer none) (nullable) (element-type EgMatchEntry): the
 *   matches, or %NULL before they were first read
 */
GPtrArray *
eg_saved_matches_get_list (EgSavedMatches *self)
{
  g_return_val_if_fail (EG_IS_SAVED_MATCHES (self), NULL);
  return self->grouped;
}

/**
 * eg_saved_matches_is_current:
 *
 * Whether the list is that of the folder now: read, no log written by
 * this process since, and nothing changed by another (as the folder's
 * monitor reported, and the folder and its index as the list last saw
 * them). Two calls to stat(), no reading.
 */
gboolean
eg_saved_matches_is_current (EgSavedMatches *self)
{
  Stamp now;

  g_return_val_if_fail (EG_IS_SAVED_MATCHES (self), FALSE);

  if (self->grouped == NULL || self->running || self->stale || !self->trusted ||
      g_hash_table_size (self->dirty) > 0)
    return FALSE;
  take_stamp (self->dir, &now);
  return stamp_equal (&now, &self->stamp);
}

/**
 * eg_saved_matches_file_changed:
 * @file: a log of the folder that this process has just written or
 *   deleted (or whose index entry it changed)
 *
 * The next refresh reads @file again, and only it if nothing else
 * changed. The folder's new time is taken as this write's: another
 * process's write in the same tick of the file clock is reported by
 * the folder's monitor, or, without one, seen at the folder's next
 * change.
 */
void
eg_saved_matches_file_changed (EgSavedMatches *self,
                               GFile          *file)
{
  g_autoptr(GFile) parent = NULL;
  g_autofree char *name = NULL;

  g_return_if_fail (EG_IS_SAVED_MATCHES (self));
  g_return_if_fail (G_IS_FILE (file));

  parent = g_file_get_parent (file);
  if (parent == NULL || !g_file_equal (parent, self->dir))
    return;
  name = g_file_get_basename (file);
  /* what the monitor then reports of it is this write */
  see (self->seen, self->dir, name);
  g_hash_table_add (self->dirty, g_steal_pointer (&name));
  /* a refresh of the whole folder takes its own stamp, from before this
   * write: the next refresh then reads the whole folder again */
  if (self->trusted && !self->running_all)
    take_stamp (self->dir, &self->stamp);
}

/**
 * eg_saved_matches_refresh_async:
 *
 * Brings the list up to date in a thread: only the logs this process
 * wrote when nothing else changed, else the whole folder through its
 * index (eg_match_index_list()). Calls made while a refresh runs wait
 * for it, then for one more if something changed meanwhile. Cancelling
 * @cancellable only stops waiting.
 */
void
eg_saved_matches_refresh_async (EgSavedMatches      *self,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (EG_IS_SAVED_MATCHES (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, eg_saved_matches_refresh_async);
  if (!self->running && eg_saved_matches_is_current (self))
    {
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }
  g_ptr_array_add (self->waiting, task);
  if (!self->running)
    start_refresh (self);
}

/**
 * eg_saved_matches_refresh_finish:
 *
 * Returns: %TRUE when eg_saved_matches_get_list() is up to date, %FALSE
 *   with @error set if the folder could not be read or if cancelled
 */
gboolean
eg_saved_matches_refresh_finish (EgSavedMatches  *self,
                                 GAsyncResult    *result,
                                 GError         **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == eg_saved_matches_refresh_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
