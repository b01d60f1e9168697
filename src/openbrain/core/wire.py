"""What the thin clients (the hooks' ``agents/hookclient.py``, the command line's ``cli/lean.py``) share with the
rest of OpenBrain: the standard library only, since they import it on every call."""

import os
import re

NO_PROJECT = "No project"  # how an answer naming a project the workspace does not have begins
MAX_NAME_CHARS = 128
NAME_PATTERN = r"[^\W_][\w.:@/+-]*"  # a workspace or agent name: a letter or digit first (core/models.check_name)


def project_for(cwd: str | None, configured: str | None) -> str | None:
    """The project of a session: the setting, else the git repository's folder name, else the folder's name."""
    if configured:
        return configured
    if not cwd:
        return None
    folder = candidate = os.path.realpath(cwd)
    while True:
        if os.path.exists(os.path.join(candidate, ".git")):
            return project_name(os.path.basename(candidate))
        parent = os.path.dirname(candidate)
        if parent == candidate:
            return project_name(os.path.basename(folder))
        candidate = parent


def project_name(folder: str) -> str | None:
    """A folder's name as a project name: characters a project may not hold become "-", at most 100 of them."""
    name = re.sub(r"[^\w .\-/:@+#]+", "-", folder).strip(" -")[:100].strip()
    return name or None
