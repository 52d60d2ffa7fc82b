/* eg-match-index.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-logs"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/xmlreader.h>

#include "eg-autosave.h"
#include "eg-match-index.h"
#include "eg-match-index-private.h"
#include "eg-match-log-private.h"
#include "eg-side-file.h"

#define SUFFIX ".engarde"
#define INDEX_NAME ".index"
/* What an index group holds: 2 added the moves, the last one's time and
 * the origin of a fork. A group of another version is read again. */
#define ENTRY_VERSION 2
#define LOG_NS "urn:engarde:match:1"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlTextReader, xmlFreeTextReader)

/* The list runs in a thread while the window may record an undo. */
static GMutex index_lock;

EgMatchEntry *
eg_match_entry_copy (const EgMatchEntry *entry)
{
  EgMatchEntry *copy;

  g_return_val_if_fail (entry != NULL, NULL);

  copy = g_new0 (EgMatchEntry, 1);
  *copy = *entry;
  copy->file = g_object_ref (entry->file);
  copy->started = entry->started != NULL ? g_date_time_ref (entry->started) : NULL;
  copy->last_played = entry->last_played != NULL ? g_date_time_ref (entry->last_played) : NULL;
  copy->forked_from = g_strdup (entry->forked_from);
  for (int side = 0; side < 2; side++)
    {
      copy->names[side] = g_strdup (entry->names[side]);
      copy->levels[side] = g_strdup (entry->levels[side]);
    }
  return copy;
}

void
eg_match_entry_free (EgMatchEntry *entry)
{
  if (entry == NULL)
    return;
  g_clear_object (&entry->file);
  g_clear_pointer (&entry->started, g_date_time_unref);
  g_clear_pointer (&entry->last_played, g_date_time_unref);
  g_free (entry->forked_from);
  for (int side = 0; side < 2; side++)
    {
      g_free (entry->names[side]);
      g_free (entry->levels[side]);
    }
  g_free (entry);
}

G_DEFINE_BOXED_TYPE (EgMatchEntry, eg_match_entry, eg_match_entry_copy, eg_match_entry_free)

static char *
get_attribute (xmlTextReader *reader,
               const char    *name)
{
  xmlChar *value = xmlTextReaderGetAttribute (reader, (const xmlChar *) name);
  char *copy = value != NULL ? g_strdup ((const char *) value) : NULL;

  xmlFree (value);
  return copy;
}

static gboolean
read_player (xmlTextReader *reader,
             EgMatchEntry  *entry)
{
  g_autofree char *side_name = get_attribute (reader, "side");
  g_autofree char *type = get_attribute (reader, "type");
  EgSide side;

  if (side_name == NULL || !eg_side_from_string (side_name, &side) ||
      side > EG_SIDE_RIGHT || entry->names[side] != NULL)
    return FALSE;
  entry->names[side] = get_attribute (reader, "name");
  if (entry->names[side] == NULL)
    entry->names[side] = g_strdup ("");
  if (g_strcmp0 (type, "computer") == 0)
    {
      entry->levels[side] = get_attribute (reader, "level");
      if (entry->levels[side] == NULL)
        entry->levels[side] = g_strdup ("");
    }
  return TRUE;
}

/* The forked-* attributes (MATCH-LOG.md), read as the log reader reads
 * them; values it refuses make no fork here. */
static void
read_origin (xmlTextReader *reader,
             EgMatchEntry  *entry)
{
  g_autofree char *from = get_attribute (reader, "forked-from");
  g_autofree char *round = get_attribute (reader, "forked-at-round");
  g_autofree char *action = get_attribute (reader, "forked-at-action");
  g_autofree char *afresh = get_attribute (reader, "forked-afresh");
  g_autofree char *fault = NULL;
  EgMatchLogFork fork;

  fault = eg_match_log_read_fork (from, round, action, afresh, &fork);
  if (fault != NULL || !fork.is_fork)
    return;
  entry->is_fork = TRUE;
  entry->fork_round = fork.round;
  entry->fork_action = fork.action;
  entry->forked_from = g_steal_pointer (&from);
}

