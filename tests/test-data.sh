#!/bin/sh
# test-data.sh — the MIME type, the icons and the metainfo screenshots
#
#   test-data.sh SRCDIR MIMEFILE
#
# MIMEFILE is the built shared-mime-info definition (its comment merged
# with the translations).
#
# Prints TAP. A missing tool skips its check.
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later

src=$1
mime_file=$2
data=$src/data
n=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok () { n=$((n + 1)); echo "ok $n $1"; }
not_ok () { n=$((n + 1)); failed=1; echo "not ok $n $1"; }
skip () { n=$((n + 1)); echo "ok $n # SKIP $1"; }

echo "1..4"

# The shared-mime-info definition compiles, and a match log is recognised
# by its extension and by its root element.
if command -v update-mime-database >/dev/null; then
  mkdir -p "$tmp/mime/packages"
  cp "$mime_file" "$tmp/mime/packages/"
  if update-mime-database "$tmp/mime" 2>"$tmp/mime.log" &&
     [ -f "$tmp/mime/application/x-engarde+xml.xml" ] &&
     grep -q 'application/x-engarde+xml:\*\.engarde' "$tmp/mime/globs2" &&
     grep -q 'urn:engarde:match:1 match application/x-engarde+xml' "$tmp/mime/XMLnamespaces" &&
     grep -q '<comment xml:lang="fr">' "$tmp/mime/application/x-engarde+xml.xml"; then
    ok "mime type"
  else
    cat "$tmp/mime.log" | sed 's/^/# /'
    not_ok "mime type"
  fi
else
  skip "update-mime-database not installed"
fi

# The icons are well-formed SVG.
if command -v xmllint >/dev/null; then
  if xmllint --noout "$data/icons/hicolor/scalable/apps/io.github.engarde.EnGarde.svg" \
                     "$data/icons/hicolor/symbolic/apps/io.github.engarde.EnGarde-symbolic.svg"; then
    ok "icons"
  else
    not_ok "icons"
  fi
else
  skip "xmllint not installed"
fi

# Every screenshot the metainfo names is in data/screenshots/.
missing=
for url in $(sed -n 's:.*<image>\(.*\)</image>.*:\1:p' "$data/io.github.engarde.EnGarde.metainfo.xml.in"); do
  file=$data/screenshots/$(basename "$url")
  [ -f "$file" ] || missing="$missing $file"
done
if [ -z "$missing" ]; then ok "screenshots"; else echo "# missing:$missing"; not_ok "screenshots"; fi

# Every screenshot comes in a light and a dark version.
unpaired=
for light in "$data"/screenshots/*-light.png; do
  [ -f "${light%-light.png}-dark.png" ] || unpaired="$unpaired $light"
done
if [ -z "$unpaired" ]; then ok "light and dark screenshots"; else echo "# no dark version:$unpaired"; not_ok "light and dark screenshots"; fi

exit $failed
