/* test-ai.c — computer players: honest, legal, interruptible, not weak
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "eg-ai-private.h"
#include "eg-match-log.h"
#include "eg-test-utils.h"

/* Master's thinking time in the tests that play whole rounds. */
#define MASTER_TEST_BUDGET_MS 5
/* Master without a time limit, for the tests that need the same choice
 * every time. */
#define MASTER_TEST_ITERATIONS 3000

/* Views met in random rounds, both variants, act and defend phases. */
#define N_VIEWS 12

typedef struct
{
  EgRound round;   /* the full state the view was taken from */
  EgView  view;    /* the side to act's view */
} Position;

static GArray *
collect_positions (guint64 seed)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (Position));
  guint defends = 0;
  EgRng rng;

  eg_rng_init (&rng, seed);

  /* Classic defences offer a parry only: defences with a choice come from
   * advanced rounds. */
  for (guint r = 0; positions->len < N_VIEWS || defends < 3; r++)
    {
      guint8 deck[EG_DECK_SIZE];
      EgRound round;
      guint step = 0;

      eg_deck_shuffle (deck, &rng);
      eg_round_init (&round, deck, r % 2 ? EG_VARIANT_CLASSIC : EG_VARIANT_ADVANCED,
                     eg_rng_below (&rng, 2));

      while (!eg_round_is_over (&round))
        {
          EgAction actions[EG_MAX_ACTIONS];
          guint n = eg_round_legal_actions (&round, actions);

          if ((step++ % 4 == 3 || round.phase == EG_PHASE_DEFEND) && n > 1 &&
              (positions->len < N_VIEWS || round.phase == EG_PHASE_DEFEND))
            {
              Position p;

              p.round = round;
              eg_round_get_view (&round, round.to_act, &p.view);
              g_array_append_val (positions, p);
              defends += round.phase == EG_PHASE_DEFEND;
            }
          eg_round_apply (&round, &actions[eg_rng_below (&rng, n)]);
        }
    }

  return positions;
}

/* Another full state behind the same view: the opponent's hand and the
 * pile dealt again from the same hidden cards. FALSE when no other deal
 * exists (every hidden card has the same value). */
static gboolean
redeal_hidden (const EgRound *round,
               EgRng         *rng,
               EgRound       *out)
{
  EgSide other = EG_OPPONENT (round->to_act);
  guint8 hidden[EG_DECK_SIZE];
  guint n = 0;

  for (guint v = 1; v <= EG_N_VALUES; v++)
    for (guint i = 0; i < round->hand[other][v]; i++)
      hidden[n++] = (guint8) v;
  for (guint i = round->next_card; i < EG_DECK_SIZE; i++)
    hidden[n++] = round->deck[i];

  for (guint attempt = 0; attempt < 100; attempt++)
    {
      guint k = 0;

      for (guint i = n; i > 1; i--)
        {
          guint j = eg_rng_below (rng, i);
          guint8 tmp = hidden[i - 1];

          hidden[i - 1] = hidden[j];
          hidden[j] = tmp;
        }

      *out = *round;
      memset (out->hand[other], 0, sizeof out->hand[other]);
      for (; k < round->hand_size[other]; k++)
        out->hand[other][hidden[k]]++;
      memcpy (out->deck + round->next_card, hidden + k, n - k);

      if (memcmp (out, round, sizeof *out) != 0)
        return TRUE;
    }

  return FALSE;
}

static void
test_levels (void)
{
  EgAiLevel level;

  for (guint i = 0; i < EG_AI_N_ALL_LEVELS; i++)
    {
      const char *name = eg_ai_level_to_string (i);
      const char *label = eg_ai_level_get_label (i);

      g_assert_nonnull (name);
      g_assert_true (eg_ai_level_from_string (name, &level));
      g_assert_cmpint (level, ==, i);
      g_assert_nonnull (label);
      g_assert_cmpstr (label, !=, "");
    }

  g_assert_true (eg_ai_level_from_string ("hard", &level));
  g_assert_cmpint (level, ==, EG_AI_HARD);
  /* master is offered to players, above hard; the sparring partner not */
  g_assert_true (eg_ai_level_from_string ("master", &level));
  g_assert_cmpint (level, ==, EG_AI_N_LEVELS - 1);
  g_assert_true (eg_ai_level_from_string ("heuristic", &level));
  g_assert_cmpint (level, >=, EG_AI_N_LEVELS);
  g_assert_false (eg_ai_level_from_string ("Hard", &level));
  g_assert_false (eg_ai_level_from_string ("expert", &level));
  g_assert_false (eg_ai_level_from_string (NULL, &level));
}

