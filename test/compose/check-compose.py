#!/usr/bin/env python3
"""docker-compose.yml and skaffold.yaml against what the code reads (services/platform/src/config.ts)."""
import os
import re
import sys

import yaml

root = sys.argv[1]
COMPONENTS = ["gateway", "link", "question", "submission", "analysis"]
results = []


def check(name, condition, detail=""):
    results.append((name, bool(condition), detail))


config_ts = open(os.path.join(root, "services/platform/src/config.ts")).read()
schema_body = config_ts[config_ts.index("z\n  .object({"):config_ts.index("})\n  .superRefine")]
known_env = set(re.findall(r"^\s{4}([A-Z][A-Z0-9_]+):", schema_body, re.M)) | {"PILL_SERVICE"}
check("config.ts lists the settings", {"KAFKA_BROKERS", "MONGODB_URI", "PORT"} <= known_env, sorted(known_env))

compose = yaml.safe_load(open(os.path.join(root, "docker-compose.yml")))
services = compose.get("services", {})
check("compose names Kafka, MongoDB and the five components", set(services) == {"kafka", "mongo", *COMPONENTS}, sorted(services))
check("Kafka is Apache Kafka's own 3.9.1 image", services.get("kafka", {}).get("image") == "apache/kafka:3.9.1")
check("MongoDB is mongo:7", services.get("mongo", {}).get("image") == "mongo:7")

kafka_env = services.get("kafka", {}).get("environment", {})
check("Kafka runs in KRaft mode", kafka_env.get("KAFKA_PROCESS_ROLES") == "broker,controller" and "KAFKA_CONTROLLER_QUORUM_VOTERS" in kafka_env)
check("Kafka has the single-node replication overrides",
      all(str(kafka_env.get(k)) == "1" for k in ("KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR", "KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR", "KAFKA_TRANSACTION_STATE_LOG_MIN_ISR")))
advertised = kafka_env.get("KAFKA_ADVERTISED_LISTENERS", "")

for component in COMPONENTS:
    svc = services.get(component, {})
    env = {k: str(v) for k, v in (svc.get("environment") or {}).items()}
    unknown = set(env) - known_env
    check(f"{component}: every variable is one the code reads", not unknown, sorted(unknown))
    check(f"{component}: runs the compiled services/{component}/dist/main.js",
          svc.get("command", [])[-1:] == [f"services/{component}/dist/main.js"] and "--conditions=pill-compiled" in svc.get("command", []) and os.path.isdir(os.path.join(root, "services", component)), svc.get("command"))
    check(f"{component}: PILL_SERVICE names it", env.get("PILL_SERVICE") == component)
    brokers = env.get("KAFKA_BROKERS", "")
    check(f"{component}: KAFKA_BROKERS is the advertised Kafka listener", brokers and all(b in advertised for b in brokers.split(",")), brokers)
    mongo_host = re.match(r"mongodb://([^:/]+)", env.get("MONGODB_URI", ""))
    check(f"{component}: MONGODB_URI points at the mongo service", mongo_host and mongo_host.group(1) in services, env.get("MONGODB_URI"))
    check(f"{component}: PORT is set", env.get("PORT", "").isdigit())
    grace = 10_000 if "stop_grace_period" not in svc else None
    check(f"{component}: gives up shutting down before compose kills it", grace is None or int(env.get("SHUTDOWN_TIMEOUT_MS", "30000")) < grace, env.get("SHUTDOWN_TIMEOUT_MS"))
    depends = svc.get("depends_on", {})
    check(f"{component}: waits for healthy Kafka and MongoDB",
          all(depends.get(d, {}).get("condition") == "service_healthy" for d in ("kafka", "mongo")))
    check(f"{component}: uses the one image", svc.get("image", "").endswith("pill:local}"), svc.get("image"))

gateway = services.get("gateway", {})
ports = [str(p) for p in gateway.get("ports", [])]
check("gateway is published on 3000", any(p.split(":")[0] == "3000" for p in ports) and gateway["environment"]["PORT"] == "3000", ports)
check("only the gateway is published", all("ports" not in services[c] for c in COMPONENTS if c != "gateway"))
check("the gateway builds the image from the Dockerfile", gateway.get("build", {}).get("dockerfile") == "Dockerfile")
# A component that shares the built image without building it must never try to pull `pill:local`.
for component in COMPONENTS:
    svc = services.get(component, {})
    check(f"{component}: builds the image or never pulls it", "build" in svc or svc.get("pull_policy") == "never", svc.get("pull_policy"))

dockerfile = open(os.path.join(root, "Dockerfile")).read()
check("Dockerfile runs as a non-root user", re.search(r"^USER\s+(?!root|0\b)\S+", dockerfile, re.M))
check("Dockerfile has a HEALTHCHECK", "HEALTHCHECK" in dockerfile)
check("Dockerfile installs production dependencies only", "npm ci --omit=dev" in dockerfile)
check("Dockerfile installs from the lock alone, with no npm install fallback", "npm install" not in dockerfile)
check("Dockerfile defaults to the compiled service named by PILL_SERVICE", "services/${PILL_SERVICE}/dist/main.js" in dockerfile)
check("Dockerfile compiles once (npm run build) and runs on Node 24", "RUN npm run build" in dockerfile and "ARG NODE_VERSION=24" in dockerfile)

skaffold = yaml.safe_load(open(os.path.join(root, "skaffold.yaml")))
artifacts = skaffold["build"]["artifacts"]
release = skaffold["deploy"]["helm"]["releases"][0]
check("skaffold builds the Dockerfile", artifacts[0]["docker"]["dockerfile"] == "Dockerfile")
check("skaffold deploys charts/pill", release["chartPath"] == "charts/pill" and os.path.isfile(os.path.join(root, release["chartPath"], "Chart.yaml")))
check("skaffold sets the chart's image", f"IMAGE_REPO_{artifacts[0]['image']}" in release["setValueTemplates"]["image.repository"])

failed = [r for r in results if not r[1]]
for name, ok, detail in results:
    print(f"  {'ok  ' if ok else 'FAIL'}  {name}" + ("" if ok else f"  ({detail})"))
print(f"compose: {len(results) - len(failed)} passed, {len(failed)} failed")
sys.exit(1 if failed else 0)
