/* eg-window.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-describe.h"
#include "eg-match-log.h"
#include "eg-recent-matches.h"
#include "eg-piles-view.h"
#include "eg-replay-view.h"
#include "eg-ui-utils.h"
#include "eg-window.h"

struct _EgWindow
{
  GtkApplicationWindow parent_instance;

  GSettings    *settings;
  EgMatch      *match;

  /* the turn being prepared by the person at the screen */
  EgSide        viewer;
  EgSide        revealed;            /* hot-seat: who passed the screen */
  guint8        selection[EG_N_VALUES + 1];
  gboolean      has_chosen;
  EgAction      chosen;
  EgAction      options[EG_MAX_ACTIONS];
  guint         n_options;
  char         *status;
  char         *notice;              /* a suggestion or a refusal, until the next change */

  /* the computer's move, computed in a thread */
  GCancellable *ai_cancellable;
  guint         ai_timeout_id;
  EgAction      ai_action;
  guint         ai_round;
  guint         large_idle_id;       /* switches the "large" style */
  guint         ai_n_actions;

  /* template widgets */
  GtkStack     *stack;
  GtkWidget    *hint_button;
  GtkMenuButton *menu_button;
  GMenuModel   *primary_menu;
  GtkLabel     *left_name_label;
  GtkLabel     *right_name_label;
  GtkLabel     *left_kind_label;
  GtkLabel     *right_kind_label;
  GtkBox       *left_pips;
  GtkBox       *right_pips;
  EgHandView   *left_hand;
  EgHandView   *right_hand;
  GtkLabel     *round_label;
  EgPilesView  *piles;
  EgBoard      *board;
  GtkLabel     *last_action_label;
  GtkLabel     *status_label;
  GtkWidget    *hand_area;
  GtkLabel     *hand_title;
  EgHandView   *hand_view;
  GtkFlowBox   *options_box;
  GtkButton    *continue_button;
  GtkButton    *replay_button;
  GtkLabel     *pass_title;
  GtkLabel     *pass_detail;
  GtkButton    *pass_button;

  /* replay mode: a page of the stack, made when first needed */
  EgReplayView *replay_view;
  gboolean      replaying;
};

G_DEFINE_FINAL_TYPE (EgWindow, eg_window, GTK_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void refresh (EgWindow *self);
static void maybe_play_computer (EgWindow *self);

/* Animation speed, from the settings enum: off, slow, normal, fast. */
static const guint move_ms[] = { 0, 650, 350, 180 };
static const guint pause_ms[] = { 0, 1400, 800, 400 };

static guint
speed (EgWindow *self)
{
  guint s = g_settings_get_enum (self->settings, "animation-speed");

  return MIN (s, G_N_ELEMENTS (move_ms) - 1);
}

static gboolean
is_human (EgWindow *self,
          EgSide    side)
{
  return eg_player_is_human (eg_match_get_player (self->match, side));
}

static guint
n_humans (EgWindow *self)
{
  return is_human (self, EG_SIDE_LEFT) + is_human (self, EG_SIDE_RIGHT);
}

static const char *
name_of (EgWindow *self,
         EgSide    side)
{
  return eg_match_get_name (self->match, side);
}

static guint
n_actions_in_round (EgWindow *self)
{
  guint n = eg_match_get_n_rounds (self->match);

  return n == 0 ? 0 : eg_match_get_round_record (self->match, n - 1)->actions->len;
}

static gboolean
hot_seat_hides (EgWindow *self)
{
  return n_humans (self) == 2 && g_settings_get_boolean (self->settings, "hide-hands");
}

static gboolean
is_passing (EgWindow *self)
{
  return self->match != NULL && hot_seat_hides (self) &&
         eg_match_is_round_in_progress (self->match) &&
         eg_match_get_side_to_act (self->match) != self->revealed;
}

/* Whose hand may be shown face up: the only person; with two people the
 * one to act (once the screen was passed when hands are hidden). */
static EgSide
compute_viewer (EgWindow *self)
{
  EgSide to_act;

  if (self->match == NULL)
    return EG_SIDE_NONE;

  switch (n_humans (self))
    {
    case 1:
      return is_human (self, EG_SIDE_LEFT) ? EG_SIDE_LEFT : EG_SIDE_RIGHT;
    case 2:
      to_act = eg_match_get_side_to_act (self->match);
      if (!eg_match_is_round_in_progress (self->match))
        return self->viewer;
      if (hot_seat_hides (self))
        return self->revealed == to_act ? to_act : EG_SIDE_NONE;
      return to_act;
    default:
      return EG_SIDE_NONE;
    }
}

static gboolean
viewer_can_act (EgWindow *self)
{
  return self->match != NULL && self->viewer != EG_SIDE_NONE &&
         eg_match_is_round_in_progress (self->match) &&
         eg_match_get_side_to_act (self->match) == self->viewer &&
         !is_passing (self);
}

/* The cards an action takes from the hand. */
static void
action_cards (const EgAction *action,
              guint8          cards[EG_N_VALUES + 1])
{
  memset (cards, 0, EG_N_VALUES + 1);
  switch (action->type)
    {
    case EG_ACTION_MOVE:
    case EG_ACTION_RETREAT:
      cards[action->card]++;
      break;
    case EG_ACTION_INDIRECT_ATTACK:
      cards[action->card]++;
      cards[action->value] += action->count;
      break;
    case EG_ACTION_ATTACK:
    case EG_ACTION_PARRY:
      cards[action->value] += action->count;
      break;
    default:
      break;
    }
}

/* Where an action puts the acting fencer, or 0 if it does not move it. */
static guint
action_target (EgWindow       *self,
               const EgAction *action)
{
  int forward = action->side == EG_SIDE_LEFT ? 1 : -1;
  int from = eg_match_get_position (self->match, action->side);

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      if (action->direction == EG_DIRECTION_FORWARD)
        return from + forward * action->card;
      return from - forward * action->card;
    case EG_ACTION_RETREAT:
      return from - forward * action->card;
    case EG_ACTION_INDIRECT_ATTACK:
      return from + forward * action->card;
    default:
      return 0;
    }
}

static gboolean
is_attack (const EgAction *action)
{
  return action->type == EG_ACTION_ATTACK || action->type == EG_ACTION_INDIRECT_ATTACK;
}

/* Moving towards the right of the screen is forward for the left fencer. */
static gboolean
goes_right (const EgAction *action)
{
  gboolean forward = action->type == EG_ACTION_INDIRECT_ATTACK ||
                     (action->type == EG_ACTION_MOVE && action->direction == EG_DIRECTION_FORWARD);

  if (action->type != EG_ACTION_MOVE && action->type != EG_ACTION_RETREAT &&
      action->type != EG_ACTION_INDIRECT_ATTACK)
    return FALSE;
  return forward == (action->side == EG_SIDE_LEFT);
}

