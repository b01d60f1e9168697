"""The labelled near-duplicate pairs (eval/pairs/near-duplicates.jsonl): what the generator emits, shaped as
documented, and the service merging none of the pairs that state another fact (a sample here; the whole file is
measured by eval/near_duplicates.py, docs/retrieval.md)."""

import importlib.util
import json
from pathlib import Path

import pytest

from openbrain.core.facts import new_specifics, specifics
from openbrain.core.models import Caller

ROOT = Path(__file__).parent.parent
DATASET = ROOT / "eval" / "pairs" / "near-duplicates.jsonl"
PAIRS = [json.loads(line) for line in DATASET.read_text(encoding="utf-8").splitlines()]


def _generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("near_duplicates_source", ROOT / "eval/sources/near_duplicates.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_file_is_what_the_committed_generator_emits():
    assert PAIRS == _generator().pairs()


def test_at_least_200_pairs_of_both_labels_with_every_kind_of_specific():
    assert len(PAIRS) >= 200 and len({p["id"] for p in PAIRS}) == len(PAIRS)
    differs = {p["kind"] for p in PAIRS if p["label"] == "differs"}
    assert {"number", "identifier", "name", "date", "version"} <= differs
    assert sum(p["label"] == "same" for p in PAIRS) >= 100 and all(p["first"] != p["second"] for p in PAIRS)


def test_a_differing_pair_always_has_a_new_specific_and_a_rewording_never_does():
    for pair in PAIRS:
        found = new_specifics(pair["second"], pair["first"])
        assert bool(found) == (pair["label"] == "differs"), (pair["id"], found)


def test_specifics_are_numbers_identifiers_names_and_dates_not_sentence_openers():
    assert specifics("Alice moved ERR_X_9 to March; the build 1234 broke. We retried it.") == {
        "alice",
        "err_x_9",
        "march",
        "1234",
    }


@pytest.mark.parametrize("pair", [p for p in PAIRS if p["label"] == "differs"][::8], ids=lambda p: p["id"])
def test_the_service_stores_the_second_memory_of_a_differing_pair(service, pair):
    caller = Caller(workspace_id=f"nd-{pair['id']}", agent_id="eval")
    first = service.remember(caller, {"content": pair["first"], "type": "observation", "project": "ops"})
    second = service.remember(caller, {"content": pair["second"], "type": "observation", "project": "ops"})
    assert second.stored and not second.duplicate and second.id != first.id
