/* eg-recent-matches.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-autosave.h"
#include "eg-recent-matches.h"
#include "eg-ui-utils.h"

struct _EgRecentMatches
{
  GtkWindow     parent_instance;

  GFile        *dir;
  GCancellable *cancellable;
  gboolean      loading;

  GtkStack     *stack;
  GtkLabel     *empty_label;
  GtkListBox   *list;
};

G_DEFINE_FINAL_TYPE (EgRecentMatches, eg_recent_matches, GTK_TYPE_WINDOW)

enum {
  FILE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
make_row (const EgSavedMatch *saved)
{
  g_autofree char *title = NULL;
  g_autofree char *when = NULL;
  g_autofree char *rounds = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *accessible = NULL;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title_label, *detail_label, *state_label;

  /* Translators: a saved match: %1$s and %3$s are names, %2$u–%4$u the score */
  title = g_strdup_printf (_("%1$s %2$u–%4$u %3$s"), saved->names[0], saved->scores[0],
                           saved->names[1], saved->scores[1]);
  when = saved->started != NULL ? g_date_time_format (saved->started, "%x %H:%M") : g_strdup (_("Date unknown"));
  rounds = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u round", "%u rounds", saved->n_rounds),
                            saved->n_rounds);
  /* Translators: the date a match was played, then its number of rounds */
  detail = g_strdup_printf (_("%1$s · %2$s"), when, rounds);

  title_label = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (title_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title_label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (title_label, "heading");
  detail_label = gtk_label_new (detail);
  gtk_label_set_xalign (GTK_LABEL (detail_label), 0);
  gtk_widget_add_css_class (detail_label, "dim-label");
  gtk_widget_add_css_class (detail_label, "caption");
  state_label = gtk_label_new (saved->finished ? _("Finished") : _("Unfinished"));
  gtk_widget_set_valign (state_label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (state_label, saved->finished ? "dim-label" : "accent");
  gtk_widget_add_css_class (state_label, "caption");

  gtk_box_append (GTK_BOX (text), title_label);
  gtk_box_append (GTK_BOX (text), detail_label);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (box), text);
  gtk_box_append (GTK_BOX (box), state_label);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);

  accessible = g_strdup_printf ("%s, %s, %s", title, detail,
                                saved->finished ? _("Finished") : _("Unfinished"));
  eg_ui_set_accessible (row, accessible, NULL);
  g_object_set_data_full (G_OBJECT (row), "eg-file", g_object_ref (saved->file), g_object_unref);
  return row;
}

static void
list_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *list = eg_saved_match_list (task_data, &error);

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

      gtk_label_set_label (self->empty_label, text);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  if (list->len == 0)
    {
      gtk_label_set_label (self->empty_label, _("No saved matches yet. Every match you play is saved here."));
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }

  for (guint i = 0; i < list->len; i++)
    gtk_list_box_append (self->list, make_row (g_ptr_array_index (list, i)));
  gtk_stack_set_visible_child_name (self->stack, "list");
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, 0)));
}

static void
row_activated_cb (EgRecentMatches *self,
                  GtkListBoxRow   *row)
{
  g_autoptr(GFile) file = g_object_ref (g_object_get_data (G_OBJECT (row), "eg-file"));

  g_object_ref (self);
  gtk_window_destroy (GTK_WINDOW (self));
  g_signal_emit (self, signals[FILE_CHOSEN], 0, file);
  g_object_unref (self);
}

static void
eg_recent_matches_dispose (GObject *object)
{
  EgRecentMatches *self = EG_RECENT_MATCHES (object);

  g_cancellable_cancel (self->cancellable);
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
   * @file: the match log picked
   */
  signals[FILE_CHOSEN] =
    g_signal_new ("file-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-recent-matches.ui");
  gtk_widget_class_bind_template_child (widget_class, EgRecentMatches, stack);
  gtk_widget_class_bind_template_child (widget_class, EgRecentMatches, empty_label);
  gtk_widget_class_bind_template_child (widget_class, EgRecentMatches, list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
eg_recent_matches_init (EgRecentMatches *self)
{
  self->cancellable = g_cancellable_new ();
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
