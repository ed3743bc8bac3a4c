"""A missing system library named with the package that brings it, from the loader's own
words (a real dlopen of a library whose dependency was removed)."""

from __future__ import annotations

import ctypes
import shutil
import subprocess
from pathlib import Path

import pytest

from amdchat import cli
from amdchat.engine.worker import why_llama_did_not_load
from amdchat.missing_library import explain, missing_library


@pytest.fixture
def loader_error(tmp_path: Path) -> OSError:
    """What the dynamic loader says when a library's NEEDED entry is not on the system."""
    if shutil.which("gcc") is None:
        pytest.skip("needs gcc to build two tiny shared libraries")
    (tmp_path / "dep.c").write_text("int dep(void) { return 1; }\n")
    (tmp_path / "user.c").write_text("int dep(void); int user(void) { return dep(); }\n")
    dep = "libamdchattestdep.so.1"  # a name no system has (libGL.so.1 would be found)
    gcc = ["gcc", "-shared", "-fPIC"]
    subprocess.run([*gcc, f"-Wl,-soname,{dep}", "-o", dep, "dep.c"], cwd=tmp_path, check=True)
    subprocess.run([*gcc, "-Wl,--no-as-needed", "-o", "libuser.so", "user.c", "-L.",
                    f"-l:{dep}"], cwd=tmp_path, check=True)
    shutil.copy(tmp_path / "libuser.so", tmp_path / "libllama.so")  # as a backend folder
    (tmp_path / "libamdchattestdep.so.1").unlink()
    with pytest.raises(OSError) as raised:
        ctypes.CDLL(str(tmp_path / "libuser.so"))
    return raised.value


def test_the_library_is_found_in_the_loaders_message(loader_error: OSError) -> None:
    assert missing_library(loader_error) == "libamdchattestdep.so.1"
    assert missing_library("No module named 'PySide6'") is None


def test_the_cause_is_read_when_a_frozen_app_hides_it(loader_error: OSError) -> None:
    """PyInstaller's ctypes raises its own OSError "from" the loader's."""
    try:
        try:
            raise loader_error
        except OSError as base:
            raise OSError("Failed to load dynlib/dll 'libllama.so'. Most likely this dynlib/dll "
                          "was not found when the application was frozen.") from base
    except OSError as hidden:
        assert missing_library(hidden) == "libamdchattestdep.so.1"


def test_known_and_unknown_libraries_are_explained() -> None:
    assert "sudo apt install libgomp1" in explain("libgomp.so.1")
    assert "libfoo.so.3" in explain("libfoo.so.3")
    assert "package of your distribution" in explain("libfoo.so.3")


def test_the_command_line_says_it_instead_of_a_traceback(
        loader_error: OSError, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    def start(argv: list[str]) -> int:
        raise ImportError(str(loader_error))  # as importing PySide6.QtGui raises it

    monkeypatch.setattr(cli, "_run", start)
    assert cli.main([]) == 1
    said = capsys.readouterr().err
    assert "libamdchattestdep.so.1 is missing" in said and "package of your distribution" in said


def test_other_import_errors_still_raise(monkeypatch: pytest.MonkeyPatch) -> None:
    def start(argv: list[str]) -> int:
        raise ImportError("No module named 'nothing_here'")

    monkeypatch.setattr(cli, "_run", start)
    with pytest.raises(ImportError):
        cli.main([])


def test_the_worker_says_why_llama_cpp_did_not_load(loader_error: OSError,
                                                     tmp_path: Path) -> None:
    """llama-cpp-python's own text blames the freeze for any cause; the worker asks the
    loader for the real one."""
    hidden = RuntimeError("Failed to load shared library: Most likely this dynlib/dll was "
                          "not found when the application was frozen.")
    said = why_llama_did_not_load(tmp_path, hidden)
    assert said.startswith(f"llama.cpp in {tmp_path} cannot load: the system library "
                           "libamdchattestdep.so.1 is missing")
    assert why_llama_did_not_load(tmp_path / "empty", hidden) == str(hidden)
