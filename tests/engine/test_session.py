"""The engine session's rules with the real worker: the queue, cancel, unload, refusals."""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import pytest

from amdchat.backends.registry import discover
from amdchat.engine.protocol import EventKind
from amdchat.session.blocking import BlockingEngine, EngineError
from amdchat.session.listener import State
from amdchat.session.spec import ModelSpec
from tests.helpers.processes import pid_alive

GREEDY = {"temperature": 0.0, "max_tokens": 12, "seed": 5}


@pytest.mark.slow
def test_queued_requests_run_one_at_a_time_in_order(model_path: Path) -> None:
    with BlockingEngine() as engine:
        engine.load(ModelSpec(model_path, backend="cpu", n_ctx=512))
        session, seen = engine.session, []
        for word in ("red", "green", "blue"):
            session.generate([{"role": "user", "content": f"Say {word}."}], GREEDY,
                             lambda event, w=word: seen.append((w, event["event"])))
        assert session.busy and session.state == State.GENERATING
        engine._run_until(lambda: sum(kind == EventKind.DONE for _, kind in seen) == 3, 120)
    order = [word for word, kind in seen if kind == EventKind.DONE]
    assert order == ["red", "green", "blue"]
    # tokens of one reply never interleave with another's: each reply's tokens are contiguous
    words = [word for word, kind in seen if kind == EventKind.TOKEN]
    assert words == sorted(words, key=["red", "green", "blue"].index)


@pytest.mark.slow
def test_cancelling_a_queued_request_never_reaches_the_worker(model_path: Path) -> None:
    with BlockingEngine() as engine:
        engine.load(ModelSpec(model_path, backend="cpu", n_ctx=512))
        session, events = engine.session, {"first": [], "second": []}
        session.generate([{"role": "user", "content": "Count to five."}], GREEDY,
                         events["first"].append)
        second = session.generate([{"role": "user", "content": "Say hi."}], GREEDY,
                                  events["second"].append)
        session.cancel(second)
        engine._run_until(lambda: any(e["event"] == EventKind.DONE for e in events["first"]),
                          60)
        engine._run_until(lambda: bool(events["second"]), 5)
    (cancelled,) = events["second"]
    assert cancelled["finish_reason"] == "cancelled" and cancelled["reply"] == ""
    assert events["first"][-1]["reply"].strip(), "the first reply ran to its end"


def test_a_request_without_a_model_is_refused_with_the_reason() -> None:
    with BlockingEngine() as engine, pytest.raises(EngineError) as refused:
        engine.chat([{"role": "user", "content": "Hello?"}], GREEDY)
    assert refused.value.kind == "no_model"
    assert "Open a .gguf model first" in str(refused.value)
    assert engine.session.worker_pid is None, "no worker is started for nothing"


def test_a_backend_that_is_not_installed_is_refused_before_any_worker(tmp_path: Path) -> None:
    model = tmp_path / "m.gguf"
    model.write_bytes(b"")
    only_cpu = [b for b in discover() if b.kind == "cpu"]  # whatever this machine has
    with BlockingEngine(discover=lambda: only_cpu) as engine, \
            pytest.raises(EngineError) as refused:
        engine.load(ModelSpec(model, backend="rocm"))
    assert refused.value.kind == "backend_unavailable"
    assert "rocm backend is not installed" in str(refused.value)
    assert engine.session.worker_pid is None and not engine.session.has_model



@pytest.mark.parametrize("installed_app", [False, True])
def test_a_missing_rocm_backend_is_refused_with_where_to_get_one(
        tmp_path: Path, amdchat_home: Path, monkeypatch: pytest.MonkeyPatch,
        installed_app: bool) -> None:
    """Debian's own ROCm (HIP 5.7) cannot build this llama.cpp, and an installed app has no
    compiler: the refusal says what to build it against, and where."""
    monkeypatch.setattr(sys, "frozen", installed_app, raising=False)
    model = tmp_path / "m.gguf"
    model.write_bytes(b"")
    only_cpu = [b for b in discover() if b.kind == "cpu"]
    with BlockingEngine(discover=lambda: only_cpu) as engine, \
            pytest.raises(EngineError) as refused:
        engine.load(ModelSpec(model, backend="rocm"))
    said = str(refused.value)
    assert refused.value.kind == "backend_unavailable"
    assert "AMD's ROCm 6.1 or newer" in said and "too old" in said
    backends = amdchat_home / "data" / "backends"
    if installed_app:  # `amdchat backends build` refuses in an installed app
        assert "the installed app cannot compile one" in said
        assert f".venv/bin/amdchat backends build rocm --dest {backends}'" in said
    else:
        assert "build it with 'amdchat backends build rocm'" in said
        assert f"put a rocm backend folder under {backends}." in said
    error = engine._recorder.last
    assert error["text"]["template"].startswith("The rocm backend is not installed"), \
        "the UI gets the sentence to translate"

