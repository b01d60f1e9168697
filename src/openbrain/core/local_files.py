"""Whether the data lives in local files that one process must own, and keeping those files private: the standard
library only, since the hooks' thin client (agents/hookclient.py) asks it on every prompt."""

from __future__ import annotations  # Path in annotations only: pathlib is a tenth of a hook's start-up

import os
import stat

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path

PRIVATE_UMASK = 0o077  # what OpenBrain creates is its OS user's alone: folders 0700, files 0600


def data_is_local(db_url: str | None, backend: str, vectors_url: str | None, vectors_path: str | None) -> bool:
    """Whether the data lives in files that one process must own (SQLite file, Qdrant Edge, local mode)."""
    sqlite_file = not db_url or (db_url.startswith("sqlite") and ":memory:" not in db_url and db_url != "sqlite://")
    return sqlite_file or vectors_are_local(backend, vectors_url, vectors_path)


def vectors_are_local(backend: str, url: str | None, path: str | None) -> bool:
    """Whether the vectors live in files of this machine (Qdrant Edge, or qdrant-client's local mode on disk)."""
    return backend == "edge" or (not url and bool(path) and path != ":memory:")


def private_dir(path: Path) -> None:
    """Create ``path`` (and its parents) as 0700, or make an existing folder of this OS user 0700, whatever the umask
    or the mode it had: memories and the token table are no other user's to read."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    _tighten(path, 0o700)


def private_file(path: Path) -> None:
    """Create ``path`` empty as 0600 if it is missing, or make an existing file of this OS user 0600."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
    except OSError:
        return
    _tighten(path, 0o600)


def _tighten(path: Path, mode: int) -> None:
    try:
        info = path.stat()
        if info.st_uid == os.getuid() and stat.S_IMODE(info.st_mode) & 0o077:
            path.chmod(stat.S_IMODE(info.st_mode) & ~0o077 | (mode & 0o700))
    except OSError:
        pass  # not ours, or gone: status says so (exposed)


def exposed(data_dir: Path) -> str | None:
    """Why the data directory or its database can be read by other OS users, or None when neither can."""
    for path in (data_dir, data_dir / "openbrain.db"):
        try:
            mode = stat.S_IMODE(path.stat().st_mode)
        except OSError:
            continue
        if mode & 0o077:
            fix = "700" if path.is_dir() else "600"
            return f"{path} is readable by other OS users (mode {mode:04o}): chmod {fix} it"
    return None
