/* eg-move-list.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe.h"
#include "eg-move-list.h"
#include "eg-ui-utils.h"

struct _EgMoveList
{
  GtkWidget           parent_instance;

  EgReplay           *replay;
  GSignalGroup       *replay_signals;
  GtkStringList      *rows;           /* one per step: its description */
  GtkSingleSelection *selection;
  GArray             *marks;          /* EgAnalysisMark, by step */
  GHashTable         *bound;          /* step → its GtkListItem, while shown */
  gboolean            syncing;        /* the list follows the replay: ignore its echoes */
  gboolean            scroll_pending;
  guint               scroll_frames;
  guint               scroll_tick_id;

  GtkWidget          *scrolled;
  GtkListView        *list;
};

G_DEFINE_FINAL_TYPE (EgMoveList, eg_move_list, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_REPLAY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
name_of (EgMoveList *self,
         EgSide      side)
{
  return eg_match_get_name (eg_replay_get_match (self->replay), side);
}

static guint
n_steps (EgMoveList *self)
{
  return self->replay != NULL ? eg_replay_get_n_steps (self->replay) : 0;
}

static char *
describe_step (EgMoveList         *self,
               const EgReplayStep *state)
{
  if (!state->has_action)
    /* Translators: a heading of the move list; %2$s plays first */
    return g_strdup_printf (_("Round %1$u · %2$s starts"), state->round_index + 1,
                            name_of (self, eg_round_get_starter (&state->round)));
  return eg_describe_action (&state->action, name_of (self, state->action.side));
}

static void
fill_rows (EgMoveList *self)
{
  guint n = n_steps (self);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_full (n + 1, g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (texts, describe_step (self, eg_replay_get_state_at (self->replay, i)));
  g_ptr_array_add (texts, NULL);

  self->syncing = TRUE;
  gtk_string_list_splice (self->rows, 0, g_list_model_get_n_items (G_LIST_MODEL (self->rows)),
                          (const char * const *) texts->pdata);
  self->syncing = FALSE;
}

/* A row is a label, and a second one for the analysis' mark of its
 * move, hidden until there is one: a jump across a long match rebinds
 * every visible row, and few widgets per row keep that, with their
 * style, within a frame. */
static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *mark = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* every word of a move: a long line wraps in the panel's width */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_use_markup (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (box, "move");
  gtk_widget_add_css_class (mark, "move-mark");
  gtk_widget_set_valign (mark, GTK_ALIGN_START);
  gtk_widget_set_visible (mark, FALSE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), mark);
  gtk_list_item_set_child (item, box);
}

/* Chess's signs, coloured by the style sheet. */
static void
bind_mark (GtkLabel       *label,
           EgAnalysisMark  mark)
{
  static const char *const signs[] = { "", "?!", "?", "??" };
  static const char *const classes[] = { NULL, "inaccuracy", "mistake", "blunder" };

  for (guint i = 1; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (label), classes[i]);
  gtk_widget_set_visible (GTK_WIDGET (label), mark != EG_ANALYSIS_MARK_NONE);
  if (mark == EG_ANALYSIS_MARK_NONE || mark >= G_N_ELEMENTS (signs))
    {
      gtk_widget_set_tooltip_text (GTK_WIDGET (label), NULL);
      return;
    }
  gtk_label_set_label (label, signs[mark]);
  gtk_widget_add_css_class (GTK_WIDGET (label), classes[mark]);
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), eg_analysis_mark_get_label (mark));
  eg_ui_set_accessible (GTK_WIDGET (label), eg_analysis_mark_get_label (mark), NULL);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          EgMoveList               *self)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkLabel *label = GTK_LABEL (gtk_widget_get_first_child (box));
  GtkStringObject *string = gtk_list_item_get_item (item);
  guint position = gtk_list_item_get_position (item);
  const EgReplayStep *state;
  g_autofree char *escaped = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *result = NULL;

  if (self->replay == NULL || position >= n_steps (self))
    return;

  g_hash_table_insert (self->bound, GUINT_TO_POINTER (position), item);
  bind_mark (GTK_LABEL (gtk_widget_get_last_child (box)),
             position < self->marks->len ? g_array_index (self->marks, EgAnalysisMark, position)
                                         : EG_ANALYSIS_MARK_NONE);

  state = eg_replay_get_state_at (self->replay, position);
  escaped = g_markup_escape_text (gtk_string_object_get_string (string), -1);
  if (!state->has_action)
    {
      gtk_widget_add_css_class (box, "round-header");
      markup = g_steal_pointer (&escaped);
    }
  else
    {
      gtk_widget_remove_css_class (box, "round-header");
      /* the move's number in its round; a figure space pads the numbers
       * below 10, so that the columns line up */
      markup = g_strdup_printf ("<span alpha=\"60%%\" font_features=\"tnum\">%s%u</span>   %s",
                                state->action_index < 10 ? "\u2007" : "", state->action_index, escaped);
    }

  if (eg_round_is_over (&state->round))
    {
      g_autofree char *text = eg_describe_result (&state->round, name_of (self, EG_SIDE_LEFT),
                                                  name_of (self, EG_SIDE_RIGHT));
      g_autofree char *line = g_markup_escape_text (text, -1);

      result = g_strdup_printf ("%s\n<i><small>%s</small></i>", markup, line);
      gtk_label_set_markup (label, result);
    }
  else
    gtk_label_set_markup (label, markup);
}

