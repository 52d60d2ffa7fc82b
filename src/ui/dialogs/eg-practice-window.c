/* eg-practice-window.c — the person's own mistakes, to be tried again
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A list of puzzles with their state, and the one chosen on a board, as
 * its player saw it: their hand face up, the other face down, the piles
 * with the unseen-card tally. The puzzles are found in a worker (loading
 * each log, rating its people's actions); a log looked at before is not
 * rated again (EgPracticeStore keeps what was found).
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-board.h"
#include "eg-describe.h"
#include "eg-hand-view.h"
#include "eg-match-index.h"
#include "eg-match-log.h"
#include "eg-piles-view.h"
#include "eg-practice-window.h"
#include "eg-ui-utils.h"

struct _EgPracticeWindow
{
  AdwWindow         parent_instance;

  EgPracticeStore  *store;
  GPtrArray        *puzzles;      /* EgPuzzle, by row of puzzle_list */
  GCancellable     *cancellable;
  gboolean          ready;
  guint             shown;        /* index in @puzzles, G_MAXUINT for none */
  EgAction          moves[EG_MAX_ACTIONS];
  guint             n_moves;

  AdwToastOverlay  *toasts;
  AdwWindowTitle   *window_title;
  GtkStack         *stack;
  GtkProgressBar   *progress_bar;
  AdwStatusPage    *empty_page;
  GtkListBox       *puzzle_list;
  GtkLabel         *title_label;
  GtkLabel         *question_label;
  EgHandView       *left_hand;
  EgHandView       *right_hand;
  EgPilesView      *piles;
  EgBoard          *board;
  GtkFlowBox       *move_box;
  GtkLabel         *verdict_label;
  GtkLabel         *played_label;
  GtkWidget        *next_button;
  GtkScrolledWindow *puzzle_scroller;
  gboolean          verdict_pending; /* a verdict shown: kept in view */
  guint             verdict_tick;    /* the frame that scrolls to it, or 0 */
};

G_DEFINE_FINAL_TYPE (EgPracticeWindow, eg_practice_window, ADW_TYPE_WINDOW)

/* ---- the worker: every log's puzzles ---- */

typedef struct
{
  GFile           *dir;
  GFile           *log;          /* nullable: that log alone */
  EgPracticeStore *store;
  GMainContext    *context;
  GWeakRef         window;
} Job;

typedef struct
{
  GPtrArray *puzzles;
  guint      n_unreadable;
  GError    *log_error;          /* the one log asked for could not be read */
} Found;

static void
job_free (gpointer data)
{
  Job *job = data;

  g_clear_object (&job->dir);
  g_clear_object (&job->log);
  g_clear_object (&job->store);
  g_main_context_unref (job->context);
  g_weak_ref_clear (&job->window);
  g_free (job);
}

static void
found_free (gpointer data)
{
  Found *found = data;

  g_ptr_array_unref (found->puzzles);
  g_clear_error (&found->log_error);
  g_free (found);
}

typedef struct
{
  GWeakRef window;
  double   fraction;
  guint    done;
  guint    total;
} Progress;

static void
progress_free (gpointer data)
{
  Progress *progress = data;

  g_weak_ref_clear (&progress->window);
  g_free (progress);
}

static gboolean
show_progress (gpointer data)
{
  Progress *progress = data;
  g_autoptr(EgPracticeWindow) self = g_weak_ref_get (&progress->window);
  g_autofree char *text = NULL;

  /* (a window closing is disposed before its worker stops) */
  if (self == NULL || self->ready || self->cancellable == NULL)
    return G_SOURCE_REMOVE;
  /* Translators: matches looked at so far, e.g. "3 of 12 matches" */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$u of %2$u match", "%1$u of %2$u matches", progress->total),
                          progress->done, progress->total);
  gtk_progress_bar_set_fraction (self->progress_bar, progress->fraction);
  gtk_progress_bar_set_text (self->progress_bar, text);
  return G_SOURCE_REMOVE;
}

/* In the window's context, never run here (see eg-analysis.c). */
static void
post_progress (Job   *job,
               guint  done,
               guint  total)
{
  Progress *progress = g_new0 (Progress, 1);
  g_autoptr(GObject) window = g_weak_ref_get (&job->window);
  GSource *source = g_idle_source_new ();

  g_weak_ref_init (&progress->window, window);
  progress->done = done;
  progress->total = total;
  progress->fraction = total > 0 ? (double) done / total : 1.0;
  g_source_set_callback (source, show_progress, progress, progress_free);
  g_source_attach (source, job->context);
  g_source_unref (source);
}

