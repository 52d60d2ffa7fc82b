#!/usr/bin/env python3
# i18n-check.py — translation checks that msgfmt cannot make, printing TAP.
#
#   i18n-check.py mnemonics SRCDIR
#       in every language, no two mnemonics clash among the labels of a
#       .ui file or a menu that can be on screen together
#   i18n-check.py glossary SRCDIR
#       every language's catalogs (po/LANG.po, help/LANG/LANG.po) use the
#       terms of po/GLOSSARY.md, none of the variants it says to avoid
#   i18n-check.py plurals SRCDIR
#       every ngettext call in src/ chooses the plural form by the number
#       that its counted noun follows
#   i18n-check.py roles SRCDIR
#       no msgid serves, without a context, both as a heading or title and
#       as a button or action label in src/ui (.ui files and C sources);
#       first checks on a tiny .ui file of its own that it can fail
#   i18n-check.py shortcuts SRCDIR
#       in every language, no line of the shortcuts window is longer than
#       SHORTCUT_LINE_MAX characters: GTK lays its two columns side by
#       side, unwrapped, and the window must fit a 1000-pixel screen
#   i18n-check.py quotes SRCDIR
#       the guide quotes what the game shows: every <gui> label and every
#       quoted message of help/C exists in the interface catalog (a msgid,
#       its placeholders standing for anything, or a literal of src/), and
#       each language's help translates it with that msgid's translation
#   i18n-check.py register SRCDIR
#       every message of a language keeps the register po/GLOSSARY.md sets
#       for it (its "Register check" line: the words that would break it)
#   i18n-check.py placeholders SRCDIR
#       renders every translated sentence that src/ fills with a player's
#       name or a counted phrase, with "Computer" and a person's name, and
#       with the counted phrase's form the code passes: no « que
#       Ordinateur » / « qu’Bob », no German held form after „mit“
#   i18n-check.py figures SRCDIR
#       the help's figures and the metainfo's screenshots are current: each
#       picture's entry in its manifest (help/figures.json,
#       data/screenshots/manifest.json) names the messages it shows, as
#       they read when it was rendered, and the .ui files and style sheet
#       it was built from; a message translated otherwise since, a changed
#       .ui file or a picture changed by hand fails
#   i18n-check.py record-figures SRCDIR MANIFEST LANG STRINGS=PNG…
#       (build-aux/dev figures and screenshots) writes those entries, from
#       the .strings file the screenshot tool wrote beside each picture
#   i18n-check.py typography SRCDIR
#       the spaces po/GLOSSARY.md asks for: French a no-break space before
#       « : ; ! ? » and « % », German one before „%“, Dutch none (“50%”)
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later

import hashlib
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

results = []


def check(name, problems):
    results.append((name, problems))


def finish():
    failed = 0
    for i, (name, problems) in enumerate(results, 1):
        if problems:
            failed += 1
            print(f"not ok {i} - {name}")
            for p in problems:
                print(f"# {p}")
        else:
            print(f"ok {i} - {name}")
    print(f"1..{len(results)}")
    sys.exit(1 if failed else 0)


# ---- catalogs ----

def unquote(s):
    return bytes(s, "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")


PLURALS = {}


def read_po(path):
    """{(msgctxt, msgid): [msgstr…]} of the translated, non-fuzzy messages;
    PLURALS[path] maps the plural ones to their msgid_plural."""
    entries = {}
    plurals = PLURALS.setdefault(path, {})
    cur = {}
    key = None
    fuzzy = False

    def flush():
        nonlocal cur, fuzzy
        if "msgid" in cur and not fuzzy and not cur.get("obsolete"):
            strs = [cur[k] for k in sorted(k for k in cur if k.startswith("msgstr"))]
            if any(strs):
                entries[(cur.get("msgctxt"), cur["msgid"])] = strs
                if "msgid_plural" in cur:
                    plurals[(cur.get("msgctxt"), cur["msgid"])] = cur["msgid_plural"]
        cur = {}
        fuzzy = False

    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("#~"):
                cur["obsolete"] = True
                continue
            if line.startswith("#,") and "fuzzy" in line:
                if "msgid" in cur:
                    flush()
                fuzzy = True
                continue
            if line.startswith("#") or not line.strip():
                if "msgid" in cur and (line.strip() == "" or line.startswith("#")):
                    if any(k.startswith("msgstr") for k in cur):
                        flush()
                continue
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$', line)
            if m:
                key = m.group(1)
                if key in ("msgctxt", "msgid") and any(k.startswith("msgstr") for k in cur):
                    saved_fuzzy = fuzzy
                    flush()
                    fuzzy = saved_fuzzy
                cur[key] = unquote(m.group(2))
            elif line.startswith('"') and key:
                cur[key] += unquote(line[1:-1])
        flush()
    return entries


def languages(src):
    with open(os.path.join(src, "po", "LINGUAS"), encoding="utf-8") as f:
        return [w for line in f for w in line.split("#")[0].split()]


# ---- mnemonics ----

CONTAINERS_OF_PAGES = {
    "GtkStack", "AdwViewStack", "GtkNotebook", "AdwLeaflet", "AdwSqueezer",
    "AdwCarousel", "AdwPreferencesWindow",
}


def mnemonic(label):
    m = re.search(r"_([^_])", label.replace("__", ""))
    return m.group(1).lower() if m else None


def ui_groups(path):
    """Yields (group path, label) for each label with a mnemonic in a .ui
    file. Labels whose group paths are prefixes of one another can be on
    screen together; pages of a stack, and each menu, get groups of their
    own."""
    tree = ET.parse(path)
    labels = []

    def walk(elem, group, counter):
        for child in elem:
            tag = child.tag
            if tag == "menu":
                # a menu is a popover of its own: its mnemonics are pressed
                # while it is open, without Alt, and only among its items
                counter[0] += 1
                walk_menu(child, (f"menu{counter[0]}",), counter)
                continue
            if tag in ("object", "template"):
                walk(child, group, counter)
                continue
            if tag == "child" and elem.get("class", elem.get("parent", "")) in CONTAINERS_OF_PAGES:
                counter[0] += 1
                walk(child, group + (f"page{counter[0]}",), counter)
                continue
            if tag == "property" and child.get("name") in ("label", "title") and child.get("translatable") in ("yes", "true", "1"):
                if child.text and "_" in child.text:
                    uses = [p for p in elem.findall("property") if p.get("name") in ("use-underline", "use_underline")]
                    if uses and uses[0].text and uses[0].text.strip().lower() in ("true", "yes", "1"):
                        labels.append((group, child.get("context"), child.text))
            walk(child, group, counter)

    def walk_menu(menu, group, counter):
        for child in menu.iter():
            if child is menu:
                continue
            if child.tag == "submenu":
                counter[0] += 1
                for attr in child.findall("attribute"):
                    if attr.get("name") == "label" and attr.get("translatable") == "yes":
                        labels.append((group, attr.get("context"), attr.text))
                walk_menu_items(child, group + (f"submenu{counter[0]}",))
        walk_menu_items(menu, group)

    def walk_menu_items(menu, group):
        for item in menu.iter("item"):
            # items of a nested submenu belong to it, not to this menu
            for attr in item.findall("attribute"):
                if attr.get("name") == "label" and attr.get("translatable") == "yes" and attr.text:
                    if item_owner(menu, item) is menu:
                        labels.append((group, attr.get("context"), attr.text))

    def item_owner(menu, item):
        owner = menu
        for sub in menu.iter("submenu"):
            if item in list(sub.iter("item")):
                owner = sub
        return owner

    walk(tree.getroot(), ("window",), [0])
    return [(g, c, t) for g, c, t in labels if "_" in t]


