"""Choose the relevance floor of `auto` (``OPENBRAIN_RECALL__RELEVANCE_FLOOR``): the table in docs/retrieval.md.

Run: python eval/floor.py eval/datasets/*-dev.jsonl [--unrelated eval/datasets/team-unrelated.txt]

Every dataset is loaded into one temporary store, each group its own workspace. Each query is asked in `hybrid`
mode (no floor), top 5 (the tool's default), twice: in its own workspace, where it has an answer, and in a
workspace of another dataset, where nothing is about it. A result's relevance is its cosine similarity to the query;
the words' share is the best word match's share of what the query's words could score (``vectors/fusion.py``).
auto says "nothing relevant" when the best relevance is below the floor and the words' share below ``words_floor``
(``OPENBRAIN_RECALL__WORDS_FLOOR``; 1.0: the relevance floor alone, as before issue 32). For each candidate floor:
"lost" counts the queries whose answer `hybrid` had in its top 5 but that auto would quiet; "quiet" is the share of
the unrelated asks auto quiets, as it should.

The rule, fixed before the numbers were looked at: the highest floor on a 0.05 grid at which no query of any dataset
is lost.

``--unrelated`` also asks every question of that file (one per line: loosely related questions nothing in a team's
memory answers, "best pizza in town") in every workspace of the dataset it is named after (``team-unrelated.txt``:
``team-dev``), and reports the share below each floor ("loose quiet"; issue 32 asks for 80 %).
"""

import argparse
import sys
import uuid
from pathlib import Path

from openbrain.cli.eval import _temporary_store
from openbrain.cli.shared import load_settings
from openbrain.core.models import Caller
from openbrain.engine.evaluation import load_dataset, load_into
from openbrain.stores.vectors.base import IndexQuery, VectorFilter
from openbrain.stores.vectors.fusion import words_ceiling

FLOORS = [round(0.05 * n, 2) for n in range(0, 13)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("datasets", nargs="+", type=Path)
    parser.add_argument("--unrelated", type=Path, help="loosely related questions, one per line (see above)")
    args = parser.parse_args()
    settings = load_settings()
    datasets = {path.stem: load_dataset(path) for path in args.datasets}
    rows: dict[str, list[tuple[Ask, Ask, bool]]] = {}  # dataset -> (own, unrelated, answered)
    loose: list[Ask] = []  # each loose question in each workspace of its dataset
    with _temporary_store(settings, None, "edge") as (store, _embedder, clock, _db):
        loaded = {}
        for name, data in datasets.items():
            print(f"{name}: loading {len(data.memories)} memories...", file=sys.stderr)
            loaded[name] = load_into(store, data, clock)
        names = list(datasets)
        for number, (name, data) in enumerate(datasets.items()):
            other = datasets[names[(number + 1) % len(names)]]
            strangers = sorted({m.group for m in other.memories})
            rows[name] = []
            for i, query in enumerate(data.queries):
                own, found = _ask(store, query.group, query.query)
                answered = bool(
                    {loaded[name].merged.get(mid, mid) for mid in query.expected}
                    & {loaded[name].names.get(mid) for mid in found}
                )
                unrelated, _ = _ask(store, strangers[i % len(strangers)], query.query)
                rows[name].append((own, unrelated, answered))
        if args.unrelated:
            owner = datasets[args.unrelated.stem.removesuffix("-unrelated") + "-dev"]
            questions = [line for line in args.unrelated.read_text(encoding="utf-8").splitlines() if line.strip()]
            for group in sorted({m.group for m in owner.memories}):
                loose += [_ask(store, group, question)[0] for question in questions]
    for words_floor in dict.fromkeys((settings.recall.words_floor, 1.0)):
        _table(rows, loose, words_floor)


Ask = tuple[float, float]  # (best relevance, words' share)


def _quiet(ask: Ask, floor: float, words_floor: float) -> bool:
    best, share = ask
    return best < floor and not (words_floor < 1.0 and share >= words_floor)


def _table(rows: dict[str, list[tuple[Ask, Ask, bool]]], loose: list[Ask], words_floor: float) -> None:
    print(f"\nwords floor {words_floor:.2f}\n")
    print("| floor | " + " | ".join(f"{n}: lost / quiet" for n in rows) + (" | loose quiet |" if loose else " |"))
    print("|---|" + "---|" * (len(rows) + bool(loose)))
    chosen = 0.0
    for floor in FLOORS:
        cells, lost_anywhere = [], 0
        for items in rows.values():
            lost = sum(1 for own, _, answered in items if answered and _quiet(own, floor, words_floor))
            quiet = sum(1 for _, unrelated, _ in items if _quiet(unrelated, floor, words_floor)) / len(items)
            lost_anywhere += lost
            cells.append(f"{lost} / {quiet:.2f}")
        if lost_anywhere == 0:
            chosen = floor
        if loose:
            cells.append(f"{sum(1 for ask in loose if _quiet(ask, floor, words_floor)) / len(loose):.2f}")
        print(f"| {floor:.2f} | " + " | ".join(cells) + " |")
    print(f"\nhighest floor losing no answer on any dataset (words floor {words_floor:.2f}): {chosen:.2f}")


def _ask(store, workspace: str, query: str) -> tuple[Ask, list[uuid.UUID]]:  # type: ignore[no-untyped-def]
    """The best relevance of hybrid's top 5 and the words' share, and the ids of that top 5."""
    caller = Caller(workspace_id=workspace, agent_id="openbrain-eval", can_write=False)
    results = store.recall(caller, {"query": query, "top_k": 5, "mode": "hybrid"}).results
    best = max((hit.relevance for hit in results if hit.relevance is not None), default=0.0)
    flt = VectorFilter(workspace_id=workspace, alive_at=store.clock())
    both = IndexQuery(
        filter=flt, limit=5, vector=store.embedder.embed_query(query), text=query, pool=40, fusion="minmax", sides=True
    )
    answer = store.index.query(store.profile, both)
    ceiling = words_ceiling(answer.term_bests or ())
    share = answer.words[0].score / ceiling if answer.words and ceiling > 0 else 0.0
    return (best, share), [hit.id for hit in results]


if __name__ == "__main__":
    main()
