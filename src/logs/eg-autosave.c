/* eg-autosave.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-logs"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "eg-autosave.h"
#include "eg-match-log-private.h"

#define SUFFIX ".engarde"
/* g_file_set_contents() writes NAME.XXXXXX, then renames it over NAME */
#define TEMP_SUFFIX_LENGTH 7
/* A write takes milliseconds: a temporary file this old has no writer.
 * Only for a folder that cannot be locked (eg_saved_match_tidy()). */
#define STALE_SECONDS 30
/* How often a failed save is tried again, until it succeeds */
#define RETRY_SECONDS 3

struct _EgAutosave
{
  GObject   parent_instance;

  EgMatch  *match;
  GFile    *dir;
  GFile    *file;     /* chosen at the first write */
  gulong    handlers[2];
  guint     first_save_id;
  guint     retry_id;
  gboolean  failing;  /* the last save failed: told once, tried again */
};

G_DEFINE_FINAL_TYPE (EgAutosave, eg_autosave, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_DIR,
  PROP_FILE,
  N_PROPS
};

enum {
  SAVE_FAILED,
  SAVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* "2026-11-22T10-15-00Z": ISO 8601 with the colons that some file systems
 * refuse replaced. */
static char *
file_stem (GDateTime *started)
{
  g_autoptr(GDateTime) utc = g_date_time_to_utc (started);

  return g_date_time_format (utc, "%Y-%m-%dT%H-%M-%SZ");
}

static gboolean
same_origin (const EgOrigin *a,
             const EgOrigin *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strcmp0 (a->log_name, b->log_name) == 0 && a->round_index == b->round_index &&
         a->action_index == b->action_index;
}

/* Whether @file holds an earlier state of @match: the same start, the
 * same players, and rounds that begin the same way. A resumed match goes
 * on writing to the file it came from. */
static gboolean
file_holds_match (GFile   *file,
                  EgMatch *match)
{
  g_autoptr(EgMatch) saved = eg_match_log_load_file (file, NULL, NULL);
  GDateTime *a, *b;

  if (saved == NULL)
    return FALSE;
  /* a match played on from a step of another is not that one */
  if (!same_origin (eg_match_get_origin (saved), eg_match_get_origin (match)))
    return FALSE;

  a = eg_match_get_started (saved);
  b = eg_match_get_started (match);
  if (a == NULL || b == NULL || g_date_time_to_unix (a) != g_date_time_to_unix (b))
    return FALSE;

  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    if (g_strcmp0 (eg_player_get_name (eg_match_get_player (saved, side)),
                   eg_player_get_name (eg_match_get_player (match, side))) != 0)
      return FALSE;

  if (eg_match_get_n_rounds (saved) > eg_match_get_n_rounds (match))
    return FALSE;
  for (guint r = 0; r < eg_match_get_n_rounds (saved); r++)
    if (memcmp (eg_match_get_round_record (saved, r)->deck,
                eg_match_get_round_record (match, r)->deck, EG_DECK_SIZE) != 0)
      return FALSE;

  return TRUE;
}

static GFile *
choose_file (EgAutosave *self)
{
  GDateTime *started = eg_match_get_started (self->match);
  g_autofree char *stem = NULL;

  if (started == NULL)
    {
      g_autoptr(GDateTime) now = NULL;

      if (eg_match_get_n_rounds (self->match) == 0)
        return NULL;
      /* A match loaded from a log without a start time: it starts now. */
      now = g_date_time_new_now_utc ();
      eg_match_set_started (self->match, now);
      started = eg_match_get_started (self->match);
    }
  stem = file_stem (started);

  for (guint n = 1; n < 10000; n++)
    {
      g_autofree char *name = n == 1 ? g_strconcat (stem, SUFFIX, NULL)
                                     : g_strdup_printf ("%s-%u" SUFFIX, stem, n);
      g_autoptr(GFile) file = g_file_get_child (self->dir, name);

      if (!g_file_query_exists (file, NULL) || file_holds_match (file, self->match))
        return g_steal_pointer (&file);
    }
  return NULL;
}

/* The match knows where it is kept: a fork of it names it. */
static void
name_log (EgAutosave *self)
{
  g_autofree char *name = g_file_get_basename (self->file);

  eg_match_set_log_name (self->match, name);
}

/**
 * eg_autosave_save_now:
 *
 * Writes the whole match now; the signals of the match call this.
 */
gboolean
eg_autosave_save_now (EgAutosave  *self,
                      GError     **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (EG_IS_AUTOSAVE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Also for a resumed match, whose file was named at construction: the
   * folder may have gone since, or never existed. */
  path = g_file_get_path (self->dir);
  if (path != NULL && g_mkdir_with_parents (path, 0700) != 0)
    {
      int saved_errno = errno;

      g_autofree char *reason = g_strdup_printf ("%s: %s", path, g_strerror (saved_errno));

      /* Translators: %s is the system's reason, e.g. "No space left on device" */
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("The match cannot be saved: %s"), reason);
      return FALSE;
    }

  /* no move played in it, no match worth keeping (a fork, too, until
   * its first move of its own); every move taken back, none kept */
  if (!eg_match_has_own_action (self->match))
    {
      if (self->file != NULL && g_file_delete (self->file, NULL, NULL))
        g_signal_emit (self, signals[SAVED], 0, self->file);
      return TRUE;
    }

  if (self->file == NULL)
    {
      self->file = choose_file (self);
      if (self->file == NULL)
        return TRUE;   /* nothing dealt yet: nothing to save */
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
    }
  name_log (self);

  if (!eg_match_log_save (self->match, self->file, error))
    return FALSE;
  g_signal_emit (self, signals[SAVED], 0, self->file);
  return TRUE;
}

static void save (EgAutosave *self);

static gboolean
retry (gpointer data)
{
  EgAutosave *self = data;

  self->retry_id = 0;
  save (self);
  return G_SOURCE_REMOVE;
}

/* A failed save is told once, then tried again every few seconds (and at
 * every action) until it succeeds: the match stays whole in memory, so
 * nothing is lost when space returns. */
static void
save (EgAutosave *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_handle_id (&self->retry_id, g_source_remove);

  if (eg_autosave_save_now (self, &error))
    {
      self->failing = FALSE;
      return;
    }

  self->retry_id = g_timeout_add_seconds (RETRY_SECONDS, retry, self);
  if (!self->failing)
    {
      g_autoptr(GError) told = NULL;

      told = g_error_new (error->domain, error->code, "%s\n%s", error->message,
                          _("En Garde keeps the match and tries again every few seconds: "
                            "nothing is lost while it runs."));
      self->failing = TRUE;
      g_signal_emit (self, signals[SAVE_FAILED], 0, told);
    }
}

static gboolean
first_save (gpointer data)
{
  EgAutosave *self = data;

  self->first_save_id = 0;
  save (self);
  return G_SOURCE_REMOVE;
}

static void
on_round_started (EgMatch    *match,
                  guint       number,
                  EgAutosave *self)
{
  save (self);
}

static void
on_action_applied (EgMatch        *match,
                   const EgAction *action,
                   EgAutosave     *self)
{
  save (self);
}

static void
eg_autosave_constructed (GObject *object)
{
  EgAutosave *self = (EgAutosave *) object;

  G_OBJECT_CLASS (eg_autosave_parent_class)->constructed (object);

  g_assert (self->match != NULL);
  if (self->dir == NULL)
    self->dir = eg_autosave_default_dir ();

  self->handlers[0] = g_signal_connect (self->match, "round-started",
                                        G_CALLBACK (on_round_started), self);
  self->handlers[1] = g_signal_connect (self->match, "action-applied",
                                        G_CALLBACK (on_action_applied), self);

  /* A match dealt already (a new one, a resumed one) is written at once,
   * not at its next action: from the main loop, so that whoever made the
   * autosave hears of a failure. */
  if (eg_match_get_n_rounds (self->match) > 0)
    {
      self->file = choose_file (self);
      self->first_save_id = g_idle_add (first_save, self);
    }
}

static void
eg_autosave_dispose (GObject *object)
{
  EgAutosave *self = (EgAutosave *) object;

  g_clear_handle_id (&self->first_save_id, g_source_remove);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  if (self->match != NULL)
    {
      g_clear_signal_handler (&self->handlers[0], self->match);
      g_clear_signal_handler (&self->handlers[1], self->match);
    }
  g_clear_object (&self->match);
  g_clear_object (&self->dir);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (eg_autosave_parent_class)->dispose (object);
}

static void
eg_autosave_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  EgAutosave *self = EG_AUTOSAVE (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_DIR:
      g_value_set_object (value, self->dir);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_autosave_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  EgAutosave *self = EG_AUTOSAVE (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      self->match = g_value_dup_object (value);
      break;
    case PROP_DIR:
      self->dir = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_autosave_class_init (EgAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = eg_autosave_constructed;
  object_class->dispose = eg_autosave_dispose;
  object_class->get_property = eg_autosave_get_property;
  object_class->set_property = eg_autosave_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, EG_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIR] =
    g_param_spec_object ("dir", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * EgAutosave::save-failed:
   * @error: why the match could not be written (translated), and that
   *   saving goes on being tried
   *
   * Emitted when saving starts failing, not at every failed try.
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);

  /**
   * EgAutosave::saved:
   * @file: the log written, or deleted (a match with no move of its own)
   *
   * Emitted after each write, for a list of the saved matches to follow.
   */
  signals[SAVED] =
    g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);
}

static void
eg_autosave_init (EgAutosave *self)
{
}

/**
 * eg_autosave_new:
 * @dir: (nullable): where to write, or %NULL for eg_autosave_default_dir()
 *
 * From now on @match is written to `DIR/<start time>.engarde` each time a
 * round is dealt or an action played.
 *
 * Returns: (transfer full): the autosave
 */
EgAutosave *
eg_autosave_new (EgMatch *match,
                 GFile   *dir)
{
  g_return_val_if_fail (EG_IS_MATCH (match), NULL);
  g_return_val_if_fail (dir == NULL || G_IS_FILE (dir), NULL);

  return g_object_new (EG_TYPE_AUTOSAVE, "match", match, "dir", dir, NULL);
}

/**
 * eg_autosave_get_file:
 *
 * Returns: (transfer none) (nullable): the file written, or %NULL before
 *   the first round is dealt
 */
GFile *
eg_autosave_get_file (EgAutosave *self)
{
  g_return_val_if_fail (EG_IS_AUTOSAVE (self), NULL);
  return self->file;
}

/**
 * eg_autosave_default_dir:
 *
 * Returns: (transfer full): `$XDG_DATA_HOME/en-garde/matches`
 */
GFile *
eg_autosave_default_dir (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "en-garde", "matches", NULL);

