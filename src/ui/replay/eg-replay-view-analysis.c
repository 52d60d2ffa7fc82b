/* eg-replay-view-analysis.c — the replay's analysis: the side panel's
 * figures, the marks of the graph and the move list, the analysis page
 *
 * Every move of the match is rated in the background (EgReplayAnalysis,
 * which the view owns and shows in its "analysis" property): the graph
 * and the marks of the move list fill in as the ratings arrive, and the
 * side panel tells the position shown: the chance of the side to act
 * and its best move. What would tell a hidden hand stays hidden, as the
 * hand does (eg_replay_view_hand_shown_at()); every sentence comes from
 * eg-describe.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <math.h>

#include "eg-describe.h"
#include "eg-replay-view-private.h"

/* Analysis waits this long on a step before it starts, so that scrubbing
 * or holding a key does not start a search per step shown. */
#define ANALYSIS_DELAY_MS 150

static const char *
name_of (EgReplayView *self,
         EgSide        side)
{
  return eg_match_get_name (self->match, side);
}

static guint
n_steps (EgReplayView *self)
{
  return self->replay != NULL ? eg_replay_get_n_steps (self->replay) : 0;
}

static gboolean
hand_shown (EgReplayView *self,
            EgSide        side)
{
  return eg_replay_view_hand_shown_at (self, eg_replay_get_step (self->replay), side, NULL);
}

/* The one figure of @step in the graph (the side panel shows the same,
 * eg_replay_view_update_analysis()), and the mark of the move played
 * there in the graph and the list. */
static void
show_rating (EgReplayView *self,
             guint         step)
{
  const EgAnalysisEntry *entry = eg_replay_analysis_get_entry (self->analysis, step);
  EgAnalysisMark mark = EG_ANALYSIS_MARK_NONE;
  double point = NAN, chance;
  EgSide side;

  if (eg_replay_analysis_get_figure (self->analysis, step, &side, &chance) &&
      eg_replay_view_hand_shown_at (self, step, side, NULL))
    {
      point = side == EG_SIDE_LEFT ? chance : 1.0 - chance;
      if (entry != NULL)
        mark = entry->mark;
    }
  eg_win_graph_set_point (self->graph, step, point, mark);
  eg_move_list_set_mark (self->move_list, step, mark);
}

void
eg_replay_view_show_all_ratings (EgReplayView *self)
{
  for (guint step = 0; step < n_steps (self); step++)
    show_rating (self, step);
}

void
eg_replay_view_update_progress (EgReplayView *self)
{
  gboolean running = self->analysis != NULL && !eg_replay_analysis_is_complete (self->analysis);

  /* the fraction only: a text that changed would lay the side panel out
   * again at each move rated */
  gtk_widget_set_visible (GTK_WIDGET (self->rating_progress), running);
  if (running)
    gtk_progress_bar_set_fraction (self->rating_progress, eg_replay_analysis_get_progress (self->analysis));
}

/* The rating runs while the view shows with the analysis on. */
void
eg_replay_view_update_rating_work (EgReplayView *self)
{
  if (self->analysis == NULL)
    return;
  if (self->analysis_enabled && gtk_widget_get_mapped (GTK_WIDGET (self)))
    eg_replay_analysis_start (self->analysis);
  else
    eg_replay_analysis_cancel (self->analysis);
}

static gboolean
start_search (gpointer data)
{
  EgReplayView *self = data;

  self->analysis_timeout_id = 0;
  eg_replay_analysis_request (self->analysis, eg_replay_get_step (self->replay));
  return G_SOURCE_REMOVE;
}

void
eg_replay_view_analysis_step_changed (EgReplayView *self,
                                      guint         step)
{
  show_rating (self, step);
  if (step == eg_replay_get_step (self->replay))
    eg_replay_view_update_analysis (self);
}

static void
show_analysis_text (EgReplayView *self,
                    const char   *chance,
                    const char   *best,
                    double        value)
{
  gtk_level_bar_set_value (self->chance_bar, value);
  gtk_label_set_label (self->chance_label, chance);
  gtk_label_set_label (self->best_label, best);
}

