"""Changing the embedding model: vectors of two models are never mixed, the server says what to run, and
`reindex` builds the new collection from the table in resumable batches while recall keeps working, switches,
and removes the old collection on request.

Two Ollama models served by the fake Ollama (tests/fakes) play the old and the new model: nomic-embed-text
(768 dimensions) and all-minilm (384).
"""

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from fakes import FakeOllama, running_ollama
from openbrain.core.config import Settings
from openbrain.core.errors import Unavailable
from openbrain.core.models import Caller
from openbrain.engine.health import check_health
from openbrain.engine.service import BrainService
from openbrain.stores.db.engine import Database
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.embedding.factory import create_embedder
from openbrain.stores.vectors.base import VectorIndex
from streams import distinct_fact

ALICE = Caller(workspace_id="ws-acme", agent_id="alice")
OLD, NEW = "nomic-embed-text", "all-minilm"


@pytest.fixture
def ollama() -> Iterator[FakeOllama]:
    with running_ollama() as fake:
        yield fake


@pytest.fixture
def make_service(database: Database, index: VectorIndex, ollama: FakeOllama, clock, tmp_path: Path):
    """BrainService factories on one table and one vector store, embedding with the named Ollama model."""
    made: list[BrainService] = []

    def make(model: str) -> BrainService:
        settings = Settings(
            data_dir=tmp_path,
            embedding={"provider": "ollama", "ollama_url": ollama.url, "model": model, "timeout": 2, "retries": 1},
        )
        service = BrainService(MemoryRepository(database), index, create_embedder(settings), settings, clock=clock)
        made.append(service)
        return service

    yield make
    for service in made:
        service.close()
        service.embedder.close()


def texts_embedded(ollama: FakeOllama, model: str) -> list[str]:
    return [text for request in ollama.requests if request["model"] == model for text in request["input"]]


def fill(service: BrainService, n: int, start: int = 0) -> list:
    return [service.remember(ALICE, {"content": distinct_fact(i), "type": "observation"}) for i in range(start, n)]


def test_a_server_configured_for_another_model_never_mixes_vectors_and_says_to_run_reindex(make_service, index):
    old = make_service(OLD)
    stored = fill(old, 3)
    new = make_service(NEW)

    written = new.remember(ALICE, {"content": "Written under the new model.", "type": "observation"})
    assert not written.indexed and "openbrain reindex" in written.message and NEW in written.message
    result = new.recall(ALICE, {"query": "fact1", "mode": "hybrid"})
    assert result.degraded and "openbrain reindex" in result.message
    assert [hit.id for hit in result.results] == [stored[1].id]  # words still answer
    assert new.reconcile(full=True).indexed == 0
    assert index.count(new.profile) == 0 and index.count(old.profile) == 3  # nothing written across profiles
    status = new.profile_status()
    assert status.active == old.profile.key and status.configured == new.profile.key
    assert OLD in status.problem and NEW in status.problem
    health = check_health(new)
    assert health.status == "degraded" and "openbrain reindex" in health.components["vectors"].detail
    assert not old.recall(ALICE, {"query": "fact1", "mode": "hybrid"}).degraded  # the old model still serves


