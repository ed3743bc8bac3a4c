"""Which tool-call format a model speaks, read from its chat template.

Each family writes a call its own way (learnt from the families' templates and from
llama.cpp's common/chat.cpp):
  hermes       <tool_call>{"name": ..., "arguments": {...}}</tool_call>  (Hermes, Qwen2.5, Qwen3)
  qwen3_coder  <tool_call><function=NAME><parameter=P>value</parameter></function></tool_call>
  glm          <tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value></tool_call>  (GLM 4.5+)
  llama3       {"name": ..., "parameters": {...}}, maybe after <|python_tag|>  (Llama 3.x)
  mistral      [TOOL_CALLS][{"name": ..., "arguments": {...}}]  or  [TOOL_CALLS]NAME[ARGS]{...}
  harmony      to=functions.NAME<|channel|>commentary json<|message|>{args}<|call|>  (gpt-oss;
               also <|channel|>commentary to=functions.NAME <|constrain|>json<|message|>...)
  plain        a model whose template takes no tools: amdchat describes them in a system
               turn and asks for {"name": ..., "arguments": {...}} (toolcalls.plain)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Family(StrEnum):
    HERMES = "hermes"
    QWEN3_CODER = "qwen3_coder"
    GLM = "glm"
    LLAMA3 = "llama3"
    MISTRAL = "mistral"
    HARMONY = "harmony"
    PLAIN = "plain"


# (markers all present in the template, family), the most specific first
_MARKERS: tuple[tuple[tuple[str, ...], Family], ...] = (
    (("<|channel|>", "functions."), Family.HARMONY),
    (("<function=", "<parameter="), Family.QWEN3_CODER),
    (("<tool_call>", "<arg_key>"), Family.GLM),
    (("<tool_call>",), Family.HERMES),
    (("[TOOL_CALLS]",), Family.MISTRAL),
    (("<|python_tag|>",), Family.LLAMA3),
    (("<|start_header_id|>", "tools"), Family.LLAMA3),
)


def takes_tools(template: str) -> bool:
    """Does this chat template render the request's ``tools`` itself?"""
    return "tools" in template


def detect(template: str) -> Family:
    """The family of a model's own chat template ("": none, the plain form)."""
    if not takes_tools(template):
        return Family.PLAIN
    for markers, family in _MARKERS:
        if all(marker in template for marker in markers):
            return family
    return Family.PLAIN


@dataclass(frozen=True)
class CallShape:
    """How a forced call is written, for the grammar that forces one: the text before
    and after a JSON object {"name": NAME, ARGS_KEY: {...}} (harmony: see harmony_head)."""

    before: str
    after: str
    args_key: str = "arguments"


SHAPES: dict[Family, CallShape] = {
    Family.HERMES: CallShape("<tool_call>\n", "\n</tool_call>"),
    # the XML form has no grammar here: a forced call is written as JSON inside the tag,
    # which the parser reads as well
    Family.QWEN3_CODER: CallShape("<tool_call>\n", "\n</tool_call>"),
    Family.GLM: CallShape("<tool_call>", "</tool_call>"),  # JSON inside, as for qwen3_coder
    Family.LLAMA3: CallShape("", "", "parameters"),
    Family.MISTRAL: CallShape("[TOOL_CALLS][", "]"),
    Family.PLAIN: CallShape("", ""),
}


def harmony_head(name: str) -> str:
    """What gpt-oss writes before a call's arguments."""
    return f"<|channel|>commentary to=functions.{name} <|constrain|>json<|message|>"


# texts that begin a call in each family: the stream holds text back from there
STARTS: dict[Family, tuple[str, ...]] = {
    Family.HERMES: ("<tool_call>", "<function="),
    Family.QWEN3_CODER: ("<tool_call>", "<function="),
    Family.GLM: ("<tool_call>",),
    Family.LLAMA3: ("<|python_tag|>", "{"),
    Family.MISTRAL: ("[TOOL_CALLS]",),
    Family.HARMONY: ("<|channel|>commentary to=", " to=functions.", "<|start|>assistant to="),
    Family.PLAIN: ("{", "```"),
}
