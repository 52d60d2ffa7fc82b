/* eg-ui-utils.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ui-utils.h"

void
eg_ui_init_style (void)
{
  static GtkCssProvider *provider;
  GdkDisplay *display = gdk_display_get_default ();

  if (provider != NULL || display == NULL)
    return;

  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display),
                                    RESOURCE_PREFIX "/icons");
}

#define LABEL_KEY "eg-accessible-label"
#define DESCRIPTION_KEY "eg-accessible-description"

void
eg_ui_set_accessible (GtkWidget  *widget,
                      const char *label,
                      const char *description)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (label != NULL && g_strcmp0 (label, eg_ui_get_accessible_label (widget)) != 0)
    {
      g_object_set_data_full (G_OBJECT (widget), LABEL_KEY, g_strdup (label), g_free);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
  if (description != NULL &&
      g_strcmp0 (description, eg_ui_get_accessible_description (widget)) != 0)
    {
      g_object_set_data_full (G_OBJECT (widget), DESCRIPTION_KEY, g_strdup (description), g_free);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                      -1);
    }
}

const char *
eg_ui_get_accessible_label (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), LABEL_KEY);
}

const char *
eg_ui_get_accessible_description (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), DESCRIPTION_KEY);
}

/* ---- the table, live or replayed ---- */

char *
eg_ui_score_text (guint score,
                  guint target)
{
  /* Translators: a player's score against the target, e.g. "2 of 5 points" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u point", "%u of %u points", target),
                          score, target);
}

char *
eg_ui_match_won_text (const char *winner,
                      guint       winner_score,
                      guint       loser_score)
{
  /* Translators: %1$s won the match, %2$u–%3$u is the final score, winner's first */
  return g_strdup_printf (_("%1$s wins the match %2$u–%3$u!"), winner, winner_score, loser_score);
}

char *
eg_ui_round_start_text (guint       round_number,
                        const char *starter)
{
  /* Translators: at the start of a round; %2$s plays first */
  return g_strdup_printf (_("Round %1$u: %2$s starts"), round_number, starter);
}
