/* eg-board-private.h — what the files of the board share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-board.h"

G_BEGIN_DECLS

typedef enum
{
  STEP_SLIDE,
  STEP_LUNGE,
  STEP_PARRY,
  STEP_HIT,
} StepKind;

typedef struct
{
  StepKind kind;
  EgSide   side;
  guint    to[2];      /* a slide's end */
  guint    duration;   /* ms */
} Step;

typedef struct
{
  guint             id;
  EgBoardTargetKind kind;
  EgSide            actor;
  guint             square;
  char             *description;
} Target;

/* Where things are drawn, from the allocation. */
typedef struct
{
  gboolean          shown;
  EgBoardTargetKind kind;
  EgSide            actor;
  guint             square;   /* where the move leads, or the square it aims at */
  guint             stand;    /* where the fencer stands to act: the step's
                               * square of an indirect attack */
} EgBoardGhost;

typedef struct
{
  double sq;        /* a square's width and height */
  double gap;
  double track_x;   /* left edge of square 1 */
  double track_y;   /* top of the squares */
  double fencer_h;
  double label_y;   /* middle of the distance label */
  double top;       /* top of the fencers' zone */
} Geometry;

struct _EgBoard
{
  GtkWidget parent_instance;

  char      *names[2];
  guint      position[2];    /* where the fencers are, 1..23 */
  guint      queued[2];      /* where the last queued slide ends */
  guint      settled[2];     /* where the last finished slide ended */
  double     shown[2];       /* where they are drawn */
  GQueue     steps;          /* Step *, the head one playing */
  AdwAnimation *step_animation; /* plays the head step, 0 → 1 */
  double     step_t;         /* how far the head step is, eased for a slide */
  EgSpeed    speed;
  gboolean   animating;

  guint32    reachable;
  guint      chosen_square;
  EgSide     attacked;

  EgBoardLastMove last_move;
  char      *last_move_description;

  GPtrArray *targets;        /* Target * */
  GtkWidget *places[EG_TRACK_LENGTH + 1];  /* a button per square with targets */
  GtkWidget *chooser;        /* a popover when one square holds several */
  guint      chooser_square;

  Geometry   geo;
  GskRenderNode *track_node; /* the piste and its squares, drawn once */
  char      *description;

  /* a move not played, for the analysis (eg_board_set_ghost()) */
  EgBoardGhost ghost;
  char      *ghost_description;
};

/* eg-board.c: the first target on @square, or NULL */
const Target *eg_board_first_target      (EgBoard     *self,
                                          guint        square);

/* eg-board-draw.c: the layout from the allocation, the piste to draw
 * again, the snapshot vfunc */
void          eg_board_compute_geometry  (int          width,
                                          int          height,
                                          Geometry    *g);
void          eg_board_invalidate_track  (EgBoard     *self);
void          eg_board_snapshot          (GtkWidget   *widget,
                                          GtkSnapshot *snapshot);

G_END_DECLS
