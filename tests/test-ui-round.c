/* test-ui-round.c — a whole round played through the window's widgets
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include "eg-describe.h"
#include "eg-test-ui.h"

static guint
n_actions (EgMatch *match)
{
  guint n = eg_match_get_n_rounds (match);

  return n == 0 ? 0 : eg_match_get_round_record (match, n - 1)->actions->len;
}

/* What the window shows agrees with the match: the track, the hand of the
 * player to act, the opponent's hand face down. */
static void
assert_shown (EgWindow *window,
              EgMatch  *match)
{
  EgBoard *board = eg_window_get_board (window);
  EgHandView *hand = eg_window_get_hand_view (window);
  EgSide to_act = eg_match_get_side_to_act (match);
  EgHandView *other = eg_window_get_side_hand_view (window, EG_OPPONENT (to_act));
  EgView view;
  guint i = 0, v, k;

  g_assert_cmpuint (eg_board_get_position (board, EG_SIDE_LEFT), ==, eg_match_get_position (match, EG_SIDE_LEFT));
  g_assert_cmpuint (eg_board_get_position (board, EG_SIDE_RIGHT), ==, eg_match_get_position (match, EG_SIDE_RIGHT));

  /* what a screen reader says of the track */
  {
    g_autofree char *expected = g_strdup_printf ("Ada, white, on square %u; Bob, black, on square %u; distance %u.",
                                                 eg_match_get_position (match, EG_SIDE_LEFT),
                                                 eg_match_get_position (match, EG_SIDE_RIGHT),
                                                 eg_match_get_distance (match));

    g_assert_cmpstr (eg_board_get_description (board), ==, expected);
  }

  g_assert_cmpint (eg_window_get_viewer (window), ==, to_act);
  eg_match_get_view (match, to_act, &view);
  g_assert_true (eg_hand_view_is_face_up (hand));
  g_assert_cmpuint (eg_hand_view_get_n_cards (hand), ==, view.hand_size);
  for (v = 1; v <= EG_N_VALUES; v++)
    for (k = 0; k < view.hand[v]; k++)
      g_assert_cmpuint (eg_hand_view_get_value (hand, i++), ==, v);

  g_assert_false (eg_hand_view_is_face_up (other));
  g_assert_cmpuint (eg_hand_view_get_n_cards (other), ==, view.opponent_hand_size);
}

static void
test_round (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 4242);
  EgWindow *window = eg_test_ui_window (match);
  guint turns = 0, passes = 0;
  g_autofree char *result = NULL;

  while (eg_match_is_round_in_progress (match))
    {
      guint before = n_actions (match);
      EgSide to_act = eg_match_get_side_to_act (match);

      /* hot seat: every change of player goes through the pass screen,
       * which shows no card */
      if (eg_window_is_passing (window))
        {
          g_autofree char *expected = g_strdup_printf ("Pass to %s", eg_match_get_name (match, to_act));

          g_assert_cmpstr (eg_window_get_status (window), ==, expected);
          g_assert_cmpint (eg_window_get_viewer (window), ==, EG_SIDE_NONE);
          g_assert_cmpuint (eg_hand_view_get_n_cards (eg_window_get_hand_view (window)), ==, 0);
          gtk_widget_activate_action (GTK_WIDGET (window), "win.reveal", NULL);
          eg_test_ui_iterate ();
          passes++;
        }
      g_assert_false (eg_window_is_passing (window));
      assert_shown (window, match);

      g_assert_true (eg_test_ui_click_turn (window, turns));
      g_assert_cmpuint (n_actions (match), ==, before + 1);
      turns++;
      g_assert_cmpuint (turns, <, 200);
    }

  g_assert_cmpuint (passes, >, 1);
  result = eg_describe_result (eg_match_get_round_state (match), "Ada", "Bob");
  g_assert_cmpstr (eg_window_get_status (window), ==, result);
  g_assert_cmpuint (eg_board_get_position (eg_window_get_board (window), EG_SIDE_LEFT), ==,
                    eg_match_get_position (match, EG_SIDE_LEFT));

  /* the next round starts from the window */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-round", NULL);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_match_get_round_number (match), ==, 2);
  g_assert_true (eg_window_is_passing (window));
  g_assert_cmpuint (eg_board_get_position (eg_window_get_board (window), EG_SIDE_LEFT), ==, 1);
  g_assert_cmpuint (eg_board_get_position (eg_window_get_board (window), EG_SIDE_RIGHT), ==, 23);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A selected card shows on the track the squares its moves reach, and
 * only legal options. */
static void
test_highlight (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 7);
  EgWindow *window;
  EgBoard *board;
  EgView view;
  guint value;

  g_settings_set_boolean (settings, "hide-hands", FALSE);
  window = eg_test_ui_window (match);
  board = eg_window_get_board (window);
  eg_match_get_view (match, EG_SIDE_LEFT, &view);
  for (value = 1; value <= EG_N_VALUES && view.hand[value] == 0; value++)
    ;

  g_assert_cmpuint (eg_board_get_reachable (board), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-card", "i", (int) value);
  eg_test_ui_iterate ();
  /* at the start the left fencer stands on square 1: only forward */
  g_assert_cmpuint (eg_board_get_reachable (board), ==, EG_BOARD_SQUARE_BIT (1 + value));
  {
    g_autoptr(GPtrArray) options = eg_test_ui_options (window);

    g_assert_cmpuint (options->len, ==, 1);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.direction", "s", "right");
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_board_get_chosen_square (board), ==, 1 + value);
  /* going left is refused: nothing chosen changes */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.direction", "s", "left");
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_board_get_chosen_square (board), ==, 1 + value);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel", NULL);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_board_get_reachable (board), ==, 0);
  g_assert_cmpuint (eg_board_get_chosen_square (board), ==, 0);

  g_settings_reset (settings, "hide-hands");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* "Suggest a move": the hint selects the cards and the move, Enter plays it. */
static void
test_hint (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 11);
  g_autoptr(GPtrArray) options = NULL;
  EgWindow *window;
  gboolean suggested = FALSE;
  guint i;

  g_settings_set_boolean (settings, "hide-hands", FALSE);
  window = eg_test_ui_window (match);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  g_assert_true (eg_window_is_computer_busy (window));
  g_assert_true (eg_test_ui_wait_computer (window, 10000));

  options = eg_test_ui_options (window);
  for (i = 0; i < options->len; i++)
    suggested |= gtk_widget_has_css_class (g_ptr_array_index (options, i), "suggested-action");
  g_assert_true (suggested);
  g_assert_cmpuint (eg_match_get_round_record (match, 0)->actions->len, ==, 0);

  g_assert_true (eg_test_ui_press_key (window, GDK_KEY_Return));
  g_assert_cmpuint (eg_match_get_round_record (match, 0)->actions->len, ==, 1);

  g_settings_reset (settings, "hide-hands");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/round/whole-round", test_round);
  g_test_add_func ("/en-garde/ui/round/highlight", test_highlight);
  g_test_add_func ("/en-garde/ui/round/hint", test_hint);

  return g_test_run ();
}
