/* eg-match-log.c
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-model"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

#include "eg-ai.h"
#include "eg-describe.h"
#include "eg-match-log.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlParserCtxt, xmlFreeParserCtxt)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlRelaxNGValidCtxt, xmlRelaxNGFreeValidCtxt)

G_DEFINE_QUARK (eg-match-log-error-quark, eg_match_log_error)

/* Made by glib-compile-resources from data/en-garde-core.gresource.xml.
 * Naming it here also keeps the resource in every program that links the
 * static core library. */
GResource *eg_core_get_resource (void);

#define MAX_ERRORS 16

typedef struct
{
  int   code;
  guint line;
  char *message;
} Problem;

/* What the parse reported, collected by the structured error handler. */
typedef struct
{
  GArray  *problems;        /* Problem */
  gboolean doctype;         /* a DOCTYPE was seen: the parse was stopped */
  guint    doctype_line;
} ParseReport;

static void
problem_clear (gpointer data)
{
  g_free (((Problem *) data)->message);
}

static void
parse_report_init (ParseReport *report)
{
  memset (report, 0, sizeof *report);
  report->problems = g_array_new (FALSE, TRUE, sizeof (Problem));
  g_array_set_clear_func (report->problems, problem_clear);
}

static void
parse_report_clear (ParseReport *report)
{
  g_clear_pointer (&report->problems, g_array_unref);
}

static void
collect_error (void        *user_data,
               xmlErrorPtr  error)
{
  ParseReport *report = user_data;
  Problem problem;

  if (error == NULL || error->level < XML_ERR_ERROR || report->problems->len >= MAX_ERRORS)
    return;

  problem.code = error->code;
  problem.line = error->line > 0 ? (guint) error->line : 0;
  problem.message = g_strchomp (g_strdup (error->message != NULL ? error->message : ""));
  /* Some messages go on with a second line ("Bytes: 0xFF …"): keep one. */
  g_strdelimit (problem.message, "\r\n", ' ');
  g_array_append_val (report->problems, problem);
}

/* The internal subset is where entities are declared: stop there, before
 * libxml2 reads a single declaration. */
static void
refuse_internal_subset (void          *ctx,
                        const xmlChar *name,
                        const xmlChar *external_id,
                        const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = ctx;
  ParseReport *report = ctxt->_private;

  report->doctype = TRUE;
  report->doctype_line = ctxt->input != NULL ? (guint) ctxt->input->line : 0;
  xmlStopParser (ctxt);
}

/* libxml2 counts lines up to 65535 only: every element keeps its own line
 * in _private, which the tree leaves to applications. */
static void
start_element (void           *ctx,
               const xmlChar  *localname,
               const xmlChar  *prefix,
               const xmlChar  *uri,
               int             nb_namespaces,
               const xmlChar **namespaces,
               int             nb_attributes,
               int             nb_defaulted,
               const xmlChar **attributes)
{
  xmlParserCtxtPtr ctxt = ctx;

  xmlSAX2StartElementNs (ctx, localname, prefix, uri, nb_namespaces, namespaces,
                         nb_attributes, nb_defaulted, attributes);
  if (ctxt->node != NULL && ctxt->input != NULL && ctxt->input->line > 0)
    ctxt->node->_private = GUINT_TO_POINTER ((guint) ctxt->input->line);
}

static gpointer
init_libxml (gpointer data)
{
  xmlInitParser ();
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

static void
set_error (GError          **error,
           guint            *error_line,
           EgMatchLogError   code,
           guint             line,
           const char       *message)
{
  if (error_line != NULL)
    {
      *error_line = line;
      g_set_error_literal (error, EG_MATCH_LOG_ERROR, code, message);
    }
  else if (line > 0)
    /* Translators: the start of an error about a match log, e.g.
     * "line 14: Ada cannot move 4 forward: that passes Bob." */
    g_set_error (error, EG_MATCH_LOG_ERROR, code, _("line %u: %s"), line, message);
  else
    g_set_error_literal (error, EG_MATCH_LOG_ERROR, code, message);
}

static void G_GNUC_PRINTF (5, 6)
set_errorf (GError          **error,
            guint            *error_line,
            EgMatchLogError   code,
            guint             line,
            const char       *format,
            ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  set_error (error, error_line, code, line, message);
}

static guint
node_line (xmlNode *node)
{
  long line;

  if (node->type == XML_ELEMENT_NODE && node->_private != NULL)
    return GPOINTER_TO_UINT (node->_private);
  line = xmlGetLineNo (node);

  return line > 0 ? (guint) line : 0;
}

/* Turns the parser's complaint into a sentence for a player. */
static void
report_malformed (const ParseReport  *report,
                  const char         *data,
                  gsize               length,
                  guint              *error_line,
                  GError            **error)
{
  const Problem *first;
  gboolean cut = FALSE;

  if (report->problems->len == 0)
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, 0,
                 _("The file is not a well-formed XML document."));
      return;
    }

  first = &g_array_index (report->problems, Problem, 0);

  for (guint i = 0; i < report->problems->len; i++)
    {
      const Problem *problem = &g_array_index (report->problems, Problem, i);

      switch (problem->code)
        {
        case XML_ERR_DOCUMENT_EMPTY:
          for (gsize j = 0; j < length; j++)
            if (!g_ascii_isspace (data[j]))
              {
                set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, problem->line,
                           _("The file is not XML at all, so it cannot be a match log."));
                return;
              }
          set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, 0,
                     _("The file is empty."));
          return;

        case XML_ERR_TAG_NOT_FINISHED:
          /* Unclosed elements at the end: a file cut short, when that is
           * the first complaint or the text stops inside a tag. */
          while (length > 0 && g_ascii_isspace (data[length - 1]))
            length--;
          cut = i == 0 || length == 0 || data[length - 1] != '>';
          if (cut)
            {
              set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, first->line,
                         _("The file ends in the middle of the match: it is incomplete or damaged."));
              return;
            }
          break;

        case XML_ERR_UNDECLARED_ENTITY:
        case XML_WAR_UNDECLARED_ENTITY:
        case XML_ERR_ENTITY_PE_INTERNAL:
          set_error (error, error_line, EG_MATCH_LOG_ERROR_UNSAFE, problem->line,
                     _("The file refers to an entity; match logs never do, so it is refused."));
          return;

        case XML_ERR_INVALID_CHAR:
          set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, problem->line,
                     _("The file holds bytes that are not text, or a character that XML does "
                       "not allow: it is damaged or not a match log."));
          return;

        case XML_ERR_UNSUPPORTED_ENCODING:
          set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, problem->line,
                     _("The file declares a text encoding that En Garde cannot read; match logs "
                       "are written in UTF-8."));
          return;

        case XML_ERR_INTERNAL_ERROR:
          if (problem->message != NULL && strstr (problem->message, "depth") != NULL)
            {
              set_error (error, error_line, EG_MATCH_LOG_ERROR_UNSAFE, problem->line,
                         _("Elements are nested far too deeply for a match log: the file is refused."));
              return;
            }
          break;

        default:
          break;
        }
    }

  if (first->code == XML_ERR_DOCUMENT_END)
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, first->line,
                 _("There is more after the end of the match: the file is damaged."));
      return;
    }

  /* Translators: %s is the XML parser's own (English) description */
  set_errorf (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, first->line,
              _("The file is not well-formed XML: %s."), first->message);
}

