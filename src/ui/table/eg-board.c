/* eg-board.c — the fencing track: 23 squares, the two fencers, and the
 * places a player can click or drop a card on
 *
 * The board draws and animates; it knows no rules. Its owner gives it
 * targets (a square, a kind, words, an id), one focusable button per
 * square holding targets, lying over the track and the fencer above it;
 * a click, a key press or a card dropped there emits ::target-activated.
 * Slides and effects (lunge, parry, hit) queue up, so that an indirect
 * attack steps and then lunges, and the owner can wait for "animating" to
 * fall before the next action is shown.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "eg-board-private.h"
#include "eg-enums.h"
#include "eg-ui-utils.h"

G_DEFINE_FINAL_TYPE (EgBoard, eg_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ANIMATING,
  PROP_SPEED,
  PROP_REACHABLE,
  PROP_CHOSEN_SQUARE,
  PROP_ATTACKED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  TARGET_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
target_free (gpointer data)
{
  Target *target = data;

  g_free (target->description);
  g_free (target);
}

static void
update_description (EgBoard *self)
{
  guint distance = self->position[EG_SIDE_RIGHT] - self->position[EG_SIDE_LEFT];

  g_autofree char *track = NULL;

  g_free (self->description);
  /* Translators: the track as a screen reader says it; %1$s and %3$s are
   * player names, %2$u and %4$u squares 1–23, %5$u the distance */
  track = g_strdup_printf (_("%1$s, white, on square %2$u; %3$s, black, on square %4$u; distance %5$u."),
                           self->names[EG_SIDE_LEFT], self->position[EG_SIDE_LEFT],
                           self->names[EG_SIDE_RIGHT], self->position[EG_SIDE_RIGHT],
                           distance);
  if (self->last_move_description != NULL && *self->last_move_description != '\0')
    self->description = g_strconcat (track, " ", self->last_move_description, NULL);
  else
    self->description = g_steal_pointer (&track);
  if (self->ghost_description != NULL)
    {
      g_autofree char *shown = g_steal_pointer (&self->description);

      self->description = g_strconcat (shown, " ", self->ghost_description, NULL);
    }
  eg_ui_set_accessible (GTK_WIDGET (self), _("Fencing track"), self->description);
}

static void
eg_board_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* small enough that at 800 pixels the moves fit beside it */
      *minimum = EG_TRACK_LENGTH * 20;
      *natural = EG_TRACK_LENGTH * 44;
    }
  else
    {
      *minimum = 100;
      *natural = 240;
    }
}

