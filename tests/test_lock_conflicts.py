"""Lock conflicts on the real MariaDB server: a write that InnoDB rolls back as a deadlock victim (Galera reports a
certification conflict with the same error) runs again and takes effect once; the caller never sees the conflict
unless it repeats past the retries, and then gets a clear "retry" error with nothing half-written.

Where the server can be steered into it, the deadlock is real: a second connection holds a lock the write needs
while it waits for one the write holds, and it has changed more rows, so InnoDB rolls back the write, the lighter
transaction. Where the conflict must strike at one exact statement, that statement fails with InnoDB's error.
"""

import logging
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pymysql
import pytest
from sqlalchemy import event, select, text, update
from sqlalchemy.orm import Session

from openbrain.core.errors import Unavailable
from openbrain.stores.db.engine import LOCK_CONFLICT_ATTEMPTS, Database
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.db.tables import MemoryRow, MemoryTagRow
from test_repository import NOW, row

pytestmark = pytest.mark.parametrize("database", ["mariadb"], indirect=True)


@pytest.fixture
def repository(database: Database, caplog: pytest.LogCaptureFixture) -> MemoryRepository:
    caplog.set_level(logging.INFO, logger="openbrain.stores.db.engine")
    return MemoryRepository(database)


class InBackground(threading.Thread):
    """Runs one call on its own thread, keeping its result or error for the test."""

    def __init__(self, call: Callable[[], Any]) -> None:
        super().__init__(daemon=True)
        self.call, self.result, self.error = call, None, None
        self.start()

    def run(self) -> None:
        try:
            self.result = self.call()
        except BaseException as exc:
            self.error = exc

    def outcome(self) -> Any:
        self.join(timeout=30)
        assert not self.is_alive(), "the write never finished"
        if self.error is not None:
            raise self.error
        return self.result


def wait_until_a_transaction_waits_for_a_lock(database: Database, write: InBackground) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if not write.is_alive():
            write.outcome()  # it ended without waiting: its error says why
            raise AssertionError(f"the write finished without waiting for the lock: {write.result!r}")
        with database.reading() as session:
            waiting = "SELECT COUNT(*) FROM information_schema.innodb_trx WHERE trx_state = 'LOCK WAIT'"
            if session.scalar(text(waiting)):
                return
        # InnoDB refreshes what information_schema.innodb_trx shows only after 0.1 s without a read of it
        # (CACHE_MIN_IDLE_TIME_US): polled faster, it kept the picture from before the write began to wait.
        time.sleep(0.25)
    with database.reading() as session:  # what the server was doing instead (a metadata lock, another client...)
        processes = session.execute(text("SELECT id, command, time, state, info FROM information_schema.processlist"))
        listing = "\n".join(repr(tuple(p)) for p in processes)
    raise AssertionError(f"the write never waited for the lock the other connection holds; processes:\n{listing}")


def heavier(session: Session, repository: MemoryRepository) -> None:
    """Change many rows, so that InnoDB picks the other transaction (fewer changes) as the deadlock victim. One
    statement per row: a single UPDATE over most of a small table scans it all and locks every row."""
    for n in range(30):
        filler = repository.insert(row("ws", f"filler {n}"), now=NOW).id
        session.execute(update(MemoryRow).where(MemoryRow.id == filler).values(version=MemoryRow.version + 1))


def retries_logged(caplog: pytest.LogCaptureFixture) -> int:
    return sum("LockConflict" in record.getMessage() for record in caplog.records)


