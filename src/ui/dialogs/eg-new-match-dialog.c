/* eg-new-match-dialog.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-describe.h"
#include "eg-new-match-dialog.h"
#include "eg-ui-utils.h"

struct _EgNewMatchDialog
{
  AdwWindow            parent_instance;

  GSettings           *settings;

  AdwPreferencesGroup *left_group;
  AdwPreferencesGroup *right_group;
  AdwEntryRow         *left_name;
  AdwEntryRow         *right_name;
  AdwComboRow         *left_player;
  AdwComboRow         *right_player;
  AdwComboRow         *variant;
  GtkSpinButton       *target;
  AdwComboRow         *starter;

  /* the default name each entry holds while it is not edited */
  char                *defaults[2];
};

G_DEFINE_FINAL_TYPE (EgNewMatchDialog, eg_new_match_dialog, ADW_TYPE_WINDOW)

enum {
  MATCH_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/**
 * eg_new_match_default_name:
 * @player: "human" or a computer level
 *
 * Returns: (transfer full): the name a player gets when none is typed, in
 *   the current language
 */
char *
eg_new_match_default_name (EgSide      side,
                           const char *player,
                           const char *other_player)
{
  gboolean human = g_str_equal (player, "human");
  gboolean same = g_str_equal (human ? "human" : "computer",
                               g_str_equal (other_player, "human") ? "human" : "computer");

  if (human && side == EG_SIDE_LEFT)
    {
      const char *real = g_get_real_name ();

      if (real != NULL && *real != '\0' && !g_str_equal (real, "Unknown"))
        {
          g_auto(GStrv) words = g_strsplit (real, " ", 2);

          return g_strdup (words[0]);
        }
    }
  if (!same)
    return g_strdup (human ? _("Player") : _("Computer"));
  if (human)
    return g_strdup (side == EG_SIDE_LEFT ? _("White") : _("Black"));
  return g_strdup (side == EG_SIDE_LEFT ? _("Computer White") : _("Computer Black"));
}

char *
eg_new_match_person_name (GSettings *settings)
{
  static const char *const keys[2][2] = {
    { "left-player", "left-name" },
    { "right-player", "right-name" },
  };

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *player = g_settings_get_string (settings, keys[i][0]);
      g_autofree char *name = g_settings_get_string (settings, keys[i][1]);

      if (g_str_equal (player, "human") && *g_strstrip (name) != '\0')
        return g_steal_pointer (&name);
    }
  return eg_new_match_default_name (EG_SIDE_LEFT, "human", "easy");
}

#define DEFAULT_NAME_KEY "eg-default-name"

/* A player named as by default: the name follows the language. */
void
eg_new_match_mark_default_name (EgPlayer *player)
{
  g_object_set_data (G_OBJECT (player), DEFAULT_NAME_KEY, GINT_TO_POINTER (TRUE));
}

gboolean
eg_new_match_has_default_name (EgPlayer *player)
{
  return g_object_get_data (G_OBJECT (player), DEFAULT_NAME_KEY) != NULL;
}

static EgMatch *
make_match (const char *names[2],
            const char *players[2],
            EgVariant   variant,
            guint       target,
            EgSide      starter)
{
  g_autoptr(EgPlayer) left = NULL;
  g_autoptr(EgPlayer) right = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  EgPlayer *p[2];
  EgMatch *match;
  int side;

  for (side = 0; side < 2; side++)
    {
      g_autofree char *name = g_strstrip (g_strdup (names[side] != NULL ? names[side] : ""));
      gboolean human = g_str_equal (players[side], "human");

      if (*name == '\0')
        {
          g_free (name);
          name = eg_new_match_default_name (side, players[side], players[1 - side]);
        }
      p[side] = eg_player_new (name, human ? EG_PLAYER_HUMAN : EG_PLAYER_COMPUTER,
                               human ? NULL : players[side]);
    }
  left = p[0];
  right = p[1];

  match = eg_match_new (variant, target, starter, left, right);
  eg_match_set_seed (match, ((guint64) g_random_int () << 32) | g_random_int ());
  eg_match_set_started (match, now);
  eg_match_begin_round (match, NULL, NULL);
  return match;
}

