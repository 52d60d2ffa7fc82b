/* test-ui-contrast.c — WCAG AA contrast of the table, light, dark and
 * high contrast
 *
 * Every label the table shows has 4.5:1 against what is behind it (3:1
 * for large text), the empty score pips 3:1, and the black fencer stands
 * out by its body, not only by its outline (3:1, WCAG's figure for
 * graphics). The colours are read from the style as GTK resolves it (a
 * label's colour, the board's named colours) and the backgrounds from
 * the window rendered to pixels, so a change of style.css that loses
 * contrast fails here. Contrast ratio and relative luminance as WCAG 2
 * defines them.
 *
 * High contrast is libadwaita's ADW_DEBUG_HIGH_CONTRAST, read once at
 * start-up: those cases run in a subprocess started with it set.
 *
 * Copyright 2026 The En Garde authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "en-garde-test"

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "eg-piles-view.h"
#include "eg-test-ui.h"
#include "eg-test-utils.h"

#define GRAPHICS_RATIO 3.0

/* WCAG AA (4.5:1, large text 3:1); with high contrast on, AAA (7:1,
 * large text 4.5:1): what a person who asked for it expects. */
static double
text_ratio (gboolean large)
{
  gboolean high = adw_style_manager_get_high_contrast (adw_style_manager_get_default ());

  if (high)
    return large ? 4.5 : 7.0;
  return large ? 3.0 : 4.5;
}

#define TEXT_RATIO text_ratio (FALSE)
#define LARGE_TEXT_RATIO text_ratio (TRUE)

static double
channel (double c)
{
  return c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * channel (c->red) + 0.7152 * channel (c->green) + 0.0722 * channel (c->blue);
}

static double
contrast (const GdkRGBA *a,
          const GdkRGBA *b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* @fg with its alpha (times @opacity) laid over the opaque @bg. */
static GdkRGBA
over (const GdkRGBA *fg,
      const GdkRGBA *bg,
      double         opacity)
{
  double a = fg->alpha * opacity;

  return (GdkRGBA) { fg->red * a + bg->red * (1 - a), fg->green * a + bg->green * (1 - a),
                     fg->blue * a + bg->blue * (1 - a), 1 };
}

/* What fell short, reported all at once at the end of a style's check. */
static GString *failures;

static void
assert_contrast (const char    *what,
                 const GdkRGBA *fg,
                 const GdkRGBA *bg,
                 double         wanted)
{
  g_autofree char *f = gdk_rgba_to_string (fg);
  g_autofree char *b = gdk_rgba_to_string (bg);
  double ratio = contrast (fg, bg);

  g_test_message ("%.2f:1  %s (%s on %s)", ratio, what, f, b);
  if (ratio < wanted)
    g_string_append_printf (failures, "\n  %s: %s on %s is %.2f:1, below %.1f:1", what, f, b, ratio, wanted);
}

/* The window as pixels, to read what is behind each widget. */
typedef struct
{
  GdkTexture *texture;
  guchar     *pixels;
  int         width;
  int         height;
} Picture;

static void
picture_take (Picture   *picture,
              GtkWidget *window)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));

  picture->width = gtk_widget_get_width (window);
  picture->height = gtk_widget_get_height (window);
  gdk_paintable_snapshot (paintable, snapshot, picture->width, picture->height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  picture->texture = gsk_renderer_render_texture (renderer, node,
                                                  &GRAPHENE_RECT_INIT (0, 0, picture->width, picture->height));
  picture->width = gdk_texture_get_width (picture->texture);
  picture->height = gdk_texture_get_height (picture->texture);
  picture->pixels = g_malloc (4 * picture->width * picture->height);
  gdk_texture_download (picture->texture, picture->pixels, 4 * picture->width);
}

static void
picture_clear (Picture *picture)
{
  g_clear_object (&picture->texture);
  g_clear_pointer (&picture->pixels, g_free);
}

static GdkRGBA
pixel (const Picture *picture,
       int            x,
       int            y)
{
  /* gdk_texture_download: cairo's ARGB32, premultiplied; opaque here */
  const guchar *p = picture->pixels + 4 * (CLAMP (y, 0, picture->height - 1) * picture->width +
                                           CLAMP (x, 0, picture->width - 1));

  return (GdkRGBA) { p[2] / 255.0, p[1] / 255.0, p[0] / 255.0, 1 };
}

