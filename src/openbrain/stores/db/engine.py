"""Engines, sessions and migrations for MariaDB and SQLite."""

import itertools
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.exc import InterfaceError as SAInterfaceError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import NullPool
from tenacity import before_sleep_log, retry, retry_if_exception_type, stop_after_attempt, wait_random_exponential

from openbrain.core.config import Settings
from openbrain.core.errors import ConfigurationError, Unavailable
from openbrain.core.local_files import private_dir, private_file

if TYPE_CHECKING:
    from alembic.config import Config

log = logging.getLogger(__name__)

# MariaDB error codes of a transaction that lost a lock race and was rolled back, safe to run again from the
# start: 1213 deadlock (InnoDB picked it as the victim; Galera reports a certification conflict so too) and
# 1205 lock wait timeout.
LOCK_CONFLICT_CODES = frozenset({1205, 1213})
# MySQL/MariaDB errors that no retry can fix: wrong user or password (1045, 1698), no right to the database (1044),
# no such database (1049). Start-up fails at once with the server's reason instead of waiting for an answer.
REFUSED_CODES = frozenset({1044, 1045, 1049, 1698})
LOCK_CONFLICT_ATTEMPTS = 6


class LockConflict(Unavailable):
    """The transaction was rolled back because a concurrent one held the locks it needed."""


class CommitUncertain(Unavailable):
    """The connection failed during COMMIT: the server may have committed the transaction or not."""


retry_lock_conflicts = retry(
    retry=retry_if_exception_type(LockConflict),
    stop=stop_after_attempt(LOCK_CONFLICT_ATTEMPTS),
    wait=wait_random_exponential(multiplier=0.01, max=0.5),
    before_sleep=before_sleep_log(log, logging.INFO),
    reraise=True,
)
"""Decorator for a method that runs one whole write transaction: run it again when the database rolled it back
for a lock conflict. When the attempts run out the caller gets ``Unavailable`` (``LockConflict`` is one)."""


def migrations_dir() -> Path:
    """Where the Alembic scripts are: inside the installed package, or at the top of a source checkout."""
    package = Path(__file__).resolve().parents[2]  # src/openbrain, or site-packages/openbrain
    packaged = package / "migrations"
    if packaged.is_dir():
        return packaged
    return package.parents[1] / "migrations"


# The newest migration in migrations/versions. Start-up compares the stored revision with it, so a store that is
# up to date never loads Alembic (about 0.1 s of every start); tests/test_repository.py keeps it equal to
# Alembic's own head.
SCHEMA_HEAD = "0008"


