"""Claude Code hooks: the brain used without being asked, at a session's start, on every prompt, and at its end.

``openbrain hook EVENT`` reads the hook's JSON on stdin and answers in Claude Code's hook output format:

* ``SessionStart``: the context pack of the session's project (handoff note, pinned, newest memories) as
  ``additionalContext``;
* ``UserPromptSubmit``: the memories recall finds for the prompt whose cosine similarity reaches
  ``OPENBRAIN_HOOKS__PROMPT_THRESHOLD`` (chosen on both dev datasets: eval/hooks.py, docs/retrieval.md), within
  ``OPENBRAIN_HOOKS__PROMPT_BUDGET`` tokens; nothing when nothing is relevant enough;
* ``PreCompact`` and ``SessionEnd``: statements captured from the transcript (capture.py), stored as
  ``observation`` with a TTL and the tag ``auto-captured``, and a handoff note; no output.

The project is ``OPENBRAIN_HOOKS__PROJECT`` when set, else the name of the git repository holding the working
directory (the folder with ``.git``), else the working directory's own name. Memories flagged as suspicious never
enter a hook's output. A hook never fails the session: any error is logged to stderr and answered with nothing.

``install`` and ``uninstall`` edit Claude Code's settings file (project, local or user scope): they merge with
what is there, are idempotent, back the file up before changing it, and remove exactly the handlers they added.
"""

import difflib
import hashlib
import json
import logging
import os
import shlex
import shutil
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from openbrain.agents import hookclient
from openbrain.core.config import Settings
from openbrain.core.errors import InvalidInput
from openbrain.core.models import Caller, HookInput
from openbrain.engine.capture import Transcript

log = logging.getLogger(__name__)


class HookEvent(StrEnum):
    SessionStart = "SessionStart"
    UserPromptSubmit = "UserPromptSubmit"
    PreCompact = "PreCompact"
    SessionEnd = "SessionEnd"


# Seconds Claude Code gives each hook before it stops it (written into its settings by install).
CLAUDE_TIMEOUTS = {
    HookEvent.SessionStart: 30,
    HookEvent.UserPromptSubmit: 10,
    HookEvent.PreCompact: 60,
    HookEvent.SessionEnd: 60,
}


def project_for(cwd: str | None, settings: Settings) -> str | None:
    """The project of a session: the setting, else the git repository's folder name, else the folder's name."""
    return hookclient.project_for(cwd, settings.hooks.project)


def read_transcript(path: str | Path | None) -> Transcript:
    """The user's prompts and the agent's replies of a Claude Code transcript (an unreadable file: none)."""
    return Transcript.of(hookclient.read_messages(path))


def run_hook(brain: Any, settings: Settings, caller: Caller, event: HookEvent, data: HookInput) -> dict | None:
    """The hook's JSON answer (None: answer nothing), from the brain in this process (``brain`` offers the
    service's operations). The fast path (hookclient.py) asks a running server the same operations."""
    project = project_for(data.cwd, settings)
    session = data.session_id or None
    if event in (HookEvent.SessionStart, HookEvent.UserPromptSubmit):
        request: dict[str, Any] = {"project": project, "session_id": session, "prompt": data.prompt or ""}
        if event is HookEvent.SessionStart:
            request["event"] = "session_start"
        elif not request["prompt"].strip():
            return None
        markdown = brain.prompt_context(caller, request).markdown
        if not markdown:
            return None
        return {"hookSpecificOutput": {"hookEventName": event.value, "additionalContext": markdown}}
    messages = hookclient.read_messages(data.transcript_path)
    if not messages:
        return None
    kind = "compact" if event is HookEvent.PreCompact else "end"
    result = brain.capture(caller, {"messages": messages, "project": project, "session_id": session, "event": kind})
    log.info("%s: %s", event, result.message)
    return None


# -- Claude Code's settings ------------------------------------------------------------------------------


SCOPES = ("project", "local", "user")


def repository_root(cwd: Path) -> Path:
    """The git repository holding ``cwd`` (the folder with ``.git``), else ``cwd``: Claude Code reads a project's
    settings at its root, whichever subfolder a session starts in."""
    folder = cwd.resolve()
    for candidate in (folder, *folder.parents):
        if (candidate / ".git").exists():
            return candidate
    return folder


def settings_path(scope: str, cwd: Path) -> Path:
    """Claude Code's settings file of a scope: project (shared with the team), local (this clone), user."""
    if scope == "user":
        return Path.home() / ".claude" / "settings.json"
    if scope == "local":
        return repository_root(cwd) / ".claude" / "settings.local.json"
    if scope == "project":
        return repository_root(cwd) / ".claude" / "settings.json"
    raise InvalidInput(f"scope must be project, local or user (got {scope!r}).")


