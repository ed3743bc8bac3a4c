"""``amdchat --smoke-test``: does this installation work, on this machine?

What an installer test, a packager and a user with a problem run. It opens the
main window (offscreen), starts a worker on each installed backend and says
what each one sees, answers one prompt per backend when a model is given, and
exits 0, or 1 with one line per failure on stderr. One broken backend folder
is named and the others are still checked. On Linux it also reads each
worker's memory map: a worker must map llama.cpp's libraries from its own
backend folder only (a frozen app's library path could hand it another's).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from amdchat.backends import registry
from amdchat.backends.registry import Backend
from amdchat.engine.protocol import Device
from amdchat.missing_library import explain, missing_library
from amdchat.session.blocking import BlockingEngine, EngineError
from amdchat.session.spec import ModelSpec

PROMPT = "Name one colour of the rainbow."
# lavapipe (a Vulkan device on the CPU) makes about 2 tokens a second: keep it short
MAX_TOKENS = {"cpu": 16}
DEFAULT_MAX_TOKENS = 6
LLAMA_LIBRARIES = ("libllama", "libggml", "libmtmd")


@dataclass(frozen=True)
class Check:
    name: str  # "window", "cpu /opt/amdchat/backends/cpu", ...
    ok: bool
    detail: str

    def line(self) -> str:
        return f"{'ok  ' if self.ok else 'FAIL'} {self.name}: {self.detail}"


def version_text() -> str:
    """``amdchat --version``: the app's version and the llama.cpp binding it runs."""
    from importlib import metadata

    from amdchat import __version__

    try:
        llama = metadata.version("llama-cpp-python")
    except metadata.PackageNotFoundError:
        llama = "not installed"
    return f"amdchat {__version__} (llama-cpp-python {llama}, Python {sys.version.split()[0]})"


def where_a_model_runs(devices: list[Device]) -> str:
    gpus = [d for d in devices if d.get("type") in ("gpu", "igpu")]
    if not gpus:
        return "a model would run on the CPU"
    first = gpus[0]
    return f"a model would run on {first.get('name')} ({first.get('description')})"


def describe_devices(devices: list[Device]) -> str:
    if not devices:
        return "no devices"
    return ", ".join(f"{d.get('name')} [{d.get('type')}]" for d in devices)


def mapped_files(pid: int) -> list[Path]:
    """The files process ``pid`` has mapped (its libraries), from /proc (Linux; else [])."""
    maps = Path(f"/proc/{pid}/maps")
    if not maps.exists():
        return []
    files = []
    for line in maps.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = line.split(maxsplit=5)
        if len(parts) == 6 and parts[5].startswith("/"):
            files.append(Path(parts[5].removesuffix(" (deleted)")))
    return files


def foreign_libraries(pid: int, folder: Path) -> list[str]:
    """llama.cpp libraries that process ``pid`` maps from outside ``folder`` (Linux)."""
    inside = folder.resolve()
    return sorted({str(path) for path in mapped_files(pid)
                   if path.name.startswith(LLAMA_LIBRARIES)
                   and inside not in path.resolve().parents})


def shadowed_libraries(pid: int, app_folder: Path) -> list[str]:
    """Libraries that process ``pid`` maps from the system although the frozen app in
    ``app_folder`` carries its own copy: its library path was not set up (Linux)."""
    internal = app_folder / "_internal"
    if not internal.is_dir():
        return []
    carried = {p.name for p in internal.iterdir() if ".so" in p.name}
    app = app_folder.resolve()
    return sorted({str(path) for path in mapped_files(pid)
                   if path.name in carried and app not in path.resolve().parents})


def check_backend(backend: Backend, model: Path | None) -> list[Check]:
    """Start a worker on ``backend`` alone; list its devices; answer one prompt."""
    name = f"{backend.kind} {backend.folder}"
    checks: list[Check] = []
    with BlockingEngine(discover=lambda: [backend]) as engine:
        try:
            ready = engine.start(backend.kind)
        except EngineError as exc:
            return [Check(name, False, f"its worker did not start: {_first_line(exc)}")]
        devices = ready["devices"]
        checks.append(Check(name, True, f"{describe_devices(devices)}; "
                                        f"{where_a_model_runs(devices)}"))
        pid = engine.session.worker_pid
        foreign = foreign_libraries(pid, backend.folder) if pid else []
        if foreign:
            checks.append(Check(name, False, "its worker loaded llama.cpp libraries from "
                                              f"outside its folder: {', '.join(foreign)}"))
        app = registry.frozen_app_folder()
        shadowed = shadowed_libraries(pid, app) if pid and app else []
        if shadowed:
            checks.append(Check(name, False, "its worker loaded the system's copy of "
                                              f"libraries the app carries: {', '.join(shadowed)}"))
        if model is not None:
            checks.append(_answer(engine, backend, model))
    return checks


