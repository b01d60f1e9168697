"""Build a BrainService from settings: the one place that chooses the engines."""

import logging
import sys

from openbrain.config import Settings
from openbrain.db.engine import Database
from openbrain.db.repository import MemoryRepository
from openbrain.embedding.factory import create_embedder
from openbrain.service import BrainService
from openbrain.vectors.factory import create_index


def configure_logging(settings: Settings) -> None:
    """Logs go to stderr: stdout is the MCP channel when serving over stdio."""
    logging.basicConfig(
        stream=sys.stderr,
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        force=True,
    )
    logging.getLogger("alembic").setLevel(max(logging.WARNING, logging.getLogger().level))


def build_service(settings: Settings, *, migrate: bool | None = None) -> BrainService:
    """Open the database (upgrading the schema of the embedded default), the vector index and the embedder.

    Args:
        migrate: run Alembic to the newest revision first; by default only for SQLite (the embedded mode).
            A server database is upgraded by `openbrain db upgrade` (the container does it at start).
    """
    database = Database.from_settings(settings)
    if migrate if migrate is not None else database.dialect == "sqlite":
        database.upgrade()
    else:
        database.check_schema()
    return BrainService(MemoryRepository(database), create_index(settings), create_embedder(settings), settings)


def close_service(service: BrainService) -> None:
    service.close()
    service.index.close()
    service.embedder.close()
    service.repository.db.dispose()
