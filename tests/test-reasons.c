/* test-reasons.c — the reasons behind a rating: each kind of fact where it
 * is true and not where it is false, worded, and never a hidden card
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "eg-analysis.h"
#include "eg-describe.h"
#include "eg-describe-reasons.h"
#include "eg-match-log.h"
#include "eg-reasons.h"
#include "eg-rng.h"
#include "eg-test-utils.h"

/* A view of @side, to act, with fencers on @left and @right, @hand and
 * @discard as digits, @pile cards to draw and @opponent_hand cards in the
 * other hand: the unseen cards are exactly those two. */
static EgView
make_view (EgSide      side,
           guint       left,
           guint       right,
           const char *hand,
           const char *discard,
           guint       pile,
           guint       opponent_hand)
{
  EgView view = { 0 };
  guint unseen = EG_DECK_SIZE;

  view.side = side;
  view.variant = EG_VARIANT_ADVANCED;
  view.to_act = side;
  view.phase = EG_PHASE_ACT;
  view.pos[EG_SIDE_LEFT] = left;
  view.pos[EG_SIDE_RIGHT] = right;
  for (const char *c = hand; *c != '\0'; c++, unseen--)
    view.hand[*c - '0']++, view.hand_size++;
  for (const char *c = discard; *c != '\0'; c++, unseen--)
    view.discard[*c - '0']++;
  view.pile_count = pile;
  view.opponent_hand_size = opponent_hand;
  view.winner = EG_SIDE_NONE;
  g_assert_cmpuint (unseen, ==, pile + opponent_hand);
  for (guint v = 1; v <= EG_N_VALUES; v++)
    g_assert_cmpuint (view.hand[v] + view.discard[v], <=, EG_CARDS_PER_VALUE);
  return view;
}

/* @view answering @pending, an attack that drew the last card if @final. */
static EgView
defending (EgView   view,
           EgAction pending,
           gboolean final)
{
  view.phase = EG_PHASE_DEFEND;
  view.pending = pending;
  view.final_attack = final;
  return view;
}

static void
assert_legal (const EgView   *view,
              const EgAction *action)
{
  EgAction actions[EG_MAX_ACTIONS];
  guint n = eg_view_legal_actions (view, actions);

  for (guint i = 0; i < n; i++)
    if (eg_action_equal (&actions[i], action))
      return;
  g_assert_not_reached ();
}

/* The fact of @kind among those of @action, or NULL. */
static const EgFact *
find_kind (const EgView   *view,
           const EgAction *action,
           EgFactKind      kind,
           EgFacts        *facts)
{
  assert_legal (view, action);
  eg_reasons_find_facts (view, action, facts);
  for (guint i = 1; i < facts->n_facts; i++)
    g_assert_cmpfloat (ABS (facts->facts[i - 1].weight), >=, ABS (facts->facts[i].weight));
  for (guint i = 0; i < facts->n_facts; i++)
    if (facts->facts[i].kind == kind)
      return &facts->facts[i];
  return NULL;
}

static void
assert_words (const EgFact *fact,
              const char   *expected)
{
  g_autofree char *text = eg_describe_fact (fact, "Bob");

  g_assert_cmpstr (text, ==, expected);
}

static void
test_threat (void)
{
  /* Ada on 8, Bob on 16; moving her only 4 forward leaves distance 4. */
  EgView view = make_view (EG_SIDE_LEFT, 8, 16, "11345", "", 15, 5);
  EgAction move = eg_action_move (EG_SIDE_LEFT, 4, EG_DIRECTION_FORWARD);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &move, EG_FACT_THREAT, &facts);
  /* Bob's 5 cards come from 20 unseen, four of them 4s. */
  double none = (16.0 * 15 * 14 * 13 * 12) / (20.0 * 19 * 18 * 17 * 16);
  g_autofree char *text = NULL;

  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->distance, ==, 4);
  g_assert_cmpuint (fact->held, ==, 0);
  g_assert_cmpuint (fact->percent, ==, (guint) (100 * (1 - none) + 0.5));
  g_assert_cmpfloat_with_epsilon (fact->weight, -(1 - none), 1e-9);
  assert_words (fact, "You end at distance 4: the chance that Bob holds a 4 is 72%, "
                      "and you have no 4 left to parry.");

  /* Keeping a 4 to parry: only two 4s hit. */
  view = make_view (EG_SIDE_LEFT, 8, 16, "11344", "", 15, 5);
  fact = find_kind (&view, &move, EG_FACT_THREAT, &facts);
  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->held, ==, 1);
  g_assert_cmpuint (fact->count, ==, 2);
  g_assert_cmpuint (fact->percent, <, 72);
  text = eg_describe_fact (fact, "Bob");
  g_assert_true (g_str_has_suffix (text, "two 4s, more than your one 4 can parry, is 14%."));

  /* Every other 4 is played: Bob cannot hit at 4, and it is said. */
  view = make_view (EG_SIDE_LEFT, 8, 16, "11345", "4444", 11, 5);
  move = eg_action_move (EG_SIDE_LEFT, 4, EG_DIRECTION_FORWARD);
  g_assert_null (find_kind (&view, &move, EG_FACT_THREAT, &facts));
  fact = find_kind (&view, &move, EG_FACT_SAFE, &facts);
  g_assert_nonnull (fact);
  assert_words (fact, "You end at distance 4, and Bob cannot hold a 4 to hit you there.");
}

static void
test_out_of_reach (void)
{
  /* Distance 11 after a step: no attack, direct or indirect, reaches. */
  EgView view = make_view (EG_SIDE_LEFT, 5, 17, "11345", "", 15, 5);
  EgAction move = eg_action_move (EG_SIDE_LEFT, 1, EG_DIRECTION_FORWARD);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &move, EG_FACT_SAFE, &facts);
  g_autofree char *text = NULL;

  g_assert_nonnull (fact);
  assert_words (fact, "You end at distance 11, out of Bob’s reach.");

  g_assert_null (find_kind (&view, &move, EG_FACT_REACH, &facts));

  /* At distance 7 a step and an attack can reach: not out of reach, and
   * a retreat may be forced. */
  move = eg_action_move (EG_SIDE_LEFT, 5, EG_DIRECTION_FORWARD);
  g_assert_null (find_kind (&view, &move, EG_FACT_SAFE, &facts));
  fact = find_kind (&view, &move, EG_FACT_REACH, &facts);
  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->percent, >, 0);
  g_assert_cmpfloat (fact->weight, <, 0);
  text = eg_describe_fact (fact, "Bob");
  g_assert_true (g_str_has_suffix (text, "and you would have to retreat."));
}

static void
test_sure_hit (void)
{
  /* Three 3s are played: Bob cannot hold two to parry Ada's two. */
  EgView view = make_view (EG_SIDE_LEFT, 10, 13, "12335", "333", 12, 5);
  EgAction attack = eg_action_attack (EG_SIDE_LEFT, 3, 2);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &attack, EG_FACT_HIT_SURE, &facts);

  g_assert_nonnull (fact);
  g_assert_cmpfloat (fact->weight, ==, 1.0);
  assert_words (fact, "Bob cannot hold two 3s to parry: the attack hits.");

  /* With only one 3 played, Bob may hold two: a chance, not a sure hit. */
  view = make_view (EG_SIDE_LEFT, 10, 13, "12335", "3", 14, 5);
  g_assert_null (find_kind (&view, &attack, EG_FACT_HIT_SURE, &facts));
  fact = find_kind (&view, &attack, EG_FACT_ATTACK, &facts);
  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->percent, >, 0);
  g_assert_cmpuint (fact->percent, <, 100);
}

