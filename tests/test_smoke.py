"""`amdchat --version` and `amdchat --smoke-test`, run as a user or an installer test would."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from amdchat.backends.registry import bundled_lib_folder
from amdchat.session.blocking import BlockingEngine
from amdchat.smoke import foreign_libraries

ROOT = Path(__file__).resolve().parents[1]


def amdchat(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "amdchat", *args], capture_output=True,
                          text=True, timeout=timeout)


def add_backend_folder(home: Path, name: str, manifest: str | None, libllama: bytes) -> Path:
    folder = home / "data" / "backends" / name
    folder.mkdir(parents=True)
    if manifest is not None:
        (folder / "manifest.json").write_text(manifest, encoding="utf-8")
    (folder / "libllama.so").write_bytes(libllama)
    return folder


def test_version_names_the_app_and_its_llama_cpp() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pinned = next(d for d in project["dependencies"] if d.startswith("llama-cpp-python=="))
    result = amdchat("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"amdchat {project['version']} (llama-cpp-python "
                                    f"{pinned.split('==')[1]}, Python 3.")
    assert result.stdout.count("\n") == 1


def test_a_broken_backend_is_named_and_the_others_still_work(amdchat_home: Path) -> None:
    manifest = {"backend": "vulkan", "llama_cpp_python": "0.3.36", "cmake_args": []}
    broken = add_backend_folder(amdchat_home, "vulkan-broken", json.dumps(manifest),
                                b"not an ELF library")
    damaged = add_backend_folder(amdchat_home, "half-copied", '{"backend": "cp', b"")
    older = add_backend_folder(amdchat_home, "cpu-old",
                               json.dumps({**manifest, "backend": "cpu",
                                           "llama_cpp_python": "0.2.90"}), b"")
    result = amdchat("--smoke-test", "--no-window")
    assert result.returncode == 1, result.stdout + result.stderr
    failures = result.stderr.strip().splitlines()
    assert len(failures) == 2, result.stderr
    assert failures[0].startswith(f"amdchat: smoke test failed: backend folder {damaged}: "
                                  "not used: its manifest.json is unreadable")
    assert failures[1].startswith(f"amdchat: smoke test failed: vulkan {broken}: its worker "
                                  "did not start: ")
    assert failures[1].endswith(f"{broken / 'libllama.so'}: file too short")
    report = result.stdout.splitlines()
    assert f"ok   backend folder {older}: not used: it was built for llama-cpp-python 0.2.90, " \
           "this app has 0.3.36" in report
    cpu = bundled_lib_folder()
    assert f"ok   cpu {cpu}: CPU [cpu]; a model would run on the CPU" in report
    assert "ok   api server: serves /health on loopback" in report
    assert report[-1].endswith("checks, 2 check(s) failed")


def test_an_api_server_stack_left_out_of_a_package_fails_the_test(monkeypatch) -> None:
    """The installed app once excluded uvicorn and Starlette: the smoke test now says so."""
    import sys

    from amdchat.smoke import check_api_server

    monkeypatch.delitem(sys.modules, "amdchat.api.server", raising=False)
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # as a package without it
    check = check_api_server()
    assert (check.name, check.ok) == ("api server", False)
    assert check.detail.startswith(("ModuleNotFoundError", "ImportError")) and "uvicorn" in \
        check.detail


def test_a_model_that_is_not_gguf_fails_the_test(not_gguf_file: Path) -> None:
    result = amdchat("--smoke-test", "--no-window", "--model", str(not_gguf_file))
    assert result.returncode == 1
    assert result.stderr.startswith(f"amdchat: smoke test failed: model {not_gguf_file}: ")
    assert "not a usable GGUF model" in result.stderr
    assert "cpu " in result.stdout and "replied" not in result.stdout  # backends still listed


@pytest.mark.slow
def test_smoke_test_opens_the_window_and_answers_on_each_backend(model_path: Path) -> None:
    result = amdchat("--smoke-test", "--model", str(model_path), timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    window = next(line for line in lines if line.startswith("ok   window: "))
    assert re.search(r"the main window opened offscreen \(\d+x\d+, Qt ", window), window
    answers = [line for line in lines if " gemma-3-270m" in line and "replied" in line]
    assert answers and all(line.startswith("ok   ") for line in answers)
    assert all("replied ''" not in line for line in answers)
    assert lines[-1].endswith("checks, all checks passed")
    assert result.stderr == ""  # stderr is for failures, one line each


def test_a_worker_maps_llama_cpp_only_from_its_backend_folder(tmp_path: Path) -> None:
    """The CPU backend is the one with a library per x86 level where setup built it, else
    llama-cpp-python's own: either way, everything the worker maps comes from it."""
    with BlockingEngine() as engine:
        ready = engine.start("cpu")
        pid = int(ready["pid"])
        cpu = Path(ready["lib_folder"])
        assert cpu == engine.session.backend.folder or cpu == bundled_lib_folder()
        assert foreign_libraries(pid, cpu) == []
        elsewhere = foreign_libraries(pid, tmp_path)  # any other folder: all are foreign
        assert str(cpu / "libllama.so") in elsewhere
        assert any(Path(p).name.startswith("libggml-base") for p in elsewhere)


