/* eg-help.h — where the user guide is opened from
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

char *eg_help_get_uri (const char  *language,
                       GError     **error);

G_END_DECLS
