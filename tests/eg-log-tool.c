/* eg-log-tool.c — helper for the log tests and benchmarks
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   eg-log-tool long FILE ROUNDS [SEED]  write a random unfinished match of
 *                                        ROUNDS rounds (500 for the benchmark)
 *   eg-log-tool autosave DIR SEED        play random matches with an
 *                                        autosave in DIR until killed
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <stdlib.h>

#include "eg-autosave.h"
#include "eg-match-log.h"
#include "eg-test-logs.h"

static int
write_long (const char *path,
            guint       rounds,
            guint64     seed,
            gboolean    drawn)
{
  g_autoptr(EgMatch) match = drawn ? eg_test_drawn_match (rounds, seed) : eg_test_long_match (rounds, seed);
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;

  if (!eg_match_log_save (match, file, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  return 0;
}

static void
on_save_failed (EgAutosave   *autosave,
                const GError *error,
                gpointer      data)
{
  g_printerr ("%s\n", error->message);
  exit (1);
}

/* Never returns: the parent ends it with SIGKILL. */
static int
autosave_forever (const char *dir_path,
                  guint64     seed)
{
  g_autoptr(GFile) dir = g_file_new_for_commandline_arg (dir_path);
  EgRng rng;

  eg_rng_init (&rng, seed);
  for (;;)
    {
      g_autoptr(EgMatch) match = eg_test_random_match (eg_rng_next (&rng), 0);
      g_autoptr(EgAutosave) autosave = eg_autosave_new (match, dir);

      g_signal_connect (autosave, "save-failed", G_CALLBACK (on_save_failed), NULL);
      while (eg_test_random_step (match, &rng, g_get_real_time ()))
        ;
    }
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  if (argc >= 4 && (g_str_equal (argv[1], "long") || g_str_equal (argv[1], "drawn")))
    return write_long (argv[2], (guint) atoi (argv[3]),
                       argc >= 5 ? g_ascii_strtoull (argv[4], NULL, 10) : 1,
                       g_str_equal (argv[1], "drawn"));
  if (argc == 4 && g_str_equal (argv[1], "autosave"))
    return autosave_forever (argv[2], g_ascii_strtoull (argv[3], NULL, 10));

  g_printerr ("usage: eg-log-tool long|drawn FILE ROUNDS [SEED] | autosave DIR SEED\n");
  return 2;
}
