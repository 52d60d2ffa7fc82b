/* eg-recent-matches.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-application.h"
#include "eg-autosave.h"
#include "eg-match-index.h"
#include "eg-recent-matches.h"
#include "eg-ui-utils.h"

struct _EgRecentMatches
{
  AdwWindow        parent_instance;

  GFile           *dir;
  GCancellable    *cancellable;
  gboolean         loading;
  GPtrArray       *pending;     /* GFile deleted, while their toast shows */

  AdwToastOverlay *toasts;
  GtkStack        *stack;
  AdwStatusPage   *empty_page;
  GtkListBox      *list;
};

G_DEFINE_FINAL_TYPE (EgRecentMatches, eg_recent_matches, ADW_TYPE_WINDOW)

enum {
  FILE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/**
 * eg_recent_matches_format_date:
 * @local: a date and time in the local time zone
 *
 * Returns: (transfer full): @local as the interface's language writes it
 */
char *
eg_recent_matches_format_date (GDateTime *local)
{
  /* Translators: a date and time as your language writes them, in the
   * format of g_date_time_format(); use numbers for months (the system
   * may not know your language's month names), e.g. "%d.%m.%Y, %H:%M" */
  return g_date_time_format (local, _("%Y-%m-%d, %H:%M"));
}

static EgApplication *
get_application (EgRecentMatches *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GtkApplication *app = parent != NULL ? gtk_window_get_application (parent) : NULL;

  return EG_IS_APPLICATION (app) ? EG_APPLICATION (app) : NULL;
}

static gboolean
is_live (EgRecentMatches *self,
         GFile           *file)
{
  EgApplication *app = get_application (self);
  GFile *live = app != NULL ? eg_application_get_autosave_file (app) : NULL;

  return live != NULL && g_file_equal (live, file);
}

static char *
player_text (const EgMatchEntry *entry,
             EgSide              side)
{
  const char *name = *entry->names[side] != '\0' ? entry->names[side]
                                                 : side == EG_SIDE_LEFT ? _("Left") : _("Right");
  EgAiLevel level;

  if (entry->levels[side] == NULL)
    return g_strdup (name);
  if (eg_ai_level_from_string (entry->levels[side], &level))
    /* Translators: a computer player in the list of matches: its name, then its level */
    return g_strdup_printf (_("%1$s (%2$s)"), name, eg_ai_level_get_label (level));
  return g_strdup (name);
}

static void
chosen (EgRecentMatches *self,
        GFile           *file)
{
  g_object_ref (self);
  gtk_window_destroy (GTK_WINDOW (self));
  g_signal_emit (self, signals[FILE_CHOSEN], 0, file);
  g_object_unref (self);
}

static void
replay_clicked (GtkButton       *button,
                EgRecentMatches *self)
{
  g_autoptr(GFile) file = g_object_ref (g_object_get_data (G_OBJECT (button), "eg-file"));

  chosen (self, file);
}

static void
resume_clicked (GtkButton       *button,
                EgRecentMatches *self)
{
  g_autoptr(GFile) file = g_object_ref (g_object_get_data (G_OBJECT (button), "eg-file"));
  g_autoptr(EgApplication) app = g_object_ref (get_application (self));
  g_autoptr(GError) error = NULL;

  /* the match being played goes on as it is */
  if (!is_live (self, file) && !eg_application_resume_file (app, file, &error))
    {
      AdwToast *toast = adw_toast_new (error->message);

      adw_toast_overlay_add_toast (self->toasts, toast);
      return;
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
delete_file (GFile *file)
{
  g_autoptr(GError) error = NULL;

  if (!g_file_delete (file, NULL, &error) && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_warning ("Could not delete %s: %s", g_file_peek_path (file), error->message);
}

static void
toast_dismissed (AdwToast        *toast,
                 EgRecentMatches *self)
{
  GFile *file = g_object_get_data (G_OBJECT (toast), "eg-file");
  guint index;

  /* gone for good unless Undo took it back */
  if (self->pending != NULL && g_ptr_array_find (self->pending, file, &index))
    {
      delete_file (file);
      g_ptr_array_remove_index (self->pending, index);
    }
}

/* recent.undo-delete (s): the Undo of a toast, with the file's path */
static void
undo_delete_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  EgRecentMatches *self = EG_RECENT_MATCHES (widget);
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (parameter, NULL));

  for (guint i = 0; i < self->pending->len; i++)
    if (g_file_equal (g_ptr_array_index (self->pending, i), file))
      {
        g_ptr_array_remove_index (self->pending, i);
        break;
      }
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GFile *shown = g_object_get_data (G_OBJECT (row), "eg-file");

      if (shown != NULL && g_file_equal (shown, file))
        gtk_widget_set_visible (row, TRUE);
    }
  gtk_stack_set_visible_child_name (self->stack, "list");
}

static gboolean
any_row_visible (EgRecentMatches *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row))
      return TRUE;
  return FALSE;
}