def _answer(engine: BlockingEngine, backend: Backend, model: Path) -> Check:
    name = f"{backend.kind} {model.name}"
    try:
        loaded = engine.load(ModelSpec(path=model, backend=backend.kind, n_ctx=1024))
        done = engine.chat([{"role": "user", "content": PROMPT}],
                           {"max_tokens": MAX_TOKENS.get(backend.kind, DEFAULT_MAX_TOKENS),
                            "temperature": 0.0, "seed": 1})
    except EngineError as exc:
        return Check(name, False, _first_line(exc))
    reply = " ".join(done["reply"].split())
    if not reply:
        return Check(name, False, "the model replied with nothing")
    placement = loaded["placement"]
    tps = done["stats"].get("generation_tps", 0.0)
    return Check(name, True, f"replied {reply!r} at {tps:.1f} "
                             f"tok/s, running on {placement.get('runs_on', '?')} "
                             f"({placement.get('device', '?')})")


def _first_line(exc: Exception) -> str:
    library = missing_library(exc)
    if library is not None:  # the loader's words name a file; say which package brings it
        return explain(library)
    lines = [line for line in str(exc).splitlines() if line.strip()]
    return lines[0] if lines else type(exc).__name__


def check_folders() -> list[Check]:
    """Backend folders that are installed but not offered: damaged ones fail the test."""
    return [Check(f"backend folder {r.folder}", not r.broken,
                  f"not used: {r.reason}") for r in registry.rejected()]


def check_api_server() -> Check:
    """The local API server's stack (Starlette, uvicorn, their lazily imported parts) is
    there and answers: serve on a free loopback port, ask /health, stop. No worker starts."""
    import json
    import urllib.error
    import urllib.request

    try:
        from amdchat.api.gate import EngineGate
        from amdchat.api.server import ApiApp, LoadedModel, ServerSettings, ServerThread
        from amdchat.session.engine_session import EngineSession

        session = EngineSession(post=lambda call: call())
        app = ApiApp(EngineGate(session, lambda call: call()),
                     lambda: LoadedModel("", session.state), ServerSettings(port=0))
        server = ServerThread(app)
        server.start()
        try:
            request = urllib.request.Request(f"http://127.0.0.1:{server.port}/health")
            try:
                # straight to loopback: a user's http_proxy must not take this request
                direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))
                with direct.open(request, timeout=10) as reply:
                    body = json.loads(reply.read())
            except urllib.error.HTTPError as refused:  # 503 "no_model" is the answer here
                body = json.loads(refused.read())
        finally:
            server.stop()
            server.wait_stopped()
    except Exception as exc:  # a missing module in a package is exactly the finding
        return Check("api server", False, f"{type(exc).__name__}: {_first_line(exc)}")
    answered = body.get("status") == "no_model"
    return Check("api server", answered, "serves /health on loopback" if answered
                 else f"unexpected answer {body!r}")


def run_smoke_test(model: Path | None, open_window: Callable[[], str] | None,
                   out: TextIO, err: TextIO) -> int:
    """Every check, printed as it ends; the failures again on ``err``, one line each."""
    checks: list[Check] = []

    def record(found: list[Check]) -> None:
        for check in found:
            print(check.line(), file=out, flush=True)
        checks.extend(found)

    print(version_text(), file=out, flush=True)
    if model is not None:
        record(_check_model_file(model))
        if not checks[-1].ok:
            model = None
    if open_window is not None:
        try:
            record([Check("window", True, open_window())])
        except Exception as exc:  # any failure to open the window is the finding
            said = _first_line(exc)
            record([Check("window", False, said if missing_library(exc) else
                          f"{type(exc).__name__}: {said}")])
    backends = registry.discover()
    if not backends:
        record([Check("backends", False, "no llama.cpp backend is installed (looked in "
                      f"{', '.join(str(r) for r in registry.backend_roots())})")])
    record(check_folders())
    record([check_api_server()])
    for backend in backends:
        record(check_backend(backend, model))
    failures = [c for c in checks if not c.ok]
    for check in failures:
        print(f"amdchat: smoke test failed: {check.name}: {check.detail}", file=err, flush=True)
    summary = "all checks passed" if not failures else f"{len(failures)} check(s) failed"
    print(f"{len(checks)} checks, {summary}", file=out, flush=True)
    return 1 if failures else 0


def _check_model_file(model: Path) -> list[Check]:
    from amdchat.modelfile import ModelFileError, check_model_file

    try:
        summary, _header = check_model_file(model)
    except ModelFileError as exc:
        return [Check(f"model {model}", False, str(exc))]
    return [Check(f"model {model.name}", True, f"{summary.architecture}, "
                                              f"{summary.quantization}")]
