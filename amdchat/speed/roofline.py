"""The token-generation limit set by memory bandwidth, and what a slow reply means.

Generating one token reads every weight once, plus the KV cache up to the
current depth: tokens/s <= bandwidth / bytes read per token. With the model
split over devices the times add up (a layer on the CPU waits for system
memory). Compute and latency are ignored, so this is an upper bound: a GPU
reaches about 50-80 % of it. A reply far below it (under a quarter) means the
work is not where it should be, and the placement usually says why. A tiny
model's limit (hundreds or thousands of tok/s) is not reached by per-token
overheads, so no hint is raised for it. Host weights in a partial offload
include the input embedding table, of which a token reads one row: the CPU's
share is overstated there, which lowers the limit (never a false alarm).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from amdchat.i18n import Text, tr_noop
from amdchat.units import MIB

SLOW_FRACTION = 0.25
# Above this limit a model is too small for bandwidth to rule: per-token costs (kernel
# launches, sampling, the host's share of tied embeddings) do, and a low share means nothing.
BANDWIDTH_BOUND_TPS = 250.0
_CPU_DEVICE_WORDS = ("llvmpipe", "lavapipe", "swiftshader")


@dataclass(frozen=True)
class Traffic:
    """Bytes read from one device's memory per generated token."""

    device: str
    bytes_per_token: float
    bandwidth_gbs: float

    @property
    def seconds(self) -> float:
        return self.bytes_per_token / (self.bandwidth_gbs * 1e9)


def tokens_per_second_limit(traffic: Sequence[Traffic]) -> float:
    seconds = sum(t.seconds for t in traffic)
    return 1.0 / seconds if seconds > 0 else 0.0


def bytes_per_token(placement: Mapping[str, object], n_ctx: int, depth: int
                    ) -> dict[str, float]:
    """Device -> bytes read per token: its weights, and its KV cache up to ``depth``.

    In a full offload the host keeps the input embedding table, of which a token
    reads one row: the host's weights count only when layers really run there, or
    when the logits are computed from that table (tied embeddings: the whole table
    is read per token, as amdchat.speed.fit_speed counts it for the fit verdict).
    """
    model = _mib_map(placement.get("model_mib"))
    kv = _mib_map(placement.get("kv_mib"))
    host_not_read = placement.get("runs_on") == "gpu" and not placement.get("logits_on_host")
    reads: dict[str, float] = {}
    for device, mib in model.items():
        if device == "CPU" and host_not_read:
            continue
        reads[device] = reads.get(device, 0.0) + mib * MIB
    _read_only_active_experts(placement, reads)
    share = min(max(depth, 0), n_ctx) / n_ctx if n_ctx > 0 else 0.0
    for device, mib in kv.items():
        reads[device] = reads.get(device, 0.0) + mib * MIB * share
    return reads


def _read_only_active_experts(placement: Mapping[str, object], reads: dict[str, float]
                              ) -> None:
    """A mixture-of-experts token reads only its experts' share (expert_used_count of
    expert_count): the rest of each side's expert bytes is not read."""
    total, in_ram, share = (placement.get(k) for k in ("expert_mib", "experts_in_ram_mib",
                                                        "expert_share"))
    if not isinstance(total, int | float) or total <= 0 or not isinstance(share, int | float):
        return
    in_ram = float(in_ram) if isinstance(in_ram, int | float) else 0.0
    unread = 1.0 - min(max(float(share), 0.0), 1.0)
    main = str(placement.get("device") or "CPU")
    on_cpu = float(total) if main == "CPU" else in_ram  # the CPU backend: all of them
    for device, experts in (("CPU", on_cpu), (main, float(total) - on_cpu)):
        if device in reads and experts > 0:
            reads[device] = max(reads[device] - experts * MIB * unread, 0.0)


def _mib_map(value: object) -> dict[str, float]:
    if not isinstance(value, Mapping):
        return {}
    return {str(k): float(v) for k, v in value.items() if isinstance(v, int | float)}


