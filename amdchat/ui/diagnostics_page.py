"""The Diagnostics page: is the GPU used, and if not, why? One line per check, with the fix.

Each family of checks runs in its own thread and its lines appear as it
answers, so a slow one (a worker start) never freezes the window. "Copy report"
gives the English text of every line, without private details, for a bug
report or a forum post.
"""

from __future__ import annotations

import contextlib
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QGuiApplication, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from amdchat.diagnostics import report
from amdchat.diagnostics.check import CONTEXT, Check, Context, Family, name_text, run_checks
from amdchat.i18n import Text
from amdchat.ui.messages import translated
from amdchat.ui.theme import status_colors

if TYPE_CHECKING:
    from amdchat.config import Settings
    from amdchat.ui.chat.chat_controller import ChatController
    from amdchat.ui.engine_controller import EngineController

_STATUS = {"green": "ok", "amber": "warning", "red": "error", "info": "info"}  # theme.STATUSES
_STATUS_ROLE = Qt.ItemDataRole.UserRole  # a line's check status, for its colour


class DiagnosticsPage(QWidget):
    sig_family_answered = Signal(str)
    """One family of checks answered (its key); its lines are shown."""
    sig_checks_done = Signal()
    """Every family answered (or ran out of time)."""
    _answered = Signal(int, object, object)  # run, family, checks: from the checks' thread

    def __init__(self, engine: EngineController | None = None, chat: ChatController | None = None,
                 settings: Settings | None = None, parent: QWidget | None = None, *,
                 families: tuple[Family, ...] | None = None,
                 timeout: float | None = None) -> None:
        """``families``/``timeout``: the doctor's own unless given (tests). They are
        imported when the checks first run: every check module at start-up would cost
        the window a tenth of a second."""
        super().__init__(parent)
        self.setObjectName("diagnosticsPage")
        self.engine = engine
        self.settings = settings
        self.last_stats: dict[str, Any] = {}  # of the latest reply, for the Truth checks
        if chat is not None:
            chat.sig_reply_finished.connect(self.remember_reply)
        if engine is not None:
            engine.sig_loaded.connect(lambda _loaded: self.last_stats.clear())
        self._families = families
        self._timeout = timeout
        self.checks: dict[str, list[Check]] = {}
        self._items: dict[str, QTreeWidgetItem] = {}
        self._run = 0  # answers of an older run are dropped
        self._ran_once = False
        intro = QLabel(self.tr("Is the GPU really used? Each line is one check; every warning "
                               "or problem says how to fix it."))
        intro.setWordWrap(True)
        self.rerun_button = QPushButton(self.tr("Run the checks again"))
        self.rerun_button.setObjectName("rerunDiagnosticsButton")
        self.copy_button = QPushButton(self.tr("Copy report"))
        self.copy_button.setObjectName("copyReportButton")
        self.copy_button.setToolTip(self.tr("Plain text for a bug report or a forum post, "
                                            "without your home folder, user name, host name "
                                            "or token"))
        self.status = QLabel()
        self.status.setObjectName("diagnosticsStatus")
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.rerun_button)
        buttons.addWidget(self.copy_button)
        self.tree = QTreeWidget()
        self.tree.setObjectName("diagnosticsTree")
        self.tree.setHeaderLabels([self.tr("Status"), self.tr("Check"), self.tr("Result")])
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setItemDelegateForColumn(2, _WrappingDelegate(self.tree))
        self.tree.header().sectionResized.connect(lambda *_: self.tree.doItemsLayout())
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(buttons)
        layout.addWidget(self.tree, 1)
        self._answered.connect(self._on_answered)
        self.rerun_button.clicked.connect(self.run_checks)
        self.copy_button.clicked.connect(self.copy_report)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._ran_once:  # the checks start workers: only when the page is looked at
            self.run_checks()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # another theme: recolour the lines
            for item in self._items.values():
                lines = [item.child(i) for i in range(item.childCount())]
                for line in (item, *lines):
                    if line is not None and line.data(0, _STATUS_ROLE):
                        self._paint(line, line.data(0, _STATUS_ROLE))

    def _paint(self, item: QTreeWidgetItem, status: str) -> None:
        """The status column in the status's colour, readable on the tree's background."""
        colors = status_colors(self.tree.palette(), QPalette.ColorRole.Base)
        item.setData(0, _STATUS_ROLE, status)
        item.setForeground(0, QBrush(colors.of(_STATUS[status])))

    def _status_names(self) -> dict[str, str]:
        return {"green": self.tr("OK"), "amber": self.tr("Warning"), "red": self.tr("Problem"),
                "info": self.tr("Info"), "waiting": self.tr("checking…")}

    def remember_reply(self, stats: dict[str, Any]) -> None:
        if stats.get("generation_tps"):
            self.last_stats = dict(stats)

    def _context(self) -> Context:
        engine = self.engine
        if engine is None or not engine.has_model:
            return Context(in_app=True)
        return Context(loaded=dict(engine.loaded or {}), last_stats=dict(self.last_stats) or None,
                       backend_kind=engine.backend.kind if engine.backend else "", in_app=True)

    @property
    def families(self) -> tuple[Family, ...]:
        if self._families is None:
            from amdchat.diagnostics.families import FAMILIES

            self._families = FAMILIES
        return self._families

    @property
    def timeout(self) -> float:
        if self._timeout is None:
            from amdchat.diagnostics.doctor import DEFAULT_TIMEOUT

            self._timeout = DEFAULT_TIMEOUT
        return self._timeout

    def run_checks(self) -> None:
        self._ran_once = True
        self._run += 1
        self.checks = {}
        self._items = {}
        self.tree.clear()
        self.copy_button.setEnabled(False)
        self.status.setText(self.tr("Checking…"))
        context = self._context()
        for family in self.families:
            title = translated(Text(CONTEXT, family.title))
            item = QTreeWidgetItem([self._status_names()["waiting"], title, ""])
            self._items[family.key] = item
            self.tree.addTopLevelItem(item)
        self._fit_columns()
        self._start(self._run, context)

    def _start(self, run: int, context: Context) -> None:
        """One thread runs the families (each in its own, with the deadline); each answer
        comes back to the GUI thread as a queued signal."""
        def answered(family: Family, checks: list[Check]) -> None:
            with contextlib.suppress(RuntimeError):  # the page is gone: nobody waits
                self._answered.emit(run, family, checks)

        threading.Thread(target=run_checks, args=(self.families, context, self.timeout,
                                                  answered),
                         daemon=True, name="diagnostics").start()

    def _on_answered(self, run: int, family: Family, checks: list[Check]) -> None:
        self._show_family(run, family, checks)

    def _show_family(self, run: int, family: Family, checks: list[Check]) -> None:
        if run != self._run:
            return
        self.checks[family.key] = checks
        item = self._items[family.key]
        worst = _worst(checks)
        item.setText(0, self._status_names()[worst])
        self._paint(item, worst)
        for check in checks:
            result = translated(check.summary)
            if check.fix is not None and check.status in ("amber", "red"):
                result += "\n" + self.tr("Fix: {fix}").format(fix=translated(check.fix))
            elif check.fix is not None:  # advice on an information line (how to get ROCm)
                result += "\n" + translated(check.fix)
            name = _shown_name(family, check)
            child = QTreeWidgetItem([self._status_names()[check.status], name, result])
            self._paint(child, check.status)
            child.setToolTip(2, result)
            item.addChild(child)
        item.setExpanded(True)
        item.setHidden(not checks)  # a family for another system (Windows on Linux)
        self._fit_columns()
        self.sig_family_answered.emit(family.key)
        if len(self.checks) == len(self.families):
            self._all_answered()

    def _fit_columns(self) -> None:
        """Status words and check names are shown whole, in every language (the default
        width cut "Warning" and most family titles short); the result takes the rest."""
        for column in (0, 1):
            self.tree.resizeColumnToContents(column)

    def _all_answered(self) -> None:
        every = self.all_checks()
        problems = sum(c.status == "red" for c in every)
        warnings = sum(c.status == "amber" for c in every)
        self.status.setText(self.tr("Problems: {problems} · warnings: {warnings}").format(
            problems=problems, warnings=warnings))
        self.copy_button.setEnabled(True)
        self.sig_checks_done.emit()

    @property
    def checks_done(self) -> bool:
        """Every family of the latest run answered (or ran out of time)."""
        return self._ran_once and len(self.checks) == len(self.families)

    def all_checks(self) -> list[Check]:
        return [c for f in self.families for c in self.checks.get(f.key, [])]

    def report_text(self) -> str:
        """English on purpose, names included: the people who answer a bug report or a
        forum post (amdchat's, llama.cpp's, ROCm's) read English, the lines match what
        ``amdchat doctor --report`` prints, and an English message is what a search finds."""
        from amdchat.diagnostics.doctor import titles

        text = report.format_report(self.all_checks(), titles())
        return report.scrub(text, report.private_words_here(self._tokens()))

    def _tokens(self) -> list[str]:
        return [str(self.settings["hf_token"] or "")] if self.settings is not None else []

    def copy_report(self) -> None:
        QGuiApplication.clipboard().setText(self.report_text())
        self.status.setText(self.tr("Report copied: paste it into a bug report or a forum "
                                    "post."))


class _WrappingDelegate(QStyledItemDelegate):
    """A result as tall as its text wrapped at the column's width: QTreeView sized each
    row for one line, so a long result (a backend's build flags, a Russian sentence)
    was cut with "…" at any window width."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        margin = self._tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin,
                                                None, self._tree) + 1
        width = max(self._tree.columnWidth(index.column()) - 2 * margin, 1)
        text = str(index.data() or "")
        wrapped = option.fontMetrics.boundingRect(
            QRect(0, 0, width, 1 << 20), int(Qt.TextFlag.TextWordWrap), text)
        hint.setHeight(max(hint.height(), wrapped.height() + 2))
        return hint


def _shown_name(family: Family, check: Check) -> str:
    """The check's name in the user's language; paths, devices and variables as they are."""
    if check.name == family.title:  # a family that could not run names itself
        return translated(Text(CONTEXT, family.title))
    name = name_text(check.name)
    return translated(name) if name is not None else check.name


def _worst(checks: list[Check]) -> str:
    for status in ("red", "amber", "green"):
        if any(c.status == status for c in checks):
            return status
    return "info"
