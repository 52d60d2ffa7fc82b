/* eg-describe.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-action.h"
#include "eg-ai.h"
#include "eg-describe.h"
#include "eg-knowledge.h"

const char *
eg_describe_count (guint count)
{
  switch (count)
    {
    /* Translators: how many cards of one value, as in "two 4s" */
    case 1: return C_("count", "one");
    case 2: return C_("count", "two");
    case 3: return C_("count", "three");
    case 4: return C_("count", "four");
    case 5: return C_("count", "five");
    default: return "";
    }
}

/* A plural lookup with a context, which GLib lacks; xgettext reads it
 * with --keyword=eg_npgettext:1c,2,3 (po/meson.build). */
static const char *eg_npgettext (const char *context,
                                 const char *msgid,
                                 const char *msgid_plural,
                                 gulong      n) G_GNUC_FORMAT (2) G_GNUC_FORMAT (3);

static const char *
eg_npgettext (const char *context,
              const char *msgid,
              const char *msgid_plural,
              gulong      n)
{
  g_autofree char *key = g_strconcat (context, "\004", msgid, NULL);
  const char *translated = g_dngettext (GETTEXT_PACKAGE, key, msgid_plural, n);

  return translated == key ? msgid : translated;
}

char *
eg_describe_counted (guint     value,
                     guint     count,
                     EgCounted use)
{
  if (use == EG_COUNTED_WITH)
    /* Translators: cards of one value after "with", as in "attacks with
     * two 4s" (German: dative); %1$s is a count word ("two"), %2$u the
     * card value */
    return g_strdup_printf (eg_npgettext ("with", "%1$s %2$u", "%1$s %2$us", count),
                            eg_describe_count (count), value);
  /* Translators: cards of one value held or listed, as in "Bob holds only
   * one 4" and "Played so far: two 1s, no 2" (German: nominative or
   * accusative); %1$s is a count word ("one", "two"), %2$u the card value */
  return g_strdup_printf (eg_npgettext ("held", "%1$s %2$u", "%1$s %2$us", count),
                          eg_describe_count (count), value);
}

char *
eg_describe_cards (guint     value,
                   guint     count,
                   EgCounted use)
{
  if (count == 1 && use == EG_COUNTED_WITH)
    /* Translators: one card of a value after "with", as in "attacks with
     * a 4" (German: dative, "einer 4") */
    return g_strdup_printf (C_("with", "a %u"), value);
  if (count == 1)
    /* Translators: one card of a value held, as in "Computer holds a 4"
     * (German: nominative or accusative, "eine 4") */
    return g_strdup_printf (C_("held", "a %u"), value);
  return eg_describe_counted (value, count, use);
}

char *
eg_describe_action (const EgAction *action,
                    const char     *name)
{
  g_autofree char *cards = NULL;

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      if (action->direction == EG_DIRECTION_FORWARD)
        /* Translators: a move, e.g. "Ada moves 3 forward" */
        return g_strdup_printf (_("%s moves %u forward"), name, action->card);
      /* Translators: a move, e.g. "Ada moves 3 back" */
      return g_strdup_printf (_("%s moves %u back"), name, action->card);

    case EG_ACTION_ATTACK:
      cards = eg_describe_cards (action->value, action->count, EG_COUNTED_WITH);
      /* Translators: a direct attack, e.g. "Bob attacks with two 4s" */
      return g_strdup_printf (_("%s attacks with %s"), name, cards);

    case EG_ACTION_INDIRECT_ATTACK:
      cards = eg_describe_cards (action->value, action->count, EG_COUNTED_WITH);
      /* Translators: an indirect attack, e.g. "Bob steps 2 forward and attacks with a 4" */
      return g_strdup_printf (_("%s steps %u forward and attacks with %s"),
                              name, action->card, cards);

    case EG_ACTION_PARRY:
      cards = eg_describe_cards (action->value, action->count, EG_COUNTED_WITH);
      /* Translators: e.g. "Ada parries with two 4s" */
      return g_strdup_printf (_("%s parries with %s"), name, cards);

    case EG_ACTION_RETREAT:
      /* Translators: e.g. "Bob retreats 2" */
      return g_strdup_printf (_("%s retreats %u"), name, action->card);

    default:
      return g_strdup ("");
    }
}

