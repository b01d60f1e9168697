"""One memory server behind a line protocol, for ``python -m bench peers``: run with the system's own Python.

    python bench/peer_driver.py {openbrain|mcp-server-qdrant|basic-memory} --data-dir DIR --model-dir DIR

Each system is driven through its own MCP server, in process, with its own tools: OpenBrain's ``brain_remember``
and ``brain_recall``; mcp-server-qdrant's ``qdrant-store`` and ``qdrant-find`` (``QdrantConnector`` on local-mode
Qdrant, its FastEmbed provider); basic-memory's ``write_note`` and ``search_notes`` (SQLite, FTS5 + sqlite-vec,
hybrid search, its FastEmbed provider). Both peers' FastEmbed load the ONNX folder ``--model-dir``, built from the
all-MiniLM-L6-v2 weights OpenBrain ships (``bench/peers.py``); nothing is downloaded.

Requests on stdin, one JSON object per line; one JSON answer per line on stdout (everything else goes to stderr):
``{"op": "remember", "group", "text"}`` -> ``{"ms"}``; ``{"op": "search", "group", "query", "k"}`` ->
``{"texts", "ms", "embed_ms", "client_check_ms", "cpu_ms"}`` (``cpu_ms``: the process's CPU time during the search,
every thread; ``embed_ms``: the same query embedded once more by the
system's own embedder, so that the search can be read without it; ``client_check_ms``: the Python MCP client's
check of the result against the tool's output schema, timed for OpenBrain, 0 for the peers' plain-text results);
``{"op": "rss"}`` -> ``{"rss_mb"}``; ``{"op": "close"}``.
"""

import argparse
import asyncio
import json
import os
import re
import sys
import time
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any

MODEL = "sentence-transformers/all-MiniLM-L6-v2"


def _use_local_model(model_dir: str) -> None:
    """FastEmbed reads the model from ``model_dir`` instead of downloading it."""
    import fastembed

    class LocalTextEmbedding(fastembed.TextEmbedding):
        def __init__(self, model_name: str = MODEL, *args: Any, **kwargs: Any) -> None:
            kwargs.setdefault("specific_model_path", model_dir)
            super().__init__(model_name, *args, **kwargs)

    fastembed.TextEmbedding = LocalTextEmbedding


class OpenBrain:
    """The embedded default: SQLite + Qdrant Edge + the local ONNX model, recall in its default mode (auto)."""

    def __init__(self, data_dir: Path, model_dir: str) -> None:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
        from openbrain.core.config import Settings
        from openbrain.stores.embedding.factory import create_embedder

        self.settings = Settings(data_dir=data_dir)
        self.embedder = create_embedder(self.settings)
        self.stack = AsyncExitStack()
        self.clients: dict[str, Any] = {}
        self.client_check_ms = 0.0

    async def start(self) -> None:
        from mcp.client.session import ClientSession

        from bench.store import opened

        self.service = self.stack.enter_context(opened(self.settings, self.embedder))
        self.service.warm_up()  # as a server's start does: the model loaded, the session for a query picked
        # The Python MCP client checks every structured result against the tool's output schema with jsonschema:
        # for brain_recall's rich schema that is milliseconds of the client's own time, so it is timed apart.
        checked = ClientSession.validate_tool_result
        driver = self

        async def timed(session: Any, name: str, result: Any) -> Any:
            began = time.perf_counter()
            try:
                return await checked(session, name, result)
            finally:
                driver.client_check_ms += 1000 * (time.perf_counter() - began)

        ClientSession.validate_tool_result = timed  # type: ignore[method-assign]

    async def _client(self, group: str) -> Any:
        if group not in self.clients:
            from mcp import Client

            from openbrain.core.models import Caller
            from openbrain.serve.mcp import create_server, settings_identity

            caller = Caller(workspace_id=group, agent_id="bench")
            server = create_server(self.service, settings_identity(caller), start=False)
            self.clients[group] = await self.stack.enter_async_context(Client(server))
        return self.clients[group]

    async def remember(self, group: str, text: str) -> None:
        client = await self._client(group)
        result = await client.call_tool("brain_remember", {"content": text, "type": "observation"})
        if result.is_error and "allow_near_duplicate" in result.content[0].text:  # the dataset decides what exists
            result = await client.call_tool(
                "brain_remember", {"content": text, "type": "observation", "allow_near_duplicate": True}
            )
        if result.is_error:
            raise RuntimeError(result.content[0].text)

    async def search(self, group: str, query: str, k: int) -> list[str]:
        result = await (await self._client(group)).call_tool("brain_recall", {"query": query, "top_k": k})
        return [hit["content"] for hit in result.structured_content["results"]]

    def embed(self, text: str) -> None:
        self.embedder.embed_query(text)

    async def close(self) -> None:
        await self.stack.aclose()
        self.embedder.close()


