/* eg-match-log-prescan.c — the pre-scan of a log's bytes: bounded,
 * linear-time checks (encoding, NUL, DOCTYPE, counts and lengths) before
 * libxml2 sees a byte; the parse and the reading of files are in
 * eg-match-log-safe.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-logs"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "eg-match-log-private.h"

/* The pre-scan: one pass over the bytes, in time linear in their number,
 * that refuses what would make libxml2 slow or greedy (attribute
 * uniqueness is checked in worse than quadratic time in 2.9) long before
 * a real match could come near it. It only counts: what it does not
 * understand it leaves to the parser, which then meets at most what the
 * counts allow. */

typedef struct
{
  const char *data;
  const char *end;
  gsize       n_elements;
  gsize       n_attributes;
  guint       n_rounds;
  gsize       n_markup;     /* comments, processing instructions, CDATA sections */
} Scan;

/* The line of @at in @data, from 1. */
guint
eg_match_log_line_at (const char *data,
                      const char *at)
{
  guint line = 1;

  for (const char *p = data; (p = memchr (p, '\n', (gsize) (at - p))) != NULL; p++)
    line++;
  return line;
}

static gboolean
starts_with (const char *p,
             const char *end,
             const char *prefix)
{
  gsize n = strlen (prefix);

  return (gsize) (end - p) >= n && memcmp (p, prefix, n) == 0;
}

/* Just past the next @terminator, or the end. */
static const char *
skip_past (const char *p,
           const char *end,
           const char *terminator)
{
  const char *found = g_strstr_len (p, end - p, terminator);

  return found != NULL ? found + strlen (terminator) : end;
}

static gsize
name_length (const char *p,
             const char *end)
{
  const char *start = p;

  while (p < end && strchr (" \t\r\n/>=<\"'", *p) == NULL)
    p++;
  return (gsize) (p - start);
}

typedef enum
{
  LIMIT_NAME,
  LIMIT_VALUE,
  LIMIT_ELEMENT_ATTRIBUTES,
  LIMIT_ATTRIBUTES,
  LIMIT_ELEMENTS,
  LIMIT_ROUNDS,
  LIMIT_MARKUP,
} Limit;

