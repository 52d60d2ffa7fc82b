/* test-match-index.c — the saved matches as a list shows them: each log's
 * header, and the index that spares reading it again
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include <glib/gstdio.h>

#include "eg-match-index.h"
#include "eg-match-index-private.h"
#include "eg-autosave.h"
#include "eg-match-log.h"
#include "eg-saved-matches.h"
#include "eg-side-file.h"
#include "eg-test-logs.h"
#include "eg-test-utils.h"


/* The saved matches of @dir as the list shows them: read, then grouped
 * (as EgSavedMatches does in its worker). */
static GPtrArray *
list_grouped (GFile *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = eg_match_index_list (dir, &error);

  g_assert_no_error (error);
  return eg_match_index_group (list);
}

static GFile *
save_in (const char *dir,
         const char *name,
         EgMatch    *match)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  GFile *file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (eg_match_log_save (match, file, &error));
  g_assert_no_error (error);
  return file;
}

static void
assert_entry_matches (const EgMatchEntry *entry,
                      EgMatch            *match)
{
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    {
      EgPlayer *player = eg_match_get_player (match, side);

      g_assert_cmpstr (entry->names[side], ==, eg_player_get_name (player));
      g_assert_cmpuint (entry->scores[side], ==, eg_match_get_score (match, side));
      g_assert_cmpstr (entry->levels[side], ==, eg_player_get_kind (player) == EG_PLAYER_COMPUTER
                                                ? eg_player_get_level (player) : NULL);
    }
  g_assert_cmpint (entry->variant, ==, eg_match_get_variant (match));
  g_assert_cmpuint (entry->target_score, ==, eg_match_get_target_score (match));
  g_assert_cmpuint (entry->n_rounds, ==, eg_match_get_n_rounds (match));
  g_assert_cmpint (entry->finished, ==, eg_match_is_over (match));
  g_assert_nonnull (entry->started);
  g_assert_cmpint (g_date_time_to_unix (entry->started), ==, g_date_time_to_unix (eg_match_get_started (match)));
}

/* The header says what a full read of the log through the rules says. */
static void
test_header_agrees (void)
{
  g_autofree char *dir = g_dir_make_tmp ("eg-index-XXXXXX", NULL);

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(EgMatch) match = eg_test_random_match (seed, seed % 3 == 0 ? 30 : 100000);
      g_autoptr(GFile) file = NULL;
      g_autoptr(EgMatchEntry) entry = NULL;
      g_autoptr(GError) error = NULL;

      file = save_in (dir, "m.engarde", match);
      entry = eg_match_entry_read (file, &error);
      g_assert_no_error (error);
      assert_entry_matches (entry, match);
    }
  eg_test_remove_tree (dir);
}

/* Not a log: refused, however it fails. */
static void
test_not_a_log (void)
{
  g_autofree char *dir = g_dir_make_tmp ("eg-index-XXXXXX", NULL);
  static const char *texts[] = {
    "",
    "not xml at all",
    "<match xmlns='urn:other'/>",
    "<!DOCTYPE match [<!ENTITY a 'b'>]><match xmlns='urn:engarde:match:1' format='1' variant='advanced' target-score='5'/>",
    "<match xmlns='urn:engarde:match:1' format='1' variant='advanced' target-score='5'><player side='left'/></match>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *path = g_build_filename (dir, "x.engarde", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(EgMatchEntry) entry = NULL;

      g_assert_true (g_file_set_contents (path, texts[i], -1, NULL));
      entry = eg_match_entry_read (file, &error);
      g_assert_null (entry);
      g_assert_error (error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_NOT_A_LOG);
    }
  eg_test_remove_tree (dir);
}

/* The list: newest first, only logs, kept up to date as logs change,
 * appear and go; the index beside them serves what has not changed. */
