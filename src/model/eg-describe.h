/* eg-describe.h — actions, refusals and results in a player's words
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "eg-match.h"
#include "eg-round.h"

G_BEGIN_DECLS

/* Every string returned is translated; a char * is newly allocated. */
const char *eg_describe_count       (guint           count);
/* "one 4", "two 4s", for the place it takes in a sentence: after "with"
 * ("attacks with two 4s"), or held and listed ("Bob holds only one 4",
 * "two 1s, no 2"), which some languages put in another case */
typedef enum
{
  EG_COUNTED_WITH,
  EG_COUNTED_HELD,
} EgCounted;
char       *eg_describe_counted     (guint           value,
                                     guint           count,
                                     EgCounted       use);
/* "a 4", "two 4s" */
char       *eg_describe_cards       (guint           value,
                                     guint           count,
                                     EgCounted       use);
char       *eg_describe_action      (const EgAction *action,
                                     const char     *name);
char       *eg_describe_illegal     (const EgRound  *round,
                                     const EgAction *action,
                                     EgIllegal       illegal,
                                     const char     *name,
                                     const char     *opponent);
char       *eg_describe_result      (const EgRound  *round,
                                     const char     *left_name,
                                     const char     *right_name);
const char *eg_describe_reason      (EgReason        reason);

/* The table, live or replayed. */
char       *eg_describe_score       (guint           score,
                                     guint           target);
char       *eg_describe_match_won   (const char     *winner,
                                     guint           winner_score,
                                     guint           loser_score);
char       *eg_describe_round_start (guint           round_number,
                                     const char     *starter);
/* The end of @match: who won it, and whether it was practice. */
char       *eg_describe_match_end   (EgMatch        *match);
/* What the table says of the kind of match under its heading, or "". */
char       *eg_describe_table_note  (EgMatch        *match,
                                     gboolean        hands_open);
char       *eg_describe_round_heading (guint         round_number,
                                     guint           target);
char       *eg_describe_player_kind (EgMatch        *match,
                                     EgSide          side);
/* The cards @name holds, by value (index 0 unused), as a screen reader
 * says them when the turn begins: "Ada’s cards: 1, 3, 3, 4, 5". */
char       *eg_describe_hand        (const char     *name,
                                     const guint8   *counts);

/* The choices of the side to act: an option's label (with @arrow, the
 * way it goes on screen) and its keys. */
char       *eg_describe_option      (const EgAction *action,
                                     gboolean        arrow);
const char *eg_describe_option_key  (const EgAction *action);

/* What the cards chosen so far let the player do next. */
typedef enum
{
  EG_PROMPT_NONE,
  EG_PROMPT_INDIRECT,          /* one card that can start an indirect attack */
  EG_PROMPT_NO_PLAY,           /* cards that allow nothing */
  EG_PROMPT_CHOOSE,            /* no card chosen, moving or attacking */
  EG_PROMPT_CHOOSE_DEFENCE,    /* no card chosen, answering an attack */
} EgPrompt;

const char *eg_describe_prompt      (EgPrompt        prompt);
char       *eg_describe_not_held    (guint           value);
/* Enter pressed while the cards chosen allow more than one move. */
const char *eg_describe_choose_option (void);
const char *eg_describe_looking     (void);
char       *eg_describe_suggestion  (const EgAction *action);

/* Who acts next in @phase: "Ada plays next." or, answering an attack,
 * "Ada must answer the attack." */
char       *eg_describe_next        (EgPhase         phase,
                                     const char     *name);

/* The replay, at a step: its status line (the result of a round over,
 * with the match's when it decided the match; else who acts next), its
 * round of all of them, its title. @round_index counts from 0. */
char       *eg_describe_replay_status (const EgRound *round,
                                     const EgScore  *score,
                                     guint           round_index,
                                     const char     *left_name,
                                     const char     *right_name);
char       *eg_describe_replay_round (guint          round_index,
                                     guint           n_rounds);
/* "Ada against Bob, 2026-11-25, 14:02" (@when may be %NULL) */
char       *eg_describe_replay_title (const char    *left_name,
                                     const char     *right_name,
                                     const char     *when);

/* The replay's analysis of a position, where the side to act is @name. */
const char *eg_describe_analysis_over   (void);
/* The position where the match now stands, which no analysis tells. */
const char *eg_describe_analysis_in_play (void);
char       *eg_describe_analysis_hidden (const char  *name);
char       *eg_describe_analysis_weighing (const char *name);
char       *eg_describe_win_chance  (const char     *name,
                                     double          chance);
/* The computer's best move; @as_played: the move played was that one. */
char       *eg_describe_best_play   (const EgAction *best,
                                     const char     *name,
                                     gboolean        as_played);

/* The status line of @match; @can_parry and @can_retreat say how the
 * pending attack may be answered. */
char       *eg_describe_status      (EgMatch        *match,
                                     gboolean        can_parry,
                                     gboolean        can_retreat);
/* The hot-seat screen that asks to pass the computer to the side to act. */
void        eg_describe_pass_screen (EgMatch        *match,
                                     char          **title,
                                     char          **detail,
                                     char          **button);

/* What the last action of the round did on the track, for the board to
 * mark until the next one: the squares its fencer left and reached, and
 * the attack it made or answered. */
typedef struct
{
  EgSide       side;         /* who acted; EG_SIDE_NONE: nothing played yet */
  EgActionType type;
  guint        from;         /* the square the fencer left and the one it */
  guint        to;           /* reached: the same when it did not move */
  /* the attack: the action itself, or the one a parry or retreat answered */
  EgSide       attacker;     /* EG_SIDE_NONE: no attack */
  guint        attack_from;  /* the attacker's squares: an indirect */
  guint        attack_to;    /* attack steps in first */
  guint        attacked;     /* the square of the fencer attacked */
  guint        value;
  guint        count;
} EgLastMove;

/* @action played, answering @answered (the action before it in the
 * round, or %NULL), leaving the fencers on @pos. */
void            eg_last_move_init       (EgLastMove     *move,
                                         const EgAction *action,
                                         const EgAction *answered,
                                         const guint8    pos[2]);

/* "Last move: Computer moved from square 17 to 14." */
char       *eg_describe_last_move   (const EgLastMove *move,
                                     const char     *left_name,
                                     const char     *right_name);

char         *eg_describe_date (GDateTime *local);

/* What to expect of a player chosen in New Match: "human", or the name of
 * a computer level; translated, owned by the library. */
const char   *eg_describe_player_choice (const char *player);

G_END_DECLS
