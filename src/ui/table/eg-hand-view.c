/* eg-hand-view.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-card.h"
#include "eg-hand-view.h"
#include "eg-ui-utils.h"

struct _EgHandView
{
  GtkWidget parent_instance;

  char     *owner;
  gboolean  face_up;
  guint     n_cards;
  guint8    values[EG_DECK_SIZE];   /* sorted; 0 when face down */
  guint8    selected[EG_N_VALUES + 1];
  guint32   playable;
  guint32   highlighted;
  gboolean  interactive;
  GPtrArray *cards;                 /* the child widgets, in order */
};

G_DEFINE_FINAL_TYPE (EgHandView, eg_hand_view, GTK_TYPE_WIDGET)

enum {
  CARD_ACTIVATED,
  CARD_DRAG_BEGIN,
  CARD_DRAG_END,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

char *
eg_hand_describe (const guint8 *counts)
{
  GString *text = g_string_new (NULL);
  guint value, i;

  for (value = 1; value <= EG_N_VALUES; value++)
    for (i = 0; i < counts[value]; i++)
      {
        if (text->len > 0)
          /* Translators: separates the card values of a hand: "1, 3, 3" */
          g_string_append (text, _(", "));
        g_string_append_printf (text, "%u", value);
      }
  return g_string_free (text, FALSE);
}

static void
update_accessible (EgHandView *self)
{
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;

  if (self->face_up)
    {
      guint8 counts[EG_N_VALUES + 1] = { 0 };
      g_autofree char *list = NULL;
      guint i;

      for (i = 0; i < self->n_cards; i++)
        counts[self->values[i]]++;
      list = eg_hand_describe (counts);
      /* Translators: %s is a player's name */
      label = g_strdup_printf (_("%s’s cards"), self->owner != NULL ? self->owner : "");
      description = self->n_cards == 0 ? g_strdup (_("No cards")) : g_strdup (list);
    }
  else
    {
      /* Translators: %s is a player's name */
      label = g_strdup_printf (_("%s’s cards"), self->owner != NULL ? self->owner : "");
      description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card, face down", "%u cards, face down",
                                               self->n_cards),
                                     self->n_cards);
    }
  eg_ui_set_accessible (GTK_WIDGET (self), label, description);
}

static void
card_clicked (GtkButton  *button,
              EgHandView *self)
{
  guint value = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "eg-value"));
  gboolean selected = gtk_widget_has_css_class (GTK_WIDGET (button), "selected");

  /* the card that kept the focus while the hand may not play */
  if (!self->interactive)
    return;
  g_signal_emit (self, signals[CARD_ACTIVATED], 0, value, selected);
}

static void
clear_cards (EgHandView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_ptr_array_set_size (self->cards, 0);
}

/* Marks selected and playable cards without rebuilding the buttons. */
static void
update_states (EgHandView *self)
{
  guint8 seen[EG_N_VALUES + 1] = { 0 };
  guint i;

  for (i = 0; i < self->cards->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);
      guint value = self->values[i];
      gboolean selected, decisive;
      g_autofree char *label = NULL;

      if (!self->face_up)
        continue;

      selected = seen[value] < self->selected[value];
      seen[value]++;

      decisive = (self->highlighted & (1u << value)) != 0;
      eg_ui_set_css_class (card, "selected", selected);
      eg_ui_set_css_class (card, "decisive", decisive);
      eg_card_set_marks (EG_CARD (gtk_button_get_child (GTK_BUTTON (card))),
                         (selected ? EG_CARD_SELECTED : EG_CARD_PLAIN) |
                         (decisive ? EG_CARD_HIGHLIGHTED : EG_CARD_PLAIN));

      eg_ui_set_css_class (card, "unplayable", self->playable != 0 && (self->playable & (1u << value)) == 0);

      /* a card keeps the focus while the hand may not play (the
       * computer's turn): the screen reader speaks through it */
      gtk_widget_set_sensitive (card, self->interactive || gtk_widget_has_focus (card));
      gtk_accessible_update_state (GTK_ACCESSIBLE (card),
                                   GTK_ACCESSIBLE_STATE_PRESSED, selected,
                                   -1);
      if (selected)
        /* Translators: a card in the player's hand, as a screen reader says it */
        label = g_strdup_printf (_("Card %u, selected"), value);
      else
        label = g_strdup_printf (_("Card %u"), value);
      eg_ui_set_accessible (card, label, NULL);
    }
}

/* A card dragged onto the track: the board's drop targets take its value. */
static GdkContentProvider *
drag_prepare (GtkDragSource *source,
              double         x,
              double         y,
              EgHandView    *self)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  guint value = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "eg-value"));

  if (!self->interactive)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_UINT, value);
}

