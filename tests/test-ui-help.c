/* test-ui-help.c — F1: the help viewer, else the HTML guide in the
 * browser, else a message that says where the guide is
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <unistd.h>

#include <glib/gstdio.h>

#include "eg-application.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

/* The handlers this process has, fixed before GTK starts (GLib caches the
 * data and config directories): the parent process runs each other set
 * in a subprocess, which inherits this variable. */
#define HANDLERS_VARIABLE "EG_TEST_HELP_HANDLERS"

static char *data_home;
static char *browser_record;
static char *viewer_record;

/* A browser whose launch fails as in the issue: it needs a terminal, and
 * the test's PATH has none. */
static void
install_broken_browser (void)
{
  g_autofree char *apps = g_build_filename (data_home, "applications", NULL);
  g_autofree char *config = g_build_filename (data_home, "config", NULL);
  g_autofree char *desktop = g_build_filename (apps, "eg-test-broken-browser.desktop", NULL);
  g_autofree char *mimeapps = g_build_filename (config, "mimeapps.list", NULL);

  g_assert_cmpint (g_mkdir_with_parents (apps, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  g_assert_true (g_file_set_contents (desktop,
                                      "[Desktop Entry]\nType=Application\nName=Broken\n"
                                      "Exec=/bin/true %u\nTerminal=true\nMimeType=text/html;\nNoDisplay=true\n",
                                      -1, NULL));
  g_assert_true (g_file_set_contents (mimeapps,
                                      "[Default Applications]\ntext/html=eg-test-broken-browser.desktop\n",
                                      -1, NULL));
}

/* No system applications: no help viewer, whatever is installed; the
 * MIME database only, so that an HTML file is known as such. Stand-ins
 * write down what they opened. @handlers: "browser", "viewer" (and a
 * browser), "none" or "broken-browser". */
static void
install_handlers (const char *handlers)
{
  g_autofree char *empty = g_build_filename (data_home, "no-system-data", NULL);
  g_autofree char *mime = g_build_filename (empty, "mime", NULL);
  g_autofree char *config = g_build_filename (data_home, "config", NULL);

  g_assert_cmpint (g_mkdir_with_parents (empty, 0700), ==, 0);
  g_assert_cmpint (symlink ("/usr/share/mime", mime), ==, 0);
  g_setenv ("XDG_DATA_DIRS", empty, TRUE);
  /* not the person's own default applications */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  if (g_str_equal (handlers, "broken-browser"))
    install_broken_browser ();
  if (g_str_equal (handlers, "browser") || g_str_equal (handlers, "viewer"))
    browser_record = eg_test_ui_install_fake_handler (data_home, "text/html", "eg-test-fake-browser");
  if (g_str_equal (handlers, "viewer"))
    viewer_record = eg_test_ui_install_fake_handler (data_home, "x-scheme-handler/help", "eg-test-fake-viewer");
}

/* Runs the calling test again in a process with @handlers. */
static void
run_with_handlers (const char *handlers)
{
  g_setenv (HANDLERS_VARIABLE, handlers, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv (HANDLERS_VARIABLE);
  g_test_trap_assert_passed ();
}

/* "LANGUAGE URI", as the stand-in wrote it */
static char *
wait_for_launch (const char *record)
{
  gint64 end = g_get_monotonic_time () + EG_TEST_UI_PATIENCE_MS * G_TIME_SPAN_MILLISECOND;
  char *launched = NULL;

  while (!g_file_test (record, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
  g_assert_true (g_file_get_contents (record, &launched, NULL, NULL));
  return g_strchomp (launched);
}

static gboolean
help_dialog_shown (gpointer data)
{
  AdwMessageDialog **dialog = data;
  GList *toplevels = gtk_window_list_toplevels ();

  /* (a match dealt by an earlier test is offered for resuming beside it) */
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data) &&
        g_strcmp0 (adw_message_dialog_get_heading (l->data), "Could not open the help") == 0)
      *dialog = l->data;
  g_list_free (toplevels);
  return *dialog != NULL;
}

static AdwMessageDialog *
press_f1 (EgApplication *app)
{
  AdwMessageDialog *dialog = NULL;

  g_application_activate (G_APPLICATION (app));
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  g_assert_true (eg_test_ui_wait_until (help_dialog_shown, &dialog, EG_TEST_UI_PATIENCE_MS));
  return dialog;
}

static void
text_read (GObject      *clipboard,
           GAsyncResult *result,
           gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
  g_assert_nonnull (*text);
}

static gboolean
is_set (gpointer data)
{
  return *(char **) data != NULL;
}

/* The message shows the guide's path, and "Copy Location" puts it on the
 * clipboard; no GIO error text. */
static void
assert_location_dialog (AdwMessageDialog *dialog)
{
  g_autofree char *expected = g_build_filename (g_getenv ("EN_GARDE_HELP_HTML_DIR"), "C", "index.html", NULL);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (dialog));
  g_autofree char *shown = eg_test_ui_collect_text (GTK_WIDGET (dialog));
  g_autofree char *copied = NULL;

  g_assert_true (g_file_test (expected, G_FILE_TEST_IS_REGULAR));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), expected));
  g_assert_nonnull (strstr (shown, expected));
  g_assert_nonnull (strstr (shown, "Open this file in a web browser"));
  g_assert_null (strstr (shown, "terminal"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "copy"), ==, "_Copy Location");

  gdk_clipboard_set_text (clipboard, "something else");
  adw_message_dialog_response (dialog, "copy");
  gdk_clipboard_read_text_async (clipboard, NULL, text_read, &copied);
  g_assert_true (eg_test_ui_wait_until (is_set, &copied, EG_TEST_UI_PATIENCE_MS));
  g_assert_cmpstr (copied, ==, expected);
}

