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

#include <glib/gstdio.h>

#include "eg-ai.h"
#include "eg-autosave.h"
#include "eg-describe.h"
#include "eg-describe-matches.h"
#include "eg-i18n.h"
#include "eg-match-log.h"
#include "eg-practice-window.h"
#include "eg-lesson-panel.h"
#include "eg-recent-matches.h"
#include "eg-rng.h"
#include "eg-test-logs.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

static char *data_home;

static const struct
{
  const char *name;
  const char *code;
} languages[] = { { "en", "" }, { "nl", "nl" }, { "fr", "fr" }, { "de", "de" } };

/* Whether what a scrolled window holds may lie beyond its view: it is
 * scrolled to, not cut (a label there must still be whole). */
static gboolean scrolling_allowed;

static void
collect_cuts (GtkWidget *widget,
              GtkWidget *top,
              GString   *cuts)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (scrolling_allowed && GTK_IS_VIEWPORT (widget) && gtk_viewport_get_child (GTK_VIEWPORT (widget)) != NULL)
    {
      GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (widget));

      collect_cuts (content, content, cuts);
      return;
    }
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

/* What is cut in @window (the game's or a dialog) on a screen of
 * @width×@height, once laid out and drawn, or NULL. */
static char *
find_cuts_at (gpointer    window,
              int         width,
              int         height,
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
  if (gtk_widget_get_width (GTK_WIDGET (window)) > width || gtk_widget_get_height (GTK_WIDGET (window)) > height)
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

/* The same at 800×600. */
static char *
find_cuts (gpointer    window,
           const char *state)
{
  return find_cuts_at (window, 800, 600, state);
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

  if (!eg_test_ui_use_language (language))
    return;
  match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 20261128);
  window = eg_test_ui_window_at (match, 800, 600);
  turn = eg_test_ui_turn (window);
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
  turn = eg_test_ui_turn (window);
  if (eg_turn_get_passing (turn))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.reveal", NULL);
  play_first (hot_seat);
  g_assert_true (eg_turn_get_passing (turn));
  assert_nothing_cut (window, "the pass screen");
  /* an attack to answer, its prompt over the hand (an attack that can
   * be answered played as soon as there is one) */
  while (eg_match_is_round_in_progress (hot_seat) && eg_match_get_phase (hot_seat) != EG_PHASE_DEFEND)
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n = eg_match_get_legal_actions (hot_seat, legal);
      guint pick = 0;

      for (guint i = 0; i < n; i++)
        {
          EgRound after = *eg_match_get_round_state (hot_seat);

          eg_round_play (&after, &legal[i]);
          if (after.phase == EG_PHASE_DEFEND)
            pick = i;
        }
      g_assert_true (eg_match_apply (hot_seat, &legal[pick], NULL));
    }
  g_assert_true (eg_match_is_round_in_progress (hot_seat));
  if (eg_turn_get_passing (turn))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.reveal", NULL);
  assert_nothing_cut (window, "an attack to answer");
  while (eg_match_is_round_in_progress (hot_seat))
    play_first (hot_seat);
  assert_nothing_cut (window, "a round's end");
  gtk_window_destroy (GTK_WINDOW (window));
  eg_i18n_set_language ("");
}

/* A translation of @msgid, which must have one in any language but
 * English: a message the code no longer says would test nothing. */
static const char *translated (const char *language,
                               const char *msgid) G_GNUC_FORMAT (2);

static const char *
translated (const char *language,
            const char *msgid)
{
  const char *text = g_dgettext (GETTEXT_PACKAGE, msgid);

  if (*language != '\0' && text == msgid)
    g_error ("“%s” has no translation in %s", msgid, language);
  return text;
}

/* Each toast the game window shows, at 800×600: the German "saved" one
 * was ellipsized. */