class Deadlocks:
    """Fails statements on the write engine as InnoDB fails a deadlock victim's, and counts them."""

    def __init__(self, database: Database, prefix: str, times: int) -> None:
        self.prefix, self.left, self.failed = prefix.upper(), times, 0
        self.engine = database.write_engine
        event.listen(self.engine, "before_cursor_execute", self.fail)

    def fail(self, _conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if self.left and statement.lstrip().upper().startswith(self.prefix):
            self.left -= 1
            self.failed += 1
            raise pymysql.err.OperationalError(
                1213, "Deadlock found when trying to get lock; try restarting transaction"
            )

    def remove(self) -> None:
        event.remove(self.engine, "before_cursor_execute", self.fail)


@pytest.fixture
def deadlocks(database: Database) -> Iterator[Callable[[str, int], Deadlocks]]:
    """``deadlocks(prefix, times)``: the next ``times`` statements starting with ``prefix`` fail as deadlocks."""
    made: list[Deadlocks] = []

    def make(prefix: str, times: int) -> Deadlocks:
        made.append(Deadlocks(database, prefix, times))
        return made[-1]

    yield make
    for injected in made:
        injected.remove()


def test_a_write_rolled_back_as_a_deadlock_victim_runs_again_and_counts_once(repository, database, caplog):
    ids = [repository.insert(row("ws", f"lock {n}"), now=NOW).id for n in range(2)]
    with database.reading() as session:  # in the server's key order (MariaDB's uuid type sorts unlike the text)
        first, second = session.scalars(select(MemoryRow.id).where(MemoryRow.id.in_(ids)).order_by(MemoryRow.id))
    other = Session(database.write_engine)
    with other, other.begin():
        heavier(other, repository)
        other.execute(update(MemoryRow).where(MemoryRow.id == second).values(access_count=MemoryRow.access_count + 1))
        # Locks `first`, then waits for `second` (rows are locked in key order).
        touch = InBackground(lambda: repository.touch([first, second], at=NOW))
        wait_until_a_transaction_waits_for_a_lock(database, touch)
        # Waits for `first`: a deadlock. The touch is rolled back, this statement goes on.
        other.execute(update(MemoryRow).where(MemoryRow.id == first).values(access_count=MemoryRow.access_count + 1))
    touch.outcome()

    with database.reading() as session:
        counts = dict(session.execute(select(MemoryRow.id, MemoryRow.access_count).where(MemoryRow.id.in_(ids))).all())
    assert counts == {first: 2, second: 2}  # the other connection's one, and the touch's one: not two
    assert retries_logged(caplog) >= 1


def test_a_superseding_memory_rolled_back_at_its_last_statement_runs_again_and_is_stored_once_with_its_tags(
    repository, database, deadlocks, caplog
):
    old = repository.insert(row("ws", "the flaky test needs a warm cache"), now=NOW)
    new = row("ws", "the flaky test needs a warm cache and a pinned seed")
    new.supersedes_id, new.tags = old.id, ["ci", "flaky"]
    # The old version is retired and the new row inserted before the tags' INSERT fails: all of it is rolled back.
    injected = deadlocks("INSERT INTO brain_memory_tags", 1)

    stored = repository.insert(new, now=NOW)

    assert stored.id == new.id and injected.failed == 1
    with database.reading() as session:
        rows = {r.id: r for r in session.scalars(select(MemoryRow).where(MemoryRow.workspace_id == "ws"))}
        tags = session.scalars(select(MemoryTagRow.tag).where(MemoryTagRow.memory_id == new.id)).all()
    assert set(rows) == {old.id, new.id}
    assert rows[new.id].content == new.content and rows[new.id].deleted_at is None
    assert sorted(tags) == ["ci", "flaky"]
    assert rows[old.id].deleted_reason == f"superseded by {new.id}"
    assert retries_logged(caplog) == 1


def test_a_write_that_keeps_losing_lock_races_gives_up_with_a_retry_error_and_changes_nothing(repository, deadlocks):
    memory = repository.insert(row("ws", "still here"), now=NOW)
    injected = deadlocks("UPDATE", LOCK_CONFLICT_ATTEMPTS + 1)
    with pytest.raises(Unavailable, match="busy with concurrent changes.*retry"):
        repository.forget("ws", memory.id, reason="outdated", by="agent", now=NOW)
    assert injected.failed == LOCK_CONFLICT_ATTEMPTS
    assert repository.get("ws", memory.id).deleted_at is None
