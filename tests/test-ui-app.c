/* test-ui-app.c — the application: start-up, autosave, resume, open
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <glib/gstdio.h>

#include "eg-application.h"
#include "eg-autosave.h"
#include "eg-match-index.h"
#include "eg-new-match-dialog.h"
#include "eg-preferences-window.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

static char *data_home;

static GtkWindow *
wait_for_dialog (EgApplication *app,
                 guint          timeout_ms)
{
  gint64 end = g_get_monotonic_time () + timeout_ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      GList *l;

      for (l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
        if (ADW_IS_MESSAGE_DIALOG (l->data))
          return l->data;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return NULL;
}

static gboolean
no_new_match_dialog (gpointer data)
{
  return eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG) == NULL;
}

static const char *
page_of (EgWindow *window)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                                     EG_TYPE_WINDOW, "stack")));
}

/* New Match, and Start in its dialog. */
static EgMatch *
start_new_match (EgApplication *app)
{
  GtkWindow *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (app), "new-match", NULL);
  eg_test_ui_iterate ();
  dialog = eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_activate (gtk_window_get_default_widget (dialog)));
  g_assert_true (eg_test_ui_wait_until (no_new_match_dialog, NULL, EG_TEST_UI_PATIENCE_MS));
  return eg_test_ui_match_of (app);
}

/* Played actions are saved; the next start offers to resume the match
 * on a page of the window, and Resume resumes it. */
static void
test_autosave_and_resume (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(EgApplication) again = NULL;
  EgWindow *window;
  EgMatch *match;
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autoptr(GPtrArray) saved = NULL;
  g_autofree char *left = NULL;

  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  g_assert_nonnull (window);
  /* nothing saved yet: the welcome page, and nothing dealt */
  g_assert_cmpstr (page_of (window), ==, "welcome");
  g_assert_null (eg_test_ui_match_of (app));
  match = start_new_match (app);
  g_assert_nonnull (match);
  g_assert_true (eg_test_ui_match_of (window) == match);
  left = g_strdup (eg_match_get_name (match, EG_SIDE_LEFT));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  /* nothing saved yet: no offer */
  g_assert_null (wait_for_dialog (app, 300));

  /* the person (left, first to act by default) plays one turn */
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  g_assert_true (eg_test_ui_click_turn (window, 0));
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));

  saved = eg_match_index_list (dir, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (saved->len, ==, 1);
  eg_test_ui_close_all (app);

  /* a new start offers it; Resume resumes it */
  again = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (again));
  window = eg_test_ui_app_window (again);
  g_assert_cmpstr (page_of (window), ==, "resume");
  eg_test_ui_iterate ();
  g_assert_null (eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  /* nothing is dealt behind the page */
  g_assert_null (eg_test_ui_match_of (again));
  g_signal_emit_by_name (gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW, "resume_button"),
                         "clicked");
  match = eg_test_ui_wait_match (again, NULL, EG_TEST_UI_PATIENCE_MS);
  g_assert_nonnull (match);
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_LEFT), ==, left);
  g_assert_cmpuint (eg_match_get_round_record (match, 0)->actions->len, >=, 1);
  g_assert_true (eg_test_ui_match_of (eg_test_ui_app_window (again)) == match);
  g_assert_cmpstr (page_of (window), ==, "game");
  eg_test_ui_close_all (again);
}

static gboolean
is_replaying (gpointer window)
{
  return eg_test_ui_is_replaying (window);
}

/* Opening a log (what the file manager does for a .engarde file) shows
 * its replay, with nothing dealt behind it: closing it shows the start
 * page. */
static void
test_open (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "parry-then-continue.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  EgWindow *window;

  /* no match to resume */
  eg_test_remove_tree (g_file_peek_path (dir));
  g_application_open (G_APPLICATION (app), &file, 1, "");
  window = eg_test_ui_app_window (app);
  g_assert_nonnull (window);
  g_assert_true (eg_test_ui_wait_until (is_replaying, window, EG_TEST_UI_PATIENCE_MS));
  g_assert_cmpstr (page_of (window), ==, "replay");
  g_assert_null (eg_test_ui_match_of (app));
  g_assert_null (eg_test_ui_match_of (window));
  eg_window_close_replay (window);
  g_assert_cmpstr (page_of (window), ==, "welcome");
  eg_test_ui_close_all (app);
}

