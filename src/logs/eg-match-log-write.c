/* eg-match-log-write.c — writing a match as a log, in the format of
 * MATCH-LOG.md, and saving it atomically
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-logs"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "eg-ai.h"
#include "eg-match-log-private.h"

/* An attribute value that reads back the same: markup and the white space
 * a parser would normalise are escaped, characters XML 1.0 forbids are
 * dropped. */
static void
append_attribute_text (GString    *out,
                       const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (c)
        {
        case '&': g_string_append (out, "&amp;"); break;
        case '<': g_string_append (out, "&lt;"); break;
        case '>': g_string_append (out, "&gt;"); break;
        case '"': g_string_append (out, "&quot;"); break;
        case '\t': g_string_append (out, "&#9;"); break;
        case '\n': g_string_append (out, "&#10;"); break;
        case '\r': g_string_append (out, "&#13;"); break;
        default:
          if ((c < 0x20) || (c >= 0xD800 && c <= 0xDFFF) || c == 0xFFFE || c == 0xFFFF)
            break;
          g_string_append_len (out, p, g_utf8_next_char (p) - p);
        }
    }
}

/* ISO 8601 in UTC, "2026-11-22T10:15:00Z", with microseconds only when
 * asked for and not zero. */
static void
append_time (GString    *out,
             const char *attribute,
             GDateTime  *time,
             gboolean    microseconds)
{
  g_autoptr(GDateTime) utc = g_date_time_to_utc (time);
  g_autofree char *text = NULL;

  if (utc == NULL)
    return;
  if (microseconds)
    text = g_date_time_format_iso8601 (utc);
  else
    text = g_date_time_format (utc, "%Y-%m-%dT%H:%M:%SZ");
  if (text != NULL)
    g_string_append_printf (out, " %s=\"%s\"", attribute, text);
}

static void
append_player (GString  *out,
               EgPlayer *player,
               EgSide    side)
{
  EgPlayerKind kind = eg_player_get_kind (player);
  const char *level = eg_ai_offered_level (eg_player_get_level (player));

  g_string_append_printf (out, "  <player side=\"%s\" name=\"", eg_side_to_string (side));
  append_attribute_text (out, eg_player_get_name (player));
  g_string_append_printf (out, "\" type=\"%s\"", eg_player_kind_to_string (kind));
  if (kind == EG_PLAYER_COMPUTER && level != NULL)
    g_string_append_printf (out, " level=\"%s\"", level);
  g_string_append (out, "/>\n");
}

static void
append_action (GString        *out,
               const EgAction *action,
               gint64          time_us)
{
  const char *side = eg_side_to_string (action->side);

  g_string_append_printf (out, "    <%s side=\"%s\"", eg_action_type_to_string (action->type), side);
  switch (action->type)
    {
    case EG_ACTION_MOVE:
      g_string_append_printf (out, " card=\"%u\" direction=\"%s\"", action->card,
                              eg_direction_to_string (action->direction));
      break;
    case EG_ACTION_ATTACK:
    case EG_ACTION_PARRY:
      g_string_append_printf (out, " value=\"%u\" count=\"%u\"", action->value, action->count);
      break;
    case EG_ACTION_INDIRECT_ATTACK:
      g_string_append_printf (out, " card=\"%u\" value=\"%u\" count=\"%u\"",
                              action->card, action->value, action->count);
      break;
    case EG_ACTION_RETREAT:
      g_string_append_printf (out, " card=\"%u\"", action->card);
      break;
    default:
      g_assert_not_reached ();
    }
  if (time_us != 0)
    {
      g_autoptr(GDateTime) when = g_date_time_new_from_unix_utc (time_us / G_USEC_PER_SEC);

      if (when != NULL)
        {
          g_autoptr(GDateTime) exact = g_date_time_add (when, time_us % G_USEC_PER_SEC);

          if (exact != NULL)
            append_time (out, "at", exact, TRUE);
        }
    }
  g_string_append (out, "/>\n");
}

/* Where a match played from a step of another came from (MATCH-LOG.md):
 * nothing for a match played from the deal. */
static void
append_origin (GString        *out,
               const EgOrigin *origin)
{
  if (origin == NULL)
    return;
  if (origin->log_name != NULL)
    {
      g_string_append (out, " forked-from=\"");
      append_attribute_text (out, origin->log_name);
      g_string_append (out, "\"");
    }
  g_string_append_printf (out, " forked-at-round=\"%u\" forked-at-action=\"%u\"",
                          origin->round_index + 1, origin->action_index);
  if (origin->dealt_afresh)
    g_string_append (out, " forked-afresh=\"true\"");
}

