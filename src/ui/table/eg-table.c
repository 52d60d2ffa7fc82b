/* eg-table.c — the game window's table: board, hands, piles, moves, status
 *
 * A composite widget of its own template (eg-table.ui), made when the
 * window first shows a match and again, translated, on a language
 * switch. What is shown on it comes from the window (eg-window-table.c).
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include "eg-table-private.h"

G_DEFINE_FINAL_TYPE (EgTable, eg_table, ADW_TYPE_BIN)

static void
eg_table_class_init (EgTableClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (EG_TYPE_BOARD);
  g_type_ensure (EG_TYPE_FLIGHT_LAYER);
  g_type_ensure (EG_TYPE_HAND_VIEW);
  g_type_ensure (EG_TYPE_LESSON_PANEL);
  g_type_ensure (EG_TYPE_LIVE_MOVES);
  g_type_ensure (EG_TYPE_PILES_VIEW);
  g_type_ensure (EG_TYPE_ROUND_END_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-table.ui");
#define BIND(field) gtk_widget_class_bind_template_child (widget_class, EgTable, field)
  BIND (toasts);
  BIND (flights);
  BIND (left_name_label);
  BIND (right_name_label);
  BIND (left_kind_label);
  BIND (right_kind_label);
  BIND (left_pips);
  BIND (right_pips);
  BIND (left_hand);
  BIND (right_hand);
  BIND (round_label);
  BIND (piles);
  BIND (moves_panel);
  BIND (live_moves);
  BIND (recent_moves);
  BIND (status_label);
  BIND (thinking_bar);
  BIND (action_stack);
  BIND (hand_area);
  BIND (hand_title);
  BIND (hand_view);
  BIND (options_box);
  BIND (pass_detail);
  BIND (pass_button);
  BIND (round_end);
  BIND (action_overlay);
  BIND (hint_reason);
  BIND (lesson_panel);
  BIND (board);
#undef BIND
}

static void
eg_table_init (EgTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

EgTable *
eg_table_new (void)
{
  return g_object_new (EG_TYPE_TABLE, NULL);
}
