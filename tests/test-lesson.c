/* test-lesson.c — the lessons of "Learn the Rules", played on their matches
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "eg-knowledge.h"
#include "eg-lesson.h"
#include "eg-turn.h"
#include "eg-test-utils.h"

#define L EG_SIDE_LEFT
#define R EG_SIDE_RIGHT

static gboolean
is_legal (EgMatch        *match,
          const EgAction *action)
{
  EgAction legal[EG_MAX_ACTIONS];
  guint n = eg_match_get_legal_actions (match, legal);

  for (guint i = 0; i < n; i++)
    if (eg_action_equal (&legal[i], action))
      return TRUE;
  return FALSE;
}

/* The person's action the lesson asks for: the one legal action it
 * does not refuse. */
static EgAction
find_asked (EgMatch *match)
{
  EgAction legal[EG_MAX_ACTIONS];
  guint n = eg_match_get_legal_actions (match, legal);
  guint found = 0;
  EgAction asked = { 0 };

  /* try each on the match: a refused one changes nothing */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      guint before = eg_match_get_round_actions (match, NULL);

      if (eg_match_apply (match, &legal[i], &error))
        {
          g_assert_cmpuint (eg_match_get_round_actions (match, NULL), ==, before + 1);
          asked = legal[i];
          found++;
          break;
        }
      g_assert_error (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ILLEGAL_ACTION);
      g_assert_nonnull (strchr (error->message, '.'));
    }
  g_assert_cmpuint (found, ==, 1);
  return asked;
}

/* Every lesson: the person's asked action is legal and played, every
 * other legal action is refused with a reason, the computer's scripted
 * answer is legal, and at the end the lesson explains. */
static void
test_lessons_play_through (void)
{
  g_assert_cmpuint (eg_lesson_get_n_lessons (), ==, 6);

  for (guint i = 0; i < eg_lesson_get_n_lessons (); i++)
    {
      g_autoptr(EgLesson) lesson = eg_lesson_new (i, "Ada");
      EgMatch *match = eg_lesson_get_match (lesson);
      g_autofree char *heading = eg_lesson_get_heading (lesson);
      g_autofree char *first = g_strdup (eg_lesson_get_text (lesson));
      guint guard = 0;

      g_assert_cmpstr (strstr (heading, "Lesson "), ==, heading);
      g_assert_true (eg_match_is_round_in_progress (match));
      g_assert_false (eg_lesson_is_done (lesson));
      while (!eg_lesson_is_done (lesson) && guard++ < 8)
        {
          EgAction reply;
          const char *text = eg_lesson_get_text (lesson);

          g_assert_cmpstr (text, !=, "");
          if (eg_match_get_side_to_act (match) == R)
            {
              g_assert_true (eg_match_get_scripted_action (match, &reply));
              g_assert_true (is_legal (match, &reply));
              g_assert_true (eg_match_apply (match, &reply, NULL));
            }
          else
            {
              EgAction asked;

              g_assert_true (eg_match_get_scripted_action (match, &reply));
              asked = find_asked (match);
              g_assert_true (eg_action_equal (&reply, &asked));
            }
        }
      g_assert_true (eg_lesson_is_done (lesson));
      g_assert_cmpstr (eg_lesson_get_text (lesson), !=, first);
      g_assert_cmpuint (strlen (eg_lesson_get_text (lesson)), >, 80);
      g_assert_cmpint (eg_lesson_has_next (lesson), ==, i + 1 < eg_lesson_get_n_lessons ());
    }
}

/* A wrong move says what it does and what the lesson asks for. */
static void
test_wrong_move_refused (void)
{
  g_autoptr(EgLesson) lesson = eg_lesson_new (0, "Ada");
  EgMatch *match = eg_lesson_get_match (lesson);
  EgAction back = eg_action_move (L, 4, EG_DIRECTION_BACKWARD);
  EgAction other = eg_action_move (L, 3, EG_DIRECTION_FORWARD);
  EgAction asked = eg_action_move (L, 4, EG_DIRECTION_FORWARD);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;

  g_assert_true (is_legal (match, &back));
  g_assert_false (eg_match_apply (match, &back, &error));
  g_assert_error (error, EG_MATCH_ERROR, EG_MATCH_ERROR_ILLEGAL_ACTION);
  g_assert_true (g_str_has_prefix (error->message, "That moves back. "));
  g_assert_nonnull (strstr (error->message, eg_lesson_get_text (lesson)));
  g_assert_false (eg_match_apply (match, &other, &error2));
  g_assert_true (g_str_has_prefix (error2->message, "Those are not the cards"));
  g_assert_cmpuint (eg_match_get_round_actions (match, NULL), ==, 0);
  g_assert_cmpuint (eg_match_get_position (match, L), ==, 5);

  /* an illegal move keeps the rules' own reason */
  g_clear_error (&error);
  other = eg_action_attack (L, 5, 1);
  g_assert_false (eg_match_apply (match, &other, &error));
  g_assert_false (g_str_has_prefix (error->message, "That"));

  g_assert_true (eg_match_apply (match, &asked, NULL));
  g_assert_cmpuint (eg_match_get_position (match, L), ==, 9);
}

