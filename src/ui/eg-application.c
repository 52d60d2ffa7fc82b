/* eg-application.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "eg-application.h"
#include "eg-autosave.h"
#include "eg-i18n.h"
#include "eg-match-log.h"
#include "eg-new-match-dialog.h"
#include "eg-preferences-window.h"
#include "eg-ui-utils.h"
#include "eg-window.h"

struct _EgApplication
{
  GtkApplication parent_instance;

  /* The match lives here, not in the window, so that a window can be
   * rebuilt (a language switch) without losing it. */
  EgMatch    *match;
  EgAutosave *autosave;
  gboolean    autosave_failed;
  GSettings  *settings;
  GCancellable *cancellable;

  /* --language: the language of this run, over the setting */
  char       *language_option;
  guint       language_idle_id;
  char       *language;        /* the one the windows show, "" the system's */
};

G_DEFINE_FINAL_TYPE (EgApplication, eg_application, GTK_TYPE_APPLICATION)

enum {
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static EgWindow *
get_window (EgApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    {
      GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

      for (; windows != NULL; windows = windows->next)
        if (EG_IS_WINDOW (windows->data))
          return windows->data;
      return NULL;
    }
  if (!EG_IS_WINDOW (window))
    window = gtk_window_get_transient_for (window);
  return EG_IS_WINDOW (window) ? EG_WINDOW (window) : NULL;
}

static void
show_error (EgApplication *self,
            const char    *primary,
            const char    *secondary)
{
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (get_window (self)),
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                              "%s", primary);

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  gtk_window_set_application (GTK_WINDOW (dialog), GTK_APPLICATION (self));
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- resuming an unfinished match, offered after the first frame ---- */

static void
resume_response (GtkDialog     *dialog,
                 int            response,
                 EgApplication *self)
{
  GFile *file = g_object_get_data (G_OBJECT (dialog), "eg-file");

  if (response == GTK_RESPONSE_ACCEPT && file != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(EgMatch) match = eg_match_log_load_file (file, NULL, &error);

      if (match != NULL)
        eg_application_set_match (self, match);
      else
        show_error (self, _("Could not resume the match"), error->message);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
offer_resume (EgApplication      *self,
              const EgSavedMatch *saved)
{
  g_autofree char *when = saved->started != NULL ? g_date_time_format (saved->started, "%x %X") : NULL;
  g_autofree char *detail = NULL;
  GtkWidget *dialog;

  dialog = gtk_message_dialog_new (GTK_WINDOW (get_window (self)),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", _("Resume the unfinished match?"));
  if (when != NULL)
    /* Translators: %1$s and %3$s are names, %2$u–%4$u the score, %5$s a date */
    detail = g_strdup_printf (_("%1$s %2$u–%4$u %3$s, started %5$s."),
                              saved->names[EG_SIDE_LEFT], saved->scores[EG_SIDE_LEFT],
                              saved->names[EG_SIDE_RIGHT], saved->scores[EG_SIDE_RIGHT], when);
  else
    detail = g_strdup_printf (_("%1$s %2$u–%4$u %3$s."),
                              saved->names[EG_SIDE_LEFT], saved->scores[EG_SIDE_LEFT],
                              saved->names[EG_SIDE_RIGHT], saved->scores[EG_SIDE_RIGHT]);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", detail);
  gtk_window_set_application (GTK_WINDOW (dialog), GTK_APPLICATION (self));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog),
                          _("_New Match"), GTK_RESPONSE_REJECT,
                          _("_Resume"), GTK_RESPONSE_ACCEPT,
                          NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  g_object_set_data_full (G_OBJECT (dialog), "eg-file", g_object_ref (saved->file), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (resume_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
list_saved_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autoptr(GError) error = NULL;
  GPtrArray *list = eg_saved_match_list (dir, &error);

  if (list == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, list, (GDestroyNotify) g_ptr_array_unref);
}

static void
list_saved_done (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  EgApplication *self = EG_APPLICATION (source);
  g_autoptr(GPtrArray) list = g_task_propagate_pointer (G_TASK (result), NULL);
  GFile *current = self->autosave != NULL ? eg_autosave_get_file (self->autosave) : NULL;
  guint i;

  if (list == NULL || g_cancellable_is_cancelled (self->cancellable))
    return;
  /* Only while the player has not begun the match the start-up offered,
   * and not over a replay the person asked for. */
  if (get_window (self) == NULL || eg_window_is_replaying (get_window (self)))
    return;
  if (self->match == NULL || eg_match_get_n_rounds (self->match) != 1 ||
      eg_match_get_round_record (self->match, 0)->actions->len > 0)
    return;

  for (i = 0; i < list->len; i++)
    {
      const EgSavedMatch *saved = g_ptr_array_index (list, i);

      if (!saved->finished && saved->n_rounds > 0 &&
          (current == NULL || !g_file_equal (current, saved->file)))
        {
          offer_resume (self, saved);
          return;
        }
    }
}

/* After the first frame: reading the saved matches must not delay it. */
static void
first_frame_painted (GdkFrameClock *clock,
                     GApplication  *app)
{
  EgApplication *self = EG_APPLICATION (app);
  g_autoptr(GTask) task = NULL;

  g_signal_handlers_disconnect_by_func (clock, first_frame_painted, app);

  task = g_task_new (self, self->cancellable, list_saved_done, NULL);
  g_task_set_source_tag (task, first_frame_painted);
  g_task_run_in_thread (task, list_saved_thread);
}

static void
window_mapped (GtkWidget    *window,
               GApplication *app)
{
  g_signal_handlers_disconnect_by_func (window, window_mapped, app);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame_painted), app);
}

static void
autosave_failed (EgAutosave    *autosave,
                 GError        *error,
                 EgApplication *self)
{
  /* once per match: the game goes on without a saved copy */
  if (self->autosave_failed)
    return;
  self->autosave_failed = TRUE;
  show_error (self, _("The match cannot be saved automatically"), error->message);
}

/* ---- actions ---- */

static void
match_created (EgNewMatchDialog *dialog,
               EgMatch          *match,
               EgApplication    *self)
{
  eg_application_set_match (self, match);
}

static void
new_match_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  EgApplication *self = user_data;
  EgNewMatchDialog *dialog = eg_new_match_dialog_new (GTK_WINDOW (get_window (self)));

  g_signal_connect_object (dialog, "match-created", G_CALLBACK (match_created), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
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
open_loaded (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(EgApplication) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = eg_match_log_load_finish (result, &error);
  EgWindow *window = get_window (self);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || window == NULL)
    return;
  if (match != NULL)
    eg_window_open_replay (window, match);
  else
    {
      g_autofree char *name = g_file_get_basename (G_FILE (source));
      /* Translators: %s is a file name */
      g_autofree char *title = g_strdup_printf (_("Could not open “%s”"), name);

      show_error (self, title, error->message);
    }
}

/* A log opens in replay mode, read in a worker so that no file can hold
 * up the window: the live match is left as it was, and an invalid log
 * gets a dialog with the reader's message. */
static void
open_file (EgApplication *self,
           GFile         *file)
{
  if (get_window (self) == NULL)
    g_application_activate (G_APPLICATION (self));
  eg_match_log_load_async (file, self->cancellable, NULL, NULL, NULL, open_loaded, g_object_ref (self));
}

static void
open_response (GtkNativeDialog *chooser,
               int              response,
               EgApplication   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      open_file (self, file);
    }
  g_object_unref (chooser);
}

static void
open_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  EgApplication *self = user_data;
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Open a Match"), GTK_WINDOW (get_window (self)),
                                 GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), match_filter ());
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
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
        show_error (self, _("Could not save the match"), error->message);
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

  chooser = gtk_file_chooser_native_new (_("Save a Copy of the Match"), GTK_WINDOW (get_window (self)),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  /* Translators: the suggested file name; %s is a date. Keep ".engarde". */
  name = g_strdup_printf (_("match %s.engarde"), date);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), match_filter ());
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

  gtk_window_present (GTK_WINDOW (eg_preferences_window_new (GTK_WINDOW (get_window (self)))));
}

