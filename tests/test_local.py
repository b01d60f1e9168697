"""One embedded brain per machine: the owner of a data dir serves every other process on it, and ownership moves
when the owner leaves. In process (two SharedBrains), and with real `python -m openbrain` processes."""

import json
import os
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import anyio
import httpx
import pytest
from mcp import Client

from openbrain.core.config import Settings
from openbrain.core.errors import NotFound, Unavailable
from openbrain.core.models import Caller
from openbrain.serve.local import SharedBrain, needs_owner
from openbrain.serve.ownership import OWNER_FILE, OwnerInfo, OwnerLock
from serving import (
    REPO,
    HeldClient,
    call,
    cli_json,
    free_port,
    http_client,
    openbrain_env,
    run_cli,
    stdio_params,
    wait_for_http,
)

ALICE = Caller(workspace_id="ws-team", agent_id="alice")
BOB = Caller(workspace_id="ws-team", agent_id="bob")


def test_only_settings_with_local_files_need_an_owner(tmp_path: Path):
    assert needs_owner(Settings(data_dir=tmp_path))
    stack = {"db": {"url": "mysql+pymysql://u:p@db/ob"}, "vectors": {"backend": "qdrant", "url": "http://q:6333"}}
    assert not needs_owner(Settings(data_dir=tmp_path, **stack))
    assert needs_owner(Settings(data_dir=tmp_path, db=stack["db"]))  # Edge is still a local file
    local_mode = {"backend": "qdrant", "path": str(tmp_path / "q")}
    assert needs_owner(Settings(data_dir=tmp_path, db=stack["db"], vectors=local_mode))


def test_a_second_brain_on_a_data_dir_reaches_the_owner_and_takes_over_when_it_leaves(tmp_path: Path):
    settings = Settings(data_dir=tmp_path / "brain", owner_wait=10)
    first = SharedBrain(settings)
    second = SharedBrain(settings)
    try:
        assert first.is_owner and not second.is_owner and second.owner_pid == os.getpid()
        stored = second.remember(BOB, {"content": "Staging certificates renew on the 1st.", "type": "observation"})
        assert first.get(ALICE, stored.id).agent_id == "bob"
        assert second.recall(ALICE, {"query": "when do certificates renew?"}).results[0].id == stored.id
        with pytest.raises(NotFound):  # the owner's errors arrive as the same errors
            second.get(ALICE, uuid.uuid4())
        new = second.token_create("ws-team", "web", read_only=True)
        verified = first.token_verify(new.token)
        assert verified is not None and verified.caller().can_write is False
        assert "owner of" in second.status(ALICE).served_by

        first.close()
        listed = second.list_memories(ALICE, {})  # the owner is gone: this call takes ownership over
        assert second.is_owner
        assert [m.id for m in listed.memories] == [stored.id]
        assert second.recall(ALICE, {"query": "certificate renewal"}).results[0].id == stored.id
    finally:
        first.close()
        second.close()


def test_a_call_on_a_client_another_thread_closed_goes_to_the_next_owner_and_answers_once(tmp_path: Path):
    """Two threads forwarding when the owner dies: the first to notice closes the client the other is using.
    That call was never sent, so it goes to the next owner; it used to surface as an HTTP 500 (RuntimeError)."""
    settings = Settings(data_dir=tmp_path / "brain", owner_wait=10)
    first = SharedBrain(settings)
    second = SharedBrain(settings)
    try:
        remote = second._remote
        assert remote is not None
        remote.close()  # what another thread's _replace does
        assert not remote.ping()
        first.close()
        stored = second.remember(BOB, {"content": "The release train leaves on Thursdays.", "type": "decision"})
        assert second.is_owner and not stored.duplicate
        again = second.remember(BOB, {"content": "The release train leaves on Thursdays.", "type": "decision"})
        assert again.duplicate and again.id == stored.id  # a repeated write answers with what the first stored
    finally:
        first.close()
        second.close()


