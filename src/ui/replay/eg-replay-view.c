/* eg-replay-view.c — the replay's table: showing a step
 *
 * The move list (eg-move-list.c), the "Play From Here" dialog
 * (eg-play-from-here-dialog.c), the actions and keys
 * (eg-replay-view-actions.c), the analysis shown (its figures, marks
 * and page: eg-replay-view-analysis.c; the ratings themselves are
 * EgReplayAnalysis, in analysis/) and the bar of the title and buttons
 * (EgReplayBar) live in files of their own.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-board-targets.h"
#include "eg-describe.h"
#include "eg-replay-bar.h"
#include "eg-replay-view-private.h"
#include "eg-ui-utils.h"

G_DEFINE_FINAL_TYPE (EgReplayView, eg_replay_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_REPLAY,
  PROP_ANALYSIS,
  PROP_PERSPECTIVE,
  PROP_PLAYING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];


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

/* the perspective drop-down: all cards, then as the left and right player saw it */
static guint
perspective_to_index (EgSide side)
{
  return side == EG_SIDE_LEFT ? 1 : side == EG_SIDE_RIGHT ? 2 : 0;
}

static guint
n_steps (EgReplayView *self)
{
  return self->replay != NULL ? eg_replay_get_n_steps (self->replay) : 0;
}

/* ---- whose cards show ----
 *
 * The perspective chosen shows both hands or one; but no peeking: in a
 * round that has not ended, only the hand its person was entitled to
 * see shows, whatever was chosen, and the drop-down offers nothing else. */

static gboolean
secret_step (EgReplayView *self)
{
  return self->replay != NULL && n_steps (self) > 0 &&
         eg_replay_is_step_secret (self->replay, eg_replay_get_step (self->replay));
}

/* Whether @side's hand shows at @step, with its cards in @hand (may be
 * NULL): the model says whether the person replaying may see it; the
 * perspective chosen, in a round over, whether they want to. */
gboolean
eg_replay_view_hand_shown_at (EgReplayView *self,
                              guint         step,
                              EgSide        side,
                              guint8       *hand)
{
  guint8 cards[EG_N_VALUES + 1];

  if (!eg_replay_get_hand (self->replay, step, side, hand != NULL ? hand : cards))
    return FALSE;
  return eg_replay_is_step_secret (self->replay, step) ||
         self->perspective == EG_SIDE_NONE || self->perspective == side;
}

static gboolean
hand_shown (EgReplayView *self,
            EgSide        side,
            guint8       *hand)
{
  return eg_replay_view_hand_shown_at (self, eg_replay_get_step (self->replay), side, hand);
}

/* The drop-down's choices: all three in a round over; in one not over,
 * the one view allowed, insensitive, or "Hidden Cards" in hot-seat. */
static void
update_perspective_choices (EgReplayView *self)
{
  gboolean secret = secret_step (self);
  g_autofree char *left = NULL;
  g_autofree char *right = NULL;
  g_autoptr(GtkStringList) model = NULL;
  guint selected = 0;

  if (self->match == NULL || (self->choices_shown && self->choices_secret == secret))
    return;

  /* Translators: a choice of the replay's view; %s is a player's name */
  left = g_strdup_printf (_("As %s Saw It"), name_of (self, EG_SIDE_LEFT));
  right = g_strdup_printf (_("As %s Saw It"), name_of (self, EG_SIDE_RIGHT));
  if (!secret)
    {
      const char *choices[] = { _("All Cards"), left, right, NULL };

      model = gtk_string_list_new (choices);
      selected = perspective_to_index (self->perspective);
    }
  else
    {
      EgSide entitled = eg_replay_get_entitled_side (self->replay);
      /* Translators: the replay's view while a round is not over, in a
       * match between two people: neither hand shows */
      const char *only = entitled == EG_SIDE_LEFT ? left : entitled == EG_SIDE_RIGHT ? right : _("Hidden Cards");
      const char *choices[] = { only, NULL };

      model = gtk_string_list_new (choices);
    }

  self->syncing_perspective = TRUE;
  gtk_drop_down_set_model (self->perspective_dropdown, G_LIST_MODEL (model));
  gtk_drop_down_set_selected (self->perspective_dropdown, selected);
  self->syncing_perspective = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->perspective_dropdown), !secret);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->perspective_dropdown),
                               secret ? _("This round is not over: its hidden cards stay hidden")
                                      : _("Whose cards to show"));
  self->choices_shown = TRUE;
  self->choices_secret = secret;
}

