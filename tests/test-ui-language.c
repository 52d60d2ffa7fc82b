/* test-ui-language.c — switching the language in a running match
 *
 * The switch builds the window's widgets again in the new language, in
 * the same window; the match, which the application owns, must come
 * through unchanged, and so must the turn, the replay position, the
 * lesson and the computer's pending move. The expected texts
 * are read from the build's catalogs (EN_GARDE_LOCALEDIR).
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "eg-application.h"
#include "eg-autosave.h"
#include "eg-describe.h"
#include "eg-i18n.h"
#include "eg-knowledge.h"
#include "eg-lesson.h"
#include "eg-preferences-window.h"
#include "eg-replay-view-private.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"
#include "eg-window-private.h"

static char *data_home;
static GSettings *settings;

static const char * const languages[] = { "fr", "nl", "de", "en" };

/* The catalogs are built with the gettext target; without them there is
 * nothing to switch to. */
static gboolean
have_catalogs (void)
{
  const char *dir = g_getenv ("EN_GARDE_LOCALEDIR");
  static const char * const translated[] = { "nl", "fr", "de" };

  if (dir == NULL)
    {
      g_test_skip ("EN_GARDE_LOCALEDIR is not set");
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (translated); i++)
    {
      g_autofree char *mo = g_build_filename (dir, translated[i], "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

      if (!g_file_test (mo, G_FILE_TEST_IS_REGULAR))
        {
          g_autofree char *message = g_strdup_printf ("%s not built (ninja en-garde-gmo)", mo);

          g_test_skip (message);
          return FALSE;
        }
    }
  return TRUE;
}

/* The translation of @msgid in the language now set. */
#define tr(msgid) g_dgettext (GETTEXT_PACKAGE, msgid)

static guint
n_windows (EgApplication *app)
{
  guint n = 0;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    n += EG_IS_WINDOW (l->data);
  return n;
}

/* Iterates until *@pointer, a weak pointer, is cleared. */
static void
wait_gone (gpointer *pointer)
{
  gint64 end = g_get_monotonic_time () + EG_TEST_UI_PATIENCE_MS * G_TIME_SPAN_MILLISECOND;

  while (*pointer != NULL && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_null (*pointer);
}

/* Sets the language key and waits until the window has built its
 * widgets again: the same window, on the same surface, so it keeps its
 * place on the screen and its size. */
static EgWindow *
switch_language (EgApplication *app,
                 const char    *code)
{
  EgWindow *window = eg_test_ui_app_window (app);
  GdkSurface *surface;
  GObject *old_stack;

  g_assert_nonnull (window);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_assert_nonnull (surface);
  g_object_add_weak_pointer (G_OBJECT (surface), (gpointer *) &surface);
  old_stack = gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW, "stack");
  g_object_add_weak_pointer (old_stack, (gpointer *) &old_stack);
  g_settings_set_string (settings, "language", code);
  wait_gone ((gpointer *) &old_stack);

  g_assert_cmpstr (eg_i18n_get_language (), ==, g_str_equal (code, "") ? "" : code);
  g_assert_cmpuint (n_windows (app), ==, 1);
  g_assert_true (eg_test_ui_app_window (app) == window);
  g_assert_nonnull (surface);
  g_assert_true (gtk_native_get_surface (GTK_NATIVE (window)) == surface);
  g_object_remove_weak_pointer (G_OBJECT (surface), (gpointer *) &surface);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
  return window;
}

/* The cards of the hand shown selected. */
static guint
n_cards_selected (EgWindow *window)
{
  EgHandView *hand = EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view"));
  guint n = 0;

  for (guint i = 0; i < eg_hand_view_get_n_cards (hand); i++)
    n += gtk_widget_has_css_class (eg_hand_view_get_card (hand, i), "selected");
  return n;
}

/* ---- the match state, compared byte for byte ---- */

typedef struct
{
  EgRound  round;
  EgScore  score;
  guint    round_number;
  guint    n_rounds;
  guint    n_actions;
  EgSide   to_act;
} Snapshot;

static void
take_snapshot (EgMatch  *match,
               Snapshot *snapshot)
{
  guint n_rounds = eg_match_get_n_rounds (match);

  memset (snapshot, 0, sizeof *snapshot);
  memcpy (&snapshot->round, eg_match_get_round_state (match), sizeof snapshot->round);
  memcpy (&snapshot->score, eg_match_get_score_state (match), sizeof snapshot->score);
  snapshot->round_number = eg_match_get_round_number (match);
  snapshot->n_rounds = n_rounds;
  snapshot->n_actions = n_rounds > 0 ? eg_match_get_round_record (match, n_rounds - 1)->actions->len : 0;
  snapshot->to_act = eg_match_get_side_to_act (match);
}

static void
assert_snapshot (EgMatch        *match,
                 const Snapshot *expected)
{
  Snapshot now;

  take_snapshot (match, &now);
  g_assert_cmpint (memcmp (&now.round, &expected->round, sizeof now.round), ==, 0);
  g_assert_cmpint (memcmp (&now.score, &expected->score, sizeof now.score), ==, 0);
  g_assert_cmpuint (now.round_number, ==, expected->round_number);
  g_assert_cmpuint (now.n_rounds, ==, expected->n_rounds);
  g_assert_cmpuint (now.n_actions, ==, expected->n_actions);
  g_assert_cmpint (now.to_act, ==, expected->to_act);
}

/* Plays @n moves forward (moves only: the phase stays "act" and the
 * status line says whose turn it is). */
static void
play_moves (EgMatch *match,
            guint    n)
{
  while (n-- > 0)
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint count = eg_match_get_legal_actions (match, legal);
      guint i;

      for (i = 0; i < count; i++)
        if (legal[i].type == EG_ACTION_MOVE)
          break;
      g_assert_cmpuint (i, <, count);
      g_assert_true (eg_match_apply (match, &legal[i], NULL));
    }
}

