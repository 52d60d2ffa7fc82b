/* eg-flight-layer.c — cards travelling across the table
 *
 * Played cards go from the hand to the discard pile, dealt and drawn
 * cards from the draw pile to the hands: the places are read when the
 * flight is asked for (the hand still shows the card), and the card is
 * drawn over everything along an arc, as a hand would carry it. A card
 * delivered to a hand keeps its place there empty until it lands.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "eg-card.h"
#include "eg-flight-layer.h"

typedef struct
{
  EgFlightLayer  *layer;      /* unowned: the layer owns its flights */
  graphene_rect_t from;
  graphene_rect_t to;
  guint           value;
  guint           delay_id;   /* the flight waits before it leaves */
  AdwAnimation   *animation;  /* 0 → 1, eased in and out */
  double          t;          /* where it is, as the animation says */
  gboolean        landed;
  GtkWidget      *concealed;  /* owned: the place kept empty until it lands */
} Flight;

struct _EgFlightLayer
{
  GtkWidget  parent_instance;

  GPtrArray *flights;         /* Flight *, landed ones until the next flight */
  gboolean   animating;
};

G_DEFINE_FINAL_TYPE (EgFlightLayer, eg_flight_layer, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ANIMATING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_animating (EgFlightLayer *self,
               gboolean       animating)
{
  if (self->animating == animating)
    return;
  self->animating = animating;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

/* The card is down: its place in the hand shows it. */
static void
land (Flight *flight)
{
  flight->landed = TRUE;
  g_clear_handle_id (&flight->delay_id, g_source_remove);
  if (flight->concealed == NULL)
    return;
  gtk_widget_set_opacity (flight->concealed, 1.0);
  g_clear_object (&flight->concealed);
}

static void
flight_free (gpointer data)
{
  Flight *flight = data;

  land (flight);
  if (flight->animation != NULL)
    {
      g_signal_handlers_disconnect_by_data (flight->animation, flight);
      /* stopped before it goes: a playing animation holds the widget's clock */
      adw_animation_reset (flight->animation);
      g_object_unref (flight->animation);
    }
  g_free (flight);
}

static guint
n_in_air (EgFlightLayer *self)
{
  guint n = 0;

  for (guint i = 0; i < self->flights->len; i++)
    n += !((Flight *) g_ptr_array_index (self->flights, i))->landed;
  return n;
}

static void
flight_value (double   value,
              gpointer data)
{
  Flight *flight = data;

  flight->t = value;
  gtk_widget_queue_draw (GTK_WIDGET (flight->layer));
}

/* Landed: kept (with its animation) until the next flight or the end,
 * never freed inside its own animation's signal. */
static void
flight_done (Flight *flight)
{
  EgFlightLayer *self = flight->layer;

  land (flight);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (n_in_air (self) == 0)
    set_animating (self, FALSE);
}

static void
take_off (gpointer data)
{
  Flight *flight = data;

  flight->delay_id = 0;
  adw_animation_play (flight->animation);
}

static void
eg_flight_layer_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  EgFlightLayer *self = EG_FLIGHT_LAYER (widget);

  for (guint i = 0; i < self->flights->len; i++)
    {
      const Flight *flight = g_ptr_array_index (self->flights, i);
      double lift;
      graphene_rect_t rect;

      if (flight->landed || adw_animation_get_state (flight->animation) != ADW_ANIMATION_PLAYING)
        continue;
      graphene_rect_interpolate (&flight->from, &flight->to, flight->t, &rect);
      /* an arc, and a card that grows a little as it is lifted */
      lift = sin (flight->t * G_PI);
      rect.origin.y -= lift * MAX (24, rect.size.height * 0.5);
      graphene_rect_inset (&rect, -lift * rect.size.width * 0.06, -lift * rect.size.height * 0.06);
      eg_card_paint (widget, snapshot, &rect, flight->value, EG_CARD_PLAIN);
    }
}

static void
eg_flight_layer_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  EgFlightLayer *self = EG_FLIGHT_LAYER (object);

  switch (prop_id)
    {
    case PROP_ANIMATING:
      g_value_set_boolean (value, self->animating);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_flight_layer_dispose (GObject *object)
{
  EgFlightLayer *self = EG_FLIGHT_LAYER (object);

  g_ptr_array_set_size (self->flights, 0);
  G_OBJECT_CLASS (eg_flight_layer_parent_class)->dispose (object);
}

static void
eg_flight_layer_finalize (GObject *object)
{
  EgFlightLayer *self = EG_FLIGHT_LAYER (object);

  g_ptr_array_unref (self->flights);
  G_OBJECT_CLASS (eg_flight_layer_parent_class)->finalize (object);
}

static void
eg_flight_layer_class_init (EgFlightLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = eg_flight_layer_get_property;
  object_class->dispose = eg_flight_layer_dispose;
  object_class->finalize = eg_flight_layer_finalize;
  widget_class->snapshot = eg_flight_layer_snapshot;

  /**
   * EgFlightLayer:animating:
   *
   * A card is in the air or about to leave.
   */
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "flights");
  /* copies of cards on their way: the hands and piles say where they are */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
eg_flight_layer_init (EgFlightLayer *self)
{
  self->flights = g_ptr_array_new_with_free_func (flight_free);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
}

static void
fly (EgFlightLayer *self,
     GtkWidget     *from,
     GtkWidget     *to,
     guint          value,
     EgAnimation    kind,
     EgSpeed        speed,
     guint          delay_ms,
     gboolean       conceal)
{
  Flight *flight = g_new0 (Flight, 1);
  guint duration = eg_animation_duration_for (GTK_WIDGET (self), kind, speed);
  guint i = 0;

  if (duration == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)) ||
      !gtk_widget_compute_bounds (from, GTK_WIDGET (self), &flight->from) ||
      !gtk_widget_compute_bounds (to, GTK_WIDGET (self), &flight->to))
    {
      g_free (flight);
      return;
    }

  /* the flights landed since the last one go now, outside their signals */
  while (i < self->flights->len)
    if (((Flight *) g_ptr_array_index (self->flights, i))->landed)
      g_ptr_array_remove_index (self->flights, i);
    else
      i++;

  flight->layer = self;
  flight->value = value;
  flight->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, duration,
                                               adw_callback_animation_target_new (flight_value, flight, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (flight->animation), ADW_EASE_IN_OUT_CUBIC);
  g_signal_connect_swapped (flight->animation, "done", G_CALLBACK (flight_done), flight);
  if (conceal)
    {
      flight->concealed = g_object_ref (to);
      gtk_widget_set_opacity (to, 0.0);
    }
  g_ptr_array_add (self->flights, flight);
  set_animating (self, TRUE);
  if (delay_ms > 0)
    flight->delay_id = g_timeout_add_once (delay_ms, take_off, flight);
  else
    adw_animation_play (flight->animation);
}

