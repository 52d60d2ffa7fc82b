#!/usr/bin/env bash
# test-i18n.sh — translation and help checks, printing TAP.
#
#   test-i18n.sh potfiles  SRCDIR
#       every file under src/ and data/ with translatable strings is listed
#       in po/POTFILES.in, every listed file exists, the list is sorted
#   test-i18n.sh catalogs  SRCDIR
#       po/LINGUAS and po/*.po agree; each catalog passes msgfmt --check
#       with 0 fuzzy and 0 untranslated messages
#   test-i18n.sh catalogs-current SRCDIR BUILDDIR
#       each po/*.po translates every message of a template freshly
#       extracted from the sources (msgcmp)
#   test-i18n.sh help      SRCDIR BUILDDIR [LANG…]
#       help/meson.build lists every help/C/*.page; yelp-check validate,
#       links and orphans on help/C and on each help/LANG/LANG.po applied
#       with itstool (into BUILDDIR/help-check/LANG)
#   test-i18n.sh cli-french CLI LOCALEDIR
#       en-garde-cli speaks French with LANGUAGE=fr
#   test-i18n.sh help-width APP CLI LOCALEDIR LANG…
#       every line of `en-garde --help`, `--help-all`, `en-garde-cli --help`
#       and `en-garde-cli COMMAND --help` for each command is at most
#       HELP_COLUMNS (79) columns, in English and in each LANG
#
# Copyright 2026 The En Garde authors
# SPDX-License-Identifier: GPL-3.0-or-later

set -u
export LC_ALL=C.UTF-8

n=0
failed=0

ok () {
  n=$((n + 1))
  echo "ok $n - $1"
}

not_ok () {
  n=$((n + 1))
  failed=$((failed + 1))
  echo "not ok $n - $1"
  if [ $# -gt 1 ] && [ -n "$2" ]; then
    printf '%s\n' "$2" | sed 's/^/# /'
  fi
}

check () {
  local name=$1 detail=$2
  if [ -z "$detail" ]; then
    ok "$name"
  else
    not_ok "$name" "$detail"
  fi
}

finish () {
  echo "1..$n"
  [ "$failed" -eq 0 ]
  exit
}

need () {
  if ! command -v "$1" >/dev/null; then
    echo "1..0 # SKIP $1 is not installed"
    exit 0
  fi
}

# Files that hold translatable strings, relative to the source root.
translatable_files () {
  local src=$1
  (
    cd "$src" || exit 1
    find src data -type f \( -name '*.c' -o -name '*.h' \) -print0 2>/dev/null |
      xargs -0 -r grep -l -E \
        '(^|[^A-Za-z0-9_])(N|C|NC|Q)?_ ?\( ?"|(^|[^A-Za-z0-9_])(g_d?n?gettext|ngettext|g_dpgettext2?|g_dngettext) ?\(' \
        2>/dev/null
    find src data -type f \( -name '*.ui' -o -name '*.ui.in' \) -print0 2>/dev/null |
      xargs -0 -r grep -l -E 'translatable="(yes|true|1)"' 2>/dev/null
    # desktop files, AppStream metainfo: every text in them is for people
    find src data -type f \( -name '*.desktop.in' -o -name '*.desktop.in.in' \
      -o -name '*.metainfo.xml.in' -o -name '*.metainfo.xml.in.in' \
      -o -name '*.appdata.xml.in' \) 2>/dev/null
    # GSettings schemas with summaries or descriptions
    find src data -type f \( -name '*.gschema.xml' -o -name '*.gschema.xml.in' \) -print0 2>/dev/null |
      xargs -0 -r grep -l -E '<summary|<description' 2>/dev/null
    # intltool-style translatable elements (<_summary> …)
    find src data -type f -name '*.in' -print0 2>/dev/null |
      xargs -0 -r grep -l -E '<_[A-Za-z]' 2>/dev/null
  ) | sed 's|^\./||' | LC_ALL=C sort -u
}

listed_files () {
  grep -v -E '^[[:space:]]*(#|$)' "$1/po/POTFILES.in" | sed 's/[[:space:]]*$//'
}

check_potfiles () {
  local src=$1 missing='' absent='' unsorted=''
  local found listed

  found=$(translatable_files "$src")
  listed=$(listed_files "$src")

  if [ -z "$found" ]; then
    not_ok "some source file has translatable strings" "nothing found under $src/src"
  else
    ok "$(printf '%s\n' "$found" | wc -l) source files have translatable strings"
  fi

  missing=$(LC_ALL=C comm -23 <(printf '%s\n' "$found") <(printf '%s\n' "$listed" | LC_ALL=C sort -u))
  check "every file with translatable strings is in po/POTFILES.in" \
    "${missing:+not listed in po/POTFILES.in:
$missing}"

  while IFS= read -r f; do
    [ -z "$f" ] && continue
    [ -f "$src/$f" ] || absent+="$f"$'\n'
  done <<< "$listed"
  check "every file in po/POTFILES.in exists" "${absent:+listed but missing:
$absent}"

  # textdomain () is never called (TOOLCHAIN.md), so bare gettext (),
  # ngettext () and pgettext () look in the "messages" domain and stay
  # English: plurals need g_dngettext (GETTEXT_PACKAGE, …).
  check "sources look strings up in the en-garde domain" \
    "$(cd "$src" && find src -type f \( -name '*.c' -o -name '*.h' \) -print0 |
       xargs -0 -r grep -n -E '(^|[^A-Za-z0-9_])(n?gettext|textdomain) ?\(' 2>/dev/null |
       grep -v -E '^[^:]+:[0-9]+:[[:space:]]*(\*|/\*|//)' |
       sed 's/$/   ← use g_dngettext (GETTEXT_PACKAGE, …) or _ ()/')"

  if ! printf '%s\n' "$listed" | LC_ALL=C sort -c 2>/dev/null; then
    unsorted=$(printf '%s\n' "$listed" | LC_ALL=C sort -c 2>&1)
  elif [ -n "$(printf '%s\n' "$listed" | LC_ALL=C uniq -d)" ]; then
    unsorted="listed twice: $(printf '%s\n' "$listed" | LC_ALL=C uniq -d)"
  fi
  check "po/POTFILES.in is sorted, without duplicates" "$unsorted"
}

