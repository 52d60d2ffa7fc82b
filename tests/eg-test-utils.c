/* eg-test-utils.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <locale.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "eg-i18n.h"
#include "eg-test-utils.h"

void
eg_test_init (int    *argc,
              char ***argv)
{
  setlocale (LC_ALL, "");
  g_test_init (argc, argv, NULL);
  eg_i18n_init ();
}

static guint
attr_uint (const char **names,
           const char **values,
           const char  *name)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], name))
      return (guint) g_ascii_strtoull (values[i], NULL, 10);
  return 0;
}

static const char *
attr (const char **names,
      const char **values,
      const char  *name)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], name))
      return values[i];
  return NULL;
}

typedef struct
{
  EgTestRound *round;
  gboolean     in_deck;
} ParseState;

static void
start_element (GMarkupParseContext  *context,
               const char           *element,
               const char          **names,
               const char          **values,
               gpointer              user_data,
               GError              **error)
{
  ParseState *state = user_data;
  EgTestRound *round = state->round;
  EgSide side = EG_SIDE_NONE;
  EgActionType type;
  EgDirection direction = EG_DIRECTION_FORWARD;

  if (g_str_equal (element, "match"))
    g_assert_true (eg_variant_from_string (attr (names, values, "variant"), &round->variant));
  else if (g_str_equal (element, "round"))
    g_assert_true (eg_side_from_string (attr (names, values, "starter"), &round->starter));
  else if (g_str_equal (element, "deck"))
    state->in_deck = TRUE;
  else if (g_str_equal (element, "result"))
    {
      round->has_result = TRUE;
      g_assert_true (eg_side_from_string (attr (names, values, "winner"), &round->winner));
      g_assert_true (eg_reason_from_string (attr (names, values, "reason"), &round->reason));
    }
  else if (eg_action_type_from_string (element, &type))
    {
      EgAction action = { 0 };

      g_assert_true (eg_side_from_string (attr (names, values, "side"), &side));
      if (attr (names, values, "direction") != NULL)
        g_assert_true (eg_direction_from_string (attr (names, values, "direction"), &direction));
      action.type = type;
      action.side = side;
      action.card = attr_uint (names, values, "card");
      action.direction = direction;
      action.value = attr_uint (names, values, "value");
      action.count = attr_uint (names, values, "count");
      g_array_append_val (round->actions, action);
    }
}

static void
end_element (GMarkupParseContext  *context,
             const char           *element,
             gpointer              user_data,
             GError              **error)
{
  ((ParseState *) user_data)->in_deck = FALSE;
}

static void
text (GMarkupParseContext  *context,
      const char           *str,
      gsize                 len,
      gpointer              user_data,
      GError              **error)
{
  ParseState *state = user_data;
  guint n = 0;

  if (!state->in_deck)
    return;
  for (gsize i = 0; i < len; i++)
    if (str[i] >= '1' && str[i] <= '5')
      {
        g_assert_cmpuint (n, <, EG_DECK_SIZE);
        state->round->deck[n++] = (guint8) (str[i] - '0');
      }
  g_assert_cmpuint (n, ==, EG_DECK_SIZE);
}

EgTestRound *
eg_test_read_example (const char *path)
{
  static const GMarkupParser parser = { start_element, end_element, text, NULL, NULL };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  ParseState state = { 0 };

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);

  state.round = g_new0 (EgTestRound, 1);
  state.round->actions = g_array_new (FALSE, FALSE, sizeof (EgAction));
  context = g_markup_parse_context_new (&parser, 0, &state, NULL);
  g_markup_parse_context_parse (context, contents, length, &error);
  g_assert_no_error (error);
  g_markup_parse_context_end_parse (context, &error);
  g_assert_no_error (error);

  return state.round;
}

void
eg_test_round_free (EgTestRound *round)
{
  g_array_unref (round->actions);
  g_free (round);
}

/* A round from a deck written as in logs ("3 5 1 …"). */
EgRound
eg_test_round_from (const char *deck_text,
                    EgVariant   variant,
                    EgSide      starter)
{
  guint8 deck[EG_DECK_SIZE];
  guint n = 0;
  EgRound round;

  for (const char *p = deck_text; *p != '\0'; p++)
    if (*p >= '1' && *p <= '5')
      {
        g_assert_cmpuint (n, <, EG_DECK_SIZE);
        deck[n++] = (guint8) (*p - '0');
      }
  g_assert_cmpuint (n, ==, EG_DECK_SIZE);
  g_assert_true (eg_deck_is_valid (deck, n));

  eg_round_init (&round, deck, variant, starter);
  eg_test_check_invariants (&round);
  return round;
}

