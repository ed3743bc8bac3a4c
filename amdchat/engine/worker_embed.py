"""The worker's embed request: one vector per text from the loaded model's pooled
output (llama.cpp's pooling: mean, CLS, last token), for the API's /v1/embeddings.

A model is loaded for generation (``embedding=False``); llama.cpp switches a context to
embeddings and back with ``llama_set_embeddings``, so an embedding model (one whose
GGUF names a pooling type: BERT-style encoders, embedding fine-tunes) answers without
another load. A model that pools nothing (a chat model) is refused: its per-token
states are no sentence embedding.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from amdchat.engine import protocol
from amdchat.engine.protocol import ErrorKind

if TYPE_CHECKING:
    from amdchat.engine.worker import Worker

_NO_POOLING = ("This model gives no sentence embeddings: its file names no pooling type "
               "(it is a chat model, not an embedding model). Load an embedding model "
               "(for example a BERT-style *-embed* GGUF) to use /v1/embeddings.")


def embed(worker: Worker, request: protocol.EmbedRequest) -> None:
    import llama_cpp

    request_id = request["id"]
    llm = worker.llm
    if llm is None:
        worker.emit(protocol.error(ErrorKind.NO_MODEL, protocol.NO_MODEL, request_id))
        return
    pooling = llama_cpp.llama_pooling_type(llm.ctx)
    if pooling in (llama_cpp.LLAMA_POOLING_TYPE_NONE, llama_cpp.LLAMA_POOLING_TYPE_RANK):
        worker.emit(protocol.error(ErrorKind.NOT_EMBEDDING, _NO_POOLING, request_id))
        return
    llama_cpp.llama_set_embeddings(llm.ctx, True)
    llm.context_params.embeddings = True  # llama-cpp-python's embed() checks this flag
    try:
        vectors, count = llm.embed(request["input"], normalize=True, truncate=False,
                                   return_count=True)
    except (ValueError, RuntimeError) as exc:  # longer than a batch; a decode refused
        worker.emit(protocol.error(ErrorKind.TOO_LONG, f"{exc}. Send shorter texts, or "
                                   "raise the batch size.", request_id))
        return
    finally:
        llm.context_params.embeddings = False
        llama_cpp.llama_set_embeddings(llm.ctx, False)
    worker.emit({"event": "embeddings", "id": request_id,
                 "vectors": [[float(x) for x in v] for v in vectors],
                 "prompt_tokens": int(count)})
