"""Bearer tokens in the real databases: only a hash is stored, revocation is immediate, scopes map to callers."""

import uuid

import pytest
from sqlalchemy import select

from openbrain.core.errors import InvalidInput, NotFound
from openbrain.serve.auth import TOKEN_PREFIX, TokenScope, TokenStore, hash_token
from openbrain.stores.db.engine import Database
from openbrain.stores.db.tables import TokenRow


@pytest.fixture
def tokens(database: Database, clock) -> TokenStore:
    return TokenStore(database, clock=clock)


def workspace() -> str:
    return f"ws-{uuid.uuid4().hex[:8]}"  # the MariaDB tables live for the session: keep tests apart


def test_a_new_token_is_returned_once_and_only_its_hash_is_stored(tokens: TokenStore, database: Database):
    ws = workspace()
    new = tokens.create(ws, "claude-code", name="laptop")
    assert new.token.startswith(TOKEN_PREFIX) and len(new.token) > 40
    with database.reading() as session:
        row = session.scalars(select(TokenRow).where(TokenRow.id == new.info.id)).one()
    assert row.token_hash == hash_token(new.token) and new.token not in row.token_hash
    assert (row.workspace_id, row.agent_id, row.scope, row.name) == (ws, "claude-code", "write", "laptop")
    assert "token" not in new.info.model_dump()


def test_verify_maps_a_token_to_its_caller_and_scope(tokens: TokenStore):
    ws = workspace()
    writer = tokens.create(ws, "writer")
    reader = tokens.create(ws, "reader", read_only=True)
    write_info, read_info = tokens.verify(writer.token), tokens.verify(reader.token)
    assert write_info is not None and read_info is not None
    assert write_info.caller().model_dump() == {"workspace_id": ws, "agent_id": "writer", "can_write": True}
    assert read_info.scope is TokenScope.read and read_info.caller().can_write is False


def test_unknown_malformed_and_revoked_tokens_do_not_verify(tokens: TokenStore):
    new = tokens.create(workspace(), "agent")
    assert tokens.verify(new.token[:-1] + ("A" if new.token[-1] != "A" else "B")) is None
    assert tokens.verify("obt_") is None
    assert tokens.verify("no-prefix-" + new.token) is None
    assert tokens.verify(new.token + "x" * 300) is None
    revoked = tokens.revoke(new.info.id)
    assert revoked.revoked_at is not None
    assert tokens.verify(new.token) is None
    assert tokens.revoke(new.info.id).revoked_at == revoked.revoked_at  # revoking twice answers the first


def test_last_used_is_recorded_at_most_once_a_minute(tokens: TokenStore, clock):
    new = tokens.create(workspace(), "agent")
    first = tokens.verify(new.token)
    assert first is not None and first.last_used_at == clock.now
    used_at = clock.now
    clock.advance(30)
    again = tokens.verify(new.token)
    assert again is not None and again.last_used_at == used_at
    clock.advance(31)
    later = tokens.verify(new.token)
    assert later is not None and later.last_used_at == clock.now


def test_list_shows_live_tokens_of_a_workspace_and_revoked_ones_on_request(tokens: TokenStore, clock):
    ws, other = workspace(), workspace()
    first = tokens.create(ws, "a")
    clock.advance(1)
    second = tokens.create(ws, "b", read_only=True)
    tokens.create(other, "c")
    tokens.revoke(first.info.id)
    assert [t.id for t in tokens.list(ws)] == [second.info.id]
    assert [t.id for t in tokens.list(ws, include_revoked=True)] == [first.info.id, second.info.id]
    assert {ws, other} <= {t.workspace_id for t in tokens.list()}


def test_bad_input_and_unknown_ids_say_what_to_do(tokens: TokenStore):
    with pytest.raises(InvalidInput, match="workspace is empty"):
        tokens.create("  ", "agent")
    with pytest.raises(InvalidInput, match="agent 'a+' is not a valid name: use 1 to 128 letters"):
        tokens.create(workspace(), "a" * 129)
    with pytest.raises(NotFound, match="openbrain token list"):
        tokens.revoke("nope")
