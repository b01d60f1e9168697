"""Backup and restore: a versioned JSONL export with every field, deletions and chains; an idempotent import
into an empty or a live store that rebuilds vectors from content."""

import json
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pymysql
import pytest
from sqlalchemy import select, text
from sqlalchemy.engine import make_url

from conftest import MARIADB_URL
from openbrain.core.config import Settings
from openbrain.core.errors import InvalidInput
from openbrain.core.models import Caller
from openbrain.core.security import check_version
from openbrain.engine.backup import (
    DERIVED_FIELDS,
    FORMAT,
    UNEXPORTED_COLUMNS,
    VERSION,
    ExportedMemory,
    decode_vector,
)
from openbrain.engine.service import BrainService
from openbrain.stores.db.engine import Database
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.db.tables import MemoryRow
from openbrain.stores.embedding.base import Embedder
from openbrain.stores.vectors.edge import EdgeIndex

ALICE = Caller(workspace_id="ws-acme", agent_id="alice")
BOB = Caller(workspace_id="ws-acme", agent_id="bob")
OTHER = Caller(workspace_id="ws-other", agent_id="carol")


@pytest.fixture(scope="session")
def mariadb_restore_database(mariadb_database: Database) -> Iterator[Database]:
    """A second migrated MariaDB database to restore into (on the same server as the source)."""
    url = make_url(MARIADB_URL)
    name = f"{url.database}_restore"
    conn = pymysql.connect(
        host=url.host or "127.0.0.1", port=url.port or 3306, user=url.username, password=url.password or ""
    )
    with conn.cursor() as cursor:
        cursor.execute(f"DROP DATABASE IF EXISTS `{name}`")
        cursor.execute(f"CREATE DATABASE `{name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin")
    conn.close()
    database = Database(url.set(database=name).render_as_string(hide_password=False))
    database.upgrade()
    yield database
    database.dispose()


@pytest.fixture
def stores(
    request: pytest.FixtureRequest, database: Database, local_embedder: Embedder, clock, tmp_path: Path
) -> Iterator[tuple[BrainService, BrainService]]:
    """(source, target): two stores of the same kind (SQLite files, or two MariaDB databases), Qdrant Edge each."""
    if database.dialect == "sqlite":
        target_db = Database(f"sqlite:///{tmp_path / 'restored.db'}")
        target_db.upgrade()
    else:
        target_db = request.getfixturevalue("mariadb_restore_database")
        with target_db.writing() as session:
            for table in ("brain_memory_tags", "brain_memories", "brain_meta"):
                session.execute(text(f"DELETE FROM {table}"))
    services = []
    for db, name in ((database, "source"), (target_db, "target")):
        settings = Settings(data_dir=tmp_path / name)
        services.append(
            BrainService(
                MemoryRepository(db), EdgeIndex(tmp_path / name / "vectors"), local_embedder, settings, clock=clock
            )
        )
    yield services[0], services[1]
    for service in services:
        service.close()
        service.index.close()
    if target_db.dialect == "sqlite":
        target_db.dispose()


def a_bit_of_everything(service: BrainService, clock) -> dict[str, uuid.UUID]:
    """Live, tagged, expiring, forgotten, superseded (a chain of three), expired, purged and recalled memories."""
    ids: dict[str, uuid.UUID] = {}
    ids["live"] = service.remember(
        ALICE,
        {"content": "Staging deploys need the VPN.", "type": "convention", "tags": ["Deploy", "vpn"], "project": "web"},
    ).id
    ids["ttl"] = service.remember(
        BOB, {"content": "The release branch is frozen today.", "type": "plan", "ttl_seconds": 86400}
    ).id
    ids["expired"] = service.remember(
        BOB, {"content": "Standup moved to 10:30 this week.", "type": "plan", "ttl_seconds": 60}
    ).id
    ids["forgotten"] = service.remember(ALICE, {"content": "Use Node 16 for the web app.", "type": "decision"}).id
    service.forget(ALICE, ids["forgotten"], "Node 16 is end of life")
    v1 = service.remember(ALICE, {"content": "Payments retry twice.", "type": "decision", "confidence": 0.6}).id
    clock.advance(1)
    v2 = service.remember(BOB, {"content": "Payments retry three times.", "type": "decision", "supersedes": v1}).id
    clock.advance(1)
    v3 = service.remember(
        ALICE, {"content": "Payments retry five times with jitter.", "type": "decision", "supersedes": v2}
    ).id
    ids.update(v1=v1, v2=v2, v3=v3)
    ids["purged"] = service.remember(BOB, {"content": "Bob's home address is 12 Elm Street.", "type": "observation"}).id
    service.purge("ws-acme", "GDPR request 42", "operator:dpo", ids=[ids["purged"]])
    ids["other"] = service.remember(OTHER, {"content": "Another tenant's memory.", "type": "observation"}).id
    service.recall(ALICE, {"query": "VPN staging deploys", "mode": "hybrid"})
    service.flush()  # access counts are written
    clock.advance(120)
    service.reconcile()  # retires the expired one
    return ids