/* The logs to look at: @job's one, or every saved match, newest first. */
static GPtrArray *
list_logs (Job *job)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) entries = NULL;

  if (job->log != NULL)
    {
      g_ptr_array_add (files, g_object_ref (job->log));
      return files;
    }
  entries = eg_match_index_list (job->dir, NULL);
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    g_ptr_array_add (files, g_object_ref (((EgMatchEntry *) g_ptr_array_index (entries, i))->file));
  return files;
}

/* A log's size and time: one played on since is looked at again. */
static char *
signature_of (GFile         *file,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                 G_FILE_QUERY_INFO_NONE, cancellable, error);

  if (info == NULL)
    return NULL;
  return g_strdup_printf ("%" G_GINT64_FORMAT "-%" G_GUINT64_FORMAT "-%u", g_file_info_get_size (info),
                          g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED),
                          g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC));
}

/* The puzzles of one log; NULL with @error when it cannot be read or
 * when cancelled. */
static GPtrArray *
puzzles_of (Job           *job,
            GFile         *file,
            GCancellable  *cancellable,
            GError       **error)
{
  g_autofree char *signature = signature_of (file, cancellable, error);
  g_autofree char *id = g_file_get_basename (file);
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(GError) save_error = NULL;
  GPtrArray *puzzles;

  if (signature == NULL)
    return NULL;
  if ((puzzles = eg_practice_store_lookup (job->store, id, signature)) != NULL)
    return puzzles;

  if ((match = eg_match_log_load_file (file, cancellable, error)) == NULL)
    return NULL;
  puzzles = eg_practice_find_puzzles (match, id, cancellable);
  if (puzzles == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
      return NULL;
    }
  /* not kept: found again next time, nothing else lost */
  if (!eg_practice_store_remember (job->store, id, signature, puzzles, &save_error))
    g_debug ("practice cache: %s", save_error->message);
  return puzzles;
}

static void
find_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(GPtrArray) files = list_logs (job);
  Found *found = g_new0 (Found, 1);

  found->puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) eg_puzzle_free);
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) puzzles = puzzles_of (job, g_ptr_array_index (files, i), cancellable, &error);

      if (g_cancellable_is_cancelled (cancellable))
        {
          found_free (found);
          g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
          return;
        }
      if (puzzles == NULL)
        {
          found->n_unreadable++;
          if (job->log != NULL)
            found->log_error = g_steal_pointer (&error);
        }
      for (guint p = 0; puzzles != NULL && p < puzzles->len; p++)
        g_ptr_array_add (found->puzzles, eg_puzzle_copy (g_ptr_array_index (puzzles, p)));
      post_progress (job, i + 1, files->len);
    }
  g_task_return_pointer (task, found, found_free);
}

/* ---- the interface ---- */

static GtkWidget *
state_label_of (GtkListBoxRow *row)
{
  return g_object_get_data (G_OBJECT (row), "state-label");
}

static void
update_row (EgPracticeWindow *self,
            guint             index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->puzzle_list, (int) index);
  EgPracticeState state = eg_practice_store_get_state (self->store, g_ptr_array_index (self->puzzles, index));
  GtkWidget *label = state_label_of (row);

  gtk_label_set_label (GTK_LABEL (label), eg_practice_state_get_label (state));
  gtk_widget_remove_css_class (label, "success");
  gtk_widget_remove_css_class (label, "warning");
  if (state == EG_PRACTICE_SOLVED)
    gtk_widget_add_css_class (label, "success");
  else if (state == EG_PRACTICE_RETRY)
    gtk_widget_add_css_class (label, "warning");
}

static void
update_subtitle (EgPracticeWindow *self)
{
  g_autofree char *subtitle = NULL;
  guint solved = 0;

  for (guint i = 0; i < self->puzzles->len; i++)
    solved += eg_practice_store_get_state (self->store, g_ptr_array_index (self->puzzles, i)) == EG_PRACTICE_SOLVED;
  /* Translators: progress in practice, e.g. "2 of 7 solved" */
  subtitle = g_strdup_printf (_("%1$u of %2$u solved"), solved, self->puzzles->len);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static GtkWidget *
new_puzzle_row (const EgPuzzle *puzzle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *state = gtk_label_new (NULL);
  g_autofree char *title = eg_puzzle_describe_title (puzzle);
  g_autofree char *match = eg_puzzle_describe_match (puzzle);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), match);
  gtk_widget_add_css_class (state, "caption");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), state);
  g_object_set_data (G_OBJECT (row), "state-label", state);
  return row;
}

