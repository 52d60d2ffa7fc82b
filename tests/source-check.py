#!/usr/bin/env python3
# source-check.py — what .editorconfig and STYLE.md promise of the C files
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: source-check.py TOPDIR           check src/ and tests/, list every fault
#        source-check.py --self-test TOPDIR
#                                         prove the check can fail: on a
#                                         temporary copy, each planted fault
#                                         must be reported
#
# The promises:
# - every .c file of src/ defines G_LOG_DOMAIN before anything else is
#   included, as "en-garde-FOLDER" for the file's folder (src/main.c:
#   "en-garde"), so that G_MESSAGES_DEBUG=en-garde-logs shows one layer;
# - no line of a .c or .h file (src/, tests/) is longer than
#   .editorconfig's max_line_length, except a line that holds a long
#   string literal (a sentence kept whole for its translators or a
#   test's expected text);
# - no .c or .h file of src/ has more than MAX_LINES lines, except the
#   files of TO_SPLIT; every file over the limit is listed, allowed or not;
# - README.md stays a page a newcomer reads: at most README_LINES lines
#   (the details live in RESULTS.md, the guide and the files' comments).

import os
import re
import shutil
import sys
import tempfile

DOMAIN = re.compile(r'^#define G_LOG_DOMAIN "([^"]*)"', re.M)
FIRST_INCLUDE = re.compile(r'^#\s*include', re.M)
LONG_LITERAL = re.compile(r'"(?:[^"\\]|\\.){60,}"')

MAX_LINES = 1000
README_LINES = 220
# Over the limit today, each to be split (issue 31): an entry goes when
# its file is split, and one whose file is within the limit is a fault,
# so that the list only shrinks.
TO_SPLIT = set()


def max_line_length(top):
    """max_line_length of the [*.{c,h}] section of .editorconfig."""
    section = None
    with open(os.path.join(top, ".editorconfig"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line.startswith("["):
                section = line
            elif section == "[*.{c,h}]" and line.startswith("max_line_length"):
                return int(line.split("=")[1])
    raise SystemExit(".editorconfig: no max_line_length for [*.{c,h}]")


def c_files(top):
    for folder in ("src", "tests"):
        for root, dirs, files in os.walk(os.path.join(top, folder)):
            dirs.sort()
            for name in sorted(files):
                if name.endswith((".c", ".h")):
                    yield os.path.join(root, name)


def long_files(top):
    """(path relative to top, lines) of each .c or .h file of src/ over MAX_LINES."""
    found = []
    for path in c_files(top):
        rel = os.path.relpath(path, top).replace(os.sep, "/")
        if not rel.startswith("src/"):
            continue
        with open(path, encoding="utf-8") as f:
            n = sum(1 for _ in f)
        if n > MAX_LINES:
            found.append((rel, n))
    return found


def faults(top):
    found = []
    with open(os.path.join(top, "README.md"), encoding="utf-8") as f:
        n_readme = len(f.read().splitlines())
    if n_readme > README_LINES:
        found.append(f"README.md: {n_readme} lines, more than {README_LINES}: move details where they belong")
    long = dict(long_files(top))
    for rel, n in sorted(long.items()):
        if rel not in TO_SPLIT:
            found.append(f"{rel}: {n} lines, more than {MAX_LINES}: split it along a seam")
    for rel in sorted(TO_SPLIT):
        if os.path.exists(os.path.join(top, rel)) and rel not in long:
            found.append(f"{rel}: within {MAX_LINES} lines: take it off TO_SPLIT in {os.path.basename(__file__)}")
    limit = max_line_length(top)
    src = os.path.join(top, "src")
    for path in c_files(top):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        rel = os.path.relpath(path, top)
        if path.endswith(".c") and os.path.commonpath([src, path]) == src:
            parts = os.path.relpath(path, src).split(os.sep)
            want = "en-garde" if len(parts) == 1 else "en-garde-" + parts[0]
            domain = DOMAIN.search(text)
            include = FIRST_INCLUDE.search(text)
            if domain is None:
                found.append(f"{rel}: no G_LOG_DOMAIN (want “{want}”)")
            elif domain.group(1) != want:
                found.append(f"{rel}: G_LOG_DOMAIN is “{domain.group(1)}”, want “{want}” for its folder")
            elif include is not None and include.start() < domain.start():
                found.append(f"{rel}: G_LOG_DOMAIN is defined after an include")
        for number, line in enumerate(text.splitlines(), 1):
            if len(line) > limit and not LONG_LITERAL.search(line):
                found.append(f"{rel}:{number}: {len(line)} characters, more than {limit}")
    return found


def self_test(top):
    """Plant one fault of each kind in a copy; each must be reported."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "top")
        os.makedirs(copy)
        shutil.copy(os.path.join(top, ".editorconfig"), copy)
        shutil.copy(os.path.join(top, "README.md"), copy)
        shutil.copytree(os.path.join(top, "src"), os.path.join(copy, "src"))
        shutil.copytree(os.path.join(top, "tests"), os.path.join(copy, "tests"),
                        ignore=lambda d, names: [n for n in names if not n.endswith((".c", ".h")) and
                                                 not os.path.isdir(os.path.join(d, n))])
        if faults(copy):
            print("not ok - the copy is clean before planting")
            return 1
        plants = []

        def plant(rel, old, new, why):
            path = os.path.join(copy, rel)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            assert old in text, (rel, old)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text.replace(old, new, 1))
            plants.append((rel, why))

        plant("src/logs/eg-autosave.c", '"en-garde-logs"', '"en-garde-model"', "G_LOG_DOMAIN is")
        plant("src/engine/eg-round.c", "#define G_LOG_DOMAIN", "#define G_LOG_DOMAIN_X", "no G_LOG_DOMAIN")
        plant("src/ai/eg-ai.c", '#define G_LOG_DOMAIN "en-garde-ai"\n',
              '#include <stdio.h>\n#define G_LOG_DOMAIN "en-garde-ai"\n', "after an include")
        plant("tests/test-rules.c", "#include \"config.h\"\n",
              "#include \"config.h\"\nstatic int planted_variable_with_a_long_name = " +
              " + ".join(["planted_term"] * 12) + ";\n", "characters, more than")
        plant("src/logs/eg-match-index.c", "#include \"config.h\"\n",
              "#include \"config.h\"\n" + "\n" * MAX_LINES, "lines, more than")
        plant("README.md", "# En Garde\n", "# En Garde\n" + "\n" * README_LINES, "README.md: ")
        reported = faults(copy)
        status = 0
        for rel, why in plants:
            if any(r.startswith(rel) and why in r for r in reported):
                print(f"ok - a planted fault in {rel} is reported ({why})")
            else:
                print(f"not ok - a planted fault in {rel} is not reported ({why})")
                status = 1
        return status


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-test":
        return self_test(argv[2])
    if len(argv) != 2:
        print(__doc__ or "usage: source-check.py [--self-test] TOPDIR", file=sys.stderr)
        return 2
    for rel, n in long_files(argv[1]):
        if rel in TO_SPLIT:
            print(f"{rel}: {n} lines, more than {MAX_LINES} (allowed until it is split)")
    found = faults(argv[1])
    for fault in found:
        print(fault)
    print(f"{len(found)} faults" if found else "the C files keep their promises")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