static gboolean
read_match (xmlTextReader *reader,
            EgMatchEntry  *entry)
{
  g_autofree char *variant = get_attribute (reader, "variant");
  g_autofree char *target = get_attribute (reader, "target-score");
  g_autofree char *started = get_attribute (reader, "started");
  guint64 value;

  if (variant == NULL || !eg_variant_from_string (variant, &entry->variant))
    return FALSE;
  if (target == NULL || !g_ascii_string_to_unsigned (target, 10, 1, 99, &value, NULL))
    return FALSE;
  entry->target_score = value;
  if (started != NULL)
    entry->started = g_date_time_new_from_iso8601 (started, NULL);
  read_origin (reader, entry);
  return TRUE;
}

/* One move: how many, and the time of the last. */
static void
read_action (xmlTextReader *reader,
             EgMatchEntry  *entry)
{
  g_autofree char *at = get_attribute (reader, "at");
  g_autoptr(GDateTime) when = at != NULL ? g_date_time_new_from_iso8601 (at, NULL) : NULL;

  entry->n_actions++;
  if (when != NULL && (entry->last_played == NULL || g_date_time_compare (when, entry->last_played) > 0))
    {
      g_clear_pointer (&entry->last_played, g_date_time_unref);
      entry->last_played = g_steal_pointer (&when);
    }
}

/* A round's or the match's result. */
static void
read_result (xmlTextReader *reader,
             EgMatchEntry  *entry,
             int            depth)
{
  g_autofree char *winner = get_attribute (reader, "winner");
  EgSide side;

  if (depth == 1)
    {
      entry->finished = TRUE;
      return;
    }
  if (winner != NULL && eg_side_from_string (winner, &side) && side <= EG_SIDE_RIGHT)
    entry->scores[side]++;
}

/**
 * eg_match_entry_read:
 *
 * Reads what a list shows of the log in @file: its players, variant,
 * start, the rounds and their recorded results. The actions are not
 * checked against the rules; opening the log does that.
 *
 * Returns: (transfer full) (nullable): the entry, or %NULL with @error set
 */
EgMatchEntry *
eg_match_entry_read (GFile   *file,
                     GError **error)
{
  g_autoptr(EgMatchEntry) entry = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(xmlTextReader) reader = NULL;
  gconstpointer data;
  gsize length = 0;
  int status;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* read as the log reader reads: a regular file only, never blocking,
   * and pre-scanned, so that no file can make libxml2 slow */
  bytes = eg_match_log_read_bytes (file, NULL, NULL, NULL, NULL, NULL);
  data = bytes != NULL ? g_bytes_get_data (bytes, &length) : NULL;
  if (bytes == NULL || length == 0 || !eg_match_log_prescan (data, length, NULL, NULL) ||
      (reader = xmlReaderForMemory (data, (int) length, NULL, NULL,
                                    XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING)) == NULL)
    {
      g_set_error (error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_NOT_A_LOG,
                   _("“%s” is not a match log."), g_file_peek_path (file));
      return NULL;
    }

  entry = g_new0 (EgMatchEntry, 1);
  entry->file = g_object_ref (file);
  while ((status = xmlTextReaderRead (reader)) == 1)
    {
      int type = xmlTextReaderNodeType (reader);
      int depth = xmlTextReaderDepth (reader);
      const char *name;
      gboolean ok = TRUE;

      /* a match log never needs a DOCTYPE */
      if (type == XML_READER_TYPE_DOCUMENT_TYPE || type == XML_READER_TYPE_ENTITY_REFERENCE)
        {
          status = -1;
          break;
        }
      if (type != XML_READER_TYPE_ELEMENT ||
          g_strcmp0 ((const char *) xmlTextReaderConstNamespaceUri (reader), LOG_NS) != 0)
        continue;
      name = (const char *) xmlTextReaderConstLocalName (reader);

      if (depth == 0)
        ok = g_str_equal (name, "match") && read_match (reader, entry);
      else if (depth == 1 && g_str_equal (name, "player"))
        ok = read_player (reader, entry);
      else if (depth == 1 && g_str_equal (name, "round"))
        entry->n_rounds++;
      else if (g_str_equal (name, "result") && depth <= 2)
        read_result (reader, entry, depth);
      else if (depth == 2 && !g_str_equal (name, "deck"))
        read_action (reader, entry);

      if (!ok)
        {
          status = -1;
          break;
        }
    }

  if (status != 0 || entry->names[0] == NULL || entry->names[1] == NULL || entry->target_score == 0)
    {
      g_set_error (error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_NOT_A_LOG,
                   _("“%s” is not a match log."), g_file_peek_path (file));
      return NULL;
    }
  if (entry->last_played == NULL && entry->n_actions > 0 && entry->started != NULL)
    entry->last_played = g_date_time_ref (entry->started);
  /* a file cut off before the match result: the score says it all */
  entry->finished |= MAX (entry->scores[0], entry->scores[1]) >= entry->target_score;
  return g_steal_pointer (&entry);
}

