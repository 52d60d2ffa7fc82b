/* eg-cli-play.c — en-garde-cli play: matches between computer players
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-cli"

#include "config.h"

#include <errno.h>
#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-cli.h"
#include "eg-describe.h"
#include "eg-knowledge.h"
#include "eg-match.h"
#include "eg-match-log.h"

typedef struct
{
  guint   matches;
  guint   wins[2];
  guint   rounds;
  guint   reasons[EG_REASON_DRAW + 1];
  guint64 actions;
  GArray *decision_us[2];   /* gint64, one per decision */
} Tally;

static gboolean
parse_level (const char *str,
             EgAiLevel  *level)
{
  if (eg_ai_level_from_string (str, level))
    return TRUE;
  eg_cli_usage_error (_("unknown computer level “%s”"), str);
  return FALSE;
}

/* Writes the log of a played match as DIR/<start time>-<number>.engarde,
 * or -<number>-2, -3… when that name is taken: the file is created
 * exclusively, so that two runs in the same second never overwrite each
 * other's logs. */
static gboolean
save_log (EgMatch     *match,
          const char  *log_dir,
          guint        number,
          GError     **error)
{
  g_autoptr(GDateTime) utc = g_date_time_to_utc (eg_match_get_started (match));
  g_autofree char *stem = g_date_time_format (utc, "%Y-%m-%dT%H-%M-%SZ");
  g_autofree char *text = NULL;
  gsize length;

  text = eg_match_log_to_string (match, &length);
  for (guint n = 1; ; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s-%05u.engarde", stem, number)
                                     : g_strdup_printf ("%s-%05u-%u.engarde", stem, number, n);
      g_autofree char *path = g_build_filename (log_dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GFileOutputStream) out = NULL;
      g_autoptr(GError) local_error = NULL;

      out = g_file_create (file, G_FILE_CREATE_NONE, NULL, &local_error);
      if (out == NULL && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        continue;
      if (out == NULL ||
          !g_output_stream_write_all (G_OUTPUT_STREAM (out), text, length, NULL, NULL, &local_error) ||
          !g_output_stream_close (G_OUTPUT_STREAM (out), NULL, &local_error))
        {
          g_autofree char *shown = g_filename_display_name (path);

          /* Translators: %1$s is a file, %2$s the system's reason */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("cannot write “%1$s”: %2$s"),
                       shown, local_error->message);
          return FALSE;
        }
      return TRUE;
    }
}

