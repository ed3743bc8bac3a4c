"""``amdchat serve``: the API server without the app, for a machine without a desktop
or a script. The engine session lives on the server's own event loop: worker events
are posted there, so one thread owns the session, as the GUI thread does in the app.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path

from amdchat.api.gate import EngineGate
from amdchat.api.server import (
    ApiApp,
    LoadedModel,
    ServerConfigError,
    ServerSettings,
    base_url,
    bind,
    uvicorn_server,
)
from amdchat.config import Settings
from amdchat.engine import protocol
from amdchat.sampling import Sampling
from amdchat.session.engine_session import EngineSession
from amdchat.session.listener import SessionListener
from amdchat.session.placing import context_length, sees_images
from amdchat.session.spec import ModelSpec, Notice, margin_from, offload_from, spec_from_settings

Log = Callable[[str], None]


def model_id(path: Path) -> str:
    """The name clients send as "model": the file's name without .gguf."""
    name = path.name
    return name[:-5] if name.lower().endswith(".gguf") else name


class _LoadWatch(SessionListener):
    def __init__(self, loop: asyncio.AbstractEventLoop, log: Log) -> None:
        self.log = log
        self.outcome: asyncio.Future[protocol.LoadedEvent | protocol.ErrorEvent] = \
            loop.create_future()

    def _settle(self, event: protocol.LoadedEvent | protocol.ErrorEvent) -> None:
        if not self.outcome.done():
            self.outcome.set_result(event)

    def on_loaded(self, loaded: protocol.LoadedEvent) -> None:
        self._settle(loaded)

    def on_error(self, error: protocol.ErrorEvent) -> None:
        if self.outcome.done():
            self.log(f"amdchat: engine error: {error['message']}")
        self._settle(error)

    def on_notice(self, notice: Notice) -> None:
        self.log(f"amdchat: {notice.text}")

    def stop(self) -> None:
        """Ctrl+C during the load: stop waiting for it."""
        self._settle(protocol.error("stopped", "stopped before the model loaded"))

    def on_worker_died(self, exited: protocol.ExitedEvent) -> None:
        message = f"the engine process stopped ({exited['how']})"
        if self.outcome.done() and exited.get("dropped"):  # which computer, and what now
            self.log(f"amdchat: {exited.get('cause', message)}")
        elif self.outcome.done():
            self.log(f"amdchat: {message}; it restarts with the next request")
        self._settle(protocol.error("worker_died", message))


def api_sampling(settings: Settings) -> Sampling:
    """The app's sampling settings under what API clients send, without its reply length:
    an API reply runs to the client's limit, else to the end of the context."""
    sampling = settings.sampling()
    sampling.pop("max_tokens", None)
    return sampling


def dropped_for_health(session: EngineSession) -> tuple[dict[str, str], ...]:
    """The servers this run loads without, for /health: which, since when (UTC), why."""
    import datetime

    gone = [session.skipped.get(e) for e in session.skipped.endpoints()]
    return tuple({"server": s.endpoint, "why": s.why,
                  "since": datetime.datetime.fromtimestamp(s.since, datetime.UTC)
                  .isoformat(timespec="seconds")} for s in gone if s is not None)


def where_it_runs(loaded: protocol.LoadedEvent) -> str:
    """The truth the worker measured (buffers per device), not the backend's name."""
    placement = loaded["placement"]
    runs_on = placement.get("runs_on", "")
    device = placement.get("device_description") or placement.get("device") or ""
    if runs_on == "gpu":
        return f"runs on the GPU: {device}"
    if runs_on == "partial":
        return (f"runs partly on the GPU ({device}), partly on the CPU: "
                "expect lower speed")
    return "runs on the CPU"


