/* test-ui-start.c — what a launch starts with (welcome page, resume
 * offer), the statistics window, and Undo against the computer
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <stdio.h>

#include "eg-application.h"
#include "eg-autosave.h"
#include "eg-knowledge.h"
#include "eg-match-index.h"
#include "eg-match-log.h"
#include "eg-new-match-dialog.h"
#include "eg-preferences-window.h"
#include "eg-rng.h"
#include "eg-test-statistics.h"
#include "eg-statistics-window.h"
#include "eg-test-logs.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

static char *data_home;

static GtkWidget *
template_child (GtkWindow  *window,
                GType       type,
                const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), type, name));
}

typedef struct
{
  GType type;
} ToplevelWait;

static gboolean
toplevel_shown (gpointer data)
{
  return eg_test_ui_find_toplevel (((ToplevelWait *) data)->type) != NULL;
}

static GtkWindow *
wait_for_toplevel (GType type,
                   guint timeout_ms)
{
  ToplevelWait wait = { type };

  eg_test_ui_wait_until (toplevel_shown, &wait, timeout_ms);
  return eg_test_ui_find_toplevel (type);
}

static const char *
page_of (EgWindow *window)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "stack")));
}

/* The stack's page of the table. */
static GtkWidget *
game_page (EgWindow *window)
{
  GtkStack *stack = GTK_STACK (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "stack"));

  return gtk_stack_get_child_by_name (stack, "game");
}

/* The windows shown: the game window and nothing over it. */
static guint
count_shown_toplevels (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint count = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      count += gtk_widget_get_visible (toplevel);
    }
  return count;
}

static gboolean
no_new_match_dialog (gpointer data)
{
  return eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG) == NULL;
}

/* @button (of a start page) names app.new-match: its dialog's Start. */
static EgMatch *
start_from_dialog (EgApplication *app,
                   GtkWidget     *button)
{
  GtkWindow *dialog;

  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "app.new-match");
  g_signal_emit_by_name (button, "clicked");
  eg_test_ui_iterate ();
  dialog = eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_activate (gtk_window_get_default_widget (dialog)));
  g_assert_true (eg_test_ui_wait_until (no_new_match_dialog, NULL, EG_TEST_UI_PATIENCE_MS));
  return eg_test_ui_match_of (app);
}

/* The focus and Return are on @name, a button of the page shown. */
static void
assert_first_button (EgWindow   *window,
                     const char *name)
{
  GtkWidget *button = template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, name);

  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (window)) == button);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == button);
  g_assert_true (gtk_widget_is_drawable (button));
  g_assert_true (gtk_widget_has_css_class (button, "suggested-action"));
}

/* A launch with no match to resume: the welcome page in the window,
 * nothing dealt behind it and no other window; its buttons start a
 * match (Return), open the rules or a file; the header keeps the menu
 * only. New Match deals, and the game shows. */
static void
test_welcome (void)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  g_autoptr(EgApplication) app = NULL;
  g_autofree char *text = NULL;
  EgWindow *window;
  EgMatch *match;

  eg_test_remove_tree (dir_path);
  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();

  g_assert_cmpstr (page_of (window), ==, "welcome");
  g_assert_null (eg_test_ui_match_of (app));
  g_assert_null (eg_test_ui_match_of (window));
  g_assert_cmpuint (count_shown_toplevels (), ==, 1);
  text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (text, "Welcome to En Garde"));
  g_assert_nonnull (strstr (text, "Reiner Knizia’s fencing card game"));
  /* nothing of a table behind it, not even built: its page is made
   * when a match is first shown */
  g_assert_null (game_page (window));
  assert_first_button (window, "welcome_new_button");
  g_assert_false (gtk_widget_get_visible (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "hint_button")));
  g_assert_false (gtk_widget_get_visible (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "new_button")));
  g_assert_true (gtk_widget_get_visible (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "menu_button")));
  g_assert_nonnull (strstr (text, "Learn the Rules"));
  g_assert_nonnull (strstr (text, "Open a Match…"));

  match = start_from_dialog (app, template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "welcome_new_button"));
  g_assert_nonnull (match);
  g_assert_true (eg_test_ui_match_of (window) == match);
  g_assert_true (eg_match_is_round_in_progress (match));
  g_assert_cmpstr (page_of (window), ==, "game");
  g_assert_nonnull (game_page (window));
  g_assert_true (gtk_widget_get_visible (game_page (window)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (eg_test_ui_table_part (window, "board"))));
  g_assert_true (gtk_widget_get_visible (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "hint_button")));
  g_assert_null (gtk_window_get_default_widget (GTK_WINDOW (window)));
  eg_test_ui_close_all (app);
}

