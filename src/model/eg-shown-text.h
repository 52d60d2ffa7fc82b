/* eg-shown-text.h — text from a file made safe to show: its control
 * characters escaped, so that it can neither start a line nor steer a
 * terminal
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean  eg_shown_text_needs_escape (const char *text);
char     *eg_shown_text              (const char *text);

G_END_DECLS
