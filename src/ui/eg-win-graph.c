/* eg-win-graph.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <math.h>

#include "eg-drawing.h"
#include "eg-win-graph-private.h"

typedef struct
{
  double         value;   /* NAN: no point */
  EgAnalysisMark mark;
} Point;

struct _EgWinGraph
{
  GtkWidget     parent_instance;

  EgReplay     *replay;
  GSignalGroup *replay_signals;
  GArray       *points;      /* Point, by step */
  guint         n_points;
};

G_DEFINE_FINAL_TYPE (EgWinGraph, eg_win_graph, GTK_TYPE_WIDGET)

/* Room at the sides for the dots and the step line. */
#define PAD 4.0

static guint
n_steps (EgWinGraph *self)
{
  return self->points->len;
}

static double
x_of (EgWinGraph *self,
      guint       step,
      double      width)
{
  guint n = n_steps (self);

  if (n < 2)
    return width / 2;
  return PAD + step * (width - 2 * PAD) / (n - 1);
}

static double
y_of (double value,
      double height)
{
  return PAD + (1 - value) * (height - 2 * PAD);
}

guint
eg_win_graph_step_at (EgWinGraph *self,
                      double      x)
{
  double width;
  guint n;
  int step;

  g_return_val_if_fail (EG_IS_WIN_GRAPH (self), 0);

  n = n_steps (self);
  width = gtk_widget_get_width (GTK_WIDGET (self));
  if (n < 2 || width <= 2 * PAD)
    return 0;
  step = (int) floor ((x - PAD) * (n - 1) / (width - 2 * PAD) + 0.5);
  return (guint) CLAMP (step, 0, (int) n - 1);
}

