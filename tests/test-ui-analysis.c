/* test-ui-analysis.c — the analysis page of the replay: the large graph,
 * the list of marked actions, the better move on the board, Try It and
 * Practise These Mistakes
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "eg-action.h"
#include "eg-analysis-view-private.h"
#include "eg-board-private.h"
#include "eg-describe.h"
#include "eg-describe-matches.h"
#include "eg-match-log.h"
#include "eg-play-from-here-dialog.h"
#include "eg-replay-view-private.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"
#include "eg-win-graph.h"

/* An example whose one round, over, has four marked actions by people. */
#define EXAMPLE "retreat-midround.engarde"

static GFile *
example_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", EXAMPLE, NULL);

  return g_file_new_for_path (path);
}

static EgMatch *
load_example (void)
{
  g_autoptr(GFile) file = example_file ();
  g_autoptr(GError) error = NULL;
  EgMatch *match = eg_match_log_load_file (file, NULL, &error);

  g_assert_no_error (error);
  return match;
}

/* A window holding the replay view of the example, rated in full, with
 * its analysis page shown. */
static EgReplayView *
open_analysis (EgMatch    *match,
               GtkWindow **window_out)
{
  GtkWidget *window = gtk_window_new ();
  EgReplayView *view = EG_REPLAY_VIEW (eg_replay_view_new ());

  eg_replay_view_set_match (view, match);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 760);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view->analysis_button)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (view->graph)));
  gtk_toggle_button_set_active (view->analysis_button, TRUE);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (view->board_stack), ==, "analysis");
  /* the side panel's small graph would show the page's graph twice */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view->graph)));
  /* the analysis counts guesses, not time: the test's timeout (scaled for
   * the sanitizer build) is the one limit */
  while (!eg_replay_analysis_is_complete (view->analysis))
    g_main_context_iteration (NULL, TRUE);
  eg_test_ui_iterate ();
  *window_out = GTK_WINDOW (window);
  return view;
}

/* The step of the action a row of the list tells: its Try It's. */
static guint
row_step (EgAnalysisView *analysis,
          guint           index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (eg_test_ui_template_child (analysis, EG_TYPE_ANALYSIS_VIEW, "list"), (int) index);
  GtkWidget *widget;

  g_assert_nonnull (row);
  /* the row's last widget */
  widget = gtk_widget_get_last_child (gtk_list_box_row_get_child (row));
  g_assert_true (GTK_IS_BUTTON (widget));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), ==, "analysis.try-it");
  return g_variant_get_uint32 (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget)));
}

/* The status line as shown. */
static const char *
status_shown (EgReplayView *view)
{
  return eg_test_ui_shown_label (GTK_WIDGET (view), EG_TYPE_REPLAY_VIEW, "status_label");
}

static guint
n_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;
  return n;
}

/* The rating of the action played at @step, made again without the
 * interface. */
static const EgAnalysisEntry *
expected_entry (EgAnalysis *expected,
                EgReplay   *replay,
                guint       step)
{
  const EgReplayStep *state = eg_replay_get_state_at (replay, step);

  if (!state->has_action)
    return NULL;
  return eg_analysis_get_entry (expected, eg_analysis_find (expected, state->round_index,
                                                            state->action_index - 1));
}