/* The label of the main menu's item for @action_name. */
static char *
menu_label (EgWindow   *window,
            const char *action_name)
{
  GMenuModel *model = G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW,
                                                                   "primary_menu"));
  char *found = NULL;

  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      for (int j = 0; section != NULL && j < g_menu_model_get_n_items (section); j++)
        {
          g_autofree char *action = NULL;

          g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_ACTION, "s", &action);
          if (g_strcmp0 (action, action_name) == 0)
            g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_LABEL, "s", &found);
        }
    }
  g_assert_nonnull (found);
  return found;
}

/* Every text checked is the catalog's translation in the new language. */
static void
assert_translated (EgWindow   *window,
                   EgMatch    *match,
                   const char *code)
{
  GtkWidget *hint = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW, "hint_button"));
  g_autofree char *status = g_strdup_printf (tr ("%s’s turn: move or attack"),
                                             eg_match_get_name (match, eg_match_get_side_to_act (match)));
  g_autofree char *text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_autofree char *menu = menu_label (window, "app.preferences");

  /* the catalog is there: these are not the English strings */
  if (!g_str_equal (code, "en"))
    {
      g_assert_cmpstr (tr ("%s’s turn: move or attack"), !=, "%s’s turn: move or attack");
      g_assert_cmpstr (tr ("Suggest a move (H)"), !=, "Suggest a move (H)");
      g_assert_cmpstr (tr ("_Preferences"), !=, "_Preferences");
    }
  /* set from code */
  g_assert_cmpstr (eg_turn_get_status (eg_test_ui_turn (window)), ==, status);
  g_assert_nonnull (strstr (text, status));
  g_assert_nonnull (strstr (text, tr ("Discard pile")));
  /* from the template, and its menu */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (hint), ==, tr ("Suggest a move (H)"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (hint)), ==, tr ("_Hint"));
  g_assert_cmpstr (menu, ==, tr ("_Preferences"));
}

/* A registered application showing @match, @n_moves into its round. */
static EgApplication *
start_with_match (EgMatch *match,
                  guint    n_moves)
{
  EgApplication *app = eg_test_ui_start_app (G_APPLICATION_DEFAULT_FLAGS);

  play_moves (match, n_moves);
  eg_application_set_match (app, match);
  g_application_activate (G_APPLICATION (app));
  return app;
}

/* A hot-seat match, a few moves in, a card selected: through the four
 * languages and back to the system's, the texts follow and the match
 * does not move. */
