/* eg-bench-recent.c — how long Recent Matches takes to open on many saved
 * matches, for build-aux/dev bench
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built by build-aux/bench/bench.py against the optimised build's
 * interface and core libraries; runs under Xvfb.
 *
 *   eg-bench-recent DIR N SEED RUNS
 *
 * Writes N saved matches into DIR (played at random, one in three left
 * unfinished; a normal match to 5), then times from
 * eg_recent_matches_new_for_matches() to the first frame that shows the
 * list's rows:
 *   - once with nothing read and no index (the first opening after an
 *     update), labelled "no-index";
 *   - RUNS times as a player gets it: the list read beforehand, as the
 *     application does once its first window is drawn ("recent");
 *   - RUNS times with nothing read but the index there (a list made for
 *     the dialog, as without an application), "unloaded";
 * and, for reference, RUNS times an empty dialog of the same size
 * ("empty"), alternately with the others. Prints JSON. Under callgrind
 * (--collect-atstart=yes) each opening's instructions, from just before
 * it to its first frame, are a dump of their own, with that label.
 */

#define G_LOG_DOMAIN "en-garde-bench"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_ZERO_STATS ((void) 0)
#define CALLGRIND_DUMP_STATS_AT(label) ((void) 0)
#endif

#include "eg-match-log.h"
#include "eg-recent-matches.h"
#include "eg-rng.h"
#include "eg-saved-matches.h"

static void
write_saves (const char *dir,
             guint       n,
             guint64     seed)
{
  static const char *levels[] = { "random", "easy", "medium", "hard" };
  EgRng rng;

  eg_rng_init (&rng, seed);
  g_mkdir_with_parents (dir, 0700);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(EgPlayer) left = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
      g_autoptr(EgPlayer) right = eg_player_new ("Computer", EG_PLAYER_COMPUTER, levels[i % 4]);
      g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, left, right);
      g_autoptr(GDateTime) started = g_date_time_new_from_unix_utc (1790000000 + 3600 * (gint64) i);
      g_autofree char *name = g_strdup_printf ("%s/save-%04u.engarde", dir, i);
      g_autoptr(GFile) file = g_file_new_for_path (name);
      guint limit = i % 3 == 0 ? 40 + eg_rng_below (&rng, 200) : G_MAXUINT;
      EgAction actions[EG_MAX_ACTIONS];

      eg_match_set_seed (match, eg_rng_next (&rng));
      eg_match_set_started (match, started);
      for (guint step = 0; step < limit && !eg_match_is_over (match); step++)
        {
          guint count;

          if (!eg_match_is_round_in_progress (match))
            {
              eg_match_begin_round (match, NULL, NULL);
              continue;
            }
          count = eg_match_get_legal_actions (match, actions);
          eg_match_apply_at (match, &actions[eg_rng_below (&rng, count)], 0, NULL);
        }
      if (!eg_match_log_save (match, file, NULL))
        {
          fprintf (stderr, "cannot write %s\n", name);
          exit (1);
        }
    }
}

/* The application's style and icons, as the game has them (an
 * AdwApplication loads style.css by itself; this is no application). */
static void
init_style (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  GtkCssProvider *provider = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (provider, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display),
                                    RESOURCE_PREFIX "/icons");
  g_object_unref (provider);
}

/* The page the dialog's stack shows: "loading" while it reads. */
static const char *
shown_page (EgRecentMatches *recent)
{
  GObject *stack = gtk_widget_get_template_child (GTK_WIDGET (recent), EG_TYPE_RECENT_MATCHES, "stack");

  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

/* The rows of its list, those not scrolled to yet included. */
static guint
n_matches (EgRecentMatches *recent)
{
  GObject *list = gtk_widget_get_template_child (GTK_WIDGET (recent), EG_TYPE_RECENT_MATCHES, "list");
  GListModel *slice = gtk_no_selection_get_model (GTK_NO_SELECTION (gtk_list_view_get_model (GTK_LIST_VIEW (list))));

  return g_list_model_get_n_items (gtk_slice_list_model_get_model (GTK_SLICE_LIST_MODEL (slice)));
}

/* The dialog on @matches, to the first frame that shows the list. */
static double
open_once (GtkWindow      *parent,
           EgSavedMatches *matches,
           const char     *label,
           guint          *n_rows)
{
  gint64 start;
  EgRecentMatches *recent;
  double ms;

  CALLGRIND_ZERO_STATS;
  start = g_get_monotonic_time ();
  recent = eg_recent_matches_new_for_matches (parent, matches);

  gtk_window_present (GTK_WINDOW (recent));
  while (g_strcmp0 (shown_page (recent), "loading") == 0)
    g_main_context_iteration (NULL, TRUE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (recent));
  ms = (g_get_monotonic_time () - start) / 1000.0;
  CALLGRIND_DUMP_STATS_AT (label);

  *n_rows = n_matches (recent);
  gtk_window_destroy (GTK_WINDOW (recent));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return ms;
}

/* The reference: an empty dialog of the same size (as
 * eg-recent-matches.ui sets it), to its first frame. */
static double
open_empty (GtkWindow *parent)
{
  gint64 start;
  GtkWidget *window, *box;
  double ms;

  CALLGRIND_ZERO_STATS;
  start = g_get_monotonic_time ();
  window = adw_window_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Recent Matches"));
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 680, 540);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  ms = (g_get_monotonic_time () - start) / 1000.0;
  CALLGRIND_DUMP_STATS_AT ("empty");
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return ms;
}

