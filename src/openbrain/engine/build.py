"""Build a BrainService from settings: the one place that chooses the engines, and closes them."""

import logging
import time

from tenacity import RetryCallState, Retrying, retry_if_exception_type, stop_after_delay, wait_exponential

from openbrain.core.config import Settings
from openbrain.core.errors import Unavailable
from openbrain.engine.service import BrainService
from openbrain.stores.db.engine import Database
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.embedding.factory import create_embedder
from openbrain.stores.vectors.factory import create_index

log = logging.getLogger(__name__)


def build_service(settings: Settings, *, migrate: bool | None = None, wait: float | None = None) -> BrainService:
    """Open the database (upgrading the schema of the embedded default), the vector index and the embedder.

    Args:
        migrate: run Alembic to the newest revision first; by default only for SQLite (the embedded mode).
            A server database is upgraded by `openbrain db upgrade` (the container does it at start).
        wait: seconds to keep retrying a database that does not answer (default: OPENBRAIN_DB__STARTUP_TIMEOUT).

    Raises:
        Unavailable: the database did not answer in time.
    """
    database = Database.from_settings(settings)
    if database.dialect != "sqlite":  # a file either opens or does not: nothing to wait for
        wait_for_database(database, settings.db.startup_timeout if wait is None else wait)
    if migrate if migrate is not None else database.dialect == "sqlite":
        database.upgrade()
    else:
        database.check_schema()
    return BrainService(MemoryRepository(database), create_index(settings), create_embedder(settings), settings)


def wait_for_database(database: Database, timeout: float) -> None:
    """Return once the database answers, retrying with a bounded exponential backoff that is logged.

    A server started together with its database (compose, a reboot) comes up once the database does,
    instead of exiting on its first refused connection.

    Raises:
        Unavailable: no answer within ``timeout`` seconds.
    """
    started = time.monotonic()

    def log_wait(state: RetryCallState) -> None:
        log.warning(
            "The database does not answer yet (attempt %d, %.0f s of %.0f s); retrying in %.1f s",
            state.attempt_number,
            time.monotonic() - started,
            timeout,
            state.upcoming_sleep,
        )

    retrying = Retrying(
        stop=stop_after_delay(timeout),
        wait=wait_exponential(multiplier=0.25, max=5.0),
        retry=retry_if_exception_type(Unavailable),
        before_sleep=log_wait,
        reraise=True,
    )
    try:
        retrying(database.current_revision)
    except Unavailable:
        raise Unavailable(
            f"The database did not answer within {timeout:g} s; check that it is running and reachable, then start "
            "OpenBrain again."
        ) from None
    if time.monotonic() - started > 1:
        log.info("The database answers after %.1f s", time.monotonic() - started)


def close_service(service: BrainService) -> None:
    service.close()
    service.index.close()
    service.embedder.close()
    service.repository.db.dispose()
