/* test-ui-steady.c — the track keeps its place in every state of a turn
 *
 * A hint with two options and its reason, a card chosen, Enter with
 * two options, a card not held, the pass screen and a round's end
 * change what the action area under the track shows; none may move the
 * track or change its squares' size. A notice shows whole, beside the
 * hand. Measured
 * at 800×600, 1000×720 and 1920×1080, in English, Dutch, French and
 * German, as the top of the squares in the window and a square's size.
 * A hint's reason shows whole, beside the hand, in every one of those.
 * A lesson plays on the same table: its piste is the match's, and its
 * panel shows the whole of what to do, then of what happened, in every
 * lesson, at every size, in every language; while it is played, the
 * panel keeps its place and width whatever card is chosen, and the
 * options lie clear of it, whole.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include "eg-board-private.h"
#include "eg-i18n.h"
#include "eg-lesson-panel.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

/* What a jump is: the squares' top more than this many pixels away, or
 * a square's size changed by more than this share of it. */
#define MAX_SHIFT 3.0
#define MAX_RESIZE 0.05

typedef struct
{
  double top;   /* the squares' top edge, in the window */
  double sq;    /* a square's size */
} Track;

static Track
track_of (EgWindow *window)
{
  EgBoard *board = EG_BOARD (eg_test_ui_table_part (window, "board"));
  graphene_rect_t bounds;
  Track track;

  for (guint i = 0; i < 2; i++)
    {
      eg_test_ui_iterate ();
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    }
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (board), GTK_WIDGET (window), &bounds));
  track.top = bounds.origin.y + board->geo.track_y;
  track.sq = board->geo.sq;
  return track;
}

static void
assert_steady (const char  *state,
               const Track *first,
               const Track *now)
{
  g_test_message ("%s: track at %.0f px (%.0f first), squares %.1f px (%.1f first)",
                  state, now->top, first->top, now->sq, first->sq);
  if (fabs (now->top - first->top) > MAX_SHIFT || fabs (now->sq - first->sq) > MAX_RESIZE * first->sq)
    g_error ("%s: the track moved from %.0f to %.0f px, its squares from %.1f to %.1f px",
             state, first->top, now->top, first->sq, now->sq);
}

/* Neither over the hand nor over an option. */
static void
assert_clear_of_hand (EgWindow   *window,
                      GtkWidget  *widget,
                      const char *state)
{
  GtkWidget *options = eg_test_ui_table_part (window, "options_box");
  GtkWidget *hand_area = eg_test_ui_table_part (window, "hand_area");
  graphene_rect_t rp, rw;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &rp));
  for (GtkWidget *part = gtk_widget_get_first_child (options); part != NULL;
       part = gtk_widget_get_next_sibling (part))
    if (gtk_widget_get_mapped (part) && gtk_widget_compute_bounds (part, GTK_WIDGET (window), &rw) &&
        graphene_rect_intersection (&rp, &rw, NULL))
      g_error ("%s: the %s lies over an option", state, G_OBJECT_TYPE_NAME (widget));
  if (gtk_widget_get_mapped (hand_area))
    {
      g_assert_true (gtk_widget_compute_bounds (hand_area, GTK_WIDGET (window), &rw));
      if (graphene_rect_intersection (&rp, &rw, NULL))
        g_error ("%s: the %s lies over the hand", state, G_OBJECT_TYPE_NAME (widget));
    }
}

