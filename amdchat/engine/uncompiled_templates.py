"""Load a model without llama-cpp-python compiling its chat templates.

``Llama()`` builds a Jinja2ChatFormatter for every ``tokenizer.chat_template*`` in
the file, whatever ``chat_format`` or ``chat_handler`` it is given, and Jinja's
optimizer computes constant expressions while compiling: ``'x' * 2000000000`` cost
8 GB at load, before any bound of the app ran. amdchat never uses those formatters
(the worker renders the model's template itself, bounded: templates.py), so during
the load they are replaced by one that keeps the source and compiles nothing.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any, NoReturn


class _Uncompiled:
    """Stands in for llama_chat_format.Jinja2ChatFormatter: keeps, never compiles."""

    def __init__(self, template: str, *args: Any, **kwargs: Any) -> None:
        self.template = template

    def to_chat_handler(self) -> Any:
        def refuse(*args: Any, **kwargs: Any) -> NoReturn:
            raise RuntimeError("amdchat renders chat templates itself (bounded); "
                               "llama-cpp-python's chat handlers are not used")

        return refuse


@contextlib.contextmanager
def templates_left_uncompiled() -> Iterator[None]:
    from llama_cpp import llama_chat_format

    original = llama_chat_format.Jinja2ChatFormatter
    llama_chat_format.Jinja2ChatFormatter = _Uncompiled  # type: ignore[misc,assignment]
    try:
        yield
    finally:
        llama_chat_format.Jinja2ChatFormatter = original  # type: ignore[misc]
