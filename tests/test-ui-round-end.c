/* test-ui-round-end.c — a round's end explained with both hands, the
 * match summary, and cards flying across the table
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include "eg-card.h"
#include "eg-flight-layer.h"
#include "eg-round-end-view.h"
#include "eg-test-ui.h"

/* Plays random legal actions until the round ends. */
static EgAction
play_round (EgMatch *match,
            GRand   *rand)
{
  EgAction actions[EG_MAX_ACTIONS];
  EgAction last = { 0 };

  while (eg_match_is_round_in_progress (match))
    {
      guint n = eg_match_get_legal_actions (match, actions);

      last = actions[g_rand_int_range (rand, 0, n)];
      g_assert_true (eg_match_apply (match, &last, NULL));
    }
  return last;
}

/* A hand of @view, by its id in eg-round-end-view.ui. */
static EgHandView *
hand_of (EgRoundEndView *view,
         const char     *name)
{
  return EG_HAND_VIEW (gtk_widget_get_template_child (GTK_WIDGET (view), EG_TYPE_ROUND_END_VIEW, name));
}

static void
assert_hand_shows (EgHandView   *hand,
                   const guint8 *counts,
                   guint         decisive)
{
  guint i = 0, v, k;

  g_assert_true (eg_hand_view_is_face_up (hand));
  for (v = 1; v <= EG_N_VALUES; v++)
    for (k = 0; k < counts[v]; k++, i++)
      {
        GtkWidget *card = eg_hand_view_get_card (hand, i);

        g_assert_cmpuint (eg_hand_view_get_value (hand, i), ==, v);
        g_assert_cmpint (gtk_widget_has_css_class (card, "decisive"), ==, v == decisive);
      }
  g_assert_cmpuint (eg_hand_view_get_n_cards (hand), ==, i);
}

/* A round ended by the empty draw pile: both hands face up, the cards of
 * the final distance marked, the text with the counts and advancements. */
static void
test_empty_pile (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 99, 11);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  EgRoundEndView *view = EG_ROUND_END_VIEW (g_object_new (EG_TYPE_ROUND_END_VIEW, NULL));
  const EgRound *round;
  guint distance, tries = 0;
  g_autofree char *advanced = NULL;
  g_autofree char *held = NULL;
  g_autofree char *text = NULL;

  gtk_window_set_child (window, GTK_WIDGET (view));
  gtk_window_present (window);

  for (;;)
    {
      play_round (match, rand);
      round = eg_match_get_round_state (match);
      if ((round->reason == EG_REASON_CARDS || round->reason == EG_REASON_ADVANCEMENT) &&
          !round->final_attack && eg_round_get_distance (round) <= EG_N_VALUES)
        break;
      g_assert_cmpuint (++tries, <, 200);
      g_assert_true (eg_match_begin_round (match, NULL, NULL));
    }

  distance = eg_round_get_distance (round);
  eg_round_end_view_show_round (view, match);
  eg_test_ui_iterate ();

  assert_hand_shows (hand_of (view, "left_hand"), round->hand[EG_SIDE_LEFT], distance);
  assert_hand_shows (hand_of (view, "right_hand"), round->hand[EG_SIDE_RIGHT], distance);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (hand_of (view, "right_hand"))));

  text = g_strdup (eg_test_ui_shown_label (GTK_WIDGET (view), EG_TYPE_ROUND_END_VIEW, "explanation"));
  held = g_strdup_printf ("Distance %u — Ada holds ", distance);
  g_assert_true (g_str_has_prefix (text, held));
  if (round->reason == EG_REASON_ADVANCEMENT)
    {
      EgSide w = round->winner;

      advanced = g_strdup_printf ("%s advanced %u square", w == EG_SIDE_LEFT ? "Ada" : "Bob",
                                  eg_advancement (w, round->pos[w]));
      g_assert_nonnull (strstr (text, advanced));
      g_assert_nonnull (strstr (text, ": tied."));
    }
  g_assert_true (g_str_has_suffix (text, round->winner == EG_SIDE_LEFT ? "Ada wins." : "Bob wins."));
  g_assert_nonnull (strstr (eg_test_ui_shown_label (GTK_WIDGET (view), EG_TYPE_ROUND_END_VIEW, "title"),
                            round->winner == EG_SIDE_LEFT ? "Ada wins round" : "Bob wins round"));

  gtk_window_destroy (window);
}

/* Tab through the round's end: its explanation is read, never shown
 * as selected text (a resume gave it the focus, which selects it all). */
static void
test_explanation_not_selected (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 99, 5);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  EgRoundEndView *view = EG_ROUND_END_VIEW (g_object_new (EG_TYPE_ROUND_END_VIEW, NULL));
  GtkLabel *explanation;

  gtk_window_set_child (window, GTK_WIDGET (view));
  gtk_window_present (window);
  play_round (match, rand);
  eg_round_end_view_show_round (view, match);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  explanation = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (view), EG_TYPE_ROUND_END_VIEW,
                                                          "explanation"));
  g_assert_cmpstr (gtk_label_get_text (explanation), !=, "");

  gtk_window_set_focus (window, NULL);
  for (guint i = 0; i < 12; i++)
    {
      int start, end;

      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      eg_test_ui_iterate ();
      g_assert_false (gtk_label_get_selection_bounds (explanation, &start, &end));
    }
  gtk_window_destroy (window);
}