async def _serve(spec: ModelSpec, settings: ServerSettings, defaults: Sampling, log: Log,
                 log_path: Path | None) -> int:
    loop = asyncio.get_running_loop()
    watch = _LoadWatch(loop, log)

    def post(work: Callable[[], None]) -> None:
        with contextlib.suppress(RuntimeError):  # a worker's last words after the loop closed
            loop.call_soon_threadsafe(work)

    session = EngineSession(post, watch, log_path=log_path)
    session.skip_dropped = True  # no one to ask: the next request loads without it
    name = model_id(spec.path)

    def model_info() -> LoadedModel:
        if session.spec is None:
            return LoadedModel("", session.state)
        return LoadedModel(name, session.state,
                           context_length(session.spec, session.loaded),
                           vision=sees_images(session.spec, session.loaded),
                           rpc_dropped=dropped_for_health(session))

    gate = EngineGate(session, post)
    app = ApiApp(gate, model_info, settings, on_request=log, defaults=lambda: defaults)
    server = uvicorn_server(app)

    def stop() -> None:  # Ctrl+C: streams end with an error and [DONE], not cut short;
        gate.cancel_all()  # a load in progress is abandoned (its worker is killed)
        server.should_exit = True
        watch.stop()

    # Ctrl+C is ours before the port opens: a client may see the port (and its user
    # press Ctrl+C) the moment it is bound, and asyncio's own handler would then end
    # the run with KeyboardInterrupt instead of this clean stop
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop)
    try:
        sock = bind(settings)  # before the load: a port in use fails before a long load
    except ServerConfigError as exc:
        log(f"amdchat: {exc}")
        return 2
    try:
        log(f"amdchat: loading {spec.path.name} ({spec.backend} backend)...")
        session.load(spec)
        loaded = await watch.outcome
        if server.should_exit:
            log("amdchat: stopped")
            return 0
        if loaded["event"] == "error":
            log(f"amdchat: the model did not load: {loaded['message']}")
            return 1
        log(f"amdchat: {name} loaded; {where_it_runs(loaded)}")
        port = int(sock.getsockname()[1])
        log(f"amdchat: serving {name} at {base_url(settings, port)} (Ctrl+C stops)")
        await server.serve(sockets=[sock])
        return 0
    finally:
        sock.close()
        gate.cancel_all()
        session.close()


def serve(spec: ModelSpec, settings: ServerSettings, defaults: Sampling,
          log_path: Path | None = None, log: Log | None = None) -> int:
    def say(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    return asyncio.run(_serve(spec, settings, defaults, log or say, log_path))


def serve_command(args: argparse.Namespace, settings: Settings) -> int:
    """``amdchat serve``: options from the command line, the rest from Settings. Ctrl+C
    before the server runs (while the model file is read) stops it without a traceback."""
    try:
        return _serve_command(args, settings)
    except KeyboardInterrupt:
        print("amdchat: stopped", file=sys.stderr)
        return 130


def _serve_command(args: argparse.Namespace, settings: Settings) -> int:
    from amdchat import paths
    from amdchat.modelfile import ModelFileError, check_model_file

    path = Path(args.model)
    try:
        check_model_file(path)
    except ModelFileError as exc:
        print(f"amdchat: {exc}", file=sys.stderr)
        return 2
    key = args.api_key or os.environ.get("AMDCHAT_API_KEY") or settings["api_key"]
    port = settings["api_port"] if args.port is None else args.port
    server_settings = ServerSettings(host=args.host, port=port,
                                     api_key=key, cors=args.cors,
                                     fetch_images=settings["api_fetch_images"])
    spec = spec_from_settings(
        path, settings, backend=args.backend, n_ctx=args.ctx, gpu_device=args.gpu_device,
        offload=offload_from(settings, args.gpu_offload, args.gpu_layers, args.cpu_moe),
        vram_free_gib=args.vram_free,
        margin_bytes=margin_from(settings, args.gpu_margin),
        rpc_servers=getattr(args, "rpc", None))
    return serve(spec, server_settings, api_sampling(settings),
                 log_path=paths.log_dir() / "worker.log")
