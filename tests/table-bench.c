/* table-bench.c — how long a frame takes while the table animates
 *
 *   table-bench [WIDTHxHEIGHT]   plays slides, lunges, parries, hits and
 *                                cards in flight (played and dealt) on a
 *                                table of piles, track and hand, and
 *                                prints the time of each frame drawn
 *                                meanwhile, from the frame clock's
 *                                before-paint to its after-paint signal
 *                                (update, layout and paint together),
 *                                in wall time and in the CPU time of
 *                                the thread (which a loaded machine
 *                                does not inflate)
 *
 * Run under `xvfb-run -a` with GSK_RENDERER=cairo GTK_A11Y=none and the
 * build's schemas (GSETTINGS_SCHEMA_DIR, GSETTINGS_BACKEND=memory).
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-table-bench"

#include "config.h"

#include <locale.h>

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "eg-board-private.h"
#include "eg-board.h"
#include "eg-flight-layer.h"
#include "eg-hand-view.h"
#include "eg-i18n.h"
#include "eg-piles-view.h"
#include "eg-test-ui.h"

static gint64 before_paint, before_paint_cpu;
static GArray *frames;   /* gint64 µs */
static GArray *cpu_frames;
static gboolean measuring;
/* EG_BENCH_VERBOSE: the worst frame of each phase too */
static const char *phase;
static gint64 phase_max;

