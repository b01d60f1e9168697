"""The REST API under /v1 through a real HTTP client on a real loopback port: every endpoint, its errors and their
statuses, the OpenAPI document, workspace isolation, and the same answers as the MCP tools for the same calls."""

import json
import time
from pathlib import Path

import httpx
import pytest

from conftest import close_brain, make_brain
from openbrain.core.config import Settings
from openbrain.core.models import Caller
from openbrain.serve.brain import Brain
from openbrain.serve.http import create_app
from openbrain.stores.db.engine import Database
from openbrain.stores.embedding.base import Embedder
from serving import call, http_client, serve_asgi

pytestmark = pytest.mark.anyio


def rest(url: str, token: str | None) -> httpx.Client:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return httpx.Client(base_url=url, headers=headers, timeout=30)


async def test_every_endpoint_answers_with_the_tools_models(brain: Brain, url: str):
    token = brain.token_create("ws-rest", "cron").token
    with rest(url, token) as http:
        stored = http.post("/v1/remember", json={"content": "Nightly backups run at 02:00 UTC.", "type": "convention",
                                                 "project": "ops", "tags": ["Backups"]})  # fmt: skip
        assert stored.status_code == 200 and stored.json()["version"] == 1 and stored.json()["stored"] is True
        first = stored.json()["id"]
        found = http.post("/v1/recall", json={"query": "when do backups run?", "explain": True}).json()
        assert found["results"][0]["id"] == first and found["results"][0]["explain"]["fusion"]
        correction = {"content": "Nightly backups run at 03:00 UTC since May.", "type": "convention", "project": "ops"}
        fixed = http.post("/v1/correct", json={**correction, "tags": ["backups"], "supersedes": first})
        assert fixed.status_code == 200 and fixed.json()["version"] == 2 and fixed.json()["supersedes"] == first
        second = fixed.json()["id"]
        history = http.get(f"/v1/memories/{first}").json()
        assert history["current_id"] == second and [m["id"] for m in history["newer"]] == [second]
        listed = http.get("/v1/memories", params={"project": "ops", "tags": "backups", "limit": 1}).json()
        assert [m["id"] for m in listed["memories"]] == [second] and listed["next_cursor"] is None
        audit = http.get("/v1/memories", params=[("include_deleted", "true"), ("type", "convention"), ("limit", "1")])
        page = audit.json()
        assert [m["id"] for m in page["memories"]] == [second] and page["next_cursor"]
        rest_page = http.get("/v1/memories", params={"include_deleted": "true", "cursor": page["next_cursor"]}).json()
        assert [m["id"] for m in rest_page["memories"]] == [first]
        pack = http.post("/v1/context", json={"task": "change the backup schedule", "project": "ops"}).json()
        assert pack["included"] == [second] and pack["tokens"] <= pack["budget"]
        gone = http.post("/v1/forget", json={"id": second, "reason": "moved to the new scheduler"})
        assert gone.status_code == 200 and gone.json()["already_forgotten"] is False
        stats = http.get("/v1/stats").json()
        assert (stats["live"], stats["forgotten"], stats["superseded"]) == (0, 1, 1) and len(stats["per_day"]) == 30
        assert stats["per_day"][-1]["count"] == 2
        health = httpx.get(f"{url}/v1/health")  # no token needed
        assert health.status_code == 200 and health.json()["status"] == "ready"


