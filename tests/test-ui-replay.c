/* test-ui-replay.c — replay mode: the view, its keys, play from here
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "eg-action.h"
#include "eg-ai.h"
#include "eg-analysis-view.h"
#include "eg-board-private.h"
#include "eg-application.h"
#include "eg-describe.h"
#include "eg-hand-view.h"
#include "eg-match-log.h"
#include "eg-move-list.h"
#include "eg-recent-matches.h"
#include "eg-play-from-here-dialog.h"
#include "eg-replay-bar.h"
#include "eg-replay-private.h"
#include "eg-replay-view-private.h"
#include "eg-rng.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"
#include "eg-ui-utils.h"
#include "eg-win-graph.h"

static EgMatch *
load_example (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  EgMatch *match = eg_match_log_load_file (file, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (match);
  return match;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static GPtrArray *
example_names (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "data", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".engarde"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_assert_cmpuint (names->len, >=, 5);
  return names;
}

static EgHandView *
hand_of (EgReplayView *view,
         EgSide        side)
{
  return eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, side == EG_SIDE_LEFT ? "left_hand" : "right_hand");
}

/* (transfer none): the analysis of that replay, its "analysis". */
static EgReplayAnalysis *
analysis_of (EgReplayView *view)
{
  g_autoptr(EgReplayAnalysis) analysis = NULL;

  g_object_get (view, "analysis", &analysis, NULL);
  return analysis;
}

/* The view's "perspective", as the replay.perspective action sets it. */
static EgSide
perspective_of (EgReplayView *view)
{
  g_autofree char *perspective = NULL;

  g_object_get (view, "perspective", &perspective, NULL);
  return g_str_equal (perspective, "left") ? EG_SIDE_LEFT
         : g_str_equal (perspective, "right") ? EG_SIDE_RIGHT : EG_SIDE_NONE;
}

static gboolean
playing_of (EgReplayView *view)
{
  gboolean playing;

  g_object_get (view, "playing", &playing, NULL);
  return playing;
}

/* What @graph says of its point at the replay's step (a screen reader
 * hears it), and whether it has one there. */
static gboolean
graph_rated (EgWinGraph *graph,
             char      **said)
{
  g_autofree char *text = NULL;

  g_object_get (graph, "point-description", &text, NULL);
  g_assert_nonnull (text);
  g_assert_true (eg_test_ui_accessible_is (GTK_WIDGET (graph), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text));
  if (said != NULL)
    *said = g_strdup (text);
  return !g_str_has_suffix (text, ": not rated.");
}

static GtkWidget *find_widget (GtkWidget  *widget,
                               GType       type,
                               const char *name);

/* The row the move list selects: the replay's step. */
static guint
move_selected (EgReplayView *view)
{
  GtkWidget *list = find_widget (eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "move_list"), GTK_TYPE_LIST_VIEW, NULL);

  g_assert_nonnull (list);
  return gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (GTK_LIST_VIEW (list))));
}

static gboolean
selected_row_shown (gpointer data)
{
  GtkWidget *list = data;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_state_flags (row) & GTK_STATE_FLAG_SELECTED)
      return TRUE;
  return FALSE;
}

/* The mark the selected row of the move list shows after its move, in
 * words (its tooltip, as a screen reader has it too): NULL for none. */
static const char *
mark_shown (EgReplayView *view)
{
  GtkWidget *list = find_widget (eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "move_list"), GTK_TYPE_LIST_VIEW, NULL);

  g_assert_true (eg_test_ui_wait_until (selected_row_shown, list, EG_TEST_UI_PATIENCE_MS));
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_state_flags (row) & GTK_STATE_FLAG_SELECTED)
      {
        GtkWidget *mark = gtk_widget_get_last_child (gtk_widget_get_first_child (row));

        g_assert_true (GTK_IS_LABEL (mark));
        return gtk_widget_get_visible (mark) ? gtk_widget_get_tooltip_text (mark) : NULL;
      }
  g_assert_not_reached ();
}

/* Whether the bar's title and buttons share a row, as laid out. */
static gboolean
bar_one_row (GtkWidget *bar)
{
  graphene_rect_t title, buttons;

  g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_first_child (bar), bar, &title));
  g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_last_child (bar), bar, &buttons));
  return buttons.origin.y < title.origin.y + title.size.height;
}

/* A window holding only the view, analysis off: fast and repeatable. */
static EgReplayView *
new_view (EgMatch    *match,
          GtkWindow **window_out)
{
  GtkWidget *window = gtk_window_new ();
  EgReplayView *view = EG_REPLAY_VIEW (eg_replay_view_new ());

  eg_replay_view_set_analysis (view, FALSE);
  eg_replay_view_set_match (view, match);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 760);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  *window_out = GTK_WINDOW (window);
  return view;
}

/* Presses a key as the shortcut controllers of @widget would take it:
 * the shortcuts bound to it are tried in order until one acts. */
static gboolean
press_key_on (GtkWidget *widget,
              guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0 &&
              gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                            gtk_shortcut_get_arguments (shortcut)))
            {
              eg_test_ui_iterate ();
              return TRUE;
            }
        }
    }
  return FALSE;
}

static gboolean
press_key (EgReplayView *view,
           guint         keyval)
{
  return press_key_on (GTK_WIDGET (view), keyval);
}

static void
assert_hand (EgHandView   *hand,
             const guint8 *counts)
{
  guint n = 0;

  g_assert_true (eg_hand_view_is_face_up (hand));
  for (guint value = 1; value <= EG_N_VALUES; value++)
    for (guint i = 0; i < counts[value]; i++)
      g_assert_cmpuint (eg_hand_view_get_value (hand, n++), ==, value);
  g_assert_cmpuint (eg_hand_view_get_n_cards (hand), ==, n);
}

/* The status line as shown: the label's text. */
static const char *
status_shown (EgReplayView *view)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (view), EG_TYPE_REPLAY_VIEW, "status_label");

  g_assert_true (GTK_IS_LABEL (label));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (label)));
  return gtk_label_get_label (GTK_LABEL (label));
}

/* In a round under way the status line says who acts and how, in the
 * very words a player reads: an attack to answer is not a turn. */
static void
assert_next_shown (EgReplayView       *view,
                   const EgReplayStep *state)
{
  const char *name = eg_match_get_name (eg_replay_view_get_match (view), state->round.to_act);
  g_autofree char *expected = g_strdup_printf (state->round.phase == EG_PHASE_DEFEND ? "%s must answer the attack."
                                                                                     : "%s plays next.",
                                               name);

  g_assert_cmpstr (status_shown (view), ==, expected);
}

/* The step's action is marked and said as the live board's last move. */
static void
assert_last_move_marked (EgBoard            *board,
                         const EgReplayStep *state)
{
  g_autofree char *said = eg_test_ui_dup_accessible (GTK_WIDGET (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  const EgAction *action = &state->action;

  g_assert_cmpint (strstr (said, "Last move: ") != NULL, ==, state->has_action);
  if (!state->has_action)
    return;
  if (eg_action_get_shift (action) != 0)
    g_assert_cmpuint (board->last_move.reached[action->side], ==, state->round.pos[action->side]);
  if (eg_action_is_attack (action))
    {
      g_assert_cmpuint (board->last_move.attacked, ==, state->round.pos[EG_OPPONENT (action->side)]);
      g_assert_cmpuint (board->last_move.attack_value, ==, action->value);
      g_assert_cmpuint (board->last_move.attack_count, ==, action->count);
    }
  if (action->type == EG_ACTION_PARRY)
    g_assert_cmpuint (board->last_move.parried, ==, state->round.pos[action->side]);
}

/* The board, both hands, the move list and the scrubber all show the
 * engine's state at the replay's step. */
static void
assert_in_sync (EgReplayView *view)
{
  EgReplay *replay = eg_test_ui_replay_of (view);
  guint step = eg_replay_get_step (replay);
  const EgReplayStep *state = eg_replay_get_state (replay);
  EgBoard *board = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "board");

  g_assert_cmpuint (eg_board_get_position (board, EG_SIDE_LEFT), ==, state->round.pos[EG_SIDE_LEFT]);
  g_assert_cmpuint (eg_board_get_position (board, EG_SIDE_RIGHT), ==, state->round.pos[EG_SIDE_RIGHT]);
  assert_last_move_marked (board, state);
  if (perspective_of (view) == EG_SIDE_NONE)
    {
      assert_hand (hand_of (view, EG_SIDE_LEFT), state->round.hand[EG_SIDE_LEFT]);
      assert_hand (hand_of (view, EG_SIDE_RIGHT), state->round.hand[EG_SIDE_RIGHT]);
    }
  g_assert_cmpuint (move_selected (view), ==, step);
  g_assert_cmpfloat (gtk_range_get_value (GTK_RANGE (eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "scrubber"))), ==, step);
  g_assert_cmpstr (eg_test_ui_shown_label (GTK_WIDGET (view), EG_TYPE_REPLAY_VIEW, "action_label"), !=, "");
  if (eg_round_is_over (&state->round))
    {
      EgMatch *match = eg_replay_view_get_match (view);
      g_autofree char *result = eg_describe_result (&state->round, eg_match_get_name (match, EG_SIDE_LEFT),
                                                    eg_match_get_name (match, EG_SIDE_RIGHT));

      /* at a round's end its reason is on screen */
      g_assert_nonnull (strstr (status_shown (view), result));
    }
  else
    assert_next_shown (view, state);
}