/* ---- the index: one group per log, valid while its size and time hold ---- */

static GFile *
index_file_for (GFile *dir)
{
  return g_file_get_child (dir, INDEX_NAME);
}

static void
entry_to_index (GKeyFile           *index,
                const char         *group,
                const EgMatchEntry *entry,
                guint64             mtime,
                goffset             size)
{
  static const char *side_keys[2][2] = { { "left-name", "left-level" }, { "right-name", "right-level" } };

  g_key_file_set_uint64 (index, group, "mtime", mtime);
  g_key_file_set_int64 (index, group, "size", size);
  g_key_file_set_string (index, group, "variant", eg_variant_to_string (entry->variant));
  g_key_file_set_integer (index, group, "target", entry->target_score);
  if (entry->started != NULL)
    {
      g_autofree char *started = g_date_time_format_iso8601 (entry->started);

      g_key_file_set_string (index, group, "started", started);
    }
  for (int side = 0; side < 2; side++)
    {
      g_key_file_set_string (index, group, side_keys[side][0], entry->names[side]);
      if (entry->levels[side] != NULL)
        g_key_file_set_string (index, group, side_keys[side][1], entry->levels[side]);
    }
  g_key_file_set_integer (index, group, "left-score", entry->scores[0]);
  g_key_file_set_integer (index, group, "right-score", entry->scores[1]);
  g_key_file_set_integer (index, group, "rounds", entry->n_rounds);
  g_key_file_set_boolean (index, group, "finished", entry->finished);
  g_key_file_set_integer (index, group, "undos", entry->n_undos);
  g_key_file_set_integer (index, group, "entry-version", ENTRY_VERSION);
  g_key_file_set_integer (index, group, "actions", entry->n_actions);
  if (entry->last_played != NULL)
    {
      g_autofree char *last = g_date_time_format_iso8601 (entry->last_played);

      g_key_file_set_string (index, group, "last-played", last);
    }
  if (entry->is_fork)
    {
      g_key_file_set_integer (index, group, "fork-round", entry->fork_round);
      g_key_file_set_integer (index, group, "fork-action", entry->fork_action);
      if (entry->forked_from != NULL)
        g_key_file_set_string (index, group, "forked-from", entry->forked_from);
    }
}

