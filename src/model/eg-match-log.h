/* eg-match-log.h — match logs: the XML format of MATCH-LOG.md, read and written
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-match.h"

G_BEGIN_DECLS

#define EG_MATCH_LOG_NAMESPACE "urn:engarde:match:1"
#define EG_MATCH_LOG_FORMAT    1
/* No match log comes near this: 500 rounds take about 1 MiB. */
#define EG_MATCH_LOG_MAX_SIZE  (16 * 1024 * 1024)
#define EG_MATCH_LOG_SCHEMA_RESOURCE "/io/github/engarde/EnGarde/en-garde-match.rng"

#define EG_MATCH_LOG_ERROR (eg_match_log_error_quark ())

typedef enum
{
  EG_MATCH_LOG_ERROR_IO,             /* the file could not be read or written */
  EG_MATCH_LOG_ERROR_MALFORMED,      /* not well-formed XML */
  EG_MATCH_LOG_ERROR_NOT_A_LOG,      /* another root element or namespace */
  EG_MATCH_LOG_ERROR_FUTURE_FORMAT,  /* written by a newer En Garde */
  EG_MATCH_LOG_ERROR_UNSAFE,         /* a DOCTYPE or an entity reference */
  EG_MATCH_LOG_ERROR_TOO_LARGE,      /* over EG_MATCH_LOG_MAX_SIZE */
  EG_MATCH_LOG_ERROR_SCHEMA,         /* fails the RELAX NG schema */
  EG_MATCH_LOG_ERROR_RULES,          /* breaks the rules or disagrees with them */
} EgMatchLogError;

GQuark    eg_match_log_error_quark    (void);

/* Reading checks everything MATCH-LOG.md asks for: a safe parse, the
 * schema, then every action replayed through the engine. An error message
 * starts with "line N: " when a line is known, and is translated. */
EgMatch  *eg_match_log_load_data      (const char    *data,
                                       gsize          length,
                                       GError       **error);
EgMatch  *eg_match_log_load_file      (GFile         *file,
                                       GCancellable  *cancellable,
                                       GError       **error);

/* As the two above, but the message does not start with "line N: ": the
 * line goes to @error_line instead (0 when none applies), for callers
 * that print "FILE:LINE: message". */
EgMatch  *eg_match_log_load_data_full (const char    *data,
                                       gsize          length,
                                       guint         *error_line,
                                       GError       **error);
EgMatch  *eg_match_log_load_file_full (GFile         *file,
                                       GCancellable  *cancellable,
                                       guint         *error_line,
                                       GError       **error);

char     *eg_match_log_to_string      (EgMatch       *match,
                                       gsize         *length);
/* Writes atomically: a reader, or a crash, sees the old file or the new
 * one, never a part of it. */
gboolean  eg_match_log_save           (EgMatch       *match,
                                       GFile         *file,
                                       GError       **error);

G_END_DECLS
