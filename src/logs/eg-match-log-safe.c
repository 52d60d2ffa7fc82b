/* eg-match-log-safe.c — reading a log's bytes and parsing them safely:
 * a parse that reads nothing outside the file (after the bounded,
 * linear-time pre-scan of eg-match-log-prescan.c), and the parser's
 * complaints turned into the project's own messages
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-logs"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

#include "eg-match-log-private.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlParserCtxt, xmlFreeParserCtxt)

G_DEFINE_QUARK (eg-match-log-error-quark, eg_match_log_error)

#define MAX_ERRORS 16
#define READ_CHUNK (256 * 1024)

void
eg_match_log_set_error (GError          **error,
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

void
eg_match_log_set_errorf (GError          **error,
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

  eg_match_log_set_error (error, error_line, code, line, message);
}

guint
eg_match_log_node_line (xmlNode *node)
{
  long line;

  if (node->type == XML_ELEMENT_NODE && node->_private != NULL)
    return GPOINTER_TO_UINT (node->_private);
  line = xmlGetLineNo (node);

  return line > 0 ? (guint) line : 0;
}

void
eg_match_log_set_doctype_error (GError **error,
                                guint   *error_line,
                                guint    line)
{
  eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_UNSAFE, line,
                          _("The file declares a document type (DOCTYPE). Match logs never have one; "
                            "it is refused so that it cannot read other files or exhaust memory."));
}

/* What the parse reported, collected by the structured error handler. */

typedef struct
{
  int   code;
  guint line;
  char *message;   /* only for telling errors of one code apart */
} Problem;

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
  problem.message = g_strdup (error->message != NULL ? error->message : "");
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

/* A well-formedness error in a player's words, by libxml2's error code;
 * NULL for the codes that need more than the code to describe. */
static const char *
describe_syntax_error (int code)
{
  switch (code)
    {
    case XML_ERR_INVALID_CHAR:
    case XML_ERR_INVALID_CHARREF:
    case XML_ERR_INVALID_DEC_CHARREF:
    case XML_ERR_INVALID_HEX_CHARREF:
      return _("The file holds bytes that are not text, or a character that XML does "
               "not allow: it is damaged or not a match log.");
    case XML_ERR_ATTRIBUTE_REDEFINED:
    case XML_NS_ERR_ATTRIBUTE_REDEFINED:
      return _("An element has the same attribute twice: the file is damaged.");
    case XML_ERR_TAG_NAME_MISMATCH:
    case XML_ERR_LTSLASH_REQUIRED:
      return _("An element is closed by the end tag of another: the file is damaged.");
    case XML_ERR_COMMENT_NOT_FINISHED:
    case XML_ERR_PI_NOT_FINISHED:
    case XML_ERR_CDATA_NOT_FINISHED:
    case XML_ERR_HYPHEN_IN_COMMENT:
      return _("A comment, a processing instruction or a CDATA section is not closed "
               "properly: the file is damaged.");
    case XML_ERR_RESERVED_XML_NAME:
    case XML_ERR_XMLDECL_NOT_STARTED:
    case XML_ERR_XMLDECL_NOT_FINISHED:
    case XML_ERR_VERSION_MISSING:
      return _("The XML declaration is misplaced or damaged: it may only stand, complete, "
               "at the very start of the file.");
    case XML_ERR_DOCUMENT_END:
      return _("There is more after the end of the match: the file is damaged.");
    default:
      return NULL;
    }
}

/* The line where the first @open without its @close starts: libxml2 says
 * where the file ends instead, which helps nobody find it. */
static guint
unclosed_line (const char *data,
               gsize       length,
               const char *open,
               const char *close,
               guint       fallback)
{
  const char *end = data + length;
  const char *p = data;

  while ((p = g_strstr_len (p, end - p, open)) != NULL)
    {
      const char *inside = p + strlen (open);
      const char *closing = g_strstr_len (inside, end - inside, close);

      if (closing == NULL)
        return eg_match_log_line_at (data, p);
      p = closing + strlen (close);
    }
  return fallback;
}

