"""Choose the relevance floor of `auto` (``OPENBRAIN_RECALL__RELEVANCE_FLOOR``): the table in docs/retrieval.md.

Run: python eval/floor.py eval/datasets/*-dev.jsonl

Every dataset is loaded into one temporary store, each group its own workspace. Each query is asked in `hybrid`
mode (no floor), top 5 (the tool's default), twice: in its own workspace, where it has an answer, and in a
workspace of another dataset, where nothing is about it. A result's relevance is its cosine similarity to the query.
For each candidate floor: "lost" counts the queries whose answer `hybrid` had in its top 5 but whose best relevance
is below the floor (auto would have said "nothing relevant"); "quiet" is the share of the unrelated asks whose best
relevance is below it (auto says "nothing relevant", as it should).

The rule, fixed before the numbers were looked at: the highest floor on a 0.05 grid at which no query of any dataset
is lost.
"""

import argparse
import sys
from pathlib import Path

from openbrain.cli.app import load_settings
from openbrain.cli.eval import _temporary_store
from openbrain.core.models import Caller
from openbrain.engine.evaluation import load_dataset, load_into

FLOORS = [round(0.05 * n, 2) for n in range(0, 13)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("datasets", nargs="+", type=Path)
    args = parser.parse_args()
    datasets = {path.stem: load_dataset(path) for path in args.datasets}
    rows: dict[str, list[tuple[float, float, bool]]] = {}  # dataset -> (own best, unrelated best, answered)
    with _temporary_store(load_settings(), None, "edge") as (store, _embedder, clock, _db):
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
                own = _ask(store, query.group, query.query)
                answered = bool(
                    {loaded[name].merged.get(mid, mid) for mid in query.expected}
                    & {loaded[name].names.get(hit.id) for hit in own}
                )
                unrelated = _ask(store, strangers[i % len(strangers)], query.query)
                rows[name].append((_best(own), _best(unrelated), answered))
    print("| floor | " + " | ".join(f"{n}: lost / quiet" for n in rows) + " |")
    print("|---|" + "---|" * len(rows))
    chosen = 0.0
    for floor in FLOORS:
        cells, lost_anywhere = [], 0
        for items in rows.values():
            lost = sum(1 for own, _, answered in items if answered and own < floor)
            quiet = sum(1 for _, unrelated, _ in items if unrelated < floor) / len(items)
            lost_anywhere += lost
            cells.append(f"{lost} / {quiet:.2f}")
        if lost_anywhere == 0:
            chosen = floor
        print(f"| {floor:.2f} | " + " | ".join(cells) + " |")
    print(f"\nhighest floor losing no answer on any dataset: {chosen:.2f}")


def _ask(store, workspace: str, query: str) -> list:  # type: ignore[no-untyped-def]
    caller = Caller(workspace_id=workspace, agent_id="openbrain-eval", can_write=False)
    return store.recall(caller, {"query": query, "top_k": 5, "mode": "hybrid"}).results


def _best(results: list) -> float:  # type: ignore[type-arg]
    return max((hit.relevance for hit in results if hit.relevance is not None), default=0.0)


if __name__ == "__main__":
    main()
