/* test-ui-table.c — the game window as a table: rounds played on the
 * board alone, by click and by dragged cards; a table that does not
 * move; the round's end explained; every move listed; a computer that
 * waits for the animations
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include "eg-action.h"
#include "eg-board-private.h"
#include "eg-board-targets.h"
#include "eg-describe.h"
#include "eg-round-summary.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

/* The hot seat's pass screen, passed with its button's action. */
static void
pass_screen (EgWindow *window)
{
  if (eg_turn_get_passing (eg_test_ui_turn (window)))
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.reveal", NULL);
      eg_test_ui_iterate ();
    }
  g_assert_false (eg_turn_get_passing (eg_test_ui_turn (window)));
}

/* One turn on the board alone: a click on a target square (or the
 * opponent, or oneself for a parry), or a card of the hand dragged onto
 * one. Returns the action played. */
static EgAction
board_turn (EgWindow *window,
            EgMatch  *match,
            GRand    *rand,
            gboolean  drag)
{
  EgBoard *board = EG_BOARD (eg_test_ui_table_part (window, "board"));
  EgHandView *hand = EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view"));
  const EgAction *actions = NULL;
  guint before = eg_match_get_round_actions (match, NULL);
  guint n_targets, square, value = 0;
  const EgRound *round = eg_match_get_round_state (match);
  guint8 pos[2] = { round->pos[0], round->pos[1] };
  EgSide actor = eg_match_get_side_to_act (match);
  GtkWidget *place = NULL;

  if (drag)
    {
      /* pick up a card that can be played: its value travels with it */
      g_autoptr(GdkContentProvider) content = NULL;
      GValue carried = G_VALUE_INIT;
      GtkWidget *card;

      do
        {
          EgAction legal[EG_MAX_ACTIONS];
          guint n = eg_match_get_legal_actions (match, legal);
          gboolean starts = FALSE;

          card = eg_hand_view_get_card (hand, g_rand_int_range (rand, 0, eg_hand_view_get_n_cards (hand)));
          value = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "eg-value"));
          for (guint i = 0; i < n; i++)
            starts |= eg_action_get_first_card (&legal[i]) == value;
          if (starts)
            break;
        }
      while (TRUE);

      g_signal_emit_by_name (eg_test_ui_find_controller (card, GTK_TYPE_DRAG_SOURCE),
                             "prepare", 5.0, 5.0, &content);
      g_assert_nonnull (content);
      g_value_init (&carried, G_TYPE_UINT);
      g_assert_true (gdk_content_provider_get_value (content, &carried, NULL));
      g_assert_cmpuint (g_value_get_uint (&carried), ==, value);
      /* what the drag source's drag-begin tells the window */
      g_signal_emit_by_name (hand, "card-drag-begin", value);
    }

  /* the targets are there to click: one of them, at random */
  n_targets = eg_test_ui_board_n_offered (board);
  g_assert_cmpuint (n_targets, >, 0);
  square = g_rand_int_range (rand, 1, EG_TRACK_LENGTH + 1);
  while ((place = eg_test_ui_board_place (board, square)) == NULL)
    square = square % EG_TRACK_LENGTH + 1;
  g_assert_true (gtk_widget_get_mapped (place));
  g_assert_nonnull (gtk_widget_get_tooltip_text (place));
  eg_test_ui_activate_square (board, square, drag, g_rand_int (rand));
  if (drag)
    g_signal_emit_by_name (hand, "card-drag-end");
  eg_test_ui_iterate ();

  /* (a computer may have answered already) */
  g_assert_cmpuint (eg_match_get_round_actions (match, &actions), >=, before + 1);
  g_assert_cmpint (actions[before].side, ==, actor);
  /* what was played led to that square, and used the card dragged */
  g_assert_cmpuint (eg_action_get_square (&actions[before], pos), ==, square);
  if (drag)
    g_assert_true (actions[before].card == value || actions[before].value == value);
  return actions[before];
}

static void
play_round_on_board (gboolean drag)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, drag ? 77 : 76);
  g_autoptr(GRand) rand = g_rand_new_with_seed (drag ? 2 : 1);
  EgWindow *window = eg_test_ui_window (match);
  g_autoptr(GPtrArray) lines = NULL;
  guint turns = 0, i, first;
  const EgAction *actions = NULL;
  guint n;

  while (eg_match_is_round_in_progress (match))
    {
      pass_screen (window);
      board_turn (window, match, rand, drag);
      g_assert_cmpuint (++turns, <, 200);
    }

  /* the moves listed: the round's start, then every action in order */
  n = eg_match_get_round_actions (match, &actions);
  g_assert_cmpuint (n, ==, turns);
  lines = eg_test_ui_moves_shown (window, "live_moves");
  g_assert_cmpstr (g_ptr_array_index (lines, 0), ==, "Round 1: Ada starts");
  first = 1;
  for (i = 0; i < n; i++)
    {
      g_autofree char *words = eg_describe_action (&actions[i], eg_match_get_name (match, actions[i].side));

      g_assert_cmpstr (g_ptr_array_index (lines, first + i), ==, words);
    }
  g_assert_true (g_str_has_prefix (g_ptr_array_index (lines, first + n), "Round 1 — "));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_round_by_clicks (void)
{
  play_round_on_board (FALSE);
}

static void
test_round_by_drags (void)
{
  play_round_on_board (TRUE);
}

typedef struct
{
  const char      *name;
  GtkWidget       *widget;
  graphene_rect_t  first;
  gboolean         seen;
  gboolean         height_only;   /* a hand: fewer cards, narrower */
} Place;