static void
test_toasts (gconstpointer data)
{
  const char *language = data;
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(GPtrArray) toasts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) cuts = g_string_new (NULL);
  EgWindow *window;

  if (!eg_test_ui_use_language (language))
    return;
  match = eg_test_ui_match ("Ada", TRUE, translated (language, "Black"), FALSE, 5, 20261128);
  window = eg_test_ui_window_at (match, 800, 600);
  g_assert_true (eg_test_ui_wait_computer (window, EG_TEST_UI_PATIENCE_MS));
  /* as eg-application-resume.c, eg-application-actions.c and
   * eg-window-actions.c word them */
  g_ptr_array_add (toasts, g_strdup_printf (translated (language, "Your match with %s is saved; resume it from Recent Matches"),
                                            translated (language, "Black")));
  g_ptr_array_add (toasts, g_strdup (translated (language, "Match resumed")));
  g_ptr_array_add (toasts, g_strdup (eg_describe_dealt_afresh ()));
  g_ptr_array_add (toasts, g_strdup_printf (translated (language, "Match saved as “%s”"), "en-garde-match.engarde"));
  g_ptr_array_add (toasts, g_strdup (translated (language, "Move taken back: you had seen more, so this match is practice now")));
  g_ptr_array_add (toasts, g_strdup (translated (language, "Move taken back")));
  for (guint i = 0; i < toasts->len; i++)
    {
      g_autofree char *state = g_strdup_printf ("toast %u", i);
      g_autofree char *cut = NULL;

      eg_window_add_toast (window, adw_toast_new (g_ptr_array_index (toasts, i)));
      cut = find_cuts (window, state);
      if (cut != NULL)
        g_string_append_printf (cuts, "%s%s", cuts->len > 0 ? " | " : "", cut);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  eg_i18n_set_language ("");
  if (cuts->len > 0)
    g_error ("%s", cuts->str);
}

static gboolean
recent_read (gpointer recent)
{
  return g_strcmp0 (eg_test_ui_shown_page (recent, EG_TYPE_RECENT_MATCHES, "stack"), "loading") != 0;
}

/* A match of Ada against the computer at @level, saved in the autosave
 * folder as @name: @n_steps played, or to its end (0), with @n_undos. */
static GFile *
save_match (const char *name,
            const char *level,
            guint       day,
            guint       n_steps,
            guint       n_undos)
{
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) computer = eg_player_new (g_dgettext (GETTEXT_PACKAGE, "Black"), EG_PLAYER_COMPUTER, level);
  g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, ada, computer);
  g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, day, 9, 30, 0);
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *dir_path = g_file_get_path (dir);
  GFile *file = g_file_get_child (dir, name);
  EgRng rng;

  eg_match_set_seed (match, day);
  g_assert_true (eg_match_begin_round (match, NULL, NULL));
  eg_match_set_started (match, started);
  eg_rng_init (&rng, day);
  for (guint i = 0; (n_steps == 0 || i < n_steps) && eg_test_random_step (match, &rng, 0); i++)
    ;
  eg_match_set_n_undos (match, n_undos);
  g_assert_cmpint (g_mkdir_with_parents (dir_path, 0700), ==, 0);
  g_assert_true (eg_match_log_save (match, file, NULL));
  return file;
}

/* Recent Matches from the game window at 800×600: a finished match, an
 * unfinished one with moves taken back (the longest detail line), and a
 * practice match played from a step of it (its "Practice from …" line). */
static void
test_recent (gconstpointer data)
{
  const char *language = data;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(EgMatch) forked = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, 28, 9, 30, 0);
  EgOrigin from = { .log_name = (char *) "unfinished.engarde", .round_index = 0, .action_index = 3 };
  EgAction legal[EG_MAX_ACTIONS];
  g_autofree char *cut = NULL;
  EgRecentMatches *recent;
  EgWindow *window;

  if (!eg_test_ui_use_language (language))
    return;
  g_ptr_array_add (files, save_match ("finished.engarde", "master", 26, 0, 0));
  g_ptr_array_add (files, save_match ("unfinished.engarde", "master", 27, 12, 11));
  forked = eg_test_ui_match ("Ada", TRUE, g_dgettext (GETTEXT_PACKAGE, "Black"), FALSE, 5, 28);
  /* a fork without a move of its own is not kept */
  g_assert_cmpuint (eg_match_get_legal_actions (forked, legal), >, 0);
  g_assert_true (eg_match_apply (forked, &legal[0], NULL));
  eg_match_set_origin (forked, &from);
  eg_match_set_started (forked, started);
  g_ptr_array_add (files, g_file_get_child (dir, "fork.engarde"));
  g_assert_true (eg_match_log_save (forked, g_ptr_array_index (files, 2), NULL));

  match = eg_test_ui_match ("Ada", TRUE, "Bob", FALSE, 5, 1);
  window = eg_test_ui_window_at (match, 800, 600);
  recent = eg_recent_matches_new (GTK_WINDOW (window), NULL);
  gtk_window_present (GTK_WINDOW (recent));
  g_assert_true (eg_test_ui_wait_until (recent_read, recent, EG_TEST_UI_PATIENCE_MS));
  cut = find_cuts (recent, "Recent Matches");
  gtk_window_destroy (GTK_WINDOW (recent));
  gtk_window_destroy (GTK_WINDOW (window));
  eg_test_ui_iterate ();
  for (guint i = 0; i < files->len; i++)
    g_assert_true (g_file_delete (g_ptr_array_index (files, i), NULL, NULL));
  eg_i18n_set_language ("");
  if (cut != NULL)
    g_error ("%s", cut);
}

