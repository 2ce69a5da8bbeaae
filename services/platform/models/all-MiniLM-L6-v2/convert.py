"""Converts sentence-transformers/all-MiniLM-L6-v2 (safetensors) to an int8 ONNX sentence encoder.

No PyTorch: the BERT graph is written with onnx.helper from the weights (../bert_onnx.py). It takes
input_ids and attention_mask ([batch, sequence], int64) and returns sentence_embedding
([batch, 384]): mean pooling over the mask, then L2 normalisation, as the model card does.
Weights are quantised per channel with reduced range (dynamic int8), which keeps a median cosine
of about 0.99 to the float model. With the pinned packages of requirements.txt the output is
byte for byte the same on every run.

usage: python convert.py <model folder with model.safetensors> <output.onnx>
"""
import sys
from pathlib import Path

import numpy as np
from safetensors.numpy import load_file

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bert_onnx import Graph, encoder, save_int8, sentence_model  # noqa: E402


def build(weights):
    g = Graph(weights)
    x, mask_f = encoder(g, layers=6)
    # Mean pooling over real tokens.
    m = g.op("Unsqueeze", [mask_f, g.const("axis_2", np.array([2], dtype=np.int64))])
    summed = g.op("ReduceSum", [g.op("Mul", [x, m]), g.const("axis_1", np.array([1], dtype=np.int64))], keepdims=0)
    counts = g.op("Max", [g.op("ReduceSum", [m, g.const("axis_1b", np.array([1], dtype=np.int64))], keepdims=0), g.const("tiny", np.array(1e-9, dtype=np.float32))])
    return sentence_model(g, g.op("Div", [summed, counts]), "all-MiniLM-L6-v2")


def main():
    folder, out = sys.argv[1], sys.argv[2]
    save_int8(build(load_file(f"{folder}/model.safetensors")), out)


if __name__ == "__main__":
    main()
