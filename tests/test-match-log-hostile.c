/* test-match-log-hostile.c — files no match log is: refused with the
 * project's own message and line, never waited on; and what XML allows
 * in a log (comments, processing instructions, CDATA) accepted
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How fast and how lean these are refused is measured by
 * build-aux/dev bench (build-aux/bench/eg-bench-hostile.c), not here.
 */

#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "eg-match-index.h"
#include "eg-match-log.h"
#include "eg-test-logs.h"
#include "eg-test-utils.h"

/* not inlined: GCC 12 at -O3 takes the returned text for a pointer to
 * the local variable that received it (-Wdangling-pointer) */
G_GNUC_NO_INLINE static char *
read_example (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

static EgMatch *
assert_loads (const char *text)
{
  g_autoptr(GError) error = NULL;
  EgMatch *match = eg_test_load_log (text, strlen (text), NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (match);
  return match;
}

/* The example with @attributes added to its <match> start tag. */
static char *
with_match_attributes (const char *attributes)
{
  g_autofree char *base = read_example ("classic-round.engarde");
  g_autofree char *new = g_strdup_printf ("<match %s ", attributes);

  return eg_test_replace_once (base, "<match ", new);
}

/* libxml2 2.9 checks attribute uniqueness in worse than quadratic time:
 * 50,000 attributes on one element took 19 s. */
static void
test_many_attributes (void)
{
  g_autoptr(GString) attributes = g_string_new (NULL);
  g_autofree char *text = NULL;

  for (guint i = 0; i < 50000; i++)
    g_string_append_printf (attributes, "a%u=\"\" ", i);
  text = with_match_attributes (attributes->str);
  eg_test_assert_log_refused (text, strlen (text), EG_MATCH_LOG_ERROR_TOO_LARGE, 3,
                  "An element has more than 10 attributes and namespace declarations");
}

static void
test_many_namespaces (void)
{
  g_autoptr(GString) attributes = g_string_new (NULL);
  g_autofree char *text = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (attributes, "xmlns:p%u=\"urn:p%u\" ", i, i);
  text = with_match_attributes (attributes->str);
  eg_test_assert_log_refused (text, strlen (text), EG_MATCH_LOG_ERROR_TOO_LARGE, 3,
                  "An element has more than 10 attributes and namespace declarations");
}

/* As many attributes as any element of a log has, and a few namespace
 * declarations, are fine. */
static void
test_attributes_within_limit (void)
{
  g_autofree char *text = with_match_attributes ("xmlns:a=\"urn:a\" xmlns:b=\"urn:b\" "
                                                 "xmlns:c=\"urn:c\" xmlns:d=\"urn:d\" "
                                                 "xmlns:e=\"urn:e\"");
  g_autoptr(EgMatch) match = assert_loads (text);

  g_assert_cmpuint (eg_match_get_n_rounds (match), ==, 1);
}

static void
test_tiny_elements (void)
{
  gsize length = 16 * 1024 * 1024;
  g_autofree char *data = g_malloc (length);
  const char *head = "<match xmlns=\"urn:engarde:match:1\">";
  g_autoptr(GString) text = g_string_new (head);

  for (gsize i = 0; i < length; i += 4)
    memcpy (data + i, "<a/>", 4);
  memcpy (data, head, strlen (head));
  eg_test_assert_log_refused (data, length, EG_MATCH_LOG_ERROR_TOO_LARGE, 0,
                  "MiB, far more than any match log (at most 4.0");

  /* within the size, more elements than any log has */
  while (text->len < 1024 * 1024)
    g_string_append (text, "<a/>");
  eg_test_assert_log_refused (text->str, text->len, EG_MATCH_LOG_ERROR_TOO_LARGE, 1,
                  "The file has more than 28004 elements");
}

/* Drawn rounds score nothing, so a match could in principle go on for
 * ever: a log of 1,000 drawn rounds loads, one more is refused. */
static void
test_drawn_rounds (void)
{
  g_autoptr(EgMatch) match = eg_test_drawn_match (EG_MATCH_LOG_MAX_ROUNDS + 1, 7);
  g_autofree char *text = NULL;
  g_autofree char *shorter = NULL;
  g_autoptr(EgMatch) loaded = NULL;
  gsize length;
  const char *last;

  text = eg_match_log_to_string (match, &length);
  last = strstr (text, "<round number=\"1001\"");
  g_assert_nonnull (last);
  eg_test_assert_log_refused (text, length, EG_MATCH_LOG_ERROR_TOO_LARGE, eg_test_line_at (text, last),
                  "The file has more than 1000 rounds; no real match comes near that many");

  shorter = g_strdup_printf ("%.*s</match>\n", (int) (last - text), text);
  loaded = assert_loads (shorter);
  g_assert_cmpuint (eg_match_get_n_rounds (loaded), ==, EG_MATCH_LOG_MAX_ROUNDS);
  g_assert_cmpuint (eg_match_get_score (loaded, EG_SIDE_LEFT), ==, 0);
}

static void
test_huge_name (void)
{
  g_autofree char *base = read_example ("classic-round.engarde");
  g_autofree char *longest = g_strnfill (EG_MATCH_LOG_MAX_VALUE, 'A');
  g_autofree char *too_long = g_strnfill (3 * 1024 * 1024, 'A');
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;
  g_autoptr(EgMatch) match = NULL;

  name = g_strdup_printf ("name=\"%s\"", longest);
  text = eg_test_replace_once (base, "name=\"Ada\"", name);
  match = assert_loads (text);
  g_assert_cmpstr (eg_match_get_name (match, EG_SIDE_LEFT), ==, longest);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&name, g_free);

  /* a byte more, and a name of 3 MB: refused by the limit */
  for (guint i = 0; i < 2; i++)
    {
      name = g_strdup_printf ("name=\"%s%s\"", i == 0 ? longest : too_long, i == 0 ? "A" : "");
      text = eg_test_replace_once (base, "name=\"Ada\"", name);
      eg_test_assert_log_refused (text, strlen (text), EG_MATCH_LOG_ERROR_TOO_LARGE,
                      eg_test_line_at (text, strstr (text, name)),
                      "An attribute value is longer than 1024 bytes");
      g_clear_pointer (&text, g_free);
      g_clear_pointer (&name, g_free);
    }
}

static void
test_long_element_name (void)
{
  g_autofree char *base = read_example ("classic-round.engarde");
  g_autofree char *element = g_strnfill (EG_MATCH_LOG_MAX_NAME + 1, 'x');
  g_autofree char *new = g_strdup_printf ("<%s/>\n  <player side=\"left\"", element);
  g_autofree char *text = eg_test_replace_once (base, "<player side=\"left\"", new);

  eg_test_assert_log_refused (text, strlen (text), EG_MATCH_LOG_ERROR_TOO_LARGE,
                  eg_test_line_at (text, strstr (text, element)),
                  "A name in the file is longer than 64 bytes");
}

/* XML forbids NUL anywhere: one after the root must not hide the rest. */
static void
test_nul_after_root (void)
{
  g_autofree char *base = read_example ("classic-round.engarde");
  gsize base_length = strlen (base);
  g_autofree char *text = g_strdup_printf ("%s#<junk/>", base);

  text[base_length] = '\0';
  eg_test_assert_log_refused (text, base_length + 8, EG_MATCH_LOG_ERROR_MALFORMED,
                  eg_test_line_at (text, text + base_length),
                  "The file holds a NUL byte, which no text file has");
}

/* Encodings: a log is UTF-8, and any other encoding is refused first,
 * with a message that names it, whatever else the file holds. */

static void
assert_encoding_refused (const char *data,
                         gsize       length,
                         guint       line,
                         const char *encoding)
{
  g_autofree char *message = g_strdup_printf ("%s, but match logs are written in UTF-8 only",
                                              encoding);

  eg_test_assert_log_refused (data, length, EG_MATCH_LOG_ERROR_ENCODING, line, message);
}

/* The example, declaring @declared, converted to @encoding and preceded
 * by @bom; its length in @length. */
static char *
encoded_example (const char *declared,
                 const char *encoding,
                 const char *bom,
                 gsize       bom_length,
                 gsize      *length)
{
  g_autofree char *base = read_example ("classic-round.engarde");
  g_autofree char *decl = g_strdup_printf ("encoding=\"%s\"", declared);
  g_autofree char *text = eg_test_replace_once (base, "encoding=\"UTF-8\"", decl);
  g_autoptr(GError) error = NULL;
  g_autofree char *converted = NULL;
  gsize converted_length;
  char *result;

  converted = g_convert (text, -1, encoding, "UTF-8", NULL, &converted_length, &error);
  g_assert_no_error (error);
  result = g_malloc (bom_length + converted_length + 1);
  memcpy (result, bom, bom_length);
  memcpy (result + bom_length, converted, converted_length);
  result[bom_length + converted_length] = '\0';
  *length = bom_length + converted_length;
  return result;
}

/* In UTF-7 "<" is "+ADw-": the limits, counted on the bytes, saw no
 * element, and libxml2 took 15.7 s over these 100,000 attributes. */
static void
test_utf7_many_attributes (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n"
                                          "+ADw-match xmlns=+ACI-urn:engarde:match:1+ACI- ");

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (text, "a%u=+ACIAIg- ", i);
  g_string_append (text, "+AD4-+ADw-/match+AD4-\n");
  assert_encoding_refused (text->str, text->len, 1, "“UTF-7”");
}

