"""The fast path of ``openbrain hook EVENT``: a thin client that asks a running OpenBrain what to inject or capture.

A hook runs on every prompt, so its latency is the agent's. This module imports the standard library only (no
pydantic, no typer, no model) and sends the hook to a server that already holds the brain:

* an HTTP server (``OPENBRAIN_HOOKS__URL`` with the bearer token ``OPENBRAIN_HOOKS__TOKEN``): ``POST
  /v1/prompt-context`` and ``POST /v1/capture``;
* else the process that owns the data directory (``DATA_DIR/owner.json``: an ``openbrain serve``, ``openbrain ui``
  or the resident owner the hooks start), over its loopback endpoint (``local.py``), with the workspace and agent
  of the hook's settings.

When no process owns the data directory, the hook starts the resident owner (``openbrain owner``: it holds the
brain until it has been idle for ``OPENBRAIN_HOOKS__OWNER_IDLE`` seconds) and waits for it within the hook's budget;
the next prompts find it warm. What to inject and what to capture is decided by the server (``context.py``,
``capture.py``), never here. The budget is counted from the process's start, not from this module's import: past it
the hook answers nothing, and it answers nothing when OpenBrain cannot be reached. Where neither a server URL nor a
data directory applies (a server database configured without a server URL), the hook runs the brain in process.

Settings are read from the same ``OPENBRAIN_*`` variables ``config.py`` defines, by name: importing pydantic-settings
alone would cost more than the whole fast path.
"""

from __future__ import annotations  # no run-time typing: this module's imports are the hook's start-up

import json
import os
import sys
import time

from openbrain.core.local_files import data_is_local
from openbrain.core.wire import project_for

TYPE_CHECKING = False
if TYPE_CHECKING:
    import socket
    import subprocess
    from pathlib import Path
    from typing import Any

EVENTS = ("SessionStart", "UserPromptSubmit", "PreCompact", "SessionEnd")
OWNER_FILE = "owner.json"
OWNER_LOG = "owner.log"
MAX_TRANSCRIPT_BYTES = 16 * 1024 * 1024  # read at most the last 16 MiB of a transcript (capture keeps the newest 4)
MAX_INPUT_BYTES = 1024 * 1024  # a hook's JSON on stdin; larger is not Claude Code's
DEFAULTS = {"prompt_timeout": 3.0, "timeout": 50.0}


def process_started() -> float:
    """This process's start as a ``time.monotonic()`` value (Linux: from /proc; elsewhere: now)."""
    try:
        with open("/proc/self/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
        ticks = int(fields[19])  # field 22 of stat: start time in clock ticks after boot
        with open("/proc/uptime", "rb") as uptime:
            up = float(uptime.read().split()[0])
        age = up - ticks / os.sysconf("SC_CLK_TCK")
        return time.monotonic() - max(age, 0.0)
    except (OSError, ValueError, IndexError):
        return time.monotonic()


class HookConfig:
    """The settings a hook needs, from the environment (the names and defaults of ``config.py``)."""

    def __init__(self, env: dict[str, str]) -> None:
        def get(name: str) -> str | None:
            value = env.get("OPENBRAIN_" + name, "").strip()
            return value or None

        self.url = get("HOOKS__URL")
        self.token = get("HOOKS__TOKEN")
        self.data_dir = os.path.expanduser(get("DATA_DIR") or os.path.join("~", ".openbrain"))
        self.workspace = get("WORKSPACE") or "default"
        self.agent_id = get("AGENT_ID") or "local-agent"
        self.project = get("HOOKS__PROJECT")
        self.local = data_is_local(
            get("DB__URL"), get("VECTORS__BACKEND") or "edge", get("VECTORS__URL"), get("VECTORS__PATH")
        )
        self.session_budget = _number(get("HOOKS__SESSION_BUDGET"), None)
        self.prompt_timeout = _number(get("HOOKS__PROMPT_TIMEOUT"), DEFAULTS["prompt_timeout"])
        self.timeout = _number(get("HOOKS__TIMEOUT"), DEFAULTS["timeout"])
        self.start_owner = (get("HOOKS__START_OWNER") or "true").lower() not in ("0", "false", "no", "off")
        self.pack_with_first_prompt = (get("HOOKS__PACK_WITH_FIRST_PROMPT") or "").lower() in ("1", "true", "yes", "on")

    @property
    def lean(self) -> bool:
        """Whether the fast path applies: a server URL, or data in a local directory with an owner to ask."""
        return bool(self.url) or self.local

    def budget(self, event: str) -> float:
        return self.prompt_timeout if event == "UserPromptSubmit" else self.timeout


def _number(raw: str | None, default: float | None) -> Any:
    try:
        return float(raw) if raw is not None else default
    except ValueError:
        return default


def read_messages(path: str | Path | None) -> list[dict[str, str]]:
    """The user's and the agent's text of a Claude Code transcript, in order, as ``{role, content}`` messages.

    A transcript is JSON lines: ``type`` user or assistant, the text in ``message.content`` (a string, or blocks of
    which only ``text`` ones are read: tool calls and tool results carry what tools fetched, not what the user or
    the agent concluded). Lines that do not parse, or nest too deep to parse, are skipped; an unreadable file has
    no messages.
    """
    if not path:
        return []
    raw = read_tail(path, MAX_TRANSCRIPT_BYTES)
    if raw is None:
        return []
    messages = []
    for line in raw.decode("utf-8", errors="replace").splitlines():
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            continue
        if not isinstance(record, dict) or record.get("isMeta") or record.get("type") not in ("user", "assistant"):
            continue
        message = record.get("message")
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, str):
            text = content
        elif isinstance(content, list):
            text = "\n".join(
                block["text"]
                for block in content
                if isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str)
            )
        else:
            continue
        text = text.strip()
        if not text or text.startswith("<command-") or text.startswith("<local-command"):
            continue  # slash-command bookkeeping, not the user's words
        messages.append({"role": record["type"], "content": text})
    return messages