/* Whether @count keeps to @limit; if not, says so for the line of @at. */
static gboolean
keeps_to (Scan        *scan,
          Limit        limit,
          gsize        count,
          const char  *at,
          guint       *error_line,
          GError     **error)
{
  static const guint maxima[] = {
    [LIMIT_NAME] = EG_MATCH_LOG_MAX_NAME,
    [LIMIT_VALUE] = EG_MATCH_LOG_MAX_VALUE,
    [LIMIT_ELEMENT_ATTRIBUTES] = EG_MATCH_LOG_MAX_ELEMENT_ATTRIBUTES,
    [LIMIT_ATTRIBUTES] = EG_MATCH_LOG_MAX_ATTRIBUTES,
    [LIMIT_ELEMENTS] = EG_MATCH_LOG_MAX_ELEMENTS,
    [LIMIT_ROUNDS] = EG_MATCH_LOG_MAX_ROUNDS,
    [LIMIT_MARKUP] = EG_MATCH_LOG_MAX_MARKUP,
  };
  static const char * const sentences[] = {
    /* Translators: in these seven, %u is a limit, e.g. 64 (bytes) or 1000 (rounds) */
    [LIMIT_NAME] = N_("A name in the file is longer than %u bytes; no match log has such a "
                      "name, so the file is refused."),
    [LIMIT_VALUE] = N_("An attribute value is longer than %u bytes; no match log has such a "
                       "long text (a player’s name included), so the file is refused."),
    [LIMIT_ELEMENT_ATTRIBUTES] = N_("An element has more than %u attributes and namespace "
                                    "declarations; no match log has that many, so the file "
                                    "is refused."),
    [LIMIT_ATTRIBUTES] = N_("The file has more than %u attributes; no match log has that many, "
                            "so the file is refused."),
    [LIMIT_ELEMENTS] = N_("The file has more than %u elements; no match log has that many, so "
                          "the file is refused."),
    [LIMIT_ROUNDS] = N_("The file has more than %u rounds; no real match comes near that many, "
                        "so the file is refused."),
    [LIMIT_MARKUP] = N_("The file has more than %u comments, processing instructions and CDATA "
                        "sections; no match log has that many, so the file is refused."),
  };
  g_autofree char *message = NULL;

  if (count <= maxima[limit])
    return TRUE;

  /* Each sentence takes exactly one %u, the limit. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  message = g_strdup_printf (_(sentences[limit]), maxima[limit]);
#pragma GCC diagnostic pop
  eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_TOO_LARGE,
                          eg_match_log_line_at (scan->data, at), message);
  return FALSE;
}

/* Counts the start tag's attributes and namespace declarations (each has
 * an "=") and measures their names and values. Returns where the tag
 * ends, or NULL with @error set. */
static const char *
scan_attributes (Scan        *scan,
                 const char  *p,
                 guint       *error_line,
                 GError     **error)
{
  guint n = 0;

  while (p < scan->end && *p != '>' && *p != '<')
    {
      gsize length;

      if (*p == '=')
        {
          const char *quote;

          n++;
          scan->n_attributes++;
          if (!keeps_to (scan, LIMIT_ELEMENT_ATTRIBUTES, n, p, error_line, error) ||
              !keeps_to (scan, LIMIT_ATTRIBUTES, scan->n_attributes, p, error_line, error))
            return NULL;

          for (p++; p < scan->end && g_ascii_isspace (*p); p++)
            ;
          if (p < scan->end && (*p == '"' || *p == '\''))
            {
              quote = memchr (p + 1, *p, (gsize) (scan->end - p - 1));
              length = (gsize) ((quote != NULL ? quote : scan->end) - (p + 1));
              if (!keeps_to (scan, LIMIT_VALUE, length, p, error_line, error))
                return NULL;
              p = quote != NULL ? quote + 1 : scan->end;
            }
          continue;
        }

      length = name_length (p, scan->end);
      if (length == 0)
        {
          p++;
          continue;
        }
      if (!keeps_to (scan, LIMIT_NAME, length, p, error_line, error))
        return NULL;
      p += length;
    }

  return p;
}

static gboolean
scan_start_tag (Scan         *scan,
                const char  **pp,
                guint        *error_line,
                GError      **error)
{
  const char *name = *pp + 1;
  gsize length = name_length (name, scan->end);
  const char *local;

  if (!keeps_to (scan, LIMIT_NAME, length, name, error_line, error) ||
      !keeps_to (scan, LIMIT_ELEMENTS, ++scan->n_elements, name, error_line, error))
    return FALSE;

  local = memchr (name, ':', length);
  local = local != NULL ? local + 1 : name;
  if ((gsize) (name + length - local) == strlen ("round") && memcmp (local, "round", 5) == 0 &&
      !keeps_to (scan, LIMIT_ROUNDS, ++scan->n_rounds, name, error_line, error))
    return FALSE;

  *pp = scan_attributes (scan, name + length, error_line, error);
  return *pp != NULL;
}

/* The encoding. A log is UTF-8 (MATCH-LOG.md), and only UTF-8 may reach
 * libxml2: it would decode any other encoding it detects or is told of,
 * and the limits, counted on the bytes, would then count nothing (in
 * UTF-7, "<" is "+ADw-"). */

#define UTF8_BOM "\xef\xbb\xbf"
/* An encoding name shown in a message is cut to this many bytes. */
#define MAX_SHOWN_ENCODING 40

/* The encoding that a byte-order mark or the first four bytes show, as
 * libxml2 would detect it (XML 1.0, appendix F), or NULL for UTF-8. A
 * document starts with "<" or white space, which UTF-16 and UTF-32 write
 * with zero bytes that UTF-8 never has. */
static const char *
detect_encoding (const guint8 *b,
                 gsize         length)
{
  if (length >= 4 && ((b[0] == 0 && b[1] == 0 && b[2] == 0xfe && b[3] == 0xff) ||
                      (b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] != 0)))
    return "UTF-32BE";
  if (length >= 4 && ((b[0] == 0xff && b[1] == 0xfe && b[2] == 0 && b[3] == 0) ||
                      (b[0] != 0 && b[1] == 0 && b[2] == 0 && b[3] == 0)))
    return "UTF-32LE";
  if (length >= 4 && b[0] == 0 && b[3] == 0 && (b[1] == 0) != (b[2] == 0))
    return "UTF-32";   /* the unusual byte orders 2143 and 3412 */
  if ((length >= 2 && b[0] == 0xfe && b[1] == 0xff) ||
      (length >= 4 && b[0] == 0 && b[1] != 0 && b[2] == 0 && b[3] != 0))
    return "UTF-16BE";
  if ((length >= 2 && b[0] == 0xff && b[1] == 0xfe) ||
      (length >= 4 && b[0] != 0 && b[1] == 0 && b[2] != 0 && b[3] == 0))
    return "UTF-16LE";
  if (length >= 4 && memcmp (b, "\x4c\x6f\xa7\x94", 4) == 0)
    return "EBCDIC";   /* "<?xm" */
  return NULL;
}

