/* eg-board.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "eg-board.h"
#include "eg-ui-utils.h"

struct _EgBoard
{
  GtkWidget parent_instance;

  char    *names[2];
  guint    position[2];      /* where the fencers are, 1..23 */
  double   shown[2];         /* where they are drawn, during an animation */
  double   from[2];
  gint64   start_time;
  guint    tick_id;
  guint    duration;         /* ms; 0 = no animation */

  guint32  reachable;
  guint    chosen_square;
  EgSide   attacked;

  char    *description;
};

G_DEFINE_FINAL_TYPE (EgBoard, eg_board, GTK_TYPE_WIDGET)

typedef struct
{
  GdkRGBA fg;
  GdkRGBA piste;
  GdkRGBA square;
  GdkRGBA square_border;
  GdkRGBA centre;
  GdkRGBA reach;
  GdkRGBA chosen;
  GdkRGBA attack;
  GdkRGBA fencer[2];
  GdkRGBA outline[2];
  GdkRGBA blade;
} Palette;

/* Colours come from style.css (@define-color eg_…) so that the light and
 * dark styles and high contrast can change them; these are the fallbacks. */
static void
lookup (GtkStyleContext *context,
        const char      *name,
        const char      *fallback,
        GdkRGBA         *color)
{
  if (!gtk_style_context_lookup_color (context, name, color))
    gdk_rgba_parse (color, fallback);
}

static void
get_palette (EgBoard *self,
             Palette *p)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

  gtk_style_context_get_color (context, &p->fg);
  lookup (context, "eg_piste_color", "#deddda", &p->piste);
  lookup (context, "eg_square_color", "#f6f5f4", &p->square);
  lookup (context, "eg_square_border_color", "#9a9996", &p->square_border);
  lookup (context, "eg_centre_color", "#e01b24", &p->centre);
  lookup (context, "eg_reach_color", "rgba(53,132,228,0.35)", &p->reach);
  lookup (context, "eg_chosen_color", "#3584e4", &p->chosen);
  lookup (context, "eg_attack_color", "#e01b24", &p->attack);
  lookup (context, "eg_left_fencer_color", "#ffffff", &p->fencer[EG_SIDE_LEFT]);
  lookup (context, "eg_left_outline_color", "#241f31", &p->outline[EG_SIDE_LEFT]);
  lookup (context, "eg_right_fencer_color", "#241f31", &p->fencer[EG_SIDE_RIGHT]);
  lookup (context, "eg_right_outline_color", "#c0bfbc", &p->outline[EG_SIDE_RIGHT]);
  lookup (context, "eg_blade_color", "#77767b", &p->blade);
}

static void
update_description (EgBoard *self)
{
  guint distance = self->position[EG_SIDE_RIGHT] - self->position[EG_SIDE_LEFT];

  g_free (self->description);
  /* Translators: the track as a screen reader says it; %1$s and %3$s are
   * player names, %2$u and %4$u squares 1–23, %5$u the distance */
  self->description = g_strdup_printf (_("%1$s, white, on square %2$u; %3$s, black, on square %4$u; distance %5$u."),
                                       self->names[EG_SIDE_LEFT], self->position[EG_SIDE_LEFT],
                                       self->names[EG_SIDE_RIGHT], self->position[EG_SIDE_RIGHT],
                                       distance);
  eg_ui_set_accessible (GTK_WIDGET (self), _("Fencing track"), self->description);
}

