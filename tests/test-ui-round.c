/* test-ui-round.c — a whole round played through the window's widgets
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include "eg-action.h"
#include "eg-board-private.h"
#include "eg-reasons.h"
#include "eg-test-ui.h"
#include "eg-window-private.h"

/* What the window shows agrees with the match: the track, the hand of the
 * player to act, the opponent's hand face down. */
static void
assert_shown (EgWindow *window,
              EgMatch  *match)
{
  EgBoard *board = EG_BOARD (eg_test_ui_table_part (window, "board"));
  EgHandView *hand = EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view"));
  EgSide to_act = eg_match_get_side_to_act (match);
  EgHandView *other = eg_test_ui_side_hand (window, EG_OPPONENT (to_act));
  EgView view;
  guint i = 0, v, k;

  g_assert_cmpuint (eg_board_get_position (board, EG_SIDE_LEFT), ==, eg_match_get_position (match, EG_SIDE_LEFT));
  g_assert_cmpuint (eg_board_get_position (board, EG_SIDE_RIGHT), ==, eg_match_get_position (match, EG_SIDE_RIGHT));

  /* what a screen reader says of the track, then of the last move */
  {
    g_autofree char *track = g_strdup_printf ("Ada, white, on square %u; Bob, black, on square %u; distance %u.",
                                              eg_match_get_position (match, EG_SIDE_LEFT),
                                              eg_match_get_position (match, EG_SIDE_RIGHT),
                                              eg_match_get_distance (match));
    g_autofree char *last = NULL;
    g_autofree char *expected = NULL;
    EgLastMove move;

    eg_turn_get_last_move (eg_test_ui_turn (window), &move);
    last = eg_describe_last_move (&move, "Ada", "Bob");
    expected = *last != '\0' ? g_strconcat (track, " ", last, NULL) : g_strdup (track);

    gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  }

  g_assert_cmpint (eg_turn_get_viewer (eg_test_ui_turn (window)), ==, to_act);
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

  while (eg_match_is_round_in_progress (match))
    {
      guint before = eg_match_get_round_actions (match, NULL);
      EgSide to_act = eg_match_get_side_to_act (match);

      /* hot seat: every change of player goes through the pass screen,
       * which shows no card */
      if (eg_turn_get_passing (eg_test_ui_turn (window)))
        {
          g_autofree char *expected = g_strdup_printf ("Pass to %s", eg_match_get_name (match, to_act));

          g_assert_cmpstr (eg_turn_get_status (eg_test_ui_turn (window)), ==, expected);
          g_assert_cmpint (eg_turn_get_viewer (eg_test_ui_turn (window)), ==, EG_SIDE_NONE);
          g_assert_cmpuint (eg_hand_view_get_n_cards (EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view"))), ==, 0);
          gtk_widget_activate_action (GTK_WIDGET (window), "win.reveal", NULL);
          eg_test_ui_iterate ();
          passes++;
        }
      g_assert_false (eg_turn_get_passing (eg_test_ui_turn (window)));
      assert_shown (window, match);

      g_assert_true (eg_test_ui_click_turn (window, turns));
      g_assert_cmpuint (eg_match_get_round_actions (match, NULL), ==, before + 1);
      turns++;
      g_assert_cmpuint (turns, <, 200);
    }

  g_assert_cmpuint (passes, >, 1);
  g_assert_cmpstr (eg_turn_get_status (eg_test_ui_turn (window)), ==, "Draw pile empty: Ada has advanced further and wins the round.");
  g_assert_cmpuint (eg_board_get_position (EG_BOARD (eg_test_ui_table_part (window, "board")), EG_SIDE_LEFT), ==,
                    eg_match_get_position (match, EG_SIDE_LEFT));

  /* the next round starts from the window */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-round", NULL);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_match_get_round_number (match), ==, 2);
  g_assert_true (eg_turn_get_passing (eg_test_ui_turn (window)));
  g_assert_cmpuint (eg_board_get_position (EG_BOARD (eg_test_ui_table_part (window, "board")), EG_SIDE_LEFT), ==, 1);
  g_assert_cmpuint (eg_board_get_position (EG_BOARD (eg_test_ui_table_part (window, "board")), EG_SIDE_RIGHT), ==, 23);

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
  board = EG_BOARD (eg_test_ui_table_part (window, "board"));
  eg_match_get_view (match, EG_SIDE_LEFT, &view);
  for (value = 1; value <= EG_N_VALUES && view.hand[value] == 0; value++)
    ;

  g_assert_cmpuint (eg_test_ui_board_lit (board), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-card", "i", (int) value);
  eg_test_ui_iterate ();
  /* at the start the left fencer stands on square 1: only forward */
  g_assert_cmpuint (eg_test_ui_board_lit (board), ==, EG_BOARD_SQUARE_BIT (1 + value));
  {
    g_autoptr(GPtrArray) options = eg_test_ui_options (window);

    g_assert_cmpuint (options->len, ==, 1);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.direction", "s", "right");
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_test_ui_board_chosen (board), ==, 1 + value);
  /* going left is refused: nothing chosen changes */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.direction", "s", "left");
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_test_ui_board_chosen (board), ==, 1 + value);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel", NULL);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_test_ui_board_lit (board), ==, 0);
  g_assert_cmpuint (eg_test_ui_board_chosen (board), ==, 0);

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
  g_assert_true (eg_turn_get_computer_busy (eg_test_ui_turn (window)));
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));

  options = eg_test_ui_options (window);
  for (i = 0; i < options->len; i++)
    suggested |= gtk_widget_has_css_class (g_ptr_array_index (options, i), "suggested-action");
  g_assert_true (suggested);
  g_assert_cmpuint (eg_match_get_round_actions (match, NULL), ==, 0);

  g_assert_true (eg_test_ui_press_key (window, GDK_KEY_Return));
  g_assert_cmpuint (eg_match_get_round_actions (match, NULL), ==, 1);

  g_settings_reset (settings, "hide-hands");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The hint's cards are a suggestion: a click on another square in reach
 * plays the move it shows, at once, with no Escape first. */
static void
test_hint_then_other_square (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 11);
  EgAction legal[EG_MAX_ACTIONS];
  const EgAction *last;
  EgWindow *window;
  EgBoard *board;
  EgAction hint, other = { 0 };
  guint8 pos[2];
  guint n_legal, square = 0;

  g_settings_set_boolean (settings, "hide-hands", FALSE);
  window = eg_test_ui_window (match);
  board = EG_BOARD (eg_test_ui_table_part (window, "board"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  g_assert_nonnull (eg_turn_get_hint (eg_test_ui_turn (window)));
  hint = *eg_turn_get_hint (eg_test_ui_turn (window));
  g_assert_cmpuint (eg_turn_get_n_selected (eg_test_ui_turn (window)), >, 0);

  /* a move to a square the hint does not lead to */
  pos[EG_SIDE_LEFT] = eg_match_get_position (match, EG_SIDE_LEFT);
  pos[EG_SIDE_RIGHT] = eg_match_get_position (match, EG_SIDE_RIGHT);
  n_legal = eg_match_get_legal_actions (match, legal);
  for (guint i = 0; i < n_legal && square == 0; i++)
    if (legal[i].type == EG_ACTION_MOVE &&
        eg_action_get_square (&legal[i], pos) != eg_action_get_square (&hint, pos))
      {
        other = legal[i];
        square = eg_action_get_square (&legal[i], pos);
      }
  g_assert_cmpuint (square, !=, 0);
  g_assert_true (eg_test_ui_board_lit (board) & EG_BOARD_SQUARE_BIT (square) ||
                 eg_board_first_target (board, square) != NULL);

  eg_test_ui_activate_square (board, square, FALSE, 0);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_match_get_round_actions (match, NULL), ==, 1);
  last = eg_match_get_last_action (match);
  g_assert_true (eg_action_equal (last, &other));

  g_settings_reset (settings, "hide-hands");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A window on parry-then-continue.engarde, two people, hands shown,
 * @n_played of its actions played: Ada holds 4 4 5 1 2, Bob 5 2 4 3 2.
 * close_window() shows the hands again. */
static EgWindow *
parry_window (guint     n_played,
              EgMatch **out_match)
{
  static const guint8 deck[EG_DECK_SIZE] = {
    4, 4, 5, 1, 2, 5, 2, 4, 3, 2, 3, 5, 1, 1, 4, 1, 2, 5, 5, 3, 3, 2, 1, 4, 3
  };
  const EgAction actions[] = {
    eg_action_move (EG_SIDE_LEFT, 5, EG_DIRECTION_FORWARD),
    eg_action_move (EG_SIDE_RIGHT, 5, EG_DIRECTION_FORWARD),
    eg_action_move (EG_SIDE_LEFT, 2, EG_DIRECTION_FORWARD),
    eg_action_move (EG_SIDE_RIGHT, 2, EG_DIRECTION_FORWARD),
    eg_action_indirect_attack (EG_SIDE_LEFT, 4, 4, 1),
    eg_action_retreat (EG_SIDE_RIGHT, 3),
  };
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) bob = eg_player_new ("Bob", EG_PLAYER_HUMAN, NULL);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  EgMatch *match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, ada, bob);
  g_autoptr(GError) error = NULL;

  g_assert_true (eg_match_begin_round (match, deck, &error));
  for (guint i = 0; i < n_played; i++)
    g_assert_true (eg_match_apply (match, &actions[i], &error));
  g_assert_no_error (error);
  g_settings_set_boolean (settings, "hide-hands", FALSE);
  *out_match = match;
  return eg_test_ui_window (match);
}