static void
help_launched (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(EgApplication) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_app_info_launch_default_for_uri_finish (result, &error))
    show_error (self, _("Could not open the help"), error->message);
}

/* The help opens in the language the game shows, which may not be the
 * session's: the viewer gets it in LANGUAGE. */
static void
help_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  EgApplication *self = user_data;
  EgWindow *window = get_window (self);
  GdkDisplay *display = window != NULL ? gtk_widget_get_display (GTK_WIDGET (window)) : gdk_display_get_default ();
  g_autoptr(GdkAppLaunchContext) context = gdk_display_get_app_launch_context (display);
  const char *language = eg_i18n_get_language ();

  if (language[0] != '\0')
    g_app_launch_context_setenv (G_APP_LAUNCH_CONTEXT (context), "LANGUAGE", language);
  g_app_info_launch_default_for_uri_async ("help:en-garde", G_APP_LAUNCH_CONTEXT (context),
                                           NULL, help_launched, g_object_ref (self));
}

static void
show_about (GtkWindow *parent)
{
  static const char *authors[] = { "The En Garde authors", NULL };

  gtk_show_about_dialog (parent,
                         "program-name", _("En Garde"),
                         "logo-icon-name", APPLICATION_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Reiner Knizia’s fencing card game"),
                         "website", "https://github.com/engarde/en-garde",
                         "authors", authors,
                         /* Translators: your names, one per line */
                         "translator-credits", _("translator-credits"),
                         "copyright", "© 2026 The En Garde authors",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         NULL);
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  show_about (GTK_WINDOW (get_window (user_data)));
}