static void
check_places (Place      *places,
              guint       n,
              GtkWidget  *window,
              const char *when)
{
  guint i;

  eg_test_ui_iterate ();
  gtk_widget_queue_draw (window);
  gtk_test_widget_wait_for_draw (window);
  eg_test_ui_iterate ();
  for (i = 0; i < n; i++)
    {
      graphene_rect_t now;

      if (!gtk_widget_get_mapped (places[i].widget))
        continue;
      g_assert_true (gtk_widget_compute_bounds (places[i].widget, window, &now));
      if (!places[i].seen)
        {
          places[i].first = now;
          places[i].seen = TRUE;
          continue;
        }
      if (places[i].height_only ? (now.origin.y != places[i].first.origin.y ||
                                   now.size.height != places[i].first.size.height)
                                : !graphene_rect_equal (&now, &places[i].first))
        g_error ("%s moved %s: %g,%g %gx%g, first %g,%g %gx%g", places[i].name, when,
                 now.origin.x, now.origin.y, now.size.width, now.size.height,
                 places[i].first.origin.x, places[i].first.origin.y,
                 places[i].first.size.width, places[i].first.size.height);
    }
}

static GtkWidget *
find_widget (GtkWidget *root,
             GType      type)
{
  GtkWidget *child, *found;

  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if ((found = find_widget (child, type)) != NULL)
      return found;
  return NULL;
}

/* The board marks the last move and says it: the squares left and
 * reached, in its accessible description, until the next action. */
