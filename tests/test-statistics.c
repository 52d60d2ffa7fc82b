/* test-statistics.c — the person's figures against each computer level
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include "eg-describe-matches.h"
#include "eg-describe.h"
#include "eg-knowledge.h"
#include "eg-rng.h"
#include "eg-side-file.h"
#include "eg-statistics.h"
#include "eg-test-logs.h"
#include "eg-test-statistics.h"
#include "eg-test-utils.h"

static EgMatch *
new_match (EgPlayerKind left_kind,
           EgPlayerKind right_kind,
           guint64      seed)
{
  g_autoptr(EgPlayer) left = eg_player_new ("Ada", left_kind, left_kind == EG_PLAYER_COMPUTER ? "easy" : NULL);
  g_autoptr(EgPlayer) right = eg_player_new ("Bob", right_kind, right_kind == EG_PLAYER_COMPUTER ? "medium" : NULL);
  EgMatch *match = eg_match_new (EG_VARIANT_ADVANCED, 3, EG_SIDE_LEFT, left, right);

  eg_match_set_seed (match, seed);
  return match;
}

static void
play_out (EgMatch *match,
          guint64  seed)
{
  EgRng rng;

  eg_rng_init (&rng, seed);
  while (eg_test_random_step (match, &rng, 0))
    ;
}

/* Matches against the computer count, from the person's side, by level;
 * the figures are kept in the file and read back the same. */
static void
test_counts (void)
{
  g_autofree char *dir = g_dir_make_tmp ("eg-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "statistics.ini", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(EgStatistics) stats = eg_statistics_new (file);
  g_autoptr(EgStatistics) again = NULL;
  guint won = 0, lost = 0, rounds_won = 0, rounds_lost = 0, by_reason[EG_REASON_DRAW + 1] = { 0 };
  guint streak = 0, longest = 0;
  const EgLevelStatistics *medium;

  g_assert_true (eg_statistics_is_empty (stats));
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(EgMatch) match = new_match (EG_PLAYER_HUMAN, EG_PLAYER_COMPUTER, seed);

      eg_statistics_follow (stats, match);
      play_out (match, seed);
      for (guint r = 0; r < eg_match_get_n_rounds (match); r++)
        {
          const EgRoundRecord *record = eg_match_get_round_record (match, r);

          by_reason[record->reason]++;
          if (record->reason != EG_REASON_DRAW)
            {
              rounds_won += record->winner == EG_SIDE_LEFT;
              rounds_lost += record->winner == EG_SIDE_RIGHT;
            }
        }
      if (eg_match_get_winner (match) == EG_SIDE_LEFT)
        {
          won++;
          streak++;
          longest = MAX (longest, streak);
        }
      else
        {
          lost++;
          streak = 0;
        }
    }
  eg_statistics_follow (stats, NULL);

  medium = eg_statistics_get_level (stats, "medium");
  g_assert_cmpuint (medium->matches_won, ==, won);
  g_assert_cmpuint (medium->matches_lost, ==, lost);
  g_assert_cmpuint (medium->rounds_won, ==, rounds_won);
  g_assert_cmpuint (medium->rounds_lost, ==, rounds_lost);
  for (guint r = EG_REASON_HIT; r <= EG_REASON_DRAW; r++)
    g_assert_cmpuint (medium->rounds_by_reason[r], ==, by_reason[r]);
  g_assert_cmpuint (medium->longest_streak, ==, longest);
  g_assert_cmpuint (medium->streak, ==, streak);
  g_assert_cmpuint (won + lost, ==, 12);
  g_assert_cmpuint (eg_statistics_get_level (stats, "easy")->matches_won, ==, 0);

  again = eg_statistics_new (file);
  g_assert_cmpmem (eg_statistics_get_level (again, "medium"), sizeof (EgLevelStatistics),
                   medium, sizeof (EgLevelStatistics));

  /* reset: gone, from the file too */
  eg_statistics_reset (again);
  g_assert_true (eg_statistics_is_empty (again));
  g_clear_object (&stats);
  stats = eg_statistics_new (file);
  g_assert_true (eg_statistics_is_empty (stats));
  eg_test_remove_tree (dir);
}

