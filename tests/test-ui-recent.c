/* test-ui-recent.c — Recent Matches: resume in place, replay, delete and
 * take the deletion back
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
#include "eg-match-log.h"
#include "eg-recent-matches.h"
#include "eg-rng.h"
#include "eg-test-logs.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

static char *data_home;

/* Whether the window still reads the saved matches: its spinner page. */
static gboolean
recent_loading (EgRecentMatches *recent)
{
  return g_strcmp0 (eg_test_ui_shown_page (GTK_WIDGET (recent), EG_TYPE_RECENT_MATCHES, "stack"), "loading") == 0;
}

/* How many matches the list holds: its rows, those not yet scrolled to
 * included (the list view shows a growing slice of them). */
static guint
recent_n_matches (EgRecentMatches *recent)
{
  GObject *list = gtk_widget_get_template_child (GTK_WIDGET (recent), EG_TYPE_RECENT_MATCHES, "list");
  GtkSelectionModel *selection = gtk_list_view_get_model (GTK_LIST_VIEW (list));
  GListModel *slice = gtk_no_selection_get_model (GTK_NO_SELECTION (selection));

  return g_list_model_get_n_items (gtk_slice_list_model_get_model (GTK_SLICE_LIST_MODEL (slice)));
}

/* An unfinished match of Ada (a person) against the computer, saved in
 * the autosave folder as @name, started at @day of November. */
static GFile *
save_unfinished (const char *name,
                 guint       day,
                 guint       n_steps)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, day);
  g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, day, 9, 30, 0);
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  GFile *file = g_file_get_child (dir, name);
  EgRng rng;

  eg_match_set_started (match, started);
  eg_rng_init (&rng, day);
  for (guint i = 0; i < n_steps && eg_match_is_round_in_progress (match); i++)
    eg_test_random_step (match, &rng, 0);
  g_assert_cmpint (g_mkdir_with_parents (dir_path, 0700), ==, 0);
  g_assert_true (eg_match_log_save (match, file, NULL));
  return file;
}

/* A finished match of Ada against the computer, saved as @name. */
static GFile *
save_finished (const char *name,
               guint       day)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, day);
  g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, day, 9, 30, 0);
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  GFile *file = g_file_get_child (dir, name);
  EgRng rng;

  eg_match_set_started (match, started);
  eg_rng_init (&rng, day);
  while (eg_test_random_step (match, &rng, 0))
    ;
  g_assert_true (eg_match_is_over (match));
  g_assert_true (eg_match_log_save (match, file, NULL));
  return file;
}

/* The button of a row of the list that runs @action on @file. */
static GtkWidget *
find_button (GtkWidget  *widget,
             const char *action,
             GFile      *file)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_visible (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));

      if (target != NULL && g_strcmp0 (g_variant_get_string (target, NULL), g_file_peek_path (file)) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, action, file);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  eg_test_ui_iterate ();
}

/* Longer than a second Delete is refused for (700 ms, eg-recent-matches.c). */
#define DELETE_GUARD_PASSED_MS 900

static gboolean
elapsed (gpointer data)
{
  return g_get_monotonic_time () >= *(gint64 *) data;
}

/* The main loop turns for @ms: the toast's own clock runs meanwhile. */
static void
wait_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  eg_test_ui_wait_until (elapsed, &end, ms + 1000);
}

static EgRecentMatches *
open_recent (EgWindow *window)
{
  EgRecentMatches *recent = eg_recent_matches_new (GTK_WINDOW (window), NULL);
  gint64 end = g_get_monotonic_time () + EG_TEST_UI_PATIENCE_MS * G_TIME_SPAN_MILLISECOND;

  gtk_window_present (GTK_WINDOW (recent));
  while (recent_loading (recent) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (recent_loading (recent));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (recent));
  eg_test_ui_iterate ();
  return recent;
}

