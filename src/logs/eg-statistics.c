/* eg-statistics.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-logs"

#include "config.h"

#include <string.h>

#include "eg-knowledge.h"
#include "eg-side-file.h"
#include "eg-statistics.h"

struct _EgStatistics
{
  GObject     parent_instance;

  GFile      *file;
  GHashTable *levels;      /* level name → EgLevelStatistics */
  GHashTable *practice;    /* the same, for matches played from a step of another */
  EgMatch    *match;       /* followed, nullable */
  gboolean    match_practice; /* … counted as practice so far */
  GSignalGroup *match_signals;
};

G_DEFINE_FINAL_TYPE (EgStatistics, eg_statistics, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  N_PROPS
};

enum {
  CHANGED,
  SAVE_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The keys of the file, by EgReason. */
static const char *reason_keys[] = {
  NULL, "rounds-hit", "rounds-no-legal-action", "rounds-cards", "rounds-advancement", "rounds-draw",
};

G_STATIC_ASSERT (G_N_ELEMENTS (reason_keys) == EG_REASON_DRAW + 1);

static const EgLevelStatistics empty_level;

/* Practice is kept in the file under "practice:LEVEL". */
#define PRACTICE_PREFIX "practice:"

static EgLevelStatistics *
lookup_in (GHashTable *table,
           const char *level,
           gboolean    create)
{
  EgLevelStatistics *stats = g_hash_table_lookup (table, level);

  if (stats == NULL && create)
    {
      stats = g_new0 (EgLevelStatistics, 1);
      g_hash_table_insert (table, g_strdup (level), stats);
    }
  return stats;
}

static EgLevelStatistics *
lookup (EgStatistics *self,
        const char   *level,
        gboolean      create)
{
  return lookup_in (self->levels, level, create);
}

static void
tally_round (EgLevelStatistics *stats,
             gboolean           won,
             EgReason           reason)
{
  /* a drawn round is won by nobody: counted only by how it ended */
  if (reason != EG_REASON_DRAW)
    {
      if (won)
        stats->rounds_won++;
      else
        stats->rounds_lost++;
    }
  stats->rounds_by_reason[reason]++;
}

static void
tally_match (EgLevelStatistics *stats,
             gboolean           won)
{
  if (won)
    {
      stats->matches_won++;
      stats->streak++;
      stats->longest_streak = MAX (stats->longest_streak, stats->streak);
    }
  else
    {
      stats->matches_lost++;
      stats->streak = 0;
    }
}

static guint
get_uint (GKeyFile   *keys,
          const char *group,
          const char *key)
{
  gint64 value = g_key_file_get_int64 (keys, group, key, NULL);

  return CLAMP (value, 0, G_MAXUINT);
}

static void
load (EgStatistics *self)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) groups = NULL;

  /* none yet, or unreadable: the figures start from nothing (and the
   * next save replaces what could not be read) */
  if (!eg_side_file_load_keys (keys, self->file, EG_SIDE_FILE_MAX_STATISTICS, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_message ("%s", error->message);
      return;
    }

  groups = g_key_file_get_groups (keys, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      EgLevelStatistics *stats = g_str_has_prefix (groups[i], PRACTICE_PREFIX)
                                 ? lookup_in (self->practice, groups[i] + strlen (PRACTICE_PREFIX), TRUE)
                                 : lookup (self, groups[i], TRUE);

      stats->matches_won = get_uint (keys, groups[i], "matches-won");
      stats->matches_lost = get_uint (keys, groups[i], "matches-lost");
      stats->rounds_won = get_uint (keys, groups[i], "rounds-won");
      stats->rounds_lost = get_uint (keys, groups[i], "rounds-lost");
      for (guint r = EG_REASON_HIT; r <= EG_REASON_DRAW; r++)
        stats->rounds_by_reason[r] = get_uint (keys, groups[i], reason_keys[r]);
      stats->streak = get_uint (keys, groups[i], "streak");
      stats->longest_streak = MAX (get_uint (keys, groups[i], "longest-streak"), stats->streak);
      stats->undos = get_uint (keys, groups[i], "undos");
    }
}

static void
save_table (GKeyFile   *keys,
            GHashTable *table,
            const char *prefix)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const EgLevelStatistics *stats = value;
      g_autofree char *group = g_strconcat (prefix, key, NULL);

      g_key_file_set_int64 (keys, group, "matches-won", stats->matches_won);
      g_key_file_set_int64 (keys, group, "matches-lost", stats->matches_lost);
      g_key_file_set_int64 (keys, group, "rounds-won", stats->rounds_won);
      g_key_file_set_int64 (keys, group, "rounds-lost", stats->rounds_lost);
      for (guint r = EG_REASON_HIT; r <= EG_REASON_DRAW; r++)
        g_key_file_set_int64 (keys, group, reason_keys[r], stats->rounds_by_reason[r]);
      g_key_file_set_int64 (keys, group, "streak", stats->streak);
      g_key_file_set_int64 (keys, group, "longest-streak", stats->longest_streak);
      g_key_file_set_int64 (keys, group, "undos", stats->undos);
    }
}

