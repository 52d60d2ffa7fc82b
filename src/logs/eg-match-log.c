/* eg-match-log.c — reading a match log: the parsed document replayed
 * through the rules, on the calling thread or in a worker
 *
 * src/logs/ owns what is written to the user's disk: the log format
 * (pre-scan, reader, checker, writer), autosave, the index of saved
 * matches, the statistics. It includes engine/, ai/ and model/; not
 * analysis/ (its neighbour), ui/, cli/ or GTK.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-logs"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "eg-describe.h"
#include "eg-match-log-private.h"

/* The round's result as a log claims it, in words. */
static char *
describe_claim (EgSide      winner,
                EgReason    reason,
                const char *name)
{
  if (winner == EG_SIDE_NONE || reason == EG_REASON_DRAW)
    return g_strdup (_("a draw"));

  switch (reason)
    {
    case EG_REASON_HIT:
      /* Translators: a round result claimed by a log, e.g. "Bob wins by a hit" */
      return g_strdup_printf (_("%s wins by a hit"), name);
    case EG_REASON_NO_LEGAL_ACTION:
      return g_strdup_printf (_("%s wins because the opponent cannot act"), name);
    case EG_REASON_CARDS:
      return g_strdup_printf (_("%s wins on cards"), name);
    case EG_REASON_ADVANCEMENT:
      return g_strdup_printf (_("%s wins on advancement"), name);
    case EG_REASON_NONE:
    case EG_REASON_DRAW:
    default:
      return g_strdup (_("a draw"));
    }
}

static gboolean
read_players (xmlNode    *root,
              EgPlayer   *players[2],
              guint      *error_line,
              GError    **error)
{
  for (xmlNode *node = eg_match_log_next_element (root->children); node != NULL;
       node = eg_match_log_next_element (node->next))
    {
      g_autofree char *name = NULL;
      g_autofree char *type = NULL;
      g_autofree char *level = NULL;
      EgPlayerKind kind;
      EgSide side;

      if (!eg_match_log_is_element (node, "player"))
        continue;

      name = eg_match_log_get_prop (node, "name");
      type = eg_match_log_get_prop (node, "type");
      level = eg_match_log_get_prop (node, "level");
      if (!eg_match_log_prop_side (node, "side", &side) || side == EG_SIDE_NONE ||
          !eg_player_kind_from_string (type, &kind) || players[side] != NULL)
        {
          eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, eg_match_log_node_line (node),
                     _("A match log needs exactly one player on each side."));
          return FALSE;
        }
      players[side] = eg_player_new (name != NULL ? name : "", kind,
                                     kind == EG_PLAYER_COMPUTER ? level : NULL);
    }

  if (players[0] == NULL || players[1] == NULL)
    {
      eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, eg_match_log_node_line (root),
                 _("A match log needs exactly one player on each side."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_deck (xmlNode  *node,
           guint     number,
           guint8    deck[EG_DECK_SIZE],
           guint    *error_line,
           GError  **error)
{
  xmlChar *content = xmlNodeGetContent (node);
  guint counts[EG_N_VALUES + 1] = { 0 };
  guint n = 0;

  for (const xmlChar *p = content; p != NULL && *p != '\0'; p++)
    {
      if (*p >= '1' && *p <= '5')
        {
          if (n < EG_DECK_SIZE)
            deck[n] = (guint8) (*p - '0');
          counts[*p - '0']++;
          n++;
        }
    }
  xmlFree (content);

  if (n != EG_DECK_SIZE)
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, eg_match_log_node_line (node),
                  g_dngettext (GETTEXT_PACKAGE,
                               "The deck of round %u lists %u card; a deck has 25, five of each value.",
                               "The deck of round %u lists %u cards; a deck has 25, five of each value.",
                               n),
                  number, n);
      return FALSE;
    }

  for (guint v = 1; v <= EG_N_VALUES; v++)
    if (counts[v] != EG_CARDS_PER_VALUE)
      {
        g_autoptr(GString) wrong = g_string_new (NULL);

        for (guint w = v; w <= EG_N_VALUES; w++)
          if (counts[w] != EG_CARDS_PER_VALUE)
            {
              if (wrong->len > 0)
                /* Translators: separates the items of a list */
                g_string_append (wrong, _(", "));
              g_string_append_printf (wrong,
                                      g_dngettext (GETTEXT_PACKAGE, "%u card of value %u",
                                                   "%u cards of value %u", counts[w]),
                                      counts[w], w);
            }
        /* Translators: %2$s is a list, e.g. "4 cards of value 4, 6 cards of value 5" */
        eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, eg_match_log_node_line (node),
                    _("The deck of round %1$u does not hold five cards of each value: it has %2$s."),
                    number, wrong->str);
        return FALSE;
      }

  return TRUE;
}

