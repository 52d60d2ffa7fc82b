/* eg-replay-view.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-describe.h"
#include "eg-pace.h"
#include "eg-piles-view.h"
#include "eg-replay-view.h"
#include "eg-ui-utils.h"

/* The analysis of one step by the hard computer, once computed. */
typedef struct
{
  gboolean done;
  EgAction best;
  double   win_chance;
} Analysis;

struct _EgReplayView
{
  GtkWidget           parent_instance;

  GSettings          *settings;
  EgMatch            *match;
  EgReplay           *replay;
  GtkStringList      *moves;          /* one row per step: its description */
  GtkSingleSelection *selection;
  EgSide              perspective;
  gboolean            playing;
  guint               play_id;
  gboolean            syncing;        /* the view follows the replay: ignore the widgets' echoes */
  gboolean            syncing_perspective;
  guint               shown_step;
  gboolean            shown_any;
  gboolean            scroll_pending;
  guint               scroll_frames;
  guint               scroll_tick_id;
  char               *action_text;
  char               *status_text;

  gboolean            analysis_enabled;
  GArray             *analysis;       /* Analysis, by step */
  GCancellable       *analysis_cancellable;
  guint               analysis_timeout_id;

  gboolean            sidebar_fits;   /* beside the main column, at the last allocation */
  guint               fits_idle_id;
  guint               shown_tick_id;
  guint               shown_frames;

  /* template widgets */
  GtkWidget          *main_box;
  GtkWidget          *sidebar_separator;
  GtkWidget          *sidebar;
  GtkWidget          *controls_box;
  GtkToggleButton    *moves_button;
  GtkLabel           *title_label;
  GtkDropDown        *perspective_dropdown;
  GtkLabel           *left_name_label;
  GtkLabel           *right_name_label;
  GtkLabel           *left_score_label;
  GtkLabel           *right_score_label;
  EgHandView         *left_hand;
  EgHandView         *right_hand;
  GtkLabel           *round_label;
  EgPilesView        *piles;
  EgBoard            *board;
  GtkLabel           *action_label;
  GtkLabel           *status_label;
  GtkScale           *scrubber;
  GtkAdjustment      *adjustment;
  GtkLabel           *step_label;
  GtkWidget          *first_button;
  GtkWidget          *previous_round_button;
  GtkWidget          *previous_button;
  GtkWidget          *play_button;
  GtkWidget          *next_button;
  GtkWidget          *next_round_button;
  GtkWidget          *last_button;
  GtkDropDown        *speed_dropdown;
  GtkListView        *move_list;
  GtkWidget          *analysis_box;
  GtkLevelBar        *chance_bar;
  GtkLabel           *chance_label;
  GtkLabel           *best_label;
};

G_DEFINE_FINAL_TYPE (EgReplayView, eg_replay_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_PERSPECTIVE,
  PROP_PLAYING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PLAY_FROM_HERE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Autoplay: ms per step for the speeds of the drop-down. */
static const guint autoplay_ms[] = { 2000, 1000, 500, 200 };
/* Analysis waits this long on a step before it starts, so that scrubbing
 * or holding a key does not start a search per step shown. */
#define ANALYSIS_DELAY_MS 150

static void show_step (EgReplayView *self);
static void scroll_move_list (EgReplayView *self);
static void update_analysis (EgReplayView *self);

static const char *
name_of (EgReplayView *self,
         EgSide        side)
{
  return eg_match_get_name (self->match, side);
}

static const char *
perspective_to_string (EgSide side)
{
  return side == EG_SIDE_LEFT ? "left" : side == EG_SIDE_RIGHT ? "right" : "all";
}

static EgSide
perspective_from_string (const char *str)
{
  if (g_strcmp0 (str, "left") == 0)
    return EG_SIDE_LEFT;
  if (g_strcmp0 (str, "right") == 0)
    return EG_SIDE_RIGHT;
  return EG_SIDE_NONE;
}

static guint
n_steps (EgReplayView *self)
{
  return self->replay != NULL ? eg_replay_get_n_steps (self->replay) : 0;
}

/* ---- the move list ---- */

static char *
describe_step (EgReplayView       *self,
               const EgReplayStep *state)
{
  if (!state->has_action)
    /* Translators: a heading of the move list; %2$s plays first */
    return g_strdup_printf (_("Round %1$u · %2$s starts"), state->round_index + 1,
                            name_of (self, state->round.starter));
  return eg_describe_action (&state->action, name_of (self, state->action.side));
}

static void
fill_moves (EgReplayView *self)
{
  guint n = n_steps (self);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_full (n + 1, g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (texts, describe_step (self, eg_replay_get_state_at (self->replay, i)));
  g_ptr_array_add (texts, NULL);

  gtk_string_list_splice (self->moves, 0, g_list_model_get_n_items (G_LIST_MODEL (self->moves)),
                          (const char * const *) texts->pdata);
}

/* A row is one label: a jump across a long match rebinds every visible
 * row, and one widget per row keeps that, with its style, within a frame. */
static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_use_markup (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "move");
  gtk_list_item_set_child (item, label);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          EgReplayView             *self)
{
  GtkLabel *label = GTK_LABEL (gtk_list_item_get_child (item));
  GtkStringObject *string = gtk_list_item_get_item (item);
  guint position = gtk_list_item_get_position (item);
  const EgReplayStep *state;
  g_autofree char *escaped = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *result = NULL;

  if (self->replay == NULL || position >= n_steps (self))
    return;

  state = eg_replay_get_state_at (self->replay, position);
  escaped = g_markup_escape_text (gtk_string_object_get_string (string), -1);
  if (!state->has_action)
    {
      gtk_widget_add_css_class (GTK_WIDGET (label), "round-header");
      markup = g_steal_pointer (&escaped);
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (label), "round-header");
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
      /* the result is long: it wraps, a move's line alone is cut short */
      gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_NONE);
      gtk_label_set_wrap (label, TRUE);
      gtk_label_set_markup (label, result);
    }
  else
    {
      gtk_label_set_wrap (label, FALSE);
      gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
      gtk_label_set_markup (label, markup);
    }
}