static gboolean
is_xml_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* @p past XML white space, up to @end. */
static const char *
skip_blanks (const char *p,
             const char *end)
{
  while (p < end && is_xml_blank (*p))
    p++;
  return p;
}

/* The value of an `encoding` pseudo-attribute at @p (just past the word),
 * or FALSE when none is written there. */
static gboolean
encoding_value (const char  *p,
                const char  *end,
                const char **value,
                gsize       *value_length)
{
  const char *close;

  p = skip_blanks (p, end);
  if (p == end || *p != '=')
    return FALSE;
  p = skip_blanks (p + 1, end);
  if (p == end || (*p != '"' && *p != '\''))
    return FALSE;
  close = memchr (p + 1, *p, (gsize) (end - p - 1));
  *value = p + 1;
  *value_length = (gsize) ((close != NULL ? close : end) - *value);
  return TRUE;
}

static gboolean
is_utf8_name (const char *value,
              gsize       length)
{
  /* libxml2 takes both, in any case, for UTF-8 */
  return (length == 5 && g_ascii_strncasecmp (value, "UTF-8", 5) == 0) ||
         (length == 4 && g_ascii_strncasecmp (value, "UTF8", 4) == 0);
}

/* @value made fit for a message: printable ASCII (an encoding's name is),
 * anything else a "?", and not too long. */
static char *
shown_encoding (const char *value,
                gsize       length)
{
  GString *shown = g_string_new (NULL);

  for (gsize i = 0; i < MIN (length, MAX_SHOWN_ENCODING); i++)
    g_string_append_c (shown, g_ascii_isprint (value[i]) ? value[i] : '?');
  if (length > MAX_SHOWN_ENCODING)
    g_string_append (shown, "…");
  return g_string_free (shown, FALSE);
}

static void
set_encoding_error (GError     **error,
                    guint       *error_line,
                    guint        line,
                    const char  *name,
                    gboolean     declared)
{
  if (declared)
    eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_ENCODING, line,
                             /* Translators: %s names a text encoding, e.g. "UTF-16" or "ISO-8859-1" */
                             _("The file declares the text encoding “%s”, but match logs are "
                               "written in UTF-8 only: convert the file to UTF-8 (and declare "
                               "encoding=\"UTF-8\") to read it."), name);
  else
    eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_ENCODING, line,
                             /* Translators: %s names a text encoding, e.g. "UTF-16LE" */
                             _("The file is written in %s, but match logs are written in UTF-8 "
                               "only: convert the file to UTF-8 to read it."), name);
}

/* Refuses any encoding but UTF-8: one a byte-order mark shows, or one the
 * XML declaration names. libxml2 honours only a declaration at the very
 * start, and reads its encoding before any "<" or ">" that follows, so
 * every `encoding=` up to there is checked, in whatever order or shape
 * the declaration is written. */
static gboolean
check_encoding (const char  *data,
                gsize        length,
                guint       *error_line,
                GError     **error)
{
  const char *detected = detect_encoding ((const guint8 *) data, length);
  const char *end = data + length;
  const char *p = data;
  const char *stop;

  if (detected != NULL)
    {
      set_encoding_error (error, error_line, 1, detected, FALSE);
      return FALSE;
    }

  if (starts_with (p, end, UTF8_BOM))
    p += strlen (UTF8_BOM);
  if (!starts_with (p, end, "<?xml") || p + 5 == end || !is_xml_blank (p[5]))
    return TRUE;

  p += 5;
  for (stop = p; stop < end && *stop != '<' && *stop != '>'; stop++)
    ;
  while ((p = g_strstr_len (p, stop - p, "encoding")) != NULL)
    {
      const char *value;
      gsize value_length;

      p += strlen ("encoding");
      if (encoding_value (p, stop, &value, &value_length) && !is_utf8_name (value, value_length))
        {
          g_autofree char *name = shown_encoding (value, value_length);

          set_encoding_error (error, error_line, eg_match_log_line_at (data, value), name, TRUE);
          return FALSE;
        }
    }
  return TRUE;
}

