"""The BERT encoder written as an ONNX graph with onnx.helper (no PyTorch), shared by the
converters of the models beside it: each reads its checkpoint's weights, adds its own pooling and
calls these. Node and constant names are numbered in the order they are made, so the same calls
give the same file byte for byte.
"""
import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from onnxruntime.quantization import QuantType, quantize_dynamic

HIDDEN, HEADS, EPS = 384, 12, 1e-12
HEAD = HIDDEN // HEADS
IDS, MASK = "input_ids", "attention_mask"


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


def encoder(g, layers):
    """The token vectors of the last layer ([batch, seq, hidden]) and the mask as floats."""
    ids, mask = IDS, MASK
    weights = g.weights
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

    for i in range(layers):
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

    return x, mask_f


def sentence_model(g, pooled, name):
    """The graph, named `name`, whose output `sentence_embedding` is `pooled` L2-normalised."""
    norm = g.op("Max", [g.op("ReduceL2", [pooled], axes=[-1], keepdims=1), g.const("tiny_n", np.array(1e-12, dtype=np.float32))])
    g.nodes.append(helper.make_node("Div", [pooled, norm], ["sentence_embedding"], name="sentence_embedding"))
    graph = helper.make_graph(
        g.nodes, name,
        [helper.make_tensor_value_info(IDS, TensorProto.INT64, ["batch", "sequence"]),
         helper.make_tensor_value_info(MASK, TensorProto.INT64, ["batch", "sequence"])],
        [helper.make_tensor_value_info("sentence_embedding", TensorProto.FLOAT, ["batch", HIDDEN])],
        g.inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="pill-convert")
    # onnxruntime-node reads IR versions up to 13; opset 17 needs only IR 8.
    model.ir_version = 9
    onnx.checker.check_model(model)
    return model


def save_int8(model, out):
    """Weights quantised per channel with reduced range (dynamic int8)."""
    fp32 = out + ".fp32.onnx"
    onnx.save(model, fp32)
    quantize_dynamic(fp32, out, per_channel=True, reduce_range=True, weight_type=QuantType.QInt8)
    quantized = onnx.load(out)
    quantized.ir_version = 9
    onnx.save(quantized, out)