static void
selection_changed (EgReplayView *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  if (self->syncing || self->replay == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  eg_replay_set_step (self->replay, selected);
}

/* ---- showing a step ---- */

static void
update_hand (EgReplayView       *self,
             EgHandView         *hand,
             EgSide              side,
             const EgReplayStep *state)
{
  eg_hand_view_set_owner (hand, name_of (self, side));
  if (self->perspective == EG_SIDE_NONE || self->perspective == side)
    eg_hand_view_set_cards (hand, state->round.hand[side]);
  else
    eg_hand_view_set_face_down (hand, state->round.hand_size[side]);
}

static void
update_score (EgReplayView       *self,
              GtkLabel           *label,
              EgSide              side,
              const EgReplayStep *state)
{
  g_autofree char *text = eg_describe_score (state->score.score[side], state->score.target);

  gtk_label_set_label (label, text);
}

static char *
status_for (EgReplayView       *self,
            const EgReplayStep *state)
{
  const EgRound *round = &state->round;

  if (eg_round_is_over (round))
    {
      g_autofree char *result = eg_describe_result (round, name_of (self, EG_SIDE_LEFT),
                                                    name_of (self, EG_SIDE_RIGHT));
      EgSide winner = state->score.winner;

      /* the round that decided the match: the last step of its round */
      if (winner != EG_SIDE_NONE &&
          state->round_index + 1 == state->score.rounds_played)
        {
          g_autofree char *match = NULL;

          match = eg_describe_match_won (name_of (self, winner), state->score.score[winner],
                                        state->score.score[EG_OPPONENT (winner)]);
          /* Translators: a round's result, then the match's */
          return g_strdup_printf (_("%1$s %2$s"), result, match);
        }
      return g_steal_pointer (&result);
    }

  if (round->phase == EG_PHASE_DEFEND)
    return g_strdup_printf (_("%s must answer the attack."), name_of (self, round->to_act));
  return g_strdup_printf (_("%s plays next."), name_of (self, round->to_act));
}

static void
update_actions (EgReplayView *self)
{
  guint n = n_steps (self);
  guint step = self->replay != NULL ? eg_replay_get_step (self->replay) : 0;
  const EgReplayStep *state = self->replay != NULL ? eg_replay_get_state (self->replay) : NULL;
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "replay.first", n > 0 && step > 0);
  gtk_widget_action_set_enabled (widget, "replay.previous", n > 0 && step > 0);
  gtk_widget_action_set_enabled (widget, "replay.previous-round", n > 0 && step > 0);
  gtk_widget_action_set_enabled (widget, "replay.next", n > 0 && step + 1 < n);
  gtk_widget_action_set_enabled (widget, "replay.next-round", n > 0 && step + 1 < n);
  gtk_widget_action_set_enabled (widget, "replay.last", n > 0 && step + 1 < n);
  gtk_widget_action_set_enabled (widget, "replay.playing", n > 1);
  /* nothing is left to play once the match was decided */
  gtk_widget_action_set_enabled (widget, "replay.play-from-here",
                                 state != NULL && !eg_score_is_over (&state->score));
}

static void
show_step (EgReplayView *self)
{
  const EgReplayStep *state;
  const EgRound *round;
  guint step, n, n_rounds;
  gboolean animate;
  EgSide attacked = EG_SIDE_NONE;
  g_autofree char *text = NULL;

  update_actions (self);
  state = self->replay != NULL ? eg_replay_get_state (self->replay) : NULL;
  if (state == NULL)
    return;

  round = &state->round;
  step = eg_replay_get_step (self->replay);
  n = n_steps (self);
  n_rounds = eg_match_get_n_rounds (self->match);

  /* One step within a round slides the fencers; a jump places them. */
  animate = self->shown_any && state->has_action && self->shown_step + 1 == step;
  self->shown_step = step;
  self->shown_any = TRUE;

  eg_board_set_positions (self->board, round->pos[EG_SIDE_LEFT], round->pos[EG_SIDE_RIGHT], animate);
  if (round->phase == EG_PHASE_DEFEND)
    attacked = round->to_act;
  else if (eg_round_is_over (round) && round->reason == EG_REASON_HIT)
    attacked = EG_OPPONENT (round->winner);
  eg_board_set_highlight (self->board, 0, 0, attacked);

  update_hand (self, self->left_hand, EG_SIDE_LEFT, state);
  update_hand (self, self->right_hand, EG_SIDE_RIGHT, state);
  update_score (self, self->left_score_label, EG_SIDE_LEFT, state);
  update_score (self, self->right_score_label, EG_SIDE_RIGHT, state);

  /* Translators: the round shown in a replay, of all the match's rounds */
  text = g_strdup_printf (_("Round %1$u of %2$u"), state->round_index + 1, n_rounds);
  gtk_label_set_label (self->round_label, text);
  g_clear_pointer (&text, g_free);

  eg_piles_view_show (self->piles, eg_round_get_pile_count (round), round->discard_top);

  g_free (self->action_text);
  if (state->has_action)
    self->action_text = eg_describe_action (&state->action, name_of (self, state->action.side));
  else
    self->action_text = eg_describe_round_start (state->round_index + 1, name_of (self, round->starter));
  gtk_label_set_label (self->action_label, self->action_text);

  g_free (self->status_text);
  self->status_text = status_for (self, state);
  gtk_label_set_label (self->status_label, self->status_text);

  /* Translators: the position in a replay, e.g. "Step 12 of 340" */
  text = g_strdup_printf (_("Step %1$u of %2$u"), step + 1, n);
  gtk_label_set_label (self->step_label, text);
  eg_ui_set_accessible (GTK_WIDGET (self->scrubber), _("Step"), text);

  self->syncing = TRUE;
  gtk_adjustment_set_value (self->adjustment, step);
  gtk_single_selection_set_selected (self->selection, step);
  self->syncing = FALSE;
  scroll_move_list (self);

  update_analysis (self);
}

/* GTK 4.8 scrolls a list view to a row with the heights it has measured
 * so far, and estimates the others: after a jump to rows never shown the
 * estimate can be off by a few rows. So the scroll is repeated whenever
 * the list learns new heights, for the next few frames. */
static gboolean
scroll_settled (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  EgReplayView *self = data;

  if (++self->scroll_frames < 3)
    return G_SOURCE_CONTINUE;
  self->scroll_pending = FALSE;
  self->scroll_tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
scroll_move_list (EgReplayView *self)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->move_list));

  if (self->replay == NULL)
    return;
  if (gtk_adjustment_get_upper (adjustment) > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->move_list), "list.scroll-to-item", "u",
                                eg_replay_get_step (self->replay));
  self->scroll_pending = TRUE;
  self->scroll_frames = 0;
  if (self->scroll_tick_id == 0)
    self->scroll_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->move_list), scroll_settled, self, NULL);
}

