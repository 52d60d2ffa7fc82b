/* eg-bench-hook.c — preloaded by build-aux/bench/bench.py into en-garde
 * and into the reference window to time start-up and read memory
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both programs are measured the same way, without any code in the
 * application: this library wraps g_application_run(), watches the first
 * window the GtkApplication adds, and at the end of that window's first
 * frame (GdkFrameClock::after-paint) appends to the file $EG_BENCH_OUT
 *
 *   frame <CLOCK_MONOTONIC µs>
 *   renderer <the window's GskRenderer type>
 *   startup <VmRSS kB> <VmHWM kB>     (EG_BENCH_SETTLE_MS later)
 *   shutdown <VmRSS kB> <VmHWM kB>    (when the application shuts down)
 *
 * and the application is told to quit once the start-up figures are
 * written. Under callgrind the counts up to the end of the first frame
 * are dumped there (a dump labelled "first-frame"), so what follows
 * does not count.
 *
 * With EG_BENCH_MATCH set it is not: the bench has configured both players
 * as computers (through the settings), and this library follows the
 * application's "match" property (an EgMatch, through GObject only):
 *
 *   action <n>                        after each action applied
 *   match <VmRSS kB> <VmHWM kB>       EG_BENCH_SETTLE_MS after match-finished
 *
 * then quits the application. Between rounds it does what a player does:
 * it activates the window's "win.next-round" action.
 */

#define _GNU_SOURCE
#define G_LOG_DOMAIN "en-garde-bench"

#include "config.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gtk/gtk.h>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_DUMP_STATS_AT(label) ((void) 0)
#endif

typedef int (*RunFunc) (GApplication *app, int argc, char **argv);

static GApplication *bench_app;
static gboolean      frame_seen;
static guint         n_actions;
static GObject      *watched_match;

static void
append_line (const char *line)
{
  const char *path = g_getenv ("EG_BENCH_OUT");
  FILE *out;

  if (path == NULL)
    return;
  out = fopen (path, "a");
  if (out == NULL)
    return;
  fputs (line, out);
  fputc ('\n', out);
  fclose (out);
}

static void
append_memory (const char *what)
{
  char line[256];
  long rss = -1, hwm = -1;
  FILE *status = fopen ("/proc/self/status", "r");

  if (status == NULL)
    return;
  while (fgets (line, sizeof line, status) != NULL)
    {
      if (strncmp (line, "VmRSS:", 6) == 0)
        rss = strtol (line + 6, NULL, 10);
      else if (strncmp (line, "VmHWM:", 6) == 0)
        hwm = strtol (line + 6, NULL, 10);
    }
  fclose (status);
  snprintf (line, sizeof line, "%s %ld %ld", what, rss, hwm);
  append_line (line);
}

static guint
settle_ms (void)
{
  const char *settle = g_getenv ("EG_BENCH_SETTLE_MS");

  return settle ? (guint) atoi (settle) : 500;
}

static void match_changed (GObject *app, GParamSpec *pspec, gpointer data);

/* The match stage: a launch with no saved match opens on the welcome
 * page, so the match is started as a person would, with New Match and
 * its Start (the players come from the settings). */
static gboolean
start_new_match (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);
      GtkWidget *start = gtk_window_get_default_widget (window);

      if (g_str_equal (G_OBJECT_TYPE_NAME (window), "EgNewMatchDialog") && start != NULL)
        {
          gtk_widget_activate (start);
          return G_SOURCE_REMOVE;
        }
    }
  return G_SOURCE_CONTINUE;
}

static void
app_activated (GApplication *app,
               gpointer      data)
{
  match_changed (G_OBJECT (app), NULL, NULL);
  if (g_getenv ("EG_BENCH_MATCH") != NULL && watched_match == NULL &&
      g_action_group_has_action (G_ACTION_GROUP (app), "new-match"))
    {
      g_action_group_activate_action (G_ACTION_GROUP (app), "new-match", NULL);
      g_timeout_add (100, start_new_match, NULL);
    }
}

static gboolean
settled (gpointer data)
{
  append_memory ("startup");
  if (g_getenv ("EG_BENCH_MATCH") == NULL)
    g_application_quit (bench_app);
  return G_SOURCE_REMOVE;
}

