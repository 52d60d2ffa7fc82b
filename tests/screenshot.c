/* screenshot.c — renders the metainfo screenshots with the game itself
 *
 *   screenshot [--language=LANG] OUTDIR [--dark] [WIDTHxHEIGHT]
 *
 * Plays scripted positions (fixed seeds) of a match between two people
 * and saves OUTDIR/<scene>-light.png (or -dark.png). Run under
 * `xvfb-run -a` with GSK_RENDERER=cairo GTK_A11Y=none and the build's
 * schemas (GSETTINGS_SCHEMA_DIR, GSETTINGS_BACKEND=memory). --language
 * switches the game as the preferences do (en, nl, fr, de), reading the
 * catalogs from EN_GARDE_LOCALEDIR (the build's po/) when set.
 *
 * Beside each picture it writes <scene>-<style>.strings, what the picture
 * was rendered from, for the figures' manifest (build-aux/dev figures,
 * tests/i18n-check.py record-figures): every message of the game looked
 * up while it was drawn ("drawn"), every one looked up so far ("seen":
 * the manifest keeps those whose text is on screen), the text on screen
 * ("text") and the widget classes of the game in it ("type": their .ui
 * files). The messages are caught where the game and GtkBuilder ask GLib
 * for them: this program defines g_dgettext and its kin, and passes each
 * call on to GLib's own.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-screenshot"

#include "config.h"

#include <locale.h>

#include <adwaita.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg-animation.h"
#include "eg-application-private.h"
#include "eg-autosave.h"
#include "eg-board-private.h"
#include "eg-i18n.h"
#include "eg-match-log.h"
#include "eg-new-match-dialog.h"
#include "eg-practice-window.h"
#include "eg-preferences-window.h"
#include "eg-recent-matches.h"
#include "eg-recent-matches.h"
#include "eg-replay-view-private.h"
#include "eg-rng.h"
#include "eg-statistics-window.h"
#include "eg-test-statistics.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"
#include "eg-window-private.h"

static const char *out_dir;
static const char *style;
static int width = 1100;
static int height = 760;

/* The game's messages looked up: "CONTEXT\004MSGID" or "MSGID" → itself,
 * since the start and since the current picture began. */
static GHashTable *looked_up_all;
static GHashTable *looked_up_shot;

static void
record_lookup (const char *domain,
               const char *key)
{
  if (domain == NULL || key == NULL || *key == '\0' || !g_str_equal (domain, GETTEXT_PACKAGE))
    return;
  if (looked_up_all == NULL)
    {
      looked_up_all = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      looked_up_shot = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    }
  if (!g_hash_table_contains (looked_up_all, key))
    g_hash_table_add (looked_up_all, g_strdup (key));
  if (!g_hash_table_contains (looked_up_shot, key))
    g_hash_table_add (looked_up_shot, g_strdup (key));
}

/* GLib's own function NAME, behind the ones below */
static gpointer
glib_function (const char *name)
{
  gpointer f = dlsym (RTLD_NEXT, name);

  if (f == NULL)
    g_error ("no %s in GLib", name);
  return f;
}

const gchar *
g_dgettext (const gchar *domain,
            const gchar *msgid)
{
  static const gchar *(*real) (const gchar *, const gchar *);

  if (real == NULL)
    real = (const gchar *(*) (const gchar *, const gchar *)) glib_function ("g_dgettext");
  record_lookup (domain, msgid);
  return real (domain, msgid);
}

const gchar *
g_dpgettext (const gchar *domain,
             const gchar *msgctxtid,
             gsize        msgidoffset)
{
  static const gchar *(*real) (const gchar *, const gchar *, gsize);

  if (real == NULL)
    real = (const gchar *(*) (const gchar *, const gchar *, gsize)) glib_function ("g_dpgettext");
  /* C_() passes "CONTEXT\004MSGID" */
  record_lookup (domain, msgctxtid);
  return real (domain, msgctxtid, msgidoffset);
}

