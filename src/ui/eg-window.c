/* eg-window.c — the game window: a view of the match and of the turn
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-describe.h"
#include "eg-ui-utils.h"
#include "eg-window-private.h"

G_DEFINE_FINAL_TYPE (EgWindow, eg_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_TURN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
selection_changed (EgWindow *self)
{
  if (self->table != NULL)
    eg_table_show_selection (self->table);
  eg_window_update_actions (self);
}

/* ---- the state of the match, shown ---- */

/* The keyboard focus never rests on a header bar button during play,
 * where Return would start a new match or open a file: it goes to the
 * cards, or nowhere (the game keys work without it). */
static void
keep_focus_in_game (EgWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (self->replaying || self->match == NULL ||
      (focus != NULL && !gtk_widget_is_ancestor (focus, self->header_bar)))
    return;
  /* the open menu keeps it */
  if (focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return;
  if (self->table == NULL || !eg_table_focus_hand (self->table))
    gtk_root_set_focus (GTK_ROOT (self), NULL);
}

/* The page shown: the replay, the match, or, with no match, the offer
 * to resume one or the welcome page, nothing dealt behind them. A start
 * page's header keeps only the menu: its own buttons say what to do, and
 * Return and the focus go to the first of them. */
static GtkWidget *
start_page_button (EgWindow *self)
{
  if (self->replaying || self->match != NULL)
    return NULL;
  return self->resume_offered ? self->resume_button : self->welcome_new_button;
}

void
eg_window_update_page (EgWindow *self)
{
  gboolean start = !self->replaying && self->match == NULL;
  GtkWidget *first = start_page_button (self);
  g_autofree char *note = NULL;
  const char *page;

  if (self->replaying)
    page = "replay";
  else if (self->match != NULL)
    page = "game";
  else
    page = self->resume_offered ? "resume" : "welcome";

  gtk_widget_set_visible (self->new_button, !start);
  gtk_widget_set_visible (self->open_button, !start);
  /* a hint is for the match being played, not for one being replayed */
  gtk_widget_set_visible (self->hint_button, self->match != NULL && !self->replaying);
  gtk_widget_set_visible (GTK_WIDGET (self->moves_button), self->match != NULL && !self->wide);
  /* the title says what kind of match the table holds, when it is not
   * a plain one: the table itself keeps its height */
  note = g_str_equal (page, "game") ? eg_describe_table_note (self->match, eg_turn_get_hands_open (self->turn))
                                    : g_strdup ("");
  adw_window_title_set_subtitle (self->window_title, note);
  if (g_strcmp0 (self->page, page) == 0)
    return;
  self->page = page;
  if (g_str_equal (page, "game"))
    eg_window_ensure_table (self);
  gtk_stack_set_visible_child_name (self->stack, page);
  if (self->table != NULL)
    eg_table_set_playing (self->table, !self->replaying);
  gtk_window_set_default_widget (GTK_WINDOW (self), first);
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

/* Everything shown of the match: once per change of the position. The
 * action area comes once the table is the page shown and the window's
 * actions (its buttons' sensitivity, where the focus goes) are current. */
void
eg_window_refresh (EgWindow *self)
{
  if (self->match == NULL)
    return;

  eg_window_ensure_table (self);
  eg_table_show_position (self->table);
  /* the hot seat hides the hands only, below the public board */
  eg_window_update_page (self);
  eg_window_update_actions (self);
  eg_table_show_action_area (self->table);

  eg_window_update_actions (self);
  keep_focus_in_game (self);
}

/* ---- settings, window state ---- */

static void
pace_changed (EgWindow *self)
{
  EgSpeed speed = g_settings_get_enum (self->settings, "animation-speed");

  /* the time to read what was shown, once it is still (the table's
   * animations follow the setting themselves) */
  eg_turn_set_computer_pause (self->turn, eg_pace_duration (EG_ANIMATION_READ, speed));
}

static void
settings_changed (EgWindow   *self,
                  const char *key)
{
  if (g_str_equal (key, "animation-speed"))
    pace_changed (self);
  eg_window_refresh (self);
}

/* ---- the size classes: the one place where the window's size sets a style ----
 *
 * Cards and text grow with the window, beyond what 800×600 allows: a
 * size class per step ("large", then "huge" where the height allows it
 * too); a lesson's panel lies over the action area and takes none of
 * the board's height. Wide, the moves stand beside the board
 * (eg_window_table_layout()).
 *
 * eg_window_size_allocate() sets them, only when one changes, before the
 * window's children are allocated: what they show or hide is allocated
 * with the rest. A class that changes invalidates the style, and GDK's
 * frame clock lays the window out again within the same frame (its
 * layout phase runs until nothing more is queued); the classes depend on
 * the size alone, so that second pass changes nothing. No idle, and no
 * frame shown with the classes of the size before. (A status line too
 * long for its width is the AdwSqueezer's of eg-table.ui.) */
static const struct
{
  const char *name;
  int         min_width;
  int         min_height;
} size_classes[] = {
  { "large", 1500, 0 },
  { "huge", 1760, 960 },
};

static gboolean
size_class_wanted (guint i,
                   int   width,
                   int   height)
{
  return width >= size_classes[i].min_width && height >= size_classes[i].min_height;
}

static gboolean
size_classes_current (EgWindow *self,
                      int       width,
                      int       height)
{
  for (guint i = 0; i < G_N_ELEMENTS (size_classes); i++)
    if (size_class_wanted (i, width, height) !=
        gtk_widget_has_css_class (GTK_WIDGET (self), size_classes[i].name))
      return FALSE;
  return TRUE;
}

static void
update_size_classes (EgWindow *self,
                     int       width,
                     int       height)
{
  GtkWidget *widget = GTK_WIDGET (self);

  eg_window_table_layout (self, width);
  for (guint i = 0; i < G_N_ELEMENTS (size_classes); i++)
    if (size_class_wanted (i, width, height) == gtk_widget_has_css_class (widget, size_classes[i].name))
      continue;
    else if (size_class_wanted (i, width, height))
      gtk_widget_add_css_class (widget, size_classes[i].name);
    else
      gtk_widget_remove_css_class (widget, size_classes[i].name);
}

static void
eg_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  EgWindow *self = EG_WINDOW (widget);

  /* before the children are allocated: what the classes show or hide
   * is allocated with them */
  if (!size_classes_current (self, width, height) || (width >= EG_WINDOW_WIDE_WIDTH) != self->wide)
    update_size_classes (self, width, height);
  GTK_WIDGET_CLASS (eg_window_parent_class)->size_allocate (widget, width, height, baseline);
}

/* A window shown on a start page: the focus on its first button (GTK
 * would give it the header bar's first one). Its action is found only
 * once the window belongs to the application. */
static void
eg_window_map (GtkWidget *widget)
{
  EgWindow *self = EG_WINDOW (widget);
  GtkWidget *first;

  GTK_WIDGET_CLASS (eg_window_parent_class)->map (widget);
  first = start_page_button (self);
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

static gboolean
eg_window_close_request (GtkWindow *window)
{
  EgWindow *self = EG_WINDOW (window);
  int width, height;

  /* (a match that would be lost: the application asks first, in its own
   * handler of this signal) */
  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  g_settings_set_boolean (self->settings, "window-fullscreen", gtk_window_is_fullscreen (window));
  eg_turn_cancel_computer (self->turn);

  return GTK_WINDOW_CLASS (eg_window_parent_class)->close_request (window);
}

static void
eg_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  EgWindow *self = EG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_TURN:
      g_value_set_object (value, self->turn);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  EgWindow *self = EG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      eg_window_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The status line: what the turn says, which tells a round's result
 * only once the table has shown its last move (eg_turn_action_shown()). */
static void
eg_window_dispose (GObject *object)
{
  EgWindow *self = EG_WINDOW (object);

  g_clear_object (&self->toast);
  g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  if (self->turn != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->turn, self);
      eg_turn_cancel_computer (self->turn);
    }
  g_clear_object (&self->announcer);
  g_clear_object (&self->lesson);
  g_clear_object (&self->turn);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (eg_window_parent_class)->dispose (object);
}

static void
eg_window_finalize (GObject *object)
{
  EgWindow *self = EG_WINDOW (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (eg_window_parent_class)->finalize (object);
}

/* "Main Menu" is said while the menu is closed: open, its tooltip
 * would lie over the menu. */
static void
primary_menu_shown (GtkWidget     *popover,
                    GParamSpec    *pspec,
                    GtkMenuButton *button)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (button), !gtk_widget_get_visible (popover));
}

