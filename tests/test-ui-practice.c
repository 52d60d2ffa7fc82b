/* test-ui-practice.c — Practise Mistakes: opened by its action with a
 * log's URI, a puzzle solved by keyboard, the progress shown and kept
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include "eg-application.h"
#include "eg-autosave.h"
#include "eg-match-log.h"
#include "eg-practice-window.h"
#include "eg-rng.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

static char *data_home;

static EgMatch *
new_match (void)
{
  g_autoptr(EgPlayer) left = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) right = eg_player_new ("Bob", EG_PLAYER_COMPUTER, "hard");

  return eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, left, right);
}

/* A saved match of Ada's with at least one mistake; @first, the first
 * puzzle the model finds in it (the one a new practice shows first). */
static GFile *
save_match_with_mistake (EgPuzzle **first)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autoptr(GFile) file = g_file_get_child (dir, "practice-test.engarde");
  g_autoptr(GError) error = NULL;

  for (guint64 seed = 1; seed < 50; seed++)
    {
      g_autoptr(EgMatch) match = new_match ();
      g_autoptr(GPtrArray) puzzles = NULL;

      eg_test_ui_play_worst_round (match, seed);
      puzzles = eg_practice_find_puzzles (match, "practice-test.engarde", NULL);
      if (puzzles->len == 0)
        continue;
      g_assert_true (g_file_make_directory_with_parents (dir, NULL, NULL) || g_file_query_exists (dir, NULL));
      g_assert_true (eg_match_log_save (match, file, &error));
      g_assert_no_error (error);
      *first = eg_puzzle_copy (g_ptr_array_index (puzzles, 0));
      return g_steal_pointer (&file);
    }
  g_assert_not_reached ();
}

static gboolean
window_ready (gpointer data)
{
  return g_strcmp0 (eg_test_ui_shown_page (data, EG_TYPE_PRACTICE_WINDOW, "stack"), "loading") != 0;
}

static gpointer
template_child (gpointer    window,
                const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_PRACTICE_WINDOW, name);
}

/* The puzzles listed: one row each. */
static guint
n_puzzles (EgPracticeWindow *window)
{
  GtkListBox *list = template_child (window, "puzzle_list");
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, (int) n) != NULL)
    n++;
  return n;
}

static EgPracticeWindow *
open_practice (EgApplication *app,
               const char    *uri)
{
  EgPracticeWindow *window;

  g_action_group_activate_action (G_ACTION_GROUP (app), "practise", g_variant_new_string (uri));
  eg_test_ui_iterate ();
  window = EG_PRACTICE_WINDOW (eg_test_ui_find_toplevel (EG_TYPE_PRACTICE_WINDOW));
  g_assert_nonnull (window);
  g_assert_true (eg_test_ui_wait_until (window_ready, window, EG_TEST_UI_PATIENCE_MS));
  eg_test_ui_iterate ();
  return window;
}

/* The index among the puzzle's moves of one that solves it, and of the
 * move played. */
static guint
solving_move (const EgPuzzle *puzzle,
              guint          *played)
{
  EgAction moves[EG_MAX_ACTIONS];
  guint n = eg_view_legal_actions (&puzzle->view, moves);
  guint solving = G_MAXUINT;

  for (guint i = 0; i < n; i++)
    {
      if (eg_action_equal (&moves[i], &puzzle->played))
        *played = i;
      if (solving == G_MAXUINT && eg_puzzle_judge (puzzle, &moves[i], NULL))
        solving = i;
    }
  g_assert_cmpuint (solving, <, n);
  return solving;
}

/* Home, Right to the move, Enter: the keys a person presses (Enter
 * reaches the window, which activates the move focused). */
static void
choose_by_keyboard (EgPracticeWindow *window,
                    guint             index)
{
  GtkWidget *moves = template_child (window, "move_box");

  g_assert_true (eg_test_ui_press_key_on (moves, GDK_KEY_Home));
  for (guint i = 0; i < index; i++)
    g_assert_true (eg_test_ui_press_key_on (moves, GDK_KEY_Right));
  g_assert_true (eg_test_ui_press_key_on (GTK_WIDGET (window), GDK_KEY_Return));
}

/* The card is each flow box child, and its label's margins are inside
 * it: a card on the label itself hugged the text. */
static void
assert_moves_are_padded_cards (GtkWidget *moves)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (moves);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *label = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      g_assert_true (gtk_widget_has_css_class (child, "card"));
      g_assert_false (gtk_widget_has_css_class (label, "card"));
      g_assert_cmpint (gtk_widget_get_margin_top (label), >, 0);
      g_assert_cmpint (gtk_widget_get_margin_start (label), >, 0);
      n++;
    }
  g_assert_cmpuint (n, >, 0);
}

