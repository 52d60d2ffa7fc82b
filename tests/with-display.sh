#!/bin/sh
# with-display.sh — runs a test that needs a display (tests/meson.build
# wraps every UI test in it, so a bare `meson test` finds one by itself)
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: with-display.sh TEST [ARGS…]
#
# A private Xvfb through `xvfb-run -a` when there is one: on a desktop
# the tests then neither flash windows nor meet the person's pointer (a
# tooltip under it, a click test whose square it covers). Otherwise, or
# with EG_TEST_DISPLAY=here, the display at hand ($DISPLAY or
# $WAYLAND_DISPLAY). The test keeps the environment meson gives it
# (GTK_A11Y, GSK_RENDERER, G_DEBUG…): xvfb-run only adds DISPLAY and
# XAUTHORITY. With neither xvfb-run nor a display, the test fails when
# $CI is set (a CI run must not pass by skipping every interface test)
# and is skipped, saying why, otherwise.

if [ $# -eq 0 ]; then
  echo "usage: $0 TEST [ARGS…]" >&2
  exit 2
fi

if [ "${EG_TEST_DISPLAY:-}" != here ] && command -v xvfb-run >/dev/null 2>&1; then
  exec xvfb-run -a -s '-screen 0 1280x1024x24' "$@"
fi

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$@"
fi

reason="no display: neither DISPLAY nor WAYLAND_DISPLAY is set and xvfb-run is missing (Debian: apt-get install xvfb xauth)"
if [ -n "${CI:-}" ]; then
  echo "Bail out! $reason; CI is set, so this interface test fails instead of skipping"
  exit 1
fi
echo "1..0 # SKIP $reason"
exit 0
