/* eg-practice.c — a person's own mistakes, posed again as puzzles, and
 * the progress made on them
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Owns: finding the puzzles of a match (rating its people's actions as
 * the analysis does), judging a move, and what the two files of practice
 * hold: the progress (user data) and the puzzles found per log (a
 * cache). Reading and writing them is eg-side-file's, as for the other
 * side files; the words are eg-describe-practice's.
 * Includes the engine, the AI, the model and the analysis; it reads no
 * match log (logs/ is its neighbour): the interface loads the matches.
 */

#define G_LOG_DOMAIN "en-garde-analysis"

#include "config.h"

#include "eg-analysis.h"
#include "eg-describe-practice.h"
#include "eg-describe.h"
#include "eg-knowledge.h"
#include "eg-practice.h"
#include "eg-reasons.h"
#include "eg-side-file.h"

/* Puzzles use the analysis's own rating (eg_analysis_rate_actions(),
 * eg_analysis_judge_mark()), so a puzzle's figures are the very ones its
 * replay shows (test-practice checks this against EgAnalysis). Only
 * mistakes and blunders are posed: an inaccuracy loses 5 to 10 points of
 * round-win chance, within three standard errors of the rating's noise
 * for many positions, so its "better move" is often not clearly better
 * and a puzzle built on it would teach chance. A move solves a puzzle
 * when the analysis would not mark it at all: it loses less than the
 * inaccuracy threshold, or no more than twice its standard error,
 * against the best. Then every move the analysis finds sound is
 * accepted, not only the single best. */

/* p2: puzzles only where eg_knowledge_may_pose() allows; a cache of
 * p1 (which posed a round in play, and hot-seat matches not over) is
 * looked at again */
#define SERIAL_VERSION "p2"

G_DEFINE_QUARK (eg-practice-error-quark, eg_practice_error)

/* ---- puzzles ---- */

EgPuzzle *
eg_puzzle_copy (const EgPuzzle *puzzle)
{
  EgPuzzle *copy;

  g_return_val_if_fail (puzzle != NULL, NULL);

  copy = g_memdup2 (puzzle, sizeof *puzzle);
  copy->log_id = g_strdup (puzzle->log_id);
  copy->names[0] = g_strdup (puzzle->names[0]);
  copy->names[1] = g_strdup (puzzle->names[1]);
  return copy;
}

void
eg_puzzle_free (EgPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_free (puzzle->log_id);
  g_free (puzzle->names[0]);
  g_free (puzzle->names[1]);
  g_free (puzzle);
}

G_DEFINE_BOXED_TYPE (EgPuzzle, eg_puzzle, eg_puzzle_copy, eg_puzzle_free)

static guint
best_index (const EgPuzzle *puzzle)
{
  guint best = 0;

  for (guint i = 1; i < puzzle->n_values; i++)
    if (puzzle->values[i].value > puzzle->values[best].value)
      best = i;
  return best;
}

static int
find_value (const EgPuzzle *puzzle,
            const EgAction *action)
{
  for (guint i = 0; i < puzzle->n_values; i++)
    if (eg_action_equal (&puzzle->values[i].action, action))
      return (int) i;
  return -1;
}

/* The analysis' own mark, proved by the judge as the analysis proves it. */
static EgAnalysisMark
mark_of (const EgPuzzle *puzzle,
         guint           index)
{
  EgAnalysisMark mark = EG_ANALYSIS_MARK_NONE;

  eg_analysis_judge_mark (&puzzle->view, puzzle->values, puzzle->n_values, index, NULL, &mark);
  return mark;
}

/* Rates the action @index of the match (in play order) on @view, the
 * view of its person; a puzzle if the analysis marks it a mistake or
 * worse, else NULL. @cancelled is set when cancelled. */
static EgPuzzle *
rate (EgMatch        *match,
      const char     *log_id,
      const EgView   *view,
      const EgAction *action,
      guint           index,
      GCancellable   *cancellable,
      gboolean       *cancelled)
{
  g_autoptr(EgPuzzle) puzzle = g_new0 (EgPuzzle, 1);
  int played;

  puzzle->view = *view;
  puzzle->played = *action;
  puzzle->n_values = eg_analysis_rate_actions (view, index, cancellable, puzzle->values);
  if (puzzle->n_values == 0)
    {
      *cancelled = TRUE;
      return NULL;
    }
  played = find_value (puzzle, action);
  g_assert (played >= 0);
  puzzle->mark = mark_of (puzzle, played);
  if (puzzle->mark < EG_ANALYSIS_MARK_MISTAKE)
    return NULL;

  puzzle->log_id = g_strdup (log_id);
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    puzzle->names[side] = g_strdup (eg_match_get_name (match, side));
  return g_steal_pointer (&puzzle);
}

