/* eg-board-draw.c — how the board looks: the piste and its squares, the
 * fencers in their poses, the distance, and the sparks of an attack;
 * the colours come from style.css
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "eg-board-private.h"
#include "eg-drawing.h"

typedef struct
{
  GdkRGBA fg;
  GdkRGBA piste;
  GdkRGBA piste_edge;
  GdkRGBA square;
  GdkRGBA square_border;
  GdkRGBA centre;
  GdkRGBA reach;
  GdkRGBA retreat;
  GdkRGBA chosen;
  GdkRGBA attack;
  GdkRGBA spark;
  GdkRGBA fencer[2];
  GdkRGBA outline[2];
  GdkRGBA blade;
  GdkRGBA label_bg;
  GdkRGBA last_move;
  GdkRGBA last_parry;
} Palette;

/* How a fencer stands in a frame of an animation. */
typedef struct
{
  double lunge;   /* 0 on guard … 1 blade at the opponent */
  double block;   /* 0 … 1 blade raised to parry */
  double flash;   /* 0 … 1 hit: the body takes the attack colour */
  double alpha;   /* 1, less for the ghost of a move */
  double reach;   /* px from the fencer to the opponent's body */
} Pose;

static const Pose on_guard = { 0, 0, 0, 1, 0 };

static void
get_palette (EgBoard *self,
             Palette *p)
{
  GtkWidget *w = GTK_WIDGET (self);

  /* from style.css, so that light, dark and high contrast change them */
  gtk_style_context_get_color (gtk_widget_get_style_context (w), &p->fg);
  eg_drawing_lookup_color (w, "eg_piste_color", "#c0bfbc", &p->piste);
  eg_drawing_lookup_color (w, "eg_piste_edge_color", "#77767b", &p->piste_edge);
  eg_drawing_lookup_color (w, "eg_square_color", "#f6f5f4", &p->square);
  eg_drawing_lookup_color (w, "eg_square_border_color", "#9a9996", &p->square_border);
  eg_drawing_lookup_color (w, "eg_centre_color", "#e01b24", &p->centre);
  eg_drawing_lookup_color (w, "eg_reach_color", "rgba(53,132,228,0.35)", &p->reach);
  eg_drawing_lookup_color (w, "eg_retreat_color", "rgba(229,165,10,0.45)", &p->retreat);
  eg_drawing_lookup_color (w, "eg_chosen_color", "#3584e4", &p->chosen);
  eg_drawing_lookup_color (w, "eg_attack_color", "#e01b24", &p->attack);
  eg_drawing_lookup_color (w, "eg_spark_color", "#f6d32d", &p->spark);
  eg_drawing_lookup_color (w, "eg_left_fencer_color", "#ffffff", &p->fencer[EG_SIDE_LEFT]);
  eg_drawing_lookup_color (w, "eg_left_outline_color", "#241f31", &p->outline[EG_SIDE_LEFT]);
  eg_drawing_lookup_color (w, "eg_right_fencer_color", "#241f31", &p->fencer[EG_SIDE_RIGHT]);
  eg_drawing_lookup_color (w, "eg_right_outline_color", "#c0bfbc", &p->outline[EG_SIDE_RIGHT]);
  eg_drawing_lookup_color (w, "eg_blade_color", "#77767b", &p->blade);
  eg_drawing_lookup_color (w, "eg_label_bg_color", "#ffffff", &p->label_bg);
  eg_drawing_lookup_color (w, "eg_last_move_color", "#9141ac", &p->last_move);
  eg_drawing_lookup_color (w, "eg_last_parry_color", "#3584e4", &p->last_parry);
}

static void
set_source (cairo_t       *cr,
            const GdkRGBA *color)
{
  gdk_cairo_set_source_rgba (cr, color);
}

