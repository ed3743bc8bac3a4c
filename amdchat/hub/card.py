"""A repository's model card: its README.md, read through the Hub's file API.

Bounded like every Hub answer: a card longer than MAX_CARD_BYTES is cut (a
README is text, never that long; a server that sends more is not followed).
"""

from __future__ import annotations

from amdchat.hub.api import HubError, translate_error
from amdchat.hub.download import CONNECT_TIMEOUT_S, resolve_url
from amdchat.units import KIB

MAX_CARD_BYTES = 512 * KIB
READ_TIMEOUT_S = 20.0


def strip_front_matter(text: str) -> str:
    """The card without its YAML metadata block (licence, tags) at the top."""
    if not text.startswith("---"):
        return text
    end = text.find("\n---", 3)
    if end < 0:
        return text
    rest = text[end + 4:]
    return rest[rest.find("\n") + 1:] if "\n" in rest else ""


def model_card(repo_id: str, token: str | None = None) -> str:
    """The card as Markdown; '' when the repository has none. Raises HubError."""
    from huggingface_hub.utils import build_hf_headers, get_session

    from amdchat.hub.http import install

    install()
    headers = build_hf_headers(token=token or False)
    timeout = (CONNECT_TIMEOUT_S, READ_TIMEOUT_S, CONNECT_TIMEOUT_S, CONNECT_TIMEOUT_S)
    chunks: list[bytes] = []
    got = 0
    try:
        with get_session().stream("GET", resolve_url(repo_id, "README.md"), headers=headers,
                                  timeout=timeout, follow_redirects=True) as response:
            status = response.status_code
            if status == 404:
                return ""
            if status in (401, 403):
                raise HubError("auth", f"the Hub refused the model card of '{repo_id}' "
                               f"({status}): it is gated or private. Accept its terms on "
                               "huggingface.co and add an access token in Settings.")
            if status != 200:
                raise HubError("server", f"the Hub answered HTTP {status} for the model card "
                               f"of '{repo_id}'. Try again later.")
            for block in response.iter_bytes():
                chunks.append(block)
                got += len(block)
                if got >= MAX_CARD_BYTES:
                    break  # the rest is never read
    except HubError:
        raise
    except Exception as exc:
        raise translate_error(exc, repo_id) from exc
    data = b"".join(chunks)
    text = data[:MAX_CARD_BYTES].decode("utf-8", errors="replace")
    if got >= MAX_CARD_BYTES:
        text += "\n\n…"
    return strip_front_matter(text).strip()
