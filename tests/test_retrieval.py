"""Recall tiers, score fusion, explain, near-duplicates and version history, through the real service
(SQLite and MariaDB, Qdrant Edge and qdrant-client local mode, the real local model)."""

import uuid

import pytest

from openbrain.db.repository import mariadb_against, sqlite_match
from openbrain.evaluation import CountingEmbedder
from openbrain.models import Caller
from openbrain.retrieval import fuse, identifiers

LEDGER = (
    "ERR_LEDGER_409 means the posting lost an optimistic-lock race: accounts.version changed between read and "
    "write. Callers must re-read the account and retry at most 3 times with jittered backoff."
)
POOL = (
    "During the Black Friday peak payments-api starved for Postgres connections: the refund handler kept a "
    "pgxpool connection open while waiting on the card network. Fixed in PAY-1432 by releasing it first."
)
DEPLOY = "We deploy the billing service with blue-green releases on Kubernetes; never patch pods in place."
STYLE = "Python modules use snake_case names and every public function has type hints."
CACHE = "The CDN caches product images for one day; purge them with the invalidate-images job after a re-upload."


def remember(service, caller, content, type="observation", **kw):
    return service.remember(caller, {"content": content, "type": type, **kw})


def recall(service, caller, query, **kw):
    return service.recall(caller, {"query": query, **kw})


@pytest.fixture
def counted(service):
    """The service with its (real) embedder wrapped to count query embeddings."""
    service.embedder = CountingEmbedder(service.embedder)
    return service


@pytest.fixture
def team(counted, alice, clock):
    ids = {}
    for key, content, type, project in [
        ("ledger", LEDGER, "bug", "ledger"),
        ("pool", POOL, "bug", "payments-api"),
        ("deploy", DEPLOY, "decision", "billing"),
        ("style", STYLE, "convention", None),
        ("cache", CACHE, "observation", "web"),
    ]:
        ids[key] = remember(counted, alice, content, type, project=project).id
        clock.advance(60)
    return ids


# -- tiers ----------------------------------------------------------------------------------------------------


def test_quick_recall_answers_from_words_without_any_embedding_call(counted, alice, team):
    before = counted.embedder.query_calls
    result = recall(counted, alice, "ERR_LEDGER_409", mode="quick")
    assert counted.embedder.query_calls == before
    assert result.tier == "quick"
    assert result.results[0].id == team["ledger"]


def test_quick_recall_fills_up_with_the_most_recent_memories_when_words_match_too_few(counted, alice, team):
    result = recall(counted, alice, "ERR_LEDGER_409", mode="quick", top_k=3)
    assert [hit.id for hit in result.results][0] == team["ledger"]
    # The newest memories follow the one word match, newest first.
    assert [hit.id for hit in result.results][1:] == [team["cache"], team["style"]]


def test_auto_answers_an_identifier_lookup_from_words_and_escalates_a_paraphrase(counted, alice, team):
    before = counted.embedder.query_calls
    exact = recall(counted, alice, "what does ERR_LEDGER_409 mean?")
    assert exact.tier == "quick" and exact.results[0].id == team["ledger"]
    assert counted.embedder.query_calls == before
    vague = recall(counted, alice, "why did the database run out of connections during the holiday rush?")
    assert vague.tier == "hybrid" and vague.results[0].id == team["pool"]
    assert counted.embedder.query_calls == before + 1


def test_semantic_recall_ranks_by_meaning_only(counted, alice, team):
    result = recall(counted, alice, "how do we ship billing to production?", mode="semantic", explain=True)
    assert result.tier == "semantic" and result.results[0].id == team["deploy"]
    assert all(hit.explain.lexical_rank is None and hit.explain.lexical == 0 for hit in result.results)


def test_hybrid_explain_gives_score_parts_that_add_up_to_the_score(counted, alice, team):
    result = recall(counted, alice, "PAY-1432 postgres connections", mode="hybrid", explain=True)
    top = result.results[0]
    assert top.id == team["pool"]
    parts = top.explain
    assert parts.dense_rank == 1 and parts.lexical_rank == 1
    assert parts.cosine is not None and parts.dense == pytest.approx(parts.cosine, abs=1e-5)
    assert parts.lexical == pytest.approx(parts.lexical_weight, abs=1e-5)  # the best word match scores 1 x weight
    assert parts.lexical_weight == counted.settings.recall.identifier_lexical_weight
    total = parts.dense + parts.lexical + parts.confidence + parts.recency + parts.access
    assert top.score == pytest.approx(total, abs=1e-5)
    assert recall(counted, alice, "PAY-1432", mode="hybrid").results[0].explain is None  # only when asked


