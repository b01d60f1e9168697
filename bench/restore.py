"""A backup and its restore, as a person runs them: ``python -m bench restore --store DIR``.

Times ``openbrain export --all-workspaces --vectors`` of a store that ``bench run --keep`` left behind, then
``openbrain import`` of that file into a new, empty data directory, both as whole processes with the store's
settings, and records each one's wall time, peak resident memory (``ru_maxrss`` of the child) and what the import
reported. Then the restored store answers one recall through ``openbrain recall``, which shows that the vectors
came from the file (nothing left to embed) and that the index was built. Prints a markdown table; ``--out`` keeps
the JSON.
"""

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bench import corpus

WORKSPACE = corpus.WORKSPACES[0][0]


def add_parser(commands: Any) -> None:
    restore = commands.add_parser("restore", help="export --vectors and import of a kept store, timed")
    restore.add_argument("--store", type=Path, required=True, help="a store kept by `bench run --keep`")
    restore.add_argument("--work", type=Path, required=True, help="where the file and the restored store go")
    restore.add_argument("--out", type=Path, default=None)
    restore.set_defaults(func=run)


def openbrain(data_dir: Path, *args: str) -> tuple[float, int, subprocess.CompletedProcess[str]]:
    """Run ``openbrain ARGS`` on ``data_dir``: its wall time, its peak RSS in KiB, and its outcome."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_")}
    env.update(
        {
            "OPENBRAIN_DATA_DIR": str(data_dir),
            "OPENBRAIN_WORKSPACE": WORKSPACE,
            "OPENBRAIN_HOOKS__START_OWNER": "false",
            "OPENBRAIN_LOG_LEVEL": "WARNING",
        }
    )
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    began = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "openbrain", *args], env=env, capture_output=True, text=True, timeout=7200
    )
    seconds = time.perf_counter() - began
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if done.returncode != 0:
        raise SystemExit(f"openbrain {' '.join(args)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return seconds, max(peak, before), done


def run(args: argparse.Namespace) -> None:
    args.work.mkdir(parents=True, exist_ok=True)
    backup = args.work / "backup.jsonl"
    target = args.work / "restored"
    shutil.rmtree(target, ignore_errors=True)
    backup.unlink(missing_ok=True)
    load_before = os.getloadavg()[0]

    export_seconds, export_rss, _ = openbrain(args.store, "export", "--all-workspaces", "--vectors", "-o", str(backup))
    size = backup.stat().st_size
    with backup.open() as handle:
        count = sum(1 for _ in handle) - 2
    import_seconds, import_rss, imported = openbrain(target, "import", str(backup), "--json")
    report = json.loads(imported.stdout)
    recall_seconds, _, recalled = openbrain(target, "recall", "connection pool timeouts under load", "--json")
    found = json.loads(recalled.stdout)
    result = {
        "store": str(args.store),
        "memories": count,
        "file_bytes": size,
        "export": {"seconds": export_seconds, "per_second": count / export_seconds, "peak_rss_kib": export_rss},
        "import": {
            "seconds": import_seconds,
            "per_second": count / import_seconds,
            "peak_rss_kib": import_rss,
            "report": {k: v for k, v in report["import"].items() if k != "skips"},
            "reconcile": report["reconcile"],
        },
        "recall_after": {"seconds": recall_seconds, "results": len(found["results"]), "degraded": found["degraded"]},
        "load": [load_before, os.getloadavg()[0]],
        "cpus": os.cpu_count(),
    }
    if args.out:
        args.out.write_text(json.dumps(result, indent=1) + "\n")
    imp = result["import"]
    print(f"{count:,} memories, a file of {size / 2**30:.2f} GiB; load {load_before:.1f} / {result['load'][1]:.1f}\n")
    print("| step | wall time | memories/s | peak RSS |\n|---|---|---|---|")
    print(
        f"| `openbrain export --all-workspaces --vectors` | {export_seconds:.0f} s | {count / export_seconds:,.0f} "
        f"| {export_rss / 1024:,.0f} MiB |"
    )
    print(
        f"| `openbrain import` (rows, the file's vectors, one index build) | {import_seconds:.0f} s "
        f"| {count / import_seconds:,.0f} | {import_rss / 1024:,.0f} MiB |"
    )
    print(
        f"\nimport: {imp['report']['added']:,} added, {imp['report']['indexed']:,} indexed with the file's vectors, "
        f"reconcile {imp['reconcile']}; a recall afterwards: {result['recall_after']['results']} results in "
        f"{recall_seconds:.1f} s (a whole process), degraded {found['degraded']}"
    )
