/* eg-test-ui.h — helpers for the interface tests and the screenshot tool
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "eg-application.h"
#include "eg-board.h"
#include "eg-flight-layer.h"
#include "eg-hand-view.h"
#include "eg-lesson-panel.h"
#include "eg-live-moves.h"
#include "eg-match.h"
#include "eg-piles-view.h"
#include "eg-replay-view.h"
#include "eg-replay.h"
#include "eg-round-end-view.h"
#include "eg-window-private.h"

G_BEGIN_DECLS

/* How long a wait for what must come may last. A wait ends as soon as
 * it comes, so the bound costs nothing when all is well; it is generous
 * because a loaded CI machine running the sanitizer build can be ten
 * times slower than a desktop, or more (meson's timeout still ends a
 * test that hangs). A wait that checks that nothing comes keeps its own
 * short bound. */
#define EG_TEST_UI_PATIENCE_MS 60000

/* The object @name of @widget's template of @type (asserted there). */
gpointer   eg_test_ui_template_child (gpointer    widget,
                                      GType       type,
                                      const char *name);
/* (transfer none): the replay @view shows, its "replay". */
EgReplay  *eg_test_ui_replay_of   (EgReplayView *view);
/* Loads the style sheet and the icons of the resources for the default
 * display, for the tests and tools that show widgets without an
 * EgApplication (an AdwApplication loads both from its resource base
 * path itself). Safe to call more than once. */
void       eg_test_ui_init_style  (void);
/* g_test_init + gtk_init_check; without a display prints the TAP skip
 * line and exits 0. Sets the animation speed off and loads the style. */
void       eg_test_ui_init        (int         *argc,
                                   char      ***argv);
EgMatch   *eg_test_ui_match       (const char  *left_name,
                                   gboolean     left_human,
                                   const char  *right_name,
                                   gboolean     right_human,
                                   guint        target,
                                   guint64      seed);
EgWindow  *eg_test_ui_window      (EgMatch     *match);
EgWindow  *eg_test_ui_window_at   (EgMatch     *match,
                                   int          width,
                                   int          height);
void       eg_test_ui_iterate     (void);
/* Sets the language of the strings ("" for English); without its
 * catalog (EN_GARDE_LOCALEDIR), skips the test and returns FALSE. */
gboolean   eg_test_ui_use_language (const char *language);
/* Runs the main loop until @done (@data) holds, for work a worker does,
 * or until @timeout_ms pass; returns whether it holds. */
typedef gboolean (*EgTestUiCondition) (gpointer data);
gboolean   eg_test_ui_wait_until  (EgTestUiCondition done,
                                   gpointer     data,
                                   guint        timeout_ms);
/* Asserts that every page of every GtkStack under @widget has a title:
 * GTK 4.8 makes it the page's accessible name, and a page without one
 * reaches a screen reader as "GtkStackPage panel". */
void       eg_test_ui_assert_pages_named (GtkWidget *widget);
/* Activates @widget as Return would, and runs the main loop until that is
 * done: a button activated by key emits "clicked" only 250 ms later, so a
 * test that went on at once would meet a late click in a later step. */
gboolean   eg_test_ui_activate    (GtkWidget   *widget);
/* Runs the main loop until the computer has played (or @timeout_ms). */
gboolean   eg_test_ui_wait_computer (EgWindow  *window,
                                   guint        timeout_ms);
/* The first event controller of @type on @widget (owned by it), or NULL. */
GtkEventController *eg_test_ui_find_controller (GtkWidget *widget,
                                   GType        type);
/* Activates the board's target on @square as a click there would, or
 * (@drop) as a card dropped there; where the square offers a choice,
 * the @pick-th (modulo their number). */
void       eg_test_ui_activate_square (EgBoard *board,
                                   guint        square,
                                   gboolean     drop,
                                   guint        pick);
/* Presses a key: finds the window's shortcut bound to @keyval (no
 * modifiers) and activates its action, as the key press would. Returns
 * FALSE if no shortcut is bound or its action is disabled. */
gboolean   eg_test_ui_press_key   (EgWindow    *window,
                                   guint        keyval);
/* The same on any widget (a dialog…), its class's key bindings too. */
gboolean   eg_test_ui_press_key_on (GtkWidget  *widget,
                                   guint        keyval);
/* The same for a key with @modifiers: Ctrl+W is (GDK_KEY_w, GDK_CONTROL_MASK). */
gboolean   eg_test_ui_press_shortcut_on (GtkWidget       *widget,
                                        guint            keyval,
                                        GdkModifierType  modifiers);
/* Every text a person or a screen reader can get from @widget and its
 * descendants: labels, button labels, tooltips, accessible labels and
 * descriptions (read through GTK's accessibility test API). */
char      *eg_test_ui_collect_text (GtkWidget  *widget);
/* (transfer none): the "match" property of an application or a window,
 * the match it shows. */
EgMatch   *eg_test_ui_match_of    (gpointer     object);
/* The text shown by the label @name of @widget's template (of @type),
 * which must be visible. */
/* The part @name (its id in eg-table.ui) of @window's table, made first
 * if need be: a template child, reached through GTK's own
 * gtk_widget_get_template_child(). */
void       eg_test_ui_play_worst_round (EgMatch *match,
                                        guint64  seed);
gpointer   eg_test_ui_table_part  (EgWindow   *window,
                                   const char *name);
/* The lines the moves part @name of @window's table ("live_moves", the
 * list; "recent_moves", the strip under the piste) shows, as its labels
 * say them, a strip's blank slots left out (transfer full). */
