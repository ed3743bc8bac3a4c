"""Command line: ``amdchat`` (the app), ``chat``, ``serve``, ``doctor``, ``bench``, ``gpu``..."""

from amdchat.cli.parser import main

__all__ = ["main"]
