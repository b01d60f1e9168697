"""brain_tokens: a kind (api or web), an expiry and a parent, for the web view's server-side sessions

Signing in to the web view with a bearer token makes a session of its own: a token of kind ``web`` that expires,
ends at sign-out, follows its parent token's revocation, and is refused on /v1 and /mcp (only ``api`` tokens are
bearer tokens there). The cookie holds that session, never the bearer token. `openbrain ui`'s token expires by
itself too, so a killed process leaves nothing valid behind.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from openbrain.stores.db.tables import UTCDateTime

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("brain_tokens") as batch:
        batch.add_column(sa.Column("kind", sa.String(16), nullable=False, server_default="api"))
        batch.add_column(sa.Column("expires_at", UTCDateTime(), nullable=True))
        batch.add_column(sa.Column("parent_id", sa.String(32), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("brain_tokens") as batch:
        batch.drop_column("parent_id")
        batch.drop_column("expires_at")
        batch.drop_column("kind")