def installed_elsewhere(scope: str, cwd: Path) -> list[Path]:
    """The settings files of the other scopes that hold OpenBrain hooks already (Claude Code would run both)."""
    found = []
    for other in SCOPES:
        path = settings_path(other, cwd)
        if other == scope or not path.exists():
            continue
        try:
            _, data = _load(path)
        except InvalidInput:
            continue
        hooks = data.get("hooks", {})
        if any(
            _ours(handler, event)
            for event, groups in hooks.items()
            if isinstance(groups, list)
            for group in groups
            if isinstance(group, dict)
            for handler in group.get("hooks", [])
        ):
            found.append(path)
    return found


# The path of the HTTP server's Claude Code hook endpoint (serve/rest.py), and the environment variable whose
# value Claude Code puts in its Authorization header (the token is never written into a settings file).
HTTP_HOOK_PATH = "/v1/hooks/claude-code"
TOKEN_VARIABLE = "OPENBRAIN_HOOKS__TOKEN"
# With a server URL (or `install --first-prompt-pack`), SessionStart is left to the rarer starts: the first prompt of a
# new session brings the session pack itself (the server remembers which sessions it has seen). Claude Code runs
# SessionStart as a command only, and beside the MCP server's start, where it overlaps: docs/benchmarks.md.
FIRST_PROMPT_SESSION_START_MATCHER = "resume|compact"
FIRST_PROMPT_VARIABLE = "OPENBRAIN_HOOKS__PACK_WITH_FIRST_PROMPT"
CAPTURE_EVENTS = frozenset({HookEvent.PreCompact, HookEvent.SessionEnd})


def hook_command(executable: str, event: HookEvent, env: dict[str, str]) -> str:
    """The shell command of one handler: environment assignments, then ``openbrain hook EVENT``."""
    assignments = [f"{name}={shlex.quote(value)}" for name, value in sorted(env.items())]
    return " ".join([*assignments, shlex.quote(executable), "hook", event.value])


def hook_group(
    executable: str, event: HookEvent, env: dict[str, str], url: str | None = None, *, first_prompt: bool = False
) -> dict[str, Any]:
    """The settings group of one event's handler.

    * Capture (PreCompact, SessionEnd) runs ``async``: Claude Code goes on (or exits) without waiting for it, and the
      hook's process finishes the capture on its own.
    * With ``url`` (an OpenBrain HTTP server), UserPromptSubmit is an HTTP hook: Claude Code posts the prompt to the
      server itself, no process is started, and the bearer token comes from ``OPENBRAIN_HOOKS__TOKEN`` in Claude
      Code's environment. The other handlers ask ``url`` too.
    * With ``url``, or ``first_prompt``, a new session's pack comes with its first prompt, and SessionStart runs only
      on resume and compact.
    """
    first_prompt = first_prompt or url is not None
    if first_prompt and event is HookEvent.UserPromptSubmit:
        env = {**env, FIRST_PROMPT_VARIABLE: "true"}
    if url is not None:
        env = {**env, "OPENBRAIN_HOOKS__URL": url}
        if event is HookEvent.UserPromptSubmit:
            http = {
                "type": "http",
                "url": url.rstrip("/") + HTTP_HOOK_PATH,
                "timeout": CLAUDE_TIMEOUTS[event],
                "headers": {"Authorization": f"Bearer ${{{TOKEN_VARIABLE}}}"},
                "allowedEnvVars": [TOKEN_VARIABLE],
            }
            return {"hooks": [http]}
    handler: dict[str, Any] = {
        "type": "command",
        "command": hook_command(executable, event, env),
        "timeout": CLAUDE_TIMEOUTS[event],
    }
    if event in CAPTURE_EVENTS:
        handler["async"] = True
    if first_prompt and event is HookEvent.SessionStart:
        return {"matcher": FIRST_PROMPT_SESSION_START_MATCHER, "hooks": [handler]}
    return {"hooks": [handler]}


def _ours(handler: Any, event: str) -> bool:
    """Whether a handler is one install wrote: a command ending in ``openbrain hook EVENT``, or an HTTP hook to an
    OpenBrain server's hook endpoint."""
    if isinstance(handler, dict) and handler.get("type") == "http":
        return event == HookEvent.UserPromptSubmit and str(handler.get("url", "")).endswith(HTTP_HOOK_PATH)
    if not isinstance(handler, dict) or handler.get("type") != "command":
        return False
    try:
        words = shlex.split(str(handler.get("command", "")))
    except ValueError:  # not a shell line install would write
        return False
    return len(words) >= 3 and words[-2:] == ["hook", event] and Path(words[-3]).name.startswith("openbrain")


