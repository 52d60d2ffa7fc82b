/* eg-practice.h — a person's own mistakes, posed again as puzzles, and
 * the progress made on them
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-ai.h"
#include "eg-analysis.h"
#include "eg-describe-practice.h"
#include "eg-describe-reasons.h"
#include "eg-match.h"

G_BEGIN_DECLS

/* One mistake or blunder of a person, as that person saw the table when
 * making it: @view holds their own hand, the public cards and the counts
 * of the others, never the opponent's cards or the order of the pile. */
typedef struct
{
  char           *log_id;        /* the log's basename: which match */
  guint           round_index;   /* from 0 */
  guint           action_index;  /* from 0, in the round */
  char           *names[2];      /* by EgSide, as in the log */
  EgView          view;
  EgAction        played;
  EgAnalysisMark  mark;
  guint           n_values;
  EgAiActionValue values[EG_MAX_ACTIONS];  /* every legal action of @view,
                                            * rated as the analysis rates */
} EgPuzzle;

#define EG_TYPE_PUZZLE (eg_puzzle_get_type ())

GType      eg_puzzle_get_type      (void) G_GNUC_CONST;
EgPuzzle  *eg_puzzle_copy          (const EgPuzzle *puzzle);
void       eg_puzzle_free          (EgPuzzle       *puzzle);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EgPuzzle, eg_puzzle_free)

/* The mistakes and blunders of every person in @match (EgPuzzle, in play
 * order); the computer's actions are never posed. @log_id names the
 * match in the progress. As slow as the analysis of those actions:
 * call it in a worker. NULL if cancelled. */
GPtrArray *eg_practice_find_puzzles (EgMatch      *match,
                                     const char   *log_id,
                                     GCancellable *cancellable);

/* Whether @move solves @puzzle: whether the analysis would leave it
 * unmarked (see eg-practice.c). @reasons, if not NULL, says why @move
 * was rated so, set against the best action unless it solves. */
gboolean   eg_puzzle_judge         (const EgPuzzle *puzzle,
                                    const EgAction *move,
                                    EgReasons      *reasons);
/* Why the action played was a mistake: against the best action. */
void       eg_puzzle_get_played_reasons (const EgPuzzle *puzzle,
                                         EgReasons      *reasons);
/* The name of the person who played @puzzle's action, and of the other. */
const char *eg_puzzle_get_player   (const EgPuzzle *puzzle);
const char *eg_puzzle_get_opponent (const EgPuzzle *puzzle);

/* The words of practice (src/model/eg-describe-practice.c), translated
 * and newly allocated. */
/* "Blunder in round 2, move 7" */
char      *eg_puzzle_describe_title    (const EgPuzzle *puzzle);
/* "Against Bob": the match it comes from. */
char      *eg_puzzle_describe_match    (const EgPuzzle *puzzle);
/* What was played there, and the question. */
char      *eg_puzzle_describe_question (const EgPuzzle *puzzle);
/* The verdict on a move tried, and why (eg_puzzle_judge()). */
char      *eg_puzzle_describe_verdict  (const EgPuzzle *puzzle,
                                        const EgAction *move,
                                        gboolean       *solved);
/* Why the action played was a mistake. */
char      *eg_puzzle_describe_played   (const EgPuzzle *puzzle);

/* One line of text holding @puzzle, for the cache of found puzzles, and
 * back; NULL when @text is not a puzzle whose rated actions are exactly
 * the legal actions of its position. */
char      *eg_puzzle_serialize     (const EgPuzzle *puzzle);
EgPuzzle  *eg_puzzle_deserialize   (const char     *text);

#define EG_PRACTICE_ERROR (eg_practice_error_quark ())

typedef enum
{
  EG_PRACTICE_ERROR_CORRUPT,   /* the progress file could not be read */
} EgPracticeError;

GQuark     eg_practice_error_quark (void);

#define EG_TYPE_PRACTICE_STORE (eg_practice_store_get_type ())

G_DECLARE_FINAL_TYPE (EgPracticeStore, eg_practice_store, EG, PRACTICE_STORE, GObject)

/* The progress kept in @progress and the puzzles found in each log kept
 * in @cache (either NULL for the default file). A progress file that
 * cannot be read is replaced by an empty one at once, and the reason is
 * kept for eg_practice_store_get_load_error(). */
EgPracticeStore *eg_practice_store_new        (GFile           *progress,
                                               GFile           *cache);
/* $XDG_DATA_HOME/en-garde/practice.ini and
 * $XDG_CACHE_HOME/en-garde/practice-puzzles.ini */
GFile           *eg_practice_store_default_progress (void);
GFile           *eg_practice_store_default_cache    (void);

/* (nullable): why the progress kept could not be read, translated. */
const GError    *eg_practice_store_get_load_error (EgPracticeStore *self);

EgPracticeState  eg_practice_store_get_state  (EgPracticeStore *self,
                                               const EgPuzzle  *puzzle);
/* Writes the progress at once, atomically. */
gboolean         eg_practice_store_set_state  (EgPracticeStore *self,
                                               const EgPuzzle  *puzzle,
                                               EgPracticeState  state,
                                               GError         **error);

/* The puzzles found earlier in the log @log_id while it had
 * @signature (its size and time: a match played on is looked at
 * again), or NULL when the log was not looked at in that state. An
 * empty array: the log has no mistake of a person. */
GPtrArray       *eg_practice_store_lookup     (EgPracticeStore *self,
                                               const char      *log_id,
                                               const char      *signature);
gboolean         eg_practice_store_remember   (EgPracticeStore *self,
                                               const char      *log_id,
                                               const char      *signature,
                                               GPtrArray       *puzzles,
                                               GError         **error);

G_END_DECLS
