"""Checks on what a request asks for: content, tags, names, numbers, times and filters. Each refusal says what to
fix; nothing here touches a store."""

import hashlib
import math
import re
import unicodedata
import uuid
from datetime import UTC, datetime, timedelta

from pydantic import BaseModel

from openbrain.core.config import LimitSettings
from openbrain.core.errors import InvalidInput, PermissionDenied
from openbrain.core.models import Caller, ListRequest, RecallFilter, check_name
from openbrain.core.security import injection_reason
from openbrain.stores.db.filters import MemoryFilter

MAX_REASON_CHARS = 1000
MAX_PROJECT_CHARS = 100
# A project is a name: letters, digits, spaces and - _ . / : @ + # (any script's letters and digits).
_PROJECT = re.compile(r"[\w .\-/:@+#]+")
MAX_AGENT_CHARS = 128
EARLIEST = datetime(1, 1, 2, tzinfo=UTC)
LATEST = datetime(9999, 12, 30, tzinfo=UTC)


def visible(char: str) -> bool:
    """Not whitespace, a control character (Cc), a formatting one (Cf: zero-width, bidirectional overrides) or
    unassigned."""
    return not char.isspace() and unicodedata.category(char) not in ("Cc", "Cf", "Cn")


def content(text: str, limits: LimitSettings) -> str:
    """Memory content, normalised (NFC, LF line ends, trimmed), or the reason it cannot be stored."""
    text = unicodedata.normalize("NFC", text.replace("\r\n", "\n")).strip()
    if not text:
        raise InvalidInput("content is empty: write the knowledge to remember.")
    if "\x00" in text:
        raise InvalidInput("content holds a NUL character (U+0000): send text, not binary data.")
    if not any(visible(c) for c in text):
        raise InvalidInput(
            "content has no visible characters (only control, zero-width or formatting characters): write the "
            "knowledge to remember."
        )
    size = len(text.encode("utf-8"))
    if size > limits.max_content_bytes:
        raise InvalidInput(
            f"content is {size} bytes, more than the limit of {limits.max_content_bytes}: "
            "split it into several memories or summarise it."
        )
    return text


def tags(given: list[str] | None, limits: LimitSettings) -> list[str]:
    """Tags trimmed, lower-cased and de-duplicated, within the limits."""
    normalised: dict[str, None] = {}
    for tag in given or []:
        clean = " ".join(tag.split()).lower()
        if not clean:
            continue
        hidden = next((c for c in clean if not visible(c) and c != " "), None)
        if hidden is not None:
            raise InvalidInput(
                f"tag {clean.encode('ascii', 'backslashreplace').decode()[:40]!r} holds an invisible control or "
                f"formatting character (U+{ord(hidden):04X}): tags are plain words."
            )
        if len(clean) > limits.max_tag_length:
            raise InvalidInput(f"tag {clean[:20]!r}… is longer than {limits.max_tag_length} characters.")
        normalised.setdefault(clean, None)
    if len(normalised) > limits.max_tags:
        raise InvalidInput(f"{len(normalised)} tags given, at most {limits.max_tags} are allowed.")
    return list(normalised)


def expiry(ttl_seconds: int | None, expires_at: datetime | None, now: datetime) -> datetime | None:
    """When a memory expires: ``ttl_seconds`` from now, or ``expires_at`` (not both), or never."""
    if ttl_seconds is not None and expires_at is not None:
        raise InvalidInput("give ttl_seconds or expires_at, not both.")
    if ttl_seconds is not None:
        if ttl_seconds <= 0:
            raise InvalidInput("ttl_seconds must be a positive number of seconds.")
        try:
            return now + timedelta(seconds=ttl_seconds)
        except OverflowError:
            raise InvalidInput("ttl_seconds is too large.") from None
    expires_at = in_range(expires_at, "expires_at")
    if expires_at is not None and expires_at <= now:
        raise InvalidInput("expires_at is in the past: give a future UTC time.")
    return expires_at


def memory_filter(f: RecallFilter | ListRequest, limits: LimitSettings) -> MemoryFilter:
    """The store's filter for a recall filter or a list request."""
    if f.min_confidence is not None:
        confidence(f.min_confidence, "min_confidence")
    agent_id = None if f.agent_id is None else check_name(f.agent_id, "agent_id")
    created_after = in_range(f.created_after, "created_after")
    created_before = in_range(f.created_before, "created_before")
    if created_after and created_before and created_after >= created_before:
        raise InvalidInput("created_after must be earlier than created_before.")
    return MemoryFilter(
        project=project(f.project),
        types=[t.value for t in f.type or []],
        min_confidence=f.min_confidence,
        agent_id=agent_id,
        tags=tags(f.tags, limits),
        created_after=created_after,
        created_before=created_before,
    )


