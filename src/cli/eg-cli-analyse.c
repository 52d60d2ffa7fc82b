/* eg-cli-analyse.c — en-garde-cli analyse: every action of a log, rated
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-cli"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-analysis.h"
#include "eg-cli.h"
#include "eg-describe.h"
#include "eg-describe-reasons.h"
#include "eg-match-log.h"

/* An action in the log's vocabulary, as a JSON object. */
static void
append_action_json (GString        *out,
                    const EgAction *action)
{
  g_string_append_printf (out, "{\"side\": \"%s\", \"type\": \"%s\"",
                          eg_side_to_string (action->side),
                          eg_action_type_to_string (action->type));
  switch (action->type)
    {
    case EG_ACTION_MOVE:
      g_string_append_printf (out, ", \"card\": %u, \"direction\": \"%s\"", action->card,
                              eg_direction_to_string (action->direction));
      break;
    case EG_ACTION_INDIRECT_ATTACK:
      g_string_append_printf (out, ", \"card\": %u", action->card);
      G_GNUC_FALLTHROUGH;
    case EG_ACTION_ATTACK:
    case EG_ACTION_PARRY:
      g_string_append_printf (out, ", \"value\": %u, \"count\": %u", action->value, action->count);
      break;
    case EG_ACTION_RETREAT:
      g_string_append_printf (out, ", \"card\": %u", action->card);
      break;
    default:
      g_assert_not_reached ();
    }
  g_string_append_c (out, '}');
}

/* @text as a JSON string, quotes included. */
static void
append_json_string (GString    *out,
                    const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if ((guchar) *p < 0x20)
        g_string_append_printf (out, "\\u%04x", (guint) (guchar) *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/* Why @entry was rated so, in words for its player. */
static char *
describe_entry_reasons (EgMatch               *match,
                        const EgAnalysisEntry *entry)
{
  const char *opponent = eg_match_get_name (match, EG_OPPONENT (entry->action.side));

  return eg_describe_reasons (&entry->reasons, opponent);
}

static void
print_json (EgMatch    *match,
            EgAnalysis *analysis)
{
  g_autoptr(GString) out = g_string_new (NULL);
  guint n = eg_analysis_get_n_entries (analysis);

  g_string_append_printf (out, "{\"variant\": \"%s\", \"actions\": [",
                          eg_variant_to_string (eg_match_get_variant (match)));
  for (guint i = 0; i < n; i++)
    {
      const EgAnalysisEntry *entry = eg_analysis_get_entry (analysis, i);
      const char *mark = eg_analysis_mark_to_string (entry->mark);
      g_autofree char *reason = describe_entry_reasons (match, entry);

      g_string_append_printf (out, "%s\n  {\"round\": %u, \"index\": %u, \"action\": ",
                              i > 0 ? "," : "", entry->round_index + 1, entry->action_index + 1);
      append_action_json (out, &entry->action);
      g_string_append (out, ", \"best\": ");
      append_action_json (out, &entry->best);
      g_string_append_printf (out, ", \"choices\": %u, \"win_before\": %.4f, \"win_after\": %.4f, "
                              "\"loss\": %.4f, \"mark\": ",
                              entry->n_choices, entry->win_before, entry->win_after, entry->loss);
      if (mark != NULL)
        g_string_append_printf (out, "\"%s\"", mark);
      else
        g_string_append (out, "null");
      g_string_append (out, ", \"reason\": ");
      append_json_string (out, reason);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "\n]}\n");
  g_print ("%s", out->str);
}

static void
print_text (EgMatch    *match,
            EgAnalysis *analysis)
{
  guint n = eg_analysis_get_n_entries (analysis);

  /* Translators: the heading of en-garde-cli analyse */
  g_print (_("%1$s (left) against %2$s (right): each action’s chance to win the round, "
             "for the player who made it, before and after it\n"),
           eg_match_get_name (match, EG_SIDE_LEFT), eg_match_get_name (match, EG_SIDE_RIGHT));

  for (guint i = 0; i < n; i++)
    {
      const EgAnalysisEntry *entry = eg_analysis_get_entry (analysis, i);
      const char *name = eg_match_get_name (match, entry->action.side);
      g_autofree char *text = eg_describe_action (&entry->action, name);
      const char *mark = eg_analysis_mark_get_label (entry->mark);

      if (entry->action_index == 0)
        {
          g_print ("\n");
          /* Translators: a heading, e.g. "Round 2" */
          g_print (_("Round %u\n"), entry->round_index + 1);
        }
      /* Translators: an analysed action: "12. Ada moves 3 forward: 54% → 47%" */
      g_print (_("  %1$3u. %2$s: %3$.0f%% → %4$.0f%%"), entry->action_index + 1, text,
               100 * entry->win_before, 100 * entry->win_after);
      if (mark != NULL)
        {
          g_autofree char *best = eg_describe_action (&entry->best, name);

          g_autofree char *reason = describe_entry_reasons (match, entry);

          /* Translators: after an analysed action: "Mistake; best: Ada attacks with two 4s" */
          g_print (_(" — %1$s; best: %2$s"), mark, best);
          /* the reason, on a line of its own under the action */
          g_print ("\n        %s", reason);
        }
      g_print ("\n");
    }
}

static void
on_done (EgAnalysis *analysis,
         gpointer    user_data)
{
  g_main_loop_quit (user_data);
}

int
eg_cli_analyse (int    argc,
                char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(EgAnalysis) analysis = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_auto(GStrv) files = NULL;
  gboolean json = FALSE;
  int status;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the ratings as JSON"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE") },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
                                /* Translators: keep each line within 79 columns */
                                _("Rate every action of a match log: the chance to win the round\n"
                                  "before and after it, as its player could judge it, the best\n"
                                  "action and a mark for inaccuracies, mistakes and blunders."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!eg_cli_parse (context, &argc, &argv))
    return EG_CLI_EXIT_USAGE;
  if (files == NULL || files[0] == NULL || files[1] != NULL)
    {
      eg_cli_usage_error (_("analyse needs exactly one FILE"));
      return EG_CLI_EXIT_USAGE;
    }

  match = eg_cli_load_log (files[0], &status);
  if (match == NULL)
    return status;

  analysis = eg_analysis_new (match);
  loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect (analysis, "done", G_CALLBACK (on_done), loop);
  eg_analysis_start (analysis);
  if (!eg_analysis_is_complete (analysis))
    g_main_loop_run (loop);

  if (json)
    print_json (match, analysis);
  else
    print_text (match, analysis);
  return EG_CLI_EXIT_OK;
}
