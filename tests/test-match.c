/* test-match.c — EgMatch and EgPlayer: properties, signals, views, errors
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "eg-match.h"
#include "eg-test-utils.h"

#define L EG_SIDE_LEFT
#define R EG_SIDE_RIGHT

static const guint8 deck_parry[EG_DECK_SIZE] = {
  /* parry-then-continue.engarde */
  4, 4, 5, 1, 2, 5, 2, 4, 3, 2, 3, 5, 1, 1, 4, 1, 2, 5, 5, 3, 3, 2, 1, 4, 3
};

typedef struct
{
  GHashTable *notified;   /* property name → count */
  guint       applied;
  EgAction    last_applied;
  guint       finished;
  EgSide      finished_winner;
  EgReason    finished_reason;
  guint       match_finished;
  EgSide      match_winner;
} Counts;

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           Counts     *counts)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts->notified, pspec->name));

  g_hash_table_insert (counts->notified, (gpointer) pspec->name, GUINT_TO_POINTER (n + 1));
}

static void
on_applied (EgMatch        *match,
            const EgAction *action,
            Counts         *counts)
{
  counts->applied++;
  counts->last_applied = *action;
}

static void
on_round_finished (EgMatch  *match,
                   EgSide    winner,
                   EgReason  reason,
                   Counts   *counts)
{
  counts->finished++;
  counts->finished_winner = winner;
  counts->finished_reason = reason;
}

static void
on_match_finished (EgMatch *match,
                   EgSide   winner,
                   Counts  *counts)
{
  counts->match_finished++;
  counts->match_winner = winner;
}

static guint
notified (Counts     *counts,
          const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (counts->notified, name));
}

static EgMatch *
watched_match (Counts *counts,
               guint   target)
{
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) bob = eg_player_new ("Bob", EG_PLAYER_COMPUTER, "random");
  EgMatch *match = eg_match_new (EG_VARIANT_ADVANCED, target, L, ada, bob);

  memset (counts, 0, sizeof *counts);
  counts->notified = g_hash_table_new (g_str_hash, g_str_equal);
  g_signal_connect (match, "notify", G_CALLBACK (on_notify), counts);
  g_signal_connect (match, "action-applied", G_CALLBACK (on_applied), counts);
  g_signal_connect (match, "round-finished", G_CALLBACK (on_round_finished), counts);
  g_signal_connect (match, "match-finished", G_CALLBACK (on_match_finished), counts);
  return match;
}

