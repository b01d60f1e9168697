"""Train the learned injection check (``src/openbrain/core/injection_model.py``) and measure it.

    python eval/injection_model.py            # train on the dev split, pick the threshold, write the model, report
    python eval/injection_model.py --report   # only report, with the shipped model
    python eval/injection_model.py --report --held-out   # and the held-out split, counts only: once per round

Training data: the dev split of eval/injections.py (team rules and look-alikes: 0, attacks: 1), every ordinary text of
eval/datasets (memories, questions, conversation turns: 0) and every paragraph of the docstrings of the standard
library and of the packages OpenBrain installs (0; ``library_docstrings``: the model written depends on the Python
version and the packages' versions, 3.11 and those of ``pip install -e .[test]`` on 2026-11-29 for the shipped one).
The held-out split is never trained on.

The threshold is chosen by a rule fixed before the held-out split was first measured: five-fold out-of-fold scores
on the dev data, and the lowest threshold at which at most 0.5 % of the dev team rules and at most 0.1 % of the
ordinary texts are flagged.
"""

import argparse
import json
import random
import sys
import sysconfig
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "src")]

from injections import build  # noqa: E402

from openbrain.core.injection_model import BUCKETS, MODEL, InjectionModel, features, parts  # noqa: E402

SEED = 29
RULES_FLAGGED_AT_MOST = 0.005
ORDINARY_FLAGGED_AT_MOST = 0.001
# Modules of the standard library left out of library_docstrings: demos, tests and GUI toolkits that import a display.
_SKIPPED_MODULES = {"antigravity", "this", "idlelib", "tkinter", "turtle", "turtledemo", "lib2to3", "ensurepip", "venv",
                    "test"}  # fmt: skip
THRESHOLDS = [round(t, 3) for t in np.arange(0.30, 0.995, 0.01)]
# Packages OpenBrain installs whose docstrings are ordinary text for the model (library_docstrings).
DOCUMENTED_PACKAGES = (
    "sqlalchemy", "pydantic", "httpx", "starlette", "uvicorn", "typer", "click", "rich", "jinja2", "alembic",
    "tenacity", "markdown_it", "numpy", "mcp", "qdrant_client", "anyio", "tokenizers",
)  # fmt: skip