/* One row per marked action, in play order, as the analysis rated them. */
static void
test_rows (void)
{
  g_autoptr(EgMatch) match = load_example ();
  g_autoptr(EgAnalysis) expected = eg_analysis_new (match);
  GtkWindow *window;
  EgReplayView *view = open_analysis (match, &window);
  EgAnalysisView *analysis = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "analysis_view");
  EgReplay *replay = eg_test_ui_replay_of (view);
  GtkListBox *list = eg_test_ui_template_child (analysis, EG_TYPE_ANALYSIS_VIEW, "list");
  g_autofree char *text = NULL;
  guint row = 0;

  eg_analysis_start (expected);
  g_assert_true (eg_analysis_is_complete (expected));
  for (guint step = 0; step < eg_replay_get_n_steps (replay); step++)
    {
      const EgAnalysisEntry *entry = expected_entry (expected, replay, step);

      if (entry == NULL || entry->mark == EG_ANALYSIS_MARK_NONE)
        continue;
      g_assert_cmpuint (row, <, n_rows (list));
      g_assert_cmpuint (row_step (analysis, row), ==, step);
      row++;
    }
  g_assert_cmpuint (row, ==, n_rows (list));
  g_assert_cmpuint (row, >=, 3);

  /* each row tells the action, the better move and the reason */
  text = eg_test_ui_collect_text (GTK_WIDGET (list));
  for (guint i = 0; i < row; i++)
    {
      guint step = row_step (analysis, i);
      const EgAnalysisEntry *entry = expected_entry (expected, replay, step);
      g_autofree char *played = NULL;
      g_autofree char *better = NULL;
      g_autofree char *reason = NULL;

      if (entry == NULL)
        g_assert_not_reached ();
      played = eg_describe_action (&entry->action, eg_match_get_name (match, entry->action.side));
      better = eg_describe_best_play (&entry->best, eg_match_get_name (match, entry->action.side), FALSE);
      reason = eg_describe_reasons (&entry->reasons, eg_match_get_name (match, EG_OPPONENT (entry->action.side)));

      g_assert_nonnull (strstr (text, played));
      g_assert_nonnull (strstr (text, better));
      g_assert_nonnull (strstr (text, reason));
    }
  /* every marked point on the large graph */
  for (guint step = 0; step < eg_replay_get_n_steps (replay); step++)
    {
      const EgAnalysisEntry *entry = expected_entry (expected, replay, step);
      double left = entry != NULL ? eg_analysis_entry_left_after (entry) : NAN;
      g_autofree char *said = NULL;
      g_autofree char *chance = NULL;

      /* a deal or a round's end: the position's figure, or none */
      if (entry == NULL)
        continue;
      /* the point of the step shown, as its player's chance */
      eg_replay_set_step (replay, step);
      g_object_get (eg_test_ui_template_child (analysis, EG_TYPE_ANALYSIS_VIEW, "graph"), "point-description", &said, NULL);
      chance = eg_describe_win_chance (eg_match_get_name (match, entry->action.side),
                                       entry->action.side == EG_SIDE_LEFT ? left : 1.0 - left);
      g_assert_nonnull (strstr (said, chance));
    }

  gtk_window_destroy (window);
}

/* A row activated (Return): the replay goes to the position where the
 * action was chosen, the board shows the better move's ghost, and the
 * ghost goes with the next step. */