static gboolean
lesson_done (gpointer window)
{
  EgLesson *lesson = eg_lesson_panel_get_lesson (EG_LESSON_PANEL (eg_test_ui_table_part (window, "lesson_panel")));

  return lesson != NULL && eg_lesson_is_done (lesson) && !eg_turn_get_computer_busy (eg_test_ui_turn (window));
}

/* Learn the Rules in a window of 800×600: each lesson at its start and
 * at its end, played by its own moves (as test-ui-lessons.c plays them). */
static void
test_lessons (gconstpointer data)
{
  const char *language = data;
  g_autoptr(EgApplication) app = NULL;
  g_autoptr(GString) cuts = g_string_new (NULL);
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  EgWindow *window;

  if (!eg_test_ui_use_language (language))
    return;
  /* the application takes its language from the setting as it starts
   * (without it, every language's lessons were checked in English) */
  g_settings_set_string (settings, "language", language);
  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (app));
  window = eg_test_ui_app_window (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  /* a word of the language (the panel's heading, "Lesson 1 of 6: …"),
   * not English, unless English is checked */
  g_action_group_activate_action (G_ACTION_GROUP (app), "learn-rules", NULL);
  eg_test_ui_iterate ();
  {
    EgLesson *first = eg_lesson_panel_get_lesson (EG_LESSON_PANEL (eg_test_ui_table_part (window, "lesson_panel")));
    g_autofree char *heading = eg_lesson_get_heading (first);

    g_assert_cmpint (g_str_has_prefix (heading, "Lesson "), ==, *language == '\0');
  }
  for (guint i = 0; i < 6; i++)
    {
      EgLesson *lesson;
      char *cut;
      g_autofree char *start = g_strdup_printf ("lesson %u, its start", i + 1);
      g_autofree char *end = g_strdup_printf ("lesson %u, its end", i + 1);

      g_action_group_activate_action (G_ACTION_GROUP (app), i == 0 ? "learn-rules" : "lesson-next", NULL);
      eg_test_ui_iterate ();
      lesson = eg_lesson_panel_get_lesson (EG_LESSON_PANEL (eg_test_ui_table_part (window, "lesson_panel")));
      g_assert_nonnull (lesson);
      g_assert_cmpuint (eg_lesson_get_index (lesson), ==, i);
      if ((cut = find_cuts (window, start)) != NULL)
        g_string_append_printf (cuts, "%s%s", cuts->len > 0 ? " | " : "", cut);
      g_free (cut);
      while (!eg_test_ui_wait_until (lesson_done, window, 200))
        if (eg_turn_can_act (eg_test_ui_turn (window)))
          {
            EgAction legal[EG_MAX_ACTIONS];
            guint n = eg_match_get_legal_actions (eg_lesson_get_match (lesson), legal);

            for (guint k = 0; k < n; k++)
              if (eg_turn_play (eg_test_ui_turn (window), &legal[k]))
                break;
          }
      if ((cut = find_cuts (window, end)) != NULL)
        g_string_append_printf (cuts, "%s%s", cuts->len > 0 ? " | " : "", cut);
      g_free (cut);
    }
  eg_test_ui_close_all (app);
  g_settings_reset (settings, "language");
  eg_i18n_set_language ("");
  if (cuts->len > 0)
    g_error ("%s", cuts->str);
}

