/* eg-help.h — opening the user guide (F1)
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char *eg_help_find_html (const char     *language);
void  eg_help_show      (GtkApplication *app,
                         const char     *language);

G_END_DECLS