static void
assert_nothing_cut (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_error ("“%s” is cut short", gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_nothing_cut (child);
}

/* From a full-HD game window the list opens larger, and its rows'
 * lines are whole. */
static void
test_full_hd (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GFile) newer = save_unfinished ("newer.engarde", 22, 4);
  g_autoptr(GFile) older = save_unfinished ("older.engarde", 21, 4);
  EgRecentMatches *recent;
  EgWindow *window;

  g_application_activate (G_APPLICATION (app));
  eg_test_ui_iterate ();
  window = eg_test_ui_app_window (app);
  /* a size request too: a default size is cut to the screen's */
  gtk_window_set_default_size (GTK_WINDOW (window), 1900, 1000);
  gtk_widget_set_size_request (GTK_WIDGET (window), 1900, 1000);
  for (guint i = 0; i < 3; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      eg_test_ui_iterate ();
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, 1880);
  recent = open_recent (window);
  g_test_message ("recent %d×%d", gtk_widget_get_width (GTK_WIDGET (recent)), gtk_widget_get_height (GTK_WIDGET (recent)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (recent)), >=, 900);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (recent)), >=, 640);
  g_assert_cmpuint (recent_n_matches (recent), ==, 2);
  assert_nothing_cut (GTK_WIDGET (recent));

  gtk_window_destroy (GTK_WINDOW (recent));
  eg_test_ui_close_all (app);
  g_file_delete (newer, NULL, NULL);
  g_file_delete (older, NULL, NULL);
}

static guint
n_actions_in (GFile *file)
{
  g_autoptr(EgMatch) match = eg_match_log_load_file (file, NULL, NULL);
  guint n = 0;

  g_assert_nonnull (match);
  for (guint r = 0; r < eg_match_get_n_rounds (match); r++)
    n += eg_match_get_round_record (match, r)->actions->len;
  return n;
}

/* An unfinished match resumes from the list into its own log, and the
 * next action is written there. */
static void
test_resume_in_place (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GFile) file = save_unfinished ("saved.engarde", 20, 6);
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) app_match = eg_test_ui_match ("Zoë", TRUE, "Yann", FALSE, 5, 1);
  g_autoptr(GFile) live_file = NULL;
  EgRecentMatches *recent;
  EgMatch *match;
  EgAction actions[EG_MAX_ACTIONS];
  guint n, saved_actions = n_actions_in (file);

  eg_application_set_match (app, app_match);
  g_application_activate (G_APPLICATION (app));
  /* the match being played is written from the main loop */
  eg_test_ui_iterate ();
  live_file = g_object_ref (eg_application_get_autosave_file (app));
  recent = open_recent (eg_test_ui_app_window (app));
  /* the match being played has no move yet: it is not kept, nor listed */
  g_assert_false (g_file_query_exists (live_file, NULL));
  g_assert_cmpuint (recent_n_matches (recent), ==, 1);
  click (find_button (GTK_WIDGET (recent), "recent.resume", file));

  match = eg_test_ui_wait_match (app, app_match, EG_TEST_UI_PATIENCE_MS);
  g_assert_nonnull (match);
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_LEFT), ==, "Ada");
  g_assert_true (eg_test_ui_match_of (eg_test_ui_app_window (app)) == match);
  g_assert_true (g_file_equal (eg_application_get_autosave_file (app), file));

  /* play on: the same log grows, no new log appears */
  before = eg_match_index_list (dir, NULL);
  g_assert_true (eg_test_ui_wait_computer (eg_test_ui_app_window (app), EG_TEST_UI_PATIENCE_MS));
  n = eg_match_get_legal_actions (match, actions);
  g_assert_cmpuint (n, >, 0);
  g_assert_true (eg_match_apply (match, &actions[0], &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_actions_in (file), >, saved_actions);
  after = eg_match_index_list (dir, NULL);
  g_assert_cmpuint (after->len, ==, before->len);

  eg_test_ui_close_all (app);
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_file_delete (live_file, NULL, NULL);
}

typedef struct
{
  GtkWidget  *widget;
  const char *text;
} TextWait;

static gboolean
shows_text (gpointer data)
{
  TextWait *wait = data;
  g_autofree char *text = eg_test_ui_collect_text (wait->widget);

  return strstr (text, wait->text) != NULL;
}

/* A match that no longer reads: the reader's message in a toast, and
 * the match being played goes on. Closing the window while a match is
 * read resumes nothing. */