static void
show_empty (EgRecentMatches *self,
            const char      *description)
{
  adw_status_page_set_description (self->empty_page, description);
  gtk_stack_set_visible_child_name (self->stack, "empty");
}

static void
delete_clicked (GtkButton       *button,
                EgRecentMatches *self)
{
  /* a copy of its own: a deletion undone and made again is a new one */
  GFile *file = g_file_dup (g_object_get_data (G_OBJECT (button), "eg-file"));
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);
  AdwToast *toast = adw_toast_new (_("Match deleted"));

  /* hidden now, deleted when the toast goes without Undo */
  gtk_widget_set_visible (row, FALSE);
  g_ptr_array_add (self->pending, file);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "recent.undo-delete");
  adw_toast_set_action_target_value (toast, g_variant_new_string (g_file_peek_path (file)));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_object_set_data_full (G_OBJECT (toast), "eg-file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed), self, 0);
  adw_toast_overlay_add_toast (self->toasts, toast);

  if (!any_row_visible (self))
    show_empty (self, _("Every match you play is saved here."));
}

static GtkWidget *
make_button (EgRecentMatches *self,
             GFile           *file,
             const char      *label,
             const char      *icon,
             GCallback        callback)
{
  GtkWidget *button = icon != NULL ? gtk_button_new_from_icon_name (icon) : gtk_button_new_with_mnemonic (label);

  if (icon != NULL)
    {
      gtk_widget_set_tooltip_text (button, label);
      gtk_widget_add_css_class (button, "flat");
    }
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (button), "eg-file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (button, "clicked", callback, self, 0);
  return button;
}

static GtkWidget *
make_row (EgRecentMatches    *self,
          const EgMatchEntry *entry)
{
  g_autofree char *left = player_text (entry, EG_SIDE_LEFT);
  g_autofree char *right = player_text (entry, EG_SIDE_RIGHT);
  g_autofree char *title = NULL;
  g_autofree char *when = NULL;
  g_autofree char *rounds = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *accessible = NULL;
  const char *variant = entry->variant == EG_VARIANT_CLASSIC ? _("Classic rules") : _("Advanced rules");
  const char *state = entry->finished ? _("Finished") : _("Unfinished");
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *state_label;

  /* Translators: a saved match: %1$s and %3$s are players, %2$u–%4$u the score */
  title = g_strdup_printf (_("%1$s %2$u–%4$u %3$s"), left, entry->scores[0], right, entry->scores[1]);
  if (entry->started != NULL)
    {
      g_autoptr(GDateTime) local = g_date_time_to_local (entry->started);

      when = eg_recent_matches_format_date (local);
    }
  else
    when = g_strdup (_("Date unknown"));
  rounds = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u round", "%u rounds", entry->n_rounds),
                            entry->n_rounds);
  if (entry->n_undos > 0)
    {
      g_autofree char *undos = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move taken back",
                                                             "%u moves taken back", entry->n_undos),
                                                entry->n_undos);

      /* Translators: date · rules · rounds · undos of a saved match */
      detail = g_strdup_printf (_("%1$s · %2$s · %3$s · %4$s"), when, variant, rounds, undos);
    }
  else
    /* Translators: date · rules · rounds of a saved match */
    detail = g_strdup_printf (_("%1$s · %2$s · %3$s"), when, variant, rounds);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), detail);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);

  state_label = gtk_label_new (state);
  gtk_widget_set_valign (state_label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (state_label, entry->finished ? "dim-label" : "accent");
  gtk_widget_add_css_class (state_label, "caption");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), state_label);

  if (!entry->finished && get_application (self) != NULL)
    {
      GtkWidget *resume = make_button (self, entry->file, _("_Resume"), NULL, G_CALLBACK (resume_clicked));

      gtk_widget_add_css_class (resume, "suggested-action");
      gtk_widget_set_name (resume, "resume");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), resume);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             make_button (self, entry->file, _("Replay"), "media-playback-start-symbolic",
                                          G_CALLBACK (replay_clicked)));
  /* the match being played cannot be deleted under the player */
  if (!is_live (self, entry->file))
    {
      GtkWidget *delete = make_button (self, entry->file, _("Delete"), "user-trash-symbolic",
                                       G_CALLBACK (delete_clicked));

      gtk_widget_set_name (delete, "delete");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), delete);
    }
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  accessible = g_strdup_printf ("%s, %s, %s", title, detail, state);
  eg_ui_set_accessible (row, accessible, NULL);
  g_object_set_data_full (G_OBJECT (row), "eg-file", g_object_ref (entry->file), g_object_unref);
  return row;
}

