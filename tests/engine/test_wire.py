"""The protocol's lines are checked once, on arrival, against the TypedDicts that declare
them: a valid line comes through as it was sent, anything else becomes a clear error
event from the client (never a KeyError later, in the GUI)."""

from __future__ import annotations

import json
import sys
import threading
from pathlib import Path

import pytest

from amdchat.engine import client as client_module
from amdchat.engine import protocol, wire
from amdchat.engine.client import EngineClient
from amdchat.engine.load_params import load_params

ROW: protocol.BenchResult = {"test": "pp512", "kind": "pp", "n_tokens": 512, "depth": 0,
                             "reps": 2, "samples_ns": [10, 11], "mean_tps": 1.5,
                             "stddev_tps": 0.0}
VALID_EVENTS: list[protocol.WorkerEvent] = [
    {"event": "ready", "pid": 12, "lib_folder": "/lib", "gpu_offload": True,
     "devices": [{"name": "Vulkan0", "description": "RX 7900 XTX", "type": "gpu",
                  "free_bytes": 1, "total_bytes": 2, "driver": "", "driver_detail": ""}]},
    {"event": "load_progress", "progress": 0.5},
    protocol.token("g1", "Hello"),
    {**protocol.token("g1", "Hi"), "prompt_tokens": 12, "n_ctx": 4096},
    protocol.done("g1", "Hello", "stop", {"prompt_tokens": 3, "ttft_ms": 12.5,
                                          "template_problem_text": None}),
    protocol.cancelled_before_start("g2"),
    protocol.error("too_long", "The prompt is too long.", "g3", detail="d"),
    {"event": "unloaded"},
    {"event": "bench_progress", "id": "b1", "row": ROW, "done": 1, "total": 2},
    {"event": "bench", "id": "b1", "finish_reason": "done", "results": [ROW],
     "skipped": [{"test": "pp512", "depth": 4096, "reason": "does not fit in the context"}],
     "n_ctx": 4096, "n_batch": 512, "n_ubatch": 512, "n_threads": 8, "n_threads_batch": 8,
     "system_info": "CPU : AVX2 = 1"},
]


@pytest.mark.parametrize("event", VALID_EVENTS, ids=lambda e: str(e["event"]))
def test_a_valid_event_round_trips(event: protocol.WorkerEvent) -> None:
    assert wire.decode_event(protocol.encode(event)) == event


def test_a_float_written_as_an_integer_is_still_a_float_field() -> None:
    assert wire.decode_event('{"event":"load_progress","progress":1}')["event"] == \
        "load_progress"


@pytest.mark.parametrize(("line", "says"), [
    ('{"event":"token","id":"g1"}', "the 'token' event has no 'text'"),
    ('{"event":"token","id":"g1","text":7}', "has 'text' that should be str, not 7"),
    ('{"event":"done","id":"g1","reply":"","finish_reason":"stop","stats":{"seed":"x"}}',
     "'stats' that has 'seed' that should be int"),
    ('{"event":"teleport"}', 'unknown event "teleport"'),
    ('{"id":"g1"}', "unknown event missing"),
    ('[1, 2]', "expected a JSON object, got list"),
    ('not json', "Expecting value"),
    ('{"event":"load_progress","progress":true}', "should be float, not true"),
    ('{"event":"bench_progress","id":"b1","row":{"test":"pp512"},"done":1,"total":2}',
     "has 'row' that has no "),
])
def test_a_malformed_event_says_what_is_wrong(line: str, says: str) -> None:
    with pytest.raises(ValueError) as problem:
        wire.decode_event(line)
    assert says in str(problem.value)


def test_requests_are_checked_too() -> None:
    load: protocol.LoadRequest = {"op": "load", **protocol.path_fields(Path("/m.gguf")),
                                  "chat_template": "auto", "params": load_params(512).as_dict()}
    assert wire.decode_request(protocol.encode(load)) == load
    with pytest.raises(ValueError, match="the 'load' request has no 'params'"):
        wire.decode_request('{"op":"load","path":"/m.gguf","chat_template":"auto"}')
    with pytest.raises(ValueError, match='unknown request "fly"'):
        wire.decode_request('{"op":"fly"}')


def _client_events(monkeypatch: pytest.MonkeyPatch, lines: list[str]) -> list[protocol.Event]:
    """The events an EngineClient hands on from a worker that writes ``lines``."""
    script = "import sys\nfor line in sys.argv[1:]:\n    print(line, flush=True)\n"
    monkeypatch.setattr(client_module, "worker_command",
                        lambda: [sys.executable, "-c", script, *lines])
    events: list[protocol.Event] = []
    exited = threading.Event()

    def on_event(event: protocol.Event) -> None:
        events.append(event)
        if event["event"] == "exited":
            exited.set()

    client = EngineClient(on_event)
    client.start()
    assert exited.wait(30), "the fake worker did not end"
    return events


def test_the_client_hands_on_valid_events_and_turns_bad_lines_into_errors(
        monkeypatch: pytest.MonkeyPatch) -> None:
    token = protocol.token("g1", "Hi")
    events = _client_events(monkeypatch, [
        protocol.encode(token).strip(),
        '{"event":"token","id":"g1"}',  # no text: its job must end, not wait
        '{"event":"warp","id":"g2"}',
        "garbage",
    ])
    assert events[0] == token
    bad_token, unknown, garbage, exited = events[1:]
    assert bad_token["event"] == "error" and bad_token["kind"] == "protocol"
    assert bad_token.get("id") == "g1"
    assert bad_token["message"].startswith("The engine process sent a message amdchat cannot "
                                           "read (the 'token' event has no 'text')")
    assert unknown["event"] == "error" and unknown.get("id") == "g2"
    assert 'unknown event "warp"' in unknown["message"]
    assert garbage["event"] == "error" and "id" not in garbage
    assert exited["event"] == "exited" and exited["returncode"] == 0


def test_a_bad_line_ends_its_job_in_the_session_with_that_error() -> None:
    """What the session's job handler gets is the error event, with the line's id."""
    line = json.dumps({"event": "done", "id": "g7", "reply": 3})
    error = client_module.bad_line_error(line, ValueError("the 'done' event has no 'stats'"))
    assert error["event"] == "error" and error.get("id") == "g7"
    assert "no 'stats'" in error["message"]
