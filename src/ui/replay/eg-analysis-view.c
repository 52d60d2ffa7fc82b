/* eg-analysis-view.c — a match's analysis at full size
 *
 * The replay view runs the analysis (EgReplayAnalysis) and shows this
 * view as a page in place of the board; this view follows the ratings
 * as they arrive: the large graph (EgWinGraph, detailed) and one row per
 * marked action, with the better move and the reason (eg-describe-reasons).
 * What may be shown is the model's: eg_replay_analysis_get_entry() gives
 * no rating that would tell a hand the person replaying could not see.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "eg-analysis-view-private.h"
#include "eg-board-targets.h"
#include "eg-describe.h"
#include "eg-play-from-here-dialog.h"
#include "eg-ui-utils.h"

struct _EgAnalysisView
{
  GtkWidget         parent_instance;

  EgReplay         *replay;
  EgReplayAnalysis *analysis;
  EgBoard          *board;
  GSignalGroup     *replay_signals;
  GSignalGroup     *analysis_signals;
  GPtrArray        *rows;          /* GtkListBoxRow * (not owned) or NULL, by step */
  GFile            *log_file;
  gboolean          ghost_shown;
  guint             ghost_step;    /* where the ghost shows */

  /* template widgets */
  GtkWidget        *scroller;
  GtkProgressBar   *progress;
  EgWinGraph       *graph;
  GtkLabel         *graph_caption;
  GtkLabel         *point_label;
  GtkListBox       *list;
  GtkLabel         *placeholder;
  GtkWidget        *practise_button;
};

G_DEFINE_FINAL_TYPE (EgAnalysisView, eg_analysis_view, GTK_TYPE_WIDGET)

enum {
  ENTRY_ACTIVATED,
  PLAY_FROM_HERE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_ANALYSIS,
  PROP_BOARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GQuark step_quark;

static guint
n_steps (EgAnalysisView *self)
{
  return self->replay != NULL ? eg_replay_get_n_steps (self->replay) : 0;
}

static const char *
name_of (EgAnalysisView *self,
         EgSide          side)
{
  return eg_match_get_name (eg_replay_get_match (self->replay), side);
}

static guint
row_step (GtkListBoxRow *row)
{
  return GPOINTER_TO_UINT (g_object_get_qdata (G_OBJECT (row), step_quark));
}

/* The rating of a marked action at @step, or NULL. */
static const EgAnalysisEntry *
marked_entry (EgAnalysisView *self,
              guint           step)
{
  const EgAnalysisEntry *entry = eg_replay_analysis_get_entry (self->analysis, step);

  return entry != NULL && entry->mark != EG_ANALYSIS_MARK_NONE ? entry : NULL;
}

/* ---- the rows ---- */

static GtkWidget *
new_label (const char *text,
           const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

static GtkWidget *
new_row (EgAnalysisView        *self,
         guint                  step,
         const EgAnalysisEntry *entry)
{
  static const char *const signs[] = { "", "?!", "?", "??" };
  const char *name = name_of (self, entry->action.side);
  g_autofree char *place = eg_analysis_describe_place (entry);
  g_autofree char *heading = NULL;
  g_autofree char *played = eg_describe_action (&entry->action, name);
  g_autofree char *better = eg_describe_best_play (&entry->best, name, FALSE);
  g_autofree char *reason = eg_describe_reasons (&entry->reasons, name_of (self, EG_OPPONENT (entry->action.side)));
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *sign = gtk_label_new (signs[entry->mark]);
  GtkWidget *button = gtk_button_new_with_label (_("Try It"));

  /* Translators: a row of the analysis's list; %1$s is where ("Round 2,
   * move 5"), %2$s how bad the action was ("Mistake") */
  heading = g_strdup_printf (_("%1$s — %2$s"), place, eg_analysis_mark_get_label (entry->mark));

  gtk_widget_add_css_class (sign, "title-4");
  /* one column for ?! ? ??, so that the texts line up */
  gtk_label_set_width_chars (GTK_LABEL (sign), 2);
  gtk_label_set_xalign (GTK_LABEL (sign), 0);
  gtk_widget_add_css_class (sign, entry->mark == EG_ANALYSIS_MARK_INACCURACY ? "warning" : "error");
  gtk_widget_set_valign (sign, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), sign);

  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (texts), new_label (heading, "caption-heading"));
  gtk_box_append (GTK_BOX (texts), new_label (played, "heading"));
  gtk_box_append (GTK_BOX (texts), new_label (better, NULL));
  gtk_box_append (GTK_BOX (texts), new_label (reason, "dim-label"));
  gtk_box_append (GTK_BOX (box), texts);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Play on from here with the better move"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "analysis.try-it");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_uint32 (step));
  gtk_box_append (GTK_BOX (box), button);

