"""The web view under ``/ui``: browse, search, read and forget memories, and see the workspace's numbers.

Server-rendered pages (Jinja2, autoescaped: memory content is untrusted and never reaches the page as markup), one
stylesheet from the package, no script at all. People sign in with a bearer token, which opens a session of
its own (a token of kind web in the token store, 12 hours, refused on /v1 and /mcp); the HttpOnly, SameSite=Strict
cookie holds that session, never the bearer token, checked on every request (sign-out or a revoked bearer token end the
session at once), and what a page shows and allows follows the token: its workspace, and whether it may write.
Every form carries a CSRF token derived from the session's token (and the sign-in form a double-submitted one),
and every page is sent with a Content-Security-Policy that allows nothing but the page's own stylesheet.

``openbrain ui`` serves the embedded default on loopback and signs its user in with a one-time link
(``OneTimeLinks``).
"""

import hashlib
import hmac
import re
import secrets
import threading
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from anyio import to_thread
from jinja2 import Environment, FileSystemLoader, select_autoescape
from markdown_it import MarkdownIt
from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from openbrain.core.config import Settings
from openbrain.core.errors import InvalidInput, NotFound, OpenBrainError, http_status
from openbrain.core.models import Caller, MemoryType, RecallMode

BASE = "/ui"
SESSION_COOKIE = "openbrain_session"
LOGIN_COOKIE = "openbrain_login"
SESSION_SECONDS = 12 * 3600
HERE = Path(__file__).parent
NOTICES = {
    "forgotten": "Forgotten. It stays here, in the audit trail.",
    "stored": "Stored.",
    "edited": "Saved as a new version: the one before stays in the chain below.",
    "duplicate": "Already stored: this is the memory with exactly that content.",
}
_UUID = re.compile(r"\b([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b")


def short_ids(text: str | None) -> str:
    """Memory ids in a text as their first 8 characters (as tables show them): "superseded by 6eeb4c06"."""
    return _UUID.sub(r"\1", text or "")