/* The new-match dialog makes the match it shows, and remembers it. */
static void
test_new_match_dialog (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  GtkWindow *dialog;
  GObject *entry, *player, *group, *target;
  EgMatch *match;

  g_application_activate (G_APPLICATION (app));
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-match", NULL);
  eg_test_ui_iterate ();
  dialog = eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG);
  g_assert_nonnull (dialog);

  entry = gtk_widget_get_template_child (GTK_WIDGET (dialog), EG_TYPE_NEW_MATCH_DIALOG, "left_name");
  /* the first name has the focus, so that Enter starts, not Cancel */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (dialog)), GTK_WIDGET (entry)));
  gtk_editable_set_text (GTK_EDITABLE (entry), "  Zoë ");
  entry = gtk_widget_get_template_child (GTK_WIDGET (dialog), EG_TYPE_NEW_MATCH_DIALOG, "right_name");
  gtk_editable_set_text (GTK_EDITABLE (entry), "Yann");
  player = gtk_widget_get_template_child (GTK_WIDGET (dialog), EG_TYPE_NEW_MATCH_DIALOG, "right_player");
  group = gtk_widget_get_template_child (GTK_WIDGET (dialog), EG_TYPE_NEW_MATCH_DIALOG, "right_group");
  /* each choice of player says what to expect of it, in one wording */
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (player))), 4),
                   ==, "Computer (Hard)");
  adw_combo_row_set_selected (ADW_COMBO_ROW (player), 4);   /* the hard computer */
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)), ==,
                   "Searches deeply and plays the end of the pile exactly: a real challenge.");
  adw_combo_row_set_selected (ADW_COMBO_ROW (player), 5);   /* the master computer */
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)), ==,
                   "Thinks a full second before each move, counting the cards you may hold, and stops sooner only when one move is clearly best: the strongest.");
  adw_combo_row_set_selected (ADW_COMBO_ROW (player), 0);   /* a person */
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)), ==,
                   "A person at this computer. When two people play, the hands can hide between turns (see Preferences).");
  target = gtk_widget_get_template_child (GTK_WIDGET (dialog), EG_TYPE_NEW_MATCH_DIALOG, "target");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (target), 3);
  /* Start is the default button, and Enter in a name starts */
  g_assert_true (GTK_IS_BUTTON (gtk_window_get_default_widget (dialog)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (gtk_window_get_default_widget (dialog))), ==, "_Start");
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (entry)), "activate");
  /* a button activated clicks after a short press it shows */
  g_assert_true (eg_test_ui_wait_until (no_new_match_dialog, NULL, EG_TEST_UI_PATIENCE_MS));

  match = eg_test_ui_match_of (app);
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_LEFT), ==, "Zoë");
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_RIGHT), ==, "Yann");
  g_assert_true (eg_player_is_human (eg_match_get_player (match, EG_SIDE_RIGHT)));
  g_assert_cmpuint (eg_match_get_target_score (match), ==, 3);
  g_assert_cmpuint (eg_match_get_round_number (match), ==, 1);
  g_assert_true (eg_test_ui_match_of (eg_test_ui_app_window (app)) == match);
  /* two people: the first turn waits behind the pass screen */
  g_assert_true (eg_turn_get_passing (eg_test_ui_turn (eg_test_ui_app_window (app))));

  g_assert_cmpuint (g_settings_get_uint (settings, "target-score"), ==, 3);

  /* Escape cancels: the match stays */
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-match", NULL);
  eg_test_ui_iterate ();
  dialog = eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (eg_test_ui_press_key_on (GTK_WIDGET (dialog), GDK_KEY_Escape));
  g_assert_null (eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG));
  g_assert_true (eg_test_ui_match_of (app) == match);
  /* and so does Ctrl+W */
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-match", NULL);
  eg_test_ui_iterate ();
  dialog = eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG);
  g_assert_true (eg_test_ui_press_shortcut_on (GTK_WIDGET (dialog), GDK_KEY_w, GDK_CONTROL_MASK));
  g_assert_null (eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG));
  g_assert_true (eg_test_ui_match_of (app) == match);

  g_settings_reset (settings, "target-score");
  g_settings_reset (settings, "left-name");
  g_settings_reset (settings, "right-name");
  g_settings_reset (settings, "right-player");
  eg_test_ui_close_all (app);
}

