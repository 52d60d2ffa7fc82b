/* test-ui-board.c — the board's targets, the cards dragged onto them,
 * the animations and the piles' counts
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <math.h>

#include "eg-board-private.h"
#include "eg-board.h"
#include "eg-action.h"
#include "eg-board-targets.h"
#include "eg-describe.h"
#include "eg-hand-view.h"
#include "eg-piles-view.h"
#include "eg-test-ui.h"
#include "eg-ui-utils.h"
#include "eg-window-private.h"

typedef struct
{
  GtkWindow *window;
  EgBoard   *board;
  GArray    *activated;   /* guint ids, in order */
} Fixture;

static void
on_activated (EgBoard *board,
              guint    id,
              Fixture *fixture)
{
  g_array_append_val (fixture->activated, id);
}

static void
wait_draw (GtkWidget *widget)
{
  eg_test_ui_iterate ();
  gtk_widget_queue_draw (widget);
  gtk_test_widget_wait_for_draw (widget);
  eg_test_ui_iterate ();
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->board = EG_BOARD (g_object_new (EG_TYPE_BOARD, NULL));
  fixture->activated = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_window_set_default_size (fixture->window, 1000, 320);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->board));
  g_signal_connect (fixture->board, "target-activated", G_CALLBACK (on_activated), fixture);
  eg_board_set_names (fixture->board, "Ada", "Bob");
  eg_board_set_positions (fixture->board, 6, 11, FALSE);
  gtk_window_present (fixture->window);
  wait_draw (GTK_WIDGET (fixture->window));
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  g_array_unref (fixture->activated);
  eg_test_ui_iterate ();
}

static guint
last_activated (Fixture *fixture)
{
  g_assert_cmpuint (fixture->activated->len, >, 0);
  return g_array_index (fixture->activated, guint, fixture->activated->len - 1);
}

/* The middle of square @n's column, in the board's coordinates, from
 * what is drawn: the squares share the width, the track at the bottom. */
static GtkWidget *
pick_square (EgBoard *board,
             guint    n,
             double   height_fraction)
{
  int width = gtk_widget_get_width (GTK_WIDGET (board));
  int height = gtk_widget_get_height (GTK_WIDGET (board));
  double sq = MIN ((width - 16.0) / (EG_TRACK_LENGTH + 0.6), height / 3.9);
  double x = (width - sq * EG_TRACK_LENGTH) / 2.0 + (n - 0.5) * sq;

  return gtk_widget_pick (GTK_WIDGET (board), x, height * height_fraction, GTK_PICK_DEFAULT);
}

static void
test_click (Fixture       *fixture,
            gconstpointer  data)
{
  EgBoard *board = fixture->board;
  GtkWidget *place;

  eg_board_add_target (board, 7, EG_BOARD_TARGET_MOVE, EG_SIDE_LEFT, 9, "Move 3 forward with a 3");
  eg_board_add_target (board, 8, EG_BOARD_TARGET_ATTACK, EG_SIDE_LEFT, 11, "Attack Bob with a 5");
  wait_draw (GTK_WIDGET (fixture->window));

  place = eg_test_ui_board_place (board, 9);
  g_assert_nonnull (place);
  g_assert_null (eg_test_ui_board_place (board, 10));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (place), ==, "Move 3 forward with a 3");
  gtk_test_accessible_assert_property (place, GTK_ACCESSIBLE_PROPERTY_LABEL, "Square 9");
  gtk_test_accessible_assert_property (place, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Move 3 forward with a 3");

  /* the pointer over the square, or over the column above it where the
   * fencer would stand, is over the target */
  g_assert_true (gtk_widget_is_ancestor (pick_square (board, 9, 0.8), place) ||
                 pick_square (board, 9, 0.8) == place);
  g_assert_true (pick_square (board, 9, 0.5) == place ||
                 gtk_widget_is_ancestor (pick_square (board, 9, 0.5), place));
  /* the opponent's fencer, for the attack */
  g_assert_true (pick_square (board, 11, 0.5) == eg_test_ui_board_place (board, 11) ||
                 gtk_widget_is_ancestor (pick_square (board, 11, 0.5), eg_test_ui_board_place (board, 11)));
  /* elsewhere, nothing to click */
  g_assert_true (pick_square (board, 3, 0.8) == GTK_WIDGET (board));

  g_signal_emit_by_name (place, "clicked");
  g_assert_cmpuint (last_activated (fixture), ==, 7);
  g_signal_emit_by_name (eg_test_ui_board_place (board, 11), "clicked");
  g_assert_cmpuint (last_activated (fixture), ==, 8);

  eg_board_clear_targets (board);
  g_assert_cmpuint (eg_test_ui_board_n_offered (board), ==, 0);
  g_assert_null (eg_test_ui_board_place (board, 9));
  g_assert_true (pick_square (board, 9, 0.8) == GTK_WIDGET (board));
}

