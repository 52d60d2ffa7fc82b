/* eg-test-ui.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include "eg-ai.h"
#include "eg-board-private.h"
#include "eg-i18n.h"
#include "eg-test-ui.h"
#include "eg-ui-utils.h"

/* Under AddressSanitizer (build-aux/dev test --sanitize) LeakSanitizer
 * would report what system libraries keep for the life of the process:
 * the font cache, and the GL driver's when GL is not turned off. Those
 * are suppressed by library, never our code. Unused in other builds. */
const char *__lsan_default_suppressions (void);

const char *
__lsan_default_suppressions (void)
{
  return "leak:libfontconfig.so\n"
         "leak:libGLX_mesa.so\n"
         "leak:libEGL_mesa.so\n"
         "leak:libGLdispatch.so\n"
         "leak:swrast_dri.so\n"
         "leak:libLLVM\n"
         "leak:libX11.so\n"
         "leak:libxcb.so\n";
}

void
eg_test_ui_init_style (void)
{
  static GtkCssProvider *provider;
  GdkDisplay *display = gdk_display_get_default ();

  if (provider != NULL || display == NULL)
    return;

  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  /* with high contrast on, its sheet over that one, as AdwApplication
   * does (the tests turn it on before they start) */
  if (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()))
    {
      GtkCssProvider *high = gtk_css_provider_new ();

      gtk_css_provider_load_from_resource (high, RESOURCE_PREFIX "/style-hc.css");
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (high),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display),
                                    RESOURCE_PREFIX "/icons");
}

void
eg_test_ui_init (int    *argc,
                 char ***argv)
{
  g_autoptr(GSettings) settings = NULL;

  g_test_init (argc, argv, NULL);
  /* The computer's draws come from GLib's global generator (eg-computer.c):
   * seeded from the test run's own seed, which the log shows ("# random
   * seed: …") and --seed takes back, a game that went wrong once can be
   * played again. */
  g_random_set_seed (g_test_rand_int ());
  /* The tests draw with cairo (GSK_RENDERER): GL is not even probed,
   * which saves time and the driver's allocations. */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  /* GTK's test accessibility backend: like "none", no accessibility bus,
   * but each widget keeps its accessible properties, which the tests read
   * as a screen reader would (gtk_test_accessible_*) */
  g_setenv ("GTK_A11Y", "test", TRUE);
  /* as main() does: the messages set up before GTK and its threads */
  setlocale (LC_ALL, "");
  eg_i18n_init ();
  gtk_disable_setlocale ();
  if (!gtk_init_check ())
    {
      /* tests/with-display.sh gave it one: in CI, that it does not open
       * is a failure, never a silent skip */
      if (g_getenv ("CI") != NULL)
        g_error ("cannot open the display “%s”, and CI is set", g_getenv ("DISPLAY"));
      printf ("1..0 # SKIP no display\n");
      exit (0);
    }
  adw_init ();
  eg_test_ui_init_style ();

  /* tests play at full speed: no animation, no pause before the computer */
  settings = g_settings_new (APPLICATION_ID);
  g_settings_set_string (settings, "animation-speed", "off");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

EgMatch *
eg_test_ui_match (const char *left_name,
                  gboolean    left_human,
                  const char *right_name,
                  gboolean    right_human,
                  guint       target,
                  guint64     seed)
{
  g_autoptr(EgPlayer) left = eg_player_new (left_name, left_human ? EG_PLAYER_HUMAN : EG_PLAYER_COMPUTER,
                                            left_human ? NULL : "random");
  g_autoptr(EgPlayer) right = eg_player_new (right_name, right_human ? EG_PLAYER_HUMAN : EG_PLAYER_COMPUTER,
                                             right_human ? NULL : "random");
  EgMatch *match = eg_match_new (EG_VARIANT_ADVANCED, target, EG_SIDE_LEFT, left, right);
  g_autoptr(GError) error = NULL;

  eg_match_set_seed (match, seed);
  g_assert_true (eg_match_begin_round (match, NULL, &error));
  g_assert_no_error (error);
  return match;
}

EgWindow *
eg_test_ui_window (EgMatch *match)
{
  EgWindow *window = eg_window_new (NULL, match);

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  return window;
}

/* A window of @width × @height showing @match, once its size class is
 * set (an idle after the first allocation) and drawn again. A size
 * request too, since a default size is cut to the screen's
 * (tests/with-display.sh gives 1280×1024); the test means this size at
 * least, less the frame's shadow: a screen too small would make it moot.
 * Whether the content fits in it is the caller's to check. */
EgWindow *
eg_test_ui_window_at (EgMatch *match,
                      int      width,
                      int      height)
{
  EgWindow *window = eg_window_new (NULL, match);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_widget_set_size_request (GTK_WIDGET (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < 3; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      eg_test_ui_iterate ();
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, width - 20);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), >=, height - 20);
  return window;
}

