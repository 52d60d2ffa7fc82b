/* eg-replay-bar.c — the replay's title and buttons: one row, or two
 *
 * The form depends on the width only, and one function chooses it
 * (fits_one_row()) for both the size request and the allocation, so a
 * width gets the height its form needs at once. (The bar used to be a
 * box whose orientation an idle callback switched after an allocation,
 * which laid the view out a second time.)
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include "eg-replay-bar.h"

/* Between the title and the buttons on one row, and between the rows. */
#define ROW_SPACING 12
#define STACKED_SPACING 6

struct _EgReplayBar
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (EgReplayBar, eg_replay_bar, GTK_TYPE_WIDGET)

static gboolean
get_children (GtkWidget  *widget,
              GtkWidget **title,
              GtkWidget **buttons)
{
  *title = gtk_widget_get_first_child (widget);
  *buttons = *title != NULL ? gtk_widget_get_next_sibling (*title) : NULL;
  return *buttons != NULL;
}

static int
natural_width (GtkWidget *child)
{
  int natural;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

static int
height_for (GtkWidget *child,
            int        width,
            int       *natural)
{
  int minimum;

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &minimum, natural, NULL, NULL);
  return minimum;
}

/* The one choice: a row holds both at their natural widths. */
static gboolean
fits_one_row (GtkWidget *title,
              GtkWidget *buttons,
              int        width)
{
  return width < 0 || natural_width (title) + ROW_SPACING + natural_width (buttons) <= width;
}

static GtkSizeRequestMode
eg_replay_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
eg_replay_bar_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GtkWidget *title, *buttons;
  int title_min, title_nat, buttons_min, buttons_nat;

  *minimum = *natural = 0;
  if (!get_children (widget, &title, &buttons))
    return;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* as narrow as the wider of the two rows, as wide as one row */
      gtk_widget_measure (title, orientation, -1, &title_min, &title_nat, NULL, NULL);
      gtk_widget_measure (buttons, orientation, -1, &buttons_min, &buttons_nat, NULL, NULL);
      *minimum = MAX (title_min, buttons_min);
      *natural = title_nat + ROW_SPACING + buttons_nat;
      return;
    }

  if (fits_one_row (title, buttons, for_size))
    {
      int buttons_width = natural_width (buttons);
      int title_width = for_size < 0 ? -1 : for_size - ROW_SPACING - buttons_width;

      title_min = height_for (title, title_width, &title_nat);
      buttons_min = height_for (buttons, buttons_width, &buttons_nat);
      *minimum = MAX (title_min, buttons_min);
      *natural = MAX (title_nat, buttons_nat);
    }
  else
    {
      title_min = height_for (title, for_size, &title_nat);
      buttons_min = height_for (buttons, for_size, &buttons_nat);
      *minimum = title_min + STACKED_SPACING + buttons_min;
      *natural = title_nat + STACKED_SPACING + buttons_nat;
    }
}

static void
eg_replay_bar_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GtkWidget *title, *buttons;

  if (!get_children (widget, &title, &buttons))
    return;

  if (fits_one_row (title, buttons, width))
    {
      int buttons_width = natural_width (buttons);
      int title_width = width - ROW_SPACING - buttons_width;

      gtk_widget_size_allocate (title, &(GtkAllocation) { rtl ? width - title_width : 0, 0, title_width, height }, -1);
      gtk_widget_size_allocate (buttons, &(GtkAllocation) { rtl ? 0 : width - buttons_width, 0, buttons_width, height },
                                -1);
    }
  else
    {
      int title_height = height_for (title, width, NULL);
      int buttons_y = MIN (height, title_height + STACKED_SPACING);

      gtk_widget_size_allocate (title, &(GtkAllocation) { 0, 0, width, title_height }, -1);
      gtk_widget_size_allocate (buttons, &(GtkAllocation) { 0, buttons_y, width, height - buttons_y }, -1);
    }
}

static void
eg_replay_bar_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (eg_replay_bar_parent_class)->dispose (object);
}

static void
eg_replay_bar_class_init (EgReplayBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_replay_bar_dispose;
  widget_class->get_request_mode = eg_replay_bar_get_request_mode;
  widget_class->measure = eg_replay_bar_measure;
  widget_class->size_allocate = eg_replay_bar_size_allocate;

  gtk_widget_class_set_css_name (widget_class, "replaybar");
}

static void
eg_replay_bar_init (EgReplayBar *self)
{
}
