"""GUI responsiveness while a reply streams into a long conversation (offscreen).

A conversation with 200 stored messages is opened in the real window; then
2,000 token events go through the real engine controller's signal path, as a
fast GPU would send them (every RATE_MS, and once more as one burst). A 5 ms
timer measures how late the event loop runs it: the worst lateness is the
worst stall. On a machine shared with other work that figure also holds the time
the GUI thread waited for a core, so the GUI thread's CPU time in its longest turn
of the event loop is given too (the longest block of work, which other processes
cannot lengthen much). The cost of handling a token is timed for the first and the last
500 tokens, and for a conversation of 20 messages, to show it stays flat.
Run: .venv/bin/python benchmarks/bench_ui_stream.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

TOKENS = int(os.environ.get("BENCH_TOKENS", "2000"))
RATE_MS = 4.0  # 250 tok/s: faster than any local GPU gets on a big model


def build_window(messages: int):  # type: ignore[no-untyped-def]
    from amdchat.session.spec import ModelSpec
    from amdchat.ui.app import create_window

    window = create_window()
    store = window.store
    chat = store.create_conversation("long chat")
    for index in range(messages // 2):
        store.add_message(chat.id, "user", f"Question {index}: " + "tell me more. " * 8)
        store.add_message(chat.id, "assistant", f"Answer {index}:\n\n" + "Some **markdown** "
                          "text with `code` and a list:\n\n- one\n- two\n\n" * 3)
    window.resize(1280, 800)
    window.show()
    window.open_conversation(chat.id)
    # The GUI path is measured, not the engine: the reply's job becomes the session's
    # running job with no worker, and tokens are fed below as the worker's would be.
    session = window.engine.session
    session.spec = ModelSpec(Path("bench.gguf"))
    def submit(job):  # type: ignore[no-untyped-def]
        session._running = job  # sent at once, as to an idle worker: its on_start runs now
        if job.on_start is not None:
            job.on_start()

    session._submit = submit  # type: ignore[method-assign]
    return window


def stream(app: QApplication, messages: int, rate_ms: float) -> dict[str, float]:
    window = build_window(messages)
    chat = window.chat
    settle = time.perf_counter() + 0.3  # the window laid out and painted before the clock
    while time.perf_counter() < settle:
        app.processEvents()
    chat.send("Tell me a long story.")  # stores the message, begins the reply view
    lateness: list[float] = []
    clock = QElapsedTimer()
    probe = QTimer(interval=5)
    last = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        if last[0]:
            lateness.append(now - last[0] - 5.0)
        last[0] = now

    probe.timeout.connect(tick)
    costs: list[float] = []
    original = chat._on_token

    def timed(text: str, reasoning: str = "") -> None:
        started = time.perf_counter()
        original(text, reasoning)
        costs.append((time.perf_counter() - started) * 1000)

    chat._on_token = timed  # type: ignore[method-assign]
    done = threading.Event()
    session = window.engine.session
    job_id, serial = session._running.id, session._serial  # as the current worker sends

    def producer() -> None:
        for index in range(TOKENS):
            event = {"event": "token", "id": job_id, "text": f" word{index}"}
            # exactly what the client's reader thread does with a worker's event
            window.engine.post_to_gui(lambda e=event: session._on_event(serial, e))
            if rate_ms:
                time.sleep(rate_ms / 1000)
        done.set()

    clock.start()
    probe.start()
    threading.Thread(target=producer, daemon=True).start()
    deadline = time.perf_counter() + 120
    longest_cpu = 0.0
    while not done.is_set() or len(costs) < TOKENS:
        turn = time.thread_time()
        app.processEvents()  # the bench drives the loop; the app itself never does
        longest_cpu = max(longest_cpu, time.thread_time() - turn)
        if time.perf_counter() > deadline:
            raise SystemExit(f"only {len(costs)} of {TOKENS} tokens reached the chat")
    deadline = time.perf_counter() + 0.2
    while time.perf_counter() < deadline:
        app.processEvents()
    probe.stop()
    window.chat.reply = None
    window.close()
    window.store.close()
    lateness.sort()
    return {"worst_stall_ms": lateness[-1], "p99_stall_ms": lateness[int(len(lateness) * .99)],
            "longest_turn_cpu_ms": longest_cpu * 1000,
            "first500_us": statistics.mean(costs[:500]) * 1000,
            "last500_us": statistics.mean(costs[-500:]) * 1000}


def main() -> None:
    app = QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as home:
        os.environ["AMDCHAT_HOME"] = home
        for messages, rate in ((200, RATE_MS), (200, 0.0), (20, RATE_MS)):
            result = stream(app, messages, rate)
            mode = f"one every {rate:.0f} ms" if rate else "one burst"
            print(f"{messages} messages, {TOKENS} tokens {mode}: worst stall "
                  f"{result['worst_stall_ms']:.1f} ms, p99 {result['p99_stall_ms']:.1f} ms, "
                  f"longest turn {result['longest_turn_cpu_ms']:.1f} ms CPU; "
                  f"cost per token {result['first500_us']:.0f} us (first 500), "
                  f"{result['last500_us']:.0f} us (last 500)")


if __name__ == "__main__":
    main()
