"""Converts BAAI/bge-small-en-v1.5 (a float ONNX export) to an int8 ONNX sentence encoder.

No PyTorch: the BERT weights are read back out of the export (each MatMul's weight is named by the
bias added after it), and the graph is written again with onnx.helper (../bert_onnx.py). It takes input_ids and
attention_mask ([batch, sequence], int64) and returns sentence_embedding ([batch, 384]): the
[CLS] token's vector, then L2 normalisation, as the model card does. Weights are quantised per
channel with reduced range (dynamic int8), which keeps a cosine of about 0.997 to the float model.
With the pinned packages of requirements.txt the output is byte for byte the same on every run.

usage: python convert.py <float model.onnx> <output.onnx>
"""
import sys
from pathlib import Path

import numpy as np
import onnx
from onnx import numpy_helper

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bert_onnx import Graph, encoder, save_int8, sentence_model  # noqa: E402


def read_weights(path):
    """The export's weights under the names of the original checkpoint."""
    model = onnx.load(path)
    inits = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
    weights = {k: v for k, v in inits.items() if not k.startswith("onnx::")}
    made_by = {out: node for node in model.graph.node for out in node.output}
    for node in model.graph.node:
        bias = [i for i in node.input if i in inits and i.endswith(".bias")]
        rest = [i for i in node.input if i not in inits]
        if node.op_type != "Add" or len(bias) != 1 or len(rest) != 1 or rest[0] not in made_by:
            continue
        matmul = made_by[rest[0]]
        w = [i for i in matmul.input if i in inits]
        if matmul.op_type == "MatMul" and len(w) == 1:
            weights[bias[0][: -len("bias")] + "weight"] = inits[w[0]].T.copy()
    return weights


def build(weights):
    g = Graph(weights)
    x, _ = encoder(g, layers=12)
    # The [CLS] token's vector.
    at = lambda hint, v: g.const(hint, np.array([v], dtype=np.int64))
    cls = g.op("Squeeze", [g.op("Slice", [x, at("s0", 0), at("s1", 1), at("sax", 1)]), at("sq", 1)])
    return sentence_model(g, cls, "bge-small-en-v1.5")


def main():
    source, out = sys.argv[1], sys.argv[2]
    save_int8(build(read_weights(source)), out)


if __name__ == "__main__":
    main()
