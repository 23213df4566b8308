#!/bin/sh
# Runs each AUDU1 probe: prints its exit code and the last lines of its output
cd /tmp/wt-AUDU1
for f in tests/golden/unread_audit_probes/*.toml; do
  out=$(PYTHONPATH=/tmp/wt-AUDU1 timeout 120 /work/main/.venv/bin/python -m verifier check "$f" 2>&1); rc=$?
  echo "== $(basename $f) rc=$rc"; echo "$out" | tail -4 | cut -c1-400
done
