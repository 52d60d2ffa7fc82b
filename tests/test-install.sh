#!/usr/bin/env bash
# test-install.sh — `meson install` into a temporary DESTDIR, then check that
# every piece the source tree declares is installed where GNOME looks for it.
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-install.sh BUILD_ROOT SOURCE_ROOT   (prints TAP)
#
# What must be there is read from the source tree, not from meson: a
# desktop file template in data/ means an installed .desktop file, every
# language in po/LINGUAS an installed catalog, every help page an installed
# page, and so on. A piece the tree does not have yet is not checked.
set -uo pipefail

build=${1:?usage: test-install.sh BUILD_ROOT SOURCE_ROOT}
src=${2:?usage: test-install.sh BUILD_ROOT SOURCE_ROOT}
meson=${MESON:-meson}
app_id=io.github.engarde.EnGarde
domain=en-garde

n=0
failed=0
ok () {    # ok DESCRIPTION COMMAND…
  local what=$1; shift
  n=$((n + 1))
  if "$@" >"$tmp/out" 2>&1; then
    echo "ok $n - $what"
  else
    echo "not ok $n - $what"
    sed 's/^/# /' "$tmp/out" | head -20
    failed=$((failed + 1))
  fi
}
exists () { [ -e "$1" ] || { echo "missing: ${1#"$dest"}"; return 1; }; }
nonempty () { [ -s "$1" ] || { echo "missing or empty: ${1#"$dest"}"; return 1; }; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dest=$tmp/root

# Where meson installs: prefix, bindir, datadir, localedir of this build.
eval "$("$meson" introspect "$build" --buildoptions | python3 -c '
import json, shlex, sys
opts = {o["name"]: o["value"] for o in json.load(sys.stdin)}
for name in ("prefix", "bindir", "datadir", "localedir"):
    print(f"{name}={shlex.quote(str(opts[name]))}")
')"
under () { case "$1" in /*) echo "$dest$1" ;; *) echo "$dest$prefix/$1" ;; esac; }
bin=$(under "$bindir")
share=$(under "$datadir")
locale=$(under "$localedir")

if ! DESTDIR= "$meson" install -C "$build" --destdir "$dest" --no-rebuild --quiet >"$tmp/install.log" 2>&1; then
  echo "1..1"
  echo "not ok 1 - meson install into a temporary DESTDIR"
  sed 's/^/# /' "$tmp/install.log" | tail -30
  exit 1
fi
n=1
echo "ok 1 - meson install into a temporary DESTDIR"

# Programs
[ -f "$src/src/main.c" ] && ok "bin/en-garde is installed and executable" test -x "$bin/en-garde"
if [ -d "$src/src/cli" ]; then
  ok "bin/en-garde-cli is installed and runs" \
    sh -c '"$1" --version | grep -q "^en-garde-cli "' sh "$bin/en-garde-cli"
fi

# Desktop file, metainfo, settings schema, MIME type
for f in "$src"/data/*.desktop.in "$src"/data/*.desktop.in.in; do
  [ -e "$f" ] || continue
  name=$(basename "$f"); name=${name%.in}; name=${name%.in}
  ok "desktop file $name" nonempty "$share/applications/$name"
  if command -v desktop-file-validate >/dev/null; then
    ok "desktop file $name is valid" desktop-file-validate "$share/applications/$name"
  fi
done
for f in "$src"/data/*.metainfo.xml.in "$src"/data/*.metainfo.xml.in.in "$src"/data/*.appdata.xml.in; do
  [ -e "$f" ] || continue
  name=$(basename "$f"); name=${name%.in}; name=${name%.in}
  ok "metainfo $name" nonempty "$share/metainfo/$name"
  if command -v appstreamcli >/dev/null; then
    ok "metainfo $name is valid" appstreamcli validate --no-net "$share/metainfo/$name"
  fi
done
for f in "$src"/data/*.gschema.xml; do
  [ -e "$f" ] || continue
  name=$(basename "$f")
  ok "settings schema $name" nonempty "$share/glib-2.0/schemas/$name"
  if command -v glib-compile-schemas >/dev/null; then
    ok "installed settings schemas compile (--strict)" \
      glib-compile-schemas --strict --dry-run "$share/glib-2.0/schemas"
  fi
done
for f in "$src"/data/*.xml "$src"/data/*.xml.in; do
  [ -e "$f" ] || continue
  grep -q '<mime-info' "$f" || continue
  for type in $(grep -o '<mime-type type="[^"]*"' "$f" | cut -d'"' -f2); do
    ok "MIME type $type in share/mime/packages" \
      grep -rqs "type=\"$type\"" "$share/mime/packages"
  done
done
for f in "$src"/data/*.service.in "$src"/data/*.service; do
  [ -e "$f" ] || continue
  name=$(basename "$f" .in)
  ok "D-Bus service $name" nonempty "$share/dbus-1/services/$name"
done

# The match-log schema, installed for other tools
for f in "$src"/data/*.rng; do
  [ -e "$f" ] || continue
  name=$(basename "$f")
  ok "RELAX NG schema $name in share/$domain" cmp "$f" "$share/$domain/$name"
done

# Icons: data/icons/hicolor/… mirrors share/icons/hicolor/…
if [ -d "$src/data/icons" ]; then
  while IFS= read -r f; do
    rel=${f#"$src/data/icons/"}
    ok "icon $rel" nonempty "$share/icons/$rel"
  done < <(find "$src/data/icons" -type f \( -name '*.svg' -o -name '*.png' \) | sort)
fi

# Translations: one catalog per language in po/LINGUAS
if [ -f "$src/po/LINGUAS" ]; then
  for lang in $(sed 's/#.*//' "$src/po/LINGUAS"); do
    ok "translation $lang" nonempty "$locale/$lang/LC_MESSAGES/$domain.mo"
    # the installed catalog is the one the installed program reads
    if [ -x "$bin/en-garde-cli" ]; then
      ok "installed en-garde-cli speaks $lang from the installed catalog" sh -c '
        en=$(LANGUAGE=C LC_ALL=C.UTF-8 EN_GARDE_LOCALEDIR="$2" "$1" --help)
        tr=$(LANGUAGE="$3" LC_ALL=C.UTF-8 EN_GARDE_LOCALEDIR="$2" "$1" --help)
        [ -n "$tr" ] && [ "$en" != "$tr" ]' sh "$bin/en-garde-cli" "$locale" "$lang"
    fi
  done
fi

# Help: every page of help/C in every language of help/LINGUAS
if [ -d "$src/help/C" ]; then
  langs="C"
  [ -f "$src/help/LINGUAS" ] && langs="C $(sed 's/#.*//' "$src/help/LINGUAS")"
  for lang in $langs; do
    missing=()
    for page in "$src"/help/C/*.page; do
      [ -e "$page" ] || continue
      [ -s "$share/help/$lang/$domain/$(basename "$page")" ] || missing+=("$(basename "$page")")
    done
    ok "help in $lang: every page of help/C" \
      sh -c '[ $# -eq 0 ] || { echo "missing: $*"; exit 1; }' sh "${missing[@]}"
    # the HTML build, for systems without a help viewer
    if command -v yelp-build >/dev/null; then
      missing=()
      for page in "$src"/help/C/*.page; do
        [ -e "$page" ] || continue
        [ -s "$share/$domain/help/$lang/$(basename "$page" .page).html" ] || missing+=("$(basename "$page" .page).html")
      done
      ok "HTML help in $lang: every page of help/C" \
        sh -c '[ $# -eq 0 ] || { echo "missing: $*"; exit 1; }' sh "${missing[@]}"
    fi
  done
fi

# Nothing lands outside the prefix (a hard-coded absolute path would).
ok "everything is installed under the prefix $prefix" \
  sh -c 'cd "$1" && find . -type f | grep -v "^\.$2/" | sed "s/^/outside: /" | { ! grep .; }' \
  sh "$dest" "$prefix"

echo "1..$n"
exit $((failed > 0))
