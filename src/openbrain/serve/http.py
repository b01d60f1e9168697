"""MCP over HTTP on one ASGI app: streamable HTTP at ``/mcp``, SSE at ``/sse`` (older clients), health probes.

Every MCP request carries ``Authorization: Bearer <token>``. The token alone says who is calling (workspace,
agent, read or write scope); tool arguments never do. A missing, unknown or revoked token gets the same 401,
so a caller learns nothing about which tokens exist. ``/healthz`` (the process is alive) and ``/readyz`` (the
database, the vector store and the embedder, each reported) need no token and reveal no data.
"""

import hashlib
import logging
import signal
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from types import FrameType
from typing import Any, Protocol, cast

from anyio import to_thread
from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from openbrain import __version__
from openbrain.core.config import Settings
from openbrain.core.errors import OpenBrainError, Unavailable
from openbrain.core.models import Caller
from openbrain.engine.health import Health
from openbrain.engine.service import BrainService
from openbrain.serve.auth import TokenInfo
from openbrain.serve.mcp import create_server
from openbrain.serve.rest import CALLER_KEY, MAX_BODY_BYTES, rest_routes
from openbrain.serve.web import OneTimeLinks, web_routes

log = logging.getLogger(__name__)

OPEN_PATHS = frozenset({"/healthz", "/readyz", "/v1/health", "/openapi.json", "/favicon.ico"})
# A brain in a circle: the web view's icon, and the browser's /favicon.ico (no token needed, nothing to hide).
FAVICON = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#3b5bdb"/>'
    '<path d="M10 17c0-4 3-7 6-7s6 3 6 7-3 6-6 6-6-2-6-6z" fill="none" stroke="#fff" stroke-width="2"/></svg>'
)
OWN_AUTH = ("/ui/", "/ui")  # the web view signs people in with a cookie of its own (web.py)
_NO_TOKEN = "A valid bearer token is required: ask for one made with `openbrain token create`."
UNAUTHORIZED = {"error": "invalid_token", "error_description": _NO_TOKEN, "message": _NO_TOKEN}
OUTAGE_GRACE = 60.0  # seconds a verified token stays usable while the token store cannot answer (BearerAuth)
VERIFIED_KEPT = 1024


class HttpBrain(Protocol):
    """What the HTTP app needs from a brain (``Brain`` in process, or ``SharedBrain``), beside the service's
    operations."""

    def token_verify(self, token: str) -> TokenInfo | None: ...

    def health(self) -> Health: ...


def create_app(brain: HttpBrain, settings: Settings, *, links: OneTimeLinks | None = None) -> Starlette:
    """The ASGI app: ``brain``'s MCP tools, REST API (``/v1``) and web view (``/ui``) for token holders, and its
    health probes to anyone. ``links``: one-time sign-in links of the web view (``openbrain ui``)."""
    # The brain forwards BrainService's operations (to this process's service or to the data dir's owner).
    server = create_server(cast(BrainService, brain), http_identity, start=False, reconcile_interval=0)
    streamable = server.streamable_http_app(
        streamable_http_path="/mcp", stateless_http=settings.http.stateless, host=settings.http.host
    )
    sse = server.sse_app(sse_path="/sse", message_path="/messages/", host=settings.http.host)

    async def healthz(_: Request) -> Response:
        return JSONResponse({"status": "ok", "version": __version__})

    async def readyz(_: Request) -> Response:
        try:
            health = await to_thread.run_sync(brain.health, abandon_on_cancel=True)
        except OpenBrainError as exc:
            # The REST API's error shape too (/v1/health is this probe): a one-line message.
            return JSONResponse({"status": "unavailable", "error": str(exc), "message": str(exc)}, status_code=503)
        return JSONResponse(health.model_dump(mode="json"), status_code=503 if health.status == "unavailable" else 200)

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        async with server.session_manager.run():
            log.info("MCP over streamable HTTP at /mcp and SSE at /sse")
            host = "127.0.0.1" if settings.http.host in ("0.0.0.0", "::") else settings.http.host
            base = f"http://{host}:{settings.http.port}"
            log.info("web view at %s/ui, MCP at %s/mcp, REST API at %s/v1 (OpenAPI: %s/openapi.json)",
                     base, base, base, base)  # fmt: skip
            yield

    async def favicon(_: Request) -> Response:
        return Response(FAVICON, media_type="image/svg+xml", headers={"Cache-Control": "public, max-age=86400"})

    async def no_route(request: Request, exc: Exception) -> Response:
        """Unknown paths and methods answer in the REST API's error shape, never in plain text."""
        status = getattr(exc, "status_code", 404)
        if status == 405:
            return JSONResponse({"error": "method_not_allowed", "message": f"{request.method} is not allowed on "
                                 f"{request.url.path}: see /openapi.json."}, status_code=405)  # fmt: skip
        return JSONResponse({"error": "not_found", "message": f"No such path: {request.url.path[:200]}; the API is "
                             "described at /openapi.json."}, status_code=404)  # fmt: skip

    app = Starlette(
        exception_handlers={404: no_route, 405: no_route},
        routes=[
            Route("/healthz", healthz, methods=["GET"]),
            Route("/readyz", readyz, methods=["GET"]),
            Route("/v1/health", readyz, methods=["GET"]),
            Route("/favicon.ico", favicon, methods=["GET"]),
        ]
        + rest_routes(brain)
        + web_routes(brain, settings, links)
        + list(streamable.routes)
        + list(sse.routes),
        middleware=[
            Middleware(BodyLimit),
            Middleware(BearerAuth, verify=brain.token_verify, quick=1.5 * settings.db.read_timeout),
        ],
        lifespan=lifespan,
    )
    app.router.redirect_slashes = False  # "/v1/memories/" is no memory: a 404, not a redirect to the list
    return app