GPtrArray *
eg_practice_find_puzzles (EgMatch      *match,
                          const char   *log_id,
                          GCancellable *cancellable)
{
  g_autoptr(GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) eg_puzzle_free);
  const EgOrigin *origin;
  EgVariant variant;
  gboolean human[2];
  guint index = 0;

  g_return_val_if_fail (EG_IS_MATCH (match), NULL);
  g_return_val_if_fail (log_id != NULL, NULL);

  variant = eg_match_get_variant (match);
  origin = eg_match_get_origin (match);
  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    human[side] = eg_player_is_human (eg_match_get_player (match, side));

  for (guint r = 0; r < eg_match_get_n_rounds (match); r++)
    {
      const EgRoundRecord *record = eg_match_get_round_record (match, r);
      EgRound round;

      eg_round_init (&round, record->deck, variant, record->starter);
      for (guint a = 0; a < record->actions->len; a++, index++)
        {
          const EgAction *action = &g_array_index (record->actions, EgAction, a);
          gboolean cancelled = FALSE;
          /* a fork's steps up to where it was played from are its
           * origin's, posed from the origin's own log */
          gboolean inherited = origin != NULL && origin->is_fork &&
                               (r < origin->round_index ||
                                (r == origin->round_index && a < origin->action_index));

          if (human[action->side] && !inherited &&
              eg_knowledge_may_pose (match, r, a, action->side))
            {
              EgView view;
              EgPuzzle *puzzle;

              eg_round_get_view (&round, action->side, &view);
              puzzle = rate (match, log_id, &view, action, index, cancellable, &cancelled);
              if (cancelled)
                return NULL;
              if (puzzle != NULL)
                {
                  puzzle->round_index = r;
                  puzzle->action_index = a;
                  g_ptr_array_add (puzzles, puzzle);
                }
            }
          eg_round_play (&round, action);
        }
    }
  return g_steal_pointer (&puzzles);
}

static void
find_reasons (const EgPuzzle *puzzle,
              guint           index,
              gboolean        compare,
              EgReasons      *reasons)
{
  guint best = best_index (puzzle);

  eg_reasons_find (&puzzle->view, &puzzle->values[index].action, &puzzle->values[best].action,
                   compare, puzzle->values[index].value, puzzle->values[best].value, reasons);
}

gboolean
eg_puzzle_judge (const EgPuzzle *puzzle,
                 const EgAction *move,
                 EgReasons      *reasons)
{
  gboolean solved;
  int index;

  g_return_val_if_fail (puzzle != NULL && move != NULL, FALSE);

  index = find_value (puzzle, move);
  g_return_val_if_fail (index >= 0, FALSE);

  solved = mark_of (puzzle, index) == EG_ANALYSIS_MARK_NONE;
  if (reasons != NULL)
    find_reasons (puzzle, index, !solved, reasons);
  return solved;
}

void
eg_puzzle_get_played_reasons (const EgPuzzle *puzzle,
                              EgReasons      *reasons)
{
  int index;

  g_return_if_fail (puzzle != NULL && reasons != NULL);

  index = find_value (puzzle, &puzzle->played);
  g_return_if_fail (index >= 0);
  find_reasons (puzzle, index, TRUE, reasons);
}

const char *
eg_puzzle_get_player (const EgPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);

  return puzzle->names[puzzle->view.side];
}

const char *
eg_puzzle_get_opponent (const EgPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);

  return puzzle->names[EG_OPPONENT (puzzle->view.side)];
}

/* ---- words (src/model/eg-describe-practice.c) ---- */

char *
eg_puzzle_describe_title (const EgPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);

  return eg_describe_puzzle_title (puzzle->mark == EG_ANALYSIS_MARK_BLUNDER,
                                   puzzle->round_index + 1, puzzle->action_index + 1);
}

char *
eg_puzzle_describe_match (const EgPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);

  return eg_describe_puzzle_match (eg_puzzle_get_opponent (puzzle));
}