/* The first mapped widget under @widget with the style class @name. */
static GtkWidget *
find_styled (GtkWidget  *widget,
             const char *name)
{
  if (gtk_widget_get_mapped (widget) && gtk_widget_has_css_class (widget, name))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_styled (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
save_png (EgWindow   *window,
          const char *name)
{
  g_autofree char *path = NULL;

  if (g_getenv ("EG_TEST_PNG_DIR") == NULL)
    return;
  path = g_build_filename (g_getenv ("EG_TEST_PNG_DIR"), name, NULL);
  eg_test_ui_save_png (GTK_WIDGET (window), path);
}

/* A label under @widget that says @text. */
static gboolean
says (GtkWidget  *widget,
      const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (says (child, text))
      return TRUE;
  return FALSE;
}

/* The turn's notice (not a hint's) shows whole, beside the hand and
 * clear of it and of the options, and once: not under the options. */
static void
assert_notice_beside_hand (EgWindow   *window,
                           EgTurn     *turn,
                           const char *state)
{
  GtkWidget *label = eg_test_ui_table_part (window, "hint_reason");
  const char *notice = eg_turn_get_notice (turn);
  g_autofree char *cut = NULL;

  g_assert_nonnull (notice);
  g_assert_true (gtk_widget_get_mapped (label));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, notice);
  cut = eg_test_ui_label_cut (GTK_LABEL (label), GTK_WIDGET (window));
  if (cut != NULL)
    g_error ("%s: %s", state, cut);
  assert_clear_of_hand (window, label, state);
  if (says (eg_test_ui_table_part (window, "options_box"), notice))
    g_error ("%s: the notice shows under the options too", state);
}

static gboolean
hint_shown (gpointer turn)
{
  return eg_turn_get_hint (turn) != NULL && !eg_turn_get_computer_busy (turn);
}

static void
play_to_round_end (EgMatch *match,
                   GRand   *rand)
{
  while (eg_match_is_round_in_progress (match))
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n = eg_match_get_legal_actions (match, legal);

      g_assert_true (eg_match_apply (match, &legal[g_rand_int_range (rand, 0, n)], NULL));
    }
}

/* Against the computer: the turn's start, a card with two options, a
 * hint; with a person on the same screen: the pass screen, the round's
 * end. */