@dataclass(frozen=True)
class SpeedCheck:
    measured_tps: float
    limit_tps: float
    reasons: list[Text] = field(default_factory=list)
    on_cpu_backend: bool = False  # the limit is the CPU's own: no GPU to blame

    @property
    def fraction(self) -> float:
        return self.measured_tps / self.limit_tps if self.limit_tps > 0 else 0.0

    @property
    def bandwidth_bound(self) -> bool:
        return 0 < self.limit_tps <= BANDWIDTH_BOUND_TPS

    @property
    def slow(self) -> bool:
        return self.bandwidth_bound and self.fraction < SLOW_FRACTION


@dataclass(frozen=True)
class PlacementFacts:
    """What is known about where a reply ran, for the reasons of a slow one."""

    backend: str  # "vulkan" | "rocm" | "cpu"
    runs_on: str  # "gpu" | "partial" | "cpu"
    device_description: str = ""
    layers_offloaded: int | None = None
    layers_total: int | None = None
    device_is_integrated: bool = False
    discrete_gpu_present: str = ""  # the name of a discrete GPU in the machine, if any


def slow_reasons(facts: PlacementFacts) -> list[Text]:
    """The causes of a reply far below the limit that the placement shows."""
    reasons = []
    description = facts.device_description.lower()
    emulated = any(word in description for word in _CPU_DEVICE_WORDS)
    if emulated:  # the most precise cause first (its weights count as the CPU's)
        reasons.append(Text("speed", tr_noop(
            "speed", "The Vulkan device used ({device}) is a CPU emulating a GPU, not a GPU."),
            {"device": facts.device_description}))
    elif facts.backend != "cpu" and facts.runs_on == "cpu":
        reasons.append(Text("speed", tr_noop(
            "speed", "No weights are in GPU memory: the {backend} backend runs the model on "
            "the CPU."), {"backend": facts.backend}))
    elif facts.runs_on == "partial":
        reasons.append(Text("speed", tr_noop(
            "speed", "Only {n} of {total} layers are on the GPU: the others run on the CPU, "
            "at the speed of system memory."),
            {"n": facts.layers_offloaded if facts.layers_offloaded is not None else "?",
             "total": facts.layers_total if facts.layers_total is not None else "?"}))
    if facts.device_is_integrated and facts.discrete_gpu_present:
        reasons.append(Text("speed", tr_noop(
            "speed", "The integrated GPU was picked while a discrete one ({gpu}) is present: "
            "choose it in Settings > GPU."), {"gpu": facts.discrete_gpu_present}))
    return reasons


def check_speed(measured_tps: float, limit_tps: float, facts: PlacementFacts) -> SpeedCheck:
    """The measured speed against the limit, with the reasons when it is far below."""
    on_cpu = facts.backend == "cpu"
    check = SpeedCheck(measured_tps, limit_tps, on_cpu_backend=on_cpu)
    if not check.slow:
        return check
    reasons = slow_reasons(facts) or [_no_cause(on_cpu)]
    return SpeedCheck(measured_tps, limit_tps, reasons, on_cpu)


def _no_cause(on_cpu: bool) -> Text:
    if on_cpu:  # a CPU-only run spoke of the GPU's clock (the walkthrough of issue 23)
        return Text("speed", tr_noop(
            "speed", "The placement shows no cause: other programs may be busy on the "
            "processor's cores, or it runs at a low clock (power saving)."))
    return Text("speed", tr_noop(
        "speed", "The placement shows no cause: another program may be using the GPU, or "
        "its clock is held low (power saving)."))


def slow_hint(check: SpeedCheck) -> Text:
    if check.on_cpu_backend:  # "probably running on the CPU": it is, by choice
        return Text("speed", tr_noop(
            "speed", "{measured:.1f} tok/s is {percent:.0f} % of the ~{limit:.0f} tok/s "
            "this computer's memory allows."),
            {"measured": check.measured_tps, "percent": 100 * check.fraction,
             "limit": check.limit_tps})
    return Text("speed", tr_noop(
        "speed", "{measured:.1f} tok/s is {percent:.0f} % of the ~{limit:.0f} tok/s this "
        "hardware allows: probably running on the CPU or partly offloaded."),
        {"measured": check.measured_tps, "percent": 100 * check.fraction,
         "limit": check.limit_tps})