static gboolean
play_match (EgAiLevel    levels[2],
            EgVariant    variant,
            guint        target,
            EgSide       first_starter,
            EgRng       *rng,
            const char  *log_dir,
            Tally       *tally,
            GError     **log_error)
{
  g_autoptr(EgPlayer) left = eg_player_new ("left", EG_PLAYER_COMPUTER, eg_ai_level_to_string (levels[0]));
  g_autoptr(EgPlayer) right = eg_player_new ("right", EG_PLAYER_COMPUTER, eg_ai_level_to_string (levels[1]));
  g_autoptr(EgMatch) match = eg_match_new (variant, target, first_starter, left, right);

  eg_match_set_seed (match, eg_rng_next (rng) | ((guint64) eg_rng_next (rng) << 32));

  while (!eg_match_is_over (match))
    {
      const EgRound *round;

      if (!eg_match_begin_round (match, NULL, NULL))
        g_assert_not_reached ();

      while (eg_match_is_round_in_progress (match))
        {
          EgSide side = eg_match_get_side_to_act (match);
          EgView view;
          EgAction action;
          gint64 start, elapsed;
          guint64 seed = eg_rng_next (rng) | ((guint64) eg_rng_next (rng) << 32);
          g_autoptr(GError) error = NULL;

          eg_knowledge_get_live_view (match, side, &view);
          start = g_get_monotonic_time ();
          action = eg_ai_choose (levels[side], &view, seed);
          elapsed = g_get_monotonic_time () - start;
          g_array_append_val (tally->decision_us[side], elapsed);

          if (!eg_match_apply (match, &action, &error))
            g_error ("computer player chose an illegal action: %s", error->message);
          tally->actions++;
        }

      round = eg_match_get_round_state (match);
      tally->rounds++;
      tally->reasons[round->reason]++;
    }

  tally->matches++;
  tally->wins[eg_match_get_winner (match)]++;

  if (log_dir != NULL)
    return save_log (match, log_dir, tally->matches, log_error);
  return TRUE;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

typedef struct
{
  double median;
  double mean;
  double max;
} Stats;

static Stats
decision_stats (GArray *times)
{
  Stats stats = { 0, 0, 0 };
  double sum = 0;

  if (times->len == 0)
    return stats;

  g_array_sort (times, compare_gint64);
  for (guint i = 0; i < times->len; i++)
    sum += g_array_index (times, gint64, i);
  stats.mean = sum / times->len / 1000.0;
  stats.max = g_array_index (times, gint64, times->len - 1) / 1000.0;
  if (times->len % 2 == 1)
    stats.median = g_array_index (times, gint64, times->len / 2) / 1000.0;
  else
    stats.median = (g_array_index (times, gint64, times->len / 2 - 1) +
                    g_array_index (times, gint64, times->len / 2)) / 2000.0;
  return stats;
}

static void
print_json (const Tally *tally)
{
  g_autoptr(GString) out = g_string_new ("{");
  const char *sides[2] = { "left", "right" };

  g_string_append_printf (out, "\"matches\": %u, \"left_wins\": %u, \"right_wins\": %u, "
                          "\"rounds\": %u, \"reasons\": {",
                          tally->matches, tally->wins[0], tally->wins[1], tally->rounds);
  for (EgReason r = EG_REASON_HIT; r <= EG_REASON_DRAW; r++)
    g_string_append_printf (out, "%s\"%s\": %u", r == EG_REASON_HIT ? "" : ", ",
                            eg_reason_to_string (r), tally->reasons[r]);
  g_string_append_printf (out, "}, \"mean_actions_per_round\": %.3f",
                          tally->rounds ? (double) tally->actions / tally->rounds : 0.0);
  for (guint side = 0; side < 2; side++)
    {
      Stats stats = decision_stats (tally->decision_us[side]);

      g_string_append_printf (out, ", \"%s_decision_ms\": {\"median\": %.3f, \"mean\": %.3f, \"max\": %.3f}",
                              sides[side], stats.median, stats.mean, stats.max);
    }
  g_string_append (out, "}\n");
  g_print ("%s", out->str);
}

static void
print_text (const Tally *tally,
            EgAiLevel    levels[2])
{
  g_print (g_dngettext (GETTEXT_PACKAGE, "%u match played\n", "%u matches played\n", tally->matches), tally->matches);
  /* Translators: %s is a computer level, e.g. "random" */
  g_print (_("Left (%s) won %u, right (%s) won %u\n"),
           eg_ai_level_to_string (levels[0]), tally->wins[0],
           eg_ai_level_to_string (levels[1]), tally->wins[1]);
  g_print (g_dngettext (GETTEXT_PACKAGE, "%u round\n", "%u rounds\n", tally->rounds), tally->rounds);
  for (EgReason r = EG_REASON_HIT; r <= EG_REASON_DRAW; r++)
    /* Translators: a round result and how many rounds ended so, e.g. "Hit: 12" */
    g_print (_("  %s: %u\n"), eg_describe_reason (r), tally->reasons[r]);
  g_print (_("Mean actions per round: %.2f\n"),
           tally->rounds ? (double) tally->actions / tally->rounds : 0.0);
  for (guint side = 0; side < 2; side++)
    {
      Stats stats = decision_stats (tally->decision_us[side]);

      g_print (side == 0 ? _("Left decision time: median %.3f ms, mean %.3f ms, max %.3f ms\n")
                         : _("Right decision time: median %.3f ms, mean %.3f ms, max %.3f ms\n"),
               stats.median, stats.mean, stats.max);
    }
}

int
eg_cli_play (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *left = NULL;   /* GOption does not free defaults it replaces */
  g_autofree char *right = NULL;
  g_autofree char *variant_name = NULL;
  int matches = 1;
  int target = EG_DEFAULT_TARGET_SCORE;
  g_autofree char *seed_text = NULL;
  guint64 seed;
  gboolean json = FALSE;
  g_autofree char *log_dir = NULL;
  EgAiLevel levels[2];
  EgVariant variant;
  EgRng rng;
  Tally tally = { 0 };
  GOptionEntry entries[] = {
    { "left", 0, 0, G_OPTION_ARG_STRING, &left, N_("Computer level of the left player (default random)"), N_("LEVEL") },
    { "right", 0, 0, G_OPTION_ARG_STRING, &right, N_("Computer level of the right player (default random)"), N_("LEVEL") },
    { "matches", 0, 0, G_OPTION_ARG_INT, &matches, N_("Number of matches to play (default 1)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Random seed: any whole number (default: the clock)"), "S" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name, N_("Rules: advanced (default) or classic"), N_("VARIANT") },
    { "target", 0, 0, G_OPTION_ARG_INT, &target, N_("Points needed to win a match (default 5)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the summary as one JSON object"), NULL },
    { "log-dir", 0, 0, G_OPTION_ARG_FILENAME, &log_dir, N_("Write the log of each match into DIR"), N_("DIR") },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, _("Play matches between computer players and summarise them."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!eg_cli_parse (context, &argc, &argv))
    return EG_CLI_EXIT_USAGE;

  if (left == NULL)
    left = g_strdup ("random");
  if (right == NULL)
    right = g_strdup ("random");
  if (variant_name == NULL)
    variant_name = g_strdup ("advanced");

  if (!parse_level (left, &levels[0]) || !parse_level (right, &levels[1]) ||
      !eg_cli_parse_seed (seed_text, &seed))
    return EG_CLI_EXIT_USAGE;
  if (!eg_variant_from_string (variant_name, &variant))
    {
      eg_cli_usage_error (_("unknown variant “%s”: use advanced or classic"), variant_name);
      return EG_CLI_EXIT_USAGE;
    }
  if (matches < 1)
    {
      eg_cli_usage_error (_("--matches needs a number of at least 1"));
      return EG_CLI_EXIT_USAGE;
    }
  if (target < 1 || target > EG_MAX_TARGET_SCORE)
    {
      eg_cli_usage_error (_("--target needs a number from 1 to %d"), EG_MAX_TARGET_SCORE);
      return EG_CLI_EXIT_USAGE;
    }

  if (log_dir != NULL && g_mkdir_with_parents (log_dir, 0755) != 0)
    {
      int saved_errno = errno;
      g_autofree char *shown = g_filename_display_name (log_dir);

      /* Translators: %1$s is a folder, %2$s the system's reason */
      g_printerr (_("en-garde-cli: cannot create the folder “%1$s”: %2$s\n"),
                  shown, g_strerror (saved_errno));
      return EG_CLI_EXIT_USAGE;
    }

  eg_rng_init (&rng, seed);
  tally.decision_us[0] = g_array_new (FALSE, FALSE, sizeof (gint64));
  tally.decision_us[1] = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (int i = 0; i < matches; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!play_match (levels, variant, target, i % 2 == 0 ? EG_SIDE_LEFT : EG_SIDE_RIGHT,
                       &rng, log_dir, &tally, &error))
        {
          /* Translators: %s says why a match log could not be written */
          g_printerr (_("en-garde-cli: %s\n"), error->message);
          g_array_unref (tally.decision_us[0]);
          g_array_unref (tally.decision_us[1]);
          return EG_CLI_EXIT_USAGE;
        }
    }

  if (json)
    print_json (&tally);
  else
    print_text (&tally, levels);

  g_array_unref (tally.decision_us[0]);
  g_array_unref (tally.decision_us[1]);
  return EG_CLI_EXIT_OK;
}
