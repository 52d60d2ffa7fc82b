/* eg-recent-matches.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-autosave.h"
#include "eg-match-index.h"
#include "eg-match-keeper.h"
#include "eg-describe-matches.h"
#include "eg-describe.h"
#include "eg-recent-matches.h"
#include "eg-shown-text.h"
#include "eg-ui-utils.h"

/* One saved match in the list model. */
#define EG_TYPE_RECENT_ITEM (eg_recent_item_get_type ())
G_DECLARE_FINAL_TYPE (EgRecentItem, eg_recent_item, EG, RECENT_ITEM, GObject)

struct _EgRecentItem
{
  GObject             parent_instance;
  GPtrArray          *list;      /* the saved matches' list it is from */
  const EgMatchEntry *entry;     /* in @list, which never changes */
  char               *origin;    /* a fork: where from, shown under its origin */
  gboolean            nested;    /* right after its origin in the list */
};

G_DEFINE_FINAL_TYPE (EgRecentItem, eg_recent_item, G_TYPE_OBJECT)

static void
eg_recent_item_finalize (GObject *object)
{
  g_clear_pointer (&EG_RECENT_ITEM (object)->list, g_ptr_array_unref);
  g_clear_pointer (&EG_RECENT_ITEM (object)->origin, g_free);
  G_OBJECT_CLASS (eg_recent_item_parent_class)->finalize (object);
}

static void
eg_recent_item_class_init (EgRecentItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = eg_recent_item_finalize;
}

static void
eg_recent_item_init (EgRecentItem *self)
{
}

struct _EgRecentMatches
{
  AdwWindow        parent_instance;

  EgSavedMatches  *matches;     /* the application's, read beforehand */
  GCancellable    *cancellable;
  gboolean         resuming;    /* a match is being read to resume it */
  GListStore      *store;       /* EgRecentItem, newest first */
  GtkSliceListModel *shown;     /* the newest of them, more as one scrolls */
  GPtrArray       *pending;     /* EgRecentItem deleted, while their toast shows */
  gint64           deleted_us;  /* monotonic time of the last Delete */

  AdwToastOverlay *toasts;
  GtkStack        *stack;
  AdwStatusPage   *empty_page;
  GtkScrolledWindow *scroller;
  GtkListView     *list;
  GtkSizeGroup    *state_column;  /* "Finished" and "Unfinished" as wide */
  GtkSpinner      *spinner;
  guint            spinner_id;    /* the spinner's delay */
};

/* The spinner turns only when the list takes this long: drawn from the
 * start it asked for a frame 60 times a second while the list was read,
 * on the two cores the reading thread needs. */
#define SPINNER_DELAY_MS 500

/* Rows shown at first, and added each time the end comes in sight: GTK
 * 4.8's list view makes a row for up to 200 items, which with hundreds of
 * saved matches would slow the opening. */
#define SLICE_STEP 20
/* … and at first, about what the dialog shows at its default height
 * (rows are about 60 px tall): each row made costs measuring and
 * drawing. A taller window asks for more as soon as it is laid out. */
#define SLICE_FIRST 10

G_DEFINE_FINAL_TYPE (EgRecentMatches, eg_recent_matches, ADW_TYPE_WINDOW)

