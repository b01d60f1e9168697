"""Recall tiers, fusion in the index, explain, per-workspace word statistics, near-duplicates and version history,
through the real service (SQLite and MariaDB, Qdrant Edge and qdrant-client local mode, the real local model)."""

import pytest
from sqlalchemy import update

from openbrain.core.errors import InvalidInput, Unavailable
from openbrain.core.facts import identifiers
from openbrain.core.models import Caller
from openbrain.engine.evaluation import CountingEmbedder
from openbrain.stores.db.fulltext import mariadb_against, sqlite_match
from openbrain.stores.db.tables import MemoryRow

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


def test_quick_recall_returns_only_what_its_words_matched(counted, alice, team):
    result = recall(counted, alice, "ERR_LEDGER_409", mode="quick", top_k=3)
    assert [hit.id for hit in result.results] == [team["ledger"]]  # no unrelated recent memories padding it out
    assert result.results[0].score > 0
    assert recall(counted, alice, "the of and", mode="quick").results == []  # stop words alone match nothing


class CountingIndex:
    """The service's index, counting the engine queries recall sends."""

    def __init__(self, inner):
        self.inner = inner
        self.queries = []

    def query(self, profile, query):
        self.queries.append(query)
        return self.inner.query(profile, query)

    def __getattr__(self, name):
        return getattr(self.inner, name)


@pytest.mark.parametrize("mode", ["quick", "semantic", "hybrid", "deep"])
def test_every_tier_sends_one_engine_query_and_no_word_search_to_the_database(counted, alice, team, mode):
    counted.index = index = CountingIndex(counted.index)
    asked = []
    lexical = counted.repository.lexical_search
    counted.repository.lexical_search = lambda *a, **kw: asked.append(a) or lexical(*a, **kw)
    try:
        result = recall(counted, alice, "why did postgres run out of connections?", mode=mode)
    finally:
        del counted.repository.lexical_search
    assert len(index.queries) == 1 and asked == []
    assert result.results[0].id == team["pool"] and not result.degraded
    sent = index.queries[0]
    assert (sent.vector is None) == (mode == "quick") and (sent.text is None) == (mode == "semantic")


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
    for hit in result.results:
        assert hit.explain.fusion == "dense" and hit.explain.word_rank is None and hit.explain.bm25 is None
        assert hit.explain.fused == pytest.approx(hit.explain.cosine, abs=1e-5)


def test_hybrid_explain_gives_each_sides_rank_and_score_parts_that_multiply_to_the_score(counted, alice, team):
    result = recall(counted, alice, "PAY-1432 postgres connections", mode="hybrid", explain=True)
    top = result.results[0]
    assert top.id == team["pool"]
    parts = top.explain
    assert parts.fusion == "minmax" and parts.dense_rank == 1 and parts.word_rank == 1
    assert parts.cosine > 0 and parts.bm25 > 0
    assert parts.fused == pytest.approx(1.0, abs=1e-5)  # first on both sides and best on every term: the top
    for hit in result.results[1:]:  # each side scaled over its own candidates, summed over the weights: 0..1
        assert 0.0 <= hit.explain.fused < 1.0
    assert top.score == pytest.approx(parts.fused * parts.confidence * parts.recency * parts.access, abs=1e-5)
    assert recall(counted, alice, "PAY-1432", mode="hybrid").results[0].explain is None  # only when asked
    plain = recall(counted, alice, "PAY-1432 postgres connections", mode="hybrid")
    assert [h.id for h in plain.results] == [h.id for h in result.results]  # explain never changes the order


def test_rrf_stays_available_as_a_setting_and_says_so_in_explain(counted, alice, team):
    counted.settings.recall.fusion = "rrf"
    try:
        parts = recall(counted, alice, "PAY-1432 postgres connections", mode="hybrid", explain=True).results[0].explain
    finally:
        counted.settings.recall.fusion = "minmax"
    k = counted.settings.recall.rrf_k
    assert parts.fusion == "rrf" and parts.fused == pytest.approx(2 / k, abs=1e-5)  # 1 / (k + 0), twice


