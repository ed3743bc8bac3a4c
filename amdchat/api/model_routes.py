"""The small routes' answers: one model by id, embeddings, and what a response adds
for a request's options."""

from __future__ import annotations

import base64
import struct
from typing import Any

from amdchat.api.schema import ApiError
from amdchat.api.tool_calls import ReplyOptions
from amdchat.engine.protocol import GenerateOptions


def model_object(loaded_id: str, asked: str) -> dict[str, Any]:
    """GET /v1/models/{id}: the loaded model's object; a 404 for any other id."""
    if not loaded_id or asked != loaded_id:
        here = f"the loaded model is '{loaded_id}'" if loaded_id else "no model is loaded"
        raise ApiError(404, f"The model '{asked}' does not exist here; {here} "
                            "(see GET /v1/models).", code="model_not_found", param="model")
    return {"id": loaded_id, "object": "model", "created": 0, "owned_by": "amdchat"}


MAX_INPUTS = 256  # texts per embeddings request
MAX_INPUT_CHARS = 1_000_000  # all texts together


def embedding_input(body: dict[str, Any]) -> tuple[list[str], str]:
    """The texts of an embeddings request and the encoding asked for ("float" or
    "base64", which the openai SDK asks by default)."""
    raw = body.get("input")
    texts = [raw] if isinstance(raw, str) else raw
    if not isinstance(texts, list) or not texts or not all(isinstance(t, str) for t in texts):
        raise ApiError(400, "'input' must be a text or a list of texts (token ids are not "
                            "taken).", code="invalid_value", param="input")
    if len(texts) > MAX_INPUTS or sum(len(t) for t in texts) > MAX_INPUT_CHARS:
        raise ApiError(400, f"'input' may hold at most {MAX_INPUTS} texts and "
                            f"{MAX_INPUT_CHARS:,} characters in all.", code="invalid_value",
                       param="input")
    if not all(t.strip() for t in texts):
        raise ApiError(400, "'input' holds an empty text.", code="invalid_value",
                       param="input")
    encoding = body.get("encoding_format") or "float"
    if encoding not in ("float", "base64"):
        raise ApiError(400, "'encoding_format' must be \"float\" or \"base64\".",
                       code="invalid_value", param="encoding_format")
    if body.get("dimensions") is not None:
        raise ApiError(400, "'dimensions' is not supported by amdchat: the model's own size "
                            "is returned. Leave it out.", code="unsupported_parameter",
                       param="dimensions")
    return texts, str(encoding)


def embeddings_body(model: str, vectors: list[list[float]], tokens: int, encoding: str
                    ) -> dict[str, Any]:
    def shaped(vector: list[float]) -> list[float] | str:
        if encoding == "base64":  # little-endian float32, as OpenAI sends them
            return base64.b64encode(struct.pack(f"<{len(vector)}f", *vector)).decode()
        return vector

    return {"object": "list", "model": model,
            "data": [{"object": "embedding", "index": i, "embedding": shaped(v)}
                     for i, v in enumerate(vectors)],
            "usage": {"prompt_tokens": tokens, "total_tokens": tokens}}


def reply_options(options: GenerateOptions) -> ReplyOptions:
    tools = bool(options.get("tools")) and options.get("tool_choice") != "none"
    return ReplyOptions(tools=tools, logprobs=options.get("logprobs"))