static void
test_activate_row (void)
{
  g_autoptr(EgMatch) match = load_example ();
  GtkWindow *window;
  EgReplayView *view = open_analysis (match, &window);
  EgAnalysisView *analysis = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "analysis_view");
  EgReplay *replay = eg_test_ui_replay_of (view);
  EgBoard *board = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "board");
  GtkListBox *list = eg_test_ui_template_child (analysis, EG_TYPE_ANALYSIS_VIEW, "list");

  for (guint i = 0; i < n_rows (list); i++)
    {
      guint step = row_step (analysis, i);
      const EgAnalysisEntry *entry = eg_replay_analysis_get_entry (view->analysis, step);
      g_autofree char *words = eg_describe_best_play (&entry->best, eg_match_get_name (match, entry->action.side),
                                                      FALSE);
      g_autofree char *description = NULL;
      g_autofree char *after = NULL;

      gtk_toggle_button_set_active (view->analysis_button, TRUE);
      eg_replay_first (replay);
      description = eg_test_ui_dup_accessible (GTK_WIDGET (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      g_assert_null (strstr (description, words));
      g_clear_pointer (&description, g_free);
      g_assert_true (eg_test_ui_press_key_on (GTK_WIDGET (gtk_list_box_get_row_at_index (list, i)), GDK_KEY_Return) ||
                     gtk_widget_activate (GTK_WIDGET (gtk_list_box_get_row_at_index (list, i))));
      eg_test_ui_iterate ();

      g_assert_cmpuint (eg_replay_get_step (replay), ==, step - 1);
      g_assert_cmpstr (gtk_stack_get_visible_child_name (view->board_stack), ==, "board");
      /* the better move's ghost: a screen reader hears it with the
       * board, at its end (test-ui-board reads where it is drawn) */
      description = eg_test_ui_dup_accessible (GTK_WIDGET (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      g_assert_true (g_str_has_suffix (description, words));
      /* and the status line names it */
      g_assert_nonnull (strstr (status_shown (view), words));

      g_assert_true (eg_replay_next (replay));
      after = eg_test_ui_dup_accessible (GTK_WIDGET (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      g_assert_null (strstr (after, words));
      g_assert_null (strstr (status_shown (view), words));
    }

  gtk_window_destroy (window);
}

static void
capture_match (EgReplayView *view,
               EgMatch      *match,
               EgMatch     **out)
{
  g_set_object (out, match);
}

static void
check_fork (EgMatch               *fork,
            const EgAnalysisEntry *entry)
{
  const EgOrigin *origin = eg_match_get_origin (fork);
  const EgRoundRecord *record;
  g_autofree char *log = NULL;
  g_autofree char *at = NULL;

  g_assert_nonnull (fork);
  g_assert_true (eg_match_is_fork (fork));
  g_assert_cmpuint (origin->round_index, ==, entry->round_index);
  g_assert_cmpuint (origin->action_index, ==, entry->action_index);
  g_assert_cmpstr (origin->log_name, ==, EXAMPLE);
  g_assert_cmpint (eg_knowledge_get_count (fork), !=, EG_KNOWLEDGE_COUNTS_MATCH);

  /* the better move is the fork's last action */
  record = eg_match_get_round_record (fork, eg_match_get_n_rounds (fork) - 1);
  g_assert_cmpuint (eg_match_get_n_rounds (fork), ==, entry->round_index + 1);
  g_assert_cmpuint (record->actions->len, ==, entry->action_index + 1);
  g_assert_true (eg_action_equal (&g_array_index (record->actions, EgAction, record->actions->len - 1),
                                  &entry->best));

  /* and its log says where it came from */
  log = eg_match_log_to_string (fork, NULL);
  at = g_strdup_printf ("forked-at-round=\"%u\" forked-at-action=\"%u\"", entry->round_index + 1,
                        entry->action_index);
  g_assert_nonnull (strstr (log, "forked-from=\"" EXAMPLE "\""));
  g_assert_nonnull (strstr (log, at));

  /* the name Recent Matches gives it (from those two attributes) says
   * the move the analysis named, not the one before */
  {
    g_autofree char *place = eg_analysis_describe_place (entry);
    g_autofree char *named = eg_describe_fork_origin (NULL, entry->round_index + 1, entry->action_index);
    g_autofree char *expected = g_strdup_printf ("Practice from r%s", place + 1);

    g_assert_true (g_str_has_prefix (place, "Round "));
    g_assert_cmpstr (named, ==, expected);
  }
}

/* Try It: the players asked for as Play From Here asks, then the fork
 * from the position before the action, the better move played. */
static void
test_try_it (void)
{
  g_autoptr(EgMatch) match = load_example ();
  g_autoptr(EgMatch) fork = NULL;
  GtkWindow *window;
  EgReplayView *view = open_analysis (match, &window);
  EgAnalysisView *analysis = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "analysis_view");
  GtkListBox *list = eg_test_ui_template_child (analysis, EG_TYPE_ANALYSIS_VIEW, "list");
  GtkWindow *dialog;

  g_signal_connect (view, "play-from-here", G_CALLBACK (capture_match), &fork);
  for (guint i = 0; i < n_rows (list); i++)
    {
      guint step = row_step (analysis, i);
      const EgAnalysisEntry *entry = eg_replay_analysis_get_entry (view->analysis, step);

      g_clear_object (&fork);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (analysis), "analysis.try-it", "u", step));
      eg_test_ui_iterate ();
      dialog = eg_test_ui_find_toplevel (EG_TYPE_PLAY_FROM_HERE_DIALOG);
      g_assert_nonnull (dialog);
      g_assert_null (fork);
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "play");
      gtk_window_destroy (dialog);
      eg_test_ui_iterate ();

      check_fork (fork, entry);
      /* the people stay people */
      g_assert_true (eg_player_is_human (eg_match_get_player (fork, EG_SIDE_LEFT)));
      g_assert_true (eg_player_is_human (eg_match_get_player (fork, EG_SIDE_RIGHT)));
    }

  /* a person against the computer from there: practice, never a match
   * of the statistics */
  {
    g_autoptr(EgPlayer) person = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
    g_autoptr(EgPlayer) computer = eg_player_new ("Bob", EG_PLAYER_COMPUTER, "hard");
    guint step = row_step (analysis, 0);

    g_clear_object (&fork);
    eg_analysis_view_try (analysis, step, person, computer);
    check_fork (fork, eg_replay_analysis_get_entry (view->analysis, step));
    g_assert_cmpint (eg_knowledge_get_count (fork), ==, EG_KNOWLEDGE_COUNTS_PRACTICE);
  }

  /* cancelled, nothing is played */
  g_clear_object (&fork);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (analysis), "analysis.try-it", "u",
                                             row_step (analysis, 0)));
  eg_test_ui_iterate ();
  dialog = eg_test_ui_find_toplevel (EG_TYPE_PLAY_FROM_HERE_DIALOG);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_destroy (dialog);
  eg_test_ui_iterate ();
  g_assert_null (fork);

  gtk_window_destroy (window);
}