static const char *
name_in (GtkWindow  *dialog,
         const char *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                             EG_TYPE_NEW_MATCH_DIALOG, row)));
}

/* The default name of each player is written in its field, where it
 * reads as the name the match will use (not a placeholder seen only
 * with the focus); it follows the choice of player until edited, an
 * emptied field gets it back, and it is not remembered as typed. */
static void
test_new_match_default_names (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *person = eg_new_match_default_name (EG_SIDE_LEFT, "human", "medium");
  g_autofree char *left_saved = NULL;
  g_autofree char *right_saved = NULL;
  GtkWindow *dialog;
  GObject *left, *right, *right_player;
  EgMatch *match;

  g_application_activate (G_APPLICATION (app));
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-match", NULL);
  eg_test_ui_iterate ();
  dialog = eg_test_ui_find_toplevel (EG_TYPE_NEW_MATCH_DIALOG);
  g_assert_nonnull (dialog);
  left = gtk_widget_get_template_child (GTK_WIDGET (dialog), EG_TYPE_NEW_MATCH_DIALOG, "left_name");
  right = gtk_widget_get_template_child (GTK_WIDGET (dialog), EG_TYPE_NEW_MATCH_DIALOG, "right_name");
  right_player = gtk_widget_get_template_child (GTK_WIDGET (dialog), EG_TYPE_NEW_MATCH_DIALOG, "right_player");

  /* a person against the computer, by default */
  g_assert_cmpstr (name_in (dialog, "left_name"), ==, person);
  g_assert_cmpstr (name_in (dialog, "right_name"), ==, "Computer");

  /* two people: both names follow */
  adw_combo_row_set_selected (ADW_COMBO_ROW (right_player), 0);
  g_assert_cmpstr (name_in (dialog, "right_name"), ==, "Black");
  if (g_strcmp0 (person, "Player") == 0)
    g_assert_cmpstr (name_in (dialog, "left_name"), ==, "White");

  /* a typed name stays through a change of player */
  gtk_editable_set_text (GTK_EDITABLE (left), "Zoë");
  adw_combo_row_set_selected (ADW_COMBO_ROW (right_player), 4);
  g_assert_cmpstr (name_in (dialog, "left_name"), ==, "Zoë");
  g_assert_cmpstr (name_in (dialog, "right_name"), ==, "Computer");

  /* a field emptied and left shows its default again */
  gtk_widget_grab_focus (GTK_WIDGET (right));
  gtk_editable_set_text (GTK_EDITABLE (right), "");
  gtk_widget_grab_focus (GTK_WIDGET (left));
  g_assert_cmpstr (name_in (dialog, "right_name"), ==, "Computer");

  g_assert_true (gtk_widget_activate (gtk_window_get_default_widget (dialog)));
  g_assert_true (eg_test_ui_wait_until (no_new_match_dialog, NULL, EG_TEST_UI_PATIENCE_MS));
  match = eg_test_ui_match_of (app);
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_LEFT), ==, "Zoë");
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_RIGHT), ==, "Computer");
  /* the default is not remembered as a name typed: it follows the
   * language and the choice of player next time */
  left_saved = g_settings_get_string (settings, "left-name");
  right_saved = g_settings_get_string (settings, "right-name");
  g_assert_cmpstr (left_saved, ==, "Zoë");
  g_assert_cmpstr (right_saved, ==, "");

  g_settings_reset (settings, "left-name");
  g_settings_reset (settings, "right-name");
  g_settings_reset (settings, "right-player");
  eg_test_ui_close_all (app);
}