HEADERS = {
    "Content-Security-Policy": "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
    "frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}


class OneTimeLinks:
    """Sign-in codes that work once, within ``ttl`` seconds: ``openbrain ui`` prints one as a link."""

    def __init__(self, ttl: float = 600.0) -> None:
        self.ttl = ttl
        self._codes: dict[str, tuple[str, float]] = {}
        self._lock = threading.Lock()

    def create(self, token: str) -> str:
        code = secrets.token_urlsafe(24)
        with self._lock:
            self._codes[code] = (token, time.monotonic() + self.ttl)
        return code

    def take(self, code: str) -> str | None:
        with self._lock:
            token, until = self._codes.pop(code, ("", 0.0))
        return token if token and time.monotonic() < until else None


_MARKDOWN = MarkdownIt("commonmark", {"html": False}).disable("image")  # raw HTML is shown as text, never run


def markdown(text: str) -> Markup:
    """A memory's Markdown as HTML: CommonMark with raw HTML escaped (it stays visible, as text), no images (the
    page may load nothing from elsewhere), and only http, https and mailto links (markdown-it drops javascript:)."""
    return Markup(_MARKDOWN.render(text))


def when(moment: datetime | None, now: datetime | None = None) -> Markup:
    """``<time>`` saying how long ago (or how soon), with the exact UTC time on hover."""
    if moment is None:
        return Markup("never")
    now = now or datetime.now(UTC)
    seconds = (now - moment).total_seconds()
    ahead, seconds = seconds < 0, abs(seconds)
    for size, unit in ((86400 * 365, "year"), (86400 * 30, "month"), (86400, "day"), (3600, "hour"), (60, "minute")):
        if seconds >= size:
            count = int(seconds // size)
            span = f"{count} {unit}{'' if count == 1 else 's'}"
            break
    else:
        span = ""
    text = ("in " + span if ahead else span + " ago") if span else "just now"
    exact = moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    return Markup('<time datetime="{}" title="{}">{}</time>').format(moment.isoformat(), exact, text)


def csrf_for(token: str) -> str:
    """The CSRF token of a session: derived from its bearer token, which a page of another site cannot read."""
    return hmac.new(token.encode(), b"openbrain-ui-csrf", hashlib.sha256).hexdigest()[:32]


def web_routes(brain: Any, settings: Settings, links: OneTimeLinks | None = None) -> list[BaseRoute]:
    """The ``/ui`` routes over ``brain`` (a Brain or SharedBrain)."""
    templates = Environment(
        loader=FileSystemLoader(HERE / "templates"), autoescape=select_autoescape(default=True), auto_reload=False
    )
    templates.filters["when"] = when
    templates.filters["markdown"] = markdown
    templates.filters["short_ids"] = short_ids

    def page(name: str, status: int = 200, **context: Any) -> HTMLResponse:
        html = templates.get_template(name).render(base=BASE, **context)
        return HTMLResponse(html, status_code=status, headers=HEADERS)

    async def call(fn: Any, *args: Any) -> Any:
        return await to_thread.run_sync(lambda: fn(*args))

    async def signed_in(request: Request) -> tuple[Caller, str] | None:
        token = request.cookies.get(SESSION_COOKIE)
        if not token:
            return None
        info = await call(brain.session_verify, token)  # a session of the web view, never a bearer token
        return (info.caller(), token) if info is not None else None

    def failed(exc: OpenBrainError, caller: Caller, token: str) -> HTMLResponse:
        status = http_status(exc)
        titles = {400: "Not valid", 403: "Not allowed", 404: "Not found", 409: "Conflict", 503: "Unavailable"}
        return page(
            "error.html", status, caller=caller, csrf=csrf_for(token), code=status,
            title=titles.get(status, "Error"), message=str(exc),
        )  # fmt: skip

    def to_login() -> Response:
        return RedirectResponse(f"{BASE}/login", status_code=303, headers=HEADERS)

    def with_session(response: Response, request: Request, token: str) -> Response:
        response.set_cookie(
            SESSION_COOKIE, token, max_age=SESSION_SECONDS, path=BASE, httponly=True, samesite="strict",
            secure=request.url.scheme == "https",
        )  # fmt: skip
        response.delete_cookie(LOGIN_COOKIE, path=BASE)
        return response

    def guarded(handler: Any) -> Any:
        async def run(request: Request) -> Response:
            session = await signed_in(request)
            if session is None:
                return to_login()
            caller, token = session
            if request.method == "POST":
                form = await request.form()
                if not hmac.compare_digest(str(form.get("csrf", "")), csrf_for(token)):
                    return page("error.html", 403, caller=caller, csrf=csrf_for(token), code=403,
                                title="Not allowed", message="The form is stale or came from another site: reload the "
                                "page and try again.")  # fmt: skip
                request.state.form = form
            try:
                return await handler(request, caller, token)
            except OpenBrainError as exc:
                return failed(exc, caller, token)

        return run

    async def home(_: Request) -> Response:
        return RedirectResponse(f"{BASE}/memories", status_code=303, headers=HEADERS)

    async def login(request: Request) -> Response:
        if request.method == "GET":
            nonce = secrets.token_urlsafe(16)
            response = page("login.html", caller=None, login_csrf=nonce)
            response.set_cookie(LOGIN_COOKIE, nonce, max_age=900, path=BASE, httponly=True, samesite="strict")
            return response
        form = await request.form()
        nonce = request.cookies.get(LOGIN_COOKIE, "")
        if not nonce or not hmac.compare_digest(str(form.get("login_csrf", "")), nonce):
            return page("login.html", 403, caller=None, login_csrf="", error="The sign-in form is stale: reload it.")
        token = str(form.get("token", "")).strip()
        session = await call(brain.session_open, token, SESSION_SECONDS) if token else None
        if session is None:
            response = page("login.html", 401, caller=None, login_csrf=nonce, error="That token is not valid.")
            response.set_cookie(LOGIN_COOKIE, nonce, max_age=900, path=BASE, httponly=True, samesite="strict")
            return response
        to_memories = RedirectResponse(f"{BASE}/memories", status_code=303, headers=HEADERS)
        return with_session(to_memories, request, session.token)

    async def once(request: Request) -> Response:
        token = links.take(request.query_params.get("code", "")) if links is not None else None
        session = await call(brain.session_open, token, SESSION_SECONDS) if token is not None else None
        if session is None:
            return page("login.html", 401, caller=None, login_csrf="", error="That sign-in link was used or expired.")
        to_memories = RedirectResponse(f"{BASE}/memories", status_code=303, headers=HEADERS)
        return with_session(to_memories, request, session.token)

    async def logout(request: Request, caller: Caller, token: str) -> Response:
        info = await call(brain.session_verify, token)
        if info is not None:
            await call(brain.token_revoke, info.id)  # the session ends on every server, whatever the cookie does
        response = RedirectResponse(f"{BASE}/login", status_code=303, headers=HEADERS)
        response.delete_cookie(SESSION_COOKIE, path=BASE)
        return response

    async def memories(request: Request, caller: Caller, token: str) -> Response:
        params = request.query_params
        query: dict[str, Any] = {
            "project": params.get("project") or None,
            "type": [t for t in params.getlist("type") if t],
            "agent_id": params.get("agent_id") or None,
            "tags": [t for value in params.getlist("tags") for t in value.split()],
            "min_confidence": params.get("min_confidence") or None,
            "created_after": _day(params.get("created_after")),
            "created_before": _day(params.get("created_before")),
            "include_deleted": params.get("include_deleted") == "true",
            "include_expired": params.get("include_expired") == "true",
            "cursor": params.get("cursor") or None,
        }
        shown = {**query, "created_after": params.get("created_after"), "created_before": params.get("created_before")}
        context = {"caller": caller, "csrf": csrf_for(token), "here": "memories", "q": shown, "types": list(MemoryType)}
        request_ = {k: v for k, v in query.items() if v not in (None, [], False)}  # the first page counts, bounded
        try:
            result = await call(brain.list_memories, caller, request_)
        except InvalidInput as exc:
            return page("memories.html", 400, memories=[], error=str(exc), next_url=None, prev_url=None, **context)
        # The pages before this one travel in the link (their cursors, "-" for the first): a previous page without
        # state on the server.
        trail = [c for c in (params.get("trail") or "").split(",") if c]
        keep = [(k, v) for k, v in params.multi_items() if k not in ("cursor", "trail") and v]
        next_url = prev_url = None
        if result.next_cursor:
            after = [*trail, params.get("cursor") or "-"]
            onward = [("cursor", result.next_cursor), ("trail", ",".join(after))]
            next_url = f"{BASE}/memories?" + urlencode([*keep, *onward])
        if trail:
            back = [] if trail[-1] == "-" else [("cursor", trail[-1])]
            prev_url = f"{BASE}/memories?" + urlencode([*keep, *back, ("trail", ",".join(trail[:-1]))])
        return page("memories.html", memories=result.memories, next_url=next_url, prev_url=prev_url,
                    total=result.total, total_above=result.total_above, **context)  # fmt: skip

    async def search(request: Request, caller: Caller, token: str) -> Response:
        params = request.query_params
        text = (params.get("q") or "").strip()
        mode = params.get("mode") or "auto"
        project = params.get("project") or None
        explain = params.get("explain") == "true"
        kinds = [t for t in params.getlist("type") if t]
        tags = [t for value in params.getlist("tags") for t in value.split()]
        context = {
            "caller": caller, "csrf": csrf_for(token), "here": "search", "query": text, "mode": mode,
            "modes": [m.value for m in RecallMode], "project": project, "explain": explain, "types": list(MemoryType),
            "kinds": kinds, "tags": tags,
        }  # fmt: skip
        if not text:
            return page("search.html", result=None, **context)
        flt = {"project": project, "type": kinds or None, "tags": tags or None}
        try:
            result = await call(
                brain.recall, caller, {"query": text, "mode": mode, "explain": explain, "top_k": 20, "filter": flt}
            )
        except InvalidInput as exc:
            return page("search.html", 400, result=None, error=str(exc), **context)
        return page("search.html", result=result, **context)

    async def memory(request: Request, caller: Caller, token: str) -> Response:
        history = await call(brain.history, caller, _memory_id(request))
        said = request.query_params
        notice = next((text for key, text in NOTICES.items() if said.get(key)), None)
        done = next((key for key in NOTICES if said.get(key)), None) in ("stored", "edited", "forgotten")
        return page("memory.html", caller=caller, csrf=csrf_for(token), here="memories", m=history.memory,
                    history=history, notice=notice, notice_ok=done, types=list(MemoryType))  # fmt: skip

    async def remember(request: Request, caller: Caller, token: str) -> Response:
        """A new memory from the form on the memories page, or (``supersedes``) a new version from a memory's page."""
        form = request.state.form
        supersedes = str(form.get("supersedes", "")).strip() or None
        fields: dict[str, Any] = {
            "content": str(form.get("content", "")).replace("\r\n", "\n").strip(),
            "type": form.get("type") or "observation",
            "project": str(form.get("project", "")).strip() or None,
            "tags": str(form.get("tags", "")).split(),
            "supersedes": supersedes,
        }
        result = await call(brain.remember, caller, fields)
        if not result.stored:  # a near-duplicate: say which memory says it already, store nothing
            return page("error.html", 409, caller=caller, csrf=csrf_for(token), code=409, title="Not stored",
                        message=result.message, link=f"{BASE}/memories/{result.id}")  # fmt: skip
        said = "edited" if supersedes else "duplicate" if result.duplicate else "stored"
        return RedirectResponse(f"{BASE}/memories/{result.id}?{said}=1", status_code=303, headers=HEADERS)

    async def forget(request: Request, caller: Caller, token: str) -> Response:
        memory_id = _memory_id(request)
        reason = str(request.state.form.get("reason", "")).strip()
        await call(brain.forget, caller, memory_id, reason)
        return RedirectResponse(f"{BASE}/memories/{memory_id}?forgotten=1", status_code=303, headers=HEADERS)

    async def stats(request: Request, caller: Caller, token: str) -> Response:
        numbers = await call(brain.stats, caller, 30)
        return page("stats.html", caller=caller, csrf=csrf_for(token), here="stats", s=numbers,
                    chart=_chart(numbers.per_day))  # fmt: skip

    return [
        Route(BASE, home, methods=["GET"]),
        Route(f"{BASE}/", home, methods=["GET"]),
        Route(f"{BASE}/login", login, methods=["GET", "POST"]),
        Route(f"{BASE}/once", once, methods=["GET"]),
        Route(f"{BASE}/logout", guarded(logout), methods=["POST"]),
        Route(f"{BASE}/memories", guarded(memories), methods=["GET"]),
        Route(f"{BASE}/remember", guarded(remember), methods=["POST"]),
        Route(f"{BASE}/search", guarded(search), methods=["GET"]),
        Route(f"{BASE}/stats", guarded(stats), methods=["GET"]),
        Route(f"{BASE}/memories/{{memory_id}}", guarded(memory), methods=["GET"]),
        Route(f"{BASE}/memories/{{memory_id}}/forget", guarded(forget), methods=["POST"]),
        Mount(f"{BASE}/static", StaticFiles(directory=HERE / "static"), name="static"),
    ]


def _memory_id(request: Request) -> str:
    memory_id = request.path_params["memory_id"]
    if len(memory_id) > 64:
        raise NotFound("No memory with that id in this workspace.")
    return memory_id


def _day(value: str | None) -> str | None:
    """A date from a date field (YYYY-MM-DD) as the start of that day in UTC; anything else as given."""
    if not value:
        return None
    try:
        return datetime.strptime(value, "%Y-%m-%d").replace(tzinfo=UTC).isoformat()
    except ValueError:
        return value  # the service says what is wrong with it


def _chart(per_day: list[Any], width: int = 720, height: int = 160) -> dict[str, Any]:
    """Bars of memories written per day, as SVG coordinates (drawn by the template, no script)."""
    top = max((d.count for d in per_day), default=0) or 1
    slot = width / max(len(per_day), 1)
    plot = height - 20
    bars = []
    for i, d in enumerate(per_day):
        h = round(plot * d.count / top, 1)
        bars.append({"x": round(i * slot + 1, 1), "y": round(plot - h + 2, 1), "w": round(slot - 2, 1), "h": h,
                     "day": d.day, "count": d.count})  # fmt: skip
    labels = [{"x": round(i * slot + 1, 1), "text": d.day[5:]} for i, d in enumerate(per_day) if i % 5 == 0]
    return {
        "width": width,
        "height": height,
        "bars": bars,
        "labels": labels,
        "max": max((d.count for d in per_day), default=0),
    }