/* The pointer moved over @step's point. */
static void
hover (EgWinGraph *graph,
       guint       step)
{
  GtkEventController *motion = eg_test_ui_find_controller (GTK_WIDGET (graph), GTK_TYPE_EVENT_CONTROLLER_MOTION);
  int width = gtk_widget_get_width (GTK_WIDGET (graph));
  double x = 0;

  g_assert_nonnull (motion);
  while (x < width && eg_win_graph_step_at (graph, x) != step)
    x += 0.5;
  g_assert_cmpfloat (x, <, width);
  g_signal_emit_by_name (motion, "motion", x, 10.0);
}

/* The large graph tells the point under the pointer, else the step
 * shown: its step and chance, to a screen reader too. */
static void
test_graph_description (void)
{
  g_autoptr(EgMatch) match = load_example ();
  GtkWindow *window;
  EgReplayView *view = open_analysis (match, &window);
  EgAnalysisView *analysis = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "analysis_view");
  EgWinGraph *graph = eg_test_ui_template_child (analysis, EG_TYPE_ANALYSIS_VIEW, "graph");
  EgReplay *replay = eg_test_ui_replay_of (view);
  guint step = row_step (analysis, 0);
  const EgAnalysisEntry *entry = eg_replay_analysis_get_entry (view->analysis, step);
  g_autofree char *chance = eg_describe_win_chance (eg_match_get_name (match, EG_SIDE_LEFT),
                                                    eg_analysis_entry_left_after (entry));
  g_autofree char *number = g_strdup_printf ("Step %u,", step + 1);
  g_autofree char *description = NULL;
  g_autofree char *shown = NULL;

  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (graph)));
  hover (graph, step);
  description = eg_test_ui_dup_accessible (GTK_WIDGET (graph), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_true (g_str_has_prefix (description, number));
  g_assert_nonnull (strstr (description, chance));
  g_assert_nonnull (strstr (description, eg_analysis_mark_get_label (entry->mark)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (graph)), ==, description);
  /* shown under the graph too */
  shown = eg_test_ui_collect_text (GTK_WIDGET (analysis));
  g_assert_nonnull (strstr (shown, description));

  /* the pointer gone, the keyboard's step: the replay's */
  g_clear_pointer (&description, g_free);
  g_clear_pointer (&number, g_free);
  eg_win_graph_set_detailed (graph, FALSE);
  eg_win_graph_set_detailed (graph, TRUE);
  eg_replay_set_step (replay, 0);
  description = eg_test_ui_dup_accessible (GTK_WIDGET (graph), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_true (g_str_has_prefix (description, "Step 1,"));
  g_clear_pointer (&description, g_free);
  eg_replay_set_step (replay, step);
  description = eg_test_ui_dup_accessible (GTK_WIDGET (graph), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  number = g_strdup_printf ("Step %u,", step + 1);
  g_assert_true (g_str_has_prefix (description, number));
  g_assert_nonnull (strstr (description, chance));

  gtk_window_destroy (window);
}

static void
record_practise (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  char **uri = user_data;

  g_free (*uri);
  *uri = g_variant_dup_string (parameter, NULL);
}

/* Practise These Mistakes: shown once a person's action is marked and
 * the log is known; insensitive without app.practise; with it, it
 * activates app.practise with the log's URI. */
static void
test_practise (void)
{
  g_autoptr(EgMatch) match = load_example ();
  g_autoptr(GFile) file = example_file ();
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *asked = NULL;
  g_autoptr(GtkApplication) app = NULL;
  g_autoptr(GSimpleAction) action = NULL;
  GtkWindow *window;
  EgReplayView *view = open_analysis (match, &window);
  EgAnalysisView *analysis = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "analysis_view");
  GtkWidget *button = eg_test_ui_template_child (analysis, EG_TYPE_ANALYSIS_VIEW, "practise_button");

  /* no log known: nothing to practise from */
  g_assert_false (gtk_widget_get_visible (button));
  eg_replay_view_set_log_file (view, file);
  g_assert_true (gtk_widget_get_visible (button));
  eg_test_ui_iterate ();
  /* no app.practise: GTK makes it insensitive */
  g_assert_false (gtk_widget_is_sensitive (button));

  app = gtk_application_new ("io.github.engarde.EnGarde.TestPractise", G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  action = g_simple_action_new ("practise", G_VARIANT_TYPE_STRING);
  g_signal_connect (action, "activate", G_CALLBACK (record_practise), &asked);
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (action));
  gtk_application_add_window (app, window);
  eg_test_ui_iterate ();
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  eg_test_ui_iterate ();
  g_assert_cmpstr (asked, ==, uri);

  eg_replay_view_set_log_file (view, NULL);
  g_assert_false (gtk_widget_get_visible (button));

  gtk_window_destroy (window);
  eg_test_ui_iterate ();
}

/* The same match played by two computers: no person's mistake to practise. */
static void
test_practise_computers (void)
{
  g_autoptr(EgMatch) original = load_example ();
  g_autoptr(GFile) file = example_file ();
  g_autoptr(GError) error = NULL;
  g_autofree char *log = eg_match_log_to_string (original, NULL);
  g_autoptr(GString) computers = g_string_new (log);
  g_autoptr(EgMatch) match = NULL;
  GtkWindow *window;
  EgReplayView *view;
  EgAnalysisView *analysis;

  g_string_replace (computers, "type=\"human\"", "type=\"computer\" level=\"easy\"", 0);
  match = eg_match_log_load_data (computers->str, computers->len, &error);
  g_assert_no_error (error);
  g_assert_false (eg_player_is_human (eg_match_get_player (match, EG_SIDE_LEFT)));
  view = open_analysis (match, &window);
  analysis = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "analysis_view");
  eg_replay_view_set_log_file (view, file);
  g_assert_cmpuint (n_rows (eg_test_ui_template_child (analysis, EG_TYPE_ANALYSIS_VIEW, "list")), >, 0);
  g_assert_false (gtk_widget_get_visible (eg_test_ui_template_child (analysis, EG_TYPE_ANALYSIS_VIEW, "practise_button")));

  gtk_window_destroy (window);
}

