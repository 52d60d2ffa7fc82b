/* eg-match-log-check.c — the element checks of match logs: attribute
 * values, the RELAX NG schema, and the walk that says in a player's words
 * what is wrong when the schema refuses a log
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-logs"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>

#include "eg-ai.h"
#include "eg-match-log-private.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlRelaxNGValidCtxt, xmlRelaxNGFreeValidCtxt)

/* Made by glib-compile-resources from data/en-garde-core.gresource.xml.
 * Naming it here also keeps the resource in every program that links the
 * static core library. */
GResource *eg_core_get_resource (void);

/* More digits than this in a number is not a number a log can mean (and
 * libxml2's schema types give up at 25). */
#define MAX_DIGITS 9

/* Attribute helpers. The schema has checked the values already; these
 * still refuse what they cannot read rather than trust it. */

char *
eg_match_log_get_prop (xmlNode    *node,
                       const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

/* An xsd:integer as written ("3", "+3", " 03 "), saturated at @max. */
gboolean
eg_match_log_parse_uint (const char *text,
                         guint       max,
                         guint      *out)
{
  guint64 value = 0;
  const char *p = text;

  if (p == NULL)
    return FALSE;
  while (g_ascii_isspace (*p))
    p++;
  if (*p == '+')
    p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  for (; g_ascii_isdigit (*p); p++)
    {
      value = value * 10 + (guint64) (*p - '0');
      if (value > max)
        value = (guint64) max + 1;
    }
  while (g_ascii_isspace (*p))
    p++;
  if (*p != '\0')
    return FALSE;

  *out = value > max ? max : (guint) value;
  return TRUE;
}

gboolean
eg_match_log_prop_uint (xmlNode    *node,
                        const char *name,
                        guint       max,
                        guint      *out)
{
  g_autofree char *text = eg_match_log_get_prop (node, name);

  return eg_match_log_parse_uint (text, max, out);
}

gboolean
eg_match_log_prop_side (xmlNode    *node,
                        const char *name,
                        EgSide     *side)
{
  g_autofree char *text = eg_match_log_get_prop (node, name);

  if (text != NULL && g_str_equal (text, "none"))
    {
      *side = EG_SIDE_NONE;
      return TRUE;
    }
  return text != NULL && eg_side_from_string (text, side);
}

GDateTime *
eg_match_log_parse_time (const char *text)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  return g_date_time_new_from_iso8601 (stripped, utc);
}

gboolean
eg_match_log_is_element (xmlNode    *node,
                         const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns != NULL &&
         g_strcmp0 ((const char *) node->ns->href, EG_MATCH_LOG_NAMESPACE) == 0 &&
         g_str_equal ((const char *) node->name, name);
}

xmlNode *
eg_match_log_next_element (xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;
  return node;
}

/* A whole number of at most MAX_DIGITS significant digits, from @min. */
static gboolean
is_short_number (const char *text,
                 guint       min)
{
  guint number;
  guint digits = 0;
  gboolean leading = TRUE;

  if (!eg_match_log_parse_uint (text, G_MAXUINT, &number) || number < min)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isdigit (*p) && !(leading && *p == '0'))
      {
        leading = FALSE;
        digits++;
      }
  return digits <= MAX_DIGITS;
}

typedef enum
{
  VALUE_TEXT,
  VALUE_SIDE,
  VALUE_WINNER,
  VALUE_MATCH_WINNER,
  VALUE_CARD,
  VALUE_POSITIVE,
  VALUE_TARGET,
  VALUE_SCORE,
  VALUE_DIRECTION,
  VALUE_VARIANT,
  VALUE_KIND,
  VALUE_LEVEL,
  VALUE_REASON,
  VALUE_TIME,
  VALUE_FORMAT,
  VALUE_FILE_NAME,
  VALUE_BOOLEAN,
} ValueKind;

typedef struct
{
  const char *name;
  ValueKind   kind;
  gboolean    required;
} AttributeRule;

typedef struct
{
  const char          *element;
  const char          *parent;   /* NULL for the root */
  const AttributeRule  attributes[8];
} ElementRule;