static void
move_list_adjustment_changed (EgReplayView *self)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->move_list));

  if (self->scroll_pending && self->replay != NULL && gtk_adjustment_get_upper (adjustment) > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->move_list), "list.scroll-to-item", "u",
                                eg_replay_get_step (self->replay));
}

static void
step_changed (EgReplayView *self)
{
  show_step (self);
}

/* ---- analysis by the hard computer, in a thread ---- */

typedef struct
{
  EgView   view;
  guint    step;
  guint64  seed;
  EgAction best;
  double   win_chance;
} AnalysisJob;

static void
analysis_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  AnalysisJob *job = task_data;

  if (eg_ai_analyse (&job->view, job->seed, cancellable, &job->best, &job->win_chance))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
}

static void
analysis_done (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  EgReplayView *self = EG_REPLAY_VIEW (source);
  GTask *task = G_TASK (result);
  AnalysisJob *job = g_task_get_task_data (task);
  Analysis *analysis;

  if (!g_task_propagate_boolean (task, NULL) || g_task_get_cancellable (task) != self->analysis_cancellable)
    return;
  g_clear_object (&self->analysis_cancellable);
  if (self->analysis == NULL || job->step >= self->analysis->len)
    return;

  analysis = &g_array_index (self->analysis, Analysis, job->step);
  analysis->done = TRUE;
  analysis->best = job->best;
  analysis->win_chance = job->win_chance;
  update_analysis (self);
}

static void
cancel_analysis (EgReplayView *self)
{
  g_clear_handle_id (&self->analysis_timeout_id, g_source_remove);
  if (self->analysis_cancellable != NULL)
    g_cancellable_cancel (self->analysis_cancellable);
  g_clear_object (&self->analysis_cancellable);
}

static gboolean
start_analysis (gpointer data)
{
  EgReplayView *self = data;
  const EgReplayStep *state = eg_replay_get_state (self->replay);
  g_autoptr(GTask) task = NULL;
  AnalysisJob *job;

  self->analysis_timeout_id = 0;
  job = g_new0 (AnalysisJob, 1);
  job->step = eg_replay_get_step (self->replay);
  /* the same step gets the same analysis, run after run */
  job->seed = 0x9e3779b97f4a7c15ull ^ job->step;
  eg_round_get_view (&state->round, state->round.to_act, &job->view);

  self->analysis_cancellable = g_cancellable_new ();
  task = g_task_new (self, self->analysis_cancellable, analysis_done, NULL);
  g_task_set_source_tag (task, start_analysis);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, analysis_thread);
  return G_SOURCE_REMOVE;
}

static void
update_analysis (EgReplayView *self)
{
  const EgReplayStep *state;
  const Analysis *analysis;
  const char *to_act;
  g_autofree char *chance = NULL;
  g_autofree char *best = NULL;
  guint step;

  cancel_analysis (self);
  gtk_widget_set_visible (self->analysis_box, self->analysis_enabled);
  if (!self->analysis_enabled || self->replay == NULL || (state = eg_replay_get_state (self->replay)) == NULL)
    return;

  step = eg_replay_get_step (self->replay);
  if (eg_round_is_over (&state->round))
    {
      gtk_level_bar_set_value (self->chance_bar, 0);
      gtk_label_set_label (self->chance_label, _("The round is over."));
      gtk_label_set_label (self->best_label, "");
      return;
    }

  to_act = name_of (self, state->round.to_act);
  /* watching as one player saw it, the other's analysis would show its cards */
  if (self->perspective != EG_SIDE_NONE && self->perspective != state->round.to_act)
    {
      gtk_level_bar_set_value (self->chance_bar, 0);
      chance = g_strdup_printf (_("Hidden: it would reveal %s’s cards."), to_act);
      gtk_label_set_label (self->chance_label, chance);
      gtk_label_set_label (self->best_label, "");
      return;
    }

  analysis = &g_array_index (self->analysis, Analysis, step);
  if (!analysis->done)
    {
      gtk_level_bar_set_value (self->chance_bar, 0);
      /* Translators: the hard computer is analysing the position */
      chance = g_strdup_printf (_("Weighing %s’s chances…"), to_act);
      gtk_label_set_label (self->chance_label, chance);
      gtk_label_set_label (self->best_label, "");
      /* no search for a view nobody sees */
      if (gtk_widget_get_mapped (GTK_WIDGET (self)))
        self->analysis_timeout_id = g_timeout_add (ANALYSIS_DELAY_MS, start_analysis, self);
      return;
    }

  gtk_level_bar_set_value (self->chance_bar, analysis->win_chance);
  /* Translators: the hard computer's estimate; %2$d%% is a percentage */
  chance = g_strdup_printf (_("%1$s’s chance of winning this round: %2$d%%"),
                            to_act, (int) (analysis->win_chance * 100 + 0.5));
  gtk_label_set_label (self->chance_label, chance);
  {
    g_autofree char *action = eg_describe_action (&analysis->best, to_act);
    const EgReplayStep *next = step + 1 < n_steps (self) ? eg_replay_get_state_at (self->replay, step + 1) : NULL;

    if (next != NULL && next->has_action && eg_action_equal (&next->action, &analysis->best))
      /* Translators: %s is an action, e.g. "Ada attacks with two 4s" */
      best = g_strdup_printf (_("Best play: %s — as played."), action);
    else
      best = g_strdup_printf (_("Best play: %s."), action);
  }
  gtk_label_set_label (self->best_label, best);
}

/* ---- autoplay ---- */

static gboolean
autoplay_tick (gpointer data)
{
  EgReplayView *self = data;

  if (self->replay != NULL && eg_replay_next (self->replay) &&
      eg_replay_get_step (self->replay) + 1 < n_steps (self))
    return G_SOURCE_CONTINUE;

  self->play_id = 0;
  eg_replay_view_set_playing (self, FALSE);
  return G_SOURCE_REMOVE;
}

static void
restart_autoplay (EgReplayView *self)
{
  guint speed = MIN (gtk_drop_down_get_selected (self->speed_dropdown), G_N_ELEMENTS (autoplay_ms) - 1);

  g_clear_handle_id (&self->play_id, g_source_remove);
  if (self->playing)
    self->play_id = g_timeout_add (autoplay_ms[speed], autoplay_tick, self);
}

static void
speed_changed_cb (EgReplayView *self)
{
  restart_autoplay (self);
}

