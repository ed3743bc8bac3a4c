"""Texts for people, written once in the Qt-free core and translated in the UI.

A core sentence is a ``Text``: an English template with named fields, marked
with ``tr_noop`` so that lupdate (told of it as QT_TRANSLATE_NOOP) extracts
it. The CLI prints ``str(text)``; the UI translates the template under its
context, then fills in the same fields. One home for each sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


def tr_noop(context: str, text: str) -> str:
    """Marks a text for translation without Qt; the UI translates it under ``context``."""
    del context
    return text


@dataclass(frozen=True)
class Text:
    context: str
    template: str  # English, with {named} fields
    fields: Mapping[str, object] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.template.format(**self.fields)

    def as_dict(self) -> dict[str, object]:
        """For the worker protocol: the UI rebuilds it with Text(**d). A field that is a
        Text itself (a translatable word inside a sentence) travels as its English."""
        fields = {k: str(v) if isinstance(v, Text) else v for k, v in self.fields.items()}
        return {"context": self.context, "template": self.template, "fields": fields}
