#!/usr/bin/env python3
# layers-check.py — the folders of src/ include only downwards
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: layers-check.py SRCDIR          check the tree, list every fault
#        layers-check.py --self-test SRCDIR
#                                        prove the check can fail: on a
#                                        temporary copy of SRCDIR, each
#                                        planted fault must be reported
#
# The layers, lowest first (STYLE.md): engine ← ai ← model ← logs,
# analysis ← ui, cli. A file may include headers of its own folder and
# of lower layers; two folders of one rank (logs and analysis, ui and
# cli) do not include each other. Below src/ui nothing includes GTK,
# GDK, GSK or libadwaita. src/main.c stands with the interface.
#
# The build puts every core folder on the include path, so includes
# name a header alone ("eg-match.h"): the folder is found by where the
# header lives. Headers of no folder (config.h, generated ones, system
# headers) are not layered.

import os
import re
import shutil
import sys
import tempfile

RANK = {"engine": 0, "ai": 1, "model": 2, "logs": 3, "analysis": 3, "ui": 4, "cli": 4}
TOOLKIT = re.compile(r"#\s*include\s*<(gtk|gdk|gsk|adwaita|graphene)[/.]")
QUOTED = re.compile(r'#\s*include\s*"([^"]+)"')
VIEWERS = ("ui", "cli")
UI_ROOM_RANK = {"common": 0, "table": 1, "replay": 2, "dialogs": 3, "": 4}
APPLICATION_HEADER = re.compile(r"^eg-application[\w-]*\.h$")
# Includes of eg-application*.h outside the application's files, allowed
# for a while (none today): an entry goes when its include goes, so that
# the list only shrinks.
KNOWS_APPLICATION = set()
HIDDEN = re.compile(
    r"\b(?:round|record|state|step)\w*\s*(?:->|\.)\s*(?:round\s*(?:->|\.)\s*)?(?:hand|deck)\b"
    r"|\)\s*->\s*(?:hand|deck)\b"
    r"|\b(?:eg_match_get_view|eg_round_get_hand|eg_replay_get_full_state_at)\s*\("
    r'|#\s*include\s*"eg-replay-private\.h"')


def folder_of(path, src):
    rel = os.path.relpath(path, src).split(os.sep)
    # src/main.c: the program's entry, the interface's rank
    return rel[0] if len(rel) > 1 else "ui"


def ui_room_of(path, src):
    """The room of src/ui/ a file lives in ("" for src/ui/ itself and
    src/main.c), or None outside src/ui/."""
    rel = os.path.relpath(path, src).split(os.sep)
    if len(rel) == 1:
        return ""
    if rel[0] != "ui":
        return None
    return rel[1] if len(rel) > 2 else ""


def ui_faults(path, src, rel, number, header, ui_home):
    """The faults of one include between files of the interface."""
    found = []
    own = ui_room_of(path, src)
    name = os.path.basename(header)
    target = ui_home.get(name)
    if own is None or target is None:
        return found
    allowed = rel.replace(os.sep, "/") in KNOWS_APPLICATION and APPLICATION_HEADER.match(name)
    if own not in UI_ROOM_RANK:
        return [f"{rel}: a room of src/ui/ the layers do not know ({own}/); "
                f"add it to UI_ROOM_RANK in {os.path.basename(__file__)}"]
    if allowed:
        return found
    if target in UI_ROOM_RANK and UI_ROOM_RANK[target] > UI_ROOM_RANK[own]:
        found.append(f"{rel}:{number}: ui/{own + '/' if own else ''} includes {header} of "
                     f"ui/{target + '/' if target else ''}, a higher room")
    elif (target == "" and APPLICATION_HEADER.match(name)
            and not os.path.basename(path).startswith("eg-application")
            and os.path.relpath(path, src) != "main.c"):
        found.append(f"{rel}:{number}: includes {header}: only the application's files know "
                     f"its type (use app.* actions, settings, signals or properties)")
    return found


def sources(src):
    for root, dirs, files in os.walk(src):
        dirs.sort()
        for name in sorted(files):
            if name.endswith((".c", ".h")):
                yield os.path.join(root, name)


