#!/bin/sh
# help-html.sh — the Mallard help as HTML, for systems without a help
# viewer: OUTDIR/<lang>/index.html for C and each language given.
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: help-html.sh OUTDIR HELPDIR [LANG...]

set -eu
out=$1
src=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

rm -rf "$out"
for lang in C "$@"; do
  mkdir -p "$out/$lang"
  pages="$src/C"
  if [ "$lang" != C ]; then
    # the translated pages, as the installed help has them
    mkdir -p "$tmp/$lang"
    msgfmt -o "$tmp/$lang.mo" "$src/$lang/$lang.po"
    # from help/C: the pages name their figures relative to it
    (cd "$src/C" && itstool -m "$tmp/$lang.mo" -o "$tmp/$lang" ./*.page)
    # the figures rendered in that language, where there are any
    if [ -d "$src/$lang/figures" ]; then figures=$src/$lang/figures; else figures=$src/C/figures; fi
    cp -r "$figures" "$tmp/$lang/"
    pages="$tmp/$lang"
  fi
  # copies the figures the pages show beside them
  yelp-build html -o "$out/$lang/" "$pages"/*.page
done
