"""Capture measured as it is used: histories in through ``POST /v1/capture`` only, questions through
``POST /v1/prompt-context``, and the evidence in the injected block or not.

    python eval/capture.py                                   # the dev split of eval/datasets/capture-histories.jsonl
    python eval/capture.py --split held-out                  # the held-out split (report it; never tune on it)
    python eval/capture.py --coding                          # Claude Code sessions through the hooks' path
    OPENBRAIN_CAPTURE__MODE=marked python eval/capture.py    # any setting, as the server reads it

A fresh embedded store (SQLite, Qdrant Edge, the local model) is served by OpenBrain's own HTTP app in process
(Starlette's test client: the real routes, token check and JSON), one workspace and one bearer token per user. Each
turn (the user's message and the assistant's reply) is one capture call, on a clock set to the session's date; the
ids each call stores are mapped back to the turn they came from. A question is answered when a memory captured from
one of its evidence turns is in the block (``any``; ``all`` for every evidence turn of a ``multi`` question).

Also reported: memories and bytes kept per 1,000 user turns, the server time of a capture call (p50, p95), how often
an ``update`` question's block shows the older value above the newer, and memories whose content is chatter or the
assistant's generic advice (both must be 0).
"""

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from datetime import time as day_time
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
sys.path[0] = str(HERE / "sources")  # not eval/ itself: eval/secrets.py would shadow the standard library's

import capture_chats  # noqa: E402

DATASET = HERE / "datasets" / "capture-histories.jsonl"


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def load_dataset(path: Path) -> Any:
    from openbrain.engine.evaluation import load_dataset as load

    return load(path)


def open_store(workdir: Path) -> tuple[Any, Any, Clock]:
    """A Brain on a fresh embedded store under ``workdir`` and the HTTP app's test client."""
    from starlette.testclient import TestClient

    from openbrain.core.config import Settings
    from openbrain.serve.brain import Brain
    from openbrain.serve.http import create_app

    os.environ.setdefault("OPENBRAIN_LOG_LEVEL", "WARNING")
    settings = Settings(data_dir=workdir)
    brain = Brain.open(settings)
    brain.service.index.ensure_collection(brain.service.profile)
    clock = Clock()
    brain.service.clock = clock
    client = TestClient(create_app(brain, settings))
    return brain, client, clock


