/* test-engine-protocol.c — en-garde-cli engine against a scripted player
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <glib-unix.h>

#include "eg-test-utils.h"

typedef struct
{
  GSubprocess      *process;
  GDataInputStream *out;
  GOutputStream    *in;
} Engine;

static void
engine_start (Engine      *engine,
              const char **options,
              gboolean     quiet)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "en-garde-cli", NULL);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (args, cli);
  g_ptr_array_add (args, (char *) "engine");
  for (guint i = 0; options[i] != NULL; i++)
    g_ptr_array_add (args, (char *) options[i]);
  g_ptr_array_add (args, NULL);

  engine->process = g_subprocess_newv ((const char * const *) args->pdata,
                                       G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                       (quiet ? G_SUBPROCESS_FLAGS_STDERR_SILENCE : 0),
                                       &error);
  g_assert_no_error (error);
  engine->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (engine->process));
  engine->in = g_subprocess_get_stdin_pipe (engine->process);
}

static char *
engine_read (Engine *engine)
{
  g_autoptr(GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (engine->out, NULL, NULL, &error);

  g_assert_no_error (error);
  return line;
}

static void
engine_write (Engine     *engine,
              const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strconcat (line, "\n", NULL);

  g_output_stream_write_all (engine->in, text, strlen (text), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (engine->in, NULL, &error);
  g_assert_no_error (error);
}

/* The engine has nothing more to say and exits with status @status. */
static void
engine_finish (Engine *engine,
               int     status)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *rest = engine_read (engine);

  g_assert_null (rest);
  g_output_stream_close (engine->in, NULL, NULL);
  g_subprocess_wait (engine->process, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (engine->process));
  g_assert_cmpint (g_subprocess_get_exit_status (engine->process), ==, status);
  g_clear_object (&engine->out);
  g_clear_object (&engine->process);
}

/* The value of "key VALUE" in a line of words. */
static const char *
field (char       **words,
       const char  *key)
{
  for (guint i = 0; words[i] != NULL && words[i + 1] != NULL; i++)
    if (g_str_equal (words[i], key))
      return words[i + 1];
  g_assert_not_reached ();
}

typedef struct
{
  const char *side;
  const char *level;
  const char *variant;
  const char *target;
  gboolean    mistakes;   /* send a malformed and an illegal line first */
} MatchCase;

/* The scripted player always answers with the first legal action, checks
 * that every message comes in order, and plays until the match is over. */
