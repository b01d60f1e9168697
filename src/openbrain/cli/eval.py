"""`openbrain eval DATASET.jsonl`: measure recall on a dataset, in a fresh temporary store."""

import shutil
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from openbrain.cli.shared import JsonOption, app, cli_errors, err, fail, load_settings, out, print_json
from openbrain.core.config import Settings
from openbrain.core.errors import InvalidInput
from openbrain.engine.evaluation import (
    CATEGORIES,
    KS,
    SYSTEMS,
    CountingEmbedder,
    EvalReport,
    ManualClock,
    evaluate,
    load_dataset,
    load_into,
)
from openbrain.engine.service import BrainService


@app.command("eval")
def eval_(
    dataset: Annotated[Path, typer.Argument(help="A dataset in the format of eval/README.md (JSON Lines).")],
    db_url: Annotated[
        str | None,
        typer.Option(help="A MariaDB server URL: the eval creates and drops a database of its own there."),
    ] = None,
    vectors: Annotated[str, typer.Option(help="edge (Qdrant Edge) or qdrant-local (qdrant-client local mode).")] = (
        "edge"
    ),
    group: Annotated[list[str] | None, typer.Option("--group", help="Only this group (repeat for several).")] = None,
    max_queries: Annotated[int | None, typer.Option(help="At most this many queries, spread over categories.")] = None,
    system: Annotated[
        list[str] | None, typer.Option("--system", help=f"Only this system (repeat): {', '.join(SYSTEMS)}.")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Load DATASET into a fresh temporary store and report recall@1/5/10 and MRR per retriever and tier."""
    from openbrain.core.logs import configure_logging

    settings = load_settings()
    configure_logging(settings)
    if vectors not in ("edge", "qdrant-local"):
        fail("--vectors must be edge or qdrant-local.")
    with cli_errors():
        data = load_dataset(dataset).only(group or (), max_queries)
        if not data.queries:
            raise InvalidInput("no query left: check --group.")
        with _temporary_store(settings, db_url, vectors) as (store, embedder, clock, database):
            loaded = load_into(store, data, clock)
            reports = evaluate(
                store,
                embedder,
                data,
                loaded,
                systems=system or SYSTEMS,
                progress=None
                if as_json
                else lambda name: err.print(f"running {name}...", highlight=False, soft_wrap=True),
            )
            report = EvalReport(
                dataset=dataset.name,
                memories=len(data.memories),
                queries=len(data.queries),
                groups=len({m.group for m in data.memories}),
                database=database,
                vectors=vectors,
                embedding=store.profile.key,
                load_seconds=round(loaded.seconds, 2),
                near_duplicates_on_load=loaded.near_duplicates,
                merged_on_load=loaded.merged,
                systems=reports,
            )
    if as_json:
        print_json(report)
        return
    _print(report)
    if any(r.overall.forbidden_returned for r in report.systems.values()):
        fail("a superseded memory was returned")


@contextmanager
def _temporary_store(
    settings: Settings, db_url: str | None, vectors: str
) -> Iterator[tuple[BrainService, CountingEmbedder, ManualClock, str]]:
    from openbrain.engine.evaluation import EPOCH
    from openbrain.stores.db.engine import Database
    from openbrain.stores.db.repository import MemoryRepository
    from openbrain.stores.embedding.factory import create_embedder
    from openbrain.stores.vectors.factory import create_index

    folder = Path(tempfile.mkdtemp(prefix="openbrain-eval-"))
    server = make_url(db_url) if db_url else None
    name = f"openbrain_eval_{uuid.uuid4().hex[:10]}"
    if server is not None:
        if server.get_backend_name() not in ("mysql", "mariadb"):
            shutil.rmtree(folder, ignore_errors=True)
            fail("--db-url must be a MariaDB URL (mysql+pymysql://...); the default is a SQLite file.")
        _server_sql(server, f"CREATE DATABASE `{name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin")
        url = server.set(database=name).render_as_string(hide_password=False)
    else:
        url = f"sqlite:///{folder / 'eval.db'}"
    vector_settings = {"backend": "edge"} if vectors == "edge" else {"backend": "qdrant", "path": ":memory:"}
    store_settings = settings.model_copy(
        update={
            "data_dir": folder,
            "db": settings.db.model_copy(update={"url": url}),
            "vectors": type(settings.vectors).model_validate(vector_settings),
        }
    )
    database = Database(url)
    index = create_index(store_settings)
    embedder = CountingEmbedder(create_embedder(settings))  # the user's model cache, not the temporary folder
    clock = ManualClock(EPOCH)
    service = BrainService(MemoryRepository(database), index, embedder, store_settings, clock=clock)
    try:
        database.upgrade()
        index.ensure_collection(service.profile)
        yield service, embedder, clock, "mariadb" if server is not None else "sqlite"
    finally:
        service.close()
        index.close()
        embedder.close()
        database.dispose()
        if server is not None:
            _server_sql(server, f"DROP DATABASE IF EXISTS `{name}`")
        shutil.rmtree(folder, ignore_errors=True)


def _server_sql(server, statement: str) -> None:  # type: ignore[no-untyped-def]
    engine = create_engine(server._replace(database=None))  # the server, no database (URL.set skips None)
    try:
        with engine.begin() as conn:
            conn.execute(text(statement))
    finally:
        engine.dispose()


def _print(report: EvalReport) -> None:
    out.print(
        f"{report.dataset}: {report.memories} memories, {report.queries} queries, {report.groups} groups "
        f"({report.database} + {report.vectors}, {report.embedding}); loaded in {report.load_seconds:.1f} s",
        highlight=False,
        soft_wrap=True,
    )
    table = Table(title="overall (top_k = 10)")
    table.add_column("system")
    for k in KS:
        table.add_column(f"R@{k}", justify="right")
    for name in ("MRR", "forbid", "decoy>", "embeds", "ms/q", "tiers"):
        table.add_column(name, justify="right")
    for name, r in report.systems.items():
        s = r.overall
        decoy = f"{s.decoy_above}/{s.decoy_queries}" if s.decoy_queries else "-"
        tiers = " ".join(f"{t[0]}{n}" for t, n in sorted(r.tiers.items())) or "-"
        table.add_row(
            name,
            *(f"{s.recall_at[k]:.3f}" for k in KS),
            f"{s.mrr:.3f}",
            str(s.forbidden_returned),
            decoy,
            str(r.embed_calls),
            f"{r.ms_per_query:.1f}",
            tiers,
        )
    out.print(table)
    seen = [c for r in report.systems.values() for c in r.categories]
    categories = [c for c in CATEGORIES if c in seen] + [c for c in dict.fromkeys(seen) if c not in CATEGORIES]
    per = Table(title="per category: recall@5 / MRR (tiers: q=quick s=semantic h=hybrid d=deep)")
    per.add_column("system")
    for c in categories:
        n = next(r.categories[c].queries for r in report.systems.values() if c in r.categories)
        per.add_column(f"{c[:5]} ({n})", justify="right")
    for name, r in report.systems.items():
        per.add_row(
            name,
            *(
                f"{r.categories[c].recall_at[5]:.2f}/{r.categories[c].mrr:.2f}" if c in r.categories else "-"
                for c in categories
            ),
        )
    out.print(per)
    if report.near_duplicates_on_load:
        err.print(f"near-duplicates stored anyway on load: {', '.join(report.near_duplicates_on_load)}", soft_wrap=True)
