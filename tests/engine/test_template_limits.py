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


# Every way a template could build a huge value in one step, each at 1.5e9 characters
# (1.84 GB were measured for ljust before the sandbox measured them). The value is the
# name of the operation the notice must give.
BIG = 1_500_000_000
TRICKS: dict[str, tuple[str, str]] = {
    "ljust": (f"{{{{ 'x'.ljust({BIG}) }}}}", "str.ljust"),
    "rjust": (f"{{{{ 'x'.rjust({BIG}) }}}}", "str.rjust"),
    "center": (f"{{{{ 'x'.center({BIG}) }}}}", "str.center"),
    "zfill": (f"{{{{ 'x'.zfill({BIG}) }}}}", "str.zfill"),
    "expandtabs": (f"{{{{ ('\\t' * 1000).expandtabs({BIG // 1000}) }}}}", "str.expandtabs"),
    "percent width": (f"{{{{ '%{BIG}s' % 'x' }}}}", "a %-format"),
    "percent star": (f"{{{{ '%*s' % ({BIG}, 'x') }}}}", "a %-format"),
    "format width": (f"{{{{ '{{:{BIG}}}'.format('x') }}}}", "a str.format"),
    "format nested width": (f"{{{{ '{{:{{}}}}'.format('x', {BIG}) }}}}", "a str.format"),
    "format filter": (f"{{{{ '%{BIG}s' | format('x') }}}}", "the filter 'format'"),
    "center filter": (f"{{{{ 'x' | center({BIG}) }}}}", "the filter 'center'"),
    "indent filter": ("{{ ('x\\n' * 1000000) | indent(2000) }}", "the filter 'indent'"),
    "wordwrap filter": ("{{ ('x ' * 1000000) | wordwrap(1, wrapstring='y' * 4000) }}",
                        "the filter 'wordwrap'"),
    "join doubling": ("{% set a = 'x' * 4000000 %}{{ a.join(a) }}", "str.join"),
    "join filter": ("{% set a = 'x' * 4000000 %}{{ [a, a, a] | join }}", "the filter 'join'"),
    "replace": ("{% set a = 'x' * 4000000 %}{{ a.replace('x', a) }}", "str.replace"),
    "translate": ("{% set a = 'x' * 4000000 %}{{ a.translate({120: a}) }}", "str.translate"),
    "concat doubling": ("{% set a = 'x' * 4000000 %}{% set a = a ~ a %}{{ a | length }}",
                        "joining with '~'"),
    "plus doubling": ("{% set a = 'x' * 4000000 %}{% set a = a + a %}{{ a | length }}",
                      "joining two sequences"),
    "printed references": ("{% set a = 'x' * 4000000 %}{{ [a, a, a] }}", "a printed value"),
    "repeated references": ("{% set a = ['x' * 4000000] %}{{ (a * 1000) | length }}",
                            "a repeated sequence"),
    "tojson indent": ("{% set a = [[1, 2, 3]] * 1000 %}{{ a | tojson(indent=100000) }}",
                      "the filter 'tojson'"),
    "range": (f"{{{{ range({BIG}) | length }}}}", "Range too big"),
    "block set": ("{% set a = 'x' * 4000000 %}{% set b %}{% for i in range(1000) %}{{ a }}"
                  "{% endfor %}{% endset %}{{ b | length }}", "a block's output"),
    "macro": ("{% set a = 'x' * 4000000 %}{% macro m() %}{% for i in range(1000) %}{{ a }}"
              "{% endfor %}{% endmacro %}{{ m() | length }}", "a block's output"),
}

_CHILD = r"""
import json, re, sys
from pathlib import Path
from amdchat.engine import templates
outcomes = {}
for name, source in json.loads(sys.stdin.read()).items():
    prompt = templates.render([{"role": "user", "content": "Hello"}], "auto",
                              architecture="gemma3", jinja_template=source)
    outcomes[name] = [prompt.template, prompt.problem]
# this program's own peak (VmHWM starts again at exec; ru_maxrss keeps the forked
# parent's, a whole pytest run's)
status = Path("/proc/self/status").read_text()
peak = int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1)) * 1024
print(json.dumps({"peak": peak, "outcomes": outcomes}))
"""


def test_every_way_to_build_a_huge_string_is_refused_within_normal_memory() -> None:
    """All tricks in one child process: its peak memory covers every one of them."""
    import json
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True,
                            input=json.dumps({n: s for n, (s, _) in TRICKS.items()}),
                            timeout=120, check=True)
    report = json.loads(result.stdout)
    assert report["peak"] < 300 * 2**20, f"peak {report['peak'] / 2**20:.0f} MiB"
    for name, (_source, what) in TRICKS.items():
        template, problem = report["outcomes"][name]
        assert template == "gemma", (name, problem)
        assert what in problem and "Settings > Chat template" in problem, (name, problem)


def test_nothing_is_folded_while_compiling() -> None:
    """Jinja's optimizer would compute constant expressions (a filter on a literal)
    while compiling, outside the render's bounds."""
    started = time.perf_counter()
    templates._compile(f"{{{{ 'x' | center({BIG}) }}}}{{{{ '%{BIG}s' % 'x' }}}}")
    assert time.perf_counter() - started < 0.5


def test_real_formatting_still_works() -> None:
    source = ("{{ '%-6s|' % 'ab' }}{{ '{:>4}'.format(7) }}{{ 'a\\tb'.expandtabs(2) }}"
              "{{ ['x', 'y'] | join(', ') }}{{ 'a' ~ 'b' }}{{ 'ab'.replace('a', 'c') }}"
              "{{ [1] + [2] }}{{ 'x' | center(5) }}{{ {'a': 1} | tojson(indent=2) }}")
    assert templates.render_jinja(CHAT, source) == (
        'ab    |   7a b' 'x, y' 'ab' 'cb' '[1, 2]' '  x  ' '{\n  "a": 1\n}')
