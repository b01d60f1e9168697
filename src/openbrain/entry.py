"""The ``openbrain`` command's entry point: ``openbrain hook`` takes the fast path (agents/hookclient.py, the
standard library only), and so do remember, recall, list and show when a process already serves the data
(cli/lean.py), and ``openbrain serve`` over stdio (cli/pipe.py); every other command, and these whenever the fast
path cannot answer, loads the full command line (cli/)."""

import os
import sys

from openbrain.core.local_files import PRIVATE_UMASK


def main() -> None:
    # Whatever the shell's umask, what OpenBrain writes (its data directory, backups, exports) is this user's alone.
    os.umask(PRIVATE_UMASK)
    args = sys.argv[1:]
    if args[:1] == ["hook"] and not {"--help", "-h"} & set(args):
        from openbrain.agents.hookclient import main as hook

        code = hook(args[1:])
        if code is not None:
            sys.exit(code)
    if args[:1] == ["serve"]:
        from openbrain.cli.pipe import main as pipe

        code = pipe(args)
        if code is not None:
            sys.exit(code)
    from openbrain.cli.lean import main as lean

    code = lean(args)
    if code is not None:
        sys.exit(code)
    from openbrain.cli.commands import app

    app(prog_name="openbrain")
