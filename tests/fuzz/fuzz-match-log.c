/* fuzz-match-log.c — libFuzzer target for the match log reader
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Build and run (clang only):
 *   CC=clang meson setup _build-fuzz -Dfuzzing=true \
 *     -Db_sanitize=address,undefined -Db_lundef=false
 *   ninja -C _build-fuzz tests/fuzz/fuzz-match-log
 *   _build-fuzz/tests/fuzz/fuzz-match-log -max_total_time=600 CORPUS tests/data
 */

#define G_LOG_DOMAIN "en-garde-fuzz"

#include "config.h"

#include <stdint.h>

#include "eg-match-log.h"
#include "eg-replay.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = NULL;

  match = eg_match_log_load_data ((const char *) data, size, &error);
  if (match != NULL)
    {
      /* Whatever loads must write, load again to the same text, and replay. */
      g_autofree char *text = NULL;
      g_autofree char *again_text = NULL;
      g_autoptr(EgMatch) again = NULL;
      g_autoptr(EgReplay) replay = NULL;
      gsize length;

      g_assert_no_error (error);
      text = eg_match_log_to_string (match, &length);
      again = eg_match_log_load_data (text, length, &error);
      g_assert_no_error (error);
      g_assert_nonnull (again);
      g_assert_cmpuint (eg_match_get_n_rounds (again), ==, eg_match_get_n_rounds (match));
      again_text = eg_match_log_to_string (again, NULL);
      g_assert_cmpstr (text, ==, again_text);

      replay = eg_replay_new (again);
      eg_replay_last (replay);
      eg_replay_first (replay);
    }
  else
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == EG_MATCH_LOG_ERROR);
    }

  return 0;
}
