"""GPU memory: a discrete card's BAR against its VRAM (Resizable BAR), an APU's carve-out,
GTT and the kernel options that size the GTT."""

from __future__ import annotations

from pathlib import Path

from amdchat.diagnostics.check import Check, Context, text
from amdchat.hardware.gtt_limits import (
    GIB,
    GTTSIZE,
    PAGES_LIMIT,
    ApuMemory,
    pages_limit_option,
    read_apu_memory,
    suggested_gtt,
)
from amdchat.hardware.linux_amdgpu import LinuxAmdgpuSource
from amdchat.hardware.pci_bar import WORKAROUND, read_bar
from amdchat.hardware.reading import GpuInfo
from amdchat.i18n import tr_noop
from amdchat.units import format_gib

FAMILY = "memory"


def check_memory(context: Context) -> list[Check]:
    if not context.platform.startswith("linux"):
        return []
    source = LinuxAmdgpuSource(context.root)
    checks = []
    for gpu in source.discover():
        device = source.device_folder(gpu)
        if device is None:
            continue
        if gpu.integrated:
            checks.append(_apu(gpu, read_apu_memory(context.root, device)))
        else:
            checks.append(_bar(gpu, device, context))
    return checks


def _bar(gpu: GpuInfo, device: Path, context: Context) -> Check:
    name = f"{gpu.name}: BAR"
    bar = read_bar(device)
    if bar.unknown:
        return Check(FAMILY, name, "info", text(tr_noop(
            "diagnostics", "Whether Resizable BAR is on is unknown: {reason}."),
            reason=bar.unknown))
    sizes = {"bar": _size(bar.bar_bytes), "vram": format_gib(bar.vram_bytes)}
    if not bar.small:
        return Check(FAMILY, name, "green", text(tr_noop(
            "diagnostics", "Resizable BAR is on: the CPU sees all {vram} of VRAM (BAR {bar})."),
            **sizes))
    if context.env.get(WORKAROUND, "") not in ("", "0"):
        done = text(tr_noop("diagnostics", "{variable} is set in this environment, which "
                                           "gives back most of it."), variable=WORKAROUND)
    elif context.small_bar_workaround:
        done = text(tr_noop("diagnostics", "amdchat sets {variable}=1 for its Vulkan worker, "
                                           "which gives back most of it (the setting "
                                           "vulkan_small_bar_workaround turns it off)."),
                    variable=WORKAROUND)
    else:
        done = text(tr_noop("diagnostics", "The workaround ({variable}=1) is turned off in the "
                                           "settings (vulkan_small_bar_workaround)."),
                    variable=WORKAROUND)
    return Check(FAMILY, name, "amber", text(tr_noop(
        "diagnostics", "Resizable BAR is off: the CPU sees {bar} of {vram} VRAM, and Vulkan "
        "runs several times slower this way. {done}"), done=done, **sizes), text(tr_noop(
        "diagnostics", "Turn on Above 4G Decoding and Resizable BAR (Smart Access Memory) in "
        "the BIOS.")))


def _size(n: int) -> str:
    """A BAR's size as people say it: 256 MiB, 32 GiB."""
    return f"{n >> 20} MiB" if n < GIB else format_gib(n, 0)


def _apu(gpu: GpuInfo, memory: ApuMemory) -> Check:
    name = f"{gpu.name}: memory"
    if memory.carve_out is None or memory.gtt is None:
        missing = "mem_info_vram_total" if memory.carve_out is None else "mem_info_gtt_total"
        return Check(FAMILY, name, "info", text(tr_noop(
            "diagnostics", "The APU's memory is unknown: the driver shows no {file}."),
            file=missing))
    line = memory.cmdline
    if line.contradictions:
        return Check(FAMILY, name, "info", text(tr_noop(
            "diagnostics", "The GTT limit is unknown: the kernel command line gives {options} "
            "more than once, with different values."), options=", ".join(line.contradictions)),
            text(tr_noop("diagnostics", "Keep one {option} on the kernel command line."),
                 option="ttm.pages_limit"))
    summary = text(tr_noop(
        "diagnostics", "Carve-out (the BIOS's VRAM) {carve}, GTT (system memory the GPU may "
        "use) {gtt}: Vulkan can use both, {total}; ROCm, on many kernels, only the carve-out."),
        carve=format_gib(memory.carve_out), gtt=format_gib(memory.gtt),
        total=format_gib(memory.carve_out + memory.gtt))
    limit_set = any(key in line.options for key in PAGES_LIMIT)
    gttsize_set = GTTSIZE in line.options or (memory.gttsize_param or -1) > 0
    if limit_set and gttsize_set:
        return Check(FAMILY, name, "amber", summary, text(tr_noop(
            "diagnostics", "Both ttm.pages_limit and amdgpu.gttsize are set: remove "
            "amdgpu.gttsize from the kernel command line (ttm.pages_limit is the one that "
            "counts on current kernels).")))
    if not limit_set and memory.ram and suggested_gtt(memory.ram) >= memory.gtt + GIB:
        target = suggested_gtt(memory.ram)
        return Check(FAMILY, name, "green", summary, text(tr_noop(
            "diagnostics", "To let the GPU use {size} of system memory, add {option} to the "
            "kernel command line (GRUB_CMDLINE_LINUX_DEFAULT in /etc/default/grub, then "
            "sudo update-grub and reboot)."),
            size=format_gib(target, 0), option=pages_limit_option(target)))
    return Check(FAMILY, name, "green", summary)
