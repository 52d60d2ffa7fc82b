/* test-ui-lessons.c — Learn the Rules: lessons played on the real table
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include "eg-application.h"
#include "eg-autosave.h"
#include "eg-board-private.h"
#include "eg-knowledge.h"
#include "eg-lesson-panel.h"
#include "eg-statistics.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

static char *data_home;

static GtkWidget *
panel_child (EgWindow   *window,
             const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (EG_LESSON_PANEL (eg_test_ui_table_part (window, "lesson_panel"))),
                                                    EG_TYPE_LESSON_PANEL, name));
}

static const char *
panel_label (EgWindow   *window,
             const char *name)
{
  return eg_test_ui_shown_label (GTK_WIDGET (EG_LESSON_PANEL (eg_test_ui_table_part (window, "lesson_panel"))),
                                 EG_TYPE_LESSON_PANEL, name);
}

static gboolean
panel_revealed (EgWindow *window)
{
  return gtk_widget_get_visible (GTK_WIDGET (EG_LESSON_PANEL (eg_test_ui_table_part (window, "lesson_panel"))));
}

/* The names of the files in the saved matches' folder, sorted. */
static char *
list_saved (void)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *path = g_file_get_path (dir);
  g_autoptr(GDir) listing = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (",", (char **) names->pdata);
}

static gboolean
lesson_done (gpointer window)
{
  EgLesson *lesson = eg_lesson_panel_get_lesson (EG_LESSON_PANEL (eg_test_ui_table_part (window, "lesson_panel")));

  return lesson != NULL && eg_lesson_is_done (lesson) &&
         !eg_turn_get_computer_busy (eg_test_ui_turn (window));
}

static void
press (EgWindow *window,
       guint     keyval)
{
  g_assert_true (eg_test_ui_press_key (window, keyval));
  eg_test_ui_iterate ();
}

/* Learn the Rules from the menu during a match: the first lesson on the
 * table; its move played by keyboard through the real hand and board; a
 * wrong one refused with a reason; the explanation and Next Lesson; Leave
 * Lessons offers the match again; nothing is kept or counted. */
