/* eg-lesson.c — the lessons of "Learn the Rules": scripted rounds
 *
 * Each lesson is a position (hands, fencers, draw pile), the actions the
 * round is to see in order (the person's, on the left, and the
 * computer's scripted answers, on the right) and the sentences that go
 * with them: what to do before each of the person's actions, and what
 * happened once the script has been played. The match plays it through
 * EgMatchScript: an action off the script is refused with a reason, and
 * the computer plays the answer written for it. A lesson counts nowhere
 * and is never kept (eg-knowledge).
 *
 * Includes the model and the engine only: GTK-free.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "eg-action.h"
#include "eg-lesson.h"

#define MAX_STEPS 3

#define L EG_SIDE_LEFT
#define R EG_SIDE_RIGHT
#define MOVE(side, card) { EG_ACTION_MOVE, side, card, EG_DIRECTION_FORWARD, 0, 0 }
#define ATTACK(side, value, count) { EG_ACTION_ATTACK, side, 0, 0, value, count }
#define INDIRECT(side, card, value, count) { EG_ACTION_INDIRECT_ATTACK, side, card, 0, value, count }
#define PARRY(side, value, count) { EG_ACTION_PARRY, side, 0, 0, value, count }
#define RETREAT(side, card) { EG_ACTION_RETREAT, side, card, 0, 0, 0 }

typedef struct
{
  EgAction    action;
  /* before the person's action: what to do; before the computer's:
   * what to watch (NULL: its answer) */
  const char *text;
} Step;

typedef struct
{
  const char *title;
  EgVariant   variant;
  EgSide      to_act;
  guint       left_pos;
  guint       right_pos;
  const char *left_hand;     /* the cards' values */
  const char *right_hand;
  const char *pile;          /* top first */
  Step        steps[MAX_STEPS];
  guint       n_steps;
  const char *explanation;
} LessonDef;

static const LessonDef lessons[] = {
  {
    NC_("lesson", "Move"), EG_VARIANT_ADVANCED, L, 5, 17, "13445", "12335", "2415213",
    { { MOVE (L, 4),
        N_("You fence with white, on square 5; the computer with black, on square 17. "
           "Move forward to square 9: play your 4.") },
      { MOVE (R, 3), NULL } }, 2,
    N_("A move plays one card and steps exactly its value, forward or back; a fencer "
       "never lands on or passes the other. You then drew back up to five cards. The "
       "computer moved 3 forward, to square 14: the fencers now stand 5 squares apart."),
  },
  {
    NC_("lesson", "Attack"), EG_VARIANT_ADVANCED, L, 8, 13, "12355", "12345", "141324",
    { { ATTACK (L, 5, 2),
        N_("The fencers stand 5 squares apart, so a 5 reaches. Attack with both your 5s.") } }, 1,
    N_("An attack plays one or more cards of the value of the distance; the fencer stays "
       "where it is. To parry, the computer had to play as many 5s as you did, and it held "
       "only one: a hit, and you win the round."),
  },
  {
    NC_("lesson", "Parry"), EG_VARIANT_ADVANCED, R, 10, 12, "12225", "22345", "131434",
    { { ATTACK (R, 2, 2),
        N_("The fencers stand 2 squares apart and the computer is to act. Watch its attack.") },
      { PARRY (L, 2, 2),
        N_("The computer attacks with two 2s. Parry: play two 2s of your own.") },
      { ATTACK (L, 2, 1),
        N_("You parried, and it is your turn again, with the cards left: you draw only at "
           "its end. Attack with your last 2.") } }, 3,
    N_("All five 2s have now been played, so the computer could not parry: your attack is "
       "a hit. A parry plays as many cards of the same value as the attack; then the "
       "defender plays on at once. An attack of three cards or more can never be parried."),
  },
  {
    NC_("lesson", "Indirect Attack and Retreat"), EG_VARIANT_ADVANCED, L, 6, 14, "13455", "12344", "2213125",
    { { INDIRECT (L, 3, 5, 2),
        N_("The fencers stand 8 squares apart. In one turn, step 3 forward with your 3 and "
           "attack with both your 5s: an indirect attack.") },
      { RETREAT (R, 2), NULL } }, 2,
    N_("An indirect attack moves forward with one card, then attacks at the new distance. "
       "The defender may parry it or retreat: the computer held no 5, so it stepped 2 back, "
       "to square 16. A retreat is the defender’s whole turn, and now it is yours again."),
  },
  {
    NC_("lesson", "The End of the Pile"), EG_VARIANT_ADVANCED, L, 9, 13, "12335", "12344", "4",
    { { MOVE (L, 1),
        N_("Only one card is left to draw, and the round ends as soon as it is drawn. Move "
           "1 forward with your 1: the fencers will stand 3 squares apart, and you hold two 3s.") } }, 1,
    N_("You drew the last card, so the round ended and both hands are shown. The fencer "
       "holding more cards of the final distance wins: your two 3s beat the computer’s one. "
       "With as many, the fencer who advanced further from their own end would win; with "
       "that equal too, nobody scores."),
  },
  {
    NC_("lesson", "The 2015 Ruling"), EG_VARIANT_ADVANCED, L, 7, 13, "13334", "12455", "2",
    { { INDIRECT (L, 3, 3, 2),
        N_("One card is left to draw. Step 3 forward with a 3 and attack with your other two "
           "3s: your refill draws the last card.") },
      { RETREAT (R, 2), NULL } }, 2,
    N_("The computer retreated from your last attack, to square 15. Since the rules of "
       "2015, after a retreat from the final attack the cards are not counted: only "
       "advancement decides. You advanced 9 squares from your end, the computer 8, so you "
       "win, although it holds two 5s at distance 5."),
  },
};