/* Every example log, forward to the end with Right, back with Left. */
static void
test_examples_step_by_step (void)
{
  g_autoptr(GPtrArray) names = example_names ();

  for (guint i = 0; i < names->len; i++)
    {
      g_autoptr(EgMatch) match = load_example (names->pdata[i]);
      GtkWindow *window;
      EgReplayView *view = new_view (match, &window);
      EgReplay *replay = eg_test_ui_replay_of (view);
      guint n = eg_replay_get_n_steps (replay);

      g_test_message ("%s: %u steps", (char *) names->pdata[i], n);
      g_assert_cmpuint (n, >, 1);
      g_assert_cmpuint (eg_replay_get_step (replay), ==, 0);
      assert_in_sync (view);

      for (guint step = 1; step < n; step++)
        {
          g_assert_true (press_key (view, GDK_KEY_Right));
          g_assert_cmpuint (eg_replay_get_step (replay), ==, step);
          assert_in_sync (view);
        }
      /* at the end the key does nothing: its action is disabled */
      g_assert_false (press_key (view, GDK_KEY_Right));
      g_assert_cmpuint (eg_replay_get_step (replay), ==, n - 1);

      for (guint step = n - 1; step > 0; step--)
        {
          g_assert_true (press_key (view, GDK_KEY_Left));
          g_assert_cmpuint (eg_replay_get_step (replay), ==, step - 1);
          assert_in_sync (view);
        }
      g_assert_false (press_key (view, GDK_KEY_Left));

      gtk_window_destroy (window);
    }
}

/* A match of several rounds: Home, End, Page Up/Down, buttons' actions. */
static void
test_keys_by_round (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 3, 42);
  GtkWindow *window;
  EgReplayView *view;
  EgReplay *replay;
  EgRng rng;
  guint n_rounds;

  /* three random rounds */
  eg_rng_init (&rng, 42);
  while (eg_match_get_n_rounds (match) < 3 || eg_match_is_round_in_progress (match))
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n;

      if (!eg_match_is_round_in_progress (match))
        g_assert_true (eg_match_begin_round (match, NULL, NULL));
      n = eg_match_get_legal_actions (match, legal);
      g_assert_true (eg_match_apply (match, &legal[eg_rng_below (&rng, n)], NULL));
      if (eg_match_is_over (match))
        break;
    }
  n_rounds = eg_match_get_n_rounds (match);
  view = new_view (match, &window);
  replay = eg_test_ui_replay_of (view);

  g_assert_true (press_key (view, GDK_KEY_End));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, eg_replay_get_n_steps (replay) - 1);
  assert_in_sync (view);
  g_assert_true (press_key (view, GDK_KEY_Home));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 0);
  assert_in_sync (view);

  for (guint r = 1; r < n_rounds; r++)
    {
      g_assert_true (press_key (view, GDK_KEY_Page_Down));
      g_assert_cmpuint (eg_replay_get_step (replay), ==, eg_replay_step_for (replay, r, 0));
      g_assert_cmpuint (eg_replay_get_state (replay)->round_index, ==, r);
      assert_in_sync (view);
    }
  /* one step into the last round, Page Up goes back to its deal, then the one before */
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_true (press_key (view, GDK_KEY_Page_Up));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, eg_replay_step_for (replay, n_rounds - 1, 0));
  g_assert_true (press_key (view, GDK_KEY_Page_Up));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, eg_replay_step_for (replay, n_rounds - 2, 0));
  assert_in_sync (view);

  /* the buttons name the same actions */
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.last", NULL);
  g_assert_cmpuint (eg_replay_get_step (replay), ==, eg_replay_get_n_steps (replay) - 1);
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.previous", NULL);
  g_assert_cmpuint (eg_replay_get_step (replay), ==, eg_replay_get_n_steps (replay) - 2);
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.first", NULL);
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 0);
  assert_in_sync (view);

  gtk_window_destroy (window);
}

/* As a click on a row of the move list does. */
static void
select_row (EgReplayView *view,
            guint         row)
{
  GtkWidget *list = find_widget (eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "move_list"), GTK_TYPE_LIST_VIEW, NULL);

  g_assert_nonnull (list);
  gtk_selection_model_select_item (gtk_list_view_get_model (GTK_LIST_VIEW (list)), row, TRUE);
}

/* Clicking a row of the move list and dragging the scrubber move the board. */
static void
test_move_list_and_scrubber (void)
{
  g_autoptr(EgMatch) match = load_example ("parry-then-continue.engarde");
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_test_ui_replay_of (view);
  guint n = eg_replay_get_n_steps (replay);

  select_row (view, n - 2);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_replay_get_step (replay), ==, n - 2);
  assert_in_sync (view);

  gtk_range_set_value (GTK_RANGE (eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "scrubber")), 1);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 1);
  assert_in_sync (view);

  select_row (view, 0);
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 0);
  assert_in_sync (view);

  gtk_window_destroy (window);
}

/* "As Ada saw it" hides Bob's cards but keeps their number, and back. */
static void
test_perspective (void)
{
  g_autoptr(EgMatch) match = load_example ("retreat-midround.engarde");
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_test_ui_replay_of (view);
  const EgReplayStep *state;

  eg_replay_set_step (replay, eg_replay_get_n_steps (replay) / 2);
  state = eg_replay_get_state (replay);

  gtk_widget_activate_action (GTK_WIDGET (view), "replay.perspective", "s", "left");
  g_assert_cmpint (perspective_of (view), ==, EG_SIDE_LEFT);
  assert_hand (hand_of (view, EG_SIDE_LEFT), state->round.hand[EG_SIDE_LEFT]);
  g_assert_false (eg_hand_view_is_face_up (hand_of (view, EG_SIDE_RIGHT)));
  g_assert_cmpuint (eg_hand_view_get_n_cards (hand_of (view, EG_SIDE_RIGHT)), ==,
                    state->round.hand_size[EG_SIDE_RIGHT]);
  for (guint i = 0; i < state->round.hand_size[EG_SIDE_RIGHT]; i++)
    g_assert_cmpuint (eg_hand_view_get_value (hand_of (view, EG_SIDE_RIGHT), i), ==, 0);

  gtk_widget_activate_action (GTK_WIDGET (view), "replay.perspective", "s", "right");
  g_assert_false (eg_hand_view_is_face_up (hand_of (view, EG_SIDE_LEFT)));
  assert_hand (hand_of (view, EG_SIDE_RIGHT), state->round.hand[EG_SIDE_RIGHT]);

  /* stepping keeps the perspective */
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_false (eg_hand_view_is_face_up (hand_of (view, EG_SIDE_LEFT)));

  gtk_widget_activate_action (GTK_WIDGET (view), "replay.perspective", "s", "all");
  g_assert_cmpint (perspective_of (view), ==, EG_SIDE_NONE);
  assert_in_sync (view);

  gtk_window_destroy (window);
}

