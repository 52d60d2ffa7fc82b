/* eg-ai-search.c — Monte Carlo searches over guesses of the hidden cards
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ai"

#include "config.h"

#include <math.h>
#include <time.h>

#include "eg-ai-private.h"

/* How often the searches look at their GCancellable, in simulated rounds:
 * a few hundred take well under a millisecond. */
#define CANCEL_CHECK_EVERY 128

/* How often a search with a time limit looks at the clocks: on a busy
 * machine 128 iterations can take tens of milliseconds. */
#define DEADLINE_CHECK_EVERY 16

/* The exploration constant of UCB1 for values in 0..1. */
#define TREE_EXPLORATION 0.7

/* In simulated rounds, one action in this many is random. */
#define PLAYOUT_EXPLORE_ONE_IN 16

/* Simulated rounds are solved exactly from this many cards in the pile. */
#define SOLVE_PILE 2

/* At the opponent's turns the tree search picks by UCB1 over every guess
 * of the hidden cards; that treats the opponent as if it did not see its
 * own hand. Half of the time the opponent answers instead with the rules
 * of thumb on its (guessed) hand, an opponent who does see it. */
#define OPPONENT_POLICY_ONE_IN 2

/* A simulated round in which each side plays the card-counting rules on
 * what it can see, instead of on both hands. */
static double
honest_playout (EgRound *round,
                guint    solve_pile,
                EgRng   *rng)
{
  while (!eg_round_is_over (round))
    {
      EgAction action;
      EgView view;

      if (eg_round_get_pile_count (round) <= solve_pile)
        return eg_ai_solve (round, EG_SIDE_LEFT);

      if (eg_rng_below (rng, PLAYOUT_EXPLORE_ONE_IN) == 0)
        eg_round_random_action (round, rng, &action);
      else
        {
          eg_round_get_view (round, round->to_act, &view);
          action = eg_ai_heuristic_choose (&view);
        }
      eg_round_play (round, &action);
    }

  return eg_ai_round_value (round, EG_SIDE_LEFT);
}

gint64
eg_ai_thread_cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

double
eg_ai_playout (EgRound *round,
               EgSide   side,
               guint    solve_pile,
               EgRng   *rng)
{
  while (!eg_round_is_over (round))
    {
      EgAction action;

      if (eg_round_get_pile_count (round) <= solve_pile)
        return eg_ai_solve (round, side);

      /* the policy picks among eg_round_legal_actions() */
      action = eg_ai_policy_choose (round, PLAYOUT_EXPLORE_ONE_IN, rng);
      eg_round_play (round, &action);
    }

  return eg_ai_round_value (round, side);
}

/* Attacks and parries first: they end rounds, so the search cuts early. */
static guint
ordered_actions (const EgRound *round,
                 EgAction       actions[EG_MAX_ACTIONS])
{
  EgAction all[EG_MAX_ACTIONS];
  guint n = eg_round_legal_actions (round, all);
  guint k = 0;

  for (guint i = 0; i < n; i++)
    if (all[i].type != EG_ACTION_MOVE && all[i].type != EG_ACTION_RETREAT)
      actions[k++] = all[i];
  for (guint i = 0; i < n; i++)
    if (all[i].type == EG_ACTION_MOVE || all[i].type == EG_ACTION_RETREAT)
      actions[k++] = all[i];
  return k;
}

/* Alpha-beta over a round whose cards are all known. Values are 0, ½ or
 * 1, so the windows close quickly. Every action but a parry draws a card
 * and a parry is followed by an action that does, so the depth is at most
 * about twice the pile. */
static double
solve (const EgRound *round,
       EgSide         side,
       double         alpha,
       double         beta)
{
  EgAction actions[EG_MAX_ACTIONS];
  gboolean maximise;
  double best;
  guint n;

  if (eg_round_is_over (round))
    return eg_ai_round_value (round, side);

  maximise = round->to_act == side;
  best = maximise ? 0.0 : 1.0;
  n = ordered_actions (round, actions);

  for (guint i = 0; i < n; i++)
    {
      EgRound next = *round;
      double value;

      eg_round_play (&next, &actions[i]);
      value = solve (&next, side, alpha, beta);

      if (maximise)
        {
          best = MAX (best, value);
          alpha = MAX (alpha, best);
        }
      else
        {
          best = MIN (best, value);
          beta = MIN (beta, best);
        }
      if (alpha >= beta)
        break;
    }

  return best;
}

double
eg_ai_solve (const EgRound *round,
             EgSide         side)
{
  return solve (round, side, 0.0, 1.0);
}