/* The attack and parry lessons end in a hit, the end of the pile by
 * cards; the move and the indirect attack leave the round going on, the
 * person to act (as their explanations say). */
static void
test_round_ends (void)
{
  static const struct { guint index; EgReason reason; } ends[] = {
    { 1, EG_REASON_HIT }, { 2, EG_REASON_HIT }, { 4, EG_REASON_CARDS },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ends); i++)
    {
      g_autoptr(EgLesson) lesson = eg_lesson_new (ends[i].index, "Ada");
      EgMatch *match = eg_lesson_get_match (lesson);
      EgAction reply;

      while (!eg_lesson_is_done (lesson))
        if (eg_match_get_side_to_act (match) == R)
          g_assert_true (eg_match_get_scripted_action (match, &reply) &&
                         eg_match_apply (match, &reply, NULL));
        else
          find_asked (match);
      g_assert_false (eg_match_is_round_in_progress (match));
      g_assert_cmpint (eg_match_get_round_reason (match), ==, ends[i].reason);
      g_assert_cmpint (eg_match_get_round_winner (match), ==, L);
    }
  for (guint i = 0; i < 4; i += 3)
    {
      g_autoptr(EgLesson) lesson = eg_lesson_new (i, "Ada");
      EgMatch *match = eg_lesson_get_match (lesson);
      EgAction reply;

      while (!eg_lesson_is_done (lesson))
        if (eg_match_get_side_to_act (match) == R)
          g_assert_true (eg_match_get_scripted_action (match, &reply) &&
                         eg_match_apply (match, &reply, NULL));
        else
          find_asked (match);
      g_assert_true (eg_match_is_round_in_progress (match));
      g_assert_cmpint (eg_match_get_side_to_act (match), ==, L);
      g_assert_cmpuint (eg_match_get_pile_count (match), >=, 3);
    }
}

/* RULES.md: after a retreat from the final indirect attack, advancement
 * alone decides: left on 10 (9), right on 15 (8) wins for left although
 * right holds more cards of the final distance. */
static void
test_ruling_2015 (void)
{
  g_autoptr(EgLesson) lesson = eg_lesson_new (5, "Ada");
  EgMatch *match = eg_lesson_get_match (lesson);
  const EgRound *round;
  EgAction asked = eg_action_indirect_attack (L, 3, 3, 2);
  EgAction reply;

  g_assert_cmpuint (eg_match_get_pile_count (match), ==, 1);
  g_assert_true (eg_match_apply (match, &asked, NULL));
  g_assert_cmpuint (eg_match_get_pile_count (match), ==, 0);
  g_assert_true (eg_match_get_scripted_action (match, &reply));
  g_assert_cmpint (reply.type, ==, EG_ACTION_RETREAT);
  g_assert_true (eg_match_apply (match, &reply, NULL));

  round = eg_match_get_round_state (match);
  g_assert_cmpuint (eg_match_get_position (match, L), ==, 10);
  g_assert_cmpuint (eg_match_get_position (match, R), ==, 15);
  g_assert_cmpuint (round->hand[R][5], >, round->hand[L][5]);
  g_assert_cmpint (eg_match_get_round_reason (match), ==, EG_REASON_ADVANCEMENT);
  g_assert_cmpint (eg_match_get_round_winner (match), ==, L);
  g_assert_true (eg_lesson_is_done (lesson));
  g_assert_nonnull (strstr (eg_lesson_get_text (lesson), "2015"));
}

/* A lesson counts nowhere, is never kept, takes nothing back, and
 * refuses everything once done. */
