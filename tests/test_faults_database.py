"""MariaDB going away: at start (OpenBrain waits, with a bounded and logged backoff) and mid-session (requests
fail with a clear "unavailable, retry" error, nothing is half-written, and the same process serves again once
MariaDB is back). These tests run a MariaDB server of their own (fakes.MariaDBServer) so they can kill -9 it.
"""

import logging
import os
import shutil
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from fakes import MariaDBServer, mariadb_binaries
from openbrain.core.config import Settings
from openbrain.core.errors import Unavailable
from openbrain.core.models import Caller
from openbrain.engine.build import build_service, close_service
from openbrain.engine.service import BrainService
from openbrain.stores.db.engine import Database
from streams import distinct_fact, edge_service

ALICE = Caller(workspace_id="ws-acme", agent_id="alice")


@pytest.fixture(scope="session")
def mariadb_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MariaDBServer]:
    """Our own mariadbd on a temporary data directory and port, started once for the session."""
    if mariadb_binaries() is None:
        if os.environ.get("CI"):
            pytest.fail("mariadbd and mariadb-install-db must be installed in CI (apt-get install mariadb-server)")
        pytest.skip("mariadbd is not installed here: the MariaDB outage tests need a server they can kill")
    base = tmp_path_factory.mktemp("mariadbd")
    server = MariaDBServer(base)
    server.start()
    yield server
    server.stop()
    shutil.rmtree(base, ignore_errors=True)


@pytest.fixture
def mariadb(mariadb_server: MariaDBServer) -> MariaDBServer:
    """The server, running (a test that killed it may have left it down)."""
    if mariadb_server.process is None:
        mariadb_server.start()
    return mariadb_server


def fresh_database(server: MariaDBServer) -> str:
    name = f"ob_fault_{uuid.uuid4().hex[:8]}"
    server.create_database(name)
    database = Database(server.url(name), connect_timeout=2)
    database.upgrade()
    database.dispose()
    return server.url(name)


@pytest.fixture
def outage_service(mariadb: MariaDBServer, local_embedder, tmp_path: Path) -> Iterator[BrainService]:
    database = Database(fresh_database(mariadb), connect_timeout=2)
    with edge_service(database, local_embedder, tmp_path) as service:
        yield service
    database.dispose()


