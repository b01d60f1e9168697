"""The operator's commands (export, import, purge, reindex) through the real Typer app, and through the process
that owns an embedded data directory while a server runs on it."""

import json
import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from fakes import FakeOllama, running_ollama
from openbrain.cli.commands import app
from openbrain.core.config import Settings
from openbrain.core.models import Caller
from openbrain.engine.build import build_service, close_service
from serving import call, run_cli, stdio_params
from streams import distinct_fact

Invoke = Callable[..., Any]


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in [n for n in os.environ if n.startswith("OPENBRAIN_") and "TEST" not in n]:
        monkeypatch.delenv(name)


def runner_for(data_dir: Path, **settings: str) -> Invoke:
    env = {"OPENBRAIN_DATA_DIR": str(data_dir), "OPENBRAIN_WORKSPACE": "ws-ops", "OPENBRAIN_AGENT_ID": "human"}
    env.update({f"OPENBRAIN_{key.upper()}": value for key, value in settings.items()})
    runner = CliRunner()

    def invoke(*args: str, input: str | None = None, code: int = 0) -> Any:
        result = runner.invoke(app, list(args), env=env, input=input)
        assert result.exit_code == code, (result.output, result.stderr, result.exception)
        return result

    return invoke


def test_export_import_and_purge_from_the_command_line(clean_env, tmp_path: Path):
    cli = runner_for(tmp_path / "a")
    ids = [
        json.loads(cli("remember", text, "--type", "decision", "--json").stdout)["id"]
        for text in ("Builds run on Ubuntu 24.04.", "The API rate limit is 100 requests/s.", "Alice is on call.")
    ]

    to_file = tmp_path / "backup.jsonl"
    assert "exported 3 memories of workspace 'ws-ops'" in cli("export", "-o", str(to_file)).stderr
    to_stdout = cli("export")
    assert "openbrain-export-" not in to_stdout.stderr  # no temporary path that is gone by the time it is read
    streamed = to_stdout.stdout.splitlines()
    assert json.loads(streamed[0])["workspace"] == "ws-ops" and len(streamed) == 5
    assert [json.loads(line)["id"] for line in streamed[1:-1]] == [
        json.loads(line)["id"] for line in to_file.read_text().splitlines()[1:-1]
    ]

    other = runner_for(tmp_path / "b")
    assert "3 memories added, 0 already stored, 0 skipped" in other("import", str(to_file)).stdout
    assert "0 memories added, 3 already stored" in other("import", "-", input=to_file.read_text()).stdout
    found = json.loads(other("recall", "what OS do builds use?", "--json").stdout)
    assert found["results"][0]["id"] == ids[0] and not found["degraded"]  # vectors were rebuilt on import
    elsewhere = runner_for(tmp_path / "b", workspace="ws-elsewhere")("import", str(to_file))
    assert "0 memories added, 3 already stored" in elsewhere.stdout
    assert "holds memories of workspace ws-ops" in elsewhere.stderr and "OPENBRAIN_WORKSPACE=ws-ops" in elsewhere.stderr
    assert "note:" not in other("import", str(to_file)).stderr  # said only when the session reads another one

    with_vectors = tmp_path / "with-vectors.jsonl"
    cli("export", "--vectors", "-o", str(with_vectors))
    assert json.loads(with_vectors.read_text().splitlines()[0])["version"] == 2
    third = runner_for(tmp_path / "c")
    restored = third("import", str(with_vectors), "--json")
    assert json.loads(restored.stdout)["import"]["indexed"] == 3 and json.loads(restored.stdout)["reconcile"] is None
    assert json.loads(third("recall", "what OS do builds use?", "--json").stdout)["results"][0]["id"] == ids[0]

    declined = cli("purge", ids[2], "--reason", "left the company", input="n\n", code=1)
    assert "cannot be undone" in declined.output
    assert "--reason is required" in cli("purge", ids[2], code=1).stderr
    report = json.loads(cli("purge", ids[2], "--reason", "left the company", "--by", "dpo", "--yes", "--json").stdout)
    assert report["purged"] == [ids[2]] and report["vectors_removed"]
    shown = json.loads(cli("show", ids[2], "--json").stdout)
    assert shown["content"] == "" and shown["deleted_reason"] == "purged" and shown["deleted_by"] == "dpo"
    missing = str(uuid.uuid4())
    assert (
        f"{missing} is not a memory of workspace 'ws-ops'"
        in cli("purge", missing, "--reason", "x", "-y", code=1).stderr
    )
    assert "not a memory id" in cli("purge", "nope", "--reason", "x", "-y", code=1).stderr


