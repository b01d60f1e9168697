"""How often remember refuses a near-duplicate, on labelled pairs: the table in docs/retrieval.md.

Run: python eval/near_duplicates.py [eval/pairs/near-duplicates.jsonl] [--json]

Every pair (``eval/sources/near_duplicates.py``) is stored through the real service in a fresh temporary store,
each in a workspace of its own: the first memory, then the second, same project and type. A pair counts as
*merged* when the second was refused as a near-duplicate of the first. ``differs`` pairs state another fact
(target: none merged); ``same`` pairs are rewordings (merging them keeps copies out; storing them loses
nothing). The ``similarity alone`` column is what the check did before it looked at specifics: refuse whenever
the cosine reaches the threshold.
"""

import argparse
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path

from openbrain.cli.eval import _temporary_store
from openbrain.cli.shared import load_settings
from openbrain.core.models import Caller

DEFAULT = Path(__file__).parent / "pairs" / "near-duplicates.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dataset", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--json", action="store_true", help="print the per-pair outcomes as JSON")
    args = parser.parse_args()
    pairs = [json.loads(line) for line in args.dataset.read_text(encoding="utf-8").splitlines() if line.strip()]
    settings = load_settings()
    outcomes = []
    with _temporary_store(settings, None, "edge") as (service, embedder, _clock, _db):
        threshold = service.settings.recall.near_duplicate_threshold
        for pair in pairs:
            caller = Caller(workspace_id=f"nd-{pair['id']}", agent_id="eval")
            request = {"type": "observation", "project": "ops"}
            first = service.remember(caller, {"content": pair["first"], **request})
            second = service.remember(caller, {"content": pair["second"], **request})
            # One text per call, as remember embeds: the int8 graph's vector of a text moves a little with the
            # other texts of its batch.
            (a,), (b,) = embedder.embed_documents([pair["first"]]), embedder.embed_documents([pair["second"]])
            cosine = sum(x * y for x, y in zip(a, b, strict=True))
            merged = not second.stored and second.id == first.id
            outcomes.append(
                {**pair, "merged": merged, "cosine": round(cosine, 4), "by_similarity": cosine >= threshold}
            )
    if args.json:
        json.dump(outcomes, sys.stdout, indent=1)
        return
    print(f"threshold {threshold}; {len(outcomes)} pairs\n")
    print("| label | kind | pairs | merged now | merged by similarity alone | cosine min / median / max |")
    print("|---|---|---|---|---|---|")
    groups: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for outcome in outcomes:
        groups[(outcome["label"], outcome["kind"])].append(outcome)
        groups[(outcome["label"], "all")].append(outcome)
    for (label, kind), rows in sorted(groups.items(), key=lambda item: (item[0][0], item[0][1] == "all", item[0][1])):
        cosines = [r["cosine"] for r in rows]
        name = f"**{kind}**" if kind == "all" else kind
        merged, by_similarity = sum(r["merged"] for r in rows), sum(r["by_similarity"] for r in rows)
        spread = f"{min(cosines):.3f} / {statistics.median(cosines):.3f} / {max(cosines):.3f}"
        print(f"| {label} | {name} | {len(rows)} | {merged} | {by_similarity} | {spread} |")


if __name__ == "__main__":
    main()
