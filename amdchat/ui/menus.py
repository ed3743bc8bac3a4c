"""The menu bar and the shortcuts people expect (Ctrl+N, Ctrl+O, Ctrl+, ... Ctrl+Q).

Each command is one QAction in a menu, so the menu shows its shortcut and the
shortcut works wherever the window has focus. A text box keeps the keys it
edits with (Del deletes a character there, not a chat): Qt lets a focused
editor claim them first (ShortcutOverride).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

# lupdate runs with -tr-function-alias translate+=_tr (scripts/update-translations.sh)
_tr = QCoreApplication.translate


@dataclass(frozen=True)
class Commands:
    """What each menu entry does; the window supplies them."""

    new_chat: Callable[[], object]
    open_model: Callable[[], object]
    settings: Callable[[], object]
    quit: Callable[[], object]
    stop_or_cancel: Callable[[], object]
    rename: Callable[[], object]
    delete: Callable[[], object]
    search: Callable[[], object]
    show_chat: Callable[[], object]
    show_models: Callable[[], object]
    show_diagnostics: Callable[[], object]
    show_benchmark: Callable[[], object]
    about: Callable[[], object]
    documentation: Callable[[], object]
    log_folder: Callable[[], object]
    copy_report: Callable[[], object]
    report_problem: Callable[[], object]


@dataclass(frozen=True)
class Actions:
    new_chat: QAction
    open_model: QAction
    settings: QAction
    quit: QAction
    stop: QAction
    rename: QAction
    delete: QAction
    search: QAction
    show_chat: QAction
    show_models: QAction
    show_diagnostics: QAction
    show_benchmark: QAction
    help: tuple[QAction, ...]  # About, documentation, log folder, copy report, report


def _action(parent: QObject, menu: QMenu, text: str,
            keys: QKeySequence | QKeySequence.StandardKey | str,
            triggered: Callable[[], object], name: str) -> QAction:
    action = QAction(text, parent)
    action.setObjectName(name)
    action.setShortcut(QKeySequence(keys))
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(lambda _checked=False: triggered())
    menu.addAction(action)
    return action


def build_menus(window: QMainWindow, commands: Commands) -> Actions:
    """Fill ``window``'s menu bar: File, Chat, View, Help."""
    bar = window.menuBar()
    keys = QKeySequence.StandardKey
    file = bar.addMenu(_tr("menus", "&File"))
    new_chat = _action(window, file, _tr("menus", "&New chat"), keys.New, commands.new_chat,
                       "actionNewChat")
    open_model = _action(window, file, _tr("menus", "&Open model…"), keys.Open,
                         commands.open_model, "actionOpenModel")
    file.addSeparator()
    settings = _action(window, file, _tr("menus", "&Settings…"), "Ctrl+,", commands.settings,
                       "actionSettings")
    settings.setMenuRole(QAction.MenuRole.PreferencesRole)
    file.addSeparator()
    quit_ = _action(window, file, _tr("menus", "&Quit"), "Ctrl+Q", commands.quit, "actionQuit")
    quit_.setMenuRole(QAction.MenuRole.QuitRole)
    chat = bar.addMenu(_tr("menus", "&Chat"))
    stop = _action(window, chat, _tr("menus", "S&top reply"), "Esc", commands.stop_or_cancel,
                   "actionStop")
    stop.setToolTip(_tr("menus", "Stops the reply being written; while editing a message, "
                                 "cancels the edit."))
    chat.addSeparator()
    rename = _action(window, chat, _tr("menus", "&Rename chat…"), "F2", commands.rename,
                     "actionRenameChat")
    delete = _action(window, chat, _tr("menus", "&Delete…"), keys.Delete, commands.delete,
                     "actionDelete")
    search = _action(window, chat, _tr("menus", "Search &chats"), keys.Find, commands.search,
                     "actionSearch")
    view = bar.addMenu(_tr("menus", "&View"))
    show_chat = _action(window, view, _tr("menus", "&Chat"), "Ctrl+1", commands.show_chat,
                        "actionShowChat")
    show_models = _action(window, view, _tr("menus", "&Models"), "Ctrl+2", commands.show_models,
                          "actionShowModels")
    show_diagnostics = _action(window, view, _tr("menus", "&Diagnostics"), "Ctrl+3",
                               commands.show_diagnostics, "actionShowDiagnostics")
    show_benchmark = _action(window, view, _tr("menus", "&Benchmark"), "Ctrl+4",
                             commands.show_benchmark, "benchmarkAction")
    return Actions(new_chat, open_model, settings, quit_, stop, rename, delete, search,
                   show_chat, show_models, show_diagnostics, show_benchmark,
                   _help_menu(window, commands))


def _help_menu(window: QMainWindow, commands: Commands) -> tuple[QAction, ...]:
    menu = window.menuBar().addMenu(_tr("menus", "&Help"))
    documentation = _action(window, menu, _tr("menus", "Read the &documentation"),
                            QKeySequence.StandardKey.HelpContents, commands.documentation,
                            "actionDocumentation")
    logs = _action(window, menu, _tr("menus", "Open the &log folder"), "", commands.log_folder,
                   "actionLogFolder")
    menu.addSeparator()
    copy_report = _action(window, menu, _tr("menus", "&Copy a diagnostics report"), "",
                          commands.copy_report, "actionCopyReport")
    report = _action(window, menu, _tr("menus", "&Report a problem…"), "",
                     commands.report_problem, "actionReportProblem")
    menu.addSeparator()
    about = _action(window, menu, _tr("menus", "&About amdchat"), "", commands.about,
                    "actionAbout")
    about.setMenuRole(QAction.MenuRole.AboutRole)
    return about, documentation, logs, copy_report, report