char *
eg_describe_illegal (const EgRound  *round,
                     const EgAction *action,
                     EgIllegal       illegal,
                     const char     *name,
                     const char     *opponent)
{
  g_autofree char *cards = NULL;
  guint distance = eg_round_get_distance (round);

  switch (illegal)
    {
    case EG_ILLEGAL_NONE:
      return g_strdup ("");

    case EG_ILLEGAL_ROUND_OVER:
      return g_strdup (_("The round is already over: nobody can play in it any more."));

    case EG_ILLEGAL_WRONG_SIDE:
      /* Translators: %1$s tried to play, %2$s is the player whose turn it is */
      return g_strdup_printf (_("%1$s cannot play now: it is %2$s’s turn."), name, opponent);

    case EG_ILLEGAL_MUST_DEFEND:
      /* Only an indirect attack (advanced rules) can be retreated from. */
      if (round->pending.type != EG_ACTION_INDIRECT_ATTACK)
        /* Translators: %1$s must answer, %2$s attacked */
        return g_strdup_printf (_("%1$s must first answer %2$s’s attack by parrying."),
                                name, opponent);
      return g_strdup_printf (_("%1$s must first answer %2$s’s attack by parrying or retreating."),
                              name, opponent);

    case EG_ILLEGAL_NOTHING_TO_ANSWER:
      return g_strdup_printf (_("%1$s cannot parry or retreat: %2$s has not attacked."),
                              name, opponent);

    case EG_ILLEGAL_CARDS_NOT_HELD:
      return g_strdup_printf (_("%s does not hold the cards played."), name);

    case EG_ILLEGAL_OFF_TRACK:
      if (action->type == EG_ACTION_RETREAT)
        return g_strdup_printf (_("%s cannot retreat %u: that leaves the track."),
                                name, action->card);
      return g_strdup_printf (_("%s cannot move %u back: that leaves the track."),
                              name, action->card);

    case EG_ILLEGAL_BLOCKED:
      if (action->card == distance)
        /* Translators: e.g. "Ada cannot move 4 forward: that lands on Bob." */
        return g_strdup_printf (_("%1$s cannot move %2$u forward: that lands on %3$s."),
                                name, action->card, opponent);
      /* Translators: e.g. "Ada cannot move 4 forward: that passes Bob." */
      return g_strdup_printf (_("%1$s cannot move %2$u forward: that passes %3$s."),
                              name, action->card, opponent);

    case EG_ILLEGAL_NOT_DISTANCE:
      if (action->type == EG_ACTION_INDIRECT_ATTACK && action->card < distance)
        distance -= action->card;
      /* Translators: %2$u is the card value played, %3$u the distance */
      return g_strdup_printf (_("%1$s cannot attack with a %2$u: the distance is %3$u."),
                              name, action->value, distance);

    case EG_ILLEGAL_CLASSIC:
      return g_strdup (_("Indirect attacks and retreats are not part of the classic rules."));

    case EG_ILLEGAL_RETREAT_DIRECT:
      return g_strdup_printf (_("%s cannot retreat from a direct attack: only parrying answers it."),
                              name);

    case EG_ILLEGAL_PARRY_MISMATCH:
      cards = eg_describe_cards (round->pending.value, round->pending.count, EG_COUNTED_WITH);
      /* Translators: %2$s is e.g. "two 4s" */
      return g_strdup_printf (_("%1$s must parry with exactly %2$s."), name, cards);

    case EG_ILLEGAL_MALFORMED:
    default:
      return g_strdup (_("That is not a valid action."));
    }
}

const char *
eg_describe_reason (EgReason reason)
{
  switch (reason)
    {
    case EG_REASON_HIT: return _("Hit");
    case EG_REASON_NO_LEGAL_ACTION: return _("No legal action");
    case EG_REASON_CARDS: return _("Cards");
    case EG_REASON_ADVANCEMENT: return _("Advancement");
    case EG_REASON_DRAW: return _("Draw");
    case EG_REASON_NONE:
    default: return "";
    }
}

