/* test-undo.c — taking a move back against the computer, in the model
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

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
              g_assert_cmpstr (after, ==, before);
              reread = eg_match_log_load_data (after, strlen (after), &error);
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

int
main (int    argc,
      char **argv)
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/undo/exact-state", test_exact_state);
  g_test_add_func ("/en-garde/undo/refused", test_refused);

  return g_test_run ();
}