/* With @arrow, the moves show the way they go on screen. */
static char *
option_label (const EgAction *action,
              gboolean        arrow)
{
  g_autofree char *cards = NULL;
  g_autofree char *text = NULL;

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      if (action->direction == EG_DIRECTION_FORWARD)
        /* Translators: a button: move the fencer N squares forward */
        text = g_strdup_printf (_("Move %u forward"), action->card);
      else
        /* Translators: a button: move the fencer N squares back */
        text = g_strdup_printf (_("Move %u back"), action->card);
      break;
    case EG_ACTION_ATTACK:
      cards = eg_describe_cards (action->value, action->count);
      /* Translators: a button; %s is e.g. "two 4s" */
      text = g_strdup_printf (_("Attack with %s"), cards);
      break;
    case EG_ACTION_INDIRECT_ATTACK:
      cards = eg_describe_cards (action->value, action->count);
      /* Translators: a button; %u squares forward, then %s is e.g. "two 4s" */
      text = g_strdup_printf (_("Step %u forward, attack with %s"), action->card, cards);
      break;
    case EG_ACTION_PARRY:
      cards = eg_describe_cards (action->value, action->count);
      /* Translators: a button; %s is e.g. "two 4s" */
      text = g_strdup_printf (_("Parry with %s"), cards);
      break;
    case EG_ACTION_RETREAT:
      /* Translators: a button: step back N squares from an attack */
      text = g_strdup_printf (_("Retreat %u"), action->card);
      break;
    default:
      return g_strdup ("");
    }

  if (arrow && (action->type == EG_ACTION_MOVE || action->type == EG_ACTION_RETREAT ||
                action->type == EG_ACTION_INDIRECT_ATTACK))
    return goes_right (action) ? g_strdup_printf ("%s →", text) : g_strdup_printf ("← %s", text);
  return g_steal_pointer (&text);
}

static const char *
option_key (const EgAction *action)
{
  switch (action->type)
    {
    case EG_ACTION_MOVE:
      /* Translators: the keys of the keyboard shortcuts, shown in tooltips */
      return goes_right (action) ? _("Key: Right arrow, then Enter") : _("Key: Left arrow, then Enter");
    case EG_ACTION_ATTACK:
    case EG_ACTION_INDIRECT_ATTACK:
      return _("Key: A, then Enter");
    case EG_ACTION_PARRY:
      return _("Key: P, then Enter");
    case EG_ACTION_RETREAT:
      return _("Key: R, then Enter");
    default:
      return "";
    }
}

static void
set_status (EgWindow   *self,
            const char *text)
{
  if (g_strcmp0 (self->status, text) == 0)
    return;
  g_free (self->status);
  self->status = g_strdup (text);
  gtk_label_set_label (self->status_label, text);
}

static void
set_notice (EgWindow   *self,
            const char *text)
{
  g_free (self->notice);
  self->notice = g_strdup (text);
}

/* ---- the selected cards and what they allow ---- */

static void
compute_options (EgWindow *self)
{
  EgAction legal[EG_MAX_ACTIONS];
  guint n, i;

  self->n_options = 0;
  if (!viewer_can_act (self))
    return;

  n = eg_match_get_legal_actions (self->match, legal);
  for (i = 0; i < n; i++)
    {
      guint8 cards[EG_N_VALUES + 1];

      action_cards (&legal[i], cards);
      if (memcmp (cards, self->selection, sizeof cards) == 0)
        self->options[self->n_options++] = legal[i];
    }

  if (self->has_chosen)
    {
      gboolean still = FALSE;

      for (i = 0; i < self->n_options; i++)
        still |= eg_action_equal (&self->options[i], &self->chosen);
      self->has_chosen = still;
    }
}

static guint
n_selected (EgWindow *self)
{
  guint v, n = 0;

  for (v = 1; v <= EG_N_VALUES; v++)
    n += self->selection[v];
  return n;
}

static void apply_action (EgWindow *self, const EgAction *action);

static void
option_clicked (GtkButton *button,
                EgWindow  *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "eg-option"));

  if (index < self->n_options)
    {
      EgAction action = self->options[index];

      apply_action (self, &action);
    }
}

static void
update_selection_widgets (EgWindow *self)
{
  gboolean hints = g_settings_get_boolean (self->settings, "move-hints");
  gboolean can_act = viewer_can_act (self);
  guint32 reachable = 0;
  guint chosen_square = 0;
  EgSide attacked = EG_SIDE_NONE;
  gboolean indirect = FALSE;
  GtkWidget *child;
  guint i;

  compute_options (self);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box))) != NULL)
    gtk_flow_box_remove (self->options_box, child);

  if (can_act)
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n = eg_match_get_legal_actions (self->match, legal);
      guint32 playable = 0;

      for (i = 0; i < n; i++)
        {
          guint8 cards[EG_N_VALUES + 1];
          guint v;

          action_cards (&legal[i], cards);
          for (v = 1; v <= EG_N_VALUES; v++)
            if (cards[v] > 0)
              playable |= 1u << v;

          /* a single card also shows where an indirect attack would step */
          if (n_selected (self) == 1 && legal[i].type == EG_ACTION_INDIRECT_ATTACK &&
              self->selection[legal[i].card] == 1)
            {
              indirect = TRUE;
              if (hints)
                reachable |= EG_BOARD_SQUARE_BIT (action_target (self, &legal[i]));
            }
        }
      eg_hand_view_set_playable (self->hand_view, hints ? playable : 0);
    }
  else
    eg_hand_view_set_playable (self->hand_view, 0);

  for (i = 0; i < self->n_options; i++)
    {
      const EgAction *option = &self->options[i];
      g_autofree char *label = option_label (option, TRUE);
      g_autofree char *spoken = option_label (option, FALSE);
      GtkWidget *button = gtk_button_new_with_label (label);
      guint target = action_target (self, option);

      if (hints && target != 0)
        reachable |= EG_BOARD_SQUARE_BIT (target);
      if (hints && is_attack (option))
        attacked = EG_OPPONENT (option->side);

      gtk_widget_set_tooltip_text (button, option_key (option));
      /* a screen reader says the move, not the arrow drawn beside it */
      eg_ui_set_accessible (button, spoken, option_key (option));
      gtk_widget_add_css_class (button, "option");
      gtk_widget_add_css_class (button, "pill");
      if (self->has_chosen && eg_action_equal (option, &self->chosen))
        {
          gtk_widget_add_css_class (button, "suggested-action");
          chosen_square = target;
          if (is_attack (option))
            attacked = EG_OPPONENT (option->side);
        }
      g_object_set_data (G_OBJECT (button), "eg-option", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (option_clicked), self);
      gtk_flow_box_append (self->options_box, button);
    }

  if (can_act && self->notice != NULL)
    {
      GtkWidget *label = gtk_label_new (self->notice);

      /* a long suggestion wraps rather than widening the window */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_widget_add_css_class (label, "notice");
      gtk_flow_box_append (self->options_box, label);
    }
  else if (can_act && indirect)
    {
      /* Translators: one card chosen; with it the player may step forward
       * and attack at once (an indirect attack) */
      GtkWidget *label = gtk_label_new (_("Add the cards to attack with after this step."));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_flow_box_append (self->options_box, label);
    }
  else if (can_act && n_selected (self) > 0 && self->n_options == 0)
    {
      GtkWidget *label = gtk_label_new (_("These cards allow no play now: choose others."));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_flow_box_append (self->options_box, label);
    }
  else if (can_act && n_selected (self) == 0)
    {
      gboolean defending = eg_match_get_phase (self->match) == EG_PHASE_DEFEND;
      GtkWidget *label;

      if (defending)
        label = gtk_label_new (_("Choose cards (keys 1 to 5) to see how they answer the attack."));
      else
        label = gtk_label_new (_("Choose cards (keys 1 to 5) to see what they allow."));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_flow_box_append (self->options_box, label);
    }

  /* one Tab stop per option, the button: not the flow box's cells */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);

  /* During a defence the attacked fencer is the one at risk. */
  if (self->match != NULL && eg_match_get_phase (self->match) == EG_PHASE_DEFEND &&
      attacked == EG_SIDE_NONE)
    attacked = eg_match_get_side_to_act (self->match);

  eg_board_set_highlight (self->board, reachable, chosen_square, attacked);
  eg_hand_view_set_selection (self->hand_view, self->selection);
}