/* Two attacks on one fencer: a click offers both. */
static void
test_choice (Fixture       *fixture,
             gconstpointer  data)
{
  EgBoard *board = fixture->board;
  GtkWidget *place, *child, *popover = NULL;
  g_autofree char *text = NULL;
  GPtrArray *buttons = g_ptr_array_new ();

  eg_board_add_target (board, 1, EG_BOARD_TARGET_ATTACK, EG_SIDE_LEFT, 11, "Attack with one 5");
  eg_board_add_target (board, 2, EG_BOARD_TARGET_ATTACK, EG_SIDE_LEFT, 11, "Attack with two 5s");
  place = eg_test_ui_board_place (board, 11);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (place), ==, "Attack with one 5 or Attack with two 5s");

  g_signal_emit_by_name (place, "clicked");
  g_assert_cmpuint (fixture->activated->len, ==, 0);
  for (child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      popover = child;
  g_assert_nonnull (popover);
  wait_draw (GTK_WIDGET (fixture->window));
  g_assert_true (gtk_widget_get_visible (popover));
  text = eg_test_ui_collect_text (popover);
  g_assert_nonnull (strstr (text, "Attack with two 5s"));

  for (child = gtk_widget_get_first_child (gtk_popover_get_child (GTK_POPOVER (popover))); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    g_ptr_array_add (buttons, child);
  g_assert_cmpuint (buttons->len, ==, 2);
  g_signal_emit_by_name (g_ptr_array_index (buttons, 1), "clicked");
  g_assert_cmpuint (fixture->activated->len, ==, 1);
  g_assert_cmpuint (last_activated (fixture), ==, 2);
  g_ptr_array_unref (buttons);
}

/* Tab reaches every target, in the order of the squares; Return (the
 * button's activate) plays it. */
static void
test_keyboard (Fixture       *fixture,
               gconstpointer  data)
{
  EgBoard *board = fixture->board;
  GtkWidget *focus;

  eg_board_add_target (board, 3, EG_BOARD_TARGET_MOVE, EG_SIDE_LEFT, 9, "Move 3 forward");
  eg_board_add_target (board, 1, EG_BOARD_TARGET_RETREAT, EG_SIDE_LEFT, 2, "Move 4 back");
  wait_draw (GTK_WIDGET (fixture->window));

  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (board), GTK_DIR_TAB_FORWARD));
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_true (focus == eg_test_ui_board_place (board, 2));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (board), GTK_DIR_TAB_FORWARD));
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_true (focus == eg_test_ui_board_place (board, 9));
  /* a button pressed by key shows itself pressed a moment, then clicks */
  g_assert_true (eg_test_ui_activate (focus));
  g_assert_cmpuint (last_activated (fixture), ==, 3);
}

/* A hand's card carries its value; dropped on a target, it activates it. */
static void
test_drop (Fixture       *fixture,
           gconstpointer  data)
{
  EgBoard *board = fixture->board;
  EgHandView *hand = EG_HAND_VIEW (g_object_new (EG_TYPE_HAND_VIEW, NULL));
  const guint8 counts[EG_N_VALUES + 1] = { 0, 1, 0, 2, 0, 1 };
  g_autoptr(GdkContentProvider) content = NULL;
  GtkEventController *source, *drop;
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_object_ref_sink (hand);
  eg_hand_view_set_cards (hand, counts);
  source = eg_test_ui_find_controller (eg_hand_view_get_card (hand, 1), GTK_TYPE_DRAG_SOURCE);
  g_assert_nonnull (source);
  g_signal_emit_by_name (source, "prepare", 10.0, 10.0, &content);
  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_UINT);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  g_assert_cmpuint (g_value_get_uint (&value), ==, 3);

  /* a hand that may not play gives nothing to drag */
  g_clear_object (&content);
  eg_hand_view_set_interactive (hand, FALSE);
  g_signal_emit_by_name (source, "prepare", 10.0, 10.0, &content);
  g_assert_null (content);

  eg_board_add_target (board, 5, EG_BOARD_TARGET_MOVE, EG_SIDE_LEFT, 9, "Move 3 forward");
  drop = eg_test_ui_find_controller (eg_test_ui_board_place (board, 9), GTK_TYPE_DROP_TARGET);
  g_assert_nonnull (drop);
  g_assert_true (gtk_drop_target_get_actions (GTK_DROP_TARGET (drop)) & GDK_ACTION_MOVE);
  g_signal_emit_by_name (drop, "drop", &value, 5.0, 5.0, &accepted);
  g_assert_true (accepted);
  g_assert_cmpuint (last_activated (fixture), ==, 5);

  g_value_unset (&value);
  g_object_unref (hand);
}

