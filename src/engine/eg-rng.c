/* eg-rng.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-engine"

#include "config.h"

#include "eg-rng.h"

void
eg_rng_init (EgRng   *rng,
             guint64  seed)
{
  g_return_if_fail (rng != NULL);

  rng->state = 0;
  rng->inc = (seed << 1) | 1;
  eg_rng_next (rng);
  rng->state += seed ^ G_GUINT64_CONSTANT (0x853c49e6748fea9b);
  eg_rng_next (rng);
}