  gtk_widget_add_css_class (box, "analysis-row");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_qdata (G_OBJECT (row), step_quark, GUINT_TO_POINTER (step));
  return row;
}

static int
sort_rows (GtkListBoxRow *a,
           GtkListBoxRow *b,
           gpointer       user_data)
{
  guint step_a = row_step (a), step_b = row_step (b);

  return step_a < step_b ? -1 : step_a > step_b;
}

/* Whether a person's action is marked: there is something to practise. */
static gboolean
has_human_mistake (EgAnalysisView *self)
{
  EgMatch *match = eg_replay_get_match (self->replay);

  for (guint step = 0; step < self->rows->len; step++)
    {
      const EgAnalysisEntry *entry;

      if (g_ptr_array_index (self->rows, step) == NULL || (entry = marked_entry (self, step)) == NULL)
        continue;
      if (eg_player_is_human (eg_match_get_player (match, entry->action.side)))
        return TRUE;
    }
  return FALSE;
}

static void
update_practise (EgAnalysisView *self)
{
  gboolean shown = self->log_file != NULL && self->replay != NULL && has_human_mistake (self);

  gtk_widget_set_visible (self->practise_button, shown);
  if (self->log_file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (self->log_file);

      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->practise_button), g_variant_new_string (uri));
    }
}

static void
update_placeholder (EgAnalysisView *self)
{
  gboolean complete = self->analysis == NULL || eg_replay_analysis_is_complete (self->analysis);

  gtk_label_set_label (self->placeholder, complete ? _("No inaccuracy, mistake or blunder to show.")
                                                   : _("Rating every move…"));
}

/* The row of @step as its rating says; rows are made while the page
 * shows (eg_analysis_view_map()), none for a page nobody sees. */
static void
sync_row (EgAnalysisView *self,
          guint           step)
{
  const EgAnalysisEntry *entry = eg_replay_analysis_get_entry (self->analysis, step);
  GtkWidget *row = g_ptr_array_index (self->rows, step);

  if (row != NULL && (entry == NULL || entry->mark == EG_ANALYSIS_MARK_NONE))
    {
      gtk_list_box_remove (self->list, row);
      g_ptr_array_index (self->rows, step) = NULL;
    }
  else if (row == NULL && entry != NULL && entry->mark != EG_ANALYSIS_MARK_NONE)
    {
      row = new_row (self, step, entry);
      gtk_list_box_append (self->list, row);
      g_ptr_array_index (self->rows, step) = row;
    }
  else
    return;
  update_practise (self);
}

/* Something about @step arrived: its point on the graph, its row. */
static void
show_step (EgAnalysisView *self,
           guint           step)
{
  const EgAnalysisEntry *entry = eg_replay_analysis_get_entry (self->analysis, step);
  double chance;
  EgSide side;

  /* the one figure of the step, as the replay's graph and panel show it */
  if (eg_replay_analysis_get_figure (self->analysis, step, &side, &chance))
    eg_win_graph_set_point (self->graph, step, side == EG_SIDE_LEFT ? chance : 1.0 - chance,
                            entry != NULL ? entry->mark : EG_ANALYSIS_MARK_NONE);
  else
    eg_win_graph_set_point (self->graph, step, NAN, EG_ANALYSIS_MARK_NONE);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    sync_row (self, step);
}