/**
 * eg_match_log_to_string:
 * @length: (out) (optional): the length of the text
 *
 * Returns: (transfer full): the match as a log, in the format of MATCH-LOG.md
 */
char *
eg_match_log_to_string (EgMatch *match,
                        gsize   *length)
{
  GString *out;
  GDateTime *started;
  guint n_rounds;

  g_return_val_if_fail (EG_IS_MATCH (match), NULL);

  out = g_string_sized_new (4096);
  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<match xmlns=\"%s\" format=\"%d\" variant=\"%s\" target-score=\"%u\"",
                          EG_MATCH_LOG_NAMESPACE, EG_MATCH_LOG_FORMAT,
                          eg_variant_to_string (eg_match_get_variant (match)),
                          eg_match_get_target_score (match));
  started = eg_match_get_started (match);
  if (started != NULL)
    append_time (out, "started", started, FALSE);
  append_origin (out, eg_match_get_origin (match));
  g_string_append (out, ">\n");

  append_player (out, eg_match_get_player (match, EG_SIDE_LEFT), EG_SIDE_LEFT);
  append_player (out, eg_match_get_player (match, EG_SIDE_RIGHT), EG_SIDE_RIGHT);

  n_rounds = eg_match_get_n_rounds (match);
  for (guint r = 0; r < n_rounds; r++)
    {
      const EgRoundRecord *record = eg_match_get_round_record (match, r);

      g_string_append_printf (out, "  <round number=\"%u\" starter=\"%s\">\n    <deck>",
                              r + 1, eg_side_to_string (record->starter));
      for (guint i = 0; i < EG_DECK_SIZE; i++)
        {
          if (i > 0)
            g_string_append_c (out, ' ');
          g_string_append_c (out, (char) ('0' + record->deck[i]));
        }
      g_string_append (out, "</deck>\n");

      for (guint i = 0; i < record->actions->len; i++)
        append_action (out, &g_array_index (record->actions, EgAction, i),
                       g_array_index (record->times, gint64, i));

      if (record->reason != EG_REASON_NONE)
        g_string_append_printf (out, "    <result winner=\"%s\" reason=\"%s\"/>\n",
                                record->winner == EG_SIDE_NONE ? "none"
                                                               : eg_side_to_string (record->winner),
                                eg_reason_to_string (record->reason));
      g_string_append (out, "  </round>\n");
    }

  if (eg_match_is_over (match))
    g_string_append_printf (out, "  <result winner=\"%s\" left-score=\"%u\" right-score=\"%u\"/>\n",
                            eg_side_to_string (eg_match_get_winner (match)),
                            eg_match_get_score (match, EG_SIDE_LEFT),
                            eg_match_get_score (match, EG_SIDE_RIGHT));
  g_string_append (out, "</match>\n");

  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

/* A lock on the folder itself (flock() on its descriptor): it leaves no
 * file behind, and the kernel drops it when the process dies, so a
 * crash's temporary file is known as such at once. */
int
eg_match_log_lock_folder (const char *dir_path,
                          int         operation)
{
  int fd = g_open (dir_path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  if (fd < 0)
    return -1;
  while (flock (fd, operation) != 0)
    {
      int saved_errno = errno;

      if (saved_errno == EINTR)
        continue;
      close (fd);
      errno = saved_errno;
      return -1;
    }
  return fd;
}

/**
 * eg_match_log_save:
 *
 * Writes the log to a temporary file in the same folder, flushes it to
 * disk and renames it over @file, holding the folder's lock shared
 * meanwhile (eg_match_log_lock_folder()).
 */
gboolean
eg_match_log_save (EgMatch  *match,
                   GFile    *file,
                   GError  **error)
{
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;
  gboolean ok;

  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  text = eg_match_log_to_string (match, &length);
  path = g_file_get_path (file);
  if (path != NULL)
    {
      g_autofree char *dir_path = g_path_get_dirname (path);
      /* while its temporary file exists (eg_saved_match_tidy()); a
       * folder that cannot be locked is written all the same */
      int lock = eg_match_log_lock_folder (dir_path, LOCK_SH);

      ok = g_file_set_contents_full (path, text, (gssize) length,
                                     G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                     0666, &local_error);
      if (lock >= 0)
        close (lock);
    }
  else
    ok = g_file_replace_contents (file, text, length, NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &local_error);

  if (!ok)
    {
      /* Translators: %s is the system's reason, e.g. "No space left on device" */
      g_set_error (error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_IO,
                   _("The match cannot be saved: %s"), local_error->message);
      return FALSE;
    }
  return TRUE;
}