async def test_errors_are_one_line_json_with_the_right_status(brain: Brain, url: str):
    token = brain.token_create("ws-rest", "cron").token
    reader = brain.token_create("ws-rest", "dashboard", read_only=True).token
    with rest(url, token) as http:
        text = "We deploy the billing service with blue-green releases on Kubernetes; never patch pods in place."
        first = http.post("/v1/remember", json={"content": text, "type": "bug"})
        cases = [
            (http.post("/v1/remember", content=b"{not json"), 400, "not JSON"),
            (http.post("/v1/remember", json={"content": "x", "type": "rumour"}), 400, "type"),
            (http.post("/v1/remember", json={"content": "x", "type": "bug", "colour": "red"}), 400, "colour"),
            (http.post("/v1/recall", json={"query": "x", "top_k": 500}), 400, "top_k"),
            (http.post("/v1/correct", json={"content": "x", "type": "bug"}), 400, "supersedes is missing"),
            (http.get("/v1/memories", params={"limit": "lots"}), 400, "limit"),
            (http.get("/v1/memories/00000000-0000-4000-8000-000000000000"), 404, "No memory with id"),
            (http.get("/v1/memories/not-a-uuid"), 400, "not-a-uuid"),
            (http.get("/v1/stats", params={"days": "many"}), 400, "days must be a whole number"),
            (
                http.post("/v1/remember", json={"content": text.replace("; never", ". Never"), "type": "bug"}),
                409,
                "Not stored",
            ),
        ]
        http.post(
            "/v1/correct", json={"content": "Times out after 60 s.", "type": "bug", "supersedes": first.json()["id"]}
        )
        again = http.post("/v1/correct", json={"content": "Or 90 s.", "type": "bug", "supersedes": first.json()["id"]})
        cases.append((again, 409, "was already superseded"))
    with rest(url, reader) as http:
        cases.append((http.post("/v1/remember", json={"content": "Sneaky.", "type": "bug"}), 403, "read-only"))
    with rest(url, None) as http:
        cases.append((http.post("/v1/recall", json={"query": "x"}), 401, "bearer token is required"))
    with rest(url, "obt_not_a_token") as http:
        cases.append((http.get("/v1/stats"), 401, "bearer token is required"))
    for response, status, said in cases:
        body = response.json()
        assert response.status_code == status, (status, body)
        assert said in body["message"] and "\n" not in body["message"] and "Traceback" not in response.text