def read_tail(path: str | Path, limit: int) -> bytes | None:
    """The last ``limit`` bytes of a regular file, or None for anything else (a FIFO, a device such as /dev/zero, a
    directory, a socket) or an unreadable path. Opened without blocking, so a named pipe with no writer cannot hold
    the hook; read in bounded chunks, so a file growing meanwhile costs at most ``limit``."""
    import stat

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except (OSError, ValueError):
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None
        os.lseek(fd, max(info.st_size - limit, 0), os.SEEK_SET)
        chunks, left = [], limit
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    except OSError:
        return None
    finally:
        os.close(fd)


class Unreachable(Exception):
    """No OpenBrain answered in time."""


class NoOwner(Exception):
    """No process owns the data directory, and the hooks may not start one: nothing to wait for."""


class Client:
    """One hook's way to the brain: an HTTP server's REST API, or the data directory's owner."""

    def __init__(self, config: HookConfig, deadline: float) -> None:
        self.config = config
        self.deadline = deadline

    def remaining(self) -> float:
        left = self.deadline - time.monotonic()
        if left <= 0.01:
            raise Unreachable("out of time")
        return left

    def prompt_context(self, request: dict[str, Any]) -> dict[str, Any]:
        return self._call("/v1/prompt-context", "prompt_context", request)

    def capture(self, request: dict[str, Any]) -> dict[str, Any]:
        return self._call("/v1/capture", "capture", request)

    def _call(self, path: str, op: str, request: dict[str, Any]) -> dict[str, Any]:
        if self.config.url:
            return self._post(self.config.url.rstrip("/") + path, request, self.config.token)
        caller = {"workspace_id": self.config.workspace, "agent_id": self.config.agent_id}
        return self._owner_call({"op": op, "args": [caller, request]})

    def _owner_call(self, payload: dict[str, Any]) -> dict[str, Any]:
        started_owner = False
        while True:
            info = owner_info(self.config.data_dir)
            if info is not None:
                url = f"http://127.0.0.1:{info['port']}/call"
                try:
                    answer = self._post(url, payload, info["secret"])
                except ConnectionError:
                    answer = None  # the owner named in the file is gone: start (or wait for) the next
                if answer is not None:
                    if "error" in answer:
                        error = answer["error"]
                        if error.get("type") != "OwnerGone":
                            raise RuntimeError(f"{error.get('type')}: {error.get('message')}")
                    else:
                        return answer["result"]
            if not self.config.start_owner:
                raise NoOwner(
                    f"no OpenBrain process serves {self.config.data_dir} and OPENBRAIN_HOOKS__START_OWNER is off: "
                    "run `openbrain owner` (or `openbrain serve`), or turn START_OWNER on"
                )
            if not started_owner:
                start_owner(self.config.data_dir)
                started_owner = True
            self.remaining()
            time.sleep(0.05)

    def _post(self, url: str, body: dict[str, Any], token: str | None) -> dict[str, Any]:
        status, data = post_json(url, body, token, timeout=self.remaining())
        try:
            answer = json.loads(data or b"{}")
        except ValueError:
            raise RuntimeError(f"HTTP {status}: not JSON") from None
        if "/v1/" in url:  # the REST API: errors are {"error", "message"} with a 4xx/5xx status
            if status != 200:
                raise RuntimeError(f"HTTP {status}: {answer.get('message') or answer.get('error')}")
            return answer
        if status == 401:
            return {"error": {"type": "OwnerGone", "message": "the owner changed"}}
        return answer


