/* eg-replay-bar.h — the replay's title and buttons: one row, or two
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define EG_TYPE_REPLAY_BAR (eg_replay_bar_get_type ())

G_DECLARE_FINAL_TYPE (EgReplayBar, eg_replay_bar, EG, REPLAY_BAR, GtkWidget)

/* Two children (in a .ui file, <child> twice): the title, then the
 * buttons. They share one row when the width holds both at their
 * natural widths, else the title takes a row of its own above the
 * buttons rather than be cut. The choice is made from the width alone,
 * in the size request and in the allocation alike: the height asked for
 * a width is the height given at that width, with no second pass. */

G_END_DECLS
