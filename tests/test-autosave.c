/* test-autosave.c — autosave after every action, resume, saved matches
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/file.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "eg-autosave.h"
#include "eg-match-index.h"
#include "eg-match-log-private.h"
#include "eg-test-logs.h"
#include "eg-test-utils.h"

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("en-garde-autosave-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static guint
count_files (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* Whether @path holds a match log (not only temporary files). */
static gboolean
has_log (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".engarde"))
      return TRUE;
  return FALSE;
}

static EgMatch *
load (GFile *file)
{
  g_autoptr(GError) error = NULL;
  EgMatch *match = eg_match_log_load_file (file, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (match);
  return match;
}

/* The file on disk is the match, after the deal and after every action. */
static void
test_every_action (void)
{
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (11, 0);
  g_autoptr(EgAutosave) autosave = eg_autosave_new (match, dir);
  g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, 22, 10, 15, 0);
  EgRng rng;
  guint steps = 0;

  eg_match_set_started (match, started);
  g_assert_null (eg_autosave_get_file (autosave));

  eg_rng_init (&rng, 11);
  while (eg_test_random_step (match, &rng, g_get_real_time ()))
    {
      g_autoptr(EgMatch) saved = NULL;
      g_autofree char *name = NULL;

      /* a match with no move is not kept */
      if (!eg_match_has_own_action (match))
        {
          g_assert_cmpuint (count_files (path), ==, 0);
          continue;
        }
      g_assert_nonnull (eg_autosave_get_file (autosave));
      g_assert_true (g_file_has_parent (eg_autosave_get_file (autosave), dir));
      name = g_file_get_basename (eg_autosave_get_file (autosave));
      g_assert_cmpstr (name, ==, "2026-11-22T10-15-00Z.engarde");

      saved = load (eg_autosave_get_file (autosave));
      eg_test_assert_same_match (match, saved);
      steps++;
    }
  g_assert_true (eg_match_is_over (match));
  g_assert_cmpuint (steps, >, 10);
  g_assert_cmpuint (count_files (path), ==, 1);

  eg_test_remove_tree (path);
}

/* A loaded unfinished match resumes into the same file. */
static void
test_resume (void)
{
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (12, 0);
  g_autoptr(EgAutosave) autosave = eg_autosave_new (match, dir);
  g_autoptr(EgMatch) resumed = NULL;
  g_autoptr(EgAutosave) again = NULL;
  g_autoptr(EgMatch) final = NULL;
  EgRng rng;

  eg_rng_init (&rng, 12);
  for (guint i = 0; i < 12; i++)
    eg_test_random_step (match, &rng, 0);
  g_assert_false (eg_match_is_over (match));
  g_assert_cmpuint (eg_match_get_n_rounds (match), >, 0);

  resumed = load (eg_autosave_get_file (autosave));
  eg_test_assert_same_match (match, resumed);
  g_clear_object (&autosave);

  again = eg_autosave_new (resumed, dir);
  g_assert_true (g_file_equal (eg_autosave_get_file (again), eg_autosave_get_file (again)));
  {
    g_autofree char *name = g_file_get_basename (eg_autosave_get_file (again));

    g_assert_true (g_str_has_suffix (name, "Z.engarde"));
  }
  while (eg_test_random_step (resumed, &rng, 0))
    ;
  g_assert_cmpuint (count_files (path), ==, 1);

  final = load (eg_autosave_get_file (again));
  g_assert_true (eg_match_is_over (final));
  eg_test_assert_same_match (resumed, final);

  eg_test_remove_tree (path);
}

/* A match dealt before its autosave exists (a resumed one, or one handed
 * over from a replay) is written even when the folder does not exist yet. */