static void
test_switch_in_match (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autofree char *english_status = NULL;
  guint8 selection[EG_N_VALUES + 1];
  EgWindow *window;
  Snapshot before;

  if (!have_catalogs ())
    return;

  g_settings_set_boolean (settings, "hide-hands", FALSE);
  match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 20261122);
  app = start_with_match (match, 3);
  window = eg_test_ui_app_window (app);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  english_status = g_strdup (eg_turn_get_status (eg_test_ui_turn (window)));
  assert_translated (window, match, "en");

  /* a card selected: it stays selected, and the match does not move */
  g_assert_true (eg_test_ui_press_key (window, GDK_KEY_1) || eg_test_ui_press_key (window, GDK_KEY_2) ||
                 eg_test_ui_press_key (window, GDK_KEY_3) || eg_test_ui_press_key (window, GDK_KEY_4) ||
                 eg_test_ui_press_key (window, GDK_KEY_5));
  take_snapshot (match, &before);
  memcpy (selection, eg_turn_get_selection (eg_test_ui_turn (window)), sizeof selection);
  g_assert_cmpuint (eg_turn_get_n_selected (eg_test_ui_turn (window)), ==, 1);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_test_message ("switching to %s", languages[i]);
      window = switch_language (app, languages[i]);
      g_assert_true (eg_test_ui_match_of (window) == match);
      g_assert_true (eg_test_ui_match_of (app) == match);
      assert_snapshot (match, &before);
      g_assert_cmpmem (eg_turn_get_selection (eg_test_ui_turn (window)), sizeof selection,
                       selection, sizeof selection);
      g_assert_cmpuint (n_cards_selected (window), ==, 1);
      assert_translated (window, match, languages[i]);
      if (!g_str_equal (languages[i], "en"))
        g_assert_cmpstr (eg_turn_get_status (eg_test_ui_turn (window)), !=, english_status);
    }
  g_assert_cmpstr (eg_turn_get_status (eg_test_ui_turn (window)), ==, english_status);

  /* the system's language again: LANGUAGE as the test started (unset,
   * which eg-i18n keeps as an empty value: gettext reads it as unset) */
  window = switch_language (app, "");
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "");
  g_assert_cmpstr (eg_turn_get_status (eg_test_ui_turn (window)), ==, english_status);
  assert_snapshot (match, &before);

  /* and the game goes on in the window's new widgets */
  g_assert_true (eg_test_ui_press_key (window, GDK_KEY_Escape));
  g_assert_true (eg_test_ui_click_turn (window, 0));
  g_assert_cmpuint (eg_match_get_round_record (match, eg_match_get_n_rounds (match) - 1)->actions->len,
                    ==, before.n_actions + 1);
  eg_test_ui_close_all (app);
}

static GtkWindow *
find_toplevel (GType  type,
               GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (GTK_WIDGET (toplevel)) &&
          gtk_window_get_transient_for (toplevel) == parent)
        return toplevel;
    }
  return NULL;
}

/* The preferences' drop-down: the language names, the setting, and the
 * preferences window and About dialog, which were open, open again in
 * the new language. */
static void
test_preferences (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autofree char *code = NULL;
  EgWindow *window;
  GtkWindow *preferences;
  AdwAboutWindow *about;
  AdwComboRow *language;
  GListModel *model;
  Snapshot before;
  static const char * const names[] = { NULL, "English", "Nederlands", "Français", "Deutsch" };

  if (!have_catalogs ())
    return;

  match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 7);
  app = start_with_match (match, 2);
  window = eg_test_ui_app_window (app);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  take_snapshot (match, &before);

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  eg_test_ui_iterate ();
  g_assert_nonnull (find_toplevel (ADW_TYPE_ABOUT_WINDOW, GTK_WINDOW (window)));
  preferences = find_toplevel (EG_TYPE_PREFERENCES_WINDOW, GTK_WINDOW (window));
  g_assert_nonnull (preferences);
  g_assert_cmpstr (gtk_window_get_title (preferences), ==, "Preferences");

  language = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (preferences), EG_TYPE_PREFERENCES_WINDOW,
                                                           "language"));
  model = adw_combo_row_get_model (language);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, G_N_ELEMENTS (names));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, g_dpgettext2 (GETTEXT_PACKAGE, "language", "System"));
  for (guint i = 1; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), i), ==, names[i]);
  g_assert_cmpuint (adw_combo_row_get_selected (language), ==, 0);

  /* Deutsch, as a click would choose it: the preferences window is
   * built again over the same game window */
  g_object_add_weak_pointer (G_OBJECT (preferences), (gpointer *) &preferences);
  adw_combo_row_set_selected (language, 4);
  code = g_settings_get_string (settings, "language");
  g_assert_cmpstr (code, ==, "de");
  wait_gone ((gpointer *) &preferences);
  eg_test_ui_iterate ();

  g_assert_true (eg_test_ui_app_window (app) == window);
  assert_snapshot (match, &before);
  g_assert_cmpstr (eg_i18n_get_language (), ==, "de");
  g_assert_cmpstr (tr ("Preferences"), !=, "Preferences");
  preferences = find_toplevel (EG_TYPE_PREFERENCES_WINDOW, GTK_WINDOW (window));
  g_assert_nonnull (preferences);
  g_assert_cmpstr (gtk_window_get_title (preferences), ==, tr ("Preferences"));
  language = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (preferences), EG_TYPE_PREFERENCES_WINDOW,
                                                           "language"));
  g_assert_cmpuint (adw_combo_row_get_selected (language), ==, 4);
  about = ADW_ABOUT_WINDOW (find_toplevel (ADW_TYPE_ABOUT_WINDOW, GTK_WINDOW (window)));
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_comments (about), ==, tr ("Reiner Knizia’s fencing card game"));
  g_assert_cmpstr (tr ("Reiner Knizia’s fencing card game"), !=, "Reiner Knizia’s fencing card game");
  g_assert_cmpuint (n_windows (app), ==, 1);

  /* back to the system's */
  g_object_add_weak_pointer (G_OBJECT (preferences), (gpointer *) &preferences);
  adw_combo_row_set_selected (language, 0);
  wait_gone ((gpointer *) &preferences);
  eg_test_ui_iterate ();
  g_assert_true (eg_test_ui_app_window (app) == window);
  g_assert_cmpstr (eg_i18n_get_language (), ==, "");
  preferences = find_toplevel (EG_TYPE_PREFERENCES_WINDOW, GTK_WINDOW (window));
  g_assert_nonnull (preferences);
  g_assert_cmpstr (gtk_window_get_title (preferences), ==, "Preferences");
  assert_snapshot (match, &before);

  eg_test_ui_close_all (app);
}

