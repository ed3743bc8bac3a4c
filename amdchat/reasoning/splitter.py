"""A model's streamed output split into reasoning and answer as it arrives.

Text comes in pieces of any size (a token is often part of a tag: ``</th`` then
``ink>``), so a piece that could be the beginning of a marker is held back until the
next one says what it is. Nothing is lost: every character of the output is either
reasoning, answer, or part of a marker; ``finish`` hands over what was held back.
"""

from __future__ import annotations

from typing import NamedTuple

from amdchat.reasoning.formats import TAGS, Format


class Split(NamedTuple):
    reasoning: str = ""
    answer: str = ""


def _held_back(text: str, markers: tuple[str, ...]) -> int:
    """How many characters at the end of ``text`` could begin one of ``markers``."""
    longest = 0
    for marker in markers:
        for size in range(min(len(marker) - 1, len(text)), longest, -1):
            if text.endswith(marker[:size]):
                longest = size
                break
    return longest


def _first_marker(text: str, markers: tuple[str, ...]) -> tuple[int, str]:
    """Where the first whole marker in ``text`` starts, and which (-1, "" if none)."""
    found = (-1, "")
    for marker in markers:
        at = text.find(marker)
        if at >= 0 and (found[0] < 0 or at < found[0]):
            found = (at, marker)
    return found


class Splitter:
    """Feed the output's pieces in order; each feed returns what it made clear."""

    def __init__(self, fmt: Format, opens_in_reasoning: bool = False) -> None:
        self.format = fmt
        self._machine: _TagMachine | _HarmonyMachine | None = None
        if fmt in TAGS:
            self._machine = _TagMachine(*TAGS[fmt], opens_in_reasoning)
        elif fmt is Format.HARMONY:
            self._machine = _HarmonyMachine()

    def feed(self, text: str) -> Split:
        if self._machine is None:
            return Split(answer=text)
        return self._machine.feed(text)

    def finish(self) -> Split:
        """The output ended: whatever was held back, as what it was most likely."""
        return Split() if self._machine is None else self._machine.finish()


def split_whole(fmt: Format, text: str, opens_in_reasoning: bool = False) -> Split:
    """A whole output at once (a stored reply, a test)."""
    splitter = Splitter(fmt, opens_in_reasoning)
    parts = [splitter.feed(text), splitter.finish()]
    return Split("".join(p.reasoning for p in parts), "".join(p.answer for p in parts))


class _TagMachine:
    """``<open>reasoning<close>answer``: the open tag only at the very start (after
    white space), as the think models write it; the white space around the reasoning
    and before the answer dropped (Qwen3 writes ``<think>\\n...\\n</think>\\n\\n``)."""

    def __init__(self, open_tag: str, close_tag: str, inside: bool) -> None:
        self.open_tag, self.close_tag = open_tag, close_tag
        self.state = "reasoning_lead" if inside else "start"
        self.buffer = ""

    def feed(self, text: str) -> Split:
        self.buffer += text
        reasoning: list[str] = []
        answer: list[str] = []
        while self.buffer and self._step(reasoning, answer):
            pass
        return Split("".join(reasoning), "".join(answer))

    def _step(self, reasoning: list[str], answer: list[str]) -> bool:
        """Move on as far as the buffer allows; False: wait for more text."""
        if self.state == "start":
            head = self.buffer.lstrip()
            if head.startswith(self.open_tag):
                self.buffer = head[len(self.open_tag):]
                self.state = "reasoning_lead"
                return True
            if not head or self.open_tag.startswith(head):
                return False
            self.state = "answer"
            return True
        if self.state in ("reasoning_lead", "answer_lead"):
            self.buffer = self.buffer.lstrip()
            if self.buffer:
                self.state = self.state.removesuffix("_lead")
            return bool(self.buffer)
        if self.state == "answer":
            answer.append(self.buffer)
            self.buffer = ""
            return False
        return self._reasoning_step(reasoning)

    def _reasoning_step(self, reasoning: list[str]) -> bool:
        at = self.buffer.find(self.close_tag)
        if at >= 0:
            reasoning.append(self.buffer[:at].rstrip())
            self.buffer = self.buffer[at + len(self.close_tag):]
            self.state = "answer_lead"
            return True
        keep = _held_back(self.buffer, (self.close_tag,))
        safe = self.buffer[:len(self.buffer) - keep]
        shown = safe.rstrip()  # trailing white space waits: it may end the reasoning
        reasoning.append(shown)
        self.buffer = self.buffer[len(shown):]
        return False

    def finish(self) -> Split:
        rest, self.buffer = self.buffer, ""
        if self.state in ("reasoning", "reasoning_lead"):
            return Split(reasoning=rest.rstrip())  # cut while thinking (max_tokens, Stop)
        return Split(answer=rest.strip() if self.state == "start" else rest)


