"""Commands around an agent's session: the Claude Code hooks, their installation, the context pack, promotion."""

import json
import logging
import os
import sys
import threading
import time
from pathlib import Path
from typing import Annotated, Any

import typer

from openbrain.agents.hooks import HookEvent
from openbrain.cli.shared import (
    JsonOption,
    app,
    cli_errors,
    err,
    load_settings,
    open_service,
    openbrain_executable,
    print_json,
    report_remembered,
    session_caller,
)
from openbrain.core.models import MemoryType

log = logging.getLogger("openbrain.agents.hooks")

hooks_app = typer.Typer(help="Claude Code hooks: install or remove them.", no_args_is_help=True)
app.add_typer(hooks_app, name="hooks")

EventOption = Annotated[
    list[HookEvent] | None,
    typer.Option("--event", "-e", help="Only this event (repeat for several; default: all four)."),
]
ScopeOption = Annotated[
    str,
    typer.Option(help="project (.claude/settings.json, shared), local (.claude/settings.local.json) or user."),
]


@app.command()
def hook(event: Annotated[HookEvent, typer.Argument(help="The Claude Code hook event.")]) -> None:
    """Answer a Claude Code hook: read its JSON on stdin, print the hook's JSON answer (or nothing).

    Never fails the session: errors are logged to stderr and answered with nothing; UserPromptSubmit answers
    nothing rather than late (OPENBRAIN_HOOKS__PROMPT_TIMEOUT).
    """
    from openbrain.agents.hookclient import process_started

    started = process_started()  # the budget counts from the process's start, imports included
    try:
        settings = load_settings()
    except typer.Exit:
        raise typer.Exit(0) from None  # the error is on stderr; the session goes on
    from openbrain.core.logs import configure_logging

    configure_logging(settings)
    budget = settings.hooks.prompt_timeout if event is HookEvent.UserPromptSubmit else settings.hooks.timeout
    answer: dict[str, Any] = {}

    def work() -> None:
        from openbrain.agents.hookclient import MAX_INPUT_BYTES
        from openbrain.agents.hooks import HookInput, run_hook
        from openbrain.serve.local import open_brain

        try:
            given = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
            if len(given) > MAX_INPUT_BYTES:
                raise ValueError(f"the hook input is over {MAX_INPUT_BYTES} bytes")
            data = HookInput.model_validate(json.loads(given or b"{}"))
            brain = open_brain(settings)
            try:
                answer["output"] = run_hook(brain, settings, session_caller(settings), event, data)
            finally:
                brain.close()
        except Exception as exc:  # the outermost edge: a hook must never break the session
            log.warning("openbrain hook %s answered nothing: %s", event.value, exc)

    worker = threading.Thread(target=work, name="openbrain-hook", daemon=True)
    worker.start()
    worker.join(max(budget - (time.monotonic() - started), 0.0))
    if worker.is_alive():
        log.warning("openbrain hook %s answered nothing: it took longer than %.1f s", event.value, budget)
        sys.stderr.flush()
        os._exit(0)  # leave the worker behind: the prompt must not wait for it
    output = answer.get("output")
    if output:
        sys.stdout.write(json.dumps(output) + "\n")