static gboolean
has_unsafe_node (xmlNode  *node,
                 xmlNode **culprit)
{
  for (; node != NULL; node = node->next)
    {
      switch (node->type)
        {
        case XML_ENTITY_REF_NODE:
        case XML_ENTITY_NODE:
        case XML_ENTITY_DECL:
        case XML_DTD_NODE:
        case XML_DOCUMENT_TYPE_NODE:
          *culprit = node;
          return TRUE;
        default:
          break;
        }
      if (node->type == XML_ELEMENT_NODE && has_unsafe_node (node->children, culprit))
        return TRUE;
    }
  return FALSE;
}

/* Attribute helpers. The schema has checked the values already; these
 * still refuse what they cannot read rather than trust it. */

static char *
get_prop (xmlNode    *node,
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
static gboolean
parse_uint (const char *text,
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

static gboolean
prop_uint (xmlNode    *node,
           const char *name,
           guint       max,
           guint      *out)
{
  g_autofree char *text = get_prop (node, name);

  return parse_uint (text, max, out);
}

static gboolean
prop_side (xmlNode    *node,
           const char *name,
           EgSide     *side)
{
  g_autofree char *text = get_prop (node, name);

  if (text != NULL && g_str_equal (text, "none"))
    {
      *side = EG_SIDE_NONE;
      return TRUE;
    }
  return text != NULL && eg_side_from_string (text, side);
}

static GDateTime *
parse_date_time (const char *text)
{
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  return g_date_time_new_from_iso8601 (stripped, utc);
}

static gboolean
is_element (xmlNode    *node,
            const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns != NULL &&
         g_strcmp0 ((const char *) node->ns->href, EG_MATCH_LOG_NAMESPACE) == 0 &&
         g_str_equal ((const char *) node->name, name);
}

static xmlNode *
next_element (xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;
  return node;
}

/* The round's result as a log claims it, in words. */
static char *
describe_claim (EgSide      winner,
                EgReason    reason,
                const char *name)
{
  if (winner == EG_SIDE_NONE || reason == EG_REASON_DRAW)
    return g_strdup (_("a draw"));

  switch (reason)
    {
    case EG_REASON_HIT:
      /* Translators: a round result claimed by a log, e.g. "Bob wins by a hit" */
      return g_strdup_printf (_("%s wins by a hit"), name);
    case EG_REASON_NO_LEGAL_ACTION:
      return g_strdup_printf (_("%s wins because the opponent cannot act"), name);
    case EG_REASON_CARDS:
      return g_strdup_printf (_("%s wins on cards"), name);
    case EG_REASON_ADVANCEMENT:
      return g_strdup_printf (_("%s wins on advancement"), name);
    case EG_REASON_NONE:
    case EG_REASON_DRAW:
    default:
      return g_strdup (_("a draw"));
    }
}

/* When the schema refuses a log, libxml2 often names only the enclosing
 * element ("Element match has extra content: round"). This walk finds the
 * first element or attribute at fault and says what is wrong with it. */

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
  const AttributeRule  attributes[6];
} ElementRule;

static const ElementRule element_rules[] = {
  { "match", NULL, { { "format", VALUE_FORMAT, TRUE }, { "variant", VALUE_VARIANT, TRUE },
                     { "target-score", VALUE_TARGET, TRUE }, { "started", VALUE_TIME, FALSE } } },
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

/* The name of a level offered to players (sparring partners of the
 * command line are not written in logs), or NULL. */
static const char *
known_level (const char *level)
{
  EgAiLevel value;

  if (!eg_ai_level_from_string (level, &value) || value >= EG_AI_N_LEVELS)
    return NULL;
  return eg_ai_level_to_string (value);
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
      return parse_uint (text, 1000, &number) && number >= 1 && number <= 5
             ? NULL : _("it must be a card value from 1 to 5");
    case VALUE_POSITIVE:
      return parse_uint (text, G_MAXUINT, &number) && number >= 1
             ? NULL : _("it must be a whole number from 1 up");
    case VALUE_TARGET:
      return parse_uint (text, 1000, &number) && number >= 1 && number <= EG_MAX_TARGET_SCORE
             ? NULL : _("it must be a whole number from 1 to 99");
    case VALUE_SCORE:
      return parse_uint (text, G_MAXUINT, &number) ? NULL : _("it must be a whole number");
    case VALUE_DIRECTION:
      return one_of (text, directions) ? NULL : _("it must be forward or backward");
    case VALUE_VARIANT:
      return one_of (text, variants) ? NULL : _("it must be advanced or classic");
    case VALUE_KIND:
      return one_of (text, kinds) ? NULL : _("it must be human or computer");
    case VALUE_LEVEL:
      return known_level (text) != NULL ? NULL : _("it must be random, easy, medium, hard or master");
    case VALUE_REASON:
      return one_of (text, reasons)
             ? NULL : _("it must be hit, no-legal-action, cards, advancement or draw");
    case VALUE_TIME:
      {
        g_autoptr(GDateTime) time = parse_date_time (text);

        return time != NULL ? NULL : _("it must be a date and time such as 2026-11-22T10:15:00Z");
      }
    case VALUE_FORMAT:
      return parse_uint (text, 1000, &number) && number == EG_MATCH_LOG_FORMAT ? NULL : _("it must be 1");
    default:
      return NULL;
    }
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
static char *
diagnose (xmlNode  *node,
          xmlNode **culprit)
{
  const ElementRule *rule;
  g_autofree char *type = NULL;

  *culprit = node;

  if (node->ns == NULL || g_strcmp0 ((const char *) node->ns->href, EG_MATCH_LOG_NAMESPACE) != 0 ||
      (rule = find_element_rule (node)) == NULL)
    /* Translators: %s is an element name, e.g. "<deck>" */
    return g_strdup_printf (_("<%s> does not belong here in a match log."), (const char *) node->name);

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

      value = get_prop (node, found->name);
      wanted = check_value (found->kind, value != NULL ? value : "");
      if (wanted != NULL)
        /* Translators: e.g. "direction=“sideways” on <move> is not allowed: it must be forward or backward." */
        return g_strdup_printf (_("%1$s=“%2$s” on <%3$s> is not allowed: %4$s."),
                                found->name, value != NULL ? value : "", (const char *) node->name, wanted);
    }

  for (guint i = 0; i < G_N_ELEMENTS (rule->attributes) && rule->attributes[i].name != NULL; i++)
    if (rule->attributes[i].required && !xmlHasNsProp (node, (const xmlChar *) rule->attributes[i].name, NULL))
      /* Translators: %1$s is an element, %2$s an attribute */
      return g_strdup_printf (_("<%1$s> lacks its attribute “%2$s”."),
                              (const char *) node->name, rule->attributes[i].name);

  if (g_str_equal ((const char *) node->name, "match"))
    {
      guint players[2] = { 0, 0 };
      gboolean after_round = FALSE;
      gboolean misplaced = FALSE;

      for (xmlNode *child = next_element (node->children); child != NULL;
           child = next_element (child->next))
        {
          g_autofree char *side = get_prop (child, "side");

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

      for (xmlNode *child = next_element (node->children); child != NULL;
           child = next_element (child->next))
        if (g_str_equal ((const char *) child->name, "result") &&
            next_element (child->next) != NULL)
          {
            *culprit = next_element (child->next);
            return g_strdup (_("The match has already ended with its result: nothing may follow it."));
          }
    }

  if (g_str_equal ((const char *) node->name, "round"))
    {
      xmlNode *first = next_element (node->children);

      if (first == NULL || !g_str_equal ((const char *) first->name, "deck"))
        return g_strdup (_("A round must begin with its deck."));

      for (xmlNode *child = next_element (first->next); child != NULL;
           child = next_element (child->next))
        {
          xmlNode *later = next_element (child->next);

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
    }

  type = get_prop (node, "type");
  if (g_str_equal ((const char *) node->name, "player") && g_strcmp0 (type, "human") == 0 &&
      xmlHasNsProp (node, (const xmlChar *) "level", NULL))
    return g_strdup (_("Only a computer player has a level."));

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      char *message;

      if (child->type == XML_ELEMENT_NODE)
        {
          message = diagnose (child, culprit);
          if (message != NULL)
            return message;
        }
      else if ((child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE) &&
               !g_str_equal ((const char *) node->name, "deck"))
        {
          for (const xmlChar *p = child->content; p != NULL && *p != '\0'; p++)
            if (!g_ascii_isspace (*p))
              {
                *culprit = child->prev != NULL ? child->prev : node;
                /* Translators: %s is an element name */
                return g_strdup_printf (_("There is text inside <%s>, where a match log has none."),
                                        (const char *) node->name);
              }
        }
    }

  if (g_str_equal ((const char *) node->name, "deck"))
    for (xmlNode *child = node->children; child != NULL; child = child->next)
      if (child->type == XML_TEXT_NODE)
        for (const xmlChar *p = child->content; p != NULL && *p != '\0'; p++)
          if (!g_ascii_isspace (*p) &&
              (*p < '1' || *p > '5' || (p[1] != '\0' && !g_ascii_isspace (p[1]))))
            {
              *culprit = node;
              return g_strdup (_("A deck lists card values from 1 to 5 separated by spaces, and nothing else."));
            }

  *culprit = NULL;
  return NULL;
}

static gboolean
read_players (xmlNode    *root,
              EgPlayer   *players[2],
              guint      *error_line,
              GError    **error)
{
  for (xmlNode *node = next_element (root->children); node != NULL;
       node = next_element (node->next))
    {
      g_autofree char *name = NULL;
      g_autofree char *type = NULL;
      g_autofree char *level = NULL;
      EgPlayerKind kind;
      EgSide side;

      if (!is_element (node, "player"))
        continue;

      name = get_prop (node, "name");
      type = get_prop (node, "type");
      level = get_prop (node, "level");
      if (!prop_side (node, "side", &side) || side == EG_SIDE_NONE ||
          !eg_player_kind_from_string (type, &kind) || players[side] != NULL)
        {
          set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, node_line (node),
                     _("A match log needs exactly one player on each side."));
          return FALSE;
        }
      players[side] = eg_player_new (name != NULL ? name : "", kind,
                                     kind == EG_PLAYER_COMPUTER ? level : NULL);
    }

  if (players[0] == NULL || players[1] == NULL)
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, node_line (root),
                 _("A match log needs exactly one player on each side."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_deck (xmlNode  *node,
           guint     number,
           guint8    deck[EG_DECK_SIZE],
           guint    *error_line,
           GError  **error)
{
  xmlChar *content = xmlNodeGetContent (node);
  guint counts[EG_N_VALUES + 1] = { 0 };
  guint n = 0;

  for (const xmlChar *p = content; p != NULL && *p != '\0'; p++)
    {
      if (*p >= '1' && *p <= '5')
        {
          if (n < EG_DECK_SIZE)
            deck[n] = (guint8) (*p - '0');
          counts[*p - '0']++;
          n++;
        }
    }
  xmlFree (content);

  if (n != EG_DECK_SIZE)
    {
      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                  g_dngettext (GETTEXT_PACKAGE,
                               "The deck of round %u lists %u card; a deck has 25, five of each value.",
                               "The deck of round %u lists %u cards; a deck has 25, five of each value.",
                               n),
                  number, n);
      return FALSE;
    }

  for (guint v = 1; v <= EG_N_VALUES; v++)
    if (counts[v] != EG_CARDS_PER_VALUE)
      {
        g_autoptr(GString) wrong = g_string_new (NULL);

        for (guint w = v; w <= EG_N_VALUES; w++)
          if (counts[w] != EG_CARDS_PER_VALUE)
            {
              if (wrong->len > 0)
                /* Translators: separates the items of a list */
                g_string_append (wrong, _(", "));
              g_string_append_printf (wrong,
                                      g_dngettext (GETTEXT_PACKAGE, "%u card of value %u",
                                                   "%u cards of value %u", counts[w]),
                                      counts[w], w);
            }
        /* Translators: %2$s is a list, e.g. "4 cards of value 4, 6 cards of value 5" */
        set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                    _("The deck of round %1$u does not hold five cards of each value: it has %2$s."),
                    number, wrong->str);
        return FALSE;
      }

  return TRUE;
}

static gboolean
read_action (xmlNode   *node,
             EgAction  *action,
             gint64    *time_us,
             guint     *error_line,
             GError   **error)
{
  EgActionType type;
  EgSide side;
  guint card = 0, value = 0, count = 0;
  g_autofree char *direction = NULL;
  g_autofree char *at = NULL;
  gboolean ok;

  if (!eg_action_type_from_string ((const char *) node->name, &type) ||
      !prop_side (node, "side", &side) || side == EG_SIDE_NONE)
    {
      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, node_line (node),
                  _("<%s> is not an action of En Garde."), (const char *) node->name);
      return FALSE;
    }

  memset (action, 0, sizeof *action);
  action->type = type;
  action->side = side;

  switch (type)
    {
    case EG_ACTION_MOVE:
      direction = get_prop (node, "direction");
      ok = prop_uint (node, "card", 255, &card) && direction != NULL;
      if (ok)
        {
          EgDirection dir;

          ok = eg_direction_from_string (direction, &dir);
          action->direction = dir;
        }
      break;
    case EG_ACTION_ATTACK:
    case EG_ACTION_PARRY:
      ok = prop_uint (node, "value", 255, &value) && prop_uint (node, "count", 255, &count);
      break;
    case EG_ACTION_INDIRECT_ATTACK:
      ok = prop_uint (node, "card", 255, &card) && prop_uint (node, "value", 255, &value) &&
           prop_uint (node, "count", 255, &count);
      break;
    case EG_ACTION_RETREAT:
      ok = prop_uint (node, "card", 255, &card);
      break;
    default:
      ok = FALSE;
    }

  if (!ok)
    {
      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, node_line (node),
                  _("The action <%s> lacks a card, a value or a count."), (const char *) node->name);
      return FALSE;
    }
  action->card = (guint8) card;
  action->value = (guint8) value;
  action->count = (guint8) count;

  *time_us = 0;
  at = get_prop (node, "at");
  if (at != NULL)
    {
      g_autoptr(GDateTime) when = parse_date_time (at);

      if (when == NULL)
        {
          /* Translators: %s is the text of a date attribute */
          set_errorf (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, node_line (node),
                      _("“%s” is not a date and time En Garde can read."), at);
          return FALSE;
        }
      *time_us = g_date_time_to_unix (when) * G_USEC_PER_SEC + g_date_time_get_microsecond (when);
      /* 0 means "unknown" in the match: the epoch itself is stored 1 µs later */
      if (*time_us == 0)
        *time_us = 1;
    }

  return TRUE;
}