/* ---- showing a step ---- */

static void
update_hand (EgReplayView       *self,
             EgHandView         *hand,
             EgSide              side,
             const EgReplayStep *state)
{
  guint8 cards[EG_N_VALUES + 1];

  eg_hand_view_set_owner (hand, name_of (self, side));
  if (hand_shown (self, side, cards))
    eg_hand_view_set_cards (hand, cards);
  else
    eg_hand_view_set_face_down (hand, eg_round_get_hand_size (&state->round, side));
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

/* The step's action marked as the live board marks the last move; an
 * answer also marks the attack, the step before. */
static void
show_last_move (EgReplayView       *self,
                guint               step,
                const EgReplayStep *state)
{
  const EgReplayStep *before = NULL;
  const guint8 pos[2] = { eg_round_get_position (&state->round, EG_SIDE_LEFT),
                          eg_round_get_position (&state->round, EG_SIDE_RIGHT) };
  EgLastMove move;

  if (state->has_action && step > 0)
    before = eg_replay_get_state_at (self->replay, step - 1);
  eg_last_move_init (&move, state->has_action ? &state->action : NULL,
                     before != NULL && before->has_action ? &before->action : NULL, pos);
  eg_board_targets_show_last_move (self->board, &move, name_of (self, EG_SIDE_LEFT),
                                   name_of (self, EG_SIDE_RIGHT));
}

static void
show_step (EgReplayView *self)
{
  const EgReplayStep *state;
  const EgRound *round;
  guint step, n, n_rounds;
  gboolean animate, cut;
  g_autofree char *text = NULL;

  eg_replay_view_update_actions (self);
  state = self->replay != NULL ? eg_replay_get_state (self->replay) : NULL;
  if (state == NULL)
    return;

  round = &state->round;
  step = eg_replay_get_step (self->replay);
  n = n_steps (self);
  n_rounds = eg_match_get_n_rounds (self->match);

  /* One step within a round slides the fencers; a jump places them, and
   * so does a step that comes while the last one still slides: it cuts
   * that slide short, and the board keeps up with the counter however
   * fast the steps come. */
  cut = eg_board_is_animating (self->board);
  if (cut)
    eg_board_finish_animations (self->board);
  animate = self->shown_any && state->has_action && self->shown_step + 1 == step && !cut;
  self->shown_step = step;
  self->shown_any = TRUE;

  eg_board_set_positions (self->board, eg_round_get_position (round, EG_SIDE_LEFT),
                          eg_round_get_position (round, EG_SIDE_RIGHT), animate);
  eg_board_set_highlight (self->board, 0, 0, eg_round_get_attacked (round));
  show_last_move (self, step, state);

  update_perspective_choices (self);
  update_hand (self, self->left_hand, EG_SIDE_LEFT, state);
  update_hand (self, self->right_hand, EG_SIDE_RIGHT, state);
  update_score (self, self->left_score_label, EG_SIDE_LEFT, state);
  update_score (self, self->right_score_label, EG_SIDE_RIGHT, state);

  text = eg_describe_replay_round (state->round_index, n_rounds);
  gtk_label_set_label (self->round_label, text);
  g_clear_pointer (&text, g_free);

  eg_piles_view_show (self->piles, eg_round_get_pile_count (round), eg_round_get_discard_top (round));

  if (state->has_action)
    text = eg_describe_action (&state->action, name_of (self, state->action.side));
  else
    text = eg_describe_round_start (state->round_index + 1, name_of (self, eg_round_get_starter (round)));
  gtk_label_set_label (self->action_label, text);
  g_clear_pointer (&text, g_free);

  g_free (self->status_text);
  self->status_text = eg_describe_replay_status (round, &state->score, state->round_index,
                                                 name_of (self, EG_SIDE_LEFT), name_of (self, EG_SIDE_RIGHT));
  gtk_label_set_label (self->status_label, self->status_text);

  /* Translators: the position in a replay, e.g. "Step 12 of 340" */
  text = g_strdup_printf (_("Step %1$u of %2$u"), step + 1, n);
  gtk_label_set_label (self->step_label, text);
  eg_ui_set_accessible (GTK_WIDGET (self->scrubber), _("Step"), text);

  self->syncing = TRUE;
  gtk_adjustment_set_value (self->adjustment, step);
  self->syncing = FALSE;

  eg_replay_view_update_analysis (self);
}

/* ---- the perspective ---- */

static void
perspective_changed_cb (EgReplayView *self)
{
  static const char *const names[] = { "all", "left", "right" };
  guint selected = gtk_drop_down_get_selected (self->perspective_dropdown);

  if (self->syncing_perspective || self->choices_secret || selected >= G_N_ELEMENTS (names))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "replay.perspective", "s", names[selected]);
}

