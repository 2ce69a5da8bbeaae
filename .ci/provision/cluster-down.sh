#!/usr/bin/env bash
# Stops what cluster-up.sh started. `--purge` also deletes their data (the builds stay cached).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$PROVISION_DIR/kafka.sh"
source "$PROVISION_DIR/postgres.sh"
source "$PROVISION_DIR/ferretdb.sh"
source "$PROVISION_DIR/mailpit.sh"

kafka_stop
ferretdb_stop
postgres_stop
mailpit_stop
rm -f "$INFRA_DIR/env"
if [[ "${1:-}" == "--purge" ]]; then
  rm -rf "$KAFKA_HOME/data" "$KAFKA_HOME/cluster-id" "$FERRET_HOME/data" "$PG_HOME"
  log "data purged"
fi
log "down"