def test_filters_hold_on_both_the_word_and_the_vector_side(counted, alice, team):
    for mode in ("quick", "semantic", "hybrid", "deep", "auto"):
        hits = recall(counted, alice, "ERR_LEDGER_409 retry", mode=mode, filter={"project": "billing"}).results
        assert hits and {hit.project for hit in hits} == {"billing"}, mode


def test_identifiers_are_found_by_their_parts_and_whole_on_both_databases(counted, alice, team):
    assert recall(counted, alice, "ERR_LEDGER_409", mode="quick").results[0].id == team["ledger"]
    assert recall(counted, alice, "PAY-1432", mode="quick").results[0].id == team["pool"]
    assert recall(counted, alice, "ledger posting race", mode="quick").results[0].id == team["ledger"]


def test_no_mode_ever_returns_a_superseded_or_forgotten_memory(counted, alice):
    v1 = remember(counted, alice, "The payments pool size is 50 connections per pod (ticket POOL-77).", "decision")
    v2 = remember(
        counted,
        alice,
        "Connection pooling for payments now allows 80 connections per pod.",
        "decision",
        supersedes=v1.id,
    )
    gone = remember(counted, alice, "The payments pool size was briefly 65 during the POOL-77 load test.")
    counted.forget(alice, gone.id, "wrong")
    for mode in ("quick", "semantic", "hybrid", "deep", "auto"):
        ids = {hit.id for hit in recall(counted, alice, "POOL-77 payments pool size", mode=mode, top_k=10).results}
        assert v1.id not in ids and gone.id not in ids, mode
        assert v2.id in ids, mode


def test_deep_recall_credits_an_older_versions_words_to_the_current_version_and_shows_its_history(counted, alice):
    v1 = remember(counted, alice, "Nightly exports run on the legacy box oradb-7 (ticket EXP-311).", "architecture")
    v2 = remember(
        counted,
        alice,
        "Nightly exports moved to the managed warehouse; the old host is retired.",
        "architecture",
        supersedes=v1.id,
    )
    remember(counted, alice, DEPLOY, "decision")
    result = recall(counted, alice, "EXP-311", mode="deep", explain=True)
    assert result.tier == "deep"
    top = result.results[0]
    assert top.id == v2.id and top.explain.via_version == v1.id and top.explain.lexical_rank == 1
    assert [old.id for old in top.history] == [v1.id]
    assert top.history[0].deleted_reason == f"superseded by {v2.id}"
    # Outside deep, the retired version's words do not count.
    hybrid = recall(counted, alice, "EXP-311", mode="hybrid", explain=True).results
    assert all(hit.explain.via_version is None and hit.history is None for hit in hybrid)


def test_vectors_down_degrade_every_tier_to_words(counted, alice, team):
    counted.index.close()
    for mode in ("semantic", "hybrid", "deep"):
        result = recall(counted, alice, "ledger posting race", mode=mode)
        assert result.degraded and result.results[0].id == team["ledger"], mode


# -- near-duplicates ------------------------------------------------------------------------------------------


def test_a_near_copy_is_answered_with_the_existing_memory_and_a_hint_to_supersede(counted, alice):
    first = remember(counted, alice, DEPLOY, "decision", project="billing")
    copy = remember(
        counted, alice, DEPLOY.replace("; never", ". Never"), "decision", project="billing", tags=["deploy"]
    )
    assert copy.duplicate and copy.near_duplicate and copy.id == first.id
    assert counted.settings.recall.near_duplicate_threshold <= copy.similarity <= 1.0
    assert f"supersedes={first.id}" in copy.message
    assert len(counted.list_memories(alice, {}).memories) == 1


