"""The brain_* tools through a real MCP client session: in process, and `openbrain serve` over stdio."""

import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from openbrain.core.models import Caller
from openbrain.serve.mcp import create_server, settings_identity
from serving import call

pytestmark = pytest.mark.anyio

ALICE = Caller(workspace_id="ws-acme", agent_id="alice")


@pytest.fixture
def server(service):
    return create_server(service, settings_identity(ALICE))


async def test_tools_are_listed_with_descriptions_schemas_and_hints(server):
    async with Client(server) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert {"brain_remember", "brain_recall", "brain_forget", "brain_list", "brain_context", "brain_get"} <= set(tools)
    assert all(tool.description and tool.output_schema for tool in tools.values())
    # Issue 32: no docstring indentation in what a client shows
    assert not any("\n " in tool.description for tool in tools.values()), [t.description for t in tools.values()]
    assert tools["brain_recall"].annotations.read_only_hint is True
    assert tools["brain_list"].annotations.read_only_hint is True
    assert tools["brain_forget"].annotations.destructive_hint is True
    remember_props = tools["brain_remember"].input_schema["properties"]
    assert {"content", "type", "tags", "project", "confidence", "supersedes", "ttl_seconds", "expires_at"} <= set(
        remember_props
    )
    assert "agent_id" not in remember_props and "workspace_id" not in remember_props
    assert not any("trust" in name or "flag" in name for name in tools)  # only the operator clears a flag (CLI)


async def test_an_agent_remembers_supersedes_forgets_recalls_and_lists_through_mcp(server, service):
    async with Client(server) as client:
        v1 = await call(
            client,
            "brain_remember",
            content="CI runners use Ubuntu 22.04 images.",
            type="architecture",
            tags=["ci"],
            project="infra",
        )
        assert v1["version"] == 1 and v1["duplicate"] is False and v1["indexed"] is True
        dup = await call(
            client,
            "brain_remember",
            content="CI runners use Ubuntu 22.04 images.",
            type="architecture",
            project="infra",
        )
        assert dup["duplicate"] is True and dup["id"] == v1["id"]
        v2 = await call(
            client,
            "brain_remember",
            content="CI runners moved to Ubuntu 24.04 images in March.",
            type="architecture",
            tags=["ci"],
            project="infra",
            supersedes=v1["id"],
        )
        assert v2["version"] == 2
        flaky = await call(
            client,
            "brain_remember",
            content="The e2e suite flakes when Redis starts slowly.",
            type="bug",
            project="infra",
            confidence=0.6,
        )

        found = await call(
            client, "brain_recall", query="which OS image do the CI runners use?", filter={"project": "infra"}
        )
        assert found["degraded"] is False
        assert found["results"][0]["id"] == v2["id"] and found["results"][0]["supersedes_count"] == 1
        assert v1["id"] not in [hit["id"] for hit in found["results"]]

        gone = await call(client, "brain_forget", id=flaky["id"], reason="fixed by waiting for Redis")
        assert gone["id"] == flaky["id"] and gone["already_forgotten"] is False

        listed = await call(client, "brain_list", project="infra")
        assert [m["id"] for m in listed["memories"]] == [v2["id"]] and listed["next_cursor"] is None
        audit = await call(client, "brain_list", include_deleted=True, limit=2)
        assert len(audit["memories"]) == 2 and audit["next_cursor"]
        rest = await call(client, "brain_list", include_deleted=True, limit=2, cursor=audit["next_cursor"])
        assert listed["total"] == 1 and audit["total"] == 3  # the first page counts, never "total": null
        assert "total" not in rest
        all_ids = [m["id"] for m in audit["memories"] + rest["memories"]]
        assert sorted(all_ids) == sorted([v1["id"], v2["id"], flaky["id"]])
        assert all(m["agent_id"] == "alice" for m in rest["memories"] + audit["memories"])


async def test_tool_errors_are_error_results_that_say_what_to_fix(server):
    async with Client(server) as client:
        missing = str(uuid.uuid4())
        result = await client.call_tool("brain_forget", {"id": missing, "reason": "x"})
        assert result.is_error and f"No memory with id {missing} in this workspace" in result.content[0].text
        result = await client.call_tool("brain_remember", {"content": "x", "type": "decision", "confidence": 3})
        assert result.is_error and "confidence must be between 0 and 1" in result.content[0].text
        result = await client.call_tool("brain_remember", {"content": "x", "type": "gossip"})
        assert result.is_error and "type" in result.content[0].text
        result = await client.call_tool("brain_recall", {"query": "x", "top_k": 500})
        assert result.is_error and "top_k must be between 1 and 50" in result.content[0].text