static AdwEntryRow *
name_row (EgNewMatchDialog *self,
          EgSide            side)
{
  return side == EG_SIDE_LEFT ? self->left_name : self->right_name;
}

static gboolean
is_default_name (EgNewMatchDialog *self,
                 EgSide            side)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (name_row (self, side)))));

  return *text == '\0' || g_strcmp0 (text, self->defaults[side]) == 0;
}

/* The name a side gets when none is typed is written in its field, as
 * what will be used (an entry row shows its placeholder only while it
 * has the focus); a name left as it is follows the choice of player. */
static void
show_default_name (EgNewMatchDialog *self,
                   EgSide            side,
                   const char       *name)
{
  gboolean unedited = is_default_name (self, side);

  g_free (self->defaults[side]);
  self->defaults[side] = g_strdup (name);
  if (unedited)
    gtk_editable_set_text (GTK_EDITABLE (name_row (self, side)), name);
}

static const char *
chosen_player (AdwComboRow *row)
{
  return eg_ui_player_choice_get (adw_combo_row_get_selected (row));
}

static void
update_defaults (EgNewMatchDialog *self)
{
  const char *left = chosen_player (self->left_player);
  const char *right = chosen_player (self->right_player);
  g_autofree char *left_default = eg_new_match_default_name (EG_SIDE_LEFT, left, right);
  g_autofree char *right_default = eg_new_match_default_name (EG_SIDE_RIGHT, right, left);

  show_default_name (self, EG_SIDE_LEFT, left_default);
  show_default_name (self, EG_SIDE_RIGHT, right_default);
  adw_preferences_group_set_description (self->left_group, eg_describe_player_choice (left));
  adw_preferences_group_set_description (self->right_group, eg_describe_player_choice (right));
}

/* A field emptied and left gets its default name back: an empty field
 * would hide the name the match will use. */
static void
name_focus_left (EgNewMatchDialog        *self,
                 GtkEventControllerFocus *controller)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  EgSide side = row == GTK_WIDGET (self->left_name) ? EG_SIDE_LEFT : EG_SIDE_RIGHT;
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  if (*text == '\0')
    gtk_editable_set_text (GTK_EDITABLE (row), self->defaults[side]);
}

/* What is remembered of a name: nothing when it is the default, which
 * then follows the language and the choice of player next time. */
static const char *
name_to_remember (EgNewMatchDialog *self,
                  EgSide            side)
{
  return is_default_name (self, side) ? "" : gtk_editable_get_text (GTK_EDITABLE (name_row (self, side)));
}