/* Master, for the honesty test: no time limit, so that its choice depends
 * on nothing but its arguments. */
static EgAction
choose_exactly (EgAiLevel     level,
                const EgView *view,
                guint64       seed)
{
  EgAction action = { 0 };

  if (level != EG_AI_MASTER)
    return eg_ai_choose (level, view, seed);
  g_assert_true (eg_ai_master_choose (view, seed, 0, MASTER_TEST_ITERATIONS, NULL, NULL, &action));
  return action;
}

/* The same view and seed give the same action, whatever the hidden cards
 * behind the view are; the action is legal in every such state. Every
 * level, the sparring partners included. */
static void
test_honesty (void)
{
  g_autoptr(GArray) positions = collect_positions (20261122);
  guint redealt = 0;
  EgRng rng;

  eg_rng_init (&rng, 7);

  for (guint i = 0; i < positions->len; i++)
    {
      const Position *p = &g_array_index (positions, Position, i);
      EgRound other;
      EgView view;

      if (!redeal_hidden (&p->round, &rng, &other))
        continue;
      redealt++;

      eg_round_get_view (&other, p->round.to_act, &view);
      g_assert_cmpmem (&view, sizeof view, &p->view, sizeof p->view);

      for (guint level = 0; level < EG_AI_N_ALL_LEVELS; level++)
        {
          guint64 seed = 1000 + i;
          EgAction a = choose_exactly (level, &p->view, seed);
          EgAction b = choose_exactly (level, &view, seed);
          EgAction again = choose_exactly (level, &p->view, seed);

          g_assert_true (eg_action_equal (&a, &b));
          g_assert_true (eg_action_equal (&a, &again));
          g_assert_cmpint (eg_round_check (&p->round, &a), ==, EG_ILLEGAL_NONE);
          g_assert_cmpint (eg_round_check (&other, &b), ==, EG_ILLEGAL_NONE);
        }
    }

  g_assert_cmpuint (redealt, >=, N_VIEWS - 2);
}

/* A level plays whole rounds against random play; returns how many of
 * @n_rounds it won (draws count for nobody) and checks each action. */
static guint
play_rounds (EgAiLevel level,
             EgVariant variant,
             guint     n_rounds,
             guint64   seed)
{
  guint won = 0;
  EgRng rng;

  eg_rng_init (&rng, seed);

  for (guint r = 0; r < n_rounds; r++)
    {
      EgSide me = r % 2 == 0 ? EG_SIDE_LEFT : EG_SIDE_RIGHT;
      guint8 deck[EG_DECK_SIZE];
      EgRound round;

      eg_deck_shuffle (deck, &rng);
      eg_round_init (&round, deck, variant, (r / 2) % 2);

      while (!eg_round_is_over (&round))
        {
          EgView view;
          EgAction action;

          eg_round_get_view (&round, round.to_act, &view);
          if (!eg_ai_choose_budget (round.to_act == me ? level : EG_AI_RANDOM, &view,
                                    eg_rng_next (&rng), MASTER_TEST_BUDGET_MS, NULL, &action))
            g_assert_not_reached ();
          g_assert_cmpint (action.side, ==, round.to_act);
          g_assert_cmpint (eg_round_apply (&round, &action), ==, EG_ILLEGAL_NONE);
          eg_test_check_invariants (&round);
        }

      won += round.winner == me;
    }

  return won;
}