static void
unbind_row (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            EgMoveList               *self)
{
  gpointer position = GUINT_TO_POINTER (gtk_list_item_get_position (item));

  if (g_hash_table_lookup (self->bound, position) == item)
    g_hash_table_remove (self->bound, position);
}

static void
selection_changed (EgMoveList *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  if (self->syncing || self->replay == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  eg_replay_set_step (self->replay, selected);
}

/* ---- scrolling to the replay's step ----
 *
 * GTK 4.8 scrolls a list view to a row with the heights it has measured
 * so far, and estimates the others: after a jump to rows never shown the
 * estimate can be off by a few rows, and a list shown for the first time
 * learns its heights in an allocation, where a scroll does not hold. So
 * the scroll is repeated whenever the list learns new heights, and in the
 * next few frames once it has some. */

static gboolean
has_heights (EgMoveList *self)
{
  return gtk_adjustment_get_upper (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list))) > 0;
}

static void
scroll_now (EgMoveList *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u",
                              eg_replay_get_step (self->replay));
}

static gboolean
scroll_tick (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       data)
{
  EgMoveList *self = data;

  /* hidden: it goes on when shown again (see map) */
  if (!gtk_widget_get_mapped (widget) || self->replay == NULL)
    {
      self->scroll_tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  if (!has_heights (self))
    return G_SOURCE_CONTINUE;
  scroll_now (self);
  if (++self->scroll_frames < 3)
    return G_SOURCE_CONTINUE;
  self->scroll_pending = FALSE;
  self->scroll_tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
scroll_to_step (EgMoveList *self)
{
  if (self->replay == NULL)
    return;
  if (has_heights (self))
    scroll_now (self);
  self->scroll_pending = TRUE;
  self->scroll_frames = 0;
  if (self->scroll_tick_id == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->scroll_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick, self, NULL);
}

static void
adjustment_changed (EgMoveList *self)
{
  if (self->scroll_pending && self->replay != NULL && has_heights (self))
    scroll_now (self);
}

static void
step_changed (EgMoveList *self)
{
  self->syncing = TRUE;
  gtk_single_selection_set_selected (self->selection, eg_replay_get_step (self->replay));
  self->syncing = FALSE;
  scroll_to_step (self);
}

/* ---- life cycle ---- */

static void
eg_move_list_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (eg_move_list_parent_class)->map (widget);
  scroll_to_step (EG_MOVE_LIST (widget));
}

static gboolean
eg_move_list_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (EG_MOVE_LIST (widget)->list));
}

