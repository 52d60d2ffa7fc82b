/* test-ui-cut.c — nothing cut at 800×600, in the longest translation
 *
 * The table, in each state of a turn, renders every label whole at
 * 800×600, in English, Dutch, French and German: the window no larger,
 * no label ellipsized, none lower than its lines need, none reaching
 * out of a parent's allocation (eg_test_ui_label_cut()).
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include "eg-describe.h"
#include "eg-i18n.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

static void
collect_cuts (GtkWidget *widget,
              GtkWidget *top,
              GString   *cuts)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    {
      g_autofree char *cut = eg_test_ui_label_cut (GTK_LABEL (widget), top);

      if (cut != NULL)
        g_string_append_printf (cuts, "%s%s", cuts->len > 0 ? "; " : "", cut);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_cuts (child, top, cuts);
}

/* What is cut in @window, once laid out and drawn, or NULL. */
static char *
find_cuts (EgWindow   *window,
           const char *state)
{
  g_autoptr(GString) cuts = g_string_new (NULL);

  for (guint i = 0; i < 2; i++)
    {
      eg_test_ui_iterate ();
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    }
  /* a window grown past the screen is cut off by it (Xvfb without a
   * window manager lets it grow) */
  if (gtk_widget_get_width (GTK_WIDGET (window)) > 800 || gtk_widget_get_height (GTK_WIDGET (window)) > 600)
    g_string_append_printf (cuts, "the window is %d×%d", gtk_widget_get_width (GTK_WIDGET (window)),
                            gtk_widget_get_height (GTK_WIDGET (window)));
  if (g_getenv ("EG_TEST_PNG_DIR") != NULL)
    {
      g_autofree char *name = g_strdup_printf ("cut-%s.png", state);
      g_autofree char *path = g_build_filename (g_getenv ("EG_TEST_PNG_DIR"), name, NULL);

      eg_test_ui_save_png (GTK_WIDGET (window), path);
    }
  collect_cuts (GTK_WIDGET (window), GTK_WIDGET (window), cuts);
  if (cuts->len == 0)
    {
      g_test_message ("%s: nothing cut, the window %d×%d", state, gtk_widget_get_width (GTK_WIDGET (window)),
                      gtk_widget_get_height (GTK_WIDGET (window)));
      return NULL;
    }
  return g_strdup_printf ("%s: %s", state, cuts->str);
}

static void
assert_nothing_cut (EgWindow   *window,
                    const char *state)
{
  g_autofree char *cuts = find_cuts (window, state);

  if (cuts != NULL)
    g_error ("%s", cuts);
}

static gboolean
hint_shown (gpointer turn)
{
  return eg_turn_get_hint (turn) != NULL && !eg_turn_get_computer_busy (turn);
}

static void
play_first (EgMatch *match)
{
  EgAction legal[EG_MAX_ACTIONS];

  g_assert_cmpuint (eg_match_get_legal_actions (match, legal), >, 0);
  g_assert_true (eg_match_apply (match, &legal[0], NULL));
}

/* Every result a round can end with, in the status line of @window:
 * which one a game against the random computer reaches depends on its
 * draws, so a test that met only the round it played passed or failed
 * by chance (a draw's text, the longest, was ellipsized in German). */
