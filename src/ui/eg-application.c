/* eg-application.c — the GNOME application: actions, windows, start-up
 *
 * src/ui/ owns the interface, a view of the model: it asks model/ what
 * is legal, what to show and what to say, and may include every folder
 * below it (engine/, ai/, model/, logs/, analysis/) and GTK and
 * libadwaita, which nothing below it does. Not cli/.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-application-private.h"
#include "eg-i18n.h"
#include "eg-knowledge.h"
#include "eg-match-index.h"
#include "eg-match-keeper.h"
#include "eg-match-log.h"
#include "eg-new-match-dialog.h"
#include "eg-ui-utils.h"

static void eg_application_keeper_init (EgMatchKeeperInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (EgApplication, eg_application, ADW_TYPE_APPLICATION,
                               G_IMPLEMENT_INTERFACE (EG_TYPE_MATCH_KEEPER, eg_application_keeper_init))

enum {
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The game window: the active one, or the one a dialog belongs to. */
EgWindow *
eg_application_get_window (EgApplication *self)
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

void
eg_application_show_error (EgApplication *self,
                           const char    *primary,
                           const char    *secondary)
{
  GtkWidget *dialog = eg_ui_show_error (GTK_WINDOW (eg_application_get_window (self)), primary, secondary);

  gtk_window_set_application (GTK_WINDOW (dialog), GTK_APPLICATION (self));
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
  eg_application_show_error (self, _("The match cannot be saved automatically"), error->message);
}

/* Moves were taken back: the log is written again without them, a valid
 * version-1 log, and the count goes beside it in the index. */
static void
match_undone (EgMatch       *match,
              guint          n_actions,
              EgApplication *self)
{
  g_autoptr(GError) error = NULL;
  GFile *file;

  if (self->autosave == NULL)
    return;
  if (!eg_autosave_save_now (self->autosave, &error) ||
      ((file = eg_autosave_get_file (self->autosave)) != NULL &&
       !eg_match_index_set_undos (file, eg_match_get_n_undos (match), &error)))
    autosave_failed (self->autosave, error, self);
  /* the count is in the index, whose change the saved matches see: they
   * read the folder again, count included */
}

/* The list of Recent Matches follows every write of the game's. */
static void
autosave_saved (EgAutosave    *autosave,
                GFile         *file,
                EgApplication *self)
{
  if (self->saved_matches != NULL)
    eg_saved_matches_file_changed (self->saved_matches, file);
}

/* ---- life cycle ---- */

static void
eg_application_startup (GApplication *app)
{
  EgApplication *self = EG_APPLICATION (app);
  static gsize named;

  /* AdwApplication: libadwaita, its style, and style.css from the
   * resource base path */
  G_APPLICATION_CLASS (eg_application_parent_class)->startup (app);

  self->settings = g_settings_new (APPLICATION_ID);
  self->statistics = eg_statistics_new (NULL);
  {
    g_autoptr(GFile) dir = eg_autosave_default_dir ();

    self->saved_matches = eg_saved_matches_new (dir);
  }
  eg_application_init_language (self);
  /* once per process: GLib warns on a second call (tests start several) */
  if (g_once_init_enter (&named))
    {
      g_set_application_name (_("En Garde"));
      g_once_init_leave (&named, 1);
    }
  eg_application_add_actions (self);
  eg_application_add_resume_actions (self);
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

/* Recent Matches opens on a list read beforehand, once the first
 * window is drawn: nothing of it delays the first frame. */
static void
first_frame_painted (GdkFrameClock *clock,
                     EgApplication *self)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted, self);
  eg_saved_matches_refresh_async (self->saved_matches, NULL, NULL, NULL);
}

static void
read_saved_matches_later (EgApplication *self,
                          EgWindow      *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

  if (self->saved_matches_asked || clock == NULL || self->saved_matches == NULL)
    return;
  self->saved_matches_asked = TRUE;
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (first_frame_painted), self, 0);
}

