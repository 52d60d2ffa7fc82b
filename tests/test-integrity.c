/* test-integrity.c — a match's integrity as a property of the model
 *
 * Random sequences of what a person does — play, undo, replay to a step,
 * Play From Here, Practise Mistakes, resume (the log written and read
 * back), leave — in
 * every pairing, checking after every step that no card hidden from the
 * viewer is reachable through the model calls the interface makes for
 * that viewer, that a fork's fresh deal is a shuffle of exactly the
 * unseen cards, and that the statistics equal those recomputed from the
 * logs of the matches played from the deal.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include "eg-autosave.h"
#include "eg-knowledge.h"
#include "eg-match-log.h"
#include "eg-practice.h"
#include "eg-replay-private.h"
#include "eg-statistics.h"
#include "eg-test-logs.h"
#include "eg-test-utils.h"

static const char *const levels[] = { "easy", "medium", "hard" };

typedef struct
{
  char         *path;
  GFile        *dir;
  EgStatistics *statistics;
  EgMatch      *live;
  EgAutosave   *autosave;
  EgPlayerKind  kinds[2];
  EgRng         rng;
  guint         forks_afresh;     /* forks whose hidden cards were dealt afresh */
  guint         forks_changed;    /* … and came out other than the original */
  guint         forks_refused;    /* refused: no fresh deal keeps the moves */
  guint         puzzles;          /* posed by Practise Mistakes */
} World;

static EgMatch *
new_match (World *world)
{
  EgPlayer *players[2];
  EgMatch *match;

  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    players[side] = eg_player_new (side == EG_SIDE_LEFT ? "Ada" : "Bob", world->kinds[side],
                                   world->kinds[side] == EG_PLAYER_COMPUTER
                                   ? levels[eg_rng_below (&world->rng, G_N_ELEMENTS (levels))] : NULL);
  match = eg_match_new (EG_VARIANT_ADVANCED, 1 + eg_rng_below (&world->rng, 3), EG_SIDE_LEFT,
                        players[0], players[1]);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  eg_match_set_seed (match, eg_rng_next (&world->rng));
  return match;
}

/* @match is played from now on, saved as it goes (in @file when resumed). */
static void
set_live (World   *world,
          EgMatch *match,
          GFile   *file)
{
  g_clear_object (&world->autosave);
  g_set_object (&world->live, match);
  world->autosave = file != NULL ? eg_autosave_new_for_file (match, file)
                                 : eg_autosave_new (match, world->dir);
  eg_statistics_follow (world->statistics, match);
}

/* ---- what the viewer may know ---- */

/* The rules of eg-knowledge.c, stated again from their outside: in a
 * round not over only the viewer's hand, no pile order, no analysis of
 * the other side nor of the position in play. */
static void
check_position (EgMatch *match,
                guint    round_index,
                guint    action_index,
                EgSide   viewer)
{
  const EgRoundRecord *record = eg_match_get_round_record (match, round_index);
  gboolean secret = record->reason == EG_REASON_NONE;
  gboolean in_play = secret && !eg_match_is_over (match) &&
                     round_index + 1 == eg_match_get_n_rounds (match) &&
                     action_index == record->actions->len;

  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    {
      EgKnowledgeAnalysis analysis = eg_knowledge_get_analysis (match, round_index, action_index,
                                                                viewer, side);

      g_assert_cmpint (eg_knowledge_may_see_hand (match, round_index, viewer, side), ==,
                       !secret || side == viewer);
      if (!secret)
        g_assert_cmpint (analysis, ==, EG_KNOWLEDGE_ANALYSIS_SHOWN);
      else if (in_play)
        g_assert_cmpint (analysis, ==, EG_KNOWLEDGE_ANALYSIS_IN_PLAY);
      else
        g_assert_cmpint (analysis == EG_KNOWLEDGE_ANALYSIS_SHOWN, ==, side == viewer);
    }
  g_assert_cmpint (eg_knowledge_may_see_pile (match, round_index), ==, !secret);

  /* the calls that hand the cards out answer the same */
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    {
      guint8 hand[EG_N_VALUES + 1];
      guint8 none[EG_N_VALUES + 1] = { 0 };
      gboolean shown = eg_knowledge_get_hand (match, round_index, action_index, viewer, side, hand);

      g_assert_cmpint (shown, ==, !secret || side == viewer);
      if (!shown)
        g_assert_cmpmem (hand, sizeof hand, none, sizeof none);
    }
  {
    guint8 pile[EG_DECK_SIZE];
    guint8 none[EG_DECK_SIZE] = { 0 };
    guint n_cards;

    g_assert_cmpint (eg_knowledge_get_pile (match, round_index, action_index, viewer, pile, &n_cards),
                     ==, !secret);
    if (secret)
      g_assert_cmpmem (pile, sizeof pile, none, sizeof none);
  }
}