/* A match of @left (a person) against @right (the computer), five steps
 * in, saved in the autosave folder as @name. */
static GFile *
save_unfinished (const char *left,
                 const char *right,
                 const char *name,
                 guint64     seed)
{
  g_autoptr(EgMatch) saved = eg_test_ui_match (left, TRUE, right, FALSE, 5, seed);
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  GFile *file = g_file_get_child (dir, name);
  EgRng rng;

  eg_rng_init (&rng, seed);
  for (guint i = 0; i < 5; i++)
    eg_test_random_step (saved, &rng, 0);
  g_assert_cmpint (g_mkdir_with_parents (dir_path, 0700), ==, 0);
  g_assert_true (eg_match_log_save (saved, file, NULL));
  return file;
}

/* An unfinished match saved: the resume page names it, Resume takes
 * the focus and Return, nothing is dealt behind it; New Match deals a
 * new one, and the saved match stays in Recent Matches. */
static void
test_resume_offer (void)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  g_autoptr(GFile) file = NULL;
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(GPtrArray) listed = NULL;
  GtkWidget *new_button;
  AdwStatusPage *page;
  EgWindow *window;
  EgMatch *match;
  gboolean kept = FALSE;

  eg_test_remove_tree (dir_path);
  file = save_unfinished ("Ada", "Bob", "offer.engarde", 8);
  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();

  g_assert_cmpstr (page_of (window), ==, "resume");
  g_assert_null (eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (count_shown_toplevels (), ==, 1);
  /* no table built behind the question */
  g_assert_null (game_page (window));
  page = ADW_STATUS_PAGE (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "resume_page"));
  g_assert_cmpstr (adw_status_page_get_title (page), ==, "Resume the Unfinished Match?");
  /* which match: the opponent, the score, when */
  g_assert_nonnull (strstr (adw_status_page_get_description (page), "Against Bob (Random), 0–0, last played "));
  assert_first_button (window, "resume_button");
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "resume-unfinished"));
  g_assert_null (eg_test_ui_match_of (app));
  g_assert_null (eg_application_get_autosave_file (app));

  /* the page's other button */
  new_button = gtk_widget_get_next_sibling (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "resume_button"));
  match = start_from_dialog (app, new_button);
  g_assert_nonnull (match);
  g_assert_cmpuint (eg_match_get_round_record (match, 0)->actions->len, ==, 0);
  g_assert_cmpstr (page_of (window), ==, "game");
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "resume-unfinished"));
  g_assert_true (g_file_query_exists (file, NULL));
  listed = eg_match_index_list (dir, NULL);
  for (guint i = 0; listed != NULL && i < listed->len; i++)
    kept |= g_file_equal (((EgMatchEntry *) g_ptr_array_index (listed, i))->file, file);
  g_assert_true (kept);
  eg_test_ui_close_all (app);
  g_assert_true (g_file_delete (file, NULL, NULL));
}

/* The saved match turns out broken when Resume is chosen: the welcome
 * page instead, a dialog says why, and the file is left as it is. */