static void
assert_results_whole (EgWindow *window)
{
  static const struct
  {
    EgReason reason;
    EgActionType pending;
  } results[] = {
    { EG_REASON_HIT, EG_ACTION_ATTACK },
    { EG_REASON_HIT, EG_ACTION_INDIRECT_ATTACK },
    { EG_REASON_NO_LEGAL_ACTION, EG_ACTION_ATTACK },
    { EG_REASON_CARDS, EG_ACTION_ATTACK },
    { EG_REASON_ADVANCEMENT, EG_ACTION_ATTACK },
    { EG_REASON_DRAW, EG_ACTION_ATTACK },
  };
  GtkLabel *status = eg_test_ui_table_part (window, "status_label");
  g_autofree char *shown = g_strdup (gtk_label_get_label (status));
  g_autoptr(GString) cuts = g_string_new (NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (results); i++)
    for (EgSide winner = EG_SIDE_LEFT;
         winner <= (results[i].reason == EG_REASON_DRAW ? EG_SIDE_LEFT : EG_SIDE_RIGHT); winner++)
      {
        EgRound round = { 0 };
        g_autofree char *text = NULL;
        g_autofree char *state = NULL;
        g_autofree char *cut = NULL;

        round.phase = EG_PHASE_OVER;
        round.reason = results[i].reason;
        round.winner = winner;
        round.pending.type = results[i].pending;
        round.pos[EG_SIDE_LEFT] = 9;
        round.pos[EG_SIDE_RIGHT] = 12;
        text = eg_describe_result (&round, "Ada", "Bob");
        gtk_label_set_label (status, text);
        state = g_strdup_printf ("a round's end, %s wins by reason %d", winner == EG_SIDE_LEFT ? "Ada" : "Bob",
                                 results[i].reason);
        cut = find_cuts (window, state);
        if (cut != NULL)
          g_string_append_printf (cuts, "%s%s", cuts->len > 0 ? " | " : "", cut);
      }
  gtk_label_set_label (status, shown);
  if (cuts->len > 0)
    g_error ("%s", cuts->str);
}

/* Against the computer: a turn's start, cards chosen, a hint; with a
 * person on the same screen: the pass screen, a round's end. */
static void
test_table (gconstpointer data)
{
  const char *language = data;
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(EgMatch) hot_seat = NULL;
  EgWindow *window;
  EgTurn *turn;

  if (!eg_i18n_set_language (language))
    {
      g_test_skip ("no catalog for this language (EN_GARDE_LOCALEDIR)");
      return;
    }
  match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 20261128);
  window = eg_test_ui_window_at (match, 800, 600);
  turn = eg_window_get_turn (window);
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  assert_nothing_cut (window, "a turn's start");
  /* a few steps in, where the hint has a long reason (test-ui-steady.c) */
  for (guint i = 0; i < 2; i++)
    {
      play_first (match);
      g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
    }
  for (guint v = 1; v <= EG_N_VALUES; v++)
    {
      eg_turn_toggle_card (turn, v, TRUE);
      assert_nothing_cut (window, "cards chosen");
      eg_turn_clear_selection (turn);
    }
  eg_turn_hint (turn);
  g_assert_true (eg_test_ui_wait_until (hint_shown, turn, EG_TEST_UI_PATIENCE_MS));
  assert_nothing_cut (window, "a hint");
  eg_turn_clear_selection (turn);
  /* the round's end against the computer: its kind beside its hand */
  while (eg_match_is_round_in_progress (match))
    {
      if (eg_turn_can_act (turn))
        play_first (match);
      g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
    }
  assert_nothing_cut (window, "a round's end against the computer");
  assert_results_whole (window);
  gtk_window_destroy (GTK_WINDOW (window));

  hot_seat = eg_test_ui_match ("Ada", TRUE, "Bea", TRUE, 5, 20261128);
  window = eg_test_ui_window_at (hot_seat, 800, 600);
  turn = eg_window_get_turn (window);
  if (eg_turn_get_passing (turn))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.reveal", NULL);
  play_first (hot_seat);
  g_assert_true (eg_turn_get_passing (turn));
  assert_nothing_cut (window, "the pass screen");
  while (eg_match_is_round_in_progress (hot_seat))
    play_first (hot_seat);
  assert_nothing_cut (window, "a round's end");
  gtk_window_destroy (GTK_WINDOW (window));
  eg_i18n_set_language ("");
}

int
main (int    argc,
      char **argv)
{
  eg_test_ui_init (&argc, &argv);

  g_test_add_data_func ("/en-garde/ui/cut/table/en", "", test_table);
  g_test_add_data_func ("/en-garde/ui/cut/table/nl", "nl", test_table);
  g_test_add_data_func ("/en-garde/ui/cut/table/fr", "fr", test_table);
  g_test_add_data_func ("/en-garde/ui/cut/table/de", "de", test_table);
  return g_test_run ();
}
