/* eg-round-end-view.c — how a round ended, and how the match went
 *
 * A round's end shows both hands face up and says, with figures, what
 * decided it: the cards of the final distance (highlighted), the
 * advancements, the 2015 ruling, the attack nobody could parry. A
 * match's end lists each round and how it ended, with New Match and
 * Watch the Replay.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe.h"
#include "eg-knowledge.h"
#include "eg-round-end-view.h"
#include "eg-round-summary.h"
#include "eg-ui-utils.h"

struct _EgRoundEndView
{
  GtkWidget   parent_instance;

  /* template widgets */
  GtkLabel   *title;
  GtkLabel   *explanation;
  GtkWidget  *hands;
  GtkLabel   *left_name;
  EgHandView *left_hand;
  GtkLabel   *right_name;
  EgHandView *right_hand;
  GtkWidget  *rounds_scroller;
  GtkFlowBox *rounds;
  GtkButton  *primary;
  GtkButton  *replay;

  gboolean    in_table;
};

G_DEFINE_FINAL_TYPE (EgRoundEndView, eg_round_end_view, GTK_TYPE_WIDGET)

static void
eg_round_end_view_dispose (GObject *object)
{
  eg_ui_dispose_template (GTK_WIDGET (object), EG_TYPE_ROUND_END_VIEW);
  G_OBJECT_CLASS (eg_round_end_view_parent_class)->dispose (object);
}

static void
eg_round_end_view_class_init (EgRoundEndViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_round_end_view_dispose;

  g_type_ensure (EG_TYPE_HAND_VIEW);
  gtk_widget_class_set_css_name (widget_class, "roundend");
  /* a box of its labels and buttons, not "EgRoundEndView" */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-round-end-view.ui");
  gtk_widget_class_bind_template_child (widget_class, EgRoundEndView, title);
  gtk_widget_class_bind_template_child (widget_class, EgRoundEndView, explanation);
  gtk_widget_class_bind_template_child (widget_class, EgRoundEndView, hands);
  gtk_widget_class_bind_template_child (widget_class, EgRoundEndView, left_name);
  gtk_widget_class_bind_template_child (widget_class, EgRoundEndView, left_hand);
  gtk_widget_class_bind_template_child (widget_class, EgRoundEndView, right_name);
  gtk_widget_class_bind_template_child (widget_class, EgRoundEndView, right_hand);
  gtk_widget_class_bind_template_child (widget_class, EgRoundEndView, rounds_scroller);
  gtk_widget_class_bind_template_child (widget_class, EgRoundEndView, rounds);
  gtk_widget_class_bind_template_child (widget_class, EgRoundEndView, primary);
  gtk_widget_class_bind_template_child (widget_class, EgRoundEndView, replay);
}

static void
eg_round_end_view_init (EgRoundEndView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  eg_hand_view_set_interactive (self->left_hand, FALSE);
  eg_hand_view_set_interactive (self->right_hand, FALSE);
  eg_round_end_view_set_replay_action (self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->primary), FALSE);
}

static void
clear_rounds (EgRoundEndView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rounds))) != NULL)
    gtk_flow_box_remove (self->rounds, child);
}

/* One player's hand at the round's end, face up. */
static void
show_hand (EgHandView *hand,
           GtkLabel   *name_label,
           EgMatch    *match,
           EgSide      side,
           guint32     decisive)
{
  guint8 cards[EG_N_VALUES + 1];

  /* a round that has ended is everyone's: the model says so, and says
   * nothing of a round still played */
  eg_knowledge_get_live_hand (match, EG_SIDE_NONE, side, cards);
  gtk_label_set_label (name_label, eg_match_get_name (match, side));
  eg_hand_view_set_owner (hand, eg_match_get_name (match, side));
  eg_hand_view_set_cards (hand, cards);
  eg_hand_view_set_highlighted (hand, decisive);
}

void
eg_round_end_view_show_round (EgRoundEndView *self,
                              EgMatch        *match)
{
  EgSide winner;
  guint number;
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;
  guint32 decisive;

  g_return_if_fail (EG_IS_ROUND_END_VIEW (self));
  g_return_if_fail (EG_IS_MATCH (match));
  g_return_if_fail (eg_match_get_round_number (match) > 0 && !eg_match_is_round_in_progress (match));

  winner = eg_match_get_round_winner (match);
  number = eg_match_get_round_number (match);
  if (winner == EG_SIDE_NONE)
    /* Translators: the title at a drawn round's end */
    title = g_strdup_printf (_("Round %u is a draw"), number);
  else
    /* Translators: the title at a round's end, e.g. "Ada wins round 3" */
    title = g_strdup_printf (_("%1$s wins round %2$u"), eg_match_get_name (match, winner), number);
  gtk_label_set_label (self->title, title);
  text = eg_round_summary_explain_match (match);
  gtk_label_set_label (self->explanation, text);
  gtk_widget_set_visible (GTK_WIDGET (self->explanation), TRUE);

  decisive = eg_round_summary_decisive_match (match);
  show_hand (self->left_hand, self->left_name, match, EG_SIDE_LEFT, decisive);
  show_hand (self->right_hand, self->right_name, match, EG_SIDE_RIGHT, decisive);
  gtk_widget_set_visible (self->hands, !self->in_table);

  clear_rounds (self);
  gtk_widget_set_visible (self->rounds_scroller, FALSE);
}