static void
test_match (gconstpointer user_data)
{
  const MatchCase *mc = user_data;
  const char *options[] = { "--side", mc->side, "--level", mc->level, "--variant", mc->variant,
                            "--target", mc->target, "--seed", "42", NULL };
  guint target = (guint) g_ascii_strtoull (mc->target, NULL, 10);
  g_autofree char *expected_match = g_strdup_printf ("match variant %s target %u you %s computer %s",
                                                     mc->variant, target, mc->side, mc->level);
  g_autofree char *chosen = NULL;
  g_autofree char *legal = NULL;
  gboolean mistakes = mc->mistakes;
  gboolean state_seen = FALSE;
  guint rounds = 0, turns = 0, errors = 0, actions = 0;
  guint score[2] = { 0, 0 };
  Engine engine;
  char *line;

  engine_start (&engine, options, FALSE);

  line = engine_read (&engine);
  g_assert_cmpstr (line, ==, "engarde 1");
  g_free (line);
  line = engine_read (&engine);
  g_assert_cmpstr (line, ==, expected_match);
  g_free (line);

  while ((line = engine_read (&engine)) != NULL)
    {
      g_auto(GStrv) words = g_strsplit (line, " ", -1);

      if (g_str_equal (words[0], "round"))
        {
          g_assert_cmpuint (g_ascii_strtoull (words[1], NULL, 10), ==, ++rounds);
        }
      else if (g_str_equal (words[0], "state"))
        {
          g_assert_cmpstr (field (words, "to-act"), ==, mc->side);
          g_assert_cmpuint (strlen (field (words, "hand")), >=, 1);
          state_seen = TRUE;
        }
      else if (g_str_equal (words[0], "legal"))
        {
          g_auto(GStrv) list = g_strsplit (line + strlen ("legal "), ";", -1);

          g_assert_true (state_seen);
          g_assert_nonnull (list[0]);
          g_free (legal);
          legal = g_strdup (list[0]);
        }
      else if (g_str_equal (words[0], "yourturn"))
        {
          g_assert_nonnull (legal);
          turns++;
          if (mistakes && errors == 0)
            engine_write (&engine, "lunge 3");
          else if (mistakes && errors == 1)
            engine_write (&engine, "parry 5 1");   /* never legal here: no attack is pending at the start */
          else
            {
              g_free (chosen);
              chosen = g_strdup_printf ("action %s %s", mc->side, legal);
              engine_write (&engine, legal);
              state_seen = FALSE;
            }
        }
      else if (g_str_equal (words[0], "error"))
        {
          g_assert_true (mistakes);
          g_assert_cmpstr (words[1], ==, errors == 0 ? "syntax" : "illegal");
          g_assert_nonnull (words[2]);
          if (++errors == 2)
            mistakes = FALSE;
        }
      else if (g_str_equal (words[0], "action"))
        {
          actions++;
          if (g_str_equal (words[1], mc->side))
            {
              g_assert_cmpstr (line, ==, chosen);
              g_clear_pointer (&chosen, g_free);
            }
        }
      else if (g_str_equal (words[0], "round-over"))
        {
          const char *winner = field (words, "winner");

          g_assert_null (chosen);
          if (g_str_equal (winner, "left"))
            score[0]++;
          else if (g_str_equal (winner, "right"))
            score[1]++;
          else
            g_assert_cmpstr (winner, ==, "none");
          g_assert_cmpuint (g_ascii_strtoull (words[6], NULL, 10), ==, score[0]);
          g_assert_cmpuint (g_ascii_strtoull (words[7], NULL, 10), ==, score[1]);
        }
      else if (g_str_equal (words[0], "match-over"))
        {
          const char *winner = field (words, "winner");

          g_assert_cmpuint (MAX (score[0], score[1]), ==, target);
          g_assert_cmpstr (winner, ==, score[0] == target ? "left" : "right");
          g_free (line);
          break;
        }
      else
        g_assert_not_reached ();

      g_free (line);
    }

  g_assert_cmpuint (rounds, >=, target);
  g_assert_cmpuint (turns, >, 0);
  g_assert_cmpuint (errors, ==, mc->mistakes ? 2 : 0);
  g_assert_cmpuint (actions, >, turns - errors);
  engine_finish (&engine, 0);
  g_test_message ("%u rounds, %u actions, score %u–%u", rounds, actions, score[0], score[1]);
}

/* quit ends the match at once; an input that ends early is a failure. */
static void
test_quit (void)
{
  const char *options[] = { "--level", "easy", "--seed", "1", NULL };
  Engine engine;
  char *line;

  engine_start (&engine, options, FALSE);
  while ((line = engine_read (&engine)) != NULL && !g_str_equal (line, "yourturn"))
    g_free (line);
  g_assert_cmpstr (line, ==, "yourturn");
  g_free (line);
  engine_write (&engine, "quit");
  line = engine_read (&engine);
  g_assert_cmpstr (line, ==, "bye");
  g_free (line);
  engine_finish (&engine, 0);

  engine_start (&engine, options, TRUE);
  g_output_stream_close (engine.in, NULL, NULL);
  while ((line = engine_read (&engine)) != NULL && !g_str_equal (line, "yourturn"))
    g_free (line);
  g_assert_cmpstr (line, ==, "yourturn");
  g_free (line);
  engine_finish (&engine, 1);
}

/* Sends @length raw bytes, then expects a refusal @reason and a new prompt. */
static void
expect_refused (Engine     *engine,
                const char *bytes,
                gsize       length,
                const char *reason)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = g_strconcat ("error syntax ", reason, NULL);
  char *line;

  g_output_stream_write_all (engine->in, bytes, length, NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (engine->in, NULL, &error);
  g_assert_no_error (error);
  line = engine_read (engine);
  g_assert_cmpstr (line, ==, expected);
  g_free (line);
  line = engine_read (engine);
  g_assert_cmpstr (line, ==, "yourturn");
  g_free (line);
}

/* Over-long lines and binary garbage are refused whole: no part of them is
 * read as a message, not even after a NUL byte or past the length limit. */
