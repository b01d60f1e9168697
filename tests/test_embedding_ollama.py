"""The Ollama embedder against a real HTTP server speaking Ollama's embed API (tests/fakes/ollama_server.py)."""

import math
import time
from collections.abc import Iterator

import numpy as np
import pytest

from fakes import FakeOllama, fake_vector, running_ollama
from openbrain.core.errors import ConfigurationError, Unavailable
from openbrain.stores.embedding import Embedder
from openbrain.stores.embedding.ollama import OllamaEmbedder


@pytest.fixture
def ollama() -> Iterator[FakeOllama]:
    with running_ollama() as server:
        yield server


def make_embedder(server: FakeOllama, model: str = "nomic-embed-text", **options: object) -> OllamaEmbedder:
    options = {"timeout": 5.0, "retries": 1, "backoff": 0.0, **options}
    return OllamaEmbedder(model, host=server.url, **options)  # type: ignore[arg-type]


def assert_actionable(error: Unavailable, server: FakeOllama) -> None:
    message = str(error)
    assert "http://" not in message and "127.0.0.1" not in message and str(server.port) not in message
    assert "Traceback" not in message


def test_documents_are_sent_to_api_embed_as_one_request_with_the_document_prefix(ollama: FakeOllama) -> None:
    embedder = make_embedder(ollama)

    vectors = embedder.embed_documents(["Postgres needs VACUUM", "Use ruff"])

    assert ollama.requests == [
        {
            "model": "nomic-embed-text",
            "input": ["search_document: Postgres needs VACUUM", "search_document: Use ruff"],
            "truncate": True,
        }
    ]
    expected = [
        fake_vector("search_document: Postgres needs VACUUM", 768),
        fake_vector("search_document: Use ruff", 768),
    ]
    assert np.allclose(vectors, expected, atol=1e-6)


def test_a_query_is_sent_with_the_query_prefix(ollama: FakeOllama) -> None:
    vector = make_embedder(ollama).embed_query("why is the database slow")

    assert ollama.requests[0]["input"] == ["search_query: why is the database slow"]
    assert len(vector) == 768


def test_mxbai_queries_carry_the_retrieval_instruction_and_its_documents_no_prefix(ollama: FakeOllama) -> None:
    embedder = make_embedder(ollama, "mxbai-embed-large")

    embedder.embed_documents(["a fact"])
    embedder.embed_query("a question")

    assert [request["input"] for request in ollama.requests] == [
        ["a fact"],
        ["Represent this sentence for searching relevant passages: a question"],
    ]
    assert embedder.profile.dimension == 1024


def test_a_model_without_known_prefixes_gets_the_texts_unchanged(ollama: FakeOllama) -> None:
    embedder = make_embedder(ollama, "all-minilm")

    embedder.embed_documents(["a fact"])
    embedder.embed_query("a question")

    assert [request["input"] for request in ollama.requests] == [["a fact"], ["a question"]]
    assert embedder.profile.dimension == 384


def test_a_tagged_model_name_uses_its_base_models_prefixes_and_dimension(ollama: FakeOllama) -> None:
    embedder = make_embedder(ollama, "nomic-embed-text:v1.5")

    vector = embedder.embed_query("q")

    assert ollama.requests[0] == {"model": "nomic-embed-text:v1.5", "input": ["search_query: q"], "truncate": True}
    assert len(vector) == 768
    assert embedder.profile.key == "ollama:nomic-embed-text:v1.5:768"


@pytest.mark.parametrize(("count", "batch_size", "requests"), [(10, 3, 4), (9, 3, 3), (1, 32, 1), (64, 32, 2)])
def test_texts_are_sent_in_batches_of_batch_size_and_come_back_in_order(
    ollama: FakeOllama, count: int, batch_size: int, requests: int
) -> None:
    texts = [f"memory number {i}" for i in range(count)]

    vectors = make_embedder(ollama, batch_size=batch_size).embed_documents(texts)

    assert len(ollama.requests) == requests == math.ceil(count / batch_size)
    assert all(len(request["input"]) <= batch_size for request in ollama.requests)
    assert [text for request in ollama.requests for text in request["input"]] == [
        f"search_document: {text}" for text in texts
    ]
    assert np.allclose(vectors, [fake_vector(f"search_document: {text}", 768) for text in texts], atol=1e-6)


def test_no_texts_means_no_request(ollama: FakeOllama) -> None:
    assert make_embedder(ollama).embed_documents([]) == []
    assert ollama.requests == []


def test_creating_the_embedder_sends_nothing(ollama: FakeOllama) -> None:
    embedder = make_embedder(ollama)

    assert isinstance(embedder, Embedder)
    assert ollama.requests == []
    embedder.close()