static void
test_last_move_marked (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 76);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  EgWindow *window = eg_test_ui_window (match);
  EgBoard *board = EG_BOARD (eg_test_ui_table_part (window, "board"));
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *expected = NULL;
  EgAction played;
  EgSide side;

  pass_screen (window);
  before = eg_test_ui_dup_accessible (GTK_WIDGET (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_null (strstr (before, "Last move"));
  g_assert_cmpuint (board->last_move.reached[EG_SIDE_LEFT] | board->last_move.reached[EG_SIDE_RIGHT], ==, 0);

  /* the first action of a round is a move: from the fencer's end */
  played = board_turn (window, match, rand, FALSE);
  side = played.side;
  g_assert_cmpint (played.type, ==, EG_ACTION_MOVE);
  expected = g_strdup_printf ("Last move: %s moved from square %u to %u.",
                              eg_match_get_name (match, side), side == EG_SIDE_LEFT ? 1 : EG_TRACK_LENGTH,
                              eg_match_get_position (match, side));
  after = eg_test_ui_dup_accessible (GTK_WIDGET (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_true (g_str_has_suffix (after, expected));
  g_assert_cmpuint (board->last_move.left[side], ==, side == EG_SIDE_LEFT ? 1 : EG_TRACK_LENGTH);
  g_assert_cmpuint (board->last_move.reached[side], ==, eg_match_get_position (match, side));
  g_assert_cmpuint (board->last_move.reached[EG_OPPONENT (side)], ==, 0);

  /* the next action replaces it */
  pass_screen (window);
  played = board_turn (window, match, rand, FALSE);
  g_clear_pointer (&after, g_free);
  after = eg_test_ui_dup_accessible (GTK_WIDGET (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_null (strstr (after, expected));
  g_assert_nonnull (strstr (after, "Last move: Bob "));
  g_assert_cmpuint (board->last_move.reached[side], ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Against the computer, a whole round to its end: the track, the hands,
 * the piles and the action area stay where they are through the cards
 * chosen, the computer's turns, the parries and the round's end. */
static void
test_stable_table (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Computer", FALSE, 5, 8);
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);
  EgWindow *window = eg_test_ui_window (match);
  Place places[] = {
    { "the track", GTK_WIDGET (eg_test_ui_table_part (window, "board")) },
    { "the action area", GTK_WIDGET (eg_test_ui_table_part (window, "action_stack")) },
    { "the hand", GTK_WIDGET (eg_test_ui_table_part (window, "hand_view")), .height_only = TRUE },
    { "Ada's panel hand", GTK_WIDGET (eg_test_ui_side_hand (window, EG_SIDE_LEFT)), .height_only = TRUE },
    { "the computer's hand", GTK_WIDGET (eg_test_ui_side_hand (window, EG_SIDE_RIGHT)), .height_only = TRUE },
    { "the piles", find_widget (GTK_WIDGET (window), EG_TYPE_PILES_VIEW) },
  };
  guint turns = 0, n = G_N_ELEMENTS (places);

  g_assert_nonnull (places[n - 1].widget);
  check_places (places, n, GTK_WIDGET (window), "at the start");
  while (eg_match_is_round_in_progress (match))
    {
      EgHandView *hand = EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view"));

      if (eg_match_get_side_to_act (match) == EG_SIDE_RIGHT)
        {
          check_places (places, n, GTK_WIDGET (window), "while the computer thinks");
          g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
          check_places (places, n, GTK_WIDGET (window), "after the computer played");
          continue;
        }
      /* a card chosen, then let go, then the turn played on the board */
      g_signal_emit_by_name (eg_hand_view_get_card (hand, 0), "clicked");
      check_places (places, n, GTK_WIDGET (window), "with a card chosen");
      g_signal_emit_by_name (eg_hand_view_get_card (hand, 0), "clicked");
      check_places (places, n, GTK_WIDGET (window), "with the card let go");
      board_turn (window, match, rand, FALSE);
      check_places (places, n, GTK_WIDGET (window),
                    eg_match_get_phase (match) == EG_PHASE_DEFEND ? "after an attack" : "after a move");
      g_assert_cmpuint (++turns, <, 200);
    }
  check_places (places, n, GTK_WIDGET (window), "at the round's end");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A round ended by the empty draw pile: both hands face up in the
 * players' panels, and the explanation with the counts and advancements. */
static void
test_empty_pile_end (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 99, 21);
  g_autoptr(GRand) rand = g_rand_new_with_seed (21);
  EgWindow *window = eg_test_ui_window (match);
  const EgRound *round;
  const char *text;
  guint side, tries = 0;

  for (;;)
    {
      while (eg_match_is_round_in_progress (match))
        {
          EgAction legal[EG_MAX_ACTIONS];
          guint n = eg_match_get_legal_actions (match, legal);

          g_assert_true (eg_match_apply (match, &legal[g_rand_int_range (rand, 0, n)], NULL));
        }
      round = eg_match_get_round_state (match);
      if (round->reason == EG_REASON_ADVANCEMENT && eg_round_get_distance (round) <= EG_N_VALUES &&
          !round->final_attack)
        break;
      g_assert_cmpuint (++tries, <, 300);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.next-round", NULL);
      eg_test_ui_iterate ();
    }
  eg_test_ui_iterate ();

  for (side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    {
      EgHandView *hand = eg_test_ui_side_hand (window, side);
      guint i = 0, v, k;

      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (hand)));
      g_assert_true (eg_hand_view_is_face_up (hand));
      for (v = 1; v <= EG_N_VALUES; v++)
        for (k = 0; k < round->hand[side][v]; k++)
          g_assert_cmpuint (eg_hand_view_get_value (hand, i++), ==, v);
      g_assert_cmpuint (eg_hand_view_get_n_cards (hand), ==, i);
    }

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (eg_test_ui_table_part (window, "round_end"))));
  text = eg_test_ui_shown_label (GTK_WIDGET (eg_test_ui_table_part (window, "round_end")), EG_TYPE_ROUND_END_VIEW, "explanation");
  {
    guint d = eg_round_get_distance (round);
    g_autofree char *cards = g_strdup_printf ("Distance %u — Ada holds ", d);
    g_autofree char *left = g_strdup_printf ("Ada %u", eg_advancement (EG_SIDE_LEFT, round->pos[EG_SIDE_LEFT]));
    g_autofree char *right = g_strdup_printf ("Bob advanced %u square", eg_advancement (EG_SIDE_RIGHT, round->pos[EG_SIDE_RIGHT]));
    g_autofree char *right2 = g_strdup_printf ("Bob %u", eg_advancement (EG_SIDE_RIGHT, round->pos[EG_SIDE_RIGHT]));
    g_autofree char *left2 = g_strdup_printf ("Ada advanced %u square", eg_advancement (EG_SIDE_LEFT, round->pos[EG_SIDE_LEFT]));

    g_assert_true (g_str_has_prefix (text, cards));
    g_assert_nonnull (strstr (text, ": tied."));
    g_assert_true ((strstr (text, left) != NULL && strstr (text, right) != NULL) ||
                   (strstr (text, left2) != NULL && strstr (text, right2) != NULL));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
laid_out (gpointer widget)
{
  return gtk_widget_is_drawable (widget) && gtk_widget_get_width (widget) > 0 &&
         gtk_widget_get_width (GTK_WIDGET (gtk_widget_get_root (widget))) > 0;
}

/* How many pixels of @widget's place in @window differ from the colour
 * most of them have: what is drawn there, read from the window as
 * shown. */
static guint
ink_in (EgWindow  *window,
        GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GHashTable) counts = g_hash_table_new (NULL, NULL);
  g_autofree guint32 *pixels = NULL;
  graphene_rect_t bounds;
  int width, height;
  guint32 background = 0;
  guint most = 0, ink = 0, all = 0;

  /* shown and laid out first (a loaded machine maps the window late) */
  g_assert_true (eg_test_ui_wait_until (laid_out, widget, EG_TEST_UI_PATIENCE_MS));
  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));
  /* the window's picture is its last frame's: none while a frame is
   * pending, which the next one brings */
  for (guint tries = 0; node == NULL && tries < 100; tries++)
    {
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();

      eg_test_ui_iterate ();
      gtk_widget_queue_draw (GTK_WIDGET (window));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      eg_test_ui_iterate ();
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    }
  g_assert_nonnull (node);
  bounds = eg_test_ui_bounds_in (widget, GTK_WIDGET (window));
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  pixels = g_new (guint32, width * height);
  gdk_texture_download (texture, (guchar *) pixels, 4 * width);
  for (int y = MAX (0, bounds.origin.y); y < MIN (height, bounds.origin.y + bounds.size.height); y++)
    for (int x = MAX (0, bounds.origin.x); x < MIN (width, bounds.origin.x + bounds.size.width); x++)
      {
        guint32 p = pixels[y * width + x];
        guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, GUINT_TO_POINTER (p))) + 1;

        g_hash_table_insert (counts, GUINT_TO_POINTER (p), GUINT_TO_POINTER (n));
        if (n > most)
          {
            most = n;
            background = p;
          }
        all++;
      }
  for (int y = MAX (0, bounds.origin.y); y < MIN (height, bounds.origin.y + bounds.size.height); y++)
    for (int x = MAX (0, bounds.origin.x); x < MIN (width, bounds.origin.x + bounds.size.width); x++)
      ink += pixels[y * width + x] != background;
  g_test_message ("%u of %u pixels drawn", ink, all);
  return ink;
}

/* The piles say what a player may count: the values unseen by the person
 * at the screen (a setting), and the last card coming. */
