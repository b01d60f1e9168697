"""Purge, for real erasure (a GDPR request): content, tags, full-text entry and vector are gone, a tombstone
says who purged, when and why, and nothing of the content is found by recall, list, export or an old backup.
Purge is an operator's command, never an agent's tool."""

import json
import uuid
from pathlib import Path

from sqlalchemy import text

from fakes import FlakyIndex
from openbrain.core.models import Caller
from openbrain.serve.mcp import create_server, settings_identity

ALICE = Caller(workspace_id="ws-acme", agent_id="alice")
BOB = Caller(workspace_id="ws-acme", agent_id="bob")
ALICE_ELSEWHERE = Caller(workspace_id="ws-other", agent_id="alice")
SECRET = "Customer Jane Roe (jane.roe@example.com, IBAN DE89370400440532013000) asked for a refund."


def fts_entries(service, memory_id: uuid.UUID) -> int:
    """Full-text rows of one memory (SQLite's FTS5 table), or its FULLTEXT matches on MariaDB."""
    db = service.repository.db
    with db.reading() as session:
        if db.dialect == "sqlite":
            statement = text("SELECT COUNT(*) FROM brain_memories_fts WHERE memory_id = :id")
            return session.execute(statement, {"id": memory_id.hex}).scalar()
        statement = text("SELECT COUNT(*) FROM brain_memories WHERE MATCH(content) AGAINST ('IBAN jane')")
        return session.execute(statement).scalar()


def test_purge_erases_content_tags_text_index_and_vector_and_leaves_a_tombstone(service, clock, tmp_path: Path):
    secret = service.remember(ALICE, {"content": SECRET, "type": "observation", "tags": ["refund", "jane-roe"]})
    kept = service.remember(BOB, {"content": "Refunds above 500 EUR need a second approval.", "type": "convention"})
    assert fts_entries(service, secret.id) == 1
    backup = tmp_path / "before.jsonl"
    service.export_memories(str(backup), "ws-acme")

    report = service.purge("ws-acme", "GDPR erasure request #2026-17", "operator:dpo", ids=[secret.id])
    assert report.purged == [secret.id] and report.vectors_removed and not report.not_found

    tombstone = service.get(ALICE, secret.id)
    assert tombstone.content == "" and tombstone.tags == [] and tombstone.deleted_reason == "purged"
    assert tombstone.deleted_by == "operator:dpo" and tombstone.deleted_at == clock.now
    with service.repository.db.reading() as session:  # the injection check's stored verdict may quote the text
        stored = session.execute(
            text("SELECT check_verdict, check_version FROM brain_memories WHERE id = :id"),
            {"id": secret.id.hex if service.repository.db.dialect == "sqlite" else str(secret.id)},
        ).one()
    assert tuple(stored) == (None, None)
    assert fts_entries(service, secret.id) == 0
    assert secret.id not in set(service.index.iter_ids(service.profile))
    for query, mode in (("Jane Roe IBAN refund", "hybrid"), ("a customer asked for her money back", "semantic")):
        hits = service.recall(ALICE, {"query": query, "mode": mode, "top_k": 10}).results
        assert secret.id not in [hit.id for hit in hits]
    listed = service.list_memories(ALICE, {"include_deleted": True}).memories
    assert {m.id: m.content for m in listed} == {
        kept.id: "Refunds above 500 EUR need a second approval.",
        secret.id: "",
    }
    assert service.list_memories(ALICE, {"tags": ["jane-roe"], "include_deleted": True}).memories == []

    after = tmp_path / "after.jsonl"
    service.export_memories(str(after), "ws-acme")
    exported = {m["id"]: m for m in map(json.loads, after.read_text().splitlines()[1:-1])}
    entry = exported[str(secret.id)]
    assert entry["content"] == "" and entry["tags"] == [] and entry["content_hash"] == ""
    assert (entry["purged_by"], entry["purge_reason"]) == ("operator:dpo", "GDPR erasure request #2026-17")
    assert entry["purged_at"] and "jane" not in after.read_text().lower()

    restored = service.import_memories(str(backup))  # an older backup does not bring the content back
    assert restored.added == 0 and service.get(ALICE, secret.id).content == ""


