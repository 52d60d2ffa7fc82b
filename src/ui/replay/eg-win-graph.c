/* eg-win-graph.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "eg-describe.h"
#include "eg-drawing.h"
#include "eg-win-graph.h"

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

  gboolean      detailed;    /* round numbers, the marks' signs, hover */
  gboolean      hovering;
  guint         hover_step;
  char         *point_description;
};

G_DEFINE_FINAL_TYPE (EgWinGraph, eg_win_graph, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_REPLAY,
  PROP_DETAILED,
  PROP_POINT_DESCRIPTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Room at the sides for the dots and the step line; detailed, room above
 * for the round numbers and the marks' signs. */
#define PAD 4.0
#define DETAILED_TOP 30.0

static void update_point_description (EgWinGraph *self);

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
top_of (EgWinGraph *self)
{
  return self->detailed ? DETAILED_TOP : PAD;
}

static double
y_of (EgWinGraph *self,
      double      value,
      double      height)
{
  return top_of (self) + (1 - value) * (height - top_of (self) - PAD);
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

/* Text of @layout centred on @x, its top at @y, inside the widget. */
static void
show_text_at (cairo_t     *cr,
              PangoLayout *layout,
              double       x,
              double       y,
              double       width)
{
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, CLAMP (x - w / 2.0, 0, MAX (0, width - w)), y);
  pango_cairo_show_layout (cr, layout);
}

/* Detailed: each round's number over its part of the graph, the marks'
 * signs (?! ? ??) over their points, and the point under the pointer. */
static void
snapshot_details (EgWinGraph    *self,
                  cairo_t       *cr,
                  double         width,
                  double         height,
                  const GdkRGBA *fg,
                  const GdkRGBA *warning,
                  const GdkRGBA *error)
{
  static const char *const signs[] = { "", "?!", "?", "??" };
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  guint n = n_steps (self), first = 0;

  /* the round numbers, where there is room for them */
  set_color (cr, fg, 0.6);
  for (guint step = 1; step <= n; step++)
    if (step == n || !eg_replay_get_state_at (self->replay, step)->has_action)
      {
        g_autofree char *number = g_strdup_printf ("%u", eg_replay_get_state_at (self->replay, first)->round_index + 1);
        double x0 = x_of (self, first, width), x1 = x_of (self, step - 1, width);

        if (x1 - x0 >= 14)
          {
            pango_layout_set_text (layout, number, -1);
            show_text_at (cr, layout, (x0 + x1) / 2, 0, width);
          }
        first = step;
      }

  for (guint step = 0; step < n; step++)
    {
      const Point *point = &g_array_index (self->points, Point, step);

      if (isnan (point->value) || point->mark == EG_ANALYSIS_MARK_NONE)
        continue;
      set_color (cr, point->mark == EG_ANALYSIS_MARK_INACCURACY ? warning : error, 1);
      pango_layout_set_text (layout, signs[point->mark], -1);
      show_text_at (cr, layout, x_of (self, step, width), DETAILED_TOP / 2 - 1, width);
    }
  g_object_unref (layout);

  if (self->hovering && self->hover_step < n)
    {
      const Point *point = &g_array_index (self->points, Point, self->hover_step);
      double x = floor (x_of (self, self->hover_step, width)) + 0.5;

      set_color (cr, fg, 0.35);
      cairo_set_line_width (cr, 1);
      cairo_set_dash (cr, (double[]) { 2, 2 }, 2, 0);
      cairo_move_to (cr, x, DETAILED_TOP);
      cairo_line_to (cr, x, height);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      if (!isnan (point->value))
        {
          set_color (cr, fg, 0.9);
          cairo_set_line_width (cr, 1.5);
          cairo_arc (cr, x_of (self, self->hover_step, width), y_of (self, point->value, height), 5, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
    }
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

  if (n == 0 || width <= 2 * PAD || height <= top_of (self) + PAD)
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
  cairo_move_to (cr, PAD, floor (y_of (self, 0.5, height)) + 0.5);
  cairo_line_to (cr, width - PAD, floor (y_of (self, 0.5, height)) + 0.5);
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
        cairo_line_to (cr, x_of (self, step, width), y_of (self, point->value, height));
      else
        cairo_move_to (cr, x_of (self, step, width), y_of (self, point->value, height));
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
      cairo_arc (cr, x_of (self, step, width), y_of (self, point->value, height),
                 point->mark == EG_ANALYSIS_MARK_BLUNDER ? 3.5 : 2.5, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  if (self->detailed)
    snapshot_details (self, cr, width, height, &fg, &warning, &error);

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

/* ---- the point in focus: under the pointer, else the step shown ---- */

static guint
focused_step (EgWinGraph *self)
{
  return self->hovering ? self->hover_step : eg_replay_get_step (self->replay);
}

static char *
describe_point (EgWinGraph *self,
                guint       step)
{
  const Point *point = &g_array_index (self->points, Point, step);
  const EgReplayStep *state = eg_replay_get_state_at (self->replay, step);
  const char *mark = eg_analysis_mark_get_label (point->mark);
  g_autofree char *chance = NULL;
  EgSide side;

  if (isnan (point->value))
    /* Translators: a point of the analysis graph with no rating (a deal,
     * or a move not rated yet or hidden); %1$u a step, %2$u a round */
    return g_strdup_printf (_("Step %1$u, round %2$u: not rated."), step + 1, state->round_index + 1);
  /* the step's one figure, for the side the side panel names: the
   * player of the move shown, else the side to act */
  side = state->has_action ? (EgSide) state->action.side : eg_round_get_side_to_act (&state->round);
  if (side != EG_SIDE_RIGHT)
    side = EG_SIDE_LEFT;
  chance = eg_describe_win_chance (eg_match_get_name (eg_replay_get_match (self->replay), side),
                                   side == EG_SIDE_LEFT ? point->value : 1.0 - point->value);
  if (mark != NULL)
    /* Translators: a point of the analysis graph; %1$u a step, %2$u a
     * round, %3$s a chance ("Ada’s chance of winning this round: 64%"),
     * %4$s how bad the move was ("Mistake") */
    return g_strdup_printf (_("Step %1$u, round %2$u: %3$s. %4$s."), step + 1, state->round_index + 1,
                            chance, mark);
  /* Translators: a point of the analysis graph; %1$u a step, %2$u a
   * round, %3$s a chance ("Ada’s chance of winning this round: 64%") */
  return g_strdup_printf (_("Step %1$u, round %2$u: %3$s."), step + 1, state->round_index + 1, chance);
}

static void
update_point_description (EgWinGraph *self)
{
  g_autofree char *text = NULL;

  if (self->replay != NULL && n_steps (self) > 0)
    text = describe_point (self, MIN (focused_step (self), n_steps (self) - 1));
  if (g_strcmp0 (text, self->point_description) == 0)
    return;
  g_free (self->point_description);
  self->point_description = g_steal_pointer (&text);
  /* a screen reader hears the point of the step shown, or hovered; the
   * large graph shows it in its tooltip too */
  if (self->detailed)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->point_description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->point_description != NULL ? self->point_description : "", -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POINT_DESCRIPTION]);
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           EgWinGraph               *self)
{
  guint step;

  if (!self->detailed || self->replay == NULL || n_steps (self) == 0)
    return;
  step = eg_win_graph_step_at (self, x);
  if (self->hovering && self->hover_step == step)
    return;
  self->hovering = TRUE;
  self->hover_step = step;
  update_point_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (GtkEventControllerMotion *motion,
          EgWinGraph               *self)
{
  if (!self->hovering)
    return;
  self->hovering = FALSE;
  update_point_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
step_changed (EgWinGraph *self)
{
  update_point_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
eg_win_graph_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  EgWinGraph *self = EG_WIN_GRAPH (object);

  switch (prop_id)
    {
    case PROP_REPLAY:
      g_value_set_object (value, self->replay);
      break;
    case PROP_DETAILED:
      g_value_set_boolean (value, self->detailed);
      break;
    case PROP_POINT_DESCRIPTION:
      g_value_set_string (value, self->point_description);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_win_graph_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  EgWinGraph *self = EG_WIN_GRAPH (object);

  switch (prop_id)
    {
    case PROP_REPLAY:
      eg_win_graph_set_replay (self, g_value_get_object (value));
      break;
    case PROP_DETAILED:
      eg_win_graph_set_detailed (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
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
  g_free (self->point_description);
  G_OBJECT_CLASS (eg_win_graph_parent_class)->finalize (object);
}

static void
eg_win_graph_class_init (EgWinGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = eg_win_graph_get_property;
  object_class->set_property = eg_win_graph_set_property;
  object_class->dispose = eg_win_graph_dispose;
  object_class->finalize = eg_win_graph_finalize;
  widget_class->snapshot = eg_win_graph_snapshot;

  /* the replay view binds its replay here */
  properties[PROP_REPLAY] =
    g_param_spec_object ("replay", NULL, NULL, EG_TYPE_REPLAY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the large graph of the analysis view: round numbers, the marks'
   * signs, and the point under the pointer or at the step shown told */
  properties[PROP_DETAILED] =
    g_param_spec_boolean ("detailed", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the step and the chance of the point in focus, in words: the
   * accessible description; detailed, the tooltip and a label below */
  properties[PROP_POINT_DESCRIPTION] =
    g_param_spec_string ("point-description", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "wingraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
eg_win_graph_init (EgWinGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->replay_signals = g_signal_group_new (EG_TYPE_REPLAY);
  g_signal_group_connect_swapped (self->replay_signals, "notify::step", G_CALLBACK (step_changed), self);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

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

  if (!g_set_object (&self->replay, replay))
    return;
  g_signal_group_set_target (self->replay_signals, replay);
  g_array_set_size (self->points, 0);
  for (guint i = 0; replay != NULL && i < eg_replay_get_n_steps (replay); i++)
    g_array_append_val (self->points, none);
  self->hovering = FALSE;
  update_point_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAY]);
}

void
eg_win_graph_set_detailed (EgWinGraph *self,
                           gboolean    detailed)
{
  g_return_if_fail (EG_IS_WIN_GRAPH (self));

  detailed = !!detailed;
  if (self->detailed == detailed)
    return;
  self->detailed = detailed;
  self->hovering = FALSE;
  gtk_widget_set_focusable (GTK_WIDGET (self), detailed);
  update_point_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DETAILED]);
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
  point->value = left_chance;
  point->mark = mark;
  if (step == focused_step (self))
    update_point_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