/* The colour most pixels of @rect have: a label's background, around
 * its thin strokes. */
static GdkRGBA
background_of (const Picture         *picture,
               const graphene_rect_t *rect)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (NULL, NULL);
  guint32 best = 0;
  guint best_count = 0;

  for (int y = rect->origin.y; y < rect->origin.y + rect->size.height; y++)
    for (int x = rect->origin.x; x < rect->origin.x + rect->size.width; x++)
      {
        GdkRGBA c = pixel (picture, x, y);
        guint32 key = ((guint32) (c.red * 255) << 16) | ((guint32) (c.green * 255) << 8) | (guint32) (c.blue * 255);
        guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, GUINT_TO_POINTER (key))) + 1;

        g_hash_table_insert (counts, GUINT_TO_POINTER (key), GUINT_TO_POINTER (n));
        if (n > best_count)
          {
            best = key;
            best_count = n;
          }
      }
  return (GdkRGBA) { (best >> 16) / 255.0, ((best >> 8) & 0xff) / 255.0, (best & 0xff) / 255.0, 1 };
}

/* Large text in WCAG's terms: 18 pt, or 14 pt bold (at 96 dpi). */
static gboolean
is_large_text (GtkWidget *label)
{
  const PangoFontDescription *font = pango_context_get_font_description (gtk_widget_get_pango_context (label));
  double px = pango_font_description_get_size (font) / (double) PANGO_SCALE;

  if (!pango_font_description_get_size_is_absolute (font))
    px *= 96.0 / 72.0;
  return px >= 24 || (px >= 18.66 && pango_font_description_get_weight (font) >= PANGO_WEIGHT_BOLD);
}

/* The opacity @widget is drawn with, its ancestors' included. */
static double
opacity_of (GtkWidget *widget)
{
  double opacity = 1;

  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    opacity *= gtk_widget_get_opacity (widget);
  return opacity;
}

typedef struct
{
  GtkWidget     *window;
  const Picture *picture;
  guint          n_labels;
} Walk;

static void
check_label (Walk      *walk,
             GtkWidget *label)
{
  g_autofree char *what = NULL;
  g_auto(GStrv) classes = NULL;
  graphene_rect_t rect;
  GdkRGBA color, bg, fg;

  /* (a widget of opacity 0 keeps its place but is not shown) */
  if (!gtk_widget_is_drawable (label) || !gtk_widget_is_sensitive (label) || opacity_of (label) == 0 ||
      *gtk_label_get_text (GTK_LABEL (label)) == '\0' ||
      !gtk_widget_compute_bounds (label, walk->window, &rect) ||
      rect.size.width < 1 || rect.size.height < 1)
    return;

  gtk_style_context_get_color (gtk_widget_get_style_context (label), &color);
  bg = background_of (walk->picture, &rect);
  fg = over (&color, &bg, opacity_of (label));
  classes = gtk_widget_get_css_classes (label);
  what = g_strdup_printf ("label “%s” (.%s)", gtk_label_get_text (GTK_LABEL (label)),
                          classes[0] != NULL ? classes[0] : "");
  assert_contrast (what, &fg, &bg, is_large_text (label) ? LARGE_TEXT_RATIO : TEXT_RATIO);
  walk->n_labels++;
}