def interface_files(ui_dir):
    """[(name, path)] of every file of src/ui and its rooms, by name."""
    return sorted((name, os.path.join(root, name))
                  for root, dirs, files in os.walk(ui_dir) for name in files)


def check_mnemonics(src):
    ui_dir = os.path.join(src, "src", "ui")
    uis = sorted(path for name, path in interface_files(ui_dir) if name.endswith(".ui"))
    catalogs = {lang: read_po(os.path.join(src, "po", f"{lang}.po")) for lang in languages(src)}
    catalogs["en"] = {}
    for lang, catalog in sorted(catalogs.items()):
        problems = []
        for ui in uis:
            labels = []
            for group, ctx, text in ui_groups(ui):
                tr = catalog.get((ctx, text), [text])[0]
                key = mnemonic(tr)
                if key is None:
                    if mnemonic(text) is not None and lang != "en":
                        problems.append(f"{os.path.basename(ui)}: “{tr}” has lost the mnemonic of “{text}”")
                    continue
                labels.append((group, key, tr))
            for i, (g1, k1, t1) in enumerate(labels):
                for g2, k2, t2 in labels[i + 1:]:
                    together = g1[:len(g2)] == g2 or g2[:len(g1)] == g1
                    if together and k1 == k2 and t1 != t2:
                        problems.append(f"{os.path.basename(ui)}: “{t1}” and “{t2}” share the mnemonic {k1}")
        check(f"mnemonics: {lang}", problems)


# ---- glossary ----

def read_glossary(src):
    """{lang: [(concept, term, [avoid…])]} from po/GLOSSARY.md."""
    glossary = {}
    lang = None
    with open(os.path.join(src, "po", "GLOSSARY.md"), encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^## .*\((\w+)\)\s*$", line)
            if m:
                lang = m.group(1)
                glossary[lang] = []
                continue
            if lang and line.startswith("|"):
                cells = [c.strip() for c in line.strip().strip("|").split("|")]
                if len(cells) < 3 or cells[0].lower() == "concept" or set(cells[0]) <= set("-: "):
                    continue
                avoid = [a.strip().strip("“”\"'`").lower() for a in cells[2].split(",") if a.strip().strip("—-–")]
                glossary[lang].append((cells[0], cells[1], avoid))
    return glossary


def check_glossary(src):
    glossary = read_glossary(src)
    for lang in languages(src):
        problems = []
        rows = glossary.get(lang, [])
        if len(rows) < 20:
            problems.append(f"po/GLOSSARY.md has {len(rows)} terms for {lang}, fewer than the 20 game concepts it must fix")
        for path in (os.path.join(src, "po", f"{lang}.po"), os.path.join(src, "help", lang, f"{lang}.po")):
            if not os.path.exists(path):
                continue
            # the words a reader sees: no markup (xref ids are not prose)
            texts = [re.sub(r"<[^>]*>", " ", s) for strs in read_po(path).values() for s in strs]
            for concept, term, avoid in rows:
                for word in avoid:
                    pattern = re.compile(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])", re.IGNORECASE)
                    hits = [t for t in texts if pattern.search(t)]
                    if hits:
                        problems.append(f"{os.path.relpath(path, src)}: “{word}” for {concept} (use “{term}”) in {len(hits)} message(s), e.g. “{hits[0][:80]}”")
        check(f"glossary: {lang}", problems)


# ---- plurals ----

NGETTEXT = re.compile(r"\b(g_dngettext|ngettext|g_ngettext|dngettext|eg_npgettext)\s*\(")
DIRECTIVE = re.compile(r"%(?:(\d+)\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L|G_GU?INT64_FORMAT)?([diouxXeEfgGcsp])")


def balanced_args(text, start):
    """The comma-separated arguments of the call whose '(' is at start,
    and the index after its ')'."""
    depth = 0
    args = []
    cur = ""
    i = start
    in_str = False
    while i < len(text):
        c = text[i]
        if in_str:
            cur += c
            if c == "\\":
                cur += text[i + 1]
                i += 1
            elif c == '"':
                in_str = False
        elif c == '"':
            in_str = True
            cur += c
        elif c == "(":
            depth += 1
            if depth > 1:
                cur += c
        elif c == ")":
            depth -= 1
            if depth == 0:
                args.append(cur.strip())
                return args, i + 1
            cur += c
        elif c == "," and depth == 1:
            args.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    return None, len(text)


def c_string(expr):
    parts = re.findall(r'"((?:[^"\\]|\\.)*)"', expr)
    return "".join(parts) if parts else None


def counted_directive(singular, plural):
    """The position (0-based among the directives) of the number the
    counted noun follows: the last directive before the first word that
    differs between the two forms."""
    s_words = singular.split()
    p_words = plural.split()
    offset = 0
    for sw, pw in zip(s_words, p_words):
        if sw != pw:
            break
        offset += len(pw) + 1
    else:
        return None
    before = plural[:offset]
    directives = list(DIRECTIVE.finditer(before))
    if not directives:
        return None
    last = directives[-1]
    if last.group(1):
        return int(last.group(1)) - 1
    return len(directives) - 1