static void
test_resume_broken (void)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  g_autoptr(GFile) file = NULL;
  g_autoptr(EgApplication) app = NULL;
  g_autofree char *contents = NULL;
  const char *broken = "<match";
  AdwMessageDialog *dialog;
  EgWindow *window;
  GtkWidget *resume_page;

  /* the only match to offer */
  eg_test_remove_tree (dir_path);
  file = save_unfinished ("Cleo", "Dan", "broken.engarde", 9);

  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (app));
  eg_test_ui_iterate ();
  window = eg_test_ui_app_window (app);
  g_assert_cmpstr (page_of (window), ==, "resume");
  resume_page = template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "resume_page");
  g_assert_nonnull (strstr (adw_status_page_get_description (ADW_STATUS_PAGE (resume_page)), "Against Dan"));

  /* cut short behind the page's back, in place: a temporary file beside
   * it, as g_file_set_contents() writes, is taken for a crash's by the
   * game's own tidying of the folder, which may run meanwhile */
  {
    FILE *stream = fopen (g_file_peek_path (file), "w");

    g_assert_nonnull (stream);
    g_assert_cmpint (fputs (broken, stream), >=, 0);
    g_assert_cmpint (fclose (stream), ==, 0);
  }
  g_signal_emit_by_name (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "resume_button"), "clicked");

  dialog = ADW_MESSAGE_DIALOG (wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, EG_TEST_UI_PATIENCE_MS));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could not resume the match");
  g_assert_null (eg_test_ui_match_of (app));
  g_assert_cmpstr (page_of (window), ==, "welcome");
  g_assert_true (g_file_get_contents (g_file_peek_path (file), &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, broken);

  eg_test_ui_close_all (app);
  g_assert_true (g_file_delete (file, NULL, NULL));
}

/* An unfinished match whose log the reader refuses (its deck is not
 * five of each card, which the index's quick read does not check): it
 * is not offered, and a dialog says which log and why at the first
 * launch only. */
static void
test_resume_refused_said_once (void)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  g_autoptr(GFile) file = NULL;
  g_autofree char *text = NULL;
  AdwMessageDialog *dialog;
  char *deck;

  eg_test_remove_tree (dir_path);
  file = save_unfinished ("Eve", "Fay", "refused.engarde", 10);
  g_assert_true (g_file_get_contents (g_file_peek_path (file), &text, NULL, NULL));
  deck = strstr (text, "<deck>");
  g_assert_nonnull (deck);
  deck += strlen ("<deck>");
  *deck = *deck == '1' ? '2' : '1';
  g_assert_true (g_file_set_contents (g_file_peek_path (file), text, -1, NULL));

  for (guint launch = 0; launch < 2; launch++)
    {
      g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
      EgWindow *window;

      g_application_activate (G_APPLICATION (app));
      window = eg_test_ui_app_window (app);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      eg_test_ui_iterate ();
      g_assert_cmpstr (page_of (window), ==, "welcome");
      g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "resume-unfinished"));
      if (launch == 0)
        {
          dialog = ADW_MESSAGE_DIALOG (wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, EG_TEST_UI_PATIENCE_MS));
          g_assert_nonnull (dialog);
          g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could not resume the match");
          /* over the game window, which is shown too */
          g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
          g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
          g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (dialog), "The unfinished match in “"));
          g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), g_file_peek_path (file)));
          /* the reader's reason follows */
          g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "” cannot be resumed: "));
        }
      else
        g_assert_null (eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
      eg_test_ui_close_all (app);
    }
  g_assert_true (g_file_delete (file, NULL, NULL));
}

/* The statistics: a status page when there are none; the figures by
 * level; Reset asks first, with Cancel as the default. */
