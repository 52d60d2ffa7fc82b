/* eg-cli-engine.c — en-garde-cli engine: a match against a computer level
 * over a line protocol on standard input and output
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-analysis.h"
#include "eg-cli.h"
#include "eg-knowledge.h"
#include "eg-match.h"

/* Raised when a message changes incompatibly. */
#define PROTOCOL_VERSION 1

/* Longer input lines are refused whole. */
#define MAX_LINE 256

typedef struct
{
  EgMatch   *match;
  EgSide     external;
  EgAiLevel  level;
  guint      budget_ms;  /* master's thinking time */
  EgRng      rng;
} Engine;

static void send_line (const char *format,
                       ...) G_GNUC_PRINTF (1, 2);

/* One message, one line, sent at once (g_print flushes in en-garde-cli). */
static void
send_line (const char *format,
           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_print ("%s\n", message);
}

/* An action without its side, in the vocabulary of match logs. */
static char *
format_action (const EgAction *action)
{
  const char *type = eg_action_type_to_string (action->type);

  switch (action->type)
    {
    case EG_ACTION_MOVE:
      return g_strdup_printf ("%s %u %s", type, action->card,
                              eg_direction_to_string (action->direction));
    case EG_ACTION_ATTACK:
    case EG_ACTION_PARRY:
      return g_strdup_printf ("%s %u %u", type, action->value, action->count);
    case EG_ACTION_INDIRECT_ATTACK:
      return g_strdup_printf ("%s %u %u %u", type, action->card, action->value, action->count);
    case EG_ACTION_RETREAT:
      return g_strdup_printf ("%s %u", type, action->card);
    default:
      g_return_val_if_reached (g_strdup (""));
    }
}

static gboolean
parse_number (const char *token,
              guint      *number)
{
  if (token == NULL || token[0] < '1' || token[0] > '0' + EG_N_VALUES || token[1] != '\0')
    return FALSE;
  *number = (guint) (token[0] - '0');
  return TRUE;
}

/* Reads "move 3 forward", "attack 4 2", "indirect-attack 2 4 1",
 * "parry 4 2" or "retreat 3" for @side, from @line's words. */
static gboolean
parse_action (const char  *line,
              EgSide       side,
              EgAction    *action,
              char       **problem)
{
  g_auto(GStrv) tokens = g_strsplit (line, " ", -1);
  const char *words[5] = { NULL };
  guint n = 0, a = 0, b = 0, c = 0;
  EgActionType type;
  EgDirection direction;

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      if (n == G_N_ELEMENTS (words))
        {
          *problem = g_strdup (_("too many words for an action"));
          return FALSE;
        }
      words[n++] = tokens[i];
    }

  if (!eg_action_type_from_string (words[0], &type))
    {
      /* Translators: %s is what the external player wrote; keep the
       * action names in English, they are the protocol's words */
      *problem = g_strdup_printf (_("unknown action “%s”: use move, attack, indirect-attack, parry or retreat"),
                                  words[0]);
      return FALSE;
    }

  switch (type)
    {
    case EG_ACTION_MOVE:
      if (n == 3 && parse_number (words[1], &a) && eg_direction_from_string (words[2], &direction))
        {
          *action = eg_action_move (side, a, direction);
          return TRUE;
        }
      *problem = g_strdup (_("a move is written “move CARD forward” or “move CARD backward”"));
      return FALSE;

    case EG_ACTION_ATTACK:
      if (n == 3 && parse_number (words[1], &a) && parse_number (words[2], &b))
        {
          *action = eg_action_attack (side, a, b);
          return TRUE;
        }
      *problem = g_strdup (_("an attack is written “attack VALUE COUNT”"));
      return FALSE;

    case EG_ACTION_INDIRECT_ATTACK:
      if (n == 4 && parse_number (words[1], &a) && parse_number (words[2], &b) &&
          parse_number (words[3], &c))
        {
          *action = eg_action_indirect_attack (side, a, b, c);
          return TRUE;
        }
      *problem = g_strdup (_("an indirect attack is written “indirect-attack CARD VALUE COUNT”"));
      return FALSE;

    case EG_ACTION_PARRY:
      if (n == 3 && parse_number (words[1], &a) && parse_number (words[2], &b))
        {
          *action = eg_action_parry (side, a, b);
          return TRUE;
        }
      *problem = g_strdup (_("a parry is written “parry VALUE COUNT”"));
      return FALSE;

    case EG_ACTION_RETREAT:
    default:
      if (n == 2 && parse_number (words[1], &a))
        {
          *action = eg_action_retreat (side, a);
          return TRUE;
        }
      *problem = g_strdup (_("a retreat is written “retreat CARD”"));
      return FALSE;
    }
}

