/* eg-test-logs.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <string.h>

#include "eg-match-log-private.h"
#include "eg-match-log.h"
#include "eg-test-logs.h"
#include "eg-test-utils.h"

static const char * const names[] = {
  "Ada", "Bob", "", "Zoë & <Émile>", "“quoted” 'and' \"double\"", "tab\there",
  "two\nlines\r\nand more", "  padded  ", "🤺 Fencer", "a]]>b", "&amp; not an entity",
};

static const char * const levels[] = { "random", "easy", "medium", "hard" };

gboolean
eg_test_random_step (EgMatch *match,
                     EgRng   *rng,
                     gint64   time_us)
{
  EgAction actions[EG_MAX_ACTIONS];
  guint n;

  if (eg_match_is_over (match))
    return FALSE;
  if (!eg_match_is_round_in_progress (match))
    {
      g_autoptr(GError) error = NULL;

      eg_match_begin_round (match, NULL, &error);
      g_assert_no_error (error);
      return TRUE;
    }

  n = eg_match_get_legal_actions (match, actions);
  g_assert_cmpuint (n, >, 0);
  {
    g_autoptr(GError) error = NULL;

    eg_match_apply_at (match, &actions[eg_rng_below (rng, n)], time_us, &error);
    g_assert_no_error (error);
  }
  return TRUE;
}

EgMatch *
eg_test_random_match (guint64 seed,
                      guint   max_actions)
{
  EgPlayer *players[2];
  EgMatch *match;
  EgRng rng;
  gint64 time_us;
  gboolean with_times;

  eg_rng_init (&rng, seed);
  for (guint side = 0; side < 2; side++)
    {
      gboolean computer = eg_rng_below (&rng, 2);

      players[side] = eg_player_new (names[eg_rng_below (&rng, G_N_ELEMENTS (names))],
                                     computer ? EG_PLAYER_COMPUTER : EG_PLAYER_HUMAN,
                                     computer ? levels[eg_rng_below (&rng, G_N_ELEMENTS (levels))] : NULL);
    }
  match = eg_match_new (eg_rng_below (&rng, 2) ? EG_VARIANT_CLASSIC : EG_VARIANT_ADVANCED,
                        1 + eg_rng_below (&rng, 6),
                        eg_rng_below (&rng, 2) ? EG_SIDE_RIGHT : EG_SIDE_LEFT,
                        players[0], players[1]);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  eg_match_set_seed (match, eg_rng_next (&rng));
  with_times = eg_rng_below (&rng, 4) != 0;
  time_us = G_GINT64_CONSTANT (1795000000000000) + eg_rng_below (&rng, 1000000000);

  for (guint i = 0; i < max_actions; i++)
    {
      time_us += 1 + eg_rng_below (&rng, 30000000);
      if (!eg_test_random_step (match, &rng, with_times ? time_us : 0))
        break;
    }
  return match;
}

void
eg_test_assert_same_match (EgMatch *a,
                           EgMatch *b)
{
  const EgScore *sa = eg_match_get_score_state (a);
  const EgScore *sb = eg_match_get_score_state (b);

  g_assert_cmpint (eg_match_get_variant (a), ==, eg_match_get_variant (b));
  g_assert_cmpuint (eg_match_get_target_score (a), ==, eg_match_get_target_score (b));
  /* A log names the first starter in its first round only. */
  if (eg_match_get_n_rounds (a) > 0)
    g_assert_cmpint (eg_match_get_first_starter (a), ==, eg_match_get_first_starter (b));

  for (EgSide side = EG_SIDE_LEFT; side <= EG_SIDE_RIGHT; side++)
    {
      EgPlayer *pa = eg_match_get_player (a, side);
      EgPlayer *pb = eg_match_get_player (b, side);

      g_assert_cmpstr (eg_player_get_name (pa), ==, eg_player_get_name (pb));
      g_assert_cmpint (eg_player_get_kind (pa), ==, eg_player_get_kind (pb));
      if (eg_player_get_kind (pa) == EG_PLAYER_COMPUTER)
        g_assert_cmpstr (eg_player_get_level (pa), ==, eg_player_get_level (pb));
    }

  if (eg_match_get_started (a) == NULL || eg_match_get_started (b) == NULL)
    g_assert_true (eg_match_get_started (a) == eg_match_get_started (b));
  else
    g_assert_cmpint (g_date_time_to_unix (eg_match_get_started (a)), ==,
                     g_date_time_to_unix (eg_match_get_started (b)));

  g_assert_cmpuint (eg_match_get_n_rounds (a), ==, eg_match_get_n_rounds (b));
  for (guint r = 0; r < eg_match_get_n_rounds (a); r++)
    {
      const EgRoundRecord *ra = eg_match_get_round_record (a, r);
      const EgRoundRecord *rb = eg_match_get_round_record (b, r);

      g_assert_cmpmem (ra->deck, EG_DECK_SIZE, rb->deck, EG_DECK_SIZE);
      g_assert_cmpint (ra->starter, ==, rb->starter);
      g_assert_cmpuint (ra->actions->len, ==, rb->actions->len);
      g_assert_cmpmem (ra->actions->data, ra->actions->len * sizeof (EgAction),
                       rb->actions->data, rb->actions->len * sizeof (EgAction));
      g_assert_cmpmem (ra->times->data, ra->times->len * sizeof (gint64),
                       rb->times->data, rb->times->len * sizeof (gint64));
      g_assert_cmpint (ra->winner, ==, rb->winner);
      g_assert_cmpint (ra->reason, ==, rb->reason);
    }

  g_assert_cmpuint (sa->variant, ==, sb->variant);
  g_assert_cmpuint (sa->target, ==, sb->target);
  g_assert_cmpmem (sa->score, sizeof sa->score, sb->score, sizeof sb->score);
  g_assert_cmpuint (sa->winner, ==, sb->winner);
  g_assert_cmpuint (sa->rounds_played, ==, sb->rounds_played);
  g_assert_cmpint (eg_match_get_phase (a), ==, eg_match_get_phase (b));
  g_assert_cmpint (eg_match_get_side_to_act (a), ==, eg_match_get_side_to_act (b));
  g_assert_cmpint (eg_match_is_round_in_progress (a), ==, eg_match_is_round_in_progress (b));
  if (eg_match_get_n_rounds (a) > 0)
    eg_test_assert_same_round (eg_match_get_round_state (a), eg_match_get_round_state (b));
}

