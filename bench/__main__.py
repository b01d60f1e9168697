"""OpenBrain benchmarks: ``python -m bench run | report | vectors | peers | engine | restore | checks``.

    python -m bench vectors --count 100000              # embed and cache the corpus (once; bench/.cache/)
    python -m bench run --sizes 10000 100000 --out bench/results/embedded.json
    python -m bench run --backend mariadb --sizes 10000 --out bench/results/mariadb.json
    python -m bench report bench/results/*.json --plot docs/img/recall-latency.png

``run`` builds a fresh store per size from the cached corpus vectors, then measures recall (through MCP, stage
by stage, and against the bare engines), list, remember, start-up and footprint, and prints markdown tables.
See docs/benchmarks.md.
"""

import argparse
import json
import os
import platform
import shutil
import sqlite3
import sys
import tempfile
import time
from datetime import UTC, datetime
from importlib.metadata import version
from pathlib import Path
from typing import Any

from bench import cache, checks, corpus, engine, measure, peers, report, restore, store

WORKSPACE = corpus.WORKSPACES[0][0]
LOAD_RECORD = "bench-load.json"  # in a kept store: how it was loaded, for a later --reuse


def machine_info(mariadb_url: str | None) -> dict[str, Any]:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    info: dict[str, Any] = {
        "cpus": os.cpu_count(),
        "cpu": cpu,
        "memory_gib": memory,
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "qdrant_edge": version("qdrant-edge-py"),
        "qdrant_client": version("qdrant-client"),
        "onnxruntime": version("onnxruntime"),
        "mariadb": None,
    }
    if mariadb_url:
        info["mariadb"] = store.mariadb_version(mariadb_url)
    return info


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')} load {os.getloadavg()[0]:.1f}] {message}", file=sys.stderr, flush=True)


def build_store(
    settings: Any, memories: list[corpus.Memory], vectors: Any, embedder: Any, label: str
) -> store.LoadReport:
    """Bulk-load the memories with their cached vectors, then build the HNSW index (Edge)."""
    log(f"{label}: bulk load")
    with store.opened(settings, embedder, optimize_threshold=None) as service:
        loaded = store.bulk_load(service.repository, service.index, service.profile, memories, vectors)
        log(f"{label}: loaded in {loaded.sql_seconds + loaded.index_seconds:.1f} s; building the index")
        store.optimize(service.index, service.profile, loaded)
    log(f"{label}: index {loaded.index_stats} built in {loaded.optimize_seconds:.1f} s")
    return loaded


def run_one(args: argparse.Namespace, backend: str, size: int, workdir: Path, embedder: Any) -> dict[str, Any]:
    """Build a store of ``size`` memories (or take the one ``--reuse`` names) and measure it."""
    result: dict[str, Any] = {"backend": backend, "size": size}
    if args.reuse is not None:  # a store an earlier `run --keep` built: its load figures were kept with it
        data_dir = args.reuse
        settings = store.store_settings(backend, data_dir, args.mariadb_url)
        result.update(json.loads((data_dir / LOAD_RECORD).read_text()), reused=str(data_dir))
        return measure_store(args, backend, size, settings, embedder, result)
    data_dir = workdir / f"{backend}-{size}"
    shutil.rmtree(data_dir, ignore_errors=True)
    settings = store.store_settings(backend, data_dir, args.mariadb_url)
    if backend == "mariadb":
        store.reset_mariadb(args.mariadb_url)
    store.seed_model_cache(settings, args.cache_dir)

    log(f"{backend} {size:,}: corpus and cached vectors")
    memories = list(corpus.memories(size, args.seed))
    if args.episodes:
        # Capture's episodes beside curated memories: every n-th memory becomes one (same text and vector).
        step = max(round(1 / args.episodes), 1)
        for memory in memories[::step]:
            memory.type = "episode"
        result["episodes"] = len(memories[::step])
    vectors = cache.corpus_vectors(
        size, seed=args.seed, cache_dir=args.cache_dir, embedder=embedder, embed_limit=args.embed_limit
    )
    if args.embed_limit is not None and size > args.embed_limit:
        result["recycled_vectors"] = size - args.embed_limit

    loaded = build_store(settings, memories, vectors, embedder, f"{backend} {size:,}")
    del memories, vectors
    result["load"] = {**loaded.__dict__}
    if args.keep:
        kept = {key: result[key] for key in ("load", "recycled_vectors", "episodes") if key in result}
        (data_dir / LOAD_RECORD).write_text(json.dumps(kept, indent=1) + "\n")
    result = measure_store(args, backend, size, settings, embedder, result)
    if not args.keep:
        shutil.rmtree(data_dir, ignore_errors=True)
    return result