def check_plurals(src):
    problems = []
    calls = 0
    for root, _dirs, files in os.walk(os.path.join(src, "src")):
        for name in sorted(files):
            if not name.endswith(".c"):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, src)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            # eg_npgettext's own prototype and body (a g_dngettext of its
            # arguments) are not calls to check
            wrapper = [(d.start(), text.find("\n}\n", d.start()))
                       for d in re.finditer(r"^eg_npgettext \(", text, re.MULTILINE)]
            for m in NGETTEXT.finditer(text):
                if text[:m.start()].endswith("*") or any(a <= m.start() <= b for a, b in wrapper):
                    continue
                line = text.count("\n", 0, m.start()) + 1
                args, end = balanced_args(text, m.end() - 1)
                if args is None:
                    continue
                if m.group(1) in ("g_dngettext", "dngettext", "eg_npgettext"):
                    args = args[1:]  # the domain, or the context
                if len(args) != 3:
                    problems.append(f"{rel}:{line}: cannot read the ngettext call")
                    continue
                singular, plural, n_expr = c_string(args[0]), c_string(args[1]), args[2]
                calls += 1
                if singular is None or plural is None:
                    problems.append(f"{rel}:{line}: the messages are not literal strings")
                    continue
                position = counted_directive(singular, plural)
                if position is None:
                    problems.append(f"{rel}:{line}: no number stands before the counted noun in “{plural}”")
                    continue
                # the printf-like call the translated format is the first argument of
                j = end
                rest = text[j:]
                following = re.match(r"\s*,", rest)
                if not following:
                    problems.append(f"{rel}:{line}: the format's arguments do not follow the ngettext call")
                    continue
                opening = text.rfind("(", 0, m.start())
                outer, _ = balanced_args(text, opening)
                if outer is None:
                    continue
                index = next((k for k, a in enumerate(outer) if NGETTEXT.search(a)), None)
                if index is None:
                    continue
                format_args = outer[index + 1:]
                if position >= len(format_args):
                    problems.append(f"{rel}:{line}: “{plural}” has more numbers than arguments")
                    continue
                counted = format_args[position]
                n_names = set(re.findall(r"[A-Za-z_][A-Za-z0-9_>.-]*", n_expr))
                if counted.replace(" ", "") != n_expr.replace(" ", "") and not any(
                        re.search(r"(?<![\w>.])" + re.escape(w) + r"(?![\w])", counted) for w in n_names):
                    problems.append(f"{rel}:{line}: “{plural}” counts {counted} but the plural is chosen by {n_expr}")
    if calls == 0:
        problems.append("no ngettext call found: the check is looking in the wrong place")
    check(f"plurals: every ngettext call ({calls}) counts the right number", problems)

    # In each language the noun must follow the same number as in English,
    # or the form is chosen by a number the reader does not see it with.
    for lang in languages(src):
        problems = []
        path = os.path.join(src, "po", f"{lang}.po")
        entries = read_po(path)
        for key, msgid_plural in sorted(PLURALS[path].items(), key=lambda kv: kv[0][1]):
            strs = entries[key]
            english = counted_directive(key[1], msgid_plural)
            if english is None or len(strs) < 2:
                continue
            translated = counted_directive(strs[0], strs[-1])
            if translated is not None and translated != english:
                problems.append(f"po/{lang}.po: “{strs[-1]}” counts another number than “{msgid_plural}”")
        check(f"plurals: {lang} counts the same numbers", problems)


# ---- roles: one msgid, two meanings ----
#
# A heading names a thing ("Play": the gameplay settings), a button label
# says what happens ("Play": start the playback). English uses one word for
# both, most languages two; without a context the catalog can hold only one
# of them. The roles are read from the .ui files and from the calls that set
# a text in the C sources of src/ui.

HEADING, ACTION = "heading or title", "button or action label"
HEADING_STYLES = {"heading", "title", "title-1", "title-2", "title-3", "title-4"}
GETTEXT_CALL = re.compile(r"(?<![\w])(NC_|C_|N_|_)\s*\(")


def is_translatable(elem):
    return elem.get("translatable") in ("yes", "true", "1")


def is_button(cls):
    return cls.endswith("Button") or cls in ("AdwButtonContent", "AdwButtonRow")


def ui_roles(path):
    """[(msgctxt, msgid, role, place)] of the headings and action labels of
    a .ui file, in document order."""
    name = os.path.basename(path)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    found = []
    cursor = {}

    def line_of(text):
        # ElementTree keeps no line numbers: find the text, in order
        needle = ">" + text.replace("&", "&amp;").replace("<", "&lt;") + "<"
        start = cursor.get(text, 0)
        for i in range(start, len(lines)):
            if needle in lines[i]:
                cursor[text] = i + 1
                return i + 1
        return 0

    def add(elem, role):
        if elem.text and is_translatable(elem):
            found.append((elem.get("context"), elem.text, role, f"{name}:{line_of(elem.text)}"))
        elif elem.text:
            line_of(elem.text)

    def object_class(obj):
        return obj.get("parent", "") if obj.tag == "template" else obj.get("class", "")

    def props(obj):
        return {p.get("name", "").replace("_", "-"): (p.text or "").strip() for p in obj.findall("property")}

    def property_role(obj, prop):
        cls = object_class(obj)
        what = prop.get("name", "").replace("_", "-")
        if what == "title":
            p = props(obj)
            if cls == "GtkShortcutsShortcut":
                return ACTION
            activatable = p.get("activatable", "").lower() in ("true", "yes", "1")
            if cls in ("AdwActionRow", "AdwButtonRow") and (activatable or "action-name" in p or "activatable-widget" in p):
                return ACTION
            return HEADING
        if what == "heading":
            return HEADING
        if what == "label":
            if is_button(cls):
                return ACTION
            styles = {c.get("name") for st in obj.findall("style") for c in st.findall("class")}
            if cls == "GtkLabel" and styles & HEADING_STYLES:
                return HEADING
        if what in ("tooltip-text", "tooltip-markup") and is_button(cls):
            return ACTION
        return None

    def walk(elem, obj):
        for child in elem:
            if child.tag in ("object", "template"):
                walk(child, child)
            elif child.tag == "property" and obj is not None:
                role = property_role(obj, child)
                if role and child.text:
                    add(child, role)
                elif child.text:
                    line_of(child.text)
                walk(child, obj)
            elif child.tag == "accessibility" and obj is not None:
                for prop in child.findall("property"):
                    if prop.get("name") == "label" and prop.text:
                        if is_button(object_class(obj)):
                            add(prop, ACTION)
                        else:
                            line_of(prop.text)
            elif child.tag == "responses":
                for response in child:
                    add(response, ACTION)
            elif child.tag in ("item", "submenu", "section"):
                for attr in child.findall("attribute"):
                    if attr.get("name") == "label":
                        add(attr, HEADING if child.tag == "section" else ACTION)
                walk(child, obj)
            else:
                walk(child, obj)

    walk(ET.parse(path).getroot(), None)
    return found


# Calls of src/ui that set a text: (function, argument index or None for
# any, role, what the first argument must name, if anything: a tooltip or
# an accessible name is a button's label only on a button, a label is a
# heading only when it is the title)
C_ROLES = [
    (r"gtk_button_set_label|gtk_(toggle_|check_)?button_new_with_(label|mnemonic)", None, ACTION, None),
    (r"adw_toast_set_button_label|adw_message_dialog_add_response|g_menu_(append|insert|prepend)|g_menu_item_new", None, ACTION, None),
    (r"gtk_widget_set_tooltip_(text|markup)|eg_ui_set_accessible", 1, ACTION, r"button"),
    (r"gtk_label_set_(label|text|markup)", 1, HEADING, r"title|heading"),
    (r"gtk_window_set_title|adw_window_title_set_title|adw_status_page_set_title", 1, HEADING, None),
    (r"adw_preferences_(group|page|row)_set_title|adw_message_dialog_set_heading|adw_message_dialog_new", 1, HEADING, None),
    (r"gtk_file_chooser_native_new", 0, HEADING, None),
    (r"gtk_file_chooser_native_new", 3, ACTION, None),
    (r"gtk_file_chooser_native_new", 4, ACTION, None),
    # the project's own helpers
    (r"row_button|eg_round_end_view_set_primary", 1, ACTION, None),
    (r"eg_ui_question_new", 1, HEADING, None),
    (r"eg_ui_question_new", 4, ACTION, None),
    (r"eg_ui_question_new", 6, ACTION, None),
    (r"eg_application_show_error|add_row", 1, HEADING, None),
]


