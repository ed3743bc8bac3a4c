"""The local OpenAI-compatible API server (Qt-free)."""
