/* eg-i18n.h — gettext set-up shared by the app, the CLI and the tests
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void eg_i18n_init (void);

G_END_DECLS