char *
eg_describe_result (const EgRound *round,
                    const char    *left_name,
                    const char    *right_name)
{
  const char *names[2] = { left_name, right_name };
  const char *winner;
  const char *loser;

  if (round->phase != EG_PHASE_OVER)
    return g_strdup ("");

  if (round->reason == EG_REASON_DRAW)
    return g_strdup (_("Draw pile empty, equal cards, equal advancement: the round is a draw."));

  winner = names[round->winner];
  loser = names[EG_OPPONENT (round->winner)];

  switch (round->reason)
    {
    case EG_REASON_HIT:
      if (round->pending.type == EG_ACTION_INDIRECT_ATTACK)
        /* Translators: %1$s is hit, %2$s wins */
        return g_strdup_printf (_("%1$s can neither parry nor retreat: %2$s wins the round."),
                                loser, winner);
      return g_strdup_printf (_("%1$s cannot parry: %2$s wins the round."), loser, winner);

    case EG_REASON_NO_LEGAL_ACTION:
      return g_strdup_printf (_("%1$s can neither move nor attack: %2$s wins the round."),
                              loser, winner);

    case EG_REASON_CARDS:
      /* Translators: e.g. "Draw pile empty: Ada holds more 3s and wins the round." */
      return g_strdup_printf (_("Draw pile empty: %1$s holds more %2$us and wins the round."),
                              winner, eg_round_get_distance (round));

    case EG_REASON_ADVANCEMENT:
      return g_strdup_printf (_("Draw pile empty: %s has advanced further and wins the round."),
                              winner);

    default:
      return g_strdup ("");
    }
}

/* ---- the table, live or replayed ---- */

char *
eg_describe_score (guint score,
                   guint target)
{
  /* Translators: a player's score against the target, e.g. "2 points of 5";
   * the plural form is chosen by the score, so let the noun follow it */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point of %u", "%u points of %u", score),
                          score, target);
}

/* "Bob wins the match 5–1!", or for a practice match (a fork) "Bob wins
 * the practice game against Ada, 5–1!": a fork's win is no match won. */
char *
eg_describe_match_end (EgMatch *match)
{
  EgSide winner;

  g_return_val_if_fail (EG_IS_MATCH (match), NULL);
  g_return_val_if_fail (eg_match_is_over (match), NULL);

  winner = eg_match_get_winner (match);
  if (eg_knowledge_is_practice (match))
    /* Translators: the end of a practice match (played on from a step of
     * another); %1$s won, %2$s lost, %3$u–%4$u is the final score,
     * winner's first */
    return g_strdup_printf (_("%1$s wins the practice game against %2$s, %3$u–%4$u!"),
                            eg_match_get_name (match, winner),
                            eg_match_get_name (match, EG_OPPONENT (winner)),
                            eg_match_get_score (match, winner),
                            eg_match_get_score (match, EG_OPPONENT (winner)));
  return eg_describe_match_won (eg_match_get_name (match, winner), eg_match_get_score (match, winner),
                                eg_match_get_score (match, EG_OPPONENT (winner)));
}

/* @hands_open: a match of two people whose hands are not hidden between
 * turns (EgTurn) */
char *
eg_describe_table_note (EgMatch  *match,
                        gboolean  hands_open)
{
  GString *note = g_string_new (NULL);

  g_return_val_if_fail (EG_IS_MATCH (match), NULL);

  if (eg_knowledge_is_practice (match))
    /* Translators: under the round's heading on the table, in a match
     * played on from a step of another, or taken back past what the
     * person had seen */
    g_string_append (note, _("Practice game: it counts apart from your matches"));
  if (hands_open)
    {
      if (note->len > 0)
        g_string_append (note, " · ");
      /* Translators: under the round's heading on the table, in a match
       * of two people at one screen with "Hide hands between turns" off */
      g_string_append (note, _("Hands are not hidden between turns"));
    }
  return g_string_free (note, FALSE);
}

char *
eg_describe_match_won (const char *winner,
                       guint       winner_score,
                       guint       loser_score)
{
  /* Translators: %1$s won the match, %2$u–%3$u is the final score, winner's first */
  return g_strdup_printf (_("%1$s wins the match %2$u–%3$u!"), winner, winner_score, loser_score);
}

char *
eg_describe_round_start (guint       round_number,
                         const char *starter)
{
  /* Translators: at the start of a round; %2$s plays first */
  return g_strdup_printf (_("Round %1$u: %2$s starts"), round_number, starter);
}

char *
eg_describe_round_heading (guint round_number,
                           guint target)
{
  /* Translators: the round number and the target score */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Round %u · first to %u point",
                                       "Round %u · first to %u points", target),
                          MAX (round_number, 1), target);
}