def run_histories(records: list[dict], split: str, show_misses: int = 0) -> dict[str, Any]:
    sessions = [r for r in records if r["kind"] == "session" and split in ("all", r["split"])]
    questions = [r for r in records if r["kind"] == "question" and split in ("all", r["split"])]
    workdir = Path(tempfile.mkdtemp(prefix="openbrain-capture-eval-"))
    brain, client, clock = open_store(workdir)
    tokens = {g: brain.token_create(g, "capture-eval").token for g in {s["group"] for s in sessions}}
    source: dict[str, str] = {}  # memory id -> the turn it was captured from
    timings: list[float] = []
    user_turns = 0
    with client:
        for session in sessions:
            headers = {"Authorization": f"Bearer {tokens[session['group']]}"}
            day = datetime.combine(datetime.fromisoformat(session["date"]).date(), day_time(18), tzinfo=UTC)
            turns = session["turns"]
            for at in range(0, len(turns), 2):
                user, assistant = turns[at], turns[at + 1]
                clock.now = day + timedelta(minutes=at)
                body = {
                    "messages": [{"role": m["role"], "content": m["content"]} for m in (user, assistant)],
                    "session_id": f"{session['group']}-{session['session']}",
                    "event": "turn",
                }
                started = time.perf_counter()
                answer = client.post("/v1/capture", json=body, headers=headers)
                timings.append((time.perf_counter() - started) * 1000)
                answer.raise_for_status()
                user_turns += 1
                for mid in answer.json()["stored"]:
                    source[mid] = user["id"]
        clock.now += timedelta(days=7)
        by_category: dict[str, list[tuple[bool, bool]]] = defaultdict(list)
        stale_above = update_questions = 0
        blocks: list[int] = []
        misses: list[dict] = []
        for question in questions:
            headers = {"Authorization": f"Bearer {tokens[question['group']]}"}
            block = client.post("/v1/prompt-context", json={"prompt": question["question"]}, headers=headers)
            block.raise_for_status()
            found = [source.get(mid) for mid in block.json()["included"]]
            blocks.append(block.json()["tokens"])
            evidence = set(question["evidence"])
            hit_any = bool(evidence & set(found))
            hit_all = evidence <= set(found)
            by_category[question["category"]].append((hit_any, hit_all))
            if not hit_any and len(misses) < show_misses:
                misses.append(_miss(brain, question, source, block.json()["markdown"]))
            if question["category"] == "update":
                update_questions += 1
                first_new = next((i for i, t in enumerate(found) if t in evidence), None)
                first_old = next((i for i, t in enumerate(found) if t in set(question["stale"])), None)
                if first_old is not None and (first_new is None or first_old < first_new):
                    stale_above += 1
        # Questions nothing in these workspaces answers (an engineering team's): anything injected is a false one.
        strangers = [q.query for q in load_dataset(HERE / "datasets" / "openbrain-dev.jsonl").queries]
        false = 0
        for n, stranger in enumerate(strangers):
            headers = {"Authorization": f"Bearer {tokens[sorted(tokens)[n % len(tokens)]]}"}
            block = client.post("/v1/prompt-context", json={"prompt": stranger}, headers=headers)
            false += bool(block.json()["included"])
        memories = brain.service.list_memories
        from openbrain.core.models import Caller

        kept = bad_chatter = bad_advice = 0
        kinds: dict[str, int] = defaultdict(int)
        size = 0
        chatter = {c.lower() for c in capture_chats.CHATTER}
        for group in tokens:
            caller = Caller(workspace_id=group, agent_id="capture-eval", can_write=False)
            cursor = None
            while True:
                page = memories(caller, {"limit": 200, "cursor": cursor})
                for m in page.memories:
                    kept += 1
                    size += len(m.content.encode())
                    kinds[m.type.value] += 1
                    if m.content.strip().lower() in chatter:
                        bad_chatter += 1
                    if m.type.value != "episode" and any(a in m.content for a in capture_chats.ADVICE):
                        bad_advice += 1
                cursor = page.next_cursor
                if not cursor:
                    break
    brain.close() if hasattr(brain, "close") else None
    total = [hit for hits in by_category.values() for hit in hits]
    timings.sort()
    return {
        "split": split,
        "users": len(tokens),
        "user_turns": user_turns,
        "questions": len(total),
        "evidence_in_block": round(sum(a for a, _ in total) / len(total), 4),
        "all_evidence_in_block": round(sum(b for _, b in total) / len(total), 4),
        "categories": {
            c: {"n": len(h), "any": _share(a for a, _ in h), "all": _share(b for _, b in h)}
            for c, h in sorted(by_category.items())
        },
        "update_stale_above_new": f"{stale_above} of {update_questions}",
        "memories_per_1000_turns": round(1000 * kept / user_turns, 1),
        "kinds": dict(kinds),
        "kib_per_1000_turns": round(size / 1024 * 1000 / user_turns, 1),
        "capture_ms_p50": round(statistics.median(timings), 1),
        "capture_ms_p95": round(timings[int(len(timings) * 0.95) - 1], 1),
        "block_tokens_mean": round(statistics.mean(blocks), 1),
        "unrelated_questions_with_anything_injected": f"{false} of {len(strangers)}",
        "chatter_kept_as_memory": bad_chatter,
        "advice_kept_as_fact": bad_advice,
    } | ({"misses": misses} if show_misses else {})


