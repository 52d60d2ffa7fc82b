/* eg-knowledge.c — what a viewer of a match may know, at any position
 *
 * The one place that decides it, for every feature that shows a match or
 * a part of it: the live table, the round end, the replay and its
 * analysis, practice, "Play From Here" and the statistics ask here, never
 * decide for themselves. Outside the model, a hand or the order of the
 * pile is read only through eg_knowledge_get_hand(), _get_pile(),
 * _get_live_hand() or _get_live_view(), which take the viewer
 * (tests/layers-check.py keeps src/ui/ and src/cli/ to them).
 *
 * The rules:
 *  - Once a round has ended in the match, every card of it is known to
 *    everyone (the round end shows both hands).
 *  - In a round that has not ended, a viewer knows its own hand and what
 *    is public; the other hand and the order of the pile stay unknown.
 *    In hot-seat either person may be at the screen, and nobody plays a
 *    match of two computers: both are the viewer "nobody", who sees no
 *    hidden card.
 *  - The analysis of a position tells the hand of its side to act, the
 *    rating of an action the hand of who played it: they show where that
 *    hand does. The position now in play is not analysed at all: that
 *    would be a hint nobody counts.
 *  - Playing on from a position of a round not over deals the cards the
 *    viewer could not see afresh: a new shuffle of exactly those cards
 *    into the hidden hands and the pile, which keeps every move played
 *    before legal and the same. Where no shuffle does, or where the
 *    match was decided, there is nothing to play from.
 *  - Practice poses a person's own action again, with the hand they held
 *    then, only where it tells nothing to anyone who could be at the
 *    screen: never from a round not over (that is a hint on a round that
 *    may still be played on), and in hot-seat, where the other person
 *    may be looking, only once the match is over.
 *  - A lesson (a round set up and played to a script, eg-lesson) is
 *    teaching, not playing: it counts nowhere and is never kept (no log,
 *    no Recent Matches, nothing to resume).
 *
 * Includes the model and the engine only: GTK-free, analysis-free.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <string.h>

#include "eg-knowledge.h"

/* Tries of a shuffle before a fresh deal is called impossible. */
#define DEAL_TRIES 64

/**
 * eg_knowledge_get_viewer:
 *
 * Returns: the side whose hidden cards the person looking at @match may
 *   know: the one person against the computer; %EG_SIDE_NONE in hot-seat
 *   (either person may look) and between two computers.
 */
EgSide
eg_knowledge_get_viewer (EgMatch *match)
{
  gboolean left, right;

  g_return_val_if_fail (EG_IS_MATCH (match), EG_SIDE_NONE);

  left = eg_player_is_human (eg_match_get_player (match, EG_SIDE_LEFT));
  right = eg_player_is_human (eg_match_get_player (match, EG_SIDE_RIGHT));
  if (left && !right)
    return EG_SIDE_LEFT;
  if (right && !left)
    return EG_SIDE_RIGHT;
  return EG_SIDE_NONE;
}

/**
 * eg_knowledge_get_count:
 *
 * Returns: what @match counts as in the statistics of its person: only
 *   a match of one person against the computer counts, and one played
 *   from a step of another (a fork, which knew that step's cards or was
 *   dealt them afresh) is practice, apart from matches played from the
 *   deal, so that playing on from a won position never counts as a win.
 *   A lesson counts nowhere.
 */
EgKnowledgeCount
eg_knowledge_get_count (EgMatch *match)
{
  g_return_val_if_fail (EG_IS_MATCH (match), EG_KNOWLEDGE_COUNTS_NOWHERE);

  if (eg_knowledge_is_lesson (match) || eg_knowledge_get_viewer (match) == EG_SIDE_NONE)
    return EG_KNOWLEDGE_COUNTS_NOWHERE;
  return eg_knowledge_is_practice (match) ? EG_KNOWLEDGE_COUNTS_PRACTICE : EG_KNOWLEDGE_COUNTS_MATCH;
}

/**
 * eg_knowledge_is_practice:
 *
 * Whether @match is practice, not a real match: played on from a step of
 * another (a fork), or taken back past something the person had seen
 * (eg_match_undo() makes it a fork of its own deal). It says so wherever it shows: the table, its end,
 * the resume page; and it counts apart (eg_knowledge_get_count()).
 */
