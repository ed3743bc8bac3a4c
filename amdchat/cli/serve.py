"""``amdchat serve``: a model served through the OpenAI-compatible API, without the app
(the server itself: amdchat.api.headless)."""

from __future__ import annotations

import argparse

from amdchat.cli.common import load_settings


def run(args: argparse.Namespace) -> int:
    from amdchat.api.headless import serve_command

    return serve_command(args, load_settings())
