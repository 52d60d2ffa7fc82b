/* fuzz-match-log.c — libFuzzer target for the match log reader
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Build and run (clang only; README.md, "Fuzzing", says more):
 *   CC=clang meson setup _build-fuzz -Dfuzzing=true \
 *     -Db_sanitize=address,undefined -Db_lundef=false
 *   ninja -C _build-fuzz tests/fuzz/fuzz-match-log
 *   mkdir -p CORPUS
 *   nice -n 19 _build-fuzz/tests/fuzz/fuzz-match-log -max_len=1048576 -len_control=0 \
 *     -dict=tests/fuzz/match-log.dict -timeout=2 -rss_limit_mb=2048 \
 *     -runs=10000000 -print_final_stats=1 CORPUS tests/data tests/fuzz/seeds
 *
 * Besides crashes and sanitizer reports, a run fails on a slow unit: when
 * reading one input takes more than EG_FUZZ_SLOW_UNIT_MS milliseconds of
 * CPU (100 unless set), or for inputs over 100 KiB more than
 * EG_FUZZ_SLOW_MS_PER_MIB per MiB (1000 unless set: ten times the goal of
 * an optimised build, for the sanitizers' cost), the target aborts and
 * libFuzzer keeps the input. CPU time of this thread, not wall time, so
 * that a busy machine does not fail the run.
 */

#define G_LOG_DOMAIN "en-garde-fuzz"

#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "eg-match-log.h"
#include "eg-replay.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static gint64
thread_cpu_us (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static gint64
env_ms (const char *name,
        gint64      fallback)
{
  const char *text = g_getenv (name);
  gint64 value = text != NULL ? g_ascii_strtoll (text, NULL, 10) : 0;

  return (value > 0 ? value : fallback) * 1000;
}

/* The CPU time, in µs, that reading @size bytes may take. */
static gint64
slow_unit_us (size_t size)
{
  static gint64 floor_us = 0;
  static gint64 per_mib_us = 0;

  if (floor_us == 0)
    {
      floor_us = env_ms ("EG_FUZZ_SLOW_UNIT_MS", 100);
      per_mib_us = env_ms ("EG_FUZZ_SLOW_MS_PER_MIB", 1000);
    }
  return MAX (floor_us, (gint64) ((double) per_mib_us * size / (1024 * 1024)));
}

static GFile *input_file = NULL;

static void
remove_input_file (void)
{
  g_unlink (g_file_peek_path (input_file));
}

/* The game reads logs from files: @data goes to one (the same file for
 * every input of this process, removed at exit), read back by
 * eg_match_log_load_file(). */
static GFile *
as_file (const void *data,
         size_t      size)
{
  FILE *out;

  if (input_file == NULL)
    {
      g_autofree char *name = g_strdup_printf ("fuzz-match-log-%d.engarde", (int) getpid ());
      g_autofree char *path = g_build_filename (g_get_tmp_dir (), name, NULL);

      input_file = g_file_new_for_path (path);
      atexit (remove_input_file);
    }
  out = fopen (g_file_peek_path (input_file), "wb");
  g_assert_nonnull (out);
  g_assert_true (size == 0 || fwrite (data, 1, size, out) == size);
  g_assert_cmpint (fclose (out), ==, 0);
  return input_file;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(EgMatch) match = NULL;
  GFile *file = as_file (data, size);
  gint64 start = thread_cpu_us ();
  gint64 spent;

  match = eg_match_log_load_file (file, NULL, &error);
  spent = thread_cpu_us () - start;
  if (spent > slow_unit_us (size))
    {
      fprintf (stderr, "==SLOW UNIT== %zu bytes read in %" G_GINT64_FORMAT " ms of CPU (limit %"
               G_GINT64_FORMAT " ms)\n", size, spent / 1000, slow_unit_us (size) / 1000);
      abort ();
    }

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
      again = eg_match_log_load_file (as_file (text, length), NULL, &error);
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
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }

  return 0;
}