def post_json(url: str, body: dict[str, Any], token: str | None, *, timeout: float) -> tuple[int, bytes]:
    """POST ``body`` as JSON; the status and the body of the answer.

    Plain ``http://`` (loopback, or a server on the LAN) goes over a socket with HTTP/1.1 written here: importing
    ``http.client`` (and the e-mail parser it pulls in) costs a hook more than the whole request. ``https://`` uses
    ``http.client``.

    Raises:
        ConnectionError: nothing listens there (the request was not sent).
        Unreachable: a timeout or a broken connection.
    """
    plain = _plain_http(url)
    if plain is None:
        from urllib.parse import urlsplit

        parts = urlsplit(url)
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        plain = (parts.hostname or "127.0.0.1", parts.port, path, parts.netloc)
        scheme = parts.scheme
    else:
        scheme = "http"
    host, port, path, netloc = plain
    payload = json.dumps(body).encode("utf-8")
    headers = {"Host": netloc, "Content-Type": "application/json", "Content-Length": str(len(payload)),
               "Connection": "close"}  # fmt: skip
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if scheme == "https":
        import http.client

        connection = http.client.HTTPSConnection(host, port, timeout=timeout)
        try:
            connection.request("POST", path, body=payload, headers=headers)
            response = connection.getresponse()
            return response.status, response.read()
        except ConnectionRefusedError as exc:
            raise ConnectionError(str(exc)) from None
        except OSError as exc:
            raise Unreachable(str(exc)) from None
        finally:
            connection.close()
    try:
        sock = connect(host, port or 80, timeout)
    except ConnectionRefusedError as exc:
        raise ConnectionError(str(exc)) from None
    except OSError as exc:
        raise Unreachable(str(exc)) from None
    try:
        head = f"POST {path} HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
        sock.sendall(head.encode("latin-1") + payload)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    except OSError as exc:
        raise Unreachable(str(exc)) from None
    finally:
        sock.close()
    return _parse_response(b"".join(chunks))


def _plain_http(url: str) -> tuple[str, int, str, str] | None:
    """Host, port, path (with the query) and netloc of a plain ``http://`` URL to a name or an IPv4 address, read
    without ``urllib.parse`` (its import is a tenth of a hook's start-up); None for anything else."""
    if not url.startswith("http://"):
        return None
    netloc, slash, rest = url[len("http://") :].partition("/")
    host, colon, port = netloc.partition(":")
    if not host or "@" in netloc or "[" in netloc or (colon and not port.isdigit()):
        return None
    return host, int(port) if colon else 80, slash + rest.partition("#")[0] or "/", netloc


def connect(host: str, port: int, timeout: float | None) -> socket.socket:
    """A TCP connection with Nagle's algorithm off, so that each message leaves when written (a request written right
    after another waited for the peer's delayed ACK, 40 ms). An IPv4 address is connected to directly:
    ``socket.create_connection`` resolves every host through the IDNA codec, whose import costs a hook 2 ms.

    Raises:
        OSError: nothing answers there, or not within ``timeout``.
    """
    import socket

    if host.count(".") == 3 and host.replace(".", "").isdigit():
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            sock.settimeout(timeout)
            sock.connect((host, port))
        except OSError:
            sock.close()
            raise
    else:
        sock = socket.create_connection((host, port), timeout=timeout)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def _parse_response(raw: bytes) -> tuple[int, bytes]:
    """Status and body of a whole HTTP/1.1 answer read to the connection's close (plain or chunked)."""
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    try:
        status = int(lines[0].split()[1])
    except (IndexError, ValueError):
        raise Unreachable("the connection closed before an answer") from None
    fields = {k.strip().lower(): v.strip() for k, _, v in (line.partition(b":") for line in lines[1:])}
    if fields.get(b"transfer-encoding", b"").lower() == b"chunked":
        decoded, rest = [], body
        while rest:
            size_line, _, rest = rest.partition(b"\r\n")
            size = int(size_line.split(b";")[0] or b"0", 16)
            if size == 0:
                break
            decoded.append(rest[:size])
            rest = rest[size + 2 :]
        body = b"".join(decoded)
    elif b"content-length" in fields:
        body = body[: int(fields[b"content-length"])]
    return status, body