gboolean
eg_knowledge_is_practice (EgMatch *match)
{
  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);
  return eg_match_is_fork (match);
}

/* Whether @match is a lesson: a round set up and played to a script. */
gboolean
eg_knowledge_is_lesson (EgMatch *match)
{
  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);
  return eg_match_is_scripted (match);
}

/* Whether @match is written to the user's disk: saved as it is played,
 * listed in Recent Matches, offered to resume, saved as a copy. */
gboolean
eg_knowledge_is_kept (EgMatch *match)
{
  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);
  return !eg_knowledge_is_lesson (match);
}

/* TRUE while round @round_index has not ended in @match: its hidden
 * cards are still secret. */
gboolean
eg_knowledge_is_round_secret (EgMatch *match,
                              guint    round_index)
{
  g_return_val_if_fail (EG_IS_MATCH (match), TRUE);
  g_return_val_if_fail (round_index < eg_match_get_n_rounds (match), TRUE);

  return eg_match_get_round_record (match, round_index)->reason == EG_REASON_NONE;
}

/* Whether the position is the one the match stopped at, to be played on. */
gboolean
eg_knowledge_is_in_play (EgMatch *match,
                         guint    round_index,
                         guint    action_index)
{
  guint n_rounds;

  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);

  n_rounds = eg_match_get_n_rounds (match);
  return !eg_match_is_over (match) && round_index + 1 == n_rounds &&
         eg_knowledge_is_round_secret (match, round_index) &&
         action_index == eg_match_get_round_record (match, round_index)->actions->len;
}

gboolean
eg_knowledge_may_see_hand (EgMatch *match,
                           guint    round_index,
                           EgSide   viewer,
                           EgSide   hand)
{
  g_return_val_if_fail (hand == EG_SIDE_LEFT || hand == EG_SIDE_RIGHT, FALSE);

  return !eg_knowledge_is_round_secret (match, round_index) || viewer == hand;
}

/* The order of the pile, to a viewer of a round. */
gboolean
eg_knowledge_may_see_pile (EgMatch *match,
                           guint    round_index)
{
  return !eg_knowledge_is_round_secret (match, round_index);
}

/**
 * eg_knowledge_get_analysis:
 * @acting: the side whose choice is analysed: the side to act at the
 *   position, or who played the action rated after it
 *
 * Whether @viewer may see the analysis of the position (or the rating of
 * the action played from it).
 */
EgKnowledgeAnalysis
eg_knowledge_get_analysis (EgMatch *match,
                           guint    round_index,
                           guint    action_index,
                           EgSide   viewer,
                           EgSide   acting)
{
  if (!eg_knowledge_is_round_secret (match, round_index))
    return EG_KNOWLEDGE_ANALYSIS_SHOWN;
  if (eg_knowledge_is_in_play (match, round_index, action_index))
    return EG_KNOWLEDGE_ANALYSIS_IN_PLAY;
  if (viewer != EG_SIDE_NONE && viewer == acting)
    return EG_KNOWLEDGE_ANALYSIS_SHOWN;
  return EG_KNOWLEDGE_ANALYSIS_HIDDEN_HAND;
}

/**
 * eg_knowledge_may_pose:
 * @side: who played action @action_index of round @round_index
 *
 * Whether Practise Mistakes may pose that action again as a puzzle
 * (with @side's hand at the time) to whoever may be at the screen.
 */
gboolean
eg_knowledge_may_pose (EgMatch *match,
                       guint    round_index,
                       guint    action_index,
                       EgSide   side)
{
  EgSide viewer;

  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, FALSE);
  g_return_val_if_fail (round_index < eg_match_get_n_rounds (match), FALSE);

  if (eg_knowledge_is_lesson (match) || !eg_player_is_human (eg_match_get_player (match, side)))
    return FALSE;
  /* a round still in play: no coaching on it */
  if (eg_knowledge_is_round_secret (match, round_index))
    return FALSE;
  viewer = eg_knowledge_get_viewer (match);
  /* hot-seat: either person may be at the screen until the match ends */
  if (viewer == EG_SIDE_NONE && !eg_match_is_over (match))
    return FALSE;
  return eg_knowledge_get_analysis (match, round_index, action_index,
                                    viewer != EG_SIDE_NONE ? viewer : side, side) ==
         EG_KNOWLEDGE_ANALYSIS_SHOWN;
}

