/* screenshot.c — renders the metainfo screenshots with the game itself
 *
 *   screenshot [--language=LANG] OUTDIR [--dark] [WIDTHxHEIGHT]
 *
 * Plays scripted positions (fixed seeds) of a match between two people
 * and saves OUTDIR/<scene>-light.png (or -dark.png). Run under
 * `xvfb-run -a` with GSK_RENDERER=cairo GTK_A11Y=none and the build's
 * schemas (GSETTINGS_SCHEMA_DIR, GSETTINGS_BACKEND=memory). --language
 * switches the game as the preferences do (en, nl, fr, de), reading the
 * catalogs from EN_GARDE_LOCALEDIR (the build's po/) when set.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-screenshot"

#include "config.h"

#include <locale.h>

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg-animation.h"
#include "eg-autosave.h"
#include "eg-board-private.h"
#include "eg-i18n.h"
#include "eg-match-log.h"
#include "eg-new-match-dialog.h"
#include "eg-preferences-window.h"
#include "eg-recent-matches-private.h"
#include "eg-recent-matches.h"
#include "eg-rng.h"
#include "eg-statistics-window.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"
#include "eg-window-private.h"

static const char *out_dir;
static const char *style;
static int width = 1100;
static int height = 760;

static void
settle (gpointer window)
{
  eg_test_ui_iterate ();
  gtk_widget_queue_draw (GTK_WIDGET (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
}

static void
shoot_widget (GtkWidget  *widget,
              const char *scene)
{
  g_autofree char *name = g_strdup_printf ("%s-%s.png", scene, style);
  g_autofree char *path = g_build_filename (out_dir, name, NULL);

  if (!eg_test_ui_save_png (widget, path))
    {
      g_printerr ("could not write %s\n", path);
      exit (1);
    }
  g_print ("%s\n", path);
}

static void
shoot (EgWindow   *window,
       const char *scene)
{
  g_autofree char *name = g_strdup_printf ("%s-%s.png", scene, style);
  g_autofree char *path = g_build_filename (out_dir, name, NULL);

  settle (window);
  if (!eg_test_ui_save_png (GTK_WIDGET (window), path))
    {
      g_printerr ("could not write %s\n", path);
      exit (1);
    }
  g_print ("%s\n", path);
}

/* Runs the main loop for @ms: an animation goes on meanwhile. */
static void
wait_ms (EgWindow *window,
         double    ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) (ms * 1000);

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static void
wait_animations (EgWindow *window)
{
  EgBoard *board = eg_window_get_board (window);

  while (eg_board_is_animating (board))
    g_main_context_iteration (NULL, TRUE);
  /* the cards in flight end with the board's steps or before */
  wait_ms (window, eg_pace_duration (EG_ANIMATION_DRAW, EG_SPEED_SLOW) * 2);
}

/* Plays one action: attacks when @attack allows, never retreats, else a
 * random legal action (moves preferred when @quiet). */
static void
play (EgMatch  *match,
      EgRng    *rng,
      gboolean  quiet)
{
  EgAction legal[EG_MAX_ACTIONS];
  EgAction calm[EG_MAX_ACTIONS];
  guint n = eg_match_get_legal_actions (match, legal);
  guint n_calm = 0, i;

  for (i = 0; i < n; i++)
    if (legal[i].type == EG_ACTION_MOVE || legal[i].type == EG_ACTION_PARRY ||
        legal[i].type == EG_ACTION_RETREAT)
      calm[n_calm++] = legal[i];

  if (quiet && n_calm > 0)
    eg_match_apply (match, &calm[eg_rng_below (rng, n_calm)], NULL);
  else
    eg_match_apply (match, &legal[eg_rng_below (rng, n)], NULL);
}

static EgApplication *app;

static EgWindow *
new_window (EgMatch *match)
{
  EgWindow *window = eg_window_new (app, match);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  /* a large window takes its style ("large") after its first allocation */
  settle (window);
  settle (window);
  return window;
}

