"""The latency the OpenClaw plugin adds to a turn: its before_prompt_build handler, timed at 10K memories.

    python -m bench.openclaw --size 10000 --runs 200 --out bench/results/openclaw.json

Builds a fresh embedded store of ``--size`` bench-corpus memories (as bench/hooks.py does), serves it with
`openbrain serve --transport http`'s app on loopback, and runs bench/openclaw.mjs under Node: for each corpus query
it times OpenBrain's own answer (``POST /v1/prompt-context``, what the plugin asks), the plugin's handler on a later
prompt of a session (the same request, plus wrapping), and on a session's first prompt (two requests at once: the
hot tier and the prompt's memories). Five warm-up rounds excluded. Target: at most 50 ms p95 above OpenBrain's own.
Node is `node` on PATH, or OPENBRAIN_TEST_OPENCLAW_BIN's (the one .ci/run installs).
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from bench import corpus
from bench.__main__ import machine_info
from bench.pages import fresh_store, served

HERE = Path(__file__).parent
WORKSPACE = corpus.WORKSPACES[0][0]
TARGET_MS = 50.0


def node() -> str:
    folder = os.environ.get("OPENBRAIN_TEST_OPENCLAW_BIN")
    if folder and (Path(folder) / "node").exists():
        return str(Path(folder) / "node")
    found = shutil.which("node")
    if found is None:
        sys.exit("node is needed: put it on PATH or set OPENBRAIN_TEST_OPENCLAW_BIN")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cache-dir", type=Path, default=HERE / ".cache")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()

    with fresh_store(args.size, args.seed, args.cache_dir, "openclaw") as (settings, embedder, _):
        prompts = settings.data_dir.parent / "prompts.json"
        prompts.write_text(json.dumps([q.text for q in corpus.queries(max(args.runs, 20), args.seed, WORKSPACE)]))
        with served(settings, embedder, WORKSPACE) as (base, token):
            done = subprocess.run(
                [node(), str(HERE / "openclaw.mjs"), base, token, str(args.runs), str(prompts)],
                capture_output=True, text=True, timeout=3600, check=True,
            )  # fmt: skip
    report: dict[str, Any] = {
        "machine": machine_info(None),
        "load": os.getloadavg(),
        "size": args.size,
        "runs": args.runs,
        "timings": json.loads(done.stdout),
    }
    print_table(report)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=1) + "\n")


def print_table(report: dict[str, Any]) -> None:
    t = report["timings"]
    print(f"OpenClaw plugin, before_prompt_build at {report['size']:,} memories, {report['runs']} runs per row, "
          f"load {report['load'][0]:.2f}")  # fmt: skip
    print("| what | p50 ms | p95 ms | max ms |")
    print("|---|---|---|---|")
    for key, label in (("direct", "OpenBrain's own answer (POST /v1/prompt-context)"),
                       ("later", "the plugin's handler, a later prompt of a session"),
                       ("first", "the plugin's handler, a session's first prompt (hot tier too)")):  # fmt: skip
        row = t[key]
        print(f"| {label} | {row['p50']:.1f} | {row['p95']:.1f} | {row['max']:.1f} |")
    added = t["later"]["p95"] - t["direct"]["p95"]
    print(f"added at p95 on a later prompt: {added:.1f} ms (target <= {TARGET_MS:.0f}); on a first prompt: "
          f"{t['first']['p95'] - t['direct']['p95']:.1f} ms")  # fmt: skip


if __name__ == "__main__":
    main()