check_catalogs () {
  local src=$1 linguas='' files='' lang stats out
  need msgfmt

  if [ -f "$src/po/LINGUAS" ]; then
    linguas=$(grep -v -E '^[[:space:]]*(#|$)' "$src/po/LINGUAS" | tr -s '[:space:]' '\n' |
              grep -v '^$' | LC_ALL=C sort -u)
  fi
  files=$(find "$src/po" -maxdepth 1 -name '*.po' -printf '%f\n' | sed 's/\.po$//' | LC_ALL=C sort -u)

  check "po/LINGUAS lists exactly the catalogs in po/" \
    "$(LC_ALL=C comm -3 <(printf '%s\n' "$linguas" | grep -v '^$') \
                        <(printf '%s\n' "$files" | grep -v '^$') |
       sed 's/^\t/catalog not in LINGUAS: /; /^catalog/!s/^/listed without a .po: /')"

  for lang in $files; do
    if ! out=$(msgfmt --check --statistics -o /dev/null "$src/po/$lang.po" 2>&1); then
      not_ok "po/$lang.po passes msgfmt --check" "$out"
      continue
    fi
    ok "po/$lang.po passes msgfmt --check"
    stats=$(printf '%s\n' "$out" | tail -n 1)
    if printf '%s\n' "$stats" | grep -q -E 'fuzzy|untranslated'; then
      not_ok "po/$lang.po is complete" "$stats"
    elif ! printf '%s\n' "$stats" | grep -q -E '^[1-9][0-9]* translated message'; then
      not_ok "po/$lang.po is complete" "unexpected statistics: $stats"
    else
      ok "po/$lang.po is complete ($stats)"
    fi
  done
}

# The template as meson's i18n.gettext (preset: 'glib') makes it.
make_template () {
  local src=$1 out=$2
  xgettext --package-name=en-garde --from-code=UTF-8 --add-comments \
    --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
    --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
    --keyword=eg_npgettext:1c,2,3 --flag=eg_npgettext:2:pass-c-format \
    --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
    --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
    --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
    --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
    --flag=g_markup_printf_escaped:1:c-format --flag=g_log:3:c-format \
    --flag=g_print:1:c-format --flag=g_printerr:1:c-format --flag=g_printf:1:c-format \
    --flag=g_fprintf:2:c-format --flag=g_sprintf:2:c-format --flag=g_snprintf:3:c-format \
    -D "$src" -f "$src/po/POTFILES.in" -o "$out"
}