/* ---- the position, replayed ---- */

/* The deck positions a side holds, in the order they came. */
typedef struct
{
  guint8 index[EG_DECK_SIZE];
  guint  n;
} Held;

/* Lets go of @count cards of @value, the earliest first: the latest
 * stay, so that any change to the cards still held leaves every card
 * played before where it was. */
static void
held_play (Held         *held,
           const guint8 *deck,
           guint         value,
           guint         count)
{
  guint kept = 0;

  for (guint i = 0; i < held->n; i++)
    {
      if (count > 0 && deck[held->index[i]] == value)
        {
          count--;
          continue;
        }
      held->index[kept++] = held->index[i];
    }
  held->n = kept;
}

static void
track_action (const EgRound *before,
              const EgRound *after,
              EgSide         actor,
              Held           held[2])
{
  guint8 drawn[EG_N_VALUES + 1] = { 0 };

  for (guint i = before->next_card; i < after->next_card; i++)
    {
      drawn[after->deck[i]]++;
      held[actor].index[held[actor].n++] = i;
    }
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    for (guint v = 1; v <= EG_N_VALUES; v++)
      {
        guint had = before->hand[side][v] + (side == actor ? drawn[v] : 0);

        if (had > after->hand[side][v])
          held_play (&held[side], after->deck, v, had - after->hand[side][v]);
      }
}

static gboolean
held_matches (const Held    *held,
              const EgRound *round,
              EgSide         side)
{
  guint8 counts[EG_N_VALUES + 1] = { 0 };

  for (guint i = 0; i < held->n; i++)
    counts[round->deck[held->index[i]]]++;
  return memcmp (counts, round->hand[side], sizeof counts) == 0;
}

/* Replays @n actions of round @round_index from @deck (the round's own
 * when NULL) into @round, and the deck positions each side holds into
 * @held (may be NULL). FALSE when an action is not legal from @deck. */
static gboolean
replay_position (EgMatch      *match,
                 guint         round_index,
                 guint         n,
                 const guint8 *deck,
                 EgRound      *round,
                 Held          held[2])
{
  const EgRoundRecord *record = eg_match_get_round_record (match, round_index);

  eg_round_init (round, deck != NULL ? deck : record->deck, eg_match_get_variant (match),
                 record->starter);
  if (held != NULL)
    {
      held[record->starter].n = held[EG_OPPONENT (record->starter)].n = EG_HAND_SIZE;
      for (guint i = 0; i < EG_HAND_SIZE; i++)
        {
          held[record->starter].index[i] = i;
          held[EG_OPPONENT (record->starter)].index[i] = EG_HAND_SIZE + i;
        }
    }
  for (guint i = 0; i < n && i < record->actions->len; i++)
    {
      const EgAction *action = &g_array_index (record->actions, EgAction, i);
      EgRound before = *round;

      if (eg_round_apply (round, action) != EG_ILLEGAL_NONE)
        return FALSE;
      if (held != NULL)
        track_action (&before, round, action->side, held);
    }
  return TRUE;
}

/* Whether the match was decided at the position. */
static gboolean
decided_at (EgMatch       *match,
            guint          round_index,
            const EgRound *round)
{
  EgScore score;

  eg_score_init (&score, eg_match_get_variant (match), eg_match_get_target_score (match),
                 eg_match_get_first_starter (match));
  for (guint r = 0; r < round_index; r++)
    eg_score_record_round (&score, eg_match_get_round_record (match, r)->winner);
  if (eg_round_is_over (round))
    eg_score_record_round (&score, round->winner);
  return eg_score_is_over (&score);
}

/* What a viewer sees of two positions is the same. */
static gboolean
same_for_viewer (const EgRound *a,
                 const EgRound *b,
                 EgSide         viewer)
{
  if (viewer != EG_SIDE_NONE &&
      memcmp (a->hand[viewer], b->hand[viewer], sizeof a->hand[viewer]) != 0)
    return FALSE;
  return memcmp (a->pos, b->pos, sizeof a->pos) == 0 &&
         memcmp (a->hand_size, b->hand_size, sizeof a->hand_size) == 0 &&
         memcmp (a->discard, b->discard, sizeof a->discard) == 0 &&
         a->discard_top == b->discard_top && a->next_card == b->next_card &&
         a->to_act == b->to_act && a->phase == b->phase &&
         a->final_attack == b->final_attack && a->winner == b->winner &&
         eg_action_equal (&a->pending, &b->pending);
}