static void
test_legal (void)
{
  for (guint variant = EG_VARIANT_ADVANCED; variant <= EG_VARIANT_CLASSIC; variant++)
    {
      play_rounds (EG_AI_RANDOM, variant, 20, 1 + variant);
      play_rounds (EG_AI_EASY, variant, 20, 3 + variant);
      play_rounds (EG_AI_MEDIUM, variant, 10, 5 + variant);
      play_rounds (EG_AI_HARD, variant, 3, 7 + variant);
      play_rounds (EG_AI_MASTER, variant, 3, 9 + variant);
      play_rounds (EG_AI_HEURISTIC, variant, 20, 11 + variant);
    }
}

/* Strength, briefly: random play wins about half of its rounds against
 * itself; every other level must do far better against it (random play
 * reaches 16 of 20 less than once in a hundred times). */
static void
test_strength (void)
{
  guint easy = play_rounds (EG_AI_EASY, EG_VARIANT_ADVANCED, 40, 11);
  guint medium = play_rounds (EG_AI_MEDIUM, EG_VARIANT_ADVANCED, 20, 12);
  guint hard = play_rounds (EG_AI_HARD, EG_VARIANT_ADVANCED, 20, 13);
  guint master = play_rounds (EG_AI_MASTER, EG_VARIANT_ADVANCED, 20, 14);
  guint heuristic = play_rounds (EG_AI_HEURISTIC, EG_VARIANT_ADVANCED, 40, 15);

  g_test_message ("rounds won against random: easy %u/40, medium %u/20, hard %u/20, "
                  "master %u/20, heuristic %u/40", easy, medium, hard, master, heuristic);
  g_assert_cmpuint (easy, >=, 30);
  g_assert_cmpuint (medium, >=, 15);
  g_assert_cmpuint (hard, >=, 16);
  g_assert_cmpuint (master, >=, 16);
  g_assert_cmpuint (heuristic, >=, 30);
}

/* Three 3s at distance 3, with at most two 3s unseen: an attack that
 * cannot be parried wins the round on the spot. */
static void
make_sure_hit (EgView *view)
{
  memset (view, 0, sizeof *view);
  view->side = EG_SIDE_LEFT;
  view->to_act = EG_SIDE_LEFT;
  view->variant = EG_VARIANT_ADVANCED;
  view->phase = EG_PHASE_ACT;
  view->pos[EG_SIDE_LEFT] = 10;
  view->pos[EG_SIDE_RIGHT] = 13;
  view->hand[1] = 1;
  view->hand[2] = 1;
  view->hand[3] = 3;
  view->hand_size = 5;
  view->opponent_hand_size = 5;
  view->pile_count = 5;
  view->discard[1] = 2;
  view->discard[2] = 2;
  view->discard[4] = 3;
  view->discard[5] = 3;
  view->discard_top = 4;
  view->winner = EG_SIDE_NONE;
}

static void
test_sure_hit (void)
{
  EgAction attack = eg_action_attack (EG_SIDE_LEFT, 3, 3);
  EgAction best;
  double chance = -1;
  EgView view;

  make_sure_hit (&view);

  for (guint64 seed = 0; seed < 3; seed++)
    {
      EgAction medium = eg_ai_choose (EG_AI_MEDIUM, &view, seed);
      EgAction hard = eg_ai_choose (EG_AI_HARD, &view, seed);
      EgAction master = choose_exactly (EG_AI_MASTER, &view, seed);
      EgAction heuristic = eg_ai_choose (EG_AI_HEURISTIC, &view, seed);

      g_assert_true (eg_action_equal (&medium, &attack));
      g_assert_true (eg_action_equal (&hard, &attack));
      g_assert_true (eg_action_equal (&master, &attack));
      g_assert_true (eg_action_equal (&heuristic, &attack));
    }

  g_assert_true (eg_ai_analyse (&view, 1, NULL, &best, &chance));
  g_assert_true (eg_action_equal (&best, &attack));
  g_assert_cmpfloat (chance, >, 0.95);
  g_assert_cmpfloat (chance, <=, 1.0);

  /* Once the round is over there is nothing to analyse. */
  view.phase = EG_PHASE_OVER;
  view.to_act = EG_SIDE_NONE;
  view.winner = EG_SIDE_LEFT;
  view.reason = EG_REASON_HIT;
  chance = -1;
  g_assert_false (eg_ai_analyse (&view, 1, NULL, &best, &chance));
  g_assert_cmpfloat (chance, ==, -1);
}