static void
create_primary_menu (GtkMenuButton *button,
                     gpointer       user_data)
{
  EgWindow *self = EG_WINDOW (gtk_widget_get_root (GTK_WIDGET (button)));

  gtk_menu_button_set_menu_model (button, self->primary_menu);
  g_signal_connect_object (gtk_menu_button_get_popover (button), "notify::visible",
                           G_CALLBACK (primary_menu_shown), button, 0);
}

static void
eg_window_class_init (EgWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->get_property = eg_window_get_property;
  object_class->set_property = eg_window_set_property;
  object_class->dispose = eg_window_dispose;
  object_class->finalize = eg_window_finalize;
  window_class->close_request = eg_window_close_request;
  widget_class->size_allocate = eg_window_size_allocate;
  widget_class->map = eg_window_map;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, EG_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the table plays through it (a binding, eg_window_ensure_table()) */
  properties[PROP_TURN] =
    g_param_spec_object ("turn", NULL, NULL, EG_TYPE_TURN,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  eg_ui_init_accessible_names ();

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EgWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, new_button);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, resume_page);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, resume_button);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, welcome_new_button);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, EgWindow, primary_menu);

  eg_window_class_add_actions (widget_class);
  eg_window_class_add_table (widget_class);
}

/* The window's hold on its template's widgets: once at start, and on
 * the new ones a language switch builds (eg_window_retranslate()). */
