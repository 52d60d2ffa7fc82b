/* replay-tool.c — screenshots and the frame-time benchmark of replay mode
 *
 *   replay-tool screenshot [--language=LANG] OUTDIR [--dark] [--moves] [WIDTHxHEIGHT]
 *                                           saves OUTDIR/replay-light.png
 *                                           (or replay-dark.png) at
 *                                           1240×800 or the size given,
 *                                           and prints the window's
 *                                           minimum and natural width;
 *                                           --moves shows the side panel
 *                                           over the board where it is
 *                                           folded away (as M does)
 *   replay-tool bench FILE.engarde [--analysis]
 *                                           times every step shown: the
 *                                           view's update, then GTK's
 *                                           layout and paint of the frame;
 *                                           --analysis rates the match's
 *                                           moves meanwhile, and says how
 *                                           long that took
 *
 * Run under `xvfb-run -a` with GSK_RENDERER=cairo GTK_A11Y=none and the
 * build's schemas (GSETTINGS_SCHEMA_DIR, GSETTINGS_BACKEND=memory).
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-replay-tool"

#include "config.h"

#include <locale.h>

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "eg-ai.h"
#include "eg-i18n.h"
#include "eg-match-log.h"
#include "eg-rng.h"
#include "eg-replay-view-private.h"
#include "eg-test-ui.h"

static EgApplication *app;

static void
init (gboolean    dark,
      const char *language)
{
  g_autoptr(GSettings) settings = NULL;

  /* as main() does: the messages set up before GTK and its threads */
  setlocale (LC_ALL, "");
  eg_i18n_init ();
  gtk_disable_setlocale ();
  if (!gtk_init_check ())
    {
      g_printerr ("no display\n");
      exit (1);
    }
  adw_init ();
  app = eg_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, NULL))
    exit (1);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  eg_test_ui_init_style ();
  settings = g_settings_new (APPLICATION_ID);
  g_settings_set_string (settings, "animation-speed", "off");
  if (language != NULL)
    {
      if (!eg_i18n_is_language (language))
        {
          g_printerr ("unknown language %s\n", language);
          exit (2);
        }
      /* the application switches from an idle, before any window here */
      g_settings_set_string (settings, "language", language);
      eg_test_ui_iterate ();
    }
}

static void
settle (GtkWidget *window)
{
  eg_test_ui_iterate ();
  gtk_widget_queue_draw (window);
  gtk_test_widget_wait_for_draw (window);
  eg_test_ui_iterate ();
}

/* A match of three rounds between two computer levels, dated. */
static EgMatch *
sample_match (void)
{
  g_autoptr(EgPlayer) left = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) right = eg_player_new ("Bob", EG_PLAYER_COMPUTER, "medium");
  g_autoptr(GDateTime) when = g_date_time_new_local (2026, 11, 21, 20, 15, 0);
  EgMatch *match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, left, right);
  guint64 seed = 11;

  eg_match_set_seed (match, 2026);
  eg_match_set_started (match, when);
  while (eg_match_get_n_rounds (match) < 3 || eg_match_is_round_in_progress (match))
    {
      EgView view;
      EgAction action;

      if (!eg_match_is_round_in_progress (match))
        eg_match_begin_round (match, NULL, NULL);
      eg_match_get_view (match, eg_match_get_side_to_act (match), &view);
      action = eg_ai_choose (eg_match_get_side_to_act (match) == EG_SIDE_LEFT ? EG_AI_EASY : EG_AI_MEDIUM,
                             &view, seed++);
      eg_match_apply (match, &action, NULL);
    }
  return match;
}