static void
check_size (const char *language,
            int         width,
            int         height)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 20261128);
  g_autoptr(EgMatch) hot_seat = eg_test_ui_match ("Ada", TRUE, "Bea", TRUE, 5, 20261128);
  g_autoptr(GRand) rand = g_rand_new_with_seed (28);
  EgWindow *window = eg_test_ui_window_at (match, width, height);
  EgTurn *turn = eg_test_ui_turn (window);
  Track first, now;
  gboolean two = FALSE, not_held = FALSE;

  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  /* a few steps in: a card may move either way */
  for (guint i = 0; i < 2; i++)
    {
      EgAction legal[EG_MAX_ACTIONS];

      g_assert_cmpuint (eg_match_get_legal_actions (match, legal), >, 0);
      g_assert_true (eg_match_apply (match, &legal[0], NULL));
      g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
    }
  g_assert_true (eg_turn_can_act (turn));
  first = track_of (window);

  /* a card with two options or more */
  for (guint v = 1; v <= EG_N_VALUES && !two; v++)
    {
      guint n = 0;

      eg_turn_toggle_card (turn, v, TRUE);
      eg_turn_get_options (turn, &n);
      if (n >= 2)
        {
          g_autofree char *state = g_strdup_printf ("Enter with two options at %d×%d", width, height);
          g_autofree char *png = g_strdup_printf ("choose-%s-%dx%d.png", language, width, height);

          two = TRUE;
          now = track_of (window);
          assert_steady ("two options", &first, &now);
          /* Enter: how to pick one, said beside the hand */
          gtk_widget_activate_action (GTK_WIDGET (window), "win.confirm", NULL);
          g_assert_true (eg_turn_can_act (turn));
          now = track_of (window);
          save_png (window, png);
          assert_steady (state, &first, &now);
          assert_notice_beside_hand (window, turn, state);
        }
      eg_turn_clear_selection (turn);
    }

  g_assert_true (two);

  /* a key for a card not held */
  for (guint v = 1; v <= EG_N_VALUES; v++)
    {
      EgView view;

      eg_match_get_view (match, eg_turn_get_viewer (turn), &view);
      if (view.hand[v] == 0)
        {
          g_autofree char *state = g_strdup_printf ("a card not held at %d×%d", width, height);

          gtk_widget_activate_action (GTK_WIDGET (window), "win.select-card", "i", (gint32) v);
          now = track_of (window);
          assert_steady (state, &first, &now);
          assert_notice_beside_hand (window, turn, state);
          not_held = TRUE;
          break;
        }
    }
  /* the deal of seed 20261128 leaves a value out of the hand */
  g_assert_true (not_held);
  eg_turn_clear_selection (turn);

  eg_turn_hint (turn);
  g_assert_true (eg_test_ui_wait_until (hint_shown, turn, EG_TEST_UI_PATIENCE_MS));
  now = track_of (window);
  {
    g_autofree char *state = g_strdup_printf ("a hint and its reason at %d×%d", width, height);
    g_autofree char *png = g_strdup_printf ("hint-%s-%dx%d.png", language, width, height);
    g_autofree char *cut = NULL;
    GtkWidget *reason;

    save_png (window, png);
    assert_steady (state, &first, &now);
    /* the whole reason, clear of the hand and the options */
    reason = find_styled (GTK_WIDGET (window), "hint-reason");
    g_assert_nonnull (reason);
    cut = eg_test_ui_label_cut (GTK_LABEL (reason), GTK_WIDGET (window));
    if (cut != NULL)
      g_error ("%s: %s", state, cut);
    assert_clear_of_hand (window, reason, state);
  }
  eg_turn_clear_selection (turn);
  gtk_window_destroy (GTK_WINDOW (window));

  /* a person on the same screen: the pass screen comes between turns */
  window = eg_test_ui_window_at (hot_seat, width, height);
  turn = eg_test_ui_turn (window);
  if (eg_turn_get_passing (turn))
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.reveal", NULL);
      eg_test_ui_iterate ();
    }
  first = track_of (window);
  {
    EgAction legal[EG_MAX_ACTIONS];

    g_assert_cmpuint (eg_match_get_legal_actions (hot_seat, legal), >, 0);
    g_assert_true (eg_match_apply (hot_seat, &legal[0], NULL));
  }
  g_assert_true (eg_turn_get_passing (turn));
  now = track_of (window);
  assert_steady ("the pass screen", &first, &now);
  play_to_round_end (hot_seat, rand);
  now = track_of (window);
  assert_steady ("the round's end", &first, &now);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The lesson's panel shows all of its heading and text, and, while the
 * lesson is played, lies clear of the hand and its options. */
static void
assert_panel_whole (EgWindow   *window,
                    const char *state)
{
  GtkWidget *panel = GTK_WIDGET (EG_LESSON_PANEL (eg_test_ui_table_part (window, "lesson_panel")));
  const char *names[] = { "heading", "text" };

  g_assert_true (gtk_widget_get_mapped (panel));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkLabel *label = GTK_LABEL (gtk_widget_get_template_child (panel, EG_TYPE_LESSON_PANEL, names[i]));
      g_autofree char *cut = eg_test_ui_label_cut (label, GTK_WIDGET (window));

      if (cut != NULL)
        g_error ("%s: %s", state, cut);
    }
  if (!eg_lesson_panel_get_done (EG_LESSON_PANEL (panel)))
    assert_clear_of_hand (window, panel, state);
}

/* No option, nor what the cards chosen allow under them, is cut. */
static void
assert_options_whole (EgWindow   *window,
                      const char *state)
{
  GtkWidget *options = eg_test_ui_table_part (window, "options_box");
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  for (GtkWidget *part = gtk_widget_get_first_child (options); part != NULL;
       part = gtk_widget_get_next_sibling (part))
    {
      GtkWidget *child = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (part));

      if (GTK_IS_LABEL (child))
        g_ptr_array_add (labels, child);
      else if (GTK_IS_BUTTON (child) && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (child))))
        g_ptr_array_add (labels, gtk_button_get_child (GTK_BUTTON (child)));
    }
  for (guint i = 0; i < labels->len; i++)
    {
      g_autofree char *cut = eg_test_ui_label_cut (labels->pdata[i], GTK_WIDGET (window));

      if (cut != NULL)
        g_error ("%s: %s", state, cut);
    }
}