static void
init_widgets (EgWindow *self)
{
  /* the menu's popover is built when first opened, not before the first frame */
  gtk_menu_button_set_create_popup_func (self->menu_button, create_primary_menu, NULL, NULL);
  eg_window_table_init_window (self);
}

static void
eg_window_init (EgWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->turn = eg_turn_new (NULL);
  g_signal_connect_swapped (self->turn, "changed", G_CALLBACK (eg_window_refresh), self);
  g_signal_connect_swapped (self->turn, "selection-changed", G_CALLBACK (selection_changed), self);

  self->settings = g_settings_new (APPLICATION_ID);
  g_settings_bind (self->settings, "hide-hands", self->turn, "hide-hands", G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->settings, "changed::move-hints",
                           G_CALLBACK (settings_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (settings_changed), self, G_CONNECT_SWAPPED);
  eg_window_table_init (self);
  init_widgets (self);
  pace_changed (self);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  if (g_settings_get_boolean (self->settings, "window-fullscreen"))
    gtk_window_fullscreen (GTK_WINDOW (self));

  eg_window_add_game_keys (self);
  eg_window_add_drop_target (self);
  eg_window_update_actions (self);
  /* GTK gives a window shown without a focus its first button's; Tab
   * could take it there too: the header bar's actions all have keys */
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (keep_focus_in_game), NULL);
  eg_window_update_page (self);
}

EgWindow *
eg_window_new (GtkApplication *application,
               EgMatch        *match)
{
  return g_object_new (EG_TYPE_WINDOW,
                       "application", application,
                       "match", match,
                       NULL);
}

