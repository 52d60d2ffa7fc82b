/* test-ui-replay.c — replay mode: the view, its keys, play from here
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "eg-ai.h"
#include "eg-application.h"
#include "eg-describe.h"
#include "eg-match-log.h"
#include "eg-recent-matches.h"
#include "eg-replay-view.h"
#include "eg-rng.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"
#include "eg-ui-utils.h"

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

/* The board, both hands, the move list and the scrubber all show the
 * engine's state at the replay's step. */
static void
assert_in_sync (EgReplayView *view)
{
  EgReplay *replay = eg_replay_view_get_replay (view);
  guint step = eg_replay_get_step (replay);
  const EgReplayStep *state = eg_replay_get_state (replay);
  EgBoard *board = eg_replay_view_get_board (view);

  g_assert_cmpuint (eg_board_get_position (board, EG_SIDE_LEFT), ==, state->round.pos[EG_SIDE_LEFT]);
  g_assert_cmpuint (eg_board_get_position (board, EG_SIDE_RIGHT), ==, state->round.pos[EG_SIDE_RIGHT]);
  if (eg_replay_view_get_perspective (view) == EG_SIDE_NONE)
    {
      assert_hand (eg_replay_view_get_hand_view (view, EG_SIDE_LEFT), state->round.hand[EG_SIDE_LEFT]);
      assert_hand (eg_replay_view_get_hand_view (view, EG_SIDE_RIGHT), state->round.hand[EG_SIDE_RIGHT]);
    }
  g_assert_cmpuint (eg_replay_view_get_selected_row (view), ==, step);
  g_assert_cmpfloat (gtk_range_get_value (eg_replay_view_get_scrubber (view)), ==, step);
  g_assert_nonnull (eg_replay_view_get_action_text (view));
  g_assert_cmpstr (eg_replay_view_get_action_text (view), !=, "");
  if (eg_round_is_over (&state->round))
    {
      EgMatch *match = eg_replay_view_get_match (view);
      g_autofree char *result = eg_describe_result (&state->round, eg_match_get_name (match, EG_SIDE_LEFT),
                                                    eg_match_get_name (match, EG_SIDE_RIGHT));

      /* at a round's end its reason is on screen */
      g_assert_nonnull (strstr (eg_replay_view_get_status_text (view), result));
    }
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
      EgReplay *replay = eg_replay_view_get_replay (view);
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
  replay = eg_replay_view_get_replay (view);

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

/* Clicking a row of the move list and dragging the scrubber move the board. */
static void
test_move_list_and_scrubber (void)
{
  g_autoptr(EgMatch) match = load_example ("parry-then-continue.engarde");
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_replay_view_get_replay (view);
  guint n = eg_replay_get_n_steps (replay);

  eg_replay_view_select_row (view, n - 2);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_replay_get_step (replay), ==, n - 2);
  assert_in_sync (view);

  gtk_range_set_value (eg_replay_view_get_scrubber (view), 1);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_replay_get_step (replay), ==, 1);
  assert_in_sync (view);

  eg_replay_view_select_row (view, 0);
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
  EgReplay *replay = eg_replay_view_get_replay (view);
  const EgReplayStep *state;

  eg_replay_set_step (replay, eg_replay_get_n_steps (replay) / 2);
  state = eg_replay_get_state (replay);

  gtk_widget_activate_action (GTK_WIDGET (view), "replay.perspective", "s", "left");
  g_assert_cmpint (eg_replay_view_get_perspective (view), ==, EG_SIDE_LEFT);
  assert_hand (eg_replay_view_get_hand_view (view, EG_SIDE_LEFT), state->round.hand[EG_SIDE_LEFT]);
  g_assert_false (eg_hand_view_is_face_up (eg_replay_view_get_hand_view (view, EG_SIDE_RIGHT)));
  g_assert_cmpuint (eg_hand_view_get_n_cards (eg_replay_view_get_hand_view (view, EG_SIDE_RIGHT)), ==,
                    state->round.hand_size[EG_SIDE_RIGHT]);
  for (guint i = 0; i < state->round.hand_size[EG_SIDE_RIGHT]; i++)
    g_assert_cmpuint (eg_hand_view_get_value (eg_replay_view_get_hand_view (view, EG_SIDE_RIGHT), i), ==, 0);

  gtk_widget_activate_action (GTK_WIDGET (view), "replay.perspective", "s", "right");
  g_assert_false (eg_hand_view_is_face_up (eg_replay_view_get_hand_view (view, EG_SIDE_LEFT)));
  assert_hand (eg_replay_view_get_hand_view (view, EG_SIDE_RIGHT), state->round.hand[EG_SIDE_RIGHT]);

  /* stepping keeps the perspective */
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_false (eg_hand_view_is_face_up (eg_replay_view_get_hand_view (view, EG_SIDE_LEFT)));

  gtk_widget_activate_action (GTK_WIDGET (view), "replay.perspective", "s", "all");
  g_assert_cmpint (eg_replay_view_get_perspective (view), ==, EG_SIDE_NONE);
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
  /* the moves toggle follows the allocation that found the width out */
  eg_test_ui_iterate ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
}

