"""Screenshots of a chat with code, in the light and the dark theme, for docs/screenshots.md.

Run under Xvfb, on a private data folder (nothing of the user's is read or shown):
    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshot_chat.py docs
It writes docs/chat-light.png and docs/chat-dark.png.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

REPLY = '''Here is the function:

```python
def greet(name: str, times: int = 1) -> str:
    """Say hello to someone by name."""
    # one greeting per line, as many as asked for
    return "\\n".join(f"Hello, {name}!" for _ in range(times))
```

And the haiku, line by line:
An old silent pond
a frog jumps into the pond
splash! Silence again.'''


def main(folder: Path) -> None:
    os.environ["AMDCHAT_HOME"] = tempfile.mkdtemp(prefix="amdchat-shots-")
    from PySide6.QtWidgets import QApplication

    from amdchat import paths
    from amdchat.chats.records import DONE
    from amdchat.chats.store import ChatStore
    from amdchat.config import Settings
    from amdchat.ui.app import create_window

    app = QApplication(sys.argv)
    store = ChatStore(paths.chats_db())
    chat = store.create_conversation("Greeting function and a haiku")
    store.add_message(chat.id, "user", "Write a Python function that greets someone, "
                                       "then a haiku.")
    reply = store.add_message(chat.id, "assistant", "A first version.", DONE,
                              {"generation_tps": 40.2, "generated_tokens": 31, "ttft_ms": 95.0,
                               "device": "Vulkan0 (AMD Radeon RX 7800 XT)"})
    store.new_variant(reply)  # regenerated once: the reply shows ‹ 2/2 ›
    reply.content, reply.status = REPLY, DONE
    reply.stats = {"generation_tps": 41.3, "generated_tokens": 96, "ttft_ms": 120.0,
                   "device": "Vulkan0 (AMD Radeon RX 7800 XT)"}
    store.update_message(reply)
    store.close()
    for theme in ("light", "dark"):
        settings = Settings.load(paths.settings_file())
        settings.set("theme", theme)
        settings.save()
        window = create_window()
        window.resize(1280, 780)
        window.show()
        for _ in range(50):
            app.processEvents()  # a script, not the app: let the window lay itself out
        window.chat_pane.transcript.show_actions(1)  # as when the mouse is over the reply
        app.processEvents()
        window.grab().save(str(folder / f"chat-{theme}.png"))
        window.close()
        window.store.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs"))
