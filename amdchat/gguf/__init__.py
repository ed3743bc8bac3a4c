"""GGUF header reading, from a local file or from byte ranges of a remote one."""

from amdchat.gguf.reader import GGUFError, GGUFHeader, TensorInfo, read_header, read_local_header

__all__ = ["GGUFError", "GGUFHeader", "TensorInfo", "read_header", "read_local_header"]