static void
close_window (EgWindow *window)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  g_settings_reset (settings, "hide-hands");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Under a hint, why: the reason the analysis gives for that action from
 * the view of the side to act, whenever it has one. Over the steps of
 * parry-then-continue, some position has one. */
static void
test_hint_reason (void)
{
  gboolean found = FALSE;

  for (guint n = 0; n <= 6 && !found; n++)
    {
      g_autoptr(EgMatch) match = NULL;
      EgWindow *window = parry_window (n, &match);
      EgTurn *turn = eg_test_ui_turn (window);
      const EgAction *hint;
      g_autofree char *reason = NULL;
      g_autofree char *shown = NULL;
      EgSide side;
      EgView view;

      gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
      g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
      hint = eg_turn_get_hint (turn);
      g_assert_nonnull (hint);
      side = eg_match_get_side_to_act (match);
      eg_match_get_view (match, side, &view);
      reason = eg_reasons_describe_hint (&view, hint, eg_match_get_name (match, EG_OPPONENT (side)));
      shown = eg_test_ui_collect_text (GTK_WIDGET (window));
      if (reason != NULL)
        {
          g_assert_nonnull (strstr (shown, reason));
          found = TRUE;
        }
      /* choosing other cards ends the hint, and its reason goes */
      eg_turn_clear_selection (turn);
      g_assert_null (eg_turn_get_hint (turn));
      close_window (window);
    }
  g_assert_true (found);
}