/* The computer's move being computed when the language changes is
 * not stopped by it, and played once. */
static void
test_computer_move (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(EgMatch) match = NULL;
  EgWindow *window;
  Snapshot before;
  guint round;

  if (!have_catalogs ())
    return;

  /* a long pause before the computer plays: the switch comes within it */
  g_settings_set_string (settings, "animation-speed", "slow");
  match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 11);
  app = start_with_match (match, 1);
  g_assert_cmpint (eg_match_get_side_to_act (match), ==, EG_SIDE_RIGHT);
  window = eg_test_ui_app_window (app);
  g_assert_true (eg_turn_get_computer_busy (eg_test_ui_turn (window)));
  take_snapshot (match, &before);
  round = eg_match_get_n_rounds (match) - 1;

  /* the search goes on through the switch (it may end during it, on a
   * slow machine): its move comes, once */
  window = switch_language (app, "fr");
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  g_assert_cmpuint (eg_match_get_round_record (match, round)->actions->len, ==, before.n_actions + 1);
  /* and only once */
  g_usleep (G_USEC_PER_SEC / 2);
  eg_test_ui_iterate ();
  if (eg_match_is_round_in_progress (match) && eg_match_get_side_to_act (match) == EG_SIDE_LEFT)
    g_assert_cmpuint (eg_match_get_round_record (match, round)->actions->len, ==, before.n_actions + 1);

  window = switch_language (app, "en");
  eg_test_ui_close_all (app);
  g_settings_set_string (settings, "animation-speed", "off");
}

static gboolean
has_hint (gpointer data)
{
  return eg_turn_get_hint (data) != NULL;
}

/* A hint on the screen stays through a switch, said in the new
 * language, its move still chosen. */
static void
test_hint (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autofree char *english = NULL;
  g_autofree char *german = NULL;
  g_autofree char *text = NULL;
  EgWindow *window;
  EgTurn *turn;
  EgAction hint;

  if (!have_catalogs ())
    return;

  match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 11);
  app = start_with_match (match, 0);
  window = eg_test_ui_app_window (app);
  turn = eg_test_ui_turn (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (eg_test_ui_wait_until (has_hint, turn, EG_TEST_UI_PATIENCE_MS));
  hint = *eg_turn_get_hint (turn);
  english = g_strdup (eg_turn_get_notice (turn));

  window = switch_language (app, "de");
  g_assert_true (eg_test_ui_turn (window) == turn);
  g_assert_nonnull (eg_turn_get_hint (turn));
  g_assert_true (eg_action_equal (eg_turn_get_hint (turn), &hint));
  g_assert_true (eg_action_equal (eg_turn_get_chosen (turn), &hint));
  german = eg_describe_suggestion (&hint);
  g_assert_cmpstr (german, !=, english);
  g_assert_cmpstr (eg_turn_get_notice (turn), ==, german);
  text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (text, german));

  window = switch_language (app, "en");
  eg_test_ui_close_all (app);
}