/* Ada plays her worst action at every turn, Bob his first legal one
 * (as in test-ui-practice.c): a round with mistakes to practise. */
static gboolean
play_mistakes (EgMatch *match,
               guint64  seed)
{
  g_autoptr(GPtrArray) puzzles = NULL;

  eg_test_ui_play_worst_round (match, seed);
  puzzles = eg_practice_find_puzzles (match, "practice.engarde", NULL);
  return puzzles->len > 0;
}

static gboolean
practice_ready (gpointer window)
{
  return g_strcmp0 (eg_test_ui_shown_page (window, EG_TYPE_PRACTICE_WINDOW, "stack"), "loading") != 0;
}

/* Home, Right to move @index, Return: a move chosen as a person does. */
static void
choose_move (GtkWidget *window,
             guint      index)
{
  GtkWidget *moves = GTK_WIDGET (gtk_widget_get_template_child (window, EG_TYPE_PRACTICE_WINDOW, "move_box"));

  g_assert_true (eg_test_ui_press_key_on (moves, GDK_KEY_Home));
  for (guint i = 0; i < index; i++)
    g_assert_true (eg_test_ui_press_key_on (moves, GDK_KEY_Right));
  g_assert_true (eg_test_ui_press_key_on (window, GDK_KEY_Return));
}

/* The whole verdict lies in the part of the puzzle's pane shown (to a
 * pixel's rounding): where the pane scrolls, its last line too can be
 * scrolled to, not only its first. */
static gboolean
verdict_in_view (gpointer data)
{
  GtkWidget *window = data;
  GtkWidget *verdict = GTK_WIDGET (gtk_widget_get_template_child (window, EG_TYPE_PRACTICE_WINDOW, "verdict_label"));
  GtkWidget *pane = GTK_WIDGET (gtk_widget_get_template_child (window, EG_TYPE_PRACTICE_WINDOW, "puzzle_scroller"));
  graphene_rect_t bounds;

  return gtk_widget_get_mapped (verdict) && gtk_widget_compute_bounds (verdict, pane, &bounds) &&
         bounds.size.height > 0 && bounds.origin.y >= -1 &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (pane) + 1;
}

/* Practise Mistakes in a window of 1000×720 (a screen's size: a window
 * manager would cut a larger default to it): a puzzle, then the verdict
 * on each of its moves, the move that was played and the sound ones,
 * with Next Puzzle, in sight without scrolling. At 800×600 the puzzle
 * scrolls (its pane is 569×543 and needs about 690 px with a verdict):
 * no label in it is ellipsized or squeezed, and a verdict given is
 * scrolled to, all its lines. */