static GtkDropDown *
find_perspective_dropdown (GtkWidget *widget)
{
  GtkWidget *child;

  /* the speed has four choices, the perspective three */
  if (GTK_IS_DROP_DOWN (widget) && gtk_drop_down_get_model (GTK_DROP_DOWN (widget)) != NULL &&
      g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))) == 3)
    return GTK_DROP_DOWN (widget);
  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkDropDown *found = find_perspective_dropdown (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_widget (GtkWidget  *widget,
             GType       type,
             const char *name)
{
  GtkWidget *child;

  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) &&
      (name == NULL || g_strcmp0 (gtk_widget_get_name (widget), name) == 0))
    return widget;
  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
resize_window (GtkWindow *window,
               int        width,
               int        height)
{
  gtk_window_set_default_size (window, width, height);
  gtk_widget_queue_resize (GTK_WIDGET (window));
  eg_test_ui_iterate ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
}

/* The panel over the board slides in and out: wait until it has. */
static void
wait_for_flap (AdwFlap *flap)
{
  gint64 end = g_get_monotonic_time () + EG_TEST_UI_PATIENCE_MS * G_TIME_SPAN_MILLISECOND;
  double target = adw_flap_get_reveal_flap (flap) ? 1 : 0;

  while (adw_flap_get_reveal_progress (flap) != target && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  eg_test_ui_iterate ();
}

/* Steps faster than the board slides: each one cuts the slide under way
 * short, so the board is never more than the step's own slide behind the
 * counter, and what it draws once that slide is cut is the step itself,
 * fencers and distance alike. */
static void
test_quick_steps (void)
{
  static const char *const names[] = { "classic-round.engarde", "retreat-midround.engarde" };
  guint n_slides = 0;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(EgMatch) match = load_example (names[i]);
      GtkWindow *window;
      EgReplayView *view = new_view (match, &window);
      EgReplay *replay = eg_test_ui_replay_of (view);
      EgBoard *board = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "board");
      guint n = MIN (eg_replay_get_n_steps (replay), 21);

      /* slow, so that no slide ends between two presses */
      eg_board_set_speed (board, EG_SPEED_SLOW);
      g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (view)));
      for (guint step = 1; step < n; step++)
        {
          const EgRound *before = &eg_replay_get_state (replay)->round;
          guint8 from[2] = { before->pos[EG_SIDE_LEFT], before->pos[EG_SIDE_RIGHT] };
          const EgRound *round;

          g_assert_true (press_key (view, GDK_KEY_Right));
          round = &eg_replay_get_state (replay)->round;
          g_assert_cmpuint (g_queue_get_length (&board->steps), <=, 1);
          if (eg_board_is_animating (board))
            {
              /* the step's own slide, from the step before */
              n_slides++;
              g_assert_cmpuint (board->settled[EG_SIDE_LEFT], ==, from[EG_SIDE_LEFT]);
              g_assert_cmpuint (board->settled[EG_SIDE_RIGHT], ==, from[EG_SIDE_RIGHT]);
            }
          else
            {
              g_assert_cmpfloat (board->shown[EG_SIDE_LEFT], ==, round->pos[EG_SIDE_LEFT]);
              g_assert_cmpfloat (board->shown[EG_SIDE_RIGHT], ==, round->pos[EG_SIDE_RIGHT]);
              g_assert_cmpuint (eg_board_get_shown_distance (board), ==,
                                round->pos[EG_SIDE_RIGHT] - round->pos[EG_SIDE_LEFT]);
            }
          assert_in_sync (view);
        }
      /* a key now ends the last slide at once: the step as it is */
      eg_board_finish_animations (board);
      g_assert_false (eg_board_is_animating (board));
      g_assert_cmpuint (eg_board_get_shown_distance (board), ==,
                        eg_replay_get_state (replay)->round.pos[EG_SIDE_RIGHT] -
                        eg_replay_get_state (replay)->round.pos[EG_SIDE_LEFT]);
      gtk_window_destroy (window);
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  /* the board did slide: the test saw animations to cut */
  g_assert_cmpuint (n_slides, >, 0);
}

/* The side panel keeps its width from the first step to the last: the
 * board beside it does not reflow. */
static void
assert_panel_keeps_width (EgMatch    *match,
                          const char *name)
{
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_test_ui_replay_of (view);
  AdwFlap *flap = ADW_FLAP (find_widget (GTK_WIDGET (view), ADW_TYPE_FLAP, NULL));
  GtkWidget *side_panel = adw_flap_get_flap (flap);
  EgBoard *board = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "board");
  int panel_width, board_width;

  /* with the analysis' lines, which say other things at the end */
  eg_replay_view_set_analysis (view, TRUE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
  g_assert_false (adw_flap_get_folded (flap));
  panel_width = gtk_widget_get_width (side_panel);
  board_width = gtk_widget_get_width (GTK_WIDGET (board));
  g_assert_cmpint (panel_width, >, 0);
  eg_replay_view_set_step (view, eg_replay_get_n_steps (replay) - 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_test_message ("%s: panel %d then %d px", name, panel_width, gtk_widget_get_width (side_panel));
  g_assert_cmpint (gtk_widget_get_width (side_panel), ==, panel_width);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==, board_width);
  gtk_window_destroy (window);
}

static void
test_panel_width (void)
{
  /* the first widened by 12 px at its end before */
  static const char *const names[] = { "final-attack-hit.engarde", "draw.engarde", "classic-round.engarde" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(EgMatch) match = load_example (names[i]);

      assert_panel_keeps_width (match, names[i]);
    }
}

/* The perspective drop-down and the action stay in step; the view fits
 * 800 pixels, the side panel showing beside the board when there is room
 * for it, over the board from the moves toggle otherwise. */
/* The bar over the replay: the title and the buttons share a row where
 * they fit (short names, a wide window); at 800 pixels wide, with long
 * names, the title takes a row of its own above the buttons; at every
 * size nothing of either is cut. */
static void
test_bar_fits (void)
{
  static const struct { const char *left, *right; int width, height; int one_row; } cases[] = {
    { "Ada", "Bob", 1200, 760, TRUE },
    { "Alexandrine-Marguerite", "Bartholomew-Maximilian", 800, 600, FALSE },
    { "Alexandrine-Marguerite", "Bartholomew-Maximilian", 1200, 760, -1 },
    { "Ada", "Bob", 800, 600, -1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(EgMatch) match = eg_test_ui_match (cases[i].left, TRUE, cases[i].right, TRUE, 5, 3);
      GtkWindow *window;
      EgReplayView *view = new_view (match, &window);
      graphene_rect_t close;

      GtkWidget *bar = find_widget (GTK_WIDGET (view), EG_TYPE_REPLAY_BAR, NULL);

      resize_window (window, cases[i].width, cases[i].height);
      if (cases[i].one_row >= 0)
        g_assert_cmpint (bar_one_row (bar), ==, cases[i].one_row);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (view->title_label)));
      g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_last_child (gtk_widget_get_last_child (bar)),
                                                GTK_WIDGET (view), &close));
      g_assert_cmpfloat (close.origin.x + close.size.width, <=, gtk_widget_get_width (GTK_WIDGET (view)));
      gtk_window_destroy (window);
    }
}

/* The bar's height for a width is that of the form it takes there, asked
 * before any layout: one row at the width of one row, two just below,
 * so that one allocation places it (no second pass after an idle). */
