"""Fill a HOME folder as a user's machine has it: models in the Hugging Face cache and in
LM Studio's folders, a Hugging Face token, and amdchat's own settings, chats and models.

Used by tests/hermetic_check.sh: the suite must pass with this HOME, since no test may
read it. Run with HOME (and no XDG_* or AMDCHAT_HOME) set to the folder to fill:
    HOME=/tmp/user python -m tests.helpers.fake_user_home
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

from amdchat import paths
from amdchat.chats.store import ChatStore
from amdchat.config import Settings
from tests.helpers.tiny_gguf import tiny_gguf


def hf_cache_model(hub: Path, repo: str, name: str) -> Path:
    """A file as huggingface_hub caches it: a blob, and a snapshot link to it."""
    folder = hub / f"models--{repo.replace('/', '--')}"
    made = tiny_gguf(folder / "incoming" / name, blocks=1, width=32)
    digest = hashlib.sha256(made.read_bytes()).hexdigest()
    blob = folder / "blobs" / digest
    blob.parent.mkdir(parents=True, exist_ok=True)
    made.rename(blob)
    (folder / "incoming").rmdir()
    revision = "0123456789abcdef0123456789abcdef01234567"
    (folder / "refs").mkdir(exist_ok=True)
    (folder / "refs" / "main").write_text(revision)
    snapshot = folder / "snapshots" / revision / name
    snapshot.parent.mkdir(parents=True)
    snapshot.symlink_to(os.path.relpath(blob, snapshot.parent))
    return snapshot


def main() -> int:
    if os.environ.get("AMDCHAT_HOME") or any(k.startswith("XDG_") for k in os.environ):
        print("run with HOME only: AMDCHAT_HOME and XDG_* must be unset", file=sys.stderr)
        return 2
    home = Path.home()
    hub = home / ".cache" / "huggingface" / "hub"
    in_hf = hf_cache_model(hub, "someone/user-model-GGUF", "user-model-Q8_0.gguf")
    (home / ".cache" / "huggingface" / "token").write_text("hf_notarealtokenofthisuser\n")
    for folder in (home / ".lmstudio" / "models" / "lmstudio-community" / "user-lms-GGUF",
                   home / ".cache" / "lm-studio" / "models" / "old" / "user-old-GGUF"):
        tiny_gguf(folder / f"{folder.name}-F32.gguf", blocks=1, width=32)
    tiny_gguf(paths.default_models_dir() / "user--own" / "user-own-F32.gguf", blocks=1, width=32)
    settings = Settings.load(paths.settings_file())
    for name, value in (("last_model", str(in_hf)), ("backend", "rocm"), ("gpu_device", 1),
                        ("gpu_layers", 7), ("context_length", 65536), ("temperature", 1.7),
                        ("max_tokens", 5), ("system_prompt", "Answer in French."),
                        ("hf_token", "hf_notarealtokenofthisuser")):
        settings.set(name, value)
    settings.save()
    store = ChatStore(paths.chats_db())
    chat = store.create_conversation("The user's own conversation")
    store.add_message(chat.id, "user", "A question the user asked")
    store.add_message(chat.id, "assistant", "An answer the user kept")
    store.close()
    print(home)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
