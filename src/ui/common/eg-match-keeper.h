/* eg-match-keeper.h — what keeps the match being played, as its windows see it
 *
 * The application keeps the live match, writes it to its log and reads
 * the saved matches; the windows and dialogs ask it through this
 * interface, so that none of them knows the application's type (and
 * none includes eg-application.h: tests/layers-check.py checks it).
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-match.h"
#include "eg-saved-matches.h"

G_BEGIN_DECLS

#define EG_TYPE_MATCH_KEEPER (eg_match_keeper_get_type ())

G_DECLARE_INTERFACE (EgMatchKeeper, eg_match_keeper, EG, MATCH_KEEPER, GObject)

struct _EgMatchKeeperInterface
{
  GTypeInterface parent_iface;

  GFile          *(*get_log_file)       (EgMatchKeeper        *self);
  EgSavedMatches *(*get_saved_matches)  (EgMatchKeeper        *self);
  void            (*replace_match)      (EgMatchKeeper        *self,
                                         EgMatch              *match);
  void            (*resume_file_async)  (EgMatchKeeper        *self,
                                         GFile                *file,
                                         GCancellable         *cancellable,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
  gboolean        (*resume_file_finish) (EgMatchKeeper        *self,
                                         GAsyncResult         *result,
                                         GError              **error);
};

/* The keeper of the windows of @application: the application itself
 * when it keeps a match, else NULL (a window made by a test). */
EgMatchKeeper  *eg_match_keeper_of                 (GtkApplication       *application);

/* The file the live match is written to, or NULL (not kept, a lesson). */
GFile          *eg_match_keeper_get_log_file       (EgMatchKeeper        *self);
/* The saved matches of the autosave folder, kept current by the game's
 * own saves, or NULL. */
EgSavedMatches *eg_match_keeper_get_saved_matches  (EgMatchKeeper        *self);
/* @match becomes the live match in place of the one played, once that
 * one may be left (Play From Here). */
void            eg_match_keeper_replace_match      (EgMatchKeeper        *self,
                                                    EgMatch              *match);
/* Reads @file and resumes its match, in its own log, once the match in
 * progress may be left; FALSE and an error when it does not read. */
void            eg_match_keeper_resume_file_async  (EgMatchKeeper        *self,
                                                    GFile                *file,
                                                    GCancellable         *cancellable,
                                                    GAsyncReadyCallback   callback,
                                                    gpointer              user_data);
gboolean        eg_match_keeper_resume_file_finish (EgMatchKeeper        *self,
                                                    GAsyncResult         *result,
                                                    GError              **error);

G_END_DECLS