static void
test_resume_broken (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GFile) file = save_unfinished ("broken.engarde", 23, 6);
  g_autoptr(EgMatch) app_match = eg_test_ui_match ("Zoë", TRUE, "Yann", FALSE, 5, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) none = NULL;
  g_autofree char *saved = NULL;
  gsize saved_length;
  EgRecentMatches *recent;
  TextWait wait;

  eg_application_set_match (app, app_match);
  g_application_activate (G_APPLICATION (app));
  eg_test_ui_iterate ();
  recent = open_recent (eg_test_ui_app_window (app));

  /* cut short once listed */
  g_assert_true (g_file_get_contents (g_file_peek_path (file), &saved, &saved_length, NULL));
  g_assert_true (g_file_set_contents (g_file_peek_path (file), "<match", -1, NULL));
  none = eg_match_log_load_file (file, NULL, &error);
  g_assert_null (none);
  g_assert_nonnull (error);

  click (find_button (GTK_WIDGET (recent), "recent.resume", file));
  wait = (TextWait) { GTK_WIDGET (recent), error->message };
  g_assert_true (eg_test_ui_wait_until (shows_text, &wait, EG_TEST_UI_PATIENCE_MS));
  g_assert_true (eg_test_ui_match_of (app) == app_match);
  g_assert_true (eg_test_ui_find_toplevel (EG_TYPE_RECENT_MATCHES) == GTK_WINDOW (recent));

  /* mended, and the window closed while reading: it goes at once, and
   * nothing is resumed */
  gtk_window_destroy (GTK_WINDOW (recent));
  g_assert_true (g_file_set_contents (g_file_peek_path (file), saved, saved_length, NULL));
  recent = open_recent (eg_test_ui_app_window (app));
  g_object_add_weak_pointer (G_OBJECT (recent), (gpointer *) &recent);
  g_signal_emit_by_name (find_button (GTK_WIDGET (recent), "recent.resume", file), "clicked");
  gtk_window_destroy (GTK_WINDOW (recent));
  eg_test_ui_iterate ();
  g_assert_null (recent);
  g_assert_null (eg_test_ui_wait_match (app, app_match, 250));

  g_file_delete (eg_application_get_autosave_file (app), NULL, NULL);
  eg_test_ui_close_all (app);
  g_assert_true (g_file_delete (file, NULL, NULL));
}

/* Delete hides the match at once; Undo in the toast brings it back;
 * without Undo the file goes when the window closes. The match being
 * played offers no Delete. */
static void
test_delete_and_undo (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GFile) newer = save_unfinished ("newer.engarde", 22, 4);
  g_autoptr(GFile) older = save_unfinished ("older.engarde", 21, 4);
  g_autoptr(EgMatch) app_match = eg_test_ui_match ("Zoë", TRUE, "Yann", FALSE, 5, 1);
  g_autofree char *text = NULL;
  EgRecentMatches *recent;

  eg_application_set_match (app, app_match);
  g_application_activate (G_APPLICATION (app));
  eg_test_ui_iterate ();
  recent = open_recent (eg_test_ui_app_window (app));

  /* newest first, with its players, rules and date */
  text = eg_test_ui_collect_text (GTK_WIDGET (recent));
  g_assert_nonnull (strstr (text, "Ada 0–0 Bob (Random)"));
  g_assert_nonnull (strstr (text, "2026-11-22"));
  g_assert_nonnull (strstr (text, "Advanced rules"));
  g_assert_nonnull (strstr (text, "Unfinished"));
  g_assert_true (strstr (text, "2026-11-22") < strstr (text, "2026-11-21"));
  /* the two; the match being played has no move yet: not kept */
  g_assert_cmpuint (recent_n_matches (recent), ==, 2);

  click (find_button (GTK_WIDGET (recent), "recent.delete", older));
  g_assert_cmpuint (recent_n_matches (recent), ==, 1);
  /* moved aside while Undo is offered */
  g_assert_false (g_file_query_exists (older, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (recent), "recent.undo-delete", "s",
                                             g_file_peek_path (older)));
  eg_test_ui_iterate ();
  g_assert_cmpuint (recent_n_matches (recent), ==, 2);
  g_assert_true (g_file_query_exists (older, NULL));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (recent));
  wait_ms (DELETE_GUARD_PASSED_MS);

  /* deleted again, and the window closed */
  click (find_button (GTK_WIDGET (recent), "recent.delete", older));
  g_assert_cmpuint (recent_n_matches (recent), ==, 1);
  gtk_window_destroy (GTK_WINDOW (recent));
  eg_test_ui_iterate ();
  g_assert_false (g_file_query_exists (older, NULL));
  g_assert_true (g_file_query_exists (newer, NULL));

  g_file_delete (eg_application_get_autosave_file (app), NULL, NULL);
  eg_test_ui_close_all (app);
  g_assert_true (g_file_delete (newer, NULL, NULL));
}