@pytest.fixture
def ollama() -> Iterator[FakeOllama]:
    with running_ollama() as fake:
        yield fake


def test_reindex_switches_the_embedding_model_with_a_progress_bar_and_drops_the_old_vectors(
    clean_env, tmp_path: Path, ollama: FakeOllama
):
    data_dir = tmp_path / "brain"
    old = {"embedding__provider": "ollama", "embedding__ollama_url": ollama.url, "embedding__model": "nomic-embed-text"}
    new = {**old, "embedding__model": "all-minilm"}
    service = build_service(
        Settings(data_dir=data_dir, **{"embedding": {"provider": "ollama", "ollama_url": ollama.url}})
    )
    try:
        for i in range(30):
            service.remember(
                Caller(workspace_id="ws-ops", agent_id="seed"), {"content": distinct_fact(i), "type": "research"}
            )
    finally:
        close_service(service)
    cli = runner_for(data_dir, **new)

    status = json.loads(cli("reindex", "--status").stdout)
    assert status["active"] == "ollama:nomic-embed-text:768" and "openbrain reindex" in status["problem"]
    result = cli("reindex", "--batch-size", "4")
    assert "all-minilm (ollama, 384 dimensions) is now the active profile" in result.stdout
    assert "reindex" in result.stderr and "30/30" in result.stderr  # the progress bar, on stderr
    assert "`openbrain reindex --drop-old` removes them" in result.stderr
    vectors = data_dir / "vectors"
    assert {p.name for p in vectors.iterdir()} == {"openbrain_nomic-embed-text_768_v2", "openbrain_all-minilm_384_v2"}

    dropped = cli("reindex", "--drop-old")
    assert "nothing to reindex" in dropped.stdout and "Removed openbrain_nomic-embed-text_768" in dropped.stdout
    assert {p.name for p in vectors.iterdir()} == {"openbrain_all-minilm_384_v2"}
    found = json.loads(cli("recall", distinct_fact(12), "--json").stdout)
    assert not found["degraded"] and distinct_fact(12) == found["results"][0]["content"]
    # A process still configured for the old model stores without vectors, and says what to do.
    back = json.loads(runner_for(data_dir, **old)("remember", "Written with the old model.", "--json").stdout)
    assert not back["indexed"] and "openbrain reindex" in back["message"]


@pytest.mark.anyio
async def test_operator_commands_run_in_the_server_that_owns_the_data_directory(tmp_path: Path):
    from mcp import Client

    data_dir = tmp_path / "brain"
    settings = {"workspace": "ws-ops", "agent_id": "agent"}
    async with Client(stdio_params(data_dir, **settings), read_timeout_seconds=120) as client:
        stored = await call(client, "brain_remember", content="The VPN certificate expires in May.", type="bug")
        path = tmp_path / "owner.jsonl"
        exported = run_cli(data_dir, "export", "-o", str(path), **settings)
        assert "exported 1 memories" in exported.stderr and stored["id"] in path.read_text()
        purged = json.loads(
            run_cli(data_dir, "purge", stored["id"], "--reason", "x", "--yes", "--json", **settings).stdout
        )
        assert purged["purged"] == [stored["id"]]
        listed = await call(client, "brain_list", include_deleted=True)
        assert [(m["id"], m["content"]) for m in listed["memories"]] == [(stored["id"], "")]
        status = json.loads(run_cli(data_dir, "reindex", "--status", **settings).stdout)
        assert status["active"] == status["configured"]