/* The perspective drop-down and the action stay in step; the view fits
 * 800 pixels, the side panel showing beside the board when there is room
 * for it, over the board from the moves toggle otherwise. */
static void
test_narrow (void)
{
  g_autoptr(EgMatch) match = load_example ("retreat-midround.engarde");
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_replay_view_get_replay (view);
  GtkDropDown *dropdown = find_perspective_dropdown (GTK_WIDGET (view));
  GtkWidget *side_panel = gtk_widget_get_last_child (GTK_WIDGET (view));
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
  g_assert_cmpint (eg_replay_view_get_perspective (view), ==, EG_SIDE_RIGHT);
  gtk_drop_down_set_selected (dropdown, 0);
  g_assert_cmpint (eg_replay_view_get_perspective (view), ==, EG_SIDE_NONE);

  gtk_widget_measure (GTK_WIDGET (view), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 800);

  /* wide: the side panel shows; narrow: only the main column, keys still work */
  g_assert_nonnull (moves_button);
  g_assert_nonnull (move_list);
  g_assert_true (gtk_widget_get_child_visible (side_panel));
  g_assert_true (gtk_widget_get_mapped (side_panel));
  g_assert_false (gtk_widget_get_visible (moves_button));
  resize_window (window, 800, 600);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), <=, 800);
  g_assert_false (gtk_widget_get_child_visible (side_panel));
  g_assert_false (gtk_widget_get_mapped (side_panel));
  step = eg_replay_get_step (replay);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (view)));
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_cmpuint (eg_replay_get_step (replay), ==, step + 1);
  assert_in_sync (view);

  /* the moves toggle shows the side panel over the board, focused */
  g_assert_true (gtk_widget_get_mapped (moves_button));
  g_signal_emit_by_name (moves_button, "clicked");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (moves_button)));
  eg_test_ui_iterate ();
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
  /* Escape closes it, the focus back on the toggle */
  g_assert_true (press_key (view, GDK_KEY_Escape));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (moves_button)));
  g_assert_false (gtk_widget_get_mapped (side_panel));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == moves_button);
  /* M shows and hides it too */
  g_assert_true (press_key (view, GDK_KEY_m));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (moves_button)));
  g_assert_true (gtk_widget_get_mapped (side_panel));
  g_assert_true (press_key (view, GDK_KEY_m));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (moves_button)));
  g_assert_false (gtk_widget_get_mapped (side_panel));

  /* wide again: the panel beside the board, no toggle */
  g_signal_emit_by_name (moves_button, "clicked");
  resize_window (window, 1240, 800);
  g_assert_true (gtk_widget_get_child_visible (side_panel));
  g_assert_true (gtk_widget_get_mapped (side_panel));
  g_assert_false (gtk_widget_get_visible (moves_button));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (moves_button)));
  g_assert_false (gtk_widget_has_css_class (side_panel, "over-board"));
  g_assert_false (press_key (view, GDK_KEY_m));

  gtk_window_destroy (window);
}