/* @size and the most a log may have, as a message shows them: with
 * their bytes when the short forms are alike (a file just over the limit
 * was "4.0 MiB, far more than any match log (at most 4.0 MiB)"). */
void
eg_match_log_format_sizes (goffset   size,
                           char    **size_text,
                           char    **max_text)
{
  GFormatSizeFlags flags = G_FORMAT_SIZE_IEC_UNITS;

  *size_text = g_format_size_full (size, flags);
  *max_text = g_format_size_full (EG_MATCH_LOG_MAX_SIZE, flags);
  if (g_str_equal (*size_text, *max_text))
    {
      g_free (*size_text);
      g_free (*max_text);
      flags |= G_FORMAT_SIZE_LONG_FORMAT;
      *size_text = g_format_size_full (size, flags);
      *max_text = g_format_size_full (EG_MATCH_LOG_MAX_SIZE, flags);
    }
}

/**
 * eg_match_log_prescan:
 *
 * Refuses, in one linear pass, bytes no match log has: any encoding but
 * UTF-8 (checked first), a NUL, a DOCTYPE, and more rounds, elements,
 * attributes or longer names and values than the limits of
 * eg-match-log.h.
 */
gboolean
eg_match_log_prescan (const char  *data,
                      gsize        length,
                      guint       *error_line,
                      GError     **error)
{
  Scan scan = { data, data + length, 0, 0, 0, 0 };
  const char *nul = memchr (data, '\0', length);
  const char *p = data;
  const char *xml_start = starts_with (data, scan.end, UTF8_BOM) ? data + strlen (UTF8_BOM) : data;

  if (!check_encoding (data, length, error_line, error))
    return FALSE;

  if (length > EG_MATCH_LOG_MAX_SIZE)
    {
      g_autofree char *size = NULL;
      g_autofree char *max = NULL;

      eg_match_log_format_sizes ((goffset) length, &size, &max);

      /* Translators: both are sizes, e.g. "1.0 GiB" and "4.0 MiB" */
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_TOO_LARGE, 0,
                               _("The file is %s, far more than any match log (at most %s)."),
                               size, max);
      return FALSE;
    }

  if (nul != NULL)
    {
      eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED,
                              eg_match_log_line_at (data, nul),
                              _("The file holds a NUL byte, which no text file has: it is damaged "
                                "or not a match log."));
      return FALSE;
    }

  while (p < scan.end && (p = memchr (p, '<', (gsize) (scan.end - p))) != NULL)
    {
      gboolean declaration = p == xml_start && starts_with (p, scan.end, "<?xml");

      /* Each of these becomes a node the reader then walks and joins
       * the text around: counted like elements (the XML declaration is
       * not a node). */
      if ((starts_with (p, scan.end, "<!--") || starts_with (p, scan.end, "<![CDATA[") ||
           (starts_with (p, scan.end, "<?") && !declaration)) &&
          !keeps_to (&scan, LIMIT_MARKUP, ++scan.n_markup, p, error_line, error))
        return FALSE;

      if (starts_with (p, scan.end, "<!--"))
        p = skip_past (p + 4, scan.end, "-->");
      else if (starts_with (p, scan.end, "<?"))
        p = skip_past (p + 2, scan.end, "?>");
      else if (starts_with (p, scan.end, "<![CDATA["))
        p = skip_past (p + 9, scan.end, "]]>");
      else if (starts_with (p, scan.end, "<!DOCTYPE"))
        {
          eg_match_log_set_doctype_error (error, error_line, eg_match_log_line_at (data, p));
          return FALSE;
        }
      else if (starts_with (p, scan.end, "</"))
        {
          gsize n = name_length (p + 2, scan.end);

          if (!keeps_to (&scan, LIMIT_NAME, n, p + 2, error_line, error))
            return FALSE;
          p += 2 + n;
        }
      else if (starts_with (p, scan.end, "<!"))
        /* Not XML: the parser says so */
        p += 2;
      else if (!scan_start_tag (&scan, &p, error_line, error))
        return FALSE;
    }

  return TRUE;
}
