/* eg-application.h — the application: owns the match, app-wide actions
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-match.h"

G_BEGIN_DECLS

#define EG_TYPE_APPLICATION (eg_application_get_type ())

G_DECLARE_FINAL_TYPE (EgApplication, eg_application, EG, APPLICATION, GtkApplication)

EgApplication *eg_application_new       (void);
EgMatch       *eg_application_get_match (EgApplication *self);
void           eg_application_set_match (EgApplication *self,
                                         EgMatch       *match);

G_END_DECLS
