"""OpenBrain's HTTP server as a systemd service: the unit, its environment file, and where both go.

``openbrain service install`` writes a unit that runs ``openbrain serve --transport http`` (the MCP endpoints, the
REST API and the web view), restarts it on failure, and reads the settings from an environment file (the data
directory, the address, any ``OPENBRAIN_*`` setting). ``--user`` installs it for the current user (no root needed:
``~/.config/systemd/user``), else for the system (``/etc/systemd/system``, run as the user who installs it unless
told otherwise). The environment file is written once and never overwritten: it is the operator's.
"""

import getpass
import os
from dataclasses import dataclass
from pathlib import Path

UNIT_NAME = "openbrain.service"


@dataclass(frozen=True)
class Placement:
    unit: Path
    env: Path
    user_scope: bool

    def systemctl(self, *args: str) -> str:
        return " ".join(["systemctl", *(["--user"] if self.user_scope else []), *args])


def placement(*, user: bool, home: Path | None = None, root: Path = Path("/")) -> Placement:
    """Where the unit and its environment file go: the user's config folder, or the system's (under ``root``)."""
    if user:
        config = Path(os.environ.get("XDG_CONFIG_HOME") or (home or Path.home()) / ".config")
        return Placement(config / "systemd" / "user" / UNIT_NAME, config / "openbrain" / "openbrain.env", True)
    return Placement(root / "etc/systemd/system" / UNIT_NAME, root / "etc/openbrain/openbrain.env", False)


def unit_text(executable: str, place: Placement, *, data_dir: Path, run_as: str | None = None) -> str:
    """The unit file: the HTTP server, restarted on failure, settings from the environment file."""
    service = [
        "Type=exec",
        f"EnvironmentFile={place.env}",
        f"ExecStart={executable} serve --transport http",
        "Restart=on-failure",
        "RestartSec=5",
        "TimeoutStopSec=30",
        "UMask=0077",
        "NoNewPrivileges=yes",
    ]
    # A private /tmp would hide a data directory kept under /tmp from the service: only when the data lives elsewhere.
    if not any(Path(data_dir).resolve().is_relative_to(tmp) for tmp in ("/tmp", "/var/tmp")):
        service.append("PrivateTmp=yes")
    if not place.user_scope:
        service += [
            f"User={run_as or getpass.getuser()}",
            "ProtectSystem=full",
            f"ReadWritePaths={data_dir}",
        ]
    target = "default.target" if place.user_scope else "multi-user.target"
    return "\n".join(
        [
            "# Written by `openbrain service install`; `openbrain service uninstall` removes it.",
            "[Unit]",
            "Description=OpenBrain: shared memory for AI agents (MCP, REST API and web view over HTTP)",
            "After=network-online.target",
            "Wants=network-online.target",
            "",
            "[Service]",
            *service,
            "",
            "[Install]",
            f"WantedBy={target}",
            "",
        ]
    )


def env_text(*, data_dir: Path, host: str, port: int) -> str:
    """The environment file's first version: the data directory and the address; every other setting commented."""
    return "\n".join(
        [
            "# OpenBrain's settings for the systemd service (any OPENBRAIN_* setting of the README's table).",
            "# Kept when the service is reinstalled or uninstalled: it is yours. Keep it private (mode 600).",
            f"OPENBRAIN_DATA_DIR={data_dir}",
            f"OPENBRAIN_HTTP__HOST={host}",
            f"OPENBRAIN_HTTP__PORT={port}",
            "OPENBRAIN_LOG_LEVEL=INFO",
            "# The stack's parts instead of the embedded default:",
            "# OPENBRAIN_DB__URL=mysql+pymysql://openbrain:PASSWORD@127.0.0.1:3306/openbrain",
            "# OPENBRAIN_VECTORS__BACKEND=qdrant",
            "# OPENBRAIN_VECTORS__URL=http://127.0.0.1:6333",
            "# OPENBRAIN_EMBEDDING__PROVIDER=ollama",
            "",
        ]
    )


def install(place: Placement, unit: str, env: str) -> list[str]:
    """Write the unit (replacing an earlier one) and the environment file (only if there is none); what was done."""
    done = []
    place.unit.parent.mkdir(parents=True, exist_ok=True)
    place.unit.write_text(unit, encoding="utf-8")
    done.append(f"wrote {place.unit}")
    if place.env.exists():
        done.append(f"kept {place.env} (yours)")
    else:
        place.env.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(place.env, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            handle.write(env)
        done.append(f"wrote {place.env} (mode 600)")
    return done


def uninstall(place: Placement) -> list[str]:
    """Remove the unit; the environment file stays (it holds the operator's settings)."""
    if not place.unit.exists():
        return [f"no unit at {place.unit}: nothing to remove"]
    place.unit.unlink()
    kept = [f"kept {place.env} (yours; delete it by hand if you want)"] if place.env.exists() else []
    return [f"removed {place.unit}", *kept]
