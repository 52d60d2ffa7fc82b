/* eg-statistics-window.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-statistics-window.h"
#include "eg-ui-utils.h"

struct _EgStatisticsWindow
{
  AdwWindow parent_instance;

  EgStatistics        *statistics;
  GPtrArray           *groups;    /* AdwPreferencesGroup shown */

  GtkStack            *stack;
  AdwPreferencesPage  *page;
  GtkWidget           *reset_button;
};

G_DEFINE_FINAL_TYPE (EgStatisticsWindow, eg_statistics_window, ADW_TYPE_WINDOW)

static void
add_row (AdwPreferencesGroup *group,
         const char          *title,
         const char          *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (group, row);
}

static char *
won_lost (guint won,
          guint lost)
{
  /* Translators: a tally, e.g. "3 won, 2 lost" */
  return g_strdup_printf (_("%1$u won, %2$u lost"), won, lost);
}

/* How a round ended, as a row of the statistics says it. */
static const char *
reason_title (EgReason reason)
{
  switch (reason)
    {
    case EG_REASON_HIT:
      return _("Rounds ended by a hit");
    case EG_REASON_NO_LEGAL_ACTION:
      return _("Rounds ended with no legal action");
    case EG_REASON_CARDS:
      return _("Rounds decided by the cards at the end of the pile");
    case EG_REASON_ADVANCEMENT:
      return _("Rounds decided by the advance at the end of the pile");
    case EG_REASON_DRAW:
      return _("Drawn rounds");
    case EG_REASON_NONE:
    default:
      g_assert_not_reached ();
    }
}

static gboolean
is_empty (const EgLevelStatistics *stats)
{
  return stats->matches_won + stats->matches_lost + stats->rounds_won + stats->rounds_lost +
         stats->rounds_by_reason[EG_REASON_DRAW] + stats->undos == 0;
}

/* Matches played from a step of another ("Play From Here"): practice,
 * shown apart, never in the figures above. */
static gboolean
add_practice (EgStatisticsWindow *self,
              EgAiLevel           level)
{
  const EgLevelStatistics *stats = eg_statistics_get_practice (self->statistics, eg_ai_level_to_string (level));
  AdwPreferencesGroup *group;
  g_autofree char *title = NULL;
  g_autofree char *matches = NULL;
  g_autofree char *rounds = NULL;
  g_autofree char *undos = NULL;

  if (is_empty (stats))
    return FALSE;

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  /* Translators: a heading of the statistics; %s is a level, e.g. "Medium" */
  title = g_strdup_printf (_("Practice Against the Computer: %s"), eg_ai_level_get_label (level));
  adw_preferences_group_set_title (group, title);
  adw_preferences_group_set_description (group, _("Matches played on from a step of a replay: they count here only."));
  matches = won_lost (stats->matches_won, stats->matches_lost);
  rounds = won_lost (stats->rounds_won, stats->rounds_lost);
  undos = g_strdup_printf ("%u", stats->undos);
  add_row (group, _("Matches"), matches);
  add_row (group, _("Rounds"), rounds);
  add_row (group, _("Moves taken back"), undos);
  adw_preferences_page_add (self->page, group);
  g_ptr_array_add (self->groups, group);
  return TRUE;
}