/* Space plays the match on by itself and pauses it. */
static void
test_autoplay (void)
{
  g_autoptr(EgMatch) match = load_example ("retreat-midround.engarde");
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_replay_view_get_replay (view);
  gint64 end;
  guint reached;

  g_assert_true (press_key (view, GDK_KEY_space));
  g_assert_true (eg_replay_view_get_playing (view));
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  /* the normal speed: one step a second; wait for two */
  while (eg_replay_get_step (replay) < 2 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (eg_replay_get_step (replay), >=, 2);
  assert_in_sync (view);

  g_assert_true (press_key (view, GDK_KEY_space));
  g_assert_false (eg_replay_view_get_playing (view));
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
  EgReplay *replay = eg_replay_view_get_replay (view);

  for (guint step = 0; step < eg_replay_get_n_steps (replay); step++)
    {
      g_autoptr(EgMatch) same = NULL;
      g_autoptr(EgMatch) other = NULL;
      const EgReplayStep *state;

      eg_replay_view_set_step (view, step);
      state = eg_replay_get_state (replay);
      same = eg_replay_view_new_live_match (view, NULL, NULL);
      other = eg_replay_view_new_live_match (view, person, computer);

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

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_WINDOW (toplevel);
    }
  return NULL;
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
  EgReplayView *view;
  EgReplay *replay;
  GtkWindow *dialog;
  EgMatch *played;
  EgRound expected;

  g_assert_true (eg_window_open_file (window, file));
  g_assert_true (eg_window_is_replaying (window));
  view = eg_window_get_replay_view (window);
  eg_replay_view_set_analysis (view, FALSE);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_true (eg_window_get_match (window) == live);
  /* the focus is inside the view, where its keys are caught */
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (view)));

  /* the live game's keys do not reach it while the replay shows */
  replay = eg_replay_view_get_replay (view);
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
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_Right));
  g_assert_true (press_key_on (GTK_WIDGET (window), GDK_KEY_Right));
  assert_in_sync (view);

  /* Escape: back to the live match, unchanged */
  g_assert_true (press_key (view, GDK_KEY_Escape));
  g_assert_false (eg_window_is_replaying (window));
  g_assert_true (eg_window_get_match (window) == live);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (view)));

  /* again, and play from step 2 with the dialog */
  g_assert_true (eg_window_open_file (window, file));
  view = eg_window_get_replay_view (window);
  eg_replay_view_set_analysis (view, FALSE);
  replay = eg_replay_view_get_replay (view);
  eg_replay_view_set_step (view, 2);
  expected = eg_replay_get_state (replay)->round;
  gtk_widget_activate_action (GTK_WIDGET (view), "replay.play-from-here", NULL);
  eg_test_ui_iterate ();
  dialog = find_toplevel (GTK_TYPE_DIALOG);
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  eg_test_ui_iterate ();

  g_assert_false (eg_window_is_replaying (window));
  played = eg_window_get_match (window);
  g_assert_true (played != live);
  eg_test_assert_same_round (eg_match_get_round_state (played), &expected);
  g_assert_cmpuint (eg_board_get_position (eg_window_get_board (window), EG_SIDE_LEFT), ==,
                    expected.pos[EG_SIDE_LEFT]);

  gtk_window_destroy (GTK_WINDOW (window));
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

  g_assert_false (eg_window_open_file (window, file));
  eg_test_ui_iterate ();
  g_assert_false (eg_window_is_replaying (window));
  g_assert_true (eg_window_get_match (window) == live);

  dialog = find_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  text = eg_test_ui_collect_text (GTK_WIDGET (dialog));
  g_assert_nonnull (strstr (text, "move-onto-or-past-opponent.engarde"));
  g_assert_nonnull (strstr (text, "line "));
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The hard computer's analysis arrives in the background, for the side
 * to act, and is hidden from the other side's point of view. */