class McpServerQdrant:
    """mcp-server-qdrant: one collection per group in local-mode Qdrant (``QDRANT_LOCAL_PATH``)."""

    def __init__(self, data_dir: Path, model_dir: str) -> None:
        _use_local_model(model_dir)
        os.environ.update(QDRANT_LOCAL_PATH=str(data_dir / "qdrant"), EMBEDDING_MODEL=MODEL, QDRANT_SEARCH_LIMIT="10")
        from mcp_server_qdrant.mcp_server import QdrantMCPServer
        from mcp_server_qdrant.settings import EmbeddingProviderSettings, QdrantSettings, ToolSettings

        self.server = QdrantMCPServer(
            tool_settings=ToolSettings(),
            qdrant_settings=QdrantSettings(),
            embedding_provider_settings=EmbeddingProviderSettings(),
        )
        self.stack = AsyncExitStack()

    async def start(self) -> None:
        from fastmcp import Client

        self.client = await self.stack.enter_async_context(Client(self.server))

    async def remember(self, group: str, text: str) -> None:
        await self.client.call_tool("qdrant-store", {"information": text, "collection_name": group})

    async def search(self, group: str, query: str, k: int) -> list[str]:
        result = await self.client.call_tool("qdrant-find", {"query": query, "collection_name": group})
        text = "\n".join(_texts(result))
        return re.findall(r"<entry><content>(.*?)</content>", text, flags=re.S)[:k]

    def embed(self, text: str) -> None:
        list(self.server.embedding_provider.embedding_model.query_embed([text]))

    async def close(self) -> None:
        await self.stack.aclose()