/* <match> first (eg_match_log_read_fork()) */
static const ElementRule element_rules[] = {
  { "match", NULL, { { "format", VALUE_FORMAT, TRUE }, { "variant", VALUE_VARIANT, TRUE },
                     { "target-score", VALUE_TARGET, TRUE }, { "started", VALUE_TIME, FALSE },
                     { "forked-from", VALUE_FILE_NAME, FALSE },
                     { "forked-at-round", VALUE_POSITIVE, FALSE },
                     { "forked-at-action", VALUE_SCORE, FALSE },
                     { "forked-afresh", VALUE_BOOLEAN, FALSE } } },
  { "player", "match", { { "side", VALUE_SIDE, TRUE }, { "name", VALUE_TEXT, TRUE },
                         { "type", VALUE_KIND, TRUE }, { "level", VALUE_LEVEL, FALSE } } },
  { "round", "match", { { "number", VALUE_POSITIVE, TRUE }, { "starter", VALUE_SIDE, TRUE } } },
  { "result", "match", { { "winner", VALUE_MATCH_WINNER, TRUE }, { "left-score", VALUE_SCORE, TRUE },
                         { "right-score", VALUE_SCORE, TRUE } } },
  { "deck", "round", { { NULL } } },
  { "move", "round", { { "side", VALUE_SIDE, TRUE }, { "card", VALUE_CARD, TRUE },
                       { "direction", VALUE_DIRECTION, TRUE }, { "at", VALUE_TIME, FALSE } } },
  { "attack", "round", { { "side", VALUE_SIDE, TRUE }, { "value", VALUE_CARD, TRUE },
                         { "count", VALUE_POSITIVE, TRUE }, { "at", VALUE_TIME, FALSE } } },
  { "indirect-attack", "round", { { "side", VALUE_SIDE, TRUE }, { "card", VALUE_CARD, TRUE },
                                  { "value", VALUE_CARD, TRUE }, { "count", VALUE_POSITIVE, TRUE },
                                  { "at", VALUE_TIME, FALSE } } },
  { "parry", "round", { { "side", VALUE_SIDE, TRUE }, { "value", VALUE_CARD, TRUE },
                        { "count", VALUE_POSITIVE, TRUE }, { "at", VALUE_TIME, FALSE } } },
  { "retreat", "round", { { "side", VALUE_SIDE, TRUE }, { "card", VALUE_CARD, TRUE },
                          { "at", VALUE_TIME, FALSE } } },
  { "result", "round", { { "winner", VALUE_WINNER, TRUE }, { "reason", VALUE_REASON, TRUE } } },
};

static gboolean
one_of (const char         *text,
        const char * const *names)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (text, names[i]))
      return TRUE;
  return FALSE;
}

/* An xsd:boolean as written: "true", "false", "1" or "0", white space
 * around allowed. */
static gboolean
parse_boolean (const char *text,
               gboolean   *out)
{
  g_autofree char *token = g_strstrip (g_strdup (text));

  if (g_str_equal (token, "true") || g_str_equal (token, "1"))
    *out = TRUE;
  else if (g_str_equal (token, "false") || g_str_equal (token, "0"))
    *out = FALSE;
  else
    return FALSE;
  return TRUE;
}

