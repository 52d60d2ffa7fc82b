/* eg-statistics-window.h — the person's figures against each computer level
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-statistics.h"

G_BEGIN_DECLS

#define EG_TYPE_STATISTICS_WINDOW (eg_statistics_window_get_type ())

G_DECLARE_FINAL_TYPE (EgStatisticsWindow, eg_statistics_window, EG, STATISTICS_WINDOW, AdwWindow)

EgStatisticsWindow *eg_statistics_window_new (GtkWindow    *parent,
                                              EgStatistics *statistics);

G_END_DECLS
