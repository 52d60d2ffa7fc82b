/* test-ui-side-files.c — the files beside the logs in the way: a FIFO,
 * or a file over its cap, in place of the index, the statistics, the
 * practice progress or the puzzle cache; the window appears all the
 * same, and Practise Mistakes opens
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include <glib/gstdio.h>

#include "eg-application.h"
#include "eg-autosave.h"
#include "eg-match-index.h"
#include "eg-match-log.h"
#include "eg-practice-window.h"
#include "eg-rng.h"
#include "eg-side-file.h"
#include "eg-statistics.h"
#include "eg-test-logs.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

static char *data_home;

typedef enum
{
  SIDE_INDEX,
  SIDE_STATISTICS,
  SIDE_PRACTICE,
  SIDE_CACHE,
} Side;

static char *
side_path (Side side)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();

  switch (side)
    {
    case SIDE_INDEX:
      return g_build_filename (g_file_peek_path (dir), ".index", NULL);
    case SIDE_STATISTICS:
      return g_build_filename (g_get_user_data_dir (), "en-garde", "statistics.ini", NULL);
    case SIDE_PRACTICE:
      return g_build_filename (g_get_user_data_dir (), "en-garde", "practice.ini", NULL);
    case SIDE_CACHE:
      return g_build_filename (g_get_user_cache_dir (), "en-garde", "practice-puzzles.ini", NULL);
    default:
      g_assert_not_reached ();
    }
}

static gsize
side_cap (Side side)
{
  switch (side)
    {
    case SIDE_INDEX:
      return EG_SIDE_FILE_MAX_INDEX;
    case SIDE_STATISTICS:
      return EG_SIDE_FILE_MAX_STATISTICS;
    case SIDE_PRACTICE:
      return EG_SIDE_FILE_MAX_PRACTICE;
    case SIDE_CACHE:
      return EG_SIDE_FILE_MAX_CACHE;
    default:
      g_assert_not_reached ();
    }
}

/* No saved match, no file beside them. */
static void
fresh_home (void)
{
  g_autoptr(GFile) logs = eg_autosave_default_dir ();
  g_autofree char *cache = g_build_filename (g_get_user_cache_dir (), "en-garde", NULL);
  g_autofree char *en_garde = g_build_filename (data_home, "en-garde", NULL);

  eg_test_remove_tree (en_garde);
  eg_test_remove_tree (cache);
  g_assert_cmpint (g_mkdir_with_parents (g_file_peek_path (logs), 0700), ==, 0);
}

/* @side replaced: by a FIFO nobody writes to (@fifo), or by a
 * well-formed key file one byte over its cap, @header and then comment
 * lines (a reader without a cap reads it whole, and accepts it). */
static char *
plant (Side        side,
       gboolean    fifo,
       const char *header)
{
  char *path = side_path (side);
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  if (fifo)
    g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  else
    {
      gsize size = side_cap (side) + 1;
      g_autofree char *contents = g_malloc (size);

      /* "#…#\n" lines, the last one shorter */
      memset (contents, '#', size);
      for (gsize i = 79; i < size; i += 80)
        contents[i] = '\n';
      contents[size - 1] = '\n';
      if (header != NULL)
        memcpy (contents, header, strlen (header));
      g_assert_true (g_file_set_contents (path, contents, size, NULL));
    }
  return path;
}

/* The application starts with @side replaced: its window is shown, on
 * its @page. */
static EgApplication *
assert_window_appears (Side        side,
                       gboolean    fifo,
                       const char *header,
                       const char *page)
{
  EgApplication *app;
  EgWindow *window;

  g_free (plant (side, fifo, header));
  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  g_assert_nonnull (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  /* a page of its own, not a window left blank */
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                                               EG_TYPE_WINDOW, "stack"))),
                   ==, page);
  return app;
}

static void
test_index_fifo (void)
{
  g_autoptr(EgApplication) app = NULL;

  fresh_home ();
  app = assert_window_appears (SIDE_INDEX, TRUE, NULL, "welcome");
  eg_test_ui_close_all (app);
}

/* An index over its cap is not read: the resume offer names the
 * opponent of the log, not the one its (forged) index group names. */
static void
test_index_huge (void)
{
  g_autoptr(EgMatch) saved = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 11);
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autoptr(GFile) log = g_file_get_child (dir, "huge-index.engarde");
  g_autoptr(GPtrArray) listed = NULL;
  g_autoptr(EgApplication) app = NULL;
  g_autofree char *index_path = side_path (SIDE_INDEX);
  g_autofree char *index = NULL;
  g_autoptr(GString) forged = NULL;
  const char *description;
  EgWindow *window;
  EgRng rng;

  fresh_home ();
  eg_rng_init (&rng, 11);
  for (guint i = 0; i < 5; i++)
    eg_test_random_step (saved, &rng, 0);
  g_assert_true (eg_match_log_save (saved, log, NULL));
  listed = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (listed->len, ==, 1);
  g_assert_true (g_file_get_contents (index_path, &index, NULL, NULL));
  forged = g_string_new (index);
  g_assert_cmpuint (g_string_replace (forged, "=Bob\n", "=Mallory\n", 0), ==, 1);
  g_string_append_c (forged, '\n');

  app = assert_window_appears (SIDE_INDEX, FALSE, forged->str, "resume");
  window = eg_test_ui_app_window (app);
  description = adw_status_page_get_description (ADW_STATUS_PAGE (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                                                  EG_TYPE_WINDOW,
                                                                                                  "resume_page")));
  g_assert_nonnull (strstr (description, "Against Bob"));
  g_assert_null (strstr (description, "Mallory"));
  eg_test_ui_close_all (app);
  g_assert_true (g_file_delete (log, NULL, NULL));
}