/* Whether @line is words separated by single spaces, the only shape a
 * request has: nothing is ignored, so that a player never waits for an
 * answer to a line the engine skipped. */
static gboolean
check_spacing (const char  *line,
               char       **problem)
{
  gsize length = strlen (line);

  if (length == 0)
    *problem = g_strdup (_("the line is empty: answer with an action or quit"));
  else if (strspn (line, " \t\r") == length)
    *problem = g_strdup (_("the line holds only white space: answer with an action or quit"));
  else if (strpbrk (line, "\t\r") != NULL || line[0] == ' ' || line[length - 1] == ' ' ||
           strstr (line, "  ") != NULL)
    *problem = g_strdup (_("words are separated by one space each: no tab, no carriage "
                           "return, no space at the start or the end of the line"));
  else
    return TRUE;
  return FALSE;
}

typedef enum
{
  REQUEST_ACTION,
  REQUEST_QUIT,
  REQUEST_HINT,
  REQUEST_INVALID,
} Request;

/* What the external player asks in @line: quit, or an action for @side
 * (in @action); REQUEST_INVALID with @problem set for anything else. */
static Request
parse_request (const char  *line,
               EgSide       side,
               EgAction    *action,
               char       **problem)
{
  if (!check_spacing (line, problem))
    return REQUEST_INVALID;
  if (g_str_equal (line, "quit"))
    return REQUEST_QUIT;
  if (g_str_equal (line, "hint"))
    return REQUEST_HINT;
  return parse_action (line, side, action, problem) ? REQUEST_ACTION : REQUEST_INVALID;
}

static void
send_state (Engine *engine)
{
  g_autoptr(GString) hand = g_string_new (NULL);
  g_autofree char *pending = NULL;
  EgView view;

  eg_knowledge_get_live_view (engine->match, engine->external, &view);

  for (guint v = 1; v <= EG_N_VALUES; v++)
    for (guint i = 0; i < view.hand[v]; i++)
      g_string_append_c (hand, (char) ('0' + v));
  if (hand->len == 0)
    g_string_append_c (hand, '-');

  pending = view.phase == EG_PHASE_DEFEND ? format_action (&view.pending) : g_strdup ("none");

  send_line ("state round %u score %u %u to-act %s phase %s left %u right %u distance %u "
             "pile %u hand %s opponent-hand %u discard %u,%u,%u,%u,%u pending %s",
             eg_match_get_round_number (engine->match),
             eg_match_get_score (engine->match, EG_SIDE_LEFT),
             eg_match_get_score (engine->match, EG_SIDE_RIGHT),
             eg_side_to_string (view.to_act),
             view.phase == EG_PHASE_DEFEND ? "defend" : "act",
             view.pos[EG_SIDE_LEFT], view.pos[EG_SIDE_RIGHT],
             (guint) view.pos[EG_SIDE_RIGHT] - view.pos[EG_SIDE_LEFT],
             view.pile_count, hand->str, view.opponent_hand_size,
             view.discard[1], view.discard[2], view.discard[3], view.discard[4], view.discard[5],
             pending);
}

static void
send_legal (Engine *engine)
{
  EgAction actions[EG_MAX_ACTIONS];
  guint n = eg_match_get_legal_actions (engine->match, actions);
  g_autoptr(GString) line = g_string_new ("legal ");

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = format_action (&actions[i]);

      if (i > 0)
        g_string_append_c (line, ';');
      g_string_append (line, text);
    }
  send_line ("%s", line->str);
}

typedef enum
{
  LINE_TEXT,
  LINE_TOO_LONG,
  LINE_NOT_TEXT,
  LINE_EOF,
} LineStatus;

