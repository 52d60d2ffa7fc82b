/* eg-piles-view.c — the draw pile and the discard pile, on the table
 *
 * The live table (EgWindow) and the replayed one (EgReplayView) show the
 * piles alike: the draw pile face down with the cards left, the discard
 * pile's top card face up.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-piles-view.h"
#include "eg-ui-utils.h"

struct _EgPilesView
{
  GtkWidget  parent_instance;

  /* template widgets */
  GtkLabel  *pile_card;
  GtkLabel  *pile_label;
  GtkLabel  *discard_card;
};

G_DEFINE_FINAL_TYPE (EgPilesView, eg_piles_view, GTK_TYPE_WIDGET)

static void
eg_piles_view_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), EG_TYPE_PILES_VIEW);
  /* the template's unnamed top box is not disposed with it in GTK 4.8 */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (eg_piles_view_parent_class)->dispose (object);
}

static void
eg_piles_view_class_init (EgPilesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_piles_view_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-piles-view.ui");
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, pile_card);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, pile_label);
  gtk_widget_class_bind_template_child (widget_class, EgPilesView, discard_card);
}

static void
eg_piles_view_init (EgPilesView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  eg_piles_view_show (self, 0, 0);
}

GtkWidget *
eg_piles_view_new (void)
{
  return g_object_new (EG_TYPE_PILES_VIEW, NULL);
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
  gtk_label_set_label (self->pile_card, number);
  /* Translators: cards left in the draw pile */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card to draw", "%u cards to draw", pile_count),
                          pile_count);
  gtk_label_set_label (self->pile_label, text);
  eg_ui_set_accessible (GTK_WIDGET (self->pile_card), _("Draw pile"), text);
  g_clear_pointer (&text, g_free);

  if (discard_top != 0)
    {
      g_snprintf (number, sizeof number, "%u", discard_top);
      gtk_label_set_label (self->discard_card, number);
      gtk_widget_remove_css_class (GTK_WIDGET (self->discard_card), "empty");
      text = g_strdup_printf (_("Discard pile, top card %u"), discard_top);
      eg_ui_set_accessible (GTK_WIDGET (self->discard_card), _("Discard pile"), text);
    }
  else
    {
      gtk_label_set_label (self->discard_card, "");
      gtk_widget_add_css_class (GTK_WIDGET (self->discard_card), "empty");
      eg_ui_set_accessible (GTK_WIDGET (self->discard_card), _("Discard pile"), _("Discard pile, empty"));
    }
}
