/* eg-analysis-view-private.h — what only the tests may call
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-analysis-view.h"
#include "eg-win-graph.h"

G_BEGIN_DECLS

/* What the row's "Try It" does once the players are chosen. */
void        eg_analysis_view_try            (EgAnalysisView *self,
                                             guint           step,
                                             EgPlayer       *left,
                                             EgPlayer       *right);

G_END_DECLS
