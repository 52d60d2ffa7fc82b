/* eg-side-file.h — the files kept beside the logs (the index, the
 * statistics, the practice progress and its puzzle cache), read with the
 * care of the log reader
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Caps no real file comes near (MATCH-LOG.md: "a size cap" for every
 * file beside the logs). An index group is about 500 bytes: 16 MiB is
 * 30,000 logs. */
#define EG_SIDE_FILE_MAX_INDEX       (16 * 1024 * 1024)
#define EG_SIDE_FILE_MAX_STATISTICS  (1024 * 1024)
#define EG_SIDE_FILE_MAX_PRACTICE    (4 * 1024 * 1024)
#define EG_SIDE_FILE_MAX_CACHE       (16 * 1024 * 1024)

GBytes   *eg_side_file_read       (GFile     *file,
                                   gsize      max_size,
                                   GError   **error);
gboolean  eg_side_file_load_keys  (GKeyFile  *keys,
                                   GFile     *file,
                                   gsize      max_size,
                                   GError   **error);
gboolean  eg_side_file_save_keys  (GKeyFile  *keys,
                                   GFile     *file,
                                   GError   **error);

G_END_DECLS
