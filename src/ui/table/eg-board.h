/* eg-board.h — the fencing track: 23 squares, the two fencers, and the
 * places a player can click or drop a card on
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-animation.h"
#include "eg-types.h"

G_BEGIN_DECLS

#define EG_TYPE_BOARD (eg_board_get_type ())

G_DECLARE_FINAL_TYPE (EgBoard, eg_board, EG, BOARD, GtkWidget)

/* Bit n of a square mask stands for square n (1..23). */
#define EG_BOARD_SQUARE_BIT(n) (1u << (n))

/* What activating a target does, for its look; the board knows no rules. */
typedef enum
{
  EG_BOARD_TARGET_MOVE,     /* the actor's fencer goes to the square */
  EG_BOARD_TARGET_RETREAT,  /* the same, answering an attack */
  EG_BOARD_TARGET_ATTACK,   /* the square is the opponent's: its fencer */
  EG_BOARD_TARGET_PARRY,    /* the square is the actor's own */
} EgBoardTargetKind;

typedef enum
{
  EG_BOARD_EFFECT_LUNGE,    /* side: the attacker */
  EG_BOARD_EFFECT_PARRY,    /* side: the defender */
  EG_BOARD_EFFECT_HIT,      /* side: the fencer hit */
} EgBoardEffect;

/* The last action, marked on the track until the next; 0: no such square. */
typedef struct
{
  guint left[2];       /* by side: the square a fencer left … */
  guint reached[2];    /* … and the one it reached */
  guint attacked;      /* the square of the fencer attacked */
  guint attack_value;  /* the attack's cards, shown on that square */
  guint attack_count;
  guint parried;       /* the square of a parry */
} EgBoardLastMove;

void        eg_board_set_names          (EgBoard    *self,
                                         const char *left_name,
                                         const char *right_name);
/* With @animate the fencers slide (after what is already playing); the
 * distance label changes when the slide ends. */
void        eg_board_set_positions      (EgBoard    *self,
                                         guint       left,
                                         guint       right,
                                         gboolean    animate);
guint       eg_board_get_position       (EgBoard    *self,
                                         EgSide      side);
void        eg_board_set_highlight      (EgBoard    *self,
                                         guint32     reachable,
                                         guint       chosen_square,
                                         EgSide      attacked);
/* Every duration from the one table (eg-pace.h) at @speed, the
 * "animation-speed" setting; reduced motion is respected. */
void        eg_board_set_speed          (EgBoard    *self,
                                         EgSpeed     speed);
/* Queued after what is playing; nothing happens with animation off. */
void        eg_board_play_effect        (EgBoard      *self,
                                         EgBoardEffect effect,
                                         EgSide        side);
gboolean    eg_board_is_animating       (EgBoard    *self);
/* What is playing and queued ends at once: the fencers stand where they go. */
void        eg_board_finish_animations  (EgBoard    *self);
/* What is drawn as the distance: it lags during a slide. */
guint       eg_board_get_shown_distance (EgBoard    *self);

/* Marks @marks (NULL: none) and adds @description (NULL: none) to what
 * the board says to screen readers. */
void        eg_board_set_last_move      (EgBoard               *self,
                                         const EgBoardLastMove *marks,
                                         const char            *description);

/* Targets: places on the track to click, tap, focus and press, or drop
 * a hand's card on. @description says what it does, as a tooltip and
 * for screen readers; activating one emits ::target-activated with @id.
 * Several targets on one square offer a choice between them. */
/* A move that was not played, drawn faintly: @actor's fencer on
 * @square with an arrow from where it stands, or (an attack, a parry)
 * lunging or parrying there from @stand (an indirect attack's step
 * square, where the fencer stands otherwise); @description says it to
 * screen readers. Shown until eg_board_clear_ghost(). */
void        eg_board_set_ghost          (EgBoard          *self,
                                         EgBoardTargetKind kind,
                                         EgSide            actor,
                                         guint             square,
                                         guint             stand,
                                         const char       *description);
void        eg_board_clear_ghost        (EgBoard          *self);

void        eg_board_clear_targets      (EgBoard          *self);
void        eg_board_add_target         (EgBoard          *self,
                                         guint             id,
                                         EgBoardTargetKind kind,
                                         EgSide            actor,
                                         guint             square,
                                         const char       *description);

G_END_DECLS