char *
eg_describe_player_kind (EgMatch *match,
                         EgSide   side)
{
  EgPlayer *player = eg_match_get_player (match, side);
  EgAiLevel level;

  if (eg_player_is_human (player))
    return g_strdup (side == EG_SIDE_LEFT ? _("Human · white fencer") : _("Human · black fencer"));
  if (eg_ai_level_from_string (eg_player_get_level (player), &level))
    /* Translators: %s is the computer's level, e.g. "Medium" */
    return g_strdup_printf (side == EG_SIDE_LEFT ? _("Computer (%s) · white fencer")
                                                 : _("Computer (%s) · black fencer"),
                            eg_ai_level_get_label (level));
  return g_strdup (side == EG_SIDE_LEFT ? _("Computer · white fencer") : _("Computer · black fencer"));
}

/* ---- the choices of the side to act ---- */

/* Moving towards the right of the screen is forward for the left fencer. */
static gboolean
goes_right (const EgAction *action)
{
  return eg_action_get_shift (action) > 0;
}

char *
eg_describe_option (const EgAction *action,
                    gboolean        arrow)
{
  g_autofree char *cards = NULL;
  g_autofree char *text = NULL;

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      if (action->direction == EG_DIRECTION_FORWARD)
        /* Translators: a button: move the fencer N squares forward */
        text = g_strdup_printf (_("Move %u forward"), action->card);
      else
        /* Translators: a button: move the fencer N squares back */
        text = g_strdup_printf (_("Move %u back"), action->card);
      break;
    case EG_ACTION_ATTACK:
      cards = eg_describe_cards (action->value, action->count, EG_COUNTED_WITH);
      /* Translators: a button; %s is e.g. "two 4s" */
      text = g_strdup_printf (_("Attack with %s"), cards);
      break;
    case EG_ACTION_INDIRECT_ATTACK:
      cards = eg_describe_cards (action->value, action->count, EG_COUNTED_WITH);
      /* Translators: a button; %u squares forward, then %s is e.g. "two 4s" */
      text = g_strdup_printf (_("Step %u forward, attack with %s"), action->card, cards);
      break;
    case EG_ACTION_PARRY:
      cards = eg_describe_cards (action->value, action->count, EG_COUNTED_WITH);
      /* Translators: a button; %s is e.g. "two 4s" */
      text = g_strdup_printf (_("Parry with %s"), cards);
      break;
    case EG_ACTION_RETREAT:
      /* Translators: a button: step back N squares from an attack */
      text = g_strdup_printf (_("Retreat %u"), action->card);
      break;
    default:
      return g_strdup ("");
    }

  if (arrow && eg_action_get_shift (action) != 0)
    return goes_right (action) ? g_strdup_printf ("%s →", text) : g_strdup_printf ("← %s", text);
  return g_steal_pointer (&text);
}

const char *
eg_describe_option_key (const EgAction *action)
{
  switch (action->type)
    {
    case EG_ACTION_MOVE:
      /* Translators: the keys of the keyboard shortcuts, shown in tooltips */
      return goes_right (action) ? _("Key: Right arrow, then Enter") : _("Key: Left arrow, then Enter");
    case EG_ACTION_ATTACK:
    case EG_ACTION_INDIRECT_ATTACK:
      return _("Key: A, then Enter");
    case EG_ACTION_PARRY:
      return _("Key: P, then Enter");
    case EG_ACTION_RETREAT:
      return _("Key: R, then Enter");
    default:
      return "";
    }
}

const char *
eg_describe_prompt (EgPrompt prompt)
{
  switch (prompt)
    {
    case EG_PROMPT_INDIRECT:
      /* Translators: one card chosen; with it the player may step forward
       * and attack at once (an indirect attack) */
      return _("Add the cards to attack with after this step.");
    case EG_PROMPT_NO_PLAY:
      return _("These cards allow no play now: choose others.");
    case EG_PROMPT_CHOOSE:
      return _("Choose cards (keys 1 to 5) to see what they allow.");
    case EG_PROMPT_CHOOSE_DEFENCE:
      return _("Choose cards (keys 1 to 5) to see how they answer the attack.");
    case EG_PROMPT_NONE:
    default:
      return NULL;
    }
}

const char *
eg_describe_choose_option (void)
{
  /* Translators: Enter was pressed while the cards chosen allow more
   * than one move; the keys are those of the options' tooltips */
  return _("These cards allow more than one move: pick one with the arrow keys, A, P or R, or click it, then "
           "press Enter.");
}

