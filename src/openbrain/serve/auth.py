"""Bearer tokens for the HTTP transports: created once, stored as a sha256, mapped to a workspace, agent and scope.

The plaintext token exists only in the answer to ``create``; the table keeps its hash, so a stolen database dump
gives no usable token. Verification looks the hash up and compares it in constant time; a revoked or unknown
token is simply not valid (the HTTP layer answers both the same way).
"""

import hashlib
import hmac
import secrets
from collections.abc import Callable
from datetime import datetime, timedelta
from enum import StrEnum

from pydantic import BaseModel, Field
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from openbrain.core.errors import InvalidInput, NotFound
from openbrain.core.models import Caller, check_name
from openbrain.stores.db.engine import Database, retry_lock_conflicts
from openbrain.stores.db.tables import TokenRow, utcnow

TOKEN_PREFIX = "obt_"
API, WEB = "api", "web"  # token kinds: a bearer token, a web view session
MAX_TOKEN_CHARS = 256
MAX_NAME_CHARS = 255
# last_used_at is bookkeeping: writing it on every request would turn each read into a write.
LAST_USED_GRANULARITY = timedelta(minutes=1)


class TokenScope(StrEnum):
    read = "read"
    write = "write"


class TokenInfo(BaseModel):
    """What is known about a token, without the secret."""

    id: str
    workspace_id: str
    agent_id: str
    scope: TokenScope
    name: str | None = None
    created_at: datetime
    revoked_at: datetime | None = None
    last_used_at: datetime | None = None
    kind: str = Field(default="api", description="api: a bearer token; web: a web view session.")
    expires_at: datetime | None = Field(default=None, description="When it stops working by itself (null: never).")

    def caller(self) -> Caller:
        return Caller(workspace_id=self.workspace_id, agent_id=self.agent_id, can_write=self.scope == TokenScope.write)


class NewToken(BaseModel):
    token: str = Field(description="The bearer token. Shown once: only its hash is stored.")
    info: TokenInfo


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class TokenStore:
    """Create, verify, list and revoke tokens in ``brain_tokens``."""

    def __init__(self, database: Database, *, clock: Callable[[], datetime] = utcnow) -> None:
        self.db = database
        self.clock = clock

    @retry_lock_conflicts
    def create(
        self,
        workspace_id: str,
        agent_id: str,
        *,
        read_only: bool = False,
        name: str | None = None,
        ttl: timedelta | None = None,
        kind: str = API,
        parent_id: str | None = None,
    ) -> NewToken:
        """A new token for ``agent_id`` in ``workspace_id``; the answer is the only place the plaintext appears.

        Args:
            ttl: the token stops working this long after it is made (None: until revoked).
            kind: ``api`` (a bearer token for /v1 and /mcp) or ``web`` (a web view session, refused there).
            parent_id: a web session's bearer token: revoking it ends the session too.
        """
        workspace_id = check_name(workspace_id, "workspace")
        agent_id = check_name(agent_id, "agent")
        name = (name or "").strip() or None
        if name is not None and len(name) > MAX_NAME_CHARS:
            raise InvalidInput(f"name is longer than {MAX_NAME_CHARS} characters.")
        for _ in range(3):  # an id collision is astronomically unlikely; retrying costs nothing
            token = TOKEN_PREFIX + secrets.token_urlsafe(32)
            row = TokenRow(
                id=secrets.token_hex(6),
                token_hash=hash_token(token),
                workspace_id=workspace_id,
                agent_id=agent_id,
                scope=(TokenScope.read if read_only else TokenScope.write).value,
                name=name,
                created_at=self.clock(),
                kind=kind,
                expires_at=self.clock() + ttl if ttl is not None else None,
                parent_id=parent_id,
            )
            try:
                with self.db.writing() as session:
                    session.add(row)
            except IntegrityError:
                continue
            return NewToken(token=token, info=_info(row))
        raise RuntimeError("could not allocate a token id")

    @retry_lock_conflicts
    def verify(self, token: str, kind: str = API) -> TokenInfo | None:
        """The token's identity, or None when it is malformed, unknown, revoked, expired, of another kind (a web
        session is no bearer token), or a session whose bearer token was revoked."""
        if not token.startswith(TOKEN_PREFIX) or len(token) > MAX_TOKEN_CHARS:
            return None
        digest = hash_token(token)
        now = self.clock()
        with self.db.reading() as session:
            row = session.scalars(select(TokenRow).where(TokenRow.token_hash == digest)).one_or_none()
            parent = session.get(TokenRow, row.parent_id) if row is not None and row.parent_id else None
        if row is None or not hmac.compare_digest(row.token_hash, digest) or row.revoked_at is not None:
            return None
        if (row.kind or API) != kind or (row.expires_at is not None and row.expires_at <= now):
            return None
        if row.parent_id is not None and (parent is None or parent.revoked_at is not None):
            return None
        if row.last_used_at is None or now - row.last_used_at >= LAST_USED_GRANULARITY:
            with self.db.writing() as session:
                stored = session.get(TokenRow, row.id)
                if stored is not None:
                    stored.last_used_at = now
            row.last_used_at = now
        return _info(row)

    def list(
        self, workspace_id: str | None = None, *, include_revoked: bool = False, include_sessions: bool = False
    ) -> list[TokenInfo]:
        """Tokens, oldest first, of one workspace or all; no secrets (there are none to show). Web view sessions
        (short-lived, one per sign-in) only with ``include_sessions``."""
        stmt = select(TokenRow).order_by(TokenRow.created_at, TokenRow.id)
        if not include_sessions:
            stmt = stmt.where(TokenRow.kind == API)
        if workspace_id is not None:
            stmt = stmt.where(TokenRow.workspace_id == workspace_id)
        if not include_revoked:
            stmt = stmt.where(TokenRow.revoked_at.is_(None))
        with self.db.reading() as session:
            return [_info(row) for row in session.scalars(stmt)]

    @retry_lock_conflicts
    def revoke(self, token_id: str) -> TokenInfo:
        """Revoke a token by id; it stops working at once on every server. Revoking twice answers the first."""
        token_id = token_id.strip()
        with self.db.writing() as session:
            row = session.get(TokenRow, token_id) if len(token_id) <= 32 else None
            if row is None:
                raise NotFound(f"No token with id {token_id[:40]!r}; `openbrain token list` shows the ids.")
            if row.revoked_at is None:
                row.revoked_at = self.clock()
            return _info(row)


def _info(row: TokenRow) -> TokenInfo:
    return TokenInfo(
        id=row.id,
        workspace_id=row.workspace_id,
        agent_id=row.agent_id,
        scope=TokenScope(row.scope),
        name=row.name,
        created_at=row.created_at,
        revoked_at=row.revoked_at,
        last_used_at=row.last_used_at,
        kind=row.kind or API,
        expires_at=row.expires_at,
    )