gboolean
eg_test_ui_use_language (const char *language)
{
  if (eg_i18n_set_language (language))
    return TRUE;
  g_test_skip_printf ("no catalog for “%s” (EN_GARDE_LOCALEDIR)", language);
  return FALSE;
}

void
eg_test_ui_iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

gboolean
eg_test_ui_wait_until (EgTestUiCondition done,
                       gpointer          data,
                       guint             timeout_ms)
{
  gint64 end = g_get_monotonic_time () + timeout_ms * G_TIME_SPAN_MILLISECOND;

  while (!done (data) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  eg_test_ui_iterate ();
  return done (data);
}

void
eg_test_ui_assert_pages_named (GtkWidget *widget)
{
  GtkWidget *child;

  if (GTK_IS_STACK (widget))
    {
      g_autoptr(GListModel) pages = G_LIST_MODEL (gtk_stack_get_pages (GTK_STACK (widget)));

      for (guint i = 0; i < g_list_model_get_n_items (pages); i++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (pages, i);
          GtkStackPage *page = GTK_STACK_PAGE (item);
          const char *title = gtk_stack_page_get_title (page);

          if (title == NULL || *title == '\0')
            g_error ("the page “%s” of a %s has no title", gtk_stack_page_get_name (page),
                     G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)));
        }
    }
  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    eg_test_ui_assert_pages_named (child);
}

static void
activation_over (GtkWidget *button,
                 gboolean  *over)
{
  *over = TRUE;
}

static gboolean
is_true (gpointer flag)
{
  return *(gboolean *) flag;
}

gboolean
eg_test_ui_activate (GtkWidget *widget)
{
  gboolean over = FALSE, activated;
  gulong clicked = 0, unmapped = 0;

  /* the widget may leave the tree as it acts (the hand changed) */
  g_object_ref (widget);

  /* the click comes, or never will: the button left the screen first
   * (the hand changed under the key), as for a player */
  if (GTK_IS_BUTTON (widget))
    {
      clicked = g_signal_connect (widget, "clicked", G_CALLBACK (activation_over), &over);
      unmapped = g_signal_connect (widget, "unmap", G_CALLBACK (activation_over), &over);
    }
  activated = gtk_widget_activate (widget);
  if (clicked != 0)
    {
      if (activated && !eg_test_ui_wait_until (is_true, &over, EG_TEST_UI_PATIENCE_MS))
        g_error ("no click after activating a %s (mapped %d, sensitive %d)", G_OBJECT_TYPE_NAME (widget),
                 gtk_widget_get_mapped (widget), gtk_widget_is_sensitive (widget));
      g_signal_handler_disconnect (widget, clicked);
      g_signal_handler_disconnect (widget, unmapped);
    }
  g_object_unref (widget);
  eg_test_ui_iterate ();
  return activated;
}

static gboolean
computer_done (gpointer window)
{
  return !eg_turn_get_computer_busy (eg_test_ui_turn (window));
}