enum {
  FILE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The keeper of the live match: the application of the window the list
 * belongs to, if any. */
static EgMatchKeeper *
get_keeper (EgRecentMatches *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  return parent != NULL ? eg_match_keeper_of (gtk_window_get_application (parent)) : NULL;
}

static gboolean
is_live (EgRecentMatches *self,
         GFile           *file)
{
  EgMatchKeeper *keeper = get_keeper (self);
  GFile *live = keeper != NULL ? eg_match_keeper_get_log_file (keeper) : NULL;

  return live != NULL && g_file_equal (live, file);
}

/* The match being played: its row says so, and offers neither Resume
 * (it is on the table) nor Delete. */
static gboolean
is_live_entry (EgRecentMatches    *self,
               const EgMatchEntry *entry)
{
  return is_live (self, entry->file);
}

static char *
player_text (const EgMatchEntry *entry,
             EgSide              side)
{
  /* a name from a file, its control characters escaped */
  g_autofree char *name = *entry->names[side] != '\0'
                          ? eg_shown_text (entry->names[side])
                          : g_strdup (side == EG_SIDE_LEFT ? _("Left") : _("Right"));
  EgAiLevel level;

  if (entry->levels[side] == NULL)
    return g_steal_pointer (&name);
  if (eg_ai_level_from_string (entry->levels[side], &level))
    /* Translators: a computer player in the list of matches: its name, then its level */
    return g_strdup_printf (_("%1$s (%2$s)"), name, eg_ai_level_get_label (level));
  return g_steal_pointer (&name);
}

static char *
title_text (const EgMatchEntry *entry)
{
  g_autofree char *left = player_text (entry, EG_SIDE_LEFT);
  g_autofree char *right = player_text (entry, EG_SIDE_RIGHT);

  /* Translators: a saved match: %1$s and %3$s are players, %2$u–%4$u the score */
  return g_strdup_printf (_("%1$s %2$u–%4$u %3$s"), left, entry->scores[0], right, entry->scores[1]);
}

/* @text with no-break spaces: a part of the detail line wraps whole
 * ("7 Runden", not "7" at one line's end and "Runden" at the next). */
static char *
unbroken (const char *text,
          gboolean    keep_together)
{
  g_autoptr(GString) glued = g_string_new (text);

  if (keep_together)
    g_string_replace (glued, " ", "\xc2\xa0", 0);
  return g_string_free (g_steal_pointer (&glued), FALSE);
}

/* Date · rules · rounds (· undos); @keep_together: each part on one
 * line, for the row's label (the tooltip and the accessible name keep
 * plain spaces). */
static char *
detail_text (const EgMatchEntry *entry,
             gboolean            keep_together)
{
  g_autofree char *variant = unbroken (entry->variant == EG_VARIANT_CLASSIC ? _("Classic rules") : _("Advanced rules"),
                                       keep_together);
  g_autofree char *when = NULL;
  g_autofree char *counted = NULL;
  g_autofree char *rounds = NULL;
  g_autofree char *joined = NULL;
  g_autoptr(GString) detail = NULL;

  if (entry->started != NULL)
    {
      g_autoptr(GDateTime) local = g_date_time_to_local (entry->started);
      g_autofree char *date = eg_describe_date (local);

      when = unbroken (date, keep_together);
    }
  else
    when = unbroken (_("Date unknown"), keep_together);
  counted = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u round", "%u rounds", entry->n_rounds),
                             entry->n_rounds);
  rounds = unbroken (counted, keep_together);
  if (entry->n_undos > 0)
    {
      g_autofree char *undos = NULL;

      g_free (counted);
      counted = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move taken back", "%u moves taken back",
                                              entry->n_undos),
                                 entry->n_undos);
      undos = unbroken (counted, keep_together);
      /* Translators: date · rules · rounds · undos of a saved match */
      joined = g_strdup_printf (_("%1$s · %2$s · %3$s · %4$s"), when, variant, rounds, undos);
    }
  else
    /* Translators: date · rules · rounds of a saved match */
    joined = g_strdup_printf (_("%1$s · %2$s · %3$s"), when, variant, rounds);
  /* a line may end with a dot, never begin with one */
  detail = g_string_new (joined);
  if (keep_together)
    g_string_replace (detail, " · ", "\xc2\xa0· ", 0);
  return g_string_free (g_steal_pointer (&detail), FALSE);
}

/* The detail line, under "Practice from …" for a fork. */
static char *
item_detail (EgRecentItem *item,
             gboolean      keep_together)
{
  g_autofree char *detail = detail_text (item->entry, keep_together);

  if (item->origin == NULL)
    return g_steal_pointer (&detail);
  return g_strconcat (item->origin, "\n", detail, NULL);
}

/* A fork says where it came from: its origin's title when that is
 * listed too (@origin; the fork then sits right under it, indented). */
static void
describe_origin (EgRecentItem       *item,
                 const EgMatchEntry *origin)
{
  const EgMatchEntry *entry = item->entry;
  g_autofree char *origin_title = NULL;

  if (!entry->is_fork)
    return;
  if (origin != NULL)
    origin_title = title_text (origin);
  item->nested = origin != NULL;
  item->origin = eg_describe_fork_origin (origin_title, entry->fork_round, entry->fork_action);
}

/* The item of @path in the list, or -1. */
static int
find_item (GListModel *model,
           const char *path)
{
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(EgRecentItem) item = g_list_model_get_item (model, i);

      if (g_strcmp0 (g_file_peek_path (item->entry->file), path) == 0)
        return i;
    }
  return -1;
}

