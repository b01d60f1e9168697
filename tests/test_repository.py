"""The repository's word search, hydration and reconciler work list, on SQLite and the real MariaDB server."""

import hashlib
import subprocess
import sys
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from alembic import command
from alembic.script import ScriptDirectory
from sqlalchemy import event, text

from openbrain.stores.db.engine import SCHEMA_HEAD, Database, _alembic_config
from openbrain.stores.db.filters import MemoryFilter
from openbrain.stores.db.fulltext import sqlite_match
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.db.tables import MemoryRow

NOW = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


def row(workspace: str, content: str, *, type: str = "observation", project: str | None = None, at: int = 0):
    return MemoryRow(
        id=uuid.uuid4(),
        workspace_id=workspace,
        agent_id="agent",
        type=type,
        content=content,
        tags=[],
        project=project,
        confidence=0.8,
        version=1,
        content_hash=hashlib.sha256(content.encode()).hexdigest(),
        dedupe_key=None,
        access_count=0,
        created_at=NOW + timedelta(seconds=at),
        updated_at=NOW + timedelta(seconds=at),
    )


@pytest.fixture
def repository(database: Database) -> MemoryRepository:
    return MemoryRepository(database)


def search(repository: MemoryRepository, workspace: str, query: str, limit: int = 10, **flt) -> list[uuid.UUID]:
    return [mid for mid, _ in repository.lexical_search(workspace, query, MemoryFilter(**flt), now=NOW, limit=limit)]


def test_word_search_stays_in_its_workspace_even_when_names_are_prefixes_or_stems_of_each_other(repository):
    names = ["team", "team-a", "teams", "Team", "tëam", "team ed"]
    stored = {name: repository.insert(row(name, f"the deploy lock flakes in {name}"), now=NOW).id for name in names}
    for name in names:
        assert search(repository, name, "deploy lock flakes") == [stored[name]]


def test_word_search_filters_by_project_and_types_inside_the_full_text_match(repository):
    bug = repository.insert(row("ws", "redis eviction storm", type="bug", project="cache"), now=NOW)
    plan = repository.insert(row("ws", "redis eviction plan", type="plan", project="cache"), now=NOW)
    other = repository.insert(row("ws", "redis eviction storm", type="bug", project="queue"), now=NOW)
    loose = repository.insert(row("ws", "redis eviction storm", type="bug"), now=NOW)
    everything = {bug.id, plan.id, other.id, loose.id}
    assert set(search(repository, "ws", "redis eviction")) == everything
    assert set(search(repository, "ws", "redis eviction", project="cache")) == {bug.id, plan.id}
    assert search(repository, "ws", "redis eviction", project="cache", types=["bug"]) == [bug.id]
    assert set(search(repository, "ws", "redis eviction", types=["bug", "plan"])) == everything


def test_word_search_finds_a_live_memory_behind_more_forgotten_ones_than_it_cuts_at(repository):
    for n in range(120):  # each matches the query better than the live memory does
        forgotten = repository.insert(row("ws", f"kafka rebalance storm rebalance kafka {n}", at=n), now=NOW)
        repository.forget("ws", forgotten.id, reason="outdated", by="agent", now=NOW)
    live = repository.insert(row("ws", "a kafka consumer group was slow to join", at=200), now=NOW)
    assert search(repository, "ws", "kafka rebalance storm", limit=1) == [live.id]


def test_stop_words_are_left_out_of_the_full_text_query_unless_nothing_else_remains():
    assert sqlite_match("why is the cache not warm") == '"why" OR "cache" OR "warm"'
    assert sqlite_match("to be or not to be") == '"to" OR "be" OR "or" OR "not"'


def test_hydration_by_id_never_returns_another_workspaces_memory(repository):
    mine = repository.insert(row("ws", "mine"), now=NOW)
    theirs = repository.insert(row("other", "theirs"), now=NOW)
    assert set(repository.hydrate("ws", [mine.id, theirs.id, uuid.uuid4()], now=NOW)) == {mine.id}


def test_the_reconciler_work_list_is_walked_once_in_batches(repository):
    ids = [repository.insert(row("ws", f"pending {n}", at=n % 3), now=NOW).id for n in range(7)]
    seen: list[uuid.UUID] = []
    after = None
    while batch := repository.pending(now=NOW, limit=3, after=after):
        seen += [r.id for r in batch]
        after = (batch[-1].created_at, batch[-1].id)
    assert sorted(seen) == sorted(ids) and len(seen) == len(set(seen))


def test_the_schema_head_start_up_compares_with_is_alembics_newest_migration():
    assert ScriptDirectory.from_config(_alembic_config()).get_current_head() == SCHEMA_HEAD


def test_starting_on_an_up_to_date_store_does_not_load_alembic(tmp_path: Path):
    url = f"sqlite:///{tmp_path / 'brain.db'}"
    fresh = Database(url)
    fresh.upgrade()
    assert fresh.current_revision() == SCHEMA_HEAD
    fresh.dispose()
    script = (
        "import sys; from openbrain.stores.db.engine import Database; d = Database(sys.argv[1]); d.upgrade(); "
        "d.check_schema(); print(sorted(m for m in sys.modules if m.split('.')[0] == 'alembic'))"
    )
    loaded = subprocess.run([sys.executable, "-c", script, url], capture_output=True, text=True, check=True)
    assert loaded.stdout.strip() == "[]"


def written_before_0008(database: Database, memory: MemoryRow) -> MemoryRow:
    """``memory`` as a release before the check's verdicts were stored wrote it (a table without their columns)."""
    values = {c.key: getattr(memory, c.key) for c in MemoryRow.__table__.columns if not c.key.startswith("check_")}
    with database.writing() as session:
        session.execute(MemoryRow.__table__.insert(), [values])
    return memory