/* The windows' icon, for an X11 window manager (GNOME Shell takes the
 * desktop file's): GTK renders it from the SVG when it is set, so it
 * is set once the first window has drawn its first frame, not before. */
static void
first_frame_drawn (GdkFrameClock *clock,
                   gpointer       data)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_drawn, data);
  gtk_window_set_default_icon_name (APPLICATION_ID);
}

/* The game window, made if there is none: without a match it opens on
 * the welcome page, or on the offer to resume an unfinished match. */
static EgWindow *
ensure_window (EgApplication *self)
{
  EgWindow *window = eg_application_get_window (self);
  GdkSurface *surface;

  if (window != NULL)
    return window;
  window = eg_window_new (GTK_APPLICATION (self), self->match);
  if (self->match == NULL)
    eg_application_show_first_page (self);
  gtk_window_present (GTK_WINDOW (window));
  read_saved_matches_later (self, window);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  if (gtk_window_get_default_icon_name () == NULL && surface != NULL)
    g_signal_connect (gdk_surface_get_frame_clock (surface), "after-paint", G_CALLBACK (first_frame_drawn), NULL);
  else
    gtk_window_set_default_icon_name (APPLICATION_ID);
  return window;
}

static void
eg_application_activate (GApplication *app)
{
  gtk_window_present (GTK_WINDOW (ensure_window (EG_APPLICATION (app))));
}

/* A log opens in replay mode (eg_window_open_file()): the live match is
 * left as it was, and an invalid log gets a dialog with the reader's
 * message. */
void
eg_application_open_file (EgApplication *self,
                          GFile         *file)
{
  EgWindow *window;

  g_return_if_fail (EG_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  /* a file named: shown at once; closing its replay shows the start page */
  window = ensure_window (self);
  gtk_window_present (GTK_WINDOW (window));
  eg_window_open_file (window, file);
}

static void
eg_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  EgApplication *self = EG_APPLICATION (app);

  /* One match at a time: the last file named wins. */
  if (n_files > 0)
    eg_application_open_file (self, files[n_files - 1]);
  else
    g_application_activate (app);
}

/* A launch while this instance quits would find the name taken, hand
 * its activation to this instance, whose main loop no longer runs, and
 * exit: no window, nothing said (200 launches, each right after Ctrl+Q
 * of the one before, lost most of them). Given up as soon as quitting
 * is decided, the name goes to the new launch. */
void
eg_application_release_name (EgApplication *self)
{
  GDBusConnection *bus = g_application_get_dbus_connection (G_APPLICATION (self));
  const char *id = g_application_get_application_id (G_APPLICATION (self));
  g_autoptr(GVariant) reply = NULL;

  if (bus == NULL || id == NULL || self->name_released ||
      (g_application_get_flags (G_APPLICATION (self)) & G_APPLICATION_NON_UNIQUE) != 0)
    return;
  self->name_released = TRUE;
  reply = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "ReleaseName",
                                       g_variant_new ("(s)", id), G_VARIANT_TYPE ("(u)"),
                                       G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL);
}

static void
eg_application_shutdown (GApplication *app)
{
  EgApplication *self = EG_APPLICATION (app);

  eg_application_release_name (self);

  g_clear_handle_id (&self->language_idle_id, g_source_remove);
  g_clear_object (&self->settings);
  /* no more reading of the folder once the game has quit */
  g_clear_object (&self->saved_matches);
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

  if (self->open_chooser != NULL)
    gtk_native_dialog_destroy (self->open_chooser);
  g_clear_object (&self->open_chooser);
  g_clear_object (&self->autosave);
  g_clear_object (&self->lesson);
  g_clear_object (&self->statistics);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);
  g_clear_pointer (&self->unfinished, eg_match_entry_free);
  g_clear_object (&self->saved_matches);
  g_clear_object (&self->settings);
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
close_approved (EgApplication *self,
                gpointer       data)
{
  self->close_approved = TRUE;
  gtk_window_close (GTK_WINDOW (data));
  self->close_approved = FALSE;
}