static void
set_source (cairo_t       *cr,
            const GdkRGBA *color)
{
  gdk_cairo_set_source_rgba (cr, color);
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* The fencer in lunge, facing +x, feet at the origin, in units of a tenth
 * of its height.  Points in front of the body (x > 0) are pulled in by
 * @front (1 = full lunge), so that close fencers keep to their squares. */
static void
move_to (cairo_t *cr,
         double   front,
         double   x,
         double   y)
{
  cairo_move_to (cr, x > 0 ? x * front : x, y);
}

static void
line_to (cairo_t *cr,
         double   front,
         double   x,
         double   y)
{
  cairo_line_to (cr, x > 0 ? x * front : x, y);
}

static void
fencer_path (cairo_t *cr,
             double   front)
{
  /* legs */
  move_to (cr, front, 0.5, -4.4);
  line_to (cr, front, 1.3, -2.4);
  line_to (cr, front, 1.7, -0.3);
  move_to (cr, front, -0.2, -4.4);
  line_to (cr, front, -1.1, -2.2);
  line_to (cr, front, -1.8, -0.3);
  /* torso */
  move_to (cr, front, 0.1, -7.4);
  line_to (cr, front, 0.2, -4.5);
  /* sword arm and back arm */
  move_to (cr, front, 0.3, -7.1);
  line_to (cr, front, 1.3, -6.3);
  line_to (cr, front, 2.2, -6.5);
  move_to (cr, front, -0.1, -7.1);
  line_to (cr, front, -1.2, -7.9);
  line_to (cr, front, -1.1, -9.0);
}

/* @sq is the width of a square and @distance the distance shown between
 * the fencers, in squares: at distance 1 and 2 the figures stand more
 * upright and narrower and the blades just cross between them. */
static void
draw_fencer (EgBoard       *self,
             cairo_t       *cr,
             const Palette *p,
             EgSide         side,
             double         x,
             double         y,
             double         height,
             double         sq,
             double         distance)
{
  double u = height / 10.0;
  double close = CLAMP ((3.0 - distance) / 2.0, 0.0, 1.0);
  double front = 1.0 - 0.35 * close;
  double ux = MIN (0.8 * u * (1.0 - 0.15 * close), sq * 0.2);
  double px = 1.0 / ux;  /* one device pixel, in units */
  double guard_x = 2.25 * front;
  double tip_x, tip_y;
  int pass;

  /* the blades cross a little past the middle between the fencers */
  tip_x = MIN (5.8, MAX (distance * sq / 2.0 / ux + 0.7, guard_x + 1.0));
  tip_y = -6.5 - 0.8 * (tip_x - guard_x) / (5.8 - 2.2);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, side == EG_SIDE_LEFT ? ux : -ux, u);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* the blade, behind the body */
  cairo_move_to (cr, guard_x, -6.5);
  cairo_line_to (cr, tip_x, tip_y);
  cairo_set_line_width (cr, 0.28 + 2 * px);
  set_source (cr, &p->outline[side]);
  cairo_stroke (cr);
  cairo_move_to (cr, guard_x, -6.5);
  cairo_line_to (cr, tip_x, tip_y);
  cairo_set_line_width (cr, 0.28);
  set_source (cr, &p->blade);
  cairo_stroke (cr);

  /* outline first, a little thicker, then the body in its colour */
  for (pass = 0; pass < 2; pass++)
    {
      double grow = pass == 0 ? 3 * px : 0;
      const GdkRGBA *color = pass == 0 ? &p->outline[side] : &p->fencer[side];

      set_source (cr, color);
      fencer_path (cr, front);
      cairo_set_line_width (cr, 1.05 + grow);
      cairo_stroke (cr);
      /* torso block */
      rounded_rect (cr, -0.75 - grow / 2, -7.7 - grow / 2, 1.6 + grow, 3.5 + grow, 0.6);
      cairo_fill (cr);
      /* head with its mask */
      cairo_arc (cr, 0.35, -8.75, 0.95 + grow / 2, 0, 2 * G_PI);
      cairo_fill (cr);
      /* the guard */
      cairo_arc (cr, guard_x, -6.5, 0.45 + grow / 2, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  /* the mesh of the mask, so the fencer faces the opponent */
  cairo_arc (cr, 0.75, -8.75, 0.5, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  set_source (cr, &p->outline[side]);
  cairo_fill (cr);

  cairo_restore (cr);
}

static void
draw_text (EgBoard       *self,
           cairo_t       *cr,
           const GdkRGBA *color,
           const char    *text,
           double         size,
           gboolean       bold,
           double         cx,
           double         cy)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  int w, h;

  pango_font_description_set_absolute_size (font, MAX (size, 6) * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &w, &h);
  set_source (cr, color);
  cairo_move_to (cr, cx - w / 2.0, cy - h / 2.0);
  pango_cairo_show_layout (cr, layout);
}

static void
eg_board_snapshot (GtkWidget   *widget,
                   GtkSnapshot *snapshot)
{
  EgBoard *self = EG_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autofree char *distance_text = NULL;
  double sq, gap, track_x, track_y, fencer_h, fencer_y;
  double x_left, x_right, bracket_y;
  cairo_t *cr;
  Palette p;
  guint n;
  int side;

  if (width <= 0 || height <= 0)
    return;

  get_palette (self, &p);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* The track fills the width; fencers and the distance stand above it. */
  sq = MIN ((width - 24.0) / (EG_TRACK_LENGTH + 0.5), height / 3.8);
  gap = MAX (1.0, sq * 0.06);
  track_x = (width - sq * EG_TRACK_LENGTH) / 2.0;
  fencer_h = MIN (sq * 2.7, height - sq * 1.9);
  track_y = (height - sq - fencer_h - sq * 0.7) / 2.0 + fencer_h + sq * 0.7;
  fencer_y = track_y - gap;

  /* the piste under the squares */
  rounded_rect (cr, track_x - sq * 0.25, track_y - sq * 0.2, sq * (EG_TRACK_LENGTH + 0.5), sq * 1.4, sq * 0.25);
  set_source (cr, &p.piste);
  cairo_fill (cr);

  for (n = 1; n <= EG_TRACK_LENGTH; n++)
    {
      double x = track_x + (n - 1) * sq + gap / 2;
      double w = sq - gap;
      const GdkRGBA *fill = n == EG_CENTRE_SQUARE ? &p.centre : &p.square;
      GdkRGBA number_color = n == EG_CENTRE_SQUARE ? (GdkRGBA) { 1, 1, 1, 1 } : p.fg;

      rounded_rect (cr, x, track_y, w, sq, sq * 0.12);
      set_source (cr, fill);
      cairo_fill_preserve (cr);
      set_source (cr, &p.square_border);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);

      if (self->reachable & EG_BOARD_SQUARE_BIT (n))
        {
          rounded_rect (cr, x, track_y, w, sq, sq * 0.12);
          set_source (cr, &p.reach);
          cairo_fill (cr);
          if (n == EG_CENTRE_SQUARE)
            {
              /* the tint barely shows on the red centre: a ring too */
              GdkRGBA ring = p.reach;

              ring.alpha = 1;
              rounded_rect (cr, x + 1, track_y + 1, w - 2, sq - 2, sq * 0.12);
              set_source (cr, &ring);
              cairo_set_line_width (cr, 2);
              cairo_stroke (cr);
            }
        }
      if (self->chosen_square == n)
        {
          rounded_rect (cr, x + 1.5, track_y + 1.5, w - 3, sq - 3, sq * 0.12);
          set_source (cr, &p.chosen);
          cairo_set_line_width (cr, MAX (3, sq * 0.1));
          cairo_stroke (cr);
        }

      {
        char number[4];

        g_snprintf (number, sizeof number, "%u", n);
        if (n != EG_CENTRE_SQUARE)
          number_color.alpha *= 0.75;
        draw_text (self, cr, &number_color, number, sq * 0.38,
                   n == EG_CENTRE_SQUARE, x + w / 2, track_y + sq / 2);
      }
    }

  x_left = track_x + (self->shown[EG_SIDE_LEFT] - 0.5) * sq;
  x_right = track_x + (self->shown[EG_SIDE_RIGHT] - 0.5) * sq;

  /* the attacked fencer glows */
  if (self->attacked == EG_SIDE_LEFT || self->attacked == EG_SIDE_RIGHT)
    {
      double ax = self->attacked == EG_SIDE_LEFT ? x_left : x_right;
      GdkRGBA glow = p.attack;

      glow.alpha = 0.25;
      cairo_arc (cr, ax, fencer_y - fencer_h * 0.5, fencer_h * 0.55, 0, 2 * G_PI);
      set_source (cr, &glow);
      cairo_fill (cr);
      rounded_rect (cr, ax - sq / 2 + gap / 2 + 1.5, track_y + 1.5, sq - gap - 3, sq - 3, sq * 0.12);
      set_source (cr, &p.attack);
      cairo_set_line_width (cr, MAX (3, sq * 0.1));
      cairo_stroke (cr);
    }

  for (side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    draw_fencer (self, cr, &p, side, side == EG_SIDE_LEFT ? x_left : x_right, fencer_y, fencer_h,
                 sq, self->shown[EG_SIDE_RIGHT] - self->shown[EG_SIDE_LEFT]);

  /* the distance: a bracket between the fencers, above their heads */
  bracket_y = fencer_y - fencer_h - sq * 0.25;
  {
    GdkRGBA line = p.fg;

    line.alpha = 0.6;
    set_source (cr, &line);
    cairo_set_line_width (cr, MAX (1.5, sq * 0.05));
    cairo_move_to (cr, x_left, bracket_y + sq * 0.25);
    cairo_line_to (cr, x_left, bracket_y);
    cairo_line_to (cr, x_right, bracket_y);
    cairo_line_to (cr, x_right, bracket_y + sq * 0.25);
    cairo_stroke (cr);
  }
  /* Translators: shown on the track between the fencers */
  distance_text = g_strdup_printf (_("Distance %u"),
                                   self->position[EG_SIDE_RIGHT] - self->position[EG_SIDE_LEFT]);
  {
    g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, distance_text);
    PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
    GdkRGBA bg;
    double cx = (x_left + x_right) / 2;
    int w, h;

    pango_font_description_set_absolute_size (font, MAX (sq * 0.42, 9) * PANGO_SCALE);
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
    pango_layout_set_font_description (layout, font);
    pango_font_description_free (font);
    pango_layout_get_pixel_size (layout, &w, &h);
    cx = CLAMP (cx, w / 2.0 + 4, width - w / 2.0 - 4);
    bg = p.square;
    rounded_rect (cr, cx - w / 2.0 - 6, bracket_y - h / 2.0 - 2, w + 12, h + 4, (h + 4) / 2.0);
    set_source (cr, &bg);
    cairo_fill_preserve (cr);
    set_source (cr, &p.square_border);
    cairo_set_line_width (cr, 1);
    cairo_stroke (cr);
    set_source (cr, &p.fg);
    cairo_move_to (cr, cx - w / 2.0, bracket_y - h / 2.0);
    pango_cairo_show_layout (cr, layout);
  }

  cairo_destroy (cr);
}

static void
eg_board_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = EG_TRACK_LENGTH * 26;
      *natural = EG_TRACK_LENGTH * 44;
    }
  else
    {
      *minimum = 120;
      *natural = 200;
    }
}

