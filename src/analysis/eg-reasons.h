/* eg-reasons.h — the facts that decide an action, from what its player knew
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-ai-hand.h"
#include "eg-describe-reasons.h"
#include "eg-round.h"

G_BEGIN_DECLS

/* The facts of @action, legal for view->side, the side to act: threats
 * and parries at the distance after it, the end of the pile and the 2015
 * ruling, with chances over the cards @view does not show. Only @view is
 * read, so the facts never depend on a hidden card. */
void      eg_reasons_find_facts      (const EgView     *view,
                                      const EgAction   *action,
                                      EgFacts          *facts);

/* Why @action was rated @win_action (0..1) when @best was rated
 * @win_best. With @compare (the action was marked), the reasons set the
 * action against @best; without, they give the action's strength against
 * the other legal actions (a hint), which @best then does not change.
 * Where no single fact sets them apart, facts that need the other
 * actions follow: the least danger after a step, the ground a parry or
 * a short retreat keeps, a result no choice changes, the hit a step back
 * keeps out of reach, ground gained out of reach, the attack a step
 * leaves for the next turn, the last card of the pile kept, a step
 * beyond every direct attack, the most ground a move gains. */
void      eg_reasons_find            (const EgView     *view,
                                      const EgAction   *action,
                                      const EgAction   *best,
                                      gboolean          compare,
                                      double            win_action,
                                      double            win_best,
                                      EgReasons        *reasons);

/* Why @action, a hint for view->side, is worth playing: its deciding
 * strength in words for that side (@opponent names the other), or NULL
 * when no fact of the game decides it. Fast enough for the main thread:
 * microseconds, no search. For the hint line of the interface. */
char     *eg_reasons_describe_hint   (const EgView     *view,
                                      const EgAction   *action,
                                      const char       *opponent);

/* What @score (0..1) averages to over the hands the opponent of
 * view->side may hold, from the cards unseen by view->side: see
 * eg_ai_hand_chance(). */
double    eg_reasons_chance          (const EgView     *view,
                                      EgHandScore       score,
                                      gconstpointer     data);

G_END_DECLS
