/* test-match-log.c — reading, checking and writing match logs
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "eg-describe.h"
#include "eg-match-index.h"
#include "eg-match-log.h"
#include "eg-test-logs.h"
#include "eg-test-utils.h"

static char *
read_data_file (const char *first,
                ...)
{
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  char *contents = NULL;
  const char *part;
  va_list args;

  g_ptr_array_add (parts, (gpointer) g_test_get_dir (G_TEST_DIST));
  g_ptr_array_add (parts, (gpointer) "data");
  va_start (args, first);
  for (part = first; part != NULL; part = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);

  path = g_build_filenamev ((char **) parts->pdata);
  g_file_get_contents (path, &contents, NULL, NULL);
  g_assert_nonnull (contents);
  return contents;
}

/* The line (from 1) of the first occurrence of @needle. */
static guint
line_of (const char *text,
         const char *needle)
{
  return eg_test_line_at (text, strstr (text, needle));
}

static void
assert_round_trip (EgMatch *match)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again_text = NULL;
  g_autoptr(EgMatch) again = NULL;
  gsize length;

  text = eg_match_log_to_string (match, &length);
  g_assert_cmpuint (length, ==, strlen (text));
  again = eg_test_load_log (text, length, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);
  eg_test_assert_same_match (match, again);

  /* Written once more, the text is the same, byte for byte. */
  again_text = eg_match_log_to_string (again, NULL);
  g_assert_cmpstr (text, ==, again_text);
}

/* Examples: they load, replay to their recorded results, round-trip */

static void
test_example (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(EgTestRound) example = eg_test_read_example (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = NULL;
  const EgRoundRecord *record;

  match = eg_match_log_load_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);

  g_assert_cmpint (eg_match_get_variant (match), ==, example->variant);
  g_assert_cmpuint (eg_match_get_n_rounds (match), ==, 1);
  record = eg_match_get_round_record (match, 0);
  g_assert_cmpmem (record->deck, EG_DECK_SIZE, example->deck, EG_DECK_SIZE);
  g_assert_cmpint (record->starter, ==, example->starter);
  g_assert_cmpuint (record->actions->len, ==, example->actions->len);
  for (guint i = 0; i < record->actions->len; i++)
    g_assert_true (eg_action_equal (&g_array_index (record->actions, EgAction, i),
                                    &g_array_index (example->actions, EgAction, i)));
  g_assert_true (example->has_result);
  g_assert_cmpint (record->winner, ==, example->winner);
  g_assert_cmpint (record->reason, ==, example->reason);

  /* One round of a match to 5: unfinished, no start time recorded */
  g_assert_false (eg_match_is_over (match));
  g_assert_null (eg_match_get_started (match));
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_LEFT), ==, "Ada");

  assert_round_trip (match);
}

/* The invalid examples: each refused with its line and its own message */

typedef struct
{
  const char      *file;
  EgMatchLogError  code;
  guint            line;
  const char      *message;
} Refusal;

static const Refusal invalid_examples[] = {
  { "deck-not-five-of-each.engarde", EG_MATCH_LOG_ERROR_RULES, 7,
    "The deck of round 1 does not hold five cards of each value: it has 4 cards of value 4, 6 cards of value 5." },
  { "entity-bomb.engarde", EG_MATCH_LOG_ERROR_UNSAFE, 3, "declares a document type (DOCTYPE)" },
  { "external-entity.engarde", EG_MATCH_LOG_ERROR_UNSAFE, 3, "cannot read other files" },
  { "future-format.engarde", EG_MATCH_LOG_ERROR_FUTURE_FORMAT, 3,
    "written by a newer version of En Garde (log format 2)" },
  { "move-onto-or-past-opponent.engarde", EG_MATCH_LOG_ERROR_RULES, 16,
    "Ada cannot move 4 forward: that passes Bob." },
  { "result-disagrees.engarde", EG_MATCH_LOG_ERROR_RULES, 21,
    "The recorded result (Bob wins on cards) does not follow from the play: "
    "Ada cannot parry: Bob wins the round." },
  { "retreat-after-direct-attack.engarde", EG_MATCH_LOG_ERROR_RULES, 17,
    "Bob cannot retreat from a direct attack: only parrying answers it." },
  { "truncated.engarde", EG_MATCH_LOG_ERROR_MALFORMED, 11,
    "The file ends in the middle of the match: it is incomplete or damaged." },
  { "wrong-namespace.engarde", EG_MATCH_LOG_ERROR_NOT_A_LOG, 3,
    "This is not an En Garde match log: its namespace is “urn:example:other”" },
};

static void
test_invalid_example (gconstpointer data)
{
  const Refusal *refusal = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "invalid", refusal->file, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *prefix = g_strdup_printf ("line %u: ", refusal->line);
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = NULL;
  guint line = 0;

  match = eg_match_log_load_file_full (file, NULL, &line, &error);
  g_assert_null (match);
  g_assert_error (error, EG_MATCH_LOG_ERROR, (gint) refusal->code);
  g_assert_cmpuint (line, ==, refusal->line);
  g_assert_nonnull (strstr (error->message, refusal->message));
  g_assert_false (g_str_has_prefix (error->message, "line "));
  g_clear_error (&error);

  /* Without a line out-argument, the message starts with the line. */
  match = eg_match_log_load_file (file, NULL, &error);
  g_assert_null (match);
  g_assert_error (error, EG_MATCH_LOG_ERROR, (gint) refusal->code);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_nonnull (strstr (error->message, refusal->message));
}

/* Every invalid example is covered by the table above. */
static void
test_invalid_all_covered (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "invalid", NULL);
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (invalid_examples); i++)
        found |= g_str_equal (invalid_examples[i].file, name);
      if (!found)
        g_error ("invalid example %s has no expected message", name);
      n++;
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (invalid_examples));

  /* … and no two share a message */
  for (guint i = 0; i < G_N_ELEMENTS (invalid_examples); i++)
    for (guint j = i + 1; j < G_N_ELEMENTS (invalid_examples); j++)
      g_assert_cmpstr (invalid_examples[i].message, !=, invalid_examples[j].message);
}

/* Faults made from valid logs: each with its line and message */