static void
check_live (World *world)
{
  EgMatch *match = world->live;
  guint n = eg_match_get_n_rounds (match);
  EgSide viewer = eg_knowledge_get_viewer (match);

  g_assert_cmpint (viewer, ==,
                   world->kinds[EG_SIDE_LEFT] == world->kinds[EG_SIDE_RIGHT] ? EG_SIDE_NONE
                   : world->kinds[EG_SIDE_LEFT] == EG_PLAYER_HUMAN ? EG_SIDE_LEFT : EG_SIDE_RIGHT);
  if (n > 0)
    check_position (match, n - 1, eg_match_get_round_record (match, n - 1)->actions->len, viewer);
}

/* ---- the steps ---- */

static void
step_play (World *world)
{
  eg_test_random_step (world->live, &world->rng, g_get_real_time ());
}

static void
step_undo (World *world)
{
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    if (eg_match_can_undo (world->live, side))
      {
        g_autoptr(GError) error = NULL;

        g_assert_true (eg_match_undo (world->live, side, &error));
        g_assert_no_error (error);
        /* as the application does */
        g_assert_true (eg_autosave_save_now (world->autosave, &error));
        g_assert_no_error (error);
        return;
      }
}

/* The saved log of the live match, read back as Recent Matches reads it. */
static EgMatch *
read_back (World *world)
{
  GFile *file = eg_autosave_get_file (world->autosave);

  if (file == NULL || !g_file_query_exists (file, NULL))
    return NULL;
  return eg_match_log_load_file (file, NULL, NULL);
}

/* By value, the cards @viewer cannot see in @round: the pile and the
 * other hands. */
static void
unseen_cards (const EgRound *round,
              EgSide         viewer,
              guint8         unseen[EG_N_VALUES + 1])
{
  memset (unseen, 0, EG_N_VALUES + 1);
  for (guint i = round->next_card; i < EG_DECK_SIZE; i++)
    unseen[round->deck[i]]++;
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    if (side != viewer)
      for (guint v = 1; v <= EG_N_VALUES; v++)
        unseen[v] += round->hand[side][v];
}

/* A fork's round in play against the original's, at the step played from. */
static void
check_fork_deal (World              *world,
                 EgReplay           *original,
                 const EgReplayStep *state,
                 EgMatch            *fork,
                 EgSide              viewer)
{
  const EgRound *now = eg_match_get_round_state (fork);
  guint8 unseen[EG_N_VALUES + 1];
  guint8 dealt[EG_N_VALUES + 1] = { 0 };

  /* what the viewer saw stays */
  g_assert_cmpmem (now->pos, 2, state->round.pos, 2);
  g_assert_cmpmem (now->discard, sizeof now->discard, state->round.discard, sizeof state->round.discard);
  g_assert_cmpmem (now->hand_size, 2, state->round.hand_size, 2);
  g_assert_cmpint (now->next_card, ==, state->round.next_card);
  if (viewer != EG_SIDE_NONE)
    g_assert_cmpmem (now->hand[viewer], sizeof now->hand[viewer],
                     state->round.hand[viewer], sizeof state->round.hand[viewer]);

  /* the rest is a shuffle of exactly the cards the viewer could not see
   * at that step of the original: its pile and the other hands */
  unseen_cards (&eg_replay_get_full_state_at (original, eg_replay_get_step (original))->round,
                viewer, unseen);
  for (guint i = now->next_card; i < EG_DECK_SIZE; i++)
    dealt[now->deck[i]]++;
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    if (side != viewer)
      for (guint v = 1; v <= EG_N_VALUES; v++)
        dealt[v] += now->hand[side][v];
  g_assert_cmpmem (dealt, sizeof dealt, unseen, sizeof unseen);

  world->forks_afresh++;
  if (memcmp (now->deck, state->round.deck, EG_DECK_SIZE) != 0)
    world->forks_changed++;
}

