/* test-ui-help.c — F1 without a help viewer: the HTML build of the user
 * guide opens in the browser
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

static char *data_home;
static char *browser_record;

/* No system applications: no help viewer, whatever is installed; the
 * MIME database only, so that an HTML file is known as such. A stand-in
 * browser writes down what it opened. */
static void
install_fake_browser (void)
{
  g_autofree char *empty = g_build_filename (data_home, "no-system-data", NULL);
  g_autofree char *mime = g_build_filename (empty, "mime", NULL);

  g_assert_cmpint (g_mkdir_with_parents (empty, 0700), ==, 0);
  g_assert_cmpint (symlink ("/usr/share/mime", mime), ==, 0);
  g_setenv ("XDG_DATA_DIRS", empty, TRUE);
  browser_record = eg_test_ui_install_fake_handler (data_home, "text/html", "eg-test-fake-browser");
}

static char *
wait_for_browser (void)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  char *launched = NULL;

  while (!g_file_test (browser_record, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
  g_assert_true (g_file_get_contents (browser_record, &launched, NULL, NULL));
  return launched;
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
  launched = wait_for_browser ();

  expected = g_build_filename (g_getenv ("EN_GARDE_HELP_HTML_DIR"), "C", "index.html", NULL);
  g_strchomp (launched);
  /* "LANGUAGE URI" */
  words = g_strsplit (launched, " ", 2);
  g_assert_cmpuint (g_strv_length (words), ==, 2);
  page = g_file_new_for_commandline_arg (words[1]);
  g_assert_cmpstr (g_file_peek_path (page), ==, expected);
  g_assert_true (g_file_get_contents (expected, &html, NULL, NULL));
  g_assert_nonnull (strstr (html, "En Garde"));
  eg_test_ui_close_all (app);
}

/* No HTML guide either: a message says what to install, instead of an
 * error code. */
static void
test_nothing_installed (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("EN_GARDE_HELP_HTML_DIR"));
  g_autoptr(EgApplication) app = eg_test_ui_start_app (G_APPLICATION_HANDLES_OPEN);
  g_autofree char *nowhere = g_build_filename (data_home, "no-help", NULL);
  GList *toplevels;
  AdwMessageDialog *dialog = NULL;

  g_setenv ("EN_GARDE_HELP_HTML_DIR", nowhere, TRUE);
  g_application_activate (G_APPLICATION (app));
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  eg_test_ui_iterate ();
  toplevels = gtk_window_list_toplevels ();
  /* (a match dealt by an earlier test is offered for resuming beside it) */
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) &&
        g_strcmp0 (adw_message_dialog_get_heading (l->data), "Could not open the help") == 0)
      dialog = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could not open the help");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Install the Yelp help viewer"));
  g_setenv ("EN_GARDE_HELP_HTML_DIR", saved, TRUE);
  eg_test_ui_close_all (app);
}

int
main (int    argc,
      char **argv)
{
  int status;

  data_home = eg_test_ui_private_data_home ();
  install_fake_browser ();
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/help/html-fallback", test_html_fallback);
  g_test_add_func ("/en-garde/ui/help/nothing-installed", test_nothing_installed);

  status = g_test_run ();
  g_free (browser_record);
  eg_test_remove_tree (data_home);
  return status;
}
