#!/usr/bin/env python3
# api-check.py — no test scaffolding in the shipped code
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: api-check.py TOPDIR              check src/ against tests/, list
#                                         every fault
#        api-check.py --self-test TOPDIR  prove the check can fail: on a
#                                         temporary copy, each planted
#                                         fault must be reported, and a
#                                         use through a macro or a .ui file
#                                         must not be
#
# The promise (issue 31): every function declared in a header of src/ is
# used by src/ itself. One that only tests/ calls is scaffolding that
# ships; one that nothing calls is dead code. Both are faults.
#
# A use is any mention of the name in the code of src/ (.c and .h, comments
# and strings left out) other than its own declarations, its definition
# and its own body (a recursive call does not keep a function alive), or
# in a .ui file of src/ (a template's callback). A name mentioned only in
# the body of a macro is used where the macro is; so are the names that
# G_DECLARE_*_TYPE (EG_FOO, EG_IS_FOO … call eg_foo_get_type) and
# G_DEFINE_AUTOPTR_CLEANUP_FUNC (g_autoptr (Type) calls its function)
# stand for. A name passed by pointer (G_CALLBACK (eg_foo), a table of
# functions, G_DEFINE_BOXED_TYPE's copy and free) is a mention, so a use.
# A type's eg_foo_get_type() is left out: its use is the type system's.


import os
import re
import shutil
import sys
import tempfile

# Comments and literals of C, blanked (newlines kept, for line numbers)
C_NOISE = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
XML_COMMENT = re.compile(r"<!--.*?-->", re.S)
IDENT = re.compile(r"[A-Za-z_]\w*")
OURS = re.compile(r"eg_\w+")
DEFINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(\w+)(\([^)]*\))?(.*)$")
DECLARE_TYPE = re.compile(r"\bG_DECLARE_(?:FINAL|DERIVABLE|INTERFACE)_TYPE\s*\(\s*\w+\s*,\s*(\w+)\s*,\s*(\w+)\s*,\s*(\w+)")
AUTOPTR = re.compile(r"\bG_DEFINE_AUTOPTR_CLEANUP_FUNC\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)")
AUTO_USE = re.compile(r"\bg_auto(?:ptr|list|slist|queue)\s*\(\s*(\w+)\s*\)")


def blank(match):
    return re.sub(r"[^\n]", " ", match.group(0))


def walk(top, exts):
    for root, dirs, files in os.walk(top):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(exts):
                yield os.path.join(root, name)


def split_macros(text):
    """(code without its preprocessor lines, {macro: its body})"""
    macros = {}
    code = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith("#"):
            whole = [line]
            while whole[-1].endswith("\\") and i + 1 < len(lines):
                i += 1
                whole.append(lines[i])
            m = DEFINE.match(" ".join(part.rstrip("\\") for part in whole))
            if m:
                macros.setdefault(m.group(1), []).append(m.group(3))
            code.extend([""] * len(whole))
        else:
            code.append(line)
        i += 1
    return "\n".join(code), macros