def in_range(value: datetime | None, field: str) -> datetime | None:
    """``value`` in UTC, refused with the allowed range when it lies beyond what the databases store (a time of
    year 9999 at -14:00 is year 10000 in UTC)."""
    if value is None:
        return None
    try:
        utc = value.astimezone(UTC)
    except OverflowError:
        utc = None
    if utc is None or not EARLIEST <= utc <= LATEST:
        raise InvalidInput(f"{field} is out of range: give a time between 0001-01-02 and 9999-12-30 UTC.")
    return utc


def filtered(request: BaseModel) -> str:
    """`` with these filters (project, type)`` when a request sets any, else nothing."""
    named = [
        name
        for name in ("project", "type", "agent_id", "tags", "min_confidence", "created_after", "created_before")
        if getattr(request, name, None) not in (None, [], "")
    ]
    return f" with these filters ({', '.join(named)})" if named else ""


def require_write(caller: Caller) -> None:
    if not caller.can_write:
        raise PermissionDenied("This session is read-only: it can recall and list, not remember or forget.")


def project(name: str | None) -> str | None:
    """A project name, trimmed (compared exactly afterwards): at most 100 letters, digits, spaces and - _ . / : @ + #,
    and nothing that reads like an instruction to an agent (a project name is shown in OpenBrain's own voice)."""
    if name is None:
        return None
    name = " ".join(name.split())
    rule = f"a project is a name of at most {MAX_PROJECT_CHARS} letters, digits, spaces and - _ . / : @ + #"
    if len(name) > MAX_PROJECT_CHARS:
        raise InvalidInput(f"project is longer than {MAX_PROJECT_CHARS} characters: {rule}.")
    hidden = next((c for c in name if not visible(c) and c != " "), None)
    if hidden is not None:
        raise InvalidInput(f"project holds an invisible control or formatting character (U+{ord(hidden):04X}): {rule}.")
    if name and not _PROJECT.fullmatch(name):
        bad = next(c for c in name if not _PROJECT.fullmatch(c))
        raise InvalidInput(f"project holds {bad!r}: {rule}.")
    if name and injection_reason(name):
        raise InvalidInput(f"project reads like an instruction to an agent ({injection_reason(name)}): {rule}.")
    return name or None


def confidence(value: float, name: str) -> float:
    if not (0.0 <= value <= 1.0) or math.isnan(value):
        raise InvalidInput(f"{name} must be between 0 and 1 (got {value}).")
    return float(value)


def bounded(value: int, name: str, maximum: int) -> int:
    if not 1 <= value <= maximum:
        raise InvalidInput(f"{name} must be between 1 and {maximum} (got {value}).")
    return value


def id_prefix(value: uuid.UUID | str) -> str | None:
    """The lower-case hex digits of an id prefix (4 to 31 of them, dashes ignored), or None for anything else."""
    if isinstance(value, uuid.UUID):
        return None
    digits = str(value).strip().lower().replace("-", "")
    if 4 <= len(digits) < 32 and all(c in "0123456789abcdef" for c in digits):
        return digits
    return None


def memory_id(value: uuid.UUID | str) -> uuid.UUID:
    if isinstance(value, uuid.UUID):
        return value
    try:
        return uuid.UUID(str(value).strip())
    except ValueError:
        digits = str(value).strip().lower().replace("-", "")
        if 0 < len(digits) < 4 and all(c in "0123456789abcdef" for c in digits):
            raise InvalidInput(
                f"{str(value)!r} is too short for an id: give at least 4 of its characters (the 8 tables show are "
                "enough when they are unique)."
            ) from None
        raise InvalidInput(
            f"{str(value)[:60]!r} is not a memory id: ids look like 123e4567-e89b-12d3-a456-426614174000."
        ) from None


def reason(text: str | None) -> str:
    """Why a memory is forgotten or purged: 1 to MAX_REASON_CHARS characters."""
    text = (text or "").strip()
    if not text:
        raise InvalidInput("reason is empty: say why this memory should be forgotten.")
    hidden = next((c for c in text if unicodedata.category(c) in ("Cc", "Cf") and c not in "\n\t"), None)
    if hidden is not None:
        raise InvalidInput(
            f"reason holds an invisible control or formatting character (U+{ord(hidden):04X}): write plain text."
        )
    if not any(visible(c) for c in text):
        raise InvalidInput("reason has no visible characters: say why this memory should be forgotten.")
    if len(text) > MAX_REASON_CHARS:
        raise InvalidInput(f"reason is longer than {MAX_REASON_CHARS} characters: shorten it.")
    return text


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
