"""PyInstaller hook for llama-cpp-python (none exists upstream).

Collects the Python modules and the package metadata (the backend registry
compares each backend's manifest with this version), and on purpose NO native
library: llama.cpp's libraries are backends, data folders beside the
executable (backends/<kind>/), chosen at run time with LLAMA_CPP_LIB_PATH. A
libllama or libggml among the bundle's binaries would sit on the bootloader's
library path and could be loaded in place of the chosen backend's.
"""

from PyInstaller.utils.hooks import collect_submodules, copy_metadata

# the OpenAI-compatible server needs uvicorn/fastapi, which the app never runs
hiddenimports = collect_submodules("llama_cpp", filter=lambda name: ".server" not in name)
datas = copy_metadata("llama-cpp-python")
binaries: list = []
excludedimports = ["llama_cpp.server"]