static void
set_source_alpha (cairo_t       *cr,
                  const GdkRGBA *color,
                  double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* The track takes the width; the fencers the height left above it, up
 * to three squares tall: in a low window they shrink, not the track. */
void
eg_board_compute_geometry (int       width,
                           int       height,
                           Geometry *g)
{
  /* label band 0.8, a gap 0.15, the track 1, the piste's rim 0.35 */
  const double fixed_rows = 0.8 + 0.15 + 1.0 + 0.35;
  double total;

  g->sq = MIN ((width - 16.0) / (EG_TRACK_LENGTH + 0.6), height / (fixed_rows + 1.6));
  g->sq = MAX (g->sq, 4.0);
  g->gap = MAX (1.0, g->sq * 0.05);
  g->track_x = (width - g->sq * EG_TRACK_LENGTH) / 2.0;
  g->fencer_h = CLAMP (height - g->sq * fixed_rows, g->sq * 1.6, g->sq * 3.0);
  total = g->sq * fixed_rows + g->fencer_h;
  g->top = (height - total) / 2.0 + g->sq * 0.8;
  g->label_y = g->top - g->sq * 0.42;
  g->track_y = g->top + g->fencer_h + g->sq * 0.15;
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

/* The piste is drawn again only when what it shows changes, not in
 * every frame of an animation: with the cairo renderer the frames then
 * cost only the fencers' boxes. */
void
eg_board_invalidate_track (EgBoard *self)
{
  g_clear_pointer (&self->track_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* How a fencer is drawn at @distance (in squares): units of a tenth of
 * its height across (@ux) and up (@u), the sword hand's place and the
 * blade's tip, in those units, facing +x. At distance 1 and 2 the
 * figures stand more upright and narrower, the sword arm drawn in, and
 * the blades just cross, raised: at distance 1 the two stay apart, a gap
 * between the hands. */
typedef struct
{
  double u, ux;
  double front;
  double guard_x;
  double tip_x, tip_y;
} Frame;

static void
frame_fencer (Frame      *f,
              double      height,
              double      sq,
              double      distance,
              const Pose *pose)
{
  double close = CLAMP ((3.0 - distance) / 2.0, 0.0, 1.0);
  double reach;

  f->u = height / 10.0;
  f->front = 1.0 - 0.5 * close + 0.25 * pose->lunge;
  f->ux = MIN (0.8 * f->u * (1.0 - 0.15 * close), sq * 0.2);
  f->guard_x = 2.25 * f->front;

  /* the blades cross a little past the middle between the fencers, less
   * so the closer they are */
  f->tip_x = MIN (5.8, MAX (distance * sq / 2.0 / f->ux + 0.7 - 0.5 * close, f->guard_x + 1.0));
  /* close, the blades rise: they cross above the hands, not between */
  f->tip_y = -6.5 - 0.8 * (f->tip_x - f->guard_x) / (5.8 - 2.2) - 2.0 * close;
  /* lunging, the tip goes to the opponent's chest */
  reach = MAX (pose->reach / f->ux, f->guard_x + 1.0);
  f->tip_x += (reach - f->tip_x) * pose->lunge;
  f->tip_y += (-6.4 - f->tip_y) * pose->lunge;
  /* parrying, the blade rises before the body */
  f->tip_x += (f->guard_x + 1.2 - f->tip_x) * pose->block;
  f->tip_y += (-10.2 - f->tip_y) * pose->block;
}

/* The blade, behind the body; @cr in the fencer's units. */
static void
draw_blade (cairo_t       *cr,
            const Palette *p,
            EgSide         side,
            const Frame   *f)
{
  double px = 1.0 / f->ux;  /* one device pixel, in units */

  cairo_move_to (cr, f->guard_x, -6.5);
  cairo_line_to (cr, f->tip_x, f->tip_y);
  cairo_set_line_width (cr, 0.28 + 2 * px);
  set_source (cr, &p->outline[side]);
  cairo_stroke (cr);
  cairo_move_to (cr, f->guard_x, -6.5);
  cairo_line_to (cr, f->tip_x, f->tip_y);
  cairo_set_line_width (cr, 0.28);
  set_source (cr, &p->blade);
  cairo_stroke (cr);
}

/* The body, its outline first, a little thicker, then in its colour;
 * the mesh of the mask, so that the fencer faces the opponent. */
static void
draw_body (cairo_t       *cr,
           const Palette *p,
           EgSide         side,
           const GdkRGBA *body,
           const Frame   *f)
{
  double px = 1.0 / f->ux;
  int pass;

  for (pass = 0; pass < 2; pass++)
    {
      double grow = pass == 0 ? 3 * px : 0;

      set_source (cr, pass == 0 ? &p->outline[side] : body);
      fencer_path (cr, f->front);
      cairo_set_line_width (cr, 1.05 + grow);
      cairo_stroke (cr);
      eg_drawing_rounded_rect (cr, -0.75 - grow / 2, -7.7 - grow / 2, 1.6 + grow, 3.5 + grow, 0.6);
      cairo_fill (cr);
      cairo_arc (cr, 0.35, -8.75, 0.95 + grow / 2, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, f->guard_x, -6.5, 0.45 + grow / 2, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  cairo_arc (cr, 0.75, -8.75, 0.5, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  set_source (cr, &p->outline[side]);
  cairo_fill (cr);
}

/* Into the fencer's units: feet at the origin, facing the opponent. */
static void
enter_frame (cairo_t     *cr,
             EgSide       side,
             double       x,
             double       y,
             const Frame *f)
{
  cairo_translate (cr, x, y);
  cairo_scale (cr, side == EG_SIDE_LEFT ? f->ux : -f->ux, f->u);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
}

/* @x, @y: the fencer's feet; @sq the width of a square; @distance the
 * distance drawn between the fencers, in squares. */
static void
draw_fencer (EgBoard       *self,
             cairo_t       *cr,
             const Palette *p,
             EgSide         side,
             double         x,
             double         y,
             double         height,
             double         sq,
             double         distance,
             const Pose    *pose)
{
  GdkRGBA body = p->fencer[side];
  Frame f;

  frame_fencer (&f, height, sq, distance, pose);
  if (pose->flash > 0)
    {
      body.red += (p->attack.red - body.red) * pose->flash;
      body.green += (p->attack.green - body.green) * pose->flash;
      body.blue += (p->attack.blue - body.blue) * pose->flash;
    }

  if (pose->alpha < 1)
    cairo_push_group (cr);

  cairo_save (cr);
  enter_frame (cr, side, x, y, &f);
  draw_blade (cr, p, side, &f);
  draw_body (cr, p, side, &body, &f);
  cairo_restore (cr);

  if (pose->alpha < 1)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, pose->alpha);
    }
}

static PangoLayout *
make_layout (EgBoard    *self,
             const char *text,
             double      size,
             gboolean    bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));

  pango_font_description_set_absolute_size (font, MAX (size, 6) * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
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
  g_autoptr(PangoLayout) layout = make_layout (self, text, size, bold);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  set_source (cr, color);
  cairo_move_to (cr, cx - w / 2.0, cy - h / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* The place's button is hovered, focused or has a card over it. */
static gboolean
is_hot (EgBoard *self,
        guint    square)
{
  GtkStateFlags flags;

  if (self->places[square] == NULL)
    return FALSE;
  flags = gtk_widget_get_state_flags (self->places[square]);
  return (flags & (GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_DROP_ACTIVE |
                   GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_ACTIVE)) != 0 ||
         (self->chooser != NULL && self->chooser_square == square &&
          gtk_widget_get_visible (self->chooser));
}

static double
square_x (const Geometry *g,
          double          square)
{
  return g->track_x + (square - 0.5) * g->sq;
}

/* An arrow above the track from one square to another. */
static void
draw_arrow (cairo_t       *cr,
            const Geometry *g,
            const GdkRGBA  *color,
            double          from,
            double          to)
{
  double y = g->track_y - g->sq * 0.05;
  double x0 = square_x (g, from), x1 = square_x (g, to);
  double dir = x1 > x0 ? 1 : -1;
  double head = g->sq * 0.28;

  set_source (cr, color);
  cairo_set_line_width (cr, MAX (2, g->sq * 0.08));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, x0 + dir * g->sq * 0.3, y);
  cairo_line_to (cr, x1 - dir * head, y);
  cairo_stroke (cr);
  cairo_move_to (cr, x1, y);
  cairo_line_to (cr, x1 - dir * head, y - head * 0.7);
  cairo_line_to (cr, x1 - dir * head, y + head * 0.7);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* The last action on square @n: the square left dashed, the one reached
 * tinted, the fencer attacked and a parry ringed, inside the square's
 * edge so that the number stays clear. */
static void
draw_last_move_square (EgBoard       *self,
                       cairo_t       *cr,
                       const Palette *p,
                       guint          n,
                       double         x,
                       double         w)
{
  const EgBoardLastMove *m = &self->last_move;
  const Geometry *g = &self->geo;
  double sq = g->sq, inset = MAX (2.5, sq * 0.08);
  static const double dash[] = { 4, 3 };

  cairo_save (cr);
  cairo_set_line_width (cr, MAX (2, sq * 0.07));
  if (m->reached[0] == n || m->reached[1] == n)
    {
      eg_drawing_rounded_rect (cr, x, g->track_y, w, sq, sq * 0.1);
      set_source_alpha (cr, &p->last_move, 0.3);
      cairo_fill (cr);
      eg_drawing_rounded_rect (cr, x + inset, g->track_y + inset, w - 2 * inset, sq - 2 * inset, sq * 0.08);
      set_source (cr, &p->last_move);
      cairo_stroke (cr);
    }
  if (m->left[0] == n || m->left[1] == n)
    {
      eg_drawing_rounded_rect (cr, x + inset, g->track_y + inset, w - 2 * inset, sq - 2 * inset, sq * 0.08);
      set_source (cr, &p->last_move);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (m->attacked == n || m->parried == n)
    {
      inset += MAX (2, sq * 0.07);
      eg_drawing_rounded_rect (cr, x + inset, g->track_y + inset, w - 2 * inset, sq - 2 * inset, sq * 0.06);
      set_source (cr, m->parried == n ? &p->last_parry : &p->attack);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* Below the squares, on the piste's rim: an arrow for each fencer that
 * moved, and the attack's cards under the fencer attacked. */
static void
draw_last_move_rim (EgBoard       *self,
                    cairo_t       *cr,
                    const Palette *p)
{
  const EgBoardLastMove *m = &self->last_move;
  const Geometry *g = &self->geo;
  double y = g->track_y + g->sq * 1.07;

  for (int side = 0; side < 2; side++)
    if (m->left[side] != 0 && m->reached[side] != 0 && m->left[side] != m->reached[side])
      {
        double x0 = square_x (g, m->left[side]), x1 = square_x (g, m->reached[side]);
        double dir = x1 > x0 ? 1 : -1, head = g->sq * 0.16;

        set_source (cr, &p->last_move);
        cairo_set_line_width (cr, MAX (1.5, g->sq * 0.05));
        cairo_move_to (cr, x0, y);
        cairo_line_to (cr, x1 - dir * head, y);
        cairo_stroke (cr);
        cairo_move_to (cr, x1, y);
        cairo_line_to (cr, x1 - dir * head, y - head * 0.7);
        cairo_line_to (cr, x1 - dir * head, y + head * 0.7);
        cairo_close_path (cr);
        cairo_fill (cr);
      }

  if (m->attacked != 0 && m->attack_count > 0)
    {
      g_autofree char *text = NULL;
      g_autoptr(PangoLayout) layout = NULL;
      double cx = square_x (g, m->attacked);
      int w, h;

      if (m->attack_count == 1)
        text = g_strdup_printf ("%u", m->attack_value);
      else
        /* Translators: an attack's cards under the square attacked: %1$u
         * cards of value %2$u, as in "2×4" for two 4s */
        text = g_strdup_printf (_("%1$u×%2$u"), m->attack_count, m->attack_value);
      layout = make_layout (self, text, g->sq * 0.26, TRUE);
      pango_layout_get_pixel_size (layout, &w, &h);
      eg_drawing_rounded_rect (cr, cx - w / 2.0 - 4, y - h / 2.0, w + 8, h, h / 2.0);
      set_source (cr, m->parried != 0 ? &p->last_parry : &p->attack);
      cairo_fill (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 1);
      cairo_move_to (cr, cx - w / 2.0, y - h / 2.0);
      pango_cairo_show_layout (cr, layout);
    }
}

static void
draw_track (EgBoard       *self,
            cairo_t       *cr,
            const Palette *p)
{
  const Geometry *g = &self->geo;
  double sq = g->sq;
  guint n;

  /* the piste: a metal strip, its end lines darker */
  eg_drawing_rounded_rect (cr, g->track_x - sq * 0.3, g->track_y - sq * 0.18, sq * (EG_TRACK_LENGTH + 0.6), sq * 1.36, sq * 0.12);
  set_source (cr, &p->piste);
  cairo_fill (cr);
  set_source (cr, &p->piste_edge);
  cairo_rectangle (cr, g->track_x - sq * 0.3, g->track_y - sq * 0.18, sq * 0.12, sq * 1.36);
  cairo_rectangle (cr, g->track_x + sq * (EG_TRACK_LENGTH + 0.18), g->track_y - sq * 0.18, sq * 0.12, sq * 1.36);
  cairo_fill (cr);

  for (n = 1; n <= EG_TRACK_LENGTH; n++)
    {
      double x = g->track_x + (n - 1) * sq + g->gap / 2;
      double w = sq - g->gap;
      const Target *target = eg_board_first_target (self, n);
      gboolean hot = target != NULL && is_hot (self, n);
      const GdkRGBA *fill = n == EG_CENTRE_SQUARE ? &p->centre : &p->square;
      GdkRGBA number_color = n == EG_CENTRE_SQUARE ? (GdkRGBA) { 1, 1, 1, 1 } : p->fg;
      char number[4];

      eg_drawing_rounded_rect (cr, x, g->track_y, w, sq, sq * 0.1);
      set_source (cr, fill);
      cairo_fill_preserve (cr);
      set_source (cr, &p->square_border);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      draw_last_move_square (self, cr, p, n, x, w);

      if ((self->reachable & EG_BOARD_SQUARE_BIT (n)) ||
          (target != NULL && (target->kind == EG_BOARD_TARGET_MOVE || target->kind == EG_BOARD_TARGET_RETREAT)))
        {
          const GdkRGBA *tint = target != NULL && target->kind == EG_BOARD_TARGET_RETREAT ? &p->retreat : &p->reach;

          eg_drawing_rounded_rect (cr, x, g->track_y, w, sq, sq * 0.1);
          set_source_alpha (cr, tint, hot ? 2.2 : 1);
          cairo_fill (cr);
          /* a ring too, which shows on the red centre as well */
          eg_drawing_rounded_rect (cr, x + 1, g->track_y + 1, w - 2, sq - 2, sq * 0.1);
          set_source_alpha (cr, tint, 1 / MAX (tint->alpha, 0.01));
          cairo_set_line_width (cr, hot ? MAX (3, sq * 0.1) : 2);
          cairo_stroke (cr);
        }
      if (target != NULL && (target->kind == EG_BOARD_TARGET_ATTACK || target->kind == EG_BOARD_TARGET_PARRY))
        {
          eg_drawing_rounded_rect (cr, x + 1.5, g->track_y + 1.5, w - 3, sq - 3, sq * 0.1);
          set_source (cr, target->kind == EG_BOARD_TARGET_ATTACK ? &p->attack : &p->chosen);
          cairo_set_line_width (cr, MAX (hot ? 4 : 2.5, sq * (hot ? 0.12 : 0.08)));
          cairo_stroke (cr);
        }
      if (self->chosen_square == n)
        {
          eg_drawing_rounded_rect (cr, x + 1.5, g->track_y + 1.5, w - 3, sq - 3, sq * 0.1);
          set_source (cr, &p->chosen);
          cairo_set_line_width (cr, MAX (3, sq * 0.1));
          cairo_stroke (cr);
        }

      g_snprintf (number, sizeof number, "%u", n);
      if (n != EG_CENTRE_SQUARE)
        number_color.alpha *= 0.7;
      draw_text (self, cr, &number_color, number, sq * 0.36,
                 n == EG_CENTRE_SQUARE, x + w / 2, g->track_y + sq / 2);
    }
  draw_last_move_rim (self, cr, p);
}

/* 0 → 1 → 0 over an attack: out fast, a hold, back. */
static double
lunge_curve (double t)
{
  if (t < 0.35)
    return adw_easing_ease (ADW_EASE_OUT_CUBIC, t / 0.35);
  if (t < 0.7)
    return 1;
  return 1 - adw_easing_ease (ADW_EASE_IN_OUT_CUBIC, (t - 0.7) / 0.3);
}

static void
draw_spark (cairo_t       *cr,
            const GdkRGBA *color,
            double         x,
            double         y,
            double         radius,
            double         alpha)
{
  int i;

  set_source_alpha (cr, color, alpha);
  cairo_set_line_width (cr, MAX (2, radius * 0.14));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (i = 0; i < 8; i++)
    {
      double a = i * G_PI / 4 + G_PI / 8;
      double inner = radius * (i % 2 ? 0.3 : 0.45);

      cairo_move_to (cr, x + cos (a) * inner, y + sin (a) * inner);
      cairo_line_to (cr, x + cos (a) * radius, y + sin (a) * radius);
    }
  cairo_stroke (cr);
}

/* A cairo node over @x0..@x1 and the fencers' zone, clamped to the widget. */
static cairo_t *
zone_cairo (EgBoard     *self,
            GtkSnapshot *snapshot,
            double       x0,
            double       x1)
{
  const Geometry *g = &self->geo;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  double left = CLAMP (floor (MIN (x0, x1)), 0, width);
  double right = CLAMP (ceil (MAX (x0, x1)), 0, width);
  double top = MAX (0, floor (g->label_y - g->sq * 0.6));

  return gtk_snapshot_append_cairo (snapshot,
                                    &GRAPHENE_RECT_INIT (left, top, MAX (1, right - left),
                                                         ceil (g->track_y + g->sq * 0.2 - top)));
}

static void
append_rect (GtkSnapshot   *snapshot,
             const GdkRGBA *color,
             double         x,
             double         y,
             double         w,
             double         h)
{
  gtk_snapshot_append_color (snapshot, color, &GRAPHENE_RECT_INIT (x, y, w, h));
}

/* The distance: a bracket in a band of its own above the heads, which
 * keeps the figures and the label apart at any distance. Plain nodes,
 * no cairo: it spans the track. */
static void
snapshot_distance (EgBoard       *self,
                   GtkSnapshot   *snapshot,
                   const Palette *p)
{
  const Geometry *g = &self->geo;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  double lx = square_x (g, self->shown[EG_SIDE_LEFT]);
  double rx = square_x (g, self->shown[EG_SIDE_RIGHT]);
  double by = g->top - g->sq * 0.08;
  double lw = MAX (1.5, g->sq * 0.05);
  g_autofree char *text = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  GdkRGBA line = p->fg;
  GskRoundedRect pill;
  double cx = (lx + rx) / 2;
  int w, h;

  line.alpha = 0.5;
  append_rect (snapshot, &line, lx - lw / 2, by, rx - lx + lw, lw);
  append_rect (snapshot, &line, lx - lw / 2, by, lw, g->sq * 0.2);
  append_rect (snapshot, &line, rx - lw / 2, by, lw, g->sq * 0.2);

  /* Translators: shown on the track between the fencers */
  text = g_strdup_printf (_("Distance %u"), eg_board_get_shown_distance (self));
  layout = make_layout (self, text, MAX (g->sq * 0.42, 11), TRUE);
  pango_layout_get_pixel_size (layout, &w, &h);
  cx = CLAMP (cx, w / 2.0 + 8, width - w / 2.0 - 8);
  /* the edge is a larger pill under the label's: rounded colours only,
   * no border, which a GL renderer would compile a shader for at start */
  gsk_rounded_rect_init_from_rect (&pill, &GRAPHENE_RECT_INIT (cx - w / 2.0 - 9, g->label_y - h / 2.0 - 3,
                                                               w + 18, h + 6), (h + 6) / 2.0);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &p->square_border, &pill.bounds);
  gtk_snapshot_pop (snapshot);
  gsk_rounded_rect_init_from_rect (&pill, &GRAPHENE_RECT_INIT (cx - w / 2.0 - 8, g->label_y - h / 2.0 - 2,
                                                               w + 16, h + 4), (h + 4) / 2.0);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &p->label_bg, &pill.bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx - w / 2.0, g->label_y - h / 2.0));
  gtk_snapshot_append_layout (snapshot, layout, &p->fg);
  gtk_snapshot_restore (snapshot);
}

/* The distance a fencer's ghost on @square is drawn at: the one it
 * would stand at from the opponent, so that a ghost that leads close
 * stands as upright and narrow as the fencer would, and keeps clear. */
static double
ghost_distance (EgBoard *self,
                EgSide   actor,
                guint    square)
{
  return fabs ((double) square - self->shown[EG_OPPONENT (actor)]);
}

/* The analysis's better move (eg_board_set_ghost()): the fencer's ghost
 * where a move leads, with an arrow; for an attack the fencer attacked
 * ringed and the ghost lunging at it, from the step's square after an
 * arrow for an indirect one; for a parry the ghost parrying. Faint, so
 * that it does not read as a move played. */
static void
snapshot_ghost (EgBoard       *self,
                GtkSnapshot   *snapshot,
                const Palette *p,
                double         fencer_y)
{
  const EgBoardGhost *ghost = &self->ghost;
  const Geometry *g = &self->geo;
  double from = square_x (g, self->position[ghost->actor]);
  double to = square_x (g, ghost->square);
  double stand = square_x (g, ghost->stand);
  double distance = fabs (self->shown[1] - self->shown[0]);
  Pose pose = on_guard;
  const GdkRGBA *color;
  cairo_t *cr;

  if (!ghost->shown)
    return;
  cr = zone_cairo (self, snapshot, MIN (from, to) - g->sq * 1.6, MAX (from, to) + g->sq * 1.6);
  pose.alpha = 0.45;
  switch (ghost->kind)
    {
    case EG_BOARD_TARGET_MOVE:
    case EG_BOARD_TARGET_RETREAT:
      color = ghost->kind == EG_BOARD_TARGET_MOVE ? &p->chosen : &p->retreat;
      draw_arrow (cr, g, color, self->position[ghost->actor], ghost->square);
      draw_fencer (self, cr, p, ghost->actor, to, fencer_y, g->fencer_h, g->sq,
                   ghost_distance (self, ghost->actor, ghost->square), &pose);
      break;
    case EG_BOARD_TARGET_ATTACK:
      if (ghost->stand != self->position[ghost->actor])
        draw_arrow (cr, g, &p->chosen, self->position[ghost->actor], ghost->stand);
      cairo_arc (cr, to, fencer_y - g->fencer_h * 0.5, g->fencer_h * 0.55, 0, 2 * G_PI);
      set_source_alpha (cr, &p->attack, 0.3);
      cairo_fill (cr);
      pose.lunge = 1;
      pose.reach = fabs (to - stand) - g->sq * 0.6;
      draw_fencer (self, cr, p, ghost->actor, stand, fencer_y, g->fencer_h, g->sq,
                   fabs ((double) ghost->square - ghost->stand), &pose);
      break;
    case EG_BOARD_TARGET_PARRY:
    default:
      cairo_arc (cr, to, fencer_y - g->fencer_h * 0.5, g->fencer_h * 0.55, 0, 2 * G_PI);
      set_source_alpha (cr, &p->chosen, 0.3);
      cairo_fill (cr);
      pose.block = 1;
      draw_fencer (self, cr, p, ghost->actor, to, fencer_y, g->fencer_h, g->sq, distance, &pose);
      break;
    }
  cairo_destroy (cr);
}

void
eg_board_snapshot (GtkWidget   *widget,
                   GtkSnapshot *snapshot)
{
  EgBoard *self = EG_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  const Geometry *g = &self->geo;
  Step *step = g_queue_peek_head (&self->steps);
  double t = 0, fencer_y, x[2], lunge_shift = 0;
  Pose pose[2] = { on_guard, on_guard };
  gboolean effect = step != NULL && step->kind != STEP_SLIDE &&
                    adw_animation_get_state (self->step_animation) == ADW_ANIMATION_PLAYING;
  GtkWidget *child;
  cairo_t *cr;
  Palette p;
  guint n;
  int side;

  if (width <= 0 || height <= 0)
    return;

  get_palette (self, &p);

  if (self->track_node == NULL)
    {
      GtkSnapshot *track = gtk_snapshot_new ();

      cr = gtk_snapshot_append_cairo (track, &GRAPHENE_RECT_INIT (0, floor (g->track_y - g->sq * 0.2),
                                                                  width, ceil (g->sq * 1.55) + 1));
      draw_track (self, cr, &p);
      cairo_destroy (cr);
      self->track_node = gtk_snapshot_free_to_node (track);
    }
  if (self->track_node != NULL)
    gtk_snapshot_append_node (snapshot, self->track_node);

  fencer_y = g->track_y - g->gap;
  for (side = 0; side < 2; side++)
    x[side] = square_x (g, self->shown[side]);

  if (effect)
    {
      EgSide attacker = step->kind == STEP_LUNGE ? step->side : EG_OPPONENT (step->side);
      double body = fabs (x[1] - x[0]) - g->sq * 0.6;

      t = self->step_t;
      pose[attacker].reach = body;
      /* the attacker steps in a little, as far as the room allows */
      lunge_shift = MIN (g->sq * 0.45, MAX (0, body - g->sq * 0.9) * 0.3);
      switch (step->kind)
        {
        case STEP_LUNGE:
          pose[attacker].lunge = lunge_curve (t);
          break;
        case STEP_PARRY:
          pose[attacker].lunge = 0.8 * lunge_curve (t);
          pose[step->side].block = t < 0.25 ? adw_easing_ease (ADW_EASE_OUT_CUBIC, t / 0.25) : t < 0.75 ? 1 : 1 - (t - 0.75) / 0.25;
          break;
        case STEP_HIT:
          pose[attacker].lunge = t < 0.25 ? adw_easing_ease (ADW_EASE_OUT_CUBIC, t / 0.25) : t < 0.8 ? 1 : 1 - (t - 0.8) / 0.2;
          pose[step->side].flash = t < 0.2 ? 0 : 0.5 + 0.5 * cos ((t - 0.2) * 6 * G_PI);
          /* knocked back a little */
          x[step->side] += (step->side == EG_SIDE_LEFT ? -1 : 1) * g->sq * 0.25 * sin (MIN (t * 1.6, 1) * G_PI);
          break;
        case STEP_SLIDE:
        default:
          break;
        }
      x[attacker] += (attacker == EG_SIDE_LEFT ? 1 : -1) * lunge_shift * pose[attacker].lunge;
      pose[attacker].reach -= lunge_shift * pose[attacker].lunge;
    }

  /* the attacked fencer glows */
  if (self->attacked == EG_SIDE_LEFT || self->attacked == EG_SIDE_RIGHT)
    {
      double ax = x[self->attacked];

      cr = zone_cairo (self, snapshot, ax - g->fencer_h * 0.5, ax + g->fencer_h * 0.5);
      cairo_arc (cr, ax, fencer_y - g->fencer_h * 0.5, g->fencer_h * 0.5, 0, 2 * G_PI);
      set_source_alpha (cr, &p.attack, 0.22);
      cairo_fill (cr);
      cairo_destroy (cr);
    }

  /* what a click on the hot place would do: the fencer's ghost there and
   * an arrow, or a ring round the fencer attacked or parrying */
  for (n = 1; n <= EG_TRACK_LENGTH; n++)
    {
      const Target *target = eg_board_first_target (self, n);
      Pose ghost = on_guard;
      double from;

      if (target == NULL || !is_hot (self, n) || target->actor > EG_SIDE_RIGHT)
        continue;
      from = square_x (g, self->position[target->actor]);
      cr = zone_cairo (self, snapshot, MIN (from, square_x (g, n)) - g->sq * 1.6,
                       MAX (from, square_x (g, n)) + g->sq * 1.6);
      switch (target->kind)
        {
        case EG_BOARD_TARGET_MOVE:
        case EG_BOARD_TARGET_RETREAT:
          ghost.alpha = 0.4;
          draw_arrow (cr, g, target->kind == EG_BOARD_TARGET_MOVE ? &p.chosen : &p.retreat,
                      self->position[target->actor], n);
          draw_fencer (self, cr, &p, target->actor, square_x (g, n), fencer_y, g->fencer_h, g->sq,
                       ghost_distance (self, target->actor, n), &ghost);
          break;
        case EG_BOARD_TARGET_ATTACK:
        case EG_BOARD_TARGET_PARRY:
          cairo_arc (cr, square_x (g, n), fencer_y - g->fencer_h * 0.5, g->fencer_h * 0.55, 0, 2 * G_PI);
          set_source_alpha (cr, target->kind == EG_BOARD_TARGET_ATTACK ? &p.attack : &p.chosen, 0.3);
          cairo_fill (cr);
          break;
        default:
          break;
        }
      cairo_destroy (cr);
    }

  snapshot_ghost (self, snapshot, &p, fencer_y);

  /* each fencer in a box of its own: at rest about two squares wide,
   * lunging as far as the opponent */
  for (side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    {
      double dir = side == EG_SIDE_LEFT ? 1 : -1;
      double front = pose[side].lunge > 0 ? MAX (g->sq * 2.2, fabs (x[1] - x[0]) + g->sq * 0.6) : g->sq * 2.2;

      cr = zone_cairo (self, snapshot, x[side] - dir * g->sq * 1.6, x[side] + dir * front);
      draw_fencer (self, cr, &p, side, x[side], fencer_y, g->fencer_h,
                   g->sq, fabs (self->shown[EG_SIDE_RIGHT] - self->shown[EG_SIDE_LEFT]), &pose[side]);
      cairo_destroy (cr);
    }

  if (effect && (step->kind == STEP_PARRY || step->kind == STEP_HIT))
    {
      EgSide defender = step->side;
      double cx = x[defender] + (defender == EG_SIDE_LEFT ? 1 : -1) * g->sq * 0.3;
      double cy = fencer_y - g->fencer_h * 0.64;

      cr = zone_cairo (self, snapshot, cx - g->sq * 3.5, cx + g->sq * 3.5);
      if (step->kind == STEP_PARRY && t > 0.2 && t < 0.8)
        /* steel on steel where the blades meet */
        draw_spark (cr, &p.spark, cx + (defender == EG_SIDE_LEFT ? 1 : -1) * g->sq * 0.2,
                    fencer_y - g->fencer_h * 0.8, g->sq * (0.4 + 0.5 * (t - 0.2)), 1 - (t - 0.2) / 0.6);
      else if (step->kind == STEP_HIT && t > 0.2)
        {
          double burst = adw_easing_ease (ADW_EASE_OUT_CUBIC, MIN (1, (t - 0.2) / 0.5));
          g_autoptr(PangoLayout) layout = NULL;
          int w, h;

          cairo_arc (cr, cx, cy, g->sq * (0.3 + 1.1 * burst), 0, 2 * G_PI);
          set_source_alpha (cr, &p.attack, 0.45 * (1 - burst) + 0.1);
          cairo_fill (cr);
          draw_spark (cr, &p.attack, cx, cy, g->sq * (0.5 + 0.6 * burst), 1 - 0.6 * burst);
          /* Translators: shown over the fencer hit, the fencer's word for a hit */
          layout = make_layout (self, _("Touché!"), g->sq * (0.6 + 0.25 * burst), TRUE);
          pango_layout_get_pixel_size (layout, &w, &h);
          cx = CLAMP (cx, w / 2.0 + 4, width - w / 2.0 - 4);
          eg_drawing_rounded_rect (cr, cx - w / 2.0 - 8, g->label_y - h / 2.0 - 2, w + 16, h + 4, (h + 4) / 2.0);
          set_source_alpha (cr, &p.attack, MIN (1, burst * 2));
          cairo_fill (cr);
          cairo_set_source_rgba (cr, 1, 1, 1, MIN (1, burst * 2));
          cairo_move_to (cr, cx - w / 2.0, g->label_y - h / 2.0);
          pango_cairo_show_layout (cr, layout);
        }
      cairo_destroy (cr);
    }

  if (!effect || step->kind != STEP_HIT)
    snapshot_distance (self, snapshot, &p);

  /* the target buttons: transparent, but for their focus ring */
  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);
}