typedef struct
{
  const char      *name;
  const char      *base;      /* an example, or NULL for a random match */
  const char      *old;       /* replaced … */
  const char      *new;       /* … by this */
  const char      *mark;      /* the error is on the line of this text, after the change */
  EgMatchLogError  code;
  const char      *message;
} Fault;

static const Fault faults[] = {
  { "wrong-side", "parry-then-continue.engarde",
    "<move side=\"left\" card=\"5\"", "<move side=\"right\" card=\"5\"", "<move side=\"right\" card=\"5\"",
    EG_MATCH_LOG_ERROR_RULES, "Bob cannot play now: it is Ada’s turn." },
  { "must-defend", "parry-then-continue.engarde",
    "<retreat side=\"right\" card=\"3\"/>", "<move side=\"right\" card=\"3\" direction=\"forward\"/>",
    "<move side=\"right\" card=\"3\"",
    EG_MATCH_LOG_ERROR_RULES, "Bob must first answer Ada’s attack by parrying or retreating." },
  { "must-parry-direct", "classic-round.engarde",
    "<parry side=\"left\" value=\"3\" count=\"1\"/>", "<move side=\"left\" card=\"2\" direction=\"forward\"/>",
    "<move side=\"left\" card=\"2\" direction=\"forward\"/>\n    <move side=\"left\" card=\"2\"",
    EG_MATCH_LOG_ERROR_RULES, "Ada must first answer Bob’s attack by parrying." },
  { "nothing-to-answer", "parry-then-continue.engarde",
    "<move side=\"left\" card=\"5\" direction=\"forward\"/>", "<parry side=\"left\" value=\"4\" count=\"1\"/>",
    "<parry side=\"left\" value=\"4\"",
    EG_MATCH_LOG_ERROR_RULES, "Ada cannot parry or retreat: Bob has not attacked." },
  { "cards-not-held", "parry-then-continue.engarde",
    "<move side=\"left\" card=\"5\"", "<move side=\"left\" card=\"3\"", "<move side=\"left\" card=\"3\"",
    EG_MATCH_LOG_ERROR_RULES, "Ada does not hold the cards played." },
  { "off-track", "parry-then-continue.engarde",
    "card=\"5\" direction=\"forward\"", "card=\"5\" direction=\"backward\"", "direction=\"backward\"",
    EG_MATCH_LOG_ERROR_RULES, "Ada cannot move 5 back: that leaves the track." },
  { "not-distance", "parry-then-continue.engarde",
    "<move side=\"left\" card=\"5\" direction=\"forward\"/>", "<attack side=\"left\" value=\"4\" count=\"1\"/>",
    "<attack side=\"left\" value=\"4\"",
    EG_MATCH_LOG_ERROR_RULES, "Ada cannot attack with a 4: the distance is 22." },
  { "classic-indirect", "parry-then-continue.engarde",
    "variant=\"advanced\"", "variant=\"classic\"", "<indirect-attack",
    EG_MATCH_LOG_ERROR_RULES, "Indirect attacks and retreats are not part of the classic rules." },
  { "parry-mismatch", "classic-round.engarde",
    "<parry side=\"left\" value=\"1\" count=\"2\"/>", "<parry side=\"left\" value=\"1\" count=\"1\"/>",
    "<parry side=\"left\" value=\"1\"",
    EG_MATCH_LOG_ERROR_RULES, "Ada must parry with exactly two 1s." },
  { "action-after-round", "classic-round.engarde",
    "    <result", "    <move side=\"right\" card=\"1\" direction=\"forward\"/>\n    <result", "<move side=\"right\" card=\"1\"",
    EG_MATCH_LOG_ERROR_RULES, "The round is already over: nobody can play in it any more." },
  { "result-too-early", "classic-round.engarde",
    "    <move side=\"left\" card=\"4\" direction=\"backward\"/>\n", "", "<result",
    EG_MATCH_LOG_ERROR_RULES, "The log ends round 1 here, but the round is not over: it is still Ada’s turn." },
  { "draw-with-winner", "draw.engarde",
    "<result winner=\"none\" reason=\"draw\"/>", "<result winner=\"left\" reason=\"draw\"/>", "<result",
    EG_MATCH_LOG_ERROR_RULES, "A round is a draw exactly when it has no winner" },
  { "wrong-reason", "draw.engarde",
    "<result winner=\"none\" reason=\"draw\"/>", "<result winner=\"left\" reason=\"advancement\"/>", "<result",
    EG_MATCH_LOG_ERROR_RULES,
    "The recorded result (Ada wins on advancement) does not follow from the play: "
    "Draw pile empty, equal cards, equal advancement: the round is a draw." },
  { "deck-too-short", "classic-round.engarde",
    "<deck>3 4 3 3 5 ", "<deck>3 4 3 3 ", "<deck>",
    EG_MATCH_LOG_ERROR_RULES, "The deck of round 1 lists 24 cards; a deck has 25, five of each value." },
  { "match-result-early", "classic-round.engarde",
    "</match>", "  <result winner=\"left\" left-score=\"1\" right-score=\"0\"/>\n</match>", "left-score",
    EG_MATCH_LOG_ERROR_RULES,
    "The log ends the match here, but nobody has reached 5 points: the score is 1–0." },
  { "first-round-number", "classic-round.engarde",
    "number=\"1\"", "number=\"2\"", "number=\"2\"",
    EG_MATCH_LOG_ERROR_RULES,
    "This round is numbered 2 where round 1 was expected: rounds are numbered 1, 2, 3… in order." },
  { "schema-attribute", "classic-round.engarde",
    "direction=\"backward\"", "direction=\"sideways\"", "sideways",
    EG_MATCH_LOG_ERROR_SCHEMA, "direction=“sideways” on <move> is not allowed: it must be forward or backward." },
  { "unknown-level", "classic-round.engarde",
    "name=\"Bob\" type=\"human\"", "name=\"Bob\" type=\"computer\" level=\"grandmaster\"", "grandmaster",
    EG_MATCH_LOG_ERROR_SCHEMA, "level=“grandmaster” on <player> is not allowed: it must be random, easy, medium, hard or master." },
  { "undeclared-entity", "classic-round.engarde",
    "name=\"Ada\"", "name=\"&ada;\"", "&ada;",
    EG_MATCH_LOG_ERROR_UNSAFE, "The file refers to an entity; match logs never do, so it is refused." },
  { "external-dtd", "classic-round.engarde",
    "<match ", "<!DOCTYPE match SYSTEM \"file:///etc/passwd\">\n<match ", "<!DOCTYPE",
    EG_MATCH_LOG_ERROR_UNSAFE, "declares a document type (DOCTYPE)" },
  { "no-namespace", "classic-round.engarde",
    " xmlns=\"urn:engarde:match:1\"", "", "<match",
    EG_MATCH_LOG_ERROR_NOT_A_LOG, "This is not an En Garde match log." },
  { "trailing", "classic-round.engarde",
    "</match>\n", "</match>\n<match/>\n", "<match/>",
    EG_MATCH_LOG_ERROR_MALFORMED, "There is more after the end of the match: the file is damaged." },
  { "bad-date", "classic-round.engarde",
    "<move side=\"right\" card=\"4\" direction=\"forward\"/>",
    "<move side=\"right\" card=\"4\" direction=\"forward\" at=\"yesterday\"/>", "yesterday",
    EG_MATCH_LOG_ERROR_SCHEMA, "at=“yesterday” on <move> is not allowed: it must be a date and time such as 2026-11-22T10:15:00Z." },
  { "unknown-attribute", "classic-round.engarde",
    "<attack side=\"right\" value=\"3\" count=\"1\"/>", "<attack side=\"right\" value=\"3\" count=\"1\" force=\"9\"/>", "force",
    EG_MATCH_LOG_ERROR_SCHEMA, "<attack> has an attribute “force” that match logs do not have." },
  { "missing-attribute", "classic-round.engarde",
    "<attack side=\"right\" value=\"3\" count=\"1\"/>", "<attack side=\"right\" value=\"3\"/>", "<attack side=\"right\" value=\"3\"/>",
    EG_MATCH_LOG_ERROR_SCHEMA, "<attack> lacks its attribute “count”." },
  { "unknown-element", "classic-round.engarde",
    "<attack side=\"right\" value=\"3\" count=\"1\"/>", "<lunge side=\"right\"/>", "<lunge",
    EG_MATCH_LOG_ERROR_SCHEMA, "<lunge> does not belong here in a match log." },
  { "deck-letters", "classic-round.engarde",
    "<deck>3 4 3 3 5 ", "<deck>3 4 X 3 5 ", "<deck>",
    EG_MATCH_LOG_ERROR_SCHEMA, "A deck lists card values from 1 to 5 separated by spaces, and nothing else." },
  { "schema-order", "classic-round.engarde",
    "    <deck>3 4 3 3 5 1 3 2 5 2 4 3 5 2 4 4 1 2 1 1 1 4 2 5 5</deck>\n", "", "<round",
    EG_MATCH_LOG_ERROR_SCHEMA, "A round must begin with its deck." },
  { "player-after-round", "classic-round.engarde",
    "  <player side=\"left\" name=\"Ada\" type=\"human\"/>\n", "", "<match",
    EG_MATCH_LOG_ERROR_SCHEMA, "A match log needs exactly one player on each side." },
  { "result-before-actions", "classic-round.engarde",
    "    <move side=\"right\" card=\"4\" direction=\"forward\"/>\n",
    "    <result winner=\"left\" reason=\"cards\"/>\n    <move side=\"right\" card=\"4\" direction=\"forward\"/>\n",
    "<move",
    EG_MATCH_LOG_ERROR_SCHEMA, "The round has already ended with its result: nothing may follow it." },
  { "action-after-result", "classic-round.engarde",
    "    <result winner=\"left\" reason=\"cards\"/>\n",
    "    <result winner=\"left\" reason=\"cards\"/>\n    <move side=\"right\" card=\"1\" direction=\"forward\"/>\n",
    "<move side=\"right\" card=\"1\"",
    EG_MATCH_LOG_ERROR_SCHEMA, "The round has already ended with its result: nothing may follow it." },
  { "second-deck", "classic-round.engarde",
    "    <move side=\"left\" card=\"2\" direction=\"forward\"/>\n",
    "    <deck>3 4 3 3 5 1 3 2 5 2 4 3 5 2 4 4 1 2 1 1 1 4 2 5 5</deck>\n",
    "<deck>3 4 3 3 5 1 3 2 5 2 4 3 5 2 4 4 1 2 1 1 1 4 2 5 5</deck>\n    <move side=\"right\" card=\"3\"",
    EG_MATCH_LOG_ERROR_SCHEMA, "A round has only one deck, at its beginning." },
  { "deck-joined-digits", "classic-round.engarde",
    "<deck>3 4 3 3 5 ", "<deck>3 4 3 35 ", "<deck>",
    EG_MATCH_LOG_ERROR_SCHEMA, "A deck lists card values from 1 to 5 separated by spaces, and nothing else." },
  { "round-after-match-result", "classic-round.engarde",
    "</match>",
    "  <result winner=\"left\" left-score=\"1\" right-score=\"0\"/>\n"
    "  <round number=\"2\" starter=\"left\">\n"
    "    <deck>3 4 3 3 5 1 3 2 5 2 4 3 5 2 4 4 1 2 1 1 1 4 2 5 5</deck>\n  </round>\n</match>",
    "<round number=\"2\"",
    EG_MATCH_LOG_ERROR_SCHEMA, "The match has already ended with its result: nothing may follow it." },
  { "invalid-utf8", "classic-round.engarde",
    "name=\"Ada\"", "name=\"Ad\xff\"", "Ad\xff",
    EG_MATCH_LOG_ERROR_MALFORMED,
    "The file holds bytes that are not text, or a character that XML does not allow" },
  { "control-character", "classic-round.engarde",
    "  <player side=\"left\"", "\x01  <player side=\"left\"", "\x01",
    EG_MATCH_LOG_ERROR_MALFORMED,
    "The file holds bytes that are not text, or a character that XML does not allow" },
  { "unknown-encoding", "classic-round.engarde",
    "encoding=\"UTF-8\"", "encoding=\"KLINGON\"", "KLINGON",
    EG_MATCH_LOG_ERROR_ENCODING,
    "The file declares the text encoding “KLINGON”, but match logs are written in UTF-8 only" },
  { "not-well-formed", "classic-round.engarde",
    "<player side=\"right\" name=\"Bob\" type=\"human\"/>", "<player side=\"right\" name=\"Bob\" type=\"human\">",
    "</match>",
    EG_MATCH_LOG_ERROR_MALFORMED, "An element is closed by the end tag of another: the file is damaged." },
};

