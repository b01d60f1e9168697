"""Health of the three backing components, and the status report people and probes read.

Each check is bounded in time: a component that does not answer within the timeout is reported down, so a
readiness probe never hangs on a stuck Qdrant or Ollama.
"""

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, Field, SecretStr
from sqlalchemy import text
from sqlalchemy.engine import make_url

from openbrain import __version__
from openbrain.core.config import Settings
from openbrain.core.errors import ConfigurationError, OpenBrainError
from openbrain.core.models import Caller
from openbrain.engine.service import BrainService

log = logging.getLogger(__name__)

COMPONENTS = ("database", "vectors", "embedder")


class ComponentHealth(BaseModel):
    ok: bool
    detail: str = Field(description="What was checked, or why it failed (never a URL or a password).")
    seconds: float = Field(description="How long the check took.")


class Health(BaseModel):
    """``ready`` needs the database (the source of truth); a down vector store or embedder only degrades."""

    status: str = Field(description="ready, degraded (search by meaning unavailable) or unavailable.")
    components: dict[str, ComponentHealth]


class StatusReport(BaseModel):
    version: str
    served_by: str = Field(description="Which process holds the data: this one, or the owner of the data dir.")
    workspace: str
    agent_id: str
    settings: dict[str, Any] = Field(description="The configuration in force, secrets masked.")
    memories: dict[str, int] = Field(
        description="live, episodes (of live: users' turns kept by capture), pending (not yet indexed), deleted, "
        "expired: all workspaces."
    )
    workspace_memories: dict[str, int] = Field(description="The same counts for this workspace.")
    health: Health


def check_database(service: BrainService) -> str:
    database = service.repository.db
    with database.reading() as session:
        session.execute(text("SELECT 1"))
    database.check_schema()
    return f"{database.dialect}, schema at revision {database.current_revision()}"


def check_vectors(service: BrainService) -> str:
    problem = service.profiles.known_problem()  # another embedding model's vectors are active (profiles.py)
    if problem is not None:
        raise ConfigurationError(problem)
    count = service.index.count(service.profile)
    return f"{type(service.index).__name__}, collection {service.profile.collection_name} holds {count} vectors"


def check_embedder(service: BrainService) -> str:
    # The model itself, not the guard in front of it that asks the database which profile is active: a database
    # outage must show as the database's, not the embedder's.
    embedder = getattr(service.embedder, "inner", service.embedder)
    profile = embedder.profile
    embedder.embed_query("health check")
    return f"{profile.provider} {profile.model} ({profile.dimension} dimensions) answers"


CHECKS: dict[str, Callable[[BrainService], str]] = {
    "database": check_database,
    "vectors": check_vectors,
    "embedder": check_embedder,
}


def check_health(service: BrainService, *, timeout: float = 10.0) -> Health:
    """Check every component at once; each is down if it fails or does not answer within ``timeout``."""
    results: dict[str, ComponentHealth] = {}
    threads = []
    for name, check in CHECKS.items():
        thread = threading.Thread(target=_run_check, args=(name, check, service, results), daemon=True)
        thread.start()
        threads.append((name, thread))
    deadline = time.monotonic() + timeout
    for name, thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()))
        if thread.is_alive():  # left to finish on its own (daemon): a stuck probe must not hang the caller
            results[name] = ComponentHealth(ok=False, detail=f"no answer within {timeout:g} s", seconds=timeout)
    components = {name: results[name] for name in COMPONENTS}
    if not components["database"].ok:
        status = "unavailable"
    elif all(c.ok for c in components.values()):
        status = "ready"
    else:
        status = "degraded"
    return Health(status=status, components=components)


def _run_check(
    name: str, check: Callable[[BrainService], str], service: BrainService, results: dict[str, ComponentHealth]
) -> None:
    started = time.monotonic()
    try:
        detail, ok = check(service), True
    except OpenBrainError as exc:
        detail, ok = str(exc), False
    except Exception as exc:  # a health check reports every failure instead of raising it
        log.warning("health check of %s failed", name, exc_info=True)
        detail, ok = f"{type(exc).__name__}: the check failed, see the server log", False
    results.setdefault(name, ComponentHealth(ok=ok, detail=detail, seconds=round(time.monotonic() - started, 4)))


def public_settings(settings: Settings) -> dict[str, Any]:
    """The settings as JSON with every secret masked, and the password taken out of URLs."""
    data = settings.model_dump(mode="json")
    for group, values in data.items():
        if isinstance(values, dict):
            for key in values:
                if isinstance(getattr(getattr(settings, group), key, None), SecretStr):
                    values[key] = "********"
    data["db"]["url"] = mask_url(settings.database_url)
    data["vectors"]["url"] = mask_url(settings.vectors.url) if settings.vectors.url else None
    data["embedding"]["ollama_url"] = mask_url(settings.embedding.ollama_url)
    return data


def mask_url(url: str) -> str:
    """``mysql+pymysql://user:pw@host/db`` -> ``mysql+pymysql://user:***@host/db``."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # not an SQLAlchemy URL (an http URL): strip any user info by hand
        scheme, sep, rest = url.partition("://")
        if not sep:
            return url
        authority, slash, path = rest.partition("/")
        if "@" in authority:
            authority = "***@" + authority.rpartition("@")[2]
        return f"{scheme}://{authority}{slash}{path}"


def status_report(
    service: BrainService, settings: Settings, *, workspace: str, agent_id: str, served_by: str, timeout: float = 10.0
) -> StatusReport:
    """Configuration, counts and health in one report (counts are -1 when the database cannot answer)."""
    health = check_health(service, timeout=timeout)
    unknown = {"live": -1, "episodes": -1, "pending": -1, "deleted": -1, "expired": -1}
    memories, workspace_memories = unknown, unknown
    if health.components["database"].ok:
        now = service.clock()
        try:
            memories = service.repository.counts(None, now=now)
            workspace_memories = service.repository.counts(workspace, now=now)
        except OpenBrainError as exc:
            log.warning("status: cannot count memories: %s", exc)
    return StatusReport(
        version=__version__,
        served_by=served_by,
        workspace=workspace,
        agent_id=agent_id,
        settings=public_settings(settings),
        memories=memories,
        workspace_memories=workspace_memories,
        health=health,
    )


def offline_status(settings: Settings, caller: Caller, *, reason: str, timeout: float = 10.0) -> StatusReport:
    """The status when the brain cannot be opened: each component checked on its own, ``reason`` as served_by."""
    from openbrain.stores.db.engine import Database
    from openbrain.stores.db.repository import MemoryRepository
    from openbrain.stores.embedding.factory import create_embedder
    from openbrain.stores.vectors.factory import create_index

    database = Database.from_settings(settings)
    service = BrainService(MemoryRepository(database), create_index(settings), create_embedder(settings), settings)
    try:
        return status_report(
            service,
            settings,
            workspace=caller.workspace_id,
            agent_id=caller.agent_id,
            served_by=f"nobody: {reason}",
            timeout=timeout,
        )
    finally:
        from openbrain.engine.build import close_service

        close_service(service)
