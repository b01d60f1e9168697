"""OpenBrain as OpenClaw's memory, against a real OpenClaw gateway (npm openclaw 2026.9.6 on Node 24).

One stack for the module: a real `openbrain serve --transport http` process, a stand-in OpenAI-compatible model
(tests/fakes/model_server.py: it records what the model is shown) and `openclaw gateway run` with the plugin of
integrations/openclaw linked into its memory slot, two agents each with its own OpenBrain token. Turns go through
the gateway's `POST /v1/chat/completions`, tools through `POST /tools/invoke`.

`.ci/run` installs Node 24 and openclaw and sets OPENBRAIN_TEST_OPENCLAW_BIN (the folder holding `node` and
`openclaw`); without it the module is skipped with its reason.
"""

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from fakes.model_server import ModelServer
from serving import REPO, openbrain_env

BIN = os.environ.get("OPENBRAIN_TEST_OPENCLAW_BIN", "")
PLUGIN = REPO / "integrations" / "openclaw"
GATEWAY_TOKEN = "gateway-test-token"
LOCAL_LINE = "The staging cluster restarts every Sunday at 03:00 UTC."

needs_openclaw = pytest.mark.skipif(
    not (BIN and (Path(BIN) / "openclaw").exists()),
    reason="OPENBRAIN_TEST_OPENCLAW_BIN is unset: .ci/run installs Node 24 and openclaw and sets it",
)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for(check: Callable[[], Any], timeout: float, what: str) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            value = check()
        except (httpx.HTTPError, OSError):
            value = None
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"{what} did not happen within {timeout} s")


