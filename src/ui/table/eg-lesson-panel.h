/* eg-lesson-panel.h — the lesson's instruction and explanation on the table
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-lesson.h"

G_BEGIN_DECLS

#define EG_TYPE_LESSON_PANEL (eg_lesson_panel_get_type ())

G_DECLARE_FINAL_TYPE (EgLessonPanel, eg_lesson_panel, EG, LESSON_PANEL, GtkWidget)

/* Shows @lesson and follows its match; NULL hides the panel. */
void       eg_lesson_panel_set_lesson (EgLessonPanel *self,
                                       EgLesson      *lesson);
EgLesson  *eg_lesson_panel_get_lesson (EgLessonPanel *self);
gboolean   eg_lesson_panel_get_done   (EgLessonPanel *self);
int        eg_lesson_panel_measure_height (EgLessonPanel *self,
                                           int            width);

G_END_DECLS
