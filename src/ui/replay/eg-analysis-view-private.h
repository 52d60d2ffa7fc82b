/* eg-analysis-view-private.h — what only the tests may call
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "eg-analysis-view.h"
#include "eg-win-graph.h"

G_BEGIN_DECLS

/* For the tests only: what they check and cannot reach through a
 * property, an action, visible text or an accessible attribute. */
EgWinGraph *eg_analysis_view_get_graph      (EgAnalysisView *self);
GtkListBox *eg_analysis_view_get_list       (EgAnalysisView *self);
/* The step whose action row @index shows. */
guint       eg_analysis_view_get_row_step   (EgAnalysisView *self,
                                             guint           index);
/* What the row's "Try It" does once the players are chosen. */
void        eg_analysis_view_try            (EgAnalysisView *self,
                                             guint           step,
                                             EgPlayer       *left,
                                             EgPlayer       *right);
GtkWidget  *eg_analysis_view_get_practise_button (EgAnalysisView *self);

G_END_DECLS