/* In replay mode the replay and its step stay; the live match too. */
static void
test_replay (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(EgMatch) played = NULL;
  g_autoptr(EgReplay) replay = NULL;
  g_autofree char *perspective = NULL;
  EgReplayView *view;
  EgWindow *window;
  Snapshot before;
  guint step;

  if (!have_catalogs ())
    return;

  match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 3);
  app = start_with_match (match, 2);
  window = eg_test_ui_app_window (app);
  take_snapshot (match, &before);
  g_settings_set_boolean (settings, "hide-hands", FALSE);

  /* a played round to replay */
  played = eg_test_ui_match ("Cleo", TRUE, "Dan", TRUE, 1, 5);
  while (eg_match_is_round_in_progress (played))
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n = eg_match_get_legal_actions (played, legal);

      g_assert_true (eg_match_apply (played, &legal[n / 2], NULL));
    }
  eg_window_open_replay (window, played);
  view = eg_test_ui_replay_view (window);
  eg_replay_view_set_analysis (view, FALSE);
  g_object_get (view, "replay", &replay, NULL);
  step = eg_replay_get_n_steps (replay) / 2;
  g_clear_object (&replay);
  g_assert_cmpuint (step, >, 0);
  eg_replay_view_set_step (view, step);
  eg_replay_view_set_perspective (view, EG_SIDE_RIGHT);
  /* the analysis' page shown */
  eg_replay_view_set_analysis (view, TRUE);
  gtk_toggle_button_set_active (view->analysis_button, TRUE);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (view->board_stack), ==, "analysis");

  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  window = switch_language (app, "nl");
  /* built again, in Dutch, where the other was */
  g_assert_null (view);
  g_assert_true (eg_test_ui_is_replaying (window));
  view = eg_test_ui_replay_view (window);
  g_assert_nonnull (view);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (view->board_stack), ==, "analysis");
  eg_replay_view_set_analysis (view, FALSE);
  g_assert_true (eg_replay_view_get_match (view) == played);
  g_object_get (view, "replay", &replay, "perspective", &perspective, NULL);
  g_assert_cmpuint (eg_replay_get_step (replay), ==, step);
  g_assert_cmpstr (perspective, ==, "right");
  assert_snapshot (match, &before);

  /* back to the game, unchanged, in Dutch */
  eg_window_close_replay (window);
  eg_test_ui_iterate ();
  assert_translated (window, match, "nl");

  window = switch_language (app, "en");
  eg_test_ui_close_all (app);
}

/* Hot-seat privacy: the screen passed to a player stays passed. */
static void
test_hot_seat (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *button = NULL;
  GtkWidget *pass_button;
  EgWindow *window;
  EgSide viewer;

  if (!have_catalogs ())
    return;

  g_settings_set_boolean (settings, "hide-hands", TRUE);
  match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 9);
  app = start_with_match (match, 1);
  window = eg_test_ui_app_window (app);
  eg_test_ui_iterate ();
  g_assert_true (eg_turn_get_passing (eg_test_ui_turn (window)));

  window = switch_language (app, "de");
  g_assert_true (eg_turn_get_passing (eg_test_ui_turn (window)));
  g_assert_cmpint (eg_turn_get_viewer (eg_test_ui_turn (window)), ==, EG_SIDE_NONE);
  /* the pass screen again, in German, its button with the focus */
  eg_describe_pass_screen (match, &title, &detail, &button);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (GTK_WIDGET (eg_test_ui_table_part (window, "action_stack")))), ==, "pass");
  pass_button = GTK_WIDGET (eg_test_ui_table_part (window, "pass_button"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (pass_button)), ==, button);
  g_assert_cmpstr (button, !=, "Show Bob’s Cards");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == pass_button);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.reveal", NULL);
  eg_test_ui_iterate ();
  g_assert_false (eg_turn_get_passing (eg_test_ui_turn (window)));
  viewer = eg_turn_get_viewer (eg_test_ui_turn (window));
  g_assert_cmpint (viewer, ==, eg_match_get_side_to_act (match));

  window = switch_language (app, "fr");
  g_assert_false (eg_turn_get_passing (eg_test_ui_turn (window)));
  g_assert_cmpint (eg_turn_get_viewer (eg_test_ui_turn (window)), ==, viewer);

  window = switch_language (app, "en");
  eg_test_ui_close_all (app);
  g_settings_set_boolean (settings, "hide-hands", FALSE);
}

/* A stand-in for the help viewer, the default handler of help: URIs in
 * the test's own data and config directories: it writes down the
 * LANGUAGE it was started with. */
static char *help_record;