static void
test_statistics_window (void)
{
  g_autofree char *path = g_build_filename (data_home, "stats-test.ini", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(EgStatistics) stats = eg_statistics_new (file);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 2);
  EgWindow *window = eg_test_ui_window (match);
  EgStatisticsWindow *dialog = eg_statistics_window_new (GTK_WINDOW (window), stats);
  GtkStack *stack = GTK_STACK (template_child (GTK_WINDOW (dialog), EG_TYPE_STATISTICS_WINDOW, "stack"));
  AdwMessageDialog *question;
  g_autofree char *empty = NULL;
  g_autofree char *figures = NULL;

  gtk_window_present (GTK_WINDOW (dialog));
  eg_test_ui_iterate ();
  empty = eg_test_ui_collect_text (GTK_WIDGET (dialog));
  g_assert_nonnull (strstr (empty, "No Statistics Yet"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  g_assert_false (gtk_widget_get_sensitive (template_child (GTK_WINDOW (dialog), EG_TYPE_STATISTICS_WINDOW,
                                                            "reset_button")));

  eg_statistics_record_round (stats, "hard", TRUE, EG_REASON_HIT);
  eg_statistics_record_round (stats, "hard", FALSE, EG_REASON_CARDS);
  eg_statistics_record_match (stats, "hard", TRUE);
  eg_test_ui_iterate ();
  figures = eg_test_ui_collect_text (GTK_WIDGET (dialog));
  g_assert_nonnull (strstr (figures, "Against the Computer: Hard"));
  g_assert_nonnull (strstr (figures, "1 won, 0 lost"));
  g_assert_nonnull (strstr (figures, "1 won, 1 lost"));
  g_assert_nonnull (strstr (figures, "Rounds ended by a hit\n1\n"));
  g_assert_nonnull (strstr (figures, "Rounds decided by the cards at the end of the pile\n1\n"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "figures");

  g_signal_emit_by_name (template_child (GTK_WINDOW (dialog), EG_TYPE_STATISTICS_WINDOW, "reset_button"), "clicked");
  eg_test_ui_iterate ();
  question = ADW_MESSAGE_DIALOG (eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_default_response (question), ==, "cancel");
  adw_message_dialog_response (question, "reset");
  /* as a click on the button, which also closes the dialog */
  gtk_window_destroy (GTK_WINDOW (question));
  eg_test_ui_iterate ();
  g_assert_true (eg_statistics_is_empty (stats));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  eg_test_ui_iterate ();
}

/* The statistics open on their figures, never on Reset (a destructive
 * button); without figures, on the page saying so. Ctrl+W closes them. */
static void
test_statistics_focus (void)
{
  g_autofree char *path = g_build_filename (data_home, "stats-focus.ini", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(EgStatistics) stats = eg_statistics_new (file);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 2);
  EgWindow *window = eg_test_ui_window (match);
  GtkWidget *reset, *page, *stack, *focus;
  EgStatisticsWindow *dialog;

  for (guint empty = 0; empty < 2; empty++)
    {
      if (empty)
        eg_statistics_reset (stats);
      else
        eg_statistics_record_match (stats, "hard", TRUE);
      dialog = eg_statistics_window_new (GTK_WINDOW (window), stats);
      reset = template_child (GTK_WINDOW (dialog), EG_TYPE_STATISTICS_WINDOW, "reset_button");
      page = template_child (GTK_WINDOW (dialog), EG_TYPE_STATISTICS_WINDOW, "page");
      stack = template_child (GTK_WINDOW (dialog), EG_TYPE_STATISTICS_WINDOW, "stack");
      gtk_window_present (GTK_WINDOW (dialog));
      eg_test_ui_iterate ();
      focus = gtk_root_get_focus (GTK_ROOT (dialog));
      g_assert_nonnull (focus);
      g_assert_false (focus == reset || gtk_widget_is_ancestor (focus, reset));
      /* the content: the figures, else the status page saying there are none */
      g_assert_true (gtk_widget_is_ancestor (focus, empty ? stack : page));
      g_assert_true (eg_test_ui_press_shortcut_on (GTK_WIDGET (dialog), GDK_KEY_w, GDK_CONTROL_MASK));
      g_assert_null (eg_test_ui_find_toplevel (EG_TYPE_STATISTICS_WINDOW));
    }

  gtk_window_destroy (GTK_WINDOW (window));
  eg_test_ui_iterate ();
  g_file_delete (file, NULL, NULL);
}

/* Ctrl+Z takes back the person's move and the computer's reply: the
 * match, its log and the window are as they were before the move. */
static void
test_undo (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 12);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *saved = NULL;
  EgWindow *window;
  GFile *file;
  guint n_lines;

  eg_application_set_match (app, match);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  /* nothing to take back yet: Ctrl+Z changes nothing */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_match_get_n_undos (match), ==, 0);
  g_assert_cmpuint (eg_match_get_round_actions (match, NULL), ==, 0);

  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  g_assert_true (eg_test_ui_click_turn (window, 0));
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  if (!eg_match_is_round_in_progress (match) || eg_match_get_side_to_act (match) != EG_SIDE_LEFT)
    {
      g_test_skip ("the first move ended the round");
      eg_test_ui_close_all (app);
      return;
    }
  before = eg_match_log_to_string (match, NULL);
  n_lines = eg_test_ui_n_moves_shown (window, "live_moves");
  g_assert_true (eg_test_ui_click_turn (window, 1));
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));

  /* Ctrl+Z */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  eg_test_ui_iterate ();

  after = eg_match_log_to_string (match, NULL);
  /* the position exactly, but the computer's reply and a card drawn had
   * been seen: practice now, said by the toast and on the table */
  {
    g_autoptr(GRegex) origin = g_regex_new (" forked-at-round=\"1\" forked-at-action=\"0\"", 0, 0, NULL);
    g_autofree char *bare = g_regex_replace_literal (origin, after, -1, 0, "", 0, NULL);
    g_autofree char *text = eg_test_ui_collect_text (GTK_WIDGET (window));

    g_assert_cmpstr (bare, ==, before);
    g_assert_cmpstr (bare, !=, after);
    g_assert_nonnull (strstr (text, "this match is practice now"));
    g_assert_nonnull (strstr (text, "Practice game"));
  }
  g_assert_cmpuint (eg_match_get_n_undos (match), ==, 1);
  g_assert_cmpint (eg_match_get_side_to_act (match), ==, EG_SIDE_LEFT);
  g_assert_cmpuint (eg_board_get_position (EG_BOARD (eg_test_ui_table_part (window, "board")), EG_SIDE_LEFT), ==,
                    eg_match_get_position (match, EG_SIDE_LEFT));
  g_assert_cmpuint (eg_board_get_position (EG_BOARD (eg_test_ui_table_part (window, "board")), EG_SIDE_RIGHT), ==,
                    eg_match_get_position (match, EG_SIDE_RIGHT));
  g_assert_cmpint (eg_turn_get_viewer (eg_test_ui_turn (window)), ==, EG_SIDE_LEFT);
  g_assert_true (eg_turn_can_act (eg_test_ui_turn (window)));
  g_assert_false (eg_turn_get_computer_busy (eg_test_ui_turn (window)));
  /* the moves listed beside the board no longer show them */
  g_assert_cmpuint (eg_test_ui_n_moves_shown (window, "live_moves"), ==, n_lines);

  /* the autosave holds the match without the moves taken back */
  file = eg_application_get_autosave_file (app);
  g_assert_nonnull (file);
  g_assert_true (g_file_load_contents (file, NULL, &saved, NULL, NULL, NULL));
  g_assert_cmpstr (saved, ==, after);
  eg_test_ui_close_all (app);
}

