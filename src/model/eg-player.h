/* eg-player.h — one side's player: a name, a person or the computer
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  EG_PLAYER_HUMAN,
  EG_PLAYER_COMPUTER,
} EgPlayerKind;

#define EG_TYPE_PLAYER_KIND (eg_player_kind_get_type ())
GType eg_player_kind_get_type (void) G_GNUC_CONST;

#define EG_TYPE_PLAYER (eg_player_get_type ())

G_DECLARE_FINAL_TYPE (EgPlayer, eg_player, EG, PLAYER, GObject)

EgPlayer     *eg_player_new       (const char   *name,
                                   EgPlayerKind  kind,
                                   const char   *level);
const char   *eg_player_get_name  (EgPlayer     *self);
void          eg_player_set_name  (EgPlayer     *self,
                                   const char   *name);
EgPlayerKind  eg_player_get_kind  (EgPlayer     *self);
const char   *eg_player_get_level (EgPlayer     *self);
void          eg_player_set_level (EgPlayer     *self,
                                   const char   *level);
gboolean      eg_player_is_human  (EgPlayer     *self);

const char   *eg_player_kind_to_string   (EgPlayerKind  kind);
gboolean      eg_player_kind_from_string (const char   *str,
                                          EgPlayerKind *kind);

G_END_DECLS