def test_reindex_builds_the_new_collection_in_batches_resumes_after_a_failure_and_then_switches(
    make_service, index, ollama
):
    old = make_service(OLD)
    memories = fill(old, 23)
    old.forget(ALICE, memories[0].id, "obsolete")
    old.remember(ALICE, {"content": distinct_fact(100), "type": "observation", "supersedes": memories[1].id})
    live = {m.id for m in memories[2:]} | {m.id for m in old.list_memories(ALICE, {"limit": 50}).memories}
    assert len(live) == 22
    new = make_service(NEW)

    first = new.reindex(batch_size=5, max_batches=2)
    assert (first.done, first.total, first.finished, first.switched) == (10, 22, False, False)
    assert index.count(new.profile) == 10
    assert not old.recall(ALICE, {"query": distinct_fact(5), "mode": "hybrid"}).degraded  # old model serves on
    assert new.recall(ALICE, {"query": "fact5", "mode": "hybrid"}).degraded  # new one answers by words meanwhile

    ollama.fail_next(1, "error")  # the embedder fails mid-reindex: the run stops, nothing is lost
    with pytest.raises(Unavailable):
        new.reindex(batch_size=5)
    assert new.profile_status().reindex.done == 10
    embedded_before = len(texts_embedded(ollama, NEW))

    done = new.reindex(batch_size=5)
    assert done.finished and done.switched and done.done == 22 and done.active == new.profile.key
    resumed = texts_embedded(ollama, NEW)[embedded_before:]
    assert len(resumed) == 12  # it went on after the last recorded batch, not from the start
    assert set(index.iter_ids(new.profile)) == live
    assert done.reconcile is not None and done.reconcile.pending == 0

    found = new.recall(ALICE, {"query": distinct_fact(7), "mode": "semantic", "top_k": 1})
    assert not found.degraded and [hit.id for hit in found.results] == [memories[7].id]
    old.profiles.refresh()  # (a running old server notices within OPENBRAIN's refresh interval)
    assert old.recall(ALICE, {"query": "fact7", "mode": "hybrid"}).degraded  # and stops using its vectors
    status = new.profile_status()
    assert status.previous == old.profile.key and status.reindex is None and status.problem is None

    dropped = new.drop_old_profiles()
    assert dropped.dropped == [old.profile.collection_name]
    assert index.count(old.profile) == 0 and new.profile_status().previous is None
    assert new.reindex().message.endswith("nothing to reindex.")


def test_memories_written_and_forgotten_during_a_reindex_end_up_exactly_indexed(make_service, index):
    old = make_service(OLD)
    memories = fill(old, 12)
    new = make_service(NEW)
    assert not new.reindex(batch_size=4, max_batches=2).finished
    # Meanwhile the server still on the old model writes and forgets.
    old.forget(ALICE, memories[1].id, "already reindexed, then forgotten")
    old.forget(ALICE, memories[10].id, "forgotten before the reindex reached it")
    late = fill(old, 15, start=12)

    report = new.reindex(batch_size=4)
    assert report.switched
    live = {m.id for m in memories if m.id not in (memories[1].id, memories[10].id)} | {m.id for m in late}
    assert set(index.iter_ids(new.profile)) == live
    assert new.repository.counts("ws-acme", now=new.clock())["pending"] == 0
    # The old server learns of the switch at its next reconcile, and from then on writes no vectors.
    old.reconcile()
    after = old.remember(ALICE, {"content": "Written by a server left on the old model.", "type": "observation"})
    assert not after.indexed and index.count(old.profile) == 13
    assert new.reconcile().indexed == 1  # the new model indexes it
    assert after.id in set(index.iter_ids(new.profile))


def test_a_store_indexed_before_profiles_were_recorded_adopts_the_model_its_vectors_were_made_with(
    make_service, database
):
    old = make_service(OLD)
    fill(old, 2)
    with database.writing() as session:
        session.execute(text("DELETE FROM brain_meta"))  # as a store from before this record existed
    new = make_service(NEW)
    assert new.profile_status().active == old.profile.key
    assert not new.remember(ALICE, {"content": "After the upgrade.", "type": "observation"}).indexed


def test_reindex_rebuild_restores_a_lost_collection_of_the_active_model(make_service, index):
    service = make_service(OLD)
    memories = fill(service, 6)
    assert service.index.drop_collection(service.profile)  # the vector store lost everything
    assert service.recall(ALICE, {"query": distinct_fact(3), "mode": "semantic"}).results == []

    report = service.reindex(rebuild=True)
    assert report.finished and not report.switched and report.done == 6
    assert set(index.iter_ids(service.profile)) == {m.id for m in memories}
    found = service.recall(ALICE, {"query": distinct_fact(3), "mode": "semantic", "top_k": 1})
    assert [hit.id for hit in found.results] == [memories[3].id]