static void
eg_board_size_allocate (GtkWidget *widget,
                        int        width,
                        int        height,
                        int        baseline)
{
  EgBoard *self = EG_BOARD (widget);
  const Geometry *g = &self->geo;
  guint n;

  eg_board_compute_geometry (width, height, &self->geo);
  g_clear_pointer (&self->track_node, gsk_render_node_unref);
  for (n = 1; n <= EG_TRACK_LENGTH; n++)
    if (self->places[n] != NULL)
      {
        /* the square and the column above it, where the fencer stands */
        GtkAllocation place = {
          (int) floor (g->track_x + (n - 1) * g->sq),
          (int) floor (g->top),
          (int) ceil (g->sq),
          (int) ceil (g->track_y + g->sq - g->top),
        };
        int min_w, min_h;

        gtk_widget_measure (self->places[n], GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
        gtk_widget_measure (self->places[n], GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
        place.width = MAX (place.width, min_w);
        place.height = MAX (place.height, min_h);
        gtk_widget_size_allocate (self->places[n], &place, -1);
      }
  if (self->chooser != NULL)
    gtk_popover_present (GTK_POPOVER (self->chooser));
}

/* The head step is over: the next one starts at this frame. */
static void start_step (EgBoard *self);

static void
step_value (double   value,
            gpointer data)
{
  EgBoard *self = data;
  Step *step = g_queue_peek_head (&self->steps);

  self->step_t = value;
  if (step != NULL && step->kind == STEP_SLIDE)
    for (int side = 0; side < 2; side++)
      self->shown[side] = self->settled[side] + ((double) step->to[side] - self->settled[side]) * value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
step_done (EgBoard *self)
{
  Step *step = g_queue_pop_head (&self->steps);

  /* a step reset by stop_animation() is gone already */
  if (step == NULL)
    return;
  /* the distance label catches up after a slide */
  if (step->kind == STEP_SLIDE)
    for (int side = 0; side < 2; side++)
      {
        self->settled[side] = step->to[side];
        self->shown[side] = step->to[side];
      }
  g_free (step);
  start_step (self);
}

static void
start_step (EgBoard *self)
{
  Step *step = g_queue_peek_head (&self->steps);
  AdwTimedAnimation *animation = ADW_TIMED_ANIMATION (self->step_animation);

  if (step == NULL)
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      if (self->animating)
        {
          self->animating = FALSE;
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
        }
      return;
    }
  self->step_t = 0;
  adw_timed_animation_set_duration (animation, step->duration);
  /* a slide eases out; the poses of an attack shape their own phases */
  adw_timed_animation_set_easing (animation, step->kind == STEP_SLIDE ? ADW_EASE_OUT_CUBIC : ADW_LINEAR);
  adw_animation_play (self->step_animation);
}

static void
stop_animation (EgBoard *self)
{
  g_queue_clear_full (&self->steps, g_free);
  if (self->step_animation != NULL)
    adw_animation_reset (self->step_animation);
  for (int side = 0; side < 2; side++)
    {
      self->shown[side] = self->position[side];
      self->settled[side] = self->position[side];
      self->queued[side] = self->position[side];
    }
  if (self->animating)
    {
      self->animating = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
    }
}

static void
queue_step (EgBoard  *self,
            Step     *step)
{
  g_queue_push_tail (&self->steps, step);
  if (!self->animating)
    {
      self->animating = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
      start_step (self);
    }
}

static gboolean
can_animate (EgBoard *self)
{
  return gtk_widget_get_mapped (GTK_WIDGET (self)) && eg_animation_enabled (GTK_WIDGET (self));
}

/* ---- targets ---- */

const Target *
eg_board_first_target (EgBoard *self,
                       guint    square)
{
  guint i;

  for (i = 0; i < self->targets->len; i++)
    {
      const Target *target = g_ptr_array_index (self->targets, i);

      if (target->square == square)
        return target;
    }
  return NULL;
}

static void
activate_target (EgBoard *self,
                 guint    id)
{
  g_signal_emit (self, signals[TARGET_ACTIVATED], 0, id);
}

static void
choice_clicked (GtkButton *button,
                EgBoard   *self)
{
  guint id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "eg-target-id"));

  gtk_popover_popdown (GTK_POPOVER (self->chooser));
  activate_target (self, id);
}

static void
chooser_closed (GtkPopover *popover,
                EgBoard    *self)
{
  eg_board_invalidate_track (self);
}

/* One target there: it is activated. Several: the player chooses. */
static void
activate_place (EgBoard *self,
                guint    square)
{
  GtkWidget *box;
  guint i, n = 0, id = 0;

  for (i = 0; i < self->targets->len; i++)
    {
      const Target *target = g_ptr_array_index (self->targets, i);

      if (target->square == square)
        {
          n++;
          id = target->id;
        }
    }
  if (n == 0)
    return;
  if (n == 1)
    {
      activate_target (self, id);
      return;
    }

  if (self->chooser == NULL)
    {
      self->chooser = gtk_popover_new ();
      gtk_widget_set_parent (self->chooser, GTK_WIDGET (self));
      gtk_widget_add_css_class (self->chooser, "target-chooser");
      g_signal_connect_object (self->chooser, "closed", G_CALLBACK (chooser_closed), self, 0);
    }
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  for (i = 0; i < self->targets->len; i++)
    {
      const Target *target = g_ptr_array_index (self->targets, i);
      GtkWidget *button;

      if (target->square != square)
        continue;
      button = gtk_button_new_with_label (target->description);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "eg-target-id", GUINT_TO_POINTER (target->id));
      g_signal_connect (button, "clicked", G_CALLBACK (choice_clicked), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (self->chooser), box);
  {
    GtkAllocation place;

    gtk_widget_get_allocation (self->places[square], &place);
    gtk_popover_set_pointing_to (GTK_POPOVER (self->chooser), &place);
  }
  self->chooser_square = square;
  gtk_popover_popup (GTK_POPOVER (self->chooser));
  eg_board_invalidate_track (self);
}

