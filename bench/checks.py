"""What the checks on every text cost: the secret scan (``core/redaction.find_secrets``, run by remember, import and
capture) and the injection check (``core/security.injection_reason`` uncached: patterns, disguises undone, the learned
checks; and its fine-tuned part alone, ``core/injection_encoder``), per text of ``eval/datasets/`` (memories,
questions, conversation turns; none holds a secret).

    python -m bench checks --runs 5 --out bench/results/checks.json
    PYTHONPATH=/path/to/older/src python -m bench checks     # the same texts through another version's checks

Each run times every text once per check; the table gives the median over runs of each statistic.
"""

import argparse
import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any


def texts() -> list[str]:
    """Every distinct text of eval/datasets/ with a space in it: ``eval/secrets.py``'s ordinary texts."""
    path = Path(__file__).resolve().parents[1] / "eval" / "secrets.py"
    spec = importlib.util.spec_from_file_location("secret_corpus", path)
    assert spec is not None and spec.loader is not None
    corpus = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(corpus)
    return corpus.dataset_texts()


def timed(check: Any, items: list[str]) -> dict[str, float]:
    """Microseconds per text: mean, p50, p95, and per 1,000 characters."""
    each = []
    for text in items:
        began = time.perf_counter()
        check(text)
        each.append((time.perf_counter() - began) * 1e6)
    each.sort()
    chars = sum(len(text) for text in items)
    return {
        "mean_us": statistics.fmean(each),
        "p50_us": each[len(each) // 2],
        "p95_us": each[int(0.95 * (len(each) - 1))],
        "per_1000_chars_us": sum(each) / chars * 1000,
    }


def run(args: argparse.Namespace) -> None:
    import openbrain
    from openbrain.core.redaction import find_secrets
    from openbrain.core.security import injection_reason

    items = texts()
    checks = {"secret scan": find_secrets, "injection check (uncached)": injection_reason.__wrapped__}
    if importlib.util.find_spec("openbrain.core.injection_encoder") is not None:  # not in versions before it
        from openbrain.core.injection_encoder import encoder_reason

        checks["of which the fine-tuned part"] = encoder_reason
    for text in items[:200]:  # warm-up: the patterns compiled, the learned checks' weights loaded
        for check in checks.values():
            check(text)
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in checks}
    for _ in range(args.runs):
        for name, check in checks.items():
            runs[name].append(timed(check, items))
    result = {
        "source": str(Path(openbrain.__file__).resolve().parents[1]),
        "texts": len(items),
        "mean_chars": sum(map(len, items)) / len(items),
        "runs": args.runs,
        "checks": {name: {key: statistics.median(r[key] for r in rs) for key in rs[0]} for name, rs in runs.items()},
    }
    print(f"{len(items)} texts (mean {result['mean_chars']:.0f} characters), {args.runs} runs, {result['source']}")
    print("| check | mean µs | p50 µs | p95 µs | µs per 1,000 characters |\n|---|---|---|---|---|")
    for name, r in result["checks"].items():
        print(f"| {name} | {r['mean_us']:.1f} | {r['p50_us']:.1f} | {r['p95_us']:.1f} | {r['per_1000_chars_us']:.0f} |")
    if args.out:
        args.out.write_text(json.dumps(result, indent=1) + "\n")
        print(f"wrote {args.out}", file=sys.stderr)


def add_parser(commands: Any) -> None:
    checks = commands.add_parser("checks", help="the secret scan and the injection check, per text of eval/datasets")
    checks.add_argument("--runs", type=int, default=5)
    checks.add_argument("--out", type=Path, default=None)
    checks.set_defaults(func=run)
