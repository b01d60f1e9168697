"""Who owns an embedded data directory, on disk: an OS lock (``owner.lock``) and the owner's address
(``owner.json``), and stopping that owner. local.py's module notes say how the processes use them."""

import fcntl
import json
import os
import signal
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from openbrain.core.errors import Unavailable
from openbrain.core.local_files import private_dir

LOCK_FILE = "owner.lock"
OWNER_FILE = "owner.json"


class OwnerLock:
    """An exclusive ``flock`` on ``DATA_DIR/owner.lock``; the OS releases it when the process ends, however."""

    def __init__(self, fd: int) -> None:
        self._fd: int | None = fd

    @classmethod
    def try_acquire(cls, data_dir: Path) -> "OwnerLock | None":
        """The lock, or None when another process (or another owner in this one) holds it."""
        make_private_dir(data_dir)
        fd = os.open(data_dir / LOCK_FILE, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return None
        return cls(fd)

    def release(self) -> None:
        if self._fd is not None:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None


@dataclass(frozen=True)
class OwnerInfo:
    """How to reach the owner: written by it to ``DATA_DIR/owner.json`` (mode 0600)."""

    pid: int
    port: int
    secret: str
    version: str
    mcp_port: int | None = None  # the owner's MCP socket (serve/pipe.py)

    @classmethod
    def read(cls, data_dir: Path) -> "OwnerInfo | None":
        try:
            data = json.loads((data_dir / OWNER_FILE).read_text())
            mcp_port = int(data["mcp_port"]) if data.get("mcp_port") is not None else None
            return cls(
                pid=int(data["pid"]),
                port=int(data["port"]),
                secret=str(data["secret"]),
                version=str(data["version"]),
                mcp_port=mcp_port,
            )
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def write(self, data_dir: Path) -> None:
        """Atomically, so a reader never sees half a file, and readable by this OS user only."""
        tmp = data_dir / f".{OWNER_FILE}.{os.getpid()}.tmp"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o600)
        with os.fdopen(fd, "w") as file:
            json.dump(asdict(self), file)
        os.chmod(tmp, 0o600)
        os.replace(tmp, data_dir / OWNER_FILE)

    def remove(self, data_dir: Path) -> None:
        """Remove the owner file if it is still this owner's."""
        current = OwnerInfo.read(data_dir)
        if current is not None and current.secret == self.secret:
            (data_dir / OWNER_FILE).unlink(missing_ok=True)


def stop_owner(data_dir: Path, *, timeout: float = 60.0) -> int | None:
    """Ask the process that owns ``data_dir`` to stop (SIGTERM: it finishes what it is doing and releases the data)
    and wait until it is gone. Its pid, or None when no process owns the directory.

    Raises:
        Unavailable: it still runs after ``timeout`` seconds.
    """
    lock = OwnerLock.try_acquire(data_dir)
    if lock is not None:  # nobody holds it: an owner file left behind names a process that is gone
        lock.release()
        return None
    info = OwnerInfo.read(data_dir)
    if info is None:
        return None
    try:
        os.kill(info.pid, signal.SIGTERM)
    except ProcessLookupError:
        return None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if os.waitpid(info.pid, os.WNOHANG)[0] == info.pid:  # a child of this process: reaped
                return info.pid
        except ChildProcessError:
            pass
        if not _alive(info.pid):
            return info.pid
        time.sleep(0.05)
    raise Unavailable(f"process {info.pid} still owns {data_dir} {timeout:g} s after it was asked to stop.")


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie does not: it only waits for its parent to collect it)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return stat.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True


def make_private_dir(path: Path) -> None:
    """The data directory, readable by this OS user only (an existing one of this user is made so too)."""
    private_dir(path)
