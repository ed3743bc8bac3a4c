"""Checks a local model file before any worker is started for it.

A missing file, a file that is not GGUF, or a truncated download all get a
ModelFileError whose ``kind`` lets the UI translate the message and whose text
says what happened, why, and what to do.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from amdchat.gguf import GGUFError, GGUFHeader, read_local_header
from amdchat.i18n import Text, tr_noop

_SENTENCES = {
    "missing": tr_noop("messages", "{name}: the file does not exist. It may have been moved or "
                       "deleted; open it again."),
    "not_a_file": tr_noop("messages", "{name}: this is a folder, not a model file. Choose a "
                          ".gguf file."),
    "unreadable": tr_noop("messages", "{name}: the file cannot be read ({detail}). Check its "
                          "permissions."),
    "truncated": tr_noop("messages", "{name}: the file is incomplete ({detail}). The download "
                         "was probably cut short; download it again."),
    "not_gguf": tr_noop("messages", "{name}: this is not a usable GGUF model ({detail}). "
                        "amdchat runs .gguf files, as found on Hugging Face under 'GGUF'."),
}


class ModelFileError(Exception):
    def __init__(self, kind: str, path: Path, detail: str = "") -> None:
        self.kind = kind  # "missing" | "not_a_file" | "unreadable" | "not_gguf" | "truncated"
        self.path = path
        self.detail = detail
        self.text = Text("messages", _SENTENCES[kind], {"name": path.name, "detail": detail})
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


def check_model_file(path: Path) -> tuple[ModelSummary, GGUFHeader]:
    if not path.exists():
        raise ModelFileError("missing", path)
    if not path.is_file():
        raise ModelFileError("not_a_file", path)
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
        name=header.name or path.stem,
        quantization=header.quantization,
        parameters=header.parameter_count,
        context_length=header.context_length,
        layers=header.block_count,
        size_bytes=header.file_size,
        has_chat_template=bool(header.chat_template),
    )
    return summary, header