static guint
count_threads (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  guint n = 0;

  if (dir == NULL)
    return 0;
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* A search with no end of its own: master without a budget, or hard's
 * tree search, both with no limit on their iterations. Only a
 * cancellation stops it. */
typedef struct
{
  const EgView *view;
  GCancellable *cancellable;
  gboolean      master;
  gboolean      chose;
  gint64        returned;   /* monotonic µs, for the perf figure only */
} EndlessSearch;

static gpointer
search_endlessly (gpointer user_data)
{
  EndlessSearch *data = user_data;
  EgAction action;

  if (data->master)
    data->chose = eg_ai_master_choose (data->view, 1, 0, G_MAXUINT, data->cancellable, NULL, &action);
  else
    data->chose = eg_ai_tree_search (data->view, 1, G_MAXUINT, data->cancellable, &action, NULL);
  data->returned = g_get_monotonic_time ();
  return NULL;
}

/* Runs an endless search in a thread, cancels it after @delay_ms and
 * waits for it; returns the monotonic time of the cancellation. */
static gint64
cancel_endless_search (EndlessSearch *data,
                       guint          delay_ms)
{
  GThread *thread = g_thread_new ("search", search_endlessly, data);
  gint64 cancelled_at;

  g_usleep (delay_ms * G_TIME_SPAN_MILLISECOND);
  cancelled_at = g_get_monotonic_time ();
  g_cancellable_cancel (data->cancellable);
  g_thread_join (thread);
  return cancelled_at;
}

/* The position with the most choices: far from a quick decision. */
static const EgView *
busiest_view (GArray *positions)
{
  const EgView *busiest = NULL;
  guint most = 0;

  for (guint i = 0; i < positions->len; i++)
    {
      const Position *p = &g_array_index (positions, Position, i);
      EgAction actions[EG_MAX_ACTIONS];
      guint n = eg_view_legal_actions (&p->view, actions);

      if (n > most)
        {
          most = n;
          busiest = &p->view;
        }
    }
  g_assert_cmpuint (most, >=, 4);
  return busiest;
}

static gboolean
is_legal (const EgView   *view,
          const EgAction *action)
{
  EgAction actions[EG_MAX_ACTIONS];
  guint n = eg_view_legal_actions (view, actions);

  for (guint i = 0; i < n; i++)
    if (eg_action_equal (&actions[i], action))
      return TRUE;
  return FALSE;
}

/* Cancelling stops a search from another thread: hard's and master's
 * searches, given no limit of their own, end (choosing nothing) only
 * because they were cancelled, and the computer player leaves no thread
 * of its own behind. How soon they stop is a figure of build-aux/dev
 * bench (/en-garde/ai/perf/cancel, run with -m perf). */
static void
test_cancel (void)
{
  g_autoptr(GArray) positions = collect_positions (99);
  const Position *p = &g_array_index (positions, Position, 0);
  guint threads_before = count_threads ();
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  EgAction action = { 0xff };
  double chance = -1;

  for (guint master = 0; master < 2; master++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      EndlessSearch data = { busiest_view (positions), cancellable, master, TRUE, 0 };

      /* cancelled mid-search most often, before it starts on a busy
       * machine: either way only the cancellation can end it */
      cancel_endless_search (&data, 30);
      g_assert_false (data.chose);
    }
  g_assert_cmpuint (count_threads (), ==, threads_before);

  /* Already cancelled: nothing is chosen. */
  g_cancellable_cancel (cancelled);
  for (guint level = 0; level < EG_AI_N_LEVELS; level++)
    {
      g_assert_false (eg_ai_choose_full (level, &p->view, 1, cancelled, &action));
      g_assert_cmpuint (action.type, ==, 0xff);
    }
  g_assert_false (eg_ai_analyse (&p->view, 1, cancelled, &action, &chance));
  g_assert_cmpfloat (chance, ==, -1);

  /* … and a search that is not cancelled chooses a legal action */
  g_assert_true (eg_ai_choose_full (EG_AI_HARD, &p->view, 1, NULL, &action));
  g_assert_true (is_legal (&p->view, &action));
}

/* Master honours its budget: with no limit on its iterations, only the
 * budget (processor time, and the clock's bound on a player's wait) can
 * end its search, and it ends with a legal action. How long it thinks
 * against its budget is a figure of build-aux/dev bench
 * (/en-garde/ai/perf/master-budget). */
static void
test_master_budget (void)
{
  g_autoptr(GArray) positions = collect_positions (5);
  const EgView *view = busiest_view (positions);
  EgAction action;

  g_assert_true (eg_ai_master_choose (view, 1, MASTER_TEST_BUDGET_MS, G_MAXUINT, NULL, NULL, &action));
  g_assert_true (is_legal (view, &action));
  g_assert_true (eg_ai_choose_budget (EG_AI_MASTER, view, 2, MASTER_TEST_BUDGET_MS, NULL, &action));
  g_assert_true (is_legal (view, &action));
}

/* When master may stop before its time is up (eg_ai_is_clearly_best()). */
static void
test_clearly_best (void)
{
  /* far ahead in value and in tries */
  EgAiChoice clear[] = { { 900, 810 }, { 60, 30 }, { 40, 12 } };
  /* as many tries ahead, but the runner-up is as good */
  EgAiChoice close[] = { { 900, 540 }, { 60, 33 }, { 40, 12 } };
  /* won every simulated round, the runner-up too */
  EgAiChoice sure[] = { { 900, 900 }, { 60, 60 } };
  EgAiChoice too_few[] = { { 200, 200 }, { 10, 10 } };

  g_assert_true (eg_ai_is_clearly_best (clear, G_N_ELEMENTS (clear), 100));
  /* … unless the others could still catch up in the tries left */
  g_assert_false (eg_ai_is_clearly_best (clear, G_N_ELEMENTS (clear), 900));
  g_assert_false (eg_ai_is_clearly_best (close, G_N_ELEMENTS (close), 100));
  g_assert_true (eg_ai_is_clearly_best (sure, G_N_ELEMENTS (sure), 100));
  g_assert_false (eg_ai_is_clearly_best (too_few, G_N_ELEMENTS (too_few), 0));
  g_assert_false (eg_ai_is_clearly_best (NULL, 0, 0));
}

/* Master's deeper search: the analysis' own at its default budget and
 * without one, fewer guesses for a smaller budget, never too few. */
static void
test_judge_guesses (void)
{
  guint full = EG_AI_JUDGE_SAMPLES * EG_AI_JUDGE_DEEPER, last = 0;

  g_assert_cmpuint (eg_ai_judge_guesses (0), ==, full);
  g_assert_cmpuint (eg_ai_judge_guesses (EG_AI_MASTER_BUDGET_MS), ==, full);
  g_assert_cmpuint (eg_ai_judge_guesses (15), <, full / 8);
  for (guint budget = 1; budget <= EG_AI_MASTER_MAX_BUDGET_MS; budget++)
    {
      guint guesses = eg_ai_judge_guesses (budget);

      g_assert_cmpuint (guesses, >=, MAX (last, EG_AI_JUDGE_LEAST_GUESSES));
      g_assert_cmpuint (guesses, <=, full);
      last = guesses;
    }
}

/* What the judge's proof rests on: an action's value is the same,
 * bit for bit, whichever other actions are rated beside it, in whatever
 * order (eg_ai_judge_loss() rates a few, master's settling all). */
static void
test_judge_common_numbers (void)
{
  g_autoptr(GArray) positions = collect_positions (29);
  guint compared = 0;

  for (guint p = 0; p < positions->len; p++)
    {
      const EgView *view = &g_array_index (positions, Position, p).view;
      EgAiActionValue all[EG_MAX_ACTIONS], some[EG_MAX_ACTIONS];
      EgAction reversed[EG_MAX_ACTIONS];
      guint n = eg_ai_evaluate_actions (view, 7, 64, NULL, all);

      if (n < 2)
        continue;
      for (guint i = 0; i < n; i++)
        reversed[i] = all[n - 1 - i].action;
      /* every other action, last first */
      g_assert_true (eg_ai_evaluate_some (view, reversed, (n + 1) / 2, 7, 64, NULL, some));
      for (guint i = 0; i < (n + 1) / 2; i++, compared++)
        g_assert_true (some[i].value == all[n - 1 - i].value);
    }
  g_assert_cmpuint (compared, >, 20);
}

/* The judge overrules a search's choice only on proof: a loss of the
 * margin within twice its error is noise, and the choice stays. */
static void
test_judge_settle (void)
{
  EgAction attack = { .type = EG_ACTION_ATTACK, .side = EG_SIDE_LEFT, .value = 3, .count = 1 };
  EgAction move = { .type = EG_ACTION_MOVE, .side = EG_SIDE_LEFT, .card = 2, .direction = EG_DIRECTION_FORWARD };
  EgAiActionValue proved[] = { { attack, 0.60, 0 }, { move, 0.50, 0.02 } };
  EgAiActionValue noisy[] = { { attack, 0.60, 0 }, { move, 0.50, 0.06 } };
  EgAiActionValue close[] = { { attack, 0.54, 0 }, { move, 0.50, 0.001 } };
  EgAction action = move;

  eg_ai_judge_settle (proved, G_N_ELEMENTS (proved), &action);
  g_assert_true (eg_action_equal (&action, &attack));
  action = move;
  eg_ai_judge_settle (noisy, G_N_ELEMENTS (noisy), &action);
  g_assert_true (eg_action_equal (&action, &move));
  eg_ai_judge_settle (close, G_N_ELEMENTS (close), &action);
  g_assert_true (eg_action_equal (&action, &move));
}

/* The rule at work, told by the number of iterations run, not by the
 * clock (the budget is far above what the limit of iterations takes):
 * on a sure hit master stops before its limit; its progress ends full. */
static void
test_master_thinks (void)
{
  EgAiSearchLimits limits;
  EgAction action;
  EgView sure;
  guint n_run = 0;
  gint progress = -1;

  make_sure_hit (&sure);
  eg_ai_master_limits (EG_AI_MASTER_MAX_BUDGET_MS, MASTER_TEST_ITERATIONS, &progress, &limits);
  limits.n_iterations = &n_run;
  g_assert_true (eg_ai_tree_search_limited (&sure, 1, &limits, NULL, &action, NULL));
  g_assert_true (is_legal (&sure, &action));
  g_assert_cmpuint (n_run, <, MASTER_TEST_ITERATIONS);
  g_assert_cmpint (g_atomic_int_get (&progress), ==, 1000);

  /* with no budget nothing stops it but its limit */
  eg_ai_master_limits (0, MASTER_TEST_ITERATIONS, NULL, &limits);
  limits.n_iterations = &n_run;
  g_assert_true (eg_ai_tree_search_limited (&sure, 1, &limits, NULL, &action, NULL));
  g_assert_cmpuint (n_run, ==, MASTER_TEST_ITERATIONS);
}

/* -m perf: how soon a cancelled search stops (the worst of hard's and
 * master's, each cancelled three times). */
static void
test_perf_cancel (void)
{
  g_autoptr(GArray) positions = collect_positions (99);
  gint64 worst = 0;

  for (guint run = 0; run < 6; run++)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      EndlessSearch data = { busiest_view (positions), cancellable, run % 2, TRUE, 0 };
      gint64 cancelled_at = cancel_endless_search (&data, 30);

      worst = MAX (worst, data.returned - cancelled_at);
    }
  g_test_minimized_result (worst / 1000.0, "ai_cancel_ms=%.2f", worst / 1000.0);
}

