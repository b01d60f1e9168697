"""A real three-node Galera cluster on 127.0.0.1, and OpenBrain measured on it.

MariaDB with the ``galera-4`` provider, one data folder and its own ports per node (SQL, group communication,
incremental and full state transfer). ``tests/test_galera.py`` uses ``Cluster``; by hand:

    python -m bench.galera start /tmp/galera       # prints each node's OPENBRAIN_DB__URL; Ctrl-C stops the cluster
    python -m bench.galera measure --out bench/results/galera.json    # the table in docs/reliability.md

Failure detection is shortened (suspect a silent node after 2 s, drop it after 4 s) so that a partition shows
within seconds; everything else is Galera's default. Full state transfers use rsync.
"""

import argparse
import os
import shutil
import signal
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import pymysql

PROVIDER = Path("/usr/lib/galera/libgalera_smm.so")
MARIADBD = shutil.which("mariadbd") or "/usr/sbin/mariadbd"
INSTALL_DB = shutil.which("mariadb-install-db") or "/usr/bin/mariadb-install-db"
CLUSTER_NAME = "openbrain_test"


def available() -> str | None:
    """Why a cluster cannot start here, or None when it can."""
    if not PROVIDER.exists():
        return f"no Galera provider at {PROVIDER} (apt-get install galera-4)"
    if not Path(MARIADBD).exists() or not Path(INSTALL_DB).exists():
        return "no mariadbd / mariadb-install-db (apt-get install mariadb-server)"
    if shutil.which("rsync") is None:
        return "no rsync for state transfers (apt-get install rsync)"
    return None


def _free_ports(count: int) -> list[int]:
    sockets = []
    try:
        for _ in range(count):
            s = socket.socket()
            s.bind(("127.0.0.1", 0))
            sockets.append(s)
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


@dataclass
class Node:
    name: str
    folder: Path
    port: int  # SQL
    gcomm: int  # group communication
    ist: int  # incremental state transfer
    sst: int  # full state transfer (rsync)
    process: subprocess.Popen | None = field(default=None, repr=False)

    def url(self, database: str) -> str:
        return f"mysql+pymysql://root@127.0.0.1:{self.port}/{database}"

    def connect(self, database: str | None = None, timeout: float = 3.0) -> pymysql.connections.Connection:
        return pymysql.connect(
            host="127.0.0.1", port=self.port, user="root", database=database, connect_timeout=int(timeout),
            read_timeout=int(timeout) + 2, autocommit=True,
        )  # fmt: skip

    def status(self) -> dict[str, str]:
        """The node's wsrep status (``wsrep_cluster_status``, ``wsrep_local_state_comment``, ...)."""
        with self.connect() as conn, conn.cursor() as cursor:
            cursor.execute("SHOW STATUS LIKE 'wsrep_%'")
            return {name: str(value) for name, value in cursor.fetchall()}

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None