char *
eg_puzzle_describe_question (const EgPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);

  return eg_describe_puzzle_question (&puzzle->played, eg_puzzle_get_player (puzzle));
}

char *
eg_puzzle_describe_verdict (const EgPuzzle *puzzle,
                            const EgAction *move,
                            gboolean       *solved)
{
  EgReasons reasons;
  g_autofree char *why = NULL;
  gboolean is_solved;

  g_return_val_if_fail (puzzle != NULL && move != NULL, NULL);

  is_solved = eg_puzzle_judge (puzzle, move, &reasons);
  if (solved != NULL)
    *solved = is_solved;
  why = eg_describe_reasons (&reasons, eg_puzzle_get_opponent (puzzle));
  return eg_describe_puzzle_verdict (eg_action_equal (move, &puzzle->played), is_solved, why);
}

char *
eg_puzzle_describe_played (const EgPuzzle *puzzle)
{
  EgReasons reasons;
  g_autofree char *why = NULL;

  g_return_val_if_fail (puzzle != NULL, NULL);

  eg_puzzle_get_played_reasons (puzzle, &reasons);
  why = eg_describe_reasons (&reasons, eg_puzzle_get_opponent (puzzle));
  return eg_describe_puzzle_played (why);
}

/* ---- one line per puzzle ---- */

static void
append_bytes (GString      *out,
              const guint8 *bytes,
              gsize         n)
{
  for (gsize i = 0; i < n; i++)
    g_string_append_printf (out, " %u", bytes[i]);
}

static void
append_action (GString        *out,
               const EgAction *action)
{
  append_bytes (out, (const guint8 *) action, sizeof *action);
}

/* A name as one word: "=" then the name escaped as in a URI. */
static void
append_word (GString    *out,
             const char *text)
{
  g_autofree char *escaped = g_uri_escape_string (text != NULL ? text : "", NULL, FALSE);

  g_string_append_printf (out, " =%s", escaped);
}

char *
eg_puzzle_serialize (const EgPuzzle *puzzle)
{
  GString *out = g_string_new (SERIAL_VERSION);
  const EgView *view = &puzzle->view;

  g_return_val_if_fail (puzzle != NULL, NULL);

  append_word (out, puzzle->log_id);
  g_string_append_printf (out, " %u %u %u", puzzle->round_index, puzzle->action_index, puzzle->mark);
  append_word (out, puzzle->names[0]);
  append_word (out, puzzle->names[1]);
  g_string_append_printf (out, " %u %u %u %u %u %u", view->side, view->variant, view->to_act,
                          view->phase, view->pos[0], view->pos[1]);
  append_bytes (out, view->hand, sizeof view->hand);
  g_string_append_printf (out, " %u %u %u", view->hand_size, view->opponent_hand_size, view->pile_count);
  append_bytes (out, view->discard, sizeof view->discard);
  g_string_append_printf (out, " %u %u %u %u", view->discard_top, view->final_attack,
                          view->winner, view->reason);
  append_action (out, &view->pending);
  append_action (out, &puzzle->played);
  g_string_append_printf (out, " %u", puzzle->n_values);
  for (guint i = 0; i < puzzle->n_values; i++)
    {
      char value[G_ASCII_DTOSTR_BUF_SIZE], error[G_ASCII_DTOSTR_BUF_SIZE];

      append_action (out, &puzzle->values[i].action);
      g_string_append_printf (out, " %s %s",
                              g_ascii_dtostr (value, sizeof value, puzzle->values[i].value),
                              g_ascii_dtostr (error, sizeof error, puzzle->values[i].loss_error));
    }
  return g_string_free (out, FALSE);
}

typedef struct
{
  char   **words;
  guint    at;
  gboolean bad;
} Reader;

static const char *
next_word (Reader *reader)
{
  if (reader->bad || reader->words[reader->at] == NULL)
    {
      reader->bad = TRUE;
      return "";
    }
  return reader->words[reader->at++];
}

static guint
read_uint (Reader *reader,
           guint   max)
{
  guint64 number = 0;

  if (!g_ascii_string_to_unsigned (next_word (reader), 10, 0, max, &number, NULL))
    reader->bad = TRUE;
  return (guint) number;
}