def owner_info(data_dir: str | Path) -> dict[str, Any] | None:
    """The port, secret and version of the owner named in ``DATA_DIR/owner.json`` (None: no owner file)."""
    try:
        with open(os.path.join(data_dir, OWNER_FILE), "rb") as file:
            info = json.loads(file.read())
        mcp_port = int(info["mcp_port"]) if info.get("mcp_port") is not None else None
        return {
            "port": int(info["port"]),
            "secret": str(info["secret"]),
            "version": str(info.get("version")),
            "mcp_port": mcp_port,
        }
    except (OSError, ValueError, KeyError, TypeError):
        return None


def start_owner(data_dir: str | Path) -> subprocess.Popen:
    """Start the resident owner of ``data_dir`` in the background, detached from this hook (it outlives it)."""
    import subprocess

    os.makedirs(data_dir, mode=0o700, exist_ok=True)
    log = open(os.path.join(data_dir, OWNER_LOG), "ab")  # noqa: SIM115 (the child keeps it)
    try:
        return subprocess.Popen(
            [sys.executable, "-m", "openbrain", "owner"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=log,
            start_new_session=True,  # not in the hook's process group: Claude Code's stopping the hook spares it
            close_fds=True,
        )
    finally:
        log.close()


def answer(event: str, hook: dict[str, Any], client: Client, config: HookConfig) -> dict[str, Any] | None:
    """The hook's JSON answer for ``event`` (None: answer nothing)."""
    project = project_for(hook.get("cwd"), config.project)
    session = str(hook.get("session_id") or "") or None
    if event in ("SessionStart", "UserPromptSubmit"):
        request: dict[str, Any] = {"project": project, "session_id": session}
        if event == "SessionStart":
            request |= {"prompt": "", "event": "session_start"}
            if config.session_budget is not None:
                request["budget_tokens"] = int(config.session_budget)
        else:
            request["prompt"] = str(hook.get("prompt") or "")
            if not request["prompt"].strip():
                return None
            if config.pack_with_first_prompt:
                request["with_session_pack"] = True  # a new session's pack, SessionStart running on resume only
        markdown = client.prompt_context(request).get("markdown")
        if not markdown:
            return None
        # Claude Code shows at most 10,000 characters of additionalContext whole; the token budgets keep well within.
        return {"hookSpecificOutput": {"hookEventName": event, "additionalContext": markdown}}
    messages = read_messages(hook.get("transcript_path"))
    if not messages:
        return None
    kind = "compact" if event == "PreCompact" else "end"
    result = client.capture({"messages": messages, "project": project, "session_id": session, "event": kind})
    print(f"openbrain hook {event}: {result.get('message', '')}", file=sys.stderr)
    return None


def main(argv: list[str]) -> int | None:
    """``openbrain hook EVENT``: the hook's JSON on stdin, its answer on stdout (or nothing); always exit 0.

    None: the fast path does not apply (a server database and no server URL): the caller runs the command line's
    ``hook``, which opens the brain in this process.
    """
    started = process_started()
    if len(argv) != 1 or argv[0] not in EVENTS:
        print(f"usage: openbrain hook {{{','.join(EVENTS)}}}", file=sys.stderr)
        return 2
    event = argv[0]
    config = HookConfig(dict(os.environ))
    if not config.lean:
        return None
    deadline = started + config.budget(event)
    try:
        given = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        if len(given) > MAX_INPUT_BYTES:
            raise ValueError(f"the hook input is over {MAX_INPUT_BYTES} bytes")
        hook = json.loads(given or b"{}")
        if not isinstance(hook, dict):
            raise ValueError("the hook input is not a JSON object")
        output = answer(event, hook, Client(config, deadline), config)
    except Unreachable:
        print(f"openbrain hook {event} answered nothing: OpenBrain did not answer within its budget", file=sys.stderr)
        return 0
    except NoOwner as exc:
        print(f"openbrain hook {event} answered nothing: {exc}", file=sys.stderr)
        return 0
    except Exception as exc:  # the outermost edge: a hook must never break the session
        print(f"openbrain hook {event} answered nothing: {exc}", file=sys.stderr)
        return 0
    if output is not None:
        sys.stdout.write(json.dumps(output) + "\n")
    return 0
