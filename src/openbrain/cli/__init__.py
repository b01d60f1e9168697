"""The `openbrain` command: each module registers its commands on the one Typer app (``shared.py``) and
``commands.py`` gathers them; ``lean.py`` answers the everyday commands without it when it can."""
