/* test-match-index.c — the saved matches as a list shows them: each log's
 * header, and the index that spares reading it again
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <glib/gstdio.h>

#include "eg-match-index.h"
#include "eg-match-log.h"
#include "eg-test-logs.h"
#include "eg-test-utils.h"

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

int
main (int    argc,
      char **argv)
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/match-index/header-agrees", test_header_agrees);
  g_test_add_func ("/en-garde/match-index/not-a-log", test_not_a_log);
  g_test_add_func ("/en-garde/match-index/list-and-index", test_list_and_index);
  g_test_add_func ("/en-garde/match-index/undos", test_undos);

  return g_test_run ();
}