async def test_an_agent_id_in_tool_arguments_is_refused_and_nothing_is_stored(server, service):
    async with Client(server) as client:
        spoof = await client.call_tool(
            "brain_remember",
            {"content": "Spoof attempt.", "type": "observation", "agent_id": "mallory", "workspace_id": "other"},
        )
    assert spoof.is_error
    assert "agent_id, workspace_id is not an argument of brain_remember" in spoof.content[0].text
    assert service.list_memories(ALICE, {}).memories == []


WRONG_ARGUMENTS = [
    ("brain_remember", {"content": "x", "type": "note"}, ["type:", "'decision'", "(got 'note')"]),
    ("brain_remember", {"content": "x", "type": "bug", "confidence": "high"}, ["confidence:", "(got 'high')"]),
    ("brain_remember", {"type": "bug"}, ["content is required"]),
    (
        "brain_remember",
        {"content": "x", "type": "bug", "expires_at": "next tuesday"},
        ["expires_at:", "'next tuesday'"],
    ),
    ("brain_forget", {"id": "abc", "reason": "old"}, ["id:", "UUID", "(got 'abc')"]),
    ("brain_recall", {"query": "x", "filter": {"projct": "web"}}, ["filter.projct is not a known name", "project"]),
    ("brain_recall", {"query": "x", "topk": 3}, ["topk is not an argument of brain_recall", "top_k"]),
    ("brain_list", {"projects": "web"}, ["projects is not an argument of brain_list", "project"]),
]


@pytest.mark.parametrize("tool, arguments, said", WRONG_ARGUMENTS, ids=[str(a) for _, a, _ in WRONG_ARGUMENTS])
async def test_wrong_arguments_get_one_line_naming_the_field_what_was_given_and_what_is_allowed(
    server, tool, arguments, said
):
    async with Client(server) as client:
        result = await client.call_tool(tool, arguments)
    text = result.content[0].text
    assert result.is_error and text.startswith("Invalid input: ") and "\n" not in text
    assert all(part in text for part in said), text
    assert "pydantic" not in text and "validation error for" not in text and "Arguments" not in text


@pytest.mark.parametrize("start_owner", ["false", "true"])  # the whole server, and the thin one through an owner
async def test_openbrain_serve_speaks_mcp_over_stdio_and_keeps_stdout_clean(tmp_path: Path, start_owner: str):
    env = {
        **os.environ,
        "OPENBRAIN_DATA_DIR": str(tmp_path),
        "OPENBRAIN_WORKSPACE": "ws-stdio",
        "OPENBRAIN_AGENT_ID": "stdio-agent",
        "OPENBRAIN_LOG_LEVEL": "DEBUG",  # every log line must still go to stderr, never to the MCP channel
        "OPENBRAIN_HOOKS__START_OWNER": start_owner,
        "OPENBRAIN_HOOKS__OWNER_IDLE": "30",
    }
    params = StdioServerParameters(command=sys.executable, args=["-m", "openbrain", "serve"], env=env)
    try:
        async with Client(params, read_timeout_seconds=120) as client:
            stored = await call(client, "brain_remember", content="Stdio works end to end.", type="observation")
            found = await call(client, "brain_recall", query="does stdio work?")
            listed = await call(client, "brain_list")
    finally:
        subprocess.run([sys.executable, "-m", "openbrain", "owner", "--stop"], env=env, timeout=60)
    assert found["results"][0]["id"] == stored["id"]
    assert listed["memories"][0]["agent_id"] == "stdio-agent"


async def test_the_readme_tool_table_names_exactly_the_tools_the_server_lists(server):
    """Issue 32: the README's table of tools is what tools/list answers, no more and no less, with every input."""
    import re

    readme = (Path(__file__).parents[1] / "README.md").read_text()
    table = readme.split("## Tools", 1)[1].split("\n\n", 2)[1]
    rows = {m.group(1): m.group(2) for m in re.finditer(r"^\| `(brain_\w+)` \|([^|]*)\|", table, re.M)}
    async with Client(server) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(rows) == set(tools)
    for name, tool in tools.items():
        inputs = set(re.findall(r"`(\w+)", rows[name]))
        properties = set(tool.input_schema.get("properties", {}))
        assert not properties - inputs, f"{name}: the README does not list {sorted(properties - inputs)}"
        assert not inputs - properties, f"{name}: the README lists {sorted(inputs - properties)}, the tool has none"