/* A game window that would lose the match is not closed without asking:
 * the application asks, and closes it once the person agreed. */
static gboolean
window_close_request (GtkWindow     *window,
                      EgApplication *self)
{
  if (self->close_approved || eg_application_may_leave (self))
    return FALSE;
  eg_application_leave_match (self, close_approved, g_object_ref (window), g_object_unref);
  return TRUE;
}

static void
window_added (EgApplication *self,
              GtkWindow     *window)
{
  if (EG_IS_WINDOW (window))
    g_signal_connect_object (window, "close-request", G_CALLBACK (window_close_request), self, 0);
}

static void
eg_application_init (EgApplication *self)
{
  g_signal_connect (self, "window-added", G_CALLBACK (window_added), NULL);
  self->match_signals = g_signal_group_new (EG_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "action-applied",
                                  G_CALLBACK (eg_application_update_actions), self);
  g_signal_group_connect_swapped (self->match_signals, "round-started",
                                  G_CALLBACK (eg_application_update_actions), self);
  g_signal_group_connect (self->match_signals, "undone", G_CALLBACK (match_undone), self);

  /* Translated here, so main() sets the locale first: GApplication looks
   * option texts up in the default domain, not ours. */
  g_application_add_main_option (G_APPLICATION (self), "language", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING,
                                 _("This run’s language: en, nl, fr or de"),
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

/**
 * eg_application_get_autosave_file:
 *
 * Returns: (transfer none) (nullable): the file the match is written to
 */
GFile *
eg_application_get_autosave_file (EgApplication *self)
{
  g_return_val_if_fail (EG_IS_APPLICATION (self), NULL);
  return self->autosave != NULL ? eg_autosave_get_file (self->autosave) : NULL;
}

/**
 * eg_application_get_saved_matches:
 *
 * Returns: (transfer none) (nullable): the saved matches of the autosave
 *   folder, kept current by the game's own saves, from the
 *   application's start-up to its shutdown
 */
EgSavedMatches *
eg_application_get_saved_matches (EgApplication *self)
{
  g_return_val_if_fail (EG_IS_APPLICATION (self), NULL);
  return self->saved_matches;
}

/* @file: the log @match was resumed from, to go on writing, or NULL */
void
eg_application_set_match_from (EgApplication *self,
                               EgMatch       *match,
                               GFile         *file)
{
  GList *windows;

  if (self->match == match)
    return;
  /* a computer named as by default, in this language, follows it */
  for (EgSide side = EG_SIDE_LEFT; match != NULL && side <= EG_SIDE_RIGHT; side++)
    {
      g_autofree char *name = eg_application_computer_default_name (match, side);

      if (name != NULL && g_strcmp0 (eg_player_get_name (eg_match_get_player (match, side)), name) == 0)
        eg_new_match_mark_default_name (eg_match_get_player (match, side));
    }
  g_set_object (&self->match, match);
  /* the offer ends with the first match shown (a saved one stays in
   * Recent Matches) */
  if (match != NULL)
    g_clear_pointer (&self->unfinished, eg_match_entry_free);

  /* every match played is written after each action, to resume or replay
   * (a lesson is not kept) */
  g_clear_object (&self->autosave);
  self->autosave_failed = FALSE;
  if (match != NULL && eg_knowledge_is_kept (match))
    {
      self->autosave = file != NULL ? eg_autosave_new_for_file (match, file) : eg_autosave_new (match, NULL);
      g_signal_connect_object (self->autosave, "save-failed", G_CALLBACK (autosave_failed), self, 0);
      g_signal_connect_object (self->autosave, "saved", G_CALLBACK (autosave_saved), self, 0);
    }
  g_signal_group_set_target (self->match_signals, match);
  if (self->statistics != NULL)
    eg_statistics_follow (self->statistics, match);

  for (windows = gtk_application_get_windows (GTK_APPLICATION (self)); windows != NULL; windows = windows->next)
    if (EG_IS_WINDOW (windows->data))
      eg_window_set_match (windows->data, match);

  eg_application_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

void
eg_application_set_match (EgApplication *self,
                          EgMatch       *match)
{
  g_return_if_fail (EG_IS_APPLICATION (self));
  g_return_if_fail (match == NULL || EG_IS_MATCH (match));

  eg_application_set_match_from (self, match, NULL);
}

typedef struct
{
  EgMatch *match;
  GFile   *file;
} Resume;

static void
resume_free (Resume *resume)
{
  g_object_unref (resume->match);
  g_object_unref (resume->file);
  g_free (resume);
}

static void
resume_now (EgApplication *self,
            gpointer       data)
{
  Resume *resume = data;

  eg_application_switch_match (self, resume->match, resume->file);
}

static void
resume_loaded (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  EgApplication *self = g_task_get_source_object (task);
  GFile *file = G_FILE (source);
  GError *error = NULL;
  EgMatch *match = eg_match_log_load_finish (result, &error);
  Resume *resume;

  if (match == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  eg_match_set_n_undos (match, eg_match_index_get_undos (file));

  resume = g_new0 (Resume, 1);
  resume->match = match;
  resume->file = g_object_ref (file);
  eg_application_leave_match (self, resume_now, resume, (GDestroyNotify) resume_free);
  g_task_return_boolean (task, TRUE);
}

/**
 * eg_application_resume_file_async:
 *
 * Loads the match saved in @file, in a worker so that no file can hold
 * up the interface, and plays it on in place of the match in progress
 * (after asking, if that one would be lost): it goes on being written to
 * @file. Cancelling @cancellable stops the loading, and the result is
 * then %G_IO_ERROR_CANCELLED even if the match was loaded (and resumed)
 * just before: the caller may be gone.
 */
void
eg_application_resume_file_async (EgApplication       *self,
                                  GFile               *file,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (EG_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, eg_application_resume_file_async);
  eg_match_log_load_async (file, cancellable, NULL, NULL, NULL, resume_loaded, task);
}

/**
 * eg_application_resume_file_finish:
 *
 * Returns: %TRUE if the match was loaded (it is resumed, or will be once
 *   the match in progress may be left), %FALSE with @error set if not or
 *   if cancelled (%G_IO_ERROR_CANCELLED)
 */
gboolean
eg_application_resume_file_finish (EgApplication  *self,
                                   GAsyncResult   *result,
                                   GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == eg_application_resume_file_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ---- the keeper of the live match, as the windows and dialogs ask it ---- */

static GFile *
keeper_get_log_file (EgMatchKeeper *keeper)
{
  return eg_application_get_autosave_file (EG_APPLICATION (keeper));
}

static EgSavedMatches *
keeper_get_saved_matches (EgMatchKeeper *keeper)
{
  return eg_application_get_saved_matches (EG_APPLICATION (keeper));
}

static void
keeper_replace_match (EgMatchKeeper *keeper,
                      EgMatch       *match)
{
  eg_application_replace_match (EG_APPLICATION (keeper), match);
}

static void
keeper_resume_file_async (EgMatchKeeper       *keeper,
                          GFile               *file,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  eg_application_resume_file_async (EG_APPLICATION (keeper), file, cancellable, callback, user_data);
}

static gboolean
keeper_resume_file_finish (EgMatchKeeper  *keeper,
                           GAsyncResult   *result,
                           GError        **error)
{
  return eg_application_resume_file_finish (EG_APPLICATION (keeper), result, error);
}

static void
eg_application_keeper_init (EgMatchKeeperInterface *iface)
{
  iface->get_log_file = keeper_get_log_file;
  iface->get_saved_matches = keeper_get_saved_matches;
  iface->replace_match = keeper_replace_match;
  iface->resume_file_async = keeper_resume_file_async;
  iface->resume_file_finish = keeper_resume_file_finish;
}