gboolean
eg_test_ui_wait_computer (EgWindow *window,
                          guint     timeout_ms)
{
  eg_test_ui_iterate ();
  return eg_test_ui_wait_until (computer_done, window, timeout_ms);
}

/* Activates the target at @square: a click, or a card dropped there;
 * where the square offers a choice, the @pick-th option (modulo). */
GtkEventController *
eg_test_ui_find_controller (GtkWidget *widget,
                            GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  GtkEventController *found = NULL;
  guint i;

  for (i = 0; i < g_list_model_get_n_items (controllers) && found == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        found = GTK_EVENT_CONTROLLER (controller);
    }
  return found;
}

GtkWidget *
eg_test_ui_board_place (EgBoard *board,
                        guint    square)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "target") &&
        GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "eg-square")) == square)
      return child;
  return NULL;
}

guint32
eg_test_ui_board_lit (EgBoard *board)
{
  guint lit;

  g_object_get (board, "reachable", &lit, NULL);
  return lit;
}

guint
eg_test_ui_board_chosen (EgBoard *board)
{
  guint chosen;

  g_object_get (board, "chosen-square", &chosen, NULL);
  return chosen;
}

EgSide
eg_test_ui_board_attacked (EgBoard *board)
{
  EgSide attacked;

  g_object_get (board, "attacked", &attacked, NULL);
  return attacked;
}

guint
eg_test_ui_board_n_offered (EgBoard *board)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "target"))
      {
        g_auto(GStrv) actions = g_strsplit (gtk_widget_get_tooltip_text (child), " or ", -1);

        n += g_strv_length (actions);
      }
  return n;
}

void
eg_test_ui_activate_square (EgBoard  *board,
                            guint     square,
                            gboolean  drop,
                            guint     pick)
{
  GtkWidget *place = eg_test_ui_board_place (board, square);
  GtkWidget *child, *popover = NULL;

  g_assert_nonnull (place);
  if (drop)
    {
      GtkEventController *drop_target = eg_test_ui_find_controller (place, GTK_TYPE_DROP_TARGET);
      GValue value = G_VALUE_INIT;
      gboolean accepted = FALSE;

      g_assert_nonnull (drop_target);
      g_value_init (&value, G_TYPE_UINT);
      g_signal_emit_by_name (drop_target, "drop", &value, 1.0, 1.0, &accepted);
      g_assert_true (accepted);
    }
  else
    g_signal_emit_by_name (place, "clicked");

  for (child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child))
      popover = child;
  if (popover != NULL)
    {
      GtkWidget *box = gtk_popover_get_child (GTK_POPOVER (popover));
      guint n = 0;

      for (child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
        n++;
      child = gtk_widget_get_first_child (box);
      for (pick %= n; pick > 0; pick--)
        child = gtk_widget_get_next_sibling (child);
      g_signal_emit_by_name (child, "clicked");
    }
}

gboolean
eg_test_ui_press_key (EgWindow *window,
                      guint     keyval)
{
  return eg_test_ui_press_key_on (GTK_WIDGET (window), keyval);
}

gboolean
eg_test_ui_press_key_on (GtkWidget *widget,
                         guint      keyval)
{
  return eg_test_ui_press_shortcut_on (widget, keyval, 0);
}

/* As eg_test_ui_press_key_on(), for a key with @modifiers (Ctrl+W). */
gboolean
eg_test_ui_press_shortcut_on (GtkWidget       *widget,
                              guint            keyval,
                              GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            {
              gboolean done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                            GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                                            widget,
                                                            gtk_shortcut_get_arguments (shortcut));
              eg_test_ui_iterate ();
              return done;
            }
        }
    }
  return FALSE;
}

