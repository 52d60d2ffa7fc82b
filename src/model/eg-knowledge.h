/* eg-knowledge.h — what a viewer of a match may know, at any position
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-match.h"

G_BEGIN_DECLS

/* Whether the analysis (chance, best play) of a position or the rating
 * of an action may be shown to a viewer, and if not, why. */
typedef enum
{
  EG_KNOWLEDGE_ANALYSIS_SHOWN,
  EG_KNOWLEDGE_ANALYSIS_HIDDEN_HAND,  /* it would tell cards the viewer could not see */
  EG_KNOWLEDGE_ANALYSIS_IN_PLAY,      /* the position now in play: a free hint */
} EgKnowledgeAnalysis;

/* How a match may be played on from a position ("Play From Here"). */
typedef enum
{
  EG_KNOWLEDGE_FORK_AS_IS,         /* every card there is known: the deal stays */
  EG_KNOWLEDGE_FORK_DEAL_AFRESH,   /* the unseen cards are dealt afresh */
  EG_KNOWLEDGE_FORK_DECIDED,       /* refused: the match was decided there */
  EG_KNOWLEDGE_FORK_CANNOT_DEAL,   /* refused: no fresh deal keeps the moves played */
} EgKnowledgeFork;

/* What a finished round or match counts as in the statistics of the
 * person who played it. */
typedef enum
{
  EG_KNOWLEDGE_COUNTS_NOWHERE,     /* no one person against the computer, or a lesson */
  EG_KNOWLEDGE_COUNTS_MATCH,       /* played from its deal */
  EG_KNOWLEDGE_COUNTS_PRACTICE,    /* played from a step of another match */
} EgKnowledgeCount;

/* A position of a match: after @action_index actions (from 0) of round
 * @round_index (from 0), both of rounds the match has. A viewer is a
 * side, or EG_SIDE_NONE for nobody's hidden cards (an observer, both
 * people of a hot-seat match, a match of two computers). */

EgSide               eg_knowledge_get_viewer      (EgMatch  *match);
EgKnowledgeCount     eg_knowledge_get_count       (EgMatch  *match);
gboolean             eg_knowledge_is_lesson       (EgMatch  *match);
gboolean             eg_knowledge_is_kept         (EgMatch  *match);
gboolean             eg_knowledge_is_practice     (EgMatch  *match);
gboolean             eg_knowledge_is_round_secret (EgMatch  *match,
                                                   guint     round_index);
gboolean             eg_knowledge_is_in_play      (EgMatch  *match,
                                                   guint     round_index,
                                                   guint     action_index);
gboolean             eg_knowledge_may_see_hand    (EgMatch  *match,
                                                   guint     round_index,
                                                   EgSide    viewer,
                                                   EgSide    hand);
gboolean             eg_knowledge_may_see_pile    (EgMatch  *match,
                                                   guint     round_index);
/* The one way to a round's cards for a view: FALSE (and nothing in
 * @hand or @pile) where @viewer may not see them. */
gboolean             eg_knowledge_get_hand        (EgMatch  *match,
                                                   guint     round_index,
                                                   guint     action_index,
                                                   EgSide    viewer,
                                                   EgSide    side,
                                                   guint8    hand[EG_N_VALUES + 1]);
gboolean             eg_knowledge_get_pile        (EgMatch  *match,
                                                   guint     round_index,
                                                   guint     action_index,
                                                   EgSide    viewer,
                                                   guint8    pile[EG_DECK_SIZE],
                                                   guint    *n_cards);
/* The same at the position in play (or where the last round ended). */
gboolean             eg_knowledge_get_live_hand   (EgMatch  *match,
                                                   EgSide    viewer,
                                                   EgSide    side,
                                                   guint8    hand[EG_N_VALUES + 1]);
gboolean             eg_knowledge_get_live_view   (EgMatch  *match,
                                                   EgSide    viewer,
                                                   EgView   *view);
EgKnowledgeAnalysis  eg_knowledge_get_analysis    (EgMatch  *match,
                                                   guint     round_index,
                                                   guint     action_index,
                                                   EgSide    viewer,
                                                   EgSide    acting);
gboolean             eg_knowledge_may_pose        (EgMatch  *match,
                                                   guint     round_index,
                                                   guint     action_index,
                                                   EgSide    side);
EgKnowledgeFork      eg_knowledge_get_fork        (EgMatch  *match,
                                                   guint     round_index,
                                                   guint     action_index,
                                                   EgSide    viewer);
gboolean             eg_knowledge_deal_afresh     (EgMatch  *match,
                                                   guint     round_index,
                                                   guint     action_index,
                                                   EgSide    viewer,
                                                   guint64   seed,
                                                   guint8    deck[EG_DECK_SIZE]);

G_END_DECLS
