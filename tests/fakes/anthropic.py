"""A stand-in for Anthropic's Messages API that Claude Code can talk to: it records every request body and replies
from a script, as text or as ``tool_use`` blocks, streamed the way Claude Code asks (server-sent events).

    with StandIn(script) as model:           # script: replies for the requests that offer tools, in order
        env = {"ANTHROPIC_BASE_URL": model.url, "ANTHROPIC_API_KEY": "dummy"}

A reply is a list of content blocks: ``text("...")`` or ``tool_use("mcp__openbrain__brain_recall", {...})``, or a
function of the request body returning one (to answer with what the request carries). Requests without tools (a
title, a summary) get a short text and do not consume the script. When the script is used up, the reply is
``text("done")``.
"""

import itertools
import json
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Block = dict[str, Any]
Reply = list[Block] | Callable[[dict[str, Any]], list[Block]]


def text(value: str) -> Block:
    return {"type": "text", "text": value}


def tool_use(name: str, arguments: dict[str, Any]) -> Block:
    return {"type": "tool_use", "name": name, "input": arguments}


class StandIn:
    def __init__(self, script: list[Reply] | None = None) -> None:
        self.script = list(script or [])
        self.requests: list[dict[str, Any]] = []  # every body, in arrival order
        self._lock = threading.Lock()
        self._ids = itertools.count(1)
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> "StandIn":
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    @property
    def turns(self) -> list[dict[str, Any]]:
        """The requests of the agent's loop: those that offer tools."""
        return [body for body in self.requests if body.get("tools")]

    def _reply(self, body: dict[str, Any]) -> list[Block]:
        with self._lock:
            self.requests.append(body)
            if not body.get("tools"):
                return [text("A title")]
            reply = self.script.pop(0) if self.script else [text("done")]
        blocks = reply(body) if callable(reply) else reply
        return [
            dict(block, id=f"toolu_{next(self._ids)}") if block["type"] == "tool_use" else block for block in blocks
        ]

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        standin = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802
                size = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(size) or b"{}")
                if "count_tokens" in self.path:
                    return self._json({"input_tokens": 100})
                blocks = standin._reply(body)
                stop = "tool_use" if any(b["type"] == "tool_use" for b in blocks) else "end_turn"
                message = {"id": f"msg_{next(standin._ids)}", "type": "message", "role": "assistant",
                           "model": body.get("model"), "stop_reason": None, "stop_sequence": None,
                           "usage": {"input_tokens": 100, "output_tokens": 10}}  # fmt: skip
                if not body.get("stream"):
                    return self._json({**message, "content": blocks, "stop_reason": stop})
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.end_headers()
                self._event("message_start", {"message": {**message, "content": []}})
                for index, block in enumerate(blocks):
                    if block["type"] == "text":
                        self._event("content_block_start", {"index": index, "content_block": text("")})
                        delta = {"type": "text_delta", "text": block["text"]}
                    else:
                        start = {"type": "tool_use", "id": block["id"], "name": block["name"], "input": {}}
                        self._event("content_block_start", {"index": index, "content_block": start})
                        delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
                    self._event("content_block_delta", {"index": index, "delta": delta})
                    self._event("content_block_stop", {"index": index})
                self._event("message_delta", {"delta": {"stop_reason": stop, "stop_sequence": None},
                                              "usage": {"output_tokens": 10}})  # fmt: skip
                self._event("message_stop", {})

            def _event(self, name: str, data: dict[str, Any]) -> None:
                self.wfile.write(f"event: {name}\ndata: {json.dumps({'type': name, **data})}\n\n".encode())
                self.wfile.flush()

            def _json(self, answer: dict[str, Any]) -> None:
                data = json.dumps(answer).encode()
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        return Handler
