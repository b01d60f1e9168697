"""`openbrain openclaw setup`: OpenBrain as OpenClaw's memory, in one command (then a gateway restart)."""

import json
import os
import re
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from openbrain.cli.shared import REPO_PLUGIN, app, cli_errors, err, fail, load_settings, open_service

openclaw_app = typer.Typer(help="OpenClaw: OpenBrain as the gateway's memory plugin.", no_args_is_help=True)
app.add_typer(openclaw_app, name="openclaw")


def plugin_config(url: str, agents: dict[str, str]) -> dict[str, Any]:
    """The part of openclaw.json that selects OpenBrain for the memory slot, with one token reference per agent."""
    return {
        "plugins": {
            "slots": {"memory": "openbrain"},
            "entries": {
                "openbrain": {
                    "enabled": True,
                    "hooks": {"allowConversationAccess": True},
                    "config": {"url": url, "agents": {agent: {"token": ref} for agent, ref in agents.items()}},
                }
            },
        }
    }


def merge(into: dict[str, Any], part: dict[str, Any]) -> dict[str, Any]:
    """``part`` merged into ``into`` (nested objects merged, everything else replaced); ``into`` is changed."""
    for key, value in part.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            merge(into[key], value)
        else:
            into[key] = value
    return into


def env_name(agent: str) -> str:
    return "OPENBRAIN_TOKEN_" + re.sub(r"[^A-Za-z0-9]", "_", agent).upper()


@openclaw_app.command("setup")
def setup(
    agent: Annotated[list[str], typer.Option("--agent", "-a", help="An OpenClaw agent id (repeat for each).")],
    url: Annotated[str | None, typer.Option(help="OpenBrain's HTTP server as the gateway reaches it.")] = None,
    workspace: Annotated[
        str | None, typer.Option(help="Workspace of the agents' tokens (default: OPENBRAIN_WORKSPACE).")
    ] = None,
    config: Annotated[
        Path | None, typer.Option(help="openclaw.json to merge into (default: print the fragment).")
    ] = None,
    env_file: Annotated[
        Path, typer.Option(help="Where the agents' tokens are written (mode 600), referenced as ${NAME}.")
    ] = Path("~/.openclaw/openbrain.env"),
) -> None:
    """Make one OpenBrain token per OpenClaw agent and write the operator config: the memory slot, conversation
    access for the plugin's hooks, and each agent's token as a ${NAME} reference to an environment file."""
    from openbrain.core.models import check_name

    settings = load_settings()
    with cli_errors():
        agents = [check_name(a, "agent id") for a in dict.fromkeys(agent)]
        space = check_name(workspace or settings.workspace, "workspace")
    base = url or f"http://{settings.http.host}:{settings.http.port}"
    env_path = env_file.expanduser()
    with open_service(settings) as service:
        tokens = {a: service.token_create(space, a, name=f"openclaw agent {a}").token for a in agents}
    env_path.parent.mkdir(parents=True, exist_ok=True)
    lines = [line for line in (env_path.read_text().splitlines() if env_path.exists() else [])
             if line.split("=", 1)[0] not in {env_name(a) for a in agents}]  # fmt: skip
    lines += [f"{env_name(a)}={tokens[a]}" for a in agents]
    fd = os.open(env_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as file:
        file.write("\n".join(lines) + "\n")
    os.chmod(env_path, 0o600)
    fragment = plugin_config(base, {a: "${" + env_name(a) + "}" for a in agents})
    if config is None:
        sys.stdout.write(json.dumps(fragment, indent=2) + "\n")
    else:
        path = config.expanduser()
        try:
            current = json.loads(path.read_text()) if path.exists() else {}
        except ValueError:
            fail(f"{path} is not plain JSON (comments, JSON5?): merge the fragment by hand; nothing was written.")
        path.write_text(json.dumps(merge(current, fragment), indent=2) + "\n")
        err.print(f"updated {path}", highlight=False, soft_wrap=True)
    err.print(
        f"tokens for {', '.join(agents)} (workspace {space!r}) in {env_path}. Load them into the gateway's environment "
        f"(set -a; . {env_path}; set +a), link the plugin once (openclaw plugins install --link {REPO_PLUGIN} --force "
        "--accept-capabilities) and restart the gateway.",
        highlight=False,
        soft_wrap=True,
    )