class BasicMemory:
    """basic-memory: SQLite (FTS5 + sqlite-vec), one project per group, hybrid search (its default with semantic
    search on), no reranker (off by default). Its Python's sqlite3 cannot load extensions here, so pysqlite3 (the
    same SQLite API, with extension loading) stands in for it; without it basic-memory falls back to words only."""

    def __init__(self, data_dir: Path, model_dir: str) -> None:
        try:
            import pysqlite3

            sys.modules["sqlite3"] = pysqlite3
            sys.modules["sqlite3.dbapi2"] = pysqlite3.dbapi2
        except ImportError:
            pass
        _use_local_model(model_dir)
        self.home = data_dir / "basic-memory"
        os.environ.update(
            BASIC_MEMORY_CONFIG_DIR=str(data_dir / "config"),
            BASIC_MEMORY_HOME=str(self.home / "main"),
            BASIC_MEMORY_SEMANTIC_SEARCH_ENABLED="true",
            BASIC_MEMORY_RERANKER_ENABLED="false",
            BASIC_MEMORY_SEMANTIC_EMBEDDING_MODEL=MODEL,
            BASIC_MEMORY_LOG_LEVEL="WARNING",
            LOGFIRE_IGNORE_NO_CONFIG="1",
            HF_HUB_OFFLINE="1",
        )
        from loguru import logger

        logger.remove()  # in process its entrypoint's logging set-up does not run: warnings only, as a user runs it
        logger.add(sys.stderr, level="WARNING")
        import basic_memory.mcp.tools  # noqa: F401 - registers the tools
        from basic_memory.mcp.server import mcp

        self.server = mcp
        self.stack = AsyncExitStack()
        self.projects: set[str] = set()
        self.count = 0

    async def start(self) -> None:
        from fastmcp import Client

        self.client = await self.stack.enter_async_context(Client(self.server))

    async def _project(self, group: str) -> None:
        if group not in self.projects:
            path = self.home / group
            path.mkdir(parents=True, exist_ok=True)
            await self.client.call_tool("create_memory_project", {"project_name": group, "project_path": str(path)})
            self.projects.add(group)

    async def remember(self, group: str, text: str) -> None:
        await self._project(group)
        self.count += 1
        await self.client.call_tool(
            "write_note", {"title": f"memory {self.count}", "content": text, "directory": "memories", "project": group}
        )

    async def search(self, group: str, query: str, k: int) -> list[str]:
        result = await self.client.call_tool(
            "search_notes",
            {"query": query, "page_size": k, "search_type": "hybrid", "project": group, "output_format": "json"},
        )
        answer = json.loads(_texts(result)[0])
        return [hit.get("content") or hit.get("matched_chunk") or "" for hit in answer.get("results", [])]

    def embed(self, text: str) -> None:
        from fastembed import TextEmbedding

        if not hasattr(self, "_embedder"):
            self._embedder = TextEmbedding(MODEL)
        list(self._embedder.query_embed([text]))

    async def close(self) -> None:
        await self.stack.aclose()


def _texts(result: Any) -> list[str]:
    """The text parts of a tool result (fastmcp 2.7 returns the parts; later versions a result with ``content``)."""
    parts = result if isinstance(result, list) else result.content
    return [part.text for part in parts if hasattr(part, "text")]


SYSTEMS = {"openbrain": OpenBrain, "mcp-server-qdrant": McpServerQdrant, "basic-memory": BasicMemory}


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def serve(system: Any, out: Any) -> None:
    await system.start()
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line:
            break
        request = json.loads(line)
        op = request["op"]
        answer: dict[str, Any]
        started = time.perf_counter()
        if op == "remember":
            await system.remember(request["group"], request["text"])
            answer = {"ms": 1000 * (time.perf_counter() - started)}
        elif op == "search":
            checks_before = getattr(system, "client_check_ms", 0.0)
            cpu_started = time.process_time()  # every thread of this process: client, server, engine, embedder
            texts = await system.search(request["group"], request["query"], request["k"])
            elapsed = time.perf_counter() - started
            cpu_ms = 1000 * (time.process_time() - cpu_started)
            check_ms = getattr(system, "client_check_ms", 0.0) - checks_before
            embed_started = time.perf_counter()
            system.embed(request["query"])
            embed_ms = 1000 * (time.perf_counter() - embed_started)
            answer = {"texts": texts, "ms": 1000 * elapsed, "embed_ms": embed_ms, "client_check_ms": check_ms,
                      "cpu_ms": cpu_ms}  # fmt: skip
        elif op == "rss":
            answer = {"rss_mb": round(_rss_mb(), 1)}
        elif op == "close":
            break
        else:
            answer = {"error": f"unknown op {op!r}"}
        out.write(json.dumps(answer) + "\n")
        out.flush()
    await system.close()
    out.write(json.dumps({"closed": True}) + "\n")
    out.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("system", choices=sorted(SYSTEMS))
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--model-dir", required=True)
    args = parser.parse_args()
    out = os.fdopen(os.dup(1), "w")  # the protocol's own channel
    os.dup2(2, 1)  # anything a library prints goes to stderr
    sys.stdout = sys.stderr
    system = SYSTEMS[args.system](args.data_dir, args.model_dir)
    out.write(json.dumps({"ready": args.system}) + "\n")
    out.flush()
    asyncio.run(serve(system, out))


if __name__ == "__main__":
    main()