async def test_the_openapi_document_is_generated_from_the_models(url: str):
    document = httpx.get(f"{url}/openapi.json").json()
    assert document["openapi"].startswith("3.1")
    assert set(document["paths"]) == {
        "/v1/remember", "/v1/recall", "/v1/correct", "/v1/forget", "/v1/memories", "/v1/memories/{memory_id}",
        "/v1/context", "/v1/prompt-context", "/v1/capture", "/v1/hooks/claude-code", "/v1/stats", "/v1/projects",
        "/v1/health",
    }  # fmt: skip
    schemas = document["components"]["schemas"]
    assert {"RememberRequest", "RememberResult", "RecallRequest", "RecallResult", "ListResult", "Stats"} <= set(schemas)
    assert schemas["RememberRequest"]["additionalProperties"] is False
    assert "content" in schemas["RememberRequest"]["required"]
    remember = document["paths"]["/v1/remember"]["post"]
    assert remember["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("/RememberRequest")
    assert {"200", "400", "401", "403", "404", "409", "503"} <= set(remember["responses"])


async def test_no_endpoint_shows_or_touches_another_workspaces_data(brain: Brain, url: str):
    acme = brain.token_create("ws-acme", "alice").token
    other = brain.token_create("ws-other", "mallory").token
    with rest(url, acme) as http:
        secret = http.post("/v1/remember", json={"content": "Acme's staging DB rotates monthly.", "type": "bug"}).json()
    with rest(url, other) as http:
        assert http.post("/v1/recall", json={"query": "staging DB rotates"}).json()["results"] == []
        assert http.get("/v1/memories").json()["memories"] == []
        assert http.get(f"/v1/memories/{secret['id']}").status_code == 404
        assert http.post("/v1/forget", json={"id": secret["id"], "reason": "mine"}).status_code == 404
        fork = http.post("/v1/correct", json={"content": "Mine.", "type": "bug", "supersedes": secret["id"]})
        assert fork.status_code == 404
        assert "Acme" not in http.post("/v1/context", json={"task": "staging DB"}).text
        stats = http.get("/v1/stats").json()
        assert stats["live"] == 0 and stats["by_agent"] == {}
    with rest(url, acme) as http:
        assert http.get(f"/v1/memories/{secret['id']}").json()["memory"]["deleted_at"] is None


async def test_rest_and_mcp_answer_the_same_calls_the_same(brain: Brain, url: str):
    token = brain.token_create("ws-same", "agent").token
    with rest(url, token) as http:
        for content, type in [
            ("Feature flags live in LaunchDarkly; never hard-code a flag.", "convention"),
            ("The search service caches results for 60 s in Redis.", "architecture"),
            ("ERR_QUOTA_429 means the tenant hit the hourly quota.", "bug"),
        ]:
            http.post("/v1/remember", json={"content": content, "type": type, "project": "web"})
        brain.service.flush()
        calls = [
            ("brain_recall", "/v1/recall", {"query": "how long are search results cached?", "top_k": 3}),
            ("brain_recall", "/v1/recall", {"query": "ERR_QUOTA_429", "mode": "quick"}),
            ("brain_context", "/v1/context", {"task": "add a feature flag", "project": "web", "budget_tokens": 300}),
        ]
        async with http_client(url, token) as client:
            for tool, path, arguments in calls:
                over_mcp = await call(client, tool, **arguments)
                over_rest = http.post(path, json=arguments).json()
                if tool == "brain_recall":  # recall counts each access: compare all but the counters
                    for answer in (over_mcp, over_rest):
                        for hit in answer["results"]:
                            hit.pop("access_count"), hit.pop("last_accessed_at")
                assert over_rest == over_mcp, tool
            brain.service.flush()  # the recalls' access counts written, so that both lists read the same counters
            listed = await call(client, "brain_list", project="web", limit=2)
            assert http.get("/v1/memories", params={"project": "web", "limit": 2}).json() == listed
            first = listed["memories"][0]["id"]
            assert http.get(f"/v1/memories/{first}").json() == await call(client, "brain_get", id=first)


async def test_the_health_endpoint_says_unavailable_without_the_database(tmp_path: Path, local_embedder: Embedder):
    unreachable = Database("mysql+pymysql://root@127.0.0.1:1/none", connect_timeout=1)
    settings = Settings(data_dir=tmp_path)
    down = make_brain(settings, local_embedder, database=unreachable)
    try:
        with serve_asgi(create_app(down, settings)) as base:
            health = httpx.get(f"{base}/v1/health", timeout=30)
            refused = httpx.post(f"{base}/v1/recall", json={"query": "x"}, headers={"Authorization": "Bearer obt_x"})
    finally:
        close_brain(down)
    assert health.status_code == 503 and health.json()["status"] == "unavailable"
    assert refused.status_code == 503 and "root" not in refused.text and "127.0.0.1" not in refused.text


async def test_prompt_context_and_capture_are_the_hooks_one_implementation_over_rest(brain: Brain, url: str):
    token = brain.token_create("ws-hooks", "claude-code").token
    reader = brain.token_create("ws-hooks", "viewer", read_only=True).token
    turn = [
        {"role": "user", "content": "Why does the checkout test time out in CI?"},
        {"role": "assistant", "content": "The root cause was a 2 s timeout on the payment sandbox call. Done."},
    ]
    with rest(url, token) as http:
        captured = http.post("/v1/capture", json={"messages": turn, "project": "shop"})
        assert captured.status_code == 200, captured.text
        body = captured.json()
        # The root cause, and the user's question kept whole as an episode; a turn: no handoff.
        assert body["found"] == 2 and len(body["stored"]) == 2 and body["handoff"] is None
        root = body["stored"][0]
        again = http.post("/v1/capture", json={"messages": turn, "project": "shop"}).json()
        assert again["stored"] == [] and again["found"] == 2  # the same turn twice: stored once
        injected = http.post("/v1/prompt-context", json={"prompt": "checkout test timeout in CI", "project": "shop"})
        block = injected.json()
        assert injected.status_code == 200 and root in block["included"]
        assert "  > The root cause was a 2 s timeout on the payment sandbox call." in block["markdown"]
        assert block["tokens"] <= block["budget"] == 400 and block["workspace"] == "ws-hooks"
        nothing = http.post("/v1/prompt-context", json={"prompt": "write a haiku about autumn leaves"}).json()
        assert nothing["markdown"] == "" and nothing["included"] == [] and nothing["workspace"] == "ws-hooks"
        start = http.post("/v1/prompt-context", json={"event": "session_start", "project": "shop"}).json()
        assert start["included"] == [root] and start["markdown"].startswith("# OpenBrain memories for this")
        ended = http.post("/v1/capture", json={"messages": turn, "project": "shop", "session_id": "s1", "event": "end"})
        assert ended.status_code == 200 and ended.json()["handoff"]
        empty = http.get("/v1/memories", params={"project": "nowhere"}).json()
        assert empty["memories"] == [] and "workspace 'ws-hooks'" in empty["message"]
        missed = http.post("/v1/recall", json={"query": "zebra migration", "filter": {"project": "nowhere"}}).json()
        assert missed["results"] == [] and "workspace 'ws-hooks'" in missed["message"]
        assert "other workspace" not in empty["message"] + missed["message"]  # only the operator's CLI says so
        bad = http.post("/v1/capture", json={"messages": [{"role": "system", "content": "x"}]})
        assert bad.status_code == 400 and "role" in bad.json()["message"]
    with rest(url, reader) as http:
        refused = http.post("/v1/capture", json={"messages": turn})
        assert refused.status_code == 403  # capturing writes: a read-only token may only read
        assert http.post("/v1/prompt-context", json={"prompt": "checkout timeout"}).status_code == 200


async def test_claude_codes_http_hook_injects_a_new_sessions_pack_once_then_each_prompts_memories(
    brain: Brain, url: str, tmp_path: Path
):
    """`openbrain hooks install --url`: Claude Code posts UserPromptSubmit's input itself; the answer is its hook
    output. The session's pack comes with its first prompt only (SessionStart cannot be an HTTP hook)."""
    token = brain.token_create("ws-http-hook", "claude-code").token
    other = brain.token_create("ws-http-other", "claude-code").token
    repo = tmp_path / "shop"
    (repo / ".git").mkdir(parents=True)
    (repo / "src").mkdir()
    fact = "The checkout test flakes because the payment sandbox answers in 3 s; its timeout is now 10 s."
    writer = Caller(workspace_id="ws-http-hook", agent_id="a")
    brain.remember(writer, {"content": fact, "type": "bug", "project": "shop"})

    def hook(http: httpx.Client, prompt: str, session: str = "s-1", **extra) -> dict:
        body = {"hook_event_name": "UserPromptSubmit", "session_id": session, "prompt": prompt,
                "cwd": str(repo / "src"), "transcript_path": "/nowhere.jsonl", **extra}  # fmt: skip
        answered = http.post("/v1/hooks/claude-code", json=body)
        assert answered.status_code == 200, answered.text
        return answered.json()

    with rest(url, token) as http:
        first = hook(http, "why does the checkout test flake?")["hookSpecificOutput"]
        assert first["hookEventName"] == "UserPromptSubmit"
        context = first["additionalContext"]
        assert context.startswith("# OpenBrain memories for this session")  # the pack of the repository's project
        # The pack already shows the one memory the prompt finds: it is said once, without a block of its own.
        assert context.count(f"> {fact}") == 1 and "# OpenBrain memories related to this prompt" not in context
        second = hook(http, "why does the checkout test flake?")["hookSpecificOutput"]["additionalContext"]
        assert "for this session" not in second and f"> {fact}" in second  # the pack once a session
        assert hook(http, "Write a haiku about autumn leaves in Kyoto.") == {}  # nothing relevant: nothing
        elsewhere = hook(http, "why does the checkout test flake?", cwd=str(tmp_path))  # another folder, project
        assert "for this session" not in elsewhere.get("hookSpecificOutput", {}).get("additionalContext", "")
        wrong = http.post("/v1/hooks/claude-code", json={"hook_event_name": "SessionEnd", "session_id": "s-1"})
        assert wrong.status_code == 400 and "only UserPromptSubmit" in wrong.json()["message"]
    with rest(url, other) as http:  # another workspace's token: its own (empty) memory, never this one's
        assert fact not in json.dumps(hook(http, "why does the checkout test flake?"))
    assert httpx.post(f"{url}/v1/hooks/claude-code", json={"hook_event_name": "UserPromptSubmit"}).status_code == 401


async def test_a_first_prompts_answer_that_came_too_late_leaves_the_pack_to_the_sessions_next_prompt(
    brain: Brain, url: str, tmp_path: Path
):
    """Claude Code's HTTP hook and the command hooks give up on a prompt after their timeout; a session's first prompt
    is the slowest (its pack as well), so it is the one most likely to. Its answer then reaches nobody, and the pack
    comes with the session's next prompt instead of never (both routes that bring a pack)."""
    from fakes import FlakyIndex

    token = brain.token_create("ws-late", "claude-code").token
    fact = "The checkout test flakes because the payment sandbox answers in 3 s; its timeout is now 10 s."
    brain.remember(Caller(workspace_id="ws-late", agent_id="a"), {"content": fact, "type": "bug", "project": "shop"})
    brain.service.index = flaky = FlakyIndex(brain.service.index)
    hook = {"hook_event_name": "UserPromptSubmit", "prompt": "why does the checkout test flake?",
            "cwd": str(tmp_path), "transcript_path": "/nowhere.jsonl"}  # fmt: skip
    asked = {"prompt": "why does the checkout test flake?", "project": "shop", "with_session_pack": True}
    routes = {"/v1/hooks/claude-code?project=shop": hook, "/v1/prompt-context": asked}
    for n, (path, body) in enumerate(routes.items()):
        session = {"session_id": f"s-late-{n}"}
        flaky.resume.clear()
        flaky.stalled = {"search"}  # the store stops answering while the first prompt is being answered
        with rest(url, token) as impatient:
            with pytest.raises(httpx.ReadTimeout):
                impatient.post(path, json={**body, **session}, timeout=1.0)
        flaky.resume.set()  # the server finishes that answer and finds its caller gone
        with rest(url, token) as http:
            for _ in range(100):  # until the late answer has been dealt with
                answer = http.post(path, json={**body, **session})
                assert answer.status_code == 200, answer.text
                if "# OpenBrain memories for this session" in answer.text:
                    break
                time.sleep(0.05)
            else:
                raise AssertionError(f"{path}: the session's next prompts never brought its pack")
            later = http.post(path, json={**body, **session}).text
            assert "for this session" not in later and fact in later  # once more, and then once a session
    flaky.stalled = set()


async def test_hostile_bodies_get_a_400_or_413_never_a_500(brain: Brain, url: str):
    token = brain.token_create("ws-rest", "fuzz").token
    with rest(url, token) as http:
        deep = b'{"query": "x", "filter": ' + b'{"a": ' * 1500 + b"1" + b"}" * 1501
        cases = [
            (http.post("/v1/remember", content=b'{"content": "\\ud800 broken", "type": "bug"}'), 400, "lone surrogate"),
            (
                http.post("/v1/recall", content=b'{"query": "ok", "filter": {"project": "\\udfff"}}'),
                400,
                "filter.project",
            ),
            (http.post("/v1/forget", content=b'{"id": "x", "reason": "\\ud83d"}'), 400, "reason"),
            (http.post("/v1/recall", content=deep), 400, "nests deeper"),
            (http.post("/v1/recall", content=b'{"query": "x", "top_k": ' + b"9" * 5000 + b"}"), 400, "number too long"),
            (
                http.post("/v1/remember", content=b'{"content": "' + b"a" * (2 * 1024 * 1024) + b'"}'),
                413,
                "larger than",
            ),
            (http.get("/v1/nowhere"), 404, "No such path"),
            (http.get("/v1/memories/"), 404, "No such path"),
            (http.delete("/v1/remember"), 405, "not allowed"),
        ]
        reader = brain.token_create("ws-rest", "reader", read_only=True).token
    with rest(url, reader) as http:  # a read-only token too: the size is checked before anything else
        cases.append((http.post("/v1/remember", content=b"x" * (2 * 1024 * 1024)), 413, "larger than"))
    for response, status, said in cases:
        assert response.status_code == status, (status, response.text[:300])
        body = response.json()
        assert set(body) >= {"error", "message"} and said in body["message"] and "\n" not in body["message"]
        assert body["error"] == body["error"].lower()  # one code style: snake_case


async def test_errors_use_one_code_style_and_the_favicon_needs_no_token(url: str, brain: Brain):
    token = brain.token_create("ws-rest", "style").token
    with rest(url, token) as http:
        missing = http.get("/v1/memories/00000000-0000-4000-8000-000000000000").json()
        assert missing["error"] == "not_found"
        assert http.post("/v1/recall", json={"query": ""}).json()["error"] == "invalid_input"
    icon = httpx.get(f"{url}/favicon.ico")
    assert icon.status_code == 200 and icon.headers["content-type"].startswith("image/svg+xml")


async def test_the_openapi_document_validates(url: str):
    from openapi_spec_validator import validate

    validate(httpx.get(f"{url}/openapi.json").json())  # raises on a dangling reference or a wrong shape


async def test_recall_and_list_take_as_of_over_rest(brain: Brain, url: str):
    token = brain.token_create("ws-asof", "cron").token
    with rest(url, token) as http:
        old = http.post("/v1/remember", json={"content": "The VPN gateway is vpn-1.", "type": "observation"}).json()
        stored = http.get("/v1/memories").json()["memories"][0]["created_at"]
        new = http.post(
            "/v1/remember",
            json={
                "content": "The VPN gateway is vpn-2 since the migration.",
                "type": "observation",
                "supersedes": old["id"],
            },
        ).json()
        listed = http.get("/v1/memories", params={"as_of": stored}).json()
        assert [m["id"] for m in listed["memories"]] == [old["id"]]
        recalled = http.post("/v1/recall", json={"query": "VPN gateway", "as_of": stored}).json()
        assert [hit["id"] for hit in recalled["results"]] == [old["id"]]
        now = http.post("/v1/recall", json={"query": "VPN gateway"}).json()
        assert [hit["id"] for hit in now["results"]] == [new["id"]]
        bad = http.get("/v1/memories", params={"as_of": "yesterday"})
        assert bad.status_code == 400 and "as_of" in bad.json()["message"]


async def test_projects_are_discoverable_and_a_typo_is_answered_with_the_closest_names(brain: Brain, url: str):
    """Issue 32: brain_projects, GET /v1/projects and the closest names for an unknown project, on every transport,
    within the caller's workspace only; brain_recall takes project at the top, as brain_list does."""
    acme = brain.token_create("ws-acme", "alice").token
    other = brain.token_create("ws-other", "mallory").token
    with rest(url, other) as http:  # another workspace's names are never suggested
        http.post("/v1/remember", json={"content": "Shipping labels print at 6am.", "type": "plan", "project": "shops"})
    with rest(url, acme) as http:
        for content, project, tags in [
            ("We lint Python with ruff; CI runs ruff check.", "shop", ["lint", "ci"]),
            ("Money is an integer number of cents; never floats.", "shop", ["money"]),
            ("The billing export runs at 02:00 UTC.", "billing", ["ci"]),
            ("Laptops need disk encryption.", None, []),
        ]:
            stored = http.post("/v1/remember", json={"content": content, "type": "convention", "project": project,
                                                     "tags": tags})  # fmt: skip
            assert stored.status_code == 200, stored.text
        found = http.get("/v1/projects").json()
        assert [(p["name"], p["memories"]) for p in found["projects"]] == [("shop", 2), ("billing", 1), (None, 1)]
        assert found["tags"][0] == {"name": "ci", "memories": 2} and "shops" not in str(found)
        assert not any(tag["name"].startswith("ob:") for tag in found["tags"])
        typo = http.get("/v1/memories", params={"project": "Shop"}).json()
        assert typo["memories"] == [] and typo["message"].startswith("No project 'Shop' in workspace 'ws-acme'")
        assert "did you mean 'shop'?" in typo["message"] and "shops" not in typo["message"]
        recalled = http.post("/v1/recall", json={"query": "which linter do we use?", "project": "shopp"}).json()
        assert recalled["results"] == [] and "did you mean 'shop'?" in recalled["message"]
        top = http.post("/v1/recall", json={"query": "which linter do we use?", "project": "shop"}).json()
        assert top["results"] and all(hit["project"] == "shop" for hit in top["results"])
        both = http.post("/v1/recall", json={"query": "lint", "project": "shop", "filter": {"project": "billing"}})
        assert both.status_code == 400 and "give one of them" in both.json()["message"]
        empty = http.get("/v1/memories", params={"project": "shop", "type": "bug"}).json()
        assert empty["memories"] == [] and not empty["message"].startswith("No project")  # it exists: no hint
    async with http_client(url, acme) as client:
        listed = await call(client, "brain_projects")
        assert [p["name"] for p in listed["projects"]] == ["shop", "billing", None]
        typo = await call(client, "brain_list", project="SHOP")
        assert "did you mean 'shop'?" in typo["message"]
        hits = await call(client, "brain_recall", query="how is money stored?", project="shop")
        assert hits["results"][0]["content"].startswith("Money is an integer")