static void
test_dealt_match_new_folder (void)
{
  g_autofree char *path = make_dir ();
  g_autofree char *sub = g_build_filename (path, "matches", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (sub);
  g_autoptr(EgMatch) match = eg_test_random_match (13, 0);
  g_autoptr(EgAutosave) autosave = NULL;
  g_autoptr(EgMatch) saved = NULL;
  g_autoptr(GError) error = NULL;
  EgRng rng;

  eg_rng_init (&rng, 13);
  eg_test_random_step (match, &rng, 0);
  g_assert_cmpuint (eg_match_get_n_rounds (match), >, 0);

  autosave = eg_autosave_new (match, dir);
  g_assert_nonnull (eg_autosave_get_file (autosave));
  g_assert_false (g_file_test (sub, G_FILE_TEST_IS_DIR));

  g_assert_true (eg_autosave_save_now (autosave, &error));
  g_assert_no_error (error);
  eg_test_random_step (match, &rng, 0);
  saved = load (eg_autosave_get_file (autosave));
  eg_test_assert_same_match (match, saved);

  eg_test_remove_tree (sub);
  eg_test_remove_tree (path);
}

/* Two matches started in the same second get a file each. */
static void
test_same_second (void)
{
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, 22, 10, 15, 0);
  g_autoptr(EgMatch) a = eg_test_random_match (13, 0);
  g_autoptr(EgMatch) b = eg_test_random_match (14, 0);
  g_autoptr(EgAutosave) save_a = eg_autosave_new (a, dir);
  g_autoptr(EgAutosave) save_b = eg_autosave_new (b, dir);
  g_autofree char *name_b = NULL;
  EgRng rng;

  eg_match_set_started (a, started);
  eg_match_set_started (b, started);
  eg_rng_init (&rng, 13);
  for (guint i = 0; i < 5; i++)
    {
      eg_test_random_step (a, &rng, 0);
      eg_test_random_step (b, &rng, 0);
    }
  g_assert_false (g_file_equal (eg_autosave_get_file (save_a), eg_autosave_get_file (save_b)));
  name_b = g_file_get_basename (eg_autosave_get_file (save_b));
  g_assert_cmpstr (name_b, ==, "2026-11-22T10-15-00Z-2.engarde");
  g_assert_cmpuint (count_files (path), ==, 2);

  eg_test_remove_tree (path);
}

static void
on_save_failed (EgAutosave   *autosave,
                const GError *error,
                guint        *count)
{
  g_assert_nonnull (error);
  /* why, and that nothing is lost */
  g_assert_true (g_str_has_prefix (error->message, "The match cannot be saved: "));
  g_assert_nonnull (strstr (error->message, "\nEn Garde keeps the match and tries again every few seconds"));
  (*count)++;
}