static void
clear_selection (EgWindow *self)
{
  memset (self->selection, 0, sizeof self->selection);
  self->has_chosen = FALSE;
  g_clear_pointer (&self->notice, g_free);
}

/* ---- the state of the match, shown ---- */

static void
update_pips (EgWindow *self,
             GtkBox   *box,
             EgSide    side)
{
  guint target = eg_match_get_target_score (self->match);
  guint score = eg_match_get_score (self->match, side);
  g_autofree char *text = NULL;
  GtkWidget *child;
  guint i;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);

  if (target <= 12)
    for (i = 0; i < target; i++)
      {
        GtkWidget *pip = gtk_label_new (NULL);

        gtk_widget_add_css_class (pip, "pip");
        if (i < score)
          gtk_widget_add_css_class (pip, "won");
        gtk_accessible_update_state (GTK_ACCESSIBLE (pip), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
        gtk_box_append (box, pip);
      }

  text = eg_ui_score_text (score, target);
  if (target > 12)
    {
      GtkWidget *label = gtk_label_new (text);

      gtk_box_append (box, label);
    }
  gtk_widget_set_tooltip_text (GTK_WIDGET (box), text);
  eg_ui_set_accessible (GTK_WIDGET (box), _("Score"), text);
}

static char *
player_kind_text (EgWindow *self,
                  EgSide    side)
{
  EgPlayer *player = eg_match_get_player (self->match, side);
  EgAiLevel level;

  if (eg_player_is_human (player))
    return g_strdup (side == EG_SIDE_LEFT ? _("Person · white fencer") : _("Person · black fencer"));
  if (eg_ai_level_from_string (eg_player_get_level (player), &level))
    /* Translators: %s is the computer's level, e.g. "Medium" */
    return g_strdup_printf (side == EG_SIDE_LEFT ? _("Computer (%s) · white fencer")
                                                 : _("Computer (%s) · black fencer"),
                            eg_ai_level_get_label (level));
  return g_strdup (side == EG_SIDE_LEFT ? _("Computer · white fencer") : _("Computer · black fencer"));
}

static void
update_side_hand (EgWindow   *self,
                  EgHandView *hand,
                  EgSide      side,
                  gboolean    reveal)
{
  EgView view;

  eg_hand_view_set_owner (hand, name_of (self, side));
  eg_hand_view_set_compact (hand, TRUE);
  eg_hand_view_set_interactive (hand, FALSE);

  if (reveal)
    {
      guint distance = eg_match_get_distance (self->match);

      eg_match_get_view (self->match, side, &view);
      eg_hand_view_set_cards (hand, view.hand);
      /* the cards that decided, those of the final distance, stand out */
      eg_hand_view_set_playable (hand, distance <= EG_N_VALUES ? 1u << distance : 0);
      gtk_widget_set_visible (GTK_WIDGET (hand), TRUE);
      return;
    }

  /* the size of a hand is public: read it from the other side's view */
  eg_match_get_view (self->match, EG_OPPONENT (side), &view);
  eg_hand_view_set_face_down (hand, eg_match_get_round_number (self->match) > 0 ? view.opponent_hand_size : 0);
  gtk_widget_set_visible (GTK_WIDGET (hand), side != self->viewer);
}

static char *
expectation (EgWindow *self)
{
  EgSide to_act = eg_match_get_side_to_act (self->match);
  const char *name = name_of (self, to_act);
  const EgAction *last = eg_match_get_last_action (self->match);

  if (!is_human (self, to_act))
    /* Translators: the computer is choosing its move */
    return g_strdup_printf (_("%s is thinking…"), name);

  if (eg_match_get_phase (self->match) == EG_PHASE_DEFEND)
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n = eg_match_get_legal_actions (self->match, legal);
      gboolean parry = FALSE, retreat = FALSE;
      g_autofree char *attack = NULL;
      EgView view;
      guint i;

      for (i = 0; i < n; i++)
        {
          parry |= legal[i].type == EG_ACTION_PARRY;
          retreat |= legal[i].type == EG_ACTION_RETREAT;
        }
      eg_match_get_view (self->match, to_act, &view);
      attack = eg_describe_action (&view.pending, name_of (self, EG_OPPONENT (to_act)));
      if (parry && retreat)
        /* Translators: %1$s is an attack, e.g. "Ada attacks with two 4s"; %2$s the defender */
        return g_strdup_printf (_("%1$s — %2$s, parry or retreat"), attack, name);
      if (parry)
        return g_strdup_printf (_("%1$s — %2$s, parry"), attack, name);
      return g_strdup_printf (_("%1$s — %2$s, retreat"), attack, name);
    }

  if (last != NULL && last->type == EG_ACTION_PARRY && last->side == to_act)
    /* Translators: after a parry the defender takes a turn at once */
    return g_strdup_printf (_("%s parried: play on — move or attack"), name);

  /* Translators: whose turn it is and what they may do */
  return g_strdup_printf (_("%s’s turn: move or attack"), name);
}

static void
update_status (EgWindow *self)
{
  g_autofree char *status = NULL;
  g_autofree char *last = NULL;
  guint round_number = eg_match_get_round_number (self->match);
  const EgAction *last_action = eg_match_get_last_action (self->match);

  if (eg_match_is_over (self->match))
    {
      EgSide winner = eg_match_get_winner (self->match);

      status = eg_ui_match_won_text (name_of (self, winner), eg_match_get_score (self->match, winner),
                                     eg_match_get_score (self->match, EG_OPPONENT (winner)));
      last = eg_describe_result (eg_match_get_round_state (self->match),
                                 name_of (self, EG_SIDE_LEFT), name_of (self, EG_SIDE_RIGHT));
    }
  else if (round_number == 0)
    {
      status = g_strdup (_("Ready for the first round"));
      last = g_strdup ("");
    }
  else if (!eg_match_is_round_in_progress (self->match))
    {
      status = eg_describe_result (eg_match_get_round_state (self->match),
                                   name_of (self, EG_SIDE_LEFT), name_of (self, EG_SIDE_RIGHT));
      last = last_action != NULL ? eg_describe_action (last_action, name_of (self, last_action->side))
                                 : g_strdup ("");
    }
  else
    {
      status = expectation (self);
      if (eg_match_get_phase (self->match) == EG_PHASE_DEFEND)
        /* the status line already names the attack */
        last = g_strdup ("");
      else if (last_action != NULL && n_actions_in_round (self) > 0)
        last = eg_describe_action (last_action, name_of (self, last_action->side));
      else
        last = eg_ui_round_start_text (round_number, name_of (self, eg_match_get_side_to_act (self->match)));
    }

  set_status (self, status);
  gtk_label_set_label (self->last_action_label, last);
}