@pytest.mark.slow
def test_unload_during_a_load_returns_at_once_and_the_worker_goes(model_path: Path) -> None:
    """A worker stuck in a load (a driver that hangs; here: SIGSTOP) must not hold the
    caller: unload returns at once, and the worker is killed after its grace time."""
    with BlockingEngine() as engine:
        session = engine.session
        stopped: list[int] = []

        def freeze_when_loading(state: State) -> None:
            if state == State.LOADING and session.worker_pid and not stopped:
                stopped.append(session.worker_pid)
                os.kill(session.worker_pid, signal.SIGSTOP)

        engine._recorder.on_state = freeze_when_loading  # type: ignore[method-assign]
        session.load(ModelSpec(model_path, backend="cpu", n_ctx=512))
        engine._run_until(lambda: bool(stopped), 60)
        started = time.perf_counter()
        session.unload()
        took = time.perf_counter() - started
        assert took < 0.2, f"unload blocked the caller for {took:.2f} s"
        assert session.state == State.STOPPED and not session.has_model
        deadline = time.monotonic() + 10
        while pid_alive(stopped[0]) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not pid_alive(stopped[0]), "the stuck worker was not killed"


@pytest.mark.slow
def test_a_log_on_a_full_disk_never_takes_the_engine_down(model_path: Path) -> None:
    with BlockingEngine(log_path=Path("/dev/full")) as engine:
        engine.load(ModelSpec(model_path, backend="cpu", n_ctx=512))
        done = engine.chat([{"role": "user", "content": "Say hi."}], GREEDY)
    assert done["reply"].strip()


@pytest.mark.slow
def test_a_cancel_sent_just_after_its_request_is_never_lost(model_path: Path) -> None:
    """The cancel names its request: even read before that request starts in the worker
    (a race a global flag loses), the request stops at once."""
    with BlockingEngine() as engine:
        engine.load(ModelSpec(model_path, backend="cpu", n_ctx=512))
        session, events = engine.session, []
        job = session.generate([{"role": "user", "content": "Write a long story."}],
                               {**GREEDY, "max_tokens": 300}, events.append)
        session.cancel(job)  # in the pipe right behind the generate request
        engine._run_until(lambda: any(e["event"] == EventKind.DONE for e in events), 60)
    done = events[-1]
    assert done["finish_reason"] == "cancelled"
    assert done["stats"].get("generated_tokens", 0) < 5


@pytest.mark.slow
def test_a_backend_forced_after_an_auto_fallback_is_used_without_the_fallback_notice(
        model_path: Path) -> None:
    """'auto' fell back to the CPU (Vulkan saw no GPU); the user then forces Vulkan: the
    session must start Vulkan, not keep the CPU worker and repeat 'no usable GPU'."""
    from tests.helpers.vulkan import vulkan_backend

    vulkan_backend()
    with BlockingEngine() as engine:
        engine.load(ModelSpec(model_path, backend="auto", n_ctx=256))
        assert engine.session.backend is not None and engine.session.backend.kind == "cpu"
        assert [notice.kind for notice in engine.notices] == ["cpu_fallback"]
        engine.load(ModelSpec(model_path, backend="vulkan", n_ctx=256))
        assert engine.session.backend.kind == "vulkan"
        assert [notice.kind for notice in engine.notices] == ["cpu_fallback"]


@pytest.mark.slow
def test_stop_during_a_long_prompt_frees_the_worker_at_once(model_path: Path) -> None:
    """The prompt is evaluated before the first token: a cancel then aborts llama.cpp's
    decode (a client that left, Stop) instead of waiting for the whole prompt, and the
    next reply is exactly what it would have been."""
    question = [{"role": "user", "content": "Name a colour."}]
    with BlockingEngine() as engine:
        engine.load(ModelSpec(model_path, backend="cpu", n_ctx=4096))
        before = engine.chat(question, GREEDY)["reply"]
        session, events = engine.session, []
        job = session.generate([{"role": "user", "content": "word " * 3500}],
                               {**GREEDY, "max_tokens": 4}, events.append)
        time.sleep(0.8)  # the worker is evaluating the prompt
        cancelled_at = time.monotonic()
        session.cancel(job)
        engine._run_until(lambda: bool(events), 60)
        waited = time.monotonic() - cancelled_at
        after = engine.chat(question, GREEDY)["reply"]
    assert events[-1]["event"] == EventKind.DONE
    assert events[-1]["finish_reason"] == "cancelled" and events[-1]["reply"] == ""
    assert waited < 1.5, f"the worker went on for {waited:.1f} s after the cancel"
    assert after == before, "the reply after an aborted prompt differs"