static void
assert_refused (const char      *text,
                EgMatchLogError  code,
                guint            line,
                const char      *message)
{
  eg_test_assert_log_refused (text, strlen (text), code, line, message);
}

static void
test_fault (gconstpointer data)
{
  const Fault *fault = data;
  g_autofree char *base = read_data_file (fault->base, NULL);
  g_autofree char *text = eg_test_replace_once (base, fault->old, fault->new);

  assert_refused (text, fault->code, line_of (text, fault->mark), fault->message);
}

/* A finished random match to 2 points with a draw-free first round: the
 * faults between rounds are made from it. */
static char *
two_round_log (EgMatch **out_match)
{
  for (guint64 seed = 1; ; seed++)
    {
      g_autoptr(EgMatch) match = eg_test_random_match (seed, G_MAXUINT);

      if (eg_match_get_target_score (match) == 2 && eg_match_get_n_rounds (match) >= 3 &&
          eg_match_get_round_record (match, 0)->winner != EG_SIDE_NONE)
        {
          char *text = eg_match_log_to_string (match, NULL);

          if (out_match != NULL)
            *out_match = g_steal_pointer (&match);
          return text;
        }
    }
}

static void
test_fault_between_rounds (void)
{
  g_autoptr(EgMatch) match = NULL;
  g_autofree char *log = two_round_log (&match);
  EgSide winner = eg_match_get_winner (match);
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  g_autofree char *mark = NULL;
  const char *round2;
  const char *result1;

  /* round numbers in order */
  text = eg_test_replace_once (log, "<round number=\"2\"", "<round number=\"5\"");
  assert_refused (text, EG_MATCH_LOG_ERROR_RULES, line_of (text, "<round number=\"5\""),
                  "This round is numbered 5 where round 2 was expected");
  g_clear_pointer (&text, g_free);

  /* starters alternate */
  {
    EgSide second = EG_OPPONENT (eg_match_get_first_starter (match));
    g_autofree char *old = g_strdup_printf ("<round number=\"2\" starter=\"%s\"",
                                            eg_side_to_string (second));
    g_autofree char *new = g_strdup_printf ("<round number=\"2\" starter=\"%s\"",
                                            eg_side_to_string (EG_OPPONENT (second)));

    text = eg_test_replace_once (log, old, new);
    message = g_strdup_printf ("Round 2 must be started by %s: the starting player alternates every round.",
                               eg_match_get_name (match, second));
    assert_refused (text, EG_MATCH_LOG_ERROR_RULES, line_of (text, "<round number=\"2\""), message);
    g_clear_pointer (&text, g_free);
    g_clear_pointer (&message, g_free);
  }

  /* a missing result on a round that is not the last */
  round2 = strstr (log, "<round number=\"2\"");
  result1 = g_strrstr_len (log, round2 - log, "    <result");
  g_assert_nonnull (result1);
  {
    const char *end = strchr (result1, '\n') + 1;

    text = g_strdup_printf ("%.*s%s", (int) (result1 - log), log, end);
  }
  assert_refused (text, EG_MATCH_LOG_ERROR_RULES, line_of (text, "<round number=\"1\""),
                  "Round 1 has no result, but only the last round of a log may be unfinished.");
  g_clear_pointer (&text, g_free);

  /* a round after the match was won: the first decisive round wins it at 1 point */
  {
    EgSide first_winner = eg_match_get_round_record (match, 0)->winner;

    text = eg_test_replace_once (log, "target-score=\"2\"", "target-score=\"1\"");
    message = g_strdup_printf ("Round 2 comes after the match was already won by %s.",
                               eg_match_get_name (match, first_winner));
    assert_refused (text, EG_MATCH_LOG_ERROR_RULES, line_of (text, "<round number=\"2\""), message);
    g_clear_pointer (&text, g_free);
    g_clear_pointer (&message, g_free);
  }

  /* the match result must agree */
  mark = g_strdup_printf ("<result winner=\"%s\" left-score", eg_side_to_string (winner));
  {
    g_autofree char *new = g_strdup_printf ("<result winner=\"%s\" left-score",
                                            eg_side_to_string (EG_OPPONENT (winner)));

    text = eg_test_replace_once (log, mark, new);
    assert_refused (text, EG_MATCH_LOG_ERROR_RULES, line_of (text, new),
                    "does not follow from the play");
    g_clear_pointer (&text, g_free);
  }
}

