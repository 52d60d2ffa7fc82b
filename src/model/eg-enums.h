/* eg-enums.h — GType registrations for the engine's enumerations
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "eg-types.h"

G_BEGIN_DECLS

#define EG_TYPE_SIDE        (eg_side_get_type ())
#define EG_TYPE_VARIANT     (eg_variant_get_type ())
#define EG_TYPE_PHASE       (eg_phase_get_type ())
#define EG_TYPE_REASON      (eg_reason_get_type ())
#define EG_TYPE_ACTION      (eg_action_get_type ())

GType     eg_side_get_type    (void) G_GNUC_CONST;
GType     eg_variant_get_type (void) G_GNUC_CONST;
GType     eg_phase_get_type   (void) G_GNUC_CONST;
GType     eg_reason_get_type  (void) G_GNUC_CONST;
GType     eg_action_get_type  (void) G_GNUC_CONST;

EgAction *eg_action_copy      (const EgAction *action);
void      eg_action_free      (EgAction       *action);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EgAction, eg_action_free)

G_END_DECLS
