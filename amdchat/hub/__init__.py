"""Hugging Face: search GGUF repos, list their quantizations, download them."""