static gint64
cpu_time (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
on_before_paint (GdkFrameClock *clock,
                 gpointer       data)
{
  before_paint = g_get_monotonic_time ();
  before_paint_cpu = cpu_time ();
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  gint64 t = g_get_monotonic_time () - before_paint;
  gint64 cpu = cpu_time () - before_paint_cpu;

  if (measuring)
    {
      g_array_append_val (frames, t);
      g_array_append_val (cpu_frames, cpu);
    }
  phase_max = MAX (phase_max, t);
}

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static void
report (int         width,
        int         height,
        const char *what,
        GArray     *times)
{
  g_array_sort (times, compare_times);
  g_print ("%dx%d, %s renderer, %s time: %u frames while animating: "
           "median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms\n",
           width, height, g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER") : "default",
           what, times->len,
           g_array_index (times, gint64, times->len / 2) / 1000.0,
           g_array_index (times, gint64, times->len * 95 / 100) / 1000.0,
           g_array_index (times, gint64, times->len * 99 / 100) / 1000.0,
           g_array_index (times, gint64, times->len - 1) / 1000.0);
}

static gboolean
busy (EgBoard       *board,
      EgFlightLayer *flights)
{
  return eg_board_is_animating (board) || eg_flight_layer_is_animating (flights);
}

static void
wait_idle (EgBoard       *board,
           EgFlightLayer *flights)
{
  while (busy (board, flights))
    g_main_context_iteration (NULL, TRUE);
  if (g_getenv ("EG_BENCH_VERBOSE") != NULL)
    g_print ("  %-24s worst frame %6.2f ms\n", phase, phase_max / 1000.0);
  phase_max = 0;
}

int
main (int    argc,
      char **argv)
{
  const guint8 hand[EG_N_VALUES + 1] = { 0, 1, 1, 1, 1, 1 };
  const guint8 discard[EG_N_VALUES + 1] = { 0, 2, 1, 0, 3, 1 };
  const guint8 unseen[EG_N_VALUES + 1] = { 0, 2, 3, 4, 1, 3 };
  int width = 1920, height = 1080;
  GtkWidget *window, *overlay, *box;
  EgBoard *board;
  EgHandView *hand_view, *opponent;
  EgPilesView *piles;
  EgFlightLayer *flights;
  GdkFrameClock *clock;
  guint round, i;

  if (argc > 1 && sscanf (argv[1], "%dx%d", &width, &height) != 2)
    {
      g_printerr ("usage: table-bench [WIDTHxHEIGHT]\n");
      return 2;
    }
  /* as main() does: the messages set up before GTK and its threads */
  setlocale (LC_ALL, "");
  eg_i18n_init ();
  gtk_disable_setlocale ();
  if (!gtk_init_check ())
    {
      g_printerr ("no display\n");
      return 1;
    }
  adw_init ();
  eg_test_ui_init_style ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  frames = g_array_new (FALSE, FALSE, sizeof (gint64));
  cpu_frames = g_array_new (FALSE, FALSE, sizeof (gint64));

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  if (width >= 1500)
    gtk_widget_add_css_class (window, "large");
  overlay = gtk_overlay_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  opponent = EG_HAND_VIEW (g_object_new (EG_TYPE_HAND_VIEW, NULL));
  eg_hand_view_set_compact (opponent, TRUE);
  eg_hand_view_set_face_down (opponent, 5);
  piles = EG_PILES_VIEW (g_object_new (EG_TYPE_PILES_VIEW, NULL));
  eg_piles_view_show (piles, 12, 4);
  eg_piles_view_set_discards (piles, discard);
  eg_piles_view_set_unseen (piles, unseen);
  board = EG_BOARD (g_object_new (EG_TYPE_BOARD, NULL));
  gtk_widget_set_vexpand (GTK_WIDGET (board), TRUE);
  eg_board_set_names (board, "Ada", "Bob");
  eg_board_set_speed (board, EG_SPEED_NORMAL);
  hand_view = EG_HAND_VIEW (g_object_new (EG_TYPE_HAND_VIEW, NULL));
  gtk_widget_set_halign (GTK_WIDGET (hand_view), GTK_ALIGN_CENTER);
  eg_hand_view_set_cards (hand_view, hand);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (opponent));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (piles));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (board));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (hand_view));
  flights = EG_FLIGHT_LAYER (g_object_new (EG_TYPE_FLIGHT_LAYER, NULL));
  gtk_overlay_set_child (GTK_OVERLAY (overlay), box);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), GTK_WIDGET (flights));
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  for (i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);

  clock = gtk_widget_get_frame_clock (window);
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);

  measuring = TRUE;
  for (round = 0; round < 3; round++)
    {
      /* the deal: ten cards from the pile */
      phase = "deal";
      for (i = 0; i < 5; i++)
        {
          eg_flight_layer_fly (flights, eg_piles_view_get_draw_pile (piles),
                               eg_hand_view_get_card (hand_view, i), 0, EG_ANIMATION_DEAL, EG_SPEED_NORMAL, i * 150);
          eg_flight_layer_fly (flights, eg_piles_view_get_draw_pile (piles),
                               eg_hand_view_get_card (opponent, i), 0, EG_ANIMATION_DEAL, EG_SPEED_NORMAL, i * 150 + 75);
        }
      wait_idle (board, flights);
      /* a move: the card to the discard pile, the fencer slides */
      phase = "card played, slide";
      eg_flight_layer_fly (flights, eg_hand_view_get_card (hand_view, 2),
                           eg_piles_view_get_discard_pile (piles), 3, EG_ANIMATION_CARD, EG_SPEED_NORMAL, 0);
      eg_board_set_positions (board, 4, 23, TRUE);
      wait_idle (board, flights);
      phase = "two slides";
      eg_board_set_positions (board, 4, 18, TRUE);
      eg_board_set_positions (board, 9, 18, TRUE);
      wait_idle (board, flights);
      /* an indirect attack, parried, then a hit */
      phase = "lunge, parry, hit";
      eg_flight_layer_fly (flights, eg_hand_view_get_card (hand_view, 3),
                           eg_piles_view_get_discard_pile (piles), 4, EG_ANIMATION_CARD, EG_SPEED_NORMAL, 0);
      eg_board_set_positions (board, 13, 18, TRUE);
      eg_board_play_effect (board, EG_BOARD_EFFECT_LUNGE, EG_SIDE_LEFT);
      eg_board_play_effect (board, EG_BOARD_EFFECT_PARRY, EG_SIDE_RIGHT);
      eg_board_play_effect (board, EG_BOARD_EFFECT_LUNGE, EG_SIDE_RIGHT);
      eg_board_play_effect (board, EG_BOARD_EFFECT_HIT, EG_SIDE_LEFT);
      wait_idle (board, flights);
      eg_board_set_positions (board, 1, 23, FALSE);
    }
  measuring = FALSE;

  report (width, height, "wall", frames);
  report (width, height, "cpu", cpu_frames);

  gtk_window_destroy (GTK_WINDOW (window));
  g_array_unref (frames);
  g_array_unref (cpu_frames);
  return 0;
}