static void
install_fake_help_viewer (void)
{
  help_record = eg_test_ui_install_fake_handler (data_home, "x-scheme-handler/help", "eg-test-fake-help");
}

/* A computer called by its default name is called so in each language;
 * a name typed stays as it is. */
static void
test_computer_name (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(EgMatch) match = NULL;

  if (!have_catalogs ())
    return;
  match = eg_test_ui_match ("Ada", TRUE, "Computer", FALSE, 5, 6);
  app = start_with_match (match, 1);
  switch_language (app, "fr");
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_RIGHT), ==, "Ordinateur");
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_LEFT), ==, "Ada");
  switch_language (app, "");
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_RIGHT), ==, "Computer");
  eg_test_ui_close_all (app);
}

/* Help (F1) opens in the language the game shows. */
static void
test_help (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(GAppInfo) handler = NULL;
  static const char * const codes[] = { "fr", "de" };

  if (!have_catalogs ())
    return;
  handler = g_app_info_get_default_for_uri_scheme ("help");
  if (handler == NULL || !g_str_equal (g_app_info_get_id (handler), "eg-test-fake-help.desktop"))
    {
      g_test_skip ("the stand-in help viewer is not the default handler of help: here");
      return;
    }

  match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 5);
  /* begun: the application offers no saved match instead */
  app = start_with_match (match, 1);

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      g_autofree char *expected = g_strdup_printf ("%s help:en-garde\n", codes[i]);
      g_autofree char *launched = NULL;
      gint64 end;

      switch_language (app, codes[i]);
      g_remove (help_record);
      g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
      end = g_get_monotonic_time () + EG_TEST_UI_PATIENCE_MS * G_TIME_SPAN_MILLISECOND;
      while (!g_file_test (help_record, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < end)
        if (!g_main_context_iteration (NULL, FALSE))
          g_usleep (2000);
      g_assert_true (g_file_get_contents (help_record, &launched, NULL, NULL));
      g_assert_cmpstr (launched, ==, expected);
    }

  switch_language (app, "en");
  eg_test_ui_close_all (app);
}

/* Once the application runs: what its window says, then quit. */
static gboolean
check_and_quit (gpointer data)
{
  EgApplication *app = data;
  EgWindow *window = eg_test_ui_app_window (app);
  g_autofree char *expected = NULL;
  g_autofree char *code = NULL;
  GtkWindow *preferences;
  AdwActionRow *language;
  GtkWidget *hint;

  g_assert_nonnull (window);
  hint = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW, "hint_button"));
  g_assert_cmpstr (tr ("Suggest a move (H)"), !=, "Suggest a move (H)");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (hint), ==, tr ("Suggest a move (H)"));

  /* the preferences say which language shows, and why, until one is
   * chosen there */
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  eg_test_ui_iterate ();
  preferences = find_toplevel (EG_TYPE_PREFERENCES_WINDOW, GTK_WINDOW (window));
  g_assert_nonnull (preferences);
  language = ADW_ACTION_ROW (gtk_widget_get_template_child (GTK_WIDGET (preferences), EG_TYPE_PREFERENCES_WINDOW,
                                                            "language"));
  expected = g_strdup_printf (tr ("%s for this run (--language)"), "Nederlands");
  g_assert_cmpstr (adw_action_row_get_subtitle (language), ==, expected);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (language)), ==, 0);
  code = g_settings_get_string (settings, "language");
  g_assert_cmpstr (code, ==, "");
  adw_combo_row_set_selected (ADW_COMBO_ROW (language), 2);
  g_assert_cmpstr (adw_action_row_get_subtitle (language), ==, "");

  /* g_application_run() shuts the application down as it returns */
  eg_test_ui_close_windows (app);
  g_application_quit (G_APPLICATION (app));
  return G_SOURCE_REMOVE;
}

/* --language LANG: the whole run in LANG, the preference untouched until
 * a language is chosen in the preferences; an unknown code is refused
 * before anything starts. */