const gchar *
g_dpgettext2 (const gchar *domain,
              const gchar *context,
              const gchar *msgid)
{
  static const gchar *(*real) (const gchar *, const gchar *, const gchar *);
  g_autofree char *key = g_strconcat (context, "\004", msgid, NULL);

  if (real == NULL)
    real = (const gchar *(*) (const gchar *, const gchar *, const gchar *)) glib_function ("g_dpgettext2");
  record_lookup (domain, key);
  return real (domain, context, msgid);
}

const gchar *
g_dngettext (const gchar *domain,
             const gchar *msgid,
             const gchar *msgid_plural,
             gulong       n)
{
  static const gchar *(*real) (const gchar *, const gchar *, const gchar *, gulong);

  if (real == NULL)
    real = (const gchar *(*) (const gchar *, const gchar *, const gchar *, gulong)) glib_function ("g_dngettext");
  record_lookup (domain, msgid);
  return real (domain, msgid, msgid_plural, n);
}

/* The person of the lessons and of the new-match dialog: Ada, not the
 * account that renders the pictures. */
const gchar *
g_get_real_name (void)
{
  return "Ada";
}

/* One field of a .strings line: no tab, no line break */
static void
append_field (GString    *out,
              const char *text)
{
  g_string_append_c (out, '\t');
  for (const char *c = text; *c != '\0'; c++)
    switch (*c)
      {
      case '\t': g_string_append (out, "\\t"); break;
      case '\n': g_string_append (out, "\\n"); break;
      case '\\': g_string_append (out, "\\\\"); break;
      default: g_string_append_c (out, *c);
      }
}