/* Replay the saved log to a random step, check what it shows there,
 * and maybe play on from it. */
static void
step_replay (World    *world,
             gboolean  fork)
{
  g_autoptr(EgMatch) saved = read_back (world);
  g_autoptr(EgReplay) replay = NULL;
  g_autoptr(EgMatch) forked = NULL;
  g_autoptr(EgPlayer) left = NULL;
  g_autoptr(EgPlayer) right = NULL;
  const EgReplayStep *state;
  EgKnowledgeFork kind;
  EgSide viewer;
  guint step;

  if (saved == NULL)
    return;
  replay = eg_replay_new (saved);
  if (eg_replay_get_n_steps (replay) == 0)
    return;
  step = eg_rng_below (&world->rng, eg_replay_get_n_steps (replay));
  eg_replay_set_step (replay, step);
  state = eg_replay_get_state (replay);
  viewer = eg_replay_get_entitled_side (replay);
  g_assert_cmpint (viewer, ==, eg_knowledge_get_viewer (world->live));

  check_position (saved, state->round_index, state->action_index, viewer);
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    {
      gboolean may = eg_knowledge_may_see_hand (saved, state->round_index, viewer, side);
      guint8 hand[EG_N_VALUES + 1];
      guint8 none[EG_N_VALUES + 1] = { 0 };

      g_assert_cmpint (eg_replay_get_hand (replay, step, side, hand), ==, may);
      /* no hidden card reachable through the step handed out either */
      g_assert_cmpmem (state->round.hand[side], sizeof hand, may ? hand : none, sizeof none);
    }
  if (eg_knowledge_is_round_secret (saved, state->round_index))
    {
      guint8 none[EG_DECK_SIZE] = { 0 };

      g_assert_cmpmem (state->round.deck, EG_DECK_SIZE, none, EG_DECK_SIZE);
    }
  if (!eg_round_is_over (&state->round))
    g_assert_cmpint (eg_replay_get_analysis_access (replay, step), ==,
                     eg_knowledge_get_analysis (saved, state->round_index, state->action_index,
                                                viewer, state->round.to_act));

  if (!fork)
    return;
  kind = eg_replay_get_fork (replay);
  /* the players may change: a person for a computer, or the other way */
  left = eg_player_new ("Ada", world->kinds[EG_SIDE_LEFT], world->kinds[EG_SIDE_LEFT] == EG_PLAYER_COMPUTER ? "easy" : NULL);
  right = eg_player_new ("Bob", world->kinds[EG_SIDE_RIGHT], world->kinds[EG_SIDE_RIGHT] == EG_PLAYER_COMPUTER ? "easy" : NULL);
  forked = eg_replay_new_match_from_step (replay, left, right);
  switch (kind)
    {
    case EG_KNOWLEDGE_FORK_DECIDED:
      g_assert_true (eg_score_is_over (&state->score));
      G_GNUC_FALLTHROUGH;
    case EG_KNOWLEDGE_FORK_CANNOT_DEAL:
      world->forks_refused += kind == EG_KNOWLEDGE_FORK_CANNOT_DEAL;
      g_assert_null (forked);
      return;
    case EG_KNOWLEDGE_FORK_AS_IS:
      g_assert_false (eg_replay_is_step_secret (replay, step));
      eg_test_assert_same_round (eg_match_get_round_state (forked), &state->round);
      break;
    case EG_KNOWLEDGE_FORK_DEAL_AFRESH:
      g_assert_true (eg_replay_is_step_secret (replay, step));
      check_fork_deal (world, replay, state, forked, viewer);
      break;
    default:
      g_assert_not_reached ();
    }
  g_assert_nonnull (forked);
  g_assert_true (eg_match_is_fork (forked));
  g_assert_cmpuint (eg_match_get_origin (forked)->round_index, ==, state->round_index);
  g_assert_cmpuint (eg_match_get_origin (forked)->action_index, ==, state->action_index);
  g_assert_cmpint (eg_match_get_origin (forked)->dealt_afresh, ==, kind == EG_KNOWLEDGE_FORK_DEAL_AFRESH);
  g_assert_false (eg_match_has_own_action (forked));
  set_live (world, forked, NULL);
}

