# tap.sh — what the shell test scripts share (sourced, not run): a
# temporary folder $tmp removed on exit, and check(), one TAP line a check.
#
#   . "$(dirname "$0")/tap.sh" NAME

tmp=$(mktemp -d "${TMPDIR:-/tmp}/en-garde-$1-XXXXXX")
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0

# check NAME COMMAND… : runs a check function, prints one TAP line
check () {
  local name=$1; shift
  n=$((n + 1))
  if "$@"; then
    echo "ok $n $name"
  else
    echo "not ok $n $name"
    failed=$((failed + 1))
  fi
}
