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
        return self.template.format(**{k: _as_english(v) for k, v in self.fields.items()})

    def as_dict(self) -> dict[str, object]:
        """For the worker protocol: the UI rebuilds it with Text(**d). A field that is a
        Text itself (a translatable word or reason inside a sentence) travels as such a
        dict too, so that the window translates it with the sentence (``nested``)."""
        fields = {k: v.as_dict() if isinstance(v, Text) else v for k, v in self.fields.items()}
        return {"context": self.context, "template": self.template, "fields": fields}


def _as_english(value: object) -> object:
    """A field as it goes into the English sentence: a Text as its own English."""
    found = nested(value)
    return str(found) if isinstance(found, Text) else value


def nested(value: object) -> object:
    """A field's value, a Text again where it travelled as Text.as_dict's dict."""
    if isinstance(value, dict) and set(value) == {"context", "template", "fields"}:
        return Text(**value)
    return value
