/* eg-application-resume.c — what the first window starts with: the
 * welcome page, the offer to resume an unfinished match, or a new match
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
#include "eg-new-match-dialog.h"
#include "eg-recent-matches.h"
#include "eg-ui-utils.h"
#include "eg-welcome-window.h"

static void
deal_new_match (EgApplication *self)
{
  g_autoptr(EgMatch) match = eg_new_match_from_settings (self->settings);

  eg_application_set_match (self, match);
}

static void
resumed (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  EgApplication *self = EG_APPLICATION (source);
  g_autoptr(GError) error = NULL;

  if (eg_application_resume_file_finish (self, result, &error))
    return;
  /* a new match instead: the saved one stays in Recent Matches */
  if (self->match == NULL)
    deal_new_match (self);
  eg_application_show_error (self, _("Could not resume the match"), error->message);
}

static void
resume_response (AdwMessageDialog *dialog,
                 const char       *response,
                 EgApplication    *self)
{
  GFile *file = g_object_get_data (G_OBJECT (dialog), "eg-file");

  if (self->match != NULL)
    return;
  if (g_str_equal (response, "resume"))
    eg_application_resume_file_async (self, file, NULL, resumed, NULL);
  else
    deal_new_match (self);
}

/* Which match the question is about: the opponent of the person (or
 * the right side in a match of two people or two computers), the score
 * from the person's side, when it was last played. */
static char *
resume_detail (const EgMatchEntry *entry)
{
  EgSide own = entry->levels[EG_SIDE_LEFT] != NULL && entry->levels[EG_SIDE_RIGHT] == NULL
               ? EG_SIDE_RIGHT : EG_SIDE_LEFT;
  EgSide other = EG_OPPONENT (own);
  GDateTime *when = entry->last_played != NULL ? entry->last_played : entry->started;
  const char *level_label = NULL;
  g_autofree char *ago = NULL;
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
  return eg_describe_resume (*entry->names[other] != '\0' ? entry->names[other] : _("the opponent"),
                             level_label, entry->scores[own], entry->scores[other], ago);
}

static void
offer_resume (EgApplication      *self,
              const EgMatchEntry *entry)
{
  g_autofree char *detail = resume_detail (entry);
  GtkWidget *dialog;

  /* nothing is lost either way: Return resumes */
  dialog = eg_ui_question_new (GTK_WINDOW (eg_application_get_window (self)),
                               _("Resume the unfinished match?"), detail,
                               "new", _("_New Match"), "resume", _("_Resume"),
                               ADW_RESPONSE_SUGGESTED, TRUE);
  gtk_window_set_application (GTK_WINDOW (dialog), GTK_APPLICATION (self));
  g_object_set_data_full (G_OBJECT (dialog), "eg-file", g_object_ref (entry->file), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (resume_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
welcome_play (EgWelcomeWindow *welcome,
              EgApplication   *self)
{
  g_settings_set_boolean (self->settings, "welcome-shown", TRUE);
  if (self->match == NULL)
    deal_new_match (self);
}

/* The unfinished match played most recently, by its last move. */
static EgMatchEntry *
find_unfinished (void)
{
  g_autoptr(GFile) dir = eg_autosave_default_dir ();

  return eg_match_index_find_resumable (dir);
}

/**
 * eg_application_start_match:
 * @ask: %FALSE to deal at once (a file is being opened)
 *
 * The window is up without a match: on the first launch the welcome page
 * shows; else, if a match was left unfinished, the person is asked
 * whether to resume it, and nothing is dealt behind the question; else a
 * new match is dealt as the New Match dialog last set it.
 */
void
eg_application_start_match (EgApplication *self,
                            gboolean       ask)
{
  g_autoptr(EgMatchEntry) unfinished = NULL;

  if (!ask)
    {
      deal_new_match (self);
      return;
    }
  if (!g_settings_get_boolean (self->settings, "welcome-shown"))
    {
      EgWelcomeWindow *welcome = eg_welcome_window_new (GTK_WINDOW (eg_application_get_window (self)));

      g_signal_connect_object (welcome, "play", G_CALLBACK (welcome_play), self, 0);
      gtk_window_present (GTK_WINDOW (welcome));
      return;
    }

  unfinished = find_unfinished ();
  if (unfinished != NULL)
    offer_resume (self, unfinished);
  else
    deal_new_match (self);
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