def run_coding(records: list[dict]) -> dict[str, Any]:
    """The coding sessions through the hooks' path: each transcript file read as SessionEnd reads it and sent to
    ``/v1/capture`` (event end); then the later prompts to ``/v1/prompt-context``."""
    from openbrain.agents.hookclient import read_messages
    from openbrain.core.models import Caller

    workdir = Path(tempfile.mkdtemp(prefix="openbrain-coding-eval-"))
    brain, client, clock = open_store(workdir)
    sessions = [r for r in records if r["kind"] == "session"]
    prompts = [r for r in records if r["kind"] == "prompt"]
    tokens = {g: brain.token_create(g, "claude-code").token for g in {s["group"] for s in sessions}}

    def norm(text: str) -> str:
        return " ".join(text.lower().split())

    with client:
        for session in sessions:
            path = workdir / f"{session['group']}-{session['session']}.jsonl"
            path.write_text("\n".join(json.dumps(line) for line in session["transcript"]) + "\n", encoding="utf-8")
            clock.now += timedelta(hours=6)
            body = {
                "messages": read_messages(path),
                "project": session["group"],
                "session_id": f"{session['group']}-{session['session']}",
                "event": "end",
            }
            headers = {"Authorization": f"Bearer {tokens[session['group']]}"}
            client.post("/v1/capture", json=body, headers=headers).raise_for_status()
        clock.now += timedelta(days=3)
        memories = {}
        for group in tokens:
            caller = Caller(workspace_id=group, agent_id="claude-code", can_write=False)
            for m in brain.service.list_memories(caller, {"limit": 200}).memories:
                memories[str(m.id)] = m
        keeps = [k for s in sessions for k in s["keep"]]
        curated = [m for m in memories.values() if m.type.value != "episode" and "handoff" not in m.tags]
        own = sum(any(norm(k) in norm(m.content) for m in curated) for k in keeps)
        anywhere = sum(any(norm(k) in norm(m.content) for m in memories.values()) for k in keeps)
        noise = {norm(line.splitlines()[0])[:50] for s in sessions for line in s["never"]}
        leaked = [m.content for m in memories.values() if any(n in norm(m.content) for n in noise if len(n) > 12)]
        related = unrelated_injected = 0
        related_n = unrelated_n = 0
        for prompt in prompts:
            headers = {"Authorization": f"Bearer {tokens[prompt['group']]}"}
            body = {"prompt": prompt["prompt"], "project": prompt["group"]}
            block = client.post("/v1/prompt-context", json=body, headers=headers).json()
            shown = [memories[str(mid)].content for mid in block["included"] if str(mid) in memories]
            if prompt["related"]:
                related_n += 1
                related += any(norm(k) in norm(c) for k in prompt["expect"] for c in shown)
            else:
                unrelated_n += 1
                unrelated_injected += bool(block["included"])
    return {
        "sessions": len(sessions),
        "kept_as_own_memory": f"{own} of {len(keeps)}",
        "kept_anywhere": f"{anywhere} of {len(keeps)}",
        "tool_output_or_chatter_kept": len(leaked),
        "memories": len(memories),
        "related_prompts_with_evidence": f"{related} of {related_n}",
        "unrelated_prompts_with_anything_injected": f"{unrelated_injected} of {unrelated_n}",
    }


def _miss(brain: Any, question: dict, source: dict[str, str], block: str) -> dict:
    """A missed question, for reading: the evidence, and where recall ranks what was captured from it."""
    from openbrain.core.models import Caller

    caller = Caller(workspace_id=question["group"], agent_id="capture-eval", can_write=False)
    asked = {"query": question["question"], "top_k": 20, "mode": "hybrid", "explain": True}
    found = brain.service.recall(caller, asked)
    ranks = [
        (i + 1, round(hit.explain.cosine or 0, 3), hit.type.value, hit.content[:90])
        for i, hit in enumerate(found.results)
        if source.get(str(hit.id)) in question["evidence"]
    ]
    return {"question": question["question"], "category": question["category"], "ranks": ranks, "block": block[:600]}


def _share(flags: Any) -> float:
    values = list(flags)
    return round(sum(values) / len(values), 4)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="dev", choices=["dev", "held-out", "all"])
    parser.add_argument("--dataset", type=Path, default=DATASET)
    parser.add_argument("--out", type=Path, help="also write the report as JSON here")
    parser.add_argument("--coding", action="store_true", help="the coding sessions (datasets/coding-sessions.jsonl)")
    parser.add_argument("--misses", type=int, default=0, help="report this many missed questions (dev split only)")
    args = parser.parse_args()
    records = [json.loads(line) for line in args.dataset.read_text(encoding="utf-8").splitlines() if line]
    if args.misses and args.split != "dev":
        parser.error("--misses reads missed questions turn by turn: on the dev split only, never the held-out one.")
    if args.coding:
        coding = HERE / "datasets" / "coding-sessions.jsonl"
        report = run_coding([json.loads(line) for line in coding.read_text(encoding="utf-8").splitlines() if line])
    else:
        report = run_histories(records, args.split, args.misses)
    report["settings"] = {k: v for k, v in sorted(os.environ.items()) if k.startswith("OPENBRAIN_")}
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