/* Turns the parser's complaint into a sentence for a player: libxml2's
 * own English text is never shown. */
static void
report_malformed (const ParseReport  *report,
                  const char         *data,
                  gsize               length,
                  guint              *error_line,
                  GError            **error)
{
  const Problem *first;

  if (report->problems->len == 0)
    {
      eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, 0,
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
                eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED,
                                        problem->line,
                                        _("The file is not XML at all, so it cannot be a match log."));
                return;
              }
          eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, 0,
                                  _("The file is empty."));
          return;

        case XML_ERR_TAG_NOT_FINISHED:
          /* Unclosed elements at the end: a file cut short, when that is
           * the first complaint or the text stops inside a tag. */
          while (length > 0 && g_ascii_isspace (data[length - 1]))
            length--;
          if (i == 0 || length == 0 || data[length - 1] != '>')
            {
              eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, first->line,
                                      _("The file ends in the middle of the match: it is "
                                        "incomplete or damaged."));
              return;
            }
          break;

        case XML_ERR_UNDECLARED_ENTITY:
        case XML_WAR_UNDECLARED_ENTITY:
        case XML_ERR_ENTITY_PE_INTERNAL:
          eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_UNSAFE, problem->line,
                                  _("The file refers to an entity; match logs never do, so it is refused."));
          return;

        case XML_ERR_COMMENT_NOT_FINISHED:
        case XML_ERR_PI_NOT_FINISHED:
        case XML_ERR_CDATA_NOT_FINISHED:
          if (i > 0)
            break;
          eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED,
                                  problem->code == XML_ERR_COMMENT_NOT_FINISHED
                                  ? unclosed_line (data, length, "<!--", "-->", problem->line)
                                  : problem->code == XML_ERR_PI_NOT_FINISHED
                                  ? unclosed_line (data, length, "<?", "?>", problem->line)
                                  : unclosed_line (data, length, "<![CDATA[", "]]>", problem->line),
                                  describe_syntax_error (problem->code));
          return;

        case XML_ERR_INTERNAL_ERROR:
          if (problem->message != NULL && strstr (problem->message, "depth") != NULL)
            {
              eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_UNSAFE, problem->line,
                                      _("Elements are nested far too deeply for a match log: "
                                        "the file is refused."));
              return;
            }
          break;

        default:
          break;
        }
    }

  eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, first->line,
                          describe_syntax_error (first->code) != NULL
                          ? describe_syntax_error (first->code)
                          : _("The file is not well-formed XML here: a tag, an attribute or a "
                              "character is not written as XML requires."));
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

/* Gives the text node @run the pieces gathered in @joined, if any. */
static void
flush_text (xmlNode *run,
            GString *joined)
{
  if (run != NULL && joined->len > 0)
    xmlNodeSetContentLen (run, (const xmlChar *) joined->str, (int) joined->len);
  g_string_truncate (joined, 0);
}

/* Comments and processing instructions are not part of a log's content,
 * and a CDATA section is text written another way: drop the first, turn
 * the second into text and join neighbouring text, so that the schema and
 * the reader see an element's character data as one piece. The pieces of
 * a run of text are gathered first and set once: joining them one by one
 * (xmlNodeAddContent measures the whole text at every join) took
 * quadratic time. @joined is scratch space, empty between calls. */
