"""The real worker with the real model and a tiny generated vision projector: an image
reaches the model (its tokens in the prompt, a different greedy reply)."""

from __future__ import annotations

import base64
import io
from pathlib import Path

import pytest

from amdchat.session.blocking import BlockingEngine, EngineError
from amdchat.session.spec import ModelSpec
from tests.helpers.tiny_projector import IMAGE_TOKENS, tiny_projector

GREEDY = {"temperature": 0.0, "max_tokens": 12, "top_k": 40, "top_p": 0.95,
          "min_p": 0.05, "repeat_penalty": 1.1}
QUESTION = "What is in this picture?"


def png(colour: tuple[int, int, int], size: tuple[int, int] = (40, 30)) -> str:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, "PNG")
    return base64.b64encode(out.getvalue()).decode()


@pytest.fixture(scope="module")
def projector(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tiny_projector(tmp_path_factory.mktemp("vision") / "mmproj-tiny-F16.gguf")


@pytest.fixture(scope="module")
def seeing(model_path: Path, projector: Path):
    with BlockingEngine() as running:
        running.load(ModelSpec(model_path, backend="cpu", n_ctx=1024, mmproj=projector))
        yield running


@pytest.mark.slow
def test_an_image_reaches_the_model(seeing: BlockingEngine) -> None:
    assert seeing.session.loaded["vision"] is True
    plain = seeing.chat([{"role": "user", "content": QUESTION}], GREEDY)
    shown = seeing.chat([{"role": "user", "content": QUESTION,
                          "images": [png((220, 20, 20))]}], GREEDY)
    # gemma3's projector wraps the image in <start_of_image>...<end_of_image>
    added = shown["stats"]["prompt_tokens"] - plain["stats"]["prompt_tokens"]
    assert IMAGE_TOKENS <= added <= IMAGE_TOKENS + 6
    assert shown["reply"] != plain["reply"]
    again = seeing.chat([{"role": "user", "content": QUESTION,
                          "images": [png((220, 20, 20))]}], GREEDY)
    assert again["reply"] == shown["reply"], "greedy with the same image: the same reply"
    other = seeing.chat([{"role": "user", "content": QUESTION,
                          "images": [png((20, 20, 220))]}], GREEDY)
    assert other["reply"] != shown["reply"], "another picture, another reply"
    # a text prompt after an image still gets the same reply as before it
    assert seeing.chat([{"role": "user", "content": QUESTION}], GREEDY)["reply"] == \
        plain["reply"]


@pytest.mark.slow
def test_two_images_in_two_turns(seeing: BlockingEngine) -> None:
    done = seeing.chat([
        {"role": "user", "content": "First:", "images": [png((0, 200, 0))]},
        {"role": "assistant", "content": "I see it."},
        {"role": "user", "content": "And this?", "images": [png((200, 200, 0))]}], GREEDY)
    assert done["stats"]["prompt_tokens"] > 2 * IMAGE_TOKENS
    assert done["reply"].strip()


@pytest.mark.slow
def test_an_image_that_libmtmd_cannot_read_is_a_clear_error(seeing: BlockingEngine) -> None:
    bogus = base64.b64encode(b"not an image at all").decode()
    with pytest.raises(EngineError) as failed:
        seeing.chat([{"role": "user", "content": QUESTION, "images": [bogus]}], GREEDY)
    assert failed.value.kind == "bad_image"
    assert "decode" in str(failed.value)
    # and the worker lives on
    assert seeing.chat([{"role": "user", "content": QUESTION}], GREEDY)["reply"]


@pytest.mark.slow
def test_a_model_without_a_projector_says_it_cannot_see(model_path: Path) -> None:
    with BlockingEngine() as running:
        running.load(ModelSpec(model_path, backend="cpu", n_ctx=512))
        assert running.session.loaded["vision"] is False
        with pytest.raises(EngineError) as failed:
            running.chat([{"role": "user", "content": QUESTION,
                           "images": [png((1, 2, 3))]}], GREEDY)
    assert failed.value.kind == "no_vision"
    assert "cannot see images" in str(failed.value)


@pytest.mark.slow
def test_a_projector_for_another_model_loads_the_model_without_images(
        model_path: Path, tmp_path: Path) -> None:
    wrong = tiny_projector(tmp_path / "mmproj-wrong.gguf", text_embd=512)
    with BlockingEngine() as running:
        loaded = running.load(ModelSpec(model_path, backend="cpu", n_ctx=512, mmproj=wrong))
        assert loaded["vision"] is False
        assert "does not fit this model" in loaded["vision_problem"]["template"]
        assert running.chat([{"role": "user", "content": QUESTION}], GREEDY)["reply"]