static void
test_bar_height_for_width (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Alexandrine-Marguerite", TRUE, "Bartholomew-Maximilian", TRUE, 5, 3);
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  GtkWidget *bar = find_widget (GTK_WIDGET (view), EG_TYPE_REPLAY_BAR, NULL);
  GtkWidget *title = gtk_widget_get_first_child (bar);
  GtkWidget *buttons = gtk_widget_get_last_child (bar);
  int natural, one_row, two_rows, title_height, buttons_height;

  gtk_widget_measure (bar, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  gtk_widget_measure (bar, GTK_ORIENTATION_VERTICAL, natural, &one_row, NULL, NULL, NULL);
  gtk_widget_measure (bar, GTK_ORIENTATION_VERTICAL, natural - 1, &two_rows, NULL, NULL, NULL);
  gtk_widget_measure (title, GTK_ORIENTATION_VERTICAL, natural - 1, &title_height, NULL, NULL, NULL);
  gtk_widget_measure (buttons, GTK_ORIENTATION_VERTICAL, natural - 1, &buttons_height, NULL, NULL, NULL);
  g_assert_cmpint (one_row, <, title_height + buttons_height);
  g_assert_cmpint (two_rows, >=, title_height + buttons_height);
  gtk_window_destroy (window);
}

static void
test_narrow (void)
{
  g_autoptr(EgMatch) match = load_example ("retreat-midround.engarde");
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_test_ui_replay_of (view);
  GtkDropDown *dropdown = find_perspective_dropdown (GTK_WIDGET (view));
  AdwFlap *flap = ADW_FLAP (find_widget (GTK_WIDGET (view), ADW_TYPE_FLAP, NULL));
  GtkWidget *side_panel = adw_flap_get_flap (flap);
  GtkWidget *moves_button = find_widget (GTK_WIDGET (view), GTK_TYPE_TOGGLE_BUTTON, "moves-button");
  GtkWidget *move_list = find_widget (side_panel, GTK_TYPE_LIST_VIEW, NULL);
  GtkWidget *focus;
  guint step;
  int minimum;

  g_assert_nonnull (dropdown);
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.perspective", "s", "left");
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, 1);
  gtk_drop_down_set_selected (dropdown, 2);
  g_assert_cmpint (perspective_of (view), ==, EG_SIDE_RIGHT);
  gtk_drop_down_set_selected (dropdown, 0);
  g_assert_cmpint (perspective_of (view), ==, EG_SIDE_NONE);

  gtk_widget_measure (GTK_WIDGET (view), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 800);

  /* wide: the side panel shows beside the board, no toggle; the keys
   * that show it over the board do nothing */
  g_assert_nonnull (moves_button);
  g_assert_nonnull (move_list);
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_true (gtk_widget_get_mapped (side_panel));
  g_assert_true (gtk_widget_get_mapped (move_list));
  g_assert_false (gtk_widget_get_visible (moves_button));
  g_assert_false (press_key (view, GDK_KEY_m));

  /* narrow: only the main column, keys still work */
  resize_window (window, 800, 600);
  wait_for_flap (flap);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), <=, 800);
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_false (gtk_widget_get_mapped (side_panel));
  step = eg_replay_get_step (replay);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (view)));
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, step + 1);
  assert_in_sync (view);

  /* the moves toggle shows the side panel over the board, focused */
  g_assert_true (gtk_widget_get_mapped (moves_button));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (moves_button)));
  g_signal_emit_by_name (moves_button, "clicked");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (moves_button)));
  wait_for_flap (flap);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (side_panel));
  g_assert_true (gtk_widget_get_mapped (move_list));
  g_assert_cmpint (gtk_widget_get_width (side_panel), >, 0);
  g_assert_cmpint (gtk_widget_get_width (side_panel), <, gtk_widget_get_width (GTK_WIDGET (view)));
  g_assert_cmpint (gtk_widget_get_height (move_list), >, 0);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus != NULL && (focus == move_list || gtk_widget_is_ancestor (focus, move_list)));
  /* choosing a row there moves the replay; the keys still step it, in sync */
  gtk_selection_model_select_item (gtk_list_view_get_model (GTK_LIST_VIEW (move_list)), 5, TRUE);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 5);
  assert_in_sync (view);
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 6);
  assert_in_sync (view);
  /* Escape closes it, the focus back on the toggle; the replay stays */
  g_assert_true (press_key (view, GDK_KEY_Escape));
  wait_for_flap (flap);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (moves_button)));
  g_assert_false (gtk_widget_get_mapped (side_panel));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == moves_button);
  /* M shows and hides it too */
  g_assert_true (press_key (view, GDK_KEY_m));
  wait_for_flap (flap);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (moves_button)));
  g_assert_true (gtk_widget_get_mapped (side_panel));
  g_assert_true (press_key (view, GDK_KEY_m));
  wait_for_flap (flap);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (moves_button)));
  g_assert_false (gtk_widget_get_mapped (side_panel));

  /* wide again: the panel beside the board, no toggle */
  resize_window (window, 1240, 800);
  wait_for_flap (flap);
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_true (gtk_widget_get_mapped (side_panel));
  g_assert_false (gtk_widget_get_visible (moves_button));
  g_assert_false (press_key (view, GDK_KEY_m));
  assert_in_sync (view);

  gtk_window_destroy (window);
}

/* ---- no peeking ---- */

/* A match whose first round is over and whose second is not, @left and
 * @right persons or the computer. */
static EgMatch *
unfinished_match (gboolean left_human,
                  gboolean right_human)
{
  for (guint64 seed = 1; ; seed++)
    {
      g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", left_human, "Bob", right_human, 5, seed);
      EgRng rng;

      eg_rng_init (&rng, seed);
      while (eg_match_get_n_rounds (match) < 2 || eg_match_get_round_record (match, 1)->actions->len < 6)
        {
          EgAction legal[EG_MAX_ACTIONS];

          if (!eg_match_is_round_in_progress (match))
            {
              if (eg_match_is_over (match) || eg_match_get_n_rounds (match) == 2)
                break;
              g_assert_true (eg_match_begin_round (match, NULL, NULL));
            }
          g_assert_true (eg_match_apply (match, &legal[eg_rng_below (&rng, eg_match_get_legal_actions (match, legal))],
                                         NULL));
        }
      if (eg_match_get_n_rounds (match) == 2 && eg_match_is_round_in_progress (match))
        return g_steal_pointer (&match);
    }
}

/* Until every move of the match shown is rated. The analysis counts
 * guesses, not time, so a slow build (the sanitizer's takes about three
 * times as long) only waits longer: the test's own timeout in
 * tests/meson.build, scaled for that build, is the one limit. */
static void
wait_for_rating (EgReplayView *view)
{
  while (!eg_replay_analysis_is_complete (view->analysis))
    g_main_context_iteration (NULL, TRUE);
  eg_test_ui_iterate ();
}

static gboolean
offers_choice (GtkDropDown *dropdown,
               const char  *choice)
{
  GListModel *model = gtk_drop_down_get_model (dropdown);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_str_equal (gtk_string_object_get_string (item), choice))
        return TRUE;
    }
  return FALSE;
}

/* No label, tooltip or accessible text of the view gives @side's hand
 * away: face down, its size only, no text in any card. */