/* ---- switching the language while running ---- */

/* Rebuilds @old in the current language (see eg_window_rebuild()), and
 * the windows that belong to it: the preferences, the About dialog and
 * the shortcuts window are built again if they were open; any other
 * dialog moves over to the new window as it is. */
static void
rebuild_window (EgApplication *self,
                EgWindow      *old)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autoptr(GPtrArray) dependants = g_ptr_array_new_with_free_func (g_object_unref);
  gboolean preferences = FALSE, about = FALSE, shortcuts = FALSE;
  EgWindow *window;
  guint i;

  for (i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      GtkWindow *toplevel = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (toplevel) == GTK_WINDOW (old))
        g_ptr_array_add (dependants, toplevel);
      else
        g_object_unref (toplevel);
    }

  window = eg_window_rebuild (old);
  gtk_window_present (GTK_WINDOW (window));

  for (i = 0; i < dependants->len; i++)
    {
      GtkWindow *dependant = g_ptr_array_index (dependants, i);
      gboolean shown = gtk_widget_get_visible (GTK_WIDGET (dependant));

      if (EG_IS_PREFERENCES_WINDOW (dependant))
        preferences |= shown;
      else if (GTK_IS_ABOUT_DIALOG (dependant))
        about |= shown;
      else if (GTK_IS_SHORTCUTS_WINDOW (dependant))
        shortcuts |= shown;
      else
        {
          gtk_window_set_transient_for (dependant, GTK_WINDOW (window));
          continue;
        }
      /* unhooked from @old first: it may outlive @old a moment */
      gtk_window_set_transient_for (dependant, NULL);
      gtk_window_destroy (dependant);
    }
  g_clear_pointer (&dependants, g_ptr_array_unref);
  gtk_window_destroy (GTK_WINDOW (old));

  if (shortcuts)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
  if (about)
    show_about (GTK_WINDOW (window));
  if (preferences)
    gtk_window_present (GTK_WINDOW (eg_preferences_window_new (GTK_WINDOW (window))));
}

