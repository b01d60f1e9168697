"""The retrieval evaluation dataset stays well-formed: references resolve and retired memories are never wanted."""

import json
from collections import Counter
from functools import cache
from pathlib import Path

DATASET = Path(__file__).parent.parent / "eval" / "datasets" / "openbrain-dev.jsonl"

TYPES = {"bug", "decision", "observation", "convention", "research", "plan", "architecture"}
MIN_PER_CATEGORY = {"paraphrase": 50, "identifier": 30, "keyword": 20, "decoy": 25, "superseded": 25, "multi": 15}
MEMORY_FIELDS = {"kind", "id", "group", "text", "type", "project", "tags", "confidence"}
QUERY_FIELDS = {"kind", "id", "group", "category", "query", "expected"}


@cache
def records() -> tuple[dict, ...]:
    lines = DATASET.read_text(encoding="utf-8").splitlines()
    return tuple(json.loads(line) for line in lines if line.strip())


def memories() -> list[dict]:
    return [r for r in records() if r["kind"] == "memory"]


def queries() -> list[dict]:
    return [r for r in records() if r["kind"] == "query"]


def memory_by_id() -> dict[str, dict]:
    return {m["id"]: m for m in memories()}


def retired_ids() -> set[str]:
    return {m["supersedes"] for m in memories() if "supersedes" in m}


def older_versions(memory_id: str) -> list[str]:
    by_id, chain = memory_by_id(), []
    while "supersedes" in by_id[memory_id]:
        memory_id = by_id[memory_id]["supersedes"]
        chain.append(memory_id)
    return chain


def test_every_line_is_a_memory_or_a_query_with_exactly_the_documented_fields():
    for record in records():
        assert record["kind"] in ("memory", "query"), record
        if record["kind"] == "memory":
            assert MEMORY_FIELDS <= record.keys() <= MEMORY_FIELDS | {"supersedes"}, record["id"]
        else:
            assert QUERY_FIELDS <= record.keys() <= QUERY_FIELDS | {"forbidden", "decoys"}, record["id"]


def test_the_dataset_holds_at_least_400_memories_and_150_queries():
    assert len(memories()) >= 400
    assert len(queries()) >= 150


def test_ids_are_unique_across_the_whole_file():
    counts = Counter(r["id"] for r in records())
    assert [i for i, n in counts.items() if n > 1] == []


def test_memory_and_query_ids_use_their_own_prefixes():
    assert all(m["id"].startswith("m") for m in memories())
    assert all(q["id"].startswith("q") for q in queries())


def test_every_group_has_a_sizeable_memory_space_and_its_own_queries():
    memory_groups = Counter(m["group"] for m in memories())
    query_groups = Counter(q["group"] for q in queries())
    assert len(memory_groups) >= 5
    assert set(query_groups) <= set(memory_groups)
    for group, count in memory_groups.items():
        assert count >= 50, group
        assert query_groups[group] >= 20, group


def test_memory_types_are_the_service_memory_types():
    assert {m["type"] for m in memories()} <= TYPES


def test_confidences_lie_between_zero_and_one():
    for m in memories():
        assert isinstance(m["confidence"], int | float) and 0.0 <= m["confidence"] <= 1.0, m["id"]


def test_memories_are_short_texts_with_lower_case_tags_and_an_optional_project():
    for m in memories():
        assert 20 <= len(m["text"].split()) <= 120, m["id"]
        assert m["tags"] and all(isinstance(t, str) and t == t.lower() for t in m["tags"]), m["id"]
        assert m["project"] is None or (isinstance(m["project"], str) and m["project"]), m["id"]


def test_memory_texts_are_not_repeated():
    counts = Counter(m["text"] for m in memories())
    assert [t for t, n in counts.items() if n > 1] == []


def test_supersedes_points_backward_to_an_earlier_memory_of_the_same_group_type_and_project():
    seen: dict[str, dict] = {}
    for m in memories():
        if "supersedes" in m:
            old = seen.get(m["supersedes"])
            assert old is not None, f"{m['id']} supersedes {m['supersedes']}, which is not earlier in the file"
            assert old["group"] == m["group"], m["id"]
            assert (old["type"], old["project"]) == (m["type"], m["project"]), m["id"]
        seen[m["id"]] = m


def test_a_memory_is_superseded_by_at_most_one_newer_memory():
    counts = Counter(m["supersedes"] for m in memories() if "supersedes" in m)
    assert [i for i, n in counts.items() if n > 1] == []


def test_the_dataset_has_supersession_chains_of_length_two_and_three():
    depths = Counter(len(older_versions(m["id"])) for m in memories() if m["id"] not in retired_ids())
    assert depths[1] >= 10
    assert depths[2] >= 3


def test_every_expected_and_forbidden_id_is_a_memory_of_the_query_group():
    by_id = memory_by_id()
    for q in queries():
        assert q["expected"], q["id"]
        for memory_id in q["expected"] + q.get("forbidden", []):
            assert memory_id in by_id, f"{q['id']} names unknown {memory_id}"
            assert by_id[memory_id]["group"] == q["group"], f"{q['id']} crosses groups with {memory_id}"


def test_no_id_is_both_expected_and_forbidden():
    for q in queries():
        assert not set(q["expected"]) & set(q.get("forbidden", [])), q["id"]


def test_no_query_expects_a_retired_memory():
    retired = retired_ids()
    for q in queries():
        assert not set(q["expected"]) & retired, q["id"]


def test_every_older_version_of_an_expected_memory_is_forbidden():
    for q in queries():
        for memory_id in q["expected"]:
            assert set(older_versions(memory_id)) <= set(q.get("forbidden", [])), q["id"]


def test_categories_are_known_and_each_reaches_its_minimum_count():
    counts = Counter(q["category"] for q in queries())
    assert set(counts) <= set(MIN_PER_CATEGORY)
    for category, minimum in MIN_PER_CATEGORY.items():
        assert counts[category] >= minimum, category


def test_superseded_queries_expect_the_newest_version_and_forbid_the_older_ones():
    for q in queries():
        if q["category"] == "superseded":
            assert any(older_versions(memory_id) for memory_id in q["expected"]), q["id"]
            assert q.get("forbidden"), q["id"]


def test_multi_queries_expect_two_or_three_memories():
    for q in queries():
        if q["category"] == "multi":
            assert 2 <= len(q["expected"]) <= 3, q["id"]


def test_queries_are_unique_within_their_group():
    counts = Counter((q["group"], q["query"]) for q in queries())
    assert [k for k, n in counts.items() if n > 1] == []
