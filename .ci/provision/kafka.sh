# Apache Kafka 3.9.1, single node in KRaft mode, from Maven Central (sourced by cluster-up.sh).
source "$PROVISION_DIR/kafka-tls.sh"

kafka_install() {
  local stamp; stamp="$(stamp_of "$PROVISION_DIR/kafka/pom.xml")"
  if [[ -f "$KAFKA_HOME/lib/.stamp" && "$(cat "$KAFKA_HOME/lib/.stamp")" == "$stamp" ]]; then return 0; fi
  log "kafka: resolving the broker classpath from Maven Central"
  rm -rf "$KAFKA_HOME/lib" && mkdir -p "$KAFKA_HOME/lib"
  mvn -B -q -f "$PROVISION_DIR/kafka/pom.xml" dependency:copy-dependencies \
    -DoutputDirectory="$KAFKA_HOME/lib" -DincludeScope=runtime
  echo "$stamp" > "$KAFKA_HOME/lib/.stamp"
}

kafka_configure() {
  mkdir -p "$KAFKA_HOME/data"
  kafka_tls_make
  sed -e "s|@KAFKA_PORT@|$KAFKA_PORT|g" -e "s|@CONTROLLER_PORT@|$KAFKA_CONTROLLER_PORT|g" \
      -e "s|@TLS_PORT@|$KAFKA_TLS_PORT|g" -e "s|@SASL_PORT@|$KAFKA_SASL_PORT|g" \
      -e "s|@TLS_DIR@|$KAFKA_TLS_DIR|g" -e "s|@TLS_PASSWORD@|$KAFKA_TLS_PASSWORD|g" \
      -e "s|@SASL_USER@|$KAFKA_SASL_USER|g" -e "s|@SASL_PASSWORD@|$KAFKA_SASL_PASSWORD|g" \
      -e "s|@DATA_DIR@|$KAFKA_HOME/data|g" "$PROVISION_DIR/kafka/server.properties.template" > "$KAFKA_HOME/server.properties"
  cp "$PROVISION_DIR/kafka/log4j.properties" "$KAFKA_HOME/log4j.properties"
  [[ -f "$KAFKA_HOME/cluster-id" ]] || java -cp "$KAFKA_HOME/lib/*" -Dlog4j.configuration="file:$PROVISION_DIR/kafka/log4j.properties" kafka.tools.StorageTool random-uuid > "$KAFKA_HOME/cluster-id"
  java -cp "$KAFKA_HOME/lib/*" -Dlog4j.configuration="file:$KAFKA_HOME/log4j.properties" kafka.tools.StorageTool format \
    -t "$(cat "$KAFKA_HOME/cluster-id")" -c "$KAFKA_HOME/server.properties" --ignore-formatted >/dev/null
}

kafka_start() {
  if pid_alive "$KAFKA_HOME/kafka.pid"; then log "kafka: already running (pid $(cat "$KAFKA_HOME/kafka.pid"))"; return 0; fi
  if port_open "$KAFKA_PORT"; then log "kafka: port $KAFKA_PORT is taken by another process"; return 1; fi
  kafka_configure
  log "kafka: starting on 127.0.0.1:$KAFKA_PORT"
  nohup java -Xms256m -Xmx512m -XX:+UseG1GC -Djava.awt.headless=true \
    -Dlog4j.configuration="file:$KAFKA_HOME/log4j.properties" -cp "$KAFKA_HOME/lib/*" \
    kafka.Kafka "$KAFKA_HOME/server.properties" > "$KAFKA_HOME/kafka.log" 2>&1 < /dev/null &
  echo $! > "$KAFKA_HOME/kafka.pid"
}

# Ready when the broker answers an ApiVersions request, not merely when the port accepts.
kafka_wait() {
  local deadline=$((SECONDS + ${1:-90}))
  wait_ports kafka "${1:-90}" "$KAFKA_HOME/kafka.pid" "$KAFKA_HOME/kafka.log" -- "$KAFKA_PORT"
  until java -Xmx128m -cp "$KAFKA_HOME/lib/*" -Dlog4j.configuration="file:$KAFKA_HOME/log4j.properties" \
      kafka.admin.BrokerApiVersionsCommand --bootstrap-server "127.0.0.1:$KAFKA_PORT" 2>/dev/null | grep -q 'Produce('; do
    (( SECONDS < deadline )) || { log "kafka: broker API did not answer in time"; tail -20 "$KAFKA_HOME/kafka.log" >&2; return 1; }
    sleep 1
  done
  kafka_sasl_user
  log "kafka: ready (plaintext :$KAFKA_PORT, TLS :$KAFKA_TLS_PORT, SASL :$KAFKA_SASL_PORT)"
}

kafka_stop() { stop_pid_file "$KAFKA_HOME/kafka.pid" 30; }