static const char *
status_label (EgWindow *window)
{
  /* a widget of the table, built with the match */
  return gtk_label_get_label (eg_test_ui_table_part (window, "status_label"));
}

static char *
option_labels (EgWindow *window)
{
  g_autoptr(GPtrArray) options = eg_test_ui_options (window);
  GString *labels = g_string_new (NULL);

  for (guint i = 0; i < options->len; i++)
    g_string_append_printf (labels, "%s%s", i > 0 ? " | " : "",
                            gtk_button_get_label (g_ptr_array_index (options, i)));
  return g_string_free (labels, FALSE);
}

/* An attack answered: the status line says which answers the cards allow. */
static void
test_defence_status (void)
{
  g_autoptr(EgMatch) match = NULL;
  EgWindow *window = parry_window (5, &match);
  g_autofree char *labels = NULL;

  /* Bob, on 16, holds a 4 to parry and cards to step back */
  g_assert_cmpstr (status_label (window), ==, "Ada steps 4 forward and attacks with a 4 — Bob, parry or retreat");
  g_assert_cmpint (eg_test_ui_board_attacked (EG_BOARD (eg_test_ui_table_part (window, "board"))), ==, EG_SIDE_RIGHT);
  g_assert_true (eg_test_ui_press_key (window, GDK_KEY_3));
  labels = option_labels (window);
  g_assert_cmpstr (labels, ==, "Retreat 3 →");
  g_assert_true (eg_test_ui_press_key (window, GDK_KEY_Return));
  g_assert_cmpuint (eg_match_get_position (match, EG_SIDE_RIGHT), ==, 19);
  g_assert_cmpstr (status_label (window), ==, "Ada’s turn: move or attack");

  close_window (window);
}

/* The cards of an indirect attack: the track shows the square each step
 * lands on, and the one chosen. */
