"""Windows: a child that ends when this process ends, however it ends.

Linux has PR_SET_PDEATHSIG (amdchat.engine.rpc_host.end_with_parent); Windows has none,
so the RPC server (no password) would go on listening after the app that started it was
killed. A job object with JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE does it: the system kills
every process in the job when the last handle to the job closes, and this process's
handle closes when it exits, crash or kill included. The handle is therefore kept open
on purpose for the life of this process (never closed by us). Processes the child starts
later are in the job too (nested jobs: Windows 8 and newer).
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x2000
JOB_OBJECT_EXTENDED_LIMIT_INFORMATION_CLASS = 9  # JobObjectExtendedLimitInformation
PROCESS_TERMINATE = 0x0001
PROCESS_SET_QUOTA = 0x0100

_kept_jobs: list[int] = []  # open for as long as this process lives: closing one kills


class _IoCounters(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64) for name in (
        "ReadOperationCount", "WriteOperationCount", "OtherOperationCount",
        "ReadTransferCount", "WriteTransferCount", "OtherTransferCount")]


class _BasicLimits(ctypes.Structure):  # JOBOBJECT_BASIC_LIMIT_INFORMATION
    _fields_ = [("PerProcessUserTimeLimit", ctypes.c_int64),
                ("PerJobUserTimeLimit", ctypes.c_int64),
                ("LimitFlags", ctypes.c_uint32),
                ("MinimumWorkingSetSize", ctypes.c_size_t),
                ("MaximumWorkingSetSize", ctypes.c_size_t),
                ("ActiveProcessLimit", ctypes.c_uint32),
                ("Affinity", ctypes.c_size_t),
                ("PriorityClass", ctypes.c_uint32),
                ("SchedulingClass", ctypes.c_uint32)]


class ExtendedLimits(ctypes.Structure):  # JOBOBJECT_EXTENDED_LIMIT_INFORMATION
    _fields_ = [("BasicLimitInformation", _BasicLimits),
                ("IoInfo", _IoCounters),
                ("ProcessMemoryLimit", ctypes.c_size_t),
                ("JobMemoryLimit", ctypes.c_size_t),
                ("PeakProcessMemoryUsed", ctypes.c_size_t),
                ("PeakJobMemoryUsed", ctypes.c_size_t)]


def _kernel32() -> Any:
    library = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
    return library


def _declare(kernel32: Any) -> None:
    """Handles are pointers: without restype, ctypes would cut them to 32 bits."""
    handle = ctypes.c_void_p
    kernel32.CreateJobObjectW.restype = handle
    kernel32.CreateJobObjectW.argtypes = [ctypes.c_void_p, ctypes.c_wchar_p]
    kernel32.SetInformationJobObject.restype = ctypes.c_int
    kernel32.SetInformationJobObject.argtypes = [handle, ctypes.c_int, ctypes.c_void_p,
                                                 ctypes.c_uint32]
    kernel32.AssignProcessToJobObject.restype = ctypes.c_int
    kernel32.AssignProcessToJobObject.argtypes = [handle, handle]
    kernel32.OpenProcess.restype = handle
    kernel32.OpenProcess.argtypes = [ctypes.c_uint32, ctypes.c_int, ctypes.c_uint32]
    kernel32.CloseHandle.restype = ctypes.c_int
    kernel32.CloseHandle.argtypes = [handle]


def end_with_this_process(process_handle: int, kernel32: Any = None) -> bool:
    """Windows: put the process (a handle with PROCESS_SET_QUOTA and PROCESS_TERMINATE)
    in a kill-on-close job held by this process. False where it could not be done, or
    on another system (nothing to do there)."""
    if kernel32 is None:
        if sys.platform != "win32":
            return False
        kernel32 = _kernel32()
    _declare(kernel32)
    job = kernel32.CreateJobObjectW(None, None)
    if not job:
        return False
    limits = ExtendedLimits()
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
    if not (kernel32.SetInformationJobObject(
                job, JOB_OBJECT_EXTENDED_LIMIT_INFORMATION_CLASS, ctypes.byref(limits),
                ctypes.sizeof(limits))
            and kernel32.AssignProcessToJobObject(job, process_handle)):
        kernel32.CloseHandle(job)
        return False
    _kept_jobs.append(job)
    return True


def end_pid_with_this_process(pid: int, kernel32: Any = None) -> bool:
    """The same for a process known by its id (a QProcess's)."""
    if kernel32 is None:
        if sys.platform != "win32":
            return False
        kernel32 = _kernel32()
    _declare(kernel32)
    process = kernel32.OpenProcess(PROCESS_SET_QUOTA | PROCESS_TERMINATE, False, pid)
    if not process:
        return False
    try:
        return end_with_this_process(process, kernel32)
    finally:
        kernel32.CloseHandle(process)  # the job holds the process, not this handle
