"""A probe, not a shipped check: would a linear model over a sentence embedding generalise better than the shipped
learned check (hashed words and runs of words, ``core/injection_model.py``)?

    python eval/injection_embedding_probe.py              # out of fold on the dev data, then the held-out counts

The same dev data, the same five folds by template and the same threshold rule as ``eval/injection_model.py`` (the
lowest threshold at which at most 0.5 % of dev rules and 0.1 % of ordinary texts are flagged), over the local
all-MiniLM-L6-v2 (int8, the embedded default's model) embedding of each text whole. Reported: the share of attacks
flagged out of fold by the embedding model alone, by the shipped model alone, and by either (the embedding model's
threshold then chosen with the shipped one's flags counted, so that the two together keep the rule); then, trained
on all dev data, the held-out round's counts (attacks and rules flagged; misses are never printed).

The check runs on every row a read returns and must give the same verdict whatever embedding model a deployment
uses, so a shipped version would embed with its own packaged model, not the deployment's: this probe measures
whether that is worth building.
"""

import json
import sys
import tempfile
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "src")]

from injection_model import dev_data, folds, out_of_fold_scores, pick_threshold  # noqa: E402
from injections import build  # noqa: E402

from openbrain.core.injection_model import InjectionModel  # noqa: E402
from openbrain.stores.embedding.local import LocalOnnxEmbedder  # noqa: E402


def train_dense(x: np.ndarray, labels: np.ndarray, *, epochs: int = 400, l2: float = 1e-4) -> tuple[np.ndarray, float]:
    """Logistic regression on dense rows, classes weighted equally, full-batch Adam."""
    weights, bias = np.zeros(x.shape[1]), 0.0
    positives = labels.sum()
    balance = np.where(labels == 1, 0.5 / max(positives, 1), 0.5 / max(len(labels) - positives, 1))
    m, v, mb, vb = np.zeros_like(weights), np.zeros_like(weights), 0.0, 0.0
    rate, beta1, beta2 = 0.05, 0.9, 0.999
    for step in range(1, epochs + 1):
        error = (1.0 / (1.0 + np.exp(-(x @ weights + bias))) - labels) * balance
        grad, grad_b = x.T @ error + l2 * weights, error.sum()
        m, v = beta1 * m + (1 - beta1) * grad, beta2 * v + (1 - beta2) * grad * grad
        mb, vb = beta1 * mb + (1 - beta1) * grad_b, beta2 * vb + (1 - beta2) * grad_b * grad_b
        correction = np.sqrt(1 - beta2**step) / (1 - beta1**step)
        weights -= rate * correction * m / (np.sqrt(v) + 1e-8)
        bias -= rate * correction * mb / (np.sqrt(vb) + 1e-8)
    return weights, bias


def main() -> None:
    texts, labels, kinds, groups = dev_data()
    with tempfile.TemporaryDirectory() as cache:
        embedder = LocalOnnxEmbedder(cache_dir=Path(cache))
        x = np.array(embedder.embed_documents(texts))
        held = build("held-out")
        held_x = np.array(embedder.embed_documents([line["text"] for line in held]))
    fold_of = folds(groups)
    out_of_fold = np.zeros(len(texts))
    for fold in range(5):
        weights, bias = train_dense(x[fold_of != fold], labels[fold_of != fold])
        out_of_fold[fold_of == fold] = 1.0 / (1.0 + np.exp(-(x[fold_of == fold] @ weights + bias)))
    alone = pick_threshold(out_of_fold, kinds)
    hashed = out_of_fold_scores(texts, labels, groups)  # the shipped model's, as its training script makes them
    shipped_threshold = pick_threshold(hashed, kinds)
    hashed_flags = hashed >= shipped_threshold
    either = pick_threshold(out_of_fold, kinds, hashed_flags)
    both_flags = (out_of_fold >= either) | hashed_flags
    result = {
        "embedding alone": {
            "threshold": alone,
            "out_of_fold_attacks_flagged": float((out_of_fold >= alone)[kinds == 2].mean()),
        },
        "shipped model alone": {
            "threshold": shipped_threshold,
            "out_of_fold_attacks_flagged": float(hashed_flags[kinds == 2].mean()),
        },
        "either": {
            "embedding threshold": either,
            "out_of_fold_attacks_flagged": float(both_flags[kinds == 2].mean()),
            "out_of_fold_rules_flagged": float(both_flags[kinds == 1].mean()),
        },
    }
    weights, bias = train_dense(x, labels)
    scores = 1.0 / (1.0 + np.exp(-(held_x @ weights + bias)))
    from openbrain.core.security import injection_reason

    shipped_model = InjectionModel.load()
    attack = np.array([line["label"] == "attack" for line in held])
    model_flags = np.array([shipped_model.score(line["text"]) >= shipped_model.threshold for line in held])
    check_flags = np.array([injection_reason(line["text"]) is not None for line in held])
    for name, threshold in (("embedding alone", alone), ("either", either)):
        flags = scores >= threshold
        result[f"held-out, {name}"] = {
            "attacks": int(flags[attack].sum()),
            "rules": int(flags[~attack].sum()),
            "with the shipped model, attacks": int((flags | model_flags)[attack].sum()),
            "with the shipped model, rules": int((flags | model_flags)[~attack].sum()),
            "with the whole shipped check, attacks": int((flags | check_flags)[attack].sum()),
            "with the whole shipped check, rules": int((flags | check_flags)[~attack].sum()),
        }
    result["held-out, shipped check"] = {
        "attacks": int(check_flags[attack].sum()),
        "rules": int(check_flags[~attack].sum()),
    }
    result["held-out size"] = {"attacks": int(attack.sum()), "rules": int((~attack).sum())}
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
