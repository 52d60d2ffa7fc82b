/* test-practice.c — a person's mistakes as puzzles: which actions are
 * posed, what the puzzle shows, how a move is judged, and the progress
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include "eg-analysis.h"
#include "eg-knowledge.h"
#include "eg-practice.h"
#include "eg-rng.h"
#include "eg-side-file.h"
#include "eg-test-utils.h"

static EgMatch *
new_match (gboolean left_human,
           gboolean right_human)
{
  g_autoptr(EgPlayer) left = eg_player_new ("Ada", left_human ? EG_PLAYER_HUMAN : EG_PLAYER_COMPUTER,
                                            left_human ? NULL : "hard");
  g_autoptr(EgPlayer) right = eg_player_new ("Bob", right_human ? EG_PLAYER_HUMAN : EG_PLAYER_COMPUTER,
                                             right_human ? NULL : "hard");

  return eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, left, right);
}

/* The action of the side to act that the analysis rates lowest. */
static EgAction
worst_action (EgMatch *match)
{
  EgAiActionValue values[EG_MAX_ACTIONS];
  EgView view;
  guint n, worst = 0;

  eg_match_get_view (match, eg_match_get_side_to_act (match), &view);
  n = eg_ai_evaluate_actions (&view, 7, 256, NULL, values);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 1; i < n; i++)
    if (values[i].value < values[worst].value)
      worst = i;
  return values[worst].action;
}

/* One round of @deck: Ada (left, who starts) plays her worst action at
 * every turn, Bob his first legal one, for @n_actions actions at most. */
static void
play_round (EgMatch      *match,
            const guint8 *deck,
            guint         n_actions)
{
  g_assert_true (eg_match_begin_round (match, deck, NULL));
  for (guint i = 0; i < n_actions && eg_match_is_round_in_progress (match); i++)
    {
      EgAction action;

      if (eg_match_get_side_to_act (match) == EG_SIDE_LEFT)
        action = worst_action (match);
      else
        {
          EgAction legal[EG_MAX_ACTIONS];

          g_assert_cmpuint (eg_match_get_legal_actions (match, legal), >, 0);
          action = legal[0];
        }
      g_assert_true (eg_match_apply (match, &action, NULL));
    }
}

static void
shuffled_deck (guint64 seed,
               guint8  deck[EG_DECK_SIZE])
{
  EgRng rng;

  for (guint i = 0; i < EG_DECK_SIZE; i++)
    deck[i] = 1 + i / EG_CARDS_PER_VALUE;
  eg_rng_init (&rng, seed);
  eg_deck_shuffle (deck, &rng);
}

/* A match where Ada (a person, unless @left_human is FALSE) made at
 * least one mistake in its first round. */
static EgMatch *
match_with_mistake (gboolean   left_human,
                    gboolean   right_human,
                    guint8     deck[EG_DECK_SIZE])
{
  for (guint64 seed = 1; seed < 50; seed++)
    {
      /* found with Ada against the computer: a hot-seat match not over
       * poses nothing */
      g_autoptr(EgMatch) match = new_match (TRUE, FALSE);
      g_autoptr(GPtrArray) puzzles = NULL;

      shuffled_deck (seed, deck);
      /* played out: a round still in play poses nothing */
      play_round (match, deck, G_MAXUINT);
      puzzles = eg_practice_find_puzzles (match, "test.engarde", NULL);
      if (puzzles->len > 0)
        {
          EgMatch *again = new_match (left_human, right_human);

          play_round (again, deck, G_MAXUINT);
          return again;
        }
    }
  g_assert_not_reached ();
}

/* The best action solves the puzzle and the one played does not; both
 * come with reasons in words. */