/* Plays a random round on a bare EgRound; returns the actions. */
static GArray *
random_round (const guint8  deck[EG_DECK_SIZE],
              EgVariant     variant,
              EgSide        starter,
              EgRng        *rng,
              EgRound      *round)
{
  GArray *actions = g_array_new (FALSE, FALSE, sizeof (EgAction));

  eg_round_init (round, deck, variant, starter);
  while (!eg_round_is_over (round))
    {
      EgAction legal[EG_MAX_ACTIONS];
      guint n = eg_round_legal_actions (round, legal);
      EgAction action = legal[eg_rng_below (rng, n)];

      g_assert_cmpint (eg_round_apply (round, &action), ==, EG_ILLEGAL_NONE);
      g_array_append_val (actions, action);
    }
  return actions;
}

/* Random rounds to 99 points, dealt again while they would end the match
 * (or, with @drawn, while they are not drawn). */
static EgMatch *
long_match (guint    n_rounds,
            guint64  seed,
            gboolean drawn)
{
  g_autoptr(EgPlayer) left = eg_player_new ("Ada", EG_PLAYER_HUMAN, NULL);
  g_autoptr(EgPlayer) right = eg_player_new ("Computer", EG_PLAYER_COMPUTER, "random");
  EgMatch *match = eg_match_new (EG_VARIANT_ADVANCED, EG_MAX_TARGET_SCORE, EG_SIDE_LEFT, left, right);
  gint64 time_us = G_GINT64_CONSTANT (1795342500000000);
  EgRng rng;

  eg_rng_init (&rng, seed);
  for (guint r = 0; r < n_rounds; r++)
    {
      EgSide starter = eg_score_starter (eg_match_get_score_state (match), r + 1);

      for (;;)
        {
          guint8 deck[EG_DECK_SIZE];
          g_autoptr(GArray) actions = NULL;
          EgRound round;

          eg_deck_shuffle (deck, &rng);
          actions = random_round (deck, EG_VARIANT_ADVANCED, starter, &rng, &round);
          /* keep both scores below 99: the match must not end */
          if (round.winner != EG_SIDE_NONE &&
              (drawn || eg_match_get_score (match, round.winner) + 1 >= EG_MAX_TARGET_SCORE))
            continue;

          g_assert_true (eg_match_begin_round (match, deck, NULL));
          for (guint i = 0; i < actions->len; i++)
            {
              time_us += 1000000 + eg_rng_below (&rng, 20000000);
              g_assert_true (eg_match_apply_at (match, &g_array_index (actions, EgAction, i),
                                                time_us, NULL));
            }
          break;
        }
    }
  return match;
}

EgMatch *
eg_test_long_match (guint   n_rounds,
                    guint64 seed)
{
  return long_match (n_rounds, seed, FALSE);
}

EgMatch *
eg_test_drawn_match (guint   n_rounds,
                     guint64 seed)
{
  return long_match (n_rounds, seed, TRUE);
}

/* The line (from 1) of @at in @text; NUL bytes before it count as text. */
guint
eg_test_line_at (const char *text,
                 const char *at)
{
  guint line = 1;

  g_assert_nonnull (at);
  for (const char *p = text; p < at; p++)
    line += *p == '\n';
  return line;
}

/* @text with the first @old replaced by @new. */
char *
eg_test_replace_once (const char *text,
                      const char *old,
                      const char *new)
{
  const char *at = strstr (text, old);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, new, at + strlen (old));
}

/* @data is refused with @code, @message in its message, at @line. */
void
eg_test_assert_log_refused (const char      *data,
                            gsize            length,
                            EgMatchLogError  code,
                            guint            line,
                            const char      *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = NULL;
  guint error_line = 0;

  match = eg_test_load_log (data, length, &error_line, &error);
  g_assert_null (match);
  if (!g_error_matches (error, EG_MATCH_LOG_ERROR, (gint) code) ||
      strstr (error->message, message) == NULL || error_line != line)
    g_error ("expected code %d, line %u, “%s”; got code %d, line %u, “%s”",
             code, line, message, error->code, error_line, error->message);
}