/* Saved matches for Recent Matches: some finished, some not. */
static void
save_matches (void)
{
  static const struct { const char *left, *right, *level; guint steps; } saves[] = {
    { "Ada", "Computer", "hard", 60 },
    { "Ada", "Computer", "medium", 100000 },
    { "Ada", "Bob", NULL, 100000 },
    { "Ada", "Computer", "easy", 100000 },
    { "Zoë", "Yann", NULL, 140 },
  };
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *path = g_file_get_path (dir);

  g_mkdir_with_parents (path, 0700);
  for (guint i = 0; i < G_N_ELEMENTS (saves); i++)
    {
      g_autoptr(EgMatch) m = eg_test_ui_match (saves[i].left, TRUE, saves[i].right, saves[i].level == NULL,
                                               5, 40 + i);
      g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, 22 - 2 * i, 20 - i, 15, 0);
      g_autofree char *name = g_strdup_printf ("%u.engarde", i);
      g_autoptr(GFile) file = g_file_get_child (dir, name);
      EgRng rng;

      if (saves[i].level != NULL)
        eg_player_set_level (eg_match_get_player (m, EG_SIDE_RIGHT), saves[i].level);
      eg_match_set_started (m, started);
      eg_rng_init (&rng, i);
      for (guint step = 0; step < saves[i].steps && !eg_match_is_over (m); step++)
        {
          if (!eg_match_is_round_in_progress (m))
            eg_match_begin_round (m, NULL, NULL);
          else
            play (m, &rng, FALSE);
        }
      eg_match_log_save (m, file, NULL);
    }
}

/* The GNOME platform pages: welcome, the rules, Recent Matches, the
 * statistics, About, and a question. */
