"""`openbrain token create | list | revoke`: bearer tokens for the HTTP transports."""

from typing import Annotated

import typer
from rich.table import Table

from openbrain.cli.shared import JsonOption, app, err, open_service, out, print_json, shown, utc

token_app = typer.Typer(help="Bearer tokens for MCP over HTTP (one workspace, one agent, read or write).")
app.add_typer(token_app, name="token", no_args_is_help=True)


@token_app.command("create")
def create(
    workspace: Annotated[str, typer.Option(help="The workspace the token acts in.")],
    agent: Annotated[str, typer.Option(help="The agent id stored with everything the token writes.")],
    read_only: Annotated[
        bool, typer.Option("--read-only", help="Recall and list only: no remember or forget.")
    ] = False,
    name: Annotated[str | None, typer.Option(help="A label to recognise it by in `token list`.")] = None,
    as_json: JsonOption = False,
) -> None:
    """Create a token and print it once: only its hash is stored, it cannot be shown again."""
    with open_service() as service:
        new = service.token_create(workspace, agent, read_only=read_only, name=name)
    if as_json:
        print_json(new)
        return
    info = new.info
    err.print(
        f"token {info.id} for agent {info.agent_id!r} in workspace {info.workspace_id!r}, scope {info.scope.value}. "
        "It is shown only now; keep it secret:",
        highlight=False,
        soft_wrap=True,
    )
    out.print(new.token, highlight=False, soft_wrap=True)


@token_app.command("list")
def list_(
    workspace: Annotated[str | None, typer.Option(help="Only this workspace's tokens.")] = None,
    include_revoked: Annotated[bool, typer.Option("--include-revoked", help="Show revoked tokens too.")] = False,
    as_json: JsonOption = False,
) -> None:
    """List tokens (ids, workspaces, agents, scopes, dates; never a secret)."""
    with open_service() as service:
        tokens = service.token_list(workspace, include_revoked=include_revoked)
    if as_json:
        print_json(tokens)
        return
    headers = ["id", "workspace", "agent", "name", "scope", "created", "last used"]
    headers += ["revoked"] if include_revoked else []
    rows = []
    for t in tokens:
        row = [
            t.id,
            t.workspace_id,
            t.agent_id,
            t.name or "",
            t.scope.value,
            t.created_at.strftime("%Y-%m-%d"),
            t.last_used_at.strftime("%Y-%m-%d") if t.last_used_at else "never",
        ]
        if include_revoked:
            row.append(t.revoked_at.strftime("%Y-%m-%d") if t.revoked_at else "")
        rows.append([shown(cell, newlines=False) for cell in row])
    # One column per field when every value fits whole (each column's longest cell + 3 for padding and border);
    # else the id beside its details, which wrap between fields, never inside a name.
    wide = sum(max(len(h), *(len(r[i]) for r in rows)) + 3 for i, h in enumerate(headers)) + 1 if rows else 0
    table = Table(show_lines=out.width < wide)
    if out.width >= wide:
        for n, header in enumerate(headers):
            table.add_column(header, style="cyan" if n == 0 else None, no_wrap=True)
        for row in rows:
            table.add_row(*row)
    else:
        table.add_column("id", style="cyan", no_wrap=True)  # whole, to copy into `token revoke`
        table.add_column("token")
        for row in rows:
            table.add_row(row[0], "  ".join(f"{h}: {v or '-'}" for h, v in zip(headers[1:], row[1:], strict=True)))
    out.print(table)


@token_app.command("revoke")
def revoke(token_id: Annotated[str, typer.Argument(metavar="ID")], as_json: JsonOption = False) -> None:
    """Revoke a token by id: every server refuses it from the next request on."""
    with open_service() as service:
        before = {t.id: t for t in service.token_list(include_revoked=True)}.get(token_id.strip())
        info = service.token_revoke(token_id)
    if as_json:
        print_json(info)
    elif before is not None and before.revoked_at is not None:
        when = utc(before.revoked_at)
        out.print(f"token {info.id} was already revoked on {when}; nothing changed", highlight=False, soft_wrap=True)
    else:
        out.print(
            f"revoked token {info.id} (agent {info.agent_id}, workspace {info.workspace_id})",
            highlight=False,
            soft_wrap=True,
        )
