/* test-ui-sizes.c — the table at 800×600, 1000×720 and 1920×1080
 *
 * Only the piste scaled once: the hand, the piles, the names and the
 * revealed hands stayed at their 800×600 size on a full-HD screen. Here
 * each grows with the window, and at the smallest size, in German (its
 * longest words), the piles' captions keep clear of the hands beside
 * them. Sizes are the allocations GTK gives, after the window's size
 * class has been set.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-i18n.h"
#include "eg-piles-view.h"
#include "eg-round-end-view.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

/* The smallest gap, in pixels, between a caption and a hand. */
#define MIN_GAP 6.0

/* A window of @width × @height whose content fits: it does not grow. */
static EgWindow *
window_at (EgMatch *match,
           int      width,
           int      height)
{
  EgWindow *window = eg_test_ui_window_at (match, width, height);

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, height);
  return window;
}

/* The card face in a hand's card @i (a button around it, or the face). */
static GtkWidget *
face_of (EgHandView *hand,
         guint       i)
{
  GtkWidget *card = eg_hand_view_get_card (hand, i);

  if (GTK_IS_BUTTON (card))
    return gtk_button_get_child (GTK_BUTTON (card));
  return card;
}

typedef struct
{
  int hand_card;
  int side_card;
  int pile_card;
  int name;
  int status;
} Sizes;

/* A part of the table's piles, by its id in eg-piles-view.ui. */
static GtkWidget *
piles_part (EgWindow   *window,
            const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (eg_test_ui_table_part (window, "piles"), EG_TYPE_PILES_VIEW, name));
}

static void
measure (EgWindow *window,
         Sizes    *sizes)
{
  /* the opponent's hand, beside its name */
  EgSide opponent = EG_OPPONENT (eg_match_get_side_to_act (window->match));
  EgHandView *side = eg_test_ui_side_hand (window, opponent);
  GtkWidget *pile = piles_part (window, "pile_card");

  g_assert_cmpuint (eg_hand_view_get_n_cards (eg_test_ui_table_part (window, "hand_view")), >, 0);
  g_assert_cmpuint (eg_hand_view_get_n_cards (side), >, 0);
  sizes->hand_card = gtk_widget_get_height (face_of (eg_test_ui_table_part (window, "hand_view"), 0));
  sizes->side_card = gtk_widget_get_height (face_of (side, 0));
  sizes->pile_card = gtk_widget_get_height (pile);
  sizes->name = gtk_widget_get_height (GTK_WIDGET (eg_test_ui_table_part (window, "left_name_label")));
  sizes->status = gtk_widget_get_height (GTK_WIDGET (eg_test_ui_table_part (window, "status_label")));
}

/* At 1920×1080 the cards are at least 1.5 times their height at the
 * default 1000×720, and the names and the status line grow too. */
static void
test_full_hd (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 20261126);
  EgWindow *window;
  Sizes normal, full;

  window = window_at (match, 1000, 720);
  measure (window, &normal);
  gtk_window_destroy (GTK_WINDOW (window));

  window = window_at (match, 1920, 1080);
  measure (window, &full);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "huge"));
  gtk_window_destroy (GTK_WINDOW (window));

  g_test_message ("card heights 1000×720 → 1920×1080: hand %d → %d, side %d → %d, pile %d → %d; "
                  "name %d → %d, status %d → %d",
                  normal.hand_card, full.hand_card, normal.side_card, full.side_card,
                  normal.pile_card, full.pile_card, normal.name, full.name, normal.status, full.status);
  g_assert_cmpfloat (full.hand_card, >=, 1.5 * normal.hand_card);
  g_assert_cmpfloat (full.side_card, >=, 1.5 * normal.side_card);
  g_assert_cmpfloat (full.pile_card, >=, 1.5 * normal.pile_card);
  g_assert_cmpfloat (full.name, >=, 1.4 * normal.name);
  g_assert_cmpfloat (full.status, >=, 1.4 * normal.status);
}

