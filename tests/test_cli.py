"""The command line through its real entry point: the Typer app in process (CliRunner) on a real data dir, and
`python -m openbrain` as a subprocess where exit codes and the split of stdout and stderr matter."""

import json
import re
import uuid
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from openbrain.cli.commands import app
from openbrain.core.config import Settings
from openbrain.engine.health import public_settings
from serving import run_cli


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One data dir for the module (the model's graph is built once); each test takes its own workspace."""
    return tmp_path_factory.mktemp("cli") / "brain"


@pytest.fixture
def cli(data_dir: Path, monkeypatch: pytest.MonkeyPatch):
    workspace = f"ws-{uuid.uuid4().hex[:8]}"
    for name in [n for n in __import__("os").environ if n.startswith("OPENBRAIN_") and "TEST" not in n]:
        monkeypatch.delenv(name)
    env = {"OPENBRAIN_DATA_DIR": str(data_dir), "OPENBRAIN_WORKSPACE": workspace, "OPENBRAIN_AGENT_ID": "human"}
    runner = CliRunner()

    def invoke(*args: str, input: str | None = None, code: int = 0) -> Any:
        result = runner.invoke(app, list(args), env=env, input=input)
        assert result.exit_code == code, (result.output, result.stderr, result.exception)
        return result

    invoke.workspace = workspace  # type: ignore[attr-defined]
    return invoke


def as_json(result: Any) -> Any:
    return json.loads(result.stdout)


def test_remember_recall_list_show_and_forget_for_people_and_scripts(cli):
    remember = ["remember", "The CI cache key includes the lockfile hash.", "--type", "convention"]
    first = as_json(cli(*remember, "--tag", "CI", "--project", "web", "--json"))
    assert first["version"] == 1 and first["duplicate"] is False
    piped = cli("remember", "-", "--type", "bug", input="Uploads over 2 GB fail on the staging proxy.\n")
    second_id = piped.stdout.split()[0]
    assert "Stored" in piped.stdout

    recalled = as_json(cli("recall", "why do large uploads fail?", "--json"))
    assert recalled["results"][0]["id"] == second_id and recalled["degraded"] is False
    table = cli("recall", "cache key", "--top-k", "1").stdout
    assert first["id"][:8] in table and "score" in table and second_id[:8] not in table
    assert first["id"] not in table  # tables show an id's first 8 characters, as the README says
    both = as_json(cli("recall", "the cache key and large uploads", "--json"))["results"]
    printed = cli("recall", "the cache key and large uploads").stdout  # wide: a score column; narrow: "score 0.50"
    rows = [line.split("│") for line in printed.splitlines()]
    shown_scores = [float(row[2]) for row in rows if len(row) > 4 and row[1].strip() in {r["id"][:8] for r in both}]
    shown_scores = shown_scores or [float(s) for s in re.findall(r"score (\d\.\d\d)", printed)]
    assert len(shown_scores) == 2 and shown_scores == sorted(shown_scores, reverse=True)  # shown in the list's order
    assert all(0.0 <= s <= 1.0 for s in shown_scores) and [r["score"] for r in both] == sorted(
        (r["score"] for r in both), reverse=True
    )

    listed = as_json(cli("list", "--json"))
    assert [m["id"] for m in listed["memories"]] == [second_id, first["id"]]
    assert [m["id"] for m in as_json(cli("list", "--project", "web", "--json"))["memories"]] == [first["id"]]
    assert [m["id"] for m in as_json(cli("list", "--tag", "ci", "--json"))["memories"]] == [first["id"]]

    shown = as_json(cli("show", first["id"], "--json"))
    assert shown["tags"] == ["ci"] and shown["agent_id"] == "human" and shown["project"] == "web"
    assert "lockfile hash" in cli("show", first["id"]).stdout

    forgotten = cli("forget", second_id, "--reason", "fixed in proxy v2")
    assert forgotten.stdout.startswith(f"forgot {second_id}")
    assert [m["id"] for m in as_json(cli("list", "--json"))["memories"]] == [first["id"]]
    audit = as_json(cli("list", "--include-deleted", "--json"))["memories"]
    assert {m["id"]: m["deleted_reason"] for m in audit} == {second_id: "fixed in proxy v2", first["id"]: None}
    # As of a time before the forget, the forgotten memory was current: list and recall say so.
    then = audit[0]["deleted_at"]
    before = then.replace("Z", "+00:00")
    before = (datetime.fromisoformat(before) - timedelta(microseconds=1)).isoformat()
    assert [m["id"] for m in as_json(cli("list", "--as-of", before, "--json"))["memories"]] == [second_id, first["id"]]
    recalled_then = as_json(cli("recall", "why do large uploads fail?", "--as-of", before, "--json"))
    assert recalled_then["results"][0]["id"] == second_id
    assert "as_of" in cli("list", "--as-of", "2999-01-01T00:00Z", code=1).stderr


def test_a_near_duplicate_is_refused_with_the_flags_that_replace_or_keep_it(cli):
    deploy = "We deploy the billing service with blue-green releases on Kubernetes; never patch pods in place."
    copy = deploy.replace("; never", ". Never")
    first = as_json(cli("remember", deploy, "--type", "decision", "--json"))
    refused = cli("remember", copy, "--type", "decision", code=1)
    assert f"--supersedes {first['id']};" in refused.stderr and "--allow-near-duplicate" in refused.stderr
    assert "supersedes=" not in refused.stderr and "allow_near_duplicate" not in refused.stderr
    replaced = as_json(cli("remember", copy, "--type", "decision", "--supersedes", first["id"], "--json"))
    assert replaced["stored"] and replaced["id"] != first["id"]


def test_recall_takes_a_mode_and_explains_its_scores(cli):
    upload = cli("remember", "Uploads over 2 GB fail on the staging proxy.", "--type", "bug").stdout.split()[0]
    cli("remember", "The CI cache key includes the lockfile hash.", "--type", "convention")
    quick = as_json(cli("recall", "uploads staging proxy", "--mode", "quick", "--explain", "--json"))
    assert quick["results"][0]["id"] == upload and quick["tier"] == "quick"
    assert all(hit["explain"]["dense_rank"] is None for hit in quick["results"])  # words only, no embedding
    lines = cli("recall", "why do large uploads fail?", "--mode", "hybrid", "--explain").stdout.splitlines()
    line = next(line for line in lines if line.startswith(upload))
    assert "meaning #1 cosine" in line and "x confidence" in line and "x recency" in line
    refused = cli("recall", "uploads", "--mode", "fastest", code=2)
    assert "'fastest' is not one of" in refused.stderr


def test_plain_messages_are_one_line_each_when_piped(cli):
    # CliRunner is not a terminal: rich would wrap at 80 columns and break ids and names in two
    agent = "a-rather-long-agent-name-for-the-nightly-ci"
    created = cli("token", "create", "--workspace", cli.workspace, "--agent", agent)
    line = created.stderr.splitlines()[0]
    assert len(line) > 80 and f"agent {agent!r} in workspace" in line
    assert line.endswith("keep it secret:")
    stored = cli("remember", "Release notes are drafted by the on-call engineer every Friday afternoon.", "--type",
                 "convention").stdout.split()[0]  # fmt: skip
    forgot = cli("forget", stored, "--reason", "the release notes are written by the whole team in the retro now")
    assert len(forgot.stdout.splitlines()) == 1 and forgot.stdout.startswith(f"forgot {stored} at ")


def test_tokens_are_printed_once_listed_without_secrets_and_revoked(cli):
    created = cli("token", "create", "--workspace", cli.workspace, "--agent", "ci-bot", "--read-only", "--name", "ci")
    token = created.stdout.strip()
    assert token.startswith("obt_") and "\n" not in token  # stdout carries the token alone, for scripts
    assert "shown only now" in created.stderr
    listed = cli("token", "list", "--workspace", cli.workspace, "--json")
    tokens = as_json(listed)
    assert [(t["agent_id"], t["scope"], t["name"]) for t in tokens] == [("ci-bot", "read", "ci")]
    assert token not in listed.stdout and "obt_" not in listed.stdout
    assert "ci-bot" in cli("token", "list", "--workspace", cli.workspace).stdout
    revoked = cli("token", "revoke", tokens[0]["id"])
    assert f"revoked token {tokens[0]['id']}" in revoked.stdout
    again = cli("token", "revoke", tokens[0]["id"]).stdout
    assert "was already revoked on" in again and "nothing changed" in again
    assert as_json(cli("token", "list", "--workspace", cli.workspace, "--json")) == []
    assert len(as_json(cli("token", "list", "--workspace", cli.workspace, "--include-revoked", "--json"))) == 1
    unknown = cli("token", "revoke", "nope", code=1)
    assert "No token with id 'nope'" in unknown.stderr


def test_status_shows_the_configuration_the_counts_and_each_component(cli, data_dir: Path):
    cli("remember", "Status counts this memory.")
    forgotten = cli("remember", "And forgets this one.", "--json")
    cli("forget", as_json(forgotten)["id"], "--reason", "counted as deleted")
    report = as_json(cli("status", "--json"))
    assert report["workspace"] == cli.workspace and report["agent_id"] == "human"
    assert report["workspace_memories"] == {"live": 1, "episodes": 0, "pending": 0, "deleted": 1, "expired": 0}
    assert report["settings"]["data_dir"] == str(data_dir)
    assert report["settings"]["db"]["url"] == f"sqlite:///{data_dir / 'openbrain.db'}"
    assert report["health"]["status"] == "ready"
    assert {name: c["ok"] for name, c in report["health"]["components"].items()} == {
        "database": True,
        "vectors": True,
        "embedder": True,
    }
    people = cli("status").stdout
    assert "health: ready" in people and "this workspace" in people and "embedder" in people


def test_settings_are_shown_without_passwords_or_keys(tmp_path: Path):
    settings = Settings(
        data_dir=tmp_path,
        db={"url": "mysql+pymysql://openbrain:hunter2@db:3306/openbrain"},
        vectors={"backend": "qdrant", "url": "http://qdrant:6333", "api_key": "qdrant-key-123"},
    )
    shown = json.dumps(public_settings(settings))
    assert "hunter2" not in shown and "qdrant-key-123" not in shown
    assert "mysql+pymysql://openbrain:***@db:3306/openbrain" in shown


def test_failures_are_one_line_on_stderr_with_a_non_zero_exit(tmp_path: Path):
    bad_id = run_cli(tmp_path, "show", "not-an-id", check=False)
    assert bad_id.returncode == 1 and bad_id.stdout == ""
    assert bad_id.stderr.strip().splitlines()[-1].startswith("error: 'not-an-id' is not a memory id")
    assert "Traceback" not in bad_id.stderr
    missing = str(uuid.uuid4())
    unknown = run_cli(tmp_path, "forget", missing, "--reason", "x", check=False)
    assert unknown.returncode == 1 and f"error: No memory with id {missing} in this workspace." in unknown.stderr
    too_confident = run_cli(tmp_path, "remember", "x", "--confidence", "3", "--json", check=False)
    assert too_confident.returncode == 1 and too_confident.stdout == ""
    assert "confidence must be between 0 and 1" in too_confident.stderr


def test_status_reports_a_database_that_does_not_answer_and_exits_1(tmp_path: Path):
    down = run_cli(
        tmp_path,
        "status",
        "--json",
        check=False,
        db__url="mysql+pymysql://openbrain:hunter2@127.0.0.1:1/openbrain",
        vectors__backend="qdrant",
        vectors__path=":memory:",
    )
    assert down.returncode == 1
    report = json.loads(down.stdout)
    assert report["health"]["status"] == "unavailable"
    assert report["health"]["components"]["database"]["ok"] is False
    assert report["health"]["components"]["embedder"]["ok"] is True
    assert "hunter2" not in down.stdout + down.stderr
    table = run_cli(
        tmp_path,
        "status",
        check=False,
        db__url="mysql+pymysql://openbrain:hunter2@127.0.0.1:1/openbrain",
        vectors__backend="qdrant",
        vectors__path=":memory:",
    )
    assert "unknown" in table.stdout and "memory counts unknown" in table.stderr
    assert not __import__("re").search(r"│\s*-1\s*│", table.stdout)  # no count cell says -1 (a path may hold "-1")


def test_stored_text_cannot_recolour_the_terminal_or_pass_for_markup(cli):
    hostile = "Build \x1b[31mRED\x1b[0m broke \u202eevil [bold]loud[/bold] [/] \x07bell"
    stored = as_json(cli("remember", hostile, "--type", "observation", "--json"))
    for output in (cli("list").stdout, cli("show", stored["id"]).stdout, cli("recall", "build broke").stdout):
        assert "\x1b" not in output and "\u202e" not in output and "\x07" not in output  # nothing reaches the terminal
        assert "\\x1b[31mRED" in output and "\\u202eevil" in output and "\\x07bell" in output  # shown as escapes
        assert "[bold]loud[/bold]" in output  # markup printed as the text it is
    assert as_json(cli("show", stored["id"], "--json"))["content"] == hostile  # stored as given


def test_people_get_lines_not_json_or_empty_tables_and_show_lists_versions(cli):
    assert cli("list").stdout == "" and f"No live memories of workspace '{cli.workspace}'." in cli("list").stderr
    assert cli("recall", "anything at all").stdout == ""
    first = as_json(cli("remember", "Staging deploys at 09:00.", "--type", "decision", "--tag", "deploy", "--json"))
    second = as_json(
        cli("remember", "Staging deploys at 10:00.", "--type", "decision", "--supersedes", first["id"], "--json")
    )
    shown = cli("show", second["id"]).stdout
    assert "deploy" in shown and "['" not in shown  # tags as words, not a Python list
    assert "older versions" in shown and f"v1 {first['id']}" in shown
    forgot = cli("forget", second["id"], "--reason", "moved").stdout
    assert forgot.rstrip().endswith("Z") and "+00:00" not in forgot
    reconciled = cli("reconcile").stdout
    assert reconciled.startswith("indexed ") and "{" not in reconciled
    assert json.loads(cli("reconcile", "--json").stdout)["failed"] == 0
    wrong = cli("lsit", code=2)
    assert "No such command" in wrong.output


def test_help_groups_the_commands_and_shows_no_type_on_plain_flags(cli):
    shown = cli("--help").stdout
    panels = [shown.index(f"─ {title} ") for title in ("Memories", "Files", "Serving", "Admin")]
    assert panels == sorted(panels)  # in the order a new user reaches for them
    assert panels[0] < shown.index("remember") < shown.index(" recall ") < panels[1] < shown.index("import-markdown")
    assert "<bool>" not in shown and "<bool>" not in cli("list", "--help").stdout
    assert "<int>" in cli("list", "--help").stdout  # options that take a value still say which


def test_help_keeps_the_defaults_it_names(cli):
    shown = cli("serve", "--help").stdout
    assert "OPENBRAIN_HTTP__HOST, 127.0.0.1" in shown and "OPENBRAIN_HTTP__PORT, 8765" in shown
    assert "OPENBRAIN_WORKSPACE" in cli("export", "--help").stdout


@pytest.mark.parametrize("width", [80, 100, 120, 160])
def test_tables_fit_the_terminal_and_never_break_an_id_a_name_or_a_word(cli, width, monkeypatch):
    import sys

    console = sys.modules["openbrain.cli.render"].out
    monkeypatch.setattr(console, "width", width)
    content = "The refund handler must release its pool connection first: supercalifragilisticexpialidocious."
    stored = as_json(cli("remember", content, "--type", "architecture", "--project", "payments-api-service", "--json"))
    token = as_json(
        cli(
            "token",
            "create",
            "--workspace",
            "ws-layout-check",
            "--agent",
            "claude-code-agent-7",
            "--name",
            "dashboard",
            "--json",
        )
    )
    for args in (["list"], ["recall", "refund handler pool"], ["token", "list", "--workspace", "ws-layout-check"]):
        printed = cli(*args).stdout
        assert max(len(line) for line in printed.splitlines()) <= width, (args, width)
        for whole in (stored["id"][:8], "payments-api-service", "supercalifragilisticexpialidocious"):
            assert args[0] == "token" or whole in printed, (args, width, whole)
        assert args[0] == "token" or stored["id"] not in printed  # a memory's id: its first 8 characters
        rows = [line for line in printed.splitlines() if line.startswith("│")]
        assert args[0] == "token" or len(rows) <= 4, (args, width, printed)  # one memory: at most 4 lines
        for whole in (token["info"]["id"], "ws-layout-check", "claude-code-agent-7"):
            assert args[0] != "token" or whole in printed, (args, width, whole)


def test_an_empty_answer_names_the_workspace_and_counts_what_other_workspaces_hold(cli, data_dir):
    cli("remember", "The billing export runs at midnight.", "--type", "convention", "--project", "billing")
    elsewhere = {"OPENBRAIN_DATA_DIR": str(data_dir), "OPENBRAIN_WORKSPACE": "ws-empty-shell"}
    runner = CliRunner()
    for args in (["list"], ["recall", "billing export"], ["list", "--project", "billing"]):
        result = runner.invoke(app, args, env=elsewhere)
        # a project this workspace never had is a typo or the wrong workspace: exit 1, saying both
        assert result.exit_code == (1 if "--project" in args else 0) and result.stdout == "", result.output
        assert "workspace 'ws-empty-shell'" in result.stderr
        assert "live memories are in" in result.stderr and "other workspace(s) of this store" in result.stderr
        assert cli.workspace not in result.stderr  # counts only, never another workspace's name
    typo = runner.invoke(app, ["list", "--project", "billing"], env=elsewhere).stderr
    assert "No project 'billing' in workspace 'ws-empty-shell'. It has no projects yet." in typo


def test_a_unique_id_prefix_works_wherever_an_id_is_asked_and_an_ambiguous_one_names_the_candidates(
    cli, monkeypatch: pytest.MonkeyPatch
):
    from types import SimpleNamespace

    from openbrain.engine import remember as remember_module

    ids = ["abcd1234-0000-4000-8000-000000000001", "abcd5678-0000-4000-8000-000000000002"]
    chosen = iter([uuid.UUID(i) for i in ids])
    monkeypatch.setattr(remember_module, "uuid", SimpleNamespace(uuid4=lambda: next(chosen), UUID=uuid.UUID))
    first = as_json(cli("remember", "Release trains leave on Thursdays at noon.", "--type", "plan", "--json"))
    second = as_json(cli("remember", "The mobile app ships every other Monday.", "--type", "plan", "--json"))
    monkeypatch.undo()
    assert (first["id"][:4], second["id"][:4]) == ("abcd", "abcd")

    ambiguous = cli("show", "abcd", code=1)
    assert first["id"] in ambiguous.stderr and second["id"] in ambiguous.stderr
    assert "more characters" in ambiguous.stderr
    short = cli("show", "3b", code=1)  # issue 32: "too short", not "not a memory id"
    assert "'3b' is too short for an id: give at least 4 of its characters" in short.stderr
    assert as_json(cli("show", "abcd1234", "--json"))["id"] == first["id"]  # the 8 characters tables show
    assert as_json(cli("show", "ABCD-5678", "--json"))["id"] == second["id"]  # dashes and case ignored
    missing = cli("show", "ffff0000", code=1)
    assert "ffff0000" in missing.stderr and cli.workspace in missing.stderr

    newer = as_json(cli("remember", "Release trains leave on Fridays at noon.", "--supersedes", "abcd1234", "--json"))
    assert newer["supersedes"] == first["id"]
    forgotten = cli("forget", "abcd5678", "--reason", "the app ships weekly now")
    assert forgotten.stdout.startswith(f"forgot {second['id']}")
    unflagged = cli("trust", newer["id"][:8], code=1)  # resolved: the refusal names the full id
    assert newer["id"] in unflagged.stderr and "not flagged" in unflagged.stderr
    assert "is not a memory id" in cli("show", "not-an-id", code=1).stderr  # anything else is no id at all


def test_the_data_directory_and_every_file_in_it_are_private_whatever_the_umask(tmp_path: Path):
    """An existing data directory of mode 0755 and a umask of 022: after a remember, nothing in it is readable by
    another OS user; status warns when a file is made readable again."""
    import os
    import stat
    import subprocess
    import sys

    data = tmp_path / "brain"
    data.mkdir(mode=0o755)
    data.chmod(0o755)
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_") or "TEST" in k}}
    env |= {"OPENBRAIN_DATA_DIR": str(data), "OPENBRAIN_HOOKS__START_OWNER": "false"}
    command = [sys.executable, "-c", "import os, sys; os.umask(0o022); sys.argv[0] = 'openbrain'; "
               "from openbrain.entry import main; main()"]  # fmt: skip
    done = subprocess.run([*command, "remember", "The VPN drops at 17:00.", "--type", "observation"], env=env,
                          capture_output=True, text=True, timeout=300)  # fmt: skip
    assert done.returncode == 0, done.stderr
    loose = [
        (str(path.relative_to(data)), oct(stat.S_IMODE(path.stat().st_mode)))
        for path in [data, *data.rglob("*")]
        if not path.is_symlink() and stat.S_IMODE(path.stat().st_mode) & 0o077
    ]
    assert loose == []
    # A database of another OS user is not ours to tighten: status says so (and where the fix is).
    if os.getuid() == 0:
        os.chown(data / "openbrain.db", 65534, 65534)
    (data / "openbrain.db").chmod(0o644)
    shown = subprocess.run([*command, "status"], env=env, capture_output=True, text=True, timeout=300)
    if os.getuid() == 0:
        assert "openbrain.db is readable by other OS users (mode 0644): chmod 600 it" in shown.stderr
    else:  # our own file: opening the store made it private again
        assert stat.S_IMODE((data / "openbrain.db").stat().st_mode) == 0o600


def test_projects_lists_names_and_counts_and_a_mistyped_project_exits_1_naming_the_closest(tmp_path):
    from typer.testing import CliRunner

    from openbrain.cli.commands import app

    env = {"OPENBRAIN_DATA_DIR": str(tmp_path / "brain"), "OPENBRAIN_WORKSPACE": "cli", "OPENBRAIN_AGENT_ID": "me"}
    runner = CliRunner()
    for text, project in [("We lint with ruff.", "shop"), ("Cents, never floats.", "shop"), ("Backups at 2.", "ops")]:
        stored = runner.invoke(app, ["remember", text, "--type", "convention", "--project", project, "--tag", "ci"],
                               env=env)  # fmt: skip
        assert stored.exit_code == 0, stored.output
    listed = runner.invoke(app, ["projects"], env=env)
    assert listed.exit_code == 0 and "shop" in listed.stdout and "ops" in listed.stdout and "ci (3)" in listed.stdout
    typo = runner.invoke(app, ["list", "--project", "Shop"], env=env)
    assert typo.exit_code == 1 and "did you mean 'shop'?" in typo.stderr
    typo = runner.invoke(app, ["recall", "linter", "--project", "shp"], env=env)
    assert typo.exit_code == 1 and "did you mean 'shop'?" in typo.stderr
    known = runner.invoke(app, ["list", "--project", "shop", "--type", "bug"], env=env)
    assert known.exit_code == 0  # a project that exists, with nothing of that type: no typo


def test_every_option_of_every_command_says_what_it_does():
    """Issue 32: `openbrain list --help` showed options without a word about them."""
    import typer.main

    def options(command, path):
        if hasattr(command, "commands"):
            for name, sub in command.commands.items():
                yield from options(sub, [*path, name])
        else:
            for param in command.params:
                if type(param).__name__ == "TyperOption":
                    yield " ".join(path), param

    silent = [f"{path} {param.opts[0]}" for path, param in options(typer.main.get_command(app), []) if not param.help]
    assert silent == []
