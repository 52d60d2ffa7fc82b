/* eg-match-keeper.c — what keeps the match being played, as its windows see it
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include "eg-match-keeper.h"

G_DEFINE_INTERFACE (EgMatchKeeper, eg_match_keeper, G_TYPE_OBJECT)

static void
eg_match_keeper_default_init (EgMatchKeeperInterface *iface)
{
}

/**
 * eg_match_keeper_of:
 * @application: (nullable): a window's application
 *
 * Returns: (transfer none) (nullable): @application as the keeper of
 *   the live match, or %NULL when it is none (no application, or a
 *   window made by a test)
 */
EgMatchKeeper *
eg_match_keeper_of (GtkApplication *application)
{
  return EG_IS_MATCH_KEEPER (application) ? EG_MATCH_KEEPER (application) : NULL;
}

GFile *
eg_match_keeper_get_log_file (EgMatchKeeper *self)
{
  g_return_val_if_fail (EG_IS_MATCH_KEEPER (self), NULL);
  return EG_MATCH_KEEPER_GET_IFACE (self)->get_log_file (self);
}

EgSavedMatches *
eg_match_keeper_get_saved_matches (EgMatchKeeper *self)
{
  g_return_val_if_fail (EG_IS_MATCH_KEEPER (self), NULL);
  return EG_MATCH_KEEPER_GET_IFACE (self)->get_saved_matches (self);
}

void
eg_match_keeper_replace_match (EgMatchKeeper *self,
                               EgMatch       *match)
{
  g_return_if_fail (EG_IS_MATCH_KEEPER (self));
  g_return_if_fail (EG_IS_MATCH (match));
  EG_MATCH_KEEPER_GET_IFACE (self)->replace_match (self, match);
}

void
eg_match_keeper_resume_file_async (EgMatchKeeper       *self,
                                   GFile               *file,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_return_if_fail (EG_IS_MATCH_KEEPER (self));
  g_return_if_fail (G_IS_FILE (file));
  EG_MATCH_KEEPER_GET_IFACE (self)->resume_file_async (self, file, cancellable, callback, user_data);
}

gboolean
eg_match_keeper_resume_file_finish (EgMatchKeeper  *self,
                                    GAsyncResult   *result,
                                    GError        **error)
{
  g_return_val_if_fail (EG_IS_MATCH_KEEPER (self), FALSE);
  return EG_MATCH_KEEPER_GET_IFACE (self)->resume_file_finish (self, result, error);
}