static void
update_continue (EgWindow *self)
{
  gboolean show = !eg_match_is_round_in_progress (self->match);

  gtk_widget_set_visible (GTK_WIDGET (self->continue_button), show);
  gtk_widget_set_visible (GTK_WIDGET (self->replay_button), eg_match_is_over (self->match));
  if (!show)
    return;

  if (eg_match_is_over (self->match))
    {
      gtk_button_set_label (self->continue_button, _("New Match"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->continue_button), "app.new-match");
    }
  else
    {
      gtk_button_set_label (self->continue_button,
                            eg_match_get_round_number (self->match) == 0 ? _("Start the Match")
                                                                         : _("Next Round"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->continue_button), NULL);
    }
}

static void
update_pass_screen (EgWindow *self)
{
  EgSide to_act = eg_match_get_side_to_act (self->match);
  const EgAction *last = eg_match_get_last_action (self->match);
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *button = NULL;
  g_autofree char *what = NULL;

  /* Translators: hot-seat privacy screen; %s is the next player */
  title = g_strdup_printf (_("Pass to %s"), name_of (self, to_act));
  if (eg_match_get_phase (self->match) == EG_PHASE_DEFEND)
    what = g_strdup_printf (_("%s must answer the attack."), name_of (self, to_act));
  else
    what = g_strdup_printf (_("%s plays next."), name_of (self, to_act));
  if (last != NULL && n_actions_in_round (self) > 0)
    {
      g_autofree char *done = eg_describe_action (last, name_of (self, last->side));

      /* Translators: %1$s what just happened, %2$s what comes next */
      detail = g_strdup_printf (_("%1$s. %2$s"), done, what);
    }
  else
    detail = g_strdup_printf (_("Round %1$u. %2$s"), eg_match_get_round_number (self->match), what);
  /* Translators: the button on the hot-seat screen */
  button = g_strdup_printf (_("Show %s’s Cards"), name_of (self, to_act));

  gtk_label_set_label (self->pass_title, title);
  gtk_label_set_label (self->pass_detail, detail);
  gtk_button_set_label (self->pass_button, button);
  set_status (self, title);
}

static void
update_actions (EgWindow *self)
{
  gboolean can_act = viewer_can_act (self);
  gboolean passing = is_passing (self);
  gboolean between = self->match != NULL && !eg_match_is_round_in_progress (self->match);
  gboolean match_over = self->match != NULL && eg_match_is_over (self->match);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.select-card", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.direction", can_act && n_selected (self) == 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.attack", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.parry", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.retreat", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", can_act);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel", can_act && n_selected (self) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.reveal", passing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-round", between && !match_over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.confirm",
                                 passing || between ||
                                 (can_act && (self->has_chosen || self->n_options == 1)));

  /* A replay takes the keys: the live game's are let through to it. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.close-replay", self->replaying);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.replay-key", self->replaying);
  if (self->replaying)
    {
      static const char * const game_actions[] = {
        "win.select-card", "win.direction", "win.attack", "win.parry", "win.retreat",
        "win.hint", "win.cancel", "win.reveal", "win.next-round", "win.confirm",
      };

      for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
        gtk_widget_action_set_enabled (GTK_WIDGET (self), game_actions[i], FALSE);
    }
}

static void
refresh (EgWindow *self)
{
  EgMatch *match = self->match;
  gboolean in_progress, reveal_all;
  guint round_number;
  g_autofree char *round_text = NULL;
  g_autofree char *kind = NULL;
  EgView view;

  if (match == NULL)
    return;

  in_progress = eg_match_is_round_in_progress (match);
  round_number = eg_match_get_round_number (match);
  self->viewer = compute_viewer (self);

  gtk_label_set_label (self->left_name_label, name_of (self, EG_SIDE_LEFT));
  gtk_label_set_label (self->right_name_label, name_of (self, EG_SIDE_RIGHT));
  kind = player_kind_text (self, EG_SIDE_LEFT);
  gtk_label_set_label (self->left_kind_label, kind);
  g_free (kind);
  kind = player_kind_text (self, EG_SIDE_RIGHT);
  gtk_label_set_label (self->right_kind_label, kind);
  update_pips (self, self->left_pips, EG_SIDE_LEFT);
  update_pips (self, self->right_pips, EG_SIDE_RIGHT);

  /* Translators: the round number and the target score */
  round_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Round %u · first to %u point", "Round %u · first to %u points",
                                          eg_match_get_target_score (match)),
                                MAX (round_number, 1), eg_match_get_target_score (match));
  gtk_label_set_label (self->round_label, round_text);

  eg_match_get_view (match, EG_SIDE_LEFT, &view);
  eg_piles_view_show (self->piles, view.pile_count, round_number > 0 ? view.discard_top : 0);

  eg_board_set_names (self->board, name_of (self, EG_SIDE_LEFT), name_of (self, EG_SIDE_RIGHT));
  eg_board_set_positions (self->board,
                          eg_match_get_position (match, EG_SIDE_LEFT),
                          eg_match_get_position (match, EG_SIDE_RIGHT),
                          in_progress && n_actions_in_round (self) > 0);

  /* Both hands are shown when the cards decide the round. */
  reveal_all = round_number > 0 && !in_progress &&
               eg_match_get_round_state (match)->reason == EG_REASON_CARDS;
  update_side_hand (self, self->left_hand, EG_SIDE_LEFT, reveal_all);
  update_side_hand (self, self->right_hand, EG_SIDE_RIGHT, reveal_all);

  /* When the cards decide, both hands are face up in the players' panels:
   * the viewer's large hand would show the same cards twice. */
  if (self->viewer != EG_SIDE_NONE && round_number > 0 && !reveal_all)
    {
      g_autofree char *title = NULL;

      eg_match_get_view (match, self->viewer, &view);
      eg_hand_view_set_owner (self->hand_view, name_of (self, self->viewer));
      eg_hand_view_set_cards (self->hand_view, view.hand);
      eg_hand_view_set_interactive (self->hand_view, viewer_can_act (self));
      /* Translators: above the hand of cards at the bottom */
      title = g_strdup_printf (_("%s’s cards"), name_of (self, self->viewer));
      gtk_label_set_label (self->hand_title, title);
      gtk_widget_set_visible (self->hand_area, TRUE);
    }
  else
    {
      eg_hand_view_set_face_down (self->hand_view, 0);
      gtk_widget_set_visible (self->hand_area, FALSE);
    }

  update_selection_widgets (self);
  update_status (self);
  update_continue (self);

  if (self->replaying)
    gtk_stack_set_visible_child_name (self->stack, "replay");
  else if (is_passing (self))
    {
      update_pass_screen (self);
      gtk_stack_set_visible_child_name (self->stack, "pass");
    }
  else
    gtk_stack_set_visible_child_name (self->stack, "game");

  update_actions (self);
  maybe_play_computer (self);
}

