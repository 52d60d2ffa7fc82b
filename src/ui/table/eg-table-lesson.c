/* eg-table-lesson.c — what lies beside the hand over the action area: a
 * lesson's panel, a hint's reason, and the hand's column they leave
 *
 * While a lesson is played, its panel stands left of the hand, as wide
 * as its text needs to show whole in the action area's height (or a
 * share of the area), and the hand and its options take the column
 * right of it: the options wrap there, never under the panel, and never
 * narrow it, so that choosing a card moves nothing beside them. Once the
 * lesson is done, the panel covers the whole area. A hint's reason, out
 * of a lesson, lies right of the hand.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include "eg-table-private.h"

/* The gap between the hand and what lies beside it over the action area. */
#define OVERLAY_GAP 12

/* Whether @panel shows all it holds, its text unscrolled, @width wide
 * in @height. */
static gboolean
panel_fits (GtkWidget *panel,
            int        width,
            int        height)
{
  return eg_lesson_panel_measure_height (EG_LESSON_PANEL (panel), width) <= height;
}

/* The narrowest width from @lo to @hi at which @panel shows all it
 * holds in @height; @hi if none. */
static int
panel_fit (GtkWidget *panel,
           int        lo,
           int        hi,
           int        height)
{
  if (lo >= hi || panel_fits (panel, lo, height))
    return MIN (lo, hi);
  while (hi - lo > 1)
    {
      int mid = lo + (hi - lo) / 2;

      if (panel_fits (panel, mid, height))
        hi = mid;
      else
        lo = mid;
    }
  return hi;
}

/* While a lesson is played, the width of its panel, left in the action
 * area (@area wide; @height, the panel's height): as wide as its text
 * needs to show whole, and at least two fifths of the area (a quarter
 * when the hand stands in the middle), but, where it can, clear of the
 * hand, whose column starts at @hand_start. Only the hand and the
 * panel's own text count, never the options: choosing a card moves
 * nothing beside them. */
static int
lesson_panel_width (EgTable *self,
                    int      area,
                    int      height,
                    int      hand_start)
{
  GtkWidget *panel = GTK_WIDGET (self->lesson_panel);
  int min_width, room = hand_start - OVERLAY_GAP;
  int share = self->lesson_centred ? area / 4 : area * 2 / 5;

  gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  return MAX (MIN (MAX (panel_fit (panel, min_width, room, height), share), room), min_width);
}

static void
hand_page_measure (GtkWidget      *page,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (page));

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  /* the height of the hand and a row of options, not of the options one
   * under the other, which only the narrowest width (that the window's
   * smallest size is measured at) would bring */
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size < 0)
    gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &for_size, NULL, NULL);
  gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

/* The hand's page, the width of the action area: its column the whole
 * of it, but while a lesson is played the room right of its panel
 * (centred, between it and as much room on the right), where the
 * options wrap under the hand. The panel's width is settled here,
 * before the overlay places it (action_overlay_position_cb()). */
static void
hand_page_allocate (GtkWidget *page,
                    int        width,
                    int        height,
                    int        baseline)
{
  EgTable *self = EG_TABLE (gtk_widget_get_ancestor (page, EG_TYPE_TABLE));
  GtkWidget *child = adw_bin_get_child (ADW_BIN (page));
  GtkWidget *overlay = GTK_WIDGET (self->action_overlay);
  graphene_point_t origin;
  int start = 0, end = width, min_width;

  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  if (eg_lesson_panel_get_lesson (self->lesson_panel) != NULL && !eg_lesson_panel_get_done (self->lesson_panel) &&
      gtk_widget_compute_point (page, overlay, &GRAPHENE_POINT_INIT (0, 0), &origin))
    {
      int hand, panel;

      gtk_widget_measure (self->hand_area, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &hand, NULL, NULL);
      hand = MIN (hand, width);
      panel = lesson_panel_width (self, gtk_widget_get_width (overlay), gtk_widget_get_height (overlay),
                                  (int) origin.x + (self->lesson_centred ? (width - hand) / 2 : width - hand));
      self->lesson_panel_width = panel;
      start = CLAMP (panel + OVERLAY_GAP - (int) origin.x, 0, width);
      if (self->lesson_centred)
        end = MAX (width - start, start);
    }
  /* never narrower than the hand and its options can be: past the end
   * rather than under the panel */
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  end = MAX (end, start + min_width);
  gtk_widget_size_allocate (child, &(GtkAllocation) { start, 0, end - start, height }, baseline);
}