static void
show_moves (EgPracticeWindow *self,
            const EgPuzzle   *puzzle)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->move_box))) != NULL)
    gtk_flow_box_remove (self->move_box, child);

  self->n_moves = eg_view_legal_actions (&puzzle->view, self->moves);
  for (guint i = 0; i < self->n_moves; i++)
    {
      g_autofree char *text = eg_describe_option (&self->moves[i], TRUE);
      GtkWidget *label = gtk_label_new (text);

      /* The card is the flow box child, so the label's margins pad the
       * text inside it (a card on the label hugged the text). */
      gtk_widget_set_margin_top (label, 8);
      gtk_widget_set_margin_bottom (label, 8);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_flow_box_append (self->move_box, label);
      gtk_widget_add_css_class (gtk_widget_get_parent (label), "card");
      /* the cell is what is chosen: named by its move, not by its type */
      eg_ui_set_accessible (gtk_widget_get_parent (label), text, NULL);
    }
}

static void
show_table (EgPracticeWindow *self,
            const EgPuzzle   *puzzle)
{
  const EgView *view = &puzzle->view;
  EgHandView *own = view->side == EG_SIDE_LEFT ? self->left_hand : self->right_hand;
  EgHandView *other = view->side == EG_SIDE_LEFT ? self->right_hand : self->left_hand;
  guint8 unseen[EG_N_VALUES + 1];

  eg_board_set_names (self->board, puzzle->names[EG_SIDE_LEFT], puzzle->names[EG_SIDE_RIGHT]);
  eg_board_set_positions (self->board, view->pos[EG_SIDE_LEFT], view->pos[EG_SIDE_RIGHT], FALSE);
  eg_board_set_last_move (self->board, NULL, NULL);
  eg_hand_view_set_owner (self->left_hand, puzzle->names[EG_SIDE_LEFT]);
  eg_hand_view_set_owner (self->right_hand, puzzle->names[EG_SIDE_RIGHT]);
  eg_hand_view_set_cards (own, view->hand);
  eg_hand_view_set_face_down (other, view->opponent_hand_size);
  eg_view_unseen (view, unseen);
  eg_piles_view_show (self->piles, view->pile_count, view->discard_top);
  eg_piles_view_set_discards (self->piles, view->discard);
  eg_piles_view_set_unseen (self->piles, unseen);
}

static void
show_puzzle (EgPracticeWindow *self,
             guint             index)
{
  const EgPuzzle *puzzle = g_ptr_array_index (self->puzzles, index);
  g_autofree char *title = eg_puzzle_describe_title (puzzle);
  g_autofree char *question = eg_puzzle_describe_question (puzzle);

  self->shown = index;
  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->question_label, question);
  show_table (self, puzzle);
  show_moves (self, puzzle);
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_label), FALSE);
  self->verdict_pending = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->played_label), FALSE);
}

static void
puzzle_selected_cb (EgPracticeWindow *self,
                    GtkListBoxRow    *row)
{
  if (row != NULL)
    show_puzzle (self, (guint) gtk_list_box_row_get_index (row));
}

static void
save_state (EgPracticeWindow *self,
            const EgPuzzle   *puzzle,
            EgPracticeState   state)
{
  g_autoptr(GError) error = NULL;

  if (!eg_practice_store_set_state (self->store, puzzle, state, &error))
    {
      /* Translators: %s says why the file could not be written */
      g_autofree char *text = g_strdup_printf (_("Your practice progress could not be saved: %s"),
                                               error->message);

      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
    }
}

/* The verdict and Next Puzzle end the puzzle's pane: where the pane
 * scrolls (a small window), a verdict given is scrolled into view, now
 * and whenever the pane's size changes while it is shown (the verdict's
 * lines are laid out in more than one pass). */
static void
scroll_to_verdict (EgPracticeWindow *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->puzzle_scroller);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) -
                                        gtk_adjustment_get_page_size (adjustment));
}

