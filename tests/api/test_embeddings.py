"""/v1/embeddings through `amdchat serve` and the openai SDK: an embedding model (a
tiny random-weight one whose GGUF names mean pooling) gives one unit vector per text;
the chat test model, which pools nothing, is a 400 that says why."""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path

import openai
import pytest

from tests.helpers.serve import Served, model_args
from tests.helpers.tiny_embedding import tiny_embedding_gguf

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    model = tiny_embedding_gguf(tmp_path_factory.mktemp("embed") / "tiny-embed.gguf")
    served = Served(*model_args(model, ctx=256))
    yield served
    assert served.stop() == 0


def test_one_unit_vector_per_text(server: Served) -> None:
    client = server.client()
    texts = ["the sea at night", "a mountain path", "the sea at night"]
    reply = client.embeddings.create(model=server.model_id(), input=texts)  # base64 asked
    vectors = [item.embedding for item in reply.data]
    assert [item.index for item in reply.data] == [0, 1, 2]
    assert {len(v) for v in vectors} == {64}  # the model's width
    assert all(math.isclose(sum(x * x for x in v), 1.0, rel_tol=1e-4) for v in vectors)
    assert vectors[0] == vectors[2] and vectors[0] != vectors[1]
    assert reply.usage.prompt_tokens > len("".join(texts)) // 2
    floats = client.embeddings.create(model=server.model_id(), input=texts[0],
                                      encoding_format="float")
    assert all(math.isclose(a, b, rel_tol=1e-5, abs_tol=1e-6)
               for a, b in zip(floats.data[0].embedding, vectors[0], strict=True))


@pytest.mark.parametrize(("body", "param"), [
    ({"input": []}, "input"), ({"input": [[1, 2, 3]]}, "input"), ({"input": [""]}, "input"),
    ({"input": "x", "dimensions": 8}, "dimensions"),
    ({"input": "x", "encoding_format": "int8"}, "encoding_format"),
    ({"input": ["x"] * 300}, "input"),
])
def test_bad_input_is_a_400(server: Served, body: dict[str, object], param: str) -> None:
    status, answer = server.post("/embeddings", body)
    assert status == 400 and answer["error"]["param"] == param


def test_a_chat_model_says_it_gives_no_embeddings(model_path: Path) -> None:
    served = Served(*model_args(model_path, ctx=512))
    try:
        with pytest.raises(openai.BadRequestError) as caught:
            served.client().embeddings.create(model=served.model_id(), input="hello")
        assert "not an embedding model" in caught.value.message
        # and the chat still answers afterwards
        reply = served.client().chat.completions.create(
            model=served.model_id(), messages=[{"role": "user", "content": "Hi"}],
            max_tokens=3)
        assert reply.choices[0].message.content
    finally:
        assert served.stop() == 0