static void
test_judge (void)
{
  guint8 deck[EG_DECK_SIZE];
  g_autoptr(EgMatch) match = match_with_mistake (TRUE, FALSE, deck);
  g_autoptr(GPtrArray) puzzles = eg_practice_find_puzzles (match, "test.engarde", NULL);

  g_assert_cmpuint (puzzles->len, >, 0);
  for (guint p = 0; p < puzzles->len; p++)
    {
      const EgPuzzle *puzzle = g_ptr_array_index (puzzles, p);
      EgReasons reasons;
      g_autofree char *words = NULL;
      guint best = 0, solutions = 0;

      g_assert_cmpint (puzzle->mark, >=, EG_ANALYSIS_MARK_MISTAKE);
      g_assert_false (eg_puzzle_judge (puzzle, &puzzle->played, &reasons));
      g_assert_true (reasons.compared);
      g_assert_true (eg_action_equal (&reasons.action, &puzzle->played));
      g_assert_cmpuint (reasons.win_action, <, reasons.win_best);

      for (guint i = 1; i < puzzle->n_values; i++)
        if (puzzle->values[i].value > puzzle->values[best].value)
          best = i;
      g_assert_true (eg_puzzle_judge (puzzle, &puzzle->values[best].action, &reasons));
      g_assert_false (reasons.compared);
      words = eg_describe_reasons (&reasons, eg_puzzle_get_opponent (puzzle));
      g_assert_cmpstr (words, !=, "");
      g_assert_cmpstr (eg_puzzle_get_player (puzzle), ==, "Ada");

      /* a move far worse than the best is not accepted either */
      for (guint i = 0; i < puzzle->n_values; i++)
        {
          gboolean solved = eg_puzzle_judge (puzzle, &puzzle->values[i].action, NULL);

          solutions += solved;
          if (puzzle->values[best].value - puzzle->values[i].value >= 0.10)
            g_assert_false (solved);
        }
      g_assert_cmpuint (solutions, <, puzzle->n_values);
    }
}

static gboolean
analysis_done (EgAnalysis *analysis)
{
  while (!eg_analysis_is_complete (analysis))
    g_main_context_iteration (NULL, TRUE);
  return TRUE;
}

/* The puzzles are exactly the person's actions the replay's analysis
 * marks as mistakes or blunders, with the same figures; the computer's
 * are never posed, whatever they lost. */
static void
test_humans_only (void)
{
  guint8 deck[EG_DECK_SIZE];
  g_autoptr(EgMatch) match = match_with_mistake (TRUE, FALSE, deck);
  g_autoptr(EgAnalysis) analysis = eg_analysis_new (match);
  g_autoptr(GPtrArray) puzzles = eg_practice_find_puzzles (match, "test.engarde", NULL);
  g_autoptr(EgMatch) computers = match_with_mistake (FALSE, FALSE, deck);
  g_autoptr(GPtrArray) none = eg_practice_find_puzzles (computers, "test.engarde", NULL);
  g_autoptr(EgMatch) other_human = match_with_mistake (FALSE, TRUE, deck);
  g_autoptr(GPtrArray) bobs = eg_practice_find_puzzles (other_human, "test.engarde", NULL);
  guint p = 0;

  eg_analysis_start (analysis);
  analysis_done (analysis);
  for (guint i = 0; i < eg_analysis_get_n_entries (analysis); i++)
    {
      const EgAnalysisEntry *entry = eg_analysis_get_entry (analysis, i);
      const EgPuzzle *puzzle;

      if (entry->action.side != EG_SIDE_LEFT || entry->mark < EG_ANALYSIS_MARK_MISTAKE)
        continue;
      g_assert_cmpuint (p, <, puzzles->len);
      puzzle = g_ptr_array_index (puzzles, p++);
      g_assert_cmpuint (puzzle->round_index, ==, entry->round_index);
      g_assert_cmpuint (puzzle->action_index, ==, entry->action_index);
      g_assert_cmpint (puzzle->mark, ==, entry->mark);
      g_assert_true (eg_action_equal (&puzzle->played, &entry->action));
    }
  g_assert_cmpuint (p, ==, puzzles->len);

  g_assert_cmpuint (none->len, ==, 0);
  for (guint i = 0; i < bobs->len; i++)
    g_assert_cmpint (((EgPuzzle *) g_ptr_array_index (bobs, i))->played.side, ==, EG_SIDE_RIGHT);
}

/* A fork ("Play From Here", "Try It") repeats its origin's steps up to
 * where it was played from: those mistakes are posed once, from the
 * origin's log, never again from the fork's. */