void
eg_table_init_lesson (EgTable *self)
{
  gtk_widget_set_layout_manager (self->hand_page, gtk_custom_layout_new (NULL, hand_page_measure,
                                                                         hand_page_allocate));
}

/* A hint's reason: right of the hand, from its top down to the options
 * when they reach under it, else to the area's foot. */
static void
place_hint_reason (EgTable      *self,
                   GtkOverlay   *overlay,
                   GdkRectangle *allocation)
{
  graphene_rect_t hand, options;
  int min_width, nat_width, min_height, x, bottom = allocation->height;

  if (!gtk_widget_compute_bounds (self->hand_area, GTK_WIDGET (overlay), &hand))
    return;
  x = (int) ceil (hand.origin.x + hand.size.width) + OVERLAY_GAP;
  if (gtk_widget_compute_bounds (GTK_WIDGET (self->options_box), GTK_WIDGET (overlay), &options) &&
      options.origin.x + options.size.width > x)
    bottom = (int) options.origin.y - OVERLAY_GAP;
  gtk_widget_measure (GTK_WIDGET (self->hint_reason), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, &nat_width,
                      NULL, NULL);
  allocation->x = x;
  allocation->y = (int) hand.origin.y;
  allocation->width = MAX (MIN (allocation->width - x, nat_width), min_width);
  gtk_widget_measure (GTK_WIDGET (self->hint_reason), GTK_ORIENTATION_VERTICAL, allocation->width, &min_height,
                      NULL, NULL, NULL);
  allocation->height = MAX (bottom - allocation->y, min_height);
}

/* A lesson's panel and a hint's reason lie over the action area, which
 * keeps the height of a match's (the board's height, the track's place).
 * The panel, while the lesson is played, left of the hand's column, as
 * wide as the hand's page settled (hand_page_allocate()), or a third of
 * the area while that page is not shown; once it is done, over the whole
 * area, the hand being no longer needed, so that the explanation has the
 * width it needs. */
static gboolean
action_overlay_position_cb (GtkOverlay   *overlay,
                            GtkWidget    *child,
                            GdkRectangle *allocation,
                            EgTable      *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (overlay));
  int height = gtk_widget_get_height (GTK_WIDGET (overlay));

  *allocation = (GdkRectangle) { 0, 0, width, height };
  if (child == GTK_WIDGET (self->hint_reason))
    {
      place_hint_reason (self, overlay, allocation);
      return TRUE;
    }
  if (eg_lesson_panel_get_done (EG_LESSON_PANEL (child)))
    return TRUE;
  if (self->lesson_panel_width > 0)
    allocation->width = self->lesson_panel_width;
  else
    {
      int min_width;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      allocation->width = MAX (width / 3, min_width);
    }
  return TRUE;
}

/* While a lesson is played, below the large size class's width, the
 * hand and its options stand at the right: the room on their left is
 * the panel's. Wider, they stay in the middle, as in a match. Done, the
 * panel covers the action area: what lies under it is out of reach of
 * the pointer, the keyboard and a screen reader; the focus goes to the
 * panel's ways on (eg-lesson-panel.c). */
void
eg_table_place_lesson (EgTable *self)
{
  gboolean played, done;
  GtkAlign align;

  played = eg_lesson_panel_get_lesson (self->lesson_panel) != NULL;
  done = played && eg_lesson_panel_get_done (self->lesson_panel);
  align = played && !done && !self->lesson_centred
          ? GTK_ALIGN_END : GTK_ALIGN_CENTER;
  gtk_widget_set_halign (self->hand_area, align);
  /* in a lesson, the options take the width of the column beside the
   * panel, which they fill, and wrap in it rather than reach under it */
  gtk_widget_set_halign (GTK_WIDGET (self->options_box), played && !done ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER);
  gtk_flow_box_set_min_children_per_line (self->options_box, played && !done ? 1 : 3);
  if (!played || done)
    self->lesson_panel_width = 0;
  gtk_widget_set_child_visible (GTK_WIDGET (self->action_stack), !done);
  gtk_widget_queue_allocate (gtk_widget_get_parent (GTK_WIDGET (self->lesson_panel)));
}

static void
lesson_done_cb (GObject       *panel,
                GParamSpec    *pspec,
                EgTable       *self)
{
  eg_table_place_lesson (self);
  /* the lit squares, the hand's prompt and the status line follow */
  eg_table_show_selection (self);
  eg_table_show_status (self);
}

/* The handlers eg-table.ui names. */
void
eg_table_class_add_lesson (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, action_overlay_position_cb);
  gtk_widget_class_bind_template_callback (widget_class, lesson_done_cb);
}