gboolean
eg_ai_flat_search (const EgView *view,
                   guint64       seed,
                   guint         samples,
                   GCancellable *cancellable,
                   EgAction     *best,
                   double       *value)
{
  EgAction actions[EG_MAX_ACTIONS];
  double totals[EG_MAX_ACTIONS] = { 0 };
  EgAiSampler sampler;
  EgRng rng;
  guint n, best_index = 0, played = 0;

  if (!eg_ai_sampler_init (&sampler, view))
    g_return_val_if_reached (FALSE);

  n = eg_view_legal_actions (view, actions);
  g_return_val_if_fail (n > 0, FALSE);
  eg_rng_init (&rng, seed);

  for (guint s = 0; s < samples; s++)
    {
      EgRound guess;

      eg_ai_sampler_sample (&sampler, &rng, &guess);
      for (guint i = 0; i < n; i++)
        {
          EgRound round = guess;

          if (++played % CANCEL_CHECK_EVERY == 0 && g_cancellable_is_cancelled (cancellable))
            return FALSE;

          eg_round_play (&round, &actions[i]);
          totals[i] += eg_ai_playout (&round, view->side, 0, &rng);
        }
    }

  for (guint i = 1; i < n; i++)
    if (totals[i] > totals[best_index])
      best_index = i;

  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;
  *best = actions[best_index];
  if (value != NULL)
    *value = samples > 0 ? totals[best_index] / samples : 0.5;
  return TRUE;
}

/* One node per action sequence, shared by every guess of the hidden cards
 * in which that sequence is legal. */
typedef struct
{
  EgAction action;        /* the action leading here */
  guint32  first_child;   /* 0: none (the root is nobody's child) */
  guint32  next_sibling;
  guint32  visits;
  guint32  available;     /* selections where this action was legal */
  double   reward;        /* summed value for action.side */
} Node;

typedef struct
{
  Node  *nodes;
  guint  n_nodes;
  guint  capacity;
} Tree;

static guint
tree_add_child (Tree           *tree,
                guint           parent,
                const EgAction *action)
{
  guint index = tree->n_nodes++;
  Node *node;

  if (index == tree->capacity)
    {
      tree->capacity *= 2;
      tree->nodes = g_renew (Node, tree->nodes, tree->capacity);
    }
  node = &tree->nodes[index];
  node->action = *action;
  node->first_child = 0;
  node->visits = 0;
  node->available = 0;
  node->reward = 0;
  node->next_sibling = tree->nodes[parent].first_child;
  tree->nodes[parent].first_child = index;
  return index;
}

/* The deepest node is bounded by the actions of a round: every two
 * actions draw a card at least. */
#define MAX_PATH (4 * EG_DECK_SIZE + 8)

gboolean
eg_ai_is_clearly_best (const EgAiChoice *choices,
                       guint             n_choices,
                       guint             remaining)
{
  const EgAiChoice *most = NULL;
  guint32 second = 0;

  for (guint i = 0; i < n_choices; i++)
    {
      if (most == NULL || choices[i].visits > most->visits)
        {
          second = most != NULL ? most->visits : 0;
          most = &choices[i];
        }
      else if (choices[i].visits > second)
        second = choices[i].visits;
    }
  if (most == NULL || most->visits <= second + remaining)
    return FALSE;
  if (most->visits >= EG_AI_SURE_VISITS && most->reward >= most->visits)
    return TRUE;

  for (guint i = 0; i < n_choices; i++)
    if (&choices[i] != most && choices[i].visits > 0 &&
        choices[i].reward / choices[i].visits > most->reward / most->visits - EG_AI_CLEAR_MARGIN)
      return FALSE;
  return TRUE;
}

static gboolean
root_is_clearly_best (const Tree *tree,
                      guint       remaining)
{
  EgAiChoice choices[EG_MAX_ACTIONS];
  guint n = 0;

  for (guint child = tree->nodes[0].first_child; child != 0 && n < EG_MAX_ACTIONS;
       child = tree->nodes[child].next_sibling, n++)
    {
      choices[n].visits = tree->nodes[child].visits;
      choices[n].reward = tree->nodes[child].reward;
    }
  return eg_ai_is_clearly_best (choices, n, remaining);
}

/* Tells the part of the processor time used, 0..1000. */
static void
tell_progress (const EgAiSearchLimits *limits,
               gint64                  start,
               gint64                  now)
{
  gint64 budget = limits->cpu_deadline - start;

  if (limits->progress != NULL && budget > 0)
    g_atomic_int_set (limits->progress, (gint) CLAMP ((now - start) * 1000 / budget, 0, 1000));
}

