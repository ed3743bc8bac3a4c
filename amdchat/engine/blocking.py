"""Moved to amdchat.session.blocking; this name stays only for amdchat/cli.py until the
``cli`` branch (cli/ package) is merged and imports amdchat.session. Delete then."""

from amdchat.session.blocking import BlockingEngine, EngineError

__all__ = ["BlockingEngine", "EngineError"]