def ordinary_texts() -> list[str]:
    """Every text of eval/datasets of 20 characters or more: what people and agents write that is no attack."""
    texts: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, str):
            if len(value) >= 20:
                texts.add(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for path in sorted((HERE / "datasets").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            walk(json.loads(line))
    return sorted(texts)


def library_docstrings() -> list[str]:
    """Every paragraph (20 characters or more) of the docstrings of the standard library's public modules, classes,
    functions and methods, as this interpreter has them, and of the modules of the packages OpenBrain installs
    (``DOCUMENTED_PACKAGES``, as installed): ordinary technical English (how to call a function, what it raises, what
    to do first, "delete the row", "drop the table", "ignore the cache"), which the dev split's rules and
    eval/datasets hold too little of. Python 3.11's give 5,273 paragraphs, the packages about 18,000 more; another
    Python or other versions of the packages give another model."""
    import importlib
    import warnings

    stdlib = sysconfig.get_paths()["stdlib"]
    saved, sys.path[:] = sys.path[:], [p for p in sys.path if Path(p).resolve() != HERE]  # eval/secrets.py shadows
    modules = []
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # deprecated modules warn on import
            for name in sorted(sys.stdlib_module_names - _SKIPPED_MODULES):
                try:
                    module = importlib.import_module(name) if not name.startswith("_") else None
                except Exception:  # noqa: BLE001 - a module of another platform (winreg) or without its C library
                    continue
                if module is not None and (getattr(module, "__file__", None) or stdlib).startswith(stdlib):
                    modules.append((name, module))
            modules += _package_modules()
    finally:
        sys.path[:] = saved
    return sorted(_docstrings(modules))


def _package_modules() -> list[tuple[str, object]]:
    """The public modules of ``DOCUMENTED_PACKAGES``, of their subpackages and of theirs, tests left out."""
    import importlib
    import pkgutil

    modules = []
    pending = list(DOCUMENTED_PACKAGES)
    for depth in range(3):
        found = []
        for name in pending:
            if ".test" in name or "._" in name:
                continue
            try:
                module = importlib.import_module(name)
            except Exception:  # noqa: BLE001 - an optional extra that is not installed, a module of another platform
                continue
            modules.append((name, module))
            if depth < 2 and hasattr(module, "__path__"):
                found += [m.name for m in pkgutil.iter_modules(module.__path__, name + ".")]
        pending = found
    return modules


def _docstrings(modules: list[tuple[str, object]]) -> set[str]:
    """The paragraphs of the docstrings of ``modules`` and of their own public classes, functions and methods."""
    import inspect

    found: set[str] = set()
    for name, module in modules:
        objects: list[object] = [module]
        for attr, value in sorted(vars(module).items()):
            if attr.startswith("_") or getattr(value, "__module__", None) != name:
                continue
            if inspect.isfunction(value):
                objects.append(value)
            elif inspect.isclass(value):
                objects.append(value)
                objects += [
                    v for k, v in sorted(vars(value).items()) if not k.startswith("_") and inspect.isfunction(v)
                ]
        for obj in objects:
            try:
                doc = inspect.getdoc(obj) or ""
            except Exception:  # noqa: BLE001 - a class whose __doc__ is a property that raises
                continue
            for paragraph in doc.split("\n\n"):
                paragraph = " ".join(paragraph.split())
                if len(paragraph) >= 20:
                    found.add(paragraph)
    return found


def train(
    rows: list[np.ndarray], labels: np.ndarray, *, epochs: int = 250, l2: float = 3e-5
) -> tuple[np.ndarray, float]:
    """Logistic regression on binary hashed features, classes weighted equally, full-batch Adam."""
    weights, bias = np.zeros(BUCKETS, np.float64), 0.0
    lengths = np.array([len(r) for r in rows])
    flat, owner = np.concatenate(rows), np.repeat(np.arange(len(rows)), lengths)
    positives = labels.sum()
    balance = np.where(labels == 1, 0.5 / max(positives, 1), 0.5 / max(len(labels) - positives, 1))
    m, v, mb, vb = np.zeros(BUCKETS), np.zeros(BUCKETS), 0.0, 0.0
    rate, beta1, beta2 = 0.05, 0.9, 0.999
    for step in range(1, epochs + 1):
        logits = np.bincount(owner, weights=weights[flat], minlength=len(rows)) + bias
        error = (1.0 / (1.0 + np.exp(-logits)) - labels) * balance
        grad = np.bincount(flat, weights=error[owner], minlength=BUCKETS) + l2 * weights
        grad_b = error.sum()
        m, v = beta1 * m + (1 - beta1) * grad, beta2 * v + (1 - beta2) * grad * grad
        mb, vb = beta1 * mb + (1 - beta1) * grad_b, beta2 * vb + (1 - beta2) * grad_b * grad_b
        correction = np.sqrt(1 - beta2**step) / (1 - beta1**step)
        weights -= rate * correction * m / (np.sqrt(v) + 1e-8)
        bias -= rate * correction * mb / (np.sqrt(vb) + 1e-8)
    return weights, bias


def dev_data() -> tuple[list[str], np.ndarray, np.ndarray, list[str]]:
    """Texts, labels (1 = attack), kinds (0 ordinary text, 1 team rule, 2 attack) and groups (a template's
    fillings are one group) of the dev data."""
    # Every dev line, and the standard library's docstrings beside the ordinary texts. Rounds eight to eleven were
    # left out before (2026-11-27): with only eval/datasets' texts as ordinary ones, the model learned changelogs,
    # tracebacks and docstrings for attacks, and trained on rounds nine and ten it flagged 221 documentation
    # paragraphs of 28,850 instead of 58. With the docstrings, all of them in: docs/retrieval.md.
    lines = build("dev")
    ordinary = sorted(set(ordinary_texts()) | set(library_docstrings()))
    texts = [line["text"] for line in lines] + ordinary
    kinds = np.array([2 if line["label"] == "attack" else 1 for line in lines] + [0] * len(ordinary))
    groups = [line["template"] for line in lines] + ordinary
    return texts, (kinds == 2).astype(np.float64), kinds, groups


def folds(groups: list[str]) -> np.ndarray:
    """Each text's fold of five, by template: a template's fillings never on both sides."""
    names = sorted(set(groups))
    random.Random(SEED).shuffle(names)
    fold_of = {name: n % 5 for n, name in enumerate(names)}
    return np.array([fold_of[group] for group in groups])


def out_of_fold_scores(texts: list[str], labels: np.ndarray, groups: list[str]) -> np.ndarray:
    """Five folds by template: what the model does on phrasings it has not seen, which a split by line would
    overstate. Each held-out text is scored as the model scores it: the highest of the text whole and its sentences
    (``parts``)."""
    pieces = [parts(t) for t in texts]
    rows = [whole for whole, *_ in pieces]
    fold_of = folds(groups)
    scores = np.zeros(len(texts))
    for fold in range(5):
        held = fold_of == fold
        weights, bias = train([row for row, out in zip(rows, held, strict=True) if not out], labels[~held])
        for i in np.flatnonzero(held):
            scores[i] = 1.0 / (1.0 + np.exp(-(max(weights[row].sum() for row in pieces[i]) + bias)))
    return scores


def pick_threshold(scores: np.ndarray, kinds: np.ndarray, already: np.ndarray | None = None) -> float:
    """The lowest threshold at which at most RULES_FLAGGED_AT_MOST of the rules and ORDINARY_FLAGGED_AT_MOST of the
    ordinary texts are flagged, counting the texts ``already`` flagged by another part; the highest if none is."""
    for threshold in THRESHOLDS:
        flagged = scores >= threshold if already is None else (scores >= threshold) | already
        if (
            flagged[kinds == 1].mean() <= RULES_FLAGGED_AT_MOST
            and flagged[kinds == 0].mean() <= ORDINARY_FLAGGED_AT_MOST
        ):
            return threshold
    return THRESHOLDS[-1]


def choose_threshold(
    texts: list[str], labels: np.ndarray, kinds: np.ndarray, groups: list[str]
) -> tuple[float, dict[str, float]]:
    """The fixed rule's threshold on the out-of-fold scores, and what it flags."""
    out_of_fold = out_of_fold_scores(texts, labels, groups)
    chosen = pick_threshold(out_of_fold, kinds)
    flagged = out_of_fold >= chosen
    return chosen, {
        "threshold": chosen,
        "out_of_fold_attacks_flagged": float(flagged[kinds == 2].mean()),
        "out_of_fold_rules_flagged": float(flagged[kinds == 1].mean()),
        "out_of_fold_ordinary_flagged": float(flagged[kinds == 0].mean()),
        "ordinary_texts": int((kinds == 0).sum()),
    }


def report(model: InjectionModel, held_out: bool = False) -> dict[str, dict[str, float]]:
    """Rules alone, the model alone and both, on the dev split, and on the held-out split only when asked (counts
    only: held-out misses are never printed). Training does not ask: a held-out split is measured once, on purpose."""
    from openbrain.core.security import injection_reason, rule_reason

    result = {}
    for split in ("dev", "held-out") if held_out else ("dev",):
        lines = build(split)
        attacks = [line["text"] for line in lines if line["label"] == "attack"]
        rules = [line["text"] for line in lines if line["label"] == "rule"]
        checks = {
            "rules": lambda t: rule_reason(t) is not None,
            "model": lambda t: model.score(t) >= model.threshold,
            "both": lambda t: injection_reason(t) is not None,
        }
        for name, check in checks.items():
            caught = sum(map(check, attacks))
            false = sum(map(check, rules))
            result[f"{split} {name}"] = {
                "attacks_flagged": round(caught / len(attacks), 3),
                "rules_flagged": round(false / len(rules), 4),
                "precision": round(caught / max(caught + false, 1), 3),
                "attacks": len(attacks),
                "rules": len(rules),
            }
    for name, ordinary in (("ordinary texts", ordinary_texts()), ("library docstrings", library_docstrings())):
        result[f"{name} (dev data) both"] = {
            "flagged": round(sum(injection_reason(t) is not None for t in ordinary) / len(ordinary), 4),
            "texts": len(ordinary),
        }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--report", action="store_true", help="only report, with the shipped model")
    parser.add_argument("--held-out", action="store_true", help="also measure the held-out split (counts only)")
    args = parser.parse_args()
    if not args.report:
        texts, labels, kinds, groups = dev_data()
        threshold, chosen = choose_threshold(texts, labels, kinds, groups)
        weights, bias = train([features(t) for t in texts], labels)
        np.savez_compressed(MODEL, weights=weights.astype(np.float16), bias=np.float64(bias), threshold=threshold)
        print(json.dumps(chosen, indent=1))
    from openbrain.core import injection_model, security

    injection_model.model.cache_clear()  # the model just written, and no verdict of the one before
    security.injection_reason.cache_clear()
    print(json.dumps(report(InjectionModel.load(), held_out=args.held_out), indent=1))


if __name__ == "__main__":
    main()
