#!/bin/sh
# Runs test-a11y.py with a Python that has pyatspi (Debian's, when another
# python3 comes first on PATH); skips (77) without pyatspi or Orca.
here=$(dirname "$0")
command -v orca >/dev/null 2>&1 || { echo "SKIP: orca is not installed"; exit 77; }
command -v openbox >/dev/null 2>&1 || { echo "SKIP: openbox is not installed"; exit 77; }
for python in python3 /usr/bin/python3; do
  if "$python" -c 'import pyatspi' >/dev/null 2>&1; then
    exec "$python" "$here/test-a11y.py" "$@"
  fi
done
echo "SKIP: python3-pyatspi is not installed"
exit 77