static void
test_parried (void)
{
  /* Three 3s unseen: Bob may parry Ada's single 3 and still hold two,
   * more than her one 3 left can parry. */
  EgView view = make_view (EG_SIDE_LEFT, 10, 13, "12335", "", 15, 5);
  EgAction attack = eg_action_attack (EG_SIDE_LEFT, 3, 1);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &attack, EG_FACT_PARRIED, &facts);
  g_autofree char *expected = NULL;

  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->percent, >, 0);
  g_assert_cmpfloat (fact->weight, <, 0);
  expected = g_strdup_printf ("If Bob parries with a 3, Bob can strike back with more of them "
                              "than you can parry: the chance is %u%%.", fact->percent);
  assert_words (fact, expected);

  /* One 3 played: two unseen, not enough to parry and strike back. */
  view = make_view (EG_SIDE_LEFT, 10, 13, "12335", "3", 14, 5);
  g_assert_null (find_kind (&view, &attack, EG_FACT_PARRIED, &facts));
}

/* A weakness too small to mark an action is never named as what decides
 * it: a 1 % chance of being struck back after a parry does not explain
 * why the attack with one 3 was worse than the one with two. */
static void
test_small_weakness (void)
{
  EgView view = make_view (EG_SIDE_LEFT, 10, 13, "12335", "", 15, 5);
  EgAction one = eg_action_attack (EG_SIDE_LEFT, 3, 1);
  EgAction two = eg_action_attack (EG_SIDE_LEFT, 3, 2);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &one, EG_FACT_PARRIED, &facts);
  EgReasons reasons;

  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->percent, <, 5);
  eg_reasons_find (&view, &one, &two, TRUE, 0.5, 0.7, &reasons);
  g_assert_cmpint (reasons.worse.kind, !=, EG_FACT_PARRIED);
}

static void
test_indirect_answer (void)
{
  g_autofree char *expected = NULL;
  /* Bob on his end square cannot retreat; no 4 is left for a parry. */
  EgView view = make_view (EG_SIDE_LEFT, 16, 23, "23444", "44", 13, 5);
  EgAction attack = eg_action_indirect_attack (EG_SIDE_LEFT, 3, 4, 3);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &attack, EG_FACT_HIT_SURE, &facts);

  g_assert_nonnull (fact);
  g_assert_true (fact->indirect);
  assert_words (fact, "Bob cannot hold three 4s to parry and has no room to retreat: the attack hits.");

  /* One square in front of his end, Bob may hold a 1 to retreat with. */
  view = make_view (EG_SIDE_LEFT, 15, 22, "23444", "44", 13, 5);
  g_assert_null (find_kind (&view, &attack, EG_FACT_HIT_SURE, &facts));
  fact = find_kind (&view, &attack, EG_FACT_ATTACK, &facts);
  g_assert_nonnull (fact);
  g_assert_true (fact->indirect);
  g_assert_cmpuint (fact->percent, >, 0);

  /* Five squares in front of his end, any card retreats: no hit, but a
   * retreat is forced, since no 4 is left to parry. */
  view = make_view (EG_SIDE_LEFT, 11, 18, "23444", "44", 13, 5);
  fact = find_kind (&view, &attack, EG_FACT_ATTACK, &facts);
  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->percent, ==, 0);
  g_assert_cmpuint (fact->forced, ==, 100);
  assert_words (fact, "Bob cannot hold three 4s to parry and must retreat.");

  /* With two 4s unseen, two of them may parry: parry or retreat. */
  view = make_view (EG_SIDE_LEFT, 11, 18, "23444", "", 15, 5);
  attack = eg_action_indirect_attack (EG_SIDE_LEFT, 3, 4, 2);
  fact = find_kind (&view, &attack, EG_FACT_ATTACK, &facts);
  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->forced, >, 0);
  g_assert_cmpuint (fact->forced, <, 100);
  expected = g_strdup_printf ("Bob must parry with two 4s or retreat: the chance that Bob cannot "
                              "parry is %u%%.", fact->forced);
  assert_words (fact, expected);
}

static void
test_cornered (void)
{
  /* Ada steps back onto her end square at distance 7: no room to retreat
   * from a step and an attack. */
  EgView view = make_view (EG_SIDE_LEFT, 3, 10, "11225", "", 15, 5);
  EgAction move = eg_action_move (EG_SIDE_LEFT, 2, EG_DIRECTION_BACKWARD);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &move, EG_FACT_CORNERED, &facts);

  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->distance, ==, 9);
  g_assert_cmpuint (fact->percent, >, 0);

  /* One square back keeps room for a retreat. */
  move = eg_action_move (EG_SIDE_LEFT, 1, EG_DIRECTION_BACKWARD);
  g_assert_null (find_kind (&view, &move, EG_FACT_CORNERED, &facts));
}

static void
test_end_of_pile (void)
{
  /* One card left: Ada's step draws it and ends the round at distance 8,
   * where ground decides; Bob, on 13, advanced 10, Ada 4 after the step. */
  EgView view = make_view (EG_SIDE_LEFT, 6, 13, "11245", "1122333334444555", 1, 3);
  EgAction move = eg_action_move (EG_SIDE_LEFT, 1, EG_DIRECTION_BACKWARD);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &move, EG_FACT_END, &facts);

  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->distance, ==, 8);
  g_assert_cmpint (fact->lead, ==, 4 - 10);
  g_assert_cmpuint (fact->percent, ==, 0);
  g_assert_cmpfloat (fact->weight, ==, -1.0);
  assert_words (fact, "The round ends after this turn at distance 8, where no card counts: "
                      "ground decides, and Bob is 6 squares ahead.");

  /* Two cards left: the round goes on; the ground given up counts. */
  view = make_view (EG_SIDE_LEFT, 6, 13, "11245", "112233333444455", 2, 3);
  g_assert_null (find_kind (&view, &move, EG_FACT_END, &facts));
  fact = find_kind (&view, &move, EG_FACT_GROUND, &facts);
  g_assert_nonnull (fact);
  g_assert_cmpint (fact->ground, ==, -1);
  assert_words (fact, "Only 2 cards are left to draw, and this gives up 1 square of ground.");

  /* With a long pile ahead, a step back is no loss of ground worth a word. */
  view = make_view (EG_SIDE_LEFT, 6, 13, "11245", "", 15, 5);
  g_assert_null (find_kind (&view, &move, EG_FACT_GROUND, &facts));
}

static void
test_end_by_cards (void)
{
  /* The last card drawn at distance 2: Ada keeps two 2s; of the three
   * unseen 2s Bob holds all three only if they are his three cards. */
  EgView view = make_view (EG_SIDE_LEFT, 10, 13, "12255", "1111333344444555", 1, 3);
  EgAction move = eg_action_move (EG_SIDE_LEFT, 1, EG_DIRECTION_FORWARD);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &move, EG_FACT_END, &facts);

  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->distance, ==, 2);
  /* Unseen: three 2s and one 3; Ada wins unless Bob holds the three 2s
   * (Ada 2, Bob 3). Bob holds 3 of the 4: all three 2s with chance 1/4. */
  g_assert_cmpuint (fact->percent, ==, 75);
  assert_words (fact, "The round ends after this turn: whoever holds more 2s wins, "
                      "ground breaks a tie, and your chance is 75%.");
}

