"""Hostile input on every REST endpoint and every MCP tool: never a 500, never a traceback, every error one line.

A fixed set of hostile values (wrong types, lone surrogates, NUL and escape characters, huge and negative numbers,
deep nesting, very long strings, ids of the wrong shape) is put, one at a time, in every field of every request.
Deterministic (no random seed to chase), bounded: about 740 REST requests and 400 tool calls.
"""

import json
from typing import Any

import httpx
import pytest
from mcp import Client

from openbrain.core.models import Caller
from openbrain.serve.mcp import create_server, settings_identity

pytestmark = pytest.mark.anyio

HOSTILE: list[Any] = [
    None, True, -1, 0, 10**30, 1.5e308, "", " ", "\x00", "\ud800", "\x1b[31mred", "\u202e", "x" * 20_000,
    "00000000-0000-4000-8000-000000000000", "../../etc/passwd", [], ["\ud800"], {}, {"a": {"b": {"c": [1]}}},
    [[[[[[[[[[1]]]]]]]]]], "2026-13-45T99:99:99Z", "9999-12-31T23:00:00-14:00", "SELECT * FROM brain_memories",
]  # fmt: skip
BODIES = {
    "/v1/remember": {"content": "Fuzz note about deploys.", "type": "observation", "tags": ["fuzz"], "project": "p",
                     "confidence": 0.5, "ttl_seconds": 60},
    "/v1/correct": {"content": "Fuzz note, corrected.", "type": "observation",
                    "supersedes": "00000000-0000-4000-8000-000000000000"},
    "/v1/recall": {"query": "deploys", "top_k": 3, "filter": {"project": "p", "tags": ["fuzz"]}, "mode": "auto"},
    "/v1/forget": {"id": "00000000-0000-4000-8000-000000000000", "reason": "fuzz"},
    "/v1/context": {"task": "deploys", "project": "p", "budget_tokens": 300},
    "/v1/prompt-context": {"prompt": "deploys", "project": "p", "budget_tokens": 200},
    "/v1/capture": {"messages": [{"role": "user", "content": "Decision: fuzzing weekly."}], "event": "turn"},
}  # fmt: skip
QUERIES = {"/v1/memories": ["project", "type", "tags", "limit", "cursor", "created_after"], "/v1/stats": ["days"]}


def variants(body: dict[str, Any]) -> list[dict[str, Any]]:
    """The body with one field (top level, or one level down) replaced by each hostile value."""
    out = []
    for key, value in body.items():
        for bad in HOSTILE:
            out.append({**body, key: bad})
        if isinstance(value, dict):
            for inner in value:
                out += [{**body, key: {**value, inner: bad}} for bad in HOSTILE]
        if isinstance(value, list) and value and isinstance(value[0], dict):
            out += [{**body, key: [{**value[0], field: bad}]} for field in value[0] for bad in HOSTILE]
    return out


def one_line_error(response: httpx.Response) -> None:
    assert response.status_code < 500, (response.status_code, response.text[:300])
    assert "Traceback" not in response.text
    if response.status_code >= 400:
        body = response.json()
        assert set(body) >= {"error", "message"} and "\n" not in body["message"], body


async def test_no_rest_endpoint_answers_hostile_input_with_a_500(brain, url):
    token = brain.token_create("ws-fuzz", "fuzzer").token
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=60) as http:
        sent = 0
        for path, body in BODIES.items():
            for variant in variants(body):
                try:
                    payload = json.dumps(variant)
                except (TypeError, ValueError):
                    continue
                one_line_error(http.post(path, content=payload.encode("utf-8", "surrogatepass")))
                sent += 1
        for path, keys in QUERIES.items():
            for key in keys:
                for bad in HOSTILE:
                    if isinstance(bad, str | int | float) and "\ud800" not in str(bad):  # a client cannot send it
                        one_line_error(http.get(path, params={key: str(bad)[:3000]}))
                        sent += 1
        for bad in ("", "x", "%ED%A0%80", "%00", "../stats", "00000000-0000-4000-8000-000000000000/x"):
            one_line_error(http.get(f"/v1/memories/{bad}"))
            sent += 1
    assert sent > 700


