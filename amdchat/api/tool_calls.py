"""A reply's tool calls and log-probabilities in OpenAI's shape, whole and streamed.

The worker says on a reply's first token (and in its stats) which format the model
writes calls in (amdchat.toolcalls.families); the text is read back into calls here.
Streamed, text is sent as it comes until something that may begin a call appears;
from there it is held to the end, then sent as ``tool_calls`` deltas (or, when it
was no call after all, as text). A call whose JSON is broken is never guessed at: the
text is the answer, finish_reason "stop", and the choice's ``note`` says why.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from amdchat.engine.protocol import TokenLogprob
from amdchat.toolcalls.families import STARTS, Family
from amdchat.toolcalls.parsing import ParsedReply, parse

__all__ = ["parse"]

_OPENING = (Family.PLAIN, Family.LLAMA3)  # a call is the reply's first text, "{..."


def call_id(family: Family | str) -> str:
    """A new call's id. Mistral's templates refuse any id but 9 letters and digits
    (the id comes back with the tool's result)."""
    if family == Family.MISTRAL:
        return uuid.uuid4().hex[:9]
    return f"call_{uuid.uuid4().hex[:24]}"


def tool_call_objects(parsed: ParsedReply, family: Family | str) -> list[dict[str, Any]]:
    return [{"id": call_id(family), "type": "function",
             "function": {"name": call.name, "arguments": call.arguments}}
            for call in parsed.calls]


def note(parsed: ParsedReply) -> str:
    return (f"The reply looked like a tool call but was left as text: {parsed.problem}."
            if parsed.problem else "")


# -- log-probabilities --------------------------------------------------------------
def chat_logprobs(tokens: list[TokenLogprob], top: int) -> dict[str, Any]:
    return {"content": [{"token": t["token"], "logprob": t["logprob"], "bytes": t["bytes"],
                         "top_logprobs": [{"token": text, "logprob": lp, "bytes": raw}
                                          for text, lp, raw in t["top"][:top]]}
                        for t in tokens], "refusal": None}


def completion_logprobs(tokens: list[TokenLogprob], top: int, offset: int = 0
                        ) -> dict[str, Any]:
    offsets, at = [], offset
    for token in tokens:
        offsets.append(at)
        at += len(token["token"])
    return {"tokens": [t["token"] for t in tokens],
            "token_logprobs": [t["logprob"] for t in tokens],
            "top_logprobs": [{text: lp for text, lp, _raw in t["top"][:top]} for t in tokens],
            "text_offset": offsets}


@dataclass
class ReplyOptions:
    """What a response adds for this request (set by the routes from the request)."""

    tools: bool = False  # read tool calls from the text
    logprobs: int | None = None  # None: not asked; else top_logprobs
    stream: ToolStream | None = None  # a streamed reply's calls, once its format is known
    stream_called: bool = False  # the stream ended in calls: finish_reason "tool_calls"
    sent_chars: int = 0  # text streamed so far (completion logprobs' text_offset)


# -- streamed -------------------------------------------------------------------------
@dataclass
class ToolStream:
    """Text pieces in, content to send now out; calls at the end."""

    family: Family | None = None
    held: str = ""
    holding: bool = False  # a call may have begun: everything from there waits
    sent_text: bool = False

    def feed(self, text: str) -> str:
        """What of ``text`` can go to the client now."""
        if self.family is None:
            return text
        self.held += text
        if self.holding:
            return ""
        start = self._call_start()
        if start is not None:
            out, self.held, self.holding = self.held[:start], self.held[start:], True
        else:
            out, self.held = self._safe_part()
        self.sent_text = self.sent_text or bool(out.strip())
        return out

    def _call_start(self) -> int | None:
        assert self.family is not None
        starts = STARTS[self.family]
        if self.family in _OPENING and not self.sent_text:
            head = self.held.lstrip()
            if head and any(head.startswith(s) for s in starts):
                return len(self.held) - len(head)
        found = [i for i in (self.held.find(s) for s in starts if s not in ("{", "```"))
                 if i >= 0]
        return min(found) if found else None

    def _safe_part(self) -> tuple[str, str]:
        """Everything but a tail that may be the beginning of a marker (or, before any
        text, blank space that may precede an opening call)."""
        assert self.family is not None
        if self.family in _OPENING and not self.sent_text and not self.held.strip():
            return "", self.held
        keep = 0
        for start in STARTS[self.family]:
            for size in range(min(len(start) - 1, len(self.held)), 0, -1):
                if self.held.endswith(start[:size]):
                    keep = max(keep, size)
                    break
        cut = len(self.held) - keep
        return self.held[:cut], self.held[cut:]

    def finish(self) -> tuple[str, ParsedReply | None]:
        """At the end: text still to send, and the calls (None: no calls)."""
        held, self.held = self.held, ""
        if self.family is None or not held:
            return held, None
        parsed = parse(held, self.family)
        if not parsed.calls:
            return held, parsed if parsed.problem else None
        return parsed.content, parsed


def tool_call_deltas(parsed: ParsedReply, family: Family | str) -> list[dict[str, Any]]:
    """The deltas of each call: its id and name, then its arguments."""
    deltas: list[dict[str, Any]] = []
    for index, call in enumerate(tool_call_objects(parsed, family)):
        function = call["function"]
        deltas.append({"tool_calls": [{"index": index, "id": call["id"], "type": "function",
                                       "function": {"name": function["name"],
                                                    "arguments": ""}}]})
        deltas.append({"tool_calls": [{"index": index,
                                       "function": {"arguments": function["arguments"]}}]})
    return deltas