static int
compare_keys (const void *a,
              const void *b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
append_lookups (GString    *out,
                const char *kind,
                GHashTable *keys)
{
  g_autofree gpointer *sorted = NULL;
  guint n = 0;

  if (keys == NULL)
    return;
  sorted = g_hash_table_get_keys_as_array (keys, &n);
  qsort (sorted, n, sizeof (gpointer), compare_keys);
  for (guint i = 0; i < n; i++)
    {
      const char *key = sorted[i];
      const char *eot = strchr (key, '\004');
      g_autofree char *context = eot != NULL ? g_strndup (key, eot - key) : g_strdup ("");

      g_string_append (out, kind);
      append_field (out, context);
      append_field (out, eot != NULL ? eot + 1 : key);
      g_string_append_c (out, '\n');
    }
}

/* The text on screen in @widget (mapped widgets only) and the classes of
 * the game it is built of, with their parents of the game. */
static void
append_screen (GString    *out,
               GHashTable *types,
               GtkWidget  *widget)
{
  const char *text = NULL;

  if (!gtk_widget_get_mapped (widget))
    return;
  for (GType type = G_OBJECT_TYPE (widget); type != 0; type = g_type_parent (type))
    if (g_str_has_prefix (g_type_name (type), "Eg"))
      g_hash_table_add (types, (gpointer) g_type_name (type));
  if (GTK_IS_LABEL (widget))
    text = gtk_label_get_text (GTK_LABEL (widget));
  else if (GTK_IS_INSCRIPTION (widget))
    text = gtk_inscription_get_text (GTK_INSCRIPTION (widget));
  else if (GTK_IS_EDITABLE (widget))
    text = gtk_editable_get_text (GTK_EDITABLE (widget));
  else if (GTK_IS_WINDOW (widget))
    text = gtk_window_get_title (GTK_WINDOW (widget));
  else if (ADW_IS_WINDOW_TITLE (widget))
    {
      g_string_append (out, "text");
      append_field (out, adw_window_title_get_subtitle (ADW_WINDOW_TITLE (widget)));
      g_string_append_c (out, '\n');
      text = adw_window_title_get_title (ADW_WINDOW_TITLE (widget));
    }
  if (text != NULL && *text != '\0')
    {
      g_string_append (out, "text");
      append_field (out, text);
      g_string_append_c (out, '\n');
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_screen (out, types, child);
}

static void
queue_draw_all (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_all (child);
}

/* Starts a picture of @widget: the messages it draws are counted from
 * here, and every part of it draws again (GTK keeps what a widget drew
 * until it asks to draw again). */
static void
begin_shot (GtkWidget *widget)
{
  if (looked_up_shot != NULL)
    g_hash_table_remove_all (looked_up_shot);
  queue_draw_all (widget);
}

/* Writes OUT_DIR/<scene>-<style>.strings: what the picture of @widget
 * was rendered from. */
static void
record_shot (GtkWidget  *widget,
             const char *scene)
{
  g_autofree char *name = g_strdup_printf ("%s-%s.strings", scene, style);
  g_autofree char *path = g_build_filename (out_dir, name, NULL);
  g_autoptr(GHashTable) types = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  GHashTableIter iter;
  gpointer type;

  append_lookups (out, "drawn", looked_up_shot);
  append_lookups (out, "seen", looked_up_all);
  append_screen (out, types, widget);
  g_hash_table_iter_init (&iter, types);
  while (g_hash_table_iter_next (&iter, &type, NULL))
    {
      g_string_append (out, "type");
      append_field (out, type);
      g_string_append_c (out, '\n');
    }
  if (!g_file_set_contents (path, out->str, out->len, &error))
    {
      g_printerr ("could not write %s: %s\n", path, error->message);
      exit (1);
    }
}

static void
settle (gpointer window)
{
  eg_test_ui_iterate ();
  gtk_widget_queue_draw (GTK_WIDGET (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  eg_test_ui_iterate ();
}

static void
shoot_widget (GtkWidget  *widget,
              const char *scene)
{
  g_autofree char *name = g_strdup_printf ("%s-%s.png", scene, style);
  g_autofree char *path = g_build_filename (out_dir, name, NULL);

  begin_shot (widget);
  settle (widget);
  if (!eg_test_ui_save_png (widget, path))
    {
      g_printerr ("could not write %s\n", path);
      exit (1);
    }
  record_shot (widget, scene);
  g_print ("%s\n", path);
}

static void
shoot (EgWindow   *window,
       const char *scene)
{
  g_autofree char *name = g_strdup_printf ("%s-%s.png", scene, style);
  g_autofree char *path = g_build_filename (out_dir, name, NULL);

  begin_shot (GTK_WIDGET (window));
  settle (window);
  if (!eg_test_ui_save_png (GTK_WIDGET (window), path))
    {
      g_printerr ("could not write %s\n", path);
      exit (1);
    }
  record_shot (GTK_WIDGET (window), scene);
  g_print ("%s\n", path);
}

/* Runs the main loop for @ms: an animation goes on meanwhile. */
static void
wait_ms (EgWindow *window,
         double    ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) (ms * 1000);

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static void
wait_animations (EgWindow *window)
{
  EgBoard *board = EG_BOARD (eg_test_ui_table_part (window, "board"));

  while (eg_board_is_animating (board))
    g_main_context_iteration (NULL, TRUE);
  /* the cards in flight end with the board's steps or before */
  wait_ms (window, eg_pace_duration (EG_ANIMATION_DRAW, EG_SPEED_SLOW) * 2);
}

/* Plays one action: attacks when @attack allows, never retreats, else a
 * random legal action (moves preferred when @quiet). */
static void
play (EgMatch  *match,
      EgRng    *rng,
      gboolean  quiet)
{
  EgAction legal[EG_MAX_ACTIONS];
  EgAction calm[EG_MAX_ACTIONS];
  guint n = eg_match_get_legal_actions (match, legal);
  guint n_calm = 0, i;

  for (i = 0; i < n; i++)
    if (legal[i].type == EG_ACTION_MOVE || legal[i].type == EG_ACTION_PARRY ||
        legal[i].type == EG_ACTION_RETREAT)
      calm[n_calm++] = legal[i];

  if (quiet && n_calm > 0)
    eg_match_apply (match, &calm[eg_rng_below (rng, n_calm)], NULL);
  else
    eg_match_apply (match, &legal[eg_rng_below (rng, n)], NULL);
}

static EgApplication *app;

static EgWindow *
new_window (EgMatch *match)
{
  EgWindow *window = eg_window_new (GTK_APPLICATION (app), match);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  /* a large window takes its style ("large") after its first allocation */
  settle (window);
  settle (window);
  return window;
}

static gboolean
hint_shown (gpointer window)
{
  return eg_turn_get_hint (eg_test_ui_turn (window)) != NULL;
}

/* A hint with its reason: Ada against the computer (named as by
 * default, in the language of the picture), her turn to act near the
 * other fencer, H pressed. */
static void
shoot_hint (EgWindow *window)
{
  for (guint64 seed = 1; seed < 200; seed++)
    {
      g_autofree char *computer = eg_new_match_default_name (EG_SIDE_RIGHT, "medium", "human");
      g_autoptr(EgMatch) m = eg_test_ui_match ("Ada", TRUE, computer, FALSE, 5, seed);
      EgRng rng;

      eg_player_set_level (eg_match_get_player (m, EG_SIDE_RIGHT), "medium");
      eg_rng_init (&rng, seed);
      while (eg_match_is_round_in_progress (m) &&
             !(eg_match_get_side_to_act (m) == EG_SIDE_LEFT && eg_match_get_phase (m) == EG_PHASE_ACT &&
               eg_match_get_distance (m) <= 7 && eg_match_get_pile_count (m) <= 14))
        play (m, &rng, TRUE);
      if (!eg_match_is_round_in_progress (m))
        continue;
      eg_window_set_match (window, m);
      settle (window);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
      if (eg_test_ui_wait_until (hint_shown, window, EG_TEST_UI_PATIENCE_MS))
        {
          shoot (window, "hint");
          return;
        }
    }
  g_printerr ("no position for a hint\n");
  exit (1);
}

/* The first lesson on the table, then back. */
static void
shoot_lesson (void)
{
  EgWindow *window;

  eg_application_start_lesson (app, 0);
  eg_test_ui_iterate ();
  window = eg_application_get_window (app);
  settle (window);
  shoot (window, "lesson");
  g_action_group_activate_action (G_ACTION_GROUP (app), "lesson-leave", NULL);
  eg_test_ui_iterate ();
}

/* A finished match of Ada's against the computer, played at random:
 * mistakes to rate and to practise. */
static EgMatch *
match_with_mistakes (void)
{
  g_autofree char *computer = eg_new_match_default_name (EG_SIDE_RIGHT, "hard", "human");
  EgMatch *m = eg_test_ui_match ("Ada", TRUE, computer, FALSE, 3, 31);
  EgRng rng;

  g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, 27, 20, 30, 0);

  eg_player_set_level (eg_match_get_player (m, EG_SIDE_RIGHT), "hard");
  /* a fixed date: the replay's subtitle shows it */
  eg_match_set_started (m, started);
  eg_rng_init (&rng, 31);
  while (!eg_match_is_over (m))
    {
      if (!eg_match_is_round_in_progress (m))
        eg_match_begin_round (m, NULL, NULL);
      else
        play (m, &rng, FALSE);
    }
  return m;
}

static gboolean
analysis_complete (gpointer view)
{
  return eg_replay_analysis_is_complete (EG_REPLAY_VIEW (view)->analysis);
}

static gboolean
practice_ready (gpointer window)
{
  return g_strcmp0 (eg_test_ui_shown_page (window, EG_TYPE_PRACTICE_WINDOW, "stack"), "loading") != 0;
}

/* The analysis page of a replay, with its list of marked moves, and
 * Practise Mistakes on that match. */
static void
shoot_analysis_and_practice (EgWindow *window)
{
  g_autoptr(EgMatch) m = match_with_mistakes ();
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autoptr(GFile) file = g_file_get_child (dir, "practice.engarde");
  g_autofree char *path = g_file_get_path (dir);
  g_autofree char *uri = NULL;
  GtkWidget *toplevel = gtk_window_new ();
  EgReplayView *view = EG_REPLAY_VIEW (eg_replay_view_new ());
  GtkWindow *practice;

  eg_replay_view_set_match (view, m);
  gtk_window_set_child (GTK_WINDOW (toplevel), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (toplevel), width, height);
  gtk_window_present (GTK_WINDOW (toplevel));
  settle (toplevel);
  gtk_toggle_button_set_active (view->analysis_button, TRUE);
  if (!eg_test_ui_wait_until (analysis_complete, view, EG_TEST_UI_PATIENCE_MS))
    {
      g_printerr ("the analysis did not finish\n");
      exit (1);
    }
  shoot_widget (toplevel, "analysis");
  gtk_window_destroy (GTK_WINDOW (toplevel));

  g_mkdir_with_parents (path, 0700);
  if (!eg_match_log_save (m, file, NULL))
    {
      g_printerr ("could not save %s\n", path);
      exit (1);
    }
  uri = g_file_get_uri (file);
  g_action_group_activate_action (G_ACTION_GROUP (app), "practise", g_variant_new_string (uri));
  eg_test_ui_iterate ();
  practice = eg_test_ui_find_toplevel (EG_TYPE_PRACTICE_WINDOW);
  if (practice == NULL || !eg_test_ui_wait_until (practice_ready, practice, EG_TEST_UI_PATIENCE_MS))
    {
      g_printerr ("no practice window\n");
      exit (1);
    }
  gtk_window_set_default_size (practice, width, height);
  settle (practice);
  shoot_widget (GTK_WIDGET (practice), "practice");
  gtk_window_destroy (practice);
  g_file_delete (file, NULL, NULL);
}

/* Saved matches for Recent Matches: some finished, some not. */
static void
save_matches (void)
{
  static const struct { const char *left, *right, *level; guint steps; } saves[] = {
    { "Ada", "Computer", "hard", 60 },
    { "Ada", "Computer", "medium", 100000 },
    { "Ada", "Bob", NULL, 100000 },
    { "Ada", "Computer", "easy", 100000 },
    { "Zoë", "Yann", NULL, 140 },
  };
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autofree char *path = g_file_get_path (dir);

  g_mkdir_with_parents (path, 0700);
  for (guint i = 0; i < G_N_ELEMENTS (saves); i++)
    {
      g_autoptr(EgMatch) m = eg_test_ui_match (saves[i].left, TRUE, saves[i].right, saves[i].level == NULL,
                                               5, 40 + i);
      g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, 22 - 2 * i, 20 - i, 15, 0);
      g_autofree char *name = g_strdup_printf ("%u.engarde", i);
      g_autoptr(GFile) file = g_file_get_child (dir, name);
      EgRng rng;

      if (saves[i].level != NULL)
        eg_player_set_level (eg_match_get_player (m, EG_SIDE_RIGHT), saves[i].level);
      eg_match_set_started (m, started);
      eg_rng_init (&rng, i);
      for (guint step = 0; step < saves[i].steps && !eg_match_is_over (m); step++)
        {
          if (!eg_match_is_round_in_progress (m))
            eg_match_begin_round (m, NULL, NULL);
          else
            play (m, &rng, FALSE);
        }
      eg_match_log_save (m, file, NULL);
    }
}

/* The GNOME platform pages: welcome, the rules, Recent Matches, the
 * statistics, About, and a question. */
static void
shoot_platform (EgWindow *window)
{
  /* figures of their own, kept in the game's file like the game's */
  g_autoptr(EgStatistics) stats = eg_statistics_new (NULL);
  GtkWindow *dialog;

  /* a window without a match opens on its welcome page; the
   * application's, so that its buttons' actions are there */
  dialog = GTK_WINDOW (eg_window_new (GTK_APPLICATION (app), NULL));
  gtk_window_set_default_size (dialog, 1000, 720);
  gtk_window_present (dialog);
  settle (dialog);
  shoot_widget (GTK_WIDGET (dialog), "welcome");
  gtk_window_destroy (dialog);

  save_matches ();
  dialog = GTK_WINDOW (eg_recent_matches_new (GTK_WINDOW (window), NULL));
  gtk_window_present (dialog);
  while (g_strcmp0 (eg_test_ui_shown_page (GTK_WIDGET (dialog), EG_TYPE_RECENT_MATCHES, "stack"), "loading") == 0)
    g_main_context_iteration (NULL, TRUE);
  settle (dialog);
  shoot_widget (GTK_WIDGET (dialog), "recent-matches");
  gtk_window_destroy (dialog);

  for (guint i = 0; i < 7; i++)
    eg_statistics_record_round (stats, "medium", i % 3 != 0, i % 4 == 0 ? EG_REASON_CARDS : EG_REASON_HIT);
  eg_statistics_record_round (stats, "medium", FALSE, EG_REASON_ADVANCEMENT);
  eg_statistics_record_match (stats, "medium", TRUE);
  eg_statistics_record_match (stats, "medium", FALSE);
  eg_statistics_record_match (stats, "medium", TRUE);
  eg_statistics_record_undo (stats, "medium");
  for (guint i = 0; i < 5; i++)
    eg_statistics_record_round (stats, "easy", TRUE, EG_REASON_HIT);
  eg_statistics_record_match (stats, "easy", TRUE);
  dialog = GTK_WINDOW (eg_statistics_window_new (GTK_WINDOW (window), stats));
  gtk_window_present (dialog);
  settle (dialog);
  shoot_widget (GTK_WIDGET (dialog), "statistics");

  /* the question before the statistics go */
  g_signal_emit_by_name (gtk_widget_get_template_child (GTK_WIDGET (dialog), EG_TYPE_STATISTICS_WINDOW,
                                                       "reset_button"), "clicked");
  eg_test_ui_iterate ();
  {
    GList *toplevels = gtk_window_list_toplevels ();

    for (GList *l = toplevels; l != NULL; l = l->next)
      if (ADW_IS_MESSAGE_DIALOG (l->data))
        {
          settle (l->data);
          shoot_widget (l->data, "dialog-confirm");
          gtk_window_destroy (l->data);
        }
    g_list_free (toplevels);
  }
  gtk_window_destroy (dialog);
  eg_statistics_reset (stats);

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  eg_test_ui_iterate ();
  {
    GList *toplevels = gtk_window_list_toplevels ();

    for (GList *l = toplevels; l != NULL; l = l->next)
      if (ADW_IS_ABOUT_WINDOW (l->data))
        {
          settle (l->data);
          shoot_widget (l->data, "about");
          gtk_window_destroy (l->data);
        }
    g_list_free (toplevels);
  }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autofree char *data_home = NULL;
  EgWindow *window;
  EgRng rng;
  guint64 seed;
  const char *language = NULL;

  if (argc > 1 && g_str_has_prefix (argv[1], "--language="))
    {
      language = argv[1] + strlen ("--language=");
      argv[1] = argv[0];
      argv++;
      argc--;
    }
  if (argc < 2)
    {
      g_printerr ("usage: screenshot OUTDIR [--dark]\n");
      return 2;
    }
  out_dir = argv[1];
  style = argc > 2 && g_str_equal (argv[2], "--dark") ? "dark" : "light";
  /* another size, to check the layout at 800×600 or full screen */
  if (argc > 3 && sscanf (argv[3], "%dx%d", &width, &height) != 2)
    {
      g_printerr ("bad size %s\n", argv[3]);
      return 2;
    }

  /* saved matches and statistics of the screenshots' own, not the user's */
  data_home = g_dir_make_tmp ("en-garde-screenshot-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  /* as main() does: the messages set up before GTK and its threads */
  setlocale (LC_ALL, "");
  eg_i18n_init ();
  gtk_disable_setlocale ();
  if (!gtk_init_check ())
    {
      g_printerr ("no display\n");
      return 1;
    }
  adw_init ();
  /* an application, so that its actions (New Match…) are there */
  app = eg_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, NULL))
    return 1;
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  gtk_window_set_default_icon_name (APPLICATION_ID);

  /* the application loads the style sheet and follows this setting */
  settings = g_settings_new (APPLICATION_ID);
  g_settings_set_string (settings, "style", style);
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_set_boolean (settings, "hide-hands", FALSE);
  if (language != NULL)
    {
      if (!eg_i18n_is_language (language))
        {
          g_printerr ("unknown language %s\n", language);
          return 2;
        }
      /* the application switches from an idle, before any window here */
      g_settings_set_string (settings, "language", language);
      eg_test_ui_iterate ();
    }

  /* 1. the start of a round, the left player to act */
  match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 20261122);
  eg_rng_init (&rng, 7);
  /* one round already played, so the score pips show something */
  while (eg_match_get_round_number (match) == 1 && eg_match_is_round_in_progress (match))
    play (match, &rng, FALSE);
  if (!eg_match_is_round_in_progress (match))
    eg_match_begin_round (match, NULL, NULL);
  window = new_window (match);
  shoot (window, "round-start");

  /* 2. a card selected: the squares it reaches are highlighted. A few
   * quiet moves first, then the card with the most options. */
  while (eg_match_get_distance (match) > 9 || eg_match_get_phase (match) != EG_PHASE_ACT)
    play (match, &rng, TRUE);
  {
    g_autoptr(GPtrArray) options = NULL;
    EgView view;
    int v, best = 0;
    guint most = 0;

    eg_match_get_view (match, eg_match_get_side_to_act (match), &view);
    for (v = 1; v <= EG_N_VALUES; v++)
      if (view.hand[v] > 0)
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "win.select-card", "i", v);
          eg_test_ui_iterate ();
          options = eg_test_ui_options (window);
          if (options->len > most)
            {
              most = options->len;
              best = v;
            }
          g_clear_pointer (&options, g_ptr_array_unref);
          gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel", NULL);
        }
    gtk_widget_activate_action (GTK_WIDGET (window), "win.select-card", "i", best);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.direction", "s",
                                eg_match_get_side_to_act (match) == EG_SIDE_LEFT ? "right" : "left");
    shoot (window, "card-selected");

    /* 2b. the pointer on the square that card reaches: the fencer's
     * ghost there, the way there */
    {
      EgBoard *board = EG_BOARD (eg_test_ui_table_part (window, "board"));
      GtkWidget *place = eg_test_ui_board_place (board, eg_test_ui_board_chosen (board));

      if (place != NULL)
        {
          gtk_widget_set_state_flags (place, GTK_STATE_FLAG_PRELIGHT, FALSE);
          shoot (window, "card-hover");
          gtk_widget_unset_state_flags (place, GTK_STATE_FLAG_PRELIGHT);
        }
    }
    gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel", NULL);
  }

  /* 2c. an attack in flight, then the parry: a position where the side
   * to act can attack and the other then parry, played through the
   * window with slow animations, shot midway */
  for (seed = 1; seed < 500; seed++)
    {
      g_autoptr(EgMatch) m = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, seed);
      EgAction attack = { 0 }, parry = { 0 };
      gboolean found = FALSE;

      eg_rng_init (&rng, seed);
      while (eg_match_is_round_in_progress (m) && !found)
        {
          EgAction legal[EG_MAX_ACTIONS], answers[EG_MAX_ACTIONS];
          guint n = eg_match_get_legal_actions (m, legal), i, j, k;

          for (i = 0; i < n && !found && eg_match_get_pile_count (m) < 13; i++)
            if (legal[i].type == EG_ACTION_ATTACK)
              {
                EgRound after = *eg_match_get_round_state (m);

                eg_round_play (&after, &legal[i]);
                k = eg_round_is_over (&after) ? 0 : eg_round_legal_actions (&after, answers);
                for (j = 0; j < k && !found; j++)
                  if (answers[j].type == EG_ACTION_PARRY && eg_round_get_pile_count (&after) > 2)
                    {
                      attack = legal[i];
                      parry = answers[j];
                      found = TRUE;
                    }
              }
          if (!found)
            play (m, &rng, TRUE);
        }
      if (found)
        {
          EgTurn *turn;

          eg_window_set_match (window, m);
          g_set_object (&match, m);
          settle (window);
          turn = eg_test_ui_turn (window);
          g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
          g_settings_set_string (settings, "animation-speed", "slow");
          eg_turn_play (turn, &attack);
          wait_ms (window, eg_pace_duration (EG_ANIMATION_LUNGE, EG_SPEED_SLOW) * 0.3);
          shoot (window, "attack");
          wait_animations (window);
          eg_turn_play (turn, &parry);
          wait_ms (window, eg_pace_duration (EG_ANIMATION_PARRY, EG_SPEED_SLOW) * 0.4);
          shoot (window, "parry");
          wait_animations (window);
          g_settings_set_string (settings, "animation-speed", "off");
          g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
          break;
        }
    }

  /* 3. an attack waiting for a parry: replay seeds until one comes with a
   * possible parry */
  for (seed = 1; seed < 500; seed++)
    {
      g_autoptr(EgMatch) m = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, seed);
      gboolean found = FALSE;

      eg_rng_init (&rng, seed);
      while (eg_match_is_round_in_progress (m) && !found)
        {
          EgAction legal[EG_MAX_ACTIONS];
          guint n, i;

          if (eg_match_get_phase (m) == EG_PHASE_DEFEND)
            {
              n = eg_match_get_legal_actions (m, legal);
              for (i = 0; i < n; i++)
                found |= legal[i].type == EG_ACTION_PARRY && legal[i].count >= 2;
              if (found && eg_match_get_distance (m) <= 8 && eg_match_get_pile_count (m) < 12)
                break;
              found = FALSE;
            }
          play (m, &rng, eg_match_get_distance (m) > 6);
        }
      if (found)
        {
          eg_window_set_match (window, m);
          g_set_object (&match, m);
          break;
        }
    }
  shoot (window, "attack-pending");

  /* 4. a round ended by the empty pile: both hands revealed */
  for (seed = 1; seed < 2000; seed++)
    {
      g_autoptr(EgMatch) m = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, seed);

      eg_rng_init (&rng, seed);
      while (eg_match_is_round_in_progress (m))
        play (m, &rng, TRUE);
      /* the empty pile, the cards tied, advancement deciding: every
       * figure of the explanation */
      if (eg_match_get_round_state (m)->reason == EG_REASON_ADVANCEMENT &&
          eg_match_get_distance (m) <= EG_N_VALUES && !eg_match_get_round_state (m)->final_attack)
        {
          eg_window_set_match (window, m);
          g_set_object (&match, m);
          break;
        }
    }
  shoot (window, "round-end");

  /* 5. the end of a match */
  {
    g_autoptr(EgMatch) m = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 99);

    eg_rng_init (&rng, 99);
    while (!eg_match_is_over (m))
      {
        if (!eg_match_is_round_in_progress (m))
          eg_match_begin_round (m, NULL, NULL);
        play (m, &rng, FALSE);
      }
    eg_window_set_match (window, m);
    shoot (window, "match-end");
  }

  /* 6. what came since 0.1.0: a hint with its reason, a lesson, the
   * analysis of a replay, Practise Mistakes (the last-move marks and the
   * strip of recent moves are in every picture of a match) */
  shoot_hint (window);
  shoot_lesson ();
  shoot_analysis_and_practice (window);

  /* the hot-seat screen, for a look (and the help) */
  {
    g_autoptr(EgMatch) m = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 12);

    g_settings_set_boolean (settings, "hide-hands", TRUE);
    eg_rng_init (&rng, 12);
    play (m, &rng, TRUE);
    eg_window_set_match (window, m);
    shoot (window, "pass-screen");
  }

  /* the dialogs, for a look (and the help) */
  {
    GtkWindow *dialog = GTK_WINDOW (eg_new_match_dialog_new (GTK_WINDOW (window)));

    gtk_window_present (dialog);
    settle (dialog);
    shoot_widget (GTK_WIDGET (dialog), "dialog-new-match");
    gtk_window_destroy (dialog);
    dialog = GTK_WINDOW (eg_preferences_window_new (GTK_WINDOW (window), NULL));
    gtk_window_present (dialog);
    settle (dialog);
    shoot_widget (GTK_WIDGET (dialog), "dialog-preferences");
    gtk_window_destroy (dialog);
  }

  shoot_platform (window);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (app);
  eg_test_remove_tree (data_home);
  return 0;
}