static void
place_clicked (GtkButton *button,
               EgBoard   *self)
{
  activate_place (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "eg-square")));
}

static gboolean
place_drop (GtkDropTarget *drop,
            const GValue  *value,
            double         x,
            double         y,
            EgBoard       *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drop));
  guint square = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "eg-square"));

  if (eg_board_first_target (self, square) == NULL)
    return FALSE;
  activate_place (self, square);
  return TRUE;
}

static void
place_state_changed (GtkWidget     *button,
                     GtkStateFlags  previous,
                     EgBoard       *self)
{
  const GtkStateFlags watched = GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_DROP_ACTIVE |
                                GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_ACTIVE;

  if ((previous & watched) != (gtk_widget_get_state_flags (button) & watched))
    eg_board_invalidate_track (self);
}

/* The words of a place: its target's, or the choice between them. */
static void
update_place (EgBoard *self,
              guint    square)
{
  GString *text = g_string_new (NULL);
  guint i, n = 0;

  for (i = 0; i < self->targets->len; i++)
    {
      const Target *target = g_ptr_array_index (self->targets, i);

      if (target->square != square)
        continue;
      if (n++ > 0)
        /* Translators: separates the choices offered on one square */
        g_string_append (text, _(" or "));
      g_string_append (text, target->description);
    }
  gtk_widget_set_tooltip_text (self->places[square], text->str);
  {
    /* Translators: a square of the track, as a screen reader names it */
    g_autofree char *label = g_strdup_printf (_("Square %u"), square);

    eg_ui_set_accessible (self->places[square], label, text->str);
  }
  g_string_free (text, TRUE);
}

static GtkWidget *
make_place (EgBoard *self,
            guint    square)
{
  GtkWidget *button = gtk_button_new ();
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);
  GtkWidget *sibling = NULL;
  guint n;

  gtk_widget_add_css_class (button, "target");
  gtk_widget_set_focus_on_click (button, FALSE);
  g_object_set_data (G_OBJECT (button), "eg-square", GUINT_TO_POINTER (square));
  g_signal_connect (button, "clicked", G_CALLBACK (place_clicked), self);
  g_signal_connect (button, "state-flags-changed", G_CALLBACK (place_state_changed), self);
  g_signal_connect (drop, "drop", G_CALLBACK (place_drop), self);
  gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (drop));

  /* squares in order, for Tab */
  for (n = square + 1; n <= EG_TRACK_LENGTH && sibling == NULL; n++)
    sibling = self->places[n];
  gtk_widget_insert_before (button, GTK_WIDGET (self), sibling);
  return button;
}

static void
eg_board_css_changed (GtkWidget         *widget,
                      GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (eg_board_parent_class)->css_changed (widget, change);
  /* the colours and the font may have changed: light, dark, contrast */
  eg_board_invalidate_track (EG_BOARD (widget));
}