static gboolean
check_round_result (EgMatch   *match,
                    xmlNode   *node,
                    guint      number,
                    guint     *error_line,
                    GError   **error)
{
  const EgRound *round = eg_match_get_round_state (match);
  EgSide winner;
  g_autofree char *reason_text = get_prop (node, "reason");
  EgReason reason;

  if (!prop_side (node, "winner", &winner) || !eg_reason_from_string (reason_text, &reason))
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, node_line (node),
                 _("A round result needs a winner and a reason."));
      return FALSE;
    }

  if (!eg_round_is_over (round))
    {
      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                  /* Translators: %u is a round number, %s a player's name */
                  _("The log ends round %u here, but the round is not over: it is still %s’s turn."),
                  number, eg_match_get_name (match, round->to_act));
      return FALSE;
    }

  if ((reason == EG_REASON_DRAW) != (winner == EG_SIDE_NONE))
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                 _("A round is a draw exactly when it has no winner: winner=“none” goes with reason=“draw”."));
      return FALSE;
    }
  if (winner != round->winner || reason != round->reason)
    {
      g_autofree char *claim =
        describe_claim (winner, reason,
                        winner == EG_SIDE_NONE ? "" : eg_match_get_name (match, winner));
      g_autofree char *truth =
        eg_describe_result (round, eg_match_get_name (match, EG_SIDE_LEFT),
                            eg_match_get_name (match, EG_SIDE_RIGHT));

      /* Translators: %1$s is the result a log claims ("Bob wins on cards"),
       * %2$s what the rules give ("Ada cannot parry: Bob wins the round.") */
      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                  _("The recorded result (%1$s) does not follow from the play: %2$s"),
                  claim, truth);
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_match_result (EgMatch   *match,
                    xmlNode   *node,
                    guint     *error_line,
                    GError   **error)
{
  EgSide winner;
  guint left_score, right_score;

  if (!prop_side (node, "winner", &winner) || winner == EG_SIDE_NONE ||
      !prop_uint (node, "left-score", 1000, &left_score) ||
      !prop_uint (node, "right-score", 1000, &right_score))
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, node_line (node),
                 _("A match result needs a winner and both scores."));
      return FALSE;
    }

  if (eg_match_is_round_in_progress (match))
    {
      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                  _("The log ends the match here, but round %u is not over."),
                  eg_match_get_round_number (match));
      return FALSE;
    }
  if (!eg_match_is_over (match))
    {
      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                  /* Translators: %1$u is the target score, %2$u–%3$u the score */
                  _("The log ends the match here, but nobody has reached %1$u points: the score is %2$u–%3$u."),
                  eg_match_get_target_score (match),
                  eg_match_get_score (match, EG_SIDE_LEFT),
                  eg_match_get_score (match, EG_SIDE_RIGHT));
      return FALSE;
    }
  if (winner != eg_match_get_winner (match) ||
      left_score != eg_match_get_score (match, EG_SIDE_LEFT) ||
      right_score != eg_match_get_score (match, EG_SIDE_RIGHT))
    {
      EgSide real = eg_match_get_winner (match);

      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                  /* Translators: %1$s wins %2$u–%3$u by the log; %4$s wins %5$u–%6$u by the rules */
                  _("The recorded match result (%1$s wins %2$u–%3$u) does not follow from the play: %4$s wins %5$u–%6$u."),
                  eg_match_get_name (match, winner), left_score, right_score,
                  eg_match_get_name (match, real),
                  eg_match_get_score (match, EG_SIDE_LEFT),
                  eg_match_get_score (match, EG_SIDE_RIGHT));
      return FALSE;
    }

  return TRUE;
}