static void
test_count_cards (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 12);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);
  EgWindow *window = eg_test_ui_window (match);
  GtkWidget *piles = find_widget (GTK_WIDGET (window), EG_TYPE_PILES_VIEW);
  g_autofree char *text = NULL;
  g_autofree char *counts = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *warning = NULL;
  guint8 unseen[EG_N_VALUES + 1];
  EgView view;

  pass_screen (window);
  eg_match_get_view (match, EG_SIDE_LEFT, &view);
  eg_view_unseen (&view, unseen);
  counts = eg_round_summary_counts (unseen);
  expected = g_strdup_printf ("Not seen yet, in the draw pile or the opponent’s hand: %s.", counts);
  text = eg_test_ui_collect_text (piles);
  g_assert_nonnull (strstr (text, expected));
  /* and drawn, once the player at the screen has shown their cards */
  g_assert_cmpuint (ink_in (window, GTK_WIDGET (gtk_widget_get_template_child (piles, EG_TYPE_PILES_VIEW, "tally"))), >, 100);

  g_settings_set_boolean (settings, "count-cards", FALSE);
  eg_test_ui_iterate ();
  g_clear_pointer (&text, g_free);
  text = eg_test_ui_collect_text (piles);
  g_assert_null (strstr (text, "Not seen yet"));
  g_settings_reset (settings, "count-cards");

  /* near the pile's end, the warning */
  while (eg_match_is_round_in_progress (match) && eg_match_get_pile_count (match) > 1)
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n = eg_match_get_legal_actions (match, legal);

      g_assert_true (eg_match_apply (match, &legal[g_rand_int_range (rand, 0, n)], NULL));
    }
  g_assert_true (eg_match_is_round_in_progress (match));
  eg_test_ui_iterate ();
  eg_match_get_view (match, eg_match_get_side_to_act (match), &view);
  warning = eg_round_summary_last_card (&view, eg_match_get_name (match, eg_match_get_side_to_act (match)));
  g_assert_nonnull (warning);
  g_clear_pointer (&text, g_free);
  text = eg_test_ui_collect_text (piles);
  g_assert_nonnull (strstr (text, warning));

  /* at the round's end both hands are shown: unseen is the pile alone */
  while (eg_match_is_round_in_progress (match))
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n = eg_match_get_legal_actions (match, legal);

      g_assert_true (eg_match_apply (match, &legal[g_rand_int_range (rand, 0, n)], NULL));
    }
  eg_test_ui_iterate ();
  {
    const EgRound *round = eg_match_get_round_state (match);
    guint8 pile[EG_N_VALUES + 1] = { 0 };
    g_autofree char *pile_counts = NULL;
    g_autofree char *at_end = NULL;

    for (guint i = round->next_card; i < EG_DECK_SIZE; i++)
      pile[round->deck[i]]++;
    pile_counts = eg_round_summary_counts (pile);
    at_end = g_strdup_printf ("Not seen yet, in the draw pile or the opponent’s hand: %s.", pile_counts);
    g_clear_pointer (&text, g_free);
    text = eg_test_ui_collect_text (piles);
    g_assert_nonnull (strstr (text, at_end));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static const char *
status_text (EgWindow *window)
{
  /* a widget of the table, built with the match */
  return gtk_label_get_label (eg_test_ui_table_part (window, "status_label"));
}

/* The cards of the table's hands still invisible: their places wait
 * for the card flying in (eg_flight_layer_deliver()). */
static guint
n_places_waiting (EgWindow *window)
{
  static const char * const hands[] = { "hand_view", "left_hand", "right_hand" };
  guint n = 0;

  for (guint h = 0; h < G_N_ELEMENTS (hands); h++)
    {
      EgHandView *hand = eg_test_ui_table_part (window, hands[h]);

      for (guint i = 0; i < eg_hand_view_get_n_cards (hand); i++)
        n += gtk_widget_get_visible (GTK_WIDGET (hand)) && gtk_widget_get_opacity (eg_hand_view_get_card (hand, i)) == 0;
    }
  return n;
}

/* A round played to its end, then a new one dealt: ten cards fly from
 * the pile, one at a time. */
static void
test_deal (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 4);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  g_autofree char *result = NULL;
  EgWindow *window;
  EgFlightLayer *flights;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_settings_set_string (settings, "animation-speed", "fast");
  window = eg_test_ui_window (match);
  flights = EG_FLIGHT_LAYER (find_widget (GTK_WIDGET (window), EG_TYPE_FLIGHT_LAYER));
  while (eg_match_is_round_in_progress (match))
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n = eg_match_get_legal_actions (match, legal);

      g_assert_true (eg_match_apply (match, &legal[g_rand_int_range (rand, 0, n)], NULL));
    }
  /* the status line tells the round's end once the table has shown its
   * last move, not while that move is still on its way */
  result = eg_describe_result (eg_match_get_round_state (match), "Ada", "Bob");
  g_assert_true (eg_flight_layer_is_animating (flights) || eg_board_is_animating (EG_BOARD (eg_test_ui_table_part (window, "board"))));
  g_assert_cmpstr (status_text (window), !=, result);
  g_assert_cmpstr (status_text (window), ==, eg_turn_get_status (eg_test_ui_turn (window)));
  while (eg_flight_layer_is_animating (flights) || eg_board_is_animating (EG_BOARD (eg_test_ui_table_part (window, "board"))))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (status_text (window), ==, result);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-round", NULL);
  g_assert_true (eg_flight_layer_is_animating (flights));
  /* every card dealt is on its way: its place in a hand kept empty */
  g_assert_cmpuint (n_places_waiting (window), ==, 2 * EG_HAND_SIZE);
  /* the hot seat's pass screen waits for the deal: its button does
   * nothing yet */
  g_assert_true (eg_turn_get_passing (eg_test_ui_turn (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.reveal", NULL);
  g_assert_true (eg_turn_get_passing (eg_test_ui_turn (window)));
  while (eg_flight_layer_is_animating (flights))
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.reveal", NULL);
  g_assert_false (eg_turn_get_passing (eg_test_ui_turn (window)));

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_set_string (settings, "animation-speed", "off");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

typedef struct
{
  EgWindow *window;
  guint     computer_moves;
  guint     while_moving;   /* the computer's actions played while the table still moved */
} Watch;

/* Connected before the window's turn: it hears each action first, while
 * the table still shows the position before it. */
static void
note_computer_move (EgMatch        *match,
                    const EgAction *action,
                    Watch          *watch)
{
  if (watch->window == NULL || eg_player_is_human (eg_match_get_player (match, action->side)))
    return;
  watch->computer_moves++;
  if (eg_test_ui_table_busy (watch->window))
    watch->while_moving++;
}

/* Against the computer, with animations: its action waits until the
 * table has shown the person's, not for a pause long enough (none here).
 * A table that heard of the action by any way but the turn's "show", or
 * after the turn moved on, would let the computer play over the moving
 * cards. */
static void
test_computer_waits (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Computer", FALSE, 5, 3);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  Watch watch = { NULL, 0, 0 };
  EgWindow *window;
  guint turns;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_settings_set_string (settings, "animation-speed", "slow");
  g_signal_connect (match, "action-applied", G_CALLBACK (note_computer_move), &watch);
  window = eg_test_ui_window (match);
  watch.window = window;
  /* no reading time: only the table's showing holds the computer back */
  eg_turn_set_computer_pause (eg_test_ui_turn (window), 0);

  for (turns = 0; turns < 4 && eg_match_is_round_in_progress (match); turns++)
    {
      while (eg_match_is_round_in_progress (match) && eg_match_get_side_to_act (match) != EG_SIDE_LEFT)
        g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
      if (!eg_match_is_round_in_progress (match))
        break;
      board_turn (window, match, rand, FALSE);
      /* the computer to act counts as busy while it waits for the table */
      if (eg_match_is_round_in_progress (match) && eg_match_get_side_to_act (match) == EG_SIDE_RIGHT)
        g_assert_true (eg_turn_get_computer_busy (eg_test_ui_turn (window)));
      g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
    }
  g_assert_cmpuint (watch.computer_moves, >, 0);
  g_assert_cmpuint (watch.while_moving, ==, 0);

  g_signal_handlers_disconnect_by_data (match, &watch);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_set_string (settings, "animation-speed", "off");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

/* A person's first move against @level, watching the thinking bar at
 * each change of it, never waiting for a value: a fast machine may see
 * master choose before a frame is drawn, a loaded one think on past its
 * time. */
typedef struct
{
  EgWindow  *window;
  GtkWidget *bar;
  gboolean   showing;
  guint      shown;         /* times it became visible */
  guint      shown_idle;    /* … while no computer was busy */
  guint      shrank;        /* times its fraction fell while it showed */
  guint      went;          /* times it was hidden again */
  guint      went_unfilled; /* … not full */
  guint      partial;       /* fractions seen between empty and full */
  double     last;          /* its fraction while it shows */
} Thinking;

static void
note_thinking (GtkWidget  *bar,
               GParamSpec *pspec,
               Thinking   *thinking)
{
  double fraction = gtk_progress_bar_get_fraction (GTK_PROGRESS_BAR (bar));
  gboolean showing = gtk_widget_get_opacity (bar) > 0;

  if (showing && !thinking->showing)
    {
      thinking->shown++;
      if (!eg_turn_get_computer_busy (eg_test_ui_turn (thinking->window)))
        thinking->shown_idle++;
    }
  else if (showing && fraction < thinking->last)
    thinking->shrank++;
  else if (!showing && thinking->showing)
    {
      thinking->went++;
      if (fraction < 1)
        thinking->went_unfilled++;
    }
  thinking->showing = showing;
  if (showing)
    thinking->last = fraction;
  if (showing && fraction > 0 && fraction < 1)
    thinking->partial++;
}

static Thinking
first_reply_of (const char *level)
{
  g_autoptr(EgPlayer) person = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) computer = eg_player_new ("Computer", EG_PLAYER_COMPUTER, level);
  g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, person, computer);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  Thinking thinking = { NULL };
  EgWindow *window;

  eg_match_set_seed (match, 5);
  g_assert_true (eg_match_begin_round (match, NULL, NULL));
  window = eg_test_ui_window (match);
  thinking.window = window;
  thinking.bar = GTK_WIDGET (eg_test_ui_table_part (window, "thinking_bar"));
  g_signal_connect (thinking.bar, "notify::opacity", G_CALLBACK (note_thinking), &thinking);
  g_signal_connect (thinking.bar, "notify::fraction", G_CALLBACK (note_thinking), &thinking);

  board_turn (window, match, rand, FALSE);
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  /* once the move is played, the bar is gone again */
  g_assert_cmpuint (eg_match_get_round_actions (match, NULL), ==, 2);
  g_assert_cmpfloat (gtk_widget_get_opacity (thinking.bar), ==, 0);

  g_signal_handlers_disconnect_by_data (thinking.bar, &thinking);
  gtk_window_destroy (GTK_WINDOW (window));
  thinking.bar = NULL;
  thinking.window = NULL;
  return thinking;
}

/* Master's thinking shows: a bar under the status line, shown only
 * while the computer is busy, fills with its time from the start (it
 * only grows) and is full when it goes, once master has played, even
 * when master chose early; with reduced motion it stands full at once.
 * A level that does not think for a time (hard counts simulated rounds)
 * shows none. */
static void
test_master_thinks (void)
{
  Thinking still = first_reply_of ("master");
  Thinking hard = first_reply_of ("hard");
  Thinking moving;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  moving = first_reply_of ("master");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_message ("master's bar: %u fractions between empty and full with motion, %u without",
                  moving.partial, still.partial);
  for (Thinking *master = &still; master != NULL; master = master == &still ? &moving : NULL)
    {
      g_assert_cmpuint (master->shown, ==, 1);
      g_assert_cmpuint (master->shown_idle, ==, 0);
      g_assert_cmpuint (master->shrank, ==, 0);
      g_assert_cmpuint (master->went, ==, 1);
      g_assert_cmpuint (master->went_unfilled, ==, 0);
    }
  /* reduced motion: empty, then full */
  g_assert_cmpuint (still.partial, ==, 0);
  g_assert_cmpuint (hard.shown, ==, 0);
}

static gboolean
table_still (gpointer window)
{
  return !eg_test_ui_table_busy (window);
}

/* While the table shows the hit that ends a round ("Touché!"), the
 * headline says that hit, not whose turn it was; then the result. */
static void
test_headline_while_hit (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "parry-then-continue.engarde", NULL);
  g_autoptr(EgTestRound) round = eg_test_read_example (path);
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) bob = eg_player_new ("Bob", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, ada, bob);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  EgWindow *window;
  EgTurn *turn;
  guint last = round->actions->len - 1;

  g_assert_true (eg_match_begin_round (match, round->deck, NULL));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_settings_set_string (settings, "animation-speed", "slow");
  window = eg_test_ui_window (match);
  turn = eg_test_ui_turn (window);

  for (guint i = 0; i < last; i++)
    {
      g_assert_true (eg_turn_play (turn, &g_array_index (round->actions, EgAction, i)));
      g_assert_true (eg_test_ui_wait_until (table_still, window, EG_TEST_UI_PATIENCE_MS));
    }
  g_assert_true (eg_turn_play (turn, &g_array_index (round->actions, EgAction, last)));
  eg_test_ui_iterate ();
  g_assert_true (eg_test_ui_table_busy (window));
  g_assert_cmpstr (gtk_label_get_label (eg_test_ui_table_part (window, "status_label")), ==, "Bob attacks with a 2");

  g_assert_true (eg_test_ui_wait_until (table_still, window, EG_TEST_UI_PATIENCE_MS));
  g_assert_cmpstr (gtk_label_get_label (eg_test_ui_table_part (window, "status_label")), ==, "Ada cannot parry: Bob wins the round.");
  {
    g_autoptr(GPtrArray) recent = eg_test_ui_moves_shown (window, "recent_moves");

    g_assert_cmpstr (g_ptr_array_index (recent, 2), ==, "Bob attacks with a 2");
  }

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_set_string (settings, "animation-speed", "off");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

/* The window's controller of @type that sees events first (capture). */
static GtkEventController *
capture_controller (GtkWidget *widget,
                    GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type) &&
          gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        return controller;
    }
  return NULL;
}

