"""Benchmark the local ONNX embedder: first start (graph build), warm start, throughput and query latency.

    python bench/embedding.py --runs 5

Prints a markdown table. Each start is measured with a fresh data folder (first start) or a fresh embedder on
the cached graph (warm start, in process and in a new Python process); throughput uses 20-word texts.
"""

import argparse
import os
import platform
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from statistics import median

import onnxruntime

from openbrain.stores.embedding.local import LocalOnnxEmbedder

WORDS = (
    "agent memory database index vector query cache server client model token batch search recall store write "
    "read update delete config setting error retry timeout network request response schema table column row "
    "project decision convention bug fix root cause deploy release branch commit review test suite fast slow "
    "latency throughput disk file folder path user team plan research observation architecture service worker "
    "queue event log metric alert migration version upgrade python rust docker kubernetes postgres mariadb sqlite "
    "the a of to and in is for on with that this it as by from at be are was were has have not but or"
).split()


def texts(count: int, words: int = 20, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    return [" ".join(rng.choice(WORDS) for _ in range(words)) for _ in range(count)]


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def timed(action: Callable[[], object]) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def fmt(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 1 else f"{seconds:.2f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="repetitions of each measurement (median reported)")
    parser.add_argument("--texts", type=int, default=256, help="texts per throughput run")
    parser.add_argument("--queries", type=int, default=200, help="queries for the latency percentiles")
    parser.add_argument("--threads", type=int, default=0, help="onnxruntime intra-op threads (0 = all cores)")
    args = parser.parse_args()
    load_before = os.getloadavg()[0]
    rows: list[tuple[str, str]] = []

    with tempfile.TemporaryDirectory() as scratch:
        builds, cached = [], Path(scratch) / "cached"
        for run in range(args.runs):
            cache_dir = cached if run == 0 else Path(scratch) / f"build-{run}"
            embedder = LocalOnnxEmbedder(cache_dir=cache_dir, threads=args.threads)
            builds.append(timed(lambda e=embedder: e.embed_query("first")))
            assert embedder.built
        rows.append(("first start: build ONNX graph + load + first vector (median)", fmt(median(builds))))

        warm = []
        for _ in range(args.runs):
            embedder = LocalOnnxEmbedder(cache_dir=cached, threads=args.threads)
            warm.append(timed(lambda e=embedder: e.embed_query("first")))
            assert not embedder.built
        rows.append(("warm start in process: load cached graph + first vector (median)", fmt(median(warm))))

        script = (
            "import time; t = time.perf_counter()\n"
            "from pathlib import Path\n"
            "from openbrain.stores.embedding.local import LocalOnnxEmbedder\n"
            f"LocalOnnxEmbedder(cache_dir=Path({str(cached)!r}), threads={args.threads}).embed_query('first')\n"
            "print(time.perf_counter() - t)\n"
        )
        process = [
            float(subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True).stdout)
            for _ in range(args.runs)
        ]
        rows.append(("warm start in a new process: imports + load + first vector (median)", fmt(median(process))))

        embedder = LocalOnnxEmbedder(cache_dir=cached, threads=args.threads)
        corpus = texts(args.texts)
        embedder.embed_documents(corpus[:64])
        for batch_size in (1, 8, 32, 64):
            embedder.batch_size = batch_size
            rates, cpu_rates = [], []
            for _ in range(args.runs):
                cpu = time.process_time()
                rates.append(len(corpus) / timed(lambda: embedder.embed_documents(corpus)))
                cpu_rates.append(len(corpus) / (time.process_time() - cpu))
            rows.append(
                (
                    f"throughput, 20-word texts, batch {batch_size} (median)",
                    f"{median(rates):.0f} texts/s ({median(cpu_rates):.0f} texts per CPU-second)",
                )
            )

        latencies = sorted(timed(lambda q=q: embedder.embed_query(q)) for q in texts(args.queries, seed=1))
        p50 = latencies[len(latencies) // 2]
        p95 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.95))]
        rows.append(("embed_query latency p50 / p95, 20 words", f"{p50 * 1000:.1f} ms / {p95 * 1000:.1f} ms"))
        embedder.close()

    load_after = os.getloadavg()[0]
    print(
        f"Machine: {os.cpu_count()} CPUs, {cpu_model()}; onnxruntime {onnxruntime.__version__}; "
        f"threads={args.threads or 'default'}; runs={args.runs}; "
        f"1-min load average {load_before:.2f} before, {load_after:.2f} after (other work on the machine)\n"
    )
    print("| measurement | result |\n|---|---|")
    for name, value in rows:
        print(f"| {name} | {value} |")


if __name__ == "__main__":
    main()
