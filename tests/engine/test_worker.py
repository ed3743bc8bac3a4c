"""The real worker process with the real model: load, stream, cancel, die, recover."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from amdchat.engine import protocol, wire
from amdchat.engine.load_params import load_params
from amdchat.session.blocking import BlockingEngine, EngineError
from amdchat.session.spec import ModelSpec

GREEDY = {"temperature": 0.0, "max_tokens": 24, "seed": 7, "top_k": 40, "top_p": 0.95,
          "min_p": 0.05, "repeat_penalty": 1.1}
QUESTION = [{"role": "user", "content": "Name three colours of the rainbow."}]


def cpu(path: Path, n_ctx: int = 512) -> ModelSpec:
    return ModelSpec(path, backend="cpu", n_ctx=n_ctx)


@pytest.fixture
def session(model_path: Path):
    with BlockingEngine() as running:
        running.load(cpu(model_path, 1024))
        yield running


@pytest.mark.slow
def test_streams_a_real_reply_with_real_stats(session: BlockingEngine) -> None:
    tokens: list[str] = []
    done = session.chat(QUESTION, GREEDY, on_token=tokens.append)
    assert done["reply"].strip(), "the model must not reply with nothing"
    assert "".join(tokens) == done["reply"]
    assert len(tokens) > 1, "tokens arrive one by one, not all at once"
    stats = done["stats"]
    assert 0 < stats["generated_tokens"] <= 24
    assert stats["prompt_tokens"] > 5
    assert stats["generation_tps"] > 1.0 and stats["prompt_tps"] > 1.0
    assert 0 < stats["ttft_ms"] < 30_000
    assert stats["template"] == "gemma", "a base gemma has no template: pick gemma's by arch"


@pytest.mark.slow
def test_load_reports_where_the_model_really_runs(session: BlockingEngine) -> None:
    loaded = session.session.loaded
    assert loaded["architecture"] == "gemma3"
    assert loaded["quantization"] == "Q4_K_M"
    placement = loaded["placement"]
    assert placement["runs_on"] == "cpu"
    assert placement["model_mib"]["CPU"] > 100  # the weights really are in host memory
    # Gemma ties its output to the embeddings, but on the CPU every weight is read there
    # anyway: only a full GPU offload that left the table behind says so
    assert placement["logits_on_host"] is False
    assert session.session.devices[0]["type"] == "cpu"


@pytest.mark.slow
def test_same_seed_gives_same_reply(session: BlockingEngine) -> None:
    sampling = {**GREEDY, "temperature": 0.9, "seed": 1234}
    first = session.chat(QUESTION, sampling)["reply"]
    second = session.chat(QUESTION, sampling)["reply"]
    assert first == second and first.strip()


@pytest.mark.slow
def test_cancel_stops_mid_reply(session: BlockingEngine) -> None:
    sampling = {**GREEDY, "temperature": 1.0, "max_tokens": 400, "seed": 3}
    seen: list[str] = []

    def on_token(text: str) -> None:
        seen.append(text)
        if len(seen) == 3:
            session.session.cancel()

    done = session.chat([{"role": "user", "content": "Write a long story about a dragon."}],
                        sampling, on_token=on_token)
    assert done["finish_reason"] == "cancelled"
    assert 3 <= done["stats"]["generated_tokens"] < 100
    assert done["reply"] == "".join(seen)
    # the worker is still fine after a cancel
    assert session.chat(QUESTION, GREEDY)["reply"].strip()


@pytest.mark.slow
def test_killed_worker_is_reported_and_a_new_one_works(model_path: Path) -> None:
    with BlockingEngine() as engine:
        engine.load(cpu(model_path))
        first_pid = engine.session.worker_pid
        got_token = threading.Event()

        def on_token(_text: str) -> None:
            if not got_token.is_set():
                got_token.set()
                engine.session.kill_worker()

        with pytest.raises(EngineError) as died:
            engine.chat(QUESTION, {**GREEDY, "max_tokens": 400}, on_token=on_token)
        assert died.value.kind == "worker_died"
        assert "SIGKILL" in str(died.value)
        assert engine.session.state == "stopped" and engine.session.has_model
        # the next request starts a fresh worker and reloads the model by itself
        assert engine.chat(QUESTION, GREEDY)["reply"].strip()
        assert engine.session.worker_pid not in (None, first_pid)


@pytest.mark.slow
@pytest.mark.parametrize(("fixture", "kind"), [
    ("not_gguf_file", "model_not_gguf"),
    ("truncated_gguf", "model_truncated"),
    ("unknown_arch_gguf", "unknown_architecture"),
])
def test_bad_model_files_fail_clearly_and_the_worker_lives_on(
        request: pytest.FixtureRequest, fixture: str, kind: str, model_path: Path) -> None:
    bad = request.getfixturevalue(fixture)
    with BlockingEngine() as session:
        with pytest.raises(EngineError) as failed:
            session.load(cpu(bad))
        assert failed.value.kind == kind
        assert bad.name in str(failed.value) or kind == "unknown_architecture"
        session.load(cpu(model_path))
        assert session.chat(QUESTION, GREEDY)["reply"].strip()


def test_missing_file_is_reported(tmp_path: Path) -> None:
    with BlockingEngine() as session, pytest.raises(EngineError) as failed:
        session.load(cpu(tmp_path / "gone.gguf"))
    assert failed.value.kind == "model_missing"
    assert "does not exist" in str(failed.value)


@pytest.mark.slow
def test_overlong_history_drops_oldest_turns(session: BlockingEngine) -> None:
    filler = "word " * 150
    history = []
    for turn in range(6):
        history += [{"role": "user", "content": f"{turn} {filler}"},
                    {"role": "assistant", "content": filler}]
    history.append({"role": "user", "content": "Say hello."})
    done = session.chat(history, {**GREEDY, "max_tokens": 8})
    assert done["stats"]["dropped_messages"] > 0
    assert done["stats"]["prompt_tokens"] <= 1024


def test_a_name_that_is_not_utf8_reaches_the_worker_intact(tmp_path: Path,
                                                            not_gguf_file: Path) -> None:
    """Latin-1 bytes in a name have no JSON form: the path travels as its bytes, so the
    worker opens the very file (not 'does not exist'), and says its name readably."""
    odd = Path(os.fsdecode(os.fsencode(tmp_path) + b"/caf\xe9.gguf"))
    odd.write_bytes(not_gguf_file.read_bytes())
    with BlockingEngine() as session:
        with pytest.raises(EngineError) as failed:
            session.load(cpu(odd))
        assert failed.value.kind == "model_not_gguf"
        assert "caf\ufffd.gguf: this is not a usable GGUF model" in str(failed.value)
    with BlockingEngine() as session:
        session.start("cpu")
        with pytest.raises(EngineError) as dry:
            session.dry_run(odd, n_ctx=256)
        assert "does not start with 'GGUF'" in str(dry.value)


@pytest.mark.parametrize("name", [b"caf\xe9.gguf", b"plain.gguf", "caf\u00e9.gguf".encode()])
def test_path_fields_survive_the_protocol_and_a_lossy_pipe(name: bytes) -> None:
    path = Path(os.fsdecode(b"/models/" + name))
    line = protocol.encode({"op": "load", **protocol.path_fields(path), "chat_template": "auto",
                            "params": load_params(256).as_dict()})
    received = line.encode("utf-8", "replace").decode("utf-8", "replace")  # the pipes
    request = wire.decode_request(received)
    assert request["op"] == "load" and protocol.path_from(request) == path