static void
test_final_retreat (void)
{
  /* Bob stepped 1 and attacked with a 4, drawing the last card: Ada may
   * retreat, and then only ground counts (the 2015 ruling). */
  EgView base = make_view (EG_SIDE_LEFT, 9, 13, "12335", "112233344444555", 0, 5);
  EgAction pending = eg_action_indirect_attack (EG_SIDE_RIGHT, 1, 4, 1);
  EgView view = defending (base, pending, TRUE);
  EgAction retreat = eg_action_retreat (EG_SIDE_LEFT, 1);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &retreat, EG_FACT_FINAL_RETREAT, &facts);

  g_assert_nonnull (fact);
  /* Ada on 8 has advanced 7, Bob on 13 has advanced 10. */
  g_assert_cmpint (fact->lead, ==, -3);
  g_assert_cmpfloat (fact->weight, ==, -1.0);
  assert_words (fact, "After a retreat from the last attack only ground counts (the 2015 rule), "
                      "and Bob is then 3 squares ahead.");

  /* Not the last attack: an ordinary retreat, no 2015 ruling. */
  view = defending (make_view (EG_SIDE_LEFT, 9, 13, "12335", "112233444455", 3, 5),
                    pending, FALSE);
  g_assert_null (find_kind (&view, &retreat, EG_FACT_FINAL_RETREAT, &facts));
}

static void
test_final_attack (void)
{
  /* Ada's step and attack draws the last card (she refills 2): Bob may
   * parry with a 4 or retreat, and either ends the round at once. She
   * stands 6 squares ahead, so a retreat loses for him; a parry wins for
   * him only if he holds all three unseen 4s (6 hands of 21): then he
   * keeps two 4s against her one. */
  EgView view = make_view (EG_SIDE_LEFT, 12, 17, "13344", "1111222223555", 2, 5);
  EgAction attack = eg_action_indirect_attack (EG_SIDE_LEFT, 1, 4, 1);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &attack, EG_FACT_FINAL_ATTACK, &facts);

  g_assert_nonnull (fact);
  g_assert_cmpint (fact->lead, ==, 12 - 6);
  g_assert_cmpuint (fact->percent, ==, 71);
  /* a parry here ends the round: nothing strikes back */
  g_assert_null (find_kind (&view, &attack, EG_FACT_PARRIED, &facts));
  assert_words (fact, "This attack draws the last card: hit, parried or retreated from, the "
                      "round ends now, and your chance is 71%.");

  /* With cards left to draw, no last attack. */
  view = make_view (EG_SIDE_LEFT, 12, 17, "13344", "111122222355", 3, 5);
  g_assert_null (find_kind (&view, &attack, EG_FACT_FINAL_ATTACK, &facts));
}

/* The case of issue 30: two 2s at distance 2 draw the last card, Ada
 * ahead 11 to 9. Bob parries only with both unseen 2s, and then neither
 * holds a 2 and ground gives Ada the round: a certain win, which the
 * reasons once called "the chance that it hits is 52 %" (the chance that
 * Bob lacks the two 2s). Every figure is exact: the reasons' 100 % and the
 * evaluator's. */
static void
test_final_attack_certain (void)
{
  EgView view = make_view (EG_SIDE_LEFT, 12, 14, "12235", "2111333444555", 2, 5);
  EgAction attack = eg_action_attack (EG_SIDE_LEFT, 2, 2);
  EgAiActionValue values[EG_MAX_ACTIONS];
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &attack, EG_FACT_FINAL_ATTACK, &facts);
  guint n;

  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->percent, ==, 100);
  g_assert_null (find_kind (&view, &attack, EG_FACT_ATTACK, &facts));
  assert_words (fact, "This attack draws the last card: whatever Bob answers, the round ends "
                      "now and you win it.");
  n = eg_ai_evaluate_actions (&view, 3, 256, NULL, values);
  for (guint i = 0; i < n; i++)
    if (eg_action_equal (&values[i].action, &attack))
      g_assert_cmpfloat (values[i].value, ==, 1.0);

  /* The near twin: the third 2 is unseen too. If Bob holds all three
   * (6 hands of 21) his parry leaves him the last 2 and he wins by cards. */
  view = make_view (EG_SIDE_LEFT, 12, 14, "12235", "1111333444555", 2, 5);
  fact = find_kind (&view, &attack, EG_FACT_FINAL_ATTACK, &facts);
  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->percent, ==, 71);
}

/* Cards tied and ground equal at the end of the pile is a draw, one half,
 * never a win: the engine's scoring, asked by the reasons. */
static void
test_end_tied (void)
{
  /* Ada steps 1 to square 9 and draws the last card; Bob on 15: distance
   * 6, where no card counts, both 8 squares advanced. */
  EgView view = make_view (EG_SIDE_LEFT, 8, 15, "11234", "12223334444555", 1, 5);
  EgAction move = eg_action_move (EG_SIDE_LEFT, 1, EG_DIRECTION_FORWARD);
  EgAction pending = eg_action_indirect_attack (EG_SIDE_RIGHT, 1, 4, 1);
  EgAction retreat = eg_action_retreat (EG_SIDE_LEFT, 1);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &move, EG_FACT_END, &facts);

  g_assert_nonnull (fact);
  g_assert_cmpint (fact->lead, ==, 0);
  g_assert_cmpuint (fact->percent, ==, 50);
  g_assert_cmpfloat (fact->weight, ==, 0.0);
  assert_words (fact, "The round ends after this turn at distance 6, where no card counts, "
                      "and you have advanced as far as your opponent: a draw.");

  /* The 2015 ruling: a retreat from the last attack to equal ground. Ada
   * on 10 retreats 1 to 9, Bob stepped to 15. */
  view = defending (make_view (EG_SIDE_LEFT, 10, 15, "11234", "111222333444555", 0, 5),
                    pending, TRUE);
  fact = find_kind (&view, &retreat, EG_FACT_FINAL_RETREAT, &facts);
  g_assert_nonnull (fact);
  g_assert_cmpint (fact->lead, ==, 0);
  g_assert_cmpuint (fact->percent, ==, 50);
  g_assert_cmpfloat (fact->weight, ==, 0.0);
}

static void
test_counter (void)
{
  /* Bob attacked with two 2s; Ada parries with two of her three: the
   * fifth 2 is hers, so her attack back cannot be parried. */
  EgView base = make_view (EG_SIDE_LEFT, 11, 13, "12225", "22", 13, 5);
  EgAction pending = eg_action_attack (EG_SIDE_RIGHT, 2, 2);
  EgView view = defending (base, pending, FALSE);
  EgAction parry = eg_action_parry (EG_SIDE_LEFT, 2, 2);
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &parry, EG_FACT_COUNTER, &facts);

  g_assert_nonnull (fact);
  g_assert_cmpuint (fact->percent, ==, 0);
  assert_words (fact, "After the parry you still hold a 2 to attack with, and Bob cannot hold "
                      "as many to parry: the round is yours.");

  /* With only two 2s, nothing is left to strike back with. */
  view = defending (make_view (EG_SIDE_LEFT, 11, 13, "12235", "22", 13, 5), pending, FALSE);
  g_assert_null (find_kind (&view, &parry, EG_FACT_COUNTER, &facts));
}