/* A key or a click while an action is shown ends its animation at once:
 * the fencers stand on their squares, the cards have landed. */
static void
test_skip_animation (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 76);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  EgWindow *window;
  EgBoard *board;
  GtkEventController *controller;
  EgAction legal[EG_MAX_ACTIONS];
  gboolean handled = TRUE;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_settings_set_string (settings, "animation-speed", "slow");
  window = eg_test_ui_window (match);
  board = EG_BOARD (eg_test_ui_table_part (window, "board"));

  /* a key */
  g_assert_cmpuint (eg_match_get_legal_actions (match, legal), >, 0);
  /* the animation starts with the action: not one iteration of the main
   * loop, which on a loaded machine may already run it to its end */
  g_assert_true (eg_turn_play (eg_test_ui_turn (window), &legal[0]));
  g_assert_true (eg_board_is_animating (board));
  controller = capture_controller (GTK_WIDGET (window), GTK_TYPE_EVENT_CONTROLLER_KEY);
  g_assert_nonnull (controller);
  /* (not Space or Enter: those, held, never pass the screen that comes) */
  g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Left, 0, 0, &handled);
  g_assert_false (handled);
  g_assert_false (eg_board_is_animating (board));
  g_assert_false (eg_test_ui_table_busy (window));
  g_assert_cmpuint (eg_board_get_shown_distance (board), ==, eg_match_get_distance (match));

  /* a click */
  g_assert_cmpuint (eg_match_get_legal_actions (match, legal), >, 0);
  g_assert_true (eg_turn_play (eg_test_ui_turn (window), &legal[0]));
  g_assert_true (eg_test_ui_table_busy (window));
  controller = capture_controller (GTK_WIDGET (window), GTK_TYPE_GESTURE_CLICK);
  g_assert_nonnull (controller);
  g_signal_emit_by_name (controller, "pressed", 1, 10.0, 10.0);
  g_assert_false (eg_test_ui_table_busy (window));
  g_assert_cmpuint (eg_board_get_shown_distance (board), ==, eg_match_get_distance (match));

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_set_string (settings, "animation-speed", "off");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

