"""The stores: the database (the source of truth), the vector index and the embedders. They import the core only."""