static void
test_compared (void)
{
  /* Ada steps back into Bob's reach when two 3s would have hit for sure. */
  EgView view = make_view (EG_SIDE_LEFT, 10, 13, "12335", "333", 12, 5);
  EgAction attack = eg_action_attack (EG_SIDE_LEFT, 3, 2);
  EgAction move = eg_action_move (EG_SIDE_LEFT, 1, EG_DIRECTION_BACKWARD);
  g_autofree char *text = NULL;
  g_autofree char *hint = NULL;
  EgReasons reasons;

  eg_reasons_find (&view, &move, &attack, TRUE, 0.3, 1.0, &reasons);
  g_assert_true (reasons.compared);
  g_assert_cmpint (reasons.worse.kind, ==, EG_FACT_THREAT);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_HIT_SURE);
  text = eg_describe_reasons (&reasons, "Bob");
  g_assert_true (g_str_has_prefix (text, "You end at distance 4: the chance that Bob holds a 4 is "));
  g_assert_true (g_str_has_suffix (text, "Better: “Attack with two 3s”. Bob cannot hold two 3s "
                                         "to parry: the attack hits."));

  /* The same attack as a hint: its own strength, no comparison. */
  eg_reasons_find (&view, &attack, &attack, FALSE, 1.0, 1.0, &reasons);
  g_assert_false (reasons.compared);
  g_assert_cmpint (reasons.worse.kind, ==, EG_FACT_NONE);
  hint = eg_describe_reasons (&reasons, "Bob");
  g_assert_cmpstr (hint, ==, "Bob cannot hold two 3s to parry: the attack hits.");
}

/* Ground given against ground gained: one sentence, the better one. */
static void
test_compared_same_kind (void)
{
  EgView view = make_view (EG_SIDE_LEFT, 6, 14, "11345", "1122222333444", 4, 3);
  EgAction back = eg_action_move (EG_SIDE_LEFT, 1, EG_DIRECTION_BACKWARD);
  EgAction forward = eg_action_move (EG_SIDE_LEFT, 3, EG_DIRECTION_FORWARD);
  g_autofree char *text = NULL;
  EgReasons reasons;

  eg_reasons_find (&view, &back, &forward, TRUE, 0.3, 0.5, &reasons);
  g_assert_cmpint (reasons.worse.kind, ==, EG_FACT_NONE);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_GROUND);
  text = eg_describe_reasons (&reasons, "Bob");
  g_assert_cmpstr (text, ==, "Better: “Move 3 forward”. Only 4 cards are left to draw, and this "
                             "gains 3 squares of ground.");
}

/* The plan of holding a lead in ground, with a long pile: the longer of
 * two safe steps rated better gains ground, and says so. */
static void
test_lead (void)
{
  EgView view = make_view (EG_SIDE_LEFT, 1, 23, "11345", "", 15, 5);
  EgAction one = eg_action_move (EG_SIDE_LEFT, 1, EG_DIRECTION_FORWARD);
  EgAction three = eg_action_move (EG_SIDE_LEFT, 3, EG_DIRECTION_FORWARD);
  g_autofree char *text = NULL;
  EgFacts facts;
  const EgFact *fact = find_kind (&view, &three, EG_FACT_LEAD, &facts);
  EgReasons reasons;

  g_assert_nonnull (fact);
  g_assert_cmpint (fact->ground, ==, 3);
  eg_reasons_find (&view, &one, &three, TRUE, 0.41, 0.54, &reasons);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_LEAD);
  text = eg_describe_reasons (&reasons, "Bob");
  g_assert_cmpstr (text, ==, "Better: “Move 3 forward”. This gains 3 squares of ground: a lead "
                             "in ground wins when the pile runs out with the cards tied, and Bob "
                             "has less room to retreat.");

  /* The near twin, a short pile: the ground of the last cards instead. */
  view = make_view (EG_SIDE_LEFT, 1, 23, "11345", "1122222333444", 2, 5);
  g_assert_null (find_kind (&view, &three, EG_FACT_LEAD, &facts));
  g_assert_nonnull (find_kind (&view, &three, EG_FACT_GROUND, &facts));
}

static void
test_no_fact_decides (void)
{
  /* Two steps far from Bob, neither threatened. */
  EgView view = make_view (EG_SIDE_LEFT, 1, 23, "11345", "", 15, 5);
  EgAction a = eg_action_move (EG_SIDE_LEFT, 1, EG_DIRECTION_FORWARD);
  EgAction b = eg_action_move (EG_SIDE_LEFT, 3, EG_DIRECTION_FORWARD);
  g_autofree char *text = NULL;
  EgReasons reasons;

  /* The shorter step rated better: no fact of the game says why. */
  eg_reasons_find (&view, &b, &a, TRUE, 0.41, 0.54, &reasons);
  g_assert_cmpint (reasons.worse.kind, ==, EG_FACT_NONE);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_NONE);
  text = eg_describe_reasons (&reasons, "Bob");
  g_assert_cmpstr (text, ==, "No single card decides it: your chance to win the round was 54% "
                             "with “Move 1 forward”, 41% with this action.");

  /* A hint with no fact at all says so plainly, with its chance. */
  g_clear_pointer (&text, g_free);
  memset (&reasons, 0, sizeof reasons);
  reasons.action = reasons.best = b;
  reasons.win_action = reasons.win_best = 54;
  text = eg_describe_reasons (&reasons, "Bob");
  g_assert_cmpstr (text, ==, "No single card decides it: with this, your chance to win the round is 54%.");
}

/* A step that leaves an attack for the next turn, when nothing else
 * sets it apart: Ada steps 4 to distance 4 and keeps 1, 1, 3, 5, so a
 * step of 3 and an attack with two 1s; the hint says so. */
static void
test_next_threat (void)
{
  EgView view = make_view (EG_SIDE_LEFT, 8, 16, "11345", "", 15, 5);
  EgAction into = eg_action_move (EG_SIDE_LEFT, 4, EG_DIRECTION_FORWARD);
  g_autofree char *text = NULL;
  EgReasons reasons;

  /* Bob's 5 cards come from 20 unseen, three of them 1s: he parries two
   * 1s and strikes back with the third if he holds all three (and two
   * of the 17 others). */
  double countered = (17.0 * 16 / 2) / (20.0 * 19 * 18 * 17 * 16 / 120);

  eg_reasons_find (&view, &into, &into, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_NEXT_THREAT);
  g_assert_cmpuint (reasons.better.percent, ==, 1);
  g_assert_cmpfloat_with_epsilon (reasons.better.weight, 0.05 * (1 - countered), 1e-9);
  text = eg_describe_fact (&reasons.better, "Bob");
  g_assert_cmpstr (text, ==, "From distance 4 your cards threaten “Step 3 forward, attack with two "
                             "1s” on your next turn; the chance that Bob holds the cards to parry "
                             "it and strike back is 1%.");

  /* A 1 played: Bob cannot hold three, no counter to fear. */
  g_clear_pointer (&text, g_free);
  view = make_view (EG_SIDE_LEFT, 8, 16, "11345", "1", 14, 5);
  eg_reasons_find (&view, &into, &into, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_NEXT_THREAT);
  g_assert_cmpuint (reasons.better.percent, ==, 0);
  text = eg_describe_fact (&reasons.better, "Bob");
  g_assert_cmpstr (text, ==, "From distance 4 your cards threaten “Step 3 forward, attack with two "
                             "1s” on your next turn.");

  /* The near twin: with the classic rules no step and attack, and at
   * distance 4 Ada keeps no 4: no attack left for the next turn. */
  view.variant = EG_VARIANT_CLASSIC;
  eg_reasons_find (&view, &into, &into, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_NEXT_THREAT);
}

