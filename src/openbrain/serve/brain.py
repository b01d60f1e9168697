"""The brain of one process: BrainService plus tokens, health, status and the background reconciler.

Entry points (the MCP server, the HTTP app, the CLI) call *operations* by name: the service's public methods
and the few this class adds. The same names cross to the owner of a data directory (``openbrain.serve.local``), so
an operation's arguments and result must be JSON-able through their type hints.
"""

import inspect
import logging
import os
import threading
from collections.abc import Callable
from datetime import timedelta
from functools import cache
from typing import Any, get_type_hints

from pydantic import TypeAdapter

from openbrain.core.config import Settings
from openbrain.core.errors import InvalidInput
from openbrain.core.models import Caller, ReconcileReport
from openbrain.engine.health import Health, StatusReport, check_health, status_report
from openbrain.engine.service import BrainService
from openbrain.serve.auth import WEB, NewToken, TokenInfo, TokenScope, TokenStore

log = logging.getLogger(__name__)

# Service methods that manage this process's resources: never operations, never called from another process.
LIFECYCLE = frozenset({"start", "close", "flush"})
HEALTH_TIMEOUT = 5.0
# Operations that may run twice with the same outcome: reads, and writes that are idempotent (remember stores
# identical content once, forgetting or revoking twice answers the first time). One of these cut off by the death
# of the data directory's owner is sent again to the next owner; any other is reported as failed.
REPEATABLE = frozenset(
    {
        "recall",
        "context",
        "stats",
        "projects",
        "list_memories",
        "get",
        "history",
        "health",
        "status",
        "token_verify",
        "session_open",
        "session_verify",
        "token_list",
        "remember",
        "handoff",
        "promote",
        "forget",
        "token_revoke",
        "reconcile",
        "prompt_unread",
    }
)


class Brain:
    """Everything that acts on this process's own data."""

    # What this class adds to (or overrides in) the service's operations.
    OWN_OPERATIONS = frozenset(
        {
            "reconcile",
            "health",
            "status",
            "token_create",
            "token_list",
            "token_revoke",
            "token_verify",
            "session_open",
            "session_verify",
        }
    )

    def __init__(self, service: BrainService, tokens: TokenStore, settings: Settings, *, served_by: str = "") -> None:
        self.service = service
        self.tokens = tokens
        self.settings = settings
        self.served_by = served_by or f"process {os.getpid()}"
        self._stop = threading.Event()
        self._background: threading.Thread | None = None

    @classmethod
    def open(cls, settings: Settings, *, served_by: str = "", wait: float | None = None) -> "Brain":
        """Open the database (migrating the embedded default), the vector index and the embedder.

        Args:
            wait: seconds to retry a database that does not answer (default: the settings').
        """
        from openbrain.engine.build import build_service

        service = build_service(settings, wait=wait)
        return cls(service, TokenStore(service.repository.db), settings, served_by=served_by)

    # -- operations this class adds ------------------------------------------------------------------------

    def reconcile(self, *, full: bool = False) -> ReconcileReport:
        """Make sure the collection exists, then converge the index on the table."""
        self.service.index.ensure_collection(self.service.profile)
        return self.service.reconcile(full=full)

    def health(self) -> Health:
        return check_health(self.service, timeout=HEALTH_TIMEOUT)

    def status(self, caller: Caller) -> StatusReport:
        return status_report(
            self.service,
            self.settings,
            workspace=caller.workspace_id,
            agent_id=caller.agent_id,
            served_by=self.served_by,
            timeout=HEALTH_TIMEOUT,
        )

    def token_create(
        self,
        workspace_id: str,
        agent_id: str,
        read_only: bool = False,
        name: str | None = None,
        ttl_seconds: int | None = None,
    ) -> NewToken:
        ttl = timedelta(seconds=ttl_seconds) if ttl_seconds else None
        return self.tokens.create(workspace_id, agent_id, read_only=read_only, name=name, ttl=ttl)

    def session_open(self, token: str, ttl_seconds: int) -> NewToken | None:
        """A web view session opened with a bearer token (None when the token is not valid): its own secret, with
        the token's identity and scope, expiring after ``ttl_seconds``, ended by sign-out or the token's revocation."""
        info = self.tokens.verify(token)
        if info is None:
            return None
        return self.tokens.create(
            info.workspace_id, info.agent_id, read_only=info.scope is TokenScope.read, name=f"web session of {info.id}",
            ttl=timedelta(seconds=ttl_seconds), kind=WEB, parent_id=info.id,
        )  # fmt: skip

    def session_verify(self, session: str) -> TokenInfo | None:
        """The identity of a web view session, or None (expired, signed out, its bearer token revoked)."""
        return self.tokens.verify(session, kind=WEB)

    def token_list(self, workspace_id: str | None = None, include_revoked: bool = False) -> list[TokenInfo]:
        return self.tokens.list(workspace_id, include_revoked=include_revoked)

    def token_revoke(self, token_id: str) -> TokenInfo:
        return self.tokens.revoke(token_id)

    def token_verify(self, token: str) -> TokenInfo | None:
        return self.tokens.verify(token)

    # -- dispatch ------------------------------------------------------------------------------------------

    def operation(self, name: str) -> Callable[..., Any]:
        """The callable behind an operation name. Raises ``InvalidInput`` for a name that is not one."""
        if name in self.OWN_OPERATIONS:
            return getattr(self, name)
        if not is_operation(name):
            raise InvalidInput(f"{name!r} is not an OpenBrain operation.")
        return getattr(self.service, name)

    def __getattr__(self, name: str) -> Any:
        # Everything else (the service's other methods and attributes) is the service's, for in-process callers.
        if name in ("service", "tokens", "settings") or name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.service, name)

    # -- lifecycle -----------------------------------------------------------------------------------------

    def start_background(self, interval: float) -> None:
        """Load the embedding model and reconcile now (collection, pending vectors, orphans), then every
        ``interval`` seconds (0: only now), on a thread of its own: the first requests do not wait for either."""
        if self._background is not None:
            return

        def run() -> None:
            try:
                self.service.warm_up()
                self.service.start()
                while interval > 0 and not self._stop.wait(interval):
                    self.service.reconcile()
            except Exception:  # the reconciler must never take the server down; the next start retries
                if not self._stop.is_set():
                    log.exception("background reconcile failed")

        self._background = threading.Thread(target=run, name="openbrain-reconcile", daemon=True)
        self._background.start()

    def close(self) -> None:
        from openbrain.engine.build import close_service

        self._stop.set()
        if self._background is not None:
            self._background.join(timeout=30)
        close_service(self.service)