def records(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]:
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    return lines[0], lines[1:-1], lines[-1]


def test_every_column_of_the_table_is_exported():
    columns = set(MemoryRow.__table__.columns.keys())
    assert set(ExportedMemory.model_fields) - {"vector"} == columns - UNEXPORTED_COLUMNS
    assert UNEXPORTED_COLUMNS <= columns


def test_a_workspace_round_trips_through_export_and_import_with_every_field(stores, clock, tmp_path):
    source, target = stores
    ids = a_bit_of_everything(source, clock)
    exported = tmp_path / "acme.jsonl"

    report = source.export_memories(str(exported), "ws-acme")
    header, memories, end = records(exported)
    assert header["format"] == FORMAT and header["version"] == 1 and header["workspace"] == "ws-acme"
    assert "embedding" not in header or header["embedding"] is None
    assert not any("vector" in m for m in memories)  # without --vectors: version 1, as older readers expect
    assert header["exported_at"] and end == {"format": FORMAT, "end": True, "count": report.count}
    assert report.count == len(memories) == len(ids) - 1  # every memory of the workspace, not the other tenant's
    by_id = {m["id"]: m for m in memories}
    assert by_id[str(ids["forgotten"])]["deleted_reason"] == "Node 16 is end of life"
    assert by_id[str(ids["v1"])]["deleted_reason"] == f"superseded by {ids['v2']}"
    assert by_id[str(ids["v3"])]["supersedes_id"] == str(ids["v2"]) and by_id[str(ids["v3"])]["version"] == 3
    assert by_id[str(ids["expired"])]["deleted_reason"] == "expired"
    assert by_id[str(ids["live"])]["tags"] == ["deploy", "vpn"] and by_id[str(ids["live"])]["access_count"] == 1
    purged = by_id[str(ids["purged"])]
    assert (
        purged["content"] == ""
        and purged["purged_by"] == "operator:dpo"
        and purged["purge_reason"] == "GDPR request 42"
    )
    order = [m["id"] for m in memories]
    assert order.index(str(ids["v1"])) < order.index(str(ids["v2"])) < order.index(str(ids["v3"]))

    target.reconcile()  # the target's reconciler has made every verdict it had: an import starts it over
    imported = target.import_memories(str(exported))
    assert (imported.count, imported.added, imported.present, imported.skipped) == (report.count, report.count, 0, 0)
    rebuilt = target.reconcile()
    assert rebuilt.indexed == 3 and rebuilt.pending == 0  # live, ttl, v3: vectors rebuilt from content
    with target.repository.db.reading() as session:  # no verdict comes from the file: the reconciler made them
        versions = dict(session.execute(select(MemoryRow.id, MemoryRow.check_version)).all())
    assert {versions[ids[k]] for k in ("live", "v1", "v3", "forgotten")} == {check_version()}
    assert versions[ids["purged"]] is None  # a purged tombstone has no text to check
    again = tmp_path / "restored.jsonl"
    target.export_memories(str(again), "ws-acme")
    _, restored, _ = records(again)
    strip = lambda m: {k: v for k, v in m.items() if k not in DERIVED_FIELDS}  # noqa: E731
    assert [strip(m) for m in restored] == [strip(m) for m in memories]  # every field, every memory
    found = target.recall(ALICE, {"query": "how often do payments retry?", "mode": "semantic", "top_k": 1})
    assert [hit.id for hit in found.results] == [ids["v3"]]
    assert target.get(ALICE, ids["v3"]).supersedes_count == 2


def test_an_export_with_vectors_restores_them_without_embedding_when_the_profile_is_the_stores_own(
    stores, clock, tmp_path
):
    source, target = stores
    ids = a_bit_of_everything(source, clock)
    path = tmp_path / "with-vectors.jsonl"
    report = source.export_memories(str(path), "ws-acme", vectors=True)
    header, memories, _ = records(path)
    profile = source.embedder.profile
    assert header["version"] == VERSION == 2 and header["embedding"] == profile.key
    by_id = {m["id"]: m for m in memories}
    live = [ids["live"], ids["ttl"], ids["v3"]]
    stored = source.index.vectors(profile, live)
    for memory_id in live:  # the index's own vectors, exactly
        assert decode_vector(by_id[str(memory_id)]["vector"], profile.dimension) == pytest.approx(stored[memory_id])
    assert all(by_id[str(ids[k])]["vector"] is None for k in ("forgotten", "purged", "v1", "expired"))

    progress: list[tuple[int, int]] = []
    imported = target.import_memories(str(path), lambda done, total: progress.append((done, total)))
    assert (imported.added, imported.indexed, imported.unindexed) == (report.count, 3, 0)
    assert progress[-1] == (report.count, report.count)
    assert target.reconcile().indexed == 0  # nothing left to embed
    found = target.recall(ALICE, {"query": "how often do payments retry?", "mode": "semantic", "top_k": 1})
    assert [hit.id for hit in found.results] == [ids["v3"]]
    restored = target.index.vectors(profile, live)
    assert all(restored[memory_id] == pytest.approx(stored[memory_id]) for memory_id in live)


