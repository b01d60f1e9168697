"""A stand-in OpenAI-compatible model server for OpenClaw's gateway in the tests: no model, no key.

It records every request (so a test sees exactly what the model was shown: system prompt, messages, tools) and
answers by rule: when the last user message asks ``TOOL name {json}`` and no tool result is in the conversation yet,
it calls that tool; otherwise it answers ``ok: <the last user message's first 80 characters>``. It decides on "a tool
message exists", since OpenClaw appends an internal user message after tool results. Streaming (SSE) and plain JSON.

    python tests/fakes/model_server.py PORT [LOG]     # LOG: a file that gets every request as a JSON line
"""

import json
import re
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

TOOL_ASK = re.compile(r"TOOL (\w+) (\{.*\})", re.S)


class ModelServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, port: int = 0, log: str | None = None) -> None:
        super().__init__(("127.0.0.1", port), _Handler)
        self.requests: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        self.log = log  # a file that gets every request as a JSON line (when run as a process)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def start(self) -> "ModelServer":
        threading.Thread(target=self.serve_forever, daemon=True).start()
        return self


def reply_for(body: dict[str, Any]) -> dict[str, Any]:
    """The assistant message for a chat request: a tool call, or text."""
    messages = body.get("messages", [])
    has_tool_result = any(m.get("role") == "tool" for m in messages)
    users = [m for m in messages if m.get("role") == "user"]
    last = _text(users[-1].get("content")) if users else ""
    asked = TOOL_ASK.search(last)
    if asked and not has_tool_result:
        call = {"id": f"call_{uuid.uuid4().hex[:8]}", "type": "function",
                "function": {"name": asked.group(1), "arguments": asked.group(2)}}  # fmt: skip
        return {"role": "assistant", "content": None, "tool_calls": [call]}
    if has_tool_result:
        result = next(_text(m.get("content")) for m in reversed(messages) if m.get("role") == "tool")
        return {"role": "assistant", "content": f"tool said: {result[:300]}"}
    return {"role": "assistant", "content": f"ok: {last[:80]}"}


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(part.get("text", "") for part in content if isinstance(part, dict))
    return ""


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: ModelServer

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            self._json({"object": "list", "data": [{"id": "stand-in", "object": "model", "owned_by": "tests"}]})
        else:
            self._json({"error": {"message": "not found"}}, 404)

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length) or b"{}")
        with self.server.lock:
            self.server.requests.append(body)
            if self.server.log:
                with open(self.server.log, "a", encoding="utf-8") as file:
                    file.write(json.dumps(body) + "\n")
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._json({"error": {"message": "not found"}}, 404)
            return
        message = reply_for(body)
        created = int(time.time())
        reason = "tool_calls" if message.get("tool_calls") else "stop"
        if body.get("stream"):
            self._stream(message, created, reason)
            return
        self._json({
            "id": f"chatcmpl-{uuid.uuid4().hex[:8]}", "object": "chat.completion", "created": created,
            "model": body.get("model", "stand-in"),
            "choices": [{"index": 0, "message": message, "finish_reason": reason}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        })  # fmt: skip

    def _stream(self, message: dict[str, Any], created: int, reason: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        base = {"id": f"chatcmpl-{uuid.uuid4().hex[:8]}", "object": "chat.completion.chunk", "created": created,
                "model": "stand-in"}  # fmt: skip
        delta: dict[str, Any] = {"role": "assistant"}
        if message.get("tool_calls"):
            delta["tool_calls"] = [{"index": 0, **message["tool_calls"][0]}]
        else:
            delta["content"] = message["content"]
        chunks = [
            {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]},
            {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": reason}],
             "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}},
        ]  # fmt: skip
        for chunk in chunks:
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()
        self.close_connection = True

    def _json(self, payload: dict[str, Any], status: int = 200) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        pass


if __name__ == "__main__":
    server = ModelServer(int(sys.argv[1]) if len(sys.argv) > 1 else 0, sys.argv[2] if len(sys.argv) > 2 else None)
    print(server.url, flush=True)
    server.serve_forever()