_CHANNEL, _MESSAGE, _START = "<|channel|>", "<|message|>", "<|start|>"
_BODY_ENDS = ("<|end|>", "<|return|>", "<|call|>", _START)
_HARMONY_MARKERS = (_CHANNEL, _MESSAGE, "<|constrain|>", *_BODY_ENDS)


def _recipient(header: str) -> str:
    """``functions.NAME`` from a harmony header's ``to=functions.NAME``, else ""."""
    for word in header.split():
        if word.startswith("to=functions."):
            return word[len("to="):]
    return ""


class _HarmonyMachine:
    """gpt-oss: a reply is a run of messages, each ``<|channel|>NAME<|message|>BODY``
    ended by ``<|end|>`` (then ``<|start|>assistant`` and the next) or ``<|return|>``.
    The analysis channel is the reasoning; final (and commentary without a tool
    recipient) the answer. A message to a function (``to=functions.NAME``, in the header
    before or after ``<|channel|>``) is a tool call: it reaches the answer whole, head and
    ``<|call|>`` spelt as the tool-call parser reads them. Output that does not open with a
    channel is all answer."""

    def __init__(self) -> None:
        self.state = "start"
        self.buffer = ""
        self.header = ""
        self.channel = ""
        self.said: set[str] = set()  # the sides that have had text
        self.fresh = False  # a new message began on a side that has had text
        self.recipient = ""  # the function the message in hand is addressed to
        self.calling = False  # its body is a tool call's arguments

    def feed(self, text: str) -> Split:
        self.buffer += text
        parts: dict[str, list[str]] = {"reasoning": [], "answer": []}
        while self.buffer and self._step(parts):
            pass
        return Split("".join(parts["reasoning"]), "".join(parts["answer"]))

    def _step(self, parts: dict[str, list[str]]) -> bool:
        if self.state == "start":
            if self.buffer.startswith((_CHANNEL, _START)):
                self.state = "header"
                return True
            if _CHANNEL.startswith(self.buffer) or _START.startswith(self.buffer):
                return False
            self.state, self.channel = "plain", "answer"
        if self.state == "plain":
            parts["answer"].append(self.buffer)
            self.buffer = ""
            return False
        at, marker = _first_marker(self.buffer, _HARMONY_MARKERS)
        if at < 0:
            keep = _held_back(self.buffer, _HARMONY_MARKERS)
            self._take(self.buffer[:len(self.buffer) - keep], parts)
            self.buffer = self.buffer[len(self.buffer) - keep:]
            return False
        self._take(self.buffer[:at], parts)
        self.buffer = self.buffer[at + len(marker):]
        self._on_marker(marker, parts)
        return True

    def _take(self, text: str, parts: dict[str, list[str]]) -> None:
        if self.state == "header":
            self.header += text
        elif text:
            if self.fresh:
                parts[self.channel].append("\n\n")  # a second message on the same side
                self.fresh = False
            self.said.add(self.channel)
            parts[self.channel].append(text)

    def _on_marker(self, marker: str, parts: dict[str, list[str]]) -> None:
        if self.state == "header":
            if marker == _CHANNEL:  # the channel's name follows; before it, the role
                self.recipient = self.recipient or _recipient(self.header)
                self.header = ""
            elif marker == _START:
                self.header, self.recipient = "", ""
            elif marker == _MESSAGE:
                self._open_message(parts)
            return
        if marker in _BODY_ENDS:
            if self.calling:
                parts["answer"].append("<|call|>")
            self.state, self.header = "header", ""
            self.recipient, self.calling = "", False

    def _open_message(self, parts: dict[str, list[str]]) -> None:
        name = self.header.strip().split(" ")[0] if self.header.strip() else ""
        self.recipient = self.recipient or _recipient(self.header)
        self.state = "body"
        if self.recipient:
            self.channel, self.calling = "answer", True
            parts["answer"].append(
                f"<|channel|>commentary to={self.recipient} <|constrain|>json<|message|>")
            self.said.add("answer")
            self.fresh = False
            return
        self.channel = "reasoning" if name == "analysis" else "answer"
        self.fresh = self.channel in self.said

    def finish(self) -> Split:
        rest, self.buffer = self.buffer, ""
        if self.state == "header" or not rest:
            return Split()
        channel = self.channel or "answer"
        return Split(rest, "") if channel == "reasoning" else Split("", rest)