async def test_no_tool_answers_hostile_input_with_anything_but_a_one_line_error(brain):
    """On the embedded default (the stores' own faults have their tests in test_faults*.py)."""
    server = create_server(brain.service, settings_identity(Caller(workspace_id="ws-fuzz", agent_id="fuzzer")))
    calls = {
        "brain_remember": {"content": "Fuzz note.", "type": "observation", "tags": ["fuzz"], "project": "p"},
        "brain_recall": {"query": "fuzz", "top_k": 3},
        "brain_forget": {"id": "00000000-0000-4000-8000-000000000000", "reason": "fuzz"},
        "brain_list": {"limit": 5},
        "brain_context": {"task": "fuzz", "budget_tokens": 300},
        "brain_get": {"id": "00000000-0000-4000-8000-000000000000"},
        "brain_handoff": {"summary": "fuzzing", "next_steps": ["a"]},
    }
    async with Client(server) as client:
        made = 0
        for tool, arguments in calls.items():
            for variant in variants(arguments):
                if any(isinstance(v, str) and "\ud800" in v for v in json.dumps(variant, default=str)):
                    continue
                result = await client.call_tool(tool, variant)
                if result.is_error:
                    text = " ".join(getattr(c, "text", "") for c in result.content)
                    assert text and "\n" not in text.strip() and "Traceback" not in text, (tool, variant, text)
                made += 1
    assert made > 300


def test_no_pattern_of_openbrain_backtracks_on_long_runs() -> None:
    """Every regular expression of every OpenBrain module, searched on a text of 32,000 characters of one run (spaces,
    newlines, letters, digits, dots, ...) after a word that opens one of its alternatives, stays linear: a memory's
    content, a transcript turn or a markdown entry may be that long. Found this way: an injection pattern anchored at
    each line (``^\\s*``) that took 20 s on "assistant" and 20,000 newlines, and four more. A bound this loose (a
    quadratic pattern takes over a second here, a linear one milliseconds) fails on such a pattern, not on a slow
    machine."""
    import importlib
    import pkgutil
    import re
    import time

    import openbrain

    patterns: dict[int, tuple[str, re.Pattern[str]]] = {}

    def collect(value: object, name: str) -> None:
        if isinstance(value, re.Pattern):
            patterns.setdefault(id(value), (name, value))
        elif isinstance(value, list | tuple):
            for i, item in enumerate(value):
                collect(item, f"{name}[{i}]")

    for module in pkgutil.walk_packages(openbrain.__path__, "openbrain."):
        if not module.name.endswith("__main__"):
            for name, value in vars(importlib.import_module(module.name)).items():
                collect(value, f"{module.name}.{name}")
    assert len(patterns) > 100
    heads = ["", "key", "assistant", "1. "]
    fills = ["\n", " ", "a", "a ", "."]
    slow = []
    for name, pattern in patterns.values():
        # and a run of one of the pattern's own words ("romeo romeo ..." for a run of NATO letters: 15 s at 24,000
        # characters when that run could start at any of its words)
        words = re.findall(r"[a-z]{4,}", re.sub(r"\\.", " ", pattern.pattern))[:3]
        for head, fill in [(head, fill) for head in heads for fill in fills] + [("", f"{word} ") for word in words]:
            text = head + fill * (32_000 // len(fill)) + "!x"
            began = time.perf_counter()
            pattern.search(text)
            if time.perf_counter() - began > 0.5:
                slow.append((name, head, fill))
    assert not slow, slow


def test_a_chain_of_thousands_of_assignments_is_scanned_without_recursing() -> None:
    """ "a=a=a=..." (a value's names before it were taken off one call deep each: 2,000 characters raised a
    RecursionError from the secret scan, so a remember of that content failed): both checks answer, and a key after
    a chain of names is still found."""
    from openbrain.core.redaction import find_secrets
    from openbrain.core.security import injection_reason

    for text in ("a=" * 16_000, "a = " * 8_000, "x=y=" * 8_000):
        assert find_secrets(text) == []
        assert injection_reason(text) is None
    key = "Zq8LmN3xVb7RtY2pKc9WdF4HZq8LmN3xVb7RtY2pKc9WdF4H"
    assert [f.kind for f in find_secrets("A=" * 3_000 + key)] == ["key by its shape"]