void
eg_replay_view_update_analysis (EgReplayView *self)
{
  const EgReplayStep *state;
  const char *to_act;
  g_autofree char *chance = NULL;
  g_autofree char *best = NULL;
  const EgReplayStep *next;
  EgAction best_action;
  EgSide figure_side;
  double win_chance;
  guint step;

  g_clear_handle_id (&self->analysis_timeout_id, g_source_remove);
  gtk_widget_set_visible (self->analysis_box, self->analysis_enabled);
  gtk_widget_set_visible (GTK_WIDGET (self->analysis_button), self->analysis_enabled);
  if (!self->analysis_enabled)
    gtk_toggle_button_set_active (self->analysis_button, FALSE);
  if (!self->analysis_enabled || self->replay == NULL || (state = eg_replay_get_state (self->replay)) == NULL)
    return;

  step = eg_replay_get_step (self->replay);
  if (eg_round_is_over (&state->round))
    {
      show_analysis_text (self, eg_describe_analysis_over (), "", 0);
      return;
    }

  if (eg_replay_get_analysis_access (self->replay, step) == EG_KNOWLEDGE_ANALYSIS_IN_PLAY)
    {
      show_analysis_text (self, eg_describe_analysis_in_play (), "", 0);
      return;
    }
  to_act = name_of (self, eg_round_get_side_to_act (&state->round));
  /* with the hand of the side to act hidden, its analysis would show it */
  if (!hand_shown (self, eg_round_get_side_to_act (&state->round)))
    {
      chance = eg_describe_analysis_hidden (to_act);
      show_analysis_text (self, chance, "", 0);
      return;
    }

  if (!eg_replay_analysis_lookup (self->analysis, step, &best_action, NULL) ||
      !eg_replay_analysis_get_figure (self->analysis, step, &figure_side, &win_chance) ||
      !hand_shown (self, figure_side))
    {
      chance = eg_describe_analysis_weighing (to_act);
      show_analysis_text (self, chance, "", 0);
      /* where the match stopped no move follows: that position is
       * searched, once the person stays on it; no search for a view
       * nobody sees */
      if (gtk_widget_get_mapped (GTK_WIDGET (self)))
        self->analysis_timeout_id = g_timeout_add (ANALYSIS_DELAY_MS, start_search, self);
      return;
    }

  /* the figure of the step, as the graph shows it: after the move
   * played here, its player's chance */
  chance = eg_describe_win_chance (name_of (self, figure_side), win_chance);
  next = step + 1 < n_steps (self) ? eg_replay_get_state_at (self->replay, step + 1) : NULL;
  best = eg_describe_best_play (&best_action, to_act,
                                next != NULL && next->has_action && eg_action_equal (&next->action, &best_action));
  show_analysis_text (self, chance, best, win_chance);
}

/* ---- the analysis page, in place of the board ---- */

void
eg_replay_view_analysis_toggled_cb (EgReplayView *self)
{
  gboolean shown = gtk_toggle_button_get_active (self->analysis_button);

  gtk_stack_set_visible_child_name (self->board_stack, shown ? "analysis" : "board");
}

/* A row of the analysis was activated: its position and better move show
 * on the board, and the status line names that move until the replay
 * moves on (a new step writes the line again). */
void
eg_replay_view_analysis_entry_activated (EgReplayView *self,
                                         guint         step)
{
  const EgAnalysisEntry *entry = eg_replay_analysis_get_entry (self->analysis, step);

  gtk_toggle_button_set_active (self->analysis_button, FALSE);
  if (entry != NULL && self->status_text != NULL)
    {
      g_autofree char *best = eg_describe_best_play (&entry->best, name_of (self, entry->action.side), FALSE);
      char *status = g_strconcat (self->status_text, " ", best, NULL);

      g_free (self->status_text);
      self->status_text = status;
      gtk_label_set_label (self->status_label, self->status_text);
    }
}

void
eg_replay_view_analysis_play_from_here (EgReplayView *self,
                                        EgMatch      *match)
{
  eg_replay_view_set_playing (self, FALSE);
  g_signal_emit_by_name (self, "play-from-here", match);
}
