"""Light, dark or the system's colours, and every colour the app paints with.

Widgets take their colours from the palette at paint time; the transcript bakes
colours into its document, so it asks ``transcript_colors`` and re-renders when
the palette changes. The few hues of the app's own (the speakers' names, chart
series) are kept readable on whatever background the palette gives: their
lightness is moved until the WCAG contrast ratio is met.
"""

from __future__ import annotations

import weakref
import zlib
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QFrame, QWidget

from amdchat.config import THEMES

__all__ = ["THEMES", "apply_theme", "contrast_ratio", "paint_status", "readable",
           "status_colors", "transcript_colors"]

TEXT_CONTRAST = 4.5  # WCAG AA for body text
LINE_CONTRAST = 3.0  # WCAG AA for graphics (chart lines)

# the app's own hues (degrees): what tells the speakers and the chart series apart
_ASSISTANT_HUE, _USER_HUE, _PROBLEM_HUE = 262, 212, 4
SERIES_HUES = {"speed": 4, "load": 207, "vram": 282, "gtt": 140, "temperature": 28, "power": 200,
               "vulkan": 6, "rocm": 204}
_GREY_SERIES = frozenset({"cpu"})  # the CPU's bars: grey, the colour of "no GPU"
STATUS_HUES = {"ok": 130, "warning": 40, "error": 4}
STATUSES = ("ok", "warning", "error", "info")

_applied = "system"  # what the app shows now; it starts with the system's colours
_system_style = ""


def _channel(value: float) -> float:
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def luminance(color: QColor) -> float:
    """WCAG relative luminance, 0 (black) to 1 (white)."""
    return (0.2126 * _channel(color.redF()) + 0.7152 * _channel(color.greenF())
            + 0.0722 * _channel(color.blueF()))


def contrast_ratio(first: QColor, second: QColor) -> float:
    """WCAG contrast ratio, 1 (same) to 21 (black on white)."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def is_dark(palette: QPalette) -> bool:
    return luminance(palette.color(QPalette.ColorRole.Base)) < 0.2


def readable(color: QColor, background: QColor, minimum: float = TEXT_CONTRAST) -> QColor:
    """``color``, made lighter or darker (same hue) until it reads on ``background``."""
    if contrast_ratio(color, background) >= minimum:
        return QColor(color)
    hue, saturation, lightness = color.hslHueF(), color.hslSaturationF(), color.lightnessF()
    step = 0.02 if luminance(background) < 0.18 else -0.02
    while 0.0 < lightness < 1.0:
        lightness = min(max(lightness + step, 0.0), 1.0)
        candidate = QColor.fromHslF(max(hue, 0.0), saturation, lightness)
        if contrast_ratio(candidate, background) >= minimum:
            return candidate
    return QColor(Qt.GlobalColor.white if step > 0 else Qt.GlobalColor.black)


def _hue(degrees: int, background: QColor, minimum: float = TEXT_CONTRAST,
         saturation: float = 0.6) -> QColor:
    lightness = 0.7 if luminance(background) < 0.18 else 0.4
    return readable(QColor.fromHslF(degrees / 360, saturation, lightness), background, minimum)


def mix(first: QColor, second: QColor, amount: float) -> QColor:
    """``amount`` of ``second`` into ``first`` (0: first, 1: second)."""
    return QColor.fromRgbF(*(a + (b - a) * amount for a, b in zip(
        (first.redF(), first.greenF(), first.blueF()),
        (second.redF(), second.greenF(), second.blueF()), strict=True)))


@dataclass(frozen=True)
class TranscriptColors:
    text: QColor
    background: QColor
    user: QColor
    assistant: QColor
    muted: QColor
    warning: QColor  # a limit reached, a fallback taken: worth a look, nothing broke
    problem: QColor  # a real error only
    link: QColor
    code_background: QColor
    code_text: QColor
    dark: bool
    card: QColor  # behind a reply: a shade off the page, so its edges show
    card_border: QColor
    bubble: QColor  # behind the user's message: a tint of the user's hue
    bubble_border: QColor


def transcript_colors(palette: QPalette) -> TranscriptColors:
    """The transcript's colours under ``palette``: all from it, or hues made readable on it."""
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    dark = is_dark(palette)
    user_tint = QColor.fromHslF(_USER_HUE / 360, 0.65, 0.55)
    # dark: a reply is lifted a little off the page and the bubble is a deep blue;
    # light: a reply is a faint grey card and the bubble a pale blue, both with a hairline
    card = mix(base, text, 0.055 if dark else 0.025)
    bubble = mix(base, user_tint, 0.30 if dark else 0.13)
    code_background = mix(card, text, 0.07)
    return TranscriptColors(
        text=text, background=base,
        user=_hue(_USER_HUE, base), assistant=_hue(_ASSISTANT_HUE, base),
        muted=readable(mix(text, base, 0.4), base),
        warning=_hue(STATUS_HUES["warning"], base),
        problem=_hue(_PROBLEM_HUE, base),
        link=readable(palette.color(QPalette.ColorRole.Link), base),
        code_background=code_background,
        code_text=readable(text, code_background),
        dark=dark,
        card=card, card_border=mix(card, text, 0.10 if dark else 0.09),
        bubble=bubble, bubble_border=mix(bubble, user_tint, 0.35 if dark else 0.25))