static void
test_notify_once_per_change (void)
{
  Counts counts;
  g_autoptr(EgMatch) match = watched_match (&counts, 5);
  g_autoptr(GError) error = NULL;
  EgAction move = eg_action_move (L, 5, EG_DIRECTION_FORWARD);

  g_assert_true (eg_match_begin_round (match, deck_parry, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (notified (&counts, "round-number"), ==, 1);
  g_assert_cmpuint (notified (&counts, "phase"), ==, 1);        /* over → act */
  g_assert_cmpuint (notified (&counts, "side-to-act"), ==, 1);
  g_assert_cmpuint (notified (&counts, "left-position"), ==, 1);
  g_assert_cmpuint (notified (&counts, "pile-count"), ==, 1);
  g_assert_cmpuint (notified (&counts, "left-score"), ==, 0);
  g_assert_cmpuint (eg_match_get_round_number (match), ==, 1);
  g_assert_cmpuint (eg_match_get_distance (match), ==, 22);
  g_hash_table_remove_all (counts.notified);

  g_assert_true (eg_match_apply (match, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (notified (&counts, "left-position"), ==, 1);
  g_assert_cmpuint (notified (&counts, "distance"), ==, 1);
  g_assert_cmpuint (notified (&counts, "side-to-act"), ==, 1);
  g_assert_cmpuint (notified (&counts, "pile-count"), ==, 1);
  g_assert_cmpuint (notified (&counts, "last-action"), ==, 1);
  g_assert_cmpuint (notified (&counts, "right-position"), ==, 0);
  g_assert_cmpuint (notified (&counts, "phase"), ==, 0);        /* still act */
  g_assert_cmpuint (notified (&counts, "round-number"), ==, 0);
  g_assert_cmpuint (counts.applied, ==, 1);
  g_assert_true (eg_action_equal (&counts.last_applied, &move));
  g_assert_true (eg_action_equal (eg_match_get_last_action (match), &move));

  g_hash_table_unref (counts.notified);
}

static void
test_illegal_changes_nothing (void)
{
  Counts counts;
  g_autoptr(EgMatch) match = watched_match (&counts, 5);
  g_autoptr(GError) error = NULL;
  EgAction wrong_side = eg_action_move (R, 1, EG_DIRECTION_FORWARD);
  EgAction too_far = eg_action_move (L, 4, EG_DIRECTION_BACKWARD);
  EgRound before;

  g_assert_false (eg_match_apply (match, &wrong_side, &error));
  g_assert_error (error, EG_MATCH_ERROR, EG_MATCH_ERROR_NO_ROUND);
  g_clear_error (&error);

  g_assert_true (eg_match_begin_round (match, deck_parry, NULL));
  g_hash_table_remove_all (counts.notified);
  before = *eg_match_get_round_state (match);

  g_assert_false (eg_match_apply (match, &wrong_side, &error));
  g_assert_error (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ILLEGAL_ACTION);
  g_assert_nonnull (strstr (error->message, "Bob"));
  g_assert_nonnull (strstr (error->message, "Ada"));
  g_clear_error (&error);

  g_assert_false (eg_match_apply (match, &too_far, &error));
  g_assert_error (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ILLEGAL_ACTION);
  g_assert_cmpstr (error->message, ==, "Ada cannot move 4 back: that leaves the track.");
  g_clear_error (&error);

  g_assert_cmpmem (&before, sizeof before, eg_match_get_round_state (match), sizeof before);
  g_assert_cmpuint (g_hash_table_size (counts.notified), ==, 0);
  g_assert_cmpuint (counts.applied, ==, 0);
  g_assert_cmpuint (eg_match_get_round_record (match, 0)->actions->len, ==, 0);

  /* A second round cannot begin while one is in progress. */
  g_assert_false (eg_match_begin_round (match, NULL, &error));
  g_assert_error (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ROUND_IN_PROGRESS);
  g_clear_error (&error);

  g_hash_table_unref (counts.notified);
}

static void
test_invalid_deck_refused (void)
{
  g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, L, NULL, NULL);
  g_autoptr(GError) error = NULL;
  guint8 deck[EG_DECK_SIZE];

  memcpy (deck, deck_parry, sizeof deck);
  deck[0] = 5;
  g_assert_false (eg_match_begin_round (match, deck, &error));
  g_assert_error (error, EG_MATCH_ERROR, EG_MATCH_ERROR_INVALID_DECK);
  g_assert_cmpuint (eg_match_get_n_rounds (match), ==, 0);
  g_assert_cmpstr (eg_match_get_name (match, L), ==, "Left");
}

/* Plays the example round parry-then-continue, won by right with a hit. */
static void
play_parry_round (EgMatch *match)
{
  static const EgAction actions[] = {
    { EG_ACTION_MOVE, L, 5, EG_DIRECTION_FORWARD, 0, 0 },
    { EG_ACTION_MOVE, R, 5, EG_DIRECTION_FORWARD, 0, 0 },
    { EG_ACTION_MOVE, L, 2, EG_DIRECTION_FORWARD, 0, 0 },
    { EG_ACTION_MOVE, R, 2, EG_DIRECTION_FORWARD, 0, 0 },
    { EG_ACTION_INDIRECT_ATTACK, L, 4, 0, 4, 1 },
    { EG_ACTION_RETREAT, R, 3, 0, 0, 0 },
    { EG_ACTION_INDIRECT_ATTACK, L, 4, 0, 3, 1 },
    { EG_ACTION_RETREAT, R, 1, 0, 0, 0 },
    { EG_ACTION_MOVE, L, 1, EG_DIRECTION_FORWARD, 0, 0 },
    { EG_ACTION_ATTACK, R, 0, 0, 3, 1 },
    { EG_ACTION_PARRY, L, 0, 0, 3, 1 },
    { EG_ACTION_MOVE, L, 1, EG_DIRECTION_FORWARD, 0, 0 },
    { EG_ACTION_ATTACK, R, 0, 0, 2, 1 },
  };
  EgSide starter = eg_match_get_round_record (match, eg_match_get_n_rounds (match) - 1)->starter;

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autoptr(GError) error = NULL;
      EgAction action = actions[i];

      /* Mirror the round when right starts: the same deck deals the same
       * hands to the other sides. */
      if (starter == R)
        action.side = EG_OPPONENT (action.side);
      g_assert_true (eg_match_apply (match, &action, &error));
      g_assert_no_error (error);
    }
}

static void
test_signals_once (void)
{
  Counts counts;
  g_autoptr(EgMatch) match = watched_match (&counts, 2);
  const EgRoundRecord *record;

  g_assert_true (eg_match_begin_round (match, deck_parry, NULL));
  play_parry_round (match);
  g_assert_cmpuint (counts.applied, ==, 13);
  g_assert_cmpuint (counts.finished, ==, 1);
  g_assert_cmpint (counts.finished_winner, ==, R);
  g_assert_cmpint (counts.finished_reason, ==, EG_REASON_HIT);
  g_assert_cmpuint (counts.match_finished, ==, 0);
  g_assert_cmpuint (eg_match_get_score (match, R), ==, 1);
  g_assert_cmpuint (notified (&counts, "right-score"), ==, 1);
  g_assert_cmpint (eg_match_get_phase (match), ==, EG_PHASE_OVER);
  g_assert_false (eg_match_is_round_in_progress (match));

  /* Round 2: the starter alternates; the mirrored round is won by left. */
  g_hash_table_remove_all (counts.notified);
  g_assert_true (eg_match_begin_round (match, deck_parry, NULL));
  record = eg_match_get_round_record (match, 1);
  g_assert_cmpint (record->starter, ==, R);
  g_assert_cmpint (eg_match_get_side_to_act (match), ==, R);
  play_parry_round (match);
  g_assert_cmpuint (counts.finished, ==, 2);
  g_assert_cmpint (counts.finished_winner, ==, L);
  g_assert_cmpuint (counts.match_finished, ==, 0);

  g_assert_true (eg_match_begin_round (match, deck_parry, NULL));
  play_parry_round (match);
  g_assert_cmpuint (counts.finished, ==, 3);
  g_assert_cmpuint (counts.match_finished, ==, 1);
  g_assert_cmpint (counts.match_winner, ==, R);
  g_assert_cmpint (eg_match_get_winner (match), ==, R);
  g_assert_true (eg_match_is_over (match));
  g_assert_cmpuint (notified (&counts, "winner"), ==, 1);
  g_assert_cmpuint (eg_match_get_n_rounds (match), ==, 3);
  g_assert_cmpint (eg_match_get_round_record (match, 2)->reason, ==, EG_REASON_HIT);
  g_assert_false (eg_match_begin_round (match, NULL, NULL));

  g_hash_table_unref (counts.notified);
}

static void
test_view_holds_no_hidden_card (void)
{
  g_autoptr(EgMatch) a = eg_match_new (EG_VARIANT_ADVANCED, 5, L, NULL, NULL);
  g_autoptr(EgMatch) b = eg_match_new (EG_VARIANT_ADVANCED, 5, L, NULL, NULL);
  /* Same cards for left, a different hand for right and another pile. */
  static const guint8 other[EG_DECK_SIZE] = {
    4, 4, 5, 1, 2, 3, 3, 3, 3, 3, 2, 5, 1, 1, 4, 1, 2, 5, 5, 2, 5, 2, 1, 4, 4
  };
  EgView va, vb;

  g_assert_true (eg_match_begin_round (a, deck_parry, NULL));
  g_assert_true (eg_match_begin_round (b, other, NULL));
  eg_match_get_view (a, L, &va);
  eg_match_get_view (b, L, &vb);
  g_assert_cmpmem (&va, sizeof va, &vb, sizeof vb);
  g_assert_cmpuint (va.hand[4], ==, 2);
  g_assert_cmpuint (va.opponent_hand_size, ==, 5);

  eg_match_get_view (a, R, &va);
  eg_match_get_view (b, R, &vb);
  g_assert_true (memcmp (&va, &vb, sizeof va) != 0);
}

static void
test_seeded_shuffle_repeats (void)
{
  g_autoptr(EgMatch) a = eg_match_new (EG_VARIANT_CLASSIC, 5, R, NULL, NULL);
  g_autoptr(EgMatch) b = eg_match_new (EG_VARIANT_CLASSIC, 5, R, NULL, NULL);

  eg_match_set_seed (a, 7);
  eg_match_set_seed (b, 7);
  g_assert_true (eg_match_begin_round (a, NULL, NULL));
  g_assert_true (eg_match_begin_round (b, NULL, NULL));
  g_assert_cmpmem (eg_match_get_round_record (a, 0)->deck, EG_DECK_SIZE,
                   eg_match_get_round_record (b, 0)->deck, EG_DECK_SIZE);
  g_assert_cmpint (eg_match_get_variant (a), ==, EG_VARIANT_CLASSIC);
  g_assert_cmpint (eg_match_get_side_to_act (a), ==, R);
  g_assert_nonnull (eg_match_get_started (a));
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_player_properties (void)
{
  g_autoptr(EgPlayer) player = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  guint count = 0;

  g_signal_connect (player, "notify::name", G_CALLBACK (count_notify), &count);
  eg_player_set_name (player, "Ada");
  g_assert_cmpuint (count, ==, 0);
  eg_player_set_name (player, "Bea");
  g_assert_cmpuint (count, ==, 1);
  g_assert_cmpstr (eg_player_get_name (player), ==, "Bea");
  g_assert_true (eg_player_is_human (player));
}

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/match/notify-once-per-change", test_notify_once_per_change);
  g_test_add_func ("/en-garde/match/illegal-action-changes-nothing", test_illegal_changes_nothing);
  g_test_add_func ("/en-garde/match/invalid-deck-refused", test_invalid_deck_refused);
  g_test_add_func ("/en-garde/match/signals-once", test_signals_once);
  g_test_add_func ("/en-garde/match/view-holds-no-hidden-card", test_view_holds_no_hidden_card);
  g_test_add_func ("/en-garde/match/seeded-shuffle-repeats", test_seeded_shuffle_repeats);
  g_test_add_func ("/en-garde/match/player-notifies-on-change", test_player_properties);

  return g_test_run ();
}