/* ---- playing ---- */

static void
apply_action (EgWindow       *self,
              const EgAction *action)
{
  g_autoptr(GError) error = NULL;

  clear_selection (self);
  if (!eg_match_apply (self->match, action, &error))
    {
      set_notice (self, error->message);
      refresh (self);
    }
}

static void
match_changed (EgWindow *self)
{
  refresh (self);
}

static void
round_started (EgWindow *self,
               guint     number)
{
  self->revealed = EG_SIDE_NONE;
  clear_selection (self);
  refresh (self);
}

static void
action_applied (EgWindow *self)
{
  clear_selection (self);
  refresh (self);
}

static void
begin_next_round (EgWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->match == NULL || eg_match_is_round_in_progress (self->match) ||
      eg_match_is_over (self->match))
    return;
  if (!eg_match_begin_round (self->match, NULL, &error))
    {
      set_status (self, error->message);
      return;
    }
}

static void
continue_clicked_cb (EgWindow *self)
{
  if (!eg_match_is_over (self->match))
    begin_next_round (self);
}

/* at the end of a match: the same match, step by step */
static void
replay_clicked_cb (EgWindow *self)
{
  if (eg_match_is_over (self->match))
    eg_window_open_replay (self, self->match);
}

static void
hand_card_activated_cb (EgHandView *hand,
                        guint       value,
                        gboolean    selected,
                        EgWindow   *self)
{
  EgView view;

  if (!viewer_can_act (self) || value < 1 || value > EG_N_VALUES)
    return;

  eg_match_get_view (self->match, self->viewer, &view);
  if (selected && self->selection[value] > 0)
    self->selection[value]--;
  else if (self->selection[value] < view.hand[value])
    self->selection[value]++;
  self->has_chosen = FALSE;
  g_clear_pointer (&self->notice, g_free);
  update_selection_widgets (self);
  update_actions (self);
}

/* Chooses the next option matching @predicate, cycling on repeat. */
static gboolean
choose (EgWindow *self,
        gboolean (*predicate) (const EgAction *action, gpointer data),
        gpointer   data)
{
  guint start = 0, i;

  if (self->has_chosen)
    for (i = 0; i < self->n_options; i++)
      if (eg_action_equal (&self->options[i], &self->chosen))
        start = i + 1;

  for (i = 0; i < self->n_options; i++)
    {
      const EgAction *option = &self->options[(start + i) % self->n_options];

      if (predicate (option, data))
        {
          self->chosen = *option;
          self->has_chosen = TRUE;
          g_clear_pointer (&self->notice, g_free);
          update_selection_widgets (self);
          update_actions (self);
          return TRUE;
        }
    }

  gtk_widget_error_bell (GTK_WIDGET (self));
  return FALSE;
}

static gboolean
is_type (const EgAction *action,
         gpointer        data)
{
  EgActionType type = GPOINTER_TO_UINT (data);

  if (type == EG_ACTION_ATTACK)
    return is_attack (action);
  return action->type == type;
}

static gboolean
is_direction (const EgAction *action,
              gpointer        data)
{
  gboolean right = GPOINTER_TO_UINT (data);

  if (action->type != EG_ACTION_MOVE && action->type != EG_ACTION_RETREAT)
    return FALSE;
  return goes_right (action) == right;
}

static void
select_card_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);
  int value = g_variant_get_int32 (parameter);
  EgView view;

  if (!viewer_can_act (self) || value < 1 || value > EG_N_VALUES)
    return;

  eg_match_get_view (self->match, self->viewer, &view);
  if (view.hand[value] == 0)
    {
      g_autofree char *text = g_strdup_printf (_("You hold no %u."), value);

      set_notice (self, text);
      gtk_widget_error_bell (widget);
    }
  else
    {
      /* pressing a value again adds another card of it, then wraps to none */
      self->selection[value] = self->selection[value] < view.hand[value] ? self->selection[value] + 1 : 0;
      g_clear_pointer (&self->notice, g_free);
    }
  self->has_chosen = FALSE;
  update_selection_widgets (self);
  update_actions (self);
}

static void
direction_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);
  gboolean right = g_str_equal (g_variant_get_string (parameter, NULL), "right");

  choose (self, is_direction, GUINT_TO_POINTER (right));
}

static void
attack_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  choose (EG_WINDOW (widget), is_type, GUINT_TO_POINTER (EG_ACTION_ATTACK));
}

static void
parry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  choose (EG_WINDOW (widget), is_type, GUINT_TO_POINTER (EG_ACTION_PARRY));
}

static void
retreat_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  choose (EG_WINDOW (widget), is_type, GUINT_TO_POINTER (EG_ACTION_RETREAT));
}

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);

  if (!is_passing (self))
    return;
  self->revealed = eg_match_get_side_to_act (self->match);
  clear_selection (self);
  refresh (self);
}

static void
next_round_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  begin_next_round (EG_WINDOW (widget));
}

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);

  if (is_passing (self))
    reveal_action (widget, NULL, NULL);
  else if (!eg_match_is_round_in_progress (self->match))
    {
      if (eg_match_is_over (self->match))
        gtk_widget_activate_action (widget, "app.new-match", NULL);
      else
        begin_next_round (self);
    }
  else if (viewer_can_act (self))
    {
      EgAction action;

      if (self->has_chosen)
        action = self->chosen;
      else if (self->n_options == 1)
        action = self->options[0];
      else
        return;
      apply_action (self, &action);
    }
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);

  clear_selection (self);
  update_selection_widgets (self);
  update_actions (self);
}

/* ---- the computer's moves and the hints, off the main thread ---- */

typedef struct
{
  EgAiLevel level;
  EgView    view;
  guint64   seed;
  gint64    started;
  gboolean  hint;
  EgAction  action;
} AiJob;

static void
ai_thread (GTask        *task,
           gpointer      source_object,
           gpointer      task_data,
           GCancellable *cancellable)
{
  AiJob *job = task_data;

  if (eg_ai_choose_full (job->level, &job->view, job->seed, cancellable, &job->action))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
}

static gboolean
state_unchanged (EgWindow *self)
{
  return self->match != NULL && eg_match_get_round_number (self->match) == self->ai_round &&
         n_actions_in_round (self) == self->ai_n_actions;
}

static gboolean
play_computer_move (gpointer data)
{
  EgWindow *self = data;
  EgAction action = self->ai_action;

  self->ai_timeout_id = 0;
  g_clear_object (&self->ai_cancellable);
  if (state_unchanged (self))
    apply_action (self, &action);
  return G_SOURCE_REMOVE;
}