static void
collect (GtkWidget *widget,
         GString   *text)
{
  static const GtkAccessibleProperty spoken[] = {
    GTK_ACCESSIBLE_PROPERTY_LABEL, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
  };
  GtkWidget *child;
  const char *s;

  if (!gtk_widget_get_visible (widget))
    return;

  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));
  if (GTK_IS_BUTTON (widget) && (s = gtk_button_get_label (GTK_BUTTON (widget))) != NULL)
    g_string_append_printf (text, "%s\n", s);
  if ((s = gtk_widget_get_tooltip_text (widget)) != NULL)
    g_string_append_printf (text, "%s\n", s);
  for (guint i = 0; i < G_N_ELEMENTS (spoken); i++)
    {
      g_autofree char *said = eg_test_ui_dup_accessible (widget, spoken[i]);

      if (said != NULL)
        g_string_append_printf (text, "%s\n", said);
    }

  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect (child, text);
}

EgMatch *
eg_test_ui_match_of (gpointer object)
{
  g_autoptr(EgMatch) match = NULL;

  g_object_get (object, "match", &match, NULL);
  /* @object keeps its own reference */
  return match;
}

gpointer
eg_test_ui_template_child (gpointer    widget,
                           GType       type,
                           const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (child);
  return child;
}

EgReplay *
eg_test_ui_replay_of (EgReplayView *view)
{
  g_autoptr(EgReplay) replay = NULL;

  g_object_get (view, "replay", &replay, NULL);
  /* the view keeps its own reference */
  return replay;
}

gpointer
eg_test_ui_table_part (EgWindow   *window,
                       const char *name)
{
  GObject *stack = gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW, "stack");
  GtkWidget *table;
  GObject *part;

  eg_window_ensure_table (window);
  table = gtk_stack_get_child_by_name (GTK_STACK (stack), "game");
  g_assert_true (EG_IS_TABLE (table));
  part = gtk_widget_get_template_child (table, EG_TYPE_TABLE, name);
  g_assert_nonnull (part);
  return part;
}

static GtkStack *
stack_of (EgWindow *window)
{
  return GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW, "stack"));
}

static GtkWidget *
find_list_box (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_list_box (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GPtrArray *
eg_test_ui_moves_shown (EgWindow   *window,
                        const char *name)
{
  GtkWidget *moves = eg_test_ui_table_part (window, name);
  GtkWidget *list = find_list_box (moves);
  GPtrArray *shown = g_ptr_array_new_with_free_func (g_free);
  GtkListBoxRow *row;

  if (list != NULL)
    {
      /* the whole list: a row each */
      for (guint i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i)) != NULL; i++)
        g_ptr_array_add (shown, g_strdup (gtk_label_get_label (GTK_LABEL (gtk_list_box_row_get_child (row)))));
      return shown;
    }
  /* the strip: a box of labels, the blank ones a round's start leaves */
  for (GtkWidget *label = gtk_widget_get_first_child (gtk_widget_get_first_child (moves)); label != NULL;
       label = gtk_widget_get_next_sibling (label))
    if (*gtk_label_get_label (GTK_LABEL (label)) != '\0')
      g_ptr_array_add (shown, g_strdup (gtk_label_get_label (GTK_LABEL (label))));
  return shown;
}

guint
eg_test_ui_n_moves_shown (EgWindow   *window,
                          const char *name)
{
  g_autoptr(GPtrArray) shown = eg_test_ui_moves_shown (window, name);

  return shown->len;
}

gboolean
eg_test_ui_table_busy (EgWindow *window)
{
  GtkWidget *table = gtk_stack_get_child_by_name (stack_of (window), "game");
  gboolean busy = FALSE;

  if (table != NULL)
    g_object_get (table, "busy", &busy, NULL);
  return busy;
}

EgTurn *
eg_test_ui_turn (EgWindow *window)
{
  g_autoptr(EgTurn) turn = NULL;

  g_object_get (window, "turn", &turn, NULL);
  g_assert_true (EG_IS_TURN (turn));
  /* the window holds it as long as it lives */
  return turn;
}

gboolean
eg_test_ui_is_replaying (EgWindow *window)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (stack_of (window)), "replay") == 0;
}

EgReplayView *
eg_test_ui_replay_view (EgWindow *window)
{
  GtkWidget *view = gtk_stack_get_child_by_name (stack_of (window), "replay");

  return view != NULL ? EG_REPLAY_VIEW (view) : NULL;
}