/* The style: the preferences' row sets it, the application follows. */
static void
test_style (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GtkWindow *preferences;
  AdwComboRow *row;
  g_autofree char *style = NULL;

  g_application_activate (G_APPLICATION (app));
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_DEFAULT);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  eg_test_ui_iterate ();
  preferences = eg_test_ui_find_toplevel (EG_TYPE_PREFERENCES_WINDOW);
  row = ADW_COMBO_ROW (template_child (preferences, EG_TYPE_PREFERENCES_WINDOW, "style"));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  adw_combo_row_set_selected (row, 2);
  style = g_settings_get_string (settings, "style");
  g_assert_cmpstr (style, ==, "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  g_settings_set_string (settings, "style", "light");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 1);
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_FORCE_LIGHT);

  g_settings_reset (settings, "style");
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_DEFAULT);
  eg_test_ui_close_all (app);
}

/* The end of a match says how many moves were taken back in it. */
static void
test_summary_undos (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 1, 14);
  g_autofree char *text = NULL;
  EgWindow *window;
  EgRng rng;

  eg_rng_init (&rng, 14);
  while (eg_test_random_step (match, &rng, 0))
    ;
  eg_match_set_n_undos (match, 2);
  window = eg_test_ui_window (match);
  text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (text, " · 2 moves taken back"));
  gtk_window_destroy (GTK_WINDOW (window));
  eg_test_ui_iterate ();
}

