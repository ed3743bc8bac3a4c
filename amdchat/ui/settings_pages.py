"""What the settings dialog shows where: its pages, the page of each option, their labels.

The pages are listed on the dialog's left (amdchat.ui.settings_dialog); an option no page
names goes where its name suggests. The labels keep the "settings" translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from amdchat.config import Option
from amdchat.i18n import tr_noop

# Options edited elsewhere in the app, not in this dialog.
HIDDEN = {"last_model", "recent_models", "remote_url", "remote_model"}

_LABELS = {
    "rpc_servers": QT_TRANSLATE_NOOP("settings", "Remote GPUs"),
    "share_host": QT_TRANSLATE_NOOP("settings", "Share on address"),
    "share_port": QT_TRANSLATE_NOOP("settings", "Share on port"),
    "load_last_model_on_start": QT_TRANSLATE_NOOP("settings", "Load last model at start"),
    "backend": QT_TRANSLATE_NOOP("settings", "Backend"),
    "offer_backend_comparison": QT_TRANSLATE_NOOP("settings", "Offer to measure"),
    "gpu_offload": QT_TRANSLATE_NOOP("settings", "GPU offload"),
    # enabled only with their GPU offload choice, which says what they are for
    "gpu_layers": QT_TRANSLATE_NOOP("settings", "Layers on the GPU"),
    "cpu_moe_layers": QT_TRANSLATE_NOOP("settings", "Layers with experts in RAM"),
    "gpu_margin_mib": QT_TRANSLATE_NOOP("settings", "Memory kept free on the GPU (MiB)"),
    "context_auto": QT_TRANSLATE_NOOP("settings", "Automatic context length"),
    "context_length": QT_TRANSLATE_NOOP("settings", "Context length"),
    "temperature": QT_TRANSLATE_NOOP("settings", "Temperature"),
    "top_p": QT_TRANSLATE_NOOP("settings", "Top P"),
    "top_k": QT_TRANSLATE_NOOP("settings", "Top K"),
    "min_p": QT_TRANSLATE_NOOP("settings", "Min P"),
    "repeat_penalty": QT_TRANSLATE_NOOP("settings", "Repeat penalty"),
    "max_tokens": QT_TRANSLATE_NOOP("settings", "Max reply tokens"),
    "seed": QT_TRANSLATE_NOOP("settings", "Seed (-1: random)"),
    "system_prompt": QT_TRANSLATE_NOOP("settings", "System prompt"),
    "chat_template": QT_TRANSLATE_NOOP("settings", "Chat template"),
    "models_dir": QT_TRANSLATE_NOOP("settings", "Models folder"),
    "gpu_device": QT_TRANSLATE_NOOP("settings", "GPU"),
    "hf_token": QT_TRANSLATE_NOOP("settings", "Hugging Face token"),
    "api_server": QT_TRANSLATE_NOOP("settings", "Local API server"),
    "api_port": QT_TRANSLATE_NOOP("settings", "API port"),
    "api_listen_network": QT_TRANSLATE_NOOP("settings", "Listen on the network"),
    "api_key": QT_TRANSLATE_NOOP("settings", "API key"),
    "api_cors": QT_TRANSLATE_NOOP("settings", "Allow browser pages (CORS)"),
    "api_fetch_images": QT_TRANSLATE_NOOP("settings", "Download images sent as links"),
    "theme": QT_TRANSLATE_NOOP("settings", "Theme"),
    "kv_cache_type": QT_TRANSLATE_NOOP("settings", "KV cache type"),
    "flash_attention": QT_TRANSLATE_NOOP("settings", "Flash attention"),
    "swa_full": QT_TRANSLATE_NOOP("settings", "Full-size sliding-window cache"),
    "fit_dry_run": QT_TRANSLATE_NOOP("settings", "Measure fit with a dry run"),
    "language": QT_TRANSLATE_NOOP("settings", "Language"),
    "threads": QT_TRANSLATE_NOOP("settings", "CPU threads"),
    "vulkan_small_bar_workaround": QT_TRANSLATE_NOOP("settings",
                                                     "Vulkan workaround for a small BAR"),
}

# The pages, in order, and the options on each. An option no page names (one added
# later) goes to the page its name suggests, else to Chat.
PAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (tr_noop("settings", "Model"),
     ("load_last_model_on_start", "context_auto", "context_length", "chat_template",
      "kv_cache_type", "flash_attention", "swa_full", "fit_dry_run")),
    (tr_noop("settings", "Backend and GPU"),
     ("backend", "offer_backend_comparison", "gpu_device", "gpu_offload", "gpu_layers",
      "cpu_moe_layers", "gpu_margin_mib", "vulkan_small_bar_workaround")),
    (tr_noop("settings", "Performance"), ("threads",)),
    (tr_noop("settings", "Chat"),
     ("system_prompt", "temperature", "top_p", "top_k", "min_p", "repeat_penalty",
      "max_tokens", "seed")),
    (tr_noop("settings", "Downloads"), ("models_dir", "hf_token")),
    (tr_noop("settings", "Local API server"),
     ("api_server", "api_port", "api_listen_network", "api_key", "api_cors",
      "api_fetch_images")),
    (tr_noop("settings", "Network"), ("rpc_servers", "share_host", "share_port")),
    (tr_noop("settings", "Appearance"), ()),
)
_APPEARANCE_WORDS = ("theme", "language", "font", "appearance")


def page_of(name: str) -> str:
    """The (untranslated) title of the page that shows option ``name``."""
    for title, names in PAGES:
        if name in names:
            return title
    if any(word in name for word in _APPEARANCE_WORDS):
        return "Appearance"
    return "Chat"


def label_of(option: Option) -> str:
    """The option's name as the dialog shows it, translated."""
    return QCoreApplication.translate("settings", str(_LABELS.get(option.name, option.name)))
