"""The session's load state machine with a scripted stand-in worker: races between a
load, its dry run, a newer load, an unload and a failure (found by review)."""
from __future__ import annotations

import pytest

from amdchat.session.listener import State
from amdchat.session.spec import ModelSpec
from tests.helpers.scripted_session import MIB, FakeClient, memory, scripted_session


@pytest.fixture
def session(monkeypatch, tmp_path):
    return scripted_session(monkeypatch, tmp_path)


def ready(s):
    s._on_event(s._serial, {"event": "ready", "devices": [{"type": "gpu", "name": "Vulkan0"}]})


def answer_plan(s, ok=True):
    req = [r for r in FakeClient.last.sent if r["op"] == "dry_run"][-1]
    if ok:
        s._on_event(s._serial, {"event": "dry_run", "id": req["id"], "params": req["params"],
                                "kv_mib": 0.0, "compute_mib": {}, "output_mib": {}})
    else:
        s._on_event(s._serial, {"event": "error", "kind": "dry_run_failed",
                                "message": "the dry run failed: x", "id": req["id"]})


def loaded(s, gpu_mib):
    s._on_event(s._serial, {"event": "loaded", "n_gpu_layers": -1, "placement": {
        "model_mib": {"Vulkan0": gpu_mib}, "kv_mib": {}, "compute_mib": {}}})


def spec(tmp_path, name):
    return ModelSpec(tmp_path / name, backend="vulkan", n_ctx=512, memory=memory())


def test_a_retry_after_a_failed_load_does_not_count_the_old_model_again(session, tmp_path):
    s = session
    s.load(spec(tmp_path, "a.gguf"))
    ready(s)
    answer_plan(s)
    loaded(s, 900)
    # the card: 2000 MiB free with A (900 MiB) loaded
    s.load(spec(tmp_path, "b.gguf"))
    assert s._planning[2] == 900 * MIB  # A will be freed: right
    answer_plan(s)
    # the worker unloaded A, then B's load failed
    s._on_event(s._serial, {"event": "error", "kind": "out_of_memory", "message": "oom"})
    assert s.state == State.STOPPED
    s.free["bytes"] = 2900 * MIB  # A is gone: the card's reading now holds its 900 MiB
    s.generate([{"role": "user", "content": "hi"}], {}, lambda e: None)  # retries the load
    assert s._planning[2] == 0, "A's 900 MiB were counted again though A is gone"


def test_a_second_load_during_planning_counts_the_model_still_loaded(session, tmp_path):
    s = session
    s.load(spec(tmp_path, "a.gguf"))
    ready(s)
    answer_plan(s)
    loaded(s, 900)
    s.load(spec(tmp_path, "b.gguf"))   # planning B; A still in the worker
    s.load(spec(tmp_path, "c.gguf"))   # the user changes their mind
    assert s._planning[2] == 900 * MIB


def test_a_reply_never_goes_to_a_model_replaced_while_it_loaded(session,
                                                                                tmp_path):
    s = session
    s.load(spec(tmp_path, "a.gguf"))
    ready(s)
    answer_plan(s)   # A's load is in the worker
    s.load(spec(tmp_path, "b.gguf"))                              # B: dry run sent
    s._on_event(s._serial, {"event": "loaded", "path": str(tmp_path / "a.gguf"),
                            "n_gpu_layers": -1, "placement": {
                                "model_mib": {"Vulkan0": 900}, "kv_mib": {},
                                "compute_mib": {}}})           # A's late answer
    assert s.loaded is None and s.state == State.LOADING  # A's answer is stale
    s.generate([{"role": "user", "content": "hi"}], {}, lambda e: None)
    answer_plan(s)                                                # B's plan: B's load
    ops = [r["op"] for r in FakeClient.last.sent]
    assert ops == ["dry_run", "load", "dry_run", "load"]  # the reply waits for B
    loaded(s, 500)                                                # B's own answer
    assert [r["op"] for r in FakeClient.last.sent][-1] == "generate"
    assert s.state == State.GENERATING


def test_unload_during_planning_and_during_the_load(session, tmp_path):
    s = session
    s.load(spec(tmp_path, "a.gguf"))
    ready(s)
    s.unload()                                   # during planning
    answer_plan(s)                               # the closing worker still answers
    assert [r["op"] for r in FakeClient.last.sent] == ["dry_run"]  # no load: fine
    s.load(spec(tmp_path, "a.gguf"))
    ready(s)
    answer_plan(s)     # the load proper
    closing = s._serial
    s.unload()
    s._on_event(closing, {"event": "loaded", "n_gpu_layers": -1, "placement": {
        "model_mib": {"Vulkan0": 900}, "kv_mib": {}, "compute_mib": {}}})  # its late answer
    assert s.state == State.STOPPED and s.loaded is None


def test_a_fresh_worker_reclaims_nothing(session, tmp_path):
    s = session
    s.load(spec(tmp_path, "a.gguf"))
    ready(s)
    answer_plan(s)
    loaded(s, 900)
    first = FakeClient.last
    import dataclasses
    s.load(dataclasses.replace(spec(tmp_path, "b.gguf"), gpu_device=1))  # another GPU index
    assert FakeClient.last is not first and not first.running  # the old worker is let go
    ready(s)                                                     # the new one is ready
    assert s._planning[2] == 0


def test_the_replaced_loads_error_does_not_stop_the_new_load(session,
                                                                          tmp_path):
    s = session
    progress = []
    s.heard.on_load_progress = progress.append
    s.load(spec(tmp_path, "a.gguf"))
    ready(s)
    answer_plan(s)   # A's load is in the worker
    s.load(spec(tmp_path, "b.gguf"))                              # B: dry run queued behind
    s._on_event(s._serial, {"event": "error", "kind": "out_of_memory",
                            "message": "llama.cpp could not load a.gguf"})   # A fails
    answer_plan(s)                                                # B's plan: B's load sent
    s._on_event(s._serial, {"event": "load_progress", "progress": 0.5})
    assert s.state == State.LOADING and progress == [0.5]