static void
test_indirect_reach (void)
{
  g_autoptr(EgMatch) match = NULL;
  EgWindow *window = parry_window (6, &match);
  g_autofree char *labels = NULL;
  EgBoard *board = EG_BOARD (eg_test_ui_table_part (window, "board"));

  /* Ada on 12, Bob on 19: one 4 alone may also start an attack */
  g_assert_true (eg_test_ui_press_key (window, GDK_KEY_4));
  labels = option_labels (window);
  g_assert_cmpstr (labels, ==, "Move 4 forward → | ← Move 4 back");
  {
    g_autofree char *text = eg_test_ui_collect_text (GTK_WIDGET (eg_test_ui_table_part (window, "options_box")));

    g_assert_nonnull (strstr (text, "Add the cards to attack with after this step."));
  }
  g_assert_cmphex (eg_test_ui_board_lit (board), ==, EG_BOARD_SQUARE_BIT (8) | EG_BOARD_SQUARE_BIT (16));

  /* a 4 and a 3: step 4 and attack with the 3, or step 3 and attack with the 4 */
  g_assert_true (eg_test_ui_press_key (window, GDK_KEY_3));
  g_clear_pointer (&labels, g_free);
  labels = option_labels (window);
  g_assert_cmpstr (labels, ==, "Step 3 forward, attack with a 4 → | Step 4 forward, attack with a 3 →");
  g_assert_cmphex (eg_test_ui_board_lit (board), ==, EG_BOARD_SQUARE_BIT (15) | EG_BOARD_SQUARE_BIT (16));
  g_assert_cmpint (eg_test_ui_board_attacked (board), ==, EG_SIDE_RIGHT);
  g_assert_true (eg_test_ui_press_key (window, GDK_KEY_a));
  g_assert_cmpuint (eg_test_ui_board_chosen (board), ==, 15);
  g_assert_true (eg_test_ui_press_key (window, GDK_KEY_a));
  g_assert_cmpuint (eg_test_ui_board_chosen (board), ==, 16);
  g_assert_true (eg_test_ui_press_key (window, GDK_KEY_Return));
  g_assert_cmpuint (eg_match_get_position (match, EG_SIDE_LEFT), ==, 16);

  close_window (window);
}

/* What a screen reader hears now: the description of the widget with
 * the focus (eg-announcer.c speaks through it), or NULL. */
static char *
said_now (EgWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL ? eg_test_ui_dup_accessible (focus, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) : NULL;
}

static gboolean
result_said (gpointer data)
{
  EgWindow *window = data;
  g_autofree char *said = said_now (window);

  return said != NULL && strstr (said, eg_turn_get_status (eg_test_ui_turn (window))) != NULL;
}

/* The round's end is said whole: the focus moves to the round end's
 * button, and a screen reader may not yet have read the player's last
 * action from the card that held it, so every action from the player's
 * last one on comes again, in order, before the result. */
static void
test_round_end_said (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 4243);
  EgWindow *window = eg_test_ui_window (match);
  g_autofree char *said = NULL;
  const EgAction *actions;
  guint n, first, turns = 0;
  const char *at;

  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  while (eg_match_is_round_in_progress (match))
    {
      g_assert_true (eg_test_ui_click_turn (window, turns++));
      g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
      g_assert_cmpuint (turns, <, 200);
    }
  /* said once the table is still */
  g_assert_true (eg_test_ui_wait_until (result_said, window, EG_TEST_UI_PATIENCE_MS));

  said = said_now (window);
  n = eg_match_get_round_actions (match, &actions);
  for (first = n; first > 0 && actions[first - 1].side != EG_SIDE_LEFT; first--)
    ;
  g_assert_cmpuint (first, >, 0);
  at = said;
  for (guint i = first - 1; i < n; i++)
    {
      g_autofree char *sentence = eg_describe_action (&actions[i], eg_match_get_name (match, actions[i].side));

      at = strstr (at, sentence);
      g_assert_nonnull (at);
      at += strlen (sentence);
    }
  g_assert_nonnull (strstr (at, eg_turn_get_status (eg_test_ui_turn (window))));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/round/whole-round", test_round);
  g_test_add_func ("/en-garde/ui/round/round-end-said", test_round_end_said);
  g_test_add_func ("/en-garde/ui/round/highlight", test_highlight);
  g_test_add_func ("/en-garde/ui/round/hint", test_hint);
  g_test_add_func ("/en-garde/ui/round/hint-then-other-square", test_hint_then_other_square);
  g_test_add_func ("/en-garde/ui/round/hint-reason", test_hint_reason);
  g_test_add_func ("/en-garde/ui/round/defence-status", test_defence_status);
  g_test_add_func ("/en-garde/ui/round/indirect-reach", test_indirect_reach);

  return g_test_run ();
}