static gboolean
read_action (xmlNode   *node,
             EgAction  *action,
             gint64    *time_us,
             guint     *error_line,
             GError   **error)
{
  EgActionType type;
  EgSide side;
  guint card = 0, value = 0, count = 0;
  g_autofree char *direction = NULL;
  g_autofree char *at = NULL;
  gboolean ok;

  if (!eg_action_type_from_string ((const char *) node->name, &type) ||
      !eg_match_log_prop_side (node, "side", &side) || side == EG_SIDE_NONE)
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, eg_match_log_node_line (node),
                  _("<%s> is not an action of En Garde."), (const char *) node->name);
      return FALSE;
    }

  memset (action, 0, sizeof *action);
  action->type = type;
  action->side = side;

  switch (type)
    {
    case EG_ACTION_MOVE:
      direction = eg_match_log_get_prop (node, "direction");
      ok = eg_match_log_prop_uint (node, "card", 255, &card) && direction != NULL;
      if (ok)
        {
          EgDirection dir;

          ok = eg_direction_from_string (direction, &dir);
          action->direction = dir;
        }
      break;
    case EG_ACTION_ATTACK:
    case EG_ACTION_PARRY:
      ok = eg_match_log_prop_uint (node, "value", 255, &value) && eg_match_log_prop_uint (node, "count", 255, &count);
      break;
    case EG_ACTION_INDIRECT_ATTACK:
      ok = eg_match_log_prop_uint (node, "card", 255, &card) && eg_match_log_prop_uint (node, "value", 255, &value) &&
           eg_match_log_prop_uint (node, "count", 255, &count);
      break;
    case EG_ACTION_RETREAT:
      ok = eg_match_log_prop_uint (node, "card", 255, &card);
      break;
    default:
      ok = FALSE;
    }

  if (!ok)
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, eg_match_log_node_line (node),
                  _("The action <%s> lacks a card, a value or a count."), (const char *) node->name);
      return FALSE;
    }
  action->card = (guint8) card;
  action->value = (guint8) value;
  action->count = (guint8) count;

  *time_us = 0;
  at = eg_match_log_get_prop (node, "at");
  if (at != NULL)
    {
      g_autoptr(GDateTime) when = eg_match_log_parse_time (at);

      if (when == NULL)
        {
          /* Translators: %s is the text of a date attribute */
          eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, eg_match_log_node_line (node),
                      _("“%s” is not a date and time En Garde can read."), at);
          return FALSE;
        }
      *time_us = g_date_time_to_unix (when) * G_USEC_PER_SEC + g_date_time_get_microsecond (when);
      /* 0 means "unknown" in the match: the epoch itself is stored 1 µs later */
      if (*time_us == 0)
        *time_us = 1;
    }

  return TRUE;
}

