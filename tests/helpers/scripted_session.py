"""An EngineSession driven by a scripted stand-in worker, for the tests of its load
state machine (tests/session)."""
from __future__ import annotations

from amdchat.backends.registry import Backend
from amdchat.model_memory import ModelMemory
from amdchat.plan.budget import Budget
from amdchat.session import engine_session as es
from amdchat.session.listener import SessionListener

MIB = 2**20


class FakeClient:
    last: FakeClient | None = None

    def __init__(self, on_event, backend=None, extra_env=None, log_path=None):
        self.on_event, self.sent, self.running, self.pid = on_event, [], False, 1
        FakeClient.last = self

    def start(self):
        self.running = True

    def send(self, request):
        self.sent.append(request)

    def close_soon(self):
        self.running = False

    def cancel(self, job_id):
        pass


def memory() -> ModelMemory:
    n = 10
    return ModelMemory((100 * MIB,) * n, 50 * MIB, False, 50 * MIB, (1024,) * n, 1000, 64,
                       4, 4096)


class Heard(SessionListener):
    def __init__(self):
        self.errors, self.notices, self.states = [], [], []

    def on_error(self, e):
        self.errors.append(e)

    def on_notice(self, n):
        self.notices.append(str(n.text))

    def on_state(self, s):
        self.states.append(s)


def scripted_session(monkeypatch, tmp_path):
    """An EngineSession on a scripted stand-in worker (FakeClient), a Vulkan backend whose
    free memory the test sets (``s.free``), and what it said (``s.heard``)."""
    monkeypatch.setattr(es, "EngineClient", FakeClient)
    vk = Backend("vulkan", tmp_path, "test")
    free = {"bytes": 2000 * MIB}
    heard = Heard()
    s = es.EngineSession(lambda call: call(), heard, discover=lambda: [vk],
                         budget=lambda spec: Budget("card", free["bytes"], "VRAM"))
    s.free, s.heard = free, heard
    return s