/* The toast's button that shows @icon, or (NULL) its Undo. */
static GtkWidget *
toast_button (GtkWidget  *widget,
              const char *icon)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
      (icon != NULL ? g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), icon) == 0 &&
                      gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY) != NULL
                    : g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)),
                                 "recent.undo-delete") == 0))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = toast_button (child, icon);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
undo_shown (gpointer recent)
{
  return toast_button (recent, NULL) != NULL;
}

static guint
n_files_in (GFile *dir)
{
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                                   G_FILE_QUERY_INFO_NONE, NULL, NULL);
  guint n = 0;

  g_assert_nonnull (children);
  while (g_file_enumerator_next_file (children, NULL, NULL) != NULL)
    n++;
  return n;
}

/* Issue 29: Undo clicked in the toast brings the match back whenever it
 * comes while the toast shows (its log moved aside meanwhile, never
 * lost); a second Delete just after one, where the rows have moved up
 * under the pointer, deletes nothing; a toast gone without Undo deletes
 * the log. */
static void
test_undo_any_time (void)
{
  static const guint delays_ms[] = { 100, 500, 1000, 1800, 3000 };
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GFile) first = save_unfinished ("first.engarde", 23, 4);
  g_autoptr(GFile) second = save_unfinished ("second.engarde", 22, 4);
  g_autoptr(GFile) third = save_unfinished ("third.engarde", 21, 4);
  g_autoptr(GFile) dir = g_file_get_parent (first);
  g_autoptr(EgMatch) app_match = eg_test_ui_match ("Zoë", TRUE, "Yann", FALSE, 5, 1);
  guint n_files;
  EgRecentMatches *recent;

  eg_application_set_match (app, app_match);
  g_application_activate (G_APPLICATION (app));
  eg_test_ui_iterate ();
  recent = open_recent (eg_test_ui_app_window (app));
  g_assert_cmpuint (recent_n_matches (recent), ==, 3);
  n_files = n_files_in (dir);

  for (guint i = 0; i < G_N_ELEMENTS (delays_ms); i++)
    {
      click (find_button (GTK_WIDGET (recent), "recent.delete", second));
      g_assert_cmpuint (recent_n_matches (recent), ==, 2);
      g_assert_false (g_file_query_exists (second, NULL));
      g_assert_true (eg_test_ui_wait_until (undo_shown, recent, EG_TEST_UI_PATIENCE_MS));
      wait_ms (delays_ms[i]);
      /* the toast's own button: its action and its dismissal, in the
       * order libadwaita gives them */
      click (toast_button (GTK_WIDGET (recent), NULL));
      wait_ms (100);
      g_assert_cmpuint (recent_n_matches (recent), ==, 3);
      g_assert_true (g_file_query_exists (second, NULL));
      g_assert_cmpuint (n_files_in (dir), ==, n_files);
      wait_ms (DELETE_GUARD_PASSED_MS);
    }

  /* a double click on Delete: the row below has moved under it */
  click (find_button (GTK_WIDGET (recent), "recent.delete", second));
  click (find_button (GTK_WIDGET (recent), "recent.delete", third));
  g_assert_cmpuint (recent_n_matches (recent), ==, 2);
  g_assert_true (g_file_query_exists (third, NULL));

  /* the toast closed (as its time running out does): gone for good */
  g_assert_true (eg_test_ui_wait_until (undo_shown, recent, EG_TEST_UI_PATIENCE_MS));
  click (toast_button (GTK_WIDGET (recent), "window-close-symbolic"));
  wait_ms (100);
  g_assert_false (g_file_query_exists (second, NULL));
  g_assert_cmpuint (n_files_in (dir), ==, n_files - 1);

  gtk_window_destroy (GTK_WINDOW (recent));
  g_file_delete (eg_application_get_autosave_file (app), NULL, NULL);
  eg_test_ui_close_all (app);
  g_assert_true (g_file_delete (first, NULL, NULL));
  g_assert_true (g_file_delete (third, NULL, NULL));
}

