/* eg-application-actions.c — the app.* actions
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-application-private.h"
#include "eg-autosave.h"
#include "eg-help.h"
#include "eg-i18n.h"
#include "eg-knowledge.h"
#include "eg-match-log.h"
#include "eg-new-match-dialog.h"
#include "eg-practice-window.h"
#include "eg-preferences-window.h"
#include "eg-statistics-window.h"

static void
match_created (EgNewMatchDialog *dialog,
               EgMatch          *match,
               EgApplication    *self)
{
  eg_application_switch_match (self, match, NULL);
}

static void
show_new_match_dialog (EgApplication *self,
                       gpointer       data)
{
  EgNewMatchDialog *dialog = eg_new_match_dialog_new (GTK_WINDOW (eg_application_get_window (self)));

  g_signal_connect_object (dialog, "match-created", G_CALLBACK (match_created), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A match that would be lost is not left without asking first. */
static void
new_match_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  eg_application_leave_match (user_data, show_new_match_dialog, NULL, NULL);
}

static GtkFileFilter *
match_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("En Garde matches"));
  gtk_file_filter_add_mime_type (filter, "application/x-engarde+xml");
  gtk_file_filter_add_suffix (filter, "engarde");
  return filter;
}

static void
open_response (GtkNativeDialog *chooser,
               int              response,
               EgApplication   *self)
{
  g_assert (self->open_chooser == chooser);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      eg_application_open_file (self, file);
    }
  g_clear_object (&self->open_chooser);
  eg_application_update_actions (self);
}

/* One chooser at a time, and none over a message being shown. */
static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  EgApplication *self = user_data;
  GtkFileChooserNative *chooser;

  if (self->open_chooser != NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Open a Match"), GTK_WINDOW (eg_application_get_window (self)),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  self->open_chooser = GTK_NATIVE_DIALOG (chooser);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), match_filter ());
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (open_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
  eg_application_update_actions (self);
}

static void
save_response (GtkNativeDialog *chooser,
               int              response,
               EgApplication   *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->match != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;

      if (!eg_match_log_save (self->match, file, &error))
        eg_application_show_error (self, _("Could not save the match"), error->message);
      else if (eg_application_get_window (self) != NULL)
        {
          g_autofree char *name = g_file_get_basename (file);
          /* Translators: a toast; %s is a file name */
          g_autofree char *text = g_strdup_printf (_("Match saved as “%s”"), name);

          eg_window_add_toast (eg_application_get_window (self), adw_toast_new (text));
        }
    }
  g_object_unref (chooser);
}

static void
save_copy_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  EgApplication *self = user_data;
  GtkFileChooserNative *chooser;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *name = NULL;

  if (self->match == NULL)
    return;

  chooser = gtk_file_chooser_native_new (_("Save a Copy of the Match"),
                                         GTK_WINDOW (eg_application_get_window (self)),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  /* Translators: the suggested file name; %s is a date. Keep ".engarde". */
  name = g_strdup_printf (_("match %s.engarde"), date);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), match_filter ());
  /* the chooser asks before it replaces a file */
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  EgApplication *self = user_data;

  gtk_window_present (GTK_WINDOW (eg_preferences_window_new (GTK_WINDOW (eg_application_get_window (self)),
                                                             self->language_option)));
}

static void
statistics_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  EgApplication *self = user_data;

  gtk_window_present (GTK_WINDOW (eg_statistics_window_new (GTK_WINDOW (eg_application_get_window (self)),
                                                            self->statistics)));
}

/* A person's mistakes to try again: "" for every saved match, or the URI
 * of one match's log. One practice window at a time, so that two never
 * write the progress over each other. */
static void
practise_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  EgApplication *self = user_data;
  const char *uri = g_variant_get_string (parameter, NULL);
  g_autoptr(GFile) log = uri[0] != '\0' ? g_file_new_for_uri (uri) : NULL;
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autoptr(EgPracticeStore) store = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i - 1);

      if (EG_IS_PRACTICE_WINDOW (toplevel))
        gtk_window_destroy (GTK_WINDOW (toplevel));
    }
  store = eg_practice_store_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (eg_practice_window_new (GTK_WINDOW (eg_application_get_window (self)),
                                                          store, dir, log)));
}

/* The rules, at any time: the lessons, played on the table from the first. */
static void
learn_rules_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  eg_application_start_lesson (user_data, 0);
}