static void
test_fork_not_twice (void)
{
  guint8 deck[EG_DECK_SIZE];
  g_autoptr(EgMatch) match = match_with_mistake (TRUE, FALSE, deck);
  g_autoptr(GPtrArray) puzzles = eg_practice_find_puzzles (match, "test.engarde", NULL);
  g_autoptr(GPtrArray) forked = NULL;
  const EgPuzzle *last;
  EgOrigin origin = { TRUE, (char *) "test.engarde", 0, 0, FALSE };

  g_assert_cmpuint (puzzles->len, >, 0);
  last = g_ptr_array_index (puzzles, puzzles->len - 1);
  /* forked just after the last mistake: none of them is the fork's */
  origin.round_index = last->round_index;
  origin.action_index = last->action_index + 1;
  eg_match_set_origin (match, &origin);
  forked = eg_practice_find_puzzles (match, "fork.engarde", NULL);
  g_assert_cmpuint (forked->len, ==, 0);

  /* forked at the last mistake: that one is the fork's own move */
  origin.action_index = last->action_index;
  eg_match_set_origin (match, &origin);
  g_clear_pointer (&forked, g_ptr_array_unref);
  forked = eg_practice_find_puzzles (match, "fork.engarde", NULL);
  g_assert_cmpuint (forked->len, ==, 1);
}

/* Replays @actions on @deck; FALSE if one is illegal there. */
static gboolean
replay (const guint8   *deck,
        const EgAction *actions,
        guint           n,
        EgRound        *round)
{
  eg_round_init (round, deck, EG_VARIANT_ADVANCED, EG_SIDE_LEFT);
  for (guint i = 0; i < n; i++)
    {
      if (eg_round_check (round, &actions[i]) != EG_ILLEGAL_NONE)
        return FALSE;
      eg_round_play (round, &actions[i]);
    }
  return TRUE;
}

/* Two matches alike in all Ada saw, whose decks differ only in cards she
 * could not see when she erred (Bob's hand): the same puzzle. */
static void
test_no_hidden_card (void)
{
  guint8 deck[EG_DECK_SIZE];
  g_autoptr(EgMatch) match = match_with_mistake (TRUE, FALSE, deck);
  g_autoptr(GPtrArray) puzzles = eg_practice_find_puzzles (match, "test.engarde", NULL);
  const EgPuzzle *first = g_ptr_array_index (puzzles, 0);
  const EgAction *played = NULL;
  guint n = eg_match_get_round_actions (match, &played);
  EgRound round;
  EgView view;

  g_assert_true (replay (deck, played, first->action_index, &round));
  eg_round_get_view (&round, EG_SIDE_LEFT, &view);

  for (guint i = 0; i < EG_DECK_SIZE; i++)
    for (guint j = i + 1; j < EG_DECK_SIZE; j++)
      {
        guint8 other[EG_DECK_SIZE];
        g_autoptr(EgMatch) twin = NULL;
        g_autoptr(GPtrArray) twin_puzzles = NULL;
        g_autofree char *a = NULL;
        g_autofree char *b = NULL;
        EgRound twin_round;
        EgView twin_view;

        memcpy (other, deck, sizeof other);
        other[i] = deck[j];
        other[j] = deck[i];
        if (other[i] == deck[i] ||
            !replay (other, played, first->action_index, &twin_round))
          continue;
        eg_round_get_view (&twin_round, EG_SIDE_LEFT, &twin_view);
        if (memcmp (&view, &twin_view, sizeof view) != 0 ||
            memcmp (round.hand[EG_SIDE_RIGHT], twin_round.hand[EG_SIDE_RIGHT],
                    sizeof round.hand[EG_SIDE_RIGHT]) == 0)
          continue;
        /* the whole round plays the same from it: puzzles are posed
         * from rounds over only */
        if (!replay (other, played, n, &twin_round) || !eg_round_is_over (&twin_round))
          continue;

        /* Bob's hidden hand differs; Ada's view does not */
        twin = new_match (TRUE, FALSE);
        g_assert_true (eg_match_begin_round (twin, other, NULL));
        for (guint k = 0; k < n; k++)
          g_assert_true (eg_match_apply (twin, &played[k], NULL));
        twin_puzzles = eg_practice_find_puzzles (twin, "test.engarde", NULL);
        g_assert_cmpuint (twin_puzzles->len, >, 0);
        a = eg_puzzle_serialize (first);
        b = eg_puzzle_serialize (g_ptr_array_index (twin_puzzles, 0));
        g_assert_cmpstr (a, ==, b);
        g_assert_cmpuint (n, >, first->action_index);
        return;
      }
  g_assert_not_reached ();
}