static EgMatchEntry *
entry_from_index (GKeyFile   *index,
                  const char *group,
                  GFile      *file,
                  guint64     mtime,
                  goffset     size)
{
  static const char *side_keys[2][2] = { { "left-name", "left-level" }, { "right-name", "right-level" } };
  g_autoptr(EgMatchEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *started = NULL;

  g_autofree char *last = NULL;

  /* an index of an older version lacks what came since: read again */
  if (g_key_file_get_uint64 (index, group, "mtime", NULL) != mtime ||
      g_key_file_get_int64 (index, group, "size", NULL) != size ||
      g_key_file_get_integer (index, group, "entry-version", NULL) != ENTRY_VERSION)
    return NULL;

  entry = g_new0 (EgMatchEntry, 1);
  entry->file = g_object_ref (file);
  variant = g_key_file_get_string (index, group, "variant", &error);
  if (variant == NULL || !eg_variant_from_string (variant, &entry->variant))
    return NULL;
  entry->target_score = g_key_file_get_integer (index, group, "target", NULL);
  started = g_key_file_get_string (index, group, "started", NULL);
  if (started != NULL)
    entry->started = g_date_time_new_from_iso8601 (started, NULL);
  for (int side = 0; side < 2; side++)
    {
      entry->names[side] = g_key_file_get_string (index, group, side_keys[side][0], NULL);
      entry->levels[side] = g_key_file_get_string (index, group, side_keys[side][1], NULL);
      if (entry->names[side] == NULL)
        return NULL;
    }
  entry->scores[0] = g_key_file_get_integer (index, group, "left-score", NULL);
  entry->scores[1] = g_key_file_get_integer (index, group, "right-score", NULL);
  entry->n_rounds = g_key_file_get_integer (index, group, "rounds", NULL);
  entry->finished = g_key_file_get_boolean (index, group, "finished", NULL);
  entry->n_undos = g_key_file_get_integer (index, group, "undos", NULL);
  entry->n_actions = g_key_file_get_integer (index, group, "actions", NULL);
  last = g_key_file_get_string (index, group, "last-played", NULL);
  if (last != NULL)
    entry->last_played = g_date_time_new_from_iso8601 (last, NULL);
  entry->fork_round = g_key_file_get_integer (index, group, "fork-round", NULL);
  entry->is_fork = entry->fork_round > 0;
  entry->fork_action = g_key_file_get_integer (index, group, "fork-action", NULL);
  entry->forked_from = g_key_file_get_string (index, group, "forked-from", NULL);
  if (entry->target_score == 0)
    return NULL;
  return g_steal_pointer (&entry);
}

/* The index beside the logs, read as carefully as a log (a regular file
 * of at most EG_SIDE_FILE_MAX_INDEX bytes, never waited on). A missing
 * or damaged index is only a cache: rebuilt from the logs, and
 * @damaged (when given) says it must be written again. */
static GKeyFile *
load_index (GFile    *dir,
            gboolean *damaged)
{
  g_autoptr(GFile) file = index_file_for (dir);
  g_autoptr(GError) error = NULL;
  GKeyFile *index = g_key_file_new ();

  if (!eg_side_file_load_keys (index, file, EG_SIDE_FILE_MAX_INDEX, &error))
    {
      gboolean missing = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

      if (!missing)
        g_debug ("index rebuilt from the logs: %s", error->message);
      if (damaged != NULL)
        *damaged = !missing;
      g_key_file_free (index);
      index = g_key_file_new ();
    }
  return index;
}

static gboolean
save_index (GFile     *dir,
            GKeyFile  *index,
            GError   **error)
{
  g_autoptr(GFile) file = index_file_for (dir);
  g_autofree char *path = g_file_get_path (file);

  return g_key_file_save_to_file (index, path, error);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const EgMatchEntry *x = *(EgMatchEntry * const *) a;
  const EgMatchEntry *y = *(EgMatchEntry * const *) b;

  if (x->started != NULL && y->started != NULL)
    {
      int order = g_date_time_compare (y->started, x->started);

      if (order != 0)
        return order;
    }
  else if (x->started != y->started)
    return x->started == NULL ? 1 : -1;

  return g_strcmp0 (g_file_peek_path (y->file), g_file_peek_path (x->file));
}

/**
 * eg_match_index_sort:
 * @list: (element-type EgMatchEntry): saved matches
 *
 * Puts @list in the order of eg_match_index_list(): newest first.
 */
void
eg_match_index_sort (GPtrArray *list)
{
  g_return_if_fail (list != NULL);
  g_ptr_array_sort (list, compare_newest_first);
}

/* Copies @group of @from into @to, key by key. */
static void
copy_group (GKeyFile   *from,
            GKeyFile   *to,
            const char *group)
{
  g_auto(GStrv) keys = g_key_file_get_keys (from, group, NULL, NULL);

  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_value (from, group, keys[i], NULL);

      if (value != NULL)
        g_key_file_set_value (to, group, keys[i], value);
    }
}