def c_calls(text):
    """Yields (position, macro, enclosing call) for each gettext macro
    call (_, N_, C_, NC_) in C source text, skipping comments and
    literals; the enclosing call is [function name, position of its
    "(", index of the argument the macro stands in], or None."""
    stack = []  # [name, open position, argument index]
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            i = text.find("*/", i + 2)
            i = n if i < 0 else i + 2
            continue
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
            continue
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c == "(":
            m = re.search(r"([A-Za-z_]\w*)\s*$", text[max(0, i - 80):i])
            name = m.group(1) if m else ""
            if GETTEXT_CALL.match(text, i - len(m.group(0)) if m else i) and m:
                outer = next((f for f in reversed(stack) if f[0]), None)
                yield (i - len(m.group(0)), name, outer)
            stack.append([name, i, 0])
        elif c == ")" and stack:
            stack.pop()
        elif c == "," and stack:
            stack[-1][2] += 1
        i += 1


def c_roles(path):
    """[(msgctxt, msgid, role, place)] of the headings and action labels
    set from a C source file."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    found = []
    for start, macro, outer in c_calls(text):
        if outer is None:
            continue
        args, _ = balanced_args(text, text.index("(", start))
        if not args:
            continue
        ctx = c_string(args[0]) if macro in ("C_", "NC_") and len(args) == 2 else None
        msgid = c_string(args[-1])
        if msgid is None:
            continue  # _(step->title): its N_() string has no role of its own
        func, opening, index = outer
        outer_args, _ = balanced_args(text, opening)
        first = outer_args[0] if outer_args else ""
        for pattern, at, role, names in C_ROLES:
            if not re.fullmatch(pattern, func) or (at is not None and at != index):
                continue
            if names and not re.search(names, first, re.IGNORECASE):
                continue
            line = text.count("\n", 0, start) + 1
            found.append((ctx, msgid, role, f"{os.path.basename(path)}:{line}"))
            break
    return found


def role_conflicts(ui_dir):
    """Problems: each msgid (with its context) used in both roles."""
    uses = {}
    for name, path in interface_files(ui_dir):
        if name.endswith(".ui"):
            found = ui_roles(path)
        elif name.endswith(".c"):
            found = c_roles(path)
        else:
            continue
        for ctx, msgid, role, place in found:
            uses.setdefault((ctx, msgid), {}).setdefault(role, []).append(place)
    problems = []
    for (ctx, msgid), roles in sorted(uses.items(), key=lambda kv: (kv[0][1], kv[0][0] or "")):
        if len(roles) > 1:
            where = "; ".join(f"{role}: {', '.join(places)}" for role, places in sorted(roles.items()))
            label = f"“{msgid}”" + (f" (context “{ctx}”)" if ctx else "")
            problems.append(f"{label} is a {HEADING} and a {ACTION} — give one a context ({where})")
    return problems


SELF_TEST_UI = """<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <object class="AdwPreferencesGroup">
    <property name="title" translatable="yes">Play</property>
    <property name="description" translatable="yes">Resume</property>
  </object>
  <object class="GtkLabel">
    <property name="label" translatable="yes">Replay</property>
    <style><class name="title-4"/></style>
  </object>
  <object class="GtkLabel">
    <property name="label" translatable="yes">Resume</property>
  </object>
  <object class="GtkButton">
    <property name="label" translatable="yes"{context}>Play</property>
    <property name="tooltip-text" translatable="yes">Resume</property>
  </object>
