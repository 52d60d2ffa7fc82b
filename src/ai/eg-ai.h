/* eg-ai.h — computer players: choose an action from a side's view
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-round.h"

G_BEGIN_DECLS

typedef enum
{
  EG_AI_RANDOM,     /* uniformly random legal actions: a baseline */
  EG_AI_EASY,       /* one look ahead with simple rules of thumb: beatable */
  EG_AI_MEDIUM,     /* a small Monte Carlo search over the hidden cards */
  EG_AI_HARD,       /* information-set Monte Carlo tree search, exact endings */
  EG_AI_MASTER,     /* the same search with a thinking time, an opponent who
                     * sees its hand and exact play over the last cards */
  /* Sparring partners for measuring the levels above, on the command
   * line only: neither offered to players nor written in logs. */
  EG_AI_HEURISTIC,  /* rules of thumb that count the cards seen, no search */
} EgAiLevel;

/* The levels offered to players (the interface, match logs) come first. */
#define EG_AI_N_LEVELS     (EG_AI_MASTER + 1)
#define EG_AI_N_ALL_LEVELS (EG_AI_HEURISTIC + 1)

/* The master level's thinking time, in milliseconds: the default and the
 * most it may be given. */
#define EG_AI_MASTER_BUDGET_MS     1000
#define EG_AI_MASTER_MAX_BUDGET_MS 2000

/* "random", "easy", "medium", "hard", "master", "heuristic": the names of
 * logs and the command line; from_string returns FALSE for an unknown
 * name. Every level has a name and a label, sparring partners included. */
const char *eg_ai_level_to_string   (EgAiLevel      level);
gboolean    eg_ai_level_from_string (const char    *str,
                                     EgAiLevel     *level);
/* The level's name for people, translated. */
const char *eg_ai_level_get_label   (EgAiLevel      level);
/* The name of a level offered to players (the command line's sparring
 * partners are never written in logs), or NULL. */
const char *eg_ai_offered_level     (const char    *str);

/* Chooses an action for view->side, which must be the side to act. The
 * computer sees only @view: honest by construction. The same @view and
 * @seed give the same action, whatever the hidden cards are. Thread-safe:
 * no global state. */
EgAction    eg_ai_choose            (EgAiLevel      level,
                                     const EgView  *view,
                                     guint64        seed);

/* The same, interruptible: returns FALSE (and leaves @out_action alone)
 * soon after @cancellable is cancelled. The master level thinks for its
 * default budget; its choice then also depends on the machine's speed. */
gboolean    eg_ai_choose_full       (EgAiLevel      level,
                                     const EgView  *view,
                                     guint64        seed,
                                     GCancellable  *cancellable,
                                     EgAction      *out_action);

/* eg_ai_choose_full() with the master level's thinking time set to
 * @budget_ms (at most EG_AI_MASTER_MAX_BUDGET_MS; other levels ignore it). */
gboolean    eg_ai_choose_budget     (EgAiLevel      level,
                                     const EgView  *view,
                                     guint64        seed,
                                     guint          budget_ms,
                                     GCancellable  *cancellable,
                                     EgAction      *out_action);

/* eg_ai_choose_full(), telling how much of its thinking time the level
 * has used: *@progress goes from 0 to 1000 (per mille) as the search
 * runs, and is 1000 once it has chosen; read it from any thread with
 * g_atomic_int_get(). A level that does not think for a time (see
 * eg_ai_level_thinks()) leaves it alone. */
gboolean    eg_ai_choose_watched    (EgAiLevel      level,
                                     const EgView  *view,
                                     guint64        seed,
                                     GCancellable  *cancellable,
                                     gint          *progress,
                                     EgAction      *out_action);

/* Whether @level thinks for a time (master) rather than a number of
 * simulated rounds: only then is its thinking worth showing. */
gboolean    eg_ai_level_thinks      (EgAiLevel      level);

/* The judge's analysis of @view (see eg_ai_judge_rate() below): the best
 * action and the chance that view->side (the side to act) wins the round
 * with it, 0..1, a drawn round counting one half. Returns FALSE if
 * cancelled, or if the round is over (then nobody is to act). */
gboolean    eg_ai_analyse           (const EgView  *view,
                                     guint64        seed,
                                     GCancellable  *cancellable,
                                     EgAction      *best,
                                     double        *win_chance);

/* The value of one legal action, from eg_ai_evaluate_actions(). */
typedef struct
{
  EgAction action;
  double   value;        /* chance that view->side wins the round after it, 0..1 */
  double   loss_error;   /* standard error of (best value − value), paired over
                          * the same guesses of the hidden cards; 0 for the best */
} EgAiActionValue;

