/* eg-ai-hand.c — what the opponent's hand may hold, by the one law of it
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ai"

#include "config.h"

#include "eg-ai-hand.h"

static double
binomial (guint n,
          guint k)
{
  double result = 1;

  if (k > n)
    return 0;
  for (guint i = 1; i <= k; i++)
    result = result * (n - k + i) / i;
  return result;
}

typedef struct
{
  const guint8 *unseen;
  EgHandScore   score;
  gconstpointer data;
  guint8        hand[EG_N_VALUES + 1];
  double        total;
  double        sum;
} Walk;

static void
walk (Walk  *w,
      guint  value,
      guint  left,
      double weight)
{
  if (value > EG_N_VALUES)
    {
      if (left == 0)
        {
          w->total += weight;
          w->sum += weight * w->score (w->hand, w->data);
        }
      return;
    }
  for (guint k = 0; k <= MIN (left, w->unseen[value]); k++)
    {
      w->hand[value] = (guint8) k;
      walk (w, value + 1, left - k, weight * binomial (w->unseen[value], k));
    }
  w->hand[value] = 0;
}

double
eg_ai_hand_chance (const guint8  unseen[EG_N_VALUES + 1],
                   guint         hand_size,
                   EgHandScore   score,
                   gconstpointer data)
{
  Walk w = { unseen, score, data, { 0 }, 0.0, 0.0 };

  g_return_val_if_fail (unseen != NULL && score != NULL, 0.0);

  walk (&w, 1, hand_size, 1.0);
  return w.total > 0 ? w.sum / w.total : 0.0;
}

/* at_least[total][of_value][hand][k], see eg_ai_hand_at_least(). */
#define MAX_UNSEEN (EG_DECK_SIZE - EG_HAND_SIZE)
static float at_least[MAX_UNSEEN + 1][EG_CARDS_PER_VALUE + 1][EG_HAND_SIZE + 1][EG_HAND_SIZE + 2];

static void
fill_at_least (void)
{
  for (guint total = 0; total <= MAX_UNSEEN; total++)
    for (guint of_value = 0; of_value <= MIN (total, EG_CARDS_PER_VALUE); of_value++)
      for (guint hand = 0; hand <= MIN (total, EG_HAND_SIZE); hand++)
        for (guint k = 0; k <= EG_HAND_SIZE + 1; k++)
          {
            double sum = 0;

            for (guint x = MAX (k, 1); x <= MIN (of_value, hand); x++)
              sum += binomial (of_value, x) * binomial (total - of_value, hand - x);
            at_least[total][of_value][hand][k] = k == 0 ? 1.0f : (float) (sum / binomial (total, hand));
          }
}

double
eg_ai_hand_at_least (guint n_unseen,
                     guint of_value,
                     guint hand_size,
                     guint k)
{
  static gsize filled = 0;

  if (g_once_init_enter (&filled))
    {
      fill_at_least ();
      g_once_init_leave (&filled, 1);
    }

  if (k == 0)
    return 1;
  if (k > EG_HAND_SIZE + 1 || n_unseen > MAX_UNSEEN || of_value > MIN (n_unseen, EG_CARDS_PER_VALUE) ||
      hand_size > MIN (n_unseen, EG_HAND_SIZE))
    return 0;
  return at_least[n_unseen][of_value][hand_size][k];
}

double
eg_ai_hand_none_of (guint n_unseen,
                    guint n_of,
                    guint hand_size)
{
  if (n_unseen < hand_size || n_of > n_unseen)
    return 0;
  return binomial (n_unseen - n_of, hand_size) / binomial (n_unseen, hand_size);
}