/* Reads one line, without its newline, into @buffer. A line longer than
 * MAX_LINE bytes, or holding NUL bytes, control characters or anything
 * that is not UTF-8, is consumed whole and refused: nothing of it is ever
 * taken for a message of its own. */
static LineStatus
read_line (FILE *input,
           char  buffer[MAX_LINE + 1])
{
  gsize length = 0;
  gboolean too_long = FALSE;
  gboolean not_text = FALSE;
  int ch;

  while ((ch = fgetc (input)) != EOF && ch != '\n')
    {
      if (ch == '\0' || (ch < 0x20 && ch != '\t' && ch != '\r') || ch == 0x7f)
        not_text = TRUE;
      if (length < MAX_LINE)
        buffer[length++] = (char) ch;
      else
        too_long = TRUE;
    }
  buffer[length] = '\0';

  if (ch == EOF && length == 0)
    return LINE_EOF;
  if (too_long)
    return LINE_TOO_LONG;
  if (not_text || !g_utf8_validate (buffer, (gssize) length, NULL))
    return LINE_NOT_TEXT;
  return LINE_TEXT;
}

/* The analysis' best action for the external player and why, from that
 * player's view alone: "hint ACTION", then "reason TEXT". */
static void
send_hint (Engine *engine)
{
  guint64 seed = eg_rng_next (&engine->rng) | ((guint64) eg_rng_next (&engine->rng) << 32);
  const char *opponent = eg_match_get_name (engine->match, EG_OPPONENT (engine->external));
  g_autofree char *action = NULL;
  g_autofree char *reason = NULL;
  EgReasons reasons;
  EgView view;

  eg_knowledge_get_live_view (engine->match, engine->external, &view);
  if (!eg_analysis_hint (&view, seed, NULL, &reasons))
    g_assert_not_reached ();
  action = format_action (&reasons.action);
  reason = eg_describe_reasons (&reasons, opponent);
  send_line ("hint %s", action);
  send_line ("reason %s", reason);
}

typedef enum
{
  READ_ACTION,
  READ_QUIT,
  READ_EOF,
  READ_OUTPUT_FAILED,
} ReadResult;

/* Prompts the external player until a legal action comes, and plays it.
 * Nobody is waited on who cannot read the prompt. */
static ReadResult
read_action (Engine   *engine,
             EgAction *action)
{
  char buffer[MAX_LINE + 1];
  LineStatus status;

  send_state (engine);
  send_legal (engine);
  send_line ("yourturn");

  while (!eg_cli_output_failed () && (status = read_line (stdin, buffer)) != LINE_EOF)
    {
      g_autofree char *problem = NULL;
      g_autoptr(GError) error = NULL;

      if (status != LINE_TEXT)
        problem = g_strdup (status == LINE_TOO_LONG ? _("the line is too long")
                                                    : _("the line is not text"));
      else
        switch (parse_request (buffer, engine->external, action, &problem))
          {
          case REQUEST_QUIT:
            return READ_QUIT;
          case REQUEST_HINT:
            send_hint (engine);
            send_line ("yourturn");
            continue;
          case REQUEST_ACTION:
            if (eg_match_apply (engine->match, action, &error))
              return READ_ACTION;
            send_line ("error illegal %s", error->message);
            send_line ("yourturn");
            continue;
          case REQUEST_INVALID:
          default:
            break;
          }

      send_line ("error syntax %s", problem);
      send_line ("yourturn");
    }

  return eg_cli_output_failed () ? READ_OUTPUT_FAILED : READ_EOF;
}

static void
send_action (const EgAction *action)
{
  g_autofree char *text = format_action (action);

  send_line ("action %s %s", eg_side_to_string (action->side), text);
}

