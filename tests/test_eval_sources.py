"""The generated dev datasets: each committed file is exactly what its script makes, and the third has the shape
issue 20 asks for (long user-assistant chats, facts in passing, knowledge updates, two-session and time questions)."""

import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

SOURCES = Path(__file__).parent.parent / "eval" / "sources"
DATASETS = Path(__file__).parent.parent / "eval" / "datasets"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"eval_source_{name}", SOURCES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    "script, dataset",
    [
        ("conversations", "conversations-dev.jsonl"),
        ("assistant_chats", "assistant-dev.jsonl"),
        ("capture_chats", "capture-histories.jsonl"),
        ("coding_sessions", "coding-sessions.jsonl"),
        ("team_questions", "team-dev.jsonl"),
    ],
)
def test_the_committed_dataset_is_exactly_what_its_script_makes(script, dataset, tmp_path, monkeypatch, capsys):
    module = _load(script)
    monkeypatch.setattr(module, "OUT", tmp_path / dataset)
    module.main()
    assert (tmp_path / dataset).read_bytes() == (DATASETS / dataset).read_bytes()
    assert dataset in capsys.readouterr().out


def _records(dataset: str) -> tuple[list[dict], list[dict]]:
    records = [json.loads(line) for line in (DATASETS / dataset).read_text(encoding="utf-8").splitlines()]
    return [r for r in records if r["kind"] == "memory"], [r for r in records if r["kind"] == "query"]


def test_the_team_set_holds_200_everyday_questions_in_five_forms_and_its_unrelated_questions(tmp_path, monkeypatch):
    module = _load("team_questions")
    monkeypatch.setattr(module, "OUT", tmp_path / "team-dev.jsonl")
    monkeypatch.setattr(module, "UNRELATED_OUT", tmp_path / "team-unrelated.txt")
    module.main()
    assert (tmp_path / "team-unrelated.txt").read_bytes() == (DATASETS / "team-unrelated.txt").read_bytes()
    memories, queries = _records("team-dev.jsonl")
    assert len(queries) >= 200 and len({m["group"] for m in memories}) == len(module.TEAMS)
    assert Counter(q["category"] for q in queries).keys() == {"which", "policy", "how", "why", "other"}
    assert any(q["query"] == "which linter do we use" for q in queries)
    assert len(module.UNRELATED) >= 40


def test_the_assistant_chats_hold_150_questions_over_groups_of_40_sessions_of_user_turns():
    module = _load("assistant_chats")
    memories, queries = _records("assistant-dev.jsonl")
    assert len(queries) >= 150 and module.SESSIONS >= 40
    groups = Counter(m["group"] for m in memories)
    assert set(groups) == set(module.USERS) and min(groups.values()) >= 3 * module.SESSIONS  # every session's turns
    assert Counter(q["category"] for q in queries).keys() == {"single", "update", "multi", "temporal"}
    assert min(Counter(q["category"] for q in queries).values()) >= 25
    assert not any(m["text"].startswith(("User:", "Assistant:")) for m in memories)  # the user's turns, as said


def test_an_update_question_expects_the_newest_statement_and_names_the_first_as_its_decoy():
    memories, queries = _records("assistant-dev.jsonl")
    text = {m["id"]: m["text"] for m in memories}
    updates = [q for q in queries if q["category"] == "update"]
    assert updates
    for q in updates:
        (new,), (old,) = q["expected"], q["decoys"]
        assert old < new  # ids follow time: the first statement comes sessions before the change
        assert text[old] != text[new]
    multi = [q for q in queries if q["category"] == "multi"]
    assert multi and all(len(q["expected"]) == 2 for q in multi)


def test_the_capture_histories_have_the_held_out_benchmarks_shape():
    lines = (DATASETS / "capture-histories.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    sessions = Counter(r["group"] for r in records if r["kind"] == "session")
    turns = Counter(r["group"] for r in records if r["kind"] == "session" for t in r["turns"] if t["role"] == "user")
    questions = [r for r in records if r["kind"] == "question"]
    assert len(sessions) == 10 and min(sessions.values()) >= 40 and min(turns.values()) >= 200
    assert {q["category"] for q in questions} == {"single", "update", "multi", "temporal"}
    assert {r["split"] for r in records} == {"dev", "held-out"}
    said = {t["id"] for r in records if r["kind"] == "session" for t in r["turns"] if t["role"] == "user"}
    assert all(set(q["evidence"]) <= said and set(q["stale"]) <= said for q in questions)
