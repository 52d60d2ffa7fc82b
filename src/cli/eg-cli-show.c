/* eg-cli-show.c — en-garde-cli show: a match log, step by step, as text
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-cli"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-cli.h"
#include "eg-describe.h"
#include "eg-match-log.h"
#include "eg-replay.h"

/* "1 3 3 5", or "—" for an empty hand. */
static char *
format_hand (const guint8 hand[EG_N_VALUES + 1])
{
  GString *out = g_string_new (NULL);

  for (guint v = 1; v <= EG_N_VALUES; v++)
    for (guint i = 0; i < hand[v]; i++)
      {
        if (out->len > 0)
          g_string_append_c (out, ' ');
        g_string_append_printf (out, "%u", v);
      }
  if (out->len == 0)
    g_string_append (out, "—");
  return g_string_free (out, FALSE);
}

/* A hand at @step, or "hidden" where the person the log is of may not
 * see it (a round the log leaves unfinished). */
static char *
format_hand_at (EgReplay *replay,
                guint     step,
                EgSide    side)
{
  guint8 hand[EG_N_VALUES + 1];

  if (!eg_replay_get_hand (replay, step, side, hand))
    /* Translators: in place of the cards of a hand nobody may see yet */
    return g_strdup (_("(hidden)"));
  return format_hand (hand);
}

static void
print_state (EgReplay *replay,
             guint     step)
{
  EgMatch *match = eg_replay_get_match (replay);
  const EgRound *round = &eg_replay_get_state_at (replay, step)->round;
  const char *left = eg_match_get_name (match, EG_SIDE_LEFT);
  const char *right = eg_match_get_name (match, EG_SIDE_RIGHT);
  g_autofree char *left_hand = format_hand_at (replay, step, EG_SIDE_LEFT);
  g_autofree char *right_hand = format_hand_at (replay, step, EG_SIDE_RIGHT);

  /* Translators: positions on the track: "Ada on 4, Bob on 20, distance 16" */
  g_print (_("      %1$s on %2$u, %3$s on %4$u, distance %5$u\n"),
           left, round->pos[EG_SIDE_LEFT], right, round->pos[EG_SIDE_RIGHT],
           eg_round_get_distance (round));
  /* Translators: both hands and the draw pile, e.g.
   * "Ada holds 1 3 3 5 5 · Bob holds 2 2 4 4 · draw pile 12" */
  g_print (_("      %1$s holds %2$s · %3$s holds %4$s · draw pile %5$u\n"),
           left, left_hand, right, right_hand, eg_round_get_pile_count (round));
}

static void
print_header (EgMatch *match)
{
  GDateTime *started = eg_match_get_started (match);
  const char *variant = eg_match_get_variant (match) == EG_VARIANT_CLASSIC
                        ? _("classic rules") : _("advanced rules");
  guint target = eg_match_get_target_score (match);

  /* Translators: "Ada (left) against Bob (right)" */
  g_print (_("%1$s (left) against %2$s (right)\n"),
           eg_match_get_name (match, EG_SIDE_LEFT), eg_match_get_name (match, EG_SIDE_RIGHT));
  /* Translators: %1$s is "advanced rules" or "classic rules" */
  g_print (g_dngettext (GETTEXT_PACKAGE, "%1$s, first to %2$u point\n",
                        "%1$s, first to %2$u points\n", target),
           variant, target);
  if (started != NULL)
    {
      g_autoptr(GDateTime) utc = g_date_time_to_utc (started);
      g_autofree char *text = g_date_time_format (utc, "%Y-%m-%d %H:%M:%S UTC");

      /* Translators: %s is a date and time */
      g_print (_("Started %s\n"), text);
    }
}

static void
show_match (EgMatch *match)
{
  g_autoptr(EgReplay) replay = eg_replay_new (match);
  guint n_steps = eg_replay_get_n_steps (replay);

  print_header (match);

  for (guint s = 0; s < n_steps; s++)
    {
      const EgReplayStep *step = eg_replay_get_state_at (replay, s);
      g_autofree char *text = NULL;

      if (!step->has_action)
        {
          g_print ("\n");
          /* Translators: "Round 2, Bob starts" */
          g_print (_("Round %1$u, %2$s starts\n"), step->round_index + 1,
                   eg_match_get_name (match, step->round.starter));
          /* Translators: a heading, the noun: the cards as they were dealt */
          g_print ("  %s\n", _("Deal"));
          print_state (replay, s);
          continue;
        }

      text = eg_describe_action (&step->action, eg_match_get_name (match, step->action.side));
      g_print ("  %3u. %s\n", step->action_index, text);
      print_state (replay, s);

      if (eg_round_is_over (&step->round))
        {
          g_autofree char *result =
            eg_describe_result (&step->round, eg_match_get_name (match, EG_SIDE_LEFT),
                                eg_match_get_name (match, EG_SIDE_RIGHT));

          g_print ("  %s\n", result);
          /* Translators: the score after a round: "Score: Ada 1, Bob 0" */
          g_print (_("  Score: %1$s %2$u, %3$s %4$u\n"),
                   eg_match_get_name (match, EG_SIDE_LEFT), step->score.score[EG_SIDE_LEFT],
                   eg_match_get_name (match, EG_SIDE_RIGHT), step->score.score[EG_SIDE_RIGHT]);
        }
    }

  g_print ("\n");
  if (eg_match_is_over (match))
    {
      EgSide winner = eg_match_get_winner (match);

      /* Translators: "Ada wins the match 5–3." */
      g_print (_("%1$s wins the match %2$u–%3$u.\n"), eg_match_get_name (match, winner),
               eg_match_get_score (match, winner),
               eg_match_get_score (match, EG_OPPONENT (winner)));
    }
  else
    /* Translators: the end of an unfinished match's log, "score 2–1" (left first) */
    g_print (_("The match is unfinished: score %1$u–%2$u.\n"),
             eg_match_get_score (match, EG_SIDE_LEFT), eg_match_get_score (match, EG_SIDE_RIGHT));
}

int
eg_cli_show (int    argc,
             char **argv)
{
  g_auto(GStrv) files = NULL;
  g_autoptr(EgMatch) match = NULL;
  int status;

  if (!eg_cli_parse_files (&argc, &argv,
                           /* Translators: keep each line within 79 columns */
                           _("Show a match log step by step: every action, the positions,\n"
                             "both hands, the draw pile and the results."),
                           N_("FILE"), &files))
    return EG_CLI_EXIT_USAGE;
  if (files == NULL || files[0] == NULL || files[1] != NULL)
    {
      eg_cli_usage_error (_("show needs exactly one FILE"));
      return EG_CLI_EXIT_USAGE;
    }

  match = eg_cli_load_log (files[0], &status);
  if (match == NULL)
    return status;

  show_match (match);
  return EG_CLI_EXIT_OK;
}
