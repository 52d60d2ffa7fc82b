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

#include "eg-card.h"
#include "eg-flight-layer-private.h"

typedef struct
{
  graphene_rect_t from;
  graphene_rect_t to;
  guint           value;
  gint64          start;      /* µs, frame time */
  guint           duration;   /* ms */
  GtkWidget      *concealed;  /* owned: the place kept empty until it lands */
} Flight;

struct _EgFlightLayer
{
  GtkWidget  parent_instance;

  GArray    *flights;         /* Flight */
  guint      tick_id;
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
  if (flight->concealed == NULL)
    return;
  gtk_widget_set_opacity (flight->concealed, 1.0);
  g_clear_object (&flight->concealed);
}

static gboolean
tick (GtkWidget     *widget,
      GdkFrameClock *clock,
      gpointer       user_data)
{
  EgFlightLayer *self = EG_FLIGHT_LAYER (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  guint i = 0;

  while (i < self->flights->len)
    {
      Flight *flight = &g_array_index (self->flights, Flight, i);

      if (now >= flight->start + flight->duration * (gint64) 1000)
        {
          land (flight);
          g_array_remove_index (self->flights, i);
        }
      else
        i++;
    }
  gtk_widget_queue_draw (widget);

  if (self->flights->len == 0)
    {
      self->tick_id = 0;
      set_animating (self, FALSE);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
eg_flight_layer_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  EgFlightLayer *self = EG_FLIGHT_LAYER (widget);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 now;
  guint i;

  if (clock == NULL)
    return;
  now = gdk_frame_clock_get_frame_time (clock);

  for (i = 0; i < self->flights->len; i++)
    {
      const Flight *flight = &g_array_index (self->flights, Flight, i);
      double t, e, lift;
      graphene_rect_t rect;

      if (now < flight->start)
        continue;
      t = eg_animation_progress (clock, flight->start, flight->duration);
      e = eg_ease_in_out (t);
      graphene_rect_interpolate (&flight->from, &flight->to, e, &rect);
      /* an arc, and a card that grows a little as it is lifted */
      lift = sin (t * G_PI);
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

  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  for (guint i = 0; i < self->flights->len; i++)
    land (&g_array_index (self->flights, Flight, i));
  g_array_set_size (self->flights, 0);
  G_OBJECT_CLASS (eg_flight_layer_parent_class)->dispose (object);
}

static void
eg_flight_layer_finalize (GObject *object)
{
  EgFlightLayer *self = EG_FLIGHT_LAYER (object);

  g_array_unref (self->flights);
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
  self->flights = g_array_new (FALSE, FALSE, sizeof (Flight));
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
  Flight flight = { 0 };
  GdkFrameClock *clock;

  flight.duration = eg_animation_duration_for (GTK_WIDGET (self), kind, speed);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  if (flight.duration == 0 || clock == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)) ||
      !gtk_widget_compute_bounds (from, GTK_WIDGET (self), &flight.from) ||
      !gtk_widget_compute_bounds (to, GTK_WIDGET (self), &flight.to))
    return;

  flight.value = value;
  flight.start = gdk_frame_clock_get_frame_time (clock) + delay_ms * (gint64) 1000;
  if (conceal)
    {
      flight.concealed = g_object_ref (to);
      gtk_widget_set_opacity (to, 0.0);
    }
  g_array_append_val (self->flights, flight);

  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick, NULL, NULL);
  set_animating (self, TRUE);
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

guint
eg_flight_layer_get_n_flights (EgFlightLayer *self)
{
  g_return_val_if_fail (EG_IS_FLIGHT_LAYER (self), 0);
  return self->flights->len;
}

void
eg_flight_layer_finish (EgFlightLayer *self)
{
  g_return_if_fail (EG_IS_FLIGHT_LAYER (self));

  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  for (guint i = 0; i < self->flights->len; i++)
    land (&g_array_index (self->flights, Flight, i));
  g_array_set_size (self->flights, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  set_animating (self, FALSE);
}
