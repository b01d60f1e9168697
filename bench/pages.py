"""Web view and REST API latency: every page and endpoint over real HTTP on loopback, at a given store size.

    python -m bench.pages --size 10000 --requests 200 --out bench/results/pages.json

Builds a fresh embedded store (SQLite + Qdrant Edge) of ``--size`` bench-corpus memories from the cached corpus
vectors (``python -m bench vectors`` makes them; missing ones are embedded), serves it with ``openbrain serve
--transport http``'s app (uvicorn in this process, one worker), signs in as the corpus' largest workspace, and
times ``--requests`` sequential requests per page after 10 warm-up requests, each to completion (the whole body
read). Prints a markdown table (p50, p95, max in ms) and writes the numbers as JSON.
"""

import argparse
import json
import os
import re
import shutil
import socket
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from bench import cache, corpus, store
from bench.__main__ import build_store, machine_info

WORKSPACE = corpus.WORKSPACES[0][0]
TARGET_MS = 100.0


def serve(app: Any) -> tuple[str, Any, threading.Thread]:
    import uvicorn

    # IPPROTO_TCP named: asyncio sets TCP_NODELAY only on such sockets; without it every answer waits ~40 ms for
    # the client's delayed ACK (uvicorn's own sockets, as `openbrain serve` makes them, are fine).
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(app, log_config=None, access_log=False, lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    return f"http://127.0.0.1:{sock.getsockname()[1]}", server, thread


def timed(client: httpx.Client, method: str, path: str, requests: int, **options: Any) -> dict[str, float]:
    for _ in range(10):
        client.request(method, path, **options).raise_for_status()
    samples = []
    for _ in range(requests):
        started = time.perf_counter()
        response = client.request(method, path, **options)
        response.read()
        samples.append((time.perf_counter() - started) * 1000)
        response.raise_for_status()
    samples.sort()
    return {
        "p50": statistics.median(samples),
        "p95": samples[int(len(samples) * 0.95) - 1],
        "max": samples[-1],
        "n": len(samples),
    }


@contextmanager
def fresh_store(size: int, seed: int, cache_dir: Path, label: str) -> Iterator[tuple[Any, Any, list[Any]]]:
    """A new embedded store of ``size`` bench-corpus memories (cached vectors), removed afterwards: its settings,
    the embedder, and the memories loaded."""
    embedder = cache.make_embedder(cache_dir)
    workdir = Path(tempfile.mkdtemp(prefix=f"openbrain-{label}-"))
    try:
        settings = store.store_settings("embedded", workdir / "store")
        store.seed_model_cache(settings, cache_dir)
        memories = list(corpus.memories(size, seed))
        vectors = cache.corpus_vectors(size, seed=seed, cache_dir=cache_dir, embedder=embedder)
        build_store(settings, memories, vectors, embedder, f"{label} {size:,}")
        del vectors
        yield settings, embedder, memories
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
        embedder.close()


@contextmanager
def served(settings: Any, embedder: Any, workspace: str) -> Iterator[tuple[str, str]]:
    """The store served by `openbrain serve --transport http`'s app on loopback: its URL and a token of
    ``workspace``."""
    from openbrain.serve.auth import TokenStore
    from openbrain.serve.brain import Brain
    from openbrain.serve.http import create_app

    with store.opened(settings, embedder, migrate=False) as service:
        brain = Brain(service, TokenStore(service.repository.db), settings)
        token = brain.token_create(workspace, "bench").token
        base, server, thread = serve(create_app(brain, settings))
        try:
            yield base, token
        finally:
            server.should_exit = True
            thread.join(timeout=15)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cache-dir", type=Path, default=Path(__file__).parent / ".cache")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()

    with fresh_store(args.size, args.seed, args.cache_dir, "pages") as (settings, embedder, memories):
        in_workspace = sum(m.workspace_id == WORKSPACE for m in memories)
        project = next(m.project for m in memories if m.workspace_id == WORKSPACE and m.project)
        query = corpus.queries(1, args.seed, WORKSPACE)[0].text
        with served(settings, embedder, WORKSPACE) as (base, token):
            results = measure(base, token, project, query, args.requests)
        report = {
            "machine": machine_info(None),
            "load": os.getloadavg(),
            "size": args.size,
            "workspace_memories": in_workspace,
            "requests": args.requests,
            "pages": results,
        }
        print_table(report)
        if args.out:
            args.out.parent.mkdir(parents=True, exist_ok=True)
            args.out.write_text(json.dumps(report, indent=1) + "\n")


def measure(base: str, token: str, project: str, query: str, requests: int) -> dict[str, dict[str, float]]:
    ui = httpx.Client(base_url=base, timeout=30)
    nonce = re.search(r'name="login_csrf" value="([^"]+)"', ui.get("/ui/login").text).group(1)
    signed = ui.post("/ui/login", data={"token": token, "login_csrf": nonce})
    assert signed.status_code == 303, signed.text
    api = httpx.Client(base_url=base, timeout=30, headers={"Authorization": f"Bearer {token}"})
    listed = api.get("/v1/memories", params={"limit": 20}).json()
    memory_id = listed["memories"][0]["id"]
    cursor = listed["next_cursor"]
    pages = {
        "GET /ui/memories": ("get", "/ui/memories", {}, ui),
        "GET /ui/memories, filtered": ("get", "/ui/memories", {"params": {"project": project, "type": "bug"}}, ui),
        "GET /ui/memories, page 2": ("get", "/ui/memories", {"params": {"cursor": cursor}}, ui),
        "GET /ui/search": ("get", "/ui/search", {"params": {"q": query}}, ui),
        "GET /ui/search, explain": ("get", "/ui/search", {"params": {"q": query, "explain": "true"}}, ui),
        "GET /ui/memories/{id}": ("get", f"/ui/memories/{memory_id}", {}, ui),
        "GET /ui/stats": ("get", "/ui/stats", {}, ui),
        "POST /v1/recall": ("post", "/v1/recall", {"json": {"query": query}}, api),
        "GET /v1/memories": ("get", "/v1/memories", {}, api),
        "GET /v1/memories/{id}": ("get", f"/v1/memories/{memory_id}", {}, api),
        "POST /v1/context": ("post", "/v1/context", {"json": {"task": query, "budget_tokens": 1000}}, api),
        "GET /v1/stats": ("get", "/v1/stats", {}, api),
    }
    results = {}
    for name, (method, path, options, client) in pages.items():
        print(f"{name} ...", file=sys.stderr, flush=True)
        results[name] = timed(client, method, path, requests, **options)
    return results


def print_table(report: dict[str, Any]) -> None:
    print(f"{report['size']:,} memories ({report['workspace_memories']:,} in the signed-in workspace), "
          f"{report['requests']} requests per row, target p95 < {TARGET_MS:.0f} ms")  # fmt: skip
    print("| page or endpoint | p50 ms | p95 ms | max ms | p95 < 100 ms |")
    print("|---|---|---|---|---|")
    for name, row in report["pages"].items():
        verdict = "yes" if row["p95"] < TARGET_MS else "NO"
        print(f"| `{name}` | {row['p50']:.1f} | {row['p95']:.1f} | {row['max']:.1f} | {verdict} |")


if __name__ == "__main__":
    main()