static gboolean
check_round_result (EgMatch   *match,
                    xmlNode   *node,
                    guint      number,
                    guint     *error_line,
                    GError   **error)
{
  const EgRound *round = eg_match_get_round_state (match);
  EgSide winner;
  g_autofree char *reason_text = eg_match_log_get_prop (node, "reason");
  EgReason reason;

  if (!eg_match_log_prop_side (node, "winner", &winner) || !eg_reason_from_string (reason_text, &reason))
    {
      eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, eg_match_log_node_line (node),
                 _("A round result needs a winner and a reason."));
      return FALSE;
    }

  if (!eg_round_is_over (round))
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, eg_match_log_node_line (node),
                  /* Translators: %u is a round number, %s a player's name */
                  _("The log ends round %u here, but the round is not over: it is still %s’s turn."),
                  number, eg_match_get_name (match, round->to_act));
      return FALSE;
    }

  if ((reason == EG_REASON_DRAW) != (winner == EG_SIDE_NONE))
    {
      eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_RULES, eg_match_log_node_line (node),
                 _("A round is a draw exactly when it has no winner: winner=“none” goes with reason=“draw”."));
      return FALSE;
    }
  if (winner != round->winner || reason != round->reason)
    {
      g_autofree char *claim =
        describe_claim (winner, reason,
                        winner == EG_SIDE_NONE ? "" : eg_match_get_name (match, winner));
      g_autofree char *truth =
        eg_describe_result (round, eg_match_get_name (match, EG_SIDE_LEFT),
                            eg_match_get_name (match, EG_SIDE_RIGHT));

      /* Translators: %1$s is the result a log claims ("Bob wins on cards"),
       * %2$s what the rules give ("Ada cannot parry: Bob wins the round.") */
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, eg_match_log_node_line (node),
                  _("The recorded result (%1$s) does not follow from the play: %2$s"),
                  claim, truth);
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_match_result (EgMatch   *match,
                    xmlNode   *node,
                    guint     *error_line,
                    GError   **error)
{
  EgSide winner;
  guint left_score, right_score;

  if (!eg_match_log_prop_side (node, "winner", &winner) || winner == EG_SIDE_NONE ||
      !eg_match_log_prop_uint (node, "left-score", 1000, &left_score) ||
      !eg_match_log_prop_uint (node, "right-score", 1000, &right_score))
    {
      eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, eg_match_log_node_line (node),
                 _("A match result needs a winner and both scores."));
      return FALSE;
    }

  if (eg_match_is_round_in_progress (match))
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, eg_match_log_node_line (node),
                  _("The log ends the match here, but round %u is not over."),
                  eg_match_get_round_number (match));
      return FALSE;
    }
  if (!eg_match_is_over (match))
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, eg_match_log_node_line (node),
                  /* Translators: %1$u is the target score, %2$u–%3$u the score */
                  g_dngettext (GETTEXT_PACKAGE,
                               "The log ends the match here, but nobody has reached %1$u point: the score is %2$u–%3$u.",
                               "The log ends the match here, but nobody has reached %1$u points: the score is %2$u–%3$u.",
                               eg_match_get_target_score (match)),
                  eg_match_get_target_score (match),
                  eg_match_get_score (match, EG_SIDE_LEFT),
                  eg_match_get_score (match, EG_SIDE_RIGHT));
      return FALSE;
    }
  if (winner != eg_match_get_winner (match) ||
      left_score != eg_match_get_score (match, EG_SIDE_LEFT) ||
      right_score != eg_match_get_score (match, EG_SIDE_RIGHT))
    {
      EgSide real = eg_match_get_winner (match);

      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, eg_match_log_node_line (node),
                  /* Translators: %1$s wins %2$u–%3$u by the log; %4$s wins %5$u–%6$u by the rules */
                  _("The recorded match result (%1$s wins %2$u–%3$u) does not follow from the play: %4$s wins %5$u–%6$u."),
                  eg_match_get_name (match, winner), left_score, right_score,
                  eg_match_get_name (match, real),
                  eg_match_get_score (match, EG_SIDE_LEFT),
                  eg_match_get_score (match, EG_SIDE_RIGHT));
      return FALSE;
    }

  return TRUE;
}

static gboolean
replay_round (EgMatch   *match,
              xmlNode   *round_node,
              guint      number,
              gboolean  *has_result,
              guint     *error_line,
              GError   **error)
{
  xmlNode *node = eg_match_log_next_element (round_node->children);
  guint8 deck[EG_DECK_SIZE];
  g_autoptr(GError) local_error = NULL;

  *has_result = FALSE;

  if (node == NULL || !eg_match_log_is_element (node, "deck"))
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, eg_match_log_node_line (round_node),
                  _("Round %u has no deck."), number);
      return FALSE;
    }
  if (!read_deck (node, number, deck, error_line, error))
    return FALSE;

  if (!eg_match_begin_round (match, deck, &local_error))
    {
      eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_RULES, eg_match_log_node_line (node),
                 local_error->message);
      return FALSE;
    }

  for (node = eg_match_log_next_element (node->next); node != NULL; node = eg_match_log_next_element (node->next))
    {
      EgAction action;
      gint64 time_us;

      if (eg_match_log_is_element (node, "result"))
        {
          if (!check_round_result (match, node, number, error_line, error))
            return FALSE;
          *has_result = TRUE;
          continue;
        }

      if (!read_action (node, &action, &time_us, error_line, error))
        return FALSE;
      if (!eg_match_apply_at (match, &action, time_us, &local_error))
        {
          eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_RULES, eg_match_log_node_line (node),
                     local_error->message);
          return FALSE;
        }
    }

  return TRUE;
}