static void
assert_hand_hidden (EgReplayView       *view,
                    EgSide              side,
                    const EgReplayStep *state,
                    const char         *text)
{
  EgHandView *hand = hand_of (view, side);
  g_autofree char *cards = eg_hand_describe (state->round.hand[side]);
  GtkWidget *child;

  g_assert_false (eg_hand_view_is_face_up (hand));
  g_assert_cmpuint (eg_hand_view_get_n_cards (hand), ==, state->round.hand_size[side]);
  for (child = gtk_widget_get_first_child (GTK_WIDGET (hand)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *card_text = eg_test_ui_collect_text (child);

      g_assert_cmpstr (g_strstrip (card_text), ==, "");
    }
  /* the hand as the interface writes hands ("1, 3, 3"): a single value
   * would be found in any number */
  if (state->round.hand_size[side] >= 2)
    g_assert_null (strstr (text, cards));
}

/* An unfinished match replayed: at each step of the round not over, only
 * the hand of the match's one person shows (none in hot-seat), whatever
 * view was asked for, and no text tells the other; "All Cards" is offered
 * in the round that is over, and shows both hands there. */
static void
check_no_peeking (gboolean left_human,
                  gboolean right_human)
{
  static const char *const perspectives[] = { "all", "left", "right" };
  g_autoptr(EgMatch) match = unfinished_match (left_human, right_human);
  EgSide person = left_human == right_human ? EG_SIDE_NONE : left_human ? EG_SIDE_LEFT : EG_SIDE_RIGHT;
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_test_ui_replay_of (view);
  GtkDropDown *dropdown = find_perspective_dropdown (GTK_WIDGET (view));
  guint secret_steps = 0, open_steps = 0;

  g_assert_nonnull (dropdown);
  /* every move rated first: the analysis must not tell what the hands do not */
  eg_replay_view_set_analysis (view, TRUE);
  wait_for_rating (view);
  for (guint step = 0; step < eg_replay_get_n_steps (replay); step++)
    for (guint p = 0; p < G_N_ELEMENTS (perspectives); p++)
      {
        const EgReplayStep *state;
        g_autofree char *text = NULL;
        gboolean rated;

        eg_replay_view_set_step (view, step);
        gtk_widget_activate_action (GTK_WIDGET (view), "replay.perspective", "s", perspectives[p]);
        eg_test_ui_iterate ();
        /* every card, to look for the hidden ones in what shows */
        state = eg_replay_get_full_state_at (replay, step);
        text = eg_test_ui_collect_text (GTK_WIDGET (view));
        /* the side panel's graph, at the step shown */
        rated = graph_rated (eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "graph"), NULL);

        if (state->round_index == 0)
          {
            open_steps++;
            g_assert_true (offers_choice (dropdown, "All Cards"));
            g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (dropdown)));
            /* each move rated, where its player's hand shows */
            if (state->has_action)
              g_assert_cmpint (rated, ==, p == 0 || state->action.side == (p == 1 ? EG_SIDE_LEFT : EG_SIDE_RIGHT));
            if (p == 0)
              assert_in_sync (view);
            continue;
          }

        secret_steps++;
        g_assert_false (offers_choice (dropdown, "All Cards"));
        g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (dropdown)));
        for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
          {
            g_autofree char *as_seen = g_strdup_printf ("As %s Saw It", eg_match_get_name (match, side));

            if (side == person)
              {
                assert_hand (hand_of (view, side), state->round.hand[side]);
                g_assert_true (offers_choice (dropdown, as_seen));
              }
            else
              {
                assert_hand_hidden (view, side, state, text);
                g_assert_false (offers_choice (dropdown, as_seen));
              }
          }
        if (person == EG_SIDE_NONE)
          g_assert_true (offers_choice (dropdown, "Hidden Cards"));
        /* the analysis of a hidden hand would show it: its chance, its
         * best move, the rating of its moves */
        if (eg_replay_get_analysis_access (replay, step) == EG_KNOWLEDGE_ANALYSIS_IN_PLAY)
          {
            /* the position now in play: no free hint, whoever is to act */
            g_assert_cmpuint (step + 1, ==, eg_replay_get_n_steps (replay));
            g_assert_nonnull (strstr (text, eg_describe_analysis_in_play ()));
            g_assert_null (strstr (text, "Best play"));
          }
        else if (!eg_round_is_over (&state->round) && state->round.to_act != person)
          {
            g_assert_nonnull (strstr (text, "Hidden: it would reveal"));
            g_assert_null (strstr (text, "Best play"));
          }
        if (state->has_action)
          {
            g_assert_cmpint (rated, ==, state->action.side == person);
            if (state->action.side != person)
              g_assert_null (mark_shown (view));
          }
      }
  eg_replay_view_set_analysis (view, FALSE);

  g_assert_cmpuint (secret_steps, >=, 3 * 7);
  g_assert_cmpuint (open_steps, >, 0);

  /* back in the round over, the choice asked for holds again */
  eg_replay_view_set_step (view, 1);
  g_assert_cmpint (perspective_of (view), ==, EG_SIDE_RIGHT);
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, 2);
  gtk_drop_down_set_selected (dropdown, 0);
  g_assert_cmpint (perspective_of (view), ==, EG_SIDE_NONE);
  assert_in_sync (view);

  gtk_window_destroy (window);
}

static void
test_no_peeking_computer (void)
{
  check_no_peeking (TRUE, FALSE);
  check_no_peeking (FALSE, TRUE);
}

static void
test_no_peeking_hot_seat (void)
{
  check_no_peeking (TRUE, TRUE);
}

/* Space plays the match on by itself and pauses it. */
static void
test_autoplay (void)
{
  g_autoptr(EgMatch) match = load_example ("retreat-midround.engarde");
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_test_ui_replay_of (view);
  gint64 end;
  guint reached;

  g_assert_true (press_key (view, GDK_KEY_space));
  g_assert_true (playing_of (view));
  end = g_get_monotonic_time () + EG_TEST_UI_PATIENCE_MS * G_TIME_SPAN_MILLISECOND;
  /* the normal speed: one step a second; wait for two */
  while (eg_replay_get_step (replay) < 2 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (eg_replay_get_step (replay), >=, 2);
  assert_in_sync (view);

  g_assert_true (press_key (view, GDK_KEY_space));
  g_assert_false (playing_of (view));
  reached = eg_replay_get_step (replay);
  end = g_get_monotonic_time () + 1200 * 1000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (eg_replay_get_step (replay), ==, reached);

  gtk_window_destroy (window);
}

/* Play from here: a live match at exactly the state shown, with the
 * players chosen, at every step of an example. */
static void
test_play_from_here (void)
{
  g_autoptr(EgMatch) match = load_example ("final-attack-parried-cards.engarde");
  g_autoptr(EgPlayer) person = eg_player_new ("Zoe", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) computer = eg_player_new ("HAL", EG_PLAYER_COMPUTER, "hard");
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_test_ui_replay_of (view);

  for (guint step = 0; step < eg_replay_get_n_steps (replay); step++)
    {
      g_autoptr(EgMatch) same = NULL;
      g_autoptr(EgMatch) other = NULL;
      const EgReplayStep *state;

      eg_replay_view_set_step (view, step);
      state = eg_replay_get_state (replay);
      same = eg_replay_new_match_from_step (replay, NULL, NULL);
      other = eg_replay_new_match_from_step (replay, person, computer);

      eg_test_assert_same_round (eg_match_get_round_state (same), &state->round);
      eg_test_assert_same_round (eg_match_get_round_state (other), &state->round);
      g_assert_cmpuint (eg_match_get_score (other, EG_SIDE_LEFT), ==, state->score.score[EG_SIDE_LEFT]);
      g_assert_cmpuint (eg_match_get_score (other, EG_SIDE_RIGHT), ==, state->score.score[EG_SIDE_RIGHT]);
      g_assert_cmpstr (eg_match_get_name (same, EG_SIDE_LEFT), ==, eg_match_get_name (match, EG_SIDE_LEFT));
      g_assert_true (eg_player_is_human (eg_match_get_player (other, EG_SIDE_LEFT)));
      g_assert_false (eg_player_is_human (eg_match_get_player (other, EG_SIDE_RIGHT)));
      g_assert_cmpstr (eg_player_get_level (eg_match_get_player (other, EG_SIDE_RIGHT)), ==, "hard");
    }

  gtk_window_destroy (window);
}

static gboolean
replaying_or_refused (gpointer data)
{
  return eg_test_ui_is_replaying (data) || eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

/* Opens @file as the interface does, in a worker, and waits until the
 * replay shows or a dialog says why not. */
static gboolean
open_file (EgWindow *window,
           GFile    *file)
{
  eg_window_open_file (window, file);
  eg_test_ui_wait_until (replaying_or_refused, window, EG_TEST_UI_PATIENCE_MS);
  return eg_test_ui_is_replaying (window);
}

static void
assert_speed (EgBoard *board,
              EgSpeed  speed)
{
  guint shown;

  g_object_get (board, "speed", &shown, NULL);
  g_assert_cmpuint (shown, ==, speed);
}

/* In the game window: a log opens in replay mode over the live match;
 * the dialog of "Play From Here" hands a new match to the live game. */
static void
test_window (void)
{
  g_autoptr(EgMatch) live = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 7);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "retreat-midround.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  EgWindow *window = eg_test_ui_window (live);
  GtkWidget *hint = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW, "hint_button"));
  EgReplayView *view;
  EgReplay *replay;
  GtkWindow *dialog;
  EgMatch *played;
  EgRound expected;

  g_assert_true (gtk_widget_get_visible (hint));
  g_assert_true (open_file (window, file));
  g_assert_true (eg_test_ui_is_replaying (window));
  view = eg_test_ui_replay_view (window);
  eg_replay_view_set_analysis (view, FALSE);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_true (eg_test_ui_match_of (window) == live);
  /* no Hint for a match replayed: it is for the one played */
  g_assert_false (gtk_widget_get_visible (hint));
  /* the focus is inside the view, where its keys are caught */
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (view)));

  /* the live game's keys do not reach it while the replay shows */
  replay = eg_test_ui_replay_of (view);
  g_assert_false (eg_test_ui_press_key (window, GDK_KEY_Left));
  g_assert_false (eg_test_ui_press_key (window, GDK_KEY_1));
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 2);
  assert_in_sync (view);

  /* the window passes the keys on wherever the focus is */
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_Right));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 3);
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_Home));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 0);
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_End));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, eg_replay_get_n_steps (replay) - 1);
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_Page_Up));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 0);
  /* the same map as the view's: the keypad's keys too */
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_KP_End));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, eg_replay_get_n_steps (replay) - 1);
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_KP_Home));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 0);
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_KP_Right));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 1);
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_KP_Left));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 0);
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_Right));
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_Right));
  assert_in_sync (view);

  /* one speed setting, one pace: the live board and the replay's */
  for (guint speed = EG_SPEED_OFF; speed < EG_N_SPEEDS; speed++)
    {
      static const char *const nicks[] = { "off", "slow", "normal", "fast" };
      g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

      g_settings_set_string (settings, "animation-speed", nicks[speed]);
      assert_speed (EG_BOARD (eg_test_ui_table_part (window, "board")), speed);
      assert_speed (eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "board"), speed);
    }

  /* Escape: back to the live match, unchanged */
  g_assert_true (press_key (view, GDK_KEY_Escape));
  g_assert_false (eg_test_ui_is_replaying (window));
  g_assert_true (eg_test_ui_match_of (window) == live);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_true (gtk_widget_get_visible (hint));

  /* again, and play from step 2 with the dialog */
  g_assert_true (open_file (window, file));
  view = eg_test_ui_replay_view (window);
  eg_replay_view_set_analysis (view, FALSE);
  replay = eg_test_ui_replay_of (view);
  eg_replay_view_set_step (view, 2);
  expected = eg_replay_get_state (replay)->round;
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.play-from-here", NULL);
  eg_test_ui_iterate ();
  dialog = eg_test_ui_find_toplevel (EG_TYPE_PLAY_FROM_HERE_DIALOG);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "play");
  eg_test_ui_iterate ();

  g_assert_false (eg_test_ui_is_replaying (window));
  played = eg_test_ui_match_of (window);
  g_assert_true (played != live);
  eg_test_assert_same_round (eg_match_get_round_state (played), &expected);
  g_assert_cmpuint (eg_board_get_position (EG_BOARD (eg_test_ui_table_part (window, "board")), EG_SIDE_LEFT), ==,
                    expected.pos[EG_SIDE_LEFT]);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Play From Here in the game window, the dialog answered as it opens:
 * the person stays a person, the computer stays the computer at its
 * level and plays its turn in the live match. */