/* A hint to step forward far from Bob, where no card decides: the ground
 * it gains out of his reach. */
static void
test_approach (void)
{
  EgView view = make_view (EG_SIDE_LEFT, 1, 23, "11345", "", 15, 5);
  EgAction three = eg_action_move (EG_SIDE_LEFT, 3, EG_DIRECTION_FORWARD);
  EgView near = make_view (EG_SIDE_LEFT, 8, 16, "11345", "", 15, 5);
  EgAction one = eg_action_move (EG_SIDE_LEFT, 1, EG_DIRECTION_FORWARD);
  g_autofree char *text = eg_reasons_describe_hint (&view, &three, "Bob");
  EgReasons reasons;

  g_assert_cmpstr (text, ==, "This gains 3 squares of ground and ends at distance 19, out of "
                             "Bob’s reach.");

  /* The near twin: a step forward to distance 7, where Bob can step in. */
  eg_reasons_find (&near, &one, &one, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_APPROACH);
}

/* ---- never a hidden card ---- */

/* @round with the cards @side cannot see (the other hand and the draw
 * pile) dealt again at random: a deal consistent with @side's view. */
static void
redeal_hidden (EgRound *round,
               EgSide   side,
               EgRng   *rng)
{
  EgSide other = EG_OPPONENT (side);
  guint8 hidden[EG_DECK_SIZE];
  guint n = 0;

  for (guint v = 1; v <= EG_N_VALUES; v++)
    for (guint i = 0; i < round->hand[other][v]; i++)
      hidden[n++] = (guint8) v;
  for (guint i = round->next_card; i < EG_DECK_SIZE; i++)
    hidden[n++] = round->deck[i];
  for (guint i = n; i > 1; i--)
    {
      guint j = eg_rng_below (rng, i);
      guint8 card = hidden[i - 1];

      hidden[i - 1] = hidden[j];
      hidden[j] = card;
    }

  memset (round->hand[other], 0, sizeof round->hand[other]);
  for (guint i = 0; i < round->hand_size[other]; i++)
    round->hand[other][hidden[i]]++;
  memcpy (round->deck + round->next_card, hidden + round->hand_size[other],
          EG_DECK_SIZE - round->next_card);
}

/* Every reason of every legal action, in words, for the side to act. */
static char *
all_reasons (const EgRound *round)
{
  g_autoptr(GString) text = g_string_new (NULL);
  EgAction actions[EG_MAX_ACTIONS];
  EgView view;
  guint n;

  eg_round_get_view (round, round->to_act, &view);
  n = eg_view_legal_actions (&view, actions);
  /* each action on its own, and set against the first */
  for (guint i = 0; i < n; i++)
    for (guint compare = 0; compare < 2; compare++)
      {
        g_autofree char *words = NULL;
        EgReasons reasons;

        eg_reasons_find (&view, &actions[i], &actions[0], compare, 0.25, 0.75, &reasons);
        words = eg_describe_reasons (&reasons, "Bob");
        g_string_append_printf (text, "%s\n", words);
      }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_hidden_cards (void)
{
  EgRng rng;
  guint n_positions = 0, n_other_hands = 0;

  eg_rng_init (&rng, 23);
  for (guint r = 0; r < 12; r++)
    {
      EgRound round;

      eg_round_init_shuffled (&round, &rng, r % 4 == 3 ? EG_VARIANT_CLASSIC : EG_VARIANT_ADVANCED,
                              r % 2 ? EG_SIDE_RIGHT : EG_SIDE_LEFT);
      while (!eg_round_is_over (&round))
        {
          g_autofree char *expected = all_reasons (&round);
          EgSide side = round.to_act;
          EgAction action;

          for (guint deal = 0; deal < 4; deal++)
            {
              EgRound other = round;
              g_autofree char *reasons = NULL;
              EgView view, other_view;

              redeal_hidden (&other, side, &rng);
              eg_round_get_view (&round, side, &view);
              eg_round_get_view (&other, side, &other_view);
              g_assert_cmpmem (&view, sizeof view, &other_view, sizeof other_view);
              if (memcmp (other.hand[EG_OPPONENT (side)], round.hand[EG_OPPONENT (side)],
                          sizeof round.hand[0]) != 0)
                n_other_hands++;
              reasons = all_reasons (&other);
              g_assert_cmpstr (reasons, ==, expected);
            }
          n_positions++;
          eg_round_random_action (&round, &rng, &action);
          eg_round_play (&round, &action);
        }
    }
  /* The deals did differ in the hidden hand, often. */
  g_assert_cmpuint (n_other_hands, >, n_positions);
}

/* The analysis of the same first action, on deals that differ only in
 * what its player could not see, gives the same reasons. */
static void
test_analysis_hidden_cards (void)
{
  EgRng rng;
  g_autofree char *expected = NULL;

  eg_rng_init (&rng, 5);
  for (guint deal = 0; deal < 4; deal++)
    {
      g_autoptr(EgPlayer) left = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
      g_autoptr(EgPlayer) right = eg_player_new ("Bob", EG_PLAYER_HUMAN, NULL);
      g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, left, right);
      g_autoptr(EgAnalysis) analysis = NULL;
      g_autoptr(GMainContext) context = g_main_context_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) text = g_string_new (NULL);
      /* Ada, the starter, holds cards 1–5 in every deal; the rest moves. */
      guint8 deck[EG_DECK_SIZE] = { 1, 1, 3, 4, 5 };
      guint8 rest[] = { 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5 };
      EgAction actions[EG_MAX_ACTIONS];
      guint n;

      for (guint i = G_N_ELEMENTS (rest); i > 1; i--)
        {
          guint j = eg_rng_below (&rng, i);
          guint8 card = rest[i - 1];

          rest[i - 1] = rest[j];
          rest[j] = card;
        }
      memcpy (deck + 5, rest, sizeof rest);
      eg_match_begin_round (match, deck, &error);
      g_assert_no_error (error);

      n = eg_match_get_legal_actions (match, actions);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(EgMatch) one = eg_match_new (EG_VARIANT_ADVANCED, 5, EG_SIDE_LEFT, left, right);
          const EgAnalysisEntry *entry;
          g_autofree char *words = NULL;

          eg_match_begin_round (one, deck, &error);
          g_assert_no_error (error);
          eg_match_apply (one, &actions[i], &error);
          g_assert_no_error (error);

          g_clear_object (&analysis);
          analysis = eg_analysis_new (one);
          g_main_context_push_thread_default (context);
          eg_analysis_start (analysis);
          while (!eg_analysis_is_complete (analysis))
            g_main_context_iteration (context, TRUE);
          g_main_context_pop_thread_default (context);

          entry = eg_analysis_get_entry (analysis, 0);
          words = eg_describe_reasons (&entry->reasons, "Bob");
          g_assert_cmpstr (words, !=, "");
          g_string_append_printf (text, "%s\n", words);
        }
      if (expected == NULL)
        expected = g_strdup (text->str);
      g_assert_cmpstr (text->str, ==, expected);
    }
}