/* Ada, a person, erring in the first round of a match to @target points
 * against Bob (a person too in hot-seat); the round played to @n_actions
 * actions (G_MAXUINT: to its end). */
static EgMatch *
match_to (guint    target,
          gboolean hot_seat,
          guint    n_actions)
{
  for (guint64 seed = 1; seed < 50; seed++)
    {
      g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
      g_autoptr(EgPlayer) bob = eg_player_new ("Bob", hot_seat ? EG_PLAYER_HUMAN : EG_PLAYER_COMPUTER,
                                               hot_seat ? NULL : "hard");
      g_autoptr(EgMatch) probe = eg_match_new (EG_VARIANT_ADVANCED, 1, EG_SIDE_LEFT, ada, bob);
      g_autoptr(GPtrArray) puzzles = NULL;
      guint8 deck[EG_DECK_SIZE];
      EgMatch *match;

      /* a deck where Ada errs early: found on a finished match */
      shuffled_deck (seed, deck);
      play_round (probe, deck, G_MAXUINT);
      puzzles = eg_practice_find_puzzles (probe, "probe.engarde", NULL);
      if (puzzles->len == 0 || ((EgPuzzle *) g_ptr_array_index (puzzles, 0))->action_index >= 8)
        continue;
      match = eg_match_new (EG_VARIANT_ADVANCED, target, EG_SIDE_LEFT, ada, bob);
      play_round (match, deck, n_actions);
      return match;
    }
  g_assert_not_reached ();
}

/* Practice never poses what the person at the screen could not know:
 * nothing from a round still in play; in hot-seat nothing until the
 * match is over, and then each puzzle with the hand of who played it. */
static void
test_not_in_play (void)
{
  for (guint hot_seat = 0; hot_seat <= 1; hot_seat++)
    {
      g_autoptr(EgMatch) playing = match_to (1, hot_seat, 10);
      g_autoptr(EgMatch) next_round = match_to (2, hot_seat, G_MAXUINT);
      g_autoptr(EgMatch) over = match_to (1, hot_seat, G_MAXUINT);
      g_autoptr(GPtrArray) none = NULL;
      g_autoptr(GPtrArray) between = NULL;
      g_autoptr(GPtrArray) posed = NULL;

      g_assert_true (eg_match_is_round_in_progress (playing));
      none = eg_practice_find_puzzles (playing, "test.engarde", NULL);
      g_assert_cmpuint (none->len, ==, 0);

      /* round 1 over, the match not: posed against the computer, not in
       * hot-seat, where the other person may be looking */
      g_assert_false (eg_match_is_over (next_round));
      g_assert_true (eg_match_begin_round (next_round, NULL, NULL));
      between = eg_practice_find_puzzles (next_round, "test.engarde", NULL);
      if (hot_seat)
        g_assert_cmpuint (between->len, ==, 0);
      else
        g_assert_cmpuint (between->len, >, 0);

      g_assert_true (eg_match_is_over (over));
      posed = eg_practice_find_puzzles (over, "test.engarde", NULL);
      g_assert_cmpuint (posed->len, >, 0);
      for (guint i = 0; i < posed->len; i++)
        {
          const EgPuzzle *puzzle = g_ptr_array_index (posed, i);
          guint8 hand[EG_N_VALUES + 1];

          g_assert_cmpint (puzzle->view.side, ==, puzzle->played.side);
          g_assert_true (eg_knowledge_get_hand (over, puzzle->round_index, puzzle->action_index,
                                                puzzle->played.side, puzzle->played.side, hand));
          g_assert_cmpmem (puzzle->view.hand, sizeof hand, hand, sizeof hand);
        }
    }
}

static char *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-practice-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* Progress survives a new store; a damaged file is reported and replaced;
 * the puzzles found are kept for a log in the same state only. */