void
eg_test_assert_legal (EgRound  *round,
                      EgAction  action)
{
  EgAction legal[EG_MAX_ACTIONS];
  guint n = eg_round_legal_actions (round, legal);
  gboolean listed = FALSE;

  for (guint i = 0; i < n; i++)
    listed |= eg_action_equal (&legal[i], &action);
  g_assert_true (listed);
  g_assert_cmpint (eg_round_apply (round, &action), ==, EG_ILLEGAL_NONE);
  eg_test_check_invariants (round);
}

/* What must hold after every action of every round. */
void
eg_test_check_invariants (const EgRound *round)
{
  guint total = 0;
  EgAction actions[EG_MAX_ACTIONS];

  for (guint v = 1; v <= EG_N_VALUES; v++)
    {
      guint in_pile = 0;

      for (guint i = round->next_card; i < EG_DECK_SIZE; i++)
        in_pile += round->deck[i] == v;
      /* 25 cards, five of each value, between hands, pile and discard */
      g_assert_cmpuint (round->hand[0][v] + round->hand[1][v] + round->discard[v] + in_pile,
                        ==, EG_CARDS_PER_VALUE);
      total += round->hand[0][v] + round->hand[1][v] + round->discard[v] + in_pile;
    }
  g_assert_cmpuint (total, ==, EG_DECK_SIZE);

  for (guint side = 0; side < 2; side++)
    {
      guint size = 0;

      for (guint v = 1; v <= EG_N_VALUES; v++)
        size += round->hand[side][v];
      g_assert_cmpuint (size, ==, round->hand_size[side]);
      g_assert_cmpuint (size, <=, EG_HAND_SIZE);
    }

  g_assert_cmpuint (round->pos[EG_SIDE_LEFT], >=, 1);
  g_assert_cmpuint (round->pos[EG_SIDE_LEFT], <, round->pos[EG_SIDE_RIGHT]);
  g_assert_cmpuint (round->pos[EG_SIDE_RIGHT], <=, EG_TRACK_LENGTH);

  switch (round->phase)
    {
    case EG_PHASE_ACT:
      g_assert_true (round->to_act == EG_SIDE_LEFT || round->to_act == EG_SIDE_RIGHT);
      g_assert_cmpuint (eg_round_get_pile_count (round), >, 0);
      g_assert_cmpuint (eg_round_legal_actions (round, actions), >, 0);
      break;
    case EG_PHASE_DEFEND:
      g_assert_true (round->to_act == EG_SIDE_LEFT || round->to_act == EG_SIDE_RIGHT);
      g_assert_cmpuint (round->pending.side, ==, EG_OPPONENT (round->to_act));
      g_assert_true (round->pending.type == EG_ACTION_ATTACK ||
                     round->pending.type == EG_ACTION_INDIRECT_ATTACK);
      g_assert_cmpuint (round->final_attack, ==, eg_round_get_pile_count (round) == 0);
      g_assert_cmpuint (eg_round_legal_actions (round, actions), >, 0);
      break;
    case EG_PHASE_OVER:
      g_assert_cmpuint (round->to_act, ==, EG_SIDE_NONE);
      g_assert_cmpuint (eg_round_legal_actions (round, actions), ==, 0);
      switch (round->reason)
        {
        case EG_REASON_HIT:
          g_assert_cmpuint (round->winner, ==, round->pending.side);
          break;
        case EG_REASON_NO_LEGAL_ACTION:
          g_assert_cmpuint (eg_round_get_pile_count (round), >, 0);
          g_assert_true (round->winner == EG_SIDE_LEFT || round->winner == EG_SIDE_RIGHT);
          break;
        case EG_REASON_CARDS:
          {
            guint d = eg_round_get_distance (round);
            g_assert_cmpuint (eg_round_get_pile_count (round), ==, 0);
            g_assert_cmpuint (d, <=, EG_N_VALUES);
            g_assert_cmpuint (round->hand[round->winner][d], >,
                              round->hand[EG_OPPONENT (round->winner)][d]);
          }
          break;
        case EG_REASON_ADVANCEMENT:
          g_assert_cmpuint (eg_round_get_pile_count (round), ==, 0);
          g_assert_cmpuint (eg_advancement (round->winner, round->pos[round->winner]), >,
                            eg_advancement (EG_OPPONENT (round->winner),
                                            round->pos[EG_OPPONENT (round->winner)]));
          break;
        case EG_REASON_DRAW:
          g_assert_cmpuint (eg_round_get_pile_count (round), ==, 0);
          g_assert_cmpuint (round->winner, ==, EG_SIDE_NONE);
          g_assert_cmpuint (eg_advancement (EG_SIDE_LEFT, round->pos[EG_SIDE_LEFT]), ==,
                            eg_advancement (EG_SIDE_RIGHT, round->pos[EG_SIDE_RIGHT]));
          break;
        default:
          g_assert_not_reached ();
        }
      break;
    default:
      g_assert_not_reached ();
    }
}