/* NULL when @text is a good value of @kind, else what it must be. */
static const char *
check_value (ValueKind   kind,
             const char *text)
{
  static const char * const sides[] = { "left", "right", NULL };
  static const char * const winners[] = { "left", "right", "none", NULL };
  static const char * const directions[] = { "forward", "backward", NULL };
  static const char * const variants[] = { "advanced", "classic", NULL };
  static const char * const kinds[] = { "human", "computer", NULL };
  static const char * const reasons[] = { "hit", "no-legal-action", "cards", "advancement", "draw", NULL };
  guint number;

  switch (kind)
    {
    case VALUE_TEXT:
      return NULL;
    case VALUE_SIDE:
    case VALUE_MATCH_WINNER:
      return one_of (text, sides) ? NULL : _("it must be left or right");
    case VALUE_WINNER:
      return one_of (text, winners) ? NULL : _("it must be left, right or none");
    case VALUE_CARD:
      return eg_match_log_parse_uint (text, 1000, &number) && number >= 1 && number <= 5
             ? NULL : _("it must be a card value from 1 to 5");
    case VALUE_POSITIVE:
      return is_short_number (text, 1) ? NULL : _("it must be a whole number from 1 up, of at most 9 digits");
    case VALUE_TARGET:
      return eg_match_log_parse_uint (text, 1000, &number) && number >= 1 && number <= EG_MAX_TARGET_SCORE
             ? NULL : _("it must be a whole number from 1 to 99");
    case VALUE_SCORE:
      return is_short_number (text, 0) ? NULL : _("it must be a whole number of at most 9 digits");
    case VALUE_DIRECTION:
      return one_of (text, directions) ? NULL : _("it must be forward or backward");
    case VALUE_VARIANT:
      return one_of (text, variants) ? NULL : _("it must be advanced or classic");
    case VALUE_KIND:
      return one_of (text, kinds) ? NULL : _("it must be human or computer");
    case VALUE_LEVEL:
      return eg_ai_offered_level (text) != NULL ? NULL : _("it must be random, easy, medium, hard or master");
    case VALUE_REASON:
      return one_of (text, reasons)
             ? NULL : _("it must be hit, no-legal-action, cards, advancement or draw");
    case VALUE_TIME:
      {
        g_autoptr(GDateTime) time = eg_match_log_parse_time (text);

        return time != NULL ? NULL : _("it must be a date and time such as 2026-11-22T10:15:00Z");
      }
    case VALUE_FILE_NAME:
      return *text != '\0' && strchr (text, '/') == NULL
             ? NULL : _("it must be a file name without “/”");
    case VALUE_BOOLEAN:
      {
        gboolean value;

        return parse_boolean (text, &value) ? NULL : _("it must be true or false");
      }
    case VALUE_FORMAT:
      /* The schema's <value>1</value> is a token: "01" is not "1". */
      {
        g_autofree char *token = g_strstrip (g_strdup (text));

        return g_str_equal (token, "1") ? NULL : _("it must be 1");
      }
    default:
      return NULL;
    }
}

/* What a match played from a step of another lacks: the round. */
static char *
missing_fork_round (const char *present)
{
  /* Translators: %s is an attribute, e.g. forked-from */
  return g_strdup_printf (_("<match> has “%s” but no “forked-at-round”: a match played from a "
                            "step of another names the round it was played from."), present);
}

/**
 * eg_match_log_read_fork:
 * @fork: (out): what the four say
 *
 * Reads the forked-* attributes of <match> as written (each %NULL when
 * absent), checking each value and that a round is named when any is
 * written. Whether the step is one of the log's own is for the reader.
 *
 * Returns: (nullable): %NULL when they are absent or good, else a
 *   translated message that names the fault
 */
char *
eg_match_log_read_fork (const char     *from,
                        const char     *round,
                        const char     *action,
                        const char     *afresh,
                        EgMatchLogFork *fork)
{
  static const char * const names[] = { "forked-from", "forked-at-round", "forked-at-action", "forked-afresh" };
  const char * const values[] = { from, round, action, afresh };
  const ElementRule *match_rule = &element_rules[0];

  memset (fork, 0, sizeof *fork);
  if (from == NULL && round == NULL && action == NULL && afresh == NULL)
    return NULL;

  /* each value checked by the match's own rule for it */
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    for (guint k = 0; values[i] != NULL && k < G_N_ELEMENTS (match_rule->attributes); k++)
      if (g_strcmp0 (match_rule->attributes[k].name, names[i]) == 0)
        {
          const char *wanted = check_value (match_rule->attributes[k].kind, values[i]);

          if (wanted != NULL)
            return g_strdup_printf (_("%1$s=“%2$s” on <%3$s> is not allowed: %4$s."),
                                    names[i], values[i], "match", wanted);
        }
  if (round == NULL)
    return missing_fork_round (from != NULL ? "forked-from" : action != NULL ? "forked-at-action"
                                                                               : "forked-afresh");

  fork->is_fork = TRUE;
  fork->from = from;
  eg_match_log_parse_uint (round, G_MAXUINT, &fork->round);
  if (action != NULL)
    eg_match_log_parse_uint (action, G_MAXUINT, &fork->action);
  if (afresh != NULL)
    parse_boolean (afresh, &fork->afresh);
  return NULL;
}

