/* eg-match-resume.c — which match the game offers to resume
 *
 * Owns the choice of the resume offer from the index's entries: the
 * index only orders the candidates, and each log decides for itself
 * whether it is finished, has an action and loads. Refusals are noted in
 * the index (eg-match-index.c) so that each is said once.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-logs"

#include "config.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "eg-match-index.h"
#include "eg-match-index-private.h"
#include "eg-match-log.h"

/* When the match was last played: its last move, or its start. */
static GDateTime *
last_played (const EgMatchEntry *entry)
{
  return entry->last_played != NULL ? entry->last_played : entry->started;
}

/* Newest last move first. */
static int
compare_last_played (gconstpointer a,
                     gconstpointer b)
{
  const EgMatchEntry *x = *(EgMatchEntry * const *) a;
  const EgMatchEntry *y = *(EgMatchEntry * const *) b;

  if (last_played (x) == NULL || last_played (y) == NULL)
    return (last_played (x) == NULL) - (last_played (y) == NULL);
  return g_date_time_compare (last_played (y), last_played (x));
}

/* Whether the end of the log at @file holds the match's result, the
 * mark of a finished match (MATCH-LOG.md: only the match result has
 * left-score, and nothing may follow it); read without waiting, at most
 * its last 4 KiB. A file that cannot be read so says nothing: FALSE. */
static gboolean
log_says_finished (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  char tail[4097];
  GStatBuf st;
  gssize n;
  int fd;

  if (path == NULL || (fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0)) < 0)
    return FALSE;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) ||
      (n = pread (fd, tail, sizeof tail - 1, MAX (0, (goffset) st.st_size - (goffset) (sizeof tail - 1)))) <= 0)
    {
      g_close (fd, NULL);
      return FALSE;
    }
  g_close (fd, NULL);
  tail[n] = '\0';
  return g_strstr_len (tail, n, "left-score=") != NULL;
}

/**
 * eg_match_index_find_resumable:
 *
 * The match to offer at launch and on "Resume": of the unfinished
 * matches with a move, the one whose last move is the latest among
 * those whose log loads (the whole log is read, through the rules: the
 * index only says which to try first). A log that does not load is
 * passed over, not offered at every launch, and said once: the first
 * time it is passed over, @refused (when given) says which log and why
 * (one line for each such log).
 *
 * Returns: (transfer full) (nullable): its entry, or %NULL when none
 */
EgMatchEntry *
eg_match_index_find_resumable (GFile   *dir,
                               GError **refused)
{
  g_autoptr(GPtrArray) list = NULL;

  g_return_val_if_fail (G_IS_FILE (dir), NULL);
  g_return_val_if_fail (refused == NULL || *refused == NULL, NULL);

  list = eg_match_index_list (dir, NULL);
  if (list == NULL)
    return NULL;
  /* Newest first, up to the first that can be resumed. The index only
   * orders the logs: an entry that says its log is finished, or has no
   * action, is taken at its word only when the log's own end says so too
   * (log_says_finished()), so only the logs newer than the one offered
   * are looked at; every candidate is loaded, and the log decides. */
  g_ptr_array_sort (list, compare_last_played);
  for (guint i = 0; i < list->len; i++)
    {
      EgMatchEntry *entry = g_ptr_array_index (list, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(EgMatch) match = NULL;

      if ((entry->finished || entry->n_actions == 0) && log_says_finished (entry->file))
        continue;
      match = eg_match_log_load_file (entry->file, NULL, &error);
      if (match == NULL)
        eg_match_index_report_refused (dir, entry, error, refused);
      else if (!eg_match_is_over (match) && eg_match_count_actions (match) > 0)
        return eg_match_entry_copy (entry);
    }
  return NULL;
}
