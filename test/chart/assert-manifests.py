#!/usr/bin/env python3
"""What every rendering of the chart must contain, whatever the values: one Deployment and one
Service per component, non-root pods, probes, resources, the env the code reads, and the extras
a values file turns on."""
import json
import os
import re
import sys

import yaml

COMPONENTS = ["gateway", "link", "question", "submission", "analysis"]
CONFIG_KEYS = {"NODE_ENV", "KAFKA_BROKERS", "KAFKA_TOPIC_PARTITIONS", "KAFKA_RETENTION_MS", "AUTH_PROVIDER", "LOG_LEVEL", "SUPPORT_EMAIL"}

name, path = sys.argv[1], sys.argv[2]
docs = [d for d in yaml.safe_load_all(open(path)) if d]
by_kind = {}
for d in docs:
    by_kind.setdefault(d["kind"], []).append(d)
problems = []


def check(condition, message):
    if not condition:
        problems.append(message)


deployments = {d["metadata"]["labels"]["app.kubernetes.io/component"]: d for d in by_kind.get("Deployment", [])}
services = {d["metadata"]["labels"]["app.kubernetes.io/component"]: d for d in by_kind.get("Service", [])}
check(sorted(deployments) == sorted(COMPONENTS), f"deployments {sorted(deployments)}")
check(sorted(services) == sorted(COMPONENTS), f"services {sorted(services)}")

for component, dep in deployments.items():
    pod = dep["spec"]["template"]["spec"]
    container = pod["containers"][0]
    where = f"{component}:"
    check(pod["securityContext"].get("runAsNonRoot") is True, f"{where} pod not runAsNonRoot")
    check(container["securityContext"].get("readOnlyRootFilesystem") is True, f"{where} writable root filesystem")
    check(container["securityContext"].get("allowPrivilegeEscalation") is False, f"{where} privilege escalation allowed")
    check(container["args"] == ["--conditions=pill-compiled", "-r", "reflect-metadata", f"services/{component}/dist/main.js"], f"{where} runs {container['args']}")
    for probe in ("livenessProbe", "readinessProbe", "startupProbe"):
        check(probe in container, f"{where} no {probe}")
    check(container["readinessProbe"]["httpGet"]["path"] == "/readyz", f"{where} readiness path")
    check(container["livenessProbe"]["httpGet"]["path"] == "/healthz", f"{where} liveness path")
    check("limits" in container.get("resources", {}) and "requests" in container["resources"], f"{where} resources")
    env = {e["name"] for e in container.get("env", [])}
    check({"PORT", "PILL_SERVICE"} <= env, f"{where} env {env}")
    refs = [list(r.keys())[0] for r in container["envFrom"]]
    check(refs == ["configMapRef", "secretRef"], f"{where} envFrom {refs}")
    selector = dep["spec"]["selector"]["matchLabels"]
    check(selector.items() <= dep["spec"]["template"]["metadata"]["labels"].items(), f"{where} selector does not match pod labels")
    check(services[component]["spec"]["selector"] == selector, f"{where} service selects other pods")
    for label in ("app.kubernetes.io/name", "app.kubernetes.io/instance", "app.kubernetes.io/version", "app.kubernetes.io/managed-by", "helm.sh/chart"):
        check(label in dep["metadata"]["labels"], f"{where} label {label} missing")

config = next(c for c in by_kind["ConfigMap"] if "NODE_ENV" in c.get("data", {}))["data"]
# Every variable the chart sets is one services/platform/src/config.ts reads.
config_ts = open(os.path.join(os.path.dirname(__file__), "../../services/platform/src/config.ts")).read()
known = set(re.findall(r"^\s{4}([A-Z][A-Z0-9_]+):", config_ts, re.M))
set_by_chart = set(config) | {k for s in by_kind.get("Secret", []) for k in s["stringData"]}
set_by_chart |= {e["name"] for d in deployments.values() for e in d["spec"]["template"]["spec"]["containers"][0].get("env", [])}
check(set_by_chart - {"PILL_SERVICE", "NODE_OPTIONS"} <= known, f"variables the code does not read: {sorted(set_by_chart - known - {'PILL_SERVICE', 'NODE_OPTIONS'})}")
check(CONFIG_KEYS <= set(config), f"configmap lacks {CONFIG_KEYS - set(config)}")
secrets = by_kind.get("Secret", [])
pdbs = {p["metadata"]["labels"]["app.kubernetes.io/component"]: p["spec"] for p in by_kind.get("PodDisruptionBudget", [])}
gateway_env = {e["name"]: e.get("value") for e in deployments["gateway"]["spec"]["template"]["spec"]["containers"][0].get("env", [])}
for component, dep in deployments.items():
    pod = dep["spec"]["template"]
    grace = pod["spec"]["terminationGracePeriodSeconds"]
    check(int(config["SHUTDOWN_TIMEOUT_MS"]) == (grace - 5) * 1000, f"{component}: SHUTDOWN_TIMEOUT_MS {config['SHUTDOWN_TIMEOUT_MS']} is not 5 s under the grace period {grace}")
    # A rotated chart-owned Secret must roll the pods; an existing Secret is not read by the chart.
    check(("checksum/secret" in pod["metadata"]["annotations"]) == bool(secrets), f"{component}: checksum/secret annotation")