/* the perspective drop-down: all cards, then as the left and right player saw it */
static guint
perspective_to_index (EgSide side)
{
  return side == EG_SIDE_LEFT ? 1 : side == EG_SIDE_RIGHT ? 2 : 0;
}

static void
perspective_changed_cb (EgReplayView *self)
{
  static const char *const names[] = { "all", "left", "right" };
  guint selected = gtk_drop_down_get_selected (self->perspective_dropdown);

  if (self->syncing_perspective || selected >= G_N_ELEMENTS (names))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "replay.perspective", "s", names[selected]);
}

static void
update_play_button (EgReplayView *self)
{
  gtk_button_set_icon_name (GTK_BUTTON (self->play_button),
                            self->playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (self->play_button, self->playing ? _("Pause (Space)") : _("Play (Space)"));
  eg_ui_set_accessible (self->play_button, self->playing ? _("Pause") : _("Play"), NULL);
}

/* ---- actions ---- */

static void
scrubber_changed_cb (EgReplayView *self)
{
  double value = gtk_adjustment_get_value (self->adjustment);

  if (self->syncing || self->replay == NULL || n_steps (self) == 0)
    return;
  eg_replay_set_step (self->replay, MIN ((guint) (value + 0.5), n_steps (self) - 1));
}

static void
navigate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  EgReplayView *self = EG_REPLAY_VIEW (widget);

  if (self->replay == NULL)
    return;
  if (g_str_equal (action_name, "replay.first"))
    eg_replay_first (self->replay);
  else if (g_str_equal (action_name, "replay.previous"))
    eg_replay_previous (self->replay);
  else if (g_str_equal (action_name, "replay.next"))
    eg_replay_next (self->replay);
  else if (g_str_equal (action_name, "replay.last"))
    eg_replay_last (self->replay);
  else if (g_str_equal (action_name, "replay.previous-round"))
    eg_replay_previous_round (self->replay);
  else if (g_str_equal (action_name, "replay.next-round"))
    eg_replay_next_round (self->replay);
}

/* Who plays each side from here: a person, or the computer at a level. */
static guint
player_choice (EgPlayer *player)
{
  EgAiLevel level;

  if (eg_player_is_human (player))
    return 0;
  if (eg_ai_level_from_string (eg_player_get_level (player), &level))
    return 1 + level;
  return 1 + EG_AI_MEDIUM;
}

static EgPlayer *
player_from_choice (EgPlayer *original,
                    guint     choice)
{
  if (choice == 0)
    return eg_player_new (eg_player_get_name (original), EG_PLAYER_HUMAN, NULL);
  return eg_player_new (eg_player_get_name (original), EG_PLAYER_COMPUTER,
                        eg_ai_level_to_string (MIN (choice - 1, EG_AI_N_LEVELS - 1)));
}

static GtkWidget *
player_drop_down (EgPlayer *player)
{
  GtkStringList *choices = gtk_string_list_new (NULL);
  GtkWidget *drop_down;

  gtk_string_list_append (choices, _("Person"));
  for (guint level = 0; level < EG_AI_N_LEVELS; level++)
    {
      /* Translators: a choice of player; %s is a level, e.g. "Hard" */
      g_autofree char *text = g_strdup_printf (_("Computer (%s)"), eg_ai_level_get_label (level));

      gtk_string_list_append (choices, text);
    }
  drop_down = gtk_drop_down_new (G_LIST_MODEL (choices), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), player_choice (player));
  return drop_down;
}

static void
play_dialog_response (GtkDialog    *dialog,
                      int           response,
                      EgReplayView *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->replay != NULL)
    {
      GtkDropDown *left = g_object_get_data (G_OBJECT (dialog), "eg-left");
      GtkDropDown *right = g_object_get_data (G_OBJECT (dialog), "eg-right");
      g_autoptr(EgPlayer) left_player =
        player_from_choice (eg_match_get_player (self->match, EG_SIDE_LEFT), gtk_drop_down_get_selected (left));
      g_autoptr(EgPlayer) right_player =
        player_from_choice (eg_match_get_player (self->match, EG_SIDE_RIGHT), gtk_drop_down_get_selected (right));
      g_autoptr(EgMatch) match = eg_replay_view_new_live_match (self, left_player, right_player);

      eg_replay_view_set_playing (self, FALSE);
      gtk_window_destroy (GTK_WINDOW (dialog));
      g_signal_emit (self, signals[PLAY_FROM_HERE], 0, match);
      return;
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static GtkWidget *
side_label (EgReplayView *self,
            EgSide        side,
            GtkWidget    *drop_down)
{
  g_autofree char *text = NULL;
  GtkWidget *label;

  /* Translators: in the "Play From Here" dialog; %s is a player's name */
  text = g_strdup_printf (side == EG_SIDE_LEFT ? _("%s (white fencer)") : _("%s (black fencer)"),
                          name_of (self, side));
  label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), drop_down);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  return label;
}

static void
play_from_here_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  EgReplayView *self = EG_REPLAY_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog, *grid, *intro, *left, *right;

  if (self->replay == NULL)
    return;

  eg_replay_view_set_playing (self, FALSE);
  dialog = gtk_dialog_new_with_buttons (_("Play From Here"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                        _("_Cancel"), GTK_RESPONSE_CANCEL,
                                        _("_Play"), GTK_RESPONSE_ACCEPT,
                                        NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT),
                            "suggested-action");

  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_add_css_class (grid, "play-from-here");
  intro = gtk_label_new (_("A new match starts from the position shown. Who plays each side?"));
  gtk_label_set_wrap (GTK_LABEL (intro), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (intro), 40);
  gtk_label_set_xalign (GTK_LABEL (intro), 0);
  left = player_drop_down (eg_match_get_player (self->match, EG_SIDE_LEFT));
  right = player_drop_down (eg_match_get_player (self->match, EG_SIDE_RIGHT));
  gtk_grid_attach (GTK_GRID (grid), intro, 0, 0, 2, 1);
  gtk_grid_attach (GTK_GRID (grid), side_label (self, EG_SIDE_LEFT, left), 0, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), left, 1, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), side_label (self, EG_SIDE_RIGHT, right), 0, 2, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), right, 1, 2, 1, 1);
  gtk_box_append (GTK_BOX (gtk_dialog_get_content_area (GTK_DIALOG (dialog))), grid);

  g_object_set_data (G_OBJECT (dialog), "eg-left", left);
  g_object_set_data (G_OBJECT (dialog), "eg-right", right);
  g_signal_connect_object (dialog, "response", G_CALLBACK (play_dialog_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- life cycle ---- */

static void
add_key (GtkShortcutController *controller,
         guint                  keyval,
         const char            *action)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                                          gtk_named_action_new (action)));
}

