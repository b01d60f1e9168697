"""A store made before words moved into the vector index (one unnamed dense vector per point, word search in the
database) upgrades itself at its first start, losing nothing: real SQLite and MariaDB, real Qdrant Edge, the real
local model."""

import json
import shutil
from pathlib import Path

import qdrant_edge as qe
from tests.streams import edge_service

from openbrain.core.models import Caller
from openbrain.engine.indexing import index_point
from openbrain.engine.service import BrainService
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.vectors.edge import EdgeIndex
from openbrain.stores.vectors.payload import point_payload

FACTS = [
    "ERR_LEDGER_409 means the posting lost an optimistic-lock race; retry at most three times.",
    "The CDN caches product images for one day; purge them with the invalidate-images job.",
    "We deploy billing with blue-green releases on Kubernetes and never patch pods in place.",
    "Flaky checkout tests in CI came from a shared Redis between parallel jobs (fixed in CI-88).",
]


def _make_legacy_store(service: BrainService, folder: Path, caller: Caller) -> list:
    """Store FACTS with today's code, then rewrite the index as the first layout had it."""
    ids = [service.remember(caller, {"content": text, "type": "observation"}).id for text in FACTS]
    gone = service.remember(
        caller, {"content": "An old note about the staging database password rotation.", "type": "observation"}
    ).id
    service.forget(caller, gone, "obsolete")
    rows = service.repository.hydrate(caller.workspace_id, ids, now=service.clock())
    vectors = service.embedder.embed_documents([rows[mid].content for mid in ids])
    profile = service.profile
    service.index.close()
    legacy = folder / "vectors" / profile.legacy_collection_name
    shard = qe.EdgeShard.create(
        str(legacy / "shard"),
        qe.EdgeConfig(vectors=qe.EdgeVectorParams(size=profile.dimension, distance=qe.Distance.Cosine)),
    )
    points = [index_point(rows[mid], vector) for mid, vector in zip(ids, vectors, strict=True)]
    shard.update(qe.UpdateOperation.upsert_points([qe.Point(p.id, p.vector, point_payload(p)) for p in points]))
    shard.flush()
    shard.close()
    (legacy / "openbrain.json").write_text(
        json.dumps({"provider": profile.provider, "model": profile.model, "dimension": profile.dimension})
    )
    shutil.rmtree(folder / "vectors" / profile.collection_name)  # the layout of today did not exist then
    return ids


def test_a_store_of_the_first_layout_upgrades_itself_at_start_and_loses_nothing(
    database, local_embedder, tmp_path, alice
):
    with edge_service(database, local_embedder, tmp_path) as old:
        ids = _make_legacy_store(old, tmp_path, alice)
    assert (tmp_path / "vectors" / old.profile.legacy_collection_name).is_dir()

    index = EdgeIndex(tmp_path / "vectors")
    service = BrainService(MemoryRepository(database), index, local_embedder, old.settings)
    try:
        report = service.start()
        assert report is not None and report.indexed == len(FACTS) and report.pending == 0 and report.failed == 0
        assert not (tmp_path / "vectors" / service.profile.legacy_collection_name).exists()
        assert index.count(service.profile) == len(FACTS)  # the forgotten memory did not come back
        words = service.recall(alice, {"query": "ERR_LEDGER_409", "mode": "quick"}).results
        assert words[0].id == ids[0] and not words[0].content.startswith("An old note")
        meaning = service.recall(alice, {"query": "why were the checkout tests unstable?", "mode": "semantic"})
        assert meaning.results[0].id == ids[3]
        hybrid = service.recall(alice, {"query": "how do we ship billing?", "mode": "hybrid", "top_k": 10})
        assert {hit.id for hit in hybrid.results} <= set(ids) and hybrid.results[0].id == ids[2]
        assert service.start().indexed == 0  # a second start finds nothing left to do
    finally:
        service.close()
        index.close()


def test_a_store_of_the_full_precision_model_and_first_layout_is_found_by_words_then_reindexed_in_one_command(
    database, local_embedder, tmp_path, alice
):
    """An earlier OpenBrain stored all-MiniLM-L6-v2 (fp32) vectors in the first layout; the default is now the
    int8 profile. Until `openbrain reindex`, every tier answers by words from the table and says what to run;
    afterwards recall by meaning works and `--drop-old` leaves no collection of the old model behind."""
    from openbrain.stores.embedding.local import LocalOnnxEmbedder

    fp32 = LocalOnnxEmbedder(cache_dir=tmp_path / "models", precision="fp32")
    with edge_service(database, fp32, tmp_path) as old:
        ids = _make_legacy_store(old, tmp_path, alice)
    fp32.close()
    assert local_embedder.profile.model.endswith("-int8")

    index = EdgeIndex(tmp_path / "vectors")
    service = BrainService(MemoryRepository(database), index, local_embedder, old.settings)
    try:
        service.start()
        for mode in ("quick", "semantic", "hybrid", "auto"):
            found = service.recall(alice, {"query": "ERR_LEDGER_409 optimistic lock", "mode": mode})
            assert found.degraded and "openbrain reindex" in found.message, mode
            assert found.results[0].id == ids[0], mode
        stored = service.remember(alice, {"content": "Reindexing is one command.", "type": "observation"})
        assert not stored.indexed  # the guard never mixes the two models' vectors

        report = service.reindex()
        assert report.done == len(FACTS) + 1
        meaning = service.recall(alice, {"query": "why were the checkout tests unstable?", "mode": "semantic"})
        assert not meaning.degraded and meaning.results[0].id == ids[3]
        dropped = service.drop_old_profiles().dropped
        assert old.profile.legacy_collection_name in dropped
        assert sorted(p.name for p in (tmp_path / "vectors").iterdir() if p.is_dir()) == [
            service.profile.collection_name
        ]
    finally:
        service.close()
        index.close()


def test_a_store_of_words_version_1_rebuilds_its_words_at_start_and_then_finds_close_forms(
    database, local_embedder, tmp_path, alice, monkeypatch
):
    """Words version 2 adds an agent noun's verb (linter -> lint). A store made by version 1 keeps its dense
    vectors and gets its sparse ones rebuilt from the table by the next start; recall answers throughout."""
    from openbrain.stores.vectors import words

    notes = ["We lint Python with ruff; CI fails on any warning.", "The formatter runs on every staged file."]
    with monkeypatch.context() as old_words:
        old_words.setattr(words, "close_forms", lambda text: text)  # version 1 had no close forms
        with edge_service(database, local_embedder, tmp_path) as old:
            ids = [old.remember(alice, {"content": text, "type": "convention"}).id for text in notes]
            old.index.record_words(old.profile, 1)
            assert old.index.words_version(old.profile) == 1
            assert old.recall(alice, {"query": "linter", "mode": "quick"}).results == []

    index = EdgeIndex(tmp_path / "vectors")
    service = BrainService(MemoryRepository(database), index, local_embedder, old.settings)
    try:
        before = service.recall(alice, {"query": "format", "mode": "quick"}).results  # old words: no match yet
        assert before == []
        assert service.indexer.upgrade_words() == len(notes)
        assert index.words_version(service.profile) == words.WORDS_VERSION == 2
        assert [h.id for h in service.recall(alice, {"query": "linter", "mode": "quick"}).results] == [ids[0]]
        assert [h.id for h in service.recall(alice, {"query": "format", "mode": "quick"}).results] == [ids[1]]
        assert service.indexer.upgrade_words() == 0  # recorded: nothing left to do
        assert index.count(service.profile) == len(notes)  # no point created or lost
    finally:
        service.close()
        index.close()
