/* eg-match-private.h — what the files of EgMatch share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * eg-match.c          the object: properties, signals, rounds, actions
 * eg-match-history.c  the round records, undo, the log name and origin
 */

#pragma once

#include "eg-match.h"

G_BEGIN_DECLS

/* The values behind the notifying properties, so that a notification goes
 * out only when one of them really changed. */
typedef struct
{
  guint    score[2];
  guint    round_number;
  EgPhase  phase;
  EgSide   side_to_act;
  guint    position[2];
  guint    pile_count;
  guint    n_actions;
  EgSide   winner;
} Snapshot;

struct _EgMatch
{
  GObject     parent_instance;

  EgPlayer   *players[2];
  EgScore     score;
  EgRound     round;
  gboolean    round_started;   /* FALSE before the first round is dealt */
  GPtrArray  *records;         /* EgRoundRecord */
  GDateTime  *started;
  EgRng       rng;
  Snapshot    shown;
  guint       n_undos;
  char       *log_name;        /* the log read or written, a basename */
  /* a name with control characters, escaped (eg_match_get_name()), and
   * the name it was made from */
  char       *shown_names[2];
  char       *shown_from[2];
  EgOrigin    origin;          /* a Play From Here match: where from */
  /* a lesson: its round was set up, not dealt, and follows a script */
  gboolean    scripted;
  EgMatchScript script;
  gpointer    script_data;
  GDestroyNotify script_destroy;
};

EgRoundRecord *eg_match_current_record (EgMatch *self);
void           eg_match_notify_changes (EgMatch *self);
void           eg_match_emit_undone    (EgMatch *self,
                                        guint    removed);
void           eg_match_emit_round_started (EgMatch *self,
                                            guint    number);
/* eg-match-script.c */
gboolean       eg_match_script_allows  (EgMatch         *self,
                                        const EgAction  *action,
                                        GError         **error);

G_END_DECLS