static gboolean
scroll_to_verdict_tick (GtkWidget     *widget,
                        GdkFrameClock *clock,
                        gpointer       data)
{
  EgPracticeWindow *self = data;

  self->verdict_tick = 0;
  if (self->verdict_pending)
    scroll_to_verdict (self);
  return G_SOURCE_REMOVE;
}

/* The adjustment's "changed" comes while the viewport allocates its
 * child, after the child is placed (GTK 4.8 holds the adjustment's
 * notifications until then): a value set there moves the scroll bar but
 * not the child, whose new rows stay below what the pane shows until
 * some other layout. So the value is set in the next frame, before its
 * layout. */
static void
puzzle_scroller_changed (EgPracticeWindow *self)
{
  if (self->verdict_pending && self->verdict_tick == 0)
    self->verdict_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->puzzle_scroller),
                                                       scroll_to_verdict_tick, self, NULL);
}

static void
move_activated_cb (EgPracticeWindow *self,
                   GtkFlowBoxChild  *child)
{
  const EgPuzzle *puzzle;
  guint index = (guint) gtk_flow_box_child_get_index (child);
  g_autofree char *verdict = NULL;
  g_autofree char *played = NULL;
  gboolean solved;

  g_assert (self->shown < self->puzzles->len && index < self->n_moves);
  puzzle = g_ptr_array_index (self->puzzles, self->shown);

  verdict = eg_puzzle_describe_verdict (puzzle, &self->moves[index], &solved);
  played = eg_puzzle_describe_played (puzzle);
  gtk_label_set_label (self->verdict_label, verdict);
  gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), solved ? "error" : "success");
  gtk_widget_add_css_class (GTK_WIDGET (self->verdict_label), solved ? "success" : "error");
  gtk_widget_set_visible (GTK_WIDGET (self->verdict_label), TRUE);
  gtk_label_set_label (self->played_label, played);
  gtk_widget_set_visible (GTK_WIDGET (self->played_label), solved);

  if (solved)
    save_state (self, puzzle, EG_PRACTICE_SOLVED);
  else if (eg_practice_store_get_state (self->store, puzzle) != EG_PRACTICE_SOLVED)
    save_state (self, puzzle, EG_PRACTICE_RETRY);
  update_row (self, self->shown);
  update_subtitle (self);
  self->verdict_pending = TRUE;
  scroll_to_verdict (self);
  if (solved)
    gtk_widget_grab_focus (self->next_button);
}

/* The first puzzle not solved yet from @from on, round the list (@from
 * itself when all are solved); its row selected, its moves focused. */
static void
show_unsolved (EgPracticeWindow *self,
               guint             from)
{
  guint index = from % self->puzzles->len;
  GtkListBoxRow *row;

  for (guint step = 0; step < self->puzzles->len; step++)
    {
      guint at = (from + step) % self->puzzles->len;

      if (eg_practice_store_get_state (self->store, g_ptr_array_index (self->puzzles, at)) != EG_PRACTICE_SOLVED)
        {
          index = at;
          break;
        }
    }
  row = gtk_list_box_get_row_at_index (self->puzzle_list, (int) index);
  /* (a row selected already emits nothing) */
  if (gtk_list_box_get_selected_row (self->puzzle_list) == row)
    show_puzzle (self, index);
  else
    gtk_list_box_select_row (self->puzzle_list, row);
  gtk_widget_child_focus (GTK_WIDGET (self->move_box), GTK_DIR_TAB_FORWARD);
}

static void
next_clicked_cb (EgPracticeWindow *self)
{
  show_unsolved (self, self->shown + 1);
}

static void
show_found (EgPracticeWindow *self,
            Found            *found)
{
  g_ptr_array_extend_and_steal (self->puzzles, g_steal_pointer (&found->puzzles));
  found->puzzles = g_ptr_array_new ();

  if (found->log_error != NULL)
    {
      /* Translators: %s says why the match could not be read */
      g_autofree char *text = g_strdup_printf (_("This match could not be read: %s"),
                                               found->log_error->message);

      adw_status_page_set_title (self->empty_page, _("This Match Could Not Be Read"));
      adw_status_page_set_description (self->empty_page, text);
    }
  else
    adw_status_page_set_description (self->empty_page,
                                     _("The moves you played that the analysis marks as mistakes or blunders come here, to be tried again. Play a match, and come back."));
  if (found->n_unreadable > 0 && found->log_error == NULL)
    {
      /* Translators: saved matches that were skipped */
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%u saved match could not be read and was left out.",
                                                            "%u saved matches could not be read and were left out.",
                                                            found->n_unreadable),
                                               found->n_unreadable);

      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
    }

  for (guint i = 0; i < self->puzzles->len; i++)
    {
      gtk_list_box_append (self->puzzle_list, new_puzzle_row (g_ptr_array_index (self->puzzles, i)));
      update_row (self, i);
    }
  if (self->puzzles->len == 0)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  update_subtitle (self);
  gtk_stack_set_visible_child_name (self->stack, "puzzles");
  show_unsolved (self, 0);
}

