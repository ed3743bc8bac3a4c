"""Hostile input, measured: for each attack, the time it takes to be refused and the
peak memory of the process that met it, so the bounds are figures, not hopes.

Each attack runs in a fresh process (its peak RSS is its own), on a private
AMDCHAT_HOME. Run: .venv/bin/python benchmarks/bench_hostile.py [NAME ...]
"""

from __future__ import annotations

import contextlib
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
Attack = Callable[[Path], str]  # runs in its own process; returns what the user is told
ATTACKS: dict[str, Attack] = {}


def attack(function: Attack) -> Attack:
    ATTACKS[function.__name__] = function
    return function


def _template(source: str) -> str:
    from amdchat.engine import templates

    prompt = templates.render([{"role": "user", "content": "Hello"}], "auto",
                              architecture="gemma3", jinja_template=source)
    return prompt.problem or "rendered"


@attack
def template_string_times_two_billion(_work: Path) -> str:
    return _template("{{ 'x' * 2000000000 }}")


@attack
def template_nested_loops_writing_nothing(_work: Path) -> str:
    return _template("{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}"
                     "{% endfor %}")


@attack
def template_nested_loops_writing_a_lot(_work: Path) -> str:
    return _template("{% for i in range(100000) %}{% for j in range(100000) %}"
                     "{{ 'word ' * 100 }}{% endfor %}{% endfor %}")


@attack
def template_huge_power(_work: Path) -> str:
    return _template("{{ 7 ** 100000000 }}")


@attack
def template_ljust_1_5e9(_work: Path) -> str:
    return _template("{{ 'x'.ljust(1500000000) }}")


@attack
def template_percent_width_1_5e9(_work: Path) -> str:
    return _template("{{ '%1500000000s' % 'x' }}")


@attack
def template_format_width_1_5e9(_work: Path) -> str:
    return _template("{{ '{:1500000000}'.format('x') }}")


@attack
def template_center_filter_1_5e9(_work: Path) -> str:
    return _template("{{ 'x' | center(1500000000) }}")


@attack
def template_join_of_itself(_work: Path) -> str:
    return _template("{% set a = 'x' * 4000000 %}{{ a.join(a) }}")


@attack
def template_block_set_of_references(_work: Path) -> str:
    return _template("{% set a = 'x' * 4000000 %}{% set b %}{% for i in range(1000) %}"
                     "{{ a }}{% endfor %}{% endset %}{{ b | length }}")


def _worker_peak_mib() -> float:
    """The high-water mark of this process's children (the engine worker), read while
    it runs (it is not a waited-for child: getrusage would not count it)."""
    import glob

    peak = 0
    for children in glob.glob(f"/proc/{os.getpid()}/task/*/children"):
        for pid in Path(children).read_text().split():
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    peak = max(peak, int(line.split()[1]))
    return peak / 1024


def _real_model() -> Path:
    from tests.helpers.real_model import model_cache_file

    return model_cache_file()


@attack
def template_compiled_by_llama_cpp_loader(work: Path) -> str:
    """The real model with ``'x' * 2000000000`` as its template, loaded by the worker:
    llama-cpp-python's Llama() compiled it (8 GB) before the app's bounds ran."""
    import gguf
    from gguf.scripts.gguf_new_metadata import MetadataDetails, copy_with_new_metadata

    from amdchat.session.blocking import BlockingEngine
    from amdchat.session.spec import ModelSpec

    path = work / "hostile-template.gguf"
    reader = gguf.GGUFReader(_real_model())
    writer = gguf.GGUFWriter(path, reader.fields[gguf.Keys.General.ARCHITECTURE].contents())
    copy_with_new_metadata(reader, writer, {gguf.Keys.Tokenizer.CHAT_TEMPLATE: MetadataDetails(
        gguf.GGUFValueType.STRING, "{{ 'x' * 2000000000 }}")}, [])
    with BlockingEngine() as engine:
        loaded = engine.load(ModelSpec(path, backend="cpu", n_ctx=256))
        peak = _worker_peak_mib()
    return f"worker peak {peak:.0f} MiB; {loaded.get('template_problem', '')}"


@attack
def context_of_two_to_the_31(_work: Path) -> str:
    from amdchat.session.blocking import BlockingEngine, EngineError
    from amdchat.session.spec import ModelSpec

    with BlockingEngine() as engine:
        try:
            engine.load(ModelSpec(_real_model(), backend="cpu", n_ctx=2**31))
        except EngineError as exc:
            return f"worker peak {_worker_peak_mib():.0f} MiB; {exc}"
    return "loaded"


