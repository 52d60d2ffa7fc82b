/* eg-application-resume.c — what the first window starts with: the
 * welcome page or the offer to resume an unfinished match, pages of the
 * window with nothing dealt behind them
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-application-private.h"
#include "eg-describe-matches.h"
#include "eg-describe.h"
#include "eg-knowledge.h"
#include "eg-match-index.h"
#include "eg-shown-text.h"
#include "eg-ui-utils.h"

static void
resumed (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  EgApplication *self = EG_APPLICATION (source);
  g_autoptr(GError) error = NULL;
  EgWindow *window;

  if (eg_application_resume_file_finish (self, result, &error))
    return;
  /* the welcome page instead: the saved match stays in Recent Matches */
  window = eg_application_get_window (self);
  if (window != NULL)
    eg_application_show_start_page (self, window);
  eg_application_show_error (self, _("Could not resume the match"), error->message);
}

/* Which match the offer is about: the opponent of the person (or the
 * right side in a match of two people or two computers), the score from
 * the person's side, when it was last played. */
static char *
resume_detail (const EgMatchEntry *entry)
{
  EgSide own = entry->levels[EG_SIDE_LEFT] != NULL && entry->levels[EG_SIDE_RIGHT] == NULL
               ? EG_SIDE_RIGHT : EG_SIDE_LEFT;
  EgSide other = EG_OPPONENT (own);
  GDateTime *when = entry->last_played != NULL ? entry->last_played : entry->started;
  const char *level_label = NULL;
  g_autofree char *ago = NULL;
  /* a name from a file, its control characters escaped */
  g_autofree char *name = eg_shown_text (*entry->names[other] != '\0' ? entry->names[other]
                                                                      : _("the opponent"));
  EgAiLevel level;

  if (entry->levels[other] != NULL && eg_ai_level_from_string (entry->levels[other], &level))
    level_label = eg_ai_level_get_label (level);
  if (when != NULL)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

      ago = eg_describe_ago (when, now);
    }
  else
    ago = g_strdup (_("at an unknown time"));
  return eg_describe_resume (entry->is_fork, name, level_label, entry->scores[own], entry->scores[other], ago);
}

static void
update_resume_action (EgApplication *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "resume-unfinished");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), self->match == NULL && self->unfinished != NULL);
}

/* "Resume" on the resume page: once, the loading takes a moment. */
static void
resume_unfinished_activated (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  EgApplication *self = user_data;
  g_autoptr(EgMatchEntry) entry = g_steal_pointer (&self->unfinished);

  update_resume_action (self);
  if (entry == NULL || self->match != NULL)
    return;
  eg_application_resume_file_async (self, entry->file, NULL, resumed, NULL);
}

void
eg_application_add_resume_actions (EgApplication *self)
{
  static const GActionEntry actions[] = {
    { "resume-unfinished", resume_unfinished_activated },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect_swapped (self, "notify::match", G_CALLBACK (update_resume_action), self);
  update_resume_action (self);
}

/**
 * eg_application_show_start_page:
 *
 * Without a match, @window shows the offer to resume the unfinished
 * match found at start-up (in the current language), or the welcome
 * page once there is none.
 */
void
eg_application_show_start_page (EgApplication *self,
                                EgWindow      *window)
{
  g_autofree char *detail = NULL;

  if (self->match != NULL)
    return;
  if (self->unfinished != NULL)
    detail = resume_detail (self->unfinished);
  eg_window_offer_resume (window, detail);
}

/**
 * eg_application_show_first_page:
 *
 * The first window is up without a match: if a match was left
 * unfinished, the window offers to resume it, else it shows the welcome
 * page. Nothing is dealt or saved until the person chooses. An
 * unfinished match whose log cannot be read is passed over, and said
 * in a dialog the first time only.
 */
void
eg_application_show_first_page (EgApplication *self)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();
  g_autoptr(GError) refused = NULL;
  EgWindow *window = eg_application_get_window (self);

  g_clear_pointer (&self->unfinished, eg_match_entry_free);
  /* the unfinished match played most recently, by its last move */
  self->unfinished = eg_match_index_find_resumable (dir, &refused);
  update_resume_action (self);
  if (window != NULL)
    eg_application_show_start_page (self, window);
  if (refused != NULL)
    eg_application_show_error (self, _("Could not resume the match"), refused->message);
}

/* ---- leaving a match in progress ---- */

/* Whether leaving the match loses nothing a person would miss: it is
 * over, not begun, a lesson, or saved and to be resumed from Recent
 * Matches. */
static gboolean
safe_to_leave (EgApplication *self,
               gboolean      *resumable)
{
  EgMatch *match = self->match;
  GFile *file = eg_application_get_autosave_file (self);

  *resumable = FALSE;
  /* a match with no move of its own is not kept: nothing to lose */
  if (match == NULL || eg_match_is_over (match) || !eg_match_has_own_action (match) ||
      !eg_knowledge_is_kept (match))
    return TRUE;
  *resumable = file != NULL && !self->autosave_failed && g_file_query_exists (file, NULL);
  return *resumable;
}