/**
 * eg_knowledge_deal_afresh:
 * @seed: of the shuffle
 * @deck: (out): the round's deck with the cards @viewer could not see at
 *   the position shuffled anew
 *
 * A deck for round @round_index from which its first @action_index
 * actions play exactly as they did and lead to a position that @viewer
 * sees as it was, but with the hidden hands and the pile a new shuffle of
 * the cards @viewer could not see there.
 *
 * Returns: FALSE when no such deck was found (@deck is then unchanged)
 */
gboolean
eg_knowledge_deal_afresh (EgMatch *match,
                          guint    round_index,
                          guint    action_index,
                          EgSide   viewer,
                          guint64  seed,
                          guint8   deck[EG_DECK_SIZE])
{
  EgRound original;
  Held held[2];
  guint8 places[EG_DECK_SIZE];
  guint n_places = 0;
  EgRng rng;

  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);
  g_return_val_if_fail (round_index < eg_match_get_n_rounds (match), FALSE);

  if (!replay_position (match, round_index, action_index, NULL, &original, held))
    return FALSE;
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    {
      if (!held_matches (&held[side], &original, side))
        return FALSE;
      if (side != viewer)
        for (guint i = 0; i < held[side].n; i++)
          places[n_places++] = held[side].index[i];
    }
  for (guint i = original.next_card; i < EG_DECK_SIZE; i++)
    places[n_places++] = i;

  eg_rng_init (&rng, seed);
  for (guint try = 0; try < DEAL_TRIES; try++)
    {
      guint8 candidate[EG_DECK_SIZE];
      EgRound round;

      memcpy (candidate, original.deck, EG_DECK_SIZE);
      for (guint i = n_places; i > 1; i--)
        {
          guint j = eg_rng_below (&rng, i);
          guint8 card = candidate[places[i - 1]];

          candidate[places[i - 1]] = candidate[places[j]];
          candidate[places[j]] = card;
        }
      if (replay_position (match, round_index, action_index, candidate, &round, NULL) &&
          same_for_viewer (&round, &original, viewer))
        {
          memcpy (deck, candidate, EG_DECK_SIZE);
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * eg_knowledge_get_fork:
 *
 * How a match may be played on from the position, for @viewer.
 */
EgKnowledgeFork
eg_knowledge_get_fork (EgMatch *match,
                       guint    round_index,
                       guint    action_index,
                       EgSide   viewer)
{
  EgRound round;
  guint8 deck[EG_DECK_SIZE];

  g_return_val_if_fail (EG_IS_MATCH (match), EG_KNOWLEDGE_FORK_DECIDED);
  g_return_val_if_fail (round_index < eg_match_get_n_rounds (match), EG_KNOWLEDGE_FORK_DECIDED);

  if (!replay_position (match, round_index, action_index, NULL, &round, NULL))
    g_return_val_if_reached (EG_KNOWLEDGE_FORK_DECIDED);
  if (decided_at (match, round_index, &round))
    return EG_KNOWLEDGE_FORK_DECIDED;
  if (!eg_knowledge_is_round_secret (match, round_index))
    return EG_KNOWLEDGE_FORK_AS_IS;
  /* a fixed seed: the answer for a position does not change */
  if (!eg_knowledge_deal_afresh (match, round_index, action_index, viewer,
                                 G_GUINT64_CONSTANT (0x2545f4914f6cdd1d), deck))
    return EG_KNOWLEDGE_FORK_CANNOT_DEAL;
  return EG_KNOWLEDGE_FORK_DEAL_AFRESH;
}

/* ---- the cards, to a viewer ---- */

/**
 * eg_knowledge_get_hand:
 * @viewer: who looks: a side, or %EG_SIDE_NONE for nobody's hidden cards
 * @hand: (out): by value, the cards @side held after @action_index
 *   actions of round @round_index; all 0 when hidden
 *
 * Returns: whether @viewer may see that hand
 */
gboolean
eg_knowledge_get_hand (EgMatch *match,
                       guint    round_index,
                       guint    action_index,
                       EgSide   viewer,
                       EgSide   side,
                       guint8   hand[EG_N_VALUES + 1])
{
  EgRound round;

  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, FALSE);

  memset (hand, 0, EG_N_VALUES + 1);
  g_return_val_if_fail (round_index < eg_match_get_n_rounds (match), FALSE);
  if (!eg_knowledge_may_see_hand (match, round_index, viewer, side))
    return FALSE;
  if (!replay_position (match, round_index, action_index, NULL, &round, NULL))
    g_return_val_if_reached (FALSE);
  memcpy (hand, round.hand[side], EG_N_VALUES + 1);
  return TRUE;
}

/**
 * eg_knowledge_get_pile:
 * @pile: (out): the cards left to draw, the next first; all 0 when hidden
 * @n_cards: (out): how many there are (public: also when hidden)
 *
 * Returns: whether @viewer may know the order of the pile there
 */
gboolean
eg_knowledge_get_pile (EgMatch *match,
                       guint    round_index,
                       guint    action_index,
                       EgSide   viewer,
                       guint8   pile[EG_DECK_SIZE],
                       guint   *n_cards)
{
  EgRound round;
  gboolean shown;

  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);

  memset (pile, 0, EG_DECK_SIZE);
  *n_cards = 0;
  g_return_val_if_fail (round_index < eg_match_get_n_rounds (match), FALSE);
  if (!replay_position (match, round_index, action_index, NULL, &round, NULL))
    g_return_val_if_reached (FALSE);
  *n_cards = EG_DECK_SIZE - round.next_card;
  /* the order of the pile is nobody's until the round has ended */
  shown = eg_knowledge_may_see_pile (match, round_index);
  if (shown)
    memcpy (pile, round.deck + round.next_card, *n_cards);
  (void) viewer;
  return shown;
}

