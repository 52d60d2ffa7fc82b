/* eg-help.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include <adwaita.h>

#include "eg-help.h"
#include "eg-ui-utils.h"

/* The HTML build of the help: installed, or the build tree's for a run
 * from it (meson devenv, the tests). */
static char *
html_dir (void)
{
  const char *dir = g_getenv ("EN_GARDE_HELP_HTML_DIR");

  if (dir != NULL && *dir != '\0')
    return g_strdup (dir);
  return g_build_filename (PKGDATADIR, "help", NULL);
}

/**
 * eg_help_find_html:
 * @language: the game's language, "" for the system's
 *
 * The index page of the HTML build of the user guide in @language, or in
 * English when it has none.
 *
 * Returns: (transfer full) (nullable): its path, or %NULL when the HTML
 *   guide is not installed
 */
char *
eg_help_find_html (const char *language)
{
  g_autofree char *dir = html_dir ();
  g_autoptr(GPtrArray) codes = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (language != NULL, NULL);

  if (*language != '\0')
    g_ptr_array_add (codes, g_strdup (language));
  else
    {
      const char * const *names = g_get_language_names ();

      /* "de_DE.UTF-8" … "de" … "C": the help's folders are "de" and "C" */
      for (guint i = 0; names[i] != NULL; i++)
        if (strchr (names[i], '_') == NULL && strchr (names[i], '.') == NULL && strchr (names[i], '@') == NULL)
          g_ptr_array_add (codes, g_strdup (names[i]));
    }
  g_ptr_array_add (codes, g_strdup ("C"));

  for (guint i = 0; i < codes->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (codes, i), "index.html", NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&path);
    }
  return NULL;
}

/* One press of F1, from the help viewer to the browser to a message. */
typedef struct
{
  GtkApplication *app;
  char           *language;
  char           *html;       /* (nullable): the HTML guide's index page */
} HelpRequest;

static void
help_request_free (HelpRequest *request)
{
  g_clear_object (&request->app);
  g_free (request->language);
  g_free (request->html);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HelpRequest, help_request_free)

static void
location_response (AdwMessageDialog *dialog,
                   const char       *response,
                   gpointer          user_data)
{
  if (g_strcmp0 (response, "copy") == 0)
    gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (dialog)),
                            g_object_get_data (G_OBJECT (dialog), "eg-help-path"));
}

/* Nothing could show the guide: say where it is, so that it can be
 * opened by hand, or that it is missing. */
static void
show_location (HelpRequest *request)
{
  GtkWindow *parent = gtk_application_get_active_window (request->app);
  GtkWidget *dialog;

  if (request->html == NULL)
    {
      dialog = eg_ui_show_error (parent, _("Could not open the help"),
                                 _("The user guide is not installed. Install the Yelp help viewer, or reinstall En Garde."));
      gtk_window_set_application (GTK_WINDOW (dialog), request->app);
      return;
    }

  dialog = adw_message_dialog_new (parent, _("Could not open the help"), NULL);
  /* Translators: %s is the path of a file, on a line of its own */
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("No help viewer or web browser could open the user guide. "
                                    "Open this file in a web browser to read it:\n\n%s"),
                                  request->html);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "copy", _("_Copy Location"),
                                    "close", _("_Close"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_object_set_data_full (G_OBJECT (dialog), "eg-help-path", g_strdup (request->html), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (location_response), NULL);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_application (GTK_WINDOW (dialog), request->app);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The viewer gets the language the game shows, which may not be the
 * session's. */
static void
launch (HelpRequest         *request,
        GAppInfo            *handler,
        const char          *uri,
        GAsyncReadyCallback  done)
{
  GtkWindow *window = gtk_application_get_active_window (request->app);
  GdkDisplay *display = window != NULL ? gtk_widget_get_display (GTK_WIDGET (window)) : gdk_display_get_default ();
  g_autoptr(GdkAppLaunchContext) context = gdk_display_get_app_launch_context (display);
  GList uris = { (gpointer) uri, NULL, NULL };

  if (request->language[0] != '\0')
    g_app_launch_context_setenv (G_APP_LAUNCH_CONTEXT (context), "LANGUAGE", request->language);
  g_app_info_launch_uris_async (handler, &uris, G_APP_LAUNCH_CONTEXT (context), NULL, done, request);
}

static void
browser_done (GObject      *handler,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(HelpRequest) request = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_app_info_launch_uris_finish (G_APP_INFO (handler), result, &error))
    {
      /* (the reason is for the log: a GIO text alone helps no reader) */
      g_debug ("The browser did not open the help: %s", error->message);
      show_location (request);
    }
}

/* The HTML guide, in the default browser: the handler of HTML files, or
 * of web pages. Checked first: launching with none gives a GIO error. */
static void
open_html (HelpRequest *request)
{
  g_autoptr(GAppInfo) browser = NULL;
  g_autofree char *uri = NULL;

  if (request->html != NULL)
    {
      browser = g_app_info_get_default_for_type ("text/html", FALSE);
      if (browser == NULL)
        browser = g_app_info_get_default_for_uri_scheme ("http");
    }
  if (browser == NULL || (uri = g_filename_to_uri (request->html, NULL, NULL)) == NULL)
    {
      show_location (request);
      help_request_free (request);
      return;
    }
  launch (request, browser, uri, browser_done);
}

static void
viewer_done (GObject      *handler,
             GAsyncResult *result,
             gpointer      user_data)
{
  HelpRequest *request = user_data;
  g_autoptr(GError) error = NULL;

  if (g_app_info_launch_uris_finish (G_APP_INFO (handler), result, &error))
    help_request_free (request);
  else
    {
      g_debug ("The help viewer did not open the help: %s", error->message);
      open_html (request);
    }
}

/**
 * eg_help_show:
 * @app: the application, for the message's window
 * @language: the game's language, "" for the system's
 *
 * Opens the user guide: in the help viewer (Yelp) where there is one,
 * else the HTML guide (installed, or the build tree's) in the browser;
 * where neither works, a message says where the guide is, with a button
 * that copies its location.
 */
void
eg_help_show (GtkApplication *app,
              const char     *language)
{
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");
  HelpRequest *request;

  g_return_if_fail (GTK_IS_APPLICATION (app));
  g_return_if_fail (language != NULL);

  request = g_new0 (HelpRequest, 1);
  request->app = g_object_ref (app);
  request->language = g_strdup (language);
  request->html = eg_help_find_html (language);
  if (viewer != NULL)
    launch (request, viewer, "help:en-garde", viewer_done);
  else
    open_html (request);
}
