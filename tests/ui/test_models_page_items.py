"""The Models page's everyday items, against the local Hub emulator: a finished download
offers "Load now" and is not fetched twice, models on this computer are marked, a new
sort searches again, unknown figures say so, and the model card is readable."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QApplication

from amdchat.hub.queue import DONE
from amdchat.ui.theme import status_colors
from tests.helpers.gui import make_window
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo
from tests.helpers.models_page import REPO, column_texts, open_page, select_repo_and_quant

CARD = b"""---
license: mit
tags: [gguf]
---
# Tiny llama

A **random-weight** llama for tests.

| Quant | Use |
|-------|-----|
| Q4_0  | fast |
"""


def mark_is_in_sight(page) -> bool:  # type: ignore[no-untyped-def]
    """The search result's mark is in a cell inside the table's visible part (at the
    tests' 720 px window, as in a narrow page), not in a column scrolled out of it."""
    view = page.hub.results_view
    for column in range(page.hub.results.columnCount()):
        index = page.hub.results.index(0, column)
        if "downloaded" in index.data() or "loaded" in index.data():
            cell = view.visualRect(index)
            return view.viewport().rect().intersected(cell).width() >= min(
                cell.width(), view.viewport().width())
    return False


def test_a_finished_download_offers_load_now_is_marked_and_never_fetched_twice(
        qtbot, hub: HubEmulator, tiny_models: dict[str, Path]) -> None:
    window, page = open_page(qtbot, {"tiny-llama-Q4_0.gguf": HubFile(tiny_models["Q4_0"])}, hub)
    assert column_texts(page.hub.results, 0) == [REPO]  # nothing of it on this computer yet
    select_repo_and_quant(qtbot, page, "Q4_0")
    page.quant_table.download_button.click()
    item = page.queue.items[0]
    qtbot.waitUntil(lambda: item.state == DONE, timeout=30_000)
    downloads = page.download_list  # its row_actions are made anew with the rows
    qtbot.waitUntil(lambda: item.id in downloads.row_actions and downloads.row_actions[
        item.id].visible_buttons() == ["Load now"], timeout=5_000)
    assert "is downloaded" in page.status.text()
    qtbot.waitUntil(lambda: column_texts(page.hub.results, 0) == [f"{REPO} — downloaded"],
                    timeout=10_000)
    assert mark_is_in_sight(page)  # not in a column scrolled out of the page's view

    page.quant_table.download_button.click()  # the same file again
    assert "already downloaded" in page.status.text() and item.path in page.status.text()
    shown = page.status.palette().color(page.status.foregroundRole())
    colors = status_colors(QApplication.palette(page.status))
    assert shown == colors.info and shown != colors.error  # information, not an error
    assert len(page.queue.items) == 1

    with qtbot.waitSignal(window.engine.sig_loaded, timeout=60_000):
        page.download_list.row_actions[item.id].load.click()
    assert window.tabs.currentIndex() == 0  # to the chat, where it is used
    assert window.settings["last_model"] == item.path
    assert column_texts(page.hub.results, 0) == [f"{REPO} — loaded"]
    assert page.library.index(0, 0).data() == "tiny test llama — loaded"
    window.toggle_load()  # unload: the marks follow
    assert column_texts(page.hub.results, 0) == [f"{REPO} — downloaded"]
    assert page.library.index(0, 0).data() == "tiny test llama"
    window.close()
    window.store.close()


def test_a_new_sort_runs_the_search_again(qtbot, hub: HubEmulator) -> None:
    hub.add(HubRepo("a/popular-GGUF", {}, downloads=9000, likes=1))
    hub.add(HubRepo("b/loved-GGUF", {}, downloads=10, likes=500))
    window = make_window(qtbot)
    page = window.models_page
    page.hub.search_box.setText("GGUF")
    with qtbot.waitSignal(page.hub.results.modelReset, timeout=30_000):
        page.hub.search()
    assert column_texts(page.hub.results, 0) == ["a/popular-GGUF", "b/loved-GGUF"]
    with qtbot.waitSignal(page.hub.results.modelReset, timeout=30_000):
        page.hub.sort.setCurrentIndex(page.hub.sort.findData("likes"))
    assert column_texts(page.hub.results, 0) == ["b/loved-GGUF", "a/popular-GGUF"]
    window.close()
    window.store.close()


def test_figures_the_hub_leaves_out_are_unknown_never_zero(qtbot, hub: HubEmulator
                                                           ) -> None:
    hub.add(HubRepo("x/bare-GGUF", {}, downloads=None, likes=None, license="",
                    parameters=None))
    window = make_window(qtbot)
    page = window.models_page
    page.hub.search_box.setText("bare")
    with qtbot.waitSignal(page.hub.results.modelReset, timeout=30_000):
        page.hub.search()
    downloads, likes, licence, parameters = 2, 3, 5, 7
    for column in (downloads, likes, licence, parameters):
        assert column_texts(page.hub.results, column) == ["unknown"], column
    window.close()
    window.store.close()


def test_the_model_card_is_readable_in_the_page(qtbot, hub: HubEmulator,
                                                tiny_models: dict[str, Path]) -> None:
    hub.add(HubRepo("c/no-card-GGUF", {"m-Q4_0.gguf": HubFile(tiny_models["Q4_0"])}))
    window, page = open_page(qtbot, {"tiny-llama-Q4_0.gguf": HubFile(tiny_models["Q4_0"]),
                                     "README.md": HubFile(CARD)}, hub)
    page.open_repo(REPO)
    qtbot.waitUntil(lambda: "Tiny llama" in page.card.toPlainText(), timeout=30_000)
    text = page.card.toPlainText()
    assert "random-weight llama for tests" in text
    assert "license: mit" not in text  # the metadata block is not part of the card
    assert "**" not in text and "# Tiny" not in text  # rendered, not shown as markup
    assert page.card.document().toHtml().count("<td") >= 4  # the table is a table
    window.close()
    window.store.close()


def test_a_cards_image_is_never_read_from_this_computers_disk(
        qtbot, hub: HubEmulator, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage, QTextDocument

    secret = tmp_path / "secret.png"
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    image.fill(0)
    assert image.save(str(secret))
    hub.add(HubRepo("a/img-GGUF", {"README.md": HubFile(
        f"# Card\n\n![diagram]({secret})\n".encode())}))
    window = make_window(qtbot)
    page = window.models_page
    page.open_repo("a/img-GGUF")
    qtbot.waitUntil(lambda: "Card" in page.card.toPlainText(), timeout=30_000)
    page.card.show()
    page.card.grab()  # laid out and painted: every image it would load is asked for now
    resource = page.card.document().resource(QTextDocument.ResourceType.ImageResource,
                                             QUrl.fromLocalFile(str(secret)))
    assert resource is None or (hasattr(resource, "isNull") and resource.isNull())
    page.open_repo("c/no-card-GGUF")
    qtbot.waitUntil(lambda: "has no model card" in page.card.toPlainText(), timeout=30_000)
    assert page.card.toPlainText() == "c/no-card-GGUF has no model card."
    window.close()
    window.store.close()


def test_the_model_cards_hint_wraps_in_a_narrow_pane(qtbot) -> None:
    """Qt draws a placeholder as one line: in Russian the card pane showed "Выберите
    репозиторий, чтобы" and nothing after."""
    from PySide6.QtGui import QColor, QPalette

    from amdchat.ui.models.model_card import CardBrowser

    card = CardBrowser()
    qtbot.addWidget(card)
    card.setPlaceholderText("Выберите репозиторий, чтобы прочитать карточку модели.")
    card.resize(230, 140)
    card.show()
    qtbot.waitExposed(card)
    image = card.viewport().grab().toImage()
    base = card.palette().color(QPalette.ColorRole.Base).name()
    line = card.fontMetrics().lineSpacing()
    top = int(card.document().documentMargin())

    def inked(first: int, last: int) -> int:
        return sum(QColor(image.pixel(x, y)).name() != base
                   for x in range(image.width()) for y in range(first, last))

    assert inked(top, top + line) > 0
    assert inked(top + line, top + 2 * line) > 0  # the rest of the sentence, below
    assert card.placeholderText().startswith("Выберите")