static void
test_play_from_here_keeps_computer (void)
{
  g_autoptr(EgMatch) live = eg_test_ui_match ("Zoe", TRUE, "Max", TRUE, 5, 7);
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) hal = eg_player_new ("HAL", EG_PLAYER_COMPUTER, "easy");
  g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, ada, hal);
  EgWindow *window = eg_test_ui_window (live);
  EgAction legal[EG_MAX_ACTIONS];
  EgReplayView *view;
  GtkWindow *dialog;
  EgMatch *played;
  g_autofree char *text = NULL;

  /* Ada has played: HAL is to act at the last step */
  g_assert_true (eg_match_begin_round (match, NULL, NULL));
  g_assert_true (eg_match_apply (match, &legal[eg_match_get_legal_actions (match, legal) - 1], NULL));
  g_assert_cmpint (eg_match_get_side_to_act (match), ==, EG_SIDE_RIGHT);

  eg_window_open_replay (window, match);
  view = eg_test_ui_replay_view (window);
  eg_replay_view_set_analysis (view, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.last", NULL);
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.play-from-here", NULL);
  eg_test_ui_iterate ();
  dialog = eg_test_ui_find_toplevel (EG_TYPE_PLAY_FROM_HERE_DIALOG);
  g_assert_nonnull (dialog);
  /* each side offered as it was */
  text = eg_test_ui_collect_text (GTK_WIDGET (dialog));
  g_assert_nonnull (strstr (text, "Ada (white fencer)"));
  g_assert_nonnull (strstr (text, "HAL (black fencer)"));
  g_assert_nonnull (strstr (text, "Human"));
  g_assert_nonnull (strstr (text, "Computer (Easy)"));
  /* the round is not over: what Ada could not see is dealt afresh */
  g_assert_nonnull (strstr (text, "the hidden hand and the draw pile, are dealt afresh"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "play");
  eg_test_ui_iterate ();

  played = eg_test_ui_match_of (window);
  g_assert_true (played != live);
  g_assert_true (eg_match_get_origin (played)->dealt_afresh);
  g_assert_cmpmem (eg_match_get_round_state (played)->hand[EG_SIDE_LEFT], EG_N_VALUES + 1,
                   eg_match_get_round_state (match)->hand[EG_SIDE_LEFT], EG_N_VALUES + 1);
  g_clear_pointer (&text, g_free);
  text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_assert_nonnull (strstr (text, "Hidden cards dealt afresh"));
  g_assert_true (eg_player_is_human (eg_match_get_player (played, EG_SIDE_LEFT)));
  g_assert_false (eg_player_is_human (eg_match_get_player (played, EG_SIDE_RIGHT)));
  g_assert_cmpstr (eg_player_get_level (eg_match_get_player (played, EG_SIDE_RIGHT)), ==, "easy");
  /* HAL plays on by itself: a person would leave the match where it was */
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  g_assert_cmpuint (eg_match_get_round_record (played, 0)->actions->len, >, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The dialog opened on a step where the match was decided: it says why
 * nothing can be played, and offers no Play. */
static void
test_play_from_here_refused (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 1, 5);
  EgPlayFromHereDialog *dialog;
  EgReplayView *view;
  GtkWindow *window;

  /* a match to one point, played to its end */
  while (!eg_match_is_over (match))
    {
      EgAction legal[EG_MAX_ACTIONS];

      g_assert_true (eg_match_apply (match, &legal[eg_match_get_legal_actions (match, legal) - 1], NULL));
    }
  view = new_view (match, &window);
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.last", NULL);
  g_assert_cmpint (eg_replay_get_fork (eg_test_ui_replay_of (view)), ==, EG_KNOWLEDGE_FORK_DECIDED);
  dialog = eg_play_from_here_dialog_new (window, match);
  eg_play_from_here_dialog_set_fork (dialog, EG_KNOWLEDGE_FORK_DECIDED);
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "The match was decided here: nothing is left to play.");
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "play"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (window);
}

/* An invalid log: a dialog naming the line, and nothing else changes. */
static void
test_invalid_log (void)
{
  g_autoptr(EgMatch) live = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 7);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "invalid",
                                                 "move-onto-or-past-opponent.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  EgWindow *window = eg_test_ui_window (live);
  GtkWindow *dialog;
  g_autofree char *text = NULL;

  g_assert_false (open_file (window, file));
  eg_test_ui_iterate ();
  g_assert_false (eg_test_ui_is_replaying (window));
  g_assert_true (eg_test_ui_match_of (window) == live);

  dialog = eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  text = eg_test_ui_collect_text (GTK_WIDGET (dialog));
  g_assert_nonnull (strstr (text, "move-onto-or-past-opponent.engarde"));
  g_assert_nonnull (strstr (text, "line "));
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Logs are read in a worker: of two asked for in a row the last one
 * opens, and a window closed while a log is read is left alone. */
static void
test_open_in_worker (void)
{
  g_autoptr(EgMatch) live = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 7);
  g_autofree char *bad_path = g_test_build_filename (G_TEST_DIST, "data", "invalid",
                                                     "move-onto-or-past-opponent.engarde", NULL);
  g_autofree char *good_path = g_test_build_filename (G_TEST_DIST, "data", "retreat-midround.engarde", NULL);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(GFile) good = g_file_new_for_path (good_path);
  EgWindow *window = eg_test_ui_window (live);
  gint64 end;

  /* the window answers at once; the file opens when read */
  eg_window_open_file (window, good);
  g_assert_false (eg_test_ui_is_replaying (window));

  /* the invalid one asked for first is forgotten: no dialog */
  eg_window_close_replay (window);
  eg_window_open_file (window, bad);
  g_assert_true (open_file (window, good));
  end = g_get_monotonic_time () + G_USEC_PER_SEC / 4;
  while (g_get_monotonic_time () < end)
    eg_test_ui_iterate ();
  g_assert_null (eg_test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (eg_test_ui_match_of (window) == live);

  /* closed while reading: the window goes at once, the read is
   * cancelled, and nothing opens or shows later */
  eg_window_close_replay (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  eg_window_open_file (window, good);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_null (window);
  end = g_get_monotonic_time () + G_USEC_PER_SEC / 4;
  while (g_get_monotonic_time () < end)
    {
      eg_test_ui_iterate ();
      g_usleep (1000);
    }
  g_assert_null (eg_test_ui_find_toplevel (GTK_TYPE_WINDOW));
}

/* The hard computer's analysis arrives in the background, for the side
 * to act, and is hidden from the other side's point of view. */
static void
test_analysis (void)
{
  g_autoptr(EgMatch) match = load_example ("parry-then-continue.engarde");
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_test_ui_replay_of (view);
  const EgReplayStep *state;
  EgAction best, legal[EG_MAX_ACTIONS];
  double chance = -1;
  gboolean found = FALSE;
  gint64 end;
  guint n;

  eg_replay_view_set_step (view, 1);
  state = eg_replay_get_state (replay);
  eg_replay_view_set_analysis (view, TRUE);
  g_assert_false (eg_replay_analysis_lookup (analysis_of (view), 1, NULL, NULL));

  end = g_get_monotonic_time () + EG_TEST_UI_PATIENCE_MS * G_TIME_SPAN_MILLISECOND;
  while (!eg_replay_analysis_lookup (analysis_of (view), 1, &best, &chance) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (eg_replay_analysis_lookup (analysis_of (view), 1, &best, &chance));
  g_assert_cmpfloat (chance, >=, 0.0);
  g_assert_cmpfloat (chance, <=, 1.0);
  g_assert_cmpuint (best.side, ==, state->round.to_act);
  n = eg_round_legal_actions (&state->round, legal);
  for (guint i = 0; i < n; i++)
    found |= eg_action_equal (&legal[i], &best);
  g_assert_true (found);

  eg_replay_view_set_analysis (view, FALSE);
  gtk_window_destroy (window);
}

/* The whole match rated in the background: a progress bar meanwhile, then
 * one point of the graph per move and the marks in the move list, as the
 * analysis gave them; a click on the graph goes to the move under it. */
static void
test_analysis_graph (void)
{
  g_autoptr(EgMatch) match = unfinished_match (TRUE, TRUE);
  g_autoptr(EgAnalysis) expected = NULL;
  GtkWindow *window;
  EgReplayView *view;
  EgReplay *replay;
  EgWinGraph *graph;
  GtkWidget *progress;
  g_autoptr(GListModel) controllers = NULL;
  guint n_actions = 0, n_deals = 0, n, target;
  double x;

  /* finished, so that every round shows: the last round played out */
  while (!eg_match_is_over (match))
    {
      EgAction legal[EG_MAX_ACTIONS];

      if (!eg_match_is_round_in_progress (match))
        g_assert_true (eg_match_begin_round (match, NULL, NULL));
      g_assert_true (eg_match_apply (match, &legal[eg_match_get_legal_actions (match, legal) - 1], NULL));
    }
  view = new_view (match, &window);
  replay = eg_test_ui_replay_of (view);
  graph = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "graph");
  progress = find_widget (GTK_WIDGET (view), GTK_TYPE_PROGRESS_BAR, NULL);
  n = eg_replay_get_n_steps (replay);

  eg_replay_view_set_analysis (view, TRUE);
  g_assert_nonnull (progress);
  g_assert_true (gtk_widget_get_visible (progress));
  wait_for_rating (view);
  g_assert_false (gtk_widget_get_visible (progress));

  /* the same ratings, made again without the interface */
  expected = eg_analysis_new (match);
  eg_analysis_start (expected);
  g_assert_true (eg_analysis_is_complete (expected));
  for (guint step = 0; step < n; step++)
    {
      const EgReplayStep *state = eg_replay_get_state_at (replay, step);
      const EgAnalysisEntry *entry;
      g_autofree char *said = NULL;
      g_autofree char *chance = NULL;
      double left;

      /* the graph tells the point of the step shown */
      eg_replay_view_set_step (view, step);
      eg_test_ui_iterate ();
      g_assert_true (graph_rated (graph, &said));
      if (!state->has_action)
        {
          /* a deal: the chance of the side to act with its best move */
          entry = eg_analysis_get_entry (expected, eg_analysis_find (expected, state->round_index, 0));
          chance = eg_describe_win_chance (eg_match_get_name (match, entry->action.side), entry->win_before);
          g_assert_nonnull (strstr (said, chance));
          n_deals++;
          continue;
        }
      entry = eg_analysis_get_entry (expected, eg_analysis_find (expected, state->round_index,
                                                                 state->action_index - 1));
      n_actions++;
      left = eg_analysis_entry_left_after (entry);
      chance = eg_describe_win_chance (eg_match_get_name (match, state->action.side),
                                       state->action.side == EG_SIDE_LEFT ? left : 1 - left);
      g_assert_nonnull (strstr (said, chance));
      g_assert_cmpstr (mark_shown (view), ==, eg_analysis_mark_get_label (entry->mark));
    }
  /* one point per step */
  g_assert_cmpuint (n_actions + n_deals, ==, n);

  /* a click three quarters of the way along */
  x = gtk_widget_get_width (GTK_WIDGET (graph)) * 0.75;
  target = eg_win_graph_step_at (graph, x);
  /* (the graph keeps a few pixels free at its ends) */
  g_assert_cmpint (abs ((int) target - (int) ((n - 1) * 0.75)), <=, (int) MAX (1, n / 30));
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (graph));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        g_signal_emit_by_name (controller, "pressed", 1, x, 10.0);
    }
  g_assert_cmpuint (eg_replay_get_step (replay), ==, target);
  assert_in_sync (view);

  eg_replay_view_set_analysis (view, FALSE);
  gtk_window_destroy (window);
}