def test_vectors_are_unit_length_even_when_the_server_does_not_normalise() -> None:
    with running_ollama(normalize=False) as server:
        vectors = make_embedder(server).embed_documents(["alpha beta gamma", "alpha alpha alpha delta"])

    for vector in vectors:
        assert math.sqrt(sum(x * x for x in vector)) == pytest.approx(1.0, abs=1e-6)


def test_similar_texts_get_similar_vectors(ollama: FakeOllama) -> None:
    embedder = make_embedder(ollama)
    query = embedder.embed_query("postgres vacuum slow queries")
    related, unrelated = embedder.embed_documents(["postgres vacuum fixes slow queries", "bake bread at home"])

    def cosine(a: list[float], b: list[float]) -> float:
        return sum(x * y for x, y in zip(a, b, strict=True))

    assert cosine(query, related) > cosine(query, unrelated)


def test_a_slow_server_times_out_with_a_message_naming_the_timeout_setting(ollama: FakeOllama) -> None:
    ollama.mode = "slow"
    embedder = make_embedder(ollama, timeout=0.2)

    started = time.monotonic()
    with pytest.raises(Unavailable, match="did not answer within 0.2 s") as caught:
        embedder.embed_query("q")

    assert time.monotonic() - started < ollama.slow_seconds
    assert "OPENBRAIN_EMBEDDING__TIMEOUT" in str(caught.value)
    assert_actionable(caught.value, ollama)


def test_a_timeout_is_retried_and_the_next_attempt_succeeds(ollama: FakeOllama) -> None:
    ollama.fail_next(1, "slow")

    vector = make_embedder(ollama, timeout=0.2, retries=2).embed_query("q")

    assert len(vector) == 768
    assert len(ollama.requests) == 2


def test_server_errors_are_retried_until_the_server_recovers(ollama: FakeOllama) -> None:
    ollama.fail_next(2, "error")

    vectors = make_embedder(ollama, retries=3).embed_documents(["a", "b"])

    assert len(vectors) == 2
    assert len(ollama.requests) == 3
    assert ollama.requests[0] == ollama.requests[2]


def test_a_server_error_that_persists_raises_unavailable_after_every_attempt(ollama: FakeOllama) -> None:
    ollama.mode = "error"

    with pytest.raises(Unavailable, match="HTTP 500") as caught:
        make_embedder(ollama, retries=3).embed_query("q")

    assert len(ollama.requests) == 3
    assert "llama runner process has terminated" in str(caught.value)
    assert_actionable(caught.value, ollama)


def test_a_model_that_is_not_pulled_says_to_pull_it_and_is_not_retried(ollama: FakeOllama) -> None:
    ollama.mode = "unknown_model"

    with pytest.raises(Unavailable) as caught:
        make_embedder(ollama, "mxbai-embed-large", retries=3).embed_documents(["a"])

    assert "`ollama pull mxbai-embed-large`" in str(caught.value)
    assert len(ollama.requests) == 1
    assert_actionable(caught.value, ollama)


def test_vectors_of_the_wrong_length_raise_unavailable_naming_expected_and_got(ollama: FakeOllama) -> None:
    ollama.mode = "wrong_dimension"

    with pytest.raises(Unavailable) as caught:
        make_embedder(ollama, retries=3).embed_documents(["a"])

    assert "length 384" in str(caught.value) and "expected 768" in str(caught.value)
    assert len(ollama.requests) == 1
    assert_actionable(caught.value, ollama)


def test_a_declared_dimension_that_does_not_match_the_model_is_caught(ollama: FakeOllama) -> None:
    with pytest.raises(Unavailable, match="length 768, expected 1024"):
        make_embedder(ollama, dimension=1024).embed_query("q")


def test_an_unreachable_server_says_to_start_ollama_after_retrying(ollama: FakeOllama) -> None:
    embedder = make_embedder(ollama, retries=2)
    ollama.stop()

    with pytest.raises(Unavailable, match="not reachable") as caught:
        embedder.embed_query("q")

    assert "`ollama serve`" in str(caught.value) and "OPENBRAIN_EMBEDDING__OLLAMA_URL" in str(caught.value)
    assert_actionable(caught.value, ollama)


def test_the_embedder_works_again_once_a_stopped_server_is_back(ollama: FakeOllama) -> None:
    embedder = make_embedder(ollama)
    ollama.stop()
    with pytest.raises(Unavailable):
        embedder.embed_query("q")

    ollama.start()

    assert len(embedder.embed_query("q")) == 768


def test_an_unknown_model_needs_a_configured_dimension(ollama: FakeOllama) -> None:
    with pytest.raises(ConfigurationError, match="OPENBRAIN_EMBEDDING__DIMENSION"):
        make_embedder(ollama, "my-own-embedder")

    embedder = make_embedder(ollama, "my-own-embedder", dimension=768)

    assert len(embedder.embed_query("q")) == 768
    assert ollama.requests[0]["input"] == ["q"]
    assert embedder.profile.collection_name == "openbrain_my-own-embedder_768_v2"