static const ElementRule *
find_element_rule (xmlNode *node)
{
  const char *parent = NULL;

  if (node->parent != NULL && node->parent->type == XML_ELEMENT_NODE)
    parent = (const char *) node->parent->name;

  for (guint i = 0; i < G_N_ELEMENTS (element_rules); i++)
    if (g_str_equal (element_rules[i].element, (const char *) node->name) &&
        g_strcmp0 (element_rules[i].parent, parent) == 0)
      return &element_rules[i];
  return NULL;
}

/* The first fault under @node in document order, as a message (and the
 * node it is on), or NULL when this walk sees none. */
/* The first attribute of @node at fault, or a required one missing. */
static char *
diagnose_attributes (xmlNode           *node,
                     const ElementRule *rule)
{
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      const AttributeRule *found = NULL;
      g_autofree char *value = NULL;
      const char *wanted;

      for (guint i = 0; i < G_N_ELEMENTS (rule->attributes) && rule->attributes[i].name != NULL; i++)
        if (attr->ns == NULL && g_str_equal (rule->attributes[i].name, (const char *) attr->name))
          found = &rule->attributes[i];
      if (found == NULL)
        /* Translators: %1$s is an attribute, %2$s an element */
        return g_strdup_printf (_("<%2$s> has an attribute “%1$s” that match logs do not have."),
                                (const char *) attr->name, (const char *) node->name);

      value = eg_match_log_get_prop (node, found->name);
      wanted = check_value (found->kind, value != NULL ? value : "");
      if (wanted != NULL)
        /* Translators: e.g. "direction=“sideways” on <move> is not allowed: it must be forward or backward." */
        return g_strdup_printf (_("%1$s=“%2$s” on <%3$s> is not allowed: %4$s."),
                                found->name, value != NULL ? value : "", (const char *) node->name, wanted);
    }

  if (g_str_equal (rule->element, "match"))
    {
      g_autofree char *round = eg_match_log_get_prop (node, "forked-at-round");
      g_autofree char *action = eg_match_log_get_prop (node, "forked-at-action");
      g_autofree char *afresh = eg_match_log_get_prop (node, "forked-afresh");
      EgMatchLogFork fork;
      char *fault;

      /* forked-from alone is the schema's to allow; the reader refuses it */
      if ((action != NULL || afresh != NULL) &&
          (fault = eg_match_log_read_fork (NULL, round, action, afresh, &fork)) != NULL)
        return fault;
    }

  for (guint i = 0; i < G_N_ELEMENTS (rule->attributes) && rule->attributes[i].name != NULL; i++)
    if (rule->attributes[i].required && !xmlHasNsProp (node, (const xmlChar *) rule->attributes[i].name, NULL))
      /* Translators: %1$s is an element, %2$s an attribute */
      return g_strdup_printf (_("<%1$s> lacks its attribute “%2$s”."),
                              (const char *) node->name, rule->attributes[i].name);

  return NULL;
}

/* The order of the match's children: the players, the rounds, a result. */
static char *
diagnose_match_children (xmlNode  *node,
                         xmlNode **culprit)
{
  guint players[2] = { 0, 0 };
  gboolean after_round = FALSE;
  gboolean misplaced = FALSE;

  for (xmlNode *child = eg_match_log_next_element (node->children); child != NULL;
       child = eg_match_log_next_element (child->next))
    {
      g_autofree char *side = eg_match_log_get_prop (child, "side");

      if (g_str_equal ((const char *) child->name, "player"))
        {
          misplaced |= after_round;
          if (g_strcmp0 (side, "left") == 0)
            players[EG_SIDE_LEFT]++;
          else if (g_strcmp0 (side, "right") == 0)
            players[EG_SIDE_RIGHT]++;
        }
      else
        after_round = TRUE;
    }
  if (players[EG_SIDE_LEFT] != 1 || players[EG_SIDE_RIGHT] != 1)
    return g_strdup (_("A match log needs exactly one player on each side."));
  if (misplaced)
    return g_strdup (_("The players must come first in a match log, before the rounds."));

  for (xmlNode *child = eg_match_log_next_element (node->children); child != NULL;
       child = eg_match_log_next_element (child->next))
    if (g_str_equal ((const char *) child->name, "result") &&
        eg_match_log_next_element (child->next) != NULL)
      {
        *culprit = eg_match_log_next_element (child->next);
        return g_strdup (_("The match has already ended with its result: nothing may follow it."));
      }

  return NULL;
}

