"""The start page: what the chat shows before there is a model, instead of a blank pane.

Three ways to a first reply: download a recommended model that fits this GPU
(its fit checked here first, one click downloads it and loads it when done),
open a .gguf already on the disk, or drop one on the window.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from amdchat.fit.estimate import Budget
from amdchat.fit.plan import LoadChoices
from amdchat.hub.api import HubError
from amdchat.hub.download import local_paths
from amdchat.hub.http import quick_answers
from amdchat.hub.queue import CANCELLED, DONE, FAILED, PAUSED, DownloadItem, DownloadQueue
from amdchat.hub.safepath import UnsafePath
from amdchat.recommend.recommended import RECOMMENDED, Offer, Recommended, fit_of
from amdchat.ui import app_log
from amdchat.ui.background import run_in_background
from amdchat.ui.fit_texts import fit_text
from amdchat.units import format_bytes

REFRESH_MS = 300


class _OfferRow:
    """One recommended model's line: its name, what it needs here, and its button."""

    def __init__(self, model: Recommended, verdict: QLabel, button: QPushButton) -> None:
        self.model = model
        self.offer: Offer | None = None
        self.item: DownloadItem | None = None
        self.name = QLabel(f"<b>{model.title}</b>")
        self.name.setTextFormat(Qt.TextFormat.RichText)
        self.verdict = verdict
        self.verdict.setObjectName(f"verdict_{model.repo_id}")
        self.verdict.setWordWrap(True)
        self.button = button
        self.button.setObjectName(f"download_{model.repo_id}")
        self.button.setEnabled(False)