static void
test_option (void)
{
  g_autofree char *code = NULL;
  char *good[] = { "en-garde", "--language", "nl", NULL };
  char *bad[] = { "en-garde", "--language=klingon", NULL };
  const char *before;

  if (!have_catalogs ())
    return;
  g_settings_set_string (settings, "language", "");
  eg_test_ui_iterate ();
  before = eg_i18n_get_language ();

  {
    g_autoptr(EgApplication) app = eg_application_new ();

    g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
    g_assert_cmpint (g_application_run (G_APPLICATION (app), G_N_ELEMENTS (bad) - 1, bad), ==, 1);
    g_assert_cmpstr (eg_i18n_get_language (), ==, before);
  }

  {
    g_autoptr(EgApplication) app = eg_application_new ();

    g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
    g_idle_add (check_and_quit, app);
    g_assert_cmpint (g_application_run (G_APPLICATION (app), G_N_ELEMENTS (good) - 1, good), ==, 0);
  }
  g_assert_cmpstr (eg_i18n_get_language (), ==, "nl");
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "nl");
  /* chosen in the preferences */
  code = g_settings_get_string (settings, "language");
  g_assert_cmpstr (code, ==, "nl");
  g_settings_set_string (settings, "language", "");
  eg_i18n_set_language ("");
}

/* The window's outer size, as the window manager sees it. */
static void
get_size (EgWindow *window,
          int      *width,
          int      *height)
{
  *width = gtk_widget_get_width (GTK_WIDGET (window));
  *height = gtk_widget_get_height (GTK_WIDGET (window));
}

/* A switch keeps the window's size (as the person left it, not as the
 * settings had it), and a maximized window stays maximized. */
static void
test_window_state (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(EgMatch) match = NULL;
  EgWindow *window;
  int width, height, new_width, new_height;

  if (!have_catalogs ())
    return;

  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 640);
  match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 7);
  app = start_with_match (match, 0);
  window = eg_test_ui_app_window (app);
  /* the person resizes it */
  gtk_window_set_default_size (GTK_WINDOW (window), 1130, 690);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
  get_size (window, &width, &height);
  /* not the size the settings had */
  g_assert_cmpint (width, >, 1000);
  g_assert_false (gtk_window_is_maximized (GTK_WINDOW (window)));

  window = switch_language (app, "de");
  get_size (window, &new_width, &new_height);
  g_assert_cmpint (new_width, ==, width);
  g_assert_cmpint (new_height, ==, height);
  g_assert_false (gtk_window_is_maximized (GTK_WINDOW (window)));
  eg_test_ui_close_all (app);
  g_clear_object (&app);

  /* maximized: no window manager here maximizes a shown window, so the
   * state asked for before it shows, which GTK reports until then */
  {
    EgWindow *maximized = eg_window_new (NULL, match);

    gtk_window_maximize (GTK_WINDOW (maximized));
    g_assert_true (gtk_window_is_maximized (GTK_WINDOW (maximized)));
    eg_window_retranslate (maximized);
    g_assert_true (gtk_window_is_maximized (GTK_WINDOW (maximized)));
    gtk_window_destroy (GTK_WINDOW (maximized));
    eg_test_ui_iterate ();
  }

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "language");
}

static gboolean
table_still (gpointer window)
{
  return !eg_test_ui_table_busy (window);
}

/* A switch while the table moves: the move is shown where it ends, and
 * the turn goes on (the computer answers); nothing calls on the widgets
 * that went (UI tests run with G_DEBUG=fatal-criticals). The window is
 * switched at once, with no main loop turn between the move and the
 * switch, so that the table surely still moves. */
static void
test_mid_animation (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(EgMatch) match = NULL;
  EgAction legal[EG_MAX_ACTIONS];
  EgWindow *window;
  guint round, n_actions;

  if (!have_catalogs ())
    return;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_settings_set_string (settings, "animation-speed", "slow");
  match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 11);
  app = start_with_match (match, 0);
  window = eg_test_ui_app_window (app);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  g_assert_true (eg_test_ui_wait_until (table_still, window, EG_TEST_UI_PATIENCE_MS));
  g_assert_cmpint (eg_match_get_side_to_act (match), ==, EG_SIDE_LEFT);
  round = eg_match_get_n_rounds (match) - 1;
  n_actions = eg_match_get_round_record (match, round)->actions->len;

  g_assert_cmpuint (eg_match_get_legal_actions (match, legal), >, 0);
  g_assert_true (eg_turn_play (eg_test_ui_turn (window), &legal[0]));
  g_assert_true (eg_test_ui_table_busy (window));
  eg_window_retranslate (window);
  /* the move stands where it ends, and the computer answers it */
  g_assert_false (eg_test_ui_table_busy (window));
  g_assert_cmpuint (eg_match_get_round_record (match, round)->actions->len, ==, n_actions + 1);
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  if (eg_match_is_round_in_progress (match))
    {
      g_assert_cmpuint (eg_match_get_round_record (match, round)->actions->len, ==, n_actions + 2);
      g_assert_cmpint (eg_match_get_side_to_act (match), ==, EG_SIDE_LEFT);
    }

  eg_test_ui_close_all (app);
  g_settings_set_string (settings, "animation-speed", "off");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

