/* eg-table.h — the game window's table: board, hands, piles, moves, status
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define EG_TYPE_TABLE (eg_table_get_type ())

G_DECLARE_FINAL_TYPE (EgTable, eg_table, EG, TABLE, AdwBin)

/* The table's widgets, from its template (eg-table.ui); the game window
 * shows the match on them (eg-window-table.c). */
EgTable    *eg_table_new                (void);

G_END_DECLS