/* The horizontal gap between @a and @b, in the window's coordinates,
 * where they share rows; G_MAXDOUBLE when they share none. */
static double
gap_between (EgWindow  *window,
             GtkWidget *a,
             GtkWidget *b)
{
  graphene_rect_t ra, rb;

  g_assert_true (gtk_widget_compute_bounds (a, GTK_WIDGET (window), &ra));
  g_assert_true (gtk_widget_compute_bounds (b, GTK_WIDGET (window), &rb));
  if (ra.origin.y >= rb.origin.y + rb.size.height || rb.origin.y >= ra.origin.y + ra.size.height)
    return G_MAXDOUBLE;
  if (ra.origin.x >= rb.origin.x)
    return ra.origin.x - (rb.origin.x + rb.size.width);
  return rb.origin.x - (ra.origin.x + ra.size.width);
}

static void
assert_clear (EgWindow  *window,
              GtkWidget *caption,
              EgSide     side)
{
  GtkWidget *hand = GTK_WIDGET (eg_test_ui_side_hand (window, side));
  double gap;

  g_assert_true (gtk_widget_get_mapped (caption));
  g_assert_true (gtk_widget_get_mapped (hand));
  g_assert_cmpuint (eg_hand_view_get_n_cards (EG_HAND_VIEW (hand)), ==, EG_HAND_SIZE);
  gap = gap_between (window, caption, hand);
  g_test_message ("“%s” to the %s hand: %.0f px", gtk_label_get_label (GTK_LABEL (caption)),
                  side == EG_SIDE_LEFT ? "left" : "right", gap);
  g_assert_cmpfloat (gap, >=, MIN_GAP);
}

/* Plays the first legal action: the other side is to act. */
static void
play_one (EgMatch *match)
{
  EgAction legal[EG_MAX_ACTIONS];

  g_assert_cmpuint (eg_match_get_legal_actions (match, legal), >, 0);
  g_assert_true (eg_match_apply (match, &legal[0], NULL));
}

/* At 800×600 in German, the captions of the draw pile and of the unseen
 * cards keep clear of the opponent's hand, on either side. */
static void
test_small_german (void)
{
  g_autoptr(EgMatch) hot_seat = NULL;
  EgWindow *window;

  if (!eg_test_ui_use_language ("de"))
    return;
  /* German indeed: the test is about its long words */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Unseen cards"), !=, "Unseen cards");

  /* Ada to act: Bob's hand on the right, beside the unseen cards */
  hot_seat = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 20261126);
  window = window_at (hot_seat, 800, 600);
  assert_clear (window, piles_part (window, "tally_label"), EG_SIDE_RIGHT);
  assert_clear (window, piles_part (window, "pile_label"), EG_SIDE_RIGHT);
  gtk_window_destroy (GTK_WINDOW (window));

  /* Bob to act: Ada's hand on the left, beside the draw pile */
  play_one (hot_seat);
  window = window_at (hot_seat, 800, 600);
  assert_clear (window, piles_part (window, "pile_label"), EG_SIDE_LEFT);
  assert_clear (window, piles_part (window, "tally_label"), EG_SIDE_LEFT);
  gtk_window_destroy (GTK_WINDOW (window));

  eg_i18n_set_language ("");
}

/* A status line too long for its width at 800×600 (an attack to parry,
 * in German) is shown whole in smaller letters, on the same height, in
 * the frame that lays it out: the table's AdwSqueezer picks the line that
 * fits; a short one goes back to the status line's own letters. */
