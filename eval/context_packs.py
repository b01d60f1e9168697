"""Context packs and the prompt hook's threshold, measured on every dataset given: the tables in docs/retrieval.md.

Run: python eval/context_packs.py eval/datasets/openbrain-dev.jsonl eval/datasets/conversations-dev.jsonl

All datasets are loaded into one fresh temporary store (each group its own workspace, as ``openbrain eval`` does).
For every query, used as a task:

* **packs**: the share of queries whose top expected memory is in ``brain_context``'s pack at 200, 400, 800 and
  2,000 tokens, beside recall@1, @5 and @10 of the same query (``auto``); and the target's check: at 400 tokens the
  pack holds recall's top result whenever that result fits in the budget by itself (violations must be 0).
* **the prompt hook's threshold**: the query against its own workspace (positive: an expected memory should be
  injected) and against a workspace of another dataset (negative: nothing there is relevant, nothing should be).
  For each cosine threshold: the share of positives whose expected memory is injected (among the hook's top 3),
  the share of negatives that get anything injected, and the share of injected memories that are expected ones.

First, before any of that recalls anything, **session packs** (SessionStart: no task, 1,000 tokens, suspicious
memories left out): each workspace's queries in file order are split in half, the first half the sessions before,
the second half the sessions to come. The measure is the share of the second half's first expected memories that
the session pack holds, for the default (the project's conventions and decisions by use within a quarter of the
budget, then the newest) and newest first (before), at two
moments: before any use, and after the first half's queries were recalled (their access counts bumped).
"""

import argparse
import sys
from collections import defaultdict
from pathlib import Path

from openbrain.cli.eval import _temporary_store
from openbrain.cli.shared import load_settings
from openbrain.core.models import Caller, RecallMode
from openbrain.engine.context import Pack, build_context
from openbrain.engine.evaluation import Dataset, load_dataset, load_into

BUDGETS = (200, 400, 800, 2000)
SESSION_BUDGET = 1000
SESSION_ORDERS = ("rules", "newest")
THRESHOLDS = [round(0.20 + 0.05 * i, 2) for i in range(11)]
HOOK_TOP_K = 3
DEFAULT_THRESHOLD = 0.35
WORDS_THRESHOLDS = [("words", 0.20), ("words", 0.25), ("words", 0.30)]  # OPENBRAIN_HOOKS__PROMPT_WORDS_THRESHOLD


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("datasets", nargs="+", type=Path)
    parser.add_argument("--sessions-only", action="store_true", help="measure the session packs only")
    args = parser.parse_args()
    settings = load_settings()
    datasets = {path.name: load_dataset(path) for path in args.datasets}
    merged = Dataset(
        [m for d in datasets.values() for m in d.memories], [q for d in datasets.values() for q in d.queries]
    )
    print(f"loading {len(merged.memories)} memories...", file=sys.stderr)
    with _temporary_store(settings, None, "edge") as (store, _embedder, clock, _db):
        loaded = load_into(store, merged, clock)
        sessions = {name: _sessions(store, loaded, data) for name, data in datasets.items()}
        if args.sessions_only:
            _print_sessions(sessions)
            return
        packs: dict[str, dict[str, list[float]]] = {}
        hooks: dict[str, dict] = {}
        for name, data in datasets.items():
            other = next(d for n, d in datasets.items() if n != name) if len(datasets) > 1 else None
            stranger = other.queries[0].group if other else "nobody"
            rows: dict[str, list[float]] = defaultdict(list)
            hook: dict = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0])  # useful, false, right, shown
            for query in data.queries:
                target = loaded.ids.get(loaded.merged.get(query.expected[0], query.expected[0]))
                if target is None or query.expected[0] in loaded.retired:
                    continue
                expected = {loaded.ids.get(loaded.merged.get(e, e)) for e in query.expected}
                caller = Caller(workspace_id=query.group, agent_id="eval", can_write=False)
                ranked = [hit.id for hit in store.recall(caller, {"query": query.query, "top_k": 10}).results]
                found = store.recall(caller, {"query": query.query}).results  # what brain_recall answers
                for k in (1, 5, 10):
                    rows[f"recall@{k}"].append(float(target in ranked[:k]))
                for budget in BUDGETS:
                    pack = store.context(caller, {"task": query.query, "budget_tokens": budget})
                    rows[f"pack {budget}"].append(float(target in pack.included))
                    if budget == 400 and found:
                        frame = Pack(
                            f"# OpenBrain memories for: {query.query}", 400, clock(), show_project=True, most=len(found)
                        )
                        fits = frame.cost_alone(found[0], "Relevant to the task") > 0
                        rows["top fits at 400"].append(float(fits))
                        rows["violations at 400"].append(float(fits and found[0].id not in pack.included))
                mine = _cosines(store, caller, query.query)
                theirs = _cosines(store, Caller(workspace_id=stranger, agent_id="eval", can_write=False), query.query)
                for t in THRESHOLDS + WORDS_THRESHOLDS:
                    shown = [mid for mid, cosine, words in mine if _close(cosine, words, t)][:HOOK_TOP_K]
                    hook[t][0] += float(bool(expected & set(shown)))
                    hook[t][1] += float(any(_close(cosine, words, t) for _, cosine, words in theirs))
                    hook[t][2] += len(expected & set(shown))
                    hook[t][3] += len(shown)
            count = len(rows["recall@1"])
            packs[name] = {key: values for key, values in rows.items()}
            hooks[name] = {t: [v[0] / count, v[1] / count, v[2] / v[3] if v[3] else 0.0] for t, v in hook.items()}
    print(
        "| dataset | queries | recall@1 | recall@5 | recall@10 | "
        + " | ".join(f"pack {b}" for b in BUDGETS)
        + " | top result fits at 400 | held when it fits (400) |"
    )
    print("|---|" + "---|" * (6 + len(BUDGETS)))
    for name, rows in packs.items():
        n = len(rows["recall@1"])
        cells = [f"{sum(rows[k]) / n:.3f}" for k in ("recall@1", "recall@5", "recall@10")]
        cells += [f"{sum(rows[f'pack {b}']) / n:.3f}" for b in BUDGETS]
        fits = sum(rows["top fits at 400"])
        held = fits - sum(rows["violations at 400"])
        cells += [f"{fits / n:.3f}", f"{int(held)} of {int(fits)}"]
        print(f"| {name} | {n} | " + " | ".join(cells) + " |")
    print()
    _print_sessions(sessions)
    print("| cosine threshold | " + " | ".join(f"{n}: useful / false / precision" for n in hooks) + " |")
    print("|---|" + "---|" * len(hooks))
    for t in THRESHOLDS + WORDS_THRESHOLDS:
        cells = [" / ".join(f"{v:.2f}" for v in hooks[n][t]) for n in hooks]
        name = f"{t:.2f}" if isinstance(t, float) else f"{DEFAULT_THRESHOLD:.2f}, or {t[1]:.2f} with words"
        print(f"| {name} | " + " | ".join(cells) + " |")


