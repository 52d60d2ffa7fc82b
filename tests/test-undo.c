/* test-undo.c — taking a move back against the computer, in the model
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include "eg-knowledge.h"
#include "eg-statistics.h"

#include "eg-match-log.h"
#include "eg-rng.h"
#include "eg-test-logs.h"
#include "eg-test-utils.h"

static EgMatch *
new_match (gboolean left_human,
           gboolean right_human,
           guint64  seed)
{
  g_autoptr(EgPlayer) left = eg_player_new ("Ada", left_human ? EG_PLAYER_HUMAN : EG_PLAYER_COMPUTER,
                                            left_human ? NULL : "easy");
  g_autoptr(EgPlayer) right = eg_player_new ("Bob", right_human ? EG_PLAYER_HUMAN : EG_PLAYER_COMPUTER,
                                             right_human ? NULL : "hard");
  EgMatch *match = eg_match_new (EG_VARIANT_ADVANCED, 3, EG_SIDE_LEFT, left, right);

  eg_match_set_seed (match, seed);
  return match;
}

/* The log without the origin an undo past something seen gives it: the
 * position itself comes back exactly. */
static char *
without_origin (const char *log)
{
  g_autoptr(GRegex) origin = g_regex_new (" forked-at-round=\"1\" forked-at-action=\"0\"", 0, 0, NULL);

  return g_regex_replace_literal (origin, log, -1, 0, "", 0, NULL);
}

static void
count_undone (EgMatch *match,
              guint    n_actions,
              guint   *total)
{
  *total += n_actions;
}

/* Each undo gives back the match exactly as it was before the person's
 * last action, and the log written then is a valid version-1 log that
 * reads back to the same match. */
static void
test_exact_state (void)
{
  guint undos = 0, tried = 0;

  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr(EgMatch) match = new_match (TRUE, FALSE, seed);
      g_autofree char *before = NULL;
      guint undone = 0, match_undos = 0;
      EgRng rng;

      eg_rng_init (&rng, seed);
      g_signal_connect (match, "undone", G_CALLBACK (count_undone), &undone);
      while (!eg_match_is_over (match))
        {
          gboolean person = eg_match_is_round_in_progress (match) &&
                            eg_match_get_side_to_act (match) == EG_SIDE_LEFT;

          if (person && before != NULL && eg_match_can_undo (match, EG_SIDE_LEFT) && eg_rng_below (&rng, 3) == 0)
            {
              g_autoptr(GError) error = NULL;
              g_autoptr(EgMatch) reread = NULL;
              g_autofree char *after = NULL;
              guint undone_before = undone;

              g_assert_true (eg_match_undo (match, EG_SIDE_LEFT, &error));
              g_assert_no_error (error);
              undos++;
              g_assert_cmpuint (eg_match_get_n_undos (match), ==, ++match_undos);
              /* the person's action at least, and the computer's reply */
              g_assert_cmpuint (undone, >, undone_before);
              after = eg_match_log_to_string (match, NULL);
              /* the computer had replied: seen, so practice now */
              g_assert_true (eg_knowledge_is_practice (match));
              {
                g_autofree char *bare = without_origin (after);
                g_autofree char *was = without_origin (before);

                g_assert_cmpstr (bare, ==, was);
              }
              reread = eg_test_load_log (after, strlen (after), NULL, &error);
              g_assert_no_error (error);
              eg_test_assert_same_match (reread, match);
              g_assert_cmpint (eg_match_get_side_to_act (match), ==, EG_SIDE_LEFT);
              g_clear_pointer (&before, g_free);
              continue;
            }
          if (person)
            {
              g_free (before);
              before = eg_match_log_to_string (match, NULL);
              tried++;
            }
          eg_test_random_step (match, &rng, 0);
          /* a round over cannot be taken back */
          if (!eg_match_is_round_in_progress (match))
            {
              g_assert_false (eg_match_can_undo (match, EG_SIDE_LEFT));
              g_clear_pointer (&before, g_free);
            }
        }
    }
  g_assert_cmpuint (undos, >, 10);
  g_assert_cmpuint (tried, >, undos);
}

/* Hot seat, the computer's own side, a round not yet begun by the
 * person: nothing to take back, and nothing changes. */
static void
test_refused (void)
{
  g_autoptr(EgMatch) hot_seat = new_match (TRUE, TRUE, 4);
  g_autoptr(EgMatch) computer = new_match (TRUE, FALSE, 4);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  EgRng rng;

  eg_rng_init (&rng, 9);
  for (guint i = 0; i < 6; i++)
    eg_test_random_step (hot_seat, &rng, 0);
  g_assert_false (eg_match_can_undo (hot_seat, EG_SIDE_LEFT));
  g_assert_false (eg_match_can_undo (hot_seat, EG_SIDE_RIGHT));
  before = eg_match_log_to_string (hot_seat, NULL);
  g_assert_false (eg_match_undo (hot_seat, EG_SIDE_LEFT, &error));
  g_assert_error (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ILLEGAL_ACTION);
  after = eg_match_log_to_string (hot_seat, NULL);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (eg_match_get_n_undos (hot_seat), ==, 0);

  /* dealt, nothing played yet */
  g_assert_true (eg_match_begin_round (computer, NULL, NULL));
  g_assert_false (eg_match_can_undo (computer, EG_SIDE_LEFT));
  g_assert_false (eg_match_can_undo (computer, EG_SIDE_RIGHT));
}