static void
test_garbage (void)
{
  const char *options[] = { "--level", "easy", "--seed", "1", NULL };
  g_autoptr(GString) long_line = g_string_new (NULL);
  Engine engine;
  char *line;

  engine_start (&engine, options, FALSE);
  while ((line = engine_read (&engine)) != NULL && !g_str_equal (line, "yourturn"))
    g_free (line);
  g_assert_cmpstr (line, ==, "yourturn");
  g_free (line);

  g_string_append_c (long_line, '\0');
  for (guint i = 0; i < 300; i++)
    g_string_append_c (long_line, 'a');
  g_string_append (long_line, "quit\n");
  expect_refused (&engine, long_line->str, long_line->len, "the line is too long");
  expect_refused (&engine, "quit\0junk\n", 10, "the line is not text");
  expect_refused (&engine, "\xff\xfe move\n", 8, "the line is not text");
  expect_refused (&engine, "\x1b[2Jquit\n", 9, "the line is not text");

  engine_write (&engine, "quit");
  line = engine_read (&engine);
  g_assert_cmpstr (line, ==, "bye");
  g_free (line);
  engine_finish (&engine, 0);
}

/* Reads up to the first yourturn; returns the last legal line's first
 * action. */
static char *
read_to_turn (Engine *engine)
{
  char *legal = NULL;
  char *line;

  while ((line = engine_read (engine)) != NULL && !g_str_equal (line, "yourturn"))
    {
      if (g_str_has_prefix (line, "legal "))
        {
          g_auto(GStrv) list = g_strsplit (line + strlen ("legal "), ";", -1);

          g_free (legal);
          legal = g_strdup (list[0]);
        }
      g_free (line);
    }
  g_assert_cmpstr (line, ==, "yourturn");
  g_free (line);
  g_assert_nonnull (legal);
  return legal;
}

/* Every line that is not one request in the single-space syntax gets an
 * answer, even one a lenient reader would take: nothing is skipped. The
 * lines go at once, so that an engine that skipped one would answer the
 * next in its place. */
static void
test_strict_syntax (void)
{
  const char *options[] = { "--level", "easy", "--seed", "3", NULL };
  static const char *spacing = "words are separated by one space each: no tab, no carriage "
                               "return, no space at the start or the end of the line";
  g_autofree char *legal = NULL;
  g_autofree char *tabbed = NULL;
  g_autofree char *leading = NULL;
  g_autofree char *trailing = NULL;
  g_autofree char *doubled = NULL;
  g_autofree char *crlf = NULL;
  g_autoptr(GString) batch = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  Engine engine;
  char *line;
  struct
  {
    const char *line;
    const char *reason;
  } cases[] = {
    { NULL, spacing },   /* the legal action, tab-separated */
    { "", "the line is empty: answer with an action or quit" },
    { "   \t ", "the line holds only white space: answer with an action or quit" },
    { NULL, spacing },   /* a leading space */
    { NULL, spacing },   /* a trailing space */
    { NULL, spacing },   /* two spaces in a row */
    { NULL, spacing },   /* a carriage return before the line feed */
    { " quit", spacing },
    { "# a comment", "unknown action “#”: use move, attack, indirect-attack, parry or retreat" },
  };

  engine_start (&engine, options, FALSE);
  legal = read_to_turn (&engine);
  g_assert_nonnull (strchr (legal, ' '));
  tabbed = g_strdelimit (g_strdup (legal), " ", '\t');
  leading = g_strconcat (" ", legal, NULL);
  trailing = g_strconcat (legal, " ", NULL);
  doubled = g_strdup_printf ("%.*s %s", (int) (strchr (legal, ' ') - legal), legal, strchr (legal, ' '));
  crlf = g_strconcat (legal, "\r", NULL);
  cases[0].line = tabbed;
  cases[3].line = leading;
  cases[4].line = trailing;
  cases[5].line = doubled;
  cases[6].line = crlf;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_string_append_printf (batch, "%s\n", cases[i].line);
  g_output_stream_write_all (engine.in, batch->str, batch->len, NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (engine.in, NULL, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *expected = g_strconcat ("error syntax ", cases[i].reason, NULL);

      line = engine_read (&engine);
      if (g_strcmp0 (line, expected) != 0)
        g_error ("line %u “%s”: expected “%s”, got “%s”", i, cases[i].line, expected, line);
      g_free (line);
      line = engine_read (&engine);
      g_assert_cmpstr (line, ==, "yourturn");
      g_free (line);
    }

  /* written as the protocol says, the same action is played */
  engine_write (&engine, legal);
  line = engine_read (&engine);
  g_assert_true (g_str_has_prefix (line, "action left "));
  g_assert_cmpstr (line + strlen ("action left "), ==, legal);
  g_free (line);
  g_free (read_to_turn (&engine));
  engine_write (&engine, "quit");
  line = engine_read (&engine);
  g_assert_cmpstr (line, ==, "bye");
  g_free (line);
  engine_finish (&engine, 0);
}

/* Output that cannot be written ends the engine with status 2 and a
 * message, at once: it never waits for a player who cannot read the
 * prompt, and a closed pipe is not a silent death by SIGPIPE. */
static void
test_output_fails (void)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "en-garde-cli", NULL);

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
      g_autoptr(GSubprocess) process = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *err = NULL;
      const char *reason = i == 0 ? "No space left on device" : "Broken pipe";
      int in[2];
      int out;

      /* standard input stays open, and silent: an engine that waited for
       * a move would never end */
      g_assert_true (g_unix_open_pipe (in, FD_CLOEXEC, &error));
      g_assert_no_error (error);
      g_subprocess_launcher_take_stdin_fd (launcher, in[0]);

      if (i == 0)
        out = g_open ("/dev/full", O_WRONLY, 0);
      else
        {
          int fds[2];

          g_assert_true (g_unix_open_pipe (fds, FD_CLOEXEC, &error));
          g_assert_no_error (error);
          close (fds[0]);
          out = fds[1];
        }
      g_assert_cmpint (out, >=, 0);
      g_subprocess_launcher_take_stdout_fd (launcher, out);
      /* the engine plays right: the computer moves first, then it prompts */
      process = g_subprocess_launcher_spawn (launcher, &error, cli, "engine", "--side", "right",
                                             "--level", "easy", "--seed", "1", NULL);
      g_assert_no_error (error);
      g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error);
      g_assert_no_error (error);
      close (in[1]);
      g_assert_true (g_subprocess_get_if_exited (process));
      g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 2);
      if (strstr (err, "en-garde-cli: cannot write the output: ") == NULL || strstr (err, reason) == NULL)
        g_error ("expected a message with “%s”, got “%s”", reason, err);
    }
}