def faults(src):
    """Every include that breaks the layers, as 'file:line: why'."""
    home = {}
    for path in sources(src):
        if path.endswith(".h"):
            home.setdefault(os.path.basename(path), folder_of(path, src))
    ui_home = {}
    for path in sources(src):
        if path.endswith(".h") and ui_room_of(path, src) is not None:
            ui_home.setdefault(os.path.basename(path), ui_room_of(path, src))
    unknown = sorted(set(map(lambda p: folder_of(p, src), sources(src))) - set(RANK))
    found = [f"{os.path.join(src, u)}: a folder the layers do not know; add it to RANK "
             f"in {os.path.basename(__file__)}" for u in unknown]

    for allowed in sorted(KNOWS_APPLICATION):
        path = os.path.join(os.path.dirname(src), allowed)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                if not re.search(r'#\s*include\s*"eg-application[\w-]*\.h"', f.read()):
                    found.append(f"{allowed}: no longer includes eg-application*.h: take it off "
                                 f"KNOWS_APPLICATION in {os.path.basename(__file__)}")
    for path in sources(src):
        own = folder_of(path, src)
        if own not in RANK:
            continue
        rel = os.path.relpath(path, os.path.dirname(src))
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                hidden = HIDDEN.search(line) if own in VIEWERS else None
                if hidden:
                    found.append(f"{rel}:{number}: {own}/ reads hidden cards directly "
                                 f"({hidden.group(0).strip()}); ask eg-knowledge.h with a viewer")
                if RANK[own] < RANK["ui"] and TOOLKIT.search(line):
                    found.append(f"{rel}:{number}: {own}/ includes the toolkit "
                                 f"({line.strip()}); only ui/ may")
                m = QUOTED.search(line)
                if not m:
                    continue
                target = home.get(os.path.basename(m.group(1)))
                if target == own == "ui":
                    found.extend(ui_faults(path, src, rel, number, m.group(1), ui_home))
                if target is None or target == own:
                    continue
                if RANK[target] > RANK[own]:
                    found.append(f"{rel}:{number}: {own}/ includes {m.group(1)} of {target}/, "
                                 f"a higher layer")
                elif RANK[target] == RANK[own]:
                    found.append(f"{rel}:{number}: {own}/ includes {m.group(1)} of {target}/, "
                                 f"its neighbour of the same rank")
    return found


# Faults planted by --self-test: (file under SRCDIR, line added, what the
# report must name)
PLANTED = [
    ("engine/eg-round.c", '#include "eg-match.h"', "a higher layer"),
    ("ai/eg-ai.c", '#include "eg-window.h"', "a higher layer"),
    ("model/eg-match.c", "#include <gtk/gtk.h>", "includes the toolkit"),
    ("logs/eg-match-log.c", "#include <adwaita.h>", "includes the toolkit"),
    ("logs/eg-match-log.c", '#include "eg-replay.h"', "same rank"),
    ("analysis/eg-replay.c", '#include "eg-statistics.h"', "same rank"),
    ("cli/eg-cli.c", '#include "eg-board.h"', "same rank"),
    ("ui/eg-window.c", "static int peek (const EgRound *round) { return round->hand[1][5]; }",
     "hidden cards"),
    ("ui/replay/eg-replay-view.c", "static int peek (const EgReplayStep *state) { return state->round.deck[0]; }",
     "hidden cards"),
    ("cli/eg-cli-show.c", "static void peek (EgMatch *m, EgView *v) { eg_match_get_view (m, 1, v); }",
     "hidden cards"),
    ("ui/table/eg-board.c", '#include "eg-window.h"', "higher room"),
    ("ui/replay/eg-replay-view.c", '#include "eg-recent-matches.h"', "higher room"),
    ("ui/common/eg-ui-utils.c", '#include "eg-card.h"', "higher room"),
    ("ui/dialogs/eg-help.c", '#include "eg-application.h"', "higher room"),
    ("ui/eg-window-actions.c", '#include "eg-application-private.h"', "know its type"),
    ("ui/eg-window-table.c", "static int peek (EgMatch *m) { return eg_match_get_round_record (m, 0)->deck[3]; }",
     "hidden cards"),
]


def self_test(src):
    failures = []
    clean = faults(src)
    if clean:
        failures.append("the tree itself is not clean:\n  " + "\n  ".join(clean))
    with tempfile.TemporaryDirectory(prefix="eg-layers-") as tmp:
        for rel, line, why in PLANTED:
            copy = os.path.join(tmp, "src")
            shutil.rmtree(copy, ignore_errors=True)
            shutil.copytree(src, copy)
            target = os.path.join(copy, rel)
            if not os.path.exists(target):
                failures.append(f"cannot plant a fault: no src/{rel}")
                continue
            with open(target, "a", encoding="utf-8") as f:
                f.write("\n" + line + "\n")
            report = faults(copy)
            if not any(rel in r and why.split()[-1] in r for r in report):
                failures.append(f"planted {line!r} in src/{rel}: not reported "
                                f"(got {report or 'nothing'})")
            else:
                print(f"ok: {line} in src/{rel} is reported")
    return failures


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-test":
        failures = self_test(os.path.abspath(argv[2]))
    elif len(argv) == 2:
        failures = faults(os.path.abspath(argv[1]))
    else:
        print(__doc__ or "usage: layers-check.py [--self-test] SRCDIR", file=sys.stderr)
        return 2
    for f in failures:
        print(f, file=sys.stderr)
    if not failures:
        print("the layers hold" if len(argv) == 2 else "every planted fault was reported")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
