/* eg-lesson-panel.c — the lesson's instruction and explanation on the table
 *
 * A view of EgLesson: its heading, what to do now or, once the script
 * has been played, what happened, and the ways on (app.lesson-next,
 * app.lesson-retry, app.lesson-leave). Every sentence comes from the
 * lesson; the table around it plays the lesson's match as any other,
 * and places the panel (eg-table-lesson.c): beside the hand while the
 * lesson is played, over the whole action area once it is done.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include "eg-lesson-panel.h"
#include "eg-ui-utils.h"

struct _EgLessonPanel
{
  GtkWidget     parent_instance;

  EgLesson     *lesson;
  GSignalGroup *match_signals;
  gboolean      was_done;

  /* template widgets */
  GtkLabel     *heading;
  GtkLabel     *text;
  GtkScrolledWindow *text_scroller;
  GtkWidget    *next_button;
  GtkWidget    *retry_button;
};

G_DEFINE_FINAL_TYPE (EgLessonPanel, eg_lesson_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DONE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update (EgLessonPanel *self)
{
  g_autofree char *heading = NULL;
  gboolean done;

  if (self->lesson == NULL)
    return;

  done = eg_lesson_is_done (self->lesson);
  heading = eg_lesson_get_heading (self->lesson);
  gtk_label_set_label (self->heading, heading);
  /* the group is named after its lesson, not its type */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, heading, -1);
  gtk_label_set_label (self->text, eg_lesson_get_text (self->lesson));
  gtk_widget_set_visible (self->next_button, done && eg_lesson_has_next (self->lesson));
  gtk_widget_set_visible (self->retry_button, done);

  /* the ways on carry the explanation: focus moves there once it shows,
   * and a screen reader says the button with it */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->next_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, eg_lesson_get_text (self->lesson), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->retry_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, eg_lesson_get_text (self->lesson), -1);
  if (done == self->was_done)
    return;
  self->was_done = done;
  /* the table gives the explanation its room first, then the focus
   * moves to the ways on */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
  if (done)
    gtk_widget_grab_focus (gtk_widget_get_visible (self->next_button) ? self->next_button
                                                                       : self->retry_button);
}

static void
eg_lesson_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  EgLessonPanel *self = EG_LESSON_PANEL (object);

  switch (prop_id)
    {
    case PROP_DONE:
      g_value_set_boolean (value, eg_lesson_panel_get_done (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_lesson_panel_dispose (GObject *object)
{
  EgLessonPanel *self = EG_LESSON_PANEL (object);

  g_clear_object (&self->match_signals);
  g_clear_object (&self->lesson);
  eg_ui_dispose_template (GTK_WIDGET (object), EG_TYPE_LESSON_PANEL);
  G_OBJECT_CLASS (eg_lesson_panel_parent_class)->dispose (object);
}

static void
eg_lesson_panel_class_init (EgLessonPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_lesson_panel_dispose;
  object_class->get_property = eg_lesson_panel_get_property;

  /**
   * EgLessonPanel:done:
   *
   * Whether the panel shows a lesson whose script has been played: its
   * explanation and the ways on, in place of what to do.
   */
  properties[PROP_DONE] =
    g_param_spec_boolean ("done", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-lesson-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, EgLessonPanel, heading);
  gtk_widget_class_bind_template_child (widget_class, EgLessonPanel, text);
  gtk_widget_class_bind_template_child (widget_class, EgLessonPanel, text_scroller);
  gtk_widget_class_bind_template_child (widget_class, EgLessonPanel, next_button);
  gtk_widget_class_bind_template_child (widget_class, EgLessonPanel, retry_button);
  gtk_widget_class_set_css_name (widget_class, "lesson-panel");
}

static void
eg_lesson_panel_init (EgLessonPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  self->match_signals = g_signal_group_new (EG_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "action-applied", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->match_signals, "round-started", G_CALLBACK (update), self);
}

void
eg_lesson_panel_set_lesson (EgLessonPanel *self,
                            EgLesson      *lesson)
{
  g_return_if_fail (EG_IS_LESSON_PANEL (self));
  g_return_if_fail (lesson == NULL || EG_IS_LESSON (lesson));

  if (!g_set_object (&self->lesson, lesson))
    return;
  g_signal_group_set_target (self->match_signals, lesson != NULL ? eg_lesson_get_match (lesson) : NULL);
  if (self->was_done != (lesson != NULL && eg_lesson_is_done (lesson)))
    {
      self->was_done = !self->was_done;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), lesson != NULL);
  /* out of a lesson the panel is nothing to a screen reader */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN, lesson == NULL, -1);
  update (self);
}

/**
 * eg_lesson_panel_get_lesson:
 *
 * Returns: (transfer none) (nullable): the lesson shown
 */
EgLesson *
eg_lesson_panel_get_lesson (EgLessonPanel *self)
{
  g_return_val_if_fail (EG_IS_LESSON_PANEL (self), NULL);
  return self->lesson;
}

/**
 * eg_lesson_panel_get_done:
 *
 * Returns: whether the lesson shown has been played (#EgLessonPanel:done)
 */
gboolean
eg_lesson_panel_get_done (EgLessonPanel *self)
{
  g_return_val_if_fail (EG_IS_LESSON_PANEL (self), FALSE);
  return self->was_done;
}

/**
 * eg_lesson_panel_measure_height:
 * @width: a width for the panel
 *
 * The height the panel needs, @width wide, to show its heading, the
 * whole of its text without scrolling and its buttons. (GTK 4.8's
 * scrolled window measures its child's height at the child's natural
 * width, whatever the width asked: one line of text.)
 *
 * Returns: that height, in pixels
 */
int
eg_lesson_panel_measure_height (EgLessonPanel *self,
                                int            width)
{
  GtkWidget *box;
  GtkStyleContext *style;
  GtkBorder padding, border;
  int inner, height, n = 0;

  g_return_val_if_fail (EG_IS_LESSON_PANEL (self), 0);

  box = gtk_widget_get_first_child (GTK_WIDGET (self));
  style = gtk_widget_get_style_context (box);
  gtk_style_context_get_padding (style, &padding);
  gtk_style_context_get_border (style, &border);
  inner = MAX (width - padding.left - padding.right - border.left - border.right, 0);
  height = padding.top + padding.bottom + border.top + border.bottom;
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      int natural;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child == GTK_WIDGET (self->text_scroller) ? GTK_WIDGET (self->text) : child,
                          GTK_ORIENTATION_VERTICAL, inner, NULL, &natural, NULL, NULL);
      height += natural;
      n++;
    }
  return height + MAX (n - 1, 0) * gtk_box_get_spacing (GTK_BOX (box));
}