def measure_store(
    args: argparse.Namespace, backend: str, size: int, settings: Any, embedder: Any, result: dict[str, Any]
) -> dict[str, Any]:
    """Measure a built store: recall, list, remember, start-up, footprint."""
    queries = corpus.queries(args.queries, args.seed, WORKSPACE)
    query_vectors = cache.query_vectors(queries, embedder)
    result["disk"] = store.disk_bytes(settings)

    # Measured with the index exactly as the server opens it (default optimize threshold).
    with store.opened(settings, embedder, migrate=False) as service:
        log(f"{backend} {size:,}: recall ({args.queries} queries x {args.repeat})")
        result["recall"] = measure.run_async(
            measure.measure_recall(service, queries, query_vectors, repeat=args.repeat)
        )
        log(f"{backend} {size:,}: list")
        result["list"] = measure.measure_list(service, WORKSPACE, repeat=args.repeat, depth=args.list_depth)
        log(f"{backend} {size:,}: remember ({args.remembers} direct, {args.mcp_remembers} via MCP)")
        result["remember"] = measure.run_async(
            measure.measure_remember(service, count=args.remembers, mcp_count=args.mcp_remembers, seed=args.seed)
        )
    if args.startup_runs:
        log(f"{backend} {size:,}: start-up ({args.startup_runs} runs)")
        result["startup"] = measure.run_async(measure.measure_startup(settings, queries[0], runs=args.startup_runs))
        log(f"{backend} {size:,}: thin stdio start-up, owner running ({args.startup_runs} runs)")
        result["startup_thin"] = measure.run_async(
            measure.measure_thin_startup(settings, queries[0], runs=args.startup_runs)
        )
    return result


def run_import(args: argparse.Namespace, backend: str, workdir: Path, embedder: Any) -> dict[str, Any]:
    """Bulk import with embedding into a fresh store: rows, then ``BrainService.reconcile()``."""
    data_dir = workdir / f"{backend}-import"
    shutil.rmtree(data_dir, ignore_errors=True)
    settings = store.store_settings(backend, data_dir, args.mariadb_url)
    if backend == "mariadb":
        store.reset_mariadb(args.mariadb_url)
    log(f"{backend}: bulk import with embedding of {args.import_count:,} memories")
    memories = list(corpus.memories(args.import_count, args.seed + 1))
    with store.opened(settings, embedder) as service:
        service.index.ensure_collection(service.profile)
        outcome = measure.measure_import_with_embedding(service, memories)
    shutil.rmtree(data_dir, ignore_errors=True)
    return outcome


def command_run(args: argparse.Namespace) -> None:
    started = time.perf_counter()
    uses_mariadb = "mariadb" in args.backend
    result: dict[str, Any] = {
        "command": "python -m bench " + " ".join(sys.argv[1:]),
        "started": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": machine_info(args.mariadb_url if uses_mariadb else None),
        "runs": [],
    }
    embedder = cache.make_embedder(args.cache_dir, threads=args.threads)
    if args.data_dir:
        Path(args.data_dir).mkdir(parents=True, exist_ok=True)
    workdir = Path(tempfile.mkdtemp(prefix="openbrain-bench-", dir=args.data_dir))
    try:
        for backend in args.backend:
            imported = None
            if args.import_count:
                imported = run_import(args, backend, workdir, embedder)
            for size in args.sizes:
                run = run_one(args, backend, size, workdir, embedder)
                if imported is not None and size == args.sizes[0]:
                    run["import"] = imported
                result["runs"].append(run)
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)
        embedder.close()
    result["elapsed_seconds"] = time.perf_counter() - started
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, indent=1) + "\n")
    sys.stdout.write(report.markdown([result]))


def command_report(args: argparse.Namespace) -> None:
    results = [json.loads(Path(path).read_text()) for path in args.results]
    sys.stdout.write(report.markdown(results))
    if args.plot:
        report.plot(results, args.plot)
        print(f"\nplot written to {args.plot}", file=sys.stderr)


def command_profile(args: argparse.Namespace) -> None:
    """cProfile of recall, remember and the start-up reconcile on a store of ``--size`` memories."""
    import cProfile
    import pstats

    embedder = cache.make_embedder(args.cache_dir, threads=args.threads)
    workdir = Path(tempfile.mkdtemp(prefix="openbrain-profile-", dir=args.data_dir))
    settings = store.store_settings(args.backend, workdir / "store", args.mariadb_url)
    if args.backend == "mariadb":
        store.reset_mariadb(args.mariadb_url)
    memories = list(corpus.memories(args.size, args.seed))
    vectors = cache.corpus_vectors(args.size, seed=args.seed, cache_dir=args.cache_dir, embedder=embedder)
    build_store(settings, memories, vectors, embedder, f"{args.backend} {args.size:,}")
    queries = corpus.queries(args.queries, args.seed, WORKSPACE)
    caller = measure.Caller(workspace_id=WORKSPACE, agent_id="bench-agent")
    fresh = corpus.chunk(args.seed + 7919, 0)[: args.remembers]
    try:
        with store.opened(settings, embedder, migrate=False) as service:
            for query in queries[:10]:  # warm caches and load the model first
                service.recall(caller, measure.recall_request(query))
            work = {
                "start (reconcile, full sweep)": lambda: service.start(),
                "recall": lambda: [service.recall(caller, measure.recall_request(q)) for q in queries],
                "remember": lambda: [
                    service.remember(
                        caller, {"content": m.content, "type": m.type, "tags": m.tags, "project": m.project}
                    )
                    for m in fresh
                ],
            }
            for name, action in work.items():
                profiler = cProfile.Profile()
                began = time.perf_counter()
                profiler.runcall(action)
                print(f"\n## {name}: {time.perf_counter() - began:.2f} s\n")
                stats = pstats.Stats(profiler, stream=sys.stdout)
                stats.strip_dirs().sort_stats(args.sort).print_stats(args.top)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
        embedder.close()


