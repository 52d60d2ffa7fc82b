/* eg-application.h — the application: owns the match, app-wide actions
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-match.h"
#include "eg-saved-matches.h"

G_BEGIN_DECLS

#define EG_TYPE_APPLICATION (eg_application_get_type ())

G_DECLARE_FINAL_TYPE (EgApplication, eg_application, EG, APPLICATION, AdwApplication)

EgApplication *eg_application_new               (void);
void           eg_application_set_match         (EgApplication  *self,
                                                 EgMatch        *match);
GFile         *eg_application_get_autosave_file (EgApplication  *self);
EgSavedMatches *eg_application_get_saved_matches (EgApplication *self);
void           eg_application_resume_file_async (EgApplication       *self,
                                                 GFile               *file,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
gboolean       eg_application_resume_file_finish (EgApplication  *self,
                                                  GAsyncResult   *result,
                                                  GError        **error);
void           eg_application_open_file         (EgApplication  *self,
                                                 GFile          *file);

/* Called once the match in progress may be left. */
typedef void (*EgLeaveFunc) (EgApplication *self,
                             gpointer       data);

gboolean       eg_application_may_leave         (EgApplication  *self);
void           eg_application_leave_match       (EgApplication  *self,
                                                 EgLeaveFunc     then,
                                                 gpointer        data,
                                                 GDestroyNotify  destroy);
void           eg_application_replace_match     (EgApplication  *self,
                                                 EgMatch        *match);

G_END_DECLS
