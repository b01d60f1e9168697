"""The ``openbrain`` command's entry point: ``openbrain hook`` takes the fast path (agents/hookclient.py, the
standard library only); every other command loads the full command line (cli/)."""

import sys


def main() -> None:
    args = sys.argv[1:]
    if args[:1] == ["hook"] and not {"--help", "-h"} & set(args):
        from openbrain.agents.hookclient import main as hook

        code = hook(args[1:])
        if code is not None:
            sys.exit(code)
    from openbrain.cli import app

    app(prog_name="openbrain")