/* Issue 29: a practice match (played on from a step of another) is named
 * so on the resume page, apart from a real one, and its table says so. */
static void
test_resume_practice (void)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  g_autoptr(GFile) fork_file = g_file_get_child (dir, "fork.engarde");
  g_autoptr(EgMatch) fork = eg_test_ui_match ("Ada", TRUE, "Rhea", FALSE, 5, 6);
  EgOrigin origin = { TRUE, (char *) "origin.engarde", 0, 0, TRUE };
  g_autoptr(EgApplication) app = NULL;
  EgAction legal[EG_MAX_ACTIONS];
  g_autofree char *text = NULL;
  EgWindow *window;
  const char *body;

  eg_test_remove_tree (dir_path);
  eg_match_set_origin (fork, &origin);
  eg_match_get_legal_actions (fork, legal);
  g_assert_true (eg_match_apply_at (fork, &legal[0], g_get_real_time () - 10 * G_TIME_SPAN_MINUTE, NULL));
  g_assert_cmpint (g_mkdir_with_parents (dir_path, 0700), ==, 0);
  g_assert_true (eg_match_log_save (fork, fork_file, NULL));

  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (app));
  eg_test_ui_iterate ();
  window = eg_test_ui_app_window (app);
  g_assert_cmpstr (page_of (window), ==, "resume");
  body = adw_status_page_get_description (ADW_STATUS_PAGE (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW,
                                                                          "resume_page")));
  g_assert_cmpstr (body, ==, "Practice game against Rhea (Random), 0–0, last played 10 minutes ago.");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "default.activate", NULL));
  g_assert_nonnull (eg_test_ui_wait_match (app, NULL, EG_TEST_UI_PATIENCE_MS));
  g_assert_cmpstr (page_of (window), ==, "game");
  text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (text, "Practice game"));

  eg_test_ui_close_all (app);
  eg_test_remove_tree (dir_path);
}

/* Two unfinished matches: the one started last was left long ago, the
 * other played a minute ago. The launch offers the one played last, and
 * says which: opponent, score, when. */
