"""The Models page's fit column says the generation speed to expect, when it is known."""

from __future__ import annotations

from pathlib import Path

from amdchat.atomic import write_json
from amdchat.speed.cpu_bandwidth import cache_file
from tests.helpers.data import TREES
from tests.helpers.fit_column import REPO, fit_column, open_repo
from tests.helpers.gui import make_window
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo


def test_fit_column_gives_the_expected_speed_on_a_known_card(
        qtbot, hub: HubEmulator, model_path: Path, monkeypatch) -> None:
    hub.add(HubRepo(REPO, {"gemma-3-270m-Q4_K_M.gguf": HubFile(model_path)}))
    # measured before (by the live panel): the test model reads its tied table on the host
    write_json(cache_file(), {"gbs": 40.0, "threads": 2, "buffer_mib": 256,
                              "measured": "2026-11-30T10:00:00"})
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))
    window = make_window(qtbot, context_length=8192, backend="vulkan", fit_dry_run=False)
    open_repo(qtbot, window.models_page)
    (verdict,) = fit_column(window.models_page)
    assert verdict.startswith("≈ fits (") and " GiB to spare), ~" in verdict
    assert verdict.endswith(" tok/s")
    tooltip = window.models_page.quant_table.quants.index(0, 3).data(3)  # ToolTipRole
    shown = verdict.rsplit("~", 1)[1]
    assert f"Expected generation speed: ~{shown} on this card" in tooltip
    window.close()
    window.store.close()
