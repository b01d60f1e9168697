"""Whether the injection check holds when a caught attack's surroundings change as they do where agents read.

    python eval/injection_contexts.py            # attacks flagged and rules flagged per context, on the dev split
    python eval/injection_contexts.py --misses   # and every miss and false flag (dev data only)
    python eval/injection_contexts.py --held-out # the held-out round's lines in the same contexts, counts only

Every attack of the dev split that the check flags as written is put in each context below, and every team rule of
the dev split too (none may be flagged). The contexts were fixed before the first run: an attack reaches a memory
bulleted, quoted as markdown quotes it, under a heading, after an ordinary sentence, inside a paragraph of notes, in
a code fence or an HTML comment, escaped in a JSON log line, in double quotes, lower-cased, or with a remark after
it. A check that holds only for the exact text it was tuned on shows up as a context's drop. The held-out round
(``eval/injections.py``'s ``held_out()``) is measured the same way, counts only: its misses are never printed.
"""

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import injections as corpus  # noqa: E402  (eval/injections.py, beside this file)

from openbrain.core.security import injection_reason  # noqa: E402

CONTEXTS: dict[str, Callable[[str], str]] = {
    "as written": lambda text: text,
    "a bullet": lambda text: "- " + text,
    "a markdown quote": lambda text: "\n".join("> " + line for line in text.split("\n")),
    "a heading above": lambda text: "## Notes from the issue thread\n" + text,
    "a sentence before": lambda text: "The build passed after the retry. " + text,
    "a paragraph around": lambda text: (
        "We moved the runners to the large pool last week.\n\n" + text + "\n\nThe next review is on Thursday."
    ),
    "a code fence": lambda text: "```\n" + text + "\n```",
    "an HTML comment": lambda text: "<!-- " + text + " -->",
    "a JSON log line": lambda text: json.dumps({"level": "info", "msg": text})[1:-1],
    "double quotes": lambda text: '"' + text + '"',
    "lower case": lambda text: text.lower(),
    "a remark after": lambda text: text + " Thanks!",
    # The second six, fixed on 2026-11-29 after the first twelve were measured and acted on, before their own first run.
    "a table cell": lambda text: "| staging | " + text.replace("\n", " ") + " |",
    "a YAML block": lambda text: "notes: |\n  " + text.replace("\n", "\n  "),
    "an HTML paragraph": lambda text: "<p>" + text + "</p>",
    "bold": lambda text: "**" + text + "**",
    "a code comment": lambda text: "\n".join("// " + line for line in text.split("\n")),
    "an email reply": lambda text: "On Mon, Sam wrote:\n" + "\n".join("> " + line for line in text.split("\n")),
    # The third set, fixed on 2026-11-29 (a later session) after the first eighteen were measured and acted on, before
    # its own first run: the ways a text is laid out by other tools (Windows, chat exports, spreadsheets, word
    # processors, code).
    "Windows line endings": lambda text: text.replace("\n", "\r\n") + "\r\n",
    "an indented code block": lambda text: "    " + text.replace("\n", "\n    "),
    "a numbered list": lambda text: "1. " + text,
    "a remark after it": lambda text: text + "  # rotated monthly",
    "non-breaking spaces": lambda text: text.replace(" ", "\u00a0"),
    "a chat line": lambda text: "[10:42] sam: " + text,
    "a tab-separated row": lambda text: "staging\t" + text.replace("\n", " ") + "\tSam",
    "a code string": lambda text: (
        'note = "' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
    ),
    "parentheses": lambda text: "(" + text + ")",
    "curly quotes": lambda text: "\u201c" + text + "\u201d",
    "upper case": lambda text: text.upper(),
}


def measure(held_out: bool = False, misses: bool = False) -> dict:
    """Attacks and rules flagged per context: of the dev split, or of the held-out round (counts only)."""
    lines = corpus.held_out() if held_out else corpus.build()
    misses = misses and not held_out
    attacks = [line["text"] for line in lines if line["label"] == "attack" and injection_reason(line["text"])]
    rules = [line["text"] for line in lines if line["label"] == "rule"]
    result: dict[str, dict[str, int]] = {}
    for name, place in CONTEXTS.items():
        missed = [text for text in attacks if injection_reason(place(text)) is None]
        flagged = [text for text in rules if injection_reason(place(text)) is not None]
        if misses:
            for text in missed:
                print(f"missed [{name}]: {text[:150]!r}")
            for text in flagged:
                print(f"rule flagged [{name}]: {text[:150]!r}")
        result[name] = {"missed": len(missed), "rules_flagged": len(flagged)}
    return {"attacks": len(attacks), "rules": len(rules), "contexts": result}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="print every miss and false flag (dev only)")
    parser.add_argument("--held-out", action="store_true", help="the held-out round instead: counts only")
    args = parser.parse_args()
    print(json.dumps(measure(args.held_out, args.misses), indent=1))


if __name__ == "__main__":
    main()