static void
test_store (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *progress_path = g_build_filename (dir, "data", "practice.ini", NULL);
  g_autofree char *cache_path = g_build_filename (dir, "cache", "puzzles.ini", NULL);
  g_autoptr(GFile) progress = g_file_new_for_path (progress_path);
  g_autoptr(GFile) cache = g_file_new_for_path (cache_path);
  guint8 deck[EG_DECK_SIZE];
  g_autoptr(EgMatch) match = match_with_mistake (TRUE, FALSE, deck);
  g_autoptr(GPtrArray) puzzles = eg_practice_find_puzzles (match, "test.engarde", NULL);
  const EgPuzzle *puzzle = g_ptr_array_index (puzzles, 0);
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(EgPracticeStore) store = eg_practice_store_new (progress, cache);

    g_assert_null (eg_practice_store_get_load_error (store));
    g_assert_cmpint (eg_practice_store_get_state (store, puzzle), ==, EG_PRACTICE_NEW);
    g_assert_null (eg_practice_store_lookup (store, "test.engarde", "100-1"));
    g_assert_true (eg_practice_store_set_state (store, puzzle, EG_PRACTICE_SOLVED, &error));
    g_assert_no_error (error);
    g_assert_true (eg_practice_store_remember (store, "test.engarde", "100-1", puzzles, &error));
    g_assert_no_error (error);
  }
  {
    g_autoptr(EgPracticeStore) store = eg_practice_store_new (progress, cache);
    g_autoptr(GPtrArray) kept = eg_practice_store_lookup (store, "test.engarde", "100-1");
    g_autoptr(GPtrArray) stale = eg_practice_store_lookup (store, "test.engarde", "200-2");

    g_assert_null (eg_practice_store_get_load_error (store));
    g_assert_cmpint (eg_practice_store_get_state (store, puzzle), ==, EG_PRACTICE_SOLVED);
    g_assert_null (stale);
    g_assert_nonnull (kept);
    g_assert_cmpuint (kept->len, ==, puzzles->len);
    for (guint i = 0; i < kept->len; i++)
      {
        g_autofree char *a = eg_puzzle_serialize (g_ptr_array_index (puzzles, i));
        g_autofree char *b = eg_puzzle_serialize (g_ptr_array_index (kept, i));

        g_assert_cmpstr (a, ==, b);
      }
    g_assert_true (eg_practice_store_set_state (store, puzzle, EG_PRACTICE_RETRY, NULL));
  }

  /* damaged: not a key file, and a cache line edited */
  {
    g_autofree char *contents = NULL;
    g_autofree char *damaged = NULL;

    g_assert_true (g_file_set_contents (progress_path, "[broken\n\x01=", -1, NULL));
    g_assert_true (g_file_get_contents (cache_path, &contents, NULL, NULL));
    damaged = g_strdup (contents);
    *strstr (damaged, " 0.") = '\t';
    g_assert_true (g_file_set_contents (cache_path, damaged, -1, NULL));
  }
  {
    g_autoptr(EgPracticeStore) store = NULL;
    g_autoptr(GKeyFile) keys = g_key_file_new ();

    g_test_expect_message ("en-garde-analysis", G_LOG_LEVEL_WARNING, "*could not be read*");
    store = eg_practice_store_new (progress, cache);
    g_test_assert_expected_messages ();
    g_assert_error (eg_practice_store_get_load_error (store), EG_PRACTICE_ERROR, EG_PRACTICE_ERROR_CORRUPT);
    g_assert_cmpint (eg_practice_store_get_state (store, puzzle), ==, EG_PRACTICE_NEW);
    g_assert_null (eg_practice_store_lookup (store, "test.engarde", "100-1"));
    /* replaced at once by a readable file */
    g_assert_true (g_key_file_load_from_file (keys, progress_path, G_KEY_FILE_NONE, NULL));
  }
  eg_test_remove_tree (dir);
}

/* The practice progress and the puzzle cache are read with care: a FIFO
 * in their place is not waited on, and a file over its cap is not read
 * (the progress is reported and starts again; the cache is rebuilt). */
