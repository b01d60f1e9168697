"""docs/reliability.md stays true: every test it cites as proof exists."""

import re
from pathlib import Path

TESTS = Path(__file__).parent
DOC = TESTS.parent / "docs" / "reliability.md"


def cited_tests() -> list[tuple[str, str]]:
    """(file, test name) for each `file.py::name` in the doc; a bare `::name` is in the file cited before it."""
    cited, current = [], None
    for file, name in re.findall(r"`(?:([\w/]+\.py))?::(\w+)(?:\[[^\]]*\])?`", DOC.read_text()):
        current = file or current
        assert current, f"::{name} names no file"
        cited.append((current, name))
    return cited


def test_every_test_the_reliability_doc_cites_exists():
    cited = cited_tests()
    assert len(cited) > 30
    missing = [
        f"{file}::{name}"
        for file, name in cited
        if not (TESTS / file).exists() or not re.search(rf"^(async )?def {name}\(", (TESTS / file).read_text(), re.M)
    ]
    assert missing == []