gboolean
eg_ai_tree_search_limited (const EgView            *view,
                           guint64                  seed,
                           const EgAiSearchLimits  *limits,
                           GCancellable            *cancellable,
                           EgAction                *best,
                           double                  *value)
{
  EgAiSampler sampler;
  EgRng rng;
  Tree tree;
  guint best_child = 0;
  gboolean cancelled = FALSE;
  guint it;
  gint64 start = limits->cpu_deadline != 0 ? eg_ai_thread_cpu_time () : 0;

  if (!eg_ai_sampler_init (&sampler, view))
    g_return_val_if_reached (FALSE);

  eg_rng_init (&rng, seed);
  tree.capacity = MIN (limits->iterations, 1u << 16) + 1;
  tree.nodes = g_new0 (Node, tree.capacity);
  tree.n_nodes = 1;

  for (it = 0; it < limits->iterations; it++)
    {
      guint path[MAX_PATH];
      guint depth = 0;
      guint node = 0;
      EgRound round;
      double left_value;

      if (it % DEADLINE_CHECK_EVERY == 0 && it > 0)
        {
          guint remaining = limits->iterations - it;

          if (limits->deadline != 0 && g_get_monotonic_time () >= limits->deadline)
            break;
          if (limits->cpu_deadline != 0)
            {
              gint64 now = eg_ai_thread_cpu_time ();

              tell_progress (limits, start, now);
              if (now >= limits->cpu_deadline)
                break;
              /* at the pace so far */
              remaining = MIN (remaining, (guint) ((double) it * (limits->cpu_deadline - now) /
                                                   MAX (now - start, 1)));
            }
          if (limits->stop_when_clear && root_is_clearly_best (&tree, remaining))
            break;
        }

      if (it % CANCEL_CHECK_EVERY == 0 && g_cancellable_is_cancelled (cancellable))
        {
          cancelled = TRUE;
          break;
        }

      eg_ai_sampler_sample (&sampler, &rng, &round);

      /* Selection and expansion. */
      while (!eg_round_is_over (&round) && depth < MAX_PATH)
        {
          EgAction actions[EG_MAX_ACTIONS];
          guint untried[EG_MAX_ACTIONS];
          guint n_untried = 0;
          guint n;
          guint chosen = 0;
          double best_ucb = -1.0;
          double log_avail;

          if (round.to_act != view->side && eg_rng_below (&rng, limits->opponent_policy_one_in) == 0)
            {
              EgAction reply;
              guint child = tree.nodes[node].first_child;
              gboolean fresh = FALSE;

              if (limits->honest_opponent)
                {
                  EgView seen;

                  eg_round_get_view (&round, round.to_act, &seen);
                  reply = eg_ai_heuristic_choose (&seen);
                }
              else
                reply = eg_ai_policy_choose (&round, PLAYOUT_EXPLORE_ONE_IN, &rng);

              while (child != 0 && !eg_action_equal (&tree.nodes[child].action, &reply))
                child = tree.nodes[child].next_sibling;
              if (child == 0)
                {
                  child = tree_add_child (&tree, node, &reply);
                  fresh = TRUE;
                }
              node = child;
              eg_round_play (&round, &reply);
              path[depth++] = node;
              if (fresh)
                break;
              continue;
            }

          n = eg_round_legal_actions (&round, actions);
          for (guint i = 0; i < n; i++)
            {
              guint child = tree.nodes[node].first_child;

              while (child != 0 && !eg_action_equal (&tree.nodes[child].action, &actions[i]))
                child = tree.nodes[child].next_sibling;
              if (child == 0)
                untried[n_untried++] = i;
            }

          if (n_untried > 0)
            {
              guint i = untried[eg_rng_below (&rng, n_untried)];

              node = tree_add_child (&tree, node, &actions[i]);
              tree.nodes[node].available = 1;
              eg_round_play (&round, &actions[i]);
              path[depth++] = node;
              break;
            }

          for (guint i = 0; i < n; i++)
            {
              guint child = tree.nodes[node].first_child;
              Node *c;
              double ucb;

              while (!eg_action_equal (&tree.nodes[child].action, &actions[i]))
                child = tree.nodes[child].next_sibling;
              c = &tree.nodes[child];
              c->available++;
              log_avail = log ((double) c->available);
              ucb = c->reward / c->visits + TREE_EXPLORATION * sqrt (log_avail / c->visits);
              if (ucb > best_ucb)
                {
                  best_ucb = ucb;
                  chosen = child;
                }
            }

          node = chosen;
          eg_round_play (&round, &tree.nodes[node].action);
          path[depth++] = node;
        }

      /* Simulation, exact once few cards remain. */
      left_value = limits->honest_playouts
                   ? honest_playout (&round, limits->solve_pile, &rng)
                   : eg_ai_playout (&round, EG_SIDE_LEFT, limits->solve_pile, &rng);

      /* Back-propagation: each node keeps the value for the side whose
       * action led to it. */
      for (guint d = 0; d < depth; d++)
        {
          Node *n = &tree.nodes[path[d]];

          n->visits++;
          n->reward += n->action.side == EG_SIDE_LEFT ? left_value : 1.0 - left_value;
        }
    }

  if (!cancelled && tree.nodes[0].first_child == 0)
    cancelled = TRUE;   /* no iteration ran: nothing to choose from */

  if (!cancelled)
    {
      guint32 most = 0;

      for (guint child = tree.nodes[0].first_child; child != 0; child = tree.nodes[child].next_sibling)
        if (tree.nodes[child].visits > most ||
            (tree.nodes[child].visits == most &&
             tree.nodes[child].reward > tree.nodes[best_child].reward))
          {
            most = tree.nodes[child].visits;
            best_child = child;
          }

      *best = tree.nodes[best_child].action;
      if (value != NULL)
        *value = tree.nodes[best_child].reward / MAX (tree.nodes[best_child].visits, 1);
    }

  if (limits->progress != NULL)
    g_atomic_int_set (limits->progress, 1000);
  if (limits->n_iterations != NULL)
    *limits->n_iterations = it;
  g_free (tree.nodes);
  return !cancelled;
}