def test_a_frozen_app_gives_its_children_the_users_library_path() -> None:
    from amdchat.frozen import restore_library_path

    had = {"LD_LIBRARY_PATH": "/opt/amdchat/_internal:/home/me/lib",
           "LD_LIBRARY_PATH_ORIG": "/home/me/lib", "HOME": "/home/me"}
    restore_library_path(had)
    assert had == {"LD_LIBRARY_PATH": "/home/me/lib", "HOME": "/home/me"}
    had_none = {"LD_LIBRARY_PATH": "/opt/amdchat/_internal"}
    restore_library_path(had_none)
    assert had_none == {}


def test_opening_a_gguf_file_with_the_app_loads_that_model(model_path: Path,
                                                          amdchat_home: Path) -> None:
    """`amdchat FILE.gguf`, as the Windows .gguf association runs it: the window opens
    and loads that model (it becomes the last model in the settings)."""
    import os
    import time

    settings = amdchat_home / "config" / "settings.json"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    app = subprocess.Popen([sys.executable, "-m", "amdchat", str(model_path)], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        last = None
        while time.monotonic() < deadline and app.poll() is None:
            if settings.exists():
                last = json.loads(settings.read_text(encoding="utf-8"))["settings"].get(
                    "last_model")
                if last:
                    break
            time.sleep(0.2)
        assert last == str(model_path.resolve()), app.stderr.read() if app.poll() else last
    finally:
        app.terminate()
        app.communicate(timeout=10)


def test_a_library_the_app_carries_but_loads_from_the_system_is_found(tmp_path: Path) -> None:
    """What a frozen worker whose bootloader skipped its library path looks like: it maps
    the system's libc although the app folder carries one."""
    import os

    from amdchat.smoke import shadowed_libraries

    app = tmp_path / "amdchat"
    (app / "_internal").mkdir(parents=True)
    assert shadowed_libraries(os.getpid(), app) == []
    (app / "_internal" / "libc.so.6").write_bytes(b"")
    shadowed = shadowed_libraries(os.getpid(), app)
    assert [Path(p).name for p in shadowed] == ["libc.so.6"]
    assert app not in Path(shadowed[0]).parents


def test_the_frozen_apps_worker_starts_as_a_new_instance(monkeypatch) -> None:
    """Else the worker's bootloader takes the app's inherited _PYI_* variables for its
    own and skips its library path (found on a bare Debian 12: libsqlite3 not found)."""
    from amdchat.engine.client import worker_command, worker_environment

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert worker_command() == [sys.executable, "--engine-worker"]
    assert worker_environment(None)["PYINSTALLER_RESET_ENVIRONMENT"] == "1"
    monkeypatch.setattr(sys, "frozen", False)
    assert "PYINSTALLER_RESET_ENVIRONMENT" not in worker_environment(None)


def test_the_installed_app_says_where_a_backend_is_built(monkeypatch, capsys,
                                                         amdchat_home: Path) -> None:
    """A frozen app has no pip or compiler: `backends build rocm` says what to do."""
    from amdchat.cli import main

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "")  # a frozen main() gives the user's back
    assert main(["backends", "build", "rocm"]) == 2
    said = capsys.readouterr().err
    assert said.startswith("amdchat: the installed app cannot compile llama.cpp.")
    assert f"backends build rocm --dest {amdchat_home / 'data' / 'backends'}" in said


def test_the_api_server_check_goes_around_a_users_proxy(monkeypatch) -> None:
    """http_proxy set and no no_proxy: the loopback request must not go to the proxy."""
    from amdchat.smoke import check_api_server

    for name in ("NO_PROXY", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("http_proxy", "http://127.0.0.1:9")  # nothing listens there
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")
    check = check_api_server()
    assert check.ok, check.detail
