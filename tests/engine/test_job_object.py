"""amdchat.engine.job_object at the OS boundary: a fake kernel32 that records each call.

There is no Windows here: these tests check what is asked of kernel32 (the job, its
kill-on-close limit, the assignment, the handles' types), not Windows' answer to it."""

from __future__ import annotations

import ctypes
import sys
from typing import Any

import pytest

from amdchat.engine import job_object


class FakeFunction:
    def __init__(self, name: str, calls: list[tuple[str, tuple[Any, ...]]], answer: Any
                 ) -> None:
        self.name, self.calls, self.answer = name, calls, answer
        self.restype: Any = None
        self.argtypes: Any = None

    def __call__(self, *args: Any) -> Any:
        self.calls.append((self.name, args))
        return self.answer


class FakeKernel32:
    JOB, PROCESS = 0x7FFF_0000_1234, 0x7FFF_0000_5678  # above 32 bits, as handles can be

    def __init__(self, assign_ok: int = 1, open_ok: bool = True) -> None:
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        answers = {"CreateJobObjectW": self.JOB, "SetInformationJobObject": 1,
                   "AssignProcessToJobObject": assign_ok, "CloseHandle": 1,
                   "OpenProcess": self.PROCESS if open_ok else None}
        for name, answer in answers.items():
            setattr(self, name, FakeFunction(name, self.calls, answer))

    def names(self) -> list[str]:
        return [name for name, _ in self.calls]


@pytest.fixture(autouse=True)
def no_kept_jobs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(job_object, "_kept_jobs", [])


def test_the_process_goes_into_a_job_that_kills_it_when_the_job_closes() -> None:
    kernel32 = FakeKernel32()
    assert job_object.end_with_this_process(0x4242, kernel32)
    assert kernel32.names() == ["CreateJobObjectW", "SetInformationJobObject",
                                "AssignProcessToJobObject"]
    _, (job, info_class, limits, size) = kernel32.calls[1]
    assert job == FakeKernel32.JOB and info_class == 9  # JobObjectExtendedLimitInformation
    limits = limits._obj  # what byref pointed at
    assert isinstance(limits, job_object.ExtendedLimits)
    assert limits.BasicLimitInformation.LimitFlags == 0x2000  # KILL_ON_JOB_CLOSE
    assert size == ctypes.sizeof(limits)
    assert kernel32.calls[2][1] == (FakeKernel32.JOB, 0x4242)
    # the job's handle stays open while this process lives: closing it would kill
    assert job_object._kept_jobs == [FakeKernel32.JOB]
    assert kernel32.CreateJobObjectW.restype is ctypes.c_void_p  # a handle is not an int


@pytest.mark.skipif(ctypes.sizeof(ctypes.c_void_p) != 8, reason="the 64-bit layout")
def test_the_limits_structure_has_windows_x64_layout() -> None:
    assert ctypes.sizeof(job_object.ExtendedLimits) == 144
    assert job_object.ExtendedLimits.IoInfo.offset == 64
    assert job_object._BasicLimits.LimitFlags.offset == 16


def test_a_refused_assignment_closes_the_job_and_says_so() -> None:
    kernel32 = FakeKernel32(assign_ok=0)
    assert not job_object.end_with_this_process(0x4242, kernel32)
    assert kernel32.names()[-1] == "CloseHandle"
    assert kernel32.calls[-1][1] == (FakeKernel32.JOB,)
    assert job_object._kept_jobs == []


def test_a_process_known_by_its_id_is_opened_with_the_rights_a_job_needs() -> None:
    kernel32 = FakeKernel32()
    assert job_object.end_pid_with_this_process(1234, kernel32)
    name, (rights, inherit, pid) = kernel32.calls[0]
    assert name == "OpenProcess" and pid == 1234 and not inherit
    assert rights == job_object.PROCESS_SET_QUOTA | job_object.PROCESS_TERMINATE
    assert kernel32.calls[3] == ("AssignProcessToJobObject",
                                 (FakeKernel32.JOB, FakeKernel32.PROCESS))
    assert kernel32.calls[-1] == ("CloseHandle", (FakeKernel32.PROCESS,))  # ours, not the job


def test_a_process_that_cannot_be_opened_is_reported() -> None:
    kernel32 = FakeKernel32(open_ok=False)
    assert not job_object.end_pid_with_this_process(1234, kernel32)
    assert kernel32.names() == ["OpenProcess"]


@pytest.mark.skipif(sys.platform == "win32", reason="elsewhere than Windows")
def test_other_systems_have_nothing_to_do() -> None:
    assert not job_object.end_with_this_process(1)
    assert not job_object.end_pid_with_this_process(1)
