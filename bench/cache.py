"""Vectors of the corpus, computed once with the real embedder and cached on disk (``bench/.cache/``).

Scale runs load cached vectors, so that loading 100K memories measures storage and search, not the model;
embedding is measured by its own runs (``python -m bench import``). One ``.npy`` file per corpus chunk of 10K,
keyed by the corpus version, the seed and the embedding profile, so a 100K run reuses the 10K run's vectors.
"""

import sys
import time
from pathlib import Path

import numpy as np

from bench import corpus
from openbrain.core.config import Settings
from openbrain.stores.embedding.base import Embedder
from openbrain.stores.embedding.factory import create_embedder

DEFAULT_CACHE = Path(__file__).resolve().parent / ".cache"


def make_embedder(cache_dir: Path, threads: int = 0) -> Embedder:
    """The embedded default's embedder (all-MiniLM-L6-v2 on onnxruntime), its ONNX graph cached in ``cache_dir``."""
    return create_embedder(Settings(data_dir=cache_dir, embedding={"threads": threads}))


def _chunk_file(cache_dir: Path, embedder: Embedder, seed: int, chunk: int, size: int) -> Path:
    suffix = "" if size == corpus.CHUNK else f"-n{size}"
    name = f"v{corpus.CORPUS_VERSION}-s{seed}-c{chunk:04d}{suffix}.npy"
    return cache_dir / "vectors" / embedder.profile.collection_name / name


def corpus_vectors(
    count: int,
    *,
    seed: int,
    cache_dir: Path,
    embedder: Embedder,
    embed_limit: int | None = None,
    log: bool = True,
) -> np.ndarray:
    """Vectors (float32, ``count`` x dimension) of the first ``count`` memories, embedding what is not cached.

    ``embed_limit``: embed only the first chunks up to that many memories; later chunks reuse those vectors
    with a little noise (an opt-in shortcut for the 1M run, where embedding everything takes hours: the
    vectors keep the shape of real embeddings, but no longer match their memory's text).
    """
    parts = []
    real_chunks = None if embed_limit is None else max(1, embed_limit // corpus.CHUNK)
    for chunk in range(-(-count // corpus.CHUNK)):
        size = min(corpus.CHUNK, count - chunk * corpus.CHUNK)
        if real_chunks is not None and chunk >= real_chunks:
            base = parts[chunk % real_chunks][:size]
            rng = np.random.default_rng([seed, chunk])
            noisy = base + rng.normal(scale=0.02, size=base.shape).astype(np.float32)
            parts.append(noisy / np.linalg.norm(noisy, axis=1, keepdims=True))
            continue
        path = _chunk_file(cache_dir, embedder, seed, chunk, size)
        if not path.exists() and size < corpus.CHUNK:  # a prefix of a cached full chunk will do
            full = _chunk_file(cache_dir, embedder, seed, chunk, corpus.CHUNK)
            if full.exists():
                parts.append(np.load(full)[:size])
                continue
        if path.exists():
            parts.append(np.load(path))
            continue
        texts = [m.content for m in corpus.chunk(seed, chunk)[:size]]
        started = time.perf_counter()
        vectors = np.asarray(embedder.embed_documents(texts), dtype=np.float32)
        if log:
            rate = size / (time.perf_counter() - started)
            print(f"embedded chunk {chunk} ({size} memories, {rate:.0f}/s) -> {path}", file=sys.stderr, flush=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp.npy")
        np.save(tmp, vectors)
        tmp.replace(path)
        parts.append(vectors)
    return np.concatenate(parts) if parts else np.zeros((0, embedder.profile.dimension), np.float32)


def query_vectors(queries: list[corpus.Query], embedder: Embedder) -> np.ndarray:
    """The query vectors recall would compute (a few hundred: not worth caching)."""
    return np.asarray([embedder.embed_query(q.text) for q in queries], dtype=np.float32)