static void
test_play_by_keyboard (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(EgMatch) before = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 3);
  g_autoptr(EgStatistics) stats = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_after = NULL;
  g_autofree char *shown = NULL;
  EgWindow *window;
  EgMatch *match;
  EgTurn *turn;

  eg_application_set_match (app, before);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  /* one move of Ada's: the match is kept, to be resumed */
  {
    EgAction legal[EG_MAX_ACTIONS];

    g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
    g_assert_cmpuint (eg_match_get_legal_actions (before, legal), >, 0);
    g_assert_true (eg_match_apply (before, &legal[0], NULL));
    g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  }
  g_assert_false (panel_revealed (window));
  saved = list_saved ();

  g_action_group_activate_action (G_ACTION_GROUP (app), "learn-rules", NULL);
  eg_test_ui_iterate ();
  match = eg_test_ui_match_of (app);
  g_assert_true (match != before);
  g_assert_true (eg_knowledge_is_lesson (match));
  g_assert_true (eg_test_ui_match_of (window) == match);
  g_assert_true (panel_revealed (window));
  g_assert_cmpstr (panel_label (window, "heading"), ==, "Lesson 1 of 6: Move");
  g_assert_true (g_str_has_suffix (panel_label (window, "text"), "Move forward to square 9: play your 4."));
  g_assert_false (gtk_widget_get_visible (panel_child (window, "next_button")));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "save-copy"));
  turn = eg_test_ui_turn (window);

  /* 4, Left (back to square 1), Return: refused with the reason */
  press (window, GDK_KEY_4);
  press (window, GDK_KEY_Left);
  press (window, GDK_KEY_Return);
  g_assert_cmpuint (eg_match_get_position (match, EG_SIDE_LEFT), ==, 5);
  g_assert_true (g_str_has_prefix (eg_turn_get_notice (turn), "That moves back. "));
  shown = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (shown, "That moves back."));

  /* 4, Right, Return: the move asked for, then the computer's answer */
  press (window, GDK_KEY_4);
  press (window, GDK_KEY_Right);
  press (window, GDK_KEY_Return);
  g_assert_cmpuint (eg_match_get_position (match, EG_SIDE_LEFT), ==, 9);
  g_assert_true (eg_test_ui_wait_until (lesson_done, window, EG_TEST_UI_PATIENCE_MS));
  g_assert_cmpuint (eg_match_get_position (match, EG_SIDE_RIGHT), ==, 14);
  g_assert_true (g_str_has_prefix (panel_label (window, "text"), "A move plays one card"));
  g_assert_true (gtk_widget_get_visible (panel_child (window, "next_button")));
  g_assert_true (gtk_widget_get_visible (panel_child (window, "retry_button")));
  g_assert_true (gtk_widget_has_focus (panel_child (window, "next_button")));

  /* Next Lesson: the attack, both 5s by keyboard: a hit */
  g_signal_emit_by_name (panel_child (window, "next_button"), "clicked");
  eg_test_ui_iterate ();
  match = eg_test_ui_match_of (app);
  g_assert_cmpstr (panel_label (window, "heading"), ==, "Lesson 2 of 6: Attack");
  g_assert_false (gtk_widget_get_visible (panel_child (window, "next_button")));
  press (window, GDK_KEY_5);
  press (window, GDK_KEY_5);
  press (window, GDK_KEY_Return);
  g_assert_true (eg_test_ui_wait_until (lesson_done, window, EG_TEST_UI_PATIENCE_MS));
  g_assert_cmpint (eg_match_get_round_reason (match), ==, EG_REASON_HIT);
  g_assert_true (g_str_has_prefix (panel_label (window, "text"), "An attack plays"));
  g_assert_true (gtk_widget_get_visible (panel_child (window, "next_button")));

  /* nothing kept, nothing counted */
  saved_after = list_saved ();
  g_assert_cmpstr (saved_after, ==, saved);
  /* the figures as the game keeps them: its file, read afresh */
  stats = eg_statistics_new (NULL);
  g_assert_true (eg_statistics_get_level (stats, "easy") == NULL ||
                 eg_statistics_get_level (stats, "easy")->rounds_won == 0);

  /* Leave Lessons: the match left is offered again, on the resume page */
  g_action_group_activate_action (G_ACTION_GROUP (app), "lesson-leave", NULL);
  eg_test_ui_iterate ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                                               EG_TYPE_WINDOW,
                                                                                               "stack"))),
                   ==, "resume");
  g_action_group_activate_action (G_ACTION_GROUP (app), "resume-unfinished", NULL);
  match = eg_test_ui_wait_match (app, match, EG_TEST_UI_PATIENCE_MS);
  g_assert_nonnull (match);
  g_assert_false (eg_knowledge_is_lesson (match));
  g_assert_cmpuint (eg_match_count_actions (match), ==, eg_match_count_actions (before));
  g_assert_false (panel_revealed (window));
  g_file_delete (eg_application_get_autosave_file (app), NULL, NULL);
  eg_test_ui_close_all (app);
}

/* A lesson's end invites no move: the panel offers the ways on, the
 * piste lights no square, the hand shows no prompt nor playable card,
 * and the status line says what to do instead of "…'s turn". */
static void
test_end_invites_no_move (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  EgBoard *board;
  EgWindow *window;
  GtkWidget *options;

  g_assert_true (g_settings_get_boolean (settings, "move-hints"));
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_action_group_activate_action (G_ACTION_GROUP (app), "learn-rules", NULL);
  eg_test_ui_iterate ();
  board = eg_test_ui_table_part (window, "board");
  options = eg_test_ui_table_part (window, "options_box");

  /* while played, the 4 chosen lights its square */
  press (window, GDK_KEY_4);
  g_assert_cmpuint (eg_test_ui_board_lit (board), !=, 0);
  press (window, GDK_KEY_Right);
  press (window, GDK_KEY_Return);
  g_assert_true (eg_test_ui_wait_until (lesson_done, window, EG_TEST_UI_PATIENCE_MS));
  eg_test_ui_iterate ();
  g_assert_true (eg_turn_can_act (eg_test_ui_turn (window)));

  g_assert_cmpuint (eg_test_ui_board_lit (board), ==, 0);
  g_assert_cmpuint (eg_test_ui_board_chosen (board), ==, 0);
  g_assert_null (gtk_widget_get_first_child (options));
  g_assert_cmpstr (gtk_label_get_label (eg_test_ui_table_part (window, "status_label")), ==,
                   "This lesson is done: choose below what to do next.");
  /* a card chosen after the end lights nothing either */
  for (guint v = 1; v <= EG_N_VALUES; v++)
    if (eg_turn_cycle_card (eg_test_ui_turn (window), v))
      break;
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_turn_get_n_selected (eg_test_ui_turn (window)), ==, 1);
  g_assert_cmpuint (eg_test_ui_board_lit (board), ==, 0);
  eg_test_ui_close_all (app);
}