static gboolean
match_settled (gpointer data)
{
  append_memory ("match");
  g_application_quit (bench_app);
  return G_SOURCE_REMOVE;
}

static void
action_applied (GObject  *match,
                gpointer  action,
                gpointer  data)
{
  char line[32];

  snprintf (line, sizeof line, "action %u", ++n_actions);
  append_line (line);
}

static gboolean
next_round (gpointer data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (bench_app));

  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.next-round", NULL);
  return G_SOURCE_REMOVE;
}

static void
round_finished (GObject  *match,
                int       winner,
                int       reason,
                gpointer  data)
{
  g_timeout_add (100, next_round, NULL);
}

static void
match_finished (GObject  *match,
                int       winner,
                gpointer  data)
{
  g_timeout_add (settle_ms (), match_settled, NULL);
}

/* Follows the application's current match, if it has a "match" property. */
static void
match_changed (GObject    *app,
               GParamSpec *pspec,
               gpointer    data)
{
  GObject *match = NULL;

  if (watched_match != NULL)
    {
      g_signal_handlers_disconnect_by_data (watched_match, &watched_match);
      g_clear_object (&watched_match);
    }
  g_object_get (app, "match", &match, NULL);
  if (match == NULL)
    return;
  watched_match = match;
  if (g_signal_lookup ("action-applied", G_OBJECT_TYPE (match)) != 0)
    g_signal_connect (match, "action-applied", G_CALLBACK (action_applied), &watched_match);
  if (g_signal_lookup ("round-finished", G_OBJECT_TYPE (match)) != 0)
    g_signal_connect (match, "round-finished", G_CALLBACK (round_finished), &watched_match);
  if (g_signal_lookup ("match-finished", G_OBJECT_TYPE (match)) != 0)
    g_signal_connect (match, "match-finished", G_CALLBACK (match_finished), &watched_match);
}

static void
after_paint (GdkFrameClock *clock,
             GtkWidget     *window)
{
  char line[128];
  GskRenderer *renderer;

  if (frame_seen)
    return;
  frame_seen = TRUE;
  /* under callgrind: the instructions from launch to the first frame,
   * in a dump of their own (nothing when not under valgrind) */
  CALLGRIND_DUMP_STATS_AT ("first-frame");
  snprintf (line, sizeof line, "frame %" G_GINT64_FORMAT, g_get_monotonic_time ());
  append_line (line);
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  snprintf (line, sizeof line, "renderer %s", renderer ? G_OBJECT_TYPE_NAME (renderer) : "none");
  append_line (line);
  g_timeout_add (settle_ms (), settled, NULL);
}

static void
window_realized (GtkWidget *window,
                 gpointer   data)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  g_signal_connect (gdk_surface_get_frame_clock (surface), "after-paint",
                    G_CALLBACK (after_paint), window);
}

static void
window_added (GtkApplication *app,
              GtkWindow      *window,
              gpointer        data)
{
  static gboolean first = TRUE;

  if (!first)
    return;
  first = FALSE;
  if (gtk_widget_get_realized (GTK_WIDGET (window)))
    window_realized (GTK_WIDGET (window), NULL);
  else
    g_signal_connect_after (window, "realize", G_CALLBACK (window_realized), NULL);
}

static void
shutting_down (GApplication *app,
               gpointer      data)
{
  append_memory ("shutdown");
}

int
g_application_run (GApplication  *app,
                   int            argc,
                   char         **argv)
{
  RunFunc real_run = (RunFunc) dlsym (RTLD_NEXT, "g_application_run");

  if (GTK_IS_APPLICATION (app))
    {
      bench_app = app;
      g_signal_connect (app, "window-added", G_CALLBACK (window_added), NULL);
      g_signal_connect (app, "shutdown", G_CALLBACK (shutting_down), NULL);
      if (g_getenv ("EG_BENCH_MATCH") != NULL &&
          g_object_class_find_property (G_OBJECT_GET_CLASS (app), "match") != NULL)
        {
          g_signal_connect (app, "notify::match", G_CALLBACK (match_changed), NULL);
          g_signal_connect_after (app, "activate", G_CALLBACK (app_activated), NULL);
        }
    }
  return real_run (app, argc, argv);
}