/* The preferences change the settings, and the game follows them. */
static void
test_preferences (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 3);
  GtkWindow *preferences;
  GObject *hide;

  eg_application_set_match (app, match);
  g_application_activate (G_APPLICATION (app));
  g_assert_true (eg_turn_get_passing (eg_test_ui_turn (eg_test_ui_app_window (app))));

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  eg_test_ui_iterate ();
  preferences = eg_test_ui_find_toplevel (EG_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);
  hide = gtk_widget_get_template_child (GTK_WIDGET (preferences), EG_TYPE_PREFERENCES_WINDOW, "hide_hands");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (hide)));
  gtk_switch_set_active (GTK_SWITCH (hide), FALSE);
  eg_test_ui_iterate ();

  g_assert_false (g_settings_get_boolean (settings, "hide-hands"));
  /* not in this hot-seat match (issue 29): from the next one, and the
   * table says so there */
  g_assert_true (eg_turn_get_passing (eg_test_ui_turn (eg_test_ui_app_window (app))));
  g_assert_cmpint (eg_turn_get_viewer (eg_test_ui_turn (eg_test_ui_app_window (app))), ==, EG_SIDE_NONE);
  {
    g_autoptr(EgMatch) next = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 4);
    g_autofree char *text = NULL;

    eg_application_set_match (app, next);
    eg_test_ui_iterate ();
    g_assert_false (eg_turn_get_passing (eg_test_ui_turn (eg_test_ui_app_window (app))));
    g_assert_cmpint (eg_turn_get_viewer (eg_test_ui_turn (eg_test_ui_app_window (app))), ==, EG_SIDE_LEFT);
    text = eg_test_ui_collect_text (GTK_WIDGET (eg_test_ui_app_window (app)));
    g_assert_nonnull (strstr (text, "Hands are not hidden between turns"));
  }

  /* Ctrl+W closes it, as every secondary window */
  g_assert_true (eg_test_ui_press_shortcut_on (GTK_WIDGET (preferences), GDK_KEY_w, GDK_CONTROL_MASK));
  g_assert_null (eg_test_ui_find_toplevel (EG_TYPE_PREFERENCES_WINDOW));

  g_settings_reset (settings, "hide-hands");
  eg_test_ui_close_all (app);
}

/* A file that is not a valid log is refused with a message, and the
 * game goes on. */
static void
test_open_invalid (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "invalid", "truncated.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  GtkWindow *dialog;
  g_autofree char *message = NULL;

  eg_test_remove_tree (g_file_peek_path (dir));
  g_application_open (G_APPLICATION (app), &file, 1, "");
  dialog = wait_for_dialog (app, 2000);
  g_assert_nonnull (dialog);
  g_object_get (dialog, "heading", &message, NULL);
  g_assert_nonnull (strstr (message, "truncated.engarde"));
  /* the window stays on its start page */
  g_assert_null (eg_test_ui_match_of (app));
  g_assert_cmpstr (page_of (eg_test_ui_app_window (app)), ==, "welcome");
  eg_test_ui_close_all (app);
}