static void
test_status_squeezed (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 20261126);
  EgWindow *window = window_at (match, 800, 600);
  GtkWidget *status = GTK_WIDGET (eg_test_ui_table_part (window, "status_label"));
  AdwSqueezer *squeezer = ADW_SQUEEZER (gtk_widget_get_parent (status));
  GtkWidget *tight = gtk_widget_get_next_sibling (status);
  int width = gtk_widget_get_width (GTK_WIDGET (squeezer));
  int height = gtk_widget_get_height (GTK_WIDGET (squeezer));
  g_autoptr(GString) text = g_string_new ("Parry");
  int natural, tight_natural;

  g_assert_true (adw_squeezer_get_visible_child (squeezer) == status);
  g_assert_true (gtk_widget_has_css_class (tight, "tight"));
  /* too long for the status line's letters, not for the smaller ones */
  do
    {
      g_string_append (text, " or retreat");
      gtk_label_set_label (eg_test_ui_table_part (window, "status_label"), text->str);
      gtk_widget_measure (status, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
    }
  while (natural <= width);
  gtk_widget_measure (tight, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &tight_natural, NULL, NULL);
  g_test_message ("%d px wide: the status line needs %d px, in smaller letters %d px", width, natural,
                  tight_natural);
  g_assert_cmpint (tight_natural, <=, width);

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (adw_squeezer_get_visible_child (squeezer) == tight);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (tight)), ==, text->str);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (tight))));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (squeezer)), ==, height);

  gtk_label_set_label (eg_test_ui_table_part (window, "status_label"), "Parry");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (adw_squeezer_get_visible_child (squeezer) == status);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (squeezer)), ==, height);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* How far a card's focus ring reaches beyond it (style.css: a 2 px
 * outline 3 px out). */
#define RING 5.0

/* A selected card rises towards the hand's heading ("Ada's cards"): at
 * every size class its focus ring keeps clear of the heading. */
static void
test_raised_card (void)
{
  static const struct { int width, height; const char *size_class; } sizes[] = {
    { 800, 600, NULL }, { 1000, 720, NULL }, { 1600, 900, "large" }, { 1920, 1080, "huge" },
  };
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 20261126);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      EgWindow *window = window_at (match, sizes[i].width, sizes[i].height);
      EgHandView *hand = eg_test_ui_table_part (window, "hand_view");
      guint8 selected[EG_N_VALUES + 1] = { 0 };
      GtkWidget *card = eg_hand_view_get_card (hand, 0);
      graphene_rect_t raised, heading;
      double gap;

      if (sizes[i].size_class != NULL)
        g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), sizes[i].size_class));
      selected[eg_hand_view_get_value (hand, 0)] = 1;
      eg_hand_view_set_selection (hand, selected);
      gtk_widget_grab_focus (card);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      eg_test_ui_iterate ();
      g_assert_true (gtk_widget_has_css_class (card, "selected"));

      g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (window), &raised));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (eg_test_ui_table_part (window, "hand_title")), GTK_WIDGET (window), &heading));
      gap = raised.origin.y - RING - (heading.origin.y + heading.size.height);
      g_test_message ("%d×%d: a raised card's ring %.0f px below the heading", sizes[i].width,
                      sizes[i].height, gap);
      g_assert_cmpfloat (gap, >=, 2.0);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The toast on show in @window's table (css name "toast"), or NULL. */
static GtkWidget *
find_toast (GtkWidget *widget)
{
  if (g_str_equal (gtk_widget_get_css_name (widget), "toast") && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_toast (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
assert_apart (EgWindow   *window,
              GtkWidget  *toast,
              GtkWidget  *widget,
              const char *what)
{
  graphene_rect_t rt, rw;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &rt));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &rw));
  g_test_message ("toast %.0f,%.0f %.0f×%.0f; %s %.0f,%.0f %.0f×%.0f", rt.origin.x, rt.origin.y,
                  rt.size.width, rt.size.height, what, rw.origin.x, rw.origin.y, rw.size.width,
                  rw.size.height);
  g_assert_false (graphene_rect_intersection (&rt, &rw, NULL));
}

/* A toast (the longest the table says: a saved match's, in German)
 * covers neither the round's title nor the piles, at 800×600 and
 * 1000×720. */
