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

/* @language_option: the language asked for with --language for this run,
 * or NULL: the language row says it shows until one is chosen. */
EgPreferencesWindow *eg_preferences_window_new (GtkWindow  *parent,
                                                const char *language_option);

G_END_DECLS