static void
show_empty (EgRecentMatches *self,
            const char      *description)
{
  adw_status_page_set_description (self->empty_page, description);
  gtk_stack_set_visible_child_name (self->stack, "empty");
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

/* recent.replay (s): the file's path */
static void
replay_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (parameter, NULL));

  chosen (EG_RECENT_MATCHES (widget), file);
}

static void
resumed (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  EgRecentMatches *self = user_data;
  g_autoptr(GError) error = NULL;

  if (eg_match_keeper_resume_file_finish (EG_MATCH_KEEPER (source), result, &error))
    gtk_window_destroy (GTK_WINDOW (self));
  /* the window closed meanwhile: @self may be gone, it is not touched */
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      self->resuming = FALSE;
      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (error->message));
    }
}

/* recent.resume (s): the match goes on, in its own log, once read */
static void
resume_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  EgRecentMatches *self = EG_RECENT_MATCHES (widget);
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (parameter, NULL));
  EgMatchKeeper *keeper = get_keeper (self);

  if (keeper == NULL || self->resuming)
    return;
  /* the match being played goes on as it is */
  if (is_live (self, file))
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  self->resuming = TRUE;
  /* no reference: the window's dispose cancels the resume */
  eg_match_keeper_resume_file_async (keeper, file, self->cancellable, resumed, self);
}

/* ---- Delete, and its Undo ----
 *
 * A deleted match's log is moved aside at once (a hidden name beside it,
 * which no list reads) and deleted only once its toast has gone without
 * Undo; Undo moves it back. Nothing is lost while Undo is offered,
 * whatever the order in which the toast's button goes and its action
 * runs: the deletion waits for the main loop to come round. */

/* Where @item's log waits while Undo is offered: ".NAME.deleted". */
static GFile *
aside_file (EgRecentItem *item)
{
  g_autoptr(GFile) dir = g_file_get_parent (item->entry->file);
  g_autofree char *name = g_file_get_basename (item->entry->file);
  g_autofree char *hidden = g_strdup_printf (".%s.deleted", name);

  return g_file_get_child (dir, hidden);
}

/* FALSE (the log left where it is, deleted at the end all the same)
 * when it cannot be moved. */
static gboolean
move_aside (EgRecentMatches *self,
            EgRecentItem    *item)
{
  g_autoptr(GFile) aside = aside_file (item);
  g_autoptr(GError) error = NULL;

  if (!g_file_move (item->entry->file, aside, G_FILE_COPY_OVERWRITE | G_FILE_COPY_NOFOLLOW_SYMLINKS,
                    NULL, NULL, NULL, &error))
    {
      g_warning ("Could not move %s aside: %s", g_file_peek_path (item->entry->file), error->message);
      return FALSE;
    }
  g_object_set_data (G_OBJECT (item), "eg-aside", GINT_TO_POINTER (TRUE));
  eg_saved_matches_file_changed (self->matches, item->entry->file);
  return TRUE;
}

static void
move_back (EgRecentMatches *self,
           EgRecentItem    *item)
{
  g_autoptr(GFile) aside = aside_file (item);
  g_autoptr(GError) error = NULL;

  if (!g_object_get_data (G_OBJECT (item), "eg-aside"))
    return;
  if (!g_file_move (aside, item->entry->file, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL, &error))
    g_warning ("Could not move %s back: %s", g_file_peek_path (aside), error->message);
  g_object_set_data (G_OBJECT (item), "eg-aside", NULL);
  eg_saved_matches_file_changed (self->matches, item->entry->file);
}