void
eg_flight_layer_fly (EgFlightLayer *self,
                     GtkWidget     *from,
                     GtkWidget     *to,
                     guint          value,
                     EgAnimation    kind,
                     EgSpeed        speed,
                     guint          delay_ms)
{
  g_return_if_fail (EG_IS_FLIGHT_LAYER (self));
  g_return_if_fail (GTK_IS_WIDGET (from) && GTK_IS_WIDGET (to));

  fly (self, from, to, value, kind, speed, delay_ms, FALSE);
}

/**
 * eg_flight_layer_deliver:
 * @to: the card of a hand the card becomes
 *
 * A card dealt or drawn, face down, from @from to @to, which stays
 * empty until the card lands.
 */
void
eg_flight_layer_deliver (EgFlightLayer *self,
                         GtkWidget     *from,
                         GtkWidget     *to,
                         EgAnimation    kind,
                         EgSpeed        speed,
                         guint          delay_ms)
{
  g_return_if_fail (EG_IS_FLIGHT_LAYER (self));
  g_return_if_fail (GTK_IS_WIDGET (from) && GTK_IS_WIDGET (to));

  fly (self, from, to, 0, kind, speed, delay_ms, TRUE);
}

gboolean
eg_flight_layer_is_animating (EgFlightLayer *self)
{
  g_return_val_if_fail (EG_IS_FLIGHT_LAYER (self), FALSE);
  return self->animating;
}

void
eg_flight_layer_finish (EgFlightLayer *self)
{
  g_return_if_fail (EG_IS_FLIGHT_LAYER (self));

  g_ptr_array_set_size (self->flights, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  set_animating (self, FALSE);
}