/* One look at the folder: the logs, and whether a crash left temporary
 * files to tidy (@leftovers). The index is a cache of what each log
 * says: an entry is used only while its log keeps the size and time it
 * records, and only to show a log, never to leave one out; a file that
 * is not a log is read again at every look. The index is written anew,
 * in one pass, from the entries still current (removing the stale ones
 * one by one took quadratic time). */
static GPtrArray *
list_once (GFile     *dir,
           gboolean  *leftovers,
           GError   **error)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) eg_match_entry_free);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GKeyFile) index = NULL;
  g_autoptr(GKeyFile) fresh = g_key_file_new ();
  g_autoptr(GMutexLocker) locker = NULL;
  g_auto(GStrv) groups = NULL;
  gsize n_groups = 0;
  gsize n_kept = 0;
  gboolean changed = FALSE;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                        G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, &local_error);
  if (children == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return g_steal_pointer (&list);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  locker = g_mutex_locker_new (&index_lock);
  index = load_index (dir, &changed);

  for (;;)
    {
      GFileInfo *info;
      GFile *child;
      EgMatchEntry *entry;
      const char *name;
      guint64 mtime;
      goffset size;

      if (!g_file_enumerator_iterate (children, &info, &child, NULL, error))
        return NULL;
      if (info == NULL)
        break;
      name = g_file_info_get_name (info);
      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
        continue;
      if (!g_str_has_suffix (name, SUFFIX))
        {
          *leftovers |= eg_saved_match_is_leftover (name);
          continue;
        }

      mtime = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC +
              g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
      size = g_file_info_get_size (info);
      entry = entry_from_index (index, name, child, mtime, size);
      if (entry != NULL)
        {
          copy_group (index, fresh, name);
          n_kept++;
        }
      else
        {
          entry = eg_match_entry_read (child, NULL);
          if (entry == NULL)
            continue;
          /* the undos outlive a rewrite of the log */
          entry->n_undos = g_key_file_get_integer (index, name, "undos", NULL);
          entry_to_index (fresh, name, entry, mtime, size);
          changed = TRUE;
        }
      g_ptr_array_add (list, entry);
    }

  /* the logs that have gone, and files that are not logs, are left out */
  groups = g_key_file_get_groups (index, &n_groups);
  changed |= n_groups != n_kept;

  /* the index only saves time: the list is right without it */
  if (changed && !save_index (dir, fresh, &local_error))
    g_debug ("index of %s not written: %s", g_file_peek_path (dir), local_error->message);

  g_ptr_array_sort (list, compare_newest_first);
  return g_steal_pointer (&list);
}

/**
 * eg_match_index_list:
 * @dir: the folder of the saved matches
 *
 * Every `.engarde` log in @dir, newest first. A log is read only when
 * the index beside the logs does not know it at its size and time; the
 * index is then written again. Temporary files a crash left are tidied
 * first (eg_saved_match_tidy()). Files that are not logs are left out; a
 * missing folder gives an empty list.
 *
 * Returns: (transfer container) (element-type EgMatchEntry): the matches
 */