static void
scrubber_changed_cb (EgReplayView *self)
{
  double value = gtk_adjustment_get_value (self->adjustment);

  if (self->syncing || self->replay == NULL || n_steps (self) == 0)
    return;
  eg_replay_set_step (self->replay, MIN ((guint) (value + 0.5), n_steps (self) - 1));
}

/* ---- life cycle ---- */

static void
settings_changed (EgReplayView *self)
{
  eg_board_set_speed (self->board, g_settings_get_enum (self->settings, "animation-speed"));
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
    case PROP_REPLAY:
      g_value_set_object (value, self->replay);
      break;
    case PROP_ANALYSIS:
      g_value_set_object (value, self->analysis);
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
  eg_replay_view_update_rating_work (EG_REPLAY_VIEW (widget));
  eg_replay_view_update_analysis (EG_REPLAY_VIEW (widget));
}

static void
eg_replay_view_unmap (GtkWidget *widget)
{
  EgReplayView *self = EG_REPLAY_VIEW (widget);

  g_clear_handle_id (&self->analysis_timeout_id, g_source_remove);
  eg_replay_view_set_playing (self, FALSE);
  GTK_WIDGET_CLASS (eg_replay_view_parent_class)->unmap (widget);
  eg_replay_view_update_rating_work (self);
}

/* The keys are caught by the view: focus goes to the move list, inside
 * it, or to the scrubber while the side panel is folded away. */
static gboolean
eg_replay_view_grab_focus (GtkWidget *widget)
{
  EgReplayView *self = EG_REPLAY_VIEW (widget);

  if (adw_flap_get_reveal_flap (self->flap) && gtk_widget_grab_focus (GTK_WIDGET (self->move_list)))
    return TRUE;
  return gtk_widget_grab_focus (GTK_WIDGET (self->scrubber));
}

static void
eg_replay_view_dispose (GObject *object)
{
  EgReplayView *self = EG_REPLAY_VIEW (object);

  g_clear_handle_id (&self->analysis_timeout_id, g_source_remove);
  g_clear_handle_id (&self->play_id, g_source_remove);
  g_clear_object (&self->replay_signals);
  g_clear_object (&self->analysis_signals);
  g_clear_object (&self->analysis);
  g_clear_object (&self->replay);
  g_clear_object (&self->match);
  gtk_widget_dispose_template (GTK_WIDGET (self), EG_TYPE_REPLAY_VIEW);
  G_OBJECT_CLASS (eg_replay_view_parent_class)->dispose (object);
}

static void
eg_replay_view_finalize (GObject *object)
{
  EgReplayView *self = EG_REPLAY_VIEW (object);

  g_clear_object (&self->settings);
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
  /* the match's replay and its analysis, new with each match: the move
   * list, the graph and the analysis page follow them (bound in the
   * template) */
  properties[PROP_REPLAY] =
    g_param_spec_object ("replay", NULL, NULL, EG_TYPE_REPLAY,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANALYSIS] =
    g_param_spec_object ("analysis", NULL, NULL, EG_TYPE_REPLAY_ANALYSIS,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
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
  g_signal_new ("play-from-here", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 1, EG_TYPE_MATCH);

  g_type_ensure (EG_TYPE_ANALYSIS_VIEW);
  g_type_ensure (EG_TYPE_BOARD);
  g_type_ensure (EG_TYPE_HAND_VIEW);
  g_type_ensure (EG_TYPE_MOVE_LIST);
  g_type_ensure (EG_TYPE_PILES_VIEW);
  g_type_ensure (EG_TYPE_REPLAY_BAR);
  g_type_ensure (EG_TYPE_WIN_GRAPH);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-replay-view.ui");
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, flap);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, sidebar);
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
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, graph);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, graph_caption);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, rating_progress);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, chance_bar);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, chance_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, best_label);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, analysis_button);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, board_stack);
  gtk_widget_class_bind_template_child (widget_class, EgReplayView, analysis_view);
  gtk_widget_class_bind_template_callback_full (widget_class, "analysis_toggled_cb",
                                                G_CALLBACK (eg_replay_view_analysis_toggled_cb));
  gtk_widget_class_bind_template_callback (widget_class, scrubber_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, perspective_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, eg_replay_view_speed_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, eg_replay_view_moves_shown_cb);

  eg_replay_view_class_init_actions (widget_class);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "replayview");
}

