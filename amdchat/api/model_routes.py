"""The small routes' answers: one model by id, embeddings (not offered), and what a
response adds for a request's options."""

from __future__ import annotations

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


def embeddings_refused() -> ApiError:
    """amdchat loads models for text generation only: llama.cpp gives embeddings only
    from a context made for them (embedding=True), which no load of ours makes."""
    return ApiError(400, "Embeddings are not offered by amdchat: it loads models for text "
                         "generation only. Use a server that loads an embedding model "
                         "(llama-server --embedding) for /v1/embeddings.",
                    code="unsupported_endpoint", param="model")


def reply_options(options: GenerateOptions) -> ReplyOptions:
    tools = bool(options.get("tools")) and options.get("tool_choice") != "none"
    return ReplyOptions(tools=tools, logprobs=options.get("logprobs"))