/* The order of a round's children: the deck, the actions, a result. */
static char *
diagnose_round_children (xmlNode  *node,
                         xmlNode **culprit)
{
  xmlNode *first = eg_match_log_next_element (node->children);

  if (first == NULL || !g_str_equal ((const char *) first->name, "deck"))
    return g_strdup (_("A round must begin with its deck."));

  for (xmlNode *child = eg_match_log_next_element (first->next); child != NULL;
       child = eg_match_log_next_element (child->next))
    {
      xmlNode *later = eg_match_log_next_element (child->next);

      if (g_str_equal ((const char *) child->name, "deck"))
        {
          *culprit = child;
          return g_strdup (_("A round has only one deck, at its beginning."));
        }
      if (g_str_equal ((const char *) child->name, "result") && later != NULL)
        {
          *culprit = later;
          return g_strdup (_("The round has already ended with its result: nothing may follow it."));
        }
    }

  return NULL;
}

static gboolean
is_blank (const xmlChar *text)
{
  for (const xmlChar *p = text; p != NULL && *p != '\0'; p++)
    if (!g_ascii_isspace (*p))
      return FALSE;
  return TRUE;
}

/* A deck's text: card values separated by white space. The parse has
 * made it one text node, whatever comments or CDATA it was written with. */
static gboolean
is_deck_text (const xmlChar *text)
{
  for (const xmlChar *p = text; p != NULL && *p != '\0'; p++)
    if (!g_ascii_isspace (*p) &&
        (*p < '1' || *p > '5' || (p[1] != '\0' && !g_ascii_isspace (p[1]))))
      return FALSE;
  return TRUE;
}

/* The first fault under @node in document order, as a message (and the
 * node it is on), or NULL when this walk sees none. */
static char *
diagnose (xmlNode  *node,
          xmlNode **culprit)
{
  const ElementRule *rule;
  g_autofree char *type = NULL;
  gboolean deck;
  char *message = NULL;

  *culprit = node;

  if (node->ns == NULL || g_strcmp0 ((const char *) node->ns->href, EG_MATCH_LOG_NAMESPACE) != 0 ||
      (rule = find_element_rule (node)) == NULL)
    /* Translators: %s is an element name, e.g. "<deck>" */
    return g_strdup_printf (_("<%s> does not belong here in a match log."), (const char *) node->name);

  message = diagnose_attributes (node, rule);
  if (message == NULL && g_str_equal ((const char *) node->name, "match"))
    message = diagnose_match_children (node, culprit);
  if (message == NULL && g_str_equal ((const char *) node->name, "round"))
    message = diagnose_round_children (node, culprit);
  if (message != NULL)
    return message;

  type = eg_match_log_get_prop (node, "type");
  if (g_str_equal ((const char *) node->name, "player") && g_strcmp0 (type, "human") == 0 &&
      xmlHasNsProp (node, (const xmlChar *) "level", NULL))
    return g_strdup (_("Only a computer player has a level."));

  deck = g_str_equal ((const char *) node->name, "deck");
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type == XML_ELEMENT_NODE && (message = diagnose (child, culprit)) != NULL)
        return message;
      if (child->type != XML_TEXT_NODE)
        continue;
      if (!deck && !is_blank (child->content))
        {
          *culprit = child->prev != NULL ? child->prev : node;
          /* Translators: %s is an element name */
          return g_strdup_printf (_("There is text inside <%s>, where a match log has none."),
                                  (const char *) node->name);
        }
      if (deck && !is_deck_text (child->content))
        {
          *culprit = node;
          return g_strdup (_("A deck lists card values from 1 to 5 separated by spaces, and nothing else."));
        }
    }

  *culprit = NULL;
  return NULL;
}