def test_another_workspaces_words_move_no_score_explain_value_or_rank(counted, alice, mallory, team):
    """IDF is computed over the caller's workspace only: mallory writing ledger words changes nothing for alice."""

    def snapshot():
        out = {}
        for mode in ("quick", "hybrid"):
            hits = recall(counted, alice, "ledger posting race retry", mode=mode, explain=True, top_k=5).results
            out[mode] = [(h.id, h.score, h.explain.bm25, h.explain.word_rank, h.explain.fused) for h in hits]
        return out

    before = snapshot()
    for n in range(25):
        remember(counted, mallory, f"Ledger posting race number {n}: retry the ledger posting, ledger again.")
        remember(counted, mallory, f"Unrelated note {n} about gardening and tomatoes.")
    assert snapshot() == before
    # The same words written into alice's own workspace do move her scores (the check can fail).
    remember(counted, alice, "Ledger posting race: retry the ledger posting once more, ledger ledger.")
    assert snapshot() != before


def test_filters_hold_on_both_the_word_and_the_vector_side(counted, alice, team):
    for mode in ("quick", "semantic", "hybrid", "deep", "auto"):
        hits = recall(counted, alice, "ERR_LEDGER_409 retry", mode=mode, filter={"project": "billing"}).results
        assert {hit.project for hit in hits} <= {"billing"}, mode
        assert hits or mode == "quick", mode  # quick: no billing memory has these words, and it pads with nothing


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


def test_deep_recall_shows_each_results_version_history(counted, alice):
    v1 = remember(counted, alice, "Nightly exports run on the legacy box oradb-7 (ticket EXP-311).", "architecture")
    v2 = remember(
        counted,
        alice,
        "Nightly exports moved to the managed warehouse; the old host is retired.",
        "architecture",
        supersedes=v1.id,
    )
    remember(counted, alice, DEPLOY, "decision")
    result = recall(counted, alice, "where do the nightly exports run?", mode="deep")
    assert result.tier == "deep"
    top = result.results[0]
    assert top.id == v2.id
    assert [old.id for old in top.history] == [v1.id]
    assert top.history[0].deleted_reason == f"superseded by {v2.id}"
    hybrid = recall(counted, alice, "where do the nightly exports run?", mode="hybrid").results
    assert all(hit.history is None for hit in hybrid)


def test_index_down_degrades_every_tier_to_the_databases_word_search(counted, alice, team):
    counted.index.close()
    for mode in ("quick", "semantic", "hybrid", "deep", "auto"):
        result = recall(counted, alice, "ledger posting race", mode=mode, explain=True)
        assert result.degraded and result.results[0].id == team["ledger"], mode
        assert "database's word search" in result.message and result.results[0].explain.fusion == "database"


def test_embedder_down_degrades_to_the_databases_words_which_also_find_memories_stored_meanwhile(counted, alice, team):
    class Down:
        profile = counted.embedder.profile

        def embed_query(self, text):
            raise Unavailable("The embedding model is unavailable.")

    counted.embedder = Down()
    for mode in ("semantic", "hybrid", "deep"):
        result = recall(counted, alice, "ledger posting race", mode=mode, explain=True)
        assert result.degraded and result.results[0].id == team["ledger"], mode
        assert "meaning is unavailable" in result.message and result.results[0].explain.fusion == "database"


def test_memories_the_index_has_not_caught_up_with_are_found_by_words_and_merged_by_rank(counted, alice, team):
    counted.index.delete(counted.profile, [team["ledger"]])  # as if its upsert had failed: the row waits, no point
    counted.repository.clear_indexed([team["ledger"], team["pool"]])  # pool is re-queued but keeps its point
    for mode in ("quick", "hybrid", "deep", "auto"):
        result = recall(counted, alice, "ledger posting race", mode=mode, explain=True)
        ids = [hit.id for hit in result.results]
        assert not result.degraded and len(ids) == len(set(ids)) and "not in the vector index yet" in result.message
        # Its word rank among waiting memories is 1: it goes right after the engine's first (words alone: first).
        assert ids.index(team["ledger"]) == (0 if mode == "quick" else 1), mode
        explain = result.results[ids.index(team["ledger"])].explain
        assert explain.fusion == "database" and explain.word_rank == 1 and explain.dense_rank is None
    semantic = recall(counted, alice, "ledger posting race", mode="semantic")
    assert team["ledger"] not in [hit.id for hit in semantic.results]  # no vector, so nothing to match by meaning
    pool = recall(counted, alice, "postgres connections pgxpool", mode="hybrid", explain=True).results[0]
    assert pool.id == team["pool"] and pool.explain.fusion != "database"  # its point answered: no second copy
    assert counted.reconcile().indexed == 2
    healed = recall(counted, alice, "ledger posting race", mode="hybrid", explain=True)
    assert healed.message is None and healed.results[0].explain.fusion == "minmax"