void
eg_window_set_match (EgWindow *self,
                     EgMatch  *match)
{
  g_return_if_fail (EG_IS_WINDOW (self));
  g_return_if_fail (match == NULL || EG_IS_MATCH (match));

  if (self->match == match)
    return;

  /* a new live match is shown at once, even from a replay */
  eg_window_close_replay (self);
  g_set_object (&self->match, match);
  if (match != NULL)
    eg_window_ensure_table (self);
  /* the table hears of each action from the turn (EgTurn::show) */
  eg_announcer_reset (self->announcer);
  if (self->table != NULL)
    eg_table_set_match (self->table, match);
  eg_turn_set_match (self->turn, match);
  eg_window_update_page (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

static void
toast_dismissed (AdwToast *toast,
                 EgWindow *self)
{
  if (self->toast == toast)
    g_clear_object (&self->toast);
}

void
eg_window_offer_resume (EgWindow   *self,
                        const char *detail)
{
  g_return_if_fail (EG_IS_WINDOW (self));

  self->resume_offered = detail != NULL;
  if (detail != NULL)
    adw_status_page_set_description (self->resume_page, detail);
  eg_window_update_page (self);
}

void
eg_window_add_toast (EgWindow *self,
                     AdwToast *toast)
{
  g_return_if_fail (EG_IS_WINDOW (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  /* one at a time, the newest: the word before goes at once, and two
   * never pile up */
  if (self->toast != NULL)
    {
      g_autoptr(AdwToast) previous = g_steal_pointer (&self->toast);

      adw_toast_dismiss (previous);
    }
  self->toast = g_object_ref (toast);
  eg_window_ensure_table (self);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed), self, 0);
  eg_table_add_toast (self->table, toast);
}

/* ---- a language switch ---- */

/* Nothing of the window hears a widget that goes: neither its template
 * callbacks nor its own handlers (on the board, the status line…). */
static void
disconnect_tree (EgWindow  *self,
                 GtkWidget *widget)
{
  GtkWidget *child;

  for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    disconnect_tree (self, child);
  g_signal_handlers_disconnect_by_data (widget, self);
}

/* Lets go of every widget of the template, and of all that points at
 * them: the toast, the replay's page, the table. Their animations go
 * with them. */
static void
drop_widgets (EgWindow *self)
{
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (self));

  if (self->toast != NULL)
    g_signal_handlers_disconnect_by_data (self->toast, self);
  g_clear_object (&self->toast);
  disconnect_tree (self, content);

  /* the focus leaves with its widget: not to be put back meanwhile */
  g_signal_handlers_block_by_func (self, keep_focus_in_game, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), EG_TYPE_WINDOW);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (self), NULL);
  g_signal_handlers_unblock_by_func (self, keep_focus_in_game, NULL);
  /* the replay's page and the table went with the stack */
  self->replay_view = NULL;
  self->table = NULL;
  self->replaying = FALSE;
  self->page = NULL;
}

/**
 * eg_window_retranslate:
 *
 * See eg-window.h. The template is built again, which translates its
 * strings again; the window sets every string of its own again.
 */
void
eg_window_retranslate (EgWindow *self)
{
  g_autoptr(EgReplayView) replay = NULL;
  g_autoptr(EgTable) table = NULL;
  gboolean moves_shown;

  g_return_if_fail (EG_IS_WINDOW (self));

  /* what only the widgets hold */
  if (self->replaying)
    replay = g_object_ref (self->replay_view);
  moves_shown = gtk_toggle_button_get_active (self->moves_button);
  if (self->table != NULL)
    table = g_object_ref (self->table);

  drop_widgets (self);
  gtk_widget_init_template (GTK_WIDGET (self));
  init_widgets (self);
  /* a table never built is built when first needed, as at start-up */
  if (table != NULL)
    {
      eg_window_ensure_table (self);
      eg_table_carry_over (self->table, table);
    }

  gtk_toggle_button_set_active (self->moves_button, moves_shown);
  /* its "changed" shows it all again (eg_window_refresh()); what was
   * being shown is still, so the turn goes on */
  eg_turn_retranslate (self->turn);
  eg_window_update_page (self);
  if (replay != NULL)
    {
      eg_window_open_replay (self, eg_replay_view_get_match (replay));
      eg_replay_view_copy_state (self->replay_view, replay);
    }
}

void
eg_window_set_lesson (EgWindow *self,
                      EgLesson *lesson)
{
  g_return_if_fail (EG_IS_WINDOW (self));
  g_return_if_fail (lesson == NULL || EG_IS_LESSON (lesson));

  if (!g_set_object (&self->lesson, lesson))
    return;
  /* a window without a table shows it once the table is built */
  if (!eg_window_has_table (self))
    return;
  eg_table_set_lesson (self->table, lesson);
}