/* The analysis words a blunder by the sure hit it missed. */
static void
test_analysis_blunder (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "unparryable-triple.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) source = eg_match_log_load_file (file, NULL, &error);
  const EgRoundRecord *record;
  g_autoptr(EgPlayer) left = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) right = eg_player_new ("Bob", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(EgAnalysis) analysis = NULL;
  g_autoptr(GMainContext) context = g_main_context_new ();
  EgAction actions[EG_MAX_ACTIONS];
  const EgAnalysisEntry *entry;
  g_autofree char *words = NULL;
  EgAction back = { 0 };
  guint n;

  g_assert_no_error (error);
  record = eg_match_get_round_record (source, 0);
  match = eg_match_new (eg_match_get_variant (source), 5, record->starter, left, right);
  eg_match_begin_round (match, record->deck, &error);
  g_assert_no_error (error);
  for (guint i = 0; i + 1 < record->actions->len; i++)
    {
      eg_match_apply (match, &g_array_index (record->actions, EgAction, i), &error);
      g_assert_no_error (error);
    }
  /* Instead of the winning triple, left steps back. */
  n = eg_match_get_legal_actions (match, actions);
  for (guint i = 0; i < n; i++)
    if (actions[i].type == EG_ACTION_MOVE && actions[i].direction == EG_DIRECTION_BACKWARD)
      back = actions[i];
  eg_match_apply (match, &back, &error);
  g_assert_no_error (error);

  analysis = eg_analysis_new (match);
  g_main_context_push_thread_default (context);
  eg_analysis_start (analysis);
  while (!eg_analysis_is_complete (analysis))
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);

  entry = eg_analysis_get_entry (analysis, eg_analysis_get_n_entries (analysis) - 1);
  g_assert_cmpint (entry->mark, ==, EG_ANALYSIS_MARK_BLUNDER);
  g_assert_true (entry->reasons.compared);
  g_assert_cmpint (entry->reasons.better.kind, ==, EG_FACT_HIT_SURE);
  words = eg_describe_reasons (&entry->reasons, "Bob");
  /* three 5s or two: Bob can hold none of them */
  g_assert_nonnull (strstr (words, "Better: “Attack with "));
  g_assert_true (g_str_has_suffix (words, "5s to parry: the attack hits."));
}

/* A hint names a legal action of the side to act and says why. */
static void
test_hint (void)
{
  EgView view = make_view (EG_SIDE_LEFT, 10, 13, "12335", "333", 12, 5);
  g_autofree char *words = NULL;
  EgReasons reasons;

  g_assert_true (eg_analysis_hint (&view, 7, NULL, &reasons));
  assert_legal (&view, &reasons.action);
  g_assert_true (eg_action_equal (&reasons.action, &reasons.best));
  g_assert_false (reasons.compared);
  /* no 3 is left for Bob: one 3 or two hit alike */
  g_assert_cmpint (reasons.action.type, ==, EG_ACTION_ATTACK);
  g_assert_cmpuint (reasons.action.value, ==, 3);
  words = eg_describe_reasons (&reasons, "Bob");
  g_assert_true (g_str_has_prefix (words, "Bob cannot hold "));
  g_assert_true (g_str_has_suffix (words, " to parry: the attack hits."));

  /* The hint line's words, without a search: the same sentence. */
  g_clear_pointer (&words, g_free);
  words = eg_reasons_describe_hint (&view, &reasons.action, "Bob");
  g_assert_true (g_str_has_suffix (words, " to parry: the attack hits."));

  /* What every other action shares, or a threat, is no reason. */
  {
    EgView far = make_view (EG_SIDE_LEFT, 1, 23, "11345", "", 15, 5);
    EgAction step = eg_action_move (EG_SIDE_LEFT, 1, EG_DIRECTION_FORWARD);
    EgView near = make_view (EG_SIDE_LEFT, 8, 16, "11345", "", 15, 5);
    EgAction into = eg_action_move (EG_SIDE_LEFT, 4, EG_DIRECTION_FORWARD);
    g_autofree char *none = eg_reasons_describe_hint (&far, &step, "Bob");
    g_autofree char *threat = eg_reasons_describe_hint (&near, &into, "Bob");

    /* out of reach like every other step: only the ground gained in
     * safety; into Bob's threat, not the threat but Ada's own */
    g_assert_cmpstr (none, ==, "This gains 1 square of ground and ends at distance 21, out of "
                               "Bob’s reach.");
    g_assert_cmpstr (threat, ==, "From distance 4 your cards threaten “Step 3 forward, attack with "
                                 "two 1s” on your next turn; the chance that Bob holds the cards "
                                 "to parry it and strike back is 1%.");
  }

  /* The one step that Bob cannot punish, when the others can be: said. */
  {
    EgView view4 = make_view (EG_SIDE_LEFT, 8, 16, "11345", "4444", 11, 5);
    EgAction safe = eg_action_move (EG_SIDE_LEFT, 4, EG_DIRECTION_FORWARD);
    g_autofree char *said = eg_reasons_describe_hint (&view4, &safe, "Bob");

    g_assert_cmpstr (said, ==, "You end at distance 4, and Bob cannot hold a 4 to hit you there.");
  }

  /* Not this side's turn: no hint. */
  view.to_act = EG_SIDE_RIGHT;
  g_assert_false (eg_analysis_hint (&view, 7, NULL, &reasons));
}


/* Retreats from Bob's step and attack with a 4 (Ada holds no 4): each
 * leaves a chance that Bob steps in again or hits; the longest leaves the
 * least, which a hint says when no single card decides it. */