static void
read_bytes (Reader *reader,
            guint8 *bytes,
            gsize   n)
{
  for (gsize i = 0; i < n; i++)
    bytes[i] = (guint8) read_uint (reader, G_MAXUINT8);
}

static char *
read_name (Reader *reader)
{
  const char *word = next_word (reader);
  char *name;

  if (word[0] != '=' || (name = g_uri_unescape_string (word + 1, NULL)) == NULL ||
      !g_utf8_validate (name, -1, NULL))
    {
      reader->bad = TRUE;
      return g_strdup ("");
    }
  return name;
}

static double
read_chance (Reader *reader)
{
  const char *word = next_word (reader);
  char *end = NULL;
  double value = g_ascii_strtod (word, &end);

  if (end == word || *end != '\0' || !(value >= 0.0 && value <= 1.0))
    reader->bad = TRUE;
  return value;
}

/* Whether the rated actions are exactly the legal actions of the view,
 * the played one among them: a cache edited or damaged is not used. */
static gboolean
puzzle_is_sound (const EgPuzzle *puzzle)
{
  EgAction legal[EG_MAX_ACTIONS];
  guint n;

  if (puzzle->view.side > EG_SIDE_RIGHT || puzzle->view.variant > EG_VARIANT_CLASSIC ||
      puzzle->view.phase > EG_PHASE_OVER || puzzle->view.pos[0] < 1 ||
      puzzle->view.pos[1] > EG_TRACK_LENGTH || puzzle->view.pos[0] >= puzzle->view.pos[1] ||
      puzzle->mark < EG_ANALYSIS_MARK_MISTAKE || puzzle->mark > EG_ANALYSIS_MARK_BLUNDER)
    return FALSE;
  for (guint v = 1; v <= EG_N_VALUES; v++)
    if (puzzle->view.hand[v] > EG_CARDS_PER_VALUE || puzzle->view.discard[v] > EG_CARDS_PER_VALUE)
      return FALSE;

  n = eg_view_legal_actions (&puzzle->view, legal);
  if (n == 0 || n != puzzle->n_values || find_value (puzzle, &puzzle->played) < 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!eg_action_equal (&legal[i], &puzzle->values[i].action))
      return FALSE;
  return TRUE;
}

EgPuzzle *
eg_puzzle_deserialize (const char *text)
{
  g_autoptr(EgPuzzle) puzzle = g_new0 (EgPuzzle, 1);
  g_auto(GStrv) words = NULL;
  Reader reader = { 0 };
  EgView *view = &puzzle->view;

  g_return_val_if_fail (text != NULL, NULL);

  words = g_strsplit (text, " ", -1);
  reader.words = words;
  if (g_strcmp0 (next_word (&reader), SERIAL_VERSION) != 0)
    return NULL;

  puzzle->log_id = read_name (&reader);
  puzzle->round_index = read_uint (&reader, G_MAXUINT16);
  puzzle->action_index = read_uint (&reader, G_MAXUINT16);
  puzzle->mark = read_uint (&reader, EG_ANALYSIS_MARK_BLUNDER);
  puzzle->names[0] = read_name (&reader);
  puzzle->names[1] = read_name (&reader);
  view->side = read_uint (&reader, EG_SIDE_RIGHT);
  view->variant = read_uint (&reader, EG_VARIANT_CLASSIC);
  view->to_act = read_uint (&reader, EG_SIDE_NONE);
  view->phase = read_uint (&reader, EG_PHASE_OVER);
  view->pos[0] = read_uint (&reader, EG_TRACK_LENGTH);
  view->pos[1] = read_uint (&reader, EG_TRACK_LENGTH);
  read_bytes (&reader, view->hand, sizeof view->hand);
  view->hand_size = read_uint (&reader, EG_DECK_SIZE);
  view->opponent_hand_size = read_uint (&reader, EG_DECK_SIZE);
  view->pile_count = read_uint (&reader, EG_DECK_SIZE);
  read_bytes (&reader, view->discard, sizeof view->discard);
  view->discard_top = read_uint (&reader, EG_N_VALUES);
  view->final_attack = read_uint (&reader, 1);
  view->winner = read_uint (&reader, EG_SIDE_NONE);
  view->reason = read_uint (&reader, EG_REASON_DRAW);
  read_bytes (&reader, (guint8 *) &view->pending, sizeof view->pending);
  read_bytes (&reader, (guint8 *) &puzzle->played, sizeof puzzle->played);
  puzzle->n_values = read_uint (&reader, EG_MAX_ACTIONS);
  for (guint i = 0; i < puzzle->n_values && !reader.bad; i++)
    {
      read_bytes (&reader, (guint8 *) &puzzle->values[i].action, sizeof (EgAction));
      puzzle->values[i].value = read_chance (&reader);
      puzzle->values[i].loss_error = read_chance (&reader);
    }

  if (reader.bad || words[reader.at] != NULL || !puzzle_is_sound (puzzle))
    return NULL;
  return g_steal_pointer (&puzzle);
}

