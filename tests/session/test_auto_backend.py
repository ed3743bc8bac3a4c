"""The session's "auto": the backend measured fastest for this GPU and kind of model, when
one was measured; a backend the user forces still wins; without a measurement, the usual
rule (a GPU backend first)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from amdchat.backends.measured import Figure, model_class
from amdchat.backends.measured_store import remember, remembered
from amdchat.backends.registry import Backend, discover
from amdchat.hardware.monitor import GpuMonitor
from amdchat.session.engine_session import EngineSession
from amdchat.session.spec import ModelSpec
from tests.helpers.fake_system import TREES
from tests.helpers.tiny_gguf import tiny_gguf


@pytest.fixture
def xtx(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 7900 XTX in the (recorded) sysfs tree."""
    monkeypatch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))


@pytest.fixture
def installed(tmp_path: Path) -> list[Backend]:
    """The real CPU backend, and a Vulkan one (its folder only: no worker of it is needed)."""
    cpu = next(b for b in discover() if b.kind == "cpu")
    (tmp_path / "vulkan").mkdir()
    return [Backend("vulkan", tmp_path / "vulkan", str(tmp_path / "vulkan")), cpu]


@pytest.fixture
def model(tmp_path: Path) -> Path:
    return tiny_gguf(tmp_path / "tiny.gguf")


@pytest.fixture
def session(installed: list[Backend]) -> Iterator[EngineSession]:
    # events are ignored: only the backend the session starts a worker of is looked at
    session = EngineSession(lambda _call: None, discover=lambda: installed,
                            budget=lambda _spec: None)
    yield session
    session.close(0.0)


def remember_cpu_won(model: Path) -> None:
    (gpu,) = GpuMonitor().gpus
    remember(model_class(gpu, "llama", model.stat().st_size),
             [Figure("vulkan", 40.0, 400.0, "gpu", "done"),
              Figure("cpu", 90.0, 900.0, "cpu", "done")], "2026-12-02T01:00:00", model.name)


def test_auto_without_a_measurement_keeps_the_usual_rule(xtx: None, session: EngineSession,
                                                        model: Path) -> None:
    session.load(ModelSpec(model, backend="auto"))
    assert session.backend is not None and session.backend.kind == "vulkan"


def test_auto_picks_the_measured_winner(xtx: None, session: EngineSession,
                                        model: Path) -> None:
    remember_cpu_won(model)
    session.load(ModelSpec(model, backend="auto"))
    assert session.backend is not None and session.backend.kind == "cpu"


def test_a_forced_backend_wins_over_the_measurement(xtx: None, session: EngineSession,
                                                    model: Path) -> None:
    remember_cpu_won(model)
    session.load(ModelSpec(model, backend="vulkan"))
    assert session.backend is not None and session.backend.kind == "vulkan"


def test_the_winner_holds_for_its_class_only(xtx: None, installed: list[Backend],
                                            model: Path, tmp_path: Path) -> None:
    remember_cpu_won(model)
    assert remembered(model, -1, installed) == installed[1]
    bigger = tiny_gguf(tmp_path / "wide.gguf", width=512)  # same size class, same family
    assert remembered(bigger, -1, installed) == installed[1]
    assert remembered(model, 3, installed) is None  # another GPU (none at index 3)
    without_cpu = installed[:1]
    assert remembered(model, -1, without_cpu) is None  # the winner was removed since


def test_kept_figures_edited_by_hand_leave_the_usual_rule(
        xtx: None, session: EngineSession, model: Path, amdchat_home: Path) -> None:
    remember_cpu_won(model)
    store = next(amdchat_home.rglob("backend-choices.json"))
    store.write_text(store.read_text().replace('"tg_tps": 90.0', '"tg_tps": "90"'))
    session.load(ModelSpec(model, backend="auto"))
    assert session.backend is not None and session.backend.kind == "vulkan"


def test_no_gpu_no_measured_choice(session: EngineSession, model: Path) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("AMDCHAT_SYSFS_ROOT", str(TREES / "rdna3-rx7900xtx"))
        remember_cpu_won(model)
    # the bare host's empty sysfs: no GPU, so no class to look up
    session.load(ModelSpec(model, backend="auto"))
    assert session.backend is not None and session.backend.kind == "vulkan"