def test_purge_by_agent_erases_everything_it_wrote_in_one_workspace_only(service):
    mine = [
        service.remember(ALICE, {"content": "Alice's first note about the billing cron.", "type": "observation"}).id,
        service.remember(ALICE, {"content": "Alice's note on the invoices table.", "type": "research"}).id,
    ]
    forgotten = service.remember(ALICE, {"content": "Alice's draft idea about caching.", "type": "plan"}).id
    service.forget(ALICE, forgotten, "draft")
    bobs = service.remember(BOB, {"content": "Bob's note on the ledger service.", "type": "observation"}).id
    elsewhere = service.remember(ALICE_ELSEWHERE, {"content": "Alice's note in another team.", "type": "plan"}).id

    report = service.purge("ws-acme", "the agent leaked customer data", "operator:sec", agent_id="alice")
    assert sorted(report.purged) == sorted([*mine, forgotten])
    assert all(service.get(ALICE, mid).content == "" for mid in [*mine, forgotten])
    assert service.get(ALICE, forgotten).deleted_by == "alice"  # who forgot it stays on record
    assert service.get(BOB, bobs).content.startswith("Bob's")
    assert service.get(ALICE_ELSEWHERE, elsewhere).content.startswith("Alice's")
    assert set(service.index.iter_ids(service.profile)) == {bobs, elsewhere}


def test_purging_again_or_unknown_ids_is_reported_and_changes_nothing(service, clock):
    memory = service.remember(ALICE, {"content": "The staging password rotates monthly.", "type": "convention"})
    first = service.purge("ws-acme", "secret", "operator:a", ids=[memory.id])
    purged_at = service.get(ALICE, memory.id).deleted_at
    clock.advance(60)
    unknown = uuid.uuid4()
    second = service.purge("ws-acme", "again", "operator:b", ids=[memory.id, unknown])
    assert first.purged == [memory.id]
    assert second.purged == [] and second.already_purged == [memory.id] and second.not_found == [unknown]
    row = service.repository.get("ws-acme", memory.id)
    assert (row.purged_at, row.purged_by, row.purge_reason) == (purged_at, "operator:a", "secret")
    assert service.purge("ws-other", "wrong workspace", "operator:a", ids=[memory.id]).not_found == [memory.id]


def test_a_purge_while_the_vector_store_is_down_removes_the_vector_later(service):
    memory = service.remember(ALICE, {"content": SECRET, "type": "observation"})
    healthy = service.index
    service.index = flaky = FlakyIndex(healthy)
    flaky.failing = {"delete"}

    report = service.purge("ws-acme", "GDPR", "operator:dpo", ids=[memory.id])
    assert report.purged == [memory.id] and not report.vectors_removed
    assert service.get(ALICE, memory.id).content == ""  # the text is erased whatever the vector store does
    flaky.failing.clear()
    assert service.reconcile().removed == 1
    assert memory.id not in set(healthy.iter_ids(service.profile))


def test_purged_text_no_longer_lies_in_the_sqlite_files(tmp_path):
    from openbrain.core.config import Settings
    from openbrain.engine.build import build_service, close_service

    service = build_service(Settings(data_dir=tmp_path))
    try:
        memory = service.remember(ALICE, {"content": SECRET, "type": "observation"})
        for i in range(20):  # other writes around it, so the row shares pages with live data
            service.remember(ALICE, {"content": f"Unrelated note number {i} about the build.", "type": "observation"})
        service.purge("ws-acme", "GDPR", "operator:dpo", ids=[memory.id])
    finally:
        close_service(service)
    files = [p for p in tmp_path.iterdir() if p.name.startswith("openbrain.db")]
    # Lower case: the full-text index keeps tokens folded (a plain UPDATE leaves this one in its pages).
    assert files and not any(b"de89370400440532013000" in p.read_bytes().lower() for p in files)


def test_purge_export_import_and_reindex_are_not_mcp_tools(service):
    import anyio
    from mcp import Client

    async def tools() -> set[str]:
        async with Client(create_server(service, settings_identity(ALICE), start=False)) as client:
            return {tool.name for tool in (await client.list_tools()).tools}

    names = anyio.run(tools)
    assert names and not any(word in name for name in names for word in ("purge", "export", "import", "reindex"))
