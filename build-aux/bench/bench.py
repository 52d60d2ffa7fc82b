#!/usr/bin/env python3
# bench.py — the figures of `build-aux/dev bench`, each beside its reference
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: bench.py BUILDDIR [STAGE…]   (an optimised build tree of this
#     checkout, already built; build-aux/dev bench does both). STAGE, any of
#     engine startup match logs recent hostile ai analysis timings: those alone
#     (startup: launch to first frame and memory after it; match: memory
#     after a full match in the interface); instructions (callgrind, not
#     in a full run) or instructions_recent (Recent Matches only; the
#     renderers in EG_BENCH_RENDERERS, "cairo,gl" by default).
#
# Prints one table and writes BUILDDIR/bench.json. A figure whose piece of
# the project does not exist yet is printed as "n/a (not built yet)" and is
# null in the JSON: nothing is estimated or made up.

import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.join(TOP, "build-aux", "bench")
NA = "n/a (not built yet)"
FAILED = "failed (see notes)"
NOT_RUN = "not run (stage not chosen)"

STARTUP_RUNS = 12          # launches of each program, interleaved
LOG_ROUNDS = 500           # rounds in the log the log figures are taken on
LOG_RUNS = 10              # runs of validate and of xmllint
HOSTILE_RUNS = 3           # runs of validate on each hostile file (the fastest counts)
HOSTILE_MS_PER_MIB = 100   # the goal: refused or loaded within this per MiB of input
HOSTILE_MAX_RSS_MB = 50    # … and within this much memory (the whole process)
AI_LEVELS = ["random", "easy", "medium", "hard"]
AI_BUDGET_S = 30.0         # time to spend on each computer level at most
AI_MAX_MATCHES = 20
SEED = 20261122
RECENT_SAVES = 500         # saved matches Recent Matches opens on
RECENT_RUNS = 9
MATCH_LEFT, MATCH_RIGHT = "hard", "medium"   # the full match played in the interface
CORE_DIRS = ("engine", "ai", "model", "logs", "analysis")   # src/ folders of libengarde-core
REPLAY_STEP_GOAL_MS = 16   # a replay step within one frame
ENGINE_INSTRUCTIONS_GOAL = 3000   # instructions per random round (2,923 on 2026-11-28)
ANALYSE_MATCHES = 4        # matches of hard against hard that `analyse` rates
ANALYSE_MS_PER_ACTION_GOAL = 20   # processor time per action rated (a match of 90 in < 2 s)
# The timings the unit tests leave to the bench (they run them under -m perf
# and print "# min perf: KEY=VALUE" through g_test_minimized_result):
# test program, test path, and per figure its goal in ms and what it is.
TIMED_TESTS = [
    ("test-ai", "/en-garde/ai/perf", {
        "ai_cancel_ms": (100, "computer: a search stops this soon after its cancellation (worst of 6)"),
        "ai_master_cpu_ms": (1000, "computer, master: processor time of one decision (budget)"),
        "ai_master_wall_ms": (2000, "computer, master: wall-clock time of that decision (bound)"),
    }),
    ("test-match-log", "/en-garde/match-log/hostile/huge-file", {
        "log_huge_refused_ms": (1000, "logs: a 1 GiB sparse file refused (never read)"),
    }),
]


def say(msg):
    print(f"\033[1m==> {msg}\033[0m", file=sys.stderr, flush=True)


def read_hook(path):
    """The lines eg-bench-hook.so wrote: {word: [values]}, the last of each."""
    lines = {}
    if os.path.exists(path):
        for line in open(path):
            word, *values = line.split()
            lines[word] = [int(v) if v.lstrip("-").isdigit() else v for v in values]
    return lines


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


class Bench:
    def __init__(self, build):
        self.build = os.path.abspath(build)
        self.out = os.path.join(self.build, "bench")
        os.makedirs(self.out, exist_ok=True)
        self.tmp = tempfile.mkdtemp(prefix="eg-bench-")
        self.cli = os.path.join(self.build, "src", "cli", "en-garde-cli")
        self.app = os.path.join(self.build, "src", "ui", "en-garde")
        self.results = {}
        self.notes = []
        self.failed = set()
        self.ran = set()            # the stages chosen for this run
        self.xvfb = None
        self.one_core = ["taskset", "-c", "0"] if shutil.which("taskset") else []

    # ---------------------------------------------------------------- helpers

    def compile(self, name, sources, pkgs, extra=(), variants=([],)):
        """Builds a helper; tries each list of extra flags in turn."""
        exe = os.path.join(self.out, name)
        flags = run(["pkg-config", "--cflags", "--libs"] + pkgs)
        if flags.returncode != 0:
            return None
        for variant in variants:
            cmd = (["cc", "-O2", "-g", "-o", exe] + list(variant) + list(extra)
                   + sources + flags.stdout.split() + ["-lm", "-ldl"])
            r = run(cmd)
            if r.returncode == 0:
                return exe, variant
        self.notes.append(f"{name} did not build:\n{r.stderr.strip()[-2000:]}")
        return None

    def app_env(self, **extra):
        env = dict(os.environ)
        env.pop("GSK_RENDERER", None)    # GTK's choice unless a run sets one
        home = os.path.join(self.tmp, "home")
        env.update({
            "GTK_A11Y": "none",
            "NO_AT_BRIDGE": "1",
            "GSETTINGS_BACKEND": "memory",
            "GSETTINGS_SCHEMA_DIR": os.path.join(self.build, "data"),
            "EN_GARDE_LOCALEDIR": os.path.join(self.build, "po"),
            "XDG_DATA_DIRS": os.path.join(self.build, "data", "share") + ":/usr/local/share:/usr/share",
            "XDG_DATA_HOME": os.path.join(home, "data"),
            "XDG_CONFIG_HOME": os.path.join(home, "config"),
            "XDG_CACHE_HOME": os.path.join(home, "cache"),
            "XDG_STATE_HOME": os.path.join(home, "state"),
            # No session bus: both programs run as plain, non-unique
            # applications, and a running copy of the game is not disturbed.
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=" + os.path.join(self.tmp, "no-bus"),
            "LC_ALL": "C.UTF-8",
        })
        env.update(extra)
        return env

    # ----------------------------------------------------------------- engine

    def engine(self):
        say("Engine: random rounds per second on one core")
        r = run(self.one_core + [self.cli, "bench", "--json", "--seconds", "3"])
        data = json.loads(r.stdout)
        self.results["engine_rounds_per_second"] = data["rounds_per_second"]
        # the wall-clock rate counts the time other programs held the core
        self.results["engine_rounds_per_cpu_second"] = data.get("rounds_per_cpu_second")
        self.results["engine_mean_actions_per_round"] = data["mean_actions_per_round"]

        say("Engine: instructions per round under callgrind")
        if not shutil.which("valgrind"):
            self.results["engine_instructions_per_round"] = None
            self.notes.append("valgrind is not installed: no instruction count")
            return
        n = 100000

        def instructions(rounds):
            r = run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                     self.cli, "bench", "--rounds", str(rounds)])
            m = re.search(r"Collected\s*:\s*(\d+)", r.stderr)
            if r.returncode != 0 or not m:
                raise RuntimeError("callgrind failed:\n" + r.stderr[-2000:])
            return int(m.group(1))

        base = instructions(1)
        full = instructions(n + 1)
        self.results["engine_instructions_per_round"] = round((full - base) / n)
        if self.results["engine_instructions_per_round"] > ENGINE_INSTRUCTIONS_GOAL:
            self.notes.append(f"engine: {self.results['engine_instructions_per_round']:,} instructions "
                              f"per round, over its goal of {ENGINE_INSTRUCTIONS_GOAL:,}")

    # --------------------------------------------------------------- start-up

    def start_xvfb(self):
        read, write = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24",
             "-nolisten", "tcp", "-noreset"],
            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as f:
            display = f.readline().strip()
        if not display:
            raise RuntimeError("Xvfb did not start")
        self.display = ":" + display

    def launch(self, exe, renderer=None, timeout=60):
        """Runs exe under the hook; returns the hook's lines as a dict."""
        out = os.path.join(self.tmp, "hook.out")
        if os.path.exists(out):
            os.unlink(out)
        # no saved match: the first frame is the welcome page
        self.write_settings("")
        shutil.rmtree(os.path.join(self.tmp, "home", "data", "en-garde"), ignore_errors=True)
        env = self.app_env(DISPLAY=self.display, LD_PRELOAD=self.hook,
                           EG_BENCH_OUT=out, EG_BENCH_SETTLE_MS="300",
                           GSETTINGS_BACKEND="keyfile")
        if renderer:
            env["GSK_RENDERER"] = renderer
        t0 = time.monotonic_ns() // 1000
        p = subprocess.Popen([exe], env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True)
        try:
            _, err = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            p.kill()
            p.communicate()
            return None
        lines = read_hook(out)
        if p.returncode != 0 or "frame" not in lines:
            self.notes.append(f"{os.path.basename(exe)} exited with {p.returncode}: {err.strip()[-500:]}")
            return None
        lines["launch_to_frame_ms"] = (lines["frame"][0] - t0) / 1000.0
        return lines

    def no_saved_match(self):
        """Default settings and no saved match: the first frame is the welcome page."""
        self.write_settings("")
        shutil.rmtree(os.path.join(self.tmp, "home", "data", "en-garde"), ignore_errors=True)

    def write_settings(self, keys):
        """The game's settings for the next launch (keyfile backend)."""
        config = os.path.join(self.tmp, "home", "config", "glib-2.0", "settings")
        os.makedirs(config, exist_ok=True)
        with open(os.path.join(config, "keyfile"), "w") as f:
            f.write("[io/github/engarde/EnGarde]\n" + keys)

    def launch_match(self):
        # no saved match from the start-up launches (each autosaves its
        # deal): the game would offer to resume one and wait for an answer
        shutil.rmtree(os.path.join(self.tmp, "home", "data", "en-garde"), ignore_errors=True)
        self.write_settings(f"left-player='{MATCH_LEFT}'\nright-player='{MATCH_RIGHT}'\n"
                            "animation-speed='off'\n")
        out = os.path.join(self.tmp, "match.out")
        env = self.app_env(DISPLAY=self.display, LD_PRELOAD=self.hook, EG_BENCH_OUT=out,
                           EG_BENCH_SETTLE_MS="300", EG_BENCH_MATCH="1",
                           GSETTINGS_BACKEND="keyfile")
        p = subprocess.Popen([self.app], env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True)
        start = time.monotonic()
        lines = {}
        while p.poll() is None:
            time.sleep(0.2)
            lines = read_hook(out)
            waited = time.monotonic() - start
            if ("action" not in lines and waited > 30) or waited > 300:
                p.kill()
                break
        _, err = p.communicate()
        lines = read_hook(out)
        if "match" in lines:
            return lines
        if "action" not in lines:
            self.notes.append("the interface did not play a computer-against-computer match "
                              "by itself within 30 s: no figure after a full match")
        else:
            self.failed.add("match")
            self.notes.append(f"the interface's match stopped after {lines['action'][0]} actions; "
                              f"exit status {p.returncode}: {err.strip()[-500:]}")
        return None

    def build_hook(self):
        hook = self.compile("eg-bench-hook.so", [os.path.join(HERE, "eg-bench-hook.c")],
                            ["gtk4"], extra=["-shared", "-fPIC", "-I" + self.build])
        if not hook or not shutil.which("Xvfb"):
            raise RuntimeError("cannot build the start-up hook or find Xvfb")
        self.hook = hook[0]
        if self.xvfb is None:
            self.start_xvfb()

    def stop_xvfb(self):
        self.xvfb.terminate()
        self.xvfb.wait()
        self.xvfb = None

    def startup(self):
        say(f"Start-up: launch to first frame, {STARTUP_RUNS} runs each, under Xvfb")
        window = self.compile("eg-bench-window", [os.path.join(HERE, "eg-bench-window.c")],
                              ["gtk4"], extra=["-I" + self.build])
        adw_window = self.compile("eg-bench-adw-window", [os.path.join(HERE, "eg-bench-window.c")],
                                  ["libadwaita-1"], extra=["-I" + self.build, "-DEG_BENCH_ADW"])
        if not window or not adw_window:
            raise RuntimeError("cannot build the start-up reference windows")
        self.build_hook()
        window = window[0]
        adw_window = adw_window[0]
        app_ok = os.path.exists(self.app)
        res = self.results
        # GTK's default renderer (GL: llvmpipe, on the CPU, under Xvfb), then
        # cairo, which does not pay for compiling GL shaders at start-up.
        for renderer, suffix in ((None, ""), ("cairo", "_cairo")):
            runs = {"app": [], "ref": [], "adw": []}
            # one unmeasured launch each: the first run pays for cold caches
            self.launch(window, renderer)
            self.launch(adw_window, renderer)
            if app_ok:
                self.launch(self.app, renderer)
            for _ in range(STARTUP_RUNS):
                for key, exe in (("app", self.app), ("ref", window), ("adw", adw_window)):
                    if key == "app" and not app_ok:
                        continue
                    r = self.launch(exe, renderer)
                    if r:
                        runs[key].append(r)

            def med(key, f):
                return statistics.median(f(r) for r in runs[key]) if runs[key] else None

            if app_ok and not runs["app"]:
                self.failed.add("startup")
            res["startup_renderer" + suffix] = sorted({r["renderer"][0] for rs in runs.values()
                                                       for r in rs if "renderer" in r})
            res["startup_runs_ms" + suffix] = {k: [round(r["launch_to_frame_ms"], 1) for r in v]
                                               for k, v in runs.items()}
            res["startup_app_ms" + suffix] = med("app", lambda r: r["launch_to_frame_ms"])
            res["startup_ref_ms" + suffix] = med("ref", lambda r: r["launch_to_frame_ms"])
            res["startup_adw_ms" + suffix] = med("adw", lambda r: r["launch_to_frame_ms"])
            res["startup_rss_app_kb" + suffix] = med("app", lambda r: r["startup"][0])
            res["startup_hwm_app_kb" + suffix] = med("app", lambda r: r["startup"][1])
            res["startup_rss_ref_kb" + suffix] = med("ref", lambda r: r["startup"][0])
            res["startup_hwm_ref_kb" + suffix] = med("ref", lambda r: r["startup"][1])
        self.stop_xvfb()

    # ------------------------------------------------- instruction counts

    def callgrind_dumps(self, cmd, env, timeout=900):
        """Runs cmd under callgrind; returns [(label, instructions)] of the
        dumps the program asked for (CALLGRIND_DUMP_STATS_AT), in order."""
        out_dir = tempfile.mkdtemp(prefix="cg-", dir=self.tmp)
        base = os.path.join(out_dir, "cg.out")
        r = run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + base] + cmd,
                env=env, timeout=timeout)
        dumps = []
        for name in os.listdir(out_dir):
            label, total = None, None
            with open(os.path.join(out_dir, name)) as f:
                for line in f:
                    if line.startswith("desc: Trigger: Client Request: "):
                        label = line.split(": ", 2)[2].split(": ", 1)[1].strip()
                    elif line.startswith(("summary:", "totals:")):
                        total = int(line.split()[1])
            part = name.rsplit(".", 1)[-1]
            if label is not None and total is not None and part.isdigit():
                dumps.append((int(part), label, total))
        shutil.rmtree(out_dir, ignore_errors=True)
        if not dumps:
            raise RuntimeError(f"no callgrind dump from {os.path.basename(cmd[0])} "
                               f"(exit status {r.returncode}): {r.stderr.strip()[-800:]}")
        return [(label, total) for _, label, total in sorted(dumps)]

    def instructions(self):
        """Callgrind's instruction counts up to the first frame: start-up
        (the game and the minimal libadwaita window, launch to the end of
        the first frame, marked by the hook) and Recent Matches on
        RECENT_SAVES saves (each opening and an empty dialog, in one
        process), GL and cairo. Not part of a full run (minutes under
        valgrind); deterministic where wall-clock times are not."""
        if not shutil.which("valgrind"):
            raise RuntimeError("valgrind is not installed")
        say("Instructions to the first frame, under callgrind (a few minutes)")
        adw_window = self.compile("eg-bench-adw-window", [os.path.join(HERE, "eg-bench-window.c")],
                                  ["libadwaita-1"], extra=["-I" + self.build, "-DEG_BENCH_ADW"])
        self.build_hook()
        res = self.results
        for renderer, suffix in (("cairo", "_cairo"), (None, "")):
            for key, exe in (("app", self.app), ("adw", adw_window[0])):
                # Each program with a shader cache of its own (Mesa's, in
                # XDG_CACHE_HOME), filled by one launch before the one
                # counted, as any launch after a user's first finds it.
                # llvmpipe compiles a shader for the processor it sees,
                # which under valgrind is valgrind's: that launch runs
                # under valgrind too (its null tool, faster). With one
                # cache shared and no such launch, the program counted
                # first paid for compiling the shaders the other then
                # found ready (GL: 5,194 M against 1,268 M, 4.1×, on
                # 2026-11-26; 1.1× each with its cache filled).
                cache = os.path.join(self.tmp, f"cg-cache-{key}{suffix}")
                shutil.rmtree(cache, ignore_errors=True)
                env = self.app_env(DISPLAY=self.display, LD_PRELOAD=self.hook,
                                   EG_BENCH_OUT=os.path.join(self.tmp, "cg-hook.out"),
                                   EG_BENCH_SETTLE_MS="0", GSETTINGS_BACKEND="keyfile",
                                   XDG_CACHE_HOME=cache)
                if renderer:
                    env["GSK_RENDERER"] = renderer
                self.no_saved_match()
                run(["valgrind", "--tool=none", exe], env=env, timeout=900)
                self.no_saved_match()
                first = [n for label, n in self.callgrind_dumps([exe], env) if label == "first-frame"]
                res[f"instructions_startup_{key}{suffix}"] = first[0] if first else None
                say(f"  start-up, {key}, {renderer or 'GL'}: {first} instructions")
        self.instructions_recent(("cairo", None))

    def instructions_recent(self, renderers=None):
        """Recent Matches' part of the instructions stage, alone: each
        opening and an empty dialog in one process, under callgrind."""
        if not shutil.which("valgrind"):
            raise RuntimeError("valgrind is not installed")
        if renderers is None:
            chosen = os.environ.get("EG_BENCH_RENDERERS", "cairo,gl").split(",")
            renderers = tuple(None if r == "gl" else r for r in chosen)
        say("Recent Matches: instructions to the first frame, under callgrind")
        recent = self.build_recent()
        res = self.results
        saves = os.path.join(self.tmp, "saves-cg")
        for renderer in renderers:
            suffix = "_" + renderer if renderer else ""
            env = self.app_env(DISPLAY=self.display)
            if renderer:
                env["GSK_RENDERER"] = renderer
            shutil.rmtree(saves, ignore_errors=True)
            # with GL on llvmpipe each opening compiles shaders under
            # valgrind: over 15 minutes on a loaded machine
            dumps = self.callgrind_dumps([recent, saves, str(RECENT_SAVES), str(SEED), "3"], env,
                                         timeout=900 if renderer else 3600)

            def counts(name):
                return [n for label, n in dumps if label == name]
            # as a player gets it (the list read after start-up), with
            # nothing read (index there), and the very first opening
            res["instructions_recent" + suffix] = statistics.median(counts("recent"))
            res["instructions_recent_unloaded" + suffix] = statistics.median(counts("unloaded"))
            res["instructions_recent_no_index" + suffix] = counts("no-index")[0]
            res["instructions_recent_empty" + suffix] = statistics.median(counts("empty"))
            say(f"  Recent Matches, {renderer or 'GL'}: {counts('recent')} instructions, "
                f"nothing read {counts('unloaded')}, no index {counts('no-index')}; "
                f"empty dialog {counts('empty')}")
        self.stop_xvfb()

    # ------------------------------------------------- memory of a full match

    def match(self):
        self.build_hook()
        app_ok = os.path.exists(self.app)
        res = self.results
        # Memory after a full match in the interface: computer against
        # computer, set up through the settings; the hook follows the match
        # and presses "next round" between rounds.
        res["match_rss_app_kb"] = res["match_hwm_app_kb"] = res["match_actions_app"] = None
        if app_ok:
            say(f"Memory after a full match in the interface ({MATCH_LEFT} against {MATCH_RIGHT})")
            r = self.launch_match()
            if r is not None:
                res["match_rss_app_kb"], res["match_hwm_app_kb"] = r["match"]
                res["match_actions_app"] = r["action"][0]
        # The engine side of a full match, measured on en-garde-cli
        say("Memory of one full match played by en-garde-cli")
        p = subprocess.Popen([self.cli, "play", "--left", "random", "--right", "random",
                              "--matches", "1", "--seed", str(SEED)],
                             stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)   # reaped here, not by Popen
        res["match_hwm_cli_kb"] = usage.ru_maxrss if status == 0 else None
        self.stop_xvfb()

    # ------------------------------------------------------------------- logs

    def logs_helper(self):
        if getattr(self, "_logs_helper", None):
            return self._logs_helper
        core = os.path.join(self.build, "src", "libengarde-core.a")
        src = [os.path.join(HERE, "eg-bench-logs.c"), core]
        inc = ["-I" + self.build] + ["-I" + os.path.join(TOP, "src", d) for d in CORE_DIRS]
        built = self.compile("eg-bench-logs", src, ["gio-2.0", "libxml-2.0"], extra=inc,
                             variants=([], ["-DEG_BENCH_WITHOUT_REPLAY"], ["-DEG_BENCH_WITHOUT_LOG"]))
        if not built:
            raise RuntimeError("cannot build eg-bench-logs")
        self._logs_helper = built[0]
        return self._logs_helper

    def logs(self):
        say(f"Logs: a {LOG_ROUNDS}-round log, load vs xmllint, autosave, replay")
        helper = self.logs_helper()
        log = os.path.join(self.out, f"{LOG_ROUNDS}-rounds.engarde")
        made = json.loads(run([helper, "make", log, str(LOG_ROUNDS), str(SEED)], check=True).stdout)
        res = self.results
        res["log_bytes"] = made["bytes"]
        res["log_rounds"] = made["rounds"]

        # validate and xmllint run alternately, so that a busy machine
        # slows both alike
        rng = os.path.join(TOP, "data", "en-garde-match.rng")
        commands = {}
        if os.path.exists(rng) and shutil.which("xmllint"):
            commands["log_xmllint_ms"] = ["xmllint", "--noout", "--relaxng", rng, log]
        if run([self.cli, "validate", "--help"]).returncode == 0:
            commands["log_validate_ms"] = [self.cli, "validate", log]
        times = {key: [] for key in commands}
        res["log_xmllint_ms"] = res["log_validate_ms"] = None
        for _ in range(LOG_RUNS):
            for key, cmd in list(commands.items()):
                t0 = time.perf_counter()
                r = run(cmd)
                times[key].append((time.perf_counter() - t0) * 1000)
                if r.returncode != 0:
                    self.failed.add("logs")
                    self.notes.append(f"{cmd[0]} rejects the bench log: " + (r.stdout + r.stderr)[-500:])
                    del commands[key], times[key]
        for key, t in times.items():
            res[key] = statistics.median(t)

        def helper_json(*args):
            r = run([helper] + list(args))
            if r.returncode != 0:
                self.failed.add("logs")
                self.notes.append(f"eg-bench-logs {args[0]} failed: {r.stderr.strip()[-500:]}")
                return {}
            return json.loads(r.stdout)

        load = helper_json("load", log, str(LOG_RUNS))
        res["log_load_in_process_ms"] = load.get("median_ms")
        save = helper_json("save", log, str(LOG_RUNS))
        res["autosave_write_ms"] = save.get("median_ms")
        replay = helper_json("replay", log)
        res["replay_worst_step_ms"] = replay.get("worst_ms")
        res["replay_open_ms"] = replay.get("open_ms")
        res["replay_steps"] = replay.get("steps")
        res["replay_worst_kind"] = replay.get("worst_kind")


    # ---------------------------------------------------------------- hostile

    def hostile_files(self):
        """(name, path) of the files of issues 16, 21 and 34, written into a temporary folder."""
        d = os.path.join(self.tmp, "hostile")
        os.makedirs(d, exist_ok=True)
        helper = self.logs_helper()
        files = []

        def write(name, data):
            path = os.path.join(d, f"file-{len(files)}.engarde")
            with open(path, "wb") as f:
                f.write(data)
            files.append((name, path))

        head = b'<?xml version="1.0" encoding="UTF-8"?>\n<match xmlns="urn:engarde:match:1" '
        tail = (b'format="1" variant="advanced" target-score="5">\n'
                b'  <player side="left" name="Ada" type="human"/>\n'
                b'  <player side="right" name="Bob" type="human"/>\n</match>\n')
        write("many-attributes (50,000 on <match>)",
              head + b"".join(b'a%d="" ' % i for i in range(50000)) + tail)
        write("many-xmlns (200,000 declarations)",
              head + b"".join(b'xmlns:p%d="urn:p%d" ' % (i, i) for i in range(200000)) + tail)
        write("many-xmlns (140,000, under the size limit)",
              head + b"".join(b'xmlns:p%d="urn:p%d" ' % (i, i) for i in range(140000)) + tail)
        write("16 MiB of <a/>", head + b">" + b"<a/>" * (4 * 1024 * 1024) + b"</match>\n")
        write("4 MiB of <a/> (under the size limit)",
              head + b">" + b"<a/>" * (1024 * 1024 - 100) + b"</match>\n")
        write("huge name (9 MB)", head + tail.replace(b'name="Ada"', b'name="' + b"A" * 9000000 + b'"'))
        write("huge name (3 MB, under the size limit)",
              head + tail.replace(b'name="Ada"', b'name="' + b"A" * 3000000 + b'"'))
        write("4 MiB of comments around a log",
              head + tail.replace(b"</match>", b"<!-- " + b"x" * (4 * 1024 * 1024 - 1000) + b" --></match>"))

        # issue 34: comments, processing instructions and CDATA sections,
        # each a node whose neighbouring text the reader joins; between
        # the players of a log, where white space is allowed
        def pieces(piece, count, spaces=1):
            one = b" " * spaces + piece
            if count is None:   # as many as 4 MiB holds
                count = (4 * 1024 * 1024 - len(head + tail) - 100) // len(one)
            return head + tail.replace(b'  <player side="right"', one * count + b'<player side="right"')
        for piece in (b"<?a?>", b"<!---->", b"<![CDATA[]]>"):
            write(f"4 MiB of {piece.decode()} and white space", pieces(piece, None, 59))
            write(f"4 MiB of {piece.decode()}, one space apart", pieces(piece, None))
        write("28,004 <?a?>, one space apart, in a log", pieces(b"<?a?>", 28004))
        write("28,004 <!---->, 4 MiB of white space between, in a log",
              pieces(b"<!---->", 28004, (4 * 1024 * 1024 - 1000) // 28004 - 7))
        write("28,004 <![CDATA[…]]>, 4 MiB of text between, in a log",
              pieces(b"<![CDATA[" + b" " * 130 + b"]]>", 28004))

        # issue 21: encodings other than UTF-8, which libxml2 would decode
        # past the pre-scan's counts (in UTF-7, "<" is "+ADw-")
        attrs = b"".join(b"a%d='' " % i for i in range(100000))
        body = b'<match xmlns="urn:engarde:match:1" ' + attrs + tail
        utf7 = body.replace(b"<", b"+ADw-").replace(b">", b"+AD4-").replace(b'"', b"+ACI-")
        write("UTF-7 declared, 100,000 attributes",
              b'<?xml version="1.0" encoding="UTF-7"?>\n' + utf7)
        for codec, bom, name in (("utf-16-le", b"\xff\xfe", "UTF-16LE"),
                                 ("utf-16-be", b"\xfe\xff", "UTF-16BE"),
                                 ("utf-16-le", b"", "UTF-16LE without BOM"),
                                 ("utf-32-le", b"\xff\xfe\0\0", "UTF-32LE"),
                                 ("utf-32-be", b"", "UTF-32BE without BOM")):
            text = '<?xml version="1.0" encoding="UTF-16"?>\n' + body.decode()
            if "32" in codec:
                text = text.replace("UTF-16", "UTF-32")
            write(f"{name}, 100,000 attributes", bom + text.encode(codec))
        write("ISO-8859-1 declared, 100,000 attributes",
              b'<?xml version="1.0" encoding="ISO-8859-1"?>\n' + body)

        for rounds in (1000, 2500, 3000):
            path = os.path.join(d, f"drawn-{rounds}.engarde")
            run([helper, "drawn", path, str(rounds), str(SEED)], check=True)
            files.append((f"{rounds} drawn rounds, rule-abiding", path))
        long = os.path.join(d, "drawn-1000.engarde")
        with open(long, "rb") as f:
            write("NUL after </match> (1,000-round log)", f.read() + b"\0<junk/>\n")

        fifo = os.path.join(d, "fifo.engarde")
        os.mkfifo(fifo)
        files.append(("FIFO, no writer", fifo))
        files.append(("/dev/zero", "/dev/zero"))
        return files

    def measure(self, path):
        """CPU ms and wall ms (fastest of HOSTILE_RUNS), peak RSS KiB, exit status, first line.

        Through GNU time: a child's peak RSS includes the memory of the
        process that forked it, which for this script is tens of MiB."""
        best_cpu = best_wall = float("inf")
        rss = 0
        status = None
        message = ""
        figures = os.path.join(self.tmp, "time.txt")
        for _ in range(HOSTILE_RUNS):
            t0 = time.perf_counter()
            r = run(["/usr/bin/time", "-o", figures, "-f", "%U %S %M %x",
                     self.cli, "validate", path], timeout=120)
            wall = (time.perf_counter() - t0) * 1000
            with open(figures) as f:
                user, system, peak, code = f.read().split()[-4:]
            best_cpu = min(best_cpu, (float(user) + float(system)) * 1000)
            best_wall = min(best_wall, wall)
            rss = max(rss, int(peak))
            status = int(code)
            message = ((r.stderr or r.stdout).strip().splitlines() or [""])[0].replace(path, "FILE")[:120]
        return best_cpu, best_wall, rss, status, message

    def hostile(self):
        say("Hostile files: each refused, or loaded within the limits, by en-garde-cli validate")
        if not os.path.exists("/usr/bin/time"):
            raise RuntimeError("GNU time (/usr/bin/time) is needed for the peak memory of a process")
        rows = []
        worst = None
        for name, path in self.hostile_files():
            size = os.path.getsize(path) if os.path.isfile(path) else 0
            mib = size / (1024 * 1024)
            cpu, wall, rss, status, message = self.measure(path)
            budget_ms = HOSTILE_MS_PER_MIB * max(1.0, mib)
            ok = cpu <= budget_ms and rss <= HOSTILE_MAX_RSS_MB * 1024
            row = {"file": name, "bytes": size, "cpu_ms": round(cpu, 1), "wall_ms": round(wall, 1),
                   "ms_per_mib": round(cpu / max(1.0, mib), 1), "rss_kb": rss,
                   "status": status, "loaded": status == 0, "message": message, "within_goal": ok}
            rows.append(row)
            share = max(cpu / budget_ms, rss / (HOSTILE_MAX_RSS_MB * 1024))
            if worst is None or share > worst[0]:
                worst = (share, row)
            if not ok:
                self.failed.add("hostile")
                self.notes.append(f"hostile file over the goal: {name}: {cpu:.0f} ms CPU, "
                                  f"{rss / 1024:.1f} MiB")
        self.results["hostile"] = rows
        self.results["hostile_worst"] = worst[1]["file"] if worst else None
        self.results["hostile_worst_ms_per_mib"] = max(r["ms_per_mib"] for r in rows)
        self.results["hostile_worst_rss_kb"] = max(r["rss_kb"] for r in rows)

    def hostile_table(self):
        rows = self.results.get("hostile")
        if not rows:
            return ""
        head = ("hostile file", "size", "outcome", "CPU", "wall", "CPU per MiB", "peak RSS")
        lines = []
        def cpu(v):
            # GNU time counts CPU time in hundredths of a second
            return "< 10 ms" if v == 0 else f"{v:.0f} ms"

        for r in rows:
            outcome = "loaded" if r["loaded"] else "refused"
            lines.append((r["file"], f"{r['bytes'] / 1048576:.2f} MiB", outcome,
                          cpu(r["cpu_ms"]), f"{r['wall_ms']:.1f} ms",
                          cpu(r["ms_per_mib"]), f"{r['rss_kb'] / 1024:.1f} MiB"))
        widths = [max(len(x[i]) for x in lines + [head]) for i in range(len(head))]
        out = ["| " + " | ".join(c.ljust(w) for c, w in zip(head, widths)) + " |",
               "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
        out += ["| " + " | ".join(c.ljust(w) for c, w in zip(x, widths)) + " |" for x in lines]
        out.append(f"\nhostile files, worst case: {self.results['hostile_worst_ms_per_mib']:.1f} ms "
                   f"of CPU per MiB (goal < {HOSTILE_MS_PER_MIB}), "
                   f"{self.results['hostile_worst_rss_kb'] / 1024:.1f} MiB peak RSS "
                   f"(goal < {HOSTILE_MAX_RSS_MB} MB); nearest its limits: {self.results['hostile_worst']}")
        for r in rows:
            out.append(f"  {r['file']}: {r['message']}")
        return "\n".join(out)

    # --------------------------------------------------------- Recent Matches

    def build_recent(self):
        ui = os.path.join(self.build, "src", "ui", "libengarde-ui.a")
        core = os.path.join(self.build, "src", "libengarde-core.a")
        ui_dirs = ("ui", "ui/common", "ui/table", "ui/replay", "ui/dialogs")
        inc = ["-I" + self.build] + ["-I" + os.path.join(TOP, "src", d) for d in CORE_DIRS + ui_dirs]
        # the whole interface library: its resources register themselves
        built = self.compile("eg-bench-recent",
                             [os.path.join(HERE, "eg-bench-recent.c"),
                              "-Wl,--whole-archive", ui, "-Wl,--no-whole-archive", core],
                             ["libadwaita-1", "gtk4", "libxml-2.0"], extra=inc)
        if not built or not shutil.which("Xvfb"):
            raise RuntimeError("cannot build eg-bench-recent or find Xvfb")
        if self.xvfb is None:
            self.start_xvfb()
        return built[0]

    def recent(self):
        say(f"Recent Matches: opening on {RECENT_SAVES} saved matches, under Xvfb")
        built = [self.build_recent()]
        saves = os.path.join(self.tmp, "saves")
        res = self.results
        for renderer, suffix in ((None, ""), ("cairo", "_cairo")):
            env = self.app_env(DISPLAY=self.display)
            if renderer:
                env["GSK_RENDERER"] = renderer
            r = run([built[0], saves, str(RECENT_SAVES), str(SEED), str(RECENT_RUNS)], env=env)
            if r.returncode != 0:
                self.failed.add("recent")
                self.notes.append(f"eg-bench-recent failed: {r.stderr.strip()[-500:]}")
                return
            data = json.loads(r.stdout)
            res["recent_open_ms" + suffix] = data["median_ms"]
            res["recent_open_max_ms" + suffix] = data["max_ms"]
            res["recent_open_no_index_ms" + suffix] = data["cold_ms"]
            res["recent_open_unloaded_ms" + suffix] = data["unloaded_ms"]
            res["recent_empty_dialog_ms" + suffix] = data["empty_dialog_ms"]
        self.xvfb.terminate()
        self.xvfb.wait()
        self.xvfb = None

    # --------------------------------------------------------------------- AI

    def ai(self):
        for level in AI_LEVELS:
            say(f"Computer opponent: {level} against random")
            base = [self.cli, "play", "--left", level, "--right", "random",
                    "--seed", str(SEED), "--json", "--matches"]
            t0 = time.perf_counter()
            r = run(base + ["1"])
            elapsed = time.perf_counter() - t0
            if r.returncode != 0:
                self.results[f"ai_{level}"] = None
                if r.returncode != 2:     # 2: a usage error, the level does not exist yet
                    self.failed.add(f"ai_{level}")
                    self.notes.append(f"play --left {level} failed: {r.stderr.strip()[-500:]}")
                continue
            matches = int(max(1, min(AI_MAX_MATCHES, AI_BUDGET_S / max(elapsed, 1e-3))))
            if matches > 1:
                r = run(base + [str(matches)])
            d = json.loads(r.stdout)["left_decision_ms"]
            self.results[f"ai_{level}"] = {"matches": matches, "median_ms": d["median"],
                                           "max_ms": d["max"]}

    # --------------------------------------------------------------- analysis

    def analysis(self):
        """`en-garde-cli analyse` on whole matches: processor time per action rated."""
        say(f"Analysis: en-garde-cli analyse on {ANALYSE_MATCHES} matches of hard against hard")
        logs = os.path.join(self.tmp, "analyse")
        os.makedirs(logs, exist_ok=True)
        r = run([self.cli, "play", "--left", "hard", "--right", "hard", "--matches", str(ANALYSE_MATCHES),
                 "--seed", str(SEED), "--log-dir", logs])
        if r.returncode != 0:
            raise RuntimeError("play failed: " + r.stderr.strip()[-500:])
        actions, cpu, worst = 0, 0.0, 0.0
        for name in sorted(os.listdir(logs)):
            with open(os.path.join(self.tmp, "analysis.json"), "w") as out:
                p = subprocess.Popen(self.one_core + [self.cli, "analyse", "--json", os.path.join(logs, name)],
                                     stdout=out, stderr=subprocess.DEVNULL)
                _, status, usage = os.wait4(p.pid, 0)
                p.returncode = os.waitstatus_to_exitcode(status)   # reaped here, not by Popen
            if status != 0:
                raise RuntimeError(f"analyse {name} failed")
            with open(os.path.join(self.tmp, "analysis.json")) as f:
                n = len(json.load(f)["actions"])
            ms = (usage.ru_utime + usage.ru_stime) * 1000
            actions += n
            cpu += ms
            worst = max(worst, ms / max(n, 1))
        res = self.results
        res["analyse_actions"] = actions
        res["analyse_ms_per_action"] = cpu / max(actions, 1)
        res["analyse_worst_match_ms_per_action"] = worst
        if res["analyse_ms_per_action"] > ANALYSE_MS_PER_ACTION_GOAL:
            self.notes.append(f"analyse: {res['analyse_ms_per_action']:.1f} ms per action, "
                              f"over its goal of {ANALYSE_MS_PER_ACTION_GOAL} ms")

    # ---------------------------------------------------------- unit timings

    def timings(self):
        say("Timings the unit tests leave to the bench (-m perf)")
        env = dict(os.environ, G_TEST_SRCDIR=os.path.join(TOP, "tests"),
                   G_TEST_BUILDDIR=os.path.join(self.build, "tests"),
                   GSETTINGS_BACKEND="memory", LC_ALL="C.UTF-8",
                   EN_GARDE_LOCALEDIR=os.path.join(self.build, "po"))
        for program, path, figures in TIMED_TESTS:
            exe = os.path.join(self.build, "tests", program)
            r = run([exe, "--tap", "-m", "perf", "-p", path], env=env, timeout=120)
            found = dict(re.findall(r"^# (?:min|max) perf: (\w+)=([\d.]+)", r.stdout, re.M))
            if r.returncode != 0:
                self.failed.add("timings")
                self.notes.append(f"{program} -m perf -p {path} failed: "
                                  + (r.stdout + r.stderr).strip()[-500:])
            for key, (goal, _) in figures.items():
                value = float(found[key]) if key in found else None
                self.results[key] = value
                if value is not None and value > goal:
                    self.notes.append(f"{key}: {value:.1f} ms, over its goal of {goal} ms")

    # ------------------------------------------------------------------ table

    def instruction_rows(self, num, ratio):
        stage = "instructions" if "instructions" in self.ran else "instructions_recent"

        def mi(key):
            return num(key, stage, lambda v: f"{v / 1e6:,.0f} M")

        rows = []
        for suffix, name in (("_cairo", "cairo"), ("", "GL")):
            rows += [
                (f"start-up, {name}: instructions to the first frame (callgrind) "
                 "vs a minimal libadwaita window",
                 mi("instructions_startup_app" + suffix), mi("instructions_startup_adw" + suffix),
                 ratio("instructions_startup_app" + suffix, "instructions_startup_adw" + suffix)),
                (f"Recent Matches, {name}: instructions to the first frame on "
                 f"{RECENT_SAVES} saves (list read after start-up) vs an empty dialog",
                 mi("instructions_recent" + suffix), mi("instructions_recent_empty" + suffix),
                 ratio("instructions_recent" + suffix, "instructions_recent_empty" + suffix)),
                (f"Recent Matches, {name}: instructions, nothing read beforehand (index there)",
                 mi("instructions_recent_unloaded" + suffix), mi("instructions_recent_empty" + suffix),
                 ratio("instructions_recent_unloaded" + suffix, "instructions_recent_empty" + suffix)),
                (f"Recent Matches, {name}: instructions, first opening without the index",
                 mi("instructions_recent_no_index" + suffix), "", ""),
            ]
        # the stage alone: only the renderers it ran
        return [r for r in rows if not r[1].startswith(("not run", "n/a"))] \
            if "instructions" not in self.ran else rows

    def table(self):
        res = self.results

        def missing(stage):
            if (stage.split("_")[0] if stage.startswith("ai_") else stage) not in self.ran:
                return NOT_RUN
            return FAILED if stage in self.failed else NA

        def num(key, stage, fmt):
            v = res.get(key)
            return missing(stage) if v is None else fmt(v)

        def ms(key, stage, digits=2):
            return num(key, stage, lambda v: f"{v:.{digits}f} ms")

        def mb(key, stage):
            return num(key, stage, lambda v: f"{v / 1024:.1f} MiB")

        def ratio(a, b):
            a, b = res.get(a), res.get(b)
            return "" if a is None or b is None or b == 0 else f"{a / b:.2f}×"

        def ratio_to(key, goal):
            v = res.get(key)
            return "" if v is None else f"{v / goal:.2f}×"

        names = {"GskGLRenderer": "GL", "GskNglRenderer": "NGL", "GskCairoRenderer": "cairo",
                 "GskVulkanRenderer": "Vulkan"}
        gl = "/".join(names.get(n, n) for n in res.get("startup_renderer") or []) or "default renderer"
        log = (f"a {res['log_rounds']}-round log ({res['log_bytes'] // 1024} KiB)"
               if res.get("log_rounds") else f"a {LOG_ROUNDS}-round log")
        rows = [
            ("engine: random rounds per second, one core",
             num("engine_rounds_per_second", "engine", lambda v: f"{v:,.0f}"), "", ""),
            ("engine: random rounds per second of processor time",
             num("engine_rounds_per_cpu_second", "engine", lambda v: f"{v:,.0f}"), "", ""),
            ("engine: instructions per round (callgrind)",
             num("engine_instructions_per_round", "engine", lambda v: f"{v:,}"),
             f"goal < {ENGINE_INSTRUCTIONS_GOAL:,}",
             ratio_to("engine_instructions_per_round", ENGINE_INSTRUCTIONS_GOAL)),
            (f"analyse: processor time per action rated, {ANALYSE_MATCHES} matches of hard vs hard"
             + (f" ({res['analyse_actions']} actions)" if res.get("analyse_actions") else ""),
             ms("analyse_ms_per_action", "analysis", 1), f"goal < {ANALYSE_MS_PER_ACTION_GOAL} ms",
             ratio_to("analyse_ms_per_action", ANALYSE_MS_PER_ACTION_GOAL)),
            ("analyse: the same, the slowest match",
             ms("analyse_worst_match_ms_per_action", "analysis", 1), "", ""),
            (f"start-up: launch to first frame, {gl} (median of {STARTUP_RUNS})",
             ms("startup_app_ms", "startup", 1), ms("startup_ref_ms", "startup", 1),
             ratio("startup_app_ms", "startup_ref_ms")),
            (f"start-up, {gl}: against a minimal libadwaita window (header bar)",
             ms("startup_app_ms", "startup", 1), ms("startup_adw_ms", "startup", 1),
             ratio("startup_app_ms", "startup_adw_ms")),
            (f"memory after start-up, {gl}: VmRSS", mb("startup_rss_app_kb", "startup"),
             mb("startup_rss_ref_kb", "startup"), ratio("startup_rss_app_kb", "startup_rss_ref_kb")),
            (f"memory after start-up, {gl}: VmHWM (peak)", mb("startup_hwm_app_kb", "startup"),
             mb("startup_hwm_ref_kb", "startup"), ratio("startup_hwm_app_kb", "startup_hwm_ref_kb")),
            (f"start-up: launch to first frame, cairo (median of {STARTUP_RUNS})",
             ms("startup_app_ms_cairo", "startup", 1), ms("startup_ref_ms_cairo", "startup", 1),
             ratio("startup_app_ms_cairo", "startup_ref_ms_cairo")),
            ("start-up, cairo: against a minimal libadwaita window (header bar)",
             ms("startup_app_ms_cairo", "startup", 1), ms("startup_adw_ms_cairo", "startup", 1),
             ratio("startup_app_ms_cairo", "startup_adw_ms_cairo")),
            ("memory after start-up, cairo: VmRSS", mb("startup_rss_app_kb_cairo", "startup"),
             mb("startup_rss_ref_kb_cairo", "startup"),
             ratio("startup_rss_app_kb_cairo", "startup_rss_ref_kb_cairo")),
            (f"memory after a full match in the interface, {gl} ({MATCH_LEFT} vs {MATCH_RIGHT}"
             + (f", {res['match_actions_app']} actions" if res.get("match_actions_app") else "")
             + "): VmRSS",
             mb("match_rss_app_kb", "match"), mb("startup_rss_ref_kb", "startup"),
             ratio("match_rss_app_kb", "startup_rss_ref_kb")),
            (f"memory after a full match in the interface, {gl}: VmHWM (peak)",
             mb("match_hwm_app_kb", "match"), mb("startup_hwm_ref_kb", "startup"),
             ratio("match_hwm_app_kb", "startup_hwm_ref_kb")),
            ("memory of a full match in en-garde-cli play (peak RSS)",
             mb("match_hwm_cli_kb", "match"), "", ""),
            (f"logs: check {log}: en-garde-cli validate vs xmllint --relaxng (median of {LOG_RUNS})",
             ms("log_validate_ms", "logs", 1), ms("log_xmllint_ms", "logs", 1),
             ratio("log_validate_ms", "log_xmllint_ms")),
            ("logs: load that log in-process (parse + schema + replay)",
             ms("log_load_in_process_ms", "logs"), "", ""),
            ("logs: write one autosave of that match", ms("autosave_write_ms", "logs"), "", ""),
            ("replay: open that match for replay (eg_replay_new)", ms("replay_open_ms", "logs"), "", ""),
            ("replay: worst single step on that log",
             "< 0.001 ms (under the 1 µs clock)" if res.get("replay_worst_step_ms") == 0
             else ms("replay_worst_step_ms", "logs", 3), f"goal < {REPLAY_STEP_GOAL_MS} ms",
             ratio_to("replay_worst_step_ms", REPLAY_STEP_GOAL_MS)),
            (f"Recent Matches: open on {RECENT_SAVES} saved matches (read after start-up) to the"
             f" first frame, {gl} (median of {RECENT_RUNS}) vs an empty dialog",
             ms("recent_open_ms", "recent", 1), ms("recent_empty_dialog_ms", "recent", 1),
             ratio("recent_open_ms", "recent_empty_dialog_ms")),
            (f"Recent Matches: the same, cairo (median of {RECENT_RUNS}) vs an empty dialog",
             ms("recent_open_ms_cairo", "recent", 1), ms("recent_empty_dialog_ms_cairo", "recent", 1),
             ratio("recent_open_ms_cairo", "recent_empty_dialog_ms_cairo")),
            (f"Recent Matches, {gl}: nothing read beforehand, index there (median of {RECENT_RUNS})",
             ms("recent_open_unloaded_ms", "recent", 1), ms("recent_empty_dialog_ms", "recent", 1),
             ratio("recent_open_unloaded_ms", "recent_empty_dialog_ms")),
            ("Recent Matches, cairo: the same",
             ms("recent_open_unloaded_ms_cairo", "recent", 1), ms("recent_empty_dialog_ms_cairo", "recent", 1),
             ratio("recent_open_unloaded_ms_cairo", "recent_empty_dialog_ms_cairo")),
            ("Recent Matches: first opening without the index (each log's header read)",
             ms("recent_open_no_index_ms", "recent", 1), "", ""),
        ]
        if self.ran & {"instructions", "instructions_recent"}:
            rows += self.instruction_rows(num, ratio)
        for _, _, figures in TIMED_TESTS:
            for key, (goal, what) in figures.items():
                rows.append((what, ms(key, "timings", 1), f"goal < {goal} ms", ratio_to(key, goal)))
        for level in AI_LEVELS:
            a = res.get(f"ai_{level}")
            rows.append((f"computer, {level}: decision time median / max"
                         + (f" ({a['matches']} matches)" if a else ""),
                         missing(f"ai_{level}") if a is None
                         else f"{a['median_ms']:.3f} / {a['max_ms']:.3f} ms", "", ""))

        # only the figures of the stages chosen
        rows = [r for r in rows if r[1] != NOT_RUN]
        head = ("measurement", "En Garde", "reference", "ratio")
        widths = [max(len(r[i]) for r in rows + [head]) for i in range(4)]
        lines = ["| " + " | ".join(c.ljust(w) for c, w in zip(head, widths)) + " |",
                 "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
        for r in rows:
            lines.append("| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |")
        return "\n".join(lines)


def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "nproc": os.cpu_count(), "cpu": model,
            "system": platform.platform(),
            "load_average": os.getloadavg()}


def main():
    if len(sys.argv) < 2:
        print("usage: bench.py BUILDDIR [STAGE…]", file=sys.stderr)
        return 2
    start = time.monotonic()
    load_before = os.getloadavg()[0]
    b = Bench(sys.argv[1])
    stages = [b.engine, b.startup, b.match, b.logs, b.recent, b.hostile, b.ai, b.analysis, b.timings,
              b.instructions, b.instructions_recent]
    if len(sys.argv) > 2:
        unknown = set(sys.argv[2:]) - {s.__name__ for s in stages}
        if unknown:
            print(f"unknown stage {', '.join(sorted(unknown))}; the stages are "
                  f"{' '.join(s.__name__ for s in stages)}", file=sys.stderr)
            return 2
        stages = [s for s in stages if s.__name__ in sys.argv[2:]]
    else:
        stages.remove(b.instructions)   # only when asked for: minutes under valgrind
        stages.remove(b.instructions_recent)
    b.ran = {s.__name__ for s in stages}
    try:
        for stage in stages:
            try:
                stage()
            except Exception as e:      # one broken piece must not hide the others
                b.failed.add(stage.__name__)
                b.notes.append(f"{stage.__name__} failed: {e}")
    finally:
        if b.xvfb:
            b.xvfb.kill()
            b.xvfb.wait()
        shutil.rmtree(b.tmp, ignore_errors=True)
    m = machine()
    m["load_average_at_start"] = load_before
    table = b.table()
    report = {"machine": m, "references": {
                  "startup": "minimal GTK 4 window (build-aux/bench/eg-bench-window.c), and the same on libadwaita (-DEG_BENCH_ADW), same hook, same Xvfb",
                  "logs": "xmllint --noout --relaxng data/en-garde-match.rng",
                  "recent": "an empty AdwWindow of the same size with a header bar, same process",
                  "hostile": f"goal: under {HOSTILE_MS_PER_MIB} ms of CPU per MiB (at least 1 MiB "
                             f"counted) and {HOSTILE_MAX_RSS_MB} MB of peak RSS per file"},
              "results": b.results, "notes": b.notes,
              "bench_seconds": round(time.monotonic() - start, 1)}
    path = os.path.join(b.build, "bench.json")
    with open(path, "w") as f:
        json.dump(report, f, indent=2)
    print(f"\n{m['date']}, {m['nproc']} × {m['cpu']}, {m['system']}, "
          f"load average {m['load_average'][0]:.2f}\n")
    if any(stage != b.hostile for stage in stages):
        print(table)
    hostile = b.hostile_table()
    if hostile:
        print("\n" + hostile)
    for note in b.notes:
        print("\nnote: " + note)
    print(f"\nBench took {report['bench_seconds']} s; figures in {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