static void
set_color (cairo_t       *cr,
           const GdkRGBA *color,
           double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

static void
eg_win_graph_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  EgWinGraph *self = EG_WIN_GRAPH (widget);
  GtkStyleContext *context = gtk_widget_get_style_context (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  GdkRGBA fg, accent, warning, error;
  guint n = n_steps (self);
  gboolean drawing = FALSE;
  cairo_t *cr;

  if (n == 0 || width <= 2 * PAD || height <= 2 * PAD)
    return;

  gtk_style_context_get_color (context, &fg);
  eg_drawing_lookup_color (widget, "accent_color", "#1c71d8", &accent);
  eg_drawing_lookup_color (widget, "warning_color", "#9c6e03", &warning);
  eg_drawing_lookup_color (widget, "error_color", "#c01c28", &error);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_width (cr, 1);

  /* even chances, and where each round begins */
  set_color (cr, &fg, 0.25);
  cairo_set_dash (cr, (double[]) { 3, 3 }, 2, 0);
  cairo_move_to (cr, PAD, floor (y_of (0.5, height)) + 0.5);
  cairo_line_to (cr, width - PAD, floor (y_of (0.5, height)) + 0.5);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  set_color (cr, &fg, 0.15);
  for (guint step = 1; step < n; step++)
    if (!eg_replay_get_state_at (self->replay, step)->has_action)
      {
        cairo_move_to (cr, floor (x_of (self, step, width)) + 0.5, 0);
        cairo_line_to (cr, floor (x_of (self, step, width)) + 0.5, height);
        cairo_stroke (cr);
      }

  /* the chance, one line per round */
  set_color (cr, &accent, 1);
  cairo_set_line_width (cr, 2);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint step = 0; step < n; step++)
    {
      const Point *point = &g_array_index (self->points, Point, step);

      if (isnan (point->value))
        {
          drawing = FALSE;
          continue;
        }
      if (drawing)
        cairo_line_to (cr, x_of (self, step, width), y_of (point->value, height));
      else
        cairo_move_to (cr, x_of (self, step, width), y_of (point->value, height));
      drawing = TRUE;
    }
  cairo_stroke (cr);

  /* marked actions */
  for (guint step = 0; step < n; step++)
    {
      const Point *point = &g_array_index (self->points, Point, step);

      if (isnan (point->value) || point->mark == EG_ANALYSIS_MARK_NONE)
        continue;
      set_color (cr, point->mark == EG_ANALYSIS_MARK_INACCURACY ? &warning : &error, 1);
      cairo_arc (cr, x_of (self, step, width), y_of (point->value, height),
                 point->mark == EG_ANALYSIS_MARK_BLUNDER ? 3.5 : 2.5, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  /* the step shown */
  if (self->replay != NULL)
    {
      double x = floor (x_of (self, eg_replay_get_step (self->replay), width)) + 0.5;

      set_color (cr, &fg, 0.7);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, height);
      cairo_stroke (cr);
    }

  cairo_destroy (cr);
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            EgWinGraph      *self)
{
  if (self->replay == NULL || n_steps (self) == 0)
    return;
  eg_replay_set_step (self->replay, eg_win_graph_step_at (self, x));
}

static void
eg_win_graph_dispose (GObject *object)
{
  EgWinGraph *self = EG_WIN_GRAPH (object);

  g_clear_object (&self->replay_signals);
  g_clear_object (&self->replay);
  G_OBJECT_CLASS (eg_win_graph_parent_class)->dispose (object);
}

static void
eg_win_graph_finalize (GObject *object)
{
  EgWinGraph *self = EG_WIN_GRAPH (object);

  g_clear_pointer (&self->points, g_array_unref);
  G_OBJECT_CLASS (eg_win_graph_parent_class)->finalize (object);
}

static void
eg_win_graph_class_init (EgWinGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_win_graph_dispose;
  object_class->finalize = eg_win_graph_finalize;
  widget_class->snapshot = eg_win_graph_snapshot;

  gtk_widget_class_set_css_name (widget_class, "wingraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
eg_win_graph_init (EgWinGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->replay_signals = g_signal_group_new (EG_TYPE_REPLAY);
  g_signal_group_connect_swapped (self->replay_signals, "notify::step", G_CALLBACK (gtk_widget_queue_draw), self);

  self->points = g_array_new (FALSE, FALSE, sizeof (Point));
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
}

void
eg_win_graph_set_replay (EgWinGraph *self,
                         EgReplay   *replay)
{
  Point none = { NAN, EG_ANALYSIS_MARK_NONE };

  g_return_if_fail (EG_IS_WIN_GRAPH (self));
  g_return_if_fail (replay == NULL || EG_IS_REPLAY (replay));

  g_set_object (&self->replay, replay);
  g_signal_group_set_target (self->replay_signals, replay);
  g_array_set_size (self->points, 0);
  self->n_points = 0;
  for (guint i = 0; replay != NULL && i < eg_replay_get_n_steps (replay); i++)
    g_array_append_val (self->points, none);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
eg_win_graph_set_point (EgWinGraph     *self,
                        guint           step,
                        double          left_chance,
                        EgAnalysisMark  mark)
{
  Point *point;

  g_return_if_fail (EG_IS_WIN_GRAPH (self));
  g_return_if_fail (step < n_steps (self));

  point = &g_array_index (self->points, Point, step);
  if (isnan (left_chance))
    mark = EG_ANALYSIS_MARK_NONE;
  if ((isnan (point->value) && isnan (left_chance)) ||
      (point->value == left_chance && point->mark == mark))
    return;
  self->n_points += isnan (point->value) ? 1 : 0;
  self->n_points -= isnan (left_chance) ? 1 : 0;
  point->value = left_chance;
  point->mark = mark;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
eg_win_graph_get_n_points (EgWinGraph *self)
{
  g_return_val_if_fail (EG_IS_WIN_GRAPH (self), 0);
  return self->n_points;
}

double
eg_win_graph_get_point (EgWinGraph *self,
                        guint       step)
{
  g_return_val_if_fail (EG_IS_WIN_GRAPH (self), NAN);
  g_return_val_if_fail (step < n_steps (self), NAN);

  return g_array_index (self->points, Point, step).value;
}