/* Issue 29: an undo that takes back something the person has seen since
 * (a card drawn, the computer's action) makes the match practice, and the
 * statistics count it so; one within the person's own turn, before
 * anything new was shown, keeps it real. */
static void
test_honesty (void)
{
  guint real_undos = 0, practice_undos = 0;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autofree char *dir = g_dir_make_tmp ("eg-undo-XXXXXX", NULL);
      g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(EgStatistics) stats = eg_statistics_new (file);
      g_autoptr(EgMatch) match = new_match (TRUE, FALSE, seed);
      /* even seeds take back parries only: the match must stay real */
      gboolean parries_only = seed % 2 == 0;
      EgRng rng;

      eg_statistics_follow (stats, match);
      eg_rng_init (&rng, seed);
      while (eg_test_random_step (match, &rng, 0))
        {
          const EgAction *last;
          gboolean was_practice;
          guint pile;

          /* just after the person's own action, before the computer's */
          if (!eg_match_is_round_in_progress (match) || !eg_match_can_undo (match, EG_SIDE_LEFT) ||
              (last = eg_match_get_last_action (match)) == NULL || last->side != EG_SIDE_LEFT ||
              (parries_only && last->type != EG_ACTION_PARRY) || eg_rng_below (&rng, 2) != 0)
            continue;
          was_practice = eg_knowledge_is_practice (match);
          pile = eg_match_get_pile_count (match);
          g_assert_true (eg_match_undo (match, EG_SIDE_LEFT, NULL));
          if (eg_match_get_pile_count (match) != pile)
            {
              /* the action had drawn a card: seen */
              g_assert_true (eg_knowledge_is_practice (match));
              practice_undos++;
            }
          else
            {
              /* a parry (no refill) taken back at once: nothing new */
              g_assert_cmpint (eg_knowledge_is_practice (match), ==, was_practice);
              real_undos++;
            }
        }
      g_assert_true (eg_match_is_over (match));
      eg_statistics_follow (stats, NULL);
      {
        const EgLevelStatistics *real = eg_statistics_get_level (stats, "hard");
        const EgLevelStatistics *apart = eg_statistics_get_practice (stats, "hard");
        gboolean practice = eg_knowledge_is_practice (match);

        if (parries_only)
          g_assert_false (practice);
        /* the whole match where it belongs, its rounds too */
        g_assert_cmpuint (real->matches_won + real->matches_lost, ==, practice ? 0 : 1);
        g_assert_cmpuint (apart->matches_won + apart->matches_lost, ==, practice ? 1 : 0);
        if (practice)
          g_assert_cmpuint (real->rounds_won + real->rounds_lost, ==, 0);
        g_assert_cmpint (eg_knowledge_get_count (match), ==,
                         practice ? EG_KNOWLEDGE_COUNTS_PRACTICE : EG_KNOWLEDGE_COUNTS_MATCH);
      }
      eg_test_remove_tree (dir);
    }
  g_assert_cmpuint (real_undos, >, 0);
  g_assert_cmpuint (practice_undos, >, 0);
}

/* Taken back after the computer's reply: practice at once, and the rounds
 * counted before move to practice too. */
static void
test_after_reply (void)
{
  g_autofree char *dir = g_dir_make_tmp ("eg-undo-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(EgStatistics) stats = eg_statistics_new (file);
  g_autoptr(EgMatch) match = new_match (TRUE, FALSE, 11);
  const EgLevelStatistics *real;
  gboolean undone = FALSE;
  EgRng rng;

  eg_statistics_follow (stats, match);
  eg_rng_init (&rng, 11);
  while (eg_test_random_step (match, &rng, 0))
    if (!undone && eg_match_get_n_rounds (match) >= 2 && eg_match_is_round_in_progress (match) &&
        eg_match_get_side_to_act (match) == EG_SIDE_LEFT && eg_match_can_undo (match, EG_SIDE_LEFT))
      {
        real = eg_statistics_get_level (stats, "hard");
        g_assert_cmpuint (real->rounds_won + real->rounds_lost + real->rounds_by_reason[EG_REASON_DRAW], >, 0);
        g_assert_false (eg_knowledge_is_practice (match));
        g_assert_true (eg_match_undo (match, EG_SIDE_LEFT, NULL));
        g_assert_true (eg_knowledge_is_practice (match));
        real = eg_statistics_get_level (stats, "hard");
        g_assert_cmpuint (real->rounds_won + real->rounds_lost, ==, 0);
        undone = TRUE;
      }
  g_assert_true (undone);
  real = eg_statistics_get_level (stats, "hard");
  g_assert_cmpuint (real->matches_won + real->matches_lost, ==, 0);
  g_assert_cmpuint (eg_statistics_get_practice (stats, "hard")->matches_won +
                    eg_statistics_get_practice (stats, "hard")->matches_lost, ==, 1);
  eg_test_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/undo/exact-state", test_exact_state);
  g_test_add_func ("/en-garde/undo/refused", test_refused);
  g_test_add_func ("/en-garde/undo/honesty", test_honesty);
  g_test_add_func ("/en-garde/undo/after-reply", test_after_reply);

  return g_test_run ();
}