/* ---- the store ---- */

struct _EgPracticeStore
{
  GObject   parent_instance;

  GMutex    lock;          /* the cache is read and written by a worker */
  GFile    *progress_file;
  GFile    *cache_file;
  GKeyFile *progress;
  GKeyFile *cache;
  GError   *load_error;
};

G_DEFINE_FINAL_TYPE (EgPracticeStore, eg_practice_store, G_TYPE_OBJECT)

static void
eg_practice_store_finalize (GObject *object)
{
  EgPracticeStore *self = EG_PRACTICE_STORE (object);

  g_clear_object (&self->progress_file);
  g_clear_object (&self->cache_file);
  g_clear_pointer (&self->progress, g_key_file_unref);
  g_clear_pointer (&self->cache, g_key_file_unref);
  g_clear_error (&self->load_error);
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (eg_practice_store_parent_class)->finalize (object);
}

static void
eg_practice_store_class_init (EgPracticeStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = eg_practice_store_finalize;
}

static void
eg_practice_store_init (EgPracticeStore *self)
{
  g_mutex_init (&self->lock);
  self->progress = g_key_file_new ();
  self->cache = g_key_file_new ();
}

/* Reads @file into @keys; FALSE (and @error) when it is there and
 * cannot be read as a key file. */
static gboolean
load_keys (GKeyFile  *keys,
           GFile     *file,
           gsize      max_size,
           GError   **error)
{
  g_autoptr(GError) local = NULL;

  /* a regular file only, never waited on, never huge */
  if (eg_side_file_load_keys (keys, file, max_size, &local))
    return TRUE;
  if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return TRUE;
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

static void
load_progress (EgPracticeStore *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) save_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (load_keys (self->progress, self->progress_file, EG_SIDE_FILE_MAX_PRACTICE, &error))
    return;

  name = g_file_get_parse_name (self->progress_file);
  message = eg_describe_practice_unreadable (name, error->message);
  g_set_error_literal (&self->load_error, EG_PRACTICE_ERROR, EG_PRACTICE_ERROR_CORRUPT, message);
  g_warning ("%s", self->load_error->message);

  g_key_file_unref (self->progress);
  self->progress = g_key_file_new ();
  if (!eg_side_file_save_keys (self->progress, self->progress_file, &save_error))
    g_warning ("%s", save_error->message);
}

EgPracticeStore *
eg_practice_store_new (GFile *progress,
                       GFile *cache)
{
  EgPracticeStore *self;

  g_return_val_if_fail (progress == NULL || G_IS_FILE (progress), NULL);
  g_return_val_if_fail (cache == NULL || G_IS_FILE (cache), NULL);

  self = g_object_new (EG_TYPE_PRACTICE_STORE, NULL);
  self->progress_file = progress != NULL ? g_object_ref (progress) : eg_practice_store_default_progress ();
  self->cache_file = cache != NULL ? g_object_ref (cache) : eg_practice_store_default_cache ();
  load_progress (self);
  /* a cache that cannot be read is rebuilt from the logs */
  if (!load_keys (self->cache, self->cache_file, EG_SIDE_FILE_MAX_CACHE, NULL))
    {
      g_key_file_unref (self->cache);
      self->cache = g_key_file_new ();
    }
  return self;
}

GFile *
eg_practice_store_default_progress (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "en-garde", "practice.ini", NULL);

  return g_file_new_for_path (path);
}

GFile *
eg_practice_store_default_cache (void)
{
  g_autofree char *path = g_build_filename (g_get_user_cache_dir (), "en-garde", "practice-puzzles.ini", NULL);

  return g_file_new_for_path (path);
}

const GError *
eg_practice_store_get_load_error (EgPracticeStore *self)
{
  g_return_val_if_fail (EG_IS_PRACTICE_STORE (self), NULL);

  return self->load_error;
}