static void
delete_file (EgRecentMatches *self,
             EgRecentItem    *item)
{
  g_autoptr(GFile) file = g_object_get_data (G_OBJECT (item), "eg-aside") ? aside_file (item)
                                                                          : g_object_ref (item->entry->file);
  g_autoptr(GError) error = NULL;

  if (!g_file_delete (file, NULL, &error) && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_warning ("Could not delete %s: %s", g_file_peek_path (file), error->message);
  eg_saved_matches_file_changed (self->matches, item->entry->file);
}

typedef struct
{
  EgRecentMatches *self;
  EgRecentItem    *item;
} Dismissal;

static void
dismissal_free (Dismissal *dismissal)
{
  g_object_unref (dismissal->self);
  g_object_unref (dismissal->item);
  g_free (dismissal);
}

/* gone for good unless Undo took it back meanwhile */
static gboolean
dismissal_done (gpointer data)
{
  Dismissal *dismissal = data;
  EgRecentMatches *self = dismissal->self;
  guint index;

  if (self->pending != NULL && g_ptr_array_find (self->pending, dismissal->item, &index))
    {
      delete_file (self, dismissal->item);
      g_ptr_array_remove_index (self->pending, index);
    }
  return G_SOURCE_REMOVE;
}

static void
toast_dismissed (AdwToast        *toast,
                 EgRecentMatches *self)
{
  Dismissal *dismissal = g_new0 (Dismissal, 1);

  dismissal->self = g_object_ref (self);
  dismissal->item = g_object_ref (g_object_get_data (G_OBJECT (toast), "eg-item"));
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, dismissal_done, dismissal, (GDestroyNotify) dismissal_free);
}

/* recent.undo-delete (s): the Undo of a toast */
static void
undo_delete_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  EgRecentMatches *self = EG_RECENT_MATCHES (widget);
  const char *path = g_variant_get_string (parameter, NULL);

  for (guint i = 0; i < self->pending->len; i++)
    {
      EgRecentItem *item = g_ptr_array_index (self->pending, i);

      if (g_strcmp0 (g_file_peek_path (item->entry->file), path) == 0)
        {
          /* back where it was: beside its forks or its origin */
          guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (item), "eg-position"));

          move_back (self, item);
          g_list_store_insert (self->store, MIN (position, g_list_model_get_n_items (G_LIST_MODEL (self->store))),
                               item);
          g_ptr_array_remove_index (self->pending, i);
          gtk_stack_set_visible_child_name (self->stack, "list");
          return;
        }
    }
}

/* A second Delete this soon after one is refused: the rows below the one
 * deleted have moved up, and the pointer that clicked Delete is now over
 * the next one's (a double click would delete two matches). */
#define DELETE_GUARD_US (700 * G_TIME_SPAN_MILLISECOND)

/* recent.delete (s): out of the list now, moved aside on the disk, off
 * it when the toast goes without Undo */
static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  EgRecentMatches *self = EG_RECENT_MATCHES (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  int position = find_item (G_LIST_MODEL (self->store), path);
  EgRecentItem *item;
  AdwToast *toast;

  if (position < 0 || g_get_monotonic_time () - self->deleted_us < DELETE_GUARD_US)
    return;
  item = g_list_model_get_item (G_LIST_MODEL (self->store), position);
  if (is_live (self, item->entry->file))
    {
      g_object_unref (item);
      return;
    }
  self->deleted_us = g_get_monotonic_time ();
  move_aside (self, item);
  g_list_store_remove (self->store, position);
  g_object_set_data (G_OBJECT (item), "eg-position", GUINT_TO_POINTER (position));
  g_ptr_array_add (self->pending, item);

  toast = adw_toast_new (_("Match deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "recent.undo-delete");
  adw_toast_set_action_target_value (toast, g_variant_new_string (path));
  /* queued behind an earlier one, not in its place: that one's Undo
   * stays offered for its whole time */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_NORMAL);
  g_object_set_data_full (G_OBJECT (toast), "eg-item", g_object_ref (item), g_object_unref);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed), self, 0);
  adw_toast_overlay_add_toast (self->toasts, toast);

  if (g_list_model_get_n_items (G_LIST_MODEL (self->store)) == 0)
    show_empty (self, _("Every match you play is saved here."));
}

/* ---- the rows, made for the visible part of the list only ---- */

static GtkWidget *
row_button (const char *action,
            const char *label,
            const char *icon)
{
  GtkWidget *button = icon != NULL ? gtk_button_new_from_icon_name (icon) : gtk_button_new_with_mnemonic (label);

  if (icon != NULL)
    {
      gtk_widget_set_tooltip_text (button, label);
      gtk_widget_add_css_class (button, "flat");
    }
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  /* named at the first bind, once it has a target of the right type */
  g_object_set_data (G_OBJECT (button), "eg-action", (gpointer) action);
  return button;
}

/* A button a row does not offer keeps its place, unseen and out of
 * reach of the pointer, the keyboard and a screen reader, so that every
 * row has the same columns (a hidden one would shift the others). */