/* At 800×600 a lesson's table is a match's: the window keeps its size
 * (the track's place and each lesson's text whole at every size and in
 * every language: tests/test-ui-steady.c), and nothing is made smaller
 * for the lesson. */
static void
test_fits_800x600 (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  EgWindow *window;
  int min_height;

  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_widget_set_size_request (GTK_WIDGET (window), 800, 600);
  g_action_group_activate_action (G_ACTION_GROUP (app), "learn-rules", NULL);
  eg_test_ui_iterate ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
  g_assert_true (panel_revealed (window));

  /* the height the window needs at 800 pixels wide (a window manager
   * holds it to the screen's; Xvfb without one lets it grow) */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 800, &min_height, NULL, NULL, NULL);
  g_test_message ("at 800 px wide in a lesson the window needs %d px", min_height);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 600);
  eg_test_ui_close_all (app);
}

/* Under the hand of a lesson, from its start, only options: the panel
 * says which cards to choose, and no prompt says it again, nor comes
 * and goes as cards are chosen (Learn the Rules, as a person starts it). */
static void
test_no_prompt (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  EgWindow *window;
  GtkWidget *options;

  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  g_action_group_activate_action (G_ACTION_GROUP (app), "learn-rules", NULL);
  eg_test_ui_iterate ();
  g_assert_true (panel_revealed (window));
  g_assert_true (eg_turn_can_act (eg_test_ui_turn (window)));
  options = eg_test_ui_table_part (window, "options_box");
  g_assert_null (gtk_widget_get_first_child (options));
  eg_turn_toggle_card (eg_test_ui_turn (window), 4, FALSE);
  eg_turn_clear_selection (eg_test_ui_turn (window));
  eg_test_ui_iterate ();
  g_assert_null (gtk_widget_get_first_child (options));
  eg_test_ui_close_all (app);
}

/* Try Again plays the same lesson from its start; the last lesson has no
 * Next Lesson; the 2015 lesson ends by advancement on the table. */
static void
test_retry_and_last (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  EgWindow *window;
  EgMatch *match;

  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  for (guint i = 0; i < 6; i++)
    {
      EgLesson *lesson;

      if (i == 0)
        g_action_group_activate_action (G_ACTION_GROUP (app), "learn-rules", NULL);
      else
        g_action_group_activate_action (G_ACTION_GROUP (app), "lesson-next", NULL);
      eg_test_ui_iterate ();
      lesson = eg_lesson_panel_get_lesson (EG_LESSON_PANEL (eg_test_ui_table_part (window, "lesson_panel")));
      g_assert_nonnull (lesson);
      g_assert_cmpuint (eg_lesson_get_index (lesson), ==, i);
      /* the lesson's own moves, by the model's script (the table's keys
       * are the first test's) */
      while (!eg_test_ui_wait_until (lesson_done, window, 200))
        {
          match = eg_lesson_get_match (lesson);
          if (eg_turn_can_act (eg_test_ui_turn (window)))
            {
              EgAction legal[EG_MAX_ACTIONS];
              guint n = eg_match_get_legal_actions (match, legal);

              for (guint k = 0; k < n; k++)
                if (eg_turn_play (eg_test_ui_turn (window), &legal[k]))
                  break;
            }
        }
    }
  match = eg_test_ui_match_of (app);
  g_assert_cmpint (eg_match_get_round_reason (match), ==, EG_REASON_ADVANCEMENT);
  g_assert_cmpstr (panel_label (window, "heading"), ==, "Lesson 6 of 6: The 2015 Ruling");
  g_assert_false (gtk_widget_get_visible (panel_child (window, "next_button")));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "lesson-next"));
  g_assert_true (gtk_widget_has_focus (panel_child (window, "retry_button")));

  g_signal_emit_by_name (panel_child (window, "retry_button"), "clicked");
  eg_test_ui_iterate ();
  g_assert_true (eg_test_ui_match_of (app) != match);
  match = eg_test_ui_match_of (app);
  g_assert_cmpuint (eg_match_count_actions (match), ==, 0);
  g_assert_cmpuint (eg_match_get_position (match, EG_SIDE_LEFT), ==, 7);
  g_assert_cmpstr (panel_label (window, "heading"), ==, "Lesson 6 of 6: The 2015 Ruling");

  /* a new match ends the lessons */
  {
    g_autoptr(EgMatch) other = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 4);

    eg_application_set_match (app, other);
    eg_test_ui_iterate ();
    g_assert_false (panel_revealed (window));
    g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "lesson-retry"));
  }
  eg_test_ui_close_all (app);
}

