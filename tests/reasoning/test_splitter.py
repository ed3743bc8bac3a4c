"""The streamed output of thinking models split into reasoning and answer, on outputs
written as each family writes them, cut into pieces at every place."""

from __future__ import annotations

import pytest

from amdchat.reasoning.formats import Format
from amdchat.reasoning.splitter import Split, Splitter, split_whole

QWEN3 = ("<think>\nOkay, the user asks what 17 times 23 is. 17 × 20 = 340, and 17 × 3 = 51, "
         "so 340 + 51 = 391. Let me double-check: 23 × 17 = 23 × 10 + 23 × 7 = 230 + 161 = "
         "391. Yes.\n</think>\n\n17 × 23 = **391**.")
QWEN3_SPLIT = Split(
    "Okay, the user asks what 17 times 23 is. 17 × 20 = 340, and 17 × 3 = 51, so 340 + 51 "
    "= 391. Let me double-check: 23 × 17 = 23 × 10 + 23 × 7 = 230 + 161 = 391. Yes.",
    "17 × 23 = **391**.")

# the DeepSeek-R1 distills' template ends the prompt with "<｜Assistant｜><think>\n": the
# output begins inside the reasoning and only closes it
DEEPSEEK_R1 = ("Alright, so I need to figure out the capital of France. Hmm, I remember "
               "it's Paris. That's the city with the Eiffel Tower.\n</think>\n\nThe capital "
               "of France is **Paris**.")
DEEPSEEK_R1_SPLIT = Split(
    "Alright, so I need to figure out the capital of France. Hmm, I remember it's Paris. "
    "That's the city with the Eiffel Tower.", "The capital of France is **Paris**.")

# GLM-4.5/4.6 after "<|assistant|>": a newline, then the think block with no newlines inside
GLM = ("\n<think>The user greets me in German. I should answer in German, friendly and "
       "short.</think>\nHallo! Wie kann ich dir heute helfen?")
GLM_SPLIT = Split("The user greets me in German. I should answer in German, friendly and short.",
                  "Hallo! Wie kann ich dir heute helfen?")

# gpt-oss, its control tokens written out (the worker detokenizes them for harmony)
GPT_OSS = ("<|channel|>analysis<|message|>User asks: \"What is 2+2?\" Simple arithmetic: 4. "
           "Provide the answer.<|end|><|start|>assistant<|channel|>final<|message|>"
           "2 + 2 = **4**.")
GPT_OSS_SPLIT = Split('User asks: "What is 2+2?" Simple arithmetic: 4. Provide the answer.',
                      "2 + 2 = **4**.")

MAGISTRAL = ("[THINK]Okay, the user wants a haiku about autumn. Five, seven, five syllables. "
             "Leaves, wind, cold...[/THINK]# Autumn\n\nCrimson leaves drifting,\nthe cold "
             "wind hums through bare trees,\nthe year breathes its last.")
MAGISTRAL_SPLIT = Split(
    "Okay, the user wants a haiku about autumn. Five, seven, five syllables. Leaves, wind, "
    "cold...", "# Autumn\n\nCrimson leaves drifting,\nthe cold wind hums through bare trees,"
    "\nthe year breathes its last.")

# Gemma 4 with enable_thinking: a thought channel, then the answer
GEMMA4 = ("<|channel>thought\nThe user wants a one-line greeting in French.<channel|>"
          "Bonjour ! Comment puis-je vous aider ?")
GEMMA4_SPLIT = Split("The user wants a one-line greeting in French.",
                     "Bonjour ! Comment puis-je vous aider ?")

CASES = [
    pytest.param(Format.THINK_TAGS, False, QWEN3, QWEN3_SPLIT, id="qwen3"),
    pytest.param(Format.THINK_TAGS, True, DEEPSEEK_R1, DEEPSEEK_R1_SPLIT, id="deepseek-r1"),
    pytest.param(Format.THINK_TAGS, False, GLM, GLM_SPLIT, id="glm"),
    pytest.param(Format.HARMONY, False, GPT_OSS, GPT_OSS_SPLIT, id="gpt-oss"),
    pytest.param(Format.THINK_BRACKETS, False, MAGISTRAL, MAGISTRAL_SPLIT, id="magistral"),
    pytest.param(Format.THOUGHT_CHANNEL, False, GEMMA4, GEMMA4_SPLIT, id="gemma4"),
]


def _streamed(fmt: Format, inside: bool, pieces: list[str]) -> Split:
    splitter = Splitter(fmt, inside)
    parts = [splitter.feed(piece) for piece in pieces] + [splitter.finish()]
    return Split("".join(p.reasoning for p in parts), "".join(p.answer for p in parts))


@pytest.mark.parametrize(("fmt", "inside", "output", "expected"), CASES)
def test_a_whole_output_splits_into_reasoning_and_answer(
        fmt: Format, inside: bool, output: str, expected: Split) -> None:
    assert split_whole(fmt, output, inside) == expected


@pytest.mark.parametrize(("fmt", "inside", "output", "expected"), CASES)
def test_cut_in_two_at_every_place_it_splits_the_same(
        fmt: Format, inside: bool, output: str, expected: Split) -> None:
    for cut in range(len(output) + 1):
        assert _streamed(fmt, inside, [output[:cut], output[cut:]]) == expected, cut