/* The live match's log, read back, goes on in its own file. */
/* Practise Mistakes on the saved log, as the practice window reads it:
 * every puzzle is one the model lets it pose, a person's own action in
 * a round over (of a match over, in hot-seat), with the hand that person
 * held then and nothing else. */
static void
step_practice (World *world)
{
  g_autoptr(EgMatch) saved = read_back (world);
  g_autoptr(GPtrArray) puzzles = NULL;
  EgSide viewer;

  if (saved == NULL)
    return;
  viewer = eg_knowledge_get_viewer (saved);
  puzzles = eg_practice_find_puzzles (saved, "integrity.engarde", NULL);
  world->puzzles += puzzles->len;
  for (guint i = 0; i < puzzles->len; i++)
    {
      const EgPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      EgSide side = puzzle->played.side;
      guint8 hand[EG_N_VALUES + 1];
      EgView shown;

      g_assert_true (eg_knowledge_may_pose (saved, puzzle->round_index, puzzle->action_index, side));
      g_assert_false (eg_knowledge_is_round_secret (saved, puzzle->round_index));
      g_assert_true (world->kinds[side] == EG_PLAYER_HUMAN);
      if (viewer == EG_SIDE_NONE)
        g_assert_true (eg_match_is_over (saved));
      else
        g_assert_cmpint (side, ==, viewer);
      check_position (saved, puzzle->round_index, puzzle->action_index, side);

      /* its view is exactly what that side saw */
      g_assert_cmpint (puzzle->view.side, ==, side);
      g_assert_true (eg_knowledge_get_hand (saved, puzzle->round_index, puzzle->action_index,
                                            side, side, hand));
      g_assert_cmpmem (puzzle->view.hand, sizeof hand, hand, sizeof hand);
      {
        g_autoptr(EgReplay) replay = eg_replay_new (saved);
        guint step = eg_replay_step_for (replay, puzzle->round_index, puzzle->action_index);
        const EgRound *round = &eg_replay_get_full_state_at (replay, step)->round;

        eg_round_get_view (round, side, &shown);
        g_assert_cmpmem (&puzzle->view, sizeof shown, &shown, sizeof shown);
      }
    }
}

static void
step_resume (World *world)
{
  g_autoptr(EgMatch) saved = read_back (world);
  g_autoptr(GFile) file = NULL;

  if (saved == NULL || eg_match_is_over (saved))
    return;
  eg_test_assert_same_match (world->live, saved);
  g_assert_cmpint (eg_match_is_fork (saved), ==, eg_match_is_fork (world->live));
  file = g_object_ref (eg_autosave_get_file (world->autosave));
  set_live (world, saved, file);
}

static void
step_leave (World *world)
{
  g_autoptr(EgMatch) match = new_match (world);

  set_live (world, match, NULL);
}

/* ---- the statistics, recomputed from the logs ---- */

static EgSide
person_of (EgMatch *match)
{
  gboolean left = eg_player_is_human (eg_match_get_player (match, EG_SIDE_LEFT));
  gboolean right = eg_player_is_human (eg_match_get_player (match, EG_SIDE_RIGHT));

  return left == right ? EG_SIDE_NONE : left ? EG_SIDE_LEFT : EG_SIDE_RIGHT;
}

static void
recount (GFile      *file,
         GHashTable *figures,
         GHashTable *practice)
{
  g_autoptr(EgMatch) match = eg_match_log_load_file (file, NULL, NULL);
  EgLevelStatistics *stats;
  const char *level;
  EgSide person;

  g_assert_nonnull (match);
  g_assert_true (eg_match_has_own_action (match));
  person = person_of (match);
  if (person == EG_SIDE_NONE)
    return;
  level = eg_player_get_level (eg_match_get_player (match, EG_OPPONENT (person)));
  stats = g_hash_table_lookup (eg_match_is_fork (match) ? practice : figures, level);
  if (stats == NULL)
    {
      stats = g_new0 (EgLevelStatistics, 1);
      g_hash_table_insert (eg_match_is_fork (match) ? practice : figures, g_strdup (level), stats);
    }
  for (guint r = 0; r < eg_match_get_n_rounds (match); r++)
    {
      const EgRoundRecord *record = eg_match_get_round_record (match, r);
      const EgOrigin *origin = eg_match_get_origin (match);

      /* a fork's rounds ended before it was played from are the origin's */
      if (record->reason == EG_REASON_NONE || (origin != NULL && r < origin->round_index))
        continue;
      if (record->reason != EG_REASON_DRAW)
        {
          if (record->winner == person)
            stats->rounds_won++;
          else
            stats->rounds_lost++;
        }
    }
  if (eg_match_is_over (match))
    {
      if (eg_match_get_winner (match) == person)
        stats->matches_won++;
      else
        stats->matches_lost++;
    }
}

