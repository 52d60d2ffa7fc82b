/* eg-rng.h — a small, fast, seedable random source (PCG32)
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* GRand is a Mersenne twister behind a pointer; search and random play draw
 * millions of numbers, so the engine uses an inline PCG32 with value
 * semantics: copying an EgRng forks the stream. */
typedef struct
{
  guint64 state;
  guint64 inc;
} EgRng;

void  eg_rng_init (EgRng   *rng,
                   guint64  seed);

static inline guint32
eg_rng_next (EgRng *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted;
  guint32 rot;

  rng->state = old * G_GUINT64_CONSTANT (6364136223846793005) + rng->inc;
  xorshifted = (guint32) (((old >> 18) ^ old) >> 27);
  rot = (guint32) (old >> 59);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* A number in [0, bound), bound > 0. The multiply-shift bias is below
 * bound / 2^32, far under anything a game or a benchmark can notice. */
static inline guint
eg_rng_below (EgRng *rng,
              guint  bound)
{
  return (guint) (((guint64) eg_rng_next (rng) * bound) >> 32);
}

G_END_DECLS