char *
eg_describe_not_held (guint value)
{
  return g_strdup_printf (_("You hold no %u."), value);
}

const char *
eg_describe_looking (void)
{
  return _("Looking for a good move…");
}

char *
eg_describe_suggestion (const EgAction *action)
{
  g_autofree char *label = eg_describe_option (action, TRUE);

  /* Translators: the suggested move; Enter plays it */
  return g_strdup_printf (_("Hint: %s (Enter plays it)"), label);
}

/* ---- the status line and the hot-seat screen ---- */

/* What the side to act is expected to do; @can_parry and @can_retreat
 * say which answers the legal actions allow during a defence. */
static char *
expectation (EgMatch  *match,
             gboolean  can_parry,
             gboolean  can_retreat)
{
  EgSide to_act = eg_match_get_side_to_act (match);
  const char *name = eg_match_get_name (match, to_act);
  const EgAction *last = eg_match_get_last_action (match);

  if (!eg_player_is_human (eg_match_get_player (match, to_act)))
    /* Translators: the computer is choosing its move */
    return g_strdup_printf (_("%s is thinking…"), name);

  if (eg_match_get_phase (match) == EG_PHASE_DEFEND)
    {
      g_autofree char *attack = NULL;
      EgView view;

      eg_match_get_view (match, to_act, &view);
      attack = eg_describe_action (&view.pending, eg_match_get_name (match, EG_OPPONENT (to_act)));
      if (can_parry && can_retreat)
        /* Translators: %1$s is an attack, e.g. "Ada attacks with two 4s"; %2$s the defender */
        return g_strdup_printf (_("%1$s — %2$s, parry or retreat"), attack, name);
      if (can_parry)
        return g_strdup_printf (_("%1$s — %2$s, parry"), attack, name);
      return g_strdup_printf (_("%1$s — %2$s, retreat"), attack, name);
    }

  if (last != NULL && last->type == EG_ACTION_PARRY && last->side == to_act)
    /* Translators: after a parry the defender takes a turn at once */
    return g_strdup_printf (_("%s parried: play on — move or attack"), name);

  /* Translators: whose turn it is and what they may do */
  return g_strdup_printf (_("%s’s turn: move or attack"), name);
}

static char *
describe_last (EgMatch        *match,
               const EgAction *action)
{
  return eg_describe_action (action, eg_match_get_name (match, action->side));
}

char *
eg_describe_status (EgMatch  *match,
                    gboolean  can_parry,
                    gboolean  can_retreat)
{
  const char *left = eg_match_get_name (match, EG_SIDE_LEFT);
  const char *right = eg_match_get_name (match, EG_SIDE_RIGHT);

  if (eg_match_is_over (match))
    return eg_describe_match_end (match);
  if (eg_match_get_round_number (match) == 0)
    return g_strdup (_("Ready for the first round"));
  if (!eg_match_is_round_in_progress (match))
    return eg_describe_result (eg_match_get_round_state (match), left, right);
  return expectation (match, can_parry, can_retreat);
}

void
eg_describe_pass_screen (EgMatch  *match,
                         char    **title,
                         char    **detail,
                         char    **button)
{
  EgSide to_act = eg_match_get_side_to_act (match);
  const char *name = eg_match_get_name (match, to_act);
  const EgAction *last = eg_match_get_last_action (match);
  g_autofree char *what = NULL;

  /* Translators: hot-seat privacy screen; %s is the next player */
  *title = g_strdup_printf (_("Pass to %s"), name);
  what = eg_describe_next (eg_match_get_phase (match), name);
  if (last != NULL)
    {
      g_autofree char *done = describe_last (match, last);

      /* Translators: %1$s what just happened, %2$s what comes next */
      *detail = g_strdup_printf (_("%1$s. %2$s"), done, what);
    }
  else
    *detail = g_strdup_printf (_("Round %1$u. %2$s"), eg_match_get_round_number (match), what);
  /* Translators: the button on the hot-seat screen */
  *button = g_strdup_printf (_("Show %s’s Cards"), name);
}

char *
eg_describe_next (EgPhase     phase,
                  const char *name)
{
  if (phase == EG_PHASE_DEFEND)
    return g_strdup_printf (_("%s must answer the attack."), name);
  return g_strdup_printf (_("%s plays next."), name);
}

/* ---- the replay ---- */

