/* eg-card.c — one playing card, face up (value, pips) or face down
 *
 * Corner indices and pips as on any deck, a colour per value like a
 * suit, and a back with a lattice: the hands, the piles and the cards in
 * flight all draw through eg_card_paint(), with colours from style.css.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "eg-card.h"
#include "eg-drawing.h"

struct _EgCard
{
  GtkWidget   parent_instance;

  guint       value;
  EgCardMarks marks;
};

G_DEFINE_FINAL_TYPE (EgCard, eg_card, GTK_TYPE_WIDGET)

/* A pip: a lozenge, the shape of a fencing piste's guard. */
static void
pip (cairo_t *cr,
     double   cx,
     double   cy,
     double   size)
{
  cairo_move_to (cr, cx, cy - size * 0.62);
  cairo_line_to (cr, cx + size * 0.42, cy);
  cairo_line_to (cr, cx, cy + size * 0.62);
  cairo_line_to (cr, cx - size * 0.42, cy);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* Pip places as on a die, in units of the pip field (0..1). */
static const double pip_places[6][5][2] = {
  { { 0 } },
  { { 0.5, 0.5 } },
  { { 0.5, 0.12 }, { 0.5, 0.88 } },
  { { 0.5, 0.12 }, { 0.5, 0.5 }, { 0.5, 0.88 } },
  { { 0.12, 0.12 }, { 0.88, 0.12 }, { 0.12, 0.88 }, { 0.88, 0.88 } },
  { { 0.12, 0.12 }, { 0.88, 0.12 }, { 0.5, 0.5 }, { 0.12, 0.88 }, { 0.88, 0.88 } },
};

static void
index_text (GtkWidget     *widget,
            cairo_t       *cr,
            guint          value,
            double         size,
            double         x,
            double         y,
            gboolean       centred)
{
  char text[4];
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontDescription *font;
  int w, h;

  g_snprintf (text, sizeof text, "%u", value);
  layout = gtk_widget_create_pango_layout (widget, text);
  font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  pango_font_description_set_absolute_size (font, MAX (size, 6) * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_HEAVY);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (centred)
    cairo_move_to (cr, x - w / 2.0, y - h / 2.0);
  else
    cairo_move_to (cr, x - w / 2.0, y);
  pango_cairo_show_layout (cr, layout);
}

/* A revealed hand beside a player's name (a compact hand) shows each
 * card's value big at any size: its cards are too small for the corner
 * indices to be read from across the table. */
static gboolean
in_compact_hand (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (g_str_equal (gtk_widget_get_css_name (w), "hand"))
      return gtk_widget_has_css_class (w, "compact");
  return FALSE;
}

void
eg_card_paint (GtkWidget             *widget,
               GtkSnapshot           *snapshot,
               const graphene_rect_t *bounds,
               guint                  value,
               EgCardMarks            marks)
{
  double w = bounds->size.width;
  double h = bounds->size.height;
  double r = MIN (w, h) * 0.13;
  GdkRGBA face, edge, ink = { 0, 0, 0, 1 }, accent, back, lattice, shadow;
  cairo_t *cr;

  if (w < 4 || h < 4)
    return;

  eg_drawing_lookup_color (widget, "eg_card_color", "#fdfdfc", &face);
  eg_drawing_lookup_color (widget, "eg_card_edge_color", "rgba(0,0,0,0.3)", &edge);
  eg_drawing_lookup_color (widget, "eg_accent_color", "#3584e4", &accent);
  eg_drawing_lookup_color (widget, "eg_card_back_color", "#a51d2d", &back);
  eg_drawing_lookup_color (widget, "eg_card_lattice_color", "rgba(255,255,255,0.28)", &lattice);
  gdk_rgba_parse (&shadow, "rgba(0,0,0,0.22)");
  if (value >= 1 && value <= 5)
    {
      char name[24];

      g_snprintf (name, sizeof name, "eg_value_%u_color", value);
      eg_drawing_lookup_color (widget, name, "#241f31", &ink);
    }

  /* room for the rings drawn outside the card */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (bounds->origin.x - 4, bounds->origin.y - 4,
                                                                w + 8, h + 8));
  cairo_translate (cr, bounds->origin.x, bounds->origin.y);

  /* a soft lower edge lifts the card off the table */
  eg_drawing_rounded_rect (cr, 0, 1.5, w, h, r);
  gdk_cairo_set_source_rgba (cr, &shadow);
  cairo_fill (cr);

  eg_drawing_rounded_rect (cr, 0.5, 0.5, w - 1, h - 1, r);
  gdk_cairo_set_source_rgba (cr, &face);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &edge);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  if (value == 0)
    {
      double inset = MAX (2.5, w * 0.08);
      double step = MAX (5, w * 0.16);
      double x;

      eg_drawing_rounded_rect (cr, inset, inset, w - 2 * inset, h - 2 * inset, MAX (1, r - inset / 2));
      gdk_cairo_set_source_rgba (cr, &back);
      cairo_fill_preserve (cr);
      cairo_clip (cr);
      /* a lattice of diagonals, and a lozenge at the centre */
      gdk_cairo_set_source_rgba (cr, &lattice);
      cairo_set_line_width (cr, MAX (1, w * 0.025));
      for (x = -h; x < w + h; x += step)
        {
          cairo_move_to (cr, x, 0);
          cairo_line_to (cr, x + h, h);
          cairo_move_to (cr, x + h, 0);
          cairo_line_to (cr, x, h);
        }
      cairo_stroke (cr);
      gdk_cairo_set_source_rgba (cr, &face);
      pip (cr, w / 2, h / 2, MIN (w, h) * 0.34);
      gdk_cairo_set_source_rgba (cr, &back);
      pip (cr, w / 2, h / 2, MIN (w, h) * 0.22);
      cairo_reset_clip (cr);
    }
  else if (w < 44 || in_compact_hand (widget))
    {
      /* small cards (the opponent's at a round end, narrow windows):
       * the value big, a band of its colour along the top */
      eg_drawing_rounded_rect (cr, 2, 2, w - 4, h * 0.16, MAX (1, r - 2));
      gdk_cairo_set_source_rgba (cr, &ink);
      cairo_fill (cr);
      index_text (widget, cr, value, h * 0.5, w / 2, h * 0.58, TRUE);
    }
  else
    {
      double index_size = h * 0.2;
      double fx = w * 0.3, fy = h * 0.24, fw = w * 0.4, fh = h * 0.52;
      guint i;

      gdk_cairo_set_source_rgba (cr, &ink);
      index_text (widget, cr, value, index_size, w * 0.17, h * 0.03, FALSE);
      cairo_save (cr);
      cairo_translate (cr, w, h);
      cairo_rotate (cr, G_PI);
      index_text (widget, cr, value, index_size, w * 0.17, h * 0.03, FALSE);
      cairo_restore (cr);
      for (i = 0; i < value; i++)
        pip (cr, fx + pip_places[value][i][0] * fw, fy + pip_places[value][i][1] * fh,
             MIN (w * 0.24, h * 0.2));
    }

  if (marks & (EG_CARD_SELECTED | EG_CARD_HIGHLIGHTED))
    {
      GdkRGBA ring = accent;

      if (marks & EG_CARD_HIGHLIGHTED)
        eg_drawing_lookup_color (widget, "eg_decisive_color", "#e5a50a", &ring);
      eg_drawing_rounded_rect (cr, -1.5, -1.5, w + 3, h + 3, r + 1.5);
      gdk_cairo_set_source_rgba (cr, &ring);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }

  cairo_destroy (cr);
}

