/* test-ui-hidden.c — against the computer, its cards never show
 *
 * During a match between a person and the computer, no widget's label,
 * tooltip or accessible text may give away the computer's cards: its
 * hand is face down (the number of cards only) and the person's hand is
 * the only one face up. Checked after every action of a whole match.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include "eg-test-ui.h"

static void
assert_hidden (EgWindow *window,
               EgMatch  *match)
{
  EgHandView *computer = eg_test_ui_side_hand (window, EG_SIDE_RIGHT);
  g_autofree char *text = eg_test_ui_collect_text (GTK_WIDGET (window));
  g_autofree char *computer_cards = NULL;
  g_autofree char *person_cards = NULL;
  EgView view, person;
  GtkWidget *child;

  eg_match_get_view (match, EG_SIDE_RIGHT, &view);
  eg_match_get_view (match, EG_SIDE_LEFT, &person);

  g_assert_false (eg_turn_get_passing (eg_test_ui_turn (window)));
  g_assert_cmpint (eg_turn_get_viewer (eg_test_ui_turn (window)), ==, EG_SIDE_LEFT);

  /* the computer's hand: face down, its size only, no text in any card */
  g_assert_false (eg_hand_view_is_face_up (computer));
  g_assert_cmpuint (eg_hand_view_get_n_cards (computer), ==, view.hand_size);
  for (child = gtk_widget_get_first_child (GTK_WIDGET (computer)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *card_text = eg_test_ui_collect_text (child);

      g_assert_cmpstr (g_strstrip (card_text), ==, "");
      g_assert_false (GTK_IS_BUTTON (child));
    }

  /* the person's hand is the one face up */
  g_assert_true (eg_hand_view_is_face_up (EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view"))));
  g_assert_cmpuint (eg_hand_view_get_n_cards (EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view"))), ==, person.hand_size);

  /* nowhere the computer's hand as the interface writes hands, unless it
   * is also a part of the person's own */
  computer_cards = eg_hand_describe (view.hand);
  person_cards = eg_hand_describe (person.hand);
  if (strstr (person_cards, computer_cards) == NULL)
    g_assert_null (strstr (text, computer_cards));
}

static void
test_computer_hand_hidden (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 3, 2026);
  EgWindow *window;
  guint turns = 0, checks = 0;

  /* hide-hands is on by default; with one person it must change nothing */
  g_assert_true (g_settings_get_boolean (settings, "hide-hands"));
  window = eg_test_ui_window (match);

  while (!eg_match_is_over (match))
    {
      g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));

      if (!eg_match_is_round_in_progress (match))
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "win.next-round", NULL);
          eg_test_ui_iterate ();
          continue;
        }

      assert_hidden (window, match);
      checks++;
      if (eg_match_get_side_to_act (match) == EG_SIDE_LEFT)
        g_assert_true (eg_test_ui_click_turn (window, turns++));
      g_assert_cmpuint (turns, <, 3000);
    }

  g_assert_cmpuint (checks, >, 10);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/hidden/computer-hand", test_computer_hand_hidden);

  return g_test_run ();
}
