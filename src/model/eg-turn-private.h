/* eg-turn-private.h — what eg-turn.c and eg-turn-choice.c share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-computer.h"
#include "eg-turn.h"

G_BEGIN_DECLS

struct _EgTurn
{
  GObject     parent_instance;

  EgMatch    *match;
  GSignalGroup *match_signals;
  EgComputer *computer;
  gboolean    hide_hands;            /* the preference */
  gboolean    hiding;                /* … in force for this match */
  /* a view shows the last action or deal: the computer waits for it */
  guint       holds;      /* views still to show the last "show" */
  gboolean    busy;                  /* the computer thinks, or waits to */

  EgSide      viewer;
  EgSide      revealed;              /* hot seat: who the screen was passed to */
  gboolean    passing;
  char       *status;

  /* the legal actions of the position, listed once per position (the
   * round and the number of actions played in it), while a person is to act */
  EgAction    legal[EG_MAX_ACTIONS];
  guint       n_legal;
  gboolean    legal_listed;
  guint       legal_round;
  guint       legal_n_actions;

  guint8      selection[EG_N_VALUES + 1];
  EgAction    options[EG_MAX_ACTIONS];
  guint       n_options;
  gboolean    has_chosen;
  EgAction    chosen;
  char       *notice;
  gboolean    has_hint;                 /* the notice suggests @hint */
  EgAction    hint;
  EgAction    targets[EG_MAX_ACTIONS];  /* a dragged card's */
};

/* eg-turn.c */
/* Every change of the notice goes through here, so that it is known
 * whether it is a hint, and which (eg_turn_get_hint()). */
void eg_turn_set_notice        (EgTurn         *self,
                                char           *text,
                                const EgAction *hint);
/* No card selected, no action chosen, no notice. */
void eg_turn_reset_selection   (EgTurn         *self);
/* The selection, the choice or the notice changed, not the match. */
void eg_turn_selection_changed (EgTurn         *self);

/* eg-turn-choice.c */
/* The options of the selection, from the legal actions already listed. */
void eg_turn_update_options    (EgTurn         *self);

G_END_DECLS