async def test_every_numeric_argument_declares_its_bounds_and_the_service_still_names_a_value_out_of_them(server):
    """Issue 32: a client (or a model) reads the bounds from the schema; a value outside them gets the service's
    error naming the argument, not a generic validation failure."""
    async with Client(server) as client:
        tools = {tool.name: tool.input_schema for tool in (await client.list_tools()).tools}

        def bounds(tool: str, name: str) -> tuple:
            prop = tools[tool]["properties"][name]
            if "minimum" not in prop:  # an optional number: its bounds may sit on the non-null branch
                prop = next((p for p in prop.get("anyOf", [prop]) if p.get("type") != "null"), prop)
            return prop.get("minimum"), prop.get("maximum")

        assert bounds("brain_remember", "confidence") == (0, 1)
        assert bounds("brain_recall", "top_k") == (1, 50)
        assert bounds("brain_recall", "min_score") == (0, 1)
        assert bounds("brain_list", "limit") == (1, 200)
        assert bounds("brain_list", "min_confidence") == (0, 1)
        assert bounds("brain_context", "budget_tokens") == (50, 100_000)
        for tool, schema in tools.items():
            for name, prop in schema.get("properties", {}).items():
                kinds = {p.get("type") for p in prop.get("anyOf", [prop])}
                if kinds & {"integer", "number"}:
                    assert bounds(tool, name) != (None, None), f"{tool}.{name} declares no bounds"
        refused = await client.call_tool("brain_list", {"limit": 500})
        assert refused.is_error and "limit must be between 1 and 200" in refused.content[0].text


async def test_output_schemas_are_flat_and_check_real_answers_as_the_models_own_schemas_do(server):
    """Issue 31: a Python MCP client checks every structured result against the tool's output schema; ``$ref`` and
    ``anyOf`` made that check cost more than the recall. The published schema has neither, and it accepts and refuses
    what the pydantic model's own schema does."""
    import json

    from jsonschema import Draft202012Validator

    from openbrain.core.models import RecallResult

    async with Client(server) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        await call(client, "brain_remember", content="Deploys go out on Tuesdays after the freeze.", type="decision")
        answer = await client.call_tool("brain_recall", {"query": "when do deploys go out?", "explain": True})
    for tool in tools.values():
        text = json.dumps(tool.output_schema)
        assert "$ref" not in text and '"anyOf": [{"type": "string"}, {"type": "null"}]' not in text, tool.name
    published = Draft202012Validator(tools["brain_recall"].output_schema)
    original = Draft202012Validator(RecallResult.model_json_schema())
    good = answer.structured_content
    assert good["results"] and good["results"][0]["explain"] is not None
    hit = good["results"][0]
    wrong = [
        {**good, "results": [{**hit, "relevance": "high"}]},
        {**good, "results": [{**hit, "type": "gossip"}]},
        {**good, "results": [{**hit, "project": 3}]},
        {**good, "results": [{**hit, "explain": {**hit["explain"], "dense_rank": "first"}}]},
    ]
    for content, valid in [(good, True), ({**good, "results": [{**hit, "project": None}]}, True)] + [
        (w, False) for w in wrong
    ]:
        assert published.is_valid(content) is valid and original.is_valid(content) is valid, content


async def test_the_text_a_model_reads_is_the_structured_answer_without_nulls_or_indents(server):
    """Issue 31: clients that show a tool's text to the model (Claude Code) paid for every null field of every hit,
    indented. The text is the structured content's JSON without them; the structured content keeps every field."""
    import json

    async with Client(server) as client:
        await call(client, "brain_remember", content="Pagers go to the on-call in Grafana OnCall.", type="convention")
        answer = await client.call_tool("brain_recall", {"query": "who gets paged?"})
        refused = await client.call_tool("brain_recall", {"query": "who gets paged?", "top_k": 0})
    hit = answer.structured_content["results"][0]
    assert hit["deleted_at"] is None and hit["explain"] is None  # every field is in the structured content
    (block,) = answer.content
    assert "\n" not in block.text and ": " not in block.text and "null" not in block.text
    shown = json.loads(block.text)["results"][0]
    assert shown == {key: value for key, value in hit.items() if value is not None}
    assert refused.is_error and "top_k must be between 1 and 50" in refused.content[0].text  # errors stay as said