static void
test_utf16 (void)
{
  static const struct
  {
    const char *encoding;
    const char *bom;
  } cases[] = {
    { "UTF-16LE", "\xff\xfe" },
    { "UTF-16LE", "" },
    { "UTF-16BE", "\xfe\xff" },
    { "UTF-16BE", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize length;
      g_autofree char *data = encoded_example ("UTF-16", cases[i].encoding, cases[i].bom,
                                               strlen (cases[i].bom), &length);

      /* well-formed, NUL bytes and all: the encoding is what is wrong */
      assert_encoding_refused (data, length, 1, cases[i].encoding);
    }
}

static void
test_utf32 (void)
{
  static const struct
  {
    const char *encoding;
    const char *bom;
  } cases[] = {
    { "UTF-32LE", "\xff\xfe\x00\x00" },
    { "UTF-32LE", "" },
    { "UTF-32BE", "\x00\x00\xfe\xff" },
    { "UTF-32BE", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize length;
      g_autofree char *data = encoded_example ("UTF-32", cases[i].encoding, cases[i].bom,
                                               i % 2 == 0 ? 4 : 0, &length);

      assert_encoding_refused (data, length, 1, cases[i].encoding);
    }
}

/* EBCDIC writes "<" as 0x4c, an "L" to the pre-scan: libxml2 detects it
 * from the first four bytes. */
static void
test_ebcdic (void)
{
  gsize length;
  g_autofree char *data = encoded_example ("IBM037", "IBM037", "", 0, &length);

  g_assert_cmpmem (data, 4, "\x4c\x6f\xa7\x94", 4);
  assert_encoding_refused (data, length, 1, "EBCDIC");
}

static void
test_declared_encodings (void)
{
  g_autofree char *base = read_example ("classic-round.engarde");
  g_autofree char *latin1 = eg_test_replace_once (base, "encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"");
  g_autofree char *first = eg_test_replace_once (base, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                                                 "<?xml encoding = 'utf-16' version=\"1.0\"?>");
  g_autofree char *second_line = eg_test_replace_once (base, " encoding=\"UTF-8\"",
                                                       "\n  encoding=\"windows-1252\"");
  g_autofree char *unclosed = eg_test_replace_once (base, "encoding=\"UTF-8\"?>", "encoding=\"UTF-7\"");
  g_autofree char *odd = eg_test_replace_once (base, "encoding=\"UTF-8\"", "encoding=\"\x1b[2J\"");

  assert_encoding_refused (latin1, strlen (latin1), 1, "declares the text encoding “ISO-8859-1”");
  assert_encoding_refused (first, strlen (first), 1, "“utf-16”");
  assert_encoding_refused (second_line, strlen (second_line), 2, "“windows-1252”");
  /* a declaration without its end still switches libxml2's decoder */
  assert_encoding_refused (unclosed, strlen (unclosed), 1, "“UTF-7”");
  /* what the file names is shown, never what it holds */
  assert_encoding_refused (odd, strlen (odd), 1, "“?[2J”");
}

/* UTF-8 as the specification allows it: with a byte-order mark, and
 * named in any case, with or without its hyphen. */
static void
test_utf8_accepted (void)
{
  g_autofree char *base = read_example ("classic-round.engarde");
  g_autoptr(EgMatch) expected = assert_loads (base);
  const char *names[] = { "utf-8", "Utf-8", "UTF8", "utf8" };
  g_autofree char *bom = g_strconcat ("\xef\xbb\xbf", base, NULL);
  g_autoptr(EgMatch) with_bom = assert_loads (bom);
  g_autofree char *other_pi = eg_test_replace_once (base, "<match ",
                                                    "<?xml-stylesheet encoding=\"UTF-16\"?>\n<match ");

  eg_test_assert_same_match (expected, with_bom);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *decl = g_strdup_printf ("encoding='%s'", names[i]);
      g_autofree char *text = eg_test_replace_once (base, "encoding=\"UTF-8\"", decl);
      g_autoptr(EgMatch) match = assert_loads (text);

      eg_test_assert_same_match (expected, match);
    }
  /* only the XML declaration at the start names the encoding */
  g_clear_object (&with_bom);
  with_bom = assert_loads (other_pi);
  eg_test_assert_same_match (expected, with_bom);
}

static void
assert_file_refused (GFile      *file,
                     const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = eg_match_log_load_file (file, NULL, &error);

  g_assert_null (match);
  g_assert_error (error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_IO);
  if (strstr (error->message, message) == NULL)
    g_error ("expected “%s” in “%s”", message, error->message);
}

/* A FIFO with no writer would block open() for ever: refused at once. */
static void
test_fifo (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("en-garde-fifo-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "pipe.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  assert_file_refused (file, "This is a device, a pipe or a socket, not a match log file.");
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_devices_and_folders (void)
{
  g_autoptr(GFile) zero = g_file_new_for_path ("/dev/zero");
  g_autoptr(GFile) folder = g_file_new_for_path (g_get_tmp_dir ());

  assert_file_refused (zero, "This is a device, a pipe or a socket, not a match log file.");
  assert_file_refused (folder, "This is a folder, not a match log.");
}

/* The list of saved matches reads each file as the log reader does: a
 * hostile file among them is left out, not waited on; and the temporary
 * files a crash left are tidied away first. */
static void
test_saved_matches (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("en-garde-saved-XXXXXX", &error);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autofree char *good = g_build_filename (dir, "good.engarde", NULL);
  g_autofree char *hostile = g_build_filename (dir, "hostile.engarde", NULL);
  g_autofree char *temp = g_build_filename (dir, "good.engarde.A1B2C3", NULL);
  g_autofree char *text = read_example ("draw.engarde");
  g_autoptr(GString) attributes = g_string_new (NULL);
  g_autofree char *bad = NULL;
  g_autoptr(GPtrArray) list = NULL;
  struct utimbuf old;

  g_assert_no_error (error);
  for (guint i = 0; i < 50000; i++)
    g_string_append_printf (attributes, "a%u=\"\" ", i);
  bad = with_match_attributes (attributes->str);
  g_assert_true (g_file_set_contents (good, text, -1, NULL));
  g_assert_true (g_file_set_contents (hostile, bad, -1, NULL));
  g_assert_true (g_file_set_contents (temp, "<match", -1, NULL));
  old.actime = old.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - 3600);
  g_assert_cmpint (g_utime (temp, &old), ==, 0);

  list = eg_match_index_list (folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_false (g_file_test (temp, G_FILE_TEST_EXISTS));

  eg_test_remove_tree (dir);
}

/* A name with a colon is a path like any other, never a URI. */
static void
test_colon_in_name (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("en-garde-colon-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "a:b.engarde", NULL);
  g_autofree char *text = read_example ("draw.engarde");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(EgMatch) match = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  match = eg_match_log_load_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  g_unlink (path);
  g_rmdir (dir);
}

/* XML conformance: a deck's text is its character data, however written */
static void
test_deck_comment_cdata (void)
{
  g_autofree char *base = read_example ("classic-round.engarde");
  g_autoptr(EgMatch) expected = assert_loads (base);
  const char *deck = strstr (base, "<deck>") + strlen ("<deck>");
  g_autofree char *text = NULL;
  g_autoptr(EgMatch) match = NULL;

  /* "<deck>" + first 10 characters, a comment, a PI, 10 more in CDATA, the rest */
  text = g_strdup_printf ("%.*s<!-- dealt by Ada -->%.10s<?shuffle riffle?><![CDATA[%.10s]]>%s",
                          (int) (deck - base), base, deck, deck + 10, deck + 20);
  match = assert_loads (text);
  eg_test_assert_same_match (expected, match);
  g_assert_cmpmem (eg_match_get_round_record (match, 0)->deck, EG_DECK_SIZE,
                   eg_match_get_round_record (expected, 0)->deck, EG_DECK_SIZE);
}

/* Comments and processing instructions between all elements, and inside
 * the empty ones, change nothing. */
static void
test_comments_everywhere (void)
{
  g_autofree char *base = read_example ("parry-then-continue.engarde");
  g_autoptr(EgMatch) expected = assert_loads (base);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(EgMatch) match = NULL;
  const char *body = strchr (base, '\n') + 1;   /* after the XML declaration */

  g_string_append_len (text, base, body - base);
  for (const char *p = body; *p != '\0'; p++)
    {
      if (p[0] == '/' && p[1] == '>')
        {
          /* <x …/> becomes <x …><!-- inside --></x> */
          const char *open = p;

          while (*open != '<')
            open--;
          g_string_append_printf (text, "><!-- inside --></%.*s>",
                                  (int) strcspn (open + 1, " \t\n/>"), open + 1);
          p++;
        }
      else
        g_string_append_c (text, *p);
      if (*p == '>')
        g_string_append (text, "<?note here?><!-- c -->");
    }

  match = assert_loads (text->str);
  eg_test_assert_same_match (expected, match);
}

/* The example log with @n copies of @piece and a space before each
 * between its two players: text that the reader joins into one. */
static char *
with_pieces (const char *piece,
             gsize       n)
{
  g_autofree char *base = read_example ("classic-round.engarde");
  const char *at = strstr (base, "<player side=\"right\"");
  g_autoptr(GString) text = g_string_new_len (base, at - base);

  for (gsize i = 0; i < n; i++)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, piece);
    }
  g_string_append (text, at);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Comments, processing instructions and CDATA sections count like
 * elements: as many as a log may have elements load, and the text
 * between them is joined into the same match; one more is refused
 * before the parse. A 4 MiB file of them, one space apart, once took
 * 16 s of CPU and 192 MB (build-aux/dev bench measures that shape). */
static void
test_many_markup (void)
{
  static const char * const pieces[] = { "<?a?>", "<!---->", "<![CDATA[]]>", "<?a b?>" };
  g_autofree char *base = read_example ("classic-round.engarde");
  g_autoptr(EgMatch) expected = assert_loads (base);
  g_autofree char *message = g_strdup_printf ("The file has more than %u comments, processing "
                                              "instructions and CDATA sections",
                                              EG_MATCH_LOG_MAX_MARKUP);

  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      /* the example has a comment of its own */
      g_autofree char *within = with_pieces (pieces[i], EG_MATCH_LOG_MAX_MARKUP - 1);
      g_autofree char *beyond = with_pieces (pieces[i], EG_MATCH_LOG_MAX_MARKUP);
      g_autofree char *file = with_pieces (pieces[i], 4 * 1024 * 1024 / (strlen (pieces[i]) + 1) - 200);
      g_autoptr(EgMatch) match = assert_loads (within);

      eg_test_assert_same_match (expected, match);
      eg_test_assert_log_refused (beyond, strlen (beyond), EG_MATCH_LOG_ERROR_TOO_LARGE,
                                  eg_test_line_at (beyond, strstr (beyond, "<player side=\"right\"")),
                                  message);
      g_assert_cmpuint (strlen (file), <=, EG_MATCH_LOG_MAX_SIZE);
      eg_test_assert_log_refused (file, strlen (file), EG_MATCH_LOG_ERROR_TOO_LARGE,
                                  eg_test_line_at (file, strstr (file, "<player side=\"right\"")),
                                  message);
    }
}

/* A file just over the size limit: the two sizes are told apart (they
 * were both "4.0 MiB"), whether the bytes or the file are read. */
static void
test_just_over_size (void)
{
  gsize length = EG_MATCH_LOG_MAX_SIZE + 1;
  g_autofree char *data = g_malloc (length);
  g_autofree char *dir = g_dir_make_tmp ("en-garde-size-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = NULL;

  memset (data, ' ', length);
  memcpy (data, "<match/>", 8);
  eg_test_assert_log_refused (data, length, EG_MATCH_LOG_ERROR_TOO_LARGE, 0,
                              "(4194305 bytes), far more than any match log (at most 4.0");
  eg_test_assert_log_refused (data, length, EG_MATCH_LOG_ERROR_TOO_LARGE, 0, "(4194304 bytes))");

  g_assert_true (g_file_set_contents (path, data, length, NULL));
  match = eg_match_log_load_file (file, NULL, &error);
  g_assert_null (match);
  g_assert_error (error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "(4194305 bytes)"));
  g_assert_nonnull (strstr (error->message, "(4194304 bytes)"));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_cdata_outside_deck (void)
{
  g_autofree char *base = read_example ("classic-round.engarde");
  g_autofree char *text = eg_test_replace_once (base, "<round ", "<![CDATA[Ada]]><round ");

  eg_test_assert_log_refused (text, strlen (text), EG_MATCH_LOG_ERROR_SCHEMA,
                  eg_test_line_at (text, strstr (text, "<player side=\"right\"")),
                  "There is text inside <match>, where a match log has none.");
}

/* The project's own words, never libxml2's */
static void
test_own_messages (void)
{
  g_autofree char *base = read_example ("classic-round.engarde");
  g_autofree char *format = eg_test_replace_once (base, "format=\"1\"", "format=\"01\"");
  g_autofree char *round = eg_test_replace_once (base, "<round number=\"1\"",
                                         "<round number=\"1000000000000000000000001\"");
  g_autofree char *twice = eg_test_replace_once (base, "<match ", "<match variant=\"classic\" ");
  g_autofree char *comment = eg_test_replace_once (base, "<round ", "<!-- unclosed <round ");

  eg_test_assert_log_refused (format, strlen (format), EG_MATCH_LOG_ERROR_SCHEMA, 3,
                  "format=“01” on <match> is not allowed: it must be 1.");
  eg_test_assert_log_refused (round, strlen (round), EG_MATCH_LOG_ERROR_SCHEMA,
                  eg_test_line_at (round, strstr (round, "<round ")),
                  "number=“1000000000000000000000001” on <round> is not allowed: "
                  "it must be a whole number from 1 up, of at most 9 digits.");
  eg_test_assert_log_refused (twice, strlen (twice), EG_MATCH_LOG_ERROR_MALFORMED, 3,
                  "An element has the same attribute twice: the file is damaged.");
  eg_test_assert_log_refused (comment, strlen (comment), EG_MATCH_LOG_ERROR_MALFORMED,
                  eg_test_line_at (comment, strstr (comment, "<!-- unclosed")),
                  "A comment, a processing instruction or a CDATA section is not closed properly");
}

/* The ruling of MATCH-LOG.md: a last round ended by its actions without
 * its result, and a won match without the match result, are complete;
 * the reader computes what is missing. */
static void
test_missing_last_results (void)
{
  for (guint64 seed = 1; seed < 200; seed++)
    {
      g_autoptr(EgMatch) match = eg_test_random_match (seed, G_MAXUINT);
      g_autofree char *text = NULL;
      g_autofree char *cut = NULL;
      g_autofree char *again = NULL;
      g_autoptr(EgMatch) loaded = NULL;
      char *round_result;
      char *match_result;

      if (!eg_match_is_over (match) || eg_match_get_target_score (match) > 3)
        continue;

      text = eg_match_log_to_string (match, NULL);
      match_result = strstr (text, "\n  <result winner");
      round_result = g_strrstr (text, "    <result winner");
      g_assert_nonnull (match_result);
      g_assert_nonnull (round_result);

      /* without the match result only */
      cut = g_strdup_printf ("%.*s\n</match>\n", (int) (match_result - text), text);
      loaded = assert_loads (cut);
      g_assert_true (eg_match_is_over (loaded));
      g_assert_cmpint (eg_match_get_winner (loaded), ==, eg_match_get_winner (match));
      again = eg_match_log_to_string (loaded, NULL);
      g_assert_cmpstr (again, ==, text);
      g_clear_pointer (&cut, g_free);
      g_clear_pointer (&again, g_free);
      g_clear_object (&loaded);

      /* without the last round's result either */
      cut = g_strdup_printf ("%.*s  </round>\n</match>\n", (int) (round_result - text), text);
      loaded = assert_loads (cut);
      g_assert_true (eg_match_is_over (loaded));
      g_assert_cmpuint (eg_match_get_score (loaded, EG_SIDE_LEFT), ==,
                        eg_match_get_score (match, EG_SIDE_LEFT));
      g_assert_cmpuint (eg_match_get_score (loaded, EG_SIDE_RIGHT), ==,
                        eg_match_get_score (match, EG_SIDE_RIGHT));
      again = eg_match_log_to_string (loaded, NULL);
      g_assert_cmpstr (again, ==, text);
      return;
    }
  g_assert_not_reached ();
}

/* Loading in a worker */

typedef struct
{
  EgMatch *match;
  GError  *error;
  gboolean done;
  goffset  last_current;
  goffset  last_total;
  guint    n_progress;
} AsyncLoad;

static void
on_progress (goffset  current,
             goffset  total,
             gpointer data)
{
  AsyncLoad *load = data;

  g_assert_cmpint (current, >=, load->last_current);
  load->last_current = current;
  load->last_total = total;
  load->n_progress++;
}

static void
on_loaded (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  AsyncLoad *load = data;

  g_assert_true (G_IS_FILE (source));
  load->match = eg_match_log_load_finish (result, &load->error);
  load->done = TRUE;
}

static void
load_async (GFile        *file,
            GCancellable *cancellable,
            AsyncLoad    *load)
{
  memset (load, 0, sizeof *load);
  eg_match_log_load_async (file, cancellable, on_progress, load, NULL, on_loaded, load);
  while (!load->done)
    g_main_context_iteration (NULL, TRUE);
  /* the progress reports queued before the end have run */
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
test_async (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("en-garde-async-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "long.engarde", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.engarde", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) pipe = g_file_new_for_path (fifo);
  g_autoptr(EgMatch) match = eg_test_long_match (400, 3);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autofree char *text = NULL;
  gsize length;
  AsyncLoad load;

  g_assert_no_error (error);
  text = eg_match_log_to_string (match, &length);
  g_assert_cmpuint (length, >, 512 * 1024);
  g_assert_true (g_file_set_contents (path, text, (gssize) length, NULL));

  /* a large file: progress in the caller's thread, up to its size */
  load_async (file, NULL, &load);
  g_assert_no_error (load.error);
  g_assert_nonnull (load.match);
  eg_test_assert_same_match (match, load.match);
  g_assert_cmpuint (load.n_progress, >=, 2);
  g_assert_cmpint (load.last_current, ==, (goffset) length);
  g_assert_cmpint (load.last_total, ==, (goffset) length);
  g_clear_object (&load.match);

  /* cancelled */
  g_cancellable_cancel (cancellable);
  load_async (file, cancellable, &load);
  g_assert_null (load.match);
  g_assert_error (load.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&load.error);

  /* a FIFO: refused, not waited on */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  load_async (pipe, NULL, &load);
  g_assert_null (load.match);
  g_assert_error (load.error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_IO);
  g_clear_error (&load.error);

  g_unlink (fifo);
  g_unlink (path);
  g_rmdir (dir);
}

/* @value with a comma between thousands, as the English help writes it. */
static char *
with_commas (guint value)
{
  return value >= 1000 ? g_strdup_printf ("%u,%03u", value / 1000, value % 1000)
                       : g_strdup_printf ("%u", value);
}

/* The help's page on logs states every limit the reader keeps, with
 * the reader's own figures (MATCH-LOG.md's table of limits). */
static void
test_help_states_limits (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "help", "C", "logs.page", NULL);
  g_autofree char *page = NULL;
  g_autoptr(GRegex) spaces = g_regex_new ("\\s+", 0, 0, NULL);
  g_autofree char *text = NULL;
  const struct
  {
    const char *format;
    guint       value;
  } limits[] = {
    { "at most %s MiB", EG_MATCH_LOG_MAX_SIZE / (1024 * 1024) },
    { "%s rounds", EG_MATCH_LOG_MAX_ROUNDS },
    { "%s elements", EG_MATCH_LOG_MAX_ELEMENTS },
    { "at most %s attributes in all", EG_MATCH_LOG_MAX_ATTRIBUTES },
    { "%s attributes and namespace declarations on any one element", EG_MATCH_LOG_MAX_ELEMENT_ATTRIBUTES },
    { "names of elements and attributes of at most %s bytes", EG_MATCH_LOG_MAX_NAME },
    { "at most %s bytes", EG_MATCH_LOG_MAX_VALUE },
    { "at most %s comments, processing instructions and CDATA sections in all", EG_MATCH_LOG_MAX_MARKUP },
  };

  g_assert_true (g_file_get_contents (path, &page, NULL, NULL));
  text = g_regex_replace_literal (spaces, page, -1, 0, " ", 0, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (limits); i++)
    {
      g_autofree char *figure = with_commas (limits[i].value);
      g_autofree char *phrase = NULL;

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      phrase = g_strdup_printf (limits[i].format, figure);
#pragma GCC diagnostic pop
      if (strstr (text, phrase) == NULL)
        g_error ("help/C/logs.page does not say “%s”", phrase);
    }
}

int
main (int   argc,
      char *argv[])
{
  eg_test_init (&argc, &argv);

  g_test_add_func ("/en-garde/match-log/hostile/many-attributes", test_many_attributes);
  g_test_add_func ("/en-garde/match-log/hostile/many-namespaces", test_many_namespaces);
  g_test_add_func ("/en-garde/match-log/hostile/attributes-within-limit", test_attributes_within_limit);
  g_test_add_func ("/en-garde/match-log/hostile/tiny-elements", test_tiny_elements);
  g_test_add_func ("/en-garde/match-log/hostile/drawn-rounds", test_drawn_rounds);
  g_test_add_func ("/en-garde/match-log/hostile/huge-name", test_huge_name);
  g_test_add_func ("/en-garde/match-log/hostile/long-element-name", test_long_element_name);
  g_test_add_func ("/en-garde/match-log/hostile/nul-after-root", test_nul_after_root);
  g_test_add_func ("/en-garde/match-log/encoding/utf7-many-attributes", test_utf7_many_attributes);
  g_test_add_func ("/en-garde/match-log/encoding/utf16", test_utf16);
  g_test_add_func ("/en-garde/match-log/encoding/utf32", test_utf32);
  g_test_add_func ("/en-garde/match-log/encoding/ebcdic", test_ebcdic);
  g_test_add_func ("/en-garde/match-log/encoding/declared", test_declared_encodings);
  g_test_add_func ("/en-garde/match-log/encoding/utf8-accepted", test_utf8_accepted);
  g_test_add_func ("/en-garde/match-log/hostile/fifo", test_fifo);
  g_test_add_func ("/en-garde/match-log/hostile/devices-and-folders", test_devices_and_folders);
  g_test_add_func ("/en-garde/match-log/hostile/colon-in-name", test_colon_in_name);
  g_test_add_func ("/en-garde/match-log/hostile/saved-matches", test_saved_matches);
  g_test_add_func ("/en-garde/match-log/xml/deck-comment-cdata", test_deck_comment_cdata);
  g_test_add_func ("/en-garde/match-log/xml/comments-everywhere", test_comments_everywhere);
  g_test_add_func ("/en-garde/match-log/xml/cdata-outside-deck", test_cdata_outside_deck);
  g_test_add_func ("/en-garde/match-log/hostile/many-markup", test_many_markup);
  g_test_add_func ("/en-garde/match-log/hostile/just-over-size", test_just_over_size);
  g_test_add_func ("/en-garde/match-log/xml/own-messages", test_own_messages);
  g_test_add_func ("/en-garde/match-log/ruling/missing-last-results", test_missing_last_results);
  g_test_add_func ("/en-garde/match-log/async", test_async);
  g_test_add_func ("/en-garde/match-log/help-states-limits", test_help_states_limits);

  return g_test_run ();
}