/* Where @widget starts across @recent. */
static double
x_in (GtkWidget       *widget,
      EgRecentMatches *recent)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (recent), &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.x;
}

/* The parts of the row of @file: the title, the state tag and the
 * buttons, in their order; the tag and Resume share a column, where the
 * row shows one of them. */
typedef struct
{
  GtkWidget *title, *state, *resume, *replay, *delete;
} Row;

/* What the shared column of @row shows. */
static GtkWidget *
column_of (Row row)
{
  g_assert_true (gtk_widget_get_visible (row.state) != gtk_widget_get_visible (row.resume));
  return gtk_widget_get_visible (row.state) ? row.state : row.resume;
}

static Row
row_of (EgRecentMatches *recent,
        GFile           *file)
{
  GtkWidget *replay = find_button (GTK_WIDGET (recent), "recent.replay", file);
  GtkWidget *box, *text;
  Row row;

  g_assert_nonnull (replay);
  box = gtk_widget_get_parent (replay);
  text = gtk_widget_get_first_child (box);
  row.title = gtk_widget_get_first_child (text);
  row.state = gtk_widget_get_next_sibling (text);
  row.resume = gtk_widget_get_next_sibling (row.state);
  row.replay = gtk_widget_get_next_sibling (row.resume);
  row.delete = gtk_widget_get_next_sibling (row.replay);
  g_assert_true (row.replay == replay);
  g_assert_true (GTK_IS_LABEL (row.title) && GTK_IS_LABEL (row.state));
  return row;
}

static gboolean
offered (GtkWidget *button)
{
  return gtk_widget_get_visible (button) && gtk_widget_is_sensitive (button) &&
         gtk_widget_get_opacity (button) > 0 && gtk_widget_get_can_target (button);
}

/* The match being played (said to be the current match, no Resume: it
 * is on the table; no Delete), an unfinished one (Resume in place of
 * its tag) and a finished one (no Resume): every row has its title,
 * state or Resume and buttons at the same places; a button a row does
 * not offer cannot be reached; the state is a tag, not in the link
 * colour. */