/* Hostile files: refused without reading anything else (how fast is
 * measured by build-aux/dev bench) */

static void
assert_refused_fast (const char      *data,
                     gsize            length,
                     EgMatchLogError  code,
                     const char      *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = NULL;

  match = eg_test_load_log (data, length, NULL, &error);
  g_assert_null (match);
  g_assert_error (error, EG_MATCH_LOG_ERROR, (gint) code);
  if (strstr (error->message, message) == NULL)
    g_error ("expected “%s” in “%s”", message, error->message);
}

static void
test_hostile_entity_bomb (void)
{
  g_autoptr(GString) bomb = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE match [\n");

  g_string_append (bomb, " <!ENTITY a \"lollollollollollollollollollol\">\n");
  for (char c = 'b'; c <= 'z'; c++)
    g_string_append_printf (bomb, " <!ENTITY %c \"&%c;&%c;&%c;&%c;&%c;&%c;&%c;&%c;&%c;&%c;\">\n",
                            c, c - 1, c - 1, c - 1, c - 1, c - 1, c - 1, c - 1, c - 1, c - 1, c - 1);
  g_string_append (bomb, "]>\n<match xmlns=\"urn:engarde:match:1\">&z;</match>\n");
  assert_refused_fast (bomb->str, bomb->len, EG_MATCH_LOG_ERROR_UNSAFE, "DOCTYPE");
}

/* A 100 KB entity referenced 20,000 times: quadratic blowup */
static void
test_hostile_quadratic (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE m [<!ENTITY x \"");

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, 'x');
  g_string_append (text, "\">]>\n<match xmlns=\"urn:engarde:match:1\">");
  for (guint i = 0; i < 20000; i++)
    g_string_append (text, "&x;");
  g_string_append (text, "</match>\n");
  assert_refused_fast (text->str, text->len, EG_MATCH_LOG_ERROR_UNSAFE, "DOCTYPE");
}

