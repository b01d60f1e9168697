"""OpenBrain killed with SIGKILL in the middle of a stream of writes, twice: after a restart and a reconcile,
every acknowledged write is stored and recallable, no vector exists for a memory that is not live, and no
memory is stored twice.

The client speaks MCP's JSON-RPC over the server's stdin and stdout by hand, so that it can keep several
writes in flight (pipelined) and kill the process while they are.
"""

import json
import random
import signal
import subprocess
import sys
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mcp.types import LATEST_PROTOCOL_VERSION

from openbrain.core.config import Settings
from openbrain.core.models import Caller
from openbrain.engine.build import build_service, close_service
from serving import REPO, openbrain_env
from streams import distinct_fact

WORKSPACE, AGENT = "ws-crash", "crash-agent"
CALLER = Caller(workspace_id=WORKSPACE, agent_id=AGENT)


class RawStdioServer:
    """`python -m openbrain serve` with JSON-RPC lines written and read by hand."""

    def __init__(self, data_dir: Path) -> None:
        self.stderr = (data_dir.parent / f"serve-{uuid.uuid4().hex[:6]}.log").open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "openbrain", "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.stderr,
            # The server itself owns the data, so that the kill crashes what holds it (no resident owner).
            env=openbrain_env(data_dir, workspace=WORKSPACE, agent_id=AGENT, hooks__start_owner="false"),
            cwd=REPO,
        )
        self.responses: dict[int, dict[str, Any]] = {}
        self.changed = threading.Condition()
        self.next_id = 0
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            message = json.loads(line)  # anything but JSON-RPC on stdout would be a defect of its own
            if "id" in message and ("result" in message or "error" in message):
                with self.changed:
                    self.responses[message["id"]] = message
                    self.changed.notify_all()

    def send(self, method: str, params: dict[str, Any], *, notify: bool = False) -> int:
        message: dict[str, Any] = {"jsonrpc": "2.0", "method": method, "params": params}
        request_id = -1
        if not notify:
            request_id = self.next_id
            self.next_id += 1
            message["id"] = request_id
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(message).encode() + b"\n")
        self.process.stdin.flush()
        return request_id

    def wait(self, request_id: int, timeout: float) -> dict[str, Any]:
        with self.changed:
            if not self.changed.wait_for(lambda: request_id in self.responses, timeout=timeout):
                raise AssertionError(f"no answer to request {request_id} within {timeout} s")
            return self.responses.pop(request_id)

    def initialize(self) -> None:
        params = {
            "protocolVersion": LATEST_PROTOCOL_VERSION,
            "capabilities": {},
            "clientInfo": {"name": "crash-test", "version": "1"},
        }
        answer = self.wait(self.send("initialize", params), timeout=180)
        assert "result" in answer, answer
        self.send("notifications/initialized", {}, notify=True)

    def call_tool(self, name: str, arguments: dict[str, Any]) -> int:
        return self.send("tools/call", {"name": name, "arguments": arguments})

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)
        self.stderr.close()


@dataclass
class Ledger:
    """What the client was told, and what it sent without an answer."""

    contents: dict[uuid.UUID, str] = field(default_factory=dict)  # every acknowledged memory
    live: set[uuid.UUID] = field(default_factory=set)  # acknowledged and not retired by an acknowledged write
    retired: dict[uuid.UUID, str] = field(default_factory=dict)  # id -> "forgotten" | "superseded by <id>"
    unanswered: list[dict[str, Any]] = field(default_factory=list)  # writes in flight when the process died
    uncertain: set[uuid.UUID] = field(default_factory=set)  # targets of unanswered forgets and supersedes
    sent_contents: set[str] = field(default_factory=set)
    counter: int = 0

    def stable_live(self) -> list[uuid.UUID]:
        return sorted(self.live - self.uncertain)


def stream(server: RawStdioServer, ledger: Ledger, rng: random.Random, acks: int, window: int = 8) -> None:
    """Keep ``window`` writes in flight until ``acks`` of them were answered; return with the rest in flight."""
    in_flight: dict[int, dict[str, Any]] = {}
    targeted: set[uuid.UUID] = set()
    answered = 0
    deadline = time.monotonic() + 180
    while answered < acks:
        while len(in_flight) < window:
            op = next_write(ledger, rng, targeted)
            in_flight[server.call_tool(op["tool"], op["args"])] = op
        with server.changed:
            server.changed.wait_for(lambda: any(i in server.responses for i in in_flight), timeout=5)
            answers = {i: server.responses.pop(i) for i in list(in_flight) if i in server.responses}
        assert time.monotonic() < deadline, "the stream made no progress"
        for request_id, answer in answers.items():
            op = in_flight.pop(request_id)
            record(ledger, op, answer)
            targeted.discard(op.get("target"))  # type: ignore[arg-type]
            answered += 1
    ledger.unanswered += in_flight.values()
    ledger.uncertain |= {op["target"] for op in in_flight.values() if op.get("target")}