  return g_file_new_for_path (path);
}

/* Whether @name is NAME.engarde.XXXXXX, a temporary file of a save. */
static gboolean
is_temporary (const char *name)
{
  gsize length = strlen (name);
  gsize stem = length - TEMP_SUFFIX_LENGTH;

  return length > TEMP_SUFFIX_LENGTH + strlen (SUFFIX) && name[stem] == '.' &&
         memcmp (name + stem - strlen (SUFFIX), SUFFIX, strlen (SUFFIX)) == 0;
}

/**
 * eg_saved_match_is_leftover:
 * @name: a file's name in the folder of the saved matches
 *
 * Returns: whether the file is a temporary file of a save, which
 *   eg_saved_match_tidy() recovers or removes unless a save under way
 *   holds it
 */
gboolean
eg_saved_match_is_leftover (const char *name)
{
  g_return_val_if_fail (name != NULL, FALSE);
  return is_temporary (name);
}

static gboolean
same_player (EgPlayer *a,
             EgPlayer *b)
{
  return g_strcmp0 (eg_player_get_name (a), eg_player_get_name (b)) == 0 &&
         eg_player_get_kind (a) == eg_player_get_kind (b) &&
         g_strcmp0 (eg_player_get_level (a), eg_player_get_level (b)) == 0;
}