GPtrArray *
eg_match_index_list (GFile   *dir,
                     GError **error)
{
  gboolean leftovers = FALSE;
  GPtrArray *list;

  g_return_val_if_fail (G_IS_FILE (dir), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* one look at the folder, the usual case; a second after tidying */
  list = list_once (dir, &leftovers, error);
  if (list != NULL && leftovers && eg_saved_match_tidy (dir) > 0)
    {
      g_ptr_array_unref (list);
      leftovers = FALSE;
      list = list_once (dir, &leftovers, error);
    }
  return list;
}

/**
 * eg_match_index_get_undos:
 *
 * Returns: how many times a move was taken back in the match saved in
 *   @file, as the index beside it records
 */
guint
eg_match_index_get_undos (GFile *file)
{
  g_autoptr(GFile) dir = g_file_get_parent (file);
  g_autoptr(GKeyFile) index = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GMutexLocker) locker = NULL;

  g_return_val_if_fail (G_IS_FILE (file), 0);

  eg_saved_match_tidy (dir);
  locker = g_mutex_locker_new (&index_lock);
  index = load_index (dir, NULL);
  return g_key_file_get_integer (index, name, "undos", NULL);
}

/**
 * eg_match_index_set_undos:
 *
 * Records in the index how many moves were taken back in the match saved
 * in @file: a version-1 log has no place for it.
 */
gboolean
eg_match_index_set_undos (GFile    *file,
                          guint     n_undos,
                          GError  **error)
{
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GKeyFile) index = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GMutexLocker) locker = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  dir = g_file_get_parent (file);
  name = g_file_get_basename (file);
  eg_saved_match_tidy (dir);
  locker = g_mutex_locker_new (&index_lock);
  index = load_index (dir, NULL);
  g_key_file_set_integer (index, name, "undos", n_undos);
  return save_index (dir, index, error);
}

/* ---- forks beside their origin; the match to resume ---- */

/**
 * eg_match_index_find_origins:
 * @list: (element-type EgMatchEntry): saved matches, of one folder
 *
 * Where each fork of @list was played from, in one pass over @list (a
 * walk of the list per fork made the Recent Matches quadratic): the
 * first entry whose file is named as the fork's forked-from, other than
 * the fork itself.
 *
 * Returns: (transfer container) (element-type EgMatchEntry): as many
 *   elements as @list, each the origin of the entry at its index, or
 *   %NULL: not a fork, or its origin is not in @list
 */
GPtrArray *
eg_match_index_find_origins (GPtrArray *list)
{
  g_autoptr(GHashTable) by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GPtrArray *origins;

  g_return_val_if_fail (list != NULL, NULL);

  for (guint i = 0; i < list->len; i++)
    {
      EgMatchEntry *entry = g_ptr_array_index (list, i);
      char *name = g_file_get_basename (entry->file);

      if (name == NULL || g_hash_table_contains (by_name, name))
        g_free (name);
      else
        g_hash_table_insert (by_name, name, entry);
    }

  origins = g_ptr_array_sized_new (list->len);
  for (guint i = 0; i < list->len; i++)
    {
      EgMatchEntry *entry = g_ptr_array_index (list, i);
      EgMatchEntry *origin = entry->is_fork && entry->forked_from != NULL
                             ? g_hash_table_lookup (by_name, entry->forked_from) : NULL;

      g_ptr_array_add (origins, origin != entry ? origin : NULL);
    }
  return origins;
}

static void
free_forks (gpointer data)
{
  if (data != NULL)
    g_array_unref (data);
}

typedef enum
{
  UNSEEN,
  ON_PATH,     /* on the walk up from the entry being looked at */
  WALKED,
  IN_CYCLE,    /* origins that lead back to it: shown flat */
} WalkState;

