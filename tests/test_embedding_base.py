"""What BatchingEmbedder gives every provider: batching, prefixes, retries, vector checks."""

import math

import pytest

from openbrain.core.errors import Unavailable
from openbrain.stores.embedding.base import BatchingEmbedder, EmbeddingProfile, TransientError


class ScriptedEmbedder(BatchingEmbedder):
    """Answers each batch from a script of outcomes (an exception to raise, or a vector length to return)."""

    def __init__(self, *script: Exception | int, dimension: int = 3, **options: object) -> None:
        super().__init__(EmbeddingProfile("test", "scripted", dimension), backoff=0.0, **options)  # type: ignore[arg-type]
        self.script = list(script)
        self.batches: list[list[str]] = []

    def _embed_batch(self, texts: list[str]) -> list[list[float]]:
        self.batches.append(texts)
        outcome = self.script.pop(0) if self.script else self.profile.dimension
        if isinstance(outcome, Exception):
            raise outcome
        return [[float(len(text))] + [1.0] * (outcome - 1) for text in texts]


def test_documents_and_queries_get_their_prefixes() -> None:
    embedder = ScriptedEmbedder(document_prefix="doc: ", query_prefix="query: ")

    embedder.embed_documents(["a"])
    embedder.embed_query("b")

    assert embedder.batches == [["doc: a"], ["query: b"]]


def test_texts_are_split_into_batches_in_order() -> None:
    embedder = ScriptedEmbedder(batch_size=2)

    vectors = embedder.embed_documents(["a", "bb", "ccc", "dddd", "eeeee"])

    assert embedder.batches == [["a", "bb"], ["ccc", "dddd"], ["eeeee"]]
    assert [round(v[0] / v[1]) for v in vectors] == [1, 2, 3, 4, 5]


def test_an_embedder_that_sorts_by_length_still_returns_vectors_in_input_order() -> None:
    embedder = ScriptedEmbedder(batch_size=2)
    embedder.sort_by_length = True

    vectors = embedder.embed_documents(["ccc", "a", "eeeee", "bb"])

    assert embedder.batches == [["a", "bb"], ["ccc", "eeeee"]]
    assert [round(v[0] / v[1]) for v in vectors] == [3, 1, 5, 2]


def test_vectors_are_scaled_to_unit_length() -> None:
    vector = ScriptedEmbedder().embed_query("four")

    assert math.sqrt(sum(x * x for x in vector)) == pytest.approx(1.0)


def test_transient_errors_are_retried_and_other_errors_are_not() -> None:
    recovering = ScriptedEmbedder(TransientError("blip"), TransientError("blip"), retries=3)
    assert len(recovering.embed_query("q")) == 3
    assert len(recovering.batches) == 3

    failing = ScriptedEmbedder(TransientError("down"), TransientError("down"), retries=2)
    with pytest.raises(Unavailable, match="down"):
        failing.embed_query("q")
    assert len(failing.batches) == 2

    broken = ScriptedEmbedder(Unavailable("bad request"), retries=3)
    with pytest.raises(Unavailable, match="bad request"):
        broken.embed_query("q")
    assert len(broken.batches) == 1


def test_a_vector_of_the_wrong_length_names_expected_and_got() -> None:
    with pytest.raises(Unavailable, match="length 5, expected 3"):
        ScriptedEmbedder(5).embed_query("q")


def test_a_wrong_number_of_vectors_is_unavailable() -> None:
    class Short(ScriptedEmbedder):
        def _embed_batch(self, texts: list[str]) -> list[list[float]]:
            return super()._embed_batch(texts)[:-1]

    with pytest.raises(Unavailable, match="returned 1 vectors for 2 texts"):
        Short().embed_documents(["a", "b"])


def test_non_finite_values_are_unavailable() -> None:
    class Broken(ScriptedEmbedder):
        def _embed_batch(self, texts: list[str]) -> list[list[float]]:
            return [[math.nan, 1.0, 1.0] for _ in texts]

    with pytest.raises(Unavailable, match="non-finite"):
        Broken().embed_query("q")
