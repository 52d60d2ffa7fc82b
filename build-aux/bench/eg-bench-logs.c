/* eg-bench-logs.c — match-log figures for build-aux/dev bench: writes a
 * long log, and times loading, saving and replaying it in-process
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built by build-aux/bench/bench.py against the optimised build's core
 * library. The log reader and the replay come from other parts of the
 * project; until they exist this program is built without them and says
 * so ("available": false), so that the bench prints "n/a".
 *
 *   eg-bench-logs make FILE ROUNDS SEED   a valid log of ROUNDS finished rounds
 *   eg-bench-logs drawn FILE ROUNDS SEED  the same, every round drawn: the
 *                                         longest log of ROUNDS rounds
 *   eg-bench-logs load FILE REPEAT        median time of eg_match_log_load_file
 *   eg-bench-logs save FILE REPEAT        median time of eg_match_log_save
 *   eg-bench-logs replay FILE             worst time of one replay step
 */

#define G_LOG_DOMAIN "en-garde-bench"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "eg-round.h"
#include "eg-score.h"

#if !defined (EG_BENCH_WITHOUT_LOG) && __has_include ("eg-match-log.h")
#define HAVE_LOG 1
#include "eg-match-log.h"
#endif

#if defined (HAVE_LOG) && !defined (EG_BENCH_WITHOUT_REPLAY) && __has_include ("eg-replay.h")
#define HAVE_REPLAY 1
#include "eg-replay.h"
#endif

/* One random round, dealt from @rng; its actions go to @actions. */
static void
random_round (EgRng     *rng,
              EgSide     starter,
              EgRound   *round,
              GArray    *actions)
{
  guint8 deck[EG_DECK_SIZE];
  EgAction legal[EG_MAX_ACTIONS];

  eg_deck_shuffle (deck, rng);
  eg_round_init (round, deck, EG_VARIANT_ADVANCED, starter);
  g_array_set_size (actions, 0);
  while (!eg_round_is_over (round))
    {
      guint n = eg_round_legal_actions (round, legal);
      EgAction action = legal[eg_rng_below (rng, n)];

      g_array_append_val (actions, action);
      eg_round_apply (round, &action);
    }
}

static void
append_action (GString        *out,
               const EgAction *a,
               GDateTime      *at)
{
  g_autofree char *stamp = g_date_time_format_iso8601 (at);

  g_string_append_printf (out, "    <%s side=\"%s\"",
                          eg_action_type_to_string (a->type),
                          eg_side_to_string (a->side));
  switch (a->type)
    {
    case EG_ACTION_MOVE:
      g_string_append_printf (out, " card=\"%u\" direction=\"%s\"", a->card,
                              eg_direction_to_string (a->direction));
      break;
    case EG_ACTION_ATTACK:
    case EG_ACTION_PARRY:
      g_string_append_printf (out, " value=\"%u\" count=\"%u\"", a->value, a->count);
      break;
    case EG_ACTION_INDIRECT_ATTACK:
      g_string_append_printf (out, " card=\"%u\" value=\"%u\" count=\"%u\"",
                              a->card, a->value, a->count);
      break;
    case EG_ACTION_RETREAT:
      g_string_append_printf (out, " card=\"%u\"", a->card);
      break;
    default:
      g_assert_not_reached ();
    }
  g_string_append_printf (out, " at=\"%s\"/>\n", stamp);
}

/* Rounds are random, but a round that would end the match early is dealt
 * again, so that a log of ROUNDS rounds exists although the target is at
 * most 99: once both sides have 98 points only drawn rounds are kept. The
 * match itself stays unfinished, which the format allows. With @drawn,
 * only drawn rounds are kept. */