static void
check_tree (Walk      *walk,
            GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    check_label (walk, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_tree (walk, child);
}

/* An empty score pip: its ring against the window. */
static void
check_pips (Walk      *walk,
            GtkWidget *pips)
{
  guint n = 0;

  for (GtkWidget *pip = gtk_widget_get_first_child (pips); pip != NULL; pip = gtk_widget_get_next_sibling (pip))
    {
      graphene_rect_t rect;
      GdkRGBA ring, bg;

      if (gtk_widget_has_css_class (pip, "won"))
        continue;
      g_assert_true (gtk_widget_compute_bounds (pip, walk->window, &rect));
      /* across the ring at mid-height, from the window just outside:
       * the ring's strongest pixel */
      bg = pixel (walk->picture, rect.origin.x - 6, rect.origin.y + rect.size.height / 2);
      ring = bg;
      for (int x = rect.origin.x - 3; x < rect.origin.x + rect.size.width / 2; x++)
        {
          GdkRGBA c = pixel (walk->picture, x, rect.origin.y + rect.size.height / 2);

          if (contrast (&c, &bg) > contrast (&ring, &bg))
            ring = c;
        }
      assert_contrast ("empty score pip", &ring, &bg, GRAPHICS_RATIO);
      n++;
    }
  g_assert_cmpuint (n, >, 0);
}

static GdkRGBA
named (GtkWidget  *widget,
       const char *name)
{
  GdkRGBA color;

  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, &color))
    g_error ("no colour @%s in the style", name);
  return color;
}

/* The fencers stand over the board's background: each one's edge (its
 * body, or the outline around it) stands out from it, the two are told
 * apart, and the black fencer is a figure by its body, not a wire
 * outline (faint in the dark style once). */
static void
check_fencers (GtkWidget *board)
{
  GdkRGBA bg = named (board, "window_bg_color");
  GdkRGBA white = over ((GdkRGBA[]) { named (board, "eg_left_fencer_color") }, &bg, 1);
  GdkRGBA black = over ((GdkRGBA[]) { named (board, "eg_right_fencer_color") }, &bg, 1);
  GdkRGBA white_edge = over ((GdkRGBA[]) { named (board, "eg_left_outline_color") }, &bg, 1);
  GdkRGBA black_edge = over ((GdkRGBA[]) { named (board, "eg_right_outline_color") }, &bg, 1);

  assert_contrast ("black fencer's body", &black, &bg, GRAPHICS_RATIO);
  if (contrast (&white, &bg) < GRAPHICS_RATIO)
    {
      assert_contrast ("white fencer's outline", &white_edge, &bg, GRAPHICS_RATIO);
      assert_contrast ("white fencer's body in its outline", &white, &white_edge, GRAPHICS_RATIO);
    }
  assert_contrast ("black fencer's outline to its body", &black_edge, &black, GRAPHICS_RATIO);
  assert_contrast ("white fencer to the black one", &white, &black, GRAPHICS_RATIO);
}

/* The text the board draws: the squares' numbers (white on the centre
 * square) and the distance over its label. */
static void
check_board_text (GtkWidget *board)
{
  GdkRGBA ink, white = { 1, 1, 1, 1 };
  GdkRGBA bg = named (board, "window_bg_color");
  GdkRGBA square = over ((GdkRGBA[]) { named (board, "eg_square_color") }, &bg, 1);
  GdkRGBA centre = over ((GdkRGBA[]) { named (board, "eg_centre_color") }, &bg, 1);
  GdkRGBA label = over ((GdkRGBA[]) { named (board, "eg_label_bg_color") }, &bg, 1);
  GdkRGBA fg;

  gtk_style_context_get_color (gtk_widget_get_style_context (board), &ink);
  fg = over (&ink, &square, 1);
  assert_contrast ("a square's number", &fg, &square, TEXT_RATIO);
  assert_contrast ("the centre square's number", &white, &centre, TEXT_RATIO);
  fg = over (&ink, &label, 1);
  assert_contrast ("the distance", &fg, &label, TEXT_RATIO);
}

/* A reachable square stands out from a plain one as clearly in the
 * dark style as in the light one (1.50:1 there), and plainly (3:1, as
 * any figure) with high contrast on. */
static void
check_reach (GtkWidget *board)
{
  GdkRGBA bg = named (board, "window_bg_color");
  GdkRGBA square = over ((GdkRGBA[]) { named (board, "eg_square_color") }, &bg, 1);
  GdkRGBA reach_ink = named (board, "eg_reach_color");
  GdkRGBA reach = over (&reach_ink, &square, 1);
  gboolean high = adw_style_manager_get_high_contrast (adw_style_manager_get_default ());

  assert_contrast ("a reachable square to a plain one", &reach, &square, high ? GRAPHICS_RATIO : 1.45);
}

