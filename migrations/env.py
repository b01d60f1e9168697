"""Alembic environment: runs on the connection OpenBrain hands over, or on the URL from the settings."""

from alembic import context
from sqlalchemy import create_engine

from openbrain.stores.db.tables import Base

target_metadata = Base.metadata


def run_migrations_online() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    from openbrain.core.config import Settings

    engine = create_engine(Settings().database_url)
    with engine.connect() as connection:
        _run(connection)
    engine.dispose()


def _run(connection) -> None:  # type: ignore[no-untyped-def]
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    raise SystemExit("OpenBrain migrations run online only: use `openbrain db upgrade`.")
run_migrations_online()