/* The match element's own attributes, read into a new match with its
 * players. */
static EgMatch *
new_match (xmlNode   *root,
           gboolean  *has_start,
           guint     *error_line,
           GError   **error)
{
  EgPlayer *players[2] = { NULL, NULL };
  g_autofree char *variant_text = eg_match_log_get_prop (root, "variant");
  g_autofree char *started_text = eg_match_log_get_prop (root, "started");
  g_autoptr(GDateTime) started = NULL;
  EgMatch *match;
  EgVariant variant;
  EgSide first_starter = EG_SIDE_LEFT;
  guint target;

  if (!eg_variant_from_string (variant_text, &variant) ||
      !eg_match_log_prop_uint (root, "target-score", 1000, &target) ||
      target < 1 || target > EG_MAX_TARGET_SCORE)
    {
      eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA,
                              eg_match_log_node_line (root),
                              _("The match needs a variant and a target score from 1 to 99."));
      return NULL;
    }
  if (started_text != NULL && (started = eg_match_log_parse_time (started_text)) == NULL)
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA,
                               eg_match_log_node_line (root),
                               _("“%s” is not a date and time En Garde can read."), started_text);
      return NULL;
    }

  if (!read_players (root, players, error_line, error))
    {
      g_clear_object (&players[0]);
      g_clear_object (&players[1]);
      return NULL;
    }

  for (xmlNode *node = eg_match_log_next_element (root->children); node != NULL;
       node = eg_match_log_next_element (node->next))
    if (eg_match_log_is_element (node, "round"))
      {
        if (!eg_match_log_prop_side (node, "starter", &first_starter) ||
            first_starter == EG_SIDE_NONE)
          first_starter = EG_SIDE_LEFT;
        break;
      }

  match = eg_match_new (variant, target, first_starter, players[0], players[1]);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  if (started != NULL)
    eg_match_set_started (match, started);
  *has_start = started != NULL;
  return match;
}

/* The forked-* attributes of a match played from a step of another
 * (MATCH-LOG.md): all absent for a match played from the deal. The step
 * must be one of this log's: its rounds up to it are the origin's. */
static gboolean
read_origin (EgMatch   *match,
             xmlNode   *root,
             guint     *error_line,
             GError   **error)
{
  g_autofree char *from = eg_match_log_get_prop (root, "forked-from");
  g_autofree char *round_text = eg_match_log_get_prop (root, "forked-at-round");
  g_autofree char *action_text = eg_match_log_get_prop (root, "forked-at-action");
  g_autofree char *afresh = eg_match_log_get_prop (root, "forked-afresh");
  g_autofree char *fault = NULL;
  EgMatchLogFork fork;
  EgOrigin origin = { 0 };

  fault = eg_match_log_read_fork (from, round_text, action_text, afresh, &fork);
  if (fault != NULL)
    {
      eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_RULES,
                              eg_match_log_node_line (root), fault);
      return FALSE;
    }
  if (!fork.is_fork)
    return TRUE;

  if (fork.round > eg_match_get_n_rounds (match))
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES,
                               eg_match_log_node_line (root),
                               /* Translators: %s is the value written, e.g. "12" */
                               _("forked-at-round=“%s” names a round this log does not have: a "
                                 "match is played on from a step of its own rounds."),
                               round_text);
      return FALSE;
    }
  if (fork.action > eg_match_get_round_record (match, fork.round - 1)->actions->len)
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES,
                               eg_match_log_node_line (root),
                               /* Translators: %s is the value written, e.g. "30" */
                               _("forked-at-action=“%s” counts more actions than the round it "
                                 "names has: a match is played on from a step of its own rounds."),
                               action_text);
      return FALSE;
    }
  origin.action_index = fork.action;
  origin.round_index = fork.round - 1;
  origin.dealt_afresh = fork.afresh;
  origin.log_name = from;
  eg_match_set_origin (match, &origin);
  return TRUE;
}

