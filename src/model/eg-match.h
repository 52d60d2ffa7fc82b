/* eg-match.h — a match in progress, as a GObject over the rules engine
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-enums.h"
#include "eg-player.h"
#include "eg-round.h"
#include "eg-score.h"

G_BEGIN_DECLS

#define EG_MATCH_ERROR (eg_match_error_quark ())

typedef enum
{
  EG_MATCH_ERROR_ILLEGAL_ACTION,
  EG_MATCH_ERROR_NO_ROUND,
  EG_MATCH_ERROR_ROUND_IN_PROGRESS,
  EG_MATCH_ERROR_MATCH_OVER,
  EG_MATCH_ERROR_INVALID_DECK,
} EgMatchError;

GQuark eg_match_error_quark (void);

/* One round as it was played: what a log records. */
typedef struct
{
  guint8    deck[EG_DECK_SIZE];
  EgSide    starter;
  GArray   *actions;   /* EgAction, in play order */
  GArray   *times;     /* gint64 µs since the epoch, 0 when unknown */
  EgSide    winner;    /* once finished */
  EgReason  reason;    /* EG_REASON_NONE while unfinished */
} EgRoundRecord;

/* Where a match played from a step of another one ("Play From Here")
 * came from: MATCH-LOG.md's forked-* attributes. */
typedef struct
{
  gboolean  is_fork;
  char     *log_name;       /* the origin's log, a basename; NULL if never saved */
  guint     round_index;    /* the round played from, from 0 */
  guint     action_index;   /* actions of that round played before, from 0 */
  gboolean  dealt_afresh;   /* the cards hidden there were dealt afresh */
} EgOrigin;

/* A lesson's script over a match (eg-lesson): @refuse says why an action
 * legal in @round may not be played in the lesson (a translated sentence,
 * freed by the caller) or returns NULL; @next gives the action the script
 * plays next (the computer's answer, or the person's move it asks for),
 * or FALSE once it has none. */
typedef struct
{
  char     *(*refuse) (const EgRound  *round,
                       const EgAction *action,
                       gpointer        data);
  gboolean  (*next)   (const EgRound  *round,
                       EgAction       *action,
                       gpointer        data);
} EgMatchScript;

#define EG_TYPE_MATCH (eg_match_get_type ())

G_DECLARE_FINAL_TYPE (EgMatch, eg_match, EG, MATCH, GObject)

EgMatch             *eg_match_new               (EgVariant       variant,
                                                 guint           target_score,
                                                 EgSide          first_starter,
                                                 EgPlayer       *left,
                                                 EgPlayer       *right);
void                 eg_match_set_seed          (EgMatch        *self,
                                                 guint64         seed);

EgVariant            eg_match_get_variant       (EgMatch        *self);
guint                eg_match_get_target_score  (EgMatch        *self);
EgSide               eg_match_get_first_starter (EgMatch        *self);
EgPlayer            *eg_match_get_player        (EgMatch        *self,
                                                 EgSide          side);
const char          *eg_match_get_name          (EgMatch        *self,
                                                 EgSide          side);
guint                eg_match_get_score         (EgMatch        *self,
                                                 EgSide          side);
guint                eg_match_get_round_number  (EgMatch        *self);
EgPhase              eg_match_get_phase         (EgMatch        *self);
EgSide               eg_match_get_side_to_act   (EgMatch        *self);
guint                eg_match_get_position      (EgMatch        *self,
                                                 EgSide          side);
guint                eg_match_get_distance      (EgMatch        *self);
guint                eg_match_get_pile_count    (EgMatch        *self);
/* The current round's (or the last one's, once over): who started it,
 * why it ended and who won it (EG_REASON_NONE, EG_SIDE_NONE before). */
EgSide               eg_match_get_round_starter (EgMatch        *self);
EgReason             eg_match_get_round_reason  (EgMatch        *self);
EgSide               eg_match_get_round_winner  (EgMatch        *self);
const EgAction      *eg_match_get_last_action   (EgMatch        *self);
guint                eg_match_get_round_actions (EgMatch        *self,
                                                 const EgAction **actions);
EgSide               eg_match_get_winner        (EgMatch        *self);
gboolean             eg_match_is_over           (EgMatch        *self);
gboolean             eg_match_is_round_in_progress (EgMatch     *self);
GDateTime           *eg_match_get_started       (EgMatch        *self);
void                 eg_match_set_started       (EgMatch        *self,
                                                 GDateTime      *started);

gboolean             eg_match_begin_round       (EgMatch        *self,
                                                 const guint8   *deck,
                                                 GError        **error);
/* A round from a set position, played to a script: a lesson. */
gboolean             eg_match_begin_scripted_round (EgMatch     *self,
                                                 const EgRound  *state,
                                                 const EgMatchScript *script,
                                                 gpointer        data,
                                                 GDestroyNotify  destroy,
                                                 GError        **error);
gboolean             eg_match_is_scripted       (EgMatch        *self);
gboolean             eg_match_get_scripted_action (EgMatch      *self,
                                                 EgAction       *action);
guint                eg_match_get_legal_actions (EgMatch        *self,
                                                 EgAction        actions[EG_MAX_ACTIONS]);
gboolean             eg_match_apply             (EgMatch        *self,
                                                 const EgAction *action,
                                                 GError        **error);
gboolean             eg_match_apply_at          (EgMatch        *self,
                                                 const EgAction *action,
                                                 gint64          time_us,
                                                 GError        **error);

void                 eg_match_get_view          (EgMatch        *self,
                                                 EgSide          side,
                                                 EgView         *view);
const EgRound       *eg_match_get_round_state   (EgMatch        *self);
const EgScore       *eg_match_get_score_state   (EgMatch        *self);

guint                eg_match_get_n_rounds      (EgMatch        *self);
const EgRoundRecord *eg_match_get_round_record  (EgMatch        *self,
                                                 guint           index);

gboolean             eg_match_can_undo          (EgMatch        *self,
                                                 EgSide          side);
gboolean             eg_match_undo              (EgMatch        *self,
                                                 EgSide          side,
                                                 GError        **error);
guint                eg_match_get_n_undos       (EgMatch        *self);
void                 eg_match_set_n_undos       (EgMatch        *self,
                                                 guint           n_undos);

void                 eg_match_set_log_name      (EgMatch        *self,
                                                 const char     *log_name);
const char          *eg_match_get_log_name      (EgMatch        *self);
void                 eg_match_set_origin        (EgMatch        *self,
                                                 const EgOrigin *origin);
const EgOrigin      *eg_match_get_origin        (EgMatch        *self);
gboolean             eg_match_is_fork           (EgMatch        *self);
guint                eg_match_count_actions     (EgMatch        *self);
gboolean             eg_match_has_own_action    (EgMatch        *self);

G_END_DECLS
