/* test-ui-polish.c — details a player meets around the table
 *
 * The shortcuts window writes its keys as a person reads them ("Page
 * Up", not "Page_Up") and opens without a warning; Return in the Play
 * From Here dialog plays, and the dialog keeps its width while its
 * choices change.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include "eg-play-from-here-dialog.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

/* The texts of the labels under @widget, one string. */
static void
collect_labels (GtkWidget *widget,
                GString   *texts)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, texts);
}

static void
collect_key_labels (GtkWidget *widget,
                    GString   *keys)
{
  if (GTK_IS_SHORTCUT_LABEL (widget))
    {
      collect_labels (widget, keys);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_key_labels (child, keys);
}

/* The shortcuts window: keys as written on a keyboard, and no warning
 * (G_DEBUG=fatal-warnings makes GTK's "reported min width" fatal). */
static void
test_shortcuts_window (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bea", TRUE, 5, 1);
  EgWindow *window = eg_test_ui_window (match);
  g_autoptr(GString) keys = g_string_new (NULL);
  GtkWindow *shortcuts;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  shortcuts = eg_test_ui_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (shortcuts);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (shortcuts));
  eg_test_ui_iterate ();

  collect_key_labels (GTK_WIDGET (shortcuts), keys);
  g_assert_nonnull (strstr (keys->str, "Page Up"));
  g_assert_nonnull (strstr (keys->str, "Page Down"));
  g_assert_null (strchr (keys->str, '_'));

  gtk_window_destroy (shortcuts);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Main Menu's tooltip does not lie over the menu it opened. */
static void
test_menu_tooltip (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bea", TRUE, 5, 1);
  EgWindow *window = eg_test_ui_window (match);
  GtkMenuButton *button = GTK_MENU_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (window), EG_TYPE_WINDOW,
                                                                          "menu_button"));

  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
  gtk_menu_button_popup (button);
  eg_test_ui_iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (button))));
  g_assert_false (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
  gtk_menu_button_popdown (button);
  eg_test_ui_iterate ();
  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (button)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
find_widget (GtkWidget *widget,
             GType      type,
             guint      nth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        {
          if (nth == 0)
            return child;
          nth--;
          continue;
        }
      if ((found = find_widget (child, type, nth)) != NULL)
        return found;
    }
  return NULL;
}

static void
responded (AdwMessageDialog *dialog,
           const char       *response,
           char            **answer)
{
  g_free (*answer);
  *answer = g_strdup (response);
}

static gboolean
answered (gpointer data)
{
  return *(char **) data != NULL;
}

/* Return on the "Played by" drop-down, which has the focus when the
 * dialog opens, plays: it does not open the drop-down's list. */
static void
test_play_from_here_return (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bea", FALSE, 5, 3);
  EgWindow *window = eg_test_ui_window (match);
  EgPlayFromHereDialog *dialog = eg_play_from_here_dialog_new (GTK_WINDOW (window), match);
  g_autofree char *answer = NULL;
  GtkWidget *drop_down, *focus;
  GtkEventController *keys;
  gboolean handled = FALSE;

  g_signal_connect (dialog, "response", G_CALLBACK (responded), &answer);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  eg_test_ui_iterate ();

  drop_down = find_widget (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, 0);
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_nonnull (focus);
  g_assert_true (focus == drop_down || gtk_widget_is_ancestor (focus, drop_down));

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  /* the key, as GTK hands it to the focus' ancestors first */
  keys = eg_test_ui_find_controller (drop_down, GTK_TYPE_EVENT_CONTROLLER_KEY);
  g_assert_nonnull (keys);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Return, 0, 0, &handled);
  g_assert_true (handled);
  /* a button activated by key is clicked a moment later */
  eg_test_ui_wait_until (answered, &answer, EG_TEST_UI_PATIENCE_MS);
  g_assert_cmpstr (answer, ==, "play");
  /* answered as a click: the dialog closed */
  eg_test_ui_iterate ();
  g_assert_true (dialog == NULL || !gtk_widget_get_visible (GTK_WIDGET (dialog)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The dialog's width does not change with the players chosen. */
static void
test_play_from_here_width (void)
{
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bea", FALSE, 5, 3);
  EgWindow *window = eg_test_ui_window (match);
  EgPlayFromHereDialog *dialog = eg_play_from_here_dialog_new (GTK_WINDOW (window), match);
  int first = -1;

  gtk_window_present (GTK_WINDOW (dialog));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  for (guint side = 0; side < 2; side++)
    {
      GtkDropDown *drop_down = GTK_DROP_DOWN (find_widget (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, side));
      guint n = g_list_model_get_n_items (gtk_drop_down_get_model (drop_down));

      g_assert_cmpuint (n, >, 2);
      for (guint i = 0; i < n; i++)
        {
          int width;

          gtk_drop_down_set_selected (drop_down, i);
          gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1,
                              NULL, &width, NULL, NULL);
          if (first < 0)
            first = width;
          g_assert_cmpint (width, ==, first);
        }
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/polish/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/en-garde/ui/polish/play-from-here-return", test_play_from_here_return);
  g_test_add_func ("/en-garde/ui/polish/play-from-here-width", test_play_from_here_width);
  g_test_add_func ("/en-garde/ui/polish/menu-tooltip", test_menu_tooltip);

  return g_test_run ();
}