void
eg_test_assert_same_round (const EgRound *a,
                           const EgRound *b)
{
  g_assert_cmpmem (a->deck, EG_DECK_SIZE, b->deck, EG_DECK_SIZE);
  g_assert_cmpuint (a->next_card, ==, b->next_card);
  g_assert_cmpmem (a->pos, sizeof a->pos, b->pos, sizeof b->pos);
  g_assert_cmpmem (a->hand, sizeof a->hand, b->hand, sizeof b->hand);
  g_assert_cmpmem (a->hand_size, sizeof a->hand_size, b->hand_size, sizeof b->hand_size);
  g_assert_cmpmem (a->discard, sizeof a->discard, b->discard, sizeof b->discard);
  g_assert_cmpuint (a->discard_top, ==, b->discard_top);
  g_assert_cmpuint (a->variant, ==, b->variant);
  g_assert_cmpuint (a->starter, ==, b->starter);
  g_assert_cmpuint (a->to_act, ==, b->to_act);
  g_assert_cmpuint (a->phase, ==, b->phase);
  g_assert_cmpuint (a->final_attack, ==, b->final_attack);
  g_assert_cmpuint (a->winner, ==, b->winner);
  g_assert_cmpuint (a->reason, ==, b->reason);
  g_assert_true (eg_action_equal (&a->pending, &b->pending));
  g_assert_cmpuint (a->n_actions, ==, b->n_actions);
}

void
eg_test_remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          eg_test_remove_tree (child);
        }
    }
  g_remove (path);
}

void
eg_test_pad_key_file (const char *path,
                      gsize       size)
{
  g_autofree char *contents = NULL;
  g_autoptr(GString) text = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  text = g_string_new (contents);
  g_string_append (text, "\n#");
  while (text->len <= size)
    g_string_append_c (text, 'x');
  g_string_append_c (text, '\n');
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
}

void
eg_test_make_fifo (const char *path)
{
  g_remove (path);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
}

void
eg_test_add_examples (const char    *prefix,
                      GTestDataFunc  func)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", NULL);
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, ".engarde"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  /* There are ten hand-checked rounds; a lost file must not pass quietly. */
  g_assert_cmpuint (names->len, >=, 10);

  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *stem = g_strndup (file, strlen (file) - strlen (".engarde"));
      g_autofree char *path = g_strdup_printf ("%s/%s", prefix, stem);

      g_test_add_data_func_full (path, g_strdup (file), func, g_free);
    }
}

EgMatch *
eg_test_load_log (const char  *data,
                  gsize        length,
                  guint       *error_line,
                  GError     **error)
{
  g_autoptr(GError) write_error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  EgMatch *match;
  int fd;

  fd = g_file_open_tmp ("eg-test-XXXXXX.engarde", &path, &write_error);
  g_assert_no_error (write_error);
  close (fd);
  g_file_set_contents (path, data, length, &write_error);
  g_assert_no_error (write_error);
  file = g_file_new_for_path (path);
  /* without the line apart, the message starts with it */
  if (error_line != NULL)
    match = eg_match_log_load_file_full (file, NULL, error_line, error);
  else
    match = eg_match_log_load_file (file, NULL, error);
  g_assert_cmpint (g_unlink (path), ==, 0);
  return match;
}

EgMatch *
eg_match_log_load_data (const char  *data,
                        gsize        length,
                        GError     **error)
{
  return eg_test_load_log (data, length, NULL, error);
}