/* A lesson under way stays, its panel in the new language. */
static void
test_lesson (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autofree char *heading = NULL;
  EgLessonPanel *panel;
  EgLesson *lesson;
  EgWindow *window;
  EgMatch *match;

  if (!have_catalogs ())
    return;

  app = eg_test_ui_start_app (G_APPLICATION_DEFAULT_FLAGS);
  g_application_activate (G_APPLICATION (app));
  g_action_group_activate_action (G_ACTION_GROUP (app), "learn-rules", NULL);
  eg_test_ui_iterate ();
  match = eg_test_ui_match_of (app);
  g_assert_true (eg_knowledge_is_lesson (match));
  window = eg_test_ui_app_window (app);
  lesson = eg_lesson_panel_get_lesson (EG_LESSON_PANEL (eg_test_ui_table_part (window, "lesson_panel")));
  g_assert_nonnull (lesson);

  window = switch_language (app, "nl");
  g_assert_true (eg_test_ui_match_of (app) == match);
  g_assert_true (eg_test_ui_match_of (window) == match);
  panel = EG_LESSON_PANEL (eg_test_ui_table_part (window, "lesson_panel"));
  g_assert_true (eg_lesson_panel_get_lesson (panel) == lesson);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (panel)));
  heading = eg_lesson_get_heading (lesson);
  g_assert_true (g_str_has_prefix (heading, "Les 1 van "));
  g_assert_cmpstr (eg_test_ui_shown_label (GTK_WIDGET (panel), EG_TYPE_LESSON_PANEL, "heading"), ==, heading);

  switch_language (app, "");
  eg_test_ui_close_all (app);
}

/* Without a match, the welcome page comes back in the new language. */
static void
test_start_page (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(GFile) dir = NULL;
  EgWindow *window;
  GtkStack *stack;
  AdwStatusPage *page;

  if (!have_catalogs ())
    return;

  /* no match to resume */
  dir = eg_autosave_default_dir ();
  eg_test_remove_tree (g_file_peek_path (dir));
  app = eg_test_ui_start_app (G_APPLICATION_DEFAULT_FLAGS);
  g_application_activate (G_APPLICATION (app));
  window = switch_language (app, "nl");
  g_assert_null (eg_test_ui_match_of (app));
  stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW, "stack"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "welcome");
  page = ADW_STATUS_PAGE (gtk_stack_get_visible_child (stack));
  g_assert_cmpstr (tr ("Welcome to En Garde"), !=, "Welcome to En Garde");
  g_assert_cmpstr (adw_status_page_get_title (page), ==, tr ("Welcome to En Garde"));
  /* the table is still built only when a match first shows */
  g_assert_false (eg_window_has_table (window));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) ==
                 GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW,
                                                            "welcome_new_button")));
  switch_language (app, "");
  eg_test_ui_close_all (app);
}

int
main (int    argc,
      char **argv)
{
  int status;

  /* a private data directory for the autosaves, before GLib caches it;
   * the system's language is English for the test */
  data_home = eg_test_ui_private_data_home ();
  g_unsetenv ("LANGUAGE");
  install_fake_help_viewer ();

  eg_test_ui_init (&argc, &argv);
  settings = g_settings_new (APPLICATION_ID);

  g_test_add_func ("/en-garde/ui/language/switch-in-match", test_switch_in_match);
  g_test_add_func ("/en-garde/ui/language/preferences", test_preferences);
  g_test_add_func ("/en-garde/ui/language/computer-move", test_computer_move);
  g_test_add_func ("/en-garde/ui/language/hint", test_hint);
  g_test_add_func ("/en-garde/ui/language/replay", test_replay);
  g_test_add_func ("/en-garde/ui/language/hot-seat", test_hot_seat);
  g_test_add_func ("/en-garde/ui/language/help", test_help);
  g_test_add_func ("/en-garde/ui/language/computer-name", test_computer_name);
  g_test_add_func ("/en-garde/ui/language/option", test_option);
  g_test_add_func ("/en-garde/ui/language/window-state", test_window_state);
  g_test_add_func ("/en-garde/ui/language/start-page", test_start_page);
  g_test_add_func ("/en-garde/ui/language/mid-animation", test_mid_animation);
  g_test_add_func ("/en-garde/ui/language/lesson", test_lesson);

  status = g_test_run ();
  g_clear_object (&settings);
  g_free (help_record);
  eg_test_remove_tree (data_home);
  g_free (data_home);
  return status;
}
