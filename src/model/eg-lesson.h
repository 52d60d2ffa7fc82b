/* eg-lesson.h — the lessons of "Learn the Rules": scripted rounds
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-match.h"

G_BEGIN_DECLS

#define EG_TYPE_LESSON (eg_lesson_get_type ())

G_DECLARE_FINAL_TYPE (EgLesson, eg_lesson, EG, LESSON, GObject)

/* How many lessons there are; each is numbered from 0. */
guint        eg_lesson_get_n_lessons  (void);

/* Lesson @index, set up on a match of its own: the person (@name) plays
 * the left fencer, the computer the right one, and the match plays the
 * lesson's script (eg_match_begin_scripted_round()). */
EgLesson    *eg_lesson_new            (guint          index,
                                       const char    *name);
guint        eg_lesson_get_index      (EgLesson      *self);
EgMatch     *eg_lesson_get_match      (EgLesson      *self);
/* "Lesson 2 of 6: Attack" */
char        *eg_lesson_get_heading    (EgLesson      *self);
/* What to do now (or to watch), and once the lesson is done, what happened. */
const char  *eg_lesson_get_text       (EgLesson      *self);
/* The script has been played to its end. */
gboolean     eg_lesson_is_done        (EgLesson      *self);
gboolean     eg_lesson_has_next       (EgLesson      *self);
/* What the status line says once a lesson is done: short, for the
 * table's width at 800 pixels in every language. */
const char  *eg_lesson_describe_done  (void);

G_END_DECLS