/**
 * eg_application_may_leave:
 *
 * Returns: whether the match in progress may be left without asking: it
 *   is over, not begun, or saved (or the person agreed to quit)
 */
gboolean
eg_application_may_leave (EgApplication *self)
{
  gboolean resumable;

  g_return_val_if_fail (EG_IS_APPLICATION (self), TRUE);
  return self->quitting || safe_to_leave (self, &resumable);
}

/* Whom "your match with …" names: the opponent of the first person. */
static const char *
opponent_name (EgMatch *match)
{
  EgSide other = eg_player_get_kind (eg_match_get_player (match, EG_SIDE_LEFT)) == EG_PLAYER_HUMAN
                 ? EG_SIDE_RIGHT : EG_SIDE_LEFT;

  return eg_match_get_name (match, other);
}

static char *
saved_text (EgMatch *match)
{
  /* Translators: a toast when another match replaces one in progress; %s is the opponent */
  return g_strdup_printf (_("Your match with %s is saved; resume it from Recent Matches"),
                          opponent_name (match));
}

typedef struct
{
  EgApplication  *self;
  EgLeaveFunc     then;
  gpointer        data;
  GDestroyNotify  destroy;
} Leave;

static void
leave_free (gpointer  data,
            GClosure *closure)
{
  Leave *leave = data;

  if (leave->destroy != NULL)
    leave->destroy (leave->data);
  g_object_unref (leave->self);
  g_free (leave);
}

static void
leave_response (AdwMessageDialog *dialog,
                const char       *response,
                Leave            *leave)
{
  if (g_str_equal (response, "leave"))
    leave->then (leave->self, leave->data);
}

/**
 * eg_application_leave_match:
 * @then: what to do once the match may be left
 *
 * Runs @then at once when leaving the match loses nothing (it is over,
 * not begun, or saved to be resumed); else asks first, with staying as
 * the default answer, and runs @then only if the person leaves.
 */
void
eg_application_leave_match (EgApplication  *self,
                            EgLeaveFunc     then,
                            gpointer        data,
                            GDestroyNotify  destroy)
{
  g_autofree char *body = NULL;
  gboolean resumable;
  GtkWidget *dialog;
  Leave *leave;

  g_return_if_fail (EG_IS_APPLICATION (self));

  if (safe_to_leave (self, &resumable))
    {
      then (self, data);
      if (destroy != NULL)
        destroy (data);
      return;
    }

  /* Translators: %s is the other player */
  body = g_strdup_printf (_("The match with %s could not be saved: if you leave it, it is lost."),
                          opponent_name (self->match));
  /* the safe answer is the default: Return keeps the match */
  dialog = eg_ui_question_new (GTK_WINDOW (eg_application_get_window (self)), _("Leave the Match?"), body,
                               "cancel", _("_Keep Playing"), "leave", _("_Leave"),
                               ADW_RESPONSE_DESTRUCTIVE, FALSE);
  gtk_window_set_application (GTK_WINDOW (dialog), GTK_APPLICATION (self));

  leave = g_new0 (Leave, 1);
  leave->self = g_object_ref (self);
  leave->then = then;
  leave->data = data;
  leave->destroy = destroy;
  g_signal_connect_data (dialog, "response", G_CALLBACK (leave_response), leave,
                         leave_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * eg_application_switch_match:
 *
 * Plays @match from now on, the person having agreed to leave the one in
 * progress (or it being safe to): a toast says where a saved one is.
 */
void
eg_application_switch_match (EgApplication *self,
                             EgMatch       *match,
                             GFile         *file)
{
  g_autoptr(EgMatch) old = self->match != NULL ? g_object_ref (self->match) : NULL;
  gboolean resumable = FALSE;
  EgWindow *window;

  if (old != NULL)
    safe_to_leave (self, &resumable);
  eg_application_set_match_from (self, match, file);

  window = eg_application_get_window (self);
  if (resumable && window != NULL)
    {
      g_autofree char *text = saved_text (old);

      eg_window_add_toast (window, adw_toast_new (text));
    }
  if (file != NULL && window != NULL)
    eg_window_add_toast (window, adw_toast_new (_("Match resumed")));
  else if (window != NULL && eg_match_get_origin (match) != NULL &&
           eg_match_get_origin (match)->dealt_afresh)
    eg_window_add_toast (window, adw_toast_new (eg_describe_dealt_afresh ()));
}

static void
replace_now (EgApplication *self,
             gpointer       data)
{
  eg_application_switch_match (self, data, NULL);
}

/**
 * eg_application_replace_match:
 *
 * Plays @match from now on in place of the match in progress: at once
 * if that one is saved (a toast says where to resume it), after asking
 * if it would be lost.
 */
void
eg_application_replace_match (EgApplication *self,
                              EgMatch       *match)
{
  g_return_if_fail (EG_IS_APPLICATION (self));
  g_return_if_fail (EG_IS_MATCH (match));

  eg_application_leave_match (self, replace_now, g_object_ref (match), g_object_unref);
}