EgHandView *
eg_test_ui_side_hand (EgWindow *window,
                      EgSide    side)
{
  return EG_HAND_VIEW (eg_test_ui_table_part (window, side == EG_SIDE_LEFT ? "left_hand" : "right_hand"));
}

const char *
eg_test_ui_shown_label (GtkWidget  *widget,
                        GType       type,
                        const char *name)
{
  GObject *label = gtk_widget_get_template_child (widget, type, name);

  g_assert_true (GTK_IS_LABEL (label));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (label)));
  return gtk_label_get_label (GTK_LABEL (label));
}

const char *
eg_test_ui_shown_page (GtkWidget  *widget,
                       GType       type,
                       const char *name)
{
  GObject *stack = gtk_widget_get_template_child (widget, type, name);

  g_assert_true (GTK_IS_STACK (stack));
  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

char *
eg_test_ui_dup_accessible (GtkWidget             *widget,
                           GtkAccessibleProperty  property)
{
  char *other;

  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), property))
    return NULL;
  /* GTK's test API tells a value by the one it does not match */
  other = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, "");
  return other != NULL ? other : g_strdup ("");
}

gboolean
eg_test_ui_accessible_is (GtkWidget             *widget,
                          GtkAccessibleProperty  property,
                          const char            *text)
{
  g_autofree char *other = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, text);

  return other == NULL;
}

GtkWidget *
eg_test_ui_find_accessible (GtkWidget             *widget,
                            GtkAccessibleProperty  property,
                            const char            *text)
{
  GtkWidget *child, *found;

  if (gtk_widget_get_visible (widget) && eg_test_ui_accessible_is (widget, property, text))
    return widget;
  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if ((found = eg_test_ui_find_accessible (child, property, text)) != NULL)
      return found;
  return NULL;
}

char *
eg_test_ui_collect_text (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);

  collect (widget, text);
  return g_string_free (text, FALSE);
}

gboolean
eg_test_ui_save_png (GtkWidget  *widget,
                     const char *path)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    return FALSE;
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  return gdk_texture_save_to_png (texture, path);
}

GPtrArray *
eg_test_ui_options (EgWindow *window)
{
  GPtrArray *buttons = g_ptr_array_new ();
  GtkWidget *child;

  /* the buttons are wrapped in GtkFlowBoxChild */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (eg_test_ui_table_part (window, "options_box")));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *inner = GTK_IS_FLOW_BOX_CHILD (child) ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)) : child;

      if (GTK_IS_BUTTON (inner))
        g_ptr_array_add (buttons, inner);
    }
  return buttons;
}

static void
click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  eg_test_ui_iterate ();
}

static gboolean
table_idle (gpointer window)
{
  return !eg_test_ui_table_busy (window);
}

static gboolean click_turn_now (EgWindow *window,
                                guint     choice);

gboolean
eg_test_ui_click_turn (EgWindow *window,
                       guint     choice)
{
  /* the hand is the player's to click once the table shows the turn:
   * nothing moving any more */
  g_assert_true (eg_test_ui_wait_until (table_idle, window, EG_TEST_UI_PATIENCE_MS));
  return click_turn_now (window, choice);
}

static gboolean
click_turn_now (EgWindow *window,
                guint     choice)
{
  EgHandView *hand = EG_HAND_VIEW (eg_test_ui_table_part (window, "hand_view"));
  guint n = eg_hand_view_get_n_cards (hand);
  guint first = 0;

  /* cards are sorted: take each run of equal values in turn */
  while (first < n)
    {
      guint value = eg_hand_view_get_value (hand, first);
      guint last = first, i;

      while (last + 1 < n && eg_hand_view_get_value (hand, last + 1) == value)
        last++;

      for (i = first; i <= last; i++)
        {
          g_autoptr(GPtrArray) options = NULL;

          click (eg_hand_view_get_card (hand, i));
          g_assert_true (gtk_widget_has_css_class (eg_hand_view_get_card (hand, i), "selected"));
          options = eg_test_ui_options (window);
          if (options->len > 0)
            {
              click (g_ptr_array_index (options, choice % options->len));
              return TRUE;
            }
        }
      /* none: unselect them again, by clicking */
      for (i = first; i <= last; i++)
        click (eg_hand_view_get_card (hand, first));
      for (i = first; i <= last; i++)
        g_assert_false (gtk_widget_has_css_class (eg_hand_view_get_card (hand, i), "selected"));
      first = last + 1;
    }
  return FALSE;
}