static void
set_offered (GtkWidget *button,
             gboolean   offered)
{
  gtk_widget_set_opacity (button, offered ? 1.0 : 0.0);
  gtk_widget_set_sensitive (button, offered);
  gtk_widget_set_can_target (button, offered);
  gtk_widget_set_focusable (button, offered);
  gtk_accessible_update_state (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_STATE_HIDDEN, !offered, -1);
}

/* A row: the title over the detail; then one column that holds either
 * Resume, for a match to go on with, or the match's state as a tag
 * (finished, or the one on the table); then Replay and Delete. Every
 * column as wide in every row. */
static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *list_item,
           EgRecentMatches          *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *detail = gtk_label_new (NULL);
  GtkWidget *state = gtk_label_new (NULL);
  GtkWidget *resume = row_button ("recent.resume", _("_Resume"), NULL);

  /* The title on one line, cut short (the tooltip and the accessible
   * name have it all): wrapped labels in hundreds of rows made the list
   * lay its text out again and again for every width tried, 60 % of the
   * time to the first frame. The detail wraps all the same: cut, it lost
   * what it is there for at 800 pixels ("Regeln für Fortgeschrittene ·
   * 1 …", "Übung ab … Runde 1…"), and only the rows in sight are laid
   * out. */
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (detail), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_widget_add_css_class (detail, "caption");
  /* a tag, not a link: plain text on a pill */
  gtk_widget_set_valign (state, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (state, "caption");
  gtk_widget_add_css_class (state, "recent-state");
  gtk_size_group_add_widget (self->state_column, state);
  gtk_size_group_add_widget (self->state_column, resume);
  gtk_widget_add_css_class (resume, "suggested-action");

  gtk_box_append (GTK_BOX (text), title);
  gtk_box_append (GTK_BOX (text), detail);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), text);
  gtk_box_append (GTK_BOX (box), state);
  gtk_box_append (GTK_BOX (box), resume);
  gtk_box_append (GTK_BOX (box), row_button ("recent.replay", C_("recent matches button", "Replay"), "media-playback-start-symbolic"));
  gtk_box_append (GTK_BOX (box), row_button ("recent.delete", _("Delete"), "user-trash-symbolic"));
  gtk_widget_add_css_class (box, "recent-row");
  gtk_list_item_set_child (list_item, box);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item,
          EgRecentMatches          *self)
{
  EgRecentItem *item = gtk_list_item_get_item (list_item);
  const EgMatchEntry *entry = item->entry;
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *text = gtk_widget_get_first_child (box);
  GtkWidget *state = gtk_widget_get_next_sibling (text);
  GtkWidget *resume = gtk_widget_get_next_sibling (state);
  GtkWidget *replay = gtk_widget_get_next_sibling (resume);
  GtkWidget *delete = gtk_widget_get_next_sibling (replay);
  GVariant *target = g_variant_ref_sink (g_variant_new_string (g_file_peek_path (entry->file)));
  g_autofree char *title = title_text (entry);
  g_autofree char *detail = item_detail (item, FALSE);
  g_autofree char *shown_detail = item_detail (item, TRUE);
  g_autofree char *accessible = NULL;
  g_autofree char *tooltip = NULL;
  gboolean live = is_live_entry (self, entry);
  /* Translators: the state of the match on the table, in Recent Matches */
  const char *state_text = live ? _("Current match") : entry->finished ? _("Finished") : _("Unfinished");
  /* the match being played is on the table already */
  gboolean resumable = !entry->finished && !live && get_keeper (self) != NULL;

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (text)), title);
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (text)), shown_detail);
  gtk_label_set_label (GTK_LABEL (state), state_text);
  gtk_widget_set_margin_start (box, item->nested ? 36 : 0);
  if (entry->finished)
    gtk_widget_remove_css_class (state, "unfinished");
  else
    gtk_widget_add_css_class (state, "unfinished");
  for (GtkWidget *button = resume; button != NULL; button = gtk_widget_get_next_sibling (button))
    {
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), g_object_get_data (G_OBJECT (button), "eg-action"));
    }
  /* Resume says the match is unfinished: it stands in the tag's place */
  gtk_widget_set_visible (resume, resumable);
  gtk_widget_set_visible (state, !resumable);
  /* the match being played cannot be deleted under the player */
  set_offered (delete, !live);
  g_variant_unref (target);

  accessible = g_strdup_printf ("%s, %s, %s", title, detail, state_text);
  eg_ui_set_accessible (box, accessible, NULL);
  tooltip = g_strconcat (title, "\n", detail, NULL);
  gtk_widget_set_tooltip_text (text, tooltip);
}