/* Plays first legal actions until the round is over. */
static void
end_round (EgMatch *match)
{
  while (eg_match_is_round_in_progress (match))
    {
      EgAction legal[EG_MAX_ACTIONS];

      g_assert_cmpuint (eg_match_get_legal_actions (match, legal), >, 0);
      g_assert_true (eg_match_apply (match, &legal[0], NULL));
    }
}

typedef enum
{
  SCENE_HANDS,       /* the hands, the tally, the prompt, the warning */
  SCENE_PASS,        /* the hot seat's pass screen */
  SCENE_ROUND_END,   /* the round's end: its explanation and button */
} Scene;

static const char * const scene_names[] = { "table", "pass screen", "round end" };

/* The table of a hot seat in @scene. */
static void
check_table (AdwColorScheme scheme,
             Scene          scene)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(EgMatch) match = eg_test_ui_match ("Ada", TRUE, "Bob", TRUE, 5, 20261126);
  EgWindow *window;
  Picture picture = { 0 };
  Walk walk;

  failures = g_string_new (NULL);
  g_settings_set_boolean (settings, "hide-hands", scene == SCENE_PASS);
  if (scene == SCENE_ROUND_END)
    end_round (match);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  window = eg_test_ui_window (match);
  /* the warning of the last cards, red under the piles */
  if (scene == SCENE_HANDS)
    eg_piles_view_set_warning (eg_test_ui_table_part (window, "piles"), "The next turn draws the last card");
  for (guint i = 0; i < 3; i++)
    {
      eg_test_ui_iterate ();
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    }
  g_assert_cmpint (adw_style_manager_get_dark (adw_style_manager_get_default ()), ==,
                   scheme == ADW_COLOR_SCHEME_FORCE_DARK);

  picture_take (&picture, GTK_WIDGET (window));
  walk = (Walk) { GTK_WIDGET (window), &picture, 0 };
  check_tree (&walk, GTK_WIDGET (window));
  /* names, kinds, the round, the piles' captions and counts, the
   * status lines, and the pass screen's or the hand's title, prompt
   * and tally */
  g_assert_cmpuint (walk.n_labels, >=, scene == SCENE_HANDS ? 20 : 12);
  check_pips (&walk, GTK_WIDGET (eg_test_ui_table_part (window, "left_pips")));
  check_fencers (GTK_WIDGET (eg_test_ui_table_part (window, "board")));
  check_board_text (GTK_WIDGET (eg_test_ui_table_part (window, "board")));
  check_reach (GTK_WIDGET (eg_test_ui_table_part (window, "board")));

  picture_clear (&picture);
  gtk_window_destroy (GTK_WINDOW (window));
  if (failures->len > 0)
    g_error ("below WCAG AA in the %s style, %s:%s",
             scheme == ADW_COLOR_SCHEME_FORCE_DARK ? "dark" : "light",
             scene_names[scene], failures->str);
  g_string_free (failures, TRUE);
}

static void
test_light (void)
{
  for (Scene scene = SCENE_HANDS; scene <= SCENE_ROUND_END; scene++)
    check_table (ADW_COLOR_SCHEME_FORCE_LIGHT, scene);
}

static void
test_dark (void)
{
  for (Scene scene = SCENE_HANDS; scene <= SCENE_ROUND_END; scene++)
    check_table (ADW_COLOR_SCHEME_FORCE_DARK, scene);
}

/* The same two in a subprocess with high contrast on. */
static void
test_high_contrast (gconstpointer data)
{
  const char *path = data;

  if (g_test_subprocess ())
    {
      g_assert_true (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()));
      test_light ();
      test_dark ();
      return;
    }
  g_setenv ("ADW_DEBUG_HIGH_CONTRAST", "1", TRUE);
  g_test_trap_subprocess (path, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("ADW_DEBUG_HIGH_CONTRAST");
  g_test_trap_assert_passed ();
}

int
main (int    argc,
      char **argv)
{
  eg_test_ui_init (&argc, &argv);

  g_test_add_func ("/en-garde/ui/contrast/light", test_light);
  g_test_add_func ("/en-garde/ui/contrast/dark", test_dark);
  g_test_add_data_func ("/en-garde/ui/contrast/high-contrast", "/en-garde/ui/contrast/high-contrast",
                        test_high_contrast);
  return g_test_run ();
}
