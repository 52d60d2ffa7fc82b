/* eg-piles-view.c — the draw pile, the discard pile and the card count
 *
 * The live table (EgWindow) and the replayed one (EgReplayView) show the
 * piles alike: the draw pile face down with the cards left, the discard
 * pile's top card face up, the whole pile on a click. The live table
 * adds what a player at a real table could count: the values not yet
 * seen, and a warning when the next turn may draw the last card. The
 * warning keeps its two lines when empty, so nothing moves when it comes.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-card.h"
#include "eg-piles-view.h"
#include "eg-round-summary.h"
#include "eg-ui-utils.h"

struct _EgPilesView
{
  GtkWidget  parent_instance;

  /* template widgets */
  EgCard    *pile_card;
  GtkLabel  *pile_count;
  GtkLabel  *pile_label;
  GtkWidget *discard_button;
  GtkStack  *discard_stack;
  EgCard    *discard_card;
  GtkWidget *discard_empty;
  GtkBox    *discard_list;
  GtkLabel  *discard_text;
  GtkWidget *tally;
  GtkBox    *tally_values;
  GtkLabel  *tally_label;
  GtkLabel  *warning;

  GtkLabel  *unseen_counts[EG_N_VALUES + 1];
  guint8     discard[EG_N_VALUES + 1];
  guint      discard_top;
};

G_DEFINE_FINAL_TYPE (EgPilesView, eg_piles_view, GTK_TYPE_WIDGET)

/* The top card, and what the popover lists, for a screen reader. */
static void
update_discard_accessible (EgPilesView *self)
{
  g_autofree char *top = NULL;
  g_autofree char *text = NULL;

  if (self->discard_top != 0)
    top = g_strdup_printf (_("Discard pile, top card %u"), self->discard_top);
  else
    top = g_strdup (_("Discard pile, empty"));
  /* Translators: %1$s is "Discard pile, top card 3", %2$s "Played so far: …" */
  text = g_strdup_printf (C_("discard pile", "%1$s. %2$s"), top, gtk_label_get_label (self->discard_text));
  eg_ui_set_accessible (self->discard_button, _("Discard pile"), text);
}

static void
eg_piles_view_dispose (GObject *object)
{
  eg_ui_dispose_template (GTK_WIDGET (object), EG_TYPE_PILES_VIEW);
  G_OBJECT_CLASS (eg_piles_view_parent_class)->dispose (object);
}

static void
eg_piles_view_class_init (EgPilesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_piles_view_dispose;

  g_type_ensure (EG_TYPE_CARD);
  gtk_widget_class_set_css_name (widget_class, "piles");
  /* a box of the two piles, named by them (not "EgPilesView") */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-piles-view.ui");
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, pile_card);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, pile_count);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, pile_label);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, discard_button);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, discard_stack);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, discard_card);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, discard_empty);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, discard_list);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, discard_text);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, tally);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, tally_values);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, tally_label);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, warning);
}

static void
eg_piles_view_init (EgPilesView *self)
{
  static const guint8 none[EG_N_VALUES + 1] = { 0 };
  guint v;

  gtk_widget_init_template (GTK_WIDGET (self));

  for (v = 1; v <= EG_N_VALUES; v++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      char text[4], css[12];
      GtkWidget *value;

      g_snprintf (text, sizeof text, "%u", v);
      g_snprintf (css, sizeof css, "value-%u", v);
      value = gtk_label_new (text);
      gtk_widget_add_css_class (value, "tally-value");
      gtk_widget_add_css_class (value, css);
      self->unseen_counts[v] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_add_css_class (GTK_WIDGET (self->unseen_counts[v]), "tally-count");
      gtk_box_append (GTK_BOX (box), value);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->unseen_counts[v]));
      gtk_box_append (self->tally_values, box);
    }

  eg_ui_hide_stack_pages (self->discard_stack);
  eg_piles_view_show (self, 0, 0);
  eg_piles_view_set_discards (self, none);
  eg_piles_view_set_unseen (self, NULL);
  eg_piles_view_set_warning (self, NULL);
}

void
eg_piles_view_show (EgPilesView *self,
                    guint        pile_count,
                    guint        discard_top)
{
  g_autofree char *text = NULL;
  char number[16];

  g_return_if_fail (EG_IS_PILES_VIEW (self));

  g_snprintf (number, sizeof number, "%u", pile_count);
  gtk_label_set_label (self->pile_count, number);
  /* an empty pile: only the place where it was, without a faded "0"
   * (unreadable; the caption says it) */
  gtk_widget_set_opacity (gtk_widget_get_parent (GTK_WIDGET (self->pile_card)), pile_count > 0 ? 1.0 : 0.3);
  gtk_widget_set_visible (GTK_WIDGET (self->pile_count), pile_count > 0);
  /* Translators: cards left in the draw pile */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card to draw", "%u cards to draw", pile_count),
                          pile_count);
  gtk_label_set_label (self->pile_label, text);
  eg_ui_set_accessible (GTK_WIDGET (self->pile_card), _("Draw pile"), text);
  g_clear_pointer (&text, g_free);

  self->discard_top = discard_top;
  if (discard_top != 0)
    {
      eg_card_set_value (self->discard_card, discard_top);
      gtk_stack_set_visible_child (self->discard_stack, GTK_WIDGET (self->discard_card));
    }
  else
    gtk_stack_set_visible_child (self->discard_stack, self->discard_empty);
  update_discard_accessible (self);
}