static gboolean
start_spinner (gpointer data)
{
  EgRecentMatches *self = data;

  self->spinner_id = 0;
  gtk_spinner_start (self->spinner);
  return G_SOURCE_REMOVE;
}

/* The list as the saved matches are now: the rows are made for the
 * visible part only, each bound as it comes in sight. */
static void
show_list (EgRecentMatches *self,
           GPtrArray       *list)
{
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GPtrArray) origins = NULL;

  g_clear_handle_id (&self->spinner_id, g_source_remove);
  gtk_spinner_stop (self->spinner);
  if (list->len == 0)
    {
      show_empty (self, _("Every match you play is saved here."));
      return;
    }

  items = g_ptr_array_new_full (list->len, g_object_unref);
  origins = eg_match_index_find_origins (list);
  for (guint i = 0; i < list->len; i++)
    {
      EgRecentItem *item = g_object_new (EG_TYPE_RECENT_ITEM, NULL);

      item->list = g_ptr_array_ref (list);
      item->entry = g_ptr_array_index (list, i);
      describe_origin (item, g_ptr_array_index (origins, i));
      g_ptr_array_add (items, item);
    }
  g_list_store_splice (self->store, 0, 0, items->pdata, items->len);
  gtk_stack_set_visible_child_name (self->stack, "list");
  gtk_widget_grab_focus (GTK_WIDGET (self->list));
}

static void
list_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  EgRecentMatches *self = user_data;
  g_autoptr(GError) error = NULL;

  /* cancelled when the window goes: @self is not touched then */
  if (!eg_saved_matches_refresh_finish (EG_SAVED_MATCHES (source), result, &error))
    {
      g_autofree char *text = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      g_clear_handle_id (&self->spinner_id, g_source_remove);
      gtk_spinner_stop (self->spinner);
      /* Translators: %s says why the saved matches could not be read */
      text = g_strdup_printf (_("The saved matches cannot be read: %s"), error->message);
      show_empty (self, text);
      return;
    }
  show_list (self, eg_saved_matches_get_list (EG_SAVED_MATCHES (source)));
}

static void
scrolled (GtkAdjustment   *adjustment,
          EgRecentMatches *self)
{
  double end = gtk_adjustment_get_upper (adjustment) - 2 * gtk_adjustment_get_page_size (adjustment);
  guint size = gtk_slice_list_model_get_size (self->shown);

  if (gtk_adjustment_get_value (adjustment) >= end &&
      size < g_list_model_get_n_items (G_LIST_MODEL (self->store)))
    gtk_slice_list_model_set_size (self->shown, size + SLICE_STEP);
}

/* Laid out: rows that do not fill the window get more. */
static void
resized (GtkAdjustment   *adjustment,
         EgRecentMatches *self)
{
  guint size = gtk_slice_list_model_get_size (self->shown);

  if (gtk_adjustment_get_page_size (adjustment) > 0 &&
      gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment) >=
      gtk_adjustment_get_upper (adjustment) &&
      size < g_list_model_get_n_items (G_LIST_MODEL (self->store)))
    gtk_slice_list_model_set_size (self->shown, size + SLICE_STEP);
}

/* Return (or a double click) on a row: replay it */
static void
list_activated_cb (EgRecentMatches *self,
                   guint            position)
{
  g_autoptr(EgRecentItem) item = g_list_model_get_item (G_LIST_MODEL (self->shown), position);
  g_autoptr(GFile) file = g_object_ref (item->entry->file);

  chosen (self, file);
}

static void
eg_recent_matches_dispose (GObject *object)
{
  EgRecentMatches *self = EG_RECENT_MATCHES (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->spinner_id, g_source_remove);
  /* the window closes with toasts still up: their deletions stand */
  if (self->pending != NULL)
    {
      for (guint i = 0; i < self->pending->len; i++)
        delete_file (self, g_ptr_array_index (self->pending, i));
      g_clear_pointer (&self->pending, g_ptr_array_unref);
    }
  g_clear_object (&self->store);
  g_clear_object (&self->shown);
  G_OBJECT_CLASS (eg_recent_matches_parent_class)->dispose (object);
}