static void
save (EgStatistics *self)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) error = NULL;

  save_table (keys, self->levels, "");
  save_table (keys, self->practice, PRACTICE_PREFIX);
  if (!eg_side_file_save_keys (keys, self->file, &error))
    g_signal_emit (self, signals[SAVE_FAILED], 0, error);
}

static void
changed (EgStatistics *self)
{
  save (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The side a person plays against the computer, or EG_SIDE_NONE when
 * both or neither are people: only those matches count. */
static const char *
computer_level (EgMatch *match,
                EgSide   person)
{
  const char *level = eg_player_get_level (eg_match_get_player (match, EG_OPPONENT (person)));

  return level != NULL ? level : "";
}

/* The figures @match counts in, as eg_knowledge_get_count() decides:
 * practice apart from the matches played from the deal; NULL for a match
 * that counts nowhere. */
static EgLevelStatistics *
figures_for (EgStatistics *self,
             EgMatch      *match,
             EgSide       *person)
{
  EgKnowledgeCount count = eg_knowledge_get_count (match);

  *person = eg_knowledge_get_viewer (match);
  if (count == EG_KNOWLEDGE_COUNTS_NOWHERE)
    return NULL;
  return lookup_in (count == EG_KNOWLEDGE_COUNTS_PRACTICE ? self->practice : self->levels,
                    computer_level (match, *person), TRUE);
}

static void
round_finished (EgMatch      *match,
                EgSide        winner,
                EgReason      reason,
                EgStatistics *self)
{
  EgSide person;
  EgLevelStatistics *stats = figures_for (self, match, &person);

  /* a match decided before anything was played in it (a fork dealt
   * afresh where the side to act cannot answer) is not kept
   * (eg-autosave.c): it does not count either */
  if (stats == NULL || reason <= EG_REASON_NONE || reason > EG_REASON_DRAW || !eg_match_has_own_action (match))
    return;
  tally_round (stats, winner == person, reason);
  changed (self);
}

static void
match_finished (EgMatch      *match,
                EgSide        winner,
                EgStatistics *self)
{
  EgSide person;
  EgLevelStatistics *stats = figures_for (self, match, &person);

  /* (as a round) */
  if (stats == NULL || !eg_match_has_own_action (match))
    return;
  tally_match (stats, winner == person);
  changed (self);
}

/* Its rounds that ended, counted with the matches played from the deal,
 * go to practice: an undo past something seen made it practice. */
static void
move_to_practice (EgStatistics *self,
                  EgMatch      *match,
                  EgSide        person)
{
  const char *level = computer_level (match, person);
  EgLevelStatistics *real = lookup_in (self->levels, level, FALSE);
  EgLevelStatistics *practice = lookup_in (self->practice, level, TRUE);

  for (guint r = 0; r < eg_match_get_n_rounds (match); r++)
    {
      const EgRoundRecord *record = eg_match_get_round_record (match, r);
      guint *won, *lost;

      if (record->reason <= EG_REASON_NONE || record->reason > EG_REASON_DRAW)
        continue;
      tally_round (practice, record->winner == person, record->reason);
      if (real == NULL)
        continue;
      /* a reset since leaves nothing to take back */
      won = &real->rounds_won;
      lost = &real->rounds_lost;
      if (record->reason != EG_REASON_DRAW && *(record->winner == person ? won : lost) > 0)
        (*(record->winner == person ? won : lost))--;
      if (real->rounds_by_reason[record->reason] > 0)
        real->rounds_by_reason[record->reason]--;
    }
}

static void
undone (EgMatch      *match,
        guint         n_actions,
        EgStatistics *self)
{
  EgSide person;
  EgLevelStatistics *stats;

  if (!self->match_practice && eg_knowledge_get_count (match) == EG_KNOWLEDGE_COUNTS_PRACTICE)
    {
      self->match_practice = TRUE;
      move_to_practice (self, match, eg_knowledge_get_viewer (match));
    }
  stats = figures_for (self, match, &person);
  if (stats == NULL)
    return;
  stats->undos++;
  changed (self);
}

static void
eg_statistics_dispose (GObject *object)
{
  EgStatistics *self = EG_STATISTICS (object);

  eg_statistics_follow (self, NULL);
  g_clear_object (&self->match_signals);
  G_OBJECT_CLASS (eg_statistics_parent_class)->dispose (object);
}

static void
eg_statistics_finalize (GObject *object)
{
  EgStatistics *self = EG_STATISTICS (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->levels, g_hash_table_unref);
  g_clear_pointer (&self->practice, g_hash_table_unref);
  G_OBJECT_CLASS (eg_statistics_parent_class)->finalize (object);
}

static void
eg_statistics_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  EgStatistics *self = EG_STATISTICS (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_statistics_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  EgStatistics *self = EG_STATISTICS (object);

  switch (prop_id)
    {
    case PROP_FILE:
      self->file = g_value_dup_object (value);
      if (self->file == NULL)
        self->file = eg_statistics_default_file ();
      load (self);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
eg_statistics_class_init (EgStatisticsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = eg_statistics_dispose;
  object_class->finalize = eg_statistics_finalize;
  object_class->get_property = eg_statistics_get_property;
  object_class->set_property = eg_statistics_set_property;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * EgStatistics::changed:
   *
   * A figure changed (and was written).
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * EgStatistics::save-failed:
   * @error: why the figures could not be written
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
eg_statistics_init (EgStatistics *self)
{
  self->levels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->practice = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->match_signals = g_signal_group_new (EG_TYPE_MATCH);
  g_signal_group_connect (self->match_signals, "round-finished", G_CALLBACK (round_finished), self);
  g_signal_group_connect (self->match_signals, "match-finished", G_CALLBACK (match_finished), self);
  g_signal_group_connect (self->match_signals, "undone", G_CALLBACK (undone), self);
}

/**
 * eg_statistics_new:
 * @file: (nullable): where the figures are kept, or %NULL for
 *   eg_statistics_default_file()
 *
 * Reads the figures kept in @file, if any.
 */
EgStatistics *
eg_statistics_new (GFile *file)
{
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  return g_object_new (EG_TYPE_STATISTICS, "file", file, NULL);
}

/**
 * eg_statistics_default_file:
 *
 * Returns: (transfer full): `$XDG_DATA_HOME/en-garde/statistics.ini`
 */
GFile *
eg_statistics_default_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "en-garde", "statistics.ini", NULL);

  return g_file_new_for_path (path);
}

/**
 * eg_statistics_get_level:
 * @level: a computer level, as in a log ("easy" …)
 *
 * Returns: (transfer none): the figures against @level, all 0 when none
 */
const EgLevelStatistics *
eg_statistics_get_level (EgStatistics *self,
                         const char   *level)
{
  const EgLevelStatistics *stats;

  g_return_val_if_fail (EG_IS_STATISTICS (self), NULL);
  g_return_val_if_fail (level != NULL, NULL);

  stats = lookup (self, level, FALSE);
  return stats != NULL ? stats : &empty_level;
}

/**
 * eg_statistics_get_practice:
 * @level: a computer level, as in a log ("easy" …)
 *
 * The figures of the matches played from a step of another ("Play From
 * Here") against @level: practice, counted apart from the figures of
 * eg_statistics_get_level().
 *
 * Returns: (transfer none): the figures, all 0 when none
 */
const EgLevelStatistics *
eg_statistics_get_practice (EgStatistics *self,
                            const char   *level)
{
  const EgLevelStatistics *stats;

  g_return_val_if_fail (EG_IS_STATISTICS (self), NULL);
  g_return_val_if_fail (level != NULL, NULL);

  stats = lookup_in (self->practice, level, FALSE);
  return stats != NULL ? stats : &empty_level;
}

/**
 * eg_statistics_reset:
 *
 * Forgets every figure, in the file too.
 */
void
eg_statistics_reset (EgStatistics *self)
{
  g_return_if_fail (EG_IS_STATISTICS (self));

  g_hash_table_remove_all (self->levels);
  g_hash_table_remove_all (self->practice);
  changed (self);
}

/**
 * eg_statistics_follow:
 * @match: (nullable): the match being played, or %NULL
 *
 * From now on, the rounds and the end of @match, and its undos, count
 * when a person plays it against the computer: as practice when @match
 * was played from a step of another (eg_knowledge_get_count()).
 */
void
eg_statistics_follow (EgStatistics *self,
                      EgMatch      *match)
{
  g_return_if_fail (EG_IS_STATISTICS (self));
  g_return_if_fail (match == NULL || EG_IS_MATCH (match));

  if (self->match == match)
    return;
  g_set_object (&self->match, match);
  self->match_practice = match != NULL && eg_knowledge_get_count (match) == EG_KNOWLEDGE_COUNTS_PRACTICE;
  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, match);
}
