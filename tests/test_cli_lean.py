"""The everyday commands' fast path (cli/lean.py): with a process owning the data directory, `openbrain remember |
recall | list | show` and `openbrain --help` answer without loading typer or the service, and print exactly what
the full command line prints, with the same exit codes. The owner here is this test process's own brain (a real
SharedBrain on a real data directory); both command lines run as real processes."""

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from openbrain.cli import everyday, lean
from openbrain.cli.commands import HELP_FILE, app, help_snapshot
from openbrain.core.models import Caller, MemoryType, RecallMode
from serving import REPO, openbrain_env, own_data_dir

# the command line without its fast path
FULL = "import sys; from openbrain.cli.commands import app; app(prog_name='openbrain')"


@pytest.fixture(scope="module")
def owned(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A data directory this process owns (its endpoint serves the subprocesses), holding a few memories."""
    data_dir = tmp_path_factory.mktemp("lean") / "brain"
    brain = own_data_dir(data_dir, workspace="lean-ws", agent_id="human")
    caller = Caller(workspace_id="lean-ws", agent_id="human")
    for content, kind in (
        ("Uploads over 2 GB fail on the staging proxy: its body limit is 2 GB.", "bug"),
        ("We lint Python with ruff and format with ruff format.", "convention"),
        ("Money is always an integer number of cents.", "convention"),
    ):
        brain.remember(caller, {"content": content, "type": kind, "project": "shop"})
    yield data_dir
    brain.close()


def run(data_dir: Path, args: list[str], *, full: bool = False, stdin: str | None = None) -> tuple[int, str, str]:
    command = [sys.executable, "-c", FULL] if full else [sys.executable, "-m", "openbrain"]
    env = openbrain_env(data_dir, workspace="lean-ws", agent_id="human") | {"COLUMNS": "100", "TERMINAL_WIDTH": "100"}
    done = subprocess.run(
        [*command, *args], env=env, cwd=REPO, input=stdin, capture_output=True, text=True, timeout=120
    )
    return done.returncode, done.stdout, done.stderr


def without_ages(text: str) -> str:
    """Ages, and the padding after them: "9s" in one run is "10s" in the other on a slow machine."""
    return re.sub(r"\b\d+[smhd]\b *", "AGE ", text)


@pytest.mark.parametrize(
    "args",
    [
        ["list"],
        ["list", "--json"],
        ["list", "--project", "shop", "--type", "convention", "--limit", "1"],
        ["list", "--project", "Shop"],  # an unknown project: exit 1, the projects it has
        ["list", "--project", "Shop", "--json"],
        ["list", "--limit", "0"],  # the service's bound, in its words
        ["list", "--type", "idea"],  # typer's error, the full command line's
        ["list", "--bogus"],
        ["show", "zzzz"],
        ["show", "3b"],  # too short
        ["recall", "anything", "--project", "nowhere"],
        ["recall", "anything", "--min-score", "2"],
        ["recall", "anything", "--top-k", "0"],
        ["remember", "", "--type", "bug"],
    ],
)
def test_the_fast_path_prints_what_the_full_command_line_prints(owned, args):
    fast, full = run(owned, args), run(owned, args, full=True)
    assert (fast[0], without_ages(fast[1]), fast[2]) == (full[0], without_ages(full[1]), full[2])


def test_show_recall_and_remember_answer_alike_both_ways(owned):
    listed = json.loads(run(owned, ["list", "--json"])[1])["memories"]
    prefix = listed[0]["id"][:8]
    assert run(owned, ["show", prefix, "--json"]) == run(owned, ["show", prefix, "--json"], full=True)
    fast, full = run(owned, ["show", prefix]), run(owned, ["show", prefix], full=True)
    assert fast == full and listed[0]["content"] in fast[1]

    question = ["recall", "which linter do we use", "--project", "shop", "--json"]
    fast_hits, full_hits = (json.loads(run(owned, question, full=f)[1])["results"] for f in (False, True))
    assert [h["id"] for h in fast_hits] == [h["id"] for h in full_hits] and "ruff" in fast_hits[0]["content"]
    code, table, _ = run(owned, ["recall", "which linter do we use", "--explain"])
    assert code == 0 and "ruff" in table and "x confidence" in table

    stored = run(owned, ["remember", "-", "--type", "decision", "--tag", "db"], stdin="We chose PostgreSQL 16.\n")
    assert stored[0] == 0 and "Stored." in stored[1]
    again = run(owned, ["remember", "We chose PostgreSQL 16.", "--type", "decision", "--tag", "db"], full=True)
    assert again[0] == 0 and again[1].split()[0] == stored[1].split()[0] and "already stored" in again[1].lower()
    assert run(owned, ["remember", "We chose PostgreSQL 16.", "--type", "decision", "--tag", "db", "--json"])[0] == 0


def test_the_fast_path_answers_in_process_without_typer_or_pydantic(owned):
    env = openbrain_env(owned, workspace="lean-ws", agent_id="human")
    probe = (
        "import sys; from openbrain.cli.lean import main; code = main(sys.argv[1:]); "
        "heavy = sorted({m.split('.')[0] for m in sys.modules} & {'typer', 'pydantic', 'sqlalchemy', 'openbrain.core'}"
        " | {m for m in sys.modules if m in ('openbrain.core.models', 'openbrain.engine')}); "
        "print('CODE', code, heavy, file=sys.stderr)"
    )
    for args in (["list"], ["recall", "uploads"], ["show", "zzzz"], ["--help"]):
        done = subprocess.run(
            [sys.executable, "-c", probe, *args], env=env, cwd=REPO, capture_output=True, text=True, timeout=60
        )
        expected = 1 if args[0] == "show" else 0
        assert f"CODE {expected} []" in done.stderr, (args, done.stderr)


def test_without_an_owner_the_full_command_line_answers(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENBRAIN_DATA_DIR", str(tmp_path / "nobody"))
    assert lean.main(["list"]) is None
    monkeypatch.setenv("OPENBRAIN_WORKSPACE", "not a name!")
    assert lean.main(["list"]) is None
    monkeypatch.setenv("OPENBRAIN_DB__URL", "mysql+pymysql://root@127.0.0.1/test")  # no owner for a server database
    assert lean.main(["list"]) is None


def _typer_options(name: str) -> tuple[list[str], dict[str, tuple[str, Any, tuple[str, ...], Any, Any]]]:
    """A command's arguments, and per option flag: kind (as lean names them), choices, default and bounds."""
    import enum
    import typing

    from typer.main import get_command

    command = get_command(app).commands[name]  # type: ignore[attr-defined]
    positional, options = [], {}
    for param in command.params:
        if param.param_type_name == "argument":
            positional.append(param.name)
            continue
        annotation = param.type_descriptor.annotation
        many = typing.get_origin(annotation) is list
        inner = typing.get_args(annotation)[0] if many else annotation
        choices = tuple(m.value for m in inner) if isinstance(inner, type) and issubclass(inner, enum.Enum) else ()
        kind = "many" if many else {bool: "flag", int: "int", float: "float"}.get(inner, "text")
        default = param.default.value if isinstance(param.default, enum.Enum) else param.default
        bounds = (param.min, param.max) if param.min is not None or param.max is not None else None
        for flag in param.opts:
            options[flag] = (kind, choices, default, bounds)
    return positional, options


@pytest.mark.parametrize("name", sorted(lean.COMMANDS))
def test_the_fast_paths_options_are_the_commands_options(name):
    import inspect

    positional, options, defaults = lean.COMMANDS[name]
    typer_positional, typer_options = _typer_options(name)
    assert set(options) == set(typer_options) - {"--help"}
    assert list(positional) == typer_positional
    for flag, (dest, kind, choices) in options.items():
        typer_kind, typer_choices, default, bounds = typer_options[flag]
        assert (kind, set(choices)) == (typer_kind, set(typer_choices)), flag
        assert defaults[dest] == (default if default is not None or dest != "tags" or name != "remember" else []), flag
        assert lean.RANGES.get(dest) == bounds, flag
    run = {"recall": everyday.recall, "remember": everyday.remember, "list": everyday.list_memories,
           "show": everyday.show}[name]  # fmt: skip
    parameters = set(inspect.signature(run).parameters) - {"call", "caller"}
    assert parameters == set(defaults) | set(positional)  # every value reaches the command's work, by its name
    assert lean.MEMORY_TYPES == tuple(t.value for t in MemoryType)
    assert lean.RECALL_MODES == tuple(m.value for m in RecallMode)


def test_help_is_typers_help(owned):
    assert json.loads(HELP_FILE.read_text()) == help_snapshot(), "run: python -m openbrain.cli.commands"
    for width in ("60", "100", "140"):
        for colour in ({}, {"FORCE_COLOR": "1"}):
            env = openbrain_env(owned) | {"TERMINAL_WIDTH": width} | colour
            outputs = [
                subprocess.run([*command, "--help"], env=env, cwd=REPO, capture_output=True, timeout=60)
                for command in ([sys.executable, "-m", "openbrain"], [sys.executable, "-c", FULL])
            ]
            assert outputs[0].returncode == outputs[1].returncode == 0
            assert outputs[0].stdout == outputs[1].stdout, (width, colour)


def test_a_write_cut_off_is_sent_again_with_its_key():
    keys = []

    def cut_off(op: str, *args: Any, **kwargs: Any) -> Any:
        keys.append(kwargs["request_key"])
        raise everyday.Fallback("the connection broke after sending")

    arguments = dict(type="bug", tags=[], project=None, confidence=0.8, supersedes=None, ttl=None,
                     allow_near_duplicate=False, as_json=True)  # fmt: skip
    with pytest.raises(everyday.Fallback):
        everyday.remember(cut_off, {"workspace_id": "w", "agent_id": "a"}, "x", **arguments)
    with pytest.raises(everyday.Fallback):
        everyday.remember(cut_off, {"workspace_id": "w", "agent_id": "a"}, "x", **arguments)
    assert keys[0] == keys[1]  # the full command line's attempt after the fast path's was cut off: the same key

    def answered(op: str, *args: Any, **kwargs: Any) -> Any:
        keys.append(kwargs["request_key"])
        return {"id": "00000000-0000-0000-0000-000000000001", "version": 1, "stored": True, "message": "Stored."}

    everyday.remember(answered, {"workspace_id": "w", "agent_id": "a"}, "x", **arguments)
    everyday.remember(answered, {"workspace_id": "w", "agent_id": "a"}, "y", **arguments)
    assert keys[2] == keys[0] and keys[3] != keys[0]  # answered: the next write has a key of its own