static void
test_hostile_deep (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n<match xmlns=\"urn:engarde:match:1\">");

  /* Deeper than libxml2's limit of 256, within the element limit */
  for (guint i = 0; i < 300; i++)
    g_string_append (text, "<round>");
  for (guint i = 0; i < 300; i++)
    g_string_append (text, "</round>");
  g_string_append (text, "</match>\n");
  assert_refused_fast (text->str, text->len, EG_MATCH_LOG_ERROR_UNSAFE, "nested far too deeply");
}

static void
test_hostile_too_large (void)
{
  gsize length = EG_MATCH_LOG_MAX_SIZE + 1;
  g_autofree char *data = g_malloc (length);

  memset (data, ' ', length);
  assert_refused_fast (data, length, EG_MATCH_LOG_ERROR_TOO_LARGE, "far more than any match log");
}

/* The bytes this process has read so far (Linux: rchar of
 * /proc/self/io, every read() counted), or -1 where that is not known. */
static gint64
bytes_read (void)
{
  g_autofree char *io = NULL;
  const char *rchar;

  if (!g_file_get_contents ("/proc/self/io", &io, NULL, NULL) ||
      (rchar = strstr (io, "rchar: ")) == NULL)
    return -1;
  return g_ascii_strtoll (rchar + strlen ("rchar: "), NULL, 10);
}

/* A 1 GiB sparse file: refused from its size, without being read. How
 * fast is a figure of build-aux/dev bench (-m perf, below). */
static void
test_hostile_huge_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("en-garde-huge-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(EgMatch) match = NULL;
  gint64 before, after, start;
  double took_ms;
  int fd;

  g_assert_no_error (error);
  path = g_build_filename (dir, "huge.engarde", NULL);
  fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, G_GINT64_CONSTANT (1) << 30), ==, 0);
  close (fd);

  file = g_file_new_for_path (path);
  before = bytes_read ();
  start = g_get_monotonic_time ();
  match = eg_match_log_load_file (file, NULL, &error);
  took_ms = (g_get_monotonic_time () - start) / 1000.0;
  after = bytes_read ();
  if (g_test_perf ())
    g_test_minimized_result (took_ms, "log_huge_refused_ms=%.3f", took_ms);
  g_assert_null (match);
  g_assert_error (error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "far more than any match log"));
  /* not a byte of the file: what was read is /proc/self/io itself */
  if (before >= 0 && after >= 0)
    g_assert_cmpint (after - before, <, 64 * 1024);
  else
    g_test_message ("/proc/self/io unreadable: bytes read not checked");

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_missing_file (void)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/en-garde/none.engarde");
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = eg_match_log_load_file (file, NULL, &error);

  g_assert_null (match);
  g_assert_error (error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, "The file cannot be read: "));
}

static void
test_not_a_log (void)
{
  assert_refused ("<?xml version=\"1.0\"?>\n<game xmlns=\"urn:engarde:match:1\"/>\n",
                  EG_MATCH_LOG_ERROR_NOT_A_LOG, 2, "This is not an En Garde match log.");
  assert_refused ("<html><body>Ada</body></html>",
                  EG_MATCH_LOG_ERROR_NOT_A_LOG, 1, "This is not an En Garde match log.");
  assert_refused ("Ada moves 3 forward",
                  EG_MATCH_LOG_ERROR_MALFORMED, 1, "The file is not XML at all, so it cannot be a match log.");
}

static void
test_empty (void)
{
  assert_refused ("", EG_MATCH_LOG_ERROR_MALFORMED, 0, "The file is empty.");
  assert_refused ("   \n", EG_MATCH_LOG_ERROR_MALFORMED, 0, "The file is empty.");
}

/* Line numbers stay right past 65535, where libxml2 stops counting by default. */
static void
test_big_line_numbers (void)
{
  g_autofree char *base = read_data_file ("parry-then-continue.engarde", NULL);
  g_autoptr(GString) padding = g_string_new (NULL);
  g_autofree char *text = NULL;
  guint line;

  for (guint i = 0; i < 70000; i++)
    g_string_append_c (padding, '\n');
  g_string_append (padding, "<move side=\"left\" card=\"5\" direction=\"backward\"");
  text = eg_test_replace_once (base, "<move side=\"left\" card=\"5\" direction=\"forward\"", padding->str);
  line = line_of (text, "direction=\"backward\"");
  g_assert_cmpuint (line, >, 70000);
  assert_refused (text, EG_MATCH_LOG_ERROR_RULES, line, "Ada cannot move 5 back: that leaves the track.");
}

/* Writing */

static void
test_round_trip_random (void)
{
  guint n = g_getenv ("EG_TEST_QUICK") != NULL ? 30 : 300;

  for (guint i = 0; i < n; i++)
    {
      /* every third match stops at a random point: unfinished logs too */
      guint64 seed = g_test_rand_int () | ((guint64) g_test_rand_int () << 32);
      guint max = i % 3 == 0 ? (guint) g_test_rand_int_range (0, 200) : G_MAXUINT;
      g_autoptr(EgMatch) match = eg_test_random_match (seed, max);

      assert_round_trip (match);
    }
}