static void
eg_board_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  EgBoard *self = EG_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATING:
      g_value_set_boolean (value, self->animating);
      break;
    case PROP_SPEED:
      g_value_set_uint (value, self->speed);
      break;
    case PROP_REACHABLE:
      g_value_set_uint (value, self->reachable);
      break;
    case PROP_CHOSEN_SQUARE:
      g_value_set_uint (value, self->chosen_square);
      break;
    case PROP_ATTACKED:
      g_value_set_enum (value, self->attacked);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_board_dispose (GObject *object)
{
  EgBoard *self = EG_BOARD (object);
  guint n;

  stop_animation (self);
  g_clear_object (&self->step_animation);
  for (n = 1; n <= EG_TRACK_LENGTH; n++)
    g_clear_pointer (&self->places[n], gtk_widget_unparent);
  g_clear_pointer (&self->chooser, gtk_widget_unparent);
  g_clear_pointer (&self->track_node, gsk_render_node_unref);
  G_OBJECT_CLASS (eg_board_parent_class)->dispose (object);
}

static void
eg_board_finalize (GObject *object)
{
  EgBoard *self = EG_BOARD (object);

  g_free (self->names[0]);
  g_free (self->names[1]);
  g_free (self->description);
  g_free (self->last_move_description);
  g_free (self->ghost_description);
  g_ptr_array_unref (self->targets);
  G_OBJECT_CLASS (eg_board_parent_class)->finalize (object);
}

static void
eg_board_class_init (EgBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = eg_board_get_property;
  object_class->dispose = eg_board_dispose;
  object_class->finalize = eg_board_finalize;
  widget_class->snapshot = eg_board_snapshot;
  widget_class->measure = eg_board_measure;
  widget_class->size_allocate = eg_board_size_allocate;
  widget_class->css_changed = eg_board_css_changed;

  /**
   * EgBoard:animating:
   *
   * A slide or an effect is playing or queued.
   */
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * EgBoard:speed:
   *
   * The "animation-speed" setting the slides and effects take their
   * durations from (an #EgSpeed).
   */
  properties[PROP_SPEED] =
    g_param_spec_uint ("speed", NULL, NULL, EG_SPEED_OFF, EG_N_SPEEDS - 1, EG_SPEED_NORMAL,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * EgBoard:reachable:
   *
   * The squares lit for the card chosen, one bit a square
   * (EG_BOARD_SQUARE_BIT()): where its moves and steps lead. Set with
   * eg_board_set_highlight(), as the next two.
   */
  properties[PROP_REACHABLE] =
    g_param_spec_uint ("reachable", NULL, NULL, 0, G_MAXUINT32, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * EgBoard:chosen-square:
   *
   * The square ringed as where the action chosen leads, 0 for none.
   */
  properties[PROP_CHOSEN_SQUARE] =
    g_param_spec_uint ("chosen-square", NULL, NULL, 0, EG_TRACK_LENGTH, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * EgBoard:attacked:
   *
   * The fencer ringed as under attack, or %EG_SIDE_NONE.
   */
  properties[PROP_ATTACKED] =
    g_param_spec_enum ("attacked", NULL, NULL, EG_TYPE_SIDE, EG_SIDE_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * EgBoard::target-activated:
   * @id: the id given to eg_board_add_target()
   *
   * A target was clicked, tapped, pressed or had a card dropped on it
   * (and, where its square held several, chosen).
   */
  signals[TARGET_ACTIVATED] =
    g_signal_new ("target-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
eg_board_init (EgBoard *self)
{
  self->names[EG_SIDE_LEFT] = g_strdup (_("Left"));
  self->names[EG_SIDE_RIGHT] = g_strdup (_("Right"));
  self->position[EG_SIDE_LEFT] = 1;
  self->position[EG_SIDE_RIGHT] = EG_TRACK_LENGTH;
  self->attacked = EG_SIDE_NONE;
  self->speed = EG_SPEED_NORMAL;
  self->targets = g_ptr_array_new_with_free_func (target_free);
  g_queue_init (&self->steps);
  self->step_animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 1,
                                                  adw_callback_animation_target_new (step_value, self, NULL));
  g_signal_connect_swapped (self->step_animation, "done", G_CALLBACK (step_done), self);
  stop_animation (self);
  update_description (self);
}

void
eg_board_set_names (EgBoard    *self,
                    const char *left_name,
                    const char *right_name)
{
  g_return_if_fail (EG_IS_BOARD (self));

  g_free (self->names[EG_SIDE_LEFT]);
  g_free (self->names[EG_SIDE_RIGHT]);
  self->names[EG_SIDE_LEFT] = g_strdup (left_name);
  self->names[EG_SIDE_RIGHT] = g_strdup (right_name);
  update_description (self);
}

void
eg_board_set_positions (EgBoard  *self,
                        guint     left,
                        guint     right,
                        gboolean  animate)
{
  g_return_if_fail (EG_IS_BOARD (self));
  g_return_if_fail (left >= 1 && left < right && right <= EG_TRACK_LENGTH);

  if (left == self->position[EG_SIDE_LEFT] && right == self->position[EG_SIDE_RIGHT])
    return;

  self->position[EG_SIDE_LEFT] = left;
  self->position[EG_SIDE_RIGHT] = right;
  update_description (self);

  if (animate && self->speed != EG_SPEED_OFF && can_animate (self))
    {
      Step *step = g_new0 (Step, 1);

      step->kind = STEP_SLIDE;
      step->to[0] = self->queued[0] = left;
      step->to[1] = self->queued[1] = right;
      step->duration = eg_pace_duration (EG_ANIMATION_SLIDE, self->speed);
      queue_step (self, step);
    }
  else
    stop_animation (self);

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
eg_board_get_position (EgBoard *self,
                       EgSide   side)
{
  g_return_val_if_fail (EG_IS_BOARD (self), 0);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, 0);
  return self->position[side];
}

void
eg_board_set_highlight (EgBoard *self,
                        guint32  reachable,
                        guint    chosen_square,
                        EgSide   attacked)
{
  g_return_if_fail (EG_IS_BOARD (self));

  if (self->reachable == reachable && self->chosen_square == chosen_square &&
      self->attacked == attacked)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  if (self->reachable != reachable)
    {
      self->reachable = reachable;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REACHABLE]);
    }
  if (self->chosen_square != chosen_square)
    {
      self->chosen_square = chosen_square;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN_SQUARE]);
    }
  if (self->attacked != attacked)
    {
      self->attacked = attacked;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ATTACKED]);
    }
  g_object_thaw_notify (G_OBJECT (self));
  eg_board_invalidate_track (self);
}

