/* eg-analysis.h — every action of a played match, rated in the background
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-ai.h"
#include "eg-describe-reasons.h"
#include "eg-match.h"

G_BEGIN_DECLS

/* How much an action lost against the best one (see eg-analysis.c for
 * the thresholds and why). */
typedef enum
{
  EG_ANALYSIS_MARK_NONE,
  EG_ANALYSIS_MARK_INACCURACY,
  EG_ANALYSIS_MARK_MISTAKE,
  EG_ANALYSIS_MARK_BLUNDER,
} EgAnalysisMark;

/* One action of the match, rated from the information set of the side
 * that played it: its own hand and everything public, never the hidden
 * cards the log reveals, because a choice can only be judged against what
 * the player could know. Chances are of winning the round (a draw counts
 * one half), for the acting side. */
typedef struct
{
  guint          round_index;   /* from 0 */
  guint          action_index;  /* from 0, in the round */
  EgAction       action;        /* as played */
  EgAction       best;          /* the best-rated legal action */
  guint          n_choices;     /* legal actions the side had */
  double         win_before;    /* the acting side's chance with the best action */
  double         win_after;     /* … with the action played */
  double         loss;          /* win_before − win_after, ≥ 0 */
  EgAnalysisMark mark;
  EgReasons      reasons;       /* why: set against @best when marked,
                                 * its strength against the other legal
                                 * actions otherwise;
                                 * words by eg_describe_reasons() */
} EgAnalysisEntry;

#define EG_TYPE_ANALYSIS (eg_analysis_get_type ())

G_DECLARE_FINAL_TYPE (EgAnalysis, eg_analysis, EG, ANALYSIS, GObject)

/* Copies the actions of @match: later changes to @match are not seen. */
EgAnalysis     *eg_analysis_new              (EgMatch          *match);

/* Starts (or resumes after eg_analysis_cancel()) rating the actions in
 * a worker thread; "step-analysed" and notify::progress are emitted in
 * the thread-default main context of the caller, in play order, then
 * "done" once all are rated. An analysis of the same actions finished
 * earlier in this process is reused at once (progress 1, then "done"). */
void            eg_analysis_start            (EgAnalysis       *self);
/* Stops the worker soon; ratings made so far are kept. */
void            eg_analysis_cancel           (EgAnalysis       *self);

/* 0..1: the share of actions rated. */
double          eg_analysis_get_progress     (EgAnalysis       *self);
gboolean        eg_analysis_is_complete      (EgAnalysis       *self);

/* Actions of the match, all rounds, in play order. */
guint           eg_analysis_get_n_entries    (EgAnalysis       *self);
/* The rating of action @index; NULL until it is rated. */
const EgAnalysisEntry *eg_analysis_get_entry (EgAnalysis       *self,
                                              guint             index);
/* The index of action @action_index (from 0) of round @round_index, or -1. */
int             eg_analysis_find             (EgAnalysis       *self,
                                              guint             round_index,
                                              guint             action_index);

/* A hint for view->side, the side to act, from its view alone: the
 * best-rated action as the analysis rates it, and why (@reasons, not
 * compared; reasons->best is the action). FALSE if cancelled or if it is
 * not view->side's turn. As slow as rating one action. */
gboolean        eg_analysis_hint             (const EgView     *view,
                                              guint64           seed,
                                              GCancellable     *cancellable,
                                              EgReasons        *reasons);

/* "inaccuracy", "mistake", "blunder" (NULL for none): for JSON. */
const char     *eg_analysis_mark_to_string   (EgAnalysisMark    mark);
/* The rating of every action of @view as the analysis rates the @index-th
 * action of a match (the same guesses and seed, so a figure is the same
 * wherever it shows); returns how many, 0 if cancelled. */
guint           eg_analysis_rate_actions     (const EgView     *view,
                                              guint             index,
                                              GCancellable     *cancellable,
                                              EgAiActionValue   out[EG_MAX_ACTIONS]);
/* The mark of an action that lost @loss of round-win chance against the
 * best, rated with standard error @error. */
EgAnalysisMark  eg_analysis_mark_for         (double            loss,
                                              double            error);
/* The mark of @values[@index], a rating of @view by
 * eg_analysis_rate_actions(): the mark of its loss against the best,
 * kept only as far as the judge proves it (eg_ai_judge_loss()). What the
 * analysis and the practice verdict mark. FALSE if cancelled. */
gboolean        eg_analysis_judge_mark       (const EgView          *view,
                                              const EgAiActionValue *values,
                                              guint                  n,
                                              guint                  index,
                                              GCancellable          *cancellable,
                                              EgAnalysisMark        *mark);
/* The same for people, translated (NULL for none). */
const char     *eg_analysis_mark_get_label   (EgAnalysisMark    mark);

/* Where @entry's action was played, for people: "Round 2, move 5";
 * translated, newly allocated. */
char           *eg_analysis_describe_place   (const EgAnalysisEntry *entry);

G_END_DECLS
