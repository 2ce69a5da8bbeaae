#!/usr/bin/env bash
# Provisions (from package registries only), starts and waits for a loopback Kafka + FerretDB on PostgreSQL,
# then writes their addresses to $PILL_INFRA_DIR/env for `.ci/run` to source. Idempotent.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$PROVISION_DIR/kafka.sh"
source "$PROVISION_DIR/postgres.sh"
source "$PROVISION_DIR/ferretdb.sh"
source "$PROVISION_DIR/mailpit.sh"

for tool in java mvn go; do
  command -v "$tool" > /dev/null || { log "$tool is required: a JDK 17+, Maven 3 and Go 1.24+"; exit 1; }
done

started=$SECONDS
mkdir -p "$INFRA_DIR"
# The two installs are independent: the JVM classpath and the Go build proceed side by side.
kafka_install > "$INFRA_DIR/kafka-install.log" 2>&1 & kafka_job=$!
ferretdb_install > "$INFRA_DIR/ferretdb-install.log" 2>&1 & ferret_job=$!
mailpit_install > "$INFRA_DIR/mailpit-install.log" 2>&1 & mailpit_job=$!
wait "$kafka_job" || { cat "$INFRA_DIR/kafka-install.log" >&2; log "kafka: install failed"; exit 1; }
wait "$ferret_job" || { cat "$INFRA_DIR/ferretdb-install.log" >&2; log "ferretdb: install failed"; exit 1; }
wait "$mailpit_job" || { cat "$INFRA_DIR/mailpit-install.log" >&2; log "mailpit: install failed"; exit 1; }
[[ "$FERRET_BACKEND" == sqlite ]] || postgres_install
log "installed in $((SECONDS - started))s"

[[ "$FERRET_BACKEND" == sqlite ]] || postgres_start
ferretdb_start
mailpit_start
kafka_start
ferretdb_wait 30
mailpit_wait 30
kafka_wait 120

# The TLS and SASL listeners' settings carry a prefix: `npm test` runs the cluster suites over each.
cat > "$INFRA_DIR/env" <<ENV
KAFKA_BROKERS=127.0.0.1:$KAFKA_PORT
MONGODB_URI=mongodb://127.0.0.1:$MONGO_PORT/
SMTP_URL=smtp://127.0.0.1:$SMTP_PORT
MAILPIT_API_URL=http://127.0.0.1:$MAILPIT_HTTP_PORT
TLS_KAFKA_BROKERS=127.0.0.1:$KAFKA_TLS_PORT
TLS_KAFKA_TLS=true
TLS_KAFKA_TLS_CA_FILE=$KAFKA_TLS_DIR/ca.pem
TLS_KAFKA_TLS_CERT_FILE=$KAFKA_TLS_DIR/client.pem
TLS_KAFKA_TLS_KEY_FILE=$KAFKA_TLS_DIR/client-key.pem
SASL_KAFKA_BROKERS=127.0.0.1:$KAFKA_SASL_PORT
SASL_KAFKA_SASL_MECHANISM=scram-sha-512
SASL_KAFKA_SASL_USERNAME=$KAFKA_SASL_USER
SASL_KAFKA_SASL_PASSWORD=$KAFKA_SASL_PASSWORD
ENV
log "up in $((SECONDS - started))s; addresses in $INFRA_DIR/env"
