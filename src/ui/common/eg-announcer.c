/* eg-announcer.c — what a screen reader says of the game
 *
 * GTK 4.8 has no way to announce a message (gtk_accessible_announce()
 * came in 4.14), a widget with the alert role only adds a child to its
 * parent when shown, and Orca 43 does not read a label whose text
 * changes. What Orca 43 does read is the focused object: its name and
 * description when the focus moves to it, and its description when that
 * changes while it has the focus (onDescriptionChanged() of its default
 * script). So the sentences are given to the focused widget as its
 * accessible description, once the table is still (one utterance, not
 * cut off by the next), and taken back when the focus leaves it.
 *
 * The sentences are the model's: the action as eg-describe says it, the
 * round's result, the hand of the player whose turn begins.
 *
 * A round's end moves the focus (to the round end's first button) while
 * Orca may not yet have read the action just before it from the old
 * focus, which then no longer holds it. So the round's end is said whole:
 * the actions since the player's last turn began, then the result.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include "eg-announcer.h"
#include "eg-describe.h"
#include "eg-knowledge.h"

struct _EgAnnouncer
{
  GObject    parent_instance;

  GtkRoot   *root;      /* not owned: the window owns its announcer */
  GtkWidget *speaker;   /* the widget holding the last sentence, weak */
  GString   *pending;
  GString   *exchange;  /* the actions since the viewer's turn began */
  char      *last;
  gboolean   turn_said; /* the hand of the turn under way was said */
};

G_DEFINE_FINAL_TYPE (EgAnnouncer, eg_announcer, G_TYPE_OBJECT)

static void
set_description (GtkWidget  *widget,
                 const char *text)
{
  /* a NULL text does not take a description back in GTK 4.8: the widget
   * kept the old sentence, "Ada moves 4 forward" on a card of a new hand */
  if (text == NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
release_speaker (EgAnnouncer *self)
{
  if (self->speaker == NULL)
    return;
  set_description (self->speaker, NULL);
  g_clear_weak_pointer (&self->speaker);
}

/* A widget that lost the focus keeps no sentence: Tab back to it reads
 * the card, not an old move. */
static void
focus_changed (EgAnnouncer *self)
{
  if (self->speaker != NULL && gtk_root_get_focus (self->root) != self->speaker)
    release_speaker (self);
}

static void
eg_announcer_finalize (GObject *object)
{
  EgAnnouncer *self = EG_ANNOUNCER (object);

  g_clear_weak_pointer (&self->speaker);
  g_string_free (self->pending, TRUE);
  g_string_free (self->exchange, TRUE);
  g_free (self->last);
  G_OBJECT_CLASS (eg_announcer_parent_class)->finalize (object);
}

static void
eg_announcer_class_init (EgAnnouncerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = eg_announcer_finalize;
}

static void
eg_announcer_init (EgAnnouncer *self)
{
  self->pending = g_string_new (NULL);
  self->exchange = g_string_new (NULL);
  self->last = g_strdup ("");
}

EgAnnouncer *
eg_announcer_new (GtkRoot *root)
{
  EgAnnouncer *self;

  g_return_val_if_fail (GTK_IS_ROOT (root), NULL);

  self = g_object_new (EG_TYPE_ANNOUNCER, NULL);
  self->root = root;
  g_signal_connect_object (root, "notify::focus-widget", G_CALLBACK (focus_changed), self, G_CONNECT_SWAPPED);
  return self;
}

static void
append (GString    *text,
        const char *sentence)
{
  if (sentence == NULL || *sentence == '\0')
    return;
  if (text->len > 0)
    g_string_append_c (text, '\n');
  g_string_append (text, sentence);
}

static void
add (EgAnnouncer *self,
     const char  *sentence)
{
  append (self->pending, sentence);
}

void
eg_announcer_action (EgAnnouncer    *self,
                     EgMatch        *match,
                     const EgAction *action)
{
  g_autofree char *sentence = NULL;

  g_return_if_fail (EG_IS_ANNOUNCER (self));
  g_return_if_fail (action != NULL);

  sentence = eg_describe_action (action, eg_match_get_name (match, action->side));
  /* what the widget holding the last sentences says is past now: it may
   * not hear the next ones (the focus may be elsewhere when they come,
   * and GTK 4.8 does not always say when it leaves a widget) */
  release_speaker (self);
  add (self, sentence);
  append (self->exchange, sentence);
  self->turn_said = FALSE;
  if (!eg_match_is_round_in_progress (match))
    {
      g_autofree char *result = eg_describe_result (eg_match_get_round_state (match),
                                                    eg_match_get_name (match, EG_SIDE_LEFT),
                                                    eg_match_get_name (match, EG_SIDE_RIGHT));

      /* the whole exchange, said or not: the focus moves now */
      g_string_assign (self->pending, self->exchange->str);
      g_string_truncate (self->exchange, 0);
      add (self, result);
      if (eg_match_is_over (match))
        {
          g_autofree char *won = eg_describe_match_end (match);

          add (self, won);
        }
    }
}

void
eg_announcer_flush (EgAnnouncer *self,
                    EgTurn      *turn,
                    EgMatch     *match)
{
  GtkWidget *focus;

  g_return_if_fail (EG_IS_ANNOUNCER (self));

  if (match != NULL && eg_turn_can_act (turn) && !self->turn_said)
    {
      EgSide viewer = eg_turn_get_viewer (turn);
      g_autofree char *hand = NULL;
      EgView view;

      eg_knowledge_get_live_view (match, viewer, &view);
      hand = eg_describe_hand (eg_match_get_name (match, viewer), view.hand);
      add (self, hand);
      self->turn_said = TRUE;
      g_string_truncate (self->exchange, 0);
    }
  else if (!eg_turn_can_act (turn))
    self->turn_said = FALSE;
  /* no player of this table acts (computers only): no exchange to repeat */
  if (eg_turn_get_viewer (turn) == EG_SIDE_NONE)
    g_string_truncate (self->exchange, 0);

  focus = gtk_root_get_focus (self->root);
  if (self->pending->len == 0 || focus == NULL)
    return;
  if (focus != self->speaker)
    {
      release_speaker (self);
      g_set_weak_pointer (&self->speaker, focus);
    }
  g_free (self->last);
  self->last = g_string_free (self->pending, FALSE);
  self->pending = g_string_new (NULL);
  set_description (focus, self->last);
}

void
eg_announcer_reset (EgAnnouncer *self)
{
  g_return_if_fail (EG_IS_ANNOUNCER (self));

  g_string_truncate (self->pending, 0);
  g_string_truncate (self->exchange, 0);
  self->turn_said = FALSE;
}