static void
step_changed_cb (EgAnalysisView *self,
                 guint           step)
{
  if (step < self->rows->len)
    show_step (self, step);
}

static void
progress_cb (EgAnalysisView *self)
{
  gboolean running = self->analysis != NULL && !eg_replay_analysis_is_complete (self->analysis);

  gtk_widget_set_visible (GTK_WIDGET (self->progress), running);
  if (running)
    gtk_progress_bar_set_fraction (self->progress, eg_replay_analysis_get_progress (self->analysis));
  update_placeholder (self);
}

/* ---- going to a row: the position where the action was chosen ---- */

static void
clear_ghost (EgAnalysisView *self)
{
  if (!self->ghost_shown)
    return;
  self->ghost_shown = FALSE;
  if (self->board != NULL)
    eg_board_clear_ghost (self->board);
}

/* The replay moved: the ghost belonged to the step it was shown on. */
static void
replay_step_cb (EgAnalysisView *self)
{
  if (self->ghost_shown && eg_replay_get_step (self->replay) != self->ghost_step)
    clear_ghost (self);
}

static const EgAnalysisEntry *
go_to (EgAnalysisView *self,
       guint           step)
{
  const EgAnalysisEntry *entry = marked_entry (self, step);
  const EgReplayStep *state;
  guint8 pos[2];

  if (entry == NULL || step == 0)
    return NULL;
  clear_ghost (self);
  eg_replay_set_step (self->replay, step - 1);
  state = eg_replay_get_state (self->replay);
  pos[EG_SIDE_LEFT] = eg_round_get_position (&state->round, EG_SIDE_LEFT);
  pos[EG_SIDE_RIGHT] = eg_round_get_position (&state->round, EG_SIDE_RIGHT);
  if (self->board != NULL)
    {
      eg_board_targets_show_ghost (self->board, &entry->best, pos, name_of (self, entry->action.side));
      self->ghost_shown = TRUE;
      self->ghost_step = step - 1;
    }
  return entry;
}

static void
row_activated_cb (EgAnalysisView *self,
                  GtkListBoxRow  *row)
{
  guint step = row_step (row);

  if (go_to (self, step) != NULL)
    g_signal_emit (self, signals[ENTRY_ACTIVATED], 0, step);
}

/* ---- Try It: a fork, as Play From Here makes one ---- */

void
eg_analysis_view_try (EgAnalysisView *self,
                      guint           step,
                      EgPlayer       *left,
                      EgPlayer       *right)
{
  const EgAnalysisEntry *entry;
  g_autoptr(EgMatch) match = NULL;

  g_return_if_fail (EG_IS_ANALYSIS_VIEW (self));
  g_return_if_fail (step < n_steps (self));

  if ((entry = go_to (self, step)) == NULL)
    return;
  match = eg_replay_new_match_trying (self->replay, &entry->best, left, right);
  if (match != NULL)
    g_signal_emit (self, signals[PLAY_FROM_HERE], 0, match);
}

static void
try_dialog_response (EgPlayFromHereDialog *dialog,
                     const char           *response,
                     EgAnalysisView       *self)
{
  g_autoptr(EgPlayer) left = NULL;
  g_autoptr(EgPlayer) right = NULL;
  guint step = GPOINTER_TO_UINT (g_object_get_qdata (G_OBJECT (dialog), step_quark));

  if (!g_str_equal (response, "play") || self->replay == NULL || step >= n_steps (self))
    return;
  left = eg_play_from_here_dialog_dup_player (dialog, EG_SIDE_LEFT);
  right = eg_play_from_here_dialog_dup_player (dialog, EG_SIDE_RIGHT);
  eg_analysis_view_try (self, step, left, right);
}