static void
test_safer (void)
{
  EgAction pending = eg_action_indirect_attack (EG_SIDE_RIGHT, 1, 4, 1);
  EgView view = defending (make_view (EG_SIDE_LEFT, 9, 13, "11235", "", 15, 5), pending, FALSE);
  EgAction five = eg_action_retreat (EG_SIDE_LEFT, 5);
  EgAction one = eg_action_retreat (EG_SIDE_LEFT, 1);
  EgAction two = eg_action_retreat (EG_SIDE_LEFT, 2);
  g_autofree char *text = NULL;
  EgReasons reasons;

  assert_legal (&view, &five);
  eg_reasons_find (&view, &five, &five, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_SAFER);
  g_assert_cmpuint (reasons.better.distance, ==, 9);
  g_assert_cmpuint (reasons.better.percent, <, reasons.better.other);
  text = eg_reasons_describe_hint (&view, &five, "Bob");
  g_assert_cmpstr (text, ==, "You end at distance 9, where the chance that Bob can hit you or force "
                             "you to retreat is 55%; after any other move or retreat it is at least "
                             "68%.");

  /* The near twin, a retreat of 2: not the least danger of all, but the
   * least of those that give up less ground than a retreat of 5. */
  eg_reasons_find (&view, &two, &two, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_SAFER_GROUND);
  g_clear_pointer (&text, g_free);
  text = eg_describe_fact (&reasons.better, "Bob");
  g_assert_cmpstr (text, ==, "You end at distance 6, where the chance that Bob can hit you or "
                             "force you to retreat is 68%; after each move or retreat that gives "
                             "up less ground it is at least 83%.");
  /* The same for Bob, on the right: it compares ground, not squares. */
  {
    EgAction from_left = eg_action_indirect_attack (EG_SIDE_LEFT, 1, 4, 1);
    EgView mirror = defending (make_view (EG_SIDE_RIGHT, 11, 15, "11235", "", 15, 5), from_left, FALSE);
    EgAction back = eg_action_retreat (EG_SIDE_RIGHT, 2);

    assert_legal (&mirror, &back);
    eg_reasons_find (&mirror, &back, &back, FALSE, 0.5, 0.5, &reasons);
    g_assert_cmpint (reasons.better.kind, ==, EG_FACT_SAFER_GROUND);
    g_assert_cmpuint (reasons.better.distance, ==, 6);
    g_assert_cmpuint (reasons.better.percent, ==, 68);
    g_assert_cmpuint (reasons.better.other, ==, 83);
  }
  /* a retreat of 1 gives up the least: nothing to set it against */
  eg_reasons_find (&view, &one, &one, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_SAFER_GROUND);

  /* A mark: Retreat 2 against the better Retreat 5, with both figures
   * (Retreat 1 ends at distance 5, where the threat of a 5 decides). */
  g_clear_pointer (&text, g_free);
  eg_reasons_find (&view, &one, &five, TRUE, 0.30, 0.45, &reasons);
  g_assert_cmpint (reasons.worse.kind, ==, EG_FACT_THREAT);
  eg_reasons_find (&view, &two, &five, TRUE, 0.30, 0.45, &reasons);
  g_assert_cmpint (reasons.worse.kind, ==, EG_FACT_NONE);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_SAFER_THAN);
  text = eg_describe_reasons (&reasons, "Bob");
  g_assert_true (g_str_has_prefix (text, "Better: “Retreat 5”. You end at distance 9, where the "
                                         "chance that Bob can hit you or force you to retreat is "
                                         "55%, against "));
  g_assert_true (g_str_has_suffix (text, "% after your action."));
  /* and the other way round the retreat of 2 is no safer: the fallback */
  eg_reasons_find (&view, &five, &two, TRUE, 0.30, 0.45, &reasons);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_SAFER_THAN);
}

/* A parry against a step and attack keeps the ground a retreat gives up;
 * the shortest retreat gives up the least of the retreats. */
static void
test_kept_ground (void)
{
  EgAction pending = eg_action_indirect_attack (EG_SIDE_RIGHT, 1, 3, 1);
  EgView view = defending (make_view (EG_SIDE_LEFT, 10, 13, "12345", "", 15, 5), pending, FALSE);
  EgAction parry = eg_action_parry (EG_SIDE_LEFT, 3, 1);
  EgAction one = eg_action_retreat (EG_SIDE_LEFT, 1);
  EgAction two = eg_action_retreat (EG_SIDE_LEFT, 2);
  g_autofree char *text = eg_reasons_describe_hint (&view, &parry, "Bob");
  g_autofree char *least = eg_reasons_describe_hint (&view, &one, "Bob");
  EgReasons reasons;

  g_assert_cmpstr (text, ==, "The parry keeps your ground, where even the shortest retreat would "
                             "give up 1 square.");
  g_assert_cmpstr (least, ==, "Of your retreats and moves back, this one gives up the least "
                              "ground: 1 square.");
  /* a retreat of 2 gives up more than one of 1 */
  eg_reasons_find (&view, &two, &two, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_LEAST_GROUND);

  /* The near twin: on the last square Ada has no room to retreat, and a
   * parry keeps nothing another answer would give up. */
  view = defending (make_view (EG_SIDE_LEFT, 1, 4, "12345", "", 15, 5), pending, FALSE);
  eg_reasons_find (&view, &parry, &parry, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_KEEPS_GROUND);
}

/* Every answer to Bob's last attack loses: ground decides after any
 * retreat, and Bob is ahead after each. Said, for a hint. */
static void
test_forced (void)
{
  EgAction pending = eg_action_indirect_attack (EG_SIDE_RIGHT, 1, 4, 1);
  EgView view = defending (make_view (EG_SIDE_LEFT, 9, 13, "12335", "112233344444555", 0, 5),
                           pending, TRUE);
  EgAction retreat = eg_action_retreat (EG_SIDE_LEFT, 1);
  g_autofree char *text = eg_reasons_describe_hint (&view, &retreat, "Bob");
  EgReasons reasons;

  g_assert_cmpstr (text, ==, "Every choice you have loses the round, whatever Bob holds.");

  /* The near twin: further up the track a retreat of 1 keeps Ada ahead
   * (10 squares advanced against 8); a retreat of 5 does not. */
  view = defending (make_view (EG_SIDE_LEFT, 11, 15, "12335", "112233344444555", 0, 5), pending, TRUE);
  eg_reasons_find (&view, &retreat, &retreat, FALSE, 1.0, 1.0, &reasons);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_FINAL_RETREAT);
}

/* Bob, on the right, answers Ada's step and attack with a 4, holding no
 * 5: a retreat of 1 ends at distance 5, where a 5 of hers hits him; a
 * retreat of 2 ends beyond every direct attack. */
static void
test_kept_away (void)
{
  EgAction pending = eg_action_indirect_attack (EG_SIDE_LEFT, 5, 4, 1);
  EgView view = defending (make_view (EG_SIDE_RIGHT, 11, 15, "12222", "44455", 10, 5), pending, FALSE);
  EgAction two = eg_action_retreat (EG_SIDE_RIGHT, 2);
  g_autofree char *text = eg_reasons_describe_hint (&view, &two, "Ada");
  /* Ada's 5 cards come from 15 unseen, three of them 5s. */
  guint none = (guint) (100 * (1 - (12.0 * 11 * 10 * 9 * 8) / (15.0 * 14 * 13 * 12 * 11)) + 0.5);
  g_autofree char *expected = g_strdup_printf ("You end at distance 6, where Ada cannot hit you on "
                                               "the next turn; after each move or retreat that "
                                               "gives up less ground the chance that Ada can is "
                                               "at least %u%%.", none);
  EgReasons reasons;

  assert_legal (&view, &two);
  g_assert_cmpstr (text, ==, expected);

  /* The near twin: every 5 is played, a retreat of 1 is as safe from a
   * hit; the retreat of 2 only keeps every direct attack out of reach. */
  g_clear_pointer (&text, g_free);
  view = defending (make_view (EG_SIDE_RIGHT, 11, 15, "12222", "44455555", 7, 5), pending, FALSE);
  eg_reasons_find (&view, &two, &two, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_BEYOND_DIRECT);
  text = eg_describe_fact (&reasons.better, "Ada");
  g_assert_cmpstr (text, ==, "You end at distance 6, where no direct attack reaches you: Ada can "
                             "only step in and attack.");

  /* … which is not said on the last square, with no room to retreat:
   * Bob on 21, a retreat of 2 to 23. */
  view = defending (make_view (EG_SIDE_RIGHT, 17, 21, "12222", "44455555", 7, 5), pending, FALSE);
  eg_reasons_find (&view, &two, &two, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_BEYOND_DIRECT);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_KEPT_AWAY);
}

/* A mark: Bob, on the right, moved 4 forward to distance 2, where Ada
 * may hold three 2s against his two; a move of 2 back, to distance 8,
 * kept every hit out of reach. */
