"""Moved to amdchat.session; this name stays only for amdchat/cli.py until the ``cli``
branch (cli/ package) is merged and imports amdchat.session. Delete then: amdchat.engine
must not import the session above it."""

from amdchat.session.engine_session import EngineSession
from amdchat.session.listener import Job, JobHandler, Post, SessionListener, State
from amdchat.session.spec import ModelSpec, Notice, spec_from_settings

__all__ = ["EngineSession", "Job", "JobHandler", "ModelSpec", "Notice", "Post",
           "SessionListener", "State", "spec_from_settings"]