static void
ai_done (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  EgWindow *self = EG_WINDOW (source);
  GTask *task = G_TASK (result);
  AiJob *job = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  gint64 elapsed_ms;
  guint pause;

  if (!g_task_propagate_boolean (task, &error) || g_task_get_cancellable (task) != self->ai_cancellable)
    return;

  if (!state_unchanged (self))
    {
      g_clear_object (&self->ai_cancellable);
      refresh (self);
      return;
    }

  if (job->hint)
    {
      g_autofree char *text = NULL;
      g_autofree char *label = option_label (&job->action, TRUE);

      g_clear_object (&self->ai_cancellable);
      action_cards (&job->action, self->selection);
      self->chosen = job->action;
      self->has_chosen = TRUE;
      /* Translators: the suggested move; Enter plays it */
      text = g_strdup_printf (_("Suggestion: %s (Enter plays it)"), label);
      set_notice (self, text);
      update_selection_widgets (self);
      update_actions (self);
      return;
    }

  /* A short pause so that a person can follow the computer's play. */
  self->ai_action = job->action;
  elapsed_ms = (g_get_monotonic_time () - job->started) / 1000;
  pause = pause_ms[speed (self)];
  self->ai_timeout_id = g_timeout_add (elapsed_ms >= pause ? 0 : pause - elapsed_ms,
                                       play_computer_move, self);
}

static void
start_ai_job (EgWindow *self,
              EgSide    side,
              EgAiLevel level,
              gboolean  hint)
{
  g_autoptr(GTask) task = NULL;
  AiJob *job = g_new0 (AiJob, 1);

  eg_window_cancel_computer (self);

  job->level = level;
  job->hint = hint;
  job->started = g_get_monotonic_time ();
  job->seed = ((guint64) g_random_int () << 32) | g_random_int ();
  eg_match_get_view (self->match, side, &job->view);

  self->ai_cancellable = g_cancellable_new ();
  self->ai_round = eg_match_get_round_number (self->match);
  self->ai_n_actions = n_actions_in_round (self);

  task = g_task_new (self, self->ai_cancellable, ai_done, NULL);
  g_task_set_source_tag (task, start_ai_job);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, ai_thread);
}

static EgAiLevel
level_of (EgWindow *self,
          EgSide    side)
{
  EgAiLevel level;

  if (eg_ai_level_from_string (eg_player_get_level (eg_match_get_player (self->match, side)), &level))
    return level;
  return eg_ai_level_from_string ("medium", &level) ? level : 0;
}

static void
maybe_play_computer (EgWindow *self)
{
  EgSide to_act;

  if (self->match == NULL || !eg_match_is_round_in_progress (self->match))
    return;
  to_act = eg_match_get_side_to_act (self->match);
  if (is_human (self, to_act))
    return;
  if (self->ai_cancellable != NULL && state_unchanged (self))
    return;

  start_ai_job (self, to_act, level_of (self, to_act), FALSE);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);

  if (!viewer_can_act (self))
    return;
  set_notice (self, _("Looking for a good move…"));
  update_selection_widgets (self);
  start_ai_job (self, self->viewer, EG_AI_N_LEVELS - 1, TRUE);
}

void
eg_window_cancel_computer (EgWindow *self)
{
  g_return_if_fail (EG_IS_WINDOW (self));

  if (self->ai_cancellable != NULL)
    g_cancellable_cancel (self->ai_cancellable);
  g_clear_object (&self->ai_cancellable);
  g_clear_handle_id (&self->ai_timeout_id, g_source_remove);
}

gboolean
eg_window_is_computer_busy (EgWindow *self)
{
  g_return_val_if_fail (EG_IS_WINDOW (self), FALSE);
  return self->ai_cancellable != NULL;
}

/* ---- replay mode ---- */

/* A key of replay mode, handed to the replay view's action of that name. */
static void
replay_key_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  EgWindow *self = EG_WINDOW (widget);
  g_autofree char *name = g_strconcat ("replay.", g_variant_get_string (parameter, NULL), NULL);

  if (self->replaying)
    gtk_widget_activate_action (GTK_WIDGET (self->replay_view), name, NULL);
}

static void
close_replay_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  eg_window_close_replay (EG_WINDOW (widget));
}

/* "Play From Here": the new match becomes the live one, as a new match
 * from the dialog does (the application saves it as it goes). */
static void
replay_play_from_here (EgWindow *self,
                       EgMatch  *match)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  if (EG_IS_APPLICATION (application))
    eg_application_set_match (EG_APPLICATION (application), match);
  else
    eg_window_set_match (self, match);
  eg_window_close_replay (self);
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         EgWindow      *self)
{
  GFile *file = NULL;

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));

      file = files != NULL ? files->data : NULL;
      g_slist_free (files);
    }
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    file = g_value_get_object (value);

  if (file == NULL)
    return FALSE;
  eg_window_open_file (self, file);
  return TRUE;
}

static void
add_drop_target (EgWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };

  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

static void
recent_match_chosen (EgRecentMatches *dialog,
                     GFile           *file,
                     EgWindow        *self)
{
  eg_window_open_file (self, file);
}

/* The saved matches, autosaved ones included: one opens in replay mode. */
static void
recent_matches_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  EgRecentMatches *dialog = eg_recent_matches_new (GTK_WINDOW (widget), NULL);

  g_signal_connect_object (dialog, "file-chosen", G_CALLBACK (recent_match_chosen), widget, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * eg_window_open_replay:
 * @match: a played match, usually loaded from a log
 *
 * Shows @match step by step in place of the live game, which goes on
 * unchanged underneath; "Back to the Game" (Escape) returns to it.
 */
void
eg_window_open_replay (EgWindow *self,
                       EgMatch  *match)
{
  g_return_if_fail (EG_IS_WINDOW (self));
  g_return_if_fail (EG_IS_MATCH (match));

  if (self->replay_view == NULL)
    {
      self->replay_view = EG_REPLAY_VIEW (eg_replay_view_new ());
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->replay_view), "replay");
      g_signal_connect_object (self->replay_view, "play-from-here",
                               G_CALLBACK (replay_play_from_here), self, G_CONNECT_SWAPPED);
    }
  eg_replay_view_set_match (self->replay_view, match);
  self->replaying = TRUE;
  gtk_stack_set_visible_child_name (self->stack, "replay");
  gtk_widget_grab_focus (GTK_WIDGET (self->replay_view));
  update_actions (self);
}

void
eg_window_close_replay (EgWindow *self)
{
  g_return_if_fail (EG_IS_WINDOW (self));

  if (!self->replaying)
    return;
  self->replaying = FALSE;
  eg_replay_view_set_playing (self->replay_view, FALSE);
  gtk_stack_set_visible_child_name (self->stack, "game");
  refresh (self);
  update_actions (self);
}

gboolean
eg_window_is_replaying (EgWindow *self)
{
  g_return_val_if_fail (EG_IS_WINDOW (self), FALSE);
  return self->replaying;
}

/**
 * eg_window_get_replay_view:
 *
 * Returns: (transfer none) (nullable): the replay view, once a replay was opened
 */