static int
run (Engine *engine)
{
  EgMatch *match = engine->match;

  send_line ("engarde %d", PROTOCOL_VERSION);
  send_line ("match variant %s target %u you %s computer %s",
             eg_variant_to_string (eg_match_get_variant (match)),
             eg_match_get_target_score (match),
             eg_side_to_string (engine->external),
             eg_ai_level_to_string (engine->level));

  while (!eg_match_is_over (match))
    {
      const EgRound *round;

      if (!eg_match_begin_round (match, NULL, NULL))
        g_assert_not_reached ();
      round = eg_match_get_round_state (match);
      send_line ("round %u starter %s", eg_match_get_round_number (match),
                 eg_side_to_string (round->starter));

      while (eg_match_is_round_in_progress (match))
        {
          EgSide side = eg_match_get_side_to_act (match);
          EgAction action;

          if (side == engine->external)
            {
              switch (read_action (engine, &action))
                {
                case READ_QUIT:
                  send_line ("bye");
                  return EG_CLI_EXIT_OK;
                case READ_EOF:
                  g_printerr (_("en-garde-cli: the input ended before the match did\n"));
                  return EG_CLI_EXIT_FAILURE;
                case READ_OUTPUT_FAILED:
                  /* en-garde-cli says why as it exits */
                  return EG_CLI_EXIT_USAGE;
                case READ_ACTION:
                default:
                  break;
                }
            }
          else
            {
              guint64 seed = eg_rng_next (&engine->rng) | ((guint64) eg_rng_next (&engine->rng) << 32);
              g_autoptr(GError) error = NULL;
              EgView view;

              eg_knowledge_get_live_view (match, side, &view);
              if (!eg_ai_choose_budget (engine->level, &view, seed, engine->budget_ms, NULL, &action))
                g_assert_not_reached ();
              if (!eg_match_apply (match, &action, &error))
                g_error ("computer player chose an illegal action: %s", error->message);
            }
          send_action (&action);
        }

      round = eg_match_get_round_state (match);
      send_line ("round-over winner %s reason %s score %u %u",
                 eg_side_to_string (round->winner), eg_reason_to_string (round->reason),
                 eg_match_get_score (match, EG_SIDE_LEFT),
                 eg_match_get_score (match, EG_SIDE_RIGHT));
    }

  send_line ("match-over winner %s score %u %u",
             eg_side_to_string (eg_match_get_winner (match)),
             eg_match_get_score (match, EG_SIDE_LEFT),
             eg_match_get_score (match, EG_SIDE_RIGHT));
  return EG_CLI_EXIT_OK;
}

