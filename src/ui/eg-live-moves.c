/* eg-live-moves.c — the match's moves so far, in the replay's words
 *
 * Every action stays on the table, the computer's above all: a line
 * each, as the replay writes it, under a heading per round and with how
 * the round ended. Lines are appended as the match goes on (and taken
 * away with the moves taken back), and the list keeps its last line in
 * sight.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe.h"
#include "eg-live-moves-private.h"
#include "eg-round-summary.h"
#include "eg-ui-utils.h"

struct _EgLiveMoves
{
  GtkWidget          parent_instance;

  EgMatch           *match;
  GSignalGroup      *match_signals;  /* the match's, while it is followed */
  GtkScrolledWindow *scroller;
  GtkListBox        *list;
  GPtrArray         *lines;      /* char *, what the rows say */
  guint              scroll_id;
};

G_DEFINE_FINAL_TYPE (EgLiveMoves, eg_live_moves, GTK_TYPE_WIDGET)

static gboolean
scroll_to_end (gpointer data)
{
  EgLiveMoves *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);

  self->scroll_id = 0;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  return G_SOURCE_REMOVE;
}

static void
add_line (EgLiveMoves *self,
          char        *text,
          const char  *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "move");
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_list_box_append (self->list, label);
  g_ptr_array_add (self->lines, text);
}

/* The lines the match calls for now, and those already shown: the same
 * start, more lines (appended), or another match (all again). */
static void
update (EgLiveMoves *self)
{
  g_autoptr(GPtrArray) wanted = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *styles = g_ptr_array_new ();
  guint n_rounds, r, i, same = 0;

  if (self->match != NULL)
    {
      const char *left = eg_match_get_name (self->match, EG_SIDE_LEFT);
      const char *right = eg_match_get_name (self->match, EG_SIDE_RIGHT);

      n_rounds = eg_match_get_n_rounds (self->match);
      for (r = 0; r < n_rounds; r++)
        {
          const EgRoundRecord *record = eg_match_get_round_record (self->match, r);
          const char *names[2] = { left, right };

          g_ptr_array_add (wanted, eg_describe_round_start (r + 1, names[record->starter]));
          g_ptr_array_add (styles, "round-header");
          for (i = 0; i < record->actions->len; i++)
            {
              const EgAction *action = &g_array_index (record->actions, EgAction, i);

              g_ptr_array_add (wanted, eg_describe_action (action, names[action->side]));
              g_ptr_array_add (styles, NULL);
            }
          if (record->reason != EG_REASON_NONE)
            {
              g_ptr_array_add (wanted, eg_round_summary_line (r + 1, record->winner, record->reason, left, right));
              g_ptr_array_add (styles, "round-result");
            }
        }
    }

  while (same < self->lines->len && same < wanted->len &&
         g_str_equal (g_ptr_array_index (self->lines, same), g_ptr_array_index (wanted, same)))
    same++;
  if (same < self->lines->len)
    {
      GtkWidget *row;

      while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
        gtk_list_box_remove (self->list, row);
      g_ptr_array_set_size (self->lines, 0);
      same = 0;
    }
  for (i = same; i < wanted->len; i++)
    add_line (self, g_strdup (g_ptr_array_index (wanted, i)), g_ptr_array_index (styles, i));
  g_ptr_array_unref (styles);

  if (wanted->len > same && self->scroll_id == 0)
    self->scroll_id = g_idle_add (scroll_to_end, self);
}

static void
eg_live_moves_dispose (GObject *object)
{
  EgLiveMoves *self = EG_LIVE_MOVES (object);
  GtkWidget *child;

  g_clear_handle_id (&self->scroll_id, g_source_remove);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (eg_live_moves_parent_class)->dispose (object);
}

static void
eg_live_moves_finalize (GObject *object)
{
  EgLiveMoves *self = EG_LIVE_MOVES (object);

  g_ptr_array_unref (self->lines);
  G_OBJECT_CLASS (eg_live_moves_parent_class)->finalize (object);
}

static void
eg_live_moves_class_init (EgLiveMovesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_live_moves_dispose;
  object_class->finalize = eg_live_moves_finalize;

  gtk_widget_class_set_css_name (widget_class, "livemoves");
  /* its list is named "Moves"; the box around it is no "EgLiveMoves" */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
eg_live_moves_init (EgLiveMoves *self)
{
  self->lines = g_ptr_array_new_with_free_func (g_free);
  self->match_signals = g_signal_group_new (EG_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "round-started", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->match_signals, "action-applied", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->match_signals, "round-finished", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->match_signals, "undone", G_CALLBACK (update), self);
  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "moves");
  eg_ui_set_accessible (GTK_WIDGET (self->list), _("Moves"), NULL);
  gtk_scrolled_window_set_child (self->scroller, GTK_WIDGET (self->list));
  gtk_widget_set_parent (GTK_WIDGET (self->scroller), GTK_WIDGET (self));
}

void
eg_live_moves_set_match (EgLiveMoves *self,
                         EgMatch     *match)
{
  g_return_if_fail (EG_IS_LIVE_MOVES (self));
  g_return_if_fail (match == NULL || EG_IS_MATCH (match));

  if (!g_set_object (&self->match, match))
    return;
  g_signal_group_set_target (self->match_signals, match);
  update (self);
}

GPtrArray *
eg_live_moves_get_lines (EgLiveMoves *self)
{
  g_return_val_if_fail (EG_IS_LIVE_MOVES (self), NULL);
  return self->lines;
}