static void
test_store_not_regular_or_huge (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *progress_path = g_build_filename (dir, "practice.ini", NULL);
  g_autofree char *cache_path = g_build_filename (dir, "puzzles.ini", NULL);
  g_autoptr(GFile) progress = g_file_new_for_path (progress_path);
  g_autoptr(GFile) cache = g_file_new_for_path (cache_path);
  guint8 deck[EG_DECK_SIZE];
  g_autoptr(EgMatch) match = match_with_mistake (TRUE, FALSE, deck);
  g_autoptr(GPtrArray) puzzles = eg_practice_find_puzzles (match, "test.engarde", NULL);
  const EgPuzzle *puzzle = g_ptr_array_index (puzzles, 0);

  for (guint fifo = 0; fifo < 2; fifo++)
    {
      g_autoptr(EgPracticeStore) store = eg_practice_store_new (progress, cache);
      g_autoptr(EgPracticeStore) again = NULL;
      g_autoptr(GPtrArray) kept = NULL;

      g_assert_true (eg_practice_store_set_state (store, puzzle, EG_PRACTICE_SOLVED, NULL));
      g_assert_true (eg_practice_store_remember (store, "test.engarde", "100-1", puzzles, NULL));
      g_clear_object (&store);

      if (fifo)
        {
          eg_test_make_fifo (progress_path);
          eg_test_make_fifo (cache_path);
        }
      else
        {
          eg_test_pad_key_file (progress_path, EG_SIDE_FILE_MAX_PRACTICE);
          eg_test_pad_key_file (cache_path, EG_SIDE_FILE_MAX_CACHE);
        }
      g_test_expect_message ("en-garde-analysis", G_LOG_LEVEL_WARNING, "*could not be read*");
      again = eg_practice_store_new (progress, cache);
      g_test_assert_expected_messages ();
      g_assert_error (eg_practice_store_get_load_error (again), EG_PRACTICE_ERROR, EG_PRACTICE_ERROR_CORRUPT);
      g_assert_cmpint (eg_practice_store_get_state (again, puzzle), ==, EG_PRACTICE_NEW);
      kept = eg_practice_store_lookup (again, "test.engarde", "100-1");
      g_assert_null (kept);
      /* the progress is replaced at once by a readable file */
      g_assert_true (g_file_test (progress_path, G_FILE_TEST_IS_REGULAR));
    }
  eg_test_remove_tree (dir);
}

/* Text that is not a sound puzzle is refused, never half read. */
static void
test_deserialize_refuses (void)
{
  guint8 deck[EG_DECK_SIZE];
  g_autoptr(EgMatch) match = match_with_mistake (TRUE, FALSE, deck);
  g_autoptr(GPtrArray) puzzles = eg_practice_find_puzzles (match, "test.engarde", NULL);
  g_autofree char *line = eg_puzzle_serialize (g_ptr_array_index (puzzles, 0));
  g_autoptr(EgPuzzle) back = eg_puzzle_deserialize (line);
  g_autofree char *again = eg_puzzle_serialize (back);
  g_autofree char *truncated = g_strndup (line, strlen (line) - 4);
  g_autofree char *extra = g_strconcat (line, " 1", NULL);
  g_autofree char *other_hand = g_strdup (line);
  char **words = g_strsplit (other_hand, " ", -1);
  g_autofree char *joined = NULL;

  g_assert_cmpstr (again, ==, line);
  g_assert_null (eg_puzzle_deserialize (""));
  g_assert_null (eg_puzzle_deserialize ("p2"));
  g_assert_null (eg_puzzle_deserialize (truncated));
  g_assert_null (eg_puzzle_deserialize (extra));
  /* no card in the hand (words 14-18): the rated actions no longer fit */
  for (guint v = 14; v <= 18; v++)
    {
      g_free (words[v]);
      words[v] = g_strdup ("0");
    }
  joined = g_strjoinv (" ", words);
  g_assert_null (eg_puzzle_deserialize (joined));
  g_strfreev (words);
}

int
main (int    argc,
      char **argv)
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/practice/judge", test_judge);
  g_test_add_func ("/en-garde/practice/humans-only", test_humans_only);
  g_test_add_func ("/en-garde/practice/fork-not-twice", test_fork_not_twice);
  g_test_add_func ("/en-garde/practice/no-hidden-card", test_no_hidden_card);
  g_test_add_func ("/en-garde/practice/not-in-play", test_not_in_play);
  g_test_add_func ("/en-garde/practice/store", test_store);
  g_test_add_func ("/en-garde/practice/store-not-regular-or-huge", test_store_not_regular_or_huge);
  g_test_add_func ("/en-garde/practice/deserialize-refuses", test_deserialize_refuses);

  return g_test_run ();
}