/* One figure per step: on every step of every example log, the replay's
 * graph, its tooltip, the side panel and the analysis page's graph show
 * the same chance for the same side, the model's figure of the step. */
static void
test_one_figure (void)
{
  g_autoptr(GPtrArray) names = example_names ();
  guint n_compared = 0, n_panel = 0;

  for (guint i = 0; i < names->len; i++)
    {
      g_autoptr(EgMatch) match = load_example (g_ptr_array_index (names, i));
      GtkWindow *window;
      EgReplayView *view = new_view (match, &window);
      EgReplay *replay = eg_test_ui_replay_of (view);
      EgWinGraph *graph = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "graph");
      GtkWidget *page = eg_test_ui_template_child (view, EG_TYPE_REPLAY_VIEW, "analysis_view");
      EgWinGraph *page_graph = eg_test_ui_template_child (page, EG_TYPE_ANALYSIS_VIEW, "graph");

      eg_replay_view_set_analysis (view, TRUE);
      wait_for_rating (view);
      for (guint step = 0; step < eg_replay_get_n_steps (replay); step++)
        {
          const EgReplayStep *state;
          g_autofree char *said = NULL;
          g_autofree char *page_said = NULL;
          gboolean rated;
          double chance;
          EgSide side;

          eg_replay_view_set_step (view, step);
          eg_test_ui_iterate ();
          state = eg_replay_get_state (replay);
          rated = graph_rated (graph, &said);
          /* the analysis page's graph, point for point: the same words */
          g_assert_cmpint (graph_rated (page_graph, &page_said), ==, rated);
          g_assert_cmpstr (page_said, ==, said);
          if (!eg_replay_analysis_get_figure (analysis_of (view), step, &side, &chance))
            {
              g_assert_false (rated);
              continue;
            }
          {
            g_autofree char *text = eg_describe_win_chance (eg_match_get_name (match, side), chance);

            n_compared++;
            g_assert_true (rated);
            g_assert_nonnull (strstr (said, text));
            g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (page_graph)), ==, said);
            /* the panel tells the position while the round goes on */
            if (!eg_round_is_over (&state->round))
              {
                n_panel++;
                g_assert_cmpstr (gtk_label_get_label (view->chance_label), ==, text);
              }
          }
        }
      eg_replay_view_set_analysis (view, FALSE);
      gtk_window_destroy (window);
    }
  g_assert_cmpuint (n_compared, >, 50);
  g_assert_cmpuint (n_panel, >, 30);
}

