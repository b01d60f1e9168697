"""The everyday commands as a person or a script runs them: a whole ``openbrain`` process per call, timed from
spawn to exit, with its CPU time and peak memory.

    python -m bench.cli --size 10000 --runs 30 --out bench/results/cli.json

Builds a fresh embedded store of ``--size`` bench-corpus memories (cached corpus vectors), then runs ``openbrain
--help``, ``recall``, ``remember``, ``list`` and ``show`` in three ways:

* ``fast``: the installed ``openbrain`` with the data directory's owner running (``openbrain owner``; an ``openbrain
  serve`` or ``ui`` on the same directory answers the same way): the fast path (``cli/lean.py``);
* ``full``: the same commands through the full command line (typer, settings, the service's client), as every
  command ran before the fast path, with the same owner running;
* ``none``: the installed ``openbrain`` with nothing running: the command opens the brain in its own process
  (``--cold-runs`` runs; ``--help`` needs no brain and is left out).

Warm-up runs (3 per command and way) are excluded. Prints a markdown table (p50, p95, max in ms; CPU ms and peak RSS
MiB per process) and writes the numbers as JSON. Goal: p95 at most 300 ms with a server running.
"""

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from bench import corpus
from bench.__main__ import machine_info
from bench.hooks import Launcher, executable, owner_running, summary
from bench.pages import fresh_store
from openbrain.serve.ownership import stop_owner

WORKSPACE = corpus.WORKSPACES[0][0]
TARGET_MS = 300.0
WARM_UP = 3
FULL = "import sys; from openbrain.cli.commands import app; app(prog_name='openbrain')"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--full-runs", type=int, default=10)
    parser.add_argument("--cold-runs", type=int, default=5)
    parser.add_argument("--warm-up", type=int, default=WARM_UP, help="runs per command and way left out first")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cache-dir", type=Path, default=Path(__file__).parent / ".cache")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()

    with fresh_store(args.size, args.seed, args.cache_dir, "cli") as (settings, _, memories):
        in_workspace = [m for m in memories if m.workspace_id == WORKSPACE]
        try:
            report = measure(args, settings.data_dir, str(in_workspace[0].id)[:8])
        finally:
            stop_owner(settings.data_dir)
    print_table(report)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=1) + "\n")


def measure(args: argparse.Namespace, data_dir: Path, prefix: str) -> dict[str, Any]:
    queries = [q.text for q in corpus.queries(50, args.seed, WORKSPACE)]
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_")}
    env |= {"OPENBRAIN_DATA_DIR": str(data_dir), "OPENBRAIN_WORKSPACE": WORKSPACE, "OPENBRAIN_LOG_LEVEL": "WARNING",
            "COLUMNS": "120"}  # fmt: skip
    ways = {"fast": [executable()], "full": [sys.executable, "-c", FULL], "none": [executable()]}
    written = iter(range(1_000_000))

    def command(name: str, index: int) -> list[str]:
        return {
            "--help": ["--help"],
            "recall": ["recall", queries[index % len(queries)]],
            "remember": ["remember", f"Bench note {next(written)}: the {name} call of run {index} was timed."],
            "list": ["list"],
            "show": ["show", prefix],
        }[name]

    launcher = Launcher()
    results: dict[str, dict[str, Any]] = {}

    def series(way: str, runs: int, warm_up: int, names: tuple[str, ...]) -> None:
        for name in names:
            print(f"{way} {name}: {runs} runs ...", file=sys.stderr, flush=True)
            samples = [launcher.run([*ways[way], *command(name, i)], env) for i in range(warm_up + runs)]
            results.setdefault(way, {})[name] = summary(samples[warm_up:])

    commands = ("--help", "recall", "remember", "list", "show")
    owner = owner_running(data_dir, env)
    try:
        series("fast", args.runs, args.warm_up, commands)
        series("full", args.full_runs, args.warm_up, commands)
    finally:
        stop_owner(data_dir)
        owner.wait()
    series("none", args.cold_runs, min(args.warm_up, 1), commands[1:])
    launcher.close()
    return {"machine": machine_info(None), "load": os.getloadavg(), "size": args.size, "situations": results}


def print_table(report: dict[str, Any]) -> None:
    print(f"The everyday commands as whole processes, {report['size']:,} memories, load {report['load'][0]:.2f}; "
          f"warm-up excluded; goal p95 <= {TARGET_MS:.0f} ms with a server running")  # fmt: skip
    print("| way | command | runs | p50 ms | p95 ms | max ms | CPU ms (p50) | peak RSS MiB |")
    print("|---|---|---|---|---|---|---|---|")
    for way, rows in report["situations"].items():
        for name, row in rows.items():
            print(f"| {way} | `{name}` | {row['n']} | {row['p50']:.0f} | {row['p95']:.0f} | {row['max']:.0f} | "
                  f"{row['cpu_ms_p50']:.0f} | {row['rss_mib_max']:.0f} |")  # fmt: skip


if __name__ == "__main__":
    main()