static gboolean
close_moves_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  EgReplayView *self = user_data;

  if (self->sidebar_fits || !gtk_toggle_button_get_active (self->moves_button))
    return FALSE;
  gtk_toggle_button_set_active (self->moves_button, FALSE);
  return TRUE;
}

/* M: the moves over the board, in a window too narrow for the side panel */
static gboolean
toggle_moves_cb (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  EgReplayView *self = user_data;

  if (self->sidebar_fits || !gtk_widget_get_visible (GTK_WIDGET (self->moves_button)))
    return FALSE;
  gtk_toggle_button_set_active (self->moves_button, !gtk_toggle_button_get_active (self->moves_button));
  return TRUE;
}

/* Caught before the focused widget: the arrows step the replay wherever
 * the focus is (a focused scale or list would otherwise take them). */
static void
add_keys (EgReplayView *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);

  gtk_event_controller_set_name (controller, "eg-replay-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  add_key (shortcuts, GDK_KEY_Left, "replay.previous");
  add_key (shortcuts, GDK_KEY_KP_Left, "replay.previous");
  add_key (shortcuts, GDK_KEY_Right, "replay.next");
  add_key (shortcuts, GDK_KEY_KP_Right, "replay.next");
  add_key (shortcuts, GDK_KEY_Home, "replay.first");
  add_key (shortcuts, GDK_KEY_KP_Home, "replay.first");
  add_key (shortcuts, GDK_KEY_End, "replay.last");
  add_key (shortcuts, GDK_KEY_KP_End, "replay.last");
  add_key (shortcuts, GDK_KEY_Page_Up, "replay.previous-round");
  add_key (shortcuts, GDK_KEY_KP_Page_Up, "replay.previous-round");
  add_key (shortcuts, GDK_KEY_Page_Down, "replay.next-round");
  add_key (shortcuts, GDK_KEY_KP_Page_Down, "replay.next-round");
  add_key (shortcuts, GDK_KEY_space, "replay.playing");
  /* Escape first closes the moves shown over the board */
  gtk_shortcut_controller_add_shortcut (shortcuts,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (close_moves_cb, self, NULL)));
  add_key (shortcuts, GDK_KEY_Escape, "win.close-replay");
  gtk_shortcut_controller_add_shortcut (shortcuts,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_m, 0),
                                                          gtk_callback_action_new (toggle_moves_cb, self, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
settings_changed (EgReplayView *self)
{
  guint speed = g_settings_get_enum (self->settings, "animation-speed");

  eg_board_set_animation_duration (self->board, eg_pace_get (speed)->move_ms);
}

static void
eg_replay_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  EgReplayView *self = EG_REPLAY_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_PERSPECTIVE:
      g_value_set_string (value, perspective_to_string (self->perspective));
      break;
    case PROP_PLAYING:
      g_value_set_boolean (value, self->playing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_replay_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  EgReplayView *self = EG_REPLAY_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      eg_replay_view_set_match (self, g_value_get_object (value));
      break;
    case PROP_PERSPECTIVE:
      eg_replay_view_set_perspective (self, perspective_from_string (g_value_get_string (value)));
      break;
    case PROP_PLAYING:
      eg_replay_view_set_playing (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_replay_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (eg_replay_view_parent_class)->map (widget);
  update_analysis (EG_REPLAY_VIEW (widget));
}

/* The keys are caught by the view: focus goes to the move list, inside it. */
static gboolean
eg_replay_view_grab_focus (GtkWidget *widget)
{
  EgReplayView *self = EG_REPLAY_VIEW (widget);

  /* without the side panel (a narrow window), the scrubber */
  if (gtk_widget_get_child_visible (self->sidebar) &&
      gtk_widget_grab_focus (GTK_WIDGET (self->move_list)))
    return TRUE;
  return gtk_widget_grab_focus (GTK_WIDGET (self->scrubber));
}

/* ---- layout: the main column, then the side panel (moves and
 * analysis) when the width allows it; a narrow window shows only the
 * main column, which has every control, and a toggle that shows the
 * side panel over the board ---- */

/* A list shown for the first time learns its heights in an allocation,
 * where a scroll does not hold: the row is scrolled to again in the next
 * few frames once it has them. */
static gboolean
scroll_when_shown (GtkWidget     *widget,
                   GdkFrameClock *clock,
                   gpointer       data)
{
  EgReplayView *self = data;

  if (gtk_adjustment_get_upper (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->move_list))) <= 0)
    return G_SOURCE_CONTINUE;
  scroll_move_list (self);
  if (++self->shown_frames < 3)
    return G_SOURCE_CONTINUE;
  self->shown_tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
moves_button_toggled_cb (EgReplayView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (gtk_toggle_button_get_active (self->moves_button))
    {
      gtk_widget_add_css_class (self->sidebar, "over-board");
      gtk_widget_set_child_visible (self->sidebar, TRUE);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      gtk_widget_grab_focus (GTK_WIDGET (self->move_list));
      scroll_move_list (self);
      self->shown_frames = 0;
      if (self->shown_tick_id == 0)
        self->shown_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->move_list),
                                                            scroll_when_shown, self, NULL);
    }
  else
    {
      if (self->shown_tick_id != 0)
        gtk_widget_remove_tick_callback (GTK_WIDGET (self->move_list), self->shown_tick_id);
      self->shown_tick_id = 0;
      gtk_widget_remove_css_class (self->sidebar, "over-board");
      if (!self->sidebar_fits)
        {
          /* the focus stays in reach, on the toggle */
          if (focus != NULL && (focus == self->sidebar || gtk_widget_is_ancestor (focus, self->sidebar)))
            gtk_widget_grab_focus (GTK_WIDGET (self->moves_button));
          gtk_widget_set_child_visible (self->sidebar, FALSE);
        }
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
}

/* The toggle shows only when the side panel does not fit: changed after
 * the allocation that found it out, never during one. */
static gboolean
update_moves_button (gpointer user_data)
{
  EgReplayView *self = user_data;

  self->fits_idle_id = 0;
  if (self->sidebar_fits)
    gtk_toggle_button_set_active (self->moves_button, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->moves_button), !self->sidebar_fits);
  return G_SOURCE_REMOVE;
}