def command_vectors(args: argparse.Namespace) -> None:
    embedder = cache.make_embedder(args.cache_dir, threads=args.threads)
    started = time.perf_counter()
    vectors = cache.corpus_vectors(args.count, seed=args.seed, cache_dir=args.cache_dir, embedder=embedder)
    print(f"{len(vectors):,} vectors ready in {time.perf_counter() - started:.0f} s under {args.cache_dir}")


def parser() -> argparse.ArgumentParser:
    main = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    sub = main.add_subparsers(dest="command", required=True)

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--seed", type=int, default=0, help="corpus seed")
    common.add_argument("--cache-dir", type=Path, default=cache.DEFAULT_CACHE, help="vector and model cache")
    common.add_argument("--threads", type=int, default=0, help="onnxruntime threads (0 = all cores)")

    run = sub.add_parser("run", parents=[common], help="build stores and measure them")
    run.add_argument("--backend", nargs="+", choices=store.BACKENDS, default=["embedded"])
    run.add_argument("--sizes", nargs="+", type=int, default=[10_000, 100_000], help="memories (1000000: opt-in)")
    run.add_argument("--queries", type=int, default=200, help="distinct recall queries")
    run.add_argument("--repeat", type=int, default=3, help="passes over the queries (and list walks)")
    run.add_argument("--remembers", type=int, default=200, help="single remembers through the service")
    run.add_argument("--mcp-remembers", type=int, default=50, help="single remembers through MCP")
    run.add_argument("--list-depth", type=int, default=100, help="pages of 100 walked by list")
    run.add_argument("--startup-runs", type=int, default=3, help="starts of `openbrain serve` (0: skip)")
    run.add_argument(
        "--embed-limit",
        type=int,
        default=None,
        help="embed at most this many corpus memories; reuse their vectors with noise beyond (1M run)",
    )
    run.add_argument("--import-count", type=int, default=0, help="bulk import with embedding of N memories")
    run.add_argument("--episodes", type=float, default=0.0, help="share of the corpus stored as episodes (0 to 1)")
    run.add_argument("--mariadb-url", default=store.DEFAULT_MARIADB_URL, help="database the bench may drop")
    run.add_argument("--data-dir", type=Path, default=None, help="where stores are built (default: temp)")
    run.add_argument("--keep", action="store_true", help="keep the stores afterwards")
    run.add_argument("--reuse", type=Path, default=None, help="measure this kept store instead of building one")
    run.add_argument("--out", type=Path, default=None, help="write the results as JSON")
    run.set_defaults(func=command_run)

    rep = sub.add_parser("report", help="tables (and the plot) from result files")
    rep.add_argument("results", nargs="+", type=Path)
    rep.add_argument("--plot", type=Path, default=None, help="PNG of recall latency against corpus size")
    rep.set_defaults(func=command_report)

    prof = sub.add_parser("profile", parents=[common], help="cProfile recall, remember and start-up on a store")
    prof.add_argument("--backend", choices=store.BACKENDS, default="embedded")
    prof.add_argument("--size", type=int, default=10_000)
    prof.add_argument("--queries", type=int, default=100)
    prof.add_argument("--remembers", type=int, default=100)
    prof.add_argument("--sort", default="cumulative", help="pstats sort key (cumulative, tottime)")
    prof.add_argument("--top", type=int, default=30)
    prof.add_argument("--mariadb-url", default=store.DEFAULT_MARIADB_URL)
    prof.add_argument("--data-dir", type=Path, default=None)
    prof.set_defaults(func=command_profile)

    vec = sub.add_parser("vectors", parents=[common], help="embed and cache the corpus vectors")
    vec.add_argument("--count", type=int, default=100_000)
    vec.set_defaults(func=command_vectors)

    peers.add_parser(sub)
    sub.choices["peers"].set_defaults(func=peers.run)
    engine.add_parser(sub)
    restore.add_parser(sub)
    checks.add_parser(sub)
    return main


def main() -> None:
    args = parser().parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