static void
on_animating (EgBoard    *board,
              GParamSpec *pspec,
              GMainLoop  *loop)
{
  if (!eg_board_is_animating (board))
    g_main_loop_quit (loop);
}

/* Runs until the board's animations end; returns the frames they took.
 * With -m perf it also checks that they took at least @least_ms (90 % of
 * it: the frame clock's time is smoothed), a timing a loaded machine
 * can upset, so never in a unit test's verdict. */
static gint64
wait_animations (EgBoard *board,
                 guint    least_ms)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (board));
  gint64 first = gdk_frame_clock_get_frame_counter (clock);
  gint64 start = g_get_monotonic_time ();
  gulong handler = g_signal_connect (board, "notify::animating", G_CALLBACK (on_animating), loop);

  if (eg_board_is_animating (board))
    g_main_loop_run (loop);
  g_signal_handler_disconnect (board, handler);
  if (g_test_perf ())
    g_assert_cmpfloat ((g_get_monotonic_time () - start) / 1000.0, >=, least_ms * 0.9);
  return gdk_frame_clock_get_frame_counter (clock) - first;
}

static void
count_action (EgMatch        *match,
              const EgAction *action,
              guint          *n_applied)
{
  (*n_applied)++;
}

/* A card of the window's hand dragged onto the track, the way GTK runs a
 * drag: "drag-begin", the drop, then "drag-end". The drop plays the card,
 * so the hand is dealt again while the drag still runs and its end finds
 * the card gone; the interface tests run with fatal criticals, so a card
 * reached after it went fails here. */