static gboolean
replay_round (EgMatch   *match,
              xmlNode   *round_node,
              guint      number,
              gboolean  *has_result,
              guint     *error_line,
              GError   **error)
{
  xmlNode *node = next_element (round_node->children);
  guint8 deck[EG_DECK_SIZE];
  g_autoptr(GError) local_error = NULL;

  *has_result = FALSE;

  if (node == NULL || !is_element (node, "deck"))
    {
      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, node_line (round_node),
                  _("Round %u has no deck."), number);
      return FALSE;
    }
  if (!read_deck (node, number, deck, error_line, error))
    return FALSE;

  if (!eg_match_begin_round (match, deck, &local_error))
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                 local_error->message);
      return FALSE;
    }

  for (node = next_element (node->next); node != NULL; node = next_element (node->next))
    {
      EgAction action;
      gint64 time_us;

      if (is_element (node, "result"))
        {
          if (!check_round_result (match, node, number, error_line, error))
            return FALSE;
          *has_result = TRUE;
          continue;
        }

      if (!read_action (node, &action, &time_us, error_line, error))
        return FALSE;
      if (!eg_match_apply_at (match, &action, time_us, &local_error))
        {
          set_error (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                     local_error->message);
          return FALSE;
        }
    }

  return TRUE;
}

/* Everything after the schema: the play, replayed by the rules. */
static EgMatch *
replay_document (xmlNode  *root,
                 guint    *error_line,
                 GError  **error)
{
  g_autoptr(EgMatch) match = NULL;
  g_autoptr(EgPlayer) left = NULL;
  g_autoptr(EgPlayer) right = NULL;
  EgPlayer *players[2] = { NULL, NULL };
  g_autofree char *variant_text = get_prop (root, "variant");
  g_autofree char *started_text = get_prop (root, "started");
  g_autoptr(GDateTime) started = NULL;
  EgVariant variant;
  EgSide first_starter = EG_SIDE_LEFT;
  guint target;
  guint number = 0;
  xmlNode *unfinished = NULL;   /* the last round read, when it had no result */

  if (!eg_variant_from_string (variant_text, &variant) ||
      !prop_uint (root, "target-score", 1000, &target) ||
      target < 1 || target > EG_MAX_TARGET_SCORE)
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, node_line (root),
                 _("The match needs a variant and a target score from 1 to 99."));
      return NULL;
    }
  if (started_text != NULL)
    {
      started = parse_date_time (started_text);
      if (started == NULL)
        {
          set_errorf (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, node_line (root),
                      _("“%s” is not a date and time En Garde can read."), started_text);
          return NULL;
        }
    }

  if (!read_players (root, players, error_line, error))
    {
      g_clear_object (&players[0]);
      g_clear_object (&players[1]);
      return NULL;
    }
  left = players[0];
  right = players[1];

  for (xmlNode *node = next_element (root->children); node != NULL;
       node = next_element (node->next))
    if (is_element (node, "round"))
      {
        if (!prop_side (node, "starter", &first_starter) || first_starter == EG_SIDE_NONE)
          first_starter = EG_SIDE_LEFT;
        break;
      }

  match = eg_match_new (variant, target, first_starter, left, right);
  if (started != NULL)
    eg_match_set_started (match, started);

  for (xmlNode *node = next_element (root->children); node != NULL;
       node = next_element (node->next))
    {
      guint written_number;
      EgSide starter;
      gboolean has_result;

      if (is_element (node, "result"))
        {
          if (!check_match_result (match, node, error_line, error))
            return NULL;
          continue;
        }
      if (!is_element (node, "round"))
        continue;

      number++;

      if (unfinished != NULL)
        {
          set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (unfinished),
                      _("Round %u has no result, but only the last round of a log may be unfinished."),
                      number - 1);
          return NULL;
        }
      if (eg_match_is_over (match))
        {
          EgSide winner = eg_match_get_winner (match);

          set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                      /* Translators: %2$s is a player's name */
                      _("Round %1$u comes after the match was already won by %2$s."),
                      number, eg_match_get_name (match, winner));
          return NULL;
        }
      if (!prop_uint (node, "number", G_MAXUINT - 1, &written_number) || written_number != number)
        {
          g_autofree char *text = get_prop (node, "number");

          set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                      /* Translators: %1$s is the number written in the log */
                      _("This round is numbered %1$s where round %2$u was expected: rounds are numbered 1, 2, 3… in order."),
                      text != NULL ? text : "", number);
          return NULL;
        }
      if (!prop_side (node, "starter", &starter) || starter == EG_SIDE_NONE ||
          starter != eg_score_starter (eg_match_get_score_state (match), number))
        {
          EgSide expected = eg_score_starter (eg_match_get_score_state (match), number);

          set_errorf (error, error_line, EG_MATCH_LOG_ERROR_RULES, node_line (node),
                      /* Translators: %2$s is a player's name */
                      _("Round %1$u must be started by %2$s: the starting player alternates every round."),
                      number, eg_match_get_name (match, expected));
          return NULL;
        }

      if (!replay_round (match, node, number, &has_result, error_line, error))
        return NULL;
      if (!has_result)
        unfinished = node;
    }

  /* Dealing gave the match a start time: a log without one keeps none. */
  if (started == NULL)
    eg_match_set_started (match, NULL);

  return g_steal_pointer (&match);
}

