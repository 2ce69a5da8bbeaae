# Shared settings and helpers for cluster-up.sh / cluster-down.sh (sourced, not run).
PROVISION_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
INFRA_DIR="${PILL_INFRA_DIR:-$HOME/.cache/pill-infra}"
KAFKA_PORT="${PILL_KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${PILL_KAFKA_CONTROLLER_PORT:-9093}"
# The same broker on two more listeners: TLS with client certificates, and SASL (SCRAM-SHA-512, PLAIN).
KAFKA_TLS_PORT="${PILL_KAFKA_TLS_PORT:-9094}"
KAFKA_SASL_PORT="${PILL_KAFKA_SASL_PORT:-9095}"
MONGO_PORT="${PILL_MONGO_PORT:-27017}"
PG_PORT="${PILL_PG_PORT:-5433}"
SMTP_PORT="${PILL_SMTP_PORT:-1025}"
MAILPIT_HTTP_PORT="${PILL_MAILPIT_HTTP_PORT:-8025}"
KAFKA_HOME="$INFRA_DIR/kafka"
FERRET_HOME="$INFRA_DIR/ferretdb"
MAILPIT_HOME="$INFRA_DIR/mailpit"
# Outside $HOME: the postgres user runs the server when we are root, and root's home is closed to it.
PG_HOME="${PILL_PG_DIR:-/var/tmp/pill-postgres}"

log() { printf '[pill-infra] %s\n' "$*" >&2; }

# True when something accepts TCP connections on 127.0.0.1:$1.
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# True when the pid in file $1 is a live process.
pid_alive() { [[ -f "$1" ]] && kill -0 "$(cat "$1")" 2>/dev/null; }

# Content hash of the given files: the cache key of what they build.
stamp_of() { cat "$@" | sha256sum | cut -d' ' -f1; }

# Waits until 127.0.0.1 accepts connections on every port given after `--`, while the process of
# pid file $3 lives: wait_ports <name> <seconds> <pid file> <log file> -- <port>...
wait_ports() {
  local name="$1" deadline=$((SECONDS + $2)) pid_file="$3" log_file="$4" port
  shift 5
  for port in "$@"; do
    until port_open "$port"; do
      pid_alive "$pid_file" || { log "$name: exited; last log lines:"; tail -20 "$log_file" >&2; return 1; }
      (( SECONDS < deadline )) || { log "$name: port $port not open in time"; return 1; }
      sleep 0.25
    done
  done
}

# Stops the process whose pid is in file $1: TERM, then KILL after $2 seconds.
stop_pid_file() {
  local file="$1" grace="${2:-20}" pid
  pid_alive "$file" || { rm -f "$file"; return 0; }
  pid="$(cat "$file")"
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 $((grace * 4))); do
    kill -0 "$pid" 2>/dev/null || { rm -f "$file"; return 0; }
    sleep 0.25
  done
  log "pid $pid did not stop in ${grace}s; killing it"
  kill -KILL "$pid" 2>/dev/null || true
  rm -f "$file"
}
