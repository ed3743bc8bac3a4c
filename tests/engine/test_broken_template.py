"""A model whose own chat template fails: the reply still comes, and the user is told why."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdchat.session.blocking import BlockingEngine
from amdchat.session.spec import ModelSpec


@pytest.mark.slow
def test_a_failing_template_falls_back_and_says_why(broken_template_model: Path) -> None:
    with BlockingEngine() as engine:
        loaded = engine.load(ModelSpec(broken_template_model, backend="cpu", n_ctx=512))
        assert loaded["template"] == "gemma", "the architecture's format stands in"
        assert "'undefined_fn' is undefined" in loaded["template_problem"]
        assert "Settings > Chat template" in loaded["template_problem"]
        done = engine.chat([{"role": "user", "content": "Name a colour."}],
                           {"temperature": 0.0, "max_tokens": 12, "seed": 3})
    assert done["reply"].strip(), "never a reply that silently stops"
    assert done["stats"]["template"] == "gemma"
    assert done["stats"]["template_problem_text"]["fields"]["name"] == "gemma"