class Database:
    """A write engine and a read engine (the same one unless SQLite, where writers take the lock up front)."""

    def __init__(
        self,
        url: str,
        *,
        pool_size: int = 5,
        connect_timeout: float = 5.0,
        read_timeout: float = 2.0,
        pool_timeout: float = 2.0,
        galera_sync_wait: int = 1,
    ) -> None:
        parsed = make_url(url)
        self.dialect = parsed.get_backend_name()
        self.galera = False  # set on the first connection to a Galera node
        if self.dialect == "sqlite":
            if parsed.database and parsed.database != ":memory:":
                private_dir(Path(parsed.database).parent)
                private_file(Path(parsed.database))  # SQLite gives its journal and WAL files the database's mode
            self.read_engine = _sqlite_engine(url, immediate=False, timeout=connect_timeout)
            self.write_engine = _sqlite_engine(url, immediate=True, timeout=connect_timeout)
        else:
            self.write_engine = create_engine(
                url,
                pool_pre_ping=True,
                pool_recycle=3600,
                pool_size=pool_size,
                max_overflow=pool_size * 2,
                pool_timeout=pool_timeout,
                # A node that stops answering (a Galera node frozen, a network cut) fails the statement after
                # read_timeout instead of holding the request for as long as it lasts.
                connect_args={
                    "connect_timeout": max(1, int(connect_timeout)),
                    "read_timeout": max(1, round(read_timeout)),
                    "write_timeout": max(1, round(read_timeout)),
                }
                if self.dialect == "mysql"
                else {},
            )
            self.read_engine = self.write_engine
            if self.dialect == "mysql":
                self._on_galera(galera_sync_wait)
        self._connect_timeout = connect_timeout
        # Moves after each write of this process has ended (committed or not): what a reader saw before may be stale.
        self._writes = itertools.count(1)
        self.write_generation = 0
        self._read = sessionmaker(self.read_engine, expire_on_commit=False)
        self._write = sessionmaker(self.write_engine, expire_on_commit=False)

    @classmethod
    def from_settings(cls, settings: Settings) -> "Database":
        return cls(
            settings.database_url,
            pool_size=settings.db.pool_size,
            connect_timeout=settings.db.connect_timeout,
            read_timeout=settings.db.read_timeout,
            pool_timeout=settings.db.pool_timeout,
            galera_sync_wait=settings.db.galera_sync_wait,
        )

    def _on_galera(self, sync_wait: int) -> None:
        """On a Galera node, every new connection sets ``wsrep_sync_wait``: Galera applies another node's writes
        asynchronously, so without it a read on node B right after a write acknowledged by node A may miss it."""

        @event.listens_for(self.write_engine, "connect")
        def _on_connect(dbapi_connection, _record) -> None:  # type: ignore[no-untyped-def]
            cursor = dbapi_connection.cursor()
            try:
                cursor.execute("SHOW VARIABLES LIKE 'wsrep_on'")
                row = cursor.fetchone()
                if row is not None and str(row[1]).upper() == "ON":
                    if not self.galera:
                        log.info("the database is a Galera node: wsrep_sync_wait=%d", sync_wait)
                    self.galera = True
                    cursor.execute(f"SET SESSION wsrep_sync_wait = {int(sync_wait)}")
            finally:
                cursor.close()

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A session for queries. Database outages become ``Unavailable``."""
        with translate_errors(), self._read() as session, _discarded_on_failure(session):
            yield session

    @contextmanager
    def rows(self) -> Iterator[Connection]:
        """A plain connection for the queries of recall's hot path (rows by id, the pending check), which need no
        ORM: an ORM session around one statement cost 0.1 to 0.3 ms more per query. Same errors as ``reading``."""
        with translate_errors(), self.read_engine.connect() as connection, _discarded_on_failure(connection):
            yield connection

    @contextmanager
    def writing(self) -> Iterator[Session]:
        """A session whose work is committed on success and rolled back on any error.

        A server database that fails during the COMMIT itself (the connection lost or timed out) may have committed:
        that is ``CommitUncertain``, which says so, never a plain "nothing happened, retry". An ``IntegrityError``
        of a statement the commit flushed is not uncertain: it is raised as it is."""
        try:
            with translate_errors(), self._write() as session:
                committing = False
                try:
                    with _discarded_on_failure(session), session.begin():
                        yield session
                        committing = True
                except DBAPIError as exc:
                    code = exc.orig.args[0] if exc.orig is not None and exc.orig.args else None
                    # A rule the database enforced (a duplicate key, say) refused a statement the commit flushed:
                    # certain, nothing was saved, and the caller's handler for it must see it.
                    refused = isinstance(exc, IntegrityError)
                    if (
                        committing
                        and not refused
                        and self.write_engine.dialect.name != "sqlite"
                        and code not in LOCK_CONFLICT_CODES
                    ):
                        log.warning("database error during commit: %s %s", type(exc.orig).__name__, code or "")
                        raise CommitUncertain(
                            "The database connection was lost while saving, so the change may or may not have been "
                            "saved; retry shortly (a repeated remember finds its first copy, it never stores two)."
                        ) from None
                    raise
        finally:
            self.write_generation = next(self._writes)

    def upgrade(self) -> None:
        """Bring the schema to the newest Alembic revision (Alembic is not even imported when it is there)."""
        if self.current_revision() == SCHEMA_HEAD:
            return
        from alembic import command

        # A migration may rewrite a large table: one statement may take minutes, far longer than the read timeout
        # that fails a stalled request, so it runs on a connection of its own without that limit.
        engine = self.write_engine
        if self.dialect == "mysql":
            engine = create_engine(
                self.write_engine.url,
                poolclass=NullPool,
                connect_args={"connect_timeout": max(1, int(self._connect_timeout)), "read_timeout": None,
                              "write_timeout": None},
            )  # fmt: skip
        try:
            with translate_errors(), engine.begin() as connection:
                config = _alembic_config()
                config.attributes["connection"] = connection
                command.upgrade(config, "head")
        finally:
            if engine is not self.write_engine:
                engine.dispose()

    def current_revision(self) -> str | None:
        """The schema's Alembic revision, read from ``alembic_version``; None before the first migration."""
        with translate_errors(), self.read_engine.connect() as connection:
            if not connection.dialect.has_table(connection, "alembic_version"):
                return None
            return connection.execute(text("SELECT version_num FROM alembic_version")).scalar()

    def check_schema(self) -> None:
        """Raise ``ConfigurationError`` unless the schema is at the newest revision."""
        head = SCHEMA_HEAD
        current = self.current_revision()
        if current != head:
            raise ConfigurationError(
                f"The database schema is at revision {current or 'none'}, this OpenBrain needs {head}: "
                "run `openbrain db upgrade`."
            )

    def dispose(self) -> None:
        self.write_engine.dispose()
        if self.read_engine is not self.write_engine:
            self.read_engine.dispose()