/* Rates every legal action of view->side, the side to act, as the
 * analysis of a replay needs: @samples guesses of the hidden cards drawn
 * from @view alone (what that player could know), each action played on
 * every guess and the round finished by both sides with the rules of
 * thumb on the hands they hold, exactly once few cards remain. Fills
 * @out (in eg_view_legal_actions() order) and returns how many actions
 * there are; 0 if cancelled or if the view is not view->side's turn. */
guint       eg_ai_evaluate_actions  (const EgView     *view,
                                     guint64           seed,
                                     guint             samples,
                                     GCancellable     *cancellable,
                                     EgAiActionValue   out[EG_MAX_ACTIONS]);

/* ---- the judge: one judgement of a position ----
 *
 * Master's choice, the hint, the analysis' chances, marks and best play,
 * the practice verdict and the chances the reasons quote all come from
 * these functions, so the coach never contradicts itself. The judge is
 * eg_ai_evaluate_actions() on EG_AI_JUDGE_SAMPLES guesses; where the rest
 * of the round is solved exactly on every guess, its figures are exact
 * (a certain win is 1). */

/* Guesses of the hidden cards per judgement: the paired standard error of
 * a loss is then about 0.02, well under EG_AI_JUDGE_MARGIN. */
#define EG_AI_JUDGE_SAMPLES 1024
/* The smallest loss of round-win chance the judge calls worse. */
#define EG_AI_JUDGE_MARGIN  0.05
/* The deeper search that proves a loss: this many times the guesses. */
#define EG_AI_JUDGE_DEEPER  4

/* Rates every legal action of view->side, the side to act: @out in
 * eg_view_legal_actions() order; returns how many, 0 if cancelled or
 * not view->side's turn. The same @view and @seed, the same figures. */
guint       eg_ai_judge_rate        (const EgView          *view,
                                     guint64                seed,
                                     GCancellable          *cancellable,
                                     EgAiActionValue        out[EG_MAX_ACTIONS]);

/* The index of the best of @n @values; @prefer wins ties. */
guint       eg_ai_judge_best        (const EgAiActionValue *values,
                                     guint                  n,
                                     guint                  prefer);

/* Whether a loss of @loss with standard error @error is beyond the
 * judge's uncertainty: at least EG_AI_JUDGE_MARGIN and more than twice
 * @error. */
gboolean    eg_ai_judge_beyond      (double                 loss,
                                     double                 error);

/* What @values[@index] (a rating of @view by eg_ai_judge_rate()) loses
 * against the best, proved: when the rating puts it beyond the
 * uncertainty, a deeper search (EG_AI_JUDGE_DEEPER times the guesses,
 * seeded by @view alone, so anyone who asks gets the same answer) rates
 * it again against every action rated better by the margin, and
 * @loss and @error are its figures. Otherwise they are the rating's.
 * FALSE if cancelled. */
gboolean    eg_ai_judge_loss        (const EgView          *view,
                                     const EgAiActionValue *values,
                                     guint                  n,
                                     guint                  index,
                                     GCancellable          *cancellable,
                                     double                *loss,
                                     double                *error);

/* How many guesses master's deeper search makes with @budget_ms of
 * thinking: the full EG_AI_JUDGE_SAMPLES * EG_AI_JUDGE_DEEPER (the
 * analysis' proof) from EG_AI_JUDGE_FULL_BUDGET_MS or with no budget
 * (0), fewer below, so that a small budget still leaves the tree search
 * most of its time; never fewer than EG_AI_JUDGE_LEAST_GUESSES. */
#define EG_AI_JUDGE_FULL_BUDGET_MS 250
#define EG_AI_JUDGE_LEAST_GUESSES  256
guint    eg_ai_judge_guesses       (guint                   budget_ms);
/* The judge's deeper search of every legal action of @view on @guesses
 * guesses of the hidden cards; with eg_ai_judge_guesses (0) it is the one
 * eg_ai_judge_loss() proves losses with (the same seed and guesses, so
 * the same figures). Returns how many, 0 if cancelled. */
guint    eg_ai_judge_deeper        (const EgView           *view,
                                    guint                   guesses,
                                    GCancellable           *cancellable,
                                    EgAiActionValue         out[EG_MAX_ACTIONS]);
/* Settles @action, a search's choice among @deeper's actions: kept unless
 * @deeper proves it worse than its best (eg_ai_judge_beyond()), then
 * replaced by that best. With the full deeper search, the analysis can
 * then never prove it worse. */
void     eg_ai_judge_settle        (const EgAiActionValue  *deeper,
                                    guint                   n,
                                    EgAction               *action);

G_END_DECLS
