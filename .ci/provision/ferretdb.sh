# FerretDB 1.24.2 (MongoDB wire protocol) built from our own Go module (sourced). Its backend is
# PostgreSQL (postgres.sh); PILL_FERRETDB_BACKEND=sqlite runs it on SQLite files instead.
FERRET_BACKEND="${PILL_FERRETDB_BACKEND:-postgresql}"

ferretdb_install() {
  local src="$PROVISION_DIR/ferretdb" stamp
  stamp="$(stamp_of "$src/go.mod" "$src/go.sum" "$src/main.go")"
  if [[ -x "$FERRET_HOME/ferretdb" && -f "$FERRET_HOME/.stamp" && "$(cat "$FERRET_HOME/.stamp")" == "$stamp" ]]; then return 0; fi
  log "ferretdb: building from the Go module proxy"
  mkdir -p "$FERRET_HOME"
  (cd "$src" && CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o "$FERRET_HOME/ferretdb" .)
  echo "$stamp" > "$FERRET_HOME/.stamp"
}

ferretdb_start() {
  if pid_alive "$FERRET_HOME/ferretdb.pid"; then log "ferretdb: already running (pid $(cat "$FERRET_HOME/ferretdb.pid"))"; return 0; fi
  if port_open "$MONGO_PORT"; then log "ferretdb: port $MONGO_PORT is taken by another process"; return 1; fi
  mkdir -p "$FERRET_HOME/data"
  local backend=(-dir "$FERRET_HOME/data")
  [[ "$FERRET_BACKEND" == sqlite ]] || backend=(-postgresql-url "postgres://pill@127.0.0.1:$PG_PORT/ferretdb")
  log "ferretdb: starting on 127.0.0.1:$MONGO_PORT ($FERRET_BACKEND)"
  nohup "$FERRET_HOME/ferretdb" -listen "127.0.0.1:$MONGO_PORT" "${backend[@]}" \
    > "$FERRET_HOME/ferretdb.log" 2>&1 < /dev/null &
  echo $! > "$FERRET_HOME/ferretdb.pid"
}

ferretdb_wait() {
  wait_ports ferretdb "${1:-30}" "$FERRET_HOME/ferretdb.pid" "$FERRET_HOME/ferretdb.log" -- "$MONGO_PORT"
  log "ferretdb: ready"
}

ferretdb_stop() { stop_pid_file "$FERRET_HOME/ferretdb.pid" 10; }