void
eg_piles_view_set_discards (EgPilesView  *self,
                            const guint8 *discard)
{
  GtkWidget *child;
  g_autofree char *words = NULL;
  guint v, total = 0;

  g_return_if_fail (EG_IS_PILES_VIEW (self));
  g_return_if_fail (discard != NULL);

  if (memcmp (self->discard + 1, discard + 1, EG_N_VALUES) == 0 &&
      gtk_widget_get_first_child (GTK_WIDGET (self->discard_list)) != NULL)
    return;
  memcpy (self->discard, discard, sizeof self->discard);
  self->discard[0] = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->discard_list))) != NULL)
    gtk_box_remove (self->discard_list, child);
  for (v = 1; v <= EG_N_VALUES; v++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *card = eg_card_new (v);
      g_autofree char *count = g_strdup_printf ("×%u", discard[v]);
      GtkWidget *label = gtk_label_new (count);

      gtk_widget_add_css_class (card, "pile");
      if (discard[v] == 0)
        gtk_widget_set_opacity (card, 0.3);
      gtk_box_append (GTK_BOX (box), card);
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (self->discard_list, box);
      total += discard[v];
    }
  if (total == 0)
    words = g_strdup (_("No card has been played yet."));
  else
    {
      g_autofree char *counts = eg_round_summary_counts (self->discard);

      /* Translators: %s lists counts by value: "two 1s, no 2, one 3, …" */
      words = g_strdup_printf (_("Played so far: %s."), counts);
    }
  gtk_label_set_label (self->discard_text, words);
  update_discard_accessible (self);
}

void
eg_piles_view_set_unseen (EgPilesView  *self,
                          const guint8 *unseen)
{
  g_autofree char *counts = NULL;
  g_autofree char *text = NULL;
  guint v;

  g_return_if_fail (EG_IS_PILES_VIEW (self));

  /* not counted: the tally keeps its place but is not drawn, so that
   * the captions beside it and the track below do not move (by its
   * opacity: a child made invisible and visible again in one frame
   * stayed blank in GTK 4.8, as when a hot-seat player showed their
   * cards) */
  gtk_widget_set_opacity (self->tally, unseen != NULL ? 1 : 0);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->tally),
                               GTK_ACCESSIBLE_STATE_HIDDEN, unseen == NULL,
                               -1);
  if (unseen == NULL)
    {
      for (v = 1; v <= EG_N_VALUES; v++)
        gtk_label_set_label (self->unseen_counts[v], "");
      gtk_widget_set_tooltip_text (self->tally, NULL);
      return;
    }

  for (v = 1; v <= EG_N_VALUES; v++)
    {
      char number[8];

      g_snprintf (number, sizeof number, "%u", unseen[v]);
      gtk_label_set_label (self->unseen_counts[v], number);
      /* none left: dimmed, still 4.5:1 (WCAG AA) */
      if (unseen[v] > 0)
        gtk_widget_remove_css_class (GTK_WIDGET (self->unseen_counts[v]), "dim-label");
      else
        gtk_widget_add_css_class (GTK_WIDGET (self->unseen_counts[v]), "dim-label");
    }
  counts = eg_round_summary_counts (unseen);
  /* Translators: the tally of values neither in the player's hand nor on
   * the discard pile; %s lists them: "three 1s, no 2, …" */
  text = g_strdup_printf (_("Not seen yet, in the draw pile or the opponent’s hand: %s."), counts);
  gtk_widget_set_tooltip_text (self->tally, text);
  eg_ui_set_accessible (self->tally, _("Unseen cards"), text);
}

void
eg_piles_view_set_warning (EgPilesView *self,
                           const char  *warning)
{
  g_return_if_fail (EG_IS_PILES_VIEW (self));

  /* an empty label still takes its lines: the piles do not move */
  gtk_label_set_label (self->warning, warning != NULL ? warning : "");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->warning),
                               GTK_ACCESSIBLE_STATE_HIDDEN, warning == NULL,
                               -1);
}

GtkWidget *
eg_piles_view_get_draw_pile (EgPilesView *self)
{
  g_return_val_if_fail (EG_IS_PILES_VIEW (self), NULL);
  return GTK_WIDGET (self->pile_card);
}

GtkWidget *
eg_piles_view_get_discard_pile (EgPilesView *self)
{
  g_return_val_if_fail (EG_IS_PILES_VIEW (self), NULL);
  return GTK_WIDGET (self->discard_stack);
}
