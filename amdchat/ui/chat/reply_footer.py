"""The line under a reply: ‹ n/m › links to its alternatives, a note on how it ended
(stopped, interrupted, failed, cut at the length limit, the model's template failed) and
its speed. A failure the user did not cause is red; a stop they caused, or a limit
reached, is not.

Its texts keep the transcript's translation context ("TranscriptView"), whose they were.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QTextCharFormat, QTextCursor

from amdchat.chats.records import CANCELLED, DONE, FAILED, INTERRUPTED, StoredMessage
from amdchat.i18n import Text
from amdchat.ui import messages as texts
from amdchat.ui.theme import TranscriptColors

VARIANT_SCHEME = "amdchat-variant"  # amdchat-variant:<message index>/<-1 or 1>
_tr = QCoreApplication.translate


@dataclass(frozen=True)
class Footer:
    note: str
    kind: str  # how the note is coloured: "error", "warning" or "info"
    stats: str
    variant: int  # the alternative shown (0-based) ...
    variants: int  # ... of this many


def footer_of(message: StoredMessage, note: str = "") -> Footer | None:
    """The footer of an assistant's ``message`` (``note``, when given, as an error in
    place of the status's); None when there is nothing to show."""
    if message.role != "assistant":
        return None
    text, kind = (note, "error") if note else status_note(message)
    stats = stats_line(message)
    if not text and not stats and message.variants < 2:
        return None
    return Footer(text, kind, stats, message.variant, message.variants)


def insert_footer(cursor: QTextCursor, footer: Footer, index: int, colors: TranscriptColors,
                  point_size: float) -> None:
    """Write the footer of the message at ``index`` at the cursor (in its own block)."""
    small = QTextCharFormat()
    small.setForeground(colors.muted)
    small.setFontPointSize(max(point_size * 0.85, 7.0))
    if footer.variants > 1:
        _insert_variant_switch(cursor, footer, index, small, colors)
    if footer.note:
        shown = QTextCharFormat(small)
        shown.setForeground({"error": colors.problem, "warning": colors.warning,
                             "info": colors.muted}[footer.kind])
        cursor.insertText(footer.note, shown)
    if footer.stats:
        cursor.insertText((" · " if footer.note else "") + footer.stats, small)


def _insert_variant_switch(cursor: QTextCursor, footer: Footer, index: int,
                           small: QTextCharFormat, colors: TranscriptColors) -> None:
    """‹ n/m ›: which of the reply's alternatives is shown, and links to the others."""
    for step, arrow in ((-1, "‹"), (1, "›")):
        if step == 1:
            cursor.insertText(f" {footer.variant + 1}/{footer.variants} ", small)
        link = QTextCharFormat(small)
        link.setAnchor(True)
        link.setAnchorHref(f"{VARIANT_SCHEME}:{index}/{step}")
        link.setForeground(colors.link)
        link.setFontWeight(QFont.Weight.Bold)
        cursor.insertText(arrow, link)
    cursor.insertText("   ", small)


def status_note(message: StoredMessage) -> tuple[str, str]:
    """The note under a reply, and how it is coloured: "error" (red) only for a reply
    that failed or was cut off by a fault; a stop the user caused, or a length limit
    reached, is ordinary ("info", "warning")."""
    if message.status == CANCELLED:
        return {
            "switched_chat": _tr("TranscriptView", "[stopped: you opened another chat]"),
            "unloaded": _tr("TranscriptView", "[stopped: the model was unloaded]"),
            "app_closed": _tr("TranscriptView", "[stopped: the app was closed]"),
        }.get(str(message.stats.get("stopped_because", "")),
              _tr("TranscriptView", "[stopped by you]")), "info"
    if message.status == INTERRUPTED:
        return _tr("TranscriptView",
                   "[interrupted: the engine stopped; partial reply kept]"), "error"
    if message.status == FAILED:
        return _tr("TranscriptView", "[failed: {reason}]").format(
            reason=message.stats.get("error", _tr("TranscriptView", "no reply"))), "error"
    notes = []
    problem = message.stats.get("template_problem_text")
    if isinstance(problem, dict):  # the model's own chat template failed: say so here
        notes.append(texts.translated(Text(**problem)))
    if message.status == DONE and message.stats.get("finish_reason") == "length":
        notes.append(_tr("TranscriptView",
                         "[stopped: the reply reached its length limit (max tokens)]"))
    return " · ".join(notes), "warning"


def stats_line(message: StoredMessage) -> str:
    """Speed, tokens, time to the first token and where it ran; "" before any figure."""
    stats = message.stats
    if "generation_tps" not in stats:
        return ""
    where = stats.get("device") or ""
    return _tr("TranscriptView",
               "{tps:.1f} tok/s · {n} tokens · first token {ttft:.0f} ms · {where}").format(
        tps=stats["generation_tps"], n=stats.get("generated_tokens", 0),
        ttft=stats.get("ttft_ms", 0.0), where=where)
