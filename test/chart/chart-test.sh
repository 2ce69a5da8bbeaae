#!/usr/bin/env bash
# Offline chart test: values documentation, helm lint and helm template for every ci/*-values.yaml
# at a pinned Kubernetes version, strict schema validation of the rendered manifests, a few
# assertions on what they contain, and values the schema must refuse.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CHART="$ROOT/charts/pill"
KUBE_VERSION="${KUBE_VERSION:-1.31.0}"
HELM_VERSION="v3.21.4"
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
passed=0 failed=0
ok() { passed=$((passed + 1)); printf '  ok    %s\n' "$1"; }
ko() { failed=$((failed + 1)); printf '  FAIL  %s\n' "$1"; }

# Tools, from the package registries: helm from the Go module proxy, the validator from PyPI.
HELM="$(go env GOPATH)/bin/helm"
if ! go version -m "$HELM" 2>/dev/null | grep -q "helm.sh/helm/v3[[:space:]]*$HELM_VERSION"; then
  echo "installing helm $HELM_VERSION (go install)"
  go install "helm.sh/helm/v3/cmd/helm@$HELM_VERSION"
fi
if ! command -v kubernetes-validate >/dev/null; then
  echo "installing kubernetes-validate (pip)"
  python3 -m pip install -q kubernetes-validate
fi
# helm must never reach a cluster from here.
export KUBECONFIG=/dev/null HELM_CACHE_HOME="$OUT/helm-cache" HELM_CONFIG_HOME="$OUT/helm-config" HELM_DATA_HOME="$OUT/helm-data"

if python3 "$ROOT/test/chart/values-doc.py" "$CHART" >"$OUT/doc.log" 2>&1; then ok "every value is documented and the README table is current"; else cat "$OUT/doc.log"; ko "values documentation"; fi

for values in "$CHART"/ci/*-values.yaml; do
  name="$(basename "$values" -values.yaml)"
  if "$HELM" lint "$CHART" --strict --kube-version "$KUBE_VERSION" -f "$values" >"$OUT/$name.lint" 2>&1; then ok "helm lint ($name)"; else cat "$OUT/$name.lint"; ko "helm lint ($name)"; fi
  if "$HELM" template pill "$CHART" --namespace pill --kube-version "$KUBE_VERSION" -f "$values" >"$OUT/$name.yaml" 2>"$OUT/$name.err"; then
    ok "helm template ($name)"
  else
    cat "$OUT/$name.err"; ko "helm template ($name)"; continue
  fi
  if kubernetes-validate --strict --quiet -k "$KUBE_VERSION" "$OUT/$name.yaml" >"$OUT/$name.validate" 2>&1; then
    ok "manifests valid for Kubernetes $KUBE_VERSION, strict ($name)"
  else
    cat "$OUT/$name.validate"; ko "manifests valid for Kubernetes $KUBE_VERSION ($name)"
  fi
  if python3 "$ROOT/test/chart/assert-manifests.py" "$name" "$OUT/$name.yaml" >"$OUT/$name.assert" 2>&1; then
    ok "manifests have what Pill needs ($name)"
  else
    cat "$OUT/$name.assert"; ko "manifests have what Pill needs ($name)"
  fi
done

# Values the schema (or a template) must refuse, each with the reason a user would be shown.
refuse() {
  local why="$1" reason="$2"; shift 2
  if "$HELM" template pill "$CHART" --kube-version "$KUBE_VERSION" "$@" >/dev/null 2>"$OUT/refused.err"; then
    ko "refuses $why (it rendered)"
  elif grep -qF -- "$reason" "$OUT/refused.err"; then
    ok "refuses $why"
  else
    cat "$OUT/refused.err"; ko "refuses $why (for another reason)"
  fi
}
refuse "a Kafka retention under a minute" "/kafka/retentionMs" --set kafka.retentionMs=1000
refuse "Clerk without its publishable key" "allOf" --set config.authProvider=clerk
refuse "an unknown auth provider" "/config/authProvider" --set config.authProvider=magic
refuse "a misspelled value" "'replicas' not allowed" --set gateway.replicas=3
refuse "a broker list without ports" "/kafka/brokers" --set kafka.brokers=kafka
refuse "a MongoDB URI that is not one" "/secrets/mongodbUri" --set secrets.mongodbUri=postgres://db
refuse "an ingress path without a leading slash" "/path" --set gateway.ingress.enabled=true --set config.publicOrigin=https://x --set 'gateway.ingress.hosts[0].host=x' --set 'gateway.ingress.hosts[0].paths[0].path=api' --set 'gateway.ingress.hosts[0].paths[0].pathType=Prefix'
# What the processes refuse at start, refused before anything is deployed (no crash-looping pods).
refuse "an Ingress without the public origin" "/config/publicOrigin" --set gateway.ingress.enabled=true
refuse "Clerk without its secret or JWT key" "/secrets/clerkSecretKey" --set config.authProvider=clerk --set config.clerkPublishableKey=pk_test
refuse "a reCAPTCHA secret without the site key" "/config/recaptchaSiteKey" --set secrets.recaptchaSecretKey=secret
refuse "an OpenAI base URL that is not one" "/config/openaiBaseUrl" --set config.openaiBaseUrl=llm.internal
refuse "a Clerk API URL that is not one" "/config/clerkApiUrl" --set config.clerkApiUrl=api.clerk
refuse "a hop count as trustProxy" "/config/trustProxy" --set config.trustProxy=1
refuse "a namespace MongoDB cannot name" "/config/pillNamespace" --set config.pillNamespace=9-lives
refuse "the removed authSecret" "'authSecret' not allowed" --set secrets.authSecret=x
refuse "a drain as long as the grace period" "shutdownDrainSeconds must be" --set gateway.shutdownDrainSeconds=40
refuse "a SASL mechanism without its credentials Secret" "/kafka/sasl" --set kafka.sasl.mechanism=scram-sha-512
refuse "a SASL mechanism Pill does not speak" "/kafka/sasl/mechanism" --set kafka.sasl.mechanism=gssapi
refuse "a minAvailable that is not a count or a percentage" "/minAvailable" --set link.podDisruptionBudget.minAvailable=half
refuse "metrics on a component's public port" "must differ from metrics.port" --set metrics.port=3000
refuse "an error-rate threshold over 100 %" "/metrics/prometheusRule/errorRateThreshold" --set metrics.prometheusRule.errorRateThreshold=5
refuse "a misspelled monitoring value" "'enable' not allowed" --set metrics.serviceMonitor.enable=true

# The release workflow: it parses, and it has the jobs that build, push and sign the image and the chart.
if python3 "$ROOT/test/chart/release-workflow.py" "$ROOT/.github/workflows/release.yml" >"$OUT/release.log" 2>&1; then
  ok "release workflow parses and builds, pushes and signs the image and the chart"
else
  cat "$OUT/release.log"; ko "release workflow"
fi

echo "chart: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
