"""Which addresses a shared device can listen on: numeric IPv4 ones only.

llama.cpp's RPC server (ggml/src/ggml-rpc/transport.cpp, ``socket_t::create_server``)
opens an AF_INET socket and binds it to ``inet_addr(host)``: no IPv6, and no names
(``localhost`` is not resolved). Its endpoint parser also cuts ``host:port`` at the
first colon, so an IPv6 address does not even reach the socket. Each address is checked
here before anything starts, for ``amdchat share --host`` and Settings > Network alike.
"""

from __future__ import annotations

import ipaddress

from amdchat.i18n import Text, tr_noop


def shown(text: str, limit: int = 80) -> str:
    """A value the user gave, quoted in a message: never a screenful."""
    return text if len(text) <= limit else f"{text[:limit - 1]}… ({len(text):,} characters)"


def listen_problem(host: str) -> Text | None:
    """Why the RPC server cannot listen on ``host``, or None when it can."""
    bare = host.strip()  # what share listens on: spaces trimmed, nothing else
    given = shown(bare)
    inner = bare[1:-1] if bare.startswith("[") and bare.endswith("]") else bare
    try:
        address = ipaddress.ip_address(inner)
        if address.version == 4 and inner != bare:  # llama.cpp takes no "[127.0.0.1]"
            raise ValueError(bare)
    except ValueError:
        return Text("rpc", tr_noop(
            "rpc", "'{host}' is not an IPv4 address: llama.cpp's RPC server listens on a "
            "numeric IPv4 address only (it does not look names up). Use 127.0.0.1 (this "
            "computer only, for an SSH tunnel), 0.0.0.0 (every network) or one of this "
            "computer's IPv4 addresses."), {"host": given})
    if address.version == 6:
        return Text("rpc", tr_noop(
            "rpc", "'{host}' is an IPv6 address: llama.cpp's RPC server listens over IPv4 "
            "only (its client connects over IPv4 too). Use 127.0.0.1 (this computer only, "
            "for an SSH tunnel), 0.0.0.0 (every network) or one of this computer's IPv4 "
            "addresses."), {"host": given})
    if str(address) == "255.255.255.255":  # inet_addr's error value: llama.cpp refuses it
        return Text("rpc", tr_noop(
            "rpc", "'{host}' is the broadcast address, which cannot be listened on. Use "
            "127.0.0.1, 0.0.0.0 or one of this computer's IPv4 addresses."),
            {"host": given})
    return None
