/* eg-match-log-private.h — what the parts of the match log reader share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * eg-match-log-prescan.c  refuses bytes no log has, before the parser
 * eg-match-log-safe.c     reads bytes and parses them safely, reports errors
 * eg-match-log-check.c    checks elements and attributes (the schema, and
 *                         the messages that say what is wrong)
 * eg-match-log-write.c    writes a match as a log
 * eg-match-log.c          replays a parsed log through the rules
 */

#pragma once

#include <libxml/tree.h>

#include "eg-match-log.h"

G_BEGIN_DECLS

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

/* Errors: the message starts with "line N: " unless @error_line takes
 * the line. */
void         eg_match_log_set_error    (GError          **error,
                                        guint            *error_line,
                                        EgMatchLogError   code,
                                        guint             line,
                                        const char       *message);
void         eg_match_log_set_errorf   (GError          **error,
                                        guint            *error_line,
                                        EgMatchLogError   code,
                                        guint             line,
                                        const char       *format,
                                        ...) G_GNUC_PRINTF (5, 6);
guint        eg_match_log_node_line    (xmlNode          *node);

/* Writing (eg-match-log-write.c): the lock on a folder of logs that a
 * save holds shared (LOCK_SH) while its temporary file exists, and the
 * tidying of a crash's temporary files exclusive (LOCK_EX | LOCK_NB).
 * Returns the descriptor to close(), or -1 with errno set. */
int          eg_match_log_lock_folder  (const char       *dir_path,
                                        int               operation);

/* The pre-scan (eg-match-log-prescan.c) */
gboolean     eg_match_log_prescan      (const char       *data,
                                        gsize             length,
                                        guint            *error_line,
                                        GError          **error);
guint        eg_match_log_line_at      (const char       *data,
                                        const char       *at);
/* @size and the most a log may have, as a message shows them */
void         eg_match_log_format_sizes (goffset           size,
                                        char            **size_text,
                                        char            **max_text);

/* Safe reading (eg-match-log-safe.c) */
void         eg_match_log_set_doctype_error (GError     **error,
                                             guint       *error_line,
                                             guint        line);
xmlDoc      *eg_match_log_parse        (const char       *data,
                                        gsize             length,
                                        guint            *error_line,
                                        GError          **error);
GBytes      *eg_match_log_read_bytes   (GFile            *file,
                                        GCancellable     *cancellable,
                                        GFileProgressCallback progress,
                                        gpointer          progress_data,
                                        guint            *error_line,
                                        GError          **error);

/* Element checks (eg-match-log-check.c) */
char        *eg_match_log_get_prop     (xmlNode          *node,
                                        const char       *name);
gboolean     eg_match_log_parse_uint   (const char       *text,
                                        guint             max,
                                        guint            *out);
gboolean     eg_match_log_prop_uint    (xmlNode          *node,
                                        const char       *name,
                                        guint             max,
                                        guint            *out);
gboolean     eg_match_log_prop_side    (xmlNode          *node,
                                        const char       *name,
                                        EgSide           *side);
GDateTime   *eg_match_log_parse_time   (const char       *text);
gboolean     eg_match_log_is_element   (xmlNode          *node,
                                        const char       *name);
xmlNode     *eg_match_log_next_element (xmlNode          *node);
/* The forked-* attributes (MATCH-LOG.md), as written: one reading for
 * the log reader and the index, so that both give "+1", " 1 " and
 * forked-afresh="1" the same meaning. */
typedef struct
{
  gboolean    is_fork;    /* any of the four is written */
  const char *from;       /* nullable, borrowed from the caller */
  guint       round;      /* from 1 */
  guint       action;
  gboolean    afresh;
} EgMatchLogFork;

char        *eg_match_log_read_fork    (const char       *from,
                                        const char       *round,
                                        const char       *action,
                                        const char       *afresh,
                                        EgMatchLogFork   *fork);
gboolean     eg_match_log_check_root   (xmlDoc           *doc,
                                        guint            *error_line,
                                        GError          **error);
gboolean     eg_match_log_validate     (xmlDoc           *doc,
                                        guint            *error_line,
                                        GError          **error);

G_END_DECLS
