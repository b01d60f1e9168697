"""Emit eval/datasets/openbrain-dev.jsonl from the group sources in this folder.

Run: /work/venv/bin/python eval/sources/build.py

Each group module defines GROUP, MEMORIES (list of common.Mem) and QUERIES (list of common.Query), naming memories
by local keys. This script checks the sources, gives global ids (m0001.., q0001..) in file order, adds every older
version of an expected memory to the query's forbidden list, and writes all memories first, then all queries.
"""

import importlib
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE.parent / "datasets" / "openbrain-dev.jsonl"
MODULES = ["g_payments", "g_mobile", "g_data", "g_ml", "g_web", "g_sre"]
TYPES = {"bug", "decision", "observation", "convention", "research", "plan", "architecture"}
CATEGORIES = {"paraphrase", "identifier", "keyword", "decoy", "superseded", "multi"}


def fail(msg):
    raise SystemExit(f"build error: {msg}")


def main():
    sys.path.insert(0, str(HERE))
    memories, queries = [], []
    m_counter, q_counter = 0, 0
    warnings = []
    for name in MODULES:
        if "--partial" in sys.argv and not (HERE / f"{name}.py").exists():
            continue
        mod = importlib.import_module(name)
        group = mod.GROUP
        ids, by_key, retired, parent = {}, {}, set(), {}
        for mem in mod.MEMORIES:
            if mem.key in ids:
                fail(f"{group}: duplicate key {mem.key}")
            if mem.type not in TYPES:
                fail(f"{group}/{mem.key}: bad type {mem.type}")
            if not 0 <= mem.confidence <= 1:
                fail(f"{group}/{mem.key}: bad confidence")
            words = len(mem.text.split())
            if not 20 <= words <= 120:
                warnings.append(f"{group}/{mem.key}: {words} words")
            if mem.supersedes is not None:
                old = by_key.get(mem.supersedes)
                if old is None:
                    fail(f"{group}/{mem.key}: supersedes unknown or later key {mem.supersedes}")
                if (old.type, old.project) != (mem.type, mem.project):
                    fail(f"{group}/{mem.key}: supersedes {old.key} with another type/project")
                if old.key in retired:
                    fail(f"{group}/{mem.key}: {old.key} is already superseded")
                retired.add(old.key)
                parent[mem.key] = old.key
            m_counter += 1
            ids[mem.key] = f"m{m_counter:04d}"
            by_key[mem.key] = mem
            record = {
                "kind": "memory",
                "id": ids[mem.key],
                "group": group,
                "text": mem.text,
                "type": mem.type,
                "project": mem.project,
                "tags": mem.tags,
                "confidence": mem.confidence,
            }
            if mem.supersedes:
                record["supersedes"] = ids[mem.supersedes]
            memories.append(record)

        def ancestors(key, parent=parent):
            out = []
            while key in parent:
                key = parent[key]
                out.append(key)
            return out

        seen_q = set()
        for qq in mod.QUERIES:
            where = f"{group} query {qq.query!r}"
            if qq.category not in CATEGORIES:
                fail(f"{where}: bad category")
            if qq.query in seen_q:
                fail(f"{where}: duplicate query")
            seen_q.add(qq.query)
            for key in qq.expected + qq.forbidden + qq.decoys:
                if key not in ids:
                    fail(f"{where}: unknown key {key}")
            if not qq.expected:
                fail(f"{where}: nothing expected")
            for key in qq.expected:
                if key in retired:
                    fail(f"{where}: expects retired {key}")
            forbidden = list(qq.forbidden)
            for key in qq.expected:
                for old in ancestors(key):
                    if old not in forbidden:
                        forbidden.append(old)
            if set(forbidden) & set(qq.expected):
                fail(f"{where}: expected and forbidden overlap")
            if qq.category == "decoy":
                if not qq.decoys or set(qq.decoys) & set(qq.expected):
                    fail(f"{where}: decoy query needs decoys outside expected")
            if qq.category == "superseded":
                if not any(ancestors(k) for k in qq.expected) or not forbidden:
                    fail(f"{where}: superseded query must expect a superseding memory")
            if qq.category == "multi" and not 2 <= len(qq.expected) <= 3:
                fail(f"{where}: multi needs 2-3 expected")
            if qq.category != "multi" and len(qq.expected) > 1 and qq.category not in ("keyword", "identifier"):
                warnings.append(f"{where}: {len(qq.expected)} expected in {qq.category}")
            q_counter += 1
            record = {
                "kind": "query",
                "id": f"q{q_counter:04d}",
                "group": group,
                "category": qq.category,
                "query": qq.query,
                "expected": [ids[k] for k in qq.expected],
            }
            if forbidden:
                record["forbidden"] = [ids[k] for k in forbidden]
            if qq.decoys:
                record["decoys"] = [ids[k] for k in qq.decoys]
            queries.append(record)

    texts = Counter(r["text"] for r in memories)
    dupes = [t for t, n in texts.items() if n > 1]
    if dupes:
        fail(f"duplicate memory texts: {dupes[:3]}")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as fh:
        for record in memories + queries:
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")
    for w in warnings:
        print("warning:", w)
    print(f"wrote {len(memories)} memories and {len(queries)} queries to {OUT}")
    print("memories per group:", dict(Counter(r["group"] for r in memories)))
    print("queries per group:", dict(Counter(r["group"] for r in queries)))
    print("queries per category:", dict(Counter(r["category"] for r in queries)))


if __name__ == "__main__":
    main()