static void
eg_card_snapshot (GtkWidget   *widget,
                  GtkSnapshot *snapshot)
{
  EgCard *self = EG_CARD (widget);

  eg_card_paint (widget, snapshot,
                 &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget)),
                 self->value, self->marks);
}

static void
eg_card_class_init (EgCardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = eg_card_snapshot;
  /* sizes come from style.css (cardface { min-width; min-height }) */
  gtk_widget_class_set_css_name (widget_class, "cardface");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
eg_card_init (EgCard *self)
{
}

/* A screen reader's name for the card, never its type's */
static void
update_accessible (EgCard *self)
{
  g_autofree char *label = NULL;

  /* face down, a card is hidden from it where it is shown (a hand says
   * how many it holds) */
  if (self->value == 0)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
      return;
    }
  label = g_strdup_printf (_("Card %u"), self->value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

GtkWidget *
eg_card_new (guint value)
{
  EgCard *self = g_object_new (EG_TYPE_CARD, NULL);

  eg_card_set_value (self, value);
  update_accessible (self);
  return GTK_WIDGET (self);
}

void
eg_card_set_value (EgCard *self,
                   guint   value)
{
  g_return_if_fail (EG_IS_CARD (self));
  g_return_if_fail (value <= 5);

  if (self->value == value)
    return;
  self->value = value;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
eg_card_set_marks (EgCard      *self,
                   EgCardMarks  marks)
{
  g_return_if_fail (EG_IS_CARD (self));

  if (self->marks == marks)
    return;
  self->marks = marks;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
