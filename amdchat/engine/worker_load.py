"""The worker's load and dry-run requests: llama.cpp opens a model here."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from amdchat.engine import dynamic_backends, protocol
from amdchat.engine.context_check import context_problem, machine_memory
from amdchat.engine.load_params import LoadParams
from amdchat.engine.load_progress import reporting_progress
from amdchat.engine.native_path import loadable_path
from amdchat.engine.placement import Placement, classify_load_error, logits_read_from_host
from amdchat.engine.protocol import ErrorKind
from amdchat.engine.tensor_overrides import OverridePlan, plan_for_file
from amdchat.engine.tensor_overrides_native import overriding_buffers
from amdchat.engine.thread_count import settle, threads_kwargs
from amdchat.engine.uncompiled_templates import templates_left_uncompiled
from amdchat.gguf import GGUFHeader
from amdchat.gguf.reader import TensorInfo
from amdchat.i18n import Text
from amdchat.kv_cache import KV_ELEMENT_BYTES
from amdchat.model_memory import model_memory
from amdchat.modelfile import ModelFileError, check_model_file
from amdchat.reasoning.formats import ReasoningStyle, style_for_template

if TYPE_CHECKING:
    from amdchat.engine.worker import Worker


def load(worker: Worker, request: protocol.LoadRequest) -> None:
    import llama_cpp

    from amdchat.engine.worker import ModelFacts

    path = protocol.path_from(request)
    try:
        summary, header = check_model_file(path)
    except ModelFileError as exc:
        worker.emit(protocol.error(f"model_{exc.kind}", exc.text))
        return
    if worker.llm is not None:
        worker.unload()
    params = LoadParams.from_request(request["params"])
    problem = context_problem(header, params.n_ctx, machine_memory(worker.devices),
                              (KV_ELEMENT_BYTES[params.type_k] + KV_ELEMENT_BYTES[params.type_v])
                              / 2, params.swa_full)
    if problem is not None:  # before llama.cpp allocates a cache of any size asked
        worker.emit(protocol.error(ErrorKind.LOAD_FAILED, problem))
        return
    overrides = plan_for_file(params, path)  # experts kept in RAM (n_cpu_moe), -ot pairs
    worker.log.captured = []
    started = time.perf_counter()
    try:
        worker.forget_abort()
        with reporting_progress(lambda fraction: _load_progress(worker, fraction)), \
                overriding_buffers(overrides.overrides), templates_left_uncompiled(), \
                loadable_path(path) as native:
            worker.llm = llama_cpp.Llama(
                model_path=native, seed=request.get("seed", 0) & 0x7FFFFFFF,
                verbose=True, **params.llama_kwargs(), **overrides.llama_kwargs(),
                **threads_kwargs(dict(request)))
    except Exception as exc:
        kind, detail = classify_load_error("".join(worker.log.captured or []))
        worker.emit(protocol.error(kind or ErrorKind.LOAD_FAILED,
                                   f"llama.cpp could not load {path.name}: {exc}",
                                   detail=detail))
        return
    finally:
        captured, worker.log.captured = worker.log.captured or [], None
    threads = settle(worker.llm, dict(request))
    vision_problem = _open_projector(worker, params)
    placement = _placement("".join(captured), header.tensors, len(overrides.expert_layers))
    _note_experts(placement, header, overrides.expert_bytes)
    llm = worker.llm
    vocab = llm._model.vocab
    # Only tokens that end a generation stop a reply: harmony's <|end|> (gpt-oss)
    # is an EOT by its text but closes the analysis channel mid-reply.
    eot_id = llama_cpp.llama_vocab_eot(vocab)
    if eot_id < 0 or not llama_cpp.llama_vocab_is_eog(vocab, eot_id):
        eot_id = -1
    worker.model = ModelFacts(
        path=str(path), swa_full=params.swa_full, architecture=summary.architecture,
        jinja=header.chat_template, bos=worker.token_text(llm.token_bos()),
        eos=worker.token_text(llm.token_eos()), eot=worker.token_text(eot_id),
        chat_template=request["chat_template"],
        reasoning=_reasoning_style(header.chat_template, request["chat_template"]))
    probe = worker.render([{"role": "user", "content": "x"}])
    worker.find_markers((eot_id, llm.token_eos(), llm.token_bos()))
    if worker.rpc_links is not None:  # the weights' upload: each link's best rate
        worker.rpc_links.note_all()
    worker.emit({
        "event": "loaded", **protocol.path_fields(path), "name": summary.name,
        "architecture": summary.architecture, "quantization": summary.quantization,
        "n_ctx": llm.n_ctx(), "n_gpu_layers": params.n_gpu_layers,
        "load_ms": round((time.perf_counter() - started) * 1000, 1),
        "has_chat_template": summary.has_chat_template,
        "template": probe.template,
        "template_problem": probe.problem,
        "template_problem_text": text_dict(probe.problem_text),
        "stop": list(probe.stop),
        "reasoning": worker.model.reasoning.as_dict(),
        "placement": placement.as_dict(),
        "n_cpu_moe": params.n_cpu_moe, **_expert_fields(overrides),
        "threads": threads.as_dict(), "cpu_backend": dynamic_backends.current(),
        "vision": worker.vision is not None, "vision_problem": text_dict(vision_problem),
    })


def _reasoning_style(jinja: str, chosen_template: str) -> ReasoningStyle:
    """How the model thinks, from its own template; its switch only works through that
    template, so a built-in format the user chose offers none."""
    style = style_for_template(jinja)
    return style if chosen_template == "auto" else ReasoningStyle(style.format)
def _open_projector(worker: Worker, params: LoadParams) -> Text | None:
    """The vision projector beside the model, if the load names one; why it is not open
    (the model then runs without images)."""
    import llama_cpp

    from amdchat.engine.worker_vision import open_projector

    if not params.mmproj:
        return None
    on_gpu = params.n_gpu_layers != 0 and bool(llama_cpp.llama_supports_gpu_offload())
    worker.vision, problem = open_projector(worker.llm, params.mmproj, on_gpu)
    return problem


def _placement(log: str, tensors: list[TensorInfo], experts_in_ram_layers: int) -> Placement:
    """Where the model runs, from llama.cpp's log and the file's tensors."""
    placement = Placement(experts_in_ram_layers=experts_in_ram_layers)
    for line in log.splitlines():
        placement.feed(line)
    embedding = sum(t.n_bytes for t in tensors if t.name == "token_embd.weight")
    placement.logits_on_host = logits_read_from_host(
        placement, not any(t.name == "output.weight" for t in tensors), embedding,
        sum(t.n_bytes for t in tensors) - embedding)
    return placement


def _note_experts(placement: Placement, header: GGUFHeader, in_ram: int) -> None:
    """What a token of a mixture-of-experts model reads of its experts, for the speed
    check: only its share of them, wherever they are."""
    try:
        memory = model_memory(header)
    except ValueError:  # no usable layer count: the load says so
        return
    if memory.is_moe:
        placement.expert_mib = sum(memory.expert_bytes) / 2**20
        placement.experts_in_ram_mib = in_ram / 2**20
        placement.expert_share = memory.active_expert_share


def _load_progress(worker: Worker, fraction: float) -> None:
    worker.emit({"event": "load_progress", "progress": round(fraction, 3)})


def dry_run(worker: Worker, request: protocol.DryRunRequest) -> None:
    """What loading would allocate (KV, compute per device), without the weights."""
    from amdchat.engine.dry_run_op import dry_run, parse_dry_run_log

    params = LoadParams.from_request(request["params"])
    worker.log.captured = []
    try:
        buffers = dry_run(protocol.path_from(request), params, request.get("sparse", False))
    except Exception as exc:
        worker.emit(protocol.error(ErrorKind.DRY_RUN_FAILED, f"the dry run failed: {exc}",
                                   request["id"]))
        return
    finally:
        captured, worker.log.captured = worker.log.captured or [], None
    figures = parse_dry_run_log("".join(captured))
    worker.emit({"event": "dry_run", "id": request["id"], "params": params.as_dict(),
                 "buffers": buffers, "kv_mib": figures["kv_mib"],
                 "compute_mib": figures["compute_mib"], "output_mib": figures["output_mib"],
                 **_expert_fields(plan_for_file(params, protocol.path_from(request)))})


def _expert_fields(plan: OverridePlan) -> protocol.ExpertOffload:
    return {"tensor_overrides": [list(o) for o in plan.overrides],
            "experts_in_ram_layers": len(plan.expert_layers),
            "experts_in_ram_bytes": plan.expert_bytes,
            "expert_offload_problem": text_dict(plan.problem)}


def text_dict(text: Text | None) -> protocol.TextDict | None:
    return text.as_dict() if text is not None else None