struct _EgLesson
{
  GObject    parent_instance;

  guint      index;
  EgMatch   *match;
};

G_DEFINE_FINAL_TYPE (EgLesson, eg_lesson, G_TYPE_OBJECT)

static void
count_cards (guint8      counts[EG_N_VALUES + 1],
             const char *cards)
{
  memset (counts, 0, EG_N_VALUES + 1);
  for (const char *p = cards; *p != '\0'; p++)
    counts[*p - '0']++;
}

/* What the person's action is, when it is not the one asked for. */
static const char *
describe_kind (const EgAction *action,
               const EgAction *expected)
{
  if (action->type == expected->type &&
      (action->type != EG_ACTION_MOVE || action->direction == expected->direction))
    return _("Those are not the cards this lesson asks for.");

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      return action->direction == EG_DIRECTION_FORWARD ? _("That moves forward.")
                                                       : _("That moves back.");
    case EG_ACTION_ATTACK:
      return _("That attacks.");
    case EG_ACTION_INDIRECT_ATTACK:
      return _("That is an indirect attack.");
    case EG_ACTION_PARRY:
      return _("That parries.");
    case EG_ACTION_RETREAT:
      return _("That retreats.");
    default:
      g_assert_not_reached ();
    }
}

static char *
script_refuse (const EgRound  *round,
               const EgAction *action,
               gpointer        data)
{
  const LessonDef *def = data;
  const Step *step;

  if (round->n_actions >= def->n_steps)
    return g_strdup (eg_lesson_describe_done ());
  step = &def->steps[round->n_actions];
  if (eg_action_equal (action, &step->action))
    return NULL;
  if (step->action.side != action->side)
    return g_strdup (_("In this lesson the computer answers as the script says."));
  /* Translators: two sentences: what the move played does ("That
   * retreats."), then what the lesson asks for */
  return g_strdup_printf (C_("lesson refusal", "%s %s"),
                          describe_kind (action, &step->action), _(step->text));
}

static gboolean
script_next (const EgRound *round,
             EgAction      *action,
             gpointer       data)
{
  const LessonDef *def = data;

  if (round->n_actions >= def->n_steps)
    return FALSE;
  *action = def->steps[round->n_actions].action;
  return TRUE;
}

static const EgMatchScript script = { script_refuse, script_next };