@attack
def model_name_not_utf8(work: Path) -> str:
    from amdchat.session.blocking import BlockingEngine
    from amdchat.session.spec import ModelSpec

    name = os.path.join(os.fsencode(work), b"mod\xffel.gguf")
    os.symlink(_real_model(), name)
    with BlockingEngine() as engine:
        loaded = engine.load(ModelSpec(Path(os.fsdecode(name)), backend="cpu", n_ctx=256))
    return f"loaded ({loaded['name']})"


def _api(n_ctx: int = 4096):  # type: ignore[no-untyped-def]
    """The API server in this process, with an engine session holding no model (a request
    that passes every check is answered "no model" by the engine itself)."""
    import queue
    import threading

    from amdchat.api.gate import EngineGate
    from amdchat.api.server import ApiApp, LoadedModel, ServerSettings, ServerThread
    from amdchat.session.engine_session import EngineSession

    work: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [job() for job in iter(work.get, None)], daemon=True).start()
    session = EngineSession(work.put)
    gate = EngineGate(session, work.put)
    app = ApiApp(gate, lambda: LoadedModel("model", "ready", n_ctx), ServerSettings(port=0),
                 on_request=lambda _line: None)
    thread = ServerThread(app)
    thread.start()
    while not thread.started:
        time.sleep(0.01)
    return thread