@hooks_app.command("install")
def hooks_install(
    scope: ScopeOption = "project",
    event: EventOption = None,
    workspace: Annotated[
        str | None, typer.Option(help="Workspace the hooks use (default: OPENBRAIN_WORKSPACE of the session).")
    ] = None,
    agent_id: Annotated[str | None, typer.Option(help="Agent id the hooks write as (default: claude-code).")] = None,
    url: Annotated[
        str | None,
        typer.Option(
            help="An OpenBrain HTTP server the hooks ask (e.g. http://localhost:8765): Claude Code then posts each "
            "prompt to it itself, with the token in OPENBRAIN_HOOKS__TOKEN; no process per prompt."
        ),
    ] = None,
    first_prompt_pack: Annotated[
        bool,
        typer.Option(
            "--first-prompt-pack",
            help="A new session's pack comes with its first prompt, and SessionStart runs on resume and compact "
            "only: one process fewer as a session starts, for headless `claude -p` runs without an MCP server "
            "(docs/benchmarks.md). With --url it is always so.",
        ),
    ] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Show the change; write nothing.")] = False,
) -> None:
    """Add OpenBrain's hooks to Claude Code's settings at the repository's root (merged with what is there, its
    layout kept; the file as it was is kept once, in the data directory).

    The project scope (.claude/settings.json, shared with the team) runs `openbrain` from PATH, so the same file works
    for every teammate; local and user scopes run this installation's absolute path.
    """
    import shutil

    from openbrain.agents.hookclient import HookConfig
    from openbrain.agents.hooks import hook_group, installed_elsewhere, plan_install, settings_path
    from openbrain.core.errors import InvalidInput
    from openbrain.core.models import check_name

    settings = load_settings()
    env = {"OPENBRAIN_AGENT_ID": check_name(agent_id or "claude-code", "agent id")}
    if workspace:
        env["OPENBRAIN_WORKSPACE"] = check_name(workspace, "workspace")
    executable = "openbrain" if scope == "project" else openbrain_executable()
    with cli_errors():
        server = _server_url(url) if url is not None else None
        # Each hook opens the brain itself, remembering no session, unless it asks a server or the data's owner.
        if first_prompt_pack and server is None and not HookConfig(dict(os.environ)).lean:
            raise InvalidInput(
                "--first-prompt-pack needs the hooks to ask a server or the data directory's owner: with a server "
                "database, give --url too."
            )
        path = settings_path(scope, Path.cwd())
        groups = {
            e: hook_group(executable, e, env, server, first_prompt=first_prompt_pack) for e in event or list(HookEvent)
        }
        change = plan_install(path, groups)
    _report(change, dry_run, settings.data_dir / "backups", done="installed")
    if scope == "project" and shutil.which("openbrain") is None:
        err.print(
            "warning: `openbrain` is not on PATH in this shell, so the shared hooks will not find it here. Put "
            f"{Path(openbrain_executable()).parent} on PATH, or install with --scope local (this clone only, with "
            "the absolute path).",
            highlight=False,
            soft_wrap=True,
        )
    for other in installed_elsewhere(scope, Path.cwd()):
        err.print(
            f"warning: {other} holds OpenBrain hooks too, and Claude Code runs both: remove one "
            f"(`openbrain hooks uninstall --scope {_scope_of(other)}`).",
            highlight=False,
            soft_wrap=True,
        )


def _server_url(url: str) -> str:
    """An HTTP server's base URL as the hooks' settings hold it, or ``InvalidInput`` that says what to fix."""
    from urllib.parse import urlsplit

    from openbrain.core.errors import InvalidInput

    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.query or parts.fragment:
        raise InvalidInput(f"--url {url!r} is not a server's address: give one like http://localhost:8765.")
    if parts.username or parts.password:
        raise InvalidInput("--url must not carry a user or password: the token goes in OPENBRAIN_HOOKS__TOKEN.")
    return url.strip().rstrip("/")


@hooks_app.command("uninstall")
def hooks_uninstall(
    scope: ScopeOption = "project",
    event: EventOption = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Show the change; write nothing.")] = False,
) -> None:
    """Remove exactly the hooks `openbrain hooks install` added; the rest stays as it was."""
    from openbrain.agents.hooks import plan_uninstall, settings_path

    settings = load_settings()
    with cli_errors():
        change = plan_uninstall(settings_path(scope, Path.cwd()), event or list(HookEvent))
    _report(change, dry_run, settings.data_dir / "backups", done="removed")


def _scope_of(path: Path) -> str:
    from openbrain.agents.hooks import SCOPES, settings_path

    return next((scope for scope in SCOPES if settings_path(scope, Path.cwd()) == path), "project")


def _report(change: Any, dry_run: bool, backups: Path, *, done: str) -> None:
    from openbrain.agents.hooks import apply

    if not change.changed:
        err.print(f"{change.path}: nothing to change", highlight=False, soft_wrap=True)
        return
    if dry_run:
        sys.stdout.write(change.diff())
        err.print(f"dry run: {change.path} was not changed", highlight=False, soft_wrap=True)
        return
    apply(change, backup_dir=backups)
    backup = f" (the file as it was: {change.backup})" if change.backup else ""
    err.print(f"{done}: {change.path}{backup}", highlight=False, soft_wrap=True)


@app.command()
def context(
    task: Annotated[str, typer.Argument(help="What you are about to do.")],
    project: Annotated[str | None, typer.Option(help="The project you work on.")] = None,
    budget: Annotated[int | None, typer.Option(help="Most tokens of the pack (default 2000).")] = None,
    as_json: JsonOption = False,
) -> None:
    """Print the context pack for a task: the same markdown brain_context returns."""
    settings = load_settings()
    with open_service(settings) as service:
        pack = service.context(session_caller(settings), {"task": task, "project": project, "budget_tokens": budget})
    if as_json:
        print_json(pack)
    else:
        sys.stdout.write(pack.markdown + "\n")


@app.command()
def promote(
    memory_id: Annotated[str, typer.Argument(metavar="ID")],
    type: Annotated[MemoryType | None, typer.Option("--type", "-t", help="Its type from now on.")] = None,
    as_json: JsonOption = False,
) -> None:
    """Keep an auto-captured memory for good: the same content, no TTL, no auto-captured tag (a new version)."""
    settings = load_settings()
    with open_service(settings) as service:
        caller = session_caller(settings)
        result = service.promote(caller, service.resolve_id(caller, memory_id), type)
    report_remembered(result, as_json)