static void
test_drag_in_window (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 3);
  g_autoptr(GdkContentProvider) content = NULL;
  g_autoptr(GtkEventController) source = NULL;
  EgWindow *window;
  EgBoard *board;
  GtkWidget *card;
  guint n_applied = 0, square, n_offered;

  /* hot seat, hands shown: Ada's hand is on the table from the start */
  g_settings_set_boolean (settings, "hide-hands", FALSE);
  window = eg_test_ui_window (match);
  board = EG_BOARD (eg_test_ui_table_part (window, "board"));
  card = eg_hand_view_get_card (EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view")), 0);
  g_signal_connect (match, "action-applied", G_CALLBACK (count_action), &n_applied);
  g_object_add_weak_pointer (G_OBJECT (card), (gpointer *) &card);
  source = g_object_ref (eg_test_ui_find_controller (card, GTK_TYPE_DRAG_SOURCE));
  g_signal_emit_by_name (source, "prepare", 10.0, 10.0, &content);
  g_assert_nonnull (content);
  g_signal_emit_by_name (source, "drag-begin", NULL);
  g_assert_true (gtk_widget_has_css_class (card, "dragged"));
  /* the board lights what the turn offers for that card, no more */
  eg_turn_get_targets (eg_test_ui_turn (window), eg_hand_view_get_value (EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view")), 0),
                       &n_offered);
  g_assert_cmpuint (n_offered, >, 0);
  g_assert_cmpuint (eg_test_ui_board_n_offered (board), ==, n_offered);

  for (square = 1; eg_test_ui_board_place (board, square) == NULL; square++)
    g_assert_cmpuint (square, <, EG_TRACK_LENGTH);
  eg_test_ui_activate_square (board, square, TRUE, 0);
  eg_test_ui_iterate ();
  g_assert_cmpuint (n_applied, ==, 1);

  g_signal_emit_by_name (source, "drag-end", NULL, TRUE);
  eg_test_ui_iterate ();
  g_assert_cmpuint (n_applied, ==, 1);
  /* the card played is gone, or its button (kept by the hand for the
   * focus) shows another card, not dragged */
  g_assert_true (card == NULL || !gtk_widget_has_css_class (card, "dragged"));

  /* a drag that ends without a drop leaves its card as it was */
  g_clear_object (&source);
  g_clear_object (&content);
  card = eg_hand_view_get_card (EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view")), 0);
  source = g_object_ref (eg_test_ui_find_controller (card, GTK_TYPE_DRAG_SOURCE));
  g_signal_emit_by_name (source, "drag-begin", NULL);
  g_assert_true (gtk_widget_has_css_class (card, "dragged"));
  g_signal_emit_by_name (source, "drag-end", NULL, FALSE);
  g_assert_false (gtk_widget_has_css_class (card, "dragged"));
  g_assert_cmpuint (n_applied, ==, 1);

  g_signal_handlers_disconnect_by_data (match, &n_applied);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "hide-hands");
}

static void
test_animation (Fixture       *fixture,
                gconstpointer  data)
{
  EgBoard *board = fixture->board;
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (board));
  guint slide = eg_pace_duration (EG_ANIMATION_SLIDE, EG_SPEED_FAST);
  guint lunge = eg_pace_duration (EG_ANIMATION_LUNGE, EG_SPEED_FAST);
  guint parry = eg_pace_duration (EG_ANIMATION_PARRY, EG_SPEED_FAST);

  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  eg_board_set_speed (board, EG_SPEED_FAST);

  /* the fencer slides; the distance drawn changes when it arrives */
  g_assert_cmpuint (eg_board_get_shown_distance (board), ==, 5);
  eg_board_set_positions (board, 8, 11, TRUE);
  g_assert_true (eg_board_is_animating (board));
  g_assert_cmpuint (eg_board_get_position (board, EG_SIDE_LEFT), ==, 8);
  g_assert_cmpuint (eg_board_get_shown_distance (board), ==, 5);
  {
    g_autofree char *said = eg_test_ui_dup_accessible (GTK_WIDGET (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

    g_assert_nonnull (strstr (said, "distance 3"));
  }
  g_assert_cmpint (wait_animations (board, slide), >=, 1);
  g_assert_cmpuint (eg_board_get_shown_distance (board), ==, 3);

  /* an indirect attack parried: step, lunge, parry, one after the other.
   * A step that ends starts the next one at that frame, so three steps
   * in turn take three frames at least, however slow each frame is;
   * played together they would end in one. */
  eg_board_set_positions (board, 9, 11, TRUE);
  eg_board_play_effect (board, EG_BOARD_EFFECT_LUNGE, EG_SIDE_LEFT);
  eg_board_play_effect (board, EG_BOARD_EFFECT_PARRY, EG_SIDE_RIGHT);
  g_assert_cmpint (wait_animations (board, slide + lunge + parry), >=, 3);
  g_assert_cmpuint (eg_board_get_shown_distance (board), ==, 2);

  /* a new position without animation ends what plays at once */
  eg_board_play_effect (board, EG_BOARD_EFFECT_HIT, EG_SIDE_RIGHT);
  g_assert_true (eg_board_is_animating (board));
  eg_board_set_positions (board, 1, 23, FALSE);
  g_assert_false (eg_board_is_animating (board));
  g_assert_cmpuint (eg_board_get_shown_distance (board), ==, 22);

  /* reduced motion: nothing moves, the label is right at once */
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  eg_board_set_positions (board, 4, 23, TRUE);
  eg_board_play_effect (board, EG_BOARD_EFFECT_LUNGE, EG_SIDE_LEFT);
  g_assert_false (eg_board_is_animating (board));
  g_assert_cmpuint (eg_board_get_shown_distance (board), ==, 19);
  g_assert_cmpuint (eg_animation_duration_for (GTK_WIDGET (board), EG_ANIMATION_CARD, EG_SPEED_SLOW), ==, 0);
  /* reading time is not motion */
  g_assert_cmpuint (eg_animation_duration_for (GTK_WIDGET (board), EG_ANIMATION_READ, EG_SPEED_SLOW), >, 0);

  /* the speed off, with animations allowed */
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  eg_board_set_speed (board, EG_SPEED_OFF);
  eg_board_set_positions (board, 5, 23, TRUE);
  g_assert_false (eg_board_is_animating (board));
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
}

/* What a player may count: the discards, the unseen values, the warning. */
static void
test_piles (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  EgPilesView *piles = EG_PILES_VIEW (g_object_new (EG_TYPE_PILES_VIEW, NULL));
  const guint8 discard[EG_N_VALUES + 1] = { 0, 2, 0, 1, 0, 0 };
  const guint8 unseen[EG_N_VALUES + 1] = { 0, 3, 4, 1, 5, 2 };
  g_autofree char *text = NULL;
  int height_before, height_after;

  gtk_window_set_child (window, GTK_WIDGET (piles));
  gtk_window_present (window);
  eg_piles_view_show (piles, 12, 3);
  eg_piles_view_set_discards (piles, discard);
  eg_piles_view_set_unseen (piles, unseen);
  wait_draw (GTK_WIDGET (window));
  height_before = gtk_widget_get_height (GTK_WIDGET (piles));

  text = eg_test_ui_collect_text (GTK_WIDGET (piles));
  g_assert_nonnull (strstr (text, "12 cards to draw"));
  /* what a screen reader says of the discard pile */
  g_assert_nonnull (eg_test_ui_find_accessible (GTK_WIDGET (piles), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                "Discard pile, top card 3. "
                                                "Played so far: two 1s, no 2, one 3, no 4, no 5."));
  g_assert_nonnull (strstr (text, "three 1s, four 2s, one 3, five 4s, two 5s"));
  g_clear_pointer (&text, g_free);

  /* the warning comes without moving anything */
  eg_piles_view_set_warning (piles, "Ada’s next turn draws the last card.");
  wait_draw (GTK_WIDGET (window));
  height_after = gtk_widget_get_height (GTK_WIDGET (piles));
  g_assert_cmpint (height_before, ==, height_after);
  text = eg_test_ui_collect_text (GTK_WIDGET (piles));
  g_assert_nonnull (strstr (text, "Ada’s next turn draws the last card."));
  g_clear_pointer (&text, g_free);

  /* the tally is a setting */
  eg_piles_view_set_unseen (piles, NULL);
  text = eg_test_ui_collect_text (GTK_WIDGET (piles));
  g_assert_null (strstr (text, "three 1s"));

  gtk_window_destroy (window);
}

/* A card of the viewer's hand that starts something, at random, or 0
 * when none does: the one the test drags. */
static guint
card_to_drag (EgTurn *turn,
              GRand  *rand)
{
  guint values[EG_N_VALUES], n_values = 0, n;

  for (guint value = 1; value <= EG_N_VALUES; value++)
    if (eg_turn_get_targets (turn, value, &n), n > 0)
      values[n_values++] = value;
  return n_values > 0 ? values[g_rand_int_range (rand, 0, n_values)] : 0;
}

/* Whole matches through the board alone: what the turn offers (every
 * legal action, or those of the card dragged) is what the board lights,
 * each target on the square it leads to, in words; clicks (or cards
 * dropped) play them until the match ends. The board is asked for the
 * model's targets, as the window does, not for a filter of its own. */
static void
play_rounds (Fixture  *fixture,
             gboolean  drag)
{
  EgBoard *board = fixture->board;
  g_autoptr(GRand) rand = g_rand_new_with_seed (drag ? 99 : 42);
  guint n_rounds = 0;

  for (guint n_matches = 0; n_matches < 3; n_matches++)
    {
      g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, g_rand_int (rand));
      g_autoptr(EgTurn) turn = eg_turn_new (match);

      eg_turn_set_hide_hands (turn, FALSE);
      while (!eg_match_is_over (match))
        {
          EgAction legal[EG_MAX_ACTIONS], shown[EG_MAX_ACTIONS];
          const EgAction *targets, *action;
          guint n_shown, dragged, before = fixture->activated->len;
          const char *name;
          guint8 pos[2];

          if (!eg_match_is_round_in_progress (match))
            {
              eg_turn_begin_round (turn);
              n_rounds++;
              continue;
            }
          name = eg_match_get_name (match, eg_match_get_side_to_act (match));
          pos[EG_SIDE_LEFT] = eg_match_get_position (match, EG_SIDE_LEFT);
          pos[EG_SIDE_RIGHT] = eg_match_get_position (match, EG_SIDE_RIGHT);
          dragged = drag ? card_to_drag (turn, rand) : 0;
          targets = eg_turn_get_targets (turn, dragged, &n_shown);
          g_assert_cmpuint (n_shown, >, 0);
          memcpy (shown, targets, n_shown * sizeof *targets);
          /* with no card chosen, every legal action is a target */
          if (dragged == 0)
            g_assert_cmpuint (n_shown, ==, eg_round_legal_actions (eg_match_get_round_state (match), legal));

          eg_board_targets_show (board, shown, n_shown, pos, name);
          g_assert_cmpuint (eg_test_ui_board_n_offered (board), ==, n_shown);
          action = &shown[g_rand_int_range (rand, 0, n_shown)];
          eg_test_ui_activate_square (board, eg_action_get_square (action, pos), drag && dragged != 0,
                                      g_rand_int (rand));
          g_assert_cmpuint (fixture->activated->len, ==, before + 1);
          action = &shown[last_activated (fixture)];
          /* what was played is what its square's words said */
          {
            g_autofree char *words = eg_describe_action (action, name);
            const char *tooltip = gtk_widget_get_tooltip_text (
              eg_test_ui_board_place (board, eg_action_get_square (action, pos)));

            g_assert_nonnull (strstr (tooltip, words));
          }
          g_assert_true (eg_turn_play (turn, action));
        }
    }
  g_assert_cmpuint (n_rounds, >=, 9);
  eg_board_clear_targets (board);
}

static void
test_rounds_by_clicks (Fixture       *fixture,
                       gconstpointer  data)
{
  play_rounds (fixture, FALSE);
}

static void
test_rounds_by_drops (Fixture       *fixture,
                      gconstpointer  data)
{
  play_rounds (fixture, TRUE);
}

/* ---- the fencers as drawn ----
 *
 * What the board draws, read back from its pixels: each fencer's body
 * gets a colour of its own (left magenta, right cyan) and everything
 * else turns grey, the outlines too (a blade has one), so a coloured
 * pixel belongs to a body and its strength tells a body (full colour)
 * from its ghost (painted at under half). A body's outline adds
 * OUTLINE pixels on each side of what is read. */

#define OUTLINE 1.5

typedef struct
{
  int x0;    /* the first and last column drawn; x1 < x0 when none */
  int x1;
} Span;

static GtkCssProvider *
fencers_apart (void)
{
  static const char *const greys[] = {
    "eg_piste_color", "eg_piste_edge_color", "eg_square_color", "eg_square_border_color", "eg_centre_color",
    "eg_reach_color", "eg_retreat_color", "eg_chosen_color", "eg_attack_color", "eg_spark_color",
    "eg_blade_color", "eg_label_bg_color", "eg_last_move_color", "eg_last_parry_color",
  };
  GtkCssProvider *provider = gtk_css_provider_new ();
  GString *css = g_string_new ("@define-color eg_left_fencer_color #ff00ff;\n"
                               "@define-color eg_left_outline_color #707070;\n"
                               "@define-color eg_right_fencer_color #00ffff;\n"
                               "@define-color eg_right_outline_color #707070;\n"
                               "* { color: #404040; }\n");

  for (guint i = 0; i < G_N_ELEMENTS (greys); i++)
    g_string_append_printf (css, "@define-color %s #%02x%02x%02x;\n", greys[i], 96 + 8 * i, 96 + 8 * i, 96 + 8 * i);
  gtk_css_provider_load_from_data (provider, css->str, -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_USER + 1);
  g_string_free (css, TRUE);
  return provider;
}

static void
fencers_together (GtkCssProvider *provider)
{
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider));
  g_object_unref (provider);
}

