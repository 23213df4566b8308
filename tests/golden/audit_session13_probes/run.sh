#!/bin/sh
# usage: ./run.sh probe.toml  (runs the verifier on one probe)
cd /tmp/wt-AUD && PYTHONPATH=/tmp/wt-AUD timeout 300 /work/main/.venv/bin/python -m verifier check "tests/golden/audit_session13_probes/$1"
