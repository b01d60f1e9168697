"""The errors OpenBrain raises. Messages are written for the model or person who has to act on them.

They never carry a URL, a password or a stack trace: the MCP layer shows them to agents verbatim.
"""

import types
import typing
from typing import Any

from pydantic import BaseModel, ValidationError


class OpenBrainError(Exception):
    """Base class of every error OpenBrain raises on purpose."""


class InvalidInput(OpenBrainError):
    """The caller sent something we cannot accept; the message says what to fix."""


class NotFound(OpenBrainError):
    """No such thing in the caller's workspace (another workspace's data answers the same)."""


class Conflict(OpenBrainError):
    """The request contradicts the current state, e.g. superseding a memory that was already superseded."""


class Unavailable(OpenBrainError):
    """A backing service (database, vector store, embedder) cannot answer right now; retrying may help."""


class ConfigurationError(OpenBrainError):
    """The settings contradict each other or the stored data; the message says what to change or run."""


class PermissionDenied(OpenBrainError):
    """The caller's identity does not allow this operation."""


HTTP_STATUS: dict[type[OpenBrainError], int] = {
    InvalidInput: 400,
    PermissionDenied: 403,
    NotFound: 404,
    Conflict: 409,
    Unavailable: 503,
}


def http_status(exc: OpenBrainError) -> int:
    """The HTTP status that says what kind of error ``exc`` is (500 for none of the kinds above)."""
    return next((code for kind, code in HTTP_STATUS.items() if isinstance(exc, kind)), 500)


def describe_invalid(exc: ValidationError, model: type[BaseModel] | None = None) -> str:
    """A validation error as one line an agent can act on: each field, what was given, what is allowed.

    ``model`` (the model validated) lets an unknown name be answered with the names that are known.
    """
    parts = []
    for error in exc.errors(include_url=False):
        loc = tuple(str(p) for p in error["loc"])
        where = ".".join(loc) or "input"
        if error["type"] == "extra_forbidden":
            known = _fields_at(model, loc[:-1]) if model is not None else []
            parts.append(f"{where} is not a known name" + (f" (known: {', '.join(known)})" if known else ""))
        elif error["type"] == "missing":
            parts.append(f"{where} is required")
        else:
            hint = ", as ISO 8601 with a time zone, e.g. 2026-12-01T09:00:00Z" if "datetime" in error["type"] else ""
            parts.append(f"{where}: {error['msg']} (got {_shown(error.get('input'))}{hint})")
    return "Invalid input: " + "; ".join(parts)


def _shown(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _fields_at(model: type[BaseModel], path: tuple[str, ...]) -> list[str]:
    """The field names of the (nested) model found at ``path`` below ``model``."""
    current: Any = model
    for key in path:
        field = current.model_fields.get(key) if _is_model(current) else None
        if field is None:
            return []
        current = next((t for t in _types(field.annotation) if _is_model(t)), None)
    return list(current.model_fields) if _is_model(current) else []


def _types(annotation: Any) -> list[Any]:
    """``X``, ``X | None``, ``list[X]`` and the like, as their member types."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType, list, tuple, typing.Annotated):
        return [t for arg in typing.get_args(annotation) for t in _types(arg)]
    return [annotation]


def _is_model(value: Any) -> bool:
    return isinstance(value, type) and issubclass(value, BaseModel)
