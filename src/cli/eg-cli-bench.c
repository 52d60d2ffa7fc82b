/* eg-cli-bench.c — en-garde-cli bench: rules engine throughput
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-cli"

#include "config.h"

#include <time.h>

#include <glib/gi18n-lib.h>

#include "eg-cli.h"
#include "eg-round.h"

/* One round as the benchmark defines it: shuffle, deal, uniformly random
 * legal actions to the end. Returns the number of actions played. */
static guint
random_round (EgRng     *rng,
              EgVariant  variant,
              EgSide     starter)
{
  EgRound round;

  /* shuffle and deal, then play at random to the end */
  eg_round_init_shuffled (&round, rng, variant, starter);
  eg_round_play_out_random (&round, rng);
  return round.n_actions;
}

/* Processor time used by this process, in seconds: on a busy machine the
 * wall clock also counts the time other programs had the core. */
static double
process_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

int
eg_cli_bench (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  double seconds = 3.0;
  g_autofree char *rounds_text = NULL;
  guint64 rounds_arg = 0;
  gboolean json = FALSE;
  EgRng rng;
  guint64 rounds = 0;
  guint64 actions = 0;
  gint64 start, deadline, elapsed;
  double rate, cpu_rate, cpu_seconds;
  GOptionEntry entries[] = {
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("How long to measure (default 3)"), "S" },
    { "rounds", 0, 0, G_OPTION_ARG_STRING, &rounds_text, N_("Play this many rounds instead (for instruction counts)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the figures as one JSON object"), NULL },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, _("Measure how many random rounds the rules engine plays per second on one core."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!eg_cli_parse (context, &argc, &argv))
    return EG_CLI_EXIT_USAGE;
  if (!(seconds > 0 && seconds <= 3600))   /* also refuses NaN */
    {
      eg_cli_usage_error (_("--seconds needs a duration between 0 and 3600"));
      return EG_CLI_EXIT_USAGE;
    }
  if (rounds_text != NULL && !eg_cli_parse_number ("--rounds", rounds_text, 1, G_MAXINT64, &rounds_arg))
    return EG_CLI_EXIT_USAGE;

  eg_rng_init (&rng, 1);
  cpu_seconds = process_seconds ();
  start = g_get_monotonic_time ();
  deadline = start + (gint64) (seconds * G_USEC_PER_SEC);

  if (rounds_arg > 0)
    {
      for (; rounds < rounds_arg; rounds++)
        actions += random_round (&rng, EG_VARIANT_ADVANCED, rounds & 1);
    }
  else
    {
      /* Check the clock every 4096 rounds so that reading it costs nothing. */
      do
        {
          for (guint i = 0; i < 4096; i++, rounds++)
            actions += random_round (&rng, EG_VARIANT_ADVANCED, rounds & 1);
        }
      while (g_get_monotonic_time () < deadline);
    }

  elapsed = MAX (g_get_monotonic_time () - start, 1);
  cpu_seconds = MAX (process_seconds () - cpu_seconds, 1e-6);
  rate = rounds * (double) G_USEC_PER_SEC / elapsed;
  cpu_rate = rounds / cpu_seconds;

  if (json)
    g_print ("{\"rounds\": %" G_GUINT64_FORMAT ", \"seconds\": %.3f, "
             "\"rounds_per_second\": %.0f, \"rounds_per_cpu_second\": %.0f, "
             "\"mean_actions_per_round\": %.3f}\n",
             rounds, elapsed / (double) G_USEC_PER_SEC, rate, cpu_rate,
             rounds ? (double) actions / rounds : 0.0);
  else
    g_print (_("%.0f random rounds in %.2f s: %.0f rounds per second on one core "
               "(%.1f actions per round)\n"),
             (double) rounds, elapsed / (double) G_USEC_PER_SEC, rate,
             rounds ? (double) actions / rounds : 0.0);
  if (!json)
    /* Translators: the same figure over the processor time the benchmark
     * got, which is what counts on a machine shared with other work */
    g_print (_("%.0f rounds per second of processor time\n"), cpu_rate);

  return EG_CLI_EXIT_OK;
}
