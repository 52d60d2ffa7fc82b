#!/bin/sh
# run-recipe.sh SRCDIR FUZZER: runs README.md's fuzzing command as written,
# with this build's target, a fresh corpus folder and 2,000 runs instead
# of ten million, so that the recipe cannot drift from the target, its
# dictionary or its seeds unseen. Speed is not judged here (the slow-unit
# bounds are lifted): the hostile-file benchmark does that.
set -eu
src=$1
fuzzer=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")

# the command: from "nice -n 19 _build-fuzz/…" to the line without "\"
recipe=$(sed -n '/^ *nice -n 19 _build-fuzz\/tests\/fuzz\/fuzz-match-log/,/[^\\]$/p' "$src/README.md" |
  sed 's/\\$//' | tr '\n' ' ')
if [ -z "$recipe" ]; then
  echo "README.md has no fuzzing command (nice -n 19 _build-fuzz/tests/fuzz/fuzz-match-log …)" >&2
  exit 1
fi
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
# shellcheck disable=SC2086 # the recipe's words, split as the shell would
set -- $recipe
shift 3 # nice -n 19
shift   # the target's path in the recipe's build folder
args=""
for word in "$@"; do
  case $word in
    -runs=*) word=-runs=2000 ;;
    corpus) word=$corpus ;;
  esac
  args="$args $word"
done
cd "$src"
echo "# $fuzzer$args"
# shellcheck disable=SC2086
EG_FUZZ_SLOW_UNIT_MS=600000 EG_FUZZ_SLOW_MS_PER_MIB=600000 "$fuzzer" $args -seed=1