static void
apply_first_legal (EgMatch *match)
{
  EgAction legal[EG_MAX_ACTIONS];

  g_assert_cmpuint (eg_match_get_legal_actions (match, legal), >, 0);
  g_assert_true (eg_match_apply (match, &legal[0], NULL));
}

/* A new match in the window: the moves list follows it, and no longer
 * the match it showed before (its signals are let go). */
static void
test_swap_match (void)
{
  g_autoptr(EgMatch) old = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 8);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Zoe", TRUE, "Max", TRUE, 5, 9);
  EgWindow *window = eg_test_ui_window (old);
  guint n;

  eg_window_set_match (window, match);
  eg_test_ui_iterate ();
  n = eg_test_ui_n_moves_shown (window, "live_moves");
  apply_first_legal (old);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_test_ui_n_moves_shown (window, "live_moves"), ==, n);
  apply_first_legal (match);
  eg_test_ui_iterate ();
  g_assert_cmpuint (eg_test_ui_n_moves_shown (window, "live_moves"), ==, n + 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
resize (EgWindow *window,
        int       width,
        int       height)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_widget_queue_resize (GTK_WIDGET (window));
  for (guint i = 0; i < 3; i++)
    {
      eg_test_ui_iterate ();
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    }
  eg_test_ui_iterate ();
}

