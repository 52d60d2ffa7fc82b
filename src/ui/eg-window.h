/* eg-window.h
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-application.h"

G_BEGIN_DECLS

#define EG_TYPE_WINDOW (eg_window_get_type ())

G_DECLARE_FINAL_TYPE (EgWindow, eg_window, EG, WINDOW, GtkApplicationWindow)

EgWindow *eg_window_new (EgApplication *application);

G_END_DECLS
