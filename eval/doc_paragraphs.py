"""Ordinary text neither check may touch: paragraphs of the documentation installed on this machine.

    python eval/doc_paragraphs.py           # paragraphs, and how many the secret scan and the injection check flag
    python eval/doc_paragraphs.py --list          # and each flagged paragraph's start
    PYTHONPATH=/path/to/older/src python eval/doc_paragraphs.py    # the same paragraphs through another version

Every eighth paragraph (parted by a blank line) of the uncompressed files under ``/usr/share/doc`` and of the running
environment's ``.md``, ``.rst`` and ``.txt`` files, in a fixed order. What a machine has installed decides the set,
so compare two versions on one machine, side by side, never with a figure from another machine or day.
"""

import argparse
import json
import os
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from openbrain.core.redaction import find_secrets  # noqa: E402
from openbrain.core.security import injection_reason  # noqa: E402


def paragraphs(offset: int = 0) -> list[str]:
    """Every eighth paragraph from the ``offset``-th (0: the set measured here; another offset is a disjoint set, which
    ``injection_finetune_probe.py`` trains on)."""
    found: list[str] = []
    for root, docs_only in (("/usr/share/doc", False), (sys.prefix, True)):
        for folder, _, names in sorted(os.walk(root)):
            for name in sorted(names):
                path = os.path.join(folder, name)
                if docs_only and not name.endswith((".md", ".rst", ".txt")):
                    continue
                if name.endswith((".gz", ".bz2", ".xz")) or os.path.islink(path):
                    continue
                try:
                    text = Path(path).read_text(encoding="utf-8")
                except (OSError, UnicodeDecodeError):
                    continue
                found += [part.strip() for part in re.split(r"\n\s*\n", text) if part.strip()]
    return found[offset::8]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print the start of each flagged paragraph")
    args = parser.parse_args()
    texts = paragraphs()
    secrets = [text for text in texts if find_secrets(text)]
    injections = [text for text in texts if injection_reason(text)]
    if args.list:
        for label, flagged in (("secret", secrets), ("injection", injections)):
            for text in flagged:
                print(f"{label}: {text[:160]!r}")
    print(json.dumps({"paragraphs": len(texts), "secrets": len(secrets), "injections": len(injections)}, indent=1))


if __name__ == "__main__":
    main()