static gboolean
same_settings (EgMatch *a,
               EgMatch *b)
{
  GDateTime *started_a = eg_match_get_started (a);
  GDateTime *started_b = eg_match_get_started (b);

  if ((started_a == NULL) != (started_b == NULL) ||
      (started_a != NULL && g_date_time_to_unix (started_a) != g_date_time_to_unix (started_b)))
    return FALSE;

  return eg_match_get_variant (a) == eg_match_get_variant (b) &&
         eg_match_get_target_score (a) == eg_match_get_target_score (b) &&
         same_player (eg_match_get_player (a, EG_SIDE_LEFT), eg_match_get_player (b, EG_SIDE_LEFT)) &&
         same_player (eg_match_get_player (a, EG_SIDE_RIGHT), eg_match_get_player (b, EG_SIDE_RIGHT));
}

/* Whether @newer is @older played on: the same players and settings, the
 * same deals and starters (a log names the first starter only in its
 * first round), every action of @older in the same order, and then more
 * (an action, or a round dealt). A round of @older that is over cannot
 * take more actions in @newer, so comparing each round's actions as a
 * beginning is enough. */
static gboolean
match_extends (EgMatch *newer,
               EgMatch *older)
{
  guint n_rounds = eg_match_get_n_rounds (older);
  gboolean more;

  if (!same_settings (newer, older) || eg_match_get_n_rounds (newer) < n_rounds)
    return FALSE;

  more = eg_match_get_n_rounds (newer) > n_rounds;
  for (guint r = 0; r < n_rounds; r++)
    {
      const EgRoundRecord *a = eg_match_get_round_record (newer, r);
      const EgRoundRecord *b = eg_match_get_round_record (older, r);

      if (memcmp (a->deck, b->deck, EG_DECK_SIZE) != 0 || a->starter != b->starter ||
          a->actions->len < b->actions->len)
        return FALSE;
      for (guint i = 0; i < b->actions->len; i++)
        if (!eg_action_equal (&g_array_index (a->actions, EgAction, i),
                              &g_array_index (b->actions, EgAction, i)))
          return FALSE;
      more |= a->actions->len > b->actions->len;
    }
  return more;
}

