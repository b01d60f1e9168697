"""The errors OpenBrain raises. Messages are written for the model or person who has to act on them.

They never carry a URL, a password or a stack trace: the MCP layer shows them to agents verbatim.
"""


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