/* Whether round @number may come here: after a finished round, before the
 * match is won, numbered and started as the rules say. */
static gboolean
check_round_header (EgMatch   *match,
                    xmlNode   *node,
                    guint      number,
                    xmlNode   *unfinished,
                    guint     *error_line,
                    GError   **error)
{
  guint written_number;
  EgSide starter, expected;

  if (unfinished != NULL)
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES,
                               eg_match_log_node_line (unfinished),
                               _("Round %u has no result, but only the last round of a log may be unfinished."),
                               number - 1);
      return FALSE;
    }
  if (eg_match_is_over (match))
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES,
                               eg_match_log_node_line (node),
                               /* Translators: %2$s is a player's name */
                               _("Round %1$u comes after the match was already won by %2$s."),
                               number, eg_match_get_name (match, eg_match_get_winner (match)));
      return FALSE;
    }
  if (!eg_match_log_prop_uint (node, "number", G_MAXUINT - 1, &written_number) ||
      written_number != number)
    {
      g_autofree char *text = eg_match_log_get_prop (node, "number");

      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES,
                               eg_match_log_node_line (node),
                               /* Translators: %1$s is the number written in the log */
                               _("This round is numbered %1$s where round %2$u was expected: rounds are numbered 1, 2, 3… in order."),
                               text != NULL ? text : "", number);
      return FALSE;
    }

  expected = eg_score_starter (eg_match_get_score_state (match), number);
  if (!eg_match_log_prop_side (node, "starter", &starter) || starter != expected)
    {
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES,
                               eg_match_log_node_line (node),
                               /* Translators: %2$s is a player's name */
                               _("Round %1$u must be started by %2$s: the starting player alternates every round."),
                               number, eg_match_get_name (match, expected));
      return FALSE;
    }

  return TRUE;
}

/* Everything after the schema: the play, replayed by the rules. A last
 * round ended by its actions but without its result, and a won match
 * without the match result, are complete all the same (MATCH-LOG.md): the
 * rules give what is missing. */
static EgMatch *
replay_document (xmlNode  *root,
                 guint    *error_line,
                 GError  **error)
{
  gboolean has_start = FALSE;
  g_autoptr(EgMatch) match = new_match (root, &has_start, error_line, error);
  guint number = 0;
  xmlNode *unfinished = NULL;   /* the last round read, when it had no result */

  if (match == NULL)
    return NULL;

  for (xmlNode *node = eg_match_log_next_element (root->children); node != NULL;
       node = eg_match_log_next_element (node->next))
    {
      gboolean has_result;

      if (eg_match_log_is_element (node, "result"))
        {
          if (!check_match_result (match, node, error_line, error))
            return NULL;
          continue;
        }
      if (!eg_match_log_is_element (node, "round"))
        continue;

      number++;
      if (!check_round_header (match, node, number, unfinished, error_line, error) ||
          !replay_round (match, node, number, &has_result, error_line, error))
        return NULL;
      unfinished = has_result ? NULL : node;
    }

  /* Dealing gave the match a start time: a log without one keeps none. */
  if (!has_start)
    eg_match_set_started (match, NULL);

  if (!read_origin (match, root, error_line, error))
    return NULL;
  return g_steal_pointer (&match);
}

static EgMatch *
load_data (const char  *data,
           gsize        length,
           guint       *error_line,
           GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  if (error_line != NULL)
    *error_line = 0;

  doc = eg_match_log_parse (data, length, error_line, error);
  if (doc == NULL ||
      !eg_match_log_check_root (doc, error_line, error) ||
      !eg_match_log_validate (doc, error_line, error))
    return NULL;

  return replay_document (xmlDocGetRootElement (doc), error_line, error);
}