/* Switches the process to @code ("" for the system's language) and, if
 * that changes it, rebuilds every window: the match, which the
 * application owns, and the replay position go on untouched. */
static void
set_language (EgApplication *self,
              const char    *code)
{
  g_autoptr(GList) windows = NULL;
  GList *l;

  if (!eg_i18n_is_language (code))
    code = "";
  if (g_strcmp0 (self->language, code) == 0)
    return;

  g_free (self->language);
  self->language = g_strdup (code);
  if (!g_str_equal (eg_i18n_get_language (), code))
    eg_i18n_set_language (code);
  g_debug ("language: “%s”", code);

  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));
  for (l = windows; l != NULL; l = l->next)
    if (EG_IS_WINDOW (l->data))
      rebuild_window (self, l->data);
}

static gboolean
apply_language_setting (gpointer user_data)
{
  EgApplication *self = user_data;
  g_autofree char *code = g_settings_get_string (self->settings, "language");

  self->language_idle_id = 0;
  /* a choice in the preferences ends what --language asked */
  g_clear_pointer (&self->language_option, g_free);
  set_language (self, code);
  return G_SOURCE_REMOVE;
}

/* From an idle: the setting usually changes inside a signal of the
 * preferences window, which the switch destroys. */
static void
language_changed (GSettings     *settings,
                  const char    *key,
                  EgApplication *self)
{
  if (self->language_idle_id == 0)
    self->language_idle_id = g_idle_add (apply_language_setting, self);
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  EgApplication *self = user_data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

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

static const GActionEntry app_actions[] = {
  { "new-match", new_match_activated },
  { "open", open_activated },
  { "save-copy", save_copy_activated },
  { "preferences", preferences_activated },
  { "help", help_activated },
  { "about", about_activated },
  { "quit", quit_activated },
};

/* ---- life cycle ---- */

static void
eg_application_startup (GApplication *app)
{
  EgApplication *self = EG_APPLICATION (app);
  static const char *new_match[] = { "<Primary>n", NULL };
  static const char *open[] = { "<Primary>o", NULL };
  static const char *save[] = { "<Primary>s", NULL };
  static const char *preferences[] = { "<Primary>comma", NULL };
  static const char *help[] = { "F1", NULL };
  static const char *shortcuts[] = { "<Primary>question", NULL };
  static const char *quit[] = { "<Primary>q", NULL };
  static gsize named;

  G_APPLICATION_CLASS (eg_application_parent_class)->startup (app);
  adw_init ();

  /* gtk_init() has run setlocale (LC_ALL, "") by now. */
  eg_i18n_init ();
  /* the language before anything is built: --language, else the setting */
  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::language", G_CALLBACK (language_changed), self, 0);
  if (self->language_option != NULL)
    set_language (self, self->language_option);
  else
    {
      g_autofree char *code = g_settings_get_string (self->settings, "language");

      set_language (self, code);
    }
  /* once per process: GLib warns on a second call (tests start several) */
  if (g_once_init_enter (&named))
    {
      g_set_application_name (_("En Garde"));
      g_once_init_leave (&named, 1);
    }
  gtk_window_set_default_icon_name (APPLICATION_ID);

  eg_ui_init_style ();

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (app), "save-copy")),
                               FALSE);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.new-match", new_match);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.open", open);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.save-copy", save);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences", preferences);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay", shortcuts);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit);
}

static int
eg_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  EgApplication *self = EG_APPLICATION (app);
  const char *code = NULL;

  if (g_variant_dict_lookup (options, "language", "&s", &code))
    {
      if (!eg_i18n_is_language (code))
        {
          /* Translators: %s is what followed --language; keep the codes */
          g_printerr (_("Unknown language “%s”: choose en, nl, fr or de."), code);
          g_printerr ("\n");
          return 1;
        }
      g_free (self->language_option);
      self->language_option = g_strdup (code);
    }
  /* go on as usual */
  return -1;
}