static void
refresh (EgStatisticsWindow *self)
{
  gboolean any = FALSE;

  for (guint i = 0; i < self->groups->len; i++)
    adw_preferences_page_remove (self->page, g_ptr_array_index (self->groups, i));
  g_ptr_array_set_size (self->groups, 0);

  for (EgAiLevel level = 0; level < EG_AI_N_LEVELS; level++)
    {
      const EgLevelStatistics *stats = eg_statistics_get_level (self->statistics, eg_ai_level_to_string (level));
      AdwPreferencesGroup *group;
      g_autofree char *title = NULL;
      g_autofree char *matches = NULL;
      g_autofree char *rounds = NULL;
      g_autofree char *streak = NULL;
      g_autofree char *undos = NULL;

      if (is_empty (stats))
        continue;
      any = TRUE;

      group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      /* Translators: a heading of the statistics; %s is a level, e.g. "Medium" */
      title = g_strdup_printf (_("Against the Computer: %s"), eg_ai_level_get_label (level));
      adw_preferences_group_set_title (group, title);
      matches = won_lost (stats->matches_won, stats->matches_lost);
      rounds = won_lost (stats->rounds_won, stats->rounds_lost);
      streak = g_strdup_printf ("%u", stats->longest_streak);
      undos = g_strdup_printf ("%u", stats->undos);
      add_row (group, _("Matches"), matches);
      add_row (group, _("Rounds"), rounds);
      for (EgReason r = EG_REASON_HIT; r <= EG_REASON_DRAW; r++)
        if (stats->rounds_by_reason[r] > 0)
          {
            g_autofree char *count = g_strdup_printf ("%u", stats->rounds_by_reason[r]);

            add_row (group, reason_title (r), count);
          }
      add_row (group, _("Longest winning streak"), streak);
      add_row (group, _("Moves taken back"), undos);
      adw_preferences_page_add (self->page, group);
      g_ptr_array_add (self->groups, group);
    }

  for (EgAiLevel level = 0; level < EG_AI_N_LEVELS; level++)
    any |= add_practice (self, level);

  gtk_stack_set_visible_child_name (self->stack, any ? "figures" : "empty");
  gtk_widget_set_sensitive (self->reset_button, any);
}

static void
reset_response (AdwMessageDialog   *dialog,
                const char         *response,
                EgStatisticsWindow *self)
{
  if (g_str_equal (response, "reset"))
    eg_statistics_reset (self->statistics);
}

static void
reset_clicked_cb (EgStatisticsWindow *self)
{
  /* the safe answer is the default */
  GtkWidget *dialog = eg_ui_question_new (GTK_WINDOW (self), _("Reset the Statistics?"),
                                          _("Every figure is forgotten, for every level. This cannot be undone."),
                                          "cancel", _("_Cancel"), "reset", _("_Reset"),
                                          ADW_RESPONSE_DESTRUCTIVE, FALSE);

  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
eg_statistics_window_dispose (GObject *object)
{
  EgStatisticsWindow *self = EG_STATISTICS_WINDOW (object);

  g_clear_object (&self->statistics);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  G_OBJECT_CLASS (eg_statistics_window_parent_class)->dispose (object);
}

/* The window opens on its figures, not on Reset, its first button: a
 * keyboard or screen reader user reads them first, and a stray Return
 * or Space does not offer to forget them. (Without figures, Reset is
 * insensitive and the close button takes the focus.) Mapped, before
 * GtkWindow gives the focus to its first focusable widget. */
static void
eg_statistics_window_map (GtkWidget *widget)
{
  EgStatisticsWindow *self = EG_STATISTICS_WINDOW (widget);

  GTK_WIDGET_CLASS (eg_statistics_window_parent_class)->map (widget);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "figures") == 0)
    gtk_widget_child_focus (GTK_WIDGET (self->page), GTK_DIR_TAB_FORWARD);
}

static void
eg_statistics_window_class_init (EgStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_statistics_window_dispose;
  widget_class->map = eg_statistics_window_map;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EgStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, EgStatisticsWindow, page);
  gtk_widget_class_bind_template_child (widget_class, EgStatisticsWindow, reset_button);
  gtk_widget_class_bind_template_callback (widget_class, reset_clicked_cb);
  eg_ui_class_add_close_keys (widget_class);
}

static void
eg_statistics_window_init (EgStatisticsWindow *self)
{
  self->groups = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

EgStatisticsWindow *
eg_statistics_window_new (GtkWindow    *parent,
                          EgStatistics *statistics)
{
  EgStatisticsWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (EG_IS_STATISTICS (statistics), NULL);

  self = g_object_new (EG_TYPE_STATISTICS_WINDOW, "transient-for", parent, NULL);
  self->statistics = g_object_ref (statistics);
  g_signal_connect_object (statistics, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
  return self;
}