/* Nothing read yet: the dialog reads the folder for itself. */
static double
open_unloaded (GtkWindow  *parent,
               GFile      *dir,
               const char *label,
               guint      *n_rows)
{
  g_autoptr(EgSavedMatches) matches = eg_saved_matches_new (dir);

  return open_once (parent, matches, label, n_rows);
}

static void
refreshed (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  gboolean *done = user_data;

  if (!eg_saved_matches_refresh_finish (EG_SAVED_MATCHES (source), result, NULL))
    {
      fprintf (stderr, "cannot list the saved matches\n");
      exit (1);
    }
  *done = TRUE;
}

/* The list as the application has it once started: read in a thread,
 * and settled (a list read just after the index was written is checked
 * once more a second later). */
static EgSavedMatches *
load_matches (GFile *dir)
{
  EgSavedMatches *matches = eg_saved_matches_new (dir);
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  gboolean done = FALSE;

  eg_saved_matches_refresh_async (matches, NULL, refreshed, &done);
  while (!done || !eg_saved_matches_is_current (matches))
    {
      if (g_get_monotonic_time () > end)
        {
          fprintf (stderr, "the list of saved matches never settled\n");
          exit (1);
        }
      g_main_context_iteration (NULL, TRUE);
    }
  return matches;
}

static int
compare_double (gconstpointer a,
                gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GFile) dir = NULL;
  g_autofree char *index = NULL;
  g_autofree double *warm = NULL;
  g_autofree double *empty = NULL;
  g_autofree double *unloaded = NULL;
  g_autoptr(EgSavedMatches) loaded = NULL;
  GtkWidget *parent;
  guint n, runs, rows = 0, all_rows = 0;
  double cold;

  if (argc != 5)
    {
      fprintf (stderr, "usage: %s DIR N SEED RUNS\n", argv[0]);
      return 2;
    }
  n = atoi (argv[2]);
  runs = MAX (1, atoi (argv[4]));
  write_saves (argv[1], n, g_ascii_strtoull (argv[3], NULL, 10));

  gtk_init ();
  adw_init ();
  init_style ();
  parent = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (parent));
  gtk_test_widget_wait_for_draw (parent);

  dir = g_file_new_for_path (argv[1]);
  index = g_build_filename (argv[1], ".index", NULL);
  g_remove (index);
  cold = open_unloaded (GTK_WINDOW (parent), dir, "no-index", &rows);
  all_rows += rows;
  loaded = load_matches (dir);
  warm = g_new (double, runs);
  empty = g_new (double, runs);
  unloaded = g_new (double, runs);
  /* alternately, so that a busy machine slows all alike */
  for (guint i = 0; i < runs; i++)
    {
      warm[i] = open_once (GTK_WINDOW (parent), loaded, "recent", &rows);
      all_rows += rows;
      empty[i] = open_empty (GTK_WINDOW (parent));
      unloaded[i] = open_unloaded (GTK_WINDOW (parent), dir, "unloaded", &rows);
      all_rows += rows;
    }
  qsort (warm, runs, sizeof (double), compare_double);
  qsort (empty, runs, sizeof (double), compare_double);
  qsort (unloaded, runs, sizeof (double), compare_double);

  printf ("{\"saves\": %u, \"rows\": %u, \"cold_ms\": %.1f, \"median_ms\": %.1f, \"max_ms\": %.1f, "
          "\"unloaded_ms\": %.1f, \"empty_dialog_ms\": %.1f}\n",
          n, rows, cold, warm[runs / 2], warm[runs - 1], unloaded[runs / 2], empty[runs / 2]);
  gtk_window_destroy (GTK_WINDOW (parent));
  /* every opening listed every match */
  return all_rows == n * (2 * runs + 1) ? 0 : 1;
}
