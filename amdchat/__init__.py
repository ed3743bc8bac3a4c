"""amdchat: chat with local GGUF models on AMD GPUs (Vulkan, ROCm or CPU)."""

__version__ = "0.1.0"
