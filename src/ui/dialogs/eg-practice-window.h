/* eg-practice-window.h — the person's own mistakes, to be tried again
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-practice.h"

G_BEGIN_DECLS

#define EG_TYPE_PRACTICE_WINDOW (eg_practice_window_get_type ())

G_DECLARE_FINAL_TYPE (EgPracticeWindow, eg_practice_window, EG, PRACTICE_WINDOW, AdwWindow)

/* The puzzles of every match saved in @logs_dir, or (@log not NULL) of
 * that match alone, found in a worker; progress in @store. */
EgPracticeWindow *eg_practice_window_new         (GtkWindow       *parent,
                                                  EgPracticeStore *store,
                                                  GFile           *logs_dir,
                                                  GFile           *log);

G_END_DECLS