static void
check_statistics (World *world)
{
  g_autoptr(GHashTable) figures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) practice = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GDir) listing = g_dir_open (world->path, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, ".engarde"))
      {
        g_autoptr(GFile) file = g_file_get_child (world->dir, name);

        recount (file, figures, practice);
      }
  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      static const EgLevelStatistics none;
      const EgLevelStatistics *expected = g_hash_table_lookup (figures, levels[i]);
      const EgLevelStatistics *counted = eg_statistics_get_level (world->statistics, levels[i]);

      expected = expected != NULL ? expected : &none;
      g_assert_cmpuint (counted->matches_won, ==, expected->matches_won);
      g_assert_cmpuint (counted->matches_lost, ==, expected->matches_lost);
      g_assert_cmpuint (counted->rounds_won, ==, expected->rounds_won);
      g_assert_cmpuint (counted->rounds_lost, ==, expected->rounds_lost);

      expected = g_hash_table_lookup (practice, levels[i]);
      expected = expected != NULL ? expected : &none;
      counted = eg_statistics_get_practice (world->statistics, levels[i]);
      g_assert_cmpuint (counted->matches_won, ==, expected->matches_won);
      g_assert_cmpuint (counted->matches_lost, ==, expected->matches_lost);
    }
}

/* ---- the property ---- */

static void
test_random_sequences (gconstpointer data)
{
  const EgPlayerKind *kinds = data;
  guint n_steps = g_getenv ("EG_TEST_QUICK") != NULL ? 80 : 400;
  g_autofree char *stats_path = NULL;
  g_autoptr(GFile) stats_file = NULL;
  g_autoptr(EgMatch) first = NULL;
  World world = { 0 };

  world.path = g_dir_make_tmp ("eg-integrity-XXXXXX", NULL);
  world.dir = g_file_new_for_path (world.path);
  stats_path = g_build_filename (world.path, "statistics.ini", NULL);
  stats_file = g_file_new_for_path (stats_path);
  world.statistics = eg_statistics_new (stats_file);
  world.kinds[0] = kinds[0];
  world.kinds[1] = kinds[1];
  eg_rng_init (&world.rng, 20261125 + kinds[0] * 2 + kinds[1]);
  first = new_match (&world);
  set_live (&world, first, NULL);

  for (guint i = 0; i < n_steps; i++)
    {
      guint roll = eg_rng_below (&world.rng, 100);

      if (roll < 60)
        step_play (&world);
      else if (roll < 68)
        step_undo (&world);
      else if (roll < 78)
        step_replay (&world, FALSE);
      else if (roll < 90)
        step_replay (&world, TRUE);
      else if (roll < 94)
        step_practice (&world);
      else if (roll < 97)
        step_resume (&world);
      else
        step_leave (&world);
      check_live (&world);
      check_statistics (&world);
    }

  g_test_message ("%u forks dealt afresh, %u of them other than the original; %u refused; "
                  "%u puzzles posed",
                  world.forks_afresh, world.forks_changed, world.forks_refused, world.puzzles);
  /* over many forks the fresh deal is not the original one */
  if (world.forks_afresh >= 5)
    g_assert_cmpuint (world.forks_changed, >, 0);

  g_clear_object (&world.autosave);
  eg_statistics_follow (world.statistics, NULL);
  g_clear_object (&world.live);
  g_clear_object (&world.statistics);
  g_clear_object (&world.dir);
  eg_test_remove_tree (world.path);
  g_free (world.path);
}

/* ---- focused cases ---- */

