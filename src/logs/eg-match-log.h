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
/* Limits no real match reaches, checked on the bytes before the XML
 * parser sees them (README.md, "Match logs"). The longest real matches,
 * to 99 points, last about 200 rounds and 300 KB; drawn rounds score
 * nothing, so the limits allow five times that. */
#define EG_MATCH_LOG_MAX_ROUNDS      1000
#define EG_MATCH_LOG_MAX_SIZE        (4 * 1024 * 1024)
/* The match, two players, a match result, and per round the round, its
 * deck, its result and at most one action per card of the deck. */
#define EG_MATCH_LOG_MAX_ELEMENTS    (4 + EG_MATCH_LOG_MAX_ROUNDS * (EG_DECK_SIZE + 3))
/* A real round carries about 60 attributes, the largest element 5. */
#define EG_MATCH_LOG_MAX_ATTRIBUTES  (EG_MATCH_LOG_MAX_ROUNDS * 100)
#define EG_MATCH_LOG_MAX_ELEMENT_ATTRIBUTES 10   /* namespace declarations included */
#define EG_MATCH_LOG_MAX_NAME        64          /* bytes in an element or attribute name */
#define EG_MATCH_LOG_MAX_VALUE       1024        /* bytes in an attribute value: a player's name */
/* Comments, processing instructions and CDATA sections, in all: as many
 * as elements (MATCH-LOG.md) */
#define EG_MATCH_LOG_MAX_MARKUP      EG_MATCH_LOG_MAX_ELEMENTS
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
  EG_MATCH_LOG_ERROR_ENCODING,       /* not UTF-8: declared or detected */
} EgMatchLogError;

GQuark    eg_match_log_error_quark    (void);

/* Reading checks everything MATCH-LOG.md asks for: a safe parse, the
 * schema, then every action replayed through the engine. An error message
 * starts with "line N: " when a line is known, and is translated. */
EgMatch  *eg_match_log_load_file      (GFile         *file,
                                       GCancellable  *cancellable,
                                       GError       **error);

/* As eg_match_log_load_file(), but the message does not start with
 * "line N: ": the line goes to @error_line instead (0 when none applies),
 * for callers that print "FILE:LINE: message". */
EgMatch  *eg_match_log_load_file_full (GFile         *file,
                                       GCancellable  *cancellable,
                                       guint         *error_line,
                                       GError       **error);

/* The same in a worker thread; @progress_callback runs in the caller's
 * thread-default main context. */
void      eg_match_log_load_async     (GFile                 *file,
                                       GCancellable          *cancellable,
                                       GFileProgressCallback  progress_callback,
                                       gpointer               progress_data,
                                       GDestroyNotify         progress_destroy,
                                       GAsyncReadyCallback    callback,
                                       gpointer               user_data);
EgMatch  *eg_match_log_load_finish    (GAsyncResult          *result,
                                       GError               **error);

char     *eg_match_log_to_string      (EgMatch       *match,
                                       gsize         *length);
/* Writes atomically: a reader, or a crash, sees the old file or the new
 * one, never a part of it. */
gboolean  eg_match_log_save           (EgMatch       *match,
                                       GFile         *file,
                                       GError       **error);

G_END_DECLS