static gboolean
animation_tick (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  EgBoard *self = EG_BOARD (widget);
  double t = (gdk_frame_clock_get_frame_time (clock) - self->start_time) / (self->duration * 1000.0);
  int side;

  t = CLAMP (t, 0.0, 1.0);
  /* ease out: a lunge, quick then settling */
  t = 1 - pow (1 - t, 3);
  for (side = 0; side < 2; side++)
    self->shown[side] = self->from[side] + (self->position[side] - self->from[side]) * t;
  gtk_widget_queue_draw (widget);

  if (t >= 1.0)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
stop_animation (EgBoard *self)
{
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  self->shown[0] = self->position[0];
  self->shown[1] = self->position[1];
}

static void
eg_board_dispose (GObject *object)
{
  EgBoard *self = EG_BOARD (object);

  stop_animation (self);
  G_OBJECT_CLASS (eg_board_parent_class)->dispose (object);
}

static void
eg_board_finalize (GObject *object)
{
  EgBoard *self = EG_BOARD (object);

  g_free (self->names[0]);
  g_free (self->names[1]);
  g_free (self->description);
  G_OBJECT_CLASS (eg_board_parent_class)->finalize (object);
}

static void
eg_board_class_init (EgBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_board_dispose;
  object_class->finalize = eg_board_finalize;
  widget_class->snapshot = eg_board_snapshot;
  widget_class->measure = eg_board_measure;

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
eg_board_init (EgBoard *self)
{
  self->names[EG_SIDE_LEFT] = g_strdup (_("Left"));
  self->names[EG_SIDE_RIGHT] = g_strdup (_("Right"));
  self->position[EG_SIDE_LEFT] = 1;
  self->position[EG_SIDE_RIGHT] = EG_TRACK_LENGTH;
  self->shown[0] = 1;
  self->shown[1] = EG_TRACK_LENGTH;
  self->attacked = EG_SIDE_NONE;
  self->duration = 300;
  update_description (self);
}

GtkWidget *
eg_board_new (void)
{
  return g_object_new (EG_TYPE_BOARD, NULL);
}

void
eg_board_set_names (EgBoard    *self,
                    const char *left_name,
                    const char *right_name)
{
  g_return_if_fail (EG_IS_BOARD (self));

  g_free (self->names[EG_SIDE_LEFT]);
  g_free (self->names[EG_SIDE_RIGHT]);
  self->names[EG_SIDE_LEFT] = g_strdup (left_name);
  self->names[EG_SIDE_RIGHT] = g_strdup (right_name);
  update_description (self);
}

void
eg_board_set_positions (EgBoard  *self,
                        guint     left,
                        guint     right,
                        gboolean  animate)
{
  GtkSettings *settings;
  gboolean enabled = TRUE;

  g_return_if_fail (EG_IS_BOARD (self));
  g_return_if_fail (left >= 1 && left < right && right <= EG_TRACK_LENGTH);

  if (left == self->position[EG_SIDE_LEFT] && right == self->position[EG_SIDE_RIGHT])
    return;

  settings = gtk_widget_get_settings (GTK_WIDGET (self));
  g_object_get (settings, "gtk-enable-animations", &enabled, NULL);

  self->from[0] = self->shown[0];
  self->from[1] = self->shown[1];
  self->position[EG_SIDE_LEFT] = left;
  self->position[EG_SIDE_RIGHT] = right;
  update_description (self);

  if (animate && enabled && self->duration > 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

      self->start_time = gdk_frame_clock_get_frame_time (clock);
      if (self->tick_id == 0)
        self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), animation_tick, NULL, NULL);
    }
  else
    stop_animation (self);

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
eg_board_get_position (EgBoard *self,
                       EgSide   side)
{
  g_return_val_if_fail (EG_IS_BOARD (self), 0);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, 0);
  return self->position[side];
}