static void
test_rows_aligned (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GFile) unfinished = save_unfinished ("unfinished.engarde", 14, 6);
  g_autoptr(GFile) finished = save_finished ("finished.engarde", 13);
  g_autoptr(EgMatch) app_match = eg_test_ui_match ("Zoë", TRUE, "Yann", TRUE, 5, 1);
  EgAction actions[EG_MAX_ACTIONS];
  GFile *live_file;
  EgRecentMatches *recent;
  Row live, saved, over;
  graphene_rect_t live_column, saved_column, over_column;

  /* a move played: the match being played is kept, and listed */
  g_assert_cmpuint (eg_match_get_legal_actions (app_match, actions), >, 0);
  g_assert_true (eg_match_apply (app_match, &actions[0], NULL));
  eg_application_set_match (app, app_match);
  g_application_activate (G_APPLICATION (app));
  eg_test_ui_iterate ();
  live_file = eg_application_get_autosave_file (app);
  g_assert_true (g_file_query_exists (live_file, NULL));
  recent = open_recent (eg_test_ui_app_window (app));
  g_assert_cmpuint (recent_n_matches (recent), ==, 3);

  live = row_of (recent, live_file);
  saved = row_of (recent, unfinished);
  over = row_of (recent, finished);
  g_assert_cmpfloat (x_in (live.title, recent), ==, x_in (saved.title, recent));
  g_assert_cmpfloat (x_in (over.title, recent), ==, x_in (saved.title, recent));
  /* the shared column's box, its padding included: the tag and Resume
   * have paddings of their own */
  live_column = eg_test_ui_bounds_in (column_of (live), GTK_WIDGET (recent));
  saved_column = eg_test_ui_bounds_in (column_of (saved), GTK_WIDGET (recent));
  over_column = eg_test_ui_bounds_in (column_of (over), GTK_WIDGET (recent));
  g_assert_cmpfloat (live_column.origin.x, ==, saved_column.origin.x);
  g_assert_cmpfloat (over_column.origin.x, ==, saved_column.origin.x);
  g_assert_cmpfloat (live_column.size.width, ==, saved_column.size.width);
  g_assert_cmpfloat (over_column.size.width, ==, saved_column.size.width);
  g_assert_cmpfloat (x_in (live.replay, recent), ==, x_in (saved.replay, recent));
  g_assert_cmpfloat (x_in (over.replay, recent), ==, x_in (saved.replay, recent));
  g_assert_cmpfloat (x_in (live.delete, recent), ==, x_in (saved.delete, recent));

  /* what each row offers */
  g_assert_true (!offered (live.resume) && offered (live.replay) && !offered (live.delete));
  g_assert_true (offered (saved.resume) && offered (saved.replay) && offered (saved.delete));
  g_assert_true (!offered (over.resume) && offered (over.replay) && offered (over.delete));
  g_assert_false (gtk_widget_get_focusable (live.delete));
  g_assert_null (find_button (GTK_WIDGET (recent), "recent.resume", live_file));
  g_assert_nonnull (find_button (GTK_WIDGET (recent), "recent.resume", unfinished));

  /* the state: a tag, never in the link colour; the match on the table
   * is the current one */
  g_assert_true (column_of (live) == live.state);
  g_assert_true (column_of (saved) == saved.resume);
  g_assert_true (column_of (over) == over.state);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (live.state)), ==, "Current match");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (over.state)), ==, "Finished");
  g_assert_true (gtk_widget_has_css_class (over.state, "recent-state"));
  g_assert_true (gtk_widget_has_css_class (live.state, "unfinished"));
  g_assert_false (gtk_widget_has_css_class (over.state, "unfinished"));
  g_assert_false (gtk_widget_has_css_class (over.state, "accent"));
  g_assert_false (gtk_widget_get_focusable (over.state));
  g_assert_true (gtk_widget_has_css_class (saved.resume, "suggested-action"));

  gtk_window_destroy (GTK_WINDOW (recent));
  g_file_delete (live_file, NULL, NULL);
  eg_test_ui_close_all (app);
  g_assert_true (g_file_delete (unfinished, NULL, NULL));
  g_assert_true (g_file_delete (finished, NULL, NULL));
}