static void
test_analysis (void)
{
  g_autoptr(EgMatch) match = load_example ("parry-then-continue.engarde");
  GtkWindow *window;
  EgReplayView *view = new_view (match, &window);
  EgReplay *replay = eg_replay_view_get_replay (view);
  const EgReplayStep *state;
  EgAction best, legal[EG_MAX_ACTIONS];
  double chance = -1;
  gboolean found = FALSE;
  gint64 end;
  guint n;

  eg_replay_view_set_step (view, 1);
  state = eg_replay_get_state (replay);
  eg_replay_view_set_analysis (view, TRUE);
  g_assert_false (eg_replay_view_get_analysis_result (view, NULL, NULL));

  end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (!eg_replay_view_get_analysis_result (view, &best, &chance) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (eg_replay_view_get_analysis_result (view, &best, &chance));
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
  const char *label;
  gint64 end;

  /* a match to one point, played to its end */
  while (!eg_match_is_over (finished))
    {
      EgAction legal[EG_MAX_ACTIONS];

      if (!eg_match_is_round_in_progress (finished))
        g_assert_true (eg_match_begin_round (finished, NULL, NULL));
      g_assert_true (eg_match_apply (finished, &legal[eg_match_get_legal_actions (finished, legal) - 1], NULL));
    }
  eg_match_set_started (finished, older);
  eg_match_set_started (unfinished, newer);
  g_assert_true (eg_match_log_save (finished, older_file, &error));
  g_assert_true (eg_match_log_save (unfinished, newer_file, &error));
  g_assert_no_error (error);

  dialog = eg_recent_matches_new (NULL, dir);
  g_signal_connect (dialog, "file-chosen", G_CALLBACK (file_chosen), &chosen);
  gtk_window_present (GTK_WINDOW (dialog));
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (eg_recent_matches_is_loading (dialog) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (eg_recent_matches_is_loading (dialog));

  g_assert_nonnull (eg_recent_matches_get_row (dialog, 1));
  g_assert_null (eg_recent_matches_get_row (dialog, 2));
  label = eg_ui_get_accessible_label (GTK_WIDGET (eg_recent_matches_get_row (dialog, 0)));
  g_assert_nonnull (strstr (label, "Zoe"));
  g_assert_nonnull (strstr (label, "Unfinished"));
  label = eg_ui_get_accessible_label (GTK_WIDGET (eg_recent_matches_get_row (dialog, 1)));
  g_assert_nonnull (strstr (label, eg_match_get_name (finished, EG_SIDE_LEFT)));
  g_assert_nonnull (strstr (label, "Finished"));

  g_signal_emit_by_name (eg_recent_matches_get_row (dialog, 1), "activate");
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
  for (gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
       !eg_window_is_replaying (window) && g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (eg_window_is_replaying (window));
  view = eg_window_get_replay_view (window);
  eg_replay_view_set_analysis (view, FALSE);
  g_assert_cmpuint (eg_replay_get_n_steps (eg_replay_view_get_replay (view)), ==,
                    1 + eg_match_get_round_record (expected, 0)->actions->len);
  g_assert_cmpstr (eg_match_get_name (eg_replay_view_get_match (view), EG_SIDE_LEFT), ==,
                   eg_match_get_name (expected, EG_SIDE_LEFT));
  /* the live match is the application's, not the log */
  g_assert_true (eg_window_get_match (window) == eg_application_get_match (app));
  g_assert_true (eg_window_get_match (window) != eg_replay_view_get_match (view));

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
  g_test_add_func ("/en-garde/ui/replay/keys-by-round", test_keys_by_round);
  g_test_add_func ("/en-garde/ui/replay/move-list-and-scrubber", test_move_list_and_scrubber);
  g_test_add_func ("/en-garde/ui/replay/perspective", test_perspective);
  g_test_add_func ("/en-garde/ui/replay/narrow", test_narrow);
  g_test_add_func ("/en-garde/ui/replay/autoplay", test_autoplay);
  g_test_add_func ("/en-garde/ui/replay/play-from-here", test_play_from_here);
  g_test_add_func ("/en-garde/ui/replay/window", test_window);
  g_test_add_func ("/en-garde/ui/replay/invalid-log", test_invalid_log);
  g_test_add_func ("/en-garde/ui/replay/analysis", test_analysis);
  g_test_add_func ("/en-garde/ui/replay/recent-matches", test_recent_matches);
  g_test_add_func ("/en-garde/ui/replay/app-open", test_app_open);

  status = g_test_run ();
  eg_test_remove_tree (data_home);
  return status;
}
