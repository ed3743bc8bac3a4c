"""Checks a local model file before any worker is started for it.

A missing file, a file that is not GGUF, or a truncated download all get a
ModelFileError whose ``kind`` lets the UI translate the message and whose text
says what happened, why, and what to do.
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from amdchat.gguf import GGUFError, GGUFHeader, read_local_header
from amdchat.i18n import Text, tr_noop

_SENTENCES = {
    "missing": tr_noop("messages", "{name}: the file does not exist. It may have been moved or "
                       "deleted; open it again."),
    "not_a_file": tr_noop("messages", "{name}: this is a folder, not a model file. Choose a "
                          ".gguf file."),
    "not_regular": tr_noop("messages", "{name}: this is not a regular file but {detail}, so it "
                           "cannot hold a model. Choose a .gguf file."),
    "link_loop": tr_noop("messages", "{name}: this is a symbolic link that leads back to itself, "
                         "so it names no file. Delete the link, or point it at a .gguf file."),
    "unreadable": tr_noop("messages", "{name}: the file cannot be read ({detail}). Check its "
                          "permissions."),
    "truncated": tr_noop("messages", "{name}: the file is incomplete ({detail}). The download "
                         "was probably cut short; download it again."),
    "not_gguf": tr_noop("messages", "{name}: this is not a usable GGUF model ({detail}). "
                        "amdchat runs .gguf files, as found on Hugging Face under 'GGUF'."),
}


class ModelFileError(Exception):
    def __init__(self, kind: str, path: Path, detail: str = "") -> None:
        # "missing" | "not_a_file" | "not_regular" | "link_loop" | "unreadable" | "not_gguf"
        # | "truncated"
        self.kind = kind
        self.path = path
        self.detail = detail
        self.text = Text("messages", _SENTENCES[kind],
                         {"name": shown_name(path.name), "detail": detail})
        super().__init__(str(self.text))


@dataclass(frozen=True)
class ModelSummary:
    path: Path
    architecture: str
    name: str
    quantization: str
    parameters: int
    context_length: int | None
    layers: int | None
    size_bytes: int
    has_chat_template: bool


def shown_name(name: str) -> str:
    """A file name as text: bytes that are not UTF-8 (kept by Python as lone surrogates,
    which no UTF-8 output can write) are shown as U+FFFD."""
    return os.fsencode(name).decode("utf-8", "replace")


_SPECIAL = ((stat.S_ISFIFO, "a pipe (FIFO)"), (stat.S_ISCHR, "a character device"),
            (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def _check_kind(path: Path) -> None:
    """Only a regular file is opened: a FIFO or a device would block the read or never end.
    Decided by stat (following links), never by opening."""
    try:
        info = path.stat()
    except FileNotFoundError:
        raise ModelFileError("missing", path) from None
    except PermissionError as exc:
        raise ModelFileError("unreadable", path, exc.strerror or str(exc)) from exc
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise ModelFileError("link_loop", path) from exc
        raise ModelFileError("unreadable", path, exc.strerror or str(exc)) from exc
    if stat.S_ISDIR(info.st_mode):
        raise ModelFileError("not_a_file", path)
    if not stat.S_ISREG(info.st_mode):
        what = next((name for test, name in _SPECIAL if test(info.st_mode)), "a special file")
        raise ModelFileError("not_regular", path, what)


def check_model_file(path: Path) -> tuple[ModelSummary, GGUFHeader]:
    _check_kind(path)
    try:
        header = read_local_header(path)
    except PermissionError as exc:
        raise ModelFileError("unreadable", path, exc.strerror or str(exc)) from exc
    except OSError as exc:
        raise ModelFileError("unreadable", path, str(exc)) from exc
    except GGUFError as exc:
        kind = "truncated" if "truncated" in str(exc) or "past the end" in str(exc) else "not_gguf"
        raise ModelFileError(kind, path, str(exc)) from exc
    if header.data_end > header.file_size:
        missing = header.data_end - header.file_size
        raise ModelFileError(
            "truncated", path,
            f"{header.file_size:,} bytes on disk, the header describes {header.data_end:,}; "
            f"{missing:,} bytes are missing")
    if not header.architecture:
        raise ModelFileError("not_gguf", path, "it names no general.architecture")
    summary = ModelSummary(
        path=path,
        architecture=header.architecture,
        name=header.name or shown_name(path.stem),
        quantization=header.quantization,
        parameters=header.parameter_count,
        context_length=header.context_length,
        layers=header.block_count,
        size_bytes=header.file_size,
        has_chat_template=bool(header.chat_template),
    )
    return summary, header
