/* eg-ui-utils.h — small helpers shared by the widgets
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Sets the accessible label and description of @widget (either may be
 * NULL to leave it); tests read them with gtk_test_accessible_*(). */
void        eg_ui_set_accessible       (GtkWidget  *widget,
                                        const char *label,
                                        const char *description);

/* Once per process: every button with a mnemonic, when shown, is named
 * by its label's text alone (see the .c). */
void        eg_ui_init_accessible_names (void);
/* Appends @widget to @box in a cell that a screen reader passes over
 * and that takes no Tab stop of its own. */
void        eg_ui_flow_box_append      (GtkFlowBox *box,
                                        GtkWidget  *widget);

/* Adds @css_class to @widget or takes it away: a state the style
 * sheet, the inspector and the tests see. */
void        eg_ui_set_css_class        (GtkWidget  *widget,
                                        const char *css_class,
                                        gboolean    set);

/* The one list of player choices, for each dialog that asks who plays a
 * side: "Human", then "Computer (Level)" at each level offered, in the
 * order of EgAiLevel. */
GListModel *eg_ui_player_choices_new   (void);
/* The position of @player ("human" or a level's name) in that list: a
 * level this version does not offer stands for the medium computer. */
guint       eg_ui_player_choice_find   (const char *player);
/* The player at @position: "human" or a level's name. */
const char *eg_ui_player_choice_get    (guint       position);

/* Disposes the template of @widget (of @type) and unparents what is
 * left: GTK 4.8 does not dispose a template's unnamed top child. */
void        eg_ui_dispose_template     (GtkWidget  *widget,
                                        GType       type);

/* A question with two answers (see the .c). */
GtkWidget  *eg_ui_question_new         (GtkWindow             *parent,
                                        const char            *heading,
                                        const char            *body,
                                        const char            *other,
                                        const char            *other_label,
                                        const char            *act,
                                        const char            *act_label,
                                        AdwResponseAppearance  appearance,
                                        gboolean               act_default);

/* Something could not be done: a message with a Close button, shown. */
GtkWidget  *eg_ui_show_error           (GtkWindow  *parent,
                                        const char *heading,
                                        const char *body);

/* Escape and Ctrl+W close a window of class @widget_class, as every
 * secondary window of the game (listed in the shortcuts window). */
void        eg_ui_class_add_close_keys (GtkWidgetClass *widget_class);

/* Only the visible page of @stack reaches a screen reader. */
void        eg_ui_hide_stack_pages     (GtkStack   *stack);

G_END_DECLS