static int
screenshot (const char *out_dir,
            gboolean    dark,
            gboolean    moves,
            const char *language,
            int         width,
            int         height)
{
  g_autoptr(EgMatch) live = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 1);
  g_autoptr(EgMatch) match = NULL;
  g_autofree char *path = NULL;
  EgWindow *window;
  EgReplayView *view;
  EgReplay *replay;
  guint step;
  gint64 end;
  int min_width, nat_width, view_min, view_nat;

  init (dark, language);
  match = sample_match ();
  window = eg_window_new (GTK_APPLICATION (app), live);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  settle (GTK_WIDGET (window));

  eg_window_open_replay (window, match);
  view = eg_test_ui_replay_view (window);
  replay = eg_test_ui_replay_of (view);

  /* an attack waiting for its answer, in the second round */
  step = eg_replay_step_for (replay, 1, 0);
  while (step + 1 < eg_replay_get_n_steps (replay) &&
         (eg_replay_get_state_at (replay, step)->round.phase != EG_PHASE_DEFEND ||
          eg_replay_get_state_at (replay, step)->action_index < 4))
    step++;
  eg_replay_view_set_step (view, step);

  /* wait for the analysis of every move, so that the graph shows whole */
  end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while ((!eg_replay_analysis_is_complete (view->analysis) ||
          !eg_replay_analysis_lookup (view->analysis, step, NULL, NULL)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  settle (GTK_WIDGET (window));
  if (moves && adw_flap_get_folded (view->flap))
    {
      adw_flap_set_reveal_flap (view->flap, TRUE);
      /* it slides in */
      end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
      while (adw_flap_get_reveal_progress (view->flap) < 1 && g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, TRUE);
      settle (GTK_WIDGET (window));
    }

  path = g_strdup_printf ("%s/replay-%s.png", out_dir, dark ? "dark" : "light");
  if (!eg_test_ui_save_png (GTK_WIDGET (window), path))
    {
      g_printerr ("could not write %s\n", path);
      return 1;
    }
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, &nat_width, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (view), GTK_ORIENTATION_HORIZONTAL, -1,
                      &view_min, &view_nat, NULL, NULL);
  g_print ("%s: window %d×%d, minimum width %d, natural width %d;"
           " replay view minimum width %d, natural width %d\n", path,
           gtk_widget_get_width (GTK_WIDGET (window)),
           gtk_widget_get_height (GTK_WIDGET (window)), min_width, nat_width,
           view_min, view_nat);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}

/* ---- the benchmark ---- */

static gint64 before_paint;
static gint64 layout_start;
static gint64 paint_start;
static gint64 after_paint;
static gboolean painted;

static void
on_before_paint (GdkFrameClock *clock)
{
  before_paint = g_get_monotonic_time ();
}

static void
on_layout (GdkFrameClock *clock)
{
  layout_start = g_get_monotonic_time ();
}

