#!/usr/bin/env bash
# test-cli-reasons.sh — the reasons on the command line: en-garde-cli
# analyse (text and --json) and the engine protocol's hint request (TAP).
#
#   test-cli-reasons.sh EN-GARDE-CLI
set -u

cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
. "$(dirname "$0")/tap.sh" cli-reasons

# A short match a random player loses to hard: it makes mistakes.
make_log () {
  "$cli" play --left random --right hard --target 2 --seed 11 --log-dir "$tmp/logs" \
    >/dev/null 2>"$tmp/err" || { sed 's/^/# /' "$tmp/err" >&2; return 1; }
  log=$(ls "$tmp/logs"/*.engarde | head -1)
}

# Every action carries "reason"; each marked one a sentence.
analyse_json () {
  "$cli" analyse --json "$log" >"$tmp/out" 2>"$tmp/err" || return 1
  python3 - "$tmp/out" <<'EOF'
import json, sys
actions = json.load(open(sys.argv[1]))["actions"]
marked = [a for a in actions if a["mark"] is not None]
assert all("reason" in a for a in actions), "an action without reason"
assert marked, "no marked action to check"
for a in marked:
    assert isinstance(a["reason"], str) and a["reason"].endswith("."), a
    assert len(a["reason"]) > 20, a
EOF
}

# The text output prints the reason on the line under each marked action.
analyse_text () {
  "$cli" analyse "$log" >"$tmp/out" 2>"$tmp/err" || return 1
  python3 - "$tmp/out" <<'EOF'
import sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
marked = [i for i, l in enumerate(lines) if "; best: " in l]
assert marked, "no marked action"
for i in marked:
    reason = lines[i + 1]
    assert reason.startswith("        ") and reason.strip().endswith("."), (lines[i], reason)
EOF
}

# hint: the best action among the legal ones and a reason, then the
# player is asked again and may play it.
engine_hint () {
  local side=$1
  python3 - "$cli" "$side" <<'EOF'
import subprocess, sys
cli, side = sys.argv[1], sys.argv[2]
p = subprocess.Popen([cli, "engine", "--seed", "9", "--level", "random", "--side", side],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
def until_yourturn():
    seen = []
    while True:
        line = p.stdout.readline()
        assert line, seen
        line = line.rstrip("\n")
        if line == "yourturn":
            return seen
        seen.append(line)
legal = None
for line in until_yourturn():
    if line.startswith("legal "):
        legal = line[len("legal "):].split(";")
assert legal, "no legal line"
p.stdin.write("hint\n"); p.stdin.flush()
answer = until_yourturn()
assert len(answer) == 2, answer
assert answer[0].startswith("hint "), answer
hinted = answer[0][len("hint "):]
assert hinted in legal, (hinted, legal)
assert answer[1].startswith("reason ") and answer[1].endswith("."), answer
p.stdin.write(hinted + "\n"); p.stdin.flush()
line = p.stdout.readline().rstrip("\n")
assert line == "action %s %s" % (side, hinted), line
p.stdin.write("quit\n"); p.stdin.close()
p.wait(timeout=60)
EOF
}

echo "1..4"
make_log || { echo "Bail out! en-garde-cli play failed"; exit 1; }
check analyse-json-reason analyse_json
check analyse-text-reason analyse_text
check engine-hint-left engine_hint left
check engine-hint-right engine_hint right

[ "$failed" -eq 0 ]