static void
test_toast_clear (void)
{
  static const struct { int width, height; } sizes[] = { { 800, 600 }, { 1000, 720 } };
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 20261126);

  if (!eg_test_ui_use_language ("de"))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      EgWindow *window = window_at (match, sizes[i].width, sizes[i].height);
      g_autofree char *text = g_strdup_printf (_("Your match with %s is saved; resume it from Recent Matches"),
                                               "Black");
      GtkWidget *toast;

      eg_window_add_toast (window, adw_toast_new (text));
      for (guint j = 0; j < 3; j++)
        {
          gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
          eg_test_ui_iterate ();
        }
      toast = find_toast (GTK_WIDGET (window));
      g_assert_nonnull (toast);
      if (g_getenv ("EG_TEST_PNG_DIR") != NULL)
        {
          g_autofree char *name = g_strdup_printf ("toast-%dx%d.png", sizes[i].width, sizes[i].height);
          g_autofree char *path = g_build_filename (g_getenv ("EG_TEST_PNG_DIR"), name, NULL);

          eg_test_ui_save_png (GTK_WIDGET (window), path);
        }
      assert_apart (window, toast, GTK_WIDGET (eg_test_ui_table_part (window, "round_label")), "round title");
      assert_apart (window, toast, GTK_WIDGET (eg_test_ui_table_part (window, "piles")), "piles");
      gtk_window_destroy (GTK_WINDOW (window));
    }

  /* at a round's end, nor the button that goes on (in English: in
   * German the round's end needs 604 px of height at 800 wide) */
  eg_i18n_set_language ("");
  while (eg_match_is_round_in_progress (match))
    play_one (match);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      EgWindow *window = window_at (match, sizes[i].width, sizes[i].height);
      GtkWidget *primary = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (eg_test_ui_table_part (window, "round_end")),
                                                                       EG_TYPE_ROUND_END_VIEW, "primary");
      graphene_rect_t rt, rp;
      GtkWidget *toast;

      eg_window_add_toast (window, adw_toast_new (_("Match resumed")));
      for (guint j = 0; j < 3; j++)
        {
          gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
          eg_test_ui_iterate ();
        }
      toast = find_toast (GTK_WIDGET (window));
      g_assert_nonnull (toast);
      if (g_getenv ("EG_TEST_PNG_DIR") != NULL)
        {
          g_autofree char *name = g_strdup_printf ("toast-end-%dx%d.png", sizes[i].width, sizes[i].height);
          g_autofree char *path = g_build_filename (g_getenv ("EG_TEST_PNG_DIR"), name, NULL);

          eg_test_ui_save_png (GTK_WIDGET (window), path);
        }
      assert_apart (window, toast, GTK_WIDGET (eg_test_ui_table_part (window, "round_label")), "round title");
      assert_apart (window, toast, GTK_WIDGET (eg_test_ui_table_part (window, "piles")), "piles");
      /* where it stands over the button that goes on, for a second only */
      g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &rt));
      g_assert_true (gtk_widget_compute_bounds (primary, GTK_WIDGET (window), &rp));
      if (graphene_rect_intersection (&rt, &rp, NULL))
        g_assert_cmpuint (adw_toast_get_timeout (window->toast), ==, 1);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  eg_i18n_set_language ("");
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GSettings) settings = NULL;

  eg_test_ui_init (&argc, &argv);
  /* a hot seat at one screen: each hand shown, no pass screen between */
  settings = g_settings_new (APPLICATION_ID);
  g_settings_set_boolean (settings, "hide-hands", FALSE);

  g_test_add_func ("/en-garde/ui/sizes/full-hd", test_full_hd);
  g_test_add_func ("/en-garde/ui/sizes/small-german", test_small_german);
  g_test_add_func ("/en-garde/ui/sizes/raised-card", test_raised_card);
  g_test_add_func ("/en-garde/ui/sizes/toast-clear", test_toast_clear);
  g_test_add_func ("/en-garde/ui/sizes/status-squeezed", test_status_squeezed);
  return g_test_run ();
}
