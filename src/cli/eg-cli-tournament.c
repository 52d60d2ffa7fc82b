/* eg-cli-tournament.c — en-garde-cli tournament: how strong each level is
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-cli"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-cli.h"
#include "eg-score.h"

#define DEFAULT_PAIRS "master:hard,master:medium,hard:medium,master:heuristic,hard:heuristic,medium:heuristic"

typedef struct
{
  EgAiLevel level[2];    /* A, B */
  EgVariant variant;
} Pairing;

/* One match, as a worker thread plays it. */
typedef struct
{
  const Pairing *pairing;
  guint          index;      /* in the pairing: A plays left when even */
  guint64        seed;
  guint          target;
  guint          budget_ms;
  /* results */
  gboolean       a_won;
  guint          rounds_won[2];   /* by A, B */
  guint          draws;
  GArray        *decision_us[2];  /* gint64 per decision, by A, B */
} Match;

static void
play_match (gpointer data,
            gpointer user_data)
{
  Match *m = data;
  EgSide a_side = m->index % 2 == 0 ? EG_SIDE_LEFT : EG_SIDE_RIGHT;
  EgRng rng;
  EgScore score;

  /* The same deals for every pairing and variant: the pairs meet the same
   * cards, which makes their rates easier to compare. */
  eg_rng_init (&rng, m->seed);
  eg_score_init (&score, m->pairing->variant, m->target,
                 (m->index / 2) % 2 == 0 ? EG_SIDE_LEFT : EG_SIDE_RIGHT);

  while (!eg_score_is_over (&score))
    {
      EgRound round;

      eg_round_init_shuffled (&round, &rng, m->pairing->variant,
                              eg_score_starter (&score, score.rounds_played + 1));
      while (!eg_round_is_over (&round))
        {
          guint who = round.to_act == a_side ? 0 : 1;
          EgView view;
          EgAction action;
          gint64 start, elapsed;
          guint64 seed;

          eg_round_get_view (&round, round.to_act, &view);
          /* two draws in a set order: the operands of | have none */
          seed = eg_rng_next (&rng);
          seed |= (guint64) eg_rng_next (&rng) << 32;
          start = g_get_monotonic_time ();
          if (!eg_ai_choose_budget (m->pairing->level[who], &view, seed, m->budget_ms, NULL, &action))
            g_assert_not_reached ();
          elapsed = g_get_monotonic_time () - start;
          g_array_append_val (m->decision_us[who], elapsed);
          if (eg_round_apply (&round, &action) != EG_ILLEGAL_NONE)
            g_error ("%s played an illegal action", eg_ai_level_to_string (m->pairing->level[who]));
        }

      if (round.winner == EG_SIDE_NONE)
        m->draws++;
      else
        m->rounds_won[round.winner == a_side ? 0 : 1]++;
      eg_score_record_round (&score, round.winner);
    }

  m->a_won = score.winner == a_side;
}

/* The 95 % Wilson score interval of @k successes in @n. */
static void
wilson (guint   k,
        guint   n,
        double *low,
        double *high)
{
  const double z = 1.959964;
  double p, centre, half;

  if (n == 0)
    {
      *low = 0;
      *high = 1;
      return;
    }
  p = (double) k / n;
  centre = (p + z * z / (2.0 * n)) / (1 + z * z / n);
  half = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
  *low = MAX (0, centre - half);
  *high = MIN (1, centre + half);
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

typedef struct
{
  guint  matches, a_matches;
  guint  a_rounds, b_rounds, draws;
  double median_ms[2], max_ms[2];
} Summary;

static void
summarise (Match   *matches,
           guint    n,
           Summary *s)
{
  memset (s, 0, sizeof *s);
  for (guint who = 0; who < 2; who++)
    {
      g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (gint64));

      for (guint i = 0; i < n; i++)
        g_array_append_vals (all, matches[i].decision_us[who]->data, matches[i].decision_us[who]->len);
      g_array_sort (all, compare_gint64);
      if (all->len > 0)
        {
          s->median_ms[who] = g_array_index (all, gint64, all->len / 2) / 1000.0;
          s->max_ms[who] = g_array_index (all, gint64, all->len - 1) / 1000.0;
        }
    }
  for (guint i = 0; i < n; i++)
    {
      s->matches++;
      s->a_matches += matches[i].a_won;
      s->a_rounds += matches[i].rounds_won[0];
      s->b_rounds += matches[i].rounds_won[1];
      s->draws += matches[i].draws;
    }
}