void
eg_round_end_view_show_start (EgRoundEndView *self,
                              EgMatch        *match)
{
  g_autofree char *text = NULL;

  g_return_if_fail (EG_IS_ROUND_END_VIEW (self));
  g_return_if_fail (EG_IS_MATCH (match));

  gtk_label_set_label (self->title, _("A new match"));
  /* Translators: before the first round: "Ada against Bob, first to 5 points" */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s against %2$s, first to %3$u point",
                                       "%1$s against %2$s, first to %3$u points",
                                       eg_match_get_target_score (match)),
                          eg_match_get_name (match, EG_SIDE_LEFT), eg_match_get_name (match, EG_SIDE_RIGHT),
                          eg_match_get_target_score (match));
  gtk_label_set_label (self->explanation, text);
  gtk_widget_set_visible (GTK_WIDGET (self->explanation), TRUE);
  gtk_widget_set_visible (self->hands, FALSE);
  clear_rounds (self);
  gtk_widget_set_visible (self->rounds_scroller, FALSE);
}

void
eg_round_end_view_show_match (EgRoundEndView *self,
                              EgMatch        *match)
{
  EgSide winner;
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;
  guint i, n;

  g_return_if_fail (EG_IS_ROUND_END_VIEW (self));
  g_return_if_fail (EG_IS_MATCH (match));

  /* the title is the final score; the status line says who won */
  /* Translators: the final score: "Ada 5 – Bob 3" */
  title = g_strdup_printf (_("%1$s %2$u – %3$s %4$u"),
                           eg_match_get_name (match, EG_SIDE_LEFT), eg_match_get_score (match, EG_SIDE_LEFT),
                           eg_match_get_name (match, EG_SIDE_RIGHT), eg_match_get_score (match, EG_SIDE_RIGHT));
  gtk_label_set_label (self->title, title);
  winner = eg_match_get_winner (match);
  if (winner == EG_SIDE_LEFT || winner == EG_SIDE_RIGHT)
    text = eg_describe_match_end (match);
  gtk_label_set_label (self->explanation, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->explanation), !self->in_table && text != NULL);
  gtk_widget_set_visible (self->hands, FALSE);

  clear_rounds (self);
  n = eg_match_get_n_rounds (match);
  for (i = 0; i < n; i++)
    {
      const EgRoundRecord *record = eg_match_get_round_record (match, i);
      g_autofree char *line = eg_round_summary_line (i + 1, record->winner, record->reason,
                                                     eg_match_get_name (match, EG_SIDE_LEFT),
                                                     eg_match_get_name (match, EG_SIDE_RIGHT));
      GtkWidget *label = gtk_label_new (line);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      /* one Tab stop less per round: the lines are text, not buttons */
      eg_ui_flow_box_append (self->rounds, label);
    }
  gtk_widget_set_visible (self->rounds_scroller, n > 0);
}

void
eg_round_end_view_set_primary (EgRoundEndView *self,
                               const char     *label,
                               const char     *action_name)
{
  g_return_if_fail (EG_IS_ROUND_END_VIEW (self));

  gtk_button_set_label (self->primary, label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->primary), action_name);
  gtk_widget_set_visible (GTK_WIDGET (self->primary), label != NULL);
}

void
eg_round_end_view_set_replay_action (EgRoundEndView *self,
                                     const char     *action_name)
{
  g_return_if_fail (EG_IS_ROUND_END_VIEW (self));

  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->replay), action_name);
  gtk_widget_set_visible (GTK_WIDGET (self->replay), action_name != NULL);
}

void
eg_round_end_view_set_in_table (EgRoundEndView *self,
                                gboolean        in_table)
{
  g_return_if_fail (EG_IS_ROUND_END_VIEW (self));

  self->in_table = !!in_table;
  if (in_table)
    gtk_widget_set_visible (self->hands, FALSE);
}

gboolean
eg_round_end_view_focus_primary (EgRoundEndView *self)
{
  g_return_val_if_fail (EG_IS_ROUND_END_VIEW (self), FALSE);
  return gtk_widget_grab_focus (GTK_WIDGET (self->primary));
}
