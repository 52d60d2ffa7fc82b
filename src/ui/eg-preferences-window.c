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
  AdwComboRow *animation_speed;
  AdwComboRow *style;
  AdwComboRow *language;
};

G_DEFINE_FINAL_TYPE (EgPreferencesWindow, eg_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static gboolean
speed_get_mapping (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);
  static const char *nicks[] = { "off", "slow", "normal", "fast" };
  guint i;

  for (i = 0; i < G_N_ELEMENTS (nicks); i++)
    if (g_str_equal (nick, nicks[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
speed_set_mapping (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  static const char *nicks[] = { "off", "slow", "normal", "fast" };
  guint i = g_value_get_uint (value);

  return g_variant_new_string (nicks[MIN (i, G_N_ELEMENTS (nicks) - 1)]);
}

static const char *style_nicks[] = { "system", "light", "dark" };

static gboolean
style_get_mapping (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (style_nicks); i++)
    if (g_str_equal (nick, style_nicks[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
style_set_mapping (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  if (i >= G_N_ELEMENTS (style_nicks))
    return NULL;
  return g_variant_new_string (style_nicks[i]);
}

/* The rows of the language drop-down, in order: the system's first. */
static const char *language_codes[] = { "", "en", "nl", "fr", "de" };

static gboolean
language_get_mapping (GValue   *value,
                      GVariant *variant,
                      gpointer  user_data)
{
  const char *code = g_variant_get_string (variant, NULL);
  guint i;

  for (i = 0; i < G_N_ELEMENTS (language_codes); i++)
    if (g_str_equal (code, language_codes[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
language_set_mapping (const GValue       *value,
                      const GVariantType *expected_type,
                      gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  if (i >= G_N_ELEMENTS (language_codes))
    return NULL;
  return g_variant_new_string (language_codes[i]);
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
  gtk_widget_class_bind_template_child (widget_class, EgPreferencesWindow, animation_speed);
  gtk_widget_class_bind_template_child (widget_class, EgPreferencesWindow, style);
  gtk_widget_class_bind_template_child (widget_class, EgPreferencesWindow, language);
}

static void
eg_preferences_window_init (EgPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  g_settings_bind (self->settings, "hide-hands", self->hide_hands, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "move-hints", self->move_hints, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "animation-speed",
                                self->animation_speed, "selected", G_SETTINGS_BIND_DEFAULT,
                                speed_get_mapping, speed_set_mapping, NULL, NULL);
  /* the application follows the style when the key changes */
  g_settings_bind_with_mapping (self->settings, "style",
                                self->style, "selected", G_SETTINGS_BIND_DEFAULT,
                                style_get_mapping, style_set_mapping, NULL, NULL);
  /* the application switches the language when the key changes */
  g_settings_bind_with_mapping (self->settings, "language",
                                self->language, "selected", G_SETTINGS_BIND_DEFAULT,
                                language_get_mapping, language_set_mapping, NULL, NULL);
}

EgPreferencesWindow *
eg_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (EG_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       NULL);
}