char *
eg_describe_replay_status (const EgRound *round,
                           const EgScore *score,
                           guint          round_index,
                           const char    *left_name,
                           const char    *right_name)
{
  const char *names[2] = { left_name, right_name };
  g_autofree char *result = NULL;
  g_autofree char *match = NULL;
  EgSide winner = score->winner;

  if (!eg_round_is_over (round))
    return eg_describe_next (round->phase, names[round->to_act]);

  result = eg_describe_result (round, left_name, right_name);
  /* the round that decided the match: the last step of its round */
  if (winner == EG_SIDE_NONE || round_index + 1 != score->rounds_played)
    return g_steal_pointer (&result);
  match = eg_describe_match_won (names[winner], score->score[winner], score->score[EG_OPPONENT (winner)]);
  /* Translators: a round's result, then the match's */
  return g_strdup_printf (_("%1$s %2$s"), result, match);
}

char *
eg_describe_replay_round (guint round_index,
                          guint n_rounds)
{
  /* Translators: the round shown in a replay, of all the match's rounds */
  return g_strdup_printf (_("Round %1$u of %2$u"), round_index + 1, n_rounds);
}

char *
eg_describe_replay_title (const char *left_name,
                          const char *right_name,
                          const char *when)
{
  if (when == NULL)
    return g_strdup_printf (_("%1$s against %2$s"), left_name, right_name);
  /* Translators: the replay's subtitle: players, then the date played */
  return g_strdup_printf (_("%1$s against %2$s, %3$s"), left_name, right_name, when);
}

const char *
eg_describe_analysis_over (void)
{
  return _("The round is over.");
}

const char *
eg_describe_analysis_in_play (void)
{
  return _("Not shown: this position is still in play.");
}

char *
eg_describe_analysis_hidden (const char *name)
{
  return g_strdup_printf (_("Hidden: it would reveal %s’s cards."), name);
}

char *
eg_describe_analysis_weighing (const char *name)
{
  /* Translators: the analysis is rating the position */
  return g_strdup_printf (_("Weighing %s’s chances…"), name);
}

char *
eg_describe_win_chance (const char *name,
                        double      chance)
{
  /* Translators: the analysis' estimate; %2$d%% is a percentage */
  return g_strdup_printf (_("%1$s’s chance of winning this round: %2$d%%"),
                          name, (int) (chance * 100 + 0.5));
}

char *
eg_describe_best_play (const EgAction *best,
                       const char     *name,
                       gboolean        as_played)
{
  g_autofree char *action = eg_describe_action (best, name);

  if (as_played)
    /* Translators: %s is an action, e.g. "Ada attacks with two 4s" */
    return g_strdup_printf (_("Best play: %s — as played."), action);
  return g_strdup_printf (_("Best play: %s."), action);
}

/**
 * eg_describe_date:
 * @local: a date and time in the local time zone
 *
 * Returns: (transfer full): @local as the interface's language writes it
 */
void
eg_last_move_init (EgLastMove     *move,
                   const EgAction *action,
                   const EgAction *answered,
                   const guint8    pos[2])
{
  const EgAction *attack = NULL;

  g_return_if_fail (move != NULL);

  *move = (EgLastMove) { .side = EG_SIDE_NONE, .attacker = EG_SIDE_NONE };
  if (action == NULL)
    return;

  move->side = action->side;
  move->type = action->type;
  move->to = pos[action->side];
  move->from = (guint) ((int) move->to - eg_action_get_shift (action));

  if (eg_action_is_attack (action))
    attack = action;
  else if ((action->type == EG_ACTION_PARRY || action->type == EG_ACTION_RETREAT) &&
           answered != NULL && eg_action_is_attack (answered))
    attack = answered;
  if (attack == NULL)
    return;

  /* an answer does not move the attacker; the defender stood where it starts */
  move->attacker = attack->side;
  move->attack_to = pos[attack->side];
  move->attack_from = (guint) ((int) move->attack_to - eg_action_get_shift (attack));
  move->attacked = attack == action ? pos[EG_OPPONENT (attack->side)] : move->from;
  move->value = attack->value;
  move->count = attack->count;
}