/* The strip's lines, as shown: its labels' texts, blanks left out. */
static GPtrArray *
strip_shown (EgWindow *window)
{
  GPtrArray *shown = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *box = gtk_widget_get_first_child (GTK_WIDGET (eg_test_ui_table_part (window, "recent_moves")));

  for (GtkWidget *label = gtk_widget_get_first_child (box); label != NULL;
       label = gtk_widget_get_next_sibling (label))
    {
      g_assert_true (gtk_widget_get_mapped (label));
      if (*gtk_label_get_label (GTK_LABEL (label)) != '\0')
        g_ptr_array_add (shown, g_strdup (gtk_label_get_label (GTK_LABEL (label))));
    }
  return shown;
}

/* The last three lines of the moves list, rounds' results left out:
 * what the strip under the piste should say. */
static void
assert_strip (EgWindow *window)
{
  g_autoptr(GPtrArray) all = eg_test_ui_moves_shown (window, "live_moves");
  g_autoptr(GPtrArray) shown = strip_shown (window);
  g_autoptr(GPtrArray) expected = g_ptr_array_new ();

  for (guint i = all->len; i > 0 && expected->len < 3; i--)
    if (!g_str_has_prefix (g_ptr_array_index (all, i - 1), "Round 1 — ") &&
        !g_str_has_prefix (g_ptr_array_index (all, i - 1), "Round 2 — "))
      g_ptr_array_insert (expected, 0, g_ptr_array_index (all, i - 1));
  g_assert_cmpuint (shown->len, ==, expected->len);
  for (guint i = 0; i < shown->len; i++)
    g_assert_cmpstr (g_ptr_array_index (shown, i), ==, g_ptr_array_index (expected, i));
}

/* The last few actions are always in sight, under the piste, at every
 * size; who did what, the computer's above all, in the list's words. */
static void
test_recent_strip (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1000, 720 }, { 1920, 1080 } };
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 8);
  EgWindow *window = eg_test_ui_window (match);
  g_autoptr(GPtrArray) shown = strip_shown (window);

  /* the round's start alone, at first */
  g_assert_cmpuint (shown->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (shown, 0), ==, "Round 1: Ada starts");
  for (guint i = 0; i < 5 && eg_match_is_round_in_progress (match); i++)
    {
      apply_first_legal (match);
      eg_test_ui_iterate ();
      assert_strip (window);
    }
  g_assert_cmpuint (eg_test_ui_n_moves_shown (window, "recent_moves"), ==, 3);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      graphene_rect_t strip, board;

      resize (window, sizes[i][0], sizes[i][1]);
      g_test_message ("%dx%d: window %dx%d", sizes[i][0], sizes[i][1],
                      gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, sizes[i][1]);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (eg_test_ui_table_part (window, "recent_moves"))));
      strip = eg_test_ui_bounds_in (GTK_WIDGET (eg_test_ui_table_part (window, "recent_moves")), GTK_WIDGET (window));
      board = eg_test_ui_bounds_in (GTK_WIDGET (eg_test_ui_table_part (window, "board")), GTK_WIDGET (window));
      /* under the piste, not over it, and inside the window */
      g_assert_cmpfloat (strip.origin.y, >=, board.origin.y + board.size.height);
      g_assert_cmpfloat (strip.origin.y + strip.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
      g_clear_pointer (&shown, g_ptr_array_unref);
      shown = strip_shown (window);
      g_assert_cmpuint (shown->len, ==, 3);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The whole list (M) opens on its newest line, wraps its lines, and
 * stands beside the piste, never over a fencer, at every size. */
static void
test_moves_list (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1000, 720 }, { 1920, 1080 } };
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 8);
  EgWindow *window = eg_test_ui_window (match);
  EgBoard *board = EG_BOARD (eg_test_ui_table_part (window, "board"));
  GtkScrolledWindow *scroller = NULL;
  GtkAdjustment *adjustment;

  /* more moves than the list has room for */
  while (!eg_match_is_over (match) &&
         (eg_match_get_n_rounds (match) < 3 || eg_match_get_round_actions (match, NULL) < 4))
    {
      if (!eg_match_is_round_in_progress (match))
        g_assert_true (eg_match_begin_round (match, NULL, NULL));
      else
        apply_first_legal (match);
    }
  eg_test_ui_iterate ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      graphene_rect_t panel, track;
      GtkWidget *list, *label;

      resize (window, sizes[i][0], sizes[i][1]);
      if (!gtk_widget_get_visible (eg_test_ui_table_part (window, "moves_panel")))
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-moves", NULL);
          resize (window, sizes[i][0], sizes[i][1]);
        }
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (eg_test_ui_table_part (window, "live_moves"))));
      /* the window keeps its size: the panel takes room from the board */
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, sizes[i][0]);
      scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_first_child (GTK_WIDGET (eg_test_ui_table_part (window, "live_moves"))));
      adjustment = gtk_scrolled_window_get_vadjustment (scroller);
      g_test_message ("%dx%d: list %g of %g, page %g", sizes[i][0], sizes[i][1], gtk_adjustment_get_value (adjustment),
                      gtk_adjustment_get_upper (adjustment), gtk_adjustment_get_page_size (adjustment));
      /* there is something to scroll, and the list shows its end */
      g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
      g_assert_cmpfloat (gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment), >=,
                         gtk_adjustment_get_upper (adjustment) - 1);

      /* beside the piste: the fencers drawn are left of the panel */
      panel = eg_test_ui_bounds_in (eg_test_ui_table_part (window, "moves_panel"), GTK_WIDGET (window));
      track = eg_test_ui_bounds_in (GTK_WIDGET (board), GTK_WIDGET (window));
      g_assert_cmpfloat (track.origin.x + board->geo.track_x + board->geo.sq * board->shown[EG_SIDE_RIGHT] + board->geo.sq,
                         <=, panel.origin.x);

      /* every line whole: wrapped, never cut */
      list = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (scroller)));
      g_assert_true (GTK_IS_LIST_BOX (list));
      for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        {
          label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
          g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));
          g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_NONE);
        }

      /* closed again where it is a toggle: the list is shown anew */
      if (gtk_widget_get_visible (GTK_WIDGET (window->moves_button)))
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-moves", NULL);
          eg_test_ui_iterate ();
          g_assert_false (gtk_widget_get_visible (eg_test_ui_table_part (window, "moves_panel")));
          gtk_adjustment_set_value (adjustment, 0);
        }
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The toasts' widgets shown now. */
static GPtrArray *
toasts_shown (EgWindow *window)
{
  GPtrArray *shown = g_ptr_array_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (eg_test_ui_table_part (window, "toasts"))); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (gtk_widget_get_css_name (child), "toast") && gtk_widget_get_mapped (child))
      g_ptr_array_add (shown, child);
  return shown;
}

