#!/usr/bin/env bash
# test-cli-logs.sh — en-garde-cli validate, show and play --log-dir, as a
# user runs them: exit codes and output (TAP).
#
#   test-cli-logs.sh EN-GARDE-CLI TESTS-SOURCE-DIR
set -u

cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
data=$2/data
. "$(dirname "$0")/tap.sh" cli-logs

# run EXPECTED-STATUS ARGS… : runs the CLI into $tmp/out and $tmp/err
run () {
  local expected=$1; shift
  "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  if [ "$status" -ne "$expected" ]; then
    echo "# en-garde-cli $*: exit status $status, expected $expected" >&2
    sed 's/^/# /' "$tmp/err" >&2
    return 1
  fi
}

# has FILE TEXT : FILE holds the line TEXT exactly
has () {
  grep -qxF -- "$2" "$1" || { echo "# missing in $(basename "$1"): $2" >&2; sed 's/^/#   /' "$1" | head -20 >&2; return 1; }
}

validate_examples () {
  (cd "$data" && run 0 validate ./*.engarde) || return 1
  [ "$(wc -l <"$tmp/out")" -eq 10 ] || return 1
  has "$tmp/out" "./parry-then-continue.engarde: valid, 1 round, score 0–1, unfinished" &&
  has "$tmp/out" "./classic-round.engarde: valid, 1 round, score 1–0, unfinished" &&
  [ ! -s "$tmp/err" ]
}

validate_invalid () {
  (cd "$data/invalid" && run 1 validate ./*.engarde) || return 1
  [ "$(wc -l <"$tmp/err")" -eq 9 ] && [ ! -s "$tmp/out" ] &&
  has "$tmp/err" "./move-onto-or-past-opponent.engarde:16: Ada cannot move 4 forward: that passes Bob." &&
  has "$tmp/err" "./retreat-after-direct-attack.engarde:17: Bob cannot retreat from a direct attack: only parrying answers it." &&
  has "$tmp/err" "./truncated.engarde:11: The file ends in the middle of the match: it is incomplete or damaged." &&
  has "$tmp/err" "./deck-not-five-of-each.engarde:7: The deck of round 1 does not hold five cards of each value: it has 4 cards of value 4, 6 cards of value 5." &&
  grep -q '^\./future-format\.engarde:3: This match log was written by a newer version of En Garde' "$tmp/err" &&
  grep -q '^\./wrong-namespace\.engarde:3: This is not an En Garde match log' "$tmp/err" &&
  grep -q '^\./entity-bomb\.engarde:3: The file declares a document type' "$tmp/err"
}

validate_mixed () {
  run 1 validate "$data/draw.engarde" "$data/invalid/result-disagrees.engarde" || return 1
  has "$tmp/out" "$data/draw.engarde: valid, 1 round, score 0–0, unfinished" &&
  grep -q "^$data/invalid/result-disagrees.engarde:21: The recorded result (Bob wins on cards) does not follow from the play" "$tmp/err"
}

validate_missing () {
  run 2 validate "$data/draw.engarde" "$tmp/none.engarde" || return 1
  has "$tmp/out" "$data/draw.engarde: valid, 1 round, score 0–0, unfinished" &&
  grep -q "^$tmp/none.engarde: The file cannot be read: " "$tmp/err"
}

validate_usage () {
  run 2 validate && grep -q "validate needs at least one FILE" "$tmp/err" &&
  run 2 validate --frobnicate "$data/draw.engarde"
}

show_example () {
  run 0 show "$data/parry-then-continue.engarde" || return 1
  has "$tmp/out" "Ada (left) against Bob (right)" &&
  has "$tmp/out" "Round 1, Ada starts" &&
  has "$tmp/out" "      Ada on 1, Bob on 23, distance 22" &&
  has "$tmp/out" "      Ada holds 1 2 4 4 5 · Bob holds 2 2 3 4 5 · draw pile 15" &&
  has "$tmp/out" "    1. Ada moves 5 forward" &&
  has "$tmp/out" "    5. Ada steps 4 forward and attacks with a 4" &&
  has "$tmp/out" "    6. Bob retreats 3" &&
  has "$tmp/out" "   11. Ada parries with a 3" &&
  has "$tmp/out" "  Ada cannot parry: Bob wins the round." &&
  has "$tmp/out" "  Score: Ada 0, Bob 1" &&
  has "$tmp/out" "The match is unfinished: score 0–1." &&
  [ "$(grep -c '^ *[0-9]*\. ' "$tmp/out")" -eq 13 ]
}

show_every_example () {
  for f in "$data"/*.engarde; do
    run 0 show "$f" || return 1
    grep -q "wins the round\|the round is a draw" "$tmp/out" || return 1
  done
}

show_invalid () {
  run 1 show "$data/invalid/move-onto-or-past-opponent.engarde" &&
  has "$tmp/err" "$data/invalid/move-onto-or-past-opponent.engarde:16: Ada cannot move 4 forward: that passes Bob." &&
  [ ! -s "$tmp/out" ] &&
  run 2 show && run 2 show "$data/draw.engarde" "$data/draw.engarde" &&
  run 2 show "$tmp/none.engarde"
}

play_log_dir () {
  run 0 play --matches 3 --seed 7 --log-dir "$tmp/logs" || return 1
  [ "$(ls "$tmp/logs" | grep -c '\.engarde$')" -eq 3 ] || return 1
  run 0 validate "$tmp/logs"/*.engarde || return 1
  [ "$(wc -l <"$tmp/out")" -eq 3 ] && ! grep -q unfinished "$tmp/out" &&
  grep -q ": valid, [0-9]* rounds, score [0-9]–[0-9]$" "$tmp/out" &&
  run 0 show "$(ls "$tmp/logs"/*.engarde | head -1)" &&
  grep -q "wins the match [0-9]–[0-9]\.$" "$tmp/out"
}

play_log_dir_unwritable () {
  : >"$tmp/file"
  run 2 play --matches 1 --log-dir "$tmp/file/logs" && grep -q "cannot create the folder" "$tmp/err"
}

# Two runs never overwrite each other's logs: names that a second run in
# the same seconds would take are taken already, and stay as they were.
play_log_dir_never_overwrites () {
  mkdir -p "$tmp/taken" || return 1
  local now
  now=$(date -u +%s)
  for s in 0 1 2 3 4 5; do
    local stem
    stem=$(date -u -d "@$((now + s))" +%Y-%m-%dT%H-%M-%SZ)
    echo "not a log" >"$tmp/taken/$stem-00001.engarde"
    echo "not a log" >"$tmp/taken/$stem-00002.engarde"
  done
  run 0 play --matches 2 --seed 3 --log-dir "$tmp/taken" || return 1
  [ "$(grep -lx 'not a log' "$tmp/taken"/*.engarde | wc -l)" -eq 12 ] &&
  [ "$(ls "$tmp/taken" | wc -l)" -eq 14 ] &&
  run 0 validate $(grep -Lx 'not a log' "$tmp/taken"/*.engarde) &&
  [ "$(wc -l <"$tmp/out")" -eq 2 ]
}

# A negative seed is a number like any other: the same seed, the same play.
play_negative_seed () {
  run 0 play --matches 3 --seed -5 --json || return 1
  sed 's/"left_decision_ms".*//' "$tmp/out" >"$tmp/first" &&
  run 0 play --matches 3 --seed=18446744073709551611 --json &&
  sed 's/"left_decision_ms".*//' "$tmp/out" >"$tmp/second" &&
  cmp -s "$tmp/first" "$tmp/second" &&
  run 0 play --matches 3 --seed 5 --json &&
  ! cmp -s "$tmp/first" <(sed 's/"left_decision_ms".*//' "$tmp/out")
}

numbers_refused () {
  run 2 play --seed 5x && has "$tmp/err" "en-garde-cli: --seed needs a whole number, not “5x” (try --help)" &&
  run 2 play --seed 99999999999999999999999 && grep -q "^en-garde-cli: --seed needs a whole number" "$tmp/err" &&
  run 2 engine --seed "" && grep -q "^en-garde-cli: --seed needs a whole number" "$tmp/err" &&
  run 2 bench --rounds 0 &&
  has "$tmp/err" "en-garde-cli: --rounds needs a whole number from 1 to 9223372036854775807, not “0” (try --help)" &&
  run 2 bench --rounds -3 && run 2 bench --rounds 2x &&
  run 2 play --matches 0 && run 2 play --target 100 && run 2 play --matches x
}

# A name with a colon is a file, not a URI.
validate_colon_name () {
  cp "$data/draw.engarde" "$tmp/a:b.engarde" &&
  (cd "$tmp" && run 0 validate a:b.engarde) &&
  has "$tmp/out" "a:b.engarde: valid, 1 round, score 0–0, unfinished" &&
  (cd "$tmp" && run 0 show a:b.engarde) &&
  (cd "$tmp" && run 0 analyse a:b.engarde)
}

# A pipe, a device and a folder are refused at once, never waited on.
validate_not_regular () {
  mkfifo "$tmp/pipe.engarde" || return 1
  timeout 20 "$cli" validate "$tmp/pipe.engarde" /dev/zero "$tmp" >"$tmp/out" 2>"$tmp/err"
  [ $? -eq 2 ] &&
  has "$tmp/err" "$tmp/pipe.engarde: This is a device, a pipe or a socket, not a match log file." &&
  has "$tmp/err" "/dev/zero: This is a device, a pipe or a socket, not a match log file." &&
  has "$tmp/err" "$tmp: This is a folder, not a match log." &&
  timeout 20 "$cli" show "$tmp/pipe.engarde" >"$tmp/out" 2>"$tmp/err"
  [ $? -eq 2 ] && grep -q "not a match log file" "$tmp/err"
}

# Output that cannot be written is an I/O error: status 2 and a message,
# for every command that writes, --help included.
output_dev_full () {
  local args
  for args in "validate $data/draw.engarde" "show $data/draw.engarde" \
              "analyse $data/draw.engarde" "play --matches 1 --seed 1" \
              "bench --rounds 10" "validate --help" "--help"; do
    # shellcheck disable=SC2086
    "$cli" $args >/dev/full 2>"$tmp/err"
    local status=$?
    [ "$status" -eq 2 ] || { echo "# en-garde-cli $args >/dev/full: status $status" >&2; return 1; }
    has "$tmp/err" "en-garde-cli: cannot write the output: No space left on device" || return 1
  done
}

# A closed pipe (the reader gone): the same, not a death by SIGPIPE.
# Python makes the pipe and closes its reading end first; the command
# starts with SIGPIPE at its default, as from a shell.
output_closed_pipe () {
  local args
  for args in "validate $data/draw.engarde" "show $data/draw.engarde" \
              "play --matches 1 --seed 1"; do
    # shellcheck disable=SC2086
    python3 -c '
import os, subprocess, sys
r, w = os.pipe()
os.close(r)
with open(sys.argv[1], "w") as err:
    status = subprocess.run(sys.argv[2:], stdout=w, stderr=err).returncode
print(status)' "$tmp/err" "$cli" $args >"$tmp/status"
    [ "$(cat "$tmp/status")" = 2 ] ||
      { echo "# en-garde-cli $args into a closed pipe: status $(cat "$tmp/status")" >&2; return 1; }
    has "$tmp/err" "en-garde-cli: cannot write the output: Broken pipe" || return 1
  done
}

# play without --left and --right plays random against random, as its
# --help says, and its summary names the levels.
play_default_levels () {
  run 0 play --help &&
  grep -qF -- "--left=LEVEL" "$tmp/out" &&
  grep -qF "Computer level of the left player (default random)" "$tmp/out" &&
  grep -qF "Computer level of the right player (default random)" "$tmp/out" &&
  run 0 play --matches 2 --seed 4 &&
  grep -q "^Left (random) won [0-9], right (random) won [0-9]$" "$tmp/out"
}

# A file name that is not UTF-8 is shown as valid UTF-8 (an unknown byte
# as U+FFFD), in results and in errors alike.
non_utf8_name () {
  local bad=$'\xe9t\xe9'
  cp "$data/draw.engarde" "$tmp/$bad.engarde" &&
  cp "$data/invalid/result-disagrees.engarde" "$tmp/$bad-2.engarde" || return 1
  (cd "$tmp" && run 1 validate "$bad.engarde" "$bad-2.engarde") || return 1
  has "$tmp/out" $'\xef\xbf\xbdt\xef\xbf\xbd.engarde: valid, 1 round, score 0\xe2\x80\x930, unfinished' &&
  grep -q $'^\xef\xbf\xbdt\xef\xbf\xbd-2.engarde:21: ' "$tmp/err" &&
  iconv -f UTF-8 -t UTF-8 "$tmp/out" >/dev/null && iconv -f UTF-8 -t UTF-8 "$tmp/err" >/dev/null &&
  (cd "$tmp" && run 2 play "$bad.engarde") &&
  has "$tmp/err" $'en-garde-cli: unexpected argument \xe2\x80\x9c\xef\xbf\xbdt\xef\xbf\xbd.engarde\xe2\x80\x9d (try --help)' &&
  (cd "$tmp" && run 2 play --matches 1 --log-dir "$bad.engarde/logs") &&
  grep -qF $'cannot create the folder \xe2\x80\x9c\xef\xbf\xbdt\xef\xbf\xbd.engarde/logs\xe2\x80\x9d' "$tmp/err"
}

# Text from a file, or a file's name, never starts a line of its own nor
# reaches the terminal as a control: a name holding "&#10;" once printed
# a fake verdict on a line of its own, and U+009B (CSI) went out raw.
controls_escaped () {
  local fake='x.engarde: valid, 9 rounds, score 5–0'
  sed 's|name="Bob"|name="Bob\&#10;'"$fake"'\&#x9B;31m"|' "$data/parry-then-continue.engarde" >"$tmp/names.engarde" &&
  grep -q '&#x9B;' "$tmp/names.engarde" || return 1
  run 0 show "$tmp/names.engarde" || return 1
  has "$tmp/out" 'Ada (left) against Bob\n'"$fake"'\x9B31m (right)' &&
  ! grep -q "^$fake" "$tmp/out" && ! grep -q $'\xc2\x9b' "$tmp/out" || return 1
  sed 's|name="Bob"|name="Bob\&#10;'"$fake"'\&#x9B;31m"|' "$data/invalid/result-disagrees.engarde" >"$tmp/bad.engarde" &&
  run 1 validate "$tmp/names.engarde" "$tmp/bad.engarde" || return 1
  grep -q 'bad.engarde:21: The recorded result (Bob\\n' "$tmp/err" &&
  [ "$(wc -l <"$tmp/out")" -eq 1 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
  ! grep -q $'\xc2\x9b' "$tmp/err" || return 1
  # a file name with a line break, valid and not
  cp "$data/draw.engarde" "$tmp/a"$'\n'"b.engarde" &&
  sed 's|variant="advanced"|variant="x\&#10;y"|' "$data/draw.engarde" >"$tmp/c"$'\u2028'"d.engarde" || return 1
  (cd "$tmp" && run 1 validate "a"$'\n'"b.engarde" "c"$'\u2028'"d.engarde") || return 1
  has "$tmp/out" 'a\nb.engarde: valid, 1 round, score 0–0, unfinished' &&
  [ "$(wc -l <"$tmp/out")" -eq 1 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
  grep -q '^c\\u2028d.engarde:[0-9]*: variant=“x\\ny” on <match> is not allowed' "$tmp/err"
}

echo "1..20"
check validate-examples validate_examples
check validate-invalid validate_invalid
check validate-mixed validate_mixed
check validate-missing validate_missing
check validate-usage validate_usage
check show-example show_example
check show-every-example show_every_example
check show-invalid show_invalid
check play-log-dir play_log_dir
check play-log-dir-unwritable play_log_dir_unwritable
check play-log-dir-never-overwrites play_log_dir_never_overwrites
check play-negative-seed play_negative_seed
check numbers-refused numbers_refused
check validate-colon-name validate_colon_name
check validate-not-regular validate_not_regular
check output-dev-full output_dev_full
check output-closed-pipe output_closed_pipe
check play-default-levels play_default_levels
check non-utf8-name non_utf8_name
check controls-escaped controls_escaped

[ "$failed" -eq 0 ]
