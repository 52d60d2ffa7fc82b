/* eg-describe.h — actions, refusals and results in a player's words
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "eg-round.h"

G_BEGIN_DECLS

/* Every string returned is translated and newly allocated. */
const char *eg_describe_count       (guint           count);
char       *eg_describe_cards       (guint           value,
                                     guint           count);
char       *eg_describe_action      (const EgAction *action,
                                     const char     *name);
char       *eg_describe_illegal     (const EgRound  *round,
                                     const EgAction *action,
                                     EgIllegal       illegal,
                                     const char     *name,
                                     const char     *opponent);
char       *eg_describe_result      (const EgRound  *round,
                                     const char     *left_name,
                                     const char     *right_name);
const char *eg_describe_reason      (EgReason        reason);

G_END_DECLS