@dataclass(frozen=True)
class ComposerColors:
    background: QColor
    border: QColor
    focus: QColor  # the border while the box has the keyboard
    primary: QColor  # the send button's circle
    primary_disabled: QColor


def composer_colors(palette: QPalette) -> ComposerColors:
    """The message box's rounded frame and its send button, under ``palette``."""
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    highlight = palette.color(QPalette.ColorRole.Highlight)
    return ComposerColors(
        background=base, border=mix(base, text, 0.22), focus=highlight,
        primary=readable(highlight, base, LINE_CONTRAST),
        primary_disabled=mix(base, text, 0.18))


@dataclass(frozen=True)
class ChartColors:
    background: QColor
    frame: QColor
    text: QColor
    muted: QColor


def chart_colors(palette: QPalette) -> ChartColors:
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    return ChartColors(background=base, frame=palette.color(QPalette.ColorRole.Mid),
                       text=text, muted=readable(mix(text, base, 0.4), base))


_HUE_GAP = 20  # degrees between a series of its own and every named one


def series_hue(series: str) -> int:
    """A series' hue: its own in SERIES_HUES, or one derived from its name (the same in
    every run, by crc32), moved by the golden angle until it is _HUE_GAP away from
    every named series' hue, so that it never looks like one of them."""
    if series in SERIES_HUES:
        return SERIES_HUES[series]
    hue = zlib.crc32(series.encode("utf-8")) % 360
    for _ in range(360 // _HUE_GAP):
        if all(min(abs(hue - h), 360 - abs(hue - h)) >= _HUE_GAP
               for h in SERIES_HUES.values()):
            break
        hue = (hue + 137) % 360
    return hue


def series_color(series: str, palette: QPalette) -> QColor:
    """A chart line's (or bar's) colour: its own hue, readable on the chart's background."""
    saturation = 0.08 if series in _GREY_SERIES else 0.6
    return _hue(series_hue(series), palette.color(QPalette.ColorRole.Base),
                LINE_CONTRAST, saturation)


@dataclass(frozen=True)
class StatusColors:
    """Text that says how something went, and the problem banner, under one palette."""

    ok: QColor
    warning: QColor
    error: QColor
    info: QColor
    banner_text: QColor
    banner_background: QColor
    banner_border: QColor

    def of(self, status: str) -> QColor:
        """The colour of one of STATUSES."""
        return QColor(getattr(self, status))


def status_colors(palette: QPalette,
                  role: QPalette.ColorRole = QPalette.ColorRole.Window) -> StatusColors:
    """Status colours readable on ``palette``'s ``role`` (Window for labels, Base for lists);
    the banner: a tint of the problem hue, its text readable on it, framed in the problem
    hue that stands out from the background around it (WCAG's 3:1 for a boundary)."""
    background = palette.color(role)
    text_role = QPalette.ColorRole.Text if role == QPalette.ColorRole.Base \
        else QPalette.ColorRole.WindowText
    text = palette.color(text_role)
    banner = mix(background, QColor.fromHslF(_PROBLEM_HUE / 360, 0.7, 0.5),
                 0.25 if luminance(background) < 0.18 else 0.12)
    return StatusColors(
        **{name: _hue(hue, background) for name, hue in STATUS_HUES.items()},
        info=readable(mix(text, background, 0.3), background),
        banner_text=readable(mix(text, _hue(_PROBLEM_HUE, banner), 0.5), banner, 7.0),
        banner_background=banner,
        banner_border=_hue(_PROBLEM_HUE, background, LINE_CONTRAST, saturation=0.55))


class _StatusPainter(QObject):
    """Keeps a widget's status colours those of the current palette."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.status: str | None = None
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.PaletteChange and self.status is not None \
                and isinstance(watched, QWidget):
            self.paint(watched)  # setting the same palette again sends no event
        return False

    def paint(self, widget: QWidget) -> None:
        if self.status is None:
            widget.setPalette(QPalette())  # every role from the parent again
            widget.setAutoFillBackground(False)
            return
        colors = status_colors(QApplication.palette(widget))
        palette = QPalette(widget.palette())
        if self.status == "banner":
            palette.setColor(QPalette.ColorRole.Window, colors.banner_background)
            palette.setColor(widget.foregroundRole(), colors.banner_text)
            widget.setAutoFillBackground(True)
            if isinstance(widget, QFrame):  # a 1-pixel frame, drawn with Light and Dark
                for role in (QPalette.ColorRole.Light, QPalette.ColorRole.Dark):
                    palette.setColor(role, colors.banner_border)
                widget.setFrameStyle(QFrame.Shape.Panel | QFrame.Shadow.Sunken)
                widget.setLineWidth(1)
        else:
            palette.setColor(widget.foregroundRole(), colors.of(self.status))
        widget.setPalette(palette)


def paint_status(widget: QWidget, status: str | None) -> None:
    """Show ``widget``'s text in a status colour (one of STATUSES), as the problem banner
    ("banner"), or in the palette's own colours (None); it follows every theme change."""
    painter = widget.findChild(_StatusPainter, "",
                               Qt.FindChildOption.FindDirectChildrenOnly)
    if painter is None:
        painter = _StatusPainter(widget)
    painter.status = status
    painter.paint(widget)


def dark_palette() -> QPalette:
    """A dark palette for every role a widget may paint with (the Fusion style honours it)."""
    roles = QPalette.ColorRole
    colors = {
        roles.Window: "#2b2d31", roles.WindowText: "#e6e6e6", roles.Base: "#1e1f22",
        roles.AlternateBase: "#26282c", roles.ToolTipBase: "#2b2d31",
        roles.ToolTipText: "#e6e6e6", roles.PlaceholderText: "#8c8f94", roles.Text: "#e6e6e6",
        roles.Button: "#35373c", roles.ButtonText: "#e6e6e6", roles.BrightText: "#ff6b6b",
        roles.Light: "#4a4d52", roles.Midlight: "#3d4045", roles.Mid: "#5a5d63",
        roles.Dark: "#151618", roles.Shadow: "#000000", roles.Highlight: "#3d6fb6",
        roles.HighlightedText: "#ffffff", roles.Link: "#7fb2ff", roles.LinkVisited: "#c5a3ff",
    }
    palette = QPalette()
    for role, color in colors.items():
        palette.setColor(role, QColor(color))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.Text, roles.WindowText, roles.ButtonText):
        palette.setColor(disabled, role, QColor("#7a7d82"))
    return palette


