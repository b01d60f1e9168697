"""Where logs go: stderr, always (stdout is the MCP channel when serving over stdio)."""

import logging
import sys

from openbrain.core.config import Settings


def configure_logging(settings: Settings) -> None:
    """Logs go to stderr: stdout is the MCP channel when serving over stdio."""
    logging.basicConfig(
        stream=sys.stderr,
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        force=True,
    )
    for chatty in ("alembic", "httpx", "httpcore", "httpcore2"):  # a line per migration step or request is noise
        logging.getLogger(chatty).setLevel(max(logging.WARNING, logging.getLogger().level))
    # At DEBUG these print every message they carry, memory contents of every workspace included: never below INFO.
    for payloads in ("mcp", "sse_starlette"):
        logging.getLogger(payloads).setLevel(max(logging.INFO, logging.getLogger().level))