/* The window's pixels, cairo's ARGB32 (B, G, R, A; opaque here). */
static guchar *
take_pixels (GtkWindow *window,
             int       *width,
             int       *height)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  guchar *pixels;

  /* the window's picture is its last frame's: none while a frame is
   * pending, which the next one brings */
  for (guint tries = 0; node == NULL && tries < 100; tries++)
    {
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();

      wait_draw (GTK_WIDGET (window));
      *width = gtk_widget_get_width (GTK_WIDGET (window));
      *height = gtk_widget_get_height (GTK_WIDGET (window));
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), *width, *height);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, *width, *height));
  *width = gdk_texture_get_width (texture);
  *height = gdk_texture_get_height (texture);
  pixels = g_malloc (4 * *width * *height);
  gdk_texture_download (texture, pixels, 4 * *width);
  return pixels;
}

/* How much of @side's colour a pixel holds: 255 for a body, about 115
 * for its ghost, 0 for grey. */
static int
side_colour (const guchar *pixel,
             EgSide        side)
{
  int r = pixel[2], g = pixel[1], b = pixel[0];

  return side == EG_SIDE_LEFT ? MIN (r, b) - g : MIN (g, b) - r;
}

/* The columns where @side's body is drawn in full colour (with
 * @ghost_of, the columns where a ghost of @side shows instead: pixels
 * of its colour that are not so in @ghost_of, the same board without
 * the ghost). */
