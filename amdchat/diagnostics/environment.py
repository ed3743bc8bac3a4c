"""The environment variables that change which device a backend uses, and what they do here."""

from __future__ import annotations

from amdchat.diagnostics.check import Check, Context, text
from amdchat.i18n import Text, tr_noop

FAMILY = "environment"

# variable -> what it does when set (with {value})
_MEANINGS: dict[str, Text] = {
    "HIP_VISIBLE_DEVICES": text(tr_noop(
        "diagnostics", "ROCm (HIP) sees only the GPUs numbered {value}; amdchat replaces it when a "
        "GPU is chosen in Settings.")),
    "ROCR_VISIBLE_DEVICES": text(tr_noop(
        "diagnostics", "The ROCm runtime sees only the GPUs {value}, before HIP_VISIBLE_DEVICES "
        "applies; amdchat leaves it as it is.")),
    "GGML_VK_VISIBLE_DEVICES": text(tr_noop(
        "diagnostics", "llama.cpp's Vulkan backend uses only the Vulkan devices numbered {value} "
        "(CPU-type devices included); amdchat replaces it when a GPU is chosen in Settings.")),
    "HSA_OVERRIDE_GFX_VERSION": text(tr_noop(
        "diagnostics", "ROCm treats every GPU as the target {value} (the ROCm checks say whether "
        "that is right for this card); amdchat sets it itself only when a card needs it.")),
    "VK_DRIVER_FILES": text(tr_noop(
        "diagnostics", "The Vulkan loader uses only these drivers: {value}.")),
    "VK_ICD_FILENAMES": text(tr_noop(
        "diagnostics", "The Vulkan loader (older ones) uses only these drivers: {value}.")),
    "AMD_VULKAN_ICD": text(tr_noop(
        "diagnostics", "Picks the AMD Vulkan driver where both are installed: {value}.")),
}


def check_environment(context: Context) -> list[Check]:
    checks = []
    for name, meaning in _MEANINGS.items():
        value = context.env.get(name)
        if value is None:
            checks.append(Check(FAMILY, name, "green", text(tr_noop(
                "diagnostics", "{name} is not set."), name=name)))
        elif not value.strip() and name in ("HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES",
                                            "GGML_VK_VISIBLE_DEVICES"):
            checks.append(Check(FAMILY, name, "red", text(tr_noop(
                "diagnostics", "{name} is set but empty: the backend sees no GPU at all."),
                name=name),
                text(tr_noop("diagnostics", "Unset it (unset {name}) or give a device number."),
                     name=name)))
        else:
            checks.append(Check(FAMILY, name, "amber", Text(
                meaning.context, meaning.template, {"value": value}), text(tr_noop(
                    "diagnostics", "If you did not mean it, unset it (unset {name})."), name=name)))
    return checks
