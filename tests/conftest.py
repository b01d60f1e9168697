"""Shared fixtures: real databases (SQLite file, MariaDB server), real vector engines, the real local model."""

import logging
import os
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import text

from openbrain.core.config import Settings
from openbrain.core.models import Caller
from openbrain.engine.service import BrainService
from openbrain.serve.auth import TokenStore
from openbrain.serve.brain import Brain
from openbrain.stores.db.engine import Database
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.embedding.base import Embedder
from openbrain.stores.vectors.base import VectorIndex
from openbrain.stores.vectors.factory import create_index


def _run_database_url() -> str:
    """The MariaDB URL of this test run: the configured server, in a database of this run's own (the configured
    name plus the run's pid), so that two runs on one server never empty each other's tables."""
    from sqlalchemy.engine import make_url

    base = make_url(
        os.environ.get(
            "OPENBRAIN_TEST_MARIADB_URL", "mysql+pymysql://root@127.0.0.1:3306/openbrain_test?charset=utf8mb4"
        )
    )
    return base.set(database=f"{base.database}_{RUN_TAG}").render_as_string(hide_password=False)


RUN_TAG = f"run{os.getpid()}"
# The injection check's graph is cached in the user's cache folder (core/injection_encoder.py): tests that give a
# process a HOME of its own keep this one, or each such process would build the graph again (seconds).
os.environ.setdefault("XDG_CACHE_HOME", str(Path.home() / ".cache"))
MARIADB_URL = _run_database_url()