int
eg_cli_engine (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *side_name = NULL;   /* GOption does not free defaults it replaces */
  g_autofree char *level_name = NULL;
  g_autofree char *variant_name = NULL;
  g_autoptr(EgPlayer) left = NULL;
  g_autoptr(EgPlayer) right = NULL;
  g_autoptr(EgMatch) match = NULL;
  int target = EG_DEFAULT_TARGET_SCORE;
  gint64 budget_ms = EG_AI_MASTER_BUDGET_MS;
  g_autofree char *seed_text = NULL;
  guint64 seed;
  EgVariant variant;
  Engine engine;
  GOptionEntry entries[] = {
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_name, N_("The external player’s side: left (default) or right"), N_("SIDE") },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_name, N_("random, easy, medium, hard (default), master, heuristic"), N_("LEVEL") },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT64, &budget_ms, N_("Master’s time per action in ms, ≤ 2000 (default 1000)"), "MS" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Random seed: any whole number (default: the clock)"), "S" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_name, N_("Rules: advanced (default) or classic"), N_("VARIANT") },
    { "target", 0, 0, G_OPTION_ARG_INT, &target, N_("Points needed to win the match (default 5)"), "N" },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    /* Translators: keep each line within 79 columns */
    _("Play one match against a computer level over a line protocol\n"
      "on standard input and output."));
  g_option_context_set_description (context,
    /* Translators: the protocol's words (engarde, match, round, state,
     * legal, yourturn, action, error, round-over, match-over, bye, quit,
     * hint, reason and the action names) stay in English */
    _("The protocol, version 1: one message per line, words separated by spaces.\n"
      "\n"
      "The engine writes:\n"
      "  engarde 1                   first line: the protocol version\n"
      "  match variant V target N you SIDE computer LEVEL\n"
      "  round N starter SIDE        a round is dealt\n"
      "  state round N score L R to-act SIDE phase act|defend left POS right POS\n"
      "        distance D pile P hand CARDS opponent-hand N discard A,B,C,D,E\n"
      "        pending none|ACTION\n"
      "                              one line, before each yourturn: what you\n"
      "                              may see. CARDS are your cards as digits\n"
      "                              (12245, or - for none), discard counts the\n"
      "                              cards played so far of each value 1 to 5,\n"
      "                              pending is the attack you must answer\n"
      "  legal ACTION;ACTION;…       every action you may play now\n"
      "  yourturn                    waits for your action\n"
      "  action SIDE ACTION          an action played, yours or the computer’s\n"
      "  error syntax|illegal TEXT   your line was refused; yourturn follows\n"
      "  round-over winner SIDE|none reason REASON score L R\n"
      "  match-over winner SIDE score L R\n"
      "  bye                         after quit\n"
      "  hint ACTION                 after hint: the best action for you,\n"
      "  reason TEXT                 and why, from your view; yourturn follows\n"
      "\n"
      "You answer each yourturn with one action, in the words of match logs:\n"
      "  move CARD forward|backward   attack VALUE COUNT   parry VALUE COUNT\n"
      "  indirect-attack CARD VALUE COUNT   retreat CARD\n"
      "or with quit, or ask with hint; words separated by single spaces. Any\n"
      "other line is answered with error syntax and another yourturn, nothing\n"
      "is skipped: an empty line, one of white space, a tab, a carriage return,\n"
      "a space at the start or the end, two spaces in a row.\n"
      "REASON is hit, no-legal-action, cards, advancement or draw. The exit\n"
      "status is 0 when the match ends or after quit, 1 if the input ends first,\n"
      "2 if the output cannot be written."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!eg_cli_parse (context, &argc, &argv))
    return EG_CLI_EXIT_USAGE;

  if (side_name == NULL)
    side_name = g_strdup ("left");
  if (level_name == NULL)
    level_name = g_strdup ("hard");
  if (variant_name == NULL)
    variant_name = g_strdup ("advanced");

  if (!eg_side_from_string (side_name, &engine.external) || engine.external == EG_SIDE_NONE)
    {
      eg_cli_usage_error (_("unknown side “%s”: use left or right"), side_name);
      return EG_CLI_EXIT_USAGE;
    }
  if (!eg_ai_level_from_string (level_name, &engine.level))
    {
      eg_cli_usage_error (_("unknown computer level “%s”"), level_name);
      return EG_CLI_EXIT_USAGE;
    }
  if (!eg_variant_from_string (variant_name, &variant))
    {
      eg_cli_usage_error (_("unknown variant “%s”: use advanced or classic"), variant_name);
      return EG_CLI_EXIT_USAGE;
    }
  if (target < 1 || target > EG_MAX_TARGET_SCORE)
    {
      eg_cli_usage_error (_("--target needs a number from 1 to %d"), EG_MAX_TARGET_SCORE);
      return EG_CLI_EXIT_USAGE;
    }
  if (budget_ms < 1 || budget_ms > EG_AI_MASTER_MAX_BUDGET_MS)
    {
      eg_cli_usage_error (_("--budget-ms needs a number from 1 to %d"), EG_AI_MASTER_MAX_BUDGET_MS);
      return EG_CLI_EXIT_USAGE;
    }
  engine.budget_ms = (guint) budget_ms;
  if (!eg_cli_parse_seed (seed_text, &seed))
    return EG_CLI_EXIT_USAGE;

  eg_rng_init (&engine.rng, seed);

  left = eg_player_new ("left",
                        engine.external == EG_SIDE_LEFT ? EG_PLAYER_HUMAN : EG_PLAYER_COMPUTER,
                        engine.external == EG_SIDE_LEFT ? NULL : level_name);
  right = eg_player_new ("right",
                         engine.external == EG_SIDE_RIGHT ? EG_PLAYER_HUMAN : EG_PLAYER_COMPUTER,
                         engine.external == EG_SIDE_RIGHT ? NULL : level_name);
  match = eg_match_new (variant, target, EG_SIDE_LEFT, left, right);
  eg_match_set_seed (match, eg_rng_next (&engine.rng) | ((guint64) eg_rng_next (&engine.rng) << 32));
  engine.match = match;

  return run (&engine);
}
