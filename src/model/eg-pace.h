/* eg-pace.h — how fast the table moves, by the "animation-speed" setting
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint move_ms;     /* a fencer sliding to its new square */
  guint pause_ms;    /* the computer waits this long before it plays */
} EgPace;

/* @speed: the setting's value, 0 (off) to 3 (fast); larger is fast. */
const EgPace *eg_pace_get (guint speed);

G_END_DECLS