GPtrArray *eg_test_ui_moves_shown (EgWindow   *window,
                                   const char *name);
guint      eg_test_ui_n_moves_shown (EgWindow   *window,
                                     const char *name);
/* The place standing for @square's targets on @board (one of its
 * children, a button of class "target"), or NULL. */
GtkWidget *eg_test_ui_board_place (EgBoard    *board,
                                   guint       square);
/* What the board lights (its properties "reachable", "chosen-square"
 * and "attacked"). */
guint32    eg_test_ui_board_lit   (EgBoard    *board);
guint      eg_test_ui_board_chosen (EgBoard   *board);
EgSide     eg_test_ui_board_attacked (EgBoard *board);
/* How many actions @board offers, as its places say them: each its
 * actions' words, " or " between them (the C locale's). */
guint      eg_test_ui_board_n_offered (EgBoard *board);
/* The table's "busy" property: something on it moves (FALSE before
 * the table is made). */
gboolean   eg_test_ui_table_busy  (EgWindow   *window);
/* (transfer none): the window's "turn" property, the turn its table
 * plays through (who sees, what is chosen, the status line). */
EgTurn    *eg_test_ui_turn        (EgWindow   *window);
/* Replay mode: the stack's "replay" page is shown, and its view (NULL
 * before a replay was first opened), as the window's template holds them. */
gboolean   eg_test_ui_is_replaying (EgWindow  *window);
EgReplayView *eg_test_ui_replay_view (EgWindow *window);
/* The hand of @side in its player's panel of @window's table. */
EgHandView *eg_test_ui_side_hand  (EgWindow   *window,
                                   EgSide      side);
const char *eg_test_ui_shown_label (GtkWidget *widget,
                                   GType        type,
                                   const char  *name);
/* The name of the page shown by the stack @name of @widget's template
 * (of @type): "loading" while a window reads in a worker… */
const char *eg_test_ui_shown_page (GtkWidget *widget,
                                   GType        type,
                                   const char  *name);
/* @widget's accessible @property (a label, a description…) as text, as
 * a screen reader gets it, or NULL when it has none. */
char      *eg_test_ui_dup_accessible (GtkWidget *widget,
                                   GtkAccessibleProperty property);
/* Whether @widget's accessible @property (a label, a description…) is
 * @text, as a screen reader gets it (GTK's accessibility test API). */
gboolean   eg_test_ui_accessible_is (GtkWidget  *widget,
                                   GtkAccessibleProperty property,
                                   const char  *text);
/* The first visible widget in @widget's tree (itself included) whose
 * accessible @property is @text, or NULL. */
GtkWidget *eg_test_ui_find_accessible (GtkWidget *widget,
                                   GtkAccessibleProperty property,
                                   const char  *text);
/* Plays one turn of the person at the screen with the mouse: clicks
 * cards of one value, one more each time, until option buttons appear,
 * then clicks option number @choice (modulo their number). Returns FALSE
 * if no card gave a legal option. */
gboolean   eg_test_ui_click_turn  (EgWindow    *window,
                                   guint        choice);
/* The option buttons currently offered. */
GPtrArray *eg_test_ui_options     (EgWindow    *window);
gboolean   eg_test_ui_save_png    (GtkWidget   *widget,
                                   const char  *path);

/* A new private directory as $XDG_DATA_HOME, for the saved matches: call
 * it before GLib caches the variable (before eg_test_ui_init); remove
 * it with eg_test_remove_tree(). */
char          *eg_test_ui_private_data_home (void);
/* A registered, non-unique application, with @flags added. */
EgApplication *eg_test_ui_start_app   (GApplicationFlags  flags);
/* The application's game window, or NULL. */
EgWindow      *eg_test_ui_app_window  (EgApplication     *app);
/* Runs the main loop until @app has a match other than @old (a match
 * resumed, read in a worker), or @timeout_ms pass; returns it or NULL. */
EgMatch       *eg_test_ui_wait_match  (EgApplication     *app,
                                       EgMatch           *old,
                                       guint              timeout_ms);
/* Closes the application's windows one at a time: a dialog goes with
 * the window it belongs to. */
void           eg_test_ui_close_windows (EgApplication   *app);
/* Closes its windows, then shuts the application down as
 * g_application_run() does when it returns: the last use of @app. */
void           eg_test_ui_close_all   (EgApplication     *app);

/* NULL when @label shows its whole text: not ellipsized, as high as
 * its lines need at its width, and inside each of its ancestors up to
 * @top (a scrolled window's viewport, an overlay…); else what is cut. */
char          *eg_test_ui_label_cut   (GtkLabel          *label,
                                       GtkWidget         *top);

/* Where @widget is, its box across @target (asserted to be computable). */
graphene_rect_t eg_test_ui_bounds_in  (GtkWidget         *widget,
                                       GtkWidget         *target);

/* The newest visible toplevel of @type (a dialog…), or NULL. */
GtkWindow     *eg_test_ui_find_toplevel (GType            type);
/* A stand-in for the default application of @mime_type (such as
 * "x-scheme-handler/help" or "text/html") in @data_home and its config
 * folder, which becomes $XDG_CONFIG_HOME: it writes "LANGUAGE URI" into
 * the file whose path is returned. Call before GIO reads the defaults. */
char          *eg_test_ui_install_fake_handler (const char *data_home,
                                                const char *mime_type,
                                                const char *name);

G_END_DECLS