static GtkWidget *
find_spinner (GtkWidget *widget)
{
  if (GTK_IS_SPINNER (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_spinner (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* No saved match: the page says so. While the list is read, the spinner
 * does not turn at once (it would draw frame after frame meanwhile). */
static void
test_empty (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 2);
  EgWindow *window = eg_test_ui_window (match);
  EgRecentMatches *recent = eg_recent_matches_new (GTK_WINDOW (window), NULL);
  GtkWidget *spinner = find_spinner (GTK_WIDGET (recent));
  g_autofree char *text = NULL;

  g_assert_nonnull (spinner);
  g_assert_true (recent_loading (recent));
  g_assert_false (gtk_spinner_get_spinning (GTK_SPINNER (spinner)));
  gtk_window_destroy (GTK_WINDOW (recent));
  eg_test_ui_iterate ();

  recent = open_recent (window);
  g_assert_false (gtk_spinner_get_spinning (GTK_SPINNER (find_spinner (GTK_WIDGET (recent)))));
  text = eg_test_ui_collect_text (GTK_WIDGET (recent));

  g_assert_nonnull (strstr (text, "No Saved Matches"));
  g_assert_nonnull (strstr (text, "Every match you play is saved here."));
  eg_test_ui_assert_pages_named (GTK_WIDGET (recent));
  /* Ctrl+W closes it, as Escape does */
  g_object_add_weak_pointer (G_OBJECT (recent), (gpointer *) &recent);
  g_assert_true (eg_test_ui_press_shortcut_on (GTK_WIDGET (recent), GDK_KEY_w, GDK_CONTROL_MASK));
  eg_test_ui_iterate ();
  g_assert_null (recent);
  gtk_window_destroy (GTK_WINDOW (window));
  eg_test_ui_iterate ();
}

/* A match played from a step of another sits right under it, indented,
 * and says so; the matches between them by date stand aside. */
static void
test_fork_under_origin (void)
{
  g_autoptr(GFile) origin = save_unfinished ("origin.engarde", 10, 6);
  g_autoptr(GFile) other = save_unfinished ("other.engarde", 11, 6);
  g_autoptr(GFile) fork = NULL;
  g_autoptr(EgMatch) forked = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 12);
  g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, 12, 9, 30, 0);
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 2);
  EgOrigin from = { .log_name = (char *) "origin.engarde", .round_index = 0, .action_index = 3 };
  EgAction legal[EG_MAX_ACTIONS];
  EgWindow *window;
  EgRecentMatches *recent;
  g_autofree char *text = NULL;
  const char *origin_row, *practice, *other_row;
  GtkWidget *fork_row;

  eg_match_get_legal_actions (forked, legal);
  g_assert_true (eg_match_apply (forked, &legal[0], NULL));
  eg_match_set_origin (forked, &from);
  eg_match_set_started (forked, started);
  fork = g_file_get_child (dir, "fork.engarde");
  g_assert_true (eg_match_log_save (forked, fork, NULL));

  window = eg_test_ui_window (match);
  recent = open_recent (window);
  g_assert_cmpuint (recent_n_matches (recent), ==, 3);
  text = eg_test_ui_collect_text (GTK_WIDGET (recent));
  practice = strstr (text, "Practice from Ada 0–0 Bob (Random), round 1, move 4");
  origin_row = strstr (text, "2026-11-10");
  other_row = strstr (text, "2026-11-11");
  g_assert_nonnull (practice);
  g_assert_nonnull (origin_row);
  g_assert_nonnull (other_row);
  /* the fork, the newest, brings its origin up with it */
  g_assert_true (origin_row < practice);
  g_assert_true (practice < other_row);
  fork_row = find_button (GTK_WIDGET (recent), "recent.replay", fork);
  g_assert_nonnull (fork_row);
  g_assert_cmpint (gtk_widget_get_margin_start (gtk_widget_get_parent (fork_row)), >, 0);
  g_assert_cmpint (gtk_widget_get_margin_start (gtk_widget_get_parent (find_button (GTK_WIDGET (recent), "recent.replay", other))), ==, 0);

  gtk_window_destroy (GTK_WINDOW (recent));
  gtk_window_destroy (GTK_WINDOW (window));
  eg_test_ui_iterate ();
  g_assert_true (g_file_delete (origin, NULL, NULL));
  g_assert_true (g_file_delete (other, NULL, NULL));
  g_assert_true (g_file_delete (fork, NULL, NULL));
}

static gboolean
list_current (gpointer data)
{
  return eg_saved_matches_is_current (eg_application_get_saved_matches (data));
}

/* The application reads the saved matches once its window is drawn:
 * Recent Matches then opens on them at once, without reading the folder.
 * A match the game saves since is listed at the next opening. */
