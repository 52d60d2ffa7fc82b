/* eg-application-private.h — what the parts of EgApplication share
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "eg-application.h"
#include "eg-autosave.h"
#include "eg-match-index.h"
#include "eg-saved-matches.h"
#include "eg-lesson.h"
#include "eg-statistics.h"
#include "eg-window.h"

G_BEGIN_DECLS

struct _EgApplication
{
  AdwApplication parent_instance;

  /* The match lives here, not in the window: a window only shows it,
   * and any window opened shows the same one. */
  EgMatch      *match;
  GSignalGroup *match_signals;   /* the match's, while it is the one */
  EgAutosave   *autosave;
  EgLesson     *lesson;          /* Learn the Rules, while its match is played */
  gboolean      autosave_failed;
  GSettings    *settings;
  EgStatistics *statistics;
  gboolean      quitting;        /* the person agreed: windows close unasked */
  gboolean      close_approved;  /* a window closes: the person agreed to leave */
  gboolean      name_released;   /* eg_application_release_name() done */
  GtkNativeDialog *open_chooser; /* the Open chooser, while it is shown */
  EgMatchEntry *unfinished;      /* offered at start-up, until a match is shown */
  EgSavedMatches *saved_matches; /* for Recent Matches: read after the first frame */
  gboolean      saved_matches_asked;

  /* --language: the language of this run, over the setting */
  char         *language_option;
  guint         language_idle_id;
  char         *language;        /* the one the windows show, "" the system's */
};

/* eg-application.c */
void       eg_application_set_match_from    (EgApplication *self,
                                             EgMatch       *match,
                                             GFile         *file);
EgWindow  *eg_application_get_window        (EgApplication *self);
void       eg_application_show_error        (EgApplication *self,
                                             const char    *primary,
                                             const char    *secondary);

/* eg-application-actions.c */
/* Gives the application's name on the session bus up once it quits
 * (see the .c). */
void       eg_application_release_name      (EgApplication *self);
void       eg_application_add_actions       (EgApplication *self);
void       eg_application_update_actions    (EgApplication *self);
void       eg_application_show_about        (GtkWindow     *parent);

/* eg-application-lessons.c */
void       eg_application_add_lesson_actions (EgApplication *self);
void       eg_application_start_lesson      (EgApplication *self,
                                             guint          index);

/* eg-application-language.c */
void       eg_application_init_language     (EgApplication *self);
char      *eg_application_computer_default_name (EgMatch   *match,
                                             EgSide         side);

/* eg-application-resume.c */
void       eg_application_switch_match      (EgApplication *self,
                                             EgMatch       *match,
                                             GFile         *file);
void       eg_application_add_resume_actions (EgApplication *self);
void       eg_application_show_first_page   (EgApplication *self);
void       eg_application_show_start_page   (EgApplication *self,
                                             EgWindow      *window);

G_END_DECLS