def _print_sessions(sessions: dict[str, dict[str, float]]) -> None:
    keys = list(next(iter(sessions.values())))
    print(f"Session packs ({SESSION_BUDGET} tokens): share of the later sessions' first expected memories held")
    print("| dataset | " + " | ".join(keys) + " |")
    print("|---|" + "---|" * len(keys))
    for name, row in sessions.items():
        print(f"| {name} | " + " | ".join(f"{row[k]:.3f}" for k in keys) + " |")
    print()


def _sessions(store, loaded, data: Dataset) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """Session packs of every workspace of ``data``: the share of its later queries' targets they hold."""
    groups: dict[str, list] = defaultdict(list)
    for query in data.queries:
        target = loaded.ids.get(loaded.merged.get(query.expected[0], query.expected[0]))
        if target is not None and query.expected[0] not in loaded.retired:
            groups[query.group].append((query, target))
    held: dict[str, list[float]] = defaultdict(list)

    def measure(moment: str) -> None:
        for group, queries in groups.items():
            caller = Caller(workspace_id=group, agent_id="eval", can_write=False)
            later = [target for _, target in queries[len(queries) // 2 :]]
            for order in SESSION_ORDERS:
                request = {"budget_tokens": SESSION_BUDGET}
                pack = build_context(store, caller, request, for_hook=True, session_by=order)  # type: ignore[arg-type]
                held[f"{order}, {moment}"] += [float(target in pack.included) for target in later]

    measure("before use")
    for group, queries in groups.items():
        caller = Caller(workspace_id=group, agent_id="eval", can_write=False)
        for query, _ in queries[: len(queries) // 2]:
            store.recall(caller, {"query": query.query})
    store.flush()
    measure("after the first half")
    return {key: sum(values) / len(values) for key, values in held.items()}


def _cosines(store, caller: Caller, query: str) -> list:  # type: ignore[no-untyped-def]
    """The hook's candidates (hybrid, explained) with their cosine, as the hook sees them."""
    found = store.recall(caller, {"query": query, "top_k": HOOK_TOP_K + 2, "mode": RecallMode.hybrid, "explain": True})
    return [
        (hit.id, hit.explain.cosine or 0.0, hit.explain.word_rank is not None)
        for hit in found.results
        if hit.explain is not None
    ]


def _close(cosine: float, words: bool, rule: float | tuple[str, float]) -> bool:
    """A threshold alone, or ("words", floor): the default threshold, or the floor when the words matched too."""
    if isinstance(rule, float):
        return cosine >= rule
    return cosine >= DEFAULT_THRESHOLD or (words and cosine >= rule[1])


if __name__ == "__main__":
    main()
