/* eg-match-index.h — the saved matches as a list shows them, read from
 * each log's header and kept in an index beside the logs
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-types.h"

G_BEGIN_DECLS

/* One saved match: what a list of recent matches shows, without replaying
 * the log through the rules (opening it does that). */
typedef struct
{
  GFile     *file;
  GDateTime *started;       /* nullable */
  char      *names[2];      /* by EgSide, as written (may be empty) */
  char      *levels[2];     /* the computer's level, NULL for a person */
  EgVariant  variant;
  guint      target_score;
  guint      scores[2];
  guint      n_rounds;
  gboolean   finished;
  guint      n_undos;       /* moves taken back, kept in the index only */
  guint      n_actions;     /* moves played, every round */
  GDateTime *last_played;   /* nullable: the time of the last move, else the start */
  gboolean   is_fork;       /* played on from a step of another match */
  char      *forked_from;   /* nullable: that match's log, a basename */
  guint      fork_round;    /* the round played from, from 1 */
  guint      fork_action;   /* moves of that round played before */
} EgMatchEntry;

#define EG_TYPE_MATCH_ENTRY (eg_match_entry_get_type ())

GType         eg_match_entry_get_type    (void) G_GNUC_CONST;
EgMatchEntry *eg_match_entry_copy        (const EgMatchEntry *entry);
void          eg_match_entry_free        (EgMatchEntry       *entry);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EgMatchEntry, eg_match_entry_free)

EgMatchEntry *eg_match_entry_read        (GFile              *file,
                                          GError            **error);

GPtrArray    *eg_match_index_list        (GFile              *dir,
                                          GError            **error);
GPtrArray    *eg_match_index_group       (GPtrArray          *list);
void          eg_match_index_sort        (GPtrArray          *list);
EgMatchEntry *eg_match_index_find_resumable (GFile            *dir,
                                             GError          **refused);
GPtrArray    *eg_match_index_find_origins (GPtrArray         *list);
guint         eg_match_index_get_undos   (GFile              *file);
gboolean      eg_match_index_set_undos   (GFile              *file,
                                          guint               n_undos,
                                          GError            **error);

G_END_DECLS