static void
eg_recent_matches_finalize (GObject *object)
{
  EgRecentMatches *self = EG_RECENT_MATCHES (object);

  g_clear_object (&self->cancellable);
  g_clear_object (&self->matches);
  g_clear_object (&self->state_column);
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
  gtk_widget_class_bind_template_child (widget_class, EgRecentMatches, scroller);
  gtk_widget_class_bind_template_child (widget_class, EgRecentMatches, list);
  gtk_widget_class_bind_template_child (widget_class, EgRecentMatches, spinner);
  gtk_widget_class_bind_template_callback (widget_class, list_activated_cb);
  gtk_widget_class_install_action (widget_class, "recent.resume", "s", resume_action);
  gtk_widget_class_install_action (widget_class, "recent.replay", "s", replay_action);
  gtk_widget_class_install_action (widget_class, "recent.delete", "s", delete_action);
  gtk_widget_class_install_action (widget_class, "recent.undo-delete", "s", undo_delete_action);
  eg_ui_class_add_close_keys (widget_class);
}

static void
eg_recent_matches_init (EgRecentMatches *self)
{
  GtkListItemFactory *factory;

  self->cancellable = g_cancellable_new ();
  self->pending = g_ptr_array_new_with_free_func (g_object_unref);
  self->store = g_list_store_new (EG_TYPE_RECENT_ITEM);
  self->state_column = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  gtk_widget_init_template (GTK_WIDGET (self));
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  gtk_list_view_set_factory (self->list, factory);
  g_object_unref (factory);
  self->shown = gtk_slice_list_model_new (G_LIST_MODEL (g_object_ref (self->store)), 0, SLICE_FIRST);
  gtk_list_view_set_model (self->list,
                           GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->shown)))));
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "value-changed",
                           G_CALLBACK (scrolled), self, 0);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (resized), self, 0);
  eg_ui_set_accessible (GTK_WIDGET (self->list), _("Recent matches"), NULL);
}

/**
 * eg_recent_matches_new_for_matches:
 * @matches: the saved matches to list
 *
 * Opens on the list at once when @matches is current (read beforehand,
 * as the application does after its first frame); else on a spinner
 * (turning after a delay) while it is brought up to date in a thread.
 */
EgRecentMatches *
eg_recent_matches_new_for_matches (GtkWindow      *parent,
                                   EgSavedMatches *matches)
{
  EgRecentMatches *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (EG_IS_SAVED_MATCHES (matches), NULL);

  self = g_object_new (EG_TYPE_RECENT_MATCHES, "transient-for", parent, NULL);
  /* a larger game window, a larger list: on a full-HD screen the rows'
   * lines are not cut short */
  if (parent != NULL)
    {
      int width, height;

      gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   MAX (width, gtk_widget_get_width (GTK_WIDGET (parent)) / 2),
                                   MAX (height, gtk_widget_get_height (GTK_WIDGET (parent)) * 2 / 3));
    }
  self->matches = g_object_ref (matches);
  if (eg_saved_matches_is_current (matches))
    {
      show_list (self, eg_saved_matches_get_list (matches));
      return self;
    }
  gtk_stack_set_visible_child_name (self->stack, "loading");
  self->spinner_id = g_timeout_add (SPINNER_DELAY_MS, start_spinner, self);
  eg_saved_matches_refresh_async (matches, self->cancellable, list_done, self);
  return self;
}

/**
 * eg_recent_matches_new:
 * @dir: (nullable): the folder of the saved matches, %NULL: where the
 *   autosave writes them
 *
 * The list of the application of @parent when it is of that folder,
 * else one read for this window.
 */
EgRecentMatches *
eg_recent_matches_new (GtkWindow *parent,
                       GFile     *dir)
{
  EgMatchKeeper *keeper = parent != NULL ? eg_match_keeper_of (gtk_window_get_application (parent)) : NULL;
  EgSavedMatches *shared = keeper != NULL ? eg_match_keeper_get_saved_matches (keeper) : NULL;
  g_autoptr(GFile) folder = dir != NULL ? g_object_ref (dir) : eg_autosave_default_dir ();
  g_autoptr(EgSavedMatches) matches = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (dir == NULL || G_IS_FILE (dir), NULL);

  if (shared != NULL && g_file_equal (eg_saved_matches_get_dir (shared), folder))
    return eg_recent_matches_new_for_matches (parent, shared);
  matches = eg_saved_matches_new (folder);
  return eg_recent_matches_new_for_matches (parent, matches);
}
