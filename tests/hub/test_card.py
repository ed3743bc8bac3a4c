"""The model card (README.md) through the Hub's file API, with the real client."""

from __future__ import annotations

import pytest

from amdchat.hub.api import HubError
from amdchat.hub.card import MAX_CARD_BYTES, model_card, strip_front_matter
from tests.helpers.hub_emulator import HubEmulator, HubFile, HubRepo


def test_the_card_comes_without_its_metadata(hub: HubEmulator) -> None:
    hub.add(HubRepo("a/card-GGUF", {"README.md": HubFile(
        "---\nlicense: mit\n---\n# Título\n\nÜber alles.\n".encode())}))
    assert model_card("a/card-GGUF") == "# Título\n\nÜber alles."


def test_no_card_is_an_empty_one(hub: HubEmulator) -> None:
    hub.add(HubRepo("a/bare-GGUF", {"m.gguf": HubFile(b"GGUF")}))
    assert model_card("a/bare-GGUF") == ""


def test_a_huge_card_is_cut_not_read_to_its_end(hub: HubEmulator) -> None:
    # 40 times the bound: more than the socket buffers on both ends can hold, so what
    # was never read is never sent
    huge = HubFile(b"word " * (MAX_CARD_BYTES * 8))
    hub.add(HubRepo("a/huge-GGUF", {"README.md": huge}))
    card = model_card("a/huge-GGUF")
    assert card.endswith("…") and len(card) <= MAX_CARD_BYTES + 3
    assert huge.sent < huge.size  # the rest was never fetched


def test_a_gated_card_says_what_to_do(hub: HubEmulator) -> None:
    hub.add(HubRepo("a/gated-GGUF", {"README.md": HubFile(b"# secret")}, gated=True,
                    token="t"))
    with pytest.raises(HubError, match="access token") as refused:
        model_card("a/gated-GGUF")
    assert refused.value.kind == "auth"
    assert model_card("a/gated-GGUF", token="t") == "# secret"


def test_front_matter_only_where_it_is() -> None:
    assert strip_front_matter("no metadata\n---\nrule") == "no metadata\n---\nrule"
    assert strip_front_matter("---\nunclosed: yes\n") == "---\nunclosed: yes\n"
    assert strip_front_matter("---\na: 1\n---\nBody") == "Body"