static void
found_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(EgPracticeWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  Found *found = g_task_propagate_pointer (G_TASK (result), &error);

  if (found == NULL)
    return;  /* cancelled: the window is closing */
  self->ready = TRUE;
  g_clear_object (&self->cancellable);
  show_found (self, found);
  found_free (found);
}

static void
start (EgPracticeWindow *self,
       GFile            *logs_dir,
       GFile            *log)
{
  g_autoptr(GTask) task = NULL;
  Job *job = g_new0 (Job, 1);

  job->dir = g_object_ref (logs_dir);
  job->log = log != NULL ? g_object_ref (log) : NULL;
  job->store = g_object_ref (self->store);
  job->context = g_main_context_ref_thread_default ();
  g_weak_ref_init (&job->window, self);

  self->cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->cancellable, found_cb, g_object_ref (self));
  g_task_set_source_tag (task, start);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, find_thread);
}

static void
eg_practice_window_dispose (GObject *object)
{
  EgPracticeWindow *self = EG_PRACTICE_WINDOW (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->verdict_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->puzzle_scroller), self->verdict_tick);
  self->verdict_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), EG_TYPE_PRACTICE_WINDOW);

  G_OBJECT_CLASS (eg_practice_window_parent_class)->dispose (object);
}

static void
eg_practice_window_finalize (GObject *object)
{
  EgPracticeWindow *self = EG_PRACTICE_WINDOW (object);

  g_clear_object (&self->store);
  g_clear_pointer (&self->puzzles, g_ptr_array_unref);

  G_OBJECT_CLASS (eg_practice_window_parent_class)->finalize (object);
}

static void
eg_practice_window_class_init (EgPracticeWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_practice_window_dispose;
  object_class->finalize = eg_practice_window_finalize;

  g_type_ensure (EG_TYPE_BOARD);
  g_type_ensure (EG_TYPE_HAND_VIEW);
  g_type_ensure (EG_TYPE_PILES_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/engarde/EnGarde/eg-practice-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, puzzle_list);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, question_label);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, left_hand);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, right_hand);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, piles);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, board);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, move_box);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, played_label);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, next_button);
  gtk_widget_class_bind_template_child (widget_class, EgPracticeWindow, puzzle_scroller);
  gtk_widget_class_bind_template_callback (widget_class, puzzle_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, move_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  eg_ui_class_add_close_keys (widget_class);
}

static void
eg_practice_window_init (EgPracticeWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) eg_puzzle_free);
  self->shown = G_MAXUINT;
  eg_hand_view_set_interactive (self->left_hand, FALSE);
  eg_hand_view_set_interactive (self->right_hand, FALSE);
  /* both hands side by side: small cards, so that the window fits 800 px */
  eg_hand_view_set_compact (self->left_hand, TRUE);
  eg_hand_view_set_compact (self->right_hand, TRUE);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->puzzle_scroller), "changed",
                           G_CALLBACK (puzzle_scroller_changed), self, G_CONNECT_SWAPPED);
}

EgPracticeWindow *
eg_practice_window_new (GtkWindow       *parent,
                        EgPracticeStore *store,
                        GFile           *logs_dir,
                        GFile           *log)
{
  EgPracticeWindow *self;
  const GError *load_error;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (EG_IS_PRACTICE_STORE (store), NULL);
  g_return_val_if_fail (G_IS_FILE (logs_dir), NULL);
  g_return_val_if_fail (log == NULL || G_IS_FILE (log), NULL);

  self = g_object_new (EG_TYPE_PRACTICE_WINDOW, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  if ((load_error = eg_practice_store_get_load_error (store)) != NULL)
    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (load_error->message));
  if (log != NULL)
    /* Translators: the practice window shows the mistakes of one match */
    adw_window_title_set_subtitle (self->window_title, _("One match"));
  start (self, logs_dir, log);
  return self;
}