def test_vectors_of_another_embedding_model_or_damaged_ones_are_embedded_afresh(stores, clock, tmp_path):
    source, target = stores
    ids = a_bit_of_everything(source, clock)
    path = tmp_path / "with-vectors.jsonl"
    source.export_memories(str(path), "ws-acme", vectors=True)
    lines = path.read_text().splitlines()
    header = json.loads(lines[0]) | {"embedding": "ollama:nomic-embed-text:768"}
    other = tmp_path / "other-model.jsonl"
    other.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    elsewhere = target.import_memories(str(other))
    assert (elsewhere.indexed, elsewhere.unindexed) == (0, 3)
    assert target.reconcile().indexed == 3  # built from the content, by this store's model

    damaged = tmp_path / "damaged.jsonl"
    rows = [json.loads(line) for line in lines]
    for row in rows[1:-1]:
        if row.get("id") == str(ids["live"]):
            row["vector"] = row["vector"][:40]  # cut short: not a vector of the profile's dimension
    damaged.write_text("\n".join(json.dumps(row) for row in rows) + "\n")
    _, fresh = (
        stores[0],
        BrainService(
            target.repository, EdgeIndex(tmp_path / "fresh-vectors"), target.embedder, target.settings, clock=clock
        ),
    )
    try:
        with target.repository.db.writing() as session:
            for table in ("brain_memory_tags", "brain_memories"):
                session.execute(text(f"DELETE FROM {table}"))
        restored = fresh.import_memories(str(damaged))
        assert restored.indexed == 2 and fresh.reconcile().indexed == 1  # only the damaged one is embedded
    finally:
        fresh.index.close()


def test_importing_twice_or_into_the_store_it_came_from_stores_nothing_twice(stores, clock, tmp_path):
    source, target = stores
    a_bit_of_everything(source, clock)
    path = tmp_path / "all.jsonl"
    assert source.export_memories(str(path)).workspace is None  # every workspace
    count = records(path)[2]["count"]

    assert target.import_memories(str(path)).added == count
    second = target.import_memories(str(path))
    assert (second.added, second.present, second.skipped) == (0, count, 0)
    into_source = source.import_memories(str(path))
    assert (into_source.added, into_source.present) == (0, count)
    for service in (source, target):
        with service.repository.db.reading() as session:
            assert session.execute(text("SELECT COUNT(*) FROM brain_memories")).scalar() == count


def test_importing_into_a_live_store_never_duplicates_live_content_or_forks_a_chain(stores, tmp_path):
    source, target = stores
    x = source.remember(ALICE, {"content": "Logs are kept 30 days.", "type": "decision"}).id
    first = tmp_path / "first.jsonl"
    source.export_memories(str(first), "ws-acme")
    y = source.remember(ALICE, {"content": "Logs are kept 90 days.", "type": "decision", "supersedes": x}).id
    source.remember(ALICE, {"content": "The on-call rota changes on Mondays.", "type": "convention"})
    second = tmp_path / "second.jsonl"
    source.export_memories(str(second), "ws-acme")

    assert target.import_memories(str(first)).added == 1
    z = target.remember(BOB, {"content": "Logs are kept 60 days.", "type": "decision", "supersedes": x}).id
    target.remember(BOB, {"content": "The on-call rota changes on Mondays.", "type": "convention"})  # same content

    report = target.import_memories(str(second))
    assert (report.added, report.present, report.skipped) == (0, 1, 2)
    skips = {skip.id: skip for skip in report.skips}
    assert skips[y].outcome == "conflict" and str(z) in skips[y].detail  # y would be a second successor of x
    assert [s.outcome for s in skips.values()].count("duplicate") == 1
    assert target.get(ALICE, x).deleted_reason == f"superseded by {z}"


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda lines: lines[:-1], "cut short"),
        (lambda lines: [lines[0].replace('"version":1', '"version":99')] + lines[1:], "upgrade OpenBrain"),
        (lambda lines: ['{"format": "something else"}'] + lines[1:], "not an OpenBrain export"),
        (lambda lines: lines[:2] + ["{not json"] + lines[2:], "line 3 is not JSON"),
        (lambda lines: lines[:1] + lines[2:], "says it holds 2 memories but has 1"),
        (lambda lines: [], "is empty"),
    ],
)
def test_a_damaged_or_foreign_file_is_refused_before_anything_is_written(stores, tmp_path, damage, message):
    source, target = stores
    source.remember(ALICE, {"content": "First fact.", "type": "observation"})
    source.remember(ALICE, {"content": "Second fact.", "type": "observation"})
    path = tmp_path / "export.jsonl"
    source.export_memories(str(path), "ws-acme")
    path.write_text("\n".join(damage(path.read_text().splitlines())) + "\n")

    with pytest.raises(InvalidInput) as caught:
        target.import_memories(str(path))
    assert message in str(caught.value)
    assert target.list_memories(ALICE, {"include_deleted": True}).memories == []