static void
test_resume_latest_by_action (void)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  g_autoptr(GFile) started_last = g_file_get_child (dir, "started-last.engarde");
  g_autoptr(GFile) played_last = g_file_get_child (dir, "played-last.engarde");
  g_autoptr(EgMatch) a = eg_test_ui_match ("Ada", TRUE, "Quinn", FALSE, 5, 4);
  g_autoptr(EgMatch) b = eg_test_ui_match ("Ada", TRUE, "Rhea", FALSE, 5, 6);
  g_autoptr(GDateTime) a_start = g_date_time_new_now_utc ();
  g_autoptr(GDateTime) b_start = g_date_time_add_days (a_start, -3);
  g_autoptr(EgApplication) app = NULL;
  gint64 now = g_get_real_time ();
  EgAction legal[EG_MAX_ACTIONS];
  EgWindow *window;
  const char *body;

  eg_match_get_legal_actions (a, legal);
  g_assert_true (eg_match_apply_at (a, &legal[0], now - 2 * G_TIME_SPAN_DAY, NULL));
  eg_match_set_started (a, a_start);
  eg_match_get_legal_actions (b, legal);
  g_assert_true (eg_match_apply_at (b, &legal[0], now - 10 * G_TIME_SPAN_MINUTE, NULL));
  eg_match_set_started (b, b_start);
  g_assert_cmpint (g_mkdir_with_parents (dir_path, 0700), ==, 0);
  g_assert_true (eg_match_log_save (a, started_last, NULL));
  g_assert_true (eg_match_log_save (b, played_last, NULL));

  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (app));
  eg_test_ui_iterate ();
  window = eg_test_ui_app_window (app);
  g_assert_cmpstr (page_of (window), ==, "resume");
  body = adw_status_page_get_description (ADW_STATUS_PAGE (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW,
                                                                          "resume_page")));
  g_assert_cmpstr (body, ==, "Against Rhea (Random), 0–0, last played 10 minutes ago.");
  /* Return: the default widget */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "default.activate", NULL));
  g_assert_nonnull (eg_test_ui_wait_match (app, NULL, EG_TEST_UI_PATIENCE_MS));
  g_assert_cmpstr (page_of (window), ==, "game");
  g_assert_true (g_file_equal (eg_application_get_autosave_file (app), played_last));
  g_assert_cmpstr (eg_match_get_name (eg_test_ui_match_of (app), EG_SIDE_RIGHT), ==, "Rhea");
  eg_test_ui_close_all (app);
  g_assert_true (g_file_delete (started_last, NULL, NULL));
  g_assert_true (g_file_delete (played_last, NULL, NULL));
}


/* The window's own press of the pointer, ahead of every widget. */
static GtkGesture *
window_press (EgWindow *window)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller) &&
          gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE &&
          gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == 0)
        return GTK_GESTURE (controller);
    }
  return NULL;
}

/* Focus rings after a key, none after playing by the pointer: a press
 * anywhere in the window hides them, however the keys left them. */