static void
test_match_summary (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 2, 5);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  EgRoundEndView *view = EG_ROUND_END_VIEW (g_object_new (EG_TYPE_ROUND_END_VIEW, NULL));
  g_autofree char *text = NULL;
  g_autofree char *title = NULL;
  EgSide winner;
  guint i;

  play_round (match, rand);
  while (!eg_match_is_over (match))
    {
      g_assert_true (eg_match_begin_round (match, NULL, NULL));
      play_round (match, rand);
    }

  gtk_window_set_child (window, GTK_WIDGET (view));
  gtk_window_present (window);
  eg_round_end_view_show_match (view, match);
  eg_round_end_view_set_primary (view, "_New Match", "app.new-match");
  eg_round_end_view_set_replay_action (view, "win.watch-replay");
  eg_test_ui_iterate ();

  winner = eg_match_get_winner (match);
  title = g_strdup_printf ("Ada %u – Bob %u", eg_match_get_score (match, EG_SIDE_LEFT),
                           eg_match_get_score (match, EG_SIDE_RIGHT));
  g_assert_cmpstr (eg_test_ui_shown_label (GTK_WIDGET (view), EG_TYPE_ROUND_END_VIEW, "title"), ==, title);
  g_clear_pointer (&title, g_free);
  title = g_strdup_printf ("%s wins the match 2–%u!", winner == EG_SIDE_LEFT ? "Ada" : "Bob",
                           eg_match_get_score (match, EG_OPPONENT (winner)));
  g_assert_cmpstr (eg_test_ui_shown_label (GTK_WIDGET (view), EG_TYPE_ROUND_END_VIEW, "explanation"), ==, title);

  text = eg_test_ui_collect_text (GTK_WIDGET (view));
  for (i = 0; i < eg_match_get_n_rounds (match); i++)
    {
      g_autofree char *line = g_strdup_printf ("Round %u — ", i + 1);

      g_assert_nonnull (strstr (text, line));
    }
  g_assert_nonnull (strstr (text, "New Match"));
  g_assert_nonnull (strstr (text, "Watch the Replay"));
  /* no hand is shown at a match's end */
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (hand_of (view, "left_hand"))));

  gtk_window_destroy (window);
}

static void
on_animating (GObject    *object,
              GParamSpec *pspec,
              GMainLoop  *loop)
{
  g_main_loop_quit (loop);
}

/* A card flies from one place to another, for the table's time; a card
 * delivered to a hand hides its place there until it lands. */
static void
test_flight (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 200);
  GtkWidget *from = eg_card_new (3), *to = eg_card_new (0);
  EgFlightLayer *layer = EG_FLIGHT_LAYER (g_object_new (EG_TYPE_FLIGHT_LAYER, NULL));
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (window));
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  guint duration = eg_pace_duration (EG_ANIMATION_CARD, EG_SPEED_FAST);
  gint64 start;

  gtk_box_append (GTK_BOX (box), from);
  gtk_box_append (GTK_BOX (box), to);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), box);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), GTK_WIDGET (layer));
  gtk_window_set_child (window, overlay);
  gtk_window_present (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  /* the layer never takes a click meant for the table */
  g_assert_false (gtk_widget_get_can_target (GTK_WIDGET (layer)));

  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  eg_flight_layer_fly (layer, from, to, 3, EG_ANIMATION_CARD, EG_SPEED_FAST, 0);
  g_assert_false (eg_flight_layer_is_animating (layer));

  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  start = g_get_monotonic_time ();
  eg_flight_layer_fly (layer, from, to, 3, EG_ANIMATION_CARD, EG_SPEED_FAST, 0);
  g_assert_true (eg_flight_layer_is_animating (layer));
  g_signal_connect (layer, "notify::animating", G_CALLBACK (on_animating), loop);
  g_main_loop_run (loop);
  g_assert_false (eg_flight_layer_is_animating (layer));
  if (g_test_perf ())   /* a timing: never a unit test's verdict */
    g_assert_cmpint (g_get_monotonic_time () - start, >=, duration * 900);

  /* a card dealt or drawn: its place in the hand stays empty until it
   * lands, so the hand never shows a card still in the air */
  eg_flight_layer_deliver (layer, from, to, EG_ANIMATION_DRAW, EG_SPEED_FAST, 0);
  g_assert_true (eg_flight_layer_is_animating (layer));
  g_assert_cmpfloat (gtk_widget_get_opacity (to), ==, 0.0);
  g_assert_cmpfloat (gtk_widget_get_opacity (from), ==, 1.0);
  g_main_loop_run (loop);
  g_assert_false (eg_flight_layer_is_animating (layer));
  g_assert_cmpfloat (gtk_widget_get_opacity (to), ==, 1.0);

  /* without animations nothing flies and nothing is hidden */
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  eg_flight_layer_deliver (layer, from, to, EG_ANIMATION_DRAW, EG_SPEED_FAST, 0);
  g_assert_false (eg_flight_layer_is_animating (layer));
  g_assert_cmpfloat (gtk_widget_get_opacity (to), ==, 1.0);

  gtk_window_destroy (window);
}

int
main (int    argc,
      char **argv)
{
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/round-end/empty-pile", test_empty_pile);
  g_test_add_func ("/en-garde/ui/round-end/explanation-not-selected", test_explanation_not_selected);
  g_test_add_func ("/en-garde/ui/round-end/match-summary", test_match_summary);
  g_test_add_func ("/en-garde/ui/round-end/flight", test_flight);

  return g_test_run ();
}
