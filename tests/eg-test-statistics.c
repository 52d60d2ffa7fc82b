/* eg-test-statistics.c — figures for the statistics' tests and pictures
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include "eg-ai.h"
#include "eg-test-statistics.h"

/* A new match of a person (left) against the computer at @level,
 * followed by @stats. */
static EgMatch *
followed_match (EgStatistics *stats,
                const char   *level)
{
  g_autoptr(EgPlayer) person = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) computer = eg_player_new ("Bob", EG_PLAYER_COMPUTER, level);
  EgMatch *match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, person, computer);
  EgAction legal[EG_MAX_ACTIONS];

  /* an action played in it: a match without one counts nowhere */
  eg_match_set_seed (match, 1);
  g_assert_true (eg_match_begin_round (match, NULL, NULL));
  g_assert_cmpuint (eg_match_get_legal_actions (match, legal), >, 0);
  g_assert_true (eg_match_apply (match, &legal[0], NULL));
  eg_statistics_follow (stats, match);
  return match;
}

void
eg_statistics_record_round (EgStatistics *stats,
                            const char   *level,
                            gboolean      won,
                            EgReason      reason)
{
  g_autoptr(EgMatch) match = followed_match (stats, level);

  g_signal_emit_by_name (match, "round-finished", won ? EG_SIDE_LEFT : EG_SIDE_RIGHT, reason);
  eg_statistics_follow (stats, NULL);
}

void
eg_statistics_record_match (EgStatistics *stats,
                            const char   *level,
                            gboolean      won)
{
  g_autoptr(EgMatch) match = followed_match (stats, level);

  g_signal_emit_by_name (match, "match-finished", won ? EG_SIDE_LEFT : EG_SIDE_RIGHT);
  eg_statistics_follow (stats, NULL);
}

void
eg_statistics_record_undo (EgStatistics *stats,
                           const char   *level)
{
  g_autoptr(EgMatch) match = followed_match (stats, level);

  g_signal_emit_by_name (match, "undone", 1u);
  eg_statistics_follow (stats, NULL);
}

gboolean
eg_statistics_is_empty (EgStatistics *stats)
{
  static const EgLevelStatistics none;

  for (EgAiLevel level = 0; level < EG_AI_N_LEVELS; level++)
    {
      const char *name = eg_ai_level_to_string (level);

      if (memcmp (eg_statistics_get_level (stats, name), &none, sizeof none) != 0 ||
          memcmp (eg_statistics_get_practice (stats, name), &none, sizeof none) != 0)
        return FALSE;
    }
  return TRUE;
}