static EgMatch *
load_data (const char  *data,
           gsize        length,
           guint       *error_line,
           GError     **error)
{
  static GOnce init_once = G_ONCE_INIT;
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(xmlRelaxNGValidCtxt) valid = NULL;
  xmlStructuredErrorFunc saved_handler;
  void *saved_context;
  ParseReport report;
  xmlNode *root;
  xmlNode *culprit = NULL;
  g_autofree char *format = NULL;
  guint format_number;
  int status;

  if (error_line != NULL)
    *error_line = 0;

  if (length > EG_MATCH_LOG_MAX_SIZE)
    {
      g_autofree char *size = g_format_size_full (length, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *max = g_format_size_full (EG_MATCH_LOG_MAX_SIZE, G_FORMAT_SIZE_IEC_UNITS);

      /* Translators: both are sizes, e.g. "1.0 GiB" and "16.0 MiB" */
      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_TOO_LARGE, 0,
                  _("The file is %s, far more than any match log (at most %s)."), size, max);
      return NULL;
    }
  if (length == 0)
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, 0, _("The file is empty."));
      return NULL;
    }

  g_once (&init_once, init_libxml, NULL);

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    g_error ("Out of memory");
  parse_report_init (&report);
  ctxt->_private = &report;
  ctxt->sax->internalSubset = refuse_internal_subset;
  ctxt->sax->startElementNs = start_element;

  /* Per-thread state in libxml2 2.9: set it for this parse only. */
  saved_handler = xmlStructuredError;
  saved_context = xmlStructuredErrorContext;
  xmlSetStructuredErrorFunc (&report, collect_error);

  /* NONET only: no entity substitution, no DTD loading, and the default
   * limits (depth 256, text 10 MB) that XML_PARSE_HUGE would lift. */
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, NULL, XML_PARSE_NONET);

  xmlSetStructuredErrorFunc (saved_context, saved_handler);

  if (report.doctype)
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_UNSAFE, report.doctype_line,
                 _("The file declares a document type (DOCTYPE). Match logs never have one; "
                   "it is refused so that it cannot read other files or exhaust memory."));
      parse_report_clear (&report);
      return NULL;
    }
  if (doc == NULL || !ctxt->wellFormed)
    {
      report_malformed (&report, data, length, error_line, error);
      parse_report_clear (&report);
      return NULL;
    }
  parse_report_clear (&report);

  if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_UNSAFE, 0,
                 _("The file declares a document type (DOCTYPE). Match logs never have one; "
                   "it is refused so that it cannot read other files or exhaust memory."));
      return NULL;
    }
  if (has_unsafe_node (doc->children, &culprit))
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_UNSAFE, node_line (culprit),
                 _("The file refers to an entity; match logs never do, so it is refused."));
      return NULL;
    }

  root = xmlDocGetRootElement (doc);
  if (root == NULL || !is_element (root, "match"))
    {
      const char *ns = root != NULL && root->ns != NULL ? (const char *) root->ns->href : "";

      if (root != NULL && g_str_equal ((const char *) root->name, "match") && *ns != '\0')
        /* Translators: %s is an XML namespace, e.g. "urn:example:other" */
        set_errorf (error, error_line, EG_MATCH_LOG_ERROR_NOT_A_LOG, node_line (root),
                    _("This is not an En Garde match log: its namespace is “%s”, not “urn:engarde:match:1”."),
                    ns);
      else
        set_error (error, error_line, EG_MATCH_LOG_ERROR_NOT_A_LOG,
                   root != NULL ? node_line (root) : 0,
                   _("This is not an En Garde match log."));
      return NULL;
    }

  format = get_prop (root, "format");
  if (format != NULL && parse_uint (format, G_MAXUINT, &format_number) &&
      format_number > EG_MATCH_LOG_FORMAT)
    {
      /* Translators: %s is the format number written in the file, e.g. "2" */
      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_FUTURE_FORMAT, node_line (root),
                  _("This match log was written by a newer version of En Garde (log format %s); "
                    "this version reads format 1. Update En Garde to open it."),
                  g_strstrip (format));
      return NULL;
    }

  parse_report_init (&report);
  valid = xmlRelaxNGNewValidCtxt (get_schema ());
  xmlRelaxNGSetValidStructuredErrors (valid, collect_error, &report);
  status = xmlRelaxNGValidateDoc (valid, doc);
  if (status != 0)
    {
      g_autofree char *diagnosis = diagnose (root, &culprit);

      if (diagnosis != NULL)
        set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA,
                   culprit != NULL ? node_line (culprit) : 0, diagnosis);
      else if (report.problems->len > 0)
        {
          const Problem *first = &g_array_index (report.problems, Problem, 0);

          /* Translators: %s is the schema validator's own (English) description */
          set_errorf (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, first->line,
                      _("The file does not follow the match log format: %s."), first->message);
        }
      else
        set_error (error, error_line, EG_MATCH_LOG_ERROR_SCHEMA, node_line (root),
                   _("The file does not follow the match log format."));
      parse_report_clear (&report);
      return NULL;
    }
  parse_report_clear (&report);

  return replay_document (root, error_line, error);
}