@pytest.mark.parametrize(("fmt", "inside", "output", "expected"), CASES)
def test_one_character_at_a_time_it_splits_the_same(
        fmt: Format, inside: bool, output: str, expected: Split) -> None:
    assert _streamed(fmt, inside, list(output)) == expected


def test_no_marker_text_leaks_into_either_side_while_streaming() -> None:
    splitter = Splitter(Format.THINK_TAGS)
    seen = [splitter.feed(c) for c in QWEN3]
    streamed = "".join(s.reasoning + s.answer for s in seen)
    assert "<" not in streamed.replace("**", "")
    assert not any("think" in s.answer for s in seen)


def test_reasoning_streams_before_its_end_arrives() -> None:
    splitter = Splitter(Format.THINK_TAGS)
    first = splitter.feed("<think>\nLet me think about")
    assert first == Split("Let me think about", "")
    assert splitter.feed(" it.\n</thi") == Split(" it.", "")
    assert splitter.feed("nk>\n\nDone.") == Split("", "Done.")


def test_a_reply_cut_while_thinking_keeps_its_reasoning() -> None:
    assert split_whole(Format.THINK_TAGS, "<think>\nStep one: read the question.\nStep") \
        == Split("Step one: read the question.\nStep", "")


def test_thinking_turned_off_is_all_answer() -> None:
    # Qwen3 with enable_thinking false: the prompt closed an empty <think></think>
    assert split_whole(Format.THINK_TAGS, "Hello! How can I help you today?") \
        == Split("", "Hello! How can I help you today?")


def test_a_think_tag_later_in_the_answer_is_the_answer() -> None:
    text = "Use the <think> tag like this: <think>...</think>."
    assert split_whole(Format.THINK_TAGS, text) == Split("", text)


def test_an_unfinished_open_tag_at_the_end_is_given_back_as_answer() -> None:
    assert split_whole(Format.THINK_TAGS, "  <thi") == Split("", "<thi")


def test_gpt_oss_with_two_analysis_messages_keeps_them_apart() -> None:
    text = ("<|channel|>analysis<|message|>First thought.<|end|><|start|>assistant"
            "<|channel|>analysis<|message|>Second thought.<|end|><|start|>assistant"
            "<|channel|>final<|message|>Answer.")
    assert split_whole(Format.HARMONY, text) == Split("First thought.\n\nSecond thought.",
                                                      "Answer.")


def test_gpt_oss_cut_in_its_analysis_keeps_the_reasoning() -> None:
    assert split_whole(Format.HARMONY, "<|channel|>analysis<|message|>We need to") \
        == Split("We need to", "")


def test_gpt_oss_output_without_channels_is_all_answer() -> None:
    assert split_whole(Format.HARMONY, "Just an answer.") == Split("", "Just an answer.")


def test_no_format_passes_everything_as_answer() -> None:
    assert split_whole(Format.NONE, "<think>x</think>y") == Split("", "<think>x</think>y")


def test_an_empty_think_block_gives_no_reasoning() -> None:
    # Qwen3 deciding not to think writes an empty block first
    assert split_whole(Format.THINK_TAGS, "<think>\n\n</think>\n\nHi there!") \
        == Split("", "Hi there!")


def test_gpt_oss_answering_without_analysis_is_all_answer() -> None:
    assert split_whole(Format.HARMONY, "<|channel|>final<|message|>Paris.") \
        == Split("", "Paris.")


# gpt-oss calling a tool: the recipient after the channel's name, or in the header
# before <|channel|> (both are in OpenAI's harmony format)
GPT_OSS_CALLS = [
    ("<|channel|>analysis<|message|>Need the weather: call the tool.<|end|><|start|>assistant"
     "<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>"
     '{"city": "Paris"}<|call|>'),
    ("<|channel|>analysis<|message|>Need the weather: call the tool.<|end|>"
     "<|start|>assistant to=functions.get_weather<|channel|>commentary json<|message|>"
     '{"city": "Paris"}<|call|>'),
]


@pytest.mark.parametrize("text", GPT_OSS_CALLS, ids=["recipient-after", "recipient-before"])
def test_gpt_oss_tool_call_reaches_the_answer_whole_at_every_cut(text: str) -> None:
    from amdchat.toolcalls.families import Family
    from amdchat.toolcalls.parsing import parse

    for cut in range(1, len(text)):
        split = _streamed(Format.HARMONY, False, [text[:cut], text[cut:]])
        assert split.reasoning == "Need the weather: call the tool.", cut
        parsed = parse(split.answer, Family.HARMONY)
        assert [(c.name, c.arguments) for c in parsed.calls] \
            == [("get_weather", '{"city": "Paris"}')], (cut, split.answer)
        assert parsed.content == "", cut


def test_gpt_oss_commentary_without_recipient_is_answer_text() -> None:
    text = ("<|channel|>commentary<|message|>Let me check that.<|end|><|start|>assistant"
            "<|channel|>final<|message|>It is sunny.")
    assert split_whole(Format.HARMONY, text) == Split("", "Let me check that.\n\nIt is sunny.")