/* A human-vs-computer match with a round under way, @n actions into it. */
static EgMatch *
match_in_play (guint64 seed,
               guint   n)
{
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) hal = eg_player_new ("HAL", EG_PLAYER_COMPUTER, "hard");
  EgMatch *match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, ada, hal);
  EgRng rng;

  eg_match_set_seed (match, seed);
  eg_rng_init (&rng, seed);
  g_assert_true (eg_match_begin_round (match, NULL, NULL));
  for (guint i = 0; i < n && eg_match_is_round_in_progress (match); i++)
    eg_test_random_step (match, &rng, 0);
  return match;
}

/* The break: replay the live round, Play From Here with both
 * sides people — the computer's hand and the pile are a fresh shuffle,
 * the person's hand stays, and the fork says so. */
static void
test_fork_deals_afresh (void)
{
  guint differ = 0, n_forks = 40;

  for (guint k = 0; k < n_forks; k++)
    {
      g_autoptr(EgMatch) match = match_in_play (7 + k, 4);
      g_autoptr(EgReplay) replay = eg_replay_new (match);
      g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
      g_autoptr(EgPlayer) hal = eg_player_new ("HAL", EG_PLAYER_HUMAN, NULL);
      g_autoptr(EgMatch) fork = NULL;
      const EgRound *original = eg_match_get_round_state (match);
      const EgRound *now;

      if (!eg_match_is_round_in_progress (match))
        continue;
      eg_replay_last (replay);
      g_assert_cmpint (eg_replay_get_fork (replay), ==, EG_KNOWLEDGE_FORK_DEAL_AFRESH);
      fork = eg_replay_new_match_from_step (replay, ada, hal);
      g_assert_nonnull (fork);
      g_assert_true (eg_match_get_origin (fork)->dealt_afresh);
      now = eg_match_get_round_state (fork);
      g_assert_cmpmem (now->hand[EG_SIDE_LEFT], sizeof now->hand[0],
                       original->hand[EG_SIDE_LEFT], sizeof original->hand[0]);
      if (memcmp (now->hand[EG_SIDE_RIGHT], original->hand[EG_SIDE_RIGHT], sizeof now->hand[0]) != 0 ||
          memcmp (now->deck + now->next_card, original->deck + original->next_card,
                  EG_DECK_SIZE - now->next_card) != 0)
        differ++;
    }
  g_assert_cmpuint (differ, >, n_forks / 2);
}

/* The analysis of the position now in play is not shown. */
static void
test_in_play_not_analysed (void)
{
  g_autoptr(EgMatch) match = match_in_play (3, 6);
  g_autoptr(EgReplay) replay = eg_replay_new (match);

  g_assert_true (eg_match_is_round_in_progress (match));
  eg_replay_last (replay);
  g_assert_cmpint (eg_replay_get_analysis_access (replay, eg_replay_get_step (replay)), ==,
                   EG_KNOWLEDGE_ANALYSIS_IN_PLAY);
}