typedef struct
{
  guint  ticks;
  gint64 last;
  gint64 longest;   /* µs between two frames */
} Ticks;

static GtkWidget *
find_progress (GtkWidget *widget)
{
  if (GTK_IS_PROGRESS_BAR (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_progress (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
count_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       data)
{
  Ticks *ticks = data;
  gint64 now = g_get_monotonic_time ();

  if (ticks->ticks++ > 0)
    ticks->longest = MAX (ticks->longest, now - ticks->last);
  ticks->last = now;
  return G_SOURCE_CONTINUE;
}

/* The rating runs in a worker: the window keeps drawing frames while it
 * runs. Its figures (frames, the longest gap, the wall time) go to the
 * test's log; EG_TEST_ANALYSIS_LOG names another log to measure. Must run
 * first: a finished analysis is reused for the rest of the process. */
static void
test_responsive (void)
{
  const char *path = g_getenv ("EG_TEST_ANALYSIS_LOG");
  g_autoptr(GFile) file = path != NULL ? g_file_new_for_path (path) : example_file ();
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = eg_match_log_load_file (file, NULL, &error);
  GtkWidget *window = gtk_window_new ();
  EgReplayView *view = EG_REPLAY_VIEW (eg_replay_view_new ());
  gint64 start, end;
  EgAnalysisView *analysis = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "analysis_view");
  gboolean partial = FALSE;
  Ticks ticks = { 0 };
  guint id;

  g_assert_no_error (error);
  eg_replay_view_set_analysis (view, FALSE);
  eg_replay_view_set_match (view, match);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  id = gtk_widget_add_tick_callback (window, count_tick, &ticks, NULL);
  start = g_get_monotonic_time ();
  eg_replay_view_set_analysis (view, TRUE);
  gtk_toggle_button_set_active (view->analysis_button, TRUE);
  g_assert_false (eg_replay_analysis_is_complete (view->analysis));
  while (!eg_replay_analysis_is_complete (view->analysis))
    {
      double progress;

      g_main_context_iteration (NULL, TRUE);
      progress = eg_replay_analysis_get_progress (view->analysis);
      /* the page shows the ratings as they come, one step at a time */
      if (progress > 0 && progress < 1 && !eg_replay_analysis_is_complete (view->analysis))
        {
          partial = TRUE;
          g_assert_true (gtk_widget_get_visible (GTK_WIDGET (eg_test_ui_template_child (analysis, EG_TYPE_ANALYSIS_VIEW, "list"))));
          g_assert_true (gtk_widget_get_visible (find_progress (GTK_WIDGET (analysis))));
        }
    }
  end = g_get_monotonic_time ();
  gtk_widget_remove_tick_callback (window, id);

  g_assert_true (eg_replay_analysis_is_complete (view->analysis));
  /* when the main loop saw the ratings between their steps, the page
   * showed them (checked above); on a fast machine the worker may finish
   * between two iterations, so seeing a partial state is not required */
  if (!partial)
    g_test_message ("the analysis finished before a partial state was seen");
  g_assert_false (gtk_widget_get_visible (find_progress (GTK_WIDGET (analysis))));
  g_test_message ("analysis of %u rounds: %.2f s wall, %u frames, longest gap %.0f ms",
                  eg_match_get_n_rounds (match), (end - start) / 1e6, ticks.ticks, ticks.longest / 1e3);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/analysis/responsive", test_responsive);
  g_test_add_func ("/en-garde/ui/analysis/rows", test_rows);
  g_test_add_func ("/en-garde/ui/analysis/activate-row", test_activate_row);
  g_test_add_func ("/en-garde/ui/analysis/try-it", test_try_it);
  g_test_add_func ("/en-garde/ui/analysis/graph-description", test_graph_description);
  g_test_add_func ("/en-garde/ui/analysis/practise", test_practise);
  g_test_add_func ("/en-garde/ui/analysis/practise-computers", test_practise_computers);

  return g_test_run ();
}
