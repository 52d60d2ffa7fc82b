/* eg-ui-utils.h — small helpers shared by the widgets
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Loads the style sheet and the icons of the resources for the default
 * display; the application does it at start-up, tests and the screenshot
 * tool call it themselves. Safe to call more than once. */
void        eg_ui_init_style           (void);

/* Sets the accessible label and description of @widget (either may be
 * NULL to leave it). GTK 4.8 cannot read them back, so a copy is kept on
 * the widget: eg_ui_get_accessible_text() returns both, for the tests that
 * check what a screen reader would say. */
void        eg_ui_set_accessible       (GtkWidget  *widget,
                                        const char *label,
                                        const char *description);
const char *eg_ui_get_accessible_label (GtkWidget  *widget);
const char *eg_ui_get_accessible_description (GtkWidget *widget);

G_END_DECLS