@dataclass
class SettingsChange:
    path: Path
    before: str | None
    after: str
    backup: Path | None = None

    @property
    def changed(self) -> bool:
        return self.before != self.after

    def diff(self) -> str:
        return "".join(
            difflib.unified_diff(
                (self.before or "").splitlines(keepends=True),
                self.after.splitlines(keepends=True),
                fromfile=f"{self.path} (now)",
                tofile=f"{self.path} (after)",
            )
        )


def _load(path: Path) -> tuple[str | None, dict]:
    if not path.exists():
        return None, {}
    text = path.read_text(encoding="utf-8")
    try:
        data = json.loads(text) if text.strip() else {}
    except json.JSONDecodeError as exc:
        raise InvalidInput(
            f"{path} is not valid JSON (line {exc.lineno}): fix it first; nothing was changed."
        ) from None
    if not isinstance(data, dict):
        raise InvalidInput(f"{path} does not hold a JSON object: fix it first; nothing was changed.")
    hooks = data.get("hooks", {})
    if not isinstance(hooks, dict):
        raise InvalidInput(f'{path}: "hooks" is not an object: fix it first; nothing was changed.')
    return text, data


def plan_install(path: Path, wanted: dict[HookEvent, dict[str, Any]]) -> SettingsChange:
    """The settings file with one OpenBrain group per event in ``wanted`` (``hook_group``), replacing an earlier
    one."""
    before, data = _load(path)
    hooks = data.setdefault("hooks", {})
    for event, group in wanted.items():
        groups = [g for g in hooks.get(event.value, []) if isinstance(g, dict)]
        present = group in groups
        if present and sum(_ours(h, event.value) for g in groups for h in g.get("hooks", [])) == 1:
            continue
        groups = _without_ours(groups, event.value)
        groups.append(group)
        hooks[event.value] = groups
    return _change(path, before, data)


def plan_uninstall(path: Path, events: list[HookEvent]) -> SettingsChange:
    """The settings file without OpenBrain's handlers of ``events``; everything else stays as it was."""
    before, data = _load(path)
    hooks = data.get("hooks", {})
    for event in events:
        if event.value not in hooks:
            continue
        groups = _without_ours([g for g in hooks[event.value] if isinstance(g, dict)], event.value)
        if groups:
            hooks[event.value] = groups
        else:
            del hooks[event.value]
    if "hooks" in data and not hooks:
        del data["hooks"]
    if before is None:
        return SettingsChange(path, None, "")  # nothing to uninstall from
    return _change(path, before, data)


def _without_ours(groups: list[dict], event: str) -> list[dict]:
    kept = []
    for group in groups:
        handlers = [h for h in group.get("hooks", []) if not _ours(h, event)]
        if handlers:
            kept.append({**group, "hooks": handlers})
        elif not any(_ours(h, event) for h in group.get("hooks", [])):
            kept.append(group)  # a group of someone else's, even an empty one, is theirs to keep
    return kept


def _change(path: Path, before: str | None, data: dict) -> SettingsChange:
    indent = _indent_of(before) if before else 2
    after = json.dumps(data, indent=indent, ensure_ascii=False)
    after += "\n" if before is None or before.endswith("\n") else ""
    if before is not None and json.loads(before or "{}") == data:
        after = before  # the same settings: leave the file byte for byte as it is
    return SettingsChange(path, before, after)


def _indent_of(text: str) -> int | str:
    """The indentation a JSON file uses (its first indented line's), so that a rewrite keeps the user's layout."""
    for line in text.splitlines()[1:]:
        stripped = line.lstrip()
        if stripped and stripped != line:
            space = line[: len(line) - len(stripped)]
            return space if "\t" in space else len(space)
    return 2


def apply(change: SettingsChange, *, backup_dir: Path | None = None) -> SettingsChange:
    """Write a change; nothing when nothing changes.

    Args:
        backup_dir: keep the file as it was here first (outside the repository), one backup per settings file,
            replaced by the next; None: no backup (``uninstall`` undoes an install).
    """
    if not change.changed:
        return change
    change.path.parent.mkdir(parents=True, exist_ok=True)
    if change.before is not None and backup_dir is not None:
        backup_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        digest = hashlib.sha256(str(change.path.resolve()).encode()).hexdigest()[:12]
        change.backup = backup_dir / f"{change.path.name}.{digest}.bak"
        shutil.copy2(change.path, change.backup)
    temporary = change.path.with_name(f".{change.path.name}.openbrain-{os.getpid()}")
    temporary.write_text(change.after, encoding="utf-8")
    os.replace(temporary, change.path)  # never a half-written settings file
    return change
