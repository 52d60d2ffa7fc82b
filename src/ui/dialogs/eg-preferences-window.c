/* eg-preferences-window.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-preferences-window.h"

struct _EgPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings   *settings;

  GtkSwitch   *hide_hands;
  GtkSwitch   *move_hints;
  GtkSwitch   *count_cards;
  AdwComboRow *animation_speed;
  AdwComboRow *style;
  AdwComboRow *language;
};

G_DEFINE_FINAL_TYPE (EgPreferencesWindow, eg_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The rows of each drop-down, in order, as the setting names them: a
 * NULL-terminated list, handed to the mappings below. */
static const char *speed_nicks[] = { "off", "slow", "normal", "fast", NULL };
static const char *style_nicks[] = { "system", "light", "dark", NULL };
static const char *language_codes[] = { "", "en", "nl", "fr", "de", NULL };

static gboolean
row_get_mapping (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  const char * const *names = user_data;
  const char *name = g_variant_get_string (variant, NULL);

  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (name, names[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
row_set_mapping (const GValue       *value,
                 const GVariantType *expected_type,
                 gpointer            user_data)
{
  const char * const *names = user_data;
  guint i = g_value_get_uint (value);

  if (i >= g_strv_length ((char **) names))
    return NULL;
  return g_variant_new_string (names[i]);
}

static void
bind_rows (GSettings   *settings,
           const char  *key,
           AdwComboRow *row,
           const char **names)
{
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                row_get_mapping, row_set_mapping, (gpointer) names, NULL);
}

/* --language wins over the setting for this run: the row says which
 * language shows, until one is chosen here (which ends the option). */
static void
show_language_option (EgPreferencesWindow *self,
                      const char          *code)
{
  GListModel *names = adw_combo_row_get_model (self->language);
  g_autofree char *subtitle = NULL;

  for (guint i = 0; code != NULL && language_codes[i] != NULL; i++)
    if (g_str_equal (code, language_codes[i]))
      /* Translators: %s is a language in its own name ("Nederlands",
       * "Français"…), asked for with the option --language (keep it) */
      subtitle = g_strdup_printf (_("%s for this run (--language)"),
                                  gtk_string_list_get_string (GTK_STRING_LIST (names), i));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->language), subtitle != NULL ? subtitle : "");
}

static void
language_chosen (EgPreferencesWindow *self)
{
  show_language_option (self, NULL);
}

static void
eg_preferences_window_finalize (GObject *object)
{
  EgPreferencesWindow *self = EG_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (eg_preferences_window_parent_class)->finalize (object);
}

static void
eg_preferences_window_class_init (EgPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = eg_preferences_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EgPreferencesWindow, hide_hands);
  gtk_widget_class_bind_template_child (widget_class, EgPreferencesWindow, move_hints);
  gtk_widget_class_bind_template_child (widget_class, EgPreferencesWindow, count_cards);
  gtk_widget_class_bind_template_child (widget_class, EgPreferencesWindow, animation_speed);
  gtk_widget_class_bind_template_child (widget_class, EgPreferencesWindow, style);
  gtk_widget_class_bind_template_child (widget_class, EgPreferencesWindow, language);
  /* Ctrl+W closes it as every other secondary window
   * (eg_ui_class_add_close_keys()); Escape is AdwPreferencesWindow's,
   * which ends a search first */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
eg_preferences_window_init (EgPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  g_settings_bind (self->settings, "hide-hands", self->hide_hands, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "move-hints", self->move_hints, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "count-cards", self->count_cards, "active", G_SETTINGS_BIND_DEFAULT);
  bind_rows (self->settings, "animation-speed", self->animation_speed, speed_nicks);
  /* the application follows the style and switches the language when
   * their keys change */
  bind_rows (self->settings, "style", self->style, style_nicks);
  bind_rows (self->settings, "language", self->language, language_codes);
  g_signal_connect_object (self->settings, "changed::language", G_CALLBACK (language_chosen), self,
                           G_CONNECT_SWAPPED);
}

EgPreferencesWindow *
eg_preferences_window_new (GtkWindow  *parent,
                           const char *language_option)
{
  EgPreferencesWindow *self = g_object_new (EG_TYPE_PREFERENCES_WINDOW,
                                            "transient-for", parent,
                                            NULL);

  show_language_option (self, language_option);
  return self;
}