EgReplayView *
eg_window_get_replay_view (EgWindow *self)
{
  g_return_val_if_fail (EG_IS_WINDOW (self), NULL);
  return self->replay_view;
}

/**
 * eg_window_open_file:
 *
 * Opens a match log in replay mode. A file that is not a valid log gets a
 * dialog with the reader's message (it names the line) and changes
 * nothing.
 *
 * Returns: %TRUE if the replay is shown
 */
gboolean
eg_window_open_file (EgWindow *self,
                     GFile    *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = NULL;

  g_return_val_if_fail (EG_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  match = eg_match_log_load_file (file, NULL, &error);
  if (match == NULL)
    {
      g_autofree char *name = g_file_get_basename (file);
      GtkWidget *dialog;

      /* Translators: %s is a file name */
      dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                       GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                       GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                       _("Could not open “%s”"), name);
      gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", error->message);
      gtk_window_set_application (GTK_WINDOW (dialog), gtk_window_get_application (GTK_WINDOW (self)));
      g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
      gtk_window_present (GTK_WINDOW (dialog));
      return FALSE;
    }

  eg_window_open_replay (self, match);
  return TRUE;
}

/* The shortcuts window is built when asked for, not with every window
 * as GtkApplication does for gtk/help-overlay.ui: start-up stays lean. */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/eg-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

/* ---- settings, window state ---- */

static void
settings_changed (EgWindow   *self,
                  const char *key)
{
  eg_board_set_animation_duration (self->board, move_ms[speed (self)]);
  refresh (self);
}

/* Cards and text grow with the window, beyond what 800×600 allows: the
 * "large" style class, switched after the allocation, not during it. */
#define LARGE_WIDTH 1500

static gboolean
update_large (gpointer data)
{
  EgWindow *self = data;

  self->large_idle_id = 0;
  if (gtk_widget_get_width (GTK_WIDGET (self)) >= LARGE_WIDTH)
    gtk_widget_add_css_class (GTK_WIDGET (self), "large");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "large");
  return G_SOURCE_REMOVE;
}

static void
eg_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  EgWindow *self = EG_WINDOW (widget);

  GTK_WIDGET_CLASS (eg_window_parent_class)->size_allocate (widget, width, height, baseline);
  if ((width >= LARGE_WIDTH) != gtk_widget_has_css_class (widget, "large") && self->large_idle_id == 0)
    self->large_idle_id = g_idle_add (update_large, self);
}

static gboolean
eg_window_close_request (GtkWindow *window)
{
  EgWindow *self = EG_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  g_settings_set_boolean (self->settings, "window-fullscreen", gtk_window_is_fullscreen (window));
  eg_window_cancel_computer (self);

  return GTK_WINDOW_CLASS (eg_window_parent_class)->close_request (window);
}

static void
eg_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  EgWindow *self = EG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  EgWindow *self = EG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      eg_window_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_window_dispose (GObject *object)
{
  EgWindow *self = EG_WINDOW (object);

  eg_window_cancel_computer (self);
  g_clear_handle_id (&self->large_idle_id, g_source_remove);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (eg_window_parent_class)->dispose (object);
}

static void
eg_window_finalize (GObject *object)
{
  EgWindow *self = EG_WINDOW (object);

  g_clear_object (&self->settings);
  g_free (self->status);
  g_free (self->notice);
  G_OBJECT_CLASS (eg_window_parent_class)->finalize (object);
}

static void
create_primary_menu (GtkMenuButton *button,
                     gpointer       user_data)
{
  EgWindow *self = EG_WINDOW (gtk_widget_get_root (GTK_WIDGET (button)));

  gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
add_key (GtkShortcutController *controller,
         guint                  keyval,
         const char            *action,
         GVariant              *argument)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                            gtk_named_action_new (action));

  if (argument != NULL)
    gtk_shortcut_set_arguments (shortcut, argument);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

/* The game keys are caught before the focused widget sees them, so that
 * digits and arrows play rather than move the focus; actions that cannot
 * apply are disabled, which lets the key through. */
static void
add_game_keys (EgWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);
  int v;

  gtk_event_controller_set_name (controller, "eg-game-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (v = 1; v <= EG_N_VALUES; v++)
    {
      add_key (shortcuts, GDK_KEY_0 + v, "win.select-card", g_variant_new_int32 (v));
      add_key (shortcuts, GDK_KEY_KP_0 + v, "win.select-card", g_variant_new_int32 (v));
    }
  add_key (shortcuts, GDK_KEY_Left, "win.direction", g_variant_new_string ("left"));
  add_key (shortcuts, GDK_KEY_KP_Left, "win.direction", g_variant_new_string ("left"));
  add_key (shortcuts, GDK_KEY_Right, "win.direction", g_variant_new_string ("right"));
  add_key (shortcuts, GDK_KEY_KP_Right, "win.direction", g_variant_new_string ("right"));
  add_key (shortcuts, GDK_KEY_a, "win.attack", NULL);
  add_key (shortcuts, GDK_KEY_p, "win.parry", NULL);
  add_key (shortcuts, GDK_KEY_r, "win.retreat", NULL);
  add_key (shortcuts, GDK_KEY_h, "win.hint", NULL);
  add_key (shortcuts, GDK_KEY_Return, "win.confirm", NULL);
  add_key (shortcuts, GDK_KEY_KP_Enter, "win.confirm", NULL);
  add_key (shortcuts, GDK_KEY_Escape, "win.cancel", NULL);
  /* replay mode's keys, wherever the focus is (the header bar…) */
  add_key (shortcuts, GDK_KEY_Left, "win.replay-key", g_variant_new_string ("previous"));
  add_key (shortcuts, GDK_KEY_KP_Left, "win.replay-key", g_variant_new_string ("previous"));
  add_key (shortcuts, GDK_KEY_Right, "win.replay-key", g_variant_new_string ("next"));
  add_key (shortcuts, GDK_KEY_KP_Right, "win.replay-key", g_variant_new_string ("next"));
  add_key (shortcuts, GDK_KEY_Home, "win.replay-key", g_variant_new_string ("first"));
  add_key (shortcuts, GDK_KEY_End, "win.replay-key", g_variant_new_string ("last"));
  add_key (shortcuts, GDK_KEY_Page_Up, "win.replay-key", g_variant_new_string ("previous-round"));
  add_key (shortcuts, GDK_KEY_Page_Down, "win.replay-key", g_variant_new_string ("next-round"));
  add_key (shortcuts, GDK_KEY_space, "win.replay-key", g_variant_new_string ("playing"));
  add_key (shortcuts, GDK_KEY_Escape, "win.close-replay", NULL);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
eg_window_class_init (EgWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->get_property = eg_window_get_property;
  object_class->set_property = eg_window_set_property;
  object_class->dispose = eg_window_dispose;
  object_class->finalize = eg_window_finalize;
  window_class->close_request = eg_window_close_request;
  widget_class->size_allocate = eg_window_size_allocate;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, EG_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (EG_TYPE_BOARD);
  g_type_ensure (EG_TYPE_HAND_VIEW);
  g_type_ensure (EG_TYPE_PILES_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EgWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, left_name_label);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, right_name_label);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, left_kind_label);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, right_kind_label);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, left_pips);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, right_pips);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, left_hand);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, right_hand);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, round_label);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, piles);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, board);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, last_action_label);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, hand_area);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, hand_title);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, hand_view);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, options_box);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, continue_button);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, replay_button);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, pass_title);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, pass_detail);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, pass_button);
  gtk_widget_class_bind_template_callback (widget_class, hand_card_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, continue_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, replay_clicked_cb);

  gtk_widget_class_install_action (widget_class, "win.select-card", "i", select_card_action);
  gtk_widget_class_install_action (widget_class, "win.direction", "s", direction_action);
  gtk_widget_class_install_action (widget_class, "win.attack", NULL, attack_action);
  gtk_widget_class_install_action (widget_class, "win.parry", NULL, parry_action);
  gtk_widget_class_install_action (widget_class, "win.retreat", NULL, retreat_action);
  gtk_widget_class_install_action (widget_class, "win.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "win.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "win.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "win.next-round", NULL, next_round_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.close-replay", NULL, close_replay_action);
  gtk_widget_class_install_action (widget_class, "win.replay-key", "s", replay_key_action);
  gtk_widget_class_install_action (widget_class, "win.recent-matches", NULL, recent_matches_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.recent-matches", NULL);
}

