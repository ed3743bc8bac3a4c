"""``amdchat chat`` after a remote computer dropped: the command line without it."""
from __future__ import annotations

from amdchat.cli.rpc_drop import without_servers, without_servers_hint


def test_the_dropped_server_leaves_the_rpc_list_and_the_rest_stays() -> None:
    argv = ["chat", "--model", "m.gguf", "--rpc", "10.0.0.2:50052,10.0.0.3:50052",
            "--prompt", "hi there"]
    assert without_servers(argv, ["10.0.0.2:50052"]) == [
        "chat", "--model", "m.gguf", "--rpc", "10.0.0.3:50052", "--prompt", "hi there"]
    hint = without_servers_hint(argv, ["10.0.0.2:50052"], ["10.0.0.3:50052"])
    assert hint.endswith("amdchat chat --model m.gguf --rpc 10.0.0.3:50052 "
                         "--prompt 'hi there'")


def test_with_no_server_left_rpc_goes_too() -> None:
    argv = ["chat", "--rpc=10.0.0.2:50052", "--model", "m.gguf", "--prompt", "x"]
    assert without_servers(argv, ["10.0.0.2:50052"]) == [
        "chat", "--model", "m.gguf", "--prompt", "x"]


def test_servers_from_the_settings_are_removed_there() -> None:
    argv = ["chat", "--model", "m.gguf", "--prompt", "x"]
    assert without_servers(argv, ["10.0.0.2:50052"]) is None
    hint = without_servers_hint(argv, ["10.0.0.2:50052"], ["10.0.0.3:50052"])
    assert "Settings > Network" in hint and hint.endswith("--rpc 10.0.0.3:50052")


def test_a_server_given_without_its_port_is_left_out_too() -> None:
    # the session names it with the default port; the user wrote it without
    args = without_servers(["chat", "--rpc", "10.0.0.2,10.0.0.3:50060"], ["10.0.0.2:50052"])
    assert args == ["chat", "--rpc", "10.0.0.3:50060"]


def test_every_rpc_option_is_edited_the_last_counting() -> None:
    args = without_servers(["chat", "--rpc", "10.0.0.2:50052", "--rpc=10.0.0.2:50052,h:1"],
                           ["10.0.0.2:50052"])
    assert args == ["chat", "--rpc", "h:1"]