def test_an_export_is_one_snapshot_even_while_agents_write_during_it(stores, clock, tmp_path):
    source, _ = stores
    rows = []
    for n in range(1200):  # more rows than one streamed batch; stored directly, the model is not the point here
        row = ExportedMemory.of(
            MemoryRow(
                id=uuid.uuid4(), workspace_id="ws-acme", agent_id="alice", type="observation", content=f"Row {n}.",
                tags=[], project=None, confidence=0.5, supersedes_id=None, version=1, content_hash=f"{n:064d}",
                dedupe_key=f"{n:064x}", expires_at=None, deleted_at=None, deleted_reason=None, deleted_by=None,
                indexed_at=None, embedding_model=None, access_count=0, last_accessed_at=None,
                created_at=clock.now, updated_at=clock.now,
            )
        )  # fmt: skip
        rows.append(row.to_row())
    assert {o.outcome for o in source.maintenance.import_rows(rows)} == {"added"}

    stream = source.maintenance.export_rows("ws-acme", batch_size=100)
    first = next(stream)
    source.forget(ALICE, first.id, "changed while the export ran")  # committed by another connection
    late = source.remember(ALICE, {"content": "Written while the export ran.", "type": "observation"})
    exported = [first, *stream]
    assert len(exported) == 1200 and late.id not in {row.id for row in exported}
    assert all(row.deleted_at is None for row in exported)  # the export saw the store as it was when it began


def test_a_bad_row_of_a_backup_is_refused_by_line_and_the_rest_is_restored(stores, tmp_path):
    source, target = stores
    for i in range(3):
        source.remember(ALICE, {"content": f"Fact number {i} about the backup window.", "type": "observation"})
    path = tmp_path / "export.jsonl"
    source.export_memories(str(path), "ws-acme")
    lines = path.read_text().splitlines()
    rows = [json.loads(line) for line in lines[1:-1]]
    bad = [dict(rows[0]) for _ in range(8)]
    bad[0] |= {"id": str(uuid.uuid4()), "type": "evil"}
    bad[1] |= {"id": str(uuid.uuid4()), "content": "x" * (10 * 1024 * 1024), "content_hash": "0" * 64,
               "dedupe_key": None}  # fmt: skip
    bad[2] |= {"id": str(uuid.uuid4()), "workspace_id": "bad workspace!", "dedupe_key": None}
    bad[3] |= {"id": str(uuid.uuid4()), "content": "null \x00 byte", "dedupe_key": None}
    bad[4] |= {"id": str(uuid.uuid4()), "created_at": "9999-12-31T23:00:00-14:00", "dedupe_key": None}
    looped = str(uuid.uuid4())
    bad[5] |= {"id": looped, "supersedes_id": looped, "dedupe_key": None}
    bad[6] |= {"id": str(uuid.uuid4()), "confidence": 7}
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    secret = str(uuid.uuid4())
    bad[7] |= {"id": secret, "content": f"deploy with {token}", "tags": [f"k-{token}"], "dedupe_key": None}
    body = [json.dumps(r) for r in rows] + [json.dumps(r) for r in bad]
    end = json.loads(lines[-1]) | {"count": len(body)}
    path.write_text("\n".join([lines[0], *body, json.dumps(end)]) + "\n")

    report = target.import_memories(str(path))
    assert (report.added, report.skipped) == (4, 7)  # the three good rows and the redacted one
    details = [skip.detail for skip in report.skips]
    for number, said in [(5, "type 'evil' is not a memory type"), (6, "more than the limit"), (7, "not a valid name"),
                         (8, "NUL"), (9, "created_at is out of range"), (10, "supersedes itself"),
                         (11, "confidence: Input should be less than or equal to 1")]:  # fmt: skip
        assert any(d.startswith(f"line {number}: ") and said in d for d in details), (number, details)
    assert all(skip.outcome == "invalid" for skip in report.skips)
    restored = target.get(ALICE, secret)
    assert token not in restored.content and "[REDACTED GitHub token]" in restored.content
    assert token.lower() not in " ".join(restored.tags)
    assert len(target.list_memories(ALICE, {}).memories) == 4  # the workspace works: list, recall, context
    assert target.recall(ALICE, {"query": "backup window"}).results