static int
make_log (const char *path,
          guint       n_rounds,
          guint64     seed,
          gboolean    drawn)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (EgAction));
  g_autoptr(GDateTime) now = g_date_time_new_utc (2026, 11, 22, 12, 0, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *started = g_date_time_format_iso8601 (now);
  guint score[2] = { 0, 0 };
  guint64 dealt = 0;
  EgRng rng;

  eg_rng_init (&rng, seed);
  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<match xmlns=\"urn:engarde:match:1\" format=\"1\" "
                          "variant=\"advanced\" target-score=\"%u\" started=\"%s\">\n",
                          EG_MAX_TARGET_SCORE, started);
  g_string_append (out, "  <player side=\"left\" name=\"Ada\" type=\"human\"/>\n");
  g_string_append (out, "  <player side=\"right\" name=\"Computer\" type=\"computer\" level=\"random\"/>\n");

  for (guint r = 0; r < n_rounds; r++)
    {
      EgSide starter = r & 1 ? EG_SIDE_RIGHT : EG_SIDE_LEFT;
      EgRound round;

      do
        {
          random_round (&rng, starter, &round, actions);
          dealt++;
        }
      while (round.winner != EG_SIDE_NONE &&
             (drawn || score[round.winner] + 1 >= EG_MAX_TARGET_SCORE));

      if (round.winner != EG_SIDE_NONE)
        score[round.winner]++;

      g_string_append_printf (out, "  <round number=\"%u\" starter=\"%s\">\n    <deck>",
                              r + 1, eg_side_to_string (starter));
      for (guint i = 0; i < EG_DECK_SIZE; i++)
        g_string_append_printf (out, i ? " %u" : "%u", round.deck[i]);
      g_string_append (out, "</deck>\n");
      for (guint i = 0; i < actions->len; i++)
        {
          GDateTime *at = g_date_time_add_seconds (now, 2.0);

          g_date_time_unref (now);
          now = at;
          append_action (out, &g_array_index (actions, EgAction, i), now);
        }
      g_string_append_printf (out, "    <result winner=\"%s\" reason=\"%s\"/>\n  </round>\n",
                              eg_side_to_string (round.winner),
                              eg_reason_to_string (round.reason));
    }
  g_string_append (out, "</match>\n");

  if (!g_file_set_contents (path, out->str, out->len, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  g_print ("{\"rounds\": %u, \"bytes\": %" G_GSIZE_FORMAT ", \"dealt\": %" G_GUINT64_FORMAT
           ", \"score\": [%u, %u]}\n", n_rounds, out->len, dealt, score[0], score[1]);
  return 0;
}

#ifdef HAVE_LOG
static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *ms)
{
  g_array_sort (ms, compare_doubles);
  return g_array_index (ms, double, ms->len / 2);
}

static EgMatch *
load (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  EgMatch *match = eg_match_log_load_file (file, NULL, &error);

  if (match == NULL)
    g_printerr ("%s: %s\n", path, error->message);
  return match;
}

static int
time_load (const char *path,
           guint       repeat)
{
  g_autoptr(GArray) ms = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < repeat; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(EgMatch) match = load (path);
      double t = (g_get_monotonic_time () - start) / 1000.0;

      if (match == NULL)
        return 1;
      g_array_append_val (ms, t);
    }
  g_print ("{\"available\": true, \"median_ms\": %.3f}\n", median (ms));
  return 0;
}