def is_operation(name: str) -> bool:
    """Whether ``name`` is an operation: one of Brain's own, or a public method of BrainService."""
    if name in Brain.OWN_OPERATIONS:
        return True
    if name.startswith("_") or name in LIFECYCLE:
        return False
    return inspect.isfunction(inspect.getattr_static(BrainService, name, None))


@cache
def operation_types(name: str) -> tuple[inspect.Signature, dict[str, TypeAdapter[Any]], TypeAdapter[Any]]:
    """The signature (without self), a validator per parameter, and the result's validator of an operation."""
    if not is_operation(name):
        raise InvalidInput(f"{name!r} is not an OpenBrain operation.")
    function = getattr(Brain if name in Brain.OWN_OPERATIONS else BrainService, name)
    hints = get_type_hints(function)
    signature = inspect.signature(function)
    parameters = [p for p in signature.parameters.values() if p.name != "self"]
    adapters = {p.name: TypeAdapter(hints.get(p.name, Any)) for p in parameters}
    return signature.replace(parameters=parameters), adapters, TypeAdapter(hints.get("return", Any))


def call_json(operation: Callable[..., Any], name: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
    """Run operation ``name`` (``operation``: the callable that runs it) on arguments in JSON form, each validated
    into its parameter's type; the answer in JSON form. How the owner runs a forwarded call, and the CLI's everyday
    commands (``cli/everyday.py``) a call of their own.

    Raises:
        InvalidInput: the arguments do not fit the operation.
    """
    from pydantic import ValidationError
    from pydantic_core import to_jsonable_python

    signature, adapters, _ = operation_types(name)
    try:
        bound = signature.bind(*args, **kwargs)
        for param, value in bound.arguments.items():
            bound.arguments[param] = adapters[param].validate_python(value)
    except (TypeError, ValidationError) as exc:
        raise InvalidInput(f"Invalid arguments: {exc}") from None
    return to_jsonable_python(operation(**bound.arguments))  # by name: a forwarding caller adds its own request_key