# -- near-duplicates ------------------------------------------------------------------------------------------


def test_a_near_copy_is_answered_with_the_existing_memory_and_a_hint_to_supersede(counted, alice):
    first = remember(counted, alice, DEPLOY, "decision", project="billing")
    copy = remember(
        counted, alice, DEPLOY.replace("; never", ". Never"), "decision", project="billing", tags=["deploy"]
    )
    assert copy.duplicate and copy.near_duplicate and not copy.stored and copy.id == first.id
    assert counted.settings.recall.near_duplicate_threshold <= copy.similarity <= 1.0
    assert copy.message.startswith("Not stored:")
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


def test_the_same_content_stored_by_another_writer_since_the_exact_check_is_answered_as_a_duplicate(
    counted, alice, monkeypatch
):
    """Two replicas remember the same text at once: B's exact check ran before A's commit, then B's near-duplicate
    search finds A's point. B's answer is A's memory as an exact duplicate, not a near-duplicate refusal."""
    first = remember(counted, alice, DEPLOY, "decision", project="billing")
    monkeypatch.setattr(counted.repository, "find_duplicate", lambda *args, **kwargs: None)  # the check ran early
    again = remember(counted, alice, DEPLOY, "decision", project="billing")
    assert again.duplicate and again.id == first.id and again.stored and not again.near_duplicate
    assert "Already stored" in again.message and "nearly the same" not in again.message


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


@pytest.mark.parametrize(
    "first, second",
    [
        (
            "Error ERR_PAYMENT_4021 means the card issuer declined the charge.",
            "Error ERR_PAYMENT_4022 means the card issuer declined the charge.",
        ),
        (
            "Build 1234 failed on main because the cache was cold.",
            "Build 1235 failed on main because the cache was cold.",
        ),
        ("Alice owns the rollout of the new checkout flow.", "Bob owns the rollout of the new checkout flow."),
        ("The billing freeze starts on 2026-12-18 at noon.", "The billing freeze starts on 2026-12-21 at noon."),
        ("The billing freeze starts in March for two weeks.", "The billing freeze starts in April for two weeks."),
    ],
)
def test_a_nearly_identical_memory_that_states_another_fact_is_stored(counted, alice, first, second):
    earlier = remember(counted, alice, first, "observation", project="ops")
    later = remember(counted, alice, second, "observation", project="ops")
    assert later.stored and not later.duplicate and later.id != earlier.id
    found = recall(counted, alice, second, mode="hybrid").results
    assert found[0].id == later.id  # recall of the new fact finds it, not the older neighbour


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
    from openbrain.core.errors import NotFound

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


def test_confidence_scales_the_fused_score_and_is_neutral_at_the_default():
    from datetime import UTC, datetime
    from types import SimpleNamespace
    from uuid import uuid4

    from openbrain.core.config import RecallSettings
    from openbrain.engine.recall import apply_signals, ranking
    from openbrain.stores.vectors.base import IndexAnswer, VectorHit

    a, b = uuid4(), uuid4()
    found = ranking("rrf", IndexAnswer([VectorHit(a, 0.5), VectorHit(b, 0.49)]))
    now = datetime(2026, 1, 1, tzinfo=UTC)
    row = lambda c: SimpleNamespace(type="bug", confidence=c, created_at=now, access_count=0)  # noqa: E731
    apply_signals(found, {a: row(0.8), b: row(1.0)}, now=now, settings=RecallSettings())
    assert found.candidates[a].score == pytest.approx(0.5)  # 0.8 is neutral
    assert found.candidates[b].score == pytest.approx(0.49 * 1.04)
    assert [c.id for c in found.ranked()] == [b, a]