def wait_until(condition: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting until {what}")
        time.sleep(0.01)


def assert_says_retry(error: Unavailable, server: MariaDBServer, what: str) -> None:
    message = str(error)
    assert "retry" in message, what
    assert str(server.port) not in message and "mysql" not in message.lower() and "root" not in message, what


def test_requests_during_a_mariadb_outage_fail_with_unavailable_and_the_same_service_serves_again(
    outage_service: BrainService, mariadb: MariaDBServer
):
    service = outage_service
    kept = service.remember(ALICE, {"content": "The billing export runs at 04:00 UTC.", "type": "decision"})
    assert kept.indexed

    mariadb.kill()
    calls: dict[str, Callable[[], Any]] = {
        "remember": lambda: service.remember(ALICE, {"content": "Written during the outage.", "type": "observation"}),
        "recall": lambda: service.recall(ALICE, {"query": "billing export", "mode": "hybrid"}),
        "list": lambda: service.list_memories(ALICE, {}),
        "get": lambda: service.get(ALICE, kept.id),
        "forget": lambda: service.forget(ALICE, kept.id, "moved to 05:00"),
        "reconcile": lambda: service.reconcile(),
    }
    for name, call in calls.items():
        with pytest.raises(Unavailable) as caught:
            call()
        assert_says_retry(caught.value, mariadb, name)

    mariadb.start()  # same data directory; the service, its engine and its pool are the ones from before
    assert [m.id for m in service.list_memories(ALICE, {}).memories] == [kept.id]  # the outage wrote nothing
    again = service.remember(ALICE, {"content": "Written after the outage.", "type": "observation"})
    assert again.indexed
    found = service.recall(ALICE, {"query": "billing export time", "mode": "hybrid"})
    assert not found.degraded and found.results[0].id == kept.id
    report = service.reconcile(full=True)
    assert (report.indexed, report.removed, report.failed) == (0, 0, 0)  # nothing half-written to repair
    assert set(service.index.iter_ids(service.profile)) == {kept.id, again.id}


def test_mariadb_killed_during_a_stream_of_writes_loses_no_acknowledged_write(
    outage_service: BrainService, mariadb: MariaDBServer
):
    service = outage_service
    acked: dict[str, uuid.UUID] = {}  # content -> id, for every remember that answered
    failed: list[str] = []  # contents whose remember raised Unavailable
    lock = threading.Lock()
    stop = threading.Event()
    counter = iter(range(1_000_000))

    def writer(agent: str) -> None:
        caller = Caller(workspace_id="ws-acme", agent_id=agent)
        while not stop.is_set():
            with lock:
                n = next(counter)
            content = distinct_fact(n)
            try:
                result = service.remember(caller, {"content": content, "type": "observation"})
            except Unavailable:
                with lock:
                    failed.append(content)
                stop.wait(0.05)  # a client's backoff before its next write, not a wait for a condition
                continue
            assert not result.duplicate, result.message
            with lock:
                acked[content] = result.id

    threads = [threading.Thread(target=writer, args=(f"agent-{i}",)) for i in range(4)]
    for thread in threads:
        thread.start()
    try:
        wait_until(lambda: len(acked) >= 30, 60, "30 writes were acknowledged")
        mariadb.kill()
        wait_until(lambda: len(failed) >= 8, 60, "writes failed during the outage")
        before_restart = len(acked)
        mariadb.start()
        wait_until(lambda: len(acked) >= before_restart + 30, 60, "30 more writes were acknowledged")
    finally:
        stop.set()
        for thread in threads:
            thread.join(timeout=60)

    rows = {m.content: m for m in list_all(service)}
    for content, mid in acked.items():
        assert content in rows and rows[content].id == mid  # every acknowledged write survived the crash
    for content in failed:
        # A write that failed may have committed just before the crash; retrying it never stores it twice.
        retried = service.remember(ALICE, {"content": content, "type": "observation"})
        assert retried.duplicate == (content in rows)
    contents = [m.content for m in list_all(service)]
    assert len(contents) == len(set(contents)) == len(acked) + len(failed)
    service.reconcile(full=True)
    live = {m.id for m in list_all(service)}
    assert set(service.index.iter_ids(service.profile)) == live  # no vector for a memory that is not live


def list_all(service: BrainService) -> list:
    memories, cursor = [], None
    while True:
        page = service.list_memories(ALICE, {"limit": 200, "cursor": cursor})
        memories += page.memories
        if not (cursor := page.next_cursor):
            return memories


def test_openbrain_waits_for_mariadb_at_start_with_a_logged_backoff_then_serves(
    mariadb: MariaDBServer, tmp_path: Path, caplog: pytest.LogCaptureFixture
):
    url = fresh_database(mariadb)
    settings = Settings(data_dir=tmp_path, db={"url": url, "connect_timeout": 1.0})
    mariadb.kill()
    caplog.set_level(logging.WARNING, logger="openbrain.engine.build")
    built: list[BrainService] = []
    errors: list[BaseException] = []

    def start() -> None:
        try:
            built.append(build_service(settings, wait=60))
        except BaseException as exc:  # reported to the test thread below
            errors.append(exc)

    starter = threading.Thread(target=start)
    starter.start()
    wait_until(
        lambda: sum("does not answer yet" in r.getMessage() for r in caplog.records) >= 2, 30, "two retries were logged"
    )
    assert starter.is_alive() and not built  # still waiting, not failed
    mariadb.start()
    starter.join(timeout=60)
    assert not errors and len(built) == 1
    service = built[0]
    try:
        stored = service.remember(ALICE, {"content": "Started before its database.", "type": "observation"})
        assert service.get(ALICE, stored.id).content == "Started before its database."
    finally:
        close_service(service)
    logged = [r.getMessage() for r in caplog.records if "does not answer yet" in r.getMessage()]
    assert all("mysql" not in line and str(mariadb.port) not in line for line in logged)


def test_openbrain_gives_up_waiting_for_mariadb_after_the_startup_timeout(mariadb: MariaDBServer, tmp_path: Path):
    url = fresh_database(mariadb)
    mariadb.kill()
    settings = Settings(data_dir=tmp_path, db={"url": url, "connect_timeout": 1.0, "startup_timeout": 1.0})
    started = time.monotonic()
    with pytest.raises(Unavailable) as caught:
        build_service(settings)
    assert time.monotonic() - started < 15
    assert "did not answer within 1 s" in str(caught.value) and "mysql" not in str(caught.value)


@pytest.mark.parametrize(
    "credentials, database, reason",
    [
        ("openbrain_nobody:hunter2-not-shown", "openbrain_test", "Access denied for user 'openbrain_nobody'"),
        ("root", "no_such_openbrain_database", "Unknown database 'no_such_openbrain_database'"),
    ],
)
def test_a_refused_login_or_unknown_database_fails_at_once_with_the_servers_reason(
    credentials: str, database: str, reason: str, tmp_path: Path, mariadb_database: Database
):  # mariadb_database: the suite's server is up (or the test skips, as every MariaDB test does outside CI)
    from conftest import MARIADB_URL
    from openbrain.core.errors import ConfigurationError

    server = MARIADB_URL.split("@", 1)[1].split("/", 1)[0]  # the suite's own MariaDB server, host:port
    url = f"mysql+pymysql://{credentials}@{server}/{database}?charset=utf8mb4"
    settings = Settings(data_dir=tmp_path, db={"url": url, "startup_timeout": 60.0})
    started = time.monotonic()
    with pytest.raises(ConfigurationError) as caught:
        build_service(settings)
    assert time.monotonic() - started < 10  # not the 60 s of waiting for a database that does not answer
    assert reason in str(caught.value) and "OPENBRAIN_DB__URL" in str(caught.value)
    assert "hunter2" not in str(caught.value) and "did not answer" not in str(caught.value)


@pytest.mark.anyio
def brain_token_never_seen() -> str:
    from openbrain.serve.auth import TOKEN_PREFIX

    return TOKEN_PREFIX + "x" * 40


async def test_over_http_an_outage_answers_retry_and_readyz_until_mariadb_is_back_in_the_same_process(
    mariadb: MariaDBServer, local_embedder, tmp_path: Path
):
    import httpx

    from openbrain.serve.auth import TokenStore
    from openbrain.serve.brain import Brain
    from openbrain.serve.http import create_app
    from serving import call, http_client, serve_asgi

    database = Database(fresh_database(mariadb), connect_timeout=2)
    try:
        with edge_service(database, local_embedder, tmp_path) as service:
            brain = Brain(service, TokenStore(database), service.settings)
            token = brain.token_create("ws-acme", "alice").token
            tool_call = {
                "jsonrpc": "2.0",
                "id": 7,
                "method": "tools/call",
                "params": {"name": "brain_list", "arguments": {}},
            }
            headers = {
                "Authorization": f"Bearer {token}",
                "Accept": "application/json, text/event-stream",
                "Content-Type": "application/json",
            }
            with serve_asgi(create_app(brain, service.settings)) as base:
                async with http_client(base, token) as client:
                    stored = await call(
                        client, "brain_remember", content="Invoices are numbered per year.", type="decision"
                    )

                mariadb.kill()
                assert httpx.get(f"{base}/readyz", timeout=30).status_code == 503
                # a token verified a moment ago: the call itself answers, as a tool error an MCP client shows
                down = httpx.post(f"{base}/mcp", json=tool_call, headers=headers, timeout=30)
                assert down.status_code == 200 and '"isError":true' in down.text.replace(" ", "")
                assert "unavailable" in down.text and "retry" in down.text
                assert str(mariadb.port) not in down.text and "mysql" not in down.text
                # a token this process never verified: the token store cannot say, so 503, retry
                unknown = {**headers, "Authorization": f"Bearer {brain_token_never_seen()}"}
                refused = httpx.post(f"{base}/mcp", json=tool_call, headers=unknown, timeout=30)
                assert refused.status_code == 503 and "retry" in refused.text

                mariadb.start()  # the same server process, no restart
                ready = httpx.get(f"{base}/readyz", timeout=30)
                assert ready.status_code == 200 and ready.json()["status"] == "ready"
                async with http_client(base, token) as client:
                    found = await call(client, "brain_recall", query="how are invoices numbered?", mode="hybrid")
                assert found["results"][0]["id"] == stored["id"] and not found["degraded"]
    finally:
        database.dispose()


def test_a_frozen_server_fails_a_statement_after_the_read_timeout_and_the_connection_is_not_kept(
    mariadb: MariaDBServer,
):
    """Issue 29: a server that stops answering (SIGSTOP) holds a statement for read_timeout, not for as long as it
    lasts; the failed connection is invalidated at once (the pool holds none checked out), and the same Database
    serves again when the server answers."""
    import signal

    from sqlalchemy import text

    database = Database(fresh_database(mariadb), connect_timeout=2, read_timeout=1, pool_timeout=1)
    try:
        with database.reading() as session:
            assert session.execute(text("SELECT 1")).scalar() == 1
        assert mariadb.process is not None
        mariadb.process.send_signal(signal.SIGSTOP)
        try:
            started = time.monotonic()
            with pytest.raises(Unavailable) as caught, database.reading() as session:
                session.execute(text("SELECT 1"))
            assert time.monotonic() - started < 5  # ping (1 s) and one reconnect (1 s), not the freeze
            assert_says_retry(caught.value, mariadb, "frozen")
            assert database.write_engine.pool.checkedout() == 0
        finally:
            mariadb.process.send_signal(signal.SIGCONT)
        with database.writing() as session:
            assert session.execute(text("SELECT 2")).scalar() == 2
    finally:
        database.dispose()


def test_a_migration_may_run_longer_than_the_read_timeout(mariadb: MariaDBServer, monkeypatch: pytest.MonkeyPatch):
    """The read timeout fails a stalled request, not a schema upgrade: a migration that rewrites a large table runs
    for minutes. Here one statement of the upgrade sleeps past a read timeout of 1 s, and the upgrade completes (it
    failed as "database unavailable" while it ran on the pooled connections, which CI once met on a loaded machine).
    The requests keep their timeout."""
    from alembic import command
    from sqlalchemy import text

    name = f"ob_fault_{uuid.uuid4().hex[:8]}"
    mariadb.create_database(name)
    database = Database(mariadb.url(name), connect_timeout=2, read_timeout=1)
    slept: list[int] = []

    def slow_upgrade(config: Any, revision: str) -> None:
        slept.append(config.attributes["connection"].execute(text("SELECT SLEEP(2)")).scalar())

    monkeypatch.setattr(command, "upgrade", slow_upgrade)
    try:
        database.upgrade()
        assert slept == [0]  # SLEEP returns 0 when it was not interrupted
        with pytest.raises(Unavailable), database.reading() as session:
            session.execute(text("SELECT SLEEP(2)"))
    finally:
        database.dispose()


def test_a_connection_that_fails_mid_transaction_is_invalidated_never_left_checked_out(mariadb: MariaDBServer):
    """The connection of a statement the server killed goes at once: no reset on a dead socket, no wait for the
    garbage collector (Galera: 'checked out 15, in pool 0' until a forced collection)."""
    import gc

    from sqlalchemy import text

    database = Database(fresh_database(mariadb), connect_timeout=2, read_timeout=2, pool_size=1)
    try:
        gc.disable()  # whatever is still checked out is held by us, not waiting for a collection
        with database.reading() as session:
            own = session.execute(text("SELECT CONNECTION_ID()")).scalar()
        with pytest.raises(Unavailable), database.writing() as session:
            assert session.execute(text("SELECT CONNECTION_ID()")).scalar() == own
            with database.reading() as other:  # the server ends our own connection mid-transaction
                other.execute(text(f"KILL {int(own)}"))
            session.execute(text("SELECT 1"))
        assert database.write_engine.pool.checkedout() == 0
        with database.reading() as session:
            assert session.execute(text("SELECT CONNECTION_ID()")).scalar() != own
    finally:
        gc.enable()
        database.dispose()


def test_recalls_plain_connections_fail_as_unavailable_and_are_invalidated_too(mariadb: MariaDBServer):
    """``Database.rows`` (recall's rows by id and pending check, no ORM session) translates a lost connection like
    ``reading`` does: Unavailable saying retry and naming no server, nothing left checked out, a new connection
    next time."""
    import gc

    from sqlalchemy import text

    database = Database(fresh_database(mariadb), connect_timeout=2, read_timeout=2, pool_size=1)
    try:
        gc.disable()  # whatever is still checked out is held by us, not waiting for a collection
        with database.rows() as connection:
            own = connection.execute(text("SELECT CONNECTION_ID()")).scalar()
        with pytest.raises(Unavailable) as caught, database.rows() as connection:
            assert connection.execute(text("SELECT CONNECTION_ID()")).scalar() == own  # the pooled one
            with database.reading() as other:
                other.execute(text(f"KILL {int(own)}"))
            connection.execute(text("SELECT 1"))
        assert_says_retry(caught.value, mariadb, "rows")
        assert database.read_engine.pool.checkedout() == 0
        with database.rows() as connection:
            assert connection.execute(text("SELECT CONNECTION_ID()")).scalar() != own
    finally:
        gc.enable()
        database.dispose()


def test_a_connection_lost_during_commit_says_the_change_may_have_been_saved(mariadb: MariaDBServer):
    """A failure in the COMMIT itself leaves the outcome unknown to the client (Galera under flow control may
    commit it a second later): the error says so instead of "nothing happened". A failure before the commit stays
    the plain "unavailable, retry"."""
    from sqlalchemy import event, text

    from openbrain.stores.db.engine import CommitUncertain

    database = Database(fresh_database(mariadb), connect_timeout=2, read_timeout=2)
    try:
        with database.writing() as session:
            session.execute(text("CREATE TABLE notes (body VARCHAR(40))"))

        def killed_before_commit(session) -> None:
            own = session.execute(text("SELECT CONNECTION_ID()")).scalar()
            with database.reading() as other:
                other.execute(text(f"KILL {int(own)}"))

        with pytest.raises(CommitUncertain) as caught, database.writing() as session:
            event.listen(session, "before_commit", killed_before_commit)
            session.execute(text("INSERT INTO notes VALUES ('first')"))
        assert "may or may not have been saved" in str(caught.value)
        assert_says_retry(caught.value, mariadb, "lost at commit")
        assert database.write_engine.pool.checkedout() == 0

        with pytest.raises(Unavailable) as before, database.writing() as session:
            own = session.execute(text("SELECT CONNECTION_ID()")).scalar()
            with database.reading() as other:
                other.execute(text(f"KILL {int(own)}"))
            session.execute(text("INSERT INTO notes VALUES ('second')"))
        assert not isinstance(before.value, CommitUncertain)
        with database.reading() as session:  # the killed connection's transaction was rolled back both times
            assert session.execute(text("SELECT COUNT(*) FROM notes")).scalar() == 0
    finally:
        database.dispose()


def test_a_duplicate_key_refused_at_commit_is_the_integrity_error_and_racing_first_records_all_succeed(
    mariadb: MariaDBServer,
):
    """A duplicate key that the commit's flush runs into is certain (nothing was saved), not "may have been saved":
    callers that handle the duplicate must see it. Found by eight clients' first remembers on a new store, which
    all record the active embedding profile at once: the losers were told "may or may not have been saved", and
    their memories were stored unindexed (CI, test_concurrency_http)."""
    import threading

    from sqlalchemy import func, select
    from sqlalchemy.exc import IntegrityError

    from openbrain.stores.db.engine import CommitUncertain
    from openbrain.stores.db.meta import MetaStore
    from openbrain.stores.db.tables import MetaRow, utcnow

    url = fresh_database(mariadb)
    database = Database(url, connect_timeout=2, read_timeout=5)
    try:
        database.upgrade()
        with database.writing() as session:
            session.add(MetaRow(key="taken", value={"n": 1}, updated_at=utcnow()))
        with pytest.raises(IntegrityError), database.writing() as session:
            session.add(MetaRow(key="taken", value={"n": 2}, updated_at=utcnow()))  # flushed by the commit
        meta = MetaStore(database)
        results: list[object] = []
        start = threading.Barrier(8)

        def first(i: int) -> None:
            start.wait()
            try:
                results.append(meta.setdefault("active", {"by": i}))
            except Exception as exc:  # noqa: BLE001 - the test reports whatever a loser got
                results.append(exc)

        threads = [threading.Thread(target=first, args=(i,)) for i in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert not [r for r in results if isinstance(r, Exception)], results
        assert len({repr(r) for r in results}) == 1 and results[0] == meta.get("active")
        assert not isinstance(results[0], CommitUncertain)
        with database.reading() as session:
            assert session.scalar(select(func.count()).select_from(MetaRow).where(MetaRow.key == "active")) == 1
    finally:
        database.dispose()


async def test_no_free_connection_is_a_clear_503_at_the_bearer_check_and_at_the_call(
    mariadb: MariaDBServer, local_embedder, tmp_path: Path
):
    """SQLAlchemy's pool timeout is the clear 503 in JSON (the bearer-token check included), never a 500."""
    import httpx
    from anyio import to_thread

    from openbrain.serve.auth import TokenStore
    from openbrain.serve.brain import Brain
    from openbrain.serve.http import create_app
    from serving import serve_asgi

    database = Database(fresh_database(mariadb), connect_timeout=2, pool_size=1, pool_timeout=0.5)
    held: list[Any] = []
    try:
        with edge_service(database, local_embedder, tmp_path) as service:
            brain = Brain(service, TokenStore(database), service.settings)
            token = brain.token_create("ws-acme", "alice").token
            with serve_asgi(create_app(brain, service.settings)) as base:
                for _ in range(3):  # pool_size 1 and 2 more: every connection taken
                    held.append(database.write_engine.connect())
                unknown = {"Authorization": f"Bearer {token}"}
                answer = await to_thread.run_sync(lambda: httpx.get(f"{base}/v1/memories", headers=unknown, timeout=30))
                assert answer.status_code == 503, answer.text
                assert answer.headers["content-type"].startswith("application/json")
                assert "retry" in answer.json()["message"] and "Timeout" not in answer.text
            with pytest.raises(Unavailable) as caught:
                service.list_memories(ALICE, {})
            assert_says_retry(caught.value, mariadb, "pool")
    finally:
        for connection in held:
            connection.close()
        database.dispose()


def test_operators_long_tasks_get_their_own_database_timeouts(monkeypatch):
    monkeypatch.setenv("OPENBRAIN_DB__READ_TIMEOUT", "2")
    monkeypatch.setenv("OPENBRAIN_DB__OPERATOR_TIMEOUT", "900")
    settings = Settings()
    assert (settings.db.read_timeout, settings.db.pool_timeout) == (2, 2)
    operator = settings.for_operator()
    assert (operator.db.read_timeout, operator.db.pool_timeout) == (900, 900)
    assert settings.db.read_timeout == 2  # the request's own settings are left as they were
