/* eg-live-moves.c — the match's moves so far, in the replay's words
 *
 * Every action stays on the table, the computer's above all: a line
 * each, as the replay writes it, under a heading per round and with how
 * the round ended. Lines are appended as the match goes on (and taken
 * away with the moves taken back), and the list keeps its last line in
 * sight, also when it is shown again.
 *
 * With :n-recent set it is the strip under the piste instead: the last
 * few actions and rounds' starts, a line each, the newest last. It
 * leaves out the rounds' results, which the status line says once the
 * table has shown the action that decided them.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe.h"
#include "eg-live-moves.h"
#include "eg-round-summary.h"
#include "eg-ui-utils.h"

struct _EgLiveMoves
{
  GtkWidget          parent_instance;

  EgMatch           *match;
  GSignalGroup      *match_signals;  /* the match's, while it is followed */
  GtkScrolledWindow *scroller;  /* the whole list's */
  GtkListBox        *list;
  GtkWidget         *strip;      /* the recent lines', instead */
  GPtrArray         *lines;      /* char *, what the rows say */
  guint              n_recent;
  guint              scroll_id;
  gboolean           follow;     /* the list keeps to its last line */
};

G_DEFINE_FINAL_TYPE (EgLiveMoves, eg_live_moves, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_N_RECENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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
follow_end (EgLiveMoves *self)
{
  self->follow = TRUE;
  if (self->scroll_id == 0)
    self->scroll_id = g_idle_add (scroll_to_end, self);
}

/* Lines added, or the list shown and sized: back to its end, unless the
 * player has scrolled up to read. */
static void
adjustment_changed (EgLiveMoves *self)
{
  if (self->follow)
    follow_end (self);
}

static void
adjustment_value_changed (EgLiveMoves   *self,
                          GtkAdjustment *adjustment)
{
  self->follow = gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment) >=
                 gtk_adjustment_get_upper (adjustment) - 1;
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

/* The lines the match calls for now: a round's start, its actions and,
 * in the whole list, its result; @styles gets each line's style. */
static void
collect_lines (EgLiveMoves *self,
               GPtrArray   *wanted,
               GPtrArray   *styles)
{
  const char *left, *right;
  guint n_rounds, r, i;

  if (self->match == NULL)
    return;
  left = eg_match_get_name (self->match, EG_SIDE_LEFT);
  right = eg_match_get_name (self->match, EG_SIDE_RIGHT);
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
      if (record->reason != EG_REASON_NONE && self->n_recent == 0)
        {
          g_ptr_array_add (wanted, eg_round_summary_line (r + 1, record->winner, record->reason, left, right));
          g_ptr_array_add (styles, "round-result");
        }
    }
}

/* A match over with moves taken back says how many, after its last line. */
static void
add_undos (EgLiveMoves *self,
           GPtrArray   *wanted)
{
  guint n;
  g_autofree char *undos = NULL;
  char *line;

  if (self->match == NULL || !eg_match_is_over (self->match) || wanted->len == 0)
    return;
  n = eg_match_get_n_undos (self->match);
  if (n == 0)
    return;
  undos = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move taken back", "%u moves taken back", n), n);
  /* Translators: the match's last line, then how many moves were taken back in it */
  line = g_strdup_printf (_("%1$s · %2$s"), (char *) g_ptr_array_index (wanted, wanted->len - 1), undos);
  g_free (g_ptr_array_index (wanted, wanted->len - 1));
  wanted->pdata[wanted->len - 1] = line;
}

/* The strip: its last lines, the newest at the bottom. Its labels are
 * always there, empty at a round's start: the piste above never moves. */