static gboolean
overlap (graphene_rect_t a,
         graphene_rect_t b)
{
  return graphene_rect_intersection (&a, &b, NULL);
}

/* A toast never covers the status, the round's title or the piles,
 * stands over the pass screen's button for a second at most, stays
 * inside the window at its smallest, and a second one replaces the
 * first rather than pile up under it. */
static void
test_toasts (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 8);
  EgWindow *window = eg_test_ui_window (match);
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) second = NULL;
  GtkWidget *status = gtk_widget_get_parent (GTK_WIDGET (eg_test_ui_table_part (window, "status_label")));
  g_autofree char *text = NULL;
  graphene_rect_t toast;

  resize (window, 800, 600);
  /* the hot seat's pass screen, after Ada's move */
  apply_first_legal (match);
  eg_test_ui_iterate ();
  g_assert_true (eg_turn_get_passing (eg_test_ui_turn (window)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (eg_test_ui_table_part (window, "pass_button"))));

  eg_window_add_toast (window, adw_toast_new ("Match saved as “a rather long file name.engarde”"));
  resize (window, 800, 600);
  first = toasts_shown (window);
  g_assert_cmpuint (first->len, ==, 1);
  toast = eg_test_ui_bounds_in (first->pdata[0], GTK_WIDGET (window));
  if (overlap (toast, eg_test_ui_bounds_in (GTK_WIDGET (eg_test_ui_table_part (window, "pass_button")), GTK_WIDGET (window))))
    g_assert_cmpuint (adw_toast_get_timeout (window->toast), ==, 1);
  g_assert_false (overlap (toast, eg_test_ui_bounds_in (GTK_WIDGET (eg_test_ui_table_part (window, "round_label")), GTK_WIDGET (window))));
  g_assert_false (overlap (toast, eg_test_ui_bounds_in (GTK_WIDGET (eg_test_ui_table_part (window, "piles")), GTK_WIDGET (window))));
  g_assert_false (overlap (toast, eg_test_ui_bounds_in (status, GTK_WIDGET (window))));
  g_assert_cmpfloat (toast.origin.y, >=, 0);
  g_assert_cmpfloat (toast.origin.y + toast.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));

  /* the second replaces the first */
  eg_window_add_toast (window, adw_toast_new ("Move taken back"));
  resize (window, 800, 600);
  second = toasts_shown (window);
  g_assert_cmpuint (second->len, ==, 1);
  text = eg_test_ui_collect_text (second->pdata[0]);
  g_assert_nonnull (strstr (text, "Move taken back"));
  g_assert_null (strstr (text, "rather long"));
  toast = eg_test_ui_bounds_in (second->pdata[0], GTK_WIDGET (window));
  g_assert_cmpfloat (toast.origin.y + toast.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_false (overlap (toast, eg_test_ui_bounds_in (GTK_WIDGET (eg_test_ui_table_part (window, "piles")), GTK_WIDGET (window))));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/table/round-by-clicks", test_round_by_clicks);
  g_test_add_func ("/en-garde/ui/table/round-by-drags", test_round_by_drags);
  g_test_add_func ("/en-garde/ui/table/stable", test_stable_table);
  g_test_add_func ("/en-garde/ui/table/last-move", test_last_move_marked);
  g_test_add_func ("/en-garde/ui/table/headline-while-hit", test_headline_while_hit);
  g_test_add_func ("/en-garde/ui/table/skip-animation", test_skip_animation);
  g_test_add_func ("/en-garde/ui/table/swap-match", test_swap_match);
  g_test_add_func ("/en-garde/ui/table/recent-strip", test_recent_strip);
  g_test_add_func ("/en-garde/ui/table/moves-list", test_moves_list);
  g_test_add_func ("/en-garde/ui/table/toasts", test_toasts);
  g_test_add_func ("/en-garde/ui/table/empty-pile-end", test_empty_pile_end);
  g_test_add_func ("/en-garde/ui/table/count-cards", test_count_cards);
  g_test_add_func ("/en-garde/ui/table/deal", test_deal);
  g_test_add_func ("/en-garde/ui/table/computer-waits", test_computer_waits);
  g_test_add_func ("/en-garde/ui/table/master-thinks", test_master_thinks);

  return g_test_run ();
}