static void
list_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *list = eg_match_index_list (task_data, &error);

  if (list == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, list, (GDestroyNotify) g_ptr_array_unref);
}

static void
list_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  EgRecentMatches *self = EG_RECENT_MATCHES (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_cancellable_is_cancelled (self->cancellable))
    return;
  self->loading = FALSE;

  if (list == NULL)
    {
      /* Translators: %s says why the saved matches could not be read */
      g_autofree char *text = g_strdup_printf (_("The saved matches cannot be read: %s"), error->message);

      show_empty (self, text);
      return;
    }
  if (list->len == 0)
    {
      show_empty (self, _("Every match you play is saved here."));
      return;
    }

  for (guint i = 0; i < list->len; i++)
    gtk_list_box_append (self->list, make_row (self, g_ptr_array_index (list, i)));
  gtk_stack_set_visible_child_name (self->stack, "list");
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, 0)));
}

static void
row_activated_cb (EgRecentMatches *self,
                  GtkListBoxRow   *row)
{
  g_autoptr(GFile) file = g_object_ref (g_object_get_data (G_OBJECT (row), "eg-file"));

  chosen (self, file);
}

static void
eg_recent_matches_dispose (GObject *object)
{
  EgRecentMatches *self = EG_RECENT_MATCHES (object);

  g_cancellable_cancel (self->cancellable);
  /* the window closes with toasts still up: their deletions stand */
  if (self->pending != NULL)
    {
      for (guint i = 0; i < self->pending->len; i++)
        delete_file (g_ptr_array_index (self->pending, i));
      g_clear_pointer (&self->pending, g_ptr_array_unref);
    }
  G_OBJECT_CLASS (eg_recent_matches_parent_class)->dispose (object);
}

static void
eg_recent_matches_finalize (GObject *object)
{
  EgRecentMatches *self = EG_RECENT_MATCHES (object);

  g_clear_object (&self->cancellable);
  g_clear_object (&self->dir);
  G_OBJECT_CLASS (eg_recent_matches_parent_class)->finalize (object);
}

static void
eg_recent_matches_class_init (EgRecentMatchesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_recent_matches_dispose;
  object_class->finalize = eg_recent_matches_finalize;

  /**
   * EgRecentMatches::file-chosen:
   * @file: the match log picked, to replay
   */
  signals[FILE_CHOSEN] =
    g_signal_new ("file-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-recent-matches.ui");
  gtk_widget_class_bind_template_child (widget_class, EgRecentMatches, toasts);
  gtk_widget_class_bind_template_child (widget_class, EgRecentMatches, stack);
  gtk_widget_class_bind_template_child (widget_class, EgRecentMatches, empty_page);
  gtk_widget_class_bind_template_child (widget_class, EgRecentMatches, list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_install_action (widget_class, "recent.undo-delete", "s", undo_delete_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
eg_recent_matches_init (EgRecentMatches *self)
{
  self->cancellable = g_cancellable_new ();
  self->pending = g_ptr_array_new_with_free_func (g_object_unref);
  gtk_widget_init_template (GTK_WIDGET (self));
  eg_ui_set_accessible (GTK_WIDGET (self->list), _("Recent matches"), NULL);
}

EgRecentMatches *
eg_recent_matches_new (GtkWindow *parent,
                       GFile     *dir)
{
  EgRecentMatches *self;
  g_autoptr(GTask) task = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (dir == NULL || G_IS_FILE (dir), NULL);

  self = g_object_new (EG_TYPE_RECENT_MATCHES, "transient-for", parent, NULL);
  self->dir = dir != NULL ? g_object_ref (dir) : eg_autosave_default_dir ();
  self->loading = TRUE;
  gtk_stack_set_visible_child_name (self->stack, "loading");

  task = g_task_new (self, self->cancellable, list_done, NULL);
  g_task_set_source_tag (task, eg_recent_matches_new);
  g_task_set_task_data (task, g_object_ref (self->dir), g_object_unref);
  g_task_run_in_thread (task, list_thread);
  return self;
}

gboolean
eg_recent_matches_is_loading (EgRecentMatches *self)
{
  g_return_val_if_fail (EG_IS_RECENT_MATCHES (self), FALSE);
  return self->loading;
}

/**
 * eg_recent_matches_get_row:
 *
 * Returns: (transfer none) (nullable): the row of the @index-th newest match
 */
GtkListBoxRow *
eg_recent_matches_get_row (EgRecentMatches *self,
                           guint            index)
{
  g_return_val_if_fail (EG_IS_RECENT_MATCHES (self), NULL);
  return gtk_list_box_get_row_at_index (self->list, index);
}
