"""Translatable texts for what the core reports by kind.

The core (no Qt) reports errors with a ``kind`` and an English message; here
each kind gets a sentence that goes through Qt's translation, with the core's
English detail appended where it helps.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from amdchat.engine import protocol
from amdchat.i18n import Text, nested
from amdchat.modelfile import ModelFileError
from amdchat.session.spec import Notice

# lupdate runs with -tr-function-alias translate+=_tr (scripts/update-translations.sh)
_tr = QCoreApplication.translate


def engine_error_text(event: protocol.ErrorEvent) -> str:
    kind = str(event.get("kind", ""))
    if isinstance(event.get("text"), dict):  # a core sentence, with its fields
        return translated(Text(**event["text"]))
    detail = str(event.get("message", ""))
    if kind == "unknown_architecture":
        return _tr(
            "messages",
            "This model's architecture ({arch}) is not supported by the llama.cpp build "
            "in use. Update amdchat, or pick a model of a supported architecture.",
        ).format(arch=event.get("detail", "?"))
    if kind == "out_of_memory":
        return (
            _tr(
                "messages",
                "Not enough memory to load this model. Lower the GPU layers or the context "
                "length in Settings, or pick a smaller quantization.",
            )
            + "\n"
            + detail
        )
    if kind == "too_long":
        return (
            _tr("messages", "The conversation does not fit in the context window.") + "\n" + detail
        )
    if kind in ("rocm_unsupported", "backend_unavailable"):
        return _tr("messages", "The chosen backend cannot run the model here.") + "\n" + detail
    if kind == "no_model":
        return translated(protocol.NO_MODEL)
    return _tr("messages", "The engine reported an error.") + "\n" + detail


def translated(text: Text) -> str:
    """A core sentence in the user's language (see amdchat.i18n); a field that is a Text
    itself ("integrated", "not recorded") is translated too."""
    fields = {k: translated(f) if isinstance(f := nested(v), Text) else v
              for k, v in text.fields.items()}
    return _tr(text.context, text.template).format(**fields)


def model_file_text(error: ModelFileError) -> str:
    return translated(error.text)


def worker_died_text(how: str, cause: str = "", said: protocol.TextDict | None = None
                     ) -> str:
    """``said``: the session's own sentence for the death (a remote computer dropped)."""
    if isinstance(said, dict):
        from amdchat.session.remote_placing import DROPPED_USER_CHOOSES
        from amdchat.ui.chat.drop_offer import dropped_banner

        if said.get("template") == DROPPED_USER_CHOOSES:  # the offer's buttons say what now
            return dropped_banner(said.get("fields") or {})
        return translated(Text(**said))
    text = _tr(
        "messages",
        "The engine process stopped unexpectedly ({how}). Any partial reply was kept. "
        "The next message starts a fresh engine and reloads the model.",
    ).format(how=how)
    if cause:
        text += "\n" + _tr("messages", "Its last words: {cause}").format(cause=cause)
    return text


def empty_reply_text() -> str:
    return _tr(
        "messages",
        "The model replied with nothing. Its prompt format may not fit: choose another "
        "chat template in Settings.",
    )


def notice_text(notice: Notice) -> str:
    return translated(notice.text)


def runs_on_text(runs_on: str) -> str:
    return {
        "gpu": _tr("messages", "GPU"),
        "partial": _tr("messages", "partly GPU, partly CPU"),
        "cpu": _tr("messages", "CPU only"),
    }.get(runs_on, runs_on)


def empty_reply_short() -> str:
    return _tr("messages", "empty reply")


def base_model_text(architecture: str) -> str:
    """A GGUF without a chat template is most often a base model: it continues text
    rather than answering, whatever format it is given."""
    return _tr("MainWindow",
               "This looks like a base model, not made for chat: its file has no chat "
               "template, so the {architecture} format is used and replies may ramble "
               "or go on with your text. For chatting, choose an instruct or chat "
               "version (names with \"it\", \"Instruct\" or \"Chat\").").format(
        architecture=architecture or "?")