static void
normalise (xmlNode *parent,
           GString *joined)
{
  xmlNode *run = NULL;   /* the first text node of the current run */
  xmlNode *node = parent->children;

  while (node != NULL)
    {
      xmlNode *next = node->next;

      if (node->type == XML_COMMENT_NODE || node->type == XML_PI_NODE)
        {
          xmlUnlinkNode (node);
          xmlFreeNode (node);
        }
      else if (node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE)
        {
          if (run == NULL && node->type == XML_TEXT_NODE)
            run = node;
          else if (run == NULL)
            {
              run = xmlNewDocText (node->doc, node->content);
              run->line = node->line;
              xmlReplaceNode (node, run);
              xmlFreeNode (node);
            }
          else
            {
              if (joined->len == 0 && run->content != NULL)
                g_string_append (joined, (const char *) run->content);
              if (node->content != NULL)
                g_string_append (joined, (const char *) node->content);
              xmlUnlinkNode (node);
              xmlFreeNode (node);
            }
        }
      else
        {
          flush_text (run, joined);
          run = NULL;
          if (node->type == XML_ELEMENT_NODE)
            normalise (node, joined);
        }
      node = next;
    }
  flush_text (run, joined);
}

/**
 * eg_match_log_parse:
 *
 * Pre-scans @data, then parses it with libxml2 without reading anything
 * outside it: no DTD, no entity, no network.
 *
 * Returns: (transfer full) (nullable): the document, comments and
 *   processing instructions left out and CDATA sections made text
 */
xmlDoc *
eg_match_log_parse (const char  *data,
                    gsize        length,
                    guint       *error_line,
                    GError     **error)
{
  static GOnce init_once = G_ONCE_INIT;
  g_autoptr(xmlParserCtxt) ctxt = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  xmlStructuredErrorFunc saved_handler;
  void *saved_context;
  ParseReport report;
  xmlNode *culprit = NULL;
  g_autoptr(GString) joined = NULL;

  if (length == 0)
    {
      eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_MALFORMED, 0,
                              _("The file is empty."));
      return NULL;
    }
  if (!eg_match_log_prescan (data, length, error_line, error))
    return NULL;

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

  /* From memory, so that no name is taken for a URI. NONET: no entity
   * substitution, no DTD loading, and the default limits (depth 256,
   * text 10 MB) that XML_PARSE_HUGE would lift. The pre-scan let only
   * UTF-8 through; IGNORE_ENC makes sure a declaration is never obeyed. */
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, NULL,
                           XML_PARSE_NONET | XML_PARSE_COMPACT | XML_PARSE_IGNORE_ENC);

  xmlSetStructuredErrorFunc (saved_context, saved_handler);

  if (report.doctype)
    {
      eg_match_log_set_doctype_error (error, error_line, report.doctype_line);
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
      eg_match_log_set_doctype_error (error, error_line, 0);
      return NULL;
    }
  if (has_unsafe_node (doc->children, &culprit))
    {
      eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_UNSAFE,
                              eg_match_log_node_line (culprit),
                              _("The file refers to an entity; match logs never do, so it is refused."));
      return NULL;
    }

  joined = g_string_new (NULL);
  normalise ((xmlNode *) doc, joined);
  return g_steal_pointer (&doc);
}

/* Reading the bytes */

static void
set_read_error (GError     **error,
                guint       *error_line,
                const char  *reason)
{
  /* Translators: %s is the system's reason, e.g. "No such file or directory" */
  eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_IO, 0,
                           _("The file cannot be read: %s"), reason);
}

static gboolean
check_size (goffset   size,
            guint    *error_line,
            GError  **error)
{
  g_autofree char *size_text = NULL;
  g_autofree char *max = NULL;

  if (size <= EG_MATCH_LOG_MAX_SIZE)
    return TRUE;

  eg_match_log_format_sizes (size, &size_text, &max);
  eg_match_log_set_errorf (error, error_line, EG_MATCH_LOG_ERROR_TOO_LARGE, 0,
                           _("The file is %s, far more than any match log (at most %s)."),
                           size_text, max);
  return FALSE;
}

static gboolean
check_regular (gboolean   directory,
               gboolean   regular,
               guint     *error_line,
               GError   **error)
{
  if (directory)
    eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_IO, 0,
                            _("This is a folder, not a match log."));
  else if (!regular)
    eg_match_log_set_error (error, error_line, EG_MATCH_LOG_ERROR_IO, 0,
                            _("This is a device, a pipe or a socket, not a match log file."));
  return regular;
}