static void
on_paint (GdkFrameClock *clock)
{
  paint_start = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock)
{
  after_paint = g_get_monotonic_time ();
  painted = TRUE;
}

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* The main thread's processor time, µs: what a step costs it, whatever
 * else the machine (or the analysis' thread) runs meanwhile. */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static GArray *cpu_times;

/* The view's update (synchronous) plus the next frame's layout and paint. */
static gint64
show (EgReplayView *view,
      guint         step)
{
  gint64 start, updated, cpu = thread_cpu_us ();

  painted = FALSE;
  start = g_get_monotonic_time ();
  eg_replay_view_set_step (view, step);
  updated = g_get_monotonic_time ();
  /* a frame even when the step was already shown (a short match) */
  gtk_widget_queue_draw (GTK_WIDGET (view));
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  cpu = thread_cpu_us () - cpu;
  if (cpu_times != NULL)
    g_array_append_val (cpu_times, cpu);
  if (g_getenv ("EG_BENCH_VERBOSE") != NULL)
    g_print ("step %u: update %.2f ms, frame %.2f ms (before layout %.2f, layout %.2f, paint %.2f)\n", step,
             (updated - start) / 1000.0, (after_paint - before_paint) / 1000.0,
             (layout_start - before_paint) / 1000.0, (paint_start - layout_start) / 1000.0,
             (after_paint - paint_start) / 1000.0);
  return (updated - start) + (after_paint - before_paint);
}

static void
report (const char *what,
        GArray     *times)
{
  g_array_sort (times, compare_times);
  g_print ("%-28s n=%-6u median %6.2f ms  p99 %6.2f ms  max %6.2f ms\n", what, times->len,
           g_array_index (times, gint64, times->len / 2) / 1000.0,
           g_array_index (times, gint64, times->len * 99 / 100) / 1000.0,
           g_array_index (times, gint64, times->len - 1) / 1000.0);
}

static int
bench (const char *path,
       gboolean    analysis)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(GArray) jumps = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) rounds = g_array_new (FALSE, FALSE, sizeof (gint64));
  GtkWidget *window;
  EgReplayView *view;
  GdkFrameClock *clock;
  guint n;
  gint64 t0, t1;
  EgRng rng;
  /* EG_BENCH_QUICK: fewer steps, to compare variants */
  gboolean quick = g_getenv ("EG_BENCH_QUICK") != NULL;

  init (FALSE, NULL);
  t0 = g_get_monotonic_time ();
  match = eg_match_log_load_file (file, NULL, &error);
  t1 = g_get_monotonic_time ();
  if (match == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  g_print ("log read and checked: %.1f ms, %u rounds\n", (t1 - t0) / 1000.0, eg_match_get_n_rounds (match));

  window = gtk_window_new ();
  view = EG_REPLAY_VIEW (eg_replay_view_new ());
  eg_replay_view_set_analysis (view, FALSE);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window), 1240, 800);
  gtk_window_present (GTK_WINDOW (window));
  settle (window);

  t0 = g_get_monotonic_time ();
  eg_replay_view_set_match (view, match);
  t1 = g_get_monotonic_time ();
  n = eg_replay_get_n_steps (eg_test_ui_replay_of (view));
  g_print ("replay view filled: %.1f ms, %u steps\n", (t1 - t0) / 1000.0, n);
  settle (window);
  if (analysis)
    {
      /* the rating of every move starts now, in its thread */
      t0 = g_get_monotonic_time ();
      eg_replay_view_set_analysis (view, TRUE);
    }

  clock = gtk_widget_get_frame_clock (window);
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  g_signal_connect (clock, "layout", G_CALLBACK (on_layout), NULL);
  g_signal_connect (clock, "paint", G_CALLBACK (on_paint), NULL);

  /* last → first → last, several times, then random jumps */
  for (guint i = 0; i < 10; i++)
    {
      gint64 t = show (view, n - 1);

      g_array_append_val (jumps, t);
      t = show (view, 0);
      g_array_append_val (jumps, t);
    }
  eg_rng_init (&rng, 1);
  for (guint i = 0; i < (quick ? 40 : 300); i++)
    {
      gint64 t = show (view, eg_rng_below (&rng, n));

      g_array_append_val (jumps, t);
    }
  /* step by step through the first 2,000 steps, as Right does */
  show (view, 0);
  cpu_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 1; i < MIN (n, quick ? 200 : 2000); i++)
    {
      gint64 t = show (view, i);

      g_array_append_val (steps, t);
    }
  report ("single steps", steps);
  report ("  main thread's processor time", cpu_times);
  g_array_set_size (cpu_times, 0);
  /* round by round, as Page Down does */
  show (view, 0);
  for (guint i = 0; i < (quick ? 40 : 200); i++)
    {
      EgReplay *replay = eg_test_ui_replay_of (view);
      guint round = eg_replay_get_state (replay)->round_index;
      gint64 t = show (view, eg_replay_step_for (replay, MIN (round + 1, eg_match_get_n_rounds (match) - 1), 0));

      g_array_append_val (rounds, t);
    }

  report ("jumps (last/first/random)", jumps);
  report ("next round", rounds);
  if (analysis)
    {
      g_autoptr(GArray) after = g_array_new (FALSE, FALSE, sizeof (gint64));
      gboolean complete_during = eg_replay_analysis_is_complete (view->analysis);
      gint64 end = g_get_monotonic_time () + 600 * G_USEC_PER_SEC;

      while (!eg_replay_analysis_is_complete (view->analysis) && g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, TRUE);
      g_print ("analysis %s the steps above; every move rated in %.1f s\n",
               complete_during ? "finished during" : "still running through",
               (g_get_monotonic_time () - t0) / 1e6);
      /* the same single steps once every move is rated, with the same
       * text, graph and marks to show: what the running analysis costs */
      g_array_set_size (cpu_times, 0);
      show (view, 0);
      for (guint i = 1; i < MIN (n, quick ? 200 : 2000); i++)
        {
          gint64 t = show (view, i);

          g_array_append_val (after, t);
        }
      report ("single steps, all rated", after);
      report ("  main thread's processor time", cpu_times);
    }
  g_clear_pointer (&cpu_times, g_array_unref);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}

int
main (int    argc,
      char **argv)
{
  if (argc >= 3 && g_str_equal (argv[1], "screenshot"))
    {
      const char *language = NULL;
      gboolean dark = FALSE, moves = FALSE;
      int width = 1240, height = 800;
      int i;

      if (g_str_has_prefix (argv[2], "--language="))
        {
          language = argv[2] + strlen ("--language=");
          argv++;
          argc--;
        }
      for (i = 3; i < argc; i++)
        {
          if (g_str_equal (argv[i], "--dark"))
            dark = TRUE;
          else if (g_str_equal (argv[i], "--moves"))
            moves = TRUE;
          /* another size, to check the layout at 800×600 or full screen */
          else if (sscanf (argv[i], "%dx%d", &width, &height) != 2)
            {
              g_printerr ("bad argument %s\n", argv[i]);
              return 2;
            }
        }
      if (argc >= 3)
        return screenshot (argv[2], dark, moves, language, width, height);
    }
  if (argc >= 3 && g_str_equal (argv[1], "bench"))
    return bench (argv[2], argc >= 4 && g_str_equal (argv[3], "--analysis"));

  g_printerr ("usage: replay-tool screenshot [--language=LANG] OUTDIR [--dark] [--moves] [WIDTHxHEIGHT]"
              " | replay-tool bench FILE.engarde [--analysis]\n");
  return 2;
}