char *
eg_test_ui_private_data_home (void)
{
  char *data_home = g_dir_make_tmp ("en-garde-test-XXXXXX", NULL);

  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  return data_home;
}

EgApplication *
eg_test_ui_start_app (GApplicationFlags flags)
{
  EgApplication *app = eg_application_new ();

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | flags);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  return app;
}

EgWindow *
eg_test_ui_app_window (EgApplication *app)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (EG_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

typedef struct
{
  EgApplication *app;
  EgMatch       *old;
} MatchWait;

static gboolean
has_other_match (gpointer data)
{
  MatchWait *wait = data;
  EgMatch *match = eg_test_ui_match_of (wait->app);

  return match != NULL && match != wait->old;
}

EgMatch *
eg_test_ui_wait_match (EgApplication *app,
                       EgMatch       *old,
                       guint          timeout_ms)
{
  MatchWait wait = { app, old };

  if (!eg_test_ui_wait_until (has_other_match, &wait, timeout_ms))
    return NULL;
  return eg_test_ui_match_of (app);
}

void
eg_test_ui_close_windows (EgApplication *app)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);
  eg_test_ui_iterate ();
}

void
eg_test_ui_close_all (EgApplication *app)
{
  eg_test_ui_close_windows (app);
  /* as g_application_run() ends: nothing of the application (a reading
   * of the saved matches) outlives the test. Only g_application_run()
   * lets a registered application go from D-Bus: it is kept, never
   * finalized, as it was before its shutdown. */
  g_signal_emit_by_name (app, "shutdown");
  g_object_ref (app);
}

graphene_rect_t
eg_test_ui_bounds_in (GtkWidget *widget,
                      GtkWidget *target)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, target, &bounds));
  return bounds;
}

GtkWindow *
eg_test_ui_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  /* the newest shown one */
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        found = GTK_WINDOW (toplevel);
    }
  return found;
}

