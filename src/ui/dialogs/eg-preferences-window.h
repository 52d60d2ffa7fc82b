/* eg-preferences-window.h — the preferences, stored in GSettings
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define EG_TYPE_PREFERENCES_WINDOW (eg_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (EgPreferencesWindow, eg_preferences_window, EG, PREFERENCES_WINDOW, AdwPreferencesWindow)

EgPreferencesWindow *eg_preferences_window_new (GtkWindow *parent);

G_END_DECLS