class StartPage(QWidget):
    sig_open_file_requested = Signal()
    """The user wants to pick a .gguf file from the disk."""
    sig_load_requested = Signal(str)
    """A recommended model finished downloading: load this file."""

    def __init__(self, queue: DownloadQueue, n_ctx: Callable[[], int | None],
                 budget: Callable[[], Budget | None], token: Callable[[], str | None],
                 models_dir: Callable[[], Path], choices: Callable[[], LoadChoices],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self.queue = queue
        self._models_dir = models_dir
        self._n_ctx = n_ctx
        self._budget = budget
        self._token = token
        self._choices = choices
        self._checked = False
        self._may_check = False  # the Hub is asked once the app has started, never before
        self._offline: Exception | None = None  # the Hub was out of reach: stop asking
        # one at a time, off the shared pool; each look-up one short try (quick_answers)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self.rows = [_OfferRow(model, QLabel(self.tr("checking…")),
                               QPushButton(self.tr("Download and load")))
                     for model in RECOMMENDED]
        self._build()
        self._watch = QTimer(self, interval=REFRESH_MS)
        self._watch.timeout.connect(self._follow_downloads)

    def set_has_gpu(self, has_gpu: bool) -> None:
        """Without a GPU, nothing speaks of "your GPU": the models fit this computer."""
        if has_gpu:
            self.intro.setText(self.tr("Your conversations stay on this computer: the model "
                                       "runs here, on your GPU when it fits. Start with one "
                                       "of these:"))
            self.offers.setTitle(self.tr("Download a model that fits your GPU"))
        else:
            self.intro.setText(self.tr("Your conversations stay on this computer: the model "
                                       "runs here, on the processor and its memory (no GPU "
                                       "was found). Start with one of these:"))
            self.offers.setTitle(self.tr("Download a model that fits this computer"))

    def _build(self) -> None:
        title = QLabel(self.tr("Chat with a language model on this computer"))
        title.setObjectName("startTitle")
        title.setWordWrap(True)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        title.setFont(font)
        # honest: the Hub is asked about models (and downloaded from), the chats stay here
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        intro = self.intro
        self.offers = offers = QGroupBox()
        self.set_has_gpu(True)
        grid = QGridLayout(offers)
        for line, row in enumerate(self.rows):
            grid.addWidget(row.name, line, 0)
            grid.addWidget(row.verdict, line, 1)
            grid.addWidget(row.button, line, 2)
            row.button.clicked.connect(partial(self.download, row))
        grid.setColumnStretch(1, 1)
        # said once for all the offers when the Hub is out of reach, with the way to retry
        self.offline_label = QLabel()
        self.offline_label.setObjectName("startOfflineLabel")
        self.offline_label.setWordWrap(True)
        self.offline_label.hide()
        grid.addWidget(self.offline_label, len(self.rows), 0, 1, 2)
        self.retry_button = QPushButton(self.tr("Check again"))  # after the Hub was out of reach
        self.retry_button.setObjectName("startRetryButton")
        self.retry_button.clicked.connect(self.check_fits)
        self.retry_button.hide()
        grid.addWidget(self.retry_button, len(self.rows), 2)
        self.open_button = QPushButton(self.tr("Open a .gguf file…"))
        self.open_button.setObjectName("startOpenButton")
        self.open_button.clicked.connect(self.sig_open_file_requested)
        drop = QLabel(self.tr("Or drop a .gguf file anywhere on this window. Models already on "
                              "this computer are in the list at the top."))
        drop.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addWidget(title)
        layout.addWidget(intro)
        layout.addWidget(offers)
        layout.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(drop)
        layout.addStretch(1)

    def allow_checks(self) -> None:
        """The app is up: the page may ask the Hub now (or as soon as it is shown)."""
        self._may_check = True
        if self.isVisible():
            self._check_once()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._may_check:  # the Hub is asked only when someone sees the page
            self._check_once()

    def _check_once(self) -> None:
        if not self._checked:
            self._checked = True
            self.check_fits()

    # -- fit -----------------------------------------------------------------------
    def check_fits(self) -> None:
        self._offline = None  # asked again: the connection may be back
        self.retry_button.hide()
        self.offline_label.hide()
        n_ctx, token = self._n_ctx(), self._token()
        for row in self.rows:
            row.verdict.setText(self.tr("checking…"))
            run_in_background(self, partial(self._offer, row.model, n_ctx, token,
                                            self._choices()),
                              partial(self._on_offer, row, n_ctx),
                              partial(self._on_offer_failed, row), self._pool)

    def _offer(self, model: Recommended, n_ctx: int | None, token: str | None,
               choices: LoadChoices) -> Offer:
        """The pool's thread: one model's offer, asked in one short try; after a network
        failure, that failure, without asking again."""
        if self._offline is not None:
            raise self._offline
        try:
            with quick_answers():
                return fit_of(model, n_ctx, self._budget, token, choices)
        except HubError as exc:
            if exc.kind == "network":
                self._offline = exc
            raise

    def _on_offer(self, row: _OfferRow, n_ctx: int | None, offer: Offer) -> None:
        row.offer = offer
        verdict, details = fit_text(offer.report)
        row.verdict.setText(self.tr("{quant}, {size}: {verdict}").format(
            quant=offer.quant.name, size=format_bytes(offer.quant.total_size, 1),
            verdict=verdict))
        row.verdict.setToolTip(details)
        row.button.setEnabled(row.item is None)

    def _on_offer_failed(self, row: _OfferRow, exc: Exception) -> None:
        row.button.setEnabled(False)
        self.retry_button.show()
        if isinstance(exc, HubError) and exc.kind == "network":  # said once, for all
            row.verdict.setText(self.tr("not checked"))
            row.verdict.setToolTip("")
            why = (exc.reason or str(exc)).rstrip(".")  # the system's words: for the log
            app_log.note("Hugging Face Hub request failed", why)
            self.offline_label.setText(self.tr(
                "Cannot reach huggingface.co: no network? Check the connection, then Check "
                "again."))
            self.offline_label.setToolTip(why)
            self.offline_label.show()
            return
        why = str(exc) if isinstance(exc, HubError | LookupError) else \
            f"{type(exc).__name__}: {exc}"
        row.verdict.setText(self.tr("cannot be checked now: {why}").format(why=why))

    # -- download, then load -------------------------------------------------------
    def download(self, row: _OfferRow) -> None:
        """Download the offered file, then load it; one already on the disk loads at once."""
        if row.offer is None:
            return
        models_dir = self._models_dir()
        try:
            files = local_paths(models_dir, row.model.repo_id, row.offer.quant)
        except UnsafePath as exc:  # a name from the Hub that cannot be a file here
            row.verdict.setText(self.tr("cannot be downloaded: {why}").format(why=exc))
            return
        if all(path.is_file() and path.stat().st_size == remote.size
               for path, remote in zip(files, row.offer.quant.files, strict=True)):
            row.verdict.setText(self.tr("already downloaded: loading…"))
            self.sig_load_requested.emit(str(files[0]))
            return
        self.queue.models_dir = models_dir
        row.item = self.queue.add(row.model.repo_id, row.offer.quant)
        row.button.setEnabled(False)
        row.verdict.setText(self.tr("downloading…"))
        self._watch.start()

    def _follow_downloads(self) -> None:
        waiting = False
        for row in self.rows:
            item = row.item
            if item is None:
                continue
            if item.state == DONE:
                row.item = None
                row.verdict.setText(self.tr("downloaded: loading…"))
                self.sig_load_requested.emit(item.path)
            elif item.state in (FAILED, CANCELLED):
                row.item = None
                row.verdict.setText(self.tr("the download failed: {error}").format(
                    error=item.error) if item.state == FAILED else self.tr("download cancelled"))
                row.button.setEnabled(row.offer is not None)
            elif item.state == PAUSED:
                waiting = True
                row.verdict.setText(self.tr("paused: resume it on the Models page"))
            else:
                waiting = True
                percent = int(100 * item.done / item.total) if item.total else 0
                row.verdict.setText(self.tr("downloading… {percent} %").format(percent=percent))
        if not waiting:
            self._watch.stop()
