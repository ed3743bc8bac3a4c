"""What several commands share: the user's settings, a model file checked before a
worker starts for it, and what one `chat` reply asks (local or remote)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from amdchat.config import Settings
    from amdchat.engine.protocol import Message
    from amdchat.sampling import Sampling


def load_settings() -> Settings:
    """The user's settings; a problem found in the file is said on stderr (the app says it
    too at its next start: amdchat.unseen)."""
    from amdchat import paths
    from amdchat.config import Settings

    settings: Settings = Settings.load(paths.settings_file())
    if settings.load_problem:
        print(f"amdchat: {settings.load_problem}", file=sys.stderr)
    return settings


def usable_model_file(path: Path) -> bool:
    """Whether ``path`` looks like a GGUF model to load; when not, says why on stderr."""
    from amdchat.modelfile import ModelFileError, check_model_file

    try:
        check_model_file(path)
    except ModelFileError as exc:
        print(f"amdchat: {exc}", file=sys.stderr)
        return False
    return True


def chat_request(args: argparse.Namespace, settings: Settings
                 ) -> tuple[Sampling, list[Message]]:
    """One `chat` reply's sampling (the settings', --max-tokens, --seed and --temperature
    over them) and messages (the system prompt, if any, then --prompt)."""
    sampling = settings.sampling()
    for name in ("max_tokens", "seed", "temperature"):
        if getattr(args, name) is not None:
            sampling[name] = getattr(args, name)
    messages: list[Message] = []
    if settings["system_prompt"]:
        messages.append({"role": "system", "content": settings["system_prompt"]})
    messages.append({"role": "user", "content": args.prompt})
    return sampling, messages
