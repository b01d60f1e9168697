"""The benchmark entry point works end to end at a tiny size (this checks the scripts, not the speed)."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TINY = [
    "--sizes",
    "200",
    "--queries",
    "8",
    "--repeat",
    "1",
    "--remembers",
    "5",
    "--mcp-remembers",
    "2",
    "--list-depth",
    "3",
    "--startup-runs",
    "1",
]
SECTIONS = ["#### Recall", "#### Remember and import", "#### List", "#### Start-up and footprint"]


def bench(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_")}
    return subprocess.run(
        [sys.executable, "-m", "bench", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout
    )


def assert_sane(run: dict, backend: str) -> None:
    assert run["backend"] == backend and run["size"] == 200
    recall = run["recall"]
    for key in ("mcp", "direct", "direct_excl_embed", "vector", "hydrate", "floor_vector", "floor_ids"):
        assert recall[key]["n"] == 8, key
        assert 0 < recall[key]["p50"] <= recall[key]["p95"] <= recall[key]["p99"] < 60_000, key
    assert recall["lexical"]["p99"] == 0  # words are in the index: recall sends no word search to the database
    assert recall["mean_results"] > 0  # recall found memories of the loaded corpus
    assert recall["direct_excl_embed"]["p50"] < recall["direct"]["p50"] < recall["mcp"]["p50"] * 5
    assert run["remember"]["direct"]["n"] == 5 and run["remember"]["throughput_per_second"] > 0
    assert run["list"]["first_page"]["p50"] > 0 and run["list"]["deepest_row"] > 0
    assert 0 < run["startup"]["first_list"]["p50"] < 120_000 and run["startup"]["rss_kib"] > 10_000
    thin = run["startup_thin"]  # the thin stdio pipe to a running owner: far leaner than the whole server
    assert thin["recall"]["n"] == 20 and 0 < thin["first_recall"]["p50"] < 120_000
    assert 0 < thin["pipe_rss_kib"] < run["startup"]["rss_kib"] / 2
    assert run["disk"]["database"] > 0 and run["disk"]["vectors"] > 0
    assert run["load"]["memories"] == 200 and run["load"]["vectors"] > 150


def test_the_benchmark_runs_at_a_tiny_size_and_reports_every_section(tmp_path: Path):
    out = tmp_path / "results.json"
    done = bench(
        "run",
        *TINY,
        "--import-count",
        "40",
        "--cache-dir",
        str(tmp_path / "cache"),
        "--data-dir",
        str(tmp_path),
        "--keep",
        "--out",
        str(out),
    )
    assert done.returncode == 0, done.stderr[-3000:]
    for section in [*SECTIONS, "### Bulk import with embedding", "floor = vector query + select by ids"]:
        assert section in done.stdout, section
    result = json.loads(out.read_text())
    assert result["machine"]["cpus"] >= 1
    (run,) = result["runs"]
    assert_sane(run, "embedded")
    assert run["import"]["memories"] == 40 and run["import"]["import_per_second"] > 0

    plot = tmp_path / "plot.png"
    reported = bench("report", str(out), "--plot", str(plot), timeout=120)
    assert reported.returncode == 0, reported.stderr[-3000:]
    assert all(section in reported.stdout for section in SECTIONS)
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # The vectors were cached: a second corpus load embeds nothing.
    assert list((tmp_path / "cache" / "vectors").rglob("*.npy"))

    # The kept store: the engine's parts, and a backup with vectors restored without embedding.
    (kept,) = tmp_path.glob("openbrain-bench-*/embedded-200")
    cache = ["--cache-dir", str(tmp_path / "cache")]
    parts = bench("engine", "--store", str(kept), "--queries", "4", "--repeat", "1", "--ef", "16", *cache)
    assert parts.returncode == 0, parts.stderr[-3000:]
    assert "| ceilings (each term's best) |" in parts.stdout and "| dense, exact |" in parts.stdout
    restored = bench("restore", "--store", str(kept), "--work", str(tmp_path / "restore"), "--out", str(out))
    assert restored.returncode == 0, restored.stderr[-3000:]
    outcome = json.loads(out.read_text())
    live = outcome["import"]["report"]["indexed"]
    assert outcome["memories"] == outcome["import"]["report"]["added"] > live > 150  # the live ones, from the file
    assert outcome["import"]["reconcile"] is None and outcome["recall_after"]["results"] > 0
    tiny = ["--queries", "4", "--repeat", "1", "--remembers", "2", "--mcp-remembers", "1", "--list-depth", "2"]
    again = bench(
        "run", "--sizes", "200", "--reuse", str(kept), *tiny, "--startup-runs", "0", *cache, "--out", str(out)
    )
    assert again.returncode == 0, again.stderr[-3000:]
    (measured,) = json.loads(out.read_text())["runs"]
    assert measured["reused"] == str(kept) and measured["load"]["memories"] == 200  # the load it was built with
    assert measured["recall"]["mean_results"] > 0 and measured["recall"]["ceiling_cache"]["misses"] > 0


@pytest.mark.mariadb
def test_the_benchmark_runs_on_mariadb_and_qdrant_client(tmp_path: Path):
    from sqlalchemy.engine import make_url

    from conftest import MARIADB_URL

    url = make_url(MARIADB_URL)
    try:
        import pymysql

        pymysql.connect(
            host=url.host or "127.0.0.1", port=url.port or 3306, user=url.username, password=url.password or ""
        )
    except pymysql.err.OperationalError as exc:
        if os.environ.get("CI"):
            pytest.fail(f"MariaDB is not reachable in CI: {exc}")
        pytest.skip(f"MariaDB is not reachable ({exc})")
    bench_url = url.set(database=f"{url.database}_bench_smoke").render_as_string(hide_password=False)
    out = tmp_path / "results.json"
    done = bench(
        "run",
        *TINY,
        "--backend",
        "mariadb",
        "--mariadb-url",
        bench_url,
        "--cache-dir",
        str(tmp_path / "cache"),
        "--data-dir",
        str(tmp_path),
        "--out",
        str(out),
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert all(section in done.stdout for section in SECTIONS)
    (run,) = json.loads(out.read_text())["runs"]
    assert_sane(run, "mariadb")


def test_the_pages_benchmark_runs_at_a_tiny_size_and_times_every_page(tmp_path: Path):
    out = tmp_path / "pages.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_")}
    command = ["-m", "bench.pages", "--size", "200", "--requests", "3", "--cache-dir", str(tmp_path / "cache")]
    done = subprocess.run(
        [sys.executable, *command, "--out", str(out)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(out.read_text())
    assert report["size"] == 200 and len(report["pages"]) == 12
    for name, row in report["pages"].items():
        assert row["n"] == 3 and 0 < row["p50"] <= row["max"], name
        assert f"`{name}`" in done.stdout


def test_the_peers_benchmark_drives_openbrain_through_its_protocol_and_says_which_peer_is_not_set_up(tmp_path: Path):
    """The script and OpenBrain's driver, on a tiny dataset; the peers' own venvs are not made in CI (their numbers
    come from `python -m bench peers --setup` and a run, in docs/benchmarks.md)."""
    dataset = tmp_path / "tiny.jsonl"
    records = [
        {"kind": "memory", "id": f"m{n}", "group": "g", "text": text, "type": "observation"}
        for n, text in enumerate(["The CI cache key includes the lockfile hash.", "Refunds go through the ledger API."])
    ] + [{"kind": "query", "id": "q1", "group": "g", "category": "paraphrase", "query": "how do refunds work?",
          "expected": ["m1"]}]  # fmt: skip
    dataset.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    out, cache = tmp_path / "peers.json", tmp_path / "peers-cache"
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_")}
    done = subprocess.run(
        [sys.executable, "-m", "bench", "peers", str(dataset), "--cache", str(cache), "--out", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert "mcp-server-qdrant is not set up" in done.stderr and "basic-memory is not set up" in done.stderr
    assert (cache / "fastembed-all-MiniLM-L6-v2" / "model.onnx").exists()  # the peers' model folder, from our weights
    (row,) = json.loads(out.read_text())["datasets"]["tiny"]["systems"].values()
    assert row["recall_at_5"] == 1.0 and row["mrr"] == 1.0 and row["memories"] == 2
    assert 0 < row["recall_p50_ms"] <= row["recall_p95_ms"] and row["rss_mb"] > 0
    assert "| openbrain | 1.0 | 1.0 |" in done.stdout


def test_the_hooks_benchmark_runs_whole_hook_processes_in_every_situation(tmp_path: Path):
    out = tmp_path / "hooks.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_")}
    command = ["-m", "bench.hooks", "--size", "200", "--runs", "3", "--cold-runs", "1"]
    done = subprocess.run(
        [sys.executable, *command, "--cache-dir", str(tmp_path / "cache"), "--out", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = json.loads(out.read_text())
    assert set(report["situations"]) == {"owner", "owner, SessionStart", "owner, first prompt + pack", "http", "cold"}
    first = report["situations"]["owner, first prompt + pack"]  # each run a new session: each brings the pack
    assert first["n"] == 3 and first["injected"] == 3
    for name, row in report["situations"].items():
        assert 0 < row["p50"] <= row["max"] and row["cpu_ms_p50"] > 0 and 0 < row["rss_mib_max"] < 200, name
        assert f"| {name} |" in done.stdout
    assert report["situations"]["owner"]["n"] == 3 and report["situations"]["cold"]["n"] == 1


def test_the_cli_benchmark_runs_every_command_in_every_way(tmp_path: Path):
    out = tmp_path / "cli.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_")}
    command = ["-m", "bench.cli", "--size", "200", "--runs", "2", "--full-runs", "1", "--cold-runs", "1"]
    done = subprocess.run(
        [sys.executable, *command, "--warm-up", "0", "--cache-dir", str(tmp_path / "cache"), "--out", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    situations = json.loads(out.read_text())["situations"]
    assert set(situations) == {"fast", "full", "none"}
    assert set(situations["fast"]) == set(situations["full"]) == {"--help", "recall", "remember", "list", "show"}
    assert set(situations["none"]) == {"recall", "remember", "list", "show"}
    for way, rows in situations.items():
        for name, row in rows.items():
            assert row["n"] == {"fast": 2, "full": 1, "none": 1}[way] and 0 < row["p50"] <= row["max"], (way, name)
            assert row["cpu_ms_p50"] > 0 and 0 < row["rss_mib_max"] < 1000, (way, name)
            assert f"| {way} | `{name}` |" in done.stdout


@pytest.mark.skipif(
    not (os.environ.get("OPENBRAIN_TEST_OPENCLAW_BIN") or shutil.which("node")), reason="node is not installed"
)
def test_the_openclaw_benchmark_times_the_plugins_own_handler(tmp_path: Path):
    out = tmp_path / "openclaw.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_") or k == "OPENBRAIN_TEST_OPENCLAW_BIN"}
    command = ["-m", "bench.openclaw", "--size", "200", "--runs", "3", "--cache-dir", str(tmp_path / "cache")]
    done = subprocess.run(
        [sys.executable, *command, "--out", str(out)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr
    timings = json.loads(out.read_text())["timings"]
    assert set(timings) == {"direct", "later", "first"}
    assert all(row["n"] == 3 and 0 < row["p50"] <= row["max"] for row in timings.values())
    assert "added at p95 on a later prompt" in done.stdout


def test_the_checks_benchmark_times_the_secret_scan_and_the_injection_check_on_every_dataset_text(tmp_path: Path):
    out = tmp_path / "checks.json"
    done = bench("checks", "--runs", "1", "--out", str(out))
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(out.read_text())
    assert result["texts"] > 5000 and result["runs"] == 1
    for name in ("secret scan", "injection check (uncached)", "of which the fine-tuned part"):
        r = result["checks"][name]
        assert 0 < r["p50_us"] <= r["p95_us"] < 1e6 and r["per_1000_chars_us"] > 0, name
        assert f"| {name} |" in done.stdout