def test_the_owner_endpoint_is_private_to_the_user_and_runs_only_operations(tmp_path: Path):
    data_dir = tmp_path / "brain"
    owner = SharedBrain(Settings(data_dir=data_dir))
    try:
        info = OwnerInfo.read(data_dir)
        assert info is not None and info.pid == os.getpid()
        assert stat.S_IMODE((data_dir / OWNER_FILE).stat().st_mode) == 0o600
        assert stat.S_IMODE(data_dir.stat().st_mode) == 0o700
        body = {"op": "list_memories", "args": [ALICE.model_dump(), {}]}
        with httpx.Client(base_url=f"http://127.0.0.1:{info.port}", trust_env=False) as http:
            anonymous = http.post("/call", json=body)
            wrong = http.post("/call", json=body, headers={"Authorization": "Bearer not-the-secret"})
            secret = {"Authorization": f"Bearer {info.secret}"}
            allowed = http.post("/call", json=body, headers=secret)
            lifecycle = http.post("/call", json={"op": "close"}, headers=secret)
            private = http.post("/call", json={"op": "_release"}, headers=secret)
            garbage = http.post("/call", json={"op": "remember", "args": [{"no": "caller"}]}, headers=secret)
        assert anonymous.status_code == 401 and wrong.status_code == 401
        assert allowed.status_code == 200 and allowed.json()["result"]["memories"] == []
        assert lifecycle.status_code == 400 and "not an OpenBrain operation" in lifecycle.text
        assert private.status_code == 400
        assert garbage.status_code == 400 and garbage.json()["error"]["type"] == "InvalidInput"
        assert owner.list_memories(ALICE, {}).memories == []  # still serving after the bad calls
    finally:
        owner.close()
    assert not (data_dir / OWNER_FILE).exists()


def test_a_hook_that_hung_up_on_a_first_prompt_leaves_the_pack_to_the_sessions_next_prompt(tmp_path: Path):
    """A command hook asks the owner and gives up at its deadline (3 s for a prompt), closing its connection; when the
    owner finds its caller gone with a session's first prompt answered, the pack comes with the next prompt."""
    from fakes import FlakyIndex

    owner = SharedBrain(Settings(data_dir=tmp_path / "brain"))
    try:
        fact = "The checkout test flakes because the payment sandbox answers in 3 s; its timeout is now 10 s."
        owner.remember(ALICE, {"content": fact, "type": "bug", "project": "shop"})
        owner.service.index = flaky = FlakyIndex(owner.service.index)
        info = OwnerInfo.read(tmp_path / "brain")
        assert info is not None
        asked = {"prompt": "why does the checkout test flake?", "project": "shop", "session_id": "s-1",
                 "with_session_pack": True}  # fmt: skip
        body = json.dumps({"op": "prompt_context", "args": [ALICE.model_dump(), asked]}).encode()
        flaky.stalled = {"search"}
        with socket.create_connection(("127.0.0.1", info.port)) as hook:  # what hookclient sends, then its deadline
            hook.sendall(
                b"POST /call HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + f"Authorization: Bearer {info.secret}\r\nContent-Length: {len(body)}\r\n\r\n".encode()
                + body
            )
            time.sleep(0.5)
        flaky.resume.set()
        for _ in range(100):  # until the owner has dealt with the answer nobody read
            answer = owner.prompt_context(ALICE, asked)
            if answer.session_pack:
                break
            time.sleep(0.05)
        else:
            raise AssertionError("the session's next prompts never brought its pack")
        assert answer.markdown.startswith("# OpenBrain memories for this session") and fact in answer.markdown
        assert not owner.prompt_context(ALICE, asked).session_pack  # and then once a session
    finally:
        owner.close()