def test_upgrading_a_sqlite_store_from_0003_makes_its_memories_searchable_in_their_scope(tmp_path: Path):
    url = f"sqlite:///{tmp_path / 'old.db'}"
    old = Database(url)
    with old.write_engine.begin() as connection:
        config = _alembic_config()
        config.attributes["connection"] = connection
        command.upgrade(config, "0003")
    kept = written_before_0008(old, row("ws", "blue-green deploys of billing", project="billing"))
    erased = written_before_0008(old, row("ws", ""))  # a purged tombstone has no text to index
    old.dispose()

    database = Database(url)
    database.upgrade()
    repository = MemoryRepository(database)
    assert search(repository, "ws", "billing deploys", project="billing") == [kept.id]
    assert search(repository, "elsewhere", "billing deploys") == []
    with database.reading() as session:
        ids = session.execute(text("SELECT memory_id FROM brain_memories_fts")).scalars().all()
    assert ids == [kept.id.hex] and erased.id.hex not in ids
    database.dispose()


def test_the_full_text_triggers_follow_a_changed_or_deleted_row_of_one_memory_only(tmp_path: Path):
    database = Database(f"sqlite:///{tmp_path / 'brain.db'}")
    database.upgrade()
    repository = MemoryRepository(database)
    first = repository.insert(row("ws", "gradle daemon runs out of heap"), now=NOW)
    second = repository.insert(row("ws", "gradle daemon is reused across builds"), now=NOW)
    with database.writing() as session:  # what purge does to the row, and what deleting a row does
        session.execute(text("UPDATE brain_memories SET content = 'erased' WHERE id = :id"), {"id": first.id.hex})
        session.execute(text("DELETE FROM brain_memories WHERE id = :id"), {"id": second.id.hex})
    with database.reading() as session:
        left = session.execute(text("SELECT memory_id, content FROM brain_memories_fts")).all()
    assert [tuple(r) for r in left] == [(first.id.hex, "erased")]
    assert search(repository, "ws", "gradle daemon") == []
    assert search(repository, "ws", "erased") == [first.id]
    database.dispose()


def test_workspace_agent_and_project_names_compare_exactly_without_padding(database: Database):
    """MariaDB's utf8mb4_bin pads: 'A ' equalled 'A' (migration 0005 makes the columns utf8mb4_nopad_bin)."""
    repository = MemoryRepository(database)
    stored = repository.insert(row("A", "alpha notes", project="web"), now=NOW)
    assert repository.get("A", stored.id) is not None
    assert repository.get("A ", stored.id) is None
    assert repository.page("A ", MemoryFilter(), now=NOW, limit=10)[0] == []
    assert repository.page("A", MemoryFilter(project="web "), now=NOW, limit=10)[0] == []
    assert [r.id for r in repository.page("A", MemoryFilter(project="web"), now=NOW, limit=10)[0]] == [stored.id]


def test_each_test_run_has_a_mariadb_database_of_its_own():
    import os

    from sqlalchemy.engine import make_url

    from conftest import MARIADB_URL

    assert make_url(MARIADB_URL).database.endswith(f"_run{os.getpid()}")  # two runs on one server never collide


def test_word_search_scores_come_from_the_workspaces_own_results_not_other_workspaces_words(repository):
    """The degraded path (vector store down): another workspace writing the same words changes nothing here."""
    mine = repository.insert(row("ws-mine", "kumquatz billing export fails on Mondays"), now=NOW).id
    repository.insert(row("ws-mine", "billing reports are emailed on Fridays"), now=NOW)

    def scores() -> list[tuple[uuid.UUID, float]]:
        return repository.lexical_search("ws-mine", "kumquatz billing", MemoryFilter(), now=NOW, limit=10)

    before = scores()
    assert before[0][0] == mine
    for i in range(30):  # another tenant floods the table with the same words
        repository.insert(row("ws-other", f"kumquatz billing kumquatz note {i}"), now=NOW)
    assert scores() == before
    assert [score for _, score in before] == [1.0, 0.5]  # the rank in the workspace's own result set


def test_the_pending_check_is_kept_until_this_process_writes_and_for_a_second_at_most(database: Database, monkeypatch):
    """Recall asks before every search whether the workspace has memories the index lacks (nearly always no). The
    answer is kept: this process's next write looks again at once; another process's (a server beside this one) is
    seen within PENDING_KEPT seconds."""
    import openbrain.stores.db.repository as repository_module

    monkeypatch.setattr(repository_module, "PENDING_KEPT", 0.3)
    here = MemoryRepository(database)
    other_process = Database(database.write_engine.url.render_as_string(hide_password=False))
    looks: list[str] = []

    def look(conn, cursor, statement, *rest):
        if "indexed_at is null" in statement.lower():
            looks.append(statement)

    event.listen(database.read_engine, "before_cursor_execute", look)
    try:
        assert not here.has_pending("ws", now=NOW) and not here.has_pending("ws", now=NOW)
        assert len(looks) == 1  # the second answer was kept
        MemoryRepository(other_process).insert(row("ws", "stored beside, its vector not yet made"), now=NOW)
        assert not here.has_pending("ws", now=NOW)  # not this process's write: kept a little longer
        time.sleep(0.35)
        assert here.has_pending("ws", now=NOW) and len(looks) == 2
        here.insert(row("ws-2", "stored here, its vector not yet made"), now=NOW)
        assert here.has_pending("ws-2", now=NOW) and len(looks) == 3  # this process wrote: looked again at once
        assert not here.has_pending("ws-3", now=NOW) and len(looks) == 3
    finally:
        event.remove(database.read_engine, "before_cursor_execute", look)
        other_process.dispose()