class Stack:
    """The processes of one test module and the clients to drive them."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.data_dir = root / "brain"
        self.brain_port = free_port()
        self.gateway_port = free_port()
        self.brain_url = f"http://127.0.0.1:{self.brain_port}"
        self.model = ModelServer().start()
        self.tokens: dict[str, str] = {}
        self.brain: subprocess.Popen | None = None
        self.gateway: subprocess.Popen | None = None
        self.memory_file = root / "MEMORY.md"
        self.memory_file.write_text(f"# Memory\n\n- {LOCAL_LINE}\n")
        env = dict(os.environ)
        env["PATH"] = f"{BIN}:{env['PATH']}"
        env.update(OPENCLAW_STATE_DIR=str(root / "openclaw"), OPENCLAW_CONFIG_PATH=str(root / "openclaw.json"),
                   OPENCLAW_DISABLE_BONJOUR="1", HOME=str(root / "home"))  # fmt: skip
        self.claw_env = env

    # -- OpenBrain ---------------------------------------------------------------------------------------------

    def create_tokens(self) -> None:
        for agent, workspace in (("agent-a", "team-a"), ("agent-b", "team-b")):
            done = subprocess.run(
                [sys.executable, "-m", "openbrain", "token", "create", "--workspace", workspace, "--agent", agent,
                 "--json"], env=openbrain_env(self.data_dir), capture_output=True, text=True, timeout=120, check=True,
            )  # fmt: skip
            self.tokens[agent] = json.loads(done.stdout)["token"]

    def start_brain(self) -> None:
        log = open(self.root / "openbrain.log", "ab")  # noqa: SIM115 (the process keeps it)
        self.brain = subprocess.Popen(
            [sys.executable, "-m", "openbrain", "serve", "--transport", "http", "--port", str(self.brain_port)],
            env=openbrain_env(self.data_dir), stdout=log, stderr=log, cwd=REPO,
        )  # fmt: skip
        wait_for(lambda: httpx.get(f"{self.brain_url}/healthz", timeout=2).status_code == 200, 120, "OpenBrain start")

    def stop_brain(self) -> None:
        if self.brain is not None:
            self.brain.terminate()
            self.brain.wait(timeout=60)
            self.brain = None

    def rest(self, agent: str) -> httpx.Client:
        return httpx.Client(base_url=self.brain_url, headers={"Authorization": f"Bearer {self.tokens[agent]}"},
                            timeout=30)  # fmt: skip

    # -- OpenClaw ----------------------------------------------------------------------------------------------

    def configure(self) -> None:
        config = {
            "gateway": {
                "port": self.gateway_port, "bind": "loopback", "mode": "local",
                "auth": {"mode": "token", "token": GATEWAY_TOKEN},
                "http": {"endpoints": {"chatCompletions": {"enabled": True}}},
            },
            "models": {"mode": "merge", "providers": {"standin": {
                "baseUrl": self.model.url, "apiKey": "none", "api": "openai-completions",
                "models": [{"id": "stand-in", "name": "Stand-in", "reasoning": False, "input": ["text"],
                            "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0},
                            "contextWindow": 32000, "maxTokens": 1000}],
            }}},
            "agents": {"defaults": {"model": {"primary": "standin/stand-in"}},
                       "list": [{"id": "agent-a", "default": True}, {"id": "agent-b"}]},
            "plugins": {"slots": {"memory": "openbrain"}, "entries": {"openbrain": {
                "enabled": True,
                "hooks": {"allowConversationAccess": True},
                "config": {
                    "url": self.brain_url,
                    "agents": {"agent-a": {"token": "${OB_TOKEN_A}"}, "agent-b": {"token": "${OB_TOKEN_B}"}},
                    "memoryFile": str(self.memory_file),
                    "queueDir": str(self.root / "queue"),
                    "recallTimeoutMs": 1500,
                },
            }}},
        }  # fmt: skip
        (self.root / "openclaw.json").write_text(json.dumps(config, indent=2))
        self.claw_env.update(OB_TOKEN_A=self.tokens["agent-a"], OB_TOKEN_B=self.tokens["agent-b"])
        openclaw = str(Path(BIN) / "openclaw")
        done = subprocess.run(
            [openclaw, "plugins", "install", "--link", str(PLUGIN), "--force", "--accept-capabilities"],
            env=self.claw_env,
            capture_output=True,
            text=True,
            timeout=300,
            cwd=self.root,
        )
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]

    def start_gateway(self) -> None:
        for attempt in range(3):
            log = open(self.root / "gateway.log", "ab")  # noqa: SIM115
            self.gateway = subprocess.Popen(
                [str(Path(BIN) / "openclaw"), "gateway", "run"], env=self.claw_env, stdout=log, stderr=log,
                cwd=self.root, start_new_session=True,
            )  # fmt: skip

            def ready() -> bool:
                assert self.gateway is not None and self.gateway.poll() is None, self.log_tail("gateway.log")
                response = httpx.get(f"{self.gateway_url}/v1/models", headers=self.gateway_auth, timeout=5)
                return response.status_code == 200

            try:
                wait_for(ready, 240, "the gateway's start")
                return
            except AssertionError:
                # The port picked free was taken meanwhile (another connection's ephemeral port): pick another.
                if attempt == 2 or "EADDRINUSE" not in self.log_tail("gateway.log"):
                    raise
                self.stop_gateway()
                self.gateway_port = free_port()
                self.configure()

    def stop_gateway(self) -> None:
        if self.gateway is not None:
            try:
                os.killpg(self.gateway.pid, signal.SIGKILL)  # its graceful stop budget is minutes long
            except ProcessLookupError:  # it had exited (a failed start)
                pass
            self.gateway.wait(timeout=30)
            self.gateway = None

    @property
    def gateway_url(self) -> str:
        return f"http://127.0.0.1:{self.gateway_port}"

    @property
    def gateway_auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {GATEWAY_TOKEN}"}

    def turn(self, agent: str, text: str, *, timeout: float = 120) -> tuple[dict[str, Any], dict[str, Any]]:
        """One chat turn through the gateway: its answer, and what the model was shown for it."""
        seen = len(self.model.requests)
        response = httpx.post(
            f"{self.gateway_url}/v1/chat/completions", headers=self.gateway_auth, timeout=timeout,
            json={"model": f"openclaw/{agent}", "messages": [{"role": "user", "content": text}]},
        )  # fmt: skip
        assert response.status_code == 200, response.text[:2000]
        shown = [r for r in self.model.requests[seen:] if r.get("messages")]
        assert shown, "the model was never called"
        return response.json(), shown[0]

    def tool(self, agent: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
        response = httpx.post(
            f"{self.gateway_url}/tools/invoke", headers=self.gateway_auth, timeout=60,
            json={"tool": name, "agentId": agent, "args": args},
        )  # fmt: skip
        return response.json()

    def log_tail(self, name: str) -> str:
        path = self.root / name
        return path.read_text(errors="replace")[-3000:] if path.exists() else ""


def system_text(request: dict[str, Any]) -> str:
    parts = []
    for message in request["messages"]:
        if message.get("role") in ("system", "developer"):
            content = message.get("content")
            parts.append(content if isinstance(content, str) else json.dumps(content))
    return "\n".join(parts)


def user_text(request: dict[str, Any]) -> str:
    return "\n".join(
        m["content"] if isinstance(m.get("content"), str) else json.dumps(m.get("content"))
        for m in request["messages"]
        if m.get("role") == "user"
    )


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    stack = Stack(tmp_path_factory.mktemp("openclaw"))
    started = time.monotonic()
    try:
        stack.create_tokens()
        stack.start_brain()
        stack.configure()
        stack.start_gateway()
        print(f"OpenClaw stack ready in {time.monotonic() - started:.0f} s", file=sys.stderr)
        yield stack
    finally:
        stack.stop_gateway()
        stack.stop_brain()
        stack.model.shutdown()


@needs_openclaw
def test_recall_reaches_the_system_context_of_the_agent_it_belongs_to_only(stack: Stack) -> None:
    with stack.rest("agent-a") as a:
        note = "The checkout test flakes because the payment sandbox times out after 2 s; raise its timeout to 10 s."
        stored = a.post("/v1/remember", json={"content": note, "type": "bug"})
        assert stored.status_code == 200
    answer, shown = stack.turn("agent-a", "Why does the checkout test flake in CI?")
    assert answer["choices"][0]["message"]["content"]
    system = system_text(shown)
    assert "<openbrain-memory>" in system and "payment sandbox" in system
    assert "  > The checkout test flakes because the payment sandbox" in system  # quoted as data
    assert "payment sandbox" not in user_text(shown)  # never in the user turn
    # Agent B has a token of its own (another workspace): A's memory never reaches it.
    _, shown_b = stack.turn("agent-b", "Why does the checkout test flake in CI?")
    assert "payment sandbox" not in json.dumps(shown_b)


@needs_openclaw
def test_the_memory_tools_round_trip_with_the_agents_own_identity(stack: Stack) -> None:
    decision = {"text": "Decision: deploys use blue-green switches.", "type": "decision"}
    stored = stack.tool("agent-a", "memory_store", decision)
    assert stored.get("ok") is True, stored
    details = stored["result"]["details"]
    found = stack.tool("agent-a", "memory_recall", {"query": "how do we deploy? blue-green"})
    assert found.get("ok") is True and details["id"] in json.dumps(found["result"])
    with stack.rest("agent-a") as a:
        memory = a.get(f"/v1/memories/{details['id']}").json()["memory"]
    assert memory["agent_id"] == "agent-a"  # from the agent's token, never from the model
    correction = {"id": details["id"], "text": "Decision: deploys use canaries.", "type": "decision"}
    corrected = stack.tool("agent-a", "memory_correct", correction)
    assert corrected.get("ok") is True and corrected["result"]["details"]["supersedes"] == details["id"]
    gone = stack.tool("agent-a", "memory_forget", {"id": corrected["result"]["details"]["id"], "reason": "test"})
    assert gone.get("ok") is True
    elsewhere = stack.tool("agent-b", "memory_recall", {"query": "how do we deploy? blue-green canaries"})
    assert details["id"] not in json.dumps(elsewhere)
    refused = stack.tool("agent-a", "memory_forget", {"id": "not-an-id", "reason": "test"})
    assert "Error: OpenBrain refused the forget" in json.dumps(refused) and "valid UUID" in json.dumps(refused)


@needs_openclaw
def test_a_turn_is_captured_after_it_ends(stack: Stack) -> None:
    stack.turn("agent-a", "Decision: we rotate the deploy keys every 90 days, starting in January.")

    def captured() -> bool:
        with stack.rest("agent-a") as a:
            memories = a.get("/v1/memories", params={"tags": "auto-captured"}).json()["memories"]
        return any("rotate the deploy keys every 90 days" in m["content"] for m in memories)

    wait_for(captured, 30, "the capture of the turn's decision")


@needs_openclaw
def test_with_openbrain_down_turns_complete_tier_0_answers_and_writes_wait_then_replay(stack: Stack) -> None:
    stack.stop_brain()
    try:
        started = time.monotonic()
        answer, shown = stack.turn("agent-a", "When does the staging cluster restart?")
        assert answer["choices"][0]["message"]["content"]  # the turn went on
        assert LOCAL_LINE in system_text(shown)  # Tier 0: the agent's own memory file
        assert "openbrain: auto-recall answered nothing" in (stack.root / "gateway.log").read_text(errors="replace")
        assert time.monotonic() - started < 60
        local = stack.tool("agent-a", "memory_recall", {"query": "staging cluster restart"})
        assert LOCAL_LINE in json.dumps(local) and "unreachable" in json.dumps(local)
        note = {"text": "Observation: the VPN drops at 17:00.", "type": "observation"}
        queued = stack.tool("agent-a", "memory_store", note)
        assert queued.get("ok") is True and "queued (1 waiting)" in json.dumps(queued)
        queued_at = time.time()
        time.sleep(1.5)
    finally:
        stack.start_brain()
    # The next write replays the queue first, in order; replaying again stores nothing twice.
    after = stack.tool("agent-a", "memory_store", {"text": "Observation: the VPN is fixed.", "type": "observation"})
    assert after.get("ok") is True
    with stack.rest("agent-a") as a:
        memories = a.get("/v1/memories", params={"limit": 50}).json()["memories"]
    vpn = [m for m in memories if m["content"] == "Observation: the VPN drops at 17:00."]
    assert len(vpn) == 1
    written = vpn[0]["created_at"]
    assert abs(__import__("datetime").datetime.fromisoformat(written).timestamp() - queued_at) < 1.5  # its own time
    assert not list((stack.root / "queue").glob("*.jsonl")) or all(
        p.read_text() == "" for p in (stack.root / "queue").glob("*.jsonl")
    )


def test_setup_writes_the_operator_config_and_one_token_per_agent(tmp_path: Path) -> None:
    """Runs without OpenClaw: the command writes openclaw.json's part and the tokens' environment file."""
    from typer.testing import CliRunner

    from openbrain.cli.commands import app

    config = tmp_path / "openclaw.json"
    config.write_text(json.dumps({"gateway": {"port": 18789}, "plugins": {"entries": {"other": {"enabled": True}}}}))
    env = {"OPENBRAIN_DATA_DIR": str(tmp_path / "brain"), "OPENBRAIN_WORKSPACE": "team"}
    done = CliRunner().invoke(
        app, ["openclaw", "setup", "--agent", "main", "--agent", "ops-bot", "--url", "http://127.0.0.1:8765",
              "--config", str(config), "--env-file", str(tmp_path / "openbrain.env")], env=env,
    )  # fmt: skip
    assert done.exit_code == 0, done.output
    written = json.loads(config.read_text())
    assert written["gateway"] == {"port": 18789} and written["plugins"]["entries"]["other"] == {"enabled": True}
    entry = written["plugins"]["entries"]["openbrain"]
    assert written["plugins"]["slots"]["memory"] == "openbrain" and entry["hooks"]["allowConversationAccess"] is True
    assert entry["config"]["agents"] == {"main": {"token": "${OPENBRAIN_TOKEN_MAIN}"},
                                         "ops-bot": {"token": "${OPENBRAIN_TOKEN_OPS_BOT}"}}  # fmt: skip
    env_file = tmp_path / "openbrain.env"
    assert oct(env_file.stat().st_mode & 0o777) == "0o600"
    tokens = dict(line.split("=", 1) for line in env_file.read_text().split())
    assert set(tokens) == {"OPENBRAIN_TOKEN_MAIN", "OPENBRAIN_TOKEN_OPS_BOT"}
    assert "obt_" not in config.read_text()  # secrets stay in the environment file
    listed = CliRunner().invoke(app, ["token", "list", "--json"], env=env)
    agents = {t["agent_id"] for t in json.loads(listed.stdout)}
    assert agents == {"main", "ops-bot"}