/* -m perf: master at its default budget, in processor and wall-clock
 * time: the median over 12 positions of random rounds, and how many of
 * them it left early, one action being clearly best. */
static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static void
test_perf_master_budget (void)
{
  g_autoptr(GArray) positions = collect_positions (5);
  gint64 cpu[12], wall[12];
  guint early = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cpu); i++)
    {
      const EgView *view = &g_array_index (positions, Position, i * positions->len / G_N_ELEMENTS (cpu)).view;
      gint64 cpu_start = eg_ai_thread_cpu_time ();
      gint64 wall_start = g_get_monotonic_time ();
      EgAction action;

      g_assert_true (eg_ai_choose_full (EG_AI_MASTER, view, i, NULL, &action));
      cpu[i] = eg_ai_thread_cpu_time () - cpu_start;
      wall[i] = g_get_monotonic_time () - wall_start;
      /* well before its second and its clock's bound: it chose to stop */
      early += cpu[i] < EG_AI_MASTER_BUDGET_MS * G_TIME_SPAN_MILLISECOND * 9 / 10 &&
               wall[i] < (EG_AI_MASTER_MAX_BUDGET_MS - 100) * G_TIME_SPAN_MILLISECOND;
    }
  qsort (cpu, G_N_ELEMENTS (cpu), sizeof cpu[0], compare_times);
  qsort (wall, G_N_ELEMENTS (wall), sizeof wall[0], compare_times);
  g_test_minimized_result (cpu[6] / 1000.0, "ai_master_cpu_ms=%.1f", cpu[6] / 1000.0);
  g_test_minimized_result (wall[6] / 1000.0, "ai_master_wall_ms=%.1f", wall[6] / 1000.0);
  g_test_minimized_result (early, "ai_master_early=%u/%u", early, (guint) G_N_ELEMENTS (cpu));
}

