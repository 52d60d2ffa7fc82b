/* eg-application-lessons.c — Learn the Rules: the lessons on the app's table
 *
 * The app plays a lesson's match as any other (the window's table, the
 * turn, the computer) and shows the lesson on each window's table; the
 * lesson ends when another match takes its place. app.lesson-next,
 * app.lesson-retry and app.lesson-leave are the panel's buttons.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include "eg-application-private.h"
#include "eg-new-match-dialog.h"
#include "eg-window-private.h"

static void
show_lesson (EgApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (EG_IS_WINDOW (l->data))
      eg_window_set_lesson (l->data, self->lesson);
}

static void
update_lesson_actions (EgApplication *self)
{
  GActionMap *map = G_ACTION_MAP (self);
  gboolean done = self->lesson != NULL && eg_lesson_is_done (self->lesson);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (map, "lesson-next")),
                               done && eg_lesson_has_next (self->lesson));
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (map, "lesson-retry")),
                               self->lesson != NULL);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (map, "lesson-leave")),
                               self->lesson != NULL);
}

static void
lesson_progressed (EgApplication *self)
{
  update_lesson_actions (self);
}

/* Another match took the lesson's place: the lesson is over. */
static void
match_changed (EgApplication *self)
{
  if (self->lesson != NULL && self->match == eg_lesson_get_match (self->lesson))
    return;
  if (self->lesson != NULL)
    g_signal_handlers_disconnect_by_func (eg_lesson_get_match (self->lesson), lesson_progressed, self);
  g_clear_object (&self->lesson);
  show_lesson (self);
  update_lesson_actions (self);
}

static void
start_now (EgApplication *self,
           gpointer       data)
{
  /* the player's own name, as in a match, not the login's */
  g_autofree char *name = eg_new_match_person_name (self->settings);
  g_autoptr(EgLesson) lesson = eg_lesson_new (GPOINTER_TO_UINT (data), name);

  if (self->lesson != NULL)
    g_signal_handlers_disconnect_by_func (eg_lesson_get_match (self->lesson), lesson_progressed, self);
  g_set_object (&self->lesson, lesson);
  g_signal_connect_object (eg_lesson_get_match (lesson), "action-applied",
                           G_CALLBACK (lesson_progressed), self, G_CONNECT_SWAPPED);
  eg_application_switch_match (self, eg_lesson_get_match (lesson), NULL);
  show_lesson (self);
  update_lesson_actions (self);
}

/**
 * eg_application_start_lesson:
 * @index: the lesson, from 0
 *
 * Plays lesson @index on the table, in place of the match in progress
 * (after asking, if that one would be lost).
 */
void
eg_application_start_lesson (EgApplication *self,
                             guint          index)
{
  g_return_if_fail (EG_IS_APPLICATION (self));
  g_return_if_fail (index < eg_lesson_get_n_lessons ());

  eg_application_leave_match (self, start_now, GUINT_TO_POINTER (index), NULL);
}

static void
lesson_next_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  EgApplication *self = user_data;

  if (self->lesson != NULL && eg_lesson_has_next (self->lesson))
    start_now (self, GUINT_TO_POINTER (eg_lesson_get_index (self->lesson) + 1));
}

static void
lesson_retry_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  EgApplication *self = user_data;

  if (self->lesson != NULL)
    start_now (self, GUINT_TO_POINTER (eg_lesson_get_index (self->lesson)));
}

/* Back to playing, as at a launch: the match left for the lessons is
 * offered again on the resume page, else the welcome page shows;
 * nothing is dealt behind either. */
static void
lesson_leave_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  EgApplication *self = user_data;

  if (self->lesson == NULL)
    return;
  eg_application_set_match (self, NULL);
  eg_application_show_first_page (self);
}

static void
window_added (EgApplication *self,
              GtkWindow     *window)
{
  if (EG_IS_WINDOW (window))
    eg_window_set_lesson (EG_WINDOW (window), self->lesson);
}

static const GActionEntry lesson_actions[] = {
  { "lesson-next", lesson_next_activated },
  { "lesson-retry", lesson_retry_activated },
  { "lesson-leave", lesson_leave_activated },
};

void
eg_application_add_lesson_actions (EgApplication *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), lesson_actions, G_N_ELEMENTS (lesson_actions), self);
  g_signal_connect (self, "notify::match", G_CALLBACK (match_changed), NULL);
  /* a window opened during a lesson shows it too */
  g_signal_connect (self, "window-added", G_CALLBACK (window_added), NULL);
  update_lesson_actions (self);
}