/* A fork in which nothing was played is not kept; its first move is. */
static void
test_fork_without_action_not_saved (void)
{
  g_autofree char *path = g_dir_make_tmp ("eg-integrity-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = match_in_play (11, 6);
  g_autoptr(EgReplay) replay = eg_replay_new (match);
  g_autoptr(EgMatch) fork = NULL;
  g_autoptr(EgAutosave) autosave = NULL;
  g_autoptr(GError) error = NULL;
  EgAction legal[EG_MAX_ACTIONS];

  eg_replay_last (replay);
  fork = eg_replay_new_match_from_step (replay, NULL, NULL);
  autosave = eg_autosave_new (fork, dir);
  g_assert_true (eg_autosave_save_now (autosave, &error));
  g_assert_no_error (error);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  {
    g_autoptr(GDir) listing = g_dir_open (path, 0, NULL);

    g_assert_null (g_dir_read_name (listing));
  }

  eg_match_get_legal_actions (fork, legal);
  g_assert_true (eg_match_apply (fork, &legal[0], &error));
  g_assert_nonnull (eg_autosave_get_file (autosave));
  g_assert_true (g_file_query_exists (eg_autosave_get_file (autosave), NULL));

  g_clear_object (&autosave);
  eg_test_remove_tree (path);
}

/* The farming of the issue: a match won, replayed to its last step but
 * one, played on from there and won again: "Matches won" stays 1, the
 * second win is practice. */
static void
test_no_farming (void)
{
  g_autofree char *path = g_dir_make_tmp ("eg-integrity-XXXXXX", NULL);
  g_autofree char *stats_path = g_build_filename (path, "statistics.ini", NULL);
  g_autoptr(GFile) stats_file = g_file_new_for_path (stats_path);
  g_autoptr(EgStatistics) statistics = eg_statistics_new (stats_file);
  g_autoptr(EgMatch) won = NULL;
  g_autoptr(EgMatch) replayed = NULL;
  g_autoptr(EgReplay) replay = NULL;
  g_autoptr(EgMatch) again = NULL;
  g_autofree char *text = NULL;
  EgAction winning;
  gsize length;

  /* a match the person wins, counted as it is played */
  for (guint64 seed = 1; won == NULL; seed++)
    {
      g_autoptr(EgMatch) match = match_in_play (seed, 0);
      EgRng rng;

      eg_statistics_reset (statistics);
      eg_statistics_follow (statistics, match);
      eg_rng_init (&rng, seed);
      while (eg_test_random_step (match, &rng, 0))
        ;
      if (eg_match_get_winner (match) == EG_SIDE_LEFT)
        won = g_steal_pointer (&match);
    }
  g_assert_cmpuint (eg_statistics_get_level (statistics, "hard")->matches_won, ==, 1);

  /* its replay, one step before the end, played on and won again */
  text = eg_match_log_to_string (won, &length);
  replayed = eg_test_load_log (text, length, NULL, NULL);
  replay = eg_replay_new (replayed);
  eg_replay_last (replay);
  winning = eg_replay_get_state (replay)->action;
  eg_replay_previous (replay);
  g_assert_cmpint (eg_replay_get_fork (replay), ==, EG_KNOWLEDGE_FORK_AS_IS);
  again = eg_replay_new_match_from_step (replay, NULL, NULL);
  g_assert_nonnull (again);
  eg_statistics_follow (statistics, again);
  g_assert_true (eg_match_apply (again, &winning, NULL));
  g_assert_true (eg_match_is_over (again));
  g_assert_cmpint (eg_match_get_winner (again), ==, EG_SIDE_LEFT);

  g_assert_cmpuint (eg_statistics_get_level (statistics, "hard")->matches_won, ==, 1);
  g_assert_cmpuint (eg_statistics_get_practice (statistics, "hard")->matches_won, ==, 1);
  /* and so it stays, read again */
  {
    g_autoptr(EgStatistics) read_again = eg_statistics_new (stats_file);

    g_assert_cmpuint (eg_statistics_get_level (read_again, "hard")->matches_won, ==, 1);
    g_assert_cmpuint (eg_statistics_get_practice (read_again, "hard")->matches_won, ==, 1);
  }
  eg_statistics_follow (statistics, NULL);
  eg_test_remove_tree (path);
}

int
main (int    argc,
      char **argv)
{
  static const EgPlayerKind pairings[][2] = {
    { EG_PLAYER_HUMAN, EG_PLAYER_COMPUTER },
    { EG_PLAYER_COMPUTER, EG_PLAYER_HUMAN },
    { EG_PLAYER_HUMAN, EG_PLAYER_HUMAN },
    { EG_PLAYER_COMPUTER, EG_PLAYER_COMPUTER },
  };
  static const char *const names[] = { "human-computer", "computer-human", "hot-seat", "computer-computer" };

  eg_test_init (&argc, &argv);
  for (guint i = 0; i < G_N_ELEMENTS (pairings); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/en-garde/integrity/random/%s", names[i]);

      g_test_add_data_func (test_path, pairings[i], test_random_sequences);
    }
  g_test_add_func ("/en-garde/integrity/fork-deals-afresh", test_fork_deals_afresh);
  g_test_add_func ("/en-garde/integrity/in-play-not-analysed", test_in_play_not_analysed);
  g_test_add_func ("/en-garde/integrity/fork-without-action-not-saved", test_fork_without_action_not_saved);
  g_test_add_func ("/en-garde/integrity/no-farming", test_no_farming);
  return g_test_run ();
}
