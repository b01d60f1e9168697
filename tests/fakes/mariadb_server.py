"""A real MariaDB server of the tests' own, on a temporary data directory and port, that they may kill -9 and
restart on the same data (the shared server on 3306 must never be killed).

    server = MariaDBServer(tmp_path)      # mariadb-install-db on first start
    server.start()                        # returns once it answers
    url = server.url("mydb")              # after server.create_database("mydb")
    server.kill()                         # SIGKILL: no clean shutdown, InnoDB recovers at the next start
    server.start()                        # same data directory, same port
"""

import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

import pymysql


def mariadb_binaries() -> tuple[str, str] | None:
    """(mariadbd, mariadb-install-db), or None when MariaDB is not installed here."""
    server = shutil.which("mariadbd") or next(
        (p for p in ("/usr/sbin/mariadbd", "/usr/libexec/mariadbd") if os.access(p, os.X_OK)), None
    )
    install = shutil.which("mariadb-install-db")
    return (server, install) if server and install else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class MariaDBServer:
    """One ``mariadbd`` process at a time on ``base/data``, listening on 127.0.0.1 only."""

    def __init__(self, base: Path, *, port: int | None = None) -> None:
        binaries = mariadb_binaries()
        if binaries is None:
            raise RuntimeError("mariadbd or mariadb-install-db is not installed")
        self.server_bin, self.install_bin = binaries
        self.base = base
        self.datadir = base / "data"
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None
        self.starts = 0

    @property
    def log(self) -> Path:
        return self.base / "mariadbd.log"

    def url(self, database: str) -> str:
        return f"mysql+pymysql://root@127.0.0.1:{self.port}/{database}?charset=utf8mb4"

    def _user(self) -> list[str]:
        return ["--user=root"] if os.geteuid() == 0 else []  # mariadbd refuses to run as root without it

    def install(self) -> None:
        self.base.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                self.install_bin,
                "--no-defaults",
                f"--datadir={self.datadir}",
                "--auth-root-authentication-method=normal",  # root without a password, over TCP
                "--skip-test-db",
                "--skip-name-resolve",
                *self._user(),
            ],
            check=True,
            capture_output=True,
            timeout=120,
        )

    def start(self, timeout: float = 60.0) -> None:
        """Start on the data directory (installing it the first time); return once it answers queries."""
        if not self.datadir.exists():
            self.install()
        self.process = subprocess.Popen(
            [
                self.server_bin,
                "--no-defaults",
                f"--datadir={self.datadir}",
                f"--port={self.port}",
                "--bind-address=127.0.0.1",
                f"--socket={self.base / 'mysqld.sock'}",
                f"--pid-file={self.base / 'mysqld.pid'}",
                f"--log-error={self.log}",
                "--innodb-buffer-pool-size=64M",
                "--skip-log-bin",
                *self._user(),
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.starts += 1
        self.wait_ready(timeout)

    def wait_ready(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while True:
            if self.process is not None and self.process.poll() is not None:
                raise RuntimeError(f"mariadbd exited with {self.process.returncode}: {self.log_tail()}")
            try:
                pymysql.connect(host="127.0.0.1", port=self.port, user="root", connect_timeout=1).close()
                return
            except pymysql.err.OperationalError:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"mariadbd did not answer within {timeout} s: {self.log_tail()}") from None
                time.sleep(0.05)  # polling a condition with a deadline, not waiting blind

    def kill(self) -> None:
        """SIGKILL, as a crash or the OOM killer would; returns once the process is gone."""
        if self.process is None:
            return
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)
        self.process = None

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=30)
        self.process = None

    def create_database(self, name: str) -> None:
        conn = pymysql.connect(host="127.0.0.1", port=self.port, user="root", connect_timeout=5)
        try:
            with conn.cursor() as cursor:
                cursor.execute(f"DROP DATABASE IF EXISTS `{name}`")
                cursor.execute(f"CREATE DATABASE `{name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin")
        finally:
            conn.close()

    def log_tail(self, lines: int = 15) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"