static void
shoot_platform (EgWindow *window)
{
  EgStatistics *stats = eg_application_get_statistics (app);
  GtkWindow *dialog;

  /* a window without a match opens on its welcome page */
  dialog = GTK_WINDOW (eg_window_new (NULL, NULL));
  gtk_window_set_default_size (dialog, 1000, 720);
  gtk_window_present (dialog);
  settle (dialog);
  shoot_widget (GTK_WIDGET (dialog), "welcome");
  gtk_window_destroy (dialog);

  save_matches ();
  dialog = GTK_WINDOW (eg_recent_matches_new (GTK_WINDOW (window), NULL));
  gtk_window_present (dialog);
  while (eg_recent_matches_is_loading (EG_RECENT_MATCHES (dialog)))
    g_main_context_iteration (NULL, TRUE);
  settle (dialog);
  shoot_widget (GTK_WIDGET (dialog), "recent-matches");
  gtk_window_destroy (dialog);

  for (guint i = 0; i < 7; i++)
    eg_statistics_record_round (stats, "medium", i % 3 != 0, i % 4 == 0 ? EG_REASON_CARDS : EG_REASON_HIT);
  eg_statistics_record_round (stats, "medium", FALSE, EG_REASON_ADVANCEMENT);
  eg_statistics_record_match (stats, "medium", TRUE);
  eg_statistics_record_match (stats, "medium", FALSE);
  eg_statistics_record_match (stats, "medium", TRUE);
  eg_statistics_record_undo (stats, "medium");
  for (guint i = 0; i < 5; i++)
    eg_statistics_record_round (stats, "easy", TRUE, EG_REASON_HIT);
  eg_statistics_record_match (stats, "easy", TRUE);
  dialog = GTK_WINDOW (eg_statistics_window_new (GTK_WINDOW (window), stats));
  gtk_window_present (dialog);
  settle (dialog);
  shoot_widget (GTK_WIDGET (dialog), "statistics");

  /* the question before the statistics go */
  g_signal_emit_by_name (gtk_widget_get_template_child (GTK_WIDGET (dialog), EG_TYPE_STATISTICS_WINDOW,
                                                       "reset_button"), "clicked");
  eg_test_ui_iterate ();
  {
    GList *toplevels = gtk_window_list_toplevels ();

    for (GList *l = toplevels; l != NULL; l = l->next)
      if (ADW_IS_MESSAGE_DIALOG (l->data))
        {
          settle (l->data);
          shoot_widget (l->data, "dialog-confirm");
          gtk_window_destroy (l->data);
        }
    g_list_free (toplevels);
  }
  gtk_window_destroy (dialog);
  eg_statistics_reset (stats);

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  eg_test_ui_iterate ();
  {
    GList *toplevels = gtk_window_list_toplevels ();

    for (GList *l = toplevels; l != NULL; l = l->next)
      if (ADW_IS_ABOUT_WINDOW (l->data))
        {
          settle (l->data);
          shoot_widget (l->data, "about");
          gtk_window_destroy (l->data);
        }
    g_list_free (toplevels);
  }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autofree char *data_home = NULL;
  EgWindow *window;
  EgRng rng;
  guint64 seed;
  const char *language = NULL;

  if (argc > 1 && g_str_has_prefix (argv[1], "--language="))
    {
      language = argv[1] + strlen ("--language=");
      argv[1] = argv[0];
      argv++;
      argc--;
    }
  if (argc < 2)
    {
      g_printerr ("usage: screenshot OUTDIR [--dark]\n");
      return 2;
    }
  out_dir = argv[1];
  style = argc > 2 && g_str_equal (argv[2], "--dark") ? "dark" : "light";
  /* another size, to check the layout at 800×600 or full screen */
  if (argc > 3 && sscanf (argv[3], "%dx%d", &width, &height) != 2)
    {
      g_printerr ("bad size %s\n", argv[3]);
      return 2;
    }

  /* saved matches and statistics of the screenshots' own, not the user's */
  data_home = g_dir_make_tmp ("en-garde-screenshot-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

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
  /* an application, so that its actions (New Match…) are there */
  app = eg_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, NULL))
    return 1;
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  gtk_window_set_default_icon_name (APPLICATION_ID);

  /* the application loads the style sheet and follows this setting */
  settings = g_settings_new (APPLICATION_ID);
  g_settings_set_string (settings, "style", style);
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_set_boolean (settings, "hide-hands", FALSE);
  if (language != NULL)
    {
      if (!eg_i18n_is_language (language))
        {
          g_printerr ("unknown language %s\n", language);
          return 2;
        }
      /* the application switches from an idle, before any window here */
      g_settings_set_string (settings, "language", language);
      eg_test_ui_iterate ();
    }

  /* 1. the start of a round, the left player to act */
  match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 20261122);
  eg_rng_init (&rng, 7);
  /* one round already played, so the score pips show something */
  while (eg_match_get_round_number (match) == 1 && eg_match_is_round_in_progress (match))
    play (match, &rng, FALSE);
  if (!eg_match_is_round_in_progress (match))
    eg_match_begin_round (match, NULL, NULL);
  window = new_window (match);
  shoot (window, "round-start");

  /* 2. a card selected: the squares it reaches are highlighted. A few
   * quiet moves first, then the card with the most options. */
  while (eg_match_get_distance (match) > 9 || eg_match_get_phase (match) != EG_PHASE_ACT)
    play (match, &rng, TRUE);
  {
    g_autoptr(GPtrArray) options = NULL;
    EgView view;
    int v, best = 0;
    guint most = 0;

    eg_match_get_view (match, eg_match_get_side_to_act (match), &view);
    for (v = 1; v <= EG_N_VALUES; v++)
      if (view.hand[v] > 0)
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "win.select-card", "i", v);
          eg_test_ui_iterate ();
          options = eg_test_ui_options (window);
          if (options->len > most)
            {
              most = options->len;
              best = v;
            }
          g_clear_pointer (&options, g_ptr_array_unref);
          gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel", NULL);
        }
    gtk_widget_activate_action (GTK_WIDGET (window), "win.select-card", "i", best);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.direction", "s",
                                eg_match_get_side_to_act (match) == EG_SIDE_LEFT ? "right" : "left");
    shoot (window, "card-selected");

    /* 2b. the pointer on the square that card reaches: the fencer's
     * ghost there, the way there */
    {
      EgBoard *board = eg_window_get_board (window);
      GtkWidget *place = eg_board_get_target_widget (board, eg_board_get_chosen_square (board));

      if (place != NULL)
        {
          gtk_widget_set_state_flags (place, GTK_STATE_FLAG_PRELIGHT, FALSE);
          shoot (window, "card-hover");
          gtk_widget_unset_state_flags (place, GTK_STATE_FLAG_PRELIGHT);
        }
    }
    gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel", NULL);
  }

  /* 2c. an attack in flight, then the parry: a position where the side
   * to act can attack and the other then parry, played through the
   * window with slow animations, shot midway */
  for (seed = 1; seed < 500; seed++)
    {
      g_autoptr(EgMatch) m = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, seed);
      EgAction attack = { 0 }, parry = { 0 };
      gboolean found = FALSE;

      eg_rng_init (&rng, seed);
      while (eg_match_is_round_in_progress (m) && !found)
        {
          EgAction legal[EG_MAX_ACTIONS], answers[EG_MAX_ACTIONS];
          guint n = eg_match_get_legal_actions (m, legal), i, j, k;

          for (i = 0; i < n && !found && eg_match_get_pile_count (m) < 13; i++)
            if (legal[i].type == EG_ACTION_ATTACK)
              {
                EgRound after = *eg_match_get_round_state (m);

                eg_round_play (&after, &legal[i]);
                k = eg_round_is_over (&after) ? 0 : eg_round_legal_actions (&after, answers);
                for (j = 0; j < k && !found; j++)
                  if (answers[j].type == EG_ACTION_PARRY && eg_round_get_pile_count (&after) > 2)
                    {
                      attack = legal[i];
                      parry = answers[j];
                      found = TRUE;
                    }
              }
          if (!found)
            play (m, &rng, TRUE);
        }
      if (found)
        {
          EgTurn *turn;

          eg_window_set_match (window, m);
          g_set_object (&match, m);
          settle (window);
          turn = eg_window_get_turn (window);
          g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
          g_settings_set_string (settings, "animation-speed", "slow");
          eg_turn_play (turn, &attack);
          wait_ms (window, eg_pace_duration (EG_ANIMATION_LUNGE, EG_SPEED_SLOW) * 0.3);
          shoot (window, "attack");
          wait_animations (window);
          eg_turn_play (turn, &parry);
          wait_ms (window, eg_pace_duration (EG_ANIMATION_PARRY, EG_SPEED_SLOW) * 0.4);
          shoot (window, "parry");
          wait_animations (window);
          g_settings_set_string (settings, "animation-speed", "off");
          g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
          break;
        }
    }

  /* 3. an attack waiting for a parry: replay seeds until one comes with a
   * possible parry */
  for (seed = 1; seed < 500; seed++)
    {
      g_autoptr(EgMatch) m = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, seed);
      gboolean found = FALSE;

      eg_rng_init (&rng, seed);
      while (eg_match_is_round_in_progress (m) && !found)
        {
          EgAction legal[EG_MAX_ACTIONS];
          guint n, i;

          if (eg_match_get_phase (m) == EG_PHASE_DEFEND)
            {
              n = eg_match_get_legal_actions (m, legal);
              for (i = 0; i < n; i++)
                found |= legal[i].type == EG_ACTION_PARRY && legal[i].count >= 2;
              if (found && eg_match_get_distance (m) <= 8 && eg_match_get_pile_count (m) < 12)
                break;
              found = FALSE;
            }
          play (m, &rng, eg_match_get_distance (m) > 6);
        }
      if (found)
        {
          eg_window_set_match (window, m);
          g_set_object (&match, m);
          break;
        }
    }
  shoot (window, "attack-pending");

  /* 4. a round ended by the empty pile: both hands revealed */
  for (seed = 1; seed < 2000; seed++)
    {
      g_autoptr(EgMatch) m = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, seed);

      eg_rng_init (&rng, seed);
      while (eg_match_is_round_in_progress (m))
        play (m, &rng, TRUE);
      /* the empty pile, the cards tied, advancement deciding: every
       * figure of the explanation */
      if (eg_match_get_round_state (m)->reason == EG_REASON_ADVANCEMENT &&
          eg_match_get_distance (m) <= EG_N_VALUES && !eg_match_get_round_state (m)->final_attack)
        {
          eg_window_set_match (window, m);
          g_set_object (&match, m);
          break;
        }
    }
  shoot (window, "round-end");

  /* 5. the end of a match */
  {
    g_autoptr(EgMatch) m = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 99);

    eg_rng_init (&rng, 99);
    while (!eg_match_is_over (m))
      {
        if (!eg_match_is_round_in_progress (m))
          eg_match_begin_round (m, NULL, NULL);
        play (m, &rng, FALSE);
      }
    eg_window_set_match (window, m);
    shoot (window, "match-end");
  }

  /* the hot-seat screen, for a look (and the help) */
  {
    g_autoptr(EgMatch) m = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 12);

    g_settings_set_boolean (settings, "hide-hands", TRUE);
    eg_rng_init (&rng, 12);
    play (m, &rng, TRUE);
    eg_window_set_match (window, m);
    shoot (window, "pass-screen");
  }

  /* the dialogs, for a look (and the help) */
  {
    GtkWindow *dialog = GTK_WINDOW (eg_new_match_dialog_new (GTK_WINDOW (window)));

    gtk_window_present (dialog);
    settle (dialog);
    shoot_widget (GTK_WIDGET (dialog), "dialog-new-match");
    gtk_window_destroy (dialog);
    dialog = GTK_WINDOW (eg_preferences_window_new (GTK_WINDOW (window)));
    gtk_window_present (dialog);
    settle (dialog);
    shoot_widget (GTK_WIDGET (dialog), "dialog-preferences");
    gtk_window_destroy (dialog);
  }

  shoot_platform (window);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  eg_test_remove_tree (data_home);
  return 0;
}