class Clock:
    """A clock the test moves by hand, so TTLs are tested without sleeping."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture(autouse=True)
def no_stderr_handler_left_behind() -> Iterator[None]:
    """A command run in a test sets up logging on the stderr of that moment (a CliRunner's, closed after it);
    later tests must not log into it ("--- Logging error ---"). pytest's own handlers are subclasses."""
    root = logging.getLogger()
    level = root.level
    yield
    for handler in root.handlers[:]:
        if type(handler) is logging.StreamHandler:
            root.removeHandler(handler)
    root.setLevel(level)


@pytest.fixture(scope="session", autouse=True)
def no_resident_owner_left_behind(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The hooks and `openbrain serve` start a resident owner (`openbrain owner`) when none runs, which stays until
    it has been idle for a while. At the end of the session, those of this session's data directories are stopped,
    so that none outlives the tests that started it."""
    import signal

    from serving import openbrain_processes

    yield
    for pid in openbrain_processes("owner", tmp_path_factory.getbasetemp()):
        try:
            os.kill(pid, signal.SIGTERM)
        except OSError:
            pass


@pytest.fixture(scope="session")
def anyio_backend() -> str:
    """MCP clients run on asyncio (pytest's anyio plugin runs the async tests)."""
    return "asyncio"


@pytest.fixture(scope="session")
def mariadb_database() -> Iterator[Database]:
    """One migrated MariaDB database for the session; each test empties the tables it gets."""
    import pymysql
    from sqlalchemy.engine import make_url

    url = make_url(MARIADB_URL)
    try:
        conn = pymysql.connect(
            host=url.host or "127.0.0.1", port=url.port or 3306, user=url.username, password=url.password or ""
        )
    except pymysql.err.OperationalError as exc:
        if os.environ.get("CI"):
            pytest.fail(f"MariaDB is not reachable in CI: {exc}")
        pytest.skip(f"MariaDB is not reachable ({exc}); set OPENBRAIN_TEST_MARIADB_URL")
    prefix = url.database.removesuffix(RUN_TAG)
    with conn.cursor() as cursor:
        cursor.execute("SHOW DATABASES")
        for (name,) in cursor.fetchall():  # left behind by runs that were killed: their process is gone
            pid = name.removeprefix(prefix).removeprefix("run").split("_")[0]
            if name.startswith(prefix + "run") and pid.isdigit() and not Path(f"/proc/{pid}").exists():
                cursor.execute(f"DROP DATABASE IF EXISTS `{name}`")
        cursor.execute(f"DROP DATABASE IF EXISTS `{url.database}`")
        cursor.execute(f"CREATE DATABASE `{url.database}` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin")
    database = Database(MARIADB_URL)
    database.upgrade()
    yield database
    database.dispose()
    with conn.cursor() as cursor:  # this run's databases (the suite's own and those made beside it) go with it
        cursor.execute("SHOW DATABASES")
        for (name,) in cursor.fetchall():
            if name == url.database or name.startswith(url.database + "_"):
                cursor.execute(f"DROP DATABASE IF EXISTS `{name}`")
    conn.close()


@pytest.fixture(params=["sqlite", "mariadb"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """A migrated, empty database: a SQLite file, or the real MariaDB server."""
    if request.param == "sqlite":
        database = Database(f"sqlite:///{tmp_path / 'brain.db'}")
        database.upgrade()
        yield database
        database.dispose()
        return
    database = request.getfixturevalue("mariadb_database")
    with database.writing() as session:
        session.execute(text("DELETE FROM brain_memory_tags"))
        session.execute(text("DELETE FROM brain_memories"))
        session.execute(text("DELETE FROM brain_meta"))  # e.g. the active embedding profile of the last test
        session.execute(text("DELETE FROM brain_requests"))
    yield database
    # Tests that take mariadb_database itself must not inherit this test's rows or its embedding model.
    with database.writing() as session:
        session.execute(text("DELETE FROM brain_memory_tags"))
        session.execute(text("DELETE FROM brain_memories"))
        session.execute(text("DELETE FROM brain_meta"))
        session.execute(text("DELETE FROM brain_requests"))


@pytest.fixture(scope="session")
def local_embedder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Embedder]:
    """The real all-MiniLM-L6-v2 ONNX embedder, built once for the session."""
    from openbrain.stores.embedding.factory import create_embedder

    settings = Settings(data_dir=tmp_path_factory.mktemp("model-cache"))
    embedder = create_embedder(settings)
    yield embedder
    embedder.close()


@pytest.fixture(params=["edge", "qdrant-local"])
def index(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[VectorIndex]:
    """A real vector engine: Qdrant Edge on disk, or qdrant-client's local mode."""
    from openbrain.stores.vectors.factory import create_index

    if request.param == "edge":
        settings = Settings(data_dir=tmp_path)
    else:
        settings = Settings(data_dir=tmp_path, vectors={"backend": "qdrant", "path": ":memory:"})
    index = create_index(settings)
    yield index
    index.close()


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path, workspace="ws-test", agent_id="agent-a")


@pytest.fixture
def service(
    database: Database, index: VectorIndex, local_embedder: Embedder, settings: Settings, clock: Clock
) -> Iterator[BrainService]:
    """BrainService on every combination of database and vector engine, with the real local model."""
    service = BrainService(MemoryRepository(database), index, local_embedder, settings, clock=clock)
    service.index.ensure_collection(service.profile)
    yield service
    service.close()


@pytest.fixture
def alice() -> Caller:
    return Caller(workspace_id="ws-acme", agent_id="alice")


@pytest.fixture
def bob() -> Caller:
    return Caller(workspace_id="ws-acme", agent_id="bob")


@pytest.fixture
def mallory() -> Caller:
    """Another tenant."""
    return Caller(workspace_id=f"ws-other-{uuid.uuid4().hex[:6]}", agent_id="mallory")


# -- a whole brain, for the HTTP app's tests (MCP over HTTP, REST, web view) ----------------------------------


def make_brain(settings: Settings, embedder: Embedder, *, database: Database | None = None) -> Brain:
    """A Brain on a SQLite file and Qdrant Edge in the settings' data dir, with the real local model."""
    if database is None:
        database = Database(f"sqlite:///{settings.data_dir / 'brain.db'}")
        database.upgrade()
    service = BrainService(MemoryRepository(database), create_index(settings), embedder, settings)
    return Brain(service, TokenStore(database), settings)


def close_brain(brain: Brain) -> None:
    """Close what the test opened (the session's embedder stays open)."""
    brain.service.close()
    brain.service.index.close()
    brain.service.repository.db.dispose()


@pytest.fixture
def brain(settings: Settings, local_embedder: Embedder) -> Iterator[Brain]:
    """A Brain (service and tokens) on a SQLite file and Qdrant Edge, for the HTTP tests."""
    brain = make_brain(settings, local_embedder)
    brain.service.index.ensure_collection(brain.service.profile)
    yield brain
    close_brain(brain)


@pytest.fixture
def url(brain: Brain, settings: Settings) -> Iterator[str]:
    """The HTTP app of ``brain`` (MCP, REST, web view) on a real loopback port."""
    from openbrain.serve.http import create_app
    from serving import serve_asgi

    with serve_asgi(create_app(brain, settings)) as base_url:
        yield base_url
