"""What the thin clients (the hooks' ``agents/hookclient.py``, the command line's ``cli/lean.py``) share with the
rest of OpenBrain: the standard library only, since they import it on every call."""

NO_PROJECT = "No project"  # how an answer naming a project the workspace does not have begins
MAX_NAME_CHARS = 128
NAME_PATTERN = r"[^\W_][\w.:@/+-]*"  # a workspace or agent name: a letter or digit first (core/models.check_name)
