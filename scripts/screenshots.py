"""Screenshots of the whole screen (window manager's frame included) for one theme,
language and screen: the chat with code, the start page, Models, Diagnostics,
Benchmark and Settings.

Run by scripts/screenshots.sh, which starts Xvfb and openbox for each screen size;
by hand, on a display with a window manager:
    DISPLAY=:58 .venv/bin/python scripts/screenshots.py OUT_FOLDER light en
It writes OUT_FOLDER/<page>-<theme>-<language>-<width>x<height>.png. The app runs on a
private data folder (nothing of the user's is read or shown); no model is loaded, the
chat is one written into that folder's store. The GPU figures are a recorded RX 7900 XTX's
(tests/data/sysfs, AMDCHAT_SYSFS_ROOT) unless the environment names another tree.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

QUESTION = {
    "en": "Write a Python function that greets someone, then a haiku.",
    "ja": "誰かに挨拶する Python の関数を書いて、それから俳句をひとつ。",
}
REPLY = {
    "en": "Here is the function:",
    "ja": "関数はこちらです:",
}
CODE = '''
```python
def greet(name: str, times: int = 1) -> str:
    """Say hello to someone by name."""
    # one greeting per line, as many as asked for
    return "\\n".join(f"Hello, {name}!" for _ in range(times))
```
'''
HAIKU = {
    "en": "And the haiku, line by line:\nAn old silent pond\na frog jumps into the pond\n"
          "splash! Silence again.",
    "ja": "俳句は一行ずつ:\n古池や\n蛙飛び込む\n水の音",
}
TITLES = {
    "en": ["Trip to Kyoto: a three-day plan", "Why is my Vulkan build slow?",
           "Summarise the meeting notes"],
    "ja": ["京都旅行:三日間の計画", "Vulkan ビルドが遅い理由", "会議メモの要約"],
}
STATS = {"generation_tps": 41.3, "generated_tokens": 96, "ttft_ms": 120.0,
         "device": "Vulkan0 (AMD Radeon RX 7800 XT)"}


def seed(language: str) -> None:
    """A few conversations, the newest one a question answered with code."""
    from amdchat import paths
    from amdchat.chats.records import DONE
    from amdchat.chats.store import ChatStore

    store = ChatStore(paths.chats_db())
    for title in TITLES[language]:
        store.create_conversation(title)
    chat = store.create_conversation(QUESTION[language][:48])
    store.add_message(chat.id, "user", QUESTION[language])
    store.add_message(chat.id, "assistant", REPLY[language] + "\n" + CODE + "\n"
                      + HAIKU[language], DONE, STATS)
    store.close()


def settle(app, seconds: float) -> None:
    """Let the window lay itself out, paint, and the window manager frame it."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)


def main(folder: Path, theme: str, language: str) -> None:
    os.environ["AMDCHAT_HOME"] = tempfile.mkdtemp(prefix="amdchat-shots-")
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
    recorded = Path(__file__).resolve().parents[1] / "tests" / "data" / "sysfs" / "rdna3-rx7900xtx"
    if recorded.is_dir():
        os.environ.setdefault("AMDCHAT_SYSFS_ROOT", str(recorded))
    from PySide6.QtWidgets import QApplication

    from amdchat import paths
    from amdchat.config import Settings
    from amdchat.ui import translations
    from amdchat.ui.app import create_window

    settings = Settings.load(paths.settings_file())
    settings.set("theme", theme)
    settings.set("language", language)
    settings.set("backend", "cpu")
    settings.save()
    seed(language)
    app = QApplication(sys.argv[:1])
    app.setApplicationName("amdchat")
    kept = translations.install(app, language)  # noqa: F841 (the translators must live)
    window = create_window()
    window.keeps_geometry = False
    window.showMaximized()
    screen = app.primaryScreen()
    size = screen.size()
    tag = f"{theme}-{language}-{size.width()}x{size.height()}"

    def shot(page: str) -> None:
        settle(app, 1.2)
        screen.grabWindow(0).save(str(folder / f"{page}-{tag}.png"))

    shot("chat")
    window.open_conversation(0)
    shot("start")
    for page, tab in (("models", window.models_page), ("diagnostics", window.diagnostics_tab),
                      ("benchmark", window.benchmark_tab)):
        window.tabs.setCurrentWidget(tab)
        shot(page)
    window.tabs.setCurrentIndex(0)
    window.open_settings()
    shot("settings")
    window.close()
    window.store.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2], sys.argv[3])
