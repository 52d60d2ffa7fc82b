/* eg-turn.h — the turn at the screen: who sees, who may act, what the cards allow
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-describe.h"
#include "eg-match.h"

G_BEGIN_DECLS

/* A way to pick among the options of the selected cards, as the keys do. */
typedef enum
{
  EG_TURN_CHOOSE_ATTACK,       /* an attack, direct or indirect */
  EG_TURN_CHOOSE_PARRY,
  EG_TURN_CHOOSE_RETREAT,
  EG_TURN_CHOOSE_LEFT,         /* a move or retreat towards the left of the screen */
  EG_TURN_CHOOSE_RIGHT,
} EgTurnChoice;

#define EG_TYPE_TURN (eg_turn_get_type ())

G_DECLARE_FINAL_TYPE (EgTurn, eg_turn, EG, TURN, GObject)

/* One turn object per window, over the match it shows; the computer's
 * moves are played on the match as they are found. "show" says that an
 * action was played or a round dealt, before anything else hears of it:
 * a view that takes time to show it calls eg_turn_hold_show() from its
 * handler and eg_turn_action_shown() once it has, and the computer's next
 * move waits until every view that held it has. "changed" says that the position changed, once per
 * action or round; "selection-changed" that the cards chosen, the
 * options or the notice did. */
EgTurn         *eg_turn_new             (EgMatch        *match);
void            eg_turn_set_match       (EgTurn         *self,
                                         EgMatch        *match);
/* Hot seat: each person's cards stay hidden until the screen is passed.
 * Turned on, it applies at once; turned off during a hot-seat match,
 * from the next match. */
void            eg_turn_set_hide_hands  (EgTurn         *self,
                                         gboolean        hide_hands);
gboolean        eg_turn_get_hands_open  (EgTurn         *self);
/* The reading time the computer leaves, once the last change is shown. */
void            eg_turn_set_computer_pause (EgTurn      *self,
                                         guint           pause_ms);
/* From a "show" handler: this view takes time to show it. */
void            eg_turn_hold_show       (EgTurn         *self);
/* A view that held it has shown what the last "show" announced. */
void            eg_turn_action_shown    (EgTurn         *self);

/* Whose cards are shown face up: the only person; with two people the
 * side to act, once the screen was passed when hands are hidden;
 * EG_SIDE_NONE while the screen asks to be passed, or with no person. */
EgSide          eg_turn_get_viewer      (EgTurn         *self);
/* The screen asks to be passed to the side to act. */
gboolean        eg_turn_get_passing     (EgTurn         *self);
gboolean        eg_turn_get_computer_busy (EgTurn       *self);
/* A computer that thinks for a time (master) searches for its move:
 * "computer-thinking" is notified as it starts and once it has chosen,
 * while computer-busy lasts until the move is played. For an indicator
 * that fills with the time (EG_AI_MASTER_BUDGET_MS): it may choose
 * early, and on a busy machine later. */
gboolean        eg_turn_get_computer_thinking (EgTurn   *self);
/* How much of that time it has used so far, 0..1, or -1 when no
 * computer is thinking. Not notified: read by a view as it starts to
 * show a thinking under way, which it then fills by itself. */
double          eg_turn_get_thinking    (EgTurn         *self);
/* The status line. */
const char     *eg_turn_get_status      (EgTurn         *self);
/* The last action of the round shown (the last round, once over);
 * move->side is EG_SIDE_NONE before the first. */
void            eg_turn_get_last_move   (EgTurn         *self,
                                         EgLastMove     *move);
/* The viewer is the side to act, and sees its cards. */
gboolean        eg_turn_can_act         (EgTurn         *self);

/* The cards chosen, counted by value (index 0 unused). */
const guint8   *eg_turn_get_selection   (EgTurn         *self);
guint           eg_turn_get_n_selected  (EgTurn         *self);
/* The legal actions that use exactly the cards chosen. */
const EgAction *eg_turn_get_options     (EgTurn         *self,
                                         guint          *n_options);
/* The option chosen to be played on Enter, or %NULL. */
const EgAction *eg_turn_get_chosen      (EgTurn         *self);
/* A suggestion or a refusal, until the next change; or %NULL. */
const char     *eg_turn_get_notice      (EgTurn         *self);
/* The action the notice suggests while it is a hint, or %NULL. */
const EgAction *eg_turn_get_hint        (EgTurn         *self);
EgPrompt        eg_turn_get_prompt      (EgTurn         *self);
/* The values that some legal action uses, as bits 1 << value. */
guint32         eg_turn_get_playable    (EgTurn         *self);
/* The actions the board offers the viewer: with a card of @dragged
 * (0: none) being dragged, those it starts, played alone or first; else
 * those of the cards chosen, or every legal action with none chosen or
 * with the cards a hint chose (eg_turn_get_hint()), so that a click on
 * any square in reach plays its move. None when the viewer may not act. */
const EgAction *eg_turn_get_targets     (EgTurn         *self,
                                         guint           dragged,
                                         guint          *n_targets);
/* What the board shows of the choice: with @hints, the squares the
 * options (or a single card's indirect attacks) reach, as bits 1 << square;
 * the square of the chosen option (0: none); the fencer at risk. */
void            eg_turn_get_highlight   (EgTurn         *self,
                                         gboolean        hints,
                                         guint32        *reach,
                                         guint          *chosen_square,
                                         EgSide         *attacked);

/* A click on a card: a selected one leaves the selection, another joins
 * it while the hand holds more of its value. */
void            eg_turn_toggle_card     (EgTurn         *self,
                                         guint           value,
                                         gboolean        selected);
/* A key: one more card of @value, wrapping to none; FALSE (and a notice)
 * when the hand holds none. */
gboolean        eg_turn_cycle_card      (EgTurn         *self,
                                         guint           value);
void            eg_turn_clear_selection (EgTurn         *self);
/* Chooses the next option of that kind, cycling on repeat; FALSE if none. */
gboolean        eg_turn_choose          (EgTurn         *self,
                                         EgTurnChoice    choice);
/* The keys A, P and R: the only action of that kind the cards chosen
 * allow (with none chosen, the only legal one) is played at once; among
 * several, the next is chosen, for Enter to play. FALSE if none. */
gboolean        eg_turn_act             (EgTurn         *self,
                                         EgTurnChoice    choice);
/* Plays @action for the viewer; a refusal becomes the notice. */
gboolean        eg_turn_play            (EgTurn         *self,
                                         const EgAction *action);
/* Plays the chosen option, or the only one; FALSE if there is neither. */
gboolean        eg_turn_confirm         (EgTurn         *self);
/* The screen was passed: the side to act sees its cards. */
void            eg_turn_reveal          (EgTurn         *self);
/* Starts the next round; a refusal becomes the status line. */
void            eg_turn_begin_round     (EgTurn         *self);
/* Asks the computer for a move for the viewer: it becomes the choice. */
void            eg_turn_hint            (EgTurn         *self);
void            eg_turn_cancel_computer (EgTurn         *self);
/* The person playing the computer, when they have a move to take back;
 * else EG_SIDE_NONE. */
EgSide          eg_turn_get_undo_side   (EgTurn         *self);
/* Takes back that person's last move and the computer's reply (a
 * search under way is cancelled first); a refusal is set in @error. */
gboolean        eg_turn_undo            (EgTurn         *self,
                                         GError        **error);
/* The language changed: the status line, the line on the last action
 * and a hint on show are said again in it; any other notice, said in
 * the old one, goes. Emits "changed". */
void            eg_turn_retranslate     (EgTurn         *self);

G_END_DECLS