class Cluster:
    """``size`` nodes under ``root`` (a folder the mysql user can reach when run as root: not pytest's tmp_path).
    ``start()`` bootstraps the first and joins the others; ``close()`` stops all."""

    def __init__(self, root: Path, size: int = 3) -> None:
        self.root = root
        ports = _free_ports(4 * size)
        self.nodes = [Node(f"node{i + 1}", root / f"node{i + 1}", *ports[4 * i : 4 * i + 4]) for i in range(size)]

    def start(self, timeout: float = 120.0) -> "Cluster":
        template = self.root / "template"
        if not template.exists():
            self.root.mkdir(parents=True, exist_ok=True)
            self.root.chmod(0o755)
            self._own()
            subprocess.run(
                [INSTALL_DB, "--no-defaults", f"--datadir={template}", "--auth-root-authentication-method=normal",
                 "--skip-test-db", *self._user()],
                check=True, capture_output=True, timeout=120,
            )  # fmt: skip
        for node in self.nodes:
            if not (node.folder / "data").exists():
                shutil.copytree(template, node.folder / "data")
            self._write_config(node)
        self._own()
        self._launch(self.nodes[0], bootstrap=True)
        self.wait_synced(self.nodes[0], timeout)
        for node in self.nodes[1:]:
            self._launch(node)
            self.wait_synced(node, timeout)
        return self

    def kill(self, node: Node) -> None:
        """SIGKILL: the node vanishes mid-transaction, as a crashed machine does."""
        if node.process is not None:
            node.process.kill()
            node.process.wait(30)

    def freeze(self, node: Node) -> None:
        """SIGSTOP: the node stops answering anyone (a network partition, seen from the others)."""
        if node.process is not None:
            node.process.send_signal(signal.SIGSTOP)

    def thaw(self, node: Node) -> None:
        if node.process is not None:
            node.process.send_signal(signal.SIGCONT)

    def restart(self, node: Node, timeout: float = 120.0) -> float:
        """Start a stopped node again; it rejoins by incremental (IST) or full (SST) state transfer. Returns the
        seconds until it is synced."""
        started = time.monotonic()
        self._launch(node)
        self.wait_synced(node, timeout)
        return time.monotonic() - started

    def wait_synced(self, node: Node, timeout: float = 120.0) -> None:
        deadline = time.monotonic() + timeout
        last = "not started"
        while time.monotonic() < deadline:
            if not node.alive:
                raise RuntimeError(f"{node.name} exited: {self._log_tail(node)}")
            try:
                status = node.status()
                last = f"{status.get('wsrep_cluster_status')}/{status.get('wsrep_local_state_comment')}"
                if status.get("wsrep_ready") == "ON" and status.get("wsrep_local_state_comment") == "Synced":
                    return
            except pymysql.err.MySQLError as exc:
                last = str(exc)
            time.sleep(0.2)
        raise TimeoutError(f"{node.name} not synced after {timeout} s ({last}): {self._log_tail(node)}")

    def wait_for(self, node: Node, key: str, value: str, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if node.status().get(key) == value:
                    return
            except pymysql.err.MySQLError:
                pass
            time.sleep(0.2)
        raise TimeoutError(f"{node.name}: {key} never became {value}")

    def close(self) -> None:
        for node in self.nodes:
            self.thaw(node)
        for node in reversed(self.nodes):
            if node.alive:
                node.process.terminate()
        for node in self.nodes:
            if node.process is not None:
                try:
                    node.process.wait(60)
                except subprocess.TimeoutExpired:
                    node.process.kill()
                    node.process.wait(30)

    # -- inside ---------------------------------------------------------------------------------------------------

    @staticmethod
    def _user() -> list[str]:
        # As root, the nodes run as the package's mysql user: rsync's state transfer daemon drops root for nobody
        # and could not write a root-owned data folder.
        return ["--user=mysql"] if os.geteuid() == 0 else []

    def _own(self) -> None:
        if os.geteuid() == 0:
            subprocess.run(["chown", "-R", "mysql:mysql", str(self.root)], check=True)

    def _write_config(self, node: Node) -> None:
        members = ",".join(f"127.0.0.1:{n.gcomm}" for n in self.nodes)
        options = "; ".join(
            [
                "base_host=127.0.0.1",
                f"base_port={node.gcomm}",
                f"ist.recv_addr=127.0.0.1:{node.ist}",
                "gcache.size=256M",
                "evs.keepalive_period=PT0.5S",
                "evs.suspect_timeout=PT2S",
                "evs.inactive_timeout=PT4S",
                "evs.inactive_check_period=PT0.5S",
                "evs.install_timeout=PT4S",
            ]
        )
        (node.folder / "my.cnf").write_text(
            f"""[mysqld]
datadir={node.folder / "data"}
socket={node.folder / "mysqld.sock"}
pid-file={node.folder / "mysqld.pid"}
log-error={node.folder / "error.log"}
port={node.port}
bind-address=127.0.0.1
skip-name-resolve
binlog_format=ROW
default_storage_engine=InnoDB
innodb_autoinc_lock_mode=2
innodb_buffer_pool_size=64M
innodb_log_file_size=48M
innodb_flush_log_at_trx_commit=2
max_connections=300
wsrep_on=ON
wsrep_provider={PROVIDER}
wsrep_cluster_name={CLUSTER_NAME}
wsrep_cluster_address=gcomm://{members}
wsrep_node_name={node.name}
wsrep_node_address=127.0.0.1:{node.gcomm}
wsrep_sst_method=rsync
wsrep_sst_receive_address=127.0.0.1:{node.sst}
wsrep_provider_options="{options}"
"""
        )

    def _launch(self, node: Node, *, bootstrap: bool = False) -> None:
        args = [MARIADBD, f"--defaults-file={node.folder / 'my.cnf'}", *self._user()]
        if bootstrap:
            args.append("--wsrep-new-cluster")
        else:
            position = self._recovered_position(node)
            if position:
                args.append(f"--wsrep-start-position={position}")
        node.process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def _recovered_position(self, node: Node) -> str | None:
        """After a crash the state file says seqno -1; ``--wsrep-recover`` reads the last committed position from
        InnoDB, so the node asks for an incremental transfer instead of a full copy (what galera_recovery does)."""
        state = node.folder / "data" / "grastate.dat"
        if not state.exists() or "seqno:   -1" not in state.read_text():
            return None
        log = node.folder / "recover.log"
        subprocess.run(
            [MARIADBD, f"--defaults-file={node.folder / 'my.cnf'}", *self._user(), "--wsrep-recover",
             f"--log-error={log}"],
            capture_output=True, timeout=120, check=False,
        )  # fmt: skip
        for line in reversed(log.read_text(errors="replace").splitlines() if log.exists() else []):
            if "Recovered position:" in line:
                return line.rsplit("Recovered position:", 1)[1].strip()
        return None

    def _log_tail(self, node: Node) -> str:
        log = node.folder / "error.log"
        return " | ".join(log.read_text(errors="replace").splitlines()[-8:]) if log.exists() else "(no log)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    start = commands.add_parser("start", help="run a three-node cluster in FOLDER until Ctrl-C")
    start.add_argument("folder", type=Path)
    measure = commands.add_parser("measure", help="writes per second, conflicts, read-your-writes, recovery")
    measure.add_argument("--writes", type=int, default=300, help="remembers per run")
    measure.add_argument("--threads", type=int, default=6)
    measure.add_argument("--out", type=Path)
    args = parser.parse_args()
    why = available()
    if why:
        raise SystemExit(f"cannot start a Galera cluster here: {why}")
    if args.command == "measure":
        from bench.galera_load import run

        run(writes=args.writes, threads=args.threads, out=args.out)
        return
    cluster = Cluster(args.folder)
    try:
        cluster.start()
        for node in cluster.nodes:
            print(f"{node.name}: OPENBRAIN_DB__URL={node.url('openbrain')}  (create the database on any node)")
        print("running; Ctrl-C stops the cluster", flush=True)
        signal.sigwait({signal.SIGINT, signal.SIGTERM})
    finally:
        cluster.close()


if __name__ == "__main__":
    main()
