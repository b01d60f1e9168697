"""The fast path of ``openbrain remember | recall | list | show``: ask the process that already serves the data
(and of ``openbrain --help``: ``quickhelp.py``).

The full command line costs a second before it does anything (typer validates through pydantic; the settings,
the models and the service each import more). When a process owns the data directory (an ``openbrain serve``,
``ui`` or the hooks' resident owner), these four commands need none of it: this module reads the few settings they
use from the environment by name (as the hooks do), parses the command's options by the table below, sends the
operations to the owner's loopback endpoint (``serve/local.py``) and prints the answer with the same code the full
command line uses (``everyday.py``, ``render.py``): same output, same errors, same exit codes.

Whenever it cannot be sure of that, it answers None and the full command line runs instead: no owner (or an owner
of another version), an option or value it does not know (typer then says what is wrong, as it always did), help
asked for, names the settings would refuse, or an owner gone before it answered.
"""

from __future__ import annotations  # no run-time typing: this module's imports are the command's start-up

import io
import json
import os
import re
import sys

from openbrain import __version__
from openbrain.agents.hookclient import HookConfig, Unreachable, owner_info, post_json
from openbrain.core.wire import MAX_NAME_CHARS, NAME_PATTERN

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

CALL_TIMEOUT = 600.0  # as long as the full command line waits for the owner (serve/local.RemoteBrain)
MEMORY_TYPES = (
    "decision",
    "observation",
    "convention",
    "research",
    "plan",
    "bug",
    "architecture",
    "episode",
)  # core/models.MemoryType
RECALL_MODES = ("auto", "quick", "semantic", "hybrid", "deep")  # core/models.RecallMode

# Each command's options as typer defines them in memories.py (a test holds the two equal): flag -> (name, kind,
# choices); kinds: text, int, float, flag, and "many" (repeatable) for the lists.
Option = tuple[str, str, tuple[str, ...]]
FILTERS: dict[str, Option] = {
    "--project": ("project", "text", ()),
    "--type": ("types", "many", MEMORY_TYPES),
    "-t": ("types", "many", MEMORY_TYPES),
    "--tag": ("tags", "many", ()),
    "--as-of": ("as_of", "text", ()),
    "--json": ("as_json", "flag", ()),
}
FILTER_DEFAULTS = {"project": None, "types": None, "tags": None, "as_of": None, "as_json": False}
COMMANDS: dict[str, tuple[tuple[str, ...], dict[str, Option], dict[str, Any]]] = {
    "recall": (
        ("query",),
        FILTERS
        | {
            "--top-k": ("top_k", "int", ()),
            "-k": ("top_k", "int", ()),
            "--mode": ("mode", "text", RECALL_MODES),
            "--explain": ("explain", "flag", ()),
            "--min-score": ("min_score", "float", ()),
        },
        FILTER_DEFAULTS | {"top_k": 5, "mode": None, "explain": False, "min_score": None},
    ),
    "remember": (
        ("content",),
        {
            "--type": ("type", "text", MEMORY_TYPES),
            "-t": ("type", "text", MEMORY_TYPES),
            "--tag": ("tags", "many", ()),
            "--project": ("project", "text", ()),
            "--confidence": ("confidence", "float", ()),
            "--supersedes": ("supersedes", "text", ()),
            "--ttl": ("ttl", "int", ()),
            "--allow-near-duplicate": ("allow_near_duplicate", "flag", ()),
            "--json": ("as_json", "flag", ()),
        },
        {
            "type": "observation",
            "tags": [],
            "project": None,
            "confidence": 0.8,
            "supersedes": None,
            "ttl": None,
            "allow_near_duplicate": False,
            "as_json": False,
        },  # fmt: skip
    ),
    "list": (
        (),
        FILTERS
        | {
            "--agent": ("agent", "text", ()),
            "--limit": ("limit", "int", ()),
            "--cursor": ("cursor", "text", ()),
            "--include-deleted": ("include_deleted", "flag", ()),
        },
        FILTER_DEFAULTS | {"agent": None, "limit": 20, "cursor": None, "include_deleted": False},
    ),
    "show": (("memory_id",), {"--json": ("as_json", "flag", ())}, {"as_json": False}),
}
RANGES = {"min_score": (0.0, 1.0)}  # options typer bounds itself (the service bounds the others, with its message)
_INT = re.compile(r"[+-]?\d+")
_FLOAT = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")