/* With a help viewer F1 opens the guide in it: the help: address. */
static void
test_viewer (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autofree char *launched = NULL;

  if (!g_test_subprocess ())
    {
      run_with_handlers ("viewer");
      return;
    }
  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_application_activate (G_APPLICATION (app));
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  launched = wait_for_launch (viewer_record);
  g_assert_true (g_str_has_suffix (launched, " help:en-garde"));
  /* the browser was not asked as well */
  g_assert_false (g_file_test (browser_record, G_FILE_TEST_EXISTS));
  eg_test_ui_close_all (app);
}

/* Without a help viewer F1 opens the index page of the HTML guide, a
 * page the build made from the Mallard pages. */
static void
test_html_fallback (void)
{
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");
  g_autoptr(GFile) page = NULL;
  g_autofree char *launched = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *html = NULL;
  g_auto(GStrv) words = NULL;

  g_assert_null (viewer);
  g_application_activate (G_APPLICATION (app));
  g_remove (browser_record);
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  launched = wait_for_launch (browser_record);

  expected = g_build_filename (g_getenv ("EN_GARDE_HELP_HTML_DIR"), "C", "index.html", NULL);
  words = g_strsplit (launched, " ", 2);
  g_assert_cmpuint (g_strv_length (words), ==, 2);
  page = g_file_new_for_commandline_arg (words[1]);
  g_assert_cmpstr (g_file_peek_path (page), ==, expected);
  g_assert_true (g_file_get_contents (expected, &html, NULL, NULL));
  g_assert_nonnull (strstr (html, "En Garde"));
  eg_test_ui_close_all (app);
}

/* No help viewer and no browser: nothing is launched (which would give a
 * bare GIO error); the message says where the guide is. */
static void
test_no_browser (void)
{
  g_autoptr(EgApplication) app = NULL;

  if (!g_test_subprocess ())
    {
      run_with_handlers ("none");
      return;
    }
  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  assert_location_dialog (press_f1 (app));
  eg_test_ui_close_all (app);
}

/* The browser fails to start ("Unable to find terminal required for
 * application"): the same message, not GIO's text. */
static void
test_browser_fails (void)
{
  g_autoptr(EgApplication) app = NULL;
  g_autofree char *no_programs = NULL;

  if (!g_test_subprocess ())
    {
      run_with_handlers ("broken-browser");
      return;
    }
  no_programs = g_build_filename (data_home, "no-programs", NULL);
  g_assert_cmpint (g_mkdir_with_parents (no_programs, 0700), ==, 0);
  g_setenv ("PATH", no_programs, TRUE);
  app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  assert_location_dialog (press_f1 (app));
  eg_test_ui_close_all (app);
}

/* No HTML guide either: a message says what to install, instead of an
 * error code, and offers no location to copy. */
static void
test_nothing_installed (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("EN_GARDE_HELP_HTML_DIR"));
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autofree char *nowhere = g_build_filename (data_home, "no-help", NULL);
  AdwMessageDialog *dialog;

  g_setenv ("EN_GARDE_HELP_HTML_DIR", nowhere, TRUE);
  dialog = press_f1 (app);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Install the Yelp help viewer"));
  g_assert_false (adw_message_dialog_has_response (dialog, "copy"));
  g_setenv ("EN_GARDE_HELP_HTML_DIR", saved, TRUE);
  eg_test_ui_close_all (app);
}

int
main (int    argc,
      char **argv)
{
  const char *handlers = g_getenv (HANDLERS_VARIABLE);
  int status;

  data_home = eg_test_ui_private_data_home ();
  install_handlers (handlers != NULL ? handlers : "browser");
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/help/viewer", test_viewer);
  g_test_add_func ("/en-garde/ui/help/html-fallback", test_html_fallback);
  g_test_add_func ("/en-garde/ui/help/no-browser", test_no_browser);
  g_test_add_func ("/en-garde/ui/help/browser-fails", test_browser_fails);
  g_test_add_func ("/en-garde/ui/help/nothing-installed", test_nothing_installed);

  status = g_test_run ();
  g_free (browser_record);
  g_free (viewer_record);
  eg_test_remove_tree (data_home);
  return status;
}