static int
sidebar_width_for (EgReplayView *self,
                   int           width)
{
  int main_min, sep_min, side_min, side_nat, side;

  gtk_widget_measure (self->main_box, GTK_ORIENTATION_HORIZONTAL, -1, &main_min, NULL, NULL, NULL);
  gtk_widget_measure (self->sidebar_separator, GTK_ORIENTATION_HORIZONTAL, -1, &sep_min, NULL, NULL, NULL);
  gtk_widget_measure (self->sidebar, GTK_ORIENTATION_HORIZONTAL, -1, &side_min, &side_nat, NULL, NULL);
  if (width < main_min + sep_min + side_min)
    return -1;
  side = CLAMP (width * 28 / 100, side_min, MAX (side_min, side_nat));
  return MIN (side, width - main_min - sep_min);
}

static void
eg_replay_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  EgReplayView *self = EG_REPLAY_VIEW (widget);
  int main_min, main_nat, sep_min, sep_nat, side_min, side_nat;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (self->main_box, orientation, -1, &main_min, &main_nat, NULL, NULL);
      gtk_widget_measure (self->sidebar_separator, orientation, -1, &sep_min, &sep_nat, NULL, NULL);
      gtk_widget_measure (self->sidebar, orientation, -1, &side_min, &side_nat, NULL, NULL);
      *minimum = main_min;
      *natural = main_nat + sep_nat + side_nat;
    }
  else
    {
      int side = for_size < 0 ? 0 : sidebar_width_for (self, for_size);
      int main_width = -1;

      if (for_size >= 0)
        {
          gtk_widget_measure (self->sidebar_separator, GTK_ORIENTATION_HORIZONTAL, -1, &sep_min, NULL, NULL, NULL);
          main_width = side < 0 ? for_size : for_size - side - sep_min;
        }
      gtk_widget_measure (self->main_box, orientation, main_width, &main_min, &main_nat, NULL, NULL);
      *minimum = main_min;
      *natural = main_nat;
      if (side >= 0)
        {
          gtk_widget_measure (self->sidebar, orientation, side > 0 ? side : -1, &side_min, &side_nat, NULL, NULL);
          *minimum = MAX (*minimum, side_min);
          *natural = MAX (*natural, side_nat);
        }
    }
}

static void
eg_replay_view_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  EgReplayView *self = EG_REPLAY_VIEW (widget);
  int side = sidebar_width_for (self, width);
  gboolean over = side < 0 && gtk_toggle_button_get_active (self->moves_button);
  int sep = 0;

  if ((side >= 0) != self->sidebar_fits)
    {
      self->sidebar_fits = side >= 0;
      if (self->fits_idle_id == 0)
        self->fits_idle_id = g_idle_add (update_moves_button, self);
    }
  gtk_widget_set_child_visible (self->sidebar, side >= 0 || over);
  gtk_widget_set_child_visible (self->sidebar_separator, side >= 0);
  if (side >= 0)
    {
      gtk_widget_measure (self->sidebar_separator, GTK_ORIENTATION_HORIZONTAL, -1, &sep, NULL, NULL, NULL);
      gtk_widget_allocate (self->sidebar_separator, sep, height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (width - side - sep, 0)));
      gtk_widget_allocate (self->sidebar, side, height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (width - side, 0)));
    }
  gtk_widget_allocate (self->main_box, width - MAX (side, 0) - sep, height, -1, NULL);

  /* over the board, at the end, down to the controls (which keep the toggle) */
  if (over)
    {
      graphene_rect_t bounds;
      int side_min, side_nat, height_min, over_width, over_height = height;

      if (gtk_widget_compute_bounds (self->controls_box, widget, &bounds))
        over_height = (int) bounds.origin.y;
      gtk_widget_measure (self->sidebar, GTK_ORIENTATION_HORIZONTAL, -1, &side_min, &side_nat, NULL, NULL);
      over_width = MIN (width, CLAMP (width * 40 / 100, side_min, MAX (side_min, side_nat)));
      gtk_widget_measure (self->sidebar, GTK_ORIENTATION_VERTICAL, over_width, &height_min, NULL, NULL, NULL);
      over_height = MAX (over_height, height_min);
      gtk_widget_allocate (self->sidebar, over_width, over_height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (width - over_width, 0)));
    }
}

static void
eg_replay_view_unmap (GtkWidget *widget)
{
  EgReplayView *self = EG_REPLAY_VIEW (widget);

  cancel_analysis (self);
  eg_replay_view_set_playing (self, FALSE);
  GTK_WIDGET_CLASS (eg_replay_view_parent_class)->unmap (widget);
}

static void
eg_replay_view_dispose (GObject *object)
{
  EgReplayView *self = EG_REPLAY_VIEW (object);
  GtkWidget *child;

  cancel_analysis (self);
  g_clear_handle_id (&self->play_id, g_source_remove);
  g_clear_handle_id (&self->fits_idle_id, g_source_remove);
  if (self->replay != NULL)
    g_signal_handlers_disconnect_by_data (self->replay, self);
  g_clear_object (&self->replay);
  g_clear_object (&self->match);
  if (self->scroll_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->move_list), self->scroll_tick_id);
  self->scroll_tick_id = 0;
  if (self->shown_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->move_list), self->shown_tick_id);
  self->shown_tick_id = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), EG_TYPE_REPLAY_VIEW);
  /* the template's unnamed top box is not disposed with it in GTK 4.8 */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (eg_replay_view_parent_class)->dispose (object);
}

static void
eg_replay_view_finalize (GObject *object)
{
  EgReplayView *self = EG_REPLAY_VIEW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->selection);
  g_clear_pointer (&self->analysis, g_array_unref);
  g_free (self->action_text);
  g_free (self->status_text);
  G_OBJECT_CLASS (eg_replay_view_parent_class)->finalize (object);
}