def parse(command: str, args: list[str]) -> dict[str, Any] | None:
    """The command's values from its arguments, or None when anything is not plainly as typer would take it."""
    positional, options, defaults = COMMANDS[command]
    values = dict(defaults)
    given: list[str] = []
    rest = iter(args)
    for arg in rest:
        if arg == "--" or arg in ("--help", "-h"):
            return None
        if not arg.startswith("-") or arg == "-":
            given.append(arg)
            continue
        flag, eq, inline = arg.partition("=")
        if flag not in options:
            return None
        name, kind, choices = options[flag]
        if kind == "flag":
            if eq:
                return None
            values[name] = True
            continue
        raw = inline if eq else next(rest, None)
        if raw is None or (choices and raw not in choices):
            return None
        if kind == "int":
            if not _INT.fullmatch(raw):
                return None
            value: Any = int(raw)
        elif kind == "float":
            if not _FLOAT.fullmatch(raw):
                return None
            value = float(raw)
        else:
            value = raw
        low, high = RANGES.get(name, (value, value))
        if kind in ("int", "float") and not low <= value <= high:
            return None
        if kind == "many":
            values[name] = [*(values.get(name) or []), value]
        else:
            values[name] = value
    if len(given) != len(positional):
        return None
    values.update(zip(positional, given, strict=True))
    return values


class OwnerCall:
    """``call`` for everyday.py: one operation at the data directory's owner, its answer in JSON form."""

    def __init__(self, port: int, secret: str) -> None:
        self.url = f"http://127.0.0.1:{port}/call"
        self.secret = secret

    def __call__(self, op: str, /, *args: Any, **kwargs: Any) -> Any:
        from openbrain.cli.everyday import Fallback
        from openbrain.cli.render import fail

        try:
            status, data = post_json(self.url, {"op": op, "args": list(args), "kwargs": kwargs}, self.secret,
                                     timeout=CALL_TIMEOUT)  # fmt: skip
        except (ConnectionError, Unreachable) as exc:  # gone, or cut off: the full command line settles ownership
            raise Fallback(str(exc)) from None
        try:
            answer = json.loads(data)
        except ValueError:
            raise Fallback(f"unreadable answer (HTTP {status})") from None
        error = answer.get("error") if isinstance(answer, dict) else None
        if status == 401 or (error and error.get("type") == "OwnerGone"):
            raise Fallback("the owner changed")
        if error:
            fail(str(error.get("message") or "unknown error"))
        return answer["result"]


def main(argv: list[str]) -> int | None:
    """Run ``argv`` (the arguments after ``openbrain``) here and answer its exit code, or None: run the full
    command line."""
    if argv == ["--help"]:
        from openbrain.cli.quickhelp import print_help

        print_help()
        return 0
    if not argv or argv[0] not in COMMANDS:
        return None
    config = HookConfig(dict(os.environ))
    caller = {"workspace_id": config.workspace.strip(), "agent_id": config.agent_id.strip()}
    if not config.local or not all(_valid_name(name) for name in caller.values()):
        return None
    info = owner_info(config.data_dir)
    values = parse(argv[0], argv[1:])
    if info is None or info.get("version") != __version__ or values is None:
        return None
    if values.get("content") == "-":
        text = sys.stdin.read()
        sys.stdin = io.StringIO(text)  # for the full command line, should it have to answer after all
        values["content"] = text
    from openbrain.cli import everyday
    from openbrain.cli.everyday import Fallback

    run = {
        "recall": everyday.recall,
        "remember": everyday.remember,
        "list": everyday.list_memories,
        "show": everyday.show,
    }[argv[0]]
    try:
        run(OwnerCall(info["port"], info["secret"]), caller, **values)
    except Fallback:
        return None
    except SystemExit as exc:
        return int(exc.code or 0)
    return 0


def _valid_name(name: str) -> bool:
    return 0 < len(name) <= MAX_NAME_CHARS and re.fullmatch(NAME_PATTERN, name) is not None