def test_equal_fused_scores_go_to_the_better_side_rank_then_the_newer_memory_whatever_the_ids():
    from datetime import UTC, datetime, timedelta
    from types import SimpleNamespace
    from uuid import UUID

    from openbrain.core.config import RecallSettings
    from openbrain.engine.recall import apply_signals, ranking
    from openbrain.stores.vectors.base import IndexAnswer, VectorHit

    old, new, deep = UUID(int=1), UUID(int=2), UUID(int=3)  # ids that would order them the other way
    dense = [VectorHit(old, 0.9), VectorHit(deep, 0.5), VectorHit(UUID(int=9), 0.1)]
    words = [VectorHit(new, 7.0), VectorHit(UUID(int=8), 1.0)]
    # old: first by meaning only; new: first by words only: 1.0 each. deep: 0.5 scaled, second by meaning.
    found = ranking("minmax", IndexAnswer([VectorHit(old, 1.0), VectorHit(new, 1.0)], dense=dense, words=words))
    now = datetime(2026, 1, 1, tzinfo=UTC)
    row = lambda at: SimpleNamespace(type="bug", confidence=0.8, created_at=at, access_count=0)  # noqa: E731
    apply_signals(found, {old: row(now - timedelta(days=3)), new: row(now)}, now=now, settings=RecallSettings())
    assert [c.id for c in found.ranked()] == [new, old]
    found.candidates[new].dense_rank = None
    found.candidates[new].word_rank = 2  # a worse best rank loses the tie, however new
    assert [c.id for c in found.ranked()] == [old, new]


CACHING = [  # one topic, so that every note is a candidate of every question below; confidences 0 to 1
    ("Redis caches the product catalogue for five minutes; the API reads it before Postgres.", 0.0),
    ("The catalogue cache in Redis is warmed by the nightly import job before traffic rises.", 1.0),
    ("Redis keys for the catalogue cache start with cat: and carry the locale, e.g. cat:nl:sku-19.", 0.3),
    ("When Redis is down the catalogue falls back to Postgres and pages slow to about 900 ms.", 1.0),
    ("We evict the catalogue cache in Redis after a price change through the pricing webhook.", 0.1),
    ("The Redis instance for caches is a managed one; its memory limit is 2 GB with allkeys-lru.", 0.9),
    ("Session data is not cached in Redis: it lives in signed cookies.", 0.5),
    ("Cache hit rate of the catalogue in Redis is on the Grafana board 'storefront'.", 1.0),
    ("A stale catalogue cache once showed old prices for an hour; the webhook had failed silently.", 0.0),
]


def test_a_short_answer_is_the_head_of_a_longer_one_whatever_the_confidences(counted, alice, clock):
    """Recall reads the rows of the candidates that can still reach top_k, not of the whole pool: a memory below
    top_k by fusion that its confidence lifts into it must be read, and one forgotten behind the index's back
    must make room for the next."""
    ids = []
    for content, confidence in CACHING:
        ids.append(remember(counted, alice, content, confidence=confidence).id)
        clock.advance(60)
    questions = ["how long does redis cache the catalogue", "what happens when redis is down", "catalogue cache"]
    lifted = 0
    for question in questions:
        full = recall(counted, alice, question, mode="hybrid", top_k=7, explain=True).results
        by_fusion = sorted(full, key=lambda hit: -hit.explain.fused)
        lifted += [hit.id for hit in full] != [hit.id for hit in by_fusion]
        for top_k in range(1, 7):
            short = recall(counted, alice, question, mode="hybrid", top_k=top_k).results
            assert [hit.id for hit in short] == [hit.id for hit in full[:top_k]], (question, top_k)
    assert lifted  # the confidences reorder some answer, so the test above can fail
    # Far ahead of the rest (fused 1.0 against 0.17), so that it alone is read first for top_k 1.
    first = recall(counted, alice, "grafana board of the cache hit rate", mode="hybrid", top_k=2).results
    with counted.repository.db.writing() as session:  # forgotten in the table only, its point left in the index
        session.execute(update(MemoryRow).where(MemoryRow.id == first[0].id).values(deleted_at=clock()))
    again = recall(counted, alice, "grafana board of the cache hit rate", mode="hybrid", top_k=1).results
    assert [hit.id for hit in again] == [first[1].id]


def test_a_read_only_session_can_use_every_tier(counted, alice, team):
    reader = Caller(workspace_id=alice.workspace_id, agent_id="reader", can_write=False)
    assert recall(counted, reader, "ERR_LEDGER_409", mode="deep").results[0].id == team["ledger"]


