"""`openbrain eval` through the real command line, on a slice of the development dataset."""

import json
import os
import subprocess
import sys
from pathlib import Path

from sqlalchemy.engine import make_url

from conftest import MARIADB_URL

DATASET = Path(__file__).parent.parent / "eval" / "datasets" / "openbrain-dev.jsonl"
# The eval needs only the server: the database named in the URL need not exist.
SERVER_URL = make_url(MARIADB_URL).set(database="no_such_database").render_as_string(hide_password=False)


def openbrain(*args: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    (data_dir / "tmp").mkdir(exist_ok=True)
    env = {
        **os.environ,
        "OPENBRAIN_DATA_DIR": str(data_dir),
        "OPENBRAIN_LOG_LEVEL": "WARNING",
        "TMPDIR": str(data_dir / "tmp"),  # where the eval makes its temporary store
    }
    env.pop("OPENBRAIN_DB__URL", None)
    return subprocess.run(
        [sys.executable, "-m", "openbrain", *args], capture_output=True, text=True, env=env, timeout=600
    )


def test_eval_reports_every_retriever_and_tier_and_never_returns_a_superseded_memory(tmp_path):
    run = openbrain(
        "eval", str(DATASET), "--group", "acme-payments", "--max-queries", "24", "--json", data_dir=tmp_path
    )
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert (report["memories"], report["queries"], report["groups"]) == (80, 24, 1)
    assert report["database"] == "sqlite" and report["near_duplicates_on_load"] == []
    systems = report["systems"]
    assert list(systems) == ["lexical", "dense", "hybrid", "quick", "semantic", "hybrid-tier", "deep", "auto"]
    for name, system in systems.items():
        overall = system["overall"]
        assert overall["queries"] == 24 and overall["forbidden_returned"] == 0, name
        assert 0 <= overall["mrr"] <= overall["recall_at"]["10"] <= 1, name
        assert set(system["categories"]) == {"paraphrase", "identifier", "keyword", "decoy", "superseded", "multi"}
    assert systems["quick"]["embed_calls"] == 0 and systems["lexical"]["embed_calls"] == 0
    assert systems["dense"]["embed_calls"] == 24
    assert sum(systems["auto"]["tiers"].values()) == 24 and systems["auto"]["tiers"]["quick"] > 0
    assert systems["auto"]["embed_calls"] == systems["auto"]["tiers"].get("hybrid", 0)
    assert systems["hybrid"]["overall"]["decoy_queries"] > 0
    assert list((tmp_path / "tmp").glob("openbrain-eval-*")) == []  # the temporary store is gone


def test_eval_prints_tables_for_people(tmp_path):
    run = openbrain(
        "eval", str(DATASET), "--group", "lumen-web", "--max-queries", "6", "--system", "quick", data_dir=tmp_path
    )
    assert run.returncode == 0, run.stderr
    assert "overall (top_k = 10)" in run.stdout and "per category" in run.stdout and "quick" in run.stdout


def test_eval_refuses_a_malformed_dataset_with_the_line_to_fix(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"kind": "memory", "id": "m1", "group": "g", "text": "x", "type": "bug"}\n{"kind": "query"\n')
    run = openbrain("eval", str(bad), data_dir=tmp_path)
    assert run.returncode == 1 and "line 2 of bad.jsonl" in run.stderr and "Traceback" not in run.stderr


def test_eval_runs_on_mariadb_in_a_database_of_its_own(tmp_path, mariadb_database):
    run = openbrain(
        "eval", str(DATASET), "--group", "northwind-ml", "--max-queries", "6", "--system", "lexical",
        "--db-url", SERVER_URL, "--json", data_dir=tmp_path,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["database"] == "mariadb" and report["systems"]["lexical"]["overall"]["forbidden_returned"] == 0
    with mariadb_database.reading() as session:
        from sqlalchemy import text

        left = session.execute(text("SHOW DATABASES LIKE 'openbrain_eval_%'")).all()
    assert left == []