static gboolean
end_shown (gpointer window)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (eg_test_ui_table_part (EG_WINDOW (window), "action_stack")), "end") == 0;
}

static gboolean
shows_new_match (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_is_drawable (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "app.new-match") == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_new_match (child))
      return TRUE;
  return FALSE;
}

/* The lesson's player is the person's own name, as New Match fills it
 * in (not the login's); a lesson's end offers Next Lesson, not also a
 * New Match on the table below. */
static void
test_own_name_and_end (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(EgApplication) app = NULL;
  GtkWidget *header_new;
  EgWindow *window;
  EgMatch *match;

  g_settings_set_string (settings, "left-player", "easy");
  g_settings_set_string (settings, "right-player", "human");
  g_settings_set_string (settings, "right-name", "Zoé");
  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  g_action_group_activate_action (G_ACTION_GROUP (app), "learn-rules", NULL);
  eg_test_ui_iterate ();
  match = eg_test_ui_match_of (app);
  g_assert_true (eg_knowledge_is_lesson (match));
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_LEFT), ==, "Zoé");

  /* lesson 1: 4 forward; lesson 2: the attack with both 5s, a hit that
   * ends its match */
  press (window, GDK_KEY_4);
  press (window, GDK_KEY_Right);
  press (window, GDK_KEY_Return);
  g_assert_true (eg_test_ui_wait_until (lesson_done, window, EG_TEST_UI_PATIENCE_MS));
  g_action_group_activate_action (G_ACTION_GROUP (app), "lesson-next", NULL);
  eg_test_ui_iterate ();
  press (window, GDK_KEY_5);
  press (window, GDK_KEY_5);
  press (window, GDK_KEY_Return);
  g_assert_true (eg_test_ui_wait_until (lesson_done, window, EG_TEST_UI_PATIENCE_MS));
  g_assert_true (eg_test_ui_wait_until (end_shown, window, EG_TEST_UI_PATIENCE_MS));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_visible (panel_child (window, "next_button")));
  /* the header bar's New Match stays; the table offers none */
  header_new = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW, "new_button"));
  gtk_widget_set_visible (header_new, FALSE);
  g_assert_false (shows_new_match (GTK_WIDGET (window)));
  gtk_widget_set_visible (header_new, TRUE);

  g_settings_reset (settings, "left-player");
  g_settings_reset (settings, "right-player");
  g_settings_reset (settings, "right-name");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  int status;

  data_home = eg_test_ui_private_data_home ();
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/lessons/play-by-keyboard", test_play_by_keyboard);
  g_test_add_func ("/en-garde/ui/lessons/retry-and-last", test_retry_and_last);
  g_test_add_func ("/en-garde/ui/lessons/fits-800x600", test_fits_800x600);
  g_test_add_func ("/en-garde/ui/lessons/no-prompt", test_no_prompt);
  g_test_add_func ("/en-garde/ui/lessons/end-invites-no-move", test_end_invites_no_move);
  g_test_add_func ("/en-garde/ui/lessons/own-name-and-end", test_own_name_and_end);

  status = g_test_run ();
  eg_test_remove_tree (data_home);
  return status;
}