static void
file_chosen (EgRecentMatches *dialog,
             GFile           *file,
             GFile          **out)
{
  g_set_object (out, file);
}

/* The recent matches: newest first, finished or not; a click opens one. */
static void
test_recent_matches (void)
{
  g_autofree char *dir_path = g_dir_make_tmp ("en-garde-recent-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (dir_path);
  g_autoptr(GFile) older_file = g_file_get_child (dir, "older.engarde");
  g_autoptr(GFile) newer_file = g_file_get_child (dir, "newer.engarde");
  g_autoptr(EgMatch) finished = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 1, 5);
  g_autoptr(EgMatch) unfinished = eg_test_ui_match ("Zoe", TRUE, "Max", TRUE, 5, 3);
  g_autoptr(GDateTime) older = g_date_time_new_utc (2026, 1, 2, 10, 0, 0);
  g_autoptr(GDateTime) newer = g_date_time_new_utc (2026, 3, 4, 10, 0, 0);
  g_autoptr(GFile) chosen = NULL;
  g_autoptr(GError) error = NULL;
  EgRecentMatches *dialog;
  g_autofree char *text = NULL;
  const char *zoe, *other;
  GObject *list;
  GListModel *slice;
  gint64 end;

  /* a match to one point, played to its end */
  while (!eg_match_is_over (finished))
    {
      EgAction legal[EG_MAX_ACTIONS];

      if (!eg_match_is_round_in_progress (finished))
        g_assert_true (eg_match_begin_round (finished, NULL, NULL));
      g_assert_true (eg_match_apply (finished, &legal[eg_match_get_legal_actions (finished, legal) - 1], NULL));
    }
  /* a match with no move is not listed: this one has one */
  {
    EgAction legal[EG_MAX_ACTIONS];

    eg_match_get_legal_actions (unfinished, legal);
    g_assert_true (eg_match_apply (unfinished, &legal[0], NULL));
  }
  eg_match_set_started (finished, older);
  eg_match_set_started (unfinished, newer);
  g_assert_true (eg_match_log_save (finished, older_file, &error));
  g_assert_true (eg_match_log_save (unfinished, newer_file, &error));
  g_assert_no_error (error);

  dialog = eg_recent_matches_new (NULL, dir);
  g_signal_connect (dialog, "file-chosen", G_CALLBACK (file_chosen), &chosen);
  gtk_window_present (GTK_WINDOW (dialog));
  end = g_get_monotonic_time () + EG_TEST_UI_PATIENCE_MS * G_TIME_SPAN_MILLISECOND;
  while (g_str_equal (eg_test_ui_shown_page (GTK_WIDGET (dialog), EG_TYPE_RECENT_MATCHES, "stack"), "loading") &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (g_str_equal (eg_test_ui_shown_page (GTK_WIDGET (dialog), EG_TYPE_RECENT_MATCHES, "stack"), "loading"));

  list = gtk_widget_get_template_child (GTK_WIDGET (dialog), EG_TYPE_RECENT_MATCHES, "list");
  slice = gtk_no_selection_get_model (GTK_NO_SELECTION (gtk_list_view_get_model (GTK_LIST_VIEW (list))));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_slice_list_model_get_model (GTK_SLICE_LIST_MODEL (slice))), ==, 2);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  /* newest first, each with its state */
  text = eg_test_ui_collect_text (GTK_WIDGET (dialog));
  zoe = strstr (text, "Zoe");
  g_assert_nonnull (zoe);
  g_assert_nonnull (strstr (zoe, "Unfinished"));
  other = strstr (zoe, eg_match_get_name (finished, EG_SIDE_LEFT));
  g_assert_nonnull (other);
  g_assert_nonnull (strstr (other, "Finished"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "recent.replay", "s",
                                             g_file_peek_path (older_file)));
  eg_test_ui_iterate ();
  g_assert_nonnull (chosen);
  g_assert_true (g_file_equal (chosen, older_file));

  g_file_delete (older_file, NULL, NULL);
  g_file_delete (newer_file, NULL, NULL);
  g_file_delete (dir, NULL, NULL);
}

/* `en-garde FILE.engarde`: the application opens the log in replay mode
 * over a live match of its own. */
static void
test_app_open (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "draw.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(EgMatch) expected = load_example ("draw.engarde");
  EgReplayView *view;
  EgWindow *window;

  g_application_open (G_APPLICATION (app), &file, 1, "");
  window = eg_test_ui_app_window (app);
  g_assert_nonnull (window);
  /* the log is read in a worker */
  for (gint64 end = g_get_monotonic_time () + EG_TEST_UI_PATIENCE_MS * G_TIME_SPAN_MILLISECOND;
       !eg_test_ui_is_replaying (window) && g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (eg_test_ui_is_replaying (window));
  view = eg_test_ui_replay_view (window);
  eg_replay_view_set_analysis (view, FALSE);
  g_assert_cmpuint (eg_replay_get_n_steps (eg_test_ui_replay_of (view)), ==,
                    1 + eg_match_get_round_record (expected, 0)->actions->len);
  g_assert_cmpstr (eg_match_get_name (eg_replay_view_get_match (view), EG_SIDE_LEFT), ==,
                   eg_match_get_name (expected, EG_SIDE_LEFT));
  /* the live match is the application's, not the log */
  g_assert_true (eg_test_ui_match_of (window) == eg_test_ui_match_of (app));
  g_assert_true (eg_test_ui_match_of (window) != eg_replay_view_get_match (view));

  eg_test_ui_close_all (app);
}

int
main (int    argc,
      char **argv)
{
  /* the application saves its live match: into a private directory */
  g_autofree char *data_home = eg_test_ui_private_data_home ();
  int status;

  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/replay/examples-step-by-step", test_examples_step_by_step);
  g_test_add_func ("/en-garde/ui/replay/quick-steps", test_quick_steps);
  g_test_add_func ("/en-garde/ui/replay/keys-by-round", test_keys_by_round);
  g_test_add_func ("/en-garde/ui/replay/move-list-and-scrubber", test_move_list_and_scrubber);
  g_test_add_func ("/en-garde/ui/replay/perspective", test_perspective);
  g_test_add_func ("/en-garde/ui/replay/narrow", test_narrow);
  g_test_add_func ("/en-garde/ui/replay/bar-fits", test_bar_fits);
  g_test_add_func ("/en-garde/ui/replay/bar-height-for-width", test_bar_height_for_width);
  g_test_add_func ("/en-garde/ui/replay/no-peeking-computer", test_no_peeking_computer);
  g_test_add_func ("/en-garde/ui/replay/no-peeking-hot-seat", test_no_peeking_hot_seat);
  g_test_add_func ("/en-garde/ui/replay/autoplay", test_autoplay);
  g_test_add_func ("/en-garde/ui/replay/play-from-here", test_play_from_here);
  g_test_add_func ("/en-garde/ui/replay/window", test_window);
  g_test_add_func ("/en-garde/ui/replay/play-from-here-keeps-computer", test_play_from_here_keeps_computer);
  g_test_add_func ("/en-garde/ui/replay/play-from-here-refused", test_play_from_here_refused);
  g_test_add_func ("/en-garde/ui/replay/invalid-log", test_invalid_log);
  g_test_add_func ("/en-garde/ui/replay/open-in-worker", test_open_in_worker);
  g_test_add_func ("/en-garde/ui/replay/analysis", test_analysis);
  g_test_add_func ("/en-garde/ui/replay/analysis-graph", test_analysis_graph);
  g_test_add_func ("/en-garde/ui/replay/one-figure", test_one_figure);
  g_test_add_func ("/en-garde/ui/replay/recent-matches", test_recent_matches);
  g_test_add_func ("/en-garde/ui/replay/app-open", test_app_open);
  /* last: the analysis it runs stays known to the tests after it */
  g_test_add_func ("/en-garde/ui/replay/panel-width", test_panel_width);

  status = g_test_run ();
  eg_test_remove_tree (data_home);
  return status;
}
