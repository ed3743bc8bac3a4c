"""The Models page and a repository's vision projector: listed beside the
quantizations, downloaded with the model, paired with it on disk."""

from __future__ import annotations

from pathlib import Path

from amdchat.hub.queue import DONE
from amdchat.library import projector_for
from amdchat.ui.models.table_models import RowRole
from tests.helpers.hub_emulator import HubEmulator, HubFile
from tests.helpers.models_page import column_texts, open_page, select_repo_and_quant


def test_the_projector_is_listed_and_downloaded_with_the_model(
        qtbot, hub: HubEmulator, tiny_models: dict[str, Path]) -> None:
    window, page = open_page(qtbot, {
        "tiny-llama-Q8_0.gguf": HubFile(tiny_models["Q8_0"]),
        "mmproj-tiny-llama-F16.gguf": HubFile(b"GGUF" + b"\1" * 3000),
        "mmproj-tiny-llama-Q8_0.gguf": HubFile(b"GGUF" + b"\2" * 1500)}, hub)
    select_repo_and_quant(qtbot, page, "Q8_0")
    table = page.quant_table
    assert column_texts(table.quants, 0) == [
        "Q8_0", "Q8_0 (vision add-on)", "F16 (vision add-on)"]
    assert table.projector is not None and table.projector.name == "F16"
    assert table.quants_view.currentIndex().data(RowRole).is_mmproj is False
    table.download_button.click()
    assert "its vision projector mmproj-tiny-llama-F16.gguf" in page.status.text()
    assert [item.quant_name for item in page.queue.items] == ["Q8_0", "F16"]
    for item in page.queue.items:
        qtbot.waitUntil(lambda item=item: item.state == DONE, timeout=30_000)
    model = Path(page.queue.items[0].path)
    paired = projector_for(model)
    assert paired is not None and paired.name == "mmproj-tiny-llama-F16.gguf"
    assert paired.stat().st_size == 3004

    table.download_button.click()  # again: both are on disk; nothing queued twice
    assert len(page.queue.items) == 2
    assert "already downloaded" in page.status.text()
    window.engine.shutdown()
    window.close()
    window.store.close()