/* A match against master is logged with level="master" and read back so;
 * the sparring partners are not levels of the log format. */
static void
test_master_in_logs (void)
{
  g_autoptr(EgPlayer) left = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) right = eg_player_new ("Master", EG_PLAYER_COMPUTER, "master");
  g_autoptr(EgPlayer) sparring = eg_player_new ("Sparring", EG_PLAYER_COMPUTER, "heuristic");
  g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, left, right);
  g_autoptr(EgMatch) other = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, left, sparring);
  g_autoptr(EgMatch) read = NULL;
  g_autoptr(EgMatch) other_read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *other_text = NULL;
  gsize length, other_length;

  eg_match_set_seed (match, 3);
  g_assert_true (eg_match_begin_round (match, NULL, &error));
  g_assert_no_error (error);
  text = eg_match_log_to_string (match, &length);
  g_assert_nonnull (strstr (text, "level=\"master\""));
  read = eg_test_load_log (text, length, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (eg_player_get_level (eg_match_get_player (read, EG_SIDE_RIGHT)), ==, "master");

  other_text = eg_match_log_to_string (other, &other_length);
  g_assert_null (strstr (other_text, "heuristic"));
  other_read = eg_test_load_log (other_text, other_length, NULL, &error);
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/ai/levels", test_levels);
  g_test_add_func ("/en-garde/ai/honesty", test_honesty);
  g_test_add_func ("/en-garde/ai/legal", test_legal);
  g_test_add_func ("/en-garde/ai/strength", test_strength);
  g_test_add_func ("/en-garde/ai/sure-hit", test_sure_hit);
  g_test_add_func ("/en-garde/ai/cancel", test_cancel);
  g_test_add_func ("/en-garde/ai/master-budget", test_master_budget);
  g_test_add_func ("/en-garde/ai/clearly-best", test_clearly_best);
  g_test_add_func ("/en-garde/ai/master-thinks", test_master_thinks);
  g_test_add_func ("/en-garde/ai/judge-guesses", test_judge_guesses);
  g_test_add_func ("/en-garde/ai/judge-settle", test_judge_settle);
  g_test_add_func ("/en-garde/ai/judge-common-numbers", test_judge_common_numbers);
  g_test_add_func ("/en-garde/ai/master-in-logs", test_master_in_logs);
  /* timings: figures for build-aux/dev bench, never a unit test's verdict */
  if (g_test_perf ())
    {
      g_test_add_func ("/en-garde/ai/perf/cancel", test_perf_cancel);
      g_test_add_func ("/en-garde/ai/perf/master-budget", test_perf_master_budget);
    }

  return g_test_run ();
}