static void
eg_move_list_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  EgMoveList *self = EG_MOVE_LIST (object);

  switch (prop_id)
    {
    case PROP_REPLAY:
      g_value_set_object (value, self->replay);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_move_list_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_REPLAY:
      eg_move_list_set_replay (EG_MOVE_LIST (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_move_list_dispose (GObject *object)
{
  EgMoveList *self = EG_MOVE_LIST (object);

  if (self->scroll_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick_id);
  self->scroll_tick_id = 0;
  g_clear_object (&self->replay_signals);
  g_clear_object (&self->replay);
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  g_clear_object (&self->selection);
  G_OBJECT_CLASS (eg_move_list_parent_class)->dispose (object);
}

static void
eg_move_list_finalize (GObject *object)
{
  EgMoveList *self = EG_MOVE_LIST (object);

  g_clear_pointer (&self->marks, g_array_unref);
  g_clear_pointer (&self->bound, g_hash_table_unref);
  G_OBJECT_CLASS (eg_move_list_parent_class)->finalize (object);
}

static void
eg_move_list_class_init (EgMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = eg_move_list_get_property;
  object_class->set_property = eg_move_list_set_property;
  object_class->dispose = eg_move_list_dispose;
  object_class->finalize = eg_move_list_finalize;
  widget_class->map = eg_move_list_map;
  widget_class->grab_focus = eg_move_list_grab_focus;

  /* the replay view binds its replay here */
  properties[PROP_REPLAY] =
    g_param_spec_object ("replay", NULL, NULL, EG_TYPE_REPLAY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
}

static void
eg_move_list_init (EgMoveList *self)
{
  GtkListItemFactory *factory;

  self->replay_signals = g_signal_group_new (EG_TYPE_REPLAY);
  g_signal_group_connect_swapped (self->replay_signals, "notify::step", G_CALLBACK (step_changed), self);

  self->marks = g_array_new (FALSE, TRUE, sizeof (EgAnalysisMark));
  self->bound = g_hash_table_new (NULL, NULL);
  self->rows = gtk_string_list_new (NULL);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->rows));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, FALSE);
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (selection_changed), self);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row), self);
  self->list = GTK_LIST_VIEW (gtk_list_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection)), factory));
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "replay-moves");
  eg_ui_set_accessible (GTK_WIDGET (self->list), _("Moves"), _("Every step of the match, round by round"));
  g_signal_connect_object (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list)), "changed",
                           G_CALLBACK (adjustment_changed), self, G_CONNECT_SWAPPED);

  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (self->scrolled), TRUE);
  /* as wide as the panel, whatever rows the step shown brings into
   * sight: a list that widened at a match's end would reflow the board
   * beside it; the rows wrap instead */
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (self->scrolled), FALSE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), GTK_WIDGET (self->list));
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
}

void
eg_move_list_set_replay (EgMoveList *self,
                         EgReplay   *replay)
{
  g_return_if_fail (EG_IS_MOVE_LIST (self));
  g_return_if_fail (replay == NULL || EG_IS_REPLAY (replay));

  if (!g_set_object (&self->replay, replay))
    return;
  g_signal_group_set_target (self->replay_signals, replay);
  g_array_set_size (self->marks, 0);
  g_array_set_size (self->marks, n_steps (self));
  fill_rows (self);
  if (replay != NULL)
    step_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAY]);
}

void
eg_move_list_set_mark (EgMoveList     *self,
                       guint           step,
                       EgAnalysisMark  mark)
{
  GtkListItem *item;

  g_return_if_fail (EG_IS_MOVE_LIST (self));
  g_return_if_fail (step < self->marks->len);

  if (g_array_index (self->marks, EgAnalysisMark, step) == mark)
    return;
  g_array_index (self->marks, EgAnalysisMark, step) = mark;
  /* a row still showing that step (the list may have moved it on) */
  if ((item = g_hash_table_lookup (self->bound, GUINT_TO_POINTER (step))) != NULL &&
      gtk_list_item_get_position (item) == step)
    bind_mark (GTK_LABEL (gtk_widget_get_last_child (gtk_list_item_get_child (item))), mark);
}
