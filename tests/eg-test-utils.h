/* eg-test-utils.h — helpers shared by the test suites
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-analysis.h"
#include "eg-match-log.h"
#include "eg-round.h"

G_BEGIN_DECLS

/* A round of an example log, read with GMarkup: enough for the engine
 * tests, independent of the real log reader. */
typedef struct
{
  EgVariant variant;
  EgSide    starter;
  guint8    deck[EG_DECK_SIZE];
  GArray   *actions;   /* EgAction */
  gboolean  has_result;
  EgSide    winner;
  EgReason  reason;
} EgTestRound;

/* The chance of the left player after the action, as the acting side
 * judged it: what a graph of the whole match shows for the action (the
 * game has it from eg_replay_analysis_get_figure()). */
static inline double
eg_analysis_entry_left_after (const EgAnalysisEntry *entry)
{
  return entry->action.side == EG_SIDE_LEFT ? entry->win_after : 1.0 - entry->win_after;
}

void         eg_test_init          (int          *argc,
                                    char       ***argv);
EgTestRound *eg_test_read_example  (const char   *path);
void         eg_test_round_free    (EgTestRound  *round);
EgRound      eg_test_round_from    (const char   *deck,
                                    EgVariant     variant,
                                    EgSide        starter);
void         eg_test_assert_legal  (EgRound      *round,
                                    EgAction      action);
void         eg_test_check_invariants (const EgRound *round);
/* Every field of the two rounds is the same. */
void         eg_test_assert_same_round (const EgRound *a,
                                        const EgRound *b);
/* A key file at @path made longer than @size bytes by a comment at its
 * end: still well-formed, only too large. */
void         eg_test_pad_key_file  (const char   *path,
                                    gsize         size);
/* Replaces @path by a FIFO (no writer). */
void         eg_test_make_fifo     (const char   *path);
/* Removes @path and, for a directory, all it holds (no link followed). */
void         eg_test_remove_tree   (const char   *path);
/* Adds a test "@prefix/<name>" per example log tests/data/<name>.engarde
 * (at least the ten hand-checked rounds), in name order; @func gets the
 * file's name, such as "parry-then-advance.engarde". */
void         eg_test_add_examples  (const char   *prefix,
                                    GTestDataFunc func);

/* Reads the log @data as the game reads a log, from a file (a temporary
 * one, removed after): eg_match_log_load_file_full() when @error_line is
 * not %NULL (the line of an error, 0 for none), else
 * eg_match_log_load_file() (an error's message starts with its line). */
EgMatch     *eg_test_load_log      (const char   *data,
                                    gsize         length,
                                    guint        *error_line,
                                    GError      **error);
/* eg_test_load_log() without the line, by the name that
 * tests/test-ui-analysis.c still calls. */
EgMatch     *eg_match_log_load_data (const char  *data,
                                     gsize        length,
                                     GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EgTestRound, eg_test_round_free)

G_END_DECLS