static void
eg_replay_view_init (EgReplayView *self)
{
  self->perspective = EG_SIDE_NONE;
  self->analysis_enabled = TRUE;
  self->replay_signals = g_signal_group_new (EG_TYPE_REPLAY);
  g_signal_group_connect_swapped (self->replay_signals, "notify::step", G_CALLBACK (show_step), self);
  self->analysis_signals = g_signal_group_new (EG_TYPE_REPLAY_ANALYSIS);
  g_signal_group_connect_swapped (self->analysis_signals, "step-changed",
                                  G_CALLBACK (eg_replay_view_analysis_step_changed), self);
  g_signal_group_connect_swapped (self->analysis_signals, "notify::progress", G_CALLBACK (eg_replay_view_update_progress), self);
  g_signal_group_connect_swapped (self->analysis_signals, "notify::complete", G_CALLBACK (eg_replay_view_update_progress), self);

  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_object (self->analysis_view, "entry-activated",
                           G_CALLBACK (eg_replay_view_analysis_entry_activated), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->analysis_view, "play-from-here",
                           G_CALLBACK (eg_replay_view_analysis_play_from_here), self, G_CONNECT_SWAPPED);

  eg_hand_view_set_interactive (self->left_hand, FALSE);
  eg_hand_view_set_interactive (self->right_hand, FALSE);
  eg_hand_view_set_compact (self->left_hand, TRUE);
  eg_hand_view_set_compact (self->right_hand, TRUE);

  eg_ui_set_accessible (GTK_WIDGET (self->moves_button), _("Moves"), NULL);
  eg_ui_set_accessible (self->first_button, _("First step"), NULL);
  eg_ui_set_accessible (self->previous_round_button, _("Previous round"), NULL);
  eg_ui_set_accessible (self->previous_button, _("Previous step"), NULL);
  eg_ui_set_accessible (self->next_button, _("Next step"), NULL);
  eg_ui_set_accessible (self->next_round_button, _("Next round"), NULL);
  eg_ui_set_accessible (self->last_button, _("Last step"), NULL);
  eg_ui_set_accessible (GTK_WIDGET (self->speed_dropdown), _("Autoplay speed"), NULL);
  eg_ui_set_accessible (GTK_WIDGET (self->chance_bar), _("Chance of winning the round"), NULL);
  eg_ui_set_accessible (GTK_WIDGET (self->graph), _("The chance of winning, move by move"), NULL);
  eg_ui_set_accessible (GTK_WIDGET (self->rating_progress), _("Analysis of every move"), NULL);
  eg_replay_view_update_play_button (self);

  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (settings_changed), self, G_CONNECT_SWAPPED);
  settings_changed (self);

  eg_replay_view_add_keys (self);
  eg_replay_view_update_actions (self);
}

GtkWidget *
eg_replay_view_new (void)
{
  return g_object_new (EG_TYPE_REPLAY_VIEW, NULL);
}