static guint
count_toplevels (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint count = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      count += G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (GTK_WIDGET (toplevel));
    }
  return count;
}

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The chooser (GTK's own dialog here: no portal in the tests). */
static GtkWindow *
show_chooser (EgApplication *app)
{
  GtkWindow *chooser;

  g_action_group_activate_action (G_ACTION_GROUP (app), "open", NULL);
  eg_test_ui_iterate ();
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  chooser = eg_test_ui_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_assert_nonnull (chooser);
  return chooser;
}

/* Open: a path typed in the chooser opens that match; Ctrl+O does not
 * open a second chooser, nor one over a message. */
static void
test_open_dialog (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 3);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "parry-then-continue.engarde", NULL);
  g_autofree char *invalid_path = g_test_build_filename (G_TEST_DIST, "data", "invalid", "truncated.engarde", NULL);
  g_autoptr(GFile) invalid = g_file_new_for_path (invalid_path);
  GtkWindow *chooser, *message;
  GtkWidget *open_button;

  eg_application_set_match (app, match);
  g_application_activate (G_APPLICATION (app));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "open"));

  chooser = show_chooser (app);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "open"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "open", NULL);
  eg_test_ui_iterate ();
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_cmpuint (count_toplevels (GTK_TYPE_FILE_CHOOSER_DIALOG), ==, 1);
  open_button = gtk_dialog_get_widget_for_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  G_GNUC_END_IGNORE_DEPRECATIONS
  /* the path typed in the location entry (what "/" or Ctrl+L opens), then Open */
  g_signal_emit_by_name (find_descendant (GTK_WIDGET (chooser), GTK_TYPE_FILE_CHOOSER_WIDGET), "location-popup", path);
  eg_test_ui_iterate ();
  g_signal_emit_by_name (open_button, "clicked");
  g_assert_true (eg_test_ui_wait_until (is_replaying, eg_test_ui_app_window (app), EG_TEST_UI_PATIENCE_MS));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "open"));

  /* a message up (a file that is not a match): Ctrl+O waits for it */
  g_application_open (G_APPLICATION (app), &invalid, 1, "");
  message = wait_for_dialog (app, 2000);
  g_assert_nonnull (message);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "open"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "open", NULL);
  eg_test_ui_iterate ();
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_cmpuint (count_toplevels (GTK_TYPE_FILE_CHOOSER_DIALOG), ==, 0);
  G_GNUC_END_IGNORE_DEPRECATIONS
  /* (as its Close button does) */
  gtk_window_close (message);
  eg_test_ui_iterate ();
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "open"));
  eg_test_ui_close_all (app);
}

/* The primary menu, built when first opened, names the app's actions,
 * the rules among them; Quit is not (GNOME HIG) but keeps Ctrl+Q. */
static void
test_menu (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) quit_accels = NULL;
  GtkMenuButton *button;
  GMenuModel *model;
  GtkWidget *popover;
  int i, j;

  g_application_activate (G_APPLICATION (app));
  button = GTK_MENU_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (eg_test_ui_app_window (app)), EG_TYPE_WINDOW, "menu_button"));

  gtk_menu_button_popup (button);
  eg_test_ui_iterate ();
  popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
  model = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (popover);
  g_assert_nonnull (model);
  for (i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      for (j = 0; section != NULL && j < g_menu_model_get_n_items (section); j++)
        {
          char *action = NULL;

          g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_ACTION, "s", &action);
          g_ptr_array_add (actions, action);
        }
    }
  g_assert_true (g_ptr_array_find_with_equal_func (actions, "app.help", g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (actions, "app.learn-rules", g_str_equal, NULL));
  g_assert_false (g_ptr_array_find_with_equal_func (actions, "app.quit", g_str_equal, NULL));
  quit_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.quit");
  g_assert_cmpuint (g_strv_length (quit_accels), ==, 1);
  g_assert_cmpstr (quit_accels[0], ==, "<Control>q");
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "quit"));
  gtk_menu_button_popdown (button);
  eg_test_ui_close_all (app);
}

int
main (int    argc,
      char **argv)
{
  int status;

  /* a private data directory for the saved matches, before GLib caches it */
  data_home = eg_test_ui_private_data_home ();

  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/app/autosave-and-resume", test_autosave_and_resume);
  g_test_add_func ("/en-garde/ui/app/open", test_open);
  g_test_add_func ("/en-garde/ui/app/open-invalid", test_open_invalid);
  g_test_add_func ("/en-garde/ui/app/open-dialog", test_open_dialog);
  g_test_add_func ("/en-garde/ui/app/new-match-dialog", test_new_match_dialog);
  g_test_add_func ("/en-garde/ui/app/new-match-default-names", test_new_match_default_names);
  g_test_add_func ("/en-garde/ui/app/preferences", test_preferences);
  g_test_add_func ("/en-garde/ui/app/menu", test_menu);

  status = g_test_run ();
  eg_test_remove_tree (data_home);
  return status;
}