static void
test_lesson_kind (void)
{
  g_autoptr(EgLesson) lesson = eg_lesson_new (1, "Ada");
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) bot = eg_player_new ("Bot", EG_PLAYER_COMPUTER, "easy");
  g_autoptr(EgMatch) plain = eg_match_new (EG_VARIANT_ADVANCED, 5, L, ada, bot);
  EgMatch *match = eg_lesson_get_match (lesson);
  EgAction asked = eg_action_attack (L, 5, 2);
  g_autoptr(GError) error = NULL;

  g_assert_true (eg_knowledge_is_lesson (match));
  g_assert_false (eg_knowledge_is_kept (match));
  g_assert_cmpint (eg_knowledge_get_count (match), ==, EG_KNOWLEDGE_COUNTS_NOWHERE);
  g_assert_false (eg_knowledge_is_lesson (plain));
  g_assert_true (eg_knowledge_is_kept (plain));
  g_assert_cmpint (eg_knowledge_get_count (plain), ==, EG_KNOWLEDGE_COUNTS_MATCH);

  g_assert_true (eg_match_apply (match, &asked, NULL));
  g_assert_false (eg_match_can_undo (match, L));

  /* the move lesson leaves the round in progress: nothing more is played */
  g_clear_object (&lesson);
  lesson = eg_lesson_new (0, "Ada");
  match = eg_lesson_get_match (lesson);
  asked = eg_action_move (L, 4, EG_DIRECTION_FORWARD);
  g_assert_true (eg_match_apply (match, &asked, NULL));
  g_assert_false (eg_match_can_undo (match, L));
  asked = eg_action_move (R, 3, EG_DIRECTION_FORWARD);
  g_assert_true (eg_match_apply (match, &asked, NULL));
  g_assert_true (eg_lesson_is_done (lesson));
  g_assert_true (eg_match_is_round_in_progress (match));
  asked = eg_action_move (L, 1, EG_DIRECTION_FORWARD);
  g_assert_false (eg_match_apply (match, &asked, &error));
  g_assert_true (g_str_has_prefix (error->message, "This lesson is done"));
}

static gboolean
timed_out (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* On the table (EgTurn), the computer plays the script's answer, not a
 * move of its own, and the hint is the script's move, not a search's. */
static void
test_computer_plays_script (void)
{
  g_autoptr(EgLesson) lesson = eg_lesson_new (2, "Ada");
  EgMatch *match = eg_lesson_get_match (lesson);
  g_autoptr(EgTurn) turn = eg_turn_new (match);
  const EgAction *last;
  gboolean over = FALSE;
  guint timeout;

  eg_turn_set_computer_pause (turn, 0);
  timeout = g_timeout_add_seconds (20, timed_out, &over);
  while (eg_match_get_round_actions (match, NULL) == 0 && !over)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (over);
  g_source_remove (timeout);

  last = eg_match_get_last_action (match);
  g_assert_cmpint (last->type, ==, EG_ACTION_ATTACK);
  g_assert_cmpuint (last->value, ==, 2);
  g_assert_cmpuint (last->count, ==, 2);
  g_assert_true (eg_turn_can_act (turn));
  g_assert_false (eg_turn_get_computer_busy (turn));

  /* the hint is the move the lesson asks for: the parry with two 2s */
  eg_turn_hint (turn);
  over = FALSE;
  timeout = g_timeout_add_seconds (20, timed_out, &over);
  while (eg_turn_get_hint (turn) == NULL && !over)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (over);
  g_source_remove (timeout);
  g_assert_cmpint (eg_turn_get_hint (turn)->type, ==, EG_ACTION_PARRY);
  g_assert_cmpuint (eg_turn_get_hint (turn)->count, ==, 2);

  /* where a search could choose among many: the move lesson's 4 forward */
  {
    g_autoptr(EgLesson) move = eg_lesson_new (0, "Ada");
    g_autoptr(EgTurn) move_turn = eg_turn_new (eg_lesson_get_match (move));
    EgAction asked = eg_action_move (L, 4, EG_DIRECTION_FORWARD);

    eg_turn_hint (move_turn);
    over = FALSE;
    timeout = g_timeout_add_seconds (20, timed_out, &over);
    while (eg_turn_get_hint (move_turn) == NULL && !over)
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (over);
    g_source_remove (timeout);
    g_assert_true (eg_action_equal (eg_turn_get_hint (move_turn), &asked));
  }
}

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/lesson/play-through", test_lessons_play_through);
  g_test_add_func ("/en-garde/lesson/wrong-move-refused", test_wrong_move_refused);
  g_test_add_func ("/en-garde/lesson/round-ends", test_round_ends);
  g_test_add_func ("/en-garde/lesson/ruling-2015", test_ruling_2015);
  g_test_add_func ("/en-garde/lesson/kind", test_lesson_kind);
  g_test_add_func ("/en-garde/lesson/computer-plays-script", test_computer_plays_script);

  return g_test_run ();
}