static void
try_it_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  EgAnalysisView *self = EG_ANALYSIS_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  guint step = g_variant_get_uint32 (parameter);
  EgPlayFromHereDialog *dialog;

  if (self->replay == NULL || step >= n_steps (self) || go_to (self, step) == NULL)
    return;
  dialog = eg_play_from_here_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         eg_replay_get_match (self->replay));
  eg_play_from_here_dialog_set_fork (dialog, eg_replay_get_fork (self->replay));
  g_object_set_qdata (G_OBJECT (dialog), step_quark, GUINT_TO_POINTER (step));
  g_signal_connect_object (dialog, "response", G_CALLBACK (try_dialog_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- life cycle ---- */

static void
eg_analysis_view_map (GtkWidget *widget)
{
  EgAnalysisView *self = EG_ANALYSIS_VIEW (widget);

  GTK_WIDGET_CLASS (eg_analysis_view_parent_class)->map (widget);
  for (guint step = 0; self->analysis != NULL && step < self->rows->len; step++)
    sync_row (self, step);
}

static void
eg_analysis_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  EgAnalysisView *self = EG_ANALYSIS_VIEW (object);

  switch (prop_id)
    {
    case PROP_ANALYSIS:
      g_value_set_object (value, self->analysis);
      break;
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_analysis_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  EgAnalysisView *self = EG_ANALYSIS_VIEW (object);

  switch (prop_id)
    {
    case PROP_ANALYSIS:
      eg_analysis_view_set_analysis (self, g_value_get_object (value));
      break;
    case PROP_BOARD:
      clear_ghost (self);
      if (g_set_object (&self->board, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_analysis_view_dispose (GObject *object)
{
  EgAnalysisView *self = EG_ANALYSIS_VIEW (object);

  /* the board goes with the replay view too: nothing to clear on it */
  self->ghost_shown = FALSE;
  g_clear_object (&self->replay_signals);
  g_clear_object (&self->analysis_signals);
  g_clear_object (&self->analysis);
  g_clear_object (&self->replay);
  g_clear_object (&self->board);
  g_clear_object (&self->log_file);
  gtk_widget_dispose_template (GTK_WIDGET (self), EG_TYPE_ANALYSIS_VIEW);
  G_OBJECT_CLASS (eg_analysis_view_parent_class)->dispose (object);
}

static void
eg_analysis_view_finalize (GObject *object)
{
  EgAnalysisView *self = EG_ANALYSIS_VIEW (object);

  g_ptr_array_unref (self->rows);
  G_OBJECT_CLASS (eg_analysis_view_parent_class)->finalize (object);
}

static void
eg_analysis_view_class_init (EgAnalysisViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = eg_analysis_view_get_property;
  object_class->set_property = eg_analysis_view_set_property;
  object_class->dispose = eg_analysis_view_dispose;
  object_class->finalize = eg_analysis_view_finalize;
  widget_class->map = eg_analysis_view_map;

  /* the replay view binds its analysis here, and names its board as
   * where the better moves show */
  properties[PROP_ANALYSIS] =
    g_param_spec_object ("analysis", NULL, NULL, EG_TYPE_REPLAY_ANALYSIS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, EG_TYPE_BOARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  step_quark = g_quark_from_static_string ("eg-analysis-step");

  /**
   * EgAnalysisView::entry-activated:
   * @step: the step of the marked action whose row was activated
   */
  signals[ENTRY_ACTIVATED] =
    g_signal_new ("entry-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * EgAnalysisView::play-from-here:
   * @match: the fork, the better move played in it
   */
  signals[PLAY_FROM_HERE] =
    g_signal_new ("play-from-here", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, EG_TYPE_MATCH);

  g_type_ensure (EG_TYPE_WIN_GRAPH);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-analysis-view.ui");
  gtk_widget_class_bind_template_child (widget_class, EgAnalysisView, scroller);
  gtk_widget_class_bind_template_child (widget_class, EgAnalysisView, progress);
  gtk_widget_class_bind_template_child (widget_class, EgAnalysisView, graph);
  gtk_widget_class_bind_template_child (widget_class, EgAnalysisView, graph_caption);
  gtk_widget_class_bind_template_child (widget_class, EgAnalysisView, point_label);
  gtk_widget_class_bind_template_child (widget_class, EgAnalysisView, list);
  gtk_widget_class_bind_template_child (widget_class, EgAnalysisView, placeholder);
  gtk_widget_class_bind_template_child (widget_class, EgAnalysisView, practise_button);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);

  gtk_widget_class_install_action (widget_class, "analysis.try-it", "u", try_it_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "analysisview");
}

static void
eg_analysis_view_init (EgAnalysisView *self)
{
  self->rows = g_ptr_array_new ();
  self->replay_signals = g_signal_group_new (EG_TYPE_REPLAY);
  g_signal_group_connect_swapped (self->replay_signals, "notify::step", G_CALLBACK (replay_step_cb), self);
  self->analysis_signals = g_signal_group_new (EG_TYPE_REPLAY_ANALYSIS);
  g_signal_group_connect_swapped (self->analysis_signals, "step-changed", G_CALLBACK (step_changed_cb), self);
  g_signal_group_connect_swapped (self->analysis_signals, "notify::progress", G_CALLBACK (progress_cb), self);
  g_signal_group_connect_swapped (self->analysis_signals, "notify::complete", G_CALLBACK (progress_cb), self);

  gtk_widget_init_template (GTK_WIDGET (self));

  eg_win_graph_set_detailed (self->graph, TRUE);
  g_object_bind_property (self->graph, "point-description", self->point_label, "label", G_BINDING_SYNC_CREATE);
  gtk_list_box_set_sort_func (self->list, sort_rows, NULL, NULL);
  eg_ui_set_accessible (GTK_WIDGET (self->graph), _("The chance of winning, move by move"), NULL);
  eg_ui_set_accessible (GTK_WIDGET (self->progress), _("Analysis of every move"), NULL);
}

static void
remove_rows (EgAnalysisView *self)
{
  for (guint step = 0; step < self->rows->len; step++)
    if (g_ptr_array_index (self->rows, step) != NULL)
      gtk_list_box_remove (self->list, g_ptr_array_index (self->rows, step));
  g_ptr_array_set_size (self->rows, 0);
}

/**
 * eg_analysis_view_set_analysis:
 * @analysis: (nullable): the analysis of a replay, which its owner runs;
 *   %NULL to empty the view
 */
void
eg_analysis_view_set_analysis (EgAnalysisView   *self,
                               EgReplayAnalysis *analysis)
{
  EgReplay *replay = analysis != NULL ? eg_replay_analysis_get_replay (analysis) : NULL;
  g_autofree char *caption = NULL;

  g_return_if_fail (EG_IS_ANALYSIS_VIEW (self));
  g_return_if_fail (analysis == NULL || EG_IS_REPLAY_ANALYSIS (analysis));

  if (self->analysis == analysis)
    return;
  clear_ghost (self);
  remove_rows (self);
  g_set_object (&self->replay, replay);
  g_set_object (&self->analysis, analysis);
  g_signal_group_set_target (self->replay_signals, replay);
  g_signal_group_set_target (self->analysis_signals, analysis);
  eg_win_graph_set_replay (self->graph, replay);
  g_ptr_array_set_size (self->rows, n_steps (self));

  if (replay != NULL)
    {
      /* Translators: under the graph of the analysis; %s is the left player */
      caption = g_strdup_printf (_("%s’s chance of winning the round, after each move"), name_of (self, EG_SIDE_LEFT));
      for (guint step = 0; step < n_steps (self); step++)
        show_step (self, step);
    }
  gtk_label_set_label (self->graph_caption, caption != NULL ? caption : "");
  progress_cb (self);
  update_practise (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS]);
}

void
eg_analysis_view_set_log_file (EgAnalysisView *self,
                               GFile          *file)
{
  g_return_if_fail (EG_IS_ANALYSIS_VIEW (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_set_object (&self->log_file, file);
  update_practise (self);
}

/**
 * eg_analysis_view_get_log_file:
 *
 * Returns: (transfer none) (nullable): the match's log, if known
 */
GFile *
eg_analysis_view_get_log_file (EgAnalysisView *self)
{
  g_return_val_if_fail (EG_IS_ANALYSIS_VIEW (self), NULL);
  return self->log_file;
}