static Span
scan (const guchar *pixels,
      const guchar *ghost_of,
      int           width,
      int           height,
      EgSide        side)
{
  Span span = { width, -1 };

  for (int x = 0; x < width; x++)
    {
      int n = 0;

      for (int y = 0; y < height; y++)
        {
          const guchar *pixel = pixels + 4 * (y * width + x);
          int colour = side_colour (pixel, side);

          if (ghost_of == NULL)
            n += colour > 200;
          else
            n += colour > 60 && side_colour (ghost_of + 4 * (y * width + x), side) < 40;
        }
      if (n > 0)
        {
          span.x0 = MIN (span.x0, x);
          span.x1 = MAX (span.x1, x);
        }
    }
  return span;
}

typedef struct
{
  Span   body[2];
  Span   ghost;
  double sq;      /* a square's width, from the board's own geometry */
} Drawn;

/* Where the fencers and the ghost the board holds now (of @actor) are
 * drawn. */
static Drawn
read_fencers (Fixture *fixture,
              EgSide   actor)
{
  GtkCssProvider *provider = fencers_apart ();
  g_autofree guchar *with_ghost = NULL;
  g_autofree guchar *without = NULL;
  int width, height;
  Drawn drawn;

  with_ghost = take_pixels (fixture->window, &width, &height);
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    drawn.body[side] = scan (with_ghost, NULL, width, height, side);
  drawn.sq = fixture->board->geo.sq;
  /* the ghost: what leaving it out takes away */
  eg_board_clear_ghost (fixture->board);
  without = take_pixels (fixture->window, &width, &height);
  drawn.ghost = scan (with_ghost, without, width, height, actor);
  fencers_together (provider);
  g_test_message ("square %.1f px; left body %d–%d, right %d–%d, ghost %d–%d", drawn.sq,
                  drawn.body[0].x0, drawn.body[0].x1, drawn.body[1].x0, drawn.body[1].x1,
                  drawn.ghost.x0, drawn.ghost.x1);
  return drawn;
}

