"""Translatable texts for what the core reports by kind.

The core (no Qt) reports errors with a ``kind`` and an English message; here
each kind gets a sentence that goes through Qt's translation, with the core's
English detail appended where it helps.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

# lupdate runs with -tr-function-alias translate+=_tr (scripts/update-translations.sh)
_tr = QCoreApplication.translate


def engine_error_text(event: dict[str, Any]) -> str:
    kind = str(event.get("kind", ""))
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
        return _tr("messages", "No model is loaded. Open a .gguf model first.")
    if kind.startswith("model_"):
        return model_file_text(kind.removeprefix("model_"), detail)
    return _tr("messages", "The engine reported an error.") + "\n" + detail


def model_file_text(kind: str, detail: str) -> str:
    texts = {
        "missing": _tr(
            "messages", "The model file does not exist. It may have been moved or deleted."
        ),
        "not_a_file": _tr("messages", "This is a folder, not a model file. Choose a .gguf file."),
        "unreadable": _tr("messages", "The model file cannot be read. Check its permissions."),
        "truncated": _tr(
            "messages",
            "The model file is incomplete: the download was probably cut short. Download it again.",
        ),
        "not_gguf": _tr("messages", "This is not a usable GGUF model. amdchat runs .gguf files."),
    }
    return texts.get(kind, _tr("messages", "The model file cannot be used.")) + "\n" + detail


def worker_died_text(how: str, cause: str = "") -> str:
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


def no_gpu_fallback_text(kind: str) -> str:
    return _tr(
        "messages",
        "The {backend} backend found no usable GPU, so amdchat uses the CPU backend "
        "instead (faster than {backend} without a GPU). Check the GPU driver, or pick a "
        "GPU in Settings > GPU device.",
    ).format(backend=kind)


def runs_on_text(runs_on: str) -> str:
    return {
        "gpu": _tr("messages", "GPU"),
        "partial": _tr("messages", "partly GPU, partly CPU"),
        "cpu": _tr("messages", "CPU only"),
    }.get(runs_on, runs_on)


def empty_reply_short() -> str:
    return _tr("messages", "empty reply")
