/* eg-player.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <string.h>

#include "eg-player.h"

struct _EgPlayer
{
  GObject       parent_instance;

  char         *name;
  EgPlayerKind  kind;
  char         *level;
};

G_DEFINE_FINAL_TYPE (EgPlayer, eg_player, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (EgPlayerKind, eg_player_kind,
  G_DEFINE_ENUM_VALUE (EG_PLAYER_HUMAN, "human"),
  G_DEFINE_ENUM_VALUE (EG_PLAYER_COMPUTER, "computer"))

enum {
  PROP_0,
  PROP_NAME,
  PROP_KIND,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
eg_player_finalize (GObject *object)
{
  EgPlayer *self = (EgPlayer *) object;

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->level, g_free);

  G_OBJECT_CLASS (eg_player_parent_class)->finalize (object);
}

static void
eg_player_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  EgPlayer *self = EG_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_LEVEL:
      g_value_set_string (value, self->level);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_player_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  EgPlayer *self = EG_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      eg_player_set_name (self, g_value_get_string (value));
      break;
    case PROP_KIND:
      self->kind = g_value_get_enum (value);
      break;
    case PROP_LEVEL:
      eg_player_set_level (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_player_class_init (EgPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = eg_player_finalize;
  object_class->get_property = eg_player_get_property;
  object_class->set_property = eg_player_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL, EG_TYPE_PLAYER_KIND, EG_PLAYER_HUMAN,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVEL] =
    g_param_spec_string ("level", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
eg_player_init (EgPlayer *self)
{
  self->name = g_strdup ("");
}

EgPlayer *
eg_player_new (const char   *name,
               EgPlayerKind  kind,
               const char   *level)
{
  return g_object_new (EG_TYPE_PLAYER,
                       "name", name ? name : "",
                       "kind", kind,
                       "level", level,
                       NULL);
}

const char *
eg_player_get_name (EgPlayer *self)
{
  g_return_val_if_fail (EG_IS_PLAYER (self), NULL);

  return self->name;
}

void
eg_player_set_name (EgPlayer   *self,
                    const char *name)
{
  g_return_if_fail (EG_IS_PLAYER (self));

  if (name == NULL)
    name = "";
  if (g_strcmp0 (self->name, name) == 0)
    return;

  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

EgPlayerKind
eg_player_get_kind (EgPlayer *self)
{
  g_return_val_if_fail (EG_IS_PLAYER (self), EG_PLAYER_HUMAN);

  return self->kind;
}

gboolean
eg_player_is_human (EgPlayer *self)
{
  return eg_player_get_kind (self) == EG_PLAYER_HUMAN;
}

const char *
eg_player_get_level (EgPlayer *self)
{
  g_return_val_if_fail (EG_IS_PLAYER (self), NULL);

  return self->level;
}

void
eg_player_set_level (EgPlayer   *self,
                     const char *level)
{
  g_return_if_fail (EG_IS_PLAYER (self));

  if (g_strcmp0 (self->level, level) == 0)
    return;

  g_free (self->level);
  self->level = g_strdup (level);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

const char *
eg_player_kind_to_string (EgPlayerKind kind)
{
  return kind == EG_PLAYER_COMPUTER ? "computer" : "human";
}

gboolean
eg_player_kind_from_string (const char   *str,
                            EgPlayerKind *kind)
{
  if (g_strcmp0 (str, "human") == 0)
    *kind = EG_PLAYER_HUMAN;
  else if (g_strcmp0 (str, "computer") == 0)
    *kind = EG_PLAYER_COMPUTER;
  else
    return FALSE;
  return TRUE;
}
