#!/bin/sh
# memcheck.sh — the exe_wrapper of the 'valgrind' test setup (tests/meson.build):
# runs a compiled test of ours under memcheck. Anything else runs as it is:
# a script test (valgrind would check the shell) or a system tool used as a
# test (desktop-file-validate …: not our code). Ours means an ELF file under
# $EG_VALGRIND_BUILD_ROOT, which the setup sets to the build tree.
#
# Fails on definitely lost blocks and on any memcheck error (invalid reads
# and writes, uses of uninitialised values, bad frees). Suppressions: every
# build-aux/valgrind/*.supp, for leaks that are GLib's or GTK's own, never
# ours (none is needed by the suites run today).
here=$(cd "$(dirname "$0")" && pwd)
case "$1" in
  "${EG_VALGRIND_BUILD_ROOT:-/nonexistent}"/*) ;;
  *) exec "$@" ;;
esac
if [ "$(head -c 4 "$1" 2>/dev/null | tail -c 3)" != "ELF" ]; then
  exec "$@"
fi
supp=
for f in "$here"/*.supp; do
  [ -e "$f" ] && supp="$supp --suppressions=$f"
done
# shellcheck disable=SC2086
exec valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite \
  --errors-for-leak-kinds=definite --error-exitcode=1 --num-callers=30 $supp "$@"
