/* eg-application-language.c — switching the language while running
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include "eg-application-private.h"
#include "eg-i18n.h"
#include "eg-new-match-dialog.h"
#include "eg-preferences-window.h"
#include "eg-statistics-window.h"

/* Shows @window in the current language, in place (see
 * eg_window_retranslate()), and the windows that belong to it: the
 * preferences, the statistics, the About window and the shortcuts
 * window are built again if they were open; any other dialog stays as
 * it is, over the same window. */
static void
retranslate_window (EgApplication *self,
                    EgWindow      *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autoptr(GPtrArray) dependants = g_ptr_array_new_with_free_func (g_object_unref);
  gboolean preferences = FALSE, about = FALSE, shortcuts = FALSE, statistics = FALSE;
  guint i;

  for (i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      GtkWindow *toplevel = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window) &&
          (EG_IS_PREFERENCES_WINDOW (toplevel) || ADW_IS_ABOUT_WINDOW (toplevel) ||
           GTK_IS_SHORTCUTS_WINDOW (toplevel) || EG_IS_STATISTICS_WINDOW (toplevel)))
        g_ptr_array_add (dependants, toplevel);
      else
        g_object_unref (toplevel);
    }

  eg_window_retranslate (window);
  eg_application_show_start_page (self, window);

  for (i = 0; i < dependants->len; i++)
    {
      GtkWindow *dependant = g_ptr_array_index (dependants, i);
      gboolean shown = gtk_widget_get_visible (GTK_WIDGET (dependant));

      if (EG_IS_PREFERENCES_WINDOW (dependant))
        preferences |= shown;
      else if (ADW_IS_ABOUT_WINDOW (dependant))
        about |= shown;
      else if (GTK_IS_SHORTCUTS_WINDOW (dependant))
        shortcuts |= shown;
      else
        statistics |= shown;
      gtk_window_destroy (dependant);
    }

  if (shortcuts)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
  if (about)
    eg_application_show_about (GTK_WINDOW (window));
  if (statistics)
    gtk_window_present (GTK_WINDOW (eg_statistics_window_new (GTK_WINDOW (window), self->statistics)));
  if (preferences)
    gtk_window_present (GTK_WINDOW (eg_preferences_window_new (GTK_WINDOW (window), self->language_option)));
}

/* The name a computer on @side of @match gets when none is typed, in the
 * current language; NULL for a person, whose default is theirs. */
char *
eg_application_computer_default_name (EgMatch *match,
                       EgSide   side)
{
  const char *players[2];

  for (EgSide s = EG_SIDE_LEFT; s <= EG_SIDE_RIGHT; s++)
    {
      EgPlayer *player = eg_match_get_player (match, s);

      players[s] = eg_player_get_kind (player) == EG_PLAYER_HUMAN ? "human" : eg_player_get_level (player);
      if (players[s] == NULL)
        players[s] = "computer";
    }
  if (g_str_equal (players[side], "human"))
    return NULL;
  return eg_new_match_default_name (side, players[side], players[EG_OPPONENT (side)]);
}

/* Switches the process to @code ("" for the system's language) and, if
 * that changes it, shows every window in it, in place: the match, which
 * the application owns, and the replay position go on untouched. */
static void
set_language (EgApplication *self,
              const char    *code)
{
  g_autoptr(GList) windows = NULL;
  gboolean renamed[2] = { FALSE, FALSE };
  GList *l;

  if (!eg_i18n_is_language (code))
    code = "";
  if (g_strcmp0 (self->language, code) == 0)
    return;

  /* a computer called by its default name is called so in the new language */
  for (EgSide side = EG_SIDE_LEFT; self->match != NULL && side <= EG_SIDE_RIGHT; side++)
    renamed[side] = eg_new_match_has_default_name (eg_match_get_player (self->match, side));

  g_free (self->language);
  self->language = g_strdup (code);
  if (!g_str_equal (eg_i18n_get_language (), code))
    eg_i18n_set_language (code);
  for (EgSide side = EG_SIDE_LEFT; self->match != NULL && side <= EG_SIDE_RIGHT; side++)
    if (renamed[side])
      {
        g_autofree char *name = eg_application_computer_default_name (self->match, side);

        eg_player_set_name (eg_match_get_player (self->match, side), name);
      }
  g_debug ("language: “%s”", code);

  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));
  for (l = windows; l != NULL; l = l->next)
    if (EG_IS_WINDOW (l->data))
      retranslate_window (self, l->data);
}

static gboolean
apply_language_setting (gpointer user_data)
{
  EgApplication *self = user_data;
  g_autofree char *code = g_settings_get_string (self->settings, "language");

  self->language_idle_id = 0;
  /* a choice in the preferences ends what --language asked */
  g_clear_pointer (&self->language_option, g_free);
  set_language (self, code);
  return G_SOURCE_REMOVE;
}

/* From an idle: the setting usually changes inside a signal of the
 * preferences window, which the switch builds again. */
static void
language_changed (GSettings     *settings,
                  const char    *key,
                  EgApplication *self)
{
  if (self->language_idle_id == 0)
    self->language_idle_id = g_idle_add (apply_language_setting, self);
}

/* The language before anything is built: --language, else the setting.
 * main() has set up the messages (eg_i18n_init) before GTK started. */
void
eg_application_init_language (EgApplication *self)
{
  g_signal_connect_object (self->settings, "changed::language", G_CALLBACK (language_changed), self, 0);
  if (self->language_option != NULL)
    set_language (self, self->language_option);
  else
    {
      g_autofree char *code = g_settings_get_string (self->settings, "language");

      set_language (self, code);
    }
}