static void
help_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  eg_help_show (GTK_APPLICATION (user_data), eg_i18n_get_language ());
}

void
eg_application_show_about (GtkWindow *parent)
{
  static const char *developers[] = { "The En Garde authors", NULL };
  GtkWidget *about = adw_about_window_new ();

  g_object_set (about,
                "transient-for", parent,
                "modal", TRUE,
                "application-name", _("En Garde"),
                "application-icon", APPLICATION_ID,
                "version", PACKAGE_VERSION,
                "developer-name", _("The En Garde authors"),
                "comments", _("Reiner Knizia’s fencing card game"),
                "website", "https://github.com/engarde/en-garde",
                "issue-url", "https://github.com/engarde/en-garde/issues",
                "developers", developers,
                /* Translators: your names, one per line, e.g. "Ada <ada@example.org>" */
                "translator-credits", _("translator-credits"),
                "copyright", "© 2026 The En Garde authors",
                "license-type", GTK_LICENSE_GPL_3_0,
                NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  eg_application_show_about (GTK_WINDOW (eg_application_get_window (user_data)));
}

static void
quit_now (EgApplication *self,
          gpointer       data)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  self->quitting = TRUE;
  eg_application_release_name (self);
  /* Closing the windows cancels the computer's search and saves their size. */
  while (windows != NULL)
    {
      GtkWindow *window = windows->data;

      windows = windows->next;
      if (EG_IS_WINDOW (window))
        gtk_window_close (window);
    }
  g_application_quit (G_APPLICATION (self));
}

/* Also while the computer thinks: the saved match resumes where it was,
 * and one that would be lost is not left without asking. */
static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  eg_application_leave_match (user_data, quit_now, NULL, NULL);
}

static const GActionEntry app_actions[] = {
  { "new-match", new_match_activated },
  { "open", open_activated },
  { "save-copy", save_copy_activated },
  { "statistics", statistics_activated },
  { "practise", practise_activated, "s" },
  { "preferences", preferences_activated },
  { "learn-rules", learn_rules_activated },
  { "help", help_activated },
  { "about", about_activated },
  { "quit", quit_activated },
};

static void
style_changed (GSettings     *settings,
               const char    *key,
               EgApplication *self)
{
  static const AdwColorScheme schemes[] = {
    ADW_COLOR_SCHEME_DEFAULT, ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK,
  };
  guint style = g_settings_get_enum (settings, "style");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      schemes[MIN (style, G_N_ELEMENTS (schemes) - 1)]);
}

void
eg_application_add_actions (EgApplication *self)
{
  static const struct {
    const char *action;
    const char *accels[2];
  } accels[] = {
    { "app.new-match", { "<Primary>n", NULL } },
    { "app.open", { "<Primary>o", NULL } },
    { "app.save-copy", { "<Primary>s", NULL } },
    { "app.preferences", { "<Primary>comma", NULL } },
    { "app.help", { "F1", NULL } },
    { "win.show-help-overlay", { "<Primary>question", NULL } },
    { "app.quit", { "<Primary>q", NULL } },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  eg_application_add_lesson_actions (self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action, accels[i].accels);

  g_signal_connect_object (self->settings, "changed::style", G_CALLBACK (style_changed), self, 0);
  /* (a window is added before it shows, and removed when destroyed) */
  g_signal_connect (self, "window-added", G_CALLBACK (eg_application_update_actions), NULL);
  g_signal_connect (self, "window-removed", G_CALLBACK (eg_application_update_actions), NULL);
  style_changed (self->settings, "style", self);
  eg_application_update_actions (self);
}

/* A message or question of the app's is up (modal: it waits for an
 * answer first). */
static gboolean
message_shown (EgApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_window_get_modal (l->data))
      return TRUE;
  return FALSE;
}

/* Save a Copy once there is a match; Open while no chooser or message
 * is up (Ctrl+O reaches the app over them). */
void
eg_application_update_actions (EgApplication *self)
{
  GAction *save = g_action_map_lookup_action (G_ACTION_MAP (self), "save-copy");
  GAction *open = g_action_map_lookup_action (G_ACTION_MAP (self), "open");

  if (save != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (save), self->match != NULL && eg_knowledge_is_kept (self->match));
  if (open != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (open), self->open_chooser == NULL && !message_shown (self));
}