static void
update_strip (EgLiveMoves *self,
              GPtrArray   *wanted)
{
  guint first = wanted->len > self->n_recent ? wanted->len - self->n_recent : 0;
  guint blank = self->n_recent - (wanted->len - first);
  GtkWidget *label = gtk_widget_get_first_child (self->strip);
  guint i;

  add_undos (self, wanted);
  g_ptr_array_set_size (self->lines, 0);
  for (i = 0; i < self->n_recent; i++, label = gtk_widget_get_next_sibling (label))
    {
      const char *text = i < blank ? "" : g_ptr_array_index (wanted, first + i - blank);

      gtk_label_set_label (GTK_LABEL (label), text);
      /* a blank slot keeps its room on screen, but is nothing to a
       * screen reader (GTK 4.8 would name it "GtkLabel") */
      gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, i < blank, -1);
      if (i >= blank)
        g_ptr_array_add (self->lines, g_strdup (text));
    }
}

/* The list: the lines the match calls for now, and those already shown:
 * the same start, more lines (appended), or another match (all again). */
static void
update_list (EgLiveMoves *self,
             GPtrArray   *wanted,
             GPtrArray   *styles)
{
  guint i, same = 0;

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

  if (wanted->len > same)
    follow_end (self);
}

static void
update (EgLiveMoves *self)
{
  g_autoptr(GPtrArray) wanted = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) styles = g_ptr_array_new ();

  collect_lines (self, wanted, styles);
  if (self->n_recent > 0)
    update_strip (self, wanted);
  else
    {
      add_undos (self, wanted);
      update_list (self, wanted, styles);
    }
}

/* Shown again (M), the list opens on its newest line. */
static void
eg_live_moves_map (GtkWidget *widget)
{
  EgLiveMoves *self = EG_LIVE_MOVES (widget);

  GTK_WIDGET_CLASS (eg_live_moves_parent_class)->map (widget);
  if (self->n_recent == 0)
    follow_end (self);
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
eg_live_moves_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  EgLiveMoves *self = EG_LIVE_MOVES (object);

  switch (prop_id)
    {
    case PROP_N_RECENT:
      g_value_set_uint (value, self->n_recent);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The whole list, or the strip of the last @n_recent lines. */
static void
build (EgLiveMoves *self,
       guint        n_recent)
{
  GtkAdjustment *adjustment;

  self->n_recent = n_recent;
  if (n_recent > 0)
    {
      self->strip = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      gtk_widget_add_css_class (self->strip, "recent");
      for (guint i = 0; i < n_recent; i++)
        {
          GtkWidget *label = gtk_label_new (NULL);

          /* a line each; the whole list (M) has every word */
          gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
          gtk_widget_add_css_class (label, "move");
          gtk_widget_add_css_class (label, "dim-label");
          if (i + 1 < n_recent)
            gtk_widget_add_css_class (label, "caption");
          gtk_box_append (GTK_BOX (self->strip), label);
        }
      eg_ui_set_accessible (self->strip, _("Moves"), NULL);
      gtk_widget_set_parent (self->strip, GTK_WIDGET (self));
      return;
    }
  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  g_signal_connect_object (adjustment, "changed", G_CALLBACK (adjustment_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (adjustment_value_changed), self,
                           G_CONNECT_SWAPPED);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "moves");
  eg_ui_set_accessible (GTK_WIDGET (self->list), _("Moves"), NULL);
  gtk_scrolled_window_set_child (self->scroller, GTK_WIDGET (self->list));
  gtk_widget_set_parent (GTK_WIDGET (self->scroller), GTK_WIDGET (self));
}

static void
eg_live_moves_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  EgLiveMoves *self = EG_LIVE_MOVES (object);

  switch (prop_id)
    {
    case PROP_N_RECENT:
      build (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_live_moves_class_init (EgLiveMovesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_live_moves_dispose;
  object_class->finalize = eg_live_moves_finalize;
  object_class->get_property = eg_live_moves_get_property;
  object_class->set_property = eg_live_moves_set_property;
  widget_class->map = eg_live_moves_map;

  /**
   * EgLiveMoves:n-recent:
   *
   * 0 for the whole list; otherwise the strip of that many last lines.
   */
  properties[PROP_N_RECENT] =
    g_param_spec_uint ("n-recent", NULL, NULL, 0, 10, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

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