class Unit:
    """One file of C: what it declares and what it mentions."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            text = C_NOISE.sub(blank, f.read())
        self.path = path
        self.code, self.macros = split_macros(text)
        # a cleanup function is used where g_autoptr () holds its type,
        # not where it is named for it (see self.generated)
        self.autoptr = AUTOPTR.findall(self.code)
        self.code = AUTOPTR.sub(blank, self.code)
        self.declared = {}       # name → line
        self.mentions = []       # names mentioned outside their own declarations and body
        braces = parens = 0
        owner = None             # the function whose body this is
        candidate = None         # the last name declared at file scope
        for m in re.finditer(r"[{}()]|[A-Za-z_]\w*|;", self.code):
            token = m.group(0)
            if token == "{":
                if braces == 0:
                    owner = candidate
                braces += 1
            elif token == "}":
                braces = max(0, braces - 1)
                if braces == 0:
                    owner = candidate = None
            elif token == "(":
                parens += 1
            elif token == ")":
                parens = max(0, parens - 1)
            elif token == ";":
                if braces == 0:
                    candidate = None
            elif token.startswith("eg_"):
                after = self.code[m.end():m.end() + 80].lstrip()
                if braces == 0 and parens == 0 and after.startswith("("):
                    line = self.code.count("\n", 0, m.start()) + 1
                    self.declared.setdefault(token, line)
                    candidate = token
                elif token != owner:
                    self.mentions.append(token)
            else:
                self.mentions.append(token)
        self.generated = {}      # pseudo-macro → names it stands for
        for m in DECLARE_TYPE.finditer(self.code):
            prefix, module, name = m.groups()
            get_type = prefix + "_get_type"
            for macro in (f"{module}_{name}", f"{module}_IS_{name}", f"{module}_{name}_CLASS",
                          f"{module}_IS_{name}_CLASS", f"{module}_{name}_GET_CLASS",
                          f"{module}_{name}_GET_IFACE"):
                self.generated.setdefault(macro, []).append(get_type)
        for type_name, cleanup in self.autoptr:
            self.generated.setdefault("g_autoptr:" + type_name, []).append(cleanup)
        self.mentions.extend("g_autoptr:" + t for t in AUTO_USE.findall(self.code))


def used_names(units, extra_mentions, macros):
    """Every name the mentions reach, through macros as often as needed."""
    reached = set()
    todo = list(extra_mentions)
    for unit in units:
        todo.extend(unit.mentions)
    while todo:
        name = todo.pop()
        if name in reached:
            continue
        reached.add(name)
        for body in macros.get(name, ()):
            todo.extend(IDENT.findall(body) if isinstance(body, str) else body)
    return reached


def analyse(top):
    """({name: header}, names src/ uses, names tests/ use)"""
    src = os.path.join(top, "src")
    tests = os.path.join(top, "tests")
    src_units = [Unit(p) for p in walk(src, (".c", ".h"))]
    declared = {}
    macros = {}
    for unit in src_units:
        for name, body in unit.macros.items():
            macros.setdefault(name, []).extend(body)
        for name, names in unit.generated.items():
            macros.setdefault(name, []).append(names)
        if unit.path.endswith(".h"):
            for name in unit.declared:
                if name.endswith("_get_type"):
                    continue
                declared.setdefault(name, os.path.relpath(unit.path, top).replace(os.sep, "/"))
    ui_mentions = []
    for path in walk(src, (".ui",)):
        with open(path, encoding="utf-8") as f:
            ui_mentions.extend(OURS.findall(XML_COMMENT.sub("", f.read())))
    in_src = used_names(src_units, ui_mentions, macros)

    # what tests declare or define at file scope is no call
    test_units = [Unit(p) for p in walk(tests, (".c", ".h"))]
    test_mentions = []
    for path in walk(tests, (".py", ".sh")):
        if os.path.basename(path) == os.path.basename(__file__):
            continue
        with open(path, encoding="utf-8") as f:
            test_mentions.extend(IDENT.findall(f.read()))
    in_tests = used_names(test_units, test_mentions, macros)
    return declared, in_src, in_tests


def faults(top):
    declared, in_src, in_tests = analyse(top)
    found = []
    test_only = set()
    for name, header in sorted(declared.items()):
        if name in in_src:
            continue
        if name in in_tests:
            test_only.add(name)
            found.append(f"{header}: {name} is called only from tests/: let the tests "
                         f"go the game's way, or move it into tests/")
        else:
            found.append(f"{header}: {name} is called from nowhere: remove it")
    return found, declared, test_only


def self_test(top):
    """Plant faults in a copy of src/ and tests/; each must be reported."""
    status = 0

    def say(ok, what):
        nonlocal status
        print(("ok - " if ok else "not ok - ") + what)
        if not ok:
            status = 1

    with tempfile.TemporaryDirectory(prefix="eg-api-") as tmp:
        copy = os.path.join(tmp, "top")
        shutil.copytree(os.path.join(top, "src"), os.path.join(copy, "src"))
        shutil.copytree(os.path.join(top, "tests"), os.path.join(copy, "tests"),
                        ignore=shutil.ignore_patterns("data", "fuzz", "a11y"))
        before = faults(copy)[0]
        say(not any("planted" in f for f in before), "nothing is reported of the plants before planting")

        def plant(rel, old, new):
            path = os.path.join(copy, rel)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            assert old in text, (rel, old)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text.replace(old, new, 1))

        def append(rel, text):
            with open(os.path.join(copy, rel), "a", encoding="utf-8") as f:
                f.write(text)

        # one function only a test calls, one nothing calls
        append("src/engine/eg-round.h",
               "\nguint eg_round_planted_for_tests (const EgRound *round);\n"
               "\nvoid\neg_round_planted_dead (EgRound *round);\n")
        append("src/engine/eg-round.c",
               "\nguint\neg_round_planted_for_tests (const EgRound *round)\n{\n"
               "  return round->next_card;\n}\n"
               "\nvoid\neg_round_planted_dead (EgRound *round)\n{\n"
               "  /* eg_round_planted_dead (round) in a comment is no call */\n"
               "  if (round->next_card > 100)\n    eg_round_planted_dead (round);\n}\n")
        plant("tests/test-rules.c", "int\nmain (", "static guint\nplanted (const EgRound *round)\n{\n"
              "  return eg_round_planted_for_tests (round);\n}\n\nint\nmain (")
        # used only through a macro, and only from a .ui file: not faults
        append("src/model/eg-match.h",
               "\n#define EG_MATCH_PLANTED_QUARK (eg_match_planted_quark ())\n"
               "GQuark eg_match_planted_quark (void);\n"
               "void eg_match_planted_on_clicked (void);\n"
               "typedef struct _EgPlanted EgPlanted;\n"
               "void eg_match_planted_free (EgPlanted *planted);\n"
               "G_DEFINE_AUTOPTR_CLEANUP_FUNC (EgPlanted, eg_match_planted_free)\n"
               "typedef struct _EgPlantedUnused EgPlantedUnused;\n"
               "void eg_match_planted_unused_free (EgPlantedUnused *planted);\n"
               "G_DEFINE_AUTOPTR_CLEANUP_FUNC (EgPlantedUnused, eg_match_planted_unused_free)\n")
        append("src/model/eg-match.c",
               "\nGQuark\neg_match_planted_quark (void)\n{\n  return 1;\n}\n"
               "\nvoid\neg_match_planted_on_clicked (void)\n{\n}\n"
               "\nvoid\neg_match_planted_free (EgPlanted *planted)\n{\n}\n"
               "\nvoid\neg_match_planted_unused_free (EgPlantedUnused *planted)\n{\n}\n"
               "\nstatic GQuark\nplanted_use (void)\n{\n  g_autoptr(EgPlanted) planted = NULL;\n\n"
               "  return EG_MATCH_PLANTED_QUARK;\n}\n")
        ui = next(walk(os.path.join(copy, "src"), (".ui",)))
        plant(os.path.relpath(ui, copy), "</interface>",
              '<object class="GtkButton"><signal name="clicked" '
              'handler="eg_match_planted_on_clicked"/></object>\n</interface>')

        found = faults(copy)[0]
        say(any("eg_round_planted_for_tests is called only from tests/" in f for f in found),
            "a planted function only a test calls is reported")
        say(any("eg_round_planted_dead is called from nowhere" in f for f in found),
            "a planted function nothing calls (but itself) is reported")
        say(not any("eg_match_planted_quark" in f for f in found),
            "a function used through a macro is not reported")
        say(not any("eg_match_planted_on_clicked" in f for f in found),
            "a callback named in a .ui file is not reported")
        say(not any("eg_match_planted_free" in f for f in found),
            "a cleanup function that g_autoptr () calls is not reported")
        say(any("eg_match_planted_unused_free is called from nowhere" in f for f in found),
            "a cleanup function of a type no g_autoptr () holds is reported")

    return status


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-test":
        return self_test(argv[2])
    if len(argv) != 2:
        print(__doc__ or "usage: api-check.py [--self-test] TOPDIR", file=sys.stderr)
        return 2
    found, declared, test_only = faults(argv[1])
    outside = [n for n in test_only if not declared[n].startswith("src/ui/")]
    print(f"{len(declared)} functions declared in src/; called only from tests/: "
          f"{len(test_only)} ({len(outside)} outside src/ui/)")
    for fault in found:
        print(fault)
    print(f"{len(found)} faults" if found else "no test scaffolding in src/")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