static int
time_save (const char *path,
           guint       repeat)
{
  g_autoptr(GArray) ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(EgMatch) match = load (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("eg-bench-XXXXXX", &error);
  g_autofree char *target = NULL;
  g_autoptr(GFile) file = NULL;
  gsize length = 0;

  if (match == NULL)
    return 1;
  if (dir == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  target = g_build_filename (dir, "autosave.engarde", NULL);
  file = g_file_new_for_path (target);
  for (guint i = 0; i < repeat; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double t;

      if (!eg_match_log_save (match, file, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      t = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (ms, t);
    }
  g_free (eg_match_log_to_string (match, &length));
  g_unlink (target);
  g_rmdir (dir);
  g_print ("{\"available\": true, \"median_ms\": %.3f, \"bytes\": %" G_GSIZE_FORMAT "}\n",
           median (ms), length);
  return 0;
}
#endif

#ifdef HAVE_REPLAY
#define REPLAY_PASSES 3

static int
time_replay (const char *path)
{
  g_autoptr(EgMatch) match = load (path);
  g_autoptr(EgReplay) replay = NULL;
  g_autofree double *best = NULL;
  g_autofree guint *jumps = NULL;
  double worst = 0, total = 0, open_ms;
  guint n_steps, n_moves, worst_kind = 0;
  gint64 opened;
  static const char *kinds[] = { "next", "previous", "jump" };
  EgRng rng;

  if (match == NULL)
    return 1;
  opened = g_get_monotonic_time ();
  replay = eg_replay_new (match);
  open_ms = (g_get_monotonic_time () - opened) / 1000.0;
  n_steps = eg_replay_get_n_steps (replay);
  if (n_steps < 2)
    return 1;

  /* Forward through every step, back through every step, then as many
   * random jumps. Each pass runs REPLAY_PASSES times and a step counts
   * with its fastest time, so that the machine being busy for a moment
   * is not taken for a slow step; the figure is the worst of those. */
  n_moves = n_steps - 1;
  best = g_new (double, 3 * n_moves);
  jumps = g_new (guint, n_moves);
  eg_rng_init (&rng, 7);
  for (guint i = 0; i < n_moves; i++)
    jumps[i] = eg_rng_below (&rng, n_steps);
  for (guint i = 0; i < 3 * n_moves; i++)
    best[i] = G_MAXDOUBLE;

  for (guint pass = 0; pass < REPLAY_PASSES; pass++)
    for (guint kind = 0; kind < 3; kind++)
      {
        if (kind == 0)
          eg_replay_first (replay);
        for (guint i = 0; i < n_moves; i++)
          {
            gint64 start = g_get_monotonic_time ();
            double t;

            if (kind == 0)
              eg_replay_next (replay);
            else if (kind == 1)
              eg_replay_previous (replay);
            else
              eg_replay_set_step (replay, jumps[i]);
            (void) eg_replay_get_state (replay);
            t = (g_get_monotonic_time () - start) / 1000.0;
            best[kind * n_moves + i] = MIN (best[kind * n_moves + i], t);
          }
      }

  for (guint i = 0; i < 3 * n_moves; i++)
    {
      total += best[i];
      if (best[i] > worst)
        {
          worst = best[i];
          worst_kind = i / n_moves;
        }
    }
  g_print ("{\"available\": true, \"steps\": %u, \"open_ms\": %.3f, \"worst_ms\": %.3f, "
           "\"worst_kind\": \"%s\", \"mean_ms\": %.4f}\n", n_steps, open_ms, worst,
           kinds[worst_kind], total / (3.0 * n_moves));
  return 0;
}
#endif

int
main (int    argc,
      char **argv)
{
  if (argc == 5 && (g_str_equal (argv[1], "make") || g_str_equal (argv[1], "drawn")))
    return make_log (argv[2], atoi (argv[3]), g_ascii_strtoull (argv[4], NULL, 10),
                     g_str_equal (argv[1], "drawn"));
  if (argc == 4 && g_str_equal (argv[1], "load"))
    {
#ifdef HAVE_LOG
      return time_load (argv[2], MAX (atoi (argv[3]), 1));
#else
      g_print ("{\"available\": false}\n");
      return 0;
#endif
    }
  if (argc == 4 && g_str_equal (argv[1], "save"))
    {
#ifdef HAVE_LOG
      return time_save (argv[2], MAX (atoi (argv[3]), 1));
#else
      g_print ("{\"available\": false}\n");
      return 0;
#endif
    }
  if (argc == 3 && g_str_equal (argv[1], "replay"))
    {
#ifdef HAVE_REPLAY
      return time_replay (argv[2]);
#else
      g_print ("{\"available\": false}\n");
      return 0;
#endif
    }
  g_printerr ("usage: eg-bench-logs make|drawn FILE ROUNDS SEED | load FILE REPEAT | "
              "save FILE REPEAT | replay FILE\n");
  return 2;
}
