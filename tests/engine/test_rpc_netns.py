"""The model split over rpc-servers in network namespaces of their own, for real.

Each server is amdchat's RPC host on a copy of the CPU backend with the RPC build added
(tests/helpers/rpc_netns.py), reached over a veth pair as another computer would be.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from amdchat.backends.registry import Backend
from amdchat.engine.placement import bytes_by_device
from amdchat.model_memory import local_memory
from amdchat.session.blocking import BlockingEngine, EngineError
from amdchat.session.spec import ModelSpec
from tests.helpers import rpc_netns

GREEDY = {"temperature": 0.0, "max_tokens": 24, "seed": 7, "top_k": 40, "top_p": 0.95,
          "min_p": 0.05, "repeat_penalty": 1.1}
PROMPT = [{"role": "user", "content": "Name three rivers of Europe."}]
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def rpc_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return rpc_netns.folder_or_skip(tmp_path_factory.mktemp("rpc-backend"))


@pytest.fixture
def real_cpuinfo() -> None:
    rpc_netns.copy_real_proc()


def engine(folder: Path, log: Path) -> BlockingEngine:
    return BlockingEngine(log_path=log, discover=lambda: [Backend("cpu", folder, "test")])


def reply(folder: Path, model_path: Path, log: Path, servers: tuple[str, ...] = ()
          ) -> tuple[str, dict, object]:
    with engine(folder, log) as running:
        loaded = running.load(ModelSpec(model_path, backend="cpu", n_ctx=512,
                                        rpc_servers=servers))
        done = running.chat(PROMPT, GREEDY)
        return done["reply"], dict(loaded), running.session.remote_split


def test_the_reply_split_over_three_computers_equals_the_local_one_token_for_token(
        rpc_folder: Path, model_path: Path, tmp_path: Path, real_cpuinfo: None) -> None:
    alone, _, _ = reply(rpc_folder, model_path, tmp_path / "alone.log")
    assert alone.strip()
    with rpc_netns.rpc_servers(2, rpc_folder) as servers:
        endpoints = tuple(s.endpoint for s in servers)
        split_reply, loaded, split = reply(rpc_folder, model_path, tmp_path / "split.log",
                                           endpoints)
    assert split_reply == alone
    assert split is not None and split.here_layers > 0
    by_host = split.layers_by_host()
    assert all(by_host[e] > 0 for e in endpoints), by_host
    # what llama.cpp allocated on each remote device is what the plan put there: the
    # weights of its layers (the model buffer), to within alignment; the last device also
    # holds the output layer (for Gemma's tied embeddings, a copy of the table)
    layer_bytes = local_memory(model_path).layer_bytes
    model_mib = loaded["placement"]["model_mib"]
    start = split.here_layers  # the first layers stay here, the rest go in device order
    for number, place in enumerate(split.places, 1):
        planned = sum(layer_bytes[start:start + place.layers])
        start += place.layers
        if number < len(split.places):
            assert model_mib[place.buffer] * 2**20 == pytest.approx(planned, rel=0.01), place
        else:
            assert model_mib[place.buffer] * 2**20 > planned, place
    assert set(bytes_by_device(loaded["placement"])) >= {p.buffer for p in split.places}


def test_each_server_holds_the_kv_cache_and_buffers_the_split_counted(
        rpc_folder: Path, model_path: Path, tmp_path: Path, real_cpuinfo: None) -> None:
    """At a large context the KV cache outweighs the weights: the split counts each
    device's KV for its layers (full size for every layer with swa_full, as the plan
    counts them), the output layer on the last one and a compute buffer; what llama.cpp
    then allocates on each server is that KV to 1 %, and never more than planned."""
    from amdchat.plan.remote_split import layer_costs

    n_ctx = 32768
    # namespaces 31 and 32: apart from the other RPC tests, which may run meanwhile
    with rpc_netns.rpc_servers(2, rpc_folder, first=31) as servers, \
            engine(rpc_folder, tmp_path / "kv.log") as running:
        loaded = running.load(ModelSpec(model_path, backend="cpu", n_ctx=n_ctx, swa_full=True,
                                        rpc_servers=tuple(s.endpoint for s in servers)))
        split = running.session.remote_split
    assert split is not None and all(p.layers for p in split.places)
    memory = local_memory(model_path)
    costs = layer_costs(memory, n_ctx, swa_full=True)
    placement = loaded["placement"]
    start = split.here_layers
    for place, planned in zip(split.places, split.planned_bytes, strict=True):
        layers = range(start, start + place.layers)
        start += place.layers
        kv = placement["kv_mib"][place.buffer] * 2**20
        assert kv == pytest.approx(memory.kv_bytes(n_ctx, layers, swa_full=True),
                                   rel=0.01), place
        assert kv > 2 * sum(memory.layer_bytes[i] for i in layers)  # KV outweighs weights
        allocated = sum(placement[part].get(place.buffer, 0.0)
                        for part in ("model_mib", "kv_mib", "compute_mib")) * 2**20
        assert allocated <= planned, (place, allocated, planned)
        assert planned - allocated <= costs.compute_bytes + 0.01 * planned, place


def test_a_computer_that_drops_mid_reply_is_named_and_the_partial_reply_kept(
        rpc_folder: Path, model_path: Path, tmp_path: Path, real_cpuinfo: None) -> None:
    long_reply = {**GREEDY, "max_tokens": 400}
    with rpc_netns.rpc_servers(2, rpc_folder) as servers, \
            engine(rpc_folder, tmp_path / "w.log") as running:
        running.load(ModelSpec(model_path, backend="cpu", n_ctx=1024,
                               rpc_servers=tuple(s.endpoint for s in servers)))
        got: list[str] = []
        killer = threading.Thread(target=lambda: (
            _wait_for(lambda: len(got) >= 3), servers[1].kill()))
        killer.start()
        started = time.monotonic()
        with pytest.raises(EngineError) as failed:
            running.chat(PROMPT, long_reply, on_token=got.append)
        killer.join()
    assert time.monotonic() - started < 60
    assert len(got) >= 3, "the reply so far came through and is the caller's"
    message = str(failed.value)
    assert servers[1].endpoint in message and servers[0].endpoint not in message
    assert "stopped answering" in message and "reply so far is kept" in message


def test_an_unreachable_server_stops_the_load_with_its_name_in_bounded_time(
        rpc_folder: Path, model_path: Path, tmp_path: Path, real_cpuinfo: None) -> None:
    started = time.monotonic()
    with engine(rpc_folder, tmp_path / "w.log") as running, \
            pytest.raises(EngineError) as failed:
        running.load(ModelSpec(model_path, backend="cpu", n_ctx=512,
                               rpc_servers=("10.77.9.2:50052",)), timeout=120)
    assert "10.77.9.2:50052" in str(failed.value)
    assert time.monotonic() - started < 90


def _wait_for(condition: object, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition() and time.monotonic() < deadline:  # type: ignore[operator]
        time.sleep(0.05)