/**
 * eg_match_log_load_data:
 * @data: (array length=length): the log's bytes
 *
 * Returns: (transfer full) (nullable): the match as the log left it, ready
 *   to go on when unfinished, or %NULL with @error set
 */
EgMatch *
eg_match_log_load_data (const char  *data,
                        gsize        length,
                        GError     **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_data (data, length, NULL, error);
}

EgMatch *
eg_match_log_load_data_full (const char  *data,
                             gsize        length,
                             guint       *error_line,
                             GError     **error)
{
  guint line;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_data (data, length, error_line != NULL ? error_line : &line, error);
}

/* Reads at most EG_MATCH_LOG_MAX_SIZE + 1 bytes, so that a huge file is
 * refused without being read. */
static GBytes *
read_capped (GFile         *file,
             GCancellable  *cancellable,
             guint         *error_line,
             GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *buffer = NULL;
  gsize wanted = EG_MATCH_LOG_MAX_SIZE + 1;
  gsize got = 0;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, cancellable, &local_error);
  if (info == NULL)
    goto io_error;

  if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      set_error (error, error_line, EG_MATCH_LOG_ERROR_IO, 0,
                 _("This is a folder, not a match log."));
      return NULL;
    }
  if (g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE))
    {
      goffset size = g_file_info_get_size (info);

      if (size > EG_MATCH_LOG_MAX_SIZE)
        {
          g_autofree char *size_text = g_format_size_full (size, G_FORMAT_SIZE_IEC_UNITS);
          g_autofree char *max = g_format_size_full (EG_MATCH_LOG_MAX_SIZE, G_FORMAT_SIZE_IEC_UNITS);

          set_errorf (error, error_line, EG_MATCH_LOG_ERROR_TOO_LARGE, 0,
                      _("The file is %s, far more than any match log (at most %s)."), size_text, max);
          return NULL;
        }
      /* The size may still change under us: read one byte more to notice. */
      if (size >= 0)
        wanted = (gsize) size + 1;
    }

  stream = g_file_read (file, cancellable, &local_error);
  if (stream == NULL)
    goto io_error;

  buffer = g_malloc (wanted);
  for (;;)
    {
      gsize n = 0;

      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer + got, wanted - got,
                                    &n, cancellable, &local_error))
        goto io_error;
      got += n;
      if (got < wanted || wanted > EG_MATCH_LOG_MAX_SIZE)
        break;
      /* The file grew since it was measured: read on, up to the cap. */
      wanted = MIN (wanted * 2, (gsize) EG_MATCH_LOG_MAX_SIZE + 1);
      buffer = g_realloc (buffer, wanted);
    }

  if (got > EG_MATCH_LOG_MAX_SIZE)
    {
      g_autofree char *max = g_format_size_full (EG_MATCH_LOG_MAX_SIZE, G_FORMAT_SIZE_IEC_UNITS);

      set_errorf (error, error_line, EG_MATCH_LOG_ERROR_TOO_LARGE, 0,
                  _("The file is larger than any match log can be (at most %s)."), max);
      return NULL;
    }

  return g_bytes_new_take (g_steal_pointer (&buffer), got);

