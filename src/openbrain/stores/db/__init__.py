"""The metadata store: SQLAlchemy tables, the engine, and the memory repository (MariaDB or SQLite)."""