</interface>
"""

SELF_TEST_C = """static void
update (Sample *self)
{
  /* the row's button: "Replay" ( */
  gtk_widget_set_tooltip_text (self->replay_button, self->on ? _("Pause (P)") : %s);
  gtk_label_set_label (self->status, _("Resume"));
  gtk_label_set_label (self->title_label, _("Replay"));
}
"""


def check_roles(src):
    import tempfile
    expected = ["“Play”", "“Replay”"]
    with tempfile.TemporaryDirectory() as tmp:
        def sample(context, replay):
            with open(os.path.join(tmp, "sample.ui"), "w", encoding="utf-8") as f:
                f.write(SELF_TEST_UI.replace("{context}", context))
            with open(os.path.join(tmp, "sample.c"), "w", encoding="utf-8") as f:
                f.write(SELF_TEST_C % replay)
            return role_conflicts(tmp)
        both = sample("", '_("Replay")')
        fixed = sample(' context="playback"', 'C_("button", "Replay")')
    problems = []
    if [p.split(" ")[0] for p in both] != expected:
        problems.append(f"on a sample that uses “Play” and “Replay” in both roles it found: {both or 'nothing'}")
    if fixed:
        problems.append(f"on the sample with contexts it still found: {fixed}")
    check("roles: the check finds a heading and a button label sharing a msgid (self-test)", problems)
    check("roles: no msgid is both a heading and a button or action label without a context",
          role_conflicts(os.path.join(src, "src", "ui")))


# ---- the shortcuts window ----

# the longest line that, beside the other column, fits 1000 pixels (the
# French "Se déplacer ou battre en retraite vers la gauche" is 48)
SHORTCUT_LINE_MAX = 48


def check_shortcuts(src):
    path = os.path.join(src, ui_path(src, "eg-shortcuts-window.ui"))
    lines = []
    for obj in ET.parse(path).getroot().iter("object"):
        if obj.get("class") != "GtkShortcutsShortcut":
            continue
        for prop in obj.findall("property"):
            if prop.get("name") in ("title", "subtitle") and is_translatable(prop):
                lines.append((prop.get("context"), prop.text))
    catalogs = {lang: read_po(os.path.join(src, "po", f"{lang}.po")) for lang in languages(src)}
    catalogs["en"] = {}
    for lang, catalog in sorted(catalogs.items()):
        problems = []
        for ctx, text in lines:
            tr = catalog.get((ctx, text), [text])[0]
            if len(tr) > SHORTCUT_LINE_MAX:
                problems.append(f"“{tr}” has {len(tr)} characters: make it shorter, or move a part to a subtitle")
        check(f"shortcuts window: every line fits, {lang} ({len(lines)} lines)", problems)


# ---- quotes: the guide says what the game shows ----

PLACEHOLDER = re.compile(r"%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?[diouxXeEfgGcsp]")
# The quote marks each language's help puts around a message of the game.
QUOTE_MARKS = {"en": [("“", "”")], "nl": [("“", "”"), ("‘", "’")], "fr": [("«", "»")],
               "de": [("„", "“")]}
# An English label that names several messages with different translations
# (the same word as a button and as a title): the one the guide means.
GUI_CONTEXT = {"Replay": "recent matches button"}
# Labels of other programs the guide sends the reader to (GNOME Settings).
OTHER_PROGRAMS = {"Reduce Animation", "Accessibility"}


def plain(text):
    """A message as it shows on screen: no mnemonic, one space, %% as %."""
    text = re.sub(r"_(?=\w)", "", text) if "%" not in text or "_" not in text.split("%")[0] else text
    return " ".join(text.replace("%%", "\x00").split()).strip()


class Template:
    """A message of the interface; its placeholders stand for anything."""

    def __init__(self, text):
        parts = PLACEHOLDER.split(plain(text))
        self.parts = [p.replace("\x00", "%") for p in parts]
        self.literal = sum(len(p.strip()) for p in self.parts)

    def matches(self, quote, before=False, after=False):
        """Whether QUOTE is this message (with anything for the placeholders,
        "…" in the quote for anything too); BEFORE/AFTER: the quote is an
        excerpt, text left out before/after it."""
        if self.literal < 4:
            return False
        rx = [re.escape(p) for p in self.parts]
        q = re.escape(quote).replace(re.escape("…"), "…")

        def fits(pattern):
            return re.fullmatch(pattern, quote.replace("…", "\x01"), re.S) is not None

        def piece(p):
            return p.replace(re.escape("…"), "(?:.+?|\x01)")
        rx = [piece(p) for p in rx]
        lead = "(?:.*?)" if before else ""
        if fits(lead + "(?:.+?|\x01)".join(rx)):
            return True
        if after:
            for k in range(1, len(rx) + 1):
                if fits(lead + "(?:.+?|\x01)".join(rx[:k]) + ".*"):
                    return True
        return False


def interface_templates(src, lang):
    """[(ctx, msgid, Template of what LANG shows)] of po/LANG.po (en: msgids)."""
    path = os.path.join(src, "po", ("fr" if lang == "en" else lang) + ".po")
    out = []
    for (ctx, msgid), strs in read_po(path).items():
        plural = PLURALS[path].get((ctx, msgid))
        shown = [msgid] + ([plural] if plural else []) if lang == "en" else strs
        for s in shown:
            if s.strip():
                out.append((ctx, msgid, Template(s)))
    return out


def source_literals(src):
    """Strings of src/ shown untranslated (names of languages, marks)."""
    found = set()
    for root, _, files in os.walk(os.path.join(src, "src")):
        for name in files:
            if name.endswith((".c", ".ui")):
                with open(os.path.join(root, name), encoding="utf-8") as f:
                    text = f.read()
                found.update(re.findall(r'"((?:[^"\\\n]|\\.)*)"', text))
                found.update(re.findall(r">([^<>\n]{1,40})</item>", text))
                found.update(re.findall(r">([^<>\n]{1,40})</property>", text))
    return found


def help_quotes(text, lang):
    """[(kind, text)] of a help message: its <gui> labels and quoted messages."""
    out = [("gui", plain(re.sub(r"<[^>]*>", "", m.group(1))))
           for m in re.finditer(r"<gui(?:\s[^>]*)?>(.*?)</gui>", text, re.S)]
    bare = re.sub(r"<[^>]*>", "", text)
    for left, right in QUOTE_MARKS[lang]:
        for m in re.finditer(re.escape(left) + r"\s*([^" + left + right + r"]+?)\s*" + re.escape(right), bare):
            out.append(("quote", plain(m.group(1))))
    return out


def joined(quote, separators, found):
    """Whether QUOTE is one message or several joined (sentences, or the
    choices of a square joined by the interface's own " or "): FOUND
    (part, first, last) gives the messages a part shows, or []."""
    seps = "|".join(re.escape(s) for s in separators if s.strip())
    tokens = re.split(r"((?<=[.!?])\s+(?=\S)" + (f"|{seps}" if seps else "") + ")", quote)
    words, glue = tokens[0::2], tokens[1::2]
    best = {0: []}
    for end in range(1, len(words) + 1):
        for start in range(end):
            if start not in best:
                continue
            part = words[start] + "".join(glue[k] + words[k + 1] for k in range(start, end - 1))
            hits = found(part, start == 0, end == len(words))
            if hits:
                best[end] = best[start] + hits
                break
    return best.get(len(words), [])


def quote_found(quote, templates, separators):
    """The (ctx, msgid) pairs whose messages QUOTE shows, or [] if it is
    not the interface's: "…" at an end marks an excerpt."""
    before, after = quote.startswith("…"), quote.endswith("…")
    core = quote.strip("… ").strip() or quote

    def found(part, first, last):
        # the message with the most of its own words: "%s: %s" fits every
        # line with a colon, "Hint: %s (Enter plays it)" only the hint
        hits = [(t.literal, c, m) for c, m, t in templates
                if t.matches(part, before and first, after and last)]
        most = max((n for n, _, _ in hits), default=0)
        return [(c, m) for n, c, m in hits if n == most]
    return joined(core, separators, found)


def check_quotes(src):
    literals = source_literals(src)
    en = interface_templates(src, "en")
    label_problems = []
    # English: the labels and quotes of every page, by the help's catalog
    # (its msgids are the pages' text, one per paragraph)
    langs = languages(src)
    help_catalogs = {lang: read_po(os.path.join(src, "help", lang, f"{lang}.po"))
                     for lang in langs if os.path.exists(os.path.join(src, "help", lang, f"{lang}.po"))}
    paragraphs = sorted({msgid for cat in help_catalogs.values() for (_, msgid) in cat})
    meant = {}   # English quote → [(ctx, msgid)] it shows, or "literal"
    for para in paragraphs:
        for kind, quote in help_quotes(para, "en"):
            if quote in meant:
                continue
            if kind == "gui":
                hits = [(c, m) for c, m, t in en if t.matches(quote) or plain(m) == quote]
                exact = [(c, m) for c, m in hits if plain(m) == quote]
                hits = exact or hits
                if quote in GUI_CONTEXT:
                    hits = [(c, m) for c, m in hits if c == GUI_CONTEXT[quote]]
            else:
                hits = quote_found(quote, en, [" or "])
            if hits:
                meant[quote] = hits
            elif quote.strip("… ") in literals:
                meant[quote] = "literal"
            elif quote in OTHER_PROGRAMS:
                meant[quote] = None
            else:
                label_problems.append(f"help/C: “{quote}” ({kind}) is not a message of the interface")
                meant[quote] = None
    check(f"quotes: en ({len(meant)} labels and messages)", label_problems)

    for lang in langs:
        if lang not in help_catalogs:
            continue
        ui = read_po(os.path.join(src, "po", f"{lang}.po"))
        plurals = PLURALS[os.path.join(src, "po", f"{lang}.po")]
        shown = {}
        for key, strs in ui.items():
            shown[key] = [Template(s) for s in strs if s.strip()]
        separators = [s.strip() and s for s in ui.get((None, " or "), [" or "])]
        problems = []
        ambiguous = set()
        for (_, para), strs in help_catalogs[lang].items():
            if not para.strip():
                continue
            translated = help_quotes(strs[0], lang)
            for kind, quote in help_quotes(para, "en"):
                hits = meant.get(quote)
                if not hits:
                    continue
                if hits == "literal":
                    if not any(q == quote for _, q in translated):
                        problems.append(f"“{quote}” is shown as is, but the {lang} help does not quote it so: “{para[:60]}…”")
                    continue
                versions = {t.parts.__str__() for key in hits for t in shown.get(key, [])}
                if kind == "gui" and len(versions) > 1 and quote not in GUI_CONTEXT:
                    ambiguous.add(f"“{quote}” names {len(hits)} messages translated differently in {lang}: add the one meant to GUI_CONTEXT")
                sep = [ui.get((None, " or "), [" or "])[0]]
                mine = [t for key in hits for t in shown.get(key, [])]
                ok_ = False
                for tkind, tq in translated:
                    if kind == "gui":
                        found = any(t.matches(tq) or plain("".join(t.parts)) == tq for t in mine)
                    else:
                        b, a = tq.startswith("…"), tq.endswith("…")
                        found = joined(tq.strip("… ").strip() or tq, sep, lambda part, first, last: [
                            t for t in mine if t.matches(part, b and first, a and last)])
                    if found:
                        ok_ = True
                        break
                if not ok_:
                    want = " / ".join(sorted({"".join(t.parts) if len(t.parts) == 1 else "…".join(t.parts)
                                              for key in hits for t in shown.get(key, [])}))[:120]
                    got = ", ".join(f"“{q}”" for _, q in translated)[:160] or "nothing"
                    problems.append(f"help/{lang}/{lang}.po: “{quote}” should read “{want}”; the translation quotes {got}")
        check(f"quotes: {lang}", sorted(ambiguous) + problems)


# ---- register ----

def read_register(src):
    """{lang: [word…]}: the words of each language's "Register check" line."""
    out = {}
    lang = None
    with open(os.path.join(src, "po", "GLOSSARY.md"), encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^## .*\((\w+)\)\s*$", line)
            if m:
                lang = m.group(1)
            m = re.search(r"Register check[^:]*:\s*never (.*)", line)
            if lang and m:
                out[lang] = [w.strip(" .“”„\"'").lower() for w in m.group(1).split(",") if w.strip(" .")]
    return out


def check_register(src):
    register = read_register(src)
    for lang in languages(src):
        problems = []
        words = register.get(lang, [])
        if not words:
            problems.append(f"po/GLOSSARY.md sets no “Register check: never …” line for {lang}")
        for path in (os.path.join(src, "po", f"{lang}.po"), os.path.join(src, "help", lang, f"{lang}.po")):
            if not os.path.exists(path):
                continue
            for (ctx, msgid), strs in read_po(path).items():
                if not msgid:
                    continue
                for text in strs:
                    # prose only: no markup, no code, no placeholders
                    prose = re.sub(r"<(code|cmd|input|output|screen|file|sys)>.*?</\1>", " ", text, flags=re.S)
                    prose = re.sub(r"<[^>]*>|%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?[a-zA-Z]", " ", prose)
                    for word in words:
                        if re.search(r"(?<![\w’'-])" + re.escape(word) + r"(?![\w’'-])", prose, re.IGNORECASE):
                            problems.append(f"{os.path.relpath(path, src)}: “{word}” breaks the register in “{' '.join(prose.split())[:90]}”")
                            break
        check(f"register: {lang} ({len(words)} words)", problems)


# ---- placeholders: sentences whose grammar depends on what fills them ----

PRINTF = re.compile(r"\b(g_strdup_printf|g_string_append_printf|g_string_printf|g_snprintf|"
                    r"g_set_error|g_printerr|g_print|g_fprintf|fprintf|printf)\s*\(")
TRANSLATED = re.compile(r"\b(C_|NC_|_|N_|g_dpgettext2|ngettext|g_dngettext|eg_npgettext)\s*\(")
NAME_ARG = re.compile(r"(^|[_>.])(name|opponent|player|winner|loser|attacker|defender|mover|"
                      r"acting|other|left_name|right_name)(\s*\)|$)|get_name\s*\(")
COUNTED = re.compile(r"eg_describe_(?:cards|counted)\s*\([^;]*EG_COUNTED_(HELD|WITH)")
# The samples a sentence is rendered with: the computer's name (its
# translation of "Computer"), a person's, and one and two cards.
PEOPLE = ["Bob", "Ada"]
COUNTED_SAMPLE = {"HELD": [("held", 1), ("held", 2)], "WITH": [("with", 1), ("with", 2)]}


def arg_kind(expr, body):
    """NAME, HELD, WITH or None: what fills a placeholder, from its argument
    and the assignments of the function it is in."""
    m = COUNTED.search(expr)
    if m:
        return m.group(1)
    ident = expr.strip().lstrip("*&")
    if re.fullmatch(r"\w+", ident):
        m = re.search(r"\b" + re.escape(ident) + r"\s*=\s*(eg_describe_(?:cards|counted)\s*\([^;]*);", body)
        if m:
            c = COUNTED.search(m.group(1))
            if c:
                return c.group(1)
    if NAME_ARG.search(expr.strip()):
        return "NAME"
    return None


def filled_messages(src):
    """[(msgids, {placeholder index (from 0): kind}, where)] of the
    translated formats of src/ whose arguments are names or counted phrases."""
    out = []
    for root, _, files in os.walk(os.path.join(src, "src")):
        for name in sorted(files):
            if not name.endswith(".c"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            bodies = re.split(r"\n}\n", text)
            for body in bodies:
                for m in PRINTF.finditer(body):
                    args, _ = balanced_args(body, body.index("(", m.end() - 1))
                    if not args:
                        continue
                    fmt = next((i for i, a in enumerate(args) if TRANSLATED.search(a)), None)
                    if fmt is None:
                        continue
                    call = TRANSLATED.search(args[fmt])
                    inner, _ = balanced_args(args[fmt], args[fmt].index("(", call.end() - 1))
                    strings = [unquote(c_string(a)) for a in inner or [] if c_string(a) is not None]
                    if call.group(1) in ("C_", "NC_", "g_dpgettext2", "eg_npgettext"):
                        strings = strings[1:]
                    kinds = {}
                    for k, a in enumerate(args[fmt + 1:]):
                        kind = arg_kind(a, body)
                        if kind:
                            kinds[k] = kind
                    if strings and kinds:
                        line = text[:text.index(body)].count("\n") + body[:m.start()].count("\n") + 1
                        out.append((strings, kinds, f"{os.path.relpath(path, src)}:{line}"))
    return out


def render(fmt, values):
    """FMT with each directive replaced by values[its argument index]."""
    seq = 0

    def sub(m):
        nonlocal seq
        if m.group(0) == "%%":
            return "%"
        idx = int(m.group(1)) - 1 if m.group(1) else seq
        seq += 1
        return values.get(idx, "7")
    return re.sub(r"%%|" + DIRECTIVE.pattern, sub, fmt)


ELIDED = ("que", "de", "le", "la", "ne", "se", "lorsque", "puisque", "jusque", "presque")
DATIVE = ("mit", "von", "aus", "bei", "nach", "zu", "außer", "gegenüber", "samt")


def check_placeholders(src):
    messages = filled_messages(src)
    for lang in languages(src):
        catalog = read_po(os.path.join(src, "po", f"{lang}.po"))
        by_msgid = {}
        for (ctx, msgid), strs in catalog.items():
            by_msgid.setdefault(msgid, []).append((ctx, strs))
        computer = catalog.get((None, "Computer"), ["Computer"])[0]
        counted = {}
        for (ctx, msgid), strs in catalog.items():
            if ctx in ("held", "with") and "%" in msgid:
                counted.setdefault(ctx, []).append(strs)
        problems = []
        rendered = 0
        for strings, kinds, where in messages:
            found = [strs for ctx, strs in by_msgid.get(strings[0], [])]
            for strs in found:
                for fmt in strs:
                    for person in [computer] + PEOPLE:
                        for n in (1, 2):
                            values = {}
                            for k, kind in kinds.items():
                                if kind == "NAME":
                                    values[k] = person
                                else:
                                    values[k] = f"\x02{kind.lower()}{n}\x03"
                            text = render(fmt, values)
                            rendered += 1
                            problems.extend(f"{where}: {p}: “{' '.join(text.split())[:100]}”"
                                            for p in grammar(lang, text, computer))
        check(f"placeholders: {lang} ({len(messages)} sentences, {rendered} renderings)", sorted(set(problems)))


def grammar(lang, text, computer):
    out = []
    if lang == "fr":
        for m in re.finditer(r"(?i)(?<![\w’'])(" + "|".join(ELIDED) + r")\s+([\wÀ-ÿ\x02][\w\x03]*)", text):
            word = m.group(2).lstrip("\x02")
            first = word[:1].lower()
            if first in "aeiouyéèêàâîôûh" and not word.startswith(("held2", "with2")) or word.startswith(("held1", "with1")):
                out.append(f"« {m.group(1)} » before « {'un 4' if word.startswith(('held1', 'with1')) else word} »: elide it, or put the name elsewhere")
        for m in re.finditer(r"(?i)(?<![\w’'])(qu|d|l|lorsqu|puisqu|jusqu|s)[’']([\w\x02][\w\x03]*)", text):
            word = m.group(2).lstrip("\x02")
            if word[:1].lower() not in "aeiouyéèêàâîôûh" and not word.startswith(("held1", "with1")):
                out.append(f"« {m.group(1)}’ » before « {word} »: no elision before a consonant")
    if lang == "de":
        for m in re.finditer(r"(?:(\w+)\s+)?(\w+)\s+\x02(held|with)\d\x03", text):
            before, word, form = m.group(1) or "", m.group(2), m.group(3)
            # the preposition, or the one before an adverb: „mit genau zwei 4ern“
            dative = before.lower() in DATIVE or word.lower() in DATIVE
            if form == "held" and dative:
                out.append(f"„{before + ' ' if before else ''}{word}“ takes the dative, but the code passes "
                           f"the held form (EG_COUNTED_HELD): „mit eine 2“, „mit zwei 2er“")
            if form == "with" and not dative:
                out.append(f"the dative form (EG_COUNTED_WITH, „zwei 2ern“) after „{word}“, which does not take it")
    return out


# ---- figures and screenshots: what each was rendered from ----

FIGURE_MANIFESTS = ["help/figures.json", "data/screenshots/manifest.json"]
# Screenshots another tool renders (tests/replay-tool.c), which does not
# write what it was rendered from: not checked.
UNRECORDED_SCREENSHOTS = {"replay"}


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def read_strings_file(path):
    """(drawn keys, seen keys, texts on screen, widget types) of a .strings file."""
    drawn, seen, texts, types = [], [], [], []

    def field(f):
        return re.sub(r"\\(.)", lambda m: {"t": "\t", "n": "\n"}.get(m.group(1), m.group(1)), f)
    with open(path, encoding="utf-8") as f:
        for line in f:
            kind, *fields = line.rstrip("\n").split("\t")
            fields = [field(x) for x in fields]
            if kind in ("drawn", "seen"):
                (drawn if kind == "drawn" else seen).append((fields[0] or None, fields[1]))
            elif kind == "text":
                texts.append(fields[0])
            elif kind == "type":
                types.append(fields[0])
    return drawn, seen, texts, types


CATALOGS = {}


def message_forms(src, lang, key):
    """The forms of message KEY (ctx, msgid) as LANG shows it now, or None
    if the interface has no such message."""
    path = os.path.join(src, "po", ("fr" if lang == "en" else lang) + ".po")
    if path not in CATALOGS:
        CATALOGS[path] = read_po(path)
    catalog = CATALOGS[path]
    if key not in catalog:
        return None
    if lang == "en":
        plural = PLURALS[path].get(key)
        return [key[1]] + ([plural] if plural else [])
    return catalog[key]


def ui_path(src, name):
    """The path of NAME under src/ui/, in whichever room of it holds it."""
    for root, dirs, files in sorted(os.walk(os.path.join(src, "src", "ui"))):
        if name in files:
            return os.path.relpath(os.path.join(root, name), src)
    return os.path.join("src", "ui", name)


def ui_files(src, types):
    """{path: sha256} of the .ui files of the classes TYPES and the style sheet."""
    out = {}
    for t in types:
        name = re.sub(r"(?<!^)(?=[A-Z])", "-", t).lower() + ".ui"
        path = ui_path(src, name)
        if os.path.exists(os.path.join(src, path)):
            out[path] = sha256(os.path.join(src, path))
    for name in sorted(os.listdir(os.path.join(src, "src", "ui"))):
        if name.endswith(".css"):
            out[f"src/ui/{name}"] = sha256(os.path.join(src, "src", "ui", name))
    return out


def shows(template, text):
    """Whether TEXT on screen is the message TEMPLATE, or holds it as one
    or several of its sentences."""
    if len(template.parts) == 1:
        return plain(template.parts[0]) == text
    sentences = re.split(r"(?<=[.!?])\s+(?=\S)", text)
    return any(template.matches(" ".join(sentences[i:j]))
               for i in range(len(sentences)) for j in range(i + 1, len(sentences) + 1))


FIGURE_REF = re.compile(r"""(msgid (?:""\n)?"external ref='(figures/[^']+)' (?:"\n")?md5=')([0-9a-f]{32})"""
                        r"""('"\nmsgstr (?:""\n)?"external ref='figures/[^']+' (?:"\n")?md5=')([0-9a-f]{32})'""")


def md5(path):
    if not os.path.exists(path):
        return None
    with open(path, "rb") as f:
        return hashlib.md5(f.read()).hexdigest()


def figure_refs(src, lang):
    """[(figure, md5 in the msgid, md5 in the msgstr)] of help/LANG/LANG.po:
    itstool names each figure of help/C with its MD5, and the translation
    names that language's own."""
    with open(os.path.join(src, "help", lang, f"{lang}.po"), encoding="utf-8") as f:
        return [(m.group(2), m.group(3), m.group(5)) for m in FIGURE_REF.finditer(f.read())]


def sync_figure_refs(src, lang):
    """Writes the MD5s of today's figures into help/LANG/LANG.po."""
    path = os.path.join(src, "help", lang, f"{lang}.po")
    with open(path, encoding="utf-8") as f:
        text = f.read()

    def sub(m):
        return (m.group(1) + md5(os.path.join(src, "help", "C", m.group(2))) + m.group(4)
                + md5(os.path.join(src, "help", lang, m.group(2))) + "'")
    with open(path, "w", encoding="utf-8") as f:
        f.write(FIGURE_REF.sub(sub, text))


def record_figures(src, manifest, lang, pairs):
    if manifest == "help/figures.json" and lang != "C":
        sync_figure_refs(src, lang)
    lang = "en" if lang == "C" else lang
    path = os.path.join(src, manifest)
    entries = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            entries = json.load(f)
    cache = {}
    for pair in pairs:
        strings_file, png = pair.split("=", 1)
        drawn, seen, texts, types = read_strings_file(strings_file)
        keys = set(drawn)
        # of the messages looked up so far, those on screen in this picture
        for key in seen:
            if key in keys:
                continue
            if key not in cache:
                forms = message_forms(src, lang, key)
                cache[key] = forms and [Template(f) for f in forms if f.strip()]
            templates = cache[key]
            if not templates:
                continue
            if any(shows(t, plain(text)) for text in texts for t in templates):
                keys.add(key)
        strings = []
        for key in sorted(keys, key=lambda k: (k[0] or "", k[1])):
            forms = message_forms(src, lang, key)
            if forms is not None:
                strings.append([key[0], key[1], forms])
        rel = os.path.relpath(png, src)
        entries[rel] = {"language": lang, "sha256": sha256(png), "strings": strings,
                        "ui": ui_files(src, types)}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(entries, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")


def check_figures(src):
    help_langs = ["C"] + [lang for lang in languages(src)
                          if os.path.exists(os.path.join(src, "help", lang, f"{lang}.po"))]
    figures = sorted(n[:-4] for n in os.listdir(os.path.join(src, "help", "C", "figures")) if n.endswith(".png"))
    screenshots = sorted(n[:-4] for n in os.listdir(os.path.join(src, "data", "screenshots")) if n.endswith(".png"))
    wanted = {f"help/{lang}/figures/{name}.png" for lang in help_langs for name in figures}
    wanted |= {f"data/screenshots/{name}.png" for name in screenshots
               if name.rsplit("-", 1)[0] not in UNRECORDED_SCREENSHOTS}
    entries = {}
    for manifest in FIGURE_MANIFESTS:
        path = os.path.join(src, manifest)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                entries.update(json.load(f))
    rerender = "render it again: build-aux/dev figures (help) or build-aux/dev screenshots (metainfo)"
    for group, prefix in (("help figures", "help/"), ("metainfo screenshots", "data/")):
        problems = []
        n_strings = 0
        for png in sorted(w for w in wanted if w.startswith(prefix)):
            entry = entries.get(png)
            if entry is None:
                problems.append(f"{png}: not in a manifest ({', '.join(FIGURE_MANIFESTS)}): {rerender}")
                continue
            if not os.path.exists(os.path.join(src, png)) or sha256(os.path.join(src, png)) != entry["sha256"]:
                problems.append(f"{png}: not the picture its manifest entry was rendered with: {rerender}")
            for ctx, msgid, forms in entry["strings"]:
                n_strings += 1
                now = message_forms(src, entry["language"], (ctx, msgid))
                if now != forms:
                    said = "is gone from the interface" if now is None else f"now reads “{' | '.join(now)[:80]}”"
                    where = f" ({ctx})" if ctx else ""
                    problems.append(f"{png} shows “{' | '.join(forms)[:80]}”{where}, which {said}: {rerender}")
            for ui, digest in sorted(entry["ui"].items()):
                if not os.path.exists(os.path.join(src, ui)) or sha256(os.path.join(src, ui)) != digest:
                    problems.append(f"{png} was built from an older {ui}: {rerender}")
        if prefix == "help/":
            for lang in help_langs[1:]:
                for figure, of_c, of_lang in figure_refs(src, lang):
                    if (of_c, of_lang) != (md5(os.path.join(src, "help", "C", figure)),
                                           md5(os.path.join(src, "help", lang, figure))):
                        problems.append(f"help/{lang}/{lang}.po names {figure} by an MD5 that is not "
                                        f"today's figure's: {rerender}")
        count = len([w for w in wanted if w.startswith(prefix)])
        check(f"figures current: {group} ({count} pictures, {n_strings} messages)", problems)


# ---- typography: the no-break spaces the glossary asks for ----

# language: [(what, pattern of the fault)]: a plain space where the
# glossary wants U+00A0 (code, markup and the command line's own words
# left out)
TYPOGRAPHY = {
    "fr": [("a no-break space before « : ; ! ? »", re.compile(r"(?<=[^\s\u00a0]) [:;!?](?=[\s»)]|$)")),
           ("a no-break space before « % »", re.compile(r"(?<=\d|[su]) %%"))],
    "de": [("a no-break space before „%“", re.compile(r"(?<=\d|[su]) %%"))],
    "nl": [("no space before “%”", re.compile(r"(?<=\d|[su])[ \u00a0]%%"))],
}


def check_typography(src):
    for lang in languages(src):
        rules = TYPOGRAPHY.get(lang, [])
        problems = []
        for path in (os.path.join(src, "po", f"{lang}.po"), os.path.join(src, "help", lang, f"{lang}.po")):
            if not os.path.exists(path):
                continue
            for (ctx, msgid), strs in read_po(path).items():
                if not msgid or ctx == "_":
                    continue
                for text in strs:
                    prose = re.sub(r"<(code|cmd|input|output|screen|file|sys)>.*?</\1>", "", text, flags=re.S)
                    for what, fault in rules:
                        if fault.search(prose):
                            problems.append(f"{os.path.relpath(path, src)}: {what}: “{' '.join(prose.split())[:90]}”")
        check(f"typography: {lang} ({len(rules)} rules)", problems)


def main():
    checks = {"mnemonics": check_mnemonics, "glossary": check_glossary, "plurals": check_plurals,
              "roles": check_roles, "shortcuts": check_shortcuts,
              "quotes": check_quotes, "register": check_register,
              "placeholders": check_placeholders, "figures": check_figures,
              "typography": check_typography}
    if len(sys.argv) >= 5 and sys.argv[1] == "record-figures":
        record_figures(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:])
        return
    if len(sys.argv) != 3 or sys.argv[1] not in checks:
        print(__doc__ or "usage: i18n-check.py mnemonics|glossary|plurals|roles|shortcuts|quotes|register|placeholders|figures|typography SRCDIR", file=sys.stderr)
        sys.exit(2)
    what, src = sys.argv[1], sys.argv[2]
    checks[what](src)
    finish()


if __name__ == "__main__":
    main()
