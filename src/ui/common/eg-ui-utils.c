/* eg-ui-utils.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-ui"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "eg-ai.h"
#include "eg-ui-utils.h"

/* ---- names for assistive technology ---- */

/* GTK 4.8 gives a button with a mnemonic both its label as written
 * ("_New Match", the accessible label property) and the label widget
 * inside it (labelled-by, "New Match"), and joins the two into one name:
 * a screen reader says "underscore New Match New Match". Without the
 * label property, the name is the label widget's text alone. GtkButton
 * sets it again at each new label, hence the handler. */
static void
drop_mnemonic_label (GtkButton *button)
{
  if (gtk_button_get_use_underline (button) && gtk_button_get_label (button) != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static gboolean
button_mapped (GSignalInvocationHint *hint,
               guint                  n_values,
               const GValue          *values,
               gpointer               data)
{
  GObject *widget = g_value_get_object (&values[0]);
  static GQuark watched;

  if (!GTK_IS_BUTTON (widget))
    return TRUE;
  if (watched == 0)
    watched = g_quark_from_static_string ("eg-mnemonic-watched");
  if (g_object_get_qdata (widget, watched) == NULL)
    {
      g_object_set_qdata (widget, watched, GINT_TO_POINTER (TRUE));
      g_signal_connect_after (widget, "notify::label", G_CALLBACK (drop_mnemonic_label), NULL);
      g_signal_connect_after (widget, "notify::use-underline", G_CALLBACK (drop_mnemonic_label), NULL);
    }
  drop_mnemonic_label (GTK_BUTTON (widget));
  return TRUE;
}

void
eg_ui_init_accessible_names (void)
{
  static gsize hooked;

  if (g_once_init_enter (&hooked))
    {
      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0,
                                  button_mapped, NULL, NULL);
      g_once_init_leave (&hooked, 1);
    }
}

void
eg_ui_flow_box_append (GtkFlowBox *box,
                       GtkWidget  *widget)
{
  /* GTK 4.8 names a flow box's cell after its type ("GtkFlowBoxChild
   * table cell"): a generic cell is passed over, what it holds is said;
   * not a Tab stop of its own either, what it holds is */
  GtkWidget *child = g_object_new (GTK_TYPE_FLOW_BOX_CHILD,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC,
                                   "focusable", FALSE,
                                   "child", widget,
                                   NULL);

  g_return_if_fail (GTK_IS_FLOW_BOX (box));
  gtk_flow_box_append (box, child);
}

void
eg_ui_set_css_class (GtkWidget  *widget,
                     const char *css_class,
                     gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

GListModel *
eg_ui_player_choices_new (void)
{
  GtkStringList *choices = gtk_string_list_new (NULL);

  gtk_string_list_append (choices, _("Human"));
  for (EgAiLevel level = 0; level < EG_AI_N_LEVELS; level++)
    {
      /* Translators: a choice of player; %s is a level, e.g. "Hard" */
      g_autofree char *choice = g_strdup_printf (_("Computer (%s)"), eg_ai_level_get_label (level));

      gtk_string_list_append (choices, choice);
    }
  return G_LIST_MODEL (choices);
}

guint
eg_ui_player_choice_find (const char *player)
{
  const char *offered = eg_ai_offered_level (player);
  EgAiLevel level = EG_AI_MEDIUM;

  if (g_strcmp0 (player, "human") == 0)
    return 0;
  if (offered != NULL)
    eg_ai_level_from_string (offered, &level);
  return 1 + level;
}

const char *
eg_ui_player_choice_get (guint position)
{
  if (position == 0 || position > EG_AI_N_LEVELS)
    return "human";
  return eg_ai_level_to_string (position - 1);
}

void
eg_ui_dispose_template (GtkWidget *widget,
                        GType      type)
{
  GtkWidget *child;

  gtk_widget_dispose_template (widget, type);
  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    gtk_widget_unparent (child);
}

void
eg_ui_set_accessible (GtkWidget  *widget,
                      const char *label,
                      const char *description)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                    -1);
  if (description != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                    -1);
}

/**
 * eg_ui_question_new:
 * @other: the response that is not @act, what Escape answers
 * @act: the response that does what is asked, shown with @appearance
 * @act_default: whether Return answers @act rather than @other
 *
 * A modal question with two answers, to present.
 *
 * Returns: (transfer none): the AdwMessageDialog
 */
GtkWidget *
eg_ui_question_new (GtkWindow             *parent,
                    const char            *heading,
                    const char            *body,
                    const char            *other,
                    const char            *other_label,
                    const char            *act,
                    const char            *act_label,
                    AdwResponseAppearance  appearance,
                    gboolean               act_default)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), other, other_label, act, act_label, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), act, appearance);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), act_default ? act : other);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), other);
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  return dialog;
}

/**
 * eg_ui_show_error:
 * @parent: (nullable): the window it is about
 *
 * Presents a modal message that something could not be done, with a
 * Close button.
 *
 * Returns: (transfer none): the AdwMessageDialog
 */
GtkWidget *
eg_ui_show_error (GtkWindow  *parent,
                  const char *heading,
                  const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  if (parent != NULL)
    gtk_window_set_application (GTK_WINDOW (dialog), gtk_window_get_application (parent));
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* GTK 4.8 shows a stack's pages that are not on screen to a screen
 * reader (with "GtkButton" for a button whose label is not set yet):
 * each page but the visible one is marked hidden. */
static void
stack_page_changed (GtkStack *stack)
{
  GtkWidget *visible = gtk_stack_get_visible_child (stack);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (stack));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, child != visible, -1);
}

void
eg_ui_hide_stack_pages (GtkStack *stack)
{
  g_return_if_fail (GTK_IS_STACK (stack));

  g_signal_connect (stack, "notify::visible-child", G_CALLBACK (stack_page_changed), NULL);
  stack_page_changed (stack);
}

void
eg_ui_class_add_close_keys (GtkWidgetClass *widget_class)
{
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}
