"""The engine session: which backend and worker run a model, its jobs, its restarts.

Above amdchat.engine (the worker, its protocol and client) and amdchat.fit (which the
session will ask where a model fits): the app, the CLI, the API server and the
benchmarks drive an EngineSession, or a BlockingEngine from one thread.
"""
