"""Findings of a new user's walk through the window (issue 23), each as the user met it."""

from __future__ import annotations


def test_a_base_model_is_said_to_be_one_when_loaded(qtbot, loaded_window) -> None:
    """The test model has no chat template in its header (a base model): it got the
    architecture's format silently, and rambled."""
    notice = loaded_window.statusBar().currentMessage()
    assert "looks like a base model" in notice and "gemma3" in notice
    assert "looks like a base model" in loaded_window.live.notice.text()