static void
test_bad_options (void)
{
  static const char *bad[][3] = {
    { "--side", "middle", NULL },
    { "--level", "expert", NULL },
    { "--variant", "modern", NULL },
    { "--target", "0", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      Engine engine;

      engine_start (&engine, bad[i], TRUE);
      engine_finish (&engine, 2);
    }
}

/* Every command refuses a wrong option with one line on stderr and exit
 * status 2, NaN durations included. */
static void
test_usage_errors (void)
{
  static const char *bad[][4] = {
    { "bench", "--seconds", "nan", NULL },
    { "bench", "--seconds", "-1", NULL },
    { "bench", "--nonsense", NULL },
    { "play", "--matches", "0", NULL },
    { "show", "--nonsense", NULL },
    { "validate", "--nonsense", NULL },
    { "fence", NULL },
  };
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "en-garde-cli", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      const char *args[6] = { cli, NULL };
      int status = 0;

      for (guint j = 0; bad[i][j] != NULL; j++)
        args[j + 1] = bad[i][j];
      g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                    &out, &err, &status, &error);
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_str_has_prefix (err, "en-garde-cli"));
      g_assert_true (strchr (err, '\n') == err + strlen (err) - 1);   /* one line */
    }
}

static const MatchCase hard_right = { "right", "hard", "advanced", "3", TRUE };
static const MatchCase random_left = { "left", "random", "classic", "5", FALSE };

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  g_test_add_data_func ("/en-garde/engine-protocol/hard-right", &hard_right, test_match);
  g_test_add_data_func ("/en-garde/engine-protocol/random-left-classic", &random_left, test_match);
  g_test_add_func ("/en-garde/engine-protocol/quit", test_quit);
  g_test_add_func ("/en-garde/engine-protocol/strict-syntax", test_strict_syntax);
  g_test_add_func ("/en-garde/engine-protocol/output-fails", test_output_fails);
  g_test_add_func ("/en-garde/engine-protocol/bad-options", test_bad_options);
  g_test_add_func ("/en-garde/engine-protocol/garbage", test_garbage);
  g_test_add_func ("/en-garde/engine-protocol/usage-errors", test_usage_errors);

  return g_test_run ();
}
