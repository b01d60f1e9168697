"""The UserPromptSubmit hook as Claude Code runs it: a whole ``openbrain hook`` process per prompt, timed from
spawn to exit, with its CPU time and peak memory.

    python -m bench.hooks --size 10000 --runs 100 --out bench/results/hooks.json

Builds a fresh embedded store (SQLite + Qdrant Edge) of ``--size`` bench-corpus memories from the cached corpus
vectors (``python -m bench vectors`` makes them; missing ones are embedded), then runs the installed ``openbrain``
executable (the command the installed hooks run) with a corpus query as the prompt, in three situations:

* ``owner``: the resident owner of the data directory is running (``openbrain owner``, as the hooks start it; an
  ``openbrain serve`` on the same directory answers the same way);
* ``http``: an OpenBrain HTTP server is configured (``OPENBRAIN_HOOKS__URL``; served here by uvicorn in this process);
* ``owner, SessionStart``: as ``owner``, a session's start: its pack of one project (conventions and decisions,
  the newest), which Claude Code waits for before the first prompt;
* ``owner, first prompt + pack``: as ``owner``, each prompt a new session's first, installed with
  ``--first-prompt-pack``: the prompt's memories and the session's pack in one answer (SessionStart's work moved to
  the first prompt; what the ``--url`` hook's first prompt asks a server too);
* ``cold``: nothing runs: the hook starts the resident owner and waits for it within its budget (3 s); the owner
  is stopped after each run, so every run is a first prompt. Fewer runs (``--cold-runs``).

Warm-up runs (5) are excluded. Prints a markdown table (p50, p95, max in ms; CPU ms and peak RSS MiB per process;
how many runs injected something) and writes the numbers as JSON.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bench import corpus
from bench.__main__ import machine_info
from bench.pages import fresh_store, served
from openbrain.serve.ownership import stop_owner

WORKSPACE = corpus.WORKSPACES[0][0]
TARGET_MS = 150.0
SESSION_PROJECT = f"{WORKSPACE.removeprefix('ws-')}-checkout"  # a project of the corpus, for SessionStart's pack
WARM_UP = 5


def executable() -> str:
    """The ``openbrain`` command of this environment (what ``openbrain hooks install`` writes)."""
    found = Path(sys.executable).with_name("openbrain")
    return str(found) if found.exists() else shutil.which("openbrain") or "openbrain"


# Spawns one hook per request line and answers its numbers: a small process of its own, so that a hook's peak RSS
# counts the hook alone (a child spawned from this large process starts in its memory, and Linux counts that).
LAUNCHER = r"""
import json, os, sys, tempfile, time
for line in sys.stdin:
    job = json.loads(line)
    with tempfile.TemporaryFile() as i, tempfile.TemporaryFile() as o, tempfile.TemporaryFile() as e:
        i.write(job["payload"].encode()); i.seek(0)
        actions = [(os.POSIX_SPAWN_DUP2, f.fileno(), fd) for f, fd in ((i, 0), (o, 1), (e, 2))]
        started = time.perf_counter()
        pid = os.posix_spawn(job["argv"][0], job["argv"], job["env"], file_actions=actions)
        _, status, usage = os.wait4(pid, 0)
        wall = (time.perf_counter() - started) * 1000
        o.seek(0); e.seek(0)
        out, err = o.read(), e.read()
    print(json.dumps({"ms": wall, "cpu_ms": (usage.ru_utime + usage.ru_stime) * 1000, "rss_mib": usage.ru_maxrss / 1024,
                      "injected": bool(out.strip()), "code": os.waitstatus_to_exitcode(status),
                      "stderr": err.decode(errors="replace")[-500:]}), flush=True)
"""


class Launcher:
    """The small process that spawns the hooks (see LAUNCHER)."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", LAUNCHER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env={}
        )

    def run_hook(self, env: dict[str, str], prompt: str | None, session: str = "bench") -> dict[str, Any]:
        """One hook process: wall ms from spawn to exit, CPU ms, peak RSS MiB, whether it injected anything. No
        prompt: SessionStart (a session's pack)."""
        event = "UserPromptSubmit" if prompt is not None else "SessionStart"
        payload = {"session_id": session, "cwd": "/tmp", "hook_event_name": event}
        payload |= {"prompt": prompt} if prompt is not None else {"source": "startup"}
        return self.run([executable(), "hook", event], env, json.dumps(payload))

    def run(self, argv: list[str], env: dict[str, str], stdin: str = "") -> dict[str, Any]:
        """One process of ``argv`` to its exit (which must be 0), with its numbers."""
        job = {"argv": argv, "env": env, "payload": stdin}
        self.process.stdin.write(json.dumps(job) + "\n")  # type: ignore[union-attr]
        self.process.stdin.flush()  # type: ignore[union-attr]
        sample = json.loads(self.process.stdout.readline())  # type: ignore[union-attr]
        if sample["code"] != 0:
            raise RuntimeError(f"{argv[1:3]} exited with {sample['code']}: {sample['stderr']}")
        return sample

    def close(self) -> None:
        self.process.stdin.close()  # type: ignore[union-attr]
        self.process.wait(timeout=30)


