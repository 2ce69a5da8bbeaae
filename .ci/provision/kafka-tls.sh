# Test-only credentials for the broker's TLS and SASL listeners (sourced by kafka.sh): a CA, the
# broker's and a client's certificates signed by it (Java's keytool; openssl only turns the client's
# key into PEM for Node), and one SASL user. Made once under $KAFKA_HOME/tls.
KAFKA_TLS_DIR="$KAFKA_HOME/tls"
KAFKA_TLS_PASSWORD="pill-test-only"
KAFKA_SASL_USER="pill"
KAFKA_SASL_PASSWORD="pill-test-only-secret"

kafka_tls_make() {
  [[ -f "$KAFKA_TLS_DIR/client-key.pem" ]] && return 0
  local d="$KAFKA_TLS_DIR" pw="$KAFKA_TLS_PASSWORD"
  rm -rf "$d" && mkdir -p "$d"
  local kt=(keytool -storetype PKCS12 -storepass "$pw" -keypass "$pw")
  "${kt[@]}" -genkeypair -alias ca -dname CN=pill-test-ca -keyalg RSA -keysize 2048 -validity 3650 \
    -ext bc:c -keystore "$d/ca.p12" 2>/dev/null
  "${kt[@]}" -exportcert -rfc -alias ca -keystore "$d/ca.p12" -file "$d/ca.pem" 2>/dev/null
  "${kt[@]}" -importcert -noprompt -alias ca -file "$d/ca.pem" -keystore "$d/truststore.p12" 2>/dev/null
  local who
  for who in broker client; do
    "${kt[@]}" -genkeypair -alias "$who" -dname "CN=pill-$who" -keyalg RSA -keysize 2048 -validity 3650 \
      -keystore "$d/$who.p12" 2>/dev/null
    "${kt[@]}" -certreq -alias "$who" -keystore "$d/$who.p12" 2>/dev/null \
      | "${kt[@]}" -gencert -alias ca -keystore "$d/ca.p12" -rfc -validity 3650 \
          -ext SAN=IP:127.0.0.1,DNS:localhost > "$d/$who.pem" 2>/dev/null
    "${kt[@]}" -importcert -noprompt -alias ca -file "$d/ca.pem" -keystore "$d/$who.p12" 2>/dev/null
    "${kt[@]}" -importcert -alias "$who" -file "$d/$who.pem" -keystore "$d/$who.p12" 2>/dev/null
  done
  openssl pkcs12 -in "$d/client.p12" -passin "pass:$pw" -nocerts -nodes 2>/dev/null \
    | openssl pkey -out "$d/client-key.pem"
  chmod 600 "$d"/*
}

# SCRAM credentials live in the cluster's metadata: added through the plaintext listener once up.
kafka_sasl_user() {
  java -Xmx128m -cp "$KAFKA_HOME/lib/*" -Dlog4j.configuration="file:$KAFKA_HOME/log4j.properties" \
    kafka.admin.ConfigCommand --bootstrap-server "127.0.0.1:$KAFKA_PORT" --alter --entity-type users \
    --entity-name "$KAFKA_SASL_USER" --add-config "SCRAM-SHA-512=[password=$KAFKA_SASL_PASSWORD]" > /dev/null
}