def next_write(ledger: Ledger, rng: random.Random, targeted: set[uuid.UUID]) -> dict[str, Any]:
    candidates = [mid for mid in ledger.stable_live() if mid not in targeted]
    kind = rng.random()
    if candidates and kind < 0.15:
        target = rng.choice(candidates)
        targeted.add(target)
        return {"tool": "brain_forget", "args": {"id": str(target), "reason": "crash test"}, "target": target}
    ledger.counter += 1
    content = distinct_fact(ledger.counter, "c")
    ledger.sent_contents.add(content)
    args = {"content": content, "type": "observation", "project": "crash"}
    if candidates and kind < 0.35:
        target = rng.choice(candidates)
        targeted.add(target)
        return {"tool": "brain_remember", "args": {**args, "supersedes": str(target)}, "target": target}
    return {"tool": "brain_remember", "args": args}


def record(ledger: Ledger, op: dict[str, Any], answer: dict[str, Any]) -> None:
    result = answer.get("result") or {}
    assert not result.get("isError") and "error" not in answer, answer
    data = result["structuredContent"]
    if op["tool"] == "brain_forget":
        ledger.live.discard(op["target"])
        ledger.retired[op["target"]] = "forgotten"
        return
    assert data["duplicate"] is False, data
    new = uuid.UUID(data["id"])
    ledger.contents[new] = op["args"]["content"]
    ledger.live.add(new)
    if op.get("target"):
        ledger.live.discard(op["target"])
        ledger.retired[op["target"]] = f"superseded by {new}"


def test_openbrain_killed_mid_stream_loses_no_acknowledged_write_and_stores_nothing_twice(tmp_path: Path):
    data_dir = tmp_path / "brain"
    ledger = Ledger()
    rng = random.Random(7)
    for _ in range(2):  # two crashes, the second one in the process that recovered from the first
        server = RawStdioServer(data_dir)
        try:
            server.initialize()
            stream(server, ledger, rng, acks=40)
        finally:
            server.kill()
    assert ledger.unanswered, "the kill should land with writes in flight"

    settings = Settings(data_dir=data_dir, workspace=WORKSPACE, agent_id=AGENT)
    service = build_service(settings)
    try:
        service.start()  # what a restarted server does first: reconcile the whole index
        rows = {m.id: m for m in all_memories(service)}

        # Every acknowledged write is stored, as acknowledged.
        for mid, content in ledger.contents.items():
            assert rows[mid].content == content
        for mid in ledger.live - ledger.uncertain:
            assert rows[mid].deleted_at is None
        for mid, reason in ledger.retired.items():
            assert rows[mid].deleted_at is not None
            assert rows[mid].deleted_reason == ("crash test" if reason == "forgotten" else reason)
        # A write in flight at the kill took effect entirely or not at all.
        for mid in ledger.uncertain:
            reason = rows[mid].deleted_reason
            if reason is not None and reason != "crash test":
                successor = rows[uuid.UUID(reason.removeprefix("superseded by "))]
                assert successor.supersedes_id == mid and successor.content in ledger.sent_contents
        # Nothing is stored twice, and nothing the client did not send is stored.
        contents = [m.content for m in rows.values()]
        assert len(contents) == len(set(contents))
        assert set(contents) <= ledger.sent_contents
        # No vector for a memory that is not live; a vector for every live one.
        live = {mid for mid, m in rows.items() if m.deleted_at is None}
        assert set(service.index.iter_ids(service.profile)) == live
        # Recallable: by its words, and by its meaning.
        for mid in ledger.stable_live():
            token = ledger.contents[mid].split(":")[0]
            found = service.recall(CALLER, {"query": token, "mode": "hybrid", "top_k": 3})
            assert mid in [hit.id for hit in found.results] and not found.degraded
        for mid in ledger.stable_live()[:10]:
            meaning = ledger.contents[mid].split(": ", 1)[1]
            found = service.recall(CALLER, {"query": meaning, "mode": "semantic", "top_k": 1})
            assert [hit.id for hit in found.results] == [mid]
    finally:
        close_service(service)


def all_memories(service) -> list:  # type: ignore[no-untyped-def]
    memories, cursor = [], None
    while True:
        page = service.list_memories(CALLER, {"limit": 200, "cursor": cursor, "include_deleted": True})
        memories += page.memories
        if not (cursor := page.next_cursor):
            return memories
