/* eg-welcome-window.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-board.h"
#include "eg-welcome-window.h"

/* One step of the walk-through: the fencers where the text puts them,
 * the squares it speaks of highlighted. */
typedef struct
{
  const char *title;
  const char *text;
  guint       left, right;
  guint32     reach;
  guint       chosen;
  EgSide      attacked;
} Step;

static const Step steps[] = {
  { N_("Move"),
    N_("The white fencer starts on square 1, the black one on square 23. "
       "To move, play one card and go exactly its value forward or back. "
       "You may not leave the piste, nor land on or pass your opponent. "
       "Here white plays a 4 and goes from square 1 to square 5."),
    5, 23, EG_BOARD_SQUARE_BIT (5), 5, EG_SIDE_NONE },
  { N_("Attack"),
    N_("When the distance between the fencers is a card value, you may attack: "
       "play one or more cards of exactly that value. Here the fencers stand "
       "3 squares apart, and white attacks with two 3s."),
    10, 13, 0, 13, EG_SIDE_RIGHT },
  { N_("Indirect Attack"),
    N_("With the advanced rules you may advance and attack in one turn: play "
       "one card to move forward, then cards equal to the new distance. Here "
       "white plays a 2 from square 8 "
       "to square 10, then attacks black on square 14 with a 4."),
    10, 14, EG_BOARD_SQUARE_BIT (10), 14, EG_SIDE_RIGHT },
  { N_("Parry"),
    N_("An attacked fencer must answer at once. To parry, play as many cards "
       "of the same value as the attack; then take your own turn with the cards "
       "you have left. An attack of three cards or more cannot be parried: "
       "only a retreat escapes it, and only from an indirect attack."),
    10, 13, 0, 0, EG_SIDE_RIGHT },
  { N_("Retreat"),
    N_("With the advanced rules, against an indirect attack you may also "
       "retreat: play one card and move back exactly its value. Here black answers from square 14 with "
       "a 3 and steps back to square 17. The retreat is your whole turn."),
    10, 17, EG_BOARD_SQUARE_BIT (17), 17, EG_SIDE_NONE },
  { N_("The End of the Pile"),
    N_("An attack that is neither parried nor retreated from hits and wins "
       "the round. When the last card of the draw pile is drawn, the round "
       "ends: the fencer holding more cards of the final distance wins; on a "
       "tie, the one who advanced further; else nobody scores."),
    11, 14, 0, 0, EG_SIDE_NONE },
};

struct _EgWelcomeWindow
{
  AdwWindow parent_instance;

  guint           step;
  gboolean        played;
  gboolean        rules_only;     /* opened from the menu: no welcome page */

  GtkStack       *stack;
  AdwWindowTitle *window_title;
  GtkWidget      *back_button;
  GtkWidget      *play_button;
  GtkWidget      *learn_button;
  GtkLabel       *step_title;
  GtkLabel       *step_text;
  GtkLabel       *step_count;
  GtkButton      *next_button;
  EgBoard        *board;
};

G_DEFINE_FINAL_TYPE (EgWelcomeWindow, eg_welcome_window, ADW_TYPE_WINDOW)

enum {
  PLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
play (EgWelcomeWindow *self)
{
  if (self->played)
    return;
  self->played = TRUE;
  g_signal_emit (self, signals[PLAY], 0);
}

static gboolean
eg_welcome_window_close_request (GtkWindow *window)
{
  play (EG_WELCOME_WINDOW (window));
  return GTK_WINDOW_CLASS (eg_welcome_window_parent_class)->close_request (window);
}

guint
eg_welcome_window_get_n_steps (void)
{
  return G_N_ELEMENTS (steps);
}

/**
 * eg_welcome_window_show_step:
 * @step: from 0 to eg_welcome_window_get_n_steps() - 1
 *
 * Shows that step of "Learn the Rules".
 */
void
eg_welcome_window_show_step (EgWelcomeWindow *self,
                             guint            step)
{
  const Step *s;
  g_autofree char *count = NULL;

  g_return_if_fail (EG_IS_WELCOME_WINDOW (self));
  g_return_if_fail (step < G_N_ELEMENTS (steps));

  s = &steps[step];
  self->step = step;
  gtk_label_set_label (self->step_title, _(s->title));
  gtk_label_set_label (self->step_text, _(s->text));
  eg_board_set_positions (self->board, s->left, s->right, FALSE);
  eg_board_set_highlight (self->board, s->reach, s->chosen, s->attacked);
  /* Translators: the step of the rules shown, e.g. "Step 2 of 6" */
  count = g_strdup_printf (_("Step %1$u of %2$u"), step + 1, (guint) G_N_ELEMENTS (steps));
  gtk_label_set_label (self->step_count, count);
  gtk_button_set_label (self->next_button,
                        step + 1 < G_N_ELEMENTS (steps) ? _("_Next")
                        : self->rules_only ? _("_Close") : _("_Play"));
  adw_window_title_set_title (self->window_title, _("Learn the Rules"));
  gtk_widget_set_visible (self->back_button, step > 0 || !self->rules_only);
  gtk_stack_set_visible_child_name (self->stack, "rules");
  gtk_widget_grab_focus (GTK_WIDGET (self->next_button));
}

static void
learn_clicked_cb (EgWelcomeWindow *self)
{
  eg_welcome_window_show_step (self, 0);
}

static void
play_clicked_cb (EgWelcomeWindow *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
next_clicked_cb (EgWelcomeWindow *self)
{
  if (self->step + 1 < G_N_ELEMENTS (steps))
    eg_welcome_window_show_step (self, self->step + 1);
  else
    gtk_window_close (GTK_WINDOW (self));
}

static void
back_clicked_cb (EgWelcomeWindow *self)
{
  if (self->step > 0)
    {
      eg_welcome_window_show_step (self, self->step - 1);
      return;
    }
  adw_window_title_set_title (self->window_title, _("Welcome to En Garde"));
  gtk_widget_set_visible (self->back_button, FALSE);
  gtk_stack_set_visible_child_name (self->stack, "welcome");
  gtk_widget_grab_focus (self->play_button);
}

static void
eg_welcome_window_class_init (EgWelcomeWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  window_class->close_request = eg_welcome_window_close_request;

  /**
   * EgWelcomeWindow::play:
   *
   * The person is ready to play: the window closes.
   */
  signals[PLAY] =
    g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (EG_TYPE_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-welcome-window.ui");
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, learn_button);
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, step_title);
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, step_text);
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, step_count);
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, next_button);
  gtk_widget_class_bind_template_child (widget_class, EgWelcomeWindow, board);
  gtk_widget_class_bind_template_callback (widget_class, learn_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, play_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
eg_welcome_window_init (EgWelcomeWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  eg_board_set_names (self->board, _("White"), _("Black"));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->play_button);
}

EgWelcomeWindow *
eg_welcome_window_new (GtkWindow *parent)
{
  return g_object_new (EG_TYPE_WELCOME_WINDOW, "transient-for", parent, NULL);
}

/**
 * eg_welcome_window_new_rules:
 * @parent: (nullable): the game's window
 *
 * "Learn the Rules" at any time (the main menu): the rules from their
 * first step, without the welcome page; the last step closes the window.
 *
 * Returns: (transfer none): the window, not yet shown
 */
EgWelcomeWindow *
eg_welcome_window_new_rules (GtkWindow *parent)
{
  EgWelcomeWindow *self = eg_welcome_window_new (parent);

  self->rules_only = TRUE;
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->next_button));
  eg_welcome_window_show_step (self, 0);
  return self;
}