static void
drag_begin (GtkDragSource *source,
            GdkDrag       *drag,
            EgHandView    *self)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  guint value = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "eg-value"));
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (gtk_button_get_child (GTK_BUTTON (card)));

  gtk_drag_source_set_icon (source, icon,
                            gtk_widget_get_width (card) / 2, gtk_widget_get_height (card) / 2);
  gtk_widget_add_css_class (card, "dragged");
  g_signal_emit (self, signals[CARD_DRAG_BEGIN], 0, value);
}

static void
drag_end (GtkDragSource *source,
          GdkDrag       *drag,
          gboolean       delete_data,
          EgHandView    *self)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));

  /* A drop plays the card: the hand is dealt again before the drag ends,
   * and the card, gone with it, is no longer the controller's to give. */
  if (g_ptr_array_find (self->cards, card, NULL))
    gtk_widget_remove_css_class (card, "dragged");
  g_signal_emit (self, signals[CARD_DRAG_END], 0);
}

/* Enter is the game's key to play the chosen move (the window's), never
 * "press the card that has the focus": a card is picked with a click,
 * Space or its digit. The window's key comes first, when there is a
 * move to play; otherwise Enter on a card does nothing, where it would
 * pick a card the player did not mean. */
static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             EgHandView            *self)
{
  return keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter;
}

/* A card face up shows @value: its colour, its drag, its name. */
static void
set_face_up_value (GtkWidget *card,
                   guint      value)
{
  guint old = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "eg-value"));
  g_autofree char *label = NULL;
  char css[8];

  if (old != 0)
    {
      g_snprintf (css, sizeof css, "value-%u", old);
      gtk_widget_remove_css_class (card, css);
    }
  g_snprintf (css, sizeof css, "value-%u", value);
  gtk_widget_add_css_class (card, css);
  eg_card_set_value (EG_CARD (gtk_button_get_child (GTK_BUTTON (card))), value);
  g_object_set_data (G_OBJECT (card), "eg-value", GUINT_TO_POINTER (value));
  /* named before it is shown: a screen reader that meets it as the
   * focus reads the name it had then */
  label = g_strdup_printf (_("Card %u"), value);
  eg_ui_set_accessible (card, label, NULL);
}

static GtkWidget *
new_face_up_card (EgHandView *self,
                  guint       value)
{
  GtkWidget *card = gtk_button_new ();
  GtkDragSource *source;

  gtk_button_set_child (GTK_BUTTON (card), eg_card_new (value));
  gtk_widget_set_focus_on_click (card, FALSE);
  set_face_up_value (card, value);
  g_signal_connect (card, "clicked", G_CALLBACK (card_clicked), self);

  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare), self);
  g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (source, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (card, GTK_EVENT_CONTROLLER (source));
  return card;
}

/* The cards shown again. A hand face up keeps its buttons and gives them
 * their new values, so that the focused card stays: a screen reader
 * follows the focus, and a button gone would leave it nowhere. */
static void
rebuild (EgHandView *self)
{
  gboolean reuse = self->face_up && self->cards->len > 0 &&
                   GTK_IS_BUTTON (g_ptr_array_index (self->cards, 0));
  guint i;

  if (!reuse)
    clear_cards (self);
  while (self->cards->len > self->n_cards)
    {
      gtk_widget_unparent (g_ptr_array_index (self->cards, self->cards->len - 1));
      g_ptr_array_set_size (self->cards, self->cards->len - 1);
    }
  for (i = 0; i < self->n_cards; i++)
    {
      GtkWidget *card;

      if (i < self->cards->len)
        {
          set_face_up_value (g_ptr_array_index (self->cards, i), self->values[i]);
          continue;
        }
      if (self->face_up)
        card = new_face_up_card (self, self->values[i]);
      else
        {
          card = eg_card_new (0);
          gtk_widget_add_css_class (card, "back");
          gtk_accessible_update_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
        }
      gtk_widget_add_css_class (card, "card");
      gtk_widget_set_parent (card, GTK_WIDGET (self));
      g_ptr_array_add (self->cards, card);
    }
  update_states (self);
  update_accessible (self);
}

static void
eg_hand_view_dispose (GObject *object)
{
  EgHandView *self = EG_HAND_VIEW (object);

  if (self->cards != NULL)
    clear_cards (self);
  G_OBJECT_CLASS (eg_hand_view_parent_class)->dispose (object);
}

static void
eg_hand_view_finalize (GObject *object)
{
  EgHandView *self = EG_HAND_VIEW (object);

  g_ptr_array_unref (self->cards);
  g_free (self->owner);
  G_OBJECT_CLASS (eg_hand_view_parent_class)->finalize (object);
}