static void
eg_window_init (EgWindow *self)
{
  self->viewer = EG_SIDE_NONE;
  self->revealed = EG_SIDE_NONE;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::hide-hands",
                           G_CALLBACK (settings_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::move-hints",
                           G_CALLBACK (settings_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (settings_changed), self, G_CONNECT_SWAPPED);
  eg_board_set_animation_duration (self->board, move_ms[speed (self)]);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  if (g_settings_get_boolean (self->settings, "window-fullscreen"))
    gtk_window_fullscreen (GTK_WINDOW (self));

  /* the menu's popover is built when first opened, not before the first frame */
  gtk_menu_button_set_create_popup_func (self->menu_button, create_primary_menu, NULL, NULL);

  add_game_keys (self);
  add_drop_target (self);
  update_actions (self);
}

EgWindow *
eg_window_new (EgApplication *application,
               EgMatch       *match)
{
  return g_object_new (EG_TYPE_WINDOW,
                       "application", application,
                       "match", match,
                       NULL);
}

EgMatch *
eg_window_get_match (EgWindow *self)
{
  g_return_val_if_fail (EG_IS_WINDOW (self), NULL);
  return self->match;
}

void
eg_window_set_match (EgWindow *self,
                     EgMatch  *match)
{
  g_return_if_fail (EG_IS_WINDOW (self));
  g_return_if_fail (match == NULL || EG_IS_MATCH (match));

  if (self->match == match)
    return;

  /* a new live match is shown at once, even from a replay */
  eg_window_close_replay (self);
  eg_window_cancel_computer (self);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);

  self->revealed = EG_SIDE_NONE;
  self->viewer = EG_SIDE_NONE;
  clear_selection (self);

  if (match != NULL)
    {
      g_signal_connect_swapped (match, "round-started", G_CALLBACK (round_started), self);
      g_signal_connect_swapped (match, "action-applied", G_CALLBACK (action_applied), self);
      g_signal_connect_swapped (match, "round-finished", G_CALLBACK (match_changed), self);
      g_signal_connect_swapped (match, "notify::left-player", G_CALLBACK (match_changed), self);
      g_signal_connect_swapped (match, "notify::right-player", G_CALLBACK (match_changed), self);
      eg_board_set_positions (self->board,
                              eg_match_get_position (match, EG_SIDE_LEFT),
                              eg_match_get_position (match, EG_SIDE_RIGHT),
                              FALSE);
      refresh (self);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

EgBoard *
eg_window_get_board (EgWindow *self)
{
  g_return_val_if_fail (EG_IS_WINDOW (self), NULL);
  return self->board;
}

EgHandView *
eg_window_get_hand_view (EgWindow *self)
{
  g_return_val_if_fail (EG_IS_WINDOW (self), NULL);
  return self->hand_view;
}

EgHandView *
eg_window_get_side_hand_view (EgWindow *self,
                              EgSide    side)
{
  g_return_val_if_fail (EG_IS_WINDOW (self), NULL);
  return side == EG_SIDE_LEFT ? self->left_hand : self->right_hand;
}

const char *
eg_window_get_status (EgWindow *self)
{
  g_return_val_if_fail (EG_IS_WINDOW (self), NULL);
  return self->status;
}

EgSide
eg_window_get_viewer (EgWindow *self)
{
  g_return_val_if_fail (EG_IS_WINDOW (self), EG_SIDE_NONE);
  return self->viewer;
}

gboolean
eg_window_is_passing (EgWindow *self)
{
  g_return_val_if_fail (EG_IS_WINDOW (self), FALSE);
  return is_passing (self);
}

GtkWidget *
eg_window_get_options_box (EgWindow *self)
{
  g_return_val_if_fail (EG_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->options_box);
}

/**
 * eg_window_rebuild:
 *
 * See eg-window.h. Re-instantiating the template translates its strings
 * again, and the new window sets every string of its own.
 *
 * Returns: (transfer none): the new window, owned by GTK like any other
 */
EgWindow *
eg_window_rebuild (EgWindow *self)
{
  GtkApplication *application;
  EgWindow *copy;
  int width, height;

  g_return_val_if_fail (EG_IS_WINDOW (self), NULL);

  /* the search of this window stops; the new window starts its own */
  eg_window_cancel_computer (self);

  application = gtk_window_get_application (GTK_WINDOW (self));
  copy = eg_window_new (EG_IS_APPLICATION (application) ? EG_APPLICATION (application) : NULL, NULL);
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  gtk_window_set_default_size (GTK_WINDOW (copy), width, height);
  if (gtk_window_is_maximized (GTK_WINDOW (self)))
    gtk_window_maximize (GTK_WINDOW (copy));
  else
    gtk_window_unmaximize (GTK_WINDOW (copy));
  if (gtk_window_is_fullscreen (GTK_WINDOW (self)))
    gtk_window_fullscreen (GTK_WINDOW (copy));
  else
    gtk_window_unfullscreen (GTK_WINDOW (copy));

  eg_window_set_match (copy, self->match);
  /* the hot-seat screen stays passed for the player who passed it */
  copy->revealed = self->revealed;
  copy->viewer = self->viewer;
  refresh (copy);

  if (self->replaying && self->replay_view != NULL)
    {
      EgReplay *replay = eg_replay_view_get_replay (self->replay_view);
      guint step = eg_replay_get_step (replay);
      EgSide perspective = eg_replay_view_get_perspective (self->replay_view);
      gboolean playing = eg_replay_view_get_playing (self->replay_view);

      eg_window_open_replay (copy, eg_replay_view_get_match (self->replay_view));
      eg_replay_view_set_perspective (copy->replay_view, perspective);
      eg_replay_view_set_step (copy->replay_view, step);
      eg_replay_view_set_playing (copy->replay_view, playing);
    }

  return copy;
}
