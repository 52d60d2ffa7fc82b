/* eg-cli-validate.c — en-garde-cli validate: check match logs
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-cli"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-cli.h"
#include "eg-match-log.h"

static void
print_valid (const char *path,
             EgMatch    *match)
{
  g_autofree char *name = eg_cli_shown_file_name (path);
  guint n = eg_match_get_n_rounds (match);
  guint left = eg_match_get_score (match, EG_SIDE_LEFT);
  guint right = eg_match_get_score (match, EG_SIDE_RIGHT);

  if (eg_match_is_over (match))
    /* Translators: %1$s is a file name; %3$u–%4$u the score, left first */
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "%1$s: valid, %2$u round, score %3$u–%4$u\n",
                          "%1$s: valid, %2$u rounds, score %3$u–%4$u\n", n),
             name, n, left, right);
  else
    /* Translators: %1$s is a file name; %3$u–%4$u the score, left first */
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "%1$s: valid, %2$u round, score %3$u–%4$u, unfinished\n",
                          "%1$s: valid, %2$u rounds, score %3$u–%4$u, unfinished\n", n),
             name, n, left, right);
}

int
eg_cli_validate (int    argc,
                 char **argv)
{
  g_auto(GStrv) files = NULL;
  gboolean invalid = FALSE;
  gboolean unreadable = FALSE;

  if (!eg_cli_parse_files (&argc, &argv,
                           /* Translators: keep each line within 79 columns */
                           _("Check match logs: the format, the schema and every action against "
                             "the rules.\nExit status: 0 if all are valid, 1 if any is invalid,\n"
                             "2 on a usage or read error."),
                           N_("FILE…"), &files))
    return EG_CLI_EXIT_USAGE;
  if (files == NULL || files[0] == NULL)
    {
      eg_cli_usage_error (_("validate needs at least one FILE"));
      return EG_CLI_EXIT_USAGE;
    }

  for (guint i = 0; files[i] != NULL; i++)
    {
      g_autoptr(EgMatch) match = NULL;
      int status;

      match = eg_cli_load_log (files[i], &status);
      if (match == NULL)
        {
          if (status == EG_CLI_EXIT_USAGE)
            unreadable = TRUE;
          else
            invalid = TRUE;
          continue;
        }

      print_valid (files[i], match);
    }

  if (unreadable)
    return EG_CLI_EXIT_USAGE;
  return invalid ? EG_CLI_EXIT_FAILURE : EG_CLI_EXIT_OK;
}
