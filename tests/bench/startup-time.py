#!/usr/bin/env python3
# startup-time.py — launch-to-first-frame of en-garde against a minimal
# GTK 4 window, side by side (alternating runs) on one display.
#
#   xvfb-run -a tests/bench/startup-time.py BUILDDIR [RUNS]
#
# Each program prints "first-frame" once its first frame is painted and
# exits; the time is from spawning the process to reading that line.
# The renderer is GTK's choice unless GSK_RENDERER is set: the tests use
# cairo; under Xvfb the GL renderer is Mesa's llvmpipe, whose shader
# compiles weigh on any window that draws more than a plain background.
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import statistics
import subprocess
import sys
import time

build = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15

env = dict(os.environ)
env.setdefault('GSETTINGS_SCHEMA_DIR', os.path.join(build, 'data'))
env.setdefault('GSETTINGS_BACKEND', 'memory')
env.setdefault('GTK_A11Y', 'none')
env.setdefault('NO_AT_BRIDGE', '1')
env['EN_GARDE_EXIT_AFTER_FIRST_FRAME'] = '1'

programs = {
    'minimal GTK 4 window': [os.path.join(build, 'tests', 'minimal-window')],
    'en-garde': [os.path.join(build, 'src', 'ui', 'en-garde')],
}


def first_frame_ms(argv):
    start = time.monotonic()
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in proc.stdout:
        if line.startswith('first-frame'):
            elapsed = (time.monotonic() - start) * 1000
            break
    else:
        raise SystemExit(f'{argv[0]} never drew a frame')
    proc.wait(timeout=30)
    return elapsed


# one warm-up run each: the first launch pays for cold caches
for argv in programs.values():
    first_frame_ms(argv)

times = {name: [] for name in programs}
for _ in range(runs):
    for name, argv in programs.items():
        times[name].append(first_frame_ms(argv))

medians = {name: statistics.median(t) for name, t in times.items()}
for name, t in times.items():
    print(f'{name:22} median {medians[name]:7.1f} ms  (min {min(t):.1f}, max {max(t):.1f}, {len(t)} runs)')
ratio = medians['en-garde'] / medians['minimal GTK 4 window']
print(f'ratio {ratio:.2f} (target < 1.5)')
sys.exit(0 if ratio < 1.5 else 1)