char *
eg_test_ui_install_fake_handler (const char *data_home,
                                 const char *mime_type,
                                 const char *name)
{
  g_autofree char *apps = g_build_filename (data_home, "applications", NULL);
  g_autofree char *config = g_build_filename (data_home, "config", NULL);
  g_autofree char *script_name = g_strdup_printf ("%s.sh", name);
  g_autofree char *script = g_build_filename (data_home, script_name, NULL);
  g_autofree char *desktop_name = g_strdup_printf ("%s.desktop", name);
  g_autofree char *desktop = g_build_filename (apps, desktop_name, NULL);
  g_autofree char *mimeapps = g_build_filename (config, "mimeapps.list", NULL);
  g_autofree char *record_name = g_strdup_printf ("%s-launched", name);
  char *record = g_build_filename (data_home, record_name, NULL);
  g_autofree char *script_text = NULL;
  g_autofree char *desktop_text = NULL;
  g_autofree char *defaults = NULL;
  g_autofree char *old_defaults = NULL;

  g_assert_cmpint (g_mkdir_with_parents (apps, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  script_text = g_strdup_printf ("#!/bin/sh\nprintf '%%s %%s\\n' \"${LANGUAGE-unset}\" \"$1\" > '%s.tmp'\n"
                                 "mv '%s.tmp' '%s'\n", record, record, record);
  g_assert_true (g_file_set_contents (script, script_text, -1, NULL));
  g_assert_cmpint (g_chmod (script, 0700), ==, 0);
  desktop_text = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=%s\n"
                                  "Exec=%s %%u\nMimeType=%s;\nNoDisplay=true\n", name, script, mime_type);
  g_assert_true (g_file_set_contents (desktop, desktop_text, -1, NULL));
  /* one default list for all the stand-ins of a test */
  if (!g_file_get_contents (mimeapps, &old_defaults, NULL, NULL))
    old_defaults = g_strdup ("[Default Applications]\n");
  defaults = g_strdup_printf ("%s%s=%s\n", old_defaults, mime_type, desktop_name);
  g_assert_true (g_file_set_contents (mimeapps, defaults, -1, NULL));
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  return record;
}

char *
eg_test_ui_label_cut (GtkLabel  *label,
                      GtkWidget *top)
{
  GtkWidget *widget = GTK_WIDGET (label);
  PangoLayout *layout = gtk_label_get_layout (label);
  int height = gtk_widget_get_height (widget);
  int needed;

  if (pango_layout_is_ellipsized (layout))
    return g_strdup_printf ("“%s” is ellipsized", gtk_label_get_text (label));
  /* the lines as laid out at the label's width, in its content box */
  pango_layout_get_pixel_size (layout, NULL, &needed);
  if (height < needed)
    return g_strdup_printf ("“%s” is %d px high, its lines need %d", gtk_label_get_text (label),
                            height, needed);
  for (GtkWidget *parent = gtk_widget_get_parent (widget); parent != NULL && widget != top;
       parent = gtk_widget_get_parent (parent))
    {
      graphene_rect_t bounds;

      /* half a pixel of rounding */
      if (!gtk_widget_compute_bounds (GTK_WIDGET (label), parent, &bounds))
        return g_strdup_printf ("“%s” is not laid out", gtk_label_get_text (label));
      if (bounds.origin.x < -0.5 || bounds.origin.y < -0.5 ||
          bounds.origin.x + bounds.size.width > gtk_widget_get_width (parent) + 0.5 ||
          bounds.origin.y + bounds.size.height > gtk_widget_get_height (parent) + 0.5)
        return g_strdup_printf ("“%s” (%.0f,%.0f %.0f×%.0f) reaches out of its %s (%d×%d)",
                                gtk_label_get_text (label), bounds.origin.x, bounds.origin.y,
                                bounds.size.width, bounds.size.height, G_OBJECT_TYPE_NAME (parent),
                                gtk_widget_get_width (parent), gtk_widget_get_height (parent));
      widget = parent;
    }
  return NULL;
}

/* A round dealt from @seed in which the left side plays its worst action
 * at every turn (by the analysis' own values) and the right side its
 * first legal one, for at most 12 actions: mistakes to practise. */
void
eg_test_ui_play_worst_round (EgMatch *match,
                             guint64  seed)
{
  guint8 deck[EG_DECK_SIZE];
  EgRng rng;

  for (guint i = 0; i < EG_DECK_SIZE; i++)
    deck[i] = 1 + i / EG_CARDS_PER_VALUE;
  eg_rng_init (&rng, seed);
  eg_deck_shuffle (deck, &rng);
  g_assert_true (eg_match_begin_round (match, deck, NULL));
  for (guint i = 0; i < 12 && eg_match_is_round_in_progress (match); i++)
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n = eg_match_get_legal_actions (match, legal);
      guint pick = 0;

      if (eg_match_get_side_to_act (match) == EG_SIDE_LEFT)
        {
          EgAiActionValue values[EG_MAX_ACTIONS];
          EgView view;

          eg_match_get_view (match, EG_SIDE_LEFT, &view);
          n = eg_ai_evaluate_actions (&view, 7, 256, NULL, values);
          for (guint k = 0; k < n; k++)
            {
              legal[k] = values[k].action;
              if (values[k].value < values[pick].value)
                pick = k;
            }
        }
      g_assert_true (eg_match_apply (match, &legal[pick], NULL));
    }
}