/* Two people, or two computers: nothing counts. The person may play the
 * right side; an undo counts against the level. */
static void
test_who_counts (void)
{
  g_autofree char *dir = g_dir_make_tmp ("eg-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(EgStatistics) stats = eg_statistics_new (file);
  g_autoptr(EgMatch) people = new_match (EG_PLAYER_HUMAN, EG_PLAYER_HUMAN, 3);
  g_autoptr(EgMatch) computers = new_match (EG_PLAYER_COMPUTER, EG_PLAYER_COMPUTER, 3);
  g_autoptr(EgMatch) right = new_match (EG_PLAYER_COMPUTER, EG_PLAYER_HUMAN, 5);
  const EgLevelStatistics *easy;
  EgRng rng;

  eg_statistics_follow (stats, people);
  play_out (people, 3);
  eg_statistics_follow (stats, computers);
  play_out (computers, 3);
  g_assert_true (eg_statistics_is_empty (stats));

  eg_statistics_follow (stats, right);
  eg_rng_init (&rng, 1);
  while (!eg_match_can_undo (right, EG_SIDE_RIGHT))
    eg_test_random_step (right, &rng, 0);
  g_assert_true (eg_match_undo (right, EG_SIDE_RIGHT, NULL));
  play_out (right, 5);
  /* an undo past what the person saw made it practice: counted there */
  easy = eg_knowledge_get_count (right) == EG_KNOWLEDGE_COUNTS_PRACTICE
         ? eg_statistics_get_practice (stats, "easy") : eg_statistics_get_level (stats, "easy");
  g_assert_cmpuint (easy->undos, ==, 1);
  g_assert_cmpuint (easy->matches_won + easy->matches_lost, ==, 1);
  g_assert_cmpuint (easy->matches_won, ==, eg_match_get_winner (right) == EG_SIDE_RIGHT);
  eg_test_remove_tree (dir);
}

/* statistics.ini is read with care: a FIFO in its place is not waited
 * on, and a file over the cap is not read; the figures start from
 * nothing, and the next save replaces the file. */
static void
test_not_regular_or_huge (void)
{
  g_autofree char *dir = g_dir_make_tmp ("eg-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(EgStatistics) stats = NULL;
  g_autoptr(EgMatch) match = new_match (EG_PLAYER_HUMAN, EG_PLAYER_COMPUTER, 3);

  stats = eg_statistics_new (file);
  eg_statistics_follow (stats, match);
  play_out (match, 3);
  eg_statistics_follow (stats, NULL);
  g_assert_false (eg_statistics_is_empty (stats));
  g_clear_object (&stats);

  /* well-formed but over the cap: not read */
  eg_test_pad_key_file (path, EG_SIDE_FILE_MAX_STATISTICS);
  stats = eg_statistics_new (file);
  g_assert_true (eg_statistics_is_empty (stats));
  g_clear_object (&stats);

  eg_test_make_fifo (path);
  stats = eg_statistics_new (file);
  g_assert_true (eg_statistics_is_empty (stats));
  g_clear_object (&match);
  match = new_match (EG_PLAYER_HUMAN, EG_PLAYER_COMPUTER, 4);
  eg_statistics_follow (stats, match);
  play_out (match, 4);
  eg_statistics_follow (stats, NULL);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  eg_test_remove_tree (dir);
}

/* A practice match (a fork) says so: on the table, at its end and on the
 * resume page, in words other than a real match's. */
static void
test_practice_says_so (void)
{
  g_autoptr(EgMatch) real = new_match (EG_PLAYER_HUMAN, EG_PLAYER_COMPUTER, 7);
  g_autoptr(EgMatch) fork = new_match (EG_PLAYER_HUMAN, EG_PLAYER_COMPUTER, 7);
  EgOrigin origin = { TRUE, (char *) "origin.engarde", 0, 0, TRUE };
  g_autofree char *real_note = NULL;
  g_autofree char *fork_note = NULL;
  g_autofree char *real_end = NULL;
  g_autofree char *fork_end = NULL;
  g_autofree char *real_resume = eg_describe_resume (FALSE, "Bob", "Hard", 1, 2, "just now");
  g_autofree char *fork_resume = eg_describe_resume (TRUE, "Bob", "Hard", 1, 2, "just now");
  g_autofree char *fork_resume_person = eg_describe_resume (TRUE, "Bob", NULL, 1, 2, "just now");

  eg_match_set_origin (fork, &origin);
  g_assert_false (eg_knowledge_is_practice (real));
  g_assert_true (eg_knowledge_is_practice (fork));

  real_note = eg_describe_table_note (real, FALSE);
  fork_note = eg_describe_table_note (fork, FALSE);
  g_assert_cmpstr (real_note, ==, "");
  g_assert_nonnull (strstr (fork_note, "Practice"));

  play_out (real, 7);
  play_out (fork, 7);
  real_end = eg_describe_match_end (real);
  fork_end = eg_describe_match_end (fork);
  g_assert_nonnull (strstr (real_end, "wins the match"));
  g_assert_null (strstr (fork_end, "wins the match"));
  g_assert_nonnull (strstr (fork_end, "wins the practice game against"));
  g_assert_nonnull (strstr (fork_end, eg_match_get_name (fork, EG_OPPONENT (eg_match_get_winner (fork)))));

  g_assert_cmpstr (real_resume, ==, "Against Bob (Hard), 1–2, last played just now.");
  g_assert_cmpstr (fork_resume, ==, "Practice game against Bob (Hard), 1–2, last played just now.");
  g_assert_cmpstr (fork_resume_person, ==, "Practice game against Bob, 1–2, last played just now.");
}

/* When a match was last played, as the resume page says it: each unit
 * from its first whole count, and a date after 30 days. */
static void
test_describe_ago (void)
{
  static const struct { gint64 seconds; const char *text; } cases[] = {
    { -90, "just now" },    /* a clock set back: never "in the future" */
    { 0, "just now" },
    { 59, "just now" },
    { 60, "1 minute ago" },
    { 119, "1 minute ago" },
    { 120, "2 minutes ago" },
    { 59 * 60 + 59, "59 minutes ago" },
    { 60 * 60, "1 hour ago" },
    { 23 * 3600 + 3599, "23 hours ago" },
    { 24 * 3600, "1 day ago" },
    { 29 * 86400 + 86399, "29 days ago" },
  };
  g_autoptr(GDateTime) now = g_date_time_new_utc (2026, 11, 28, 12, 0, 0);
  g_autoptr(GDateTime) month = g_date_time_add_days (now, -30);
  g_autoptr(GDateTime) month_local = g_date_time_to_local (month);
  g_autofree char *expected_date = g_date_time_format (month_local, "on %Y-%m-%d");
  g_autofree char *date = eg_describe_ago (month, now);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GDateTime) then = g_date_time_add_seconds (now, (double) -cases[i].seconds);
      g_autofree char *text = eg_describe_ago (then, now);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
  g_assert_cmpstr (date, ==, expected_date);
}

int
main (int    argc,
      char **argv)
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/statistics/counts", test_counts);
  g_test_add_func ("/en-garde/statistics/who-counts", test_who_counts);
  g_test_add_func ("/en-garde/statistics/not-regular-or-huge", test_not_regular_or_huge);
  g_test_add_func ("/en-garde/statistics/practice-says-so", test_practice_says_so);
  g_test_add_func ("/en-garde/statistics/describe-ago", test_describe_ago);

  return g_test_run ();
}