@contextmanager
def _discarded_on_failure(session: Session | Connection) -> Iterator[None]:
    """A connection that failed (lost, timed out, refused by a node out of sync) is invalidated at once: never
    handed back to the pool to be reset, where a reset that fails too (Galera's 1047, 1180) leaves it checked out
    until the garbage collector finds it, and the pool empty meanwhile."""
    try:
        yield
    except (OperationalError, SAInterfaceError) as exc:
        code = exc.orig.args[0] if exc.orig is not None and exc.orig.args else None
        if code not in LOCK_CONFLICT_CODES:  # a lost lock race leaves a healthy connection
            try:
                session.invalidate()
            except Exception:  # the connection is gone either way
                log.debug("invalidating a failed connection failed too", exc_info=True)
        raise


@contextmanager
def translate_errors() -> Iterator[None]:
    """Turn a lost or refused database connection into ``Unavailable`` without leaking the URL, and a lock
    conflict into ``LockConflict``."""
    try:
        yield
    except (OperationalError, SAInterfaceError) as exc:
        code = exc.orig.args[0] if exc.orig is not None and exc.orig.args else None
        if code in REFUSED_CODES:
            # The server's own words ("Access denied for user 'x'@'host' (using password: YES)", "Unknown database
            # 'y'") name no password.
            reason = str(exc.orig.args[1]) if len(exc.orig.args) > 1 else "access denied"
            raise ConfigurationError(
                f"The database refused the connection: {reason}. Check the user, password and database name in "
                "OPENBRAIN_DB__URL."
            ) from None
        if isinstance(exc, OperationalError) and code in LOCK_CONFLICT_CODES:
            raise LockConflict("The database is busy with concurrent changes to the same memories; retry.") from None
        log.warning("database error: %s %s", type(exc.orig).__name__ if exc.orig else type(exc).__name__, code or "")
        raise Unavailable("The database is unavailable right now; retry shortly.") from None
    except IntegrityError:  # a unique key's race: the caller tells which memory won
        raise
    except PoolTimeout:
        log.warning("database error: no free connection in the pool")
        raise Unavailable("The database has no free connection right now; retry shortly.") from None
    except DBAPIError as exc:
        if exc.connection_invalidated:
            raise Unavailable("The database connection was lost; retry shortly.") from None
        # Any other database error on any path is the same clear 503, never a 500 with a driver's text; its kind
        # is logged (never its statement or parameters, which hold memories' text).
        log.error("database error: %s", type(exc.orig).__name__ if exc.orig else type(exc).__name__)
        raise Unavailable("The database could not complete the request; retry shortly.") from None


def _alembic_config() -> "Config":
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    return config


def _sqlite_engine(url: str, *, immediate: bool, timeout: float) -> Engine:
    engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": max(timeout, 30.0)})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record) -> None:  # type: ignore[no-untyped-def]
        # Let SQLAlchemy's events own BEGIN (pysqlite's implicit transactions break BEGIN IMMEDIATE).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={int(max(timeout, 30.0) * 1000)}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection) -> None:  # type: ignore[no-untyped-def]
        # Writers take the write lock when they start, so two writers queue on busy_timeout instead of
        # failing with "database is locked" when a reader tries to upgrade its lock mid-transaction.
        connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine
