"""The engine: BrainService, the facade, and its pipelines (remember, recall, context, capture, lifecycle)."""
