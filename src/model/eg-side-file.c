/* eg-side-file.c — the files kept beside the logs, read with care: a
 * regular file only, opened without blocking, never more than a cap
 *
 * What this owns: reading the index, statistics and practice files'
 * bytes. GLib and GIO only.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "eg-side-file.h"

static void
set_errno_error (GError     **error,
                 int          saved_errno,
                 const char  *name)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               /* Translators: %1$s is a file, %2$s the system's reason, e.g.
                * "Permission denied" */
               _("“%1$s” cannot be read: %2$s"), name, g_strerror (saved_errno));
}

/* Refuses what is not a regular file of at most @max_size bytes. */
static gboolean
check_stat (const struct stat  *st,
            gsize               max_size,
            const char         *name,
            GError            **error)
{
  if (!S_ISREG (st->st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   /* Translators: %s is a file */
                   _("“%s” is a folder, a pipe or a device, not a file the game wrote, so it "
                     "is not read."), name);
      return FALSE;
    }
  if (st->st_size < 0 || (guint64) st->st_size > max_size)
    {
      g_autofree char *size = g_format_size_full (st->st_size, G_FORMAT_SIZE_LONG_FORMAT |
                                                  G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *max = g_format_size_full (max_size, G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   /* Translators: %1$s is a file, %2$s its size, e.g. "151.0 MiB
                    * (158334976 bytes)", %3$s the cap, e.g. "16.0 MiB" */
                   _("“%1$s” is %2$s, more than the game ever writes there (at most %3$s), "
                     "so it is not read."), name, size, max);
      return FALSE;
    }
  return TRUE;
}

/**
 * eg_side_file_read:
 * @file: a local file
 * @max_size: the most bytes it may hold
 *
 * Reads @file as the log reader reads a log: looked at before it is
 * opened, opened without blocking (a FIFO or a device is refused, never
 * waited on), and never more than @max_size bytes. A missing file gives
 * %G_IO_ERROR_NOT_FOUND.
 *
 * Returns: (transfer full) (nullable): the bytes, or %NULL with @error set
 */
GBytes *
eg_side_file_read (GFile   *file,
                   gsize    max_size,
                   GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *buffer = NULL;
  struct stat st;
  gsize got = 0;
  int fd;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  path = g_file_get_path (file);
  name = g_file_get_parse_name (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("“%s” is not a local file, so it is not read."), name);
      return NULL;
    }
  if (g_stat (path, &st) != 0)
    {
      set_errno_error (error, errno, name);
      return NULL;
    }
  if (!check_stat (&st, max_size, name, error))
    return NULL;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_errno_error (error, errno, name);
      return NULL;
    }
  /* it may have been replaced between the two looks */
  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, errno, name);
      close (fd);
      return NULL;
    }
  if (!check_stat (&st, max_size, name, error))
    {
      close (fd);
      return NULL;
    }

  /* one byte more than its size, to notice a file that grows */
  buffer = g_malloc ((gsize) st.st_size + 1);
  while (got < (gsize) st.st_size + 1)
    {
      gssize n = read (fd, buffer + got, (gsize) st.st_size + 1 - got);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno, name);
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      got += (gsize) n;
    }
  close (fd);
  /* a file that grew as it was read: within the cap, what was read */
  st.st_size = (off_t) got;
  if (!check_stat (&st, max_size, name, error))
    return NULL;

  return g_bytes_new_take (g_steal_pointer (&buffer), got);
}

/**
 * eg_side_file_load_keys:
 *
 * eg_side_file_read(), then the bytes parsed into @keys.
 *
 * Returns: whether @keys holds the file
 */
gboolean
eg_side_file_load_keys (GKeyFile  *keys,
                        GFile     *file,
                        gsize      max_size,
                        GError   **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gconstpointer data;
  gsize length;

  g_return_val_if_fail (keys != NULL, FALSE);

  bytes = eg_side_file_read (file, max_size, error);
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  return g_key_file_load_from_data (keys, length > 0 ? data : "", length, G_KEY_FILE_NONE, error);
}

/**
 * eg_side_file_save_keys:
 *
 * Writes @keys to @file atomically (a crash leaves the old file or the
 * new one), making its folder first, private to the user, when missing.
 *
 * Returns: whether @file holds @keys
 */
gboolean
eg_side_file_save_keys (GKeyFile  *keys,
                        GFile     *file,
                        GError   **error)
{
  g_autoptr(GFile) dir = g_file_get_parent (file);
  g_autofree char *dir_path = dir != NULL ? g_file_get_path (dir) : NULL;
  g_autofree char *path = g_file_get_path (file);

  g_return_val_if_fail (keys != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (dir_path != NULL && g_mkdir_with_parents (dir_path, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", dir_path, g_strerror (saved_errno));
      return FALSE;
    }
  return g_key_file_save_to_file (keys, path, error);
}
