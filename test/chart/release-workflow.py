#!/usr/bin/env python3
"""Checks the release workflow: valid YAML, and jobs that build the image for amd64 and arm64,
push the chart as an OCI artifact, and sign both with cosign keyless (OIDC, no key)."""
import sys

import yaml

problems = []


def check(condition, message):
    if not condition:
        problems.append(message)


with open(sys.argv[1]) as f:
    workflow = yaml.safe_load(f)
# YAML 1.1 reads the key `on` as True.
triggers = workflow.get("on", workflow.get(True)) or {}
check("tags" in (triggers.get("push") or {}), "not triggered by a version tag")
jobs = workflow.get("jobs") or {}
check({"image", "chart"} <= set(jobs), f"jobs {sorted(jobs)}: image and chart expected")
for name, job in jobs.items():
    check(job.get("permissions", {}).get("id-token") == "write", f"{name}: keyless signing needs id-token: write")
    check(job.get("steps"), f"{name}: no steps")


def steps(job):
    return (jobs.get(job) or {}).get("steps") or []


def uses(job, action):
    return [s for s in steps(job) if str(s.get("uses", "")).startswith(action)]


def runs(job):
    return "\n".join(str(s.get("run", "")) for s in steps(job))


build = uses("image", "docker/build-push-action")
check(len(build) == 1, "the image job does not use docker/build-push-action")
if build:
    platforms = set(str(build[0].get("with", {}).get("platforms", "")).split(","))
    check({"linux/amd64", "linux/arm64"} <= platforms, f"platforms {platforms}")
    check(build[0].get("with", {}).get("push") is True, "the image is not pushed")
check(uses("image", "sigstore/cosign-installer") and "cosign sign --yes" in runs("image"), "the image is not signed")
check("helm package" in runs("chart") and "helm push" in runs("chart") and "oci://" in str(workflow.get("env")), "the chart is not pushed to OCI")
check(uses("chart", "sigstore/cosign-installer") and "cosign sign --yes" in runs("chart"), "the chart is not signed")
check(jobs.get("chart", {}).get("needs") == "image", "the chart is released before its image")

for p in problems:
    print(p)
sys.exit(1 if problems else 0)