/**
 * eg_match_index_group:
 * @list: (element-type EgMatchEntry): saved matches, newest first, as
 *   eg_match_index_list() gives them
 *
 * The saved matches as a list shows them: without the matches in which
 * no move was played, and each match played from a step of another
 * right after that one (newest first among the forks of a match), a
 * group where its newest match would stand. A fork whose origin is gone
 * stands where its date puts it; so do matches whose origins, written
 * by hand, go round in a circle: the walk up stops at the first entry
 * seen twice, and the copies of those entries lose their origin's name.
 * Each entry is looked at a bounded number of times.
 *
 * Returns: (transfer container) (element-type EgMatchEntry): copies of
 *   the entries of @list, grouped
 */
GPtrArray *
eg_match_index_group (GPtrArray *list)
{
  g_autoptr(GPtrArray) left = NULL;
  g_autoptr(GHashTable) by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) index_of = g_hash_table_new (NULL, NULL);
  g_autoptr(GArray) state = NULL;
  g_autoptr(GArray) parent = NULL;      /* guint: index of the origin, or G_MAXUINT */
  g_autoptr(GPtrArray) forks = NULL;    /* per entry, NULL or a GArray of guint */
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree gboolean *placed = NULL;
  guint64 steps = 0;   /* the work done, said in the debug log */
  GPtrArray *grouped;

  g_return_val_if_fail (list != NULL, NULL);

  left = g_ptr_array_new_full (list->len, (GDestroyNotify) eg_match_entry_free);
  for (guint i = 0; i < list->len; i++)
    if (((EgMatchEntry *) g_ptr_array_index (list, i))->n_actions > 0)
      g_ptr_array_add (left, eg_match_entry_copy (g_ptr_array_index (list, i)));

  /* the entries by name, the first of a name as eg_match_index_find_origins() */
  for (guint i = 0; i < left->len; i++)
    {
      EgMatchEntry *entry = g_ptr_array_index (left, i);
      char *name = g_file_get_basename (entry->file);

      g_hash_table_insert (index_of, entry, GUINT_TO_POINTER (i));
      if (g_hash_table_contains (by_name, name))
        g_free (name);
      else
        g_hash_table_insert (by_name, name, entry);
    }

  state = g_array_new (FALSE, TRUE, sizeof (WalkState));
  g_array_set_size (state, left->len);
  parent = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_set_size (parent, left->len);
  for (guint i = 0; i < left->len; i++)
    {
      EgMatchEntry *entry = g_ptr_array_index (left, i);
      EgMatchEntry *origin = entry->is_fork && entry->forked_from != NULL
                             ? g_hash_table_lookup (by_name, entry->forked_from) : NULL;

      g_array_index (parent, guint, i) = origin != NULL && origin != entry
                                         ? GPOINTER_TO_UINT (g_hash_table_lookup (index_of, origin))
                                         : G_MAXUINT;
    }

  /* Cycles: from each entry not yet walked, up its origins until an
   * entry already walked; one seen on this very walk closes a cycle. */
  for (guint i = 0; i < left->len; i++)
    {
      guint at = i;

      g_array_set_size (path, 0);
      while (at != G_MAXUINT && g_array_index (state, WalkState, at) == UNSEEN)
        {
          steps++;
          g_array_index (state, WalkState, at) = ON_PATH;
          g_array_append_val (path, at);
          at = g_array_index (parent, guint, at);
        }
      if (at != G_MAXUINT && g_array_index (state, WalkState, at) == ON_PATH)
        {
          /* the path from @at on is the cycle */
          guint k = path->len;

          while (k > 0 && g_array_index (path, guint, k - 1) != at)
            k--;
          for (k = k > 0 ? k - 1 : 0; k < path->len; k++)
            {
              guint member = g_array_index (path, guint, k);
              EgMatchEntry *entry = g_ptr_array_index (left, member);

              steps++;
              g_array_index (state, WalkState, member) = IN_CYCLE;
              g_array_index (parent, guint, member) = G_MAXUINT;
              g_clear_pointer (&entry->forked_from, g_free);
            }
        }
      for (guint k = 0; k < path->len; k++)
        if (g_array_index (state, WalkState, g_array_index (path, guint, k)) == ON_PATH)
          g_array_index (state, WalkState, g_array_index (path, guint, k)) = WALKED;
    }

  /* the forks of each entry, newest first */
  forks = g_ptr_array_new_full (left->len, free_forks);
  g_ptr_array_set_size (forks, left->len);
  for (guint i = 0; i < left->len; i++)
    {
      guint up = g_array_index (parent, guint, i);

      if (up == G_MAXUINT)
        continue;
      if (g_ptr_array_index (forks, up) == NULL)
        g_ptr_array_index (forks, up) = g_array_new (FALSE, FALSE, sizeof (guint));
      g_array_append_val ((GArray *) g_ptr_array_index (forks, up), i);
    }

  /* each group where its newest entry stands: its root, then the forks
   * depth first */
  placed = g_new0 (gboolean, left->len);
  grouped = g_ptr_array_new_full (left->len, (GDestroyNotify) eg_match_entry_free);
  for (guint i = 0; i < left->len; i++)
    {
      guint root = i;

      if (placed[i])
        continue;
      while (g_array_index (parent, guint, root) != G_MAXUINT)
        {
          steps++;
          root = g_array_index (parent, guint, root);
        }

      g_array_set_size (stack, 0);
      g_array_append_val (stack, root);
      while (stack->len > 0)
        {
          guint at = g_array_index (stack, guint, stack->len - 1);
          GArray *children = g_ptr_array_index (forks, at);

          steps++;
          g_array_set_size (stack, stack->len - 1);
          placed[at] = TRUE;
          g_ptr_array_add (grouped, g_ptr_array_index (left, at));
          g_ptr_array_index (left, at) = NULL;
          /* pushed oldest first, so that the newest comes out first */
          for (guint k = children != NULL ? children->len : 0; k > 0; k--)
            g_array_append_val (stack, g_array_index (children, guint, k - 1));
        }
    }
  /* counted rather than timed, so that a test can hold it to linear */
  g_debug ("%u saved matches grouped in %" G_GUINT64_FORMAT " steps", list->len, steps);
  return grouped;
}

