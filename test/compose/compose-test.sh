#!/usr/bin/env bash
# Offline check of docker-compose.yml and skaffold.yaml (no Docker engine needed): they parse, and
# name every service, port and environment variable the code expects.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
python3 -c 'import yaml' 2>/dev/null || python3 -m pip install -q pyyaml
exec python3 "$ROOT/test/compose/check-compose.py" "$ROOT"