/* The lesson's panel where it was at the lesson's start, to a pixel. */
static void
assert_panel_kept (EgWindow              *window,
                   const graphene_rect_t *start,
                   const char            *state)
{
  graphene_rect_t now = eg_test_ui_bounds_in (eg_test_ui_table_part (window, "lesson_panel"), GTK_WIDGET (window));

  if (fabs (now.origin.x - start->origin.x) > 1 || fabs (now.size.width - start->size.width) > 1 ||
      fabs (now.origin.y - start->origin.y) > 1 || fabs (now.size.height - start->size.height) > 1)
    g_error ("%s: the panel went from %.0f,%.0f %.0f×%.0f to %.0f,%.0f %.0f×%.0f", state,
             start->origin.x, start->origin.y, start->size.width, start->size.height,
             now.origin.x, now.origin.y, now.size.width, now.size.height);
}

/* Each value of the lesson's hand chosen, one card of it more each
 * time, as clicks choose them, then a hint: the options that come
 * (wider than the hand in German, with what a card allows beside them
 * in lesson 2) neither move nor narrow the panel beside them, lie clear
 * of it, and show whole. */
static void
check_choices (EgWindow              *window,
               const graphene_rect_t *start,
               const char            *state,
               const char            *png)
{
  EgTurn *turn = eg_test_ui_turn (window);
  EgMatch *match = eg_test_ui_match_of (window);
  EgView view;

  if (!eg_turn_can_act (turn))
    return;
  eg_match_get_view (match, eg_turn_get_viewer (turn), &view);
  for (guint value = 1; value <= EG_N_VALUES; value++)
    for (guint k = 1; k <= view.hand[value]; k++)
      {
        g_autofree char *chosen = g_strdup_printf ("%s, %u× %u chosen", state, k, value);
        g_autofree char *name = g_strdup_printf ("%s-%ux%u.png", png, k, value);
        guint n = 0;

        if (k == 1)
          eg_turn_clear_selection (turn);
        eg_turn_toggle_card (turn, value, FALSE);
        eg_turn_get_options (turn, &n);
        track_of (window);
        if (n > 0)
          save_png (window, name);
        g_test_message ("%s: %u options", chosen, n);
        assert_panel_kept (window, start, chosen);
        assert_panel_whole (window, chosen);
        assert_options_whole (window, chosen);
      }
  eg_turn_clear_selection (turn);

  /* a hint: its options, the one it suggests chosen */
  eg_turn_hint (turn);
  g_assert_true (eg_test_ui_wait_until (hint_shown, turn, EG_TEST_UI_PATIENCE_MS));
  {
    g_autofree char *hinted = g_strdup_printf ("%s, a hint", state);
    g_autofree char *name = g_strdup_printf ("%s-hint.png", png);

    track_of (window);
    save_png (window, name);
    assert_panel_kept (window, start, hinted);
    assert_panel_whole (window, hinted);
    assert_options_whole (window, hinted);
  }
  eg_turn_clear_selection (turn);
  track_of (window);
}

static gboolean
lesson_done (gpointer lesson)
{
  return eg_lesson_is_done (lesson);
}

/* Each lesson at @width × @height: its piste where a match's is, at the
 * lesson's start and once it is done; its panel whole in both. */
