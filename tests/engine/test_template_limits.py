"""A model's chat template cannot exhaust the worker: time and size are bounded."""

from __future__ import annotations

import time
import tracemalloc

import pytest

from amdchat.engine import bounded_jinja, templates

CHAT: list[templates.Message] = [{"role": "user", "content": "Hello"}]


def render_hostile(source: str) -> tuple[templates.RenderedPrompt, float, int]:
    tracemalloc.start()
    started = time.perf_counter()
    try:
        prompt = templates.render(CHAT, "auto", architecture="gemma3", jinja_template=source)
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    return prompt, time.perf_counter() - started, peak


@pytest.mark.parametrize(("source", "why"), [
    ("{{ 'x' * 2000000000 }}", "it multiplies a sequence of 1 by 2,000,000,000"),
    ("{% set xs = [0] * 900000000 %}{{ xs | length }}", "multiplies a sequence of 1 by"),
    ("{{ 7 ** 100000000 }}", "it raises 7 to the power 100,000,000"),
    ("{% for i in range(100000) %}{% for j in range(100000) %}{{ 'word ' * 100 }}"
     "{% endfor %}{% endfor %}", "its output passed 4,194,304 characters"),
])
def test_a_costly_template_is_stopped_and_the_chat_goes_on(source: str, why: str) -> None:
    prompt, took, peak = render_hostile(source)
    assert took < 3.0 and peak < 64 * 1024 * 1024, (took, peak)
    assert prompt.template == "gemma" and "<start_of_turn>user\nHello" in prompt.text
    assert prompt.problem.startswith("This model's chat template did not finish: ")
    assert why in prompt.problem and "Settings > Chat template" in prompt.problem


def test_a_loop_that_writes_nothing_is_stopped_by_the_clock() -> None:
    source = "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}"
    template = templates._compile(source)
    started = time.perf_counter()
    with pytest.raises(bounded_jinja.TemplateTooCostly, match=r"ran for more than 0\.3 s"):
        bounded_jinja.render(template, {}, seconds=0.3)
    assert time.perf_counter() - started < 1.5


def test_the_bounds_leave_real_templates_alone() -> None:
    source = "{% for m in messages %}{{ m.content * 3 }}{% endfor %}{{ 2 ** 10 }}"
    assert templates.render_jinja(CHAT, source) == "HelloHelloHello1024"