static void
test_list_and_index (void)
{
  g_autofree char *path = g_dir_make_tmp ("eg-index-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) old = eg_test_random_match (7, 100000);
  g_autoptr(EgMatch) recent = eg_test_random_match (8, 20);
  g_autoptr(GDateTime) t1 = g_date_time_new_utc (2026, 1, 2, 10, 0, 0);
  g_autoptr(GDateTime) t2 = g_date_time_new_utc (2026, 3, 4, 10, 0, 0);
  g_autoptr(GFile) old_file = NULL;
  g_autoptr(GFile) recent_file = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *junk = g_build_filename (path, "notes.engarde", NULL);
  g_autofree char *index_path = g_build_filename (path, ".index", NULL);
  g_autofree char *index_text = NULL;
  EgRng rng;

  eg_match_set_started (old, t1);
  eg_match_set_started (recent, t2);
  old_file = save_in (path, "a.engarde", old);
  recent_file = save_in (path, "b.engarde", recent);
  g_assert_true (g_file_set_contents (junk, "hello", -1, NULL));

  list = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 2);
  assert_entry_matches (g_ptr_array_index (list, 0), recent);
  assert_entry_matches (g_ptr_array_index (list, 1), old);
  g_clear_pointer (&list, g_ptr_array_unref);
  g_assert_true (g_file_get_contents (index_path, &index_text, NULL, NULL));
  g_assert_nonnull (strstr (index_text, "[b.engarde]"));

  /* the match goes on: its log is read again */
  eg_rng_init (&rng, 3);
  for (guint i = 0; i < 40; i++)
    eg_test_random_step (recent, &rng, 0);
  g_clear_object (&recent_file);
  recent_file = save_in (path, "b.engarde", recent);
  list = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 2);
  assert_entry_matches (g_ptr_array_index (list, 0), recent);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* a deleted log leaves the list and the index */
  g_assert_true (g_file_delete (old_file, NULL, NULL));
  list = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  g_clear_pointer (&index_text, g_free);
  g_assert_true (g_file_get_contents (index_path, &index_text, NULL, NULL));
  g_assert_null (strstr (index_text, "[a.engarde]"));

  eg_test_remove_tree (path);
}

/* The undo count lives in the index and outlives a rewrite of the log. */
static void
test_undos (void)
{
  g_autofree char *path = g_dir_make_tmp ("eg-index-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (11, 10);
  g_autoptr(GFile) file = save_in (path, "m.engarde", match);
  g_autoptr(GPtrArray) list = eg_match_index_list (dir, NULL);
  EgRng rng;

  g_assert_cmpuint (((EgMatchEntry *) g_ptr_array_index (list, 0))->n_undos, ==, 0);
  g_assert_true (eg_match_index_set_undos (file, 3, NULL));
  g_assert_cmpuint (eg_match_index_get_undos (file), ==, 3);

  eg_rng_init (&rng, 5);
  for (guint i = 0; i < 10; i++)
    eg_test_random_step (match, &rng, 0);
  g_clear_object (&file);
  file = save_in (path, "m.engarde", match);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (((EgMatchEntry *) g_ptr_array_index (list, 0))->n_undos, ==, 3);
  g_assert_cmpuint (((EgMatchEntry *) g_ptr_array_index (list, 0))->n_rounds, ==, eg_match_get_n_rounds (match));
  eg_test_remove_tree (path);
}

/* A human-vs-computer match started on @day of November, @n moves in,
 * the moves @minutes apart from 10:00 that day. */
static EgMatch *
played_match (guint day,
              guint n,
              guint minutes)
{
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) hal = eg_player_new (day % 2 ? "Hal" : "Max", EG_PLAYER_COMPUTER, "hard");
  g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, day, 10, 0, 0);
  EgMatch *match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, ada, hal);
  gint64 at = g_date_time_to_unix (started) * G_USEC_PER_SEC;
  EgAction legal[EG_MAX_ACTIONS];

  eg_match_set_seed (match, day);
  g_assert_true (eg_match_begin_round (match, NULL, NULL));
  for (guint i = 0; i < n && eg_match_is_round_in_progress (match); i++)
    {
      at += (gint64) minutes * 60 * G_USEC_PER_SEC;
      eg_match_get_legal_actions (match, legal);
      g_assert_true (eg_match_apply_at (match, &legal[0], at, NULL));
    }
  eg_match_set_started (match, started);
  return match;
}

/* The match to resume is the one played last by its last move, not the
 * one started last; a match without a move is never offered; an index
 * of the version before (no last move) is read again. */