io_error:
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_propagate_error (error, g_steal_pointer (&local_error));
  else
    /* Translators: %s is the system's reason, e.g. "No such file or directory" */
    set_errorf (error, error_line, EG_MATCH_LOG_ERROR_IO, 0,
                _("The file cannot be read: %s"), local_error->message);
  return NULL;
}

static EgMatch *
load_file (GFile         *file,
           GCancellable  *cancellable,
           guint         *error_line,
           GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gconstpointer data;
  gsize length;

  if (error_line != NULL)
    *error_line = 0;

  bytes = read_capped (file, cancellable, error_line, error);
  if (bytes == NULL)
    return NULL;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  data = g_bytes_get_data (bytes, &length);
  return load_data (length > 0 ? data : "", length, error_line, error);
}

/**
 * eg_match_log_load_file:
 *
 * Returns: (transfer full) (nullable): the match, or %NULL with @error set
 */
EgMatch *
eg_match_log_load_file (GFile         *file,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_file (file, cancellable, NULL, error);
}

EgMatch *
eg_match_log_load_file_full (GFile         *file,
                             GCancellable  *cancellable,
                             guint         *error_line,
                             GError       **error)
{
  guint line;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_file (file, cancellable, error_line != NULL ? error_line : &line, error);
}

/* Writing */

/* An attribute value that reads back the same: markup and the white space
 * a parser would normalise are escaped, characters XML 1.0 forbids are
 * dropped. */
static void
append_attribute_text (GString    *out,
                       const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (c)
        {
        case '&': g_string_append (out, "&amp;"); break;
        case '<': g_string_append (out, "&lt;"); break;
        case '>': g_string_append (out, "&gt;"); break;
        case '"': g_string_append (out, "&quot;"); break;
        case '\t': g_string_append (out, "&#9;"); break;
        case '\n': g_string_append (out, "&#10;"); break;
        case '\r': g_string_append (out, "&#13;"); break;
        default:
          if ((c < 0x20) || (c >= 0xD800 && c <= 0xDFFF) || c == 0xFFFE || c == 0xFFFF)
            break;
          g_string_append_len (out, p, g_utf8_next_char (p) - p);
        }
    }
}

/* ISO 8601 in UTC, "2026-11-22T10:15:00Z", with microseconds only when
 * asked for and not zero. */
static void
append_time (GString    *out,
             const char *attribute,
             GDateTime  *time,
             gboolean    microseconds)
{
  g_autoptr(GDateTime) utc = g_date_time_to_utc (time);
  g_autofree char *text = NULL;

  if (utc == NULL)
    return;
  if (microseconds)
    text = g_date_time_format_iso8601 (utc);
  else
    text = g_date_time_format (utc, "%Y-%m-%dT%H:%M:%SZ");
  if (text != NULL)
    g_string_append_printf (out, " %s=\"%s\"", attribute, text);
}