/* A local file: looked at before it is opened, and opened without
 * blocking, so that a FIFO or a device is refused, never waited on. */
static GBytes *
read_path (const char             *path,
           GCancellable           *cancellable,
           GFileProgressCallback   progress,
           gpointer                progress_data,
           guint                  *error_line,
           GError                **error)
{
  g_autofree char *buffer = NULL;
  GStatBuf st;
  gsize wanted;
  gsize got = 0;
  int fd;

  if (g_stat (path, &st) != 0)
    {
      set_read_error (error, error_line, g_strerror (errno));
      return NULL;
    }
  if (!check_regular (S_ISDIR (st.st_mode), S_ISREG (st.st_mode), error_line, error) ||
      !check_size (st.st_size, error_line, error))
    return NULL;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_read_error (error, error_line, g_strerror (errno));
      return NULL;
    }
  /* It may have been replaced between the two looks. */
  if (fstat (fd, &st) != 0 ||
      !check_regular (S_ISDIR (st.st_mode), S_ISREG (st.st_mode), error_line, error) ||
      !check_size (st.st_size, error_line, error))
    {
      if (error != NULL && *error == NULL)
        set_read_error (error, error_line, g_strerror (errno));
      close (fd);
      return NULL;
    }

  /* One byte more than the size, to notice a file that grows. */
  wanted = (gsize) st.st_size + 1;
  buffer = g_malloc (wanted);
  for (;;)
    {
      gssize n;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          close (fd);
          return NULL;
        }
      n = read (fd, buffer + got, MIN (wanted - got, READ_CHUNK));
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_read_error (error, error_line, g_strerror (errno));
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      got += (gsize) n;
      if (progress != NULL)
        progress ((goffset) got, MAX ((goffset) got, st.st_size), progress_data);
      if (got == wanted)
        {
          if (!check_size ((goffset) got, error_line, error))
            {
              close (fd);
              return NULL;
            }
          wanted = MIN (wanted * 2, (gsize) EG_MATCH_LOG_MAX_SIZE + 1);
          buffer = g_realloc (buffer, wanted);
        }
    }
  close (fd);

  return g_bytes_new_take (g_steal_pointer (&buffer), got);
}

/* Any other GFile (a URI of a virtual file system): regular files only,
 * read up to the cap. */
static GBytes *
read_stream (GFile         *file,
             GCancellable  *cancellable,
             guint         *error_line,
             GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *buffer = NULL;
  gsize got = 0;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, cancellable, &local_error);
  if (info == NULL)
    goto io_error;
  if (!check_regular (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY,
                      g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR,
                      error_line, error) ||
      !check_size (g_file_info_get_size (info), error_line, error))
    return NULL;

  stream = g_file_read (file, cancellable, &local_error);
  if (stream == NULL)
    goto io_error;

  buffer = g_malloc (EG_MATCH_LOG_MAX_SIZE + 1);
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, EG_MATCH_LOG_MAX_SIZE + 1,
                                &got, cancellable, &local_error))
    goto io_error;
  if (!check_size ((goffset) got, error_line, error))
    return NULL;

  return g_bytes_new_take (g_realloc (g_steal_pointer (&buffer), MAX (got, 1)), got);

io_error:
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_propagate_error (error, g_steal_pointer (&local_error));
  else
    set_read_error (error, error_line, local_error->message);
  return NULL;
}

/**
 * eg_match_log_read_bytes:
 *
 * Reads a log's bytes: a regular file only, never more than
 * %EG_MATCH_LOG_MAX_SIZE bytes, never blocking on a pipe or a device.
 * @progress, when given, hears of every chunk read from a local file.
 */
GBytes *
eg_match_log_read_bytes (GFile                  *file,
                         GCancellable           *cancellable,
                         GFileProgressCallback   progress,
                         gpointer                progress_data,
                         guint                  *error_line,
                         GError                **error)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    return read_path (path, cancellable, progress, progress_data, error_line, error);
  return read_stream (file, cancellable, error_line, error);
}