static gboolean
parse_pairs (const char  *text,
             EgVariant   *variants,
             guint        n_variants,
             GArray      *pairings)
{
  g_auto(GStrv) pairs = g_strsplit (text, ",", -1);

  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) names = g_strsplit (pairs[i], ":", -1);
      Pairing p;

      if (g_strv_length (names) != 2 ||
          !eg_ai_level_from_string (names[0], &p.level[0]) ||
          !eg_ai_level_from_string (names[1], &p.level[1]))
        {
          eg_cli_usage_error (_("“%s” is not a pair of computer levels such as master:hard"), pairs[i]);
          return FALSE;
        }
      for (guint v = 0; v < n_variants; v++)
        {
          p.variant = variants[v];
          g_array_append_val (pairings, p);
        }
    }
  return pairings->len > 0;
}

int
eg_cli_tournament (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *pairs_text = NULL;
  g_autofree char *variant_name = NULL;
  g_autoptr(GArray) pairings = g_array_new (FALSE, FALSE, sizeof (Pairing));
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  gint64 matches_arg = 400, seed = 1, budget_arg = EG_AI_MASTER_BUDGET_MS, target = EG_DEFAULT_TARGET_SCORE, jobs = 1;
  gboolean json = FALSE;
  EgVariant variants[2] = { EG_VARIANT_ADVANCED, EG_VARIANT_CLASSIC };
  guint n_variants = 2;
  GOptionEntry entries[] = {
    { "pairs", 0, 0, G_OPTION_ARG_STRING, &pairs_text, N_("Pairs A:B,… (default: master, hard, medium, heuristic)"), "PAIRS" },
    { "matches", 0, 0, G_OPTION_ARG_INT64, &matches_arg, N_("Matches per pair and variant (default 400)"), "N" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name, N_("advanced, classic or both (default)"), "VARIANT" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT64, &budget_arg, N_("Master’s time per action in ms, ≤ 2000 (default 1000)"), "MS" },
    { "target", 0, 0, G_OPTION_ARG_INT64, &target, N_("Points needed to win a match (default 5)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed for the deals and the computer choices (default 1)"), "S" },
    { "jobs", 0, 0, G_OPTION_ARG_INT64, &jobs, N_("Matches played at once, one per core (default 1)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the table as JSON"), NULL },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
                                /* Translators: keep each line within 79 columns */
                                /* xgettext:no-c-format */
                                _("Play fixed-seed matches between computer levels, sides alternated,\n"
                                  "and print the match and round win rates of each pair with their\n"
                                  "95 % intervals (Wilson) and the time each level took per decision."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!eg_cli_parse (context, &argc, &argv))
    return EG_CLI_EXIT_USAGE;

  if (variant_name != NULL && !g_str_equal (variant_name, "both"))
    {
      if (!eg_variant_from_string (variant_name, &variants[0]))
        {
          eg_cli_usage_error (_("unknown variant “%s”: use advanced, classic or both"), variant_name);
          return EG_CLI_EXIT_USAGE;
        }
      n_variants = 1;
    }
  if (matches_arg < 2 || matches_arg > 100000 || matches_arg % 2 != 0)
    {
      eg_cli_usage_error (_("--matches needs an even number from 2 to 100000"));
      return EG_CLI_EXIT_USAGE;
    }
  if (budget_arg < 1 || budget_arg > EG_AI_MASTER_MAX_BUDGET_MS)
    {
      eg_cli_usage_error (_("--budget-ms needs a number from 1 to %d"), EG_AI_MASTER_MAX_BUDGET_MS);
      return EG_CLI_EXIT_USAGE;
    }
  if (target < 1 || target > EG_MAX_TARGET_SCORE)
    {
      eg_cli_usage_error (_("--target needs a number from 1 to %d"), EG_MAX_TARGET_SCORE);
      return EG_CLI_EXIT_USAGE;
    }
  if (jobs < 1 || jobs > 64)
    {
      eg_cli_usage_error (_("--jobs needs a number from 1 to 64"));
      return EG_CLI_EXIT_USAGE;
    }
  if (!parse_pairs (pairs_text != NULL ? pairs_text : DEFAULT_PAIRS, variants, n_variants, pairings))
    return EG_CLI_EXIT_USAGE;

  if (json)
    g_print ("{\"date\": \"%s\", \"target\": %" G_GINT64_FORMAT ", \"master_budget_ms\": %" G_GINT64_FORMAT
             ", \"seed\": %" G_GINT64_FORMAT ", \"pairs\": [",
             date, target, budget_arg, seed);
  else
    {
      g_autofree char *seed_text = g_strdup_printf ("%" G_GINT64_FORMAT, seed);

      /* Translators: the heading of en-garde-cli tournament; %1$s is a date,
       * %4$s the seed, %5$u milliseconds of processor time */
      g_print (_("Tournament of %1$s: %2$u matches per line to %3$u points, sides alternated, "
                 "seed %4$s, master thinking %5$u ms of processor time per action\n"),
               date, (guint) matches_arg, (guint) target, seed_text, (guint) budget_arg);
      /* Translators: the column headings of the tournament's Markdown
       * table, between the | signs */
      /* xgettext:no-c-format */
      g_print ("%s\n", _("| A vs B | rules | matches won by A (95 % interval) | rounds won by A, of those decided (95 % interval) | draws | A: median / max decision | B: median / max decision |"));
      g_print ("|---|---|---|---|---|---|---|\n");
    }

  for (guint p = 0; p < pairings->len; p++)
    {
      const Pairing *pairing = &g_array_index (pairings, Pairing, p);
      g_autofree Match *matches = g_new0 (Match, matches_arg);
      GThreadPool *pool;
      double low, high, round_low, round_high;
      Summary s;

      /* nobody reads the table: no more hours of play for it */
      if (eg_cli_output_failed ())
        return EG_CLI_EXIT_USAGE;
      pool = g_thread_pool_new (play_match, NULL, (int) jobs, TRUE, NULL);
      for (guint i = 0; i < matches_arg; i++)
        {
          matches[i].pairing = pairing;
          matches[i].index = i;
          /* both orders of a pair of matches meet the same first deal */
          matches[i].seed = (guint64) seed * 1000003 + i / 2;
          matches[i].target = (guint) target;
          matches[i].budget_ms = (guint) budget_arg;
          matches[i].decision_us[0] = g_array_new (FALSE, FALSE, sizeof (gint64));
          matches[i].decision_us[1] = g_array_new (FALSE, FALSE, sizeof (gint64));
          g_thread_pool_push (pool, &matches[i], NULL);
        }
      g_thread_pool_free (pool, FALSE, TRUE);

      summarise (matches, (guint) matches_arg, &s);
      for (guint i = 0; i < matches_arg; i++)
        {
          g_array_unref (matches[i].decision_us[0]);
          g_array_unref (matches[i].decision_us[1]);
        }
      wilson (s.a_matches, s.matches, &low, &high);
      wilson (s.a_rounds, s.a_rounds + s.b_rounds, &round_low, &round_high);

      if (json)
        g_print ("%s\n  {\"a\": \"%s\", \"b\": \"%s\", \"variant\": \"%s\", \"matches\": %u, "
                 "\"a_matches\": %u, \"a_match_rate\": %.4f, \"a_match_low\": %.4f, \"a_match_high\": %.4f, "
                 "\"a_rounds\": %u, \"b_rounds\": %u, \"draws\": %u, \"a_round_rate\": %.4f, "
                 "\"a_round_low\": %.4f, \"a_round_high\": %.4f, "
                 "\"a_median_ms\": %.2f, \"a_max_ms\": %.2f, \"b_median_ms\": %.2f, \"b_max_ms\": %.2f}",
                 p > 0 ? "," : "", eg_ai_level_to_string (pairing->level[0]),
                 eg_ai_level_to_string (pairing->level[1]), eg_variant_to_string (pairing->variant),
                 s.matches, s.a_matches, (double) s.a_matches / s.matches, low, high,
                 s.a_rounds, s.b_rounds, s.draws,
                 (double) s.a_rounds / MAX (s.a_rounds + s.b_rounds, 1), round_low, round_high,
                 s.median_ms[0], s.max_ms[0], s.median_ms[1], s.max_ms[1]);
      else
        g_print ("| %s vs %s | %s | %u/%u = %.1f %% (%.1f–%.1f) | %u/%u = %.1f %% (%.1f–%.1f) | %u | "
                 "%.1f / %.0f ms | %.1f / %.0f ms |\n",
                 eg_ai_level_to_string (pairing->level[0]), eg_ai_level_to_string (pairing->level[1]),
                 eg_variant_to_string (pairing->variant),
                 s.a_matches, s.matches, 100.0 * s.a_matches / s.matches, 100 * low, 100 * high,
                 s.a_rounds, s.a_rounds + s.b_rounds,
                 100.0 * s.a_rounds / MAX (s.a_rounds + s.b_rounds, 1), 100 * round_low, 100 * round_high,
                 s.draws, s.median_ms[0], s.max_ms[0], s.median_ms[1], s.max_ms[1]);
    }

  if (json)
    g_print ("\n]}\n");
  return EG_CLI_EXIT_OK;
}