void
eg_board_set_last_move (EgBoard               *self,
                        const EgBoardLastMove *marks,
                        const char            *description)
{
  EgBoardLastMove none = { 0 };

  g_return_if_fail (EG_IS_BOARD (self));

  if (marks == NULL)
    marks = &none;
  if (memcmp (&self->last_move, marks, sizeof *marks) != 0)
    {
      self->last_move = *marks;
      eg_board_invalidate_track (self);
    }
  if (g_strcmp0 (self->last_move_description, description) != 0)
    {
      g_free (self->last_move_description);
      self->last_move_description = g_strdup (description);
      update_description (self);
    }
}

void
eg_board_set_speed (EgBoard *self,
                    EgSpeed  speed)
{
  g_return_if_fail (EG_IS_BOARD (self));

  speed = MIN (speed, EG_N_SPEEDS - 1);
  if (self->speed == speed)
    return;
  self->speed = speed;
  if (self->speed == EG_SPEED_OFF)
    stop_animation (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

void
eg_board_play_effect (EgBoard       *self,
                      EgBoardEffect  effect,
                      EgSide         side)
{
  static const EgAnimation kinds[] = {
    [EG_BOARD_EFFECT_LUNGE] = EG_ANIMATION_LUNGE,
    [EG_BOARD_EFFECT_PARRY] = EG_ANIMATION_PARRY,
    [EG_BOARD_EFFECT_HIT] = EG_ANIMATION_HIT,
  };
  static const StepKind steps[] = {
    [EG_BOARD_EFFECT_LUNGE] = STEP_LUNGE,
    [EG_BOARD_EFFECT_PARRY] = STEP_PARRY,
    [EG_BOARD_EFFECT_HIT] = STEP_HIT,
  };
  guint duration;
  Step *step;

  g_return_if_fail (EG_IS_BOARD (self));
  g_return_if_fail (effect <= EG_BOARD_EFFECT_HIT);
  g_return_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT);

  duration = eg_pace_duration (kinds[effect], self->speed);
  if (duration == 0 || !can_animate (self))
    return;

  step = g_new0 (Step, 1);
  step->kind = steps[effect];
  step->side = side;
  step->duration = duration;
  queue_step (self, step);
}

gboolean
eg_board_is_animating (EgBoard *self)
{
  g_return_val_if_fail (EG_IS_BOARD (self), FALSE);
  return self->animating;
}

void
eg_board_finish_animations (EgBoard *self)
{
  g_return_if_fail (EG_IS_BOARD (self));

  stop_animation (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
eg_board_get_shown_distance (EgBoard *self)
{
  g_return_val_if_fail (EG_IS_BOARD (self), 0);
  return self->settled[EG_SIDE_RIGHT] - self->settled[EG_SIDE_LEFT];
}

void
eg_board_clear_targets (EgBoard *self)
{
  guint n;

  g_return_if_fail (EG_IS_BOARD (self));

  if (self->chooser != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->chooser));
  g_ptr_array_set_size (self->targets, 0);
  for (n = 1; n <= EG_TRACK_LENGTH; n++)
    g_clear_pointer (&self->places[n], gtk_widget_unparent);
  eg_board_invalidate_track (self);
}

void
eg_board_add_target (EgBoard           *self,
                     guint              id,
                     EgBoardTargetKind  kind,
                     EgSide             actor,
                     guint              square,
                     const char        *description)
{
  Target *target;

  g_return_if_fail (EG_IS_BOARD (self));
  g_return_if_fail (square >= 1 && square <= EG_TRACK_LENGTH);
  g_return_if_fail (kind <= EG_BOARD_TARGET_PARRY);
  g_return_if_fail (description != NULL);

  target = g_new0 (Target, 1);
  target->id = id;
  target->kind = kind;
  target->actor = actor;
  target->square = square;
  target->description = g_strdup (description);
  g_ptr_array_add (self->targets, target);

  if (self->places[square] == NULL)
    self->places[square] = make_place (self, square);
  update_place (self, square);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  eg_board_invalidate_track (self);
}

/* ---- the ghost of a move not played (the analysis's better move) ---- */

void
eg_board_set_ghost (EgBoard           *self,
                    EgBoardTargetKind  kind,
                    EgSide             actor,
                    guint              square,
                    guint              stand,
                    const char        *description)
{
  EgBoardGhost ghost = { TRUE, kind, actor, square, stand };

  g_return_if_fail (EG_IS_BOARD (self));
  g_return_if_fail (actor == EG_SIDE_LEFT || actor == EG_SIDE_RIGHT);
  g_return_if_fail (square >= 1 && square <= EG_TRACK_LENGTH);
  g_return_if_fail (stand >= 1 && stand <= EG_TRACK_LENGTH);

  if (memcmp (&self->ghost, &ghost, sizeof ghost) != 0)
    {
      self->ghost = ghost;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  if (g_strcmp0 (self->ghost_description, description) != 0)
    {
      g_free (self->ghost_description);
      self->ghost_description = g_strdup (description);
      update_description (self);
    }
}

void
eg_board_clear_ghost (EgBoard *self)
{
  g_return_if_fail (EG_IS_BOARD (self));

  if (!self->ghost.shown)
    return;
  memset (&self->ghost, 0, sizeof self->ghost);
  g_clear_pointer (&self->ghost_description, g_free);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