/* At distance 1 the fencers stand apart, each body clear of the other
 * (the blades only cross), at the board's sizes in a window of 800×600,
 * 1000×720 and 1920×1080, and in a low one. */
static void
test_close_fencers (Fixture       *fixture,
                    gconstpointer  data)
{
  static const int sizes[][2] = { { 776, 150 }, { 976, 260 }, { 1896, 560 }, { 1000, 120 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint left = 1; left < EG_TRACK_LENGTH; left += 10)
      {
        Drawn drawn;
        Span *body = drawn.body;

        gtk_widget_set_size_request (GTK_WIDGET (fixture->board), sizes[i][0], sizes[i][1]);
        gtk_window_set_default_size (fixture->window, sizes[i][0], sizes[i][1]);
        eg_board_set_positions (fixture->board, left, left + 1, FALSE);
        wait_draw (GTK_WIDGET (fixture->window));
        g_assert_cmpuint (eg_board_get_shown_distance (fixture->board), ==, 1);
        g_test_message ("%dx%d, squares %u and %u", sizes[i][0], sizes[i][1], left, left + 1);
        drawn = read_fencers (fixture, EG_SIDE_LEFT);
        /* a body each, as wide as the other, and a clear gap between */
        g_assert_cmpint (body[EG_SIDE_LEFT].x1 - body[EG_SIDE_LEFT].x0, >, drawn.sq * 0.3);
        g_assert_cmpint (ABS ((body[0].x1 - body[0].x0) - (body[1].x1 - body[1].x0)), <=, 2);
        g_assert_cmpfloat (body[EG_SIDE_RIGHT].x0 - body[EG_SIDE_LEFT].x1 - 2 * OUTLINE, >=, MAX (2.0, drawn.sq * 0.15));
      }
}

/* A move's ghost that leads to distance 1 (the analysis's better move,
 * or the square under the pointer) stands apart from the opponent as
 * the fencer would there, not as wide as at the distance of now. */
static void
test_close_ghost (Fixture       *fixture,
                  gconstpointer  data)
{
  static const int sizes[][2] = { { 776, 150 }, { 976, 260 }, { 1896, 560 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      Drawn drawn;

      gtk_widget_set_size_request (GTK_WIDGET (fixture->board), sizes[i][0], sizes[i][1]);
      gtk_window_set_default_size (fixture->window, sizes[i][0], sizes[i][1]);
      eg_board_set_positions (fixture->board, 6, 12, FALSE);
      eg_board_set_ghost (fixture->board, EG_BOARD_TARGET_MOVE, EG_SIDE_LEFT, 11, 11, "Ada moves 5 forward");
      g_test_message ("%dx%d", sizes[i][0], sizes[i][1]);
      drawn = read_fencers (fixture, EG_SIDE_LEFT);
      /* the ghost is drawn, one square before the opponent, who stands
       * as wide as at the distance of now: apart, if by little */
      g_assert_cmpint (drawn.ghost.x1, >=, drawn.ghost.x0);
      g_assert_cmpfloat (drawn.ghost.x0, >, drawn.body[EG_SIDE_LEFT].x1 + 3 * drawn.sq);
      g_assert_cmpfloat (drawn.body[EG_SIDE_RIGHT].x0 - drawn.ghost.x1 - 2 * OUTLINE, >, 0);
    }
}

/* The analysis's better move is a step and an attack: the ghost lunges
 * from the step's square, not from where the fencer stands. */
static void
test_step_attack_ghost (Fixture       *fixture,
                        gconstpointer  data)
{
  EgAction step_attack = eg_action_indirect_attack (EG_SIDE_LEFT, 3, 4, 1);
  EgAction attack = eg_action_attack (EG_SIDE_LEFT, 4, 1);
  const guint8 far[2] = { 5, 12 };
  const guint8 near[2] = { 8, 12 };
  g_autofree char *words = eg_describe_best_play (&step_attack, "Ada", FALSE);
  g_autofree char *description = NULL;
  Drawn drawn;
  int back;

  eg_board_set_positions (fixture->board, 5, 12, FALSE);
  eg_board_targets_show_ghost (fixture->board, &step_attack, far, "Ada");
  /* said with the board, at its end */
  description = eg_test_ui_dup_accessible (GTK_WIDGET (fixture->board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_true (g_str_has_suffix (description, words));
  drawn = read_fencers (fixture, EG_SIDE_LEFT);
  /* drawn three squares on, on square 8, clear of square 5 where Ada
   * stands: its back foot where Ada's would be there */
  back = drawn.ghost.x0 - drawn.body[EG_SIDE_LEFT].x0;
  g_assert_cmpfloat (drawn.ghost.x0, >, drawn.body[EG_SIDE_LEFT].x1 + drawn.sq);
  g_assert_cmpfloat (back, >=, 3 * drawn.sq - 0.5 * drawn.sq);
  g_assert_cmpfloat (back, <=, 3 * drawn.sq + 0.5 * drawn.sq);
  /* reaching Bob on square 12, not past him */
  g_assert_cmpint (drawn.ghost.x1, <=, drawn.body[EG_SIDE_RIGHT].x1);

  /* the near twin: a direct attack lunges from where Ada stands, so
   * what the ghost adds begins within her body */
  eg_board_set_positions (fixture->board, 8, 12, FALSE);
  eg_board_targets_show_ghost (fixture->board, &attack, near, "Ada");
  drawn = read_fencers (fixture, EG_SIDE_LEFT);
  g_assert_cmpint (drawn.ghost.x1, >=, drawn.ghost.x0);
  g_assert_cmpint (drawn.ghost.x0, >=, drawn.body[EG_SIDE_LEFT].x0 - 2);
  g_assert_cmpint (drawn.ghost.x0, <, drawn.body[EG_SIDE_LEFT].x1 + drawn.sq * 0.5);
}

int
main (int    argc,
      char **argv)
{
  eg_test_ui_init (&argc, &argv);

  g_test_add ("/en-garde/ui/board/click", Fixture, NULL, fixture_setup, test_click, fixture_teardown);
  g_test_add ("/en-garde/ui/board/close-fencers", Fixture, NULL, fixture_setup, test_close_fencers, fixture_teardown);
  g_test_add ("/en-garde/ui/board/close-ghost", Fixture, NULL, fixture_setup, test_close_ghost, fixture_teardown);
  g_test_add ("/en-garde/ui/board/step-attack-ghost", Fixture, NULL, fixture_setup, test_step_attack_ghost,
              fixture_teardown);
  g_test_add ("/en-garde/ui/board/choice", Fixture, NULL, fixture_setup, test_choice, fixture_teardown);
  g_test_add ("/en-garde/ui/board/keyboard", Fixture, NULL, fixture_setup, test_keyboard, fixture_teardown);
  g_test_add ("/en-garde/ui/board/drop", Fixture, NULL, fixture_setup, test_drop, fixture_teardown);
  g_test_add ("/en-garde/ui/board/animation", Fixture, NULL, fixture_setup, test_animation, fixture_teardown);
  g_test_add ("/en-garde/ui/board/rounds-by-clicks", Fixture, NULL, fixture_setup, test_rounds_by_clicks, fixture_teardown);
  g_test_add ("/en-garde/ui/board/rounds-by-drops", Fixture, NULL, fixture_setup, test_rounds_by_drops, fixture_teardown);
  g_test_add_func ("/en-garde/ui/board/piles", test_piles);
  g_test_add_func ("/en-garde/ui/board/drag-in-window", test_drag_in_window);

  return g_test_run ();
}
