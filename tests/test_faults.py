"""The table is the source of truth: when the embedder or the vector store fails, nothing stored is lost,
recall degrades to words, and the reconciler completes the work once the service is back."""

import socket
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from fakes import FakeOllama, running_ollama
from openbrain.core.config import Settings
from openbrain.core.errors import Unavailable
from openbrain.core.models import Caller
from openbrain.engine.service import BrainService
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.embedding.factory import create_embedder
from openbrain.stores.vectors.base import VectorPoint
from openbrain.stores.vectors.factory import create_index

ALICE = Caller(workspace_id="ws-acme", agent_id="alice")
NOTE = "The nightly backup job fails with ERR_DISK_QUOTA when the snapshot volume is above 90 percent."


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def ollama() -> Iterator[FakeOllama]:
    with running_ollama() as fake:
        yield fake


@pytest.fixture
def ollama_service(database, index, ollama, clock, tmp_path) -> Iterator[BrainService]:
    """BrainService embedding through Ollama's HTTP API (the fake server in tests/fakes)."""
    settings = Settings(
        data_dir=tmp_path,
        embedding={"provider": "ollama", "ollama_url": ollama.url, "timeout": 0.5, "retries": 2},
    )
    embedder = create_embedder(settings)
    service = BrainService(MemoryRepository(database), index, embedder, settings, clock=clock)
    service.index.ensure_collection(service.profile)
    yield service
    service.close()
    embedder.close()


def unreachable_qdrant(tmp_path):
    settings = Settings(
        data_dir=tmp_path, vectors={"backend": "qdrant", "url": f"http://127.0.0.1:{closed_port()}", "timeout": 0.5}
    )
    return create_index(settings)


@pytest.mark.parametrize("fault", ["stopped", "error", "unknown_model", "wrong_dimension"])
def test_remember_commits_when_the_embedder_fails_and_the_reconciler_indexes_later(ollama_service, ollama, fault):
    service = ollama_service
    if fault == "stopped":
        ollama.stop()
    else:
        ollama.mode = fault

    stored = service.remember(ALICE, {"content": NOTE, "type": "bug", "project": "ops"})
    assert not stored.indexed and not stored.duplicate
    assert "not yet searchable by meaning" in stored.message
    assert "http" not in stored.message  # no URL in what agents see
    assert service.get(ALICE, stored.id).indexed is False
    assert service.repository.counts("ws-acme", now=service.clock())["pending"] == 1

    # hybrid: an identifier query in the default auto tier is answered by words without asking the vectors.
    degraded = service.recall(ALICE, {"query": "backup fails ERR_DISK_QUOTA", "mode": "hybrid"})
    assert degraded.degraded and "words only" in degraded.message
    assert [hit.id for hit in degraded.results] == [stored.id]
    assert service.reconcile().failed == 1  # still down: nothing is lost, it stays pending

    if fault == "stopped":
        ollama.start()
    ollama.mode = "ok"
    report = service.reconcile()
    assert (report.indexed, report.failed, report.pending) == (1, 0, 0)
    healthy = service.recall(ALICE, {"query": "why does the nightly backup fail?"})
    assert not healthy.degraded and healthy.results[0].id == stored.id and healthy.results[0].indexed


def test_a_slow_embedder_times_out_and_the_memory_is_still_stored(ollama_service, ollama):
    ollama.slow_seconds = 2.0
    ollama.mode = "slow"
    stored = ollama_service.remember(ALICE, {"content": NOTE, "type": "bug"})
    assert not stored.indexed
    assert [m.id for m in ollama_service.list_memories(ALICE, {}).memories] == [stored.id]


def test_remember_and_recall_survive_an_unreachable_vector_store(service, alice, tmp_path):
    healthy_index = service.index
    service.index = unreachable_qdrant(tmp_path)

    stored = service.remember(alice, {"content": NOTE, "type": "bug"})
    assert not stored.indexed and "not yet searchable by meaning" in stored.message
    # hybrid: an identifier query in the default auto tier is answered by words without asking the vectors.
    result = service.recall(alice, {"query": "ERR_DISK_QUOTA backup", "mode": "hybrid"})
    assert result.degraded and [hit.id for hit in result.results] == [stored.id]
    assert service.reconcile().failed >= 1

    service.index.close()
    service.index = healthy_index  # the vector store is back
    assert service.reconcile().indexed == 1
    assert stored.id in set(healthy_index.iter_ids(service.profile))
    assert not service.recall(alice, {"query": "nightly backup disk quota"}).degraded