static void
eg_lesson_dispose (GObject *object)
{
  EgLesson *self = (EgLesson *) object;

  g_clear_object (&self->match);
  G_OBJECT_CLASS (eg_lesson_parent_class)->dispose (object);
}

static void
eg_lesson_class_init (EgLessonClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = eg_lesson_dispose;
}

static void
eg_lesson_init (EgLesson *self)
{
}

guint
eg_lesson_get_n_lessons (void)
{
  return G_N_ELEMENTS (lessons);
}

EgLesson *
eg_lesson_new (guint       index,
               const char *name)
{
  const LessonDef *def;
  g_autoptr(EgPlayer) person = NULL;
  g_autoptr(EgPlayer) computer = NULL;
  guint8 left_hand[EG_N_VALUES + 1], right_hand[EG_N_VALUES + 1], pile[EG_DECK_SIZE];
  gsize n_pile = strlen (lessons[MIN (index, G_N_ELEMENTS (lessons) - 1)].pile);
  EgRound state;
  EgLesson *self;
  G_GNUC_UNUSED gboolean ok;

  g_return_val_if_fail (index < G_N_ELEMENTS (lessons), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  def = &lessons[index];
  count_cards (left_hand, def->left_hand);
  count_cards (right_hand, def->right_hand);
  for (gsize i = 0; i < n_pile; i++)
    pile[i] = def->pile[i] - '0';
  ok = eg_round_init_from_state (&state, def->variant, def->to_act, def->left_pos, def->right_pos,
                                 left_hand, right_hand, pile, n_pile);
  g_assert (ok);

  person = eg_player_new (name, EG_PLAYER_HUMAN, NULL);
  computer = eg_player_new (_("Computer"), EG_PLAYER_COMPUTER, "easy");
  self = g_object_new (EG_TYPE_LESSON, NULL);
  self->index = index;
  self->match = eg_match_new (def->variant, 1, def->to_act, person, computer);
  ok = eg_match_begin_scripted_round (self->match, &state, &script, (gpointer) def, NULL, NULL);
  g_assert (ok);
  return self;
}

guint
eg_lesson_get_index (EgLesson *self)
{
  g_return_val_if_fail (EG_IS_LESSON (self), 0);
  return self->index;
}

/**
 * eg_lesson_get_match:
 *
 * Returns: (transfer none): the match the lesson is played on
 */
EgMatch *
eg_lesson_get_match (EgLesson *self)
{
  g_return_val_if_fail (EG_IS_LESSON (self), NULL);
  return self->match;
}

char *
eg_lesson_get_heading (EgLesson *self)
{
  g_return_val_if_fail (EG_IS_LESSON (self), NULL);

  /* Translators: "Lesson 2 of 6: Attack" */
  return g_strdup_printf (_("Lesson %u of %u: %s"), self->index + 1, eg_lesson_get_n_lessons (),
                          g_dpgettext2 (GETTEXT_PACKAGE, "lesson", lessons[self->index].title));
}

static guint
n_played (EgLesson *self)
{
  return eg_match_get_round_actions (self->match, NULL);
}

gboolean
eg_lesson_is_done (EgLesson *self)
{
  g_return_val_if_fail (EG_IS_LESSON (self), FALSE);
  return n_played (self) >= lessons[self->index].n_steps;
}

gboolean
eg_lesson_has_next (EgLesson *self)
{
  g_return_val_if_fail (EG_IS_LESSON (self), FALSE);
  return self->index + 1 < G_N_ELEMENTS (lessons);
}

const char *
eg_lesson_describe_done (void)
{
  /* the ways on are the buttons right below */
  return _("This lesson is done: choose below what to do next.");
}

const char *
eg_lesson_get_text (EgLesson *self)
{
  const LessonDef *def;
  guint played;

  g_return_val_if_fail (EG_IS_LESSON (self), NULL);

  def = &lessons[self->index];
  played = n_played (self);
  if (played >= def->n_steps)
    return _(def->explanation);
  if (def->steps[played].text == NULL)
    return _("The computer answers…");
  return _(def->steps[played].text);
}