static void
test_resumable_by_last_action (void)
{
  g_autofree char *path = g_dir_make_tmp ("eg-index-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  /* started on the 20th, last move on the 23rd (a move every 1000 min) */
  g_autoptr(EgMatch) long_one = played_match (20, 4, 1000);
  /* started on the 21st, last move that morning */
  g_autoptr(EgMatch) short_one = played_match (21, 2, 5);
  /* started on the 22nd, no move */
  g_autoptr(EgMatch) empty = played_match (22, 0, 0);
  g_autoptr(GFile) a = save_in (path, "a.engarde", long_one);
  g_autoptr(GFile) b = save_in (path, "b.engarde", short_one);
  g_autoptr(GFile) c = save_in (path, "c.engarde", empty);
  g_autoptr(EgMatchEntry) entry = NULL;
  g_autoptr(GPtrArray) grouped = NULL;
  g_autofree char *index_path = g_build_filename (path, ".index", NULL);
  g_autofree char *index = NULL;
  g_autoptr(GString) old_index = NULL;

  entry = eg_match_index_find_resumable (dir, NULL);
  g_assert_nonnull (entry);
  g_assert_true (g_file_equal (entry->file, a));
  g_assert_cmpuint (entry->n_actions, ==, 4);
  g_assert_cmpint (g_date_time_get_day_of_month (entry->last_played), ==, 23);
  g_clear_pointer (&entry, eg_match_entry_free);

  grouped = list_grouped (dir);
  g_assert_cmpuint (grouped->len, ==, 2);

  /* an index written before the moves were kept in it: read again */
  g_assert_true (g_file_get_contents (index_path, &index, NULL, NULL));
  old_index = g_string_new (index);
  g_string_replace (old_index, "entry-version=2\n", "", 0);
  g_string_replace (old_index, "actions=", "x-actions=", 0);
  g_assert_true (g_file_set_contents (index_path, old_index->str, -1, NULL));
  entry = eg_match_index_find_resumable (dir, NULL);
  g_assert_true (g_file_equal (entry->file, a));
  g_assert_cmpuint (entry->n_actions, ==, 4);
  (void) b;
  (void) c;

  eg_test_remove_tree (path);
}

/* Forks come right after their origin, newest first, wherever their
 * dates would put them; a fork whose origin is gone stands alone. */
static void
test_forks_grouped (void)
{
  g_autofree char *path = g_dir_make_tmp ("eg-index-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) origin = played_match (10, 3, 1);
  g_autoptr(EgMatch) other = played_match (11, 3, 1);
  g_autoptr(EgMatch) fork = played_match (12, 3, 1);
  g_autoptr(EgMatch) orphan = played_match (13, 3, 1);
  g_autoptr(GPtrArray) grouped = NULL;
  g_autoptr(GPtrArray) origins = NULL;
  EgOrigin from = { .log_name = (char *) "origin.engarde", .round_index = 0, .action_index = 1 };
  EgOrigin gone = { .log_name = (char *) "gone.engarde", .round_index = 0, .action_index = 2 };
  g_autoptr(GFile) a = NULL, b = NULL, c = NULL, d = NULL;
  static const char *order[] = { "orphan.engarde", "origin.engarde", "fork.engarde", "other.engarde" };

  eg_match_set_origin (fork, &from);
  eg_match_set_origin (orphan, &gone);
  a = save_in (path, "origin.engarde", origin);
  b = save_in (path, "other.engarde", other);
  c = save_in (path, "fork.engarde", fork);
  d = save_in (path, "orphan.engarde", orphan);

  grouped = list_grouped (dir);
  g_assert_cmpuint (grouped->len, ==, G_N_ELEMENTS (order));
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      const EgMatchEntry *entry = g_ptr_array_index (grouped, i);
      g_autofree char *name = g_file_get_basename (entry->file);

      g_assert_cmpstr (name, ==, order[i]);
    }
  g_assert_true (((EgMatchEntry *) g_ptr_array_index (grouped, 2))->is_fork);
  g_assert_cmpstr (((EgMatchEntry *) g_ptr_array_index (grouped, 2))->forked_from, ==, "origin.engarde");
  g_assert_cmpuint (((EgMatchEntry *) g_ptr_array_index (grouped, 2))->fork_round, ==, 1);
  g_assert_cmpuint (((EgMatchEntry *) g_ptr_array_index (grouped, 2))->fork_action, ==, 1);
  origins = eg_match_index_find_origins (grouped);
  g_assert_cmpuint (origins->len, ==, grouped->len);
  g_assert_true (g_ptr_array_index (origins, 2) == g_ptr_array_index (grouped, 1));
  g_assert_null (g_ptr_array_index (origins, 0));

  eg_test_remove_tree (path);
}

static void
refreshed (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (eg_saved_matches_refresh_finish (EG_SAVED_MATCHES (source), result, &error));
  g_assert_no_error (error);
  *(gboolean *) user_data = TRUE;
}

/* Brings @matches up to date, as Recent Matches asks it to. */
static void
refresh (EgSavedMatches *matches)
{
  gboolean done = FALSE;

  eg_saved_matches_refresh_async (matches, NULL, refreshed, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* As the application has it after start-up: read, and settled (a list
 * read just after the folder changed is listed once more later). */
static void
settle (EgSavedMatches *matches)
{
  refresh (matches);
  while (!eg_saved_matches_is_current (matches))
    g_main_context_iteration (NULL, TRUE);
}

static const EgMatchEntry *
entry_of (EgSavedMatches *matches,
          GFile          *file)
{
  GPtrArray *list = eg_saved_matches_get_list (matches);

  for (guint i = 0; list != NULL && i < list->len; i++)
    if (g_file_equal (((EgMatchEntry *) g_ptr_array_index (list, i))->file, file))
      return g_ptr_array_index (list, i);
  return NULL;
}

static gboolean
lists (EgSavedMatches *matches,
       GFile          *file)
{
  return entry_of (matches, file) != NULL;
}

static void
note_saved (EgAutosave     *autosave,
            GFile          *file,
            EgSavedMatches *matches)
{
  eg_saved_matches_file_changed (matches, file);
}

/* The saved matches read once: current until a log is written, by the
 * game (only its log is read again, the index is left as it was) or by
 * another process (the folder is read again), or deleted. */
static void
test_saved_matches_kept_current (void)
{
  g_autofree char *path = g_dir_make_tmp ("eg-index-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgSavedMatches) matches = eg_saved_matches_new (dir);
  g_autoptr(EgMatch) first = eg_test_random_match (21, 100000);
  g_autoptr(EgMatch) played = eg_test_random_match (22, 6);
  g_autoptr(EgMatch) other = eg_test_random_match (23, 100000);
  g_autoptr(GFile) first_file = save_in (path, "first.engarde", first);
  g_autoptr(GFile) other_file = NULL;
  g_autoptr(EgAutosave) autosave = NULL;
  g_autofree char *index_path = g_build_filename (path, ".index", NULL);
  g_autofree char *index_before = NULL;
  const EgMatchEntry *entry;
  g_autofree char *index_after = NULL;
  GFile *played_file;
  EgAction actions[EG_MAX_ACTIONS];

  g_assert_false (eg_saved_matches_is_current (matches));
  g_assert_null (eg_saved_matches_get_list (matches));
  settle (matches);
  g_assert_cmpuint (eg_saved_matches_get_list (matches)->len, ==, 1);
  g_assert_true (lists (matches, first_file));

  /* the game plays a move: its autosave writes the log */
  autosave = eg_autosave_new (played, dir);
  g_signal_connect (autosave, "saved", G_CALLBACK (note_saved), matches);
  g_assert_true (eg_match_apply (played, &actions[eg_match_get_legal_actions (played, actions) - 1], NULL));
  played_file = eg_autosave_get_file (autosave);
  g_assert_nonnull (played_file);
  g_assert_true (g_file_query_exists (played_file, NULL));
  g_assert_false (eg_saved_matches_is_current (matches));
  g_assert_true (g_file_get_contents (index_path, &index_before, NULL, NULL));
  refresh (matches);
  g_assert_true (eg_saved_matches_is_current (matches));
  g_assert_cmpuint (eg_saved_matches_get_list (matches)->len, ==, 2);
  g_assert_true (lists (matches, played_file));
  /* only the game's log was read: the index does not know it yet */
  g_assert_true (g_file_get_contents (index_path, &index_after, NULL, NULL));
  g_assert_cmpstr (index_after, ==, index_before);

  /* moves taken back: the count goes in the index, whose change is seen */
  g_assert_true (eg_match_index_set_undos (played_file, 2, NULL));
  g_assert_false (eg_saved_matches_is_current (matches));
  refresh (matches);
  entry = entry_of (matches, played_file);
  g_assert_nonnull (entry);
  g_assert_cmpuint (entry != NULL ? entry->n_undos : 0, ==, 2);
  settle (matches);

  /* another process saves a match: the folder's time says so (a tick of
   * the kernel's coarse file clock later than the game's save) */
  g_usleep (60 * 1000);
  other_file = save_in (path, "other.engarde", other);
  g_assert_false (eg_saved_matches_is_current (matches));
  refresh (matches);
  g_assert_cmpuint (eg_saved_matches_get_list (matches)->len, ==, 3);
  g_assert_true (lists (matches, other_file));
  settle (matches);

  /* a log deleted by the game goes from the list */
  g_assert_true (g_file_delete (first_file, NULL, NULL));
  eg_saved_matches_file_changed (matches, first_file);
  g_assert_false (eg_saved_matches_is_current (matches));
  refresh (matches);
  g_assert_cmpuint (eg_saved_matches_get_list (matches)->len, ==, 2);
  g_assert_false (lists (matches, first_file));

  g_clear_object (&autosave);
  eg_test_remove_tree (path);
}

/* Sets the time of @path, in nanoseconds since the epoch. */
static void
set_mtime (const char *path,
           gint64      ns)
{
  struct timespec times[2] = {
    { .tv_nsec = UTIME_OMIT },
    { .tv_sec = ns / 1000000000, .tv_nsec = ns % 1000000000 },
  };

  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

static gint64
get_mtime (const char *path)
{
  GStatBuf buf;

  g_assert_cmpint (g_stat (path, &buf), ==, 0);
  return (gint64) buf.st_mtim.tv_sec * 1000000000 + buf.st_mtim.tv_nsec;
}

static gboolean
give_up (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @matches is no longer current; FALSE if it
 * still is after a long wait (nothing told it of a change). */
static gboolean
wait_until_stale (EgSavedMatches *matches)
{
  gboolean given_up = FALSE;
  guint id = g_timeout_add_seconds (30, give_up, &given_up);

  while (eg_saved_matches_is_current (matches) && !given_up)
    g_main_context_iteration (NULL, TRUE);
  if (!given_up)
    g_source_remove (id);
  return !given_up;
}

/* A folder changed in the same tick of the file clock as the list was
 * read: its times are those the list saw (set so here, as the coarse
 * clock leaves them). The folder's monitor tells the list of another
 * process's logs at once; without one, the times cannot, and the list is
 * trusted only once listed again after that tick. */
static void
test_saved_matches_monitored (void)
{
  g_autofree char *path = g_dir_make_tmp ("eg-index-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgSavedMatches) matches = eg_saved_matches_new (dir);
  g_autoptr(EgMatch) first = eg_test_random_match (31, 100000);
  g_autoptr(EgMatch) other = eg_test_random_match (32, 100000);
  g_autoptr(GFile) first_file = save_in (path, "first.engarde", first);
  g_autoptr(GFile) other_file = NULL;
  g_autoptr(GFile) moved_file = NULL;
  g_autofree char *moved_path = g_build_filename (path, "moved.engarde", NULL);
  gint64 tick;

  /* the index written, then the folder's last change in the clock's
   * current tick, still */
  g_ptr_array_unref (eg_match_index_list (dir, NULL));
  set_mtime (path, g_get_real_time () * 1000 + 3 * G_GINT64_CONSTANT (1000000000));
  refresh (matches);
  g_assert_true (eg_saved_matches_is_current (matches));
  g_assert_cmpuint (eg_saved_matches_get_list (matches)->len, ==, 1);

  /* another process saves a match in that tick */
  tick = get_mtime (path);
  other_file = save_in (path, "other.engarde", other);
  set_mtime (path, tick);
  g_assert_true (wait_until_stale (matches));
  refresh (matches);
  g_assert_true (eg_saved_matches_is_current (matches));
  g_assert_true (lists (matches, other_file));

  /* … renames one */
  tick = get_mtime (path);
  g_assert_cmpint (g_rename (g_file_peek_path (other_file), moved_path), ==, 0);
  set_mtime (path, tick);
  g_assert_true (wait_until_stale (matches));
  refresh (matches);
  moved_file = g_file_new_for_path (moved_path);
  g_assert_true (lists (matches, moved_file));
  g_assert_false (lists (matches, other_file));

  /* … deletes one */
  tick = get_mtime (path);
  g_assert_cmpint (g_remove (g_file_peek_path (first_file)), ==, 0);
  set_mtime (path, tick);
  g_assert_true (wait_until_stale (matches));
  refresh (matches);
  g_assert_false (lists (matches, first_file));
  g_assert_cmpuint (eg_saved_matches_get_list (matches)->len, ==, 1);

  eg_test_remove_tree (path);
}

/* Where the folder cannot be monitored, its times still tell: a list
 * read in the tick of the folder's last change is read again after it,
 * and another process's save a tick later is seen at once. */
static void
test_saved_matches_unmonitored (void)
{
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  /* in the test's own process, before any thread */
  g_setenv ("EN_GARDE_NO_FILE_MONITOR", "1", TRUE);
  {
    g_autofree char *path = g_dir_make_tmp ("eg-index-XXXXXX", NULL);
    g_autoptr(GFile) dir = g_file_new_for_path (path);
    g_autoptr(EgSavedMatches) matches = eg_saved_matches_new (dir);
    g_autoptr(EgMatch) first = eg_test_random_match (31, 100000);
    g_autoptr(EgMatch) other = eg_test_random_match (32, 100000);
    g_autoptr(GFile) first_file = save_in (path, "first.engarde", first);
    g_autoptr(GFile) other_file = NULL;

    g_ptr_array_unref (eg_match_index_list (dir, NULL));
    set_mtime (path, g_get_real_time () * 1000 + 2 * G_GINT64_CONSTANT (1000000000));
    refresh (matches);
    g_assert_true (lists (matches, first_file));
    g_assert_false (eg_saved_matches_is_current (matches));
    settle (matches);

    g_usleep (60 * 1000);
    other_file = save_in (path, "other.engarde", other);
    g_assert_false (eg_saved_matches_is_current (matches));
    refresh (matches);
    g_assert_true (lists (matches, other_file));

    eg_test_remove_tree (path);
  }
}

/* The index's group for @name, as text, with its names replaced by
 * Mallory's: a crafted entry the list must not trust over the log. */
static char *
index_group_of (const char *index_path,
                const char *name)
{
  g_autoptr(GKeyFile) index = g_key_file_new ();
  g_autoptr(GKeyFile) group = g_key_file_new ();
  g_auto(GStrv) keys = NULL;

  g_assert_true (g_key_file_load_from_file (index, index_path, G_KEY_FILE_NONE, NULL));
  keys = g_key_file_get_keys (index, name, NULL, NULL);
  g_assert_nonnull (keys);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_value (index, name, keys[i], NULL);

      g_key_file_set_value (group, name, keys[i], value);
    }
  return g_key_file_to_data (group, NULL, NULL);
}

/* The index is a cache, and a file like any other beside the logs: a
 * FIFO in its place is not waited on, one over its cap is not read (its
 * entries, crafted or not, do not show), and both are replaced by an
 * index rebuilt from the logs. */
static void
test_index_not_regular_or_huge (void)
{
  g_autofree char *path = g_dir_make_tmp ("eg-index-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (31, 20);
  g_autofree char *index_path = g_build_filename (path, ".index", NULL);
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *group = NULL;
  g_autofree char *crafted = NULL;
  g_autoptr(GString) huge = NULL;
  GStatBuf st;

  g_object_unref (save_in (path, "a.engarde", match));
  list = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  g_clear_pointer (&list, g_ptr_array_unref);

  /* a FIFO with no writer */
  g_assert_cmpint (g_unlink (index_path), ==, 0);
  g_assert_cmpint (mkfifo (index_path, 0600), ==, 0);
  list = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  assert_entry_matches (g_ptr_array_index (list, 0), match);
  g_clear_pointer (&list, g_ptr_array_unref);
  g_assert_cmpint (g_stat (index_path, &st), ==, 0);
  g_assert_true (S_ISREG (st.st_mode));

  /* a well-formed index, over the cap with a comment, whose entry
   * renames the players */
  group = index_group_of (index_path, "a.engarde");
  crafted = eg_test_replace_once (group, "left-name=", "left-name=Mallory\nx=");
  huge = g_string_new (crafted);
  g_string_append_c (huge, '#');
  while (huge->len <= EG_SIDE_FILE_MAX_INDEX)
    g_string_append_c (huge, 'x');
  g_string_append_c (huge, '\n');
  g_assert_true (g_file_set_contents (index_path, huge->str, huge->len, NULL));
  list = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  assert_entry_matches (g_ptr_array_index (list, 0), match);
  g_clear_pointer (&list, g_ptr_array_unref);
  g_assert_cmpint (g_stat (index_path, &st), ==, 0);
  g_assert_cmpint (st.st_size, <, EG_SIDE_FILE_MAX_INDEX);

  eg_test_remove_tree (path);
}

/* A log on disk wins over its index entry: a group that says, at the
 * log's own size and time, that the log is not one does not hide it. */
static void
test_index_crafted_invalid (void)
{
  g_autofree char *path = g_dir_make_tmp ("eg-index-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = played_match (20, 4, 10);
  g_autoptr(GFile) file = save_in (path, "a.engarde", match);
  g_autofree char *index_path = g_build_filename (path, ".index", NULL);
  g_autoptr(GKeyFile) index = g_key_file_new ();
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(EgMatchEntry) resumable = NULL;
  guint64 mtime;
  gint64 size;

  list = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  g_clear_pointer (&list, g_ptr_array_unref);

  g_assert_true (g_key_file_load_from_file (index, index_path, G_KEY_FILE_NONE, NULL));
  mtime = g_key_file_get_uint64 (index, "a.engarde", "mtime", NULL);
  size = g_key_file_get_int64 (index, "a.engarde", "size", NULL);
  g_assert_cmpint (size, >, 0);
  g_key_file_remove_group (index, "a.engarde", NULL);
  g_key_file_set_uint64 (index, "a.engarde", "mtime", mtime);
  g_key_file_set_int64 (index, "a.engarde", "size", size);
  g_key_file_set_boolean (index, "a.engarde", "invalid", TRUE);
  g_assert_true (g_key_file_save_to_file (index, index_path, NULL));

  list = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  assert_entry_matches (g_ptr_array_index (list, 0), match);
  resumable = eg_match_index_find_resumable (dir, NULL);
  g_assert_nonnull (resumable);
  g_assert_true (g_file_equal (resumable->file, file));
  g_clear_pointer (&resumable, eg_match_entry_free);

  /* an entry, at the log's size and time, that calls the unfinished log
   * finished, then one that says it has no action: the log decides, and
   * the resume offer still finds it */
  g_clear_pointer (&index, g_key_file_unref);
  index = g_key_file_new ();
  g_assert_true (g_key_file_load_from_file (index, index_path, G_KEY_FILE_KEEP_COMMENTS, NULL));
  g_assert_false (g_key_file_get_boolean (index, "a.engarde", "finished", NULL));
  g_key_file_set_boolean (index, "a.engarde", "finished", TRUE);
  g_key_file_set_integer (index, "a.engarde", "actions", 10);
  g_assert_true (g_key_file_save_to_file (index, index_path, NULL));
  resumable = eg_match_index_find_resumable (dir, NULL);
  g_assert_nonnull (resumable);
  g_assert_true (g_file_equal (resumable->file, file));
  g_clear_pointer (&resumable, eg_match_entry_free);

  g_key_file_set_boolean (index, "a.engarde", "finished", FALSE);
  g_key_file_set_integer (index, "a.engarde", "actions", 0);
  g_assert_true (g_key_file_save_to_file (index, index_path, NULL));
  resumable = eg_match_index_find_resumable (dir, NULL);
  g_assert_nonnull (resumable);
  g_assert_true (g_file_equal (resumable->file, file));

  eg_test_remove_tree (path);
}

/* An entry of a log in /matches, played on the @day-th day from 2026,
 * forked from @origin when given. */
static EgMatchEntry *
made_entry (const char *name,
            guint       day,
            const char *origin)
{
  EgMatchEntry *entry = g_new0 (EgMatchEntry, 1);
  g_autofree char *path = g_build_filename ("/matches", name, NULL);
  g_autoptr(GDateTime) start = g_date_time_new_utc (2026, 1, 1, 0, 0, 0);

  entry->file = g_file_new_for_path (path);
  entry->started = g_date_time_add_days (start, day);
  entry->names[0] = g_strdup ("Ada");
  entry->names[1] = g_strdup ("Bob");
  entry->target_score = 5;
  entry->n_actions = 3;
  entry->is_fork = origin != NULL;
  entry->forked_from = g_strdup (origin);
  entry->fork_round = origin != NULL ? 1 : 0;
  return entry;
}

/* The steps of a grouping, from its debug line. */
static void
read_group_steps (const char     *domain,
                  GLogLevelFlags  level,
                  const char     *message,
                  gpointer        data)
{
  guint n;
  guint64 steps;

  if (sscanf (message, "%u saved matches grouped in %" G_GUINT64_FORMAT " steps", &n, &steps) == 2)
    *(guint64 *) data = steps;
}

/* Logs that name each other as origin (2,000, in pairs A→B→A, written
 * by hand) are listed once each and flat, and grouping them takes work
 * in proportion to their number (it once took cubic time: 14.6 s of
 * CPU); a fork of one of them still sits under it. */
static void
test_fork_cycles (void)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) eg_match_entry_free);
  g_autoptr(GPtrArray) grouped = NULL;
  g_autoptr(GPtrArray) origins = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint64 steps = G_MAXUINT64;
  guint handler;
  guint n = 2000;

  for (guint i = 0; i < n; i += 2)
    {
      g_autofree char *a = g_strdup_printf ("a%u.engarde", i);
      g_autofree char *b = g_strdup_printf ("b%u.engarde", i);

      g_ptr_array_add (list, made_entry (a, n - i, b));
      g_ptr_array_add (list, made_entry (b, n - i - 1, a));
    }
  /* a fork of a0, and a chain of three forks of it */
  g_ptr_array_add (list, made_entry ("f.engarde", 0, "a0.engarde"));
  g_ptr_array_add (list, made_entry ("g.engarde", 0, "f.engarde"));
  eg_match_index_sort (list);

  /* the work it did, as it says in the debug log */
  handler = g_log_set_handler ("en-garde-logs", G_LOG_LEVEL_DEBUG, read_group_steps, &steps);
  grouped = eg_match_index_group (list);
  g_log_remove_handler ("en-garde-logs", handler);
  g_assert_cmpuint (steps, <=, 4 * (guint64) list->len);

  g_assert_cmpuint (grouped->len, ==, list->len);
  origins = eg_match_index_find_origins (grouped);
  for (guint i = 0; i < grouped->len; i++)
    {
      EgMatchEntry *entry = g_ptr_array_index (grouped, i);
      const EgMatchEntry *origin = g_ptr_array_index (origins, i);
      g_autofree char *name = g_file_get_basename (entry->file);

      g_assert_true (g_hash_table_add (seen, (gpointer) g_file_peek_path (entry->file)));
      if (g_str_equal (name, "f.engarde") || g_str_equal (name, "g.engarde"))
        {
          /* right under its origin */
          g_assert_nonnull (origin);
          g_assert_true (origin == g_ptr_array_index (grouped, i - 1));
        }
      else
        g_assert_null (origin);
    }
}

/* Each fork's origin, found for the whole list at once: the entry
 * named as its forked-from wherever it is in the list, before or after
 * the fork, none when it is not listed or names the fork itself; every
 * entry checked against a walk of the list (the way it was found, one
 * walk per fork). */
static void
test_find_origins (void)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) eg_match_entry_free);
  g_autoptr(GPtrArray) origins = NULL;
  static const struct { const char *name, *origin; int expected; } cases[] = {
    { "late-fork.engarde", "base.engarde", 2 },
    { "chain.engarde", "late-fork.engarde", 0 },
    { "base.engarde", NULL, -1 },
    { "orphan.engarde", "deleted.engarde", -1 },
    { "self.engarde", "self.engarde", -1 },
    { "second.engarde", "base.engarde", 2 },
  };
  guint n_forks = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_ptr_array_add (list, made_entry (cases[i].name, i, cases[i].origin));
  /* and many more, to compare with the walk */
  for (guint i = 0; i < 300; i++)
    {
      g_autofree char *name = g_strdup_printf ("m%u.engarde", i);
      g_autofree char *from = i % 3 == 0 ? NULL : g_strdup_printf ("m%u.engarde", (i * 7 + 11) % 320);

      g_ptr_array_add (list, made_entry (name, i, from));
    }

  origins = eg_match_index_find_origins (list);
  g_assert_cmpuint (origins->len, ==, list->len);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_true (g_ptr_array_index (origins, i) ==
                   (cases[i].expected < 0 ? NULL : g_ptr_array_index (list, cases[i].expected)));
  for (guint i = 0; i < list->len; i++)
    {
      const EgMatchEntry *fork = g_ptr_array_index (list, i);
      const EgMatchEntry *walked = NULL;

      for (guint j = 0; fork->is_fork && walked == NULL && j < list->len; j++)
        {
          const EgMatchEntry *other = g_ptr_array_index (list, j);
          g_autofree char *name = g_file_get_basename (other->file);

          if (other != fork && g_str_equal (name, fork->forked_from))
            walked = other;
        }
      g_assert_true (g_ptr_array_index (origins, i) == walked);
      n_forks += walked != NULL;
    }
  g_assert_cmpuint (n_forks, >, 100);
}

/* The resume offer comes from the newest unfinished log that loads: a
 * newer one that the reader refuses (its deck is not five of each card,
 * which the index's quick read does not check) is passed over, and
 * said once, not at every launch. */
static void
test_resumable_refused (void)
{
  g_autofree char *path = g_dir_make_tmp ("eg-index-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) older = played_match (20, 3, 10);
  g_autoptr(EgMatch) newer = played_match (21, 3, 10);
  g_autoptr(GFile) a = save_in (path, "a.engarde", older);
  g_autoptr(GFile) b = save_in (path, "b.engarde", newer);
  g_autofree char *text = NULL;
  g_autofree char *broken = NULL;
  const char *deck;
  guint said = 0;

  /* the first card of b's deck made another: six of one value */
  g_assert_true (g_file_load_contents (b, NULL, &text, NULL, NULL, NULL));
  deck = strstr (text, "<deck>") + strlen ("<deck>");
  broken = g_strdup (text);
  broken[deck - text] = deck[0] == '1' ? '2' : '1';
  g_assert_true (g_file_set_contents (g_file_peek_path (b), broken, -1, NULL));
  g_assert_null (eg_match_log_load_file (b, NULL, NULL));

  for (guint launch = 0; launch < 3; launch++)
    {
      g_autoptr(GError) refused = NULL;
      g_autoptr(EgMatchEntry) entry = eg_match_index_find_resumable (dir, &refused);

      g_assert_nonnull (entry);
      g_assert_true (g_file_equal (entry->file, a));
      /* said at the first launch only, naming the log */
      if (refused != NULL)
        {
          g_assert_nonnull (strstr (refused->message, g_file_peek_path (b)));
          said++;
        }
    }
  g_assert_cmpuint (said, ==, 1);

  eg_test_remove_tree (path);
}

int
main (int    argc,
      char **argv)
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/match-index/header-agrees", test_header_agrees);
  g_test_add_func ("/en-garde/match-index/not-a-log", test_not_a_log);
  g_test_add_func ("/en-garde/match-index/list-and-index", test_list_and_index);
  g_test_add_func ("/en-garde/match-index/undos", test_undos);
  g_test_add_func ("/en-garde/match-index/resumable-by-last-action", test_resumable_by_last_action);
  g_test_add_func ("/en-garde/match-index/forks-grouped", test_forks_grouped);
  g_test_add_func ("/en-garde/match-index/fork-cycles", test_fork_cycles);
  g_test_add_func ("/en-garde/match-index/find-origins", test_find_origins);
  g_test_add_func ("/en-garde/match-index/resumable-refused", test_resumable_refused);
  g_test_add_func ("/en-garde/match-index/saved-matches-kept-current", test_saved_matches_kept_current);
  g_test_add_func ("/en-garde/match-index/saved-matches-monitored", test_saved_matches_monitored);
  g_test_add_func ("/en-garde/match-index/saved-matches-unmonitored", test_saved_matches_unmonitored);
  g_test_add_func ("/en-garde/match-index/index-not-regular-or-huge", test_index_not_regular_or_huge);
  g_test_add_func ("/en-garde/match-index/index-crafted-invalid", test_index_crafted_invalid);

  return g_test_run ();
}