def test_brains_started_at_the_same_moment_settle_on_one_owner(tmp_path: Path):
    settings = Settings(data_dir=tmp_path / "brain", owner_wait=60)
    brains: list[SharedBrain] = []
    threads = [threading.Thread(target=lambda: brains.append(SharedBrain(settings))) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    try:
        assert len(brains) == 3 and sum(brain.is_owner for brain in brains) == 1
        stored = [
            brain.remember(ALICE, {"content": f"Fact {n}.", "type": "observation"}) for n, brain in enumerate(brains)
        ]
        listed = brains[0].list_memories(ALICE, {})
        assert {m.id for m in listed.memories} == {result.id for result in stored}
    finally:
        for brain in brains:
            brain.close()


def test_a_stale_owner_file_from_a_dead_owner_is_ignored(tmp_path: Path):
    data_dir = tmp_path / "brain"
    data_dir.mkdir()
    OwnerInfo(pid=999999, port=free_port(), secret="old", version="0.0.1").write(data_dir)
    brain = SharedBrain(Settings(data_dir=data_dir, owner_wait=5))
    try:
        assert brain.is_owner
        info = OwnerInfo.read(data_dir)
        assert info is not None and info.pid == os.getpid() and info.secret != "old"
    finally:
        brain.close()


def test_a_lock_holder_that_serves_nothing_makes_others_wait_then_fail_clearly(tmp_path: Path):
    lock = OwnerLock.try_acquire(tmp_path)
    assert lock is not None
    try:
        with pytest.raises(Unavailable, match="no OpenBrain there answers"):
            SharedBrain(Settings(data_dir=tmp_path, owner_wait=0.3))
    finally:
        lock.release()
    brain = SharedBrain(Settings(data_dir=tmp_path, owner_wait=0.3))
    assert brain.is_owner
    brain.close()


@pytest.mark.anyio
async def test_two_stdio_clients_share_one_brain_and_it_survives_the_first_leaving(tmp_path: Path):
    data_dir = tmp_path / "brain"
    env = {"workspace": "ws-stdio"}
    async with anyio.create_task_group() as tasks:
        held_first = await HeldClient.open(
            tasks, stdio_params(data_dir, agent_id="session-1", **env), read_timeout_seconds=120
        )
        first = held_first.client
        mine = await call(first, "brain_remember", content="The flaky test is test_upload_resume.", type="bug")
        held_second = await HeldClient.open(
            tasks, stdio_params(data_dir, agent_id="session-2", **env), read_timeout_seconds=120
        )
        second = held_second.client
        found = await call(second, "brain_recall", query="which test is flaky?")
        assert found["results"][0]["id"] == mine["id"] and found["results"][0]["agent_id"] == "session-1"
        history = await call(second, "brain_get", id=mine["id"])  # every tool works through the owner
        assert history["memory"]["content"] == "The flaky test is test_upload_resume."
        pack = await call(second, "brain_context", task="fix the flaky upload test")
        assert mine["id"] in pack["included"]

        stored: dict[str, str] = {}

        async def remember(client: Client, key: str, content: str) -> None:
            stored[key] = (await call(client, "brain_remember", content=content, type="decision"))["id"]

        async with anyio.create_task_group() as both:  # both sessions write at the same moment
            both.start_soon(remember, first, "one", "Use Postgres 16 for the new billing service.")
            both.start_soon(remember, second, "two", "Release branches are cut every second Monday.")
        from_first = await call(first, "brain_recall", query="when are release branches cut?")
        from_second = await call(second, "brain_recall", query="which Postgres version for billing?")
        assert from_first["results"][0]["id"] == stored["two"]
        assert from_first["results"][0]["agent_id"] == "session-2"
        assert from_second["results"][0]["id"] == stored["one"]

        owner = OwnerInfo.read(data_dir)
        assert owner is not None
        os.kill(owner.pid, signal.SIGKILL)  # the owning session dies without a chance to clean up
        listed = await call(second, "brain_list", limit=10)  # the second session takes ownership over
        assert {m["id"] for m in listed["memories"]} == {mine["id"], stored["one"], stored["two"]}
        async with Client(stdio_params(data_dir, agent_id="session-3", **env), read_timeout_seconds=120) as third:
            again = await call(third, "brain_recall", query="flaky upload test")
        assert again["results"][0]["id"] == mine["id"]
        await held_second.close()
        await held_first.close()


@pytest.mark.anyio
async def test_a_new_user_s_stdio_clients_the_cli_and_an_http_client_all_share_one_brain(tmp_path: Path):
    """The README's path: `openbrain serve` on stdio, a second stdio client, a token, an HTTP client."""
    data_dir = tmp_path / "brain"
    env = {"workspace": "ws-demo"}
    port = free_port()
    async with (
        Client(stdio_params(data_dir, agent_id="claude-code", **env), read_timeout_seconds=120) as first,
        Client(stdio_params(data_dir, agent_id="claude-desktop", **env), read_timeout_seconds=120) as second,
    ):
        one = await call(first, "brain_remember", content="Our API rate limit is 100 requests/s.", type="decision")
        two = await call(second, "brain_remember", content="The mobile app pins TLS certs.", type="architecture")

        cli_stored = cli_json(data_dir, "remember", "Nightly backups run at 02:00 UTC.", "--type", "convention", **env)
        status = cli_json(data_dir, "status", **env)
        assert status["served_by"].startswith("process ") and "owner of" in status["served_by"]
        assert status["workspace_memories"]["live"] == 3
        created = run_cli(data_dir, "token", "create", "--workspace", "ws-demo", "--agent", "web-agent")
        token = created.stdout.strip()
        assert token.startswith("obt_") and "shown only now" in created.stderr

        server = subprocess.Popen(
            [sys.executable, "-m", "openbrain", "serve", "--transport", "http", "--port", str(port)],
            env=openbrain_env(data_dir, **env),
            cwd=REPO,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            base = f"http://127.0.0.1:{port}"
            await anyio.to_thread.run_sync(lambda: wait_for_http(f"{base}/healthz", process=server))
            async with http_client(base, token) as web:
                recalled = await call(web, "brain_recall", query="what is the API rate limit?")
                three = await call(web, "brain_remember", content="Feature flags live in Unleash.", type="decision")
            ready = httpx.get(f"{base}/readyz", timeout=30).json()
        finally:
            server.send_signal(signal.SIGTERM)  # as `docker stop` does: a clean exit, the data dir released
            _, stderr = server.communicate(timeout=60)
        assert server.returncode == 0, stderr.decode()
        assert f"web view at {base}/ui, MCP at {base}/mcp, REST API at {base}/v1" in stderr.decode()  # where to go
        assert recalled["results"][0]["id"] == one["id"]
        assert ready["status"] == "ready"

        from_stdio = await call(first, "brain_recall", query="where do feature flags live?")
        assert from_stdio["results"][0]["id"] == three["id"]
        listed = cli_json(data_dir, "list", **env)
    agents = {m["id"]: m["agent_id"] for m in listed["memories"]}
    assert agents == {
        one["id"]: "claude-code",
        two["id"]: "claude-desktop",
        cli_stored["id"]: "local-agent",
        three["id"]: "web-agent",
    }


def test_a_write_whose_answer_was_lost_with_its_owner_answers_as_it_did_at_the_next_owner(tmp_path: Path):
    from openbrain.serve.local import OwnerLost

    settings = Settings(data_dir=tmp_path / "brain", owner_wait=10)
    first = SharedBrain(settings)
    second = SharedBrain(settings)
    try:
        remote = second._remote
        assert remote is not None
        forward = remote.call

        def write_then_die(op, *args, **kwargs):  # the owner writes, then dies before its answer arrives
            forward(op, *args, **kwargs)
            first.close()
            raise OwnerLost("connection closed mid-answer")

        remote.call = write_then_die  # type: ignore[method-assign]
        stored = second.remember(BOB, {"content": "Hotfixes go out from the release branch.", "type": "convention"})
        assert second.is_owner  # it took over, and sent the same call, with the same key, to itself
        assert not stored.duplicate and stored.message == "Stored."  # what the first owner had answered
        assert [m.id for m in second.list_memories(BOB, {}).memories] == [stored.id]  # written once
    finally:
        first.close()
        second.close()