static void
eg_hand_view_class_init (EgHandViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = eg_hand_view_dispose;
  object_class->finalize = eg_hand_view_finalize;

  /**
   * EgHandView::card-activated:
   * @value: the card's value
   * @selected: whether the card was selected before the click
   */
  signals[CARD_ACTIVATED] =
    g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);
  /**
   * EgHandView::card-drag-begin:
   * @value: the value of the card picked up
   *
   * The owner shows where the card can go (eg_board_add_target()).
   */
  signals[CARD_DRAG_BEGIN] =
    g_signal_new ("card-drag-begin", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * EgHandView::card-drag-end:
   *
   * The card was dropped, on a target or not.
   */
  signals[CARD_DRAG_END] =
    g_signal_new ("card-drag-end", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "hand");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
eg_hand_view_init (EgHandView *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  GtkEventController *keys;

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 8);
  self->cards = g_ptr_array_new ();
  self->interactive = TRUE;
  update_accessible (self);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

void
eg_hand_view_set_owner (EgHandView *self,
                        const char *name)
{
  g_return_if_fail (EG_IS_HAND_VIEW (self));

  if (g_strcmp0 (self->owner, name) == 0)
    return;
  g_free (self->owner);
  self->owner = g_strdup (name);
  update_accessible (self);
}

void
eg_hand_view_set_cards (EgHandView   *self,
                        const guint8 *counts)
{
  guint8 values[EG_DECK_SIZE];
  guint n = 0, value, i;

  g_return_if_fail (EG_IS_HAND_VIEW (self));
  g_return_if_fail (counts != NULL);

  for (value = 1; value <= EG_N_VALUES; value++)
    for (i = 0; i < counts[value] && n < EG_DECK_SIZE; i++)
      values[n++] = value;

  if (self->face_up && self->n_cards == n && memcmp (self->values, values, n) == 0)
    return;

  self->face_up = TRUE;
  self->n_cards = n;
  memcpy (self->values, values, n);
  rebuild (self);
}

void
eg_hand_view_set_face_down (EgHandView *self,
                            guint       n_cards)
{
  g_return_if_fail (EG_IS_HAND_VIEW (self));

  n_cards = MIN (n_cards, EG_DECK_SIZE);
  if (!self->face_up && self->n_cards == n_cards)
    return;

  self->face_up = FALSE;
  self->n_cards = n_cards;
  memset (self->values, 0, sizeof self->values);
  memset (self->selected, 0, sizeof self->selected);
  rebuild (self);
}

void
eg_hand_view_set_selection (EgHandView   *self,
                            const guint8 *selected)
{
  g_return_if_fail (EG_IS_HAND_VIEW (self));

  if (selected == NULL)
    memset (self->selected, 0, sizeof self->selected);
  else
    memcpy (self->selected, selected, sizeof self->selected);
  update_states (self);
}

void
eg_hand_view_set_playable (EgHandView *self,
                           guint32     values)
{
  g_return_if_fail (EG_IS_HAND_VIEW (self));

  self->playable = values;
  update_states (self);
}

void
eg_hand_view_set_highlighted (EgHandView *self,
                              guint32     values)
{
  g_return_if_fail (EG_IS_HAND_VIEW (self));

  self->highlighted = values;
  update_states (self);
}

void
eg_hand_view_set_interactive (EgHandView *self,
                              gboolean    interactive)
{
  g_return_if_fail (EG_IS_HAND_VIEW (self));

  self->interactive = !!interactive;
  update_states (self);
}

gboolean
eg_hand_view_focus_card (EgHandView *self,
                         guint32     playable)
{
  GtkWidget *first = NULL;
  guint i;

  g_return_val_if_fail (EG_IS_HAND_VIEW (self), FALSE);

  if (!self->face_up)
    return FALSE;
  for (i = 0; i < self->cards->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);

      if (gtk_widget_has_focus (card))
        return TRUE;
      if (first == NULL && (playable == 0 || (playable & (1u << self->values[i]))))
        first = card;
    }
  if (first == NULL && self->cards->len > 0)
    first = g_ptr_array_index (self->cards, 0);
  if (first == NULL)
    return FALSE;
  gtk_widget_set_sensitive (first, TRUE);
  return gtk_widget_grab_focus (first);
}

void
eg_hand_view_set_compact (EgHandView *self,
                          gboolean    compact)
{
  g_return_if_fail (EG_IS_HAND_VIEW (self));

  eg_ui_set_css_class (GTK_WIDGET (self), "compact", compact);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              compact ? 4 : 8);
}

gboolean
eg_hand_view_is_face_up (EgHandView *self)
{
  g_return_val_if_fail (EG_IS_HAND_VIEW (self), FALSE);
  return self->face_up;
}

guint
eg_hand_view_get_n_cards (EgHandView *self)
{
  g_return_val_if_fail (EG_IS_HAND_VIEW (self), 0);
  return self->n_cards;
}

guint
eg_hand_view_get_value (EgHandView *self,
                        guint       index)
{
  g_return_val_if_fail (EG_IS_HAND_VIEW (self), 0);
  g_return_val_if_fail (index < self->n_cards, 0);
  return self->values[index];
}

GtkWidget *
eg_hand_view_get_card (EgHandView *self,
                       guint       index)
{
  g_return_val_if_fail (EG_IS_HAND_VIEW (self), NULL);
  g_return_val_if_fail (index < self->cards->len, NULL);
  return g_ptr_array_index (self->cards, index);
}
