# Mailpit (a real SMTP server with an HTTP API to read what it received), built with the Go module proxy (sourced).

MAILPIT_VERSION="v1.27.11"

mailpit_install() {
  if [[ -x "$MAILPIT_HOME/bin/mailpit" && "$(cat "$MAILPIT_HOME/.stamp" 2>/dev/null)" == "$MAILPIT_VERSION" ]]; then return 0; fi
  log "mailpit: building $MAILPIT_VERSION from the Go module proxy"
  mkdir -p "$MAILPIT_HOME/bin"
  GOBIN="$MAILPIT_HOME/bin" CGO_ENABLED=0 go install -trimpath -ldflags='-s -w' "github.com/axllent/mailpit@$MAILPIT_VERSION"
  echo "$MAILPIT_VERSION" > "$MAILPIT_HOME/.stamp"
}

mailpit_start() {
  if pid_alive "$MAILPIT_HOME/mailpit.pid"; then log "mailpit: already running (pid $(cat "$MAILPIT_HOME/mailpit.pid"))"; return 0; fi
  if port_open "$SMTP_PORT"; then log "mailpit: port $SMTP_PORT is taken by another process"; return 1; fi
  log "mailpit: SMTP on 127.0.0.1:$SMTP_PORT, API on 127.0.0.1:$MAILPIT_HTTP_PORT"
  # In memory (no --database): each start begins empty; no update checks, nothing leaves loopback.
  nohup "$MAILPIT_HOME/bin/mailpit" --smtp "127.0.0.1:$SMTP_PORT" --listen "127.0.0.1:$MAILPIT_HTTP_PORT" \
    --smtp-auth-accept-any --smtp-auth-allow-insecure --disable-version-check --quiet \
    > "$MAILPIT_HOME/mailpit.log" 2>&1 < /dev/null &
  echo $! > "$MAILPIT_HOME/mailpit.pid"
}

mailpit_wait() {
  wait_ports mailpit "${1:-30}" "$MAILPIT_HOME/mailpit.pid" "$MAILPIT_HOME/mailpit.log" -- "$SMTP_PORT" "$MAILPIT_HTTP_PORT"
  log "mailpit: ready"
}

mailpit_stop() { stop_pid_file "$MAILPIT_HOME/mailpit.pid" 10; }