static void
test_statistics_fifo (void)
{
  g_autoptr(EgApplication) app = NULL;

  fresh_home ();
  app = assert_window_appears (SIDE_STATISTICS, TRUE, NULL, "welcome");

  eg_test_ui_close_all (app);
}

/* Figures in a file over the cap are not taken: they start from nothing. */
static void
test_statistics_huge (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(EgStatistics) kept = NULL;
  const EgLevelStatistics *hard;

  fresh_home ();
  app = assert_window_appears (SIDE_STATISTICS, FALSE, "[hard]\nmatches-won=7\n", "welcome");
  /* the figures as the game keeps them: its file, read afresh */
  kept = eg_statistics_new (NULL);
  hard = eg_statistics_get_level (kept, "hard");
  g_assert_true (hard == NULL || hard->matches_won == 0);
  eg_test_ui_close_all (app);
}

static gboolean
window_ready (gpointer data)
{
  return g_strcmp0 (eg_test_ui_shown_page (data, EG_TYPE_PRACTICE_WINDOW, "stack"), "loading") != 0;
}

/* Practise Mistakes opens with @side replaced: its window is shown and
 * done loading; a progress that could not be read is said there, with
 * the reason (@reason). */
static void
assert_practice_opens (Side        side,
                       gboolean    fifo,
                       const char *reason)
{
  g_autofree char *path = NULL;
  g_autoptr(EgApplication) app = NULL;
  g_autofree char *log_path = g_build_filename (data_home, "not-a-log.engarde", NULL);
  g_autoptr(GFile) log = g_file_new_for_path (log_path);
  g_autofree char *uri = g_file_get_uri (log);
  g_autofree char *text = NULL;
  EgPracticeWindow *window;

  fresh_home ();
  path = plant (side, fifo, NULL);
  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_file_set_contents (log_path, "<match>", -1, NULL));
  g_application_activate (G_APPLICATION (app));
  if (reason != NULL)
    g_test_expect_message ("en-garde-analysis", G_LOG_LEVEL_WARNING, "*could not be read*");
  g_action_group_activate_action (G_ACTION_GROUP (app), "practise", g_variant_new_string (uri));
  g_test_assert_expected_messages ();
  eg_test_ui_iterate ();
  window = EG_PRACTICE_WINDOW (eg_test_ui_find_toplevel (EG_TYPE_PRACTICE_WINDOW));
  g_assert_nonnull (window);
  g_assert_true (eg_test_ui_wait_until (window_ready, window, EG_TEST_UI_PATIENCE_MS));
  eg_test_ui_iterate ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));

  text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (text, "This match could not be read:"));
  if (reason != NULL)
    {
      g_assert_nonnull (strstr (text, "Your practice progress in"));
      g_assert_nonnull (strstr (text, reason));
    }
  gtk_window_destroy (GTK_WINDOW (window));
  eg_test_ui_close_all (app);
}

static void
test_practice_fifo (void)
{
  assert_practice_opens (SIDE_PRACTICE, TRUE, "not a file the game wrote");
}

static void
test_practice_huge (void)
{
  assert_practice_opens (SIDE_PRACTICE, FALSE, "more than the game ever writes there");
}

static void
test_cache_fifo (void)
{
  assert_practice_opens (SIDE_CACHE, TRUE, NULL);
}

static void
test_cache_huge (void)
{
  assert_practice_opens (SIDE_CACHE, FALSE, NULL);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *cache = NULL;
  int status;

  data_home = eg_test_ui_private_data_home ();
  cache = g_build_filename (data_home, "cache", NULL);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/side-files/index-fifo", test_index_fifo);
  g_test_add_func ("/en-garde/ui/side-files/index-huge", test_index_huge);
  g_test_add_func ("/en-garde/ui/side-files/statistics-fifo", test_statistics_fifo);
  g_test_add_func ("/en-garde/ui/side-files/statistics-huge", test_statistics_huge);
  g_test_add_func ("/en-garde/ui/side-files/practice-fifo", test_practice_fifo);
  g_test_add_func ("/en-garde/ui/side-files/practice-huge", test_practice_huge);
  g_test_add_func ("/en-garde/ui/side-files/cache-fifo", test_cache_fifo);
  g_test_add_func ("/en-garde/ui/side-files/cache-huge", test_cache_huge);

  status = g_test_run ();
  eg_test_remove_tree (data_home);
  return status;
}