static EgMatch *
load_file (GFile                 *file,
           GCancellable          *cancellable,
           GFileProgressCallback  progress,
           gpointer               progress_data,
           guint                 *error_line,
           GError               **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gconstpointer data;
  gsize length;
  EgMatch *match;

  if (error_line != NULL)
    *error_line = 0;

  bytes = eg_match_log_read_bytes (file, cancellable, progress, progress_data, error_line, error);
  if (bytes == NULL)
    return NULL;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  data = g_bytes_get_data (bytes, &length);
  match = load_data (length > 0 ? data : "", length, error_line, error);
  if (match != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);

      eg_match_set_log_name (match, name);
    }
  return match;
}

/**
 * eg_match_log_load_file:
 *
 * Returns: (transfer full) (nullable): the match, or %NULL with @error set
 */
EgMatch *
eg_match_log_load_file (GFile         *file,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_file (file, cancellable, NULL, NULL, NULL, error);
}

EgMatch *
eg_match_log_load_file_full (GFile         *file,
                             GCancellable  *cancellable,
                             guint         *error_line,
                             GError       **error)
{
  guint line;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_file (file, cancellable, NULL, NULL, error_line != NULL ? error_line : &line, error);
}

/* Loading in a worker */

typedef struct
{
  GFile                 *file;
  GMainContext          *context;          /* the caller's, for progress */
  GFileProgressCallback  progress;
  gpointer               progress_data;
  GDestroyNotify         progress_destroy;
} LoadTask;

typedef struct
{
  LoadTask *load;
  GTask    *task;      /* keeps @load alive until the report has run */
  goffset   current;
  goffset   total;
} ProgressReport;

static void
load_task_free (LoadTask *load)
{
  g_clear_object (&load->file);
  g_clear_pointer (&load->context, g_main_context_unref);
  if (load->progress_destroy != NULL)
    load->progress_destroy (load->progress_data);
  g_free (load);
}

static gboolean
report_progress (gpointer data)
{
  ProgressReport *report = data;

  if (!g_task_had_error (report->task) &&
      !g_cancellable_is_cancelled (g_task_get_cancellable (report->task)))
    report->load->progress (report->current, report->total, report->load->progress_data);
  return G_SOURCE_REMOVE;
}

static void
progress_report_free (gpointer data)
{
  ProgressReport *report = data;

  g_object_unref (report->task);
  g_free (report);
}

/* Runs in the worker: passes the figures to the caller's main context. */
static void
progress_in_worker (goffset  current,
                    goffset  total,
                    gpointer data)
{
  GTask *task = data;
  ProgressReport *report = g_new0 (ProgressReport, 1);

  report->load = g_task_get_task_data (task);
  report->task = g_object_ref (task);
  report->current = current;
  report->total = total;
  g_main_context_invoke_full (report->load->context, G_PRIORITY_DEFAULT, report_progress,
                              report, progress_report_free);
}

static void
load_in_worker (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  LoadTask *load = task_data;
  GError *error = NULL;
  EgMatch *match;

  match = load_file (load->file, cancellable,
                     load->progress != NULL ? progress_in_worker : NULL, task,
                     NULL, &error);
  if (match == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, match, g_object_unref);
}

/**
 * eg_match_log_load_async:
 * @progress_callback: (nullable) (scope notified): called in the thread
 *   default main context of the caller with the bytes read so far and the
 *   file's size, while a large file is read
 *
 * Reads and checks @file as eg_match_log_load_file() does, in a worker
 * thread: the caller's main loop never waits on the file. @file is the
 * source object @callback receives.
 */
void
eg_match_log_load_async (GFile                 *file,
                         GCancellable          *cancellable,
                         GFileProgressCallback  progress_callback,
                         gpointer               progress_data,
                         GDestroyNotify         progress_destroy,
                         GAsyncReadyCallback    callback,
                         gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  LoadTask *load;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  load = g_new0 (LoadTask, 1);
  load->file = g_object_ref (file);
  load->context = g_main_context_ref_thread_default ();
  load->progress = progress_callback;
  load->progress_data = progress_data;
  load->progress_destroy = progress_destroy;

  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, eg_match_log_load_async);
  g_task_set_task_data (task, load, (GDestroyNotify) load_task_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, load_in_worker);
}

/**
 * eg_match_log_load_finish:
 *
 * Returns: (transfer full) (nullable): the match, or %NULL with @error set
 *   (%G_IO_ERROR_CANCELLED when cancelled)
 */
EgMatch *
eg_match_log_load_finish (GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == eg_match_log_load_async, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