static gboolean
time_out (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @done, or fails after 30 s. */
static void
wait_until (gboolean (*done) (gpointer),
            gpointer data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (30, time_out, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

static void
on_saved (EgAutosave *autosave,
          GFile      *file,
          guint      *count)
{
  (*count)++;
}

static gboolean
is_positive (gpointer data)
{
  return *(guint *) data > 0;
}

/* When saving fails (here a file stands where the folder should be), the
 * player is told once; saving is tried again without waiting for an
 * action, and once it can be written the file holds the whole match. */
static void
test_save_failed (void)
{
  g_autofree char *path = make_dir ();
  g_autofree char *blocker = g_build_filename (path, "not-a-folder", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (blocker);
  g_autoptr(EgMatch) match = eg_test_random_match (15, 0);
  g_autoptr(EgAutosave) autosave = NULL;
  g_autoptr(EgMatch) saved = NULL;
  guint failures = 0;
  guint saves = 0;
  EgRng rng;

  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  autosave = eg_autosave_new (match, dir);
  g_signal_connect (autosave, "save-failed", G_CALLBACK (on_save_failed), &failures);
  g_signal_connect (autosave, "saved", G_CALLBACK (on_saved), &saves);
  eg_rng_init (&rng, 15);
  for (guint i = 0; i < 4; i++)
    eg_test_random_step (match, &rng, 0);
  g_assert_cmpuint (failures, ==, 1);
  g_assert_cmpuint (saves, ==, 0);

  /* space returns: saved with no action played */
  g_assert_cmpint (g_unlink (blocker), ==, 0);
  wait_until (is_positive, &saves);
  g_assert_cmpuint (failures, ==, 1);
  saved = load (eg_autosave_get_file (autosave));
  eg_test_assert_same_match (match, saved);

  eg_test_remove_tree (blocker);
  eg_test_remove_tree (path);
}

static gboolean
file_exists (gpointer data)
{
  GFile *file = eg_autosave_get_file (data);

  return file != NULL && g_file_query_exists (file, NULL);
}

/* A match with no move is not kept ("Unfinished" rows with nothing in
 * them): dealt, it is not written; its first move writes it. */
static void
test_no_action_no_save (void)
{
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (16, 0);
  g_autoptr(EgAutosave) autosave = NULL;
  g_autoptr(EgMatch) saved = NULL;
  g_autoptr(GError) error = NULL;
  EgAction legal[EG_MAX_ACTIONS];

  g_assert_true (eg_match_begin_round (match, NULL, &error));
  g_assert_no_error (error);
  autosave = eg_autosave_new (match, dir);
  g_assert_true (eg_autosave_save_now (autosave, &error));
  g_assert_no_error (error);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (count_files (path), ==, 0);

  eg_match_get_legal_actions (match, legal);
  g_assert_true (eg_match_apply (match, &legal[0], &error));
  wait_until (file_exists, autosave);
  saved = load (eg_autosave_get_file (autosave));
  g_assert_cmpuint (eg_match_get_round_record (saved, 0)->actions->len, ==, 1);
  eg_test_assert_same_match (match, saved);

  eg_test_remove_tree (path);
}

/* The folder's lock fails on demand, as on a file system without flock
 * (tests/meson.build links this test with -Wl,--wrap=flock). */
static gboolean flock_fails;

int __real_flock (int fd, int operation);
int __wrap_flock (int fd, int operation);

int
__wrap_flock (int fd,
              int operation)
{
  if (flock_fails)
    {
      errno = ENOLCK;
      return -1;
    }
  return __real_flock (fd, operation);
}

/* Makes @path look last written @seconds ago. */
static void
age (const char *path,
     gint64      seconds)
{
  struct utimbuf times;

  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - seconds);
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

static void
write_file (const char *path,
            const char *text,
            gint64      age_seconds)
{
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  age (path, age_seconds);
}

static char *read_text (const char *path);

/* Temporary files a crash left: a complete one that extends its log
 * takes its place, the others go, however recent (one that a running
 * game is writing is told apart by the folder's lock: see
 * test_writing_left_alone). */
static void
test_tidy (void)
{
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (17, 0);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *old_text = NULL;
  g_autofree char *new_text = NULL;
  g_autofree char *log = g_build_filename (path, "a.engarde", NULL);
  g_autofree char *newer = g_build_filename (path, "a.engarde.Q1W2E3", NULL);
  g_autofree char *cut = g_build_filename (path, "b.engarde.R4T5Y6", NULL);
  g_autofree char *older = g_build_filename (path, "a.engarde.U7I8O9", NULL);
  g_autofree char *fresh = g_build_filename (path, "c.engarde.P0A1S2", NULL);
  g_autofree char *fresh_log = g_build_filename (path, "c.engarde", NULL);
  g_autofree char *contents = NULL;
  EgRng rng;

  eg_rng_init (&rng, 17);
  for (guint i = 0; i < 5; i++)
    eg_test_random_step (match, &rng, 0);
  old_text = eg_match_log_to_string (match, NULL);
  for (guint i = 0; i < 5; i++)
    eg_test_random_step (match, &rng, 0);
  new_text = eg_match_log_to_string (match, NULL);

  write_file (log, old_text, 3600);
  write_file (newer, new_text, 600);
  write_file (older, new_text, 7200);
  write_file (cut, new_text + strlen (new_text) / 2, 600);
  write_file (fresh, new_text, 0);

  /* listing the matches tidies the folder first */
  list = eg_match_index_list (dir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 2);

  g_assert_true (g_file_get_contents (log, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, new_text);
  g_assert_false (g_file_test (newer, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (older, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (cut, G_FILE_TEST_EXISTS));
  /* written a moment ago, for a log that is missing: it is that log */
  g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_clear_pointer (&contents, g_free);
  contents = read_text (fresh_log);
  g_assert_cmpstr (contents, ==, new_text);
  /* the two logs and the list's index */
  g_assert_cmpuint (count_files (path), ==, 3);

  eg_test_remove_tree (path);
}

/* Sets @path's access and modification times to exactly @seconds since
 * the epoch, as the same second of a clock would give two saves. */
static void
set_mtime (const char *path,
           gint64      seconds)
{
  struct utimbuf times;

  times.actime = times.modtime = (time_t) seconds;
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

static char *
read_text (const char *path)
{
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

/* @match after @n more random steps, as a log. */
static char *
play_on (EgMatch *match,
         EgRng   *rng,
         guint    n)
{
  for (guint i = 0; i < n; i++)
    g_assert_true (eg_test_random_step (match, rng, 0));
  return eg_match_log_to_string (match, NULL);
}

/* A folder that cannot be locked: a temporary file written a moment ago
 * may be a running game's save under way, so only the age tells; one
 * left long ago is a crash's and is recovered. */
static void
test_tidy_without_lock (void)
{
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (23, 0);
  g_autofree char *fresh = g_build_filename (path, "c.engarde.P0A1S2", NULL);
  g_autofree char *old = g_build_filename (path, "d.engarde.Q1W2E3", NULL);
  g_autofree char *old_log = g_build_filename (path, "d.engarde", NULL);
  g_autofree char *text = NULL;
  g_autofree char *contents = NULL;
  EgRng rng;

  eg_rng_init (&rng, 23);
  text = play_on (match, &rng, 6);
  write_file (fresh, text, 0);
  write_file (old, text, 600);

  flock_fails = TRUE;
  g_assert_cmpuint (eg_saved_match_tidy (dir), ==, 1);
  flock_fails = FALSE;
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  contents = read_text (old_log);
  g_assert_cmpstr (contents, ==, text);

  /* with the lock, the same fresh file is a crash's */
  g_assert_cmpuint (eg_saved_match_tidy (dir), ==, 1);
  g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));

  eg_test_remove_tree (path);
}

/* The kill -9 case of issue 21: the temporary file is one action newer
 * than its log, written in the same second. It is the newest state of
 * the match, so it is recovered, whatever the clocks say. */
static void
test_recover_same_second (void)
{
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (21, 0);
  g_autofree char *log = g_build_filename (path, "a.engarde", NULL);
  g_autofree char *temp = g_build_filename (path, "a.engarde.K1L2L3", NULL);
  g_autofree char *saved_text = NULL;
  g_autofree char *newer_text = NULL;
  g_autofree char *contents = NULL;
  gint64 second = g_get_real_time () / G_USEC_PER_SEC - 600;
  EgRng rng;

  eg_rng_init (&rng, 21);
  saved_text = play_on (match, &rng, 8);
  newer_text = play_on (match, &rng, 1);
  g_assert_true (g_file_set_contents (log, saved_text, -1, NULL));
  g_assert_true (g_file_set_contents (temp, newer_text, -1, NULL));
  set_mtime (log, second);
  set_mtime (temp, second);

  g_assert_cmpuint (eg_saved_match_tidy (dir), ==, 1);
  contents = read_text (log);
  g_assert_cmpstr (contents, ==, newer_text);
  g_assert_false (g_file_test (temp, G_FILE_TEST_EXISTS));

  /* and when the clock says the temporary file is older */
  g_clear_pointer (&newer_text, g_free);
  g_clear_pointer (&contents, g_free);
  newer_text = play_on (match, &rng, 1);
  g_assert_true (g_file_set_contents (temp, newer_text, -1, NULL));
  set_mtime (log, second);
  set_mtime (temp, second - 60);
  g_assert_cmpuint (eg_saved_match_tidy (dir), ==, 1);
  contents = read_text (log);
  g_assert_cmpstr (contents, ==, newer_text);
  g_assert_cmpuint (count_files (path), ==, 1);

  eg_test_remove_tree (path);
}

/* A relaunch 3 s after a crash: the temporary file, one action newer
 * than its log, is recovered at once, and the match offered is the
 * newer one (it once waited until the file was 30 s old, so the move
 * made just before the crash was offered one behind, then lost). */
static void
test_recover_at_once (void)
{
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (33, 0);
  g_autofree char *log = g_build_filename (path, "a.engarde", NULL);
  g_autofree char *temp = g_build_filename (path, "a.engarde.Z9X8C7", NULL);
  g_autofree char *saved_text = NULL;
  g_autofree char *newer_text = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(EgMatchEntry) offered = NULL;
  g_autoptr(EgMatch) resumed = NULL;
  EgRng rng;

  eg_rng_init (&rng, 33);
  saved_text = play_on (match, &rng, 6);
  newer_text = play_on (match, &rng, 1);
  g_assert_false (eg_match_is_over (match));
  write_file (log, saved_text, 3);
  write_file (temp, newer_text, 3);

  offered = eg_match_index_find_resumable (dir, NULL);
  g_assert_nonnull (offered);
  g_assert_cmpstr (g_file_peek_path (offered->file), ==, log);
  contents = read_text (log);
  g_assert_cmpstr (contents, ==, newer_text);
  g_assert_false (g_file_test (temp, G_FILE_TEST_EXISTS));
  resumed = load (offered->file);
  eg_test_assert_same_match (match, resumed);

  eg_test_remove_tree (path);
}

/* A temporary file that a running game is writing (it holds the
 * folder's lock shared, as eg_match_log_save() does) is left to it,
 * however old its clock says it is; once the lock is released (the
 * game died), it is recovered. */
static void
test_writing_left_alone (void)
{
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (34, 0);
  g_autofree char *log = g_build_filename (path, "a.engarde", NULL);
  g_autofree char *temp = g_build_filename (path, "a.engarde.B5N6M7", NULL);
  g_autofree char *saved_text = NULL;
  g_autofree char *newer_text = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) list = NULL;
  EgRng rng;
  int lock;

  eg_rng_init (&rng, 34);
  saved_text = play_on (match, &rng, 6);
  newer_text = play_on (match, &rng, 1);
  write_file (log, saved_text, 600);
  write_file (temp, newer_text, 600);

  lock = eg_match_log_lock_folder (path, LOCK_SH);
  g_assert_cmpint (lock, >=, 0);
  g_assert_cmpuint (eg_saved_match_tidy (dir), ==, 0);
  list = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_true (g_file_test (temp, G_FILE_TEST_EXISTS));
  contents = read_text (log);
  g_assert_cmpstr (contents, ==, saved_text);
  close (lock);

  g_clear_pointer (&list, g_ptr_array_unref);
  g_clear_pointer (&contents, g_free);
  list = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_false (g_file_test (temp, G_FILE_TEST_EXISTS));
  contents = read_text (log);
  g_assert_cmpstr (contents, ==, newer_text);

  eg_test_remove_tree (path);
}

/* Temporary files that are not the match played on are removed and the
 * log kept, even when their clock says they are newer: an earlier state,
 * the same state, another line of play, other players, a file cut
 * short. */
static void
test_remove_not_extension (void)
{
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (22, 0);
  g_autoptr(EgMatch) other = NULL;
  g_autofree char *log = g_build_filename (path, "a.engarde", NULL);
  g_autofree char *earlier_text = NULL;
  g_autofree char *saved_text = NULL;
  g_autofree char *newer_text = NULL;
  g_autofree char *branch_text = NULL;
  g_autofree char *renamed_text = NULL;
  g_autofree char *contents = NULL;
  gint64 second = g_get_real_time () / G_USEC_PER_SEC - 600;
  const char *temps[5];
  EgRng rng;

  eg_rng_init (&rng, 22);
  earlier_text = play_on (match, &rng, 6);
  saved_text = play_on (match, &rng, 3);
  newer_text = play_on (match, &rng, 2);
  /* the earlier state played on another way than the log was: more
   * actions than the log, but not the log's */
  for (guint64 seed = 100; branch_text == NULL; seed++)
    {
      g_autofree char *three = NULL;

      g_clear_object (&other);
      other = eg_test_load_log (earlier_text, strlen (earlier_text), NULL, NULL);
      g_assert_nonnull (other);
      eg_rng_init (&rng, seed);
      three = play_on (other, &rng, 3);
      if (!g_str_equal (three, saved_text))
        branch_text = play_on (other, &rng, 1);
    }
  renamed_text = eg_test_replace_once (newer_text, "name=\"", "name=\"Not ");

  temps[0] = earlier_text;
  temps[1] = saved_text;
  temps[2] = branch_text;
  temps[3] = renamed_text;
  temps[4] = newer_text;
  g_assert_true (g_file_set_contents (log, saved_text, -1, NULL));
  set_mtime (log, second - 60);
  for (guint i = 0; i < G_N_ELEMENTS (temps); i++)
    {
      g_autofree char *temp = g_strdup_printf ("%s/a.engarde.T%05u", path, i);
      /* the last one cut in half */
      gssize length = i == 4 ? (gssize) strlen (temps[i]) / 2 : -1;

      g_assert_true (g_file_set_contents (temp, temps[i], length, NULL));
      set_mtime (temp, second);
    }

  g_assert_cmpuint (eg_saved_match_tidy (dir), ==, G_N_ELEMENTS (temps));
  contents = read_text (log);
  g_assert_cmpstr (contents, ==, saved_text);
  g_assert_cmpuint (count_files (path), ==, 1);

  eg_test_remove_tree (path);
}

/* A complete temporary file whose log is missing or broken is all that
 * is left of the match: it is recovered. */
static void
test_recover_without_log (void)
{
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (23, 0);
  g_autofree char *missing = g_build_filename (path, "a.engarde", NULL);
  g_autofree char *broken = g_build_filename (path, "b.engarde", NULL);
  g_autofree char *text = NULL;
  gint64 second = g_get_real_time () / G_USEC_PER_SEC - 600;
  EgRng rng;

  eg_rng_init (&rng, 23);
  text = play_on (match, &rng, 4);
  write_file (broken, "<match", 0);
  set_mtime (broken, second);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *temp = g_strconcat (i == 0 ? missing : broken, ".Z9Y8X7", NULL);

      g_assert_true (g_file_set_contents (temp, text, -1, NULL));
      set_mtime (temp, second);
    }

  g_assert_cmpuint (eg_saved_match_tidy (dir), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *contents = read_text (i == 0 ? missing : broken);

      g_assert_cmpstr (contents, ==, text);
    }
  g_assert_cmpuint (count_files (path), ==, 2);

  eg_test_remove_tree (path);
}

static void
test_default_dir (void)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "en-garde", "matches", NULL);
  g_autofree char *path = g_file_get_path (dir);

  g_assert_cmpstr (path, ==, expected);
}

static void
test_kill (void)
{
  g_autofree char *tool = g_test_build_filename (G_TEST_BUILT, "eg-log-tool", NULL);
  g_autofree char *path = make_dir ();
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  guint kills = g_getenv ("EG_TEST_QUICK") != NULL ? 10 : 100;
  guint unfinished = 0;

  for (guint i = 0; i < kills; i++)
    {
      g_autofree char *seed = g_strdup_printf ("%u", g_test_rand_int ());
      const char *argv[] = { tool, "autosave", path, seed, NULL };
      GPid pid;
      int status;

      g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid, &error);
      g_assert_no_error (error);
      g_usleep (g_test_rand_int_range (1000, 60000));
      /* on a loaded machine every child may die before its first save:
       * the last one is killed only once a log exists, never by a clock */
      while (i == kills - 1 && !has_log (path))
        g_usleep (1000);
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));
      g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
      g_spawn_close_pid (pid);
    }

  /* every .engarde file is complete; leftover temporary files are not
   * match logs and are not listed */
  {
    g_autoptr(GDir) listing = g_dir_open (path, 0, NULL);
    const char *name;
    guint logs = 0;

    while ((name = g_dir_read_name (listing)) != NULL)
      if (g_str_has_suffix (name, ".engarde"))
        {
          g_autofree char *file_path = g_build_filename (path, name, NULL);
          g_autoptr(GFile) file = g_file_new_for_path (file_path);
          g_autoptr(EgMatch) match = eg_match_log_load_file (file, NULL, &error);

          if (match == NULL)
            g_error ("%s does not load after kill -9: %s", name, error->message);
          logs++;
        }
    g_test_message ("%u kills left %u match logs", kills, logs);
    g_assert_cmpuint (logs, >, 0);
  }

  /* at the next start, a minute later, the temporary files are gone:
   * each complete one, the newest state of its match (the crash came
   * before the rename), has taken its log's place, though the clock
   * gave both the same second. (Two processes that started a match in
   * the same second may have named two matches alike: such a file,
   * another match than its log, is not counted here, and where two
   * complete files of different matches had no log, either may win.) */
  {
    g_autoptr(GDir) listing = g_dir_open (path, 0, NULL);
    g_autoptr(GHashTable) newest = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                          (GDestroyNotify) g_ptr_array_unref);
    GHashTableIter iter;
    gpointer key, value;
    const char *name;
    guint logs = 0;

    while ((name = g_dir_read_name (listing)) != NULL)
      {
        g_autofree char *file_path = g_build_filename (path, name, NULL);
        g_autofree char *log_path = g_strndup (file_path, strrchr (file_path, '.') - file_path);
        g_autoptr(GFile) file = g_file_new_for_path (file_path);
        g_autoptr(GFile) log = g_file_new_for_path (log_path);
        g_autoptr(EgMatch) match = NULL;
        g_autoptr(EgMatch) saved = NULL;

        age (file_path, 60);
        if (g_str_has_suffix (name, ".engarde") ||
            (match = eg_match_log_load_file (file, NULL, NULL)) == NULL)
          continue;
        saved = eg_match_log_load_file (log, NULL, NULL);
        if (saved == NULL ||
            memcmp (eg_match_get_round_record (saved, 0)->deck,
                    eg_match_get_round_record (match, 0)->deck, EG_DECK_SIZE) == 0)
          {
            GPtrArray *candidates = g_hash_table_lookup (newest, log_path);

            if (candidates == NULL)
              {
                candidates = g_ptr_array_new_with_free_func (g_free);
                g_hash_table_insert (newest, g_strdup (log_path), candidates);
              }
            g_ptr_array_add (candidates, read_text (file_path));
          }
      }

    list = eg_match_index_list (dir, &error);
    g_assert_no_error (error);

    g_test_message ("%u complete temporary files to recover", g_hash_table_size (newest));
    g_hash_table_iter_init (&iter, newest);
    while (g_hash_table_iter_next (&iter, &key, &value))
      {
        g_autofree char *contents = read_text (key);
        GPtrArray *candidates = value;
        gboolean found = FALSE;

        for (guint i = 0; i < candidates->len && !found; i++)
          found = g_strcmp0 (contents, g_ptr_array_index (candidates, i)) == 0;
        if (!found)
          g_error ("%s is none of its %u complete temporary files:\n%s", (char *) key,
                   candidates->len, contents);
      }

    g_dir_rewind (listing);
    while ((name = g_dir_read_name (listing)) != NULL)
      {
        if (name[0] == '.')     /* the list's index */
          continue;
        g_assert_true (g_str_has_suffix (name, ".engarde"));
        logs++;
      }
    g_assert_cmpuint (list->len, ==, logs);
  }

  /* each unfinished one resumes from its last action, still autosaved;
   * a few play on to their end (every action is written and flushed to
   * disk, which takes a while) */
  for (guint i = 0; i < list->len; i++)
    {
      EgMatchEntry *saved = g_ptr_array_index (list, i);
      g_autoptr(EgMatch) match = NULL;
      g_autoptr(EgAutosave) autosave = NULL;
      g_autoptr(EgMatch) final = NULL;
      EgRng rng;

      if (saved->finished)
        continue;
      unfinished++;
      match = load (saved->file);
      autosave = eg_autosave_new (match, dir);
      g_assert_true (g_file_equal (eg_autosave_get_file (autosave), saved->file));
      eg_rng_init (&rng, i);
      for (guint step = 0; unfinished <= 5 || step < 3; step++)
        if (!eg_test_random_step (match, &rng, 0))
          break;
      final = load (saved->file);
      if (unfinished <= 5)
        g_assert_true (eg_match_is_over (final));
      eg_test_assert_same_match (match, final);
    }
  g_test_message ("%u unfinished matches resumed", unfinished);
  g_assert_cmpuint (unfinished, >, 0);

  eg_test_remove_tree (path);
}

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/autosave/every-action", test_every_action);
  g_test_add_func ("/en-garde/autosave/resume", test_resume);
  g_test_add_func ("/en-garde/autosave/dealt-match-new-folder", test_dealt_match_new_folder);
  g_test_add_func ("/en-garde/autosave/same-second", test_same_second);
  g_test_add_func ("/en-garde/autosave/save-failed", test_save_failed);
  g_test_add_func ("/en-garde/autosave/no-action-no-save", test_no_action_no_save);
  g_test_add_func ("/en-garde/autosave/tidy", test_tidy);
  g_test_add_func ("/en-garde/autosave/tidy-without-lock", test_tidy_without_lock);
  g_test_add_func ("/en-garde/autosave/recover-same-second", test_recover_same_second);
  g_test_add_func ("/en-garde/autosave/recover-at-once", test_recover_at_once);
  g_test_add_func ("/en-garde/autosave/writing-left-alone", test_writing_left_alone);
  g_test_add_func ("/en-garde/autosave/remove-not-extension", test_remove_not_extension);
  g_test_add_func ("/en-garde/autosave/recover-without-log", test_recover_without_log);
  g_test_add_func ("/en-garde/autosave/default-dir", test_default_dir);
  g_test_add_func ("/en-garde/autosave/kill-9", test_kill);

  return g_test_run ();
}