@attack
def api_400000_empty_messages(_work: Path) -> str:
    import urllib.error
    import urllib.request

    server = _api(131072)
    body = json.dumps({"messages": [{"role": "user", "content": ""}] * 400_000}).encode()
    request = urllib.request.Request(server.url + "/chat/completions", data=body,
                                     headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(request, timeout=120)
    except urllib.error.HTTPError as exc:
        said = json.loads(exc.read())["error"]["message"]
        return f"{exc.code} ({len(body) / 1e6:.0f} MB): {said}"
    finally:
        server.stop()
    return "accepted"


@attack
def api_partial_header_flood(_work: Path) -> str:
    """``amdchat serve`` at an open-file limit of 256, 406 connections sending half a
    request line; then a request with the key."""
    import socket

    from tests.helpers.serve import FLOOD_FILE_LIMIT, FLOOD_KEY, flood_target

    served = flood_target(_real_model())
    stalled = []
    try:
        for _ in range(FLOOD_FILE_LIMIT + 150):
            sock = socket.socket()
            sock.settimeout(2)
            try:
                sock.connect(("127.0.0.1", served.port))
                sock.sendall(b"GET /health HTTP/1.1\r\n")
                stalled.append(sock)
            except OSError:
                sock.close()
        started = time.monotonic()
        status, _body = served.get("/v1/models", FLOOD_KEY)
        took = time.monotonic() - started
    finally:
        for sock in stalled:
            sock.close()
        served.stop()
    return (f"the key holder answered {status} in {took:.2f} s; serve's stderr "
            f"{len(served.said()):,} characters")


def _settings(text: str) -> str:
    from amdchat import paths
    from amdchat.config import Settings

    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return Settings.load(path).load_problem or "accepted"


@attack
def settings_of_the_wrong_shape(_work: Path) -> str:
    return _settings('{"version": 1, "settings": [1, 2]}')


@attack
def settings_nested_a_million_deep(_work: Path) -> str:
    return _settings("[" * 1_000_000 + "]" * 1_000_000)


@attack
def settings_with_numbers_that_overflow(_work: Path) -> str:
    return _settings('{"version": 1, "settings": {"context_length": 1e999, "top_k": '
                     + "9" * 5000 + ', "temperature": NaN}}')


@attack
def chats_locked_by_another_program(work: Path) -> str:
    import sqlite3

    from amdchat import paths
    from amdchat.chats.errors import StoreError
    from amdchat.chats.store import ChatStore

    ChatStore(paths.chats_db()).close()
    holder = sqlite3.connect(paths.chats_db(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # a backup tool, another app
    try:
        ChatStore(paths.chats_db(), wait_s=2.0).close()
    except StoreError as exc:
        return str(exc)
    finally:
        holder.close()
    return "opened"


def _open_model(path: Path) -> str:
    """What opening ``path`` as a model says (the check every load goes through)."""
    from amdchat.modelfile import ModelFileError, check_model_file

    try:
        summary, _header = check_model_file(path)
    except ModelFileError as exc:
        return str(exc)
    return f"accepted: {summary.architecture}"


@attack
def gguf_sixty_four_strings_of_64_mib(work: Path) -> str:
    from tests.helpers.hostile_gguf import string_value, write_gguf

    def body(out):  # type: ignore[no-untyped-def]
        for i in range(64):
            string_value(out, f"junk.{i}", 64 * 2**20)  # 64 MiB each

    return _open_model(write_gguf(work / "big-strings.gguf", 64, body))


@attack
def gguf_400_mb_of_empty_strings(work: Path) -> str:
    import struct

    from tests.helpers.hostile_gguf import ARRAY, STRING, hole, write_gguf, write_key

    def body(out):  # type: ignore[no-untyped-def]
        write_key(out, "tokenizer.ggml.merges")
        out.write(struct.pack("<IIQ", ARRAY, STRING, 50_000_000))
        hole(out, 8 * 50_000_000)

    return _open_model(write_gguf(work / "empty-strings.gguf", 1, body))


@attack
def model_that_is_a_fifo(work: Path) -> str:
    fifo = work / "model.gguf"
    os.mkfifo(fifo)
    return _open_model(fifo)


@attack
def models_folder_with_a_symlink_loop(work: Path) -> str:
    from amdchat.library import scan

    folder = work / "models"
    folder.mkdir()
    (folder / "loop.gguf").symlink_to(folder / "loop.gguf")
    (folder / "sub").symlink_to(folder, target_is_directory=True)
    found = scan(folder)
    return "; ".join(str(m.problem) for m in found)[:300] or "nothing listed"


def _hub(work: Path, listing_fault: str = "", **faults: object):  # type: ignore[no-untyped-def]
    """The tests' Hub stand-in on 127.0.0.1, serving one tiny model with ``faults``."""
    from tests.helpers.hub_emulator import Faults, HubEmulator, HubFile, HubRepo
    from tests.helpers.tiny_gguf import tiny_gguf

    hub = HubEmulator().start()
    os.environ["HF_ENDPOINT"] = hub.url
    model = tiny_gguf(work / "tiny-F16.gguf", "F16")
    hub.add(HubRepo("bench/tiny-GGUF", {"tiny-F16.gguf": HubFile(model, Faults(**faults))},
                    listing_fault=listing_fault))
    return hub


_HUB_PROCESS = """
import sys, time
from pathlib import Path
from benchmarks.bench_hostile import _hub
hub = _hub(Path(sys.argv[1]), listing_fault=sys.argv[2])
print(hub.url, flush=True)
time.sleep(120)
"""


@attack
def hub_listing_compressed_as_a_bomb(work: Path) -> str:
    """The stand-in Hub runs in a process of its own here: building the bomb takes it
    ~400 MiB, which is not the client's to count."""
    from amdchat.hub import api

    server = subprocess.Popen([sys.executable, "-c", _HUB_PROCESS, str(work), "bomb"],
                              stdout=subprocess.PIPE, text=True, cwd=ROOT,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert server.stdout is not None
        os.environ["HF_ENDPOINT"] = server.stdout.readline().strip()
        api.repo_files("bench/tiny-GGUF")
    except api.HubError as exc:
        return str(exc)
    finally:
        server.kill()
        server.wait()
    return "listed"


@attack
def hub_header_answer_that_never_ends(work: Path) -> str:
    from amdchat.hub import api
    from amdchat.hub.remote_header import read_remote_header

    hub = _hub(work, junk_after=2 * 1024**3)  # 2 GiB after the bytes asked for
    try:
        remote = api.repo_files("bench/tiny-GGUF").quants[0].files[0]
        header = read_remote_header("bench/tiny-GGUF", remote)
    finally:
        hub.stop()
    sent = next(iter(hub.repos.values())).files["tiny-F16.gguf"].sent
    return f"header read ({header.architecture}); the server sent {sent / 2**20:.1f} MiB"


@attack
def two_downloads_of_one_file_at_once(work: Path) -> str:
    import threading

    from amdchat.hub import api
    from amdchat.hub.download import DownloadError, QuantDownload

    hub = _hub(work, stall_at=200_000, stall_s=1.0)
    outcomes: list[str] = []

    def download() -> None:
        quant = api.repo_files("bench/tiny-GGUF").quants[0]
        try:
            path = QuantDownload("bench/tiny-GGUF", quant, work / "models").run()
            outcomes.append(f"downloaded {path.stat().st_size:,} bytes")
        except DownloadError as exc:
            outcomes.append(str(exc))

    threads = [threading.Thread(target=download) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    hub.stop()
    return " | ".join(outcomes)


# -- issue 24: disks that fill or refuse, files that are not files, starts at once ------

def _mounted(where: Path, size: str) -> Path | None:
    """A real small tmpfs (root only); None when mounting is not allowed here."""
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                          capture_output=True)
    return where if done.returncode == 0 else None


def _unmount(where: Path) -> None:
    subprocess.run(["umount", "-l", str(where)], capture_output=True)


@attack
def disk_fills_while_a_reply_streams(work: Path) -> str:
    from amdchat.chats.errors import StoreError
    from amdchat.chats.records import DONE, STREAMING
    from amdchat.chats.store import ChatStore
    from tests.helpers.small_disk import SmallDisk

    root = _mounted(work / "disk", "4m")
    if root is None:
        return "skipped: mounting a tmpfs needs root"
    try:
        disk, store = SmallDisk(root), ChatStore(root / "chats.sqlite3")
        chat = store.create_conversation("story")
        reply = store.add_message(chat.id, "assistant", "", STREAMING)
        disk.fill()
        refused = 0
        for _ in range(40):  # a 40 KB reply, saved as it grows
            reply.content += "word " * 200
            try:
                store.update_message(reply)
            except StoreError:
                refused += 1
        reply.status = DONE
        with contextlib.suppress(StoreError):
            store.update_message(reply)
        disk.free()
        store.add_message(chat.id, "user", "next")  # the next write saves the kept reply
        saved = store.messages(chat.id)[0]
        store.close()
        return (f"{refused} of 40 saves refused; after space returned the database holds "
                f"{len(saved.content):,} of {len(reply.content):,} characters ({saved.status})")
    finally:
        _unmount(root)


def _state_file_fifo(make: Callable[[Path], str], path: Path) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return make(path)


@attack
def settings_json_that_is_a_fifo(_work: Path) -> str:
    from amdchat import paths
    from amdchat.config import Settings

    return _state_file_fifo(lambda p: Settings.load(p).load_problem, paths.settings_file())


@attack
def downloads_json_that_is_a_fifo(work: Path) -> str:
    from amdchat import paths
    from amdchat.hub.queue import DownloadQueue

    return _state_file_fifo(lambda p: DownloadQueue(p, work / "models",
                                                    token=lambda: None).load_problem,
                            paths.data_dir() / "downloads.json")


@attack
def chats_on_a_read_only_disk(work: Path) -> str:
    from amdchat.chats.store import ChatStore

    root = _mounted(work / "disk", "8m")
    if root is None:
        return "skipped: mounting a tmpfs needs root"
    try:
        store = ChatStore(root / "chats.sqlite3")
        store.add_message(store.create_conversation("kept").id, "user", "hello")
        store.close()
        subprocess.run(["mount", "-o", "remount,ro", str(root)], check=True)
        store = ChatStore(root / "chats.sqlite3")
        shown = len(store.conversations())
        store.close()
        return f"{shown} conversation shown; {store.open_problem}"
    finally:
        _unmount(root)


@attack
def chats_with_a_damaged_conversations_page(work: Path) -> str:
    from amdchat.chats.store import ChatStore
    from tests.helpers.damaged_db import damage_page, first_leaf_of

    path = work / "chats.sqlite3"
    store = ChatStore(path)
    for number in range(400):
        chat = store.create_conversation(f"conversation {number} " + "about pears " * 8)
        store.add_message(chat.id, "user", f"question {number}")
    store.close()
    damage_page(path, first_leaf_of(path, "conversations"))
    store = ChatStore(path)
    store.close()
    return store.open_problem


@attack
def download_into_a_read_only_models_folder(work: Path) -> str:
    from amdchat.hub import api
    from amdchat.hub.download import DownloadError, QuantDownload

    root = _mounted(work / "disk", "512m")
    if root is None:
        return "skipped: mounting a tmpfs needs root"
    hub = _hub(work)
    try:
        subprocess.run(["mount", "-o", "remount,ro", str(root)], check=True)
        quant = api.repo_files("bench/tiny-GGUF").quants[0]
        QuantDownload("bench/tiny-GGUF", quant, root / "models").run()
    except DownloadError as exc:
        return str(exc)
    finally:
        hub.stop()
        _unmount(root)
    return "downloaded"


@attack
def a_folder_where_the_download_lock_goes(work: Path) -> str:
    from amdchat.hub import api
    from amdchat.hub.download import DownloadError, QuantDownload

    hub = _hub(work)
    (work / "models" / "bench--tiny-GGUF" / "tiny-F16.gguf.lock").mkdir(parents=True)
    try:
        quant = api.repo_files("bench/tiny-GGUF").quants[0]
        QuantDownload("bench/tiny-GGUF", quant, work / "models").run()
    except DownloadError as exc:
        return str(exc)
    finally:
        hub.stop()
    return "downloaded"


@attack
def models_list_while_folders_vanish(work: Path) -> str:
    import shutil
    import threading

    from amdchat.library import scan

    models, stop = work / "models", threading.Event()

    def churn_once() -> None:
        for number in range(40):
            folder = models / f"org--repo{number}" / "deeper"
            shutil.rmtree(folder.parent, ignore_errors=True)
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "m-Q4_0.gguf").write_bytes(b"GGUF")

    def churn() -> None:
        while not stop.is_set():
            churn_once()

    churn_once()
    thread = threading.Thread(target=churn, daemon=True)
    thread.start()
    try:
        listed = [len(scan(models)) for _ in range(60)]
    finally:
        stop.set()
        thread.join()
    return f"60 scans while 40 folders vanish and come back: {min(listed)}-{max(listed)} listed"


_AT_ONCE = """
import sys
import amdchat.ui.app
from amdchat.cli import main
print("ready", flush=True)
sys.stdin.readline()
sys.exit(main([]))
"""


@attack
def sixteen_windows_started_at_once(work: Path) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "AMDCHAT_REPORT_STARTUP": "1",
           "PYTHONPATH": str(ROOT)}
    starts = [subprocess.Popen([sys.executable, "-c", _AT_ONCE], env=env, text=True, cwd=ROOT,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL) for _ in range(16)]
    for start in starts:
        assert start.stdout is not None and start.stdout.readline() == "ready\n"
    for start in starts:
        assert start.stdin is not None
        start.stdin.write("go\n")
        start.stdin.flush()
    time.sleep(20)  # the losers exit within a second or two of the go
    for start in starts:
        start.terminate()
    shown = sum("window-shown" in start.communicate(timeout=30)[0] for start in starts)
    return f"{shown} of 16 simultaneous starts opened a window"


@attack
def file_modes_after_a_command(work: Path) -> str:
    import stat

    from amdchat import paths

    settings = paths.settings_file()
    settings.parent.mkdir(parents=True)
    settings.write_text('{"version": 1, "settings": {}}')
    settings.chmod(0o644)
    subprocess.run([sys.executable, "-m", "amdchat", "models", "list"], capture_output=True,
                   cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                   preexec_fn=lambda: os.umask(0o022))
    home = Path(os.environ["AMDCHAT_HOME"])
    modes = sorted({f"{stat.S_IMODE(p.stat().st_mode):o}" for p in home.rglob("*")})
    return f"modes under the data folders: {', '.join(modes)}"


def run_one(name: str) -> dict[str, object]:
    """In this process: run one attack, report time, peak RSS and the outcome."""
    with tempfile.TemporaryDirectory() as work:
        os.environ["AMDCHAT_HOME"] = str(Path(work) / "home")
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        started = time.perf_counter()
        try:
            outcome = ATTACKS[name](Path(work))
        except Exception as exc:  # a traceback is a finding, not a crash of the bench
            outcome = f"UNHANDLED {type(exc).__name__}: {exc}"
        seconds = time.perf_counter() - started
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"attack": name, "seconds": round(seconds, 3), "peak_rss_mib": round(peak / 1024, 1),
            "growth_mib": round((peak - before) / 1024, 1), "outcome": outcome}


def main(argv: list[str]) -> int:
    if argv[:1] == ["--one"]:
        print(json.dumps(run_one(argv[1])))
        return 0
    names = argv or list(ATTACKS)
    print(f"{'attack':42} {'time':>8} {'peak RSS':>10} {'growth':>9}  what the user is told")
    for name in names:
        result = subprocess.run([sys.executable, __file__, "--one", name], capture_output=True,
                                text=True, timeout=300, cwd=ROOT,
                                env={**os.environ, "PYTHONPATH": str(ROOT)})
        if result.returncode != 0 or not result.stdout.strip():
            print(f"{name:42} FAILED: {result.stderr.strip().splitlines()[-1:]}")
            continue
        row = json.loads(result.stdout.strip().splitlines()[-1])
        print(f"{name:42} {row['seconds']:7.2f}s {row['peak_rss_mib']:8.0f} MiB "
              f"{row['growth_mib']:+7.0f} MiB  {str(row['outcome'])[:110]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