static void
test_opens_on_read_list (void)
{
  g_autoptr(GFile) finished = save_finished ("finished.engarde", 13);
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(EgMatch) app_match = eg_test_ui_match ("Zoë", TRUE, "Yann", TRUE, 5, 1);
  EgAction actions[EG_MAX_ACTIONS];
  EgRecentMatches *recent;
  GFile *live_file;

  g_application_activate (G_APPLICATION (app));
  g_assert_true (eg_test_ui_wait_until (list_current, app, EG_TEST_UI_PATIENCE_MS));
  recent = eg_recent_matches_new (GTK_WINDOW (eg_test_ui_app_window (app)), NULL);
  /* the rows at once: nothing to wait for */
  g_assert_false (recent_loading (recent));
  g_assert_cmpuint (recent_n_matches (recent), ==, 1);
  gtk_window_destroy (GTK_WINDOW (recent));

  /* the game saves its match: the list follows */
  g_assert_cmpuint (eg_match_get_legal_actions (app_match, actions), >, 0);
  g_assert_true (eg_match_apply (app_match, &actions[0], NULL));
  eg_application_set_match (app, app_match);
  eg_test_ui_iterate ();
  live_file = eg_application_get_autosave_file (app);
  g_assert_true (g_file_query_exists (live_file, NULL));
  g_assert_false (list_current (app));
  recent = open_recent (eg_test_ui_app_window (app));
  g_assert_cmpuint (recent_n_matches (recent), ==, 2);
  g_assert_nonnull (find_button (GTK_WIDGET (recent), "recent.replay", live_file));
  g_assert_true (list_current (app));
  gtk_window_destroy (GTK_WINDOW (recent));

  g_file_delete (live_file, NULL, NULL);
  eg_test_ui_close_all (app);
  g_assert_true (g_file_delete (finished, NULL, NULL));
}

static guint
count_rows (GtkWidget *widget)
{
  guint n = gtk_widget_has_css_class (widget, "recent-row") ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_rows (child);
  return n;
}

/* Rows are made for what the window shows, a few at first; a window
 * taller than those gets more without a scroll, never a blank below. */
static void
test_tall_window_filled (void)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 2);
  EgWindow *window = eg_test_ui_window (match);
  EgRecentMatches *recent;

  for (guint i = 0; i < 24; i++)
    {
      g_autofree char *name = g_strdup_printf ("m%02u.engarde", i);

      g_ptr_array_add (files, save_finished (name, 1 + i));
    }
  recent = open_recent (window);
  g_assert_cmpuint (recent_n_matches (recent), ==, 24);
  g_assert_cmpuint (count_rows (GTK_WIDGET (recent)), <, 24);
  gtk_window_destroy (GTK_WINDOW (recent));

  recent = eg_recent_matches_new (GTK_WINDOW (window), NULL);
  gtk_window_set_default_size (GTK_WINDOW (recent), 680, 2000);
  gtk_window_present (GTK_WINDOW (recent));
  while (recent_loading (recent))
    g_main_context_iteration (NULL, TRUE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (recent));
  eg_test_ui_iterate ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (recent));
  g_assert_cmpuint (count_rows (GTK_WIDGET (recent)), ==, 24);

  gtk_window_destroy (GTK_WINDOW (recent));
  gtk_window_destroy (GTK_WINDOW (window));
  eg_test_ui_iterate ();
  for (guint i = 0; i < files->len; i++)
    g_assert_true (g_file_delete (g_ptr_array_index (files, i), NULL, NULL));
}

int
main (int    argc,
      char **argv)
{
  int status;

  data_home = eg_test_ui_private_data_home ();
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/recent/empty", test_empty);
  g_test_add_func ("/en-garde/ui/recent/undo-any-time", test_undo_any_time);
  g_test_add_func ("/en-garde/ui/recent/resume-in-place", test_resume_in_place);
  g_test_add_func ("/en-garde/ui/recent/resume-broken", test_resume_broken);
  g_test_add_func ("/en-garde/ui/recent/delete-and-undo", test_delete_and_undo);
  g_test_add_func ("/en-garde/ui/recent/full-hd", test_full_hd);
  g_test_add_func ("/en-garde/ui/recent/fork-under-origin", test_fork_under_origin);
  g_test_add_func ("/en-garde/ui/recent/rows-aligned", test_rows_aligned);
  g_test_add_func ("/en-garde/ui/recent/opens-on-read-list", test_opens_on_read_list);
  g_test_add_func ("/en-garde/ui/recent/tall-window-filled", test_tall_window_filled);

  status = g_test_run ();
  eg_test_remove_tree (data_home);
  return status;
}
