/* eg-describe-matches.h — sentences about saved matches: where a fork
 * came from, what playing on from a step does, which match resumes
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "eg-knowledge.h"

G_BEGIN_DECLS

/* Every string returned is translated and newly allocated. */
char *eg_describe_fork          (EgKnowledgeFork  fork);
const char *eg_describe_dealt_afresh (void);
char *eg_describe_fork_origin   (const char      *origin_title,
                                 guint            round_number,
                                 guint            action_index);
char *eg_describe_ago           (GDateTime       *then,
                                 GDateTime       *now);
char *eg_describe_resume        (gboolean         practice,
                                 const char      *opponent,
                                 const char      *level_label,
                                 guint            own_score,
                                 guint            opponent_score,
                                 const char      *ago);

G_END_DECLS