static void
test_focus_rings (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 5);
  EgWindow *window = eg_test_ui_window (match);
  GtkGesture *press = window_press (window);

  g_assert_nonnull (press);
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  /* as a key that moved the focus leaves it */
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  /* a card clicked, then the option: pointer only */
  g_signal_emit_by_name (press, "pressed", 1, 500.0, 600.0);
  g_assert_false (gtk_window_get_focus_visible (GTK_WINDOW (window)));
  g_assert_true (eg_test_ui_click_turn (window, 0));
  g_signal_emit_by_name (press, "pressed", 1, 500.0, 600.0);
  g_assert_false (gtk_window_get_focus_visible (GTK_WINDOW (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  eg_test_ui_iterate ();
}

/* The button of @widget's tree that activates @action, or NULL. */
static GtkWidget *
find_actionable (GtkWidget  *widget,
                 const char *action)
{
  if (GTK_IS_ACTIONABLE (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_actionable (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Learn the Rules on the welcome page: the first lesson on the table,
 * the page gone, and the lesson is not kept as a match. */
static void
test_welcome_learn (void)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  g_autoptr(EgApplication) app = NULL;
  GtkWidget *page, *learn;
  EgWindow *window;
  EgMatch *match;

  eg_test_remove_tree (dir_path);
  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  eg_test_ui_iterate ();
  g_assert_cmpstr (page_of (window), ==, "welcome");

  page = gtk_stack_get_visible_child (GTK_STACK (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "stack")));
  learn = find_actionable (page, "app.learn-rules");
  g_assert_nonnull (learn);
  g_signal_emit_by_name (learn, "clicked");
  eg_test_ui_iterate ();

  match = eg_test_ui_match_of (app);
  g_assert_nonnull (match);
  g_assert_true (eg_knowledge_is_lesson (match));
  g_assert_cmpuint (eg_match_get_position (match, EG_SIDE_LEFT), ==, 5);
  g_assert_cmpstr (page_of (window), !=, "welcome");
  eg_test_ui_close_all (app);
}

/* The start pages show the application's icon from a picture of the
 * size they draw it (128 pixels, 256 at a scale of 2), not from its SVG:
 * no SVG renderer is loaded for the first frame; the windows' icon
 * comes after it. */
static void
test_start_icon (void)
{
  g_autoptr(EgApplication) app = NULL;
  GtkIconTheme *theme;
  GtkStack *stack;
  const char *name;
  EgWindow *window;

  /* the windows' icon (rendered from the SVG) is set once the first
   * frame is drawn, not before it */
  gtk_window_set_default_icon_name (NULL);
  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  g_assert_null (gtk_window_get_default_icon_name ());
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
  g_assert_cmpstr (gtk_window_get_default_icon_name (), ==, APPLICATION_ID);
  theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));
  stack = GTK_STACK (template_child (GTK_WINDOW (window), EG_TYPE_WINDOW, "stack"));
  name = adw_status_page_get_icon_name (ADW_STATUS_PAGE (gtk_stack_get_child_by_name (stack, "welcome")));
  g_assert_cmpstr (name, ==, adw_status_page_get_icon_name (ADW_STATUS_PAGE (template_child (GTK_WINDOW (window),
                                                                                              EG_TYPE_WINDOW,
                                                                                              "resume_page"))));
  g_assert_true (g_str_has_prefix (name, APPLICATION_ID));
  for (int scale = 1; scale <= 2; scale++)
    {
      g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, name, NULL, 128, scale,
                                                                      GTK_TEXT_DIR_NONE, 0);
      g_autoptr(GFile) file = gtk_icon_paintable_get_file (icon);
      g_autofree char *uri = g_file_get_uri (file);
      g_autoptr(GdkTexture) texture = gdk_texture_new_from_file (file, NULL);

      g_assert_true (g_str_has_prefix (uri, "resource:///"));
      g_assert_true (g_str_has_suffix (uri, ".png"));
      g_assert_nonnull (texture);
      g_assert_cmpint (gdk_texture_get_width (texture), ==, 128 * scale);
    }
  eg_test_ui_close_all (app);
}

int
main (int    argc,
      char **argv)
{
  int status;

  data_home = eg_test_ui_private_data_home ();
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/start/welcome", test_welcome);
  g_test_add_func ("/en-garde/ui/start/welcome-learn", test_welcome_learn);
  g_test_add_func ("/en-garde/ui/start/icon", test_start_icon);
  g_test_add_func ("/en-garde/ui/start/resume-offer", test_resume_offer);
  g_test_add_func ("/en-garde/ui/start/resume-latest-by-action", test_resume_latest_by_action);
  g_test_add_func ("/en-garde/ui/start/resume-practice", test_resume_practice);
  g_test_add_func ("/en-garde/ui/start/resume-broken", test_resume_broken);
  g_test_add_func ("/en-garde/ui/start/resume-refused-said-once", test_resume_refused_said_once);
  g_test_add_func ("/en-garde/ui/start/statistics", test_statistics_window);
  g_test_add_func ("/en-garde/ui/start/statistics-focus", test_statistics_focus);
  g_test_add_func ("/en-garde/ui/start/undo", test_undo);
  g_test_add_func ("/en-garde/ui/start/summary-undos", test_summary_undos);
  g_test_add_func ("/en-garde/ui/start/style", test_style);
  g_test_add_func ("/en-garde/ui/start/focus-rings", test_focus_rings);

  status = g_test_run ();
  eg_test_remove_tree (data_home);
  return status;
}
