/* eg-ai-private.h — the pieces the computer levels are built from
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-ai.h"

G_BEGIN_DECLS

/* Determinization: the hidden cards of a view (the opponent's hand and the
 * order of the draw pile) dealt at random from the cards this side has not
 * seen. Every arrangement of the unseen cards is equally likely, so the
 * opponent's hand follows the exact multivariate hypergeometric law. */
typedef struct
{
  EgRound base;                      /* the view's public state and own hand */
  EgSide  side;                      /* whose view */
  guint8  unseen[EG_DECK_SIZE];      /* the unseen cards, one per entry */
  guint8  n_unseen;
} EgAiSampler;

gboolean eg_ai_sampler_init   (EgAiSampler       *sampler,
                               const EgView      *view);
void     eg_ai_sampler_sample (const EgAiSampler *sampler,
                               EgRng             *rng,
                               EgRound           *round);

/* The rules of thumb: an action for the side to act of a full
 * (determinized) round, played with the hands it holds. Used by the easy
 * level on one guess of the hidden cards and to finish simulated rounds.
 * One action in @explore_one_in (0: none) is uniformly random instead, so
 * that simulated rounds also meet the surprises a real opponent has in
 * store. */
EgAction eg_ai_policy_choose  (const EgRound     *round,
                               guint              explore_one_in,
                               EgRng             *rng);

/* The value of a finished round for @side: 1 won, 0.5 drawn, 0 lost. */
static inline double
eg_ai_round_value (const EgRound *round,
                   EgSide         side)
{
  if (round->winner == EG_SIDE_NONE)
    return 0.5;
  return round->winner == side ? 1.0 : 0.0;
}

/* Plays @round to its end with the rules of thumb, solving it exactly once
 * at most @solve_pile cards remain in the pile (0: never), and returns its
 * value for @side. */
double   eg_ai_playout        (EgRound           *round,
                               EgSide             side,
                               guint              solve_pile,
                               EgRng             *rng);

/* The value for @side of @round with every card known, both sides playing
 * perfectly: an exhaustive search meant for the last few cards. */
double   eg_ai_solve          (const EgRound     *round,
                               EgSide             side);

/* Determinized flat Monte Carlo: every legal action is tried on @samples
 * guesses of the hidden cards and played out. */
gboolean eg_ai_flat_search    (const EgView      *view,
                               guint64            seed,
                               guint              samples,
                               GCancellable      *cancellable,
                               EgAction          *best,
                               double            *value);

/* Single-observer information-set Monte Carlo tree search: each of
 * @iterations draws a fresh guess of the hidden cards and walks one tree
 * of actions shared by all guesses. */
gboolean eg_ai_tree_search    (const EgView      *view,
                               guint64            seed,
                               guint              iterations,
                               GCancellable      *cancellable,
                               EgAction          *best,
                               double            *value);

/* How a tree search is bounded and tuned. */
typedef struct
{
  guint    iterations;              /* at most this many */
  gint64   deadline;                /* g_get_monotonic_time() to stop at; 0: none */
  gint64   cpu_deadline;            /* eg_ai_thread_cpu_time() to stop at; 0: none */
  gboolean stop_when_clear;         /* stop once one action is clearly best
                                     * (see root_is_clearly_best()) */
  gint    *progress;                /* per mille of the processor time used,
                                     * written atomically; NULL: not told */
  guint   *n_iterations;            /* set to the iterations run; NULL: not told */
  guint    solve_pile;              /* solve simulated rounds from this pile */
  guint    opponent_policy_one_in;  /* the opponent plays the rules of thumb
                                     * on its hand one time in this many */
  gboolean honest_playouts;         /* simulated sides play on their own view */
  gboolean honest_opponent;         /* … and so does the opponent in the tree */
} EgAiSearchLimits;

/* The processor time this thread has used, in µs. */
gint64   eg_ai_thread_cpu_time     (void);

gboolean eg_ai_tree_search_limited (const EgView           *view,
                                    guint64                 seed,
                                    const EgAiSearchLimits *limits,
                                    GCancellable           *cancellable,
                                    EgAction               *best,
                                    double                 *value);

/* The master level, thinking for @budget_ms (0: no time limit) and at
 * most @iterations: with no time limit its choice depends on @view and
 * @seed only, as the honesty test needs. @progress, if not NULL, follows
 * the part of @budget_ms used (see eg_ai_choose_watched()). */
gboolean eg_ai_master_choose       (const EgView           *view,
                                    guint64                 seed,
                                    guint                   budget_ms,
                                    guint                   iterations,
                                    GCancellable           *cancellable,
                                    gint                   *progress,
                                    EgAction               *out_action);

/* The limits of master's search: @budget_ms of processor time (0: none),
 * at most @iterations. */
void     eg_ai_master_limits       (guint                   budget_ms,
                                    guint                   iterations,
                                    gint                   *progress,
                                    EgAiSearchLimits       *limits);

/* How far ahead of every other action the most tried one must be, in
 * its chance of winning the round, for master to stop before its time
 * is up … */
#define EG_AI_CLEAR_MARGIN 0.10
/* … or how many simulated rounds it must have won, all of them. */
#define EG_AI_SURE_VISITS 256

/* One action at the root of a search: how often it was tried, and its
 * summed value for the side to act. */
typedef struct
{
  guint32 visits;
  double  reward;
} EgAiChoice;

/* Whether one of @choices is clearly best, so that thinking on could
 * not change the choice nor much improve it: the most tried can no
 * longer be overtaken in @remaining more tries, and either it won every
 * one of its simulated rounds (EG_AI_SURE_VISITS at least: nothing can
 * do better) or its chance of winning is ahead of every other tried
 * action's by EG_AI_CLEAR_MARGIN. Two actions of about the same worth
 * are never clear: master's remaining time goes to telling them apart. */
gboolean eg_ai_is_clearly_best     (const EgAiChoice       *choices,
                                    guint                   n_choices,
                                    guint                   remaining);

/* eg_ai_evaluate_actions() for the @n @actions only (legal for view->side,
 * the side to act), @out in their order: an action's value depends on
 * @view, @seed and @samples alone, not on the other actions rated with
 * it. FALSE if cancelled. */
gboolean eg_ai_evaluate_some       (const EgView           *view,
                                    const EgAction         *actions,
                                    guint                   n,
                                    guint64                 seed,
                                    guint                   samples,
                                    GCancellable           *cancellable,
                                    EgAiActionValue        *out);

/* The card-counting sparring partner: no search, only what @view shows. */
EgAction eg_ai_heuristic_choose (const EgView *view);

G_END_DECLS
