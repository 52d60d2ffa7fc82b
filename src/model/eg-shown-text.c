/* eg-shown-text.c — text from a file (a player's name, a value quoted in
 * a message) made safe to show in a terminal or a label: the C0 controls,
 * DEL, the C1 controls and the line and paragraph separators escaped as
 * \n, \r, \t, \xHH or \uHHHH. A name holding "&#10;" then cannot print a
 * line of its author's choosing, and U+009B (CSI) cannot steer a
 * terminal. The CLI's text output and the interface both use it.
 *
 * What this owns: that one rule. GLib only.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <string.h>

#include "eg-shown-text.h"

static gboolean
is_control (gunichar c)
{
  return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029;
}

/**
 * eg_shown_text_needs_escape:
 *
 * Returns: whether eg_shown_text() would change @text
 */
gboolean
eg_shown_text_needs_escape (const char *text)
{
  g_return_val_if_fail (text != NULL, FALSE);

  if (!g_utf8_validate (text, -1, NULL))
    return TRUE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (is_control (g_utf8_get_char (p)))
      return TRUE;
  return FALSE;
}

/**
 * eg_shown_text:
 *
 * Returns: (transfer full): @text with its control characters escaped
 *   (and any byte that is not UTF-8 replaced by U+FFFD)
 */
char *
eg_shown_text (const char *text)
{
  g_autofree char *valid = NULL;
  GString *shown;

  g_return_val_if_fail (text != NULL, NULL);

  valid = g_utf8_make_valid (text, -1);
  shown = g_string_sized_new (strlen (valid));
  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!is_control (c))
        g_string_append_len (shown, p, g_utf8_next_char (p) - p);
      else if (c == '\n')
        g_string_append (shown, "\\n");
      else if (c == '\r')
        g_string_append (shown, "\\r");
      else if (c == '\t')
        g_string_append (shown, "\\t");
      else if (c < 0x100)
        g_string_append_printf (shown, "\\x%02X", c);
      else
        g_string_append_printf (shown, "\\u%04X", c);
    }
  return g_string_free (shown, FALSE);
}