def summary(samples: list[dict[str, Any]]) -> dict[str, Any]:
    wall = sorted(s["ms"] for s in samples)
    return {
        "n": len(samples),
        "p50": statistics.median(wall),
        "p95": wall[max(int(len(wall) * 0.95) - 1, 0)],
        "max": wall[-1],
        "cpu_ms_p50": statistics.median(s["cpu_ms"] for s in samples),
        "rss_mib_max": max(s["rss_mib"] for s in samples),
        "injected": sum(s["injected"] for s in samples),
    }


def owner_running(data_dir: Path, env: dict[str, str], timeout: float = 120.0) -> subprocess.Popen:
    process = subprocess.Popen(
        [executable(), "owner"], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if json.loads((data_dir / "owner.json").read_text())["pid"] == process.pid:
                return process
        except (OSError, ValueError, KeyError):
            pass
        if process.poll() is not None:
            raise RuntimeError(f"openbrain owner exited: {process.stderr.read().decode()[-500:]}")  # type: ignore[union-attr]
        time.sleep(0.05)
    raise RuntimeError("openbrain owner did not start in time")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--cold-runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cache-dir", type=Path, default=Path(__file__).parent / ".cache")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()

    with fresh_store(args.size, args.seed, args.cache_dir, "hooks") as (settings, embedder, _):
        data_dir = settings.data_dir
        try:
            report = measure(args, data_dir, settings, embedder)
        finally:
            stop_owner(data_dir)
    print_table(report)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=1) + "\n")


def measure(args: argparse.Namespace, data_dir: Path, settings: Any, embedder: Any) -> dict[str, Any]:
    """The three situations, one series each, through one launcher."""
    prompts = [q.text for q in corpus.queries(max(args.runs, 20), args.seed, WORKSPACE)]
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_")}
    env |= {"OPENBRAIN_DATA_DIR": str(data_dir), "OPENBRAIN_WORKSPACE": WORKSPACE, "OPENBRAIN_LOG_LEVEL": "WARNING"}
    results: dict[str, Any] = {}
    launcher = Launcher()

    def series(
        name: str, situation: dict[str, str], runs: int, before: Any = None, session: bool = False, new: bool = False
    ) -> None:
        print(f"{name}: {runs} runs ...", file=sys.stderr, flush=True)
        samples = []
        for index in range(WARM_UP + runs if before is None else runs):
            if before is not None:
                before()
            prompt = None if session else prompts[index % len(prompts)]
            sample = launcher.run_hook(env | situation, prompt, f"bench-{name}-{index}" if new else "bench")
            if before is not None or index >= WARM_UP:
                samples.append(sample)
        results[name] = summary(samples)

    owner = owner_running(data_dir, env)
    try:
        series("owner", {}, args.runs)
        series("owner, SessionStart", {"OPENBRAIN_HOOKS__PROJECT": SESSION_PROJECT}, args.runs, session=True)
        first = {"OPENBRAIN_HOOKS__PROJECT": SESSION_PROJECT, "OPENBRAIN_HOOKS__PACK_WITH_FIRST_PROMPT": "true"}
        series("owner, first prompt + pack", first, args.runs, new=True)
    finally:
        stop_owner(data_dir)
        owner.wait()
    with served(settings, embedder, WORKSPACE) as (base, token):
        series("http", {"OPENBRAIN_HOOKS__URL": base, "OPENBRAIN_HOOKS__TOKEN": token}, args.runs)
    series("cold", {"OPENBRAIN_HOOKS__OWNER_IDLE": "60"}, args.cold_runs, before=lambda: stop_owner(data_dir))
    launcher.close()
    return {"machine": machine_info(None), "load": os.getloadavg(), "size": args.size, "runs": args.runs,
            "situations": results}  # fmt: skip


def print_table(report: dict[str, Any]) -> None:
    print(f"UserPromptSubmit as a whole process, {report['size']:,} memories, load {report['load'][0]:.2f}; "
          f"warm-up excluded; target p95 < {TARGET_MS:.0f} ms with a server running")  # fmt: skip
    print("| situation | runs | p50 ms | p95 ms | max ms | CPU ms (p50) | peak RSS MiB | injected |")
    print("|---|---|---|---|---|---|---|---|")
    for name, row in report["situations"].items():
        print(f"| {name} | {row['n']} | {row['p50']:.1f} | {row['p95']:.1f} | {row['max']:.1f} | "
              f"{row['cpu_ms_p50']:.1f} | {row['rss_mib_max']:.1f} | {row['injected']} of {row['n']} |")  # fmt: skip


if __name__ == "__main__":
    main()
