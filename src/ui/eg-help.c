/* eg-help.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "eg-help.h"

/* The HTML build of the help: installed, or the build tree's for a run
 * from it (meson devenv, the tests). */
static char *
html_dir (void)
{
  const char *dir = g_getenv ("EN_GARDE_HELP_HTML_DIR");

  if (dir != NULL && *dir != '\0')
    return g_strdup (dir);
  return g_build_filename (PKGDATADIR, "help", NULL);
}

/**
 * eg_help_get_uri:
 * @language: the game's language, "" for the system's
 *
 * The user guide: `help:en-garde` where a help viewer (Yelp) is
 * installed, else the index page of the HTML build in @language, or in
 * English when it has none.
 *
 * Returns: (transfer full) (nullable): the URI to show, or %NULL with
 *   @error set when neither is installed
 */
char *
eg_help_get_uri (const char  *language,
                 GError     **error)
{
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");
  g_autofree char *dir = NULL;
  g_autoptr(GPtrArray) codes = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (language != NULL, NULL);

  if (viewer != NULL)
    return g_strdup ("help:en-garde");

  dir = html_dir ();
  if (*language != '\0')
    g_ptr_array_add (codes, g_strdup (language));
  else
    {
      const char * const *names = g_get_language_names ();

      /* "de_DE.UTF-8" … "de" … "C": the help's folders are "de" and "C" */
      for (guint i = 0; names[i] != NULL; i++)
        if (strchr (names[i], '_') == NULL && strchr (names[i], '.') == NULL && strchr (names[i], '@') == NULL)
          g_ptr_array_add (codes, g_strdup (names[i]));
    }
  g_ptr_array_add (codes, g_strdup ("C"));

  for (guint i = 0; i < codes->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (codes, i), "index.html", NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_filename_to_uri (path, NULL, error);
    }

  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       _("The user guide is not installed. Install the Yelp help viewer, or reinstall En Garde."));
  return NULL;
}
