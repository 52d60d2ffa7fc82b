/* eg-cli.c — en-garde-cli: play, test and inspect En Garde from a terminal
 *
 * src/cli/ owns the command line: it may include every folder below it
 * (engine/, ai/, model/, logs/, analysis/), never ui/ or GTK.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-cli"

#include "config.h"

#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>

#include "eg-cli.h"
#include "eg-i18n.h"
#include "eg-match-log.h"
#include "eg-shown-text.h"

typedef struct
{
  const char *name;
  int       (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "play",  eg_cli_play,  N_("Play matches between computer players and summarise them") },
  { "bench", eg_cli_bench, N_("Measure how many random rounds the rules engine plays per second") },
  { "engine", eg_cli_engine, N_("Play a match against a computer level over a line protocol") },
  { "validate", eg_cli_validate, N_("Check match logs against the format and the rules") },
  { "show", eg_cli_show, N_("Show a match log step by step") },
  { "analyse", eg_cli_analyse, N_("Rate every action of a match log against the best one") },
  { "tournament", eg_cli_tournament, N_("Play computer levels against each other and print their win rates") },
};

/* Why standard output could not be written, 0 while it could. */
static int output_errno;

/* Every line goes out at once (the engine's player waits for it), and a
 * failure is remembered: a full disk or a closed pipe must not end in
 * exit status 0. */
static void
print_to_stdout (const char *string)
{
  if ((fputs (string, stdout) == EOF || fflush (stdout) == EOF) && output_errno == 0)
    output_errno = errno != 0 ? errno : EIO;
}

gboolean
eg_cli_output_failed (void)
{
  if (output_errno == 0 && fflush (stdout) == EOF)
    output_errno = errno != 0 ? errno : EIO;
  if (output_errno == 0 && ferror (stdout))
    output_errno = EIO;
  return output_errno != 0;
}

/* At every exit, --help's included (GOption exits by itself): output
 * that did not get there is an I/O error, status 2. */
static void
check_output_at_exit (void)
{
  if (!eg_cli_output_failed ())
    return;
  /* Translators: %s is the system's reason, e.g. "No space left on device" */
  g_printerr (_("en-garde-cli: cannot write the output: %s\n"), g_strerror (output_errno));
  _exit (EG_CLI_EXIT_USAGE);
}

void
eg_cli_usage_error (const char *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* Translators: %s is an error message about the command line */
  g_printerr (_("en-garde-cli: %s (try --help)\n"), message);
}

gboolean
eg_cli_parse (GOptionContext   *context,
              int              *argc,
              char           ***argv)
{
  g_autoptr(GError) error = NULL;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      eg_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  if (*argc > 1)
    {
      g_autofree char *argument = g_filename_display_name ((*argv)[1]);

      eg_cli_usage_error (_("unexpected argument “%s”"), argument);
      return FALSE;
    }
  return TRUE;
}

gboolean
eg_cli_parse_seed (const char *text,
                   guint64    *seed)
{
  guint64 unsigned_value;
  gint64 signed_value;

  if (text == NULL)
    {
      *seed = (guint64) g_get_real_time ();
      return TRUE;
    }
  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &unsigned_value, NULL))
    {
      *seed = unsigned_value;
      return TRUE;
    }
  /* A negative seed is a seed like any other: its 64 bits */
  if (g_ascii_string_to_signed (text, 10, G_MININT64, -1, &signed_value, NULL))
    {
      *seed = (guint64) signed_value;
      return TRUE;
    }

  /* Translators: %s is what was given after --seed */
  eg_cli_usage_error (_("--seed needs a whole number, not “%s”"), text);
  return FALSE;
}

gboolean
eg_cli_parse_number (const char *option,
                     const char *text,
                     guint64     min,
                     guint64     max,
                     guint64    *number)
{
  g_autofree char *min_text = NULL;
  g_autofree char *max_text = NULL;

  if (g_ascii_string_to_unsigned (text, 10, min, max, number, NULL))
    return TRUE;

  min_text = g_strdup_printf ("%" G_GUINT64_FORMAT, min);
  max_text = g_strdup_printf ("%" G_GUINT64_FORMAT, max);
  /* Translators: %1$s is an option such as --rounds, %2$s and %3$s
   * numbers, %4$s what was given */
  eg_cli_usage_error (_("%1$s needs a whole number from %2$s to %3$s, not “%4$s”"),
                      option, min_text, max_text, text);
  return FALSE;
}

gboolean
eg_cli_parse_files (int          *argc,
                    char       ***argv,
                    const char   *summary,
                    const char   *parameter,
                    char       ***files)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  GOptionEntry entries[] = {
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, files, NULL, parameter },
    { NULL }
  };

  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  return eg_cli_parse (context, argc, argv);
}

static void
print_help (void)
{
  g_print ("%s\n\n", _("Usage: en-garde-cli COMMAND [OPTION…]"));
  g_print ("%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_print ("  %-10s %s\n", commands[i].name, _(commands[i].summary));
  g_print ("\n%s\n", _("Run “en-garde-cli COMMAND --help” for a command’s options."));
}

/* A file name as text output shows it: for the terminal's encoding, and
 * its control characters escaped (eg_shown_text()). */
char *
eg_cli_shown_file_name (const char *path)
{
  g_autofree char *name = g_filename_display_name (path);

  return eg_shown_text (name);
}

EgMatch *
eg_cli_load_log (const char *path,
                 int        *status)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  EgMatch *match;
  guint line = 0;

  match = eg_match_log_load_file_full (file, NULL, &line, &error);
  if (match != NULL)
    return match;

  /* one line, whatever the file's text quoted in the message holds */
  name = eg_cli_shown_file_name (path);
  message = eg_shown_text (error->message);
  if (line > 0)
    g_printerr ("%s:%u: %s\n", name, line, message);
  else
    g_printerr ("%s: %s\n", name, message);
  *status = g_error_matches (error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_IO)
            ? EG_CLI_EXIT_USAGE : EG_CLI_EXIT_FAILURE;
  return NULL;
}

int
main (int    argc,
      char **argv)
{
  const char *name;

  setlocale (LC_ALL, "");
  eg_i18n_init ();

  /* A closed pipe is a failed write (EPIPE), told and answered with
   * status 2, not a silent death by signal. */
  signal (SIGPIPE, SIG_IGN);
  g_set_print_handler (print_to_stdout);
  atexit (check_output_at_exit);

  if (argc < 2)
    {
      eg_cli_usage_error (_("a command is needed"));
      return EG_CLI_EXIT_USAGE;
    }

  name = argv[1];
  if (g_str_equal (name, "--help") || g_str_equal (name, "-h") || g_str_equal (name, "help"))
    {
      print_help ();
      return EG_CLI_EXIT_OK;
    }
  if (g_str_equal (name, "--version"))
    {
      g_print ("en-garde-cli %s\n", PACKAGE_VERSION);
      return EG_CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (name, commands[i].name))
      {
        g_autofree char *prgname = g_strdup_printf ("en-garde-cli %s", name);

        g_set_prgname (prgname);
        argv[1] = prgname;
        return commands[i].run (argc - 1, argv + 1);
      }

  eg_cli_usage_error (_("unknown command “%s”"), name);
  return EG_CLI_EXIT_USAGE;
}