/* A key file's group names may not hold "[", "]" or control characters. */
static char *
group_of (const char *log_id)
{
  return g_uri_escape_string (log_id, NULL, FALSE);
}

static char *
key_of (const EgPuzzle *puzzle)
{
  return g_strdup_printf ("round%u-action%u", puzzle->round_index, puzzle->action_index);
}

static const char *state_names[] = { "new", "retry", "solved" };

EgPracticeState
eg_practice_store_get_state (EgPracticeStore *self,
                             const EgPuzzle  *puzzle)
{
  g_autofree char *group = NULL;
  g_autofree char *key = NULL;
  g_autofree char *value = NULL;

  g_return_val_if_fail (EG_IS_PRACTICE_STORE (self), EG_PRACTICE_NEW);
  g_return_val_if_fail (puzzle != NULL, EG_PRACTICE_NEW);

  group = group_of (puzzle->log_id);
  key = key_of (puzzle);
  value = g_key_file_get_value (self->progress, group, key, NULL);
  for (guint i = 0; value != NULL && i < G_N_ELEMENTS (state_names); i++)
    if (g_str_equal (value, state_names[i]))
      return (EgPracticeState) i;
  return EG_PRACTICE_NEW;
}

gboolean
eg_practice_store_set_state (EgPracticeStore *self,
                             const EgPuzzle  *puzzle,
                             EgPracticeState  state,
                             GError         **error)
{
  g_autofree char *group = NULL;
  g_autofree char *key = NULL;

  g_return_val_if_fail (EG_IS_PRACTICE_STORE (self), FALSE);
  g_return_val_if_fail (puzzle != NULL, FALSE);
  g_return_val_if_fail (state <= EG_PRACTICE_SOLVED, FALSE);

  group = group_of (puzzle->log_id);
  key = key_of (puzzle);
  g_key_file_set_value (self->progress, group, key, state_names[state]);
  return eg_side_file_save_keys (self->progress, self->progress_file, error);
}

GPtrArray *
eg_practice_store_lookup (EgPracticeStore *self,
                          const char      *log_id,
                          const char      *signature)
{
  g_autoptr(GPtrArray) puzzles = NULL;
  g_autofree char *group = NULL;
  g_autofree char *kept = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GMutexLocker) locker = NULL;

  g_return_val_if_fail (EG_IS_PRACTICE_STORE (self), NULL);
  g_return_val_if_fail (log_id != NULL && signature != NULL, NULL);

  locker = g_mutex_locker_new (&self->lock);
  group = group_of (log_id);
  kept = g_key_file_get_string (self->cache, group, "signature", NULL);
  if (g_strcmp0 (kept, signature) != 0)
    return NULL;

  lines = g_key_file_get_string_list (self->cache, group, "puzzles", NULL, NULL);
  puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) eg_puzzle_free);
  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    {
      EgPuzzle *puzzle = eg_puzzle_deserialize (lines[i]);

      /* one damaged line: the log is looked at again */
      if (puzzle == NULL || g_strcmp0 (puzzle->log_id, log_id) != 0)
        {
          eg_puzzle_free (puzzle);
          return NULL;
        }
      g_ptr_array_add (puzzles, puzzle);
    }
  return g_steal_pointer (&puzzles);
}

gboolean
eg_practice_store_remember (EgPracticeStore *self,
                            const char      *log_id,
                            const char      *signature,
                            GPtrArray       *puzzles,
                            GError         **error)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *group = NULL;
  g_autoptr(GMutexLocker) locker = NULL;

  g_return_val_if_fail (EG_IS_PRACTICE_STORE (self), FALSE);
  g_return_val_if_fail (log_id != NULL && signature != NULL && puzzles != NULL, FALSE);

  for (guint i = 0; i < puzzles->len; i++)
    g_ptr_array_add (lines, eg_puzzle_serialize (g_ptr_array_index (puzzles, i)));

  locker = g_mutex_locker_new (&self->lock);
  group = group_of (log_id);
  g_key_file_set_string (self->cache, group, "signature", signature);
  g_key_file_set_string_list (self->cache, group, "puzzles", (const char * const *) lines->pdata,
                              lines->len);
  return eg_side_file_save_keys (self->cache, self->cache_file, error);
}