void
eg_board_set_highlight (EgBoard *self,
                        guint32  reachable,
                        guint    chosen_square,
                        EgSide   attacked)
{
  g_return_if_fail (EG_IS_BOARD (self));

  if (self->reachable == reachable && self->chosen_square == chosen_square &&
      self->attacked == attacked)
    return;

  self->reachable = reachable;
  self->chosen_square = chosen_square;
  self->attacked = attacked;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint32
eg_board_get_reachable (EgBoard *self)
{
  g_return_val_if_fail (EG_IS_BOARD (self), 0);
  return self->reachable;
}

guint
eg_board_get_chosen_square (EgBoard *self)
{
  g_return_val_if_fail (EG_IS_BOARD (self), 0);
  return self->chosen_square;
}

EgSide
eg_board_get_attacked (EgBoard *self)
{
  g_return_val_if_fail (EG_IS_BOARD (self), EG_SIDE_NONE);
  return self->attacked;
}

void
eg_board_set_animation_duration (EgBoard *self,
                                 guint    milliseconds)
{
  g_return_if_fail (EG_IS_BOARD (self));
  self->duration = milliseconds;
  if (milliseconds == 0)
    stop_animation (self);
}

gboolean
eg_board_is_animating (EgBoard *self)
{
  g_return_val_if_fail (EG_IS_BOARD (self), FALSE);
  return self->tick_id != 0;
}

const char *
eg_board_get_description (EgBoard *self)
{
  g_return_val_if_fail (EG_IS_BOARD (self), NULL);
  return self->description;
}