# Stricter than "catalogs": each catalog translates every message the
# sources hold now (run `ninja en-garde-update-po` and translate after
# strings change).
check_catalogs_current () {
  local src=$1 build=$2 lang out
  need xgettext
  need msgcmp

  mkdir -p "$build"
  if ! out=$(make_template "$src" "$build/en-garde.pot" 2>&1); then
    not_ok "the template can be extracted from po/POTFILES.in" "$out"
    return
  fi
  ok "the template can be extracted from po/POTFILES.in"
  for lang in $(find "$src/po" -maxdepth 1 -name '*.po' -printf '%f\n' | sed 's/\.po$//' | LC_ALL=C sort); do
    if out=$(msgcmp "$src/po/$lang.po" "$build/en-garde.pot" 2>&1); then
      ok "po/$lang.po translates every current message"
    else
      not_ok "po/$lang.po translates every current message" \
        "$(printf '%s\n' "$out" | grep -c 'this message' || true) messages missing or fuzzy:
$(printf '%s\n' "$out" | head -n 20)"
    fi
  done
}

check_help () {
  local src=$1 build=$2 lang out listed pages dir
  shift 2
  need yelp-check

  pages=$(find "$src/help/C" -maxdepth 1 -name '*.page' -printf '%f\n' | LC_ALL=C sort)
  listed=$(grep -o -E "'[^']+\.page'" "$src/help/meson.build" | tr -d "'" | LC_ALL=C sort)
  check "help/meson.build lists exactly the pages in help/C" \
    "$(LC_ALL=C comm -3 <(printf '%s\n' "$pages") <(printf '%s\n' "$listed"))"
  pages=$(cd "$src/help/C" && find figures -type f 2>/dev/null | LC_ALL=C sort)
  listed=$(grep -o -E "'figures/[^']+'" "$src/help/meson.build" | tr -d "'" | LC_ALL=C sort)
  check "help/meson.build lists exactly the figures in help/C/figures" \
    "$(LC_ALL=C comm -3 <(printf '%s\n' "$pages") <(printf '%s\n' "$listed"))"

  for lang in C "$@"; do
    if [ "$lang" = C ]; then
      dir=$src/help/C
    else
      # Translate the pages the way gnome.yelp() does, from the sources.
      need itstool
      need msgfmt
      dir=$build/help-check/$lang
      rm -rf "$dir"
      mkdir -p "$dir"
      if ! out=$(msgfmt --check -o "$dir/$lang.mo" "$src/help/$lang/$lang.po" 2>&1 &&
                 itstool -m "$dir/$lang.mo" -o "$dir" "$src"/help/C/*.page 2>&1); then
        not_ok "help/$lang/$lang.po translates the pages" "$out"
        continue
      fi
      ok "help/$lang/$lang.po translates the pages"
      # each language has its figures, rendered in that language
      # (build-aux/dev figures); gnome.yelp () installs them
      missing=
      for figure in "$src"/help/C/figures/*; do
        [ -e "$src/help/$lang/figures/$(basename "$figure")" ] || missing="$missing $(basename "$figure")"
      done
      check "help/$lang/figures has every figure of help/C/figures" "${missing:+missing:$missing}"
      ln -s "$src/help/$lang/figures" "$dir/figures"
      out=$(msgfmt --statistics -o /dev/null "$src/help/$lang/$lang.po" 2>&1 | tail -n 1)
      if printf '%s\n' "$out" | grep -q -E 'fuzzy|untranslated'; then
        not_ok "help/$lang/$lang.po is complete" "$out"
      else
        ok "help/$lang/$lang.po is complete ($out)"
      fi
    fi
    if ! ls "$dir"/*.page >/dev/null 2>&1; then
      not_ok "help pages in $lang are built" "no pages in $dir"
      continue
    fi
    if out=$(cd "$dir" && yelp-check validate ./*.page 2>&1); then
      ok "help in $lang is valid Mallard"
    else
      not_ok "help in $lang is valid Mallard" "$out"
    fi
    out=$(cd "$dir" && yelp-check links ./*.page 2>&1)
    check "help in $lang has no broken links" "$out"
    out=$(cd "$dir" && yelp-check orphans ./*.page 2>&1)
    check "every help page in $lang is reachable from the index" "$out"
    out=$(cd "$dir" && yelp-check media ./*.page 2>&1)
    check "every figure the help in $lang shows exists" "$out"
    out=$(cd "$dir" && yelp-check ids ./*.page 2>&1)
    check "help page ids in $lang match their file names" "$out"
  done
}

HELP_COLUMNS=79

# wide_lines: the lines of stdin longer than HELP_COLUMNS characters
# (every character of these screens takes one column), with their width
wide_lines () {
  python3 -c '
import sys
for line in sys.stdin.read().splitlines():
    # GLib prints --gapplication-service from its own catalog (and its
    # own width), not from ours
    if len(line) > int(sys.argv[1]) and "--gapplication-service" not in line:
        print(f"{len(line)} columns: {line}")
' "$HELP_COLUMNS"
}

check_help_width () {
  local app=$1 cli=$2 localedir=$3; shift 3
  local lang commands cmd out

  # the commands, from the English list ("  NAME   what it does")
  commands=$(LANGUAGE=en LC_ALL=C.UTF-8 "$cli" --help 2>/dev/null |
    sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')
  check "en-garde-cli --help lists its commands" "$( [ -n "$commands" ] || echo "no command found")"
  for lang in en "$@"; do
    for cmd in "$app --help" "$app --help-all" "$cli --help" $(for c in $commands; do printf '%s\n' "$cli:$c"; done); do
      case $cmd in
        "$cli":*) out=$(LANGUAGE=$lang LC_ALL=C.UTF-8 EN_GARDE_LOCALEDIR=$localedir "$cli" "${cmd#"$cli":}" --help 2>&1)
                  cmd="en-garde-cli ${cmd#"$cli":} --help" ;;
        *)        out=$(LANGUAGE=$lang LC_ALL=C.UTF-8 EN_GARDE_LOCALEDIR=$localedir GTK_A11Y=none $cmd 2>&1)
                  cmd="$(basename "${cmd%% *}") ${cmd#* }" ;;
      esac
      check "$lang: $cmd fits $HELP_COLUMNS columns" "$(printf '%s\n' "$out" | wide_lines)"
    done
  done
}

check_cli_french () {
  local cli=$1 localedir=$2 out status

  if [ ! -d "$localedir/fr/LC_MESSAGES" ]; then
    not_ok "French catalog is built" "no $localedir/fr/LC_MESSAGES"
    return
  fi

  out=$(LANGUAGE=fr LC_ALL=C.UTF-8 EN_GARDE_LOCALEDIR=$localedir "$cli" --help 2>&1)
  status=$?
  check "en-garde-cli --help exits with 0" "$( [ $status -eq 0 ] || echo "status $status")"
  if printf '%s\n' "$out" | grep -q 'Commandes'; then
    ok "en-garde-cli --help speaks French"
  else
    not_ok "en-garde-cli --help speaks French" "$out"
  fi
  if printf '%s\n' "$out" | grep -q -E '^Usage: en-garde-cli COMMAND|^Commands:'; then
    not_ok "en-garde-cli --help has no English left" "$out"
  else
    ok "en-garde-cli --help has no English left"
  fi

  out=$(LANGUAGE=fr LC_ALL=C.UTF-8 EN_GARDE_LOCALEDIR=$localedir \
        "$cli" play --left random --right random --matches 2 --seed 7 2>&1)
  status=$?
  check "en-garde-cli play exits with 0" "$( [ $status -eq 0 ] || echo "status $status")"
  if printf '%s\n' "$out" | grep -q -E 'Gauche|gauche'; then
    ok "en-garde-cli play summarises in French"
  else
    not_ok "en-garde-cli play summarises in French" "$out"
  fi
  # ngettext () without a domain would look in the "messages" domain and
  # leave plural sentences in English: use g_dngettext (GETTEXT_PACKAGE, …).
  if printf '%s\n' "$out" | grep -q -E 'played|[0-9] rounds?$|Left|Right'; then
    not_ok "en-garde-cli play has no English left" "$out"
  else
    ok "en-garde-cli play has no English left"
  fi

  # The same run without LANGUAGE must stay English: the test would pass
  # for the wrong reason if the CLI always spoke French.
  out=$(LANGUAGE='' LC_ALL=C.UTF-8 EN_GARDE_LOCALEDIR=$localedir "$cli" --help 2>&1)
  if printf '%s\n' "$out" | grep -q '^Commands:'; then
    ok "en-garde-cli --help stays English without LANGUAGE"
  else
    not_ok "en-garde-cli --help stays English without LANGUAGE" "$out"
  fi

  out=$(LANGUAGE=fr LC_ALL=C.UTF-8 EN_GARDE_LOCALEDIR=$localedir "$cli" play --variant nope 2>&1)
  if printf '%s\n' "$out" | grep -q -E 'variante'; then
    ok "en-garde-cli usage errors are in French"
  else
    not_ok "en-garde-cli usage errors are in French" "$out"
  fi
}

[ $# -ge 2 ] || { echo "usage: $0 potfiles|catalogs|help|cli-french ARGS…" >&2; exit 2; }

what=$1
shift
case $what in
  potfiles)   check_potfiles "$@" ;;
  catalogs)   check_catalogs "$@" ;;
  catalogs-current) check_catalogs_current "$@" ;;
  help)       check_help "$@" ;;
  cli-french) check_cli_french "$@" ;;
  help-width) check_help_width "$@" ;;
  *) echo "unknown check $what" >&2; exit 2 ;;
esac
finish