gboolean
eg_ai_tree_search (const EgView *view,
                   guint64       seed,
                   guint         iterations,
                   GCancellable *cancellable,
                   EgAction     *best,
                   double       *value)
{
  EgAiSearchLimits limits = {
    .iterations = iterations,
    .solve_pile = SOLVE_PILE,
    .opponent_policy_one_in = OPPONENT_POLICY_ONE_IN,
  };

  return eg_ai_tree_search_limited (view, seed, &limits, cancellable, best, value);
}

/* Analysis solves the last cards exactly a little earlier than search:
 * it rates a few hundred actions, not thousands per move. */
#define EVALUATE_SOLVE_PILE 3

guint
eg_ai_evaluate_actions (const EgView    *view,
                        guint64          seed,
                        guint            samples,
                        GCancellable    *cancellable,
                        EgAiActionValue  out[EG_MAX_ACTIONS])
{
  EgAction actions[EG_MAX_ACTIONS];
  guint n;

  g_return_val_if_fail (view != NULL, 0);
  g_return_val_if_fail (samples > 0, 0);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), 0);

  n = eg_view_legal_actions (view, actions);
  if (n == 0)
    return 0;
  return eg_ai_evaluate_some (view, actions, n, seed, samples, cancellable, out) ? n : 0;
}

gboolean
eg_ai_evaluate_some (const EgView    *view,
                     const EgAction  *actions,
                     guint            n,
                     guint64          seed,
                     guint            samples,
                     GCancellable    *cancellable,
                     EgAiActionValue *out)
{
  g_autofree double *values = NULL;
  EgAiSampler sampler;
  EgRng rng;
  guint best = 0;

  if (n == 0 || !eg_ai_sampler_init (&sampler, view))
    return FALSE;

  /* values[s * n + i]: action i on guess s. Every action meets the same
   * guesses and the same random stream in its playout (common random
   * numbers), so the differences between actions are far less noisy
   * than the values themselves. */
  values = g_new (double, (gsize) samples * n);
  eg_rng_init (&rng, seed);

  for (guint s = 0; s < samples; s++)
    {
      EgRound guess;
      EgRng fork;
      guint64 high;

      if (s % 16 == 0 && g_cancellable_is_cancelled (cancellable))
        return FALSE;

      eg_ai_sampler_sample (&sampler, &rng, &guess);
      /* two draws in a set order: the operands of | have none */
      high = eg_rng_next (&rng);
      eg_rng_init (&fork, high << 32 | eg_rng_next (&rng));
      for (guint i = 0; i < n; i++)
        {
          EgRound round = guess;
          EgRng playout_rng = fork;

          eg_round_play (&round, &actions[i]);
          values[(gsize) s * n + i] = eg_ai_playout (&round, view->side, EVALUATE_SOLVE_PILE,
                                                     &playout_rng);
        }
    }

  for (guint i = 0; i < n; i++)
    {
      double sum = 0;

      for (guint s = 0; s < samples; s++)
        sum += values[(gsize) s * n + i];
      out[i].action = actions[i];
      out[i].value = sum / samples;
      if (out[i].value > out[best].value)
        best = i;
    }

  for (guint i = 0; i < n; i++)
    {
      double mean = out[best].value - out[i].value;
      double squares = 0;

      for (guint s = 0; s < samples; s++)
        {
          double d = values[(gsize) s * n + best] - values[(gsize) s * n + i] - mean;

          squares += d * d;
        }
      out[i].loss_error = samples > 1 ? sqrt (squares / (samples - 1) / samples) : 0;
    }

  return TRUE;
}