static void
test_solve_by_keyboard (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(EgPuzzle) puzzle = NULL;
  g_autoptr(GFile) log = save_match_with_mistake (&puzzle);
  g_autofree char *uri = g_file_get_uri (log);
  EgPracticeWindow *window;
  g_autoptr(EgPuzzle) solved = NULL;
  guint played = G_MAXUINT, solving;
  g_autofree char *text = NULL;
  g_autofree char *after = NULL;
  g_autofree char *question = NULL;
  GtkLabel *verdict;

  g_application_activate (G_APPLICATION (app));
  window = open_practice (app, uri);
  g_assert_cmpuint (n_puzzles (window), >, 0);
  solving = solving_move (puzzle, &played);
  g_assert_cmpuint (played, !=, G_MAXUINT);

  /* the position as Ada saw it: the question names her move */
  question = eg_puzzle_describe_question (puzzle);
  g_assert_cmpstr (gtk_label_get_label (template_child (window, "question_label")), ==, question);
  text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (text, question));
  g_assert_nonnull (strstr (text, "New"));
  g_assert_nonnull (strstr (text, "0 of"));

  /* each move is a card padded around its text */
  assert_moves_are_padded_cards (template_child (window, "move_box"));

  /* the move played: not solved, to retry */
  choose_by_keyboard (window, played);
  verdict = template_child (window, "verdict_label");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (verdict)));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (verdict), "That is the move that was played."));
  g_free (text);
  text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (text, "To Retry"));

  /* a sound move: solved, shown in the list and the title */
  choose_by_keyboard (window, solving);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (verdict), "Solved:"));
  g_assert_true (gtk_widget_get_visible (template_child (window, "played_label")));
  after = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (after, "Solved"));
  g_assert_nonnull (strstr (after, "1 of"));
  solved = eg_puzzle_copy (puzzle);
  gtk_window_destroy (GTK_WINDOW (window));
  eg_test_ui_iterate ();

  /* kept: a new store reads it; all matches, a second visit, shows it */
  {
    g_autoptr(EgPracticeStore) store = eg_practice_store_new (NULL, NULL);
    g_autofree char *again = NULL;

    g_assert_cmpint (eg_practice_store_get_state (store, solved), ==, EG_PRACTICE_SOLVED);
    window = open_practice (app, "");
    g_assert_cmpuint (n_puzzles (window), >, 0);
    again = eg_test_ui_collect_text (GTK_WIDGET (window));
    g_assert_nonnull (strstr (again, "Solved"));
    g_assert_nonnull (strstr (again, "1 of"));
  }
  eg_test_ui_close_all (app);
  for (GtkWindow *left; (left = eg_test_ui_find_toplevel (EG_TYPE_PRACTICE_WINDOW)) != NULL;)
    gtk_window_destroy (left);
  eg_test_ui_iterate ();
}

/* A log that is not one: said in the window, no crash. */
static void
test_unreadable_log (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autofree char *path = g_build_filename (data_home, "not-a-log.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *text = NULL;
  EgPracticeWindow *window;

  g_assert_true (g_file_set_contents (path, "<match>", -1, NULL));
  g_application_activate (G_APPLICATION (app));
  window = open_practice (app, uri);
  g_assert_cmpuint (n_puzzles (window), ==, 0);
  text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (text, "This match could not be read:"));
  gtk_window_destroy (GTK_WINDOW (window));
  eg_test_ui_close_all (app);
}

/* The window closes as a GNOME secondary window does: Ctrl+W, and
 * Escape. */
static void
test_close_keys (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autofree char *path = g_build_filename (data_home, "not-a-log.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  EgPracticeWindow *window;

  g_assert_true (g_file_set_contents (path, "<match>", -1, NULL));
  g_application_activate (G_APPLICATION (app));
  window = open_practice (app, uri);
  g_assert_true (eg_test_ui_press_shortcut_on (GTK_WIDGET (window), GDK_KEY_w, GDK_CONTROL_MASK));
  g_assert_null (eg_test_ui_find_toplevel (EG_TYPE_PRACTICE_WINDOW));

  window = open_practice (app, uri);
  g_assert_true (eg_test_ui_press_key_on (GTK_WIDGET (window), GDK_KEY_Escape));
  g_assert_null (eg_test_ui_find_toplevel (EG_TYPE_PRACTICE_WINDOW));
  eg_test_ui_close_all (app);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *cache = NULL;
  int status;

  data_home = eg_test_ui_private_data_home ();
  cache = g_build_filename (data_home, "cache", NULL);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/practice/solve-by-keyboard", test_solve_by_keyboard);
  g_test_add_func ("/en-garde/ui/practice/unreadable-log", test_unreadable_log);
  g_test_add_func ("/en-garde/ui/practice/close-keys", test_close_keys);

  status = g_test_run ();
  eg_test_remove_tree (data_home);
  return status;
}