static void
check_lessons (const char *language,
               int         width,
               int         height)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 1, 20261128);
  EgWindow *window = eg_test_ui_window_at (match, width, height);
  Track first, now;

  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  first = track_of (window);
  gtk_window_destroy (GTK_WINDOW (window));

  for (guint i = 0; i < eg_lesson_get_n_lessons (); i++)
    {
      g_autoptr(EgLesson) lesson = eg_lesson_new (i, "Ada");
      EgMatch *played = eg_lesson_get_match (lesson);
      g_autofree char *state = NULL;
      g_autofree char *png = NULL;
      graphene_rect_t start;
      EgTurn *turn;

      window = eg_test_ui_window_at (played, width, height);
      eg_window_set_lesson (window, lesson);
      turn = eg_test_ui_turn (window);
      state = g_strdup_printf ("lesson %u at %d×%d in %s", i + 1, width, height, language);
      now = track_of (window);
      png = g_strdup_printf ("lesson%u-%s-%dx%d.png", i + 1, language, width, height);
      save_png (window, png);
      assert_steady (state, &first, &now);
      assert_panel_whole (window, state);
      start = eg_test_ui_bounds_in (eg_test_ui_table_part (window, "lesson_panel"), GTK_WIDGET (window));
      g_test_message ("%s: the panel at %.0f,%.0f, %.0f×%.0f px", state, start.origin.x, start.origin.y,
                      start.size.width, start.size.height);

      /* the lesson's own moves, as its script asks, each after every
       * card was chosen in turn */
      for (guint step = 1; !eg_test_ui_wait_until (lesson_done, lesson, 200); )
        if (eg_turn_can_act (turn))
          {
            g_autofree char *at = g_strdup_printf ("%s, its move %u", state, step);
            g_autofree char *name = g_strdup_printf ("lesson%u-%s-%dx%d-move%u", i + 1, language, width, height,
                                                     step++);
            EgAction next;

            check_choices (window, &start, at, name);
            g_assert_true (eg_match_get_scripted_action (played, &next));
            g_assert_true (eg_turn_play (turn, &next));
          }
      g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
      g_free (state);
      state = g_strdup_printf ("lesson %u done at %d×%d in %s", i + 1, width, height, language);
      now = track_of (window);
      g_free (png);
      png = g_strdup_printf ("lesson%u-done-%s-%dx%d.png", i + 1, language, width, height);
      save_png (window, png);
      assert_steady (state, &first, &now);
      assert_panel_whole (window, state);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

static const int sizes[][2] = { { 800, 600 }, { 1000, 720 }, { 1920, 1080 } };

static void
test_lessons (gconstpointer data)
{
  const char *language = data;

  if (!eg_test_ui_use_language (language))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    check_lessons (*language ? language : "en", sizes[i][0], sizes[i][1]);
  eg_i18n_set_language ("");
}

static void
test_steady (gconstpointer data)
{
  const char *language = data;

  if (!eg_test_ui_use_language (language))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_test_message ("%s at %d×%d", *language ? language : "en", sizes[i][0], sizes[i][1]);
      check_size (*language ? language : "en", sizes[i][0], sizes[i][1]);
    }
  eg_i18n_set_language ("");
}

int
main (int    argc,
      char **argv)
{
  eg_test_ui_init (&argc, &argv);

  g_test_add_data_func ("/en-garde/ui/steady/en", "", test_steady);
  g_test_add_data_func ("/en-garde/ui/steady/nl", "nl", test_steady);
  g_test_add_data_func ("/en-garde/ui/steady/fr", "fr", test_steady);
  g_test_add_data_func ("/en-garde/ui/steady/de", "de", test_steady);
  g_test_add_data_func ("/en-garde/ui/steady/lessons/en", "", test_lessons);
  g_test_add_data_func ("/en-garde/ui/steady/lessons/nl", "nl", test_lessons);
  g_test_add_data_func ("/en-garde/ui/steady/lessons/fr", "fr", test_lessons);
  g_test_add_data_func ("/en-garde/ui/steady/lessons/de", "de", test_lessons);
  return g_test_run ();
}