/* The position of the live match, or of the end of its last round. */
static gboolean
live_position (EgMatch *match,
               guint   *round_index,
               guint   *action_index)
{
  guint n_rounds = eg_match_get_n_rounds (match);

  if (n_rounds == 0)
    return FALSE;
  *round_index = n_rounds - 1;
  *action_index = eg_match_get_round_record (match, n_rounds - 1)->actions->len;
  return TRUE;
}

/**
 * eg_knowledge_get_live_hand:
 *
 * eg_knowledge_get_hand() at the position in play: @viewer is the person
 * at the screen (EgTurn's viewer), %EG_SIDE_NONE for what anyone may see.
 */
gboolean
eg_knowledge_get_live_hand (EgMatch *match,
                            EgSide   viewer,
                            EgSide   side,
                            guint8   hand[EG_N_VALUES + 1])
{
  guint round_index, action_index;

  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);
  g_return_val_if_fail (side == EG_SIDE_LEFT || side == EG_SIDE_RIGHT, FALSE);

  memset (hand, 0, EG_N_VALUES + 1);
  if (!live_position (match, &round_index, &action_index) ||
      !eg_knowledge_may_see_hand (match, round_index, viewer, side))
    return FALSE;
  memcpy (hand, eg_match_get_round_state (match)->hand[side], EG_N_VALUES + 1);
  return TRUE;
}

/**
 * eg_knowledge_get_live_view:
 * @view: (out caller-allocates): the position in play as @viewer sees it:
 *   the public part always, @viewer's own hand when it may see it
 *
 * Returns: whether @view holds @viewer's hand (FALSE for %EG_SIDE_NONE:
 *   then its hand is empty and its side is the left one)
 */
gboolean
eg_knowledge_get_live_view (EgMatch *match,
                            EgSide   viewer,
                            EgView  *view)
{
  guint8 hand[EG_N_VALUES + 1];
  gboolean shown;

  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);
  g_return_val_if_fail (view != NULL, FALSE);

  eg_match_get_view (match, viewer != EG_SIDE_NONE ? viewer : EG_SIDE_LEFT, view);
  shown = viewer != EG_SIDE_NONE && eg_knowledge_get_live_hand (match, viewer, viewer, hand);
  if (!shown)
    memset (view->hand, 0, sizeof view->hand);
  return shown;
}
