/* eg-cli.h — en-garde-cli's subcommands
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "eg-match.h"

G_BEGIN_DECLS

/* Exit codes shared by every subcommand. */
enum
{
  EG_CLI_EXIT_OK = 0,
  EG_CLI_EXIT_FAILURE = 1,   /* e.g. an invalid log */
  EG_CLI_EXIT_USAGE = 2,     /* a wrong option, an unreadable file, output that
                                cannot be written */
};

/* Each takes the arguments after the subcommand's name (argv[0] is
 * "en-garde-cli COMMAND") and returns an exit code. */
int   eg_cli_play  (int    argc,
                    char **argv);
int   eg_cli_bench (int    argc,
                    char **argv);
int   eg_cli_engine (int    argc,
                     char **argv);
int   eg_cli_validate (int    argc,
                       char **argv);
int   eg_cli_show  (int    argc,
                    char **argv);
int   eg_cli_analyse (int    argc,
                      char **argv);
int   eg_cli_tournament (int    argc,
                         char **argv);

/* Parses @argv with @context; on a wrong option prints one line naming
 * the problem and returns FALSE (the caller exits with 2). */
gboolean eg_cli_parse       (GOptionContext *context,
                             int            *argc,
                             char         ***argv);
void     eg_cli_usage_error (const char     *format,
                             ...) G_GNUC_PRINTF (1, 2);
/* Numbers given to options, checked whole: on a wrong one these print
 * one line naming the option and return FALSE (the caller exits with 2).
 * A seed is any whole number that fits 64 bits, negative ones included
 * (their bits are the seed); NULL @text means "not given": the clock. */
gboolean eg_cli_parse_seed   (const char     *text,
                              guint64        *seed);
gboolean eg_cli_parse_number (const char     *option,
                              const char     *text,
                              guint64         min,
                              guint64         max,
                              guint64        *number);
/* Parses a command whose only arguments are files: @summary (translated)
 * for --help, @parameter (untranslated, N_()) names the files there. On
 * success @files holds the files named, or NULL; FALSE as eg_cli_parse. */
gboolean eg_cli_parse_files (int            *argc,
                             char         ***argv,
                             const char     *summary,
                             const char     *parameter,
                             char         ***files);
/* Whether writing to standard output has failed (a full disk, a closed
 * pipe): a command with long work ahead stops then. Whatever it returns,
 * en-garde-cli then says so and exits with EG_CLI_EXIT_USAGE. */
gboolean eg_cli_output_failed (void);
/* A file name as text output shows it: g_filename_display_name(), its
 * control characters escaped (eg_shown_text()). */
char    *eg_cli_shown_file_name (const char *path);
/* Reads the match log at @path (a path, never a URI). On failure prints
 * "PATH:LINE: message" on one line, PATH as eg_cli_shown_file_name()
 * shows it and the message's control characters escaped, and returns
 * NULL with @status set to the exit status: EG_CLI_EXIT_USAGE when
 * unreadable, EG_CLI_EXIT_FAILURE when invalid. */
EgMatch *eg_cli_load_log    (const char     *path,
                             int            *status);

G_END_DECLS