static void
start_clicked_cb (EgNewMatchDialog *self)
{
  const char *names[2] = { gtk_editable_get_text (GTK_EDITABLE (self->left_name)),
                           gtk_editable_get_text (GTK_EDITABLE (self->right_name)) };
  const char *players[2] = { chosen_player (self->left_player), chosen_player (self->right_player) };
  EgVariant variant = adw_combo_row_get_selected (self->variant) == 1 ? EG_VARIANT_CLASSIC
                                                                      : EG_VARIANT_ADVANCED;
  guint target = gtk_spin_button_get_value_as_int (self->target);
  EgSide starter = adw_combo_row_get_selected (self->starter) == 1 ? EG_SIDE_RIGHT : EG_SIDE_LEFT;
  g_autoptr(EgMatch) match = NULL;

  g_settings_set_string (self->settings, "left-name", name_to_remember (self, EG_SIDE_LEFT));
  g_settings_set_string (self->settings, "right-name", name_to_remember (self, EG_SIDE_RIGHT));
  g_settings_set_string (self->settings, "left-player", players[0]);
  g_settings_set_string (self->settings, "right-player", players[1]);
  g_settings_set_enum (self->settings, "variant", variant);
  g_settings_set_uint (self->settings, "target-score", target);
  g_settings_set_enum (self->settings, "first-starter", starter);

  match = make_match (names, players, variant, target, starter);
  g_signal_emit (self, signals[MATCH_CREATED], 0, match);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
eg_new_match_dialog_finalize (GObject *object)
{
  EgNewMatchDialog *self = EG_NEW_MATCH_DIALOG (object);

  g_clear_object (&self->settings);
  g_free (self->defaults[EG_SIDE_LEFT]);
  g_free (self->defaults[EG_SIDE_RIGHT]);
  G_OBJECT_CLASS (eg_new_match_dialog_parent_class)->finalize (object);
}

static void
eg_new_match_dialog_class_init (EgNewMatchDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = eg_new_match_dialog_finalize;

  /**
   * EgNewMatchDialog::match-created:
   * @match: the new match, its first round dealt
   */
  signals[MATCH_CREATED] =
    g_signal_new ("match-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, EG_TYPE_MATCH);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/eg-new-match-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, EgNewMatchDialog, left_group);
  gtk_widget_class_bind_template_child (widget_class, EgNewMatchDialog, right_group);
  gtk_widget_class_bind_template_child (widget_class, EgNewMatchDialog, left_name);
  gtk_widget_class_bind_template_child (widget_class, EgNewMatchDialog, right_name);
  gtk_widget_class_bind_template_child (widget_class, EgNewMatchDialog, left_player);
  gtk_widget_class_bind_template_child (widget_class, EgNewMatchDialog, right_player);
  gtk_widget_class_bind_template_child (widget_class, EgNewMatchDialog, variant);
  gtk_widget_class_bind_template_child (widget_class, EgNewMatchDialog, target);
  gtk_widget_class_bind_template_child (widget_class, EgNewMatchDialog, starter);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  eg_ui_class_add_close_keys (widget_class);
}

static void
set_up_name (EgNewMatchDialog *self,
             AdwEntryRow      *row,
             const char       *name)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_text_set_max_length (GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (row))), 40);
  gtk_editable_set_text (GTK_EDITABLE (row), name);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (name_focus_left), self);
  gtk_widget_add_controller (GTK_WIDGET (row), focus);
}

static void
set_up_player (EgNewMatchDialog *self,
               AdwComboRow      *row,
               const char       *player)
{
  g_autoptr(GListModel) choices = eg_ui_player_choices_new ();

  adw_combo_row_set_model (row, choices);
  adw_combo_row_set_selected (row, eg_ui_player_choice_find (player));
  g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (update_defaults), self);
}

static void
eg_new_match_dialog_init (EgNewMatchDialog *self)
{
  g_autofree char *left_name = NULL;
  g_autofree char *right_name = NULL;
  g_autofree char *left_player = NULL;
  g_autofree char *right_player = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APPLICATION_ID);

  left_name = g_settings_get_string (self->settings, "left-name");
  right_name = g_settings_get_string (self->settings, "right-name");
  left_player = g_settings_get_string (self->settings, "left-player");
  right_player = g_settings_get_string (self->settings, "right-player");
  set_up_name (self, self->left_name, left_name);
  set_up_name (self, self->right_name, right_name);
  set_up_player (self, self->left_player, left_player);
  set_up_player (self, self->right_player, right_player);
  adw_combo_row_set_selected (self->variant, g_settings_get_enum (self->settings, "variant"));
  gtk_spin_button_set_value (self->target, g_settings_get_uint (self->settings, "target-score"));
  adw_combo_row_set_selected (self->starter, g_settings_get_enum (self->settings, "first-starter"));
  update_defaults (self);
  /* Enter in the first field starts, rather than Cancel taking the focus */
  gtk_widget_grab_focus (GTK_WIDGET (self->left_name));
}

EgNewMatchDialog *
eg_new_match_dialog_new (GtkWindow *parent)
{
  return g_object_new (EG_TYPE_NEW_MATCH_DIALOG,
                       "transient-for", parent,
                       NULL);
}
