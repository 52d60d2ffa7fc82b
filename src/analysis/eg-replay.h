/* eg-replay.h — a cursor over a played match, step by step
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "eg-knowledge.h"
#include "eg-match.h"

G_BEGIN_DECLS

/* The full state at one step of a match. Step 0 is the deal of round 1;
 * each round has one step for its deal and one after each action. */
typedef struct
{
  guint    round_index;    /* from 0 */
  guint    action_index;   /* actions applied in this round */
  EgRound  round;          /* positions, hands, pile, result once over;
                            * from eg_replay_get_state(), no hidden card */
  EgScore  score;          /* counting the round when it ended at this step */
  gboolean has_action;     /* FALSE at a deal */
  EgAction action;         /* the action just played, when has_action */
} EgReplayStep;

#define EG_TYPE_REPLAY (eg_replay_get_type ())

G_DECLARE_FINAL_TYPE (EgReplay, eg_replay, EG, REPLAY, GObject)

EgReplay           *eg_replay_new                 (EgMatch   *match);

EgMatch            *eg_replay_get_match           (EgReplay  *self);
guint               eg_replay_get_n_steps         (EgReplay  *self);
guint               eg_replay_get_step            (EgReplay  *self);
void                eg_replay_set_step            (EgReplay  *self,
                                                   guint      step);
const EgReplayStep *eg_replay_get_state           (EgReplay  *self);
const EgReplayStep *eg_replay_get_state_at        (EgReplay  *self,
                                                   guint      step);
guint               eg_replay_step_for            (EgReplay  *self,
                                                   guint      round_index,
                                                   guint      action_index);

/* Each returns FALSE when there is nowhere to go. */
gboolean            eg_replay_next                (EgReplay  *self);
gboolean            eg_replay_previous            (EgReplay  *self);
gboolean            eg_replay_first               (EgReplay  *self);
gboolean            eg_replay_last                (EgReplay  *self);
/* To the deal of the next round (the last step from the last round). */
gboolean            eg_replay_next_round          (EgReplay  *self);
/* To the deal of this round, or of the previous one when already there. */
gboolean            eg_replay_previous_round      (EgReplay  *self);

/* "Play From Here": how, and the match (NULL where refused). */
EgKnowledgeFork     eg_replay_get_fork            (EgReplay  *self);
EgMatch            *eg_replay_new_match_from_step (EgReplay  *self,
                                                   EgPlayer  *left,
                                                   EgPlayer  *right);

/* "Try it": the match of eg_replay_new_match_from_step() at the current
 * step with @better, legal for the side to act, played as its first
 * action. NULL where that refuses or @better is not legal there. */
EgMatch            *eg_replay_new_match_trying    (EgReplay       *self,
                                                   const EgAction *better,
                                                   EgPlayer       *left,
                                                   EgPlayer       *right);

/* No peeking: what the person replaying may see, as eg-knowledge.c
 * decides it for the match's viewer (eg_replay_get_entitled_side()). */
EgSide              eg_replay_get_entitled_side   (EgReplay  *self);
gboolean            eg_replay_is_step_secret      (EgReplay  *self,
                                                   guint      step);
gboolean            eg_replay_get_hand            (EgReplay  *self,
                                                   guint      step,
                                                   EgSide     side,
                                                   guint8     hand[EG_N_VALUES + 1]);
EgKnowledgeAnalysis eg_replay_get_analysis_access (EgReplay  *self,
                                                   guint      step);

G_END_DECLS