def http_identity(ctx: Context) -> Caller:
    """The caller the bearer token of this request maps to (set by ``BearerAuth``)."""
    request = ctx.request_context.request
    caller = getattr(request, "scope", {}).get(CALLER_KEY)
    if not isinstance(caller, Caller):  # unreachable behind BearerAuth; refuse rather than guess an identity
        raise ToolError("This request carries no valid bearer token.")
    return caller


class BodyLimit:
    """ASGI middleware: a request that declares a body larger than ``rest.MAX_BODY_BYTES`` (the web view's forms,
    MCP, REST alike) gets a 413 before anything reads it; REST also counts what a body without a length sends."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            declared = next((v for k, v in scope.get("headers", []) if k == b"content-length"), b"")
            if declared.isdigit() and int(declared) > MAX_BODY_BYTES:
                message = f"The request body is larger than {MAX_BODY_BYTES} bytes: send less."
                await JSONResponse({"error": "too_large", "message": message}, status_code=413)(scope, receive, send)
                return
        await self.app(scope, receive, send)


class BearerAuth:
    """ASGI middleware: every request but the health probes needs a valid bearer token.

    When the token store cannot answer (its database is down or cut off), a token this process verified within
    ``OUTAGE_GRACE`` seconds is let through: its call meets the same outage and its client gets the tool's own
    "unavailable, retry" answer, which an MCP client shows, instead of an HTTP 503 that MCP clients report as a bare
    transport error. Nothing is reachable without the database, and a token revoked meanwhile is refused as soon as
    the store answers again. Any other token gets the 503.
    """

    def __init__(self, app: ASGIApp, verify: Callable[[str], TokenInfo | None], quick: float = 3.0) -> None:
        self.app = app
        self.verify = verify
        # A failed check that took longer than this waited out a database timeout (a ping and a reconnect take
        # twice the read timeout on a node that stopped answering): the call would wait as long again.
        self.quick = quick
        self._verified: OrderedDict[str, tuple[TokenInfo, float]] = OrderedDict()  # sha256 -> (info, when)

    def _recall_verified(self, token: str) -> TokenInfo | None:
        known = self._verified.get(hashlib.sha256(token.encode()).hexdigest())
        return known[0] if known is not None and time.monotonic() - known[1] <= OUTAGE_GRACE else None

    def _note(self, token: str, info: TokenInfo | None) -> None:
        key = hashlib.sha256(token.encode()).hexdigest()
        if info is None:
            self._verified.pop(key, None)
            return
        self._verified[key] = (info, time.monotonic())
        self._verified.move_to_end(key)
        while len(self._verified) > VERIFIED_KEPT:
            self._verified.popitem(last=False)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if scope["type"] != "http" or path in OPEN_PATHS or path == OWN_AUTH[1] or path.startswith(OWN_AUTH[0]):
            await self.app(scope, receive, send)
            return
        token = _bearer(scope)
        started = time.monotonic()
        try:
            info = await to_thread.run_sync(self.verify, token) if token else None
        except OpenBrainError as exc:  # the token store cannot answer: not the caller's fault, say so
            # A token verified a moment ago goes on when the database refused quickly (restarting, gone); when it
            # held the check until a timeout, the request would wait as long again: a clear 503 now.
            quick = time.monotonic() - started < self.quick
            info = self._recall_verified(token) if token and quick and isinstance(exc, Unavailable) else None
            if info is None:
                log.warning("cannot verify a bearer token: %s", exc)
                body = {"error": "unavailable", "error_description": str(exc), "message": str(exc)}
                await JSONResponse(body, status_code=503)(scope, receive, send)
                return
        else:
            if token:
                self._note(token, info)
        if info is None:
            await JSONResponse(UNAUTHORIZED, status_code=401, headers={"WWW-Authenticate": 'Bearer realm="openbrain"'})(
                scope, receive, send
            )
            return
        scope[CALLER_KEY] = info.caller()
        # The MCP SDK binds a session to the principal that opened it: another token cannot use it.
        scope["user"] = AuthenticatedUser(AccessToken(token=info.id, client_id=info.id, scopes=[info.scope.value]))
        await self.app(scope, receive, send)


def _bearer(scope: Scope) -> str | None:
    for key, value in scope.get("headers", []):
        if key == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            if scheme.lower() == "bearer" and token.strip():
                return token.strip()
            return None
    return None


def run_http(app: Any, *, host: str, port: int) -> None:
    """Serve ``app`` with uvicorn until SIGINT or SIGTERM, then return; logs go to stderr through the root logger."""
    import uvicorn

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            # Shut down gracefully and return, so the caller closes the brain and releases the data directory;
            # uvicorn would raise the signal again afterwards, and SIGTERM would end the process before that.
            if self.should_exit and sig == signal.SIGINT:
                self.force_exit = True
            self.should_exit = True

    config = uvicorn.Config(
        app, host=host, port=port, log_config=None, access_log=False, lifespan="on", timeout_graceful_shutdown=5
    )
    Server(config).run()
