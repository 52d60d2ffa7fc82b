/* eg-welcome-window.h — the first launch: what the game is, the rules
 * step by step, and Play; the rules alone from the main menu
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define EG_TYPE_WELCOME_WINDOW (eg_welcome_window_get_type ())

G_DECLARE_FINAL_TYPE (EgWelcomeWindow, eg_welcome_window, EG, WELCOME_WINDOW, AdwWindow)

/* Emits "play" once, when the person plays or closes the window. */
EgWelcomeWindow *eg_welcome_window_new       (GtkWindow       *parent);

G_END_DECLS