check(int(gateway_env.get("SHUTDOWN_DRAIN_MS", "-1")) >= 0, "gateway: no SHUTDOWN_DRAIN_MS")
check(all(not secrets or "AUTH_SECRET" not in s["stringData"] for s in secrets), "AUTH_SECRET is rendered although nothing reads it")
check(config.get("PILL_NAMESPACE"), "no PILL_NAMESPACE")
if name == "production":
    check(not secrets, "a Secret is rendered although existingSecret is set")
    check(config["AUTH_PROVIDER"] == "clerk" and config.get("CLERK_PUBLISHABLE_KEY"), "clerk settings")
    check(config["KAFKA_RETENTION_MS"] == "259200000", f"retention {config['KAFKA_RETENTION_MS']}")
    check(len(by_kind.get("Ingress", [])) == 1, "no ingress")
    check(len(by_kind.get("HorizontalPodAutoscaler", [])) == 1, "no HPA")
    check("replicas" not in deployments["gateway"]["spec"], "gateway replicas fixed although autoscaled")
    check(sorted(pdbs) == sorted(COMPONENTS), f"PDBs {sorted(pdbs)}")
    check(pdbs.get("gateway", {}).get("minAvailable") == 2 and "maxUnavailable" not in pdbs["gateway"], f"gateway PDB {pdbs.get('gateway')}")
    check("@sha256:" in deployments["link"]["spec"]["template"]["spec"]["containers"][0]["image"], "digest not used")
    # Behind the chart's Ingress the controller's private address is trusted for X-Forwarded-*.
    check(config.get("TRUST_PROXY") == "loopback,uniquelocal", f"TRUST_PROXY {config.get('TRUST_PROXY')}")
    check(config.get("PUBLIC_ORIGIN") == "https://feedback.example.com", "PUBLIC_ORIGIN")
    spread = deployments["gateway"]["spec"]["template"]["spec"]["topologySpreadConstraints"]
    check([c["topologyKey"] for c in spread] == ["topology.kubernetes.io/zone"], f"gateway's own spread replaced: {spread}")
    # Kafka over TLS with a client certificate and SCRAM: files from the Secrets, credentials by reference.
    # Network policies: each service only from this release's pods, the gateway from the ingress namespace.
    policies = {p["metadata"]["labels"]["app.kubernetes.io/component"]: p["spec"] for p in by_kind.get("NetworkPolicy", [])}
    check(sorted(policies) == sorted(COMPONENTS), f"NetworkPolicies {sorted(policies)}")
    release = {"app.kubernetes.io/name", "app.kubernetes.io/instance"}
    for component, spec in policies.items():
        http = [r for r in spec["ingress"] if r["ports"][0]["port"] == "http"][0]
        peers = http.get("from", [])
        if component == "gateway":
            check(peers == [{"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "ingress-nginx"}}}], f"gateway from {peers}")
        else:
            check(len(peers) == 1 and set(peers[0]["podSelector"]["matchLabels"]) == release, f"{component}: http from {peers}")
        metrics = [r for r in spec["ingress"] if r["ports"][0]["port"] == "metrics"][0]["from"]
        check(any("namespaceSelector" in p for p in metrics), f"{component}: metrics from {metrics}")
    check(config.get("OTEL_EXPORTER_OTLP_ENDPOINT") == "http://otel-collector.observability:4318", "OTLP endpoint")
    check(config.get("KAFKA_TLS") == "true" and config.get("KAFKA_SASL_MECHANISM") == "scram-sha-512", "Kafka security settings")
    for component, dep in deployments.items():
        pod = dep["spec"]["template"]["spec"]
        mounts = {m["mountPath"] for m in pod["containers"][0]["volumeMounts"]}
        check(os.path.dirname(config["KAFKA_TLS_CA_FILE"]) in mounts and os.path.dirname(config["KAFKA_TLS_KEY_FILE"]) in mounts, f"{component}: TLS files not mounted")
        secret_volumes = {v["secret"]["secretName"] for v in pod["volumes"] if "secret" in v}
        check(secret_volumes == {"kafka-cluster-ca", "pill-kafka-user"}, f"{component}: TLS volumes {secret_volumes}")
        sasl = {e["name"]: e["valueFrom"]["secretKeyRef"]["name"] for e in pod["containers"][0]["env"] if e["name"].startswith("KAFKA_SASL")}
        check(sasl == {"KAFKA_SASL_USERNAME": "pill-kafka-scram", "KAFKA_SASL_PASSWORD": "pill-kafka-scram"}, f"{component}: SASL env {sasl}")
else:
    check(config.get("KAFKA_TLS") == "false" and "KAFKA_SASL_MECHANISM" not in config, "Kafka security on by default")
    check(len(secrets) == 1 and "MONGODB_URI" in secrets[0]["stringData"], "secret lacks MONGODB_URI")
    check(all(k not in by_kind for k in ("Ingress", "HorizontalPodAutoscaler", "NetworkPolicy")), "optional objects rendered by default")
if name in ("default", "openai-captcha"):
    check(config.get("TRUST_PROXY") == "false", f"TRUST_PROXY {config.get('TRUST_PROXY')} without a proxy")
    check(config.get("PILL_NAMESPACE") == "pill", "PILL_NAMESPACE default")
    # Two replicas by default: a budget of one pod down each, and a soft spread over nodes.
    check(sorted(pdbs) == sorted(COMPONENTS) and all(p.get("maxUnavailable") == 1 and "minAvailable" not in p for p in pdbs.values()), f"PDBs {pdbs}")
    for component, dep in deployments.items():
        spread = dep["spec"]["template"]["spec"].get("topologySpreadConstraints", [])
        check(len(spread) == 1 and spread[0]["whenUnsatisfiable"] == "ScheduleAnyway" and spread[0]["topologyKey"] == "kubernetes.io/hostname"
              and spread[0]["labelSelector"]["matchLabels"].get("app.kubernetes.io/component") == component, f"{component}: spread {spread}")
if name == "openai-captcha":
    check(secrets[0]["stringData"].get("OPENAI_API_KEY") and secrets[0]["stringData"].get("RECAPTCHA_SECRET_KEY"), "secret keys")
    check(config.get("RECAPTCHA_SITE_KEY") == "site-key-example", "site key")
if name == "single-replica":
    check(not pdbs, f"PDBs for single replicas: {sorted(pdbs)}")
    check(all("topologySpreadConstraints" not in d["spec"]["template"]["spec"] for d in deployments.values()), "spread although disabled")
    check(config.get("PILL_NAMESPACE") == "staging" and config.get("TRUST_PROXY") == "10.0.0.0/8, 192.168.0.0/16", "namespace and trusted proxies")
    check(secrets[0]["stringData"].get("CLERK_JWT_KEY"), "Clerk JWT key")
    check(gateway_env.get("SHUTDOWN_DRAIN_MS") == "0", "drain")

# Metrics on their own port in every pod and Service, never on the port the Ingress routes to.
metrics_port = int(config.get("METRICS_PORT", "0"))
check(metrics_port > 0, "no METRICS_PORT")
for component, dep in deployments.items():
    ports = {p["name"]: p["containerPort"] for p in dep["spec"]["template"]["spec"]["containers"][0]["ports"]}
    check(ports.get("metrics") == metrics_port and ports.get("http") != metrics_port, f"{component}: container ports {ports}")
    service_ports = {p["name"]: p["targetPort"] for p in services[component]["spec"]["ports"]}
    check(service_ports.get("metrics") == "metrics", f"{component}: Service ports {service_ports}")
for ingress in by_kind.get("Ingress", []):
    for rule in ingress["spec"]["rules"]:
        for path in rule["http"]["paths"]:
            check(path["backend"]["service"]["port"].get("name") != "metrics", "the Ingress routes to the metrics port")
tests = [p for p in by_kind.get("Pod", []) if p["metadata"]["annotations"].get("helm.sh/hook") == "test"]
check(len(tests) == 1 and "/readyz" in " ".join(tests[0]["spec"]["containers"][0]["command"]), "no helm test pod asking /readyz")
if name == "observability":
    monitors = by_kind.get("ServiceMonitor", [])
    check(len(monitors) == 1 and monitors[0]["spec"]["endpoints"][0]["port"] == "metrics", f"ServiceMonitor {monitors}")
    check(monitors and monitors[0]["metadata"]["labels"].get("release") == "kube-prometheus-stack", "ServiceMonitor labels")
    rules = [r for g in by_kind.get("PrometheusRule", [{}])[0].get("spec", {}).get("groups", []) for r in g["rules"]]
    alerts = {r["alert"] for r in rules}
    wanted = {"PillHighErrorRate", "PillConsumerLagHigh", "PillDeadLetters", "PillOutboxBacklogGrowing", "PillPodsNotReady"}
    check(wanted <= alerts, f"alerts missing: {wanted - alerts}")
    dashboards = [c for c in by_kind["ConfigMap"] if c["metadata"]["labels"].get("grafana_dashboard") == "1"]
    check(len(dashboards) == 1, "no Grafana dashboard ConfigMap with the sidecar label")
    if dashboards:
        board = json.loads(dashboards[0]["data"]["pill.json"])
        exprs = " ".join(t["expr"] for p in board["panels"] for t in p["targets"])
        for metric in ("http_server_request_duration_seconds_bucket", "pill_submissions_total", "pill_consumer_lag", "pill_outbox_backlog"):
            check(metric in exprs, f"dashboard does not show {metric}")
else:
    check(not any(k in by_kind for k in ("ServiceMonitor", "PrometheusRule")), "monitoring objects rendered by default")

for p in problems:
    print(p)
sys.exit(1 if problems else 0)
