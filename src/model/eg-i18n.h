/* eg-i18n.h — gettext set-up shared by the app, the CLI and the tests
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void        eg_i18n_init          (void);

/* The interface language, switched while running: "en", "nl", "fr",
 * "de", or NULL / "" for the system's. See eg-i18n.c. */
gboolean    eg_i18n_is_language   (const char *code);
gboolean    eg_i18n_set_language  (const char *code);
const char *eg_i18n_get_language  (void);

G_END_DECLS