static void
eg_application_activate (GApplication *app)
{
  EgApplication *self = EG_APPLICATION (app);
  EgWindow *window = get_window (self);

  if (window == NULL)
    {
      if (self->match == NULL)
        {
          g_autoptr(EgMatch) match = eg_new_match_from_settings (self->settings);

          eg_application_set_match (self, match);
        }
      window = eg_window_new (self, self->match);
      g_signal_connect (window, "map", G_CALLBACK (window_mapped), app);
    }
  gtk_window_present (GTK_WINDOW (window));
}

static void
eg_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  EgApplication *self = EG_APPLICATION (app);

  /* The window first, so that an error has a parent; one match at a
   * time: the last file named wins. */
  eg_application_activate (app);
  if (n_files > 0)
    open_file (self, files[n_files - 1]);
}

static void
eg_application_shutdown (GApplication *app)
{
  EgApplication *self = EG_APPLICATION (app);

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->language_idle_id, g_source_remove);
  g_clear_object (&self->settings);
  G_APPLICATION_CLASS (eg_application_parent_class)->shutdown (app);
}

static void
eg_application_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  EgApplication *self = EG_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_application_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  EgApplication *self = EG_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      eg_application_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_application_dispose (GObject *object)
{
  EgApplication *self = EG_APPLICATION (object);

  g_clear_object (&self->autosave);
  g_clear_object (&self->match);
  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->language_idle_id, g_source_remove);
  g_clear_pointer (&self->language_option, g_free);
  g_clear_pointer (&self->language, g_free);
  G_OBJECT_CLASS (eg_application_parent_class)->dispose (object);
}

static void
eg_application_class_init (EgApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->get_property = eg_application_get_property;
  object_class->set_property = eg_application_set_property;
  object_class->dispose = eg_application_dispose;
  app_class->startup = eg_application_startup;
  app_class->handle_local_options = eg_application_handle_local_options;
  app_class->activate = eg_application_activate;
  app_class->open = eg_application_open;
  app_class->shutdown = eg_application_shutdown;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, EG_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
eg_application_init (EgApplication *self)
{
  self->cancellable = g_cancellable_new ();

  /* Translated here, so main() sets the locale first: GApplication looks
   * option texts up in the default domain, not ours. */
  g_application_add_main_option (G_APPLICATION (self), "language", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING,
                                 _("Show the game in LANG for this run (en, nl, fr or de), whatever the preferences say"),
                                 /* Translators: the argument of --language, in --help */
                                 _("LANG"));
}

EgApplication *
eg_application_new (void)
{
  return g_object_new (EG_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "resource-base-path", RESOURCE_PREFIX,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       NULL);
}

EgMatch *
eg_application_get_match (EgApplication *self)
{
  g_return_val_if_fail (EG_IS_APPLICATION (self), NULL);
  return self->match;
}

void
eg_application_set_match (EgApplication *self,
                          EgMatch       *match)
{
  GList *windows;
  GAction *save;

  g_return_if_fail (EG_IS_APPLICATION (self));
  g_return_if_fail (match == NULL || EG_IS_MATCH (match));

  if (!g_set_object (&self->match, match))
    return;

  /* every match played is written after each action, to resume or replay */
  g_clear_object (&self->autosave);
  self->autosave_failed = FALSE;
  if (match != NULL)
    {
      self->autosave = eg_autosave_new (match, NULL);
      g_signal_connect_object (self->autosave, "save-failed", G_CALLBACK (autosave_failed), self, 0);
    }

  for (windows = gtk_application_get_windows (GTK_APPLICATION (self)); windows != NULL; windows = windows->next)
    if (EG_IS_WINDOW (windows->data))
      eg_window_set_match (windows->data, match);

  save = g_action_map_lookup_action (G_ACTION_MAP (self), "save-copy");
  if (save != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (save), match != NULL);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}
