/* test-autosave.c — autosave after every action, resume, saved matches
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "eg-autosave.h"
#include "eg-match-index.h"
#include "eg-match-log.h"
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
  g_assert_true (eg_autosave_get_match (autosave) == match);
  g_assert_true (eg_autosave_get_dir (autosave) == dir);

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

static gboolean
is_saving_again (gpointer data)
{
  return !eg_autosave_get_failing (data);
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
  EgRng rng;

  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  autosave = eg_autosave_new (match, dir);
  g_signal_connect (autosave, "save-failed", G_CALLBACK (on_save_failed), &failures);
  g_assert_false (eg_autosave_get_failing (autosave));
  eg_rng_init (&rng, 15);
  for (guint i = 0; i < 4; i++)
    eg_test_random_step (match, &rng, 0);
  g_assert_cmpuint (failures, ==, 1);
  g_assert_true (eg_autosave_get_failing (autosave));

  /* space returns */
  g_assert_cmpint (g_unlink (blocker), ==, 0);
  wait_until (is_saving_again, autosave);
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

/* Temporary files a crash left: a complete one newer than its log takes
 * its place, the others go; one being written (recent) is left alone. */
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
  g_assert_cmpuint (list->len, ==, 1);

  g_assert_true (g_file_get_contents (log, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, new_text);
  g_assert_false (g_file_test (newer, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (older, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (cut, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  /* the log, the fresh temporary file and the list's index */
  g_assert_cmpuint (count_files (path), ==, 3);

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

  /* at the next start, a minute later, the temporary files are gone */
  {
    g_autoptr(GDir) listing = g_dir_open (path, 0, NULL);
    const char *name;
    guint logs = 0;

    while ((name = g_dir_read_name (listing)) != NULL)
      {
        g_autofree char *file_path = g_build_filename (path, name, NULL);

        age (file_path, 60);
      }

    list = eg_match_index_list (dir, &error);
    g_assert_no_error (error);

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
  g_test_add_func ("/en-garde/autosave/default-dir", test_default_dir);
  g_test_add_func ("/en-garde/autosave/kill-9", test_kill);

  return g_test_run ();
}