def test_forget_succeeds_while_the_vector_store_is_down_and_the_vector_goes_later(service, alice, tmp_path):
    stored = service.remember(alice, {"content": NOTE, "type": "bug"})
    assert stored.indexed
    healthy_index = service.index
    service.index = unreachable_qdrant(tmp_path)

    service.forget(alice, stored.id, "disk was resized")
    assert service.list_memories(alice, {}).memories == []
    assert stored.id in set(healthy_index.iter_ids(service.profile))  # not yet removed: the store was down

    service.index.close()
    service.index = healthy_index
    assert service.reconcile().removed == 1
    assert stored.id not in set(healthy_index.iter_ids(service.profile))
    assert service.recall(alice, {"query": "ERR_DISK_QUOTA"}).results == []


def test_superseding_while_the_vector_store_is_down_never_recalls_the_old_version(service, alice, tmp_path):
    v1 = service.remember(alice, {"content": "Backups run at 02:00 UTC.", "type": "decision"})
    healthy_index = service.index
    service.index = unreachable_qdrant(tmp_path)
    v2 = service.remember(alice, {"content": "Backups run at 03:00 UTC.", "type": "decision", "supersedes": v1.id})
    assert v2.version == 2 and not v2.indexed
    service.index.close()
    service.index = healthy_index
    # Before the reconciler runs, the old vector still exists but hydration only returns live rows.
    assert v1.id not in [h.id for h in service.recall(alice, {"query": "when do backups run?", "top_k": 10}).results]
    report = service.reconcile()
    assert (report.indexed, report.removed) == (1, 1)
    assert set(healthy_index.iter_ids(service.profile)) == {v2.id}


def test_the_full_reconcile_removes_vectors_that_have_no_live_row(service, alice):
    kept = service.remember(alice, {"content": NOTE, "type": "bug"})
    ghost = VectorPoint(
        id=uuid.uuid4(),
        vector=service.embedder.embed_documents(["ghost"])[0],
        workspace_id="ws-acme",
        agent_id="alice",
        type="bug",
        tags=[],
        project=None,
        confidence=0.5,
        created_at=datetime.now(UTC),
    )
    service.index.upsert(service.profile, [ghost])
    assert service.reconcile(full=False).removed == 0
    assert service.reconcile(full=True).removed == 1
    assert set(service.index.iter_ids(service.profile)) == {kept.id}


def test_an_unreachable_vector_store_raises_unavailable_without_its_url(tmp_path, local_embedder):
    index = unreachable_qdrant(tmp_path)
    with pytest.raises(Unavailable) as caught:
        index.ensure_collection(local_embedder.profile)
    assert "127.0.0.1" not in str(caught.value) and "http" not in str(caught.value)
    index.close()


# -- a vector store that fails one kind of operation (fakes.FlakyIndex around the real engine) --------------------


def test_remember_commits_when_vector_upserts_fail_and_nothing_is_half_written(service, alice):
    from fakes import FlakyIndex

    healthy = service.index
    service.index = flaky = FlakyIndex(healthy)
    flaky.failing = {"upsert"}

    stored = service.remember(alice, {"content": NOTE, "type": "bug", "tags": ["backup"]})
    assert not stored.indexed and "not yet searchable by meaning" in stored.message
    assert stored.id not in set(healthy.iter_ids(service.profile))  # no point for it ...
    assert service.get(alice, stored.id).indexed is False  # ... and the row says so
    found = service.recall(alice, {"query": "ERR_DISK_QUOTA backup", "mode": "hybrid"})
    assert not found.degraded and [hit.id for hit in found.results] == [stored.id]  # words find it meanwhile
    assert "not in the vector index yet" in found.message
    assert service.reconcile().failed == 1

    flaky.failing.clear()
    assert service.reconcile().indexed == 1
    assert set(healthy.iter_ids(service.profile)) == {stored.id}
    by_meaning = service.recall(alice, {"query": "why does the nightly snapshot job fail?", "mode": "semantic"})
    assert [hit.id for hit in by_meaning.results][:1] == [stored.id]