/* Says once that the log of @entry, unfinished, cannot be resumed: the
 * index notes it in the log's group, which lasts as long as the log
 * keeps its size and time, and only the first time is it added to
 * @said. The note only spares saying it again: the log is tried at
 * every launch all the same. */
void
eg_match_index_report_refused (GFile              *dir,
                               const EgMatchEntry *entry,
                               const GError       *error,
                               GError            **said)
{
  g_autofree char *name = g_file_get_basename (entry->file);
  g_autofree char *text = NULL;
  g_autoptr(GKeyFile) index = NULL;
  g_autoptr(GMutexLocker) locker = NULL;
  g_autoptr(GError) save_error = NULL;

  locker = g_mutex_locker_new (&index_lock);
  index = load_index (dir, NULL);
  if (!g_key_file_has_group (index, name) || g_key_file_get_boolean (index, name, "refused", NULL))
    return;
  g_key_file_set_boolean (index, name, "refused", TRUE);
  if (!save_index (dir, index, &save_error))
    g_debug ("index of %s not written: %s", g_file_peek_path (dir), save_error->message);

  if (said == NULL)
    return;
  /* Translators: %1$s is a file, %2$s why the reader refuses it */
  text = g_strdup_printf (_("The unfinished match in “%1$s” cannot be resumed: %2$s"),
                          g_file_peek_path (entry->file), error->message);
  if (*said == NULL)
    *said = g_error_new_literal (error->domain, error->code, text);
  else
    {
      /* more than one at the same launch: each on its own line */
      g_autofree char *both = g_strconcat ((*said)->message, "\n", text, NULL);

      g_free ((*said)->message);
      (*said)->message = g_steal_pointer (&both);
    }
}