def test_each_result_carries_a_relevance_comparable_between_queries_and_null_without_meaning(counted, alice, team):
    hybrid = recall(counted, alice, "how do we ship billing to production?", mode="hybrid", explain=True)
    top = hybrid.results[0]
    assert top.id == team["deploy"] and 0.3 < top.relevance <= 1.0
    for hit in hybrid.results:  # the cosine of the meaning side, clamped to 0..1; rank order is the score's
        assert hit.relevance is None or hit.relevance == pytest.approx(max(hit.explain.cosine, 0.0), abs=1e-4)
    semantic = recall(counted, alice, "how do we ship billing to production?", mode="semantic")
    assert semantic.results[0].relevance == pytest.approx(top.relevance, abs=1e-4)  # the same number, any mode
    assert all(hit.relevance is None for hit in recall(counted, alice, "ERR_LEDGER_409", mode="quick").results)


def test_min_score_leaves_out_what_is_less_relevant_and_quick_refuses_it(counted, alice, team):
    everything = recall(counted, alice, "how do we ship billing to production?", mode="hybrid", top_k=5)
    cut = sorted(hit.relevance for hit in everything.results if hit.relevance is not None)[-2]  # the second best
    kept = recall(counted, alice, "how do we ship billing to production?", mode="hybrid", top_k=5, min_score=cut)
    assert kept.results and all(hit.relevance >= cut for hit in kept.results)
    assert len(kept.results) < len(everything.results)
    with pytest.raises(InvalidInput, match="min_score"):
        recall(counted, alice, "ERR_LEDGER_409", mode="quick", min_score=0.3)


def test_auto_says_nothing_relevant_instead_of_padding_when_even_the_best_is_below_the_floor(counted, alice, team):
    off_topic = "a recipe for banana bread with walnuts and brown sugar"
    padded = recall(counted, alice, off_topic, mode="hybrid")
    floor = counted.settings.recall.relevance_floor
    assert padded.results and max(hit.relevance for hit in padded.results) < floor  # the closest, about nothing
    auto = recall(counted, alice, off_topic)
    assert auto.results == [] and auto.message.startswith("Nothing relevant")
    assert alice.workspace_id in auto.message and "below the floor" in auto.message
    on_topic = recall(counted, alice, "how do we ship billing to production?")
    assert on_topic.results[0].id == team["deploy"] and on_topic.message is None  # the floor is no filter per result


# -- everyday questions (issue 32) --------------------------------------------------------------------------------

CONVENTIONS = [
    "We use PostgreSQL 16 for the shop because orders and stock need one transaction.",
    "Money is always an integer number of cents; we never use floats for amounts.",
    "We lint Python with ruff; CI fails on any warning, so run ruff check before you push.",
    "Branch names are <ticket>-<short-slug>, for example SHOP-412-refund-email.",
    "Every pull request needs one approving review before it merges.",
    "Secrets live in AWS Secrets Manager; never put one in the repository.",
    "Store every timestamp in UTC; convert to the user's zone only in the templates.",
    "Tests run with pytest; a new feature comes with its tests in the same pull request.",
]


def test_a_common_word_never_outranks_meaning_and_a_noun_finds_its_verb(service, alice):
    """The issue's trial: "which linter do we use" matched "use" in the PostgreSQL note by words, and the fusion
    gave that one common word a full side's weight; the ruff note (first by meaning) came third."""
    ids = [remember(service, alice, text, "convention", project="shop").id for text in CONVENTIONS]
    result = recall(service, alice, "which linter do we use", explain=True)
    assert result.results[0].id == ids[2]
    assert result.results[0].explain.word_rank == 1  # "linter" meets "lint" now
    database = recall(service, alice, "which database do we use and why?")
    assert database.results[0].id == ids[0]


def test_auto_answers_below_the_relevance_floor_when_the_words_match_and_says_how_much_they_matched(
    counted, alice, team
):
    """The floor quiets a question only when neither side found anything: meaning below relevance_floor and the
    best word match under words_floor of what the question's words could score."""
    recall_settings = counted.settings.recall
    try:
        recall_settings.relevance_floor = 0.99  # every memory is below it by meaning
        words = recall(counted, alice, "refund handler postgres connections")
        assert words.results[0].id == team["pool"]  # all its words match: answered anyway
        half = recall(counted, alice, "refund recipe banana walnut sugar")  # one word of five matches
        assert half.results == [] and "below the floor 0.99 and its best word match holds" in half.message
        recall_settings.words_floor = 1.0  # the relevance floor alone decides
        assert recall(counted, alice, "refund handler postgres connections").results == []
    finally:
        recall_settings.relevance_floor, recall_settings.words_floor = 0.15, 0.5