def light_palette() -> QPalette:
    """The Fusion style's own light palette."""
    from PySide6.QtWidgets import QStyleFactory

    style = QStyleFactory.create("Fusion")
    return style.standardPalette() if style is not None else QPalette()


def apply_theme(name: str, app: QApplication | None = None) -> None:
    """Apply one of THEMES: "light", "dark" or "system" (the platform's own palette,
    which then follows the system's changes again, and the style the app started with)."""
    global _applied, _system_style
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None or name == _applied:
        return
    if not _system_style:
        _system_style = app.style().name()
    _applied = name
    hints = QGuiApplication.styleHints()
    scheme = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}.get(
        name, Qt.ColorScheme.Unknown)
    if hasattr(hints, "setColorScheme"):  # Qt 6.8+: the platform's own widgets follow too
        hints.setColorScheme(scheme)
    if name in ("light", "dark"):
        if app.style().name().lower() == "windowsvista":  # it ignores a set palette
            app.setStyle("Fusion")
        app.setPalette(dark_palette() if name == "dark" else light_palette())
        _restyle_cards()
        return
    if app.style().name() != _system_style:
        app.setStyle(_system_style)
    app.setPalette(QPalette())  # no role set: back to the platform's palette
    _restyle_cards()


def card_style(palette: QPalette) -> str:
    """A group box as a card: a rounded panel a shade off the window, its title inside
    it (the live panel's Generation, Engine and GPU). Dark: lifted towards the text;
    light: the base colour (white on grey) with a hairline."""
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    dark = luminance(window) < 0.2
    fill = mix(window, text, 0.05) if dark else mix(window, palette.color(
        QPalette.ColorRole.Base), 0.75)
    edge = mix(fill, text, 0.12 if dark else 0.14)
    return (f"QGroupBox {{ background: {fill.name()}; border: 1px solid {edge.name()};"
            " border-radius: 10px; margin-top: 0px; padding: 1.7em 8px 6px 8px; }"
            " QGroupBox::title { subcontrol-origin: padding; subcontrol-position: top left;"
            " left: 10px; top: 6px; padding: 0px; }")


_cards: weakref.WeakSet[QWidget] = weakref.WeakSet()  # restyled by apply_theme


def _restyle_cards() -> None:
    for box in list(_cards):
        try:
            style = card_style(QApplication.palette(box))
            if box.styleSheet() != style:
                box.setStyleSheet(style)
        except RuntimeError:  # its window was closed and deleted
            _cards.discard(box)


def paint_card(box: QWidget) -> None:
    """Show a QGroupBox as a card, in every theme (apply_theme restyles it)."""
    _cards.add(box)
    box.setStyleSheet(card_style(QApplication.palette(box)))