static void
eg_replay_view_class_init (EgReplayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = eg_replay_view_get_property;
  object_class->set_property = eg_replay_view_set_property;
  object_class->dispose = eg_replay_view_dispose;
  object_class->finalize = eg_replay_view_finalize;
  widget_class->map = eg_replay_view_map;
  widget_class->unmap = eg_replay_view_unmap;
  widget_class->grab_focus = eg_replay_view_grab_focus;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, EG_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* "all", "left" or "right": a string, for the toggle buttons' action */
  properties[PROP_PERSPECTIVE] =
    g_param_spec_string ("perspective", NULL, NULL, "all",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYING] =
    g_param_spec_boolean ("playing", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * EgReplayView::play-from-here:
   * @match: a live match at the step shown
   */
  signals[PLAY_FROM_HERE] =
    g_signal_new ("play-from-here", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, EG_TYPE_MATCH);

  g_type_ensure (EG_TYPE_BOARD);
  g_type_ensure (EG_TYPE_HAND_VIEW);
  g_type_ensure (EG_TYPE_PILES_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-replay-view.ui");
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, main_box);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, sidebar_separator);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, sidebar);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, controls_box);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, moves_button);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, title_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, perspective_dropdown);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, left_name_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, right_name_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, left_score_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, right_score_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, left_hand);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, right_hand);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, round_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, piles);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, board);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, action_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, status_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, scrubber);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, adjustment);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, step_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, first_button);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, previous_round_button);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, previous_button);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, play_button);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, next_button);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, next_round_button);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, last_button);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, move_list);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, analysis_box);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, chance_bar);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, chance_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, best_label);
  gtk_widget_class_bind_template_callback (widget_class, scrubber_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, speed_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, perspective_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, moves_button_toggled_cb);

  gtk_widget_class_install_action (widget_class, "replay.first", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.previous", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.next", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.last", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.previous-round", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.next-round", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "replay.play-from-here", NULL, play_from_here_action);
  gtk_widget_class_install_property_action (widget_class, "replay.perspective", "perspective");
  gtk_widget_class_install_property_action (widget_class, "replay.playing", "playing");

  widget_class->measure = eg_replay_view_measure;
  widget_class->size_allocate = eg_replay_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "replayview");
}

static void
eg_replay_view_init (EgReplayView *self)
{
  GtkListItemFactory *factory;

  self->perspective = EG_SIDE_NONE;
  self->analysis_enabled = TRUE;
  self->sidebar_fits = TRUE;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->moves = gtk_string_list_new (NULL);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->moves));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, FALSE);
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (selection_changed), self);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  gtk_list_view_set_model (self->move_list, GTK_SELECTION_MODEL (self->selection));
  gtk_list_view_set_factory (self->move_list, factory);
  g_object_unref (factory);
  g_signal_connect_object (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->move_list)), "changed",
                           G_CALLBACK (move_list_adjustment_changed), self, G_CONNECT_SWAPPED);

  eg_hand_view_set_interactive (self->left_hand, FALSE);
  eg_hand_view_set_interactive (self->right_hand, FALSE);
  eg_hand_view_set_compact (self->left_hand, TRUE);
  eg_hand_view_set_compact (self->right_hand, TRUE);

  eg_ui_set_accessible (GTK_WIDGET (self->move_list), _("Moves"), _("Every step of the match, round by round"));
  eg_ui_set_accessible (GTK_WIDGET (self->moves_button), _("Moves"), NULL);
  eg_ui_set_accessible (self->first_button, _("First step"), NULL);
  eg_ui_set_accessible (self->previous_round_button, _("Previous round"), NULL);
  eg_ui_set_accessible (self->previous_button, _("Previous step"), NULL);
  eg_ui_set_accessible (self->next_button, _("Next step"), NULL);
  eg_ui_set_accessible (self->next_round_button, _("Next round"), NULL);
  eg_ui_set_accessible (self->last_button, _("Last step"), NULL);
  eg_ui_set_accessible (GTK_WIDGET (self->speed_dropdown), _("Autoplay speed"), NULL);
  eg_ui_set_accessible (GTK_WIDGET (self->chance_bar), _("Chance of winning the round"), NULL);
  update_play_button (self);

  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (settings_changed), self, G_CONNECT_SWAPPED);
  settings_changed (self);

  add_keys (self);
  update_actions (self);
}

GtkWidget *
eg_replay_view_new (void)
{
  return g_object_new (EG_TYPE_REPLAY_VIEW, NULL);
}

static void
update_names (EgReplayView *self)
{
  g_autofree char *left = NULL;
  g_autofree char *right = NULL;
  g_autofree char *title = NULL;
  g_autofree char *when = NULL;
  GDateTime *started = eg_match_get_started (self->match);

  gtk_label_set_label (self->left_name_label, name_of (self, EG_SIDE_LEFT));
  gtk_label_set_label (self->right_name_label, name_of (self, EG_SIDE_RIGHT));
  eg_board_set_names (self->board, name_of (self, EG_SIDE_LEFT), name_of (self, EG_SIDE_RIGHT));

  /* Translators: a choice of the replay's view; %s is a player's name */
  left = g_strdup_printf (_("As %s Saw It"), name_of (self, EG_SIDE_LEFT));
  right = g_strdup_printf (_("As %s Saw It"), name_of (self, EG_SIDE_RIGHT));
  {
    const char *choices[] = { _("All Cards"), left, right, NULL };
    g_autoptr(GtkStringList) model = gtk_string_list_new (choices);

    self->syncing_perspective = TRUE;
    gtk_drop_down_set_model (self->perspective_dropdown, G_LIST_MODEL (model));
    gtk_drop_down_set_selected (self->perspective_dropdown, perspective_to_index (self->perspective));
    self->syncing_perspective = FALSE;
  }

  if (started != NULL)
    when = g_date_time_format (started, "%x");
  if (when != NULL)
    /* Translators: the replay's subtitle: players, then the date played */
    title = g_strdup_printf (_("%1$s against %2$s, %3$s"), name_of (self, EG_SIDE_LEFT),
                             name_of (self, EG_SIDE_RIGHT), when);
  else
    title = g_strdup_printf (_("%1$s against %2$s"), name_of (self, EG_SIDE_LEFT),
                             name_of (self, EG_SIDE_RIGHT));
  gtk_label_set_label (self->title_label, title);
  /* it may be ellipsized when the window is narrow */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->title_label), title);
}