static void
test_practice (gconstpointer data)
{
  const char *language = data;
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autoptr(GFile) log = g_file_get_child (dir, "practice.engarde");
  g_autoptr(GFile) progress = g_file_get_child (dir, "practice-progress");
  g_autoptr(EgPracticeStore) store = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autoptr(GString) cuts = g_string_new (NULL);
  g_autofree char *cut = NULL;
  static const struct { int width, height; gboolean scrolls; } sizes[] = {
    { 1000, 720, FALSE },
    { 800, 600, TRUE },
  };
  const EgPuzzle *puzzle;
  EgAction moves[EG_MAX_ACTIONS];
  GtkWidget *window;
  guint n;

  if (!eg_test_ui_use_language (language))
    return;
  for (guint64 seed = 1; match == NULL; seed++)
    {
      g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
      g_autoptr(EgPlayer) bob = eg_player_new (g_dgettext (GETTEXT_PACKAGE, "Black"), EG_PLAYER_COMPUTER, "hard");
      g_autoptr(EgMatch) tried = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, ada, bob);

      g_assert_cmpuint (seed, <, 50);
      if (play_mistakes (tried, seed))
        match = g_steal_pointer (&tried);
    }
  puzzles = eg_practice_find_puzzles (match, "practice.engarde", NULL);
  puzzle = g_ptr_array_index (puzzles, 0);
  g_assert_true (g_file_make_directory_with_parents (dir, NULL, NULL) || g_file_query_exists (dir, NULL));
  g_assert_true (eg_match_log_save (match, log, NULL));

  n = eg_view_legal_actions (&puzzle->view, moves);
  for (guint size = 0; size < G_N_ELEMENTS (sizes); size++)
    {
      store = eg_practice_store_new (progress, NULL);
      window = GTK_WIDGET (eg_practice_window_new (NULL, store, dir, log));
      gtk_window_set_default_size (GTK_WINDOW (window), sizes[size].width, sizes[size].height);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (eg_test_ui_wait_until (practice_ready, window, EG_TEST_UI_PATIENCE_MS));
      scrolling_allowed = sizes[size].scrolls;
      for (guint i = 0; i <= n; i++)
        {
          g_autofree char *state = i == 0 ? g_strdup_printf ("a puzzle at %d×%d", sizes[size].width,
                                                             sizes[size].height)
                                          : g_strdup_printf ("the verdict on move %u at %d×%d", i - 1,
                                                             sizes[size].width, sizes[size].height);

          if (i > 0)
            choose_move (window, i - 1);
          g_free (cut);
          cut = find_cuts_at (window, sizes[size].width, sizes[size].height, state);
          if (cut != NULL)
            g_string_append_printf (cuts, "%s%s", cuts->len > 0 ? " | " : "", cut);
          /* where the pane scrolls, the verdict given is scrolled to (in
           * the frames that lay it out) */
          if (i > 0 && !eg_test_ui_wait_until (verdict_in_view, window, EG_TEST_UI_PATIENCE_MS))
            {
              GtkWidget *verdict = GTK_WIDGET (gtk_widget_get_template_child (window, EG_TYPE_PRACTICE_WINDOW, "verdict_label"));
              GtkWidget *pane = GTK_WIDGET (gtk_widget_get_template_child (window, EG_TYPE_PRACTICE_WINDOW, "puzzle_scroller"));
              GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (pane));
              graphene_rect_t bounds;

              if (!gtk_widget_compute_bounds (verdict, pane, &bounds))
                graphene_rect_init (&bounds, 0, 0, 0, 0);
              g_string_append_printf (cuts, "%s%s: the verdict (%.0f px from the top, %.0f high) is out of the pane's "
                                      "view (%d px; scrolled to %.0f of %.0f)", cuts->len > 0 ? " | " : "", state,
                                      bounds.origin.y, bounds.size.height, gtk_widget_get_height (pane),
                                      gtk_adjustment_get_value (adjustment), gtk_adjustment_get_upper (adjustment));
            }
        }
      scrolling_allowed = FALSE;
      gtk_window_destroy (GTK_WINDOW (window));
      eg_test_ui_iterate ();
      g_clear_object (&store);
      g_file_delete (progress, NULL, NULL);
    }
  g_file_delete (log, NULL, NULL);
  g_file_delete (progress, NULL, NULL);
  eg_i18n_set_language ("");
  if (cuts->len > 0)
    g_error ("%s", cuts->str);
}

int
main (int    argc,
      char **argv)
{
  int status;

  data_home = eg_test_ui_private_data_home ();
  eg_test_ui_init (&argc, &argv);

  g_test_add_data_func ("/en-garde/ui/cut/table/en", "", test_table);
  g_test_add_data_func ("/en-garde/ui/cut/table/nl", "nl", test_table);
  g_test_add_data_func ("/en-garde/ui/cut/table/fr", "fr", test_table);
  g_test_add_data_func ("/en-garde/ui/cut/table/de", "de", test_table);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *toasts = g_strdup_printf ("/en-garde/ui/cut/toasts/%s", languages[i].name);
      g_autofree char *recent = g_strdup_printf ("/en-garde/ui/cut/recent/%s", languages[i].name);
      g_autofree char *lessons = g_strdup_printf ("/en-garde/ui/cut/lessons/%s", languages[i].name);
      g_autofree char *practice = g_strdup_printf ("/en-garde/ui/cut/practice/%s", languages[i].name);

      g_test_add_data_func (toasts, languages[i].code, test_toasts);
      g_test_add_data_func (recent, languages[i].code, test_recent);
      g_test_add_data_func (lessons, languages[i].code, test_lessons);
      g_test_add_data_func (practice, languages[i].code, test_practice);
    }
  status = g_test_run ();
  eg_test_remove_tree (data_home);
  return status;
}
