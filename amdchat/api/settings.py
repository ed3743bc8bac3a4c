"""The API server's own settings: where it listens, its key, CORS."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

DEFAULT_PORT = 8642  # not LM Studio's 1234, Ollama's 11434, llama.cpp's 8080, Jan's 1337


class ServerConfigError(ValueError):
    """The settings cannot be served safely (network without a key) or at all."""


@dataclass(frozen=True)
class ServerSettings:
    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT
    api_key: str = ""
    cors: bool = False
    fetch_images: bool = False  # image_url parts may be http(s) links (api/images.py)

    @property
    def loopback_only(self) -> bool:
        try:
            return ipaddress.ip_address(self.host).is_loopback
        except ValueError:
            return self.host == "localhost"

    def check(self) -> None:
        if not 0 <= self.port <= 65535:  # 0: any free port (tests, scripts)
            raise ServerConfigError(f"The port {self.port} is not a valid TCP port (1-65535).")
        if not self.loopback_only and not self.api_key:
            raise ServerConfigError(
                f"Listening on {self.host} lets other computers use the model, so an API key "
                "is required: set one, or listen on 127.0.0.1 only.")


def base_url(settings: ServerSettings, port: int | None = None) -> str:
    host = settings.host
    if host in ("0.0.0.0", "::"):
        host = "127.0.0.1"
    elif ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port or settings.port}/v1"