/* A loaded unfinished match goes on exactly as the original would. */
static void
test_resume (void)
{
  guint n = g_getenv ("EG_TEST_QUICK") != NULL ? 20 : 200;

  for (guint i = 0; i < n; i++)
    {
      guint64 seed = g_test_rand_int () | ((guint64) g_test_rand_int () << 32);
      g_autoptr(EgMatch) original = eg_test_random_match (seed, g_test_rand_int_range (1, 120));
      g_autofree char *text = eg_match_log_to_string (original, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(EgMatch) resumed = eg_test_load_log (text, strlen (text), NULL, &error);
      EgRng rng_a, rng_b;

      g_assert_no_error (error);
      eg_test_assert_same_match (original, resumed);

      /* The same choices from here give the same match. New rounds are
       * dealt from the same seed on both sides. */
      eg_rng_init (&rng_a, seed);
      rng_b = rng_a;
      eg_match_set_seed (original, seed);
      eg_match_set_seed (resumed, seed);
      for (guint step = 0; step < 60; step++)
        {
          gboolean a = eg_test_random_step (original, &rng_a, 0);
          gboolean b = eg_test_random_step (resumed, &rng_b, 0);

          g_assert_cmpint (a, ==, b);
          if (!a)
            break;
        }
      eg_test_assert_same_match (original, resumed);
    }
}

static void
test_levels (void)
{
  static const char * const levels[] = { "random", "easy", "medium", "hard" };
  g_autofree char *base = read_data_file ("classic-round.engarde", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_autofree char *computer = g_strdup_printf ("name=\"Bob\" type=\"computer\" level=\"%s\"", levels[i]);
      g_autofree char *text = eg_test_replace_once (base, "name=\"Bob\" type=\"human\"", computer);
      g_autoptr(GError) error = NULL;
      g_autoptr(EgMatch) match = eg_test_load_log (text, strlen (text), NULL, &error);
      EgPlayer *bob;

      g_assert_no_error (error);
      bob = eg_match_get_player (match, EG_SIDE_RIGHT);
      g_assert_cmpint (eg_player_get_kind (bob), ==, EG_PLAYER_COMPUTER);
      g_assert_cmpstr (eg_player_get_level (bob), ==, levels[i]);
      assert_round_trip (match);
    }
}

static void
test_format (void)
{
  g_autoptr(EgPlayer) ada = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) computer = eg_player_new ("Computer", EG_PLAYER_COMPUTER, "hard");
  g_autoptr(EgMatch) match = eg_match_new (EG_VARIANT_ADVANCED, 1, EG_SIDE_LEFT, ada, computer);
  g_autoptr(GDateTime) started = g_date_time_new_utc (2026, 11, 22, 10, 15, 0);
  static const guint8 deck[EG_DECK_SIZE] = { 3, 5, 1, 2, 4, 4, 2, 1, 5, 3, 3, 1, 2, 5, 4,
                                             1, 2, 3, 4, 5, 5, 4, 3, 2, 1 };
  EgAction move = eg_action_move (EG_SIDE_LEFT, 3, EG_DIRECTION_FORWARD);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  eg_match_set_started (match, started);
  eg_match_begin_round (match, deck, &error);
  g_assert_no_error (error);
  eg_match_apply_at (match, &move, G_GINT64_CONSTANT (1795342560500000), &error);
  g_assert_no_error (error);

  text = eg_match_log_to_string (match, NULL);
  g_assert_cmpstr (text, ==,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<match xmlns=\"urn:engarde:match:1\" format=\"1\" variant=\"advanced\" target-score=\"1\""
    " started=\"2026-11-22T10:15:00Z\">\n"
    "  <player side=\"left\" name=\"Ada\" type=\"human\"/>\n"
    "  <player side=\"right\" name=\"Computer\" type=\"computer\" level=\"hard\"/>\n"
    "  <round number=\"1\" starter=\"left\">\n"
    "    <deck>3 5 1 2 4 4 2 1 5 3 3 1 2 5 4 1 2 3 4 5 5 4 3 2 1</deck>\n"
    "    <move side=\"left\" card=\"3\" direction=\"forward\" at=\"2026-11-22T10:16:00.500000Z\"/>\n"
    "  </round>\n"
    "</match>\n");

  /* A finished match ends with its result. */
  while (!eg_match_is_over (match))
    {
      EgAction actions[EG_MAX_ACTIONS];

      if (!eg_match_is_round_in_progress (match))
        eg_match_begin_round (match, NULL, NULL);
      else if (eg_match_get_legal_actions (match, actions) > 0)
        eg_match_apply_at (match, &actions[0], 0, NULL);
    }
  g_clear_pointer (&text, g_free);
  text = eg_match_log_to_string (match, NULL);
  g_assert_true (g_str_has_suffix (text, "right-score=\"1\"/>\n</match>\n") ||
                 g_str_has_suffix (text, "right-score=\"0\"/>\n</match>\n"));
  g_assert_nonnull (strstr (text, "  <result winner="));
}

/* The writer's output passes xmllint against the schema in data/. */
static void
test_xmllint (void)
{
  g_autofree char *xmllint = g_find_program_in_path ("xmllint");
  g_autofree char *schema = g_test_build_filename (G_TEST_DIST, "..", "data", "en-garde-match.rng", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *data_dir = g_test_build_filename (G_TEST_DIST, "data", NULL);
  g_autoptr(GDir) listing = NULL;
  const char *name;
  int status;

  if (xmllint == NULL)
    {
      g_test_skip ("xmllint is not installed");
      return;
    }

  dir = g_dir_make_tmp ("en-garde-xmllint-XXXXXX", &error);
  g_assert_no_error (error);
  g_ptr_array_add (argv, g_strdup (xmllint));
  g_ptr_array_add (argv, g_strdup ("--noout"));
  g_ptr_array_add (argv, g_strdup ("--relaxng"));
  g_ptr_array_add (argv, g_strdup (schema));

  for (guint i = 0; i < 20; i++)
    {
      g_autoptr(EgMatch) match = eg_test_random_match (i + 1, i % 4 == 0 ? 40 : G_MAXUINT);
      g_autofree char *base = g_strdup_printf ("%02u.engarde", i);
      char *path = g_build_filename (dir, base, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      eg_match_log_save (match, file, &error);
      g_assert_no_error (error);
      g_ptr_array_add (argv, path);
    }
  /* and the examples */
  listing = g_dir_open (data_dir, 0, NULL);
  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, ".engarde"))
      g_ptr_array_add (argv, g_build_filename (data_dir, name, NULL));
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &out, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("xmllint refused the writer's output: %s", err);

  for (guint i = 4; i < 24; i++)
    g_unlink (g_ptr_array_index (argv, i));
  g_rmdir (dir);
}