void
eg_replay_view_set_match (EgReplayView *self,
                          EgMatch      *match)
{
  g_return_if_fail (EG_IS_REPLAY_VIEW (self));
  g_return_if_fail (match == NULL || EG_IS_MATCH (match));

  if (self->match == match)
    return;

  eg_replay_view_set_playing (self, FALSE);
  cancel_analysis (self);
  if (self->replay != NULL)
    g_signal_handlers_disconnect_by_data (self->replay, self);
  g_clear_object (&self->replay);
  g_set_object (&self->match, match);
  g_clear_pointer (&self->analysis, g_array_unref);
  self->shown_any = FALSE;

  if (match != NULL)
    {
      guint n;

      self->replay = eg_replay_new (match);
      n = eg_replay_get_n_steps (self->replay);
      self->analysis = g_array_new (FALSE, TRUE, sizeof (Analysis));
      g_array_set_size (self->analysis, n);
      g_signal_connect_swapped (self->replay, "notify::step", G_CALLBACK (step_changed), self);

      self->syncing = TRUE;
      gtk_adjustment_configure (self->adjustment, 0, 0, MAX (n, 1) - 1, 1,
                                MAX (1, (n + 9) / 10), 0);
      fill_moves (self);
      self->syncing = FALSE;
      update_names (self);
    }
  else
    {
      self->syncing = TRUE;
      gtk_string_list_splice (self->moves, 0, g_list_model_get_n_items (G_LIST_MODEL (self->moves)), NULL);
      self->syncing = FALSE;
    }

  show_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

EgMatch *
eg_replay_view_get_match (EgReplayView *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), NULL);
  return self->match;
}

EgReplay *
eg_replay_view_get_replay (EgReplayView *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), NULL);
  return self->replay;
}

void
eg_replay_view_set_step (EgReplayView *self,
                         guint         step)
{
  g_return_if_fail (EG_IS_REPLAY_VIEW (self));
  g_return_if_fail (step < n_steps (self));

  eg_replay_set_step (self->replay, step);
}

void
eg_replay_view_set_perspective (EgReplayView *self,
                                EgSide        side)
{
  g_return_if_fail (EG_IS_REPLAY_VIEW (self));
  g_return_if_fail (side <= EG_SIDE_NONE);

  if (self->perspective == side)
    return;
  self->perspective = side;
  self->syncing_perspective = TRUE;
  gtk_drop_down_set_selected (self->perspective_dropdown, perspective_to_index (side));
  self->syncing_perspective = FALSE;
  show_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PERSPECTIVE]);
}

EgSide
eg_replay_view_get_perspective (EgReplayView *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), EG_SIDE_NONE);
  return self->perspective;
}

void
eg_replay_view_set_playing (EgReplayView *self,
                            gboolean      playing)
{
  g_return_if_fail (EG_IS_REPLAY_VIEW (self));

  playing = !!playing && n_steps (self) > 1;
  if (self->playing == playing)
    return;

  self->playing = playing;
  /* from the end, play starts again from the beginning */
  if (playing && eg_replay_get_step (self->replay) + 1 >= n_steps (self))
    eg_replay_first (self->replay);
  restart_autoplay (self);
  update_play_button (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

gboolean
eg_replay_view_get_playing (EgReplayView *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), FALSE);
  return self->playing;
}

void
eg_replay_view_set_analysis (EgReplayView *self,
                             gboolean      enabled)
{
  g_return_if_fail (EG_IS_REPLAY_VIEW (self));

  self->analysis_enabled = !!enabled;
  update_analysis (self);
}

gboolean
eg_replay_view_get_analysis_result (EgReplayView *self,
                                    EgAction     *best,
                                    double       *win_chance)
{
  const Analysis *analysis;

  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), FALSE);

  if (self->analysis == NULL || self->replay == NULL || n_steps (self) == 0)
    return FALSE;
  analysis = &g_array_index (self->analysis, Analysis, eg_replay_get_step (self->replay));
  if (!analysis->done)
    return FALSE;
  if (best != NULL)
    *best = analysis->best;
  if (win_chance != NULL)
    *win_chance = analysis->win_chance;
  return TRUE;
}

/**
 * eg_replay_view_new_live_match:
 *
 * Returns: (transfer full): a new match, at the step shown, that starts
 *   now and deals its next rounds at random
 */
EgMatch *
eg_replay_view_new_live_match (EgReplayView *self,
                               EgPlayer     *left,
                               EgPlayer     *right)
{
  g_autoptr(EgMatch) from_step = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  EgMatch *match;

  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), NULL);
  g_return_val_if_fail (self->replay != NULL, NULL);

  from_step = eg_replay_new_match_from_step (self->replay);
  if (left == NULL && right == NULL)
    match = g_steal_pointer (&from_step);
  else
    {
      /* the same rounds, played again by the players chosen */
      match = eg_match_new (eg_match_get_variant (from_step), eg_match_get_target_score (from_step),
                            eg_match_get_first_starter (from_step),
                            left != NULL ? left : eg_match_get_player (from_step, EG_SIDE_LEFT),
                            right != NULL ? right : eg_match_get_player (from_step, EG_SIDE_RIGHT));
      for (guint r = 0; r < eg_match_get_n_rounds (from_step); r++)
        {
          const EgRoundRecord *record = eg_match_get_round_record (from_step, r);

          if (!eg_match_begin_round (match, record->deck, NULL))
            g_assert_not_reached ();
          for (guint i = 0; i < record->actions->len; i++)
            if (!eg_match_apply_at (match, &g_array_index (record->actions, EgAction, i),
                                    g_array_index (record->times, gint64, i), NULL))
              g_assert_not_reached ();
        }
    }

  eg_match_set_seed (match, ((guint64) g_random_int () << 32) | g_random_int ());
  eg_match_set_started (match, now);
  return match;
}

EgBoard *
eg_replay_view_get_board (EgReplayView *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), NULL);
  return self->board;
}

EgHandView *
eg_replay_view_get_hand_view (EgReplayView *self,
                              EgSide        side)
{
  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), NULL);
  return side == EG_SIDE_LEFT ? self->left_hand : self->right_hand;
}

GtkRange *
eg_replay_view_get_scrubber (EgReplayView *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), NULL);
  return GTK_RANGE (self->scrubber);
}

guint
eg_replay_view_get_selected_row (EgReplayView *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), GTK_INVALID_LIST_POSITION);
  return gtk_single_selection_get_selected (self->selection);
}

/* As a click on the row does. */
void
eg_replay_view_select_row (EgReplayView *self,
                           guint         row)
{
  g_return_if_fail (EG_IS_REPLAY_VIEW (self));
  g_return_if_fail (row < n_steps (self));

  gtk_selection_model_select_item (GTK_SELECTION_MODEL (self->selection), row, TRUE);
}

const char *
eg_replay_view_get_action_text (EgReplayView *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), NULL);
  return self->action_text;
}

const char *
eg_replay_view_get_status_text (EgReplayView *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), NULL);
  return self->status_text;
}
