/* eg-statistics.h — how the person has done against each computer level,
 * kept in the user's data folder
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "eg-match.h"

G_BEGIN_DECLS

/* The figures of one computer level, from the person's side. */
typedef struct
{
  guint matches_won;
  guint matches_lost;
  guint rounds_won;
  guint rounds_lost;
  guint rounds_by_reason[EG_REASON_DRAW + 1];   /* by EgReason; [0] unused */
  guint streak;           /* matches won in a row, now */
  guint longest_streak;
  guint undos;
} EgLevelStatistics;

#define EG_TYPE_STATISTICS (eg_statistics_get_type ())

G_DECLARE_FINAL_TYPE (EgStatistics, eg_statistics, EG, STATISTICS, GObject)

EgStatistics            *eg_statistics_new           (GFile        *file);
GFile                   *eg_statistics_default_file  (void);
const EgLevelStatistics *eg_statistics_get_level     (EgStatistics *self,
                                                      const char   *level);
const EgLevelStatistics *eg_statistics_get_practice  (EgStatistics *self,
                                                      const char   *level);

void                     eg_statistics_reset         (EgStatistics *self);

void                     eg_statistics_follow        (EgStatistics *self,
                                                      EgMatch      *match);

G_END_DECLS
