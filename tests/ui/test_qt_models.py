"""Every QAbstractItemModel of the app passes Qt's own model checks, with rows in it."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

from amdchat.chats.store import ChatStore
from amdchat.hub.api import RepoSummary
from amdchat.hub.quants import Quant, RemoteFile
from amdchat.hub.queue import DownloadItem
from amdchat.library import LocalModel
from amdchat.modelfile import check_model_file
from amdchat.ui.chat.conversation_list import ConversationListModel
from amdchat.ui.models.table_models import (
    DownloadListModel,
    LibraryModel,
    QuantTableModel,
    SearchResultsModel,
)


def test_conversation_list_model(qtmodeltester, tmp_path: Path) -> None:
    store = ChatStore(tmp_path / "c.db")
    for title in ("one", "two", "three"):
        store.create_conversation(title)
    model = ConversationListModel(store)
    qtmodeltester.check(model)
    model.set_search("t")
    qtmodeltester.check(model)
    assert model.rowCount() == 2
    store.close()


def test_table_models(qtmodeltester, model_path: Path, not_gguf_file: Path) -> None:
    results = SearchResultsModel()
    results.set_rows([RepoSummary("a/b", "a", 10, 2, datetime.datetime(2026, 1, 1), "mit",
                                  "llama", 8_000_000_000, False)])
    qtmodeltester.check(results)
    assert results.index(0, 6).data() == "llama" and results.index(0, 7).data() == "8.0B"
    quants = QuantTableModel()
    quants.set_rows([Quant("Q4_K_M", [RemoteFile("x-Q4_K_M.gguf", 5 * 1024**3)]),
                     Quant("F16", [RemoteFile("mmproj.gguf", 1000)], is_mmproj=True)])
    qtmodeltester.check(quants)
    assert quants.index(0, 1).data() == "5.00 GiB"
    downloads = DownloadListModel()
    downloads.set_rows([DownloadItem(1, "a/b", "Q4_K_M", [{"path": "x", "size": 400}], done=100)])
    qtmodeltester.check(downloads)
    assert downloads.index(0, 2).data() == "25 %"
    summary, _ = check_model_file(model_path)
    library = LibraryModel()
    library.set_rows([LocalModel(model_path, "amdchat", summary),
                      LocalModel(not_gguf_file, "amdchat", None, "not a usable GGUF model")])
    qtmodeltester.check(library)
    assert library.index(1, 1).data() == "unreadable"


def test_the_real_app_starts_and_reports_in_its_log(tmp_path: Path) -> None:
    """End to end: the app as a user starts it, read through its structured log line."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "AMDCHAT_HOME": str(tmp_path),
           "AMDCHAT_REPORT_STARTUP": "quit"}
    result = subprocess.run([sys.executable, "-m", "amdchat"], env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    line = next(x for x in result.stdout.splitlines() if x.startswith("amdchat-event"))
    assert "window-shown" in line and line.endswith("heavy=-")
    assert (tmp_path / "config" / "settings.json").exists()  # saved on the way out
    assert (tmp_path / "data" / "chats.sqlite3").exists()