static void
update_names (EgReplayView *self)
{
  g_autofree char *title = NULL;
  g_autofree char *when = NULL;
  GDateTime *started = eg_match_get_started (self->match);

  gtk_label_set_label (self->left_name_label, name_of (self, EG_SIDE_LEFT));
  gtk_label_set_label (self->right_name_label, name_of (self, EG_SIDE_RIGHT));
  /* Translators: under the graph of the analysis; %s is the left player */
  title = g_strdup_printf (_("%s’s chance of winning the round, after each move"), name_of (self, EG_SIDE_LEFT));
  gtk_label_set_label (self->graph_caption, title);
  g_clear_pointer (&title, g_free);
  eg_board_set_names (self->board, name_of (self, EG_SIDE_LEFT), name_of (self, EG_SIDE_RIGHT));

  if (started != NULL)
    {
      g_autoptr(GDateTime) local = g_date_time_to_local (started);

      when = eg_describe_date (local);
    }
  title = eg_describe_replay_title (name_of (self, EG_SIDE_LEFT), name_of (self, EG_SIDE_RIGHT), when);
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
  g_clear_handle_id (&self->analysis_timeout_id, g_source_remove);
  g_signal_group_set_target (self->replay_signals, NULL);
  g_signal_group_set_target (self->analysis_signals, NULL);
  g_clear_object (&self->analysis);
  g_clear_object (&self->replay);
  g_set_object (&self->match, match);
  self->shown_any = FALSE;
  self->choices_shown = FALSE;

  if (match != NULL)
    {
      guint n;

      self->replay = eg_replay_new (match);
      self->analysis = eg_replay_analysis_new (self->replay);
      g_signal_group_set_target (self->analysis_signals, self->analysis);
      n = eg_replay_get_n_steps (self->replay);
      g_signal_group_set_target (self->replay_signals, self->replay);

      self->syncing = TRUE;
      gtk_adjustment_configure (self->adjustment, 0, 0, MAX (n, 1) - 1, 1,
                                MAX (1, (n + 9) / 10), 0);
      self->syncing = FALSE;
      update_names (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLAY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS]);
  eg_analysis_view_set_log_file (self->analysis_view, NULL);
  eg_replay_view_update_progress (self);
  eg_replay_view_update_rating_work (self);

  show_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

EgMatch *
eg_replay_view_get_match (EgReplayView *self)
{
  g_return_val_if_fail (EG_IS_REPLAY_VIEW (self), NULL);
  return self->match;
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
  if (!self->choices_secret)
    {
      self->syncing_perspective = TRUE;
      gtk_drop_down_set_selected (self->perspective_dropdown, perspective_to_index (side));
      self->syncing_perspective = FALSE;
    }
  eg_replay_view_show_all_ratings (self);
  show_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PERSPECTIVE]);
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
  eg_replay_view_restart_autoplay (self);
  eg_replay_view_update_play_button (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

void
eg_replay_view_set_analysis (EgReplayView *self,
                             gboolean      enabled)
{
  g_return_if_fail (EG_IS_REPLAY_VIEW (self));

  self->analysis_enabled = !!enabled;
  eg_replay_view_update_rating_work (self);
  eg_replay_view_update_analysis (self);
}

void
eg_replay_view_set_log_file (EgReplayView *self,
                             GFile        *file)
{
  g_return_if_fail (EG_IS_REPLAY_VIEW (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  eg_analysis_view_set_log_file (self->analysis_view, file);
}

/**
 * eg_replay_view_copy_state:
 * @from: the view to follow
 *
 * Shows what @from shows: its match and log file, the step, the
 * perspective, the play going on or not, the analysis (on or off, its
 * page shown or not). A language switch builds the view again in the
 * new language this way.
 */
void
eg_replay_view_copy_state (EgReplayView *self,
                           EgReplayView *from)
{
  g_return_if_fail (EG_IS_REPLAY_VIEW (self));
  g_return_if_fail (EG_IS_REPLAY_VIEW (from));

  eg_replay_view_set_match (self, from->match);
  eg_replay_view_set_log_file (self, eg_analysis_view_get_log_file (from->analysis_view));
  if (self->analysis_enabled != from->analysis_enabled)
    eg_replay_view_set_analysis (self, from->analysis_enabled);
  if (from->replay != NULL)
    {
      eg_replay_view_set_perspective (self, from->perspective);
      eg_replay_view_set_step (self, eg_replay_get_step (from->replay));
    }
  gtk_toggle_button_set_active (self->analysis_button, gtk_toggle_button_get_active (from->analysis_button));
  eg_replay_view_set_playing (self, from->playing);
}