static gpointer
load_schema (gpointer data)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  xmlRelaxNGParserCtxtPtr ctxt;
  xmlRelaxNGPtr schema;
  gconstpointer text;
  gsize size;

  bytes = g_resource_lookup_data (eg_core_get_resource (), EG_MATCH_LOG_SCHEMA_RESOURCE,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes == NULL)
    g_error ("The match log schema is missing from the resources: %s", error->message);

  text = g_bytes_get_data (bytes, &size);
  ctxt = xmlRelaxNGNewMemParserCtxt (text, (int) size);
  schema = xmlRelaxNGParse (ctxt);
  xmlRelaxNGFreeParserCtxt (ctxt);
  if (schema == NULL)
    g_error ("The match log schema does not compile");

  return schema;
}

/* Parsed once, then shared: validation only reads a compiled schema. */
static xmlRelaxNGPtr
get_schema (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, load_schema, NULL);
}

/**
 * eg_match_log_check_root:
 *
 * Whether the document is a match log at all, and one of a format this
 * version reads.
 */
gboolean
eg_match_log_check_root (xmlDoc   *doc,
                         guint    *error_line,
                         GError  **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *format = NULL;
  guint format_number;

  if (root == NULL || !eg_match_log_is_element (root, "match"))
    {
      const char *ns = root != NULL && root->ns != NULL ? (const char *) root->ns->href : "";

      if (root != NULL && g_str_equal ((const char *) root->name, "match") && *ns != '\0')
        /* Translators: %s is an XML namespace, e.g. "urn:example:other" */
        eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_NOT_A_LOG,
                                 eg_match_log_node_line (root),
                                 _("This is not an En Garde match log: its namespace is “%s”, not “urn:engarde:match:1”."),
                                 ns);
      else
        eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_NOT_A_LOG,
                                root != NULL ? eg_match_log_node_line (root) : 0,
                                _("This is not an En Garde match log."));
      return FALSE;
    }

  format = eg_match_log_get_prop (root, "format");
  if (format != NULL && eg_match_log_parse_uint (format, G_MAXUINT, &format_number) &&
      format_number > EG_MATCH_LOG_FORMAT)
    {
      /* Translators: %s is the format number written in the file, e.g. "2" */
      eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_FUTURE_FORMAT,
                               eg_match_log_node_line (root),
                               _("This match log was written by a newer version of En Garde (log format %s); "
                                 "this version reads format 1. Update En Garde to open it."),
                               g_strstrip (format));
      return FALSE;
    }

  return TRUE;
}

/* Only the line of the validator's first complaint is kept: its English
 * text is never shown. */
static void
keep_first_line (void        *user_data,
                 xmlErrorPtr  error)
{
  guint *line = user_data;

  if (*line == 0 && error != NULL && error->line > 0)
    *line = (guint) error->line;
}

/**
 * eg_match_log_validate:
 *
 * Checks @doc against the schema; when it fails, says what is wrong in
 * the project's own words.
 */
gboolean
eg_match_log_validate (xmlDoc   *doc,
                       guint    *error_line,
                       GError  **error)
{
  g_autoptr(xmlRelaxNGValidCtxt) valid = NULL;
  g_autofree char *diagnosis = NULL;
  xmlNode *root = xmlDocGetRootElement (doc);
  xmlNode *culprit = NULL;
  guint first_line = 0;

  valid = xmlRelaxNGNewValidCtxt (get_schema ());
  xmlRelaxNGSetValidStructuredErrors (valid, keep_first_line, &first_line);
  if (xmlRelaxNGValidateDoc (valid, doc) == 0)
    return TRUE;

  diagnosis = diagnose (root, &culprit);
  if (diagnosis != NULL)
    eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA,
                            culprit != NULL ? eg_match_log_node_line (culprit) : 0, diagnosis);
  else
    eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA,
                            first_line > 0 ? first_line : eg_match_log_node_line (root),
                            _("The file does not follow the match log format."));
  return FALSE;
}