/* A stale temporary file: a crash came between writing it and renaming
 * it over its log. It takes the log's place when it holds a complete
 * match that extends the log (or the log is missing or broken), whatever
 * the clocks say: modification times in whole seconds cannot order two
 * saves a few milliseconds apart. Otherwise it is removed. */
static void
tidy_temporary (GFile      *dir,
                GFile      *temp,
                const char *name)
{
  g_autofree char *log_name = g_strndup (name, strlen (name) - TEMP_SUFFIX_LENGTH);
  g_autoptr(GFile) log = g_file_get_child (dir, log_name);
  g_autoptr(EgMatch) match = eg_match_log_load_file (temp, NULL, NULL);
  g_autoptr(EgMatch) saved = NULL;

  if (match != NULL)
    saved = eg_match_log_load_file (log, NULL, NULL);
  if (match != NULL && (saved == NULL || match_extends (match, saved)) &&
      g_file_move (temp, log, G_FILE_COPY_OVERWRITE | G_FILE_COPY_NOFOLLOW_SYMLINKS,
                   NULL, NULL, NULL, NULL))
    return;
  g_file_delete (temp, NULL, NULL);
}

/**
 * eg_saved_match_tidy:
 * @dir: (nullable): the folder, or %NULL for eg_autosave_default_dir()
 *
 * Returns: how many temporary files were removed or recovered
 */
guint
eg_saved_match_tidy (GFile *dir)
{
  g_autoptr(GFile) default_dir = NULL;
  g_autoptr(GFileEnumerator) children = NULL;
  g_autofree char *dir_path = NULL;
  guint tidied = 0;
  gint64 stale;
  int lock = -1;

  g_return_val_if_fail (dir == NULL || G_IS_FILE (dir), 0);

  if (dir == NULL)
    dir = default_dir = eg_autosave_default_dir ();

  /* A save holds the folder's lock while its temporary file exists, and
   * the kernel drops it when the process dies: with the lock, every
   * temporary file is a crash's, however young. A save under way: the
   * next look tidies. A folder that cannot be locked (not local, or a
   * file system without flock): the age tells. */
  dir_path = g_file_get_path (dir);
  if (dir_path != NULL)
    {
      lock = eg_match_log_lock_folder (dir_path, LOCK_EX | LOCK_NB);
      if (lock < 0 && errno == EWOULDBLOCK)
        return 0;
    }
  stale = lock >= 0 ? G_MAXINT64 : g_get_real_time () / G_USEC_PER_SEC - STALE_SECONDS;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  for (;;)
    {
      GFileInfo *info;
      GFile *child;
      const char *name;

      if (children == NULL ||
          !g_file_enumerator_iterate (children, &info, &child, NULL, NULL) || info == NULL)
        break;
      name = g_file_info_get_name (info);
      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR || !is_temporary (name) ||
          (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) > stale)
        continue;

      tidy_temporary (dir, child, name);
      tidied++;
    }

  if (lock >= 0)
    close (lock);
  return tidied;
}

/**
 * eg_autosave_new_for_file:
 * @file: the log @match was resumed from
 *
 * As eg_autosave_new(), but @match goes on being written to @file,
 * whatever its name: a resumed match stays in its own log.
 *
 * Returns: (transfer full): the autosave
 */
EgAutosave *
eg_autosave_new_for_file (EgMatch *match,
                          GFile   *file)
{
  g_autoptr(GFile) dir = NULL;
  EgAutosave *self;

  g_return_val_if_fail (EG_IS_MATCH (match), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  dir = g_file_get_parent (file);
  self = eg_autosave_new (match, dir);
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  return self;
}
