/* eg-window-replay.c — the game window's replay mode: a played match step by step
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe-matches.h"
#include "eg-match-keeper.h"
#include "eg-match-log.h"
#include "eg-ui-utils.h"
#include "eg-window-private.h"

/* "Play From Here": the new match becomes the live one, as a new match
 * from the dialog does (the application saves it as it goes). */
static void
replay_play_from_here (EgWindow *self,
                       EgMatch  *match)
{
  EgMatchKeeper *keeper = eg_match_keeper_of (gtk_window_get_application (GTK_WINDOW (self)));

  if (keeper != NULL)
    eg_match_keeper_replace_match (keeper, match);
  else
    {
      const EgOrigin *origin = eg_match_get_origin (match);

      eg_window_set_match (self, match);
      if (origin != NULL && origin->dealt_afresh)
        eg_window_add_toast (self, adw_toast_new (eg_describe_dealt_afresh ()));
    }
  eg_window_close_replay (self);
}

/* The log @match is written to when it is the live match: the analysis
 * page offers to practise its mistakes from it. */
static GFile *
replay_log_file (EgWindow *self,
                 EgMatch  *match)
{
  EgMatchKeeper *keeper = eg_match_keeper_of (gtk_window_get_application (GTK_WINDOW (self)));

  if (keeper == NULL || match != self->match)
    return NULL;
  return eg_match_keeper_get_log_file (keeper);
}

/**
 * eg_window_open_replay:
 * @match: a played match, usually loaded from a log
 *
 * Shows @match step by step in place of the live game, which goes on
 * unchanged underneath; "Back to the Match" (Esc) returns to it.
 */
void
eg_window_open_replay (EgWindow *self,
                       EgMatch  *match)
{
  g_return_if_fail (EG_IS_WINDOW (self));
  g_return_if_fail (EG_IS_MATCH (match));

  if (self->replay_view == NULL)
    {
      self->replay_view = EG_REPLAY_VIEW (eg_replay_view_new ());
      /* the title is the page's accessible name */
      gtk_stack_add_titled (self->stack, GTK_WIDGET (self->replay_view), "replay", _("Replay"));
      g_signal_connect_object (self->replay_view, "play-from-here",
                               G_CALLBACK (replay_play_from_here), self, G_CONNECT_SWAPPED);
    }
  eg_replay_view_set_match (self->replay_view, match);
  eg_replay_view_set_log_file (self->replay_view, replay_log_file (self, match));
  self->replaying = TRUE;
  eg_window_update_page (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->replay_view));
  eg_window_update_actions (self);
}

void
eg_window_close_replay (EgWindow *self)
{
  g_return_if_fail (EG_IS_WINDOW (self));

  if (!self->replaying)
    return;
  self->replaying = FALSE;
  eg_replay_view_set_playing (self->replay_view, FALSE);
  eg_window_update_page (self);
  eg_window_refresh (self);
  eg_window_update_actions (self);
}

static void
file_loaded (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  EgWindow *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = eg_match_log_load_finish (result, &error);
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;

  /* another file asked for since, or the window closed: @self may be
   * gone, it is not touched */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  if (match != NULL)
    {
      eg_window_open_replay (self, match);
      eg_replay_view_set_log_file (self->replay_view, G_FILE (source));
      return;
    }

  name = g_file_get_basename (G_FILE (source));
  /* Translators: %s is a file name */
  heading = g_strdup_printf (_("Could not open “%s”"), name);
  eg_ui_show_error (GTK_WINDOW (self), heading, error->message);
}

/**
 * eg_window_open_file:
 *
 * Opens a match log in replay mode, read in a worker so that no file
 * can hold up the window: a file named on the command line, dropped on
 * the window or chosen among the recent matches. A file that is not a
 * valid log gets a dialog with the reader's message (it names the line)
 * and changes nothing. Of two files asked for in a row, the last one
 * opens.
 */
void
eg_window_open_file (EgWindow *self,
                     GFile    *file)
{
  g_return_if_fail (EG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  self->open_cancellable = g_cancellable_new ();
  /* no reference: a window closed while reading goes at once, its
   * dispose cancels the read */
  eg_match_log_load_async (file, self->open_cancellable, NULL, NULL, NULL, file_loaded, self);
}