def test_a_near_copy_is_stored_when_asked_for_or_in_another_project_or_workspace(counted, alice, mallory):
    first = remember(counted, alice, DEPLOY, "decision", project="billing")
    variant = DEPLOY.replace("; never", ". Never")
    forced = remember(counted, alice, variant, "decision", project="billing", allow_near_duplicate=True)
    assert not forced.duplicate and not forced.near_duplicate and forced.id != first.id
    assert not remember(counted, alice, variant, "decision", project="payments").duplicate
    assert not remember(counted, alice, variant, "decision").duplicate  # team-wide is another scope than billing
    assert not remember(counted, mallory, variant, "decision", project="billing").duplicate


def test_superseding_a_memory_with_a_near_copy_of_it_is_allowed(counted, alice):
    first = remember(counted, alice, DEPLOY, "decision", project="billing")
    newer = remember(
        counted,
        alice,
        DEPLOY + " Rollbacks keep the old colour for an hour.",
        "decision",
        project="billing",
        supersedes=first.id,
    )
    assert not newer.duplicate and newer.version == 2


def test_different_memories_are_not_near_duplicates(counted, alice):
    for content in (DEPLOY, STYLE, CACHE, LEDGER, POOL):
        assert not remember(counted, alice, content, "decision", project="billing").duplicate


# -- history --------------------------------------------------------------------------------------------------


def test_history_of_a_middle_version_shows_older_and_newer_versions(counted, alice):
    v1 = remember(counted, alice, "Node 18 is the runtime of the web apps.", "decision", project="web")
    v2 = remember(
        counted, alice, "Node 20 is now the runtime of the web apps.", "decision", project="web", supersedes=v1.id
    )
    v3 = remember(
        counted, alice, "Web apps run on Node 22 since the spring upgrade.", "decision", project="web", supersedes=v2.id
    )
    middle = counted.history(alice, v2.id)
    assert middle.memory.id == v2.id and middle.current_id == v3.id
    assert [m.id for m in middle.older] == [v1.id] and [m.id for m in middle.newer] == [v3.id]
    newest = counted.history(alice, v3.id)
    assert [m.id for m in newest.older] == [v2.id, v1.id] and newest.newer == [] and newest.current_id == v3.id


def test_history_of_another_workspace_memory_is_not_found(counted, alice, mallory):
    from openbrain.errors import NotFound

    stored = remember(counted, alice, DEPLOY, "decision")
    with pytest.raises(NotFound, match="No memory with id"):
        counted.history(mallory, stored.id)


# -- pure functions -------------------------------------------------------------------------------------------


def test_identifiers_are_codes_keys_and_long_class_names_not_short_capitals():
    query = "CI fails with ERR_LEDGER_409 and ORA-01555 in max.poll.interval.ms, CommitFailedException on GPU"
    assert identifiers(query) == ["err_ledger_409", "ora-01555", "max.poll.interval.ms", "commitfailedexception"]
    assert identifiers("why is the GitOps tool slow on EKS?") == []


def test_word_queries_quote_identifiers_for_fts5_and_keep_underscored_tokens_whole_for_innodb():
    assert sqlite_match('PAY-1432 "quoted"') == '"pay" OR "1432" OR "quoted" OR "pay-1432"'
    assert mariadb_against("ERR_LEDGER_409 in db v2") == "err_ledger_409 err ledger 409"


def test_score_fusion_keeps_a_strong_vector_list_ahead_of_a_weak_word_list():
    a, b, c = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    # Vectors are sure about a; words weakly prefer c. Equal-weight rank fusion would tie a and c.
    fused = fuse([(a, 0.82), (b, 0.41), (c, 0.40)], [(c, 2.0), (a, 1.9)], lexical_weight=0.15)
    assert [cand.id for cand in fused.ranked()] == [a, c, b]
    only_words = fuse([], [(c, 4.0), (a, 2.0)], lexical_weight=1.0)
    assert [round(cand.score, 3) for cand in only_words.ranked()] == [1.0, 0.5]


def test_a_read_only_session_can_use_every_tier(counted, alice, team):
    reader = Caller(workspace_id=alice.workspace_id, agent_id="reader", can_write=False)
    assert recall(counted, reader, "ERR_LEDGER_409", mode="deep").results[0].id == team["ledger"]