def test_forget_commits_when_vector_deletes_fail_and_the_vector_goes_later(service, alice):
    from fakes import FlakyIndex

    stored = service.remember(alice, {"content": NOTE, "type": "bug"})
    healthy = service.index
    service.index = flaky = FlakyIndex(healthy)
    flaky.failing = {"delete"}

    forgotten = service.forget(alice, stored.id, "the quota was raised")
    assert forgotten.id == stored.id and not forgotten.already_forgotten
    assert stored.id in set(healthy.iter_ids(service.profile))  # the point outlives the failed delete ...
    semantic = service.recall(alice, {"query": "nightly backup disk quota", "mode": "semantic"})
    assert semantic.results == []  # ... but a memory that is not live is never recalled
    assert service.reconcile().failed == 1

    flaky.failing.clear()
    assert service.reconcile().removed == 1
    assert set(healthy.iter_ids(service.profile)) == set()


def test_recall_answers_from_words_and_says_so_when_vector_search_fails(service, alice):
    from fakes import FlakyIndex

    service.index = flaky = FlakyIndex(service.index)
    flaky.failing = {"search"}
    stored = service.remember(alice, {"content": NOTE, "type": "bug"})  # the near-duplicate check searches too
    assert stored.indexed and not stored.duplicate

    result = service.recall(alice, {"query": "ERR_DISK_QUOTA snapshot", "mode": "hybrid"})
    assert result.degraded and "words only" in result.message
    assert [hit.id for hit in result.results] == [stored.id]
    flaky.failing.clear()
    assert not service.recall(alice, {"query": "ERR_DISK_QUOTA snapshot", "mode": "hybrid"}).degraded


def test_recall_degrades_to_words_when_the_embedder_is_slower_than_its_timeout(ollama_service, ollama):
    stored = ollama_service.remember(ALICE, {"content": NOTE, "type": "bug"})
    ollama.slow_seconds = 2.0
    ollama.mode = "slow"
    result = ollama_service.recall(ALICE, {"query": "ERR_DISK_QUOTA", "mode": "hybrid"})
    assert result.degraded and [hit.id for hit in result.results] == [stored.id]


def test_the_full_reconcile_reindexes_memories_whose_vectors_the_store_lost(service, alice):
    kept = service.remember(alice, {"content": NOTE, "type": "bug"})
    lost = service.remember(alice, {"content": "Deploys freeze on Fridays after 15:00 UTC.", "type": "convention"})
    service.index.delete(service.profile, [lost.id])  # e.g. a Qdrant restarted without its volume
    assert service.get(alice, lost.id).indexed  # the table still believes it is indexed

    report = service.reconcile(full=True)
    assert report.indexed == 1 and report.pending == 0
    assert set(service.index.iter_ids(service.profile)) == {kept.id, lost.id}


def test_the_full_reconcile_records_a_vector_whose_record_was_lost_instead_of_embedding_it_again(service, alice):
    stored = service.remember(alice, {"content": NOTE, "type": "bug"})
    service.repository.clear_indexed([stored.id])  # as if the process died between the upsert and its record
    assert service.get(alice, stored.id).indexed is False

    report = service.reconcile(full=True)
    assert (report.indexed, report.removed, report.pending) == (0, 0, 0)  # recorded, not embedded again
    assert service.get(alice, stored.id).indexed is True


def test_a_start_checks_every_point_only_when_the_index_and_the_table_disagree_on_how_many(service, alice):
    kept = service.remember(alice, {"content": NOTE, "type": "bug"})
    lost = service.remember(alice, {"content": "Deploys freeze on Fridays after 15:00 UTC.", "type": "convention"})
    swept: list[bool] = []
    reconcile = service.reconcile
    service.reconcile = lambda full=False, **kw: swept.append(full) or reconcile(full=full, **kw)

    service.start()  # two points, two recorded: the full sweep is skipped
    service.index.delete(service.profile, [lost.id])  # a Qdrant restarted without part of its volume
    report = service.start()

    assert swept == [False, True]
    assert report is not None and report.indexed == 1
    assert set(service.index.iter_ids(service.profile)) == {kept.id, lost.id}
