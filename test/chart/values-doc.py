#!/usr/bin/env python3
"""The chart README's values table, from the `# --` comments of values.yaml (helm-docs style).

  values-doc.py CHART_DIR          check: every documented value is in the README, every value is documented
  values-doc.py CHART_DIR --write  rewrite the table between the README's markers
"""
import json
import re
import sys

import yaml

BEGIN, END = "<!-- values:begin -->", "<!-- values:end -->"


def documented(values_text):
    """(dotted key, description) for each key preceded by a `# --` comment, in file order."""
    out, stack, pending = [], [], None
    for line in values_text.splitlines():
        comment = re.match(r"^(\s*)# -- (.*)$", line)
        if comment:
            pending = comment.group(2).strip()
            continue
        key = re.match(r"^(\s*)([A-Za-z0-9_]+):", line)
        if not key:
            continue
        indent = len(key.group(1)) // 2
        stack = stack[:indent] + [key.group(2)]
        if pending:
            out.append((".".join(stack), pending))
            pending = None
    return out


def leaves(values, prefix=""):
    """Every key whose value is a scalar, an empty map or a list: what a user sets."""
    for k, v in values.items():
        path = f"{prefix}{k}"
        if isinstance(v, dict) and v:
            yield from leaves(v, path + ".")
        else:
            yield path


def lookup(values, dotted):
    for part in dotted.split("."):
        values = values[part]
    return values


def table(values, docs):
    rows = ["| Key | Type | Default | Description |", "|-----|------|---------|-------------|"]
    for key, desc in docs:
        value = lookup(values, key)
        kind = {bool: "bool", int: "int", float: "float", str: "string", list: "list", dict: "object"}.get(type(value), "string")
        default = json.dumps(value, separators=(",", ":")).replace("|", "\\|")
        escaped = desc.replace("|", "\\|")
        rows.append(f"| `{key}` | {kind} | `{default}` | {escaped} |")
    return "\n".join(rows)


def main():
    chart, write = sys.argv[1], "--write" in sys.argv
    text = open(f"{chart}/values.yaml").read()
    values, docs = yaml.safe_load(text), documented(text)
    covered = {k for k, _ in docs}
    undocumented = [k for k in leaves(values) if not any(k == c or k.startswith(c + ".") for c in covered)]
    readme_path = f"{chart}/README.md"
    readme = open(readme_path).read()
    start, stop = readme.index(BEGIN) + len(BEGIN), readme.index(END)
    wanted = "\n" + table(values, docs) + "\n"
    if write:
        open(readme_path, "w").write(readme[:start] + wanted + readme[stop:])
    problems = [f"undocumented value: {k}" for k in undocumented]
    if not write and readme[start:stop] != wanted:
        problems.append("README values table is out of date: run test/chart/values-doc.py charts/pill --write")
    for p in problems:
        print(p, file=sys.stderr)
    print(f"values-doc: {len(docs)} documented values, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