static void
append_player (GString  *out,
               EgPlayer *player,
               EgSide    side)
{
  EgPlayerKind kind = eg_player_get_kind (player);
  const char *level = known_level (eg_player_get_level (player));

  g_string_append_printf (out, "  <player side=\"%s\" name=\"", eg_side_to_string (side));
  append_attribute_text (out, eg_player_get_name (player));
  g_string_append_printf (out, "\" type=\"%s\"", eg_player_kind_to_string (kind));
  if (kind == EG_PLAYER_COMPUTER && level != NULL)
    g_string_append_printf (out, " level=\"%s\"", level);
  g_string_append (out, "/>\n");
}

static void
append_action (GString        *out,
               const EgAction *action,
               gint64          time_us)
{
  const char *side = eg_side_to_string (action->side);

  g_string_append_printf (out, "    <%s side=\"%s\"", eg_action_type_to_string (action->type), side);
  switch (action->type)
    {
    case EG_ACTION_MOVE:
      g_string_append_printf (out, " card=\"%u\" direction=\"%s\"", action->card,
                              eg_direction_to_string (action->direction));
      break;
    case EG_ACTION_ATTACK:
    case EG_ACTION_PARRY:
      g_string_append_printf (out, " value=\"%u\" count=\"%u\"", action->value, action->count);
      break;
    case EG_ACTION_INDIRECT_ATTACK:
      g_string_append_printf (out, " card=\"%u\" value=\"%u\" count=\"%u\"",
                              action->card, action->value, action->count);
      break;
    case EG_ACTION_RETREAT:
      g_string_append_printf (out, " card=\"%u\"", action->card);
      break;
    default:
      g_assert_not_reached ();
    }
  if (time_us != 0)
    {
      g_autoptr(GDateTime) when = g_date_time_new_from_unix_utc (time_us / G_USEC_PER_SEC);

      if (when != NULL)
        {
          g_autoptr(GDateTime) exact = g_date_time_add (when, time_us % G_USEC_PER_SEC);

          if (exact != NULL)
            append_time (out, "at", exact, TRUE);
        }
    }
  g_string_append (out, "/>\n");
}

/**
 * eg_match_log_to_string:
 * @length: (out) (optional): the length of the text
 *
 * Returns: (transfer full): the match as a log, in the format of MATCH-LOG.md
 */
char *
eg_match_log_to_string (EgMatch *match,
                        gsize   *length)
{
  GString *out;
  GDateTime *started;
  guint n_rounds;

  g_return_val_if_fail (EG_IS_MATCH (match), NULL);

  out = g_string_sized_new (4096);
  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<match xmlns=\"%s\" format=\"%d\" variant=\"%s\" target-score=\"%u\"",
                          EG_MATCH_LOG_NAMESPACE, EG_MATCH_LOG_FORMAT,
                          eg_variant_to_string (eg_match_get_variant (match)),
                          eg_match_get_target_score (match));
  started = eg_match_get_started (match);
  if (started != NULL)
    append_time (out, "started", started, FALSE);
  g_string_append (out, ">\n");

  append_player (out, eg_match_get_player (match, EG_SIDE_LEFT), EG_SIDE_LEFT);
  append_player (out, eg_match_get_player (match, EG_SIDE_RIGHT), EG_SIDE_RIGHT);

  n_rounds = eg_match_get_n_rounds (match);
  for (guint r = 0; r < n_rounds; r++)
    {
      const EgRoundRecord *record = eg_match_get_round_record (match, r);

      g_string_append_printf (out, "  <round number=\"%u\" starter=\"%s\">\n    <deck>",
                              r + 1, eg_side_to_string (record->starter));
      for (guint i = 0; i < EG_DECK_SIZE; i++)
        {
          if (i > 0)
            g_string_append_c (out, ' ');
          g_string_append_c (out, (char) ('0' + record->deck[i]));
        }
      g_string_append (out, "</deck>\n");

      for (guint i = 0; i < record->actions->len; i++)
        append_action (out, &g_array_index (record->actions, EgAction, i),
                       g_array_index (record->times, gint64, i));

      if (record->reason != EG_REASON_NONE)
        g_string_append_printf (out, "    <result winner=\"%s\" reason=\"%s\"/>\n",
                                record->winner == EG_SIDE_NONE ? "none"
                                                               : eg_side_to_string (record->winner),
                                eg_reason_to_string (record->reason));
      g_string_append (out, "  </round>\n");
    }

  if (eg_match_is_over (match))
    g_string_append_printf (out, "  <result winner=\"%s\" left-score=\"%u\" right-score=\"%u\"/>\n",
                            eg_side_to_string (eg_match_get_winner (match)),
                            eg_match_get_score (match, EG_SIDE_LEFT),
                            eg_match_get_score (match, EG_SIDE_RIGHT));
  g_string_append (out, "</match>\n");

  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

/**
 * eg_match_log_save:
 *
 * Writes the log to a temporary file in the same folder, flushes it to
 * disk and renames it over @file.
 */
gboolean
eg_match_log_save (EgMatch  *match,
                   GFile    *file,
                   GError  **error)
{
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;
  gboolean ok;

  g_return_val_if_fail (EG_IS_MATCH (match), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  text = eg_match_log_to_string (match, &length);
  path = g_file_get_path (file);
  if (path != NULL)
    ok = g_file_set_contents_full (path, text, (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0666, &local_error);
  else
    ok = g_file_replace_contents (file, text, length, NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &local_error);

  if (!ok)
    {
      /* Translators: %s is the system's reason, e.g. "No space left on device" */
      g_set_error (error, EG_MATCH_LOG_ERROR, EG_MATCH_LOG_ERROR_IO,
                   _("The match cannot be saved: %s"), local_error->message);
      return FALSE;
    }
  return TRUE;
}