static void
test_kept_away_than (void)
{
  EgView view = make_view (EG_SIDE_RIGHT, 3, 9, "12234", "11133345555", 4, 5);
  EgAction forward = eg_action_move (EG_SIDE_RIGHT, 4, EG_DIRECTION_FORWARD);
  EgAction back = eg_action_move (EG_SIDE_RIGHT, 2, EG_DIRECTION_BACKWARD);
  /* Ada's 5 cards come from 9 unseen, three of them 2s. */
  guint three = (guint) (100 * (6.0 * 5 / 2) / (9.0 * 8 * 7 * 6 * 5 / 120) + 0.5);
  g_autofree char *expected = g_strdup_printf ("Better: “Move 2 back”. You end at distance 8, where "
                                               "the chance that Ada can hit you on the next turn is "
                                               "0%%, against %u%% after your action.", three);
  g_autofree char *text = NULL;
  EgReasons reasons;

  assert_legal (&view, &forward);
  assert_legal (&view, &back);
  eg_reasons_find (&view, &forward, &back, TRUE, 0.87, 1.0, &reasons);
  g_assert_cmpint (reasons.worse.kind, ==, EG_FACT_NONE);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_KEPT_AWAY_THAN);
  text = eg_describe_reasons (&reasons, "Ada");
  g_assert_cmpstr (text, ==, expected);

  /* The near twin: a 2 played, Ada cannot hold three: no hit to keep
   * away. */
  view = make_view (EG_SIDE_RIGHT, 3, 9, "12234", "111233345555", 3, 5);
  eg_reasons_find (&view, &forward, &back, TRUE, 0.87, 1.0, &reasons);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_KEPT_AWAY_THAN);
}

/* The tempo of the pile: with three cards to draw, a move of 5 back
 * leaves two, and Ada's next turn draws the last unless Bob plays two
 * cards at once; an attack with two 3s leaves one, for Bob's next
 * answer or action. */
static void
test_tempo (void)
{
  EgView view = make_view (EG_SIDE_LEFT, 10, 13, "33345", "111122224444", 3, 5);
  EgAction back = eg_action_move (EG_SIDE_LEFT, 5, EG_DIRECTION_BACKWARD);
  EgAction one = eg_action_attack (EG_SIDE_LEFT, 3, 1);
  EgAction two = eg_action_attack (EG_SIDE_LEFT, 3, 2);
  g_autofree char *text = NULL;
  EgReasons reasons;

  assert_legal (&view, &back);
  assert_legal (&view, &two);
  eg_reasons_find (&view, &two, &back, TRUE, 0.40, 0.60, &reasons);
  g_assert_cmpint (reasons.worse.kind, ==, EG_FACT_NONE);
  g_assert_cmpint (reasons.better.kind, ==, EG_FACT_TEMPO);
  text = eg_describe_reasons (&reasons, "Bob");
  g_assert_cmpstr (text, ==, "Better: “Move 5 back”. After this two cards are left to draw: "
                             "unless Bob plays two cards at once, your next turn draws the last "
                             "one and ends the round.");
  /* An attack with one 3 leaves two as well, but Bob may parry it and
   * then refill two: no tempo is said for an attack. */
  eg_reasons_find (&view, &two, &one, TRUE, 0.40, 0.60, &reasons);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_TEMPO);

  /* The near twin: four cards to draw leave three after the move and
   * two after the attack: neither gives Bob the last card whatever he
   * plays. */
  view = make_view (EG_SIDE_LEFT, 10, 13, "33345", "11122224444", 4, 5);
  eg_reasons_find (&view, &two, &back, TRUE, 0.40, 0.60, &reasons);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_TEMPO);
}

/* Every step but one gives Ada no chance; the one that gains the most
 * ground, into a threat, is the hint: said by the ground it gains. */
static void
test_most_ground (void)
{
  EgView view = make_view (EG_SIDE_LEFT, 3, 9, "22355", "344555", 9, 5);
  EgAction five = eg_action_move (EG_SIDE_LEFT, 5, EG_DIRECTION_FORWARD);
  EgAction three = eg_action_move (EG_SIDE_LEFT, 3, EG_DIRECTION_FORWARD);
  g_autofree char *text = eg_reasons_describe_hint (&view, &five, "Bob");
  EgReasons reasons;

  g_assert_cmpstr (text, ==, "This gains 5 squares of ground: a lead in ground wins when the pile "
                             "runs out with the cards tied, and Bob has less room to retreat.");
  /* The near twin: a move of 3 gains less than the move of 5. */
  eg_reasons_find (&view, &three, &three, FALSE, 0.5, 0.5, &reasons);
  g_assert_cmpint (reasons.better.kind, !=, EG_FACT_LEAD);
}

int
main (int    argc,
      char **argv)
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/reasons/threat", test_threat);
  g_test_add_func ("/en-garde/reasons/out-of-reach", test_out_of_reach);
  g_test_add_func ("/en-garde/reasons/sure-hit", test_sure_hit);
  g_test_add_func ("/en-garde/reasons/parried", test_parried);
  g_test_add_func ("/en-garde/reasons/small-weakness", test_small_weakness);
  g_test_add_func ("/en-garde/reasons/indirect-answer", test_indirect_answer);
  g_test_add_func ("/en-garde/reasons/cornered", test_cornered);
  g_test_add_func ("/en-garde/reasons/end-of-pile", test_end_of_pile);
  g_test_add_func ("/en-garde/reasons/end-by-cards", test_end_by_cards);
  g_test_add_func ("/en-garde/reasons/final-retreat", test_final_retreat);
  g_test_add_func ("/en-garde/reasons/final-attack", test_final_attack);
  g_test_add_func ("/en-garde/reasons/final-attack-certain", test_final_attack_certain);
  g_test_add_func ("/en-garde/reasons/end-tied", test_end_tied);
  g_test_add_func ("/en-garde/reasons/counter", test_counter);
  g_test_add_func ("/en-garde/reasons/compared", test_compared);
  g_test_add_func ("/en-garde/reasons/compared-same-kind", test_compared_same_kind);
  g_test_add_func ("/en-garde/reasons/lead", test_lead);
  g_test_add_func ("/en-garde/reasons/no-fact-decides", test_no_fact_decides);
  g_test_add_func ("/en-garde/reasons/hidden-cards", test_hidden_cards);
  g_test_add_func ("/en-garde/reasons/analysis-hidden-cards", test_analysis_hidden_cards);
  g_test_add_func ("/en-garde/reasons/analysis-blunder", test_analysis_blunder);
  g_test_add_func ("/en-garde/reasons/hint", test_hint);
  g_test_add_func ("/en-garde/reasons/safer", test_safer);
  g_test_add_func ("/en-garde/reasons/kept-ground", test_kept_ground);
  g_test_add_func ("/en-garde/reasons/forced", test_forced);
  g_test_add_func ("/en-garde/reasons/approach", test_approach);
  g_test_add_func ("/en-garde/reasons/next-threat", test_next_threat);
  g_test_add_func ("/en-garde/reasons/kept-away", test_kept_away);
  g_test_add_func ("/en-garde/reasons/kept-away-than", test_kept_away_than);
  g_test_add_func ("/en-garde/reasons/tempo", test_tempo);
  g_test_add_func ("/en-garde/reasons/most-ground", test_most_ground);

  return g_test_run ();
}