char *
eg_describe_last_move (const EgLastMove *move,
                       const char       *left_name,
                       const char       *right_name)
{
  const char *names[2] = { left_name, right_name };
  g_autofree char *cards = NULL;

  g_return_val_if_fail (move != NULL, NULL);

  if (move->side != EG_SIDE_LEFT && move->side != EG_SIDE_RIGHT)
    return g_strdup ("");
  if (move->attacker != EG_SIDE_NONE)
    cards = eg_describe_cards (move->value, move->count, EG_COUNTED_WITH);

  switch (move->type)
    {
    case EG_ACTION_MOVE:
      /* Translators: the board's last move for screen readers; %1$s is a
       * player, %2$u and %3$u squares 1–23 */
      return g_strdup_printf (_("Last move: %1$s moved from square %2$u to %3$u."),
                              names[move->side], move->from, move->to);
    case EG_ACTION_ATTACK:
      /* Translators: %1$s attacked %2$s (players) standing on square %3$u;
       * %4$s is e.g. "two 4s" */
      return g_strdup_printf (_("Last move: %1$s attacked %2$s on square %3$u with %4$s."),
                              names[move->side], names[EG_OPPONENT (move->side)], move->attacked, cards);
    case EG_ACTION_INDIRECT_ATTACK:
      /* Translators: %1$s stepped from square %2$u to square %3$u, then
       * attacked %4$s standing on square %5$u; %6$s is e.g. "a 4" */
      return g_strdup_printf (_("Last move: %1$s stepped from square %2$u to %3$u and attacked %4$s on square %5$u with %6$s."),
                              names[move->side], move->from, move->to,
                              names[EG_OPPONENT (move->side)], move->attacked, cards);
    case EG_ACTION_PARRY:
      /* Translators: %1$s (a player) parried on square %3$u; %2$s is e.g. "two 4s" */
      return g_strdup_printf (_("Last move: %1$s parried the attack with %2$s on square %3$u."),
                              names[move->side], cards != NULL ? cards : "", move->to);
    case EG_ACTION_RETREAT:
      /* Translators: %1$s (a player) retreated from square %2$u to %3$u;
       * %4$s is the attack, e.g. "a 4" */
      return g_strdup_printf (_("Last move: %1$s retreated from square %2$u to %3$u, away from the attack with %4$s."),
                              names[move->side], move->from, move->to, cards != NULL ? cards : "");
    default:
      return g_strdup ("");
    }
}

char *
eg_describe_hand (const char   *name,
                  const guint8 *counts)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint value = 1; value <= EG_N_VALUES; value++)
    for (guint i = 0; i < counts[value]; i++)
      {
        if (list->len > 0)
          /* Translators: separates the card values of a hand: "1, 3, 3" */
          g_string_append (list, _(", "));
        g_string_append_printf (list, "%u", value);
      }
  if (list->len == 0)
    /* Translators: %s is a player's name; a screen reader says it */
    return g_strdup_printf (_("%s holds no cards"), name);
  /* Translators: %1$s is a player's name, %2$s the values of the cards
   * held, e.g. "1, 3, 3, 4, 5"; a screen reader says it as the turn begins */
  return g_strdup_printf (_("%1$s’s cards: %2$s"), name, list->str);
}

char *
eg_describe_date (GDateTime *local)
{
  /* Translators: a date and time as your language writes them, in the
   * format of g_date_time_format(); use numbers for months (the system
   * may not know your language's month names), e.g. "%d.%m.%Y, %H:%M" */
  return g_date_time_format (local, _("%Y-%m-%d, %H:%M"));
}

/* ---- players ---- */

/* The master's sentence below names its thinking time. */
G_STATIC_ASSERT (EG_AI_MASTER_BUDGET_MS == 1000);

const char *
eg_describe_player_choice (const char *player)
{
  EgAiLevel level;

  if (!eg_ai_level_from_string (player, &level))
    return _("A person at this computer. When two people play, the hands can hide between turns (see Preferences).");
  switch (level)
    {
    case EG_AI_RANDOM:
      return _("Plays any legal card at random: for learning the moves.");
    case EG_AI_EASY:
      return _("Looks one move ahead with simple rules of thumb: a beginner can win.");
    case EG_AI_MEDIUM:
      return _("Weighs its moves against the cards you may hold: a fair fight.");
    case EG_AI_HARD:
      return _("Searches deeply and plays the end of the pile exactly: a real challenge.");
    case EG_AI_MASTER:
      return _("Thinks a full second before each move, counting the cards you may hold, and stops sooner only when one move is clearly best: the strongest.");
    default:
      g_assert_not_reached ();
    }
}