/* Saving leaves the complete file and nothing else. */
static void
test_save (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("en-garde-save-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "match.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = eg_test_random_match (7, 50);
  g_autofree char *expected = eg_match_log_to_string (match, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GDir) listing = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    {
      eg_match_log_save (match, file, &error);
      g_assert_no_error (error);
    }
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, expected);

  listing = g_dir_open (dir, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "match.engarde");
  g_assert_null (g_dir_read_name (listing));

  /* a folder that does not exist: a clear error */
  {
    g_autoptr(GFile) nowhere = g_file_new_for_path ("/nonexistent/en-garde/match.engarde");

    g_assert_false (eg_match_log_save (match, nowhere, &error));
    g_assert_error (error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_IO);
    g_assert_true (g_str_has_prefix (error->message, "The match cannot be saved: "));
  }

  g_unlink (path);
  g_rmdir (dir);
}

/* Logs written by `en-garde-cli play --log-dir` read back identically. */
static void
test_cli_play_logs (void)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "en-garde-cli", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("en-garde-play-XXXXXX", &error);
  const char *matches = g_getenv ("EG_TEST_QUICK") != NULL ? "30" : "300";
  const char *argv[] = { cli, "play", "--matches", matches, "--seed", "42",
                         "--log-dir", dir, NULL };
  g_autoptr(GDir) listing = NULL;
  const char *name;
  guint n = 0;
  int status;

  g_assert_no_error (error);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *contents = NULL;
      g_autofree char *written = NULL;
      g_autoptr(EgMatch) match = NULL;
      gsize length;

      g_file_get_contents (path, &contents, &length, &error);
      g_assert_no_error (error);
      match = eg_test_load_log (contents, length, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (eg_match_is_over (match));
      written = eg_match_log_to_string (match, NULL);
      g_assert_cmpstr (written, ==, contents);
      g_unlink (path);
      n++;
    }
  g_assert_cmpuint (n, ==, atoi (matches));
  g_rmdir (dir);
}

/* A fork's origin (the forked-* attributes) is written and read back;
 * a log without them reads as a match played from the deal; a step the
 * log does not have is refused. */
