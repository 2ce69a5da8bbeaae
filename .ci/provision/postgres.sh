# PostgreSQL from Debian's packages, FerretDB's backend: a throwaway cluster of our own on loopback (sourced).
# The server refuses to run as root, so as root it runs as the `postgres` user the package creates,
# with its data outside root's home (which that user cannot enter).

# The bin directory of the installed PostgreSQL (the last in glob order), or nothing.
pg_bin() {
  local dir found=""
  for dir in /usr/lib/postgresql/*/bin; do [[ -x "$dir/initdb" ]] && found="$dir"; done
  printf '%s' "$found"
}

# Runs a PostgreSQL command as the user that owns the cluster.
as_pg_user() { if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }

postgres_install() {
  if [[ -n "$(pg_bin)" ]]; then return 0; fi
  [[ "$(id -u)" == 0 ]] || { log "postgres: not installed; run: sudo apt-get install -y postgresql"; return 1; }
  log "postgres: installing Debian's package"
  apt-get update -qq
  # Where no init system runs, the package's own cluster may fail to start; its binaries are what we need.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql > /dev/null \
    || log "postgres: the package's setup reported an error; checking for its binaries"
  [[ -n "$(pg_bin)" ]] || { log "postgres: no initdb after installing the package"; return 1; }
  # The package starts a system cluster on 5432; ours is separate, so that one is stopped.
  local version; version="$(basename "$(dirname "$(pg_bin)")")"
  pg_ctlcluster "$version" main stop 2> /dev/null || true
}

postgres_start() {
  local bin; bin="$(pg_bin)"
  if port_open "$PG_PORT"; then log "postgres: port $PG_PORT already open; reusing it"; return 0; fi
  mkdir -p "$PG_HOME"
  [[ "$(id -u)" == 0 ]] && chown postgres: "$PG_HOME"
  if [[ ! -f "$PG_HOME/data/PG_VERSION" ]]; then
    as_pg_user "$bin/initdb" -D "$PG_HOME/data" -U pill -A trust -E UTF8 --no-sync > "$PG_HOME/initdb.log"
  fi
  log "postgres: starting on 127.0.0.1:$PG_PORT"
  as_pg_user "$bin/pg_ctl" -D "$PG_HOME/data" -l "$PG_HOME/postgres.log" -w -t 60 start \
    -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_HOME -c max_connections=200" > /dev/null
  as_pg_user "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U pill ferretdb 2> /dev/null || true
  log "postgres: ready"
}

postgres_stop() {
  local bin; bin="$(pg_bin)"
  [[ -n "$bin" && -f "$PG_HOME/data/postmaster.pid" ]] || return 0
  as_pg_user "$bin/pg_ctl" -D "$PG_HOME/data" -m fast -w stop > /dev/null || true
}
