/* test-ui-safe.c — keys that cannot destroy: Return at every stage of a
 * round, and leaving a match in progress
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <glib/gstdio.h>

#include "eg-application.h"
#include "eg-autosave.h"
#include "eg-new-match-dialog.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

static char *data_home;

static guint
n_actions (EgMatch *match)
{
  guint n = 0;

  for (guint r = 0; r < eg_match_get_n_rounds (match); r++)
    n += eg_match_get_round_record (match, r)->actions->len;
  return n;
}

/* Return as a person would press it: the window's game keys first; when
 * none takes it, the focused widget (or the default one) is activated. */
static void
press_return (EgWindow *window)
{
  GtkWidget *focus;

  if (eg_test_ui_press_key (window, GDK_KEY_Return))
    return;
  focus = gtk_root_get_focus (GTK_ROOT (window));
  if (focus == NULL)
    focus = gtk_window_get_default_widget (GTK_WINDOW (window));
  if (focus != NULL)
    eg_test_ui_activate (focus);
}

static void
assert_still_playing (EgApplication *app,
                      EgMatch       *match,
                      guint          at_least)
{
  EgWindow *window = eg_test_ui_app_window (app);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkWidget *header = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW, "header_bar"));

  g_assert_true (eg_test_ui_match_of (app) == match);
  g_assert_true (eg_test_ui_match_of (window) == match);
  g_assert_null (eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG));
  g_assert_null (eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (n_actions (match), >=, at_least);
  /* the focus never rests on a header bar button */
  g_assert_true (focus == NULL || !gtk_widget_is_ancestor (focus, header));
}

/* A whole round against the computer: Return, twice, before choosing,
 * after choosing a card, while the computer thinks, and between rounds,
 * never starts a new match and never leaves this one. */
static void
test_return_every_stage (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 2, 31);
  EgWindow *window;
  guint turns = 0;

  eg_application_set_match (app, match);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  while (eg_match_get_round_number (match) == 1 && eg_match_is_round_in_progress (match))
    {
      guint played = n_actions (match);
      EgHandView *hand = EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view"));

      /* nothing chosen */
      press_return (window);
      press_return (window);
      assert_still_playing (app, match, played);

      /* a card chosen, no option yet: Return plays at most that option */
      if (eg_hand_view_get_n_cards (hand) > 0 && eg_turn_can_act (eg_test_ui_turn (window)))
        {
          g_signal_emit_by_name (eg_hand_view_get_card (hand, 0), "clicked");
          eg_test_ui_iterate ();
          press_return (window);
          assert_still_playing (app, match, played);
          /* that Return may have played the one option: the computer's
           * answer first, then the player's turn by clicks */
          g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
        }
      if (eg_match_is_round_in_progress (match) && eg_turn_can_act (eg_test_ui_turn (window)))
        {
          eg_turn_clear_selection (eg_test_ui_turn (window));
          g_assert_true (eg_test_ui_click_turn (window, turns));
        }
      /* while the computer thinks */
      press_return (window);
      assert_still_playing (app, match, played);
      g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
      turns++;
    }

  /* between rounds (if a Return above has not already done it): Return
   * deals the next round of the same match */
  g_assert_false (eg_match_is_over (match));
  if (!eg_match_is_round_in_progress (match))
    press_return (window);
  assert_still_playing (app, match, 1);
  g_assert_cmpuint (eg_match_get_round_number (match), ==, 2);
  g_assert_cmpuint (turns, >, 1);

  eg_test_ui_close_all (app);
}

static void
remove_saves (void)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *path = g_file_get_path (dir);

  eg_test_remove_tree (path);
}

/* New Match during a match that is saved: no question, and a toast says
 * where to resume it. */
static void
test_new_match_saved (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 32);
  GtkWindow *dialog;
  EgWindow *window;
  g_autofree char *text = NULL;

  eg_application_set_match (app, match);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  g_assert_true (eg_test_ui_click_turn (window, 0));
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  g_assert_true (g_file_query_exists (eg_application_get_autosave_file (app), NULL));

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-match", NULL);
  eg_test_ui_iterate ();
  g_assert_null (eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  dialog = eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG);
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (gtk_window_get_default_widget (dialog), "clicked");
  eg_test_ui_iterate ();
  g_assert_true (eg_test_ui_match_of (app) != match);

  text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (text, "Your match with Bob is saved; resume it from Recent Matches"));
  eg_test_ui_close_all (app);
  remove_saves ();
}

/* New Match during a match that could not be saved: the question, with
 * Keep Playing as the default; Leave goes on to the New Match dialog. */
static void
test_new_match_asks (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 33);
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *blocker = g_file_get_path (dir);
  g_autofree char *parent = g_path_get_dirname (blocker);
  AdwMessageDialog *question;
  EgWindow *window;

  /* a file where the folder of the saved matches should be */
  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));

  eg_application_set_match (app, match);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  g_assert_true (eg_test_ui_click_turn (window, 0));
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  /* the failure was told once */
  question = ADW_MESSAGE_DIALOG (eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "The match cannot be saved automatically");
  adw_message_dialog_response (question, "close");
  /* as a click on the button, which also closes the dialog */
  gtk_window_destroy (GTK_WINDOW (question));
  eg_test_ui_iterate ();

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-match", NULL);
  eg_test_ui_iterate ();
  question = ADW_MESSAGE_DIALOG (eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Leave the Match?");
  g_assert_cmpstr (adw_message_dialog_get_default_response (question), ==, "cancel");
  g_assert_null (eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG));
  adw_message_dialog_response (question, "cancel");
  /* as a click on the button, which also closes the dialog */
  gtk_window_destroy (GTK_WINDOW (question));
  eg_test_ui_iterate ();
  g_assert_true (eg_test_ui_match_of (app) == match);
  g_assert_null (eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG));

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-match", NULL);
  eg_test_ui_iterate ();
  question = ADW_MESSAGE_DIALOG (eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  adw_message_dialog_response (question, "leave");
  /* as a click on the button, which also closes the dialog */
  gtk_window_destroy (GTK_WINDOW (question));
  eg_test_ui_iterate ();
  g_assert_nonnull (eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG));
  gtk_window_destroy (eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG));
  eg_test_ui_iterate ();

  /* closing the window asks too; Keep Playing keeps it open */
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  eg_test_ui_iterate ();
  question = ADW_MESSAGE_DIALOG (eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Leave the Match?");
  g_assert_nonnull (window);
  adw_message_dialog_response (question, "leave");
  gtk_window_destroy (GTK_WINDOW (question));
  eg_test_ui_iterate ();
  g_assert_null (window);

  eg_test_ui_close_all (app);
  g_assert_cmpint (g_remove (blocker), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  int status;

  data_home = eg_test_ui_private_data_home ();
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/safe/return-every-stage", test_return_every_stage);
  g_test_add_func ("/en-garde/ui/safe/new-match-saved", test_new_match_saved);
  g_test_add_func ("/en-garde/ui/safe/new-match-asks", test_new_match_asks);

  status = g_test_run ();
  eg_test_remove_tree (data_home);
  return status;
}