static void
test_fork_attributes (void)
{
  g_autoptr(EgMatch) match = eg_test_random_match (42, 30);
  g_autoptr(EgMatch) plain = NULL;
  g_autoptr(EgMatch) read = NULL;
  g_autofree char *plain_text = NULL;
  g_autofree char *text = NULL;
  g_autofree char *bad = NULL;
  g_autoptr(GError) error = NULL;
  EgOrigin origin = { .log_name = (char *) "2026-11-22T10-15-00Z.engarde", .round_index = 0,
                      .action_index = 2, .dealt_afresh = TRUE };
  const EgOrigin *back;
  gsize length;

  plain_text = eg_match_log_to_string (match, &length);
  g_assert_null (strstr (plain_text, "forked"));
  plain = eg_test_load_log (plain_text, length, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (eg_match_is_fork (plain));
  g_assert_null (eg_match_get_origin (plain));

  eg_match_set_origin (match, &origin);
  text = eg_match_log_to_string (match, &length);
  g_assert_nonnull (strstr (text, " forked-from=\"2026-11-22T10-15-00Z.engarde\" forked-at-round=\"1\" "
                                  "forked-at-action=\"2\" forked-afresh=\"true\""));
  read = eg_test_load_log (text, length, NULL, &error);
  g_assert_no_error (error);
  back = eg_match_get_origin (read);
  g_assert_nonnull (back);
  g_assert_cmpstr (back->log_name, ==, origin.log_name);
  g_assert_cmpuint (back->round_index, ==, 0);
  g_assert_cmpuint (back->action_index, ==, 2);
  g_assert_true (back->dealt_afresh);
  eg_test_assert_same_match (match, read);

  /* a round the log does not have */
  bad = eg_test_replace_once (text, "forked-at-round=\"1\"", "forked-at-round=\"900\"");
  eg_test_assert_log_refused (bad, strlen (bad), EG_MATCH_LOG_ERROR_RULES, 2,
                              "forked-at-round=“900” names a round this log does not have");
}

/* A log of a fork whose forked-* attributes are @attributes. */
static char *
fork_log (const char *attributes)
{
  g_autoptr(EgMatch) match = eg_test_random_match (42, 30);
  g_autofree char *text = eg_match_log_to_string (match, NULL);
  g_autofree char *with = g_strdup_printf ("<match %s ", attributes);

  return eg_test_replace_once (text, "<match ", with);
}

/* A bad forked-* attribute is named, with what it must be (it was "has
 * an attribute “forked-from” that match logs do not have", sometimes of
 * another attribute than the one at fault). */
static void
test_fork_messages (void)
{
  static const struct
  {
    const char      *attributes;
    EgMatchLogError  code;
    const char      *message;
  } cases[] = {
    { "forked-from=\"../a.engarde\" forked-at-round=\"1\"", EG_MATCH_LOG_ERROR_SCHEMA,
      "forked-from=“../a.engarde” on <match> is not allowed: it must be a file name without “/”." },
    { "forked-from=\"a.engarde\" forked-at-round=\"one\"", EG_MATCH_LOG_ERROR_SCHEMA,
      "forked-at-round=“one” on <match> is not allowed: it must be a whole number from 1 up" },
    { "forked-at-round=\"1\" forked-at-action=\"-1\"", EG_MATCH_LOG_ERROR_SCHEMA,
      "forked-at-action=“-1” on <match> is not allowed: it must be a whole number of at most 9 digits." },
    { "forked-at-round=\"1\" forked-afresh=\"yes\"", EG_MATCH_LOG_ERROR_SCHEMA,
      "forked-afresh=“yes” on <match> is not allowed: it must be true or false." },
    { "forked-at-action=\"1\"", EG_MATCH_LOG_ERROR_SCHEMA,
      "<match> has “forked-at-action” but no “forked-at-round”" },
    { "forked-from=\"a.engarde\"", EG_MATCH_LOG_ERROR_RULES,
      "<match> has “forked-from” but no “forked-at-round”" },
    { "forked-at-round=\"1\" forked-at-action=\"400\"", EG_MATCH_LOG_ERROR_RULES,
      "forked-at-action=“400” counts more actions than the round it names has" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = fork_log (cases[i].attributes);

      eg_test_assert_log_refused (text, strlen (text), cases[i].code, 2, cases[i].message);
    }
}

/* The reader and the index read the forked-* attributes alike: "+1" and
 * " 1 " are round 1, forked-afresh="1" is true (xsd:boolean). */
static void
test_fork_read_alike (void)
{
  static const char * const written[] = {
    "forked-from=\"o.engarde\" forked-at-round=\"+1\" forked-at-action=\" 2 \" forked-afresh=\"1\"",
    "forked-from=\"o.engarde\" forked-at-round=\" 1 \" forked-at-action=\"+2\" forked-afresh=\" true \"",
  };
  g_autofree char *dir = g_dir_make_tmp ("eg-fork-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "f.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  for (guint i = 0; i < G_N_ELEMENTS (written); i++)
    {
      g_autofree char *text = fork_log (written[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(EgMatch) match = eg_test_load_log (text, strlen (text), NULL, &error);
      g_autoptr(EgMatchEntry) entry = NULL;
      const EgOrigin *origin;

      g_assert_no_error (error);
      origin = eg_match_get_origin (match);
      g_assert_nonnull (origin);
      g_assert_cmpuint (origin->round_index, ==, 0);
      g_assert_cmpuint (origin->action_index, ==, 2);
      g_assert_true (origin->dealt_afresh);

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      entry = eg_match_entry_read (file, &error);
      g_assert_no_error (error);
      g_assert_true (entry->is_fork);
      g_assert_cmpuint (entry->fork_round, ==, 1);
      g_assert_cmpuint (entry->fork_action, ==, 2);
      g_assert_cmpstr (entry->forked_from, ==, "o.engarde");
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* A name holding control characters (a newline, U+009B, U+0085, U+2028,
 * DEL) is kept as written, and shown escaped wherever the model names
 * the player: in the CLI's text and in the interface alike. */
static void
test_name_controls_shown_escaped (void)
{
  g_autofree char *base = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "parry-then-continue.engarde", NULL);
  g_autofree char *text = NULL;
  g_autofree char *written = NULL;
  g_autofree char *action = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = NULL;
  const EgRoundRecord *record;

  g_assert_true (g_file_get_contents (path, &base, NULL, NULL));
  text = eg_test_replace_once (base, "name=\"Bob\"",
                               "name=\"Bob&#10;Ada wins&#x9B;31m&#x85;&#x2028;&#x7F;&#9;!\"");
  match = eg_test_load_log (text, strlen (text), NULL, &error);
  g_assert_no_error (error);

  g_assert_cmpstr (eg_player_get_name (eg_match_get_player (match, EG_SIDE_RIGHT)), ==,
                   "Bob\nAda wins\xc2\x9b" "31m\xc2\x85\xe2\x80\xa8\x7f\t!");
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_RIGHT), ==,
                   "Bob\\nAda wins\\x9B31m\\x85\\u2028\\x7F\\t!");
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_LEFT), ==, "Ada");
  record = eg_match_get_round_record (match, 0);
  action = eg_describe_action (&g_array_index (record->actions, EgAction, 1),
                               eg_match_get_name (match, EG_SIDE_RIGHT));
  g_assert_null (strchr (action, '\n'));
  g_assert_null (strstr (action, "\xc2\x9b"));

  /* written back as read */
  written = eg_match_log_to_string (match, NULL);
  g_assert_nonnull (strstr (written, "Bob&#10;Ada wins\xc2\x9b" "31m"));
}

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  eg_test_add_examples ("/en-garde/match-log/example", test_example);
  g_test_add_func ("/en-garde/match-log/fork-attributes", test_fork_attributes);
  g_test_add_func ("/en-garde/match-log/fork-messages", test_fork_messages);
  g_test_add_func ("/en-garde/match-log/fork-read-alike", test_fork_read_alike);
  g_test_add_func ("/en-garde/match-log/name-controls-shown-escaped", test_name_controls_shown_escaped);

  for (guint i = 0; i < G_N_ELEMENTS (invalid_examples); i++)
    {
      const char *file = invalid_examples[i].file;
      g_autofree char *stem = g_strndup (file, strlen (file) - strlen (".engarde"));
      g_autofree char *path = g_strdup_printf ("/en-garde/match-log/invalid/%s", stem);

      g_test_add_data_func (path, &invalid_examples[i], test_invalid_example);
    }
  g_test_add_func ("/en-garde/match-log/invalid/all-covered", test_invalid_all_covered);

  for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      g_autofree char *path = g_strdup_printf ("/en-garde/match-log/fault/%s", faults[i].name);

      g_test_add_data_func (path, &faults[i], test_fault);
    }
  g_test_add_func ("/en-garde/match-log/fault/between-rounds", test_fault_between_rounds);

  g_test_add_func ("/en-garde/match-log/hostile/entity-bomb", test_hostile_entity_bomb);
  g_test_add_func ("/en-garde/match-log/hostile/quadratic-blowup", test_hostile_quadratic);
  g_test_add_func ("/en-garde/match-log/hostile/deep-nesting", test_hostile_deep);
  g_test_add_func ("/en-garde/match-log/hostile/too-large", test_hostile_too_large);
  g_test_add_func ("/en-garde/match-log/hostile/huge-file", test_hostile_huge_file);
  g_test_add_func ("/en-garde/match-log/missing-file", test_missing_file);
  g_test_add_func ("/en-garde/match-log/empty", test_empty);
  g_test_add_func ("/en-garde/match-log/not-a-log", test_not_a_log);
  g_test_add_func ("/en-garde/match-log/big-line-numbers", test_big_line_numbers);

  g_test_add_func ("/en-garde/match-log/format", test_format);
  g_test_add_func ("/en-garde/match-log/levels", test_levels);
  g_test_add_func ("/en-garde/match-log/round-trip-random", test_round_trip_random);
  g_test_add_func ("/en-garde/match-log/resume", test_resume);
  g_test_add_func ("/en-garde/match-log/save", test_save);
  g_test_add_func ("/en-garde/match-log/xmllint", test_xmllint);
  g_test_add_func ("/en-garde/match-log/cli-play-logs", test_cli_play_logs);

  return g_test_run ();
}
