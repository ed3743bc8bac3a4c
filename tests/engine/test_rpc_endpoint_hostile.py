"""Server addresses no one should type, each a plain message at once (amdchat.engine
.rpc_probe, and --rpc's list in amdchat.cli.options)."""

from __future__ import annotations

import argparse
import time

import pytest

from amdchat.cli.options import rpc_servers
from amdchat.engine.rpc_probe import MAX_SERVERS as MAX_RPC_SERVERS
from amdchat.engine.rpc_probe import RpcProblem, parse_endpoint, probe


def test_a_very_long_host_is_refused_and_quoted_short() -> None:
    with pytest.raises(RpcProblem) as caught:
        parse_endpoint("x" * 5000 + ":50052")
    said = str(caught.value)
    assert "is not a server address" in said and "(5,006 characters)" in said
    assert len(said) < 300


def test_a_name_with_a_label_over_63_characters_is_said_in_words() -> None:
    """The resolver's idna codec raised UnicodeError in the look-up thread (a traceback,
    then a wait for the whole timeout)."""
    started = time.monotonic()
    with pytest.raises(RpcProblem) as caught:
        probe("x" * 100 + ".lan:50052", 3.0)
    assert time.monotonic() - started < 2.0
    said = str(caught.value)
    assert "does not resolve" in said and "longer than 63 characters" in said


def test_more_servers_than_llama_cpp_takes_are_refused() -> None:
    many = ",".join(f"127.0.0.1:{60000 + i}" for i in range(100))
    with pytest.raises(argparse.ArgumentTypeError, match="100 servers: amdchat uses at most"):
        rpc_servers(many)
    sixteen = ",".join(f"127.0.0.1:{60000 + i}" for i in range(MAX_RPC_SERVERS))
    assert len(rpc_servers(sixteen)) == MAX_RPC_SERVERS


def test_duplicates_and_empty_items_count_once() -> None:
    given = "127.0.0.1:50052,, 127.0.0.1:50052 ,127.0.0.1"
    assert rpc_servers(given) == ("127.0.0.1:50052",)

